// The 48 scenarios: which estate, noise or incident, format, day and window length each one gets.
import { ESTATES } from "./estates.js";
import type { Incident } from "./incident-kit.js";
import { INCIDENTS } from "./incidents.js";
import { kind } from "./noise.js";
import type { NoiseKind } from "./noise-kit.js";
import type { Rng } from "./rng.js";
import { type Estate, FORMATS, type Format } from "./types.js";

export interface Plan {
  id: string;
  estate: Estate;
  format: Format;
  /** Window start and end (true time, ms). */
  t0: number;
  t1: number;
  /** Lines the file should have about (background rate is fitted to it). */
  target: number;
  main?: NoiseKind;
  incident?: Incident;
  /** When the fault starts at the origin (incidents only). */
  start?: number;
}

/** The main noise of each estate's ten quiet windows: forty different kinds. */
const QUIET: Record<Estate["key"], readonly string[]> = {
  acorns: [
    "pickup-refused",
    "ratio-warnings",
    "unsupported-photo",
    "rolling-restart",
    "consent-missing",
    "cert-rotation",
    "failed-logins",
    "duplicate-taps",
    "broker-reconnect",
    "disk-cleanup",
  ],
  northfield: [
    "planned-db-maintenance",
    "snow-day-closure",
    "partner-rejects",
    "order-cutoff",
    "backfill",
    "scanner",
    "expired-sessions",
    "permission-denied",
    "config-reload",
    "recovered-exception",
  ],
  hopscotch: [
    "gps-jitter",
    "device-offline",
    "kafka-rebalance",
    "hpa-scale-up",
    "client-disconnects",
    "retries-succeed",
    "dns-blip-retried",
    "leader-election",
    "upstream-fallback",
    "deprecations",
  ],
  tuckshop: [
    "declined-cards",
    "allergen-block",
    "webhook-signature",
    "rate-limit-abuse",
    "nightly-job-record-errors",
    "gc-pauses",
    "null-handled",
    "invalid-input",
    "bounced-email",
    "slow-queries",
  ],
};

/** Incidents get fixed formats so every format carries at least one. */
const INCIDENT_FORMAT: Record<string, Format> = {
  timeout: "ecs",
  disk: "compose",
  database: "jsonl",
  configuration: "logfmt",
  network: "gcp",
  null_reference: "logfmt",
  memory: "datadog",
  dependency: "compose",
};

/** School days of May 2026 (Memorial Day left out). */
const DAYS = [4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 18, 19, 20, 21, 22, 26, 27, 28, 29];

function window(r: Rng, hours: readonly number[]): [number, number] {
  const minutes = r.int(6, 20);
  const t0 = Date.UTC(2026, 4, r.pick(DAYS), r.pick(hours), r.int(0, 50), r.int(0, 59), r.int(0, 999));
  return [t0, t0 + minutes * 60000];
}

export function plan(r: Rng): Plan[] {
  type Draft = Omit<Plan, "id" | "format"> & { format?: Format };
  const drafts: Draft[] = [];
  for (const inc of INCIDENTS) {
    const estate = ESTATES[inc.estate];
    const [t0, t1] = window(r, inc.hours);
    const start = Math.round(t0 + (t1 - t0) * r.range(0.3, 0.6));
    drafts.push({
      estate,
      t0,
      t1,
      target: r.int(1800, 8500),
      incident: inc,
      start,
      format: INCIDENT_FORMAT[inc.category],
    });
  }
  const counts = new Map<Format, number>(FORMATS.map((f) => [f, 8]));
  for (const d of drafts) counts.set(d.format as Format, (counts.get(d.format as Format) ?? 0) - 1);
  const pool = r.shuffle(FORMATS.flatMap((f) => Array.from({ length: counts.get(f) ?? 0 }, () => f)));
  for (const key of Object.keys(QUIET) as Estate["key"][]) {
    const estate = ESTATES[key];
    for (const id of QUIET[key]) {
      const [t0, t1] = window(r, estate.hours);
      drafts.push({ estate, t0, t1, target: r.int(1800, 8500), main: kind(id), format: pool.pop() });
    }
  }
  const byFormat = new Map<Format, Draft[]>(FORMATS.map((f) => [f, r.shuffle(drafts.filter((d) => d.format === f))]));
  const out: Plan[] = [];
  for (let i = 0; i < drafts.length; i++) {
    const f = FORMATS[i % FORMATS.length];
    const d = byFormat.get(f)?.shift();
    if (!d) throw new Error(`format ${f} ran out at slot ${i}`);
    out.push({ ...d, format: f, id: `q126-${String(i + 1).padStart(2, "0")}` });
  }
  return out;
}
