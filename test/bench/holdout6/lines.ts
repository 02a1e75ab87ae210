// Small builders for fault lines and the stack traces of each runtime.
import type { Line } from "./types.js";

export const E = (msg: string, stack?: string[]): Line => ({ lvl: "error", msg, stack });
export const W = (msg: string): Line => ({ lvl: "warn", msg });
export const F = (msg: string, stack?: string[]): Line => ({ lvl: "fatal", msg, stack });
export const I = (msg: string): Line => ({ lvl: "info", msg });

const pkgOf = (svc: string) => svc.toLowerCase().replace(/[^a-z]/g, "");

export function jstack(svc: string, exc: string, cls: string, causedBy?: string): string[] {
  const p = `com.${pkgOf(svc)}`;
  const seg = cls.split(".");
  const file = seg[seg.length - 2] ?? "Main";
  const area = file.replace(/(Repository|Service|Builder|Mapper|Publisher|Authenticator|Factory)$/, "") || "Api";
  const out = [
    exc,
    `\tat ${p}.${cls}(${file}.java:${87 + exc.length})`,
    `\tat ${p}.web.${area}Controller.handle(${area}Controller.java:54)`,
    "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
    "\tat org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:166)",
    "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
  ];
  if (causedBy) out.push(`Caused by: ${causedBy}`, "\t... 42 common frames omitted");
  return out;
}

export function pytb(file: string, fn: string, code: string, exc: string): string[] {
  return [
    "Traceback (most recent call last):",
    `  File "/app/${file}", line ${40 + fn.length * 3}, in ${fn}`,
    `    ${code}`,
    exc,
  ];
}

export function gopanic(msg: string, fn: string): string[] {
  return [
    `panic: ${msg}`,
    "",
    "goroutine 1187 [running]:",
    `main.${fn}(0xc000a1e000, 0x0)`,
    `\t/src/internal/${fn.toLowerCase()}.go:142 +0x1d4`,
    "net/http.HandlerFunc.ServeHTTP(0xc0001a2b40, {0x12f4a80, 0xc000b2c0e0}, 0xc000d3e200)",
    "\t/usr/local/go/src/net/http/server.go:2166 +0x29",
  ];
}

export function nodestack(head: string, fn: string, file: string): string[] {
  return [
    head,
    `    at ${fn} (/srv/app/${file}:${37 + fn.length}:${12 + file.length})`,
    "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
    `    at async Router.handle (/srv/app/node_modules/express/lib/router/index.js:284:7)`,
  ];
}

export function netstack(exc: string, type: string, method: string): string[] {
  return [
    exc,
    `   at ${type}.${method}() in /src/${type.split(".").pop()}.cs:line ${60 + method.length * 2}`,
    "   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext)",
    "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|6_0(Endpoint endpoint)",
  ];
}
