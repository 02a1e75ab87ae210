// How each runtime prints an access line, a health check and a stack trace.
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

const ip = (r: Rng) => `10.${r.int(16, 31)}.${r.int(0, 255)}.${r.int(2, 254)}`;

export function access(rt: Runtime, r: Rng, host: string, method: string, path: string, status: number, ms: number) {
  switch (rt) {
    case "java":
      return `${method} ${path} -> ${status} (${ms} ms)`;
    case "python":
      return `${ip(r)}:${r.int(32768, 60999)} - "${method} ${path} HTTP/1.1" ${status}`;
    case "go":
      return `http request method=${method} path=${path} status=${status} dur=${ms}.${r.int(0, 9)}ms`;
    case "node":
      return `request completed ${method} ${path} ${status} ${ms}ms`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${host}:8080${path} - ${status} - application/json ${ms}.${r.int(1000, 9999)}ms`;
    case "ruby":
      return `method=${method} path=${path} format=json status=${status} duration=${ms}.${r.int(10, 99)} view=${(ms / 4).toFixed(2)} db=${(ms / 3).toFixed(2)}`;
    case "cpp":
      return `rpc ${method} ${path} status=${status} latency_us=${ms * 1000 + r.int(0, 999)}`;
  }
}

export function health(rt: Runtime, r: Rng, host: string): string {
  switch (rt) {
    case "java":
      return "GET /actuator/health/liveness -> 200 (1 ms)";
    case "python":
      return `${ip(r)}:${r.int(32768, 60999)} - "GET /healthz HTTP/1.1" 200`;
    case "go":
      return `http request method=GET path=/healthz status=200 dur=0.${r.int(1, 9)}ms`;
    case "node":
      return `request completed GET /health 200 ${r.int(0, 2)}ms`;
    case "dotnet":
      return `Request finished HTTP/1.1 GET http://${host}:8080/healthz - 200 - text/plain 0.${r.int(1000, 9999)}ms`;
    case "ruby":
      return `method=GET path=/up format=html status=200 duration=0.${r.int(40, 99)} view=0.00 db=0.00`;
    case "cpp":
      return `health: SERVING (book_depth=${r.int(800, 2200)} seq=${r.int(1e7, 9e7)})`;
  }
}

/** Stack lines (without the message line) and the exception type, in the runtime's own layout. */
export function stackOf(rt: Runtime, type: string, msg: string, frames: string[]): { lines: string[]; kind: string } {
  switch (rt) {
    case "java":
      return { kind: type, lines: [`${type}: ${msg}`, ...frames.map((f) => `\tat ${f}`)] };
    case "python":
      return {
        kind: type,
        lines: ["Traceback (most recent call last):", ...frames, `${type}: ${msg}`],
      };
    case "go":
      return { kind: type, lines: [`${type}: ${msg}`, "", ...frames] };
    case "node":
      return { kind: type, lines: [`${type}: ${msg}`, ...frames.map((f) => `    at ${f}`)] };
    case "dotnet":
      return { kind: type, lines: [`${type}: ${msg}`, ...frames.map((f) => `   at ${f}`)] };
    case "ruby":
      return { kind: type, lines: [`${msg} (${type})`, ...frames] };
    case "cpp":
      return {
        kind: type,
        lines: [`terminate called after throwing an instance of '${type}'`, `  what():  ${msg}`, ...frames],
      };
  }
}

export function deprecation(rt: Runtime, r: Rng): string {
  switch (rt) {
    case "java":
      return r.pick([
        "The 'spring.redis.host' property is deprecated, use 'spring.data.redis.host' instead",
        "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect'",
      ]);
    case "python":
      return r.pick([
        "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
        "RemovedInDjango51Warning: The USE_L10N setting is deprecated. Starting with Django 5.0, localized formatting of data will always be enabled.",
      ]);
    case "go":
      return "grpc: Dial is deprecated: use NewClient instead; WithBlock is ignored by NewClient";
    case "node":
      return r.pick([
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      ]);
    case "dotnet":
      return "'UseSqlServer(string, Action<SqlServerDbContextOptionsBuilder>)' with EnableRetryOnFailure and user-initiated transactions is obsolete and will be removed in a future release";
    case "ruby":
      return "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead)";
    case "cpp":
      return "flag --book_snapshot_interval is deprecated and will be removed; use --snapshot_every_n_events";
  }
}
