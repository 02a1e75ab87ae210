// Harmless things that look alarming at 3 a.m.: each kind writes a small trickle, or a loud burst when it is the
// window's main noise. Nothing here is broken.
import { access, ids } from "./estates.js";
import type { Ctx } from "./stream.js";

export interface NoiseKind {
  id: string;
  domain: "ride" | "scoot" | "any";
  what: string;
  gen(c: Ctx, at: number, loud: boolean): void;
}

function spread(
  c: Ctx,
  at: number,
  loud: boolean,
  quiet: [number, number],
  burst: [number, number],
  fn: (t: number) => void,
) {
  const [lo, hi] = loud ? burst : quiet;
  const n = c.r.int(lo, hi);
  const span = loud ? c.r.int(120_000, 300_000) : c.r.int(60_000, 400_000);
  for (let i = 0; i < n; i++) fn(at + c.r.next() * span);
}

export const NOISE: NoiseKind[] = [
  {
    id: "no-drivers-rural",
    domain: "ride",
    what: "rural pickups find no drivers and expire unmatched",
    gen(c, at, loud) {
      const { r } = c;
      spread(c, at, loud, [2, 5], [30, 70], (t) => {
        const ride = ids.ride(r);
        const tr = c.tr();
        c.add(
          t,
          c.s("dispatch"),
          "warn",
          `no supply for ride ${ride} pickup=${ids.h3(r)} nearest_driver=${(9 + r.next() * 20).toFixed(1)}km, expanding radius to 8000m`,
          tr,
        );
        c.add(
          t + 30_000,
          c.s("match"),
          "warn",
          `match failed ride=${ride} reason=NO_CANDIDATES rounds=3 radius=8000m`,
          tr,
        );
        c.add(
          t + 120_000,
          c.s("dispatch"),
          "error",
          `ride ${ride} expired unmatched after 120s (rural zone ${c.e.city}-outer-${r.int(1, 9)})`,
          tr,
        );
        c.add(
          t + 120_300,
          c.s("notify"),
          "info",
          `push delivered type=no_drivers_available to=${ids.rider(r)} via fcm (${r.int(40, 200)}ms)`,
          tr,
        );
      });
    },
  },
  {
    id: "surge-cap",
    domain: "ride",
    what: "surge multipliers hit the cap after a stadium empties",
    gen(c, at, loud) {
      const { r } = c;
      spread(c, at, loud, [3, 6], [40, 90], (t) =>
        c.add(
          t,
          c.s("pricing"),
          "warn",
          `multiplier for hex ${ids.h3(r)} capped at 3.0x (demand/supply=${(4 + r.next() * 5).toFixed(1)}) event=stadium-egress`,
        ),
      );
    },
  },
  {
    id: "preauth-declined",
    domain: "ride",
    what: "card pre-authorisations declined by issuers",
    gen(c, at, loud) {
      const { r } = c;
      const edge = c.s("edge");
      spread(c, at, loud, [3, 8], [35, 80], (t) => {
        const tr = c.tr();
        c.add(
          t,
          c.s("payments"),
          "error",
          `preauth declined ride=${ids.ride(r)} decline_code=${r.pick(["insufficient_funds", "do_not_honor", "expired_card", "card_velocity_exceeded"])} (card_declined) rider=${ids.rider(r)}`,
          tr,
        );
        c.add(t + 40, edge, "info", access(c.rt(edge), edge, "POST", "/v1/rides", 402, 180 + r.next() * 200, r), tr);
      });
    },
  },
  {
    id: "bgcheck-pending",
    domain: "ride",
    what: "background check reports come back consider/pending and wait for adjudication",
    gen(c, at, loud) {
      const { r } = c;
      spread(c, at, loud, [2, 5], [25, 60], (t) =>
        c.add(
          t,
          c.s("onboarding"),
          "warn",
          r.pick([
            `background check rpt_${r.hex(12)} status=consider driver=${ids.driver(r)} - queued for manual adjudication`,
            `background check rpt_${r.hex(12)} still pending after 72h (county records search) driver=${ids.driver(r)}`,
            `webhook report.suspended for candidate ${r.hex(16)}: awaiting candidate input (ssn_trace)`,
          ]),
        ),
      );
    },
  },
  {
    id: "driver-docs-expired",
    domain: "ride",
    what: "drivers paused because their insurance or licence expired overnight",
    gen(c, at, loud) {
      const { r } = c;
      spread(c, at, loud, [2, 4], [20, 50], (t) =>
        c.add(
          t,
          c.s("onboarding"),
          r.chance(0.5) ? "warn" : "error",
          `driver ${ids.driver(r)} ${r.pick(["vehicle_insurance", "phv_licence", "mot_certificate"])} expired ${r.int(1, 3)} day(s) ago; account paused until re-upload`,
        ),
      );
    },
  },
  {
    id: "tip-window-closed",
    domain: "ride",
    what: "late tips rejected because the trip closed more than 72 hours ago",
    gen(c, at, loud) {
      const { r } = c;
      const tips = c.s("tips");
      spread(c, at, loud, [2, 5], [30, 60], (t) => {
        c.add(
          t,
          tips,
          "error",
          `tip rejected ride=${ids.ride(r)} reason=trip_closed_over_72h amount=${r.pick(["2.00", "5.00"])}`,
        );
        c.add(t + 5, tips, "info", access(c.rt(tips), tips, "POST", "/tips", 422, 12 + r.next() * 20, r));
      });
    },
  },
  {
    id: "3ds-abandoned",
    domain: "ride",
    what: "riders abandon 3-D Secure challenges",
    gen(c, at, loud) {
      const { r } = c;
      spread(c, at, loud, [2, 5], [30, 70], (t) =>
        c.add(
          t,
          c.s("payments"),
          "warn",
          `authentication_required: 3DS challenge not completed within 300s ride=${ids.ride(r)} pi=pi_3P${r.hex(10)} - ride request cancelled`,
        ),
      );
    },
  },
  {
    id: "gps-jump",
    domain: "ride",
    what: "driver GPS jumps discarded by the location filter",
    gen(c, at, loud) {
      const { r } = c;
      spread(c, at, loud, [4, 10], [60, 140], (t) => {
        const km = 5 + r.next() * 60;
        c.add(
          t,
          c.s("dispatch"),
          "warn",
          `discarding location driver=${ids.driver(r)}: jump ${km.toFixed(1)}km in ${r.int(1, 4)}s (implied ${Math.round(km * 1800)} km/h)`,
        );
      });
    },
  },
  {
    id: "old-driver-app",
    domain: "ride",
    what: "an old driver app version calls a sunset endpoint",
    gen(c, at, loud) {
      const { r } = c;
      const edge = c.s("edge");
      spread(c, at, loud, [5, 10], [60, 150], (t) => {
        c.add(
          t,
          edge,
          "warn",
          `deprecated endpoint GET /v1/driver/status called by DriverApp/4.${r.int(8, 12)}.${r.int(0, 3)} (Android) - sunset 2026-12-31`,
        );
        c.add(t + 3, edge, "info", access(c.rt(edge), edge, "GET", "/v1/driver/status", 410, 2 + r.next() * 5, r));
      });
    },
  },
  {
    id: "fraud-velocity",
    domain: "ride",
    what: "risk rules block one rider trying many cards",
    gen(c, at, loud) {
      const { r } = c;
      const rider = ids.rider(r);
      spread(c, at, loud, [3, 6], [25, 55], (t) =>
        c.add(
          t,
          c.s("payments"),
          "warn",
          `risk rule velocity_card_5m blocked rider=${rider} (${r.int(4, 12)} distinct cards in 5m) ip=185.${r.int(1, 250)}.${r.int(1, 250)}.${r.int(1, 250)}`,
        ),
      );
    },
  },
  {
    id: "cancel-fees",
    domain: "ride",
    what: "a wave of rider cancellations with fees after a concert",
    gen(c, at, loud) {
      const { r } = c;
      spread(c, at, loud, [3, 6], [40, 80], (t) =>
        c.add(
          t,
          c.s("dispatch"),
          "warn",
          `ride ${ids.ride(r)} cancelled by rider ${r.int(3, 9)}m after driver assignment; cancellation_fee=5.00 ${c.e.currency}`,
        ),
      );
    },
  },
  {
    id: "unlock-no-signal",
    domain: "scoot",
    what: "unlocks of scooters with no cellular signal fail",
    gen(c, at, loud) {
      const { r } = c;
      const edge = c.s("edge");
      spread(c, at, loud, [3, 6], [30, 70], (t) => {
        const v = ids.vehicle(c.e, r);
        c.add(
          t,
          c.s("iot"),
          "warn",
          `cmd UNLOCK -> ${v} no ack after 10000ms (qos=1, last_seen=${r.int(8, 90)}m ago, rssi=${-r.int(110, 121)}dBm)`,
        );
        c.add(
          t + 10_050,
          c.s("unlock"),
          "error",
          `unlock failed vehicle=${v} reason=VEHICLE_OFFLINE (no ack from vehicle)`,
        );
        c.add(t + 10_090, edge, "info", access(c.rt(edge), edge, "POST", `/v2/vehicles/${v}/unlock`, 409, 10_090, r));
      });
    },
  },
  {
    id: "out-of-zone-fine",
    domain: "scoot",
    what: "rides ended outside the operating area get the out-of-zone fee",
    gen(c, at, loud) {
      const { r } = c;
      spread(c, at, loud, [3, 6], [30, 70], (t) => {
        const ride = ids.ride(r);
        c.add(
          t,
          c.s("geofence"),
          "warn",
          `ride ${ride} ended outside operating area (${r.int(40, 900)}m from nearest zone) - out_of_zone fee applies`,
        );
        c.add(
          t + 900,
          c.s("payments"),
          "info",
          `ride ${ride} charged ${(26 + r.next() * 8).toFixed(2)} ${c.e.currency} incl. out_of_zone_fee 25.00`,
        );
      });
    },
  },
  {
    id: "parking-photo-rejected",
    domain: "scoot",
    what: "end-of-ride parking photos rejected as blurry or without a vehicle",
    gen(c, at, loud) {
      const { r } = c;
      spread(c, at, loud, [3, 7], [35, 80], (t) =>
        c.add(
          t,
          c.s("photo"),
          r.chance(0.6) ? "error" : "warn",
          `parking photo rejected ride=${ids.ride(r)} reason=${r.pick(["blurry laplacian_var=" + (10 + r.next() * 30).toFixed(1), "no_vehicle_detected", "too_dark mean_luma=" + r.int(8, 30), "blocking_footpath score=0." + r.int(70, 98)])}`,
        ),
      );
    },
  },
  {
    id: "no-parking-zone",
    domain: "scoot",
    what: "riders try to end rides inside a no-parking zone",
    gen(c, at, loud) {
      const { r } = c;
      const spot = r.pick(["praca-do-comercio", "station-forecourt", "market-hall", "ferry-terminal"]);
      spread(c, at, loud, [3, 6], [30, 60], (t) =>
        c.add(
          t,
          c.s("geofence"),
          "warn",
          `end ride denied ride=${ids.ride(r)}: vehicle inside no-parking zone '${spot}'`,
        ),
      );
    },
  },
  {
    id: "swap-no-packs",
    domain: "scoot",
    what: "battery swap tasks skipped because a hub ran out of charged packs",
    gen(c, at, loud) {
      const { r } = c;
      const hub = `${c.e.city}-hub-${r.int(1, 6)}`;
      spread(c, at, loud, [2, 4], [25, 50], (t) =>
        c.add(
          t,
          c.s("battery"),
          "warn",
          `swap task for vehicle=${ids.vehicle(c.e, r)} (battery ${r.int(2, 9)}%) skipped: hub ${hub} has 0 charged packs`,
        ),
      );
    },
  },
  {
    id: "tilt-alarm",
    domain: "scoot",
    what: "knocked-over scooters raise tilt alarms",
    gen(c, at, loud) {
      const { r } = c;
      spread(c, at, loud, [3, 6], [30, 70], (t) =>
        c.add(
          t,
          c.s("telemetry"),
          "error",
          `tilt alarm vehicle=${ids.vehicle(c.e, r)} angle=${r.int(70, 92)}deg for ${r.int(30, 600)}s - ops ticket created`,
        ),
      );
    },
  },
  {
    id: "ota-rollout",
    domain: "scoot",
    what: "a firmware rollout batch reports offline vehicles it will retry",
    gen(c, at, loud) {
      const { r } = c;
      let b = r.int(2, 9);
      spread(c, at, loud, [2, 4], [15, 30], (t) => {
        c.add(
          t,
          c.s("iot"),
          "warn",
          `OTA fw 2.8.${r.int(1, 4)} batch ${b++}: ${r.int(10, 60)}/400 vehicles offline or busy, will retry next window`,
        );
        for (let i = 0; i < (loud ? 3 : 1); i++)
          c.add(
            t + 100 + i * 30,
            c.s("iot"),
            "error",
            `OTA ${ids.vehicle(c.e, r)} failed: image checksum mismatch after partial download, rolled back to 2.8.0`,
          );
      });
    },
  },
  {
    id: "lock-jam",
    domain: "scoot",
    what: "lock actuators need a retry to confirm close",
    gen(c, at, loud) {
      const { r } = c;
      spread(c, at, loud, [2, 5], [30, 60], (t) => {
        const v = ids.vehicle(c.e, r);
        c.add(t, c.s("unlock"), "warn", `lock confirm missing vehicle=${v} (actuator status=JAMMED), retrying 1/3`);
        c.add(t + 2500, c.s("unlock"), "info", `lock confirmed vehicle=${v} after retry`);
      });
    },
  },
  {
    id: "speed-governor",
    domain: "scoot",
    what: "scooters over the speed limit in slow zones get throttled",
    gen(c, at, loud) {
      const { r } = c;
      spread(c, at, loud, [3, 6], [40, 90], (t) =>
        c.add(
          t,
          c.s("telemetry"),
          "warn",
          `vehicle ${ids.vehicle(c.e, r)} speed ${r.int(17, 31)}km/h over limit 15 in slow zone - throttle command sent`,
        ),
      );
    },
  },
  {
    id: "theft-alarm",
    domain: "scoot",
    what: "locked scooters loaded onto an ops van trip theft alarms",
    gen(c, at, loud) {
      const { r } = c;
      spread(c, at, loud, [2, 4], [20, 45], (t) =>
        c.add(
          t,
          c.s("telemetry"),
          "error",
          `theft alarm vehicle=${ids.vehicle(c.e, r)}: moved ${r.int(200, 3000)}m while locked (no active ride, no swap task)`,
        ),
      );
    },
  },
  {
    id: "bot-scanner",
    domain: "any",
    what: "an internet scanner probes the edge for well-known paths",
    gen(c, at, loud) {
      const { r } = c;
      const edge = c.s("edge");
      const ip = `45.${r.int(1, 250)}.${r.int(1, 250)}.${r.int(1, 250)}`;
      spread(c, at, loud, [5, 12], [80, 200], (t) => {
        const p = r.pick([
          "/wp-login.php",
          "/.env",
          "/actuator/env",
          "/.git/config",
          "/phpmyadmin/",
          "/cgi-bin/luci",
          "/admin/config.php",
        ]);
        c.add(t, edge, "warn", `unknown route ${p} from ${ip} (ua="Mozilla/5.0 zgrab/0.x")`);
        c.add(t + 1, edge, "info", access(c.rt(edge), edge, "GET", p, 404, 0.6 + r.next(), r));
      });
    },
  },
  {
    id: "rate-limit-scraper",
    domain: "any",
    what: "one partner key gets throttled for scraping vehicle or ETA data",
    gen(c, at, loud) {
      const { r } = c;
      const edge = c.s("edge");
      const key = `ak_${r.hex(10)}`;
      spread(c, at, loud, [5, 10], [80, 200], (t) => {
        c.add(
          t,
          edge,
          "warn",
          `rate limit exceeded key=${key} (partner=${r.pick(["mobility-aggregator", "city-open-data-pilot"])}) limit=600/min`,
        );
        c.add(
          t + 1,
          edge,
          "info",
          access(c.rt(edge), edge, "GET", c.e.domain === "ride" ? "/v1/eta" : "/v2/vehicles/nearby", 429, 0.8, r),
        );
      });
    },
  },
  {
    id: "kafka-rebalance",
    domain: "any",
    what: "a consumer group rebalances while pods restart",
    gen(c, at, loud) {
      const { r } = c;
      const svc = c.s("payments");
      const g = `${svc}-events`;
      const n = loud ? 6 : 1;
      for (let i = 0; i < n; i++) {
        const t = at + i * r.int(20_000, 40_000);
        const cid = `consumer-${g}-${r.int(1, 4)}`;
        c.add(
          t,
          svc,
          "warn",
          `[Consumer clientId=${cid}, groupId=${g}] Attempt to heartbeat failed since group is rebalancing`,
        );
        c.add(
          t + 40,
          svc,
          "info",
          `[Consumer clientId=${cid}, groupId=${g}] Revoke previously assigned partitions ${svc.split("-")[0]}.events-0, ${svc.split("-")[0]}.events-3`,
        );
        c.add(
          t + 1200,
          svc,
          "warn",
          `[Consumer clientId=${cid}, groupId=${g}] Request joining group due to: rebalance failed due to 'The group is rebalancing, so a rejoin is needed.' (RebalanceInProgressException)`,
        );
        c.add(
          t + 3400,
          svc,
          "info",
          `[Consumer clientId=${cid}, groupId=${g}] Successfully synced group in generation Generation{generationId=${r.int(100, 900)}, memberId='${cid}-${r.hex(8)}', protocol='range'}`,
        );
      }
    },
  },
  {
    id: "gc-pause",
    domain: "any",
    what: "a JVM service reports a few long young-GC pauses during a batch export",
    gen(c, at, loud) {
      const { r } = c;
      const svc = c.s("payments");
      spread(c, at, loud, [1, 3], [10, 25], (t) =>
        c.add(
          t,
          svc,
          "warn",
          `[gc] GC(${r.int(1000, 9000)}) Pause Young (Normal) (G1 Evacuation Pause) ${r.int(900, 1300)}M->${r.int(300, 500)}M(2048M) ${(200 + r.next() * 400).toFixed(3)}ms`,
        ),
      );
    },
  },
  {
    id: "slow-report-query",
    domain: "any",
    what: "a finance export runs slow queries",
    gen(c, at, loud) {
      const { r } = c;
      const svc = c.e.domain === "ride" ? c.s("ledger") : c.s("payments");
      spread(c, at, loud, [1, 3], [12, 30], (t) =>
        c.add(
          t,
          svc,
          "warn",
          `slow query ${r.int(1500, 9000)}ms: SELECT t.id, t.fare_minor, t.currency FROM trips t WHERE t.closed_at >= $1 AND t.closed_at < $2 ORDER BY t.closed_at (job=finance-export-daily)`,
        ),
      );
    },
  },
  {
    id: "hpa-scale-in",
    domain: "any",
    what: "the autoscaler removes pods after the rush; they drain and close connections",
    gen(c, at, loud) {
      const { r } = c;
      const svc = c.s("edge");
      for (let i = 0; i < (loud ? 8 : 2); i++) {
        const t = at + i * r.int(10_000, 30_000);
        c.add(t, svc, "warn", "SIGTERM received, closing server");
        for (let k = 0; k < (loud ? 6 : 2); k++)
          c.add(t + 200 + k * 90, svc, "warn", `closing idle keep-alive socket ${r.int(1000, 9999)} during shutdown`);
        c.add(t + 1500, svc, "info", "server closed, exiting with code 0");
      }
    },
  },
  {
    id: "client-cancel",
    domain: "any",
    what: "riders close the app mid-request, requests end with context canceled / 499",
    gen(c, at, loud) {
      const { r } = c;
      const svc = c.e.domain === "ride" ? c.s("dispatch") : c.s("unlock");
      spread(c, at, loud, [4, 8], [50, 120], (t) => {
        c.add(
          t,
          svc,
          "warn",
          `request canceled by client: context canceled path=${c.e.domain === "ride" ? "/v1/rides/nearby-drivers" : "/v2/vehicles/nearby"} after ${r.int(200, 3000)}ms`,
        );
        c.add(t + 1, svc, "info", access(c.rt(svc), svc, "GET", "/internal/nearby", 499, 200 + r.next() * 2800, r));
      });
    },
  },
  {
    id: "cert-expiry-warning",
    domain: "any",
    what: "certificate monitor warns that a partner certificate expires in a few weeks",
    gen(c, at, loud) {
      const { r } = c;
      const svc = c.s("payments");
      const days = r.int(12, 29);
      for (const t of c.ticks(at, at + (loud ? 600_000 : 120_000), loud ? 15_000 : 60_000))
        c.add(
          t,
          svc,
          loud ? "error" : "warn",
          `TLS client certificate CN=webhooks.${c.e.key}.com for PSP mTLS expires in ${days} days (2026-12-${String(r.int(10, 28)).padStart(2, "0")}); renew before expiry`,
        );
    },
  },
  {
    id: "otp-sms-undeliverable",
    domain: "any",
    what: "login OTP SMS to landlines and unreachable carriers fail",
    gen(c, at, loud) {
      const { r } = c;
      const svc = c.s("notify");
      spread(c, at, loud, [3, 6], [30, 70], (t) =>
        c.add(
          t,
          svc,
          "error",
          `OTP SMS SM${r.hex(32)} status=undelivered error_code=${r.pick(["30003 Unreachable destination handset", "30005 Unknown destination handset", "30006 Landline or unreachable carrier"])}`,
        ),
      );
    },
  },
  {
    id: "synthetic-canary",
    domain: "any",
    what: "the synthetic canary logs in with a deliberately wrong password every minute",
    gen(c, at, loud) {
      const { r } = c;
      const edge = c.s("edge");
      for (const t of c.ticks(at, at + (loud ? 900_000 : 300_000), loud ? 8_000 : 60_000)) {
        c.add(
          t,
          edge,
          "error",
          `login failed for user synthetic-canary+${r.int(1, 4)}@${c.e.key}.com: invalid credentials (expected: negative-path probe)`,
        );
        c.add(t + 2, edge, "info", access(c.rt(edge), edge, "POST", "/v1/auth/login", 401, 40 + r.next() * 30, r));
      }
    },
  },
  {
    id: "webhook-replay",
    domain: "any",
    what: "the PSP redelivers webhooks that were already processed",
    gen(c, at, loud) {
      const { r } = c;
      spread(c, at, loud, [3, 6], [40, 90], (t) =>
        c.add(
          t,
          c.s("payments"),
          "warn",
          `webhook evt_${r.hex(20)} (payment_intent.succeeded) already processed - idempotent replay ignored`,
        ),
      );
    },
  },
  {
    id: "redis-failover-blip",
    domain: "any",
    what: "a managed Redis maintenance failover: reconnects that succeed within seconds",
    gen(c, at, loud) {
      const { r } = c;
      const svc = c.s("edge");
      const n = loud ? r.int(20, 40) : r.int(2, 4);
      for (let i = 0; i < n; i++)
        c.add(
          at + i * 300 + r.next() * 200,
          svc,
          i % 3 === 0 ? "error" : "warn",
          i % 3 === 0
            ? "[ioredis] Unhandled error event: Error: read ECONNRESET"
            : `redis reconnecting (attempt ${(i % 5) + 1}, delay ${50 * ((i % 5) + 1)}ms)`,
        );
      c.add(at + n * 300 + 500, svc, "info", "redis ready (master failover complete, role=master)");
    },
  },
  {
    id: "deadlock-retry",
    domain: "any",
    what: "a nightly batch hits a deadlock and its retry succeeds",
    gen(c, at, loud) {
      const { r } = c;
      const svc = c.s("payments");
      spread(c, at, loud, [1, 2], [8, 16], (t) => {
        c.add(
          t,
          svc,
          "warn",
          `SQL Error: 0, SQLState: 40P01 - ERROR: deadlock detected (payout batch ${r.int(100, 999)}), retrying transaction 1/3`,
        );
        c.add(t + 800, svc, "info", "payout batch transaction committed on retry 1/3");
      });
    },
  },
  {
    id: "geocode-low-confidence",
    domain: "any",
    what: "free-text pickup or parking addresses geocode with low confidence",
    gen(c, at, loud) {
      const { r } = c;
      const svc = c.e.domain === "ride" ? c.s("maps") : c.s("geofence");
      spread(c, at, loud, [3, 6], [40, 80], (t) =>
        c.add(
          t,
          svc,
          "warn",
          `geocode low confidence ${(0.1 + r.next() * 0.3).toFixed(2)} for "${r.pick(["by the big tree", "behind lidl", "blue gate opposite church", "near the roundabout"])}", using device location`,
        ),
      );
    },
  },
];
