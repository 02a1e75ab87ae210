// The scenario under construction: its estate, window, events, silences, the incident's hold on background
// flows, and the small vocabulary (ids, places, people's addresses) every generator draws from.
import type { Rng } from "./rng.js";
import { stackTrace, type TraceSpec } from "./traces.js";
import type { Estate, Ev, Flow, Ids, Level, Role, ServiceDef } from "./types.js";

export interface EmitOpts {
  ids?: Ids;
  trace?: TraceSpec;
  /** Logged even while the service is silenced (its own crash and start-up lines). */
  force?: boolean;
}

/** An incident's hold on a background flow: true when it wrote the occurrence itself. */
export type FlowHook = (flow: Flow, t: number, ids: Ids) => boolean;

export class Ctx {
  readonly events: Ev[] = [];
  readonly silences = new Map<string, Array<[number, number]>>();
  hook?: FlowHook;
  /** The generator now writing, stamped on its events (never printed). */
  src = "background";
  /** Periodic background lines (by key, e.g. "checkpoint") that stop from a time on. */
  readonly mutes = new Map<string, number>();
  /** Each service's clock offset in ms, for timestamps a service writes inside its own messages. */
  readonly skew = new Map<string, number>();

  constructor(
    readonly estate: Estate,
    readonly t0: number,
    readonly t1: number,
    /** Vocabulary draws only (ids, names); generators bring their own streams for timing. */
    readonly v: Rng,
  ) {}

  get minutes(): number {
    return (this.t1 - this.t0) / 60000;
  }

  has(role: Role): boolean {
    return this.estate.services.some((s) => s.roles.includes(role));
  }

  svc(role: Role): ServiceDef {
    const s = this.estate.services.find((x) => x.roles.includes(role));
    if (!s) throw new Error(`${this.estate.key} has no ${role}`);
    return s;
  }

  byName(name: string): ServiceDef {
    const s = this.estate.services.find((x) => x.name === name);
    if (!s) throw new Error(`${this.estate.key} has no ${name}`);
    return s;
  }

  n(role: Role): string {
    return this.svc(role).name;
  }

  /** Services of given runtimes, proxies excluded. */
  ofRuntime(...rts: string[]): ServiceDef[] {
    return this.estate.services.filter((s) => rts.includes(s.runtime));
  }

  apps(): ServiceDef[] {
    return this.estate.services.filter((s) => !s.roles.includes("proxy"));
  }

  silence(svc: string, from: number, to: number): void {
    const l = this.silences.get(svc) ?? [];
    l.push([from, to]);
    this.silences.set(svc, l);
  }

  /** t as the service's own clock reads it. */
  clock(svc: string, t: number): number {
    return t + (this.skew.get(svc) ?? 0);
  }

  muted(key: string, t: number): boolean {
    const from = this.mutes.get(key);
    return from !== undefined && t >= from;
  }

  silent(svc: string, t: number): boolean {
    return (this.silences.get(svc) ?? []).some(([a, b]) => t >= a && t < b);
  }

  emit(t: number, svc: string | ServiceDef, level: Level, msg: string, o: EmitOpts = {}): void {
    const def = typeof svc === "string" ? this.byName(svc) : svc;
    const tt = Math.round(t);
    if (tt < this.t0 || tt >= this.t1) return;
    if (!o.force && this.silent(def.name, tt)) return;
    const ev: Ev = { t: tt, svc: def.name, level, msg, src: this.src };
    if (o.ids) ev.ids = o.ids;
    if (o.trace) {
      ev.stack = stackTrace(def.runtime, this.estate.pkg, def.code, o.trace, this.v);
      ev.errType = o.trace.ex === "panic" ? "panic" : o.trace.ex;
    }
    this.events.push(ev);
  }

  /** New request identity in the estate's style. */
  ids(): Ids {
    switch (this.estate.idStyle) {
      case "w3c":
        return { trace: this.v.hex(32) };
      case "reqid":
        return { req: this.v.uuid() };
      case "corr":
        return { corr: this.v.uuid() };
      default:
        return {};
    }
  }

  // ---- timing helpers (use the caller's stream r) ----

  at(r: Rng, fromFrac: number, toFrac: number): number {
    return this.t0 + r.float(fromFrac, toFrac) * (this.t1 - this.t0);
  }

  /** Poisson arrivals at ratePerMin between from and to. */
  poisson(r: Rng, ratePerMin: number, fn: (t: number) => void, from = this.t0, to = this.t1): void {
    if (ratePerMin <= 0) return;
    const mean = 60000 / ratePerMin;
    for (let t = from + r.exp(mean); t < to; t += r.exp(mean)) fn(t);
  }

  /** Roughly periodic events with jitter, starting at a random phase. */
  every(
    r: Rng,
    periodMs: number,
    jitterMs: number,
    fn: (t: number, i: number) => void,
    from = this.t0,
    to = this.t1,
  ): void {
    let i = 0;
    for (let t = from + r.float(0, periodMs); t < to; t += periodMs + r.float(-jitterMs, jitterMs)) fn(t, i++);
  }

  // ---- vocabulary ----

  callout(): string {
    return this.estate.calloutId(this.v);
  }
  tech(): string {
    return this.estate.techId(this.v);
  }
  van(): string {
    return this.estate.vanId(this.v);
  }
  lock(): string {
    return this.estate.lockId(this.v);
  }
  order(): string {
    return this.estate.orderId(this.v);
  }
  town(): string {
    return this.v.pick(this.estate.towns);
  }
  postcode(): string {
    return this.v.pick(this.estate.postcodes);
  }
  blank(): string {
    return this.v.pick(this.estate.blanks);
  }
  /** A public client address (documentation and common consumer ranges). */
  ip(): string {
    const a = this.v.pick([81, 86, 90, 92, 109, 151, 176, 185, 2, 31, 82, 94]);
    return `${a}.${this.v.int(1, 254)}.${this.v.int(0, 254)}.${this.v.int(1, 254)}`;
  }
  podIp(): string {
    return `${this.estate.subnet}.${this.v.int(0, 15)}.${this.v.int(2, 250)}`;
  }
  phone(): string {
    return `+44 7${this.v.int(100, 999)} ***${this.v.int(100, 999)}`;
  }
  money(lo: number, hi: number): string {
    return `£${(this.v.int(lo * 4, hi * 4) / 4).toFixed(2)}`;
  }
  ua(kind: "browser" | "app" | "bot" = "browser"): string {
    if (kind === "app")
      return `${this.estate.techApp}/${this.v.pick(["5.3.1", "5.3.2", "5.4.0", "5.4.0"])} (${this.v.pick(["Android 14; SM-A546B", "Android 13; CAT S62 Pro", "iOS 17.4; iPhone14,5", "Android 14; Pixel 7a"])})`;
    if (kind === "bot")
      return this.v.pick([
        "python-requests/2.31.0",
        "Go-http-client/1.1",
        "curl/8.4.0",
        "Scrapy/2.11.0 (+https://scrapy.org)",
      ]);
    return this.v.pick([
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3 Safari/605.1.15",
    ]);
  }
}
