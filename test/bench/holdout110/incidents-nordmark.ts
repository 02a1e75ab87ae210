// Thirteen faults in the Nordmark Identity Agency estate, one per category.
import { NORDMARK as E } from "./estate-nordmark.js";
import { app, ip, ms, parcel, uuid } from "./ids.js";
import type { Rng } from "./rng.js";
import { inc, type Scenario } from "./scenario.js";
import type { Line } from "./stream.js";

const ex = (r: Rng) => `nio-8080-exec-${r.i(1, 40)}`;

export const NORDMARK_FAULTS: Scenario[] = [
  inc(
    E,
    "authentication",
    "high",
    ["401", "unauthorized", "token", "authentication", "credential"],
    "After a certificate rotation civreg-bridge can no longer authenticate to the civil registry (401 invalid_token), so every submission fails.",
    {
      origin: "civreg-bridge",
      pFail: 0.96,
      atOrigin: (r) => [
        "error",
        `[${ex(r)}] n.c.FolkeregisterClient : lookup failed for application ${app(r)}: 401 Unauthorized, WWW-Authenticate: Bearer error="invalid_token", error_description="The access token was issued for a certificate that is no longer registered"\norg.springframework.web.client.HttpClientErrorException$Unauthorized: 401 Unauthorized: [no body]\n\tat org.springframework.web.client.HttpClientErrorException.create(HttpClientErrorException.java:106)\n\tat org.springframework.web.client.DefaultResponseErrorHandler.handleError(DefaultResponseErrorHandler.java:183)\n\tat org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:915)\n\tat no.nia.civreg.FolkeregisterClient.lookup(FolkeregisterClient.java:${r.i(70, 140)})\n\tat no.nia.civreg.RegistryLookupService.verify(RegistryLookupService.java:${r.i(40, 90)})`,
      ],
      callers: {
        "apply-portal": (r) => [
          "error",
          `submit failed for ${app(r)}: upstream civreg-bridge responded 502 Bad Gateway (${ms(r, 150, 600)}ms)`,
        ],
      },
      retry: {
        svc: "apply-portal",
        n: [1, 2],
        gen: (r) => ["warn", `civreg-bridge call failed with 502, retrying (attempt ${r.i(2, 3)}/3)`],
      },
      during: [
        {
          svc: "civreg-bridge",
          perMin: 1,
          gen: () => [
            "warn",
            "[token-refresh] n.c.MaskinportenTokenProvider : token request succeeded but registry keeps rejecting it; kid=nia-civreg-2026b",
          ],
        },
      ],
      once: [
        [
          -40000,
          "civreg-bridge",
          "info",
          "[token-refresh] n.c.MaskinportenTokenProvider : loaded client certificate CN=civreg-bridge.nia.no serial=4F:1A:09:C2 from /etc/civreg/keystore.p12",
        ],
      ],
    },
  ),
  inc(
    E,
    "authorization",
    "medium",
    ["accessdenied", "access", "denied", "kms", "not authorized", "permission"],
    "fee-pay lost kms:Decrypt on the card-token key after an IAM policy change and every payment fails with AccessDeniedException.",
    {
      origin: "fee-pay",
      pFail: 0.95,
      atOrigin: (r) => [
        "error",
        `payment failed app=${app(r)} err="operation error KMS: Decrypt, https response error StatusCode: 400, RequestID: ${uuid(r)}, api error AccessDeniedException: User: arn:aws:sts::441192837465:assumed-role/fee-pay-prod/${r.hex(16)} is not authorized to perform: kms:Decrypt on resource: arn:aws:kms:eu-north-1:441192837465:key/3f6a1c2e-9b0d-4e7a-8c55-0d2b61f4aa10 because no identity-based policy allows the kms:Decrypt action"`,
      ],
      callers: {
        "apply-portal": (r) => [
          "error",
          `POST /api/v1/payments 500 ${ms(r, 80, 300)}ms - fee-pay error: {"code":"PAYMENT_INTERNAL","message":"could not prepare card token"}`,
        ],
      },
    },
  ),
  inc(
    E,
    "database",
    "high",
    ["jdbc", "connection", "hikari", "pool", "database", "sql"],
    "appointment-svc exhausts its HikariCP pool against PostgreSQL (too many clients) and slot searches fail after 30 s.",
    {
      origin: "appointment-svc",
      pFail: 0.85,
      ramp: 60000,
      callerDelay: [29000, 30500],
      atOrigin: (r) => [
        "error",
        `[${ex(r)}] o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception\norg.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection\n\tat org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)\n\tat org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:653)\n\tat no.nia.booking.slots.SlotRepository.freeSlots(SlotRepository.java:${r.i(40, 80)})\nCaused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${r.i(30, 90)})\n\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)\n\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)`,
      ],
      callers: {
        "apply-portal": (r) => [
          "error",
          `GET /api/v1/offices/NM-OSL-02/slots 503 ${ms(r, 30000, 30200)}ms - appointment-svc: Service Unavailable`,
        ],
      },
      during: [
        {
          svc: "appointment-svc",
          perMin: 2,
          gen: () => [
            "warn",
            "[HikariPool-1 housekeeper] com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@5c1b8a0e (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
          ],
        },
        {
          svc: "appointment-svc",
          perMin: 1,
          gen: () => [
            "error",
            "[HikariPool-1 connection adder] com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Exception during pool initialization.\norg.postgresql.util.PSQLException: FATAL: sorry, too many clients already\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
          ],
        },
      ],
    },
  ),
  inc(
    E,
    "network",
    "medium",
    ["reset", "connection", "network", "socket", "transport"],
    "The uplink from the Trondheim office stations to biometric-hub keeps resetting, so enrolments from that office never arrive.",
    {
      origin: "biometric-hub",
      pFail: 0.35,
      atOrigin: (r) => [
        "error",
        `Receive failed from station NM-TRD-03-BS${r.i(1, 4)} (10.71.3.${r.i(20, 40)}:${r.i(40000, 60000)})\nSystem.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.\n ---> System.Net.Sockets.SocketException (104): Connection reset by peer\n   at System.Net.Sockets.NetworkStream.Read(Span\`1 buffer)\n   --- End of inner exception stack trace ---\n   at System.Net.Security.SslStream.EnsureFullTlsFrameAsync[TIOAdapter](CancellationToken cancellationToken, Int32 estimatedSize)\n   at Nia.Biometrics.Hub.StationSession.ReceivePacketAsync(CancellationToken ct) in /src/Nia.Biometrics.Hub/StationSession.cs:line ${r.i(80, 160)}`,
      ],
      callers: {},
      during: [
        {
          svc: "biometric-hub",
          perMin: 4,
          gen: (r) => [
            "warn",
            `Station NM-TRD-03-BS${r.i(1, 4)} heartbeat missed (last seen ${r.i(30, 120)} s ago), session closed`,
          ],
        },
        {
          svc: "case-console",
          perMin: 3,
          gen: (r) => [
            "warn",
            `appointment ${r.i(300000, 399999)} at NM-TRD-03 checked in ${r.i(10, 25)} min ago but no enrolment received from biometric-hub`,
          ],
        },
      ],
    },
  ),
  inc(
    E,
    "timeout",
    "medium",
    ["timeout", "time limit", "timed out", "softtimelimit"],
    "screening-engine match tasks blow their 10 s soft time limit (logged only as warnings) and case-console screening calls time out.",
    {
      origin: "screening-engine",
      pFail: 0.7,
      ramp: 90000,
      callerDelay: [10000, 10100],
      atOrigin: (r) => ["warn", `Soft time limit (10s) exceeded for screening.tasks.match[${uuid(r)}]`],
      callers: {
        "case-console": (r) => [
          "error",
          `Screening for ${app(r)} failed: Net::ReadTimeout with #<TCPSocket:(closed)>\n  app/services/screening_client.rb:${r.i(30, 60)}:in \`request'\n  app/services/screening_client.rb:18:in \`screen'\n  app/controllers/cases_controller.rb:${r.i(80, 140)}:in \`screen'`,
        ],
      },
      during: [
        {
          svc: "screening-engine",
          perMin: 2,
          gen: (r) => ["warn", `match queue depth ${r.i(80, 400)} (workers busy 8/8)`],
        },
      ],
    },
  ),
  inc(
    E,
    "rate_limiting",
    "medium",
    ["429", "rate", "limit", "throttl", "quota"],
    "photo-check hits the face-detection API rate limit (429) and apply-portal retries photo uploads into a storm.",
    {
      origin: "photo-check",
      pFail: 0.6,
      ramp: 60000,
      atOrigin: (r) => [
        "warn",
        `face detection throttled for application=${app(r)}: (429) Rate limit is exceeded. Try again in ${r.i(5, 40)} seconds. (endpoint=nia-face-prod.cognitiveservices.azure.com, tier S0 10 tps)`,
      ],
      callers: {
        "apply-portal": (r) => [
          "error",
          `POST /api/v1/applications/${app(r)}/photo 503 ${ms(r, 1200, 4000)}ms - photo-check: Service Unavailable`,
        ],
      },
      retry: {
        svc: "apply-portal",
        n: [2, 4],
        gen: (r) => ["warn", `photo-check returned 503, retrying in ${r.i(200, 1600)}ms (attempt ${r.i(2, 5)}/5)`],
      },
    },
  ),
  inc(
    E,
    "validation",
    "medium",
    ["validation", "schema", "invalid", "maxlength", "rejected"],
    "print-queue rejects personalisation orders whose holder name exceeds the schema's maxLength, so approved cases stall.",
    {
      origin: "print-queue",
      pFail: 0.5,
      atOrigin: (r) => [
        "error",
        `order ${r.i(400000, 499999)} rejected: schema validation failed at /order/holder/surname: value length ${r.i(40, 58)} exceeds maxLength 39 (perso-order-v4.xsd)`,
      ],
      callers: {
        "case-console": (r) => [
          "error",
          `PrintQueue::OrderRejected: print-queue rejected order for ${app(r)} (422 Unprocessable Entity): holder.surname invalid`,
        ],
      },
    },
  ),
  inc(
    E,
    "null_reference",
    "high",
    ["nomethoderror", "nil", "null", "undefined method"],
    "case-console raises NoMethodError on a nil registry record for every case opened and rejects forwarded enrolments with 500.",
    {
      origin: "case-console",
      pFail: 0.8,
      atOrigin: (r) => [
        "fatal",
        `NoMethodError (undefined method \`surname' for nil):\n  app/presenters/case_presenter.rb:${r.i(20, 60)}:in \`holder_name'\n  app/controllers/cases_controller.rb:${r.i(30, 90)}:in \`show'\n  actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in \`send_action'`,
      ],
      callers: {
        "biometric-hub": (r) => [
          "error",
          `Forwarding enrolment ${r.hex(8).toUpperCase()} failed: Response status code does not indicate success: 500 (Internal Server Error).`,
        ],
      },
      once: [
        [
          -70000,
          "case-console",
          "info",
          "Deployed case-console release v2026.11.3 (sha 91c0f3e), 3 migrations applied",
        ],
      ],
    },
  ),
  inc(
    E,
    "configuration",
    "high",
    ["config", "settings", "icao_threshold", "environment", "parsing"],
    "After a configmap change photo-check crash-loops on an unparsable ICAO_THRESHOLD setting and photo uploads get connection refused.",
    {
      origin: "photo-check",
      pFail: 0.97,
      silent: true,
      callers: {
        "apply-portal": (r) => [
          "error",
          `photo upload for ${app(r)} failed: connect ECONNREFUSED ${ip(r)}:8080 (photo-check)`,
        ],
      },
      during: [
        {
          svc: "photo-check",
          perMin: 1.5,
          gen: (r): Line[] => [
            ["info", "Booting worker with pid: 7"],
            [
              "error",
              `Exception in worker process\nTraceback (most recent call last):\n  File "/usr/local/lib/python3.12/site-packages/gunicorn/arbiter.py", line 609, in spawn_worker\n    worker.init_process()\n  File "/app/photo_check/settings.py", line ${r.i(30, 60)}, in <module>\n    settings = Settings()\n               ^^^^^^^^^^\npydantic_core._pydantic_core.ValidationError: 1 validation error for Settings\nicao_threshold\n  Input should be a valid number, unable to parse string as a number [type=float_parsing, input_value='0.8O', input_type=str]`,
            ],
            ["info", "Worker exiting (pid: 7)"],
            ["error", "Reason: Worker failed to boot."],
          ],
        },
      ],
      once: [
        [
          -30000,
          "photo-check",
          "info",
          "configmap photo-check-env updated (ICAO_THRESHOLD, MODEL_VARIANT), rolling restart triggered",
        ],
      ],
    },
  ),
  inc(
    E,
    "dependency",
    "medium",
    ["503", "unavailable", "upstream", "bring", "courier", "dependency"],
    "The courier's booking API returns 503 and courier-track opens its breaker, so shipping labels for approved passports cannot be created.",
    {
      origin: "courier-track",
      pFail: 0,
      callers: {},
      during: [
        {
          svc: "courier-track",
          perMin: 10,
          gen: (r) => [
            "error",
            `create shipment failed parcel=${parcel(r, "NM")}: POST https://api.bring.com/booking/api/booking: 503 Service Unavailable body="upstream connect error or disconnect/reset before headers"`,
          ],
        },
        {
          svc: "courier-track",
          perMin: 2,
          gen: () => ["warn", "circuit breaker bring-booking state=open failures=20/20 cooldown=30s"],
        },
        {
          svc: "case-console",
          perMin: 6,
          gen: (r) => [
            "error",
            `CourierClient::Error: shipping label for ${app(r)} not created: courier-track returned 503 (booking unavailable)`,
          ],
        },
      ],
    },
  ),
  inc(
    E,
    "memory",
    "high",
    ["memory", "bad_alloc", "alloc", "oom", "rss"],
    "print-queue's RSS climbs until std::bad_alloc aborts it repeatedly; case-console cannot reach it.",
    {
      origin: "print-queue",
      pFail: 0.9,
      ramp: 40000,
      silent: true,
      callers: {
        "case-console": (r) => [
          "error",
          `Errno::ECONNREFUSED: Failed to open TCP connection to print-queue:7000 (Connection refused - connect(2) for "print-queue" port 7000) while sending order for ${app(r)}`,
        ],
      },
      during: [
        {
          svc: "print-queue",
          perMin: 1,
          gen: (r): Line[] => [
            [
              "warn",
              `rss ${(3.3 + r.f() * 0.6).toFixed(2)} GiB exceeds soft limit 3.0 GiB (layout cache ${r.i(9000, 15000)} entries)`,
            ],
            ["fatal", "terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc"],
            ["info", "print-queue 5.2.0 starting, spool=/var/spool/perso, printers=5"],
          ],
        },
      ],
      once: [
        [-60000, "print-queue", "warn", "rss 2.91 GiB approaching soft limit 3.0 GiB (layout cache 8711 entries)"],
      ],
    },
  ),
  inc(
    E,
    "disk",
    "medium",
    ["enospc", "no space", "space", "disk"],
    "The upload volume of apply-portal fills up and photo uploads fail with ENOSPC.",
    {
      origin: "apply-portal",
      pFail: 0.95,
      onlyWith: "photo-check",
      atOrigin: (r) => [
        "error",
        `POST /api/v1/applications/${app(r)}/photo 500 ${ms(r, 5, 40)}ms\nError: ENOSPC: no space left on device, write\n    at Object.writeSync (node:fs:927:3)\n    at WriteStream._write (node:internal/fs/streams:434:10)\n    at UploadStore.persist (/app/dist/uploads/store.js:${r.i(40, 90)}:17)\n    at async PhotoController.upload (/app/dist/routes/photo.js:${r.i(20, 70)}:5)`,
      ],
      callers: {},
      during: [
        {
          svc: "apply-portal",
          perMin: 1,
          gen: () => ["warn", "upload sweeper: /var/uploads usage 100% (49.9G/50G), 0 files older than 24h to remove"],
        },
      ],
    },
  ),
  inc(
    E,
    "unknown",
    "medium",
    ["unknown", "restart", "crash", "exit", "unexpected"],
    "appointment-svc keeps restarting and answering 500 with a bare 'Unexpected error' and no reason in its logs.",
    {
      origin: "appointment-svc",
      pFail: 0.6,
      atOrigin: (r) => [
        "error",
        `[${ex(r)}] n.a.booking.ErrorHandler : Unexpected error, returning 500 (ref ${r.hex(8)})`,
      ],
      callers: {
        "apply-portal": (r) => [
          "error",
          `GET /api/v1/offices/NM-BGO-01/slots 502 ${ms(r, 3, 30)}ms - appointment-svc: socket hang up`,
        ],
      },
      during: [
        {
          svc: "appointment-svc",
          perMin: 0.8,
          gen: (r): Line[] => [
            [
              "info",
              `[main] n.a.booking.BookingApplication : Starting BookingApplication v3.8.2 using Java 21.0.4 with PID 1`,
            ],
            [
              "info",
              `[main] n.a.booking.BookingApplication : Started BookingApplication in ${(7 + r.f() * 4).toFixed(3)} seconds (process running for ${(8 + r.f() * 4).toFixed(1)})`,
            ],
          ],
        },
      ],
    },
  ),
];
