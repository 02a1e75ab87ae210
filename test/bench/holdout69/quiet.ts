// Twelve quiet windows (three per estate): only the domain's normal noise plus a harmless moment that looks busy.
import type { Rng } from "./rng.js";
import type { QuietSpec } from "./types.js";

const cp = (r: Rng) => `NL*VLT*E${r.int(1000, 1400)}`;
const veh = (r: Rng) => `SC-${r.int(10000, 99999)}`;

export const QUIET: QuietSpec[] = [
  {
    estate: "media",
    note: "Evening prime time: lapsed-subscription licence refusals, telemetry schema rejects and a rolling packager restart that completes cleanly.",
    emit: (c) => {
      const { r, t0 } = c;
      c.ev(t0, "packager", "INFO", "[packager] SIGTERM received, draining 3 live jobs");
      c.ev(
        t0 + 4000,
        "packager",
        "INFO",
        "[packager] starting packager 2.41.3 (shaka 2.6.1), 3 live channels assigned",
      );
      c.every(
        "playback-api",
        "WARN",
        9000,
        () => `upstream packager-live manifest fetch attempt 1 failed (503), retry ok in ${r.int(100, 400)}ms`,
        { from: 1000, to: 30000 },
      );
    },
  },
  {
    estate: "media",
    note: "A big live match starts: session rate climbs, shield-cache MISS ratio rises briefly and transcode autoscaling adds nodes.",
    emit: (c) => {
      const { r } = c;
      c.every(
        "shield-cache",
        "INFO",
        600,
        () =>
          `10.8.${r.int(0, 9)}.${r.int(1, 250)} - - "GET /live/live-sports-2/hls/v${r.int(1, 6)}/seg_${r.int(10000, 99999)}.m4s HTTP/1.1" 200 ${r.int(400000, 2400000)} rt=0.${r.int(10, 90)} ucs=MISS`,
        { to: 60000 },
      );
      c.every("transcode-farm", "INFO", 20000, (i) => `autoscaler: scaled gpu pool 12 -> ${13 + i} nodes (queue 31)`, {
        to: 80000,
      });
      c.every(
        "ssai-stitcher",
        "WARN",
        5000,
        () => `VAST wrapper adsrv-one exceeded 1500ms, slot backfilled with house ad`,
        { to: 90000 },
      );
    },
  },
  {
    estate: "media",
    note: "Early morning batch: drm-license rotates its signing cert, cdn-purger purges an archive and one player build spams telemetry warnings.",
    emit: (c) => {
      const { r, t0 } = c;
      c.ev(
        t0,
        "drm-license",
        "INFO",
        "provider cert rotation: loaded widevine service certificate serial 4f:1a:93 (valid until 2027-03-01)",
      );
      c.ev(t0 + 300, "drm-license", "INFO", "provider cert rotation complete, old cert kept for 24h");
      c.every(
        "cdn-purger",
        "INFO",
        3000,
        () => `purge batch ${r.hex(8)} accepted: ${r.int(40, 90)} paths, est. ${r.int(5, 9)}s`,
        { from: 20000, to: 120000 },
      );
      c.every(
        "player-telemetry",
        "WARN",
        4000,
        () => "c.n.t.BeaconIngest - clock skew 4100ms in beacon from tizen/11.2.7, corrected",
        { from: -60000 },
      );
    },
  },
  {
    estate: "ads",
    note: "Peak auction load: DSPs time out by design more often, fraud-filter blocks a datacenter crawler and auction-engine reloads weights.",
    emit: (c) => {
      const { r } = c;
      c.every(
        "dsp-adapter",
        "WARN",
        400,
        () => `${r.pick(["dsp-kestrel", "dsp-tallow"])} no response within tmax=100ms, bid dropped`,
        { to: 120000 },
      );
      c.every(
        "fraud-filter",
        "INFO",
        1500,
        () => `ivt check req=${r.hex(8)} score=0.99 verdict=block reason=known-crawler asn=16509`,
        { from: 30000, to: 150000 },
      );
    },
  },
  {
    estate: "ads",
    note: "Budget reset at midnight: budget-pacer recomputes every campaign, redis retries succeed and report-rollup closes the day.",
    emit: (c) => {
      const { r, t0 } = c;
      c.ev(t0, "budget-pacer", "INFO", "daily reset: recomputing pacing for 2,140 campaigns");
      c.every(
        "budget-pacer",
        "WARN",
        6000,
        () => `redis GET pacing:cmp-${r.int(10000, 99999)} failed (ConnectionResetError), retry 1/3`,
        { to: 60000 },
      );
      c.every("budget-pacer", "INFO", 6000, () => "redis retry ok", { from: 200, to: 60200 });
      c.ev(t0 + 70000, "budget-pacer", "INFO", "daily reset complete in 68.2s");
      c.ev(t0 + 90000, "report-rollup", "INFO", "day partition closed: 412.7M rows");
    },
  },
  {
    estate: "ads",
    note: "A publisher sends garbage consent strings and a malformed test request; deal-desk deploys; nothing else changes.",
    emit: (c) => {
      const { r } = c;
      c.every(
        "bid-gateway",
        "WARN",
        20000,
        () => `POST /openrtb2/auction 400 0ms pub=pub-test-01: invalid request: imp[0] has no banner, video or native`,
        { to: 200000 },
      );
      c.every(
        "consent-svc",
        "ERROR",
        2500,
        () => `invalid TC string from pub=pub-9921: Error: Invalid version: ${r.int(4, 9)}`,
        { to: 90000 },
      );
    },
  },
  {
    estate: "ev",
    note: "A firmware rollout reboots a row of charge points one by one; all come back with BootNotification Accepted.",
    emit: (c) => {
      const { r, t0 } = c;
      for (let i = 0; i < 8; i++) {
        const id = `NL*VLT*E11${String(10 + i)}`;
        const t = t0 + i * 20000;
        c.ev(t, "ocpp-csms", "INFO", `[${id}] FirmwareStatusNotification status=Installing`);
        c.ev(
          t + 2000,
          "ocpp-csms",
          "WARN",
          `[${id}] websocket closed code=1006 (abnormal closure), charge point offline`,
        );
        c.ev(
          t + r.int(50000, 90000),
          "ocpp-csms",
          "INFO",
          `[${id}] BootNotification vendor=Alfen fw=6.2.1 -> Accepted interval=300`,
        );
      }
    },
  },
  {
    estate: "ev",
    note: "Saturday shopping peak: more declined cards, more sleeping cars, a tariff refresh and a slow OCPI location pull.",
    emit: (c) => {
      const { r } = c;
      c.every(
        "payment-terminals",
        "WARN",
        7000,
        () =>
          `Pre-authorization declined terminal=T-${r.int(100, 400)} response=${r.pick(["05 Do not honor", "51 Insufficient funds"])}`,
        { to: 180000 },
      );
      c.every(
        "vehicle-link",
        "INFO",
        4000,
        () => `vehicle ${r.pick(["VW", "TSL", "KIA"])}-${r.hex(6)} asleep, soc poll skipped (next in 15m)`,
        { to: 180000 },
      );
      c.every(
        "ocpi-hub",
        "WARN",
        60000,
        () => "OcpiPullLocationsJob slow: 18.2s for 1,204 locations (partner page size 50)",
        { to: 130000 },
      );
    },
  },
  {
    estate: "ev",
    note: "Night: billing-worker exports CDRs, smart-charging reloads site limits and a few charge points drop and reconnect.",
    emit: (c) => {
      const { r } = c;
      c.every(
        "billing-worker",
        "INFO",
        5000,
        () =>
          `Task billing.tasks.export_cdrs[${r.hex(8)}] succeeded in ${r.int(1, 9)}.${r.int(10, 99)}s: 'exported ${r.int(40, 200)}'`,
        { to: 100000 },
      );
      c.every(
        "ocpp-csms",
        "WARN",
        25000,
        () => `[${cp(r)}] websocket ping timeout, closing; charge point will reconnect`,
        { to: 200000 },
      );
      c.every(
        "ocpp-csms",
        "INFO",
        25000,
        () => `[${cp(r)}] BootNotification vendor=ABB fw=1.8.4 -> Accepted interval=300`,
        { from: 15000, to: 215000 },
      );
    },
  },
  {
    estate: "mobility",
    note: "Rain shower: riders cancel, scooters are parked out of zone, pricing raises surge and low-battery scooters are pulled.",
    emit: (c) => {
      const { r } = c;
      c.every(
        "dispatch",
        "INFO",
        3000,
        () => `ride r_${r.hex(10)} cancelled by rider after ${r.int(10, 300)}s (reason=eta_too_long)`,
        { to: 180000 },
      );
      c.every(
        "geofence",
        "WARN",
        5000,
        () => `end-ride rejected ${veh(r)}: outside operating zone (${r.int(20, 400)}m from AMS-C)`,
        { to: 180000 },
      );
      c.every(
        "pricing",
        "INFO",
        30000,
        () => `surge raised zone=AMS-C multiplier 1.${r.int(5, 9)} (rain, demand/supply 2.1)`,
        { to: 120000 },
      );
    },
  },
  {
    estate: "mobility",
    note: "Evening commute with a batch of scooters losing lock acks on first try (all succeed on retry) and a notify release.",
    emit: (c) => {
      const { r } = c;
      c.every("lock-ctl", "WARN", 4000, () => `lock ${veh(r)} no ack within 4000ms, resending (attempt 2/3)`, {
        to: 150000,
      });
      c.every("lock-ctl", "INFO", 4000, () => "ack received on attempt 2", { from: 1500, to: 151500 });
    },
  },
  {
    estate: "mobility",
    note: "Month-end: trip-ledger reconciles a large batch, payments sees more declines and vehicle-gw keeps rejecting malformed frames.",
    emit: (c) => {
      const { r, t0 } = c;
      c.ev(t0, "trip-ledger", "INFO", "c.k.ledger.Reconciler : month-end reconciliation started (412,118 trips)");
      c.every(
        "payments",
        "WARN",
        5000,
        () => `Payment declined pi_${r.hex(12)} code=card_declined decline_code=insufficient_funds`,
        { to: 200000 },
      );
      c.ev(
        t0 + 150000,
        "trip-ledger",
        "INFO",
        "c.k.ledger.Reconciler : month-end reconciliation finished, 0 mismatches, 3 adjustments",
      );
    },
  },
];
