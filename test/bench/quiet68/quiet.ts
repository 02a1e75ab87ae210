// Harmless noise that looks alarming: each kind writes a burst from t0 on; nothing is broken.
import { access } from "./estates.js";
import { stackFor } from "./stacks.js";
import type { Ctx } from "./stream.js";

export interface Noise {
  kind: string;
  note: string;
  run(c: Ctx, t0: number): void;
}

const every = (c: Ctx, t0: number, span: number, gap: [number, number], f: (t: number, i: number) => void) => {
  let i = 0;
  for (let t = t0; t < Math.min(c.end, t0 + span); t += c.r.int(gap[0], gap[1])) f(t, i++);
};

export const NOISES: Noise[] = [
  {
    kind: "item-86",
    note: "a store 86s garlic bread and mozzarella at the rush; order lines are refused with 409 until the store un-86s them",
    run(c, t0) {
      const s = c.store();
      c.emit("pos", t0, "INFO", `store ${s} marked 2 items unavailable (86) by till 3`);
      every(c, t0 + 800, 300000, [3000, 9000], (t) => {
        c.emit(
          "edge",
          t,
          "ERROR",
          `order rejected: item ${c.r.pick(["GARLIC-BREAD", "MOZZ-STICKS"])} unavailable at ${s} (ITEM_86)`,
        );
        c.emit("edge", t + 3, "INFO", access(c.e.runtime[c.svc("edge")], "POST", "/v1/orders", 409, c.r.int(20, 60)));
      });
      c.emit("pos", t0 + 300000, "INFO", `store ${s} marked 2 items available`);
    },
  },
  {
    kind: "closed-store",
    note: "orders keep arriving for a store that closed early for a refit; each is rejected with STORE_CLOSED",
    run(c, t0) {
      const s = c.store();
      every(c, t0, 600000, [2500, 8000], (t) =>
        c.emit(
          "edge",
          t,
          "ERROR",
          `CreateOrder failed: store ${s} is closed (hours override 'refit', reopens 06:00) code=STORE_CLOSED`,
        ),
      );
    },
  },
  {
    kind: "kds-reconnect",
    note: "kitchen screens at a handful of stores drop their websocket on flaky store wifi and reconnect within seconds",
    run(c, t0) {
      every(c, t0, 420000, [1500, 7000], (t) => {
        const s = c.store();
        const d = `kds-${s}-${c.r.int(1, 4)}`;
        c.emit("kds", t, "WARN", `websocket closed device=${d} code=1006 reason="abnormal closure"`);
        c.emit(
          "kds",
          t + c.r.int(2000, 9000),
          "INFO",
          `device ${d} reconnected, replayed ${c.r.int(0, 6)} open tickets`,
        );
      });
    },
  },
  {
    kind: "loyalty-redeemed",
    note: "a viral voucher code is tried again and again after its single use; loyalty logs each as an error",
    run(c, t0) {
      every(c, t0, 500000, [1200, 5000], (t) => {
        const m = c.member();
        c.emit("loyalty", t, "ERROR", `redeem failed member=${m} code=FREEPIZZA50: VoucherAlreadyRedeemedException`);
        c.emit("app", t + 8, "WARN", `POST /v2/loyalty/redeem 409 member=${m}`);
      });
    },
  },
  {
    kind: "partner-menu-retry",
    note: "a delivery partner throttles menu syncs with 429 for a few minutes; every push succeeds on a later attempt",
    run(c, t0) {
      const p = c.r.pick(c.e.partners);
      every(c, t0, 360000, [2000, 6000], (t, i) => {
        const s = c.store();
        c.emit(
          "partner",
          t,
          "WARN",
          `menu push ${p} store=${s} -> 429 Too Many Requests, Retry-After=8 (attempt ${1 + (i % 3)}/5)`,
        );
        if (i % 3 === 2) c.emit("partner", t + 8200, "INFO", `menu push ${p} store=${s} -> 200 after ${3} attempts`);
      });
    },
  },
  {
    kind: "terminals-offline",
    note: "store tills power down after close and miss heartbeats overnight, as every night",
    run(c, t0) {
      every(c, t0 - 120000, 900000, [3000, 12000], (t) =>
        c.emit(
          "pos",
          t,
          "WARN",
          `terminal ${c.store()}-T${c.r.int(1, 5)} missed 3 heartbeats (last seen ${c.r.int(40, 300)}m ago), marking offline`,
        ),
      );
    },
  },
  {
    kind: "card-declines",
    note: "a run of card declines from customers (insufficient funds, do not honour) logged at ERROR by payments",
    run(c, t0) {
      every(c, t0, 480000, [2000, 9000], (t) =>
        c.emit(
          "payments",
          t,
          "ERROR",
          `authorisation declined order=${c.order()} reason=${c.r.pick(["insufficient_funds", "do_not_honor", "expired_card", "3ds_failed"])} psp_ref=${c.r.hex(12)}`,
        ),
      );
    },
  },
  {
    kind: "menu-validation-warnings",
    note: "the menu publish run warns about zero-price modifiers and skips them, as it does for every draft menu",
    run(c, t0) {
      every(c, t0, 240000, [300, 1500], (t) =>
        c.emit(
          "menu",
          t,
          "WARN",
          `validation: modifier MOD-${c.r.int(100, 999)} has price 0.00 in price band ${c.r.pick(["LON", "REG", "AIR"])}, skipped`,
        ),
      );
    },
  },
  {
    kind: "rolling-deploy",
    note: "a rolling deploy of the edge: old pods drain, a few requests see connection refused and are retried, readiness fails during warm-up",
    run(c, t0) {
      const rt = c.e.runtime[c.svc("edge")];
      c.emit("edge", t0, "INFO", "Received SIGTERM, draining connections (grace 30s)");
      every(c, t0 + 1000, 25000, [800, 3000], (t) =>
        c.emit(
          "app",
          t,
          "WARN",
          `upstream ${c.svc("edge")}: connect ECONNREFUSED 10.42.3.${c.r.int(10, 90)}:8080, retrying on next endpoint`,
        ),
      );
      every(c, t0 + 9000, 20000, [4000, 6000], (t) =>
        c.emit("edge", t, "WARN", "Readiness probe failed: HTTP probe failed with statuscode: 503"),
      );
      c.emit("edge", t0 + 30000, "INFO", rt === "node" ? "server listening on 0.0.0.0:8080" : "service ready");
    },
  },
  {
    kind: "config-reload-deprecations",
    note: "a config reload prints a page of deprecated-key warnings; every key is still honoured",
    run(c, t0) {
      c.emit("loyalty", t0, "INFO", "config reload requested, 12 keys changed");
      for (const k of [
        "tier.expiry.days",
        "earn.rate.base",
        "campaign.cache.ttl",
        "receipt.smtp.host",
        "points.rounding",
      ])
        c.emit("loyalty", t0 + c.r.int(50, 400), "WARN", `property '${k}' is deprecated, use 'loyalty.${k}' instead`);
    },
  },
  {
    kind: "slow-report-query",
    note: "the labour planner's weekly report query is slow and logged as such, then completes",
    run(c, t0) {
      every(c, t0, 300000, [15000, 40000], (t) =>
        c.emit(
          "labour",
          t,
          "WARN",
          `slow query (${c.r.int(4, 19)}.${c.r.int(0, 9)}s): SELECT shifts.* FROM shifts INNER JOIN stores ... WHERE week = '2026-W48'`,
        ),
      );
      c.emit("labour", t0 + 310000, "INFO", "weekly labour report generated for all stores");
    },
  },
  {
    kind: "gc-pauses",
    note: "long but recovering GC pauses in the loyalty JVM after a cache warm-up",
    run(c, t0) {
      every(c, t0, 180000, [8000, 20000], (t) =>
        c.emit(
          "loyalty",
          t,
          "WARN",
          `GC pause (G1 Evacuation Pause) ${c.r.int(400, 1400)}ms, heap ${c.r.int(1800, 2600)}M->${c.r.int(700, 1100)}M(4096M)`,
        ),
      );
    },
  },
  {
    kind: "redis-reconnect",
    note: "the session cache connection is reset once during a managed cache maintenance and reconnects immediately",
    run(c, t0) {
      c.emit(
        "app",
        t0,
        "ERROR",
        "redis: connection reset by peer (read tcp 10.42.1.17:41236->10.42.9.4:6379)",
        stackFor(c.e.runtime[c.svc("app")], "ConnectionResetError", "read ECONNRESET", "session", "getSession"),
      );
      c.emit("app", t0 + 1200, "INFO", "redis: reconnected to 10.42.9.4:6379 after 1 attempt");
    },
  },
  {
    kind: "replica-lag",
    note: "read replica lag warnings during the nightly vacuum; reads are served from primary meanwhile",
    run(c, t0) {
      every(c, t0, 240000, [10000, 25000], (t) =>
        c.emit("inventory", t, "WARN", `replica lag ${c.r.int(6, 40)}s exceeds 5s, routing reads to primary`),
      );
    },
  },
  {
    kind: "tls-scanner",
    note: "an internet scanner opens TLS connections to the edge and drops them; the edge logs handshake errors",
    run(c, t0) {
      every(c, t0, 300000, [500, 3000], (t) =>
        c.emit(
          "edge",
          t,
          "ERROR",
          `http: TLS handshake error from 198.51.100.${c.r.int(2, 250)}:${c.r.int(30000, 60000)}: ${c.r.pick(["EOF", "tls: client offered only unsupported versions: [301]", "tls: first record does not look like a TLS handshake"])}`,
        ),
      );
    },
  },
  {
    kind: "bot-404",
    note: "a bot probes the ordering site for wp-login and .env files and gets 404s and 401s",
    run(c, t0) {
      const rt = c.e.runtime[c.svc("edge")];
      every(c, t0, 200000, [200, 1200], (t) =>
        c.emit(
          "edge",
          t,
          "WARN",
          access(
            rt,
            "GET",
            c.r.pick(["/wp-login.php", "/.env", "/admin/config.php", "/.git/config", "/api/admin/users"]),
            c.r.chance(0.8) ? 404 : 401,
            c.r.int(1, 5),
          ),
        ),
      );
    },
  },
  {
    kind: "expired-tokens",
    note: "mobile app sessions carry expired tokens after the app sat in the background; each 401 is followed by a successful refresh",
    run(c, t0) {
      every(c, t0, 400000, [1500, 5000], (t) => {
        c.emit(
          "app",
          t,
          "WARN",
          `JWT expired at ${new Date(t - c.r.int(60000, 9000000)).toISOString()} for sub=${c.member()}, returning 401`,
        );
        c.emit("app", t + c.r.int(200, 900), "INFO", "token refreshed grant_type=refresh_token client=ios");
      });
    },
  },
  {
    kind: "old-app-version",
    note: "old app builds are told to upgrade with 426 responses after the minimum version was raised",
    run(c, t0) {
      every(c, t0, 500000, [1500, 6000], (t) =>
        c.emit(
          "app",
          t,
          "ERROR",
          `client app_version=5.${c.r.int(1, 8)}.0 below minimum 6.0.0, responding 426 Upgrade Required`,
        ),
      );
    },
  },
  {
    kind: "duplicate-webhooks",
    note: "a delivery partner re-delivers webhooks it already sent; they are dropped as duplicates",
    run(c, t0) {
      const p = c.r.pick(c.e.partners);
      every(c, t0, 360000, [1500, 6000], (t) =>
        c.emit(
          "partner",
          t,
          "ERROR",
          `IntegrityError: duplicate key value violates unique constraint "partner_orders_external_id_key" (${p} order ${c.r.hex(8).toUpperCase()}), treating as redelivery`,
        ),
      );
    },
  },
  {
    kind: "clockin-no-shift",
    note: "staff clock in without a scheduled shift at opening; labour logs an exception per clock-in and accepts it",
    run(c, t0) {
      every(c, t0, 300000, [5000, 20000], (t) =>
        c.emit(
          "labour",
          t,
          "ERROR",
          `clock-in for employee E${c.r.int(10000, 99999)} at ${c.store()} has no matching shift`,
          stackFor(c.e.runtime[c.svc("labour")], "NoShiftError", "no shift for clock-in", "clock_ins", "matchShift"),
        ),
      );
    },
  },
  {
    kind: "coupon-bot-429",
    note: "a coupon-scraping client is rate limited at the edge with 429s; real customers are unaffected",
    run(c, t0) {
      every(c, t0, 300000, [300, 1500], (t) =>
        c.emit(
          "edge",
          t,
          "WARN",
          `rate limit exceeded client_ip=203.0.113.77 route=/v1/promos/validate limit=20/min -> 429`,
        ),
      );
    },
  },
  {
    kind: "promo-invalid",
    note: "an email campaign sends customers with a mistyped promo code; validation errors pile up",
    run(c, t0) {
      every(c, t0, 500000, [800, 4000], (t) =>
        c.emit(
          "edge",
          t,
          "ERROR",
          `promo validation failed code=${c.r.pick(["BOGO-NOV", "BOGONOV", "B0GO-NOV"])}: PromoNotFound (campaign mail-2611)`,
        ),
      );
    },
  },
  {
    kind: "printer-offline",
    note: "a kitchen printer at one store is out of paper; print jobs fail and tickets still show on screens",
    run(c, t0) {
      const s = c.store();
      every(c, t0, 600000, [6000, 15000], (t) =>
        c.emit("kds", t, "ERROR", `print job failed store=${s} printer=kitchen-2: ESC/POS status 0x72 paper end`),
      );
    },
  },
  {
    kind: "autoscale-coldstart",
    note: "the dinner-rush autoscaler adds pods; their first requests are slow and logged as warnings",
    run(c, t0) {
      c.emit("app", t0, "INFO", "HorizontalPodAutoscaler: scaled from 4 to 7 replicas (cpu 81%)");
      every(c, t0 + 15000, 60000, [2000, 8000], (t) =>
        c.emit(
          "app",
          t,
          "WARN",
          `slow request ${c.r.int(1200, 3800)}ms GET /v2/stores/nearby (cold cache on new replica)`,
        ),
      );
    },
  },
  {
    kind: "queue-lag",
    note: "the ticket queue lags during the lunch peak and drains within minutes",
    run(c, t0) {
      every(c, t0, 240000, [10000, 20000], (t, i) =>
        c.emit(
          "pos",
          t,
          "WARN",
          `consumer lag on topic store-tickets: ${Math.max(20, 1800 - i * 140)} messages behind`,
        ),
      );
      c.emit("pos", t0 + 250000, "INFO", "consumer lag on topic store-tickets back under 20");
    },
  },
  {
    kind: "deprecated-api-flood",
    note: "an old kiosk build calls a deprecated endpoint, and every call logs a deprecation warning",
    run(c, t0) {
      every(c, t0, 400000, [600, 2500], (t) =>
        c.emit(
          "edge",
          t,
          "WARN",
          `Deprecated endpoint POST /v0/basket used by kiosk build 2.3.1 (store ${c.store()}); sunset 2027-01-31`,
        ),
      );
    },
  },
  {
    kind: "geocoder-breaker",
    note: "a non-essential address autocomplete breaker opens briefly; the app falls back to postcode search and still answers 200",
    run(c, t0) {
      every(c, t0, 40000, [1000, 4000], (t) =>
        c.emit("app", t, "WARN", "address autocomplete call failed: timeout after 800ms"),
      );
      c.emit(
        "app",
        t0 + 41000,
        "WARN",
        "circuit breaker 'address-autocomplete' OPEN for 30s, serving postcode fallback",
      );
      c.emit("app", t0 + 72000, "INFO", "circuit breaker 'address-autocomplete' HALF_OPEN -> CLOSED");
    },
  },
  {
    kind: "psp-retry",
    note: "the payment provider times out on a few authorisations; each succeeds on an idempotent retry",
    run(c, t0) {
      every(c, t0, 300000, [10000, 30000], (t) => {
        const o = c.order();
        c.emit(
          "payments",
          t,
          "WARN",
          `PSP authorise order=${o} timed out after 5000ms, retrying with same idempotency key`,
        );
        c.emit(
          "payments",
          t + c.r.int(900, 2500),
          "INFO",
          `payment authorised psp_ref=${c.r.hex(12)} order=${o} (attempt 2)`,
        );
      });
    },
  },
  {
    kind: "menu-checksum",
    note: "stores on yesterday's menu report a checksum mismatch and download the new file",
    run(c, t0) {
      every(c, t0, 300000, [1500, 6000], (t) =>
        c.emit(
          "menu",
          t,
          "WARN",
          `store ${c.store()} menu checksum mismatch (has v${c.r.int(4790, 4805)}), scheduling full download`,
        ),
      );
    },
  },
  {
    kind: "probe-warmup",
    note: "after a node upgrade the pos pods restart and fail readiness while warming caches, then turn ready",
    run(c, t0) {
      c.emit("pos", t0, "INFO", "Received SIGTERM, draining connections (grace 30s)");
      every(c, t0 + 8000, 30000, [5000, 5000], (t) =>
        c.emit(
          "pos",
          t,
          "WARN",
          'Readiness probe failed: Get "http://10.42.4.11:8080/ready": context deadline exceeded',
        ),
      );
      c.emit("pos", t0 + 40000, "INFO", "store cache warmed (all stores), ready");
    },
  },
  {
    kind: "gift-card-balance",
    note: "customers try gift cards with too little balance; payments logs each with a stack trace",
    run(c, t0) {
      every(c, t0, 400000, [4000, 12000], (t) =>
        c.emit(
          "payments",
          t,
          "ERROR",
          `gift card redemption refused card=****${c.r.int(1000, 9999)}`,
          stackFor(
            c.e.runtime[c.svc("payments")],
            "InsufficientBalance",
            `balance 3.20 < amount ${c.r.int(10, 40)}.00`,
            "giftcard",
            "redeem",
          ),
        ),
      );
    },
  },
  {
    kind: "no-couriers",
    note: "late at night a delivery partner has no couriers near outer stores; quotes come back empty and those stores show collection only",
    run(c, t0) {
      every(c, t0, 500000, [3000, 10000], (t) =>
        c.emit(
          "partner",
          t,
          "WARN",
          `delivery quote unavailable for ${c.store()}: NO_COURIERS_AVAILABLE, switching store to collection-only for 10m`,
        ),
      );
    },
  },
  {
    kind: "terminal-clock-drift",
    note: "store tills report clock drift and are resynced by NTP",
    run(c, t0) {
      every(c, t0, 300000, [5000, 15000], (t) =>
        c.emit(
          "pos",
          t,
          "WARN",
          `till ${c.store()}-T${c.r.int(1, 4)} clock drift ${c.r.int(3, 95)}s, NTP resync requested`,
        ),
      );
    },
  },
  {
    kind: "late-sales-upload",
    note: "end-of-day sales files from a few stores arrive late and the import retries until they do",
    run(c, t0) {
      every(c, t0, 420000, [20000, 50000], (t, i) => {
        const s = c.store();
        c.emit(
          "inventory",
          t,
          "ERROR",
          `EOD import for ${s} failed, retry ${1 + (i % 3)}/6 in 5m`,
          stackFor(
            c.e.runtime[c.svc("inventory")],
            "NotFound",
            `eod/${s}/${new Date(t - 86400000).toISOString().slice(0, 10)}.csv`,
            "eod",
            "importStore",
          ),
        );
      });
    },
  },
  {
    kind: "loyalty-tier-batch",
    note: "the monthly tier recalculation logs every member whose tier drops, at ERROR by an old logging habit",
    run(c, t0) {
      every(c, t0, 300000, [400, 2000], (t) =>
        c.emit("loyalty", t, "ERROR", `tier downgrade member=${c.member()} gold->silver (spend below threshold)`),
      );
    },
  },
];
