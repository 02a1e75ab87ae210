// One file's stream: per-service clock skew, traffic through the estate (one line per hop), health checks,
// periodic jobs, a noisy service, deprecation warnings and retries that succeed; events sorted by printed time.
import type { Cast, Svc } from "./estates.js";
import type { Ev, Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Stream {
  rng: Rng;
  cast: Cast;
  skew: Map<string, number>;
  evs: Ev[];
  /** Trace style: w3c trace ids, short request ids, or none. */
  traces: "w3c" | "reqid" | "none";
  /** Whether callers name their callees (else they print IPs). */
  named: boolean;
  ips: Map<string, string>;
}

export function newStream(rng: Rng, cast: Cast, traces: Stream["traces"], named: boolean): Stream {
  const skew = new Map<string, number>();
  const ips = new Map<string, string>();
  for (const s of cast.all) {
    skew.set(s.name, Math.round(rng.range(-250, 250)));
    ips.set(s.name, `10.0.${rng.int(1, 12)}.${rng.int(2, 250)}`);
  }
  return { rng, cast, skew, evs: [], traces, named, ips };
}

export function emit(st: Stream, svc: string, trueT: number, level: Level, msg: string, extra: Partial<Ev> = {}): void {
  st.evs.push({ t: Math.round(trueT + (st.skew.get(svc) ?? 0)), svc, level, msg, ...extra });
}

export function traceId(st: Stream): string | undefined {
  if (st.traces === "none") return undefined;
  return st.traces === "w3c" ? st.rng.hex(32) : st.rng.hex(12);
}

export const url = (st: Stream, s: Svc) => `http://${st.named ? s.name : st.ips.get(s.name)}:8080${s.path}`;
export const ref = (st: Stream, s: Svc) => (st.named ? s.name : `${st.ips.get(s.name)}:8080`);

const VERBS = ["created", "updated", "fetched", "validated", "priced", "confirmed", "listed", "synced"];
const UAS = [
  "okhttp/4.12.0",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64)",
];

export const idOf = (rng: Rng, s: Svc) => `${s.noun.slice(0, 2).toUpperCase()}-${rng.int(100000, 999999)}`;

/** The line a hop writes when its part of a request went fine. */
export function okLine(st: Stream, s: Svc, callee: Svc | undefined, id: string, ms: number): string {
  const r = st.rng;
  if (s.kind === "edge") {
    const m = r.pick(["GET", "GET", "POST", "PUT"]);
    return `${m} /api${callee ? callee.path : "/status"}/${id} HTTP/1.1 200 ${ms}ms bytes=${r.int(200, 9000)} ua="${r.pick(UAS)}"${callee ? ` upstream=${ref(st, callee)}` : ""}`;
  }
  if (callee && r.chance(0.5)) {
    if (callee.kind === "pg") return `query ${s.noun}s ok rows=${r.int(0, 40)} (${r.int(1, 30)}ms)`;
    if (callee.kind === "es") return `search ${s.noun}s: ${r.int(0, 800)} hits in ${r.int(3, 60)}ms`;
    return `GET ${url(st, callee)}/${id} -> 200 (${ms}ms)`;
  }
  return `${s.noun} ${id} ${r.pick(VERBS)} in ${ms}ms`;
}

/** Traffic through `route` (edge first) at `t0`; lines written as each hop completes. */
export function okRequest(st: Stream, route: Svc[], t0: number): void {
  const r = st.rng;
  const id = idOf(r, route[route.length - 1]);
  const trace = traceId(st);
  let t = t0 + r.int(5, 60);
  for (let i = route.length - 1; i >= 0; i--) {
    const s = route[i];
    const ms = r.int(3, 40) * (route.length - i);
    t += r.int(1, 25);
    if (s.kind === "pg" || s.kind === "es" || s.kind === "redis") continue;
    emit(st, s.name, t, "info", okLine(st, s, route[i + 1], id, ms), { trace });
  }
}

/** A caller's retry that succeeds on the second attempt. */
function okRetry(st: Stream, caller: Svc, callee: Svc, t: number): void {
  const r = st.rng;
  const u = `${url(st, callee)}/${idOf(r, callee)}`;
  const why = r.pick(["connection reset by peer", "read: connection timed out", "EOF", "503 Service Unavailable"]);
  emit(st, caller.name, t, "warn", `retrying GET ${u} (attempt 2 of 3) after ${r.int(50, 400)}ms: ${why}`);
  emit(st, caller.name, t + r.int(60, 500), "info", `GET ${u} -> 200 on attempt 2 (${r.int(20, 200)}ms)`);
}

const NOISE: Array<[Level, (s: Svc, r: Rng) => string]> = [
  [
    "error",
    (_s, r) =>
      `metrics push to statsd:8125 failed: write udp 10.0.${r.int(1, 9)}.${r.int(2, 250)}:${r.int(30000, 60000)}->10.0.0.9:8125: write: connection refused`,
  ],
  ["error", () => "dropping 512 spans: exporter queue is full (otel-collector:4317)"],
  [
    "warn",
    (s, r) => `consumer lag on ${s.noun}-events partition ${r.int(0, 11)} is ${r.int(800, 2000)} (threshold 5000)`,
  ],
  [
    "error",
    (_s, r) => `unable to parse User-Agent "${r.pick(["-", "curl/7.29", "Dalvik/2.1.0"])}", falling back to generic`,
  ],
  ["warn", (s, r) => `TLS certificate for ${s.name}.internal expires in ${r.int(9, 20)} days`],
  ["error", (_s, r) => `geo-ip lookup failed for 203.0.113.${r.int(1, 254)}: address not in database (ignored)`],
];

const DEPRECATIONS = [
  "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
  "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
  "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
  "grpc: Dial is deprecated: use NewClient instead. Will be supported throughout 1.x.",
];

export interface Background {
  /** requests per second */
  rate: number;
  noisy: Svc;
  cron: Svc;
  deprecating: Svc;
  /** Takes over a request (returns true) when something is failing. */
  onRequest?: (route: Svc[], t: number) => boolean;
}

/** Everything a healthy estate writes between `from` and `to` (true ms). */
export function background(st: Stream, bg: Background, from: number, to: number): void {
  const r = st.rng;
  const { cast } = st;
  const apis = cast.all.filter((s) => s.kind === "api" && s !== cast.edge);
  const sideRoutes = apis.filter((s) => !cast.chain.includes(s)).map((s) => [cast.edge, s]);
  for (
    let t = from + r.int(0, 800);
    t < to;
    t += Math.max(20, Math.round((-Math.log(1 - r.next()) * 1000) / bg.rate))
  ) {
    const p = r.next();
    let route: Svc[];
    if (p < 0.55 || !sideRoutes.length) route = cast.chain;
    else if (p < 0.7) route = cast.chain.slice(0, r.int(2, cast.chain.length - 1));
    else route = r.pick(sideRoutes);
    if (bg.onRequest?.(route, t)) continue;
    okRequest(st, route, t);
    if (route.length > 2 && r.chance(0.012)) okRetry(st, route[1], route[2], t + r.int(10, 200));
  }
  // health checks (kubelet probes), every 15-30 s per HTTP service
  for (const s of cast.all) {
    if (s.kind === "pg" || s.kind === "es" || s.kind === "redis") continue;
    const every = r.int(15, 30) * 1000;
    for (let t = from + r.int(0, every); t < to; t += every)
      emit(st, s.name, t, "info", `GET /healthz 200 ${r.range(0.2, 3).toFixed(1)}ms ua="kube-probe/1.29"`);
  }
  // data stores' own chatter
  for (const s of cast.all) {
    if (s.kind === "pg")
      for (let t = from + r.int(0, 60000); t < to; t += r.int(150, 300) * 1000) {
        emit(st, s.name, t, "info", `[${r.int(60, 99)}] LOG:  checkpoint starting: time`);
        emit(
          st,
          s.name,
          t + r.int(20000, 29000),
          "info",
          `[${r.int(60, 99)}] LOG:  checkpoint complete: wrote ${r.int(200, 4000)} buffers (${r.range(0.5, 9).toFixed(1)}%); 0 WAL file(s) added, 0 removed, ${r.int(0, 3)} recycled; write=${r.range(20, 27).toFixed(3)} s, sync=0.0${r.int(10, 99)} s, total=${r.range(27, 29).toFixed(3)} s`,
        );
      }
    if (s.kind === "es")
      for (let t = from + r.int(0, 30000); t < to; t += r.int(40, 90) * 1000)
        emit(
          st,
          s.name,
          t,
          "info",
          `[o.e.m.j.JvmGcMonitorService] [${s.name}-data-1] [gc][${r.int(10000, 90000)}] overhead, spent [${r.int(100, 400)}ms] collecting in the last [1s]`,
        );
    if (s.kind === "redis")
      for (let t = from + r.int(0, 60000); t < to; t += r.int(60, 120) * 1000) {
        emit(
          st,
          s.name,
          t,
          "info",
          `1:M ${r.int(10, 28)} Nov 2026 ${r.int(0, 23)}:${r.int(10, 59)}:${r.int(10, 59)}.${r.int(100, 999)} * 100 changes in 60 seconds. Saving...`,
        );
        emit(st, s.name, t + r.int(200, 900), "info", "1:M * Background saving terminated with success");
      }
  }
  // periodic job
  const job = r.pick(["reconcile", "purge-expired", "sync-catalog", "rollup-metrics"]);
  for (let t = from + r.int(0, 60000); t < to; t += 60000) {
    emit(st, bg.cron.name, t, "info", `job ${job} started`);
    emit(
      st,
      bg.cron.name,
      t + r.int(800, 9000),
      "info",
      `job ${job} finished in ${r.range(0.8, 9).toFixed(2)}s (${r.int(0, 900)} ${bg.cron.noun}s)`,
    );
  }
  // the noisy service: same harmless error at a steady rate from the first minute
  const [lvl, text] = r.pick(NOISE);
  const every = r.int(2, 7) * 1000;
  for (let t = from + r.int(0, 3000); t < to; t += every + r.int(-500, 500))
    emit(st, bg.noisy.name, t, lvl, text(bg.noisy, r));
  // deprecation warning now and then
  const dep = r.pick(DEPRECATIONS);
  for (let t = from + r.int(0, 90000); t < to; t += r.int(60, 180) * 1000)
    emit(st, bg.deprecating.name, t, "warn", dep);
}

/** Sorts by printed time (stable). */
export function finish(st: Stream): Ev[] {
  return st.evs
    .map((e, i) => [e, i] as const)
    .sort((a, b) => a[0].t - b[0].t || a[1] - b[1])
    .map(([e]) => e);
}
