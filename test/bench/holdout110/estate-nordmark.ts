// Nordmark Identity Agency (namespace nia-prod): ten services, request ids on every hop.
import { app, ms, parcel } from "./ids.js";
import type { Rng } from "./rng.js";
import type { Estate, Line } from "./stream.js";

const OFFICES = ["NM-OSL-02", "NM-BGO-01", "NM-TRD-03", "NM-SVG-01", "NM-TOS-02"] as const;
const JV = (cls: string) => `[nio-8080-exec-${Math.abs(cls.length * 7) % 40}] ${cls}`;

export const NORDMARK: Estate = {
  key: "nordmark",
  company: "Nordmark Identity Agency",
  namespace: "nia-prod",
  traces: true,
  services: [
    "apply-portal",
    "photo-check",
    "appointment-svc",
    "biometric-hub",
    "civreg-bridge",
    "screening-engine",
    "fee-pay",
    "case-console",
    "print-queue",
    "courier-track",
  ],
  flows: [
    {
      w: 26,
      steps: [
        {
          svc: "apply-portal",
          ok: (r) => ["info", `POST /api/v1/applications/${app(r)}/photo 201 ${ms(r, 180, 900)}ms`],
        },
        {
          svc: "photo-check",
          ok: (r: Rng): Line =>
            r.chance(0.18)
              ? [
                  "info",
                  `photo rejected application=${app(r)} reason=${r.p(["SHADOW_ON_FACE", "GLASSES_GLARE", "EYES_CLOSED", "BACKGROUND_NOT_UNIFORM", "HEAD_TILT"])} score=${(0.2 + r.f() * 0.3).toFixed(2)}`,
                ]
              : [
                  "info",
                  `photo accepted application=${app(r)} icao_score=${(0.8 + r.f() * 0.19).toFixed(2)} size=${r.i(180, 640)}KB`,
                ],
        },
      ],
    },
    {
      w: 20,
      steps: [
        {
          svc: "apply-portal",
          ok: (r) => [
            "info",
            `GET /api/v1/offices/${r.p(OFFICES)}/slots?date=2026-11-${r.i(10, 28)} 200 ${ms(r, 40, 300)}ms`,
          ],
        },
        {
          svc: "appointment-svc",
          ok: (r) => [
            "info",
            `${JV("n.a.booking.SlotController")} : slots office=${r.p(OFFICES)} free=${r.i(0, 22)} took=${ms(r, 5, 60)}ms`,
          ],
        },
      ],
    },
    {
      w: 10,
      steps: [
        { svc: "apply-portal", ok: (r) => ["info", `POST /api/v1/payments 200 ${ms(r, 300, 1400)}ms`] },
        {
          svc: "fee-pay",
          ok: (r: Rng): Line =>
            r.chance(0.08)
              ? ["warn", `payment declined app=${app(r)} psp=nets code=05 reason="do not honour" amount=1180.00 NOK`]
              : [
                  "info",
                  `payment authorised app=${app(r)} psp=nets amount=${r.p(["1180.00", "680.00", "1620.00"])} NOK ref=${r.hex(12)}`,
                ],
        },
      ],
    },
    {
      w: 12,
      steps: [
        {
          svc: "apply-portal",
          ok: (r) => ["info", `POST /api/v1/applications/${app(r)}/submit 202 ${ms(r, 200, 1100)}ms`],
        },
        {
          svc: "civreg-bridge",
          ok: (r: Rng): Line =>
            r.chance(0.07)
              ? [
                  "warn",
                  `${JV("n.c.RegistryLookupService")} : no match in Folkeregisteret for application ${app(r)}, sent to manual review`,
                ]
              : [
                  "info",
                  `${JV("n.c.RegistryLookupService")} : identity confirmed for application ${app(r)} (${ms(r, 80, 600)} ms)`,
                ],
        },
      ],
    },
    {
      w: 8,
      steps: [
        {
          svc: "case-console",
          ok: (r) => [
            "info",
            `Completed 200 OK in ${ms(r, 60, 500)}ms (Views: ${r.i(10, 90)}.${r.i(0, 9)}ms | ActiveRecord: ${r.i(2, 40)}.${r.i(0, 9)}ms)`,
          ],
        },
        {
          svc: "screening-engine",
          ok: (r) => [
            "info",
            `screening app=${app(r)} lists=[sis,interpol_sltd,national] hits=0 score=${(r.f() * 0.3).toFixed(3)} in ${ms(r, 40, 400)}ms`,
          ],
        },
      ],
    },
    {
      w: 8,
      steps: [
        {
          svc: "biometric-hub",
          ok: (r) => [
            "info",
            `Enrolment ${r.hex(8).toUpperCase()} from station ${r.p(OFFICES)}-BS${r.i(1, 6)} forwarded (face+${r.p(["8", "10", "10", "6"])} fingers) in ${ms(r, 90, 500)} ms`,
          ],
        },
        {
          svc: "case-console",
          ok: (r) => ["info", `Started POST "/internal/enrolments" for ${"10.44.3."}${r.i(2, 250)}`],
        },
      ],
    },
    {
      w: 6,
      steps: [
        {
          svc: "case-console",
          ok: (r) => [
            "info",
            `case ${app(r)} approved by ${r.p(["kari.n", "ole.h", "ingrid.s", "per.j"])}, order sent to personalisation`,
          ],
        },
        {
          svc: "print-queue",
          ok: (r) => [
            "info",
            `job ${r.i(400000, 499999)} queued doc=PASSPORT printer=PRN-0${r.i(1, 5)} depth=${r.i(0, 30)}`,
          ],
        },
      ],
    },
  ],
  ambient: [
    { svc: "apply-portal", perMin: 4, gen: () => ["debug", "GET /healthz 200 1ms"] },
    {
      svc: "photo-check",
      perMin: 4,
      gen: (r) => ["info", `10.44.${r.i(0, 9)}.${r.i(2, 250)}:0 - "GET /health HTTP/1.1" 200`],
    },
    {
      svc: "appointment-svc",
      perMin: 1,
      gen: (r) => [
        "info",
        `[scheduling-1] n.a.booking.NoShowSweeper : marked ${r.i(0, 9)} appointments NO_SHOW office=${r.p(OFFICES)}`,
      ],
    },
    {
      svc: "biometric-hub",
      perMin: 3,
      gen: (r) => [
        "warn",
        `Fingerprint capture retry station=${r.p(OFFICES)}-BS${r.i(1, 6)} finger=${r.p(["L_THUMB", "R_INDEX", "R_THUMB", "L_INDEX"])} nfiq2=${r.i(18, 39)} attempt=${r.i(2, 3)}`,
      ],
    },
    { svc: "biometric-hub", perMin: 2, gen: () => ["info", "Health check civreg-bridge: Healthy (12 ms)"] },
    {
      svc: "civreg-bridge",
      perMin: 0.8,
      gen: (r): Line[] => [
        [
          "warn",
          `${JV("n.c.FolkeregisterClient")} : attempt 1 failed: HTTP 503 from folkeregisteret, retrying in 200 ms`,
        ],
        ["info", `${JV("n.c.FolkeregisterClient")} : lookup succeeded on attempt 2 (${ms(r, 200, 800)} ms)`],
      ],
    },
    {
      svc: "screening-engine",
      perMin: 1,
      gen: () => ["info", "Scheduler: Sending due task watchlist-delta-refresh (screening.tasks.refresh_delta)"],
    },
    {
      svc: "screening-engine",
      perMin: 1,
      gen: (r) => [
        "info",
        `Task screening.tasks.refresh_delta[${r.hex(8)}-${r.hex(4)}] succeeded in ${(r.f() * 3).toFixed(3)}s: {'added': ${r.i(0, 12)}, 'removed': ${r.i(0, 3)}}`,
      ],
    },
    { svc: "fee-pay", perMin: 3, gen: (r) => ["debug", `healthcheck ok db=up psp=up latency_ms=${r.i(1, 9)}`] },
    {
      svc: "case-console",
      perMin: 0.4,
      gen: () => [
        "warn",
        "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone` is deprecated and will be removed from Rails 7.2",
      ],
    },
    {
      svc: "apply-portal",
      perMin: 0.3,
      gen: () => [
        "warn",
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      ],
    },
    {
      svc: "print-queue",
      perMin: 1,
      gen: (r) => [
        "info",
        `printer PRN-0${r.i(1, 5)} status=READY ribbon=${r.i(20, 99)}% cards_today=${r.i(100, 900)}`,
      ],
    },
    {
      svc: "courier-track",
      perMin: 2,
      gen: (r) => ["info", `poll posten tracking: ${r.i(40, 200)} parcels, ${r.i(3, 40)} status changes`],
    },
    {
      svc: "courier-track",
      perMin: 3,
      gen: (r) => ["info", `parcel ${parcel(r, "NM")} DELIVERED signature=${r.p(["yes", "no"])}`],
    },
  ],
  noisy: {
    svc: "courier-track",
    perMin: 6,
    gen: (r) => [
      "error",
      `delivery attempt failed parcel=${parcel(r, "NM")} reason=RECIPIENT_NOT_HOME attempt=${r.i(1, 2)} next="pickup point"`,
    ],
  },
  changes: [
    {
      svc: "photo-check",
      lines: [
        ["info", "Handling signal: term"],
        ["info", "Worker exiting (pid: 9)"],
        ["info", "Booting worker with pid: 14"],
        ["info", "photo-check 4.7.1 ready (model icao-v12)"],
      ],
    },
    {
      svc: "case-console",
      lines: [["info", "feature flags reloaded from consul: revision 288 -> 289 (bulk_approve=true)"]],
    },
    {
      svc: "courier-track",
      lines: [
        ["info", "starting courier-track version=2.19.0 commit=4be1a7c"],
        ["info", "listening on :8080"],
      ],
    },
    {
      svc: "appointment-svc",
      lines: [
        [
          "info",
          "[main] n.a.booking.BookingApplication : Started BookingApplication in 9.412 seconds (process running for 10.3)",
        ],
      ],
    },
  ],
};
