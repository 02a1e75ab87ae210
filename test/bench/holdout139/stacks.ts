// Exceptions printed the way each runtime prints them: Java "at ... (File.java:N)" with Caused by, Python
// tracebacks, Node "at fn (file:line:col)", Go panics with goroutine dumps, .NET "in File.cs:line N" with
// inner exceptions, Ruby backtraces.
import type { Err } from "./types.js";

export interface Cause {
  type: string;
  message: string;
  frames: string[];
  more?: number;
}

const SPRING_WEB = [
  "org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1014)",
  "org.springframework.web.servlet.FrameworkServlet.doPost(FrameworkServlet.java:914)",
  "jakarta.servlet.http.HttpServlet.service(HttpServlet.java:590)",
  "org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
  "org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:138)",
  "org.apache.tomcat.util.net.NioEndpoint$SocketProcessor.doRun(NioEndpoint.java:1740)",
  "org.apache.tomcat.util.threads.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1191)",
  "java.base/java.lang.Thread.run(Thread.java:1583)",
];

const JAVA_WORKER = [
  "java.base/java.util.concurrent.FutureTask.run(FutureTask.java:317)",
  "java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)",
  "java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)",
  "java.base/java.lang.Thread.run(Thread.java:1583)",
];

/** "pkg.Class.method:123" becomes "pkg.Class.method(Class.java:123)"; anything with "(" is kept. */
function javaFrame(f: string): string {
  if (f.includes("(")) return `\tat ${f}`;
  const [sym, line] = f.split(":");
  const parts = (sym ?? "").split(".");
  const cls = (parts[parts.length - 2] ?? "Main").split("$")[0];
  const kt = f.includes("Kt.") ? "kt" : "java";
  return `\tat ${sym}(${cls?.replace(/Kt$/, "")}.${kt}:${line ?? "1"})`;
}

export function javaErr(
  type: string,
  message: string,
  frames: string[],
  o: { tail?: "web" | "worker" | "none"; cause?: Cause; cause2?: Cause } = {},
): Err {
  const tail = o.tail === "web" ? SPRING_WEB : o.tail === "worker" ? JAVA_WORKER : [];
  const lines = [`${type}: ${message}`, ...frames.map(javaFrame), ...tail.map((f) => `\tat ${f}`)];
  for (const c of [o.cause, o.cause2]) {
    if (!c) continue;
    lines.push(`Caused by: ${c.type}: ${c.message}`, ...c.frames.map(javaFrame));
    lines.push(`\t... ${c.more ?? 12} more`);
  }
  return { type, message, text: lines.join("\n") };
}

/** Frames as [file, line, function, source line]. */
export type PyFrame = [string, number, string, string];

const DJANGO_TAIL: PyFrame[] = [
  [
    "/usr/local/lib/python3.12/site-packages/django/core/handlers/exception.py",
    55,
    "inner",
    "response = get_response(request)",
  ],
  [
    "/usr/local/lib/python3.12/site-packages/django/core/handlers/base.py",
    197,
    "_get_response",
    "response = wrapped_callback(request, *callback_args, **callback_kwargs)",
  ],
];

const CELERY_TAIL: PyFrame[] = [
  [
    "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
    477,
    "trace_task",
    "R = retval = fun(*args, **kwargs)",
  ],
  [
    "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
    760,
    "__protected_call__",
    "return self.run(*args, **kwargs)",
  ],
];

function pyBlock(frames: PyFrame[], type: string, message: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, src] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${src}`);
  out.push(message ? `${type}: ${message}` : type);
  return out;
}

export function pyErr(
  type: string,
  message: string,
  frames: PyFrame[],
  o: { head?: "django" | "celery" | "none"; cause?: { type: string; message: string; frames: PyFrame[] } } = {},
): Err {
  const head = o.head === "django" ? DJANGO_TAIL : o.head === "celery" ? CELERY_TAIL : [];
  const lines: string[] = [];
  if (o.cause) {
    lines.push(...pyBlock(o.cause.frames, o.cause.type, o.cause.message), "");
    lines.push("The above exception was the direct cause of the following exception:", "");
  }
  lines.push(...pyBlock([...head, ...frames], type, message));
  return { type: type.split(".").pop() ?? type, message, text: lines.join("\n") };
}

/** "fn@/app/dist/x.js:12:34" becomes "    at fn (/app/dist/x.js:12:34)"; "@file:1:2" has no name. */
function nodeFrame(f: string): string {
  const at = f.lastIndexOf("@");
  if (at < 0) return `    at ${f}`;
  const fn = f.slice(0, at);
  const loc = f.slice(at + 1);
  return fn ? `    at ${fn} (${loc})` : `    at ${loc}`;
}

export function nodeErr(
  type: string,
  message: string,
  frames: string[],
  o: { code?: string; async?: boolean } = {},
): Err {
  const lines = [`${type}: ${message}`, ...frames.map(nodeFrame)];
  if (o.async !== false)
    lines.push("    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)");
  if (o.code) lines.push(`  code: '${o.code}'`);
  return { type, message, text: lines.join("\n") };
}

/** Frames as [function call, file:line]; printed as a goroutine dump. */
export function goPanic(
  message: string,
  frames: Array<[string, string]>,
  o: { goroutine?: number; signal?: string } = {},
): Err {
  const lines = [`panic: ${message}`];
  if (o.signal) lines.push(o.signal);
  lines.push("", `goroutine ${o.goroutine ?? 1} [running]:`);
  let off = 0x1a;
  for (const [fn, loc] of frames) {
    lines.push(fn, `\t${loc} +0x${off.toString(16)}`);
    off = (off * 7 + 0x33) % 0x4ff;
  }
  const type = message.startsWith("runtime error") ? "runtime error" : "panic";
  return { type, message, text: lines.join("\n") };
}

/** "Ns.Class.Method(args):42" becomes "   at Ns.Class.Method(args) in /src/Ns/Class.cs:line 42". */
function dotnetFrame(f: string, root: string): string {
  const m = /^(.*\)):(\d+)$/.exec(f);
  if (!m) return `   at ${f}`;
  const sym = m[1] ?? "";
  const name = sym.slice(0, sym.indexOf("("));
  const parts = name.split(".");
  const cls = (parts[parts.length - 2] ?? "Program").replace(/[<>].*$/, "");
  return `   at ${sym} in ${root}/${cls}.cs:line ${m[2]}`;
}

const ASPNET_TAIL = [
  "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
  "Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeActionMethodAsync>g__Awaited|12_0(ControllerActionInvoker invoker, ValueTask`1 actionResultValueTask)",
  "Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
  "Microsoft.AspNetCore.Authorization.AuthorizationMiddleware.Invoke(HttpContext context)",
];

export function dotnetErr(
  type: string,
  message: string,
  frames: string[],
  o: { root: string; tail?: "web" | "none"; inner?: { type: string; message: string; frames: string[] } },
): Err {
  const lines = [`${type}: ${message}`];
  if (o.inner) {
    lines[0] = `${type}: ${message}`;
    lines.push(` ---> ${o.inner.type}: ${o.inner.message}`);
    lines.push(...o.inner.frames.map((f) => dotnetFrame(f, o.root)));
    lines.push("   --- End of inner exception stack trace ---");
  }
  lines.push(...frames.map((f) => dotnetFrame(f, o.root)));
  if (o.tail === "web") {
    lines.push("--- End of stack trace from previous location ---");
    lines.push(...ASPNET_TAIL.map((f) => `   at ${f}`));
  }
  return { type, message, text: lines.join("\n") };
}

/** Ruby backtraces: "app/models/x.rb:12:in `meth'" lines under a Rails "Type (message):" head or a plain one. */
export function rubyErr(type: string, message: string, frames: string[], o: { rails?: boolean } = {}): Err {
  const trace = frames.map((f) => (o.rails ? f : `/app/${f}`));
  const lines = o.rails ? [`${type} (${message}):`, "", ...trace] : [`${type}: ${message}`, ...trace];
  return { type, message, text: lines.join("\n") };
}
