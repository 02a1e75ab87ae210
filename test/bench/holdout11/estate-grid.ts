// Estate 2: an energy-grid telemetry platform ("gridwatch"), untraced, decoy scada-bridge.
import type { Estate } from "./types.js";

const tenants = ["northvale", "eastmere", "southport", "westfield"];
const regions = ["north", "east", "south", "west"];

export const GRID: Estate = {
  name: "gridwatch",
  namespace: "grid-prod",
  traced: false,
  services: [
    {
      name: "gateway",
      weight: 5,
      normal: [
        (r) => `POST /v1/readings batch=${r.int(50, 500)} tenant=${r.pick(tenants)} -> 202 ${r.int(4, 60)}ms`,
        (r) => `GET /v1/outages?area=${r.pick(regions)} -> 200 ${r.int(8, 120)}ms`,
      ],
    },
    {
      name: "meter-ingest",
      weight: 5,
      normal: [
        (r) =>
          `ingested ${r.int(200, 4000)} readings from collector col-${r.pick(regions)}-${r.int(1, 12)} (region ${r.pick(regions)}) lag=${r.int(40, 900)}ms`,
        (r) => `MQTT session active collectors=${r.int(40, 48)} inflight=${r.int(0, 30)}`,
      ],
    },
    {
      name: "timeseries",
      weight: 4,
      normal: [
        (r) => `flushed ${r.int(2000, 40000)} points to chunk _hyper_3_${r.int(100, 999)}_chunk in ${r.int(5, 90)}ms`,
        (r) => `compaction done for series block ${r.int(1000, 9999)} (${r.int(2, 40)}MB)`,
      ],
    },
    {
      name: "forecast",
      weight: 1,
      normal: [
        (r) =>
          `day-ahead forecast refreshed for zone ${r.pick(regions)}: peak ${r.int(300, 2200)} MW at ${r.int(16, 20)}:00`,
        (r) => `weather ingest: ${r.int(40, 400)} GRIB messages decoded`,
      ],
    },
    {
      name: "outage-map",
      weight: 2,
      normal: [
        (r) => `map tiles rebuilt for ${r.int(10, 300)} feeders (${r.int(30, 400)}ms)`,
        (r) => `GET /map/state -> 200 (${r.int(10, 90)}ms, ${r.int(0, 6)} active outages)`,
      ],
    },
    {
      name: "alarm-router",
      weight: 2,
      normal: [
        (r) =>
          `alarm AL-${r.int(100000, 999999)} (${r.pick(["overvoltage", "breaker-trip", "comm-loss", "temp-high"])}) routed to ${r.pick(["grid-ops", "field-crew-north", "field-crew-east"])}`,
        (r) => `heartbeat from ${r.int(180, 240)} substations OK`,
      ],
    },
    {
      name: "billing-export",
      weight: 1,
      normal: [
        (r) => `export chunk ${r.int(1, 80)}/80 written (${r.int(500, 3000)} accounts)`,
        (r) => `tariff snapshot loaded (${r.int(12, 40)} plans)`,
      ],
    },
    {
      name: "scada-bridge",
      weight: 3,
      normal: [(r) => `polled RTU ${r.int(4000, 4999)}: ${r.int(20, 180)} points in ${r.int(30, 400)}ms`],
    },
    {
      name: "tariff",
      weight: 2,
      normal: [
        (r) => `price curve updated for hour ${r.int(0, 23)}: ${r.int(40, 180)}.${r.int(10, 99)} EUR/MWh`,
        (r) => `quote for account A${r.int(100000, 999999)} computed (plan ${r.pick(["TOU-3", "FLAT-1", "EV-NIGHT"])})`,
      ],
    },
  ],
  flows: [],
  decoy: {
    svc: "scada-bridge",
    level: "error",
    every: [4, 15],
    msg: (r) => `RTU ${r.int(4000, 4999)} poll: CRC mismatch in DNP3 frame, discarded`,
  },
};
