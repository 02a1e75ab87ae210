// Builds one aggregated stream: baseline traffic, health checks, periodic jobs, the estate's constant noise,
// deprecation warnings, retries that succeed, an unrelated deploy, plus the scenario's own events; then
// applies per-service clock skew, sorts by printed time and renders one format.
import { deployLine, type Estate, healthLine, type Line } from "./estates.js";
import { type Ev, type Format, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface StreamPlan {
  estate: Estate;
  fmt: Format;
  start: number;
  minutes: number;
  services: string[];
  baselineLines: number;
  /** service whose baseline stops (`stop`) or thins (`thin`) from `at` on */
  muted: { svc: string; at: number; mode: "stop" | "thin" | "keep" }[];
  deployAt: number;
  deploySvc: string;
  noiseSvc: string;
  extra: Ev[];
}

export function buildStream(p: StreamPlan, r: Rng): { text: string; lines: number } {
  const end = p.start + p.minutes * 60_000;
  const evs: Ev[] = [];
  const svcs = p.estate.services.filter((s) => p.services.includes(s.name));
  const wsum = svcs.reduce((a, s) => a + s.weight, 0);
  const trace = () => (p.estate.traceIds ? r.hex(16) : undefined);
  const pod = new Map(svcs.map((s) => [s.name, `${s.name}-${r.hex(9)}-${r.hex(5)}`]));
  const push = (t: number, svc: string, l: Line, tr?: string, stack?: string) =>
    evs.push({ t, svc, level: l[0], msg: l[1], trace: tr, stack, pod: pod.get(svc) });
  const muted = (svc: string, t: number) => {
    const m = p.muted.find((x) => x.svc === svc);
    if (!m || t < m.at || m.mode === "keep") return false;
    return m.mode === "stop" || r.chance(0.75);
  };
  for (const s of svcs) {
    const perMs = (p.baselineLines * s.weight) / wsum / (p.minutes * 60_000);
    let t = p.start + r.next() / perMs;
    while (t < end) {
      // traffic follows a gentle wave so minutes differ
      const wave = 1 + 0.25 * Math.sin((t - p.start) / 97_000 + s.weight);
      if (!muted(s.name, t)) {
        const tr = s.calls ? trace() : undefined;
        push(t, s.name, s.gen(r), tr);
        const callee = svcs.find((x) => x.name === s.calls);
        if (callee && tr && !muted(callee.name, t)) push(t + r.int(2, 60), callee.name, callee.gen(r), tr);
      }
      t += (-Math.log(1 - r.next()) / perMs) * (1 / wave);
    }
    if (s.health) {
      for (let h = p.start + r.int(0, 10_000); h < end; h += 10_000 + r.int(-40, 40))
        if (!muted(s.name, h) && r.chance(0.5)) push(h, s.name, healthLine(s, r));
    }
  }
  for (const j of p.estate.jobs) {
    if (!p.services.includes(j.svc)) continue;
    for (let t = p.start + r.int(5, j.every) * 1000; t < end; t += j.every * 1000 + r.int(-900, 900))
      if (!muted(j.svc, t)) push(t, j.svc, j.line(r));
  }
  const noise = p.estate.noise.find((n) => n.svc === p.noiseSvc) ?? p.estate.noise[0];
  for (let t = p.start + r.int(200, 4000); t < end; t += (60_000 / noise.perMin) * (0.5 + r.next()))
    push(t, noise.svc, noise.line(r));
  for (const d of p.estate.deprecations) {
    if (!p.services.includes(d.svc)) continue;
    for (let k = r.int(1, 3); k > 0; k--) push(p.start + r.int(0, p.minutes * 60_000 - 1), d.svc, ["warn", d.msg]);
  }
  for (const rt of p.estate.retries) {
    if (!p.services.includes(rt.svc)) continue;
    for (let k = r.int(2, 5); k > 0; k--) {
      const t = p.start + r.int(0, p.minutes * 60_000 - 5000);
      const tr = trace();
      const pair = rt.line(r, r.int(180, 2400));
      for (let i = 0; i < pair.length; i++) push(t + i * r.int(150, 2500), rt.svc, pair[i], tr);
    }
  }
  const ds = svcs.find((s) => s.name === p.deploySvc);
  if (ds) {
    push(p.deployAt - r.int(2000, 9000), ds.name, ["info", "Received SIGTERM, draining connections (rolling update)"]);
    push(p.deployAt, ds.name, deployLine(ds, r));
  }
  const own = new Set<Ev>();
  for (const e of p.extra) {
    const x = { ...e, pod: e.pod ?? pod.get(e.svc) };
    own.add(x);
    evs.push(x);
  }
  const silenced = (e: Ev) => !own.has(e) && p.muted.some((m) => m.mode === "stop" && e.svc === m.svc && e.t >= m.at);
  const skew = new Map(svcs.map((s) => [s.name, r.int(-300, 300)]));
  const printed = evs
    .filter((e) => e.t >= p.start && e.t < end && !silenced(e))
    .map((e) => ({ e, pt: Math.round(e.t + (skew.get(e.svc) ?? 0)) }))
    .sort((a, b) => a.pt - b.pt);
  const pad = Math.max(...svcs.map((s) => s.name.length)) + 3;
  const out = printed.map(({ e, pt }) => render(p.fmt, e, pt, p.estate.ns, pad));
  const text = `${out.join("\n")}\n`;
  return { text, lines: text.split("\n").length - 1 };
}
