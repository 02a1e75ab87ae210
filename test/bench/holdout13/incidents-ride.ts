// Incidents in the ride-hailing dispatch estate (20).
import { envoyAccess, kafkaTime, redisTime } from "./native.js";
import type { Rng } from "./rng.js";
import { dotnetStack, javaStack, nodeStack, pyTrace } from "./stacks.js";
import { type Scenario, START } from "./types.js";

const trip = (r: Rng) => `TR-${r.int(10000000, 99999999)}`;
const ride = (r: Rng) => `rd_${r.hex(12)}`;
const city = (r: Rng) => r.pick(["lis", "mad", "ber", "waw", "ams", "prg", "bud"]);
const pid = (r: Rng) => r.int(2000, 9999);
const edge = (status: number, flags: string, path = "/v2/rides") => ({
  svc: "rider-edge",
  lvl: "info" as const,
  msg: (r: Rng, t: number) => envoyAccess(r, t, "POST", path, status, flags, r.int(2, 3000), "rider-api"),
});

export const rideIncidents: Scenario[] = [
  {
    estate: "ride",
    cat: "authentication",
    origin: "payments-bridge",
    hints: ["unauthorized", "401", "token", "credential", "invalid_client", "auth"],
    sev: "high",
    note: "The PSP's OAuth endpoint (which does not log here) rejects payments-bridge's expired client secret from before the first line; origin is payments-bridge, the caller whose logs show the 401s, and trip-ledger defers captures.",
    win: 14,
    onset: "atstart",
    affects: [
      {
        svc: "payments-bridge",
        p: 0.95,
        lvl: "error",
        msg: (r) =>
          `fail: Payments.Capture.CaptureHandler[0] Capture for trip ${trip(r)} aborted: no access token (401 invalid_client)`,
      },
    ],
    emits: [
      {
        svc: "payments-bridge",
        lvl: "error",
        every: 4,
        msg: () =>
          'fail: Payments.Psp.TokenProvider[0] Token request to https://login.paycore.io/oauth2/token failed: 401 Unauthorized {"error":"invalid_client","error_description":"client secret has expired"}',
      },
      {
        svc: "trip-ledger",
        lvl: "warn",
        every: 3,
        from: 0.6,
        msg: (r) =>
          `c.r.ledger.SettlementClient - capture deferred for trip ${trip(r)}: payments-bridge responded 502 Bad Gateway, will retry in 300s`,
      },
    ],
  },
  {
    estate: "ride",
    cat: "authentication",
    origin: "kafka-broker-1",
    hints: ["sasl", "authentication", "credential", "scram"],
    sev: "high",
    note: "In the last two minutes the broker starts refusing SCRAM logins after a credential rotation on its side; it logs each failed SASL authentication only at INFO while driver-location, dispatch-matcher and trip-ledger all fail to produce/consume.",
    win: 18,
    onset: "end",
    emits: [
      {
        svc: "kafka-broker-1",
        lvl: "info",
        every: 0.6,
        msg: (r, t) =>
          `[${kafkaTime(t)}] INFO [SocketServer listenerType=BROKER, nodeId=1] Failed authentication with /${r.ip()} (channelId=10.8.5.21:9092-${r.ip()}:${r.int(30000, 60000)}-${r.int(1, 900)}) (Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512) (org.apache.kafka.common.network.Selector)`,
      },
      {
        svc: "driver-location",
        lvl: "error",
        every: 0.8,
        from: 0.4,
        msg: () =>
          "kafka producer error: kafka server: SASL Authentication failed: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
      },
      {
        svc: "driver-location",
        lvl: "warn",
        every: 5,
        from: 3,
        msg: (r) => `dropping ${r.int(300, 2000)} buffered pings: producer unavailable`,
      },
      {
        svc: "dispatch-matcher",
        lvl: "error",
        every: 4,
        from: 1.5,
        msg: () =>
          "consumer group dispatch-matcher: kafka: error while consuming driver-pings: kafka server: SASL Authentication failed",
      },
      {
        svc: "trip-ledger",
        lvl: "error",
        every: 6,
        from: 2,
        msg: () =>
          "o.a.k.c.NetworkClient - [Producer clientId=trip-ledger-1] Connection to node 1 (kafka-broker-1/10.8.5.21:9092) failed authentication due to: Authentication failed during authentication due to invalid credentials with SASL mechanism SCRAM-SHA-512",
      },
    ],
  },
  {
    estate: "ride",
    cat: "authorization",
    origin: "surge-pricer",
    hints: ["forbidden", "403", "rbac", "permission", "authorization"],
    sev: "medium",
    note: "surge-pricer lost its RBAC grant on the zone configmap before the window began; it only warns that the refresh is forbidden and quotes fallback multipliers, rider-api reports degraded quotes.",
    win: 9,
    onset: "atstart",
    size: "small",
    affects: [
      {
        svc: "surge-pricer",
        p: 0.35,
        lvl: "warn",
        msg: (r) => `quote zone=8a2a10${r.hex(7)}fff not in cached zone table, multiplier forced to 1.0`,
      },
    ],
    emits: [
      {
        svc: "surge-pricer",
        lvl: "warn",
        every: 30,
        msg: (r) =>
          `zone config refresh failed, keeping stale copy (age ${r.int(2, 3)}h${r.int(10, 59)}m): (403) Reason: Forbidden: configmaps "surge-zones" is forbidden: User "system:serviceaccount:dispatch-prod:surge-pricer" cannot get resource "configmaps" in API group "" in the namespace "dispatch-prod"`,
      },
      {
        svc: "rider-api",
        lvl: "warn",
        every: 25,
        from: 5,
        msg: (r) => `surge quote degraded for city=${city(r)}: pricer returned fallback multiplier`,
      },
    ],
  },
  {
    estate: "ride",
    cat: "database",
    origin: "pg-trips",
    hints: ["connection", "too many", "clients", "postgres", "database"],
    sev: "high",
    note: "pg-trips runs out of connection slots mid-window under heavy traffic; trip-ledger's Hikari pool times out and dispatch-matcher cannot persist matches, rider-edge returns 503s.",
    win: 30,
    onset: "mid",
    size: "big",
    affects: [
      {
        svc: "trip-ledger",
        p: 0.6,
        from: 1,
        lvl: "error",
        msg: () => "c.r.ledger.TripService - could not open trip: Failed to obtain JDBC Connection",
        stack: () =>
          javaStack(
            "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
            [
              "org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
              "org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:653)",
              "com.ride.ledger.TripRepository.insert(TripRepository.java:61)",
              "com.ride.ledger.TripService.open(TripService.java:44)",
            ],
            "java.sql.SQLTransientConnectionException: ledger-pool - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=37)",
            ["com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)"],
          ),
      },
      {
        svc: "rider-api",
        p: 0.25,
        from: 2,
        lvl: "error",
        msg: (r) =>
          `POST /v2/rides 503 ${r.int(30, 90)}ms upstream=dispatch-matcher error="match persistence unavailable"`,
      },
      { ...edge(503, "-"), p: 0.25, from: 2 },
    ],
    emits: [
      { svc: "pg-trips", lvl: "error", every: 0.35, msg: (r) => `[${pid(r)}] FATAL:  sorry, too many clients already` },
      {
        svc: "dispatch-matcher",
        lvl: "error",
        every: 0.3,
        from: 0.5,
        msg: (r) => `persist match for ride ${ride(r)} failed: pq: sorry, too many clients already`,
      },
    ],
  },
  {
    estate: "ride",
    cat: "database",
    origin: "pg-trips",
    hints: ["recovery", "conflict", "replica", "postgres", "database"],
    sev: "medium",
    note: "At the very end of a long quiet window the pg-trips read replica starts cancelling queries on conflict with recovery; dispatch-matcher's nearby-driver reads fail. No request ids in this window.",
    win: 16,
    onset: "end",
    ids: "none",
    emits: [
      {
        svc: "pg-trips",
        lvl: "error",
        every: 1.2,
        msg: (r) => `[${pid(r)}] ERROR:  canceling statement due to conflict with recovery`,
        stack: () =>
          "DETAIL:  User query might have needed to see row versions that must be removed.\nSTATEMENT:  SELECT driver_id, cell FROM driver_state WHERE cell = ANY($1) AND status = 'idle'",
      },
      {
        svc: "dispatch-matcher",
        lvl: "error",
        every: 0.9,
        from: 0.3,
        msg: (r) =>
          `nearby drivers query for ride ${ride(r)} failed: pq: canceling statement due to conflict with recovery`,
      },
      {
        svc: "rider-api",
        lvl: "warn",
        every: 3,
        from: 1,
        msg: (r) => `POST /v2/rides 200 ${r.int(900, 2500)}ms status=MATCH_RETRY`,
      },
    ],
  },
  {
    estate: "ride",
    cat: "network",
    origin: "dispatch-matcher",
    hints: ["route", "network", "dial", "unreachable", "no route"],
    sev: "high",
    note: "Less than 90 s into the window dispatch-matcher's pods lose their route to geo-redis (redis itself keeps serving others and logs nothing unusual); matches fail and rider-api/rider-edge return 503s.",
    win: 15,
    onset: "early",
    affects: [
      {
        svc: "dispatch-matcher",
        p: 0.85,
        lvl: "error",
        msg: (r) => `match failed ride ${ride(r)}: geo lookup: dial tcp 10.8.3.14:6379: connect: no route to host`,
      },
      {
        svc: "rider-api",
        p: 0.4,
        from: 0.4,
        lvl: "error",
        msg: (r) => `POST /v2/rides 503 ${r.int(5, 40)}ms dispatch-matcher: 503 Service Unavailable`,
      },
      { ...edge(503, "-"), p: 0.35, from: 0.4 },
    ],
    emits: [
      {
        svc: "dispatch-matcher",
        lvl: "error",
        every: 2,
        msg: () => "geo index refresh failed: dial tcp 10.8.3.14:6379: connect: no route to host",
      },
    ],
  },
  {
    estate: "ride",
    cat: "timeout",
    origin: "eta-service",
    hints: ["timeout", "deadline", "lock", "exceeded"],
    sev: "high",
    note: "eta-service starts a graph hot-reload that holds its write lock; dispatch-matcher and rider-api time out first (DeadlineExceeded, 504) and eta-service logs its own lock-wait timeouts a second or so later; trace ids on every hop.",
    win: 20,
    onset: "mid",
    affects: [
      {
        svc: "dispatch-matcher",
        p: 0.7,
        from: 0.3,
        lvl: "error",
        msg: (r) =>
          `eta call for ride ${ride(r)} failed: rpc error: code = DeadlineExceeded desc = context deadline exceeded`,
      },
      {
        svc: "rider-api",
        p: 0.5,
        from: 0.5,
        lvl: "error",
        msg: (r) => `GET /v2/eta 504 ${r.int(2000, 2010)}ms upstream timeout (eta-service)`,
      },
      {
        svc: "rider-edge",
        p: 0.3,
        from: 0.5,
        lvl: "info",
        msg: (r, t) => envoyAccess(r, t, "GET", "/v2/eta", 504, "UT", r.int(3000, 3005), "rider-api"),
      },
      {
        svc: "eta-service",
        p: 0.8,
        from: 1.6,
        lvl: "error",
        msg: () => "eta request aborted: timed out waiting 2s for graph read lock",
      },
    ],
    emits: [
      {
        svc: "eta-service",
        lvl: "info",
        every: 1,
        count: 1,
        msg: () => "starting graph hot-reload osm-2026-11b (1.9 GiB), acquiring write lock",
      },
      {
        svc: "eta-service",
        lvl: "error",
        every: 1.5,
        from: 1.8,
        msg: (r) => `graph read lock wait exceeded 5s (waiters=${r.int(40, 400)}), request dropped`,
      },
    ],
  },
  {
    estate: "ride",
    cat: "timeout",
    origin: "payments-bridge",
    hints: ["timeout", "taskcanceled", "canceled", "elapsing"],
    sev: "high",
    note: "The PSP (not logging here) stops answering in time before the window begins, so payments-bridge's HttpClient calls time out after 10 s; meanwhile an unrelated nightly fare reconciliation in trip-ledger errors throughout.",
    win: 22,
    onset: "atstart",
    emits: [
      {
        svc: "trip-ledger",
        lvl: "error",
        every: 2,
        from: START,
        msg: (r) =>
          `c.r.ledger.recon.FareReconJob - recon mismatch trip ${trip(r)}: ledger ${r.float(5, 40).toFixed(2)} vs psp ${r.float(5, 40).toFixed(2)}, flagged`,
      },
      {
        svc: "payments-bridge",
        lvl: "error",
        every: 1.4,
        msg: (r) => `fail: Payments.Capture.CaptureHandler[0] Capture failed for trip ${trip(r)} after 10002ms`,
        stack: () =>
          dotnetStack(
            "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.\n ---> System.TimeoutException: The operation was canceled.\n ---> System.Threading.Tasks.TaskCanceledException: The operation was canceled.",
            [
              "System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
              "System.Net.Http.HttpClient.<SendAsync>g__Core|83_0(HttpRequestMessage request, HttpCompletionOption completionOption, CancellationTokenSource cts, Boolean disposeCts, CancellationTokenSource pendingRequestsCts, CancellationToken originalCancellationToken)",
              "Payments.Psp.PaycoreClient.CaptureAsync(CaptureRequest req, CancellationToken ct) in /src/Payments.Psp/PaycoreClient.cs:line 118",
              "Payments.Capture.CaptureHandler.Handle(CaptureCommand cmd, CancellationToken ct) in /src/Payments.Capture/CaptureHandler.cs:line 52",
            ],
          ),
      },
      {
        svc: "trip-ledger",
        lvl: "warn",
        every: 3,
        from: 11,
        msg: (r) => `c.r.ledger.SettlementClient - capture pending for trip ${trip(r)}: payments-bridge timed out`,
      },
    ],
    affects: [
      {
        svc: "payments-bridge",
        p: 0.9,
        lvl: "warn",
        msg: (r) => `warn: Payments.Capture.CaptureHandler[0] Capture for trip ${trip(r)} still waiting on PSP (8.0s)`,
      },
    ],
  },
  {
    estate: "ride",
    cat: "rate_limiting",
    origin: "surge-pricer",
    hints: ["429", "rate", "quota", "too many"],
    sev: "medium",
    note: "surge-pricer exhausts its traffic-data vendor quota mid-window and gets 429s; it falls back to flat multipliers and rider-api reports degraded surge quotes.",
    win: 18,
    onset: "mid",
    affects: [
      {
        svc: "surge-pricer",
        p: 0.5,
        from: 1,
        lvl: "warn",
        msg: (r) => `quote zone=8a2a10${r.hex(7)}fff using fallback multiplier 1.0 (traffic data stale)`,
      },
    ],
    emits: [
      {
        svc: "surge-pricer",
        lvl: "error",
        every: 1.1,
        msg: (r) =>
          `traffic fetch failed: 429 Client Error: Too Many Requests for url: https://traffic.geoapi.cloud/v2/flow?cell=8a2a10${r.hex(7)}fff (quota TrafficRequestsPerMinute exhausted, retry after ${r.int(20, 60)}s)`,
      },
      {
        svc: "rider-api",
        lvl: "warn",
        every: 8,
        from: 2,
        msg: (r) => `surge degraded for city=${city(r)}: pricer fallback in use`,
      },
    ],
  },
  {
    estate: "ride",
    cat: "validation",
    origin: "rider-api",
    hints: ["validation", "must be a number", "invalid", "400"],
    sev: "medium",
    note: "Shortly after the window opens, the new iOS app 7.32.0 sends pickup coordinates as strings; rider-api rejects the ride requests at WARN with validation errors and envoy logs 400s.",
    win: 12,
    onset: "early",
    affects: [
      {
        svc: "rider-api",
        p: 0.4,
        lvl: "warn",
        msg: (r) =>
          `POST /v2/rides 400 ${r.int(1, 6)}ms rider=r_${r.hex(10)} ValidationError: "pickup.lat" must be a number (ua=RideApp/7.32.0 iOS)`,
      },
      { ...edge(400, "-"), p: 0.35 },
    ],
  },
  {
    estate: "ride",
    cat: "validation",
    origin: "payments-bridge",
    hints: ["validation", "currency", "invalid", "iso 4217"],
    sev: "medium",
    note: "Late in the window payments-bridge starts rejecting captures for the newly launched market because the fare currency fails its ISO 4217 validator; trip-ledger parks the captures. No request ids.",
    win: 16,
    onset: "end",
    ids: "none",
    emits: [
      {
        svc: "payments-bridge",
        lvl: "error",
        every: 2,
        msg: (r) => `fail: Payments.Capture.CaptureHandler[0] Capture rejected for trip ${trip(r)} (market=dxb)`,
        stack: () =>
          dotnetStack(
            "FluentValidation.ValidationException: Validation failed: \n -- Currency: 'Currency' must be a valid ISO 4217 code. Severity: Error",
            [
              "FluentValidation.AbstractValidator`1.RaiseValidationException(ValidationContext`1 context, ValidationResult result)",
              "FluentValidation.AbstractValidator`1.ValidateAndThrow(T instance)",
              "Payments.Capture.CaptureHandler.Handle(CaptureCommand cmd, CancellationToken ct) in /src/Payments.Capture/CaptureHandler.cs:line 38",
            ],
          ),
      },
      {
        svc: "trip-ledger",
        lvl: "warn",
        every: 2.5,
        from: 0.5,
        msg: (r) => `c.r.ledger.SettlementClient - capture for trip ${trip(r)} parked: payments-bridge 422`,
      },
    ],
  },
  {
    estate: "ride",
    cat: "null_reference",
    origin: "rider-api",
    hints: ["typeerror", "undefined", "cannot read", "null"],
    sev: "high",
    note: "After a rider-api release, ride status responses for trips without a fare quote crash with a TypeError on undefined; envoy returns 500s. Trace ids on every hop.",
    win: 20,
    onset: "mid",
    affects: [
      {
        svc: "rider-api",
        p: 0.45,
        from: 0,
        lvl: "error",
        msg: (r) => `GET /v2/rides/${ride(r)} 500 ${r.int(2, 9)}ms`,
        stack: () =>
          nodeStack("TypeError: Cannot read properties of undefined (reading 'currencyCode')", [
            "formatFare (/app/dist/rides/receipt.js:48:31)",
            "RideView.toJSON (/app/dist/rides/view.js:112:18)",
            "JSON.stringify (<anonymous>)",
            "stringify (/app/node_modules/express/lib/response.js:1160:12)",
            "ServerResponse.json (/app/node_modules/express/lib/response.js:271:14)",
          ]),
      },
      {
        svc: "rider-edge",
        p: 0.3,
        lvl: "info",
        msg: (r, t) => envoyAccess(r, t, "GET", `/v2/rides/${ride(r)}`, 500, "-", r.int(3, 12), "rider-api"),
      },
    ],
    emits: [
      {
        svc: "rider-api",
        lvl: "info",
        every: 1,
        count: 1,
        from: -40,
        msg: () => "rider-api 2026.11.3 listening on :8080 (node v20.18.0, pid 1)",
      },
    ],
  },
  {
    estate: "ride",
    cat: "null_reference",
    origin: "trip-ledger",
    hints: ["nullpointerexception", "null", "npe"],
    sev: "high",
    note: "In the last minutes of a long window trip-ledger's trip closer throws NullPointerException for trips without a fare, so closes and captures stop; payments-bridge notices the silence.",
    win: 25,
    onset: "end",
    affects: [
      {
        svc: "trip-ledger",
        p: 0.8,
        lvl: "error",
        msg: (r) => `c.r.ledger.TripCloser - close failed for trip ${trip(r)}, left OPEN`,
      },
    ],
    emits: [
      {
        svc: "trip-ledger",
        lvl: "error",
        every: 1.6,
        msg: (r) => `c.r.ledger.TripCloser - unexpected error closing trip ${trip(r)}`,
        stack: () =>
          javaStack(
            'java.lang.NullPointerException: Cannot invoke "com.ride.ledger.model.Fare.getTotal()" because the return value of "com.ride.ledger.model.Trip.getFare()" is null',
            [
              "com.ride.ledger.TripCloser.close(TripCloser.java:88)",
              "com.ride.ledger.TripEventsListener.onTripCompleted(TripEventsListener.java:41)",
              "org.springframework.kafka.listener.adapter.RecordMessagingMessageListenerAdapter.onMessage(RecordMessagingMessageListenerAdapter.java:78)",
            ],
          ),
      },
      {
        svc: "payments-bridge",
        lvl: "warn",
        every: 30,
        from: 40,
        msg: () => "warn: Payments.Capture.Poller[0] No closed trips received from trip-ledger in 30s",
      },
    ],
  },
  {
    estate: "ride",
    cat: "configuration",
    origin: "surge-pricer",
    hints: ["keyerror", "config", "environment", "missing", "surge_model_bucket"],
    sev: "medium",
    note: "A surge-pricer release that dropped an environment variable is already crash-looping when the window starts (KeyError on SURGE_MODEL_BUCKET at boot); rider-api falls back to flat prices.",
    win: 10,
    onset: "atstart",
    size: "small",
    silence: [{ svc: "surge-pricer" }],
    affects: [
      {
        svc: "rider-api",
        p: 0.3,
        lvl: "warn",
        msg: (r) => `surge quote unavailable: connect ECONNREFUSED 10.8.4.${r.int(2, 250)}:8000, using 1.0`,
      },
    ],
    emits: [
      {
        svc: "surge-pricer",
        lvl: "info",
        every: 22,
        jitter: 0,
        msg: (r) => `[INFO] Booting worker with pid: ${r.int(7, 90)}`,
      },
      {
        svc: "surge-pricer",
        lvl: "error",
        every: 22,
        jitter: 0,
        from: 1,
        msg: () => "[ERROR] Exception in worker process",
        stack: () =>
          pyTrace(
            [
              [
                "/usr/local/lib/python3.12/site-packages/gunicorn/arbiter.py",
                608,
                "spawn_worker",
                "worker.init_process()",
              ],
              ["/app/surge/app.py", 9, "<module>", "from surge import settings"],
              ["/app/surge/settings.py", 31, "<module>", 'MODEL_BUCKET = os.environ["SURGE_MODEL_BUCKET"]'],
              ["<frozen os>", 714, "__getitem__", ""],
            ],
            "KeyError: 'SURGE_MODEL_BUCKET'",
          ),
      },
    ],
  },
  {
    estate: "ride",
    cat: "configuration",
    origin: "dispatch-matcher",
    hints: ["config", "radius", "setting"],
    sev: "medium",
    note: "Near the end of the window a config push sets dispatch-matcher's matching radius to 0.45 km; it logs the reload at INFO and then only warnings that no candidates are found, and riders get NO_DRIVER_FOUND.",
    win: 20,
    onset: "end",
    affects: [
      {
        svc: "dispatch-matcher",
        p: 0.75,
        from: 1,
        lvl: "warn",
        msg: (r) => `no candidates for ride ${ride(r)} within 0.45km (idle drivers in city: ${r.int(900, 2000)})`,
      },
      {
        svc: "rider-api",
        p: 0.3,
        from: 2,
        lvl: "warn",
        msg: (r) => `POST /v2/rides 200 ${r.int(3000, 9000)}ms status=NO_DRIVER_FOUND city=${city(r)}`,
      },
    ],
    emits: [
      {
        svc: "dispatch-matcher",
        lvl: "info",
        every: 1,
        count: 1,
        msg: () => "config reload from consul key dispatch/matching: radius_km 4.5 -> 0.45, max_candidates 30 -> 30",
      },
    ],
  },
  {
    estate: "ride",
    cat: "dependency",
    origin: "kafka-broker-1",
    hints: ["kafka", "broker", "unavailable", "connection refused"],
    sev: "high",
    note: "Early in the window kafka-broker-1 simply goes quiet (no shutdown line, no supervisor line); driver-location, dispatch-matcher and trip-ledger report it unreachable.",
    win: 15,
    onset: "early",
    silence: [{ svc: "kafka-broker-1" }],
    emits: [
      {
        svc: "driver-location",
        lvl: "error",
        every: 0.4,
        from: 0.3,
        msg: () =>
          "kafka: Failed to produce message to topic driver-pings: kafka: client has run out of available brokers to talk to: dial tcp 10.8.5.21:9092: connect: connection refused",
      },
      {
        svc: "dispatch-matcher",
        lvl: "warn",
        every: 2,
        from: 1,
        msg: (r) =>
          `consumer group dispatch-matcher: broker kafka-broker-1:9092 unreachable, rebalancing (attempt ${r.int(1, 40)})`,
      },
      {
        svc: "trip-ledger",
        lvl: "warn",
        every: 3,
        from: 1.2,
        msg: () =>
          "o.a.k.c.NetworkClient - [Producer clientId=trip-ledger-1] Connection to node 1 (kafka-broker-1/10.8.5.21:9092) could not be established. Broker may not be available.",
      },
    ],
  },
  {
    estate: "ride",
    cat: "dependency",
    origin: "payments-bridge",
    hints: ["503", "circuit", "breaker", "psp", "unavailable"],
    sev: "high",
    note: "In the last two minutes the PSP (not logging here) answers 503 and payments-bridge's circuit breaker opens; origin is payments-bridge, the caller showing the vendor failure.",
    win: 14,
    onset: "end",
    emits: [
      {
        svc: "payments-bridge",
        lvl: "error",
        every: 1,
        until: 25,
        msg: (r) =>
          `fail: Payments.Capture.CaptureHandler[0] PSP responded 503 Service Unavailable for trip ${trip(r)} (attempt 3/3)`,
      },
      {
        svc: "payments-bridge",
        lvl: "warn",
        every: 30,
        from: 25,
        msg: () =>
          "warn: Polly[0] Circuit breaker for psp-pipeline/capture opened for 30s after 5 consecutive failures",
      },
      {
        svc: "payments-bridge",
        lvl: "error",
        every: 0.6,
        from: 25.5,
        msg: (r) => `fail: Payments.Capture.CaptureHandler[0] Capture skipped for trip ${trip(r)}`,
        stack: () =>
          dotnetStack(
            "Polly.CircuitBreaker.BrokenCircuitException: The circuit is now open and is not allowing calls.",
            [
              "Polly.CircuitBreaker.CircuitStateController`1.OnActionPreExecute()",
              "Polly.ResiliencePipeline.ExecuteAsync[TResult](Func`2 callback, CancellationToken cancellationToken)",
              "Payments.Psp.PaycoreClient.CaptureAsync(CaptureRequest req, CancellationToken ct) in /src/Payments.Psp/PaycoreClient.cs:line 109",
            ],
          ),
      },
      {
        svc: "trip-ledger",
        lvl: "warn",
        every: 2,
        from: 2,
        msg: (r) => `c.r.ledger.SettlementClient - capture deferred for trip ${trip(r)}: payments-bridge 503`,
      },
    ],
  },
  {
    estate: "ride",
    cat: "memory",
    origin: "geo-redis",
    hints: ["oom", "memory", "maxmemory", "allocate"],
    sev: "high",
    note: "geo-redis is already at maxmemory when the window starts: it only warns that background saves cannot fork, while dispatch-matcher and driver-location get OOM command not allowed on writes.",
    win: 12,
    onset: "atstart",
    emits: [
      {
        svc: "geo-redis",
        lvl: "warn",
        every: 20,
        msg: (_r, t) => `1:M ${redisTime(t)} # Can't save in background: fork: Cannot allocate memory`,
      },
      {
        svc: "dispatch-matcher",
        lvl: "error",
        every: 0.6,
        from: 0.5,
        msg: () => "geo update failed: OOM command not allowed when used memory > 'maxmemory'.",
      },
      {
        svc: "driver-location",
        lvl: "error",
        every: 0.3,
        from: 0.4,
        msg: (r) => `GEOADD drivers:${city(r)} failed: OOM command not allowed when used memory > 'maxmemory'.`,
      },
    ],
  },
  {
    estate: "ride",
    cat: "disk",
    origin: "pg-trips",
    hints: ["space", "disk", "no space left", "wal"],
    sev: "high",
    note: "Soon after the window opens pg-trips cannot write WAL (No space left on device), PANICs and restarts into recovery repeatedly; trip-ledger and dispatch-matcher fail their queries.",
    win: 16,
    onset: "early",
    silence: [{ svc: "pg-trips" }],
    emits: [
      {
        svc: "pg-trips",
        lvl: "fatal",
        every: 45,
        jitter: 0,
        msg: () => '[2231] PANIC:  could not write to file "pg_wal/xlogtemp.2231": No space left on device',
      },
      {
        svc: "pg-trips",
        lvl: "info",
        every: 45,
        jitter: 0,
        from: 0.2,
        msg: () => "[1] LOG:  server process (PID 2231) was terminated by signal 6: Aborted",
      },
      {
        svc: "pg-trips",
        lvl: "info",
        every: 45,
        jitter: 0,
        from: 0.3,
        msg: () => "[1] LOG:  all server processes terminated; reinitializing",
      },
      {
        svc: "pg-trips",
        lvl: "error",
        every: 2,
        from: 1,
        msg: (r) => `[${pid(r)}] FATAL:  the database system is in recovery mode`,
      },
      {
        svc: "trip-ledger",
        lvl: "error",
        every: 1.2,
        from: 0.5,
        msg: (r) => `c.r.ledger.TripService - trip ${trip(r)} not persisted`,
        stack: () =>
          javaStack("org.postgresql.util.PSQLException: FATAL: the database system is in recovery mode", [
            "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
            "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
            "com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:364)",
          ]),
      },
      {
        svc: "dispatch-matcher",
        lvl: "error",
        every: 0.7,
        from: 0.6,
        msg: (r) => `persist match for ride ${ride(r)} failed: pq: the database system is in recovery mode`,
      },
    ],
  },
  {
    estate: "ride",
    cat: "unknown",
    origin: "eta-service",
    hints: ["unavailable", "unknown", "crash", "restart", "exit"],
    sev: "high",
    note: "eta-service stops logging mid-window without any error of its own; dispatch-matcher gets connection refused from it for about four minutes until it restarts and reloads its graph.",
    win: 18,
    onset: "mid",
    silence: [{ svc: "eta-service", until: 282 }],
    affects: [
      {
        svc: "rider-api",
        p: 0.5,
        from: 0.5,
        until: 282,
        lvl: "error",
        msg: (r) => `GET /v2/eta 503 ${r.int(1, 8)}ms eta-service unavailable`,
      },
    ],
    emits: [
      {
        svc: "dispatch-matcher",
        lvl: "error",
        every: 0.5,
        from: 0.4,
        until: 283,
        msg: () =>
          'eta call failed: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 10.8.2.40:9090: connect: connection refused"',
      },
      {
        svc: "eta-service",
        lvl: "info",
        every: 1,
        count: 1,
        from: 240,
        msg: () => "eta-service v3.18.2 starting (go1.23.3, GOMAXPROCS=4)",
      },
      {
        svc: "eta-service",
        lvl: "info",
        every: 1,
        count: 1,
        from: 241,
        msg: () => "loading graph osm-2026-11 from /data/graph (1.8 GiB)",
      },
      {
        svc: "eta-service",
        lvl: "info",
        every: 1,
        count: 1,
        from: 281,
        msg: () => "graph loaded in 40.2s, serving gRPC on :9090",
      },
    ],
  },
];
