// Runtime-specific shapes: stack traces and access-log lines as each runtime really prints them.
import type { Rng } from "./rng.js";

export type Runtime = "node" | "python" | "java" | "go" | "dotnet" | "ruby" | "cpp";

/** A stack trace in the runtime's own style; `frames` are [module-or-class, function, file, line]. */
export function stack(rt: Runtime, type: string, message: string, frames: [string, string, string, number][]): string {
  switch (rt) {
    case "java":
      return [`${type}: ${message}`, ...frames.map(([c, f, file, l]) => `\tat ${c}.${f}(${file}:${l})`)].join("\n");
    case "python":
      return [
        "Traceback (most recent call last):",
        ...frames.flatMap(([m, f, file, l]) => [`  File "${file}", line ${l}, in ${f}`, `    ${m}`]),
        `${type}: ${message}`,
      ].join("\n");
    case "node":
      return [
        `${type}: ${message}`,
        ...frames.map(([c, f, file, l]) => `    at ${c}.${f} (${file}:${l}:${(l * 7) % 40})`),
      ].join("\n");
    case "go":
      return [
        message,
        "",
        "goroutine 1 [running]:",
        ...frames.flatMap(([p, f, file, l]) => [`${p}.${f}(...)`, `\t${file}:${l} +0x${(l * 37).toString(16)}`]),
      ].join("\n");
    case "dotnet":
      return [
        `${type}: ${message}`,
        ...frames.map(([c, f, file, l]) => `   at ${c}.${f}() in ${file}:line ${l}`),
        "--- End of stack trace from previous location ---",
      ].join("\n");
    case "ruby":
      return [`${message} (${type})`, ...frames.map(([, f, file, l]) => `${file}:${l}:in '${f}'`)].join("\n");
    default:
      return [
        `terminate called after throwing an instance of '${type}'`,
        `  what():  ${message}`,
        ...frames.map(
          ([c, f, file, l], k) =>
            `#${k} 0x00007f${(l * 4099).toString(16).padStart(8, "0")} in ${c}::${f} at ${file}:${l}`,
        ),
      ].join("\n");
  }
}

/** An access-log line as the runtime's usual framework writes it. */
export function access(rt: Runtime, r: Rng, method: string, path: string, status: number, ms: number): string {
  const reason: Record<number, string> = {
    200: "OK",
    201: "Created",
    202: "Accepted",
    204: "No Content",
    400: "Bad Request",
    401: "Unauthorized",
    403: "Forbidden",
    404: "Not Found",
    409: "Conflict",
    410: "Gone",
    422: "Unprocessable Entity",
    429: "Too Many Requests",
    500: "Internal Server Error",
    502: "Bad Gateway",
    503: "Service Unavailable",
    504: "Gateway Timeout",
  };
  const dur = ms.toFixed(ms < 10 ? 2 : 1);
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${Math.round(ms)}ms - ${r.i(90, 4800)}b`;
    case "python":
      return `10.${r.i(0, 3)}.${r.i(0, 255)}.${r.i(2, 250)}:${r.i(30000, 60999)} - "${method} ${path} HTTP/1.1" ${status} ${reason[status] ?? ""}`.trim();
    case "java":
      return `${method} ${path} -> ${status} (${Math.round(ms)} ms)`;
    case "go":
      return `http request method=${method} path=${path} status=${status} duration=${dur}ms`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://localhost:8080${path} - ${status} - application/json ${dur}ms`;
    case "ruby":
      return `Completed ${status} ${reason[status] ?? ""} in ${Math.round(ms)}ms (Views: ${(ms * 0.05).toFixed(1)}ms | ActiveRecord: ${(ms * 0.4).toFixed(1)}ms | Allocations: ${r.i(900, 24000)})`;
    default:
      return `${method} ${path} ${status} ${dur}ms`;
  }
}
