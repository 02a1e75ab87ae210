// holdout28 incidents, part three: network, null_reference, rate_limiting, timeout, validation, unknown.
import { MIN, type Scenario, SEC } from "./scenario.js";

const ipr = (c: { r: { int: (a: number, b: number) => number } }, a: number) =>
  `10.${a}.${c.r.int(0, 9)}.${c.r.int(2, 250)}`;

export const INCIDENTS_B: Scenario[] = [
  // ---------------- network
  {
    estate: 4,
    category: "network",
    origin: "svc",
    hints: ["dns", "lookup", "resolve", "i/o timeout", "network"],
    sev: "high",
    note: "a resolver change left one service's DNS lookups timing out (Salesforce DNS change, 2023; Slack DNS, 2021)",
    write: (c) => {
      const { svc, edge } = c.s;
      c.block(svc, 0);
      c.every(0, c.dur, 600, svc, "error", () =>
        c.r.chance(0.6)
          ? `redis: dial tcp: lookup redis-lb.tidewater.svc.cluster.local on 10.96.0.10:53: read udp ${ipr(c, 4)}:${c.r.int(30000, 60000)}->10.96.0.10:53: i/o timeout`
          : `entitlements: Get "http://store-api:8080/internal/entitlements": dial tcp: lookup store-api on 10.96.0.10:53: read udp ${ipr(c, 4)}:${c.r.int(30000, 60000)}->10.96.0.10:53: i/o timeout`,
      );
      c.every(
        SEC,
        c.dur,
        1500,
        svc,
        "warn",
        () => `queue join failed for player ${c.r.int(1000000, 9999999)}, returning 503`,
      );
      c.every(
        SEC,
        c.dur,
        1000,
        edge,
        "info",
        () =>
          `${ipr(c, 4)} - - "POST /match/v2/queue HTTP/1.1" 503 64 "-" "UnityPlayer/2022.3.21f1" rt=5.0${c.r.int(10, 99)} uct="0.001" urt="5.0${c.r.int(10, 99)}"`,
      );
    },
  },
  {
    estate: 0,
    category: "network",
    origin: "extra",
    hints: ["certificate", "tls", "ssl", "expired", "cert"],
    sev: "medium",
    note: "an old CA bundle trusted only an expired root, so TLS to a carrier failed (Let's Encrypt DST Root CA X3 expiry, September 2021)",
    write: (c) => {
      const { extra, worker } = c.s;
      c.every(
        0,
        c.dur,
        2500,
        extra,
        "error",
        () =>
          "dhl tracking fetch failed: request to https://api-eu.dhl.com/track/shipments failed, reason: certificate has expired",
        () => [
          "FetchError: request to https://api-eu.dhl.com/track/shipments failed, reason: certificate has expired",
          "    at ClientRequest.<anonymous> (/app/node_modules/node-fetch/lib/index.js:1505:11)",
          "    at TLSSocket.onConnectSecureComplete (node:_tls_wrap:1674:34) { code: 'CERT_HAS_EXPIRED' }",
        ],
      );
      c.every(MIN, c.dur, 2 * MIN, worker, "warn", () => `no DHL scan events received for ${c.r.int(60, 600)}s`);
    },
  },
  {
    estate: 2,
    category: "network",
    origin: "edge",
    hints: ["layer4", "timeout", "network", "connect", "unreachable"],
    sev: "high",
    note: "a network ACL change cut the load balancer off from one backend pool (security-group/ACL change postmortems)",
    write: (c) => {
      const { edge, api } = c.s;
      c.block(api, 0);
      for (let k = 1; k <= 3; k++)
        c.at(
          k * 2 * SEC,
          edge,
          "warn",
          `[WARNING]  (8) : Server be_articles/article-${k} is DOWN, reason: Layer4 timeout, check duration: 2001ms. ${3 - k} active and 0 backup servers left. 0 sessions active, 0 requeued, 0 remaining in queue.`,
        );
      c.at(6.1 * SEC, edge, "fatal", "[ALERT]    (8) : backend 'be_articles' has no server available!");
      c.every(
        0,
        6 * SEC,
        400,
        edge,
        "info",
        () =>
          `${ipr(c, 2)}:${c.r.int(30000, 65000)} fe_https~ be_articles/article-${c.r.int(1, 3)} 0/0/-1/-1/3001 503 217 - - sC-- 300/300/${c.r.int(10, 40)}/0/3 0/0 "GET /api/v2/articles/${c.r.int(100000, 999999)} HTTP/1.1"`,
      );
      c.every(
        6 * SEC,
        c.dur,
        450,
        edge,
        "info",
        () =>
          `${ipr(c, 2)}:${c.r.int(30000, 65000)} fe_https~ be_articles/<NOSRV> 0/-1/-1/-1/0 503 217 - - SC-- 300/300/0/0/0 0/0 "GET /api/v2/articles/${c.r.int(100000, 999999)} HTTP/1.1"`,
      );
      c.every(
        30 * SEC,
        c.dur,
        60 * SEC,
        edge,
        "warn",
        () =>
          "[WARNING]  (8) : Health check for server be_articles/article-2 failed, reason: Layer4 timeout, check duration: 2001ms, status: 0/2 DOWN.",
      );
    },
  },
  {
    estate: 3,
    category: "network",
    origin: "api",
    hints: ["cannot assign requested address", "port", "network", "connect", "dial"],
    sev: "high",
    note: "connections without keep-alive exhausted the ephemeral port range (ephemeral port exhaustion postmortems)",
    write: (c) => {
      const { api, edge } = c.s;
      c.block(api, 0);
      c.at(-2 * MIN, api, "info", "producer pool: keepalive disabled for readings-raw (sarama Net.KeepAlive=0)");
      c.every(
        0,
        c.dur,
        400,
        api,
        "error",
        () =>
          `produce to readings-raw failed: dial tcp 10.3.4.${c.r.int(10, 12)}:9092: connect: cannot assign requested address`,
      );
      c.every(
        SEC,
        c.dur,
        900,
        edge,
        "info",
        () =>
          `"POST /v1/readings HTTP/1.1" 503 - 412 57 ${c.r.int(2, 9)} ${c.r.int(1, 8)} "${ipr(c, 3)}" "meter-fw/4.2" "${c.r.hex(8)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(12)}" "meter-ingest"`,
      );
    },
  },
  // ---------------- null_reference
  {
    estate: 0,
    category: "null_reference",
    origin: "worker",
    hints: ["nullpointer", "null", "npe"],
    sev: "high",
    note: "a new payload version left a field null and the consumer threw NPE on every record (null field in new payload version)",
    write: (c) => {
      const { worker, extra } = c.s;
      c.at(-40 * SEC, extra, "info", "publishing scan events with schema v3 (facility moved under location.facility)");
      c.every(
        0,
        c.dur,
        700,
        worker,
        "error",
        () =>
          `Error handler threw an exception for record scan-events-${c.r.int(0, 11)}@${c.r.int(88000000, 89000000)}`,
        () => [
          'java.lang.NullPointerException: Cannot invoke "String.trim()" because the return value of "com.larkspur.tracking.model.ScanEvent.getFacilityCode()" is null',
          "\tat com.larkspur.tracking.ScanEventHandler.normalise(ScanEventHandler.java:63)",
          "\tat com.larkspur.tracking.ScanEventHandler.onMessage(ScanEventHandler.java:41)",
          "\tat org.springframework.kafka.listener.KafkaMessageListenerContainer$ListenerConsumer.doInvokeRecordListener(KafkaMessageListenerContainer.java:2873)",
        ],
      );
      c.every(
        5 * SEC,
        c.dur,
        6 * SEC,
        worker,
        "error",
        () =>
          `Backoff FixedBackOff{interval=0, currentAttempts=10, maxAttempts=9} exhausted for scan-events-${c.r.int(0, 11)}@${c.r.int(88000000, 89000000)}`,
      );
      c.silence(worker, 0);
    },
  },
  {
    estate: 4,
    category: "null_reference",
    origin: "svc",
    hints: ["nil pointer", "nil", "null", "panic", "dereference"],
    sev: "high",
    note: "a policy row with blank fields hit an unguarded code path, nil dereference and crash loop everywhere (Google Cloud Service Control, June 2025)",
    write: (c) => {
      const { svc, edge } = c.s;
      c.at(-10 * SEC, svc, "info", "policy sync: applied 3 queue policies from config store (rev 8812)");
      c.every(
        0,
        c.dur,
        25 * SEC,
        svc,
        "fatal",
        () => "panic: runtime error: invalid memory address or nil pointer dereference",
        () => [
          `[signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x${c.r.hex(6)}]`,
          "",
          "goroutine 412 [running]:",
          "github.com/tidewater/matchmaker/internal/policy.(*QueuePolicy).MaxSpread(...)",
          "\t/src/internal/policy/policy.go:57",
          "github.com/tidewater/matchmaker/internal/queue.(*Matcher).tick(0xc000214000)",
          "\t/src/internal/queue/matcher.go:133 +0x1d2",
        ],
      );
      c.every(2 * SEC, c.dur, 25 * SEC, svc, "info", () => "matchmaker starting build=2026.05.14.3 region=eu-west");
      c.silence(svc, 0);
      c.every(
        SEC,
        c.dur,
        900,
        edge,
        "error",
        () =>
          `[error] ${c.r.int(20, 30)}#${c.r.int(20, 30)}: *${c.r.int(100000, 999999)} connect() failed (111: Connection refused) while connecting to upstream, client: ${ipr(c, 4)}, server: edge, request: "POST /match/v2/queue HTTP/1.1", upstream: "http://10.4.3.17:8080/match/v2/queue"`,
      );
    },
  },
  {
    estate: 1,
    category: "null_reference",
    origin: "api",
    hints: ["nullreference", "null", "object reference"],
    sev: "medium",
    note: "a new version of the eligibility payload omitted an element and the mapper dereferenced it (null field in new payload version)",
    write: (c) => {
      const { api, svc } = c.s;
      c.block(api, 0);
      c.every(
        0,
        c.dur,
        1500,
        api,
        "error",
        () => "An unhandled exception has occurred while executing the request.",
        () => [
          "System.NullReferenceException: Object reference not set to an instance of an object.",
          "   at Brightwell.Appointments.Insurance.CoverageMapper.Map(EligibilityResponse response) in /src/Appointments/Insurance/CoverageMapper.cs:line 41",
          "   at Brightwell.Appointments.Api.BookingController.Create(BookingRequest request) in /src/Appointments/Api/BookingController.cs:line 77",
          "   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
        ],
      );
      c.every(2 * SEC, c.dur, 2500, svc, "error", () => "appointments-api responded 500 for POST /api/appointments");
    },
  },
  {
    estate: 2,
    category: "null_reference",
    origin: "svc",
    hints: ["typeerror", "undefined", "null", "cannot read properties"],
    sev: "medium",
    note: "the offers feed's new version dropped a nested price object and the paywall read through undefined (null field in new payload version)",
    write: (c) => {
      const { svc, edge } = c.s;
      c.block(svc, 0);
      c.at(-15 * SEC, svc, "info", "offers feed refreshed: 14 offers (feed schema 2.0)");
      c.every(
        0,
        c.dur,
        1100,
        svc,
        "error",
        () => "unhandled error in GET /api/offers: TypeError: Cannot read properties of undefined (reading 'currency')",
        () => [
          "    at priceFor (/app/dist/offers.js:88:37)",
          "    at Array.map (<anonymous>)",
          "    at renderOffers (/app/dist/offers.js:121:24)",
          "    at /app/dist/routes/offers.js:19:22",
        ],
      );
      c.every(
        SEC,
        c.dur,
        1200,
        edge,
        "info",
        () =>
          `${ipr(c, 2)}:${c.r.int(30000, 65000)} fe_https~ be_paywall/paywall-${c.r.int(1, 3)} 0/0/0/${c.r.int(4, 20)}/${c.r.int(4, 20)} 500 180 - - ---- 210/210/2/1/0 0/0 "GET /api/offers HTTP/1.1"`,
      );
    },
  },
  // ---------------- rate_limiting
  {
    estate: 0,
    category: "rate_limiting",
    origin: "job",
    hints: ["429", "too many requests", "rate", "limit", "throttl"],
    sev: "medium",
    note: "the nightly label batch blew through the carrier API's rate limit (batch vs third-party rate limit postmortems)",
    write: (c) => {
      const { job, api } = c.s;
      c.at(-20 * SEC, job, "info", "backfill batch started: 18,400 labels queued (concurrency=64)");
      c.every(
        0,
        c.dur,
        600,
        job,
        "error",
        () =>
          `label request failed: 429 Client Error: Too Many Requests for url: https://onlinetools.ups.com/api/shipments/v2403/ship (Retry-After: ${c.r.int(30, 120)})`,
      );
      c.every(
        MIN,
        c.dur,
        2 * MIN,
        job,
        "warn",
        () => `batch run finished: ${c.r.int(5, 40)} labels rendered, ${c.r.int(300, 900)} failed`,
      );
      c.every(
        20 * SEC,
        c.dur,
        3000,
        api,
        "warn",
        () => `Label for LKS${c.r.int(1000000, 9999999)} not available after 30s, returning 409 LABEL_PENDING`,
      );
    },
  },
  {
    estate: 1,
    category: "rate_limiting",
    origin: "job",
    hints: ["request_limit_exceeded", "limit", "rate", "salesforce", "quota"],
    sev: "medium",
    note: "a backfill burned the org's daily CRM API allowance and every sync call was refused (Salesforce API limit postmortems)",
    write: (c) => {
      const { job } = c.s;
      c.at(-3 * MIN, job, "info", "PatientCrmBackfillJob started: 212,000 contacts to upsert");
      c.every(
        0,
        c.dur,
        1800,
        job,
        "error",
        () =>
          `BillingSyncJob JID-${c.r.hex(24)} failed: Restforce::ErrorCode::RequestLimitExceeded: REQUEST_LIMIT_EXCEEDED: TotalRequests Limit exceeded.`,
        () => [
          "/usr/local/bundle/gems/restforce-7.3.0/lib/restforce/middleware/raise_error.rb:17:in `on_complete'",
          "/app/app/jobs/billing_sync_job.rb:31:in `perform'",
        ],
      );
      c.every(
        2 * SEC,
        c.dur,
        4000,
        job,
        "warn",
        () => `Retrying BillingSyncJob in ${c.r.pick([25, 41, 73, 130])} seconds (retry_count=${c.r.int(1, 8)})`,
      );
    },
  },
  {
    estate: 0,
    category: "rate_limiting",
    origin: "auth",
    hints: ["throttl", "rate exceeded", "rate", "limit"],
    sev: "high",
    note: "a fleet-wide restart hit the secrets API throttle at once and the token service could not load its key (AWS API throttling on mass restart)",
    write: (c) => {
      const { auth, edge } = c.s;
      c.block(auth, 0);
      c.spread(-30 * SEC, 0, 8, auth, "info", () => "identity-svc starting version=5.2.0 replicas=24");
      c.every(
        0,
        c.dur,
        700,
        auth,
        "error",
        () =>
          `load signing key: operation error Secrets Manager: GetSecretValue, exceeded maximum number of attempts, 3, https response error StatusCode: 400, RequestID: ${c.r.hex(8)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(12)}, ThrottlingException: Rate exceeded`,
      );
      c.every(SEC, c.dur, 900, auth, "error", () => "POST /oauth/token 503: signing key not loaded");
      c.every(
        SEC,
        c.dur,
        900,
        edge,
        "info",
        () =>
          `"POST /oauth/token HTTP/1.1" 503 - 212 48 ${c.r.int(2, 9)} ${c.r.int(1, 8)} "${ipr(c, 0)}" "okhttp/4.12.0" "${c.r.hex(8)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(12)}" "identity-svc"`,
      );
    },
  },
  {
    estate: 4,
    category: "rate_limiting",
    origin: "auth",
    hints: ["429", "too many requests", "20429", "rate", "limit"],
    sev: "medium",
    note: "a client resend loop pushed the verification provider past its rate limit (Twilio 20429 postmortems)",
    write: (c) => {
      const { auth, edge } = c.s;
      c.block(auth, 0);
      c.every(
        0,
        c.dur,
        800,
        auth,
        "error",
        () => "Twilio::REST::RestError: [HTTP 429] 20429 : Unable to create record",
        () => [
          "Too Many Requests",
          "https://www.twilio.com/docs/errors/20429",
          "/usr/local/bundle/gems/twilio-ruby-7.1.0/lib/twilio-ruby/framework/rest/version.rb:208:in `create'",
          "/app/app/services/login_code_sender.rb:19:in `deliver'",
        ],
      );
      c.every(
        SEC,
        c.dur,
        1000,
        auth,
        "warn",
        () => "Completed 503 Service Unavailable in 412ms (ActiveRecord: 1.2ms | Allocations: 2911)",
      );
      c.every(
        SEC,
        c.dur,
        1000,
        edge,
        "info",
        () =>
          `${ipr(c, 4)} - - "POST /auth/login-code HTTP/1.1" 503 88 "-" "UnityPlayer/2022.3.21f1" rt=0.4${c.r.int(10, 99)} uct="0.000" urt="0.4${c.r.int(10, 99)}"`,
      );
    },
  },
  // ---------------- timeout
  {
    estate: 0,
    category: "timeout",
    origin: "db",
    hints: ["lock", "timeout", "waiting", "canceling statement"],
    sev: "high",
    note: "a schema migration queued an ACCESS EXCLUSIVE lock on the hot table behind a long read (migration lock postmortems, e.g. GitHub/GitLab)",
    write: (c) => {
      const { db, api } = c.s;
      c.block(api, 0);
      c.at(-2 * SEC, api, "info", 'Migrating schema "public" to version "143 - add shipments.customs_ref"');
      c.at(
        SEC,
        db,
        "info",
        "LOG:  process 31877 still waiting for AccessExclusiveLock on relation 16533 of database 16401 after 1000.114 ms",
      );
      c.at(SEC + 5, db, "info", "STATEMENT:  ALTER TABLE shipments ADD COLUMN customs_ref text");
      c.every(
        2 * SEC,
        c.dur,
        500,
        db,
        "info",
        () =>
          `LOG:  process ${c.r.int(3000, 9000)} still waiting for RowExclusiveLock on relation 16533 of database 16401 after 1000.${c.r.int(100, 999)} ms`,
      );
      c.every(
        2.2 * SEC,
        c.dur,
        2000,
        db,
        "info",
        () =>
          `DETAIL:  Process holding the lock: 28711. Wait queue: 31877, ${c.r.int(3000, 9000)}, ${c.r.int(3000, 9000)}, ${c.r.int(3000, 9000)}.`,
      );
      c.every(10 * SEC, c.dur, 700, db, "error", () => "ERROR:  canceling statement due to lock timeout");
      c.every(10.2 * SEC, c.dur, 1400, db, "info", () => "STATEMENT:  update shipments set status = $1 where id = $2");
      c.every(
        11 * SEC,
        c.dur,
        900,
        api,
        "error",
        () => "Completed 500 INTERNAL_SERVER_ERROR POST /v1/shipments",
        () => [
          "org.postgresql.util.PSQLException: ERROR: canceling statement due to lock timeout",
          "\tat org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse(QueryExecutorImpl.java:2725)",
        ],
      );
    },
  },
  {
    estate: 2,
    category: "timeout",
    origin: "api",
    hints: ["timeout", "worker timeout", "timed out"],
    sev: "high",
    note: "one post made a whitespace-trimming regex backtrack and web workers timed out (Stack Overflow, July 2016)",
    write: (c) => {
      const { api, edge } = c.s;
      c.block(api, 0);
      c.every(0, c.dur, 1300, api, "fatal", () => `[1] [CRITICAL] WORKER TIMEOUT (pid:${c.r.int(20, 900)})`);
      c.every(
        200,
        c.dur,
        1300,
        api,
        "error",
        () => `[${c.r.int(20, 900)}] [ERROR] Error handling request /api/v2/articles/480113/comments`,
        () => [
          "Traceback (most recent call last):",
          '  File "/usr/local/lib/python3.12/site-packages/gunicorn/workers/sync.py", line 135, in handle',
          "    self.handle_request(listener, req, client, addr)",
          '  File "/app/articles/render.py", line 88, in strip_trailing_ws',
          "    return TRAILING_WS.sub('', text)",
          '  File "/usr/local/lib/python3.12/site-packages/gunicorn/workers/base.py", line 204, in handle_abort',
          "    sys.exit(1)",
          "SystemExit: 1",
        ],
      );
      c.every(400, c.dur, 1300, api, "info", () => `[1] [INFO] Booting worker with pid: ${c.r.int(20, 900)}`);
      c.every(
        SEC,
        c.dur,
        700,
        edge,
        "info",
        () =>
          `${ipr(c, 2)}:${c.r.int(30000, 65000)} fe_https~ be_articles/article-${c.r.int(1, 3)} 0/0/0/-1/30002 504 194 - - sH-- 380/380/${c.r.int(40, 90)}/${c.r.int(10, 30)}/0 0/0 "GET /api/v2/articles/${c.r.int(100000, 999999)} HTTP/1.1"`,
      );
    },
  },
  {
    estate: 1,
    category: "timeout",
    origin: "api",
    hints: ["timeout", "httpclient.timeout", "timed out", "canceled"],
    sev: "medium",
    note: "the insurance clearing house stopped answering and eligibility calls hung to the client timeout (Change Healthcare, February 2024)",
    write: (c) => {
      const { api, edge } = c.s;
      c.block(api, 0);
      c.every(
        0,
        c.dur,
        1400,
        api,
        "warn",
        () =>
          `Execution attempt. Source: 'eligibility//Standard-Retry', Operation Key: '', Result: 'The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.', Handled: 'True', Attempt: '${c.r.int(0, 2)}', Execution Time: 3000${c.r.int(0, 9)}.${c.r.int(1000, 9999)}ms`,
      );
      c.every(
        30 * SEC,
        c.dur,
        2000,
        api,
        "error",
        () => "Eligibility check failed for booking request",
        () => [
          "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 30 seconds elapsing.",
          " ---> System.TimeoutException: A task was canceled.",
          " ---> System.Threading.Tasks.TaskCanceledException: A task was canceled.",
          "   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
          "   at Brightwell.Appointments.Insurance.EligibilityClient.CheckAsync(EligibilityRequest req) in /src/Appointments/Insurance/EligibilityClient.cs:line 52",
        ],
      );
      c.every(
        60 * SEC,
        c.dur,
        1800,
        edge,
        "error",
        () =>
          `[error] ${c.r.int(20, 30)}#${c.r.int(20, 30)}: *${c.r.int(100000, 999999)} upstream timed out (110: Connection timed out) while reading response header from upstream, client: ${ipr(c, 1)}, server: brightwell, request: "POST /api/appointments HTTP/1.1", upstream: "http://10.1.2.${c.r.int(10, 40)}:8080/api/appointments"`,
      );
    },
  },
  {
    estate: 2,
    category: "timeout",
    origin: "worker",
    hints: ["poll", "timeout", "max.poll.interval", "rebalance"],
    sev: "medium",
    note: "processing a batch of huge articles overran max.poll.interval.ms and the consumer group rebalanced in a loop (Kafka rebalance-storm postmortems)",
    write: (c) => {
      const { worker, broker } = c.s;
      c.every(
        0,
        c.dur,
        35 * SEC,
        worker,
        "warn",
        () =>
          "[Consumer clientId=consumer-search-indexer-1, groupId=search-indexer] consumer poll timeout has expired. This means the time between subsequent calls to poll() was longer than the configured max.poll.interval.ms, which typically implies that the poll loop is spending too much time processing messages. You can address this either by increasing max.poll.interval.ms or by reducing the maximum size of batches returned in poll() with max.poll.records.",
      );
      c.every(
        SEC,
        c.dur,
        35 * SEC,
        worker,
        "error",
        () =>
          "[Consumer clientId=consumer-search-indexer-1, groupId=search-indexer] Offset commit failed on partition article-events-3 at offset 812211: The coordinator is not aware of this member.",
        () => [
          "org.apache.kafka.clients.consumer.CommitFailedException: Offset commit cannot be completed since the consumer is not part of an active group for auto partition assignment; it is likely that the consumer was kicked out of the group.",
        ],
      );
      c.every(
        2 * SEC,
        c.dur,
        35 * SEC,
        broker,
        "info",
        () =>
          `[GroupCoordinator 0]: Preparing to rebalance group search-indexer in state PreparingRebalance with old generation ${c.r.int(400, 500)} (__consumer_offsets-13) (reason: Removing member consumer-search-indexer-1-${c.r.hex(8)} on LeaveGroup) (kafka.coordinator.group.GroupCoordinator)`,
      );
      c.every(
        5 * SEC,
        c.dur,
        12 * SEC,
        worker,
        "warn",
        () => `Bulk of 500 documents took ${c.r.int(40, 290)}s (largest body ${c.r.int(8, 40)} MB)`,
      );
      c.silence(worker, 0);
    },
  },
  // ---------------- validation
  {
    estate: 4,
    category: "validation",
    origin: "worker",
    hints: ["json", "decode", "malformed", "invalid", "parse"],
    sev: "medium",
    note: "one malformed message poisoned the consumer, which crashed on it and re-read it forever (poison-pill message postmortems)",
    write: (c) => {
      const { worker } = c.s;
      c.every(
        0,
        c.dur,
        20 * SEC,
        worker,
        "error",
        () => "Error processing message game-events[7]@4412380, consumer exiting",
        () => [
          "Traceback (most recent call last):",
          '  File "/app/consumer/main.py", line 74, in run',
          "    event = json.loads(msg.value)",
          '  File "/usr/local/lib/python3.12/json/decoder.py", line 353, in raw_decode',
          "    obj, end = self.scan_once(s, idx)",
          "json.decoder.JSONDecodeError: Invalid control character at: line 1 column 212 (char 211)",
        ],
      );
      c.every(
        3 * SEC,
        c.dur,
        20 * SEC,
        worker,
        "info",
        () => "Seeking to offset 4412380 for partition game-events-7 (last committed)",
      );
      c.every(60 * SEC, c.dur, 60 * SEC, worker, "warn", () => `consumer lag game-events[7]=${c.r.int(10000, 400000)}`);
      c.silence(worker, 0);
    },
  },
  {
    estate: 0,
    category: "validation",
    origin: "api",
    hints: ["parse", "deserialize", "validation", "invalid", "bad request"],
    sev: "medium",
    note: "a client release sent locale-formatted decimals and shipment creation was rejected (client/server contract-break postmortems)",
    write: (c) => {
      const { api, edge } = c.s;
      c.block(api, 0);
      c.every(
        0,
        c.dur,
        900,
        api,
        "warn",
        () =>
          `Resolved [org.springframework.http.converter.HttpMessageNotReadableException: JSON parse error: Cannot deserialize value of type \`java.math.BigDecimal\` from String "${c.r.int(1, 40)},${c.r.int(1, 9)}": not a valid representation]`,
      );
      c.every(100, c.dur, 900, api, "info", () => "Completed 400 BAD_REQUEST POST /v1/shipments");
      c.every(
        200,
        c.dur,
        900,
        edge,
        "info",
        () =>
          `"POST /v1/shipments HTTP/1.1" 400 - 1211 163 ${c.r.int(3, 20)} ${c.r.int(2, 19)} "${ipr(c, 0)}" "LarkspurShip/7.0.0 (Android 14; de_DE)" "${c.r.hex(8)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(4)}-${c.r.hex(12)}" "shipment-api"`,
      );
    },
  },
  {
    estate: 3,
    category: "validation",
    origin: "worker",
    hints: ["deserializ", "serialization", "avro", "schema", "invalid"],
    sev: "high",
    note: "records with an incompatible field type arrived and deserialisation failed for the whole partition (schema-incompatibility postmortems)",
    write: (c) => {
      const { worker } = c.s;
      c.every(
        0,
        c.dur,
        1200,
        worker,
        "error",
        () => `Consumer exception on readings-raw-${c.r.int(0, 23)}`,
        () => [
          `org.apache.kafka.common.errors.RecordDeserializationException: Error deserializing key/value for partition readings-raw-11 at offset ${c.r.int(99000000, 99999999)}. If needed, please seek past the record to continue consumption.`,
          "Caused by: org.apache.kafka.common.errors.SerializationException: Error deserializing Avro message for id 412",
          "Caused by: org.apache.avro.AvroTypeException: Found double, expecting long",
          "\tat org.apache.avro.io.ResolvingDecoder.doAction(ResolvingDecoder.java:308)",
        ],
      );
      c.silence(worker, 0);
    },
  },
  {
    estate: 1,
    category: "validation",
    origin: "svc",
    hints: ["validation", "invalid", "zod", "datetime"],
    sev: "medium",
    note: "a new mobile build sent dates in a local format and every registration failed validation (client contract-break postmortems)",
    write: (c) => {
      const { svc, edge } = c.s;
      c.block(svc, 0);
      c.every(
        0,
        c.dur,
        1100,
        svc,
        "warn",
        () =>
          `POST /portal/register 422 ${c.r.int(3, 20)}ms - ZodError: [{"code":"invalid_string","validation":"datetime","message":"Invalid datetime","path":["dateOfBirth"]}] (app=brightwell-ios/8.1.0)`,
      );
      c.every(
        100,
        c.dur,
        1100,
        edge,
        "info",
        () =>
          `${ipr(c, 1)} - - "POST /portal/register HTTP/1.1" 422 211 "-" "BrightwellApp/8.1.0 CFNetwork/1494.0.7 Darwin/23.4.0" rt=0.0${c.r.int(10, 99)} uct="0.000" urt="0.0${c.r.int(10, 99)}"`,
      );
    },
  },
  // ---------------- unknown
  {
    estate: 0,
    category: "unknown",
    origin: "extra",
    hints: ["crash", "sigsegv", "exit", "restart", "unknown"],
    sev: "medium",
    note: "a process died over and over with no error of its own (the 2012 leap second: processes failing without a word)",
    write: (c) => {
      const { extra, worker } = c.s;
      c.every(
        0,
        c.dur,
        50 * SEC,
        extra,
        "error",
        () => "npm ERR! path /app",
        () => ["npm ERR! command failed", "npm ERR! signal SIGSEGV", "npm ERR! command sh -c node dist/server.js"],
      );
      c.every(3 * SEC, c.dur, 50 * SEC, extra, "info", () => "carrier-sync 4.12.0 listening on :8080");
      c.silence(extra, 0);
      c.every(MIN, c.dur, MIN, worker, "warn", () => `no carrier updates received for ${c.r.int(60, 300)}s`);
    },
  },
  {
    estate: 2,
    category: "unknown",
    origin: "svc",
    hints: ["hang", "unresponsive", "timeout", "down", "unknown"],
    sev: "high",
    note: "the paywall process livelocked and went silent with no error (the 2012 leap-second livelocks at Reddit and Mozilla)",
    write: (c) => {
      const { svc, edge } = c.s;
      c.silence(svc, 0);
      for (let k = 1; k <= 3; k++)
        c.at(
          4 * SEC + k * SEC,
          edge,
          "warn",
          `[WARNING]  (8) : Server be_paywall/paywall-${k} is DOWN, reason: Layer7 timeout, check duration: 2001ms. ${3 - k} active and 0 backup servers left. ${c.r.int(5, 40)} sessions active, 0 requeued, 0 remaining in queue.`,
        );
      c.every(
        0,
        7 * SEC,
        600,
        edge,
        "info",
        () =>
          `${ipr(c, 2)}:${c.r.int(30000, 65000)} fe_https~ be_paywall/paywall-${c.r.int(1, 3)} 0/0/0/-1/30001 504 194 - - sH-- 300/300/${c.r.int(10, 40)}/${c.r.int(5, 15)}/0 0/0 "GET /api/entitlements HTTP/1.1"`,
      );
      c.every(
        7 * SEC,
        c.dur,
        800,
        edge,
        "info",
        () =>
          `${ipr(c, 2)}:${c.r.int(30000, 65000)} fe_https~ be_paywall/<NOSRV> 0/-1/-1/-1/0 503 217 - - SC-- 300/300/0/0/0 0/0 "GET /api/entitlements HTTP/1.1"`,
      );
    },
  },
  {
    estate: 1,
    category: "unknown",
    origin: "worker",
    hints: ["sigsegv", "worker lost", "exited prematurely", "unknown", "crash"],
    sev: "medium",
    note: "a native library segfaulted in the worker pool after a base-image update, with nothing logged before the crash (native-crash postmortems)",
    write: (c) => {
      const { worker } = c.s;
      c.every(
        0,
        c.dur,
        4 * SEC,
        worker,
        "error",
        () => `Process 'ForkPoolWorker-${c.r.int(1, 8)}' pid:${c.r.int(100, 999)} exited with 'signal 11 (SIGSEGV)'`,
      );
      c.every(
        200,
        c.dur,
        4 * SEC,
        worker,
        "error",
        () => "Task handler raised error: WorkerLostError('Worker exited prematurely: signal 11 (SIGSEGV) Job: 412.')",
        () => [
          "Traceback (most recent call last):",
          '  File "/usr/local/lib/python3.11/site-packages/billiard/pool.py", line 1265, in mark_as_worker_lost',
          "    raise WorkerLostError(",
          "billiard.exceptions.WorkerLostError: Worker exited prematurely: signal 11 (SIGSEGV) Job: 412.",
        ],
      );
      c.silence(worker, 0);
    },
  },
  {
    estate: 4,
    category: "unknown",
    origin: "auth",
    hints: ["500", "internal server error", "unknown"],
    sev: "medium",
    note: "login answered 500 with nothing logged but the status line (the 'no stack trace anywhere' postmortems)",
    write: (c) => {
      const { auth, edge, api } = c.s;
      c.block(auth, 0);
      c.every(
        0,
        c.dur,
        700,
        auth,
        "info",
        () =>
          `Completed 500 Internal Server Error in ${c.r.int(3, 14)}ms (ActiveRecord: 0.0ms | Allocations: ${c.r.int(300, 900)})`,
      );
      c.every(
        100,
        c.dur,
        700,
        edge,
        "info",
        () =>
          `${ipr(c, 4)} - - "POST /auth/session HTTP/1.1" 500 0 "-" "UnityPlayer/2022.3.21f1" rt=0.0${c.r.int(10, 30)} uct="0.000" urt="0.0${c.r.int(10, 30)}"`,
      );
      c.every(
        3 * SEC,
        c.dur,
        3000,
        api,
        "warn",
        () => "account-auth POST /session returned 500; purchase rejected as unauthenticated",
      );
    },
  },
];
