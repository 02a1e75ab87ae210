// The four made-up mobility companies: services, runtimes, ordinary traffic, periodic jobs and their noisy service.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Runtime } from "./stacks.js";

export interface Step {
  svc: string;
  msg: string;
  dt: number; // ms after the flow starts
  level?: Level;
}

export interface Estate {
  key: "ev" | "car" | "ride" | "scoot";
  company: string;
  namespace: string;
  services: string[];
  runtime: Record<string, Runtime>;
  traced: boolean;
  flows: { w: number; make: (r: Rng) => Step[]; untraced?: boolean }[];
  jobs: { svc: string; everyS: number; msg: (r: Rng) => string }[];
  noisy: { svc: string; level: Level; everyS: number; msg: (r: Rng) => string };
  deprecation: { svc: string; everyS: number; msg: string };
  /** Names used by the generic noise kinds. */
  roles: {
    edge: string;
    jvm: string;
    cacheUser: string;
    consumer: string;
    batch: string;
    pooled: string;
    mobile: string;
  };
}

const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const cpId = (r: Rng) => `${r.pick(["DE", "NL", "FR", "BE", "AT"])}*VWY*E${r.int(1000, 4999)}`;
const vin = (r: Rng) =>
  `${r.pick(["WVW", "WBA", "VF1", "YV1", "TMB"])}ZZZ${r.hex(3).toUpperCase()}${r.int(100000, 999999)}`;
const scooter = (r: Rng) => `SC-${r.hex(6).toUpperCase()}`;
const eur = (r: Rng, lo: number, hi: number) => (r.int(lo * 100, hi * 100) / 100).toFixed(2);
const health = (path: string) => path;

export const EV: Estate = {
  key: "ev",
  company: "Voltway",
  namespace: "voltway-prod",
  traced: true,
  services: [
    "csms-gateway",
    "ocpp-core",
    "ocpi-hub",
    "session-billing",
    "payment-bridge",
    "tariff-engine",
    "driver-app-api",
    "cdr-exporter",
    "notify-sender",
    "site-monitor",
  ],
  runtime: {
    "csms-gateway": "java",
    "ocpp-core": "java",
    "ocpi-hub": "java",
    "session-billing": "dotnet",
    "payment-bridge": "dotnet",
    "tariff-engine": "python",
    "driver-app-api": "node",
    "cdr-exporter": "python",
    "notify-sender": "node",
    "site-monitor": "go",
  },
  flows: [
    {
      untraced: true,
      w: 5,
      make: (r) => {
        const cp = cpId(r);
        const uid = r.hex(8);
        return [
          { svc: "csms-gateway", dt: 0, msg: `[${cp}] <- [2,"${uid}","Heartbeat",{}]` },
          {
            svc: "csms-gateway",
            dt: ms(r, 2, 9),
            msg: `[${cp}] -> CallResult Heartbeat uid=${uid} (${r.int(1, 6)}ms)`,
          },
        ];
      },
    },
    {
      untraced: true,
      w: 5,
      make: (r) => {
        const cp = cpId(r);
        const tx = r.int(400000, 999999);
        return [
          {
            svc: "ocpp-core",
            dt: 0,
            msg: `MeterValues cp=${cp} connectorId=${r.int(1, 2)} transactionId=${tx} Energy.Active.Import.Register=${r.int(1000, 80000)}Wh Power.Active.Import=${r.int(3, 150)}kW SoC=${r.int(10, 95)}%`,
          },
        ];
      },
    },
    {
      w: 2,
      make: (r) => {
        const cp = cpId(r);
        const tx = r.int(400000, 999999);
        const tag = r.hex(8).toUpperCase();
        return [
          { svc: "driver-app-api", dt: 0, msg: `POST /v2/sessions/start 202 ${ms(r, 80, 400)}ms` },
          {
            svc: "ocpp-core",
            dt: ms(r, 20, 60),
            msg: `RemoteStartTransaction cp=${cp} connectorId=${r.int(1, 2)} idTag=${tag} -> Accepted`,
          },
          {
            svc: "tariff-engine",
            dt: ms(r, 60, 120),
            msg: `tariff resolved cp=${cp} tariff=${r.pick(["AC_STD", "DC_HPC", "DC_FAST", "AC_MEMBER"])} price=${eur(r, 0.29, 0.79)}/kWh idle_fee_after=${r.pick([30, 45, 60])}min`,
          },
          {
            svc: "ocpp-core",
            dt: ms(r, 900, 3000),
            msg: `StartTransaction cp=${cp} idTag=${tag} meterStart=${r.int(100000, 9000000)} -> transactionId=${tx}`,
          },
          {
            svc: "session-billing",
            dt: ms(r, 3100, 3300),
            msg: `Session ${tx} opened for contract DE-VWY-C${r.int(10000, 99999)} (pre-auth ${eur(r, 30, 80)} EUR)`,
          },
          {
            svc: "notify-sender",
            dt: ms(r, 3300, 3600),
            msg: `push sent template=session_started platform=${r.pick(["ios", "android"])} status=200`,
          },
        ];
      },
    },
    {
      w: 2,
      make: (r) => {
        const cp = cpId(r);
        const tx = r.int(400000, 999999);
        const kwh = r.int(4, 90);
        return [
          {
            svc: "ocpp-core",
            dt: 0,
            msg: `StopTransaction cp=${cp} transactionId=${tx} reason=${r.pick(["EVDisconnected", "Local", "Remote"])} meterStop=${r.int(100000, 9000000)}`,
          },
          {
            svc: "session-billing",
            dt: ms(r, 40, 120),
            msg: `Session ${tx} closed energy=${kwh}.${r.int(0, 9)}kWh amount=${eur(r, kwh * 0.3, kwh * 0.7)} EUR`,
          },
          {
            svc: "payment-bridge",
            dt: ms(r, 150, 900),
            msg: `Capture ${eur(r, 3, 60)} EUR psp_ref=${r.hex(16).toUpperCase()} result=Authorised`,
          },
          {
            svc: "ocpi-hub",
            dt: ms(r, 900, 1400),
            msg: `PATCH /ocpi/cpo/2.2.1/sessions/DE/VWY/${tx} -> 200 (${ms(r, 30, 180)}ms)`,
          },
        ];
      },
    },
    {
      w: 2,
      make: (r) => [
        {
          svc: "ocpi-hub",
          dt: 0,
          msg: `GET /ocpi/cpo/2.2.1/locations?offset=${r.int(0, 40) * 50}&limit=50 from ${r.pick(["NL*ABC", "DE*HBX", "FR*GFX", "BE*EVB"])} -> 200 (${ms(r, 20, 300)}ms)`,
        },
      ],
    },
    {
      w: 3,
      make: (r) => [
        {
          svc: "driver-app-api",
          dt: 0,
          msg: `GET /v2/${r.pick(["stations/nearby", "me/sessions", "me/cards", "stations/" + cpId(r)])} 200 ${ms(r, 15, 250)}ms`,
        },
      ],
    },
  ],
  jobs: [
    {
      svc: "cdr-exporter",
      everyS: 60,
      msg: (r) => `exported ${r.int(20, 180)} CDRs to roaming hub batch=${r.hex(6)} (${r.int(200, 900)}ms)`,
    },
    {
      svc: "site-monitor",
      everyS: 30,
      msg: (r) => `polled ${r.int(180, 220)} sites, ${r.int(0, 3)} stale, grid load avg ${r.int(40, 80)}%`,
    },
    {
      svc: "ocpi-hub",
      everyS: 120,
      msg: (r) => `token sync from eMSP partners: ${r.int(0, 40)} upserts, ${r.int(0, 4)} revoked`,
    },
  ],
  noisy: {
    svc: "site-monitor",
    level: "error",
    everyS: 7,
    msg: (r) =>
      `site ${r.pick(["FR-LYO-07", "DE-HAM-12", "NL-UTR-03"])}: modbus read from energy meter EM-${r.int(1, 3)} timed out (unit ${r.int(1, 4)}), using last value`,
  },
  deprecation: {
    svc: "ocpi-hub",
    everyS: 45,
    msg: "partner BE*EVB still calls OCPI 2.1.1 endpoints; 2.1.1 support is deprecated and will be removed in release 2027.1",
  },
  roles: {
    edge: "driver-app-api",
    jvm: "ocpp-core",
    cacheUser: "tariff-engine",
    consumer: "session-billing",
    batch: "cdr-exporter",
    pooled: "session-billing",
    mobile: "driver-app-api",
  },
};

export const CAR: Estate = {
  key: "car",
  company: "Carlink",
  namespace: "carlink-prod",
  traced: false,
  services: [
    "app-bff",
    "remote-commands",
    "vehicle-gateway",
    "telemetry-ingest",
    "trip-history",
    "geofence-engine",
    "ota-orchestrator",
    "push-relay",
    "account-svc",
  ],
  runtime: {
    "app-bff": "node",
    "remote-commands": "java",
    "vehicle-gateway": "go",
    "telemetry-ingest": "go",
    "trip-history": "python",
    "geofence-engine": "cpp",
    "ota-orchestrator": "java",
    "push-relay": "node",
    "account-svc": "ruby",
  },
  flows: [
    {
      w: 6,
      make: (r) => [
        {
          svc: "telemetry-ingest",
          dt: 0,
          msg: `batch accepted vin=${vin(r)} frames=${r.int(20, 400)} lag=${r.int(1, 9)}s partition=${r.int(0, 23)}`,
        },
      ],
    },
    {
      w: 2,
      make: (r) => {
        const v = vin(r);
        const cmd = r.pick(["door_lock", "climate_start", "honk_flash", "charge_start", "door_unlock"]);
        const id = r.hex(12);
        return [
          {
            svc: "app-bff",
            dt: 0,
            msg: `POST /api/v3/vehicles/${v.slice(-6)}/commands/${cmd} 202 ${ms(r, 40, 200)}ms`,
          },
          { svc: "remote-commands", dt: ms(r, 10, 40), msg: `command ${id} ${cmd} queued for ${v}` },
          {
            svc: "vehicle-gateway",
            dt: ms(r, 50, 150),
            msg: `mqtt publish topic=v/${v}/cmd qos=1 id=${id} bytes=${r.int(90, 300)}`,
          },
          {
            svc: "vehicle-gateway",
            dt: ms(r, 1500, 6000),
            msg: `ack from ${v} id=${id} result=OK rtt=${r.int(900, 5000)}ms`,
          },
          { svc: "remote-commands", dt: ms(r, 6100, 6200), msg: `command ${id} completed status=SUCCEEDED` },
          {
            svc: "push-relay",
            dt: ms(r, 6250, 6500),
            msg: `APNs 200 apns-id=${r.hex(8).toUpperCase()}-${r.hex(4).toUpperCase()} topic=com.carlink.app`,
          },
        ];
      },
    },
    {
      w: 3,
      make: (r) => [
        {
          svc: "app-bff",
          dt: 0,
          msg: `GET /api/v3/vehicles/${vin(r).slice(-6)}/${r.pick(["status", "trips", "charging", "location"])} 200 ${ms(r, 20, 300)}ms`,
        },
        {
          svc: "trip-history",
          dt: ms(r, 5, 40),
          msg: `trips query vin=*${r.hex(4).toUpperCase()} range=7d rows=${r.int(0, 60)} in ${r.int(3, 90)}ms`,
        },
      ],
    },
    {
      untraced: true,
      w: 2,
      make: (r) => [
        {
          svc: "geofence-engine",
          dt: 0,
          msg: `evaluated ${r.int(2000, 9000)} positions against ${r.int(300, 900)} fences in ${r.int(4, 40)}ms, ${r.int(0, 6)} transitions`,
        },
      ],
    },
    {
      w: 1,
      make: (r) => [
        {
          svc: "account-svc",
          dt: 0,
          msg: `Completed 200 OK in ${r.int(8, 120)}ms (Views: 0.${r.int(1, 9)}ms | ActiveRecord: ${r.int(1, 30)}.${r.int(0, 9)}ms | Allocations: ${r.int(900, 9000)})`,
        },
      ],
    },
  ],
  jobs: [
    {
      svc: "ota-orchestrator",
      everyS: 60,
      msg: (r) =>
        `campaign OTA-2026-${r.int(30, 48)} progress: ${r.int(1200, 9000)} installed, ${r.int(100, 900)} downloading, ${r.int(0, 40)} pending wake`,
    },
    {
      svc: "trip-history",
      everyS: 90,
      msg: (r) => `compaction of trips_${r.int(1, 16)} done: ${r.int(1000, 40000)} rows merged`,
    },
    {
      svc: "geofence-engine",
      everyS: 120,
      msg: (r) => `fence index reloaded: ${r.int(300, 900)} fences, rtree depth ${r.int(5, 8)}`,
    },
  ],
  noisy: {
    svc: "telemetry-ingest",
    level: "error",
    everyS: 6,
    msg: (r) =>
      `decode failed vin=${vin(r)}: unknown signal id 0x${r.hex(3).toUpperCase()} (schema v41), frame skipped`,
  },
  deprecation: {
    svc: "app-bff",
    everyS: 40,
    msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  },
  roles: {
    edge: "app-bff",
    jvm: "ota-orchestrator",
    cacheUser: "app-bff",
    consumer: "trip-history",
    batch: "trip-history",
    pooled: "account-svc",
    mobile: "app-bff",
  },
};

export const RIDE: Estate = {
  key: "ride",
  company: "Hopride",
  namespace: "hop-prod",
  traced: true,
  services: [
    "rider-api",
    "dispatch",
    "pricing",
    "eta-service",
    "driver-location",
    "trip-state",
    "payments",
    "driver-api",
    "notifications",
    "fraud-screen",
  ],
  runtime: {
    "rider-api": "node",
    dispatch: "go",
    pricing: "python",
    "eta-service": "go",
    "driver-location": "node",
    "trip-state": "go",
    payments: "java",
    "driver-api": "java",
    notifications: "node",
    "fraud-screen": "python",
  },
  flows: [
    {
      w: 3,
      make: (r) => {
        const ride = `r_${r.hex(10)}`;
        const surge = r.chance(0.8) ? "1.0" : `1.${r.int(1, 6)}`;
        return [
          { svc: "rider-api", dt: 0, msg: `POST /v1/quotes 200 ${ms(r, 60, 250)}ms` },
          {
            svc: "pricing",
            dt: ms(r, 5, 20),
            msg: `quote ${ride} product=${r.pick(["hop", "hop_xl", "hop_green"])} base=${eur(r, 6, 40)} surge=${surge} h3=${"88" + r.hex(13)}`,
          },
          {
            svc: "eta-service",
            dt: ms(r, 20, 50),
            msg: `eta computed pickup=${r.int(2, 14)}min candidates=${r.int(3, 25)} took=${r.int(8, 90)}ms`,
          },
        ];
      },
    },
    {
      w: 2,
      make: (r) => {
        const ride = `r_${r.hex(10)}`;
        const drv = `d_${r.int(10000, 99999)}`;
        return [
          { svc: "rider-api", dt: 0, msg: `POST /v1/rides 201 ${ms(r, 80, 300)}ms` },
          { svc: "trip-state", dt: ms(r, 10, 30), msg: `ride ${ride} REQUESTED -> MATCHING` },
          { svc: "fraud-screen", dt: ms(r, 20, 60), msg: `score ride=${ride} score=0.0${r.int(1, 9)} decision=allow` },
          {
            svc: "dispatch",
            dt: ms(r, 300, 2000),
            msg: `offer ${ride} -> ${drv} (rank 1 of ${r.int(2, 9)}, eta ${r.int(2, 12)}min)`,
          },
          { svc: "driver-api", dt: ms(r, 2500, 9000), msg: `driver ${drv} accepted offer ${ride}` },
          { svc: "trip-state", dt: ms(r, 9100, 9300), msg: `ride ${ride} MATCHING -> DRIVER_EN_ROUTE` },
          { svc: "notifications", dt: ms(r, 9300, 9600), msg: `sent rider push kind=driver_assigned ride=${ride}` },
        ];
      },
    },
    {
      untraced: true,
      w: 6,
      make: (r) => [
        {
          svc: "driver-location",
          dt: 0,
          msg: `ingested ${r.int(200, 900)} pings from ${r.int(150, 700)} drivers in ${r.int(3, 30)}ms`,
        },
      ],
    },
    {
      w: 1,
      make: (r) => {
        const ride = `r_${r.hex(10)}`;
        return [
          {
            svc: "trip-state",
            dt: 0,
            msg: `ride ${ride} IN_PROGRESS -> COMPLETED distance=${r.int(1, 30)}.${r.int(0, 9)}km`,
          },
          {
            svc: "payments",
            dt: ms(r, 100, 600),
            msg: `charge ride=${ride} amount=${eur(r, 6, 60)} EUR psp=adyen result=AUTHORISED`,
          },
        ];
      },
    },
    {
      w: 2,
      make: (r) => [
        {
          svc: "driver-api",
          dt: 0,
          msg: `GET /drivers/v2/${r.pick(["earnings", "schedule", "heatmap", "documents"])} 200 ${ms(r, 20, 300)}ms`,
        },
      ],
    },
  ],
  jobs: [
    {
      svc: "pricing",
      everyS: 30,
      msg: (r) => `surge table refreshed: ${r.int(800, 1400)} cells, max multiplier ${r.pick(["1.0", "1.2", "1.4"])}`,
    },
    { svc: "payments", everyS: 90, msg: (r) => `payout batch ${r.hex(6)}: ${r.int(20, 200)} drivers settled` },
    {
      svc: "dispatch",
      everyS: 20,
      msg: (r) =>
        `supply snapshot: ${r.int(900, 2500)} online, ${r.int(200, 900)} on trip, ${r.int(40, 300)} idle >10min`,
    },
  ],
  noisy: {
    svc: "notifications",
    level: "error",
    everyS: 6,
    msg: (r) => `FCM send failed for device ${r.hex(10)}: messaging/registration-token-not-registered (token removed)`,
  },
  deprecation: {
    svc: "driver-api",
    everyS: 50,
    msg: "driver app 5.14.x uses deprecated endpoint /drivers/v1/heatmap; sunset 2026-12-31",
  },
  roles: {
    edge: "rider-api",
    jvm: "payments",
    cacheUser: "pricing",
    consumer: "notifications",
    batch: "payments",
    pooled: "trip-state",
    mobile: "driver-api",
  },
};

export const SCOOT: Estate = {
  key: "scoot",
  company: "Zipscoot",
  namespace: "zip-prod",
  traced: false,
  services: [
    "rider-bff",
    "rental-svc",
    "lock-controller",
    "iot-bridge",
    "zone-service",
    "fleet-ops",
    "wallet",
    "battery-planner",
  ],
  runtime: {
    "rider-bff": "node",
    "rental-svc": "ruby",
    "lock-controller": "go",
    "iot-bridge": "go",
    "zone-service": "python",
    "fleet-ops": "java",
    wallet: "dotnet",
    "battery-planner": "python",
  },
  flows: [
    {
      w: 6,
      make: (r) => [
        {
          svc: "iot-bridge",
          dt: 0,
          msg: `telemetry ${scooter(r)} batt=${r.int(15, 100)}% lat=52.${r.int(300000, 400000)} lon=13.${r.int(300000, 500000)} speed=${r.int(0, 25)}`,
        },
      ],
    },
    {
      w: 2,
      make: (r) => {
        const s = scooter(r);
        const rent = `RNT-${r.int(1000000, 9999999)}`;
        return [
          { svc: "rider-bff", dt: 0, msg: `POST /v1/rentals 201 ${ms(r, 200, 900)}ms` },
          {
            svc: "rental-svc",
            dt: ms(r, 5, 30),
            msg: `Started POST "/rentals" for ${r.int(10, 250)}.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}`,
          },
          {
            svc: "wallet",
            dt: ms(r, 40, 120),
            msg: `Hold placed wallet=W${r.int(100000, 999999)} amount=${eur(r, 1, 5)} EUR`,
          },
          { svc: "lock-controller", dt: ms(r, 120, 200), msg: `unlock ${s} requested rental=${rent}` },
          { svc: "iot-bridge", dt: ms(r, 200, 260), msg: `mqtt -> scooters/${s}/cmd UNLOCK seq=${r.int(1, 60000)}` },
          { svc: "lock-controller", dt: ms(r, 600, 1800), msg: `unlock ${s} confirmed in ${r.int(400, 1600)}ms` },
          {
            svc: "rental-svc",
            dt: ms(r, 1850, 1900),
            msg: `Completed 201 Created in ${r.int(600, 1900)}ms (ActiveRecord: ${r.int(3, 40)}.${r.int(0, 9)}ms | Allocations: ${r.int(2000, 9000)})`,
          },
        ];
      },
    },
    {
      w: 2,
      make: (r) => {
        const s = scooter(r);
        return [
          {
            svc: "rental-svc",
            dt: 0,
            msg: `rental RNT-${r.int(1000000, 9999999)} ended ${s} duration=${r.int(2, 40)}min distance=${r.int(300, 8000)}m`,
          },
          {
            svc: "zone-service",
            dt: ms(r, 10, 50),
            msg: `parking check ${s}: zone=${r.pick(["MITTE-P12", "KREUZ-P3", "FHAIN-P7"])} allowed=true`,
          },
          { svc: "wallet", dt: ms(r, 100, 400), msg: `Captured ${eur(r, 1, 12)} EUR for rental, hold released` },
        ];
      },
    },
    {
      w: 2,
      make: (r) => [
        {
          svc: "rider-bff",
          dt: 0,
          msg: `GET /v1/${r.pick(["vehicles/nearby", "zones", "me/rides", "passes"])} 200 ${ms(r, 15, 220)}ms`,
        },
      ],
    },
  ],
  jobs: [
    {
      svc: "battery-planner",
      everyS: 60,
      msg: (r) => `swap route plan: ${r.int(40, 160)} scooters below 25%, ${r.int(3, 9)} vans assigned`,
    },
    {
      svc: "fleet-ops",
      everyS: 45,
      msg: (r) => `fleet snapshot: ${r.int(2800, 3400)} online, ${r.int(30, 140)} in maintenance`,
    },
    {
      svc: "zone-service",
      everyS: 120,
      msg: (r) => `zone polygons cached: ${r.int(300, 500)} zones, version ${r.int(900, 999)}`,
    },
  ],
  noisy: {
    svc: "fleet-ops",
    level: "error",
    everyS: 8,
    msg: (r) =>
      `telemetry frame for ${scooter(r)} rejected: IMEI 35${r.int(1000000, 9999999)}${r.int(100000, 999999)} not in registry`,
  },
  deprecation: {
    svc: "rider-bff",
    everyS: 50,
    msg: "client app 3.8.2 sent deprecated header X-Zip-Legacy-Auth; accepted until 2027-03-01",
  },
  roles: {
    edge: "rider-bff",
    jvm: "fleet-ops",
    cacheUser: "zone-service",
    consumer: "battery-planner",
    batch: "battery-planner",
    pooled: "rental-svc",
    mobile: "rider-bff",
  },
};

export const ESTATES: Estate[] = [EV, CAR, RIDE, SCOOT];

export const HEALTH: Record<Runtime, string> = {
  java: health("GET /actuator/health 200"),
  python: health('"GET /healthz HTTP/1.1" 200'),
  go: health("GET /healthz 200"),
  node: health("GET /health 200"),
  dotnet: health("Request finished HTTP/1.1 GET http://:8080/health - 200"),
  ruby: health('Started GET "/up"'),
  cpp: health("probe /live ok"),
};
