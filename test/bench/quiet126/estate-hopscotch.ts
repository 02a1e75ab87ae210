// Hopscotch Transport: school-bus tracking for a county's districts. Trackers stream positions through an MQTT
// broker into telemetry-ingest, stop-eta turns them into arrival times that parents poll and get pushed,
// drivers use a tablet app, riders tap RFID cards on and off. Go and Node services carry 16-hex trace ids.
import type { Rng } from "./rng.js";
import type { Ctx, Estate } from "./types.js";
import { podIp, rails } from "./voices.js";

const STREETS = [
  "Maple Ave",
  "Elm St",
  "County Rd 9",
  "Prairie View Dr",
  "Oak Hollow Ln",
  "Main St",
  "Cedar Ridge",
  "Lakeshore Blvd",
  "Hwy 71 Service Rd",
  "Willow Creek Dr",
];
export const bus = (r: Rng) => `B-${r.int(201, 274)}`;
export const route = (r: Rng) => `R-${String(r.int(1, 34)).padStart(2, "0")}`;
export const stop = (r: Rng) => `ST-0${r.int(100, 899)}`;
export const rider = (r: Rng) => `RDR-${r.int(40000, 49999)}`;
export const stopName = (r: Rng) => `${r.pick(STREETS)} & ${r.int(1, 40)}th`;
export const tracker = (r: Rng) => `TRK-${r.hex(6).toUpperCase()}`;

function etaQuery(c: Ctx, t: number): void {
  const { s, r } = c;
  const tr = s.trace();
  const ms = r.latency(30);
  s.add(t + ms - 4, "stop-eta", "INFO", "eta served", {
    trace: tr,
    kv: { route: route(r), stop: stop(r), eta_s: r.int(40, 1500), confidence: r.pick(["high", "high", "medium"]) },
  });
  s.add(t + ms, "parent-app-gw", "INFO", `GET /v1/riders/${rider(r)}/bus -> 200 (${ms} ms)`, { trace: tr });
}

function alert(c: Ctx, t: number): void {
  const { s, r } = c;
  const tr = s.trace();
  const kind = r.weighted([
    ["bus_approaching", 6],
    ["bus_departed_school", 2],
    ["rider_boarded", 3],
    ["rider_dropped_off", 3],
  ] as const);
  s.add(
    t,
    "parent-bus-alerts",
    "INFO",
    `[alerts] ${kind} -> guardian GU-${r.int(50000, 69999)} (route ${route(r)}, stop ${stop(r)}${kind === "bus_approaching" ? `, eta ${r.int(2, 9)}m` : ""})`,
    { trace: tr },
  );
}

function driver(c: Ctx, t: number): void {
  const { s, r } = c;
  const late = r.int(-2, 6);
  s.add(
    t,
    "driver-app-api",
    "INFO",
    `Stop arrival recorded: bus ${bus(r)} route ${route(r)} stop ${stop(r)} driver D-${r.int(4000, 4999)} (${late >= 0 ? "+" : ""}${late}m)`,
  );
}

function tap(c: Ctx, t: number): void {
  const { s, r } = c;
  s.add(
    t,
    "ridership-scan",
    "INFO",
    `Tap accepted card=RF-${r.hex(6).toUpperCase()} rider=${rider(r)} bus=${bus(r)} stop=${stop(r)} dir=${r.pick(["board", "alight"])}`,
  );
}

function manifest(c: Ctx, t: number): void {
  const { r } = c;
  rails(c, t, "seat-manifest", {
    method: "GET",
    path: `/manifests/${route(r)}/${r.pick(["am", "pm"])}`,
    action: "ManifestsController#show",
    status: 200,
    ms: r.latency(70),
    ip: podIp(r, "10.52"),
  });
}

function background(c: Ctx, rate: number): void {
  const { s, r, t0, t1 } = c;
  s.poisson(rate, t0, t1, (t) => {
    const f = r.weighted([
      [etaQuery, 5],
      [alert, 3],
      [driver, 2],
      [tap, 4],
      [manifest, 1],
    ] as const);
    f(c, t);
  });
  s.every(2000, t0, t1, 150, (t) =>
    s.add(t, "telemetry-ingest", "INFO", "batch ingested", {
      trace: s.trace(),
      kv: { vehicles: r.int(150, 212), points: r.int(300, 424), lag_ms: r.latency(700, 0.3) },
    }),
  );
  s.every(5000, t0, t1, 300, (t) =>
    s.add(t, "stop-eta", "INFO", "recompute done", {
      kv: { routes: r.int(20, 34), stops: r.int(500, 780), took_ms: r.latency(45) },
    }),
  );
  s.poisson(0.6, t0, t1, (t) =>
    s.add(t, "geofence-worker", "INFO", r.chance(0.5) ? "geofence enter" : "geofence exit", {
      kv: { bus: bus(r), stop: stop(r), route: route(r), name: stopName(r) },
    }),
  );
  s.every(120000, t0, t1, 10000, (t) =>
    s.add(
      t,
      "route-planner",
      "INFO",
      `what-if reroute ${route(r)} around closure on ${r.pick(STREETS)}: ${r.pick(["+", "-"])}${r.int(1, 7)}m, not applied`,
    ),
  );
  s.every(180000, t0, t1, 15000, (t) =>
    s.add(
      t,
      "roster-import",
      "INFO",
      `district roster delta: ${r.int(0, 6)} address changes, ${r.int(0, 3)} new riders, ${r.int(0, 2)} withdrawn`,
    ),
  );
}

const geojson = (c: Ctx) =>
  c.s.every(60000, c.t0, c.t1, 500, (t) =>
    c.s.add(t, "geofence-worker", "ERROR", "zone file load failed", {
      kv: { file: "zones/depot-overflow.geojson", err: "invalid polygon: ring 0 self-intersects at vertex 14" },
    }),
  );

const legacyProducer = (c: Ctx) => {
  let corr = c.r.int(4000, 9000);
  c.s.every(c.r.pick([15000, 20000]), c.t0, c.t1, 300, (t) =>
    c.s.add(
      t,
      "driver-app-api",
      "WARN",
      `[Producer clientId=driver-app-legacy] Error while fetching metadata with correlation id ${corr++} : {driver-telemetry-v1=UNKNOWN_TOPIC_OR_PARTITION}`,
    ),
  );
};

const readerFirmware = (c: Ctx) =>
  c.s.every(c.r.pick([30000, 45000]), c.t0, c.t1, 4000, (t) =>
    c.s.add(
      t,
      "ridership-scan",
      "ERROR",
      "Reader RDR-B231-1 frame rejected: unsupported firmware 1.8.2 (CRC16 mode), tap ignored",
    ),
  );

export const hopscotch: Estate = {
  key: "hopscotch",
  title: "Hopscotch Transport",
  namespace: "hopscotch",
  project: "hopscotch-fleet",
  cluster: "fleet-usc1",
  region: "us-central1",
  services: [
    { name: "parent-app-gw", runtime: "node", traced: true, replicas: 2 },
    { name: "telemetry-ingest", runtime: "go", traced: true },
    { name: "stop-eta", runtime: "go", traced: true },
    { name: "geofence-worker", runtime: "go" },
    { name: "parent-bus-alerts", runtime: "node", traced: true },
    { name: "driver-app-api", runtime: "java" },
    { name: "route-planner", runtime: "python" },
    { name: "seat-manifest", runtime: "ruby" },
    { name: "ridership-scan", runtime: "dotnet" },
    { name: "roster-import", runtime: "python" },
  ],
  roles: {
    gateway: ["parent-app-gw"],
    auth: ["parent-app-gw"],
    messaging: ["parent-bus-alerts"],
    push: ["parent-bus-alerts"],
    sync: ["roster-import"],
    devices: ["telemetry-ingest", "ridership-scan"],
    core: ["stop-eta"],
    jobs: ["route-planner"],
    custody: ["seat-manifest"],
  },
  trace: { style: "short", key: "trace_id" },
  hours: [11, 12, 19, 20],
  vocab: {
    user: (r) => `guardian+${r.int(50000, 69999)}@${r.pick(["gmail.com", "yahoo.com", "outlook.com"])}`,
    child: rider,
    site: (r) => r.pick(["North Depot", "South Depot", "Eastview Elementary", "Prairie MS", "Lincoln HS"]),
    device: tracker,
    cc: "+1",
    money: "$",
    net: "10.52",
  },
  background,
  chronic: [
    { svc: "geofence-worker", run: geojson },
    { svc: "driver-app-api", run: legacyProducer },
    { svc: "ridership-scan", run: readerFirmware },
  ],
};
