// Database, Harbourlight: a resale settlement batch in transfer-service locks ticket rows in the opposite
// order to transfer acceptance; Postgres reports deadlocks and lock timeouts, the Hikari pool runs dry, and
// ticket-shop, resale-market and the Envoy edge report 503s and retries louder than the origin.
import { emit } from "./ctx.js";
import { hlEdge, hlTix } from "./estate-harbourlight.js";
import { type Incident, onFlows, without } from "./incident-kit.js";
import { restart } from "./runtimes.js";
import { javaTrace, SPRING_WEB } from "./stacks.js";
import type { Ctx } from "./types.js";

const O = "transfer-service";

function deadlock(c: Ctx, t: number): void {
  const r = c.rng;
  const p1 = r.int(40000, 49999);
  const p2 = p1 + r.int(-400, 400);
  const x1 = r.int(99800000, 99899999);
  const tuple = `(${r.int(1000, 2400)},${r.int(1, 40)})`;
  emit(c, t, O, "warn", "SQL Error: 0, SQLState: 40P01");
  emit(c, t + 1, O, "error", "ERROR: deadlock detected", {
    stack: [
      `  Detail: Process ${p1} waits for ShareLock on transaction ${x1}; blocked by process ${p2}.`,
      `Process ${p2} waits for ShareLock on transaction ${x1 - r.int(1, 9)}; blocked by process ${p1}.`,
      "  Hint: See server log for query details.",
      `  Where: while updating tuple ${tuple} in relation "tickets"`,
    ],
    errType: "org.postgresql.util.PSQLException",
  });
  emit(c, t + 3, O, "error", `Transfer TR-${r.digits(7)} failed and was rolled back`, {
    stack: javaTrace(
      "org.springframework.dao.CannotAcquireLockException",
      `could not execute statement [ERROR: deadlock detected] [update tickets set holder_id=?,barcode=?,version=? where id=? and version=?]; SQL [update tickets set holder_id=?,barcode=?,version=? where id=? and version=?]`,
      [
        "org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:290)",
        "org.springframework.orm.jpa.vendor.HibernateJpaDialect.translateExceptionIfPossible(HibernateJpaDialect.java:241)",
        "org.springframework.orm.jpa.JpaTransactionManager.doCommit(JpaTransactionManager.java:565)",
        "live.harbourlight.transfer.service.TransferService.accept(TransferService.java:142)",
        "live.harbourlight.transfer.api.TransferController.accept(TransferController.java:77)",
        ...SPRING_WEB,
      ],
      [
        {
          cls: "org.postgresql.util.PSQLException",
          msg: "ERROR: deadlock detected",
          frames: [
            "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
            "org.postgresql.core.v3.QueryExecutorImpl.processResults(QueryExecutorImpl.java:2412)",
            "org.postgresql.jdbc.PgPreparedStatement.executeUpdate(PgPreparedStatement.java:152)",
            "com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeUpdate(HikariProxyPreparedStatement.java)",
          ],
          more: 96,
        },
      ],
    ),
    errType: "org.springframework.dao.CannotAcquireLockException",
  });
}

function lockTimeout(c: Ctx, t: number): void {
  const r = c.rng;
  emit(c, t, O, "warn", "SQL Error: 0, SQLState: 55P03");
  emit(c, t + 1, O, "error", "ERROR: canceling statement due to lock timeout", {
    stack: [`  Where: while locking tuple (${r.int(1000, 2400)},${r.int(1, 40)}) in relation "tickets"`],
    errType: "org.postgresql.util.PSQLException",
  });
}

function poolDry(c: Ctx, t: number, waiting: number): void {
  const r = c.rng;
  const m = `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${waiting})`;
  emit(c, t, O, "error", `Request processing failed: Could not open JPA EntityManager for transaction`, {
    stack: javaTrace(
      "org.springframework.transaction.CannotCreateTransactionException",
      "Could not open JPA EntityManager for transaction",
      [
        "org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
        "org.springframework.transaction.support.AbstractPlatformTransactionManager.startTransaction(AbstractPlatformTransactionManager.java:531)",
        "live.harbourlight.transfer.service.TransferService$$SpringCGLIB$$0.create(<generated>)",
        ...SPRING_WEB.slice(0, 3),
      ],
      [
        {
          cls: "org.hibernate.exception.JDBCConnectionException",
          msg: `Unable to acquire JDBC Connection [${m}] [n/a]`,
          frames: [
            "org.hibernate.exception.internal.SQLStateConversionDelegate.convert(SQLStateConversionDelegate.java:100)",
          ],
          more: 12,
        },
        {
          cls: "java.sql.SQLTransientConnectionException",
          msg: `${m}.`,
          frames: [
            "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
            "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
            "com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:100)",
          ],
          more: 18,
        },
      ],
    ),
    errType: "org.springframework.transaction.CannotCreateTransactionException",
  });
  if (r.chance(0.3))
    emit(c, t + 2, O, "debug", `HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${waiting})`);
}

export const databaseIncident: Incident = {
  category: "database",
  estate: "harbourlight",
  origin: O,
  hints: ["deadlock", "sql", "database", "postgres"],
  severity: "high",
  note: "A resale settlement batch in transfer-service locked ticket rows against transfer acceptance, so Postgres deadlocks and lock timeouts drained its connection pool and transfers and resale purchases failed with 503s upstream.",
  noise: ["card_declines", "deprecation_spam"],
  build: (c, t0) => {
    const r = c.rng;
    restart(c, "lineup-api", t0 - r.float(120000, 220000), "6.1.1", 7000);
    emit(
      c,
      t0 - r.int(3000, 9000),
      O,
      "info",
      `ResalePayoutBatch started: ${r.int(3000, 6000)} sold listings to settle (reissue + payout), chunk=200`,
    );
    deadlock(c, t0);
    const poolFrom = t0 + r.float(35000, 60000);
    let waiting = 3;
    for (let t = t0 + r.float(1500, 5000); t < c.end; t += r.exp(t < poolFrom ? 9000 : 5000)) {
      if (t > poolFrom) {
        waiting = Math.min(180, waiting + r.int(0, 5));
        if (r.chance(0.55)) poolDry(c, t, waiting);
        else if (r.chance(0.5)) deadlock(c, t);
        else lockTimeout(c, t);
      } else if (r.chance(0.6)) deadlock(c, t);
      else lockTimeout(c, t);
    }
    c.drop.push((ev) => ev.svc === O && ev.t > poolFrom && ev.msg.startsWith("Outbox relay published"));
    for (let t = poolFrom + r.float(0, 60000); t < c.end; t += 60000)
      emit(
        c,
        t,
        O,
        "error",
        "Outbox relay run failed: Could not open JPA EntityManager for transaction; nested exception is HikariPool-1 - Connection is not available, request timed out after 30000ms",
      );

    onFlows(c, ["transfer"], t0, (_f, t, steps) => {
      const pFail = t < poolFrom ? 0.45 : 0.92;
      if (!r.chance(pFail)) return undefined;
      const d = t < poolFrom ? r.int(1200, 9000) : r.int(30000, 30100);
      const accept = steps.some((s) => s.msg.includes("/accept"));
      const path = `/api/v2/tickets/transfer${accept ? "/accept" : ""}`;
      return [
        {
          svc: "ticket-shop",
          dt: d - 5,
          level: "error",
          msg: `transfer-service responded 503 Service Unavailable for POST /internal/transfers (${d - 8}ms)`,
        },
        { svc: "ticket-shop", dt: d, level: "error", msg: `POST ${path} 503 ${d}ms` },
        hlEdge(c, t, d + 2, "POST", path, 503, "ticket-shop", 3000),
      ];
    });
    onFlows(c, ["resale-buy"], t0, (_f, t, steps) => {
      if (!r.chance(t < poolFrom ? 0.5 : 0.95)) return undefined;
      const keep = without(steps, O, "edge-gateway").filter((s) => !s.msg.includes(" sold,"));
      const listing = /Listing (L-\d+)/.exec(steps[0]?.msg ?? "")?.[1] ?? `L-${r.digits(6)}`;
      const out = [...keep.slice(0, 2)];
      let at = 400;
      for (let a = 1; a <= 3; a++) {
        at += r.int(2500, 5000);
        out.push({
          svc: "resale-market",
          dt: at,
          level: "warn",
          msg: `I/O error on POST request for "http://transfer-service:8080/internal/transfers": Read timed out; retrying (attempt ${a} of 3)`,
        });
      }
      out.push({
        svc: "resale-market",
        dt: at + 100,
        level: "error",
        msg: `Purchase of listing ${listing} rolled back: ticket ${hlTix(r)} could not be reissued (transfer-service unavailable after 3 attempts)`,
        stack: javaTrace(
          "org.springframework.web.client.ResourceAccessException",
          'I/O error on POST request for "http://transfer-service:8080/internal/transfers": Read timed out',
          [
            "org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
            "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)",
            "live.harbourlight.resale.client.TransferClient.reissue(TransferClient.java:58)",
            "live.harbourlight.resale.purchase.PurchaseService.complete(PurchaseService.java:121)",
          ],
          [
            {
              cls: "java.net.SocketTimeoutException",
              msg: "Read timed out",
              frames: ["java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)"],
              more: 34,
            },
          ],
        ),
        errType: "org.springframework.web.client.ResourceAccessException",
      });
      out.push({
        svc: "payments-bridge",
        dt: at + 600,
        level: "info",
        msg: `tillpoint refund re_3P${r.hex(10)} created for charge (reason=purchase_rolled_back)`,
      });
      out.push(
        hlEdge(c, t, at + 700, "POST", `/api/v2/resale/listings/${listing}/purchase`, 502, "resale-market", 8080),
      );
      return out;
    });
  },
};
