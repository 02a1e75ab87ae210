// Harmless things that look alarming at 3 a.m. in a map or weather estate. Each kind writes its lines into a
// window; none of them means anything is broken.
import type { Domain } from "./estates.js";
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Ctx } from "./stream.js";

export interface Noise {
  name: string;
  domain: Domain | "any";
  note: string;
  apply(ctx: Ctx): void;
}

const ip = (r: Rng) => `${r.p([81, 94, 185, 203, 66, 172])}.${r.i(0, 255)}.${r.i(0, 255)}.${r.i(1, 254)}`;
const ll = (r: Rng, a: number, b: number) => `${(a + r.f() * 2).toFixed(5)},${(b + r.f() * 2).toFixed(5)}`;

/** `count` lines spread over `dur` seconds from `at` (ms offset into the window, random when negative). */
function burst(
  ctx: Ctx,
  role: string,
  level: Level,
  count: number,
  dur: number,
  msg: (r: Rng, i: number) => string,
  at = -1,
): void {
  const { r } = ctx;
  const span = ctx.end - ctx.start;
  const t0 = ctx.start + (at >= 0 ? at : r.f() * Math.max(1, span - dur * 1000));
  for (let i = 0; i < count; i++) ctx.add(t0 + r.f() * dur * 1000, role, level, msg(r, i));
}
const steady = (ctx: Ctx, role: string, level: Level, everySec: number, msg: (r: Rng) => string) =>
  burst(ctx, role, level, Math.round((ctx.end - ctx.start) / 1000 / everySec), (ctx.end - ctx.start) / 1000, msg, 0);

export const NOISES: Noise[] = [
  {
    name: "tiles-out-of-bounds",
    domain: "maps",
    note: "a client requests tiles outside the zoom/x/y range and gets 400s",
    apply: (ctx) =>
      burst(ctx, "tiles", "error", ctx.r.i(60, 160), ctx.r.i(60, 200), (r) => {
        const zz = r.i(0, 6);
        return `invalid tile coordinate z=${zz} x=${r.i(2 ** zz, 2 ** zz + 400)} y=${r.i(0, 2 ** zz + 90)}: out of range for zoom, responding 400`;
      }),
  },
  {
    name: "geocode-no-match",
    domain: "maps",
    note: "batch geocoding job from one customer sends addresses with no match",
    apply: (ctx) =>
      burst(
        ctx,
        "geocode",
        "warn",
        ctx.r.i(120, 300),
        ctx.r.i(120, 300),
        (r) =>
          `no results for q="${r.p(["Unit 4, Plot", "c/o", "PO Box", "Lot", "Bldg"])} ${r.i(1, 9999)} ${r.p(["Industrial Est", "Zone Artisanale", "Gewerbegebiet Nord", "Business Park"])}" country=${r.p(["nl", "de", "fr", "gb"])} key=sk.batch-${r.p(["7f1e", "7f1e", "a02c"])} (returning empty FeatureCollection)`,
      ),
  },
  {
    name: "impossible-route",
    domain: "maps",
    note: "routes between islands or across closed borders return NoRoute",
    apply: (ctx) =>
      burst(ctx, "route", "error", ctx.r.i(40, 120), ctx.r.i(200, 500), (r) =>
        ctx.svc("route").rt === "cpp"
          ? `[error] route request failed: {"code":"NoRoute","message":"Impossible route between points"} coords=${ll(r, 59, 19)};${ll(r, 60, 24)}`
          : `Routing failed for request: NoRouteFound - no connection between snapped waypoints ${ll(r, 53, -6)} -> ${ll(r, 51, 3)} (ferry excluded by profile)`,
      ),
  },
  {
    name: "api-key-over-quota",
    domain: "any",
    note: "one customer key goes over its monthly quota and receives 429s",
    apply: (ctx) => {
      const key = `${ctx.e.domain === "maps" ? "pk" : "wk"}_live_${ctx.r.hex(6)}`;
      burst(
        ctx,
        "keys",
        "warn",
        ctx.r.i(150, 400),
        ctx.r.i(200, 400),
        (r) =>
          `quota exceeded key=${key}… plan=${r.p(["starter", "starter", "free"])} used=${r.i(100001, 100900)}/100000 period=2026-06 -> 429 Too Many Requests (Retry-After: ${r.i(3000, 90000)})`,
      );
    },
  },
  {
    name: "osm-invalid-geometry",
    domain: "maps",
    note: "map data import skips invalid geometries in a diff, as it does every day",
    apply: (ctx) =>
      burst(ctx, "import", "error", ctx.r.i(40, 120), ctx.r.i(30, 90), (r) =>
        r.c(0.5)
          ? `ERROR: way ${r.i(10000000, 1300000000)} is not a valid polygon: Self-intersection[${ll(r, 4, 52)}], skipped`
          : `relation ${r.i(10000, 17000000)}: missing member way ${r.i(100000, 1300000000)}, multipolygon incomplete (kept previous version)`,
      ),
  },
  {
    name: "render-backlog-after-expiry",
    domain: "maps",
    note: "a large diff marks tiles dirty; the render queue grows and drains",
    apply: (ctx) => {
      const { r } = ctx;
      const at = r.i(60, 200) * 1000;
      let depth = r.i(4000, 9000);
      for (let i = 0; i < 14; i++) {
        depth = Math.max(0, depth - r.i(300, 900));
        ctx.add(
          ctx.start + at + i * 20000,
          "tiles",
          i < 10 ? "warn" : "info",
          `render queue depth ${depth} above threshold 2000, serving stale metatiles for dirty tiles (${r.i(1, 30)}% of requests)`,
        );
      }
    },
  },
  {
    name: "stale-traffic-records",
    domain: "maps",
    note: "the traffic vendor sends a batch of late probe records, which are dropped",
    apply: (ctx) =>
      burst(
        ctx,
        "traffic",
        "warn",
        ctx.r.i(30, 90),
        ctx.r.i(60, 180),
        (r) =>
          `Discarding ${r.i(100, 3000)} speed records older than 300 s from feed ${r.p(["inrix-eu", "here-rt", "probe-oem7"])} (newest age ${r.i(301, 900)} s)`,
      ),
  },
  {
    name: "tile-cache-purge",
    domain: "maps",
    note: "a planned style publish purges the tile cache; misses and render latency spike then recover",
    apply: (ctx) => {
      const { r } = ctx;
      const at = ctx.start + r.i(60, 200) * 1000;
      ctx.add(
        at,
        "tiles",
        "warn",
        `cache purge requested by style publish (style=streets-v9 rev ${r.i(400, 499)}): invalidated ${r.i(2, 9)}.${r.i(0, 9)}M objects`,
      );
      for (let i = 0; i < 40; i++)
        ctx.add(
          at + 2000 + i * r.i(1500, 4000),
          "tiles",
          "warn",
          `slow tile z=${r.i(10, 16)} cache=MISS upstream_dur=${r.i(1200, 4800)}ms (threshold 1000ms)`,
        );
    },
  },
  {
    name: "scraper-forbidden",
    domain: "any",
    note: "a scraper with a stolen public key is refused by the referrer allow-list",
    apply: (ctx) =>
      burst(
        ctx,
        "keys",
        "error",
        ctx.r.i(80, 200),
        ctx.r.i(90, 300),
        (r) =>
          `access denied: referrer https://${r.p(["free-maps-dl.example", "tilegrab.example", "wxscrape.example"])}/ not in allow-list for key ${ctx.e.domain === "maps" ? "pk" : "wk"}.public-${r.p(["3c9a", "3c9a", "77d0"])} ip=${ip(r)} -> 403`,
      ),
  },
  {
    name: "client-disconnects",
    domain: "any",
    note: "mobile clients abort in-flight requests while panning; the edge logs 499s and broken pipes",
    apply: (ctx) =>
      burst(ctx, "gw", ctx.svc("gw").rt === "nginx" ? "info" : "warn", ctx.r.i(80, 200), ctx.r.i(100, 300), (r) =>
        ctx.svc("gw").rt === "nginx"
          ? `${ip(r)} - - "GET /v4/streets-v9/${r.i(12, 17)}/${r.i(0, 90000)}/${r.i(0, 90000)}.mvt HTTP/2.0" 499 0 "-" "WayfarerApp/8.14 (iOS 18.5)" rt=${(r.f() * 0.4).toFixed(3)} urt=-`
          : ctx.svc("gw").rt === "node"
            ? `request aborted by client: Error: aborted (code ECONNRESET) ${r.p(["GET /v2/tiles", "GET /v3/radar/frames", "GET /v2/search"])}`
            : `write tcp 10.20.${r.i(0, 9)}.${r.i(2, 200)}:8080->${ip(r)}:${r.i(30000, 60000)}: write: broken pipe`,
      ),
  },
  {
    name: "geocode-bad-coordinates",
    domain: "maps",
    note: "an app version sends lat/lon swapped; reverse geocoding raises and returns 422, with a handled traceback",
    apply: (ctx) =>
      burst(ctx, "geocode", "warn", ctx.r.i(8, 20), ctx.r.i(100, 300), (r) => {
        const lat = (90 + r.f() * 90).toFixed(4);
        return `rejecting reverse lookup (422): invalid latitude ${lat}\nTraceback (most recent call last):\n  File "/app/geocode/api/reverse.py", line 58, in reverse\n    point = Point.from_latlon(float(lat), float(lon))\n  File "/app/geocode/geo.py", line 21, in from_latlon\n    raise ValueError(f"latitude out of range: {lat}")\nValueError: latitude out of range: ${lat}`;
      }),
  },
  {
    name: "import-slow-query",
    domain: "maps",
    note: "the nightly import logs long-running but expected statements",
    apply: (ctx) =>
      burst(
        ctx,
        "import",
        "warn",
        ctx.r.i(6, 14),
        ctx.r.i(200, 400),
        (r) =>
          `slow statement (${r.i(8000, 60000)} ms): CREATE INDEX CONCURRENTLY planet_osm_polygon_way_idx_${r.hex(4)} ON planet_osm_polygon USING GIST (way)`,
      ),
  },
  {
    name: "gc-pauses",
    domain: "any",
    note: "a JVM service logs long but harmless GC pauses during a batch",
    apply: (ctx) => {
      const role = ctx.e.services.find((s) => s.rt === "java")?.role ?? "traffic";
      burst(
        ctx,
        role,
        "warn",
        ctx.r.i(10, 30),
        ctx.r.i(200, 500),
        (r) =>
          `[gc] GC(${r.i(1000, 9999)}) Pause Young (G1 Evacuation Pause) ${r.i(1800, 3000)}M->${r.i(600, 1200)}M(4096M) ${r.i(250, 900)}.${r.i(100, 999)}ms exceeds pause target 200ms`,
      );
    },
  },
  {
    name: "waypoint-snapping",
    domain: "maps",
    note: "waypoints in the sea or in private areas cannot be snapped; requests get 400",
    apply: (ctx) =>
      burst(
        ctx,
        "route",
        "warn",
        ctx.r.i(60, 140),
        ctx.r.i(200, 500),
        (r) =>
          `NoSegment: could not find a matching segment for coordinate ${r.i(0, 3)} (${ll(r, 54, 3)}) within radius 5000 m`,
      ),
  },
  {
    name: "cors-preflight",
    domain: "any",
    note: "a customer's staging site is not in the CORS origins list; preflights are rejected",
    apply: (ctx) =>
      burst(
        ctx,
        "gw",
        "warn",
        ctx.r.i(60, 150),
        ctx.r.i(200, 400),
        (r) =>
          `CORS preflight rejected for https://staging-${r.p(["shop", "fleet", "app"])}.${r.p(["acme", "ridego", "agrinet"])}.example, not in allowed list (OPTIONS ${r.p(["/v3/forecast", "/v2/route", "/v4/styles", "/point"])}) -> 403`,
      ),
  },
  {
    name: "load-test-404s",
    domain: "any",
    note: "an internal load test hits retired endpoints and gets 404s",
    apply: (ctx) =>
      burst(
        ctx,
        "gw",
        "warn",
        ctx.r.i(200, 500),
        ctx.r.i(90, 240),
        (r) =>
          `GET /${r.p(["v1", "v2"])}/${r.p(["legacy-tiles", "forecast/minutely", "geocode/batch", "static-map"])}/${r.i(1, 9999)} 404 ${r.i(1, 5)}ms ua="k6/0.52.0 (https://k6.io/)" x-loadtest=perf-${r.p(["june", "wk24"])}`,
      ),
  },
  {
    name: "cert-expiry-notice",
    domain: "any",
    note: "certificate renewal reminders and a renewal succeeding",
    apply: (ctx) => {
      const { r } = ctx;
      steady(
        ctx,
        "gw",
        "warn",
        r.i(40, 90),
        () =>
          `TLS certificate for *.${ctx.e.key}.example expires in 14 days (notAfter=2026-07-${r.i(1, 9)}T12:00:00Z); renewal scheduled`,
      );
      ctx.add(
        ctx.end - r.i(60, 200) * 1000,
        "gw",
        "info",
        `certificate renewed for *.${ctx.e.key}.example via ACME, notAfter=2026-09-${r.i(10, 28)}`,
      );
    },
  },
  {
    name: "kafka-rebalance",
    domain: "any",
    note: "a consumer group rebalances during a scale-out; partitions are revoked and reassigned",
    apply: (ctx) => {
      const { r } = ctx;
      const role = ctx.e.services.find((s) => s.rt === "java")?.role ?? "traffic";
      const at = ctx.start + r.i(60, 300) * 1000;
      const g = `${ctx.svc(role).name}-v3`;
      const topic = ctx.e.domain === "maps" ? "probes-eu" : "obs-raw";
      const lines: [Level, string][] = [
        [
          "info",
          `[Consumer clientId=${g}-${r.i(0, 5)}, groupId=${g}] Request joining group due to: group is already rebalancing`,
        ],
        [
          "warn",
          `[Consumer clientId=${g}-${r.i(0, 5)}, groupId=${g}] consumer poll timeout has expired. This means the time between subsequent calls to poll() was longer than the configured max.poll.interval.ms`,
        ],
        [
          "info",
          `[Consumer clientId=${g}-${r.i(0, 5)}, groupId=${g}] Revoke previously assigned partitions ${topic}-${r.i(0, 23)}, ${topic}-${r.i(0, 23)}`,
        ],
        ["info", `[Consumer clientId=${g}-${r.i(0, 5)}, groupId=${g}] (Re-)joining group`],
        [
          "info",
          `[Consumer clientId=${g}-${r.i(0, 5)}, groupId=${g}] Successfully joined group with generation Generation{generationId=${r.i(100, 900)}}`,
        ],
        [
          "info",
          `[Consumer clientId=${g}-${r.i(0, 5)}, groupId=${g}] Adding newly assigned partitions: ${topic}-${r.i(0, 23)}`,
        ],
      ];
      lines.forEach(([lv, m], i) => {
        ctx.add(at + i * r.i(300, 3000), role, lv, m);
      });
    },
  },
  {
    name: "slow-probes",
    domain: "any",
    note: "health checks are slow during a batch but pass",
    apply: (ctx) => {
      const role = ctx.e.services[ctx.r.i(1, ctx.e.services.length - 1)].role;
      burst(
        ctx,
        role,
        "warn",
        ctx.r.i(10, 25),
        ctx.r.i(120, 300),
        (r) => `health check took ${r.i(1100, 2900)}ms (warn threshold 1000ms), status=UP`,
      );
    },
  },
  {
    name: "cache-evictions",
    domain: "any",
    note: "the in-memory cache is at its size limit and evicts, as configured",
    apply: (ctx) => {
      const role = ctx.e.domain === "maps" ? "geocode" : "forecast";
      steady(
        ctx,
        role,
        "warn",
        ctx.r.i(15, 40),
        (r) =>
          `cache at capacity (maxsize=${r.p([200000, 500000])}), evicted ${r.i(1000, 9000)} entries (LRU); hit ratio ${r.i(82, 91)}%`,
      );
    },
  },
  // ------------------------------------------------------------------ weather
  {
    name: "model-run-late",
    domain: "wx",
    note: "the upstream model run is late on the provider; ingest keeps polling and the previous run is served",
    apply: (ctx) => {
      const { r } = ctx;
      const every = r.i(30, 60);
      let a = r.i(2, 6);
      const ageMin = r.i(362, 390);
      for (let t = ctx.start + r.i(5, 30) * 1000; t < ctx.end; t += every * 1000) {
        ctx.add(
          t,
          "ingest",
          "warn",
          `${ctx.e.key === "nimbus" ? "gfs 06z" : "ecmwf-ifs 12z"} step 000 not yet published (HTTP 404 on .idx), attempt ${a++}; continuing to serve ${ctx.e.key === "nimbus" ? "00z" : "00z"} run`,
        );
        if (r.c(0.5))
          ctx.add(
            t + 200,
            "forecast",
            "warn",
            `model run age ${Math.floor((ageMin + (a * every) / 60) / 60)}h${String(Math.floor((ageMin + (a * every) / 60) % 60)).padStart(2, "0")}m exceeds freshness target 6h; serving previous run`,
          );
      }
    },
  },
  {
    name: "stale-radar-frames",
    domain: "wx",
    note: "frames from a few radar sites arrive late and are skipped from the mosaic",
    apply: (ctx) =>
      burst(
        ctx,
        "radar",
        "warn",
        ctx.r.i(60, 160),
        (ctx.end - ctx.start) / 1000 - 10,
        (r) =>
          `skipping stale frame site=${r.p(["KMUX", "KDAX", "KTLX", "EDDF-FBG", "NLHRW", "KBOX"])} scan=${r.i(0, 23)}${String(r.i(0, 59)).padStart(2, "0")}Z age=${r.i(11, 40)}m (max 10m); mosaic built without it`,
        0,
      ),
  },
  {
    name: "radar-site-maintenance",
    domain: "wx",
    note: "a radar site is down for announced maintenance; the mosaic reports missing coverage",
    apply: (ctx) => {
      const site = ctx.r.p(["KMUX", "KLOT", "KFWS", "NLDHL", "FRTRA"]);
      steady(
        ctx,
        "radar",
        "error",
        ctx.r.i(20, 40),
        (r) =>
          `site ${site} no data for ${r.i(40, 200)} min (status: MAINTENANCE per NOTAM/FTM); coverage gap filled with neighbour sites`,
      );
    },
  },
  {
    name: "obs-qc-rejects",
    domain: "wx",
    note: "quality control rejects implausible station readings",
    apply: (ctx) =>
      burst(
        ctx,
        "obs",
        "error",
        ctx.r.i(60, 150),
        ctx.r.i(200, 500),
        (r) =>
          `QC reject station=${r.p(["KSFO", "EHAM", "LOWW", "CYYZ", "SBGR"])} var=${r.p(["temp", "dewpt", "pressure", "wind_gust"])} value=${r.p(["71.2", "-88.0", "1189.0", "410"])} failed range check`,
      ),
  },
  {
    name: "cap-duplicates",
    domain: "wx",
    note: "the warning feed re-sends alerts; duplicates and expired updates are ignored",
    apply: (ctx) =>
      burst(ctx, "alerts", "warn", ctx.r.i(80, 200), ctx.r.i(100, 400), (r) =>
        r.c(0.6)
          ? `Ignoring duplicate CAP message urn:oid:2.49.0.1.840.0.${r.hex(12)}.001.1 (already processed)`
          : `CAP update references expired alert urn:oid:2.49.0.1.276.0.DWD.PVW.${r.i(1000000, 9999999)}, dropped`,
      ),
  },
  {
    name: "push-unregistered",
    domain: "wx",
    note: "push sends report uninstalled app tokens, which are pruned",
    apply: (ctx) =>
      burst(ctx, "push", "error", ctx.r.i(60, 180), ctx.r.i(200, 500), (r) =>
        ctx.svc("push").rt === "node"
          ? `messaging/registration-token-not-registered: Requested entity was not found. token=${r.hex(8)}… removed from topic alerts-${r.p(["us", "eu"])}`
          : `Delivery to whk_${r.hex(6)} failed: 410 Gone (subscription endpoint removed), subscription disabled`,
      ),
  },
  {
    name: "point-outside-domain",
    domain: "wx",
    note: "requests for points outside the model domain get 404",
    apply: (ctx) =>
      burst(
        ctx,
        "forecast",
        "warn",
        ctx.r.i(80, 200),
        ctx.r.i(150, 400),
        (r) =>
          `Point ${(r.f() * 180 - 90).toFixed(3)},${(r.f() * 360 - 180).toFixed(3)} outside domain of ${r.p(["hrrr-conus", "icon-d2", "arome-france"])} and no fallback for product=${r.p(["minutely", "hail"])} -> 404`,
      ),
  },
  {
    name: "nowcast-skipped-cycle",
    domain: "wx",
    note: "a nowcast cycle is skipped because too few radar frames are ready, then the next runs",
    apply: (ctx) => {
      const { r } = ctx;
      for (let t = ctx.start + r.i(60, 180) * 1000, n = 0; t < ctx.end && n < 4; t += r.i(90, 240) * 1000, n++)
        ctx.add(
          t,
          "nowcast",
          "error",
          `nowcast cycle ${r.i(0, 23)}:${r.p(["05", "20", "35", "50"])}Z skipped: only ${r.i(2, 4)}/6 input frames available (min 5); previous nowcast stays current`,
        );
    },
  },
  {
    name: "grib-unknown-parameter",
    domain: "wx",
    note: "ecCodes warns about parameters it does not know in a new model version",
    apply: (ctx) =>
      steady(
        ctx,
        "ingest",
        "warn",
        ctx.r.i(4, 10),
        (r) =>
          `ECCODES WARNING :  grib_handle_create: unknown parameter discipline=0 category=${r.i(1, 19)} number=${r.i(192, 254)} in ${r.p(["gfs", "ifs"])}.f${String(r.i(0, 240)).padStart(3, "0")} (message ${r.i(1, 700)}), decoded as 'unknown'`,
      ),
  },
  {
    name: "stale-while-revalidate",
    domain: "wx",
    note: "the forecast cache serves stale entries while refreshing after an expiry wave",
    apply: (ctx) =>
      burst(
        ctx,
        "forecast",
        "warn",
        ctx.r.i(80, 200),
        ctx.r.i(60, 160),
        (r) =>
          `cache entry expired for tile ${r.i(1000, 99999)} (age ${r.i(3601, 3700)}s); served stale, revalidating in background`,
      ),
  },
  {
    name: "timezone-fallback",
    domain: "wx",
    note: "points at sea have no timezone polygon; responses fall back to UTC",
    apply: (ctx) =>
      burst(
        ctx,
        "forecast",
        "warn",
        ctx.r.i(40, 120),
        ctx.r.i(200, 500),
        (r) =>
          `No timezone polygon for ${(r.f() * 60 - 30).toFixed(2)},${(r.f() * 60 - 40).toFixed(2)} (open water); using Etc/GMT${r.p(["+2", "+3", "-1", ""])} for daily aggregation`,
      ),
  },
  {
    name: "lightning-reconnect",
    domain: "wx",
    note: "the lightning vendor closes its stream every few minutes; the client reconnects",
    apply: (ctx) => {
      const { r } = ctx;
      for (let t = ctx.start + r.i(30, 120) * 1000; t < ctx.end; t += r.i(150, 330) * 1000) {
        ctx.add(
          t,
          "obs",
          "error",
          `stream closed by server: websocket: close 1001 (going away): "idle rotation"; reconnecting in ${r.i(1, 3)}s`,
        );
        ctx.add(
          t + r.i(1500, 4000),
          "obs",
          "info",
          `stream connected to wss://feed.${r.p(["strikenet", "blitzdata"])}.example/v2 (resume token ${r.hex(8)})`,
        );
      }
    },
  },
  {
    name: "customer-webhook-5xx",
    domain: "wx",
    note: "a customer's webhook endpoint returns 503 and deliveries are retried later",
    apply: (ctx) =>
      burst(
        ctx,
        "push",
        "warn",
        ctx.r.i(40, 120),
        ctx.r.i(200, 500),
        (r) =>
          `delivery to https://${r.p(["hooks.agri", "alerts.portops", "notify.skiresort"])}.example/wx returned 503 Service Unavailable; attempt ${r.i(1, 4)}/5, next in ${r.p([30, 60, 120, 240])}s`,
      ),
  },
  {
    name: "ensemble-member-missing",
    domain: "wx",
    note: "one ensemble member is missing; the blend runs with the rest",
    apply: (ctx) =>
      burst(
        ctx,
        "ingest",
        "error",
        ctx.r.i(10, 30),
        ctx.r.i(60, 200),
        (r) =>
          `member ${r.p(["gep17", "gep23", "pf34"])} step ${r.i(0, 240)} missing from provider; blend continues with ${r.i(48, 50)}/51 members`,
      ),
  },
  {
    name: "dst-date-parse",
    domain: "any",
    note: "a legacy client sends local timestamps; parsing falls back and logs a handled exception",
    apply: (ctx) => {
      const dn = ctx.e.services.find((s) => s.rt === "dotnet");
      if (!dn) {
        burst(
          ctx,
          "geocode",
          "warn",
          ctx.r.i(6, 18),
          ctx.r.i(200, 500),
          (r) =>
            `could not parse 'departure' '2026-06-${r.i(10, 28)}T25:${r.i(10, 59)}', using now\nTraceback (most recent call last):\n  File "/app/geocode/api/params.py", line ${r.i(30, 90)}, in parse_time\n    return datetime.fromisoformat(raw)\nValueError: hour must be in 0..23`,
        );
        return;
      }
      const role = dn.role;
      burst(
        ctx,
        role,
        "warn",
        ctx.r.i(6, 18),
        ctx.r.i(200, 500),
        (r) =>
          `Could not parse 'from' parameter '2026-06-${r.i(10, 28)} 25:${r.i(10, 59)}', using request time\nSystem.FormatException: String '2026-06-14 25:10' was not recognized as a valid DateTime.\n   at System.DateTime.Parse(String s, IFormatProvider provider)\n   at ${ctx.e.key === "wayfarer" ? "Wayfarer.Directions" : ctx.e.key === "nimbus" ? "Nimbus.Accounts" : "Stormline.RouteRisk"}.Api.QueryParser.ParseFrom(String raw) in /src/Api/QueryParser.cs:line ${r.i(30, 90)}`,
      );
    },
  },
];
