// Brightwater Energy (meter-to-cash and day-ahead market, request ids): one failure per category.
import { BRIGHTWATER as E } from "./estates.js";
import { HEX, hex, int, pick } from "./rng.js";
import type { Fault } from "./stream.js";
import { dotnetTrace, javaTrace, nodeTrace, pyTrace, rubyTrace } from "./traces.js";

const node = (r: () => number) => pick(r, ["NODE_BRW_GEN1", "NODE_BRW_BESS", "NODE_BRW_LOAD"]);

export const BRIGHTWATER_FAULTS: Fault[] = [
  {
    estate: E,
    category: "authentication",
    origin: "market-gateway",
    hints: ["401", "unauthorized", "invalid_client", "credential", "token", "auth"],
    severity: "high",
    note: "The market gateway's ISO API client credential stops being accepted (401 invalid_client), so day-ahead bid submissions fail ahead of market close.",
    failRate: 1,
    own: (r) => [
      {
        level: "error",
        msg: `submit DA bids: POST https://api.iso-markets.example/bids/v2/submit: 401 Unauthorized: {"error":"invalid_client","error_description":"client authentication failed"} batch=${HEX(r, 10)}`,
      },
    ],
    near: (r) => [
      {
        level: "warn",
        msg: `bid submission for ${node(r)} HE${int(r, 10, 24)} failed: market-gateway returned 502, retry 1/5 in 30s`,
      },
      { level: "warn", msg: "bid submission failed: market-gateway returned 502, retry 2/5 in 60s", dt: 900 },
    ],
    tick: {
      every: 30,
      lines: () => [
        {
          level: "error",
          msg: 'iso token refresh failed: oauth2: cannot fetch token: 401 Unauthorized\nResponse: {"error":"invalid_client","error_description":"client authentication failed"}',
        },
      ],
    },
  },
  {
    estate: E,
    category: "authorization",
    origin: "iso-settlement",
    hints: ["accessdenied", "access", "denied", "not authorized", "permission"],
    severity: "medium",
    note: "The settlement service's role is no longer allowed to write the statement archive bucket (AccessDenied on PutObject), so downloaded ISO statements are never published to billing.",
    failRate: 0,
    mute: /poll settlement statements/,
    tick: {
      every: 20,
      lines: (r, i) => [
        {
          level: "info",
          msg: `poll settlement statements: 1 new statement(s) for trade date 2026-10-${String(int(r, 1, 12)).padStart(2, "0")}`,
        },
        {
          level: "error",
          dt: 1200,
          msg: pyTrace(
            [
              [
                "/app/settlement/archive.py",
                58,
                "publish",
                "self.s3.put_object(Bucket=self.bucket, Key=key, Body=body)",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/botocore/client.py",
                565,
                "_api_call",
                "return self._make_api_call(operation_name, kwargs)",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/botocore/client.py",
                1021,
                "_make_api_call",
                "raise error_class(parsed_response, operation_name)",
              ],
            ],
            `botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::418273640911:assumed-role/iso-settlement-irsa/botocore-session-${int(r, 1700000000, 1799999999)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::bwe-settlement-archive/statements/SS-${int(r, 100000, 999999)}.xml" because no identity-based policy allows the s3:PutObject action`,
          ),
        },
        ...(i % 3 === 2
          ? [
              {
                svc: "billing-determinants",
                level: "warn" as const,
                msg: "Shadow settlement check skipped: no statement published by iso-settlement for the last 3 trade dates",
              },
            ]
          : []),
      ],
    },
  },
  {
    estate: E,
    category: "database",
    origin: "mdm-vee",
    hints: ["connection", "pool", "database", "postgres", "sql", "hikari"],
    severity: "high",
    note: "MDM exhausts its PostgreSQL connections (Hikari timeouts, reserved slots), so interval-read ingestion and the customer portal's usage charts fail.",
    failRate: 0.75,
    own: (r) => [
      {
        level: "error",
        msg:
          r() < 0.75
            ? javaTrace(
                "Failed to obtain JDBC Connection\njava.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=50, active=50, idle=0, waiting=212)",
                [
                  "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
                  "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
                  "org.springframework.jdbc.datasource.DataSourceUtils.fetchConnection(DataSourceUtils.java:160)",
                  "com.bwe.mdm.repo.IntervalRepository.saveBatch(IntervalRepository.java:77)",
                ],
              )
            : javaTrace("HikariPool-1 - Exception during pool initialization of new connection", [
                "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
                "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
              ]).replace(
                "new connection",
                "new connection\norg.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for roles with the SUPERUSER attribute",
              ),
      },
    ],
    near: (r, caller) =>
      caller === "customer-portal-api"
        ? [
            {
              level: "error",
              msg: `GET /api/v2/usage 503 ${int(r, 30000, 31000)}ms upstream=mdm-vee error="Service Unavailable"`,
            },
          ]
        : [
            {
              level: "error",
              msg: `Delivery of read batch to mdm-vee failed (HTTP 500); batch kept in outbound queue (depth ${int(r, 10, 900)})`,
            },
          ],
    callerDelay: 30000,
  },
  {
    estate: E,
    category: "network",
    origin: "ami-headend",
    hints: ["connection", "reset", "route", "network", "socket", "unreachable"],
    severity: "high",
    note: "The AMI head-end loses its backhaul to the eastern collectors (connection resets, no route to host), so interval reads stop arriving in MDM.",
    failRate: 0.7,
    own: (r) => [
      {
        level: "error",
        msg:
          r() < 0.5
            ? `Read batch download from COL-${int(r, 1200, 1400)} failed: java.net.NoRouteToHostException: No route to host (Host unreachable) 10.88.${int(r, 0, 7)}.${int(r, 2, 250)}:4059`
            : javaTrace(
                `Collector COL-${int(r, 1200, 1400)} session lost during transfer\njava.net.SocketException: Connection reset`,
                [
                  "java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:318)",
                  "java.base/java.io.BufferedInputStream.fill(BufferedInputStream.java:244)",
                  "com.bwe.ami.collector.CollectorSession.readFrame(CollectorSession.java:133)",
                ],
              ),
      },
    ],
    tick: {
      every: 45,
      lines: (r) => [
        { level: "warn", msg: `Backhaul region EAST: ${int(r, 0, 30)}/212 collectors reachable (APN ami-east.bwe)` },
        {
          svc: "mdm-vee",
          level: "warn",
          msg: `No interval reads from ami-headend for ${int(r, 30, 60)}% of expected SDPs in cycle; VEE will estimate`,
          dt: 2000,
        },
      ],
    },
  },
  {
    estate: E,
    category: "timeout",
    origin: "da-bidding",
    hints: ["timeout", "time limit", "timed out", "exceeded", "deadline"],
    severity: "medium",
    note: "The bid optimizer's solves start hitting their time limit without a feasible incumbent, so bid curves are not built before the ISO day-ahead close.",
    failRate: 0.9,
    own: (r) => [
      {
        level: "error",
        msg: `bid curve build for ${node(r)} aborted: solver time limit 300s reached without feasible solution (status TIME_LIMIT, gap inf)`,
      },
    ],
    tick: {
      every: 40,
      lines: (r) => [
        {
          level: "warn",
          msg: `MILP solve DA-2026-10-15 running ${int(r, 240, 300)}s, best bound ${int(r, 100000, 400000)}, no incumbent`,
        },
        {
          svc: "market-gateway",
          level: "warn",
          msg: `no bid batch received from da-bidding for HE${int(r, 12, 24)}; ISO DA close in ${int(r, 8, 40)}m`,
          dt: 1500,
        },
      ],
    },
  },
  {
    estate: E,
    category: "rate_limiting",
    origin: "weather-feed",
    hints: ["429", "rate", "quota", "too many", "limit"],
    severity: "medium",
    note: "The weather vendor starts throttling weather-feed (429, quota exhausted), so forecast grids go stale and the bidding service falls back to persistence forecasts.",
    failRate: 0,
    mute: /forecast grids/,
    tick: {
      every: 6,
      lines: (r, i) => [
        {
          level: "warn",
          msg: `GET https://api.wxvendor.example/v3/forecast/grid/${pick(r, ["BWT", "RLD", "HSN"])}/${int(r, 10, 90)},${int(r, 10, 90)} -> 429 Too Many Requests (retry-after: 120, x-quota-remaining: 0)`,
        },
        ...(i % 4 === 3
          ? [
              {
                level: "error" as const,
                msg: "forecast grid refresh failed after 5 retries: HTTPError('429 Client Error: Too Many Requests')",
              },
            ]
          : []),
        ...(i % 10 === 5
          ? [
              {
                svc: "da-bidding",
                level: "warn" as const,
                msg: "weather forecast from weather-feed is 95 min old; using persistence forecast for load model",
              },
            ]
          : []),
      ],
    },
  },
  {
    estate: E,
    category: "validation",
    origin: "iso-settlement",
    hints: ["validation", "schema", "invalid", "xml", "documentinvalid"],
    severity: "medium",
    note: "Settlement statements from the ISO start failing XML schema validation in iso-settlement and are rejected, so billing gets no shadow settlement.",
    failRate: 0,
    mute: /poll settlement statements/,
    tick: {
      every: 30,
      lines: (r) => [
        { level: "info", msg: "poll settlement statements: 1 new statement(s) for trade date 2026-10-09" },
        {
          level: "error",
          dt: 800,
          msg: pyTrace(
            [
              ["/app/settlement/ingest.py", 112, "load_statement", "schema.assertValid(doc)"],
              ["src/lxml/etree.pyx", 3668, "lxml.etree._Validator.assertValid", ""],
            ],
            `lxml.etree.DocumentInvalid: Element 'ChargeCode': [facet 'pattern'] The value 'RTBCU-${int(r, 1, 9)}' is not accepted by the pattern '[0-9]{4}'., line ${int(r, 1000, 9000)}`,
          ).replace("\n    \n", "\n"),
        },
        {
          level: "warn",
          msg: `statement SS-${int(r, 100000, 999999)} rejected (schema), moved to quarantine/`,
          dt: 900,
        },
      ],
    },
  },
  {
    estate: E,
    category: "null_reference",
    origin: "billing-determinants",
    hints: ["null", "nullreference", "object reference"],
    severity: "high",
    note: "Billing determinants throws NullReferenceException in the TOU calculator for accounts without a tariff season, so MDM's determinant pushes fail with 500.",
    failRate: 0.55,
    own: (r) => [
      {
        level: "error",
        msg: dotnetTrace(
          `Determinant calculation failed for account ${int(r, 3000000, 3999999)}\nSystem.NullReferenceException: Object reference not set to an instance of an object.`,
          [
            "Bwe.Billing.Determinants.TouCalculator.Apply(TariffSchedule schedule, IntervalSeries series) in /src/Bwe.Billing/Determinants/TouCalculator.cs:line 112",
            "Bwe.Billing.Determinants.DeterminantService.ComputeAsync(DeterminantRequest request, CancellationToken ct) in /src/Bwe.Billing/Determinants/DeterminantService.cs:line 64",
            "Bwe.Billing.Api.Controllers.DeterminantsController.Post(DeterminantRequest request) in /src/Bwe.Billing.Api/Controllers/DeterminantsController.cs:line 31",
          ],
        ),
      },
    ],
    near: (r) => [
      {
        level: "error",
        msg: `Push of determinants batch ${hex(r, 8)} to billing-determinants failed: 500 Internal Server Error; will retry next cycle`,
      },
    ],
    noEdge: true,
  },
  {
    estate: E,
    category: "configuration",
    origin: "customer-portal-api",
    hints: ["config", "invalid_url", "environment", "url", "missing"],
    severity: "high",
    note: "A customer-portal-api release goes out without MDM_BASE_URL, so every usage request throws ERR_INVALID_URL and returns 500.",
    failRate: 1,
    at: "customer-portal-api",
    change: () => [
      { level: "info", msg: "SIGTERM received, closing server" },
      { level: "info", msg: "customer-portal-api@5.14.0 listening on :3000 (NODE_ENV=production)" },
      { level: "warn", msg: "config: MDM_BASE_URL is not set; usage endpoints will not work" },
    ],
    own: (r) => [
      {
        level: "error",
        msg: nodeTrace("TypeError [ERR_INVALID_URL]: Invalid URL", [
          "new URL (node:internal/url:797:36)",
          "MdmClient.series (/app/dist/clients/mdm.js:41:17)",
          "async getUsage (/app/dist/routes/usage.js:22:20)",
        ]).replace(
          "Invalid URL",
          `Invalid URL\n  code: 'ERR_INVALID_URL',\n  input: 'undefined/v1/sdp/${int(r, 10, 99)}${int(r, 100000, 999999)}/series'`,
        ),
      },
      { level: "error", msg: `GET /api/v2/usage?range=week 500 ${int(r, 2, 9)}ms`, dt: 2 },
    ],
  },
  {
    estate: E,
    category: "dependency",
    origin: "market-gateway",
    hints: ["503", "unavailable", "iso", "upstream", "circuit", "dependency"],
    severity: "medium",
    note: "The ISO market API answers market-gateway with 503 (market system unavailable), its circuit breaker opens and bid submissions from da-bidding fail.",
    failRate: 1,
    own: (r) => [
      {
        level: "error",
        msg: `submit DA bids: POST https://api.iso-markets.example/bids/v2/submit: 503 Service Unavailable: {"message":"Market system temporarily unavailable"} batch=${HEX(r, 10)}`,
      },
    ],
    near: (r) => [
      { level: "warn", msg: `bid submission for ${node(r)} failed: market-gateway returned 502, retry 1/5 in 30s` },
      {
        level: "warn",
        msg: "bid submission failed: market-gateway returned 503 (circuit open), retry 2/5 in 60s",
        dt: 800,
      },
    ],
    tick: {
      every: 25,
      lines: (r) => [
        { level: "warn", msg: `circuit breaker iso-api state=open failures=${int(r, 10, 60)} next_probe=30s` },
      ],
    },
  },
  {
    estate: E,
    category: "memory",
    origin: "usage-alerts",
    hints: ["memory", "nomemoryerror", "allocate", "oom"],
    severity: "medium",
    note: "The Sidekiq usage-alert workers run out of memory (NoMemoryError, process killed and restarted), so high-usage alerts stop going out.",
    failRate: 0.8,
    own: (r) => [
      {
        level: "error",
        msg: rubyTrace(`HighUsageAlertJob JID-${hex(r, 24)} FAIL: NoMemoryError: failed to allocate memory`, [
          "/app/app/jobs/high_usage_alert_job.rb:38:in `block in perform'",
          "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/relation/batches.rb:71:in `find_each'",
          "/app/app/jobs/high_usage_alert_job.rb:31:in `perform'",
        ]),
      },
    ],
    tick: {
      every: 30,
      lines: (r, i) => [
        { level: "warn", msg: `sidekiq process RSS ${1800 + i * 40} MB exceeds soft limit 1536 MB` },
        ...(i % 3 === 2
          ? [
              { level: "error" as const, msg: `sidekiq worker pid ${int(r, 10, 90)} exited (signal KILL); restarting` },
              {
                level: "info" as const,
                msg: "Booting Sidekiq 7.2.4 with Sidekiq::RedisConnection::RedisClientAdapter options",
                dt: 1500,
              },
            ]
          : []),
      ],
    },
  },
  {
    estate: E,
    category: "disk",
    origin: "ami-headend",
    hints: ["disk", "space", "no space", "storage", "ioexception"],
    severity: "high",
    note: "The AMI head-end's landing volume fills up, so raw read files cannot be persisted and reads stop reaching MDM.",
    failRate: 0.85,
    own: (r) => [
      {
        level: "error",
        msg: javaTrace(
          `Failed to persist raw read file /data/landing/COL-${int(r, 1000, 1400)}/${hex(r, 12)}.lpd\njava.io.IOException: No space left on device`,
          [
            "java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
            "java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:285)",
            "com.bwe.ami.landing.RawFileWriter.persist(RawFileWriter.java:58)",
          ],
        ),
      },
    ],
    tick: {
      every: 60,
      lines: (r) => [
        { level: "warn", msg: `Disk usage on /data/landing 100% (threshold 90%), ${int(r, 0, 20)} MB free` },
        {
          svc: "mdm-vee",
          level: "warn",
          msg: `No interval reads from ami-headend for ${int(r, 70, 99)}% of expected SDPs in cycle; VEE will estimate`,
          dt: 3000,
        },
      ],
    },
  },
  {
    estate: E,
    category: "unknown",
    origin: "mdm-vee",
    hints: ["unavailable", "crash", "unknown", "down", "refused"],
    severity: "high",
    note: "MDM stops logging and answering altogether, so the head-end's deliveries and the portal's usage requests fail (connection refused, socket hang up).",
    failRate: 1,
    silent: true,
    near: (r, caller) =>
      caller === "customer-portal-api"
        ? [
            {
              level: "error",
              msg: `GET /api/v2/usage 502 ${int(r, 2, 40)}ms upstream=mdm-vee error="${pick(r, ["connect ECONNREFUSED 10.60.3.14:8080", "socket hang up"])}"`,
            },
          ]
        : [
            {
              level: "error",
              msg: `Delivery of read batch to mdm-vee failed: java.net.ConnectException: Connection refused; batch kept in outbound queue (depth ${int(r, 10, 900)})`,
            },
          ],
  },
];
