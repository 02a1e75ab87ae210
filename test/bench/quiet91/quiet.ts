// Harmless things that look alarming: each kind writes its own lines into a window, nothing is broken.
import { type Ctx, svc, unit } from "./estates.js";
import type { Rng } from "./rng.js";
import { type Runtime, stackTrace } from "./stream.js";

export interface NoiseKind {
  name: string;
  domain: "storage" | "cowork" | "any";
  /** only these estates (when the messages belong to one runtime) */
  estates?: string[];
  note: string;
  /** writes the kind from `from` to `to` (ms); `heavy` when it is the window's main noise */
  emit(c: Ctx, from: number, to: number, heavy: boolean): void;
}

const PARSE_ERR: Record<Runtime, string> = {
  java: "java.lang.NumberFormatException",
  python: "ValueError",
  go: "strconv.ParseFloat",
  node: "SyntaxError",
  dotnet: "System.FormatException",
  ruby: "ArgumentError",
  cpp: "std::invalid_argument",
};
const PROMO_FILE: Record<Runtime, string> = {
  java: "PromoImporter.java",
  python: "promo/importer.py",
  go: "internal/promo/importer.go",
  node: "dist/promo/importer.js",
  dotnet: "Promo/PromoImporter.cs",
  ruby: "app/services/promo_importer.rb",
  cpp: "src/promo_importer.cpp",
};
const tenant = (r: Rng) => `T${r.digits(6)}`;
const member = (r: Rng) => `mbr_${r.hex(10)}`;
const gap = (heavy: boolean, base: number) => (heavy ? base : base * 4);

export const NOISE: NoiseKind[] = [
  {
    name: "delinquent-gate-denials",
    domain: "storage",
    note: "tenants overdue on rent keep trying the gate and are denied by the lock-out rule",
    emit({ e, s, rng }, a, b, h) {
      const acc = svc(e, "access");
      const edge = svc(e, "edge");
      const late = Array.from({ length: 6 }, () => tenant(rng));
      s.every(
        rng,
        gap(h, 2500),
        (t) => {
          const tn = rng.pick(late);
          const site = rng.pick(e.sites);
          s.add(
            t,
            acc,
            "WARN",
            `ACCESS DENIED site=${site} tenant=${tn} reason=DELINQUENT_LOCKOUT days_past_due=${rng.int(6, 48)}`,
          );
          if (rng.chance(0.5))
            s.add(t + 120, edge, "WARN", `POST /v2/sites/${site}/gate/open 403 ${rng.int(20, 60)}ms`);
        },
        a,
        b,
      );
    },
  },
  {
    name: "keypad-mistypes",
    domain: "any",
    note: "people mistype keypad codes; a few keypads lock themselves for a minute",
    emit({ e, s, rng }, a, b, h) {
      const acc = svc(e, "access");
      s.every(
        rng,
        gap(h, 1800),
        (t) => {
          const pad = `${rng.pick(e.sites)}/${rng.pick(["gate-in", "front-door", "bldg-B", "lift-3"])}`;
          const n = rng.int(1, 5);
          s.add(t, acc, n >= 5 ? "ERROR" : "WARN", `keypad ${pad}: invalid code entered (attempt ${n}/5)`);
          if (n >= 5) s.add(t + 200, acc, "ERROR", `keypad ${pad} locked for 60s after 5 failed attempts`);
        },
        a,
        b,
      );
    },
  },
  {
    name: "hubs-cellular-dropouts",
    domain: "any",
    note: "a handful of lock hubs drop off cellular overnight and come back, replaying buffered events",
    emit({ e, s, rng }, a, b, h) {
      const hub = svc(e, "hub");
      const n = h ? rng.int(5, 9) : 2;
      for (let i = 0; i < n; i++) {
        const id = `H-${rng.int(1000, 1320)}`;
        const t = a + rng.next() * (b - a) * 0.7;
        s.add(t, hub, "WARN", `hub ${id} missed 3 heartbeats (last seen ${rng.int(90, 200)}s ago), marking OFFLINE`);
        s.add(
          t + 2000,
          hub,
          "ERROR",
          `hub ${id} OFFLINE site=${rng.pick(e.sites)} last_rssi=-${rng.int(105, 117)}dBm carrier=${rng.pick(["AT&T", "Verizon", "T-Mobile", "Vodafone", "EE"])}`,
        );
        const back = t + rng.int(60000, 240000);
        s.add(
          back,
          hub,
          "INFO",
          `hub ${id} ONLINE after ${Math.round((back - t) / 1000)}s, replaying ${rng.int(3, 60)} buffered events`,
        );
      }
    },
  },
  {
    name: "first-of-month-autopay-declines",
    domain: "any",
    note: "autopay batch on the 1st: many cards decline for ordinary reasons and go to dunning",
    emit({ e, s, rng }, a, b, h) {
      const bill = svc(e, "billing");
      const codes = [
        "card_declined/insufficient_funds",
        "card_declined/do_not_honor",
        "expired_card",
        "card_declined/generic_decline",
        "incorrect_cvc",
      ];
      s.every(
        rng,
        gap(h, 900),
        (t) => {
          const acct = e.domain === "storage" ? tenant(rng) : `ACC-${rng.digits(5)}`;
          s.add(
            t,
            bill,
            "ERROR",
            `autopay charge failed account=${acct} amount=${rng.int(45, 390)}.00 decline=${rng.pick(codes)}; moved to dunning step 1`,
          );
        },
        a,
        b,
      );
      s.every(
        rng,
        30000,
        (t) =>
          s.add(
            t,
            bill,
            "INFO",
            `autopay batch progress ${rng.int(10, 95)}% succeeded=${rng.int(200, 2000)} declined=${rng.int(10, 140)}`,
          ),
        a,
        b,
      );
    },
  },
  {
    name: "room-displays-rebooting",
    domain: "cowork",
    note: "meeting-room panels reboot for a staged firmware update and miss a few polls",
    emit({ e, s, rng }, a, b, h) {
      const d = svc(e, "display");
      const n = h ? rng.int(8, 16) : 3;
      for (let i = 0; i < n; i++) {
        const p = `${rng.pick(e.sites)}-R${rng.int(1, 14)}`;
        const t = a + rng.next() * (b - a) * 0.8;
        s.add(t, d, "WARN", `panel ${p} heartbeat missed (2/3)`);
        s.add(t + 4000, d, "ERROR", `panel ${p} unreachable: websocket closed 1006 (abnormal closure)`);
        s.add(
          t + rng.int(40000, 120000),
          d,
          "INFO",
          `panel ${p} reconnected after reboot, fw=4.3.1 (staged rollout ring 2)`,
        );
      }
    },
  },
  {
    name: "dunning-email-bounces",
    domain: "any",
    note: "dunning emails bounce off stale mailboxes",
    emit({ e, s, rng }, a, b, h) {
      const n = svc(e, "notify");
      s.every(
        rng,
        gap(h, 4000),
        (t) => {
          s.add(
            t,
            n,
            "ERROR",
            `delivery failed to ${rng.pick(["j", "m", "k", "s"])}${rng.hex(4)}@${rng.pick(["yahoo.com", "aol.com", "hotmail.com", "comcast.net"])}: 550 5.1.1 The email account that you tried to reach does not exist`,
          );
        },
        a,
        b,
      );
    },
  },
  {
    name: "sms-undeliverable",
    domain: "any",
    note: "gate-code SMS to landlines and dead numbers come back undeliverable from the carrier",
    emit({ e, s, rng }, a, b, h) {
      const n = svc(e, "notify");
      s.every(
        rng,
        gap(h, 3000),
        (t) => {
          const code = rng.pick([
            ["30003", "Unreachable destination handset"],
            ["30005", "Unknown destination handset"],
            ["30006", "Landline or unreachable carrier"],
          ]);
          s.add(t, n, "ERROR", `status callback SM${rng.hex(32)} undelivered error_code=${code[0]} (${code[1]})`);
        },
        a,
        b,
      );
    },
  },
  {
    name: "kiosk-id-check-rejects",
    domain: "storage",
    note: "move-in kiosks reject glare-washed or expired licences and send customers to staff",
    emit({ e, s, rng }, a, b, h) {
      const k = svc(e, "kiosk");
      s.every(
        rng,
        gap(h, 5000),
        (t) => {
          const r = rng.pick([
            "DOCUMENT_EXPIRED",
            "GLARE_DETECTED",
            "FACE_MATCH_LOW score=0.41",
            "BARCODE_UNREADABLE",
            "MRZ_MISMATCH",
          ]);
          s.add(t, k, "WARN", `id verification declined session=${rng.hex(8)} result=${r}; offering staff assist`);
          if (rng.chance(0.3))
            s.add(
              t + 1500,
              k,
              "ERROR",
              `kiosk ${rng.pick(e.sites)}-K1 session ${rng.hex(8)} abandoned at step=id_scan`,
            );
        },
        a,
        b,
      );
    },
  },
  {
    name: "lien-mail-undeliverable",
    domain: "storage",
    note: "certified lien notices for some tenants are rejected by the mail vendor for bad addresses",
    emit({ e, s, rng }, a, b, h) {
      const j = svc(e, "jobs");
      s.every(
        rng,
        gap(h, 6000),
        (t) => {
          s.add(
            t,
            j,
            "WARN",
            `certified mail vendor rejected lien notice for ${tenant(rng)}: ADDRESS_NOT_DELIVERABLE (USPS DPV=N), flagged for manual review`,
          );
        },
        a,
        b,
      );
    },
  },
  {
    name: "auction-lot-conflicts",
    domain: "storage",
    note: "the auction sync tries to update lots the auction site already closed and gets 409s",
    emit({ e, s, rng }, a, b, h) {
      const j = svc(e, "jobs");
      s.every(
        rng,
        gap(h, 7000),
        (t) => {
          s.add(
            t,
            j,
            "ERROR",
            `PUT https://api.storagetreasures.example/v1/lots/${rng.digits(7)} -> 409 Conflict {"error":"lot_closed"}; skipping`,
          );
        },
        a,
        b,
      );
    },
  },
  {
    name: "gc-pause-warnings",
    domain: "any",
    estates: ["stowline", "deskloft"],
    note: "a JVM service logs long GC pauses after a big report but keeps serving",
    emit({ e, s, rng }, a, b, h) {
      const n = svc(e, "booking");
      s.every(
        rng,
        gap(h, 15000),
        (t) => {
          s.add(
            t,
            n,
            "WARN",
            `[gc] GC(${rng.int(400, 900)}) Pause Young (G1 Evacuation Pause) ${rng.int(900, 2400)}M->${rng.int(300, 800)}M(4096M) ${rng.int(310, 780)}.${rng.int(100, 999)}ms`,
          );
        },
        a,
        b,
      );
    },
  },
  {
    name: "cert-expiry-warnings",
    domain: "any",
    note: "a certificate monitor warns about a cert that expires in weeks",
    emit({ e, s, rng }, a, b) {
      const n = svc(e, "hub");
      s.every(
        rng,
        30000,
        (t) =>
          s.add(
            t,
            n,
            "WARN",
            `TLS certificate CN=mqtt.${e.key}.internal expires in 19 days (2026-12-19T00:00:00Z); renewal ticket open`,
          ),
        a,
        b,
      );
    },
  },
  {
    name: "readiness-flaps-during-rollout",
    domain: "any",
    note: "a rolling deploy makes pods fail readiness for a few seconds each and then serve",
    emit({ e, s, rng }, a, _b, h) {
      const n = svc(e, rng.pick(["booking", "billing", "notify"] as const));
      s.add(a, n, "INFO", `starting ${n} version=2026.11.${rng.int(10, 30)}-${rng.hex(7)}`);
      const pods = h ? 4 : 2;
      for (let i = 0; i < pods; i++) {
        const t = a + i * 25000;
        s.add(
          t + 1000,
          n,
          "WARN",
          `Readiness probe failed: Get "http://10.42.${rng.int(0, 9)}.${rng.int(2, 250)}:8080/ready": dial tcp: connect: connection refused`,
        );
        s.add(t + 4000, n, "ERROR", `upstream health check failed (503) while warming caches`);
        s.add(t + 9000, n, "INFO", `ready: caches warm, accepting traffic`);
      }
    },
  },
  {
    name: "config-reload-unknown-key",
    domain: "any",
    note: "a config reload warns about an unknown legacy key that is ignored",
    emit({ e, s, rng }, a) {
      const n = svc(e, "access");
      s.add(a, n, "INFO", `SIGHUP received, reloading /etc/${n}/config.yaml`);
      s.add(a + 40, n, "WARN", `config: unknown key "legacy_wiegand_fmt" ignored`);
      s.add(a + 90, n, "INFO", `config reloaded (checksum ${rng.hex(8)}), ${rng.int(40, 90)} door schedules active`);
    },
  },
  {
    name: "scraper-rate-limited",
    domain: "any",
    note: "a scraper hammers the availability endpoint and gets 429s from the edge rate limiter",
    emit({ e, s, rng }, a, b, h) {
      const n = svc(e, "edge");
      const ip = `${rng.int(20, 200)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
      s.every(
        rng,
        gap(h, 400),
        (t) => {
          s.add(t, n, "WARN", `rate limit exceeded for ${ip} on GET /availability (120 req/min), responding 429`);
        },
        a,
        b,
      );
    },
  },
  {
    name: "slow-report-queries",
    domain: "any",
    note: "an occupancy report runs slow queries that finish",
    emit({ e, s, rng }, a, b, h) {
      const n = svc(e, "booking");
      s.every(
        rng,
        gap(h, 8000),
        (t) => {
          s.add(
            t,
            n,
            "WARN",
            `slow query (${rng.int(1200, 6800)} ms): SELECT site_id, count(*) FROM ${e.domain === "storage" ? "unit_occupancy" : "desk_bookings"} WHERE day BETWEEN $1 AND $2 GROUP BY site_id`,
          );
        },
        a,
        b,
      );
    },
  },
  {
    name: "cache-flush-miss-burst",
    domain: "any",
    note: "a planned cache flush causes a burst of misses and slower responses that recover",
    emit({ e, s, rng }, a, b) {
      const n = svc(e, "booking");
      s.add(a, n, "WARN", `redis FLUSHDB issued by ops (ticket OPS-${rng.int(1000, 9999)}), cache cold`);
      s.every(
        rng,
        500,
        (t) =>
          s.add(
            t,
            n,
            "WARN",
            `cache miss ratio ${rng.int(60, 99)}% over last 1000 lookups, p99 ${rng.int(400, 1300)}ms`,
          ),
        a,
        Math.min(b, a + 90000),
      );
      s.add(a + 100000, n, "INFO", "cache hit ratio back above 90%");
    },
  },
  {
    name: "credential-stuffing-blocked",
    domain: "any",
    note: "a credential-stuffing run produces failed logins that the WAF and lockout absorb",
    emit({ e, s, rng }, a, b, h) {
      const n = svc(e, "edge");
      s.every(
        rng,
        gap(h, 600),
        (t) => {
          s.add(
            t,
            n,
            "WARN",
            `login failed for ${rng.pick(["a", "j", "m", "r"])}${rng.hex(5)}@${rng.pick(["gmail.com", "outlook.com"])}: invalid password (ip=${rng.int(40, 200)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)})`,
          );
          if (rng.chance(0.1)) s.add(t + 50, n, "ERROR", `account locked after 10 failed attempts; captcha required`);
        },
        a,
        b,
      );
    },
  },
  {
    name: "visitor-host-unreachable",
    domain: "cowork",
    note: "visitor sign-in cannot notify hosts who have no phone on file",
    emit({ e, s, rng }, a, b, h) {
      const n = svc(e, "kiosk");
      s.every(
        rng,
        gap(h, 5000),
        (t) => {
          s.add(
            t,
            n,
            "WARN",
            `host ${member(rng)} has no mobile or Slack id; visitor ${rng.pick(["Ines", "Karl", "Ravi", "Zoe"])} waiting at reception`,
          );
        },
        a,
        b,
      );
    },
  },
  {
    name: "calendar-sync-token-expired",
    domain: "cowork",
    note: "calendar sync tokens expire and trigger full resyncs",
    emit({ e, s, rng }, a, b, h) {
      const n = svc(e, "jobs");
      s.every(
        rng,
        gap(h, 9000),
        (t) => {
          const room = `${rng.pick(e.sites)}-R${rng.int(1, 14)}`;
          s.add(
            t,
            n,
            "WARN",
            `Google Calendar 410 Gone for room ${room}: Sync token is no longer valid, a full sync is required.`,
          );
          s.add(t + rng.int(2000, 9000), n, "INFO", `full resync of ${room} done (${rng.int(20, 400)} events)`);
        },
        a,
        b,
      );
    },
  },
  {
    name: "lock-battery-low",
    domain: "any",
    note: "unit locks report low batteries",
    emit({ e, s, rng }, a, b, h) {
      const n = svc(e, "hub");
      s.every(
        rng,
        gap(h, 3000),
        (t) => {
          s.add(
            t,
            n,
            "WARN",
            `lock ${e.domain === "storage" ? unit(rng) : `D${rng.int(1, 9)}`}@${rng.pick(e.sites)} battery ${rng.int(5, 19)}% (${rng.int(2400, 2700)}mV), replace soon`,
          );
        },
        a,
        b,
      );
    },
  },
  {
    name: "door-held-open",
    domain: "any",
    note: "doors propped open during a delivery raise held-open alarms",
    emit({ e, s, rng }, a, b, h) {
      const n = svc(e, "access");
      s.every(
        rng,
        gap(h, 9000),
        (t) => {
          const d = `${rng.pick(e.sites)}/${rng.pick(["loading-dock", "rear-door", "gate-in"])}`;
          s.add(t, n, "ERROR", `ALARM door held open ${d} for ${rng.int(61, 400)}s`);
          s.add(t + rng.int(20000, 60000), n, "INFO", `alarm cleared ${d}: door secured`);
        },
        a,
        b,
      );
    },
  },
  {
    name: "kiosk-printer-out-of-paper",
    domain: "any",
    note: "kiosk badge/receipt printers run out of paper",
    emit({ e, s, rng }, a, b, h) {
      const n = svc(e, "kiosk");
      s.every(
        rng,
        gap(h, 6000),
        (t) => {
          s.add(t, n, "ERROR", `printer ${rng.pick(e.sites)}-P1 status=MEDIA_EMPTY job ${rng.int(100, 999)} held`);
        },
        a,
        b,
      );
    },
  },
  {
    name: "duplicate-payment-webhooks",
    domain: "any",
    note: "the processor redelivers webhooks and the idempotency check discards them",
    emit({ e, s, rng }, a, b, h) {
      const n = svc(e, "payments");
      s.every(
        rng,
        gap(h, 2500),
        (t) => {
          s.add(
            t,
            n,
            "WARN",
            `webhook evt_${rng.hex(24)} (invoice.payment_failed) already processed, ignoring duplicate delivery`,
          );
        },
        a,
        b,
      );
    },
  },
  {
    name: "consumer-rebalance",
    domain: "any",
    note: "a queue consumer group rebalances and resumes",
    emit({ e, s, rng }, a) {
      const n = svc(e, "notify");
      s.add(a, n, "WARN", `[Consumer groupId=${n}] Attempt to heartbeat failed since group is rebalancing`);
      s.add(
        a + 300,
        n,
        "WARN",
        `[Consumer groupId=${n}] Revoking previously assigned partitions [notify-events-0, notify-events-1, notify-events-2]`,
      );
      s.add(
        a + rng.int(3000, 9000),
        n,
        "INFO",
        `[Consumer groupId=${n}] Successfully joined group with generation Generation{generationId=${rng.int(40, 400)}}`,
      );
    },
  },
  {
    name: "worker-recycling",
    domain: "any",
    note: "app-server workers recycle after max requests",
    emit({ e, s, rng }, a, b, h) {
      const n = svc(e, "billing");
      s.every(
        rng,
        gap(h, 12000),
        (t) => {
          const pid = rng.int(100, 900);
          s.add(t, n, "WARN", `Autorestarting worker after current request. (pid:${pid})`);
          s.add(t + 200, n, "INFO", `Worker exiting (pid: ${pid})`);
          s.add(t + 700, n, "INFO", `Booting worker with pid: ${pid + rng.int(1, 50)}`);
        },
        a,
        b,
      );
    },
  },
  {
    name: "chargeback-notices",
    domain: "any",
    note: "a couple of disputes arrive from the card network",
    emit({ e, s, rng }, a, b) {
      const n = svc(e, "payments");
      s.every(
        rng,
        60000,
        (t) =>
          s.add(
            t,
            n,
            "ERROR",
            `dispute dp_${rng.hex(14)} opened reason=${rng.pick(["fraudulent", "product_not_received", "duplicate"])} amount=${rng.int(40, 300)}.00; evidence due in 7 days`,
          ),
        a,
        b,
      );
    },
  },
  {
    name: "feature-flag-fallback",
    domain: "any",
    note: "the flag SDK cannot refresh for a minute and serves cached values",
    emit({ e, s, rng }, a, b) {
      const n = svc(e, "edge");
      s.every(
        rng,
        10000,
        (t) =>
          s.add(
            t,
            n,
            "WARN",
            `[LaunchDarkly] Received I/O error (read ECONNRESET) for streaming request - will retry; serving cached flags`,
          ),
        a,
        Math.min(b, a + 70000),
      );
      s.add(a + 75000, n, "INFO", `[LaunchDarkly] Opened LaunchDarkly stream connection`);
    },
  },
  {
    name: "sim-data-usage",
    domain: "any",
    note: "cellular SIMs near their data cap",
    emit({ e, s, rng }, a, b, h) {
      const n = svc(e, "hub");
      s.every(
        rng,
        gap(h, 10000),
        (t) =>
          s.add(
            t,
            n,
            "WARN",
            `SIM 8901${rng.digits(15)} at ${rng.int(81, 99)}% of 50MB monthly pool (hub H-${rng.int(1000, 1320)})`,
          ),
        a,
        b,
      );
    },
  },
  {
    name: "apns-bad-tokens",
    domain: "any",
    note: "stale member-app device tokens are rejected and pruned",
    emit({ e, s, rng }, a, b, h) {
      const n = svc(e, "notify");
      s.every(
        rng,
        gap(h, 2500),
        (t) => s.add(t, n, "ERROR", `APNs 410 Unregistered for device ${rng.hex(16)}...; token pruned`),
        a,
        b,
      );
    },
  },
  {
    name: "old-app-404s",
    domain: "any",
    note: "an old member-app build keeps calling a removed endpoint",
    emit({ e, s, rng }, a, b, h) {
      const n = svc(e, "edge");
      s.every(
        rng,
        gap(h, 900),
        (t) =>
          s.add(
            t,
            n,
            "WARN",
            `GET /v1/${e.domain === "storage" ? "unit-photos" : "perks"} 404 ${rng.int(2, 9)}ms ua=${e.key}-app/2.${rng.int(1, 4)}.0`,
          ),
        a,
        b,
      );
    },
  },
  {
    name: "anti-passback-violations",
    domain: "any",
    note: "tailgating triggers anti-passback rejections",
    emit({ e, s, rng }, a, b, h) {
      const n = svc(e, "access");
      s.every(
        rng,
        gap(h, 5000),
        (t) =>
          s.add(
            t,
            n,
            "WARN",
            `anti-passback violation ${e.domain === "storage" ? tenant(rng) : member(rng)} at ${rng.pick(e.sites)} (no exit recorded), entry refused`,
          ),
        a,
        b,
      );
    },
  },
  {
    name: "overlock-batch",
    domain: "storage",
    note: "the nightly overlock batch disables gate codes for delinquent tenants",
    emit({ e, s, rng }, a, b) {
      const j = svc(e, "jobs");
      const acc = svc(e, "access");
      s.every(
        rng,
        4000,
        (t) => {
          const tn = tenant(rng);
          s.add(t, j, "WARN", `overlock ordered ${tn} unit ${unit(rng)} (${rng.int(10, 30)} days past due)`);
          s.add(t + 300, acc, "WARN", `gate code revoked for ${tn}: status changed to LOCKED_OUT`);
        },
        a,
        Math.min(b, a + 180000),
      );
    },
  },
  {
    name: "db-maintenance-warnings",
    domain: "any",
    note: "planned vacuum and index maintenance produce warnings and a few lock waits that resolve",
    emit({ e, s, rng }, a, b) {
      const n = svc(e, "booking");
      s.add(a, n, "WARN", `maintenance window: VACUUM (ANALYZE) on reservations started by cron`);
      s.every(
        rng,
        20000,
        (t) =>
          s.add(
            t,
            n,
            "WARN",
            `lock wait ${rng.int(800, 2900)}ms on relation "reservations" (autovacuum), statement completed`,
          ),
        a,
        Math.min(b, a + 200000),
      );
    },
  },
  {
    name: "handled-exception-trace",
    domain: "any",
    note: "a handled exception for one bad record is logged with a full stack trace every few minutes",
    emit({ e, s, rng }, a, b) {
      const role = rng.pick(["booking", "billing", "kiosk"] as const);
      const n = svc(e, role);
      const r = (e.svcs[role] ?? e.svcs.edge)?.rt ?? "node";
      s.every(
        rng,
        70000,
        (t) => {
          s.add(
            t,
            n,
            "ERROR",
            `skipping malformed promo code "${rng.pick(["SPRING%%", "FREEMONTH\u00a0", "50OFF-"])}" from import file, continuing`,
            {
              errType: "ParseError",
              stack: stackTrace(r, PARSE_ERR[r], "invalid discount expression", [
                [r === "java" ? "com.example.promo.PromoImporter" : "PromoImporter", "parseRow", PROMO_FILE[r], 88],
                [r === "java" ? "com.example.promo.PromoImporter" : "PromoImporter", "run", PROMO_FILE[r], 41],
              ]),
            },
          );
        },
        a,
        b,
      );
    },
  },
];
