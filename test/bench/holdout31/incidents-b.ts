// Holdout31 incidents, second half: network, null_reference, rate_limiting, timeout, validation, unknown.
import { complain, crashLoop, type IncidentDef } from "./incident-kit.js";
import { glog } from "./voices.js";

const HS_REQ = (host: string, path: string) =>
  `Request {\n  host                 = "${host}"\n  port                 = 443\n  secure               = True\n  requestHeaders       = [("Accept","application/json")]\n  path                 = "${path}"\n  queryString          = ""\n  method               = "GET"\n  proxy                = Nothing\n  rawBody              = False\n  redirectCount        = 10\n  responseTimeout      = ResponseTimeoutDefault\n  requestVersion       = HTTP/1.1\n  proxySecureMode      = ProxySecureWithConnect\n}`;

export const INCIDENTS_B: IncidentDef[] = [
  // ---------------------------------------------------------------- network
  {
    cat: "network",
    estate: "fernway",
    origin: "meter-ingest",
    hints: ["dns", "resolution", "lookup", "network", "name"],
    sev: "high",
    note: "DNS lookups fail on meter-ingest's nodes (Temporary failure in name resolution); it cannot reach NATS or ClickHouse and rejects readings",
    story: (c) => {
      c.breakAt({
        svc: "meter-ingest",
        prob: 0.7,
        from: c.t0,
        status: 503,
        ms: [5000, 5100],
        own: (cc, t, tr) =>
          cc.at(
            "meter-ingest",
            t,
            "error",
            "request{method=POST uri=/v1/readings version=HTTP/1.1}: meter_ingest::sink: publish failed error=failed to lookup address information: Temporary failure in name resolution (telemetry-nats.fernway-prod.svc.cluster.local:4222)",
            undefined,
            tr,
          ),
      });
      complain(
        c,
        "meter-ingest",
        1000,
        10000,
        "error",
        () =>
          "meter_ingest::flush: clickhouse flush failed error=error sending request for url (http://usage-ch:8123/?query=INSERT+INTO+readings+FORMAT+RowBinary): client error (Connect): dns error: failed to lookup address information: Temporary failure in name resolution",
      );
      complain(
        c,
        "telemetry-nats",
        2000,
        20000,
        "info",
        () =>
          `[INF] 10.3.1.${c.r.int(2, 90)}:${c.r.int(30000, 60000)} - cid:${c.r.int(1000, 9999)} - "v0.33.0:rust:meter-ingest" - Client connection closed: Stale Connection`,
      );
    },
  },
  {
    cat: "network",
    estate: "quillmark",
    origin: "typeset",
    hints: ["econnreset", "enetunreach", "network", "unreachable", "reset"],
    sev: "medium",
    note: "typeset's node loses its network path (connection resets, network unreachable); renders fail and reader-api sees closed sockets",
    story: (c) => {
      c.breakAt({
        svc: "typeset",
        prob: 0.75,
        from: c.t0,
        status: 502,
        ms: [100, 3000],
        own: (cc, t, tr) => {
          cc.at(
            "typeset",
            t,
            "error",
            cc.r.chance(0.5)
              ? 'typeset.storage  ERROR upload to assets-minio failed: Unix.Unix_error(Unix.ECONNRESET, "read", "")'
              : 'typeset.storage  ERROR upload to assets-minio failed: Unix.Unix_error(Unix.ENETUNREACH, "connect", "")',
          );
          cc.at(
            "reader-api",
            t + 30,
            "error",
            "render request to typeset failed: SocketError: other side closed (UND_ERR_SOCKET)",
            undefined,
            tr,
          );
        },
      });
      complain(
        c,
        "typeset",
        3000,
        12000,
        "warn",
        () =>
          "typeset.fonts  WARN font server fonts.quillmark.internal:443: ssl error: SSL_connect: Connection reset by peer",
      );
    },
  },
  {
    cat: "network",
    estate: "bramble",
    origin: "consul",
    hints: ["network", "route", "partition", "no route", "memberlist", "unreachable"],
    sev: "high",
    note: "the consul servers are cut off from each other (no route to host), lose their leader, and service discovery for appointments and rx-engine fails",
    story: (c) => {
      complain(
        c,
        "consul",
        0,
        5000,
        "error",
        () =>
          "[ERROR] agent.server.memberlist.lan: memberlist: Push/Pull with consul-server-1 failed: dial tcp 10.1.0.5:8301: connect: no route to host",
      );
      c.at(
        "consul",
        c.t0 + 3000,
        "warn",
        "[WARN]  agent.server.raft: heartbeat timeout reached, starting election: last-leader-addr=10.1.0.5:8300 last-leader-id=2b1c7e0a",
      );
      complain(
        c,
        "consul",
        5000,
        6000,
        "error",
        () => '[ERROR] agent: Coordinate update error: error="No cluster leader"',
      );
      complain(
        c,
        "consul",
        6000,
        7000,
        "error",
        () =>
          '[ERROR] agent.client: RPC failed to server: method=Catalog.ServiceNodes server=10.1.0.5:8300 error="rpc error getting client: failed to get conn: dial tcp 10.1.0.5:8300: connect: no route to host"',
      );
      c.breakAt({
        svc: "rx-engine",
        prob: 0.6,
        from: c.t0 + 8000,
        status: 503,
        ms: [5000, 5050],
        own: (cc, t, tr) =>
          cc.at(
            "records-api",
            t,
            "error",
            "c.b.records.RxClient - interaction check failed: java.net.UnknownHostException: rx-engine.service.consul: Name or service not known",
            undefined,
            tr,
          ),
      });
      c.breakAt({
        svc: "appointments",
        prob: 0.5,
        from: c.t0 + 8000,
        status: 503,
        ms: [5, 40],
        own: (cc, t, tr) =>
          cc.at(
            "portal-web",
            t,
            "error",
            'request.CRITICAL: Uncaught PHP Exception Symfony\\Component\\HttpClient\\Exception\\TransportException: "Could not resolve host: appointments.service.consul for "http://appointments.service.consul:4000/patient/appointments"." at /var/www/portal/vendor/symfony/http-client/Chunk/ErrorChunk.php line 56',
            undefined,
            tr,
          ),
      });
    },
  },
  {
    cat: "network",
    estate: "otterpay",
    origin: "kyc",
    hints: ["tls", "econnreset", "socket", "network", "reset"],
    sev: "medium",
    note: "kyc's outbound path to its verification vendor breaks mid-handshake (socket disconnected before TLS established, ECONNRESET); verifications fail",
    story: (c) => {
      c.breakAt({
        svc: "kyc",
        prob: 0.7,
        from: c.t0,
        status: 502,
        ms: [200, 2000],
        own: (cc, t, tr) =>
          cc.at(
            "kyc",
            t,
            "error",
            "Error: Client network socket disconnected before secure TLS connection was established",
            "    at TLSSocket.onConnectEnd (node:_tls_wrap:1727:19)\n    at TLSSocket.emit (node:events:531:35)\n    at endReadableNT (node:internal/streams/readable:1696:12) {\n  code: 'ECONNRESET',\n  path: undefined,\n  host: 'api.idcheck-vendor.example',\n  port: 443,\n  localAddress: undefined\n}",
            tr,
          ),
      });
      complain(
        c,
        "kyc",
        4000,
        9000,
        "warn",
        () =>
          "Error: read ECONNRESET\n    at TLSWrap.onStreamRead (node:internal/stream_base_commons:218:20) { errno: -104, code: 'ECONNRESET', syscall: 'read' }",
      );
    },
  },
  // ---------------------------------------------------------------- null_reference
  {
    cat: "null_reference",
    estate: "kelpie",
    origin: "route-optimizer",
    hints: ["sigsegv", "segfault", "null", "nullptr"],
    sev: "high",
    note: "a depot without a geo position makes route-optimizer dereference a null pointer (SIGSEGV @0x0); it crashes on each plan and restarts",
    story: (c) => {
      c.at(
        "route-optimizer",
        c.t0 - 3000,
        "warn",
        glog("W", c.t0 - 3000, "depot.cc:120", "depot HAM-7 has no geo position; continuing"),
      );
      crashLoop(
        c,
        "route-optimizer",
        [20000, 45000],
        (_i, t) => ({
          level: "fatal",
          msg: `*** Aborted at ${Math.floor(t / 1000)} (unix time) try "date -d @${Math.floor(t / 1000)}" if you are using GNU date ***`,
          stack:
            "PC: @     0x55d3c1a2f4e1 vrp::Solver::InsertStop()\n*** SIGSEGV (@0x0) received by PID 1 (TID 0x7f1c2affd700) from PID 0; stack trace: ***\n    @     0x7f1c3c0b9420 (unknown)\n    @     0x55d3c1a2f4e1 vrp::Solver::InsertStop()\n    @     0x55d3c1a31c02 vrp::Solver::Solve()\n    @     0x55d3c19e8a77 PlanHandler::Handle()",
        }),
        (_i, t) => [glog("I", t + 4000, "main.cc:33", "route-optimizer 5.2.0 starting; loaded 412 depots")],
      );
      c.breakAt({
        svc: "route-optimizer",
        prob: 0.6,
        from: c.t0,
        status: 502,
        ms: [2, 30],
        own: (cc, t, tr) =>
          cc.at(
            "dispatch-api",
            t,
            "error",
            'request{method=POST uri=/v1/dispatch/plan version=HTTP/1.1}: dispatch_api::clients::optimizer: optimizer call failed error=status: Unavailable, message: "error trying to connect: tcp connect error: Connection refused (os error 111)"',
            undefined,
            tr,
          ),
      });
    },
  },
  {
    cat: "null_reference",
    estate: "fernway",
    origin: "tariff-api",
    hints: ["nullpointer", "null"],
    sev: "medium",
    note: "a tariff catalogue reload brought tariffs without a peak band; tariff-api throws NullPointerException when pricing them",
    story: (c) => {
      c.at(
        "tariff-api",
        c.t0 - 30000,
        "info",
        "c.f.tariff.Catalog - tariff catalog reloaded: 412 tariffs (3 without peak band)",
      );
      c.breakAt({
        svc: "tariff-api",
        prob: 0.5,
        from: c.t0,
        status: 500,
        ms: [3, 20],
        own: (cc, t, tr) =>
          cc.at(
            "tariff-api",
            t,
            "error",
            `c.f.tariff.TariffRoutes - Unhandled exception for GET /api/v2/tariffs/${cc.r.int(1000, 9999)}\njava.lang.NullPointerException: Cannot invoke "com.fernway.tariff.model.Band.getRate()" because the return value of "com.fernway.tariff.model.Tariff.getPeakBand()" is null`,
            "\tat com.fernway.tariff.PriceCalculator.peakRate(PriceCalculator.kt:58)\n\tat com.fernway.tariff.TariffRoutesKt$tariffRoutes$1.invokeSuspend(TariffRoutes.kt:41)\n\tat io.ktor.server.routing.Route.invoke(Route.kt:120)",
            tr,
          ),
      });
      complain(
        c,
        "customer-portal",
        3000,
        6000,
        "error",
        () =>
          "production.ERROR: Server error: `GET http://tariff-api:8080/api/v2/tariffs/current` resulted in a `500 Internal Server Error` response",
      );
    },
  },
  {
    cat: "null_reference",
    estate: "quillmark",
    origin: "paywall",
    hints: ["unwrap", "none", "panic", "null", "option"],
    sev: "medium",
    note: "paywall panics on articles without an entitlement tier (called Option::unwrap() on a None value); those requests return 500",
    story: (c) => {
      c.breakAt({
        svc: "paywall",
        prob: 0.5,
        from: c.t0,
        status: 500,
        ms: [1, 10],
        own: (cc, t, tr) => {
          cc.at(
            "paywall",
            t,
            "error",
            "thread 'tokio-runtime-worker' panicked at src/entitlements.rs:88:41:",
            "called `Option::unwrap()` on a `None` value\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace",
          );
          cc.at(
            "paywall",
            t + 1,
            "error",
            "request{method=GET uri=/v1/entitlements version=HTTP/1.1}: tower_http::catch_panic: response failed classification=Status code: 500 Internal Server Error latency=1 ms",
            undefined,
            tr,
          );
          cc.at(
            "reader-api",
            t + 8,
            "warn",
            `paywall check failed for article ${cc.r.int(10000, 99999)}: HTTP 500; serving teaser`,
            undefined,
            tr,
          );
        },
      });
    },
  },
  {
    cat: "null_reference",
    estate: "otterpay",
    origin: "merchant-dash",
    hints: ["null", "member function"],
    sev: "medium",
    note: "merchant-dash's payouts page calls getIban() on merchants without a bank account (null); the page fails with 500",
    story: (c) => {
      c.breakAt({
        svc: "merchant-dash",
        prob: 0.45,
        from: c.t0,
        status: 500,
        ms: [5, 30],
        own: (cc, t, tr) =>
          cc.at(
            "merchant-dash",
            t,
            "error",
            'request.CRITICAL: Uncaught PHP Exception Error: "Call to a member function getIban() on null" at /var/www/dash/src/Controller/PayoutController.php line 88 {"exception":"[object] (Error(code: 0): Call to a member function getIban() on null at /var/www/dash/src/Controller/PayoutController.php:88)"} []',
            undefined,
            tr,
          ),
      });
    },
  },
  // ---------------------------------------------------------------- rate_limiting
  {
    cat: "rate_limiting",
    estate: "otterpay",
    origin: "kyc",
    hints: ["429", "rate", "too many", "throttl"],
    sev: "medium",
    note: "a kyc re-verification batch exhausts the vendor's request quota; the vendor answers 429 and new verifications fail",
    story: (c) => {
      c.at("kyc", c.t0 - 40000, "info", "re-verification batch started: 18211 merchants (concurrency 40)");
      c.breakAt({
        svc: "kyc",
        prob: 0.7,
        from: c.t0,
        status: 503,
        ms: [50, 300],
        own: (cc, t, tr) =>
          cc.at(
            "kyc",
            t,
            "error",
            "idv vendor throttled request: HTTP 429 Too Many Requests (retry-after: 60, x-ratelimit-remaining: 0) POST https://api.idcheck-vendor.example/v2/checks",
            undefined,
            tr,
          ),
      });
      complain(
        c,
        "kyc",
        1000,
        2500,
        "warn",
        () => `re-verification batch: merchant m_${c.r.hex(8)} deferred, vendor rate limit (429)`,
      );
    },
  },
  {
    cat: "rate_limiting",
    estate: "bramble",
    origin: "appointments",
    hints: ["429", "rate", "too many"],
    sev: "medium",
    note: "appointments' insurance-eligibility provider starts answering 429 Too Many Requests; bookings needing a coverage check are put on hold",
    story: (c) => {
      c.breakAt({
        svc: "appointments",
        prob: 0.5,
        from: c.t0,
        status: 503,
        ms: [30000, 31000],
        own: (cc, t, tr) => {
          cc.at(
            "appointments",
            t,
            "warn",
            `retry: got response with status 429, will retry in ${cc.r.pick([1000, 2000, 4000])}ms, ${cc.r.int(1, 3)} attempts left`,
            undefined,
            tr,
          );
          cc.at(
            "appointments",
            t + 7000,
            "error",
            `Eligibility.Client GET https://eligibility.payer-hub.example/v1/coverage -> 429 Too Many Requests (retry-after: 30); booking ${cc.r.int(10000, 99999)} put on hold`,
            undefined,
            tr,
          );
        },
      });
    },
  },
  {
    cat: "rate_limiting",
    estate: "fernway",
    origin: "forecaster",
    hints: ["429", "too many", "rate", "quota"],
    sev: "medium",
    note: "forecaster's weather-data API quota is used up and it answers 429 Too Many Requests; load forecasts fail and grid-balancer falls back",
    story: (c) => {
      c.breakAt({
        svc: "forecaster",
        prob: 0.85,
        from: c.t0,
        status: 503,
        ms: [200, 900],
        own: (cc, t, tr) => {
          cc.at(
            "forecaster",
            t,
            "error",
            "[Error] weather fetch failed: HttpExceptionRequest " +
              HS_REQ("api.weatherdata.example", "/v3/forecast/hourly"),
            ' (StatusCodeException (Response {responseStatus = Status {statusCode = 429, statusMessage = "Too Many Requests"}, responseVersion = HTTP/1.1, responseHeaders = [("Retry-After","120"),("X-RateLimit-Remaining","0")], responseBody = (), responseCookieJar = CJ {expose = []}, responseClose\' = ResponseClose}) "{\\"error\\":\\"quota exceeded\\"}")',
          );
          cc.at(
            "grid-balancer",
            t + 900,
            "warn",
            `c.f.grid.ForecastClient - forecast unavailable (503 Service Unavailable), using persistence forecast for feeder ${cc.r.int(1, 40)}`,
            undefined,
            tr,
          );
        },
      });
      c.every("grid-balancer", c.t0, c.end, 4000, "info", (_i, t, tr) => {
        c.req("forecaster", t, "POST", "/forecast/load", 503, 400, tr);
        return null;
      });
    },
  },
  {
    cat: "rate_limiting",
    estate: "quillmark",
    origin: "comments",
    hints: ["429", "rate", "too many", "ratelimit"],
    sev: "medium",
    note: "comments' moderation API rate-limits it (429, x-ratelimit-remaining 0); new comments cannot be moderated and posting fails",
    story: (c) => {
      complain(
        c,
        "comments",
        0,
        2000,
        "warn",
        () =>
          'Comments.Moderation: moderation API rate limited: %Tesla.Env{method: :post, url: "https://api.modguard.example/v1/classify", status: 429, headers: [{"retry-after", "45"}, {"x-ratelimit-limit", "600"}, {"x-ratelimit-remaining", "0"}]}',
      );
      complain(c, "comments", 2000, 5000, "error", () =>
        JSON.stringify({
          event: "job:exception",
          source: "oban",
          worker: "Comments.Workers.Moderate",
          queue: "moderation",
          state: "failure",
          attempt: 3,
          error: "** (Comments.Moderation.RateLimited) 429 Too Many Requests from api.modguard.example",
        }),
      );
      c.every("comments", c.t0 + 1000, c.end, 3000, "warn", (_i, t, tr) => {
        c.req("comments", t, "POST", "/api/comments", 503, c.r.int(40, 90), tr);
        c.req("cdn-caddy", t + 10, "POST", "/api/comments", 503, c.r.int(40, 90), tr);
        return null;
      });
    },
  },
  // ---------------------------------------------------------------- timeout
  {
    cat: "timeout",
    estate: "kelpie",
    origin: "carrier-sync",
    hints: ["timeout", "timed out", "ask"],
    sev: "medium",
    note: "carrier-sync's rate-cache actor is stuck in a full tariff reload; every ask to it times out after 5 s and rate quotes fail",
    story: (c) => {
      c.at(
        "carrier-sync",
        c.t0 - 2000,
        "info",
        "akka://carrier-sync/user/rate-cache - full tariff reload started (38211 lanes)",
      );
      c.breakAt({
        svc: "carrier-sync",
        prob: 0.9,
        from: c.t0,
        status: 500,
        ms: [5000, 5100],
        own: (cc, t, tr) =>
          cc.at(
            "carrier-sync",
            t,
            "error",
            "c.k.carrier.RatesRoute - rate quote failed: akka.pattern.AskTimeoutException: Ask timed out on [Actor[akka://carrier-sync/user/rate-cache#-1204877]] after [5000 ms]. Message of type [com.kelpie.carrier.RateCache$GetRates]. A typical reason for `AskTimeoutException` is that the recipient actor didn't send a reply.",
            undefined,
            tr,
          ),
      });
      complain(
        c,
        "carrier-sync",
        8000,
        12000,
        "info",
        () =>
          "Message [com.kelpie.carrier.RateCache$Rates] from Actor[akka://carrier-sync/user/rate-cache#-1204877] to Actor[akka://carrier-sync/deadLetters] was not delivered. [10] dead letters encountered. If this is not an expected behavior then Actor[akka://carrier-sync/deadLetters] may have terminated unexpectedly.",
      );
      complain(
        c,
        "dispatch-api",
        6000,
        5000,
        "warn",
        () =>
          "dispatch_api::clients::carrier: carrier-sync /rates/quote returned 500 Internal Server Error after 5012ms; using cached rates",
      );
    },
  },
  {
    cat: "timeout",
    estate: "otterpay",
    origin: "ledger",
    hints: ["timeout", "lock", "canceling"],
    sev: "high",
    note: "a reconciliation run in ledger holds row locks; transfers wait on them and Postgres cancels them (canceling statement due to lock timeout)",
    story: (c) => {
      c.at("ledger", c.t0 - 5000, "info", "ledger::jobs::reconcile: reconciliation started accounts=44120 mode=full");
      c.breakAt({
        svc: "ledger",
        prob: 0.6,
        from: c.t0,
        status: 500,
        ms: [5000, 5050],
        own: (cc, t, tr) =>
          cc.at(
            "ledger",
            t,
            "error",
            "request{method=POST uri=/v1/transfers version=HTTP/1.1}: ledger::postings: transfer failed error=error returned from database: canceling statement due to lock timeout",
            undefined,
            tr,
          ),
      });
      complain(
        c,
        "payouts",
        6000,
        8000,
        "warn",
        () => "Ledger.Client POST /v1/transfers -> 500 after 5031ms (attempt 3/3), giving up; job will be retried",
      );
    },
  },
  {
    cat: "timeout",
    estate: "bramble",
    origin: "rx-engine",
    hints: ["timeout", "responsetimeout", "timed out"],
    sev: "medium",
    note: "rx-engine's calls to the external formulary database stop answering in time (http-client ResponseTimeout); interaction checks fail",
    story: (c) => {
      c.breakAt({
        svc: "rx-engine",
        prob: 0.8,
        from: c.t0,
        status: 504,
        ms: [30000, 30100],
        own: (cc, t, tr) => {
          cc.at(
            "rx-engine",
            t,
            "error",
            "[Error] interaction lookup failed: HttpExceptionRequest " +
              HS_REQ("formulary.drugdata.example", "/v2/interactions"),
            " ResponseTimeout",
          );
          cc.at(
            "records-api",
            t + 30000,
            "error",
            "c.b.records.RxClient - interaction check failed: io.ktor.client.plugins.HttpRequestTimeoutException: Request timeout has expired [url=http://rx-engine:8080/interactions/check, request_timeout=35000 ms]",
            undefined,
            tr,
          );
        },
      });
    },
  },
  {
    cat: "timeout",
    estate: "fernway",
    origin: "customer-portal",
    hints: ["execution time", "timed out", "timeout"],
    sev: "medium",
    note: "customer-portal's usage page runs past PHP's 30 s max_execution_time; php-fpm terminates the children and the gateway returns 504",
    story: (c) => {
      c.breakAt({
        svc: "customer-portal",
        prob: 0.5,
        from: c.t0,
        status: 504,
        ms: [30000, 31000],
        own: (cc, t) => {
          cc.at(
            "customer-portal",
            t + 30000,
            "error",
            "PHP Fatal error:  Maximum execution time of 30 seconds exceeded in /var/www/vendor/laravel/framework/src/Illuminate/Database/Connection.php on line 416",
          );
          const child = cc.r.int(3000, 3999);
          cc.at(
            "customer-portal",
            t + 31000,
            "warn",
            `WARNING: [pool www] child ${child}, script '/var/www/public/index.php' (request: "GET /index.php") execution timed out (31.${cc.r.int(100, 999)} sec), terminating`,
          );
          cc.at(
            "customer-portal",
            t + 31010,
            "warn",
            `WARNING: [pool www] child ${child} exited on signal 15 (SIGTERM) after ${cc.r.int(60, 900)}.${cc.r.int(100, 999)} seconds from start`,
          );
        },
      });
    },
  },
  // ---------------------------------------------------------------- validation
  {
    cat: "validation",
    estate: "fernway",
    origin: "billing-jobs",
    hints: ["changeset", "invalid", "validation"],
    sev: "medium",
    note: "the grid operator's readings file has negative kWh values; billing-jobs' import fails every row on changeset validation",
    story: (c) => {
      c.at(
        "billing-jobs",
        c.t0 - 1000,
        "info",
        "BillingJobs.Workers.ImportReadings: fetched sftp://dso-exchange/outbound/readings_20261118_0900.csv (18211 rows)",
      );
      complain(c, "billing-jobs", 0, 1200, "error", () =>
        JSON.stringify({
          event: "job:exception",
          source: "oban",
          worker: "BillingJobs.Workers.ImportReadings",
          queue: "imports",
          state: "failure",
          attempt: c.r.int(1, 5),
          error: `** (Ecto.InvalidChangesetError) could not perform insert because changeset is invalid.\n\nErrors\n\n    %{reading_kwh: [{"must be greater than or equal to %{number}", [validation: :number, kind: :greater_than_or_equal_to, number: 0]}]}\n\nApplied changes\n\n    %{meter_id: "M-${c.r.int(100000, 999999)}", reading_kwh: -${c.r.int(1, 90)}.${c.r.int(0, 9)}}\n`,
        }),
      );
      complain(
        c,
        "customer-portal",
        60000,
        30000,
        "warn",
        () =>
          `production.WARNING: usage data stale for account A-${c.r.int(10000, 99999)} (last reading 2026-11-17) []`,
      );
    },
  },
  {
    cat: "validation",
    estate: "bramble",
    origin: "records-api",
    hints: ["badrequest", "json", "decoding", "invalid", "validation"],
    sev: "medium",
    note: "lab results pushed by an external lab gateway now carry null LOINC codes; records-api rejects every batch with 400 on deserialization",
    story: (c) => {
      c.every("records-api", c.t0, c.end, 2500, "error", (_i, t, tr) => {
        c.req("records-api", t + 2, "POST", "/api/v1/labs/import", 400, c.r.int(2, 9), tr);
        c.req("lb-haproxy", t + 5, "POST", "/api/v1/labs/import", 400, c.r.int(2, 9), tr);
        return {
          traced: true,
          msg: "c.b.records.LabImportRoute - rejected lab result batch from lab-gateway: io.ktor.server.plugins.BadRequestException: Failed to convert request body to class com.bramble.records.LabResultBatch",
          stack: `Caused by: kotlinx.serialization.json.internal.JsonDecodingException: Unexpected JSON token at offset ${c.r.int(100, 900)}: Expected string literal but 'null' literal was found at path: $.results[${c.r.int(0, 40)}].loinc_code\nUse 'coerceInputValues = true' in 'Json {}' builder to coerce nulls if property has a default value.`,
        };
      });
    },
  },
  {
    cat: "validation",
    estate: "kelpie",
    origin: "invoice-portal",
    hints: ["validation", "invalid", "vat"],
    sev: "medium",
    note: "a carrier's EDI invoices arrive with a malformed VAT number; invoice-portal's import job fails Laravel validation for each one",
    story: (c) => {
      c.every("invoice-portal", c.t0, c.end, 2000, "error", (_i, t) => {
        c.at(
          "invoice-portal",
          t - 900,
          "info",
          "App\\Jobs\\ImportCarrierInvoice ........................................ RUNNING",
        );
        return `production.ERROR: The vat number field format is invalid. (and 2 more errors) {"exception":"[object] (Illuminate\\\\Validation\\\\ValidationException(code: 0): The vat number field format is invalid. (and 2 more errors) at /var/www/vendor/laravel/framework/src/Illuminate/Validation/Validator.php:519)","invoice":"EDI-${c.r.int(100000, 999999)}","carrier":"baltic-line"}`;
      });
      complain(
        c,
        "invoice-portal",
        700,
        2000,
        "error",
        () => "App\\Jobs\\ImportCarrierInvoice ........................................ FAIL",
      );
    },
  },
  {
    cat: "validation",
    estate: "otterpay",
    origin: "ledger",
    hints: ["deserialize", "invalid", "validation", "json", "422"],
    sev: "medium",
    note: "the partner bank's settlement webhook now sends amounts as strings; ledger rejects every webhook with 422 and no settlements are applied",
    story: (c) => {
      c.every("ledger", c.t0, c.end, 3000, "error", (_i, t, tr) => {
        c.req("ingress", t + 5, "POST", "/v1/webhooks/bank", 422, c.r.int(1, 4), tr);
        c.at(
          "ledger",
          t + 1,
          "warn",
          `ledger::webhooks: bank settlement webhook rejected, 0 of ${c.r.int(20, 400)} settlements applied`,
          undefined,
          tr,
        );
        return {
          traced: true,
          msg: `request{method=POST uri=/v1/webhooks/bank version=HTTP/1.1}: axum::rejection: rejecting request status=422 body_text="Failed to deserialize the JSON body into the target type: settlements[0].amount: invalid type: string \\"${c.r.int(1, 900)}.${c.r.int(10, 99)}\\", expected i64 at line 1 column ${c.r.int(60, 140)}" rejection_type="axum::extract::rejection::JsonDataError"`,
        };
      });
    },
  },
  // ---------------------------------------------------------------- unknown
  {
    cat: "unknown",
    estate: "kelpie",
    origin: "route-optimizer",
    hints: ["internal", "unknown", "solve", "failed"],
    sev: "medium",
    note: "route-optimizer fails most solves with an empty INTERNAL status and never says why",
    story: (c) => {
      c.breakAt({
        svc: "route-optimizer",
        prob: 0.65,
        from: c.t0,
        status: 500,
        ms: [20, 400],
        own: (cc, t, tr) => {
          const id = cc.r.int(1000, 99999);
          cc.at(
            "route-optimizer",
            t,
            "error",
            glog("E", t, "plan_handler.cc:97", `Solve failed: INTERNAL: (request ${id})`, cc.r.int(20, 60)),
          );
          cc.at(
            "route-optimizer",
            t + 1,
            "error",
            glog("E", t + 1, "plan_handler.cc:98", `request ${id} aborted`, cc.r.int(20, 60)),
          );
          cc.at(
            "dispatch-api",
            t + 10,
            "error",
            'request{method=POST uri=/v1/dispatch/plan version=HTTP/1.1}: dispatch_api::clients::optimizer: optimizer call failed error=status: Internal, message: ""',
            undefined,
            tr,
          );
        },
      });
    },
  },
  {
    cat: "unknown",
    estate: "fernway",
    origin: "forecaster",
    hints: ["exit", "unknown", "failure", "crash"],
    sev: "medium",
    note: "forecaster exits with ExitFailure 1 shortly after every start, printing nothing else; grid-balancer cannot reach it",
    story: (c) => {
      crashLoop(
        c,
        "forecaster",
        [25000, 60000],
        () => ({ level: "error", msg: "forecaster: ExitFailure 1" }),
        () => ["[Info] forecaster 1.8.2 listening on :8080"],
      );
      c.breakAt({
        svc: "forecaster",
        prob: 0.85,
        from: c.t0,
        status: 503,
        ms: [10, 50],
        own: (cc, t, tr) =>
          cc.at(
            "grid-balancer",
            t,
            "warn",
            "c.f.grid.ForecastClient - forecast call failed: akka.stream.StreamTcpException: Tcp command [Connect(forecaster/10.1.3.7:8080,None,List(),Some(10 seconds),true)] failed because of java.net.ConnectException: Connection refused",
            undefined,
            tr,
          ),
      });
      c.every("grid-balancer", c.t0, c.end, 5000, "info", (_i, t, tr) => {
        c.req("grid-balancer", t, "POST", "/internal/balance", 200, 0, tr);
        return null;
      });
    },
  },
  {
    cat: "unknown",
    estate: "otterpay",
    origin: "payouts",
    hints: ["unexpected", "terminating", "unknown", "exit"],
    sev: "medium",
    note: "payouts' settlement batcher GenServer keeps terminating with :unexpected until its supervisor gives up; the logs never say what went wrong",
    story: (c) => {
      complain(
        c,
        "payouts",
        0,
        6000,
        "error",
        () =>
          `GenServer Payouts.Settlement.Batcher terminating\n** (stop) :unexpected\nLast message: :flush\nState: %{pending: ${c.r.int(10, 900)}, batch_id: "b_${c.r.hex(8)}"}`,
      );
      complain(
        c,
        "payouts",
        300,
        6000,
        "error",
        () =>
          `Child Payouts.Settlement.Batcher of Supervisor Payouts.Supervisor terminated\n** (exit) :unexpected\nPid: #PID<0.${c.r.int(2000, 9000)}.0>\nStart Call: Payouts.Settlement.Batcher.start_link([])\nRestart: :permanent\nShutdown: 5000\nType: :worker`,
      );
      complain(c, "payouts", 2000, 9000, "error", () =>
        JSON.stringify({
          event: "job:exception",
          source: "oban",
          worker: "Payouts.Workers.Settle",
          queue: "settlements",
          state: "failure",
          attempt: 1,
          error:
            "** (exit) exited in: GenServer.call(Payouts.Settlement.Batcher, :enqueue, 5000)\n    ** (EXIT) no process: the process is not alive or there's no process currently associated with the given name",
        }),
      );
    },
  },
  {
    cat: "unknown",
    estate: "quillmark",
    origin: "typeset",
    hints: ["fatal", "failure", "internal error", "exception"],
    sev: "medium",
    note: 'typeset dies with an uncaught Failure("internal error") after every few renders and restarts; nothing says why',
    story: (c) => {
      crashLoop(
        c,
        "typeset",
        [15000, 40000],
        () => ({ level: "fatal", msg: 'Fatal error: exception Failure("internal error")' }),
        () => ["typeset.server  INFO listening on 0.0.0.0:8080"],
      );
      c.breakAt({
        svc: "typeset",
        prob: 0.6,
        from: c.t0,
        status: 502,
        ms: [2, 20],
        own: (cc, t, tr) =>
          cc.at(
            "reader-api",
            t,
            "error",
            "render request to typeset failed: TypeError: fetch failed\n  [cause]: Error: connect ECONNREFUSED 10.4.2.9:8080",
            undefined,
            tr,
          ),
      });
    },
  },
];
