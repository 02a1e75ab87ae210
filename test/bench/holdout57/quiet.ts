// Quiet windows: only the everyday noise of each estate plus one harmless episode that looks alarming at a glance.
import { aerocast, cartwheel, lumenflix, tuneloop } from "./estates.js";
import { END, MIN, type QuietSpec } from "./spec.js";

export const QUIET: QuietSpec[] = [
  {
    estate: lumenflix,
    note: "Ordinary evening traffic; a wave of rental-expiry licence refusals and missing thumbnails, nothing broken.",
    run(c) {
      c.every(
        "drm-license",
        0,
        3 * MIN,
        3000,
        "warn",
        (r) =>
          `level=warn msg="license refused" reason=RENTAL_EXPIRED user=u_${r.hex(8)} title=tt${r.int(100000, 999999)} expired_at=%DATE%T00:00:00Z status=403`,
      );
      c.every(
        "playback-api",
        0,
        3 * MIN,
        3000,
        "info",
        (r) => `POST /v2/license/widevine 403 ${r.int(20, 60)}ms rental expired`,
      );
    },
  },
  {
    estate: lumenflix,
    note: "manifest-packager is rolled to a new version with a clean start; a few origin fetch retries succeed.",
    run(c) {
      c.at(0, "manifest-packager", "info", 'level=info msg="shutting down" signal=terminated version=3.7.4');
      c.at(
        4000,
        "manifest-packager",
        "info",
        'level=info msg="manifest-packager starting" version=3.7.5 commit=41be0c2 go=go1.22.6',
      );
      c.at(
        4600,
        "manifest-packager",
        "info",
        'level=info msg="key server reachable" url=https://keys.drm.lumenflix.internal latency_ms=12',
      );
      c.every(
        "origin-shield",
        0,
        5000,
        800,
        "warn",
        (r) =>
          `[warn] 31#31: *${r.int(100000, 999999)} upstream server temporarily disabled while connecting to upstream, upstream: "http://10.21.6.${r.int(10, 40)}:8080/vod/master.m3u8"`,
      );
    },
  },
  {
    estate: lumenflix,
    note: "A large partner delivery keeps transcode-worker busy; jobs run slowly but all complete.",
    run(c) {
      c.every(
        "transcode-worker",
        0,
        END,
        15000,
        "warn",
        (r) => `queue depth ${r.int(40, 90)} jobs, autoscaler requested ${r.int(1, 3)} more workers`,
      );
      c.every(
        "ingest-api",
        0,
        4 * MIN,
        10000,
        "info",
        (r) =>
          `Upload session us-${r.hex(10)} completed: ${r.int(20, 60)}.${r.int(0, 9)} GiB mezzanine from partner studio-north, queued for transcode`,
      );
    },
  },
  {
    estate: cartwheel,
    note: "A crawler burst is blocked by bot-shield as designed; shoppers are unaffected.",
    run(c) {
      c.every(
        "bot-shield",
        0,
        4 * MIN,
        300,
        "warn",
        (r) =>
          `block ip=47.128.${r.int(0, 255)}.${r.int(2, 254)} ua="Bytespider" rule=crawler-rate path=/search?q=${r.pick(["a", "sale", "shoes"])} -> 403`,
      );
    },
  },
  {
    estate: cartwheel,
    note: "catalog-indexer runs a scheduled full reindex into a new index and swaps the alias; OpenSearch GC is busier for a while.",
    run(c) {
      c.at(
        0,
        "catalog-indexer",
        "info",
        "INFO catalog_indexer.reindex: full reindex started products_v42 -> products_v43 (1,184,220 docs)",
      );
      c.every(
        "catalog-indexer",
        1000,
        5 * MIN,
        3000,
        "info",
        (r) =>
          `INFO catalog_indexer.reindex: ${r.int(1, 99)}% (${r.int(10000, 1100000)} docs, ${r.int(3000, 5000)} docs/s)`,
      );
      c.every(
        "opensearch-data",
        0,
        5 * MIN,
        12000,
        "warn",
        (r) =>
          `[o.o.m.j.JvmGcMonitorService] [os-data-${r.int(0, 2)}] [gc][${r.int(10000, 99999)}] overhead, spent [${r.int(500, 900)}ms] collecting in the last [1.${r.int(0, 9)}s]`,
      );
      c.at(
        5 * MIN,
        "catalog-indexer",
        "info",
        "INFO catalog_indexer.reindex: alias products swapped to products_v43, old index kept for 24h",
      );
    },
  },
  {
    estate: cartwheel,
    note: "cart-svc is redeployed; a few requests retry during the rollout and succeed.",
    run(c) {
      c.at(0, "cart-svc", "info", "Application is shutting down...");
      c.at(6000, "cart-svc", "info", "Now listening on: http://[::]:8080");
      c.at(
        6100,
        "cart-svc",
        "info",
        "Application started. Hosting environment: Production; Content root path: /app (Cart.Api 5.12.1)",
      );
      c.every(
        "storefront-bff",
        0,
        6000,
        1500,
        "warn",
        () => "POST /api/cart/items upstream cart-svc ECONNRESET, retrying (1/2)",
      );
    },
  },
  {
    estate: tuneloop,
    note: "A GPU node is drained for maintenance; embedder pods move and warm up, latency blips then recovers.",
    run(c) {
      c.at(
        0,
        "gpu-agent",
        "info",
        'level=info msg="node cordoned and drained for maintenance" node=gpu-a10g-04 evicted_pods=3',
      );
      c.at(
        20000,
        "embedder-torchserve",
        "info",
        "[INFO ] main org.pytorch.serve.ModelServer - Loading initial models: embedder.mar",
      );
      c.at(
        38000,
        "embedder-torchserve",
        "info",
        "[INFO ] W-9000-embedder_1.3-stdout MODEL_LOG - model warm-up finished in 14.2s (batch sizes 1,8,32)",
      );
      c.every(
        "reco-gateway",
        5000,
        40000,
        4000,
        "warn",
        () => 'level=warn msg="embedding call slow" latency_ms=690 budget_ms=800',
      );
    },
  },
  {
    estate: tuneloop,
    note: "ranker-triton loads a new model version and unloads the old one cleanly.",
    run(c) {
      c.at(0, "ranker-triton", "info", "I%GLOG% 1 model_lifecycle.cc:469] loading: ranker_xgb:13");
      c.at(6000, "ranker-triton", "info", "I%GLOG% 1 model_lifecycle.cc:818] successfully loaded 'ranker_xgb'");
      c.at(
        7000,
        "ranker-triton",
        "info",
        "I%GLOG% 1 model_lifecycle.cc:623] successfully unloaded 'ranker_xgb' version 12",
      );
      c.at(
        9000,
        "model-registry",
        "info",
        "INFO registry.sync: model ranker_xgb version 13 stage=Production checksum ok",
      );
    },
  },
  {
    estate: tuneloop,
    note: "Redis feature store cold-cache misses after materialization; lookups fall back to defaults briefly.",
    run(c) {
      c.every(
        "feature-server",
        0,
        2 * MIN,
        2500,
        "warn",
        (r) =>
          `WARNING:feast.feature_server:entity user_id=${r.int(1000000, 9999999)} not found in online store, using default feature values`,
      );
    },
  },
  {
    estate: aerocast,
    note: "Half-time: ad breaks everywhere, some VAST wrappers time out and retry successfully.",
    run(c) {
      c.every(
        "ad-stitcher",
        0,
        3 * MIN,
        2500,
        "info",
        (r) =>
          `INFO ssai: break ${r.hex(6)} on ${r.pick(["sport1", "sport2"])} filled 4/4 slots (120s) vast_ms=${r.int(200, 900)}`,
      );
      c.every(
        "ad-stitcher",
        0,
        3 * MIN,
        9000,
        "warn",
        (r) => `WARNING ssai: VAST wrapper redirect timed out for break ${r.hex(6)}, retrying (1/2)`,
      );
    },
  },
  {
    estate: aerocast,
    note: "A contributor feed ends on schedule; live-ingest logs the disconnect and stream-monitor marks the channel off-air.",
    run(c) {
      c.at(
        0,
        "live-ingest",
        "info",
        "[srt] ch=news24 caller 198.51.100.7:9000 closed connection (end of scheduled contribution)",
      );
      c.at(2000, "stream-monitor", "info", "channel news24 off-air per schedule, probe paused");
      c.at(2500, "live-packager", "info", 'level=info msg="channel stopped" channel=news24 reason=scheduled');
    },
  },
  {
    estate: aerocast,
    note: "Expired subscriptions are refused licences after a billing run; epg-api refreshes its cache.",
    run(c) {
      c.every(
        "license-gw",
        0,
        4 * MIN,
        4000,
        "warn",
        (r) =>
          `c.a.license.LicenseController - licence denied: subscription lapsed account=${r.hex(8)} channel=sport1 -> 403`,
      );
      c.at(30000, "epg-api", "info", "Rails.cache cleared schedules/* (842 keys) after EpgImportJob");
    },
  },
];
