// The 48 scenarios: which estate, format, incident or quiet noise, window and size each one gets. Formats rotate
// over the six shapes by position; incidents sit at seeded positions; quiet windows are spread over the estates.
import { ESTATES } from "./estates.js";
import type { IncidentSpec } from "./incident-kind.js";
import { INCIDENTS } from "./incidents.js";
import { NOISE } from "./noise.js";
import type { NoiseKind } from "./noise-kind.js";
import type { Rand } from "./rng.js";
import { type Estate, FORMATS, type Format } from "./types.js";

export interface Plan {
  index: number;
  estate: Estate;
  format: Format;
  incident: IncidentSpec | null;
  noise: NoiseKind[];
  chronic: number;
  t0: number;
  minutes: number;
  targetLines: number;
  seed: number;
}

export const TOTAL = 48;

/** Noise that can sit beside an incident without changing what the incident is. */
const NEAR_INCIDENT = new Set([
  "evv-geofence",
  "ivr-ani-mismatch",
  "auth-units-exhausted",
  "claim-rejections",
  "card-declines",
  "failed-logins",
  "expired-sessions",
  "missed-dose-escalation",
  "offline-device-sync",
  "careplan-validation",
  "care-team-denials",
  "payroll-exceptions",
  "sms-undeliverable",
  "geocode-zero-results",
  "late-visit-alerts",
  "eligibility-271",
  "credential-holds",
  "cert-rotation",
  "gc-chatter",
  "month-end-reports",
  "flag-reload",
  "dlq-replay",
  "vendor-retry-succeeds",
  "partner-rate-limit",
  "internet-scanners",
  "duplicate-webhooks",
  "email-bounces",
  "client-aborts",
  "credential-stuffing-blocked",
]);
/** Per incident, noise that would blur it (same service, same symptom). */
const AVOID: Record<string, string[]> = {
  "voice-vendor-503": ["vendor-retry-succeeds", "missed-dose-escalation"],
  "careplan-heap": ["gc-chatter"],
  "portal-nil-caregiver": ["card-declines", "duplicate-webhooks"],
  "emar-flood-stage": ["missed-dose-escalation"],
};

/** Quiet noise that writes ERROR lines; a quiet window without one gets a chronic error source instead. */
const LOUD = new Set([
  "evv-geofence",
  "ivr-ani-mismatch",
  "auth-units-exhausted",
  "claim-rejections",
  "card-declines",
  "missed-dose-escalation",
  "payroll-exceptions",
  "sms-undeliverable",
  "late-visit-alerts",
  "eligibility-271",
  "cert-rotation",
  "poison-record",
  "consumer-rebalance",
  "cache-maintenance",
  "email-bounces",
  "client-aborts",
]);

const DAY = 86400000;

export function makePlans(r: Rand): Plan[] {
  const formatAt = (i: number) => FORMATS[i % FORMATS.length];
  // Incident positions: every format at least once, each allowed by its estate.
  let slots: number[] = [];
  for (let tries = 0; tries < 500; tries++) {
    slots = r.shuffle([...Array(TOTAL).keys()]).slice(0, INCIDENTS.length);
    const ok = INCIDENTS.every((inc, k) =>
      ESTATES.find((e) => e.key === inc.estate)?.formats.includes(formatAt(slots[k])),
    );
    if (ok && new Set(slots.map(formatAt)).size === FORMATS.length) break;
  }
  const incAt = new Map<number, IncidentSpec>(slots.map((s, k) => [s, INCIDENTS[k]]));
  // Quiet estates: ten each, an estate without a format never gets it.
  const quietIdx = [...Array(TOTAL).keys()].filter((i) => !incAt.has(i));
  const quietEstate = new Map<number, Estate>();
  const need = new Map(ESTATES.map((e) => [e.key, 10]));
  const restricted = [...ESTATES].sort((a, b) => a.formats.length - b.formats.length);
  for (const e of restricted) {
    const free = r.shuffle(quietIdx.filter((i) => !quietEstate.has(i) && e.formats.includes(formatAt(i))));
    for (const i of free.slice(0, need.get(e.key))) quietEstate.set(i, e);
  }
  // Primary noise: every kind leads at least one quiet window.
  const kinds = r.shuffle(NOISE);
  const primaries = [...kinds, ...r.shuffle(NOISE)].slice(0, quietIdx.length);
  const plans: Plan[] = [];
  let q = 0;
  for (let i = 0; i < TOTAL; i++) {
    const inc = incAt.get(i) ?? null;
    const estate = inc ? (ESTATES.find((e) => e.key === inc.estate) as Estate) : (quietEstate.get(i) as Estate);
    let noise: NoiseKind[];
    if (inc) {
      const avoid = new Set(AVOID[inc.id] ?? []);
      const pool = NOISE.filter((n) => NEAR_INCIDENT.has(n.id) && !avoid.has(n.id));
      noise = r.shuffle(pool).slice(0, r.int(1, 3));
    } else {
      const lead = primaries[q++];
      noise = [lead, ...r.shuffle(NOISE.filter((n) => n.id !== lead.id)).slice(0, r.int(1, 3))];
    }
    const minutes = r.int(6, 20);
    const day = Date.UTC(2026, 4, 4) + r.int(0, 45) * DAY;
    // Home care is busiest at shift changes: 06:30-09:30 and 16:00-20:00 local (UTC-4 here).
    const localMin = r.chance(0.6) ? r.int(390, 570) : r.chance(0.6) ? r.int(960, 1200) : r.int(600, 950);
    const t0 = day + (localMin + 240) * 60000 + r.int(0, 59999);
    const perMin = r.int(140, 520);
    let chronic = inc ? r.int(1, 2) : r.pick([0, 1, 1, 2]);
    if (!inc && chronic === 0 && !noise.some((n) => LOUD.has(n.id))) chronic = 1;
    plans.push({
      index: i,
      estate,
      format: formatAt(i),
      incident: inc,
      noise,
      chronic,
      t0,
      minutes,
      targetLines: Math.max(1900, Math.min(8800, perMin * minutes)),
      seed: r.int(1, 2 ** 31 - 2),
    });
  }
  return plans;
}
