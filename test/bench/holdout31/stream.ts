// Builds one scenario's stream: background traffic through the estate, health checks, periodic jobs, the noisy
// service, deprecation warnings, a retry that succeeds, then the fault (or a quiet window's routine spikes), with
// per-service clock skew, sorted by printed time.
import { type Estate, routeFill } from "./estates.js";
import type { Format, Level, LogEvent } from "./formats.js";
import { render } from "./formats.js";
import type { Rng } from "./rng.js";
import { VOICES } from "./voices.js";

export interface Breakage {
  svc: string;
  /** Share of requests through `svc` that fail after `from`. */
  prob: number;
  from: number;
  status: number;
  ms: [number, number];
  /** What the broken service itself prints for one failing request (optional). */
  own?: (c: Ctx, t: number, trace?: string) => void;
}

export class Ctx {
  readonly events: LogEvent[] = [];
  readonly degraded = new Map<string, { from: number; frac: number }>();
  readonly broken: Breakage[] = [];
  constructor(
    readonly r: Rng,
    readonly estate: Estate,
    readonly start: number,
    /** True fault start (or the middle of a quiet window). */
    readonly t0: number,
    readonly end: number,
    readonly traced: boolean,
  ) {}
  tid(): string | undefined {
    return this.traced ? this.r.hex(12) : undefined;
  }
  at(svc: string, t: number, level: Level, msg: string, stack?: string, trace?: string): void {
    if (t < this.start || t > this.end) return;
    this.events.push({ t: Math.round(t), svc, level, msg, stack, trace });
  }
  /** Repeats a line from `from` to `to` about every `gap` ms (jittered); `fn` may return null to skip. */
  every(
    svc: string,
    from: number,
    to: number,
    gap: number,
    level: Level,
    fn: (
      i: number,
      t: number,
      trace?: string,
    ) => string | { msg: string; stack?: string; level?: Level; traced?: boolean } | null,
  ): void {
    let t = Math.round(from + this.r.float(0, gap * 0.5));
    for (let i = 0; t < Math.min(to, this.end); i++) {
      const tr = this.tid();
      const out = fn(i, t, tr);
      if (out !== null) {
        if (typeof out === "string") this.at(svc, t, level, out);
        else this.at(svc, t, out.level ?? level, out.msg, out.stack, out.traced ? tr : undefined);
      }
      t += Math.round(gap * this.r.float(0.6, 1.4));
    }
  }
  /** One request as `svc`'s own stack logs it. */
  req(svc: string, t: number, m: string, p: string, s: number, ms: number, trace?: string, upstream?: string): void {
    const v = VOICES[this.stack(svc)];
    let k = 0;
    for (const [lv, msg] of v.req(this.r, t, m, p, s, ms, upstream ?? svc))
      this.at(svc, t + k++, lv, msg, undefined, trace);
  }
  stack(svc: string) {
    const s = this.estate.services.find((x) => x.name === svc);
    if (!s) throw new Error(`holdout31: ${svc} is not in ${this.estate.id}`);
    return s.stack;
  }
  /** After `from`, drop this share of `svc`'s routine lines (1 = it went silent). */
  degrade(svc: string, from: number, frac: number): void {
    this.degraded.set(svc, { from, frac });
  }
  breakAt(b: Breakage): void {
    this.broken.push(b);
  }
}

const EDGE = new Set(["traefik", "caddy", "haproxy"]);

export interface Plan {
  estate: Estate;
  fmt: Format;
  start: number;
  t0: number;
  end: number;
  targetLines: number;
  traced: boolean;
  story: (c: Ctx) => void;
}

function background(c: Ctx, target: number): void {
  const { r, estate } = c;
  const dur = c.end - c.start;
  const totalW = estate.flows.reduce((s, f) => s + f.weight, 0);
  const gap = dur / Math.max(50, (target * 0.78) / 2.6);
  const silent = (svc: string, t: number) => {
    const d = c.degraded.get(svc);
    return d !== undefined && t >= d.from && r.chance(d.frac);
  };
  for (let t = c.start + r.int(0, 400); t < c.end; t += Math.round(gap * r.float(0.3, 1.7))) {
    let pick = r.float(0, totalW);
    const flow =
      estate.flows.find((f) => {
        pick -= f.weight;
        return pick <= 0;
      }) ?? estate.flows[0];
    const [m, p0] = r.pick(flow.routes);
    const p = routeFill(p0, r);
    const trace = c.tid();
    const n = flow.chain.length;
    const b = c.broken.find((x) => t >= x.from && flow.chain.indexOf(x.svc) > 0 && r.chance(x.prob));
    const cut = b ? flow.chain.indexOf(b.svc) : n;
    if (b?.own) b.own(c, t + 5, trace);
    let ms = r.int(2, 30);
    const ok = r.chance(0.015) ? 404 : m === "POST" && r.chance(0.3) ? 201 : 200;
    for (let i = n - 1; i >= 0; i--) {
      const svc = flow.chain[i];
      const at = t + (n - 1 - i) * r.int(3, 25) + ms;
      if (i >= cut || silent(svc, at)) continue;
      const failing = b !== undefined && i < cut;
      const status = failing ? b.status : ok;
      if (failing) ms = r.int(b.ms[0], b.ms[1]);
      else ms += r.int(2, 60);
      const outgoing = i === 0 && !EDGE.has(c.stack(svc));
      const hop = i >= 2 ? routeFill(flow.inner?.[i - 2] ?? p0, r) : p;
      // A flow that starts inside the estate: the caller does not log its successful outgoing call.
      if (!outgoing)
        c.req(svc, at, i >= 2 && flow.inner ? "POST" : m, hop, status, ms, trace, i + 1 < n ? flow.chain[i + 1] : svc);
      const w = VOICES[c.stack(svc)].work(r, at - 2, svc);
      if (w && r.chance(0.35)) c.at(svc, at - 2, w[0], w[1], undefined, trace);
    }
  }
  for (const s of estate.services) {
    const v = VOICES[s.stack];
    const hGap = 10000 + (s.name.length % 5) * 1000;
    c.every(s.name, c.start, c.end, hGap, "info", (_i, t) => {
      if (silent(s.name, t)) return null;
      const h = v.health(r, t, s.name);
      return h ? { msg: h[1], level: h[0] } : null;
    });
    c.every(s.name, c.start, c.end, 60000, "info", (_i, t) => {
      if (silent(s.name, t)) return null;
      const j = v.job(r, t, s.name);
      return j ? { msg: j[1], level: j[0] } : null;
    });
    if (
      [
        "mongodb",
        "cassandra",
        "elasticsearch",
        "clickhouse",
        "consul",
        "vault",
        "rabbitmq",
        "nats",
        "memcached",
      ].includes(s.stack)
    )
      c.every(s.name, c.start, c.end, 4000, "info", (_i, t) => {
        if (silent(s.name, t)) return null;
        const w = v.work(r, t, s.name);
        return w ? { msg: w[1], level: w[0] } : null;
      });
  }
  for (const ch of [estate.noisy, estate.deprecation])
    c.every(ch.svc, c.start, c.end, ch.everyMs, ch.level, (_i, t) => (silent(ch.svc, t) ? null : ch.msg(r, t)));
  c.every(estate.retry.svc, c.start, c.end, 95000, "warn", (_i, t, tr) => {
    c.at(estate.retry.svc, t + r.int(150, 900), "info", estate.retry.ok(r), undefined, tr);
    return estate.retry.first(r);
  });
}

/** Runs the plan and returns the file's lines. */
export function buildStream(plan: Plan, r: Rng): string[] {
  const c = new Ctx(r, plan.estate, plan.start, plan.t0, plan.end, plan.traced);
  plan.story(c);
  background(c, plan.targetLines);
  const skew = new Map(plan.estate.services.map((s) => [s.name, r.int(-300, 300)]));
  const printed = c.events.map((e, i) => ({ e: { ...e, t: Math.round(e.t + (skew.get(e.svc) ?? 0)) }, i }));
  printed.sort((a, b) => a.e.t - b.e.t || a.i - b.i);
  const width = Math.max(...plan.estate.services.map((s) => s.name.length + 2));
  return printed.flatMap(({ e }) => render(e, plan.fmt, plan.estate.ns, width));
}
