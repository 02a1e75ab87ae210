// Builds one aggregated window: background traffic of an estate, the failure (if any) and the printed,
// skewed, time-sorted lines in the chosen format.
import { deployLines, type Estate } from "./estates.js";
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { IncidentSpec } from "./incidents.js";
import type { QuietTwist } from "./quiet.js";
import { fill, fillSticky, type Rng } from "./rng.js";

export interface Ev {
  t: number; // true epoch ms
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  /** Part of the failure itself (never suppressed when the origin goes quiet). */
  failure?: boolean;
}

export interface Window {
  est: Estate;
  fmt: Format;
  start: number;
  durMs: number;
  targetLines: number;
  faultAt: number | null; // true epoch ms
  spec?: IncidentSpec;
  twist?: QuietTwist;
}

export interface Ctx {
  r: Rng;
  w: Window;
  svcs: Set<string>;
  push: (e: Ev) => void;
  traceId: () => string | undefined;
}

const poisson = (r: Rng, rate: number) => -Math.log(1 - r.next()) / rate;

export function buildWindow(w: Window, r: Rng): string[] {
  const { est, spec } = w;
  const end = w.start + w.durMs;
  // services: everything the failure needs, then random others up to 8-10
  const need = new Set<string>();
  if (spec) {
    need.add(spec.origin);
    for (const e of spec.emits) need.add(e.svc);
    for (const o of spec.once ?? []) need.add(o.svc);
  }
  for (const s of w.twist?.svcs ?? []) need.add(s);
  const others = r.shuffle(est.services.map((s) => s.name).filter((n) => !need.has(n)));
  const size = Math.max(need.size, r.int(8, 10));
  const svcs = new Set<string>([...need, ...others.slice(0, size - need.size)]);
  const skew = new Map<string, number>([...svcs].map((s) => [s, r.int(-300, 300)]));
  const evs: Ev[] = [];
  const traceId = () => (est.traced ? (est.key === "tidewater" ? r.hex(32) : r.hex(16)) : undefined);
  const push = (e: Ev) => {
    if (svcs.has(e.svc) && e.t >= w.start && e.t < end) evs.push(e);
  };
  const ctx: Ctx = { r, w, svcs, push, traceId };
  const active = (t: number) => w.faultAt !== null && t >= w.faultAt;

  // request traffic
  const flows = est.flows.map((f) => f.filter((s) => svcs.has(s.svc))).filter((f) => f.length > 0);
  const avg = flows.reduce((s, f) => s + f.length, 0) / flows.length;
  const reqRate = ((w.targetLines / (w.durMs / 1000)) * 0.72) / avg;
  for (
    let t = w.start + poisson(r, reqRate) * 1000;
    t < end;
    t += poisson(r, reqRate * (w.twist?.kind === "surge" && t > w.start + w.durMs / 2 ? 1.6 : 1)) * 1000
  ) {
    const f = r.pick(flows);
    if (spec && active(t) && f.some((s) => s.svc === spec.origin) && r.chance(0.6)) continue;
    const tr = traceId();
    const ids = new Map<string, string>();
    let at = t;
    for (const s of f) {
      push({ t: Math.round(at), svc: s.svc, level: "info", msg: fillSticky(s.msg, r, ids), trace: tr });
      at += r.int(3, 45);
    }
  }
  // standalone service lines and health probes
  for (const s of est.services) {
    if (!svcs.has(s.name)) continue;
    const every = r.pick([15, 20, 30]) * 1000;
    for (let t = w.start + r.int(0, every); t < end; t += every + r.int(-400, 400)) {
      if (s.health) push({ t, svc: s.name, level: "info", msg: fill(s.health, r) });
    }
    for (let t = w.start + r.int(0, 30000); t < end; t += r.int(20000, 70000)) {
      push({ t, svc: s.name, level: "info", msg: fill(r.pick(s.info), r) });
    }
  }
  for (const j of est.jobs) {
    for (let t = w.start + r.int(0, j.every * 1000); t < end; t += j.every * 1000 + r.int(-900, 900)) {
      for (const [i, m] of j.msgs.entries())
        push({ t: t + i * r.int(200, 3000), svc: j.svc, level: "info", msg: fill(m, r) });
    }
  }
  // the noisy service: a constant harmless complaint from the first minute
  const noisyPool = est.noisy.filter((n) => svcs.has(n.svc) && n.svc !== spec?.origin);
  const noisy = noisyPool.length ? r.pick(noisyPool) : undefined;
  if (noisy) {
    const gap = r.int(3000, 9000);
    for (let t = w.start + r.int(500, 8000); t < end; t += gap + r.int(-1500, 1500)) {
      push({ t, svc: noisy.svc, level: noisy.level, msg: fill(r.pick(noisy.msgs), r) });
    }
  }
  // everyday domain rejections, deprecations, retries that succeed
  const domain = est.domain.filter((d) => svcs.has(d.svc));
  for (let t = w.start + poisson(r, 1 / 9) * 1000; t < end && domain.length; t += poisson(r, 1 / 9) * 1000) {
    const d = r.pick(domain);
    push({ t, svc: d.svc, level: d.level, msg: fill(d.msg, r), trace: traceId() });
  }
  for (const d of est.deprecations) {
    for (let t = w.start + r.int(1000, 60000); t < end; t += r.int(180000, 320000))
      push({ t, svc: d.svc, level: "warn", msg: d.msg });
  }
  for (let t = w.start + poisson(r, 1 / 70) * 1000; t < end; t += poisson(r, 1 / 70) * 1000) {
    const x = r.pick(est.retries);
    const tr = traceId();
    push({ t, svc: x.svc, level: "warn", msg: x.warn, trace: tr });
    push({ t: t + r.int(250, 1600), svc: x.svc, level: "info", msg: x.ok, trace: tr });
  }
  // an unrelated deploy or config reload somewhere near the fault (or mid-window when quiet)
  const busy = new Set<string>(need);
  const bystanders = est.services.filter((s) => svcs.has(s.name) && !busy.has(s.name));
  const by = r.pick(bystanders);
  const near = (w.faultAt ?? w.start + w.durMs / 2) + r.pick([-1, 1]) * r.int(40, 150) * 1000;
  const ver = `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 9)}`;
  for (const [i, l] of deployLines(by.rt, by.name, ver).entries())
    push({ t: near + i * r.int(300, 2500), svc: by.name, ...l });

  if (w.twist) w.twist.apply(ctx);
  if (spec && w.faultAt !== null) addFailure(ctx, spec, w.faultAt, end);

  // origin going quiet / thinning out
  let kept = evs;
  if (spec && w.faultAt !== null) {
    const drop = spec.silent ? 1 : (spec.suppress ?? 0.35);
    const fa = w.faultAt;
    kept = evs.filter((e) => e.failure || e.svc !== spec.origin || e.t < fa || e.level !== "info" || !r.chance(drop));
  }
  const printed: Printed[] = kept.map((e) => ({ ...e, ts: e.t + (skew.get(e.svc) ?? 0), ns: est.ns }));
  const order = printed.map((p, i) => [p, i] as const).sort((a, b) => a[0].ts - b[0].ts || a[1] - b[1]);
  const pad = Math.max(...[...svcs].map((s) => s.length + 2));
  return order.flatMap(([p]) => render(w.fmt, p, pad));
}

function addFailure(ctx: Ctx, spec: IncidentSpec, at: number, end: number): void {
  const { r, push } = ctx;
  for (let t = at + poisson(r, spec.rate) * 1000; t < end; t += poisson(r, spec.rate) * 1000) {
    // first half-minute ramps up
    if (t - at < 30000 && r.chance(0.5)) continue;
    const tr = ctx.traceId();
    const ids = new Map<string, string>();
    let callerAt = t + r.int(5, 400);
    for (const e of spec.emits) {
      if (!r.chance(e.p ?? 1)) continue;
      const isOrigin = e.svc === spec.origin;
      if (!isOrigin) callerAt += r.int(20, 900);
      const base = isOrigin ? t + r.int(0, 30) : callerAt;
      for (let k = 0; k < (e.repeat ?? 1); k++) {
        push({
          t: base + k * r.int(250, 1800),
          svc: e.svc,
          level: e.level,
          msg: fillSticky(r.pick(e.msgs), r, ids),
          stack: e.stack?.map((l) => fillSticky(l, r, ids)),
          trace: tr,
          failure: true,
        });
      }
    }
  }
  for (const o of spec.once ?? []) {
    push({
      t: at + o.dt * 1000 + r.int(0, 900),
      svc: o.svc,
      level: o.level,
      msg: fill(o.msg, r),
      stack: o.stack?.map((l) => fill(l, r)),
      failure: true,
    });
  }
}
