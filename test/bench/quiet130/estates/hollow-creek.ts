// Hollow Creek RV Resorts: six big-rig resorts run from one Rails monolith (res_core) with Sidekiq workers,
// Go gate and shore-power controllers, Python plate and Wi-Fi services, a .NET trading-post till and a
// Node key service. Snake_case service names; Rails-style request uuids on some lines only.
import { day, railsTime } from "../clock.js";
import type { Estate, SceneLike } from "../types.js";

const RESORTS = ["hc-ozark", "hc-bluff", "hc-riverbend", "hc-pinegap", "hc-sandhill", "hc-mesa"];
const CABINS = ["Bluebird", "Cardinal", "Wren", "Heron", "Kestrel", "Finch", "Osprey"];
const pad = (sc: SceneLike) => `${sc.rng.int(1, 9)}-${String(sc.rng.int(1, 40)).padStart(2, "0")}`;
const lan = (sc: SceneLike) => `10.2.${sc.rng.int(1, 8)}.${sc.rng.int(2, 250)}`;

/** A Rails request: Started / Processing / Completed, the way production.log prints it. */
function rails(
  sc: SceneLike,
  t: number,
  tr: string | undefined,
  verb: string,
  path: string,
  action: string,
  status: string,
  dur: number,
) {
  sc.log(t, "res_core", "info", `Started ${verb} "${path}" for ${lan(sc)} at ${railsTime(t)}`, { trace: tr });
  sc.log(t + 1, "res_core", "info", `Processing by ${action} as JSON`, { trace: tr });
  const ar = (dur * sc.rng.float(0.3, 0.7)).toFixed(1);
  sc.log(
    t + dur,
    "res_core",
    "info",
    `Completed ${status} in ${dur}ms (Views: ${(dur * 0.1).toFixed(1)}ms | ActiveRecord: ${ar}ms | Allocations: ${sc.rng.int(1800, 24000)})`,
    { trace: tr },
  );
}

export const hollowCreek: Estate = {
  key: "hollow",
  company: "Hollow Creek RV Resorts",
  project: "hollowcreek-ops",
  cluster: "hc-prod-east",
  namespace: "resorts",
  region: "us-east4-a",
  services: [
    { name: "res_core", runtime: "ruby", replicas: 3, logger: "rails" },
    { name: "calendar_worker", runtime: "ruby", replicas: 2, logger: "sidekiq" },
    { name: "ota_bridge", runtime: "ruby", replicas: 1, logger: "sidekiq" },
    { name: "mailer", runtime: "ruby", replicas: 1, logger: "action_mailer" },
    { name: "gatekeeper", runtime: "go", replicas: 2, logger: "gatekeeper" },
    { name: "shore_power", runtime: "go", replicas: 1, logger: "shorepower" },
    { name: "anpr_ingest", runtime: "python", replicas: 1, logger: "anpr.ingest" },
    { name: "guest_wifi", runtime: "python", replicas: 1, logger: "wifi.radius" },
    { name: "storm_watch", runtime: "python", replicas: 1, logger: "stormwatch" },
    { name: "trading_post_pos", runtime: "dotnet", replicas: 2, logger: "TradingPost.Api.Orders.OrderService" },
    { name: "cabin_keys", runtime: "node", replicas: 2, logger: "cabin-keys" },
  ],
  roles: {
    edge: "res_core",
    api: "res_core",
    calendar: "calendar_worker",
    gate: "gatekeeper",
    lpr: "anpr_ingest",
    power: "shore_power",
    wifi: "guest_wifi",
    pos: "trading_post_pos",
    pay: "trading_post_pos",
    locks: "cabin_keys",
    channel: "ota_bridge",
    weather: "storm_watch",
    notify: "mailer",
  },
  traceStyle: "uuid",
  traced: ["res_core", "calendar_worker", "ota_bridge", "cabin_keys", "mailer"],
  parks: RESORTS,
  flows: [
    {
      w: 26,
      run(sc, t, tr) {
        const r = sc.rng.pick(RESORTS);
        const from = day(t, sc.rng.int(1, 90));
        rails(
          sc,
          t,
          tr,
          "GET",
          `/api/v1/sites/availability?resort=${r}&from=${from}&nights=${sc.rng.int(1, 14)}&rig_length=${sc.rng.pick([22, 28, 32, 36, 40, 45])}&amps=${sc.rng.pick([30, 50])}`,
          "Api::V1::AvailabilityController#index",
          "200 OK",
          sc.rng.int(18, 140),
        );
      },
    },
    {
      w: 6,
      run(sc, t, tr) {
        const conf = `HC-${sc.rng.digits(5)}`;
        rails(
          sc,
          t,
          tr,
          "POST",
          "/api/v1/reservations",
          "Api::V1::ReservationsController#create",
          "201 Created",
          sc.rng.int(60, 260),
        );
        sc.log(
          t + 300,
          "res_core",
          "info",
          `[ActiveJob] Enqueued ConfirmationMailerJob (Job ID: ${sc.rng.uuid()}) to Sidekiq(mailers) with arguments: "${conf}"`,
          { trace: tr },
        );
        sc.log(
          t + sc.rng.int(900, 3000),
          "mailer",
          "info",
          `Delivered mail ${sc.rng.hex(12)}@hollowcreek.example (${sc.rng.float(90, 400).toFixed(1)}ms) subject="Your stay at Hollow Creek is confirmed (${conf})"`,
          { trace: tr },
        );
        if (sc.rng.chance(0.3))
          sc.log(
            t + sc.rng.int(1200, 2000),
            "cabin_keys",
            "info",
            `PIN issued cabin=${sc.rng.pick(CABINS)} booking=${conf} window=${day(t, 2)}T15:00/${day(t, 4)}T11:00`,
            { trace: tr },
          );
      },
    },
    {
      w: 7,
      run(sc, t, tr) {
        rails(
          sc,
          t,
          tr,
          "GET",
          `/api/v1/guests/me/stays`,
          "Api::V1::StaysController#index",
          "200 OK",
          sc.rng.int(12, 60),
        );
      },
    },
    {
      w: 7,
      run(sc, t) {
        const plate = `${sc.rng.upper(3)}${sc.rng.digits(4)}`;
        const lane = sc.rng.pick(["east-in", "east-out", "rv-in"]);
        sc.log(
          t,
          "anpr_ingest",
          "info",
          `frame ${sc.rng.digits(6)} cam=${lane} plate=${plate} conf=${sc.rng.float(0.85, 0.99).toFixed(2)} state=${sc.rng.pick(["MO", "AR", "OK", "KS", "TX", "IL"])} persisted`,
        );
        sc.log(
          t + sc.rng.int(120, 400),
          "gatekeeper",
          "info",
          `lane=${lane} action=raise plate=${plate} match=${sc.rng.pick(["reservation", "reservation", "season-pass", "staff"])}`,
        );
      },
    },
    {
      w: 4,
      run(sc, t) {
        const lines = sc.rng.int(1, 6);
        sc.log(
          t,
          "trading_post_pos",
          "info",
          `Order #${sc.rng.digits(5)} closed: ${lines} lines, ${(sc.rng.int(150, 12000) / 100).toFixed(2)} USD, tender ${sc.rng.pick(["Visa", "Mastercard", "Cash", "RoomCharge", "Amex"])}`,
        );
      },
    },
    {
      w: 6,
      run(sc, t) {
        sc.log(
          t,
          "guest_wifi",
          "info",
          `Access-Accept voucher=HCW-${sc.rng.upper(4)} mac=${sc.rng.hex(2)}-${sc.rng.hex(2)}-${sc.rng.hex(2)}-${sc.rng.hex(2)}-${sc.rng.hex(2)}-${sc.rng.hex(2)} nas=ap-${sc.rng.pick(RESORTS).slice(3)}-${sc.rng.int(1, 24)} vlan=120`,
        );
      },
    },
    {
      w: 3,
      run(sc, t, tr) {
        const jid = sc.rng.hex(24);
        sc.log(t, "calendar_worker", "info", `class=RebuildNightsJob jid=${jid} INFO: start`, { trace: tr });
        const el = sc.rng.float(0.2, 3.5).toFixed(3);
        sc.log(
          t + Number(el) * 1000,
          "calendar_worker",
          "info",
          `class=RebuildNightsJob jid=${jid} elapsed=${el} INFO: done`,
          { trace: tr },
        );
      },
    },
    {
      w: 3,
      run(sc, t, tr) {
        const ota = sc.rng.pick(["RigRoam", "CampNation", "OpenRoadStays"]);
        sc.log(
          t,
          "ota_bridge",
          "info",
          `pulled ${sc.rng.int(0, 4)} new reservations from ${ota} (cursor ${sc.rng.hex(12)})`,
          { trace: tr },
        );
      },
    },
  ],
  ticks: [
    {
      everyMs: 15_000,
      run(sc, t) {
        sc.log(t, "gatekeeper", "debug", `controller heartbeat lanes=3 plc=ok loops=ok`);
      },
    },
    {
      everyMs: 30_000,
      run(sc, t) {
        for (let i = 0; i < 4; i++)
          sc.log(
            t + i * 40,
            "shore_power",
            "info",
            `pedestal ${pad(sc)} kwh=${sc.rng.float(10, 900).toFixed(3)} delta=${sc.rng.float(0, 2.4).toFixed(3)} amps_peak=${sc.rng.float(2, 29).toFixed(1)}`,
          );
      },
    },
    {
      everyMs: 60_000,
      run(sc, t) {
        sc.log(
          t,
          "storm_watch",
          "info",
          `lightning proximity: nearest strike ${sc.rng.float(40, 300).toFixed(1)} km, no action`,
        );
        sc.log(
          t + 500,
          "ota_bridge",
          "info",
          `pushed availability for ${sc.rng.int(40, 96)} sites to CampNation (${sc.rng.int(200, 900)}ms)`,
        );
      },
    },
  ],
  chronic(sc) {
    // RigRoam's ping events carry no signature header; the bridge rejects every one of them at ERROR.
    sc.every(sc.rng.int(24_000, 40_000), sc.start, sc.end, 3000, (t) => {
      sc.log(
        t,
        "ota_bridge",
        "error",
        `webhook rejected: missing X-RigRoam-Signature (event=ping, delivery=${sc.rng.uuid()})`,
      );
    });
  },
};
