// Harmless noise: alarming-looking ERROR/WARN lines that are normal for a toy and board game seller. Each kind is
// one thing a healthy estate does; an on-call engineer reading it would not page anyone.
import { chance, hex, int, pick, type Rng } from "./rng.js";
import { at, type Ctx, emit, rtOf, svc, times } from "./stream.js";
import { stack } from "./traces.js";

type Noise = [name: string, fn: (c: Ctx) => void];
const ip = (r: Rng) => `${int(r, 23, 211)}.${int(r, 0, 255)}.${int(r, 0, 255)}.${int(r, 1, 254)}`;
const mail = (r: Rng) =>
  `${pick(r, ["j", "m", "s", "a", "k", "t"])}***@${pick(r, ["gmail.com", "outlook.com", "web.de", "icloud.com"])}`;

function burst(
  c: Ctx,
  role: Parameters<typeof svc>[1],
  n: [number, number],
  span: number,
  f: (r: Rng, i: number) => [string, string],
) {
  const s = svc(c, role);
  const t0 = at(c);
  times(c, int(c.r, n[0], n[1]), t0, t0 + span * 1000).forEach((t, i) => {
    const [lvl, msg] = f(c.r, i);
    emit(c, s, t, lvl as "warn" | "error" | "info", msg);
  });
}

function rollingRestart(c: Ctx, role: Parameters<typeof svc>[1]) {
  const s = svc(c, role);
  let t = at(c, 0.1, 0.6);
  const v = `${int(c.r, 1, 4)}.${int(c.r, 0, 30)}.${int(c.r, 0, 9)}`;
  for (let pod = 0; pod < 3; pod++) {
    emit(c, s, t, "warn", "received SIGTERM, draining connections (grace 30s)");
    emit(c, s, t + 1800, "info", `in-flight requests drained (${int(c.r, 0, 9)} remaining), shutting down`);
    emit(c, s, t + 9000, "info", `starting ${s} v${v} (pod ${hex(c.r, 5)})`);
    emit(c, s, t + 10500, "warn", "readiness probe failed: connection refused (warming caches)");
    emit(c, s, t + 16000, "info", `ready: listening on :8080, warm-up took ${int(c.r, 4, 9)}s`);
    t += int(c.r, 25, 50) * 1000;
  }
}

export const NOISE: Noise[] = [
  [
    "declined-cards",
    (c) =>
      burst(c, "pay", [12, 40], 240, (r) => [
        "warn",
        `payment declined: ${pick(r, ["card_declined (insufficient_funds)", "card_declined (do_not_honor)", "expired_card", "incorrect_cvc", "authentication_required (3DS abandoned)"])} order=${int(r, 10000, 99999)}`,
      ]),
  ],
  [
    "declined-cards-stack",
    (c) => {
      const s = svc(c, "pay");
      for (const t of times(c, int(c.r, 6, 14), at(c, 0.1, 0.3), at(c, 0.6, 0.9)))
        emit(
          c,
          s,
          t,
          "error",
          `charge failed for order ${int(c.r, 10000, 99999)}: your card was declined`,
          stack(c.r, rtOf(c, s), "CardDeclinedError", "Your card was declined. (decline_code=generic_decline)", [
            "payments.Charges.capture",
            "payments.Checkout.complete",
          ]),
        );
    },
  ],
  [
    "sold-out-preorders",
    (c) =>
      burst(c, "pledge", [15, 50], 180, (r) => [
        "warn",
        `pre-order rejected: ${pick(r, ["GLOOMH-2", "SKYTEAR-DLX", "FROSTHAVEN-PP"])} allocation exhausted (wave closed), customer offered waitlist`,
      ]),
  ],
  [
    "backer-address-invalid",
    (c) =>
      burst(c, "pledge", [10, 30], 400, (r) => [
        "error",
        `survey ${int(r, 1000, 99999)} address validation failed: ${pick(r, ["postcode does not match city", "PO boxes not allowed for courier", "missing house number", "country not in shipping zones"])} -> backer emailed`,
      ]),
  ],
  ["rolling-restart", (c) => rollingRestart(c, "order")],
  ["rolling-restart-wms", (c) => rollingRestart(c, "wms")],
  [
    "cert-rotation",
    (c) => {
      const s = svc(c, "gw");
      const t = at(c);
      emit(c, s, t, "info", "certificate for shop domain renewed by cert-manager (notAfter +90d), reloading listeners");
      for (const u of times(c, int(c.r, 4, 12), t, t + 120000))
        emit(
          c,
          s,
          u,
          "warn",
          `TLS handshake error from ${ip(c.r)}:${int(c.r, 1024, 65000)}: tls: client offered only unsupported versions: [301 300]`,
        );
      emit(c, s, t + 2000, "info", "listener reload complete, 0 connections dropped");
    },
  ],
  [
    "listing-backfill",
    (c) => {
      const s = svc(c, "listing");
      const t = at(c, 0.05, 0.3);
      emit(c, s, t, "info", "backfill started: re-publishing 12,480 listings after catalogue migration");
      for (const u of times(c, int(c.r, 20, 60), t, at(c, 0.7, 0.9)))
        emit(
          c,
          s,
          u,
          pick(c.r, ["warn", "error"] as const),
          `backfill: listing ${hex(c.r, 8)} skipped: ${pick(c.r, ["EAN not found in marketplace catalogue", "title exceeds 200 chars", "category 'Board Games > Expansions' unmapped", "image below 1000px"])}`,
        );
      emit(c, s, c.d - 15000, "info", "backfill progress 96%: 11,982 ok, 498 skipped (report written)");
    },
  ],
  [
    "partner-retry-ok",
    (c) =>
      burst(c, "listing", [6, 16], 300, (r, i) =>
        i % 2 === 0
          ? [
              "warn",
              `marketplace API returned 503 Service Unavailable, retrying in ${pick(r, [1, 2, 4])}s (attempt 1/5)`,
            ]
          : ["info", "marketplace API retry succeeded (attempt 2/5)"],
      ),
  ],
  [
    "abusive-client-429",
    (c) => {
      const a = ip(c.r);
      burst(c, "gw", [30, 90], 150, (r) => [
        "warn",
        `rate limit exceeded client=${a} path=/api/catalog/${pick(r, ["search", "prices", "stock"])} limit=20r/s -> 429`,
      ]);
    },
  ],
  [
    "vuln-scanner",
    (c) =>
      burst(c, "gw", [25, 80], 90, (r) => [
        "warn",
        `blocked by WAF rule ${pick(r, ["942100 SQLi", "930120 LFI", "913100 scanner UA"])}: ${pick(r, ["GET /wp-admin/setup-config.php", "GET /.env", "GET /actuator/env", "POST /cgi-bin/luci", "GET /../../etc/passwd"])} from ${ip(r)} -> 403`,
      ]),
  ],
  [
    "failed-logins",
    (c) =>
      burst(c, "auth", [15, 45], 500, (r) => [
        "warn",
        `login failed for ${mail(r)}: ${pick(r, ["invalid password", "invalid password", "unknown account", "MFA code mismatch"])}`,
      ]),
  ],
  [
    "account-lockout",
    (c) =>
      burst(c, "auth", [8, 14], 60, (r, i) =>
        i > 5
          ? [
              "error",
              `account ${mail(r)} locked after 5 failed attempts (credential stuffing suspected), unlock mail sent`,
            ]
          : ["warn", `bad credentials for ${mail(r)} from ${ip(r)}`],
      ),
  ],
  [
    "expired-sessions",
    (c) =>
      burst(c, "auth", [20, 60], 600, (r) => [
        "warn",
        `401 Unauthorized: ${pick(r, ["JWT expired at", "refresh token revoked at", "session idle timeout at"])} ${new Date(c.s - int(r, 60, 9000) * 1000).toISOString()}`,
      ]),
  ],
  [
    "age-check-refusals",
    (c) =>
      burst(c, "comply", [10, 30], 400, (r) => [
        "warn",
        `age gate refused checkout ${int(r, 10000, 99999)}: ${pick(r, ["buyer declared age 12 for 14+ item", "ID verification inconclusive", "date of birth missing"])} (${pick(r, ["EN71", "UKCA", "ASTM F963"])} policy)`,
      ]),
  ],
  [
    "safety-cert-missing",
    (c) =>
      burst(c, "comply", [8, 25], 500, (r) => [
        "error",
        `listing blocked: ${pick(r, ["no CE declaration of conformity", "small parts warning absent for 0-3 category", "magnet power test missing", "button-cell battery warning missing"])} (seller ${int(r, 100, 4000)})`,
      ]),
  ],
  [
    "giftcard-bad-codes",
    (c) =>
      burst(c, "gift", [15, 40], 300, (r) => [
        "error",
        `gift card redemption refused: ${pick(r, ["code not found", "card already redeemed", "insufficient balance", "card expired 2024-12-31", "PIN mismatch"])} card=****${int(r, 1000, 9999)}`,
      ]),
  ],
  [
    "points-expiry-job",
    (c) => {
      const s = svc(c, "loyalty");
      const t = at(c, 0.2, 0.5);
      emit(c, s, t, "info", "PointsExpiry job started for cohort 2023-Q4");
      for (const u of times(c, int(c.r, 25, 70), t, t + 200000))
        emit(
          c,
          s,
          u,
          "error",
          `points expired for member ${hex(c.r, 8)}: ${int(c.r, 10, 4000)} pts forfeited (no activity 24 months)`,
        );
      emit(c, s, t + 205000, "info", "PointsExpiry job finished: 0 failures");
    },
  ],
  [
    "loyalty-redeem-refused",
    (c) =>
      burst(c, "loyalty", [10, 25], 400, (r) => [
        "warn",
        `redemption denied member=${hex(r, 8)}: ${pick(r, ["balance below reward threshold", "reward out of stock", "member account frozen pending review"])}`,
      ]),
  ],
  [
    "short-picks",
    (c) =>
      burst(c, "wms", [10, 30], 500, (r) => [
        "error",
        `short pick at bin ${pick(r, [..."ABCDEFGH"])}-${int(r, 1, 40)}-${int(r, 1, 5)}: expected ${int(r, 2, 6)} found ${int(r, 0, 1)}, task re-routed to overflow location`,
      ]),
  ],
  [
    "scanner-devices",
    (c) =>
      burst(c, "wms", [10, 35], 600, (r) => [
        pick(r, ["warn", "error"]),
        `handheld RF-${int(r, 1, 60)} ${pick(r, ["disconnected (roaming between APs)", "battery at 4%, please dock", "scan rejected: barcode unreadable", "reconnected after 41s"])}`,
      ]),
  ],
  [
    "label-printer",
    (c) =>
      burst(c, "ship", [6, 18], 300, (r) => [
        "error",
        `printer PACK-ZPL-${int(r, 1, 8)} ${pick(r, ["out of media", "head open", "ribbon low"])}; label job queued for station retry`,
      ]),
  ],
  [
    "carrier-address",
    (c) =>
      burst(c, "ship", [8, 25], 500, (r) => [
        "warn",
        `carrier ${pick(r, ["dhl", "ups", "dpd"])} rejected address for parcel ${hex(r, 8)}: ${pick(r, ["street not found", "invalid postal code", "phone number required"])}; parked for customer service`,
      ]),
  ],
  [
    "email-bounces",
    (c) =>
      burst(c, "notify", [10, 35], 600, (r) => [
        "error",
        `SMTP ${pick(r, ["550 5.1.1 user unknown", "552 5.2.2 mailbox full", "554 5.7.1 message rejected as spam"])} for ${mail(r)} (template ${pick(r, ["pledge_survey", "preorder_shipped", "back_in_stock"])})`,
      ]),
  ],
  [
    "kafka-rebalance",
    (c) => {
      const s = svc(c, "ship");
      const t = at(c);
      emit(
        c,
        s,
        t,
        "warn",
        `consumer group fulfilment-events: rebalance in progress (member left: ${s}-${hex(c.r, 5)}), revoking partitions [0 1 2 3 4 5]`,
      );
      emit(c, s, t + 700, "warn", "commit of offsets failed: RebalanceInProgress; will retry after assignment");
      emit(c, s, t + 4200, "info", "assigned partitions [0 1 2]; lag 184 messages, caught up in 3s");
    },
  ],
  [
    "slow-report-query",
    (c) =>
      burst(c, "order", [3, 8], 600, (r) => [
        "warn",
        `slow query (${int(r, 1200, 8000)}ms): SELECT sku, sum(qty) FROM order_lines WHERE created_at > $1 GROUP BY sku -- nightly sales report (replica)`,
      ]),
  ],
  [
    "deprecations",
    (c) => {
      const s = svc(c, "gw");
      for (const t of times(c, int(c.r, 6, 16), c.s, c.d))
        emit(
          c,
          s,
          t,
          "warn",
          pick(c.r, [
            "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
            "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.",
            "API v1 /api/v1/cart called by app build 4.2 (deprecated, sunset 2026-03-01)",
          ]),
        );
    },
  ],
  [
    "gc-pauses",
    (c) => {
      const s = c.e.svcs.find(([, rt]) => rt === "java")?.[0] ?? svc(c, "order");
      for (const t of times(c, int(c.r, 4, 10), c.s, c.d))
        emit(
          c,
          s,
          t,
          "warn",
          `GC pause (G1 Evacuation Pause) ${int(c.r, 210, 480)}ms, heap ${int(c.r, 900, 1400)}M->${int(c.r, 400, 700)}M(2048M)`,
        );
    },
  ],
  [
    "flag-refresh-blip",
    (c) => {
      const s = svc(c, "order");
      const t = at(c);
      emit(
        c,
        s,
        t,
        "error",
        "feature flag refresh failed: GET https://flags.internal/v1/flags -> 502, keeping cached flags (age 31s)",
      );
      emit(
        c,
        s,
        t + 30000,
        "info",
        "feature flags refreshed: 48 flags, 2 changed (xmas_banner=on, free_ship_threshold=49)",
      );
    },
  ],
  [
    "webhook-signature",
    (c) =>
      burst(c, "listing", [8, 20], 200, (r) => [
        "warn",
        `webhook rejected: signature mismatch from ${ip(r)} (event ${pick(r, ["order.created", "listing.updated"])}, replayed payload older than 5 min)`,
      ]),
  ],
  [
    "fraud-blocks",
    (c) =>
      burst(c, "order", [6, 20], 500, (r) => [
        "error",
        `order ${int(r, 10000, 99999)} blocked by fraud rules: ${pick(r, ["12 gift cards in one basket", "billing/shipping country mismatch + new account", "velocity: 6 cards in 10 min"])} score=${int(r, 86, 99)}`,
      ]),
  ],
  [
    "stock-conflict-retry",
    (c) =>
      burst(c, "wms", [10, 30], 200, (r, i) =>
        i % 3 === 2
          ? ["info", "stock reservation committed after retry"]
          : [
              "warn",
              `optimistic lock conflict on stock row ${pick(r, ["CATAN-5E", "60312", "PLAY-71428"])} (version ${int(r, 100, 999)}), retrying`,
            ],
      ),
  ],
  [
    "peak-autoscale",
    (c) => {
      const s = svc(c, "gw");
      const t = at(c, 0.1, 0.4);
      emit(
        c,
        s,
        t,
        "warn",
        `request queue depth 412 > 200 (peak: ${pick(c.r, ["Black Friday", "Cyber Monday", "Christmas cut-off"])}), HPA scaling ${s} 6 -> 14`,
      );
      for (const u of times(c, int(c.r, 5, 12), t, t + 60000))
        emit(c, s, u, "warn", `upstream slow: p99 ${int(c.r, 1200, 2600)}ms over last 10s (target 800ms)`);
      emit(c, s, t + 95000, "info", "queue depth back to 23, p99 410ms");
    },
  ],
  [
    "cron-overlap",
    (c) =>
      burst(c, "listing", [3, 6], 400, () => [
        "warn",
        "price-sync cron: previous run still holding lock, skipping this tick",
      ]),
  ],
  [
    "browser-errors",
    (c) => {
      const s = svc(c, "gw");
      for (const t of times(c, int(c.r, 8, 20), c.s, c.d))
        emit(
          c,
          s,
          t,
          "error",
          `client error report: TypeError: Cannot read properties of undefined (reading '${pick(c.r, ["push", "sku", "price"])}') at ${pick(c.r, ["chrome-extension://honey", "https://shop/static/js/basket.7f3a.js:1:8812"])} ua=${pick(c.r, ["Safari/13", "Chrome/88", "SamsungBrowser/9"])}`,
        );
    },
  ],
  [
    "promo-invalid",
    (c) =>
      burst(c, "order", [20, 60], 400, (r) => [
        "warn",
        `promo code ${pick(r, ["XMAS25", "BLACKFRIDAY", "MEEPLE10", "FREESHIP"])} rejected: ${pick(r, ["expired", "minimum basket not met", "not valid for pre-orders", "one use per customer"])}`,
      ]),
  ],
  [
    "late-pledge-card-expired",
    (c) =>
      burst(c, "pledge", [8, 20], 300, (r) => [
        "error",
        `late pledge charge failed for backer #${int(r, 10000, 99999)}: card expired (exp 11/25); dunning email #${int(r, 1, 3)} scheduled`,
      ]),
  ],
  [
    "preauth-expiry",
    (c) =>
      burst(c, "pay", [8, 20], 300, (r, i) =>
        i % 2
          ? ["info", `re-authorization ok for preorder PO-${int(r, 100000, 999999)}`]
          : ["warn", `authorization ${hex(r, 10)} expired after 7 days (pre-order not yet shipped), re-authorizing`],
      ),
  ],
  [
    "seller-image-upload",
    (c) => {
      const s = svc(c, "listing");
      for (const t of times(c, int(c.r, 4, 10), at(c), c.d - 5000))
        emit(
          c,
          s,
          t,
          "error",
          `image processing failed for seller upload ${hex(c.r, 10)}.heic: unsupported format`,
          chance(c.r, 0.5)
            ? stack(c.r, rtOf(c, s), "PIL.UnidentifiedImageError", "cannot identify image file <_io.BytesIO object>", [
                "media.thumbs.resize",
                "media.upload.handle",
              ])
            : undefined,
        );
    },
  ],
  [
    "duplicate-webhooks",
    (c) =>
      burst(c, "pay", [10, 30], 600, (r) => [
        "warn",
        `duplicate webhook evt_${hex(r, 14)} ignored (idempotency key seen ${int(r, 2, 60)}s ago)`,
      ]),
  ],
  [
    "staff-forbidden",
    (c) =>
      burst(c, "auth", [5, 15], 300, (r) => [
        "warn",
        `403 Forbidden: staff user ${pick(r, ["picker", "cs-agent", "temp"])}${int(r, 1, 80)} lacks role ${pick(r, ["refunds:write", "catalog:publish", "admin:users"])}`,
      ]),
  ],
  [
    "node-drain",
    (c) => {
      const s = svc(c, "comply");
      const t = at(c);
      emit(
        c,
        s,
        t,
        "warn",
        `Liveness probe failed: Get "http://10.42.${int(c.r, 0, 9)}.${int(c.r, 2, 250)}:8080/healthz": context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
      );
      emit(c, s, t + 500, "warn", "node pool-b-7 cordoned for kernel patch; pod evicted, rescheduling");
      emit(c, s, t + 14000, "info", "started, readiness ok");
    },
  ],
  [
    "client-cancel-499",
    (c) =>
      burst(c, "gw", [15, 40], 400, (r) => [
        "warn",
        `client closed request 499 ${pick(r, ["GET /search?q=lego", "GET /api/stock", "POST /basket/items"])} after ${int(r, 2, 9)}s`,
      ]),
  ],
  [
    "search-reindex",
    (c) => {
      const s = svc(c, "listing");
      const t = at(c);
      emit(c, s, t, "info", "reindex toys_v42 -> toys_v43 started");
      for (const u of times(c, int(c.r, 3, 8), t, t + 90000))
        emit(
          c,
          s,
          u,
          "warn",
          `bulk item rejected: mapper_parsing_exception failed to parse field [age_range] of type [integer_range] in document ${hex(c.r, 8)}`,
        );
      emit(c, s, t + 100000, "info", "alias toys -> toys_v43 swapped, old index scheduled for deletion");
    },
  ],
];
