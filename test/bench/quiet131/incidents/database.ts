// Database: Bramblewood's stock-ledger loses its Postgres connections: the server refuses new sessions (SQLSTATE
// 53300, connection slots exhausted by leaked idle-in-transaction sessions). Hikari waits 30 s per borrow, so
// callers see slow 500/503s and time out in their own words; the storefront is the loudest service.
import { ev, plant } from "../domain.js";
import { rollingRestart } from "../noise/ops.js";
import { javaTrace } from "../stacks.js";
import type { Ctx, Ev, Incident } from "../types.js";
import { arrivals } from "./util.js";

const FATAL = "FATAL: remaining connection slots are reserved for non-replication superuser connections";

function ledgerTrace(basket: string): string[] {
  return javaTrace(
    "org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
    [
      "org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
      "org.springframework.transaction.support.AbstractPlatformTransactionManager.startTransaction(AbstractPlatformTransactionManager.java:531)",
      "org.springframework.transaction.support.AbstractPlatformTransactionManager.getTransaction(AbstractPlatformTransactionManager.java:405)",
      "org.springframework.transaction.interceptor.TransactionAspectSupport.createTransactionIfNecessary(TransactionAspectSupport.java:610)",
      `com.bramblewood.stock.ReservationService.reserve(ReservationService.java:92) [basket ${basket}]`,
      "com.bramblewood.stock.api.ReservationController.create(ReservationController.java:48)",
    ],
    [
      {
        head: "org.hibernate.exception.JDBCConnectionException: Unable to acquire JDBC Connection [HikariPool-1 - Connection is not available, request timed out after 30000ms.]",
        frames: [
          "org.hibernate.exception.internal.SQLStateConversionDelegate.convert(SQLStateConversionDelegate.java:100)",
          "org.hibernate.engine.jdbc.connections.internal.LogicalConnectionManagedImpl.acquireConnectionIfNeeded(LogicalConnectionManagedImpl.java:104)",
        ],
        more: 58,
      },
      {
        head: "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
        frames: [
          "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
          "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)",
          "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:146)",
        ],
        more: 61,
      },
      {
        head: `org.postgresql.util.PSQLException: ${FATAL}`,
        frames: [
          "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
          "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
          "org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:258)",
          "org.postgresql.core.ConnectionFactory.openConnection(ConnectionFactory.java:54)",
          "org.postgresql.jdbc.PgConnection.<init>(PgConnection.java:263)",
          "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
          "com.zaxxer.hikari.pool.HikariPool$PoolEntryCreator.call(HikariPool.java:724)",
        ],
        more: 5,
      },
    ],
  );
}

export function databaseIncident(c: Ctx, t0: number): Incident {
  const r = c.r;
  const v = c.e.vocab;
  const L = "stock-ledger";
  const out: Ev[] = [];
  const exec = () => `http-nio-8080-exec-${r.int(1, 200)}`;
  const sqlLog = { logger: "o.h.engine.jdbc.spi.SqlExceptionHelper" };

  // Unrelated: loyalty-club rolls a release a few minutes earlier; checkout reloads a 3DS threshold.
  out.push(...rollingRestart(c, c.byName("loyalty-club"), t0 - r.int(300000, 420000), false));
  out.push(
    ev(
      t0 - r.int(60000, 120000),
      "checkout-svc",
      "INFO",
      "Refresh keys changed: [checkout.three-ds.exemption-threshold]",
      {
        logger: "o.s.c.e.event.RefreshEventListener",
        thread: "config-watch-1",
      },
    ),
  );

  // Origin: the first refused connection, then a steady stream while the pool starves.
  out.push(ev(t0, L, "WARN", "SQL Error: 0, SQLState: 53300", { ...sqlLog, thread: exec() }));
  out.push(ev(t0 + 1, L, "ERROR", FATAL, { ...sqlLog, thread: exec() }));
  for (const t of arrivals(c, t0 + 500, c.end, 4500)) {
    const th = exec();
    out.push(ev(t, L, "WARN", "SQL Error: 0, SQLState: 53300", { ...sqlLog, thread: th }));
    out.push(
      ev(t + 1, L, "ERROR", r.chance(0.8) ? FATAL : "FATAL: sorry, too many clients already", {
        ...sqlLog,
        thread: th,
      }),
    );
    if (r.chance(0.35)) {
      const b = v.basket(r);
      const rid = c.e.newId(r);
      out.push(
        ev(
          t + r.int(29000, 30500),
          L,
          "ERROR",
          `Reservation failed for basket ${b}: Could not open JPA EntityManager for transaction`,
          {
            thread: th,
            rid,
            err: {
              type: "org.springframework.transaction.CannotCreateTransactionException",
              message: "Could not open JPA EntityManager for transaction",
            },
            stack: ledgerTrace(b),
          },
        ),
      );
    }
  }
  for (const t of arrivals(c, t0 + 20000, c.end, 30000))
    out.push(
      ev(
        t,
        L,
        "WARN",
        `HikariPool-1 - Pool stats (total=${r.int(2, 5)}, active=${r.int(2, 5)}, idle=0, waiting=${r.int(20, 80)})`,
        {
          logger: "com.zaxxer.hikari.pool.HikariPool",
          thread: "HikariPool-1 housekeeper",
        },
      ),
    );

  // Callers, louder than the origin and in their own words.
  for (const t of arrivals(c, t0 + 30000, c.end, 2000)) {
    const sku = v.sku(r);
    const site = r.pick(v.sites);
    const tries = r.int(1, 3);
    const rid = c.e.newId(r);
    for (let a = 1; a <= tries; a++) {
      const u = t + (a - 1) * r.int(400, 1500);
      out.push(
        r.chance(0.7)
          ? ev(
              u,
              "plant-availability",
              "ERROR",
              `stock lookup failed (attempt ${a}/3): Server error '503 Service Unavailable' for url 'http://stock-ledger:8080/v2/stock/${sku}?site=${site}'`,
              { rid },
            )
          : ev(
              u,
              "plant-availability",
              "ERROR",
              `stock lookup failed (attempt ${a}/3): httpx.ReadTimeout: timed out (stock-ledger ${sku})`,
              { rid },
            ),
      );
    }
    const ms = r.int(3000, 31000);
    out.push(
      ev(
        t + ms,
        "storefront-bff",
        "ERROR",
        c.e.access(r, "storefront-bff", "GET", `/api/plants/${plant(r).slug}/availability?store=${site}`, 502, ms, t),
        { rid },
      ),
    );
    if (r.chance(0.35))
      out.push(
        ev(
          t + ms + 2,
          "storefront-bff",
          "ERROR",
          c.e.access(r, "storefront-bff", "POST", "/api/basket/items", 503, r.int(30000, 30100), t),
          {
            rid: c.e.newId(r),
          },
        ),
      );
  }
  for (const t of arrivals(c, t0 + 35000, c.end, 9000)) {
    const o = v.order(r);
    const rid = c.e.newId(r);
    out.push(
      ev(
        t,
        "checkout-svc",
        "ERROR",
        `Reservation commit failed for order ${o}: 503 Service Unavailable from POST http://stock-ledger:8080/v2/reservations/commit`,
        {
          logger: "c.b.checkout.OrderService",
          thread: exec(),
          rid,
          err: {
            type: "org.springframework.web.reactive.function.client.WebClientResponseException$ServiceUnavailable",
            message: "503 Service Unavailable from POST http://stock-ledger:8080/v2/reservations/commit",
          },
        },
      ),
    );
    out.push(
      ev(
        t + r.int(5, 50),
        "storefront-bff",
        "ERROR",
        c.e.access(r, "storefront-bff", "POST", "/api/checkout", 502, r.int(30000, 32000), t),
        { rid },
      ),
    );
  }

  return {
    category: "database",
    origin: L,
    start: t0,
    events: out,
    suppress: [
      { svc: L, from: t0, keep: 0.08 },
      { svc: "plant-availability", from: t0 + 20000, keep: 0.35, match: /availability resolved/ },
      { svc: "storefront-bff", from: t0 + 20000, keep: 0.4, match: /availability|basket|checkout/ },
      { svc: "checkout-svc", from: t0 + 20000, keep: 0.25, match: /succeeded|confirmed/ },
    ],
    hints: ["postgres", "database", "connection", "sql"],
    severity: "high",
    note: "stock-ledger's Postgres refuses new sessions (53300, connection slots exhausted), so reservations and stock lookups fail and the storefront returns 502s.",
  };
}
