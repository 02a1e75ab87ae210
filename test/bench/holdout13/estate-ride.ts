// Estate 1: a ride-hailing dispatch platform (envoy edge, Node API, Go matching, JVM ledger, .NET payments,
// Python pricing/push, postgres, redis, kafka). W3C trace ids on every hop.
import { envoyAccess, kafkaTime, redisTime } from "./native.js";
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";

const rider = (r: Rng) => `r_${r.hex(10)}`;
const rideId = (r: Rng) => `rd_${r.hex(12)}`;
const drv = (r: Rng) => `dr_${r.hex(8)}`;
const trip = (r: Rng) => `TR-${r.int(10000000, 99999999)}`;
const h3 = (r: Rng) => `8a2a10${r.hex(7)}fff`;
const city = (r: Rng) => r.pick(["lis", "mad", "ber", "waw", "ams", "prg", "bud"]);

export const ride: Estate = {
  name: "ride",
  namespace: "dispatch-prod",
  ids: "traceparent",
  services: [
    "rider-edge",
    "rider-api",
    "dispatch-matcher",
    "eta-service",
    "driver-location",
    "surge-pricer",
    "trip-ledger",
    "payments-bridge",
    "pg-trips",
    "geo-redis",
    "kafka-broker-1",
    "push-notifier",
  ],
  flows: [
    {
      w: 3,
      hops: [
        {
          svc: "rider-edge",
          msg: (r, t) => envoyAccess(r, t, "POST", "/v2/rides", 201, "-", r.int(90, 420), "rider-api"),
        },
        { svc: "rider-api", msg: (r) => `POST /v2/rides 201 ${r.int(80, 400)}ms rider=${rider(r)} city=${city(r)}` },
        {
          svc: "surge-pricer",
          msg: (r) =>
            `quote zone=${h3(r)} multiplier=${r.pick(["1.0", "1.0", "1.1", "1.3", "1.6"])} model=v41 took=${r.int(3, 30)}ms`,
        },
        {
          svc: "dispatch-matcher",
          msg: (r) =>
            `matched ride ${rideId(r)} to driver ${drv(r)} candidates=${r.int(2, 30)} score=${r.float(0.5, 0.99).toFixed(3)} took=${r.int(40, 300)}ms`,
        },
        {
          svc: "eta-service",
          msg: (r) =>
            `eta pickup=${r.int(60, 900)}s route_km=${r.float(0.3, 6).toFixed(2)} graph=osm-2026-11 took=${r.int(2, 40)}ms`,
        },
        { svc: "trip-ledger", msg: (r) => `c.r.ledger.TripService - trip ${trip(r)} opened state=REQUESTED` },
      ],
    },
    {
      w: 7,
      hops: [
        {
          svc: "driver-location",
          msg: (r) =>
            `ping ${drv(r)} lat=${r.float(38.6, 52.6).toFixed(5)} lon=${r.float(-9.3, 21.1).toFixed(5)} speed=${r.int(0, 70)}kmh cell=${h3(r)}`,
          lvl: "debug",
        },
      ],
    },
    {
      w: 4,
      hops: [
        {
          svc: "rider-edge",
          msg: (r, t) => envoyAccess(r, t, "GET", `/v2/rides/${rideId(r)}`, 200, "-", r.int(8, 90), "rider-api"),
        },
        { svc: "rider-api", msg: (r) => `GET /v2/rides/${rideId(r)} 200 ${r.int(5, 80)}ms` },
      ],
    },
    {
      w: 2,
      hops: [
        {
          svc: "rider-edge",
          msg: (r, t) =>
            envoyAccess(
              r,
              t,
              "GET",
              `/v2/eta?lat=${r.float(38, 52).toFixed(4)}&lng=${r.float(-9, 21).toFixed(4)}`,
              200,
              "-",
              r.int(20, 160),
              "rider-api",
            ),
        },
        { svc: "rider-api", msg: (r) => `GET /v2/eta 200 ${r.int(15, 150)}ms` },
        {
          svc: "eta-service",
          msg: (r) =>
            `eta pickup=${r.int(60, 900)}s route_km=${r.float(0.3, 6).toFixed(2)} graph=osm-2026-11 took=${r.int(2, 40)}ms`,
        },
      ],
    },
    {
      w: 1.2,
      hops: [
        {
          svc: "trip-ledger",
          msg: (r) =>
            `c.r.ledger.TripService - trip ${trip(r)} closed fare=${r.float(4, 60).toFixed(2)} EUR distance=${r.float(1, 30).toFixed(1)}km`,
        },
        {
          svc: "payments-bridge",
          msg: (r) =>
            `info: Payments.Capture.CaptureHandler[0] Capture succeeded for trip ${trip(r)} psp_ref=psp_${r.hex(14)} in ${r.int(120, 900)}ms`,
        },
        { svc: "push-notifier", msg: (r) => `push sent kind=receipt device=${r.hex(16)} apns_id=${r.uuid()}` },
      ],
    },
  ],
  jobs: [
    {
      svc: "rider-edge",
      every: 10,
      lvl: "info",
      msg: (r, t) => envoyAccess(r, t, "GET", "/ready", 200, "-", 1, "local"),
    },
    {
      svc: "dispatch-matcher",
      every: 5,
      lvl: "info",
      msg: (r) =>
        `matching round done open_requests=${r.int(80, 400)} idle_drivers=${r.int(900, 2400)} took=${r.int(20, 70)}ms`,
    },
    {
      svc: "surge-pricer",
      every: 30,
      lvl: "info",
      msg: (r) => `recomputed surge for ${r.int(380, 460)} zones in ${r.float(0.4, 1.4).toFixed(2)}s`,
    },
    {
      svc: "pg-trips",
      every: 150,
      lvl: "info",
      msg: (r) =>
        `[${r.int(100, 999)}] LOG:  checkpoint complete: wrote ${r.int(800, 4000)} buffers (${r.float(2, 15).toFixed(1)}%); 0 WAL file(s) added, 0 removed, ${r.int(1, 4)} recycled; write=${r.float(20, 120).toFixed(3)} s, sync=0.0${r.int(10, 99)} s, total=${r.float(20, 121).toFixed(3)} s`,
    },
    {
      svc: "pg-trips",
      every: 90,
      lvl: "info",
      msg: (r) =>
        `[${r.int(3000, 9999)}] LOG:  automatic vacuum of table "trips.public.trip_events": index scans: 1, pages: 0 removed, ${r.int(20000, 90000)} remain, tuples: ${r.int(100, 9000)} removed`,
    },
    {
      svc: "geo-redis",
      every: 120,
      lvl: "info",
      msg: (r, t) => `1:M ${redisTime(t)} * ${r.int(100, 10000)} changes in 60 seconds. Saving...`,
    },
    {
      svc: "geo-redis",
      every: 120,
      lvl: "info",
      msg: (_r, t) => `1:M ${redisTime(t)} * Background saving terminated with success`,
    },
    {
      svc: "kafka-broker-1",
      every: 25,
      lvl: "info",
      msg: (r, t) =>
        `[${kafkaTime(t)}] INFO [ProducerStateManager partition=driver-pings-${r.int(0, 23)}] Wrote producer snapshot at offset ${r.int(1e7, 9e7)} with 0 producer ids in ${r.int(1, 9)} ms. (kafka.log.ProducerStateManager)`,
    },
    {
      svc: "kafka-broker-1",
      every: 40,
      lvl: "info",
      msg: (r, t) =>
        `[${kafkaTime(t)}] INFO [LocalLog partition=ride-events-${r.int(0, 11)}, dir=/var/lib/kafka/data] Rolled new log segment at offset ${r.int(1e6, 9e6)} in ${r.int(1, 6)} ms. (kafka.log.LocalLog)`,
    },
    {
      svc: "trip-ledger",
      every: 60,
      lvl: "debug",
      msg: (r) =>
        `c.z.h.p.HikariPool - ledger-pool - Pool stats (total=20, active=${r.int(2, 9)}, idle=${r.int(11, 18)}, waiting=0)`,
    },
    // noise: a constant stream of dead device tokens, deprecations, retries that succeed, slow requests
    {
      svc: "push-notifier",
      every: 6,
      lvl: "warn",
      msg: (r) => `APNs rejected device token ${r.hex(16)}: 410 Unregistered, removing from registry`,
    },
    {
      svc: "rider-api",
      every: 180,
      lvl: "warn",
      msg: () =>
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    },
    {
      svc: "payments-bridge",
      every: 75,
      lvl: "warn",
      msg: (r) =>
        `warn: Polly[3] Execution attempt. Source: 'psp-pipeline/capture/Retry', Operation Key: '', Result: '429', Handled: 'True', Attempt: '0', Execution Time: ${r.int(40, 300)}ms`,
    },
    {
      svc: "rider-api",
      every: 45,
      lvl: "warn",
      msg: (r) => `slow request GET /v2/rides/${rideId(r)}/receipt ${r.int(2100, 4800)}ms`,
    },
    {
      svc: "driver-location",
      every: 8,
      lvl: "error",
      msg: (r) => `rejected ping from dr_${r.hex(8)}: device timestamp ${r.int(61, 900)}s in the future (clock skew)`,
    },
    {
      svc: "eta-service",
      every: 50,
      lvl: "warn",
      msg: (r) =>
        `route snapped with fallback: no edge within 50m of (${r.float(38, 52).toFixed(5)},${r.float(-9, 21).toFixed(5)})`,
    },
  ],
};
