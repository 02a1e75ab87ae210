// Thirteen faults in the Valdoria Document Authority estate (no request ids), one per category.
import { VALDORIA as E } from "./estate-valdoria.js";
import { app, ms, parcel } from "./ids.js";
import type { Rng } from "./rng.js";
import { inc, type Scenario } from "./scenario.js";
import type { Line } from "./stream.js";

const ex = (r: Rng) => `http-nio-8443-exec-${r.i(1, 40)}`;

export const VALDORIA_FAULTS: Scenario[] = [
  inc(
    E,
    "authentication",
    "medium",
    ["401", "unauthorized", "authentication", "security", "api key", "credential"],
    "The acquirer rejects payments-adapter's rotated API key with 401 and card payments fail.",
    {
      origin: "payments-adapter",
      pFail: 0.97,
      atOrigin: (r) => [
        "error",
        `[${ex(r)}] c.v.p.CheckoutService - authorisation for ${app(r, "VD")} failed: HTTP 401 {"status":401,"errorCode":"000","message":"HTTP Status Response - Unauthorized","errorType":"security"}`,
      ],
      callers: {
        "eapply-web": (r) => [
          "error",
          `[PaymentsClient] checkout failed for ${app(r, "VD")}: Request failed with status code 502`,
        ],
      },
      once: [
        [
          -90000,
          "payments-adapter",
          "info",
          "[config-watcher] c.v.p.SecretsReloader - secret acquirer-api-key reloaded from /var/run/secrets/acquirer (version 14)",
        ],
      ],
    },
  ),
  inc(
    E,
    "authorization",
    "medium",
    ["403", "forbidden", "access", "denied", "not authorised", "authoriz"],
    "The civil registry answers idv-registry with 403: its new client certificate is not authorised for the lookup operation.",
    {
      origin: "idv-registry",
      pFail: 0.95,
      atOrigin: (r) => [
        "error",
        `civil registry lookup failed application=${app(r, "VD")} status=403 fault="<soap:Fault><faultcode>soap:Client.AccessDenied</faultcode><faultstring>Access denied: certificate CN=idv-registry.vda.gov.vd is not authorised for operation ConsultarCidadao</faultstring></soap:Fault>"`,
      ],
      callers: {
        "eapply-web": (r) => [
          "error",
          `[SubmitController] submission ${app(r, "VD")} failed: idv-registry responded 502 (Bad Gateway)`,
        ],
        "enrol-gw": (r) => [
          "error",
          `forward of enrolment packet ${r.hex(12)} failed: HTTP 502 from idv-registry, packet parked in /var/lib/enrol-gw/retry`,
        ],
      },
    },
  ),
  inc(
    E,
    "database",
    "high",
    ["sqlexception", "deadlock", "sql", "database", "lock"],
    "booking-api's SQL Server transactions deadlock on the slot table and availability requests fail with SqlException.",
    {
      origin: "booking-api",
      pFail: 0.7,
      ramp: 45000,
      atOrigin: (r) => [
        "error",
        `Microsoft.EntityFrameworkCore.Database.Command[20102] Failed executing DbCommand (${r.i(900, 4000)}ms) [Parameters=[@__site_0='${r.p(["VAL-CENTRAL", "VAL-MIRA", "VAL-ALTA"])}' (Size = 4000)], CommandType='Text', CommandTimeout='30']\nMicrosoft.Data.SqlClient.SqlException (0x80131904): Transaction (Process ID ${r.i(51, 140)}) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.\n   at Microsoft.Data.SqlClient.SqlCommand.ExecuteReaderAsync(CommandBehavior behavior, CancellationToken cancellationToken)\n   at Vda.Booking.Data.SlotRepository.ReserveAsync(String site, DateOnly day) in /src/Vda.Booking.Data/SlotRepository.cs:line ${r.i(40, 120)}\nClientConnectionId:${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}\nError Number:1205,State:51,Class:13`,
      ],
      callers: {
        "eapply-web": (r) => [
          "error",
          `[HTTP] GET /appointments/availability 500 - ${ms(r, 900, 4000)}ms (booking-api: Internal Server Error)`,
        ],
      },
    },
  ),
  inc(
    E,
    "network",
    "medium",
    ["getaddrinfo", "dns", "name resolution", "socket", "network"],
    "dispatch-tracker can no longer resolve the courier API host (getaddrinfo failures) and tracking updates stop.",
    {
      origin: "dispatch-tracker",
      pFail: 0,
      callers: {},
      silent: true,
      during: [
        {
          svc: "dispatch-tracker",
          perMin: 8,
          gen: (r) => [
            "error",
            `tracking poll failed for ${parcel(r, "CV")}: SocketError: Failed to open TCP connection to api.correios-vd.example:443 (getaddrinfo: Temporary failure in name resolution)\n/usr/local/lib/ruby/3.3.0/net/http.rb:1603:in \`initialize'\n/usr/local/lib/ruby/3.3.0/net/http.rb:1603:in \`open'\n/app/lib/couriers/correios_client.rb:${r.i(20, 60)}:in \`track'`,
          ],
        },
        {
          svc: "eapply-web",
          perMin: 3,
          gen: (r) => ["warn", `[TrackingWidget] status for ${parcel(r, "CV")} unavailable, showing last known state`],
        },
      ],
    },
  ),
  inc(
    E,
    "timeout",
    "medium",
    ["timeout", "deadline", "timed out", "context deadline"],
    "The civil registry stops answering idv-registry in time (context deadline exceeded) and eapply-web submissions time out and retry.",
    {
      origin: "idv-registry",
      pFail: 0.75,
      ramp: 60000,
      callerDelay: [15000, 15100],
      atOrigin: (r) => [
        "error",
        `civil registry lookup failed application=${app(r, "VD")}: Post "https://rnpc.gov.vd/ws/v2": context deadline exceeded (Client.Timeout exceeded while awaiting headers) elapsed=12.000s`,
      ],
      callers: {
        "eapply-web": (r) => [
          "error",
          `[SubmitController] upstream timeout after 15000ms calling idv-registry for ${app(r, "VD")}`,
        ],
        "enrol-gw": () => ["warn", "forward to idv-registry timed out after 15s, will retry"],
      },
      retry: {
        svc: "eapply-web",
        n: [1, 3],
        gen: (r) => ["warn", `[SubmitController] retrying idv-registry (attempt ${r.i(2, 4)})`],
        gap: 1000,
      },
    },
  ),
  inc(
    E,
    "rate_limiting",
    "medium",
    ["429", "throttl", "rate", "limit", "too many requests"],
    "watchlist-match is throttled by the screening provider (429, warnings only) and idv-registry's submissions fail with 503.",
    {
      origin: "watchlist-match",
      pFail: 0.55,
      atOrigin: (r) => [
        "warn",
        `[match-worker-${r.i(1, 8)}] c.v.w.WorldCheckClient - screening request throttled: 429 Too Many Requests, Retry-After: ${r.i(10, 60)} (plan limit 40 req/s)`,
      ],
      callers: {
        "idv-registry": (r) => [
          "error",
          `watchlist screening failed application=${app(r, "VD")}: watchlist-match returned 503 Service Unavailable`,
        ],
        "eapply-web": (r) => [
          "error",
          `[SubmitController] submission ${app(r, "VD")} failed: idv-registry responded 500`,
        ],
      },
    },
  ),
  inc(
    E,
    "validation",
    "medium",
    ["validation", "xsd", "cvc", "invalid", "schema"],
    "perso-line rejects orders whose surnames contain an apostrophe because its XSD pattern does not allow it.",
    {
      origin: "perso-line",
      pFail: 0.45,
      atOrigin: (r) => [
        "error",
        `order ${r.i(7000000, 7999999)} rejected: XSD validation error line 1 col ${r.i(300, 700)}: cvc-pattern-valid: Value '${r.p(["O'NEILL", "D'ALMEIDA", "DELL'ORTO", "N'DIAYE"])}' is not facet-valid with respect to pattern '[A-Z<\\- ]{1,39}' for type 'mrzNameType'`,
      ],
      callers: {
        "watchlist-match": (r) => [
          "error",
          `[match-worker-${r.i(1, 8)}] c.v.w.DecisionPublisher - perso-line rejected order for ${app(r, "VD")}: HTTP 400 Bad Request`,
        ],
      },
    },
  ),
  inc(
    E,
    "null_reference",
    "high",
    ["attributeerror", "nonetype", "none", "null"],
    "image-qa crashes with AttributeError on NoneType when the face detector finds no landmarks, failing photo uploads.",
    {
      origin: "image-qa",
      pFail: 0.65,
      atOrigin: (r) => [
        "error",
        `Exception in ASGI application\nTraceback (most recent call last):\n  File "/usr/local/lib/python3.11/site-packages/uvicorn/protocols/http/httptools_impl.py", line 426, in run_asgi\n    result = await app(  # type: ignore[func-returns-value]\n  File "/app/qa/checks/geometry.py", line ${r.i(40, 120)}, in eye_distance\n    left = det.landmarks.left_eye\n           ^^^^^^^^^^^^^\nAttributeError: 'NoneType' object has no attribute 'landmarks'`,
      ],
      callers: {
        "eapply-web": (r) => [
          "error",
          `[HTTP] POST /applications/${app(r, "VD")}/photo 500 - ${ms(r, 100, 400)}ms (image-qa: Internal Server Error)`,
        ],
      },
      once: [[-120000, "image-qa", "info", "loaded detector retinaface-r50 v2.1 (was v2.0)"]],
    },
  ),
  inc(
    E,
    "configuration",
    "medium",
    ["config", "missing", "endpoint", "setting", "toml"],
    "A config push leaves enrol-gw without forward.endpoint; it falls back to localhost and every enrolment forward is refused.",
    {
      origin: "enrol-gw",
      pFail: 0.98,
      atOrigin: (r) => [
        "error",
        `forward of enrolment packet ${r.hex(12)} failed: connect to http://127.0.0.1:8081/v1/enrolments: Connection refused (errno 111), packet parked`,
      ],
      callers: {},
      once: [
        [-20000, "enrol-gw", "info", "SIGHUP received, reloading /etc/enrol-gw/enrol-gw.toml"],
        [
          -19000,
          "enrol-gw",
          "warn",
          "config: key 'forward.endpoint' not found in /etc/enrol-gw/enrol-gw.toml, using default http://127.0.0.1:8081",
        ],
        [-18500, "enrol-gw", "info", "configuration reloaded (generation 42)"],
      ],
      during: [
        {
          svc: "enrol-gw",
          perMin: 1,
          gen: (r) => ["warn", `retry spool /var/lib/enrol-gw/retry holds ${r.i(50, 900)} packets`],
        },
      ],
    },
  ),
  inc(
    E,
    "dependency",
    "medium",
    ["503", "unavailable", "acquirer", "upstream", "dependency", "circuit"],
    "The card acquirer answers payments-adapter with 503s and its circuit breaker opens; payments fail.",
    {
      origin: "payments-adapter",
      pFail: 0.9,
      atOrigin: (r: Rng): Line =>
        r.chance(0.4)
          ? [
              "error",
              `[${ex(r)}] c.v.p.CheckoutService - authorisation for ${app(r, "VD")} failed: 503 Service Unavailable from https://pal-live.acquirer.example/pal/servlet/Payment/v68/authorise`,
            ]
          : [
              "warn",
              `[${ex(r)}] c.v.p.CheckoutService - CircuitBreaker 'acquirer' is OPEN and does not permit further calls (${app(r, "VD")})`,
            ],
      callers: {
        "eapply-web": (r) => [
          "error",
          `[PaymentsClient] checkout failed for ${app(r, "VD")}: Request failed with status code 503`,
        ],
      },
      once: [
        [
          5000,
          "payments-adapter",
          "warn",
          "[resilience4j] CircuitBreaker 'acquirer' changed state from CLOSED to OPEN (failure rate 78.3% > 50.0%)",
        ],
      ],
    },
  ),
  inc(
    E,
    "memory",
    "high",
    ["heap", "memory", "out of memory", "allocation", "oom"],
    "eapply-web's session cache grows until the V8 heap is exhausted and the process crashes with out-of-memory about once a minute.",
    {
      origin: "eapply-web",
      pFail: 0,
      callers: {},
      during: [
        {
          svc: "eapply-web",
          perMin: 0.9,
          gen: (r): Line[] => [
            ["warn", `[MemoryWatch] heap used ${r.i(1900, 2010)} MB of 2048 MB, gc pause ${r.i(800, 2400)}ms`],
            [
              "fatal",
              `<--- Last few GCs --->\n[1:0x6a4c0e0]  ${r.i(300000, 900000)} ms: Mark-Compact 2031.4 (2082.1) -> 2029.9 (2083.1) MB, 1832.51 / 0.00 ms  (average mu = 0.11, current mu = 0.02) allocation failure; scavenge might not succeed\n\n<--- JS stacktrace --->\n\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]\n 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]`,
            ],
            ["info", "[NestFactory] Starting Nest application..."],
            ["info", "[NestApplication] Nest application successfully started"],
          ],
        },
        {
          svc: "eapply-web",
          perMin: 3,
          gen: (r) => [
            "warn",
            `[MemoryWatch] heap used ${r.i(1500, 1900)} MB of 2048 MB, session cache ${r.i(80000, 140000)} entries`,
          ],
        },
      ],
    },
  ),
  inc(
    E,
    "disk",
    "medium",
    ["disk", "no space", "ioexception", "space"],
    "watchlist-match's local list index volume fills up; delta syncs and matches fail with No space left on device.",
    {
      origin: "watchlist-match",
      pFail: 0.8,
      atOrigin: (r) => [
        "error",
        `[match-worker-${r.i(1, 8)}] c.v.w.MatchService - screening ${app(r, "VD")} failed\njava.io.IOException: No space left on device\n\tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)\n\tat org.apache.lucene.store.FSDirectory$FSIndexOutput$1.write(FSDirectory.java:416)\n\tat org.apache.lucene.index.IndexWriter.commit(IndexWriter.java:3912)\n\tat c.v.w.index.ListIndex.recordQuery(ListIndex.java:${r.i(60, 200)})`,
      ],
      callers: {
        "idv-registry": (r) => [
          "error",
          `watchlist screening failed application=${app(r, "VD")}: watchlist-match returned 500 Internal Server Error`,
        ],
      },
      during: [
        {
          svc: "watchlist-match",
          perMin: 1,
          gen: () => [
            "error",
            "[scheduling-1] c.v.w.ListSync - delta sync sanctions-eu failed: java.io.IOException: No space left on device (/data/lists 100% used)",
          ],
        },
      ],
    },
  ),
  inc(
    E,
    "unknown",
    "medium",
    ["unknown", "unhandled", "crash", "restart", "exit"],
    "booking-api throws unhandled exceptions without any detail and restarts; availability requests get 502.",
    {
      origin: "booking-api",
      pFail: 0.65,
      atOrigin: (r) => [
        "error",
        `Microsoft.AspNetCore.Server.Kestrel[13] Connection id "0HN8${r.hex(8).toUpperCase()}", Request id "0HN8${r.hex(8).toUpperCase()}:0000000${r.i(1, 9)}": An unhandled exception was thrown by the application.`,
      ],
      callers: {
        "eapply-web": (r) => [
          "error",
          `[HTTP] GET /appointments/availability 502 - ${ms(r, 2, 60)}ms (booking-api: Bad Gateway)`,
        ],
      },
      during: [
        {
          svc: "booking-api",
          perMin: 0.7,
          gen: (): Line[] => [
            ["info", "Microsoft.Hosting.Lifetime[0] Application is shutting down..."],
            ["info", "Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080"],
            ["info", "Microsoft.Hosting.Lifetime[0] Application started. Press Ctrl+C to shut down."],
          ],
        },
      ],
    },
  ),
];
