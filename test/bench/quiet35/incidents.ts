// The eight failures, one per category, each written the way the software involved really reports it.
import type { Estate } from "./estates.js";
import { helpers, zone } from "./estates.js";
import { dotnetTrace, javaTrace, nodeTrace, rubyTrace } from "./stacks.js";
import type { Level, Stream } from "./stream.js";

export interface IncidentDef {
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  run(s: Stream, e: Estate, t0: number): void;
}

const { msisdn, iccid } = helpers;
const loop = (s: Stream, from: number, to: number, every: number, f: (t: number, id?: string) => void, e: Estate) =>
  s.every(every, (t) => f(t, e.traces ? s.rng.hex(12) : undefined), from, to);

const pgStack = javaTrace(
  "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
  [
    "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
    "org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:203)",
    "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
    "com.zaxxer.hikari.pool.HikariPool$PoolEntryCreator.call(HikariPool.java:732)",
  ],
);
const hikariStack = javaTrace(
  "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=57)",
  [
    "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
    "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
    "org.springframework.jdbc.datasource.DataSourceUtils.fetchConnection(DataSourceUtils.java:160)",
    "com.kestrel.prov.order.OrderRepository.lockSubscription(OrderRepository.java:88)",
    "com.kestrel.prov.order.PlanChangeService.apply(PlanChangeService.java:131)",
  ],
);

export const INCIDENTS: readonly IncidentDef[] = [
  {
    estate: "kestrel",
    origin: "sub-provisioning",
    category: "database",
    hints: ["postgres", "psql", "connection", "database", "sql", "pool", "hikari"],
    severity: "high",
    note: "sub-provisioning's PostgreSQL refuses new connections (slots exhausted) and its Hikari pool starves; plan changes and eSIM bindings fail with 500 at selfcare-api, which retries loudly",
    run(s, e, t0) {
      const r = s.rng;
      s.thin(t0, 0.1, (ev) => ev.svc === "sub-provisioning" && ev.level === "INFO");
      s.thin(t0, 0.15, (ev) => /plan 202|esim\/activations 201|RAR sent|plan_changed/.test(ev.msg));
      s.every(
        60,
        (t) =>
          s.add(
            t,
            "sub-provisioning",
            "WARN",
            `HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${r.int(30, 90)})`,
            { force: true },
          ),
        t0,
        s.end,
      );
      s.add(
        t0 + 400,
        "sub-provisioning",
        "ERROR",
        "HikariPool-1 - Exception during pool initialization of new connection",
        { stack: pgStack, force: true },
      );
      loop(
        s,
        t0 + 1000,
        s.end,
        3,
        (t, id) => {
          const m = msisdn(r);
          const pg = r.chance(0.35);
          s.add(
            t,
            "sub-provisioning",
            "ERROR",
            pg ? "HikariPool-1 - Failed to create new connection" : `order ORD-${r.digits(8)} failed for msisdn=${m}`,
            { stack: pg ? pgStack : hikariStack, trace: id, force: true },
          );
          for (let a = 1; a <= 3; a++)
            s.add(
              t + a * 400 + r.int(0, 80),
              "selfcare-api",
              "WARN",
              `sub-provisioning POST /internal/orders -> 500, retrying (attempt ${a}/3)`,
              { trace: id },
            );
          s.add(
            t + 1500,
            "selfcare-api",
            "ERROR",
            `POST /v1/subscribers/${m}/plan 502 ${r.int(1400, 2100)}ms upstream=sub-provisioning status=500`,
            { trace: id },
          );
          if (r.chance(0.4))
            s.add(
              t + 600,
              "esim-smdp",
              "ERROR",
              `ES2+ ConfirmOrder iccid=${iccid(r)}: binding callback to sub-provisioning failed: 500 Internal Server Error`,
              { trace: id },
            );
        },
        e,
      );
    },
  },
  {
    estate: "vantor",
    origin: "zone-publisher",
    category: "disk",
    hints: ["disk", "space", "enospc", "volume", "storage"],
    severity: "high",
    note: "zone-publisher's staging volume fills up; zone writes fail with ENOSPC, record changes accepted by control-api are never published and authdns keeps old serials",
    run(s, e, t0) {
      const r = s.rng;
      s.thin(t0, 0.05, (ev) => ev.svc === "zone-publisher" && ev.msg.includes("published to"));
      s.thin(t0, 0.05, (ev) => ev.svc === "authdns" && ev.msg.includes("zone updated"));
      s.add(t0 - 240000, "zone-publisher", "WARN", "staging volume /var/lib/zonepub 94% full (journal 11.2 GiB)");
      s.add(t0 - 60000, "zone-publisher", "WARN", "staging volume /var/lib/zonepub 99% full (journal 11.8 GiB)");
      loop(
        s,
        t0,
        s.end,
        4,
        (t, id) => {
          const z = zone(r);
          s.add(t, "control-api", "INFO", `POST /v4/zones/${z}/records 201 (${r.int(40, 150)}ms) user=api-token`, {
            trace: id,
          });
          s.add(
            t + r.int(200, 800),
            "zone-publisher",
            "ERROR",
            `publish ${z} failed: write /var/lib/zonepub/staging/${z}.zone.tmp: no space left on device`,
            { trace: id, force: true },
          );
          if (r.chance(0.5))
            s.add(
              t + r.int(900, 1500),
              "zone-publisher",
              "ERROR",
              `journal append for ${z} failed: sync /var/lib/zonepub/journal/${z}.jnl: no space left on device`,
              { trace: id, force: true },
            );
          s.add(
            t + r.int(1600, 2400),
            "control-api",
            "ERROR",
            `publish job ${r.hex(8)} for ${z} failed: zone-publisher returned 500 (will retry)`,
            { trace: id },
          );
          if (r.chance(0.5))
            s.add(
              t + r.int(2500, 4000),
              "control-api",
              "WARN",
              `retrying publish for ${z} (attempt ${r.int(2, 5)}/5)`,
              { trace: id },
            );
        },
        e,
      );
      s.every(
        30,
        (t) =>
          s.add(
            t,
            "authdns",
            "WARN",
            `[${zone(r)}.] refresh: master serial unchanged for ${Math.round((t - t0) / 1000) + 120}s while NOTIFY pending`,
          ),
        t0 + 120000,
        s.end,
      );
    },
  },
  {
    estate: "tallis",
    origin: "ocs-diameter",
    category: "timeout",
    hints: ["timeout", "tx", "timer", "deadline", "slow", "expired"],
    severity: "medium",
    note: "ocs-diameter's rating workers saturate and answer Gy credit-control requests after the Tx timer; it logs only warnings while dea-edge expires Tx timers and retransmits loudly",
    run(s, e, t0) {
      const r = s.rng;
      s.thin(t0, 0.3, (ev) => ev.svc === "ocs-diameter" && ev.msg.startsWith("CCA Gy"));
      s.thin(t0, 0, (ev) => ev.svc === "ocs-diameter" && ev.msg.startsWith("rating worker pool"));
      s.every(
        20,
        (t) =>
          s.add(
            t,
            "ocs-diameter",
            "WARN",
            `rating worker pool saturated: busy=32/32 queue=${r.int(200, 900)} p99=${r.int(3500, 9000)}ms`,
            { force: true },
          ),
        t0,
        s.end,
      );
      loop(
        s,
        t0 + 2000,
        s.end,
        1.6,
        (t) => {
          const sess = `smf0${r.int(1, 3)}.tallis;${r.digits(10)}`;
          const hbh = `0x${r.hex(8)}`;
          s.add(
            t,
            "ocs-diameter",
            "WARN",
            `CCR-U session=${sess} answered after ${r.int(3100, 8000)}ms, exceeds Tx=3000ms (late answer will be discarded by peer)`,
            { force: true },
          );
          s.add(
            t - r.int(0, 400),
            "dea-edge",
            "ERROR",
            `Tx timer expired for CCR hop-by-hop ${hbh} to ocs-diameter.tallis.net after 3000ms`,
          );
          s.add(
            t - r.int(0, 300),
            "dea-edge",
            "WARN",
            `retransmitting CCR ${hbh} with T-flag to ocs-diameter.tallis.net (attempt 2)`,
          );
          if (r.chance(0.6))
            s.add(
              t + r.int(100, 500),
              "dea-edge",
              "ERROR",
              `answered CCR ${hbh} to smf0${r.int(1, 3)}.tallis.3gppnetwork.org with 3002 DIAMETER_UNABLE_TO_DELIVER`,
            );
          if (r.chance(0.15))
            s.add(
              t + 800,
              "dea-edge",
              "WARN",
              `discarding late CCA ${hbh} from ocs-diameter.tallis.net (no pending transaction)`,
            );
          if (r.chance(0.2))
            s.add(
              t + 300,
              "pcf-npcf",
              "WARN",
              `Nchf/Gy credit status unknown for supi=imsi-23415${r.digits(10)}, applying fallback QoS profile`,
            );
        },
        e,
      );
    },
  },
  {
    estate: "corvid",
    origin: "edge-proxy",
    category: "configuration",
    hints: ["config", "cluster", "route", "unknown cluster", "nc"],
    severity: "high",
    note: "a route configuration pushed to edge-proxy points several customer hostnames at a cluster name that does not exist, so those requests get 503 NC right after the push",
    run(s, e, t0) {
      const r = s.rng;
      const bad = ["shop-ansel.com", "brightmoor.io", "paperlane.app", "oakhurst-bank.com"];
      s.add(
        t0 - 1500,
        "edge-proxy",
        "INFO",
        "[info][upstream] [source/common/upstream/cds_api_helper.cc:35] cds: add 14 cluster(s), remove 1 cluster(s)",
      );
      s.add(
        t0 - 1200,
        "edge-proxy",
        "INFO",
        "[info][upstream] [source/common/upstream/cluster_manager_impl.cc:836] removing cluster backend_pool_eu",
      );
      s.add(
        t0,
        "edge-proxy",
        "INFO",
        "[info][config] [source/extensions/config_subscription/grpc/grpc_subscription_impl.cc:128] rds: loading new configuration: config_name=edge_routes hash=9c1e22f0 version_info=edge-routes-20261130-2",
      );
      s.thin(t0, 0.4, (ev) => ev.svc === "edge-proxy" && ev.msg.includes('HTTP/2" 200'));
      loop(
        s,
        t0 + 200,
        s.end,
        0.6,
        (t) => {
          const z = r.pick(bad);
          s.add(
            t,
            "edge-proxy",
            "INFO",
            `[${new Date(t).toISOString()}] "GET ${r.pick(["/", "/app.js", "/v1/products", "/img/a.jpg"])} HTTP/2" 503 NC 0 0 0 - "${helpers.ip(r)}" "Mozilla/5.0" "${r.hex(8)}-${r.hex(4)}" "www.${z}" "-"`,
          );
          if (r.chance(0.25))
            s.add(
              t + 1,
              "edge-proxy",
              "WARN",
              `[warning][router] [source/common/router/router.cc:522] [Tags: "ConnectionId":"${r.int(1e5, 9e5)}"] unknown cluster 'backend_pool_eu' for route www.${z}`,
            );
        },
        e,
      );
      s.every(
        15,
        (t) =>
          s.add(
            t,
            "customer-portal",
            "ERROR",
            `Synthetic check failed for www.${r.pick(bad)}: HTTP 503 from edge (3 consecutive)`,
          ),
        t0 + 20000,
        s.end,
      );
      s.every(
        40,
        (t) =>
          s.add(
            t,
            "logpush",
            "WARN",
            `job ${r.int(1000, 9999)}: 5xx share for www.${r.pick(bad)} is ${r.int(40, 90)}% in last minute`,
          ),
        t0 + 30000,
        s.end,
      );
    },
  },
  {
    estate: "vantor",
    origin: "purge-api",
    category: "dependency",
    hints: ["nats", "broker", "dependency", "unavailable", "no servers", "messaging"],
    severity: "high",
    note: "the NATS cluster behind purge-api becomes unavailable; purge-api cannot publish fan-out messages and answers 503, control-api retries and edge caches stop receiving invalidations",
    run(s, e, t0) {
      const r = s.rng;
      s.thin(t0, 0, (ev) => ev.svc === "purge-api" && ev.msg.startsWith("purge accepted"));
      s.thin(t0, 0, (ev) => ev.svc === "edge-cache" && ev.msg.startsWith("BAN applied"));
      s.add(t0, "purge-api", "WARN", "nats: disconnected from nats://nats-1.nats.vantor-edge.svc:4222: EOF");
      s.add(t0 + 200, "purge-api", "WARN", "nats: reconnecting (attempt 1) to nats://nats-0.nats.vantor-edge.svc:4222");
      s.every(
        6,
        (t) =>
          s.add(
            t,
            "purge-api",
            "WARN",
            `nats: reconnect attempt ${Math.round((t - t0) / 2000)} failed: dial tcp 10.44.${r.int(1, 3)}.${r.int(2, 250)}:4222: connect: connection refused`,
          ),
        t0 + 2000,
        s.end,
      );
      loop(
        s,
        t0 + 3000,
        s.end,
        2.2,
        (t, id) => {
          const z = zone(r);
          const pid = r.hex(12);
          s.add(
            t,
            "purge-api",
            "ERROR",
            `publish purge ${pid} to purge.fanout failed: nats: no servers available for connection`,
            { trace: id },
          );
          s.add(t + 2, "purge-api", "INFO", `POST /v1/zones/${z}/purge 503 ${r.int(1, 4)}ms`, {
            trace: id,
            force: true,
          });
          s.add(
            t + r.int(10, 40),
            "control-api",
            "ERROR",
            `purge for ${z} failed: purge-api returned 503 Service Unavailable`,
            { trace: id },
          );
          s.add(
            t + r.int(500, 900),
            "control-api",
            "WARN",
            `retrying purge for ${z} in 1s (attempt ${r.int(2, 4)}/4)`,
            { trace: id },
          );
        },
        e,
      );
      s.every(
        60,
        (t) =>
          s.add(
            t,
            "edge-cache",
            "WARN",
            `purge stream idle for ${Math.round((t - t0) / 1000)}s (expected heartbeat every 15s)`,
          ),
        t0 + 60000,
        s.end,
      );
    },
  },
  {
    estate: "kestrel",
    origin: "esim-smdp",
    category: "memory",
    hints: ["memory", "outofmemory", "heap", "gc", "oom"],
    severity: "high",
    note: "esim-smdp thrashes in full GCs, throws OutOfMemoryError: Java heap space and then stops logging while selfcare-api times out and opens its circuit breaker",
    run(s, e, t0) {
      const r = s.rng;
      for (let i = 0; i < 7; i++)
        s.add(
          t0 + i * 12000,
          "esim-smdp",
          "WARN",
          `[gc] GC(${8812 + i}) Pause Full (G1 Compaction Pause) ${4050 - i}M->${4031 - i + r.int(0, 9)}M(4096M) ${r.int(1800, 4200)}.${r.digits(3)}ms`,
        );
      const oom = javaTrace("java.lang.OutOfMemoryError: Java heap space", [
        "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
        "java.base/java.io.ByteArrayOutputStream.ensureCapacity(ByteArrayOutputStream.java:100)",
        "com.kestrel.smdp.profile.BoundProfilePackageBuilder.encode(BoundProfilePackageBuilder.java:214)",
        "com.kestrel.smdp.es9.GetBoundProfilePackageHandler.handle(GetBoundProfilePackageHandler.java:77)",
      ]);
      s.add(t0 + 85000, "esim-smdp", "ERROR", 'Exception in thread "http-nio-8443-exec-17"', { stack: oom });
      s.add(t0 + 91000, "esim-smdp", "ERROR", "Servlet.service() for servlet [dispatcherServlet] threw exception", {
        stack: oom,
      });
      s.silence("esim-smdp", t0 + 100000);
      s.thin(t0 + 30000, 0.1, (ev) => /esim\/activations 201|\(esim\)$/.test(ev.msg));
      loop(
        s,
        t0 + 30000,
        s.end,
        2.5,
        (t, id) => {
          const late = t > t0 + 100000;
          if (late && r.chance(0.3)) {
            s.add(t, "selfcare-api", "WARN", "CircuitBreaker 'esim-smdp' is OPEN and does not permit further calls", {
              trace: id,
            });
            s.add(t + 1, "selfcare-api", "ERROR", `POST /v1/esim/activations 503 2ms breaker=esim-smdp`, { trace: id });
            return;
          }
          s.add(
            t,
            "selfcare-api",
            "ERROR",
            `esim-smdp request failed: ${late ? "ETIMEDOUT after 30000ms" : "socket hang up"}`,
            {
              trace: id,
              stack: nodeTrace(`Error: ${late ? "timeout of 30000ms exceeded" : "socket hang up"}`, [
                "RedirectableRequest.handleRequestTimeout (/app/node_modules/follow-redirects/index.js:221:22)",
                "EsimClient.activate (/app/dist/clients/esim.js:58:19)",
                "async activate (/app/dist/routes/esim.js:31:17)",
              ]),
            },
          );
          s.add(t + 3, "selfcare-api", "ERROR", `POST /v1/esim/activations 504 ${late ? 30002 : r.int(4000, 9000)}ms`, {
            trace: id,
          });
          if (r.chance(0.3))
            s.add(
              t + 500,
              "sub-provisioning",
              "WARN",
              `waiting for ES2+ confirm from esim-smdp for iccid=${iccid(r)} exceeded 30s, order left pending`,
              { trace: id },
            );
        },
        e,
      );
    },
  },
  {
    estate: "tallis",
    origin: "sms-gw",
    category: "network",
    hints: ["network", "connection", "reset", "no route", "unreachable", "socket", "dial"],
    severity: "high",
    note: "the node network under sms-gw starts dropping: SMPP binds reset, dials get no route to host and even its DNS lookups time out; crm-orders and retail-web report 502 for OTP and notification SMS",
    run(s, e, t0) {
      const r = s.rng;
      s.thin(t0, 0.05, (ev) => ev.svc === "sms-gw" && ev.level === "INFO");
      s.add(
        t0,
        "sms-gw",
        "ERROR",
        `smpp: bind smsc-a read tcp 10.42.7.19:${r.int(40000, 60000)}->10.20.0.15:2775: read: connection reset by peer`,
      );
      s.add(
        t0 + 50,
        "sms-gw",
        "ERROR",
        `smpp: bind smsc-b read tcp 10.42.7.19:${r.int(40000, 60000)}->10.20.0.16:2775: read: connection reset by peer`,
      );
      s.every(
        5,
        (t) => {
          const v = r.int(0, 3);
          const msg = [
            `smpp: rebind smsc-a failed: dial tcp 10.20.0.15:2775: connect: no route to host`,
            `smpp: rebind smsc-b failed: dial tcp 10.20.0.16:2775: i/o timeout`,
            `redis: dial tcp 10.42.9.3:6379: i/o timeout (dlr-cache)`,
            `dial tcp: lookup smsc-b.tallis.internal on 10.96.0.10:53: read udp 10.42.7.19:${r.int(30000, 60000)}->10.96.0.10:53: i/o timeout`,
          ][v] as string;
          s.add(t, "sms-gw", "ERROR", msg);
        },
        t0 + 1000,
        s.end,
      );
      loop(
        s,
        t0 + 2000,
        s.end,
        2.4,
        (t) => {
          const m = msisdn(r);
          s.add(t, "sms-gw", "WARN", `POST /v1/messages 502 to=${m}: no bound SMPP session`, { force: true });
          for (let a = 1; a <= 3; a++)
            s.add(
              t + a * 300 + r.int(0, 60),
              "crm-orders",
              "WARN",
              `Polly: retry ${a} of 3 after 'BadGateway' calling sms-gw /v1/messages`,
            );
          s.add(t + 1200, "crm-orders", "ERROR", `OTP delivery failed for ${m}`, {
            stack: dotnetTrace(
              "System.Net.Http.HttpRequestException: Response status code does not indicate success: 502 (Bad Gateway).",
              [
                "System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
                "Tallis.Crm.Notifications.SmsGatewayClient.SendAsync(SmsMessage msg, CancellationToken ct) in /src/Tallis.Crm/Notifications/SmsGatewayClient.cs:line 57",
                "Tallis.Crm.Orders.OtpService.IssueAsync(String msisdn) in /src/Tallis.Crm/Orders/OtpService.cs:line 34",
              ],
            ),
          });
          if (r.chance(0.6))
            s.add(
              t + 1300,
              "retail-web",
              "ERROR",
              `POST /api/otp 502 ${r.int(1200, 1900)}ms - upstream crm-orders: OTP delivery failed`,
            );
          if (r.chance(0.2))
            s.add(
              t + 1500,
              "esim-activation",
              "WARN",
              `activation code SMS for iccid=${iccid(r)} not sent (sms-gw 502), will retry`,
            );
        },
        e,
      );
    },
  },
  {
    estate: "corvid",
    origin: "billing-usage",
    category: "authentication",
    hints: ["sasl", "authentication", "credential", "scram", "auth"],
    severity: "medium",
    note: "billing-usage's Kafka consumer fails SASL/SCRAM authentication on every broker, consumption stops and customer-portal's usage pages get 503",
    run(s, _e, t0) {
      const r = s.rng;
      s.thin(t0, 0, (ev) => ev.svc === "billing-usage" && ev.msg.startsWith("Consumed"));
      s.thin(t0, 0.2, (ev) => ev.svc === "billing-usage" && ev.msg.startsWith("GET /usage"));
      const lvl: Level = "ERROR";
      s.every(
        7,
        (t) => {
          const b = r.int(1, 3);
          s.add(
            t,
            "billing-usage",
            lvl,
            `Consumer error: sasl_ssl://kafka-${b}.corvid-prod.svc:9094/${b}: SASL authentication error: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512 (after ${r.int(2, 9)}ms in state AUTH_REQ)`,
          );
        },
        t0,
        s.end,
      );
      s.every(
        45,
        (t) =>
          s.add(t, "billing-usage", lvl, "Usage consumer loop aborted", {
            stack: dotnetTrace(
              "Confluent.Kafka.ConsumeException: SASL authentication error: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
              [
                "Confluent.Kafka.Consumer`2.Consume(Int32 millisecondsTimeout)",
                "Corvid.Billing.Usage.UsageConsumer.ExecuteAsync(CancellationToken stoppingToken) in /src/Corvid.Billing.Usage/UsageConsumer.cs:line 71",
              ],
            ),
          }),
        t0 + 5000,
        s.end,
      );
      s.every(
        60,
        (t) =>
          s.add(t, "billing-usage", "WARN", `usage lag check: no records consumed for ${Math.round((t - t0) / 1000)}s`),
        t0 + 60000,
        s.end,
      );
      s.every(
        4,
        (t) => {
          const acct = r.digits(6);
          s.add(
            t,
            "billing-usage",
            "WARN",
            `GET /usage/accounts/${acct}/current 503 ${r.int(1, 5)}ms (usage stream stale)`,
          );
          s.add(t + r.int(5, 30), "customer-portal", "ERROR", `Usage widget failed for account ${acct}`, {
            stack: rubyTrace("the server responded with status 503 (Faraday::ServerError)", [
              "/app/vendor/bundle/ruby/3.3.0/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:37:in `on_complete'",
              "/app/app/clients/billing_usage_client.rb:22:in `current_usage'",
              "/app/app/controllers/dashboard/usage_controller.rb:9:in `show'",
            ]),
          });
        },
        t0 + 20000,
        s.end,
      );
    },
  },
];
