// Estate 3: "Gridmark", the wholesale market operator of a regional power grid (bids, clearing, settlement, meters).
import type { Rng } from "./rng.js";
import type { Estate, Line } from "./types.js";

const NODES = ["NORTH-HUB", "SOUTH-HUB", "WEST-230", "EAST-345", "COAST-138", "VALLEY-115", "RIDGE-500"];
const part = (r: Rng) => `MP${r.int(1000, 9999)}`;
const meter = (r: Rng) => `MTR-${r.int(10000000, 99999999)}`;
const iv = (r: Rng) => `${String(r.int(0, 23)).padStart(2, "0")}:${r.pick(["00", "15", "30", "45"])}`;

export const GRID: Estate = {
  id: "grid",
  ns: "gridmark-market",
  orchestrator: "kubelet",
  services: [
    {
      name: "api-envoy",
      w: 9,
      talk: (r) => [
        "info",
        `"${r.pick(["GET", "POST", "POST", "PUT"])} /market/v2/${r.pick(["bids", "offers", "positions", "prices", "meters"])}/${r.hex(10)} HTTP/1.1" 200 - ${r.int(100, 9000)} ${r.int(100, 90000)} ${r.int(2, 300)} ${r.int(1, 290)} "${r.ip()}" "${r.pick(["gm-trader-sdk/3.1", "python-requests/2.32", "Go-http-client/2.0", "okhttp/4.12"])}" "${r.uuid()}" "bid-gateway:8080"`,
      ],
    },
    {
      name: "participant-portal",
      w: 6,
      talk: (r) => [
        "info",
        `${r.pick(["GET", "POST"])} /portal/${r.pick(["positions", "invoices", "bids", "meters"])}/${r.hex(8)} ${r.pick([200, 200, 304])} ${r.int(3, 300)}.${r.int(100, 999)} ms - ${r.int(100, 90000)} participant=${part(r)}`,
      ],
    },
    {
      name: "bid-gateway",
      w: 8,
      talk: (r) =>
        r.pick<Line>([
          [
            "info",
            `c.g.bids.BidController : accepted bid ${r.uuid()} participant=${part(r)} node=${r.pick(NODES)} interval=${iv(r)} segments=${r.int(1, 10)} took=${r.int(3, 80)}ms`,
          ],
          [
            "debug",
            `c.g.bids.CurveValidator : curve ok monotonic=true segments=${r.int(1, 10)} max_price=${r.int(30, 900)}.${r.int(0, 99)}`,
          ],
        ]),
    },
    {
      name: "clearing-core",
      w: 3,
      talk: (r) =>
        r.pick<Line>([
          [
            "info",
            `clearing_core::lmp: node ${r.pick(NODES)} interval ${iv(r)} lmp=${r.int(10, 300)}.${r.int(10, 99)} congestion=${r.int(-20, 40)}.${r.int(10, 99)} loss=${r.int(0, 5)}.${r.int(10, 99)}`,
          ],
          [
            "debug",
            `clearing_core::solver: iteration ${r.int(1, 80)} gap=${r.int(1, 900)}e-6 elapsed=${r.int(10, 900)}ms`,
          ],
        ]),
    },
    {
      name: "settlement-svc",
      w: 4,
      talk: (r) => [
        "info",
        `Gridmark.Settlement.Statements[0] Statement line ${r.int(1e6, 9e6)} for ${part(r)} interval ${iv(r)} energy ${r.int(1, 900)}.${r.int(100, 999)} MWh charge ${r.int(10, 90000)}.${r.int(10, 99)}`,
      ],
    },
    {
      name: "meter-collector",
      w: 10,
      talk: (r) =>
        r.chance(0.6)
          ? ["debug", `msg="reading accepted" meter=${meter(r)} kwh=${r.int(0, 9000)}.${r.int(0, 999)} quality=A`]
          : [
              "info",
              `msg="batch committed" source=dso-${r.pick(["north", "south", "metro", "rural"])} readings=${r.int(200, 9000)} took=${r.int(20, 900)}ms`,
            ],
    },
    {
      name: "forecast-worker",
      w: 4,
      talk: (r) => [
        "info",
        `Task forecast.load_forecast[${r.uuid()}] succeeded in ${r.int(0, 30)}.${r.int(100, 999)}s: {'zone': '${r.pick(NODES)}', 'horizon_h': ${r.int(1, 48)}, 'mape': 0.0${r.int(10, 99)}}`,
      ],
    },
    {
      name: "telemetry-bridge",
      w: 7,
      talk: (r) => [
        "debug",
        `[debug] Telemetry.Scada rtu=RTU-${r.int(100, 999)} points=${r.int(10, 300)} seq=${r.int(1e5, 9e6)} freq=${r.pick(["49.98", "50.00", "50.01", "50.02", "49.99"])}Hz`,
      ],
    },
    {
      name: "dispatch-notifier",
      w: 3,
      talk: (r) => [
        "info",
        `msg="dispatch instruction sent" unit=GEN-${r.int(100, 999)} setpoint_mw=${r.int(0, 900)} interval=${iv(r)} channel=${r.pick(["icpp", "sms", "api"])}`,
      ],
    },
    {
      name: "participant-registry",
      w: 3,
      talk: (r) => [
        "info",
        `"GET /registry/participants/${part(r)}/credit HTTP/1.1" 200 ${r.int(200, 3000)} limit=${r.int(1, 90)}000000 used=${r.int(1, 90)}%`,
      ],
    },
    {
      name: "reports-web",
      w: 2,
      talk: (r) => [
        "info",
        `Completed 200 OK in ${r.int(20, 900)}ms (Views: ${r.int(1, 400)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 300)}.${r.int(0, 9)}ms)`,
      ],
    },
    {
      name: "market-mysql",
      w: 2,
      talk: (r) => [
        "info",
        `# Query_time: ${r.int(0, 2)}.${r.int(100000, 999999)}  Lock_time: 0.0000${r.int(10, 99)} Rows_sent: ${r.int(0, 500)}  Rows_examined: ${r.int(100, 90000)} -- SELECT * FROM bids WHERE interval_start = '2026-05-20 ${iv(r)}:00' AND node = '${r.pick(NODES)}'`,
      ],
    },
    {
      name: "price-redis",
      w: 1,
      talk: (r) => ["info", `${r.int(1, 9)}:M * DB saved on disk (${r.int(1000, 90000)} keys, fork ${r.int(1, 40)}ms)`],
    },
    {
      name: "market-kafka",
      w: 2,
      talk: (r) => [
        "info",
        `[ReplicaFetcher replicaId=${r.int(1, 3)}, leaderId=${r.int(1, 3)}, fetcherId=0] Truncating partition meter-readings-${r.int(0, 31)} to offset ${r.int(1e6, 9e8)} (kafka.server.ReplicaFetcherThread)`,
      ],
    },
    {
      name: "audit-archiver",
      w: 1,
      talk: (r) => [
        "info",
        `archived ${r.int(100, 9000)} audit events to s3://gm-audit/2026/05/20/${r.hex(12)}.parquet`,
      ],
    },
    {
      name: "kubelet",
      w: 1,
      talk: (r) => [
        "info",
        `I0520 "Probe succeeded" probeType="Liveness" pod="gridmark-market/${r.pick(["bid-gateway", "meter-collector", "settlement-svc"])}-${r.hex(9)}-${r.hex(5)}"`,
      ],
    },
  ],
  nuisances: [
    {
      svc: "api-envoy",
      every: 4,
      line: (r) => [
        "warn",
        `"POST /market/v2/bids HTTP/1.1" 400 - ${r.int(100, 900)} 88 ${r.int(1, 9)} ${r.int(1, 9)} "198.51.100.${r.int(20, 24)}" "legacy-ems-export/0.9" "${r.uuid()}" "bid-gateway:8080"`,
      ],
    },
    {
      svc: "bid-gateway",
      every: 4,
      line: (r) => [
        "warn",
        `c.g.bids.BidController : rejected bid from MP7001 (legacy-ems-export): field 'curve' must be an array, request ${r.uuid()}`,
      ],
    },
    {
      svc: "telemetry-bridge",
      every: 25,
      line: () => [
        "error",
        `[error] Telemetry.Scada rtu=RTU-077 link down (station decommissioned 2026-03), retrying in 30s`,
      ],
    },
    {
      svc: "reports-web",
      every: 40,
      line: () => [
        "warn",
        `DEPRECATION WARNING: Using legacy connection handling is deprecated and will be removed in Rails 8.1 (called from block in <class:MonthlyReport>)`,
      ],
    },
  ],
  jobs: [
    {
      svc: "market-mysql",
      every: 900,
      burst: (r) => [
        ["info", `[Note] [MY-010931] [Server] xtrabackup: Starting incremental backup, LSN ${r.int(1e9, 9e9)}`],
        ["info", `[Note] [MY-010931] [Server] xtrabackup: completed OK! (${r.int(1, 9)}.${r.int(1, 9)} GiB)`],
      ],
    },
    {
      svc: "audit-archiver",
      every: 300,
      burst: (r) => [["info", `compaction: merged ${r.int(5, 60)} small parquet files into 1 (${r.int(10, 900)} MiB)`]],
    },
    {
      svc: "forecast-worker",
      every: 900,
      burst: () => [
        ["info", `Scheduler: Sending due task refresh-weather-inputs (forecast.refresh_inputs)`],
        ["info", `refresh_inputs: pulled NWP run 06Z, 7 zones updated`],
      ],
    },
  ],
};
