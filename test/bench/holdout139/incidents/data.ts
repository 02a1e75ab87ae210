// Database, validation and null-reference incidents, one of each per house.
import { deploy } from "../lifecycle.js";
import { dotnetErr, goPanic, javaErr, nodeErr, pyErr, rubyErr } from "../stacks.js";
import { emitCallerError, failingTraffic, retryWarn, target } from "./callers.js";
import type { IncidentTemplate } from "./types.js";

export const DATA: IncidentTemplate[] = [
  {
    key: "a-db-hikari",
    estate: "A",
    category: "database",
    origin: "orders",
    needs: ["bff"],
    hints: ["hikari", "connection", "pool", "sqltransientconnection", "jdbc"],
    severity: "high",
    note: (c) =>
      `${c.n("orders")} leaked database connections from a new refund-report endpoint until its Hikari pool was exhausted, so checkouts and basket calls failed and ${c.n("bff")} and the edge reported timeouts.`,
    run: (c, t0) => {
      const lg = "com.zaxxer.hikari.pool.HikariPool";
      c.emit(
        t0 - 40000,
        "orders",
        "INFO",
        "GET /api/box-office/v2/admin/refunds/report?season=2025-26 -> 200 in 8412ms",
        { logger: "org.lyricquarter.boxoffice.web.AccessLogFilter" },
      );
      for (let i = 0; i < 6; i++) {
        const t = t0 + i * 20000;
        const active = Math.min(20, 12 + i * 2);
        c.emit(
          t,
          "orders",
          "DEBUG",
          `HikariPool-1 - Pool stats (total=20, active=${active}, idle=${20 - active}, waiting=${i * 9})`,
          { logger: lg },
        );
      }
      c.emit(
        t0 + 90000,
        "orders",
        "WARN",
        "HikariPool-1 - Connection leak detection triggered for org.postgresql.jdbc.PgConnection@5b1e2c4 on thread http-nio-8080-exec-37, stack trace follows",
        {
          logger: "com.zaxxer.hikari.pool.ProxyLeakTask",
          err: javaErr(
            "java.lang.Exception",
            "Apparent connection leak detected",
            [
              "org.lyricquarter.boxoffice.refunds.RefundReportService.stream:77",
              "org.lyricquarter.boxoffice.refunds.RefundReportController.report:41",
            ],
            { tail: "web" },
          ),
        },
      );
      c.impair("orders", t0 + 60000, 0.92);
      c.impair("bff", t0 + 60000, 0.2);
      failingTraffic(c, {
        from: t0 + 60000,
        perMin: c.r.int(30, 50),
        role: "orders",
        method: "POST",
        path: () => c.path("orders", c.r.pick(["/orders/checkout", "/basket/items", "/basket"])),
        status: () => (c.r.chance(0.6) ? 500 : 504),
        fail: undefined,
        ms: [29000, 31000],
        inner: (t, ids) => {
          c.emit(
            t + 30000,
            "orders",
            "ERROR",
            "Request processing failed: org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
            {
              ids,
              logger: "org.apache.catalina.core.ContainerBase.[Tomcat].[localhost].[/].[dispatcherServlet]",
              err: javaErr(
                "org.springframework.transaction.CannotCreateTransactionException",
                "Could not open JPA EntityManager for transaction",
                [
                  "org.springframework.orm.jpa.JpaTransactionManager.doBegin:466",
                  "org.lyricquarter.boxoffice.checkout.CheckoutService$$SpringCGLIB$$0.place:-1",
                ],
                {
                  tail: "web",
                  cause: {
                    type: "java.sql.SQLTransientConnectionException",
                    message:
                      "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=184)",
                    frames: [
                      "com.zaxxer.hikari.pool.HikariPool.createTimeoutException:686",
                      "com.zaxxer.hikari.pool.HikariPool.getConnection:179",
                    ],
                    more: 94,
                  },
                },
              ),
            },
          );
        },
      });
      c.poisson(t0 + 62000, c.end, c.r.int(20, 35), (t) => {
        const ids = c.ids();
        emitCallerError(c, t, "bff", target(c, "orders", "/basket", "GET"), "timeout", {
          what: "basket fetch",
          ids,
          timeoutS: 15,
        });
        c.edge(t + 2, "bff", "GET", "/basket", 504, 15004, { ids, fail: "timeout" });
      });
    },
  },
  {
    key: "b-db-deadlock",
    estate: "B",
    category: "database",
    origin: "seats",
    needs: ["orders", "bff"],
    hints: ["deadlock", "40p01", "sqlstate", "postgres", "lock"],
    severity: "high",
    note: (c) =>
      `During a popular on-sale ${c.n("seats")} began deadlocking in Postgres because its batch hold path locked seats in a different order from the single-seat path, so most holds failed and ${c.n("orders")} reported 500s.`,
    run: (c, t0) => {
      c.emit(
        t0 - 30000,
        "seats",
        "INFO",
        "on-sale window opened perf=8842 (Messiah sing-along) queue released 2000 patrons",
      );
      c.impair("seats", t0, 0.5);
      c.impair("orders", t0, 0.4);
      failingTraffic(c, {
        from: t0,
        perMin: c.r.int(40, 70),
        role: "orders",
        method: "POST",
        path: () => c.path("orders", "/basket/items"),
        status: 500,
        ms: [1000, 3000],
        appStatus: 500,
        inner: (t, ids) => {
          const perf = "8842";
          if (c.r.chance(0.5))
            c.emit(
              t + 900,
              "seats",
              "WARN",
              `hold retry perf=${perf} attempt=1 err="ERROR: deadlock detected (SQLSTATE 40P01)"`,
            );
          c.emit(
            t + 1800,
            "seats",
            "ERROR",
            `hold failed perf=${perf} seats=${c.seats(c.r.int(2, 6))} err="ERROR: deadlock detected (SQLSTATE 40P01)" detail="Process ${c.r.int(2000, 9000)} waits for ShareLock on transaction ${c.r.int(8000000, 9000000)}; blocked by process ${c.r.int(2000, 9000)}."`,
          );
          c.app(t + 1810, "seats", "POST", c.path("seats", `/performances/${perf}/holds`), 500, 1800, { ids });
          c.emit(
            t + 1850,
            "orders",
            "ERROR",
            "[Basket] add_seats failed: SeatEngine::HoldFailed (seat_engine returned 500: hold failed)",
            {
              err: c.r.chance(0.4)
                ? rubyErr(
                    "SeatEngine::HoldFailed",
                    "seat_engine returned 500: hold failed",
                    [
                      "app/clients/seat_engine_client.rb:61:in `hold!'",
                      "app/services/basket/add_seats.rb:23:in `call'",
                      "app/controllers/basket_items_controller.rb:14:in `create'",
                    ],
                    { rails: true },
                  )
                : undefined,
            },
          );
          if (c.r.chance(0.4))
            c.emit(
              t + 1900,
              "bff",
              "ERROR",
              `Basket add failed for session ${c.r.hex(12)}: Faraday::ServerError the server responded with status 500`,
            );
        },
      });
    },
  },
  {
    key: "c-db-readonly",
    estate: "C",
    category: "database",
    origin: "orders",
    needs: ["bff"],
    hints: ["read-only", "npgsql", "postgres", "25006", "readonly"],
    severity: "high",
    note: (c) =>
      `After a managed Postgres failover ${c.n("orders")} kept its pooled connections to the old primary, now a read-only replica, so every order write failed with 25006 and checkout was down.`,
    run: (c, t0) => {
      c.emit(
        t0,
        "orders",
        "WARN",
        "Npgsql connection to ledger-db.corvid.internal:5432 broken while reading, reconnecting",
        { logger: "Npgsql.NpgsqlConnector" },
      );
      c.emit(
        t0 + 1500,
        "orders",
        "INFO",
        "Opened connection to database 'ledger' on server 'ledger-db.corvid.internal:5432' (target_session_attrs=any)",
        { logger: "Microsoft.EntityFrameworkCore.Database.Connection" },
      );
      const err = () =>
        dotnetErr(
          "Microsoft.EntityFrameworkCore.DbUpdateException",
          "An error occurred while saving the entity changes. See the inner exception for details.",
          [
            "Microsoft.EntityFrameworkCore.Update.ReaderModificationCommandBatch.ExecuteAsync(IRelationalConnection connection, CancellationToken cancellationToken)",
            "Corvid.Ledger.Orders.PlaceOrderHandler.Handle(PlaceOrder request, CancellationToken ct):112",
          ],
          {
            root: "/src/Corvid.Ledger/Orders",
            tail: "web",
            inner: {
              type: "Npgsql.PostgresException (0x80004005)",
              message: "25006: cannot execute INSERT in a read-only transaction",
              frames: [
                "Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
              ],
            },
          },
        );
      c.impair("orders", t0 + 1000, 0.95, { paths: ["/basket/items", "/orders/checkout"] });
      c.impair("orders", t0 + 1000, 0.3);
      failingTraffic(c, {
        from: t0 + 2000,
        perMin: c.r.int(30, 50),
        role: "orders",
        method: "POST",
        path: () => c.path("orders", c.r.pick(["/orders/checkout", "/basket/items"])),
        status: 500,
        ms: [30, 120],
        appStatus: 500,
        inner: (t, ids) => {
          c.emit(
            t + 20,
            "orders",
            "ERROR",
            "An exception occurred in the database while saving changes for context type 'Corvid.Ledger.Data.LedgerDbContext'.",
            { ids, logger: "Microsoft.EntityFrameworkCore.Update", err: err() },
          );
          if (c.r.chance(0.6))
            emitCallerError(c, t + 60, "bff", target(c, "orders", "/orders/checkout"), "status", {
              status: 500,
              what: "checkout",
              ids,
            });
        },
      });
    },
  },
  {
    key: "d-db-recovery",
    estate: "D",
    category: "database",
    origin: "donors",
    needs: ["bff"],
    hints: ["operationalerror", "database", "recovery", "postgres", "psycopg"],
    severity: "medium",
    note: (c) =>
      `The Gift Aid database behind ${c.n("donors")} crashed and sat in recovery mode, so ${c.n("donors")} could not connect and donations and declarations on ${c.n("bff")} failed.`,
    run: (c, t0) => {
      const err = () =>
        pyErr(
          "django.db.utils.OperationalError",
          'connection to server at "giftaid-pg.meridian-live.svc.cluster.local" (10.43.12.7), port 5432 failed: FATAL:  the database system is in recovery mode',
          [
            ["/app/giftaid/views.py", 64, "create_declaration", "declaration.save()"],
            [
              "/usr/local/lib/python3.12/site-packages/django/db/backends/base/base.py",
              275,
              "ensure_connection",
              "self.connect()",
            ],
            [
              "/usr/local/lib/python3.12/site-packages/psycopg/connection.py",
              748,
              "connect",
              "raise ex.with_traceback(None)",
            ],
          ],
          { head: "django" },
        );
      c.impair("donors", t0, 0.85);
      failingTraffic(c, {
        from: t0,
        perMin: c.r.int(10, 20),
        role: "bff",
        method: "POST",
        path: () => c.r.pick(["/support/donate", "/support/gift-aid"]),
        status: 500,
        ms: [100, 400],
        inner: (t, ids) => {
          c.emit(
            t + 20,
            "donors",
            "ERROR",
            `Internal Server Error: ${c.path("donors", c.r.pick(["/declarations", "/donations"]))}`,
            { logger: "django.request", err: err() },
          );
          c.app(t + 30, "donors", "POST", c.path("donors", "/declarations"), 500, 25, { ids });
          emitCallerError(c, t + 50, "bff", target(c, "donors", "/declarations"), "status", {
            status: 500,
            what: "gift aid declaration",
            ids,
          });
        },
      });
      c.every(t0 + 5000, c.end, 10000, 300, (t) =>
        c.emit(
          t,
          "donors",
          "ERROR",
          "readiness check failed: database unavailable (the database system is in recovery mode)",
        ),
      );
    },
  },
  {
    key: "a-validation-seat-ids",
    estate: "A",
    category: "validation",
    origin: "bff",
    needs: ["orders"],
    hints: ["validation", "400", "invalid", "methodargumentnotvalid", "seatids", "bad request"],
    severity: "high",
    note: (c) =>
      `A release of ${c.n("bff")} started sending seat ids with a dash ("K-12"), which ${c.n("orders")} rejects by its schema, so every add-to-basket and checkout from the website failed with 400.`,
    run: (c, t0) => {
      deploy(c, "bff", t0 - c.r.int(8000, 20000));
      c.impair("orders", t0, 0.7, { paths: ["/basket/items", "/orders/checkout"] });
      failingTraffic(c, {
        from: t0,
        perMin: c.r.int(30, 50),
        role: "bff",
        method: "POST",
        path: () => c.r.pick(["/basket/add", "/checkout"]),
        status: 500,
        ms: [40, 140],
        appStatus: 500,
        inner: (t, ids) => {
          const seat = `${c.r.pick(["K", "L", "M", "P"])}-${c.r.int(1, 30)}`;
          c.emit(
            t + 10,
            "orders",
            "WARN",
            `Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public org.springframework.http.ResponseEntity<org.lyricquarter.boxoffice.basket.BasketView> org.lyricquarter.boxoffice.basket.BasketController.add(org.lyricquarter.boxoffice.basket.AddSeatsRequest): [Field error in object 'addSeatsRequest' on field 'seatIds[0]': rejected value [${seat}]; codes [Pattern.addSeatsRequest.seatIds[0]]; default message [must match "^[A-Z]{1,2}[0-9]{1,3}$"]] ]`,
            {
              ids,
              logger: "org.springframework.web.servlet.mvc.method.annotation.ExceptionHandlerExceptionResolver",
            },
          );
          c.app(t + 12, "orders", "POST", c.path("orders", "/basket/items"), 400, 4, { ids });
          c.emit(t + 20, "bff", "ERROR", "add to basket failed", {
            ids,
            err: nodeErr(
              "AxiosError",
              "Request failed with status code 400",
              [
                "settle@/app/node_modules/axios/dist/node/axios.cjs:1983:12",
                "IncomingMessage.handleStreamEnd@/app/node_modules/axios/dist/node/axios.cjs:3085:11",
                "async BasketService.addSeats@/app/dist/services/basket.js:58:20",
              ],
              { code: "ERR_BAD_REQUEST" },
            ),
          });
        },
      });
    },
  },
  {
    key: "b-validation-bank-csv",
    estate: "B",
    category: "validation",
    origin: "donors",
    needs: [],
    hints: ["validation", "csv", "header", "invalid", "valueerror"],
    severity: "medium",
    note: (c) =>
      `The bank changed the column headers of its standing-order file, so ${c.n("donors")} rejected every import run of Friends' monthly gifts and kept retrying it.`,
    run: (c, t0) => {
      c.from(t0, c.end, 60000, 2000, (t, i) => {
        c.emit(
          t,
          "donors",
          "INFO",
          `standing order import started: file=BACS_STDORD_${new Date(t0).toISOString().slice(0, 10).replace(/-/g, "")}.csv rows=2841 attempt=${i + 1}`,
        );
        c.emit(t + 400, "donors", "ERROR", "standing order import aborted", {
          err: pyErr(
            "friends.imports.errors.ImportValidationError",
            "row 1: header mismatch: expected ['payer_ref', 'sort_code', 'account_last4', 'amount', 'collection_date'] got ['Payer Reference', 'Sort Code', 'Account (last 4)', 'Amount (GBP)', 'Collection Date']",
            [
              ["/app/friends/imports/bacs.py", 96, "run", "rows = list(self.validate(reader))"],
              [
                "/app/friends/imports/bacs.py",
                58,
                "validate",
                'raise ImportValidationError(f"row 1: header mismatch: expected {EXPECTED} got {header}")',
              ],
            ],
            { head: "celery" },
          ),
        });
        c.emit(
          t + 420,
          "donors",
          "WARN",
          `Task friends.tasks.import_standing_orders[${c.r.uuid()}] retry: Retry in 60s: ImportValidationError('row 1: header mismatch')`,
        );
      });
      c.emit(
        t0 + 300000,
        "donors",
        "WARN",
        "monthly gifts not posted for 2,841 Friends; Gift Aid claim for the period will be short",
      );
    },
  },
  {
    key: "c-validation-vtt",
    estate: "C",
    category: "validation",
    origin: "surtitles",
    needs: [],
    hints: ["invalid", "timestamp", "validation", "parse", "vtt", "cue"],
    severity: "medium",
    note: (c) =>
      `Tonight's caption file uploaded to ${c.n("surtitles")} had a malformed cue timestamp, so the parser rejected the rest of the file and captions stopped mid-show.`,
    run: (c, t0) => {
      const file = `${c.production()}-en-r7.vtt`;
      c.emit(t0 - 60000, "surtitles", "INFO", `caption file ${file} uploaded by stage-management (412 cues)`);
      c.impair("surtitles", t0, 1);
      c.emit(t0, "surtitles", "ERROR", `caption track rejected, halting at cue 211`, {
        err: nodeErr(
          "CueParseError",
          `invalid cue timestamp '01:12:7,500' at line 482 of ${file} (expected hh:mm:ss.ttt)`,
          [
            "parseTimestamp@/app/dist/vtt/parse.js:88:13",
            "parseCue@/app/dist/vtt/parse.js:141:22",
            "Track.load@/app/dist/track.js:57:31",
          ],
        ),
      });
      c.every(t0 + 5000, c.end, c.r.int(10000, 20000), 2000, (t) => {
        c.emit(t, "surtitles", "WARN", `operator GO for cue ${c.r.int(212, 260)} ignored: track ${file} not loaded`);
      });
      c.every(t0 + 30000, c.end, 60000, 3000, (t) =>
        c.emit(
          t,
          "surtitles",
          "ERROR",
          `reload of ${file} failed: CueParseError: invalid cue timestamp '01:12:7,500' at line 482`,
        ),
      );
      c.poisson(t0 + 10000, c.end, c.r.int(20, 40), (t) =>
        c.emit(
          t,
          "surtitles",
          "INFO",
          `seatback ${`SB-ST-${c.r.pick(["C", "F", "K"])}${c.r.int(1, 30)}`} reports no caption for ${Math.round((t - t0) / 1000)}s (idle screen)`,
        ),
      );
    },
  },
  {
    key: "d-validation-hmrc-schema",
    estate: "D",
    category: "validation",
    origin: "donors",
    needs: [],
    hints: ["schema", "validation", "cvc", "invalid", "xml"],
    severity: "medium",
    note: (c) =>
      `A postcode normalisation change in ${c.n("donors")} produced Gift Aid claim XML that fails the tax authority schema, so every claim submission was rejected.`,
    run: (c, t0) => {
      c.from(t0, c.end, c.r.int(40000, 70000), 3000, (t, i) => {
        const batch = c.r.int(4000, 4999);
        c.emit(
          t,
          "donors",
          "INFO",
          `submitting Gift Aid claim batch ${batch} (${c.r.int(300, 900)} donations) attempt ${i + 1}`,
        );
        c.emit(
          t + 1200,
          "donors",
          "ERROR",
          `claim batch ${batch} rejected by gateway: 3001 The submission of this document has failed due to departmental specific business logic in the Body tag.`,
        );
        for (let k = 0; k < c.r.int(3, 8); k++)
          c.emit(
            t + 1201 + k,
            "donors",
            "ERROR",
            `  schema error: cvc-pattern-valid: Value '${c.r.pick(["AB12 3C", "SW1A1AA", "EC1V 9HX ", "N1 9GU."])}' is not facet-valid with respect to pattern '[A-Z]{1,2}[0-9R][0-9A-Z]? [0-9][A-Z]{2}' for type 'UKPostcodeStructure'.`,
          );
        c.emit(t + 1300, "donors", "WARN", `claim batch ${batch} returned to queue`);
      });
    },
  },
  {
    key: "a-null-membership",
    estate: "A",
    category: "null_reference",
    origin: "orders",
    needs: ["bff"],
    hints: ["nullpointer", "null", "npe", "nullpointerexception"],
    severity: "high",
    note: (c) =>
      `A release of ${c.n("orders")} assumed every patron has a membership, so guest checkouts crashed with a NullPointerException and ${c.n("bff")} showed checkout errors.`,
    run: (c, t0) => {
      deploy(c, "orders", t0 - c.r.int(5000, 15000));
      c.impair("orders", t0, 0.65, { paths: ["/orders/checkout"] });
      failingTraffic(c, {
        from: t0,
        perMin: c.r.int(20, 35),
        role: "orders",
        method: "POST",
        path: () => c.path("orders", "/orders/checkout"),
        status: 500,
        ms: [80, 300],
        appStatus: 500,
        inner: (t, ids) => {
          c.emit(
            t + 40,
            "orders",
            "ERROR",
            "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException] with root cause",
            {
              ids,
              logger: "org.apache.catalina.core.ContainerBase.[Tomcat].[localhost].[/].[dispatcherServlet]",
              err: javaErr(
                "java.lang.NullPointerException",
                'Cannot invoke "org.lyricquarter.boxoffice.patron.Membership.getTier()" because the return value of "org.lyricquarter.boxoffice.patron.Patron.getMembership()" is null',
                [
                  "org.lyricquarter.boxoffice.pricing.MemberDiscountRule.apply:38",
                  "org.lyricquarter.boxoffice.pricing.PriceCalculator.total:112",
                  "org.lyricquarter.boxoffice.checkout.CheckoutService.place:147",
                  "org.lyricquarter.boxoffice.checkout.CheckoutController.checkout:52",
                ],
                { tail: "web" },
              ),
            },
          );
          if (c.r.chance(0.7))
            emitCallerError(c, t + 120, "bff", target(c, "orders", "/orders/checkout"), "status", {
              status: 500,
              what: "checkout",
              ids,
            });
        },
      });
    },
  },
  {
    key: "b-null-seat-plan",
    estate: "B",
    category: "null_reference",
    origin: "bff",
    needs: [],
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    severity: "medium",
    note: (c) =>
      `${c.n("bff")} crashed with NoMethodError on nil for performances in the new Foyer Stage, which has no seat plan, so those event pages returned 500.`,
    run: (c, t0) => {
      c.emit(
        t0 - 20000,
        "bff",
        "INFO",
        "[Listings] imported 6 performances for venue 'Foyer Stage' (seat_plan: none, unreserved)",
      );
      failingTraffic(c, {
        from: t0,
        perMin: c.r.int(15, 30),
        role: "bff",
        method: "GET",
        path: () => `/events/${c.r.pick(["late-night-jazz", "foyer-folk-sessions"])}/${c.r.int(8900, 8905)}`,
        status: 500,
        ms: [30, 120],
        appStatus: 500,
        inner: (t) => {
          c.emit(t + 20, "bff", "FATAL", "", {
            err: rubyErr(
              "NoMethodError",
              "undefined method `sections' for nil:NilClass",
              [
                "app/presenters/performance_presenter.rb:48:in `price_bands'",
                "app/views/performances/show.html.erb:22",
                "app/controllers/performances_controller.rb:17:in `show'",
              ],
              { rails: true },
            ),
          });
        },
      });
    },
  },
  {
    key: "c-null-go-panic",
    estate: "C",
    category: "null_reference",
    origin: "seats",
    needs: ["bff"],
    hints: ["nil pointer", "nil", "invalid memory address", "panic", "segmentation"],
    severity: "medium",
    note: (c) =>
      `${c.n("seats")} panicked on a nil access-overlay for relaxed performances, so their seat maps returned empty replies and ${c.n("bff")} logged the failures as resets and 502s.`,
    run: (c, t0) => {
      failingTraffic(c, {
        from: t0,
        perMin: c.r.int(15, 30),
        role: "seats",
        method: "GET",
        path: () => c.path("seats", `/performances/${c.r.int(8700, 8710)}/seatmap`),
        status: 502,
        fail: "closed",
        ms: [3, 12],
        inner: (t, ids) => {
          c.emit(
            t + 2,
            "seats",
            "ERROR",
            `http: panic serving 10.44.${c.r.int(0, 9)}.${c.r.int(2, 250)}:${c.r.int(30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
            {
              ids,
              err: goPanic(
                "runtime error: invalid memory address or nil pointer dereference",
                [
                  [
                    "corvid.dev/seating/internal/layout.(*Overlay).Apply(0x0, 0xc000a4e000)",
                    "/src/internal/layout/overlay.go:57",
                  ],
                  [
                    "corvid.dev/seating/internal/seatmap.Render(0xc0003b2a80, 0xc000a4e000)",
                    "/src/internal/seatmap/render.go:131",
                  ],
                  [
                    "corvid.dev/seating/internal/api.(*Server).seatmap(0xc0001f4000, {0x1c2e4a0, 0xc0004be0e0}, 0xc000512900)",
                    "/src/internal/api/seatmap.go:44",
                  ],
                  [
                    "net/http.HandlerFunc.ServeHTTP(0x0?, {0x1c2e4a0?, 0xc0004be0e0?}, 0x0?)",
                    "/usr/local/go/src/net/http/server.go:2166",
                  ],
                ],
                {
                  goroutine: c.r.int(1000, 90000),
                  signal: "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x8a41f2]",
                },
              ),
            },
          );
          c.emit(t + 5, "bff", "ERROR", `seat map load failed perf page ${c.production()}`, {
            ids,
            err: nodeErr(
              "Error",
              "socket hang up",
              ["connResetException@node:internal/errors:787:14", "Socket.socketOnEnd@node:_http_client:519:23"],
              { code: "ECONNRESET" },
            ),
          });
          if (c.r.chance(0.4))
            retryWarn(c, t + 6, "bff", target(c, "seats", "/seatmap", "GET"), 1, 2, "ECONNRESET", ids);
        },
      });
    },
  },
  {
    key: "d-null-refund",
    estate: "D",
    category: "null_reference",
    origin: "pay",
    needs: ["orders"],
    hints: ["nullreference", "null", "object reference"],
    severity: "medium",
    note: (c) =>
      `After a cancelled performance ${c.n("pay")} threw NullReferenceException on refunds of orders paid partly by gift voucher, so the bulk refund run from ${c.n("orders")} kept failing.`,
    run: (c, t0) => {
      c.emit(
        t0 - 10000,
        "orders",
        "INFO",
        `Performance 8871 (${c.production()}) cancelled; bulk refund run queued for 412 orders`,
        { logger: "Meridian.Sales.Checkout.Cancellations.CancellationService" },
      );
      c.poisson(t0, c.end, c.r.int(15, 30), (t) => {
        const ids = c.ids();
        const ref = c.orderRef();
        if (c.r.chance(0.6)) {
          c.emit(t, "pay", "INFO", `Refund issued for ${ref}: £${c.amount()} to card`, {
            ids,
            logger: "Meridian.Sales.Payments.Refunds.RefundHandler",
          });
          return;
        }
        c.emit(t, "pay", "ERROR", `Refund failed for order ${ref}`, {
          ids,
          logger: "Meridian.Sales.Payments.Refunds.RefundHandler",
          err: dotnetErr(
            "System.NullReferenceException",
            "Object reference not set to an instance of an object.",
            [
              "Meridian.Sales.Payments.Refunds.RefundSplitter.Split(Payment payment):47",
              "Meridian.Sales.Payments.Refunds.RefundHandler.Handle(RefundOrder cmd, CancellationToken ct):63",
            ],
            { root: "/src/Meridian.Sales.Payments/Refunds", tail: "web" },
          ),
        });
        c.app(t + 2, "pay", "POST", c.path("pay", "/refunds"), 500, 14, { ids });
        c.emit(t + 20, "orders", "ERROR", `Bulk refund: order ${ref} failed (500 from sales-payments), will retry`, {
          ids,
          logger: "Meridian.Sales.Checkout.Cancellations.BulkRefundJob",
        });
      });
    },
  },
];
