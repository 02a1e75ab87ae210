// Builds one aggregated window: baseline traffic, noise, deploys, the failure story, skewed clocks, one format.
import { deployLines, type Estate, healthLine } from "./estates.js";
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { Group, IncidentSpec } from "./incidents.js";
import type { QuietSpec } from "./quiet.js";
import { chance, fill, gap, hex, int, pick, type Rng } from "./rng.js";

interface Ev {
  t: number;
  seq: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
}

export interface WindowPlan {
  est: Estate;
  fmt: Format;
  startMs: number;
  winSec: number;
  /** seconds from window start, for incidents */
  faultAt: number | null;
  spec: IncidentSpec | null;
  quiet: QuietSpec | null;
  targetLines: number;
}

export function buildWindow(r: Rng, plan: WindowPlan): string[] {
  const { est, spec, winSec } = plan;
  const svcs = Object.keys(est.svcs);
  const skew: Record<string, number> = {};
  for (const s of svcs) skew[s] = int(r, -300, 300);
  const evs: Ev[] = [];
  let seq = 0;
  const T0 = plan.startMs;
  const end = T0 + winSec * 1000;
  const fault = plan.faultAt === null ? null : T0 + plan.faultAt * 1000;
  const origin = spec?.origin ?? null;
  const quietShare = spec ? (spec.quiet ?? 0.5) : 0;
  const traceId = () => {
    switch (est.traces) {
      case "hex12":
        return hex(r, 12);
      case "w3c":
        return hex(r, 32);
      case "uuid":
        return `${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-${pick(r, ["8", "9", "a", "b"])}${hex(r, 3)}-${hex(r, 12)}`;
      case "none":
        return undefined;
    }
  };
  const push = (t: number, svc: string, level: Level, tpl: string, stack?: string, trace?: string) => {
    if (t < T0 || t >= end) return;
    evs.push({
      t,
      seq: seq++,
      svc,
      level,
      msg: unwrap(fill(r, tpl)),
      stack: stack ? fill(r, stack) : undefined,
      trace,
    });
  };
  const afterFault = (t: number) => fault !== null && t >= fault;
  const silenced = (svc: string, t: number) => svc === origin && afterFault(t) && chance(r, spec?.quiet ?? 0);

  // request flows, scaled to the target size
  const flowRate = est.flows.reduce((s, f) => s + f.perMin * f.parts.length, 0);
  const fixedRate = est.noise.reduce((s, n) => s + n.perMin, 0) + svcs.length * 2.5 + est.noisy.perMin + 6;
  const scale = Math.max(0.4, (plan.targetLines / (winSec / 60) - fixedRate) / flowRate);
  for (const f of est.flows) {
    const touchesOrigin = origin !== null && f.parts.some(([s]) => s === origin);
    for (let t = T0 + gap(r, f.perMin * scale) * 1000; t < end; t += gap(r, f.perMin * scale) * 1000) {
      if (touchesOrigin && afterFault(t) && chance(r, quietShare)) continue;
      const tr = traceId();
      let at = t;
      for (const [svc, level, tpl] of f.parts) {
        push(at, svc, level, tpl, undefined, tr);
        at += int(r, 3, 140);
      }
    }
  }
  for (const n of est.noise) {
    for (let t = T0 + gap(r, n.perMin) * 1000; t < end; t += gap(r, n.perMin) * 1000)
      if (!silenced(n.svc, t)) push(t, n.svc, n.level, pick(r, n.tpl));
  }
  // the always-noisy service, from the first seconds
  {
    const n = est.noisy;
    for (let t = T0 + int(r, 500, 8000); t < end; t += gap(r, n.perMin) * 1000) push(t, n.svc, n.level, pick(r, n.tpl));
  }
  for (const d of est.domain) {
    for (let t = T0 + gap(r, d.perMin) * 1000; t < end; t += gap(r, d.perMin) * 1000)
      push(t, d.svc, d.level, pick(r, d.tpl));
  }
  for (const pj of est.periodic) {
    for (let t = T0 + int(r, 1000, pj.everySec * 1000); t < end; t += pj.everySec * 1000 + int(r, -400, 400))
      if (!silenced(pj.svc, t)) push(t, pj.svc, pj.level, pj.tpl);
  }
  // health checks
  for (const s of svcs) {
    const rt = est.svcs[s] ?? "go";
    const every = int(r, 15, 30) * 1000;
    for (let t = T0 + int(r, 0, every); t < end; t += every + int(r, -200, 200))
      if (!(s === origin && afterFault(t) && (spec?.quiet ?? 0) >= 1))
        push(t, s, rt === "go" ? "DEBUG" : "INFO", healthLine(rt, s));
  }
  // deprecation warnings at start-up of the window and once more later
  for (const [svc, level, tpl] of est.deprecations) {
    push(T0 + int(r, 2000, 50000), svc, level, tpl);
    push(T0 + int(r, 120000, winSec * 1000), svc, level, tpl);
  }
  // retries that succeed
  for (let t = T0 + gap(r, 0.7) * 1000; t < end; t += gap(r, 0.7) * 1000) {
    const [a, b] = pick(r, est.retries);
    const tr = traceId();
    push(t, a[0], a[1], a[2], undefined, tr);
    push(t + int(r, 2000, 6000), b[0], b[1], b[2], undefined, tr);
  }
  // an unrelated rollout or config reload near the interesting minute
  {
    const others = svcs.filter((s) => s !== origin && s !== est.noisy.svc);
    const who = pick(r, others);
    const ref = fault ?? T0 + int(r, 200, winSec - 120) * 1000;
    const at = ref + (chance(r, 0.5) ? -1 : 1) * int(r, 45, 200) * 1000;
    const ver = `${int(r, 1, 9)}.${int(r, 0, 40)}.${int(r, 0, 12)}`;
    if (chance(r, 0.3))
      push(at, who, "INFO", `config reloaded from /etc/${who}/${who}.yaml (${int(r, 1, 4)} keys changed)`);
    else {
      let i = 0;
      for (const l of deployLines(est.svcs[who] ?? "go", who, ver)) push(at + i++ * int(r, 200, 2500), who, "INFO", l);
    }
  }
  // the origin's own change just before the failure
  if (spec?.change && fault !== null) {
    const at = fault - int(r, 20, 90) * 1000;
    const ver = `${int(r, 2, 7)}.${int(r, 0, 30)}.${int(r, 0, 9)}`;
    if (spec.cat === "configuration" && (spec.quiet ?? 0) < 1 && chance(r, 0.5))
      push(
        at,
        origin ?? "",
        "INFO",
        `configuration reloaded (ConfigMap ${origin}-config rev ${int(r, 20, 90)}, 2 keys changed)`,
      );
    else {
      let i = 0;
      const ls = deployLines(est.svcs[origin ?? ""] ?? "go", origin ?? "", ver);
      // a release that cannot start never reports that it started
      for (const l of (spec.quiet ?? 0) >= 1 ? ls.slice(0, 1) : ls) push(at + i++ * 700, origin ?? "", "INFO", l);
    }
  }
  const groups = (gs: Group[], from: number) => {
    for (const g of gs) {
      const g0 = from + (g.lag ?? 0) * 1000 + int(r, 0, 4000);
      const gEnd = g.dur === undefined ? end : g0 + g.dur * 1000;
      for (let t = g0; t < gEnd; t += gap(r, g.perMin) * 1000) {
        const tr = traceId();
        let at = t;
        for (const part of g.parts) {
          at += part.dt ?? int(r, 4, 220);
          push(at, part.svc, part.level, part.tpl, part.stack, tr);
        }
      }
    }
  };
  if (spec && fault !== null) {
    groups(spec.groups, fault);
    for (const o of spec.once ?? []) push(fault + o.at * 1000, o.svc, o.level, o.tpl, o.stack);
  }
  if (plan.quiet) groups(plan.quiet.bursts, T0);

  const width = Math.max(...svcs.map((s) => s.length)) + 4;
  const printed = evs
    .map((e) => ({ at: e.t + (skew[e.svc] ?? 0), seq: e.seq, e }))
    .sort((a, b) => a.at - b.at || a.seq - b.seq);
  return printed.flatMap(({ at, e }) => {
    const pr: Printed = {
      at,
      svc: e.svc,
      level: e.level,
      msg: e.msg,
      stack: e.stack,
      trace: e.trace,
      ns: est.ns,
      width,
    };
    return render(plan.fmt, pr);
  });
}

/** Go services log key=value pairs; the envelope's level and msg become the line's own fields. */
function unwrap(m: string): string {
  const g = /^(?:level=\w+ )?msg="((?:[^"\\]|\\.)*)"(?: (.*))?$/.exec(m);
  if (!g) return m;
  const text = (g[1] ?? "").replace(/\\"/g, '"');
  return g[2] ? `${text} ${g[2]}` : text;
}
