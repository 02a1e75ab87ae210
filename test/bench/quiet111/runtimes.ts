// How each runtime words health checks, deprecation notices and stack traces.
import type { Runtime } from "./estates.js";
import type { Rng } from "./rng.js";

export function healthLine(rt: Runtime, r: Rng): string {
  switch (rt) {
    case "java":
      return `o.s.b.a.health - GET /actuator/health 200 ${r.i(2, 9)}ms`;
    case "python":
      return `10.${r.i(0, 3)}.${r.i(0, 255)}.${r.i(2, 250)}:0 - "GET /healthz HTTP/1.1" 200`;
    case "go":
      return `GET /healthz 200 ${r.i(40, 900)}µs`;
    case "node":
      return `GET /health 200 ${r.f(0.3, 3).toFixed(3)} ms - 15`;
    case "dotnet":
      return `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET http://0.0.0.0:8080/healthz - 200 - text/plain ${r.f(0.2, 2).toFixed(4)}ms`;
    case "ruby":
      return `Started GET "/up" for 10.${r.i(0, 3)}.${r.i(0, 255)}.${r.i(2, 250)} — Completed 200 OK in ${r.i(1, 4)}ms`;
    default:
      return `http: GET /status -> 200 (${r.i(30, 400)}us)`;
  }
}

export function deprecation(rt: Runtime, r: Rng): string {
  switch (rt) {
    case "java":
      return r.p([
        "o.h.e.j.e.i.JdbcEnvironmentInitiator - HHH000511: The 5.7.0 version for [org.hibernate.dialect.MySQLDialect] is no longer supported",
        "o.s.b.a.o.j.JpaBaseConfiguration$JpaWebConfiguration - spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
      ]);
    case "python":
      return r.p([
        "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
        "/usr/local/lib/python3.12/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead.",
      ]);
    case "go":
      return "grpc: Dial is deprecated: use NewClient instead. Will be supported throughout 1.x.";
    case "node":
      return r.p([
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
      ]);
    case "dotnet":
      return (
        "Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager[35] No XML encryptor configured. Key {" +
        r.hex(8) +
        "-" +
        r.hex(4) +
        "-" +
        r.hex(4) +
        "-" +
        r.hex(4) +
        "-" +
        r.hex(12) +
        "} may be persisted to storage in unencrypted form."
      );
    case "ruby":
      return "DEPRECATION WARNING: `to_time` will always preserve the receiver timezone rather than system local time in Rails 8.0. To opt in to the new behavior, set `config.active_support.to_time_preserves_timezone = :zone`.";
    default:
      return "warning: option --legacy-heuristics is deprecated and will be removed in 4.0";
  }
}

export interface Frame {
  fn: string;
  file: string;
  line: number;
}

/** A stack trace in the runtime's own style; `head` is the exception line as that runtime prints it. */
export function trace(rt: Runtime, cls: string, text: string, frames: Frame[]): string {
  switch (rt) {
    case "java":
      return [`${cls}: ${text}`, ...frames.map((f) => `\tat ${f.fn}(${f.file}:${f.line})`)].join("\n");
    case "python":
      return [
        "Traceback (most recent call last):",
        ...frames.flatMap((f) => [`  File "${f.file}", line ${f.line}, in ${f.fn}`]),
        `${cls}: ${text}`,
      ].join("\n");
    case "go":
      return [
        `panic: ${text}`,
        "",
        "goroutine 1 [running]:",
        ...frames.flatMap((f) => [`${f.fn}(...)`, `\t${f.file}:${f.line} +0x${(f.line * 13).toString(16)}`]),
      ].join("\n");
    case "node":
      return [
        `${cls}: ${text}`,
        ...frames.map((f) => `    at ${f.fn} (${f.file}:${f.line}:${(f.line % 40) + 5})`),
      ].join("\n");
    case "dotnet":
      return [`${cls}: ${text}`, ...frames.map((f) => `   at ${f.fn} in ${f.file}:line ${f.line}`)].join("\n");
    case "ruby":
      return [`${text} (${cls})`, ...frames.map((f) => `${f.file}:${f.line}:in '${f.fn}'`)].join("\n");
    default:
      return [`terminate called after throwing an instance of '${cls}'`, `  what():  ${text}`].join("\n");
  }
}
