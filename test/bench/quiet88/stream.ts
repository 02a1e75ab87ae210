// One aggregated stream: per-service clock skew, sorted by printed time, rendered in one format.
import type { Ev, Format } from "./formats.js";
import { render } from "./formats.js";
import type { Rng } from "./rng.js";

export function toLines(events: Ev[], f: Format, rng: Rng, namespace: string): string[] {
  const services = [...new Set(events.map((e) => e.svc))].sort();
  const skew = new Map(services.map((s) => [s, rng.int(-300, 300)]));
  const hosts = new Map(services.map((s) => [s, `${s}-${rng.hex(9)}-${rng.hex(5)}`]));
  const prefixWidth = Math.max(...services.map((s) => s.length)) + 5;
  const printed = events
    .map((e, i) => ({ e, i, p: e.t + (skew.get(e.svc) ?? 0) }))
    .sort((a, b) => a.p - b.p || a.i - b.i);
  const out: string[] = [];
  for (const { e, p } of printed)
    out.push(...render(f, e, p, { namespace, hostOf: (s) => hosts.get(s) ?? s, prefixWidth }));
  return out;
}
