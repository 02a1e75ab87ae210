// The four made-up publishers of holdout111: their services, runtimes, request flows and periodic chatter.
import type { Level } from "./formats.js";
import { chance, hex, int, pick, type Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";
export interface Svc {
  name: string;
  rt: Runtime;
  health: boolean;
}
/** One hop of a request: service, level, message, delay after the previous hop (ms). */
export type Step = [svc: string, level: Level, msg: string, dt: number];
export interface Flow {
  w: number;
  make: (r: Rng) => Step[];
}
export interface Periodic {
  svc: string;
  every: number;
  level: Level;
  make: (r: Rng) => string;
}
export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traced: boolean;
  services: Svc[];
  noisy: string;
  flows: Flow[];
  periodic: Periodic[];
}

const SECTIONS = ["politics", "business", "sport", "culture", "world", "local", "opinion", "science", "travel"];
const WORDS = [
  "council",
  "budget",
  "harbour",
  "election",
  "storm",
  "transfer",
  "inflation",
  "strike",
  "festival",
  "court",
  "rail",
  "housing",
  "hospital",
  "derby",
  "wildfire",
  "summit",
];
const slug = (r: Rng) =>
  `${pick(r, WORDS)}-${pick(r, WORDS)}-${pick(r, ["vote", "plan", "row", "deal", "live", "warning"])}`;
const ms = (r: Rng, lo: number, hi: number) => int(r, lo, hi);
const ip = (r: Rng) => `${int(r, 11, 223)}.${int(r, 0, 255)}.${int(r, 0, 255)}.${int(r, 1, 254)}`;
const BOTS = [
  "python-requests/2.31.0",
  "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)",
  "Scrapy/2.11.0 (+https://scrapy.org)",
  "Go-http-client/1.1",
  "Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)",
  "curl/8.4.0",
];
const BIDDERS = ["appnexus", "rubicon", "ix", "pubmatic", "openx", "criteo", "triplelift", "sovrn"];

const harbour: Estate = {
  key: "harbour",
  company: "Harbour Herald",
  namespace: "herald-prod",
  traced: true,
  noisy: "push-dispatch",
  services: [
    { name: "web-edge", rt: "go", health: false },
    { name: "cms-api", rt: "java", health: true },
    { name: "publish-worker", rt: "python", health: false },
    { name: "image-resizer", rt: "go", health: true },
    { name: "paywall-meter", rt: "node", health: true },
    { name: "subs-billing", rt: "ruby", health: true },
    { name: "ad-decision", rt: "java", health: true },
    { name: "push-dispatch", rt: "go", health: false },
    { name: "comment-mod", rt: "python", health: true },
    { name: "search-api", rt: "java", health: true },
  ],
  flows: [
    {
      w: 10,
      make: (r) => {
        const s = pick(r, SECTIONS);
        const hit = chance(r, 0.7);
        const id = int(r, 4100000, 4199999);
        const out: Step[] = [
          [
            "web-edge",
            "info",
            `GET /news/${s}/${slug(r)}-${id} 200 ${ms(r, 3, hit ? 30 : 240)}ms cache=${hit ? "HIT" : "MISS"} bytes=${int(r, 40000, 180000)}`,
            0,
          ],
        ];
        if (!hit) out.push(["cms-api", "info", `GET /api/v3/articles/${id} 200 (${ms(r, 8, 90)} ms)`, ms(r, 2, 20)]);
        out.push([
          "paywall-meter",
          "info",
          `meter decision reader=r_${hex(r, 10)} count=${int(r, 1, 5)}/5 action=${pick(r, ["allow", "allow", "allow", "prompt"])}`,
          ms(r, 2, 15),
        ]);
        if (chance(r, 0.6))
          out.push([
            "ad-decision",
            "info",
            `auction ${hex(r, 8)} slots=${int(r, 2, 6)} bids=${int(r, 3, 9)} winner=${pick(r, BIDDERS)} cpm=${(r() * 3).toFixed(2)} took=${ms(r, 60, 280)}ms`,
            ms(r, 5, 40),
          ]);
        return out;
      },
    },
    {
      w: 2,
      make: (r) => {
        const q = `${pick(r, WORDS)} ${pick(r, WORDS)}`;
        return [
          ["web-edge", "info", `GET /search?q=${encodeURIComponent(q)} 200 ${ms(r, 40, 300)}ms cache=MISS`, 0],
          [
            "search-api",
            "info",
            `query="${q}" index=articles-v7 took=${ms(r, 9, 80)}ms hits=${int(r, 0, 900)}`,
            ms(r, 3, 12),
          ],
        ];
      },
    },
    {
      w: 1,
      make: (r) => {
        const sub = `sub_${hex(r, 14)}`;
        return [
          ["web-edge", "info", `POST /api/subscribe 201 ${ms(r, 300, 900)}ms`, 0],
          [
            "paywall-meter",
            "info",
            `checkout started plan=${pick(r, ["digital-monthly", "digital-annual", "all-access"])}`,
            ms(r, 5, 20),
          ],
          [
            "subs-billing",
            "info",
            `Completed 201 Created in ${ms(r, 200, 700)}ms (ActiveRecord: ${ms(r, 4, 30)}.${int(r, 0, 9)}ms | Stripe ${sub} active)`,
            ms(r, 200, 600),
          ],
        ];
      },
    },
    {
      w: 2,
      make: (r) => {
        const c = `c_${hex(r, 10)}`;
        const spam = chance(r, 0.18);
        return [
          ["web-edge", "info", `POST /api/comments 202 ${ms(r, 20, 90)}ms`, 0],
          [
            "comment-mod",
            spam ? "warn" : "info",
            spam
              ? `comment ${c} held for review: spam_score=${(0.8 + r() * 0.19).toFixed(2)} reasons=[link_density, new_account]`
              : `comment ${c} approved toxicity=${(r() * 0.2).toFixed(2)}`,
            ms(r, 40, 300),
          ],
        ];
      },
    },
    {
      w: 1,
      make: (r) => {
        const story = int(r, 88000, 89999);
        const big = chance(r, 0.12);
        const out: Step[] = [
          [
            "cms-api",
            "info",
            `draft ${story} rev ${int(r, 2, 30)} saved by ${pick(r, ["mkerr", "aduarte", "jsingh", "lpoole", "fnyambura"])}`,
            0,
          ],
        ];
        if (chance(r, 0.5))
          out.push([
            "image-resizer",
            big ? "warn" : "info",
            big
              ? `rejected upload img_${hex(r, 8)}: ${(20 + r() * 14).toFixed(1)}MB exceeds max_upload_bytes=20MB`
              : `img_${hex(r, 8)} 4032x3024 -> 6 renditions in ${ms(r, 120, 480)}ms`,
            ms(r, 20, 200),
          ]);
        if (chance(r, 0.4))
          out.push([
            "publish-worker",
            "info",
            `published story ${story} rev ${int(r, 2, 30)} to [web, amp, apple_news] in ${ms(r, 300, 1400)}ms`,
            ms(r, 100, 800),
          ]);
        return out;
      },
    },
  ],
  periodic: [
    {
      svc: "push-dispatch",
      every: 3,
      level: "error",
      make: (r) => `FCM send failed token=${hex(r, 11)}…: UNREGISTERED (Requested entity was not found.)`,
    },
    {
      svc: "push-dispatch",
      every: 40,
      level: "info",
      make: (r) =>
        `alert ${hex(r, 6)} fan-out done topic=${pick(r, ["local", "sport", "breaking"])} sent=${int(r, 3000, 40000)} unregistered=${int(r, 5, 80)}`,
    },
    {
      svc: "publish-worker",
      every: 60,
      level: "info",
      make: (r) => `sitemap-news.xml regenerated (${int(r, 900, 1400)} urls) in ${(r() * 2 + 0.4).toFixed(2)}s`,
    },
    {
      svc: "cms-api",
      every: 30,
      level: "info",
      make: (r) => `ScheduledPublishJob: ${int(r, 0, 2)} stories due, 0 failed`,
    },
    {
      svc: "paywall-meter",
      every: 9,
      level: "warn",
      make: (r) => `meter wall: blocked non-browser client ip=${ip(r)} ua="${pick(r, BOTS)}" (no rid cookie)`,
    },
    {
      svc: "ad-decision",
      every: 14,
      level: "warn",
      make: (r) => `bidder ${pick(r, BIDDERS)} timed out after 300ms, auction closed without it`,
    },
    {
      svc: "search-api",
      every: 120,
      level: "warn",
      make: () =>
        "[DEPRECATION] Elasticsearch built-in security features are not enabled. Without authentication, your cluster could be accessible to anyone.",
    },
    {
      svc: "comment-mod",
      every: 180,
      level: "warn",
      make: () =>
        "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    },
    {
      svc: "subs-billing",
      every: 75,
      level: "info",
      make: (r) => `Stripe webhook invoice.paid evt_${hex(r, 14)} processed (retry 1 of 3 succeeded)`,
    },
  ],
};

const nordlicht: Estate = {
  key: "nordlicht",
  company: "Nordlicht Media",
  namespace: "nordlicht",
  traced: false,
  noisy: "prebid-server",
  services: [
    { name: "frontdoor-bff", rt: "node", health: true },
    { name: "article-store", rt: "dotnet", health: true },
    { name: "media-transcode", rt: "cpp", health: false },
    { name: "meter-gate", rt: "go", health: true },
    { name: "subscription-svc", rt: "dotnet", health: true },
    { name: "prebid-server", rt: "go", health: false },
    { name: "alerts-fanout", rt: "node", health: false },
    { name: "newsletter-sender", rt: "python", health: false },
    { name: "purge-relay", rt: "go", health: true },
  ],
  flows: [
    {
      w: 10,
      make: (r) => {
        const id = int(r, 200000, 299999);
        const out: Step[] = [
          [
            "frontdoor-bff",
            "info",
            `GET /artikel/${pick(r, SECTIONS)}/${id} 200 ${ms(r, 20, 260)} ms - ${int(r, 30000, 160000)}`,
            0,
          ],
          [
            "article-store",
            "info",
            `Request finished HTTP/1.1 GET http://article-store/api/articles/${id} - 200 - application/json ${ms(r, 4, 60)}.${int(r, 100, 999)}ms`,
            ms(r, 2, 10),
          ],
          [
            "meter-gate",
            "info",
            `meter ok visitor=${hex(r, 12)} used=${int(r, 1, 10)}/10 verdict=${pick(r, ["free", "free", "free", "soft-wall"])}`,
            ms(r, 1, 8),
          ],
        ];
        if (chance(r, 0.5))
          out.push([
            "prebid-server",
            "info",
            `auction ${hex(r, 12)} imps=${int(r, 1, 4)} bids=${int(r, 2, 8)} tmax=800 took=${ms(r, 120, 700)}ms`,
            ms(r, 5, 30),
          ]);
        return out;
      },
    },
    {
      w: 1,
      make: (r) => [
        ["frontdoor-bff", "info", `POST /konto/abo 200 ${ms(r, 200, 800)} ms - ${int(r, 200, 900)}`, 0],
        [
          "subscription-svc",
          "info",
          `Subscription ${hex(r, 8)} renewed plan=${pick(r, ["digital-plus", "e-paper", "bundle"])} psp=adyen result=Authorised`,
          ms(r, 100, 500),
        ],
      ],
    },
    {
      w: 1,
      make: (r) => [
        [
          "article-store",
          "info",
          `Article ${int(r, 200000, 299999)} published by desk ${pick(r, ["politik", "sport", "kultur", "lokal"])}, version ${int(r, 1, 12)}`,
          0,
        ],
        [
          "purge-relay",
          "info",
          `purged surrogate keys=[article-${int(r, 200000, 299999)} section-front] in ${ms(r, 60, 300)}ms queue_depth=${int(r, 0, 6)}`,
          ms(r, 200, 1500),
        ],
      ],
    },
    {
      w: 1,
      make: (r) => [
        [
          "media-transcode",
          "info",
          `job ${int(r, 10000, 19999)}: ${pick(r, ["1080p", "720p", "480p"])} h264 done in ${(r() * 40 + 5).toFixed(1)}s speed=${(r() * 3 + 1).toFixed(2)}x`,
          0,
        ],
      ],
    },
  ],
  periodic: [
    {
      svc: "prebid-server",
      every: 2,
      level: "error",
      make: (r) =>
        `adapter ${pick(r, ["rubicon", "ix", "pubmatic", "sovrn"])}: Post "https://${pick(r, ["prebid-server.rubiconproject.com", "exchange.pubmatic.com", "htlb.casalemedia.com"])}/openrtb2/auction": context deadline exceeded`,
    },
    {
      svc: "meter-gate",
      every: 11,
      level: "warn",
      make: (r) => `bot on meter wall ua=${JSON.stringify(pick(r, BOTS))} ip=${ip(r)} -> 402 paywall`,
    },
    {
      svc: "alerts-fanout",
      every: 25,
      level: "warn",
      make: (r) => `APNs 410 Unregistered for ${int(r, 3, 40)} device tokens, removing from audience`,
    },
    {
      svc: "alerts-fanout",
      every: 45,
      level: "info",
      make: (r) => `push campaign ${hex(r, 6)} delivered=${int(r, 2000, 60000)} failed=${int(r, 0, 30)}`,
    },
    {
      svc: "newsletter-sender",
      every: 20,
      level: "warn",
      make: (r) =>
        `bounce type=Permanent subtype=General recipient=${hex(r, 6)}@${pick(r, ["gmx.de", "web.de", "t-online.de", "gmail.com"])} list=morgenbriefing`,
    },
    {
      svc: "newsletter-sender",
      every: 35,
      level: "info",
      make: (r) => `batch ${int(r, 100, 999)} sent=${int(r, 900, 1000)} list=morgenbriefing ses_ok`,
    },
    {
      svc: "purge-relay",
      every: 50,
      level: "warn",
      make: (r) =>
        `purge queue delayed ${int(r, 20, 90)}s, edge served stale for section-front (stale-while-revalidate)`,
    },
    {
      svc: "frontdoor-bff",
      every: 150,
      level: "warn",
      make: () =>
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "subscription-svc",
      every: 60,
      level: "info",
      make: (r) => `Polly: retry 1 of 3 for Adyen /payments after 502, succeeded in ${ms(r, 200, 900)}ms`,
    },
    {
      svc: "article-store",
      every: 60,
      level: "info",
      make: (r) => `Hangfire: job ArchiveRotation #${int(r, 1000, 9999)} succeeded in ${ms(r, 100, 900)}ms`,
    },
  ],
};

const capledger: Estate = {
  key: "capledger",
  company: "Capital Ledger Daily",
  namespace: "cld-live",
  traced: true,
  noisy: "metering",
  services: [
    { name: "gateway", rt: "go", health: false },
    { name: "editorial-api", rt: "python", health: true },
    { name: "asset-pipeline", rt: "python", health: false },
    { name: "metering", rt: "java", health: true },
    { name: "checkout", rt: "node", health: true },
    { name: "hb-auction", rt: "node", health: true },
    { name: "breaking-push", rt: "java", health: true },
    { name: "mod-queue", rt: "ruby", health: false },
    { name: "recs-widget", rt: "python", health: true },
    { name: "cdn-purger", rt: "go", health: false },
  ],
  flows: [
    {
      w: 10,
      make: (r) => {
        const p = `/${pick(r, SECTIONS)}/2026/${slug(r)}`;
        const out: Step[] = [
          [
            "gateway",
            "info",
            `"GET ${p} HTTP/2" 200 ${int(r, 20000, 140000)} ${ms(r, 15, 220)}ms upstream=editorial-api`,
            0,
          ],
          [
            "editorial-api",
            "info",
            `"GET /v1/stories/by-path HTTP/1.1" 200 ${int(r, 4000, 30000)} ${ms(r, 6, 80)}ms`,
            ms(r, 2, 8),
          ],
          [
            "metering",
            "info",
            `meter.check visitor=v-${hex(r, 10)} views=${int(r, 1, 3)}/3 decision=${pick(r, ["GRANT", "GRANT", "GRANT", "REGWALL"])}`,
            ms(r, 1, 6),
          ],
        ];
        if (chance(r, 0.5))
          out.push([
            "recs-widget",
            "info",
            `recs served model=als-v14 items=6 latency_ms=${ms(r, 12, 90)}`,
            ms(r, 5, 30),
          ]);
        if (chance(r, 0.5))
          out.push([
            "hb-auction",
            "info",
            `auction done adUnits=${int(r, 2, 5)} bidsReceived=${int(r, 2, 9)} winner=${pick(r, BIDDERS)} ${ms(r, 150, 900)}ms`,
            ms(r, 10, 40),
          ]);
        return out;
      },
    },
    {
      w: 1,
      make: (r) => [
        ["gateway", "info", `"POST /api/checkout HTTP/2" 200 512 ${ms(r, 300, 1200)}ms upstream=checkout`, 0],
        [
          "checkout",
          "info",
          `order ord_${hex(r, 10)} paid via card amount=${pick(r, ["4.99", "9.99", "14.99", "119.00"])} USD (${ms(r, 250, 1000)}ms)`,
          ms(r, 250, 900),
        ],
      ],
    },
    {
      w: 2,
      make: (r) => {
        const spam = chance(r, 0.2);
        return [
          ["gateway", "info", `"POST /api/comments HTTP/2" 202 88 ${ms(r, 15, 60)}ms upstream=mod-queue`, 0],
          [
            "mod-queue",
            "info",
            spam
              ? `[CommentScreenJob] comment=${int(r, 7000000, 7999999)} held spam=true (akismet)`
              : `[CommentScreenJob] comment=${int(r, 7000000, 7999999)} published after ${ms(r, 80, 400)}ms`,
            ms(r, 100, 800),
          ],
        ];
      },
    },
    {
      w: 1,
      make: (r) => {
        const sid = int(r, 510000, 519999);
        return [
          [
            "editorial-api",
            "info",
            `story ${sid} published by ${pick(r, ["r.okafor", "t.bauer", "m.reyes", "k.hughes"])} (rev ${int(r, 2, 20)})`,
            0,
          ],
          [
            "asset-pipeline",
            "info",
            `asset ${hex(r, 8)}.jpg crops=[16x9,1x1,4x5] webp+avif in ${ms(r, 200, 900)}ms`,
            ms(r, 50, 300),
          ],
          [
            "cdn-purger",
            "info",
            `purge ok keys=story-${sid},homepage status=200 took=${ms(r, 40, 200)}ms`,
            ms(r, 300, 2000),
          ],
        ];
      },
    },
  ],
  periodic: [
    {
      svc: "metering",
      every: 3,
      level: "error",
      make: (r) =>
        `MeterDeniedException: visitor fingerprint matched crawler list (ua=${JSON.stringify(pick(r, BOTS))}, ip=${ip(r)}) - 403 returned`,
    },
    {
      svc: "breaking-push",
      every: 30,
      level: "warn",
      make: (r) => `FCM: ${int(r, 2, 60)} registration tokens returned NOT_FOUND, marking stale`,
    },
    {
      svc: "breaking-push",
      every: 55,
      level: "info",
      make: (r) =>
        `Alert ${hex(r, 6)} dispatched to topic=${pick(r, ["markets", "politics", "breaking"])} accepted=${int(r, 5000, 90000)}`,
    },
    {
      svc: "hb-auction",
      every: 12,
      level: "warn",
      make: (r) => `bidder ${pick(r, BIDDERS)} exceeded bidderTimeout 1000ms, responses ignored`,
    },
    {
      svc: "recs-widget",
      every: 60,
      level: "info",
      make: (r) => `feature cache refreshed rows=${int(r, 80000, 120000)} age_s=0 took ${(r() * 3).toFixed(2)}s`,
    },
    {
      svc: "cdn-purger",
      every: 45,
      level: "warn",
      make: (r) => `purge backlog depth=${int(r, 20, 140)} oldest=${int(r, 15, 70)}s; stale content served meanwhile`,
    },
    {
      svc: "asset-pipeline",
      every: 40,
      level: "warn",
      make: (r) =>
        `rejecting upload ${hex(r, 8)}.tiff: image too large (${int(r, 90, 180)}MP > 89MP decompression-bomb limit)`,
    },
    {
      svc: "checkout",
      every: 90,
      level: "info",
      make: (r) => `webhook payment_intent.succeeded retried (attempt 2) ok in ${ms(r, 100, 500)}ms`,
    },
    {
      svc: "editorial-api",
      every: 160,
      level: "warn",
      make: () =>
        "RemovedInDjango51Warning: The USE_L10N setting is deprecated. Starting with Django 5.0, localized formatting of data will always be enabled.",
    },
    {
      svc: "mod-queue",
      every: 60,
      level: "info",
      make: (r) => `[Sidekiq::Cron] ExpireHeldComments enqueued jid=${hex(r, 24)}`,
    },
  ],
};

const valley: Estate = {
  key: "valley",
  company: "Valley Courier Group",
  namespace: "vcg-prod",
  traced: false,
  noisy: "site-renderer",
  services: [
    { name: "site-renderer", rt: "node", health: false },
    { name: "draft-service", rt: "ruby", health: true },
    { name: "video-ingest", rt: "python", health: false },
    { name: "paywall-api", rt: "java", health: true },
    { name: "identity", rt: "go", health: true },
    { name: "ad-gateway", rt: "java", health: true },
    { name: "notif-hub", rt: "dotnet", health: true },
    { name: "mailer", rt: "ruby", health: false },
    { name: "search-indexer", rt: "java", health: false },
  ],
  flows: [
    {
      w: 10,
      make: (r) => {
        const out: Step[] = [
          [
            "site-renderer",
            "info",
            `GET /${pick(r, SECTIONS)}/${slug(r)} 200 in ${ms(r, 30, 400)}ms (ISR ${pick(r, ["HIT", "HIT", "STALE", "MISS"])})`,
            0,
          ],
          [
            "paywall-api",
            "info",
            `entitlement check user=${pick(r, ["anon", "anon", `u${int(r, 100000, 999999)}`])} metered=${int(r, 0, 4)}/4 result=${pick(r, ["OPEN", "OPEN", "METERED", "BLOCKED"])} ${ms(r, 3, 25)}ms`,
            ms(r, 2, 20),
          ],
        ];
        if (chance(r, 0.55))
          out.push([
            "ad-gateway",
            "info",
            `adRequest slots=${int(r, 2, 6)} filled=${int(r, 1, 6)} demand=[gam,prebid] ${ms(r, 80, 600)}ms`,
            ms(r, 5, 40),
          ]);
        return out;
      },
    },
    {
      w: 2,
      make: (r) => [
        [
          "identity",
          "info",
          `login ok method=${pick(r, ["password", "google", "apple", "magic-link"])} user=u${int(r, 100000, 999999)} ${ms(r, 40, 220)}ms`,
          0,
        ],
        [
          "paywall-api",
          "info",
          `session entitlements loaded user=u${int(r, 100000, 999999)} products=[${pick(r, ["digital", "digital,epaper", "sports-pass"])}]`,
          ms(r, 10, 60),
        ],
      ],
    },
    {
      w: 1,
      make: (r) => {
        const d = int(r, 30000, 39999);
        return [
          [
            "draft-service",
            "info",
            `Completed 200 OK in ${ms(r, 20, 200)}ms (Views: ${ms(r, 1, 9)}.${int(r, 0, 9)}ms | ActiveRecord: ${ms(r, 2, 40)}.${int(r, 0, 9)}ms | Allocations: ${int(r, 2000, 30000)}) draft=${d}`,
            0,
          ],
          [
            "search-indexer",
            "info",
            `indexed doc draft-${d} into articles_v3 (bulk ${int(r, 1, 40)} ops, ${ms(r, 8, 60)}ms)`,
            ms(r, 500, 3000),
          ],
        ];
      },
    },
    {
      w: 1,
      make: (r) => [
        [
          "video-ingest",
          "info",
          `clip ${hex(r, 8)} ingested duration=${int(r, 20, 600)}s renditions=4 uploaded in ${(r() * 9 + 1).toFixed(1)}s`,
          0,
        ],
      ],
    },
    {
      w: 1,
      make: (r) => [
        [
          "notif-hub",
          "info",
          `info: NotifHub.Dispatch[0] Sent ${pick(r, ["breaking", "weather", "sports"])} alert to ${int(r, 900, 30000)} devices in ${ms(r, 300, 2000)}ms`,
          0,
        ],
      ],
    },
  ],
  periodic: [
    {
      svc: "site-renderer",
      every: 3,
      level: "error",
      make: (r) => ` ⨯ upstream image response failed for https://img.valleycourier.com/${hex(r, 12)}.jpg 404`,
    },
    {
      svc: "paywall-api",
      every: 10,
      level: "warn",
      make: (r) => `Meter wall bot block ua=${JSON.stringify(pick(r, BOTS))} ip=${ip(r)} reason=no-js-challenge`,
    },
    {
      svc: "mailer",
      every: 18,
      level: "warn",
      make: (r) =>
        `[ActionMailer] bounce hard ${hex(r, 6)}@${pick(r, ["yahoo.com", "aol.com", "outlook.com"])} list=daily-briefing (550 5.1.1 user unknown)`,
    },
    {
      svc: "mailer",
      every: 30,
      level: "info",
      make: (r) => `[Sidekiq] NewsletterBatchJob JID-${hex(r, 24)} done: ${int(r, 400, 500)} delivered`,
    },
    {
      svc: "notif-hub",
      every: 27,
      level: "warn",
      make: (r) => `warn: NotifHub.Apns[0] ${int(r, 2, 30)} tokens rejected BadDeviceToken, pruned`,
    },
    {
      svc: "ad-gateway",
      every: 15,
      level: "warn",
      make: (r) => `prebid bidder ${pick(r, BIDDERS)} no response within 700ms`,
    },
    {
      svc: "search-indexer",
      every: 60,
      level: "info",
      make: (r) => `refresh of articles_v3 complete, ${int(r, 200, 900)} docs in last interval`,
    },
    {
      svc: "draft-service",
      every: 140,
      level: "warn",
      make: () =>
        "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.1 (use `to_fs(:db)` instead)",
    },
    {
      svc: "identity",
      every: 70,
      level: "info",
      make: (r) => `jwks refresh ok keys=3 (retry after 1 transient error) ${ms(r, 30, 200)}ms`,
    },
    {
      svc: "video-ingest",
      every: 50,
      level: "info",
      make: (r) => `poller: ${int(r, 0, 3)} new clips in s3://vcg-video-drop/incoming`,
    },
  ],
};

export const ESTATES: Record<string, Estate> = { harbour, nordlicht, capledger, valley };
export const ESTATE_KEYS = ["harbour", "nordlicht", "capledger", "valley"] as const;
export type EstateKey = (typeof ESTATE_KEYS)[number];

/** How each runtime prints a kube-probe health check. */
export function healthLine(rt: Runtime, r: Rng): string {
  switch (rt) {
    case "java":
      return `GET /actuator/health/readiness -> 200 (${int(r, 1, 6)} ms)`;
    case "python":
      return `10.${int(r, 0, 3)}.${int(r, 0, 255)}.1 - - "GET /healthz HTTP/1.1" 200 15 "-" "kube-probe/1.29"`;
    case "go":
      return `"GET /healthz HTTP/1.1" 200 2 "kube-probe/1.29" ${(r() * 0.9).toFixed(3)}ms`;
    case "node":
      return `GET /healthz 200 ${(r() * 2).toFixed(3)} ms - 15`;
    case "dotnet":
      return `Request finished HTTP/1.1 GET http://:8080/healthz - 200 - text/plain 0.${int(r, 100, 999)}ms`;
    case "ruby":
      return `method=GET path=/up format=html controller=Rails::HealthController action=show status=200 duration=${(r() * 2).toFixed(2)}`;
    case "cpp":
      return "health: ok (workers=8 queue=0)";
  }
}

/** A release or config reload as each runtime prints it, spread over a few seconds. */
export function deployLines(svc: string, rt: Runtime, r: Rng, reload: boolean): [Level, string, number][] {
  if (reload) {
    return [
      ["info", `config reload triggered by configmap ${svc}-config (resourceVersion ${int(r, 100000, 999999)})`, 0],
      ["info", `feature flags updated: ${int(r, 1, 6)} changed, ${int(r, 20, 80)} unchanged`, 400],
    ];
  }
  const v = `${int(r, 2, 9)}.${int(r, 0, 40)}.${int(r, 0, 9)}`;
  switch (rt) {
    case "java":
      return [
        [
          "info",
          `Starting ${svc.replace(/(^|-)(\w)/g, (_m, _a, c: string) => c.toUpperCase())}Application v${v} using Java 21.0.4 with PID 1`,
          0,
        ],
        ["info", `Tomcat started on port 8080 (http) with context path '/'`, 6200],
        [
          "info",
          `Started in ${(r() * 5 + 6).toFixed(3)} seconds (process running for ${(r() * 5 + 7).toFixed(3)})`,
          6400,
        ],
      ];
    case "python":
      return [
        ["info", "[1] [INFO] Starting gunicorn 22.0.0", 0],
        ["info", `[1] [INFO] Booting worker with pid: ${int(r, 7, 40)} (release ${v})`, 900],
      ];
    case "go":
      return [
        ["info", `starting ${svc} version=${v} commit=${hex(r, 7)} go=go1.22.5`, 0],
        ["info", "listening on :8080", 300],
      ];
    case "node":
      return [
        ["info", `${svc}@${v} starting (node v20.15.1, NODE_ENV=production)`, 0],
        ["info", "server listening on 0.0.0.0:3000", 1200],
      ];
    case "dotnet":
      return [
        ["info", `info: Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080 (build ${v})`, 0],
        ["info", "info: Microsoft.Hosting.Lifetime[0] Application started. Press Ctrl+C to shut down.", 200],
      ];
    case "ruby":
      return [
        ["info", `Puma starting in cluster mode... * Puma version: 6.4.2 * Environment: production (release ${v})`, 0],
        ["info", "* Listening on http://0.0.0.0:3000", 2500],
      ];
    case "cpp":
      return [["info", `${svc} ${v} starting, ffmpeg libavcodec 60.31.102, 8 workers`, 0]];
  }
}
