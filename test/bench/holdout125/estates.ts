// The four made-up estates of holdout125: a residential brokerage, a listings portal, a small brokerage on
// Rails/.NET, and a listings syndicator. Each service has a runtime, a baseline rate and its everyday lines.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Runtime } from "./stacks.js";

export interface Line {
  level: Level;
  msg: string;
  stack?: string;
  errType?: string;
}
export type Gen = (r: Rng) => Line;

export interface Service {
  name: string;
  rt: Runtime;
  /** baseline lines per second */
  rate: number;
  gens: Gen[];
  /** serves requests (gets trace ids where the estate has them) */
  web?: boolean;
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traces: boolean;
  services: Service[];
  /** candidates for the constant harmless error, first one not the origin is used */
  noisy: { svc: string; gen: Gen }[];
  /** periodic jobs: service, period seconds, line */
  jobs: { svc: string; every: number; gen: Gen }[];
  /** a harmless deploy or reload line, for a service other than the origin */
  deploys: { svc: string; lines: Line[] }[];
}

const info = (msg: string): Line => ({ level: "info", msg });
const warn = (msg: string): Line => ({ level: "warn", msg });
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const mls = (r: Rng) => `${r.pick(["NWMLS", "CRMLS", "MRED", "HAR", "Bright"])}${r.int(10000000, 99999999)}`;
const agent = (r: Rng) => `A${r.int(10000, 99999)}`;
const addr = (r: Rng) =>
  `${r.int(12, 9980)} ${r.pick(["Maple", "Harbor", "Cedar", "Lakeview", "Willow", "Granite", "Orchard", "Summit", "Juniper", "Bayside"])} ${r.pick(["St", "Ave", "Dr", "Ln", "Ct", "Way"])}`;
const zip = (r: Rng) => `${r.pick(["98", "97", "94", "60", "77", "20"])}${r.int(100, 999)}`;
const phoneBad = (r: Rng) => r.pick(["555-0100", "(000) 000-0000", "12345", "n/a", "+1 206 55", "call me"]);
const http = (r: Rng, method: string, path: string, lo: number, hi: number) =>
  `${method} ${path} ${r.chance(0.97) ? 200 : r.pick([201, 204, 304, 404])} ${ms(r, lo, hi)}ms`;

function w(...pairs: [number, Gen][]): Gen[] {
  const out: Gen[] = [];
  for (const [n, g] of pairs) for (let i = 0; i < n; i++) out.push(g);
  return out;
}

// ---------------------------------------------------------------- Keystone Realty (brokerage, trace ids)
const keystone: Estate = {
  key: "keystone",
  company: "Keystone Realty",
  namespace: "keystone-prod",
  traces: true,
  services: [
    {
      name: "agent-portal",
      rt: "node",
      rate: 1.6,
      web: true,
      gens: w(
        [
          5,
          (r) =>
            info(
              http(
                r,
                r.pick(["GET", "GET", "POST"]),
                r.pick(["/api/leads", "/api/showings", "/api/transactions/:id", "/api/offers", "/api/me"]),
                18,
                240,
              ),
            ),
        ],
        [1, (r) => info(`session refreshed for agent ${agent(r)} (ttl 3600s)`)],
      ),
    },
    {
      name: "lead-router",
      rt: "node",
      rate: 0.7,
      gens: w(
        [
          4,
          (r) =>
            info(
              `lead L-${r.int(100000, 999999)} from ${r.pick(["zillow", "realtor.com", "website", "open-house"])} routed to agent ${agent(r)} (round-robin, zip ${zip(r)})`,
            ),
        ],
        [1, (r) => warn(`lead L-${r.int(100000, 999999)} rejected: invalid phone number "${phoneBad(r)}"`)],
        [1, (r) => info(`sms notification queued for agent ${agent(r)} sid=SM${r.hex(32)}`)],
      ),
    },
    {
      name: "crm-sync",
      rt: "python",
      rate: 0.6,
      gens: w(
        [
          3,
          (r) => info(`crm_sync.worker: pushed ${r.int(2, 60)} contact updates to Salesforce in ${ms(r, 200, 1900)}ms`),
        ],
        [1, (r) => info(`crm_sync.worker: pulled ${r.int(0, 25)} lead status changes since cursor ${r.hex(10)}`)],
      ),
    },
    {
      name: "showing-scheduler",
      rt: "java",
      rate: 1.0,
      web: true,
      gens: w(
        [
          4,
          (r) =>
            info(
              `c.k.showings.ShowingService : Showing SH-${r.int(100000, 999999)} requested for ${addr(r)} by ${agent(r)} slot=${r.int(9, 18)}:${r.pick(["00", "30"])}`,
            ),
        ],
        [
          2,
          (r) =>
            info(
              `c.k.showings.ShowingService : Showing SH-${r.int(100000, 999999)} confirmed by listing agent, lockbox code requested`,
            ),
        ],
        [
          1,
          (r) =>
            info(
              `c.k.showings.ShowingService : Showing SH-${r.int(100000, 999999)} declined by seller (reason=${r.pick(["occupied", "offer accepted", "pets home", "no reason given"])})`,
            ),
        ],
      ),
    },
    {
      name: "lockbox-gateway",
      rt: "go",
      rate: 0.6,
      gens: w(
        [
          3,
          (r) =>
            info(
              `issued one-day code box=SL${r.int(100000, 999999)} showing=SH-${r.int(100000, 999999)} latency=${ms(r, 80, 420)}ms`,
            ),
        ],
        [
          1,
          (r) =>
            warn(
              `code for box=SL${r.int(100000, 999999)} expired before use (window ended ${r.int(1, 50)}m ago), showing agent notified`,
            ),
        ],
      ),
    },
    {
      name: "offer-desk",
      rt: "java",
      rate: 0.8,
      web: true,
      gens: w(
        [
          3,
          (r) =>
            info(
              `c.k.offers.OfferController : offer OF-${r.int(10000, 99999)} submitted on ${mls(r)} amount=${r.int(280, 1900)}000 contingencies=${r.int(0, 3)}`,
            ),
        ],
        [
          1,
          (r) =>
            info(`c.k.offers.OfferController : offer OF-${r.int(10000, 99999)} withdrawn by buyer agent ${agent(r)}`),
        ],
        [
          1,
          (r) => info(`c.k.offers.CounterService : counter CO-${r.int(1000, 9999)} sent for OF-${r.int(10000, 99999)}`),
        ],
      ),
    },
    {
      name: "esign-bridge",
      rt: "go",
      rate: 0.5,
      gens: w(
        [
          3,
          (r) =>
            info(
              `envelope ${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)} created for OF-${r.int(10000, 99999)} recipients=${r.int(2, 4)} took=${ms(r, 300, 1400)}ms`,
            ),
        ],
        [1, (r) => info(`connect webhook: envelope ${r.hex(8)} status=completed`)],
      ),
    },
    {
      name: "txn-checklist",
      rt: "java",
      rate: 0.7,
      gens: w(
        [
          3,
          (r) =>
            info(
              `c.k.txn.ChecklistService : TX-${r.int(20000, 29999)} item "${r.pick(["Earnest money receipt", "Inspection report", "Seller disclosure", "Appraisal", "HOA docs", "Lead paint addendum"])}" marked complete`,
            ),
        ],
        [
          1,
          (r) =>
            warn(
              `c.k.txn.DeadlineWatcher : TX-${r.int(20000, 29999)} contingency deadline in ${r.int(1, 47)}h, coordinator reminded`,
            ),
        ],
      ),
    },
    {
      name: "doc-vault",
      rt: "java",
      rate: 0.6,
      gens: w(
        [
          3,
          (r) =>
            info(
              `c.k.vault.UploadHandler : stored ${r.pick(["purchase-agreement", "disclosure", "inspection", "addendum", "pre-approval"])}-${r.hex(6)}.pdf for TX-${r.int(20000, 29999)} (${r.int(80, 9000)} KB)`,
            ),
        ],
        [1, (r) => info(`c.k.vault.Antivirus : scan clean for object tx/${r.int(20000, 29999)}/${r.hex(12)}`)],
      ),
    },
    {
      name: "commission-payouts",
      rt: "java",
      rate: 0.3,
      gens: w(
        [
          3,
          (r) =>
            info(
              `c.k.pay.PayoutService : computed split for TX-${r.int(20000, 29999)} gross=${r.int(6000, 48000)}.00 agent_share=${r.pick([70, 75, 80, 85, 90])}%`,
            ),
        ],
        [1, (r) => info(`c.k.pay.AchClient : ACH batch ${r.int(3000, 3999)} status=ACCEPTED entries=${r.int(1, 14)}`)],
      ),
    },
  ],
  noisy: [
    {
      svc: "crm-sync",
      gen: (r) => ({
        level: "error",
        msg: `crm_sync.mapper: Salesforce rejected field Lead.Secondary_Phone__c (INVALID_FIELD_FOR_INSERT_UPDATE) for contact 003${r.hex(12)}, field dropped`,
      }),
    },
    {
      svc: "lead-router",
      gen: (r) => ({
        level: "error",
        msg: `duplicate lead webhook ignored: external id ${r.hex(16)} already processed`,
      }),
    },
  ],
  jobs: [
    {
      svc: "txn-checklist",
      every: 60,
      gen: (r) =>
        info(
          `c.k.txn.DeadlineWatcher : deadline sweep done, ${r.int(200, 320)} open transactions, ${r.int(0, 9)} reminders`,
        ),
    },
    {
      svc: "commission-payouts",
      every: 120,
      gen: (r) => info(`c.k.pay.ReconcileJob : reconciled ${r.int(4, 40)} payouts against ledger, 0 mismatches`),
    },
    { svc: "agent-portal", every: 30, gen: () => info("GET /healthz 200 2ms") },
    { svc: "showing-scheduler", every: 30, gen: () => info("o.s.b.a.health : GET /actuator/health 200 UP") },
    {
      svc: "crm-sync",
      every: 300,
      gen: () =>
        warn(
          "/usr/local/lib/python3.12/site-packages/simple_salesforce/api.py:141: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
        ),
    },
    {
      svc: "agent-portal",
      every: 240,
      gen: () =>
        warn(
          "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
        ),
    },
  ],
  deploys: [
    {
      svc: "txn-checklist",
      lines: [
        info("c.k.txn.Application : Started Application in 7.412 seconds (process running for 8.03)"),
        info("c.k.txn.Application : build 2026.7.14-4c1e9a0 (rolling update 2/2)"),
      ],
    },
    {
      svc: "lead-router",
      lines: [
        info("config reloaded from /etc/lead-router/routing.yaml: 42 zip rules, 3 teams"),
        info("round-robin weights updated for team north-sound"),
      ],
    },
  ],
};

// ---------------------------------------------------------------- HomeFinder (listings portal, trace ids)
const homefinder: Estate = {
  key: "homefinder",
  company: "HomeFinder",
  namespace: "portal-prod",
  traces: true,
  services: [
    {
      name: "listing-web",
      rt: "node",
      rate: 2.2,
      web: true,
      gens: w(
        [
          6,
          (r) =>
            info(
              http(
                r,
                "GET",
                r.pick(["/homes/for-sale", "/listing/:id", "/map", "/api/autocomplete", "/saved-searches"]),
                30,
                320,
              ),
            ),
        ],
        [1, (r) => info(`POST /api/tour-request 201 ${ms(r, 60, 300)}ms`)],
      ),
    },
    {
      name: "search-api",
      rt: "go",
      rate: 1.6,
      web: true,
      gens: w([
        5,
        (r) =>
          info(
            `search ok q="${r.pick(["3 bed", "waterfront", "condo", "new construction", "pool", ""])}" bbox=${r.int(1, 9)}z filters=${r.int(0, 6)} hits=${r.int(0, 2400)} took=${ms(r, 8, 140)}ms`,
          ),
      ]),
    },
    {
      name: "geo-tiles",
      rt: "go",
      rate: 1.0,
      gens: w([
        4,
        (r) =>
          info(
            `tile z=${r.int(10, 16)} x=${r.int(300, 900)} y=${r.int(600, 1500)} clusters=${r.int(0, 300)} cache=${r.pick(["hit", "hit", "miss"])} ${ms(r, 2, 90)}ms`,
          ),
      ]),
    },
    {
      name: "mls-ingest",
      rt: "python",
      rate: 0.8,
      gens: w(
        [
          4,
          (r) =>
            info(
              `mls_ingest.replicate: feed=${r.pick(["crmls", "nwmls", "mred"])} page=${r.int(1, 400)} upserted=${r.int(40, 200)} took=${ms(r, 300, 2400)}ms`,
            ),
        ],
        [
          2,
          (r) =>
            warn(
              `mls_ingest.mapper: skipping ListingKey=${mls(r)}: missing required field ${r.pick(["ListPrice", "PostalCode", "StandardStatus", "Latitude"])}`,
            ),
        ],
      ),
    },
    {
      name: "photo-pipeline",
      rt: "python",
      rate: 1.1,
      gens: w(
        [
          4,
          (r) =>
            info(
              `[celery.worker] Task photos.resize[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}] succeeded in ${(r.next() * 3 + 0.2).toFixed(3)}s: {'listing': '${mls(r)}', 'variants': 4}`,
            ),
        ],
        [
          1,
          (r) =>
            warn(
              `photos.validate: rejected photo ${r.int(1, 40)} of ${mls(r)}: too small (${r.pick(["320x240", "480x360", "600x400"])} < 640x480)`,
            ),
        ],
      ),
    },
    {
      name: "listing-store",
      rt: "python",
      rate: 1.0,
      web: true,
      gens: w([
        4,
        (r) =>
          info(
            `listing_store.api: ${r.pick(["GET", "GET", "GET", "PUT"])} /listings/${mls(r)} ${r.pick([200, 200, 200, 304])} ${ms(r, 4, 60)}ms`,
          ),
      ]),
    },
    {
      name: "saved-search-alerts",
      rt: "python",
      rate: 0.5,
      gens: w(
        [
          3,
          (r) => info(`alerts.matcher: saved search ss_${r.hex(8)} matched ${r.int(1, 12)} new listings, email queued`),
        ],
        [1, (r) => info(`alerts.digest: ${r.int(20, 400)} daily digests sent (batch ${r.int(100, 999)})`)],
      ),
    },
    {
      name: "lead-capture",
      rt: "node",
      rate: 0.5,
      web: true,
      gens: w(
        [
          3,
          (r) =>
            info(
              `lead captured listing=${mls(r)} source=${r.pick(["contact-form", "tour-request", "call-me"])} forwarded to brokerage ${r.pick(["keystone", "harbor-pine", "summit-re"])}`,
            ),
        ],
        [1, (r) => warn(`lead dropped: phone "${phoneBad(r)}" failed libphonenumber validation`)],
      ),
    },
    {
      name: "listing-indexer",
      rt: "java",
      rate: 0.7,
      gens: w([
        4,
        (r) =>
          info(
            `c.h.index.BulkIndexer : bulk of ${r.int(50, 500)} docs to listings_v42 in ${ms(r, 40, 600)}ms (errors=false)`,
          ),
      ]),
    },
  ],
  noisy: [
    {
      svc: "geo-tiles",
      gen: (r) => ({
        level: "error",
        msg: `geocode fallback: parcel ${r.int(1000000, 9999999)} has no centroid, using zip centroid`,
      }),
    },
    {
      svc: "listing-web",
      gen: (r) => ({
        level: "error",
        msg: `Error: Hydration failed because the initial UI does not match what was rendered on the server (route /listing/${mls(r)})`,
      }),
    },
  ],
  jobs: [
    {
      svc: "listing-indexer",
      every: 60,
      gen: (r) => info(`c.h.index.AliasJanitor : alias listings-read -> listings_v42 ok, lag ${r.int(1, 30)}s`),
    },
    {
      svc: "saved-search-alerts",
      every: 90,
      gen: (r) => info(`alerts.scheduler: cycle ${r.int(1000, 9999)} done, ${r.int(1000, 5000)} searches evaluated`),
    },
    { svc: "search-api", every: 20, gen: () => info("GET /healthz 200 0.4ms") },
    { svc: "listing-store", every: 20, gen: () => info('10.12.4.1 - - "GET /health HTTP/1.1" 200 15') },
    {
      svc: "listing-web",
      every: 300,
      gen: () =>
        warn(
          "(node:7) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
        ),
    },
    {
      svc: "mls-ingest",
      every: 200,
      gen: () =>
        warn(
          "/app/mls_ingest/client.py:58: DeprecationWarning: HTTPResponse.getheader() is deprecated and will be removed in urllib3 v2.1.0. Instead use HTTPResponse.headers.get(name, default).",
        ),
    },
  ],
  deploys: [
    {
      svc: "saved-search-alerts",
      lines: [
        info("alerts.app: starting gunicorn 22.0.0, release r418"),
        info("alerts.app: Booting worker with pid: 9"),
      ],
    },
    {
      svc: "listing-web",
      lines: [
        info("▲ Next.js 14.2.5 ready on 0.0.0.0:3000 (build 6a1c2f0)"),
        info("feature flags reloaded: map_v2=on, draw_search=50%"),
      ],
    },
  ],
};

// ---------------------------------------------------------------- Harbor & Pine (small brokerage, Rails + .NET, no ids)
const harbor: Estate = {
  key: "harborpine",
  company: "Harbor & Pine Realty",
  namespace: "hp-prod",
  traces: false,
  services: [
    {
      name: "brokerage-web",
      rt: "ruby",
      rate: 1.4,
      web: true,
      gens: w(
        [
          4,
          (r) =>
            info(
              `Completed 200 OK in ${ms(r, 20, 300)}ms (Views: ${ms(r, 5, 80)}.${r.int(0, 9)}ms | ActiveRecord: ${ms(r, 1, 40)}.${r.int(0, 9)}ms | Allocations: ${r.int(2000, 40000)})`,
            ),
        ],
        [
          2,
          (r) =>
            info(
              `Started ${r.pick(["GET", "GET", "POST"])} "${r.pick(["/dashboard", "/listings", "/transactions", "/showings/new", "/leads"])}" for 10.0.${r.int(0, 9)}.${r.int(2, 250)}`,
            ),
        ],
      ),
    },
    {
      name: "agent-auth",
      rt: "dotnet",
      rate: 0.5,
      gens: w(
        [
          3,
          (r) => info(`HarborPine.Auth.TokenService[0] Issued access token for agent ${agent(r)} (expires in 3600s)`),
        ],
        [1, (r) => info(`HarborPine.Auth.TokenService[0] Refresh token rotated for agent ${agent(r)}`)],
      ),
    },
    {
      name: "showings",
      rt: "ruby",
      rate: 0.7,
      gens: w(
        [3, (r) => info(`ShowingRequestJob: showing #${r.int(40000, 49999)} for ${addr(r)} confirmed`)],
        [1, (r) => info(`ShowingRequestJob: showing #${r.int(40000, 49999)} declined by seller`)],
      ),
    },
    {
      name: "lockbox-sync",
      rt: "ruby",
      rate: 0.4,
      gens: w(
        [
          3,
          (r) =>
            info(
              `LockboxSync: code issued box=${r.int(1000000, 9999999)} valid ${r.int(9, 18)}:00-${r.int(19, 21)}:00`,
            ),
        ],
        [1, (r) => warn(`LockboxSync: code for box ${r.int(1000000, 9999999)} expired, agent must request a new one`)],
      ),
    },
    {
      name: "offers",
      rt: "dotnet",
      rate: 0.6,
      gens: w(
        [
          3,
          (r) =>
            info(
              `HarborPine.Offers.OfferHandler[0] Offer ${r.int(7000, 7999)} received on ${addr(r)} amount ${r.int(300, 1400)},000`,
            ),
        ],
        [1, (r) => info(`HarborPine.Offers.OfferHandler[0] Offer ${r.int(7000, 7999)} withdrawn by buyer`)],
      ),
    },
    {
      name: "signing",
      rt: "dotnet",
      rate: 0.4,
      gens: w([
        3,
        (r) =>
          info(
            `HarborPine.Signing.EnvelopeSender[0] Envelope ${r.hex(8)} sent to ${r.int(2, 4)} signers in ${ms(r, 300, 1600)} ms`,
          ),
      ]),
    },
    {
      name: "checklist",
      rt: "ruby",
      rate: 0.5,
      gens: w([
        3,
        (r) =>
          info(
            `Checklist#${r.int(5000, 5999)}: item "${r.pick(["Title commitment", "Inspection", "Appraisal", "Final walkthrough", "Wire instructions verified"])}" completed by ${agent(r)}`,
          ),
      ]),
    },
    {
      name: "docs",
      rt: "ruby",
      rate: 0.5,
      gens: w([
        3,
        (r) =>
          info(
            `ActiveStorage: uploaded ${r.pick(["agreement", "disclosure", "addendum", "inspection"])}_${r.hex(6)}.pdf (${r.int(60, 7000)} KB) to disk service`,
          ),
      ]),
    },
    {
      name: "payouts",
      rt: "dotnet",
      rate: 0.25,
      gens: w([
        3,
        (r) =>
          info(
            `HarborPine.Payouts.CommissionCalculator[0] Commission for closing ${r.int(900, 999)}-${r.int(10, 99)} computed: ${r.int(5000, 40000)}.00 split ${r.pick(["70/30", "80/20", "90/10"])}`,
          ),
      ]),
    },
    {
      name: "notifier",
      rt: "ruby",
      rate: 0.6,
      gens: w([
        3,
        (r) =>
          info(
            `NotifierMailer#${r.pick(["showing_confirmed", "offer_received", "deadline_reminder"])}: delivered mail to ${r.pick(["agent", "client", "coordinator"])}-${r.hex(5)}@ (${ms(r, 50, 400)}ms)`,
          ),
      ]),
    },
  ],
  noisy: [
    {
      svc: "notifier",
      gen: (r) => ({
        level: "error",
        msg: `Postmark bounce webhook: message ${r.hex(8)}-${r.hex(4)} HardBounce for a client address, contact suppressed`,
      }),
    },
    {
      svc: "showings",
      gen: (r) => ({
        level: "error",
        msg: `ShowingRequestJob: calendar sync skipped for agent ${agent(r)}: Google::Apis::AuthorizationError (Unauthorized) - agent revoked access`,
      }),
    },
  ],
  jobs: [
    { svc: "brokerage-web", every: 45, gen: () => info('Started GET "/up" for 10.0.0.1') },
    {
      svc: "checklist",
      every: 120,
      gen: (r) => info(`DeadlineSweepJob: performed in ${ms(r, 200, 900)}ms, ${r.int(0, 6)} reminders enqueued`),
    },
    {
      svc: "payouts",
      every: 180,
      gen: () => info("HarborPine.Payouts.ReconcileWorker[0] Ledger reconciliation finished: 0 differences"),
    },
    {
      svc: "brokerage-web",
      every: 240,
      gen: () =>
        warn(
          "DEPRECATION WARNING: `to_time` will always preserve the receiver timezone rather than system local time in Rails 8.1. (called from block in <class:Listing> at /app/app/models/listing.rb:48)",
        ),
    },
    {
      svc: "offers",
      every: 300,
      gen: () =>
        warn(
          "Microsoft.AspNetCore.DataProtection.Repositories.EphemeralXmlRepository[50] Using an in-memory repository. Keys will not be persisted to storage.",
        ),
    },
  ],
  deploys: [
    {
      svc: "brokerage-web",
      lines: [
        info("=> Booting Puma"),
        info('* Puma version: 6.4.2 ("The Eagle of Durango")'),
        info("* Listening on http://0.0.0.0:3000"),
      ],
    },
    { svc: "notifier", lines: [info("Sidekiq 7.2.4 starting, concurrency: 5 (release 2026-07-21.2)")] },
  ],
};

// ---------------------------------------------------------------- Nestwise (listings syndication, no ids)
const nestwise: Estate = {
  key: "nestwise",
  company: "Nestwise Listings",
  namespace: "nestwise",
  traces: false,
  services: [
    {
      name: "listing-api",
      rt: "java",
      rate: 1.5,
      web: true,
      gens: w([
        5,
        (r) =>
          info(
            `o.n.api.ListingController : ${r.pick(["GET", "GET", "GET", "PATCH"])} /v3/listings/${mls(r)} -> ${r.pick([200, 200, 200, 404])} (${ms(r, 6, 120)} ms)`,
          ),
      ]),
    },
    {
      name: "mls-sync",
      rt: "python",
      rate: 0.8,
      gens: w(
        [
          3,
          (r) =>
            info(
              `mls_sync: replication ${r.pick(["Property", "Member", "Office", "OpenHouse"])} $skip=${r.int(0, 90000)} got ${r.int(50, 200)} records in ${ms(r, 400, 2600)}ms`,
            ),
        ],
        [
          1,
          (r) =>
            warn(
              `mls_sync: record ${mls(r)} missing ${r.pick(["BathroomsTotalInteger", "LivingArea", "PhotosCount"])}, skipped`,
            ),
        ],
      ),
    },
    {
      name: "feed-normalizer",
      rt: "go",
      rate: 0.8,
      gens: w([
        4,
        (r) =>
          info(
            `normalized batch=${r.hex(6)} listings=${r.int(40, 200)} dropped=${r.int(0, 3)} dur=${ms(r, 20, 300)}ms`,
          ),
      ]),
    },
    {
      name: "photo-worker",
      rt: "python",
      rate: 0.9,
      gens: w(
        [4, (r) => info(`photo_worker: stored ${mls(r)}/${r.int(1, 40)}.jpg -> 4 renditions (${r.int(200, 2400)} KB)`)],
        [
          1,
          (r) =>
            warn(
              `photo_worker: photo ${r.int(1, 40)} of ${mls(r)} below minimum resolution (${r.pick(["400x300", "512x384"])}), not published`,
            ),
        ],
      ),
    },
    {
      name: "geo-enricher",
      rt: "go",
      rate: 0.6,
      gens: w([
        4,
        (r) =>
          info(
            `geocoded ${mls(r)} "${addr(r)}" precision=${r.pick(["rooftop", "rooftop", "interpolated"])} ${ms(r, 20, 200)}ms`,
          ),
      ]),
    },
    {
      name: "search-indexer",
      rt: "java",
      rate: 0.6,
      gens: w([
        4,
        (r) =>
          info(`o.n.index.Indexer : indexed ${r.int(20, 300)} listings into listings-2026.07 (${ms(r, 30, 500)} ms)`),
      ]),
    },
    {
      name: "lead-router",
      rt: "node",
      rate: 0.5,
      gens: w(
        [3, (r) => info(`routed inquiry ${r.hex(10)} for ${mls(r)} to listing agent ${agent(r)}`)],
        [1, (r) => warn(`inquiry ${r.hex(10)} has invalid phone "${phoneBad(r)}", email-only follow-up`)],
      ),
    },
    {
      name: "agent-crm",
      rt: "node",
      rate: 0.6,
      gens: w([
        3,
        (r) =>
          info(
            `contact ${r.hex(24)} updated stage=${r.pick(["new", "nurture", "active", "under-contract"])} by ${agent(r)}`,
          ),
      ]),
    },
    {
      name: "tour-booking",
      rt: "node",
      rate: 0.6,
      gens: w(
        [
          3,
          (r) =>
            info(
              `tour ${r.hex(8)} booked ${addr(r)} ${r.int(9, 18)}:${r.pick(["00", "15", "30", "45"])} lockbox=${r.pick(["supra", "sentrilock"])}`,
            ),
        ],
        [1, (r) => info(`tour ${r.hex(8)} declined by seller`)],
      ),
    },
  ],
  noisy: [
    {
      svc: "feed-normalizer",
      gen: (r) => ({
        level: "error",
        msg: `unknown PropertySubType "${r.pick(["Manufactured On Land", "Stock Cooperative", "Boat Slip"])}" for ${mls(r)}, mapped to Other`,
      }),
    },
    {
      svc: "agent-crm",
      gen: (r) => ({
        level: "error",
        msg: `mailchimp sync: member ${r.hex(12)} is in a compliance state and cannot be resubscribed`,
      }),
    },
  ],
  jobs: [
    { svc: "listing-api", every: 30, gen: () => info("o.s.b.a.health : health check UP (db, diskSpace, ping)") },
    {
      svc: "search-indexer",
      every: 120,
      gen: (r) => info(`o.n.index.Compactor : merged ${r.int(2, 9)} segments on listings-2026.07`),
    },
    { svc: "mls-sync", every: 180, gen: () => info("mls_sync: token refreshed for MLS Grid (expires in 3600s)") },
    {
      svc: "tour-booking",
      every: 260,
      gen: () =>
        warn(
          "(node:1) [DEP0044] DeprecationWarning: The `util.isArray` API is deprecated. Please use `Array.isArray()` instead.",
        ),
    },
    {
      svc: "listing-api",
      every: 400,
      gen: () =>
        warn(
          "o.h.orm.deprecation : HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
        ),
    },
  ],
  deploys: [
    { svc: "agent-crm", lines: [info("server listening on :8080 (version 3.18.0, commit 91bd2e4)")] },
    {
      svc: "geo-enricher",
      lines: [
        info("config reload: provider weights rooftop=0.8 interpolated=0.2"),
        info("reloaded 4 region overrides"),
      ],
    },
  ],
};

export const ESTATES: Estate[] = [keystone, homefinder, harbor, nestwise];
