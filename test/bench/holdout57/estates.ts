// The four made-up companies of holdout57: their services, request paths, periodic jobs and everyday noise.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Line = [Level, string];
export interface Hop {
  svc: string;
  /** ms after the request starts that this hop logs */
  lag: number;
  msg: (r: Rng, ms: number) => string;
}
export interface Route {
  w: number;
  /** hops[0] is the entry service; it logs last, with the total time */
  hops: Hop[];
}
export interface Job {
  svc: string;
  /** mean period in ms */
  every: number;
  lines: (r: Rng) => Line[];
}
export interface Estate {
  key: string;
  company: string;
  ns: string;
  /** how requests are correlated across services, or null when they are not */
  ids: "w3c" | "short" | null;
  services: string[];
  routes: Route[];
  jobs: Job[];
  /** the service that logs the same harmless complaint from the first minute */
  noisy: Job;
  /** unrelated rollouts or reloads one of which lands near the interesting minute */
  deploys: (r: Rng) => { svc: string; lines: Line[] };
}

const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const title = (r: Rng) => `tt${r.int(100000, 999999)}`;
const user = (r: Rng) => `u_${r.hex(8)}`;
const sku = (r: Rng) => `SKU-${r.int(100000, 999999)}`;
const QUERIES = [
  "running shoes",
  "usb c hub",
  "rain jacket women",
  "espresso machine",
  "lego technic",
  "4k monitor 27",
  "yoga mat",
  "air fryer",
  "noise cancelling headphones",
  "kids bike 16 inch",
];
const one = (level: Level, msg: string): Line[] => [[level, msg]];

// ---------------------------------------------------------------------------------------------------------------
export const lumenflix: Estate = {
  key: "lumenflix",
  company: "Lumenflix (video on demand)",
  ns: "vod-prod",
  ids: "w3c",
  services: [
    "playback-api",
    "entitlements",
    "drm-license",
    "manifest-packager",
    "origin-shield",
    "catalog-meta",
    "transcode-worker",
    "ingest-api",
    "thumb-render",
    "watch-history",
  ],
  routes: [
    {
      w: 5,
      hops: [
        {
          svc: "playback-api",
          lag: 0,
          msg: (r, t) =>
            `GET /v2/playback/${title(r)}?device=${r.pick(["androidtv", "web", "ios", "tizen"])} 200 ${t}ms`,
        },
        {
          svc: "entitlements",
          lag: 12,
          msg: (r) =>
            `Entitlement check passed for ${user(r)} on ${title(r)} (plan=${r.pick(["premium", "standard", "ads"])}, elapsed ${ms(r, 3, 40)}ms)`,
        },
        {
          svc: "manifest-packager",
          lag: 40,
          msg: (r) =>
            `level=info msg="served master playlist" asset=${title(r)} format=${r.pick(["hls", "dash"])} renditions=${r.pick([5, 6, 7])} cached=${r.pick(["true", "false", "true"])}`,
        },
      ],
    },
    {
      w: 4,
      hops: [
        {
          svc: "playback-api",
          lag: 0,
          msg: (r, t) => `POST /v2/license/${r.pick(["widevine", "playready", "fairplay"])} 200 ${t}ms`,
        },
        {
          svc: "drm-license",
          lag: 20,
          msg: (r) =>
            `level=info msg="license issued" system=${r.pick(["widevine", "playready", "fairplay"])} kid=${r.hex(8)}-${r.hex(4)} policy=${r.pick(["stream_hd", "stream_sd", "offline_7d"])} dur=${ms(r, 8, 60)}ms`,
        },
      ],
    },
    {
      w: 6,
      hops: [
        {
          svc: "origin-shield",
          lag: 0,
          msg: (r) =>
            `${r.ip()} - - "GET /vod/${title(r)}/${r.pick(["1080p", "720p", "480p", "audio_en"])}/seg_${String(r.int(1, 900)).padStart(5, "0")}.m4s HTTP/1.1" 200 ${r.int(180000, 2400000)} "-" "${r.pick(["ExoPlayer/2.19.1", "AppleCoreMedia/1.0.0.21E230", "Shaka/4.7", "Tizen/6.5"])}" rt=0.0${r.int(10, 99)} cache=${r.pick(["HIT", "HIT", "HIT", "MISS"])}`,
        },
      ],
    },
    {
      w: 2,
      hops: [
        { svc: "playback-api", lag: 0, msg: (r, t) => `GET /v2/titles/${title(r)} 200 ${t}ms` },
        {
          svc: "catalog-meta",
          lag: 10,
          msg: (r) =>
            `Completed 200 OK in ${ms(r, 8, 60)}ms (Views: ${ms(r, 1, 9)}.${r.int(0, 9)}ms | ActiveRecord: ${ms(r, 2, 20)}.${r.int(0, 9)}ms | Allocations: ${r.int(900, 6000)})`,
        },
      ],
    },
    {
      w: 3,
      hops: [
        { svc: "playback-api", lag: 0, msg: (_r, t) => `POST /v2/heartbeat 204 ${t}ms` },
        {
          svc: "watch-history",
          lag: 6,
          msg: (r) => `progress saved profile=${r.hex(6)} title=${title(r)} position=${r.int(30, 7000)}s`,
        },
      ],
    },
  ],
  jobs: [
    {
      svc: "transcode-worker",
      every: 9000,
      lines: (r) =>
        one(
          "info",
          `job tj-${r.int(40000, 49999)} rendition ${r.pick(["1080p", "720p", "540p", "360p"])} done: frame=${r.int(2000, 90000)} fps=${r.int(90, 320)} q=${r.int(20, 31)}.0 size=${r.int(40, 900)}MiB speed=${r.int(3, 12)}.${r.int(0, 9)}x`,
        ),
    },
    {
      svc: "ingest-api",
      every: 21000,
      lines: (r) =>
        one(
          "info",
          `Upload session us-${r.hex(10)} completed: ${r.int(1, 40)}.${r.int(0, 9)} GiB mezzanine from partner ${r.pick(["studio-north", "kinoworks", "bluefox-media"])}, queued for transcode`,
        ),
    },
    {
      svc: "drm-license",
      every: 26000,
      lines: (r) =>
        one(
          "warn",
          `level=warn msg="license refused" reason=RENTAL_EXPIRED user=${user(r)} title=${title(r)} expired_at=%DATE%T0${r.int(0, 5)}:00:00Z status=403`,
        ),
    },
    {
      svc: "manifest-packager",
      every: 40000,
      lines: (r) => [
        [
          "warn",
          `level=warn msg="origin fetch failed, retrying" attempt=1 max=3 key=vod/${title(r)}/init.mp4 err="EOF"`,
        ],
        ["info", `level=info msg="origin fetch ok" attempt=2 key=vod/${title(r)}/init.mp4 dur=${ms(r, 30, 140)}ms`],
      ],
    },
    {
      svc: "origin-shield",
      every: 15000,
      lines: () => one("info", `127.0.0.1 - - "GET /nginx_status HTTP/1.1" 200 97 "-" "kube-probe/1.29"`),
    },
    {
      svc: "watch-history",
      every: 60000,
      lines: (r) =>
        one("info", `compaction: merged ${r.int(200, 1800)} progress rows into daily buckets in ${ms(r, 200, 900)}ms`),
    },
    {
      svc: "playback-api",
      every: 70000,
      lines: (r) =>
        one(
          "warn",
          `client ${r.pick(["tizen-4.0", "webos-3.5", "roku-9.2"])} called deprecated endpoint /v1/manifest (sunset 2027-01-31)`,
        ),
    },
    {
      svc: "catalog-meta",
      every: 45000,
      lines: (r) =>
        one(
          "info",
          `[ActiveJob] [AvailabilityWindowJob] Performed AvailabilityWindowJob (Job ID: ${r.hex(8)}-${r.hex(4)}) from Sidekiq(default) in ${ms(r, 80, 900)}.${r.int(10, 99)}ms`,
        ),
    },
  ],
  noisy: {
    svc: "thumb-render",
    every: 7000,
    lines: (r) =>
      one(
        "error",
        `thumbnail missing for ${title(r)} at ${String(r.int(0, 1)).padStart(2, "0")}:${String(r.int(0, 59)).padStart(2, "0")}:${String(r.int(0, 59)).padStart(2, "0")} (sprite sheet 404), served placeholder`,
      ),
  },
  deploys: (r) =>
    r.pick([
      {
        svc: "watch-history",
        lines: [
          ["info", "Received SIGTERM, draining 12 in-flight requests"],
          ["info", `watch-history v4.${r.int(2, 9)}.${r.int(0, 9)} starting (go1.22.5, GOMAXPROCS=4)`],
          ["info", "listening on :8080"],
        ],
      },
      {
        svc: "catalog-meta",
        lines: [
          ["info", "* Restarting..."],
          [
            "info",
            `Puma starting in cluster mode... * Puma version: 6.4.2 * Ruby version: ruby 3.3.1 * Min threads: 5 * Max threads: 5 * Environment: production * Master PID: ${r.int(1, 40)}`,
          ],
          ["info", "* Listening on http://0.0.0.0:3000"],
        ],
      },
    ]),
};

// ---------------------------------------------------------------------------------------------------------------
export const cartwheel: Estate = {
  key: "cartwheel",
  company: "Cartwheel (online retail, catalog search)",
  ns: "shop-prod",
  ids: null,
  services: [
    "storefront-bff",
    "search-api",
    "opensearch-data",
    "catalog-indexer",
    "product-feed",
    "price-service",
    "cart-svc",
    "reco-widget",
    "bot-shield",
  ],
  routes: [
    {
      w: 6,
      hops: [
        {
          svc: "storefront-bff",
          lag: 0,
          msg: (r, t) => `GET /api/search?q=${encodeURIComponent(r.pick(QUERIES))}&page=${r.int(1, 3)} 200 - ${t} ms`,
        },
        {
          svc: "search-api",
          lag: 15,
          msg: (r) =>
            `c.c.search.QueryService : query="${r.pick(QUERIES)}" hits=${r.int(0, 4000)} took=${ms(r, 6, 90)}ms index=products_v42`,
        },
      ],
    },
    {
      w: 4,
      hops: [
        { svc: "storefront-bff", lag: 0, msg: (r, t) => `GET /api/products/${sku(r)} 200 - ${t} ms` },
        {
          svc: "price-service",
          lag: 10,
          msg: (r) =>
            `c.c.pricing.PriceResolver : resolved ${sku(r)} list=${r.int(5, 900)}.${r.int(10, 99)} EUR promo=${r.pick(["none", "none", "BF26-10", "CLEAR-20"])}`,
        },
        {
          svc: "reco-widget",
          lag: 20,
          msg: (r) =>
            `served ${r.pick([8, 12, 16])} similar items for ${sku(r)} in ${ms(r, 8, 60)}ms (cache=${r.pick(["hit", "miss", "hit"])})`,
        },
      ],
    },
    {
      w: 2,
      hops: [
        { svc: "storefront-bff", lag: 0, msg: (_r, t) => `POST /api/cart/items 200 - ${t} ms` },
        {
          svc: "cart-svc",
          lag: 8,
          msg: (r) =>
            `Request finished HTTP/1.1 POST http://cart-svc/api/cart/items - 200 ${r.int(200, 900)} application/json;+charset=utf-8 ${ms(r, 4, 60)}.${r.int(1000, 9999)}ms`,
        },
      ],
    },
    {
      w: 3,
      hops: [
        {
          svc: "bot-shield",
          lag: 0,
          msg: (r) => `allow ip=${r.ip()} ua_class=browser score=0.0${r.int(1, 9)} path=/search`,
        },
      ],
    },
  ],
  jobs: [
    {
      svc: "catalog-indexer",
      every: 8000,
      lines: (r) =>
        one(
          "info",
          `INFO catalog_indexer.bulk: bulk indexed ${r.int(100, 500)} docs into products_v42 in ${ms(r, 90, 700)}ms (errors=False)`,
        ),
    },
    {
      svc: "product-feed",
      every: 30000,
      lines: (r) =>
        one(
          "info",
          `feed delta applied supplier=${r.pick(["acme-sports", "nordhome", "techdirect"])} updated=${r.int(20, 1800)} removed=${r.int(0, 40)} dur=${ms(r, 300, 4000)}ms`,
        ),
    },
    {
      svc: "opensearch-data",
      every: 33000,
      lines: (r) =>
        one(
          "info",
          `[o.o.m.j.JvmGcMonitorService] [os-data-${r.int(0, 2)}] [gc][${r.int(10000, 99999)}] overhead, spent [${ms(r, 250, 480)}ms] collecting in the last [1s]`,
        ),
    },
    {
      svc: "opensearch-data",
      every: 90000,
      lines: () =>
        one(
          "warn",
          "[o.o.d.r.RestController] [os-data-0] [types removal] Specifying types in bulk requests is deprecated.",
        ),
    },
    {
      svc: "search-api",
      every: 25000,
      lines: (r) =>
        one(
          "warn",
          `c.c.search.QueryService : zero-result query q="${r.pick(["nike air max 1 patta", "xbox series z", "ikea billy blue", "asdfgh"])}"`,
        ),
    },
    {
      svc: "cart-svc",
      every: 20000,
      lines: (r) =>
        one("info", `Health check /healthz completed with status Healthy in ${ms(r, 1, 9)}.${r.int(1000, 9999)}ms`),
    },
    {
      svc: "reco-widget",
      every: 50000,
      lines: (r) => [
        [
          "warn",
          `WARNING urllib3.connectionpool: Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'RemoteDisconnected('Remote end closed connection without response')': /v1/similar/${sku(r)}`,
        ],
        ["info", `served 12 similar items for ${sku(r)} in ${ms(r, 80, 200)}ms (cache=miss)`],
      ],
    },
  ],
  noisy: {
    svc: "bot-shield",
    every: 4000,
    lines: (r) =>
      one(
        "warn",
        `block ip=${r.ip()} ua="${r.pick(["AhrefsBot/7.0", "SemrushBot/7~bl", "python-requests/2.31.0", "Bytespider", "PetalBot"])}" rule=crawler-rate path=/search?q=${r.pick(["a", "b", "sale", "%2A"])} -> 403`,
      ),
  },
  deploys: (r) =>
    r.pick([
      {
        svc: "reco-widget",
        lines: [
          ["info", "[INFO] Handling signal: term"],
          ["info", `[INFO] Starting gunicorn 22.0.0 (reco-widget 2.${r.int(10, 40)}.${r.int(0, 9)})`],
          ["info", "[INFO] Listening at: http://0.0.0.0:8000 (1)"],
        ],
      },
      {
        svc: "product-feed",
        lines: [["info", `config reloaded from /etc/product-feed/suppliers.yaml (3 suppliers, checksum ${r.hex(8)})`]],
      },
    ]),
};

// ---------------------------------------------------------------------------------------------------------------
export const tuneloop: Estate = {
  key: "tuneloop",
  company: "Tuneloop (music recommendations and model serving)",
  ns: "ml-serving",
  ids: "short",
  services: [
    "reco-gateway",
    "ab-assign",
    "feature-server",
    "redis-features",
    "ranker-triton",
    "embedder-torchserve",
    "feature-materializer",
    "event-ingest",
    "model-registry",
    "gpu-agent",
  ],
  routes: [
    {
      w: 6,
      hops: [
        {
          svc: "reco-gateway",
          lag: 0,
          msg: (r, t) =>
            `level=info msg="recommend served" surface=${r.pick(["home_rail", "radio_seed", "daily_mix"])} items=${r.pick([20, 30, 50])} status=200 latency_ms=${t}`,
        },
        {
          svc: "ab-assign",
          lag: 3,
          msg: (r) => `assigned user=${user(r)} experiment=home_rail_v7 arm=${r.pick(["control", "B"])} cached=true`,
        },
        {
          svc: "feature-server",
          lag: 8,
          msg: (r) =>
            `INFO:feast.feature_server:get_online_features entity_rows=1 features=${r.pick([48, 52])} views=user_stats,track_stats took ${ms(r, 2, 14)}.${r.int(0, 9)}ms`,
        },
      ],
    },
    {
      w: 3,
      hops: [
        {
          svc: "reco-gateway",
          lag: 0,
          msg: (r, t) => `level=info msg="similar tracks served" seed=trk_${r.hex(10)} k=25 status=200 latency_ms=${t}`,
        },
        {
          svc: "embedder-torchserve",
          lag: 10,
          msg: (r) =>
            `[INFO ] W-9000-embedder_1.3 ACCESS_LOG - /${r.ip()}:${r.int(30000, 60000)} "POST /predictions/embedder HTTP/1.1" 200 ${ms(r, 9, 40)}`,
        },
      ],
    },
    {
      w: 3,
      hops: [
        {
          svc: "event-ingest",
          lag: 0,
          msg: (r) =>
            `o.t.ingest.EventBatcher - flushed ${r.int(200, 2048)} events to user-events partition=${r.int(0, 11)} in ${ms(r, 3, 30)}ms`,
        },
      ],
    },
  ],
  jobs: [
    {
      svc: "feature-materializer",
      every: 40000,
      lines: (r) =>
        one(
          "info",
          `Materializing ${r.int(2, 4)} feature views from %DATE% ${r.int(0, 5)}:00:00+00:00 to now into the redis online store. (${r.int(1000, 90000)} rows)`,
        ),
    },
    {
      svc: "redis-features",
      every: 60000,
      lines: (r) => [
        ["info", `1:M %REDIS% * 10000 changes in 60 seconds. Saving...`],
        ["info", `1:M %REDIS% * Background saving started by pid ${r.int(100, 9999)}`],
        ["info", "1:M %REDIS% * Background saving terminated with success"],
      ],
    },
    {
      svc: "ranker-triton",
      every: 30000,
      lines: () => one("info", `I%GLOG% 1 http_server.cc:4580] "GET /v2/health/ready HTTP/1.1" 200`),
    },
    {
      svc: "model-registry",
      every: 45000,
      lines: (r) =>
        one(
          "info",
          `INFO registry.sync: model ranker_xgb version ${r.pick([11, 12])} stage=${r.pick(["Production", "Staging"])} checksum ok (${r.hex(12)})`,
        ),
    },
    {
      svc: "reco-gateway",
      every: 35000,
      lines: (r) => [
        [
          "warn",
          `level=warn msg="feature lookup retry" attempt=1 err="context deadline exceeded (Client.Timeout exceeded while awaiting headers)" user=${user(r)}`,
        ],
        ["info", `level=info msg="feature lookup ok after retry" attempt=2 latency_ms=${ms(r, 20, 90)}`],
      ],
    },
    {
      svc: "feature-server",
      every: 80000,
      lines: () =>
        one(
          "warn",
          "/usr/local/lib/python3.11/site-packages/feast/repo_config.py:233: RuntimeWarning: `entity_key_serialization_version` is either not specified in the feature_store.yaml, or is specified to a value <= 1. This serialization version may cause errors.",
        ),
    },
    {
      svc: "ab-assign",
      every: 55000,
      lines: (r) => one("info", `flags refreshed from config store: 37 experiments, etag W/"${r.hex(10)}"`),
    },
  ],
  noisy: {
    svc: "gpu-agent",
    every: 6000,
    lines: (r) =>
      one(
        "warn",
        `level=warning msg="dcgm field over soft limit" node=gpu-a10g-${String(r.int(1, 8)).padStart(2, "0")} gpu=${r.int(0, 3)} field=DCGM_FI_DEV_GPU_TEMP value=${r.int(83, 86)} limit=82`,
      ),
  },
  deploys: (r) =>
    r.pick([
      {
        svc: "ab-assign",
        lines: [
          ["info", `ab-assign@3.${r.int(1, 9)}.0 starting (node v20.15.1, NODE_ENV=production)`],
          ["info", "listening on 0.0.0.0:3000"],
        ],
      },
      {
        svc: "gpu-agent",
        lines: [
          [
            "info",
            `level=info msg="node cordoned and drained for maintenance" node=gpu-a10g-0${r.int(1, 8)} evicted_pods=2`,
          ],
        ],
      },
    ]),
};

// ---------------------------------------------------------------------------------------------------------------
export const aerocast: Estate = {
  key: "aerocast",
  company: "Aerocast (live sports streaming)",
  ns: "live-prod",
  ids: null,
  services: [
    "player-config",
    "license-gw",
    "live-ingest",
    "live-packager",
    "ad-stitcher",
    "epg-api",
    "subtitle-sync",
    "stream-monitor",
  ],
  routes: [
    {
      w: 5,
      hops: [
        {
          svc: "player-config",
          lag: 0,
          msg: (r, t) =>
            `GET /config/v3/player?channel=${r.pick(["sport1", "sport2", "f1-live", "news24"])}&platform=${r.pick(["web", "android", "tvos"])} 200 ${t} ms`,
        },
        {
          svc: "epg-api",
          lag: 6,
          msg: (r) =>
            `method=GET path=/v1/schedule/${r.pick(["sport1", "sport2", "f1-live"])} format=json controller=SchedulesController action=show status=200 duration=${ms(r, 4, 40)}.${r.int(10, 99)} view=${ms(r, 1, 8)}.${r.int(10, 99)} db=${ms(r, 1, 12)}.${r.int(10, 99)}`,
        },
      ],
    },
    {
      w: 4,
      hops: [
        {
          svc: "license-gw",
          lag: 0,
          msg: (r) =>
            `c.a.license.LicenseController - ${r.pick(["widevine", "playready", "fairplay"])} licence granted channel=${r.pick(["sport1", "sport2", "f1-live"])} device=${r.hex(6)} took=${ms(r, 10, 70)}ms`,
        },
      ],
    },
    {
      w: 3,
      hops: [
        {
          svc: "ad-stitcher",
          lag: 0,
          msg: (r) =>
            `INFO ssai: break ${r.hex(6)} on ${r.pick(["sport1", "sport2"])} filled ${r.int(2, 4)}/4 slots (${r.int(30, 120)}s) vast_ms=${ms(r, 80, 400)}`,
        },
      ],
    },
  ],
  jobs: [
    {
      svc: "live-ingest",
      every: 5000,
      lines: (r) =>
        one(
          "info",
          `[srt] ch=${r.pick(["sport1", "sport2", "f1-live"])} recv bitrate=${r.int(14, 22)}.${r.int(0, 9)}Mbps rtt=${r.int(8, 30)}ms loss=0.0${r.int(0, 4)}% retrans=${r.int(0, 40)}`,
        ),
    },
    {
      svc: "live-packager",
      every: 4000,
      lines: (r) =>
        one(
          "info",
          `level=info msg="segment published" channel=${r.pick(["sport1", "sport2", "f1-live"])} seq=${r.int(100000, 199999)} rendition=${r.pick(["1080p50", "720p50", "432p25"])} dur=2.000 ms=${ms(r, 20, 90)}`,
        ),
    },
    {
      svc: "stream-monitor",
      every: 10000,
      lines: (r) =>
        one(
          "info",
          `probe ok channel=${r.pick(["sport1", "sport2", "f1-live", "news24"])} manifest_age=${r.int(2, 5)}s bitrate_ladder=6/6 drm=ok`,
        ),
    },
    {
      svc: "license-gw",
      every: 24000,
      lines: (r) =>
        one(
          "warn",
          `c.a.license.LicenseController - licence denied: subscription lapsed account=${r.hex(8)} channel=${r.pick(["sport1", "f1-live"])} -> 403`,
        ),
    },
    {
      svc: "ad-stitcher",
      every: 45000,
      lines: (r) => [
        ["warn", `WARNING ssai: VAST wrapper redirect timed out for break ${r.hex(6)}, retrying (1/2)`],
        ["info", `INFO ssai: break ${r.hex(6)} filled 3/4 slots after retry`],
      ],
    },
    {
      svc: "epg-api",
      every: 60000,
      lines: () =>
        one(
          "warn",
          "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone` is deprecated and will be removed in Rails 7.2. Use `ActiveRecord.default_timezone` instead.",
        ),
    },
    {
      svc: "player-config",
      every: 20000,
      lines: () => one("info", "GET /healthz 200 1 ms"),
    },
  ],
  noisy: {
    svc: "subtitle-sync",
    every: 5000,
    lines: (r) =>
      one(
        "error",
        `ERROR subtitle_sync.cues: overlapping cue dropped channel=${r.pick(["sport1", "news24"])} start=${r.int(100, 9000)}.${r.int(100, 999)} prev_end=${r.int(100, 9000)}.${r.int(100, 999)}`,
      ),
  },
  deploys: (r) =>
    r.pick([
      {
        svc: "stream-monitor",
        lines: [
          ["info", `stream-monitor ${r.int(1, 3)}.${r.int(0, 20)}.${r.int(0, 9)} starting, 4 channels configured`],
          ["info", "probe scheduler started (interval 10s)"],
        ],
      },
      {
        svc: "ad-stitcher",
        lines: [["info", `INFO config: reloaded ad-rules.yaml (etag ${r.hex(8)}), 14 rules active`]],
      },
    ]),
};

export const ESTATES: Estate[] = [lumenflix, cartwheel, tuneloop, aerocast];
