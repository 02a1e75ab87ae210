// The 64 windows: which incident or quiet noise, which estate, format, length, and what noise surrounds it.
import { ESTATES, type Estate } from "./estates.js";
import { FORMATS, type Format } from "./formats.js";
import type { Category, IncidentDef } from "./incident-types.js";
import { CARAVAN_INCIDENTS } from "./incidents-caravan.js";
import { MARQUEE_INCIDENTS } from "./incidents-marquee.js";
import { MIDWAY_INCIDENTS } from "./incidents-midway.js";
import { SPANGLE_INCIDENTS } from "./incidents-spangle.js";
import { CHRONIC, distractor } from "./noise.js";
import { QUIET_KINDS, type QuietKind } from "./quiet.js";
import { makeRng } from "./rng.js";
import type { Ctx, WindowSpec } from "./scenario.js";

export interface PlannedWindow {
  spec: WindowSpec;
  incident: IncidentDef | null;
  quiet: QuietKind | null;
  note: string;
}

export const ALL_INCIDENTS: IncidentDef[] = [
  ...MARQUEE_INCIDENTS,
  ...CARAVAN_INCIDENTS,
  ...MIDWAY_INCIDENTS,
  ...SPANGLE_INCIDENTS,
];

/** Services whose collector marks their (gunicorn/stderr) output ERROR in gcp and datadog shipping. */
const STDERR_SERVICES: Record<Estate["key"], string[]> = {
  marquee: [],
  caravan: ["route_planner", "venue_contracts"],
  midway: ["maintlog"],
  spangle: ["conc-stock-worker"],
};

export function planWindows(seed: number): PlannedWindow[] {
  const rng = makeRng(seed);
  type Item = { incident: IncidentDef | null; quiet: QuietKind | null };
  const items: Item[] = [
    ...ALL_INCIDENTS.map((incident) => ({ incident, quiet: null })),
    ...QUIET_KINDS.slice(0, 12).map((quiet) => ({ incident: null, quiet })),
  ];
  rng.shuffle(items);
  return items.map((it, i) => {
    const id = `h142-${String(i + 1).padStart(2, "0")}`;
    const estKey = it.incident?.estate ?? it.quiet?.estate ?? "marquee";
    const est = ESTATES.find((e) => e.key === estKey) as Estate;
    const format: Format = FORMATS[i % FORMATS.length];
    const minutes = rng.int(6, 20);
    const targetLines = Math.min(
      9000,
      Math.max(1700, Math.round(rng.int(220, 560) * minutes * (0.7 + rng.next() * 0.6))),
    );
    const start = Date.UTC(2026, 10, 1 + (i % 28), rng.int(8, 22), rng.int(0, 59), rng.int(0, 59)) + rng.int(0, 999);
    const span = minutes * 60_000;
    const atOffset = it.incident
      ? Math.round(span * (0.25 + rng.next() * 0.3))
      : Math.round(span * (0.3 + rng.next() * 0.4));
    const origin = it.incident?.origin ?? "";
    const writers: Array<(c: Ctx) => void> = [];

    // Chronic harmless error from the first minute (most windows).
    const chronics = CHRONIC[estKey].filter((ch) => ch.svc !== origin);
    const chronic = rng.chance(0.85) ? { write: rng.pick(chronics).write, ratio: 1.3 + rng.next() * 0.9 } : undefined;

    // Side noise of the trade (smaller), reusing incident words.
    const sideKinds = QUIET_KINDS.filter((q) => q.estate === estKey && q !== it.quiet);
    const nSide = it.quiet ? rng.int(1, 3) : rng.chance(0.7) ? 1 : 0;
    for (const q of rng.shuffle([...sideKinds]).slice(0, nSide)) {
      const k = 0.15 + rng.next() * 0.15;
      writers.push((c) => q.write(c, k));
    }
    if (it.quiet) {
      const q = it.quiet;
      writers.push((c) => q.write(c, 1));
    }

    // Unrelated deploys / config reloads near the fault.
    const others = est.services.filter((s) => s.name !== origin);
    const nDist = rng.int(1, 2);
    for (const s of rng.shuffle([...others]).slice(0, nDist)) {
      const dt = rng.int(-180, 150) * 1000;
      writers.push((c) => distractor(c, s.name, c.at + dt));
    }
    if (it.incident) writers.push(it.incident.write);

    const stderr =
      (format === "gcp" || format === "datadog") && rng.chance(0.6)
        ? STDERR_SERVICES[estKey].filter((s) => s !== origin)
        : undefined;
    const spec: WindowSpec = {
      id,
      est,
      format,
      start,
      minutes,
      targetLines,
      seed: seed + i * 7919,
      atOffset,
      writers,
      stderrAsError: stderr,
      chronic,
      origin,
      splitStacks: (format === "gcp" || format === "ecs") && rng.chance(0.4),
    };
    const note = it.incident
      ? it.incident.note
      : `Quiet ${est.company} window: ${it.quiet?.note}, plus a chronic harmless error; nothing is broken.`;
    return { spec, incident: it.incident, quiet: it.quiet, note };
  });
}

export type { Category };
