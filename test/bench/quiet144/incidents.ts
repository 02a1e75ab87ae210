// The eight incidents, written from public postmortems' failure modes in the words real software uses.
import { rollingDeploy, shutdown, startup } from "./lifecycle.js";
import type { Sim } from "./simulation.js";
import type { Role } from "./types.js";

export interface IncidentOutcome {
  origin: string;
  start: number;
  note: string;
}

export interface IncidentKind {
  kind: string;
  estate: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  needs: Role[];
  run(sim: Sim): IncidentOutcome;
}

export const INCIDENTS: IncidentKind[] = [
  {
    kind: "search-flood-stage-readonly",
    estate: "keelhaus",
    category: "disk",
    hints: ["disk", "watermark", "flood", "read-only", "read_only", "storage", "space"],
    severity: "medium",
    needs: ["search", "listings", "payments", "media"],
    run(sim) {
      const es = sim.svc("search");
      const l = sim.svc("listings");
      const node = `${es.name}-data-1`;
      const t0 = sim.at(0.45);
      // the low watermark has been exceeded for days: routine, shares the fault's words
      sim.every(sim.start, sim.end, 30000, (t) =>
        sim.emit(
          t,
          es.name,
          "INFO",
          `low disk watermark [85%] exceeded on [Xq3v${"x"}N][${node}][/usr/share/elasticsearch/data/nodes/0] free: ${(9.8 - (t - sim.start) / 400000).toFixed(1)}gb[${(14.8 - (t - sim.start) / 270000).toFixed(1)}%], replicas will not be assigned to this node`,
        ),
      );
      sim.emit(
        t0 - 240000,
        es.name,
        "WARN",
        `high disk watermark [90%] exceeded on [Xq3vxN][${node}][/usr/share/elasticsearch/data/nodes/0] free: 6.4gb[9.6%], shards will be relocated away from this node`,
      );
      sim.emit(t0 - 239000, es.name, "INFO", "rerouting shards: [high disk watermark exceeded on one or more nodes]");
      sim.emit(
        t0,
        es.name,
        "WARN",
        `flood stage disk watermark [95%] exceeded on [Xq3vxN][${node}][/usr/share/elasticsearch/data/nodes/0] free: 3.2gb[4.8%], all indices on this node will be marked read-only`,
      );
      sim.every(t0 + 30000, sim.end, 30000, (t) =>
        sim.emit(
          t,
          es.name,
          "WARN",
          `flood stage disk watermark [95%] exceeded on [Xq3vxN][${node}][/usr/share/elasticsearch/data/nodes/0] free: ${sim.r.float(2.1, 3.1).toFixed(1)}gb[${sim.r.float(3.2, 4.7).toFixed(1)}%], all indices on this node will be marked read-only`,
        ),
      );
      // listings keeps writing: every update, publish and view-counter bump is rejected, with retries
      const block =
        "index [listings_v22] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];";
      sim.every(t0 + 1500, sim.end, 700, (t) => {
        sim.emit(
          t,
          l.name,
          "ERROR",
          `ResponseError: cluster_block_exception: [cluster_block_exception] Reason: ${block}`,
          {
            stack: [
              "    at SniffingTransport._request (/app/node_modules/@elastic/transport/lib/Transport.js:543:27)",
              "    at async ListingIndexer.upsert (/app/dist/indexer.js:88:13)",
            ],
          },
        );
        if (sim.r.chance(0.5))
          sim.emit(
            t + 2000,
            l.name,
            "WARN",
            `retrying index write for L-${sim.r.int(300000, 399999)} (attempt ${sim.r.int(2, 5)}/5)`,
          );
      });
      sim.fault({
        svc: l.name,
        from: t0 + 1500,
        to: sim.end,
        p: 0.22,
        status: 500,
        ms: [20, 200],
        server: (r) => ({
          level: "ERROR",
          msg: `POST /v1/listings 500 - failed to publish listing L-${r.int(300000, 399999)}: cluster_block_exception`,
        }),
      });
      rollingDeploy(sim, sim.svc("payments"), t0 - 330000, "2026.12.1", false);
      sim.emit(t0 + 90000, sim.svc("media").name, "WARN", "photo variant cache at 88% of volume, pruning oldest 5%");
      return {
        origin: es.name,
        start: t0,
        note: `${es.name}'s data node crosses the flood-stage disk watermark and indices go read-only; ${l.name} fails every listing write loudly while the search node only warns.`,
      };
    },
  },
  {
    kind: "release-missing-connection-string",
    estate: "tidewater",
    category: "configuration",
    hints: ["config", "connectionstring", "connection string", "setting", "argumentnull", "missing"],
    severity: "high",
    needs: ["haulout", "portal", "billing"],
    run(sim) {
      const h = sim.svc("haulout");
      const p = sim.svc("portal");
      const t0 = sim.at(0.4);
      rollingDeploy(sim, sim.svc("billing"), t0 - 420000, "5.3.0", true);
      shutdown(sim, h, t0 - 9000);
      startup(sim, h, t0 - 6000, "4.12.0");
      sim.emit(
        t0 - 1200,
        h.name,
        "INFO",
        "Loaded configuration sources: appsettings.json, environment, /config/haulout (mounted)",
      );
      const stack = [
        "System.ArgumentNullException: Value cannot be null. (Parameter 'connectionString')",
        "   at Microsoft.EntityFrameworkCore.Utilities.Check.NotEmpty(String value, String parameterName)",
        "   at Microsoft.EntityFrameworkCore.SqlServerDbContextOptionsExtensions.UseSqlServer(DbContextOptionsBuilder optionsBuilder, String connectionString, Action`1 sqlServerOptionsAction)",
        "   at Twyc.Ops.Haulout.Startup.<>c__DisplayClass4_0.<ConfigureServices>b__0(DbContextOptionsBuilder o) in /src/Haulout/Startup.cs:line 57",
        "   at Microsoft.AspNetCore.Diagnostics.DeveloperExceptionPageMiddlewareImpl.Invoke(HttpContext context)",
      ];
      sim.fault({
        svc: h.name,
        from: t0,
        to: sim.end,
        p: 0.92,
        status: 500,
        ms: [3, 25],
        server: () => ({
          level: "ERROR",
          msg: "An unhandled exception has occurred while executing the request.",
          stack,
        }),
      });
      sim.every(t0 + 500, sim.end, 900, (t) => {
        const rid = sim.rid();
        for (let a = 1; a <= 3; a++)
          sim.emit(
            t + a * 250,
            p.name,
            "WARN",
            `Execution attempt. Source: 'HauloutClient-standard//Standard-Retry', Operation Key: '', Result: '500', Handled: 'True', Attempt: '${a - 1}', Execution Time: ${sim.r.float(8, 40).toFixed(4)}ms`,
            { rid },
          );
        sim.emit(
          t + 1000,
          p.name,
          "ERROR",
          `System.Net.Http.HttpRequestException: Response status code does not indicate success: 500 (Internal Server Error). GET http://${h.name}/api/haulout/slots?member=M${sim.r.int(10000, 99999)}`,
          { rid },
        );
      });
      return {
        origin: h.name,
        start: t0,
        note: `Release 4.12.0 of ${h.name} ships without its database connection string, so every request throws; ${p.name}'s retries make it the loudest service, right after an unrelated billing deploy.`,
      };
    },
  },
  {
    kind: "node-heap-leak-crashloop",
    estate: "harbourline",
    category: "memory",
    hints: ["memory", "heap", "oom", "out of memory", "allocation"],
    severity: "high",
    needs: ["listings", "media", "haulout"],
    run(sim) {
      const l = sim.svc("listings");
      const t0 = sim.at(0.3);
      sim.every(t0, sim.end, 9000, (t) =>
        sim.emit(t, l.name, "WARN", `event loop delay p99 ${sim.r.int(180, 900)}ms over last 10s`),
      );
      let crash = t0 + sim.r.int(100000, 160000);
      while (crash < sim.end - 30000) {
        const pid = sim.r.int(20, 60);
        sim.emit(crash, l.name, "ERROR", "<--- Last few GCs --->", {
          stack: [
            "",
            `[${pid}:0x6a3e2c0]  ${sim.r.int(100000, 900000)} ms: Mark-Compact ${(2036 + sim.r.float(0, 6)).toFixed(1)} (2082.7) -> ${(2034 + sim.r.float(0, 6)).toFixed(1)} (2083.4) MB, ${sim.r.float(1500, 1900).toFixed(2)} / 0.00 ms  (average mu = 0.114, current mu = 0.017) allocation failure; scavenge might not succeed`,
            `[${pid}:0x6a3e2c0]  ${sim.r.int(100000, 900000)} ms: Mark-Compact 2039.9 (2083.4) -> 2039.2 (2084.6) MB, 1844.02 / 0.00 ms  (average mu = 0.061, current mu = 0.006) allocation failure; scavenge might not succeed`,
            "",
            "<--- JS stacktrace --->",
            "",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            " 1: 0xb8a1c0 node::Abort() [node]",
            " 2: 0xa9c8e5  [node]",
            " 3: 0xd6f250 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            " 4: 0xf4c6b5 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]",
          ],
        });
        const back = crash + sim.r.int(20000, 40000);
        sim.silence(l.name, crash + 10, back);
        sim.fault({ svc: l.name, from: crash, to: back, p: 1, status: 503, flag: "UF", ms: [0, 2], server: null });
        sim.fault({
          svc: l.name,
          from: crash - 15000,
          to: crash,
          p: 0.4,
          status: 504,
          flag: "UT",
          ms: [15000, 15000],
          server: null,
        });
        startup(sim, l, back, "3.18.2");
        crash = back + sim.r.int(150000, 230000);
      }
      sim.fault({ svc: l.name, from: t0 + 30000, to: sim.end, p: 0.08, status: 200, ms: [900, 4000] });
      rollingDeploy(sim, sim.svc("haulout"), t0 + 200000, "2.40.1", true);
      sim.emit(t0 + 60000, sim.svc("media").name, "WARN", "memory usage 71% of limit, shrinking decode buffer pool");
      return {
        origin: l.name,
        start: t0,
        note: `An unbounded in-process cache in ${l.name} fills the V8 heap; event-loop delay climbs, then it dies with JavaScript heap out of memory and crash-loops while the edge returns 503/504.`,
      };
    },
  },
  {
    kind: "mysql-page-corruption-crashloop",
    estate: "saltmarsh",
    category: "database",
    hints: ["mysql", "database", "innodb", "corruption", "sql", "db"],
    severity: "high",
    needs: ["db", "booking", "haulout", "queue"],
    run(sim) {
      const d = sim.svc("db");
      const w = sim.svc("booking");
      const h = sim.svc("haulout");
      const q = sim.svc("queue");
      const t0 = sim.at(0.45);
      let t = t0;
      let n = 0;
      while (t < sim.end - 60000 && n < 4) {
        sim.emit(
          t,
          d.name,
          "ERROR",
          "[ERROR] [MY-011906] [InnoDB] Database page corruption on disk or a failed file read of tablespace yard/work_orders page [page id: space=42, page number=11803]. You may have to recover from a backup.",
        );
        sim.emit(
          t + 3,
          d.name,
          "ERROR",
          "[ERROR] [MY-013183] [InnoDB] Assertion failure: buf0buf.cc:4210:ib::fatal triggered thread 140231877465856",
          {
            stack: [
              "InnoDB: We intentionally generate a memory trap.",
              "InnoDB: Submit a detailed bug report to http://bugs.mysql.com.",
              `${new Date(t).toISOString()} 0 [Note] mysqld got signal 6 ;`,
              "Most likely, you have hit a bug, but this error can also be caused by malfunctioning hardware.",
            ],
          },
        );
        const up = t + sim.r.int(35000, 70000);
        sim.silence(d.name, t + 10, up);
        sim.emit(
          up,
          d.name,
          "INFO",
          "[System] [MY-010116] [Server] /usr/sbin/mysqld (mysqld 8.0.39) starting as process 1",
        );
        sim.emit(up + 800, d.name, "INFO", "[System] [MY-013576] [InnoDB] InnoDB initialization has started.");
        sim.emit(
          up + 2000,
          d.name,
          "WARN",
          "[Warning] [MY-012137] [InnoDB] Database was not shutdown normally! Starting crash recovery.",
        );
        const ready = up + sim.r.int(15000, 30000);
        sim.emit(
          ready,
          d.name,
          "INFO",
          "[System] [MY-010931] [Server] /usr/sbin/mysqld: ready for connections. Version: '8.0.39'  socket: '/var/run/mysqld/mysqld.sock'  port: 3306  MySQL Community Server - GPL.",
        );
        sim.every(t, ready, 350, (tt) => {
          sim.emit(
            tt,
            w.name,
            "ERROR",
            sim.r.pick([
              "ActiveRecord::ConnectionNotEstablished (Can't connect to MySQL server on 'yard_mysql:3306' (111)):",
              "ActiveRecord::StatementInvalid (Mysql2::Error::ConnectionError: Lost connection to MySQL server during query):",
            ]),
          );
          if (sim.r.chance(0.5))
            sim.emit(
              tt + 40,
              h.name,
              "ERROR",
              sim.r.pick([
                `django.db.utils.OperationalError: (2013, 'Lost connection to MySQL server during query')`,
                `django.db.utils.OperationalError: (2003, "Can't connect to MySQL server on 'yard_mysql' ([Errno 111] Connection refused)")`,
              ]),
            );
          if (sim.r.chance(0.6))
            sim.emit(
              tt + 80,
              q.name,
              "WARN",
              `Task haulout.sync_lift_slots[${sim.r.hex(8)}] retry: Retry in ${sim.r.int(1, 30)}s: OperationalError(2003, "Can't connect to MySQL server on 'yard_mysql' ([Errno 111] Connection refused)")`,
            );
        });
        sim.fault({ svc: w.name, from: t, to: ready, p: 0.85, status: 500, ms: [5, 60], server: null });
        sim.fault({ svc: h.name, from: t, to: ready, p: 0.85, status: 500, ms: [5, 60], server: null });
        t = ready + sim.r.int(40000, 120000);
        n++;
      }
      sim.emit(t0 - 200000, w.name, "INFO", "deploy: work_orders 2026.48.2 (bundle exec puma) restarted");
      return {
        origin: d.name,
        start: t0,
        note: `A corrupt InnoDB page in work_orders makes ${d.name} hit an assertion and restart repeatedly; the Rails and Django callers and Celery retries are far louder than the few database lines.`,
      };
    },
  },
  {
    kind: "conntrack-drops-ledger",
    estate: "keelhaus",
    category: "network",
    hints: ["network", "connection", "reset", "dial", "i/o timeout", "dns", "socket", "tcp"],
    severity: "high",
    needs: ["billing", "payments", "booking", "queue"],
    run(sim) {
      const l = sim.svc("billing");
      const c = sim.svc("payments");
      const b = sim.svc("booking");
      const t0 = sim.at(0.5);
      const me = `10.20.${sim.r.int(1, 6)}.${sim.r.int(2, 250)}`;
      sim.every(t0, sim.end, 1300, (t) => {
        const port = sim.r.int(32000, 60000);
        sim.emit(
          t,
          l.name,
          sim.r.chance(0.3) ? "WARN" : "ERROR",
          sim.r.pick([
            `pgx: failed to connect to \`host=ledger-pg.keelhaus.svc user=ledger database=ledger\`: dial error (dial tcp 10.20.7.31:5432: connect: connection timed out)`,
            `read tcp ${me}:${port}->10.20.7.31:5432: read: connection reset by peer`,
            `dial tcp: lookup ledger-pg.keelhaus.svc.cluster.local on 10.96.0.10:53: read udp ${me}:${port}->10.96.0.10:53: i/o timeout`,
            `nats: publish ledger.entry.created: write tcp ${me}:${port}->10.20.2.9:4222: write: broken pipe`,
          ]),
        );
      });
      sim.fault({
        svc: l.name,
        from: t0,
        to: sim.end,
        p: 0.6,
        status: 503,
        ms: [1000, 5000],
        server: (r) => ({ level: "ERROR", msg: `entry rejected: storage unavailable (attempt ${r.int(1, 3)}/3)` }),
      });
      sim.every(t0 + 2000, sim.end, 600, (t) => {
        const rid = sim.rid();
        sim.emit(
          t,
          c.name,
          "ERROR",
          `ledger write failed for order ${sim.r.hex(10)}: AxiosError: Request failed with status code 503 (POST http://ledger:8080/v1/ledger/entries)`,
          { rid },
        );
        sim.emit(t + 10, c.name, "WARN", `retrying ledger write in ${2 ** sim.r.int(0, 4) * 100}ms`, { rid });
      });
      sim.every(t0 + 5000, sim.end, 2500, (t) =>
        sim.emit(
          t,
          b.name,
          "ERROR",
          `reservation confirm: ledger hold failed: context deadline exceeded (Client.Timeout exceeded while awaiting headers)`,
        ),
      );
      sim.emit(
        t0 - 150000,
        sim.svc("queue").name,
        "INFO",
        "[INF] Server is ready; cluster route established with nats-2",
      );
      return {
        origin: l.name,
        start: t0,
        note: `The node running ${l.name} starts dropping its connections (resets, DNS and dial timeouts to its database and broker); ${c.name} and ${b.name} report it as 503s and deadlines, amid the usual client-reset noise.`,
      };
    },
  },
  {
    kind: "card-processor-5xx-breaker",
    estate: "harbourline",
    category: "dependency",
    hints: [
      "stripe",
      "payment",
      "processor",
      "503",
      "circuit",
      "breaker",
      "upstream",
      "vendor",
      "provider",
      "unavailable",
    ],
    severity: "high",
    needs: ["payments", "billing", "booking", "haulout"],
    run(sim) {
      const p = sim.svc("payments");
      const bill = sim.svc("billing");
      const bk = sim.svc("booking");
      const t0 = sim.at(0.4);
      const open = t0 + sim.r.int(40000, 70000);
      sim.every(t0, open, 800, (t) =>
        sim.emit(
          t,
          p.name,
          "WARN",
          `StripeAPIError: (Status 503) An unknown error occurred (request req_${sim.r.hex(14)}, POST /v1/payment_intents), retrying (${sim.r.int(1, 2)}/2)`,
        ),
      );
      sim.emit(
        open,
        p.name,
        "WARN",
        `Breaker "stripe.paymentIntents" opened: 31 failures in last 10000ms (error threshold 50%)`,
      );
      sim.every(open, sim.end, 30000, (t) => {
        sim.emit(t, p.name, "INFO", `Breaker "stripe.paymentIntents" half-open, trying one request`);
        sim.emit(
          t + 1500,
          p.name,
          "WARN",
          `StripeConnectionError: An error occurred with our connection to Stripe. Request was retried 2 times.`,
        );
        sim.emit(t + 1600, p.name, "WARN", `Breaker "stripe.paymentIntents" opened`);
      });
      sim.fault({
        svc: p.name,
        from: open,
        to: sim.end,
        p: 0.95,
        status: 503,
        ms: [1, 5],
        server: () => ({ level: "ERROR", msg: "Error: Breaker is open" }),
      });
      sim.every(t0 + 3000, sim.end, 500, (t) => {
        const rid = sim.rid();
        for (let a = 1; a <= 3; a++)
          sim.emit(
            t + a * 400,
            bill.name,
            a < 3 ? "WARN" : "ERROR",
            `c.h.billing.pay.CardPaymentsClient : POST http://card-payments:3000/internal/charges -> 503 SERVICE_UNAVAILABLE (attempt ${a}/3)`,
            { rid },
          );
      });
      sim.every(t0 + 8000, sim.end, 1800, (t) =>
        sim.emit(
          t,
          bk.name,
          "ERROR",
          `deposit capture failed for BK-${sim.r.int(100000, 999999)}: card-payments responded 503, booking left in PENDING_PAYMENT`,
        ),
      );
      rollingDeploy(sim, sim.svc("haulout"), t0 - 100000, "2.41.0", true);
      return {
        origin: p.name,
        start: t0,
        note: `The card processor's API starts answering 503 and ${p.name}'s breaker opens; ${bill.name}'s dues retries and ${bk.name}'s failed deposits are louder, and ${p.name} itself mostly warns.`,
      };
    },
  },
  {
    kind: "stale-client-secret-after-rotation",
    estate: "tidewater",
    category: "authentication",
    hints: ["auth", "credential", "client", "secret", "unauthorized", "401", "invalid_client", "token", "oauth"],
    severity: "high",
    needs: ["billing", "auth", "payments", "portal"],
    run(sim) {
      const b = sim.svc("billing");
      const sso = sim.svc("auth");
      const v = sim.svc("payments");
      const t0 = sim.at(0.5);
      sim.emit(
        t0 - 120000,
        sso.name,
        "INFO",
        `type="UPDATE_CLIENT_SECRET", realmId="twyc", clientId="pay-billing-core", operation="rotation policy 90d", result="success"`,
      );
      sim.every(sim.start, sim.end, 4000, (t) =>
        sim.emit(
          t,
          sso.name,
          "WARN",
          `type="LOGIN_ERROR", realmId="twyc", clientId="mbr-portal", userId="null", ipAddress="${sim.r.int(80, 95)}.${sim.r.int(1, 250)}.${sim.r.int(1, 250)}.${sim.r.int(1, 250)}", error="invalid_user_credentials", auth_method="openid-connect"`,
        ),
      );
      sim.every(t0, sim.end, 1500, (t) => {
        sim.emit(
          t,
          sso.name,
          "WARN",
          `type="CLIENT_LOGIN_ERROR", realmId="twyc", clientId="pay-billing-core", userId="null", ipAddress="10.8.3.${sim.r.int(10, 40)}", error="invalid_client_credentials", grant_type="client_credentials"`,
        );
        sim.emit(
          t + 20,
          b.name,
          "ERROR",
          `o.s.s.o.c.OAuth2AuthorizedClientManager : [invalid_client] Invalid client or Invalid client credentials (token endpoint http://plat-sso/sso/realms/twyc/protocol/openid-connect/token returned 401)`,
        );
        if (sim.r.chance(0.6))
          sim.emit(
            t + 40,
            b.name,
            "ERROR",
            `dues charge for M${sim.r.int(10000, 99999)} failed: could not obtain access token for pay-card-vault`,
          );
      });
      sim.fault({
        svc: b.name,
        from: t0,
        to: sim.end,
        p: 0.7,
        status: 502,
        ms: [40, 200],
        server: () => ({
          level: "ERROR",
          msg: "org.springframework.security.oauth2.client.ClientAuthorizationException: [invalid_client] Invalid client or Invalid client credentials",
        }),
      });
      sim.every(sim.start, sim.end, 20000, (t) =>
        sim.emit(
          t,
          v.name,
          "WARN",
          "Bearer token rejected: Jwt expired at 2026-12-02T" +
            new Date(t - 60000).toISOString().slice(11, 19) +
            "Z (client=ops-fuel-dock)",
        ),
      );
      sim.every(t0, sim.end, 5000, (t) =>
        sim.emit(t, sim.svc("portal").name, "WARN", "Dues payment page degraded: billing returned 502 Bad Gateway"),
      );
      return {
        origin: b.name,
        start: t0,
        note: `${sso.name} rotates ${b.name}'s client secret but ${b.name} keeps the old one cached until its token expires; from then every token request is refused with invalid_client and dues charges stop, amid routine member login failures.`,
      };
    },
  },
  {
    kind: "gunicorn-worker-timeouts",
    estate: "saltmarsh",
    category: "timeout",
    hints: ["timeout", "timed out", "worker", "execution time", "deadline"],
    severity: "medium",
    needs: ["haulout", "portal", "queue", "billing"],
    run(sim) {
      const h = sim.svc("haulout");
      const p = sim.svc("portal");
      const t0 = sim.at(0.4);
      sim.every(t0, sim.end, 3500, (t) => {
        const pid = sim.r.int(40, 400);
        sim.emit(t, h.name, "ERROR", `[CRITICAL] WORKER TIMEOUT (pid:${pid})`);
        sim.emit(t + 15, h.name, "ERROR", `[ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`);
        sim.emit(t + 600, h.name, "INFO", `[INFO] Booting worker with pid: ${pid + sim.r.int(1, 9)}`);
      });
      sim.every(t0, sim.end, 7000, (t) =>
        sim.emit(
          t,
          h.name,
          "WARN",
          `slow: GET /api/lift_slots?from=2026-12-0${sim.r.int(3, 9)} took ${sim.r.float(24, 31).toFixed(1)}s (plan_lifts: ${sim.r.int(9000, 14000)} candidate combinations)`,
        ),
      );
      sim.fault({ svc: h.name, from: t0, to: sim.end, p: 0.55, status: 504, ms: [30000, 30001], server: null });
      sim.every(t0 + 5000, sim.end, 900, (t) =>
        sim.emit(
          t,
          p.name,
          "ERROR",
          `Net::ReadTimeout with #<TCPSocket:(closed)> (GET http://haul_out_jobs:8000/api/lift_slots)`,
          {
            stack: [
              "app/services/haulout_client.rb:41:in `lift_slots'",
              "app/controllers/customers/jobs_controller.rb:18:in `show'",
            ],
          },
        ),
      );
      sim.every(t0, sim.end, 4000, (t) =>
        sim.emit(
          t,
          sim.svc("proxy").name,
          "ERROR",
          `upstream timed out (110: Connection timed out) while reading response header from upstream, client: ${sim.r.int(80, 95)}.${sim.r.int(1, 250)}.2.${sim.r.int(1, 250)}, server: yard.saltmarsh.example, request: "GET /api/lift_slots HTTP/1.1", upstream: "http://172.18.0.7:8000/api/lift_slots"`,
        ),
      );
      sim.emit(
        t0 - 60000,
        sim.svc("billing").name,
        "INFO",
        "invoice_runner 1.9.0 deployed (celery beat schedule unchanged)",
      );
      return {
        origin: h.name,
        start: t0,
        note: `A new lift-planning request shape makes ${h.name}'s slot search run past gunicorn's 30 s worker timeout; workers are killed and respawned while the portal's Net::ReadTimeout errors dominate.`,
      };
    },
  },
];
