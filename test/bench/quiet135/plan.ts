// The 48 windows: which estate, format, length, size and start each has, its main and side noise, and
// which eight carry an incident. Formats rotate so each appears eight times; each estate gets twelve.
import { ESTATES } from "./estates.js";
import { FORMATS, type Format } from "./formats.js";
import { INCIDENTS, type IncidentDef } from "./incidents.js";
import { NOISE, type NoiseKind, noiseByKey } from "./noise.js";
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";

export interface Plan {
  index: number;
  id: string;
  format: Format;
  estate: Estate;
  incident?: IncidentDef;
  main: NoiseKind;
  side: NoiseKind[];
  minutes: number;
  targetLines: number;
  startMs: number;
  chronic: boolean;
}

interface Draft {
  format: Format;
  estate: Estate;
  incident?: IncidentDef;
  main: NoiseKind;
}

/** Main noise kinds that happen by day as well (back office, batch jobs, the internet); the rest are nightly. */
const DAY_OK = new Set([
  "pos_reconciliation_variance",
  "catalogue_backfill_dupes",
  "licence_report_rejects",
  "report_query_timeout",
  "cron_overlap_skips",
  "staff_login_failures",
  "vuln_scanner",
  "consumer_rebalance",
  "cert_rotation",
  "rolling_restart",
  "deprecated_clients",
  "booking_validation",
  "scraper_rate_limited",
  "dead_push_tokens",
  "sms_bounces",
  "transient_retries",
  "queue_backlog_drain",
  "webhook_replays",
  "cache_cold_start",
]);

function estateByKey(key: string): Estate {
  const e = ESTATES.find((x) => x.key === key);
  if (!e) throw new Error(`no estate ${key}`);
  return e;
}

export function makePlan(r: Rng): Plan[] {
  const perFormat = new Map<Format, number>(FORMATS.map((f) => [f, 8]));
  const drafts: Draft[] = [];
  // incidents: six formats once, two formats twice
  const incFormats = [...r.shuffle(FORMATS), ...r.shuffle(FORMATS).slice(0, 2)];
  INCIDENTS.forEach((inc, i) => {
    const format = incFormats[i] as Format;
    perFormat.set(format, (perFormat.get(format) ?? 0) - 1);
    drafts.push({ format, estate: estateByKey(inc.estate), incident: inc, main: noiseByKey(r.pick(inc.noise)) });
  });
  // quiet: remaining formats, ten per estate, every noise kind at least once as a main kind
  const formats: Format[] = r.shuffle(FORMATS.flatMap((f) => Array.from({ length: perFormat.get(f) ?? 0 }, () => f)));
  const estates: Estate[] = r.shuffle(ESTATES.flatMap((e) => Array.from({ length: 10 }, () => e)));
  const mains: NoiseKind[] = [...r.shuffle(NOISE), ...r.shuffle(NOISE)].slice(0, formats.length);
  formats.forEach((format, i) => {
    drafts.push({ format, estate: estates[i] as Estate, main: mains[i] as NoiseKind });
  });
  const order = r.shuffle(drafts);
  const year = 2026;
  return order.map((d, index) => {
    const pool = d.incident ? d.incident.noise.map(noiseByKey) : NOISE;
    const others = pool.filter((x) => x.key !== d.main.key);
    const side = r.shuffle(others).slice(0, d.incident ? r.int(0, 2) : r.int(1, 3));
    const minutes = d.incident ? r.int(11, 20) : r.int(6, 20);
    const perMin = r.int(160, 620);
    const targetLines = Math.min(9400, Math.max(1750, minutes * perMin));
    const month = r.int(0, 10);
    const day = r.int(1, 28);
    const late = d.incident || !DAY_OK.has(d.main.key) || r.chance(0.65);
    const hour = late ? r.pick([20, 21, 22, 23, 0, 1, 2]) : r.int(10, 17);
    const startMs = Date.UTC(year, month, day, hour, r.int(0, 59), r.int(0, 59), r.int(0, 999));
    return {
      index,
      id: `quiet135-${String(index + 1).padStart(2, "0")}`,
      format: d.format,
      estate: d.estate,
      incident: d.incident,
      main: d.main,
      side,
      minutes,
      targetLines,
      startMs,
      chronic: r.chance(0.85),
    };
  });
}
