// The 48 windows: which estate, format, noise, layout and (for 8 of them) which incident, all drawn from the seed.
import { ESTATES } from "./estates.js";
import type { Incident } from "./incident-types.js";
import { CHECKOUT_OOM, COURIER_503, PAYBRIDGE_SNAT, STOCKDB_WRAPAROUND } from "./incidents-a.js";
import { ACCOUNT_STALE_JWKS, ORDERS_DISK_FULL, TAX_429, WHOLESALE_BAD_CONFIG } from "./incidents-b.js";
import { NOISE_KINDS, type NoiseKind } from "./noise.js";
import type { Rng } from "./rng.js";
import type { Spec } from "./scenario.js";
import { FORMATS } from "./types.js";

export const INCIDENTS: Incident[] = [
  CHECKOUT_OOM,
  PAYBRIDGE_SNAT,
  STOCKDB_WRAPAROUND,
  COURIER_503,
  ORDERS_DISK_FULL,
  TAX_429,
  WHOLESALE_BAD_CONFIG,
  ACCOUNT_STALE_JWKS,
];

/** The harmless noise that shares words with each incident, laid under it. */
const TRAP: Record<string, [NoiseKind, NoiseKind]> = {
  "checkout-oom": ["gc-pauses", "keepalive-resets"],
  "paybridge-snat": ["cert-rotation", "declined-cards"],
  "stockdb-wraparound": ["report-timeouts", "backfill-duplicates"],
  "courier-503": ["job-retries", "devices-offline"],
  "orders-disk": ["rolling-restart", "threshold-alerts"],
  "tax-429": ["scraper-429", "keepalive-resets"],
  "wholesale-config": ["rolling-restart", "validation-refusals"],
  "account-jwks": ["failed-logins", "scanners"],
};

const formatAt = (i: number) => FORMATS[(i + Math.floor(i / 12)) % FORMATS.length];

/** Moves incident windows so that the eight incidents cover all six formats. */
function spreadIncidentFormats(slots: Array<{ incident?: Incident }>): void {
  const used = new Set<string>();
  slots.forEach((s, i) => {
    if (!s.incident) return;
    const f = formatAt(i);
    if (!used.has(f)) {
      used.add(f);
      return;
    }
    if (used.size >= FORMATS.length) return;
    const j = slots.findIndex((q, k) => !q.incident && !used.has(formatAt(k)));
    if (j < 0) return;
    [slots[i], slots[j]] = [slots[j], slots[i]];
    used.add(formatAt(j));
  });
}

export function makePlan(rng: Rng): Spec[] {
  const slots: Array<{ estate: number; incident?: Incident }> = [];
  for (let e = 0; e < ESTATES.length; e++) {
    for (const inc of INCIDENTS.filter((i) => i.estate === ESTATES[e].key)) slots.push({ estate: e, incident: inc });
    while (slots.filter((s) => s.estate === e).length < 12) slots.push({ estate: e });
  }
  rng.shuffle(slots);
  spreadIncidentFormats(slots);
  const mains = new Map<number, NoiseKind[]>();
  for (let e = 0; e < ESTATES.length; e++) mains.set(e, rng.shuffle([...NOISE_KINDS]));
  const day0 = Date.UTC(2026, 3, 20);
  return slots.map((s, i) => {
    const estate = ESTATES[s.estate];
    const format = formatAt(i);
    const minutes = rng.int(6, 20);
    const perMin = rng.float(170, 600);
    const targetLines = Math.round(Math.min(9200, Math.max(1700, minutes * perMin)));
    const startMs = day0 + rng.int(0, 150) * 86400000 + rng.int(5 * 60, 21 * 60) * 60000 + rng.int(0, 59999);
    let main: NoiseKind;
    let smalls: NoiseKind[];
    if (s.incident) {
      [main, smalls] = [TRAP[s.incident.key][0], [TRAP[s.incident.key][1]]];
    } else {
      const list = mains.get(s.estate) as NoiseKind[];
      main = list.shift() as NoiseKind;
      list.push(main);
      const rest = NOISE_KINDS.filter((k) => k !== main);
      smalls = rng.shuffle([...rest]).slice(0, rng.int(1, 3));
    }
    const jsonish = format !== "logfmt" && format !== "compose";
    return {
      id: `q138-${String(i + 1).padStart(2, "0")}`,
      estate,
      format,
      startMs,
      minutes,
      targetLines,
      main,
      smalls,
      incident: s.incident,
      layout: {
        splitStacks: jsonish && rng.chance(0.2),
        pythonStderr: format === "gcp" && rng.chance(0.6),
        nestedPino: (format === "jsonl" || format === "datadog") && rng.chance(0.5),
      },
      chronicRate: s.incident ? rng.float(1.3, 1.9) : rng.float(0.8, 1.6),
      chronicWarn: rng.chance(0.6),
      deploys: rng.int(0, 2),
      reload: rng.chance(0.5),
      faultAt: rng.float(0.3, 0.55),
    };
  });
}
