// The four made-up companies of quiet47: two map providers and two weather companies. Each service has a role
// (what the noise and the scenarios refer to), a runtime (how it words failures and traces) and healthy lines.
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp" | "nginx";
export type Domain = "maps" | "wx";

export interface Svc {
  name: string;
  role: string;
  rt: Runtime;
  /** one healthy line for a request passing through (null: logs nothing per request) */
  ok: ((r: Rng) => string) | null;
}

export interface Estate {
  key: string;
  company: string;
  domain: Domain;
  ns: string;
  /** request ids propagate across services */
  ids: boolean;
  services: Svc[];
  /** request paths as role chains, edge first, with a weight */
  routes: { chain: string[]; w: number; path: (r: Rng) => string }[];
  /** the service that logs one harmless error or warning at a constant rate from the first second */
  noisy: { role: string; everySec: number; level: "warn" | "error"; msg: (r: Rng) => string };
  /** periodic jobs: role, period, line */
  jobs: { role: string; everySec: number; msg: (r: Rng) => string }[];
  /** version strings for unrelated deploys */
  versions: string[];
}

const lat = (r: Rng, base: number) => (base + r.f() * 2).toFixed(5);
const ms = (r: Rng, lo: number, hi: number) => r.i(lo, hi);
const z = (r: Rng) => r.i(3, 16);
const CITIES = ["Utrecht", "Leeds", "Porto", "Graz", "Aarhus", "Lyon", "Tampere", "Cork", "Brno", "Ghent"];
const STREETS = ["Kerkstraat", "Mill Lane", "Rua da Alegria", "Hauptplatz", "Vestergade", "Rue Merciere", "Station Rd"];

const CARTOLINE: Estate = {
  key: "cartoline",
  company: "Cartoline Maps",
  domain: "maps",
  ns: "maps-prod",
  ids: true,
  services: [
    { name: "maps-edge", role: "gw", rt: "nginx", ok: null },
    {
      name: "tile-front",
      role: "tiles",
      rt: "go",
      ok: (r) => {
        const zz = z(r);
        return `tile served z=${zz} x=${r.i(0, 2 ** zz - 1)} y=${r.i(0, 2 ** zz - 1)} style=streets-v9 cache=${r.p(["HIT", "HIT", "HIT", "MISS"])} bytes=${r.i(900, 61000)} dur=${ms(r, 1, 40)}ms`;
      },
    },
    {
      name: "renderd",
      role: "render",
      rt: "cpp",
      ok: (r) =>
        `Rendered metatile z${r.i(12, 17)} ${r.i(1000, 90000)},${r.i(1000, 90000)} style=streets-v9 in ${ms(r, 80, 900)} ms (queue=${r.i(0, 40)})`,
    },
    {
      name: "geocoder",
      role: "geocode",
      rt: "python",
      ok: (r) =>
        `forward q="${r.i(1, 240)} ${r.p(STREETS)}, ${r.p(CITIES)}" results=${r.i(1, 5)} best=${r.p(["house", "street", "place"])} took=${ms(r, 12, 90)}ms`,
    },
    {
      name: "route-engine",
      role: "route",
      rt: "cpp",
      ok: (r) =>
        `[info] route profile=car coords=${r.i(2, 4)} distance=${r.i(800, 90000)}m duration=${r.i(120, 5000)}s alternatives=${r.i(0, 2)} ${ms(r, 3, 60)}ms`,
    },
    {
      name: "traffic-speeds",
      role: "traffic",
      rt: "java",
      ok: (r) =>
        `Applied ${r.i(800, 5000)} speed observations to segment table (partition ${r.i(0, 11)}) in ${ms(r, 5, 80)} ms`,
    },
    {
      name: "keys-registry",
      role: "keys",
      rt: "go",
      ok: (r) =>
        `key check ok key=pk.${r.hex(8)}… scopes=${r.p(["tiles", "tiles,geocode", "directions"])} cached=${r.c(0.9)}`,
    },
    {
      name: "osm-importer",
      role: "import",
      rt: "python",
      ok: (r) => `replication: applied diff ${r.i(6100000, 6100400)} (${r.i(200, 4000)} changes) lag=${r.i(40, 200)}s`,
    },
    {
      name: "style-studio",
      role: "style",
      rt: "ruby",
      ok: (r) =>
        `Completed 200 OK in ${ms(r, 8, 60)}ms (Views: ${ms(r, 1, 10)}.2ms | ActiveRecord: ${ms(r, 1, 9)}.7ms)`,
    },
  ],
  routes: [
    { chain: ["gw", "keys", "tiles"], w: 6, path: (r) => `/v4/streets-v9/${z(r)}/${r.i(0, 4000)}/${r.i(0, 4000)}.mvt` },
    {
      chain: ["gw", "keys", "tiles", "render"],
      w: 1,
      path: (r) => `/v4/satellite-hybrid/${r.i(12, 17)}/${r.i(0, 90000)}/${r.i(0, 90000)}@2x.png`,
    },
    {
      chain: ["gw", "keys", "geocode"],
      w: 2,
      path: (r) => `/geocoding/v5/places/${encodeURIComponent(r.p(CITIES))}.json`,
    },
    {
      chain: ["gw", "keys", "route", "traffic"],
      w: 2,
      path: (r) => `/directions/v5/driving-traffic/${lat(r, 4)},${lat(r, 52)};${lat(r, 4)},${lat(r, 52)}`,
    },
    { chain: ["gw", "style"], w: 1, path: (r) => `/styles/v1/acme-${r.i(10, 99)}/streets-custom` },
  ],
  noisy: {
    role: "geocode",
    everySec: 9,
    level: "error",
    msg: (r) =>
      `libpostal: failed to parse address component 'unit' in "${r.i(1, 99)} ${r.p(STREETS)} ${r.p(["apt", "unit", "flat", "#"])}${r.i(1, 9)}?", falling back to free-text search`,
  },
  jobs: [
    { role: "import", everySec: 60, msg: (r) => `osm2pgsql: expiring ${r.i(300, 4000)} tiles at z12-z17 after diff` },
    {
      role: "traffic",
      everySec: 30,
      msg: (r) => `Segment speed snapshot ${r.hex(6)} published (${r.i(150000, 180000)} segments)`,
    },
    {
      role: "render",
      everySec: 45,
      msg: (r) => `Metatile cache stats: ${r.i(80, 95)}% hit, ${r.i(20, 120)} dirty queued`,
    },
  ],
  versions: ["2026.6.3", "2026.6.4", "1.41.0", "1.41.1"],
};

const WAYFARER: Estate = {
  key: "wayfarer",
  company: "Wayfarer Navigation",
  domain: "maps",
  ns: "wayfarer",
  ids: false,
  services: [
    {
      name: "nav-bff",
      role: "gw",
      rt: "node",
      ok: (r) =>
        `${r.p(["GET", "GET", "POST"])} ${r.p(["/v2/route", "/v2/eta", "/v2/search", "/v2/tiles"])} 200 ${ms(r, 20, 400)}ms`,
    },
    {
      name: "directions-api",
      role: "route",
      rt: "dotnet",
      ok: (r) => `Route computed for profile driving in ${ms(r, 8, 120)} ms (legs: ${r.i(1, 4)}, traffic: on)`,
    },
    {
      name: "eta-service",
      role: "eta",
      rt: "go",
      ok: (r) =>
        `eta computed legs=${r.i(1, 4)} eta_s=${r.i(90, 7000)} speeds_age=${r.i(10, 90)}s took=${ms(r, 2, 30)}ms`,
    },
    {
      name: "traffic-ingest",
      role: "traffic",
      rt: "java",
      ok: (r) =>
        `Consumed ${r.i(200, 2000)} probe records from probes-eu partition ${r.i(0, 23)}, map-matched ${r.i(80, 99)}%`,
    },
    {
      name: "places-search",
      role: "search",
      rt: "java",
      ok: (r) =>
        `search q='${r.p(["coffee", "fuel", "pharmacy", "parking", "ev charger"])}' near ${lat(r, 51)},${lat(r, 5)} hits=${r.i(0, 40)} took=${ms(r, 4, 60)}ms`,
    },
    {
      name: "geocode-svc",
      role: "geocode",
      rt: "python",
      ok: (r) =>
        `reverse ${lat(r, 51)},${lat(r, 5)} -> "${r.p(STREETS)} ${r.i(1, 200)}, ${r.p(CITIES)}" (${ms(r, 5, 50)}ms)`,
    },
    {
      name: "vector-tiles",
      role: "tiles",
      rt: "go",
      ok: (r) => `served /${z(r)}/${r.i(0, 9000)}/${r.i(0, 9000)}.pbf layer=basemap size=${r.i(2, 90)}KiB`,
    },
    {
      name: "quota-ledger",
      role: "keys",
      rt: "ruby",
      ok: (r) => `usage recorded account=acct_${r.hex(6)} units=${r.i(1, 20)} window=day remaining=${r.i(1000, 90000)}`,
    },
    {
      name: "mapdata-pipeline",
      role: "import",
      rt: "python",
      ok: (r) => `stage=conflate batch=${r.i(1, 900)} features=${r.i(200, 9000)} ok`,
    },
  ],
  routes: [
    { chain: ["gw", "keys", "route", "eta"], w: 4, path: () => "/v2/route" },
    { chain: ["gw", "keys", "search", "geocode"], w: 2, path: () => "/v2/search" },
    { chain: ["gw", "tiles"], w: 5, path: () => "/v2/tiles" },
    { chain: ["gw", "eta"], w: 2, path: () => "/v2/eta" },
  ],
  noisy: {
    role: "traffic",
    everySec: 6,
    level: "warn",
    msg: (r) =>
      `Dropped ${r.i(3, 60)} probe points from provider fleet-${r.p(["tomtom", "inrix", "here", "oem7"])}: speed ${r.i(251, 400)} km/h exceeds plausibility limit`,
  },
  jobs: [
    {
      role: "traffic",
      everySec: 60,
      msg: (r) => `Committed offsets for group traffic-ingest-v3: ${r.i(24, 24)} partitions, lag max=${r.i(0, 900)}`,
    },
    { role: "import", everySec: 90, msg: (r) => `checkpoint written s3://wf-mapdata/checkpoints/${r.hex(8)}.parquet` },
    {
      role: "keys",
      everySec: 120,
      msg: (r) =>
        `[ActiveJob] [UsageRollupJob] Performed UsageRollupJob (Job ID: ${r.hex(8)}) from Sidekiq(default) in ${r.i(200, 900)}ms`,
    },
  ],
  versions: ["v5.12.0", "v5.12.1", "3.8.2", "3.9.0"],
};

const NIMBUS: Estate = {
  key: "nimbus",
  company: "Nimbus Weather",
  domain: "wx",
  ns: "nimbus-prod",
  ids: true,
  services: [
    {
      name: "wx-api",
      role: "gw",
      rt: "node",
      ok: (r) =>
        `GET ${r.p(["/v3/forecast/hourly", "/v3/forecast/daily", "/v3/nowcast", "/v3/alerts", "/v3/radar/frames"])} 200 ${ms(r, 15, 300)}ms`,
    },
    {
      name: "forecast-svc",
      role: "forecast",
      rt: "java",
      ok: (r) =>
        `Point forecast ${lat(r, 47)},${lat(r, 8)} run=gfs/${r.p(["00", "06"])}z blend=nbm hours=${r.p([48, 240])} in ${ms(r, 4, 60)} ms`,
    },
    {
      name: "nowcast",
      role: "nowcast",
      rt: "python",
      ok: (r) =>
        `nowcast served tile ${r.i(0, 4000)} lead=${r.p([0, 15, 30, 60, 90])}min frames=12 (${ms(r, 5, 40)}ms)`,
    },
    {
      name: "radar-mosaic",
      role: "radar",
      rt: "go",
      ok: (r) => `mosaic frame composed sites=${r.i(138, 143)}/143 frame=${r.i(1000, 9999)} dur=${ms(r, 300, 1500)}ms`,
    },
    {
      name: "model-ingest",
      role: "ingest",
      rt: "python",
      ok: (r) => `fetched gfs.t00z.pgrb2.0p25.f${String(r.i(0, 384)).padStart(3, "0")} (${r.i(400, 560)} MB) idx ok`,
    },
    {
      name: "alert-router",
      role: "alerts",
      rt: "java",
      ok: (r) => `Matched CAP alert urn:oid:2.49.0.1.840.0.${r.hex(10)} to ${r.i(0, 4000)} subscriptions`,
    },
    {
      name: "push-relay",
      role: "push",
      rt: "node",
      ok: (r) => `fcm batch sent success=${r.i(200, 500)} failure=0 topic=alerts-${r.p(["us", "eu"])}`,
    },
    {
      name: "obs-collector",
      role: "obs",
      rt: "go",
      ok: (r) => `ingested METAR batch stations=${r.i(80, 400)} late=${r.i(0, 4)}`,
    },
    {
      name: "account-svc",
      role: "keys",
      rt: "dotnet",
      ok: (r) =>
        `API key validated for tenant t-${r.hex(5)} plan=${r.p(["free", "pro", "enterprise"])} (${ms(r, 1, 8)} ms)`,
    },
  ],
  routes: [
    { chain: ["gw", "keys", "forecast"], w: 5, path: () => "/v3/forecast" },
    { chain: ["gw", "keys", "nowcast", "radar"], w: 2, path: () => "/v3/nowcast" },
    { chain: ["gw", "keys", "alerts"], w: 1, path: () => "/v3/alerts" },
    { chain: ["alerts", "push"], w: 1, path: () => "push" },
  ],
  noisy: {
    role: "obs",
    everySec: 7,
    level: "error",
    msg: (r) =>
      `decode METAR failed station=${r.p(["KQSA", "ZBAA", "LFRN", "EGPN", "SBGL"])}: unexpected group "${r.p(["RMK", "AO2", "SLPNO", "$", "/////KT"])}" at pos ${r.i(10, 80)}`,
  },
  jobs: [
    {
      role: "radar",
      everySec: 120,
      msg: (r) => `published mosaic set latest=${r.i(1000, 9999)} frames=24 to gs://nimbus-radar/mosaic/`,
    },
    {
      role: "ingest",
      everySec: 75,
      msg: (r) => `inventory poll: gfs.${r.i(20260600, 20260630)} 00z complete through f${r.i(100, 384)}`,
    },
    { role: "forecast", everySec: 60, msg: (r) => `Cache warmer: ${r.i(1000, 5000)} hot points refreshed` },
  ],
  versions: ["4.20.0", "4.20.1", "2026.06.12-1", "2026.06.12-2"],
};

const STORMLINE: Estate = {
  key: "stormline",
  company: "Stormline Analytics",
  domain: "wx",
  ns: "stormline",
  ids: false,
  services: [
    {
      name: "b2b-gateway",
      role: "gw",
      rt: "go",
      ok: (r) =>
        `method=GET path=${r.p(["/point", "/route-risk", "/alerts", "/lightning"])} status=200 dur=${ms(r, 10, 350)}ms`,
    },
    {
      name: "point-forecast",
      role: "forecast",
      rt: "java",
      ok: (r) =>
        `Served point forecast model=ecmwf-ifs run=${r.p(["00", "12"])} cells=${r.i(1, 9)} (${ms(r, 3, 40)} ms)`,
    },
    {
      name: "route-risk",
      role: "nowcast",
      rt: "dotnet",
      ok: (r) => `Route risk scored: ${r.i(20, 400)} segments, max hazard ${r.p(["none", "low", "moderate"])}`,
    },
    {
      name: "grib-loader",
      role: "ingest",
      rt: "python",
      ok: (r) =>
        `Loaded ecmwf step ${r.i(0, 240)} param=${r.p(["2t", "tp", "10u", "10v", "msl"])} into zarr in ${ms(r, 200, 900)}ms`,
    },
    {
      name: "radar-compositor",
      role: "radar",
      rt: "cpp",
      ok: (r) => `composite ${r.p(["EU", "NA"])} frame ${r.i(1000, 9999)} ok, ${r.i(90, 99)}% coverage`,
    },
    {
      name: "severe-alerts",
      role: "alerts",
      rt: "python",
      ok: (r) => `evaluated ${r.i(50, 900)} customer polygons against hazards: ${r.i(0, 3)} matches`,
    },
    { name: "lightning-feed", role: "obs", rt: "go", ok: (r) => `strokes received count=${r.i(0, 300)} window=10s` },
    {
      name: "webhook-sender",
      role: "push",
      rt: "ruby",
      ok: (r) => `delivered webhook sub=whk_${r.hex(6)} status=200 in ${ms(r, 40, 400)}ms`,
    },
    {
      name: "usage-billing",
      role: "keys",
      rt: "ruby",
      ok: (r) => `metered request account=${r.i(1000, 9999)} product=${r.p(["point", "route-risk", "alerts"])}`,
    },
  ],
  routes: [
    { chain: ["gw", "keys", "forecast"], w: 5, path: () => "/point" },
    { chain: ["gw", "keys", "nowcast", "forecast"], w: 2, path: () => "/route-risk" },
    { chain: ["gw", "alerts"], w: 1, path: () => "/alerts" },
    { chain: ["alerts", "push"], w: 1, path: () => "webhook" },
  ],
  noisy: {
    role: "push",
    everySec: 8,
    level: "error",
    msg: (r) =>
      `Webhook delivery failed sub=whk_${r.p(["4be21c", "90a7fe", "c1d003"])} url=https://${r.p(["hooks.farmco.example", "ops.fleetx.example", "alerts.citywater.example"])}/wx: Net::OpenTimeout (execution expired), will retry`,
  },
  jobs: [
    { role: "ingest", everySec: 90, msg: (r) => `poll ecmwf dissemination: ${r.i(0, 12)} new files` },
    { role: "radar", everySec: 60, msg: (r) => `stats frames=${r.i(50, 60)}/h sites_online=${r.i(180, 190)}` },
    { role: "keys", everySec: 100, msg: (r) => `UsageFlushJob flushed ${r.i(500, 9000)} counters to postgres` },
  ],
  versions: ["1.88.0", "1.88.1", "0.31.4", "0.32.0"],
};

export const ESTATES: Estate[] = [CARTOLINE, NIMBUS, WAYFARER, STORMLINE];

export function svcOf(e: Estate, role: string): Svc {
  const s = e.services.find((x) => x.role === role);
  if (!s) throw new Error(`${e.key}: no service with role ${role}`);
  return s;
}
