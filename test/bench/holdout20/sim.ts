// The event model of holdout20 and the simulation of one window: background flows, periodic jobs, a noisy
// service, chatter (deprecations, retries that succeed, deploys, slow requests) and, for incidents, the fault.
import { hex, int, pick, type Rng, tpl } from "./rng.js";

export type Lvl = "debug" | "info" | "warn" | "error" | "fatal";
export interface Ev {
  t: number;
  svc: string;
  lvl: Lvl;
  msg: string;
  stack?: string[];
  req?: string;
}
/** One line of a request chain, in the order it is logged; `dt` ms after the previous line, `p` its chance. */
export interface Hop {
  svc: string;
  lvl?: Lvl;
  msg: string;
  dt?: number;
  p?: number;
  stack?: string[];
  n?: number;
}
export interface Job {
  svc: string;
  every: number;
  lvl?: Lvl;
  msg: string;
  stack?: string[];
}
export type IdStyle = "traceparent" | "x-request-id" | "req-uuid";
export interface Estate {
  ns: string;
  ids: IdStyle;
  /** Services that log the request id. */
  carry: string[];
  flows: Hop[][];
  jobs: Job[];
  noise: Job[];
  chatter: Hop[][];
  /** Harmless client errors and warnings for quiet windows. */
  quiet: Hop[][];
}
export type Category =
  | "authentication"
  | "authorization"
  | "database"
  | "network"
  | "timeout"
  | "rate_limiting"
  | "validation"
  | "null_reference"
  | "configuration"
  | "dependency"
  | "memory"
  | "disk"
  | "unknown";
export interface Once {
  at: number;
  svc: string;
  lvl: Lvl;
  msg: string;
  stack?: string[];
}
export interface Every extends Job {
  from?: number;
  to?: number;
}
export interface Window {
  est: Estate;
  svcs: string[];
  /** minutes */
  win: number;
  /** background flows per minute */
  rate: number;
  note: string;
}
export interface Inc extends Window {
  cat: Category;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  /** seconds of normal traffic before the onset; negative: the window opens that long after the onset */
  base: number;
  /** seconds after the onset when it is over; absent: still going when the window ends */
  end?: number;
  /** the origin's normal lines stop at the onset */
  mute?: boolean;
  /** flows through these services fail (default: the origin) */
  hit?: string[];
  affect?: number;
  fail?: Hop[];
  once?: Once[];
  every?: Every[];
}

export function reqId(r: Rng, style: IdStyle): string {
  if (style === "traceparent") return `00-${hex(r, 32)}-${hex(r, 16)}-01`;
  if (style === "x-request-id") return hex(r, 16);
  return `${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-a${hex(r, 3)}-${hex(r, 12)}`;
}

const isInc = (w: Window): w is Inc => "cat" in w;

/** Simulates window `w` opening at `t0` (ms); returns the events (true times) and the true onset. */
export function simulate(w: Window, r: Rng, t0: number): { evs: Ev[]; onset: number | null } {
  const inc = isInc(w) ? w : null;
  const est = w.est;
  const on = new Set(w.svcs);
  const start = t0;
  const stop = t0 + w.win * 60_000;
  const onset = inc ? t0 + inc.base * 1000 : null;
  const over = inc && onset !== null && inc.end !== undefined ? onset + inc.end * 1000 : Number.POSITIVE_INFINITY;
  const active = (t: number) => onset !== null && t >= onset && t < over;
  const muted = new Set(inc?.mute ? [inc.origin] : []);
  const hit = new Set(inc ? (inc.hit ?? [inc.origin]) : []);
  const evs: Ev[] = [];
  const push = (e: Ev) => {
    if (e.t >= start && e.t < stop) evs.push(e);
  };

  const chain = (hops: Hop[], t: number, failing: boolean) => {
    const req = reqId(r, est.ids);
    let cur = t;
    for (const h of hops) {
      if (!on.has(h.svc)) continue;
      if (h.p !== undefined && r() > h.p) continue;
      if (!failing && muted.has(h.svc) && active(cur)) continue;
      for (let k = 0; k < (h.n ?? 1); k++) {
        cur += h.dt !== undefined ? h.dt * (0.8 + 0.4 * r()) : int(r, 2, 60);
        push({
          t: cur,
          svc: h.svc,
          lvl: h.lvl ?? "info",
          msg: tpl(r, h.msg),
          stack: h.stack,
          req: est.carry.includes(h.svc) ? req : undefined,
        });
      }
    }
  };

  // background request flows
  const flows = est.flows.filter((f) => on.has(f[0].svc) && f.some((h) => on.has(h.svc) && h.svc !== f[0].svc));
  if (flows.length) {
    for (let t = start + r() * 3000; t < stop; t += (-Math.log(1 - r()) * 60_000) / w.rate) {
      const f = pick(r, flows);
      const through = f.some((h) => hit.has(h.svc) && on.has(h.svc));
      if (inc?.fail && through && active(t) && r() < (inc.affect ?? 1)) chain(inc.fail, t, true);
      else chain(f, t, false);
    }
  }
  // periodic jobs and health checks
  const periodic = (j: Job, from: number, to: number, always: boolean) => {
    for (let t = from + r() * j.every * 1000; t < to; t += j.every * 1000 * (0.85 + 0.3 * r())) {
      if (!always && muted.has(j.svc) && active(t)) continue;
      push({ t, svc: j.svc, lvl: j.lvl ?? "info", msg: tpl(r, j.msg), stack: j.stack });
    }
  };
  for (const j of est.jobs) if (on.has(j.svc)) periodic(j, start, stop, false);
  // one noisy service, same complaint at a constant rate from the first minute
  const noisy = est.noise.filter((j) => on.has(j.svc) && j.svc !== inc?.origin);
  if (noisy.length) periodic(pick(r, noisy), start, stop, true);
  // chatter: deprecations, retries that succeed, deploys of something else, slow requests
  const chat = est.chatter.filter((c) => c.every((h) => on.has(h.svc)) && !c.some((h) => h.svc === inc?.origin));
  const nChat = chat.length ? Math.round(w.win * (0.3 + 0.4 * r())) : 0;
  for (let i = 0; i < nChat; i++) chain(pick(r, chat), start + r() * (stop - start), false);
  if (!inc) {
    const q = est.quiet.filter((c) => c.every((h) => on.has(h.svc)));
    const nq = q.length ? int(r, 3, 8) : 0;
    for (let i = 0; i < nq; i++) chain(pick(r, q), start + r() * (stop - start), false);
  }
  // the fault's own lines
  if (inc && onset !== null) {
    for (const o of inc.once ?? [])
      push({ t: onset + o.at * 1000, svc: o.svc, lvl: o.lvl, msg: tpl(r, o.msg), stack: o.stack });
    for (const e of inc.every ?? []) {
      const from = onset + (e.from ?? 0) * 1000;
      const to = Math.min(stop, e.to !== undefined ? onset + e.to * 1000 : over);
      periodic(e, from, to, true);
    }
  }
  evs.sort((a, b) => a.t - b.t);
  return { evs, onset };
}
