// The four made-up companies: their services, runtimes, request flows, steady background and domain noise.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "node" | "go" | "java" | "python" | "dotnet" | "ruby" | "cpp";
export type Line = [Level, string];

export interface Service {
  name: string;
  rt: Runtime;
  /** one normal request line (the service's share of a flow) */
  req: (r: Rng) => Line;
  /** path callers use for it */
  path: (r: Rng) => string;
  port: number;
}

export interface Estate {
  key: string;
  namespace: string;
  traced: boolean;
  services: Service[];
  /** request flows: first element is the entry service */
  flows: string[][];
  /** callee -> services that call it and log when it fails */
  callers: Record<string, string[]>;
  /** periodic jobs: [service, every seconds, line] */
  jobs: [string, number, (r: Rng) => Line][];
  /** harmless domain noise: [service, mean seconds between, line] */
  noise: [string, number, (r: Rng) => Line][];
  /** the one noisy service with a constant harmless error or warning */
  noisy: [string, number, (r: Rng) => Line];
  /** deprecation warnings */
  deprecations: [string, string][];
  /** unrelated deploys / reloads: [service, lines] */
  deploys: [string, (r: Rng) => Line[]][];
}

const n = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const lat = (r: Rng) => (51.8 + r.next() * 1.4).toFixed(5);
const lon = (r: Rng) => (4.1 + r.next() * 2.2).toFixed(5);
const tile = (r: Rng) => {
  const z = n(r, 8, 16);
  const span = 2 ** z;
  const x = Math.floor(span * (0.51 + r.next() * 0.01));
  const y = Math.floor(span * (0.33 + r.next() * 0.01));
  return { z, x, y, s: `${z}/${x}/${y}` };
};
const streets = ["Kerkstraat", "Dorpsstraat", "Stationsweg", "Molenweg", "Havenkade", "Lindenlaan", "Prinsengracht"];
const cities = ["Utrecht", "Zwolle", "Leiden", "Arnhem", "Haarlem", "Amersfoort", "Delft", "Breda"];
const key = (r: Rng) => `k_${r.hex(10)}`;
const stamp = (r: Rng) => `${n(r, 10, 23)}:${String(n(r, 0, 11) * 5).padStart(2, "0")}Z`;
const wfo = ["KLOT", "KDMX", "KILX", "KMKX", "KIND", "KDVN", "KGRR", "KEAX"];
const urn = (r: Rng) => `urn:oid:2.49.0.1.840.0.${r.hex(40)}.001.1`;
const events = ["Severe Thunderstorm Warning", "Flood Advisory", "Special Weather Statement", "Wind Advisory"];

export const TESSERA: Estate = {
  key: "tessera",
  namespace: "tessera-prod",
  traced: true,
  services: [
    {
      name: "tile-edge",
      rt: "node",
      port: 8080,
      path: () => "/",
      req: (r) => {
        const t = tile(r);
        const kind = r.pick(["streets-v9.pbf", "streets-v9.pbf", "satellite@2x.webp", "terrain-rgb.png"]);
        return [
          "INFO",
          `GET /v4/${kind.split(".")[0]}/${t.s}.${kind.split(".")[1]} 200 ${n(r, 3, 90)}ms cache=${r.pick(["HIT", "HIT", "HIT", "MISS"])}`,
        ];
      },
    },
    {
      name: "vector-tiles",
      rt: "go",
      port: 3000,
      path: (r) => `/streets-v9/${tile(r).s}.pbf`,
      req: (r) => [
        "INFO",
        `served tile streets-v9 ${tile(r).s} (${(r.next() * 90 + 4).toFixed(1)} KiB, ${n(r, 2, 40)}ms)`,
      ],
    },
    {
      name: "raster-render",
      rt: "cpp",
      port: 7070,
      path: (r) => `/render/satellite/${tile(r).s}`,
      req: (r) => ["INFO", `[mapnik] rendered metatile ${tile(r).s} 8x8 in ${n(r, 300, 2400)} ms (style=hybrid-v4)`],
    },
    {
      name: "render-queue",
      rt: "python",
      port: 5555,
      path: () => "/enqueue",
      req: (r) => [
        "INFO",
        `Task tiles.tasks.render_metatile[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] succeeded in ${(r.next() * 2.5 + 0.2).toFixed(3)}s: None`,
      ],
    },
    {
      name: "geocoder",
      rt: "java",
      port: 4000,
      path: () => "/v1/search",
      req: (r) =>
        r.chance(0.3)
          ? ["INFO", `GET /v1/reverse?point.lat=${lat(r)}&point.lon=${lon(r)} 200 ${n(r, 8, 60)}ms results=1`]
          : [
              "INFO",
              `GET /v1/search?text=${r.pick(streets)}+${n(r, 1, 180)}+${r.pick(cities)} 200 ${n(r, 9, 120)}ms results=${n(r, 1, 10)}`,
            ],
    },
    {
      name: "cdn-purge",
      rt: "go",
      port: 9100,
      path: () => "/purge",
      req: (r) => [
        "INFO",
        `purged ${n(r, 10, 400)} surrogate keys (streets-v9 z${n(r, 10, 12)}-${n(r, 13, 15)}) in ${n(r, 80, 700)}ms`,
      ],
    },
    {
      name: "osm-import",
      rt: "python",
      port: 8000,
      path: () => "/state",
      req: (r) => [
        "INFO",
        `applied replication diff ${n(r, 6120000, 6129999)} (${n(r, 400, 4000)} changes) in ${(r.next() * 14 + 2).toFixed(1)}s, lag ${n(r, 40, 160)}s`,
      ],
    },
    {
      name: "usage-meter",
      rt: "ruby",
      port: 3001,
      path: () => "/v1/usage",
      req: (r) => ["INFO", `counted map load for token pk.${r.hex(12)} (session ${r.hex(6)})`],
    },
    {
      name: "style-server",
      rt: "node",
      port: 8081,
      path: () => "/styles/v1/streets-v9",
      req: (r) => [
        "INFO",
        `GET /styles/v1/${r.pick(["streets-v9", "outdoor-v3", "dark-v2"])} 200 ${n(r, 1, 9)}ms etag=W/"${r.hex(8)}"`,
      ],
    },
  ],
  flows: [
    ["tile-edge", "vector-tiles"],
    ["tile-edge", "vector-tiles"],
    ["tile-edge", "vector-tiles", "usage-meter"],
    ["tile-edge", "render-queue", "raster-render"],
    ["tile-edge", "geocoder"],
    ["tile-edge", "style-server", "usage-meter"],
  ],
  callers: {
    "vector-tiles": ["tile-edge"],
    "raster-render": ["render-queue", "tile-edge"],
    "render-queue": ["tile-edge"],
    geocoder: ["tile-edge"],
    "cdn-purge": ["render-queue", "osm-import"],
    "usage-meter": ["tile-edge"],
    "style-server": ["tile-edge"],
    "osm-import": ["render-queue"],
  },
  jobs: [
    [
      "osm-import",
      60,
      (r) => [
        "INFO",
        `applied replication diff ${n(r, 6120000, 6129999)} (${n(r, 400, 4000)} changes) in ${(r.next() * 14 + 2).toFixed(1)}s, lag ${n(r, 40, 160)}s`,
      ],
    ],
    [
      "cdn-purge",
      30,
      (r) => [
        "INFO",
        `purged ${n(r, 10, 400)} surrogate keys (streets-v9 z${n(r, 10, 12)}-${n(r, 13, 15)}) in ${n(r, 80, 700)}ms`,
      ],
    ],
    [
      "render-queue",
      20,
      (r) => [
        "INFO",
        `celery@render-queue-${n(r, 0, 3)} ready. queue depth render=${n(r, 0, 40)} expire=${n(r, 0, 300)}`,
      ],
    ],
    [
      "usage-meter",
      15,
      (r) => [
        "INFO",
        `flushed ${n(r, 200, 3000)} usage records for ${n(r, 40, 400)} tokens to ledger (${n(r, 4, 30)}ms)`,
      ],
    ],
    ["vector-tiles", 10, () => ["INFO", "GET /health 200 0.4ms"]],
    ["geocoder", 10, (r) => ["INFO", `GET /status 200 ${n(r, 1, 3)}ms`]],
  ],
  noise: [
    [
      "tile-edge",
      6,
      (r) => {
        const z = n(r, 15, 18);
        return [
          "INFO",
          `GET /v4/streets-v9/${z}/${n(r, 2 ** z - 100, 2 ** z)}/${n(r, 0, 40)}.pbf 404 1ms tile outside tileset bounds`,
        ];
      },
    ],
    [
      "geocoder",
      9,
      (r) => [
        "WARN",
        `no match for '${r.pick(streets)} ${n(r, 200, 999)}, ${n(r, 1000, 9999)} ${r.hex(2).toUpperCase()} ${r.pick(cities)}' (layers=address, country=NLD)`,
      ],
    ],
    [
      "vector-tiles",
      25,
      (r) => ["WARN", `tile ${tile(r).s} exceeds 500 KiB soft limit (${n(r, 501, 720)} KiB), layer landuse simplified`],
    ],
  ],
  noisy: [
    "style-server",
    4,
    (r) => [
      "ERROR",
      `sprite 'poi-${r.pick(["ferry-terminal", "windmill", "charging-station"])}' missing in sprite sheet outdoor-v3@2x, rendering fallback icon`,
    ],
  ],
  deprecations: [
    [
      "tile-edge",
      "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    ],
    ["geocoder", "WARN o.s.b.a.o.j.JpaBaseConfiguration: spring.jpa.open-in-view is enabled by default."],
    ["usage-meter", "DEPRECATION WARNING: `Redis#sadd` with a single member will return an Integer in redis-rb 5.0."],
  ],
  deploys: [
    [
      "style-server",
      (r) => [
        ["INFO", `starting style-server v3.${n(r, 10, 30)}.${n(r, 0, 9)} (node v20.11.1)`],
        ["INFO", "loaded 3 styles, 2 sprite sheets, 14 font stacks"],
        ["INFO", "listening on :8081"],
      ],
    ],
    [
      "usage-meter",
      (r) => [
        ["INFO", `Puma starting in cluster mode... version 6.4.2, release ${r.hex(7)}`],
        ["INFO", "* Workers: 4, Listening on http://0.0.0.0:3001"],
      ],
    ],
    [
      "cdn-purge",
      () => [
        ["INFO", "received SIGHUP, reloading /etc/cdn-purge/config.yaml"],
        ["INFO", "config reloaded: 2 services, batch size 256"],
      ],
    ],
  ],
};

export const WAYFARE: Estate = {
  key: "wayfare",
  namespace: "wayfare-routing",
  traced: false,
  services: [
    {
      name: "route-gw",
      rt: "node",
      port: 8080,
      path: () => "/",
      req: (r) => [
        "INFO",
        `${r.pick(["POST /route/v1/driving", "POST /route/v1/driving", "POST /matrix/v1/truck", "GET /reverse/v1"])} 200 ${n(r, 12, 240)}ms`,
      ],
    },
    {
      name: "osrm-car",
      rt: "cpp",
      port: 5000,
      path: (r) => `/route/v1/driving/${lon(r)},${lat(r)};${lon(r)},${lat(r)}`,
      req: (r) => [
        "INFO",
        `[info] ${n(r, 2, 60)}.${n(r, 10, 99)}ms 10.20.${n(r, 0, 9)}.${n(r, 2, 250)} - node-fetch/1.0 200 /route/v1/driving/${lon(r)},${lat(r)};${lon(r)},${lat(r)}?overview=false&alternatives=false`,
      ],
    },
    {
      name: "valhalla-matrix",
      rt: "cpp",
      port: 8002,
      path: () => "/sources_to_targets",
      req: (r) => [
        "INFO",
        `[INFO] thor::matrix ${n(r, 2, 25)}x${n(r, 2, 25)} costing=truck done in ${n(r, 20, 400)}ms`,
      ],
    },
    {
      name: "traffic-feed",
      rt: "go",
      port: 9090,
      path: () => "/v1/speeds",
      req: (r) => ["INFO", `served speeds for ${n(r, 20, 400)} segments (snapshot age ${n(r, 20, 70)}s)`],
    },
    {
      name: "eta-predict",
      rt: "python",
      port: 8500,
      path: () => "/predict",
      req: (r) => ["INFO", `predicted eta for ${n(r, 1, 40)} legs model=gbm-2026-11-02 p50_err=${n(r, 20, 60)}s`],
    },
    {
      name: "revgeo",
      rt: "java",
      port: 8090,
      path: () => "/reverse",
      req: (r) => [
        "INFO",
        `reverse ${lat(r)},${lon(r)} -> '${r.pick(streets)} ${n(r, 1, 120)}, ${r.pick(cities)}' (${n(r, 3, 40)}ms)`,
      ],
    },
    {
      name: "fleet-portal",
      rt: "ruby",
      port: 3000,
      path: () => "/",
      req: (r) => [
        "INFO",
        `Completed 200 OK in ${n(r, 30, 400)}ms (Views: ${(r.next() * 30).toFixed(1)}ms | ActiveRecord: ${(r.next() * 40).toFixed(1)}ms | Allocations: ${n(r, 2000, 40000)})`,
      ],
    },
    {
      name: "quota-svc",
      rt: "dotnet",
      port: 5080,
      path: () => "/quota/check",
      req: (r) => ["INFO", `Quota check for key ${key(r)}: ${n(r, 100, 49000)}/50000 requests (plan=growth)`],
    },
    {
      name: "map-matcher",
      rt: "go",
      port: 9300,
      path: () => "/match",
      req: (r) => [
        "INFO",
        `matched ${n(r, 40, 900)} gps points to ${n(r, 5, 80)} edges confidence=${(0.8 + r.next() * 0.19).toFixed(2)}`,
      ],
    },
  ],
  flows: [
    ["route-gw", "quota-svc", "osrm-car", "eta-predict"],
    ["route-gw", "quota-svc", "osrm-car"],
    ["route-gw", "quota-svc", "valhalla-matrix"],
    ["route-gw", "revgeo"],
    ["fleet-portal", "map-matcher", "revgeo"],
    ["fleet-portal"],
  ],
  callers: {
    "osrm-car": ["route-gw"],
    "valhalla-matrix": ["route-gw"],
    "traffic-feed": ["eta-predict"],
    "eta-predict": ["route-gw"],
    revgeo: ["route-gw", "fleet-portal"],
    "quota-svc": ["route-gw"],
    "map-matcher": ["fleet-portal"],
    "fleet-portal": [],
    "route-gw": [],
  },
  jobs: [
    [
      "traffic-feed",
      30,
      (r) => ["INFO", `ingested ${n(r, 14000, 22000)} segment speeds from vendor snapshot (lag ${n(r, 25, 70)}s)`],
    ],
    [
      "fleet-portal",
      45,
      (r) => [
        "INFO",
        `[ActiveJob] [GeofenceDigestJob] Performed GeofenceDigestJob (Job ID: ${r.hex(8)}-${r.hex(4)}) from Sidekiq(default) in ${n(r, 40, 900)}ms`,
      ],
    ],
    ["quota-svc", 60, (r) => ["INFO", `Flushed ${n(r, 300, 2000)} counters to store in ${n(r, 5, 60)} ms`]],
    ["osrm-car", 15, (r) => ["INFO", `[info] 0.${n(r, 10, 99)}ms 10.20.0.1 - kube-probe/1.29 200 /health`]],
    ["eta-predict", 15, () => ["INFO", '10.20.0.1 - - "GET /healthz HTTP/1.1" 200 2']],
  ],
  noise: [
    [
      "route-gw",
      11,
      (r) => [
        "WARN",
        `NoRoute: Impossible route between points (${(53.2 + r.next()).toFixed(4)},${(3.1 + r.next()).toFixed(4)} -> ${lat(r)},${lon(r)}) profile=car`,
      ],
    ],
    ["quota-svc", 20, (r) => ["WARN", `Key ${key(r)} exceeded plan quota (free: 2500/2500 per day), responding 429`]],
    [
      "osrm-car",
      30,
      (r) => [
        "INFO",
        `[info] ${n(r, 1, 9)}.${n(r, 10, 99)}ms 10.20.3.14 - node-fetch/1.0 400 /route/v1/driving/${(r.next() * 400 - 200).toFixed(3)},${lat(r)};${lon(r)},${lat(r)}`,
      ],
    ],
  ],
  noisy: [
    "map-matcher",
    3,
    (r) => ["WARN", `trace ${r.hex(12)}: dropped ${n(r, 1, 9)} points with implied speed > 250 km/h (gps jitter)`],
  ],
  deprecations: [
    [
      "fleet-portal",
      "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone` is deprecated and will be removed in Rails 7.2.",
    ],
    ["eta-predict", "FutureWarning: The default value of numeric_only in DataFrameGroupBy.mean is deprecated."],
    [
      "quota-svc",
      "warn: Microsoft.AspNetCore.Server.Kestrel[0] Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.",
    ],
  ],
  deploys: [
    [
      "eta-predict",
      (r) => [
        ["INFO", `[${n(r, 1, 99)}] [INFO] Starting gunicorn 21.2.0`],
        ["INFO", "[1] [INFO] Listening at: http://0.0.0.0:8500 (1)"],
        ["INFO", "loaded model gbm-2026-11-02 (41.2 MB)"],
      ],
    ],
    [
      "fleet-portal",
      (r) => [
        ["INFO", `=> Booting Puma (release ${r.hex(7)})`],
        ["INFO", "* Listening on http://0.0.0.0:3000"],
      ],
    ],
    ["map-matcher", () => [["INFO", "config reload: sampling_interval=5s search_radius=35m"]]],
  ],
};

export const NIMBUS: Estate = {
  key: "nimbus",
  namespace: "nimbus-wx",
  traced: true,
  services: [
    {
      name: "wx-gateway",
      rt: "node",
      port: 8080,
      path: () => "/",
      req: (r) => [
        "INFO",
        `${r.pick(["GET /v3/forecast/hourly", "GET /v3/forecast/daily", "GET /v3/nowcast", "GET /v3/tiles/radar"])} 200 ${n(r, 8, 180)}ms key=${key(r)}`,
      ],
    },
    {
      name: "forecast-api",
      rt: "java",
      port: 8080,
      path: (r) => `/internal/forecast?lat=${lat(r)}&lon=${lon(r)}`,
      req: (r) => [
        "INFO",
        `forecast lat=${lat(r)} lon=${lon(r)} model=${r.pick(["ecmwf-ifs", "icon-eu", "gfs"])} run=2026113000 steps=${n(r, 24, 240)} ${n(r, 4, 60)}ms`,
      ],
    },
    {
      name: "grib-ingest",
      rt: "python",
      port: 8000,
      path: () => "/runs/latest",
      req: (r) => [
        "INFO",
        `indexed ${n(r, 300, 800)} messages from gfs.t00z.pgrb2.0p25.f${String(n(r, 0, 120)).padStart(3, "0")}`,
      ],
    },
    {
      name: "model-post",
      rt: "python",
      port: 8001,
      path: () => "/fields",
      req: (r) => [
        "INFO",
        `served field ${r.pick(["t2m", "tp", "u10", "v10", "cape"])} step +${n(r, 0, 72)}h (${r.pick(["icon-eu", "ecmwf-ifs"])}) from zarr cache in ${n(r, 2, 40)}ms`,
      ],
    },
    {
      name: "nowcast",
      rt: "python",
      port: 8002,
      path: () => "/nowcast/point",
      req: (r) => [
        "INFO",
        `nowcast point ${lat(r)},${lon(r)}: ${n(r, 0, 12)} of 12 frames wet, max ${(r.next() * 9).toFixed(1)} mm/h`,
      ],
    },
    {
      name: "radar-mosaic",
      rt: "cpp",
      port: 7000,
      path: () => "/mosaic/latest",
      req: (r) => ["INFO", `served mosaic tile ${tile(r).s} frame ${stamp(r)} (${n(r, 2, 30)} KB)`],
    },
    {
      name: "obs-collector",
      rt: "go",
      port: 9000,
      path: () => "/obs/nearest",
      req: (r) => ["INFO", `nearest obs for ${lat(r)},${lon(r)}: station 06${n(r, 200, 399)} age ${n(r, 1, 59)}m`],
    },
    {
      name: "api-keys",
      rt: "ruby",
      port: 3000,
      path: () => "/keys/validate",
      req: (r) => [
        "INFO",
        `key ${key(r)} validated plan=${r.pick(["starter", "pro", "enterprise"])} remaining=${n(r, 10, 90000)}`,
      ],
    },
    {
      name: "tile-overlay",
      rt: "node",
      port: 8090,
      path: () => "/overlay",
      req: (r) => ["INFO", `GET /overlay/radar/${stamp(r)}/${tile(r).s}.png 200 ${n(r, 2, 40)}ms`],
    },
  ],
  flows: [
    ["wx-gateway", "api-keys", "forecast-api", "model-post"],
    ["wx-gateway", "api-keys", "forecast-api", "obs-collector"],
    ["wx-gateway", "api-keys", "nowcast"],
    ["wx-gateway", "tile-overlay", "radar-mosaic"],
    ["wx-gateway", "api-keys", "forecast-api"],
  ],
  callers: {
    "forecast-api": ["wx-gateway"],
    "api-keys": ["wx-gateway"],
    "tile-overlay": ["wx-gateway"],
    "radar-mosaic": ["tile-overlay", "nowcast"],
    "grib-ingest": ["model-post"],
    "model-post": ["forecast-api"],
    nowcast: ["wx-gateway"],
    "obs-collector": ["forecast-api"],
    "wx-gateway": [],
  },
  jobs: [
    [
      "grib-ingest",
      40,
      (r) => [
        "INFO",
        `downloaded gfs.t00z.pgrb2.0p25.f${String(n(r, 0, 120)).padStart(3, "0")} (${n(r, 400, 560)}.${n(r, 0, 9)} MB) in ${(r.next() * 40 + 10).toFixed(1)}s`,
      ],
    ],
    [
      "nowcast",
      60,
      (r) => [
        "INFO",
        `nowcast cycle ${stamp(r)}: 12 frames extrapolated (pysteps S-PROG) in ${(r.next() * 5 + 2).toFixed(1)}s`,
      ],
    ],
    [
      "radar-mosaic",
      60,
      (r) => ["INFO", `mosaic ${stamp(r)} composed from ${n(r, 13, 15)}/15 sites in ${n(r, 400, 1800)} ms`],
    ],
    [
      "obs-collector",
      30,
      (r) => ["INFO", `ingested ${n(r, 1800, 2600)} METAR/SYNOP observations (${n(r, 5, 40)} rejected by qc)`],
    ],
    [
      "model-post",
      50,
      (r) => [
        "INFO",
        `post-processed icon-eu run 2026113000 step +${n(r, 0, 120)}h: ${n(r, 300, 420)} fields in ${(r.next() * 30 + 5).toFixed(1)}s`,
      ],
    ],
    ["forecast-api", 10, (r) => ["INFO", `GET /actuator/health 200 ${n(r, 1, 4)}ms`]],
  ],
  noise: [
    [
      "radar-mosaic",
      25,
      (r) => [
        "WARN",
        `skipping stale frame from ${r.pick(["DEBOO", "DEFBG", "NLHRW", "BEZAV"])} (age ${n(r, 11, 25)}m > 10m)`,
      ],
    ],
    ["api-keys", 12, (r) => ["WARN", `key ${key(r)} over plan quota (starter: 10000/day), returning 429`]],
    [
      "grib-ingest",
      90,
      (r) => [
        "WARN",
        `icon-eu run 2026113006 not yet available on opendata.dwd.de (expected ${n(r, 8, 25)} min ago), retrying in 120s`,
      ],
    ],
  ],
  noisy: [
    "obs-collector",
    3,
    (r) => [
      "ERROR",
      `station 06${n(r, 200, 399)}: METAR parse error at token 'RMK ${r.pick(["AO2A", "SLPNO", "PWINO"])}' (report skipped)`,
    ],
  ],
  deprecations: [
    [
      "forecast-api",
      "WARN o.h.e.j.e.i.JdbcEnvironmentInitiator: HHH000511: The 5.0.0 version for [org.hibernate.dialect.PostgreSQLDialect] is deprecated",
    ],
    [
      "grib-ingest",
      "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
    ],
    ["wx-gateway", "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated."],
  ],
  deploys: [
    [
      "tile-overlay",
      (r) => [
        ["INFO", `tile-overlay v1.${n(r, 20, 40)}.0 starting (node v20.11.1)`],
        ["INFO", "colour ramps loaded: radar-dbz, precip-mmh, temp"],
        ["INFO", "listening on :8090"],
      ],
    ],
    [
      "api-keys",
      (r) => [
        ["INFO", `Puma starting in cluster mode... release ${r.hex(7)}`],
        ["INFO", "* Listening on http://0.0.0.0:3000"],
      ],
    ],
    ["nowcast", () => [["INFO", "config reloaded: extrapolation=S-PROG lead_time=90min n_cascade_levels=6"]]],
  ],
};

export const STORMLINE: Estate = {
  key: "stormline",
  namespace: "stormline-alerts",
  traced: false,
  services: [
    {
      name: "cap-ingest",
      rt: "go",
      port: 9000,
      path: () => "/",
      req: (r) => ["INFO", `ingested CAP ${urn(r)} (${r.pick(events)}, ${r.pick(wfo)}) in ${n(r, 3, 40)}ms`],
    },
    {
      name: "alert-router",
      rt: "java",
      port: 8080,
      path: () => "/route",
      req: (r) => [
        "INFO",
        `routed ${r.pick(events)} ${r.pick(wfo)} to ${n(r, 1, 3)} channels, ${n(r, 20, 20000)} subscribers matched`,
      ],
    },
    {
      name: "geofence",
      rt: "go",
      port: 9100,
      path: () => "/v1/intersect",
      req: (r) => [
        "INFO",
        `intersected polygon (${n(r, 4, 60)} vertices) with ${n(r, 20, 900)} zones in ${(r.next() * 8).toFixed(1)}ms`,
      ],
    },
    {
      name: "push-sender",
      rt: "node",
      port: 8300,
      path: () => "/send",
      req: (r) => {
        const a = n(r, 20, 3000);
        return ["INFO", `fcm batch sent: ${a} messages, success=${a - n(r, 0, 4)} in ${n(r, 60, 900)}ms`];
      },
    },
    {
      name: "subscriber-store",
      rt: "dotnet",
      port: 5000,
      path: () => "/subscribers/by-zone",
      req: (r) => [
        "INFO",
        `Executed endpoint 'GET /subscribers/by-zone/{zone}' zone=${r.pick(["IL", "IA", "WI", "IN", "MO"])}C${String(n(r, 1, 199)).padStart(3, "0")} rows=${n(r, 10, 5000)} in ${n(r, 3, 60)} ms`,
      ],
    },
    {
      name: "warn-console",
      rt: "ruby",
      port: 3000,
      path: () => "/",
      req: (r) => [
        "INFO",
        `Completed 200 OK in ${n(r, 20, 300)}ms (Views: ${(r.next() * 20).toFixed(1)}ms | ActiveRecord: ${(r.next() * 30).toFixed(1)}ms)`,
      ],
    },
    {
      name: "radar-frames",
      rt: "cpp",
      port: 7100,
      path: () => "/frames/latest",
      req: (r) => [
        "INFO",
        `wrote frame ${r.pick(wfo)} ${stamp(r)} 720x720 -> /srv/frames/${r.pick(wfo)}/${r.hex(8)}.webp (${n(r, 40, 300)} KB)`,
      ],
    },
    {
      name: "lightning-feed",
      rt: "python",
      port: 8400,
      path: () => "/strokes",
      req: (r) => [
        "INFO",
        `processed ${n(r, 10, 900)} strokes (cg=${n(r, 0, 90)}) window ${n(r, 10, 23)}:${String(n(r, 0, 59)).padStart(2, "0")}:00+30s`,
      ],
    },
    {
      name: "sms-relay",
      rt: "python",
      port: 8500,
      path: () => "/sms/batch",
      req: (r) => {
        const a = n(r, 1, 400);
        return ["INFO", `submitted batch b_${r.hex(8)}: ${a} sms accepted=${a}`];
      },
    },
  ],
  flows: [
    ["cap-ingest", "alert-router", "geofence", "subscriber-store", "push-sender"],
    ["cap-ingest", "alert-router", "geofence", "subscriber-store", "sms-relay"],
    ["warn-console", "subscriber-store"],
    ["warn-console", "radar-frames"],
    ["lightning-feed", "alert-router", "geofence"],
  ],
  callers: {
    geofence: ["alert-router"],
    "subscriber-store": ["alert-router", "warn-console"],
    "push-sender": ["alert-router"],
    "sms-relay": ["alert-router"],
    "alert-router": ["cap-ingest", "lightning-feed"],
    "radar-frames": ["warn-console"],
    "cap-ingest": [],
    "lightning-feed": ["alert-router"],
  },
  jobs: [
    [
      "cap-ingest",
      30,
      (r) => [
        "INFO",
        `polled api.weather.gov/alerts/active: ${n(r, 120, 400)} active, ${n(r, 0, 6)} new, etag ${r.hex(8)}`,
      ],
    ],
    ["radar-frames", 60, (r) => ["INFO", `frame sweep done: ${n(r, 6, 8)}/8 sites fresh, oldest ${n(r, 2, 9)}m`]],
    ["subscriber-store", 20, () => ["INFO", "Health check 'sql' completed: Healthy"]],
    ["push-sender", 45, (r) => ["INFO", `pruned ${n(r, 0, 40)} unregistered tokens`]],
    ["warn-console", 15, () => ["INFO", 'Started GET "/up" for 10.40.0.1']],
  ],
  noise: [
    ["radar-frames", 40, (r) => ["WARN", `stale frame from ${r.pick(wfo)} skipped (volume scan ${n(r, 11, 20)}m old)`]],
    ["cap-ingest", 50, (r) => ["WARN", `CAP ${urn(r)}: references unknown prior alert, treating as new`]],
    ["push-sender", 30, (r) => ["WARN", `fcm: ${n(r, 1, 20)} tokens returned UNREGISTERED, scheduled for removal`]],
  ],
  noisy: [
    "lightning-feed",
    3,
    (r) => ["ERROR", `stroke ${r.hex(10)}: missing polarity field, assuming negative cloud-to-ground`],
  ],
  deprecations: [
    [
      "alert-router",
      "WARN o.s.b.c.p.m.PropertiesMigrationListener: Property 'management.metrics.export.prometheus.enabled' is deprecated",
    ],
    ["sms-relay", "DeprecationWarning: ssl.PROTOCOL_TLS is deprecated"],
    ["warn-console", "DEPRECATION WARNING: Using legacy connection handling is deprecated."],
  ],
  deploys: [
    [
      "warn-console",
      (r) => [
        ["INFO", `=> Booting Puma (release ${r.hex(7)})`],
        ["INFO", "* Listening on http://0.0.0.0:3000"],
      ],
    ],
    [
      "sms-relay",
      (r) => [
        ["INFO", `sms-relay ${n(r, 2, 4)}.${n(r, 0, 9)}.0 starting, provider=twilio region=us1`],
        ["INFO", "Uvicorn running on http://0.0.0.0:8500"],
      ],
    ],
    ["geofence", () => [["INFO", "SIGHUP: reloaded zone index (3142 county zones, 412 marine zones)"]]],
  ],
};

export const ESTATES: Record<string, Estate> = {
  tessera: TESSERA,
  wayfare: WAYFARE,
  nimbus: NIMBUS,
  stormline: STORMLINE,
};
