// Kalmar Identity Office (namespace kio): ten services, request ids only on citizen-facing paths.
import { app, ms, parcel } from "./ids.js";
import type { Rng } from "./rng.js";
import type { Estate, Line } from "./stream.js";

const OFFICES = ["KLM-01-CITY", "KLM-04-RIVER", "KLM-07-PORT", "KLM-12-HILL"] as const;
const RL = (r: Rng) => `[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}]`;

export const KALMAR: Estate = {
  key: "kalmar",
  company: "Kalmar Identity Office",
  namespace: "kio",
  traces: true,
  services: [
    "citizen-gw",
    "passport-intake",
    "face-quality",
    "visit-scheduler",
    "fingerprint-svc",
    "popreg-client",
    "sanctions-screen",
    "fee-ledger",
    "perso-mes",
    "worker-console",
  ],
  flows: [
    {
      w: 20,
      steps: [
        {
          svc: "citizen-gw",
          ok: (r) => [
            "info",
            `request completed method=POST route=/intake/photo status=201 duration=${ms(r, 200, 1000)}ms`,
          ],
        },
        {
          svc: "passport-intake",
          ok: (r) => [
            "info",
            `${RL(r)} Completed 201 Created in ${ms(r, 150, 900)}ms (ActiveRecord: ${r.i(3, 40)}.${r.i(0, 9)}ms | Allocations: ${r.i(4000, 30000)})`,
          ],
        },
        {
          svc: "face-quality",
          ok: (r: Rng): Line =>
            r.chance(0.22)
              ? [
                  "info",
                  `quality check FAIL ${r.p(["shadow_ratio=0.34>0.20", "glasses_detected=true", "expression=not_neutral", "background_uniformity=0.61<0.80"])} app=${app(r, "KL")}`,
                ]
              : ["info", `quality check PASS ofiq=${r.i(62, 96)} app=${app(r, "KL")} t=${ms(r, 60, 300)}ms`],
        },
      ],
    },
    {
      w: 16,
      steps: [
        {
          svc: "citizen-gw",
          ok: (r) => [
            "info",
            `request completed method=GET route=/visits/slots status=200 duration=${ms(r, 20, 200)}ms`,
          ],
        },
        {
          svc: "visit-scheduler",
          ok: (r) => ["info", `msg="slot search" office=${r.p(OFFICES)} free=${r.i(0, 35)} took=${ms(r, 2, 40)}ms`],
        },
      ],
    },
    {
      w: 10,
      steps: [
        {
          svc: "citizen-gw",
          ok: (r) => [
            "info",
            `request completed method=POST route=/fees/pay status=200 duration=${ms(r, 300, 1500)}ms`,
          ],
        },
        {
          svc: "fee-ledger",
          ok: (r: Rng): Line =>
            r.chance(0.07)
              ? [
                  "warn",
                  `Kio.Fees.PaymentService[0] Card payment declined for ${app(r, "KL")}: acquirer code 54 (expired card)`,
                ]
              : [
                  "info",
                  `Kio.Fees.PaymentService[0] Fee ${r.p(["PASSPORT_ADULT", "PASSPORT_CHILD", "ID_CARD"])} settled for ${app(r, "KL")} txn=${r.hex(16)}`,
                ],
        },
      ],
    },
    {
      w: 12,
      traced: false,
      steps: [
        {
          svc: "worker-console",
          ok: (r) => [
            "info",
            `production.INFO: case ${app(r, "KL")} opened by ${r.p(["m.novak", "j.berg", "a.lind", "t.holm"])}`,
          ],
        },
        {
          svc: "passport-intake",
          ok: (r) => [
            "info",
            `${RL(r)} Completed 200 OK in ${ms(r, 30, 400)}ms (Views: ${r.i(1, 30)}.${r.i(0, 9)}ms | ActiveRecord: ${r.i(2, 30)}.${r.i(0, 9)}ms)`,
          ],
        },
        {
          svc: "popreg-client",
          ok: (r: Rng): Line =>
            r.chance(0.09)
              ? [
                  "warn",
                  `[pool-3-thread-${r.i(1, 12)}] k.p.PopRegLookup - person not found in population register for ${app(r, "KL")}, flagged MANUAL_REVIEW`,
                ]
              : [
                  "info",
                  `[pool-3-thread-${r.i(1, 12)}] k.p.PopRegLookup - register record matched for ${app(r, "KL")} in ${ms(r, 80, 600)} ms`,
                ],
        },
      ],
    },
    {
      w: 8,
      traced: false,
      steps: [
        {
          svc: "passport-intake",
          ok: (r) => ["info", `${RL(r)} ScreeningJob performed for ${app(r, "KL")} in ${ms(r, 40, 400)}ms`],
        },
        {
          svc: "sanctions-screen",
          ok: (r) => [
            "info",
            `screened subject=${app(r, "KL")} lists=4 matches=0 best=${(r.f() * 0.6).toFixed(2)} dur=${ms(r, 10, 200)}ms`,
          ],
        },
      ],
    },
    {
      w: 8,
      traced: false,
      steps: [
        {
          svc: "fingerprint-svc",
          ok: (r) => [
            "info",
            `[enrol-${r.i(1, 6)}] k.b.EnrolmentService - enrolment stored ${app(r, "KL")} fingers=${r.p(["10", "10", "8"])} nfiq2_avg=${r.i(45, 80)}`,
          ],
        },
        { svc: "passport-intake", ok: (r) => ["info", `${RL(r)} Completed 204 No Content in ${ms(r, 20, 150)}ms`] },
      ],
    },
    {
      w: 6,
      traced: false,
      steps: [
        {
          svc: "worker-console",
          ok: (r) => ["info", `production.INFO: case ${app(r, "KL")} approved, print order dispatched`],
        },
        {
          svc: "perso-mes",
          ok: (r) => [
            "info",
            `[mes-dispatch] k.m.OrderIntake - order accepted ${app(r, "KL")} station=PS-${r.i(1, 4)} queue=${r.i(0, 40)}`,
          ],
        },
      ],
    },
  ],
  ambient: [
    {
      svc: "citizen-gw",
      perMin: 3,
      gen: () => ["debug", "request completed method=GET route=/livez status=200 duration=0ms"],
    },
    {
      svc: "passport-intake",
      perMin: 1,
      gen: (r) => [
        "info",
        `${RL(r)} Performed ParcelSyncJob (Job ID: ${r.hex(8)}-${r.hex(4)}) from Sidekiq(default) in ${ms(r, 200, 2000)}.${r.i(10, 99)}ms`,
      ],
    },
    {
      svc: "visit-scheduler",
      perMin: 1,
      gen: (r) => ["info", `msg="no-show sweep" office=${r.p(OFFICES)} marked=${r.i(0, 7)}`],
    },
    { svc: "visit-scheduler", perMin: 3, gen: () => ["debug", 'msg="health" db=ok cache=ok'] },
    {
      svc: "popreg-client",
      perMin: 0.8,
      gen: (r): Line[] => [
        ["warn", `[pool-3-thread-${r.i(1, 12)}] k.p.PopRegClient - SOAP call failed (Connection reset), retry 1 of 3`],
        ["info", `[pool-3-thread-${r.i(1, 12)}] k.p.PopRegClient - SOAP call succeeded on retry 1`],
      ],
    },
    {
      svc: "sanctions-screen",
      perMin: 0.5,
      gen: (r) => ["info", `list refresh un-consolidated ok entries=${r.i(14000, 14100)} etag=${r.hex(10)}`],
    },
    {
      svc: "fee-ledger",
      perMin: 2,
      gen: () => [
        "info",
        "Microsoft.AspNetCore.Diagnostics.HealthChecks.DefaultHealthCheckService[100] Health check processing with combined status Healthy completed after 3.1ms",
      ],
    },
    {
      svc: "perso-mes",
      perMin: 1.5,
      gen: (r) => [
        "info",
        `[mes-status] k.m.StationMonitor - PS-${r.i(1, 4)} running, ${r.i(30, 70)} docs/h, chip fail ${r.i(0, 2)}`,
      ],
    },
    {
      svc: "worker-console",
      perMin: 1,
      gen: (r) => [
        "info",
        `production.INFO: courier update ${parcel(r, "KL")} ${r.p(["delivered", "in transit", "not delivered - recipient not home"])}`,
      ],
    },
    {
      svc: "worker-console",
      perMin: 0.3,
      gen: () => [
        "warn",
        "production.WARNING: Deprecated: Creation of dynamic property App\\Models\\CaseFile::$legacyRef is deprecated in /var/www/app/Models/CaseFile.php on line 88",
      ],
    },
    { svc: "face-quality", perMin: 3, gen: (r) => ["info", `${ip(r)}:0 - "GET /healthz HTTP/1.1" 200 OK`] },
  ],
  noisy: {
    svc: "fingerprint-svc",
    perMin: 6,
    gen: (r) => [
      "warn",
      `[enrol-${r.i(1, 6)}] k.b.QualityGate - NFIQ2 ${r.i(20, 39)} below 40 for ${r.p(["R_INDEX", "L_INDEX", "R_THUMB", "L_MIDDLE"])} at ${r.p(OFFICES)}, recapture requested`,
    ],
  },
  changes: [
    {
      svc: "visit-scheduler",
      lines: [
        ["info", 'msg="starting visit-scheduler" version=v1.31.0 go=go1.23.2'],
        ["info", 'msg="http server listening" addr=:8080'],
      ],
    },
    {
      svc: "worker-console",
      lines: [
        ["info", "production.INFO: Configuration cache cleared successfully."],
        ["info", "production.INFO: Configuration cached successfully."],
      ],
    },
    { svc: "sanctions-screen", lines: [["info", "config reload: thresholds.name_fuzzy 0.88 -> 0.87"]] },
    {
      svc: "face-quality",
      lines: [
        ["info", "Started server process [1]"],
        ["info", "Waiting for application startup."],
        ["info", "Application startup complete."],
      ],
    },
  ],
};

function ip(r: Rng): string {
  return `10.80.${r.i(0, 9)}.${r.i(2, 250)}`;
}
