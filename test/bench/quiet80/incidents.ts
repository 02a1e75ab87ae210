// Eight real-world failures, one per category, each tied to the estate whose runtimes it speaks in.
import { type Ctx, edgeLine, emit, every, poisson } from "./baseline.js";
import { has, name, type Role } from "./estates.js";
import { fixed, hex, int, pick } from "./rng.js";

const S = 1000;

export interface Incident {
  key: string;
  estate: string;
  category: string;
  origin: Role;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** roles whose normal lines thin out or stop, from `start` on */
  quiet: (role: Role, t: number, start: number) => boolean;
  run: (c: Ctx, start: number, end: number) => void;
}

const acctNo = (c: Ctx) => `${int(c.r, 1000000, 9999999)}`;
const tr = (c: Ctx) => (c.e.tracing ? hex(c.r, 16) : undefined);

export const INCIDENTS: Incident[] = [
  {
    key: "billing-sql-pool",
    estate: "ridgeline",
    category: "database",
    origin: "billing",
    hints: ["sql", "pool", "database", "connection", "request limit"],
    severity: "high",
    note: "cis-billing exhausts its SQL connection pool and hits the database request limit; the portal's bill and payment calls fail with 500s and retries",
    quiet: (role, t, s) => role === "billing" && t > s,
    run: (c, s, end) => {
      const e = c.e;
      const bill = name(e, "billing");
      emit(
        c,
        s,
        "billing",
        "WARN",
        `SqlConnection pool 'CisBilling' usage 100/100, ${int(c.r, 30, 60)} requests waiting`,
      );
      poisson(c.r, s + 4 * S, end, 0.9, (t) => {
        if (c.r() < 0.55) {
          emit(
            c,
            t,
            "billing",
            "ERROR",
            `Failed executing DbCommand (${int(c.r, 15000, 30000)}ms) [CommandType='Text', CommandTimeout='30'] SELECT [s].[StatementId], [s].[AccountId] FROM [billing].[Statements] AS [s] WHERE [s].[AccountId] = @__accountId_0`,
            {
              stack: [
                "System.InvalidOperationException: Timeout expired.  The timeout period elapsed prior to obtaining a connection from the pool.  This may have occurred because all pooled connections were in use and max pool size was reached.",
                "   at Microsoft.Data.SqlClient.ConnectionPool.DbConnectionInternal.TryGetConnection(DbConnection owningObject, UInt32 waitForMultipleObjectsTimeout, Boolean allowCreate, Boolean onlyOneCheckConnection, DbConnectionOptions userOptions, DbConnectionInternal& connection)",
                "   at Microsoft.Data.SqlClient.SqlConnection.TryOpen(TaskCompletionSource`1 retry, SqlConnectionOverrides overrides)",
                "   at Microsoft.EntityFrameworkCore.Storage.RelationalConnection.OpenInternalAsync(Boolean errorsExpected, CancellationToken cancellationToken)",
                "   at Ridgeline.Cis.Billing.Statements.StatementQuery.ForAccountAsync(String accountId, CancellationToken ct) in /src/Cis.Billing/Statements/StatementQuery.cs:line 57",
              ],
            },
          );
        } else {
          emit(
            c,
            t,
            "billing",
            "ERROR",
            `An exception occurred while iterating over the results of a query for context type 'Ridgeline.Cis.Billing.Data.BillingDbContext'.`,
            {
              stack: [
                `Microsoft.Data.SqlClient.SqlException (0x80131904): Resource ID : 1. The request limit for the database is 200 and has been reached. See 'https://docs.microsoft.com/azure/azure-sql/database/resource-limits-logical-server' for assistance.`,
                "   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
                "   at Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler, SqlDataReader dataStream, BulkCopySimpleResultSet bulkCopyHandler, TdsParserStateObject stateObj, Boolean& dataReady)",
                "   at Ridgeline.Cis.Billing.Rating.BillRunWorker.RateRouteAsync(String route) in /src/Cis.Billing/Rating/BillRunWorker.cs:line 118",
                `ClientConnectionId:${hex(c.r, 8)}-${hex(c.r, 4)}-${hex(c.r, 4)}-${hex(c.r, 4)}-${hex(c.r, 12)}`,
                "Error Number:10928,State:1,Class:20",
              ],
            },
          );
        }
      });
      every(c.r, s + 20 * S, end, 20, (t) =>
        emit(
          c,
          t,
          "billing",
          "WARN",
          `bill run route ${String(int(c.r, 100, 160)).padStart(4, "0")} aborted after 3 attempts, requeued`,
        ),
      );
      // callers: the portal, loud, with retries
      poisson(c.r, s + 6 * S, end, 1.6, (t) => {
        const a = acctNo(c);
        const p = pick(c.r, [
          `/api/v2/accounts/${a}/bills`,
          `/api/v2/accounts/${a}/payments`,
          `/api/v2/accounts/${a}/bills/latest/pdf`,
        ]);
        emit(
          c,
          t,
          "portal",
          "WARN",
          `upstream ${bill} GET ${p.replace("/api/v2", "/v1")} failed with 500, retry ${int(c.r, 1, 3)}/3 in ${pick(c.r, [200, 400, 800])}ms`,
        );
        if (c.r() < 0.5)
          emit(
            c,
            t + 1800,
            "portal",
            "ERROR",
            `${p.includes("payments") ? "POST" : "GET"} ${p} 502 ${int(c.r, 2100, 9000)}ms - Error: upstream ${bill} responded 500 Internal Server Error`,
          );
      });
      poisson(c.r, s + 30 * S, end, 0.1, (t) =>
        emit(
          c,
          t,
          "workorders",
          "WARN",
          `account balance lookup for disconnect order failed (cis-billing HTTP 500), order kept in HOLD`,
        ),
      );
    },
  },
  {
    key: "bridge-vpn-resets",
    estate: "ridgeline",
    category: "network",
    origin: "scada",
    hints: ["reset", "network", "connection", "route", "tcp", "unreachable"],
    severity: "high",
    note: "modbus-bridge loses its network path to every outstation at once (connection resets, no route to host) while rain-related single-site radio flaps continue as before; pi-feeder reports stale tags",
    quiet: (role, t, s) => role === "scada" && t > s,
    run: (c, s, end) => {
      const e = c.e;
      const addr = e.stations.map((_, i) => `10.44.${8 + i}.${int(c.r, 10, 40)}:502`);
      emit(
        c,
        s,
        "scada",
        "ERROR",
        `read tcp 10.44.0.5:${int(c.r, 40000, 60000)}->${addr[0]}: read: connection reset by peer`,
      );
      for (let i = 0; i < e.stations.length; i++) {
        every(c.r, s + int(c.r, 1, 12) * S, end, 15, (t, k) => {
          const msg =
            k % 3 === 0
              ? `read tcp 10.44.0.5:${int(c.r, 40000, 60000)}->${addr[i]}: read: connection reset by peer`
              : k % 3 === 1
                ? `dial tcp ${addr[i]}: connect: no route to host`
                : `dial tcp ${addr[i]}: i/o timeout`;
          emit(c, t, "scada", "ERROR", `poll ${e.stations[i]} failed: ${msg}`);
          if (k % 4 === 0)
            emit(
              c,
              t + 300,
              "scada",
              "WARN",
              `${e.stations[i]}: backing off ${Math.min(60, 5 * 2 ** Math.min(k, 4))}s before reconnect`,
            );
        });
      }
      every(c.r, s + 40 * S, end, 30, (t) =>
        emit(
          c,
          t,
          "historian",
          "WARN",
          `PI point ${pick(c.r, ["RMW.LS4.WETWELL.LVL", "RMW.BST2.DISCH.PRESS", "RMW.W9.FLOW", "RMW.RT.TANK.LVL"])} stale: no value from source modbus-bridge for ${int(c.r, 60, 400)}s`,
        ),
      );
      every(c.r, s + 90 * S, end, 60, (t) =>
        emit(
          c,
          t,
          "workorders",
          "WARN",
          `auto-created SCADA comms investigation for ${pick(c.r, e.stations)} suppressed (duplicate of WO-${int(c.r, 240000, 249999)})`,
        ),
      );
    },
  },
  {
    key: "bill-calc-missing-tariff",
    estate: "corrin",
    category: "configuration",
    origin: "billing",
    hints: ["config", "property", "placeholder", "tariff", "missing"],
    severity: "high",
    note: "bill-calc is redeployed with a config map lacking the new tariff key; every rating and bill request fails with an unresolved placeholder, portal-bff reports 500s from bill-calc",
    quiet: (role, t, s) => role === "billing" && t > s,
    run: (c, s, end) => {
      const e = c.e;
      emit(
        c,
        s - 45 * S,
        "billing",
        "INFO",
        `Received SIGTERM, shutting down gracefully (rollout bill-calc-7c9d${hex(c.r, 6)})`,
      );
      emit(
        c,
        s - 20 * S,
        "billing",
        "INFO",
        `Starting BillCalcApplication v4.12.0 using Java 21.0.5 with PID 1 (/app/bill-calc.jar started by app in /app)`,
      );
      emit(c, s - 18 * S, "billing", "INFO", `The following 1 profile is active: "prod"`);
      emit(c, s - 8 * S, "billing", "INFO", `Tomcat started on port 8080 (http) with context path '/'`);
      emit(c, s - 7 * S, "billing", "INFO", `Started BillCalcApplication in 12.417 seconds (process running for 13.2)`);
      const stack = [
        `java.lang.IllegalArgumentException: Could not resolve placeholder 'tariff.resi-std.fy27.tier2-rate' in value "\${tariff.resi-std.fy27.tier2-rate}"`,
        "\tat org.springframework.util.PropertyPlaceholderHelper.parseStringValue(PropertyPlaceholderHelper.java:180)",
        "\tat org.springframework.core.env.AbstractPropertyResolver.resolveRequiredPlaceholders(AbstractPropertyResolver.java:239)",
        "\tat au.gov.corrinbay.billing.tariff.TariffResolver.rateFor(TariffResolver.java:77)",
        "\tat au.gov.corrinbay.billing.rating.RatingService.rate(RatingService.java:142)",
        "\tat au.gov.corrinbay.billing.api.BillController.preview(BillController.java:58)",
      ];
      poisson(c.r, s, end, 0.8, (t) => {
        const trace = tr(c);
        const a = acctNo(c);
        emit(
          c,
          t,
          "billing",
          "ERROR",
          `Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.IllegalArgumentException: Could not resolve placeholder 'tariff.resi-std.fy27.tier2-rate' in value "\${tariff.resi-std.fy27.tier2-rate}"]`,
          { stack, trace },
        );
        emit(
          c,
          t + 30,
          "portal",
          "ERROR",
          `GET /bills/${a}/preview failed: bill-calc responded 500 (${int(c.r, 20, 90)}ms)`,
          { trace },
        );
        if (has(e, "edge"))
          emit(c, t + 40, "edge", "INFO", edgeLine(c, "GET", `/api/v2/accounts/${a}/bills`, 502, 0.05 + c.r() * 0.1), {
            trace,
          });
      });
      every(c.r, s + 3 * S, end, 20, (t) =>
        emit(
          c,
          t,
          "billing",
          "ERROR",
          `bill run cycle 2026-10 route ${String(int(c.r, 100, 160)).padStart(4, "0")} failed: rating aborted for ${int(c.r, 120, 260)} accounts (IllegalArgumentException)`,
        ),
      );
    },
  },
  {
    key: "historian-disk-full",
    estate: "corrin",
    category: "disk",
    origin: "historian",
    hints: ["disk", "space", "enospc", "ioexception", "volume"],
    severity: "high",
    note: "historian-writer's archive volume fills; archive writes fail with No space left on device and rtu-poller falls back to store-and-forward with a growing buffer",
    quiet: (role, t, s) => role === "historian" && t > s,
    run: (c, s, end) => {
      emit(c, s - 90 * S, "historian", "WARN", `archive volume /data/archive usage 96% (free ${fixed(c.r, 6, 9)} GiB)`);
      emit(
        c,
        s - 30 * S,
        "historian",
        "WARN",
        `archive volume /data/archive usage 99% (free ${fixed(c.r, 0.6, 1.4)} GiB)`,
      );
      poisson(c.r, s, end, 0.5, (t) =>
        emit(
          c,
          t,
          "historian",
          "ERROR",
          `failed to append batch ${hex(c.r, 8)} (${int(c.r, 900, 6000)} events) to segment 2026-11-${int(c.r, 10, 28)}.seg`,
          {
            stack: [
              "java.io.IOException: No space left on device",
              "\tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)",
              "\tat java.base/sun.nio.ch.FileChannelImpl.write(FileChannelImpl.java:285)",
              "\tat au.gov.corrinbay.historian.store.SegmentWriter.append(SegmentWriter.java:121)",
              "\tat au.gov.corrinbay.historian.ingest.BatchConsumer.handle(BatchConsumer.java:64)",
            ],
            trace: tr(c),
          },
        ),
      );
      every(c.r, s + 5 * S, end, 30, (t) =>
        emit(c, t, "historian", "WARN", `ingest paused: cannot persist, kafka consumer lag ${int(c.r, 40000, 400000)}`),
      );
      emit(
        c,
        s + 2 * S,
        "scada",
        "WARN",
        `historian-writer rejected batch: HTTP 507 Insufficient Storage, switching to store-and-forward`,
      );
      every(c.r, s + 15 * S, end, 20, (t, i) =>
        emit(
          c,
          t,
          "scada",
          "WARN",
          `store-and-forward buffer ${(i + 1) * int(c.r, 5000, 9000)}/500000 events, historian-writer still rejecting (507)`,
        ),
      );
      poisson(c.r, s + 20 * S, end, 0.25, (t) =>
        emit(
          c,
          t,
          "portal",
          "ERROR",
          `GET /ops/trends/${pick(c.r, c.e.stations).split(" ")[0]} 503 - historian-writer query failed: 503 Service Unavailable`,
          { trace: tr(c) },
        ),
      );
    },
  },
  {
    key: "headend-oom",
    estate: "harrow",
    category: "memory",
    origin: "headend",
    hints: ["memory", "heap", "outofmemory", "oom"],
    severity: "high",
    note: "ami-headend runs out of Java heap after long GC pauses and goes quiet between restarts; mdm-core reports missing uplink batches and the LoRaWAN gateways buffer",
    quiet: (role, t, s) => role === "headend" && t > s,
    run: (c, s, end) => {
      const mdm = name(c.e, "mdm");
      every(c.r, s - 150 * S, s, 25, (t, i) =>
        emit(
          c,
          t,
          "headend",
          "WARN",
          `[gc] GC(${8800 + i}) Pause Full (G1 Compaction Pause) ${Math.min(4090, 3900 + i * 30)}M->${Math.min(4060, 3700 + i * 60)}M(4096M) ${fixed(c.r, 2.1, 4.8, 3)}s`,
        ),
      );
      const oom = (t: number) => {
        emit(
          c,
          t,
          "headend",
          "ERROR",
          `Exception in thread "uplink-decoder-7" java.lang.OutOfMemoryError: Java heap space`,
          {
            stack: [
              "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
              "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)",
              "\tat uk.co.harrowvale.headend.dedup.FrameWindow.add(FrameWindow.java:88)",
              "\tat uk.co.harrowvale.headend.uplink.UplinkPipeline.onFrame(UplinkPipeline.java:154)",
            ],
          },
        );
        emit(c, t + 900, "headend", "FATAL", `Terminating due to java.lang.OutOfMemoryError: Java heap space`);
      };
      oom(s);
      // restarts, brief life, OOM again
      for (let t = s + 70 * S; t < end - 60 * S; t += int(c.r, 140, 220) * S) {
        emit(c, t, "headend", "INFO", `Starting AmiHeadendApplication v2.31.4 on ami-headend-1 with PID 1`);
        emit(
          c,
          t + 14 * S,
          "headend",
          "INFO",
          `connected to network server, resuming from checkpoint (${int(c.r, 20000, 90000)} frames pending)`,
        );
        emit(
          c,
          t + 40 * S,
          "headend",
          "WARN",
          `[gc] GC(${int(c.r, 30, 90)}) Pause Full (G1 Compaction Pause) 4012M->3990M(4096M) ${fixed(c.r, 3, 6, 3)}s`,
        );
        oom(t + int(c.r, 55, 80) * S);
      }
      every(c.r, s + 30 * S, end, 30, (t) =>
        emit(
          c,
          t,
          "mdm",
          "WARN",
          `no uplink batch received from ami-headend for ${int(c.r, 60, 300)}s (expected every 30s)`,
        ),
      );
      poisson(c.r, s + 10 * S, end, 0.35, (t) =>
        emit(
          c,
          t,
          "mdm",
          "ERROR",
          `Polly: retry 3 of 3 for GET http://ami-headend:8080/api/devices/${hex(c.r, 16)}/last-read failed: System.Net.Http.HttpRequestException: Connection refused (ami-headend:8080)`,
        ),
      );
      poisson(c.r, s + 40 * S, end, 0.2, (t) =>
        emit(
          c,
          t,
          "portal",
          "WARN",
          `usage chart for account ${acctNo(c)} served from cache (${mdm} reports data delayed)`,
        ),
      );
    },
  },
  {
    key: "sms-vendor-503",
    estate: "harrow",
    category: "dependency",
    origin: "sms",
    hints: ["sms", "provider", "503", "unavailable", "upstream", "circuit"],
    severity: "medium",
    note: "the SMS aggregator used by notify-sms answers 503 then times out; notify-sms retries, opens its circuit breaker and queues messages while a genuine supply-interruption notice is being sent",
    quiet: (role, t, s) => role === "sms" && t > s,
    run: (c, s, end) => {
      const e = c.e;
      emit(
        c,
        s - 40 * S,
        "workorders",
        "WARN",
        `burst main reported DMA-117 (WO-${int(c.r, 250000, 259999)}), customer notification requested for 1,214 properties`,
      );
      emit(c, s - 30 * S, "sms", "INFO", `campaign supply_interruption DMA-117 accepted: 1214 recipients, rate 20/s`);
      poisson(c.r, s, s + 90 * S, 3, (t) =>
        emit(
          c,
          t,
          "sms",
          "WARN",
          `provider returned HTTP 503 Service Unavailable for ${e.phone}******${int(c.r, 10, 99)} (attempt ${int(c.r, 1, 3)}/3), retrying`,
        ),
      );
      poisson(c.r, s + 20 * S, s + 90 * S, 0.6, (t) =>
        emit(
          c,
          t,
          "sms",
          "ERROR",
          `Task notify.tasks.send_sms[${hex(c.r, 8)}-${hex(c.r, 4)}-${hex(c.r, 4)}-${hex(c.r, 4)}-${hex(c.r, 12)}] retry: Retry in ${pick(c.r, [4, 8, 16])}s: ReadTimeout(ReadTimeoutError("HTTPSConnectionPool(host='api.smsrelay.example', port=443): Read timed out. (read timeout=10)"))`,
        ),
      );
      emit(
        c,
        s + 90 * S,
        "sms",
        "ERROR",
        `circuit breaker 'sms-provider' OPEN after 50 failures in 60s; messages will be queued`,
      );
      every(c.r, s + 120 * S, end, 30, (t, i) => {
        emit(
          c,
          t,
          "sms",
          i % 2 ? "WARN" : "ERROR",
          i % 2
            ? `circuit breaker 'sms-provider' HALF_OPEN probe failed: 503 Service Unavailable, back to OPEN`
            : `outbound queue depth ${900 + i * int(c.r, 10, 40)} (supply_interruption DMA-117), provider unavailable`,
        );
      });
      poisson(c.r, s + 100 * S, end, 0.15, (t) =>
        emit(
          c,
          t,
          "workorders",
          "WARN",
          `customer notification for WO-${int(c.r, 250000, 259999)} still pending in notify-sms after ${int(c.r, 2, 12)} min`,
        ),
      );
    },
  },
  {
    key: "mdm-login-failed",
    estate: "elsmere",
    category: "authentication",
    origin: "mdm",
    hints: ["login", "authentication", "password", "credential", "18456"],
    severity: "high",
    note: "after a scheduled credential rotation mdm-service can no longer log in to its SQL database (error 18456), so ingest from lorawan-headend and usage calls from kundenportal and abrechnung fail",
    quiet: (role, t, s) => role === "mdm" && t > s,
    run: (c, s, end) => {
      emit(
        c,
        s - 60 * S,
        "mdm",
        "INFO",
        `secret 'mdm-sql-credentials' rotated by external-secrets (version 41 -> 42), reloading connection string on next open`,
      );
      const stack = [
        `Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'mdm_app'.`,
        "   at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
        "   at Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler, SqlDataReader dataStream, BulkCopySimpleResultSet bulkCopyHandler, TdsParserStateObject stateObj, Boolean& dataReady)",
        "   at Microsoft.Data.SqlClient.SqlInternalConnectionTds.CompleteLogin(Boolean enlistOK)",
        "   at Elsmere.Mdm.Ingest.IntervalWriter.WriteBatchAsync(IReadOnlyList`1 reads, CancellationToken ct) in /src/Elsmere.Mdm/Ingest/IntervalWriter.cs:line 73",
        `ClientConnectionId:${hex(c.r, 8)}-${hex(c.r, 4)}-${hex(c.r, 4)}-${hex(c.r, 4)}-${hex(c.r, 12)}`,
        "Error Number:18456,State:1,Class:14",
      ];
      poisson(c.r, s, end, 0.7, (t) =>
        emit(
          c,
          t,
          "mdm",
          "ERROR",
          pick(c.r, [
            `Failed to write interval batch from head-end`,
            `An error occurred using the connection to database 'MdmProd' on server 'sql-mdm-01.ew.local'.`,
          ]),
          { stack },
        ),
      );
      poisson(c.r, s + 3 * S, end, 1.2, (t) =>
        emit(
          c,
          t,
          "headend",
          "WARN",
          `POST http://mdm-service/ingest failed: 500 Internal Server Error, batch ${hex(c.r, 8)} requeued (attempt ${int(c.r, 1, 6)})`,
        ),
      );
      poisson(c.r, s + 5 * S, end, 0.4, (t) =>
        emit(
          c,
          t,
          "portal",
          "ERROR",
          `Verbrauchsabfrage fehlgeschlagen: mdm-service antwortete 500 (Kunde ${int(c.r, 100000, 999999)})`,
        ),
      );
      every(c.r, s + 10 * S, end, 40, (t) =>
        emit(
          c,
          t,
          "billing",
          "WARN",
          `Messwerte fuer Abrechnungslauf nicht verfuegbar (mdm-service HTTP 500), Schaetzung wird verwendet`,
        ),
      );
    },
  },
  {
    key: "leak-gunicorn-timeout",
    estate: "elsmere",
    category: "timeout",
    origin: "leak",
    hints: ["timeout", "timed out", "worker timeout"],
    severity: "medium",
    note: "leckortung's correlation endpoint runs past gunicorn's 30s limit; workers are killed with WORKER TIMEOUT and auftraege's calls time out, only at WARN in the origin",
    quiet: (role, t, s) => role === "leak" && t > s && Math.floor(t / 1000) % 3 !== 0,
    run: (c, s, end) => {
      let pid = int(c.r, 200, 900);
      every(c.r, s, end, 14, (t) => {
        emit(
          c,
          t,
          "leak",
          "WARN",
          `[${new Date(t).toISOString().slice(0, 19).replace("T", " ")} +0000] [1] [CRITICAL] WORKER TIMEOUT (pid:${pid})`,
        );
        emit(
          c,
          t + 40,
          "leak",
          "WARN",
          `[${new Date(t).toISOString().slice(0, 19).replace("T", " ")} +0000] [${pid}] [INFO] Worker exiting (pid: ${pid})`,
        );
        pid += int(c.r, 1, 9);
        emit(
          c,
          t + 400,
          "leak",
          "INFO",
          `[${new Date(t).toISOString().slice(0, 19).replace("T", " ")} +0000] [${pid}] [INFO] Booting worker with pid: ${pid}`,
        );
      });
      every(c.r, s + 5 * S, end, 25, (t) =>
        emit(
          c,
          t,
          "leak",
          "WARN",
          `correlation ${pick(c.r, c.e.dmas)} still running after ${int(c.r, 28, 30)}.${int(c.r, 0, 9)}s (${int(c.r, 180, 420)} logger pairs)`,
        ),
      );
      poisson(c.r, s + 30 * S, end, 0.45, (t) => {
        const wo = int(c.r, 200000, 299999);
        emit(
          c,
          t,
          "workorders",
          "ERROR",
          `Leckpruefung fuer Auftrag ${wo} fehlgeschlagen: Net::ReadTimeout with #<TCPSocket:(closed)>`,
          {
            stack: [
              "/usr/local/bundle/gems/net-protocol-0.2.2/lib/net/protocol.rb:229:in 'Net::BufferedIO#rbuf_fill'",
              "/usr/local/lib/ruby/3.3.0/net/http.rb:2363:in 'Net::HTTP#transport_request'",
              "/app/app/clients/leckortung_client.rb:31:in 'LeckortungClient#correlate'",
              "/app/app/jobs/leak_check_job.rb:12:in 'LeakCheckJob#perform'",
            ],
          },
        );
        emit(c, t + 200, "workorders", "WARN", `LeakCheckJob JID-${hex(c.r, 24)} retry ${int(c.r, 1, 5)} scheduled`);
      });
      poisson(c.r, s + 60 * S, end, 0.1, (t) =>
        emit(
          c,
          t,
          "edge",
          "WARN",
          edgeLine(c, "GET", `/api/v2/leaks/status?zone=${pick(c.r, c.e.dmas)}`, 504, 30 + c.r() * 0.2),
        ),
      );
    },
  },
];
