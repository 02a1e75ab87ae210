// Builds one scenario: a context over a window, background traffic, one quiet kind or incident, rendered lines.
import { background } from "./background.js";
import { render } from "./render.js";
import { Rng } from "./rng.js";
import type { Ctx, Estate, Ev, Format, Kind, Level, Outcome } from "./types.js";

export interface Built {
  lines: string[];
  outcome: Outcome;
  services: number;
}

export function build(
  kind: Kind,
  e: Estate,
  format: Format,
  seed: number,
  start: number,
  minutes: number,
  target: number,
): Built {
  let perSecond = (target * 0.75) / (minutes * 60 * 3);
  for (let attempt = 0; ; attempt++) {
    const r = new Rng(seed * 7919 + attempt);
    const events: Ev[] = [];
    const services = new Set<string>();
    const c: Ctx = {
      r,
      e,
      start,
      end: start + minutes * 60000,
      events,
      services,
      add(t: number, svc: string, level: Level, msg: string, extra?: Partial<Ev>) {
        if (t < c.start || t >= c.end) return;
        services.add(svc);
        events.push({ ...extra, t: Math.round(t), svc, level, msg });
      },
      drop(svc, from, keep = 0) {
        const kept = events.filter(
          (ev) => ev.svc !== svc || ev.t < from || ev.level === "warn" || ev.level === "error" || r.chance(keep),
        );
        events.length = 0;
        events.push(...kept);
      },
      every(from, to, period, jitter, fn) {
        let i = 0;
        for (let t = from; t < to; t += period * 1000 * (1 + jitter * (r.next() * 2 - 1))) fn(t, i++);
      },
    };
    background(c, perSecond);
    const outcome = kind.run(c);
    const lines = render(events, format, e, r);
    if ((lines.length >= 500 && lines.length <= 25000) || attempt >= 6) {
      if (lines.length < 500 || lines.length > 25000) throw new Error(`${kind.kind}: ${lines.length} lines`);
      return { lines, outcome, services: services.size };
    }
    perSecond *= lines.length > 25000 ? 0.6 : 1.8;
  }
}
