// Builds one aggregated stream: baseline traffic and noise of an estate, plus an optional failure played over it.
import type { Estate, Svc } from "./estates.js";
import type { Ev, Level } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Runtime } from "./stacks.js";

export type CallerKind = "timeout" | "5xx" | "reset" | "refused";

export interface OriginErr {
  level: Level;
  msg: string;
  stack?: string;
  kind?: string;
}

export interface Scripted extends OriginErr {
  at: number; // ms after fault start (may be negative)
  svc: string;
}

export interface Failure {
  origin: string;
  /** line the origin writes for a failing request; null writes nothing */
  err: ((r: Rng) => OriginErr) | null;
  failRate: number;
  /** only requests whose flow passes through this service fail */
  only?: string;
  callerKind: CallerKind;
  silent?: boolean;
  retries?: number;
  breaker?: boolean;
  /** origin lines on its own, every n seconds after the start */
  ownEvery?: number;
  own?: (r: Rng) => OriginErr;
  script?: Scripted[];
}

const S = 1000;

function callerView(rt: Runtime, callee: string, kind: CallerKind, r: Rng): string {
  const path = r.pick(["/api/v1/items", "/internal/check", "/v2/ops", "/rpc"]);
  const port = r.pick([8080, 8000, 3000, 80]);
  const views: Record<Runtime, Record<CallerKind, string>> = {
    java: {
      timeout: `I/O error on POST request for "http://${callee}:${port}${path}": Read timed out`,
      "5xx": `Call to ${callee} failed: 503 Service Unavailable: "{"error":"internal"}"`,
      reset: `I/O error on GET request for "http://${callee}:${port}${path}": Connection reset`,
      refused: `Connect to http://${callee}:${port} failed: Connection refused`,
    },
    node: {
      timeout: `upstream ${callee} timed out after 10000ms (ETIMEDOUT)`,
      "5xx": `upstream ${callee} responded 502 Bad Gateway`,
      reset: `request to http://${callee}:${port}${path} failed, reason: socket hang up (ECONNRESET)`,
      refused: `connect ECONNREFUSED ${callee}:${port}`,
    },
    python: {
      timeout: `HTTPConnectionPool(host='${callee}', port=${port}): Read timed out. (read timeout=10)`,
      "5xx": `${callee} answered 500 Internal Server Error for POST ${path}`,
      reset: `('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer')) calling ${callee}`,
      refused: `HTTPConnectionPool(host='${callee}', port=${port}): Max retries exceeded (Caused by NewConnectionError: [Errno 111] Connection refused)`,
    },
    go: {
      timeout: `call ${callee}${path}: context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
      "5xx": `call ${callee}${path}: unexpected status 503 Service Unavailable`,
      reset: `call ${callee}${path}: read tcp 10.42.${r.int(0, 9)}.${r.int(2, 250)}:${r.int(40000, 60000)}->10.42.${r.int(0, 9)}.${r.int(2, 250)}:${port}: read: connection reset by peer`,
      refused: `call ${callee}${path}: dial tcp 10.42.${r.int(0, 9)}.${r.int(2, 250)}:${port}: connect: connection refused`,
    },
    dotnet: {
      timeout: `The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing. (${callee})`,
      "5xx": `Response status code does not indicate success: 500 (Internal Server Error). Upstream: ${callee}`,
      reset: `An error occurred while sending the request to ${callee}. Unable to read data from the transport connection: Connection reset by peer.`,
      refused: `Connection refused (${callee}:${port})`,
    },
    ruby: {
      timeout: `Net::ReadTimeout with #<TCPSocket:(closed)> calling ${callee}`,
      "5xx": `Faraday::ServerError: the server responded with status 502 (${callee})`,
      reset: `Errno::ECONNRESET: Connection reset by peer calling ${callee}`,
      refused: `Faraday::ConnectionFailed: Failed to open TCP connection to ${callee}:${port} (Connection refused)`,
    },
    php: {
      timeout: `cURL error 28: Operation timed out after 10001 milliseconds with 0 bytes received (see ${callee})`,
      "5xx": `Request to ${callee} failed: HTTP 500 returned`,
      reset: `cURL error 56: Recv failure: Connection reset by peer (${callee})`,
      refused: `cURL error 7: Failed to connect to ${callee} port ${port}: Connection refused`,
    },
    cpp: {
      timeout: `rpc to ${callee} timed out after 30s`,
      "5xx": `rpc to ${callee} failed: status 500`,
      reset: `rpc to ${callee}: connection reset`,
      refused: `rpc to ${callee}: connection refused`,
    },
  };
  return views[rt][kind];
}

function retryLine(rt: Runtime, callee: string, i: number, n: number): string {
  switch (rt) {
    case "java":
      return `Retrying call to ${callee} (attempt ${i} of ${n}) after backoff ${200 * i}ms`;
    case "node":
      return `retrying ${callee} request, attempt ${i}/${n}`;
    case "python":
      return `Retrying (Retry(total=${n - i}, connect=None, read=None, redirect=None, status=None)) after connection broken: ${callee}`;
    case "go":
      return `retrying request to ${callee} attempt=${i} backoff=${100 * 2 ** i}ms`;
    case "dotnet":
      return `Polly: retry ${i} of ${n} for ${callee} after ${250 * i}ms`;
    case "ruby":
      return `Retrying request to ${callee} (${i}/${n})`;
    default:
      return `retry ${i}/${n} ${callee}`;
  }
}

function breakerLine(rt: Runtime, callee: string): string {
  switch (rt) {
    case "java":
      return `CircuitBreaker '${callee}' changed state from CLOSED to OPEN`;
    case "node":
      return `circuit breaker for ${callee} OPEN (failure threshold 50% reached)`;
    case "go":
      return `breaker ${callee}: state changed from closed to open`;
    case "dotnet":
      return `Circuit breaker opened for ${callee}; calls will be short-circuited for 00:00:30`;
    default:
      return `circuit open for ${callee}`;
  }
}

export interface Built {
  events: Ev[];
}

export function buildStream(
  es: Estate,
  r: Rng,
  start: number,
  end: number,
  t0: number | null,
  fail: Failure | null,
  deployAt: number,
  extra: { at: number; svc: string; level: Level; msg: string }[] = [],
): Ev[] {
  const out: Ev[] = [];
  const svc = (n: string): Svc => {
    const s = es.services.find((x) => x.name === n);
    if (!s) throw new Error(`unknown service ${n}`);
    return s;
  };
  const broken = (t: number) => fail !== null && t0 !== null && t >= t0;
  const muted = (n: string, t: number) => broken(t) && fail?.silent === true && fail.origin === n;
  const push = (t: number, n: string, level: Level, msg: string, more: Partial<Ev> = {}) => {
    if (t < start || t >= end) return;
    if (muted(n, t) && level !== "error") return;
    out.push({ t, svc: n, level, msg, ...more });
  };
  const totalW = es.flows.reduce((s, f) => s + f.w, 0);
  let callerFails = new Map<string, number>();
  const breakerOpen = new Set<string>();

  // request traffic
  for (let t = start; t < end; ) {
    t += Math.max(40, -Math.log(1 - r.f()) * (S / es.reqPerSec));
    let x = r.f() * totalW;
    let flow = es.flows[0];
    for (const f of es.flows) {
      x -= f.w;
      if (x < 0) {
        flow = f;
        break;
      }
    }
    const trace = es.traceIds ? r.hex(16) : undefined;
    const k = fail ? flow.hops.indexOf(fail.origin) : -1;
    const failing =
      fail !== null && k >= 0 && broken(t) && (!fail.only || flow.hops.includes(fail.only)) && r.chance(fail.failRate);
    let at = t;
    const upto = failing ? k : flow.hops.length - 1;
    // downstream hops log first (they finish first), the entry logs its access line last
    for (let i = 1; i <= upto; i++) {
      at += r.int(3, 60);
      if (failing && i === k) break;
      push(at, flow.hops[i], "info", svc(flow.hops[i]).hop(r), { trace });
    }
    const entry = svc(flow.hops[0]);
    const path = r.pick(flow.paths);
    if (!failing || !fail) {
      const line = entry.access ? entry.access(r, 200, r.int(20, 400), path) : entry.hop(r);
      push(at + r.int(5, 40), entry.name, "info", line, { trace });
      continue;
    }
    const origin = svc(fail.origin);
    const wait = fail.callerKind === "timeout" ? r.int(5000, 30000) : r.int(20, 900);
    const shortCircuit = k > 0 && breakerOpen.has(flow.hops[k - 1]);
    if (fail.err && !fail.silent && !shortCircuit) {
      const e = fail.err(r);
      const when = fail.callerKind === "timeout" ? at + Math.floor(wait * 0.9) : at + r.int(2, 30);
      push(when, origin.name, e.level, e.msg, { trace, stack: e.stack, kind: e.kind });
    }
    if (k === 0) {
      if (entry.access)
        push(at + r.int(40, 90), entry.name, "error", entry.access(r, 500, r.int(10, 90), path), { trace });
      continue;
    }
    const caller = svc(flow.hops[k - 1]);
    at += wait;
    const key = caller.name;
    if (breakerOpen.has(key)) {
      push(at - wait + 2, caller.name, "error", `${origin.name} unavailable: circuit open, request rejected`, {
        trace,
      });
    } else {
      const n = fail.retries ?? 0;
      for (let i = 1; i <= n; i++) {
        push(at, caller.name, "warn", retryLine(caller.rt, origin.name, i, n), { trace });
        at += fail.callerKind === "timeout" ? r.int(2000, 9000) : r.int(100, 800);
      }
      push(at, caller.name, "error", callerView(caller.rt, origin.name, fail.callerKind, r), { trace });
      const c = (callerFails.get(key) ?? 0) + 1;
      callerFails.set(key, c);
      if (fail.breaker && c === 25) {
        breakerOpen.add(key);
        push(at + 1, caller.name, "warn", breakerLine(caller.rt, origin.name));
      }
    }
    if (k - 1 > 0 && entry.access) {
      push(at + r.int(5, 30), entry.name, "error", entry.access(r, 502, at - t, path), { trace });
    } else if (entry.access) {
      push(
        at + r.int(5, 30),
        entry.name,
        "error",
        entry.access(r, fail.callerKind === "timeout" ? 504 : 502, at - t, path),
        {
          trace,
        },
      );
    }
  }
  callerFails = new Map();

  // background lines, health checks
  for (const s of es.services) {
    for (let t = start + r.int(0, 20 * S); t < end; t += (60 * S) / s.bgPerMin + r.int(-3000, 3000))
      push(t, s.name, "info", r.pick(s.bg)(r));
    if (s.health)
      for (let t = start + r.int(0, 10 * S); t < end; t += 15 * S + r.int(-200, 200)) push(t, s.name, "info", s.health);
  }
  // the noisy service, from the first minute
  for (let t = start + r.int(1000, 9000); t < end; t += es.noisy.everySec * S + r.int(-3000, 3000))
    push(t, es.noisy.svc, es.noisy.level, es.noisy.line(r));
  for (const d of es.deprecations)
    for (let t = start + r.int(5, 200) * S; t < end; t += r.int(200, 400) * S) push(t, d.svc, "warn", d.msg);
  for (const j of es.jobs)
    for (let t = start + r.int(10, 60) * S; t < end; t += j.everySec * S) push(t, j.svc, "info", j.line(r));
  for (let t = start + r.int(20, 90) * S; t < end; t += r.int(50, 140) * S) {
    const x = r.pick(es.retriesOk);
    push(t, x.svc, "warn", x.line(r));
    push(t + r.int(300, 2500), x.svc, "info", "request succeeded after retry");
  }
  for (let t = start + r.int(3, 20) * S; t < end; t += r.int(6, 25) * S) {
    const b = r.pick(es.benign);
    push(t, b.svc, b.level, b.line(r));
  }
  // an unrelated deploy or config reload near the window's middle
  const dep = r.pick(es.deploys);
  dep.lines.forEach((l, i) => {
    push(deployAt + i * r.int(100, 1500), dep.svc, "info", l);
  });
  for (const e of extra) push(e.at, e.svc, e.level, e.msg);

  if (fail && t0 !== null) {
    const origin = svc(fail.origin);
    if (fail.ownEvery && fail.own)
      for (let t = t0 + r.int(0, 3) * S; t < end; t += fail.ownEvery * S + r.int(-1000, 1000)) {
        const e = fail.own(r);
        push(t, origin.name, e.level, e.msg, { stack: e.stack, kind: e.kind });
      }
    for (const s of fail.script ?? []) {
      const t = t0 + s.at;
      if (t >= start && t < end) out.push({ t, svc: s.svc, level: s.level, msg: s.msg, stack: s.stack, kind: s.kind });
    }
  }
  return out;
}
