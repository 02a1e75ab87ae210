// database: failover with stale connections, migration lock, pool exhaustion, deadlocks, replica conflicts, too many parts.
import { jvm } from "./stacks.js";
import { at, END, flow, rep, type Scenario } from "./types.js";

export const DATABASE: Scenario[] = [
  {
    estate: "shop",
    cat: "database",
    origin: "checkout-api",
    hints: ["read-only", "readonly", "failover", "database", "psql"],
    sev: "high",
    note: "Aurora fails the orders writer over; checkout-api keeps pooled connections to the old writer (now a reader) and every write fails read-only. The database does not log here, so checkout-api is the origin.",
    phases: [
      at(
        0,
        "checkout-api",
        "warn",
        "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@5c1e2f (This connection has been closed.)",
      ),
      rep(
        3,
        END,
        1.2,
        "checkout-api",
        "error",
        "order commit failed",
        jvm("org.postgresql.util.PSQLException: ERROR: cannot execute UPDATE in a read-only transaction", [
          "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
          "com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeUpdate(HikariProxyPreparedStatement.java)",
          "com.shop.checkout.OrderRepository.confirm(OrderRepository.java:96)",
        ]),
      ),
      flow(4, END, 2, ["storefront-web", "error", "POST /checkout 500 from checkout-api"]),
      rep(30, END, 10, "order-worker", "warn", "no new PAID orders in the last 30s"),
    ],
  },
  {
    estate: "shop",
    cat: "database",
    origin: "orders-db",
    hints: ["lock", "migration", "accessexclusive"],
    sev: "high",
    note: "A schema migration runs ALTER TABLE on line_items and holds an ACCESS EXCLUSIVE lock; orders-db logs lock waits while checkout-api's pool times out waiting.",
    extra: ["orders-db"],
    phases: [
      at(
        0,
        "orders-db",
        "info",
        "LOG:  statement: ALTER TABLE line_items ADD COLUMN gift_note text NOT NULL DEFAULT ''",
      ),
      rep(
        2,
        END,
        4,
        "orders-db",
        "warn",
        (r) =>
          `LOG:  process ${r.int(8000, 9999)} still waiting for RowExclusiveLock on relation 16402 of database 16384 after 1000.${r.int(100, 999)} ms`,
      ),
      rep(
        60,
        END,
        1,
        "checkout-api",
        "error",
        "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=87)",
      ),
      flow(62, END, 1.5, ["storefront-web", "error", "POST /checkout 503 Service Unavailable (checkout-api)"]),
    ],
  },
  {
    estate: "ledger",
    cat: "database",
    origin: "accounts-svc",
    hints: ["pool", "connection", "slow query"],
    sev: "high",
    note: "A slow balance-history query pins every connection in accounts-svc's pool; it warns about the query, then exhausts the pool, and api-gateway reports 503s.",
    phases: [
      rep(
        0,
        90,
        8,
        "accounts-svc",
        "warn",
        (r) => `slow query ${r.int(11, 48)}s: SELECT ... FROM balance_history WHERE account_id = $1 ORDER BY ts`,
      ),
      rep(
        45,
        END,
        1,
        "accounts-svc",
        "error",
        (r) =>
          `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${r.int(60, 190)})`,
      ),
      flow(46, END, 0.8, ["api-gateway", "error", "GET /v2/accounts 503 accounts-svc unavailable"]),
    ],
  },
  {
    estate: "games",
    cat: "database",
    origin: "store-api",
    hints: ["deadlock", "database", "sql"],
    sev: "medium",
    note: "A promotion makes store-api's purchase transactions deadlock on the wallet table in MySQL; purchases fail and lobby-gw shows store errors.",
    phases: [
      rep(
        0,
        END,
        2,
        "store-api",
        "error",
        "purchase rollback",
        jvm(
          "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Deadlock found when trying to get lock; try restarting transaction",
          [
            "com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:123)",
            "com.games.store.WalletDao.debit(WalletDao.java:58)",
            "com.games.store.PurchaseService.buy(PurchaseService.java:141)",
          ],
        ),
      ),
      flow(1, END, 3, ["lobby-gw", "warn", "POST /store/buy 500 from store-api, player shown retry dialog"]),
    ],
  },
  {
    estate: "stream",
    cat: "database",
    origin: "catalog-svc",
    hints: ["replica", "recovery", "database", "conflict"],
    sev: "medium",
    note: "catalog-svc's reads on a Postgres read replica are cancelled by replication conflicts after a bulk update on the primary; catalog misses pile up at edge-api.",
    phases: [
      rep(
        0,
        END,
        3,
        "catalog-svc",
        "error",
        "title lookup failed",
        jvm(
          "org.postgresql.util.PSQLException: ERROR: canceling statement due to conflict with recovery\n  Detail: User query might have needed to see row versions that must be removed.",
          [
            "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
            "media.catalog.TitleRepository.findRows(TitleRepository.java:71)",
          ],
        ),
      ),
      rep(
        10,
        END,
        4,
        "edge-api",
        "warn",
        "home row 'continue-watching' missing titles (catalog-svc 500), rendering partial page",
      ),
    ],
  },
  {
    estate: "fleet",
    cat: "database",
    origin: "dispatch-pg",
    hints: ["connection", "too many", "database", "clients"],
    sev: "high",
    note: "A nightly billing query does a sequential scan of deliveries on dispatch-pg; it logs the long statement and then refuses connections, and dispatch-api fails to assign jobs.",
    extra: ["dispatch-pg"],
    phases: [
      at(
        180,
        "dispatch-pg",
        "warn",
        "LOG:  duration: 184223.112 ms  statement: SELECT * FROM deliveries d JOIN stops s ON s.delivery_id = d.id WHERE d.billed = false",
      ),
      rep(
        0,
        END,
        30,
        "dispatch-pg",
        "warn",
        (r) =>
          `LOG:  temporary file: path "base/pgsql_tmp/pgsql_tmp${r.int(1000, 9999)}.${r.int(0, 9)}", size ${r.int(100, 900)}000000`,
      ),
      rep(
        90,
        END,
        3,
        "dispatch-pg",
        "error",
        "FATAL:  remaining connection slots are reserved for non-replication superuser connections",
      ),
      rep(92, END, 0.8, "dispatch-api", "error", "pq: sorry, too many clients already; assignment aborted"),
    ],
  },
  {
    estate: "saas",
    cat: "database",
    origin: "events-consumer",
    hints: ["too many parts", "clickhouse", "database", "insert"],
    sev: "medium",
    note: "The managed ClickHouse rejects inserts with 'Too many parts' (it does not log here); events-consumer shows the failures, stops committing offsets and ingest-collector backs up.",
    phases: [
      rep(
        0,
        END,
        4,
        "events-consumer",
        "error",
        (r) =>
          `insert into events_local failed: DB::Exception: Too many parts (${r.int(300, 340)}). Merges are processing significantly slower than inserts. (TOO_MANY_PARTS)`,
      ),
      rep(
        60,
        END,
        10,
        "ingest-collector",
        "warn",
        (r) => `producer buffer ${r.int(70, 99)}% full, applying backpressure to SDK clients`,
      ),
    ],
  },
];
