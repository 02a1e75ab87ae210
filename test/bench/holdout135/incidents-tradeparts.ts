// The thirteen tradeparts incidents, one per category. No ids here: callers and origins line up by time only.
import { configReload } from "./changes.js";
import { sku, skuSlug } from "./domain.js";
import {
  TP,
  TP_BRANCHES,
  TP_SUPPLIERS,
  tpAccount,
  tpEdiPoll,
  tpFinished,
  tpOrder,
  tpOrderFlow,
} from "./estate-tradeparts.js";
import { ASPNET } from "./frames.js";
import { shutdown, startup } from "./runtimes.js";
import { dotnetTrace, javaTrace, nodeTrace, pyTrace, rubyTrace } from "./stacks.js";
import { Req, type Scn } from "./stream.js";
import type { Incident } from "./types.js";

function sqlLogin(r: Scn["r"]): { stack: string; errType: string } {
  const trace = dotnetTrace(
    "Microsoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'svc_stockledger'.",
    [
      "Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
      "Microsoft.Data.SqlClient.TdsParser.ThrowExceptionAndWarning(TdsParserStateObject stateObj, SqlCommand command, Boolean callerHasConnectionLock, Boolean asyncClose)",
      "Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler, SqlDataReader dataStream, BulkCopySimpleResultSet bulkCopyHandler, TdsParserStateObject stateObj, Boolean& dataReady)",
      "Microsoft.Data.SqlClient.SqlInternalConnectionTds.CompleteLogin(Boolean enlistOK)",
      "Microsoft.Data.SqlClient.ConnectionPool.CreateObject(DbConnection owningObject, DbConnectionOptions userOptions, DbConnectionInternal oldConnection)",
      "Microsoft.Data.SqlClient.SqlConnection.InternalOpenAsync(CancellationToken cancellationToken)",
      "TradeParts.StockLedger.Data.LedgerDb.OpenAsync(CancellationToken ct) in /src/TradeParts.StockLedger/Data/LedgerDb.cs:line 31",
    ],
  );
  const conn = `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}`;
  return {
    errType: "Microsoft.Data.SqlClient.SqlException",
    stack: `${trace}\nClientConnectionId:${conn}\nError Number:18456,State:1,Class:14`,
  };
}

/** Fraction of stock-ledger's pool already recycled onto the rotated password. */
function loginShare(s: Scn, t: number): number {
  const start = s.start ?? t;
  return Math.min(0.95, 0.25 + (t - start) / 240_000);
}

const sqlPassword: Incident = {
  key: "tp-ledger-login-failed",
  estate: "tradeparts",
  category: "authentication",
  origin: TP.ledger,
  hints: ["login failed", "18456", "authentication", "password"],
  severity: "high",
  note: "The SQL Server password for svc_stockledger was rotated without updating stock-ledger's secret; as pooled connections recycle, new logins fail with error 18456 and stock queries, reservations and supplier updates fail.",
  flows(q) {
    const r = q.r;
    if (!r.chance(loginShare(q.s, q.t))) return false;
    if (q.flow === "stock") {
      const s = sku(r);
      const br = r.pick(TP_BRANCHES);
      const d = r.lat(12);
      q.log(d, TP.ledger, "error", `Stock query ${s} at ${br} failed`, sqlLogin(r));
      q.log(d + 3, TP.portal, "error", `Stock lookup failed for ${s}: stock-ledger returned 500 InternalServerError`);
      tpFinished(q, d + 5, "GET", `/api/stock/${skuSlug(s)}?branch=${br}`, 502, d + 7);
      return true;
    }
    if (q.flow === "order") {
      tpOrderFlow(q, {
        reserve(q2, d, order) {
          q2.log(d, TP.ledger, "error", `Reservation for order ${order} failed`, sqlLogin(r));
          q2.log(d + 4, TP.portal, "error", `Order ${order} rejected: stock reservation failed (stock-ledger 500)`);
          tpFinished(q2, d + 6, "POST", "/api/orders", 500, d + 12);
          return null;
        },
      });
      return true;
    }
    return false;
  },
  jobs(name, t, s) {
    if (name !== "edi-poll" || !s.r.chance(loginShare(s, t))) return false;
    const sup = s.r.pick(TP_SUPPLIERS);
    s.emit(t, TP.edi, "info", `sftp poll supplier=${sup} files=1`);
    s.emit(
      t + 900,
      TP.edi,
      "info",
      `processed INVRPT from ${sup}: segments=${s.r.int(200, 3000)} stock_changes=${s.r.int(5, 90)} archived=true`,
    );
    s.emit(t + 1600, TP.ledger, "error", `Applying supplier stock changes from ${sup} failed`, sqlLogin(s.r));
    s.emit(t + 1700, TP.edi, "warn", `stock-ledger rejected changes from ${sup} (500), will resend with next file`);
    return true;
  },
  run(s, start) {
    s.emit(start, TP.ledger, "error", "Connection pool refill failed", sqlLogin(s.r));
  },
};

function permissionDenied(r: Scn["r"], table: string): { stack: string; errType: string; logger: string } {
  return {
    errType: "org.springframework.jdbc.UncategorizedSQLException",
    logger: "c.t.wms.picking.PickTaskService",
    stack: javaTrace(
      `org.springframework.jdbc.BadSqlGrammarException: PreparedStatementCallback; bad SQL grammar [insert into ${table} (order_no, line_no, sku, qty, zone, created_at) values (?, ?, ?, ?, ?, ?)]`,
      [
        "org.springframework.jdbc.support.SQLStateSQLExceptionTranslator.doTranslate(SQLStateSQLExceptionTranslator.java:112)",
        "org.springframework.jdbc.support.AbstractFallbackSQLExceptionTranslator.translate(AbstractFallbackSQLExceptionTranslator.java:107)",
        "org.springframework.jdbc.core.JdbcTemplate.translateException(JdbcTemplate.java:1548)",
        "org.springframework.jdbc.core.JdbcTemplate.update(JdbcTemplate.java:1000)",
        `com.tradeparts.wms.picking.PickTaskRepository.insert(PickTaskRepository.java:${r.int(40, 48)})`,
        "com.tradeparts.wms.picking.PickTaskService.create(PickTaskService.java:66)",
      ],
      {
        head: `org.postgresql.util.PSQLException: ERROR: permission denied for table ${table}`,
        frames: [
          "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
          "org.postgresql.core.v3.QueryExecutorImpl.processResults(QueryExecutorImpl.java:2412)",
          "org.postgresql.core.v3.QueryExecutorImpl.execute(QueryExecutorImpl.java:371)",
          "org.postgresql.jdbc.PgStatement.executeInternal(PgStatement.java:502)",
        ],
        more: r.int(20, 26),
      },
    ),
  };
}

const tableGrant: Incident = {
  key: "tp-wms-permission-denied",
  estate: "tradeparts",
  category: "authorization",
  origin: TP.wms,
  hints: ["permission denied", "permission", "grant", "42501"],
  severity: "high",
  note: "A schema migration recreated wms's pick_tasks table without the grant for the wms role, so every pick task insert fails with 'permission denied for table pick_tasks' and new orders never reach the warehouse floor.",
  flows(q) {
    if (q.flow !== "order") return false;
    tpOrderFlow(q, {
      downstream(q2, d, order) {
        const r = q2.r;
        const at = d + r.int(200, 1500);
        q2.log(at, TP.wms, "error", `Pick task creation failed for order ${order}`, permissionDenied(r, "pick_tasks"));
        q2.log(
          at + 6,
          TP.events,
          "warn",
          `delivery of order.created ${order} to wms failed: 500 Internal Server Error, retry 1/5 in 10s`,
        );
        q2.log(
          at + 10_006,
          TP.wms,
          "error",
          `Pick task creation failed for order ${order}`,
          permissionDenied(r, "pick_tasks"),
        );
        q2.log(
          at + 10_010,
          TP.events,
          "warn",
          `delivery of order.created ${order} to wms failed: 500 Internal Server Error, retry 2/5 in 20s`,
        );
        q2.log(d + r.int(1500, 5000), TP.invoicing, "info", `InvoiceJob queued invoice for ${order}`);
      },
    });
    return true;
  },
  jobs(name, t, s) {
    if (name !== "wave") return false;
    s.emit(
      t,
      TP.wms,
      "warn",
      "Wave planning skipped: 0 open pick tasks visible (query on pick_tasks failed: permission denied)",
      { logger: "c.t.wms.waves.WavePlanner" },
    );
    return true;
  },
  run(s, start) {
    const r = s.r;
    s.emit(
      start - r.int(20_000, 60_000),
      TP.wms,
      "info",
      'Flyway: Successfully applied 1 migration to schema "wms", now at version v212 (execution time 00:01.482s)',
      { logger: "o.f.core.internal.command.DbMigrate" },
    );
    s.emit(start, TP.wms, "error", "Scan confirm failed for pick task", permissionDenied(r, "pick_tasks"));
    s.poisson(start, s.t1, 1 / 12, (t) =>
      s.emit(
        t,
        TP.wms,
        "error",
        `Scan confirm failed on device RF-${r.int(20, 40)}: permission denied for table pick_tasks`,
        { logger: "c.t.wms.scan.ScanEventHandler" },
      ),
    );
  },
};

function tooManyClients(r: Scn["r"], waiting: number): { stack: string; errType: string; logger: string } {
  return {
    errType: "org.springframework.jdbc.CannotGetJdbcConnectionException",
    logger: "c.t.pricebook.api.PriceController",
    stack: javaTrace(
      "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
      [
        "org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
        "org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:653)",
        "org.springframework.jdbc.core.JdbcTemplate.query(JdbcTemplate.java:723)",
        "com.tradeparts.pricebook.rules.RuleRepository.forAccount(RuleRepository.java:58)",
        "com.tradeparts.pricebook.PriceService.price(PriceService.java:91)",
        "com.tradeparts.pricebook.api.PriceController.price(PriceController.java:37)",
      ],
      {
        head: `java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=10, active=10, idle=0, waiting=${waiting})`,
        frames: [
          "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
          "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
          "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:144)",
          "com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:99)",
        ],
        more: r.int(60, 70),
      },
    ).concat(
      `\nCaused by: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already\n\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\n\t... ${r.int(12, 16)} more`,
    ),
  };
}

const tooMany: Incident = {
  key: "tp-pricebook-too-many-clients",
  estate: "tradeparts",
  category: "database",
  origin: TP.prices,
  hints: ["too many clients", "connection", "postgres", "jdbc"],
  severity: "high",
  note: "pricebook's nightly-style rule recompile was started in business hours and opened dozens of extra connections, the shared Postgres hit max_connections (FATAL: sorry, too many clients already) and price lookups fail or fall back to list price.",
  flows(q) {
    if (q.flow !== "price" || q.r.chance(0.35)) return false;
    const r = q.r;
    const s = sku(r);
    const acct = tpAccount(r);
    if (r.chance(0.6)) {
      q.log(
        30_000,
        TP.prices,
        "error",
        `Price lookup failed sku=${s} account=${acct}`,
        tooManyClients(r, r.int(8, 40)),
      );
      q.log(30_004, TP.portal, "warn", `Pricebook unavailable for ${acct} (500), showing list price for ${s}`);
      tpFinished(q, 30_006, "GET", `/api/parts/${skuSlug(s)}/price?account=${acct}`, 200, 30_008);
    } else {
      q.log(
        15_000,
        TP.portal,
        "error",
        `Pricebook call for ${s} cancelled: The request was canceled due to the configured HttpClient.Timeout of 15 seconds elapsing.`,
      );
      tpFinished(q, 15_002, "GET", `/api/parts/${skuSlug(s)}/price?account=${acct}`, 504, 15_004);
    }
    return true;
  },
  run(s, start) {
    const r = s.r;
    s.emit(
      start - r.int(5_000, 15_000),
      TP.prices,
      "info",
      `Rule recompile started for ${r.int(9000, 12000)} accounts (parallelism=48)`,
      { logger: "c.t.pricebook.rules.RuleCompiler" },
    );
    s.emit(
      start,
      TP.prices,
      "warn",
      "HikariPool-2 - Connection is not available, request timed out after 30000ms. Last connection failure: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
      { logger: "com.zaxxer.hikari.pool.HikariPool" },
    );
    s.every(start + 10_000, s.t1, 20_000, 6000, (t) =>
      s.emit(
        t,
        TP.prices,
        "error",
        "HikariPool-1 - Exception during pool initialization of new connection: org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
        { logger: "com.zaxxer.hikari.pool.HikariPool" },
      ),
    );
    s.every(start + 30_000, s.t1, 60_000, 1000, (t) =>
      s.emit(
        t,
        TP.prices,
        "info",
        `Rule recompile progress ${r.int(10, 90)}% (${r.int(1, 40)} accounts failed, will retry)`,
        { logger: "c.t.pricebook.rules.RuleCompiler" },
      ),
    );
  },
};

const noRoute: Incident = {
  key: "tp-vans-no-route",
  estate: "tradeparts",
  category: "network",
  origin: TP.vans,
  hints: ["route", "dial", "unreachable", "network"],
  severity: "medium",
  note: "The site-to-site link to the depots' telematics gateway dropped, so van-routing gets 'connect: no route to host' for every live position fetch; ETAs fall back to the plan and re-optimisation stops.",
  flows(q) {
    if (q.flow !== "eta") return false;
    const r = q.r;
    const order = tpOrder(r);
    const d = r.lat(10);
    q.log(
      d,
      TP.vans,
      "warn",
      `eta order=${order} from planned schedule: no live positions for run ${r.pick(TP_BRANCHES)}-R${r.int(1, 6)} (last fix ${r.int(2, 20)}m ago)`,
    );
    tpFinished(q, d + r.int(2, 6), "GET", `/api/orders/${order}/eta`, 200, d + r.range(4, 9));
    return true;
  },
  jobs(name, t, s) {
    if (name !== "routes") return false;
    const r = s.r;
    s.emit(
      t,
      TP.vans,
      "error",
      `route re-optimisation ${r.pick(TP_BRANCHES)}-R${r.int(1, 6)} aborted: positions unavailable: Get "https://telematics-gw.depots.internal/api/v2/positions?run=all": dial tcp 10.60.4.17:443: connect: no route to host`,
    );
    return true;
  },
  run(s, start) {
    const r = s.r;
    const err = () =>
      r.chance(0.7) ? `dial tcp 10.60.4.17:443: connect: no route to host` : `dial tcp 10.60.4.17:443: i/o timeout`;
    s.emit(
      start,
      TP.vans,
      "error",
      `position poll failed: Get "https://telematics-gw.depots.internal/api/v2/positions?since=30s": ${err()}`,
    );
    s.every(start + 15_000, s.t1, 15_000, 300, (t) =>
      s.emit(
        t,
        TP.vans,
        "error",
        `position poll failed: Get "https://telematics-gw.depots.internal/api/v2/positions?since=30s": ${err()}`,
      ),
    );
    s.every(start + 60_000, s.t1, 60_000, 500, (t) =>
      s.emit(
        t,
        TP.vans,
        "warn",
        `live positions stale for ${r.int(18, 32)} vans (oldest ${Math.round((t - start) / 60_000)}m)`,
      ),
    );
  },
};

function bureauTimeout(): { stack: string; errType: string } {
  return {
    errType: "requests.exceptions.ReadTimeout",
    stack: pyTrace(
      [
        [
          "/app/credit_check/bureau.py",
          77,
          "score",
          'resp = self.session.post(f"{self.base}/v1/commercial/score", json=payload, timeout=(3, 8))',
        ],
        [
          "/usr/local/lib/python3.12/site-packages/requests/sessions.py",
          637,
          "post",
          'return self.request("POST", url, data=data, json=json, **kwargs)',
        ],
        [
          "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
          713,
          "send",
          "raise ReadTimeout(e, request=request)",
        ],
      ],
      `requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.credbureau.co.uk', port=443): Read timed out. (read timeout=8)`,
    ),
  };
}

const bureauSlow: Incident = {
  key: "tp-credit-bureau-timeout",
  estate: "tradeparts",
  category: "timeout",
  origin: TP.credit,
  hints: ["timeout", "timed out", "readtimeout"],
  severity: "high",
  note: "The commercial credit bureau credit-check calls stopped answering within its 8 s read timeout, so credit checks for accounts without a cached score time out and the portal cancels those orders after its own 10 s limit.",
  flows(q) {
    if (q.flow !== "order" || q.r.chance(0.25)) return false;
    tpOrderFlow(q, {
      credit(q2, d, acct) {
        const r = q2.r;
        q2.log(d + 8000 + r.int(3, 40), TP.credit, "error", `bureau score for ${acct} failed`, bureauTimeout());
        q2.log(
          d + 8000 + r.int(41, 60),
          TP.credit,
          "info",
          `${r.pick(["10.2.14.7", "10.2.9.31"])}:0 - "POST /v1/checks HTTP/1.1" 504`,
        );
        q2.log(
          d + 10_000,
          TP.portal,
          "error",
          `Credit check for ${acct} failed: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.`,
          {
            errType: "System.Threading.Tasks.TaskCanceledException",
            stack: dotnetTrace(
              "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.",
              [
                "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
                "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
                "TradeParts.Portal.Credit.CreditClient.CheckAsync(String account, Decimal total) in /src/TradeParts.Portal/Credit/CreditClient.cs:line 44",
                "TradeParts.Portal.Orders.OrderController.Place(PlaceOrderRequest request) in /src/TradeParts.Portal/Orders/OrderController.cs:line 61",
              ],
              { head: "System.TimeoutException: The operation was canceled.", frames: [] },
            ),
          },
        );
        tpFinished(q2, d + 10_003, "POST", "/api/orders", 504, 10_010);
        return null;
      },
    });
    return true;
  },
  run(s, start) {
    const r = s.r;
    s.emit(start, TP.credit, "error", `bureau score for ${tpAccount(r)} failed`, bureauTimeout());
    s.every(start + 30_000, s.t1, 60_000, 1000, (t) =>
      s.emit(
        t,
        TP.credit,
        "warn",
        `bureau latency p95=${r.range(7.8, 8.0).toFixed(2)}s over 1m, ${r.int(3, 12)} timeouts, circuit not tripped (threshold 20)`,
      ),
    );
  },
};

const supplierQuota: Incident = {
  key: "tp-edi-supplier-429",
  estate: "tradeparts",
  category: "rate_limiting",
  origin: TP.edi,
  hints: ["429", "rate", "too many", "quota"],
  severity: "medium",
  note: "The largest supplier's stock API cut supplier-edi's quota and answers 429 Too Many Requests with Retry-After to the paged stock pulls, so supplier stock stops updating and trade orders for those lines start failing allocation.",
  jobs(name, t, s) {
    if (name !== "edi-poll") return false;
    if (s.r.chance(0.5)) {
      tpEdiPoll(s, t, s.r.pick(TP_SUPPLIERS.filter((x) => x !== "bosch-aa")));
      return true;
    }
    throttled(s, t);
    return true;
  },
  flows(q) {
    if (q.flow !== "order" || q.r.chance(0.7)) return false;
    const r = q.r;
    tpOrderFlow(q, {
      reserve(q2, d, order) {
        q2.log(
          d,
          TP.ledger,
          "warn",
          `Reservation for order ${order} short: ${sku(r)} supplier stock last updated ${r.int(6, 25)}m ago, 0 available at ${r.pick(TP_BRANCHES)}`,
        );
        tpFinished(q2, d + 5, "POST", "/api/orders", 409, d + 9);
        return null;
      },
    });
    return true;
  },
  run(s, start) {
    const r = s.r;
    throttled(s, start);
    s.every(start + 10_000, s.t1, 20_000, 2000, (t) => {
      const skus = r.int(20, 60);
      s.emit(
        t,
        TP.edi,
        "warn",
        `bosch-aa hot-sku refresh (${skus} skus) -> 429 Too Many Requests (Retry-After: ${untilHour(t)}), skipped`,
      );
    });
  },
};

/** The supplier's hourly quota resets on the hour; Retry-After counts down to it. */
function untilHour(t: number): number {
  return Math.max(1, Math.ceil((3_600_000 - (t % 3_600_000)) / 1000));
}

function throttled(s: Scn, t: number): void {
  const r = s.r;
  s.emit(t, TP.edi, "info", "api pull supplier=bosch-aa mode=paged since=15m");
  let at = t + r.int(100, 400);
  const pages = r.int(2, 5);
  for (let p = 1; p <= pages; p++) {
    s.emit(
      at,
      TP.edi,
      "info",
      `bosch-aa GET /v1/stock?page=${p} 200 (${r.int(400, 500)} items, X-RateLimit-Remaining: ${pages - p})`,
    );
    at += r.int(150, 600);
  }
  s.emit(
    at,
    TP.edi,
    "warn",
    `bosch-aa GET /v1/stock?page=${pages + 1} -> 429 Too Many Requests (X-RateLimit-Limit: 300/h, Retry-After: ${untilHour(at)})`,
  );
  s.emit(
    at + 3,
    TP.edi,
    "error",
    `api pull supplier=bosch-aa incomplete: ${pages}/${r.int(20, 40)} pages, quota exhausted; stock for ${r.int(8000, 12000)} lines not refreshed`,
  );
}

function vatInvalid(s: Scn, t: number, order: string): void {
  const r = s.r;
  const jid = r.hex(24);
  s.emit(t, TP.invoicing, "info", `class=InvoiceJob jid=${jid} order=${order} start`);
  s.emit(
    t + r.int(80, 300),
    TP.invoicing,
    "warn",
    `InvoiceJob jid=${jid} failed: Validation failed: Lines[${r.int(0, 5)}] vat code is not included in the list, Vat code 'Z' is not a valid VAT code`,
    {
      errType: "ActiveRecord::RecordInvalid",
      stack: rubyTrace([
        "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/validations.rb:84:in `raise_validation_error'",
        "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/validations.rb:55:in `save!'",
        "/app/app/models/invoice.rb:63:in `build_from_order!'",
        "/app/app/jobs/invoice_job.rb:14:in `perform'",
      ]),
    },
  );
}

const vatCode: Incident = {
  key: "tp-invoicing-vat-z",
  estate: "tradeparts",
  category: "validation",
  origin: TP.invoicing,
  hints: ["validation", "recordinvalid", "invalid", "vat"],
  severity: "medium",
  note: "Orders now carry the zero-rated VAT code 'Z', which invoicing's model validation does not accept, so every invoice containing such a line fails with ActiveRecord::RecordInvalid and piles up in the retry queue.",
  flows(q) {
    if (q.flow !== "order") return false;
    tpOrderFlow(q, {
      downstream(q2, d, order) {
        const r = q2.r;
        q2.log(
          d + r.int(200, 1500),
          TP.wms,
          "info",
          `Pick task created for order ${order}: ${r.int(1, 8)} lines, zone A`,
          { logger: "c.t.wms.picking.PickTaskService" },
        );
        if (r.chance(0.55)) vatInvalid(q2.s, q2.t + d + r.int(1500, 5000), order);
        else q2.log(d + r.int(1500, 5000), TP.invoicing, "info", `InvoiceJob queued invoice for ${order}`);
      },
    });
    return true;
  },
  jobs(name, t, s) {
    if (name !== "invoices") return false;
    const n = s.r.int(3, 14);
    const bad = s.r.int(1, n);
    s.emit(
      t,
      TP.invoicing,
      "error",
      `InvoiceBatchJob: ${n - bad} invoices generated, ${bad} failed validation (see InvoiceJob errors)`,
    );
    return true;
  },
  run(s, start) {
    vatInvalid(s, start, tpOrder(s.r));
  },
};

function portalNre(q: Req, d: number, acct: string): void {
  q.log(d, TP.portal, "error", "An unhandled exception has occurred while executing the request.", {
    errType: "System.NullReferenceException",
    stack: dotnetTrace("System.NullReferenceException: Object reference not set to an instance of an object.", [
      `TradeParts.Portal.Pricing.BasketPricer.ApplyAccountDiscount(Basket basket, TradeAccount account) in /src/TradeParts.Portal/Pricing/BasketPricer.cs:line 73`,
      "TradeParts.Portal.Pricing.BasketPricer.PriceAsync(Basket basket, CancellationToken ct) in /src/TradeParts.Portal/Pricing/BasketPricer.cs:line 38",
      "TradeParts.Portal.Basket.BasketController.Get(String id) in /src/TradeParts.Portal/Basket/BasketController.cs:line 29",
      "lambda_method(Closure, Object)",
      "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.AwaitableObjectResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
      ...ASPNET,
    ]),
  });
  q.log(d + 1, TP.portal, "warn", `Basket for ${acct} could not be priced; returned 500`);
}

const discountNull: Incident = {
  key: "tp-portal-null-discount-band",
  estate: "tradeparts",
  category: "null_reference",
  origin: TP.portal,
  hints: ["nullreference", "null", "object reference"],
  severity: "medium",
  note: "Accounts created by this morning's onboarding import have no discount band, and trade-portal's basket pricer dereferences it, so every basket view for those garages fails with a NullReferenceException.",
  flows(q) {
    if (q.flow !== "price" || q.r.chance(0.6)) return false;
    const r = q.r;
    const acct = `GA-${r.int(15_000, 15_120)}`;
    const d = r.lat(20);
    q.log(
      d,
      TP.prices,
      "info",
      `price sku=${sku(r)} account=${acct} band=NONE list=${r.int(5, 200)}.${r.digits(2)} net=list rule=default`,
    );
    portalNre(q, d + 4, acct);
    tpFinished(q, d + 6, "GET", `/api/basket/${r.hex(8)}`, 500, d + 9);
    return true;
  },
  run(s, start) {
    const r = s.r;
    s.emit(
      start - r.int(30_000, 80_000),
      TP.portal,
      "info",
      `Account import finished: ${r.int(60, 140)} new trade accounts from onboarding batch ob-${r.digits(6)}`,
    );
    portalNre(new Req(s, "price", start), 0, `GA-${r.int(15_000, 15_120)}`);
  },
};

const labelProfile: Incident = {
  key: "tp-label-profile-missing",
  estate: "tradeparts",
  category: "configuration",
  origin: TP.labels,
  hints: ["config", "keyerror", "profile", "setting"],
  severity: "medium",
  note: "A config change renamed label-svc's printer profile to one its profile table does not contain, so after the reload every label print run fails with KeyError and parcels for courier deliveries stop leaving the branches.",
  jobs(name, t, s) {
    if (name !== "labels") return false;
    labelFail(s, t);
    return true;
  },
  run(s, start) {
    configReload(s, TP.labels, start - s.r.int(400, 1500), ["printer_profile"]);
    labelFail(s, start);
    s.every(start + 60_000, s.t1, 120_000, 3000, (t) =>
      s.emit(
        t,
        TP.portal,
        "warn",
        `Despatch board: ${s.r.int(4, 30)} courier consignments waiting for labels at ${s.r.pick(TP_BRANCHES)}`,
      ),
    );
  },
};

function labelFail(s: Scn, t: number): void {
  const r = s.r;
  const n = r.int(1, 6);
  s.emit(t, TP.labels, "error", `label run failed for ${n} consignment(s), leaving them queued`, {
    errType: "KeyError",
    stack: pyTrace(
      [
        ["/app/label_svc/runner.py", 52, "run_once", "printer = printers.open(settings.printer_profile)"],
        ["/app/label_svc/printers.py", 28, "open", "profile = PROFILES[name]"],
      ],
      "KeyError: 'zpl-4x6-300dpi'",
    ),
  });
}

const rabbitDown: Incident = {
  key: "tp-rabbitmq-down",
  estate: "tradeparts",
  category: "dependency",
  origin: TP.events,
  hints: ["rabbitmq", "amqp", "broker", "econnrefused"],
  severity: "high",
  note: "The RabbitMQ broker order-events publishes to went down (forced connection close, then connection refused), so no order events reach the warehouse or invoicing and the portal buffers them in its outbox.",
  flows(q) {
    if (q.flow !== "order") return false;
    tpOrderFlow(q, {
      publish(q2, d, order) {
        q2.log(
          d,
          TP.events,
          "error",
          `publish order.created ${order} failed: channel closed (broker unavailable), returning 503`,
        );
        q2.log(
          d + 4,
          TP.portal,
          "warn",
          `Order event for ${order} not published (order-events 503), kept in outbox for retry`,
        );
        q2.log(d + 6, TP.portal, "info", `Order ${order} accepted (event pending)`);
        tpFinished(q2, d + 8, "POST", "/api/orders", 201, d + 12);
        return null;
      },
    });
    return true;
  },
  run(s, start) {
    const r = s.r;
    s.emit(
      start,
      TP.events,
      "error",
      "amqp connection lost: Connection closed: 320 (CONNECTION-FORCED) with message \"CONNECTION_FORCED - broker forced connection closure with reason 'shutdown'\"",
      {
        errType: "Error",
        stack: nodeTrace(
          "Error: Connection closed: 320 (CONNECTION-FORCED) with message \"CONNECTION_FORCED - broker forced connection closure with reason 'shutdown'\"",
          [
            "Connection.C.closeWithError (/app/node_modules/amqplib/lib/connection.js:295:15)",
            "Connection.C.onClose (/app/node_modules/amqplib/lib/connection.js:246:10)",
            "Connection.C.mainAccept [as accept] (/app/node_modules/amqplib/lib/connection.js:64:33)",
            "Socket.go (/app/node_modules/amqplib/lib/connection.js:479:48)",
          ],
        ),
      },
    );
    let n = 0;
    s.every(start + 5_000, s.t1, 5_000, 100, (t) => {
      n++;
      s.emit(
        t,
        TP.events,
        "warn",
        `amqp reconnect attempt ${n} to amqp://rabbitmq.trade.svc:5672/%2Ftrade failed: connect ECONNREFUSED 10.40.3.9:5672`,
      );
    });
    s.every(start + 60_000, s.t1, 60_000, 500, (t) =>
      s.emit(
        t,
        TP.portal,
        "warn",
        `Outbox: ${r.int(5, 60)} order events pending publication (oldest ${Math.round((t - start) / 1000)}s)`,
      ),
    );
  },
};

let wmsDown: Array<[number, number, number]> = [];

const wmsOom: Incident = {
  key: "tp-wms-heap",
  estate: "tradeparts",
  category: "memory",
  origin: TP.wms,
  hints: ["outofmemory", "heap", "memory", "oom"],
  severity: "high",
  note: "wms's wave planner loads every open order line into memory; with the afternoon backlog the JVM runs out of heap, exits on OutOfMemoryError and restarts at every wave, taking picking down each time.",
  jobs(name, t, s) {
    if (name !== "wave") return false;
    if (wmsDown.some(([, a, b]) => t >= a && t < b)) return true;
    s.emit(t, TP.wms, "info", `Wave planning started: ${s.r.int(14_000, 19_000)} open order lines`, {
      logger: "c.t.wms.waves.WavePlanner",
      pod: 0,
    });
    return true;
  },
  flows(q) {
    if (q.flow !== "order") return false;
    if (!wmsDown.some(([, a, b]) => q.t >= a - 2000 && q.t < b)) return false;
    tpOrderFlow(q, {
      downstream(q2, d, order) {
        q2.log(
          d + 300,
          TP.events,
          "warn",
          `delivery of order.created ${order} to wms failed: connect ECONNREFUSED 10.40.8.22:8080, retry 1/5 in 10s`,
        );
      },
    });
    return true;
  },
  drop(e) {
    return e.svc === TP.wms && wmsDown.some(([p, a, b]) => e.pod === p && e.t >= a && e.t < b);
  },
  run() {},
  plan(s, start) {
    const r = s.r;
    wmsDown = [];
    let t = start;
    while (t < s.t1 - 20_000) {
      const pod = r.int(0, 1);
      s.emit(
        t - r.int(8000, 20_000),
        TP.wms,
        "info",
        `Wave planning started: ${r.int(14_000, 19_000)} open order lines`,
        { logger: "c.t.wms.waves.WavePlanner", pod },
      );
      s.emit(t, TP.wms, "error", 'Exception in thread "wave-planner-1" java.lang.OutOfMemoryError: Java heap space', {
        pod,
        errType: "java.lang.OutOfMemoryError",
        stack: javaTrace("java.lang.OutOfMemoryError: Java heap space", [
          "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
          "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
          "java.base/java.util.ArrayList.add(ArrayList.java:484)",
          "com.tradeparts.wms.waves.WavePlanner.loadOpenLines(WavePlanner.java:142)",
          "com.tradeparts.wms.waves.WavePlanner.plan(WavePlanner.java:88)",
          "java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)",
          "java.base/java.lang.Thread.run(Thread.java:1583)",
        ]),
      });
      s.emit(t + 40, TP.wms, "fatal", "Terminating due to java.lang.OutOfMemoryError: Java heap space", { pod });
      const up = startup(s, TP.wms, t + r.int(8_000, 25_000), pod);
      wmsDown.push([pod, t + 41, up]);
      t = up + r.int(60_000, 150_000);
    }
    for (const [pod, a, b] of wmsDown)
      s.poisson(a, b, 0.3, (u) =>
        s.emit(u, TP.portal, "warn", `Pick status unavailable: wms returned 503 (pod ${pod} restarting)`),
      );
  },
};

const ediDisk: Incident = {
  key: "tp-edi-enospc",
  estate: "tradeparts",
  category: "disk",
  origin: TP.edi,
  hints: ["space", "disk", "enospc", "no space"],
  severity: "medium",
  note: "supplier-edi's data volume filled up with unarchived interchanges, so downloads and writes of new supplier files fail with 'no space left on device' and supplier stock stops updating.",
  jobs(name, t, s) {
    if (name !== "edi-poll") return false;
    ediFail(s, t);
    return true;
  },
  run(s, start) {
    ediFail(s, start);
    s.every(start + 45_000, s.t1, 90_000, 3000, (t) =>
      s.emit(
        t,
        TP.edi,
        "error",
        `archive sweep failed: rename /data/edi/inbound/${s.r.pick(TP_SUPPLIERS)}/tmp-${s.r.hex(6)} /data/edi/archive/: no space left on device`,
      ),
    );
  },
};

function ediFail(s: Scn, t: number): void {
  const r = s.r;
  const sup = r.pick(TP_SUPPLIERS);
  const stamp = new Date(t).toISOString().replace(/[-:]/g, "").slice(0, 13).replace("T", "_");
  s.emit(t, TP.edi, "info", `sftp poll supplier=${sup} files=${r.int(1, 3)}`);
  s.emit(
    t + r.int(200, 900),
    TP.edi,
    "error",
    `download INVRPT_${stamp}.edi from ${sup} failed: write /data/edi/inbound/${sup}/INVRPT_${stamp}.edi: no space left on device`,
  );
  s.emit(t + r.int(901, 950), TP.edi, "warn", `supplier ${sup}: file left on remote, will retry next poll`);
}

let idDown: Array<[number, number, number]> = [];

const identityUnknown: Incident = {
  key: "tp-identity-restarts",
  estate: "tradeparts",
  category: "unknown",
  origin: TP.identity,
  hints: ["unknown", "unavailable", "restart", "500"],
  severity: "high",
  note: "identity keeps restarting and answers 500 in between without logging any error, so garages cannot sign in and the portal fails to fetch the OpenID configuration; the cause never shows.",
  flows(q) {
    if (q.flow !== "login") return false;
    const r = q.r;
    const d = r.lat(30);
    const down = idDown.some(([, a, b]) => q.t >= a && q.t < b);
    if (down) {
      q.log(
        d,
        TP.portal,
        "error",
        "IDX20803: Unable to obtain configuration from: 'http://identity.trade.svc/.well-known/openid-configuration'. Will retry at '1/1/0001 12:00:00 AM +00:00'. Exception: 'System.Net.Http.HttpRequestException: Connection refused (identity.trade.svc:80)'.",
      );
      tpFinished(q, d + 3, "GET", "/account/login", 500, d + 5);
    } else {
      q.log(
        d,
        TP.identity,
        "info",
        `Request finished HTTP/1.1 POST http://identity.trade.svc/connect/token - 500 0 - ${r.range(2, 40).toFixed(4)}ms`,
      );
      q.log(
        d + 3,
        TP.portal,
        "error",
        "An error was encountered while handling the remote login. Message contains error: 'server_error', error_description: 'error_description is null', error_uri: 'error_uri is null'.",
      );
      tpFinished(q, d + 5, "GET", "/signin-oidc", 500, d + 8);
    }
    return true;
  },
  drop(e) {
    return e.svc === TP.identity && idDown.some(([p, a, b]) => e.pod === p && e.t >= a && e.t < b);
  },
  run() {},
  plan(s, start) {
    const r = s.r;
    idDown = [];
    s.emit(
      start,
      TP.identity,
      "info",
      `Request finished HTTP/1.1 POST http://identity.trade.svc/connect/token - 500 0 - ${r.range(2, 40).toFixed(4)}ms`,
    );
    let t = start + r.int(10_000, 30_000);
    let pod = 0;
    while (t < s.t1) {
      if (r.chance(0.6))
        s.emit(
          t - r.int(2000, 9000),
          TP.identity,
          "warn",
          `Heartbeat took longer than "00:00:01" at "${new Date(t - 9000).toISOString()}". This could be caused by thread pool starvation.`,
          { pod },
        );
      shutdown(s, TP.identity, t, pod);
      const up = startup(s, TP.identity, t + r.int(2000, 8000), pod);
      idDown.push([pod, t + 1, up]);
      t = up + r.int(30_000, 90_000);
      pod = 1 - pod;
    }
  },
};

export const TRADEPARTS_INCIDENTS: Incident[] = [
  sqlPassword,
  tableGrant,
  tooMany,
  noRoute,
  bureauSlow,
  supplierQuota,
  vatCode,
  discountNull,
  labelProfile,
  rabbitDown,
  wmsOom,
  ediDisk,
  identityUnknown,
];
