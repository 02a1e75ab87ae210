// The 26 trader scenarios: Nordwatt Trading (ETRM, exchange, TSO, risk) and Baltmar Energy Trading.
import type { IncidentSpec } from "./incidents.js";
import type { Rng } from "./rng.js";
import { dotnet, java, python, ruby } from "./traces.js";

const deal = (r: Rng) => `T-${r.int(4000000, 4999999)}`;
const doc = (r: Rng) => r.hex(8).toUpperCase();
const area = (r: Rng) => r.pick(["DE-LU", "NL", "BE", "FR"]);
const hh = (r: Rng) => String(r.int(0, 23)).padStart(2, "0");

export const NORDWATT: IncidentSpec[] = [
  {
    estate: "nordwatt",
    cat: "authentication",
    origin: "nomination-svc",
    hints: ["auth", "credential", "secret", "token", "unauthorized", "401", "aadsts"],
    sev: "high",
    note: "The TSO API client secret of nomination-svc expires; token requests fail and every nomination submit ends in 401 while etrm-core retries loudly.",
    run(c) {
      c.thin("nomination-svc", c.start, 0);
      c.every(
        "nomination-svc",
        c.start,
        c.end,
        25,
        "ERROR",
        () => "Token acquisition failed for client 'nordwatt-ess-prod'",
        () =>
          dotnet(
            "Microsoft.Identity.Client.MsalServiceException",
            "AADSTS7000222: The provided client secret keys for app '3f0c9a51-77e2-4c1b-9d0e-2b6a8e1f4c20' are expired. Visit the Azure portal to create new keys for your app.",
            [
              "Microsoft.Identity.Client.Internal.Requests.RequestBase.RunAsync",
              "Nordwatt.Nomination.Tso.TsoTokenProvider.GetTokenAsync",
              "Nordwatt.Nomination.Tso.EssClient.SubmitAsync",
            ],
          ),
      );
      c.every(
        "nomination-svc",
        c.start + 3000,
        c.end,
        9,
        "WARN",
        (r) =>
          `Submission of ESS document ${doc(r)} failed: 401 Unauthorized (WWW-Authenticate: Bearer error="invalid_token")`,
      );
      c.every(
        "etrm-core",
        c.start + 5000,
        c.end,
        3,
        "ERROR",
        (r) =>
          `nomination batch tso=${r.pick(["TenneT", "Amprion"])} not acknowledged: POST http://nomination-svc/nominations returned 502 Bad Gateway`,
      );
      c.every(
        "etrm-core",
        c.start + 6000,
        c.end,
        3.5,
        "WARN",
        (r) => `retrying nomination submit (attempt ${r.int(2, 5)}/5) in ${r.int(2, 16)}s`,
      );
      c.every(
        "trader-ui-bff",
        c.start + 20000,
        c.end,
        12,
        "WARN",
        () => "GET /api/nominations/status 502 upstream=etrm-core",
      );
    },
  },
  {
    estate: "nordwatt",
    cat: "authorization",
    origin: "settlement-svc",
    hints: ["access", "denied", "authoriz", "forbidden", "403", "permission"],
    sev: "medium",
    note: "settlement-svc loses s3:PutObject on its statement bucket; every statement upload is denied with 403 and statements pile up in the outbox.",
    run(c) {
      c.thin("settlement-svc", c.start, 0.2);
      c.every(
        "settlement-svc",
        c.start,
        c.end,
        14,
        "ERROR",
        (r) =>
          `Failed to publish settlement statement ST-${r.int(100000, 999999)} to s3://nordwatt-settlement-out/2026/`,
        (r) =>
          java(
            "software.amazon.awssdk.services.s3.model.S3Exception",
            `User: arn:aws:sts::412093377120:assumed-role/settlement-svc-prod/aws-sdk-java-17 is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::nordwatt-settlement-out/2026/11/29/ST.pdf" because no identity-based policy allows the s3:PutObject action (Service: S3, Status Code: 403, Request ID: ${r.hex(16).toUpperCase()})`,
            [
              "software.amazon.awssdk.core.internal.http.CombinedResponseHandler.handleErrorResponse",
              "com.nordwatt.settlement.publish.StatementPublisher.upload",
              "com.nordwatt.settlement.publish.StatementPublisher.publish",
              "com.nordwatt.settlement.job.DailySettlementJob.run",
            ],
          ),
      );
      c.every(
        "settlement-svc",
        c.start + 20000,
        c.end,
        40,
        "WARN",
        (r) => `outbox: ${r.int(12, 90)} statements waiting for upload (oldest ${r.int(2, 12)}m)`,
      );
      c.every(
        "etrm-core",
        c.start + 60000,
        c.end,
        45,
        "WARN",
        (r) => `settlement confirmation for delivery 2026-11-29 pending for ${r.int(3, 11)} books`,
      );
    },
  },
  {
    estate: "nordwatt",
    cat: "database",
    origin: "etrm-core",
    hints: ["connection", "pool", "hikari", "jdbc", "database", "sql", "postgres"],
    sev: "high",
    note: "etrm-core exhausts its Postgres connection pool (the server refuses new slots); trade-capture and the trader UI time out against it and retry.",
    run(c) {
      c.emit(
        c.start,
        "etrm-core",
        "WARN",
        "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=58s212ms).",
      );
      c.emit(
        c.start + 900,
        "etrm-core",
        "ERROR",
        "HikariPool-1 - Exception during pool initialization of new connection",
        java(
          "org.postgresql.util.PSQLException",
          "FATAL: remaining connection slots are reserved for non-replication superuser connections",
          [
            "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication",
            "org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl",
            "com.zaxxer.hikari.pool.HikariPool.createPoolEntry",
          ],
        ),
      );
      c.thin("etrm-core", c.start, 0.1);
      c.every(
        "etrm-core",
        c.start + 2000,
        c.end,
        2.2,
        "ERROR",
        () => "Request processing failed: CannotGetJdbcConnectionException",
        () =>
          java(
            "org.springframework.jdbc.CannotGetJdbcConnectionException",
            "Failed to obtain JDBC Connection",
            [
              "org.springframework.jdbc.datasource.DataSourceUtils.getConnection",
              "org.springframework.jdbc.core.JdbcTemplate.execute",
              "com.nordwatt.etrm.position.PositionRepository.applyDelta",
              "com.nordwatt.etrm.position.PositionService.book",
            ],
            "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=212)",
          ),
      );
      c.every(
        "trade-capture",
        c.start + 30000,
        c.end,
        1.2,
        "ERROR",
        (r) =>
          `deal ${deal(r)} not booked: POST http://etrm-core:8080/positions -> 503 after ${r.int(30001, 30090)} ms`,
      );
      c.every(
        "trade-capture",
        c.start + 31000,
        c.end,
        1.4,
        "WARN",
        (r) => `retry ${r.int(1, 3)}/3 booking ${deal(r)} in ${r.int(1, 8)}s`,
      );
      c.every(
        "trader-ui-bff",
        c.start + 30000,
        c.end,
        1.6,
        "ERROR",
        (r) =>
          `GET /api/positions?book=${r.pick(["FLEX-DE", "ORIG-NL"])} 504 ${r.int(30000, 30100)}ms upstream=etrm-core`,
      );
    },
  },
  {
    estate: "nordwatt",
    cat: "network",
    origin: "intraday-gw",
    hints: ["reset", "connection", "network", "tcp", "broken pipe", "socket"],
    sev: "high",
    note: "intraday-gw's AMQP link to the exchange keeps getting reset and reconnecting; orders sent in between are lost and etrm-core marks them unknown.",
    run(c) {
      c.thin("intraday-gw", c.start, 0.15);
      c.every(
        "intraday-gw",
        c.start,
        c.end,
        6,
        "ERROR",
        (r) =>
          `M7 AMQP connection lost: read tcp 10.42.7.19:${r.int(30000, 60000)}->193.29.81.14:5671: read: connection reset by peer`,
      );
      c.every(
        "intraday-gw",
        c.start + 1000,
        c.end,
        4,
        "WARN",
        (r) =>
          `reconnecting to exchange broker amqps://m7-prod.pwx-exchange.eu:5671 (attempt ${r.int(1, 9)}, backoff ${r.pick([1, 2, 4, 8])}s)`,
      );
      c.every(
        "intraday-gw",
        c.start + 2000,
        c.end,
        9,
        "ERROR",
        (r) =>
          `publish order ${r.hex(10).toUpperCase()} failed: write tcp 10.42.7.19:${r.int(30000, 60000)}->193.29.81.14:5671: write: broken pipe`,
      );
      c.every(
        "etrm-core",
        c.start + 8000,
        c.end,
        2.5,
        "WARN",
        (r) =>
          `intraday order ${r.hex(10).toUpperCase()} ${area(r)} ${hh(r)}:00 no ack from intraday-gw within 5000ms, state=UNKNOWN`,
      );
      c.every(
        "trader-ui-bff",
        c.start + 8000,
        c.end,
        3,
        "ERROR",
        () => "POST /api/intraday/orders 502 upstream=intraday-gw (order state unknown)",
      );
    },
  },
  {
    estate: "nordwatt",
    cat: "timeout",
    origin: "var-engine",
    hints: ["timeout", "deadline", "timed out", "exceeded"],
    sev: "medium",
    note: "A var-engine Monte Carlo run overruns its deadline and holds all workers; incremental VaR calls from etrm-core and the trader UI time out.",
    run(c) {
      c.emit(
        c.start,
        "var-engine",
        "INFO",
        "[mc] book=FLEX-DE intraday rerun started paths=400k horizon=10d (requested by risk-ops)",
      );
      c.thin("var-engine", c.start, 0);
      c.every(
        "var-engine",
        c.start + 60000,
        c.end,
        60,
        "WARN",
        (r) => `[mc] book=FLEX-DE still running after ${r.int(60, 600)}s, workers busy 8/8`,
      );
      c.every(
        "var-engine",
        c.start + 30000,
        c.end,
        5,
        "ERROR",
        () => "[rpc] CalcIncrementalVaR failed: deadline exceeded (2000ms), no free worker",
      );
      c.emit(
        c.start + 420000,
        "var-engine",
        "ERROR",
        "[mc] book=FLEX-DE run aborted: deadline 420s exceeded at 71% (path 284113/400000)",
      );
      c.every(
        "etrm-core",
        c.start + 32000,
        c.end,
        1.8,
        "WARN",
        (r) =>
          `pre-trade limit check for ${deal(r)} timed out after 2000ms waiting for var-engine, trade routed to manual approval`,
      );
      c.every(
        "trader-ui-bff",
        c.start + 40000,
        c.end,
        6,
        "ERROR",
        () => "GET /api/risk/var?book=FLEX-DE 504 Gateway Timeout 60001ms",
      );
    },
  },
  {
    estate: "nordwatt",
    cat: "rate_limiting",
    origin: "market-feed",
    hints: ["rate", "429", "too many", "limit", "throttl", "quota"],
    sev: "medium",
    note: "market-feed exceeds its price vendor's request quota and gets 429s; ticks stop and curve-builder and da-bidder warn about stale prices.",
    run(c) {
      c.thin("market-feed", c.start, 0.05);
      c.every(
        "market-feed",
        c.start,
        c.end,
        3,
        "ERROR",
        (r) =>
          `vendor poll ${r.pick(["/v3/ticks/EPEX", "/v3/ticks/EEX", "/v3/settlements"])} failed: 429 Too Many Requests (x-ratelimit-remaining: 0, retry-after: ${r.int(20, 60)})`,
      );
      c.every(
        "market-feed",
        c.start + 2000,
        c.end,
        15,
        "WARN",
        (r) => `backing off ${r.int(20, 60)}s, daily request quota 98.7% used`,
      );
      c.every(
        "curve-builder",
        c.start + 60000,
        c.end,
        8,
        "WARN",
        (r) =>
          `input ticks for ${r.pick(["EPEX.DE", "EPEX.NL", "EEX.DEBY"])} stale (age ${r.int(300, 900)}s) from market-feed, holding previous curve`,
      );
      c.every(
        "da-bidder",
        c.start + 90000,
        c.end,
        20,
        "WARN",
        () => "price reference older than 5 min, widening bid band by 3 EUR/MWh",
      );
    },
  },
  {
    estate: "nordwatt",
    cat: "validation",
    origin: "da-bidder",
    hints: ["validation", "invalid", "pydantic", "schema"],
    sev: "high",
    note: "da-bidder's curve schema check rejects every day-ahead bid curve built after the morning curve update, so no orders reach the auction before gate closure.",
    run(c) {
      c.thin("da-bidder", c.start, 0.1);
      c.every(
        "da-bidder",
        c.start,
        c.end,
        6,
        "ERROR",
        (r) => `bid curve for ${area(r)} delivery=2026-12-01 h${hh(r)} rejected before submission`,
        (r) =>
          python(
            "pydantic_core._pydantic_core.ValidationError",
            `2 validation errors for HourlyBidCurve\nsteps.${r.int(2, 9)}.price\n  Value error, prices must be non-increasing with volume [type=value_error, input_value=-500.0, input_type=float]\nsteps.${r.int(10, 30)}.volume_mw\n  Input should be greater than or equal to 0 [type=greater_than_equal, input_value=-12.4, input_type=float]`,
            [
              ["/app/dabidder/auction.py", "submit_area", "curve = HourlyBidCurve.model_validate(raw)"],
              [
                "/usr/local/lib/python3.12/site-packages/pydantic/main.py",
                "model_validate",
                "return cls.__pydantic_validator__.validate_python(",
              ],
            ],
          ),
      );
      c.every(
        "etrm-core",
        c.start + 60000,
        c.end,
        30,
        "WARN",
        (r) =>
          `DA order book 2026-12-01 incomplete: ${r.int(0, 5)}/24 hours confirmed by da-bidder, gate closure in ${r.int(10, 40)} min`,
      );
      c.every(
        "trader-ui-bff",
        c.start + 30000,
        c.end,
        15,
        "WARN",
        () => "GET /api/auction/status 200 state=INCOMPLETE",
      );
    },
  },
  {
    estate: "nordwatt",
    cat: "null_reference",
    origin: "trade-capture",
    hints: ["null", "nullpointer", "npe"],
    sev: "high",
    note: "trade-capture throws NullPointerException on broker deals without a delivery period; the trader UI gets 500s and retries.",
    run(c) {
      c.thin("trade-capture", c.start, 0.35);
      c.every(
        "trade-capture",
        c.start,
        c.end,
        2.5,
        "ERROR",
        (r) => `POST /trades failed for ${deal(r)} (source=broker-${r.pick(["tullett", "marex", "griffin"])})`,
        () =>
          java(
            "java.lang.NullPointerException",
            'Cannot invoke "com.nordwatt.etrm.model.DeliveryPeriod.getStart()" because the return value of "com.nordwatt.etrm.model.Deal.getDeliveryPeriod()" is null',
            [
              "com.nordwatt.capture.enrich.ProfileEnricher.enrich",
              "com.nordwatt.capture.DealPipeline.process",
              "com.nordwatt.capture.http.TradeController.create",
              "org.springframework.web.servlet.FrameworkServlet.service",
            ],
          ),
      );
      c.every(
        "trader-ui-bff",
        c.start + 500,
        c.end,
        1.6,
        "ERROR",
        () => 'POST /api/trades 500 upstream=trade-capture body={"error":"Internal Server Error"}',
      );
      c.every(
        "trader-ui-bff",
        c.start + 900,
        c.end,
        2.2,
        "WARN",
        (r) => `retrying POST /api/trades (attempt ${r.int(2, 3)}/3)`,
      );
    },
  },
  {
    estate: "nordwatt",
    cat: "configuration",
    origin: "curve-builder",
    hints: ["config", "keyerror", "setting", "missing", "environment", "key"],
    sev: "medium",
    note: "curve-builder 3.14.0 rolls out without CURVE_CALENDAR_PATH in its settings; every curve request fails with KeyError and bidders and risk fall back to stale curves.",
    run(c) {
      c.emit(c.start - 4000, "curve-builder", "INFO", "Starting gunicorn 21.2.0");
      c.emit(
        c.start - 3800,
        "curve-builder",
        "INFO",
        "curve-builder 3.14.0 booting (profile=prod, settings from env + /etc/curve/settings.toml)",
      );
      c.thin("curve-builder", c.start, 0);
      c.every(
        "curve-builder",
        c.start,
        c.end,
        4,
        "ERROR",
        (r) => `Exception on /curves/${r.pick(["DE-LU-BASE", "NL-PEAK", "FR-BASE"])} [GET]`,
        () =>
          python("KeyError", "'CURVE_CALENDAR_PATH'", [
            [
              "/usr/local/lib/python3.11/site-packages/flask/app.py",
              "full_dispatch_request",
              "rv = self.dispatch_request()",
            ],
            ["/app/curves/api.py", "get_curve", "cal = load_calendar(settings)"],
            ["/app/curves/calendar.py", "load_calendar", 'path = settings["CURVE_CALENDAR_PATH"]'],
          ]),
      );
      c.every(
        "da-bidder",
        c.start + 2000,
        c.end,
        7,
        "ERROR",
        (r) => `GET http://curve-builder/curves/${area(r)}-BASE -> 500, cannot price bid curve`,
      );
      c.every(
        "var-engine",
        c.start + 10000,
        c.end,
        20,
        "WARN",
        () => "curve DE-LU-BASE unavailable from curve-builder, reusing T-1 snapshot",
      );
    },
  },
  {
    estate: "nordwatt",
    cat: "dependency",
    origin: "da-bidder",
    hints: ["503", "unavailable", "exchange", "upstream", "circuit", "dependency"],
    sev: "high",
    note: "The power exchange's auction API answers 503 to da-bidder's order submissions; its circuit breaker opens and etrm-core cannot confirm the day-ahead book.",
    run(c) {
      c.thin("da-bidder", c.start, 0.3);
      c.every(
        "da-bidder",
        c.start,
        c.end,
        5,
        "ERROR",
        () => "order book submit failed",
        () =>
          python(
            "requests.exceptions.HTTPError",
            "503 Server Error: Service Unavailable for url: https://auction-api.pwx-exchange.eu/v2/orderbooks/DA-2026-12-01",
            [
              ["/app/dabidder/exchange.py", "submit", "resp.raise_for_status()"],
              [
                "/usr/local/lib/python3.12/site-packages/requests/models.py",
                "raise_for_status",
                "raise HTTPError(http_error_msg, response=self)",
              ],
            ],
          ),
      );
      c.every(
        "da-bidder",
        c.start + 20000,
        c.end,
        30,
        "WARN",
        () => "circuit 'exchange-auction' OPEN after 5 consecutive failures, next probe in 30s",
      );
      c.every(
        "etrm-core",
        c.start + 30000,
        c.end,
        15,
        "WARN",
        () => "DA submission status for 2026-12-01 unknown (da-bidder reports exchange unavailable)",
      );
      c.every(
        "trader-ui-bff",
        c.start + 30000,
        c.end,
        20,
        "WARN",
        () => "GET /api/auction/status 200 state=EXCHANGE_UNAVAILABLE",
      );
    },
  },
  {
    estate: "nordwatt",
    cat: "memory",
    origin: "etrm-core",
    hints: ["memory", "heap", "outofmemory", "oom", "gc"],
    sev: "high",
    note: "etrm-core's heap fills during a full revaluation; long GC pauses, then OutOfMemoryError and restarts while its callers see refused connections.",
    run(c) {
      let t = c.start;
      for (let i = 0; i < 8; i++) {
        c.emit(
          t,
          "etrm-core",
          "WARN",
          `[gc] GC(${4410 + i}) Pause Full (G1 Compaction Pause) ${7800 + i * 310}M->${7700 + i * 60}M(8192M) ${(1.2 + i * 0.4).toFixed(3)}s`,
        );
        t += 12000;
      }
      c.thin("etrm-core", c.start + 60000, 0.15);
      c.every(
        "etrm-core",
        c.start + 100000,
        c.end,
        70,
        "ERROR",
        () => "Terminating due to java.lang.OutOfMemoryError: Java heap space",
        () =>
          java("java.lang.OutOfMemoryError", "Java heap space", [
            "java.util.Arrays.copyOf",
            "java.util.ArrayList.grow",
            "com.nordwatt.etrm.mtm.Revaluation.collectCashflows",
            "com.nordwatt.etrm.mtm.RevaluationJob.execute",
          ]),
      );
      c.every(
        "etrm-core",
        c.start + 130000,
        c.end,
        70,
        "INFO",
        () => "Started EtrmCoreApplication in 41.87 seconds (process running for 43.2)",
      );
      c.every(
        "trade-capture",
        c.start + 100000,
        c.end,
        1.5,
        "ERROR",
        (r) =>
          `deal ${deal(r)} not booked: I/O error on POST request for "http://etrm-core:8080/positions": Connection refused`,
      );
      c.every(
        "trader-ui-bff",
        c.start + 60000,
        c.end,
        2,
        "ERROR",
        () => "GET /api/positions 503 upstream=etrm-core (connect ECONNREFUSED 10.42.3.8:8080)",
      );
    },
  },
  {
    estate: "nordwatt",
    cat: "disk",
    origin: "var-engine",
    hints: ["disk", "space", "enospc", "no space", "volume", "full"],
    sev: "medium",
    note: "var-engine's scratch volume fills up; scenario cubes can no longer be written, VaR runs fail and the trader UI shows stale risk.",
    run(c) {
      c.emit(c.start - 90000, "var-engine", "WARN", "[fs] /scratch usage 96.8% (threshold 95%)");
      c.thin("var-engine", c.start, 0);
      c.every(
        "var-engine",
        c.start,
        c.end,
        8,
        "ERROR",
        (r) =>
          `[mc] failed to write scenario cube /scratch/var/${r.pick(["FLEX-DE", "ORIG-NL", "PROP-FR"])}-20261130-${r.int(1, 99)}.cube: No space left on device (errno 28)`,
      );
      c.every(
        "var-engine",
        c.start + 5000,
        c.end,
        40,
        "WARN",
        () => "[fs] /scratch usage 100.0% (0 bytes free), cleanup of runs older than 24h freed 0 B",
      );
      c.every(
        "etrm-core",
        c.start + 30000,
        c.end,
        20,
        "WARN",
        () => "VaR figures stale (last complete run 2026-11-30T06:00Z), limits use previous values",
      );
      c.every("trader-ui-bff", c.start + 20000, c.end, 6, "ERROR", () => "GET /api/risk/var 503 upstream=var-engine");
    },
  },
  {
    estate: "nordwatt",
    cat: "unknown",
    origin: "nomination-svc",
    hints: ["unknown", "500", "internal", "unhandled", "restart", "crash"],
    sev: "high",
    note: "nomination-svc starts answering 500 and restarting over and over without ever logging a reason; etrm-core's nomination batches fail.",
    run(c) {
      c.thin("nomination-svc", c.start, 0);
      c.every(
        "nomination-svc",
        c.start,
        c.end,
        5,
        "INFO",
        (r) =>
          `Request finished HTTP/1.1 POST http://nomination-svc/nominations - 500 0 - ${r.int(3, 30)}.${r.int(1000, 9999)}ms`,
      );
      c.every("nomination-svc", c.start + 30000, c.end, 45, "INFO", () => "Application is shutting down...");
      c.every("nomination-svc", c.start + 35000, c.end, 45, "INFO", () => "Now listening on: http://[::]:8080");
      c.every(
        "etrm-core",
        c.start + 1000,
        c.end,
        2.5,
        "ERROR",
        () =>
          'nomination submit failed: nomination-svc responded 500 {"title":"An error occurred while processing your request.","status":500}',
      );
      c.every(
        "etrm-core",
        c.start + 2000,
        c.end,
        4,
        "WARN",
        (r) => `retrying nomination submit (attempt ${r.int(2, 5)}/5)`,
      );
    },
  },
];

export const BALTMAR: IncidentSpec[] = [
  {
    estate: "baltmar",
    cat: "authentication",
    origin: "epex-connector",
    hints: ["auth", "login", "credential", "password"],
    sev: "high",
    note: "After a password rotation epex-connector's exchange re-login is refused; no orders go out and deal-api's order jobs fail.",
    run(c) {
      c.thin("epex-connector", c.start, 0);
      c.emit(c.start, "epex-connector", "INFO", "session expired, re-logging in to ComXerv as BALTMAR-T2");
      c.every(
        "epex-connector",
        c.start + 400,
        c.end,
        15,
        "ERROR",
        () => "Login to ComXerv failed for user BALTMAR-T2",
        () =>
          java(
            "com.baltmar.exchange.comx.LoginRejectedException",
            "LOGIN_FAILED (code 1003): invalid user name or password",
            [
              "com.baltmar.exchange.comx.ComxSession.login",
              "com.baltmar.exchange.comx.ComxSession.ensureLoggedIn",
              "com.baltmar.exchange.OrderGateway.send",
            ],
          ),
      );
      c.every(
        "epex-connector",
        c.start + 2000,
        c.end,
        5,
        "WARN",
        (r) => `order ${r.int(80000000, 89999999)} not sent: no active exchange session`,
      );
      c.every(
        "deal-api",
        c.start + 3000,
        c.end,
        3,
        "ERROR",
        () => "ExchangeOrderJob failed: epex-connector responded 503 (no active exchange session)",
      );
      c.every("position-keeper", c.start + 120000, c.end, 60, "WARN", () => "no exchange fills received for 120s");
    },
  },
  {
    estate: "baltmar",
    cat: "authorization",
    origin: "tso-nominator",
    hints: ["forbidden", "403", "authoriz", "permission", "not authorised"],
    sev: "high",
    note: "The TSO revokes tso-nominator's right to nominate for one balance group; every schedule for it comes back 403.",
    run(c) {
      c.thin("tso-nominator", c.start, 0.3);
      c.every(
        "tso-nominator",
        c.start,
        c.end,
        5,
        "ERROR",
        (r) =>
          `schedule ${r.hex(8).toUpperCase()} for BG-PL-0091 refused: 403 Forbidden - party 21X000000001234A is not authorised to nominate for balance group BG-PL-0091`,
      );
      c.every(
        "tso-nominator",
        c.start + 3000,
        c.end,
        20,
        "WARN",
        (r) => `${r.int(3, 30)} schedules for BG-PL-0091 unconfirmed, next gate in ${r.int(5, 50)} min`,
      );
      c.every(
        "position-keeper",
        c.start + 60000,
        c.end,
        30,
        "WARN",
        () => "imbalance exposure BG-PL-0091 rising: nominated 0MW vs contracted position",
      );
    },
  },
  {
    estate: "baltmar",
    cat: "database",
    origin: "position-keeper",
    hints: ["database", "postgres", "sql", "connection", "too many", "clients"],
    sev: "high",
    note: "position-keeper's Postgres runs out of client slots; position updates fail and deal-api retries them in a storm.",
    run(c) {
      c.thin("position-keeper", c.start, 0.05);
      c.every(
        "position-keeper",
        c.start,
        c.end,
        2.5,
        "ERROR",
        () =>
          "recompute position failed: failed to connect to `host=pg-trading.internal user=poskeeper database=positions`: server error (FATAL: sorry, too many clients already (SQLSTATE 53300))",
      );
      c.every(
        "deal-api",
        c.start + 500,
        c.end,
        1.1,
        "ERROR",
        () =>
          "Faraday::ServerError (the server responded with status 500) POST http://position-keeper:8080/positions/apply",
      );
      c.every(
        "deal-api",
        c.start + 700,
        c.end,
        1.3,
        "WARN",
        (r) =>
          `Retrying PositionSyncJob in ${r.int(3, 30)} seconds, due to a Faraday::ServerError (attempt ${r.int(2, 8)})`,
      );
    },
  },
  {
    estate: "baltmar",
    cat: "network",
    origin: "curve-store",
    hints: ["dns", "lookup", "network", "resolve", "host"],
    sev: "high",
    note: "curve-store can no longer resolve its cache host; every curve read fails at DNS and risk-batch and deal-api get 502s.",
    run(c) {
      c.thin("curve-store", c.start, 0.05);
      c.every(
        "curve-store",
        c.start,
        c.end,
        2.5,
        "ERROR",
        (r) =>
          `GET /curves/${r.pick(["DE-BASE", "PL-PEAK", "LT-BASE"])} 502: dial tcp: lookup redis-curves.baltmar.svc.cluster.local on 10.96.0.10:53: server misbehaving`,
      );
      c.every(
        "risk-batch",
        c.start + 2000,
        c.end,
        10,
        "WARN",
        () => "Curve fetch from curve-store failed (502 Bad Gateway), retry 1/3",
      );
      c.every(
        "deal-api",
        c.start + 4000,
        c.end,
        5,
        "ERROR",
        () => "PricingService: curve-store returned 502 Bad Gateway for DE-BASE",
      );
    },
  },
  {
    estate: "baltmar",
    cat: "timeout",
    origin: "risk-batch",
    hints: ["timeout", "timed out", "exceeded", "canceled"],
    sev: "medium",
    note: "risk-batch's intraday limit job runs past its 10-minute timeout and is aborted repeatedly; deal-api's limit checks time out and hold deals.",
    run(c) {
      c.emit(c.start, "risk-batch", "INFO", "Starting job RiskLimitsRefresh (portfolios=3, scenarios=2500)");
      c.thin("risk-batch", c.start, 0);
      c.every(
        "risk-batch",
        c.start + 60000,
        c.end,
        90,
        "ERROR",
        () => "Job RiskLimitsRefresh aborted",
        () =>
          dotnet(
            "System.OperationCanceledException",
            "The operation was canceled.",
            ["Baltmar.Risk.Jobs.RiskLimitsRefresh.ExecuteAsync", "Baltmar.Risk.Jobs.JobRunner.RunWithTimeoutAsync"],
            "System.TimeoutException: Job RiskLimitsRefresh exceeded its timeout of 00:10:00",
          ),
      );
      c.every(
        "risk-batch",
        c.start + 30000,
        c.end,
        12,
        "WARN",
        () => "GET /limits took 5003 ms (timeout 5000 ms), returning 504",
      );
      c.every(
        "deal-api",
        c.start + 30000,
        c.end,
        3,
        "WARN",
        () => "risk limit check timed out (risk-batch GET /limits > 5s), deal held for manual approval",
      );
    },
  },
  {
    estate: "baltmar",
    cat: "rate_limiting",
    origin: "epex-connector",
    hints: ["rate", "throttl", "429", "limit", "exceeded"],
    sev: "high",
    note: "epex-connector exceeds the exchange's order-entry rate and is throttled; orders bounce and deal-api retries make it worse.",
    run(c) {
      c.thin("epex-connector", c.start, 0.2);
      c.every(
        "epex-connector",
        c.start,
        c.end,
        2,
        "ERROR",
        (r) =>
          `order ${r.int(80000000, 89999999)} rejected by ComXerv: 429 THROTTLED - MAX_ORDER_ENTRY_RATE exceeded (limit 50 msg/10s)`,
      );
      c.every(
        "epex-connector",
        c.start + 1000,
        c.end,
        10,
        "WARN",
        () => "throttle window active, pausing order entry 10s",
      );
      c.every(
        "deal-api",
        c.start + 1000,
        c.end,
        1.2,
        "WARN",
        (r) => `Retrying ExchangeOrderJob in ${r.int(1, 5)} seconds (epex-connector 429)`,
      );
    },
  },
  {
    estate: "baltmar",
    cat: "validation",
    origin: "invoice-settle",
    hints: ["validation", "invalid", "recordinvalid"],
    sev: "medium",
    note: "invoice-settle's model validations reject most imbalance settlement rows of the new TSO price file; the settlement run stays incomplete.",
    run(c) {
      c.thin("invoice-settle", c.start, 0.2);
      c.every(
        "invoice-settle",
        c.start,
        c.end,
        3,
        "ERROR",
        (r) => `[SettleJob] row ${r.int(1, 380)} of imbalance_prices_PL_20261129.csv rejected`,
        () =>
          ruby(
            "ActiveRecord::RecordInvalid",
            "Validation failed: Price must be a number, Currency is not included in the list",
            [
              "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/validations.rb:84:in 'raise_validation_error'",
              "app/models/imbalance_charge.rb:22:in 'import_row'",
              "app/jobs/settle_job.rb:41:in 'block in perform'",
            ],
          ),
      );
      c.every(
        "invoice-settle",
        c.start + 60000,
        c.end,
        60,
        "WARN",
        (r) => `[SettleJob] settlement run 2026-11-29 incomplete: ${r.int(200, 330)} of 380 rows rejected`,
      );
    },
  },
  {
    estate: "baltmar",
    cat: "null_reference",
    origin: "risk-batch",
    hints: ["null", "nullreference", "object reference"],
    sev: "medium",
    note: "risk-batch hits NullReferenceException on positions without a curve mapping; /limits fails and deal-api falls back to static limits.",
    run(c) {
      c.thin("risk-batch", c.start, 0.2);
      c.every(
        "risk-batch",
        c.start,
        c.end,
        6,
        "ERROR",
        (r) => `Unhandled exception computing sensitivities for position P-${r.int(10000, 99999)}`,
        () =>
          dotnet("System.NullReferenceException", "Object reference not set to an instance of an object.", [
            "Baltmar.Risk.Greeks.DeltaCalculator.Compute",
            "Baltmar.Risk.Greeks.PortfolioGreeks.Aggregate",
            "Baltmar.Risk.Api.LimitsController.Get",
          ]),
      );
      c.every(
        "deal-api",
        c.start + 1000,
        c.end,
        4,
        "WARN",
        () => "risk-batch GET /limits returned 500, falling back to static limits",
      );
    },
  },
  {
    estate: "baltmar",
    cat: "configuration",
    origin: "tso-nominator",
    hints: ["config", "missingschema", "url", "setting", "env"],
    sev: "high",
    note: "tso-nominator 2.7.0 starts without TSO_API_BASE; every schedule submit builds the URL 'None/api/v2/schedules' and fails.",
    run(c) {
      c.emit(
        c.start - 5000,
        "tso-nominator",
        "INFO",
        "tso-nominator 2.7.0 starting (config /etc/tso/nominator.toml, env overrides: 3)",
      );
      c.thin("tso-nominator", c.start, 0);
      c.every(
        "tso-nominator",
        c.start,
        c.end,
        8,
        "ERROR",
        (r) => `submit schedule ${r.hex(8).toUpperCase()} failed`,
        () =>
          python(
            "requests.exceptions.MissingSchema",
            "Invalid URL 'None/api/v2/schedules': No scheme supplied. Perhaps you meant https://None/api/v2/schedules?",
            [
              [
                "/app/nominator/client.py",
                "submit",
                'resp = self.session.post(f"{self.base}/api/v2/schedules", data=xml)',
              ],
              ["/usr/local/lib/python3.11/site-packages/requests/models.py", "prepare_url", "raise MissingSchema("],
            ],
          ),
      );
      c.every("position-keeper", c.start + 90000, c.end, 40, "WARN", () => "no confirmed nominations since last cycle");
    },
  },
  {
    estate: "baltmar",
    cat: "dependency",
    origin: "position-keeper",
    hints: ["kafka", "broker", "dependency", "unavailable"],
    sev: "high",
    note: "The Kafka cluster behind position-keeper becomes unavailable; it cannot publish position events and deal-api sees stale positions.",
    run(c) {
      c.thin("position-keeper", c.start, 0.3);
      c.every(
        "position-keeper",
        c.start,
        c.end,
        4,
        "ERROR",
        () =>
          "publish position event failed: kafka: client has run out of available brokers to talk to: 3 errors occurred: dial tcp 10.8.1.21:9092: connect: connection refused",
      );
      c.every(
        "position-keeper",
        c.start + 3000,
        c.end,
        20,
        "WARN",
        (r) => `outbox backlog ${r.int(200, 9000)} events, producer not ready`,
      );
      c.every(
        "deal-api",
        c.start + 30000,
        c.end,
        8,
        "WARN",
        () => "PositionView stale for portfolio PL-HEDGE (last event 60s+ ago)",
      );
    },
  },
  {
    estate: "baltmar",
    cat: "memory",
    origin: "forecast-svc",
    hints: ["memory", "memoryerror", "allocate", "oom", "sigkill"],
    sev: "high",
    note: "forecast-svc (also the noisy weather-station logger) runs out of memory loading a new ensemble grid; workers are killed and nominations go out on stale forecasts.",
    run(c) {
      c.thin("forecast-svc", c.start, 0.1);
      c.every(
        "forecast-svc",
        c.start,
        c.end,
        25,
        "ERROR",
        () => "ensemble load failed for run 2026113006",
        () =>
          python(
            "numpy.core._exceptions._ArrayMemoryError",
            "Unable to allocate 9.47 GiB for an array with shape (51, 48, 721, 1440) and data type float32",
            [
              [
                "/app/forecast/ensemble.py",
                "load_members",
                "arr = np.empty((n_members, steps, lat, lon), dtype=np.float32)",
              ],
            ],
          ),
      );
      c.every(
        "forecast-svc",
        c.start + 10000,
        c.end,
        30,
        "ERROR",
        (r) => `Worker (pid:${r.int(40, 400)}) was sent SIGKILL! Perhaps out of memory?`,
      );
      c.every("forecast-svc", c.start + 12000, c.end, 30, "INFO", (r) => `Booting worker with pid: ${r.int(400, 900)}`);
      c.every(
        "tso-nominator",
        c.start + 60000,
        c.end,
        30,
        "WARN",
        () => "load forecast PL missing for next gate, nominating from last schedule",
      );
      c.every(
        "risk-batch",
        c.start + 60000,
        c.end,
        45,
        "WARN",
        () => "Forecast volumes unavailable (forecast-svc 502), using profile fallback",
      );
    },
  },
  {
    estate: "baltmar",
    cat: "disk",
    origin: "invoice-settle",
    hints: ["disk", "space", "enospc", "no space"],
    sev: "medium",
    note: "invoice-settle's data volume fills up; invoice PDFs cannot be written and settlement jobs fail.",
    run(c) {
      c.thin("invoice-settle", c.start, 0.1);
      c.every(
        "invoice-settle",
        c.start,
        c.end,
        6,
        "ERROR",
        (r) => `[SettleJob] invoice generation failed for CP-${r.int(100, 999)}`,
        (r) =>
          ruby(
            "Errno::ENOSPC",
            `No space left on device @ io_write - /data/invoices/2026/11/INV-${r.int(100000, 999999)}.pdf`,
            [
              "/usr/local/bundle/gems/prawn-2.4.0/lib/prawn/document.rb:615:in 'write'",
              "app/services/invoice_renderer.rb:37:in 'render_to_file'",
              "app/jobs/settle_job.rb:58:in 'perform'",
            ],
          ),
      );
      c.every(
        "invoice-settle",
        c.start + 20000,
        c.end,
        60,
        "WARN",
        () => "Sidekiq: SettleJob retries exhausted for 4 jobs, moved to dead set",
      );
    },
  },
  {
    estate: "baltmar",
    cat: "unknown",
    origin: "curve-store",
    hints: ["unknown", "internal", "500"],
    sev: "high",
    note: "curve-store starts failing most reads with a bare 'internal error' and keeps restarting without a reason; pricing in deal-api and risk-batch fails.",
    run(c) {
      c.thin("curve-store", c.start, 0.1);
      c.every(
        "curve-store",
        c.start,
        c.end,
        2,
        "ERROR",
        (r) => `GET /curves/${r.pick(["DE-BASE", "PL-PEAK", "LT-BASE"])} 500: internal error`,
      );
      c.every(
        "curve-store",
        c.start + 40000,
        c.end,
        60,
        "INFO",
        () => "curve-store starting version=1.19.3 addr=:8080",
      );
      c.every(
        "deal-api",
        c.start + 500,
        c.end,
        3,
        "ERROR",
        () => "PricingService: curve-store returned 500 Internal Server Error for DE-BASE",
      );
      c.every(
        "risk-batch",
        c.start + 4000,
        c.end,
        12,
        "WARN",
        () => "Curve fetch from curve-store failed (500 Internal Server Error), retry 2/3",
      );
    },
  },
];
