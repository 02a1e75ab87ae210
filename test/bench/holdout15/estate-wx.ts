// Estate "wx": a weather-data provider (observation ingest, radar tiling, forecast API, alerting, billing) in Rust,
// Go, Kotlin, Python, Node, Ruby, .NET with nginx, postgres, clickhouse, redis, kafka and kubelet.
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";

const station = (r: Rng) => `${r.pick(["KJFK", "EGLL", "EHAM", "LFPG", "EDDF", "KORD", "RJTT", "YSSY"])}`;
const ms = (r: Rng, lo = 3, hi = 300) => r.int(lo, hi);
const key = (r: Rng) => `ak_${r.hex(8)}`;

export const WX: Estate = {
  key: "wx",
  namespace: "wxdata-prod",
  services: [
    {
      name: "api-edge",
      rate: 45,
      lines: [
        [
          6,
          "info",
          (r) =>
            `10.4.${r.int(0, 9)}.${r.int(2, 250)} - - "GET /v3/forecast/hourly?lat=${(r.next() * 90).toFixed(2)}&lon=${(r.next() * 180).toFixed(2)} HTTP/1.1" 200 ${r.int(800, 9000)} rt=0.${r.int(10, 300)}`,
        ],
        [
          2,
          "info",
          (r) =>
            `10.4.${r.int(0, 9)}.${r.int(2, 250)} - - "GET /v3/tiles/radar/${r.int(3, 9)}/${r.int(0, 500)}/${r.int(0, 500)}.png HTTP/2.0" 200 ${r.int(3000, 40000)} rt=0.0${r.int(1, 90)}`,
        ],
      ],
    },
    {
      name: "forecast-api",
      rate: 30,
      lines: [
        [
          5,
          "info",
          (r) =>
            `GET /forecast/hourly station=${station(r)} served from ${r.pick(["cache", "cache", "model-run"])} in ${ms(r)}ms`,
        ],
        [
          1,
          "info",
          (r) => `model run gfs-0p25 ${r.pick(["00", "06", "12", "18"])}z loaded (${r.int(300, 900)} MB grids)`,
        ],
      ],
    },
    {
      name: "obs-ingest",
      rate: 40,
      lines: [
        [
          5,
          "info",
          (r) =>
            `decoded METAR ${station(r)} ${r.int(10, 31)}${r.int(10, 23)}${r.int(10, 59)}Z wind=${r.int(0, 360)}/${r.int(0, 30)}kt`,
        ],
        [2, "info", (r) => `batch flushed rows=${r.int(500, 6000)} elapsed=${ms(r, 5, 90)}ms`],
      ],
    },
    {
      name: "radar-tiler",
      rate: 20,
      lines: [
        [
          4,
          "info",
          (r) => `rendered tiles z=${r.int(3, 9)} count=${r.int(40, 900)} sweep=${r.hex(6)} in ${ms(r, 80, 2000)}ms`,
        ],
        [1, "info", (r) => `upload to tile-bucket ok objects=${r.int(40, 900)}`],
      ],
    },
    {
      name: "model-runner",
      rate: 6,
      lines: [
        [
          3,
          "info",
          (r) =>
            `post-processing step ${r.pick(["regrid", "downscale", "bias-correct"])} finished for member ${r.int(0, 30)} in ${r.int(2, 90)}s`,
        ],
        [1, "info", (r) => `dask workers ready: ${r.int(8, 32)}`],
      ],
    },
    {
      name: "alert-dispatch",
      rate: 12,
      lines: [
        [
          3,
          "info",
          (r) =>
            `evaluated ${r.int(100, 4000)} subscriptions against warning ${r.pick(["WIND", "HEAT", "FLOOD", "SNOW"])}-${r.int(1, 3)}: ${r.int(0, 40)} matched`,
        ],
        [1, "info", (r) => `webhook delivered sub=${r.hex(8)} status=200 ${ms(r)}ms`],
      ],
    },
    {
      name: "metering",
      rate: 10,
      lines: [
        [
          3,
          "info",
          (r) => `Recorded ${r.int(1, 500)} calls for ${key(r)} (plan ${r.pick(["free", "pro", "enterprise"])})`,
        ],
        [
          1,
          "info",
          (r) =>
            `Completed 200 OK in ${ms(r)}ms (Views: 0.${r.int(1, 9)}ms | ActiveRecord: ${r.int(1, 40)}.${r.int(0, 9)}ms)`,
        ],
      ],
    },
    {
      name: "station-registry",
      rate: 6,
      lines: [
        [3, "info", (r) => `Station ${station(r)} metadata served (elevation ${r.int(0, 2000)} m)`],
        [1, "info", () => "Health check 'self' completed: Healthy"],
      ],
    },
    {
      name: "obs-store",
      rate: 4,
      lines: [
        [
          3,
          "info",
          (r) =>
            `<Information> executeQuery: Read ${r.int(1000, 900000)} rows, ${r.int(1, 90)}.${r.int(0, 99)} MiB in 0.${r.int(10, 900)} sec.`,
        ],
        [
          1,
          "info",
          (r) =>
            `<Information> MergeTreeBackgroundExecutor: merged ${r.int(2, 12)} parts into all_${r.int(100, 999)}_${r.int(100, 999)}_2`,
        ],
      ],
    },
    {
      name: "accounts-db",
      rate: 3,
      lines: [
        [3, "info", (r) => `checkpoint complete: wrote ${r.int(10, 3000)} buffers (${(r.next() * 3).toFixed(1)}%)`],
      ],
    },
    {
      name: "tile-cache",
      rate: 3,
      lines: [
        [2, "info", (r) => `DB saved on disk (${r.int(10, 900)} keys changed)`],
        [1, "info", (r) => `RDB: ${r.int(1, 30)} MB of memory used by copy-on-write`],
      ],
    },
    {
      name: "obs-kafka",
      rate: 3,
      lines: [
        [
          2,
          "info",
          (r) =>
            `[ReplicaFetcher replicaId=2, leaderId=${r.int(1, 3)}] Fetch from partition obs.raw-${r.int(0, 23)} ok`,
        ],
        [
          1,
          "info",
          (r) => `[Log partition=obs.raw-${r.int(0, 23)}] Deleting segment ${r.int(100000, 999999)} (retention)`,
        ],
      ],
    },
    {
      name: "kubelet",
      rate: 2,
      lines: [
        [
          2,
          "info",
          (r) =>
            `SyncLoop (PROBE): pod wxdata-prod/${r.pick(["forecast-api", "radar-tiler"])}-${r.hex(5)} readiness ok`,
        ],
      ],
    },
  ],
  flows: [
    {
      rate: 30,
      steps: [
        [
          "api-edge",
          (r) =>
            `10.4.${r.int(0, 9)}.${r.int(2, 250)} - - "GET /v3/current?station=${station(r)} HTTP/1.1" 200 ${r.int(400, 2000)} rt=0.0${r.int(10, 99)}`,
          0,
        ],
        ["forecast-api", (r) => `current conditions ${station(r)} assembled in ${ms(r, 5, 60)}ms`, 4],
        ["station-registry", (r) => `Station ${station(r)} resolved`, 3],
        ["metering", (r) => `Recorded 1 call for ${key(r)}`, 20],
      ],
    },
  ],
  noise: [
    [
      "obs-ingest",
      "error",
      (r) => `METAR ${station(r)} rejected: group "${r.hex(4).toUpperCase()}" not a valid visibility`,
    ],
    ["alert-dispatch", "error", (r) => `webhook sub=${r.hex(8)} returned 410 Gone, subscription disabled`],
    [
      "radar-tiler",
      "warn",
      (r) =>
        `sweep ${r.hex(6)} from site ${r.pick(["KOKX", "KLOT", "NL-DHL"])} missing elevation 0.5, tile filled with nodata`,
    ],
  ],
};
