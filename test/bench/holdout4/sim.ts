// Builds one scenario: picks the services, runs background traffic, noise, episodes and the failure mode, then
// renders every event through the layout with each service's clock skew and sorts by printed time.
import { chance, hex, int, pick, type Rng, rngFrom } from "../holdout3/kit.js";
import { ESTATES } from "./estates.js";
import { LAYOUTS } from "./layouts.js";
import { noisy } from "./noise.js";
import { background } from "./traffic.js";
import type { Ctx, Estate, Ev, Mode, Svc, SvcDef } from "./types.js";

export interface Spec {
  id: string;
  seed: number;
  estate: string;
  layout: string;
  /** window start (true time) */
  start: string;
  minutes: number;
  lines: number;
  /** how many services log in the window */
  nsvc: number;
  mode?: Mode;
  origin?: string;
  /** seconds from window start to the fault (negative: already under way) */
  lead?: number;
  /** extra episodes (deploys, blips, ...) run in the window */
  extras?: Array<(c: Ctx) => void>;
}

export interface Built {
  lines: string[];
  t0: number | null;
  services: string[];
}

const callersOf = (e: Estate, name: string) =>
  Object.entries(e.calls)
    .filter(([, cs]) => cs.includes(name))
    .map(([k]) => k);

function pickServices(r: Rng, e: Estate, spec: Spec, infraOk: boolean): SvcDef[] {
  const ok = (d: SvcDef) => infraOk || d.kind === "app" || (spec.layout === "cf-logs" && d.kind === "edge");
  const byName = new Map(e.services.map((d) => [d.name, d]));
  const chosen: SvcDef[] = [];
  const add = (n: string) => {
    const d = byName.get(n);
    if (d && ok(d) && !chosen.includes(d) && chosen.length < spec.nsvc) chosen.push(d);
  };
  if (spec.origin) {
    add(spec.origin);
    const direct = callersOf(e, spec.origin);
    for (const c of direct) add(c);
    for (const c of direct) for (const cc of callersOf(e, c)) add(cc);
  }
  for (const d of e.services) if (d.kind === "edge") add(d.name);
  const rest = e.services.filter((d) => !chosen.includes(d));
  while (rest.length) add(rest.splice(Math.floor(r() * rest.length), 1)[0].name);
  return chosen;
}

/** builds the scenario; the failure's own lines are kept to at most ~40% of the target size */
export function build(spec: Spec): Built {
  let scale = 1;
  for (let i = 0; i < 4; i++) {
    const b = once(spec, scale);
    if (b.own <= spec.lines * 0.4) return b;
    scale *= (spec.lines * 0.36) / b.own;
  }
  return once(spec, scale);
}

function once(spec: Spec, scale: number): Built & { own: number } {
  const r = rngFrom(spec.seed);
  const e = ESTATES[spec.estate];
  const lay = LAYOUTS[spec.layout];
  if (!e || !lay) throw new Error(`${spec.id}: unknown estate/layout`);
  const defs = pickServices(r, e, spec, lay.infra);
  if (spec.origin && !defs.some((d) => d.name === spec.origin)) throw new Error(`${spec.id}: origin not in stream`);
  const nodes = Array.from({ length: 4 }, (_, i) =>
    lay.id === "azure"
      ? `aks-pool1-${int(r, 10000000, 99999999)}-vmss00000${i}`
      : `ip-10-42-${int(r, 1, 9)}-${int(r, 2, 250)}`,
  );
  const mk = (d: SvcDef): Svc => ({
    ...d,
    rt: d.kind === "app" && lay.rt ? lay.rt : d.rt,
    skew: chance(r, 0.3) ? 0 : int(r, -300, 300),
    pod: `${d.name}-${hex(r, 9).replace(/[0-9]/g, (x) => "bcdfghjklm"[+x])}-${hex(r, 5).replace(/[0-9]/g, (x) => "npqrstvwxz"[+x])}`,
    host: pick(r, nodes),
    pid: int(r, 7, 4000),
    weight: d.kind === "edge" ? 3 + r() * 3 : d.kind === "app" ? 0.6 + r() * 3 : 0.25 + r() * 0.3,
  });
  const svcs = defs.map(mk);
  const sup = (name: string, rt: Svc["rt"]): Svc => ({
    ...mk({ name, rt, kind: "sup", ops: [] }),
    skew: 0,
    pid: rt === "kubelet" ? int(r, 800, 3000) : 1,
  });
  const supSvc =
    lay.sup === "kubelet"
      ? sup("kubelet", "kubelet")
      : lay.sup === "systemd"
        ? sup("systemd", "systemd")
        : lay.sup === "cf"
          ? sup("cf", "systemd")
          : undefined;
  const kernel = lay.sup === "systemd" ? sup("kernel", "kernel") : undefined;
  const all = [...svcs, ...(supSvc ? [supSvc] : []), ...(kernel ? [kernel] : [])];

  const winStart = Date.parse(spec.start);
  const end = winStart + spec.minutes * 60000;
  const t0 = spec.mode ? winStart + (spec.lead ?? 0) * 1000 + int(r, 0, 999) : null;
  const dens = Math.min(4, Math.max(0.4, spec.lines / spec.minutes / 300)) * scale;
  const out: Array<{ pt: number; seq: number; lines: string[] }> = [];
  let seq = 0;
  let count = 0;
  const emit: Ctx["emit"] = (t, svc, lvl, msg, more = {}) => {
    const ev: Ev = { t: Math.round(t), svc: svc.name, lvl, msg, ...more };
    // a raw write starts with its first non-empty line
    while (ev.raw && !ev.msg && ev.stack?.length) [ev.msg, ...ev.stack] = ev.stack;
    const pt = ev.t + svc.skew;
    if (pt < winStart || pt >= end) return;
    if (!lay.infra && svc.kind !== "app" && svc.kind !== "sup" && !(lay.id === "cf-logs" && ev.access)) return;
    const lines = lay.render(ev, svc, pt, e.ns).flatMap((x) => x.split("\n"));
    count += lines.length;
    out.push({ pt, seq: seq++, lines });
  };
  const ticks: Ctx["ticks"] = (a, b, every) => {
    const ts: number[] = [];
    const step = Math.max(20, every / dens);
    for (let t = a + r() * step; t < b; t += step * (0.5 + r())) ts.push(t);
    return ts;
  };
  const hush = new Map<string, [number, number]>();
  const silence: Ctx["silence"] = (svc, from, keep = 0) => hush.set(svc.name, [from, keep]);
  const bgEmit: Ctx["emit"] = (t, svc, lvl, msg, more) => {
    const h = hush.get(svc.name);
    if (h && t >= h[0] && r() >= h[1]) return;
    emit(t, svc, lvl, msg, more);
  };
  const origin = svcs.find((s) => s.name === spec.origin) ?? svcs[0];
  // the supervisor and kernel that report on the origin run on its node
  for (const x of [supSvc, kernel]) if (x) x.host = origin.host;
  const ctx: Ctx = {
    r,
    t0: t0 ?? winStart,
    winStart,
    end,
    origin,
    callers: callersOf(e, origin.name)
      .map((n) => svcs.find((s) => s.name === n))
      .filter((s): s is Svc => !!s && s.kind === "app"),
    edge: svcs.find((s) => s.kind === "edge"),
    sup: supSvc,
    kernel,
    all,
    estate: e,
    emit,
    ticks,
    silence,
  };
  noisy(ctx, spec.mode ? [origin.name] : []);
  for (const x of spec.extras ?? []) x(ctx);
  if (spec.mode) spec.mode.run(ctx);
  const own = count;
  // background fills the rest of the target, one event at a time
  const target = spec.lines;
  while (count < target)
    background(r, svcs, winStart, end, Math.max(1, Math.min(500, Math.ceil((target - count) / 1.3))), bgEmit, e.calls);
  out.sort((a, b) => a.pt - b.pt || a.seq - b.seq);
  return { lines: out.flatMap((o) => o.lines), t0, services: all.map((s) => s.name), own };
}
