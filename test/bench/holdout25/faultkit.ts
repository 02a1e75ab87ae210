// What an incident or quiet-window script is handed: the estate's cast for this file, time helpers, and stack
// builders in each runtime's own shape.

import { type Estate, isApp, type Kind, type Svc } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import { edgeLine, type Stream } from "./stream.js";

export interface X {
  st: Stream;
  r: Rng;
  e: Estate;
  /** origin (incidents) or protagonist (quiet windows) */
  o: Svc;
  /** an HTTP app that calls o (or uses it, for infrastructure) */
  c: Svc;
  /** a second app, not o or c */
  c2: Svc;
  edge: Svc;
  db: Svc;
  kube: Svc;
  t0: number;
  t1: number;
  emit: (at: number, svc: Svc, level: Level, msg: string, stack?: string[]) => void;
  /** calls fn about every `sec` seconds (jittered) between from and to (default t0..t1) */
  loop: (sec: number, fn: (at: number, i: number) => void, from?: number, to?: number) => void;
  /** the edge's 5xx access line for a request that reached `up` */
  edgeErr: (at: number, status: number, up: Svc, ms?: number) => void;
  pod: (s: Svc) => string;
  ip: () => string;
  cls: (s: Svc) => string;
}

export function makeX(st: Stream, o: Svc, t0: number, t1: number): X {
  const { estate: e, r } = st;
  const apps = e.services.filter((s) => isApp(s.kind) && s.name !== o.name);
  const http = apps.filter((s) => !s.style?.match(/celery|sidekiq/));
  const entry = e.services.find((s) => s.name === e.entry)!;
  const c = o.name !== entry.name ? entry : http[0];
  const c2 = apps.find((s) => s.name !== c.name) ?? c;
  const pods = new Map<string, string>();
  const kindOf = (k: Kind) => e.services.find((s) => s.kind === k)!;
  const x: X = {
    st,
    r,
    e,
    o,
    c,
    c2,
    edge: e.services[0],
    db: e.services.find((s) => s.kind === "postgres" || s.kind === "mysql")!,
    kube: kindOf("kubelet"),
    t0,
    t1,
    emit: (at, svc, level, msg, stack) => st.emit(at, svc.name, level, msg, stack, st.trace()),
    loop: (sec, fn, from = t0, to = t1) => {
      let i = 0;
      for (
        let at = from + r.int(0, Math.round(sec * 600));
        at < to;
        at += Math.round(sec * 1000 * (0.6 + 0.8 * r.next()))
      )
        fn(at, i++);
    },
    edgeErr: (at, status, up, ms) =>
      st.emit(
        at,
        e.services[0].name,
        status >= 500 ? "warn" : "info",
        edgeLine(
          e.services[0],
          r,
          at,
          r.pick(up.paths.length ? up.paths : ["/"]),
          status,
          ms ?? r.int(1, 60),
          up.name,
          e.host,
          r.hex(12),
        ),
      ),
    pod: (s) => {
      if (!pods.has(s.name))
        pods.set(s.name, `${s.name}-${r.hex(9).replace(/[0-9]/g, (d) => "bcdfghjklm"[Number(d)])}-${r.hex(5)}`);
      return pods.get(s.name)!;
    },
    ip: () => `10.${r.int(0, 3)}.${r.int(0, 31)}.${r.int(2, 250)}`,
    cls: (s) => s.pkg.replace(/^.*\./, ""),
  };
  return x;
}

export const jframes = (...f: string[]) => f.map((l) => `\tat ${l}`);
export const pyTrace = (frames: Array<[string, number, string, string]>, last: string) => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
  last,
];
export const nframes = (...f: string[]) => f.map((l) => `    at ${l}`);
export const dframes = (...f: string[]) => f.map((l) => `   at ${l}`);
export const uuid = (r: Rng) => `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-a${r.hex(3)}-${r.hex(12)}`;
