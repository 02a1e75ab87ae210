// The four made-up companies of holdout87: services and runtimes, request flows, jobs and the normal noise.
import type { Level } from "./formats.js";
import { chance, hex, int, money, pick, type Rng } from "./rng.js";
import type { Runtime } from "./stacks.js";

/** Ids one request carries through its hops. */
export interface Ctx {
  user: string;
  listing: string;
  lot: string;
  order: string;
  conv: string;
  amount: string;
  q: string;
  cat: string;
}

export interface Hop {
  svc: string;
  path: string;
  /** index of the hop that calls this one; -1 (or absent on the first hop) is the edge, default the previous hop */
  from?: number;
  ok: (r: Rng, c: Ctx) => string;
}
export interface Flow {
  w: number;
  method: string;
  path: (c: Ctx) => string;
  hops: Hop[];
}
export interface Periodic {
  svc: string;
  every: number;
  level: Level;
  msg: (r: Rng, c: Ctx) => string;
}
export interface Noise {
  svc: string;
  perMin: number;
  level: Level;
  msg: (r: Rng, c: Ctx) => string;
}
export interface Estate {
  key: string;
  ns: string;
  traces: boolean;
  edge: string;
  rt: Record<string, Runtime>;
  access: (r: Rng, method: string, path: string, status: number, ms: number) => string;
  flows: Flow[];
  jobs: Periodic[];
  noise: Noise[];
  /** the service that logs the same harmless error from the first minute */
  noisy: Noise;
  version: (svc: string, r: Rng) => string;
}

const CATS = ["cars-vans", "furniture", "electronics", "bikes", "baby-kids", "garden", "fashion", "property-rent"];
const QS = ["ikea kallax", "road bike 56", "iphone 13", "pram", "sofa bed", "golf 1.6 tdi", "lego", "standing desk"];

export function ctx(r: Rng): Ctx {
  return {
    user: `u${int(r, 100000, 999999)}`,
    listing: `${int(r, 41000000, 41999999)}`,
    lot: `${int(r, 20000, 89999)}`,
    order: `ORD-${hex(r, 8).toUpperCase()}`,
    conv: `c_${hex(r, 10)}`,
    amount: money(r, 4, 900),
    q: pick(r, QS),
    cat: pick(r, CATS),
  };
}

const ms = (r: Rng, lo = 8, hi = 240) => int(r, lo, hi);

// ---------------------------------------------------------------- Plaza (classifieds, trace ids)
const plaza: Estate = {
  key: "plaza",
  ns: "plaza-prod",
  traces: true,
  edge: "web-bff",
  rt: {
    "web-bff": "node",
    "listing-svc": "java",
    "photo-pipeline": "go",
    "image-moderation": "python",
    "search-api": "java",
    "saved-search-alerts": "python",
    "inbox-messaging": "node",
    "promo-billing": "ruby",
    "scam-screen": "python",
    "push-notifier": "go",
  },
  access: (_r, m, p, s, t) => `${m} ${p} ${s} ${t}ms`,
  flows: [
    {
      w: 5,
      method: "GET",
      path: (c) => `/api/search?q=${encodeURIComponent(c.q)}&cat=${c.cat}`,
      hops: [
        {
          svc: "search-api",
          path: "/v2/query",
          ok: (r, c) => `query cat=${c.cat} terms="${c.q}" hits=${int(r, 0, 900)} took=${ms(r, 4, 90)}ms shards=6/6`,
        },
      ],
    },
    {
      w: 4,
      method: "GET",
      path: (c) => `/api/listings/${c.listing}`,
      hops: [
        {
          svc: "listing-svc",
          path: "/listings",
          ok: (r, c) => `Listing ${c.listing} served from cache=${chance(r, 0.7)}`,
        },
      ],
    },
    {
      w: 2,
      method: "POST",
      path: () => "/api/listings",
      hops: [
        {
          svc: "listing-svc",
          path: "/listings",
          ok: (_r, c) => `Listing ${c.listing} created by ${c.user} in ${c.cat} status=PENDING_REVIEW`,
        },
        {
          svc: "photo-pipeline",
          from: 0,
          path: "/v1/photos",
          ok: (r, c) => `stored ${int(r, 1, 12)} photos listing=${c.listing} bytes=${int(r, 300, 9000)}KB variants=4`,
        },
        {
          svc: "image-moderation",
          from: 0,
          path: "/classify",
          ok: (r, c) =>
            `verdict listing=${c.listing} photos_checked=${int(r, 1, 12)} verdict=approve nsfw=0.0${int(r, 1, 9)}`,
        },
      ],
    },
    {
      w: 3,
      method: "POST",
      path: (c) => `/api/conversations/${c.conv}/messages`,
      hops: [
        { svc: "inbox-messaging", path: "/deliver", ok: (_r, c) => `message delivered conv=${c.conv} to=${c.user}` },
        {
          svc: "scam-screen",
          path: "/score",
          ok: (r, c) => `screened conv=${c.conv} score=0.${int(r, 1, 39)} action=deliver model=msg-risk-v14`,
        },
      ],
    },
    {
      w: 1,
      method: "POST",
      path: () => "/api/promotions",
      hops: [
        {
          svc: "promo-billing",
          path: "/purchases",
          ok: (r, c) =>
            `Completed 201 Created in ${ms(r, 60, 400)}ms (Views: 0.4ms | ActiveRecord: ${int(r, 3, 30)}.${int(r, 0, 9)}ms) bump_7d listing=${c.listing} amount=${pick(r, ["2.99", "4.99", "9.99"])} EUR`,
        },
      ],
    },
  ],
  jobs: [
    {
      svc: "saved-search-alerts",
      every: 30,
      level: "info",
      msg: (r) =>
        `alert sweep finished: ${int(r, 300, 900)} saved searches evaluated, ${int(r, 5, 80)} emails queued in ${int(r, 1, 5)}.${int(r, 0, 9)}s`,
    },
    {
      svc: "push-notifier",
      every: 15,
      level: "info",
      msg: (r) => `fcm batch sent ok=${int(r, 40, 300)} failed=0 apns ok=${int(r, 20, 200)}`,
    },
    {
      svc: "listing-svc",
      every: 60,
      level: "info",
      msg: (r) => `ExpiryJob: ${int(r, 10, 200)} listings expired, ${int(r, 0, 20)} renewal reminders queued`,
    },
    { svc: "search-api", every: 30, level: "info", msg: () => "GET /actuator/health 200 UP" },
    { svc: "web-bff", every: 10, level: "debug", msg: () => "GET /healthz 200 1ms" },
    {
      svc: "scam-screen",
      every: 45,
      level: "info",
      msg: (r) => `model cache warm: msg-risk-v14 p99=${int(r, 8, 30)}ms`,
    },
  ],
  noise: [
    {
      svc: "image-moderation",
      perMin: 1.5,
      level: "warn",
      msg: (_r, c) => `photo rejected: unsupported format image/heic listing=${c.listing} user=${c.user}`,
    },
    {
      svc: "listing-svc",
      perMin: 1,
      level: "info",
      msg: (r, c) =>
        `Listing ${c.listing} rejected by moderation: ${pick(r, ["prohibited_item:weapons", "duplicate_ad", "price_implausible", "contact_details_in_photo"])}`,
    },
    {
      svc: "scam-screen",
      perMin: 1,
      level: "warn",
      msg: (r, c) =>
        `message held for review conv=${c.conv} reason=${pick(r, ["off_platform_payment", "courier_scam_link", "advance_fee"])} score=0.${int(r, 86, 99)}`,
    },
    {
      svc: "web-bff",
      perMin: 0.3,
      level: "warn",
      msg: () =>
        "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    },
    {
      svc: "search-api",
      perMin: 0.4,
      level: "warn",
      msg: () =>
        "Deprecated query parameter 'sort=date' used by client web-bff/3.x; will be removed in v3, use 'sort=-published_at'",
    },
    {
      svc: "photo-pipeline",
      perMin: 0.6,
      level: "warn",
      msg: (r, c) =>
        `s3 PutObject listing=${c.listing}: RequestTimeout, retry 1/3 succeeded after ${int(r, 200, 900)}ms`,
    },
    {
      svc: "promo-billing",
      perMin: 0.5,
      level: "info",
      msg: (_r, c) => `Stripe PaymentIntent requires_action (3DS) listing=${c.listing}, awaiting customer`,
    },
  ],
  noisy: {
    svc: "push-notifier",
    perMin: 7,
    level: "error",
    msg: (r) => `fcm send failed token=${hex(r, 12)}…: messaging/registration-token-not-registered (token pruned)`,
  },
  version: (svc, r) => `${svc}@${int(r, 2, 9)}.${int(r, 0, 40)}.${int(r, 0, 9)}`,
};

// ---------------------------------------------------------------- Hammerline (auctions, no ids)
const hammer: Estate = {
  key: "hammerline",
  ns: "hl-prod",
  traces: false,
  edge: "edge-gateway",
  rt: {
    "edge-gateway": "go",
    "lot-catalog": "ruby",
    "bid-engine": "java",
    "auction-clock": "go",
    "settlement-worker": "dotnet",
    "escrow-ledger": "java",
    "label-broker": "python",
    "payout-service": "dotnet",
    "outbid-notifier": "node",
  },
  access: (r, m, p, s, t) =>
    `access method=${m} path=${p} status=${s} duration=${t}ms bytes=${int(r, 200, 9000)} ua="hammerline-app/5.${int(r, 1, 4)}"`,
  flows: [
    {
      w: 6,
      method: "POST",
      path: (c) => `/v1/lots/${c.lot}/bids`,
      hops: [
        {
          svc: "bid-engine",
          path: "/bids",
          ok: (r, c) =>
            `Bid accepted lot=${c.lot} amount=${c.amount} proxyMax=${(Number(c.amount) * 1.3).toFixed(2)} newPrice=${c.amount} bids=${int(r, 2, 60)}`,
        },
        { svc: "outbid-notifier", path: "/notices", ok: (r) => `outbid notice queued bidder=b${int(r, 1000, 99999)}` },
      ],
    },
    {
      w: 5,
      method: "GET",
      path: (c) => `/v1/lots/${c.lot}`,
      hops: [
        {
          svc: "lot-catalog",
          path: "/lots",
          ok: (r, c) =>
            `Completed 200 OK in ${ms(r, 8, 90)}ms (Views: ${int(r, 1, 9)}.${int(r, 0, 9)}ms | ActiveRecord: ${int(r, 1, 20)}.${int(r, 0, 9)}ms | Allocations: ${int(r, 900, 9000)}) lot=${c.lot}`,
        },
      ],
    },
    {
      w: 2,
      method: "POST",
      path: (c) => `/v1/orders/${c.order}/pay`,
      hops: [
        {
          svc: "escrow-ledger",
          path: "/holds",
          ok: (r, c) => `escrow hold created order=${c.order} amount=${c.amount} EUR pspRef=pi_${hex(r, 14)}`,
        },
      ],
    },
    {
      w: 1,
      method: "POST",
      path: (c) => `/v1/orders/${c.order}/label`,
      hops: [
        {
          svc: "label-broker",
          path: "/labels",
          ok: (r, c) =>
            `label purchased order=${c.order} carrier=${pick(r, ["ups", "dhl", "dpd"])} service=standard tracking=1Z${hex(r, 14).toUpperCase()}`,
        },
      ],
    },
  ],
  jobs: [
    {
      svc: "auction-clock",
      every: 20,
      level: "info",
      msg: (r) => `tick: ${int(r, 0, 14)} lots closing in next 60s, ${int(r, 0, 4)} soft-close extensions active`,
    },
    {
      svc: "auction-clock",
      every: 40,
      level: "info",
      msg: (r) => `anti-sniping: lot ${int(r, 20000, 89999)} extended by 120s (bid in final 2m)`,
    },
    {
      svc: "settlement-worker",
      every: 25,
      level: "info",
      msg: (r) =>
        `Settled lot ${int(r, 20000, 89999)} hammer=${money(r, 20, 3000)} premium=${money(r, 2, 300)} winner=b${int(r, 1000, 99999)}`,
    },
    {
      svc: "payout-service",
      every: 60,
      level: "info",
      msg: (r) =>
        `Payout batch PB-${int(r, 10000, 99999)} submitted: ${int(r, 5, 40)} sellers, ${money(r, 900, 30000)} EUR`,
    },
    {
      svc: "edge-gateway",
      every: 10,
      level: "debug",
      msg: () => "access method=GET path=/healthz status=200 duration=0ms",
    },
    {
      svc: "escrow-ledger",
      every: 30,
      level: "info",
      msg: (r) => `HikariPool-1 - stats (total=20, active=${int(r, 1, 6)}, idle=${int(r, 14, 19)}, waiting=0)`,
    },
  ],
  noise: [
    {
      svc: "bid-engine",
      perMin: 3,
      level: "info",
      msg: (r, c) =>
        `Bid rejected lot=${c.lot} amount=${c.amount} reason=BELOW_CURRENT_PRICE current=${(Number(c.amount) + int(r, 1, 40)).toFixed(2)}`,
    },
    {
      svc: "settlement-worker",
      perMin: 0.6,
      level: "warn",
      msg: (_r, c) => `Order ${c.order} unpaid after 72h deadline; second-chance offer sent to underbidder`,
    },
    {
      svc: "outbid-notifier",
      perMin: 1.2,
      level: "info",
      msg: (r, c) => `outbid notice throttled bidder=b${int(r, 1000, 99999)} lot=${c.lot} (3 in 60s)`,
    },
    {
      svc: "lot-catalog",
      perMin: 0.3,
      level: "warn",
      msg: () =>
        "DEPRECATION WARNING: `ActiveSupport::Deprecation.warn` is deprecated; use your own Deprecation object instead (called from LotPresenter#badges at app/presenters/lot_presenter.rb:44)",
    },
    {
      svc: "escrow-ledger",
      perMin: 0.4,
      level: "warn",
      msg: (r, c) =>
        `PSP capture for order=${c.order} got 409 idempotency in-flight, retry 1 ok after ${int(r, 100, 600)}ms`,
    },
  ],
  noisy: {
    svc: "label-broker",
    perMin: 6,
    level: "error",
    msg: (r) =>
      `address validation failed for order ORD-${hex(r, 8).toUpperCase()}: carrier returned AMBIGUOUS_ADDRESS, falling back to unvalidated label`,
  },
  version: (svc, r) => `${svc}:2026.11.${int(r, 1, 28)}-${hex(r, 7)}`,
};

// ---------------------------------------------------------------- Swapbox (classifieds, trace ids)
const swap: Estate = {
  key: "swapbox",
  ns: "swapbox",
  traces: true,
  edge: "api-edge",
  rt: {
    "api-edge": "java",
    "ad-post": "php",
    "media-resizer": "cpp",
    "moderation-queue": "python",
    "ad-search": "java",
    "chat-relay": "node",
    "boost-payments": "ruby",
    "trust-safety": "python",
    "alert-mailer": "go",
  },
  access: (r, m, p, s, t) => `${m} ${p} -> ${s} (${t} ms) client=${pick(r, ["android/9.14.0", "ios/9.13.2", "web"])}`,
  flows: [
    {
      w: 5,
      method: "GET",
      path: (c) => `/v1/ads?q=${encodeURIComponent(c.q)}`,
      hops: [
        {
          svc: "ad-search",
          path: "/search",
          ok: (r, c) => `[ads-v7][${int(r, 0, 5)}] took[${ms(r, 2, 60)}ms], total_hits[${int(r, 0, 4000)}] q="${c.q}"`,
        },
      ],
    },
    {
      w: 2,
      method: "POST",
      path: () => "/v1/ads",
      hops: [
        {
          svc: "ad-post",
          path: "/ads",
          ok: (_r, c) => `app.INFO: Ad ${c.listing} saved (status=pending) {"user":"${c.user}"}`,
        },
        {
          svc: "media-resizer",
          from: 0,
          path: "/resize",
          ok: (r, c) => `resized ad=${c.listing} images=${int(r, 1, 10)} out=webp q=82 ${int(r, 40, 400)}ms`,
        },
        {
          svc: "moderation-queue",
          from: 0,
          path: "/enqueue",
          ok: (r, c) => `ad ${c.listing} auto-approved rules=${int(r, 40, 60)} score=0.0${int(r, 1, 9)}`,
        },
      ],
    },
    {
      w: 3,
      method: "POST",
      path: (c) => `/v1/chats/${c.conv}`,
      hops: [
        {
          svc: "trust-safety",
          path: "/check",
          ok: (r, c) => `chat check conv=${c.conv} risk=low (${int(r, 3, 20)}ms)`,
        },
        { svc: "chat-relay", from: -1, path: "/relay", ok: (_r, c) => `relayed message conv=${c.conv} ws=online` },
      ],
    },
    {
      w: 1,
      method: "POST",
      path: (c) => `/v1/ads/${c.listing}/boost`,
      hops: [
        {
          svc: "boost-payments",
          path: "/boosts",
          ok: (r, c) =>
            `boost purchased ad=${c.listing} plan=${pick(r, ["top-3d", "highlight-7d", "urgent"])} psp=adyen pspReference=${hex(r, 16).toUpperCase()}`,
        },
      ],
    },
  ],
  jobs: [
    {
      svc: "alert-mailer",
      every: 30,
      level: "info",
      msg: (r) => `saved-search digest: ${int(r, 100, 700)} subscriptions, ${int(r, 5, 90)} mails handed to SES`,
    },
    {
      svc: "ad-search",
      every: 20,
      level: "info",
      msg: (r) => `indexer: bulk ${int(r, 20, 400)} docs refreshed in ${int(r, 30, 200)}ms`,
    },
    {
      svc: "moderation-queue",
      every: 30,
      level: "info",
      msg: (r) => `queue depth manual=${int(r, 10, 60)} auto=${int(r, 0, 5)}`,
    },
    { svc: "api-edge", every: 10, level: "debug", msg: () => "GET /health -> 200 (1 ms) client=kube-probe/1.29" },
    { svc: "media-resizer", every: 30, level: "info", msg: (r) => `worker pool busy=${int(r, 1, 6)}/16 queue=0` },
  ],
  noise: [
    {
      svc: "media-resizer",
      perMin: 1.5,
      level: "warn",
      msg: (r, c) =>
        `skipping image ad=${c.listing}: unsupported format ${pick(r, ["image/heif", "image/avif", "image/x-tiff"])}`,
    },
    {
      svc: "moderation-queue",
      perMin: 1,
      level: "info",
      msg: (r, c) => `ad ${c.listing} rejected rule=${pick(r, ["PHONE_IN_TITLE", "DUPLICATE", "PROHIBITED_ANIMALS"])}`,
    },
    {
      svc: "trust-safety",
      perMin: 0.8,
      level: "warn",
      msg: (_r, c) => `chat message held conv=${c.conv} pattern=wire_transfer_request action=hold`,
    },
    {
      svc: "ad-post",
      perMin: 0.4,
      level: "warn",
      msg: () =>
        'php.WARNING: User Deprecated: Method "Symfony\\Component\\HttpFoundation\\Request::get()" is deprecated since Symfony 7.4',
    },
    {
      svc: "chat-relay",
      perMin: 0.5,
      level: "warn",
      msg: (r) => `redis pub/sub reconnect attempt 1 ok after ${int(r, 20, 200)}ms`,
    },
  ],
  noisy: {
    svc: "alert-mailer",
    perMin: 6,
    level: "error",
    msg: (r) =>
      `ses: MessageRejected: Email address is not verified/suppressed: user${int(r, 1000, 99999)}@example.net (dropped)`,
  },
  version: (svc, r) => `${svc}:v${int(r, 1, 4)}.${int(r, 0, 60)}.${int(r, 0, 9)}`,
};

// ---------------------------------------------------------------- Gavel & Co (auctions, no ids)
const gavel: Estate = {
  key: "gavel",
  ns: "gavel",
  traces: false,
  edge: "storefront",
  rt: {
    storefront: "node",
    "auction-core": "rust",
    "proxy-bidder": "go",
    "close-settle": "java",
    "escrow-pay": "go",
    "carrier-hub": "python",
    "seller-payouts": "ruby",
    "risk-check": "dotnet",
    "notif-fanout": "node",
    "lot-media": "go",
  },
  access: (r, m, p, s, t) =>
    `${pick(r, ["10.4.", "10.6."])}${int(r, 1, 250)}.${int(r, 1, 250)} - "${m} ${p} HTTP/1.1" ${s} ${int(r, 100, 9000)} ${t}ms`,
  flows: [
    {
      w: 6,
      method: "POST",
      path: (c) => `/lots/${c.lot}/bid`,
      hops: [
        {
          svc: "risk-check",
          path: "/api/score",
          ok: (r) => `Bidder b${int(r, 1000, 99999)} risk score ${int(r, 1, 30)} => allow`,
        },
        {
          svc: "auction-core",
          from: -1,
          path: "/lots/bid",
          ok: (r, c) => `bid placed lot_id=${c.lot} amount=${c.amount} high_bidder_changed=${chance(r, 0.6)}`,
        },
        {
          svc: "proxy-bidder",
          path: "/proxy/evaluate",
          ok: (r, c) => `proxy evaluated lot=${c.lot} auto_bids=${int(r, 0, 3)}`,
        },
      ],
    },
    {
      w: 5,
      method: "GET",
      path: (c) => `/lots/${c.lot}`,
      hops: [
        { svc: "auction-core", path: "/lots", ok: (_r, c) => `lot fetched lot_id=${c.lot} state=open` },
        {
          svc: "lot-media",
          from: -1,
          path: "/media",
          ok: (r, c) => `served ${int(r, 1, 12)} images lot=${c.lot} cache=hit`,
        },
      ],
    },
    {
      w: 2,
      method: "POST",
      path: (c) => `/checkout/${c.order}`,
      hops: [
        {
          svc: "escrow-pay",
          path: "/escrow/fund",
          ok: (r, c) =>
            `escrow funded order=${c.order} amount=${c.amount} provider=mangopay payin=${int(r, 100000000, 999999999)}`,
        },
      ],
    },
    {
      w: 1,
      method: "POST",
      path: (c) => `/orders/${c.order}/shipping`,
      hops: [
        {
          svc: "carrier-hub",
          path: "/shipments",
          ok: (r, c) =>
            `shipment created order=${c.order} carrier=${pick(r, ["royalmail", "evri", "dhl"])} label=pdf ${int(r, 300, 1500)}ms`,
        },
      ],
    },
  ],
  jobs: [
    {
      svc: "close-settle",
      every: 20,
      level: "info",
      msg: (r) => `AuctionCloser closed ${int(r, 0, 9)} lots, ${int(r, 0, 9)} invoices issued`,
    },
    {
      svc: "seller-payouts",
      every: 60,
      level: "info",
      msg: (r) =>
        `[PayoutJob] batch ${int(r, 1000, 9999)} queued ${int(r, 3, 40)} transfers total=GBP ${money(r, 500, 20000)}`,
    },
    {
      svc: "notif-fanout",
      every: 15,
      level: "info",
      msg: (r) => `fanout done: ${int(r, 10, 200)} outbid, ${int(r, 0, 30)} ending-soon, ${int(r, 0, 20)} won notices`,
    },
    {
      svc: "storefront",
      every: 10,
      level: "debug",
      msg: (r) => `10.4.0.${int(r, 1, 9)} - "GET /healthz HTTP/1.1" 200 2 1ms`,
    },
    {
      svc: "auction-core",
      every: 30,
      level: "info",
      msg: (r) => `soft close extended lot_id=${int(r, 20000, 89999)} new_end=+120s`,
    },
  ],
  noise: [
    {
      svc: "auction-core",
      perMin: 2,
      level: "info",
      msg: (r, c) =>
        `bid refused lot_id=${c.lot} amount=${c.amount} reason=below_minimum_increment increment=${int(r, 1, 25)}.00`,
    },
    {
      svc: "close-settle",
      perMin: 0.5,
      level: "warn",
      msg: (_r, c) => `Buyer did not pay within 5 days, order ${c.order} cancelled and relisted`,
    },
    {
      svc: "notif-fanout",
      perMin: 1,
      level: "info",
      msg: (r) => `throttled outbid push user=${int(r, 10000, 99999)} window=60s`,
    },
    {
      svc: "storefront",
      perMin: 0.3,
      level: "warn",
      msg: () =>
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "carrier-hub",
      perMin: 0.6,
      level: "warn",
      msg: (r) => `carrier dhl quote: HTTP 502, retrying (1/3)... ok after ${int(r, 300, 1200)}ms`,
    },
    {
      svc: "lot-media",
      perMin: 0.8,
      level: "warn",
      msg: (_r, c) => `upload rejected lot=${c.lot}: image: unknown format (image/webp animated)`,
    },
  ],
  noisy: {
    svc: "risk-check",
    perMin: 6,
    level: "error",
    msg: (r) =>
      `GeoIP lookup failed for 100.${int(r, 64, 127)}.${int(r, 0, 255)}.${int(r, 0, 255)}: The address is not in the database. Using country=ZZ`,
  },
  version: (svc, r) => `${svc} ${int(r, 1, 3)}.${int(r, 0, 30)}.${int(r, 0, 9)} (build ${hex(r, 7)})`,
};

export const ESTATES: readonly Estate[] = [plaza, hammer, swap, gavel];
