// The 26 utility scenarios: Cascadia Power & Light (metering, billing, payments) and Lakeshore Electric (grid ops).
import type { IncidentSpec } from "./incidents.js";
import type { Rng } from "./rng.js";
import { dotnet, goPanic, java, node, python } from "./traces.js";

const acct = (r: Rng) => `${r.int(40, 49)}${r.int(1000000, 9999999)}`;
const dcu = (r: Rng) => `DCU-${r.int(100, 499)}`;
const bill = (r: Rng) => `B-${r.int(7000000, 7999999)}`;
const out = (r: Rng) => `OUT-${r.int(20000, 29999)}`;

export const CASCADIA: IncidentSpec[] = [
  {
    estate: "cascadia",
    cat: "authentication",
    origin: "mdm-core",
    hints: ["auth", "password", "credential", "login"],
    sev: "high",
    note: "After a secret rotation mdm-core's database password is rejected; reads stop ingesting and usage lookups from customer-api fail.",
    run(c) {
      c.thin("mdm-core", c.start, 0);
      c.every(
        "mdm-core",
        c.start,
        c.end,
        6,
        "ERROR",
        () => "HikariPool-1 - Pool is empty, failed to create/setup connection",
        () =>
          java("org.postgresql.util.PSQLException", 'FATAL: password authentication failed for user "mdm_app"', [
            "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication",
            "org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl",
            "com.zaxxer.hikari.pool.HikariPool.createPoolEntry",
          ]),
      );
      c.every(
        "mdm-core",
        c.start + 1000,
        c.end,
        3,
        "ERROR",
        (r) => `ingest of read batch ${r.hex(8)} failed: could not open JDBC connection, batch requeued`,
      );
      c.every(
        "customer-api",
        c.start + 1500,
        c.end,
        2,
        "ERROR",
        (r) => `GET /v1/usage/${acct(r)} 503: upstream mdm-core returned 503`,
      );
      c.every(
        "pay-portal",
        c.start + 2000,
        c.end,
        3,
        "WARN",
        () => "GET /api/usage?range=30d 503 (customer-api unavailable), showing cached chart",
      );
    },
  },
  {
    estate: "cascadia",
    cat: "authorization",
    origin: "cis-sync",
    hints: ["forbidden", "403", "permission", "role", "authoriz"],
    sev: "medium",
    note: "A role cleanup removes PREMISE_READ from cis-sync's service account; every CIS call is forbidden and premise changes stop flowing to billing.",
    run(c) {
      c.thin("cis-sync", c.start, 0);
      c.every(
        "cis-sync",
        c.start,
        c.end,
        8,
        "ERROR",
        (r) =>
          `Sync cycle failed: CIS API GET /premises/changes?since=${r.int(100000, 999999)} -> 403 Forbidden {"error":"access_denied","detail":"service account svc-cis-sync lacks role PREMISE_READ"}`,
      );
      c.every(
        "cis-sync",
        c.start + 2000,
        c.end,
        40,
        "WARN",
        (r) => `premise backlog ${r.int(30, 400)} changes, last successful sync ${r.int(2, 15)}m ago`,
      );
      c.every(
        "billing-engine",
        c.start + 120000,
        c.end,
        30,
        "WARN",
        (r) => `Bill ${bill(r)} held: premise move-in not synced from CIS`,
      );
    },
  },
  {
    estate: "cascadia",
    cat: "database",
    origin: "billing-engine",
    hints: ["deadlock", "sql", "database", "transaction"],
    sev: "high",
    note: "billing-engine's payment posting deadlocks in SQL Server against the bill run; payments fail to apply and pay-portal retries.",
    run(c) {
      c.thin("billing-engine", c.start, 0.3);
      c.every(
        "billing-engine",
        c.start,
        c.end,
        3,
        "ERROR",
        (r) => `Failed to apply payment to bill ${bill(r)}`,
        (r) =>
          dotnet(
            "Microsoft.Data.SqlClient.SqlException (0x80131904)",
            `Transaction (Process ID ${r.int(50, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.`,
            [
              "Microsoft.Data.SqlClient.SqlCommand.ExecuteNonQueryAsync",
              "Cascadia.Billing.Payments.PaymentPoster.ApplyAsync",
              "Cascadia.Billing.Api.PaymentsController.Apply",
            ],
          ),
      );
      c.every(
        "pay-portal",
        c.start + 300,
        c.end,
        1.5,
        "ERROR",
        (r) => `payment captured but apply failed: billing-engine POST /payments/apply 500 account=${acct(r)}`,
      );
      c.every(
        "pay-portal",
        c.start + 600,
        c.end,
        1.8,
        "WARN",
        (r) => `retrying payment apply (attempt ${r.int(2, 4)}/4) in ${r.int(1, 5)}s`,
      );
    },
  },
  {
    estate: "cascadia",
    cat: "network",
    origin: "hes-collector",
    hints: ["route", "network", "unreachable", "host", "noroutetohost"],
    sev: "medium",
    note: "hes-collector loses its route to the collector backhaul subnet; DCU polls fail with NoRouteToHostException and MDM starts estimating whole feeders.",
    run(c) {
      c.thin("hes-collector", c.start, 0.1);
      c.every(
        "hes-collector",
        c.start,
        c.end,
        1.5,
        "ERROR",
        (r) =>
          `${dcu(r)} poll failed: java.net.NoRouteToHostException: No route to host (Host unreachable) 10.60.${r.int(1, 40)}.${r.int(2, 250)}:4059`,
      );
      c.every(
        "mdm-core",
        c.start + 60000,
        c.end,
        15,
        "WARN",
        (r) => `read batches missing from hes-collector for ${r.int(40, 300)} DCUs (last 15 min)`,
      );
      c.every(
        "vee-engine",
        c.start + 90000,
        c.end,
        10,
        "INFO",
        (r) => `VEE passed ${r.int(10, 200)} reads, estimated ${r.int(2000, 9000)} (linear interpolation), failed 0`,
      );
    },
  },
  {
    estate: "cascadia",
    cat: "timeout",
    origin: "vee-engine",
    hints: ["timeout", "time limit", "exceeded", "softtimelimit"],
    sev: "medium",
    note: "vee-engine's validation tasks run into their Celery time limits after a large estimation batch; results stop coming back to mdm-core.",
    run(c) {
      c.thin("vee-engine", c.start, 0.1);
      c.every(
        "vee-engine",
        c.start,
        c.end,
        10,
        "ERROR",
        (r) =>
          `Task vee.tasks.validate_batch[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] raised unexpected: SoftTimeLimitExceeded()`,
        () =>
          python("celery.exceptions.SoftTimeLimitExceeded", "SoftTimeLimitExceeded()", [
            ["/app/vee/tasks.py", "validate_batch", "estimates = estimator.fill_gaps(series)"],
            ["/app/vee/estimation.py", "fill_gaps", "profile = self._similar_day_profile(meter_id, day)"],
          ]),
      );
      c.every(
        "vee-engine",
        c.start + 5000,
        c.end,
        30,
        "ERROR",
        (r) =>
          `Hard time limit (600s) exceeded for vee.tasks.validate_batch[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}]`,
      );
      c.every(
        "mdm-core",
        c.start + 30000,
        c.end,
        12,
        "WARN",
        (r) => `VEE results pending for ${r.int(10, 80)} batches (oldest ${r.int(5, 15)}m), reads not yet billable`,
      );
    },
  },
  {
    estate: "cascadia",
    cat: "rate_limiting",
    origin: "notify-svc",
    hints: ["throttl", "rate", "sending rate", "exceeded", "limit"],
    sev: "medium",
    note: "A bill-ready campaign pushes notify-svc over its SES sending rate; sends are throttled and billing-engine's notification calls get 429.",
    run(c) {
      c.thin("notify-svc", c.start, 0.2);
      c.every(
        "notify-svc",
        c.start,
        c.end,
        1.5,
        "ERROR",
        (r) => `send bill-ready to account ${acct(r)} failed`,
        () =>
          node("Throttling", "Maximum sending rate exceeded.", [
            "SendEmailCommand.deserializeAws_querySendEmailCommandError",
            "async Mailer.send",
            "async BillReadyConsumer.handle",
          ]),
      );
      c.every(
        "billing-engine",
        c.start + 2000,
        c.end,
        3,
        "WARN",
        (r) => `Bill-ready notification for ${bill(r)} not sent: notify-svc returned 429, requeued`,
      );
    },
  },
  {
    estate: "cascadia",
    cat: "validation",
    origin: "mdm-core",
    hints: ["validation", "constraint", "invalid", "violation"],
    sev: "medium",
    note: "mdm-core's bean validation rejects read batches whose unit comes as 'Wh' from upgraded meters; hes-collector keeps resending them.",
    run(c) {
      c.thin("mdm-core", c.start, 0.4);
      c.every(
        "mdm-core",
        c.start,
        c.end,
        3,
        "ERROR",
        (r) => `POST /ingest/reads 400 batch=${r.hex(8)} rejected`,
        (r) =>
          java(
            "jakarta.validation.ConstraintViolationException",
            `ingest.reads[${r.int(0, 900)}].uom: must match "kWh|kVArh", ingest.reads[${r.int(0, 900)}].value: must be less than or equal to 100000`,
            [
              "org.hibernate.validator.internal.engine.ValidatorImpl.validate",
              "com.cascadia.mdm.ingest.ReadIngestController.ingest",
            ],
          ),
      );
      c.every(
        "hes-collector",
        c.start + 500,
        c.end,
        2,
        "WARN",
        (r) => `mdm-core rejected read batch from ${dcu(r)}: 400 Bad Request, will resend`,
      );
    },
  },
  {
    estate: "cascadia",
    cat: "null_reference",
    origin: "customer-api",
    hints: ["nil", "null", "pointer", "dereference"],
    sev: "high",
    note: "customer-api panics on a nil pointer for accounts without a rate plan; the recovered panic drops the connection and pay-portal sees socket hang ups.",
    run(c) {
      c.thin("customer-api", c.start, 0.4);
      c.every(
        "customer-api",
        c.start,
        c.end,
        2.5,
        "ERROR",
        (r) =>
          `http: panic serving 10.12.4.${r.int(2, 250)}:${r.int(30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
        () =>
          goPanic(
            "runtime error: invalid memory address or nil pointer dereference [recovered]\n\t[signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x9c1f2e]",
            [
              "github.com/cascadia/customer-api/internal/balance.(*Service).Projected",
              "github.com/cascadia/customer-api/internal/http.(*Handler).Balance",
              "net/http.HandlerFunc.ServeHTTP",
            ],
          ),
      );
      c.every(
        "pay-portal",
        c.start + 300,
        c.end,
        1.4,
        "ERROR",
        (r) => `GET /api/accounts/${acct(r)}/balance 502: Error: socket hang up (customer-api)`,
      );
    },
  },
  {
    estate: "cascadia",
    cat: "configuration",
    origin: "pay-portal",
    hints: ["config", "test mode", "key", "mode", "setting"],
    sev: "high",
    note: "pay-portal 9.4.0 ships with the processor's test-mode key in production; every charge fails because live customers do not exist in test mode.",
    run(c) {
      c.emit(
        c.start - 6000,
        "pay-portal",
        "INFO",
        "pay-portal 9.4.0 listening on :3000 (NODE_ENV=production, config: payments.json)",
      );
      c.thin("pay-portal", c.start, 0.5);
      c.every(
        "pay-portal",
        c.start,
        c.end,
        2.5,
        "ERROR",
        (r) => `POST /api/payments 502 account=${acct(r)} charge failed`,
        (r) =>
          node(
            "StripeInvalidRequestError",
            `No such customer: 'cus_${r.hex(14)}'; a similar object exists in live mode, but a test mode key was used to make this request.`,
            ["res.toJSON.then.StripeAPIError.message", "PaymentService.charge", "async PaymentsRouter.post"],
          ),
      );
      c.every(
        "notify-svc",
        c.start + 60000,
        c.end,
        20,
        "INFO",
        (r) => `sent payment-failed email to account ${acct(r)}`,
      );
    },
  },
  {
    estate: "cascadia",
    cat: "dependency",
    origin: "billing-engine",
    hints: ["dependency", "502", "vendor", "circuit", "unavailable", "tax"],
    sev: "high",
    note: "The tax-calculation vendor behind billing-engine answers 502; bill calculation fails, the circuit breaker opens and bills pile up unbilled.",
    run(c) {
      c.thin("billing-engine", c.start, 0.2);
      c.every(
        "billing-engine",
        c.start,
        c.end,
        4,
        "ERROR",
        (r) =>
          `Bill ${bill(r)} calculation failed: tax quote from taxcalc vendor returned 502 Bad Gateway (https://api.taxcalc-partner.com/v2/quote)`,
      );
      c.every(
        "billing-engine",
        c.start + 20000,
        c.end,
        30,
        "WARN",
        () => "Circuit breaker 'taxcalc' opened for 00:00:30 after 5 consecutive failures",
      );
      c.every(
        "pay-portal",
        c.start + 60000,
        c.end,
        10,
        "WARN",
        () => "GET /api/bills/latest 200 (bill not yet available, calculation pending)",
      );
    },
  },
  {
    estate: "cascadia",
    cat: "memory",
    origin: "meter-events",
    hints: ["memory", "out of memory", "oom"],
    sev: "high",
    note: "A storm of PowerFail last-gasp events drives meter-events out of memory; it crashes and restarts in a loop and outage notifications stop.",
    run(c) {
      c.every(
        "meter-events",
        c.start - 60000,
        c.start + 30000,
        0.6,
        "INFO",
        (r) => `event PowerFail meter=MTR-${r.int(10, 99)}${r.int(100000, 999999)} seq=${r.int(1, 9999)}`,
      );
      c.thin("meter-events", c.start + 30000, 0.1);
      c.every(
        "meter-events",
        c.start + 30000,
        c.end,
        60,
        "FATAL",
        () => "fatal error: runtime: out of memory",
        () =>
          [
            "",
            "runtime stack:",
            "runtime.throw({0x10b3c2a?, 0x0?})",
            "\t/usr/local/go/src/runtime/panic.go:1077 +0x5c",
            "runtime.sysMap(0xc0c4000000, 0x4000000, 0x1d6b1f8?)",
            "\t/usr/local/go/src/runtime/mem.go:153 +0x11b",
          ].join("\n"),
      );
      c.every(
        "meter-events",
        c.start + 34000,
        c.end,
        60,
        "INFO",
        () => "meter-events starting, consumer group=mev-prod partitions=24",
      );
      c.every(
        "mdm-core",
        c.start + 60000,
        c.end,
        20,
        "WARN",
        (r) => `meter-events consumer lag ${r.int(20000, 90000)} events`,
      );
      c.every("notify-svc", c.start + 90000, c.end, 30, "WARN", () => "no outage events from meter-events in 60s");
    },
  },
  {
    estate: "cascadia",
    cat: "disk",
    origin: "meter-events",
    hints: ["disk", "flood", "watermark", "read-only", "cluster_block"],
    sev: "medium",
    note: "The Elasticsearch cluster that meter-events indexes into hits the flood-stage watermark; every bulk write is blocked read-only-allow-delete.",
    run(c) {
      c.thin("meter-events", c.start, 0.3);
      c.every(
        "meter-events",
        c.start,
        c.end,
        3,
        "ERROR",
        () =>
          "bulk index failed: elastic: Error 429 (Too Many Requests): index [meter-events-2026.11.30] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block]; [type=cluster_block_exception]",
      );
      c.every(
        "meter-events",
        c.start + 4000,
        c.end,
        25,
        "WARN",
        (r) => `retry buffer ${r.int(1000, 60000)} events, dropping oldest`,
      );
      c.every(
        "customer-api",
        c.start + 60000,
        c.end,
        30,
        "WARN",
        () => "event history for meter older than 5 min (search index not updating)",
      );
    },
  },
  {
    estate: "cascadia",
    cat: "unknown",
    origin: "billing-engine",
    hints: ["unknown", "500", "internal", "failed"],
    sev: "high",
    note: "billing-engine stops logging its normal work and only reports bill-run batches failing without a reason; pay-portal gets 500s from it.",
    run(c) {
      c.thin("billing-engine", c.start, 0);
      c.every("billing-engine", c.start, c.end, 20, "ERROR", (r) => `Bill run batch ${r.int(4000, 4999)} failed.`);
      c.every(
        "pay-portal",
        c.start + 500,
        c.end,
        2,
        "ERROR",
        (r) => `payment apply failed: billing-engine POST /payments/apply 500 Internal Server Error account=${acct(r)}`,
      );
      c.every(
        "pay-portal",
        c.start + 800,
        c.end,
        3,
        "WARN",
        (r) => `retrying payment apply (attempt ${r.int(2, 4)}/4)`,
      );
    },
  },
];

export const LAKESHORE: IncidentSpec[] = [
  {
    estate: "lakeshore",
    cat: "authentication",
    origin: "crew-dispatch",
    hints: ["ldap", "bind", "credential", "auth", "invalid credentials"],
    sev: "high",
    note: "crew-dispatch's LDAP service account bind fails with invalid credentials; dispatcher logins and mobile-sync's API calls are rejected.",
    run(c) {
      c.thin("crew-dispatch", c.start, 0.3);
      c.every(
        "crew-dispatch",
        c.start,
        c.end,
        5,
        "ERROR",
        () => "Net::LDAP bind failed for cn=svc-dispatch,ou=service,dc=lsx,dc=local: Invalid Credentials (code 49)",
      );
      c.every(
        "crew-dispatch",
        c.start + 1000,
        c.end,
        6,
        "WARN",
        (r) => `Completed 401 Unauthorized in ${r.int(3, 40)}ms GET /api/workorders`,
      );
      c.every(
        "mobile-sync",
        c.start + 2000,
        c.end,
        3,
        "ERROR",
        (r) => `work order pull for TRK-${r.int(100, 299)} failed: crew-dispatch responded 401`,
      );
    },
  },
  {
    estate: "lakeshore",
    cat: "authorization",
    origin: "gis-topology",
    hints: ["permission", "privilege", "denied", "insufficientprivilege"],
    sev: "high",
    note: "After a schema migration gis-topology's role lost SELECT on feeder_segments; traces fail and oms-core cannot group trouble calls.",
    run(c) {
      c.thin("gis-topology", c.start, 0);
      c.every(
        "gis-topology",
        c.start,
        c.end,
        5,
        "ERROR",
        () => "trace upstream failed",
        () =>
          python("psycopg2.errors.InsufficientPrivilege", "permission denied for table feeder_segments", [
            ["/app/topology/trace.py", "trace_upstream", "cur.execute(UPSTREAM_SQL, (device_id,))"],
          ]),
      );
      c.every(
        "oms-core",
        c.start + 200,
        c.end,
        5,
        "ERROR",
        () => "topology trace failed for trouble call: gis-topology responded 500, call left ungrouped",
      );
    },
  },
  {
    estate: "lakeshore",
    cat: "database",
    origin: "oms-core",
    hints: ["pool", "connection", "database", "oracle", "ucp"],
    sev: "high",
    note: "oms-core's Oracle connection pool is exhausted; outage map summaries and IVR call intake fail against it.",
    run(c) {
      c.thin("oms-core", c.start, 0.1);
      c.every(
        "oms-core",
        c.start,
        c.end,
        2,
        "ERROR",
        () => "Could not get JDBC Connection",
        () =>
          java(
            "java.sql.SQLException",
            "Exception occurred while getting connection: oracle.ucp.UniversalConnectionPoolException: All connections in the Universal Connection Pool are in use",
            [
              "oracle.ucp.util.UCPErrorHandler.newSQLException",
              "oracle.ucp.jdbc.PoolDataSourceImpl.getConnection",
              "com.lsx.oms.repo.OutageRepository.summary",
            ],
          ),
      );
      c.every(
        "outage-map",
        c.start + 200,
        c.end,
        1.5,
        "ERROR",
        (r) => `GET /api/outages/summary 503 ${r.int(5000, 5100)}ms (oms-core unavailable)`,
      );
      c.every(
        "ivr-outage",
        c.start + 500,
        c.end,
        5,
        "ERROR",
        () => "Outage report could not be submitted to oms-core: 500 Internal Server Error, caller offered callback",
      );
    },
  },
  {
    estate: "lakeshore",
    cat: "network",
    origin: "scada-historian",
    hints: ["reset", "network", "connection", "link", "socket"],
    sev: "high",
    note: "scada-historian's IEC 104 links to two substations keep getting reset; their points go stale and alarm-gateway flags them invalid.",
    run(c) {
      c.thin("scada-historian", c.start, 0.5);
      c.every(
        "scada-historian",
        c.start,
        c.end,
        3,
        "ERROR",
        (r) =>
          `[iec104] link ${r.pick(["SUB-NRD", "SUB-BAY"])} (10.71.3.${r.int(20, 21)}:2404) closed: Connection reset by peer (errno 104)`,
      );
      c.every(
        "scada-historian",
        c.start + 1000,
        c.end,
        4,
        "WARN",
        (r) =>
          `[iec104] reconnect ${r.pick(["SUB-NRD", "SUB-BAY"])} attempt ${r.int(1, 30)}, STARTDT not confirmed (t1 15s)`,
      );
      c.every(
        "alarm-gateway",
        c.start + 30000,
        c.end,
        5,
        "WARN",
        (r) =>
          `${r.int(40, 400)} points from ${r.pick(["SUB-NRD", "SUB-BAY"])} marked INVALID: no update from scada-historian in 120s`,
      );
    },
  },
  {
    estate: "lakeshore",
    cat: "timeout",
    origin: "storm-notifier",
    hints: ["timeout", "timed out", "read timeout"],
    sev: "medium",
    note: "The SMS gateway stops answering in time; storm-notifier's sends all hit read timeouts and restoration notices back up.",
    run(c) {
      c.thin("storm-notifier", c.start, 0);
      c.every(
        "storm-notifier",
        c.start,
        c.end,
        4,
        "ERROR",
        (r) => `SMS batch for ${out(r)} failed`,
        () =>
          python(
            "requests.exceptions.ReadTimeout",
            "HTTPSConnectionPool(host='api.sms-relay.net', port=443): Read timed out. (read timeout=10)",
            [
              ["/app/notifier/sms.py", "send_batch", "resp = self.session.post(self.url, json=payload, timeout=10)"],
              [
                "/usr/local/lib/python3.11/site-packages/requests/adapters.py",
                "send",
                "raise ReadTimeout(e, request=request)",
              ],
            ],
          ),
      );
      c.every(
        "storm-notifier",
        c.start + 30000,
        c.end,
        30,
        "WARN",
        (r) => `notification queue depth ${r.int(500, 8000)}`,
      );
    },
  },
  {
    estate: "lakeshore",
    cat: "rate_limiting",
    origin: "outage-map",
    hints: ["rate", "429", "limit", "too many"],
    sev: "medium",
    note: "Storm traffic pushes outage-map over its geocoding vendor's rate limit; address searches fail with 429.",
    run(c) {
      c.every(
        "outage-map",
        c.start,
        c.end,
        1.2,
        "ERROR",
        (r) =>
          `GET /api/search?q=${r.int(1, 9999)}+${r.pick(["Lake+Rd", "Elm+St", "County+Rd+12", "Harbor+Ave"])} 502: geocoder responded 429 Too Many Requests (Rate limit exceeded, limit=600/min)`,
      );
      c.every(
        "outage-map",
        c.start + 5000,
        c.end,
        30,
        "WARN",
        () => "geocoder backoff active, serving cached results only",
      );
    },
  },
  {
    estate: "lakeshore",
    cat: "validation",
    origin: "ivr-outage",
    hints: ["validation", "invalid", "validationexception"],
    sev: "medium",
    note: "ivr-outage's request validation rejects premise ids in the IVR vendor's new 10-digit format; phoned-in outages never reach oms-core.",
    run(c) {
      c.thin("ivr-outage", c.start, 0);
      c.every(
        "ivr-outage",
        c.start,
        c.end,
        5,
        "ERROR",
        (r) => `Call ${r.hex(8)} outage report rejected`,
        (r) =>
          dotnet(
            "FluentValidation.ValidationException",
            `Validation failed: \n -- PremiseId: 'Premise Id' must be 9 digits. You entered '${r.int(1000000000, 1999999999)}'. Severity: Error`,
            [
              "FluentValidation.AbstractValidator`1.RaiseValidationException",
              "Lsx.Ivr.Outage.ReportHandler.Handle",
              "Lsx.Ivr.Api.CallbackController.Post",
            ],
          ),
      );
      c.every(
        "oms-core",
        c.start + 240000,
        c.end,
        60,
        "WARN",
        () => "no IVR trouble calls received in last 4 min (storm mode active)",
      );
    },
  },
  {
    estate: "lakeshore",
    cat: "null_reference",
    origin: "mobile-sync",
    hints: ["undefined", "null", "typeerror", "cannot read"],
    sev: "high",
    note: "mobile-sync throws TypeError on work orders without an assigned crew; crew-dispatch's pushes fail and get retried.",
    run(c) {
      c.thin("mobile-sync", c.start, 0.2);
      c.every(
        "mobile-sync",
        c.start,
        c.end,
        4,
        "ERROR",
        (r) => `push work order WO-${r.int(900000, 999999)} failed`,
        () =>
          node("TypeError", "Cannot read properties of undefined (reading 'crewId')", [
            "WorkOrderMapper.toDevicePayload",
            "SyncService.push",
            "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
          ]),
      );
      c.every(
        "crew-dispatch",
        c.start + 600,
        c.end,
        2,
        "ERROR",
        (r) =>
          `PushWorkOrderJob failed for WO-${r.int(900000, 999999)}: mobile-sync responded 500 Internal Server Error`,
      );
      c.every(
        "crew-dispatch",
        c.start + 300,
        c.end,
        2.5,
        "WARN",
        (r) => `Retrying PushWorkOrderJob in ${r.int(3, 40)} seconds, due to a Faraday::ServerError (mobile-sync 500)`,
      );
    },
  },
  {
    estate: "lakeshore",
    cat: "configuration",
    origin: "alarm-gateway",
    hints: ["config", "route", "routes.yaml", "unknown key"],
    sev: "high",
    note: "alarm-gateway reloads a routes.yaml with a renamed key, ends up with zero routes and drops every breaker alarm.",
    run(c) {
      c.emit(c.start - 2000, "alarm-gateway", "INFO", "SIGHUP received, reloading /etc/alarm-gw/routes.yaml");
      c.emit(
        c.start - 1900,
        "alarm-gateway",
        "WARN",
        'config: unknown key "priority_map" in routes.yaml (line 14), ignored',
      );
      c.emit(c.start - 1800, "alarm-gateway", "INFO", "routes loaded: 0 routes, 0 priority mappings");
      c.thin("alarm-gateway", c.start, 0);
      c.every(
        "alarm-gateway",
        c.start,
        c.end,
        2,
        "ERROR",
        (r) =>
          `no route for alarm ${r.pick(["SUB-ELM", "SUB-NRD", "SUB-BAY"])}.${r.pick(["FDR-03.OC.TRIP", "T1.TEMP.HI", "BUS2.V.LO", "FDR-09.BRK.OPEN"])}, dropped`,
      );
      c.every(
        "oms-core",
        c.start + 180000,
        c.end,
        60,
        "WARN",
        () => "no SCADA breaker events received from alarm-gateway in 3 min",
      );
    },
  },
  {
    estate: "lakeshore",
    cat: "dependency",
    origin: "crew-dispatch",
    hints: ["dependency", "503", "vendor", "unavailable", "avl"],
    sev: "medium",
    note: "The vehicle-location vendor behind crew-dispatch returns 503; truck positions go stale and its circuit switches to red.",
    run(c) {
      c.every(
        "crew-dispatch",
        c.start,
        c.end,
        5,
        "ERROR",
        () =>
          "AVL positions refresh failed: Faraday::ServerError the server responded with status 503 (https://api.fleettrack.io/v1/vehicles/locations)",
      );
      c.every(
        "crew-dispatch",
        c.start + 25000,
        c.end,
        60,
        "WARN",
        () =>
          "Switching avl-vendor from green to red because Faraday::ServerError the server responded with status 503",
      );
      c.every(
        "mobile-sync",
        c.start + 60000,
        c.end,
        30,
        "WARN",
        () => "crew positions older than 5 min, ETA calculation disabled",
      );
    },
  },
  {
    estate: "lakeshore",
    cat: "memory",
    origin: "oms-core",
    hints: ["memory", "outofmemory", "gc overhead", "heap"],
    sev: "high",
    note: "oms-core runs out of heap (GC overhead limit) while rebuilding the outage model; it stalls and the map and IVR intake fail.",
    run(c) {
      c.thin("oms-core", c.start, 0.2);
      c.every(
        "oms-core",
        c.start - 40000,
        c.start + 60000,
        15,
        "WARN",
        (r) => `JvmPauseMonitor: detected pause in JVM or host machine of ${r.int(3000, 9000)}ms (GC)`,
      );
      c.every(
        "oms-core",
        c.start + 30000,
        c.end,
        20,
        "ERROR",
        () => 'Exception in thread "outage-model-rebuild"',
        () =>
          java("java.lang.OutOfMemoryError", "GC overhead limit exceeded", [
            "java.util.HashMap.resize",
            "com.lsx.oms.model.NetworkModel.index",
            "com.lsx.oms.model.OutageModelBuilder.rebuild",
          ]),
      );
      c.every(
        "outage-map",
        c.start + 30000,
        c.end,
        2,
        "ERROR",
        (r) => `GET /api/outages/summary 504 ${r.int(10000, 10050)}ms (oms-core)`,
      );
      c.every(
        "ivr-outage",
        c.start + 30000,
        c.end,
        8,
        "ERROR",
        () =>
          "Outage report could not be submitted to oms-core: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.",
      );
    },
  },
  {
    estate: "lakeshore",
    cat: "disk",
    origin: "scada-historian",
    hints: ["disk", "space", "no space", "full", "archive"],
    sev: "high",
    note: "scada-historian's archive volume fills up; writes fail, the archive goes read-only and alarm-gateway sees stale values.",
    run(c) {
      c.emit(c.start - 120000, "scada-historian", "WARN", "archive volume /var/lib/historian 97% used");
      c.thin("scada-historian", c.start, 0);
      c.every(
        "scada-historian",
        c.start,
        c.end,
        4,
        "ERROR",
        (r) => `archive write failed for segment ${r.int(88000, 89999)}: No space left on device`,
      );
      c.emit(
        c.start + 30000,
        "scada-historian",
        "ERROR",
        "archive switched to read-only mode, incoming values buffered in memory (limit 2GB)",
      );
      c.every(
        "alarm-gateway",
        c.start + 60000,
        c.end,
        10,
        "WARN",
        (r) => `${r.int(100, 900)} points stale: historian snapshot age > 60s`,
      );
    },
  },
  {
    estate: "lakeshore",
    cat: "unknown",
    origin: "gis-topology",
    hints: ["unknown", "worker", "exit", "boot", "crash"],
    sev: "high",
    note: "gis-topology's gunicorn workers keep exiting and failing to boot without any traceback; oms-core gets 502s on every trace.",
    run(c) {
      c.thin("gis-topology", c.start, 0);
      c.every("gis-topology", c.start, c.end, 8, "ERROR", (r) => `Worker (pid:${r.int(10, 300)}) exited with code 3`);
      c.every("gis-topology", c.start + 2000, c.end, 20, "ERROR", () => "Worker failed to boot.");
      c.every("gis-topology", c.start + 3000, c.end, 20, "INFO", (r) => `Booting worker with pid: ${r.int(300, 900)}`);
      c.every(
        "oms-core",
        c.start + 500,
        c.end,
        4,
        "ERROR",
        () => "topology trace failed: gis-topology responded 502 Bad Gateway, call left ungrouped",
      );
      c.every(
        "outage-map",
        c.start + 2000,
        c.end,
        10,
        "WARN",
        () => "affected-customer counts unavailable (oms-core grouping degraded)",
      );
    },
  },
];
