// One aggregated stream: background traffic of an estate, extra events from quiet kinds or an incident,
// per-service clock skew, sorted by printed time and rendered in one format.
import { writeFileSync } from "node:fs";
import type { Estate, Gen, Msg } from "./estates.js";
import { USERS } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import { hex, int, pick, type Rng } from "./rng.js";

export interface Scene {
  est: Estate;
  fmt: Format;
  r: Rng;
  g: Gen;
  t0: number;
  t1: number;
  evs: Ev[];
  hush: { svc: string; from: number; to: number; keep: number }[];
  skew: Record<string, number>;
  hosts: Record<string, string>;
}

export function newScene(est: Estate, fmt: Format, r: Rng, t0: number, minutes: number): Scene {
  const jobBase = int(r, 3100000, 8900000);
  let jobHi = jobBase + 400;
  const runNo = int(r, 200, 900);
  const fc = `22${hex(r, 5).toUpperCase()}LT${int(r, 1, 4)}`;
  const g: Gen = {
    r,
    job: () => g.fix?.j ?? (r() < 0.3 ? ++jobHi : jobBase + int(r, 0, jobHi - jobBase)),
    user: () => g.fix?.u ?? pick(r, USERS),
    node: () =>
      est.key === "northfen"
        ? r() < 0.15
          ? `fn-gpu${String(int(r, 1, 16)).padStart(2, "0")}`
          : `fn-c${int(r, 100, 420)}`
        : r() < 0.15
          ? `g${String(int(r, 1, 24)).padStart(3, "0")}`
          : `c${String(int(r, 1, 412)).padStart(3, "0")}`,
    sample: () => g.fix?.s ?? (est.key === "halverson" ? `HG-${int(r, 24000, 24999)}` : `BW${int(r, 610000, 619999)}`),
    run: () => `20261129_LH00${int(r, 211, 214)}_0${runNo + int(r, 0, 3)}_A${fc}`,
  };
  const skew: Record<string, number> = {};
  const hosts: Record<string, string> = {};
  for (const s of est.services) {
    skew[s.name] = int(r, -300, 300);
    hosts[s.name] =
      est.domain === "hpc" ? `${s.name}-${hex(r, 2)}.${est.key}.internal` : `${s.name}-${hex(r, 9)}-${hex(r, 5)}`;
  }
  return { est, fmt, r, g, t0, t1: t0 + minutes * 60000, evs: [], hush: [], skew, hosts };
}

export const svcOf = (s: Scene, role: string) => s.est.roles[role] ?? role;
export const traceId = (s: Scene) => hex(s.r, s.est.key === "halverson" ? 16 : 12);

export function emit(s: Scene, t: number, role: string, level: Level, msg: string, extra: Partial<Ev> = {}): void {
  if (t < s.t0 || t >= s.t1) return;
  s.evs.push({ t: Math.round(t), svc: svcOf(s, role), level, msg, ...extra });
}

/** Emit `count` events spread from `from` over `span` ms with jitter. */
export function spread(s: Scene, from: number, span: number, count: number, f: (t: number, i: number) => void): void {
  for (let i = 0; i < count; i++) f(from + (span * (i + s.r())) / Math.max(count, 1), i);
}

function pin(s: Scene): void {
  s.g.fix = undefined;
  s.g.fix = { u: s.g.user(), s: s.g.sample(), j: s.g.job() };
}

const hushed = (s: Scene, svc: string, t: number) =>
  s.hush.some((h) => h.svc === svc && t >= h.from && t < h.to && s.r() >= h.keep);

export function deployLines(s: Scene, at: number): void {
  const d = pick(s.r, s.est.deploys);
  d.lines.forEach((l, i) => {
    emit(s, at + i * int(s.r, 80, 2500), d.role, "INFO", l);
  });
}

/** The estate's normal night: traffic, chains, health checks, periodic jobs, the noisy service, deprecations. */
export function background(s: Scene, perMin: number): void {
  const { est, r, g } = s;
  const span = s.t1 - s.t0;
  const total = Math.round((perMin * span) / 60000);
  const wsum = est.services.reduce((a, x) => a + x.w, 0);
  const plain = Math.round(total * 0.62);
  for (let i = 0; i < plain; i++) {
    const t = s.t0 + r() * span;
    let x = r() * wsum;
    let sv = est.services[0];
    for (const c of est.services) {
      x -= c.w;
      if (x <= 0) {
        sv = c;
        break;
      }
    }
    if (hushed(s, sv.name, t)) continue;
    const tr = est.traces && est.key === "halverson" && r() < 0.5 ? traceId(s) : undefined;
    pin(s);
    s.evs.push({ t: Math.round(t), svc: sv.name, level: "INFO", msg: pick(r, sv.msgs)(g), trace: tr });
    g.fix = undefined;
  }
  const chains = Math.round((total * 0.25) / 2.3);
  for (let i = 0; i < chains; i++) {
    const t = s.t0 + r() * span;
    const ch = pick(r, est.chains);
    const svcs = ch.steps.map((st) => svcOf(s, st.role));
    if (svcs.some((n) => hushed(s, n, t))) continue;
    const tr = est.traces ? traceId(s) : undefined;
    pin(s);
    let dt = 0;
    // callee lines land before the caller's completion line, as they really do
    const order = ch.steps.map((st, k) => ({ st, k }));
    for (const { st, k } of order.reverse()) {
      dt += int(r, 2, 60);
      s.evs.push({
        t: Math.round(t + (k === 0 ? dt + 5 : dt - 200)),
        svc: svcOf(s, st.role),
        level: "INFO",
        msg: st.msg(g),
        trace: tr,
      });
    }
    g.fix = undefined;
  }
  for (const sv of est.services) {
    if (!sv.health) continue;
    const every = int(r, 20, 40) * 1000;
    for (let t = s.t0 + r() * every; t < s.t1; t += every + int(r, -400, 400)) {
      if (!hushed(s, sv.name, t)) s.evs.push({ t: Math.round(t), svc: sv.name, level: "DEBUG", msg: sv.health(g) });
    }
  }
  for (const p of est.periodic) {
    for (let t = s.t0 + r() * p.every * 1000; t < s.t1; t += p.every * 1000 + int(r, -800, 800)) {
      if (!hushed(s, svcOf(s, p.role), t)) emit(s, t, p.role, p.level ?? "INFO", p.msg(g));
    }
  }
  const n = est.noisy;
  for (let t = s.t0 + r() * 4000; t < s.t1; t += n.every * 1000 * (0.5 + r())) {
    if (!hushed(s, svcOf(s, n.role), t)) emit(s, t, n.role, n.level, n.msg(g));
  }
  const calm = (role: string, t: number) => !hushed(s, svcOf(s, role), t);
  for (const d of est.deprecations) {
    const a = s.t0 + int(r, 200, 50000);
    const b = s.t0 + r() * span;
    if (calm(d.role, a)) emit(s, a, d.role, "WARN", d.msg);
    if (r() < 0.6 && calm(d.role, b)) emit(s, b, d.role, "WARN", d.msg);
  }
  const o = est.oddity;
  for (let i = 0; i < int(r, 1, 2); i++) {
    const t = s.t0 + r() * span;
    if (calm(o.role, t)) emit(s, t, o.role, o.level, o.msg, { stack: o.stack, errType: o.errType });
  }
  // DEBUG lines are only health checks; most shippers drop half of them
  s.evs = s.evs
    .filter((e) => e.level !== "DEBUG" || r() < 0.7)
    .map((e) => (e.level === "DEBUG" ? { ...e, level: "INFO" } : e));
}

export const fill = (s: Scene, m: Msg) => m(s.g);

export function writeScene(s: Scene, path: string): number {
  const rows = s.evs
    .filter((e) => e.t >= s.t0 && e.t < s.t1)
    .map((e, i) => ({ e, p: e.t + (s.skew[e.svc] ?? 0), i }))
    .sort((a, b) => a.p - b.p || a.i - b.i);
  const width = Math.max(...s.est.services.map((x) => x.name.length)) + 3;
  const ctx = { namespace: s.est.ns, composeWidth: width, hostOf: (svc: string) => s.hosts[svc] ?? svc };
  const lines: string[] = [];
  for (const { e, p } of rows) lines.push(...render(s.fmt, e, p, ctx));
  writeFileSync(path, `${lines.join("\n")}\n`);
  return lines.length;
}
