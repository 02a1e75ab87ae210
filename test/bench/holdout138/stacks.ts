// Stack traces in each runtime's own printed shape: Java (with Caused by / "... N more"), Python tracebacks
// (with chained exceptions), Node error stacks, Go panics and runtime fatal errors, .NET exception ToString()
// (inner exceptions first) and Ruby backtraces (Rails and plain).

export interface JavaCause {
  head: string;
  frames: string[];
  more?: number;
}

/** `head` is "pkg.Type: message"; frames are "pkg.Type.method(File.java:12)". */
export function javaTrace(head: string, frames: string[], causes: JavaCause[] = []): string {
  const lines = [head, ...frames.map((f) => `\tat ${f}`)];
  for (const c of causes) {
    lines.push(`Caused by: ${c.head}`, ...c.frames.map((f) => `\tat ${f}`));
    if (c.more) lines.push(`\t... ${c.more} more`);
  }
  return lines.join("\n");
}

/** Spring MVC / Tomcat frames every servlet stack ends with. */
export const SPRING_TAIL = [
  "org.springframework.web.servlet.mvc.method.annotation.ServletInvocableHandlerMethod.invokeAndHandle(ServletInvocableHandlerMethod.java:118)",
  "org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)",
  "org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1014)",
  "jakarta.servlet.http.HttpServlet.service(HttpServlet.java:590)",
  "org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:138)",
  "org.apache.tomcat.util.net.NioEndpoint$SocketProcessor.doRun(NioEndpoint.java:1744)",
  "java.base/java.lang.Thread.run(Thread.java:840)",
];

export type PyFrame = readonly [file: string, line: number, fn: string, code: string];

export interface PyChain {
  frames: PyFrame[];
  last: string;
  /** "direct": "The above exception was the direct cause", else "During handling ...". */
  direct: boolean;
}

function pyBlock(frames: PyFrame[], last: string): string[] {
  const lines = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) lines.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  lines.push(last);
  return lines;
}

/** A Python traceback; `first` is an earlier exception the final one was raised from or during. */
export function pyTrace(frames: PyFrame[], last: string, first?: PyChain): string {
  const lines: string[] = [];
  if (first) {
    lines.push(...pyBlock(first.frames, first.last), "");
    lines.push(
      first.direct
        ? "The above exception was the direct cause of the following exception:"
        : "During handling of the above exception, another exception occurred:",
      "",
    );
  }
  lines.push(...pyBlock(frames, last));
  return lines.join("\n");
}

/** A Node.js error stack: "TypeError: message" then "    at fn (file:line:col)". */
export function nodeTrace(head: string, frames: string[], props?: Record<string, string | number>): string {
  const lines = [head, ...frames.map((f) => `    at ${f}`)];
  if (props) {
    lines[lines.length - 1] += " {";
    const entries = Object.entries(props);
    entries.forEach(([k, v], i) => {
      lines.push(`  ${k}: ${typeof v === "number" ? v : `'${v}'`}${i < entries.length - 1 ? "," : ""}`);
    });
    lines.push("}");
  }
  return lines.join("\n");
}

export type GoFrame = readonly [fn: string, fileLine: string];

/** A Go panic with one goroutine, or a runtime fatal error with "runtime stack:" (set fatal). */
export function goPanic(
  head: string,
  goroutine: number,
  frames: GoFrame[],
  opts: { signal?: string; fatal?: boolean } = {},
): string {
  const lines = [head];
  if (opts.signal) lines.push(opts.signal);
  lines.push("");
  if (opts.fatal) lines.push("runtime stack:");
  else lines.push(`goroutine ${goroutine} [running]:`);
  for (const [fn, at] of frames) lines.push(fn, `\t${at}`);
  if (opts.fatal) {
    lines.push(
      "",
      `goroutine ${goroutine} [running]:`,
      "runtime.systemstack_switch()",
      "\t/usr/local/go/src/runtime/asm_amd64.s:474 fp=0xc000a1f6d8 sp=0xc000a1f6d0 pc=0x46f3e0",
    );
  }
  return lines.join("\n");
}

export interface DotnetInner {
  head: string;
  frames: string[];
}

/** .NET Exception.ToString(): outer head, " ---> " inner heads, innermost frames first. */
export function dotnetTrace(head: string, frames: string[], inners: DotnetInner[] = []): string {
  const lines = [head];
  for (const i of inners) lines.push(` ---> ${i.head}`);
  for (const i of [...inners].reverse()) {
    lines.push(...i.frames.map((f) => `   at ${f}`), "   --- End of inner exception stack trace ---");
  }
  lines.push(...frames.map((f) => `   at ${f}`));
  return lines.join("\n");
}

/** ASP.NET Core request pipeline frames. */
export const ASPNET_TAIL = [
  "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
  "Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeActionMethodAsync>g__Awaited|12_0(ControllerActionInvoker invoker, ValueTask`1 actionResultValueTask)",
  "Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeNextActionFilterAsync>g__Awaited|10_0(ControllerActionInvoker invoker, Task lastTask, State next, Scope scope, Object state, Boolean isCompleted)",
  "Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
  "Microsoft.AspNetCore.Authorization.AuthorizationMiddleware.Invoke(HttpContext context)",
  "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddlewareImpl.<Invoke>g__Awaited|10_0(ExceptionHandlerMiddlewareImpl middleware, HttpContext context, Task task)",
];

/** A Ruby backtrace as Rails prints it after "Completed 500": blank-ish line, then app frames. */
export function railsTrace(frames: string[]): string {
  return ["  ", ...frames].join("\n");
}

/** A plain Ruby backtrace (Sidekiq, scripts): "/path:line:in `method'" one a line. */
export function rubyTrace(frames: string[]): string {
  return frames.join("\n");
}
