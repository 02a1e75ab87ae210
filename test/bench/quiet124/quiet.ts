// Harmless noise that looks alarming in a diabetes-care estate: each kind writes one burst at `at`.
import { deploy, gwLine, pid } from "./background.js";
import { type Estate, glucose, RT, S } from "./estates.js";
import { chance, hex, int, pick, serial } from "./rng.js";
import type { Win } from "./stream.js";

export interface NoiseKind {
  name: string;
  note: string;
  run: (w: Win, e: Estate, at: number) => void;
}

const burst = (w: Win, at: number, n: number, spanMs: number, f: (t: number, i: number) => void) => {
  for (let i = 0; i < n; i++) f(at + Math.round(w.r() * spanMs), i);
};

export const NOISE: readonly NoiseKind[] = [
  {
    name: "backfill",
    note: "phones reconnecting after a regional mobile outage upload hours of readings at once; ingest warns about late and out-of-order data",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 60, 140), 150000, (t) => {
        const n = int(r, 24, 288);
        w.add(
          t,
          S(e, "gw"),
          "info",
          gwLine(e, r, t, "POST", "/v1/egvs/backfill", 202, int(r, 200, 1900), S(e, "ingest")),
        );
        w.add(
          t + 30,
          S(e, "ingest"),
          "warn",
          `backfill accepted ${n} readings patient=${pid(r)} oldest=${int(r, 2, 11)}h${int(r, 0, 59)}m ago out_of_order=${int(r, 0, n)} duplicates_dropped=${int(r, 0, 40)}`,
        );
      });
      w.add(at + 151000, S(e, "ingest"), "info", "backfill queue drained, lag back under 30s");
    },
  },
  {
    name: "sensor-expiry-wave",
    note: "a cohort of sensors started on the same day reaches its scheduled end; hundreds of sessions close with expiry warnings",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 120, 260), 240000, (t) =>
        w.add(
          t,
          S(e, "sensors"),
          "warn",
          `sensor session ended: sensor=${serial(r)} reason=EXPIRED lifetime=${pick(r, ["10d", "14d", "15d"])} patient=${pid(r)} (replacement reminder queued)`,
        ),
      );
      burst(w, at + 5000, int(r, 60, 120), 240000, (t) =>
        w.add(
          t,
          S(e, "push"),
          "info",
          `delivered sensor_expired reminder=${hex(r, 10)} apns=1 in ${int(r, 40, 200)}ms`,
        ),
      );
    },
  },
  {
    name: "warmup",
    note: "many new sensors in warm-up; readings are withheld and the app shows no data, which ingest reports as suppressed",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 80, 160), 300000, (t) =>
        w.add(
          t,
          S(e, "ingest"),
          "warn",
          `readings suppressed sensor=${serial(r)} state=WARMUP remaining=${int(r, 1, 58)}m count=${int(r, 1, 12)}`,
        ),
      );
    },
  },
  {
    name: "ble-pairing",
    note: "app telemetry reports Bluetooth pairing failures (GATT 133, bond lost) from phones; the server side is fine",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 50, 110), 200000, (t) =>
        w.add(
          t,
          S(e, "sensors"),
          pick(r, ["warn", "error"]),
          pick(r, [
            `client telemetry: BLE pairing failed transmitter=${serial(r, 6)} status=GATT_ERROR(133) os=Android ${pick(r, ["13", "14"])} attempt=${int(r, 1, 5)}`,
            `client telemetry: bond lost transmitter=${serial(r, 6)} (CBError 14 peer removed pairing information) os=iOS 18.1`,
            `pairing rejected transmitter=${serial(r, 6)}: already bonded to another display device`,
          ]),
        ),
      );
    },
  },
  {
    name: "urgent-lows",
    note: "real urgent-low glucose for several patients overnight; alerts fire and escalate to followers exactly as designed",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 25, 50), 360000, (t) => {
        const p = pid(r);
        const g = int(r, 40, 54);
        w.add(
          t,
          S(e, "alerts"),
          "error",
          `URGENT_LOW patient=${p} value=${glucose(e, g)} trend=${pick(r, ["SINGLE_DOWN", "DOUBLE_DOWN", "FLAT"])} alert raised`,
        );
        w.add(
          t + int(r, 100, 400),
          S(e, "push"),
          "info",
          `delivered urgent_low alert=${hex(r, 10)} critical=true apns=${int(r, 1, 3)} fcm=${int(r, 0, 2)}`,
        );
        if (chance(r, 0.5))
          w.add(
            t + 300000,
            S(e, "alerts"),
            "warn",
            `URGENT_LOW not acknowledged after 5 min patient=${p}; escalating to ${int(r, 1, 4)} followers`,
          );
      });
    },
  },
  {
    name: "push-refused",
    note: "follower phones with notifications disabled or uninstalled apps; APNs and FCM refuse deliveries",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 60, 140), 300000, (t) =>
        w.add(
          t,
          S(e, "push"),
          "error",
          pick(r, [
            `apns rejected device=${hex(r, 8)}: 410 Unregistered (timestamp ${Math.floor(t / 1000) - int(r, 3600, 900000)})`,
            `apns rejected device=${hex(r, 8)}: 400 BadDeviceToken`,
            `fcm rejected token=${hex(r, 8)}: UNREGISTERED (404)`,
            `follower f_${int(r, 1000, 99999)} has notifications disabled on device; alert kept in inbox only`,
          ]),
        ),
      );
    },
  },
  {
    name: "signal-loss",
    note: "signal-loss alerts for patients whose phones are away from the transmitter (sleep, sport)",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 30, 80), 300000, (t) =>
        w.add(
          t,
          S(e, "alerts"),
          "warn",
          `SIGNAL_LOSS patient=${pid(r)} no reading for ${int(r, 20, 90)} min; notifying patient and followers`,
        ),
      );
    },
  },
  {
    name: "compression-lows",
    note: "night-time compression lows: sudden drops flagged as implausible by the rate-of-change filter",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 20, 60), 300000, (t) =>
        w.add(
          t,
          S(e, "alerts"),
          "warn",
          `implausible drop ${glucose(e, int(r, 120, 160))} -> ${glucose(e, int(r, 45, 60))} in 5 min for patient ${pid(r)}; suspected compression low, LOW alert delayed 10 min`,
        ),
      );
    },
  },
  {
    name: "calibration-rejected",
    note: "users entering fingerstick values outside the accepted calibration range; validation errors by design",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 30, 70), 300000, (t) => {
        w.add(t, S(e, "gw"), "info", gwLine(e, r, t, "POST", "/v1/calibrations", 422, int(r, 10, 40), S(e, "sensors")));
        w.add(
          t + 5,
          S(e, "sensors"),
          "warn",
          `calibration rejected sensor=${serial(r)}: value ${glucose(e, pick(r, [18, 25, 420, 510, 600]))} outside accepted range`,
        );
      });
    },
  },
  {
    name: "pump-history-gap",
    note: "pump history gaps found after pumps were out of range; resync requested and filled",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 20, 50), 240000, (t) => {
        const s = `PS${int(r, 1000000, 9999999)}`;
        w.add(
          t,
          S(e, "pump"),
          "warn",
          `History gap detected for pump ${s}: ${int(r, 2, 40)} records missing between seq ${int(r, 1000, 5000)} and ${int(r, 5001, 9000)}; requesting resync`,
        );
        w.add(t + int(r, 3000, 30000), S(e, "pump"), "info", `Resync for pump ${s} completed, gap filled`);
      });
    },
  },
  {
    name: "timezone-travel",
    note: "travellers' phones changed time zone; the device clock offset is corrected on upload",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 30, 70), 300000, (t) =>
        w.add(
          t,
          S(e, "ingest"),
          "warn",
          `device clock offset ${pick(r, ["+3600", "-3600", "+7200", "-18000", "+32400"])}s for receiver ${hex(r, 8)}; timestamps rebased to system time`,
        ),
      );
    },
  },
  {
    name: "uploader-429",
    note: "one third-party uploader polling far too often is rate limited; every other client is served",
    run: (w, e, at) => {
      const r = w.r;
      const key = `ak_${hex(r, 10)}`;
      w.each(
        int(r, 600, 1500),
        (t) => {
          w.add(
            t,
            S(e, "gw"),
            "warn",
            `rate limit exceeded for api key ${key} (community uploader "xdrip-bridge"): 429 returned, limit 60/min`,
          );
        },
        at,
        Math.min(w.end, at + 300000),
      );
    },
  },
  {
    name: "slow-report-batch",
    note: "monthly clinic report batch runs big queries that log slow warnings while it runs",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 20, 45), 360000, (t) =>
        w.add(
          t,
          S(e, "clinic"),
          "warn",
          `slow query (${int(r, 2000, 19000)}ms): SELECT patient_id, avg(value) FROM egv_daily WHERE clinic_id = $1 AND day >= $2 GROUP BY 1 [batch=monthly-${hex(r, 4)}]`,
        ),
      );
    },
  },
  {
    name: "pdf-fonts",
    note: "report renderer falls back to a default font for patient names in some scripts",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 20, 60), 300000, (t) =>
        w.add(
          t,
          S(e, "clinic"),
          "warn",
          `pdf render: glyph missing in font 'Inter' for U+${pick(r, ["0645", "4E2D", "05D0", "0E01"])}, falling back to 'Noto Sans'`,
        ),
      );
    },
  },
  {
    name: "expired-sessions-401",
    note: "logged-out and reinstalled apps retry with expired refresh tokens and get 401 as intended",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 60, 150), 300000, (t) => {
        w.add(t, S(e, "gw"), "info", gwLine(e, r, t, "POST", "/oauth/token", 401, int(r, 5, 30), S(e, "auth")));
        w.add(
          t + 3,
          S(e, "auth"),
          "warn",
          `invalid_grant: refresh token expired or revoked user=u_${int(r, 100000, 999999)}`,
        );
      });
    },
  },
  {
    name: "old-app-versions",
    note: "a wave of old app versions hitting deprecated endpoints after a push reminder",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 50, 120), 300000, (t) =>
        w.add(
          t,
          S(e, "gw"),
          "warn",
          `client ${e.app}/${pick(r, ["4.2.1", "4.5.0", "4.8.3"])} called deprecated endpoint ${pick(r, ["GET /v1/egvs/latest", "POST /v1/egvs/legacy", "GET /v1/share/summary"])}; sunset 2026-03-31`,
        ),
      );
    },
  },
  {
    name: "rolling-restart",
    note: "a planned rolling restart of one service: shutdown, readiness failures during start-up, back in service",
    run: (w, e, at) => {
      const r = w.r;
      const role = pick(r, ["share", "clinic", "auth"] as const);
      for (let i = 0; i < 3; i++) {
        const t = at + i * 40000;
        deploy(w, e, role, t);
        w.add(
          t + 3000,
          S(e, role),
          "warn",
          `Readiness probe failed: Get "http://10.44.${int(r, 0, 31)}.${int(r, 2, 250)}:8080/ready": dial tcp: connect: connection refused`,
        );
      }
    },
  },
  {
    name: "gc-pauses",
    note: "long but harmless garbage-collection pauses logged during the report batch",
    run: (w, e, at) => {
      const r = w.r;
      const svc = S(e, "alerts");
      burst(w, at, int(r, 15, 40), 300000, (t) =>
        w.add(
          t,
          svc,
          "warn",
          RT(e, "alerts") === "java"
            ? `GC pause (G1 Evacuation Pause) (young) ${int(r, 180, 900)}ms exceeds 150ms target; heap ${int(r, 900, 1500)}M->${int(r, 300, 700)}M(2048M)`
            : `slow evaluation tick: ${int(r, 180, 900)}ms (gc assist), backlog ${int(r, 0, 40)}`,
        ),
      );
    },
  },
  {
    name: "cache-cold",
    note: "cache flushed after maintenance; a minute of misses and slower reads, then normal",
    run: (w, e, at) => {
      const r = w.r;
      w.add(at, S(e, "share"), "warn", "cache cluster failover completed, local cache cleared");
      burst(w, at, int(r, 60, 140), 90000, (t) =>
        w.add(
          t,
          S(e, "share"),
          "warn",
          `cache miss followees:f_${int(r, 1000, 99999)}, loaded from database in ${int(r, 80, 900)}ms`,
        ),
      );
    },
  },
  {
    name: "replica-lag",
    note: "read replica lag spikes during the nightly vacuum; reports read slightly stale data",
    run: (w, e, at) => {
      const r = w.r;
      w.each(
        15000,
        (t) =>
          w.add(
            t,
            S(e, "clinic"),
            "warn",
            `replica lag ${int(r, 8, 45)}s above 5s threshold; report data may be stale`,
          ),
        at,
        Math.min(w.end, at + 240000),
      );
    },
  },
  {
    name: "consumer-rebalance",
    note: "a consumer group rebalances after a pod moved; partitions revoked and reassigned within seconds",
    run: (w, e, at) => {
      const r = w.r;
      const svc = S(e, "alerts");
      w.add(
        at,
        svc,
        "info",
        `[Consumer clientId=${svc}-0, groupId=${svc}] Request joining group due to: group is already rebalancing`,
      );
      w.add(
        at + 200,
        svc,
        "warn",
        `[Consumer clientId=${svc}-0, groupId=${svc}] Revoking previously assigned partitions [egv-events-${int(r, 0, 5)}, egv-events-${int(r, 6, 11)}]`,
      );
      w.add(
        at + int(r, 3000, 9000),
        svc,
        "info",
        `[Consumer clientId=${svc}-0, groupId=${svc}] Successfully synced group in generation Generation{generationId=${int(r, 100, 900)}}`,
      );
      w.add(
        at + int(r, 9000, 12000),
        svc,
        "warn",
        `consumer lag ${int(r, 2000, 9000)} messages after rebalance, catching up`,
      );
      w.add(at + int(r, 40000, 70000), svc, "info", "consumer lag back to 0");
    },
  },
  {
    name: "cert-rotation",
    note: "TLS certificates rotated; old connections closed with handshake warnings from stale clients",
    run: (w, e, at) => {
      const r = w.r;
      w.add(at, S(e, "gw"), "info", `secret tls-${e.key}-api rotated; new certificate notAfter=2027-03-01T00:00:00Z`);
      burst(w, at, int(r, 20, 60), 120000, (t) =>
        w.add(
          t,
          S(e, "gw"),
          "warn",
          `TLS handshake failed from ${int(r, 80, 200)}.${int(r, 0, 255)}.${int(r, 0, 255)}.${int(r, 1, 254)}: tlsv1 alert unknown ca (pinned old intermediate in ${e.app}/4.2.1)`,
        ),
      );
    },
  },
  {
    name: "scanner-404",
    note: "an internet scanner probing for admin pages gets 404s at the gateway",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 80, 200), 120000, (t) =>
        w.add(
          t,
          S(e, "gw"),
          "info",
          gwLine(
            e,
            r,
            t,
            "GET",
            pick(r, ["/wp-login.php", "/.env", "/phpmyadmin/", "/actuator/env", "/.git/config", "/cgi-bin/luci"]),
            404,
            int(r, 1, 5),
            S(e, "gw"),
          ),
        ),
      );
    },
  },
  {
    name: "bad-sensor-codes",
    note: "users typing sensor codes wrongly; the pairing API rejects them with validation errors",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 30, 80), 300000, (t) =>
        w.add(
          t,
          S(e, "sensors"),
          "warn",
          `sensor code ${int(r, 1000, 9999)} rejected: checksum mismatch (user entry) patient=${pid(r)}`,
        ),
      );
    },
  },
  {
    name: "ehr-rejects",
    note: "a clinic's EHR sends HL7 results for patients not enrolled; messages rejected with ACK AE",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 30, 70), 300000, (t) =>
        w.add(
          t,
          S(e, "clinic"),
          "error",
          `HL7 ORU^R01 from ${pick(r, ["EPIC-NORTH", "CERNER-ST-LUKE", "MEDITECH-22"])} rejected (ACK AE): PID-3 MRN ${int(r, 1000000, 9999999)} not enrolled in clinic ${int(r, 10, 900)}`,
        ),
      );
    },
  },
  {
    name: "invite-expired",
    note: "followers opening week-old share invites get expired-invite errors",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 20, 60), 300000, (t) => {
        w.add(
          t,
          S(e, "gw"),
          "info",
          gwLine(e, r, t, "POST", "/v1/follow/invites/accept", 410, int(r, 10, 60), S(e, "share")),
        );
        w.add(
          t + 4,
          S(e, "share"),
          "warn",
          `invite ${hex(r, 12)} expired ${int(r, 1, 30)} days ago; follower must ask for a new one`,
        );
      });
    },
  },
  {
    name: "duplicate-uploads",
    note: "phones resending readings after app restarts; duplicates answered 409 and dropped",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 60, 140), 240000, (t) => {
        w.add(t, S(e, "gw"), "info", gwLine(e, r, t, "POST", "/v1/egvs", 409, int(r, 5, 40), S(e, "ingest")));
        w.add(
          t + 3,
          S(e, "ingest"),
          "warn",
          `duplicate batch ${hex(r, 16)} from receiver ${hex(r, 8)} ignored (already stored)`,
        );
      });
    },
  },
  {
    name: "sensor-errors",
    note: "individual sensors report device errors (temperature, noisy signal) and pause readings",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 30, 80), 300000, (t) =>
        w.add(
          t,
          S(e, "ingest"),
          "warn",
          `sensor ${serial(r)} reported ${pick(r, ["TEMP_OUT_OF_RANGE", "SIGNAL_NOISY", "SENSOR_ERROR_2", "REPLACE_SENSOR"])}; readings paused for ${int(r, 5, 180)} min`,
        ),
      );
    },
  },
  {
    name: "debug-enabled",
    note: "someone turned on debug logging for one service to investigate a ticket; very chatty but healthy",
    run: (w, e, at) => {
      const r = w.r;
      const svc = S(e, "share");
      w.add(at, svc, "info", "log level changed to DEBUG by operator request (ticket SUP-4412)");
      burst(w, at, int(r, 250, 600), 300000, (t) =>
        w.add(
          t,
          svc,
          "debug",
          pick(r, [
            `cache lookup followees:f_${int(r, 1000, 99999)} hit`,
            `sql: SELECT * FROM follow_links WHERE follower_id = ${int(r, 1000, 99999)} (${int(r, 1, 9)}ms)`,
            `permission check follower=f_${int(r, 1000, 99999)} patient=${pid(r)} share=active -> allow`,
          ]),
        ),
      );
    },
  },
  {
    name: "heap-high-water",
    note: "heap usage reports above a soft threshold while collections reclaim it",
    run: (w, e, at) => {
      const r = w.r;
      w.each(
        20000,
        (t) =>
          w.add(
            t,
            S(e, "pump"),
            "warn",
            `memory high-water mark: heap ${int(r, 78, 88)}% of limit, gen2 collection reclaimed ${int(r, 200, 600)}MB`,
          ),
        at,
        Math.min(w.end, at + 200000),
      );
    },
  },
  {
    name: "follower-escalation",
    note: "patients not answering urgent alerts; escalations to follower phones and phone calls are sent",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 15, 40), 300000, (t) => {
        w.add(
          t,
          S(e, "share"),
          "warn",
          `escalation level 2 for patient ${pid(r)}: calling follower f_${int(r, 1000, 99999)} via voice provider`,
        );
        w.add(
          t + int(r, 2000, 9000),
          S(e, "share"),
          "info",
          `escalation acknowledged by follower f_${int(r, 1000, 99999)}`,
        );
      });
    },
  },
  {
    name: "dst-duplicate-hour",
    note: "a daylight-saving change duplicates a local hour; receivers send readings with ambiguous local times",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 40, 90), 300000, (t) =>
        w.add(
          t,
          S(e, "ingest"),
          "warn",
          `ambiguous local time 02:${String(int(r, 0, 59)).padStart(2, "0")} (DST fold) from receiver ${hex(r, 8)}; using fold=1 and system time`,
        ),
      );
    },
  },
  {
    name: "pump-retry-storm",
    note: "the partner pump cloud throttles during its maintenance window; retries with backoff all succeed",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 40, 90), 240000, (t) => {
        w.add(
          t,
          S(e, "pump"),
          "warn",
          `partner pump cloud throttled (429 Too Many Requests, Retry-After: ${int(r, 1, 10)}); backing off`,
        );
        w.add(
          t + int(r, 1000, 10000),
          S(e, "pump"),
          "info",
          `partner pump cloud request succeeded after backoff (${int(r, 2, 4)} attempts)`,
        );
      });
    },
  },
  {
    name: "node-drain",
    note: "a Kubernetes node is drained for patching; pods are evicted and rescheduled",
    run: (w, e, at) => {
      const r = w.r;
      for (const role of ["ingest", "alerts", "push"] as const) {
        const t = at + int(r, 0, 60000);
        w.add(
          t,
          S(e, role),
          "warn",
          `received SIGTERM (pod evicted: node ip-10-44-${int(r, 0, 31)}-${int(r, 2, 250)} draining for maintenance)`,
        );
        w.add(t + int(r, 5000, 20000), S(e, role), "info", `started on new node, ready after ${int(r, 3, 15)}s`);
      }
    },
  },
  {
    name: "export-job",
    note: "a research data export job runs with verbose warnings about skipped consent-less records",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 30, 70), 300000, (t) =>
        w.add(
          t,
          S(e, "clinic"),
          "warn",
          `export job ${hex(r, 6)}: skipped ${int(r, 1, 200)} records without research consent (patient ${pid(r)})`,
        ),
      );
    },
  },
  {
    name: "app-crash-reports",
    note: "client crash reports from one Android build arrive through the telemetry endpoint",
    run: (w, e, at) => {
      const r = w.r;
      burst(w, at, int(r, 20, 50), 300000, (t) =>
        w.add(
          t,
          S(e, "gw"),
          "error",
          `client crash report ${e.app}/5.12.0 (Android 15; ${pick(r, ["Pixel 9", "SM-S928B"])}): java.lang.IllegalStateException: Fragment GraphFragment not attached to a context`,
        ),
      );
    },
  },
];
