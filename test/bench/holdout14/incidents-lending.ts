// The 18 incidents of the mortgage loan-origination estate.
import { LENDING, nginxLine } from "./estate-lending.js";
import { oomKill } from "./kube.js";
import { dotnet, elixir, java, node, py, ruby } from "./stacks.js";
import type { Ctx, Scenario } from "./types.js";
import { day, loanId, msf, railsTime } from "./util.js";

const E = LENDING;
const exec = (c: Ctx) => `http-nio-8080-exec-${c.r.int(1, 60)}`;

const REST_FRAMES = [
  "org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
  "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)",
  "org.springframework.web.client.RestTemplate.execute(RestTemplate.java:790)",
  "org.springframework.web.client.RestTemplate.postForEntity(RestTemplate.java:543)",
];

export const LENDING_INCIDENTS: Scenario[] = [
  {
    key: "credit-pull-bureau-invalid-client",
    estate: E,
    incident: true,
    origin: "credit-pull-svc",
    category: "authentication",
    hints: ["invalid_client", "oauth2", "Client authentication failed", "token"],
    sev: "high",
    note: "the credit bureau expired the OAuth client secret credit-pull-svc uses (rotation reminder ignored); token requests fail with invalid_client, no credit report can be pulled and applications stall in PROCESSING",
    play(c) {
      const err = `Post \\"https://auth.bureau-connect.example/oauth2/token\\": oauth2: \\"invalid_client\\" \\"Client authentication failed\\"`;
      c.at(
        c.on,
        "credit-pull-svc",
        "error",
        `token refresh failed\t{"provider": "bureau-connect", "client_id": "keystone-prod-7731", "error": "${err}"}`,
      );
      c.ramp(c.on + 1, c.end, 0.3, 0.5, (t) => {
        const tr = c.tid();
        const app = loanId(c.r);
        c.at(t, "credit-pull-svc", "error", `tri-merge request failed\t{"application": "${app}", "error": "${err}"}`, {
          trace: tr,
        });
        c.at(
          t + 0.02,
          "los",
          "error",
          `[${exec(c)}] c.k.los.credit.CreditClient : credit pull failed for ${app}: 502 Bad Gateway from credit-pull-svc ("token refresh failed: invalid_client")`,
          { trace: tr },
        );
      });
      c.mute("credit-pull-svc", c.on, c.end, 0);
      c.every(c.on + 300, c.end, 240, (t) =>
        c.at(
          t,
          "los",
          "warn",
          `[task-2] c.k.los.sla.PipelineSlaMonitor : ${c.r.int(20, 140)} applications in PROCESSING waiting on credit for more than 5 minutes`,
        ),
      );
    },
  },
  {
    key: "doc-ocr-s3-access-denied",
    estate: E,
    incident: true,
    origin: "doc-ocr-worker",
    category: "authorization",
    hints: ["AccessDenied", "GetObject", "s3", "iam", "403"],
    sev: "high",
    note: "an IAM policy clean-up removed s3:GetObject on keystone-borrower-docs/uploads/* from the doc-ocr-worker role; every OCR task fails with AccessDenied, borrower documents stay unread and underwriting waits on them",
    play(c) {
      c.ramp(c.on, c.end, 0.25, 0.55, (t) => {
        const id = c.r.uuid();
        const key = `uploads/${c.r.hex(2)}/${loanId(c.r)}/${c.r.pick(["W2", "paystub", "bank-statement", "id-front"])}-${c.r.hex(6)}.pdf`;
        c.at(
          t,
          "doc-ocr-worker",
          "error",
          `Task ocr.tasks.extract_document[${id}] raised unexpected: ClientError('An error occurred (AccessDenied) when calling the GetObject operation: Access Denied')`,
          {
            stack: py(
              [
                [
                  "/usr/local/lib/python3.12/site-packages/celery/app/trace.py",
                  453,
                  "trace_task",
                  "R = retval = fun(*args, **kwargs)",
                ],
                [
                  "/app/ocr/tasks.py",
                  57,
                  "extract_document",
                  `body = s3.get_object(Bucket="keystone-borrower-docs", Key=key)["Body"].read()`,
                ],
                [
                  "/usr/local/lib/python3.12/site-packages/botocore/client.py",
                  565,
                  "_api_call",
                  "return self._make_api_call(operation_name, kwargs)",
                ],
                [
                  "/usr/local/lib/python3.12/site-packages/botocore/client.py",
                  1021,
                  "_make_api_call",
                  "raise error_class(parsed_response, operation_name)",
                ],
              ],
              "botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the GetObject operation: Access Denied",
            ),
          },
        );
        if (c.r.chance(0.3))
          c.at(
            t + 0.01,
            "doc-ocr-worker",
            "info",
            `ocr.tasks: document s3://keystone-borrower-docs/${key} left in status PENDING_OCR`,
          );
      });
      c.mute("doc-ocr-worker", c.on, c.end, 0.05);
      c.every(c.on + 240, c.end, 45, (t) =>
        c.at(
          t,
          "underwriting",
          "warn",
          `conditions.service: ${loanId(c.r)} waiting on OCR for ${c.r.int(2, 6)} documents (${Math.round((t - c.on) / 60)} min)`,
        ),
      );
    },
  },
  {
    key: "pricing-secretsmanager-denied",
    estate: E,
    incident: true,
    origin: "pricing",
    category: "authorization",
    hints: ["AccessDeniedException", "secretsmanager:GetSecretValue", "not authorized", "iam"],
    sev: "medium",
    note: "an IAM change moved secrets to a new path policy and the pricing role lost secretsmanager:GetSecretValue on investor-feed/api-key; the cached key expires, rate-sheet downloads fail and quotes for investor products stop",
    play(c) {
      const denied = `User: arn:aws:sts::730118452904:assumed-role/pricing-prod/botocore-session-${c.r.int(1722600000, 1722700000)} is not authorized to perform: secretsmanager:GetSecretValue on resource: investor-feed/api-key because no identity-based policy allows the secretsmanager:GetSecretValue action`;
      c.at(c.on, "pricing", "error", "Investor feed credential refresh failed", {
        stack: dotnet(
          `Amazon.SecretsManager.Model.AccessDeniedException: ${denied}`,
          [
            "Amazon.Runtime.Internal.HttpErrorResponseExceptionHandler.HandleExceptionStream(IRequestContext requestContext, IWebResponseData httpErrorResponse, HttpErrorResponseException exception, Stream responseStream)",
            "Amazon.Runtime.Internal.ErrorHandler.InvokeAsync[T](IExecutionContext executionContext)",
            "Amazon.Runtime.Internal.RetryHandler.InvokeAsync[T](IExecutionContext executionContext)",
            "Keystone.Pricing.Investors.FeedCredentialCache.RefreshAsync(CancellationToken ct) in /src/Keystone.Pricing/Investors/FeedCredentialCache.cs:line 52",
          ],
          {
            head: "Amazon.Runtime.Internal.HttpErrorResponseException: Exception of type 'Amazon.Runtime.Internal.HttpErrorResponseException' was thrown.",
            frames: [
              "Amazon.Runtime.HttpWebRequestMessage.ProcessHttpResponseMessage(HttpResponseMessage responseMessage)",
              "Amazon.Runtime.HttpWebRequestMessage.GetResponseAsync(CancellationToken cancellationToken)",
            ],
          },
        ),
      });
      c.every(c.on + 60, c.end, 60, (t) =>
        c.at(
          t,
          "pricing",
          "error",
          `Investor feed credential refresh failed: Amazon.SecretsManager.Model.AccessDeniedException: ${denied}`,
        ),
      );
      const exp = c.on + c.r.num(90, 200);
      c.at(
        exp,
        "pricing",
        "warn",
        "Investor feed API key expired from cache; rate sheet polling suspended for INV-PENNY, INV-ROCK",
      );
      c.ramp(exp + 5, c.end, 0.3, 0.6, (t) => {
        const tr = c.tid();
        const app = loanId(c.r);
        c.at(
          t,
          "pricing",
          "error",
          `Quote failed for ${app}: no rate sheet in effect for ${c.r.pick(["JUMBO30", "CONV30", "FHA30"])} lock ${c.r.pick([30, 45, 60])}d (investor sheets stale since ${new Date(c.ms(exp)).toISOString().slice(11, 16)}Z)`,
          { trace: tr },
        );
        c.at(
          t + 0.01,
          "borrower-portal",
          "error",
          `rate quote failed for ${app}: pricing responded 409 NoEligibleRateSheet`,
          { trace: tr },
        );
      });
    },
  },
  {
    key: "replica-wal-segment-removed",
    estate: E,
    incident: true,
    origin: "los-pg-replica",
    category: "database",
    hints: ["replication", "WAL segment", "has already been removed", "replica lag", "stale"],
    sev: "high",
    note: "the read replica fell behind during a bulk import and the primary recycled the WAL it still needed (no slot); the WAL receiver fails every 5s with 'requested WAL segment ... has already been removed', lag grows without bound and underwriting refuses stale reads",
    play(c) {
      const seg = `0000000100000003000000${c.r.hex(2).toUpperCase()}`;
      c.at(
        c.on,
        "los-pg-replica",
        "error",
        `FATAL:  could not receive data from WAL stream: ERROR:  requested WAL segment ${seg} has already been removed`,
      );
      c.every(c.on + 5, c.end, 5, (t) => {
        c.at(
          t,
          "los-pg-replica",
          "info",
          `LOG:  started streaming WAL from primary at 3/${seg.slice(-2)}000000 on timeline 1`,
        );
        c.at(
          t + 0.01,
          "los-pg-replica",
          "error",
          `FATAL:  could not receive data from WAL stream: ERROR:  requested WAL segment ${seg} has already been removed`,
        );
      });
      c.mute("los-pg-replica", c.on, c.end, 0);
      c.every(c.on + 20, c.end, 30, (t) => {
        const lag = Math.round(t - c.on + 40);
        c.at(
          t,
          "underwriting",
          lag > 60 ? "error" : "warn",
          `db.router: replica los-pg-replica lag ${lag}s exceeds max_staleness 30s`,
        );
      });
      c.ramp(c.on + 60, c.end, 0.2, 0.5, (t) => {
        const tr = c.tid();
        const app = loanId(c.r);
        c.at(
          t,
          "underwriting",
          "error",
          `decisions.views: refusing stale read for ${app}: replica lag ${Math.round(t - c.on + 40)}s > 30s`,
          { trace: tr },
        );
        c.at(
          t + 0.005,
          "underwriting",
          "info",
          `${c.r.ip()} - - "POST /api/v2/decisions HTTP/1.1" 503 96 "-" "Apache-HttpClient/5.3"`,
          { trace: tr },
        );
        c.at(
          t + 0.01,
          "los",
          "error",
          `[${exec(c)}] c.k.los.underwriting.UnderwritingClient : decision request for ${app} failed: 503 Service Unavailable: "{"detail":"read replica stale"}"`,
          { trace: tr },
        );
      });
    },
  },
  {
    key: "appraisal-migration-metadata-lock",
    estate: E,
    incident: true,
    origin: "appraisal-orders",
    category: "database",
    hints: ["Lock wait timeout", "metadata lock", "mysql", "ConnectionTimeoutError"],
    sev: "medium",
    note: "appraisal-orders' release runs an ALTER TABLE on appraisal_orders at boot while a long AMC sync transaction holds the table; the DDL waits on the metadata lock and every query behind it queues until lock-wait timeouts and pool exhaustion",
    play(c) {
      c.deploy(c.on - c.r.num(10, 30), "appraisal-orders", "v3.21.0");
      c.at(
        c.on - 6,
        "appraisal-orders",
        "info",
        "== 20260803101500 AddAmcFeeCentsToAppraisalOrders: migrating =======================",
      );
      c.at(
        c.on - 5.9,
        "appraisal-orders",
        "info",
        "-- add_column(:appraisal_orders, :amc_fee_cents, :integer, {:null=>false, :default=>0})",
      );
      c.ramp(c.on, c.end, 0.2, 0.6, (t, i) => {
        c.at(
          t,
          "appraisal-orders",
          "info",
          `Started ${c.r.pick(["GET", "POST"])} "/api/appraisal_orders${c.r.chance(0.5) ? `/${c.r.int(10000, 99999)}` : ""}" for ${c.r.ip()} at ${railsTime(c.ms(t))}`,
        );
        if (i % 3 === 2) {
          c.at(
            t + 5,
            "appraisal-orders",
            "error",
            `Completed 500 Internal Server Error in 5004ms (ActiveRecord: 0.0ms | Allocations: ${c.r.int(800, 3000)})`,
          );
          c.at(
            t + 5.001,
            "appraisal-orders",
            "fatal",
            "ActiveRecord::ConnectionTimeoutError (could not obtain a connection from the pool within 5.000 seconds (waited 5.004 seconds); all pooled connections were in use):",
            {
              stack: ruby([
                "activerecord (7.1.3.4) lib/active_record/connection_adapters/abstract/connection_pool/queue.rb:128:in `block in wait_poll'",
                "activerecord (7.1.3.4) lib/active_record/connection_adapters/abstract/connection_pool.rb:683:in `acquire_connection'",
                "app/controllers/api/appraisal_orders_controller.rb:12:in `index'",
              ]),
            },
          );
        } else {
          c.at(
            t + 50,
            "appraisal-orders",
            "error",
            `Completed 500 Internal Server Error in 50${c.r.int(10, 99)}ms (ActiveRecord: 50${c.r.int(0, 9)}0.${c.r.int(0, 9)}ms | Allocations: ${c.r.int(800, 3000)})`,
          );
          c.at(
            t + 50.001,
            "appraisal-orders",
            "fatal",
            "ActiveRecord::LockWaitTimeout (Mysql2::Error::TimeoutError: Lock wait timeout exceeded; try restarting transaction):",
            {
              stack: ruby([
                "mysql2 (0.5.6) lib/mysql2/client.rb:151:in `_query'",
                "mysql2 (0.5.6) lib/mysql2/client.rb:151:in `block in query'",
                "activerecord (7.1.3.4) lib/active_record/connection_adapters/mysql2/database_statements.rb:98:in `block (2 levels) in raw_execute'",
                "app/models/appraisal_order.rb:77:in `apply_amc_status!'",
                "app/controllers/api/appraisal_orders_controller.rb:41:in `update'",
              ]),
            },
          );
        }
      });
      c.every(c.on + 120, c.end, 90, (t) =>
        c.at(
          t,
          "appraisal-orders",
          "warn",
          `Sidekiq AmcStatusSyncJob: ${c.r.int(10, 80)} jobs waiting (Mysql2::Error::TimeoutError: Timeout waiting for a response from the last query. (waited 60 seconds))`,
        ),
      );
      c.every(c.on + 60, c.end, 25, (t) =>
        c.at(
          t,
          "los",
          "warn",
          `[${exec(c)}] c.k.los.appraisal.AppraisalClient : appraisal status for ${loanId(c.r)} unavailable (500), using cached`,
        ),
      );
      c.mute("appraisal-orders", c.on, c.end, 0.1);
    },
  },
  {
    key: "funding-client-cert-expired",
    estate: E,
    incident: true,
    origin: "funding-svc",
    category: "network",
    hints: ["certificate_expired", "SSLHandshakeException", "tls", "mTLS", "certificate"],
    sev: "high",
    note: "funding-svc's mutual-TLS client certificate for the warehouse bank expired at midnight (it sat in a keystore outside cert-manager); every wire request fails the handshake with certificate_expired and loans cannot fund",
    play(c) {
      c.ramp(c.on, c.end, 0.05, 0.15, (t) => {
        const tr = c.tid();
        const app = loanId(c.r);
        c.at(
          t,
          "funding-svc",
          "error",
          `[funding-${c.r.int(1, 4)}] c.k.funding.WarehouseClient : wire request for ${app} failed: I/O error on POST request for "https://api.harborbank.example/warehouse/v2/fundings": Received fatal alert: certificate_expired`,
          {
            trace: tr,
            stack: java(
              `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "https://api.harborbank.example/warehouse/v2/fundings": Received fatal alert: certificate_expired`,
              [...REST_FRAMES, "com.keystone.funding.WarehouseClient.requestWire(WarehouseClient.java:88)"],
              [
                {
                  head: "javax.net.ssl.SSLHandshakeException: Received fatal alert: certificate_expired",
                  frames: [
                    "java.base/sun.security.ssl.Alert.createSSLException(Alert.java:131)",
                    "java.base/sun.security.ssl.Alert.createSSLException(Alert.java:117)",
                    "java.base/sun.security.ssl.TransportContext.fatal(TransportContext.java:365)",
                    "java.base/sun.security.ssl.Alert$AlertConsumer.consume(Alert.java:287)",
                    "java.base/sun.security.ssl.TransportContext.dispatch(TransportContext.java:204)",
                    "java.base/sun.security.ssl.SSLSocketImpl.startHandshake(SSLSocketImpl.java:448)",
                  ],
                  more: 31,
                },
              ],
            ),
          },
        );
        c.at(
          t + 0.03,
          "los",
          "warn",
          `[task-${c.r.int(1, 8)}] c.k.los.closing.FundingTracker : funding not confirmed for ${app}, closing moved to FUNDING_HOLD`,
          { trace: tr },
        );
      });
      c.every(c.on + 200, c.end, 180, (t) =>
        c.at(
          t,
          "funding-svc",
          "warn",
          `[funding-1] c.k.funding.WireService : ${c.r.int(3, 30)} wires queued, 0 sent since ${new Date(c.ms(c.on)).toISOString().slice(11, 16)}Z`,
        ),
      );
      c.mute("funding-svc", c.on, c.end, 0.2);
    },
  },
  {
    key: "underwriting-ruleset-worker-timeout",
    estate: E,
    incident: true,
    origin: "underwriting",
    category: "timeout",
    hints: ["WORKER TIMEOUT", "Read timed out", "SocketTimeoutException", "504"],
    sev: "high",
    note: "underwriting's ruleset 2026.08 adds a liabilities rule that issues one query per tradeline; decisions take 30-60s, gunicorn kills workers on timeout, los gets Read timed out and the portal's submit returns 504",
    play(c) {
      c.deploy(c.on - c.r.num(50, 150), "underwriting", "v7.2.0");
      c.at(c.on - c.r.num(10, 30), "underwriting", "info", "rules.engine: ruleset 2026.08 loaded (196 rules, 11 new)");
      c.ramp(c.on, c.end, 0.1, 0.25, (t) =>
        c.at(
          t,
          "underwriting",
          "warn",
          `rules.engine: evaluation of ruleset 2026.08 for ${loanId(c.r)} took ${msf(c.r, 18, 59)}s (LIAB-042: ${c.r.int(60, 340)} queries)`,
        ),
      );
      c.ramp(c.on + 25, c.end, 0.04, 0.1, (t) => {
        const pid = c.r.int(100, 9000);
        c.at(t, "underwriting", "fatal", `WORKER TIMEOUT (pid:${pid})`);
        c.at(t + 0.4, "underwriting", "error", `Worker (pid:${pid}) exited with code 1`);
        c.at(t + 0.6, "underwriting", "info", `Booting worker with pid: ${pid + c.r.int(1, 90)}`);
      });
      c.ramp(c.on + 30, c.end, 0.15, 0.35, (t) => {
        const tr = c.tid();
        const app = loanId(c.r);
        c.at(
          t,
          "los",
          "error",
          `[${exec(c)}] c.k.los.underwriting.UnderwritingClient : decision request for ${app} failed`,
          {
            trace: tr,
            stack: java(
              `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://underwriting:8000/api/v2/decisions": Read timed out`,
              [...REST_FRAMES, "com.keystone.los.underwriting.UnderwritingClient.decide(UnderwritingClient.java:64)"],
              [
                {
                  head: "java.net.SocketTimeoutException: Read timed out",
                  frames: [
                    "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)",
                    "java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:304)",
                    "org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)",
                  ],
                  more: 42,
                },
              ],
            ),
          },
        );
        if (c.r.chance(0.4))
          c.at(
            t + 0.01,
            "ingress-nginx",
            "info",
            nginxLine(c.r, c.ms(t), "POST", `/api/applications/${app}/submit`, 504, 60.001),
            { trace: tr },
          );
      });
      c.every(c.on + 60, c.end, 40, (t) =>
        c.at(
          t,
          "ingress-nginx",
          "error",
          `${new Date(c.ms(t)).toISOString().slice(0, 19).replace("T", " ").replace(/-/g, "/")} [error] 41#41: *${c.r.int(100000, 999999)} upstream timed out (110: Operation timed out) while reading response header from upstream, client: ${c.r.ip("100.64")}, server: apply.keystonehome.example, request: "POST /api/applications/${loanId(c.r)}/submit HTTP/2.0", upstream: "http://${c.r.ip()}:3000/api/applications/submit", host: "apply.keystonehome.example"`,
        ),
      );
    },
  },
  {
    key: "kyc-vendor-429-backfill",
    estate: E,
    incident: true,
    origin: "kyc",
    category: "rate_limiting",
    hints: ["429", "Too Many Requests", "rate limit", "retry_after"],
    sev: "medium",
    note: "an ops backfill re-screens 8,214 applications through kyc at concurrency 64; the identity vendor throttles the account with 429 Too Many Requests and live applications' identity checks fail too",
    play(c) {
      c.at(
        c.on - c.r.num(15, 40),
        "kyc",
        "info",
        "kyc::backfill: re-screening 8214 applications (concurrency=64, requested by ops ticket OPS-4471)",
      );
      c.ramp(c.on, c.end, 1.2, 0.7, (t) => {
        const tr = c.tid();
        const app = loanId(c.r);
        const live = c.r.chance(0.25);
        c.at(
          t,
          "kyc",
          live ? "error" : "warn",
          `kyc::vendor: identity check failed application=${app} source=${live ? "live" : "backfill"} error=HTTP status client error (429 Too Many Requests) for url (https://api.idverity.example/v3/verifications) retry_after=${c.r.int(5, 60)}`,
          { trace: tr },
        );
        if (live)
          c.at(
            t + 0.01,
            "los",
            "error",
            `[${exec(c)}] c.k.los.kyc.KycClient : identity check for ${app} failed: 503 Service Unavailable from kyc ("vendor rate limited")`,
            { trace: tr },
          );
      });
      c.every(c.on + 60, c.end, 60, (t) =>
        c.at(
          t,
          "kyc",
          "warn",
          `kyc::backfill: progress ${c.r.int(200, 1400)}/8214, ${c.r.int(100, 2000)} throttled, backing off`,
        ),
      );
    },
  },
  {
    key: "appraisal-amc-webhook-invalid",
    estate: E,
    incident: true,
    origin: "appraisal-orders",
    category: "validation",
    hints: ["RecordInvalid", "Validation failed", "422", "not a number"],
    sev: "medium",
    note: 'AMC partner ValuLink starts a bulk status sync whose payloads carry appraised_value as "$512,000" and no effective_date; appraisal-orders rejects every record with RecordInvalid and appraisals never complete',
    play(c) {
      c.at(
        c.on - 2,
        "appraisal-orders",
        "info",
        `AmcWebhookBatch: received batch vl-${c.r.hex(8)} from ValuLink with ${c.r.int(300, 900)} events`,
      );
      c.ramp(c.on, c.end, 0.6, 0.35, (t) => {
        const id = c.r.int(10000, 99999);
        c.at(t, "appraisal-orders", "info", `Processing by Api::AmcWebhooksController#create as JSON`);
        c.at(
          t + 0.001,
          "appraisal-orders",
          "info",
          `  Parameters: {"event"=>"appraisal.completed", "order_id"=>"${id}", "appraised_value"=>"$${c.r.int(250, 990)},000", "effective_date"=>nil, "amc"=>"valulink"}`,
        );
        c.at(
          t + 0.03,
          "appraisal-orders",
          "warn",
          `Completed 422 Unprocessable Entity in ${c.r.int(8, 60)}ms (ActiveRecord: ${msf(c.r, 1, 9)}ms | Allocations: ${c.r.int(2000, 6000)})`,
        );
        c.at(
          t + 0.031,
          "appraisal-orders",
          "error",
          `ActiveRecord::RecordInvalid (Validation failed: Appraised value is not a number, Effective date can't be blank):`,
          {
            stack: ruby([
              "activerecord (7.1.3.4) lib/active_record/validations.rb:84:in `raise_validation_error'",
              "activerecord (7.1.3.4) lib/active_record/validations.rb:55:in `save!'",
              "app/services/amc/status_applier.rb:31:in `call'",
              "app/controllers/api/amc_webhooks_controller.rb:18:in `create'",
            ]),
          },
        );
      });
      c.every(c.on + 300, c.end, 240, (t) =>
        c.at(
          t,
          "los",
          "warn",
          `[task-3] c.k.los.appraisal.AppraisalTracker : ${c.r.int(10, 90)} appraisals overdue from ValuLink`,
        ),
      );
    },
  },
  {
    key: "pricing-rate-sheet-decimal-comma",
    estate: E,
    incident: true,
    origin: "pricing",
    category: "validation",
    hints: ["FormatException", "not in a correct format", "rate sheet", "parse"],
    sev: "high",
    note: "investor INV-ROCK's morning rate sheet arrives with decimal commas ('6,375'); pricing's CSV import throws FormatException, the sheet is rejected, and once the previous sheet expires its products cannot be quoted",
    play(c) {
      const d = day(c.ms(c.on));
      const fe = () =>
        dotnet(
          `Keystone.Pricing.RateSheets.RateSheetImportException: Rate sheet INV-ROCK ${d} #3 rejected at line 2`,
          [
            "Keystone.Pricing.RateSheets.CsvRateSheetParser.Parse(Stream csv) in /src/Keystone.Pricing/RateSheets/CsvRateSheetParser.cs:line 41",
            "Keystone.Pricing.RateSheets.RateSheetImporter.ImportAsync(RateSheetFile file, CancellationToken ct) in /src/Keystone.Pricing/RateSheets/RateSheetImporter.cs:line 66",
          ],
          {
            head: "System.FormatException: The input string '6,375' was not in a correct format.",
            frames: [
              "System.Number.ThrowFormatException[TChar](ReadOnlySpan`1 value)",
              "System.Decimal.Parse(String s, NumberStyles style, IFormatProvider provider)",
              "Keystone.Pricing.RateSheets.CsvRateSheetParser.ParseRow(String[] cols, Int32 line) in /src/Keystone.Pricing/RateSheets/CsvRateSheetParser.cs:line 88",
            ],
          },
        );
      c.at(
        c.on - 1,
        "pricing",
        "info",
        `Rate sheet file received: s3://keystone-ratesheets/inbound/INV-ROCK/${d}-03.csv (412 rows)`,
      );
      c.at(c.on, "pricing", "error", "Rate sheet import failed", { stack: fe() });
      c.every(c.on + 300, c.end, 300, (t) => {
        c.at(
          t - 1,
          "pricing",
          "info",
          `Rate sheet file received: s3://keystone-ratesheets/inbound/INV-ROCK/${d}-03.csv (412 rows, retry)`,
        );
        c.at(t, "pricing", "error", "Rate sheet import failed", { stack: fe() });
      });
      const exp = c.on + c.r.num(120, 300);
      c.at(exp, "pricing", "warn", `Rate sheet INV-ROCK ${d} #2 expired; no replacement in effect`);
      c.ramp(exp + 2, c.end, 0.3, 0.6, (t) => {
        const tr = c.tid();
        const app = loanId(c.r);
        c.at(
          t,
          "pricing",
          "error",
          `Quote failed for ${app}: no eligible rate sheet for ${c.r.pick(["CONV30", "CONV15", "JUMBO30"])} lock ${c.r.pick([30, 45, 60])}d`,
          { trace: tr },
        );
        c.at(
          t + 0.01,
          "borrower-portal",
          "warn",
          `rate quote unavailable for ${app} (pricing 409 NoEligibleRateSheet)`,
          { trace: tr },
        );
      });
    },
  },
  {
    key: "borrower-portal-income-undefined",
    estate: E,
    incident: true,
    origin: "borrower-portal",
    category: "null_reference",
    hints: ["TypeError", "Cannot read properties of undefined", "undefined"],
    sev: "high",
    note: "borrower-portal v5.8 switched to the los v3 application schema where income moved under employment[]; for applicants without employment records the dashboard reads application.income.monthlyGross of undefined and server rendering fails with 500",
    play(c) {
      c.deploy(c.on - c.r.num(30, 120), "borrower-portal", "v5.8.0");
      c.ramp(c.on, c.end, 0.25, 0.45, (t) => {
        const tr = c.tid();
        c.at(t, "borrower-portal", "error", `Error rendering /dashboard (digest: ${c.r.int(100000000, 4294967295)})`, {
          trace: tr,
          stack: node("TypeError: Cannot read properties of undefined (reading 'monthlyGross')", [
            "computeDti (/app/.next/server/chunks/8123.js:1:20544)",
            "DashboardSummary (/app/.next/server/app/dashboard/page.js:1:8812)",
            "renderWithHooks (/app/node_modules/next/dist/compiled/next-server/app-page.runtime.prod.js:12:44187)",
            "renderElement (/app/node_modules/next/dist/compiled/next-server/app-page.runtime.prod.js:12:57201)",
          ]),
        });
        if (c.r.chance(0.5))
          c.at(t + 0.01, "ingress-nginx", "info", nginxLine(c.r, c.ms(t), "GET", "/dashboard", 500), { trace: tr });
      });
    },
  },
  {
    key: "los-config-refresh-legacy-host",
    estate: E,
    incident: true,
    origin: "los",
    category: "configuration",
    hints: ["UnknownHostException", "config", "base-url", "refresh"],
    sev: "high",
    noDeploy: true,
    note: "a Spring Cloud Config push (bus refresh) set los.clients.underwriting.base-url back to the retired underwriting-legacy host; los cannot resolve it, every underwriting decision fails and applications stop moving",
    play(c) {
      c.at(
        c.on - 3,
        "los",
        "info",
        `[${exec(c)}] o.s.c.c.c.ConfigServerConfigDataLoader : Fetching config from server at : http://config-server.platform.svc:8888`,
      );
      c.at(
        c.on - 2,
        "los",
        "info",
        "[task-1] o.s.c.e.event.RefreshEventListener : Refresh keys changed: [los.clients.underwriting.base-url]",
      );
      c.ramp(c.on, c.end, 0.3, 0.5, (t) => {
        const tr = c.tid();
        c.at(
          t,
          "los",
          "error",
          `[${exec(c)}] c.k.los.underwriting.UnderwritingClient : decision request for ${loanId(c.r)} failed`,
          {
            trace: tr,
            stack: java(
              `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "http://underwriting-legacy.los-prod.svc.cluster.local:8000/api/v2/decisions": underwriting-legacy.los-prod.svc.cluster.local`,
              [...REST_FRAMES, "com.keystone.los.underwriting.UnderwritingClient.decide(UnderwritingClient.java:64)"],
              [
                {
                  head: "java.net.UnknownHostException: underwriting-legacy.los-prod.svc.cluster.local",
                  frames: [
                    "java.base/sun.nio.ch.NioSocketImpl.connect(NioSocketImpl.java:567)",
                    "java.base/java.net.Socket.connect(Socket.java:751)",
                    "org.apache.hc.client5.http.impl.io.DefaultHttpClientConnectionOperator.connect(DefaultHttpClientConnectionOperator.java:188)",
                  ],
                  more: 38,
                },
              ],
            ),
          },
        );
      });
      c.mute("underwriting", c.on, c.end, 0.05);
      c.every(c.on + 240, c.end, 180, (t) =>
        c.at(
          t,
          "los",
          "warn",
          `[task-2] c.k.los.sla.PipelineSlaMonitor : ${c.r.int(20, 140)} applications waiting on underwriting decision`,
        ),
      );
    },
  },
  {
    key: "doc-ocr-celery-rss-leak",
    estate: E,
    incident: true,
    origin: "doc-ocr-worker",
    category: "memory",
    hints: ["SIGKILL", "WorkerLostError", "oom", "memory"],
    sev: "medium",
    onset: [0.2, 0.4],
    note: "doc-ocr-worker keeps decoded page images in a module-level cache; pool processes grow past the 2Gi limit, the kernel OOM-kills them (SIGKILL), tasks are lost and retried",
    play(c) {
      let rss = 1100;
      c.every(0, c.end, 45, (t) => {
        rss = rss > 1950 ? 700 : rss + c.r.num(12, 30);
        c.at(
          t,
          "doc-ocr-worker",
          t >= c.on && rss > 1700 ? "warn" : "info",
          `ocr.memory: ForkPoolWorker-${c.r.int(1, 4)} rss=${Math.round(rss)}MiB after task (limit 2048MiB, page cache ${Math.round(rss * 2.1)} images)`,
        );
      });
      c.ramp(c.on, c.end, 0.004, 0.012, (t) => {
        const worker = c.r.int(1, 4);
        const pid = c.r.int(100, 9000);
        const job = c.r.int(100, 9000);
        oomKill(c, t, "doc-ocr-worker", "celery", 2048);
        c.at(
          t + 0.4,
          "doc-ocr-worker",
          "error",
          `Process 'ForkPoolWorker-${worker}' pid:${pid} exited with 'signal 9 (SIGKILL)'`,
        );
        c.at(
          t + 0.41,
          "doc-ocr-worker",
          "error",
          `Task handler raised error: WorkerLostError('Worker exited prematurely: signal 9 (SIGKILL) Job: ${job}.')`,
          {
            stack: py(
              [
                [
                  "/usr/local/lib/python3.12/site-packages/billiard/pool.py",
                  1265,
                  "mark_as_worker_lost",
                  "raise WorkerLostError(",
                ],
              ],
              `billiard.exceptions.WorkerLostError: Worker exited prematurely: signal 9 (SIGKILL) Job: ${job}.`,
            ),
          },
        );
      });
    },
  },
  {
    key: "disclosures-beam-eheap-alloc",
    estate: E,
    incident: true,
    origin: "disclosures",
    category: "memory",
    hints: ["eheap_alloc", "Cannot allocate", "heap", "erl_crash.dump", "large_heap"],
    sev: "high",
    onset: [0.2, 0.4],
    note: "disclosures' AuditBuffer GenServer accumulates every rendered Loan Estimate in its state; system_monitor reports ever larger heaps, then the BEAM aborts with eheap_alloc: Cannot allocate and the pod restarts",
    play(c) {
      let h = 40;
      c.every(c.on, c.end, 35, (t) => {
        h = h > 3000 ? 40 : h * c.r.num(1.15, 1.3);
        c.at(
          t,
          "disclosures",
          "warn",
          `system_monitor: large_heap pid=#PID<0.2331.0> name=Disclosures.AuditBuffer heap_size=${Math.round(h * 131072)} words (${Math.round(h)} MB) message_queue_len=${c.r.int(0, 400)}`,
        );
      });
      const t1 = c.on + (c.end - c.on) * c.r.num(0.5, 0.75);
      c.at(
        t1,
        "disclosures",
        "fatal",
        `eheap_alloc: Cannot allocate ${c.r.int(3000000000, 4200000000)} bytes of memory (of type "heap").`,
      );
      c.at(t1 + 0.01, "disclosures", "info", "Crash dump is being written to: erl_crash.dump...done");
      c.mute("disclosures", t1, t1 + 15, 0);
      c.every(t1 + 0.5, t1 + 14, 2, (t) =>
        c.at(
          t,
          "los",
          "error",
          `[${exec(c)}] c.k.los.disclosures.DisclosureClient : Loan Estimate for ${loanId(c.r)} failed: I/O error on POST request for "http://disclosures:4000/api/disclosures/le": Connection refused`,
        ),
      );
      c.boot(t1 + 8, "disclosures");
      c.every(c.on + (t1 - c.on) * 0.5, t1, 40, (t) =>
        c.at(t, "disclosures", "error", "GenServer Disclosures.LeRenderer terminating", {
          stack: elixir(
            `** (stop) exited in: GenServer.call(Disclosures.AuditBuffer, {:append, "${loanId(c.r)}"}, 5000)\n    ** (EXIT) time out`,
            [
              "(elixir 1.17.2) lib/gen_server.ex:1128: GenServer.call/3",
              "(disclosures 2.4.0) lib/disclosures/le_renderer.ex:61: Disclosures.LeRenderer.render/1",
            ],
          ),
        }),
      );
    },
  },
  {
    key: "esign-sdk-debug-log-enospc",
    estate: E,
    incident: true,
    origin: "esign-bridge",
    category: "disk",
    hints: ["ENOSPC", "no space left on device", "emptyDir", "evict"],
    sev: "medium",
    note: "ESIGN_SDK_DEBUG=true was left in esign-bridge's config; the vendor SDK writes full request/response bodies (PDFs base64) to /tmp/esign-sdk-debug.log on a 2Gi emptyDir, which fills; envelope builds fail with ENOSPC and kubelet evicts the pod",
    play(c) {
      c.at(
        Math.max(3, c.on - c.r.num(400, 900)),
        "esign-bridge",
        "info",
        "vendor SDK debug logging enabled (ESIGN_SDK_DEBUG=true) -> /tmp/esign-sdk-debug.log",
      );
      c.ramp(c.on, c.end, 0.15, 0.35, (t) => {
        const tr = c.tid();
        c.at(t, "esign-bridge", "error", `envelope build failed for ${loanId(c.r)}`, {
          trace: tr,
          stack: node("Error: ENOSPC: no space left on device, write", [
            "async open (node:internal/fs/promises:639:25)",
            "async Object.writeFile (node:internal/fs/promises:1212:14)",
            "async EnvelopeBuilder.stage (/app/dist/envelope/builder.js:84:9)",
            "async EnvelopeService.send (/app/dist/envelope/service.js:41:5)",
          ]),
        });
        if (c.r.chance(0.4))
          c.at(
            t + 0.02,
            "los",
            "warn",
            `[task-${c.r.int(1, 8)}] c.k.los.closing.ClosingDocs : e-sign envelope for ${loanId(c.r)} not created (esign-bridge 500), will retry`,
            { trace: tr },
          );
      });
      const ev = c.on + (c.end - c.on) * c.r.num(0.4, 0.7);
      c.at(
        ev,
        "kubelet",
        "warn",
        `"Eviction manager: pod is evicted successfully" pod="los-prod/${c.pod("esign-bridge")}" message="Usage of EmptyDir volume \\"tmp\\" exceeds the limit \\"2Gi\\". "`,
      );
      c.boot(ev + 12, "esign-bridge");
      c.at(
        ev + 14,
        "esign-bridge",
        "info",
        "vendor SDK debug logging enabled (ESIGN_SDK_DEBUG=true) -> /tmp/esign-sdk-debug.log",
      );
      c.mute("esign-bridge", ev, ev + 12, 0);
    },
  },
  {
    key: "credit-bureau-outage",
    estate: E,
    incident: true,
    origin: "credit-pull-svc",
    category: "dependency",
    hints: ["503", "Service Unavailable", "bureau", "circuit breaker", "upstream"],
    sev: "high",
    note: "the credit bureau's merge API has an outage (503 pages from its CDN); credit-pull-svc's calls fail, its circuit breaker opens and half-opens repeatedly, and los cannot move applications past credit",
    play(c) {
      c.ramp(c.on, c.end, 0.3, 0.5, (t, i) => {
        const tr = c.tid();
        const app = loanId(c.r);
        if (i % 9 === 8) {
          c.at(
            t,
            "credit-pull-svc",
            "warn",
            `circuit breaker state changed\t{"name": "bureau-merge", "from": "half-open", "to": "open"}`,
          );
          return;
        }
        c.at(
          t,
          "credit-pull-svc",
          "error",
          i % 3 === 0
            ? `tri-merge request failed\t{"application": "${app}", "bureau": "${c.r.pick(["equifax", "experian", "transunion"])}", "status": 503, "body": "<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Service Temporarily Unavailable</h1></center></body></html>"}`
            : `tri-merge request failed\t{"application": "${app}", "error": "circuit breaker is open"}`,
          { trace: tr },
        );
        c.at(
          t + 0.01,
          "los",
          "error",
          `[${exec(c)}] c.k.los.credit.CreditClient : credit pull failed for ${app}: 502 Bad Gateway from credit-pull-svc`,
          { trace: tr },
        );
      });
      c.mute("credit-pull-svc", c.on, c.end, 0.03);
    },
  },
  {
    key: "esign-vendor-outage",
    estate: E,
    incident: true,
    origin: "esign-bridge",
    category: "dependency",
    hints: ["503", "AxiosError", "Request failed with status code", "vendor"],
    sev: "medium",
    note: "the e-signature vendor's API returns 502/503 and intermittent ECONNRESET during its incident; esign-bridge cannot create envelopes or poll status, closing packages queue up in los",
    play(c) {
      c.ramp(c.on, c.end, 0.2, 0.35, (t) => {
        const tr = c.tid();
        const code = c.r.pick([503, 503, 502]);
        const reset = c.r.chance(0.15);
        c.at(
          t,
          "esign-bridge",
          "error",
          `vendor call failed POST /restapi/v2.1/accounts/8841207/envelopes for ${loanId(c.r)}`,
          {
            trace: tr,
            stack: reset
              ? node("AxiosError: read ECONNRESET", [
                  "TLSWrap.onStreamRead (node:internal/stream_base_commons:218:20)",
                  "Axios.request (/app/node_modules/axios/lib/core/Axios.js:45:41)",
                ])
              : node(`AxiosError: Request failed with status code ${code}`, [
                  "settle (/app/node_modules/axios/lib/core/settle.js:19:12)",
                  "IncomingMessage.handleStreamEnd (/app/node_modules/axios/lib/adapters/http.js:599:11)",
                  "IncomingMessage.emit (node:events:531:35)",
                  "Axios.request (/app/node_modules/axios/lib/core/Axios.js:45:41)",
                  "async VendorClient.createEnvelope (/app/dist/vendor/client.js:52:20)",
                ]),
          },
        );
        if (c.r.chance(0.3))
          c.at(
            t + 0.02,
            "los",
            "warn",
            `[task-${c.r.int(1, 8)}] c.k.los.closing.ClosingDocs : e-sign envelope for ${loanId(c.r)} not created (esign-bridge 502), will retry`,
            { trace: tr },
          );
      });
      c.mute("esign-bridge", c.on, c.end, 0.1);
    },
  },
  {
    key: "underwriting-opaque-500s",
    estate: E,
    incident: true,
    origin: "underwriting",
    category: "unknown",
    hints: ["Internal Server Error", "500"],
    sev: "medium",
    note: "about a fifth of underwriting's decision calls start returning 500 with only django.request's 'Internal Server Error' line (the traceback is dropped by the log formatter); los logs the 500s, nothing says why",
    play(c) {
      c.ramp(c.on, c.end, 0.25, 0.4, (t) => {
        const tr = c.tid();
        c.at(t, "underwriting", "error", "Internal Server Error: /api/v2/decisions", { trace: tr });
        c.at(
          t + 0.002,
          "underwriting",
          "info",
          `${c.r.ip()} - - "POST /api/v2/decisions HTTP/1.1" 500 145 "-" "Apache-HttpClient/5.3"`,
          { trace: tr },
        );
        c.at(
          t + 0.01,
          "los",
          "error",
          `[${exec(c)}] c.k.los.underwriting.UnderwritingClient : decision request for ${loanId(c.r)} failed: 500 Internal Server Error: "<!doctype html><html lang="en"><head><title>Server Error (500)</title></head><body><h1>Server Error (500)</h1><p></p></body></html>"`,
          { trace: tr },
        );
      });
    },
  },
];
