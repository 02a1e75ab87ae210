// The 12 quiet windows: three per estate, each with the everyday noise of clinical operations and nothing broken.
import type { Line } from "./callers.js";
import type { Once } from "./incidents.js";
import type { Rng } from "./rng.js";

export interface QuietSpec {
  estate: string;
  note: string;
  extras: (r: Rng) => Once[];
}

const at = (dt: number, svc: string, l: Line): Once => ({ dt, svc, ...l });
const burst = (r: Rng, svc: string, n: number, span: number, f: (r: Rng, i: number) => Line): Once[] =>
  Array.from({ length: n }, (_, i) => at(r.int(0, span) - span / 2, svc, f(r, i)));
const subj = (r: Rng) => `${r.int(101, 188)}-${String(r.int(1, 240)).padStart(4, "0")}`;

export const QUIET: QuietSpec[] = [
  {
    estate: "meridian",
    note: "Ordinary weekday data entry: edit checks fire on vitals, bounces keep coming, queries reopen; nothing is broken.",
    extras: (r) =>
      burst(r, "edit-checks", 14, 120, (r) => ({
        level: "warn",
        msg: `Edit check VS_DIABP_RANGE fired on subject ${subj(r)}: value ${r.int(111, 140)} outside expected range`,
      })),
  },
  {
    estate: "meridian",
    note: "A site coordinator is locked out after wrong passwords and a kit-supply pod is rolled; everything else is routine.",
    extras: (r) => [
      ...burst(r, "sso-broker", 6, 60, () => ({
        level: "warn",
        msg: "type=LOGIN_ERROR, realmId=sites, clientId=site-portal, userId=3f9a02c1, error=invalid_user_credentials",
      })),
      at(40, "sso-broker", {
        level: "warn",
        msg: "type=LOGIN_ERROR, realmId=sites, clientId=site-portal, userId=3f9a02c1, error=user_temporarily_disabled",
      }),
      at(-30, "kit-supply", { level: "info", msg: "received SIGTERM, draining connections" }),
      at(-20, "kit-supply", { level: "info", msg: "starting kit-supply version=v3.11.2 commit=9e1d2aa go=go1.22.5" }),
    ],
  },
  {
    estate: "meridian",
    note: "Month-end: many expired kits refused at sites and a slow warehouse merge that still completes.",
    extras: (r) => [
      ...burst(r, "kit-supply", 10, 200, (r) => ({
        level: "warn",
        msg: `dispense refused: kit ${r.int(100000, 999999)} at site DE-1${r.int(10, 40)} expired (DNU date passed)`,
      })),
      at(30, "cdw-loader", { level: "warn", msg: "merge into dwh.ecrf_items took 212s (threshold 180s)" }),
    ],
  },
  {
    estate: "northbank",
    note: "Diaries arrive late after a holiday weekend and one ID check goes to manual review; no errors beyond the usual push bounces.",
    extras: (r) =>
      burst(r, "epro-sync", 16, 240, (r) => ({
        level: "warn",
        msg: `late diary entry subject=${subj(r)} instrument=EQ-5D-5L window closed ${r.int(30, 70)}h ago, stored as late`,
      })),
  },
  {
    estate: "northbank",
    note: "A transient 503 from the e-signature provider is retried successfully once; the rest is routine.",
    extras: () => [
      at(0, "econsent", {
        level: "warn",
        msg: "e-signature API POST /restapi/v2.1/accounts/8812/envelopes returned 503, retrying in 400ms (attempt 1/3)",
      }),
      at(0.6, "econsent", { level: "info", msg: "e-signature envelope created after 1 retry" }),
    ],
  },
  {
    estate: "northbank",
    note: "Payments held for open queries and a ledger-export pod restarted by a planned rollout; nothing fails.",
    extras: (r) => [
      ...burst(r, "site-payments", 8, 120, (r) => ({
        level: "warn",
        msg: `Payment held for review: visit W${r.int(2, 12)} at site PL-1${r.int(10, 40)} has open queries`,
      })),
      at(-10, "ledger-export", { level: "info", msg: "Application is shutting down..." }),
      at(5, "ledger-export", { level: "info", msg: "Now listening on: http://[::]:5000" }),
    ],
  },
  {
    estate: "halcyon",
    note: "Summer heat: several depot temperature excursions flagged for QA review; all shipments proceed.",
    extras: (r) =>
      burst(r, "temp-monitor", 9, 300, (r) => ({
        level: "warn",
        msg: `excursion flagged for review: shipment SH-${r.int(30000, 39999)} logger ${r.hex(6)} 9.${r.int(0, 9)}C for ${r.int(12, 40)} min (limit 2-8C)`,
      })),
  },
  {
    estate: "halcyon",
    note: "Duplicate screening attempts refused and a staff-sso lockout; routine otherwise.",
    extras: (r) => [
      ...burst(r, "subject-registry", 5, 120, (r) => ({
        level: "warn",
        msg: `Duplicate screening rejected for ${subj(r)}: matching subject in study HAL-204`,
      })),
      at(20, "staff-sso", { level: "warn", msg: 'level=warn msg="login locked" user=crc42@site133 failures=5' }),
    ],
  },
  {
    estate: "halcyon",
    note: "A long GC pause warning on subject-registry and a warehouse task retried once before succeeding; no failure.",
    extras: () => [
      at(0, "subject-registry", {
        level: "warn",
        msg: "Pause Young (Normal) (G1 Evacuation Pause) 1890M->702M(4096M) 288.114ms",
      }),
      at(30, "warehouse-etl", {
        level: "warn",
        msg: "Task load_kits attempt 1 failed: snowflake warehouse resuming, retrying in 30s",
      }),
      at(62, "warehouse-etl", {
        level: "info",
        msg: "Marking task as SUCCESS. dag_id=cdw_nightly, task_id=load_kits, try_number=2",
      }),
    ],
  },
  {
    estate: "corvid",
    note: "Patients mistype PINs and get throttled, diaries come in late; all routine.",
    extras: (r) =>
      burst(r, "patient-app-api", 10, 200, (r) => ({
        level: "warn",
        msg: `login throttled for subject ${subj(r)}: 5 wrong PINs, locked 15 min`,
      })),
  },
  {
    estate: "corvid",
    note: "Coders get a batch of low-score verbatims and an ICSR is resent after a negative ACK that was corrected; nothing down.",
    extras: (r) => [
      ...burst(r, "coding-svc", 8, 120, (r) => ({
        level: "info",
        msg: `verbatim "${r.pick(["sore troat", "dizzyness", "high sugar"])}" below autocode threshold, queued for coder`,
      })),
      at(10, "icsr-sender", {
        level: "warn",
        msg: "ACK AE received for ICSR CV-48211 (E2B field C.1.8.1 duplicate); corrected and resent",
      }),
      at(70, "icsr-sender", { level: "info", msg: "ACK AA received for ICSR CV-48211" }),
    ],
  },
  {
    estate: "corvid",
    note: "A planned report-builder rollout and a site-directory cache refresh with a few misses; no errors of consequence.",
    extras: () => [
      at(-15, "report-builder", { level: "info", msg: "Application is shutting down..." }),
      at(4, "report-builder", { level: "info", msg: "Now listening on: http://[::]:5000" }),
      at(5, "report-builder", { level: "info", msg: "Application started. Press Ctrl+C to shut down." }),
      at(50, "site-directory", {
        level: "warn",
        msg: "cache refresh: 3 sites without coordinates, kept previous values",
      }),
    ],
  },
];
