// Harmless noise that looks alarming on a cinema chain's logs: each kind writes its lines between a and b.
import type { Ctx } from "./stream.js";
import { gwLine } from "./stream.js";

export interface Noise {
  kind: string;
  note: string;
  run: (c: Ctx, a: number, b: number) => void;
}

const pad2 = (n: number) => String(n).padStart(2, "0");

export const NOISES: readonly Noise[] = [
  {
    kind: "hold-expiry-wave",
    note: "seat holds expire by the thousand after a blockbuster's on-sale rush",
    run: (c, a, b) => {
      const film = c.film();
      c.emit("seats", a, "info", `on-sale opened for ${film}: ${c.rng.int(40, 90)} sessions released`);
      c.every(a + 480000 > b ? a : a + 60000, b, 180, (t) =>
        c.emit(
          "seats",
          t,
          "warn",
          `hold ${c.rng.hex(8)} expired unconverted (${c.rng.int(1, 8)} seats released, session ${c.session()})`,
        ),
      );
    },
  },
  {
    kind: "pass-second-film",
    note: "subscription passes refused for a second film the same day",
    run: (c, a, b) =>
      c.every(a, b, 2500, (t) => {
        const o = { trace: c.tid() };
        c.emit(
          "loyalty",
          t,
          "warn",
          `pass UNL-${c.rng.int(100000, 999999)} refused: daily limit reached (1 film/day, already redeemed today)`,
          o,
        );
        c.emit("gw", t + 9, "warn", gwLine(c, "POST", "/passes/redeem", 403, c.rng.int(12, 40)), o);
      }),
  },
  {
    kind: "kdm-unbooked-screen",
    note: "KDMs arrive for screens that are not booked yet",
    run: (c, a, b) =>
      c.every(a, b, 20000, (t) =>
        c.emit(
          "kdm",
          t,
          "warn",
          `KDM for CPL urn:uuid:${c.rng.hex(8)}-${c.rng.hex(4)}-4${c.rng.hex(3)} targets screen ${c.rng.int(1, 14)} at ${c.site()}, no booking for that screen yet; parked`,
        ),
      ),
  },
  {
    kind: "kdm-not-yet-valid",
    note: "KDMs received before their validity window opens",
    run: (c, a, b) =>
      c.every(a, b, 30000, (t) =>
        c.emit(
          "kdm",
          t,
          "error",
          `KDM rejected for ingest: ContentKeysNotValidBefore 2026-12-${c.rng.int(3, 19)}T00:00:00+00:00 (${c.film()}), will retry after window opens`,
        ),
      ),
  },
  {
    kind: "lamp-hours",
    note: "projector lamp hour warnings",
    run: (c, a, b) =>
      c.every(a, b, 40000, (t) =>
        c.emit(
          "proj",
          t,
          "warn",
          `screen ${c.rng.int(1, 12)} ${c.rng.pick(["Christie CP2220", "NEC NC1201L", "Barco DP2K-20C"])}: lamp hours ${c.rng.int(2860, 3100)}/3000, replacement due`,
        ),
      ),
  },
  {
    kind: "kitchen-closed",
    note: "concessions orders refused after the kitchen closes",
    run: (c, a, b) =>
      c.every(a, b, 3000, (t) => {
        const o = { trace: c.tid() };
        c.emit("fnb", t, "warn", `order-to-seat rejected: kitchen at ${c.site()} closed at 22:30 (hot food), 409`, o);
        c.emit("gw", t + 7, "warn", gwLine(c, "POST", "/concessions/orders", 409, c.rng.int(8, 30)), o);
      }),
  },
  {
    kind: "card-declines",
    note: "ordinary card declines from issuers",
    run: (c, a, b) =>
      c.every(a, b, 4000, (t) => {
        const o = { trace: c.tid() };
        const code = c.rng.pick([
          "05 do_not_honor",
          "51 insufficient_funds",
          "54 expired_card",
          "14 invalid_card_number",
        ]);
        c.emit("pay", t, "error", `authorisation declined by issuer: ${code}`, o);
        c.emit("gw", t + 30, "warn", gwLine(c, "POST", "/orders", 402, c.rng.int(300, 900)), o);
      }),
  },
  {
    kind: "3ds-abandoned",
    note: "3-D Secure challenges abandoned by customers time out",
    run: (c, a, b) =>
      c.every(a, b, 9000, (t) =>
        c.emit(
          "pay",
          t,
          "warn",
          `3DS challenge for payment ${c.rng.hex(10)} timed out after 600s (cardholder did not complete), hold released`,
        ),
      ),
  },
  {
    kind: "scraper-429",
    note: "a showtimes scraper hitting the rate limit",
    run: (c, a, b) => {
      const ip = `185.220.${c.rng.int(100, 103)}.${c.rng.int(2, 250)}`;
      c.every(a, b, 350, (t) =>
        c.emit("gw", t, "warn", `rate limit exceeded for ${ip} on /showtimes (120 req/min), 429`),
      );
    },
  },
  {
    kind: "seatmap-version-conflict",
    note: "seat picks that lose a race return 409 and the app refetches",
    run: (c, a, b) =>
      c.every(a, b, 2200, (t) => {
        const o = { trace: c.tid() };
        c.emit(
          "seats",
          t,
          "warn",
          `seat ${c.seat()} already held on session ${c.session()} (map version ${c.rng.int(100, 900)} stale), 409`,
          o,
        );
        c.emit("gw", t + 8, "warn", gwLine(c, "POST", "/holds", 409, c.rng.int(10, 30)), o);
      }),
  },
  {
    kind: "receipt-printer",
    note: "box office receipt printers out of paper",
    run: (c, a, b) =>
      c.every(a, b, 25000, (t) =>
        c.emit(
          c.has("pos") ? "pos" : "gw",
          t,
          "error",
          `terminal BO-${pad2(c.rng.int(1, 12))}: printer status 0x0C (paper end), receipt not printed`,
        ),
      ),
  },
  {
    kind: "cash-drawer",
    note: "cash drawers left open at the box office",
    run: (c, a, b) =>
      c.every(a, b, 50000, (t) =>
        c.emit(
          c.has("pos") ? "pos" : "gw",
          t,
          "warn",
          `terminal BO-${pad2(c.rng.int(1, 12))}: cash drawer open for ${c.rng.int(61, 300)}s`,
        ),
      ),
  },
  {
    kind: "offline-replay",
    note: "a box office terminal comes back online and replays its offline sales with duplicates",
    run: (c, a) => {
      const role = c.has("pos") ? "pos" : "orders";
      c.emit(role, a, "warn", `terminal BO-07 reconnected after 14m offline, replaying 37 queued sales`);
      for (let i = 0; i < 37; i++) {
        const t = a + 400 + i * 180;
        if (i % 6 === 2)
          c.emit(
            "orders",
            t,
            "warn",
            `duplicate box office sale ${c.rng.int(100000, 999999)} (idempotency key seen), ignored`,
          );
        else c.emit("orders", t, "info", `box office order ${c.rng.int(100000, 999999)} recorded from offline queue`);
      }
      c.emit(role, a + 7200, "info", "terminal BO-07 offline queue drained");
    },
  },
  {
    kind: "snmp-maintenance",
    note: "projector polls time out for a screen switched off for maintenance",
    run: (c, a, b) => {
      c.emit("proj", a, "info", "screen 6 set to maintenance window (lens swap) until 06:00");
      c.every(a, b, 15000, (t) =>
        c.emit("proj", t, "error", `poll screen-6 projector: dial tcp 10.31.6.40:161: i/o timeout`),
      );
    },
  },
  {
    kind: "dcp-checksum-retry",
    note: "a DCP ingest hash mismatch that passes on re-copy",
    run: (c, a) => {
      const f = c.film();
      c.emit(
        "kdm",
        a,
        "error",
        `ingest ${f} reel 3: hash mismatch on j2c track (expected PKL hash, got different SHA-1), re-copying`,
      );
      c.emit("kdm", a + 95000, "info", `ingest ${f} reel 3: hash verified after re-copy; 6/6 reels OK`);
    },
  },
  {
    kind: "spl-missing-ad",
    note: "show playlists skipping a missing ad segment",
    run: (c, a, b) =>
      c.every(a, b, 35000, (t) =>
        c.emit(
          "proj",
          t,
          "warn",
          `SPL for screen ${c.rng.int(1, 12)}: ad pack ${c.rng.pick(["AP-W49", "AP-W48"])} not found on server, segment skipped (feature unaffected)`,
        ),
      ),
  },
  {
    kind: "cert-expiry",
    note: "a certificate expiry reminder weeks ahead",
    run: (c, a, b) =>
      c.every(a, b, 120000, (t) =>
        c.emit(
          "kdm",
          t,
          "warn",
          `certificate CN=SM.${c.rng.hex(6)}.ims3000 expires in 24 days (2026-12-24); renew before next KDM batch`,
        ),
      ),
  },
  {
    kind: "negative-points",
    note: "loyalty batch skips members with negative balances after refunds",
    run: (c, a, b) =>
      c.every(a, b, 6000, (t) =>
        c.emit(
          "loyalty",
          t,
          "error",
          `tier recalculation: member ${c.rng.int(100000, 999999)} has negative balance (-${c.rng.int(10, 300)}) after refund, skipped`,
        ),
      ),
  },
  {
    kind: "cold-cache",
    note: "slow requests after a scheduled cache flush",
    run: (c, a) => {
      c.emit("show", a, "info", "scheduled cache flush: showtimes:* (nightly)");
      for (let i = 0; i < 30; i++)
        c.emit(
          "show",
          a + 500 + i * c.rng.int(800, 2500),
          "warn",
          `slow query: listSessions took ${c.rng.int(1200, 3900)}ms (cold cache)`,
        );
    },
  },
  {
    kind: "past-showtimes",
    note: "the publish job drops showtimes that are already in the past",
    run: (c, a) => {
      c.emit("show", a, "info", "publish job started: 4 sites, 1,210 showtimes");
      for (let i = 0; i < 60; i++)
        c.emit(
          "show",
          a + 200 + i * 90,
          "warn",
          `showtime ${c.session()} starts in the past (${c.site()}), not published`,
        );
      c.emit("show", a + 6000, "info", "publish job finished: 1,150 published, 60 skipped");
    },
  },
  {
    kind: "gift-card-404",
    note: "gift card balance lookups for mistyped numbers",
    run: (c, a, b) =>
      c.every(a, b, 5000, (t) => {
        const o = { trace: c.tid() };
        c.emit("pay", t, "warn", `gift card 6035${c.rng.int(100000, 999999)}**** not found`, o);
        c.emit("gw", t + 9, "warn", gwLine(c, "GET", "/giftcards/balance", 404, c.rng.int(20, 60)), o);
      }),
  },
  {
    kind: "promo-code-typo",
    note: "a newsletter promo code that customers mistype",
    run: (c, a, b) =>
      c.every(a, b, 1800, (t) => {
        const o = { trace: c.tid() };
        c.emit(
          "orders",
          t,
          "warn",
          `promo code '${c.rng.pick(["FRIDAY2FOR1", "FRIDAY241", "FRI2FOR1"])}' invalid or expired, 422`,
          o,
        );
        c.emit("gw", t + 8, "warn", gwLine(c, "POST", "/orders/quote", 422, c.rng.int(15, 40)), o);
      }),
  },
  {
    kind: "gc-pauses",
    note: "isolated long GC pauses without errors",
    run: (c, a, b) => {
      const jvm = (["seats", "orders", "show", "pay"] as const).find((r) => c.rt(r) === "java" || c.rt(r) === "kotlin");
      c.every(a, b, 70000, (t) =>
        c.emit(
          jvm ?? "pay",
          t,
          "warn",
          `[gc] GC(${c.rng.int(3000, 9000)}) Pause Young (G1 Evacuation Pause) ${c.rng.int(700, 1600)}M->${c.rng.int(300, 600)}M(2048M) ${c.rng.int(600, 1400)}.${c.rng.int(100, 999)}ms`,
        ),
      );
    },
  },
  {
    kind: "rolling-restart",
    note: "a rolling restart with brief refused connections that retries absorb",
    run: (c, a) => {
      c.emit("orders", a, "info", "received SIGTERM, draining connections (grace 30s)");
      for (let i = 0; i < 6; i++)
        c.emit(
          "gw",
          a + 1500 + i * 400,
          "warn",
          `upstream ${c.name("orders")} connect ECONNREFUSED 10.2.${c.rng.int(1, 9)}.${c.rng.int(2, 200)}:8080, retrying on next endpoint`,
        );
      c.emit("orders", a + 9000, "info", "ready: accepting traffic");
    },
  },
  {
    kind: "recs-breaker",
    note: "an optional trailer recommendations breaker flapping with fallback served",
    run: (c, a, b) =>
      c.every(a, b, 45000, (t) => {
        c.emit("gw", t, "warn", "circuit breaker 'trailer-recs' OPEN after 5 failures; serving static recommendations");
        c.emit("gw", t + 30000, "info", "circuit breaker 'trailer-recs' HALF_OPEN -> CLOSED");
      }),
  },
  {
    kind: "sms-bounces",
    note: "SMS ticket deliveries soft-bouncing for unreachable handsets",
    run: (c, a, b) =>
      c.every(a, b, 7000, (t) =>
        c.emit(
          "orders",
          t,
          "error",
          `SMS delivery failed for order ticket: carrier status 30003 Unreachable destination handset, will not retry`,
        ),
      ),
  },
  {
    kind: "webhook-duplicate",
    note: "payment provider webhooks delivered twice",
    run: (c, a, b) =>
      c.every(a, b, 8000, (t) =>
        c.emit(
          "pay",
          t,
          "warn",
          `webhook evt_${c.rng.hex(14)} (payment_intent.succeeded) already processed, duplicate delivery ignored`,
        ),
      ),
  },
  {
    kind: "ntp-drift",
    note: "projector servers with small clock drift",
    run: (c, a, b) =>
      c.every(a, b, 60000, (t) =>
        c.emit(
          "proj",
          t,
          "warn",
          `screen ${c.rng.int(1, 12)} IMB clock offset ${c.rng.int(1100, 2900)}ms from NTP (limit 1000ms), resyncing`,
        ),
      ),
  },
  {
    kind: "hvac-temperature",
    note: "auditorium temperature alerts",
    run: (c, a, b) =>
      c.every(a, b, 50000, (t) =>
        c.emit(
          "proj",
          t,
          "warn",
          `screen ${c.rng.int(1, 12)} booth temperature 31.${c.rng.int(0, 9)}C above 30C threshold`,
        ),
      ),
  },
  {
    kind: "imb-storage",
    note: "cinema server storage filling up ahead of new releases",
    run: (c, a, b) =>
      c.every(a, b, 90000, (t) =>
        c.emit(
          "kdm",
          t,
          "warn",
          `screen ${c.rng.int(1, 12)} server storage ${c.rng.int(81, 88)}% used, oldest DCP scheduled for purge`,
        ),
      ),
  },
  {
    kind: "captioning-battery",
    note: "closed-caption devices reporting low battery",
    run: (c, a, b) =>
      c.every(a, b, 40000, (t) =>
        c.emit(
          "proj",
          t,
          "warn",
          `CaptiView unit ${c.rng.int(1, 40)} screen ${c.rng.int(1, 12)}: battery 8%, not docked`,
        ),
      ),
  },
  {
    kind: "fraud-velocity",
    note: "fraud rules holding a few orders for review",
    run: (c, a, b) =>
      c.every(a, b, 12000, (t) =>
        c.emit(
          "orders",
          t,
          "warn",
          `order held for review: velocity rule V3 (${c.rng.int(6, 12)} orders from card fingerprint in 10m)`,
        ),
      ),
  },
  {
    kind: "client-disconnect",
    note: "clients closing connections before the response is written",
    run: (c, a, b) =>
      c.every(a, b, 3000, (t) =>
        c.emit(
          "gw",
          t,
          "error",
          c.rt("gw") === "node"
            ? "Error: write EPIPE (client closed connection before response was sent)"
            : "http: response write failed: broken pipe (client went away), status 499",
        ),
      ),
  },
  {
    kind: "replica-lag",
    note: "a read replica lags for a minute and catches up",
    run: (c, a) => {
      for (let i = 0; i < 8; i++)
        c.emit(
          "orders",
          a + i * 7000,
          "warn",
          `read replica lag ${c.rng.int(2, 9)}.${c.rng.int(0, 9)}s > 2s, routing reads to primary`,
        );
      c.emit("orders", a + 60000, "info", "read replica lag 0.1s, reads back on replica");
    },
  },
  {
    kind: "imax-seatmap-slow",
    note: "large auditorium seat maps rendering slowly",
    run: (c, a, b) =>
      c.every(a, b, 6000, (t) =>
        c.emit(
          "seats",
          t,
          "warn",
          `slow seat map render: auditorium IMAX-1 (${c.rng.int(480, 560)} seats) took ${c.rng.int(900, 2200)}ms`,
        ),
      ),
  },
  {
    kind: "refund-batch",
    note: "a nightly refund batch for a cancelled screening with chargebacks",
    run: (c, a) => {
      c.emit("pay", a, "info", "refund batch for cancelled session (screen 4 sound system down): 212 orders");
      for (let i = 0; i < 20; i++)
        c.emit(
          "pay",
          a + 500 + i * 600,
          "error",
          `refund for order ${c.rng.int(1000000, 9999999)} rejected: charge already disputed (chargeback open)`,
        );
      c.emit("pay", a + 14000, "info", "refund batch finished: 192 refunded, 20 skipped (disputed)");
    },
  },
];
