// Builds one aggregated window: baseline traffic, health checks, periodic chatter, the noisy service,
// deprecations, successful retries, a deploy near the start, harmless episodes and (for incidents) the
// failure itself; then applies per-service clock skew, sorts by printed time and renders one format.
import type { Estate } from "./estates.js";
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { Spec } from "./incidents.js";
import { EPISODES } from "./quiet.js";
import type { Rng } from "./rng.js";

interface Ev {
  t: number;
  svc: string;
  lvl: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  base?: boolean; // the service's own normal output (stops when it goes quiet)
}

export interface Window {
  startMs: number;
  minutes: number;
  incidentMs: number | null; // true start of the failure
  lines: string[];
  services: string[];
}

const HEALTH: Record<string, (r: Rng) => string> = {
  java: (r) =>
    `o.s.b.a.web.servlet.HealthEndpointWebExtension : GET /actuator/health/readiness -> 200 UP (${r.int(1, 6)}ms)`,
  go: (r) => `GET /healthz 200 ${r.int(40, 400)}µs ua=kube-probe/1.29`,
  python: (r) => `10.${r.int(0, 3)}.0.1:${r.int(30000, 60000)} - "GET /health HTTP/1.1" 200 OK`,
  node: (r) => `GET /healthz 200 ${r.int(0, 2)}ms`,
  dotnet: (r) =>
    `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET http://localhost:8080/health - 200 - text/plain ${r.int(0, 1)}.${r.int(1000, 9999)}ms`,
  ruby: (r) => `Completed 200 OK in ${r.int(0, 2)}ms (ActiveRecord: 0.${r.int(1, 9)}ms) GET /up`,
  nginx: (r) => `10.${r.int(0, 3)}.0.1 - - "GET /nginx-health HTTP/1.1" 200 2 rt=0.000 "kube-probe/1.29"`,
  cpp: (r) => `I1130 health.cc:${r.int(18, 24)}] /healthz ok uptime=${r.int(3600, 900000)}s`,
};

/** glog prefixes (I1130) get the real month, day and time; @@UNIX@@ becomes epoch seconds. */
function stamp(msg: string, at: number, tid: number): string {
  const d = new Date(at);
  const p2 = (n: number) => String(n).padStart(2, "0");
  const out = msg.replace(/@@UNIX@@/g, String(Math.floor(at / 1000)));
  const m = /^([IWEF])1130 (.*)$/.exec(out);
  if (!m) return out;
  const hms = `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, "0")}${String((at * 7) % 1000).padStart(3, "0")}`;
  return `${m[1]}${p2(d.getUTCMonth() + 1)}${p2(d.getUTCDate())} ${hms} ${String(tid).padStart(7)} ${m[2]}`;
}

const gap = (r: Rng, perMin: number) => (-Math.log(1 - r.next()) * 60000) / perMin;

export function buildWindow(
  r: Rng,
  estate: Estate,
  fmt: Format,
  o: {
    startMs: number;
    minutes: number;
    incidentAt: number | null;
    spec: Spec | null;
    drop: Set<string>;
    load: number;
  },
): Window {
  const end = o.minutes * 60000;
  const evs: Ev[] = [];
  const spec = o.spec;
  const inc = o.incidentAt;
  const trace = () => (estate.traced ? r.hex(16) : undefined);
  const push = (e: Ev) => {
    if (e.t >= 0 && e.t < end) evs.push(e);
  };
  const rate = (perMin: number, from: number, to: number, f: (t: number) => void) => {
    if (perMin <= 0) return;
    for (let t = from + gap(r, perMin); t < to; t += gap(r, perMin)) f(t);
  };

  // own chatter and health checks
  for (const s of estate.svcs) {
    for (const solo of s.solo)
      rate(solo.perMin * o.load, 0, end, (t) => push({ t, svc: s.name, lvl: solo.lvl, msg: solo.msg(r), base: true }));
    if (s.health) {
      const h = HEALTH[s.rt] ?? HEALTH.go;
      for (let t = r.int(0, s.health * 1000); t < end; t += s.health * 1000 + r.int(-40, 40))
        push({ t, svc: s.name, lvl: "INFO", msg: h ? h(r) : "ok", base: true });
    }
  }
  // request flows
  for (const f of estate.flows) {
    const touches = spec ? f.steps.some((st) => st.svc === spec.origin) : false;
    rate(f.perMin * o.load, 0, end, (t) => {
      if (spec && inc !== null && t >= inc && touches && r.chance(spec.quiet ? 1 : (spec.damp ?? 0.6))) return;
      const id = trace();
      for (const st of f.steps)
        push({
          t: t + st.dt + r.int(0, 15),
          svc: st.svc,
          lvl: st.lvl ?? "INFO",
          msg: st.msg(r),
          trace: id,
          base: true,
        });
    });
  }
  // the noisy service, from the first minute
  const n = estate.noisy;
  rate(n.perMin, 0, end, (t) => push({ t, svc: n.svc, lvl: n.lvl, msg: n.msg(r) }));
  // deprecations (at start-up of each worker) and retries that succeed
  for (const d of estate.deprecations) {
    const k = r.int(1, 3);
    for (let i = 0; i < k; i++) push({ t: r.int(0, end - 1), svc: d.svc, lvl: "WARN", msg: d.msg });
  }
  for (const rt of estate.retries) {
    rate(r.int(2, 5) / 10, 0, end, (t) => {
      push({ t, svc: rt.svc, lvl: "WARN", msg: rt.warn(r), trace: trace() });
      push({ t: t + r.int(300, 2500), svc: rt.svc, lvl: "INFO", msg: rt.ok(r) });
    });
  }
  // an unrelated deploy or config reload near the failure (or mid-window)
  const candidates = estate.deploys.filter((d) => !o.drop.has(d.svc) && d.svc !== spec?.origin);
  const dep = r.pick(candidates);
  const near = inc ?? r.int(end / 4, (3 * end) / 4);
  const dt = Math.min(end - 60000, Math.max(30000, near + r.int(-150, 90) * 1000));
  dep.lines.forEach((m, i) => {
    push({ t: dt + i * r.int(200, 1500), svc: dep.svc, lvl: "INFO", msg: m(r) });
  });
  // harmless episodes
  const eps = EPISODES[estate.key] ?? [];
  const nEp = spec ? 1 : r.int(2, 3);
  for (let i = 0; i < nEp; i++) {
    const ep = r.pick(eps);
    if (ep.svc === spec?.origin) continue;
    const from = r.int(30000, Math.max(40000, end - ep.durS * 1000 - 10000));
    rate(ep.perMin, from, from + ep.durS * 1000, (t) =>
      push({ t, svc: ep.svc, lvl: ep.lvl, msg: ep.msg(r), trace: trace() }),
    );
    if (ep.after) push({ t: from + ep.durS * 1000 + r.int(1000, 20000), svc: ep.svc, lvl: "INFO", msg: ep.after(r) });
  }
  // the failure
  if (spec && inc !== null) {
    for (const p of spec.pre ?? [])
      push({ t: inc + p.off * 1000 + r.int(0, 900), svc: p.svc, lvl: p.lvl, msg: p.msg(r) });
    for (const em of spec.ems) {
      const from = inc + (em.delay ?? 0) * 1000 + r.int(200, 4000);
      const emit = (t: number) => {
        const withStack = em.stack && r.chance(em.stackP ?? 1);
        push({
          t,
          svc: em.svc,
          lvl: em.lvl,
          msg: em.msg(r),
          stack: withStack && em.stack ? em.stack(r) : undefined,
          trace: em.svc === spec.origin && !estate.traced ? undefined : trace(),
        });
      };
      if (em.every) for (let t = from; t < end; t += em.every * 1000 + r.int(-3000, 3000)) emit(t);
      else rate(em.perMin, from, end, emit);
    }
  }

  const kept = evs.filter((e) => {
    if (o.drop.has(e.svc)) return false;
    if (spec?.quiet && inc !== null && e.svc === spec.origin && e.base && e.t >= inc) return false;
    return true;
  });
  const skew = new Map<string, number>();
  const hosts = new Map<string, string>();
  const services = estate.svcs.map((s) => s.name).filter((s) => !o.drop.has(s));
  for (const s of services) {
    skew.set(s, r.int(-300, 300));
    hosts.set(s, `${s}-${r.hex(9).slice(0, 9)}-${r.hex(5)}`);
  }
  const rt = new Map(estate.svcs.map((s) => [s.name, s.rt]));
  const tids = new Map(services.map((s) => [s, r.int(1, 4000)]));
  const printed: Printed[] = kept.map((e) => {
    const at = o.startMs + Math.round(e.t) + (skew.get(e.svc) ?? 0);
    return {
      at,
      svc: e.svc,
      level: e.lvl,
      msg: stamp(e.msg, at, tids.get(e.svc) ?? 1),
      stack: e.stack?.map((l) => stamp(l, at, 1)),
      trace: e.trace,
      runtime: rt.get(e.svc) ?? "custom",
      host: hosts.get(e.svc) ?? e.svc,
    };
  });
  printed.sort((a, b) => a.at - b.at);
  const pad = Math.max(...services.map((s) => s.length)) + 3;
  const lines: string[] = [];
  for (const p of printed) lines.push(...render(p, fmt, estate.namespace, pad));
  return { startMs: o.startMs, minutes: o.minutes, incidentMs: inc === null ? null : o.startMs + inc, lines, services };
}

/** Lines per minute the estate's baseline writes at load 1 (to aim a window at a size). */
export function baselinePerMin(estate: Estate): number {
  let n = estate.noisy.perMin;
  for (const s of estate.svcs) {
    n += s.solo.reduce((a, x) => a + x.perMin, 0);
    if (s.health) n += 60 / s.health;
  }
  for (const f of estate.flows) n += f.perMin * f.steps.length;
  return n;
}
