// Ordinary traffic of one service in its runtime's words: requests served, jobs done, pool stats, deprecation
// warnings and retries that succeed.
import { hex, int, pick, type Rng } from "../holdout3/kit.js";
import type { Estate } from "./estates.js";
import type { Level, Runtime } from "./types.js";

export interface Line {
  lvl: Level;
  msg: string;
  http?: { method: string; path: string; status: number; ms: number };
}

const fill = (r: Rng, p: string) => p.replace("{id}", String(int(r, 1000, 99999)));
const METHODS = ["GET", "GET", "GET", "POST", "PUT"];

const DEPRECATIONS: Record<string, string[]> = {
  java: [
    "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering",
    "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect'",
  ],
  go: [
    "grpc.Dial is deprecated: use grpc.NewClient instead",
    "config key 'http.read_timeout_ms' is deprecated, use 'http.read_timeout'",
  ],
  python: [
    "RemovedInDjango60Warning: The FORMS_URLFIELD_ASSUME_HTTPS transitional setting is deprecated.",
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal",
  ],
  celery: [
    "CPendingDeprecationWarning: The broker_connection_retry configuration setting will no longer determine whether broker connection retries are made during startup",
  ],
  node: [
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  ],
  nest: ["(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues."],
  dotnet: [
    "Overriding HTTP_PORTS '8080' and HTTPS_PORTS ''. Binding to values defined by URLS instead 'http://+:8080'.",
  ],
  ruby: [
    "DEPRECATION WARNING: `to_time` will always preserve the full timezone rather than offset of the receiver in Rails 8.1.",
  ],
  sidekiq: ["DEPRECATION: Sidekiq::Worker is deprecated, please use Sidekiq::Job"],
  rust: ["use of deprecated config field `pool.idle_timeout_secs`; use `pool.idle_timeout`"],
  php: [
    "PHP Deprecated:  Creation of dynamic property App\\Models\\Reading::$legacy_ref is deprecated in /var/www/html/app/Models/Reading.php on line 41",
  ],
  elixir: ["warning: Logger.warn/1 is deprecated. Use Logger.warning/2 instead"],
};

/** one ordinary line of a service; callees are names this service talks to */
export function normalLine(r: Rng, rt: Runtime, e: Estate, callees: string[]): Line {
  const noun = pick(r, e.nouns);
  const id = int(r, 10000, 999999);
  const ms = int(r, 3, 240);
  const x = r();
  if (x < 0.42) {
    const method = pick(r, METHODS);
    const path = fill(r, pick(r, e.paths));
    const status = r() < 0.03 ? pick(r, [404, 409, 400]) : method === "POST" ? 201 : 200;
    const http = { method, path, status, ms };
    const lvl: Level = status >= 400 ? "INFO" : "INFO";
    switch (rt) {
      case "java":
        return { lvl, http, msg: `Completed ${method} ${path} with status ${status} in ${ms} ms` };
      case "go":
        return {
          lvl,
          http,
          msg: `handled request method=${method} path=${path} status=${status} duration=${ms}.${int(r, 100, 999)}ms`,
        };
      case "python":
      case "celery":
        return { lvl, http, msg: `"${method} ${path} HTTP/1.1" ${status} ${int(r, 80, 9000)}` };
      case "node":
      case "nest":
        return { lvl, http, msg: `request completed ${method} ${path} statusCode=${status} responseTime=${ms}` };
      case "dotnet":
        return {
          lvl,
          http,
          msg: `Request finished HTTP/1.1 ${method} http://+:8080${path} - ${status} ${int(r, 50, 5000)} application/json ${ms}.${int(r, 1000, 9999)}ms`,
        };
      case "ruby":
      case "sidekiq":
        return {
          lvl,
          http,
          msg: `Completed ${status} ${status === 200 ? "OK" : status === 201 ? "Created" : "Not Found"} in ${ms}ms (Views: ${int(r, 0, 9)}.${int(r, 1, 9)}ms | ActiveRecord: ${int(r, 1, 40)}.${int(r, 1, 9)}ms | Allocations: ${int(r, 900, 30000)})`,
        };
      case "rust":
        return {
          lvl,
          http,
          msg: `finished processing request method=${method} uri=${path} status=${status} latency=${ms} ms`,
        };
      case "php":
        return { lvl, http, msg: `${method} ${path} ${status} ${ms}ms` };
      case "elixir":
        return { lvl, http, msg: `Sent ${status} in ${ms}ms` };
      default:
        return { lvl, http, msg: `${method} ${path} ${status} ${ms}ms` };
    }
  }
  if (x < 0.5) return { lvl: "DEBUG", msg: `cache hit for ${noun} ${id}` };
  if (x < 0.6) {
    switch (rt) {
      case "java":
        return {
          lvl: "DEBUG",
          msg: `HikariPool-1 - Pool stats (total=20, active=${int(r, 0, 6)}, idle=${int(r, 14, 20)}, waiting=0)`,
        };
      case "celery":
        return {
          lvl: "INFO",
          msg: `Task tasks.refresh_${noun.replace(/\W/g, "_")}[${hex(r, 8)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 12)}] succeeded in ${(ms / 1000).toFixed(3)}s: None`,
        };
      case "sidekiq":
        return {
          lvl: "INFO",
          msg: `class=${noun.replace(/\W/g, "").replace(/^./, (c) => c.toUpperCase())}Job jid=${hex(r, 24)} elapsed=${(ms / 100).toFixed(3)} INFO: done`,
        };
      case "elixir":
        return { lvl: "INFO", msg: `Processed ${int(r, 1, 60)} ${noun} messages in ${ms}ms` };
      case "php":
        return {
          lvl: "INFO",
          msg: `Processed App\\Jobs\\Sync${noun.replace(/\W/g, "").replace(/^./, (c) => c.toUpperCase())} (${ms}ms)`,
        };
      default:
        return { lvl: "INFO", msg: `flushed ${int(r, 20, 400)} ${noun} updates to store in ${ms}ms` };
    }
  }
  if (x < 0.72) return { lvl: "INFO", msg: `loaded ${noun} ${id} (${int(r, 1, 80)} items) in ${ms}ms` };
  if (x < 0.8) return { lvl: "INFO", msg: `published ${noun.replace(/ /g, "_")}.updated id=${id}` };
  if (x < 0.84 && callees.length) {
    const c = pick(r, callees);
    return r() < 0.5
      ? { lvl: "WARN", msg: `call to ${c} failed with 503 on attempt 1/3, retrying in ${int(r, 100, 800)}ms` }
      : { lvl: "INFO", msg: `call to ${c} succeeded on attempt 2/3 after transient error` };
  }
  if (x < 0.87) return { lvl: "WARN", msg: pick(r, DEPRECATIONS[rt] ?? DEPRECATIONS.go) };
  if (x < 0.92) return { lvl: "DEBUG", msg: `health probe ok (${ms}ms)` };
  return { lvl: "INFO", msg: `${noun} ${id} state=${pick(r, ["accepted", "queued", "done", "verified"])}` };
}
