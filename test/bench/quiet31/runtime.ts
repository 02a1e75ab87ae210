// How each runtime writes an access line, a retry, a deprecation notice and a stack trace.
import type { Rng } from "./rng.js";

export type Runtime = "node" | "java" | "go" | "python" | "dotnet" | "ruby" | "cpp" | "nginx";

/** frames: [function, file, line] from the innermost outwards. */
export type Frame = [string, string, number];

export function access(
  rt: Runtime,
  rng: Rng,
  method: string,
  path: string,
  status: number,
  ms: number,
  ip = "",
): string {
  const from = ip || `10.${rng.int(20, 40)}.${rng.int(0, 9)}.${rng.int(2, 250)}`;
  const probe = /^\/(healthz|readyz|health)/.test(path);
  const ua = probe ? "kube-probe/1.29" : rng.pick(UAS);
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${ms}.${rng.int(100, 999)} ms - ${rng.int(80, 9000)}`;
    case "java":
      return `${method} ${path} -> ${status} (${ms} ms)`;
    case "go":
      return `http request method=${method} path=${path} status=${status} duration=${ms}.${rng.int(100, 999)}ms remote=${from}`;
    case "python":
      return `${from} - - "${method} ${path} HTTP/1.1" ${status} ${rng.int(120, 8000)} "-" "${ua}" ${ms}ms`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${path.startsWith("/") ? "localhost:8080" : ""}${path} - ${status} ${rng.int(0, 9000)} application/json ${ms}.${rng.int(1000, 9999)}ms`;
    case "ruby":
      return `Completed ${status} ${STATUS_TEXT[status] ?? "OK"} in ${ms}ms (Views: ${Math.round(ms / 3)}.${rng.int(0, 9)}ms | ActiveRecord: ${Math.round(ms / 4)}.${rng.int(0, 9)}ms | Allocations: ${rng.int(900, 40000)})`;
    case "cpp":
      return `served ${method} ${path} -> ${status} in ${ms}ms`;
    case "nginx":
      return `${from} - - "${method} ${path} HTTP/1.1" ${status} ${rng.int(0, 12000)} "-" "${ua}" rt=${(ms / 1000).toFixed(3)} uct=0.000 urt=${(ms / 1000).toFixed(3)}`;
  }
}

export const UAS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
  "okhttp/4.12.0",
  "Go-http-client/2.0",
];

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  204: "No Content",
  302: "Found",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

export function stack(rt: Runtime, type: string, message: string, frames: Frame[], rng: Rng): string[] {
  switch (rt) {
    case "java":
      return [`${type}: ${message}`, ...frames.map(([f, file, l]) => `\tat ${f}(${file}:${l})`)];
    case "python":
      return [
        "Traceback (most recent call last):",
        ...[...frames]
          .reverse()
          .flatMap(([f, file, l]) => [
            `  File "${file}", line ${l}, in ${f}`,
            `    ${PY_CODE[f] ?? `return ${f}(*args, **kwargs)`}`,
          ]),
        `${type}: ${message}`,
      ];
    case "node":
      return [`${type}: ${message}`, ...frames.map(([f, file, l]) => `    at ${f} (${file}:${l}:${rng.int(5, 60)})`)];
    case "dotnet":
      return [`${type}: ${message}`, ...frames.map(([f, file, l]) => `   at ${f} in ${file}:line ${l}`)];
    case "ruby":
      return [`${message} (${type})`, ...frames.map(([f, file, l]) => `${file}:${l}:in '${f}'`)];
    case "go":
      return [
        `panic: ${message}`,
        "",
        `goroutine ${rng.int(30, 9000)} [running]:`,
        ...frames.flatMap(([f, file, l]) => [`${f}(...)`, `\t${file}:${l} +0x${rng.hex(3)}`]),
      ];
    case "cpp":
    case "nginx":
      return [
        `terminate called after throwing an instance of '${type}'`,
        `  what():  ${message}`,
        ...frames.map(([f, file, l], i) => `#${i} 0x0000${rng.hex(8)} in ${f} at ${file}:${l}`),
      ];
  }
}

const PY_CODE: Record<string, string> = {
  dispatch: "return self.view_func(request, *args, **kwargs)",
  _execute: "return self.cursor.execute(sql, params)",
  handle: "response = self.get_response(request)",
};

export function deprecation(rt: Runtime, rng: Rng): string {
  switch (rt) {
    case "node":
      return rng.pick([
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
      ]);
    case "java":
      return rng.pick([
        "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
        "Property 'spring.security.oauth2.resourceserver.jwt.jws-algorithm' is deprecated: use 'jws-algorithms' instead",
      ]);
    case "go":
      return rng.pick([
        "grpc: Dial is deprecated, use NewClient instead (called from client.go:88)",
        "[DEPRECATED] the flag --tls-min-version=VersionTLS10 is deprecated and will be removed in a future release",
      ]);
    case "python":
      return rng.pick([
        "/usr/local/lib/python3.11/site-packages/urllib3/connectionpool.py:1099: InsecureRequestWarning: Unverified HTTPS request is being made to host 'localhost'.",
        "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
      ]);
    case "dotnet":
      return rng.pick([
        "Overriding HTTP_PORTS '8080' and HTTPS_PORTS ''. Binding to values defined by URLS instead 'http://+:8080'.",
        "No XML encryptor configured. Key {3f8c2c1e-6b1a-4a39-9f2b-1e2c0d7a9b51} may be persisted to storage in unencrypted form.",
      ]);
    case "ruby":
      return "DEPRECATION WARNING: `ActiveSupport::ProxyObject` is deprecated and will be removed in Rails 8.0. Use `BasicObject` directly instead.";
    case "cpp":
      return "warning: config key 'ssl_protocols' is deprecated, use 'tls.min_version'";
    case "nginx":
      return 'the "listen ... http2" directive is deprecated, use the "http2" directive instead in /etc/nginx/conf.d/default.conf:4';
  }
}

export function healthLine(rt: Runtime, rng: Rng): string {
  return access(
    rt,
    rng,
    "GET",
    rng.pick(["/healthz", "/readyz", "/health/ready"]),
    200,
    rng.int(1, 4),
    `10.${rng.int(20, 40)}.0.1`,
  );
}
