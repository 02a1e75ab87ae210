// Turns events into one aggregated file: per-service clock skew, sorted by printed time, rendered in one format.
import { type Format, type LogEvent, render } from "./formats.js";
import type { Rng } from "./rng.js";

export function writeStream(
  events: LogEvent[],
  services: string[],
  f: Format,
  ns: string,
  rng: Rng,
): { text: string; lines: number } {
  const skew = new Map<string, number>();
  const nodes = new Map<string, number>();
  for (const s of services) {
    skew.set(s, rng.int(-300, 300));
    nodes.set(s, rng.int(0, 3));
  }
  const width = Math.max(...services.map((s) => s.length)) + 4;
  const printed = events.map((e, i) => ({ e, i, ms: Math.round(e.t) + (skew.get(e.svc) ?? 0) }));
  printed.sort((a, b) => a.ms - b.ms || a.i - b.i);
  const out: string[] = [];
  for (const p of printed) out.push(...render(f, p.e, p.ms, ns, width, nodes.get(p.e.svc) ?? 0));
  return { text: `${out.join("\n")}\n`, lines: out.length };
}
