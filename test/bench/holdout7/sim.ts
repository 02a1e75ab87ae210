// Simulates one scenario: steady traffic, a noisy unrelated service, decoys, and the fault's propagation
// (origin, callers, edge, reporters) or the quiet window's lines; then renders it with per-service skew.
import { chance, hex, int, pick, rngFrom } from "../holdout3/kit.js";
import { fill, levelOf } from "./fill.js";
import { render } from "./format.js";
import type { Plan } from "./plan.js";
import type { Ev, Level, Service } from "./types.js";

export interface Built {
  lines: string[];
  origin: string | null;
  incidentStart: number | null;
  mode: string;
}

const MIN = 60000;
const GENERIC_WHY = ["500 Internal Server Error", "503 Service Unavailable", "upstream returned an error"];

export function build(p: Plan): Built {
  const r = rngFrom(p.seed);
  const e = p.estate;
  const svcs = e.services.filter((s) => p.services.includes(s.name));
  const byName = new Map(svcs.map((s) => [s.name, s]));
  const start = p.start;
  const end = start + p.minutes * MIN;
  const evs: Ev[] = [];
  const pods = svcs.map((s) => s.name);
  const traceLen = pick(r, [12, 16, 32]);
  const mult = Math.max(0.5, Math.min(6, p.target / p.minutes / 250));
  const f = p.fault;

  const emit = (t: number, svc: string, tpl: string, dflt: Level, extra: { callee?: string; why?: string } = {}) => {
    if (t < start || t > end) return;
    const [level, text] = levelOf(tpl, dflt);
    const s = byName.get(svc);
    const msg = fill(text, r, { t, pods, app: svc, ...extra });
    const trace = s?.traced && level !== "debug" && chance(r, 0.85) ? hex(r, traceLen) : undefined;
    evs.push({ t, svc, level, msg, trace });
  };
  const burst = (t: number, svc: string, lines: string[], dflt: Level, extra = {}) => {
    let u = t;
    for (const l of lines) {
      emit(u, svc, l, dflt, extra);
      u += int(r, 2, 400);
    }
  };
  /** n events spread over [a, b) at roughly even spacing with jitter */
  const spread = (a: number, b: number, perMin: number, fn: (t: number) => void) => {
    const n = Math.max(1, Math.round(((b - a) / MIN) * perMin));
    const step = (b - a) / n;
    for (let i = 0; i < n; i++) fn(a + i * step + r() * step);
  };

  // fault timing
  let onset: number | null = null;
  let originDown: Array<[number, number]> = [];
  if (f) {
    onset =
      f.mode === "underway" ? start - int(r, 60, 300) * 1000 : start + Math.floor(p.minutes * MIN * (0.3 + r() * 0.35));
    if (f.mode === "silent") originDown = [[onset + 50, end + 1]];
  }

  // fault lines
  if (f && onset !== null) {
    const origin = f.chain[0];
    const os = byName.get(origin) as Service;
    const fs = Math.max(onset, start);
    const base = (f.rate ?? 3) * mult;
    const dflt: Level = f.mode === "warn" ? "warn" : "error";
    const warnOnly = (tpl: string) => (f.mode === "warn" ? tpl.replace(/^[EF]\|/, "W|") : tpl);
    const preAt = onset - int(r, 8, 40) * 1000;
    (f.pre ?? []).forEach((l, i) => {
      emit(preAt + i * 150, origin, l, "info");
    });
    let u = onset;
    for (const l of f.first) {
      emit(u, origin, warnOnly(l), dflt);
      u += int(r, 40, 900);
    }
    if (f.repeat.length && f.rate !== 0) {
      spread(fs + 1500, end, f.mode === "silent" ? (f.rate ?? 1) : base, (t) =>
        emit(t, origin, warnOnly(pick(r, f.repeat)), dflt),
      );
    }
    if (f.mode === "silent" && f.repeat.length)
      spread(fs + 1500, end, f.rate ?? 1, (t) => burst(t - 900, origin, os.boot.slice(0, 2), "info", {}));
    if (f.reporter) {
      const every = (f.reporter.every ?? 90) * 1000;
      for (let t = fs + int(r, 1, 8) * 1000; t < end; t += every * (0.8 + r() * 0.4)) {
        burst(t, f.reporter.svc, f.reporter.lines, "error");
        if (f.mode === "reported") {
          const back = t + int(r, 12, 30) * 1000;
          originDown.push([t - 500, back]);
          burst(back, origin, os.boot, "info");
        }
      }
    }
    // callers: the first caller retries and is the loudest; further hops and the edge report in their own words
    const whyFor = () => pick(r, f.why.length ? f.why : GENERIC_WHY);
    for (let h = 1; h < f.chain.length; h++) {
      const caller = byName.get(f.chain[h]) as Service;
      const callee = f.chain[h - 1];
      const tpls = h === 1 && f.caller ? f.caller : caller.callFail.length ? caller.callFail : e.edgeFail;
      const rate = base * (h === 1 ? 1.8 + r() * 1.7 : 0.8 + r() * 0.6);
      const from = fs + int(r, 400, 4000);
      spread(from, end, rate, (t) => emit(t, caller.name, pick(r, tpls), "error", { callee, why: whyFor() }));
      if (h === 1 && !f.caller && caller.callFail.length)
        spread(from, end, rate * 0.4, (t) =>
          emit(t, caller.name, `W|${pick(r, caller.callFail)}`, "warn", { callee, why: whyFor() }),
        );
    }
    if (f.edge) {
      const target = f.chain.length > 1 ? f.chain[f.chain.length - 1] : origin;
      if (target !== e.edge)
        spread(fs + int(r, 600, 5000), end, base * (0.8 + r()), (t) =>
          emit(t, e.edge, pick(r, e.edgeFail), "error", { callee: target }),
        );
    }
  }

  // quiet window lines
  const q = p.quiet;
  if (q) {
    for (const [svc, tpls, rate] of q.steady)
      spread(start, end, rate * Math.min(mult, 3), (t) => emit(t, svc, pick(r, tpls), "info"));
    for (const [svc, lines, at] of q.once ?? []) burst(start + at * (end - start), svc, lines, "info");
  }

  // a noisy unrelated service erroring steadily from the first minute
  const noise = e.noise.find((n) => n.svc === p.noisy);
  if (noise) {
    const rate = (1.5 + r() * 4) * Math.min(mult, 3);
    spread(start, end, rate, (t) => emit(t, noise.svc, pick(r, noise.lines), "error"));
  }

  // an unrelated deploy near the onset (or mid-window)
  if (p.deployDecoy) {
    const others = svcs.filter((s) => s.boot.length && !f?.chain.includes(s.name) && s.name !== p.noisy);
    if (others.length) {
      const d = pick(r, others);
      const at = (onset ?? start + (end - start) / 2) + int(r, -150, 120) * 1000;
      const ver = `${int(r, 1, 9)}.${int(r, 0, 30)}.${int(r, 0, 9)}`;
      burst(at, d.name, [`W|received SIGTERM, shutting down (rollout ${d.name} -> ${ver})`, ...d.boot], "info");
      if (byName.has("kubelet"))
        emit(at - 2000, "kubelet", `"Pulling image" image="registry.internal/${d.name.toLowerCase()}:${ver}"`, "info");
    }
  }

  // steady traffic up to the target size
  const weights = svcs.map((s) => (s.name === "kubelet" || s.name === "kernel" ? 0.5 : s.w));
  const total = weights.reduce((a, b) => a + b, 0);
  const origin = f?.chain[0];
  const already = evs.reduce((s, x) => s + 1 + (x.msg.match(/\n/g)?.length ?? 0) * 0.6, 0);
  const need = Math.max(0, p.target - Math.round(already));
  for (let i = 0; i < need; i++) {
    const t = start + r() * (end - start);
    let x = r() * total;
    let k = 0;
    while (x > weights[k] && k < weights.length - 1) x -= weights[k++];
    const s = svcs[k];
    if (s.name === origin && originDown.some(([a, b]) => t >= a && t < b)) continue;
    if (!s.traffic.length) continue;
    emit(t, s.name, pick(r, s.traffic), "info");
  }

  // render with per-service clock skew (constant per service, so each service stays monotonic)
  evs.sort((a, b) => a.t - b.t);
  const skew = new Map(svcs.map((s) => [s.name, int(r, -300, 300)]));
  const podOf = new Map(svcs.map((s) => [s.name, `${hex(r, 9)}-${hex(r, 5)}`]));
  const width = Math.max(...svcs.map((s) => s.name.length)) + int(r, 4, 8);
  const ctx = { namespace: e.namespace, pod: podOf, width };
  const lines: string[] = [];
  for (const ev of evs) lines.push(...render(p.format, ev, Math.round(ev.t + (skew.get(ev.svc) ?? 0)), ctx));
  return {
    lines,
    origin: f ? f.chain[0] : null,
    incidentStart: onset,
    mode: f ? f.mode : "quiet",
  };
}
