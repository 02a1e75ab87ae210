// The 12 quiet windows (3 per estate): only normal noise plus a harmless burst that looks alarming at a glance.
import type { Step, Stream } from "./estates.js";
import { domain, ms } from "./words.js";

export interface QuietSpec {
  estate: string;
  note: string;
  burst: Stream[]; // runs for a few minutes in the middle of the window
}

const s = (svc: string, level: Step["level"], msg: string, dt?: number): Step => ({ svc, level, msg, dt });

export const QUIETS: QuietSpec[] = [
  {
    estate: "namewell",
    note: "Ordinary registrar traffic; a bulk-search customer pushes domain-search into the registry check quota for a few minutes and it serves cached availability.",
    burst: [
      {
        svc: "domain-search",
        perMin: 20,
        build: (r) => [
          s(
            "domain-search",
            "warn",
            `registry check quota hit for .com (2502), serving cached availability for ${r.int(2, 9)} names`,
          ),
        ],
      },
    ],
  },
  {
    estate: "namewell",
    note: "Ordinary traffic; a drop-catch batch gets many 2302 Object exists answers, which is expected.",
    burst: [
      {
        svc: "checkout-api",
        perMin: 10,
        build: (r) => [
          s(
            "checkout-api",
            "warn",
            `backorder ${r.hex(6)}: <create> ${domain(r)} -> 2302 Object exists (caught by another registrar)`,
          ),
        ],
      },
    ],
  },
  {
    estate: "namewell",
    note: "Ordinary traffic; a transfer-out campaign produces a run of wrong auth codes.",
    burst: [
      {
        svc: "epp-gateway",
        perMin: 8,
        build: (r) => [
          s(
            "epp-gateway",
            "warn",
            `<transfer op="request"> domain ${domain(r)} -> 2202 Invalid authorization information`,
          ),
        ],
      },
    ],
  },
  {
    estate: "parkline",
    note: "Ordinary traffic; a scraper gets rate-limited harder by whois-svc for a while.",
    burst: [
      {
        svc: "whois-svc",
        perMin: 25,
        build: (r) => [
          s(
            "whois-svc",
            "error",
            `rate limit: refusing 45.134.26.71 (${412 + r.int(0, 40)} queries/min > 60), sent "%ERROR:201: access denied"`,
          ),
        ],
      },
    ],
  },
  {
    estate: "parkline",
    note: "Ordinary traffic; the month-end renewal run declines more cards than usual.",
    burst: [
      {
        svc: "autorenew-worker",
        perMin: 9,
        build: (r) => [
          s(
            "autorenew-worker",
            "warn",
            `[AutoRenewJob] ${domain(r)} renewal skipped: payment failed (Your card was declined.)`,
          ),
        ],
      },
    ],
  },
  {
    estate: "parkline",
    note: "Ordinary traffic; payments-adapter rides out a few transient Stripe blips with retries that succeed.",
    burst: [
      {
        svc: "payments-adapter",
        perMin: 4,
        build: (r) => [
          s(
            "payments-adapter",
            "warn",
            `Polly: retry 1 of 3 after 200ms: HttpRequestException (api.stripe.com) idempotency_key=${r.hex(12)}`,
          ),
          s(
            "payments-adapter",
            "info",
            `PaymentIntent pi_${r.hex(14)} succeeded amount=${r.int(900, 6000)} currency=usd (after 1 retry)`,
            350,
          ),
        ],
      },
    ],
  },
  {
    estate: "keystone",
    note: "Ordinary CA traffic; one hosting customer's broken DNS makes a wave of DNS-01 challenges fail.",
    burst: [
      {
        svc: "validation-agent",
        perMin: 25,
        build: (r) => [
          s(
            "validation-agent",
            "warn",
            `Validation failed for ${domain(r).replace(/^/, "shop-")}: urn:ietf:params:acme:error:dns :: DNS problem: SERVFAIL looking up TXT for _acme-challenge (ns1.cheaphost.example)`,
          ),
        ],
      },
    ],
  },
  {
    estate: "keystone",
    note: "Ordinary traffic; a misbehaving client loop hits the per-account rate limit hundreds of times.",
    burst: [
      {
        svc: "acme-wfe",
        perMin: 40,
        build: () => [
          s(
            "acme-wfe",
            "warn",
            `JSON={"Method":"POST","Endpoint":"/acme/new-order","Code":429,"Error":"urn:ietf:params:acme:error:rateLimited :: too many new orders (300) from this account in the last 3h0m0s"} acct=81023344`,
          ),
        ],
      },
    ],
  },
  {
    estate: "keystone",
    note: "Ordinary traffic; a batch of customers with CAA pinned to another CA are refused, as designed.",
    burst: [
      {
        svc: "caa-checker",
        perMin: 10,
        build: (r) => [
          s("caa-checker", "warn", `CAA record for ${domain(r)} prevents issuance (issue "digicert.com")`),
        ],
      },
    ],
  },
  {
    estate: "lumen",
    note: "Ordinary traffic; a vulnerability scanner hammers portal-api with unknown routes.",
    burst: [
      {
        svc: "portal-api",
        perMin: 40,
        build: (r) => [
          s(
            "portal-api",
            "error",
            `ActionController::RoutingError (No route matches [GET] "/${r.pick(["cgi-bin/luci", "vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php", "actuator/env", "server-status"])}")`,
          ),
        ],
      },
    ],
  },
  {
    estate: "lumen",
    note: "Ordinary traffic; sabre2026h2 throttles ct-logger briefly and every submission succeeds on retry.",
    burst: [
      {
        svc: "ct-logger",
        perMin: 6,
        build: (r) => [
          s("ct-logger", "warn", `log sabre2026h2 add-pre-chain: 429 Too Many Requests, retry in ${ms(r, 200, 800)}ms`),
          s("ct-logger", "info", "log sabre2026h2 add-pre-chain ok after 1 retry", 900),
        ],
      },
    ],
  },
  {
    estate: "lumen",
    note: "Ordinary traffic; an enterprise account's automation trips the per-account order limit.",
    burst: [
      {
        svc: "acme-edge",
        perMin: 30,
        build: (r) => [
          s(
            "acme-edge",
            "warn",
            `429 rateLimited account=40917733 (${r.int(301, 900)} orders) limit=orders_per_account_per_3h`,
          ),
        ],
      },
    ],
  },
];
