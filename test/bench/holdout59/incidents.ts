// The 52 failures of holdout59 (4 per category), each written as the software involved really logs it.
import type { Level } from "./formats.js";
import { restartLines } from "./quiet.js";
import type { Rng } from "./rng.js";
import { dotnetStack, goPanic, javaStack, nodeStack, pyStack, rubyStack } from "./stacks.js";

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

export interface Line {
  level: Level;
  msg: string;
  stack?: string[];
}
export type Say = (r: Rng) => Line;
export type SayMany = (r: Rng) => Line | Line[];

export interface IncidentSpec {
  estate: string;
  origin: string;
  cat: Category;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** share of requests through the origin that fail at full strength */
  p: number;
  ramp?: number;
  /** the origin's own line on a failing request */
  at?: Say;
  atShare?: number;
  /** what the direct caller experiences */
  kind: "timeout" | "5xx" | "refused" | "cb" | "4xx";
  code?: number;
  waitMs?: [number, number];
  callers?: Record<string, Say>;
  retry?: { svc: string; n: number; say?: (r: Rng, a: number, n: number) => string };
  cb?: { svc: string; after: number; open?: string };
  /** only flows whose first callee is this service fail */
  via?: string;
  /** entries that still complete their work when the call fails */
  okEntries?: string[];
  entryCode?: number;
  /** the origin's routine lines (jobs, probes) stop at the start */
  mute?: boolean;
  every?: { svc: string; sec: number; from?: number; until?: number; say: SayMany }[];
  once?: { svc: string; dt: number; say: SayMany }[];
}

const E = (msg: string, stack?: string[]): Line => ({ level: "error", msg, stack });
const W = (msg: string, stack?: string[]): Line => ({ level: "warn", msg, stack });
const I = (msg: string): Line => ({ level: "info", msg });
const F = (msg: string, stack?: string[]): Line => ({ level: "fatal", msg, stack });
const st = (r: Rng) => `0${r.int(101, 488)}`;
const lane = (r: Rng) => String(r.int(1, 14)).padStart(2, "0");
const ip = (r: Rng) => `10.${r.int(0, 60)}.${r.int(0, 255)}.${r.int(2, 254)}`;
const restart = (svc: string, rt: Parameters<typeof restartLines>[2]) => (r: Rng) => restartLines(r, svc, rt).map(I);

const authentication: IncidentSpec[] = [
  {
    estate: "larchmont",
    origin: "pay-terminal-gw",
    cat: "authentication",
    hints: ["401", "unauthorized", "invalid_client", "auth", "credential"],
    sev: "high",
    note: "The acquirer starts rejecting pay-terminal-gw's client assertion with 401 invalid_client; lanes fall back to offline stand-in tender.",
    p: 0.9,
    at: (r) =>
      E(
        `Authorisation stan=${r.int(100000, 999999)} failed at acquirer paystream`,
        javaStack(
          r,
          'org.springframework.web.client.HttpClientErrorException$Unauthorized: 401 Unauthorized: "{"error":"invalid_client","error_description":"client assertion signature invalid"}"',
          [
            "org.springframework.web.client.HttpClientErrorException.create",
            "org.springframework.web.client.DefaultResponseErrorHandler.handleError",
            "com.larchmont.payments.acquirer.PaystreamClient.authorise",
            "com.larchmont.payments.auth.AuthorisationService.authorise",
          ],
        ),
      ),
    atShare: 0.45,
    kind: "5xx",
    code: 502,
    callers: {
      "lane-controller": (r) =>
        W(
          `Store ${st(r)} lane ${lane(r)}: payment host returned 502 for card auth, switching to offline stand-in tender`,
        ),
    },
    okEntries: ["lane-controller"],
    every: [
      {
        svc: "pay-terminal-gw",
        sec: 30,
        say: () => W("Access token refresh for acquirer paystream failed: 401 invalid_client, keeping previous token"),
      },
    ],
  },
  {
    estate: "parcelway",
    origin: "carrier-label-svc",
    cat: "authentication",
    hints: ["oauth", "token", "invalid_grant", "401", "unauthorized", "auth"],
    sev: "medium",
    note: "carrier-label-svc can no longer refresh its ShipNorth OAuth token and every label request gets 401; order-mgmt and returns-portal see 502s.",
    p: 1,
    at: (r) =>
      E(
        `label request failed shipment=SH-${r.int(7000000, 7999999)}: POST https://api.shipnorth.example/ship/v2/labels: 401 Unauthorized {"error":"invalid_token"}`,
      ),
    kind: "5xx",
    code: 502,
    every: [
      {
        svc: "carrier-label-svc",
        sec: 45,
        say: () =>
          E(
            `shipnorth token source: oauth2: cannot fetch token: 400 Bad Request Response: {"error":"invalid_grant","error_description":"Refresh token expired or revoked"}`,
          ),
      },
    ],
  },
  {
    estate: "kestrel",
    origin: "wms-core",
    cat: "authentication",
    hints: ["sasl", "authentication", "credential", "scram"],
    sev: "high",
    note: "wms-core's Kafka producer fails SCRAM authentication, so pick confirmations and tote dispatches fail with 500s seen by pick-to-light and dock-scheduler.",
    p: 0.85,
    at: (r) =>
      E(
        `Failed to publish event to topic wms.pick-confirmed`,
        javaStack(
          r,
          "org.apache.kafka.common.errors.SaslAuthenticationException: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
          [
            "org.apache.kafka.clients.NetworkClient.handleCompletedReceives",
            "org.apache.kafka.clients.producer.KafkaProducer.doSend",
            "com.kestrel.wms.events.EventPublisher.publish",
            "com.kestrel.wms.pick.PickTaskService.confirm",
          ],
        ),
      ),
    atShare: 0.6,
    kind: "5xx",
    code: 500,
    every: [
      {
        svc: "wms-core",
        sec: 15,
        say: (r) =>
          E(
            `[Producer clientId=wms-core-events] Connection to node -1 (kafka-${r.int(0, 2)}.kafka.kestrel-dc2.svc/${ip(r)}:9093) failed authentication due to: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512`,
          ),
      },
    ],
  },
  {
    estate: "brightbid",
    origin: "segment-store",
    cat: "authentication",
    hints: ["wrongpass", "password", "auth", "redis", "credential"],
    sev: "medium",
    note: "segment-store's Redis connections are refused with WRONGPASS, so rtb-bidder bids without audience data.",
    p: 1,
    at: () => E("segment lookup failed: WRONGPASS invalid username-password pair or user is disabled."),
    atShare: 0.3,
    kind: "5xx",
    code: 500,
    callers: {
      "rtb-bidder": (r) => W(`auction=${r.hex(16)} segment-store error (status 500), bidding without audience`),
    },
    okEntries: ["bid-router"],
    every: [
      {
        svc: "segment-store",
        sec: 8,
        say: (r) =>
          E(
            `redis: pool dial failed addr=segments-redis-${r.int(0, 2)}:6379: WRONGPASS invalid username-password pair or user is disabled.`,
          ),
      },
    ],
  },
];

const authorization: IncidentSpec[] = [
  {
    estate: "larchmont",
    origin: "price-publisher",
    cat: "authorization",
    hints: ["accessdenied", "access denied", "not authorized", "permission", "forbidden"],
    sev: "medium",
    note: "price-publisher's role loses s3:PutObject on the pricing bucket; price batches stop reaching stores and store-sync keeps yesterday's prices.",
    p: 0,
    kind: "5xx",
    mute: true,
    every: [
      {
        svc: "price-publisher",
        sec: 60,
        say: (r) => {
          const b = `PB-${r.int(80000, 89999)}`;
          return E(
            `price batch ${b} upload failed`,
            pyStack(
              r,
              [
                [
                  "/app/price_publisher/publish.py",
                  "publish_batch",
                  "s3.put_object(Bucket=BUCKET, Key=key, Body=body)",
                ],
                [
                  "/usr/local/lib/python3.11/site-packages/botocore/client.py",
                  "_api_call",
                  "return self._make_api_call(operation_name, kwargs)",
                ],
                [
                  "/usr/local/lib/python3.11/site-packages/botocore/client.py",
                  "_make_api_call",
                  "raise error_class(parsed_response, operation_name)",
                ],
              ],
              `botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::418273645102:assumed-role/price-publisher-prod/botocore-session-${r.int(1700000000, 1799999999)} is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::larchmont-pricing/outbound/${b}.json" because no identity-based policy allows the s3:PutObject action`,
            ),
          );
        },
      },
      {
        svc: "store-sync",
        sec: 45,
        from: 70,
        say: (r) =>
          W(
            `price file not refreshed for ${r.int(300, 412)} stores (last batch ${r.int(2, 9)}m ago), keeping current price table`,
          ),
      },
      {
        svc: "promo-engine",
        sec: 90,
        from: 60,
        say: (r) => W(`Price feed stale (${r.int(90, 600)}s since last batch), promotion prices not recalculated`),
      },
    ],
  },
  {
    estate: "parcelway",
    origin: "notify-dispatch",
    cat: "authorization",
    hints: ["accessdenied", "not authorized", "permission", "ses"],
    sev: "medium",
    note: "notify-dispatch is denied ses:SendEmail and its outbox backs up; nothing else fails.",
    p: 0,
    kind: "5xx",
    mute: true,
    every: [
      {
        svc: "notify-dispatch",
        sec: 3,
        say: (r) =>
          E(
            `send failed for message ${r.hex(12)} (template ${r.pick(["out_for_delivery", "delivered", "in_transit"])})`,
            pyStack(
              r,
              [
                ["/app/notify/senders/email.py", "send", "self.client.send_email(**payload)"],
                [
                  "/usr/local/lib/python3.12/site-packages/botocore/client.py",
                  "_make_api_call",
                  "raise error_class(parsed_response, operation_name)",
                ],
              ],
              "botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the SendEmail operation: User `arn:aws:sts::730335219861:assumed-role/notify-dispatch-prod/notify' is not authorized to perform `ses:SendEmail' on resource `arn:aws:ses:eu-west-1:730335219861:identity/parcelway.example'",
            ),
          ),
      },
      {
        svc: "notify-dispatch",
        sec: 20,
        say: (r) => W(`outbox backlog ${r.int(800, 9000)} messages (oldest ${r.int(1, 12)}m)`),
      },
    ],
  },
  {
    estate: "kestrel",
    origin: "slotting-optimizer",
    cat: "authorization",
    hints: ["permission", "denied", "privilege", "insufficient"],
    sev: "medium",
    note: "slotting-optimizer loses its grants on slot_assignments; every slot suggestion and the re-slot job fail with permission denied.",
    p: 1,
    at: (r) =>
      E(
        "Exception on /v1/slots/suggest [POST]",
        pyStack(
          r,
          [
            [
              "/usr/local/lib/python3.11/site-packages/flask/app.py",
              "full_dispatch_request",
              "rv = self.dispatch_request()",
            ],
            ["/app/slotting/api.py", "suggest", "rows = repo.candidate_slots(sku, zone)"],
            ["/app/slotting/repo.py", "candidate_slots", "cur.execute(CANDIDATES_SQL, (sku, zone))"],
          ],
          "psycopg2.errors.InsufficientPrivilege: permission denied for table slot_assignments",
        ),
      ),
    kind: "5xx",
    code: 500,
    mute: true,
    every: [
      {
        svc: "slotting-optimizer",
        sec: 25,
        say: () =>
          E("re-slot job aborted: psycopg2.errors.InsufficientPrivilege: permission denied for table slot_assignments"),
      },
      { svc: "slotting-optimizer", sec: 12, say: (r) => I(`${ip(r)} - - "POST /v1/slots/suggest HTTP/1.1" 500 265`) },
    ],
  },
  {
    estate: "brightbid",
    origin: "budget-pacer",
    cat: "authorization",
    hints: ["forbidden", "rbac", "permission", "lease", "authoriz"],
    sev: "medium",
    note: "budget-pacer's service account may no longer update its leader lease, so pacing stops and rtb-bidder holds campaigns at floor spend.",
    p: 0,
    kind: "5xx",
    mute: true,
    every: [
      {
        svc: "budget-pacer",
        sec: 5,
        say: () =>
          E(
            'Failed to renew lease ads-prod/budget-pacer-leader: Failure executing: PUT at: https://10.96.0.1:443/apis/coordination.k8s.io/v1/namespaces/ads-prod/leases/budget-pacer-leader. Message: leases.coordination.k8s.io "budget-pacer-leader" is forbidden: User "system:serviceaccount:ads-prod:budget-pacer" cannot update resource "leases" in API group "coordination.k8s.io" in the namespace "ads-prod". Received status: Status(apiVersion=v1, code=403, reason=Forbidden).',
          ),
      },
      { svc: "budget-pacer", sec: 10, from: 12, say: () => W("Not holding leadership, pacing tick skipped") },
      {
        svc: "rtb-bidder",
        sec: 8,
        from: 30,
        say: (r) =>
          W(`pacing snapshot stale (${r.int(30, 600)}s), holding ${r.int(290, 340)} campaigns at floor spend`),
      },
    ],
  },
];

const database: IncidentSpec[] = [
  {
    estate: "larchmont",
    origin: "replenishment-planner",
    cat: "database",
    hints: ["jdbc", "connection", "hikari", "pool", "database", "sql"],
    sev: "high",
    note: "replenishment-planner's Hikari pool is exhausted; forecasts to erp-gateway fail with 503 and proposals stop.",
    p: 0.85,
    at: (r) =>
      E(
        "Request processing failed",
        javaStack(
          r,
          "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
          [
            "org.springframework.orm.jpa.JpaTransactionManager.doBegin",
            "com.larchmont.replen.forecast.ForecastService.forStore",
            "com.larchmont.replen.api.ForecastController.get",
          ],
          [
            `java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${r.int(20, 80)})`,
            [
              "com.zaxxer.hikari.pool.HikariPool.createTimeoutException",
              "com.zaxxer.hikari.pool.HikariPool.getConnection",
            ],
          ],
        ),
      ),
    kind: "5xx",
    code: 503,
    mute: true,
    every: [
      {
        svc: "replenishment-planner",
        sec: 30,
        say: (r) => W(`HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${r.int(15, 90)})`),
      },
      {
        svc: "replenishment-planner",
        sec: 120,
        say: (r) =>
          E(
            `Replenishment run region=${r.pick(["NW", "NE", "MID"])} failed: Could not open JPA EntityManager for transaction`,
          ),
      },
    ],
  },
  {
    estate: "parcelway",
    origin: "order-mgmt",
    cat: "database",
    hints: ["deadlock", "mysql", "database", "activerecord", "lock"],
    sev: "high",
    note: "order-mgmt hits MySQL deadlocks on order writes; checkouts and returns fail with 500.",
    p: 0.5,
    at: (r) =>
      E(
        "ActiveRecord::Deadlocked (Mysql2::Error: Deadlock found when trying to get lock; try restarting transaction):",
        rubyStack(r, [
          "app/models/order.rb#reserve_lines!",
          "app/services/checkout/create_order.rb#call",
          "app/controllers/api/orders_controller.rb#create",
        ]),
      ),
    kind: "5xx",
    code: 500,
  },
  {
    estate: "kestrel",
    origin: "amr-fleet-mgr",
    cat: "database",
    hints: ["mongo", "primary", "database", "server selection"],
    sev: "high",
    note: "amr-fleet-mgr's MongoDB replica set has no primary; mission writes fail and wms-core cannot dispatch totes.",
    p: 0.9,
    at: (r) =>
      r.chance(0.5)
        ? E(`persist mission M-${r.int(100000, 999999)}: (NotWritablePrimary) not primary`)
        : E(
            `persist mission M-${r.int(100000, 999999)}: server selection error: context deadline exceeded, current topology: { Type: ReplicaSetNoPrimary, Servers: [{ Addr: fleetdb-0:27017, Type: RSSecondary }, { Addr: fleetdb-1:27017, Type: RSSecondary }, { Addr: fleetdb-2:27017, Type: Unknown, Last error: dial tcp: i/o timeout }] }`,
          ),
    kind: "5xx",
    code: 503,
    every: [
      {
        svc: "amr-fleet-mgr",
        sec: 20,
        say: () =>
          W(
            "mongo topology changed: ReplicaSetNoPrimary (fleetdb-0 RSSecondary, fleetdb-1 RSSecondary, fleetdb-2 Unknown)",
          ),
      },
    ],
  },
  {
    estate: "brightbid",
    origin: "campaign-api",
    cat: "database",
    hints: ["postgres", "database", "connection", "recovery", "pg"],
    sev: "medium",
    note: "campaign-api's Postgres is in recovery mode; stats requests and health checks fail.",
    p: 1,
    at: (r) =>
      E(
        "GET /v2/campaigns/:id/stats failed",
        nodeStack(r, "error: the database system is in recovery mode", [
          "Parser.parseErrorMessage@../node_modules/pg-protocol/dist/parser.js",
          "Parser.handlePacket@../node_modules/pg-protocol/dist/parser.js",
          "StatsRepository.forCampaign@repositories/stats.js",
        ]),
      ),
    kind: "5xx",
    code: 500,
    mute: true,
    every: [
      { svc: "campaign-api", sec: 15, say: (r) => W(`GET /health 503 ${r.int(2, 30)}ms`) },
      { svc: "campaign-api", sec: 6, say: () => E("pg pool: Connection terminated unexpectedly") },
    ],
  },
];

const network: IncidentSpec[] = [
  {
    estate: "larchmont",
    origin: "store-sync",
    cat: "network",
    hints: ["dns", "lookup", "no such host", "network", "resolve"],
    sev: "medium",
    note: "store-sync can no longer resolve the HQ sync endpoint; journal uploads fail and segments pile up in offline-journal.",
    p: 1,
    at: (r) =>
      E(
        `upload segment ${r.int(1000, 99999)}: Post "https://hq-sync.larchmont.internal/v2/journal": dial tcp: lookup hq-sync.larchmont.internal on 10.96.0.10:53: no such host`,
      ),
    kind: "5xx",
    mute: true,
    every: [
      {
        svc: "store-sync",
        sec: 30,
        say: (r) => W(`heartbeat: HQ endpoint unreachable, ${r.int(380, 412)}/412 stores buffering locally`),
      },
      {
        svc: "offline-journal",
        sec: 40,
        from: 60,
        say: (r) => W(`segments awaiting upload: ${r.int(200, 3000)} (oldest ${r.int(60, 600)}s)`),
      },
    ],
  },
  {
    estate: "parcelway",
    origin: "payment-orchestrator",
    cat: "network",
    hints: ["ssl", "tls", "handshake", "pkix", "certificate"],
    sev: "high",
    note: "payment-orchestrator fails the TLS handshake to the PSP (PKIX path building failed); checkouts get 502.",
    p: 0.95,
    at: (r) =>
      E(
        `Authorisation for order PW-${r.int(3000000, 3999999)} failed`,
        javaStack(
          r,
          'org.springframework.web.client.ResourceAccessException: I/O error on POST request for "https://api.paynetic.example/v1/payments": PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target',
          [
            "org.springframework.web.client.RestTemplate.createResourceAccessException",
            "org.springframework.web.client.RestTemplate.doExecute",
            "com.parcelway.payments.psp.PayneticClient.authorise",
            "com.parcelway.payments.AuthorisationService.authorise",
          ],
          [
            "javax.net.ssl.SSLHandshakeException: PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find valid certification path to requested target",
            [
              "java.base/sun.security.ssl.Alert.createSSLException",
              "java.base/sun.security.ssl.TransportContext.fatal",
            ],
          ],
        ),
      ),
    kind: "5xx",
    code: 502,
  },
  {
    estate: "kestrel",
    origin: "conveyor-plc-gw",
    cat: "network",
    hints: ["route", "unreachable", "ehostunreach", "network", "socket"],
    sev: "high",
    note: "conveyor-plc-gw loses its route to PLC-2; induct scans in zones C1-C6 get no sort decision and sorter-ctl sees overdue confirmations.",
    p: 0.45,
    at: (r) =>
      E(
        `induct ${r.int(1, 4)} scan dropped: modbus write to PLC-2 (10.40.2.17:502) failed: send(): No route to host (113)`,
      ),
    kind: "5xx",
    mute: true,
    every: [
      {
        svc: "conveyor-plc-gw",
        sec: 3,
        say: () => E("modbus tcp PLC-2 10.40.2.17:502: connect() failed: No route to host (113), reconnect in 2s"),
      },
      {
        svc: "conveyor-plc-gw",
        sec: 10,
        say: (r) => W(`poll cycle degraded: PLC-2 unreachable, zones C1-C6 status stale cycle=${r.int(20, 60)}ms`),
      },
      {
        svc: "sorter-ctl",
        sec: 20,
        from: 20,
        say: (r) => W(`Chute confirmations from zones C1-C6 overdue (>${r.int(30, 90)}s), diverting to recirculation`),
      },
    ],
  },
  {
    estate: "brightbid",
    origin: "click-tracker",
    cat: "network",
    hints: ["eai_again", "getaddrinfo", "dns", "network"],
    sev: "medium",
    note: "click-tracker cannot resolve its Kafka brokers (getaddrinfo EAI_AGAIN) and loses click events.",
    p: 1,
    at: (r) =>
      E(
        `failed to publish click ${r.hex(16)}`,
        nodeStack(
          r,
          `KafkaJSConnectionError: getaddrinfo EAI_AGAIN kafka-clicks-${r.int(0, 2)}.kafka-clicks.ads-prod.svc.cluster.local`,
          ["GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26)"],
        ),
      ),
    kind: "5xx",
    every: [
      {
        svc: "click-tracker",
        sec: 10,
        say: (r) =>
          W(
            `[kafkajs] [Connection] Connection error: getaddrinfo EAI_AGAIN kafka-clicks-${r.int(0, 2)}.kafka-clicks.ads-prod.svc.cluster.local {"broker":"kafka-clicks-${r.int(0, 2)}:9092","clientId":"click-tracker"}`,
          ),
      },
    ],
  },
];

const timeout: IncidentSpec[] = [
  {
    estate: "larchmont",
    origin: "loyalty-ledger",
    cat: "timeout",
    hints: ["timeout", "timed out", "lock timeout"],
    sev: "medium",
    note: "A long tier recalculation holds row locks in loyalty-ledger; point accruals hit lock timeout and lanes continue without points.",
    p: 0.8,
    at: (r) =>
      E(
        `Failed executing DbCommand (${r.int(2000, 2100)}ms) [Parameters=[@p0='?', @p1='?'], CommandType='Text', CommandTimeout='30'] UPDATE points_balance SET balance = balance + @p0 WHERE card_id = @p1`,
        dotnetStack(r, "Npgsql.PostgresException (0x80004005): 55P03: canceling statement due to lock timeout", [
          "Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
          "Larchmont.Loyalty.Accrual.AccrualService.AccrueAsync(AccrualRequest request)",
        ]),
      ),
    atShare: 0.7,
    kind: "timeout",
    waitMs: [1500, 1500],
    callers: {
      "lane-controller": (r) =>
        W(`Loyalty accrual timed out after 1500ms; sale continues without points (card ****${r.int(1000, 9999)})`),
    },
    okEntries: ["lane-controller"],
    once: [{ svc: "loyalty-ledger", dt: -20, say: () => I("TierRecalcJob started (members=4,812,330, batch=50000)") }],
    every: [
      {
        svc: "loyalty-ledger",
        sec: 60,
        say: (r) =>
          W(`TierRecalcJob still running (${r.int(60, 900)}s), ${r.int(40000, 50000)} member rows locked for update`),
      },
    ],
  },
  {
    estate: "parcelway",
    origin: "inventory-atp",
    cat: "timeout",
    hints: ["timeout", "worker timeout", "timed out"],
    sev: "high",
    note: "inventory-atp's gunicorn workers exceed the 30 s timeout recomputing availability; storefront-bff and order-mgmt time out.",
    p: 0.7,
    at: (r) => F(`WORKER TIMEOUT (pid:${r.int(8, 60)})`),
    atShare: 0.3,
    kind: "timeout",
    waitMs: [8000, 30000],
    every: [
      { svc: "inventory-atp", sec: 20, say: (r) => I(`Booting worker with pid: ${r.int(60, 400)}`) },
      {
        svc: "inventory-atp",
        sec: 30,
        say: (r) =>
          W(
            `availability recompute for DC-LYS snapshot took ${r.int(25, 60)}.${r.int(0, 9)}s (${r.int(80000, 120000)} SKUs)`,
          ),
      },
    ],
  },
  {
    estate: "kestrel",
    origin: "wave-planner",
    cat: "timeout",
    hints: ["lock wait", "timeout", "lock"],
    sev: "medium",
    note: "wave-planner's wave releases fail on MySQL lock wait timeouts; wms-core reports pickers idle for lack of new waves.",
    p: 0,
    kind: "5xx",
    mute: true,
    every: [
      {
        svc: "wave-planner",
        sec: 40,
        say: (r) =>
          E(
            `Wave release W-${r.int(40000, 49999)} failed, will retry`,
            javaStack(
              r,
              "org.springframework.dao.CannotAcquireLockException: could not execute statement [Lock wait timeout exceeded; try restarting transaction] [update order_line set wave_id=? where id=?]",
              [
                "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException",
                "com.kestrel.waves.release.WaveReleaseService.release",
                "com.kestrel.waves.release.WaveScheduler.tick",
              ],
              [
                "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Lock wait timeout exceeded; try restarting transaction",
                [
                  "com.mysql.cj.jdbc.exceptions.SQLError.createSQLException",
                  "com.mysql.cj.jdbc.ClientPreparedStatement.executeUpdateInternal",
                ],
              ],
            ),
          ),
      },
      {
        svc: "wms-core",
        sec: 30,
        from: 150,
        say: (r) =>
          W(
            `No wave released for ${r.int(150, 600)}s, ${r.int(4, 30)} pickers idle in zone ${r.pick(["A", "B", "C"])}`,
          ),
      },
    ],
  },
  {
    estate: "brightbid",
    origin: "creative-cache",
    cat: "timeout",
    hints: ["deadline", "timeout", "slow"],
    sev: "medium",
    note: "creative-cache starts re-rendering creatives inline and blows its 40 ms deadline (logged at WARN); rtb-bidder drops to no-bid.",
    p: 0.7,
    at: (r) =>
      W(
        `GET /v1/creatives/cr-${r.hex(6)} took ${r.int(90, 900)}ms (deadline 40ms): context deadline exceeded while rendering variant 300x250`,
      ),
    atShare: 0.5,
    kind: "timeout",
    waitMs: [40, 45],
    callers: { "rtb-bidder": (r) => W(`auction=${r.hex(16)} creative-cache lookup exceeded 40ms, no bid`) },
    okEntries: ["bid-router"],
    every: [{ svc: "bid-router", sec: 30, from: 40, say: (r) => W(`bid rate ${r.int(5, 14)}% (7d baseline 38%)`) }],
  },
];

const rateLimiting: IncidentSpec[] = [
  {
    estate: "larchmont",
    origin: "erp-gateway",
    cat: "rate_limiting",
    hints: ["429", "rate", "too many requests", "quota", "throttl"],
    sev: "medium",
    note: "The ERP OData API throttles erp-gateway with 429s; replenishment-planner retries loudly and proposals are not submitted.",
    p: 0.85,
    at: (r) =>
      W(
        `SAP OData POST /sap/opu/odata/sap/ZRT_REPLEN_SRV/Proposals -> 429 Too Many Requests (Retry-After: ${r.int(30, 60)}), quota "replen-writes" exhausted`,
      ),
    kind: "5xx",
    code: 429,
    via: "erp-gateway",
    retry: { svc: "replenishment-planner", n: 3 },
    every: [
      {
        svc: "erp-gateway",
        sec: 20,
        say: (r) => W(`upstream throttling: ${r.int(40, 300)} x 429 from ERP in last 60s`),
      },
    ],
  },
  {
    estate: "parcelway",
    origin: "tracking-ingest",
    cat: "rate_limiting",
    hints: ["429", "rate limit", "too many requests"],
    sev: "medium",
    note: "tracking-ingest's polling of the ShipNorth tracking API is rate limited (429) and tracking updates stop.",
    p: 0,
    kind: "5xx",
    every: [
      {
        svc: "tracking-ingest",
        sec: 3,
        say: (r) =>
          W(
            `GET https://api.shipnorth.example/track/v1/shipments?ids=${r.int(20, 50)} -> 429 {"error":"rate_limit_exceeded","limit":"5000/hour"}, retrying in ${r.int(1, 8)}s`,
          ),
      },
      {
        svc: "tracking-ingest",
        sec: 30,
        say: (r) =>
          E(
            `tracking poll cycle aborted: 429 Too Many Requests (x-ratelimit-remaining: 0, reset in ${r.int(300, 3000)}s)`,
          ),
      },
      {
        svc: "notify-dispatch",
        sec: 60,
        from: 120,
        say: (r) => W(`no tracking updates for ${r.int(2, 20)}m, ${r.int(100, 800)} delivery notifications pending`),
      },
    ],
  },
  {
    estate: "kestrel",
    origin: "dock-scheduler",
    cat: "rate_limiting",
    hints: ["429", "too many requests", "rate", "throttl"],
    sev: "medium",
    note: "dock-scheduler is throttled by the yard management SaaS (429); check-ins fail and Polly retries fill its log.",
    p: 0.6,
    at: (r) =>
      E(
        `Yard slot reservation for door ${r.int(1, 32)} rejected: Response status code does not indicate success: 429 (Too Many Requests).`,
      ),
    kind: "5xx",
    code: 429,
    every: [
      {
        svc: "dock-scheduler",
        sec: 4,
        say: (r) =>
          W(
            `Polly: Retry ${r.int(1, 3)} after 00:00:0${r.int(2, 8)} due to: Response status code does not indicate success: 429 (Too Many Requests). (api.yardview.example)`,
          ),
      },
      {
        svc: "dock-scheduler",
        sec: 25,
        say: () => E("Yard sync failed: 429 Too Many Requests from api.yardview.example (limit 120 requests/min)"),
      },
    ],
  },
  {
    estate: "brightbid",
    origin: "fraud-filter",
    cat: "rate_limiting",
    hints: ["429", "quota", "rate", "too many requests"],
    sev: "medium",
    note: "The IVT vendor throttles fraud-filter (429 quota); impressions and clicks are stored unverified.",
    p: 0.6,
    at: () => W(`ivtscan POST /v2/score -> 429 Too Many Requests (quota 20000 rpm), returning unscored`),
    atShare: 0.5,
    kind: "5xx",
    code: 429,
    callers: {
      "imp-tracker": (r) => W(`fraud-filter answered 429 for auction=${r.hex(16)}, impression stored as unverified`),
      "click-tracker": (r) => W(`fraud-filter answered 429 for click ${r.hex(16)}, click stored as unverified`),
    },
    okEntries: ["imp-tracker", "click-tracker"],
    every: [
      {
        svc: "fraud-filter",
        sec: 30,
        say: (r) =>
          E(`ivtscan quota exhausted: ${r.int(2000, 9000)} responses 429 in 30s, retry-after=${r.int(5, 60)}s`),
      },
    ],
  },
];

const validation: IncidentSpec[] = [
  {
    estate: "larchmont",
    origin: "promo-engine",
    cat: "validation",
    hints: ["validation", "constraint", "invalid", "400"],
    sev: "medium",
    note: "promo-engine rejects baskets with weighed items (unit price with three decimals) with 400, so lanes sell without promotions.",
    p: 0.4,
    at: (r) =>
      E(
        "Resolved [org.springframework.web.bind.MethodArgumentNotValidException]",
        javaStack(
          r,
          `jakarta.validation.ConstraintViolationException: evaluate.basket.lines[${r.int(0, 12)}].unitPrice: numeric value out of bounds (<10 digits>.<2 digits> expected)`,
          [
            "org.springframework.validation.beanvalidation.MethodValidationInterceptor.invoke",
            "com.larchmont.promo.api.EvaluationController.evaluate",
          ],
        ),
      ),
    kind: "4xx",
    code: 400,
    callers: {
      "lane-controller": (r) =>
        W(
          `Store ${st(r)} lane ${lane(r)}: promotion service rejected basket (400 Bad Request), sale continues without promotions`,
        ),
    },
    okEntries: ["lane-controller"],
  },
  {
    estate: "parcelway",
    origin: "returns-portal",
    cat: "validation",
    hints: ["validation", "invalid", "recordinvalid"],
    sev: "medium",
    note: "returns-portal rejects every return with a Dutch postcode (postal code validation), answering 422.",
    p: 1,
    at: (r) =>
      E(
        "ActiveRecord::RecordInvalid (Validation failed: Postal code is invalid, Postal code must match 9999 AA):",
        rubyStack(r, [
          "app/models/return_request.rb#create_with_label!",
          "app/controllers/returns_controller.rb#create",
        ]),
      ),
    kind: "4xx",
    every: [
      {
        svc: "returns-portal",
        sec: 7,
        say: (r) =>
          W(
            `Completed 422 Unprocessable Entity in ${r.int(8, 60)}ms (ActiveRecord: ${r.float(1, 9).toFixed(1)}ms) POST /returns`,
          ),
      },
    ],
  },
  {
    estate: "kestrel",
    origin: "sorter-ctl",
    cat: "validation",
    hints: ["invalid", "validation", "deserialize", "format", "400"],
    sev: "high",
    note: "sorter-ctl rejects scan events whose chute id is alphanumeric (JSON mapping error), so many parcels go to the reject lane.",
    p: 0.45,
    at: (r) =>
      E(
        "Failed to read HTTP message",
        javaStack(
          r,
          'org.springframework.http.converter.HttpMessageNotReadableException: JSON parse error: Cannot deserialize value of type `java.lang.Integer` from String "C-104": not a valid `java.lang.Integer` value',
          [
            "org.springframework.http.converter.json.AbstractJackson2HttpMessageConverter.readJavaType",
            "com.kestrel.sorter.api.ScanController.onScan",
          ],
        ),
      ),
    kind: "4xx",
    code: 400,
    callers: { "conveyor-plc-gw": (r) => E(`sort request induct ${r.int(1, 4)} rejected: HTTP 400 from sorter-ctl`) },
  },
  {
    estate: "brightbid",
    origin: "rtb-bidder",
    cat: "validation",
    hints: ["invalid", "openrtb", "validation", "400"],
    sev: "medium",
    note: "rtb-bidder rejects one exchange's OpenRTB 2.6 requests as invalid (missing banner.format w/h) at WARN; bid-router drops them.",
    p: 0.35,
    at: (r) =>
      W(
        `auction=${r.hex(16)} rejected request: invalid OpenRTB 2.6 payload: imp[0].banner.format[0].w missing (exch=magnite)`,
      ),
    kind: "4xx",
    code: 400,
    callers: { "bid-router": () => W("bidder pool rtb-bidder returned 400 for exch=magnite, request dropped") },
    every: [
      {
        svc: "bid-router",
        sec: 30,
        from: 30,
        say: (r) => W(`exch=magnite bid rate 0.${r.int(0, 9)}% (7d baseline 31%)`),
      },
    ],
  },
];

const nullReference: IncidentSpec[] = [
  {
    estate: "larchmont",
    origin: "lane-controller",
    cat: "null_reference",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "lane-controller throws NullReferenceException when a basket carries a voucher; those sales abort at the lane.",
    p: 0.35,
    at: (r) =>
      E(
        `Store ${st(r)} lane ${lane(r)}: unhandled exception while tendering basket B${r.int(100000, 999999)}`,
        dotnetStack(r, "System.NullReferenceException: Object reference not set to an instance of an object.", [
          "Larchmont.Pos.Tender.VoucherTenderHandler.Apply(Basket basket, VoucherRef voucher)",
          "Larchmont.Pos.Tender.TenderPipeline.ExecuteAsync(Basket basket, CancellationToken ct)",
          "Larchmont.Pos.Lane.SaleController.CloseAsync(Guid saleId)",
        ]),
      ),
    kind: "5xx",
  },
  {
    estate: "parcelway",
    origin: "fraud-screen",
    cat: "null_reference",
    hints: ["attributeerror", "nonetype", "null", "none"],
    sev: "high",
    note: "fraud-screen crashes with AttributeError on orders without a billing address; order-mgmt and checkout fail.",
    p: 0.4,
    at: (r) =>
      E(
        `Exception in ASGI application (POST /v1/score order=PW-${r.int(3000000, 3999999)})`,
        pyStack(
          r,
          [
            ["/usr/local/lib/python3.11/site-packages/starlette/routing.py", "app", "response = await func(request)"],
            ["/app/fraud_screen/api.py", "score", "features = build_features(order)"],
            [
              "/app/fraud_screen/features.py",
              "build_features",
              "geo_mismatch = order.billing.country_code != order.shipping.country_code",
            ],
          ],
          "AttributeError: 'NoneType' object has no attribute 'country_code'",
        ),
      ),
    kind: "5xx",
    code: 500,
  },
  {
    estate: "kestrel",
    origin: "pick-to-light",
    cat: "null_reference",
    hints: ["typeerror", "undefined", "cannot read", "null"],
    sev: "medium",
    note: "pick-to-light crashes reading slotId of an undefined bay on zone D confirmations; those picks never reach wms-core.",
    p: 0.4,
    at: (r) =>
      E(
        `confirm handler failed for bay ${r.int(1, 60)}`,
        nodeStack(r, "TypeError: Cannot read properties of undefined (reading 'slotId')", [
          "resolveSlot@zones/bay-map.js",
          "ConfirmHandler.onButton@handlers/confirm.js",
          "EventEmitter.emit (node:events:519:28)",
        ]),
      ),
    kind: "5xx",
    every: [{ svc: "wms-core", sec: 30, from: 60, say: (r) => W(`Pick tasks open > 120s in zone D: ${r.int(5, 60)}`) }],
  },
  {
    estate: "brightbid",
    origin: "imp-tracker",
    cat: "null_reference",
    hints: ["nil", "pointer", "panic", "null", "dereference"],
    sev: "high",
    note: "imp-tracker panics with a nil pointer dereference on beacons without a price macro; those impressions are lost.",
    p: 0.5,
    at: (r) =>
      E(
        `http: panic serving ${ip(r)}:${r.int(30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
        goPanic(r, "runtime error: invalid memory address or nil pointer dereference", [
          "main.(*Handler).recordImpression",
          "main.parseClearingPrice",
          "net/http.HandlerFunc.ServeHTTP",
        ]).slice(2),
      ),
    kind: "5xx",
  },
];

const configuration: IncidentSpec[] = [
  {
    estate: "larchmont",
    origin: "offline-journal",
    cat: "configuration",
    hints: ["config", "spool", "no such file", "path", "directory"],
    sev: "medium",
    note: "offline-journal is redeployed with spool_dir pointing at a directory that does not exist; sealing segments fails and store-sync uploads fail.",
    p: 1,
    at: (r) =>
      E(
        `seal segment ${r.int(1000, 99999)}: open /var/lib/offline-journal-v2/spool/seg-${r.int(100000, 999999)}.wal: no such file or directory`,
      ),
    kind: "5xx",
    code: 500,
    once: [
      { svc: "offline-journal", dt: -30, say: restart("offline-journal", "go") },
      {
        svc: "offline-journal",
        dt: -28,
        say: () => I("config loaded: spool_dir=/var/lib/offline-journal-v2/spool max_segment=64MiB"),
      },
    ],
  },
  {
    estate: "parcelway",
    origin: "storefront-bff",
    cat: "configuration",
    hints: ["config", "env", "url", "localhost", "missing"],
    sev: "high",
    note: "storefront-bff is released without INVENTORY_ATP_URL and calls localhost, so every availability request fails.",
    p: 1,
    via: "inventory-atp",
    at: (r) =>
      E(
        `GET /api/products/SKU-${r.int(100000, 999999)}/availability failed`,
        nodeStack(r, "Error: connect ECONNREFUSED 127.0.0.1:8080", [
          "TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16)",
        ]),
      ),
    kind: "5xx",
    once: [
      { svc: "storefront-bff", dt: -25, say: restart("storefront-bff", "node") },
      {
        svc: "storefront-bff",
        dt: -24,
        say: () => W("config: INVENTORY_ATP_URL is not set, defaulting to http://localhost:8080"),
      },
    ],
  },
  {
    estate: "kestrel",
    origin: "label-print-spooler",
    cat: "configuration",
    hints: ["config", "template", "enoent", "no such file"],
    sev: "medium",
    note: "A config reload points label-print-spooler at a carton template that does not exist; every label fails and cartons go to the exception station.",
    p: 1,
    at: (r) =>
      E(
        `print job CTN${r.int(1000000, 9999999)} failed`,
        nodeStack(r, "Error: ENOENT: no such file or directory, open '/etc/spooler/templates/4x6-v3.zpl'", [
          "Object.openSync (node:fs:573:18)",
          "Object.readFileSync (node:fs:452:35)",
          "TemplateStore.load@templates/store.js",
          "PrintQueue.render@queue/print.js",
        ]),
      ),
    kind: "5xx",
    code: 500,
    once: [
      {
        svc: "label-print-spooler",
        dt: -15,
        say: () => I("config reloaded: templates.carton=/etc/spooler/templates/4x6-v3.zpl (was 4x6-v2.zpl)"),
      },
    ],
  },
  {
    estate: "brightbid",
    origin: "bid-router",
    cat: "configuration",
    hints: ["config", "route", "pool", "routing"],
    sev: "high",
    note: "A routing config push sends EU exchanges to a bidder pool that is not defined; bid-router drops that traffic.",
    p: 0.3,
    at: (r) =>
      E(
        `route exch=${r.pick(["openx", "index"])} region=eu: no bidder pool "eu-west-2b" defined (routing.yaml rev 412), request dropped`,
      ),
    kind: "5xx",
    once: [
      {
        svc: "bid-router",
        dt: -30,
        say: () =>
          I(
            "config push applied: routing.yaml rev 412 (regions: us-east, eu -> pools us-east-1a,us-east-1b,eu-west-2b)",
          ),
      },
    ],
  },
];

const dependency: IncidentSpec[] = [
  {
    estate: "larchmont",
    origin: "pay-terminal-gw",
    cat: "dependency",
    hints: ["acquirer", "503", "unavailable", "circuit", "upstream"],
    sev: "high",
    note: "The card acquirer answers 503 and pay-terminal-gw's breaker opens; lanes switch to offline stand-in tender.",
    p: 0.9,
    at: (r) =>
      r.chance(0.5)
        ? E("Acquirer call failed: 503 Service Unavailable from paystream /v3/authorisations")
        : W("CircuitBreaker 'paystream' is OPEN and does not permit further calls"),
    kind: "5xx",
    code: 502,
    callers: {
      "lane-controller": (r) =>
        W(
          `Store ${st(r)} lane ${lane(r)}: card authorisation unavailable (gateway 502), lane switched to offline stand-in`,
        ),
    },
    okEntries: ["lane-controller"],
    once: [
      { svc: "pay-terminal-gw", dt: 25, say: () => W("CircuitBreaker 'paystream' changed state from CLOSED to OPEN") },
    ],
  },
  {
    estate: "parcelway",
    origin: "carrier-label-svc",
    cat: "dependency",
    hints: ["carrier", "502", "bad gateway", "upstream", "shipnorth"],
    sev: "medium",
    note: "The ShipNorth label API returns 502; order-mgmt's shipment jobs retry loudly and returns fail.",
    p: 0.85,
    at: (r) =>
      E(
        `shipnorth POST /ship/v2/labels: 502 Bad Gateway (cf-ray ${r.hex(16)}-AMS) shipment=SH-${r.int(7000000, 7999999)}`,
      ),
    atShare: 0.6,
    kind: "5xx",
    code: 502,
    retry: {
      svc: "order-mgmt",
      n: 3,
      say: (_r, a, n) => `[ActiveJob] [ShipmentReleaseJob] label request failed (502), retrying (attempt ${a}/${n})`,
    },
  },
  {
    estate: "kestrel",
    origin: "wms-core",
    cat: "dependency",
    hints: ["amqp", "rabbit", "broker", "connection refused"],
    sev: "high",
    note: "RabbitMQ goes away under wms-core; tote and pick events cannot be published and callers get 500s.",
    p: 0.7,
    at: (r) =>
      E(
        "Failed to publish tote event",
        javaStack(r, "org.springframework.amqp.AmqpConnectException: java.net.ConnectException: Connection refused", [
          "org.springframework.amqp.rabbit.support.RabbitExceptionTranslator.convertRabbitAccessException",
          "org.springframework.amqp.rabbit.core.RabbitTemplate.execute",
          "com.kestrel.wms.events.ToteEventPublisher.publish",
        ]),
      ),
    atShare: 0.5,
    kind: "5xx",
    code: 500,
    every: [
      { svc: "wms-core", sec: 5, say: () => I("Attempting to connect to: [rabbitmq.kestrel-dc2.svc:5672]") },
      {
        svc: "wms-core",
        sec: 10,
        say: () =>
          W(
            "Consumer raised exception, processing can restart if the connection factory supports it. Exception summary: org.springframework.amqp.AmqpConnectException: java.net.ConnectException: Connection refused",
          ),
      },
    ],
  },
  {
    estate: "brightbid",
    origin: "imp-tracker",
    cat: "dependency",
    hints: ["kafka", "broker", "dependency", "unavailable"],
    sev: "high",
    note: "imp-tracker's Kafka cluster is unreachable; impression writes fail (billing data at risk).",
    p: 0.8,
    at: (r) =>
      E(
        `imp write failed auction=${r.hex(16)}: kafka: client has run out of available brokers to talk to: dial tcp ${ip(r)}:9092: connect: connection refused`,
      ),
    kind: "5xx",
    every: [
      {
        svc: "imp-tracker",
        sec: 10,
        say: (r) =>
          W(
            `sarama: client/metadata got error from broker -1 while fetching metadata: dial tcp ${ip(r)}:9092: connect: connection refused`,
          ),
      },
    ],
  },
];

const memory: IncidentSpec[] = [
  {
    estate: "larchmont",
    origin: "replenishment-planner",
    cat: "memory",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    note: "replenishment-planner's heap fills, it throws OutOfMemoryError and restarts; erp-gateway forecasts fail meanwhile.",
    p: 0.6,
    ramp: 150,
    at: (r) =>
      E(
        "Handler dispatch failed: java.lang.OutOfMemoryError: Java heap space",
        javaStack(r, "java.lang.OutOfMemoryError: Java heap space", [
          "java.base/java.util.Arrays.copyOf",
          "java.base/java.util.ArrayList.grow",
          "com.larchmont.replen.forecast.DemandMatrix.load",
          "com.larchmont.replen.forecast.ForecastService.forStore",
        ]),
      ),
    atShare: 0.5,
    kind: "5xx",
    code: 503,
    every: [
      {
        svc: "replenishment-planner",
        sec: 15,
        say: (r) =>
          W(
            `GC pause (G1 Evacuation Pause) ${r.int(1900, 2040)}M->${r.int(1880, 2030)}M(2048M) ${r.int(300, 1900)}.${r.int(100, 999)}ms`,
          ),
      },
    ],
    once: [
      {
        svc: "replenishment-planner",
        dt: 170,
        say: (r) =>
          E(
            'Exception in thread "replen-worker-3" java.lang.OutOfMemoryError: Java heap space',
            javaStack(r, "java.lang.OutOfMemoryError: Java heap space", [
              "com.larchmont.replen.forecast.DemandMatrix.load",
            ]),
          ),
      },
      { svc: "replenishment-planner", dt: 200, say: restart("replenishment-planner", "java") },
    ],
  },
  {
    estate: "parcelway",
    origin: "tracking-ingest",
    cat: "memory",
    hints: ["heap", "memory", "out of memory", "oom"],
    sev: "high",
    note: "tracking-ingest's heap grows until V8 aborts (JavaScript heap out of memory) and the container restarts repeatedly; webhooks answer 503.",
    p: 0.3,
    at: (r) => W(`POST /webhooks/shipnorth 503 ${r.int(1000, 9000)}ms (event loop lag ${r.int(400, 4000)}ms)`),
    kind: "5xx",
    every: [
      {
        svc: "tracking-ingest",
        sec: 20,
        say: (r) => W(`event loop lag ${r.int(200, 3000)}ms, heap used ${r.int(1700, 2040)} MB / 2048 MB`),
      },
      {
        svc: "tracking-ingest",
        sec: 140,
        from: 100,
        say: (r) => [
          F("FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", [
            "",
            "<--- Last few GCs --->",
            `[1:0x6a3c3b0]   ${r.int(100000, 900000)} ms: Mark-Compact 2031.9 (2083.4) -> 2029.1 (2084.1) MB, 1843.21 / 0.00 ms  (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed`,
            "",
            "<--- JS stacktrace --->",
            "",
            " 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
            " 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          ]),
          ...restartLines(r, "tracking-ingest", "node").map(I),
        ],
      },
    ],
  },
  {
    estate: "kestrel",
    origin: "slotting-optimizer",
    cat: "memory",
    hints: ["memory", "sigkill", "out of memory", "oom"],
    sev: "medium",
    note: "slotting-optimizer's workers grow past their memory limit and are SIGKILLed repeatedly; wave-planner's slot hints fail.",
    p: 0.6,
    at: () => W("Worker exiting (pid: 0) - request aborted"),
    atShare: 0.2,
    kind: "5xx",
    code: 502,
    every: [
      {
        svc: "slotting-optimizer",
        sec: 30,
        say: (r) => W(`worker rss=${r.int(3300, 4090)} MiB (limit 4096 MiB), gc collected ${r.int(0, 40)} objects`),
      },
      {
        svc: "slotting-optimizer",
        sec: 110,
        from: 90,
        say: (r) => [
          E(`Worker (pid:${r.int(8, 200)}) was sent SIGKILL! Perhaps out of memory?`),
          I(`Booting worker with pid: ${r.int(200, 400)}`),
        ],
      },
    ],
  },
  {
    estate: "brightbid",
    origin: "rtb-bidder",
    cat: "memory",
    hints: ["bad_alloc", "memory", "oom", "alloc"],
    sev: "high",
    note: "rtb-bidder's arena fills, it sheds auctions and aborts with std::bad_alloc, restarting; bid-router sees refused connections.",
    p: 0.5,
    ramp: 90,
    kind: "refused",
    every: [
      {
        svc: "rtb-bidder",
        sec: 15,
        say: (r) =>
          W(
            `arena usage ${r.int(88, 99)}% (jemalloc active=${r.int(27, 31)}.${r.int(0, 9)}GiB of 32GiB), shedding auctions`,
          ),
      },
      {
        svc: "rtb-bidder",
        sec: 120,
        from: 80,
        say: (r) => [
          F("terminate called after throwing an instance of 'std::bad_alloc'", ["  what():  std::bad_alloc"]),
          ...restartLines(r, "rtb-bidder", "cpp").map(I),
        ],
      },
    ],
  },
];

const disk: IncidentSpec[] = [
  {
    estate: "larchmont",
    origin: "offline-journal",
    cat: "disk",
    hints: ["no space", "disk", "enospc", "space"],
    sev: "high",
    note: "offline-journal's spool volume fills up; sealing segments fails and store-sync cannot upload journals.",
    p: 1,
    at: (r) =>
      E(
        `seal segment ${r.int(1000, 99999)}: write /var/lib/offline-journal/spool/seg-${r.int(100000, 999999)}.wal: no space left on device`,
      ),
    kind: "5xx",
    code: 500,
    mute: true,
    every: [
      {
        svc: "offline-journal",
        sec: 60,
        say: (r) => W(`spool volume /var/lib/offline-journal 100% used (${r.int(2000, 9000)} segments pending upload)`),
      },
      {
        svc: "offline-journal",
        sec: 60,
        say: () => E("compaction failed: write /var/lib/offline-journal/spool/.compact.tmp: no space left on device"),
      },
    ],
  },
  {
    estate: "parcelway",
    origin: "notify-dispatch",
    cat: "disk",
    hints: ["no space", "errno 28", "disk"],
    sev: "high",
    note: "notify-dispatch's spool disk is full; enqueues fail, tracking-ingest answers 502 to carrier webhooks.",
    p: 1,
    at: (r) =>
      E(
        "enqueue failed",
        pyStack(
          r,
          [["/app/notify/outbox.py", "enqueue", "with open(tmp_path, 'w') as fh:"]],
          `OSError: [Errno 28] No space left on device: '/var/spool/notify/outbox/${r.hex(12)}.json'`,
        ),
      ),
    kind: "5xx",
    code: 500,
    mute: true,
  },
  {
    estate: "kestrel",
    origin: "amr-fleet-mgr",
    cat: "disk",
    hints: ["read-only", "erofs", "disk", "filesystem"],
    sev: "high",
    note: "amr-fleet-mgr's data volume is remounted read-only; mission writes fail and wms-core cannot dispatch totes.",
    p: 1,
    at: (r) =>
      E(
        `persist mission M-${r.int(100000, 999999)}: open /data/missions/journal-${r.int(100, 999)}.log: read-only file system`,
      ),
    kind: "5xx",
    code: 500,
    every: [
      {
        svc: "amr-fleet-mgr",
        sec: 30,
        say: (r) =>
          E(
            `map tile cache flush failed: rename /data/maps/.tmp-${r.hex(6)} /data/maps/tiles.db: read-only file system`,
          ),
      },
    ],
  },
  {
    estate: "brightbid",
    origin: "report-rollup",
    cat: "disk",
    hints: ["no space", "disk", "errno 28"],
    sev: "medium",
    note: "report-rollup's scratch volume fills up; rollups and stats queries fail and campaign-api retries.",
    p: 0.7,
    at: () =>
      E(
        'stats query failed: IO Error: Could not write file "/scratch/duckdb/tmp/duckdb_temp_storage-0.tmp": No space left on device',
      ),
    kind: "5xx",
    code: 500,
    retry: { svc: "campaign-api", n: 2 },
    mute: true,
    every: [
      {
        svc: "report-rollup",
        sec: 60,
        say: (r) =>
          E(
            `rollup partition h=${r.int(0, 23)} failed`,
            pyStack(
              r,
              [
                ["/app/rollup/writer.py", "write_partition", "pq.write_table(table, path)"],
                [
                  "/usr/local/lib/python3.11/site-packages/pyarrow/parquet/core.py",
                  "write_table",
                  "writer.write_table(table, row_group_size=row_group_size)",
                ],
              ],
              "OSError: [Errno 28] No space left on device",
            ),
          ),
      },
      { svc: "report-rollup", sec: 120, say: (r) => W(`disk usage /scratch ${r.int(99, 100)}%`) },
    ],
  },
];

const unknown: IncidentSpec[] = [
  {
    estate: "larchmont",
    origin: "loyalty-ledger",
    cat: "unknown",
    hints: ["unresponsive", "timeout", "no response", "unavailable", "hang"],
    sev: "high",
    note: "loyalty-ledger stops answering and logging altogether; lanes and receipt-mailer time out on it.",
    p: 1,
    ramp: 10,
    kind: "timeout",
    waitMs: [1500, 1500],
    mute: true,
    callers: {
      "lane-controller": (r) =>
        W(
          `Loyalty service did not answer within 1500ms; sale continues without points (card ****${r.int(1000, 9999)})`,
        ),
    },
    okEntries: ["lane-controller"],
  },
  {
    estate: "parcelway",
    origin: "fraud-screen",
    cat: "unknown",
    hints: ["internal", "unknown", "scoring", "failed"],
    sev: "high",
    note: "fraud-screen answers 500 to most scoring calls while logging only that scoring failed; checkouts fail.",
    p: 0.8,
    at: (r) => E(`scoring failed for order PW-${r.int(3000000, 3999999)}: internal error`),
    kind: "5xx",
    code: 500,
  },
  {
    estate: "kestrel",
    origin: "sorter-ctl",
    cat: "unknown",
    hints: ["unresponsive", "heartbeat", "timeout", "hang"],
    sev: "high",
    note: "sorter-ctl goes silent (no more routing or throughput lines); conveyor-plc-gw gets no sort decisions and parcels go to the reject lane.",
    p: 1,
    ramp: 5,
    kind: "timeout",
    waitMs: [1000, 1000],
    mute: true,
    callers: {
      "conveyor-plc-gw": (r) =>
        W(`sort decision for parcel not received within 1000ms from sorter-ctl (induct ${r.int(1, 4)})`),
    },
    every: [
      {
        svc: "conveyor-plc-gw",
        sec: 10,
        from: 10,
        say: (r) => W(`sorter-ctl heartbeat missed (last seen ${r.int(10, 600)}s ago)`),
      },
    ],
  },
  {
    estate: "brightbid",
    origin: "creative-cache",
    cat: "unknown",
    hints: ["restart", "crash", "unavailable", "unknown"],
    sev: "medium",
    note: "creative-cache keeps restarting without logging any error; rtb-bidder's lookups are refused between restarts.",
    p: 0.5,
    kind: "refused",
    callers: {
      "rtb-bidder": (r) => W(`auction=${r.hex(16)} creative-cache connect() failed (111: Connection refused), no bid`),
    },
    okEntries: ["bid-router"],
    every: [{ svc: "creative-cache", sec: 55, say: restart("creative-cache", "go") }],
  },
];

export const INCIDENTS: IncidentSpec[] = [
  ...authentication,
  ...authorization,
  ...database,
  ...network,
  ...timeout,
  ...rateLimiting,
  ...validation,
  ...nullReference,
  ...configuration,
  ...dependency,
  ...memory,
  ...disk,
  ...unknown,
];
