// Stack traces in each runtime's own shape: Java, Python, Node, Go panics/errors, .NET and Ruby.

export interface JavaCause {
  cls: string;
  msg: string;
  frames: string[];
  more?: number;
}

/** Java: "Cls: msg", tab-indented "at" frames, "Caused by:" chains ending in "... N more". */
export function javaTrace(cls: string, msg: string, frames: string[], causes: JavaCause[] = []): string[] {
  const out = [`${cls}: ${msg}`, ...frames.map((f) => `\tat ${f}`)];
  for (const c of causes) {
    out.push(`Caused by: ${c.cls}: ${c.msg}`, ...c.frames.map((f) => `\tat ${f}`));
    if (c.more) out.push(`\t... ${c.more} common frames omitted`);
  }
  return out;
}

/** Python: Traceback header, File/line pairs, the exception line; optional chained cause first. */
export function pyTrace(
  frames: Array<[string, number, string, string]>,
  exc: string,
  cause?: { frames: Array<[string, number, string, string]>; exc: string },
): string[] {
  const one = (fr: Array<[string, number, string, string]>, e: string) => [
    "Traceback (most recent call last):",
    ...fr.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
    e,
  ];
  if (!cause) return one(frames, exc);
  return [
    ...one(cause.frames, cause.exc),
    "",
    "The above exception was the direct cause of the following exception:",
    "",
    ...one(frames, exc),
  ];
}

/** Node: the error line, then four-space "at" frames. */
export function nodeTrace(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `    at ${f}`)];
}

/** Go panic: message, blank, goroutine header, function/file pairs. */
export function goPanic(msg: string, goroutine: number, frames: Array<[string, string]>): string[] {
  return [`panic: ${msg}`, "", `goroutine ${goroutine} [running]:`, ...frames.flatMap(([fn, loc]) => [fn, `\t${loc}`])];
}

/** What net/http prints after "http: panic serving <addr>: <value>" when a handler panics and is recovered. */
export function goRecovered(goroutine: number, frames: Array<[string, string]>): string[] {
  return [
    `goroutine ${goroutine} [running]:`,
    "net/http.(*conn).serve.func1()",
    "\t/usr/local/go/src/net/http/server.go:1903 +0xbe",
    "panic({0x9d4f20?, 0xc0003a6f30?})",
    "\t/usr/local/go/src/runtime/panic.go:770 +0x132",
    ...frames.flatMap(([fn, loc]) => [fn, `\t${loc}`]),
    "net/http.HandlerFunc.ServeHTTP(0xc0001a4000?, {0xb8e0f0?, 0xc0004be0e0?}, 0x4?)",
    "\t/usr/local/go/src/net/http/server.go:2171 +0x29",
    "net/http.(*conn).serve(0xc0002f6000, {0xb90a58, 0xc0001d2f00})",
    "\t/usr/local/go/src/net/http/server.go:2099 +0x5cd",
    "created by net/http.(*Server).Serve in goroutine 1",
    "\t/usr/local/go/src/net/http/server.go:3285 +0x4b4",
  ];
}

/** .NET: the exception line, " ---> " inner exceptions, three-space "at" frames, end-of-inner markers. */
export function dotnetTrace(head: string, frames: string[], inner?: { heads: string[]; frames: string[] }): string[] {
  const out = [head];
  if (inner) {
    out.push(...inner.heads.map((h) => ` ---> ${h}`), ...inner.frames.map((f) => `   at ${f}`));
    for (let i = 0; i < inner.heads.length; i++) out.push("   --- End of inner exception stack trace ---");
  }
  out.push(...frames.map((f) => `   at ${f}`));
  return out;
}

/** Ruby: the first line is the error, backtrace lines follow as file:line:in `method'. */
export function rubyTrace(head: string, frames: string[]): string[] {
  return [head, ...frames];
}

// Frames several writers share.
export const SPRING_WEB = [
  "org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1014)",
  "org.springframework.web.servlet.FrameworkServlet.doPost(FrameworkServlet.java:914)",
  "jakarta.servlet.http.HttpServlet.service(HttpServlet.java:590)",
  "org.apache.catalina.core.ApplicationFilterChain.internalDoFilter(ApplicationFilterChain.java:205)",
  "org.apache.tomcat.util.net.NioEndpoint$SocketProcessor.doRun(NioEndpoint.java:1740)",
  "java.base/java.lang.Thread.run(Thread.java:1583)",
];

export const ASPNET_TAIL = [
  "Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeActionMethodAsync>g__Logged|12_1(ControllerActionInvoker invoker)",
  "Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeNextActionFilterAsync>g__Awaited|10_0(ControllerActionInvoker invoker, Task lastTask, State next, Scope scope, Object state, Boolean isCompleted)",
  "Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
  "Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.HttpProtocol.ProcessRequests[TContext](IHttpApplication`1 application)",
];

export const EXPRESS_TAIL = [
  "Layer.handle [as handle_request] (/app/node_modules/express/lib/router/layer.js:95:5)",
  "next (/app/node_modules/express/lib/router/route.js:149:13)",
  "Route.dispatch (/app/node_modules/express/lib/router/route.js:119:3)",
  "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
];
