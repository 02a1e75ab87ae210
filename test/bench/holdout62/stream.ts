// Builds one aggregated window: background traffic of an estate, an optional failure, clock skew, sorted by printed time.
import { deployLines, type Estate } from "./estates.js";
import { type Format, type LogEvent, render } from "./formats.js";
import type { IncidentSpec } from "./incidents.js";
import { quietBurst } from "./quiet.js";
import type { Rng } from "./rng.js";

export interface WindowPlan {
  estate: Estate;
  format: Format;
  t0: number;
  durSec: number;
  targetLines: number;
  incident?: { spec: IncidentSpec; startMs: number };
}

interface Raw extends Omit<LogEvent, "t"> {
  at: number;
}

export function buildWindow(p: WindowPlan, r: Rng): string[] {
  const { estate: e, t0, durSec } = p;
  const end = t0 + durSec * 1000;
  const svcs = Object.keys(e.services);
  const skew = new Map(svcs.map((s) => [s, r.int(-300, 300)]));
  const pods = new Map(svcs.map((s) => [s, Array.from({ length: r.int(1, 3) }, () => `${s}-${r.hex(9)}-${r.hex(5)}`)]));
  const inc = p.incident;
  const origin = inc?.spec.origin;
  const out: Raw[] = [];
  const push = (at: number, svc: string, level: Raw["level"], msg: string, extra: Partial<Raw> = {}) => {
    if (at < t0 || at >= end) return;
    out.push({ at, svc, level, msg, pod: r.pick(pods.get(svc) ?? [svc]), ...extra });
  };
  /** the origin's normal lines thin out (or stop) once the failure begins */
  const silenced = (svc: string, at: number) => !!inc && svc === origin && at >= inc.startMs && r.chance(inc.spec.drop);

  // periodic jobs, health checks, deprecation warnings
  for (const pj of e.periodic) {
    for (let at = t0 + r.int(0, pj.every * 1000); at < end; at += pj.every * 1000 * (0.9 + r.next() * 0.2)) {
      if (!silenced(pj.svc, at)) push(at, pj.svc, pj.level, pj.msg(r));
    }
  }
  // rare domain noise
  for (const rn of e.rare) {
    for (let at = t0 + r.next() * rn.every * 1000; at < end; at += -Math.log(1 - r.next()) * rn.every * 1000) {
      if (!silenced(rn.svc, at)) push(at, rn.svc, rn.level, rn.msg(r));
    }
  }
  // the constantly noisy service, from the first minute
  for (let at = t0 + r.int(500, 20000); at < end; at += e.noisy.every * 1000 * (0.5 + r.next())) {
    if (!silenced(e.noisy.svc, at)) push(at, e.noisy.svc, e.noisy.level, e.noisy.msg(r));
  }
  // retries that succeed
  for (const rt of e.retries) {
    for (let at = t0 + r.next() * rt.every * 1000; at < end; at += -Math.log(1 - r.next()) * rt.every * 1000) {
      if (silenced(rt.svc, at)) continue;
      push(at, rt.svc, "warn", rt.warn(r));
      push(at + r.int(150, 900), rt.svc, "info", rt.ok(r));
    }
  }
  // an unrelated release or config reload somewhere near the middle / the failure
  const pivot = inc ? inc.startMs : t0 + durSec * 500;
  const others = svcs.filter((s) => s !== origin && s !== e.noisy.svc);
  const dsvc = r.pick(others);
  const dAt = pivot + r.int(-150, 150) * 1000;
  for (const [dt, lvl, msg] of deployLines(dsvc, e.services[dsvc] ?? "go", r)) push(dAt + dt, dsvc, lvl, msg);
  const csvc = r.pick(others.filter((s) => s !== dsvc));
  push(
    t0 + r.int(60, Math.max(61, durSec - 60)) * 1000,
    csvc,
    "info",
    r.pick([
      "feature flags refreshed: 212 flags, 3 changed",
      "config reloaded (watch event on /etc/config/app.yaml)",
      "TLS certificate reloaded, expires in 61 days",
    ]),
  );
  if (!inc) {
    const n = r.int(1, 2);
    for (let i = 0; i < n; i++)
      for (const x of quietBurst(e.key, t0 + r.int(60, durSec - 60) * 1000, r)) push(x.at, x.svc, x.level, x.msg);
  }
  // the failure itself
  if (inc) {
    const s = inc.spec;
    for (const [sec, lvl, msg] of s.pre ?? []) push(inc.startMs + sec * 1000, s.origin, lvl, msg);
    for (const l of s.lines) {
      let n = 0;
      for (
        let at = inc.startMs + (l.from ?? 0) * 1000 + r.int(0, 1500);
        at < end;
        at += l.every * 1000 * (0.4 + r.next() * 1.2)
      ) {
        if (l.max !== undefined && n >= l.max) break;
        n++;
        push(at, l.svc, l.level, l.msg(r), l.stack ? { stack: l.stack(r) } : {});
      }
    }
  }
  // request flows fill the rest of the budget
  const stackLines = out.reduce((a, x) => a + 1 + (x.stack ? x.stack.split("\n").length : 0), 0);
  const wsum = e.flows.reduce((a, f) => a + f.w, 0);
  const avgSteps = e.flows.reduce((a, f) => a + f.w * f.steps.length, 0) / wsum;
  const budget = Math.max(p.targetLines - stackLines, durSec);
  const rate = budget / durSec / avgSteps;
  for (let at = t0 + r.int(0, 500); at < end; at += -Math.log(1 - r.next()) * (1000 / rate)) {
    const pickW = r.next() * wsum;
    let acc = 0;
    const flow =
      e.flows.find((f) => {
        acc += f.w;
        return pickW < acc;
      }) ?? e.flows[0];
    if (!flow) break;
    if (
      inc &&
      at >= inc.startMs &&
      flow.steps.some(([svc]) => svc === origin) &&
      r.chance(Math.max(inc.spec.drop, 0.5))
    )
      continue;
    const trace = e.tracing ? r.hex(16) : undefined;
    // the entry service logs its access line when the response goes out, after the hops it called
    const [head, ...hops] = flow.steps;
    let t = at;
    for (const [svc, msg] of hops) {
      t += r.int(2, 45);
      push(t, svc, "info", msg(r), trace ? { trace } : {});
    }
    if (head) push(hops.length ? t + r.int(3, 30) : at, head[0], "info", head[1](r), trace ? { trace } : {});
  }
  const events: LogEvent[] = out.map(({ at, ...rest }) => ({ ...rest, t: Math.round(at) + (skew.get(rest.svc) ?? 0) }));
  events.sort((a, b) => a.t - b.t);
  const width = Math.max(...svcs.map((s) => s.length + 2)) + 1;
  return events.flatMap((ev) => render(p.format, ev, e.ns, width));
}
