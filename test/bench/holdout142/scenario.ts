// Builds one window: healthy background, chronic noise, distractors, the incident (or quiet noise), then prints it.
import type { Estate, Svc } from "./estates.js";
import { svcOf } from "./estates.js";
import type { Ev, Format, Level } from "./formats.js";
import { renderEvent } from "./formats.js";
import { type Ids, idsFor } from "./ids.js";
import { fork, type Rng } from "./rng.js";
import { envoyAccess, haproxyAccess, nginxAccess, normalEvents, traefikAccess } from "./traffic.js";

export type Body = Omit<Ev, "t" | "svc">;

/** What incident and noise writers get: time bounds, the estate, and ways to add or mute lines. */
export interface Ctx {
  rng: Rng;
  est: Estate;
  t0: number;
  t1: number;
  /** The fault's true start (quiet windows: a moment in the middle). */
  at: number;
  line(t: number, svc: string, level: Level, msg: string, more?: Partial<Body>): void;
  /** Poisson lines of `svc` with mean gap `meanMs` between from and to; f may return null to skip. */
  every(svc: string, from: number, to: number, meanMs: number, f: (t: number, i: number) => Body | Body[] | null): void;
  /** Drops svc's background lines in [from, to). */
  silence(svc: string, from: number, to?: number): void;
  /** The edge stops routing healthy traffic to `upstream` in [from, to). */
  down(upstream: string, from: number, to?: number): void;
  /** Scales svc's background rate in [from, to) (e.g. 0.3 when callers stop reaching it). */
  slow(svc: string, from: number, to: number, factor: number): void;
  /** The estate's edge proxy access line for a request to `upstream`. */
  edge(
    t: number,
    upstream: string,
    status: number,
    o?: { path?: string; durMs?: number; flags?: string; term?: string },
  ): void;
  ids(svc: string): Ids;
  svc(name: string): Svc;
}

export interface WindowSpec {
  id: string;
  est: Estate;
  format: Format;
  start: number;
  minutes: number;
  targetLines: number;
  seed: number;
  /** Offset of the fault (or the quiet window's main noise) from the window start, ms. */
  atOffset: number;
  writers: Array<(c: Ctx) => void>;
  /** Chronic harmless error and how many times the origin's WARN+ lines it should print. */
  chronic?: { write: (c: Ctx, meanMs: number) => void; ratio: number };
  origin?: string;
  /** Java and .NET stack traces arrive one record per line (no multiline joining at the collector). */
  splitStacks?: boolean;
  /** Services whose stderr the collector marks ERROR regardless of the app's own level. */
  stderrAsError?: string[];
}

const LINES_PER_UNIT: Partial<Record<string, number>> = { rails: 3, sidekiq: 2, elixir: 1.7 };

export function buildWindow(w: WindowSpec): string[] {
  const rng = fork(w.seed, w.id);
  const t0 = w.start;
  const t1 = w.start + w.minutes * 60_000;
  const evs: Ev[] = [];
  const mutes: Array<[string, number, number, number]> = [];
  const downs: Array<[string, number, number]> = [];
  const ctx: Ctx = {
    rng,
    est: w.est,
    t0,
    t1,
    at: t0 + w.atOffset,
    line: (t, svc, level, msg, more) => {
      if (t >= t0 && t < t1) evs.push({ ...more, t, svc, level, msg });
    },
    every: (svc, from, to, meanMs, f) => {
      let i = 0;
      for (let t = Math.max(from, t0) + rng.gap(meanMs); t < Math.min(to, t1); t += rng.gap(meanMs)) {
        const r = f(Math.round(t), i++);
        if (!r) continue;
        for (const [k, b] of (Array.isArray(r) ? r : [r]).entries()) evs.push({ ...b, t: Math.round(t) + k * 3, svc });
      }
    },
    silence: (svc, from, to = t1) => mutes.push([svc, from, to, 0]),
    down: (upstream, from, to = t1) => downs.push([upstream, from, to]),
    slow: (svc, from, to, factor) => mutes.push([svc, from, to, factor]),
    edge: (t, upstream, status, o = {}) => {
      const proxy = svcOf(w.est, w.est.proxy);
      const up = svcOf(w.est, upstream);
      const opts = { ...o, upstream: up, status };
      const msg =
        proxy.rt === "envoy"
          ? envoyAccess(w.est, rng, t, opts)
          : proxy.rt === "nginx"
            ? nginxAccess(w.est, rng, t, opts)
            : proxy.rt === "traefik"
              ? traefikAccess(w.est, rng, t, opts)
              : haproxyAccess(w.est, rng, t, opts);
      if (t >= t0 && t < t1) evs.push({ t, svc: proxy.name, level: "INFO", msg });
    },
    ids: (svc) => idsFor(w.est, svcOf(w.est, svc), rng),
    svc: (name) => svcOf(w.est, name),
  };
  for (const wr of w.writers) wr(ctx);
  if (w.chronic) {
    const loud = (e: Ev) => e.level === "WARN" || e.level === "ERROR" || e.level === "FATAL";
    const own = evs.filter((e) => e.svc === w.origin && loud(e)).length;
    const want = Math.max(45 + rng.int(0, 40), Math.round(own * w.chronic.ratio));
    w.chronic.write(ctx, Math.max(350, (t1 - t0) / want));
  }
  const extra = evs.length;

  // Healthy background sized so the whole file lands near the target.
  const services = w.est.services;
  const wsum = services.reduce((s, x) => s + x.weight, 0);
  const budget = Math.max(w.targetLines - extra * 1.3, w.targetLines * 0.45);
  for (const s of services) {
    const units = (budget * s.weight) / wsum / (LINES_PER_UNIT[s.rt] ?? 1);
    const mean = (t1 - t0) / Math.max(units, 1);
    for (let t = t0 + rng.gap(mean); t < t1; t += rng.gap(mean)) {
      const m = mutes.find(([n, a, b]) => n === s.name && t >= a && t < b);
      if (m && (m[3] === 0 || !rng.chance(m[3]))) continue;
      const isDown = (u: string) => downs.some(([n, a, b]) => n === u && t >= a && t < b);
      for (const e of normalEvents(w.est, s, rng, Math.round(t), isDown)) if (e.t < t1) evs.push(e);
    }
  }

  const skew = new Map<string, number>();
  for (const s of services) skew.set(s.name, rng.int(-300, 300));
  if (w.splitStacks)
    for (const e of evs) {
      const rt = services.find((x) => x.name === e.svc)?.rt;
      if (e.stack && (rt === "java" || rt === "dotnet")) e.splitStack = true;
    }
  if (w.stderrAsError)
    for (const e of evs) if (w.stderrAsError.includes(e.svc) && !e.shipperLevel) e.shipperLevel = "ERROR";
  evs.sort((a, b) => a.t + (skew.get(a.svc) ?? 0) - (b.t + (skew.get(b.svc) ?? 0)));
  const composeWidth = Math.max(...services.map((s) => s.name.length + 2)) + 1;
  const opts = { host: w.est.host, namespace: w.est.namespace, cluster: w.est.cluster, skew, composeWidth };
  return evs.flatMap((e) => renderEvent(w.format, flattenForJsonl(w.format, e), opts));
}

/** The normalised jsonl keeps only four fields: a shipper folds the extras into the message text. */
function flattenForJsonl(f: Format, e: Ev): Ev {
  if (f !== "jsonl" || !e.attrs || Object.keys(e.attrs).length === 0) return e;
  const tail = Object.entries(e.attrs)
    .map(([k, v]) => `${k}=${v}`)
    .join(" ");
  return { ...e, msg: `${e.msg} ${tail}`, attrs: undefined };
}
