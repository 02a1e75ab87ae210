// Valdoria Document Authority (namespace vda-live): nine services, no request ids anywhere.
import { app, ms, parcel } from "./ids.js";
import type { Rng } from "./rng.js";
import type { Estate, Line } from "./stream.js";

const SITES = ["VAL-CENTRAL", "VAL-PORTO-2", "VAL-MIRA", "VAL-ALTA", "VAL-EMBASSY-LDN"] as const;
const DN = (cat: string) => `${cat}[0]`;

export const VALDORIA: Estate = {
  key: "valdoria",
  company: "Valdoria Document Authority",
  namespace: "vda-live",
  traces: false,
  services: [
    "eapply-web",
    "image-qa",
    "booking-api",
    "enrol-gw",
    "idv-registry",
    "watchlist-match",
    "payments-adapter",
    "perso-line",
    "dispatch-tracker",
  ],
  flows: [
    {
      w: 24,
      steps: [
        {
          svc: "eapply-web",
          ok: (r) => ["info", `[HTTP] POST /applications/${app(r, "VD")}/photo 201 - ${ms(r, 200, 1100)}ms`],
        },
        {
          svc: "image-qa",
          ok: (r: Rng): Line =>
            r.chance(0.2)
              ? [
                  "info",
                  `image ${r.hex(10)} failed ICAO 9303 checks: ${r.p(["shadow across face", "tinted glasses", "mouth open", "over-exposed background", "face too small (ipd=41px)"])}`,
                ]
              : ["info", `image ${r.hex(10)} passed ICAO 9303 checks (18/18) in ${ms(r, 90, 500)}ms`],
        },
      ],
    },
    {
      w: 18,
      steps: [
        {
          svc: "eapply-web",
          ok: (r) => ["info", `[HTTP] GET /appointments/availability?site=${r.p(SITES)} 200 - ${ms(r, 30, 250)}ms`],
        },
        {
          svc: "booking-api",
          ok: (r) => [
            "info",
            `${DN("Vda.Booking.Api.Controllers.AvailabilityController")} Returned ${r.i(0, 40)} slots for site ${r.p(SITES)} in ${ms(r, 4, 90)} ms`,
          ],
        },
      ],
    },
    {
      w: 12,
      steps: [
        {
          svc: "eapply-web",
          ok: (r) => ["info", `[HTTP] POST /applications/${app(r, "VD")}/submit 202 - ${ms(r, 300, 1500)}ms`],
        },
        {
          svc: "idv-registry",
          ok: (r: Rng): Line =>
            r.chance(0.08)
              ? [
                  "warn",
                  `civil registry lookup: no unique match for ${app(r, "VD")} (candidates=${r.i(0, 3)}), routed to manual review`,
                ]
              : [
                  "info",
                  `civil registry lookup ok application=${app(r, "VD")} source=RNPC latency=${ms(r, 60, 700)}ms`,
                ],
        },
        {
          svc: "watchlist-match",
          ok: (r) => [
            "info",
            `[match-worker-${r.i(1, 8)}] c.v.w.MatchService - screened ${app(r, "VD")} against 4 lists, best=${(r.f() * 0.5).toFixed(2)} threshold=0.87 -> CLEAR`,
          ],
        },
      ],
    },
    {
      w: 10,
      steps: [
        { svc: "eapply-web", ok: (r) => ["info", `[HTTP] POST /payments/checkout 200 - ${ms(r, 400, 1800)}ms`] },
        {
          svc: "payments-adapter",
          ok: (r: Rng): Line =>
            r.chance(0.07)
              ? [
                  "warn",
                  `[http-nio-8443-exec-${r.i(1, 40)}] c.v.p.CheckoutService - card declined for ${app(r, "VD")}: issuer response 51 (insufficient funds)`,
                ]
              : [
                  "info",
                  `[http-nio-8443-exec-${r.i(1, 40)}] c.v.p.CheckoutService - captured EUR ${r.p(["85.00", "60.00", "120.00"])} for ${app(r, "VD")} acquirer_ref=${r.hex(14).toUpperCase()}`,
                ],
        },
      ],
    },
    {
      w: 9,
      steps: [
        {
          svc: "enrol-gw",
          ok: (r) => [
            "info",
            `enrolment packet ${r.hex(12)} from ${r.p(SITES)}/ws${r.i(1, 9)} verified (sig ok, ${r.i(300, 900)} KB), forwarding`,
          ],
        },
        {
          svc: "idv-registry",
          ok: (r) => [
            "info",
            `biometric link stored application=${app(r, "VD")} templates=${r.p(["face,fp10", "face,fp8", "face"])}`,
          ],
        },
      ],
    },
    {
      w: 6,
      steps: [
        {
          svc: "watchlist-match",
          ok: (r) => [
            "info",
            `[match-worker-${r.i(1, 8)}] c.v.w.DecisionPublisher - decision CLEAR published for ${app(r, "VD")}`,
          ],
        },
        {
          svc: "perso-line",
          ok: (r) => [
            "info",
            `order ${r.i(7000000, 7999999)} accepted line=L${r.i(1, 3)} doc=TD3 chip=${r.p(["NXP-P71", "IFX-SLC37"])} queue=${r.i(0, 60)}`,
          ],
        },
      ],
    },
  ],
  ambient: [
    { svc: "eapply-web", perMin: 3, gen: () => ["debug", "[HTTP] GET /health 200 - 2ms"] },
    {
      svc: "booking-api",
      perMin: 3,
      gen: () => [
        "info",
        "Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET http://booking-api/healthz - 200 - text/plain 0.8812ms",
      ],
    },
    {
      svc: "booking-api",
      perMin: 1,
      gen: (r) => [
        "info",
        `Vda.Booking.Jobs.NoShowJob[0] ${r.i(0, 11)} appointments at ${r.p(SITES)} closed as no-show`,
      ],
    },
    {
      svc: "enrol-gw",
      perMin: 3,
      gen: (r) => [
        "warn",
        `ws ${r.p(SITES)}/ws${r.i(1, 9)}: fingerprint ${r.p(["right thumb", "left index", "right ring"])} quality ${r.i(15, 39)} < 40, operator recapture (${r.i(2, 3)}/3)`,
      ],
    },
    {
      svc: "enrol-gw",
      perMin: 1,
      gen: (r) => ["info", `heartbeat: ${r.i(30, 48)} workstations online, queue=${r.i(0, 5)}`],
    },
    {
      svc: "idv-registry",
      perMin: 1,
      gen: (r): Line[] => [
        ["warn", `rnpc soap call failed (attempt 1/3): Post "https://rnpc.gov.vd/ws/v2": EOF; retrying in 250ms`],
        ["info", `rnpc soap call ok after retry latency=${ms(r, 300, 900)}ms`],
      ],
    },
    {
      svc: "watchlist-match",
      perMin: 0.5,
      gen: (r) => [
        "info",
        `[scheduling-1] c.v.w.ListSync - delta sync sanctions-eu: +${r.i(0, 9)} -${r.i(0, 2)} entries`,
      ],
    },
    {
      svc: "watchlist-match",
      perMin: 0.3,
      gen: () => [
        "warn",
        "[main] o.h.e.j.e.i.JdbcEnvironmentInitiator - HHH000342: Could not obtain connection to query metadata; 'hibernate.dialect' is deprecated, remove it from your configuration",
      ],
    },
    {
      svc: "payments-adapter",
      perMin: 2,
      gen: () => ["debug", "[http-nio-8443-exec-3] o.s.b.a.h.HealthEndpointSupport - health UP"],
    },
    {
      svc: "perso-line",
      perMin: 1.5,
      gen: (r) => [
        "info",
        `line L${r.i(1, 3)}: ${r.i(20, 80)} booklets/h, laser temp ${r.i(34, 41)}C, reject rate ${(r.f() * 0.9).toFixed(2)}%`,
      ],
    },
    {
      svc: "dispatch-tracker",
      perMin: 3,
      gen: (r) => [
        "info",
        `shipment ${parcel(r, "CV")} status=${r.p(["IN_TRANSIT", "OUT_FOR_DELIVERY", "DELIVERED", "DELIVERED"])}`,
      ],
    },
    {
      svc: "dispatch-tracker",
      perMin: 1,
      gen: (r) => [
        "warn",
        `shipment ${parcel(r, "CV")} delivery failed: addressee absent, notice left (attempt ${r.i(1, 2)}/2)`,
      ],
    },
    {
      svc: "eapply-web",
      perMin: 0.3,
      gen: () => [
        "warn",
        "(node:24) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
      ],
    },
    {
      svc: "image-qa",
      perMin: 0.3,
      gen: () => [
        "warn",
        "/app/qa/exif.py:41: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
      ],
    },
  ],
  noisy: {
    svc: "eapply-web",
    perMin: 7,
    gen: (r) => [
      "error",
      `[CaptchaGuard] reCAPTCHA verification failed for session ${r.hex(20)}: score 0.${r.i(0, 2)} below 0.5`,
    ],
  },
  changes: [
    {
      svc: "dispatch-tracker",
      lines: [
        ["info", "* Restarting..."],
        ["info", "Puma starting in single mode..."],
        ["info", '* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")'],
        ["info", "* Listening on http://0.0.0.0:3000"],
      ],
    },
    {
      svc: "booking-api",
      lines: [
        [
          "info",
          "Microsoft.Hosting.Lifetime[0] Application started. Hosting environment: Production; Content root path: /app",
        ],
      ],
    },
    { svc: "image-qa", lines: [["info", "config reload: thresholds.yaml sha=9ac1e02 (min_ipd 50 -> 48)"]] },
    { svc: "perso-line", lines: [["info", "MES profile reloaded: td3-2026b.xml (3 layouts)"]] },
  ],
};
