// Builds one window: traffic, background, the noise kinds and an optional failure, then skews, sorts and renders it.
import type { Ctx, Estate } from "./ctx.js";
import { type Format, type Level, type Rec, render } from "./formats.js";
import type { Incident } from "./incidents.js";
import type { QuietKind } from "./quiet.js";
import type { Rng } from "./rng.js";

export interface WindowSpec {
  estate: Estate;
  format: Format;
  t0: number;
  minutes: number;
  requests: number;
  noise: { kind: QuietKind; a: number; b: number }[];
  deploy: { svc: string; t: number };
  incident?: { inc: Incident; start: number };
}

export function buildWindow(spec: WindowSpec, r: Rng): string[] {
  const t1 = spec.t0 + spec.minutes * 60000;
  const recs: Rec[] = [];
  let own = false;
  const c: Ctx = {
    r,
    t0: spec.t0,
    t1,
    emit(t: number, svc: string, level: Level, msg: string, req?: string) {
      recs.push({ t, svc, level, msg, ...(req ? { req } : {}), ...(own ? { own: true } : {}) });
    },
    rid: () => (spec.estate.ids ? r.hex(12) : undefined),
  };
  const e = spec.estate;
  const total = e.flows.reduce((s, f) => s + f.weight, 0);
  const inc = spec.incident;
  for (let i = 0; i < spec.requests; i++) {
    const t = spec.t0 + Math.floor(r.next() * (t1 - spec.t0));
    const x = r.next() * total;
    let acc = 0;
    const flow =
      e.flows.find((f) => {
        acc += f.weight;
        return x < acc;
      }) ?? e.flows[0];
    if (!flow) continue;
    const req = c.rid();
    if (inc && t >= inc.start && inc.inc.affects.includes(flow.name) && r.chance(inc.inc.rate)) {
      own = true;
      inc.inc.fail(c, t, req, flow.name);
      own = false;
    } else flow.run(c, t, req);
  }
  e.background(c);
  for (const n of spec.noise) n.kind.run(c, n.a, n.b);
  e.deploy(c, spec.deploy.t, spec.deploy.svc);
  if (inc) {
    own = true;
    inc.inc.origin_side(c, inc.start, t1);
    own = false;
  }
  const skew = new Map(e.services.map((s) => [s, r.int(-300, 300)]));
  const kept = recs.filter((x) => {
    if (x.t < spec.t0 || x.t >= t1) return false;
    if (inc?.inc.silence && x.svc === inc.inc.origin && x.t >= inc.start && !x.own) return false;
    return true;
  });
  kept.forEach((x, i) => {
    x.p = x.t + (skew.get(x.svc) ?? 0);
    x.t = i;
  });
  kept.sort((a, b) => (a.p ?? 0) - (b.p ?? 0) || a.t - b.t);
  return render(spec.format, kept, e.ns);
}
