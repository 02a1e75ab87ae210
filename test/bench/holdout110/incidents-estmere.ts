// Thirteen faults in the Estmere Passport Service estate, one per category.
import { ESTMERE as E } from "./estate-estmere.js";
import { app, ms, parcel } from "./ids.js";
import type { Rng } from "./rng.js";
import { inc, type Scenario } from "./scenario.js";
import type { Line } from "./stream.js";

const KT = (r: Rng) => `[DefaultDispatcher-worker-${r.i(1, 16)}]`;
const env = (r: Rng, m: string, path: string, code: number, flags: string, lo: number, hi: number) =>
  `"${m} ${path} HTTP/2" ${code} ${flags} ${r.i(0, 9000)} ${r.i(0, 300)} ${ms(r, lo, hi)} "-"`;

export const ESTMERE_FAULTS: Scenario[] = [
  inc(
    E,
    "authentication",
    "medium",
    ["oauth", "invalid_client", "authentication", "401", "credential", "token"],
    "registry-lookup's OAuth client secret for the GRO API has expired; token requests fail with invalid_client and submissions get 502.",
    {
      origin: "registry-lookup",
      pFail: 0.95,
      atOrigin: (r) => [
        "error",
        `GRO match failed for ${app(r, "EP")}\nTraceback (most recent call last):\n  File "/app/registry_lookup/gro.py", line ${r.i(40, 90)}, in match\n    token = await self._oauth.fetch_token()\n  File "/usr/local/lib/python3.12/site-packages/authlib/integrations/httpx_client/oauth2_client.py", line 138, in _fetch_token\n    return self.parse_response_token(resp)\nauthlib.integrations.base_client.errors.OAuthError: invalid_client: Client authentication failed (client_id=eps-registry-lookup)`,
      ],
      callers: {
        "application-api": (r) => [
          "error",
          `${KT(r)} c.e.p.api.SubmitRoutes - verification for ${app(r, "EP")} failed: registry-lookup responded 502 Bad Gateway`,
        ],
        "edge-gateway": (r) => ["warn", env(r, "POST", "/v3/applications/submit", 502, "-", 100, 500)],
      },
    },
  ),
  inc(
    E,
    "authorization",
    "medium",
    ["accessdenied", "access denied", "403", "forbidden", "s3", "permission"],
    "After a bucket policy change application-api gets Access Denied writing photos to S3 and photo uploads fail.",
    {
      origin: "application-api",
      pFail: 0.96,
      onlyWith: "photo-validator",
      atOrigin: (r) => [
        "error",
        `${KT(r)} c.e.p.api.PhotoRoutes - storing photo for ${app(r, "EP")} failed\nsoftware.amazon.awssdk.services.s3.model.S3Exception: Access Denied (Service: S3, Status Code: 403, Request ID: ${r.hex(16).toUpperCase()}, Extended Request ID: ${r.hex(40)})\n\tat software.amazon.awssdk.services.s3.model.S3Exception$BuilderImpl.build(S3Exception.java:104)\n\tat software.amazon.awssdk.core.internal.http.CombinedResponseHandler.handleErrorResponse(CombinedResponseHandler.java:125)\n\tat com.estmere.passport.storage.PhotoStore.put(PhotoStore.kt:${r.i(30, 80)})`,
      ],
      callers: {
        "edge-gateway": (r) => ["warn", env(r, "POST", "/v3/applications/photo", 500, "-", 60, 300)],
      },
    },
  ),
  inc(
    E,
    "database",
    "high",
    ["knex", "pool", "connection", "database", "postgres", "sql"],
    "slot-planner's Postgres pool runs dry (remaining connection slots reserved) and slot searches time out at the edge.",
    {
      origin: "slot-planner",
      pFail: 0.8,
      ramp: 50000,
      callerDelay: [60000, 60100],
      atOrigin: (r: Rng): Line =>
        r.chance(0.7)
          ? [
              "error",
              `slot search failed centre=EST-HARBOUR: KnexTimeoutError: Knex: Timeout acquiring a connection. The pool is probably full. Are you missing a .transacting(trx) call?\n    at Client_PG.acquireConnection (/app/node_modules/knex/lib/client.js:332:26)\n    at async Runner.ensureConnection (/app/node_modules/knex/lib/execution/runner.js:305:28)\n    at async SlotRepo.free (/app/dist/slots/repo.js:${r.i(20, 80)}:19)`,
            ]
          : [
              "error",
              "pg pool: error: remaining connection slots are reserved for non-replication superuser connections",
            ],
      callers: {
        "edge-gateway": (r) => ["warn", env(r, "GET", "/v3/centres/EST-HARBOUR/slots", 504, "UT", 60000, 60010)],
      },
    },
  ),
  inc(
    E,
    "network",
    "medium",
    ["route", "network", "socket", "host", "unreachable"],
    "capture-sync's node loses its route to the cluster service network; kiosk bundles pile up with 'No route to host'.",
    {
      origin: "capture-sync",
      pFail: 0.92,
      atOrigin: (r) => [
        "error",
        `Upload of capture bundle ${r.hex(8)} failed, will retry\nSystem.Net.Http.HttpRequestException: No route to host (application-api.eps-prod.svc.cluster.local:8080)\n ---> System.Net.Sockets.SocketException (113): No route to host\n   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)\n   at System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)\n   --- End of inner exception stack trace ---\n   at Eps.CaptureSync.BundleUploader.UploadAsync(Bundle bundle) in /src/Eps.CaptureSync/BundleUploader.cs:line ${r.i(50, 130)}`,
      ],
      callers: {},
      during: [
        {
          svc: "capture-sync",
          perMin: 2,
          gen: () => ["warn", "Health check application-api: Unhealthy (No route to host)"],
        },
        {
          svc: "capture-sync",
          perMin: 1,
          gen: (r) => ["warn", `Local queue holds ${r.i(20, 300)} bundles awaiting upload`],
        },
      ],
    },
  ),
  inc(
    E,
    "timeout",
    "medium",
    ["timeout", "timed out", "worker timeout", "slow"],
    "fraud-score's scoring becomes slow, gunicorn kills workers on WORKER TIMEOUT and application-api's risk calls time out.",
    {
      origin: "fraud-score",
      pFail: 0.7,
      ramp: 60000,
      callerDelay: [5000, 5050],
      atOrigin: (r: Rng): Line =>
        r.chance(0.5)
          ? ["warn", `slow scoring application=${app(r, "EP")} took ${r.i(5200, 29000)}ms (feature join)`]
          : ["error", `[CRITICAL] WORKER TIMEOUT (pid:${r.i(20, 90)})`],
      callers: {
        "application-api": (r) => [
          "error",
          `${KT(r)} c.e.p.risk.RiskClient - risk scoring failed for ${app(r, "EP")}\nio.ktor.client.plugins.HttpRequestTimeoutException: Request timeout has expired [url=http://fraud-score:8000/score, request_timeout=5000 ms]\n\tat io.ktor.client.plugins.HttpTimeoutKt$timeoutExceptionCause$1.invoke(HttpTimeout.kt:228)\n\tat com.estmere.passport.risk.RiskClient.score(RiskClient.kt:${r.i(30, 70)})`,
        ],
      },
      retry: {
        svc: "application-api",
        n: [1, 2],
        gen: (r) => ["warn", `${KT(r)} c.e.p.risk.RiskClient - retrying fraud-score (attempt 2/3)`],
        gap: 5000,
      },
    },
  ),
  inc(
    E,
    "rate_limiting",
    "medium",
    ["429", "ratelimiterror", "rate", "limit", "exceeded"],
    "slot-planner exceeds the notification service's live-key rate limit (429 RateLimitError) and booking confirmations fail.",
    {
      origin: "slot-planner",
      pFail: 0.6,
      atOrigin: (r) => [
        "warn",
        `confirmation for booking ${r.hex(10)} not sent: notify responded 429 {"errors":[{"error":"RateLimitError","message":"Exceeded rate limit for key type LIVE of 3000 requests per 60 seconds"}],"status_code":429}`,
      ],
      callers: {
        "edge-gateway": (r) => ["warn", env(r, "GET", "/v3/centres/EST-NORTHGATE/slots", 503, "-", 100, 900)],
      },
      during: [
        {
          svc: "slot-planner",
          perMin: 2,
          gen: (r) => ["error", `notification queue backlog ${r.i(2000, 9000)} messages, oldest ${r.i(2, 15)} min`],
        },
      ],
    },
  ),
  inc(
    E,
    "validation",
    "medium",
    ["validation", "missingfield", "required", "badrequest", "serialization", "invalid"],
    "application-api rejects submissions because the request body lacks a now-required placeOfBirth field (MissingFieldException -> 400).",
    {
      origin: "application-api",
      pFail: 0.9,
      onlyWith: "registry-lookup",
      atOrigin: (r) => [
        "warn",
        `${KT(r)} c.e.p.api.SubmitRoutes - rejecting submission: io.ktor.server.plugins.BadRequestException: Failed to convert request body to class com.estmere.passport.api.SubmitRequest\nCaused by: kotlinx.serialization.MissingFieldException: Field 'placeOfBirth' is required for type with serial name 'com.estmere.passport.api.SubmitRequest', but it was missing at path: $`,
      ],
      callers: {
        "edge-gateway": (r) => ["info", env(r, "POST", "/v3/applications/submit", 400, "-", 10, 80)],
      },
      once: [
        [
          -100000,
          "application-api",
          "info",
          "[main] c.e.p.Application - Application started: application-api 2026.11.19-2 (schema submit-v7)",
        ],
      ],
    },
  ),
  inc(
    E,
    "null_reference",
    "medium",
    ["typeerror", "undefined", "cannot read properties", "null"],
    "parcel-status crashes on carrier webhooks without trackingEvents (TypeError) and the carrier retries them in a storm.",
    {
      origin: "parcel-status",
      pFail: 0,
      callers: {},
      during: [
        {
          svc: "parcel-status",
          perMin: 10,
          gen: (r) => [
            "error",
            `carrier webhook ${parcel(r, "EP")} failed with 500\nTypeError: Cannot read properties of undefined (reading 'trackingEvents')\n    at normaliseEvent (/app/dist/webhooks/carrier.js:${r.i(30, 90)}:31)\n    at Array.map (<anonymous>)\n    at handleWebhook (/app/dist/webhooks/carrier.js:${r.i(100, 140)}:22)\n    at Layer.handle [as handle_request] (/app/node_modules/express/lib/router/layer.js:95:5)`,
          ],
        },
        { svc: "edge-gateway", perMin: 14, gen: (r) => ["warn", env(r, "POST", "/hooks/carrier", 500, "-", 3, 20)] },
      ],
    },
  ),
  inc(
    E,
    "configuration",
    "medium",
    ["config", "route", "no route", "configuration", "rds"],
    "An edge-gateway route update drops the submit route; every submission returns 404 NR while the rest keeps working.",
    {
      origin: "edge-gateway",
      pFail: 1,
      onlyWith: "registry-lookup",
      atOrigin: (r) => ["warn", env(r, "POST", "/v3/applications/submit", 404, "NR", 0, 1)],
      callers: {},
      once: [
        [
          -8000,
          "edge-gateway",
          "info",
          "rds: loading new configuration: config_name=https_route version_info=2026-11-19T10:02:11Z/7b1e",
        ],
        [-7000, "edge-gateway", "info", "rds: route config https_route updated: 14 virtual host routes (was 15)"],
      ],
    },
  ),
  inc(
    E,
    "dependency",
    "medium",
    ["503", "unavailable", "circuit", "upstream", "gro", "dependency"],
    "The GRO registry API is down with 503s; registry-lookup's circuit breaker opens and submissions fail.",
    {
      origin: "registry-lookup",
      pFail: 0.9,
      atOrigin: (r: Rng): Line =>
        r.chance(0.35)
          ? [
              "error",
              `GRO request failed: httpx.HTTPStatusError: Server error '503 Service Unavailable' for url 'https://api.gro.estmere.gov/v2/match'`,
            ]
          : [
              "error",
              `GRO match for ${app(r, "EP")} short-circuited: pybreaker.CircuitBreakerError: Failures threshold reached, circuit breaker opened`,
            ],
      callers: {
        "application-api": (r) => [
          "error",
          `${KT(r)} c.e.p.api.SubmitRoutes - verification for ${app(r, "EP")} failed: registry-lookup responded 503 Service Unavailable`,
        ],
        "edge-gateway": (r) => ["warn", env(r, "POST", "/v3/applications/submit", 503, "-", 20, 200)],
      },
    },
  ),
  inc(
    E,
    "memory",
    "high",
    ["memory", "sigkill", "out of memory", "oom"],
    "photo-validator workers are SIGKILLed for exceeding memory and photo uploads fail with 502.",
    {
      origin: "photo-validator",
      pFail: 0.55,
      ramp: 30000,
      atOrigin: (r) => ["error", `Worker (pid:${r.i(20, 200)}) was sent SIGKILL! Perhaps out of memory?`],
      callers: {
        "application-api": (r) => [
          "error",
          `${KT(r)} c.e.p.api.PhotoRoutes - validation call for ${app(r, "EP")} failed: photo-validator closed connection (unexpected end of stream)`,
        ],
        "edge-gateway": (r) => ["warn", env(r, "POST", "/v3/applications/photo", 502, "-", 200, 900)],
      },
      during: [
        {
          svc: "photo-validator",
          perMin: 2,
          gen: (r) => [
            "warn",
            `memory usage ${(1.7 + r.f() * 0.28).toFixed(2)}GiB of 2GiB limit (model cache ${r.i(3, 6)} sessions)`,
          ],
        },
      ],
    },
  ),
  inc(
    E,
    "disk",
    "medium",
    ["disk", "no space", "errno 28", "spool", "storage"],
    "The spool volume of card-printer-ctl fills up; print orders are refused with 507 Insufficient Storage.",
    {
      origin: "card-printer-ctl",
      pFail: 0.95,
      atOrigin: (r) => [
        "error",
        `spool write failed for order ${r.i(100000, 999999)}: /var/spool/dcp/${r.hex(8)}.job: No space left on device (errno 28)`,
      ],
      callers: {
        "application-api": (r) => [
          "error",
          `${KT(r)} c.e.p.issue.IssueOrder - print order for ${app(r, "EP")} refused by card-printer-ctl: 507 Insufficient Storage`,
        ],
      },
      during: [
        {
          svc: "card-printer-ctl",
          perMin: 1,
          gen: () => ["warn", "spool /var/spool/dcp 100% used (19.9G/20G), oldest job 3d"],
        },
      ],
    },
  ),
  inc(
    E,
    "unknown",
    "medium",
    ["exit", "unknown", "crash", "unhandled", "restart"],
    "slot-planner's process keeps exiting with a bare 'unhandled error' and npm lifecycle failure; slot searches get 503 UF.",
    {
      origin: "slot-planner",
      pFail: 0.6,
      atOrigin: () => ["error", "unhandled error, shutting down"],
      callers: {
        "edge-gateway": (r) => ["warn", env(r, "GET", "/v3/centres/EST-KINGSMEAD/slots", 503, "UF", 0, 5)],
      },
      during: [
        {
          svc: "slot-planner",
          perMin: 1,
          gen: (): Line[] => [
            [
              "error",
              "npm error path /app\nnpm error command failed\nnpm error signal SIGABRT\nnpm error command sh -c node dist/server.js",
            ],
            ["info", "> slot-planner@6.2.1 start\n> node dist/server.js"],
            ["info", "slot-planner listening on :8080"],
          ],
        },
      ],
    },
  ),
];
