// Harmless noise that looks alarming: 34 kinds, each written by the service that would really log it.
import { access } from "./runtime.js";
import type { Ctx } from "./stream.js";

export type Noise = (c: Ctx, k: number) => void;

const pad2 = (n: number) => String(n).padStart(2, "0");

export const QUIET: Record<string, Noise> = {
  "docks-full-after-event": (c, k) => {
    const sts = [c.station(), c.station(), c.station()];
    for (const t of c.times(8 * k)) {
      const st = c.r.pick(sts);
      c.add(t, "dock", "warn", `station ${st} FULL: 0 of ${c.r.int(18, 30)} docks free, returns diverted`);
      if (c.r.chance(0.4))
        c.add(t + 200, "edge", "warn", access(c.rt("edge"), "POST", "/v1/trips/end", 409, c.r.int(20, 90), c.r));
    }
    for (const t of c.times(1.5 * k))
      c.add(t, "fare", "info", `grace period +15m granted trip=t_${c.r.hex(10)} reason=station_full`);
  },
  "docks-empty-morning": (c, k) => {
    for (const t of c.times(7 * k))
      c.add(t, "dock", "warn", `station ${c.station()} EMPTY: 0 bikes available (${c.r.int(0, 3)} disabled)`);
    for (const t of c.times(2 * k))
      c.add(
        t,
        "rebalance",
        "warn",
        `shortfall zone=Z${c.r.int(1, 40)} need=${c.r.int(6, 20)} vans_free=0, task queued`,
      );
  },
  "unlock-repair-flag": (c, k) => {
    for (const t of c.times(5 * k)) {
      const b = c.bike();
      const tr = c.tid();
      c.add(t, "unlock", "warn", `unlock denied bike=${b} reason=MAINTENANCE_HOLD ticket=MT-${c.r.int(40000, 49999)}`, {
        trace: tr,
      });
      c.add(t + 30, "edge", "warn", access(c.rt("edge"), "POST", "/v1/unlocks", 409, c.r.int(20, 80), c.r), {
        trace: tr,
      });
    }
  },
  "stations-offline-cellular": (c, k) => {
    const sts = Array.from({ length: 6 }, () => c.station());
    for (const t of c.times(4 * k)) {
      const st = c.r.pick(sts);
      c.add(
        t,
        "dock",
        "error",
        `station ${st} offline: no heartbeat for ${c.r.int(180, 900)}s (cellular, last rssi=-${c.r.int(101, 113)}dBm)`,
      );
      if (c.r.chance(0.5))
        c.add(
          t + c.r.int(20000, 90000),
          "dock",
          "info",
          `station ${st} back online after modem reset, replayed ${c.r.int(0, 14)} queued events`,
        );
    }
  },
  "overtime-fees-bulk": (c, k) => {
    for (const t of c.times(18 * k))
      c.add(
        t,
        "fare",
        "warn",
        `overtime fee charged trip=t_${c.r.hex(10)} minutes_over=${c.r.int(5, 140)} fee=${(c.r.int(30, 900) / 10).toFixed(2)} EUR`,
      );
    for (const t of c.times(2 * k)) c.add(t, "notify", "info", `overtime notice queued for member m_${c.r.hex(8)}`);
  },
  "gbfs-consumer-429": (c, k) => {
    const ua = c.r.pick(["TransitAppBot/5.2", "citymapper-feed/1.0", "OpenTripPlanner/2.5", "curl/8.5.0"]);
    for (const t of c.times(40 * k))
      c.add(
        t,
        "gbfs",
        "warn",
        `rate limited client ua="${ua}" ip=203.0.113.${c.r.int(2, 250)} 429 Too Many Requests (limit 1 req/10s per feed)`,
      );
  },
  "ebike-battery-low": (c, k) => {
    for (const t of c.times(6 * k))
      c.add(t, "battery", "warn", `bike ${c.bike()} soc=${c.r.int(3, 14)}% below threshold 15%, marked unavailable`);
  },
  "charger-slot-fault": (c, k) => {
    const st = c.station();
    const slot = c.r.int(1, 20);
    for (const t of c.times(3 * k))
      c.add(t, "battery", "error", `charger slot error station=${st} slot=${slot} code=GFCI_TRIP, slot isolated`);
  },
  "card-declines": (c, k) => {
    for (const t of c.times(5 * k)) {
      const tr = c.tid();
      c.add(
        t,
        "fare",
        "error",
        `payment declined: card_declined (${c.r.pick(["insufficient_funds", "expired_card", "do_not_honor", "incorrect_cvc"])}) psp_ref=${c.r.hex(12).toUpperCase()}`,
        { trace: tr },
      );
      c.add(t + 100, "edge", "warn", access(c.rt("edge"), "POST", "/v1/passes", 402, c.r.int(500, 1400), c.r), {
        trace: tr,
      });
    }
  },
  "membership-expiry-batch": (c, k) => {
    const start = c.t0 + c.r.int(60000, 120000);
    for (const t of c.times(60 * k, start, start + 180000))
      c.add(t, "member", "warn", `membership expired member=m_${c.r.hex(8)} plan=annual auto_renew=false`);
    c.add(
      start + 181000,
      "member",
      "info",
      `nightly expiry job done: expired=${c.r.int(900, 1400)} renewed=${c.r.int(2000, 4000)}`,
    );
  },
  "rolling-restart": (c, k) => {
    const at = c.t0 + c.r.int(90000, Math.max(100000, c.t1 - c.t0 - 200000));
    for (let i = 0; i < 3; i++) {
      c.add(at + i * 40000, "unlock", "info", `Received SIGTERM, draining connections (in-flight=${c.r.int(1, 9)})`);
      for (const t of c.times(10 * k, at + i * 40000, at + i * 40000 + 5000))
        c.add(t, "edge", "warn", `retrying ${c.svc("unlock")} after connection reset (attempt 2/3)`);
    }
  },
  "config-reload-deprecated": (c) => {
    const at = c.t0 + c.r.int(60000, 300000);
    c.add(at, "fare", "info", "config reload requested via SIGHUP");
    c.add(
      at + 40,
      "fare",
      "warn",
      "config key 'tariff.overtime_minutes' is deprecated, mapped to 'tariffs.overtime.grace_minutes'",
    );
    c.add(at + 60, "fare", "warn", "config key 'psp.legacy_3ds' is deprecated and ignored");
    c.add(at + 90, "fare", "info", `config reloaded (checksum ${c.r.hex(8)})`);
  },
  "gc-pauses": (c, k) => {
    const role = c.rt("member") === "java" ? "member" : "fare";
    for (const t of c.times(2 * k))
      c.add(
        t,
        role,
        "warn",
        `[gc] GC(${c.r.int(300, 900)}) Pause Young (G1 Humongous Allocation) ${c.r.int(600, 900)}M->${c.r.int(200, 300)}M(1024M) ${c.r.int(180, 420)}.${c.r.int(100, 999)}ms`,
      );
  },
  "cert-rotation": (c) => {
    const at = c.t0 + c.r.int(60000, 200000);
    c.add(at, "edge", "warn", "TLS certificate for api expires in 6 days, renewal scheduled");
    c.add(at + 30000, "edge", "info", "reloaded TLS certificate (serial 0x" + c.r.hex(10) + ", notAfter +90d)");
    for (const t of c.times(6, at + 30000, at + 34000))
      c.add(t, "edge", "warn", "TLS handshake error from 198.51.100.7: EOF");
  },
  "replica-switchover": (c, k) => {
    const at = c.t0 + c.r.int(90000, 240000);
    c.add(
      at,
      "member",
      "warn",
      "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@4e2a1b (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
    );
    for (const t of c.times(5 * k, at, at + 8000))
      c.add(t, "member", "warn", "SQL Error: 0, SQLState: 08006 - retrying on new connection (planned switchover)");
    c.add(at + 9000, "member", "info", "HikariPool-1 - pool recovered, active=3 idle=7");
  },
  "van-gps-drift": (c, k) => {
    for (const t of c.times(3 * k))
      c.add(
        t,
        "rebalance",
        "warn",
        `van V-${pad2(c.r.int(1, 14))} position jumped ${c.r.int(400, 2400)}m in 5s (hdop ${c.r.int(8, 25)}.0), discarding fix`,
      );
  },
  "firmware-ota": (c, k) => {
    for (const t of c.times(4 * k)) {
      const st = c.station();
      c.add(
        t,
        "dock",
        "warn",
        `station ${st} rebooting for firmware 4.3.${c.r.int(1, 9)} (OTA batch ${c.r.int(3, 9)}/12)`,
      );
      c.add(t + c.r.int(40000, 100000), "dock", "info", `station ${st} reconnected fw=4.3.${c.r.int(1, 9)} uptime=12s`);
    }
  },
  "login-stuffing-blocked": (c, k) => {
    for (const t of c.times(30 * k))
      c.add(t, "edge", "warn", access(c.rt("edge"), "POST", "/v1/auth/login", 401, c.r.int(80, 300), c.r));
    for (const t of c.times(2 * k))
      c.add(
        t,
        "edge",
        "warn",
        `waf: blocked ip=45.${c.r.int(10, 250)}.${c.r.int(0, 255)}.${c.r.int(2, 250)} rule=credential-stuffing score=${c.r.int(80, 99)}`,
      );
  },
  "bikes-missing": (c, k) => {
    for (const t of c.times(2 * k))
      c.add(t, "unlock", "warn", `trip open >24h bike=${c.bike()} flagged MISSING, last gps ${c.r.int(1, 60)}h ago`);
  },
  "latch-jam": (c, k) => {
    for (const t of c.times(3 * k)) {
      const st = c.station();
      c.add(
        t,
        "dock",
        "error",
        `latch motor stall station=${st} dock=${c.r.int(1, 24)} current=2.${c.r.int(1, 9)}A, retrying release`,
      );
      c.add(t + 1200, "dock", "info", `latch released station=${st} on retry`);
    }
  },
  "ticket-import-dupes": (c, k) => {
    for (const t of c.times(10 * k))
      c.add(
        t,
        "maint",
        "warn",
        `ActiveRecord::RecordNotUnique: duplicate key value violates unique constraint "index_tickets_on_external_ref" (ref=FX-${c.r.int(100000, 999999)}), skipped`,
      );
  },
  "push-token-prune": (c, k) => {
    for (const t of c.times(6 * k))
      c.add(t, "notify", "error", `APNs rejected ${c.r.int(2, 40)} device tokens (BadDeviceToken) - pruned`);
  },
  "slow-report-query": (c, k) => {
    for (const t of c.times(1.5 * k))
      c.add(
        t,
        "fare",
        "warn",
        `slow query ${c.r.int(4000, 19000)}ms: SELECT station_id, sum(overtime_fee) FROM trips WHERE ended_at >= $1 GROUP BY 1 (reporting replica)`,
      );
  },
  "cache-cold-start": (c, k) => {
    const at = c.t0 + c.r.int(60000, 200000);
    c.add(at, "fare", "info", "tariff cache empty after restart, warming");
    for (const t of c.times(20 * k, at, at + 60000))
      c.add(t, "fare", "warn", `cache miss tariff zone=Z${c.r.int(1, 40)} loaded from db in ${c.r.int(200, 900)}ms`);
  },
  "old-app-version": (c, k) => {
    for (const t of c.times(8 * k))
      c.add(
        t,
        "edge",
        "warn",
        `deprecated endpoint /v0/unlock called by app ${c.r.pick(["3.1.0", "3.2.4", "3.2.5"])} (sunset 2027-01-31)`,
      );
  },
  "cold-weather-charging": (c, k) => {
    for (const t of c.times(4 * k))
      c.add(
        t,
        "battery",
        "warn",
        `charging paused station=${c.station()} pack_temp=-${c.r.int(1, 6)}.${c.r.int(0, 9)}C below 0C limit`,
      );
  },
  "controller-clock-step": (c, k) => {
    for (const t of c.times(3 * k))
      c.add(
        t,
        "dock",
        "warn",
        `station ${c.station()} clock stepped by ${c.r.int(2, 190)}s after NTP sync, event timestamps rewritten`,
      );
  },
  "refund-batch": (c, k) => {
    const at = c.t0 + c.r.int(60000, 180000);
    for (const t of c.times(25 * k, at, at + 120000))
      c.add(
        t,
        "fare",
        "warn",
        `refund issued trip=t_${c.r.hex(10)} amount=${(c.r.int(10, 400) / 10).toFixed(2)} reason=overtime_dispute_auto`,
      );
  },
  "node-drain-evictions": (c) => {
    const at = c.t0 + c.r.int(60000, 240000);
    for (const role of ["gbfs", "notify", "maint"] as const) {
      c.add(at + c.r.int(0, 20000), role, "warn", "Received SIGTERM, draining connections (node drain)");
      c.add(at + c.r.int(25000, 40000), role, "info", "listening on :8080");
    }
  },
  "consumer-rebalance": (c, k) => {
    const at = c.t0 + c.r.int(60000, 240000);
    c.add(
      at,
      "battery",
      "info",
      "[Consumer clientId=battery-1, groupId=battery] Revoking previously assigned partitions [telemetry-0, telemetry-1, telemetry-2]",
    );
    for (const t of c.times(6 * k, at, at + 45000))
      c.add(t, "battery", "warn", `consumer lag telemetry=${c.r.int(2000, 40000)} above 1000`);
    c.add(at + 50000, "battery", "info", "consumer lag back under threshold (lag=12)");
  },
  "weather-overlay-fallback": (c, k) => {
    for (const t of c.times(2 * k))
      c.add(t, "rebalance", "warn", "weather provider timed out after 3s, using cached forecast (age 41m)");
  },
  "vandalism-reports": (c, k) => {
    for (const t of c.times(2 * k))
      c.add(
        t,
        "maint",
        "warn",
        `dock damage reported station=${c.station()} dock=${c.r.int(1, 24)} by rider, dock disabled`,
      );
  },
  "geofence-parking": (c, k) => {
    for (const t of c.times(5 * k))
      c.add(
        t,
        "unlock",
        "warn",
        `end trip rejected bike=${c.bike()} outside parking zone (${c.r.int(20, 300)}m), rider notified`,
      );
  },
  "bot-station-info": (c, k) => {
    for (const t of c.times(25 * k))
      c.add(t, "gbfs", "warn", access(c.rt("gbfs"), "GET", "/gbfs/2.3/en/station_information.json", 429, 1, c.r));
  },
  "promo-code-invalid": (c, k) => {
    for (const t of c.times(6 * k))
      c.add(
        t,
        "member",
        "warn",
        `promo code rejected code=${c.r.pick(["SPRING24", "FREERIDE", "UNI2025", "BIKEWEEK"])} reason=expired member=${c.member()}`,
      );
  },
};

export const QUIET_KINDS = Object.keys(QUIET);
