// Twelve quiet windows, three per estate: plain traffic, a harmless blip that heals itself, and busy routine work.
import { ESTMERE } from "./estate-estmere.js";
import { KALMAR } from "./estate-kalmar.js";
import { NORDMARK } from "./estate-nordmark.js";
import { VALDORIA } from "./estate-valdoria.js";
import { app } from "./ids.js";
import type { Scenario } from "./scenario.js";
import type { Ambient, Estate, Fault, Line } from "./stream.js";

const benign = (during: Ambient[], once: Fault["once"] = []): Fault => ({
  origin: "",
  pFail: 0,
  callers: {},
  during,
  once,
});
const quiet = (estate: Estate, note: string, fault?: Fault): Scenario => ({
  estate,
  category: null,
  hints: [],
  severity: null,
  note,
  ...(fault ? { fault } : {}),
});

export const QUIET: Scenario[] = [
  quiet(
    NORDMARK,
    "Ordinary weekday traffic: photo rejections, fingerprint retries, no-shows and failed courier deliveries only.",
  ),
  quiet(
    NORDMARK,
    "One civil-registry call times out and succeeds on retry; a short wave of glasses-glare photo rejections follows a school booking campaign.",
    benign(
      [
        {
          svc: "photo-check",
          perMin: 6,
          gen: (r) => ["info", `photo rejected application=${app(r)} reason=GLASSES_GLARE score=0.${r.i(21, 48)}`],
        },
      ],
      [
        [
          0,
          "civreg-bridge",
          "warn",
          "[nio-8080-exec-12] n.c.FolkeregisterClient : attempt 1 timed out after 5000 ms, retrying",
        ],
        [
          5400,
          "civreg-bridge",
          "info",
          "[nio-8080-exec-12] n.c.FolkeregisterClient : lookup succeeded on attempt 2 (388 ms)",
        ],
      ],
    ),
  ),
  quiet(
    NORDMARK,
    "Busy afternoon: the watchlist delta refresh is large and slow, and a bank's cards are declined more often than usual; everything completes.",
    benign([
      {
        svc: "screening-engine",
        perMin: 1,
        gen: (r) => [
          "warn",
          `watchlist-delta-refresh slow: ${r.i(12, 30)}s for ${r.i(2000, 9000)} entries (threshold 10s)`,
        ],
      },
      {
        svc: "fee-pay",
        perMin: 2,
        gen: (r) => [
          "warn",
          `payment declined app=${app(r)} psp=nets code=51 reason="insufficient funds" amount=1180.00 NOK`,
        ],
      },
    ]),
  ),
  quiet(
    VALDORIA,
    "Ordinary traffic: ICAO photo failures, fingerprint recaptures, absent addressees and captcha failures.",
  ),
  quiet(
    VALDORIA,
    "The registry SOAP endpoint hiccups for a few seconds; idv-registry's retries absorb it and nothing fails.",
    benign(
      [
        {
          svc: "idv-registry",
          perMin: 2,
          gen: (): Line[] => [
            [
              "warn",
              'rnpc soap call failed (attempt 1/3): Post "https://rnpc.gov.vd/ws/v2": read: connection reset by peer; retrying in 250ms',
            ],
            ["info", "rnpc soap call ok after retry latency=612ms"],
          ],
        },
      ],
      [[20000, "idv-registry", "warn", "rnpc latency p95 1.8s over last minute (slo 2.0s)"]],
    ),
  ),
  quiet(
    VALDORIA,
    "Monthly list re-index in watchlist-match and a perso-line maintenance pause run alongside normal traffic.",
    benign(
      [
        {
          svc: "watchlist-match",
          perMin: 1,
          gen: (r) => ["info", `[scheduling-1] c.v.w.ListReindex - re-index sanctions-un: ${r.i(10, 95)}% done`],
        },
      ],
      [
        [0, "perso-line", "warn", "line L2 paused by operator (ribbon change), orders routed to L1/L3"],
        [180000, "perso-line", "info", "line L2 resumed"],
      ],
    ),
  ),
  quiet(
    ESTMERE,
    "Ordinary traffic: photo rejections for shadows, kiosk recaptures, no-shows and carrier 'no one home' events.",
  ),
  quiet(
    ESTMERE,
    "A single GRO 502 and a fraud-score model hot-swap in shadow mode; retries succeed and nothing is user-visible.",
    benign(
      [
        {
          svc: "registry-lookup",
          perMin: 1.5,
          gen: (): Line[] => [
            ["warn", "GRO request failed with 502, retry 1/3 in 0.25s"],
            ["info", "GRO request ok on retry 1 (533ms)"],
          ],
        },
      ],
      [[30000, "fraud-score", "info", "shadow model gbm-2026-11 agreement with live 97.8% over 500 applications"]],
    ),
  ),
  quiet(
    ESTMERE,
    "End of month: the parcel carrier replays yesterday's webhooks and card-printer-ctl reloads ribbons; all handled.",
    benign([
      {
        svc: "parcel-status",
        perMin: 8,
        gen: (r) => [
          "info",
          `carrier webhook EP${r.i(100000000, 999999999)}SE -> DELIVERED (replayed, duplicate ignored)`,
        ],
      },
      {
        svc: "card-printer-ctl",
        perMin: 0.5,
        gen: (r) => ["warn", `DCP-${r.i(1, 4)} ribbon low (${r.i(3, 9)}%), operator notified`],
      },
    ]),
  ),
  quiet(
    KALMAR,
    "Ordinary traffic: face-quality FAILs for glasses and shadows, low-NFIQ recaptures, no-shows and declined cards.",
  ),
  quiet(
    KALMAR,
    "The population register resets one SOAP connection and popreg-client's retry succeeds; a slow Sidekiq job finishes late.",
    benign(
      [],
      [
        [
          0,
          "popreg-client",
          "warn",
          "[pool-3-thread-4] k.p.PopRegClient - SOAP call failed (Connection reset), retry 1 of 3",
        ],
        [900, "popreg-client", "info", "[pool-3-thread-4] k.p.PopRegClient - SOAP call succeeded on retry 1"],
        [40000, "passport-intake", "warn", "[5c1e09aa-71b2-4f0c] ParcelSyncJob took 48.2s (threshold 30s)"],
      ],
    ),
  ),
  quiet(
    KALMAR,
    "Walk-in rush at KLM-01-CITY: many low-quality fingerprint recaptures and face-quality failures, all eventually captured.",
    benign([
      {
        svc: "face-quality",
        perMin: 5,
        gen: (r) => ["info", `quality check FAIL shadow_ratio=0.${r.i(21, 45)}>0.20 app=${app(r, "KL")}`],
      },
      {
        svc: "visit-scheduler",
        perMin: 2,
        gen: (r) => ["info", `msg="walk-in queued" office=KLM-01-CITY position=${r.i(5, 40)}`],
      },
    ]),
  ),
];
