// Harmless noise that looks alarming: 34 kinds a cinema chain's on-call sees at 3 a.m. for nothing.
import { access, type Ctx, deploy, log, money, n, rt, sessionId, stack } from "./background.js";
import { FILMS, has, type Role } from "./estates.js";

export interface Noise {
  key: string;
  needs: Role[];
  /** one clause for the label note */
  what: string;
  run: (c: Ctx, at: number) => void;
}

const burst = (c: Ctx, from: number, dur: number, count: number, fn: (t: number, i: number) => void) => {
  for (let i = 0; i < count; i++) fn(from + Math.round((dur * i) / count) + c.rng.int(0, 800), i);
};

export const NOISES: readonly Noise[] = [
  {
    key: "hold-expiry",
    needs: ["seats"],
    what: "a wave of abandoned seat holds expiring and being released",
    run: (c, at) =>
      burst(c, at, 240000, 60, (t) =>
        log(
          c,
          t,
          "seats",
          "warn",
          `hold H${c.rng.int(1e6, 9e6)} expired before checkout (ttl 480s), releasing ${c.rng.int(1, 6)} seat(s) session=${sessionId(c)}`,
        ),
      ),
  },
  {
    key: "kdm-late",
    needs: ["kdm", "tms"],
    what: "a KDM arriving 25 minutes before showtime, after the TMS warned it was missing",
    run: (c, at) => {
      const film = c.rng.pick(FILMS);
      const site = c.rng.pick(c.e.sites);
      for (let k = 0; k < 4; k++)
        log(
          c,
          at + k * 60000,
          "tms",
          "warn",
          `pre-show check ${site} screen 5 19:30: no valid KDM for CPL ${film} (show in ${32 - k * 2} min)`,
        );
      log(
        c,
        at + 250000,
        "kdm",
        "info",
        `received KDM for ${film} screen 5 (${site}) from distributor mailbox, validity ${new Date(at).toISOString().slice(0, 10)}T18:00Z..+14d`,
      );
      log(c, at + 252000, "kdm", "info", `KDM ingested to ${site}/screen5 IMB, fingerprint check ok`);
      log(c, at + 260000, "tms", "info", `pre-show check ${site} screen 5 19:30: KDM ok, playlist locked`);
    },
  },
  {
    key: "kdm-not-yet-valid",
    needs: ["kdm"],
    what: "KDMs ingested ahead of their validity window being reported as not yet valid",
    run: (c, at) =>
      burst(c, at, 300000, 8, (t, i) =>
        log(
          c,
          t,
          "kdm",
          "warn",
          `KDM ${c.rng.hex(8)}-${c.rng.hex(4)} for screen ${i + 1}: not valid before ${new Date(at + 86400000).toISOString().slice(0, 16)}Z, stored for later`,
        ),
      ),
  },
  {
    key: "feed-503-retried",
    needs: ["feeds"],
    what: "an aggregator API answering 503 for a few minutes while every poll is retried and succeeds",
    run: (c, at) => {
      const agg = c.rng.pick(c.e.aggregators);
      burst(c, at, 180000, 18, (t, i) => {
        log(
          c,
          t,
          "feeds",
          "warn",
          `${agg}: POST /partner/v2/availability returned 503 Service Unavailable, retry ${(i % 3) + 1}/5 in ${2 ** ((i % 3) + 1)}s`,
        );
        if (i % 3 === 2)
          log(
            c,
            t + 9000,
            "feeds",
            "info",
            `${agg}: availability push accepted after retry (${c.rng.int(20, 80)} sessions)`,
          );
      });
    },
  },
  {
    key: "card-declines",
    needs: ["pay"],
    what: "a run of ordinary card declines (insufficient funds, do not honour) on a busy evening",
    run: (c, at) =>
      burst(c, at, 360000, 40, (t) =>
        log(
          c,
          t,
          "pay",
          "warn",
          `authorisation refused by ${c.e.psp}: ${c.rng.pick(["Refused (51 Insufficient funds)", "Refused (05 Do not honour)", "CVC Declined", "Expired Card", "Refused (65 Exceeds withdrawal count)"])} ref=${c.rng.hex(12).toUpperCase()}`,
        ),
      ),
  },
  {
    key: "lamp-hours",
    needs: ["proj"],
    what: "projector lamp-hour and filter warnings from the projection monitor",
    run: (c, at) =>
      burst(c, at, 400000, 10, (t) =>
        log(
          c,
          t,
          "proj",
          "warn",
          `screen ${c.rng.int(1, 12)} projector: lamp ${c.rng.int(2710, 2990)}/3000 h (replace soon), filter clog 74%`,
        ),
      ),
  },
  {
    key: "sold-out",
    needs: ["seats", "edge"],
    what: "a sold-out premiere refusing bookings with 409s",
    run: (c, at) => {
      const sid = sessionId(c);
      burst(c, at, 300000, 70, (t) => {
        log(c, t, "seats", "warn", `hold rejected session=${sid}: sold out (0/344 available)`);
        log(
          c,
          t + 8,
          "edge",
          "info",
          access(c, "edge", "POST", `/api/v2/sessions/${sid}/holds`, 409, c.rng.int(9, 30)),
        );
      });
    },
  },
  {
    key: "3ds-abandon",
    needs: ["pay", "orders"],
    what: "customers abandoning 3-D Secure challenges, orders cancelled",
    run: (c, at) =>
      burst(c, at, 300000, 20, (t) => {
        const ref = c.rng.hex(12).toUpperCase();
        log(
          c,
          t,
          "pay",
          "warn",
          `3DS challenge not completed for ref=${ref} (transStatus=U, challengeCancel=04 timeout), authorisation not attempted`,
        );
        log(
          c,
          t + 30,
          "orders",
          "info",
          `order ${c.e.key.slice(0, 3).toUpperCase()}-${c.rng.hex(6).toUpperCase()} cancelled: payment not completed`,
        );
      }),
  },
  {
    key: "till-paper",
    needs: ["pos"],
    what: "a till reporting paper low and the cash drawer left open",
    run: (c, at) =>
      burst(c, at, 300000, 14, (t, i) =>
        log(
          c,
          t,
          "pos",
          "warn",
          i % 2
            ? `${c.e.sites[0]}/TILL-03 printer status: paper near end`
            : `${c.e.sites[0]}/TILL-03 cash drawer open > 60s`,
        ),
      ),
  },
  {
    key: "push-tokens",
    needs: ["loyalty"],
    what: "APNs rejecting a batch of stale device tokens during a campaign push",
    run: (c, at) =>
      burst(c, at, 120000, 25, () =>
        log(
          c,
          at + c.rng.int(0, 120000),
          "loyalty",
          "error",
          `APNs 410 Unregistered for device ${c.rng.hex(8)}..., removing token (campaign WED-2FOR1)`,
        ),
      ),
  },
  {
    key: "scraper-429",
    needs: ["edge"],
    what: "the edge rate-limiting a seat-map scraper with 429s",
    run: (c, at) => {
      const ip = `185.${c.rng.int(10, 250)}.${c.rng.int(0, 255)}.${c.rng.int(1, 254)}`;
      burst(c, at, 240000, 120, (t) =>
        log(
          c,
          t,
          "edge",
          "warn",
          `rate limit exceeded for ${ip} (bucket seatmap, 60/min): 429 GET /api/v2/sessions/${sessionId(c)}/seatmap`,
        ),
      );
    },
  },
  {
    key: "dcp-rehash",
    needs: ["proj"],
    what: "a DCP ingest hitting a chunk hash mismatch and re-transferring it",
    run: (c, at) => {
      const film = c.rng.pick(FILMS);
      log(
        c,
        at,
        "proj",
        "error",
        `ingest ${film}: hash mismatch on ${film.slice(0, 10).toLowerCase()}_r3_j2c.mxf (expected ${c.rng.hex(12)}.., got ${c.rng.hex(12)}..)`,
      );
      log(c, at + 500, "proj", "warn", `ingest ${film}: re-requesting reel 3 from library server (attempt 2)`);
      log(
        c,
        at + 190000,
        "proj",
        "info",
        `ingest ${film}: reel 3 verified, package complete (${c.rng.int(90, 240)} GB)`,
      );
    },
  },
  {
    key: "schedule-conflict",
    needs: ["tms"],
    what: "the TMS resolving overlapping schedule edits from two programmers",
    run: (c, at) =>
      burst(c, at, 120000, 6, (t) =>
        log(
          c,
          t,
          "tms",
          "warn",
          `optimistic lock conflict on schedule ${c.rng.pick(c.e.sites)} week 48 (version ${c.rng.int(20, 60)}), reapplying edit`,
        ),
      ),
  },
  {
    key: "gc-pauses",
    needs: ["tms"],
    what: "long but recovering GC pauses in a JVM-style service",
    run: (c, at) =>
      burst(c, at, 300000, 6, (t) =>
        log(
          c,
          t,
          "tms",
          "warn",
          rt(c, "tms") === "java"
            ? `[gc] GC(${c.rng.int(400, 900)}) Pause Young (G1 Evacuation Pause) ${c.rng.int(1200, 2400)}M->${c.rng.int(300, 600)}M(4096M) ${c.rng.int(350, 820)}.${c.rng.int(100, 999)}ms`
            : `gen2 GC took ${c.rng.int(400, 900)} ms (heap 1.2 GB -> 410 MB)`,
        ),
      ),
  },
  {
    key: "slow-queries",
    needs: ["orders"],
    what: "slow-query warnings from the month-end sales report",
    run: (c, at) =>
      burst(c, at, 240000, 8, (t) =>
        log(
          c,
          t,
          "orders",
          "warn",
          `slow query (${c.rng.int(1200, 4800)} ms): SELECT site_id, sum(total) FROM orders WHERE created_at >= $1 GROUP BY site_id [report=month_end_sales]`,
        ),
      ),
  },
  {
    key: "cert-expiry",
    needs: ["edge"],
    what: "a certificate-expiry reminder 21 days out",
    run: (c, at) =>
      burst(c, at, 360000, 4, (t) =>
        log(
          c,
          t,
          "edge",
          "warn",
          `TLS certificate for api.${c.e.key}.example expires in 21 days (not after ${new Date(at + 21 * 86400000).toUTCString()}), renewal scheduled`,
        ),
      ),
  },
  {
    key: "readiness-rollout",
    needs: ["edge"],
    what: "a rolling deploy whose new pods fail readiness until warm",
    run: (c, at) => {
      for (let i = 0; i < 5; i++)
        log(c, at + i * 2000, "edge", "warn", `readiness probe failed: upstream pool not warmed (${i * 20}% ready)`);
      deploy(c, at + 11000, "edge", "deploy");
    },
  },
  {
    key: "node-drain",
    needs: ["orders"],
    what: "a node drain moving pods with graceful SIGTERMs",
    run: (c, at) => {
      log(
        c,
        at,
        "orders",
        "warn",
        `pod ${n(c, "orders")}-7d9c-x2kq evicted by node drain (ip-10-2-3-44), shutting down gracefully`,
      );
      deploy(c, at + 1000, "orders", "deploy");
    },
  },
  {
    key: "cold-cache",
    needs: ["tms", "edge"],
    what: "a cache flush making showtime queries slow for a few minutes",
    run: (c, at) => {
      log(c, at, "tms", "warn", "showtime cache flushed by operator (ticket OPS-4412), rebuilding lazily");
      burst(c, at, 180000, 30, (t) =>
        log(
          c,
          t,
          "tms",
          "warn",
          `cache miss sessions:${c.rng.pick(c.e.sites)}:${new Date(t).toISOString().slice(0, 10)}, loaded in ${c.rng.int(600, 1900)}ms`,
        ),
      );
    },
  },
  {
    key: "waiting-room",
    needs: ["edge"],
    what: "the virtual waiting room switching on for a presale rush",
    run: (c, at) => {
      log(c, at, "edge", "warn", "waiting room ENABLED for event PRESALE-AVATAR (queue depth 4812, target 300 rps)");
      burst(c, at, 300000, 20, (t) =>
        log(
          c,
          t,
          "edge",
          "info",
          `waiting room: admitted ${c.rng.int(250, 310)} visitors, queue depth ${c.rng.int(900, 4500)}`,
        ),
      );
      log(c, at + 305000, "edge", "info", "waiting room disabled: queue drained");
    },
  },
  {
    key: "voucher-invalid",
    needs: ["orders"],
    what: "customers typing invalid voucher codes",
    run: (c, at) =>
      burst(c, at, 400000, 30, () =>
        log(
          c,
          at + c.rng.int(0, 400000),
          "orders",
          "warn",
          `voucher redemption rejected: code ${c.rng.hex(4).toUpperCase()}-${c.rng.hex(4).toUpperCase()} ${c.rng.pick(["not found", "already redeemed", "expired 2026-10-31"])}`,
        ),
      ),
  },
  {
    key: "client-abort",
    needs: ["edge"],
    what: "mobile clients disconnecting mid-response",
    run: (c, at) =>
      burst(c, at, 300000, 12, (t) =>
        log(
          c,
          t,
          "edge",
          "error",
          "write EPIPE while streaming seat map to client (client closed connection)",
          undefined,
          rt(c, "edge") === "node"
            ? stack("node", c.rng, "Error: write EPIPE", [
                ["afterWriteDispatched", "node:internal/stream_base_commons"],
                ["Socket._writeGeneric", "node:net"],
                ["SeatmapStream._flush", "dist/routes/seatmap.js"],
              ])
            : undefined,
        ),
      ),
  },
  {
    key: "dcp-purge",
    needs: ["proj"],
    what: "a library server purging expired DCPs with a disk-usage warning that clears",
    run: (c, at) => {
      log(c, at, "proj", "warn", "library storage /mnt/lms at 86% (threshold 85%), starting purge of expired DCPs");
      for (let i = 0; i < 4; i++)
        log(
          c,
          at + 2000 + i * 15000,
          "proj",
          "info",
          `deleted expired DCP ${FILMS[i] ?? "TRAILER"} (${c.rng.int(80, 220)} GB)`,
        );
      log(c, at + 70000, "proj", "info", "library storage /mnt/lms at 61% after purge");
    },
  },
  {
    key: "late-start",
    needs: ["proj"],
    what: "shows starting late because the ad reel overran",
    run: (c, at) =>
      burst(c, at, 300000, 4, (t) =>
        log(
          c,
          t,
          "proj",
          "warn",
          `screen ${c.rng.int(1, 12)}: feature started ${c.rng.int(30, 140)}s after scheduled time (pre-show ran long)`,
        ),
      ),
  },
  {
    key: "feed-dupes",
    needs: ["feeds"],
    what: "an aggregator redelivering bookings that are deduplicated",
    run: (c, at) =>
      burst(c, at, 240000, 25, () =>
        log(
          c,
          at + c.rng.int(0, 240000),
          "feeds",
          "warn",
          `${c.rng.pick(c.e.aggregators)}: duplicate booking delivery ${c.rng.int(1e6, 9e6)} (idempotency key seen), ignored`,
        ),
      ),
  },
  {
    key: "stock-low",
    needs: ["pos"],
    what: "concessions stock falling below par levels",
    run: (c, at) =>
      burst(c, at, 300000, 8, (t) =>
        log(
          c,
          t,
          "pos",
          "warn",
          `stock below par at ${c.rng.pick(c.e.sites)}: ${c.rng.pick(["popcorn kernels 25kg", "nachos cheese", "cola syrup BIB", "large cups", "hot dog buns"])} (${c.rng.int(1, 4)} left, par 6)`,
        ),
      ),
  },
  {
    key: "points-expiry",
    needs: ["loyalty"],
    what: "the nightly points-expiry batch expiring thousands of points",
    run: (c, at) => {
      log(c, at, "loyalty", "info", "points expiry job started (cutoff 2025-11-30)");
      burst(c, at, 180000, 40, () =>
        log(
          c,
          at + c.rng.int(0, 180000),
          "loyalty",
          "warn",
          `member M${c.rng.int(1e6, 9e6)}: ${c.rng.int(50, 900)} points expired (balance now ${c.rng.int(0, 300)})`,
        ),
      );
      log(c, at + 185000, "loyalty", "info", "points expiry job finished: 40 members, 0 failures");
    },
  },
  {
    key: "flag-fallback",
    needs: ["orders"],
    what: "feature-flag evaluation falling back to defaults while the flag service restarts",
    run: (c, at) =>
      burst(c, at, 90000, 12, (t) =>
        log(
          c,
          t,
          "orders",
          "warn",
          "feature flag 'dynamic-pricing-v2' evaluated with default (false): flag provider not ready",
        ),
      ),
  },
  {
    key: "webhook-redelivery",
    needs: ["pay"],
    what: "PSP webhooks redelivered and acknowledged idempotently",
    run: (c, at) =>
      burst(c, at, 300000, 20, () =>
        log(
          c,
          at + c.rng.int(0, 300000),
          "pay",
          "warn",
          `${c.e.psp} webhook AUTHORISATION ${c.rng.hex(12).toUpperCase()} already processed (delivery attempt ${c.rng.int(2, 4)}), acknowledging`,
        ),
      ),
  },
  {
    key: "clock-step",
    needs: ["proj"],
    what: "a projection server's NTP step correction (KDMs are time-checked, nothing fails)",
    run: (c, at) => {
      log(
        c,
        at,
        "proj",
        "warn",
        `screen 7 IMB clock offset ${c.rng.int(900, 1900)}ms from NTP, stepping (SMS secure clock unaffected)`,
      );
      log(c, at + 3000, "proj", "info", "screen 7 IMB clock synchronised (offset 3ms)");
    },
  },
  {
    key: "maintenance-vacuum",
    needs: ["orders"],
    what: "a scheduled VACUUM making a few writes wait on locks briefly",
    run: (c, at) => {
      log(c, at, "orders", "info", "maintenance: VACUUM (ANALYZE) orders started");
      burst(c, at, 120000, 6, (t) =>
        log(
          c,
          t,
          "orders",
          "warn",
          `waited ${c.rng.int(800, 2600)}ms for lock on relation "orders" (maintenance in progress)`,
        ),
      );
      log(c, at + 125000, "orders", "info", "maintenance: VACUUM (ANALYZE) orders done in 124s");
    },
  },
  {
    key: "partner-past-show",
    needs: ["feeds"],
    what: "an aggregator sending bookings for showtimes that already started, rejected with 422",
    run: (c, at) =>
      burst(c, at, 240000, 15, () =>
        log(
          c,
          at + c.rng.int(0, 240000),
          "feeds",
          "error",
          `${c.rng.pick(c.e.aggregators)}: booking rejected 422 session ${sessionId(c)} already started (sales closed 15 min after start)`,
        ),
      ),
  },
  {
    key: "kiosk-heartbeat",
    needs: ["pos"],
    what: "a lobby kiosk missing heartbeats during its nightly reboot",
    run: (c, at) => {
      for (let i = 0; i < 4; i++)
        log(
          c,
          at + i * 30000,
          "pos",
          "warn",
          `kiosk ${c.e.sites[1] ?? "SITE"}/KIOSK-02 missed heartbeat (${(i + 1) * 30}s)`,
        );
      log(
        c,
        at + 140000,
        "pos",
        "info",
        `kiosk ${c.e.sites[1] ?? "SITE"}/KIOSK-02 online (uptime 0:01:12, build 2026.11.3)`,
      );
    },
  },
  {
    key: "refund-batch",
    needs: ["pay", "orders"],
    what: "bulk refunds for a cancelled screening (screen 3 air-con out)",
    run: (c, at) => {
      log(
        c,
        at,
        "orders",
        "warn",
        `bulk refund started for cancelled session ${sessionId(c)} (screen 3 air-con), 46 orders`,
      );
      burst(c, at, 150000, 46, (t) =>
        log(
          c,
          t,
          "pay",
          "info",
          `refund ${money(c, c.rng.pick([11.95, 23.9, 35.85]))} issued ref=${c.rng.hex(12).toUpperCase()}`,
        ),
      );
    },
  },
];

export const usable = (c: Ctx, k: Noise): boolean => k.needs.every((r) => has(c.e, r));
