// Six made-up estates with their everyday traffic, periodic jobs and chronic noise; plus managed components that log.
import type { Level } from "./formats.js";
import type { Msg, R } from "./rng.js";

export interface Svc {
  w: number;
  bg: Array<[Level, Msg]>;
  health?: string;
}
export interface Estate {
  ns: string;
  svcs: Record<string, Svc>;
  flows: Array<Array<[string, Level, Msg, number]>>;
  jobs: Array<[string, number, Level, Msg]>;
  noise: Array<[string, Level, Msg]>;
  deprecations: Array<[string, Msg]>;
  retries: Array<[string, Msg, Msg]>;
  deploys: Array<[string, Msg]>;
}

const ms = (r: R, lo = 3, hi = 240) => r.int(lo, hi);
const sku = (r: R) => `SKU-${r.int(10000, 99999)}`;
const uid = (r: R) => `u_${r.hex(8)}`;
const ver = (r: R) => `v${r.int(1, 4)}.${r.int(0, 40)}.${r.int(0, 12)}`;

export const ESTATES: Record<string, Estate> = {
  shop: {
    ns: "retail-prod",
    svcs: {
      "storefront-web": {
        w: 4,
        health: "GET /healthz 200",
        bg: [
          ["info", (r) => `GET /p/${sku(r)} 200 ${ms(r)}ms`],
          [
            "info",
            (r) => `GET /c/${r.pick(["shoes", "outdoor", "kitchen", "kids"])}?page=${r.int(1, 9)} 200 ${ms(r)}ms`,
          ],
          ["debug", (r) => `ssr cache hit ratio=${(0.8 + r.next() / 6).toFixed(3)}`],
        ],
      },
      "checkout-api": {
        w: 3,
        health: "GET /actuator/health 200",
        bg: [
          ["info", (r) => `POST /v1/checkout/${r.hex(10)}/confirm -> 200 (${ms(r, 40, 400)} ms)`],
          [
            "info",
            (r) =>
              `HikariPool-1 - stats (total=${r.int(18, 20)}, active=${r.int(1, 6)}, idle=${r.int(12, 18)}, waiting=0)`,
          ],
        ],
      },
      "cart-svc": {
        w: 3,
        health: "probe ok",
        bg: [
          ["info", (r) => `cart ${r.hex(12)} updated items=${r.int(1, 9)} in ${ms(r, 1, 20)}ms`],
          ["debug", (r) => `redis GET cart:${r.hex(12)} hit=${r.pick(["true", "true", "false"])}`],
        ],
      },
      "inventory-svc": {
        w: 2,
        health: "GET /actuator/health 200",
        bg: [["info", (r) => `reserved ${r.int(1, 4)} x ${sku(r)} warehouse=${r.pick(["FRA1", "AMS2", "DUB1"])}`]],
      },
      "payments-gw": {
        w: 2,
        health: "grpc health SERVING",
        bg: [
          [
            "info",
            (r) =>
              `authorize psp=adyen amount=${r.int(5, 900)}.${r.int(10, 99)} EUR result=Authorised ${ms(r, 90, 600)}ms`,
          ],
        ],
      },
      "order-worker": {
        w: 2,
        bg: [["info", (r) => `order ORD-${r.int(1000000, 9999999)} state PAID -> FULFILMENT_REQUESTED`]],
      },
      "search-api": {
        w: 3,
        health: "GET /health 200",
        bg: [
          [
            "info",
            (r) =>
              `query q="${r.pick(["rain jacket", "espresso", "lego", "tent", "running socks"])}" hits=${r.int(0, 900)} took=${ms(r, 8, 90)}ms`,
          ],
        ],
      },
      "notify-sender": {
        w: 1,
        bg: [["info", (r) => `email template=order_confirmation to=${uid(r)} provider=ses status=queued`]],
      },
    },
    flows: [
      [
        ["storefront-web", "info", (r) => `POST /checkout 200 ${ms(r, 120, 700)}ms`, 0],
        ["checkout-api", "info", (r) => `checkout session ${r.hex(10)} priced lines=${r.int(1, 6)}`, 30],
        ["payments-gw", "info", (r) => `charge accepted ref=psp_${r.hex(14)}`, 260],
      ],
      [
        ["storefront-web", "info", (r) => `GET /api/cart 200 ${ms(r)}ms`, 0],
        ["cart-svc", "debug", (r) => `load cart user=${uid(r)}`, 8],
      ],
      [
        ["storefront-web", "info", (r) => `GET /search 200 ${ms(r, 30, 200)}ms`, 0],
        ["search-api", "debug", (r) => `es request index=products-v7 took=${ms(r, 5, 60)}`, 12],
      ],
    ],
    jobs: [
      ["order-worker", 60, "info", (r) => `sweeper: ${r.int(0, 30)} stale reservations released`],
      ["inventory-svc", 120, "info", (r) => `stock sync from WMS: ${r.int(200, 4000)} rows applied`],
    ],
    noise: [
      [
        "recs-widget",
        "error",
        (r) => `recommendation fallback: model artefact recs-${r.int(10, 30)} not warm, using bestsellers`,
      ],
      ["notify-sender", "warn", "SES bounce webhook signature header missing, event dropped"],
      [
        "storefront-web",
        "error",
        (r) => `client error reported: ResizeObserver loop limit exceeded (ua=${r.pick(["Safari/17", "Chrome/124"])})`,
      ],
    ],
    deprecations: [
      ["checkout-api", "WARN: spring.jpa.open-in-view is enabled by default; explicitly configure it"],
      [
        "storefront-web",
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues",
      ],
    ],
    retries: [
      ["payments-gw", "psp adyen timeout on authorize, retry 1/3 in 200ms", "psp adyen authorize succeeded on retry 1"],
      ["order-worker", "sqs receive failed (RequestTimeout), retrying", "sqs receive resumed"],
    ],
    deploys: [
      ["search-api", (r) => `starting rollout ${ver(r)}: 1/6 pods updated`],
      ["notify-sender", (r) => `deployment notify-sender ${ver(r)} finished, 3/3 ready`],
    ],
  },
  stream: {
    ns: "media-prod",
    svcs: {
      "edge-api": {
        w: 4,
        health: "GET /ping 200",
        bg: [["info", (r) => `GET /v3/home rows=${r.int(8, 30)} 200 ${ms(r, 20, 300)}ms`]],
      },
      "playback-svc": {
        w: 3,
        health: "healthcheck ok",
        bg: [
          [
            "info",
            (r) =>
              `manifest issued title=t${r.int(10000, 99999)} cdn=${r.pick(["fastly", "cloudfront", "akamai"])} drm=widevine`,
          ],
        ],
      },
      "catalog-svc": {
        w: 2,
        health: "GET /actuator/health 200",
        bg: [["info", (r) => `title t${r.int(10000, 99999)} served from cache (age ${r.int(1, 600)}s)`]],
      },
      entitlements: {
        w: 2,
        health: "grpc health SERVING",
        bg: [
          ["info", (r) => `check account=${r.hex(8)} plan=${r.pick(["basic", "standard", "premium"])} allowed=true`],
        ],
      },
      "watch-history": {
        w: 2,
        health: "probe ok",
        bg: [["info", (r) => `bigtable write row=acct#${r.hex(8)}#${r.int(1000, 9999)} latency=${ms(r, 2, 18)}ms`]],
      },
      "transcode-worker": {
        w: 1,
        bg: [
          [
            "info",
            (r) => `job tj-${r.hex(6)} rendition ${r.pick(["1080p", "720p", "480p"])} done in ${r.int(20, 300)}s`,
          ],
        ],
      },
      "thumbs-gen": {
        w: 1,
        bg: [
          [
            "info",
            (r) => `thumbnail sprite for t${r.int(10000, 99999)} uploaded to s3://media-thumbs (${r.int(80, 900)}KB)`,
          ],
        ],
      },
      "metrics-agent": {
        w: 1,
        bg: [["debug", (r) => `flushed ${r.int(400, 3000)} series to remote write in ${ms(r, 10, 90)}ms`]],
      },
    },
    flows: [
      [
        ["edge-api", "info", (r) => `POST /v3/play 200 ${ms(r, 60, 400)}ms`, 0],
        ["entitlements", "debug", (r) => `entitlement cache hit account=${r.hex(8)}`, 10],
        ["playback-svc", "info", (r) => `session ps-${r.hex(10)} started bitrate_ladder=${r.int(5, 9)}`, 40],
      ],
      [
        ["edge-api", "info", (r) => `POST /v3/progress 204 ${ms(r, 5, 40)}ms`, 0],
        ["watch-history", "debug", (r) => `progress saved pos=${r.int(1, 7200)}s`, 6],
      ],
    ],
    jobs: [
      ["catalog-svc", 90, "info", (r) => `catalog delta applied: ${r.int(0, 80)} titles changed`],
      ["transcode-worker", 45, "debug", (r) => `queue depth ${r.int(0, 40)} visible, ${r.int(0, 8)} in flight`],
    ],
    noise: [
      ["thumbs-gen", "error", (r) => `ffprobe failed on source t${r.int(10000, 99999)}: moov atom not found, skipping`],
      ["metrics-agent", "warn", "remote write: 1 sample out of order, dropped"],
      [
        "edge-api",
        "warn",
        (r) => `geo lookup fallback for ip 100.${r.int(64, 127)}.${r.int(0, 255)}.${r.int(1, 254)}: unknown ASN`,
      ],
    ],
    deprecations: [
      ["catalog-svc", "WARN o.h.e.j.e.i.JdbcEnvironmentInitiator - HHH000342: deprecated dialect configured"],
      ["edge-api", "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated"],
    ],
    retries: [
      ["watch-history", "bigtable MutateRow UNAVAILABLE, retrying (1/5)", "bigtable MutateRow ok after retry"],
      ["playback-svc", "license server slow (1.8s), retrying once", "license acquired on retry"],
    ],
    deploys: [
      ["thumbs-gen", (r) => `helm upgrade thumbs-gen ${ver(r)}: rollout complete`],
      ["catalog-svc", (r) => `new ReplicaSet catalog-svc-${r.hex(9)} scaled to 4`],
    ],
  },
  ledger: {
    ns: "fin-prod",
    svcs: {
      "api-gateway": {
        w: 4,
        health: "GET /health 200",
        bg: [
          [
            "info",
            (r) =>
              `${r.pick(["GET", "POST"])} /v2/${r.pick(["accounts", "transfers", "cards"])} ${r.pick([200, 200, 201, 204])} ${ms(r)}ms`,
          ],
        ],
      },
      "accounts-svc": {
        w: 3,
        health: "GET /actuator/health 200",
        bg: [["info", (r) => `account acc_${r.hex(10)} balance read (${ms(r, 1, 20)}ms)`]],
      },
      "ledger-writer": {
        w: 3,
        health: "grpc health SERVING",
        bg: [["info", (r) => `posted journal jr_${r.hex(12)} legs=2 amount=${r.int(1, 9000)}.${r.int(10, 99)}`]],
      },
      "fx-rates": {
        w: 1,
        bg: [["info", (r) => `rate EUR/${r.pick(["USD", "GBP", "CHF", "SEK"])}=${(0.8 + r.next()).toFixed(5)} cached`]],
      },
      "kyc-checker": {
        w: 1,
        health: "probe ok",
        bg: [["info", (r) => `kyc case kyc_${r.hex(8)} status=${r.pick(["approved", "pending_docs", "approved"])}`]],
      },
      "fraud-scorer": {
        w: 2,
        health: "GET /healthz 200",
        bg: [["info", (r) => `scored txn tx_${r.hex(10)} score=${(r.next() * 0.4).toFixed(3)} decision=allow`]],
      },
      "webhook-dispatch": {
        w: 2,
        bg: [["info", (r) => `delivered event evt_${r.hex(12)} to merchant m_${r.int(100, 999)} -> 200`]],
      },
      "statements-batch": {
        w: 1,
        bg: [["info", (r) => `statement rendered for acc_${r.hex(10)} pages=${r.int(1, 5)}`]],
      },
    },
    flows: [
      [
        ["api-gateway", "info", (r) => `POST /v2/transfers 201 ${ms(r, 80, 500)}ms`, 0],
        ["fraud-scorer", "info", (r) => `scored transfer score=${(r.next() * 0.3).toFixed(3)}`, 15],
        ["ledger-writer", "info", (r) => `transfer tr_${r.hex(10)} committed`, 70],
      ],
      [
        ["api-gateway", "info", (r) => `GET /v2/accounts/acc_${r.hex(10)} 200 ${ms(r, 10, 90)}ms`, 0],
        ["accounts-svc", "debug", "account cache miss, loaded from primary", 5],
      ],
    ],
    jobs: [
      ["statements-batch", 60, "info", (r) => `progress: ${r.int(1000, 90000)} of 120000 statements`],
      ["fx-rates", 30, "info", "refreshed 42 currency pairs from ECB feed"],
    ],
    noise: [
      ["webhook-dispatch", "error", (r) => `merchant m_${r.int(100, 140)} endpoint returned 410 Gone, event parked`],
      ["kyc-checker", "warn", "document OCR confidence below 0.6, manual review queued"],
      [
        "statements-batch",
        "error",
        (r) => `PDF font fallback for acc_${r.hex(10)}: glyph U+0${r.int(400, 999)} missing`,
      ],
    ],
    deprecations: [
      ["accounts-svc", "WARN: HikariCP property 'maxLifetime' is close to database wait_timeout"],
      ["fraud-scorer", "FutureWarning: sklearn.utils.parallel_backend is deprecated and will be removed in 1.7"],
    ],
    retries: [
      ["webhook-dispatch", "merchant m_311 timeout, retry scheduled in 30s", "merchant m_311 delivered on 2nd attempt"],
      ["fx-rates", "ECB feed 502, retrying in 5s", "ECB feed ok after retry"],
    ],
    deploys: [
      ["kyc-checker", (r) => `ArgoCD sync kyc-checker ${ver(r)}: Healthy`],
      ["statements-batch", (r) => `image pushed statements-batch:${ver(r)}; next run picks it up`],
    ],
  },
  fleet: {
    ns: "logistics",
    svcs: {
      "dispatch-api": {
        w: 3,
        health: "GET /status 200",
        bg: [["info", (r) => `POST /jobs/${r.int(100000, 999999)}/assign 200 ${ms(r, 20, 300)}ms`]],
      },
      "route-planner": {
        w: 2,
        health: "probe ok",
        bg: [["info", (r) => `route solved stops=${r.int(3, 40)} vehicles=${r.int(1, 6)} in ${ms(r, 40, 900)}ms`]],
      },
      "tracking-ingest": {
        w: 4,
        health: "GET /healthz 200",
        bg: [["debug", (r) => `produced ${r.int(50, 900)} pings to topic vehicle-pings partition=${r.int(0, 23)}`]],
      },
      "telemetry-consumer": {
        w: 3,
        bg: [["info", (r) => `committed offsets group=telemetry partition=${r.int(0, 23)} offset=${r.int(1e6, 9e6)}`]],
      },
      "eta-calc": {
        w: 2,
        health: "grpc health SERVING",
        bg: [["info", (r) => `eta for job ${r.int(100000, 999999)} = ${r.int(3, 90)} min (model v${r.int(11, 14)})`]],
      },
      "driver-bff": {
        w: 3,
        health: "GET /ready 200",
        bg: [["info", (r) => `GET /driver/${r.hex(6)}/shift 200 ${ms(r)}ms`]],
      },
      "geo-cache": {
        w: 1,
        bg: [["debug", (r) => `geocode cache ${r.pick(["hit", "hit", "miss"])} key=${r.hex(10)}`]],
      },
      "billing-export": {
        w: 1,
        bg: [
          ["info", (r) => `exported ${r.int(10, 500)} delivery records to s3://fleet-billing/${r.int(2026, 2026)}/`],
        ],
      },
    },
    flows: [
      [
        ["driver-bff", "info", (r) => `POST /driver/ping 202 ${ms(r, 3, 30)}ms`, 0],
        ["tracking-ingest", "debug", "ping accepted", 4],
      ],
      [
        ["dispatch-api", "info", (r) => `GET /jobs/${r.int(100000, 999999)}/eta 200 ${ms(r, 20, 200)}ms`, 0],
        ["eta-calc", "debug", "eta computed from cached route", 12],
      ],
    ],
    jobs: [
      ["billing-export", 120, "info", "hourly export checkpoint written"],
      ["route-planner", 60, "info", (r) => `re-optimisation sweep: ${r.int(0, 40)} routes improved`],
    ],
    noise: [
      ["eta-calc", "warn", (r) => `traffic feed tile ${r.int(1000, 9999)} stale, using historical speeds`],
      ["driver-bff", "error", (r) => `push token invalid for driver ${r.hex(6)} (APNs BadDeviceToken)`],
      ["geo-cache", "error", "address normaliser: unparseable postcode, stored raw"],
    ],
    deprecations: [
      [
        "telemetry-consumer",
        "WARN: consumer property 'auto.commit.interval.ms' ignored because enable.auto.commit=false",
      ],
      ["route-planner", "DeprecationWarning: pkg_resources is deprecated as an API"],
    ],
    retries: [
      ["route-planner", "OSRM request reset, retry 1", "OSRM ok on retry"],
      ["billing-export", "S3 PutObject 500 InternalError, retrying", "S3 PutObject succeeded after 1 retry"],
    ],
    deploys: [
      ["eta-calc", (r) => `rolled out eta-calc ${ver(r)} (canary 10% -> 100%)`],
      ["billing-export", (r) => `cronjob billing-export image updated to ${ver(r)}`],
    ],
  },
  saas: {
    ns: "analytics",
    svcs: {
      "app-frontend": {
        w: 4,
        health: "GET /healthz 200",
        bg: [["info", (r) => `GET /dashboards/${r.hex(8)} 200 ${ms(r, 30, 400)}ms`]],
      },
      "query-svc": {
        w: 3,
        health: "GET /actuator/health 200",
        bg: [
          [
            "info",
            (r) => `query qid=${r.hex(10)} tenant=t${r.int(100, 999)} rows=${r.int(0, 50000)} ${ms(r, 20, 900)}ms`,
          ],
        ],
      },
      "ingest-collector": {
        w: 4,
        health: "probe ok",
        bg: [["debug", (r) => `batch accepted events=${r.int(100, 5000)} bytes=${r.int(10, 900)}KB`]],
      },
      "events-consumer": {
        w: 3,
        bg: [["info", (r) => `flushed ${r.int(1000, 20000)} rows to columnstore part p${r.int(1000, 9999)}`]],
      },
      "report-builder": {
        w: 1,
        bg: [["info", (r) => `report rp_${r.hex(8)} rendered (${r.int(1, 30)} charts)`]],
      },
      "tenant-admin": {
        w: 1,
        health: "GET /health 200",
        bg: [["info", (r) => `tenant t${r.int(100, 999)} settings read`]],
      },
      "search-indexer": {
        w: 2,
        bg: [
          [
            "info",
            (r) => `bulk indexed ${r.int(200, 3000)} docs into events-${r.int(10, 28)} took ${ms(r, 20, 400)}ms`,
          ],
        ],
      },
      "audit-shipper": {
        w: 1,
        bg: [["debug", (r) => `shipped ${r.int(20, 400)} audit records`]],
      },
    },
    flows: [
      [
        ["app-frontend", "info", (r) => `POST /api/query 200 ${ms(r, 60, 900)}ms`, 0],
        ["query-svc", "debug", "plan cache hit", 8],
      ],
      [
        [
          "app-frontend",
          "info",
          (r) => `GET /api/search?q=${r.pick(["error", "login", "checkout", "latency"])} 200 ${ms(r, 30, 200)}ms`,
          0,
        ],
        ["search-indexer", "debug", "search passthrough ok", 10],
      ],
    ],
    jobs: [
      ["report-builder", 60, "info", (r) => `scheduler: ${r.int(0, 12)} scheduled reports due`],
      ["tenant-admin", 300, "info", "license usage snapshot stored"],
    ],
    noise: [
      ["report-builder", "error", (r) => `chart render failed for rp_${r.hex(8)}: series empty after filter`],
      [
        "ingest-collector",
        "warn",
        (r) => `dropped ${r.int(1, 9)} events with clock skew > 24h from sdk js/3.${r.int(1, 9)}`,
      ],
      ["audit-shipper", "error", "SIEM endpoint rejected batch: 413 payload too large, splitting"],
    ],
    deprecations: [
      ["query-svc", "WARN: Using deprecated 'index.mapper.dynamic' setting"],
      [
        "app-frontend",
        "(node:1) [DEP0170] DeprecationWarning: The URL is invalid. Future versions will enforce WHATWG URL",
      ],
    ],
    retries: [
      ["events-consumer", "columnstore insert timeout, retry 1/3", "columnstore insert ok on retry"],
      ["search-indexer", "bulk request 429 from cluster, backing off 500ms", "bulk request accepted after backoff"],
    ],
    deploys: [
      ["report-builder", (r) => `deploy report-builder ${ver(r)} complete (3 tasks)`],
      ["tenant-admin", (r) => `feature rollout 'new-billing-page' at ${r.int(5, 50)}% (unrelated to ingest)`],
    ],
  },
  games: {
    ns: "live-ops",
    svcs: {
      "lobby-gw": {
        w: 4,
        health: "GET /healthz 200",
        bg: [
          [
            "info",
            (r) => `ws connect player=p${r.int(100000, 999999)} region=${r.pick(["eu-west", "us-east", "ap-south"])}`,
          ],
        ],
      },
      matchmaker: {
        w: 3,
        health: "probe ok",
        bg: [
          [
            "info",
            (r) =>
              `match formed mode=${r.pick(["duo", "squad", "ranked"])} players=${r.int(2, 8)} wait=${r.int(2, 40)}s`,
          ],
        ],
      },
      "player-profile": {
        w: 3,
        health: "grpc health SERVING",
        bg: [["info", (r) => `profile p${r.int(100000, 999999)} loaded (${ms(r, 2, 30)}ms)`]],
      },
      "store-api": {
        w: 2,
        health: "GET /actuator/health 200",
        bg: [["info", (r) => `purchase bundle=${r.pick(["starter", "skin-pack-7", "coins-500"])} ok`]],
      },
      "chat-relay": {
        w: 2,
        bg: [["debug", (r) => `relayed ${r.int(10, 400)} messages in room r${r.int(1000, 9999)}`]],
      },
      leaderboard: {
        w: 2,
        health: "GET /health 200",
        bg: [["info", (r) => `zadd season-${r.int(8, 9)} p${r.int(100000, 999999)} score=${r.int(100, 9000)}`]],
      },
      "telemetry-fwd": {
        w: 1,
        bg: [["debug", (r) => `forwarded ${r.int(500, 9000)} events to kinesis`]],
      },
      "anticheat-svc": {
        w: 1,
        bg: [["info", (r) => `session scan p${r.int(100000, 999999)} verdict=clean`]],
      },
    },
    flows: [
      [
        ["lobby-gw", "info", (r) => `POST /lobby/join 200 ${ms(r, 20, 200)}ms`, 0],
        ["player-profile", "debug", "profile cache hit", 6],
        ["matchmaker", "debug", "ticket enqueued", 20],
      ],
      [
        ["lobby-gw", "info", (r) => `POST /store/buy 200 ${ms(r, 80, 400)}ms`, 0],
        ["store-api", "info", (r) => `receipt rc_${r.hex(10)} granted`, 50],
      ],
    ],
    jobs: [
      ["leaderboard", 60, "info", "season snapshot written"],
      [
        "matchmaker",
        30,
        "debug",
        (r) => `queue sizes duo=${r.int(0, 300)} squad=${r.int(0, 900)} ranked=${r.int(0, 200)}`,
      ],
    ],
    noise: [
      ["anticheat-svc", "error", (r) => `signature db lookup miss for module hash ${r.hex(16)}`],
      ["chat-relay", "warn", "profanity filter dictionary older than 7d"],
      ["lobby-gw", "error", (r) => `ws close 1006 abnormal from p${r.int(100000, 999999)} (client network)`],
    ],
    deprecations: [
      ["store-api", "WARN: Spring Boot 2.7 is past OSS support"],
      ["lobby-gw", "go: GODEBUG x509sha1=1 set; SHA-1 signatures will be rejected in a future release"],
    ],
    retries: [
      ["leaderboard", "redis READONLY during replica sync, retrying", "redis write ok after retry"],
      ["store-api", "platform receipt validation 503, retry in 1s", "platform receipt validated on retry"],
    ],
    deploys: [
      ["anticheat-svc", (r) => `rolled out anticheat-svc ${ver(r)}`],
      ["chat-relay", (r) => `config map chat-relay-config updated (rev ${r.int(20, 90)}), pods restarted`],
    ],
  },
};

/** Managed or platform components that log in some windows. */
export const INFRA: Record<string, Svc> = {
  kubelet: {
    w: 1,
    bg: [
      ["info", (r) => `SyncLoop (PLEG): event for pod ${r.hex(5)}, ContainerStarted=false`],
      ["debug", "Housekeeping took 18.2ms"],
    ],
  },
  "ecs-agent": {
    w: 1,
    bg: [["info", (r) => `Managed task arn:aws:ecs:eu-west-1:task/${r.hex(16)} status RUNNING, desired RUNNING`]],
  },
  "orders-db": {
    w: 1,
    bg: [
      [
        "info",
        (r) => `LOG:  checkpoint complete: wrote ${r.int(100, 5000)} buffers; distance=${r.int(1000, 90000)} kB`,
      ],
      ["info", (r) => `LOG:  automatic vacuum of table "orders.public.line_items": index scans: ${r.int(0, 2)}`],
    ],
  },
  "redis-cache": {
    w: 1,
    bg: [["info", (r) => `${r.int(1, 9)}:M ${r.int(100, 900)} changes in 300 seconds. Saving...`]],
  },
  "kafka-broker": {
    w: 1,
    bg: [
      [
        "info",
        (r) => `[Log partition=vehicle-pings-${r.int(0, 23)}] Rolled new log segment at offset ${r.int(1e6, 9e6)}`,
      ],
    ],
  },
  "opensearch-data": {
    w: 1,
    bg: [
      ["info", (r) => `[gc][${r.int(1000, 9999)}] overhead, spent [${r.int(20, 120)}ms] collecting in the last [1s]`],
    ],
  },
  "dispatch-pg": {
    w: 1,
    bg: [["info", (r) => `LOG:  checkpoint starting: time; wrote ${r.int(50, 900)} buffers`]],
  },
  pgbouncer: {
    w: 1,
    bg: [
      [
        "info",
        (r) =>
          `stats: ${r.int(50, 900)} xacts/s, ${r.int(80, 1500)} queries/s, in ${r.int(10, 90)} kB/s, avg ${r.int(1, 9)} ms`,
      ],
    ],
  },
  coredns: {
    w: 1,
    bg: [
      [
        "info",
        (r) =>
          `[INFO] 10.2.${r.int(0, 9)}.${r.int(2, 250)}:${r.int(30000, 60000)} - A IN api.internal. udp NOERROR ${r.int(0, 3)}ms`,
      ],
    ],
  },
};
