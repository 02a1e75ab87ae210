// Four made-up companies: two freelance marketplaces and two donations platforms, 9-10 services each.
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";
export type Domain = "market" | "donate";
export type Role =
  | "gw"
  | "auth"
  | "core"
  | "bid"
  | "contract"
  | "pay"
  | "payout"
  | "verify"
  | "notify"
  | "jobs"
  | "crm"
  | "receipt"
  | "pages"
  | "search";

export interface Service {
  name: string;
  runtime: Runtime;
  /** Everyday lines this service logs on its own (not per request). */
  chatter: (r: Rng) => string;
}

/** One hop of a request: who logs it and what it says when it works. */
export interface Hop {
  svc: string;
  ok: (r: Rng) => string;
}

export interface Flow {
  weight: number;
  hops: Hop[];
}

export interface Estate {
  company: string;
  domain: Domain;
  namespace: string;
  traceIds: boolean;
  services: Service[];
  roles: Partial<Record<Role, string>>;
  flows: Flow[];
  /** The constant harmless complaint one service makes from the first minute. */
  noisy: { svc: string; level: "WARN" | "ERROR"; msg: (r: Rng) => string; everySec: number };
  deprecations: { svc: string; msg: string }[];
}

const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const usd = (r: Rng, lo: number, hi: number) => `${r.int(lo, hi)}.${r.int(10, 99)}`;

const gigloom: Estate = {
  company: "gigloom",
  domain: "market",
  namespace: "gigloom-prod",
  traceIds: true,
  roles: {
    gw: "gig-edge",
    auth: "account-svc",
    core: "listings-api",
    bid: "proposal-service",
    contract: "contract-svc",
    pay: "escrow-ledger",
    payout: "payout-worker",
    verify: "idv-gateway",
    notify: "notify-dispatch",
    search: "search-indexer",
  },
  services: [
    {
      name: "gig-edge",
      runtime: "node",
      chatter: (r) => `upstream keepalive pool size=${r.int(40, 64)} idle=${r.int(3, 30)}`,
    },
    {
      name: "account-svc",
      runtime: "java",
      chatter: (r) => `session cache stats hits=${r.int(9000, 20000)} misses=${r.int(100, 900)}`,
    },
    { name: "listings-api", runtime: "node", chatter: (r) => `featured gigs refreshed (${r.int(40, 80)} items)` },
    {
      name: "proposal-service",
      runtime: "java",
      chatter: (r) => `proposal quota window rolled, ${r.int(200, 900)} freelancers active`,
    },
    {
      name: "contract-svc",
      runtime: "java",
      chatter: (r) => `contract templates cache warm (${r.int(12, 19)} locales)`,
    },
    { name: "escrow-ledger", runtime: "java", chatter: (r) => `ledger checkpoint written seq=${r.digits(8)}` },
    {
      name: "payout-worker",
      runtime: "python",
      chatter: (r) => `payout queue depth=${r.int(0, 25)} oldest=${r.int(1, 50)}s`,
    },
    { name: "idv-gateway", runtime: "go", chatter: (r) => `vendor quota remaining=${r.int(30000, 48000)} window=24h` },
    {
      name: "notify-dispatch",
      runtime: "node",
      chatter: (r) => `sent batch of ${r.int(20, 140)} emails via smtp-relay (${r.int(80, 400)}ms)`,
    },
    {
      name: "search-indexer",
      runtime: "java",
      chatter: (r) => `indexed ${r.int(5, 60)} gig updates into gigs-v7 in ${r.int(30, 300)}ms`,
    },
  ],
  flows: [
    {
      weight: 5,
      hops: [
        {
          svc: "gig-edge",
          ok: (r) =>
            `GET /api/v3/gigs?category=${r.pick(["design", "dev", "writing", "video", "translation"])} 200 ${ms(r, 20, 180)}ms`,
        },
        {
          svc: "listings-api",
          ok: (r) =>
            `served gig list page=${r.int(1, 9)} results=${r.int(12, 48)} cache=${r.pick(["hit", "hit", "miss"])}`,
        },
      ],
    },
    {
      weight: 3,
      hops: [
        { svc: "gig-edge", ok: (r) => `POST /api/v3/proposals 201 ${ms(r, 60, 260)}ms` },
        { svc: "account-svc", ok: (r) => `token validated for user u_${r.digits(7)} scopes=[proposals:write]` },
        {
          svc: "proposal-service",
          ok: (r) => `proposal P-${r.digits(8)} submitted for gig G-${r.digits(6)} bid=$${usd(r, 40, 3000)}`,
        },
      ],
    },
    {
      weight: 2,
      hops: [
        {
          svc: "gig-edge",
          ok: (r) => `POST /api/v3/contracts/${r.digits(7)}/milestones/fund 200 ${ms(r, 120, 480)}ms`,
        },
        { svc: "contract-svc", ok: (r) => `milestone M${r.int(1, 6)} funding requested amount=$${usd(r, 50, 4000)}` },
        { svc: "escrow-ledger", ok: (r) => `escrow hold created txn=esc_${r.hex(12)} status=FUNDED` },
      ],
    },
    {
      weight: 1,
      hops: [
        {
          svc: "gig-edge",
          ok: (r) => `POST /api/v3/contracts/${r.digits(7)}/milestones/release 200 ${ms(r, 100, 400)}ms`,
        },
        { svc: "contract-svc", ok: (r) => `milestone M${r.int(1, 6)} approved by client c_${r.digits(6)}` },
        { svc: "escrow-ledger", ok: (r) => `escrow released txn=esc_${r.hex(12)} fee=${r.int(5, 20)}%` },
        {
          svc: "payout-worker",
          ok: (r) => `payout po_${r.hex(10)} scheduled method=${r.pick(["bank_transfer", "paypal", "payoneer"])}`,
        },
      ],
    },
    {
      weight: 1,
      hops: [
        { svc: "gig-edge", ok: (r) => `POST /api/v3/identity/checks 202 ${ms(r, 150, 600)}ms` },
        {
          svc: "idv-gateway",
          ok: (r) =>
            `check idv_${r.hex(10)} submitted to docucheck doc_type=${r.pick(["passport", "driving_licence", "national_id"])}`,
        },
      ],
    },
  ],
  noisy: {
    svc: "listings-api",
    level: "ERROR",
    msg: (r) => `thumbnail fetch failed for gig G-${r.digits(6)}: 404 from media CDN, using placeholder`,
    everySec: 9,
  },
  deprecations: [
    {
      svc: "gig-edge",
      msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
    { svc: "contract-svc", msg: "Deprecated API /api/v2/contracts called by client android-5.2; sunset 2027-01-31" },
  ],
};

const taskhive: Estate = {
  company: "taskhive",
  domain: "market",
  namespace: "taskhive",
  traceIds: false,
  roles: {
    gw: "hive-api",
    auth: "session-auth",
    core: "gig-catalog",
    bid: "bids-engine",
    contract: "milestones",
    pay: "escrow-core",
    payout: "payouts",
    verify: "trust-safety",
    notify: "mailer",
    jobs: "dispute-desk",
  },
  services: [
    {
      name: "hive-api",
      runtime: "ruby",
      chatter: (r) => `Puma stats: ${r.int(2, 5)} workers, backlog=${r.int(0, 3)}, running=${r.int(10, 16)}`,
    },
    {
      name: "session-auth",
      runtime: "go",
      chatter: (r) => `jwks refresh ok: 2 keys, current kid=hv-2026-09 (fetched in ${r.int(3, 40)}ms)`,
    },
    {
      name: "gig-catalog",
      runtime: "python",
      chatter: (r) => `category counts refreshed (${r.int(30, 60)} categories)`,
    },
    {
      name: "bids-engine",
      runtime: "go",
      chatter: (r) => `ranker model v43 scored ${r.int(200, 900)} bids in last minute`,
    },
    { name: "milestones", runtime: "ruby", chatter: (r) => `auto-release sweep: ${r.int(0, 12)} milestones due` },
    { name: "escrow-core", runtime: "go", chatter: (r) => `reconciler: ${r.int(100, 400)} holds balanced, drift=0.00` },
    {
      name: "payouts",
      runtime: "python",
      chatter: (r) => `celery worker heartbeat ok, prefetch=${r.int(4, 8)} active=${r.int(0, 4)}`,
    },
    {
      name: "trust-safety",
      runtime: "python",
      chatter: (r) => `spam scorer: ${r.int(40, 300)} items scored in last minute, model=spam-v12 threshold=0.88`,
    },
    {
      name: "mailer",
      runtime: "ruby",
      chatter: (r) => `Sidekiq queue mailers size=${r.int(0, 60)} latency=${r.int(0, 4)}.${r.int(0, 9)}s`,
    },
    {
      name: "dispute-desk",
      runtime: "python",
      chatter: (r) => `open disputes=${r.int(80, 120)} awaiting_evidence=${r.int(10, 40)}`,
    },
  ],
  flows: [
    {
      weight: 5,
      hops: [
        {
          svc: "hive-api",
          ok: (r) =>
            `method=GET path=/v1/gigs/search format=json status=200 duration=${ms(r, 30, 200)}.${r.int(10, 99)}`,
        },
        {
          svc: "gig-catalog",
          ok: (r) =>
            `search q="${r.pick(["logo", "wordpress", "voice over", "shopify", "translation"])}" hits=${r.int(0, 900)} took=${r.int(8, 90)}ms`,
        },
      ],
    },
    {
      weight: 3,
      hops: [
        {
          svc: "hive-api",
          ok: (r) => `method=POST path=/v1/bids format=json status=201 duration=${ms(r, 80, 300)}.${r.int(10, 99)}`,
        },
        { svc: "session-auth", ok: (r) => `session ok user=${r.digits(7)} mfa=${r.pick(["true", "false"])}` },
        {
          svc: "bids-engine",
          ok: (r) => `bid accepted task=${r.digits(6)} rank=${r.int(1, 40)} amount=${usd(r, 20, 900)}`,
        },
      ],
    },
    {
      weight: 2,
      hops: [
        {
          svc: "hive-api",
          ok: (r) =>
            `method=POST path=/v1/milestones/${r.digits(6)}/approve format=json status=200 duration=${ms(r, 90, 400)}.${r.int(10, 99)}`,
        },
        { svc: "milestones", ok: (r) => `Milestone ${r.digits(6)} approved, releasing ${usd(r, 30, 2500)} USD` },
        { svc: "escrow-core", ok: (r) => `release ok hold=h_${r.hex(10)} ledger_entry=${r.digits(9)}` },
        {
          svc: "payouts",
          ok: (r) => `payout queued pay_${r.hex(10)} rail=${r.pick(["ach", "sepa", "wise", "paypal"])}`,
        },
      ],
    },
    {
      weight: 1,
      hops: [
        {
          svc: "hive-api",
          ok: (r) => `method=POST path=/v1/tasks format=json status=201 duration=${ms(r, 100, 350)}.${r.int(10, 99)}`,
        },
        { svc: "trust-safety", ok: (r) => `task ${r.digits(6)} scored spam=0.0${r.int(1, 9)} allowed` },
        { svc: "gig-catalog", ok: (r) => `task ${r.digits(6)} indexed` },
      ],
    },
  ],
  noisy: {
    svc: "mailer",
    level: "WARN",
    msg: (r) =>
      `Net::SMTPFatalError 550 5.1.1 <${r.pick(["old", "info", "jobs", "hello"])}${r.int(1, 99)}@${r.pick(["yaho.com", "gmial.com", "hotmial.com"])}> mailbox unavailable, dropping`,
    everySec: 7,
  },
  deprecations: [
    {
      svc: "hive-api",
      msg: "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead)",
    },
    {
      svc: "payouts",
      msg: "RemovedInDjango60Warning: The FORMS_URLFIELD_ASSUME_HTTPS transitional setting is deprecated.",
    },
  ],
};

const brightgive: Estate = {
  company: "brightgive",
  domain: "donate",
  namespace: "brightgive-prd",
  traceIds: true,
  roles: {
    gw: "give-web",
    core: "donation-api",
    jobs: "recurring-billing",
    pay: "payment-router",
    verify: "giftaid-claims",
    receipt: "receipt-renderer",
    pages: "p2p-pages",
    crm: "crm-sync",
    auth: "supporter-profile",
    notify: "mail-relay",
  },
  services: [
    {
      name: "give-web",
      runtime: "node",
      chatter: (r) => `event loop lag p99=${r.int(2, 18)}ms heap=${r.int(180, 260)}MB`,
    },
    {
      name: "donation-api",
      runtime: "dotnet",
      chatter: (r) => `Hosting metrics: ${r.int(40, 200)} req/s, ${r.int(0, 3)} active hubs`,
    },
    {
      name: "recurring-billing",
      runtime: "dotnet",
      chatter: (r) => `Schedule window: ${r.int(50, 400)} regular gifts due in next hour`,
    },
    { name: "payment-router", runtime: "go", chatter: (r) => `psp routing table: stripe=${r.int(80, 95)}% adyen=rest` },
    {
      name: "giftaid-claims",
      runtime: "python",
      chatter: (r) => `claim batch builder: ${r.int(100, 900)} declarations pending`,
    },
    { name: "receipt-renderer", runtime: "node", chatter: (r) => `chromium pool ${r.int(2, 4)}/4 pages busy` },
    { name: "p2p-pages", runtime: "ruby", chatter: (r) => `fundraiser leaderboard cached (${r.int(100, 500)} pages)` },
    {
      name: "crm-sync",
      runtime: "python",
      chatter: (r) => `salesforce bulk api limits: ${r.int(3000, 9000)}/15000 batches left today`,
    },
    {
      name: "supporter-profile",
      runtime: "java",
      chatter: (r) => `profile cache size=${r.int(40000, 90000)} evictions=${r.int(0, 40)}`,
    },
    {
      name: "mail-relay",
      runtime: "go",
      chatter: (r) => `relay stats sent=${r.int(100, 900)} deferred=${r.int(0, 5)}`,
    },
  ],
  flows: [
    {
      weight: 5,
      hops: [
        {
          svc: "give-web",
          ok: (r) =>
            `GET /campaigns/${r.pick(["winter-appeal", "clean-water-26", "food-bank-nov", "stand-up-for-kids"])} 200 ${ms(r, 15, 120)}ms`,
        },
        {
          svc: "p2p-pages",
          ok: (r) =>
            `Completed 200 OK in ${ms(r, 10, 90)}ms (Views: ${r.int(5, 40)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 20)}.${r.int(0, 9)}ms)`,
        },
      ],
    },
    {
      weight: 3,
      hops: [
        { svc: "give-web", ok: (r) => `POST /api/donations 201 ${ms(r, 300, 900)}ms` },
        {
          svc: "donation-api",
          ok: (r) =>
            `Donation DN-${r.digits(8)} created amount=${usd(r, 5, 500)} GBP giftAid=${r.pick(["true", "false"])}`,
        },
        {
          svc: "payment-router",
          ok: (r) => `charge ok psp=${r.pick(["stripe", "stripe", "adyen"])} ref=ch_${r.hex(14)} ${ms(r, 200, 700)}ms`,
        },
        { svc: "receipt-renderer", ok: (r) => `receipt RC-${r.digits(8)}.pdf rendered in ${ms(r, 300, 1400)}ms` },
      ],
    },
    {
      weight: 1,
      hops: [
        { svc: "give-web", ok: (r) => `GET /api/supporters/me 200 ${ms(r, 20, 90)}ms` },
        { svc: "supporter-profile", ok: (r) => `profile S-${r.digits(7)} loaded (gifts=${r.int(1, 60)})` },
      ],
    },
    {
      weight: 1,
      hops: [
        { svc: "give-web", ok: (r) => `POST /api/fundraisers/${r.digits(6)}/donate 201 ${ms(r, 300, 900)}ms` },
        { svc: "p2p-pages", ok: (r) => `Fundraiser ${r.digits(6)} total updated to £${r.int(100, 9000)}` },
        { svc: "donation-api", ok: (r) => `Donation DN-${r.digits(8)} attributed to fundraiser page` },
        { svc: "payment-router", ok: (r) => `charge ok psp=stripe ref=ch_${r.hex(14)} ${ms(r, 200, 700)}ms` },
      ],
    },
  ],
  noisy: {
    svc: "crm-sync",
    level: "WARN",
    msg: (r) => `skipped supporter S-${r.digits(7)}: no marketing consent recorded (GDPR), not pushed to Salesforce`,
    everySec: 6,
  },
  deprecations: [
    {
      svc: "donation-api",
      msg: "Microsoft.AspNetCore.Authentication.Cookies: ISystemClock is obsolete, use TimeProvider instead (compat shim in use)",
    },
    {
      svc: "payment-router",
      msg: "stripe-go: API version 2020-08-27 is deprecated; pin a newer version before 2027-03-01",
    },
  ],
};

const hopefund: Estate = {
  company: "hopefund",
  domain: "donate",
  namespace: "hopefund",
  traceIds: false,
  roles: {
    gw: "edge-proxy",
    core: "campaign-svc",
    pay: "checkout-svc",
    jobs: "pledge-scheduler",
    verify: "card-vault",
    receipt: "tax-receipts",
    pages: "fundraiser-pages",
    crm: "crm-bridge",
    notify: "notify-svc",
  },
  services: [
    {
      name: "edge-proxy",
      runtime: "cpp",
      chatter: (r) => `[main] cluster manager: ${r.int(8, 9)} clusters, ${r.int(20, 40)} healthy hosts`,
    },
    {
      name: "campaign-svc",
      runtime: "java",
      chatter: (r) => `Campaign totals cache refreshed (${r.int(200, 700)} campaigns, ${r.int(20, 120)}ms)`,
    },
    {
      name: "checkout-svc",
      runtime: "java",
      chatter: (r) => `HikariPool-1 - Pool stats (total=20, active=${r.int(1, 8)}, idle=${r.int(10, 19)}, waiting=0)`,
    },
    {
      name: "pledge-scheduler",
      runtime: "python",
      chatter: (r) => `next pledge run in ${r.int(1, 59)}s, ${r.int(20, 300)} pledges queued`,
    },
    { name: "card-vault", runtime: "go", chatter: (r) => `hsm session pool ok (${r.int(6, 8)}/8)` },
    {
      name: "tax-receipts",
      runtime: "python",
      chatter: (r) => `receipt spool: ${r.int(0, 40)} pending, volume /var/spool/receipts ${r.int(30, 60)}% used`,
    },
    { name: "fundraiser-pages", runtime: "node", chatter: (r) => `ISR revalidated ${r.int(5, 40)} fundraiser pages` },
    { name: "crm-bridge", runtime: "java", chatter: (r) => `Dynamics sync cursor at ${r.digits(10)}` },
    { name: "notify-svc", runtime: "node", chatter: (r) => `sms provider balance ok, ${r.int(2000, 8000)} credits` },
  ],
  flows: [
    {
      weight: 5,
      hops: [
        {
          svc: "edge-proxy",
          ok: (r) =>
            `"GET /c/${r.pick(["flood-relief", "school-meals", "hospice-run-26", "animal-rescue"])} HTTP/1.1" 200 - 0 ${r.int(8000, 40000)} ${ms(r, 5, 80)} ${ms(r, 4, 70)} "campaign-svc"`,
        },
        { svc: "campaign-svc", ok: (r) => `GET /campaigns/${r.digits(5)} served from cache age=${r.int(1, 60)}s` },
      ],
    },
    {
      weight: 3,
      hops: [
        {
          svc: "edge-proxy",
          ok: (r) =>
            `"POST /checkout HTTP/1.1" 200 - ${r.int(300, 900)} ${r.int(200, 900)} ${ms(r, 300, 1200)} ${ms(r, 290, 1190)} "checkout-svc"`,
        },
        { svc: "checkout-svc", ok: (r) => `Checkout CK-${r.digits(8)} completed amount=${usd(r, 5, 400)} EUR` },
        {
          svc: "card-vault",
          ok: (r) =>
            `tokenized pan=****${r.digits(4)} brand=${r.pick(["visa", "mastercard", "amex"])} in ${ms(r, 8, 40)}ms`,
        },
      ],
    },
    {
      weight: 1,
      hops: [
        {
          svc: "edge-proxy",
          ok: (r) =>
            `"GET /f/${r.digits(6)} HTTP/1.1" 200 - 0 ${r.int(20000, 90000)} ${ms(r, 20, 200)} ${ms(r, 18, 190)} "fundraiser-pages"`,
        },
        { svc: "fundraiser-pages", ok: (r) => `GET /f/${r.digits(6)} 200 ${ms(r, 10, 150)}ms` },
      ],
    },
    {
      weight: 1,
      hops: [
        { svc: "checkout-svc", ok: (r) => `Receipt requested for CK-${r.digits(8)}` },
        { svc: "tax-receipts", ok: (r) => `receipt HF-${r.digits(7)} written to spool (${r.int(40, 160)}KB)` },
        {
          svc: "notify-svc",
          ok: (r) =>
            `email receipt queued to donor ****@${r.pick(["gmail.com", "outlook.com", "web.de", "orange.fr"])}`,
        },
      ],
    },
  ],
  noisy: {
    svc: "crm-bridge",
    level: "ERROR",
    msg: (r) =>
      `Dynamics upsert rejected for contact ${r.hex(8)}-${r.hex(4)}: 0x80040237 Duplicate record (email already exists), skipping`,
    everySec: 8,
  },
  deprecations: [
    {
      svc: "campaign-svc",
      msg: "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering.",
    },
    {
      svc: "edge-proxy",
      msg: "[warning][misc] Deprecated field: type envoy.config.route.v3.RouteAction Using deprecated option 'envoy.config.route.v3.RouteAction.internal_redirect_action'",
    },
  ],
};

export const ESTATES: Estate[] = [gigloom, taskhive, brightgive, hopefund];
