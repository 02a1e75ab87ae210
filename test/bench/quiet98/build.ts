// Builds one scenario window: estate, clock skews, background, noise kinds and (maybe) one failure, rendered.
import { background, type Ctx } from "./background.js";
import { type Estate, ROLES } from "./estates.js";
import { type Format, render } from "./formats.js";
import type { Failure } from "./incidents.js";
import type { Noise } from "./quiet.js";
import type { Rng } from "./rng.js";
import { Stream } from "./stream.js";

export interface Window {
  text: string;
  lines: number;
  start: number | null;
}

export function buildWindow(
  e: Estate,
  format: Format,
  r: Rng,
  t0: number,
  minutes: number,
  target: number,
  noises: Noise[],
  failure: Failure | null,
  startAfterMin: number,
): Window {
  const t1 = t0 + minutes * 60000;
  const skew = new Map<string, number>();
  for (const role of ROLES) skew.set(e.svc[role].name, r.int(-300, 300));
  const s = new Stream(skew, t0, t1);
  const start = failure ? t0 + startAfterMin * 60000 + r.int(0, 59) * 1000 : null;
  const c: Ctx = { s, r, e, t0, t1 };
  if (failure && start !== null)
    c.hold = { role: failure.role, from: start, keep: failure.keep, silent: failure.silent };
  const pivot = start ?? t0 + (t1 - t0) * (0.3 + 0.4 * r.next());
  background(c, target, pivot, failure ? failure.role : null);
  for (const nz of noises) nz.run(c, t0 + 20000 + r.next() * Math.max(1, t1 - t0 - 5 * 60000));
  if (failure && start !== null) {
    failure.before?.(c, start);
    failure.run(c, start);
  }
  const out = render(format, s.sorted(), e.namespace);
  return { text: `${out.join("\n")}\n`, lines: out.length, start };
}
