// Builds one aggregated window: baseline traffic, jobs, noise, an unrelated deploy, optional breakage, skew, sort.
import { callerSays, type Kind, retrySays } from "./callers.js";
import { type Ctx, ctx, type Estate, type Flow } from "./estates.js";
import type { Ev, Level } from "./formats.js";
import { chance, hex, int, pick, type Rng } from "./rng.js";
import type { Line, Spec } from "./spec.js";
import { stack } from "./stacks.js";

export interface Burst {
  svc: string;
  from: number;
  to: number;
  perMin: number;
  line: Line;
}

export interface WindowPlan {
  estate: Estate;
  spec: Spec | null;
  t0: number;
  durSec: number;
  /** true start (epoch ms) of the breakage, or of the busiest quiet stretch */
  start: number;
  reqPerSec: number;
  bursts: Burst[];
}

interface Raw {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  pinned?: boolean;
}

const exp = (r: Rng, mean: number) => -Math.log(1 - r() * 0.999999) * mean;

function pickFlow(r: Rng, flows: Flow[]): Flow {
  const tot = flows.reduce((s, f) => s + f.w, 0);
  let x = r() * tot;
  for (const f of flows) {
    x -= f.w;
    if (x <= 0) return f;
  }
  return flows[flows.length - 1] as Flow;
}

function lineEv(r: Rng, e: Estate, svc: string, t: number, l: Line, c: Ctx, trace?: string, pinned = false): Raw {
  const rt = e.rt[svc] ?? "go";
  const ev: Raw = { t, svc, level: l.level, msg: l.msg(r, c), trace, pinned };
  if (l.exc) {
    const head = l.exc(r, c);
    ev.stack =
      head.includes("\n") && !head.startsWith("\n") && rt !== "python" && rt !== "dotnet" && rt !== "java"
        ? head.split("\n")
        : head.startsWith("\n")
          ? head.slice(1).split("\n")
          : stack(rt, svc, head, r, l.where).flatMap((s) => s.split("\n"));
  }
  return ev;
}

const statusFor = (k: Kind): number =>
  ({
    timeout: 504,
    "5xx": 502,
    "503": 503,
    refused: 502,
    reset: 502,
    cb: 503,
    "401": 401,
    "403": 403,
    "429": 429,
    "400": 400,
    "409": 409,
    tls: 502,
    dns: 502,
  })[k];

export function buildWindow(r: Rng, p: WindowPlan): Ev[] {
  const { estate: e, spec: s } = p;
  const out: Raw[] = [];
  const end = p.t0 + p.durSec * 1000;
  const svcs = Object.keys(e.rt);
  const edgeRt = e.rt[e.edge] ?? "go";
  const push = (x: Raw) => out.push(x);

  // request traffic
  let t = p.t0 + int(r, 0, 900);
  while (t < end) {
    const wave = 1 + 0.25 * Math.sin(((t - p.t0) / 1000 / 240) * Math.PI * 2);
    t += exp(r, 1000 / (p.reqPerSec * wave));
    if (t >= end) break;
    const f = pickFlow(r, e.flows);
    const c = ctx(r);
    const trace = e.traces ? hex(r, 16) : undefined;
    const path = f.path(c);
    const since = s ? t - p.start : -1;
    const ramp = since < 0 ? 0 : Math.min(1, 0.3 + since / 40000);
    let cur = t + int(r, 1, 6);
    let total = 0;
    // the edge itself breaks
    if (
      s &&
      s.origin === e.edge &&
      s.edgeMatch &&
      since >= 0 &&
      new RegExp(s.edgeMatch).test(`${f.method} ${path}`) &&
      chance(r, s.failRate * ramp)
    ) {
      if (!s.edgeSkip) {
        for (const h of f.hops) {
          const d = int(r, 5, 90);
          cur += d;
          total += d;
          push({ t: cur, svc: h.svc, level: "info", msg: h.ok(r, c), trace });
        }
      }
      const l = pick(r, s.per);
      cur += int(r, 1, 20);
      push(lineEv(r, e, e.edge, cur, l, c, trace));
      push({
        t: cur + 1,
        svc: e.edge,
        level: "error",
        msg: e.access(r, f.method, path, s.edgeStatus ?? 500, total + int(r, 1, 20)),
        trace,
      });
      continue;
    }
    const oi = s ? f.hops.findIndex((h) => h.svc === s.origin) : -1;
    const failing = s !== null && oi >= 0 && since >= 0 && chance(r, s.failRate * ramp);
    const stop = failing ? oi : f.hops.length;
    for (let i = 0; i < stop; i++) {
      const h = f.hops[i];
      if (!h) break;
      // a hop that depends on the failing one is never reached
      const d = int(r, 5, 120);
      cur += d;
      total += d;
      push({ t: cur, svc: h.svc, level: "info", msg: h.ok(r, c), trace });
    }
    if (!failing || !s) {
      push({
        t: cur + int(r, 1, 10),
        svc: e.edge,
        level: "info",
        msg: e.access(r, f.method, path, pickOk(r, f.method), total + int(r, 2, 40)),
        trace,
      });
      continue;
    }
    const oh = f.hops[oi];
    if (!oh) continue;
    const from = oh.from ?? oi - 1;
    const caller = from < 0 ? e.edge : (f.hops[from]?.svc ?? e.edge);
    const crt = e.rt[caller] ?? "go";
    const cbOpen = s.cbAfter !== undefined && since > s.cbAfter * 1000;
    let kind: Kind = s.kind;
    if (cbOpen) kind = "cb";
    const tries = cbOpen ? 1 : 1 + s.retries;
    const wait = kind === "timeout" ? int(r, 2000, 10000) : int(r, 5, 200);
    for (let a = 1; a <= tries; a++) {
      cur += wait;
      total += wait;
      if (!cbOpen && s.mode === "errors" && s.per.length && (a === 1 || chance(r, 0.5))) {
        push(lineEv(r, e, s.origin, cur - int(r, 1, 5), pick(r, s.per), c, trace));
      }
      if (a < tries) push({ t: cur + 1, svc: caller, ...retrySays(crt, s.origin, a + 1, tries, r), trace });
    }
    const said = callerSays(crt, caller, s.origin, oh.path, kind, r);
    push({ t: cur + 2, svc: caller, ...said, trace });
    // the caller's caller, when the caller is not the edge
    if (caller !== e.edge) {
      const up = callerSays(
        edgeRt,
        e.edge,
        caller,
        f.hops[0]?.path ?? "/",
        kind === "timeout" ? "timeout" : kind === "401" || kind === "403" ? kind : "5xx",
        r,
      );
      push({ t: cur + 4, svc: e.edge, ...up, trace });
    }
    const st = kind === "timeout" ? 504 : statusFor(kind);
    push({
      t: cur + 6,
      svc: e.edge,
      level: st >= 500 ? "error" : "warn",
      msg: e.access(r, f.method, path, st, total + int(r, 2, 30)),
      trace,
    });
  }

  // periodic jobs
  for (const j of e.jobs) {
    for (let jt = p.t0 + int(r, 0, j.every * 1000); jt < end; jt += j.every * 1000 + int(r, -400, 400)) {
      if (s && j.svc === s.origin && jt >= p.start && (s.stopJobs || s.mode === "silent")) continue;
      push({ t: jt, svc: j.svc, level: j.level, msg: j.msg(r, ctx(r)) });
    }
  }
  // noise, the noisy service and quiet-window bursts
  for (const n of [...e.noise, e.noisy]) {
    for (let nt = p.t0 + exp(r, 60000 / n.perMin); nt < end; nt += exp(r, 60000 / n.perMin)) {
      push({ t: nt, svc: n.svc, level: n.level, msg: n.msg(r, ctx(r)) });
    }
  }
  for (const b of p.bursts) {
    for (let bt = b.from + exp(r, 60000 / b.perMin); bt < b.to; bt += exp(r, 60000 / b.perMin)) {
      push(lineEv(r, e, b.svc, bt, b.line, ctx(r), undefined, true));
    }
  }
  // an unrelated rollout and a config reload near the start
  const others = svcs.filter((x) => x !== s?.origin && x !== e.edge);
  const dep = pick(r, others);
  const dt = p.start + (chance(r, 0.5) ? -1 : 1) * int(r, 25, 150) * 1000;
  push({
    t: dt,
    svc: dep,
    level: "info",
    msg: "Received SIGTERM, draining in-flight requests (grace 30s)",
    pinned: true,
  });
  push({
    t: dt + int(r, 3000, 9000),
    svc: dep,
    level: "info",
    msg: `starting ${e.version(dep, r)} (rollout ${hex(r, 6)}, replicas 3/3)`,
    pinned: true,
  });
  push({
    t: dt + int(r, 10000, 16000),
    svc: dep,
    level: "info",
    msg: "ready: listening on :8080, migrations up to date",
    pinned: true,
  });
  const cfg = pick(
    r,
    others.filter((x) => x !== dep),
  );
  push({
    t: p.start + int(r, -240, 200) * 1000,
    svc: cfg,
    level: "info",
    msg: `config reloaded: feature flags rev ${int(r, 400, 900)} (${int(r, 1, 4)} changed: ${pick(r, ["dark_mode_default", "checkout_v2_rollout", "recency_boost", "read_receipts", "new_onboarding"])})`,
    pinned: true,
  });

  // the breakage itself: onset, periodic lines, side effects elsewhere
  if (s) {
    (s.onset ?? []).forEach((l, i) => {
      push(lineEv(r, e, s.origin, p.start - 4000 + i * 700, l, ctx(r), undefined, true));
    });
    const phase = p.start + int(r, 200, 4000);
    for (const pl of s.periodic ?? []) {
      for (let k = 0; ; k++) {
        const pt = phase + (pl.lag ?? 0) * 1000 + k * pl.every * 1000 + int(r, -700, 700);
        if (pt >= end) break;
        push(lineEv(r, e, s.origin, pt, pl.line, ctx(r), undefined, true));
      }
    }
    for (const x of s.extra ?? []) {
      for (let xt = p.start + 30000 + int(r, 0, 20000); xt < end; xt += x.every * 1000 + int(r, -900, 900)) {
        push(lineEv(r, e, x.svc, xt, x.line, ctx(r), undefined, true));
      }
    }
  }

  const kept = out.filter((x) => {
    if (x.t < p.t0 || x.t >= end) return false;
    if (s && s.mode === "silent" && x.svc === s.origin && x.t >= p.start && !x.pinned) return false;
    return true;
  });
  const skew: Record<string, number> = {};
  for (const v of svcs) skew[v] = int(r, -300, 300);
  const evs: Ev[] = kept.map((x) => ({
    t: Math.round(x.t + (skew[x.svc] ?? 0)),
    svc: x.svc,
    level: x.level,
    msg: x.msg,
    ...(x.stack ? { stack: x.stack } : {}),
    ...(x.trace ? { trace: x.trace } : {}),
  }));
  return evs
    .map((v, i) => ({ v, i }))
    .sort((a, b) => a.v.t - b.v.t || a.i - b.i)
    .map((x) => x.v);
}

function pickOk(r: Rng, method: string): number {
  if (method === "POST") return chance(r, 0.85) ? 201 : 200;
  return chance(r, 0.04) ? 304 : 200;
}
