// Builds one aggregated window: background traffic, periodic jobs, noise, deprecations, retries that
// succeed, an unrelated deploy, slow requests, and (for incidents) the fault and its propagation.
import { DEPRECATIONS } from "./estates.js";
import { type Rng, shuffle } from "./rng.js";
import type { Estate, Ev, Line, Service, Spec } from "./types.js";

export type TraceMode = "traceparent" | "x-request-id" | "req-uuid" | "short" | "none";

export interface Layout {
  services: Service[];
  start: number;
  minutes: number;
  onset: number;
  target: number;
  trace: TraceMode;
}

const L = (level: Line["level"], msg: string): Line => ({ level, msg });

function traceId(r: Rng, mode: TraceMode): string | undefined {
  if (mode === "traceparent") return `00-${r.hex(32)}-${r.hex(16)}-01`;
  if (mode === "x-request-id") return r.uuid();
  if (mode === "req-uuid") return `req-${r.uuid()}`;
  if (mode === "short") return r.hex(12);
  return undefined;
}

/** Exponential gaps: times in [from, to) at `perMin` events per minute. */
function times(r: Rng, from: number, to: number, perMin: number): number[] {
  const out: number[] = [];
  if (perMin <= 0) return out;
  const mean = 60000 / perMin;
  let t = from + -Math.log(1 - r.next()) * mean;
  while (t < to) {
    out.push(Math.round(t));
    t += -Math.log(1 - r.next()) * mean;
  }
  return out;
}

/** Picks 5-12 services: the ones the spec needs, the noisy one, then random others. */
export function pickLayout(r: Rng, estate: Estate, spec: Spec | null, noisy: string): Layout {
  const need = new Set<string>([noisy]);
  if (spec) {
    need.add(spec.origin);
    for (const c of spec.callers) need.add(c.svc);
    for (const p of spec.pre ?? []) need.add(p.svc);
  }
  const want = Math.max(need.size, r.int(5, Math.min(12, estate.services.length)));
  const rest = shuffle(
    r,
    estate.services.filter((s) => !need.has(s.name) && !spec?.exclude?.includes(s.name)),
  );
  const chosen = estate.services.filter((s) => need.has(s.name));
  for (const s of rest) if (chosen.length < want) chosen.push(s);
  const minutes = r.int(10, 40);
  const [y, mo, d] = estate.date.split("-").map(Number);
  const start = Date.UTC(y, mo - 1, d + r.int(0, 5), r.int(0, 22), r.pick([0, 5, 10, 15, 20, 30, 40, 45]), 0);
  const onset = start + Math.round((minutes * 60 * (0.25 + r.next() * 0.45)) / 1) * 1000;
  const target = Math.round(Math.exp(Math.log(1000) + r.next() * (Math.log(28000) - Math.log(1000))));
  const trace = r.pick<TraceMode>(["traceparent", "x-request-id", "req-uuid", "short", "none", "none"]);
  return { services: chosen, start, minutes, onset, target: Math.max(1100, target), trace };
}

export function buildEvents(r: Rng, estate: Estate, lay: Layout, spec: Spec | null, noisy: string): Ev[] {
  const ev: Ev[] = [];
  const end = lay.start + lay.minutes * 60000;
  const names = lay.services.map((s) => s.name);
  const weight = (s: Service) => (s.quietInfra ? 0.12 : s.traced ? 1.3 : 1);
  const wsum = lay.services.reduce((a, s) => a + weight(s), 0);
  const perMinTotal = (lay.target * 0.85) / lay.minutes;
  const silencedFrom = spec?.silence ? lay.onset + r.int(2000, 9000) : Number.POSITIVE_INFINITY;
  const push = (t: number, svc: string, line: Line, trace?: string, fault = false) => {
    if (!fault && svc === spec?.origin && t >= silencedFrom) return;
    ev.push({ ...line, t, svc, trace });
  };
  // busier windows fail louder: fault and propagation rates grow with the traffic, up to 4x
  const loud = Math.min(4, Math.max(1, perMinTotal / 400));

  // ordinary traffic, traced services in request chains
  const traced = lay.services.filter((s) => s.traced);
  for (const s of lay.services) {
    const rate = (perMinTotal * weight(s)) / wsum;
    for (const t of times(r, lay.start, end, rate)) {
      const id = s.traced ? traceId(r, lay.trace) : undefined;
      push(t, s.name, r.pick(s.bg)(r), id);
      if (s.traced && traced.length > 1 && r.chance(0.35)) {
        const o = r.pick(traced);
        if (o.name !== s.name) push(t + r.int(3, 150), o.name, r.pick(o.bg)(r), id);
      }
    }
  }

  // periodic job on one service every minute
  const cronSvc = r.pick(lay.services.filter((s) => !s.quietInfra));
  const job = r.pick(["purge-expired-sessions", "refresh-exchange-rates", "rollup-metrics", "sweep-orphan-uploads"]);
  for (let t = lay.start + r.int(1000, 59000); t < end; t += 60000)
    push(t, cronSvc.name, L("info", `scheduled job ${job} finished in ${r.int(40, 900)}ms (rows=${r.int(0, 400)})`));

  // the noisy service: one error or warning at a constant rate from the first minute
  const noise = estate.noise.find((n) => n.svc === noisy)!;
  const every = r.int(6, 30) * 1000;
  for (let t = lay.start + r.int(200, every); t < end; t += every + r.int(-400, 400)) push(t, noisy, noise.line(r));

  // deprecation warnings, a couple of services, every few minutes
  for (const s of shuffle(r, [...lay.services]).slice(0, 2)) {
    const d = DEPRECATIONS[s.runtime];
    if (!d) continue;
    for (const t of times(r, lay.start, end, 0.4)) push(t, s.name, d(r));
  }

  // retries that succeed
  const healthy = lay.services.filter((s) => s.name !== spec?.origin && !s.quietInfra);
  for (const t of times(r, lay.start, end, 0.5)) {
    const s = r.pick(healthy);
    const peer = r.pick(names.filter((n) => n !== s.name));
    push(t, s.name, L("warn", `call to ${peer} failed with 503 (attempt 1/3), retrying in 200ms`));
    push(t + r.int(210, 400), s.name, L("info", `call to ${peer} succeeded on attempt 2`));
  }

  // occasional slow requests
  for (const t of times(r, lay.start, end, 0.6)) {
    const s = r.pick(healthy);
    push(
      t,
      s.name,
      L(
        "warn",
        `slow request: ${r.pick(["GET", "POST"])} /internal/${r.pick(["report", "export", "bulk"])} took ${r.int(1800, 6500)}ms`,
      ),
    );
  }

  // an unrelated deploy near the onset (or mid-window when quiet)
  const dep = r.pick(
    healthy
      .filter((s) => !spec?.callers.some((c) => c.svc === s.name))
      .concat(healthy)
      .slice(0, 4),
  );
  const dt = (spec ? lay.onset : lay.start + lay.minutes * 30000) + r.int(-240, 200) * 1000;
  const ver = `${r.int(2, 9)}.${r.int(0, 30)}.${r.int(0, 9)}`;
  push(dt, dep.name, L("info", "received SIGTERM, draining connections"));
  push(dt + r.int(800, 3000), dep.name, L("info", `starting ${dep.name} version ${ver} (commit ${r.hex(7)})`));
  push(dt + r.int(3500, 9000), dep.name, L("info", "ready to accept connections"));

  if (spec) {
    for (const p of spec.pre ?? []) push(lay.onset + p.dt * 1000, p.svc, p.line, undefined, true);
    let t = lay.onset;
    // the fault shows at the origin at onset: its first line, or one of its usual failure lines
    for (const f of spec.first ?? [r.pick(spec.gen)(r)]) {
      push(t, spec.origin, f, undefined, true);
      t += r.int(40, 900);
    }
    // the origin ramps up over the first minute
    const rate = spec.silence ? spec.rate : spec.rate * loud;
    for (const tt of times(r, t, end, rate)) {
      if (tt - lay.onset < 60000 && r.next() > (tt - lay.onset) / 60000 + 0.3) continue;
      push(tt, spec.origin, r.pick(spec.gen)(r), undefined, true);
    }
    for (const c of spec.callers) {
      const svc = lay.services.find((s) => s.name === c.svc);
      const cr = svc?.quietInfra ? c.rate : c.rate * loud;
      for (const tt of times(r, lay.onset + c.lag * 1000, end, cr))
        push(tt, c.svc, r.pick(c.gen)(r), svc?.traced ? traceId(r, lay.trace) : undefined, true);
    }
  } else if (r.chance(0.5)) {
    // a blip that recovers on its own
    const s = r.pick(healthy);
    const bt = lay.start + r.int(60, lay.minutes * 50) * 1000;
    push(
      bt,
      s.name,
      L(
        "error",
        `request to ${r.pick(names.filter((n) => n !== s.name))} failed: upstream connect error (1 of 1 in last 10m)`,
      ),
    );
    push(bt + r.int(2000, 8000), s.name, L("info", "upstream healthy again"));
  }
  return ev;
}
