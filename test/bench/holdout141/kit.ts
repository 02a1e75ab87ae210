// Helpers the incident and noise modules share: callers' retries, edge 5xx, deploys, reloads, crash loops.
import type { Role, Service } from "./estates.js";
import type { Level } from "./model.js";
import { accessLine, pascal, shutdownLines, startupLines } from "./runtime.js";
import { loggerFor, PATHS } from "./traffic.js";
import type { Win } from "./window.js";

export type Msg = string | { msg: string; stack?: string; level?: Level; logger?: string };

/** `role` logs msg(t,i) with mean gap `gapMs` between from and to (absolute). */
export function emit(
  w: Win,
  who: Role | string,
  from: number,
  to: number,
  gapMs: number,
  level: Level,
  msg: (i: number, t: number) => Msg,
): number {
  const name = w.estate.services.some((x) => x.name === who) ? who : w.n(who as Role);
  const svc = w.byName(name);
  let n = 0;
  w.over(from, to, gapMs, (t, i) => {
    const m = msg(i, t);
    if (typeof m === "string") w.add(t, name, level, m, { logger: loggerFor(svc, "service") });
    else w.add(t, name, m.level ?? level, m.msg, { stack: m.stack, logger: m.logger ?? loggerFor(svc, "service") });
    n++;
  });
  return n;
}

export function once(w: Win, who: Role | string, t: number, level: Level, m: Msg): void {
  const name = w.estate.services.some((x) => x.name === who) ? who : w.n(who as Role);
  const svc = w.byName(name);
  if (typeof m === "string") w.add(t, name, level, m, { logger: loggerFor(svc, "service") });
  else w.add(t, name, m.level ?? level, m.msg, { stack: m.stack, logger: m.logger ?? loggerFor(svc, "service") });
}

/** Edge access lines with a failing status for requests to `up`, and nginx's own error-log line where it writes one. */
export function edgeFail(
  w: Win,
  up: Role,
  from: number,
  to: number,
  gapMs: number,
  status: number,
  o: { flags?: string; ms?: () => number; nginxErr?: string } = {},
): void {
  const svc = w.s(up);
  const paths = PATHS[up] ?? [["GET", "/"]];
  w.over(from, to, gapMs, (t) => {
    const [method, path] = w.rng.pick(paths);
    const ms = o.ms ? o.ms() : w.rng.int(1, 40);
    w.add(t + ms, w.n("edge"), "INFO", accessLine(w, { t, method, path, status, ms, upstream: svc, flags: o.flags }), {
      ids: null as never,
    });
    if (o.nginxErr && w.s("edge").runtime === "nginx" && w.rng.chance(0.7)) {
      w.add(
        t + ms,
        w.n("edge"),
        "ERROR",
        `${w.rng.int(20, 40)}#${w.rng.int(20, 40)}: *${w.rng.int(10000, 99999)} ${o.nginxErr} while ${status === 504 ? "reading response header from upstream" : "connecting to upstream"}, client: 203.0.113.${w.rng.int(2, 250)}, server: ${w.estate.domain}, request: "${method} ${path} HTTP/1.1", upstream: "http://10.0.${w.rng.int(1, 9)}.${w.rng.int(10, 60)}:${svc.runtime === "rails" ? 3000 : 8000}${path}", host: "${w.estate.domain}"`,
        { ids: null as never },
      );
    }
  });
}

/** A rolling deploy of `svc` at t: shutdown lines, start-up lines, and the orchestrator's view. */
export function deploy(w: Win, svc: Service, t: number, version: string): void {
  for (const [i, m] of shutdownLines(svc).entries()) w.add(t + i * 40, svc.name, "INFO", m, { ids: null as never });
  for (const [i, m] of startupLines(svc, w.rng, version).entries())
    w.add(t + 2500 + i * 180, svc.name, "INFO", m, { ids: null as never, logger: loggerFor(svc, "Application") });
}

/** A config reload on the edge proxy (the "something changed" that is not the fault). */
export function edgeReload(w: Win, t: number): void {
  const e = w.s("edge");
  const lines: Array<[Level, string]> =
    e.runtime === "envoy"
      ? [
          ["INFO", "cds: add 1 cluster(s), remove 0 cluster(s)"],
          ["INFO", "cds: added/updated 1 cluster(s), skipped 11 unmodified cluster(s)"],
          ["INFO", "lds: add/update listener 'ingress_https'"],
        ]
      : e.runtime === "nginx"
        ? [
            ["INFO", "signal 1 (SIGHUP) received from 412, reconfiguring"],
            ["INFO", "reconfiguring"],
            ["INFO", "start worker processes"],
            ["INFO", "gracefully shutting down"],
          ]
        : e.runtime === "traefik"
          ? [
              ["INFO", 'Configuration loaded from provider "docker"'],
              ["DEBUG", "Adding certificate for domain(s) *.keynotestudios.com"],
            ]
          : [
              ["WARN", "Reexecuting Master process"],
              ["INFO", `New worker (${w.rng.int(200, 900)}) forked`],
              ["INFO", "Loading success."],
              ["WARN", "Former worker (1) exited with code 0 (Exit)"],
            ];
  for (const [i, [l, m]] of lines.entries()) w.add(t + i * 30, e.name, l, m, { ids: null as never });
}

/**
 * A process that keeps dying: its background stops from `from`; every `period` it prints its start-up lines and
 * then `crash(t)` (which may print nothing: the silent crash).
 */
export function crashLoop(
  w: Win,
  svc: Service,
  from: number,
  to: number,
  period: number,
  crash: (t: number) => void,
  ver?: string,
): void {
  w.silence(svc.name, from, to);
  const version = ver ?? `${w.rng.int(1, 6)}.${w.rng.int(0, 30)}.${w.rng.int(0, 9)}`;
  let t = from;
  let k = 0;
  while (t < Math.min(to, w.end)) {
    crash(t);
    k++;
    const back = t + period * Math.min(2 ** (k - 1), 6) * w.rng.float(0.9, 1.1);
    if (back >= to) break;
    for (const [i, m] of startupLines(svc, w.rng, version).entries())
      w.add(back + i * 150, svc.name, "INFO", m, { ids: null as never });
    t = back + w.rng.int(3000, 9000);
  }
}

/** A caller's outbound-call wording in its own runtime. */
export function callFail(
  callee: Service,
  caller: Service,
  kind: "refused" | "timeout" | "5xx" | "reset",
  status = 503,
): string {
  const host = `${callee.name}${callee.runtime === "elixir" ? ":4000" : ":8080"}`;
  switch (caller.runtime) {
    case "spring":
      return kind === "refused"
        ? `I/O error on POST request for "http://${host}/api": Connection refused`
        : kind === "timeout"
          ? `I/O error on GET request for "http://${host}/api": Read timed out`
          : kind === "reset"
            ? `I/O error on GET request for "http://${host}/api": Connection reset`
            : `${status} Service Unavailable from GET http://${host}/api`;
    case "go":
      return kind === "refused"
        ? `call ${callee.name} failed: Post "http://${host}/v1": dial tcp 10.2.4.11:8080: connect: connection refused`
        : kind === "timeout"
          ? `call ${callee.name} failed: Get "http://${host}/v1": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`
          : kind === "reset"
            ? `call ${callee.name} failed: read tcp 10.2.1.5:51234->10.2.4.11:8080: read: connection reset by peer`
            : `call ${callee.name} failed: unexpected status ${status}`;
    case "node":
      return kind === "refused"
        ? `upstream ${callee.name} unavailable: connect ECONNREFUSED 10.2.4.11:8080`
        : kind === "timeout"
          ? `upstream ${callee.name} request failed: timeout of 10000ms exceeded`
          : kind === "reset"
            ? `upstream ${callee.name} request failed: socket hang up (ECONNRESET)`
            : `upstream ${callee.name} responded ${status}`;
    case "python":
      return kind === "refused"
        ? `HTTPConnectionPool(host='${callee.name}', port=8000): Max retries exceeded with url: /api/ (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3a2c1b5d90>: Failed to establish a new connection: [Errno 111] Connection refused'))`
        : kind === "timeout"
          ? `HTTPConnectionPool(host='${callee.name}', port=8000): Read timed out. (read timeout=10)`
          : kind === "reset"
            ? `('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))`
            : `${status} Server Error: Service Unavailable for url: http://${callee.name}:8000/api/`;
    case "rails":
    case "sidekiq":
      return kind === "refused"
        ? `Faraday::ConnectionFailed: Failed to open TCP connection to ${host} (Connection refused - connect(2) for "${callee.name}" port 8000)`
        : kind === "timeout"
          ? `Faraday::TimeoutError: Net::ReadTimeout with #<TCPSocket:(closed)>`
          : kind === "reset"
            ? `Faraday::ConnectionFailed: Connection reset by peer`
            : `Faraday::ServerError: the server responded with status ${status}`;
    case "dotnet":
      return kind === "refused"
        ? `System.Net.Http.HttpRequestException: Connection refused (${host})`
        : kind === "timeout"
          ? `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.`
          : kind === "reset"
            ? `System.Net.Http.HttpRequestException: An error occurred while sending the request. ---> System.IO.IOException: Connection reset by peer`
            : `Response status code does not indicate success: ${status} (Service Unavailable).`;
    case "elixir":
      return kind === "refused"
        ? `request to ${callee.name} failed: %Mint.TransportError{reason: :econnrefused}`
        : kind === "timeout"
          ? `request to ${callee.name} failed: %Mint.TransportError{reason: :timeout}`
          : kind === "reset"
            ? `request to ${callee.name} failed: %Mint.TransportError{reason: :closed}`
            : `request to ${callee.name} failed with status ${status}`;
    case "php":
      return kind === "refused"
        ? `cURL error 7: Failed to connect to ${callee.name} port 8080 after 0 ms: Connection refused (see https://curl.haxx.se/libcurl/c/libcurl-errors.html)`
        : kind === "timeout"
          ? `cURL error 28: Operation timed out after 10001 milliseconds with 0 bytes received`
          : kind === "reset"
            ? `cURL error 56: Recv failure: Connection reset by peer`
            : `Server error: \`GET http://${callee.name}:8080/api\` resulted in a \`${status} Service Unavailable\` response`;
    default:
      return `${callee.name} failed (${kind})`;
  }
}

export { pascal };
