// The four made-up companies of holdout132 (two pawn chains, two consignment stores): services, runtimes,
// request flows, periodic jobs, the constant noise of each and the unrelated deploys that happen near anything.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type MsgFn = (r: Rng) => string;
export interface Step {
  svc: string;
  level: Level;
  msg: MsgFn;
}
export interface Flow {
  w: number;
  steps: Step[];
}
export interface Periodic {
  svc: string;
  level: Level;
  every: number;
  msg: MsgFn;
}
export interface Estate {
  id: "A" | "B" | "C" | "D";
  company: string;
  namespace: string;
  traces: boolean;
  runtimes: Record<string, string>;
  flows: Flow[];
  periodic: Periodic[];
  noisy: Periodic;
  deploys: { svc: string; lines: MsgFn[] }[];
}

const ms = (r: Rng, lo: number, hi: number) => `${r.int(lo, hi)}`;
const store = (r: Rng) => `S${r.int(101, 148)}`;
const money = (r: Rng, lo: number, hi: number) => (r.int(lo * 100, hi * 100) / 100).toFixed(2);
const ITEMS = [
  "Dewalt DCD771 drill",
  "PS5 console",
  "Gibson Les Paul Studio",
  "14k rope chain 22g",
  "iPhone 13 128GB",
  "Rolex Datejust 16233",
  "Milwaukee M18 impact",
  "Canon EOS R6",
  "10k class ring",
  "Stihl MS 250 chainsaw",
  "Xbox Series X",
  "MacBook Air M2",
  "Taylor 214ce guitar",
  "18k tennis bracelet",
];
const BRANDS = [
  "Coach",
  "Madewell",
  "Patagonia",
  "Eileen Fisher",
  "Lululemon",
  "Kate Spade",
  "Levi's",
  "Tory Burch",
  "Free People",
  "J.Crew",
  "Vince",
  "Everlane",
];
const sku = (r: Rng) => `SA-${r.digits(6)}`;
const tag = (r: Rng) => `EC${r.digits(7)}`;

// ---------------------------------------------------------------- A: Gold Anchor Pawn (traces)
const A: Estate = {
  id: "A",
  company: "Gold Anchor Pawn",
  namespace: "goldanchor-prod",
  traces: true,
  runtimes: {
    "store-gateway": "nodejs",
    "counter-pos": "dotnet",
    "loan-ledger": "java",
    "ticket-printer": "python",
    "intake-svc": "nodejs",
    "serial-watch": "python",
    "photo-vault": "go",
    "gold-ticker": "go",
    "auction-relay": "ruby",
    "forfeit-cron": "java",
  },
  flows: [
    {
      w: 5,
      steps: [
        {
          svc: "store-gateway",
          level: "info",
          msg: (r) => `POST /api/v3/loans/renew 200 ${ms(r, 80, 260)}ms store=${store(r)}`,
        },
        {
          svc: "counter-pos",
          level: "info",
          msg: (r) =>
            `Renewal accepted for ticket PT-${r.digits(7)}; interest paid $${money(r, 12, 180)}, new maturity in 30 days`,
        },
        {
          svc: "loan-ledger",
          level: "info",
          msg: (r) =>
            `c.g.ledger.LoanService : loan L${r.digits(8)} renewed, accrued interest settled, forfeitDate moved +30d`,
        },
        {
          svc: "ticket-printer",
          level: "info",
          msg: (r) =>
            `rendered pawn ticket PT-${r.digits(7)} (2 pages, ${r.int(38, 71)} KB) to queue ${store(r)}-front`,
        },
      ],
    },
    {
      w: 4,
      steps: [
        {
          svc: "store-gateway",
          level: "info",
          msg: (r) => `POST /api/v3/intake 201 ${ms(r, 150, 480)}ms store=${store(r)}`,
        },
        {
          svc: "intake-svc",
          level: "info",
          msg: (r) => `intake ${r.hex(8)} created: ${r.pick(ITEMS)}, serial ${r.hex(4).toUpperCase()}${r.digits(6)}`,
        },
        {
          svc: "photo-vault",
          level: "info",
          msg: (r) => `stored object intake/${r.hex(8)}/${r.int(1, 6)}.jpg size=${r.int(180, 2400)}KB`,
        },
        {
          svc: "serial-watch",
          level: "info",
          msg: (r) => `serial lookup ok: no match in LeadsOnline (${ms(r, 180, 900)} ms)`,
        },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "store-gateway",
          level: "info",
          msg: (r) => `POST /api/v3/loans 201 ${ms(r, 120, 400)}ms store=${store(r)}`,
        },
        {
          svc: "counter-pos",
          level: "info",
          msg: (r) => `New pawn loan $${money(r, 40, 1800)} on ${r.pick(ITEMS)}; 30-day term, 20% monthly`,
        },
        {
          svc: "gold-ticker",
          level: "info",
          msg: (r) => `quote served xau_usd=${money(r, 2318, 2342)} age=${ms(r, 1, 9)}s`,
        },
        {
          svc: "loan-ledger",
          level: "info",
          msg: (r) => `c.g.ledger.LoanService : loan L${r.digits(8)} opened principal=${money(r, 40, 1800)} apr=240.00`,
        },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "store-gateway",
          level: "info",
          msg: (r) => `GET /api/v3/loans/PT-${r.digits(7)} 200 ${ms(r, 20, 90)}ms`,
        },
        {
          svc: "loan-ledger",
          level: "info",
          msg: (r) => `c.g.ledger.web.LoanController : lookup ticket status=ACTIVE daysToForfeit=${r.int(0, 29)}`,
        },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "intake-svc",
          level: "warn",
          msg: (r) =>
            `photo ${r.int(1, 4)} for intake ${r.hex(8)} too dark (mean luma ${r.int(18, 34)}), asked clerk to retake`,
        },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "serial-watch",
          level: "warn",
          msg: (r) =>
            `serial ${r.hex(3).toUpperCase()}${r.digits(5)} partial match (score 0.${r.int(61, 79)}), flagged for manual check`,
        },
        {
          svc: "intake-svc",
          level: "info",
          msg: (r) => `intake ${r.hex(8)} on 15-day police hold pending manual review`,
        },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "counter-pos",
          level: "info",
          msg: (r) => `Last-day renewal at counter for ticket PT-${r.digits(7)} (maturity today, store ${store(r)})`,
        },
        {
          svc: "loan-ledger",
          level: "info",
          msg: () => "c.g.ledger.LoanService : renewal on maturity date accepted, grace not applied",
        },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "auction-relay",
          level: "info",
          msg: (r) => `Lot ${r.digits(6)} bid $${money(r, 20, 300)} below reserve, listing stays open`,
        },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "photo-vault",
          level: "warn",
          msg: (r) => `s3 PutObject retry 1/3 after RequestTimeout (${ms(r, 900, 2100)}ms), succeeded on retry`,
        },
      ],
    },
  ],
  periodic: [
    {
      svc: "gold-ticker",
      level: "info",
      every: 5,
      msg: (r) =>
        `tick XAU/USD bid=${money(r, 2318, 2342)} ask=${money(r, 2343, 2349)} src=metals-feed seq=${r.digits(7)}`,
    },
    {
      svc: "gold-ticker",
      level: "warn",
      every: 95,
      msg: (r) => `feed tick late by ${r.int(6, 14)}s, serving previous quote`,
    },
    { svc: "store-gateway", level: "info", every: 10, msg: (r) => `GET /healthz 200 ${r.int(1, 3)}ms kube-probe/1.29` },
    {
      svc: "auction-relay",
      level: "info",
      every: 30,
      msg: (r) =>
        `AuctionSyncJob JID-${r.hex(12)} INFO: done: ${r.int(0, 4)}.${r.int(100, 999)} sec, ${r.int(0, 12)} lots updated`,
    },
    {
      svc: "forfeit-cron",
      level: "info",
      every: 60,
      msg: (r) =>
        `o.s.s.c.ThreadPoolTaskScheduler : forfeiture sweep checked ${r.int(180, 400)} loans, ${r.int(0, 6)} past forfeitDate moved to FORFEITED`,
    },
    { svc: "photo-vault", level: "info", every: 15, msg: (r) => `GET /readyz 200 ${r.int(180, 900)}µs` },
    {
      svc: "serial-watch",
      level: "info",
      every: 20,
      msg: (r) => `127.0.0.1 - - "GET /health HTTP/1.1" 200 ${r.int(14, 18)}`,
    },
    {
      svc: "loan-ledger",
      level: "warn",
      every: 240,
      msg: () =>
        "o.h.e.j.e.i.JdbcEnvironmentInitiator : HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    },
    {
      svc: "counter-pos",
      level: "info",
      every: 45,
      msg: (r) => `Drawer reconciliation ${store(r)}-T${r.int(1, 4)} ok, variance $0.00`,
    },
  ],
  noisy: {
    svc: "ticket-printer",
    level: "error",
    every: 8,
    msg: (r) => `CUPS job ${r.int(4000, 9999)} for ${store(r)}-back: printer reported 'media-empty-error', job held`,
  },
  deploys: [
    {
      svc: "auction-relay",
      lines: [
        () => "Sidekiq 7.2.4 starting, concurrency: 10",
        () => "Booted Rails 7.1.3 application in production environment",
      ],
    },
    { svc: "store-gateway", lines: [(r) => `config reloaded: routes=42 rate_limits=7 (checksum ${r.hex(8)})`] },
    {
      svc: "photo-vault",
      lines: [() => "starting photo-vault version=2.19.3 commit=4be1f0a", () => "listening on :8080"],
    },
  ],
};

// ---------------------------------------------------------------- B: Brass Key Loans (no trace ids)
const B: Estate = {
  id: "B",
  company: "Brass Key Loans",
  namespace: "brasskey",
  traces: false,
  runtimes: {
    "edge-proxy": "go",
    "till-api": "ruby",
    "pledge-core": "go",
    "intake-desk": "python",
    "police-feed": "python",
    "img-pipeline": "nodejs",
    "bullion-rates": "python",
    "lot-publisher": "java",
    "reminder-sms": "nodejs",
  },
  flows: [
    {
      w: 5,
      steps: [
        {
          svc: "edge-proxy",
          level: "info",
          msg: (r) => `"POST /till/pledges/renew HTTP/1.1" 200 - ${r.int(300, 900)} ${ms(r, 60, 240)} "till-api"`,
        },
        {
          svc: "till-api",
          level: "info",
          msg: (r) =>
            `Completed 200 OK in ${ms(r, 50, 220)}ms (Views: 0.4ms | ActiveRecord: ${r.int(4, 30)}.${r.int(0, 9)}ms) PledgesController#renew`,
        },
        {
          svc: "pledge-core",
          level: "info",
          msg: (r) => `pledge renewed pledge_id=${r.digits(9)} fee=${money(r, 9, 140)} due=+30d branch=${r.int(1, 31)}`,
        },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "edge-proxy",
          level: "info",
          msg: (r) => `"POST /intake/items HTTP/1.1" 201 - ${r.int(2000, 90000)} ${ms(r, 200, 700)} "intake-desk"`,
        },
        {
          svc: "intake-desk",
          level: "info",
          msg: (r) => `item ${r.digits(8)} accepted: ${r.pick(ITEMS)} serial=${r.hex(6).toUpperCase()}`,
        },
        {
          svc: "img-pipeline",
          level: "info",
          msg: (r) => `thumbnails done for item ${r.digits(8)} (${r.int(2, 6)} photos, ${ms(r, 90, 400)}ms)`,
        },
        {
          svc: "police-feed",
          level: "info",
          msg: (r) => `queued transaction ${r.digits(7)} for state pawn report batch`,
        },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "edge-proxy",
          level: "info",
          msg: (r) => `"POST /till/buys HTTP/1.1" 201 - ${r.int(300, 900)} ${ms(r, 80, 300)} "till-api"`,
        },
        {
          svc: "bullion-rates",
          level: "info",
          msg: (r) =>
            `melt quote 14k ${r.int(2, 40)}.${r.int(0, 9)}g -> $${money(r, 60, 900)} (spot ${money(r, 2318, 2342)})`,
        },
        {
          svc: "till-api",
          level: "info",
          msg: (r) =>
            `Completed 201 Created in ${ms(r, 80, 260)}ms (Views: 0.2ms | ActiveRecord: ${r.int(6, 40)}.${r.int(0, 9)}ms) BuysController#create`,
        },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "edge-proxy",
          level: "info",
          msg: (r) => `"GET /till/pledges/${r.digits(9)} HTTP/1.1" 200 - 0 ${ms(r, 10, 60)} "till-api"`,
        },
        { svc: "pledge-core", level: "info", msg: (r) => `GET /v1/pledges/${r.digits(9)} 200 ${ms(r, 2, 20)}ms` },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "police-feed",
          level: "warn",
          msg: (r) =>
            `serial ${r.hex(6).toUpperCase()} returned possible match from NCIC mirror, item ${r.digits(8)} flagged for manual check`,
        },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "till-api",
          level: "info",
          msg: (r) => `Pledge ${r.digits(9)} renewed on due date at branch ${r.int(1, 31)} (counter, cash)`,
        },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "lot-publisher",
          level: "info",
          msg: (r) =>
            `c.b.lots.BidWatcher - lot BK-${r.digits(6)} high bid $${money(r, 10, 200)} under reserve $${money(r, 220, 500)}`,
        },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "img-pipeline",
          level: "warn",
          msg: (r) => `photo ${r.hex(10)}.jpg underexposed (histogram p50=${r.int(12, 30)}), auto-levels applied`,
        },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "reminder-sms",
          level: "info",
          msg: (r) => `sent due-date reminder to +1******${r.digits(4)} (SM${r.hex(32)})`,
        },
      ],
    },
  ],
  periodic: [
    {
      svc: "bullion-rates",
      level: "info",
      every: 6,
      msg: (r) => `spot XAU ${money(r, 2318, 2342)} XAG ${money(r, 27, 29)} from feed in ${r.int(40, 300)}ms`,
    },
    {
      svc: "bullion-rates",
      level: "warn",
      every: 110,
      msg: (r) => `feed tick late (${r.int(8, 20)}s since last), using cached spot`,
    },
    { svc: "edge-proxy", level: "info", every: 10, msg: () => `"GET /ready HTTP/1.1" 200 - 0 0 "-"` },
    { svc: "pledge-core", level: "info", every: 12, msg: (r) => `GET /healthz 200 ${r.int(100, 600)}µs` },
    {
      svc: "police-feed",
      level: "info",
      every: 60,
      msg: (r) => `state report batch ${r.digits(6)} submitted: ${r.int(4, 30)} transactions accepted`,
    },
    {
      svc: "lot-publisher",
      level: "info",
      every: 40,
      msg: (r) =>
        `c.b.lots.PublishJob - published ${r.int(0, 8)} forfeited items as lots, ${r.int(0, 3)} skipped (photos pending)`,
    },
    {
      svc: "pledge-core",
      level: "info",
      every: 90,
      msg: (r) => `forfeiture run: ${r.int(0, 9)} pledges past grace moved to inventory`,
    },
    {
      svc: "intake-desk",
      level: "warn",
      every: 200,
      msg: () =>
        "RemovedInDjango51Warning: The USE_L10N setting is deprecated. Starting with Django 5.0, localized formatting of data will always be enabled.",
    },
    {
      svc: "till-api",
      level: "warn",
      every: 180,
      msg: () =>
        "DEPRECATION WARNING: `to_s(:db)` is deprecated. Use `to_fs(:db)` instead. (called from block in <class:PledgeSerializer> at app/serializers/pledge_serializer.rb:14)",
    },
  ],
  noisy: {
    svc: "reminder-sms",
    level: "error",
    every: 9,
    msg: (r) => `Twilio error 21614: 'To' number +1******${r.digits(4)} is not a valid mobile number; reminder skipped`,
  },
  deploys: [
    {
      svc: "lot-publisher",
      lines: [
        () => "o.s.b.StartupInfoLogger - Starting LotPublisherApplication v1.33.0 using Java 17.0.10",
        () => "o.s.b.StartupInfoLogger - Started LotPublisherApplication in 11.2 seconds",
      ],
    },
    { svc: "edge-proxy", lines: [() => "lds: add/update listener 'ingress_https' (config version 2026-11-30.4)"] },
    {
      svc: "intake-desk",
      lines: [
        (r) => `[INFO] Booting worker with pid: ${r.int(20, 90)}`,
        () => "[INFO] Listening at: http://0.0.0.0:8000",
      ],
    },
  ],
};

// ---------------------------------------------------------------- C: Second Act Consignment (traces)
const C: Estate = {
  id: "C",
  company: "Second Act Consignment",
  namespace: "secondact",
  traces: true,
  runtimes: {
    "shop-web": "nodejs",
    "checkout-api": "java",
    "consignor-hub": "python",
    "payout-runner": "dotnet",
    "returns-svc": "ruby",
    "catalog-api": "go",
    "intake-station": "nodejs",
    "search-sync": "java",
    "register-bridge": "cpp",
    mailer: "python",
  },
  flows: [
    {
      w: 5,
      steps: [
        {
          svc: "shop-web",
          level: "info",
          msg: (r) =>
            `GET /shop/${r.pick(["womens", "mens", "bags", "shoes"])}?page=${r.int(1, 9)} 200 ${ms(r, 40, 220)}ms`,
        },
        {
          svc: "catalog-api",
          level: "info",
          msg: (r) => `GET /v2/listings?limit=48 status=200 dur=${ms(r, 8, 60)}ms hits=${r.int(48, 2000)}`,
        },
      ],
    },
    {
      w: 3,
      steps: [
        { svc: "shop-web", level: "info", msg: (r) => `POST /api/checkout 200 ${ms(r, 300, 900)}ms` },
        {
          svc: "checkout-api",
          level: "info",
          msg: (r) =>
            `o.s.checkout.OrderService : order SO-${r.digits(7)} placed, ${r.int(1, 4)} items, total $${money(r, 18, 420)}`,
        },
        {
          svc: "consignor-hub",
          level: "info",
          msg: (r) =>
            `sale recorded for consignor C${r.digits(5)} item ${sku(r)}; payout held until return window closes`,
        },
        {
          svc: "mailer",
          level: "info",
          msg: (r) => `queued template order_confirmation to b***@${r.pick(["gmail.com", "yahoo.com", "icloud.com"])}`,
        },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "register-bridge",
          level: "info",
          msg: (r) => `store ${r.int(1, 6)} register ${r.int(1, 3)}: sale ${r.digits(6)} synced (${r.int(1, 5)} lines)`,
        },
        {
          svc: "checkout-api",
          level: "info",
          msg: (r) => `o.s.checkout.InStoreSaleListener : in-store sale ${r.digits(6)} booked`,
        },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "intake-station",
          level: "info",
          msg: (r) =>
            `tagged ${sku(r)} ${r.pick(BRANDS)} ${r.pick(["tote", "dress", "jacket", "boots", "cardigan"])} at $${money(r, 14, 260)} for consignor C${r.digits(5)}`,
        },
        { svc: "catalog-api", level: "info", msg: (r) => `POST /v2/listings status=201 dur=${ms(r, 10, 50)}ms` },
        {
          svc: "search-sync",
          level: "info",
          msg: (r) =>
            `c.s.search.BulkIndexer : bulk indexed ${r.int(1, 40)} docs into listings-v12 in ${r.int(20, 200)}ms`,
        },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "returns-svc",
          level: "info",
          msg: (r) =>
            `Return RMA-${r.digits(6)} opened for SO-${r.digits(7)} (reason: ${r.pick(["fit", "not as described", "changed mind"])})`,
        },
        {
          svc: "consignor-hub",
          level: "info",
          msg: (r) => `payout for item ${sku(r)} stays held: open return RMA-${r.digits(6)}`,
        },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "intake-station",
          level: "warn",
          msg: (r) =>
            `photo for ${sku(r)} rejected by auto-check: too dark (exposure ${r.int(-3, -2)}.${r.int(1, 9)}EV), re-shoot requested`,
        },
      ],
    },
    {
      w: 1,
      steps: [
        { svc: "mailer", level: "warn", msg: () => "SMTP 421 4.7.0 Try again later from relay, retry 1/5 in 2s" },
        { svc: "mailer", level: "info", msg: () => "delivered on retry 2" },
      ],
    },
  ],
  periodic: [
    {
      svc: "payout-runner",
      level: "info",
      every: 30,
      msg: (r) => `PayoutSweep: ${r.int(0, 12)} payouts released (return window closed), ${r.int(3, 40)} still held`,
    },
    { svc: "shop-web", level: "info", every: 10, msg: (r) => `GET /api/health 200 ${r.int(1, 4)}ms` },
    { svc: "catalog-api", level: "info", every: 15, msg: () => "GET /healthz status=200 dur=0ms" },
    {
      svc: "search-sync",
      level: "info",
      every: 20,
      msg: (r) => `c.s.search.Reconciler : drift check listings-v12 ok (${r.int(18000, 19000)} docs)`,
    },
    {
      svc: "register-bridge",
      level: "info",
      every: 25,
      msg: (r) => `heartbeat stores=6 tunnels_up=6 queue_depth=${r.int(0, 3)}`,
    },
    {
      svc: "returns-svc",
      level: "info",
      every: 45,
      msg: (r) => `ReturnWindowJob: ${r.int(0, 15)} items cleared returns, notified consignor-hub`,
    },
    {
      svc: "shop-web",
      level: "warn",
      every: 150,
      msg: () =>
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "checkout-api",
      level: "warn",
      every: 260,
      msg: () =>
        "o.s.b.a.o.j.JpaBaseConfiguration$JpaWebConfiguration : spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering.",
    },
  ],
  noisy: {
    svc: "catalog-api",
    level: "error",
    every: 7,
    msg: (r) =>
      `thumbnail missing for listing ${sku(r)} (s3 key listings/${r.hex(8)}/t.webp): NoSuchKey, serving placeholder`,
  },
  deploys: [
    {
      svc: "mailer",
      lines: [
        () => "Started server process [1]",
        () => "Application startup complete.",
        () => "Uvicorn running on http://0.0.0.0:8080 (Press CTRL+C to quit)",
      ],
    },
    { svc: "shop-web", lines: [() => "▲ Next.js 14.2.3", () => "✓ Ready in 1843ms"] },
    {
      svc: "search-sync",
      lines: [
        () =>
          "c.s.search.SearchSyncApplication : Started SearchSyncApplication in 8.41 seconds (process running for 9.2)",
      ],
    },
  ],
};

// ---------------------------------------------------------------- D: Encore Closet (no trace ids)
const D: Estate = {
  id: "D",
  company: "Encore Closet",
  namespace: "encore",
  traces: false,
  runtimes: {
    storefront: "ruby",
    "cart-svc": "go",
    "consignor-accounts": "java",
    "settlement-worker": "python",
    "tag-printer-svc": "cpp",
    "price-suggest": "python",
    "inventory-api": "dotnet",
    "payments-bridge": "nodejs",
    "photo-intake": "go",
  },
  flows: [
    {
      w: 5,
      steps: [
        {
          svc: "storefront",
          level: "info",
          msg: (r) =>
            `Completed 200 OK in ${ms(r, 40, 200)}ms (Views: ${r.int(10, 60)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(2, 20)}.${r.int(0, 9)}ms) ListingsController#index`,
        },
        {
          svc: "inventory-api",
          level: "info",
          msg: (r) =>
            `Request finished HTTP/1.1 GET http://inventory-api/api/items?page=${r.int(1, 30)} - 200 - application/json ${ms(r, 5, 40)}.${r.int(10, 99)}ms`,
        },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "cart-svc",
          level: "info",
          msg: (r) => `checkout cart=${r.hex(10)} items=${r.int(1, 4)} total=${money(r, 15, 380)}`,
        },
        {
          svc: "payments-bridge",
          level: "info",
          msg: (r) => `charge succeeded pi_${r.hex(24)} amount=${r.int(1500, 38000)} currency=usd`,
        },
        { svc: "inventory-api", level: "info", msg: (r) => `Item ${tag(r)} marked SOLD (channel=web)` },
        {
          svc: "consignor-accounts",
          level: "info",
          msg: (r) =>
            `c.e.accounts.LedgerService - credit pending for consignor ${r.digits(6)}: $${money(r, 6, 160)} (40% split), held until returns clear`,
        },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "photo-intake",
          level: "info",
          msg: (r) => `upload ok item=${tag(r)} photos=${r.int(2, 8)} bytes=${r.int(400000, 9000000)}`,
        },
        {
          svc: "price-suggest",
          level: "info",
          msg: (r) =>
            `suggested $${money(r, 8, 220)} for ${r.pick(BRANDS)} ${r.pick(["coat", "skirt", "handbag", "sneakers"])} (comps=${r.int(4, 40)}, ${ms(r, 80, 600)}ms)`,
        },
        {
          svc: "tag-printer-svc",
          level: "info",
          msg: (r) => `printed tag ${tag(r)} on ZD421-${r.int(1, 4)} (${ms(r, 200, 900)}ms)`,
        },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "photo-intake",
          level: "warn",
          msg: (r) => `item=${tag(r)} photo ${r.int(1, 5)} too dark (luma=${r.int(15, 33)}) - flagged for re-shoot`,
        },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "payments-bridge",
          level: "warn",
          msg: (r) => `stripe request req_${r.hex(14)} got 'lock_timeout', retrying (1/2)`,
        },
        { svc: "payments-bridge", level: "info", msg: (r) => `charge succeeded pi_${r.hex(24)} on retry` },
      ],
    },
  ],
  periodic: [
    {
      svc: "settlement-worker",
      level: "info",
      every: 20,
      msg: (r) =>
        `Task settlements.release_cleared[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}] succeeded in ${r.int(0, 3)}.${r.digits(3)}s: {'released': ${r.int(0, 9)}, 'held': ${r.int(5, 60)}}`,
    },
    { svc: "cart-svc", level: "info", every: 10, msg: () => "GET /healthz 200 0.3ms" },
    { svc: "inventory-api", level: "info", every: 15, msg: () => "Health check 'db' completed with status Healthy" },
    { svc: "storefront", level: "info", every: 12, msg: () => `Started GET "/up" for 10.0.3.1` },
    {
      svc: "consignor-accounts",
      level: "info",
      every: 60,
      msg: (r) => `c.e.accounts.StatementJob - generated ${r.int(2, 30)} monthly statements`,
    },
    {
      svc: "price-suggest",
      level: "info",
      every: 90,
      msg: (r) => `refreshed comps cache (${r.int(30000, 42000)} sold items, ${r.int(2, 9)}s)`,
    },
    {
      svc: "storefront",
      level: "warn",
      every: 170,
      msg: () =>
        "DEPRECATION WARNING: Rails.application.secrets is deprecated in favor of Rails.application.credentials and will be removed in Rails 7.2.",
    },
    {
      svc: "inventory-api",
      level: "warn",
      every: 230,
      msg: () =>
        "Entity type 'ConsignedItem' has property 'AskingPrice' with no store type specified. This will cause values to be silently truncated if they do not fit in the default precision and scale.",
    },
  ],
  noisy: {
    svc: "tag-printer-svc",
    level: "error",
    every: 10,
    msg: (r) => `ZD421-${r.int(1, 4)} status: ribbon low / head open sensor flapping (code 0x${r.hex(4)})`,
  },
  deploys: [
    {
      svc: "price-suggest",
      lines: [
        (r) => `[INFO] Booting worker with pid: ${r.int(7, 40)}`,
        () => "model weights loaded: comps-gbm v2026.11.27",
      ],
    },
    {
      svc: "storefront",
      lines: [
        () => "Puma starting in single mode...",
        () => '* Puma version: 6.4.2 (ruby 3.3.0-p0) ("The Eagle of Durango")',
        () => "* Listening on http://0.0.0.0:3000",
      ],
    },
    {
      svc: "photo-intake",
      lines: [() => "photo-intake v0.41.0 starting (config reloaded from /etc/photo-intake/config.yaml)"],
    },
  ],
};

export const ESTATES: Record<Estate["id"], Estate> = { A, B, C, D };
