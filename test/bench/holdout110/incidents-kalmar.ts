// Thirteen faults in the Kalmar Identity Office estate (request ids on citizen paths only), one per category.
import { KALMAR as E } from "./estate-kalmar.js";
import { app, ms } from "./ids.js";
import type { Rng } from "./rng.js";
import { inc, type Scenario } from "./scenario.js";
import type { Line } from "./stream.js";

const RL = (r: Rng) => `[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}]`;
const PT = (r: Rng) => `[pool-3-thread-${r.i(1, 12)}]`;

export const KALMAR_FAULTS: Scenario[] = [
  inc(
    E,
    "authentication",
    "medium",
    ["login failed", "authentication", "credential", "login", "sqlexception"],
    "fee-ledger's SQL login is rejected after a password rotation (Login failed for user) and fee payments fail.",
    {
      origin: "fee-ledger",
      pFail: 0.97,
      atOrigin: (r) => [
        "error",
        `Kio.Fees.PaymentService[0] Settling fee for ${app(r, "KL")} failed\nMicrosoft.Data.SqlClient.SqlException (0x80131904): Login failed for user 'fee_ledger_app'.\n   at Microsoft.Data.SqlClient.SqlInternalConnection.OnError(SqlException exception, Boolean breakConnection, Action\`1 wrapCloseInAction)\n   at Microsoft.Data.SqlClient.TdsParser.TryRun(RunBehavior runBehavior, SqlCommand cmdHandler, SqlDataReader dataStream, BulkCopySimpleResultSet bulkCopyHandler, TdsParserStateObject stateObj, Boolean& dataReady)\n   at Kio.Fees.Data.LedgerStore.AppendAsync(LedgerEntry entry) in /src/Kio.Fees/Data/LedgerStore.cs:line ${r.i(30, 90)}\nClientConnectionId:${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}\nError Number:18456,State:1,Class:14`,
      ],
      callers: {
        "citizen-gw": (r) => [
          "error",
          `request failed method=POST route=/fees/pay status=502 duration=${ms(r, 40, 300)}ms upstream=fee-ledger err="upstream returned 500"`,
        ],
      },
      once: [
        [
          -45000,
          "fee-ledger",
          "info",
          "Microsoft.Extensions.Configuration[0] Secrets provider reloaded key ConnectionStrings:Ledger (version 2026-11-20)",
        ],
      ],
    },
  ),
  inc(
    E,
    "authorization",
    "medium",
    ["accessdenied", "access", "denied", "permission", "eacces"],
    "After the outbox share is remounted perso-mes gets AccessDeniedException writing order files and print orders fail.",
    {
      origin: "perso-mes",
      pFail: 0.95,
      atOrigin: (r) => [
        "error",
        `[mes-dispatch] k.m.OrderIntake - cannot write order ${app(r, "KL")}\njava.nio.file.AccessDeniedException: /mnt/perso/outbox/${app(r, "KL")}.xml\n\tat java.base/sun.nio.fs.UnixException.translateToIOException(UnixException.java:90)\n\tat java.base/sun.nio.fs.UnixFileSystemProvider.newByteChannel(UnixFileSystemProvider.java:261)\n\tat java.base/java.nio.file.Files.newOutputStream(Files.java:226)\n\tat kl.kio.mes.outbox.OutboxWriter.write(OutboxWriter.java:${r.i(30, 80)})`,
      ],
      callers: {
        "worker-console": (r) => [
          "error",
          `production.ERROR: Print order for ${app(r, "KL")} failed: Server error: \`POST http://perso-mes:8080/orders\` resulted in a \`500 Internal Server Error\` response`,
        ],
      },
    },
  ),
  inc(
    E,
    "database",
    "high",
    ["activerecord", "connection", "pool", "database", "connectiontimeouterror"],
    "passport-intake cannot get a database connection from its ActiveRecord pool; photo intake and case views fail.",
    {
      origin: "passport-intake",
      pFail: 0.8,
      ramp: 40000,
      callerDelay: [5000, 5100],
      atOrigin: (r) => [
        "error",
        `${RL(r)} ActiveRecord::ConnectionTimeoutError (could not obtain a connection from the pool within 5.000 seconds (waited 5.00${r.i(1, 9)} seconds); all pooled connections were in use):\n  activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool/queue.rb:128:in \`block in wait_poll'\n  app/models/application.rb:${r.i(20, 80)}:in \`find_for_intake'\n  app/controllers/photos_controller.rb:${r.i(10, 40)}:in \`create'`,
      ],
      callers: {
        "citizen-gw": (r) => [
          "error",
          `request failed method=POST route=/intake/photo status=500 duration=${ms(r, 5000, 5200)}ms upstream=passport-intake`,
        ],
        "worker-console": (r) => [
          "error",
          `production.ERROR: Case ${app(r, "KL")} could not be loaded: passport-intake responded 500`,
        ],
        "fingerprint-svc": (r) => [
          "error",
          `[enrol-${r.i(1, 6)}] k.b.EnrolmentService - notify passport-intake failed: HTTP 500`,
        ],
      },
    },
  ),
  inc(
    E,
    "network",
    "medium",
    ["reset", "connection", "network", "tcp", "econnreset"],
    "sanctions-screen's connections to its list cache are reset by peer and screening jobs fail.",
    {
      origin: "sanctions-screen",
      pFail: 0.75,
      atOrigin: (r) => [
        "error",
        `screening failed subject=${app(r, "KL")} err="read tcp 10.80.2.31:${r.i(30000, 60000)}->10.80.4.17:6379: read: connection reset by peer"`,
      ],
      callers: {
        "passport-intake": (r) => [
          "error",
          `${RL(r)} ScreeningJob failed for ${app(r, "KL")}: Sanctions::Error (sanctions-screen responded 503), will retry`,
        ],
      },
      retry: {
        svc: "passport-intake",
        n: [1, 2],
        gen: (r) => ["warn", `${RL(r)} Retrying ScreeningJob in ${r.i(3, 30)}s (attempt ${r.i(2, 5)})`],
      },
      during: [
        {
          svc: "sanctions-screen",
          perMin: 2,
          gen: () => [
            "warn",
            "redis: connection pool: failed to dial after 3 attempts: dial tcp 10.80.4.17:6379: connect: connection reset by peer",
          ],
        },
      ],
    },
  ),
  inc(
    E,
    "timeout",
    "medium",
    ["timeout", "timed out", "faraday", "gateway timeout"],
    "face-quality hangs and stops logging; passport-intake's calls to it time out after 8 s and citizens' photo uploads fail.",
    {
      origin: "face-quality",
      pFail: 0.95,
      silent: true,
      callerDelay: [8000, 8100],
      callers: {
        "passport-intake": (r) => [
          "error",
          `${RL(r)} Faraday::TimeoutError (Net::ReadTimeout with #<TCPSocket:(closed)>) calling face-quality POST /v1/check:\n  app/services/face_quality_client.rb:${r.i(20, 40)}:in \`check'\n  app/controllers/photos_controller.rb:${r.i(20, 50)}:in \`create'`,
        ],
        "citizen-gw": (r) => [
          "error",
          `request failed method=POST route=/intake/photo status=504 duration=${ms(r, 8000, 8300)}ms upstream=passport-intake err="Gateway Timeout"`,
        ],
      },
    },
  ),
  inc(
    E,
    "rate_limiting",
    "medium",
    ["429", "rate", "limit", "too many requests", "quota"],
    "The population register throttles popreg-client (429, quota 20 req/s) and case workers' lookups fail.",
    {
      origin: "popreg-client",
      pFail: 0.6,
      atOrigin: (r) => [
        "warn",
        `${PT(r)} k.p.PopRegClient - register call for ${app(r, "KL")} rejected: HTTP 429 Too Many Requests (quota 20 req/s for org 5590-KIO), Retry-After: ${r.i(1, 10)}`,
      ],
      callers: {
        "passport-intake": (r) => [
          "error",
          `${RL(r)} PopReg::Unavailable: popreg-client responded 503 for ${app(r, "KL")}`,
        ],
        "worker-console": (r) => [
          "error",
          `production.ERROR: Register check for ${app(r, "KL")} failed (HTTP 503 from passport-intake)`,
        ],
      },
      during: [
        {
          svc: "popreg-client",
          perMin: 1,
          gen: (r) => [
            "info",
            `${PT(r)} k.p.BatchReverify - nightly reverify batch running, ${r.i(2000, 9000)} records remaining`,
          ],
        },
      ],
    },
  ),
  inc(
    E,
    "validation",
    "medium",
    ["recordinvalid", "validation", "invalid", "validation failed"],
    "passport-intake rejects fingerprint enrolment notifications with ActiveRecord::RecordInvalid after a station update sends a new finger code.",
    {
      origin: "passport-intake",
      pFail: 0.7,
      onlyWith: "fingerprint-svc",
      atOrigin: (r) => [
        "error",
        `${RL(r)} ActiveRecord::RecordInvalid (Validation failed: Finger position is not included in the list, Enrolment fingers count must be 10 or 8):\n  app/models/enrolment.rb:${r.i(20, 60)}:in \`record!'\n  app/controllers/internal/enrolments_controller.rb:${r.i(10, 40)}:in \`create'`,
      ],
      callers: {
        "fingerprint-svc": (r) => [
          "error",
          `[enrol-${r.i(1, 6)}] k.b.EnrolmentService - passport-intake rejected enrolment for ${app(r, "KL")}: HTTP 422 Unprocessable Entity`,
        ],
      },
    },
  ),
  inc(
    E,
    "null_reference",
    "high",
    ["nil pointer", "nil", "null", "invalid memory address"],
    "visit-scheduler panics on a nil pointer in slot search and the gateway gets empty replies.",
    {
      origin: "visit-scheduler",
      pFail: 0.7,
      atOrigin: (r) => [
        "error",
        `http: panic serving 10.80.1.${r.i(2, 250)}:${r.i(30000, 60000)}: runtime error: invalid memory address or nil pointer dereference\ngoroutine ${r.i(1000, 90000)} [running]:\nnet/http.(*conn).serve.func1()\n\t/usr/local/go/src/net/http/server.go:1947 +0xbe\npanic({0x9c5b40?, 0x10f1d50?})\n\t/usr/local/go/src/runtime/panic.go:785 +0x132\ngithub.com/kio/visit-scheduler/internal/slots.(*Planner).Free(0xc0001a2000, {0xc000412a80, 0xc})\n\t/src/internal/slots/planner.go:${r.i(60, 140)} +0x2f\ngithub.com/kio/visit-scheduler/internal/api.(*Handler).Slots(0xc00009e1e0, {0xb1a3c8, 0xc0003b60e0}, 0xc000272d80)\n\t/src/internal/api/slots.go:${r.i(20, 60)} +0x1a5`,
      ],
      callers: {
        "citizen-gw": (r) => [
          "error",
          `request failed method=GET route=/visits/slots status=502 duration=${ms(r, 2, 20)}ms upstream=visit-scheduler err="socket hang up"`,
        ],
      },
      once: [
        [-80000, "visit-scheduler", "info", 'msg="office calendar import" office=KLM-07-PORT closures=3 source=manual'],
      ],
    },
  ),
  inc(
    E,
    "configuration",
    "medium",
    ["config", "env", "invalid url", "undefined", "missing"],
    "A citizen-gw release reads an unset FEES_UPSTREAM_URL and every fee payment fails with ERR_INVALID_URL.",
    {
      origin: "citizen-gw",
      pFail: 1,
      onlyWith: "fee-ledger",
      atOrigin: (r) => [
        "error",
        `request failed method=POST route=/fees/pay status=500 duration=${ms(r, 1, 5)}ms\nTypeError: Invalid URL\n    at new URL (node:internal/url:816:29)\n    at FeesProxy.forward (/app/dist/proxy/fees.js:${r.i(10, 40)}:21)\n    at /app/dist/routes.js:${r.i(50, 90)}:18 {\n  code: 'ERR_INVALID_URL',\n  input: 'undefined/fees/pay'\n}`,
      ],
      callers: {},
      once: [
        [-25000, "citizen-gw", "info", "citizen-gw 8.4.0 starting (node v20.17.0, NODE_ENV=production)"],
        [-24000, "citizen-gw", "warn", "env FEES_UPSTREAM_URL is not set (renamed from FEE_LEDGER_URL in 8.4.0)"],
        [-23500, "citizen-gw", "info", "listening on 0.0.0.0:3000"],
      ],
    },
  ),
  inc(
    E,
    "dependency",
    "medium",
    ["redis", "connection refused", "unavailable", "dependency", "session"],
    "The Redis session store behind worker-console is down; case workers' requests fail with Connection refused.",
    {
      origin: "worker-console",
      pFail: 0.95,
      atOrigin: (r) => [
        "error",
        `production.ERROR: Connection refused [tcp://redis-console.kio.svc:6379] {"exception":"[object] (Predis\\\\Connection\\\\ConnectionException(code: 111): Connection refused [tcp://redis-console.kio.svc:6379] at /var/www/vendor/predis/predis/src/Connection/AbstractConnection.php:${r.i(140, 160)})"}`,
      ],
      callers: {},
      during: [
        {
          svc: "worker-console",
          perMin: 3,
          gen: () => ["error", "production.ERROR: Session store unavailable, returning 503 to /cases"],
        },
      ],
    },
  ),
  inc(
    E,
    "memory",
    "high",
    ["outofmemoryerror", "heap", "memory", "java heap space"],
    "fingerprint-svc runs out of Java heap while extracting templates and enrolments fail.",
    {
      origin: "fingerprint-svc",
      pFail: 0.8,
      ramp: 60000,
      atOrigin: (r) => [
        "error",
        `[enrol-${r.i(1, 6)}] k.b.EnrolmentService - enrolment ${app(r, "KL")} failed\njava.lang.OutOfMemoryError: Java heap space\n\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)\n\tat java.base/java.io.ByteArrayOutputStream.grow(ByteArrayOutputStream.java:100)\n\tat kl.kio.bio.wsq.WsqDecoder.decode(WsqDecoder.java:${r.i(100, 300)})\n\tat kl.kio.bio.TemplateExtractor.extract(TemplateExtractor.java:${r.i(40, 90)})`,
      ],
      callers: {},
      during: [
        {
          svc: "fingerprint-svc",
          perMin: 1.5,
          gen: (r) => [
            "warn",
            `[gc-monitor] k.b.GcMonitor - old gen ${r.i(94, 99)}% after full GC (pause ${r.i(900, 4000)} ms)`,
          ],
        },
        {
          svc: "worker-console",
          perMin: 2,
          gen: (r) => [
            "error",
            `production.ERROR: Enrolment for ${app(r, "KL")} missing after capture at KLM-04-RIVER; fingerprint-svc returned 500`,
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
    "fee-ledger's receipts volume is full; fee settlements fail writing receipt PDFs.",
    {
      origin: "fee-ledger",
      pFail: 0.95,
      atOrigin: (r) => [
        "error",
        `Kio.Fees.ReceiptWriter[0] Writing receipt for ${app(r, "KL")} failed\nSystem.IO.IOException: No space left on device : '/var/lib/fee-ledger/receipts/2026/11/${app(r, "KL")}.pdf'\n   at System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan\`1 buffer, Int64 fileOffset)\n   at Kio.Fees.ReceiptWriter.WriteAsync(Receipt receipt) in /src/Kio.Fees/ReceiptWriter.cs:line ${r.i(20, 70)}`,
      ],
      callers: {
        "citizen-gw": (r) => [
          "error",
          `request failed method=POST route=/fees/pay status=502 duration=${ms(r, 100, 600)}ms upstream=fee-ledger err="upstream returned 500"`,
        ],
      },
    },
  ),
  inc(
    E,
    "unknown",
    "medium",
    ["unknown", "failed", "restart", "crash", "exit"],
    "perso-mes fails orders with a bare 'FAILED (error code: UNKNOWN)' and restarts repeatedly without saying why.",
    {
      origin: "perso-mes",
      pFail: 0.7,
      atOrigin: (r) => ["error", `[mes-dispatch] k.m.OrderIntake - order ${app(r, "KL")} FAILED (error code: UNKNOWN)`],
      callers: {
        "worker-console": (r) => [
          "error",
          `production.ERROR: Print order for ${app(r, "KL")} failed: cURL error 52: Empty reply from server (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for http://perso-mes:8080/orders`,
        ],
      },
      during: [
        {
          svc: "perso-mes",
          perMin: 0.7,
          gen: (r): Line[] => [
            ["info", "[main] k.m.PersoMesApplication - Starting PersoMesApplication v4.2.0 using Java 17.0.12"],
            [
              "info",
              `[main] k.m.PersoMesApplication - Started PersoMesApplication in ${(9 + r.f() * 5).toFixed(3)} seconds`,
            ],
          ],
        },
      ],
    },
  ),
];
