// Harmless noise that looks alarming: each kind is a burst that resolves by itself (or never mattered).
import type { Role } from "./estates.js";
import type { Ctx } from "./stream.js";

export interface Noise {
  name: string;
  kind?: "cruise" | "ferry";
  needs?: Role[];
  run: (c: Ctx, at: number) => void;
}

const S = 1000;
const M = 60000;

export const NOISE: Noise[] = [
  {
    name: "satellite link drops in a squall, then drains its backlog",
    kind: "cruise",
    run: (c, at) => {
      const { r } = c;
      c.emit(
        at,
        "link",
        "warn",
        `modem status: Es/No=${r.float(2.0, 3.4)}dB below 4.0dB threshold (rain fade), MODCOD stepped down`,
      );
      c.emit(at + 20 * S, "link", "error", "modem status: RX lock lost on beam IS-37e, link DOWN");
      const down = r.int(90, 200) * S;
      c.degrade.push({ svc: c.s("link"), from: at + 20 * S, to: at + down, keep: 0, keepHealth: true });
      c.every(at + 25 * S, at + down, 6000, (t) => {
        c.emit(
          t,
          "link",
          "error",
          `shore push failed: dial tcp 10.200.0.4:443: i/o timeout (link down, ${r.int(200, 4000)} records queued)`,
        );
        if (r.chance(0.4))
          c.emit(
            t + 300,
            "pay",
            "warn",
            `shore authorisation unavailable, sale stored offline (floor limit 150.00 USD)`,
          );
      });
      c.emit(
        at + down,
        "link",
        "info",
        `modem status: RX lock acquired, Es/No=${r.float(6, 8)}dB, link UP after ${Math.round(down / S)}s`,
      );
      let q = r.int(5000, 12000);
      c.every(at + down + 2 * S, at + down + 80 * S, 3000, (t) => {
        q = Math.max(0, q - r.int(300, 900));
        c.emit(
          t,
          "link",
          "info",
          `backlog drain: pushed batch records=${r.int(300, 900)} remaining=${q} rtt=${r.int(600, 1400)}ms`,
        );
      });
      c.emit(at + down + 81 * S, "link", "info", "backlog drained, store-and-forward queue empty");
      c.emit(
        at + down + 85 * S,
        "pay",
        "info",
        `offline sales uploaded: ${r.int(20, 120)} approved, ${r.int(0, 3)} declined by issuer (posted to folio)`,
      );
    },
  },
  {
    name: "passport scans unreadable at one desk",
    kind: "cruise",
    run: (c, at) => {
      const { r } = c;
      c.every(at, at + 4 * M, 9000, (t) => {
        const id = c.id();
        c.emit(
          t,
          "docs",
          "error",
          `MRZ checksum mismatch on line 2 (document number check digit ${r.int(0, 9)} != ${r.int(0, 9)}), glare score 0.${r.int(60, 95)}`,
          [],
          id,
        );
        c.emit(
          t + 40,
          "edge",
          "info",
          `request completed method=POST url=/api/v3/checkin/documents statusCode=422 responseTime=${r.int(300, 900)}`,
          [],
          id,
        );
      });
      c.emit(at + 4 * M, "docs", "info", "desk T2-07 scanner recalibrated, glare filter on");
    },
  },
  {
    name: "demagnetised key cards reissued",
    kind: "cruise",
    run: (c, at) => {
      const { r } = c;
      c.every(at, at + 6 * M, 20000, (t) => {
        const cab = `${r.int(4, 14)}${r.int(100, 399)}`;
        c.emit(
          t,
          "access",
          r.chance(0.5) ? "error" : "warn",
          `Card read failed at door ${cab}: sector 1 authentication failed (MIFARE key A), card UID ${r.hex(8).toUpperCase()}`,
        );
        c.emit(
          t + r.int(60, 240) * S,
          "access",
          "info",
          `Replacement card encoded for cabin ${cab} (reason=demagnetised, old card revoked)`,
        );
      });
    },
  },
  {
    name: "excursion cancelled for sea state, mass refunds",
    kind: "cruise",
    run: (c, at) => {
      const { r } = c;
      const tour = r.pick(["GCM-STINGRAY", "STT-CATAMARAN", "NAS-SNORKEL", "COZ-REEF"]);
      c.emit(at, "extra", "warn", `tour ${tour} cancelled by operator: harbour master closed tender ops (swell 2.8m)`);
      const n = r.int(30, 70);
      for (let i = 0; i < n; i++) {
        const t = at + 3 * S + i * r.int(300, 1500);
        c.emit(
          t,
          "extra",
          "info",
          `refund issued to folio FO-${r.int(10000, 99999)} for ${tour} (${r.float(49, 199, 2)} USD, reason=weather)`,
        );
        if (c.e.roles.notify)
          c.emit(t + 200, "notify", "info", `push sent template=excursion_cancelled guest=G${r.int(1000000, 9999999)}`);
      }
    },
  },
  {
    name: "cards declined at the bar",
    kind: "cruise",
    run: (c, at) => {
      const { r } = c;
      c.every(at, at + 8 * M, 12000, (t) =>
        c.emit(
          t,
          "pay",
          r.chance(0.6) ? "error" : "warn",
          `Sale declined outlet=${r.pick(["Lido Bar", "Sky Lounge", "Reef Bar", "Casino Bar"])} folio=FO-${r.int(10000, 99999)} response=${r.pick(["05 Do not honor", "51 Insufficient funds", "54 Expired card", "61 Exceeds withdrawal limit"])}`,
        ),
      );
    },
  },
  {
    name: "embarkation surge, queue depth alarms",
    kind: "cruise",
    run: (c, at) => {
      const { r } = c;
      c.every(at, at + 5 * M, 15000, (t) =>
        c.emit(
          t,
          "gate",
          "warn",
          `queue depth ${r.int(260, 420)} at terminal above threshold 250, avg wait ${r.int(18, 35)}m`,
        ),
      );
      c.every(at, at + 5 * M, 1500, (t) =>
        c.emit(
          t,
          "gate",
          "info",
          `boarding scan guest=G${r.int(1000000, 9999999)} status=ok latency=${r.int(30, 220)}ms`,
        ),
      );
      c.emit(at + 5 * M, "gate", "info", "queue depth 90, back under threshold");
    },
  },
  {
    name: "muster drill scans with duplicates",
    kind: "cruise",
    run: (c, at) => {
      const { r } = c;
      c.emit(at, "gate", "info", "muster drill started station mode=ON (all stations A-H)");
      c.every(at, at + 6 * M, 700, (t) => {
        if (r.chance(0.2))
          c.emit(
            t,
            "gate",
            "warn",
            `duplicate muster scan ignored guest=G${r.int(1000000, 9999999)} station=${r.pick("ABCDEFGH".split(""))}`,
          );
        else
          c.emit(
            t,
            "gate",
            "info",
            `muster scan station=${r.pick("ABCDEFGH".split(""))} guest=G${r.int(1000000, 9999999)}`,
          );
      });
      c.emit(
        at + 6 * M,
        "gate",
        "warn",
        `muster drill closed: ${r.int(8, 30)} guests unaccounted, list sent to guest services`,
      );
    },
  },
  {
    name: "TLS handshake EOFs from load balancer probes",
    run: (c, at) => {
      const { r } = c;
      const go = c.rt("edge") === "go";
      c.every(at, at + 10 * M, 5000, (t) =>
        c.emit(
          t,
          "edge",
          "error",
          go
            ? `http: TLS handshake error from 10.${r.int(0, 3)}.${r.int(0, 255)}.${r.int(2, 250)}:${r.int(30000, 65000)}: EOF`
            : `tlsClientError: Client network socket disconnected before secure TLS connection was established (remote 10.${r.int(0, 3)}.${r.int(0, 255)}.${r.int(2, 250)})`,
        ),
      );
    },
  },
  {
    name: "long GC pause warnings",
    run: (c, at) => {
      const { r } = c;
      const java = c.rt("pay") === "java";
      c.every(at, at + 7 * M, 40000, (t) =>
        c.emit(
          t,
          "pay",
          "warn",
          java
            ? `[gc] GC(${r.int(400, 900)}) Pause Young (G1 Evacuation Pause) ${r.int(900, 1600)}M->${r.int(200, 500)}M(2048M) ${r.float(180, 420, 3)}ms`
            : `event loop delay p99=${r.int(210, 480)}ms above 200ms (major GC ${r.int(120, 300)}ms)`,
        ),
      );
    },
  },
  {
    name: "Kafka consumer group rebalance during a rollout",
    run: (c, at) => {
      const { r } = c;
      c.emit(
        at,
        "booking",
        "warn",
        "[Consumer clientId=booking-events-0, groupId=booking-events] Attempt to heartbeat failed since group is rebalancing",
      );
      c.emit(
        at + 400,
        "booking",
        "info",
        "[Consumer clientId=booking-events-0, groupId=booking-events] Revoke previously assigned partitions booking.events-0, booking.events-1",
      );
      c.emit(
        at + r.int(3, 9) * S,
        "booking",
        "info",
        "[Consumer clientId=booking-events-0, groupId=booking-events] Successfully joined group with generation Generation{generationId=" +
          r.int(200, 900) +
          "}",
      );
      c.emit(
        at + r.int(10, 12) * S,
        "booking",
        "info",
        "[Consumer clientId=booking-events-0, groupId=booking-events] Adding newly assigned partitions: booking.events-0, booking.events-2",
      );
    },
  },
  {
    name: "rolling restart drains connections, a few 503s",
    run: (c, at) => {
      const { r } = c;
      c.emit(at, "edge", "warn", `upstream ${c.s("booking")} has 1 of 3 endpoints not ready (rolling update)`);
      for (let i = 0; i < r.int(3, 7); i++)
        c.emit(
          at + i * 900,
          "edge",
          "warn",
          `upstream ${c.s("booking")} returned 503 (endpoint draining), retried on next endpoint: 200`,
        );
      c.emit(at + 40 * S, "edge", "info", `upstream ${c.s("booking")} 3/3 endpoints ready`);
    },
  },
  {
    name: "vulnerability scanner probing the edge",
    run: (c, at) => {
      const { r } = c;
      const paths = [
        "/wp-login.php",
        "/.env",
        "/.git/config",
        "/cgi-bin/luci",
        "/actuator/env",
        "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
        "/admin/config.php",
      ];
      c.every(at, at + 3 * M, 800, (t) =>
        c.emit(
          t,
          "edge",
          "warn",
          `GET ${r.pick(paths)} 404 blocked=waf rule=${r.int(913100, 913120)} ip=185.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`,
        ),
      );
    },
  },
  {
    name: "travel agency partner hits its rate limit",
    run: (c, at) => {
      const { r } = c;
      const key = `agt_${r.hex(10)}`;
      c.every(at, at + 5 * M, 1200, (t) =>
        c.emit(t, "edge", "warn", `rate limit exceeded partner=${key} limit=20r/s status=429 retry_after=1`),
      );
    },
  },
  {
    name: "time step after NTP resync at sea",
    kind: "cruise",
    run: (c, at) => {
      const { r } = c;
      c.emit(
        at,
        "link",
        "warn",
        `clock: system time stepped by +${r.float(0.6, 2.4, 3)}s after NTP resync via shore (offset exceeded 0.5s)`,
      );
      c.emit(at + 2 * S, "pay", "warn", "JWT validation: token nbf in the future by 1.8s, accepted within leeway 5s");
    },
  },
  {
    name: "cache cold after restart, miss ratio alarm",
    run: (c, at) => {
      const { r } = c;
      c.emit(at, "booking", "warn", `cache hit ratio ${r.int(4, 20)}% below 60% (warming after restart)`);
      c.emit(at + 90 * S, "booking", "info", `cache hit ratio ${r.int(62, 90)}% recovered`);
    },
  },
  {
    name: "credential stuffing blocked at login",
    run: (c, at) => {
      const { r } = c;
      c.every(at, at + 4 * M, 1500, (t) =>
        c.emit(
          t,
          "edge",
          "warn",
          `login failed for account ${r.hex(6)}***@${r.pick(["gmail.com", "yahoo.co.uk", "hotmail.com"])}: invalid password (ip=45.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}, captcha challenged)`,
        ),
      );
    },
  },
  {
    name: "bookings rejected by validation rules",
    run: (c, at) => {
      const { r } = c;
      const why =
        c.e.kind === "cruise"
          ? [
              "passport expires within 6 months of disembarkation",
              "guest under 21 cannot occupy cabin without adult",
              "infant under 6 months on transatlantic voyage",
            ]
          : [
              "vehicle height 2.4m exceeds car deck limit 1.85m",
              "trailer length missing",
              "pet travel not available on night sailing",
            ];
      c.every(at, at + 6 * M, 25000, (t) =>
        c.emit(t, "booking", "warn", `booking rejected: ${r.pick(why)} (ref ${r.upper(6)})`),
      );
    },
  },
  {
    name: "PSP webhook replays ignored",
    run: (c, at) => {
      const { r } = c;
      c.every(at, at + 3 * M, 6000, (t) =>
        c.emit(
          t,
          "pay",
          "warn",
          `webhook AUTHORISATION pspReference=${r.upper(2)}${r.int(1000000000, 9999999999)} already processed, duplicate ignored (eventCode retry #${r.int(2, 5)})`,
        ),
      );
    },
  },
  {
    name: "excursion vendor maintenance window, cached availability served",
    kind: "cruise",
    run: (c, at) => {
      const { r } = c;
      c.emit(
        at,
        "extra",
        "warn",
        "operator API tourhub returned 503 Service Unavailable: scheduled maintenance 03:00-03:20 UTC",
      );
      c.every(at + 5 * S, at + 4 * M, 20000, (t) =>
        c.emit(
          t,
          "extra",
          "warn",
          `availability for ${r.pick(["COZ-RUINS", "NAS-SNORKEL"])} served from cache (age ${r.int(3, 20)}m), tourhub unavailable`,
        ),
      );
      c.emit(at + 4 * M, "extra", "info", "operator API tourhub healthy again, cache refresh scheduled");
    },
  },
  {
    name: "planned database failover, reconnects",
    run: (c, at) => {
      const { r } = c;
      const rt = c.rt("booking");
      if (rt === "java") {
        c.emit(
          at,
          "booking",
          "warn",
          `HikariPool-1 - Connection org.postgresql.jdbc.PgConnection@${r.hex(8)} marked as broken because of SQLSTATE(08006), ErrorCode(0)`,
        );
        c.emit(
          at + r.int(4, 9) * S,
          "booking",
          "info",
          "HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@" + r.hex(8),
        );
      } else if (rt === "ruby") {
        c.emit(
          at,
          "booking",
          "warn",
          "PG::ConnectionBad: server closed the connection unexpectedly (planned failover), reconnecting",
        );
        c.emit(
          at + r.int(4, 9) * S,
          "booking",
          "info",
          "ActiveRecord connection pool re-established to db-voyage primary (pool 10)",
        );
      } else {
        c.emit(
          at,
          "booking",
          "warn",
          "warn: Microsoft.EntityFrameworkCore.Infrastructure[10404] A transient exception occurred during execution. The operation will be retried after 412ms. Npgsql.NpgsqlException (0x80004005): Exception while reading from stream",
        );
        c.emit(
          at + r.int(4, 9) * S,
          "booking",
          "info",
          "Database connection restored after failover (sql-ticketing-b)",
        );
      }
    },
  },
  {
    name: "slow query log entries",
    run: (c, at) => {
      const { r } = c;
      c.every(at, at + 8 * M, 45000, (t) =>
        c.emit(
          t,
          "booking",
          "warn",
          `slow query ${r.float(1.2, 3.8)}s: SELECT ... FROM ${c.e.kind === "cruise" ? "cabin_inventory" : "sailing_capacity"} WHERE ... (rows=${r.int(2000, 90000)})`,
        ),
      );
    },
  },
  {
    name: "disk usage warning cleared by log rotation",
    run: (c, at) => {
      const { r } = c;
      c.emit(at, "docs", "warn", `disk usage on /var/lib/scans at ${r.int(82, 88)}% (warn 80%)`);
      c.emit(
        at + 2 * M,
        "docs",
        "info",
        `retention sweep removed ${r.int(2000, 9000)} images older than 72h, disk usage now ${r.int(40, 60)}%`,
      );
    },
  },
  {
    name: "heap high-water warnings",
    run: (c, at) => {
      const { r } = c;
      c.every(at, at + 4 * M, 50000, (t) =>
        c.emit(t, "booking", "warn", `memory: heap used ${r.int(80, 89)}% of limit, triggering cache trim`),
      );
    },
  },
  {
    name: "old app version calling deprecated endpoint",
    run: (c, at) => {
      const { r } = c;
      c.every(at, at + 6 * M, 4000, (t) =>
        c.emit(
          t,
          "edge",
          "warn",
          `deprecated endpoint /v1/itinerary called by app ${r.pick(["ios/4.2.1", "android/4.1.9"])}, sunset 2027-01-31`,
        ),
      );
    },
  },
  {
    name: "ANPR plates unreadable in rain",
    kind: "ferry",
    run: (c, at) => {
      const { r } = c;
      c.every(at, at + 6 * M, 7000, (t) =>
        c.emit(
          t,
          "docs",
          r.chance(0.5) ? "error" : "warn",
          `lane ${r.int(1, 8)} plate unreadable conf=0.${r.int(12, 55)} (min 0.60), frame sent to manual review`,
        ),
      );
    },
  },
  {
    name: "kiosk printer out of paper",
    kind: "ferry",
    run: (c, at) => {
      const { r } = c;
      const k = r.int(1, 18);
      c.every(at, at + 3 * M, 15000, (t) =>
        c.emit(
          t,
          "access",
          "error",
          `kiosk ${k}: printer status PAPER_END, boarding pass job queued (${r.int(1, 6)} waiting)`,
        ),
      );
      c.emit(at + 3 * M, "access", "info", `kiosk ${k}: printer status OK, ${r.int(2, 9)} queued jobs printed`);
    },
  },
  {
    name: "kiosks rebooting after overnight patch",
    kind: "ferry",
    run: (c, at) => {
      const { r } = c;
      for (let i = 0; i < r.int(4, 9); i++) {
        const t = at + i * r.int(20, 50) * S;
        const k = r.int(1, 24);
        c.emit(t, "access", "warn", `kiosk ${k} heartbeat missed (last seen 95s ago)`);
        c.emit(t + r.int(60, 140) * S, "access", "info", `kiosk ${k} online again, os build 22631.4460, app 5.2.0`);
      }
    },
  },
  {
    name: "sailing cancelled for weather, passengers moved",
    kind: "ferry",
    run: (c, at) => {
      const { r } = c;
      const sail = r.pick(["0715", "1130", "1545"]);
      c.emit(at, "booking", "warn", `sailing ${sail} cancelled: wind ${r.int(45, 60)}kn gusting, master's decision`);
      const n = r.int(40, 90);
      for (let i = 0; i < n; i++) {
        const t = at + 5 * S + i * r.int(200, 900);
        c.emit(
          t,
          "booking",
          "info",
          `booking moved to next sailing (reason=weather) ref=${r.upper(2)}${r.int(10000, 99999)}`,
        );
        if (c.e.roles.notify && r.chance(0.8))
          c.emit(
            t + 500,
            "notify",
            r.chance(0.1) ? "error" : "info",
            r.chance(0.1)
              ? `Unable to deliver SMS: error 30003 Unreachable destination handset`
              : `sms sent template=sailing_cancelled`,
          );
      }
    },
  },
  {
    name: "vehicle deck waitlist",
    kind: "ferry",
    run: (c, at) => {
      const { r } = c;
      c.every(at, at + 5 * M, 30000, (t) =>
        c.emit(
          t,
          "extra",
          "warn",
          `deck capacity reached for sailing, booking waitlisted (lane metres requested ${r.float(4, 14)}, free 0.0)`,
        ),
      );
    },
  },
  {
    name: "AIS gaps while vessel in a dead zone",
    kind: "ferry",
    run: (c, at) => {
      const { r } = c;
      c.every(at, at + 5 * M, 30000, (t) =>
        c.emit(
          t,
          "link",
          "warn",
          `no AIS position for mmsi 2320${r.int(10000, 99999)} in ${r.int(180, 600)}s, ETA frozen`,
        ),
      );
      c.emit(at + 5 * M, "link", "info", "AIS positions resumed for all tracked vessels");
    },
  },
  {
    name: "3DS challenges abandoned",
    run: (c, at) => {
      const { r } = c;
      c.every(at, at + 6 * M, 14000, (t) =>
        c.emit(
          t,
          "pay",
          "error",
          `payment refused: 3D Secure authentication failed (transStatus=${r.pick(["N", "U", "R"])}, challenge abandoned by cardholder)`,
        ),
      );
    },
  },
  {
    name: "SMS provider throttles, retry-after honoured",
    needs: ["notify"],
    run: (c, at) => {
      const { r } = c;
      c.every(at, at + 2 * M, 3000, (t) => {
        c.emit(
          t,
          "notify",
          "warn",
          `HTTP 429 Too Many Requests from messaging provider (code 20429), retry after ${r.int(1, 4)}s`,
        );
        c.emit(t + 4000, "notify", "info", `message delivered after retry sid=SM${r.hex(32)}`);
      });
    },
  },
  {
    name: "cron overlap skipped",
    run: (c, at) => {
      c.every(at, at + 6 * M, 60000, (t) =>
        c.emit(
          t,
          "booking",
          "warn",
          "scheduled job reconcile-holds already running on another node (lock held), skipping this run",
        ),
      );
    },
  },
  {
    name: "mobile clients disconnecting at sea or in port",
    run: (c, at) => {
      const { r } = c;
      c.every(at, at + 5 * M, 2500, (t) =>
        c.emit(
          t,
          "edge",
          "warn",
          `client closed connection before response was sent (499) path=/api/${r.pick(["itinerary", "bookings", "sailings"])} after ${r.int(2000, 30000)}ms`,
        ),
      );
    },
  },
  {
    name: "session token key rotated, users re-login",
    run: (c, at) => {
      const { r } = c;
      c.emit(at, "edge", "info", "signing key rotated kid=" + r.hex(8) + ", previous key accepted for 10m");
      c.every(at + 2 * M, at + 5 * M, 3000, (t) =>
        c.emit(t, "edge", "warn", `401 session expired (token signed with retired kid), client redirected to login`),
      );
    },
  },
  {
    name: "feature flag reload with unknown keys",
    run: (c, at) => {
      const { r } = c;
      c.emit(at, "booking", "info", `feature flags reloaded (revision ${r.int(300, 900)})`);
      c.emit(
        at + 50,
        "booking",
        "warn",
        "feature flag 'legacy_fare_rounding' referenced in config but not defined, treating as off",
      );
    },
  },
];
