// How each runtime writes its own request lines and its stack traces (Java, Python, Go panics and errors, .NET,
// Node, Ruby, PHP, Elixir), so that the same failure reads differently in different services.
import type { Runtime } from "./estates.js";
import type { Rng } from "./rng.js";

const pkgOf = (svc: string) => svc.replace(/[^a-z]/gi, "").toLowerCase();
const camel = (svc: string) =>
  svc
    .split(/[-_]/)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");

/** The service's own line for one handled request, in its framework's habit. */
export function requestLine(
  rt: Runtime,
  r: Rng,
  svc: string,
  method: string,
  path: string,
  status: number,
  ms: number,
): string {
  switch (rt) {
    case "node":
      return `request completed ${method} ${path} ${status} ${ms}ms`;
    case "java":
      return `${method} ${path} -> ${status} (${ms} ms) [http-nio-8080-exec-${r.int(1, 48)}]`;
    case "go":
      return `http request method=${method} path=${path} status=${status} dur=${ms}.${r.int(100, 999)}ms`;
    case "python":
      return `${r.ip()}:${r.int(30000, 60999)} - "${method} ${path} HTTP/1.1" ${status}`;
    case "ruby":
      return `Completed ${status} ${statusText(status)} in ${ms}ms (Views: ${(ms * 0.2).toFixed(1)}ms | ActiveRecord: ${(ms * 0.4).toFixed(1)}ms | Allocations: ${r.int(900, 9000)})`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${svc}:8080${path} - ${status} ${r.int(40, 9000)} application/json ${ms}.${r.int(1000, 9999)}ms`;
    case "php":
      return `${method} ${path} ${status} - ${ms}.${r.int(100, 999)}ms ${r.pick([2048, 4096, 6144])}KB ${r.int(20, 95)}.${r.int(0, 99)}%`;
    case "elixir":
      return `Sent ${status} in ${ms}ms`;
  }
}

export function statusText(status: number): string {
  const t: Record<number, string> = {
    200: "OK",
    201: "Created",
    202: "Accepted",
    204: "No Content",
    302: "Found",
    304: "Not Modified",
    400: "Bad Request",
    401: "Unauthorized",
    402: "Payment Required",
    403: "Forbidden",
    404: "Not Found",
    409: "Conflict",
    422: "Unprocessable Entity",
    429: "Too Many Requests",
    499: "Client Closed Request",
    500: "Internal Server Error",
    502: "Bad Gateway",
    503: "Service Unavailable",
    504: "Gateway Timeout",
  };
  return t[status] ?? "Unknown";
}

/** A Java exception with frames in the service's package, optional cause chain. */
export function javaTrace(
  svc: string,
  ex: string,
  msg: string,
  frames: string[],
  cause?: { ex: string; msg: string; frames: string[] },
): string {
  const p = `com.${pkgOf(svc)}`;
  const f = (x: string) => (x.includes("(") ? `\tat ${x}` : `\tat ${p}.${x}`);
  let out = `${ex}: ${msg}\n${frames.map(f).join("\n")}`;
  out +=
    "\n\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)\n\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)\n\t... 48 common frames omitted";
  if (cause) out += `\nCaused by: ${cause.ex}: ${cause.msg}\n${cause.frames.map(f).join("\n")}\n\t... 23 more`;
  return out;
}

/** A Python traceback ending in the exception line. */
export function pyTrace(svc: string, frames: Array<[string, number, string, string]>, last: string): string {
  const app = pkgOf(svc);
  const lines = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) {
    const path = file.startsWith("/") ? file : `/srv/${app}/${file}`;
    lines.push(`  File "${path}", line ${line}, in ${fn}`, `    ${code}`);
  }
  lines.push(last);
  return lines.join("\n");
}

/** A Go panic with one goroutine's stack. */
export function goPanic(r: Rng, svc: string, what: string, frames: string[]): string {
  const mod = `github.com/${pkgOf(svc)}/${svc}`;
  const out = [`panic: ${what}`, "", `goroutine ${r.int(30, 9000)} [running]:`];
  for (const fr of frames) {
    out.push(`${mod}/${fr}(...)`, `\t/app/${fr.split(".")[0]}.go:${r.int(20, 400)} +0x${r.hex(3)}`);
  }
  out.push("created by net/http.(*Server).Serve in goroutine 1", "\t/usr/local/go/src/net/http/server.go:3285 +0x4b4");
  return out.join("\n");
}

/** A .NET exception as Microsoft.Extensions.Logging prints it under the message. */
export function dotnetTrace(svc: string, ex: string, msg: string, frames: string[], inner?: string): string {
  const ns = camel(svc);
  const lines = [`${ex}: ${msg}`];
  if (inner) lines[0] += `\n ---> ${inner}`;
  for (const f of frames)
    lines.push(
      f.startsWith("System")
        ? `   at ${f}`
        : `   at ${ns}.${f} in /src/${ns}/${f.split(".")[0]}.cs:line ${f.length * 7}`,
    );
  if (inner) lines.push("   --- End of inner exception stack trace ---");
  return lines.join("\n");
}

/** A Node error with its stack. */
export function nodeTrace(svc: string, head: string, frames: string[]): string {
  return [
    head,
    ...frames.map((f) =>
      f.includes("node:")
        ? `    at ${f}`
        : `    at ${f} (/app/${svc}/dist/${f.split(".")[0].toLowerCase()}.js:${f.length * 3}:${f.length + 7})`,
    ),
  ].join("\n");
}

/** A Ruby error with its backtrace (app frames first). */
export function rubyTrace(head: string, frames: string[]): string {
  return [head, ...frames.map((f) => (f.startsWith("/") ? f : `app/${f}`))].join("\n");
}

/** A PHP (Laravel/Monolog) exception line with its trace. */
export function phpTrace(head: string, frames: string[]): string {
  return [head, "[stacktrace]", ...frames.map((f, i) => `#${i} ${f}`), `#${frames.length} {main}`].join("\n");
}
