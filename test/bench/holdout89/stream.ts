// Simulates one aggregated window: routed request traffic, jobs, the domain's noise, an unrelated change,
// and optionally one failing service with how its callers word the failure; then skews and sorts by printed time.
import { ESTATES, type EstateKey, type Msg, newTenant, type Runtime, type Service, stickTenant } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import type { Rng } from "./rng.js";

export type Kind = "timeout" | "unavailable" | "refused" | "reset" | "e500";
export type UpMsg = (r: Rng, callee: string) => [Level, string];

export interface Fault {
  estate: EstateKey;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** how the direct callers word it */
  kind: Kind;
  /** share of requests through the origin that fail (default 0.85) */
  rate?: number;
  /** what the origin logs for a failing request (absent: nothing) */
  originMsg?: Msg;
  /** share of failing requests for which the origin logs originMsg (default 1) */
  originShare?: number;
  /** periodic origin lines after the start */
  periodic?: { every: number; msg: Msg };
  /** the origin's own healthy lines stop at the start */
  quiet?: boolean;
  /** one-off lines, seconds relative to the start */
  onset?: [number, string, Level, string][];
  up?: Record<string, UpMsg>;
  /** what hops past the origin still log for a failing request (they are reached, but with a bad request) */
  down?: Record<string, UpMsg>;
  /** callers are served normally (the origin fails on its own outbound side) */
  callersOk?: boolean;
  /** extra retry lines by the direct caller per failing request */
  storm?: number;
  /** a direct caller opens a circuit breaker this many seconds after the start */
  breaker?: number;
}

export interface Window {
  estate: EstateKey;
  start: number;
  minutes: number;
  baselineMin: number;
  lines: number;
  noisy: number;
  fault?: Fault;
  events?: [number, string, Level, string][];
}

const ip = (r: Rng) => r.ip();
const port: Record<Runtime, number> = {
  go: 9095,
  java: 8080,
  python: 8000,
  node: 3000,
  dotnet: 5000,
  ruby: 3000,
  cpp: 7070,
};

export function callerWords(r: Rng, rt: Runtime, callee: string, kind: Kind): [Level, string] {
  const p = port[rt];
  const addr = `${ip(r)}:${r.p([8080, 9095, 3000, 5000])}`;
  switch (rt) {
    case "go":
      return [
        "error",
        {
          timeout: `request to ${callee} failed err="rpc error: code = DeadlineExceeded desc = context deadline exceeded"`,
          unavailable: `request to ${callee} failed err="rpc error: code = Unavailable desc = unexpected HTTP status code received from server: 503 (Service Unavailable)"`,
          refused: `request to ${callee} failed err="rpc error: code = Unavailable desc = connection error: desc = \\"transport: Error while dialing: dial tcp ${addr}: connect: connection refused\\""`,
          reset: `request to ${callee} failed err="read tcp ${ip(r)}:${r.i(30000, 60000)}->${addr}: read: connection reset by peer"`,
          e500: `request to ${callee} failed err="server returned HTTP status 500 Internal Server Error"`,
        }[kind],
      ];
    case "java":
      return [
        "error",
        {
          timeout: `Call to ${callee} failed: java.net.SocketTimeoutException: Read timed out`,
          unavailable: `Call to ${callee} failed: org.springframework.web.client.HttpServerErrorException$ServiceUnavailable: 503 Service Unavailable: [no body]`,
          refused: `Call to ${callee} failed: java.net.ConnectException: Connection refused`,
          reset: `Call to ${callee} failed: java.net.SocketException: Connection reset`,
          e500: `Call to ${callee} failed: org.springframework.web.client.HttpServerErrorException$InternalServerError: 500 Internal Server Error: [no body]`,
        }[kind],
      ];
    case "python":
      return [
        "error",
        {
          timeout: `requests.exceptions.ReadTimeout: HTTPConnectionPool(host='${callee}', port=${p}): Read timed out. (read timeout=10)`,
          unavailable: `${callee} answered 503 Service Unavailable, giving up after 3 attempts`,
          refused: `requests.exceptions.ConnectionError: HTTPConnectionPool(host='${callee}', port=${p}): Max retries exceeded with url: /v1/deliver (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${r.hex(8)}>: Failed to establish a new connection: [Errno 111] Connection refused'))`,
          reset: `requests.exceptions.ConnectionError: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer')) calling ${callee}`,
          e500: `${callee} answered 500 Internal Server Error`,
        }[kind],
      ];
    case "node":
      return [
        "error",
        {
          timeout: `upstream ${callee} failed: TimeoutError: The operation was aborted due to timeout`,
          unavailable: `upstream ${callee} failed: AxiosError: Request failed with status code 503`,
          refused: `upstream ${callee} failed: Error: connect ECONNREFUSED ${addr}`,
          reset: `upstream ${callee} failed: Error: socket hang up (ECONNRESET)`,
          e500: `upstream ${callee} failed: AxiosError: Request failed with status code 500`,
        }[kind],
      ];
    case "dotnet":
      return [
        "error",
        {
          timeout: `System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing. (GET http://${callee}/)`,
          unavailable: `System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable). (GET http://${callee}/)`,
          refused: `System.Net.Http.HttpRequestException: Connection refused (${callee}:80)`,
          reset: `System.Net.Http.HttpRequestException: An error occurred while sending the request. ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer. (${callee})`,
          e500: `System.Net.Http.HttpRequestException: Response status code does not indicate success: 500 (Internal Server Error). (GET http://${callee}/)`,
        }[kind],
      ];
    case "ruby":
      return [
        "error",
        {
          timeout: `Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)> (calling ${callee})`,
          unavailable: `Faraday::ServerError: the server responded with status 503 (${callee})`,
          refused: `Faraday::ConnectionFailed: Failed to open TCP connection to ${callee}:${p} (Connection refused - connect(2) for "${callee}" port ${p})`,
          reset: `Faraday::ConnectionFailed: Connection reset by peer (${callee})`,
          e500: `Faraday::ServerError: the server responded with status 500 (${callee})`,
        }[kind],
      ];
    default:
      return [
        "error",
        {
          timeout: `E rpc_client.cc:${r.i(60, 99)}] call to ${callee} failed: DEADLINE_EXCEEDED: Deadline Exceeded`,
          unavailable: `E rpc_client.cc:${r.i(60, 99)}] call to ${callee} failed: UNAVAILABLE: 503`,
          refused: `E rpc_client.cc:${r.i(60, 99)}] call to ${callee} failed: UNAVAILABLE: failed to connect to all addresses; last error: UNKNOWN: ipv4:${addr}: Failed to connect to remote host: Connection refused`,
          reset: `E rpc_client.cc:${r.i(60, 99)}] call to ${callee} failed: UNAVAILABLE: Connection reset by peer`,
          e500: `E rpc_client.cc:${r.i(60, 99)}] call to ${callee} failed: INTERNAL: 500`,
        }[kind],
      ];
  }
}

function retryWords(r: Rng, rt: Runtime, callee: string, k: number): [Level, string] {
  const b = r.i(50, 3200);
  switch (rt) {
    case "go":
      return ["warn", `retrying request to ${callee} attempt=${k}/5 backoff=${b}ms`];
    case "java":
      return ["warn", `Retry 'call-${callee}', waiting PT${(b / 1000).toFixed(3)}S until attempt '${k}'.`];
    case "python":
      return [
        "warn",
        `Retrying (Retry(total=${5 - k}, connect=None, read=None, redirect=None, status=None)) after failure calling ${callee}`,
      ];
    case "node":
      return ["warn", `retry ${k}/5 for ${callee} in ${b}ms`];
    case "dotnet":
      return ["warn", `Polly: Retry ${k} of 5 for ${callee} after ${b}ms`];
    case "ruby":
      return ["warn", `Retrying request to ${callee} (attempt ${k}/5) in ${(b / 1000).toFixed(2)}s`];
    default:
      return ["warn", `W rpc_client.cc:112] retrying ${callee} attempt ${k} in ${b}ms`];
  }
}

function breakerWords(rt: Runtime, callee: string): [Level, string] {
  switch (rt) {
    case "java":
      return ["warn", `CircuitBreaker '${callee}' changed state from CLOSED to OPEN`];
    case "node":
      return ["warn", `circuit breaker for ${callee} is now OPEN (failure rate 62% over 20 calls)`];
    case "dotnet":
      return ["warn", `Polly: Circuit breaker for ${callee} opened for 30s after 10 consecutive failures`];
    case "go":
      return ["warn", `circuit breaker ${callee} state changed from closed to open`];
    default:
      return ["warn", `circuit breaker ${callee} OPEN, short-circuiting calls for 30s`];
  }
}

function shortCircuit(rt: Runtime, callee: string): [Level, string] {
  return rt === "java"
    ? ["error", `CallNotPermittedException: CircuitBreaker '${callee}' is OPEN and does not permit further calls`]
    : ["error", `short-circuited call to ${callee}: circuit breaker is open`];
}

interface Raw extends Rec {
  order: number;
}

export function simulate(w: Window, r: Rng): { recs: Rec[]; tf: number } {
  const est = ESTATES[w.estate];
  const svcBy = new Map<string, Service>(est.services.map((s) => [s.name, s]));
  const skew = new Map<string, number>(est.services.map((s) => [s.name, r.f(-300, 300)]));
  const span = w.minutes * 60000;
  const t0 = w.start;
  const tEnd = t0 + span;
  const tf = t0 + w.baselineMin * 60000 + r.i(0, 59) * 1000 + r.i(0, 999);
  const f = w.fault;
  stickTenant("");
  const out: Raw[] = [];
  let order = 0;
  const emit = (t: number, svc: string, level: Level, msg: string, trace?: string, force = false) => {
    if (t < t0 || t >= tEnd) return;
    if (!force && f?.quiet && svc === f.origin && t >= tf && level === "info") return;
    out.push({ t, svc, level, msg, trace, order: order++ });
  };

  // periodic: jobs, extra noise and the one noisy service
  const per = [...est.jobs, ...est.extra, est.noisy[w.noisy % est.noisy.length]];
  let perLines = 0;
  for (const j of per) {
    let t = t0 + r.f(0, j.every * 1000);
    while (t < tEnd) {
      const replaced = f?.periodic && j.svc === f.origin && t >= tf && est.jobs.includes(j);
      if (!replaced) {
        const [lv, m] = j.msg(r);
        emit(t, j.svc, lv, m);
        perLines++;
      }
      t += j.every * 1000 * r.f(0.6, 1.4);
    }
  }
  if (f?.periodic) {
    let t = tf + r.f(0, 4000);
    while (t < tEnd) {
      const [lv, m] = f.periodic.msg(r);
      emit(t, f.origin, lv, m, undefined, true);
      t += f.periodic.every * 1000 * r.f(0.7, 1.3);
    }
  }

  // unrelated change near the start (or mid-window when nothing breaks)
  const changes = est.changes.filter((c) => c.svc !== f?.origin);
  const ch = r.p(changes);
  let tc = f ? tf + r.f(-150, 120) * 1000 : t0 + span * r.f(0.3, 0.7);
  for (const [lv, m] of ch.lines(r)) {
    emit(tc, ch.svc, lv, m);
    tc += r.f(200, 9000);
  }
  for (const [dt, svc, lv, m] of [...(f?.onset ?? []), ...(w.events ?? [])]) {
    emit((f ? tf : t0) + dt * 1000, svc, lv, m, undefined, true);
  }

  // request traffic
  const routes = est.routes;
  const wsum = routes.reduce((s, x) => s + x.w, 0);
  const avgLen = routes.reduce((s, x) => s + x.w * x.path.length, 0) / wsum;
  const want = Math.max(400, w.lines - perLines - (f ? (span - (tf - t0)) / 1000 / 2 : 0));
  const rate = want / avgLen / span;
  let breakerAt = f?.breaker === undefined ? Number.POSITIVE_INFINITY : tf + f.breaker * 1000;
  let breakerOpen = false;
  let t = t0 + r.f(0, 200);
  while (t < tEnd) {
    let x = r.f(0, wsum);
    let route = routes[0];
    for (const c of routes) {
      x -= c.w;
      if (x <= 0) {
        route = c;
        break;
      }
    }
    const path = route.path;
    stickTenant(newTenant(r));
    const trace = est.traces ? r.hex(16) : undefined;
    const hop = path.map((_, i) => t + (path.length - i) * r.f(2, 25));
    const k = f ? path.indexOf(f.origin) : -1;
    const failing = f !== undefined && t >= tf && k >= 0 && r.c(f.rate ?? 0.85);
    if (!failing || !f) {
      for (let i = path.length - 1; i >= 0; i--) {
        const s = svcBy.get(path[i])!;
        const by = i > 0 ? s.okBy?.[path[i - 1]] : undefined;
        emit(hop[i], s.name, "info", (by ?? r.p(s.ok))(r), trace);
      }
    } else {
      if (f.originMsg && r.c(f.originShare ?? 1)) {
        const [lv, m] = f.originMsg(r);
        emit(hop[k] + r.f(0, 30), f.origin, lv, m, trace);
      }
      for (let j = k + 1; j < path.length; j++) {
        const d = f.down?.[path[j]];
        if (!d) break;
        const [lv, m] = d(r, path[j - 1]);
        emit(hop[j], path[j], lv, m, trace);
      }
      let late = 0;
      for (let j = k - 1; j >= 0 && f.callersOk; j--) {
        const s = svcBy.get(path[j])!;
        emit(hop[j], s.name, "info", r.p(s.ok)(r), trace);
      }
      for (let j = k - 1; j >= 0 && !f.callersOk; j--) {
        const s = svcBy.get(path[j])!;
        const callee = path[j + 1];
        const direct = j === k - 1;
        if (direct && f.storm) {
          const n = r.i(1, f.storm * 2 - 1);
          for (let a = 1; a <= n; a++) {
            late += r.f(100, 1500);
            const [lv, m] = retryWords(r, s.runtime, callee, a + 1);
            emit(hop[j] + late, s.name, lv, m, trace);
          }
        }
        if (direct && hop[j] >= breakerAt && !breakerOpen) {
          breakerOpen = true;
          breakerAt = Number.POSITIVE_INFINITY;
          const [lv, m] = breakerWords(s.runtime, callee);
          emit(hop[j] + late, s.name, lv, m);
        }
        const override = f.up?.[s.name];
        const [lv, m] = override
          ? override(r, callee)
          : direct && breakerOpen && r.c(0.7)
            ? shortCircuit(s.runtime, callee)
            : callerWords(r, s.runtime, callee, direct ? f.kind : "e500");
        emit(hop[j] + late + (direct && f.kind === "timeout" ? r.f(5000, 30000) : r.f(1, 40)), s.name, lv, m, trace);
      }
    }
    t += (-Math.log(1 - r.next()) / rate) * 1;
  }

  stickTenant("");
  const recs = out.map((x) => ({ ...x, t: x.t + (skew.get(x.svc) ?? 0) }));
  recs.sort((a, b) => a.t - b.t || a.order - b.order);
  return { recs: recs.map(({ t: tt, svc, level, msg, trace }) => ({ t: tt, svc, level, msg, trace })), tf };
}
