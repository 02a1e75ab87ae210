// The 52 failures (13 categories x 4 estates), each written the way that software logs it.
import type { Step, Stream } from "./estates.js";
import type { Rng } from "./rng.js";
import { stack } from "./runtime.js";
import { acct, domain, internalIp, maskEmail, ms, serial } from "./words.js";

export type Category =
  | "authentication"
  | "authorization"
  | "database"
  | "network"
  | "timeout"
  | "rate_limiting"
  | "validation"
  | "null_reference"
  | "configuration"
  | "dependency"
  | "memory"
  | "disk"
  | "unknown";

export interface IncidentSpec {
  estate: string;
  category: Category;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  breaks: string[]; // baseline flows touching these fail after the start
  failRate: number;
  fail: (r: Rng) => Step[];
  own: Stream[]; // what starts at the start: the origin's own lines, retry storms
  pre?: (r: Rng) => { at: number; steps: Step[] }[]; // ms relative to the start (negative = before)
  silence?: string[]; // these stop logging INFO after the start
}

const s = (svc: string, level: Step["level"], msg: string, extra: Partial<Step> = {}): Step => ({
  svc,
  level,
  msg,
  ...extra,
});
const order = (r: Rng) => `O-${r.int(3000000, 3999999)}`;

// ---------------------------------------------------------------- namewell (registrar, traces)
const namewell: IncidentSpec[] = [
  {
    estate: "namewell",
    category: "authentication",
    origin: "epp-gateway",
    hints: ["authentication", "login", "credential", "2200", "password"],
    sev: "high",
    note: "epp-gateway's registry password stops working; every session re-login returns EPP 2200 and search and checkout fail for lack of a session.",
    breaks: ["epp-gateway"],
    failRate: 0.85,
    fail: (r) =>
      r.chance(0.6)
        ? [
            s(
              "domain-search",
              "error",
              `epp check failed for ${r.int(2, 6)} names: epp-gateway: no authenticated session available (pool 0/8)`,
            ),
            s(
              "storefront-web",
              "error",
              `GET /api/search?q=${domain(r).split(".")[0]} 502 ${ms(r, 20, 90)}ms - upstream domain-search returned 502`,
              { dt: 40 },
            ),
          ]
        : [
            s(
              "checkout-api",
              "error",
              `order ${order(r)} registration failed: EppSessionUnavailableException: no logged-in session on epp-gateway after 3 attempts`,
            ),
            s("storefront-web", "error", `POST /api/cart/checkout 500 ${ms(r, 900, 3000)}ms`, { dt: 30 }),
          ],
    own: [
      {
        svc: "epp-gateway",
        perMin: 14,
        build: (r) => [
          s(
            "epp-gateway",
            "error",
            `session ${r.int(1, 8)}/8: <login> clID=namewell -> 2200 Authentication error (svTRID VRSN-${r.int(100000, 999999)})`,
          ),
        ],
      },
      {
        svc: "epp-gateway",
        perMin: 3,
        build: () => [s("epp-gateway", "warn", "session pool degraded: 0/8 logged in, 8 pending re-login")],
      },
      {
        svc: "checkout-api",
        perMin: 10,
        build: (r) => [
          s(
            "checkout-api",
            "warn",
            `retrying registration for ${order(r)} (attempt ${r.int(2, 5)}/5) after EppSessionUnavailableException`,
          ),
        ],
      },
    ],
  },
  {
    estate: "namewell",
    category: "authorization",
    origin: "zone-publisher",
    hints: ["accessdenied", "authorization", "not authorized", "permission", "denied"],
    sev: "high",
    note: "zone-publisher's IAM role loses route53:ChangeResourceRecordSets and every zone change is denied, so DNS edits and new zones stop publishing.",
    breaks: ["zone-publisher"],
    failRate: 0.95,
    fail: (r) => {
      const d = domain(r);
      return [
        s(
          "zone-publisher",
          "error",
          `${d}: change batch failed: operation error Route 53: ChangeResourceRecordSets, https response error StatusCode: 403, RequestID: ${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}, api error AccessDenied: User: arn:aws:sts::482113590275:assumed-role/zone-publisher-prod/${r.hex(16)} is not authorized to perform: route53:ChangeResourceRecordSets on resource: arn:aws:route53:::hostedzone/Z0${r.hex(10).toUpperCase()} because no identity-based policy allows the route53:ChangeResourceRecordSets action`,
        ),
        s(
          "storefront-web",
          "error",
          `PUT /api/zones/${d}/records 500 ${ms(r, 200, 700)}ms - zone-publisher: publish failed`,
          { dt: 40 },
        ),
      ];
    },
    own: [
      {
        svc: "zone-publisher",
        perMin: 1,
        build: (r) => [
          s(
            "zone-publisher",
            "warn",
            `publish cycle: ${r.int(60, 200)} zones dirty, 0 pushed, ${r.int(60, 200)} failed, max lag ${r.int(120, 900)}s`,
          ),
        ],
      },
    ],
    silence: [],
  },
  {
    estate: "namewell",
    category: "database",
    origin: "checkout-api",
    hints: ["database", "connection", "hikari", "sql", "pool", "postgres"],
    sev: "high",
    note: "checkout-api's Postgres connection pool is exhausted; checkouts hang 30s and fail with SQLTransientConnectionException.",
    breaks: ["checkout-api"],
    failRate: 0.8,
    fail: (r) => [
      s("checkout-api", "error", `order ${order(r)} failed: could not open JPA EntityManager for transaction`, {
        stack: stack(
          "java",
          "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction\nCaused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=64)",
          [
            { fn: "com.zaxxer.hikari.pool.HikariPool.createTimeoutException", file: "HikariPool.java", line: 686 },
            { fn: "com.zaxxer.hikari.pool.HikariPool.getConnection", file: "HikariPool.java", line: 179 },
            { fn: "com.namewell.checkout.order.OrderService.place", file: "OrderService.java" },
            { fn: "com.namewell.checkout.web.CheckoutController.checkout", file: "CheckoutController.java" },
          ],
          r,
        ),
      }),
      s("storefront-web", "error", `POST /api/cart/checkout 500 ${ms(r, 30000, 30400)}ms`, { dt: 30 }),
    ],
    own: [
      {
        svc: "checkout-api",
        perMin: 6,
        build: (r) => [
          s(
            "checkout-api",
            "warn",
            `HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${r.int(30, 90)})`,
          ),
        ],
      },
      {
        svc: "checkout-api",
        perMin: 2,
        build: () => [
          s(
            "checkout-api",
            "error",
            "HikariPool-1 - Connection is not available: org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
          ),
        ],
      },
      {
        svc: "checkout-api",
        perMin: 4,
        build: (r) => [s("checkout-api", "warn", `GET /actuator/health 503 DOWN {db: DOWN} ${ms(r, 5000, 5010)}ms`)],
      },
    ],
  },
  {
    estate: "namewell",
    category: "network",
    origin: "notify-mailer",
    hints: ["network", "unreachable", "connection", "smtp", "socket"],
    sev: "medium",
    note: "notify-mailer can no longer reach the SES SMTP endpoint (Errno 101 Network is unreachable) and its outbound queue piles up.",
    breaks: [],
    failRate: 0,
    fail: () => [],
    own: [
      {
        svc: "notify-mailer",
        perMin: 12,
        build: (r) => [
          s(
            "notify-mailer",
            "error",
            `delivery of template=${r.pick(["order-confirmation", "renewal-notice", "transfer-approval", "icann-wdrp"])} to ${maskEmail(r)} failed, requeued (attempt ${r.int(1, 6)})`,
            {
              stack: stack(
                "python",
                "OSError: [Errno 101] Network is unreachable",
                [
                  { fn: "create_connection", file: "/usr/local/lib/python3.12/socket.py", line: 852 },
                  { fn: "_get_socket", file: "/usr/local/lib/python3.12/smtplib.py", line: 312 },
                  { fn: "connect", file: "/usr/local/lib/python3.12/smtplib.py", line: 343 },
                  { fn: "send_message", file: "/app/mailer/transport.py", line: 58 },
                  { fn: "handle_job", file: "/app/mailer/worker.py", line: 104 },
                ],
                r,
              ),
            },
          ),
        ],
      },
      {
        svc: "notify-mailer",
        perMin: 2,
        build: (r) => [
          s(
            "notify-mailer",
            "warn",
            `outbound queue depth ${r.int(800, 6000)} (threshold 500), oldest message ${r.int(2, 15)}m`,
          ),
        ],
      },
      {
        svc: "abuse-desk",
        perMin: 1,
        build: (r) => [
          s(
            "abuse-desk",
            "warn",
            `registrant notice for AR-${r.int(40000, 49999)} not confirmed by notify-mailer within 120s`,
          ),
        ],
      },
    ],
    silence: [],
  },
  {
    estate: "namewell",
    category: "timeout",
    origin: "epp-gateway",
    hints: ["timeout", "timed out", "sockettimeout", "read timed"],
    sev: "high",
    note: "The registry stops answering epp-gateway's commands in time; reads time out after 20s and search and checkout back up behind it.",
    breaks: ["epp-gateway"],
    failRate: 0.75,
    fail: (r) =>
      r.chance(0.5)
        ? [
            s("epp-gateway", "error", `<check> on session ${r.int(1, 8)}/8 failed after 20000ms`, {
              stack: stack(
                "java",
                "java.net.SocketTimeoutException: Read timed out",
                [
                  { fn: "java.base/sun.nio.ch.NioSocketImpl.timedRead", file: "NioSocketImpl.java", line: 288 },
                  {
                    fn: "java.base/sun.security.ssl.SSLSocketInputRecord.read",
                    file: "SSLSocketInputRecord.java",
                    line: 484,
                  },
                  { fn: "com.namewell.epp.EppFrameReader.readFrame", file: "EppFrameReader.java" },
                  { fn: "com.namewell.epp.EppSession.execute", file: "EppSession.java" },
                ],
                r,
              ),
            }),
            s(
              "domain-search",
              "warn",
              `epp check for ${r.int(2, 6)} names: context deadline exceeded after 5s, returning cached/unknown availability`,
              { dt: -15000 },
            ),
          ]
        : [
            s(
              "checkout-api",
              "error",
              `order ${order(r)}: registration still pending, epp-gateway did not answer within 25000ms`,
            ),
            s("storefront-web", "error", `POST /api/cart/checkout 504 ${ms(r, 25000, 26000)}ms`, { dt: 20 }),
          ],
    own: [
      {
        svc: "checkout-api",
        perMin: 12,
        build: (r) => [
          s("checkout-api", "warn", `retry ${r.int(1, 3)}/3 <create> via epp-gateway for ${order(r)} after timeout`),
        ],
      },
    ],
  },
  {
    estate: "namewell",
    category: "rate_limiting",
    origin: "renewal-billing",
    hints: ["rate", "limit", "ratelimit", "429", "too many"],
    sev: "medium",
    note: "renewal-billing's auto-renew batch hits the card processor's request rate limit and most renewals fail with Stripe::RateLimitError.",
    breaks: [],
    failRate: 0,
    fail: () => [],
    own: [
      {
        svc: "renewal-billing",
        perMin: 20,
        build: (r) => [
          s(
            "renewal-billing",
            "error",
            `AutoRenew ${domain(r)} failed: Request rate limit exceeded. You can make up to 100 requests per second in live mode. (Stripe::RateLimitError) request_id=req_${r.hex(14)}`,
            {
              stack: r.chance(0.3)
                ? stack(
                    "ruby",
                    "Request rate limit exceeded. (Stripe::RateLimitError)",
                    [
                      {
                        fn: "handle_error_response",
                        file: "/usr/local/bundle/gems/stripe-12.6.0/lib/stripe/api_requestor.rb",
                        line: 788,
                      },
                      {
                        fn: "execute_request",
                        file: "/usr/local/bundle/gems/stripe-12.6.0/lib/stripe/api_requestor.rb",
                        line: 221,
                      },
                      { fn: "charge!", file: "/app/app/services/renewal_charge.rb" },
                      { fn: "perform", file: "/app/app/jobs/auto_renew_job.rb" },
                    ],
                    r,
                  )
                : undefined,
            },
          ),
        ],
      },
      {
        svc: "renewal-billing",
        perMin: 0.5,
        build: (r) => [
          s(
            "renewal-billing",
            "warn",
            `AutoRenewJob aborted after ${r.int(40, 80)} consecutive Stripe::RateLimitError, ${r.int(300, 900)} domains left in grace`,
          ),
        ],
      },
      {
        svc: "notify-mailer",
        perMin: 6,
        build: (r) => [
          s("notify-mailer", "info", `sent template=renewal-failed to ${r.pick(["a", "m", "k"])}***@gmail.com`),
        ],
      },
    ],
  },
  {
    estate: "namewell",
    category: "validation",
    origin: "checkout-api",
    hints: ["validation", "invalid", "constraint", "postal", "argument"],
    sev: "medium",
    note: "checkout-api's request validation rejects every registrant with a non-US postal code, so most checkouts come back 400; it logs only WARN.",
    breaks: ["checkout-api"],
    failRate: 0.7,
    fail: (r) => {
      const pc = r.pick(["SW1A 1AA", "10115", "75008", "M5V 2T6", "2000", "1012 AB"]);
      return [
        s(
          "checkout-api",
          "warn",
          `Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public org.springframework.http.ResponseEntity<com.namewell.checkout.web.OrderResponse> com.namewell.checkout.web.CheckoutController.checkout(com.namewell.checkout.web.CheckoutRequest): [Field error in object 'checkoutRequest' on field 'registrant.postalCode': rejected value [${pc}]; codes [Pattern.checkoutRequest.registrant.postalCode,Pattern]; default message [must match "^[0-9]{5}(-[0-9]{4})?$"]] ]`,
        ),
        s("storefront-web", "warn", `POST /api/cart/checkout 400 ${ms(r, 30, 90)}ms`, { dt: 10 }),
      ];
    },
    own: [
      {
        svc: "storefront-web",
        perMin: 3,
        build: () => [
          s(
            "storefront-web",
            "error",
            "checkout form: server rejected registrant contact, showing generic error to customer",
          ),
        ],
      },
    ],
  },
  {
    estate: "namewell",
    category: "null_reference",
    origin: "abuse-desk",
    hints: ["nonetype", "attributeerror", "null", "none"],
    sev: "medium",
    note: "abuse-desk crashes on every report for privacy-protected domains with AttributeError: 'NoneType' object has no attribute 'registrant'.",
    breaks: [],
    failRate: 0,
    fail: () => [],
    own: [
      {
        svc: "abuse-desk",
        perMin: 8,
        build: (r) => {
          const d = domain(r);
          return [
            s("abuse-desk", "error", `Exception in ASGI application while handling POST /reports (${d})`, {
              stack: stack(
                "python",
                "AttributeError: 'NoneType' object has no attribute 'registrant'",
                [
                  {
                    fn: "run_asgi",
                    file: "/usr/local/lib/python3.12/site-packages/uvicorn/protocols/http/h11_impl.py",
                    line: 406,
                  },
                  { fn: "create_report", file: "/app/abuse/api/reports.py", line: 71 },
                  { fn: "handle_report", file: "/app/abuse/triage.py", line: 133 },
                  { fn: "notify_registrant", file: "/app/abuse/triage.py", line: 188 },
                ],
                r,
              ),
            }),
            s("storefront-web", "error", `POST /api/abuse/report 500 ${ms(r, 40, 200)}ms - abuse-desk returned 500`, {
              dt: 20,
            }),
          ];
        },
      },
      {
        svc: "abuse-desk",
        perMin: 3,
        build: (r) => [
          s("abuse-desk", "warn", `feed item for ${domain(r)} from APWG left unprocessed (handler error), will retry`),
        ],
      },
    ],
  },
  {
    estate: "namewell",
    category: "configuration",
    origin: "rdap-server",
    hints: ["config", "configuration", "setting", "redis", "missing"],
    sev: "high",
    note: "After a rollout rdap-server starts without RDAP_REDIS_ADDR, falls back to localhost:6379 and answers every lookup with 500.",
    breaks: ["rdap-server"],
    failRate: 0.9,
    fail: (r) => [
      s(
        "rdap-server",
        "error",
        `GET /rdap/domain/${domain(r)} 500 ${ms(r, 0, 2)}ms err="redis: dial tcp [::1]:6379: connect: connection refused"`,
      ),
    ],
    own: [],
    pre: (r) => [
      {
        at: -20000,
        steps: [
          s("rdap-server", "info", "received SIGTERM, draining connections"),
          s("rdap-server", "info", "rdap-server version=2.14.0 go=go1.22.6 starting", { dt: 4000 }),
          s("rdap-server", "warn", "config: RDAP_REDIS_ADDR not set, using default localhost:6379", { dt: 5 }),
          s("rdap-server", "info", "listening addr=:8080 port43=:4343", { dt: 10 }),
        ],
      },
      {
        at: 0,
        steps: [
          s(
            "rdap-server",
            "error",
            `object cache warmup failed: redis: dial tcp [::1]:6379: connect: connection refused (${r.int(2, 5)} attempts)`,
          ),
        ],
      },
    ],
  },
  {
    estate: "namewell",
    category: "dependency",
    origin: "domain-search",
    hints: ["dependency", "503", "unavailable", "circuit", "upstream", "pricing"],
    sev: "high",
    note: "The premium-pricing vendor domain-search calls starts returning 503; the circuit breaker opens and searches fail with 502.",
    breaks: ["domain-search"],
    failRate: 0.7,
    fail: (r) => [
      s(
        "domain-search",
        "error",
        `premium price lookup failed: GET https://api.pricefeed.example/v3/premium?names=${r.int(3, 9)}: 503 Service Unavailable`,
      ),
      s(
        "storefront-web",
        "error",
        `GET /api/search?q=${domain(r).split(".")[0]} 502 ${ms(r, 50, 400)}ms - domain-search: upstream error`,
        { dt: 60 },
      ),
    ],
    own: [
      {
        svc: "domain-search",
        perMin: 1.5,
        build: () => [
          s("domain-search", "warn", 'circuit breaker "pricefeed" state changed from half-open to open (failures=5/5)'),
        ],
      },
      {
        svc: "domain-search",
        perMin: 8,
        build: (r) => [
          s(
            "domain-search",
            "warn",
            `search q=${domain(r).split(".")[0]}: pricefeed breaker open, rejecting (premium names cannot be priced)`,
          ),
        ],
      },
    ],
  },
  {
    estate: "namewell",
    category: "memory",
    origin: "domain-search",
    hints: ["memory", "out of memory", "oom", "heap"],
    sev: "high",
    note: "domain-search runs out of memory building its suggestion index, crashes with 'fatal error: runtime: out of memory' and restarts in a loop.",
    breaks: ["domain-search"],
    failRate: 0.6,
    fail: (r) => [
      s(
        "storefront-web",
        "error",
        `GET /api/search?q=${domain(r).split(".")[0]} 502 ${ms(r, 1, 20)}ms - connect ECONNREFUSED ${internalIp(r)}:8080 (domain-search)`,
      ),
    ],
    own: [
      {
        svc: "domain-search",
        perMin: 1.2,
        build: (r) => [
          s(
            "domain-search",
            "warn",
            `suggest index rebuild: ${r.int(9, 14)}.${r.int(0, 9)}M terms, heap ${r.int(1700, 1950)}MiB of GOMEMLIMIT 2GiB`,
          ),
          s("domain-search", "fatal", "fatal error: runtime: out of memory", {
            dt: 4000,
            stack: stack(
              "go",
              "runtime stack:",
              [
                { fn: "runtime.throw({0x1a2b3c?, 0x2000?})", file: "/usr/local/go/src/runtime/panic.go", line: 1023 },
                {
                  fn: "runtime.(*mheap).grow(0x2e5f40, 0x8000?)",
                  file: "/usr/local/go/src/runtime/mheap.go",
                  line: 1522,
                },
                { fn: "github.com/namewell/domain-search/suggest.(*Index).Add", file: "/src/suggest/index.go" },
                { fn: "github.com/namewell/domain-search/suggest.Rebuild", file: "/src/suggest/rebuild.go" },
              ],
              r,
            ),
          }),
          s("domain-search", "info", "domain-search version=5.3.1 go=go1.22.6 starting", { dt: 3000 }),
        ],
      },
    ],
  },
  {
    estate: "namewell",
    category: "disk",
    origin: "zone-publisher",
    hints: ["disk", "no space", "space left", "enospc"],
    sev: "high",
    note: "zone-publisher's spool volume fills up; writing zone files fails with 'no space left on device' and DNS changes stop going out.",
    breaks: ["zone-publisher"],
    failRate: 0.9,
    fail: (r) => {
      const d = domain(r);
      return [
        s(
          "zone-publisher",
          "error",
          `${d}: render failed: write /var/lib/zone-publisher/spool/${d}.zone.tmp: no space left on device`,
        ),
        s(
          "storefront-web",
          "error",
          `PUT /api/zones/${d}/records 500 ${ms(r, 50, 300)}ms - zone-publisher: publish failed`,
          { dt: 30 },
        ),
      ];
    },
    own: [
      {
        svc: "zone-publisher",
        perMin: 1,
        build: () => [
          s(
            "zone-publisher",
            "warn",
            "spool usage 100% (/var/lib/zone-publisher, 0 B free), skipping journal compaction",
          ),
        ],
      },
    ],
  },
  {
    estate: "namewell",
    category: "unknown",
    origin: "checkout-api",
    hints: ["unknown", "unexpected", "unhandled", "internal"],
    sev: "high",
    note: "checkout-api fails most orders with a bare 'unexpected error' reference and restarts repeatedly, never logging a cause.",
    breaks: ["checkout-api"],
    failRate: 0.8,
    fail: (r) => {
      const ref = r.hex(8);
      return [
        s("checkout-api", "error", `order ${order(r)} failed: unexpected error (ref ${ref})`),
        s("storefront-web", "error", `POST /api/cart/checkout 500 ${ms(r, 100, 900)}ms ref=${ref}`, { dt: 30 }),
      ];
    },
    own: [
      {
        svc: "checkout-api",
        perMin: 0.7,
        build: (r) => [
          s("checkout-api", "info", "Commencing graceful shutdown. Waiting for active requests to complete"),
          s("checkout-api", "info", `Starting CheckoutApiApplication v7.2.4 using Java 21.0.4 with PID 1`, {
            dt: 9000,
          }),
          s("checkout-api", "info", `Started CheckoutApiApplication in ${r.int(9, 14)}.${r.int(0, 9)} seconds`, {
            dt: 11000,
          }),
        ],
      },
    ],
  },
];

// ---------------------------------------------------------------- parkline (registrar, no trace ids)
const dotnetFrames = (ns: string) => [
  { fn: `${ns}.Handle`, file: `/src/${ns.split(".").pop()}.cs` },
  {
    fn: "Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0",
    file: "/_/src/Http/Routing/src/EndpointMiddleware.cs",
    line: 106,
  },
];
const parkline: IncidentSpec[] = [
  {
    estate: "parkline",
    category: "authentication",
    origin: "zonegen",
    hints: ["tsig", "badkey", "badsig", "authentication", "key"],
    sev: "medium",
    note: "zonegen keeps signing NOTIFY/IXFR with the retired TSIG key; the secondaries answer BADKEY and stop taking zone updates.",
    breaks: ["zonegen"],
    failRate: 0.9,
    fail: (r) => {
      const d = domain(r);
      return [
        s(
          "zonegen",
          "error",
          `zone ${d} NOTIFY -> ns${r.int(1, 3)}.parkline-dns.net (198.51.100.${r.int(10, 12)}): TSIG error BADKEY (key parkline-xfr-2026q3.)`,
        ),
        s(
          "portal-bff",
          "info",
          `request completed method=PATCH url=/v1/dns/records statusCode=200 responseTime=${ms(r, 70, 300)}`,
          { dt: 10 },
        ),
      ];
    },
    own: [
      {
        svc: "zonegen",
        perMin: 6,
        build: (r) => [
          s(
            "zonegen",
            "warn",
            `IXFR request for ${domain(r)} from 198.51.100.${r.int(10, 12)} refused: tsig verify failure (BADSIG)`,
          ),
        ],
      },
      {
        svc: "portal-bff",
        perMin: 2,
        build: (r) => [
          s("portal-bff", "warn", `dns change ${r.hex(8)} still pending propagation after ${r.int(5, 20)}m`),
        ],
      },
    ],
  },
  {
    estate: "parkline",
    category: "authorization",
    origin: "cart-service",
    hints: ["authorization", "forbidden", "403", "scope", "requirement"],
    sev: "high",
    note: "cart-service's new authorization policy demands a cart:checkout scope portal-bff's tokens do not carry, so every checkout is refused with 403.",
    breaks: ["cart-service"],
    failRate: 0.9,
    fail: (r) => [
      s(
        "cart-service",
        "info",
        "Authorization failed. These requirements were not met:\nClaimsAuthorizationRequirement:Claim.Type=scope and Claim.Value is one of the following values: (cart:checkout)",
      ),
      s("cart-service", "info", "AuthenticationScheme: Bearer was forbidden.", { dt: 1 }),
      s("portal-bff", "error", `checkout failed: cart-service responded 403 Forbidden`, { dt: 20 }),
      s(
        "portal-bff",
        "info",
        `request completed method=POST url=/v1/cart/checkout statusCode=403 responseTime=${ms(r, 20, 60)}`,
        { dt: 2 },
      ),
    ],
    own: [],
    pre: () => [
      {
        at: -45000,
        steps: [
          s("cart-service", "info", "Application is shutting down..."),
          s("cart-service", "info", "Now listening on: http://[::]:8080", { dt: 6000 }),
          s("cart-service", "info", "Application started. Press Ctrl+C to shut down.", { dt: 5 }),
        ],
      },
    ],
  },
  {
    estate: "parkline",
    category: "database",
    origin: "autorenew-worker",
    hints: ["deadlock", "database", "pg", "activerecord", "postgres"],
    sev: "medium",
    note: "autorenew-worker's renewal jobs deadlock on the domains table and fail in waves of ActiveRecord::Deadlocked, leaving renewals unprocessed.",
    breaks: [],
    failRate: 0,
    fail: () => [],
    own: [
      {
        svc: "autorenew-worker",
        perMin: 14,
        build: (r) => [
          s("autorenew-worker", "error", `[AutoRenewJob] ${domain(r)} failed: ActiveRecord::Deadlocked`, {
            stack: stack(
              "ruby",
              `PG::TRDeadlockDetected: ERROR:  deadlock detected\nDETAIL:  Process ${r.int(3000, 9000)} waits for ShareLock on transaction ${r.int(8e6, 9e6)}; blocked by process ${r.int(3000, 9000)}.\nHINT:  See server log for query details.\nCONTEXT:  while updating tuple (${r.int(100, 999)},${r.int(1, 60)}) in relation "domains"\n (ActiveRecord::Deadlocked)`,
              [
                {
                  fn: "exec_params",
                  file: "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/connection_adapters/postgresql/database_statements.rb",
                  line: 55,
                },
                { fn: "renew!", file: "/app/app/models/domain.rb", line: 142 },
                { fn: "perform", file: "/app/app/jobs/auto_renew_job.rb", line: 31 },
              ],
              r,
            ),
          }),
        ],
      },
      {
        svc: "autorenew-worker",
        perMin: 10,
        build: (r) => [
          s(
            "autorenew-worker",
            "warn",
            `Sidekiq retry ${r.int(1, 8)} scheduled for AutoRenewJob jid=${r.hex(24)} in ${r.int(15, 200)}s`,
          ),
        ],
      },
    ],
    silence: [],
  },
  {
    estate: "parkline",
    category: "network",
    origin: "search-suggest",
    hints: ["name resolution", "dns", "network", "connecterror", "resolve"],
    sev: "high",
    note: "search-suggest can no longer resolve the registry availability host (Temporary failure in name resolution) and suggestions fail with 503.",
    breaks: ["search-suggest"],
    failRate: 0.85,
    fail: (r) => [
      s("search-suggest", "error", `availability lookup failed for ${domain(r).split(".")[0]}`, {
        stack: stack(
          "python",
          "httpx.ConnectError: [Errno -3] Temporary failure in name resolution",
          [
            {
              fn: "map_httpcore_exceptions",
              file: "/usr/local/lib/python3.12/site-packages/httpx/_transports/default.py",
              line: 72,
            },
            {
              fn: "handle_async_request",
              file: "/usr/local/lib/python3.12/site-packages/httpx/_transports/default.py",
              line: 377,
            },
            { fn: "get_availability", file: "/app/suggest/registry.py", line: 48 },
            { fn: "handle_suggest", file: "/app/suggest/api.py", line: 91 },
          ],
          r,
        ),
      }),
      s(
        "portal-bff",
        "error",
        `request errored method=GET url=/v1/suggest statusCode=503 responseTime=${ms(r, 5, 40)} err="search-suggest: 503 Service Unavailable"`,
        { dt: 10 },
      ),
    ],
    own: [
      {
        svc: "portal-bff",
        perMin: 12,
        build: (r) => [s("portal-bff", "warn", `retrying GET search-suggest /suggest (attempt ${r.int(2, 3)}/3)`)],
      },
    ],
  },
  {
    estate: "parkline",
    category: "timeout",
    origin: "payments-adapter",
    hints: ["timeout", "timed out", "taskcanceled", "canceled"],
    sev: "high",
    note: "The card gateway stops answering payments-adapter in time; every charge is cancelled at the 10s HttpClient timeout and checkouts fail.",
    breaks: ["payments-adapter"],
    failRate: 0.85,
    fail: (r) => [
      s("payments-adapter", "error", "fail: Parkline.Payments.ChargeHandler[0] Charge failed for cart", {
        stack: stack(
          "dotnet",
          "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.\n ---> System.TimeoutException: A task was canceled.",
          [
            {
              fn: "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
              file: "/_/src/libraries/System.Net.Http/src/System/Net/Http/HttpClient.cs",
              line: 536,
            },
            {
              fn: "Stripe.SystemNetHttpClient.MakeRequestAsync(StripeRequest request, CancellationToken cancellationToken)",
              file: "/_/src/Stripe.net/Infrastructure/Public/SystemNetHttpClient.cs",
              line: 178,
            },
            ...dotnetFrames("Parkline.Payments.ChargeHandler"),
          ],
          r,
        ),
      }),
      s("cart-service", "error", `Checkout of cart_${r.hex(10)} failed: payments-adapter call exceeded 15s`, {
        dt: 4000,
      }),
      s(
        "portal-bff",
        "error",
        `request errored method=POST url=/v1/cart/checkout statusCode=504 responseTime=${ms(r, 15000, 15400)}`,
        { dt: 20 },
      ),
    ],
    own: [
      {
        svc: "cart-service",
        perMin: 6,
        build: () => [
          s(
            "cart-service",
            "warn",
            "Polly: retry 2 of 3 for payments-adapter POST /charges after TimeoutRejectedException",
          ),
        ],
      },
    ],
  },
  {
    estate: "parkline",
    category: "rate_limiting",
    origin: "epp-proxy",
    hints: ["rate", "limit", "2502", "session limit", "throttl"],
    sev: "high",
    note: "epp-proxy opens more registry sessions than its quota after a scale-out; the registry answers 2502 to creates and renews and closes sessions.",
    breaks: ["epp-proxy"],
    failRate: 0.8,
    fail: (r) => {
      const d = domain(r);
      return [
        s(
          "epp-proxy",
          "error",
          `epp command=domain:create name=${d} code=2502 msg="Session limit exceeded; server closing connection" dur=${ms(r, 10, 40)}ms`,
        ),
        s("cart-service", "error", `Registration of ${d} failed: epp-proxy returned 2502, will retry`, { dt: 20 }),
      ];
    },
    own: [
      {
        svc: "autorenew-worker",
        perMin: 18,
        build: (r) => [
          s(
            "autorenew-worker",
            "error",
            `[AutoRenewJob] ${domain(r)} renew failed: EppProxy::Error code=2502 Session limit exceeded; server closing connection`,
          ),
        ],
      },
      {
        svc: "epp-proxy",
        perMin: 4,
        build: (r) => [
          s("epp-proxy", "warn", `registry quota: ${r.int(13, 18)} sessions open > limit 10, login refused with 2502`),
        ],
      },
    ],
    pre: () => [
      { at: -30000, steps: [s("epp-proxy", "info", "pool resized sessions=16 (replicas=4, per_replica=4)")] },
    ],
  },
  {
    estate: "parkline",
    category: "validation",
    origin: "cart-service",
    hints: ["validation", "invalid", "format", "phone"],
    sev: "medium",
    note: "cart-service's validator rejects every registrant phone in E.164 dotted form, so checkouts fail with 400; it logs at WARN.",
    breaks: ["cart-service"],
    failRate: 0.7,
    fail: (r) => [
      s(
        "cart-service",
        "warn",
        `Checkout validation failed for cart_${r.hex(10)}: Validation failed: \n -- Registrant.Phone: 'Registrant Phone' is not in the correct format. Severity: Error`,
      ),
      s(
        "portal-bff",
        "info",
        `request completed method=POST url=/v1/cart/checkout statusCode=400 responseTime=${ms(r, 15, 60)}`,
        { dt: 10 },
      ),
    ],
    own: [
      {
        svc: "portal-bff",
        perMin: 4,
        build: (r) => [
          s("portal-bff", "warn", `checkout rejected for session ${r.hex(8)}: cart-service 400 (Registrant.Phone)`),
        ],
      },
    ],
  },
  {
    estate: "parkline",
    category: "null_reference",
    origin: "whois-svc",
    hints: ["null", "sigsegv", "segmentation", "nullptr", "segfault"],
    sev: "medium",
    note: "whois-svc dereferences a null contact pointer for domains without a tech contact, crashes with SIGSEGV and restarts.",
    breaks: ["whois-svc"],
    failRate: 0.3,
    fail: () => [],
    own: [
      {
        svc: "whois-svc",
        perMin: 1.5,
        build: (r) => [
          s(
            "whois-svc",
            "fatal",
            `*** SIGSEGV received at time=${r.int(1700000000, 1800000000)} on cpu ${r.int(0, 3)} ***`,
            {
              stack: stack(
                "cpp",
                "PC: @ 0x55d1c8a3f21e (unknown) whois::Formatter::renderContact(), address 0x0000000000000018 (contact=nullptr)",
                [
                  { fn: "whois::Formatter::renderContact(whois::Contact const*)", file: "src/formatter.cc", line: 211 },
                  { fn: "whois::Formatter::render(whois::DomainRecord const&)", file: "src/formatter.cc", line: 97 },
                  { fn: "whois::Server::handleQuery(int)", file: "src/server.cc", line: 340 },
                ],
                r,
              ),
            },
          ),
          s("whois-svc", "info", "whois-svc 4.2.1 (build 9c2e1d4) starting", { dt: 2500 }),
        ],
      },
      {
        svc: "portal-bff",
        perMin: 6,
        build: (r) => [
          s(
            "portal-bff",
            "error",
            `request errored method=GET url=/v1/whois/${domain(r)} statusCode=502 err="socket hang up (whois-svc)"`,
          ),
        ],
      },
    ],
  },
  {
    estate: "parkline",
    category: "configuration",
    origin: "autorenew-worker",
    hints: ["config", "configuration", "keyerror", "env", "missing"],
    sev: "medium",
    note: "The autorenew-worker rollout drops EPP_PROXY_URL from its environment; every renewal job dies with KeyError: key not found.",
    breaks: [],
    failRate: 0,
    fail: () => [],
    own: [
      {
        svc: "autorenew-worker",
        perMin: 16,
        build: (r) => [
          s("autorenew-worker", "error", `[AutoRenewJob] jid=${r.hex(24)} failed`, {
            stack: stack(
              "ruby",
              'key not found: "EPP_PROXY_URL" (KeyError)',
              [
                { fn: "fetch", file: "/app/app/clients/epp_proxy_client.rb", line: 9 },
                { fn: "client", file: "/app/app/jobs/auto_renew_job.rb", line: 52 },
                { fn: "perform", file: "/app/app/jobs/auto_renew_job.rb", line: 18 },
              ],
              r,
            ),
          }),
        ],
      },
    ],
    silence: ["autorenew-worker"],
    pre: (r) => [
      {
        at: -15000,
        steps: [
          s("autorenew-worker", "info", "Shutting down, waiting 25 seconds for busy jobs to finish"),
          s(
            "autorenew-worker",
            "info",
            `Booting Sidekiq 7.2.4 with Sidekiq::RedisConnection::RedisClientAdapter options {:url=>"redis://redis:6379/2"} (release ${r.hex(7)})`,
            { dt: 9000 },
          ),
          s("autorenew-worker", "info", "Starting processing, hit Ctrl-C to stop", { dt: 400 }),
        ],
      },
    ],
  },
  {
    estate: "parkline",
    category: "dependency",
    origin: "zonegen",
    hints: ["dependency", "503", "unavailable", "provider", "upstream"],
    sev: "medium",
    note: "The managed anycast DNS provider API zonegen pushes to returns 503; zone pushes fail and back off.",
    breaks: ["zonegen"],
    failRate: 0.9,
    fail: (r) => {
      const d = domain(r);
      return [
        s(
          "zonegen",
          "error",
          `push zone ${d} to provider failed: PUT https://api.anycastdns.example/v1/zones/${d}: 503 Service Unavailable {"message":"service temporarily unavailable"}`,
        ),
        s(
          "portal-bff",
          "info",
          `request completed method=PATCH url=/v1/dns/records statusCode=202 responseTime=${ms(r, 70, 300)}`,
          { dt: 10 },
        ),
      ];
    },
    own: [
      {
        svc: "zonegen",
        perMin: 3,
        build: (r) => [
          s("zonegen", "warn", `provider push backlog ${r.int(50, 800)} zones, backing off ${r.pick([8, 16, 32])}s`),
        ],
      },
    ],
  },
  {
    estate: "parkline",
    category: "memory",
    origin: "search-suggest",
    hints: ["memory", "oom", "sigkill", "out of memory"],
    sev: "high",
    note: "search-suggest workers grow until the kernel kills them; gunicorn reports 'Perhaps out of memory?' and suggestions fail.",
    breaks: ["search-suggest"],
    failRate: 0.5,
    fail: (r) => [
      s(
        "portal-bff",
        "error",
        `request errored method=GET url=/v1/suggest statusCode=502 responseTime=${ms(r, 2, 30)} err="search-suggest: socket hang up"`,
      ),
    ],
    own: [
      {
        svc: "search-suggest",
        perMin: 2.5,
        build: (r) => {
          const pid = r.int(30, 400);
          return [
            s("search-suggest", "warn", `worker ${pid} rss=${r.int(1800, 2000)}MiB after loading premium wordlist`),
            s("search-suggest", "error", `Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`, { dt: 3000 }),
            s("search-suggest", "info", `Booting worker with pid: ${pid + r.int(1, 9)}`, { dt: 50 }),
          ];
        },
      },
    ],
  },
  {
    estate: "parkline",
    category: "disk",
    origin: "whois-svc",
    hints: ["disk", "no space", "space left", "enospc"],
    sev: "medium",
    note: "whois-svc's data volume fills up during the snapshot swap; it cannot write the new snapshot and answers queries with internal errors.",
    breaks: ["whois-svc"],
    failRate: 0.6,
    fail: (r) => [
      s(
        "whois-svc",
        "error",
        `query ${domain(r)} from 203.0.113.${r.int(2, 250)} -> %ERROR:500: internal error (snapshot unavailable)`,
      ),
    ],
    own: [
      {
        svc: "whois-svc",
        perMin: 2,
        build: (r) => [
          s(
            "whois-svc",
            "error",
            `snapshot swap failed: write(/var/lib/whois/snap-${r.int(1000, 9999)}.tmp): No space left on device (errno 28)`,
          ),
        ],
      },
    ],
  },
  {
    estate: "parkline",
    category: "unknown",
    origin: "payments-adapter",
    hints: ["unknown", "unavailable", "503", "stopped"],
    sev: "high",
    note: "payments-adapter shuts down and goes silent without a reason while cart-service reports 503s from it for every checkout.",
    breaks: ["payments-adapter"],
    failRate: 0.95,
    fail: (r) => [
      s(
        "cart-service",
        "error",
        `Checkout of cart_${r.hex(10)} failed: System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable). (payments-adapter POST /charges)`,
      ),
      s(
        "portal-bff",
        "error",
        `request errored method=POST url=/v1/cart/checkout statusCode=502 responseTime=${ms(r, 30, 200)}`,
        { dt: 20 },
      ),
    ],
    own: [],
    silence: ["payments-adapter"],
    pre: () => [{ at: 0, steps: [s("payments-adapter", "info", "Application is shutting down...")] }],
  },
];

// ---------------------------------------------------------------- keystone (ACME CA, traces)
const wfe = (r: Rng, ep: string, code: number, err: string) =>
  `JSON={"Method":"POST","Endpoint":"${ep}","Code":${code},"Error":"${err}","Latency":${ms(r, 5, 900)}} acct=${acct(r)}`;
const keystone: IncidentSpec[] = [
  {
    estate: "keystone",
    category: "authentication",
    origin: "hsm-signer",
    hints: ["pin", "login", "authentication", "ckr_pin_incorrect", "pkcs11"],
    sev: "high",
    note: "hsm-signer's PKCS#11 re-login fails with CKR_PIN_INCORRECT after the partition PIN change, so nothing can be signed and finalize fails.",
    breaks: ["hsm-signer"],
    failRate: 0.9,
    fail: (r) => [
      s(
        "acme-ra",
        "error",
        `finalize order ${r.int(1e9, 9e9)}: signing precertificate: rpc error: code = Unavailable desc = hsm-signer: no logged-in session for slot 2`,
      ),
      s(
        "acme-wfe",
        "error",
        wfe(r, "/acme/finalize", 500, "urn:ietf:params:acme:error:serverInternal :: Error finalizing order"),
        { dt: 5 },
      ),
    ],
    own: [
      {
        svc: "hsm-signer",
        perMin: 10,
        build: (r) => [
          s(
            "hsm-signer",
            "error",
            `pkcs11: C_Login(slot=2, CKU_USER) failed: CKR_PIN_INCORRECT (0x000000a0), session ${r.int(1, 16)}/16 left logged out`,
          ),
        ],
      },
      {
        svc: "hsm-signer",
        perMin: 2,
        build: () => [s("hsm-signer", "warn", 'pkcs11: slot 2 session pool 0/16 healthy, token "ks-int"')],
      },
      {
        svc: "ocsp-responder",
        perMin: 2,
        build: (r) => [
          s(
            "ocsp-responder",
            "warn",
            `ocsp: cache reload: ${r.int(2000, 4000)} responses due for refresh, signer unavailable, serving cached`,
          ),
        ],
      },
    ],
    silence: [],
  },
  {
    estate: "keystone",
    category: "authorization",
    origin: "account-api",
    hints: ["accessdenied", "authorization", "not authorized", "kms", "denied"],
    sev: "medium",
    note: "account-api loses kms:Decrypt after a key-policy change, so external-account-binding keys cannot be decrypted and new ACME accounts fail.",
    breaks: ["account-api"],
    failRate: 0.9,
    fail: (r) => [
      s("account-api", "error", `POST /eab/verify 500 ${ms(r, 20, 80)}ms org=${r.int(1000, 9999)}`, {
        stack: stack(
          "node",
          `AccessDeniedException: User: arn:aws:sts::731904226458:assumed-role/account-api-prod/${r.hex(12)} is not authorized to perform: kms:Decrypt on resource: arn:aws:kms:us-east-2:731904226458:key/${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)} because no resource-based policy allows the kms:Decrypt action`,
          [
            { fn: "throwDefaultError", file: "/app/node_modules/@smithy/smithy-client/dist-cjs/index.js", line: 867 },
            { fn: "de_CommandError", file: "/app/node_modules/@aws-sdk/client-kms/dist-cjs/index.js", line: 1340 },
            { fn: "async EabService.decryptHmac", file: "/app/dist/eab/service.js", line: 41 },
            { fn: "async verifyBinding", file: "/app/dist/eab/routes.js", line: 88 },
          ],
          r,
        ),
      }),
      s(
        "acme-wfe",
        "error",
        wfe(
          r,
          "/acme/new-acct",
          500,
          "urn:ietf:params:acme:error:serverInternal :: Error validating external account binding",
        ),
        { dt: 10 },
      ),
    ],
    own: [
      {
        svc: "acme-wfe",
        perMin: 10,
        build: (r) => [
          s(
            "acme-wfe",
            "warn",
            wfe(
              r,
              "/acme/new-acct",
              500,
              "urn:ietf:params:acme:error:serverInternal :: Error validating external account binding",
            ),
          ),
        ],
      },
    ],
  },
  {
    estate: "keystone",
    category: "database",
    origin: "acme-ra",
    hints: ["database", "mysql", "connection", "too many", "sql"],
    sev: "high",
    note: "acme-ra cannot get MySQL connections (Error 1040: Too many connections); orders and authorizations fail with serverInternal.",
    breaks: ["acme-ra"],
    failRate: 0.8,
    fail: (r) => [
      s(
        "acme-ra",
        "error",
        `failed to ${r.pick(["store authorization", "update order status", "insert certificate status", "count certificates per name"])}: Error 1040 (08004): Too many connections`,
      ),
      (() => {
        const [ep, what] = r.pick([
          ["/acme/new-order", "Error creating new order"],
          ["/acme/finalize", "Error finalizing order"],
          ["/acme/chall", "Unable to update challenge"],
        ]);
        return s("acme-wfe", "error", wfe(r, ep, 500, `urn:ietf:params:acme:error:serverInternal :: ${what}`), {
          dt: 5,
        });
      })(),
    ],
    own: [
      {
        svc: "acme-ra",
        perMin: 3,
        build: (r) => [
          s(
            "acme-ra",
            "warn",
            `sql: db pool stats open=${r.int(150, 150)} in_use=150 wait_count=${r.int(1000, 9000)} wait_duration=${r.int(30, 300)}s`,
          ),
        ],
      },
    ],
  },
  {
    estate: "keystone",
    category: "network",
    origin: "validation-agent",
    hints: ["network", "no route", "unreachable", "dial", "connection"],
    sev: "high",
    note: "validation-agent loses its route to the remote validation perspectives (connect: no route to host), so every challenge fails multi-perspective validation.",
    breaks: ["validation-agent"],
    failRate: 0.9,
    fail: (r) => {
      const d = domain(r);
      return [
        s(
          "validation-agent",
          "error",
          `Remote VA ${r.pick(["rva-fra", "rva-sin", "rva-sjc"])} for ${d}: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 10.88.${r.int(1, 6)}.${r.int(2, 40)}:8443: connect: no route to host"`,
        ),
        s(
          "validation-agent",
          "warn",
          `Validation failed for ${d}: urn:ietf:params:acme:error:serverInternal :: During secondary validation: 0/3 remote perspectives reachable`,
          { dt: 3 },
        ),
        s(
          "acme-wfe",
          "info",
          `JSON={"Method":"POST","Endpoint":"/acme/chall","Code":200,"Latency":${ms(r, 3, 20)}} acct=${acct(r)}`,
          { dt: -20 },
        ),
      ];
    },
    own: [
      {
        svc: "acme-ra",
        perMin: 6,
        build: (r) => [
          s(
            "acme-ra",
            "warn",
            `authz ${r.hex(12)} invalid: serverInternal from validation-agent (secondary validation)`,
          ),
        ],
      },
    ],
  },
  {
    estate: "keystone",
    category: "timeout",
    origin: "ct-submitter",
    hints: ["timeout", "timed out", "sct", "httptimeout"],
    sev: "high",
    note: "The CT logs stop answering ct-submitter in time; SCT requests time out and acme-ra cannot finalize orders without SCTs.",
    breaks: ["ct-submitter"],
    failRate: 0.85,
    fail: (r) => [
      s(
        "ct-submitter",
        "error",
        `add-pre-chain to ${r.pick(["argon2026h2", "nimbus2026"])} failed for precert ${serial(r)}`,
        {
          stack: stack(
            "java",
            "java.net.http.HttpTimeoutException: request timed out",
            [
              { fn: "java.net.http/jdk.internal.net.http.HttpClientImpl.send", file: "HttpClientImpl.java", line: 951 },
              {
                fn: "java.net.http/jdk.internal.net.http.HttpClientFacade.send",
                file: "HttpClientFacade.java",
                line: 133,
              },
              { fn: "ca.keystone.ct.LogClient.addPreChain", file: "LogClient.java" },
              { fn: "ca.keystone.ct.SctCollector.collect", file: "SctCollector.java" },
            ],
            r,
          ),
        },
      ),
      s(
        "acme-ra",
        "error",
        `finalize order ${r.int(1e9, 9e9)}: getting SCTs: context deadline exceeded (0 of 2 required SCTs after 10s)`,
        { dt: 200 },
      ),
      s(
        "acme-wfe",
        "error",
        wfe(r, "/acme/finalize", 500, "urn:ietf:params:acme:error:serverInternal :: Error finalizing order"),
        { dt: 5 },
      ),
    ],
    own: [
      {
        svc: "acme-wfe",
        perMin: 10,
        build: (r) => [s("acme-wfe", "warn", wfe(r, "/acme/order", 200, "") + " status=processing retry-after=10")],
      },
    ],
  },
  {
    estate: "keystone",
    category: "rate_limiting",
    origin: "acme-wfe",
    hints: ["rate", "limit", "ratelimited", "busy", "429"],
    sev: "medium",
    note: "acme-wfe's global overload limiter trips during a client retry storm and turns most requests away with 'Service busy; retry later' (WARN only).",
    breaks: ["acme-ra"],
    failRate: 0.6,
    fail: (r) => [
      s(
        "acme-wfe",
        "warn",
        wfe(
          r,
          r.pick(["/acme/new-order", "/acme/finalize", "/acme/new-nonce"]),
          503,
          "urn:ietf:params:acme:error:rateLimited :: Service busy; retry later",
        ),
      ),
    ],
    own: [
      {
        svc: "acme-wfe",
        perMin: 60,
        build: (r) => [
          s(
            "acme-wfe",
            "warn",
            wfe(r, "/acme/new-order", 503, "urn:ietf:params:acme:error:rateLimited :: Service busy; retry later"),
          ),
        ],
      },
      {
        svc: "acme-wfe",
        perMin: 1,
        build: (r) => [
          s("acme-wfe", "warn", `overload limiter: ${r.int(4000, 9000)} req/s > 2500 req/s budget, shedding`),
        ],
      },
    ],
  },
  {
    estate: "keystone",
    category: "validation",
    origin: "account-api",
    hints: ["validation", "invalid", "uri", "contact"],
    sev: "medium",
    note: "account-api's new request schema rejects every mailto: contact as not a valid uri, so account registrations fail with 400 (WARN only).",
    breaks: ["account-api"],
    failRate: 0.9,
    fail: (r) => [
      s(
        "account-api",
        "warn",
        `POST /accounts 400 ${ms(r, 2, 9)}ms ValidationError: "contact[0]" must be a valid uri with a scheme matching the https pattern`,
      ),
      s(
        "acme-wfe",
        "warn",
        wfe(r, "/acme/new-acct", 400, "urn:ietf:params:acme:error:invalidContact :: account-api rejected contact"),
        { dt: 10 },
      ),
    ],
    own: [
      {
        svc: "account-api",
        perMin: 6,
        build: (r) => [
          s(
            "account-api",
            "warn",
            `POST /accounts 400 ${ms(r, 2, 9)}ms ValidationError: "contact[0]" must be a valid uri with a scheme matching the https pattern`,
          ),
        ],
      },
    ],
    pre: (r) => [
      {
        at: -60000,
        steps: [
          s(
            "account-api",
            "info",
            `account-api@3.9.0 starting (node v20.17.0, NODE_ENV=production) schema=${r.hex(7)}`,
          ),
          s("account-api", "info", "Server listening at http://0.0.0.0:3000", { dt: 800 }),
        ],
      },
    ],
  },
  {
    estate: "keystone",
    category: "null_reference",
    origin: "ocsp-responder",
    hints: ["nil pointer", "null", "nil", "dereference", "panic"],
    sev: "high",
    note: "ocsp-responder panics with a nil pointer dereference on responses for newly issued serials and restarts; relying parties get errors.",
    breaks: ["ocsp-responder"],
    failRate: 0.4,
    fail: () => [],
    own: [
      {
        svc: "ocsp-responder",
        perMin: 2,
        build: (r) => [
          s("ocsp-responder", "fatal", "panic: runtime error: invalid memory address or nil pointer dereference", {
            stack: stack(
              "go",
              `[signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x${r.hex(6)}]`,
              [
                {
                  fn: "github.com/keystone-ca/ocsp/responder.(*Source).Response(0xc0001a4000, {0x1b2c40, 0xc000512000}, 0xc0003e6000)",
                  file: "/src/responder/source.go",
                  line: 143,
                },
                {
                  fn: "github.com/keystone-ca/ocsp/responder.(*Responder).ServeHTTP(0xc0000f2000, {0x1b3d80, 0xc0004a2000}, 0xc000510000)",
                  file: "/src/responder/responder.go",
                  line: 212,
                },
                {
                  fn: "net/http.serverHandler.ServeHTTP({0xc0000c8000?}, {0x1b3d80?, 0xc0004a2000?}, 0x6?)",
                  file: "/usr/local/go/src/net/http/server.go",
                  line: 3142,
                },
              ],
              r,
            ),
          }),
          s("ocsp-responder", "info", "ocsp-responder version=1.31.0 starting", { dt: 1500 }),
        ],
      },
      {
        svc: "acme-ra",
        perMin: 2,
        build: (r) => [
          s("acme-ra", "warn", `ocsp pre-check for serial ${serial(r)} failed: Get "http://ocsp-responder:8080/": EOF`),
        ],
      },
    ],
  },
  {
    estate: "keystone",
    category: "configuration",
    origin: "caa-checker",
    hints: ["config", "configuration", "issuer", "caa", "setting"],
    sev: "high",
    note: "caa-checker restarts with a config key renamed, loads zero issuer domains, and then refuses issuance for every domain that has CAA records.",
    breaks: ["caa-checker"],
    failRate: 0.8,
    fail: (r) => {
      const d = domain(r);
      return [
        s(
          "caa-checker",
          "warn",
          `CAA record for ${d} prevents issuance (issue "keystone-ca.example"; none of our 0 issuer domains matched)`,
        ),
        s(
          "acme-ra",
          "warn",
          `authz ${r.hex(12)} invalid: urn:ietf:params:acme:error:caa :: CAA record for ${d} prevents issuance`,
          { dt: 3 },
        ),
      ];
    },
    own: [],
    pre: () => [
      {
        at: -25000,
        steps: [
          s("caa-checker", "info", "caa-checker version=0.19.0 go=go1.22.6 starting"),
          s("caa-checker", "warn", "config: unknown key 'issuer_domains' in /etc/caa/caa.yaml (ignored)", { dt: 3 }),
          s("caa-checker", "info", "loaded 0 issuer domains, 0 account URI bindings", { dt: 2 }),
          s("caa-checker", "info", "listening addr=:9093", { dt: 2 }),
        ],
      },
    ],
  },
  {
    estate: "keystone",
    category: "dependency",
    origin: "crl-publisher",
    hints: ["dependency", "503", "unavailable", "s3", "upstream"],
    sev: "medium",
    note: "The object storage behind crl-publisher answers 503 to every upload; CRL shards stop being published and start going stale.",
    breaks: [],
    failRate: 0,
    fail: () => [],
    own: [
      {
        svc: "crl-publisher",
        perMin: 5,
        build: (r) => [
          s("crl-publisher", "error", `upload of CRL shard ${r.int(0, 127)} for int-r12 failed, keeping previous`, {
            stack: stack(
              "python",
              "botocore.exceptions.ClientError: An error occurred (ServiceUnavailable) when calling the PutObject operation (reached max retries: 4): Service Unavailable",
              [
                {
                  fn: "_make_api_call",
                  file: "/usr/local/lib/python3.12/site-packages/botocore/client.py",
                  line: 1023,
                },
                { fn: "_api_call", file: "/usr/local/lib/python3.12/site-packages/botocore/client.py", line: 569 },
                { fn: "upload_shard", file: "/app/crl/publish.py", line: 77 },
                { fn: "run_cycle", file: "/app/crl/main.py", line: 40 },
              ],
              r,
            ),
          }),
        ],
      },
      {
        svc: "crl-publisher",
        perMin: 0.6,
        build: (r) => [
          s("crl-publisher", "warn", `${r.int(10, 90)} shards older than 6h (nextUpdate in ${r.int(8, 17)}h)`),
        ],
      },
    ],
    silence: ["crl-publisher"],
  },
  {
    estate: "keystone",
    category: "memory",
    origin: "ct-submitter",
    hints: ["memory", "outofmemory", "heap", "oom"],
    sev: "high",
    note: "ct-submitter exhausts its Java heap (OutOfMemoryError: Java heap space) and SCT collection fails until it restarts.",
    breaks: ["ct-submitter"],
    failRate: 0.6,
    fail: (r) => [
      s(
        "acme-ra",
        "error",
        `finalize order ${r.int(1e9, 9e9)}: getting SCTs: rpc error: code = Unavailable desc = ct-submitter: connection refused`,
      ),
      s(
        "acme-wfe",
        "error",
        wfe(r, "/acme/finalize", 500, "urn:ietf:params:acme:error:serverInternal :: Error finalizing order"),
        { dt: 5 },
      ),
    ],
    own: [
      {
        svc: "ct-submitter",
        perMin: 2,
        build: (r) => [
          s(
            "ct-submitter",
            "warn",
            `GC overhead: ${r.int(85, 98)}% of time in G1 Full GC over last 60s, heap ${r.int(3900, 4090)}M/4096M`,
          ),
        ],
      },
      {
        svc: "ct-submitter",
        perMin: 1,
        build: (r) => [
          s("ct-submitter", "error", 'Exception in thread "sct-collector-7"', {
            stack: stack(
              "java",
              "java.lang.OutOfMemoryError: Java heap space",
              [
                { fn: "java.base/java.util.Arrays.copyOf", file: "Arrays.java", line: 3541 },
                {
                  fn: "java.base/java.io.ByteArrayOutputStream.ensureCapacity",
                  file: "ByteArrayOutputStream.java",
                  line: 100,
                },
                { fn: "ca.keystone.ct.ChainCache.put", file: "ChainCache.java" },
                { fn: "ca.keystone.ct.SctCollector.collect", file: "SctCollector.java" },
              ],
              r,
            ),
          }),
        ],
      },
    ],
  },
  {
    estate: "keystone",
    category: "disk",
    origin: "hsm-signer",
    hints: ["disk", "no space", "space left", "audit", "enospc"],
    sev: "high",
    note: "hsm-signer's audit log volume fills; in audit-required mode it refuses to sign, so issuance and OCSP refresh stop.",
    breaks: ["hsm-signer"],
    failRate: 0.9,
    fail: (r) => [
      s(
        "hsm-signer",
        "error",
        `refusing C_Sign for key=int-r12: audit write failed: /var/log/hsm-signer/audit.log: No space left on device`,
      ),
      s(
        "acme-ra",
        "error",
        `finalize order ${r.int(1e9, 9e9)}: signing precertificate: rpc error: code = Internal desc = audit log unavailable`,
        { dt: 4 },
      ),
      s(
        "acme-wfe",
        "error",
        wfe(r, "/acme/finalize", 500, "urn:ietf:params:acme:error:serverInternal :: Error finalizing order"),
        { dt: 4 },
      ),
    ],
    own: [
      {
        svc: "hsm-signer",
        perMin: 1,
        build: () => [
          s(
            "hsm-signer",
            "warn",
            "audit: /var/log/hsm-signer 100% used (0 MiB free), rotation failed: No space left on device",
          ),
        ],
      },
    ],
  },
  {
    estate: "keystone",
    category: "unknown",
    origin: "validation-agent",
    hints: ["unknown", "serverinternal", "server failure", "internal"],
    sev: "high",
    note: "validation-agent returns 'Server failure at validation' for nearly every challenge and restarts, never logging why.",
    breaks: ["validation-agent"],
    failRate: 0.85,
    fail: (r) => {
      const d = domain(r);
      return [
        s(
          "validation-agent",
          "error",
          `Validation failed for ${d}: urn:ietf:params:acme:error:serverInternal :: Server failure at validation`,
        ),
        s("acme-ra", "warn", `authz ${r.hex(12)} invalid: serverInternal from validation-agent`, { dt: 5 }),
      ];
    },
    own: [
      {
        svc: "validation-agent",
        perMin: 0.6,
        build: () => [s("validation-agent", "info", "validation-agent version=1.31.0 go=go1.22.6 starting")],
      },
    ],
  },
];

// ---------------------------------------------------------------- lumen (enterprise CA, no trace ids)
const lumen: IncidentSpec[] = [
  {
    estate: "lumen",
    category: "authentication",
    origin: "crl-builder",
    hints: ["expiredtoken", "expired", "token", "credential", "authentication"],
    sev: "medium",
    note: "crl-builder's storage credentials expire; every CRL upload fails with ExpiredToken and CRLs go stale.",
    breaks: [],
    failRate: 0,
    fail: () => [],
    own: [
      {
        svc: "crl-builder",
        perMin: 4,
        build: (r) => [
          s(
            "crl-builder",
            "error",
            `crl upload failed issuer=lumen-issuing-g3 number=${r.int(80000, 90000)}: operation error S3: PutObject, https response error StatusCode: 400, RequestID: ${r.hex(16).toUpperCase()}, api error ExpiredToken: The provided token has expired.`,
          ),
        ],
      },
      {
        svc: "crl-builder",
        perMin: 0.5,
        build: () => [
          s("crl-builder", "warn", "published CRL for lumen-issuing-g3 is older than 1h, nextUpdate approaching"),
        ],
      },
    ],
    silence: ["crl-builder"],
  },
  {
    estate: "lumen",
    category: "authorization",
    origin: "issuance-core",
    hints: ["accessdenied", "access denied", "authorization", "forbidden", "403"],
    sev: "high",
    note: "A role-mapping change in issuance-core denies portal-api's service account; orders and revocations from the portal get 403 Access Denied.",
    breaks: ["portal-api"],
    failRate: 0.6,
    fail: (r) => [
      s(
        "issuance-core",
        "warn",
        "Access denied for principal 'svc-portal-api' on POST /internal/orders (required authority ROLE_ORDER_WRITE)",
        {
          stack: r.chance(0.3)
            ? stack(
                "java",
                "org.springframework.security.authorization.AuthorizationDeniedException: Access Denied",
                [
                  {
                    fn: "org.springframework.security.web.access.intercept.AuthorizationFilter.doFilter",
                    file: "AuthorizationFilter.java",
                    line: 99,
                  },
                  {
                    fn: "org.springframework.security.web.ObservationFilterChainDecorator$ObservationFilter.wrapFilter",
                    file: "ObservationFilterChainDecorator.java",
                    line: 240,
                  },
                ],
                r,
              )
            : undefined,
        },
      ),
      s(
        "portal-api",
        "error",
        `Lumen::IssuanceClient::Forbidden: issuance-core responded 403 for POST /internal/orders (request_id=${r.hex(8)})`,
        { dt: 10 },
      ),
      s(
        "portal-api",
        "info",
        `method=POST path=/api/v2/orders format=json controller=Api::V2::OrdersController action=create status=502 duration=${ms(r, 30, 90)}.${r.int(10, 99)}`,
        { dt: 2 },
      ),
    ],
    own: [],
    pre: () => [
      {
        at: -90000,
        steps: [
          s(
            "issuance-core",
            "info",
            "Refreshed security role mappings from /etc/lumen/roles.yaml (14 roles, 31 principals)",
          ),
        ],
      },
    ],
  },
  {
    estate: "lumen",
    category: "database",
    origin: "order-db-proxy",
    hints: ["database", "too many clients", "connection", "postgres", "pq"],
    sev: "high",
    note: "order-db-proxy cannot open backend connections (pq: sorry, too many clients already); the portal and issuance-core fail on every order query.",
    breaks: ["order-db-proxy", "issuance-core"],
    failRate: 0.75,
    fail: (r) => [
      s(
        "order-db-proxy",
        "error",
        `query=${r.pick(["orders.list", "orders.get", "orders.insert", "authz.update"])} backend connect failed: pq: sorry, too many clients already host=10.21.4.17:5432`,
      ),
      r.chance(0.5)
        ? s("portal-api", "error", `PG::ConnectionBad: order-db-proxy: pq: sorry, too many clients already`, { dt: 10 })
        : s(
            "issuance-core",
            "error",
            `Could not persist order state: org.postgresql.util.PSQLException: ERROR: backend unavailable (order-db-proxy)`,
            { dt: 10 },
          ),
    ],
    own: [
      {
        svc: "order-db-proxy",
        perMin: 2,
        build: (r) => [
          s("order-db-proxy", "warn", `pool stats open=20 idle=0 wait_count=${r.int(500, 3000)} host=10.21.4.17:5432`),
        ],
      },
    ],
    silence: [],
  },
  {
    estate: "lumen",
    category: "network",
    origin: "dcv-worker",
    hints: ["network", "unreachable", "connectionerror", "connection", "newconnectionerror"],
    sev: "high",
    note: "dcv-worker's egress path breaks ([Errno 101] Network is unreachable); every HTTP-01 check fails and orders stall in pending.",
    breaks: ["dcv-worker"],
    failRate: 0.8,
    fail: (r) => {
      const d = domain(r);
      return [
        s("dcv-worker", "error", `dcv error domain=${d} method=http-01`, {
          stack: stack(
            "python",
            `requests.exceptions.ConnectionError: HTTPConnectionPool(host='${d}', port=80): Max retries exceeded with url: /.well-known/acme-challenge/${r.hex(20)} (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f${r.hex(10)}>: Failed to establish a new connection: [Errno 101] Network is unreachable'))`,
            [
              { fn: "send", file: "/usr/local/lib/python3.12/site-packages/requests/adapters.py", line: 700 },
              { fn: "get", file: "/usr/local/lib/python3.12/site-packages/requests/api.py", line: 73 },
              { fn: "fetch_token", file: "/app/dcv/http01.py", line: 39 },
              { fn: "handle", file: "/app/dcv/tasks.py", line: 66 },
            ],
            r,
          ),
        }),
      ];
    },
    own: [
      {
        svc: "acme-edge",
        perMin: 6,
        build: (r) => [s("acme-edge", "warn", `order ${r.hex(10)} authz still pending after 60s (dcv-worker)`)],
      },
    ],
  },
  {
    estate: "lumen",
    category: "timeout",
    origin: "signer-svc",
    hints: ["timeout", "timed out", "deadline", "canceled"],
    sev: "high",
    note: "signer-svc's HSM sign calls start exceeding their 5s deadline; issuance-core's finalize requests time out behind it.",
    breaks: ["signer-svc"],
    failRate: 0.8,
    fail: (r) => [
      s(
        "signer-svc",
        "error",
        "fail: Lumen.Signer.SignController[0] C_Sign for key lumen-issuing-g3 exceeded 5000 ms deadline",
        {
          stack: stack(
            "dotnet",
            "System.OperationCanceledException: The operation was canceled.",
            [
              {
                fn: "Lumen.Signer.Pkcs11Session.SignAsync(Byte[] tbs, CancellationToken ct)",
                file: "/src/Lumen.Signer/Pkcs11Session.cs",
              },
              ...dotnetFrames("Lumen.Signer.SignController"),
            ],
            r,
          ),
        },
      ),
      s(
        "issuance-core",
        "error",
        `Finalize failed for order ${r.hex(10)}: java.net.SocketTimeoutException: Read timed out (signer-svc, 10000 ms)`,
        { dt: 5000 },
      ),
      s("acme-edge", "error", `POST /acme/order/${r.hex(10)}/finalize 500 ${ms(r, 10000, 10300)} ms`, { dt: 20 }),
    ],
    own: [
      {
        svc: "issuance-core",
        perMin: 6,
        build: () => [
          s(
            "issuance-core",
            "warn",
            "Retrying sign request to signer-svc (attempt 2 of 3) after SocketTimeoutException",
          ),
        ],
      },
    ],
  },
  {
    estate: "lumen",
    category: "rate_limiting",
    origin: "ct-logger",
    hints: ["rate", "limit", "429", "too many", "throttl"],
    sev: "high",
    note: "Both CT logs start answering ct-logger with sustained 429 Too Many Requests; no SCTs come back and finalize fails.",
    breaks: ["ct-logger"],
    failRate: 0.85,
    fail: (r) => [
      s(
        "ct-logger",
        "error",
        `precert sha256=${r.hex(16)}: 0/2 SCTs: xenon2026h2: 429 Too Many Requests (Retry-After: 60); sabre2026h2: 429 Too Many Requests`,
      ),
      s("issuance-core", "error", `Cannot embed SCTs for order ${r.hex(10)}: ct-logger returned 0 of 2 required SCTs`, {
        dt: 30,
      }),
      s("acme-edge", "error", `POST /acme/order/${r.hex(10)}/finalize 500 ${ms(r, 300, 900)} ms`, { dt: 10 }),
    ],
    own: [
      {
        svc: "ct-logger",
        perMin: 20,
        build: (r) => [
          s(
            "ct-logger",
            "warn",
            `log ${r.pick(["xenon2026h2", "sabre2026h2"])} add-pre-chain: 429 Too Many Requests, retry in ${r.int(1, 60)}s`,
          ),
        ],
      },
    ],
  },
  {
    estate: "lumen",
    category: "validation",
    origin: "issuance-core",
    hints: ["lint", "validation", "invalid", "rejected"],
    sev: "high",
    note: "issuance-core's pre-issuance lint rejects every certificate after a profile update (e_subject_common_name_not_exactly_from_san) and nothing is issued.",
    breaks: ["issuance-core"],
    failRate: 0.85,
    fail: (r) => [
      s(
        "issuance-core",
        "error",
        `Pre-issuance lint rejected tbsCertificate for order ${r.hex(10)}: e_subject_common_name_not_exactly_from_san (error), profile=tls-server-90d`,
      ),
      s("acme-edge", "error", `POST /acme/order/${r.hex(10)}/finalize 500 ${ms(r, 40, 200)} ms`, { dt: 20 }),
    ],
    own: [],
    pre: () => [
      {
        at: -50000,
        steps: [
          s("issuance-core", "info", "Reloaded certificate profiles: tls-server-90d (rev 12), tls-client-1y (rev 4)"),
        ],
      },
    ],
  },
  {
    estate: "lumen",
    category: "null_reference",
    origin: "portal-api",
    hints: ["nomethoderror", "nil", "null", "undefined method"],
    sev: "medium",
    note: "portal-api raises NoMethodError on nil for certificates still pending issuance, so the orders page returns 500.",
    breaks: ["portal-api"],
    failRate: 0.7,
    fail: (r) => [
      s("portal-api", "error", "NoMethodError (undefined method `not_after' for nil):", {
        stack: stack(
          "ruby",
          "undefined method `not_after' for nil (NoMethodError)",
          [
            { fn: "block in index", file: "/app/app/serializers/order_serializer.rb", line: 23 },
            { fn: "index", file: "/app/app/controllers/api/v2/orders_controller.rb", line: 14 },
            {
              fn: "send_action",
              file: "/usr/local/bundle/gems/actionpack-7.1.3/lib/action_controller/metal/basic_implicit_render.rb",
              line: 6,
            },
          ],
          r,
        ),
      }),
      s(
        "portal-api",
        "info",
        `method=GET path=/api/v2/orders format=json controller=Api::V2::OrdersController action=index status=500 duration=${ms(r, 10, 60)}.${r.int(10, 99)}`,
        { dt: 1 },
      ),
    ],
    own: [],
  },
  {
    estate: "lumen",
    category: "configuration",
    origin: "ocsp-gen",
    hints: ["config", "configuration", "not found", "responder", "certificate"],
    sev: "high",
    note: "A config reload points ocsp-gen at a responder certificate path that does not exist; it can no longer sign and answers tryLater.",
    breaks: ["ocsp-gen"],
    failRate: 0.8,
    fail: (r) => [
      s("ocsp-gen", "warn", `served ocsp serial=${serial(r)} status=tryLater reason="no signing responder loaded"`),
    ],
    own: [
      {
        svc: "ocsp-gen",
        perMin: 1,
        build: () => [
          s(
            "ocsp-gen",
            "error",
            'pre-signing batch failed: responder not loaded: failed to read "/etc/ocsp/responder-g4.pem": No such file or directory (os error 2)',
          ),
        ],
      },
    ],
    pre: () => [
      {
        at: -30000,
        steps: [
          s("ocsp-gen", "info", "SIGHUP received, reloading /etc/ocsp/ocsp-gen.toml"),
          s(
            "ocsp-gen",
            "error",
            'config: responder.cert_path = "/etc/ocsp/responder-g4.pem": No such file or directory (os error 2); keeping no responder',
            { dt: 4 },
          ),
        ],
      },
    ],
    silence: ["ocsp-gen"],
  },
  {
    estate: "lumen",
    category: "dependency",
    origin: "signer-svc",
    hints: ["dependency", "503", "unavailable", "key vault", "hsm", "circuit"],
    sev: "high",
    note: "The managed HSM behind signer-svc answers 503 Service Unavailable; signer-svc's circuit breaker opens and issuance stops.",
    breaks: ["signer-svc"],
    failRate: 0.85,
    fail: (r) => [
      s(
        "signer-svc",
        "error",
        `fail: Lumen.Signer.SignController[0] Sign failed: Azure.RequestFailedException: Service Unavailable\nStatus: 503 (Service Unavailable)\nErrorCode: ServiceUnavailable\nHeaders: x-ms-request-id: ${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`,
      ),
      s("issuance-core", "error", `Finalize failed for order ${r.hex(10)}: signer-svc responded 503`, { dt: 20 }),
    ],
    own: [
      {
        svc: "signer-svc",
        perMin: 1,
        build: () => [
          s("signer-svc", "warn", "warn: Polly[3] Circuit breaker opened for 30s (managed-hsm), last outcome 503"),
        ],
      },
    ],
  },
  {
    estate: "lumen",
    category: "memory",
    origin: "ocsp-gen",
    hints: ["memory", "allocation", "oom", "out of memory"],
    sev: "high",
    note: "ocsp-gen aborts with 'memory allocation failed' while pre-signing and restarts repeatedly, leaving OCSP serving errors.",
    breaks: ["ocsp-gen"],
    failRate: 0.5,
    fail: (r) => [s("acme-edge", "warn", `GET /ocsp/${r.hex(20)} 502 ${ms(r, 1, 8)} ms (ocsp-gen upstream)`)],
    own: [
      {
        svc: "ocsp-gen",
        perMin: 1.2,
        build: (r) => [
          s(
            "ocsp-gen",
            "warn",
            `pre-signing batch: ${r.int(900, 1600)}k responses in memory, rss=${r.int(3600, 3900)}MiB`,
          ),
          s("ocsp-gen", "fatal", `memory allocation of ${r.pick(["268435456", "536870912"])} bytes failed`, {
            dt: 2500,
          }),
          s("ocsp-gen", "info", "ocsp-gen 0.9.4 starting", { dt: 1500 }),
        ],
      },
    ],
  },
  {
    estate: "lumen",
    category: "disk",
    origin: "acme-edge",
    hints: ["disk", "enospc", "no space", "space left"],
    sev: "high",
    note: "acme-edge's nonce store volume fills (ENOSPC); it cannot store nonces and every ACME POST fails with badNonce or 500.",
    breaks: ["dcv-worker", "issuance-core"],
    failRate: 0.8,
    fail: (r) => [
      s("acme-edge", "error", `HEAD /acme/new-nonce 500 ${ms(r, 1, 4)} ms`, {
        stack: stack(
          "node",
          `Error: ENOSPC: no space left on device, write`,
          [
            { fn: "Object.writeSync", file: "node:fs", line: 939 },
            { fn: "NonceStore.issue", file: "/app/dist/nonce/store.js", line: 57 },
            { fn: "newNonce", file: "/app/dist/routes/nonce.js", line: 12 },
          ],
          r,
        ),
      }),
      s("acme-edge", "warn", `POST /acme/new-order 400 badNonce account=${acct(r)}`, { dt: 300 }),
    ],
    own: [],
  },
  {
    estate: "lumen",
    category: "unknown",
    origin: "dcv-worker",
    hints: ["unknown", "exited", "worker", "exitcode"],
    sev: "high",
    note: "dcv-worker's pool processes keep exiting with exitcode 1 and its validations stop; orders stay pending with no reason logged.",
    breaks: ["dcv-worker"],
    failRate: 0.95,
    fail: (r) =>
      r.chance(0.4) ? [s("acme-edge", "warn", `order ${r.hex(10)} authz still pending after 60s (dcv-worker)`)] : [],
    own: [
      {
        svc: "dcv-worker",
        perMin: 3,
        build: (r) => [
          s(
            "dcv-worker",
            "error",
            `Process 'ForkPoolWorker-${r.int(1, 8)}' pid:${r.int(100, 900)} exited with 'exitcode 1'`,
          ),
        ],
      },
    ],
    silence: ["dcv-worker"],
  },
];

export const INCIDENTS: IncidentSpec[] = [...namewell, ...parkline, ...keystone, ...lumen];
