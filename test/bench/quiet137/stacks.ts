// Stack traces and error lines in each runtime's real shape.
import type { Rng } from "./rng.js";

/** `java.lang.X: msg` then tab-indented `at` frames, optional `Caused by:` chains, `... N more`. */
export function javaStack(r: Rng, frames: string[], causes: Array<[string, string, string[]]> = []): string {
  const lines = frames.map((f) => `\tat ${f}`);
  for (const [ex, msg, fr] of causes) {
    lines.push(`Caused by: ${ex}: ${msg}`);
    for (const f of fr) lines.push(`\tat ${f}`);
    lines.push(`\t... ${r.int(18, 74)} common frames omitted`);
  }
  return lines.join("\n");
}

export const SPRING_WEB_TAIL = [
  "org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1014)",
  "org.springframework.web.servlet.FrameworkServlet.doPost(FrameworkServlet.java:914)",
  "jakarta.servlet.http.HttpServlet.service(HttpServlet.java:590)",
  "org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:174)",
  "org.apache.tomcat.util.threads.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:659)",
  "org.apache.tomcat.util.threads.TaskThread$WrappingRunnable.run(TaskThread.java:61)",
  "java.base/java.lang.Thread.run(Thread.java:1583)",
];

/** A stable line number for a frame: the same code path fails at the same line every time. */
export function lineOf(key: string, lo = 20, hi = 400): number {
  let h = 2166136261;
  for (const c of key) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return lo + ((h >>> 0) % (hi - lo));
}

/** Node: `    at fn (/app/file.js:line:col)` frames; `node:` and `index N` frames are written as Node prints them. */
export function nodeStack(_r: Rng, frames: Array<[string, string]>): string {
  return frames
    .map(([fn, file]) => {
      if (file.startsWith("index ")) return `    at ${fn} (${file})`;
      if (file.startsWith("node:")) return `    at ${fn} (${file}:95:5)`;
      const pos = `${file}:${lineOf(file + fn)}:${lineOf(fn + file, 5, 40)}`;
      return fn ? `    at ${fn} (${pos})` : `    at ${pos}`;
    })
    .join("\n");
}
export const NODE_TAIL: Array<[string, string]> = [
  ["process.processTicksAndRejections", "node:internal/process/task_queues"],
  ["async Promise.all", "index 0"],
];

/** Python traceback; the caller supplies the final `Type: msg` line. */
export function pyTrace(frames: Array<[string, number, string, string]>, last: string): string {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  out.push(last);
  return out.join("\n");
}

/** .NET: `   at Ns.Type.Method() in /src/File.cs:line N`. */
export function dotnetStack(r: Rng, frames: Array<[string, string]>): string {
  return frames.map(([m, file]) => (file ? `   at ${m} in ${file}:line ${r.int(20, 300)}` : `   at ${m}`)).join("\n");
}
export const DOTNET_ASYNC_TAIL: Array<[string, string]> = [
  [
    "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
    "",
  ],
  [
    "Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeActionMethodAsync>g__Awaited|12_0(ControllerActionInvoker invoker, ValueTask`1 actionResultValueTask)",
    "",
  ],
  [
    "Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
    "",
  ],
  [
    "Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.HttpProtocol.ProcessRequests[TContext](IHttpApplication`1 application)",
    "",
  ],
];

/** Ruby backtrace lines `path:line:in 'method'`. */
export function rubyTrace(frames: Array<[string, number, string]>): string {
  return frames.map(([f, l, m]) => `${f}:${l}:in \`${m}'`).join("\n");
}

/** Elixir: `    (app 1.2.0) lib/x.ex:12: Mod.fun/2`. */
export function elixirTrace(frames: Array<[string, string, number, string]>): string {
  return frames.map(([app, file, l, fn]) => `    (${app}) ${file}:${l}: ${fn}`).join("\n");
}

/** PHP/Laravel `#0 /var/www/html/...(123): Class->method()` frames ending in `{main}`. */
export function phpTrace(frames: Array<[string, number, string]>): string {
  const out = frames.map(([f, l, call], i) => `#${i} ${f}(${l}): ${call}`);
  out.push(`#${frames.length} {main}`);
  return out.join("\n");
}
