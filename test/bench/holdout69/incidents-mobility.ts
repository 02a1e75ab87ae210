// Kuro Mobility (scooters and ride-hailing): thirteen failures, one per category, from locks to payments.
import type { Rng } from "./rng.js";
import { dotnet, goPanic, java, node, ruby, rust } from "./stacks.js";
import type { IncidentSpec } from "./types.js";

const veh = (r: Rng) => `SC-${r.int(10000, 99999)}`;
const ride = (r: Rng) => `r_${r.hex(10)}`;
const pi = (r: Rng) => `pi_${r.hex(12)}`;

export const MOBILITY: IncidentSpec[] = [
  {
    estate: "mobility",
    category: "authentication",
    origin: "payments",
    hints: ["auth", "api key", "invalid", "credential", "401", "stripe"],
    severity: "high",
    note: "payments is left with a rolled (invalid) PSP API key, every capture fails with 'Invalid API Key provided' and finished rides are marked unpaid.",
    dampen: ["payments"],
    emit: (c) => {
      const { r } = c;
      c.every("payments", "ERROR", 1500, () => `fail: Kuro.Payments.CaptureService[0] Capture failed for ${pi(r)}`, {
        stack: () =>
          dotnet(r, "Stripe.StripeException: Invalid API Key provided: sk_live_*********************Xk2f", [
            "Stripe.StripeClient.RequestAsync[T](HttpMethod method, String path, BaseOptions options, RequestOptions requestOptions, CancellationToken cancellationToken)",
            "Kuro.Payments.Psp.StripeGateway.CaptureAsync(String intentId, Int64 amount)",
            "Kuro.Payments.CaptureService.CaptureAsync(CaptureRequest req)",
          ]),
      });
      c.every(
        "rider-api",
        "WARN",
        2500,
        () =>
          `method=POST path=/v3/rides/end status=200 duration=${r.int(400, 900)} warning=payment_capture_failed ride=${ride(r)}`,
        { from: 800 },
      );
      c.every(
        "trip-ledger",
        "WARN",
        3000,
        () => `c.k.ledger.TripWriter : trip ${ride(r)} settlement pending (payment not captured)`,
        { from: 1500 },
      );
    },
  },
  {
    estate: "mobility",
    category: "authorization",
    origin: "lock-ctl",
    hints: ["forbidden", "not authorized", "403", "permission", "iot:publish", "authoriz"],
    severity: "high",
    note: "lock-ctl's role is no longer allowed iot:Publish on the scooter command topics, so unlock commands fail with 403 and rides cannot start.",
    dampen: ["lock-ctl", "rider-api"],
    emit: (c) => {
      const { r } = c;
      c.every("lock-ctl", "ERROR", 1300, () => {
        const v = veh(r);
        return `unlock ${v} failed: publish to scooters/${v}/cmd returned 403 ForbiddenException: User: arn:aws:sts::730011482201:assumed-role/lock-ctl-prod/${r.hex(16)} is not authorized to perform: iot:Publish on resource: arn:aws:iot:eu-central-1:730011482201:topic/scooters/${v}/cmd`;
      });
      c.every(
        "rider-api",
        "ERROR",
        800,
        () => `method=POST path=/v3/rides status=502 duration=${r.int(40, 200)} error=unlock_failed upstream=lock-ctl`,
        { from: 500, ramp: true },
      );
      c.every("rider-api", "INFO", 4000, () => `rider retried unlock for ${veh(r)} (attempt ${r.int(2, 5)})`, {
        from: 3000,
      });
    },
  },
  {
    estate: "mobility",
    category: "database",
    origin: "trip-ledger",
    hints: ["lock wait", "database", "mysql", "sql", "transaction", "jdbc"],
    severity: "high",
    note: "trip-ledger's MySQL writes pile up on row locks (Lock wait timeout exceeded), so ride end calls from rider-api fail with 500.",
    dampen: ["trip-ledger"],
    emit: (c) => {
      const { r } = c;
      c.every("trip-ledger", "ERROR", 2000, () => `c.k.ledger.TripWriter : close trip ${ride(r)} failed`, {
        stack: () =>
          java(
            r,
            "org.springframework.dao.CannotAcquireLockException: PreparedStatementCallback; SQL [UPDATE trips SET state = ?, ended_at = ?, distance_m = ? WHERE id = ?]; Lock wait timeout exceeded; try restarting transaction",
            [
              "org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator.doTranslate",
              "org.springframework.jdbc.core.JdbcTemplate.update",
              "com.kuro.ledger.TripWriter.close",
            ],
            [
              "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException: Lock wait timeout exceeded; try restarting transaction",
              "com.mysql.cj.jdbc.exceptions.SQLError.createSQLException",
              "com.mysql.cj.jdbc.ClientPreparedStatement.executeInternal",
            ],
          ),
      });
      c.every(
        "trip-ledger",
        "WARN",
        10000,
        () => `c.k.ledger.Reconciler : ${r.int(20, 90)} trip rows waiting on lock (innodb_lock_wait_timeout=50)`,
        { from: 20000 },
      );
      c.every(
        "rider-api",
        "ERROR",
        700,
        () => `method=POST path=/v3/rides/end status=500 duration=${r.int(50000, 50400)} error=ledger_unavailable`,
        { from: 50000, ramp: true },
      );
    },
  },
  {
    estate: "mobility",
    category: "network",
    origin: "driver-api",
    hints: ["network", "tls", "socket", "econnreset", "disconnected"],
    severity: "medium",
    note: "driver-api's connections to the routing vendor drop before the TLS handshake completes, so driver ETAs fail and dispatch falls back to straight-line estimates.",
    emit: (c) => {
      const { r } = c;
      c.every("driver-api", "ERROR", 2400, () => `eta request for d_${r.hex(6)} failed`, {
        stack: () =>
          node(r, "Error: Client network socket disconnected before secure TLS connection was established", [
            "TLSSocket.onConnectEnd (node:_tls_wrap#)",
            "TLSSocket.emit (node:events#)",
            "endReadableNT (node:internal/streams/readable#)",
            "process.processTicksAndRejections (node:internal/process/task_queues#)",
          ]).concat(["  code: 'ECONNRESET',", "  host: 'api.routevendor.example',", "  port: 443"]),
      });
      c.every(
        "dispatch",
        "WARN",
        2000,
        () => `eta unavailable from driver-api for ride ${ride(r)}, using straight-line estimate`,
        { from: 2000 },
      );
    },
  },
  {
    estate: "mobility",
    category: "timeout",
    origin: "pricing",
    hints: ["timeout", "timed out", "worker timeout", "readtimeout"],
    severity: "medium",
    note: "pricing's gunicorn workers hang on quote computation until WORKER TIMEOUT kills them, and rider-api's quote calls end in Net::ReadTimeout.",
    dampen: ["pricing"],
    emit: (c) => {
      const { r } = c;
      c.every("pricing", "FATAL", 6000, () => `[CRITICAL] WORKER TIMEOUT (pid:${r.int(30, 200)})`);
      c.every("pricing", "INFO", 6000, () => `[INFO] Booting worker with pid: ${r.int(200, 400)}`, { from: 1200 });
      c.every(
        "rider-api",
        "ERROR",
        900,
        () => `pricing quote failed zone=AMS-${r.pick(["C", "W", "N"])}: Net::ReadTimeout with #<TCPSocket:(closed)>`,
        { from: 2000, ramp: true },
      );
      c.every("rider-api", "INFO", 2000, () => `method=GET path=/v3/quotes status=504 duration=${r.int(3000, 3020)}`, {
        from: 2100,
      });
    },
  },
  {
    estate: "mobility",
    category: "rate_limiting",
    origin: "notify",
    hints: ["rate", "429", "too many", "limit", "20429"],
    severity: "medium",
    note: "notify hits the SMS provider's rate limit, OTP and receipt messages fail with 429 and riders cannot log in by SMS.",
    emit: (c) => {
      const { r } = c;
      c.every(
        "notify",
        "ERROR",
        1000,
        () =>
          `[error] SMS to +31 6 **** ${r.int(1000, 9999)} failed: 429 {"code": 20429, "message": "Too Many Requests", "more_info": "https://www.twilio.com/docs/errors/20429", "status": 429}`,
      );
      c.every("notify", "WARN", 15000, (i) => `[warning] sms queue depth ${300 + i * 220}, retrying with backoff`, {
        from: 20000,
      });
      c.every(
        "rider-api",
        "WARN",
        3000,
        () => "method=POST path=/v3/auth/otp status=202 duration=40 warning=otp_not_delivered",
        { from: 5000 },
      );
    },
  },
  {
    estate: "mobility",
    category: "validation",
    origin: "geofence",
    hints: ["validation", "invalid", "geometry", "rejected", "polygon"],
    severity: "medium",
    note: "geofence rejects the new zone set because one polygon self-intersects, keeps the old zones and so refuses ride ends in the newly opened area.",
    emit: (c) => {
      const { r } = c;
      c.every(
        "geofence",
        "ERROR",
        30000,
        () =>
          "zone set v311 rejected: invalid geometry in polygon AMS-Z-02: Self-intersection at or near point 4.89214 52.33712; keeping v310",
      );
      c.every(
        "geofence",
        "WARN",
        2000,
        () => `end-ride rejected ${veh(r)}: outside operating zone (${r.int(10, 600)}m from AMS-W)`,
        { from: 3000 },
      );
      c.every(
        "rider-api",
        "INFO",
        2000,
        () => `method=POST path=/v3/rides/end status=422 duration=${r.int(30, 80)} error=out_of_zone`,
        { from: 3100 },
      );
    },
  },
  {
    estate: "mobility",
    category: "null_reference",
    origin: "dispatch",
    hints: ["nil pointer", "panic", "null", "invalid memory address"],
    severity: "high",
    note: "dispatch panics with a nil pointer dereference on ride requests from one area, so rider-api's ride requests fail with 502.",
    dampen: ["dispatch"],
    emit: (c) => {
      const { r } = c;
      c.every(
        "dispatch",
        "ERROR",
        1300,
        () =>
          `http: panic serving 10.1.${r.int(0, 9)}.${r.int(2, 250)}:${r.int(30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
        {
          stack: () =>
            goPanic(r, "panic: runtime error: invalid memory address or nil pointer dereference", [
              "net/http.(*conn).serve.func1",
              "panic",
              "github.com/kuro/dispatch/match.(*Matcher).nearestDrivers",
              "github.com/kuro/dispatch/match.(*Matcher).Match",
              "github.com/kuro/dispatch/api.(*Server).requestRide",
            ]).slice(2),
        },
      );
      c.every(
        "rider-api",
        "ERROR",
        800,
        () => `method=POST path=/v3/ride-requests status=502 duration=${r.int(5, 40)} error=dispatch_unavailable`,
        { from: 300, ramp: true },
      );
    },
  },
  {
    estate: "mobility",
    category: "configuration",
    origin: "rider-api",
    hints: ["config", "keyerror", "key not found", "env", "setting"],
    severity: "high",
    note: "A rider-api release boots without PRICING_BASE_URL, every quote and ride start raises KeyError and returns 500.",
    emit: (c) => {
      const { r, t0 } = c;
      c.ev(
        t0 - 8000,
        "rider-api",
        "INFO",
        "Puma starting in cluster mode... * Puma version: 6.4.2 (ruby 3.3.0-p0) (rider-api release 2024.12.03-2)",
      );
      c.ev(t0 - 6000, "rider-api", "INFO", "- Worker 0 (PID: 14) booted in 2.08s, phase: 0");
      c.every("rider-api", "FATAL", 900, () => 'KeyError (key not found: "PRICING_BASE_URL"):', {
        stack: () =>
          ruby(r, [
            "app/clients/pricing_client.rb#`fetch'",
            "app/clients/pricing_client.rb#`base_url'",
            "app/clients/pricing_client.rb#`quote'",
            "app/controllers/v3/quotes_controller.rb#`create'",
          ]),
      });
      c.every(
        "rider-api",
        "INFO",
        900,
        () =>
          `method=${r.pick(["GET", "POST"])} path=/v3/${r.pick(["quotes", "rides"])} status=500 duration=${r.int(3, 12)}`,
        { from: 60 },
      );
    },
  },
  {
    estate: "mobility",
    category: "dependency",
    origin: "vehicle-gw",
    hints: ["broker", "mqtt", "unavailable", "dependency", "not_connected"],
    severity: "high",
    note: "The MQTT broker cluster behind vehicle-gw refuses connections (server unavailable), telemetry stops and lock-ctl's unlock commands fail.",
    silence: [{ svc: "vehicle-gw", after: 5000 }],
    emit: (c) => {
      const { r } = c;
      c.every(
        "vehicle-gw",
        "WARN",
        5000,
        () =>
          `[warning] Tortoise311.Connection: connect to mqtt-eu-1.kuro.internal:8883 refused, CONNACK server_unavailable (3); reconnecting in ${r.int(1, 30)}s`,
      );
      c.every(
        "vehicle-gw",
        "ERROR",
        2500,
        () => `[error] publish cmd to scooters/${veh(r)}/cmd failed: {:error, :not_connected}`,
        { from: 3000 },
      );
      c.every(
        "lock-ctl",
        "ERROR",
        900,
        () => `unlock ${veh(r)} failed: vehicle-gw returned 503 {"error":"broker unavailable"}`,
        { from: 4000, ramp: true },
      );
      c.every(
        "rider-api",
        "ERROR",
        1200,
        () => `method=POST path=/v3/rides status=502 duration=${r.int(4000, 4100)} error=unlock_failed`,
        { from: 4500 },
      );
    },
  },
  {
    estate: "mobility",
    category: "memory",
    origin: "geofence",
    hints: ["memory", "allocation", "oom", "out of memory"],
    severity: "high",
    note: "geofence's allocation of a huge rtree buffer fails ('memory allocation ... failed'), it aborts and crash-loops while pricing and rider-api lose zone checks.",
    silence: [{ svc: "geofence" }],
    emit: (c) => {
      const { r, t0 } = c;
      for (let t = t0; t < c.end; t += r.int(45000, 70000)) {
        c.ev(t, "geofence", "FATAL", `memory allocation of ${r.pick([2147483648, 4294967296])} bytes failed`);
        c.ev(
          t + 50,
          "geofence",
          "ERROR",
          "process aborted (signal 6, SIGABRT)",
          rust(r, "thread 'tokio-runtime-worker' aborted: alloc failure", [
            "std::alloc::rust_oom",
            "geofence::index::RTreeIndex::rebuild",
            "geofence::zones::ZoneSet::activate",
            "geofence::sync::run",
          ]),
        );
        c.ev(t + 12000, "geofence", "INFO", "geofence 1.19.0 starting, loading zone set v310");
      }
      c.every(
        "pricing",
        "WARN",
        3000,
        () => `geofence lookup failed, defaulting zone: ConnectError: [Errno 111] Connection refused`,
        { from: 2000 },
      );
      c.every(
        "rider-api",
        "ERROR",
        1200,
        () => `method=POST path=/v3/rides/end status=503 duration=${r.int(2, 30)} error=zone_check_unavailable`,
        { from: 2500, ramp: true },
      );
    },
  },
  {
    estate: "mobility",
    category: "disk",
    origin: "payments",
    hints: ["disk", "full", "space", "sqlite"],
    severity: "high",
    note: "The volume holding payments' local outbox fills up, writes fail with SQLITE_FULL (database or disk is full) and captures are refused.",
    dampen: ["payments"],
    emit: (c) => {
      const { r } = c;
      c.every(
        "payments",
        "ERROR",
        1600,
        () => `fail: Kuro.Payments.Outbox.OutboxWriter[0] Could not persist capture ${pi(r)}`,
        {
          stack: () =>
            dotnet(
              r,
              "Microsoft.Data.Sqlite.SqliteException (0x80004005): SQLite Error 13: 'database or disk is full'.",
              [
                "Microsoft.Data.Sqlite.SqliteException.ThrowExceptionForRC(Int32 rc, sqlite3 db)",
                "Microsoft.Data.Sqlite.SqliteDataReader.NextResult()",
                "Kuro.Payments.Outbox.OutboxWriter.AppendAsync(OutboxEntry entry)",
              ],
            ),
        },
      );
      c.every(
        "trip-ledger",
        "WARN",
        2500,
        () => `c.k.ledger.TripWriter : trip ${ride(r)} settlement pending (payments 500)`,
        { from: 1000 },
      );
      c.every(
        "rider-api",
        "WARN",
        3000,
        () => `method=POST path=/v3/rides/end status=200 duration=${r.int(300, 800)} warning=payment_deferred`,
        { from: 1200 },
      );
    },
  },
  {
    estate: "mobility",
    category: "unknown",
    origin: "lock-ctl",
    hints: ["unavailable", "restart", "connection refused", "unknown", "crash"],
    severity: "high",
    note: "lock-ctl stops logging and keeps restarting without a reason, while rider-api's unlock calls fail with connection refused.",
    silence: [{ svc: "lock-ctl" }],
    emit: (c) => {
      const { r, t0 } = c;
      for (let t = t0 + 35000; t < c.end; t += r.int(50000, 90000))
        c.ev(t, "lock-ctl", "INFO", "lock-ctl 4.2.0 starting (workers=4, mqtt via vehicle-gw)");
      c.every(
        "rider-api",
        "ERROR",
        800,
        () =>
          `unlock ${veh(r)} failed: Faraday::ConnectionFailed: Failed to open TCP connection to lock-ctl:9000 (Connection refused - connect(2) for "lock-ctl" port 9000)`,
        { from: 1000, ramp: true },
      );
      c.every(
        "rider-api",
        "INFO",
        1500,
        () => `method=POST path=/v3/rides status=503 duration=${r.int(2, 20)} error=unlock_unavailable`,
        { from: 1200 },
      );
    },
  },
];
