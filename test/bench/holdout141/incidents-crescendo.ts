// Crescendo Keys Academy (kebab-case, Envoy, W3C trace ids; Spring, Go, Node): one incident per category.
import type { Incident } from "./incident.js";
import { callFail, crashLoop, deploy, edgeFail, emit, once } from "./kit.js";
import { javaStack, nodeStack, SPRING_WEB_FRAMES } from "./stacks.js";
import { SEC } from "./window.js";

const E = "crescendo";

export const CRESCENDO: Incident[] = [
  {
    estate: E,
    category: "authentication",
    origin: "auth",
    sev: "high",
    hints: ["jwt", "jwks", "kid", "token", "signature", "key"],
    note: "student-identity activated a new signing key before publishing it in its JWKS document, so every service rejected freshly issued tokens.",
    build(w, t0, end) {
      once(
        w,
        "auth",
        t0,
        "INFO",
        "Activated signing key kid=ck-2026-12 alg=RS256 (previous kid=ck-2026-09 retained for verification)",
      );
      once(w, "auth", t0 + 400, "INFO", "JWKS document served from cache (keys=1, max-age=900s)");
      emit(
        w,
        "auth",
        t0 + 20 * SEC,
        end,
        45 * SEC,
        "WARN",
        () => "JWKS cache still lists 1 key(s); active kid ck-2026-12 not yet published (next refresh in 900s)",
      );
      emit(w, "lessons", t0 + 2 * SEC, end, 1500, "ERROR", () => ({
        msg: `Bearer token rejected: An error occurred while attempting to decode the Jwt: Signed JWT rejected: Another algorithm expected, or no matching key(s) found`,
        logger: "o.s.s.o.s.r.a.JwtAuthenticationProvider",
      }));
      emit(
        w,
        "rooms",
        t0 + 3 * SEC,
        end,
        2200,
        "ERROR",
        () =>
          `auth: jwt verify failed: token is unverifiable: error while executing keyfunc: key with kid "ck-2026-12" not found in jwks`,
      );
      emit(w, "hire", t0 + 2 * SEC, end, 3000, "WARN", () => ({
        msg: "request rejected 401",
        stack: nodeStack("JWKSNoMatchingKey: no applicable key found in the JSON Web Key Set", [
          "RemoteJWKSet.getKey (/app/node_modules/jose/dist/node/cjs/jwks/local.js:75:19)",
          "async flattenedVerify (/app/node_modules/jose/dist/node/cjs/jws/flattened/verify.js:78:15)",
          "async jwtVerify (/app/node_modules/jose/dist/node/cjs/jwt/verify.js:6:22)",
          "async authenticate (/app/dist/middleware/auth.js:22:27)",
        ]),
      }));
      emit(
        w,
        "web",
        t0 + 2 * SEC,
        end,
        1200,
        "WARN",
        (i) =>
          `api call ${i % 2 ? "/api/lessons" : "/api/rooms/availability"} returned 401, clearing session and redirecting to /login`,
      );
      edgeFail(w, "lessons", t0 + 2 * SEC, end, 1400, 401);
      edgeFail(w, "rooms", t0 + 2 * SEC, end, 2500, 401);
    },
  },
  {
    estate: E,
    category: "authorization",
    origin: "media",
    sev: "high",
    hints: ["accessdenied", "access denied", "forbidden", "403", "permission"],
    note: "A tightened bucket policy removed sheet-library's read grant, so every score download it fetched from object storage came back AccessDenied.",
    build(w, t0, end) {
      once(
        w,
        "media",
        t0 - 4 * SEC,
        "INFO",
        "aws credentials refreshed source=WebIdentity role=arn:aws:iam::481516234200:role/sheet-library-prod expires_in=3600s",
      );
      emit(
        w,
        "media",
        t0,
        end,
        2600,
        "ERROR",
        () =>
          `get score failed key=scores/score_${w.rng.int(1000, 9999)}.pdf: operation error S3: GetObject, https response error StatusCode: 403, RequestID: ${w.rng.alnum(16).toUpperCase()}, HostID: ${w.rng.alnum(40)}=, api error AccessDenied: Access Denied`,
      );
      emit(
        w,
        "web",
        t0 + SEC,
        end,
        1300,
        "ERROR",
        () =>
          `score download failed: upstream sheet-library responded 500 (GET /api/scores/download/${w.rng.int(1000, 9999)})`,
      );
      emit(
        w,
        "lessons",
        t0 + 5 * SEC,
        end,
        9000,
        "WARN",
        () => "attaching set pieces to lesson plan failed: sheet-library returned 500, plan saved without scores",
      );
      edgeFail(w, "media", t0 + SEC, end, 1100, 500);
    },
  },
  {
    estate: E,
    category: "database",
    origin: "lessons",
    sev: "high",
    hints: ["connection", "pool", "hikari", "jdbc", "database"],
    note: "A leaked-connection code path in lesson-scheduler drained its Hikari pool, so lesson reads and bookings queued and timed out.",
    build(w, t0, end) {
      const sch = w.s("lessons");
      emit(w, "lessons", t0, t0 + 80 * SEC, 12 * SEC, "WARN", () => ({
        msg: `Connection leak detection triggered for org.postgresql.jdbc.PgConnection@${w.rng.hex(7)} on thread http-nio-8080-exec-${w.rng.int(1, 40)}, stack trace follows`,
        stack: javaStack("java.lang.Exception", "Apparent connection leak detected", [
          "uk.co.crescendo.lessons.repo.AttendanceRepository.exportWeek(AttendanceRepository.java:88)",
          "uk.co.crescendo.lessons.service.AttendanceExportService.stream(AttendanceExportService.java:41)",
          ...SPRING_WEB_FRAMES.slice(0, 3),
        ]),
        logger: "com.zaxxer.hikari.pool.ProxyLeakTask",
      }));
      emit(w, "lessons", t0 + 40 * SEC, end, 2400, "ERROR", () => ({
        msg: "Request processing failed: org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
        stack: javaStack(
          "org.springframework.transaction.CannotCreateTransactionException",
          "Could not open JPA EntityManager for transaction",
          [
            "org.springframework.orm.jpa.JpaTransactionManager.doBegin(JpaTransactionManager.java:466)",
            "uk.co.crescendo.lessons.service.LessonService.book(LessonService.java:112)",
            ...SPRING_WEB_FRAMES,
          ],
          {
            ex: "java.sql.SQLTransientConnectionException",
            msg: `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=10, active=10, idle=0, waiting=${w.rng.int(20, 60)})`,
            frames: [
              "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
              "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
            ],
          },
        ),
        logger: "o.a.c.c.C.[.[.[/].[dispatcherServlet]",
      }));
      emit(
        w,
        "lessons",
        t0 + 40 * SEC,
        end,
        20 * SEC,
        "DEBUG",
        () => `HikariPool-1 - Pool stats (total=10, active=10, idle=0, waiting=${w.rng.int(20, 60)})`,
      );
      emit(w, "web", t0 + 50 * SEC, end, 900, "ERROR", () => callFail(sch, w.s("web"), "timeout"));
      emit(w, "worker", t0 + 60 * SEC, end, 15 * SEC, "WARN", () => callFail(sch, w.s("worker"), "timeout"));
      emit(w, "rooms", t0 + 55 * SEC, end, 6000, "ERROR", () => callFail(sch, w.s("rooms"), "timeout"));
      edgeFail(w, "lessons", t0 + 50 * SEC, end, 1000, 504, { flags: "UT", ms: () => 15000 });
    },
  },
  {
    estate: E,
    category: "network",
    origin: "rooms",
    sev: "high",
    hints: ["tls", "x509", "certificate", "handshake", "network"],
    note: "The door-lock vendor moved to a new certificate chain that practice-rooms' trust store did not hold, so every unlock call failed the TLS handshake.",
    build(w, t0, end) {
      emit(
        w,
        "rooms",
        t0,
        end,
        2000,
        "ERROR",
        () =>
          `unlock room=${w.rng.pick(["R1", "R2", "R4", "R7", "Steinway-A"])} failed: Post "https://api.lockwise.io/v2/doors/unlock": tls: failed to verify certificate: x509: certificate signed by unknown authority (possibly because of "crypto/rsa: verification error" while trying to verify candidate authority certificate "Lockwise Issuing CA R3")`,
      );
      emit(
        w,
        "rooms",
        t0 + 30 * SEC,
        end,
        40 * SEC,
        "WARN",
        () => "door tablet fallback: offline PIN mode enabled for site=central",
      );
      emit(
        w,
        "web",
        t0 + SEC,
        end,
        1400,
        "ERROR",
        () => `unlock request failed: upstream practice-rooms responded 502 (room=${w.rng.pick(["R2", "R4", "R7"])})`,
      );
      emit(
        w,
        "notify",
        t0 + 8 * SEC,
        end,
        5000,
        "WARN",
        () => `sms queued to +4477009${w.rng.int(10000, 99999)} template=room_unlock_failed_apology`,
      );
      edgeFail(w, "rooms", t0 + SEC, end, 1500, 502);
    },
  },
  {
    estate: E,
    category: "timeout",
    origin: "exams",
    sev: "high",
    hints: ["timeout", "timed out", "read timed out", "sockettimeout"],
    note: "The exam board's entry API stopped answering within exam-entries' 30 s read timeout on closing day, tying up its request threads.",
    build(w, t0, end) {
      const ex = w.s("exams");
      emit(w, "exams", t0, end, 3200, "ERROR", () => ({
        msg: `submit entry E${w.rng.int(10000, 99999)} to exam board failed after 30004 ms`,
        stack: javaStack(
          "org.springframework.web.client.ResourceAccessException",
          'I/O error on POST request for "https://api.ame-exams.org/v3/entries": Read timed out',
          [
            "org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:915)",
            "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:895)",
            "uk.co.crescendo.exams.board.AmeClient.submit(AmeClient.java:57)",
            "uk.co.crescendo.exams.service.EntryService.submit(EntryService.java:93)",
          ],
          {
            ex: "java.net.SocketTimeoutException",
            msg: "Read timed out",
            frames: ["java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)"],
          },
        ),
      }));
      emit(
        w,
        "exams",
        t0 + 40 * SEC,
        end,
        30 * SEC,
        "WARN",
        () => `Tomcat thread pool busy: ${w.rng.int(180, 200)}/200 threads active`,
      );
      emit(w, "web", t0 + 10 * SEC, end, 1100, "ERROR", () => callFail(ex, w.s("web"), "timeout"));
      edgeFail(w, "exams", t0 + 10 * SEC, end, 1300, 504, { flags: "UT", ms: () => 15000 });
    },
  },
  {
    estate: E,
    category: "rate_limiting",
    origin: "notify",
    sev: "medium",
    hints: ["429", "rate", "too many", "throttl"],
    note: "A term-start reminder blast pushed notify-dispatch over its SMS provider's send rate, so texts were refused with 429 and backed up.",
    build(w, t0, end) {
      const nd = w.s("notify");
      once(w, "worker", t0 - 20 * SEC, "INFO", "reminder sweep queued 4120 messages (term start)");
      emit(
        w,
        "notify",
        t0,
        end,
        2500,
        "WARN",
        () =>
          `sms send throttled by provider: 429 Too Many Requests (code 20429), retry in ${w.rng.pick([1, 2, 4, 8])}s`,
      );
      emit(
        w,
        "notify",
        t0 + 60 * SEC,
        end,
        9000,
        "ERROR",
        () => `sms to +4477009${w.rng.int(10000, 99999)} dropped after 5 attempts: 429 Too Many Requests`,
      );
      emit(w, "lessons", t0 + 30 * SEC, end, 2500, "ERROR", () => ({
        msg: `booking confirmation not sent: ${callFail(nd, w.s("lessons"), "5xx", 503)}`,
        logger: "uk.co.crescendo.lessons.notify.ConfirmationSender",
      }));
      emit(
        w,
        "worker",
        t0 + 30 * SEC,
        end,
        4000,
        "WARN",
        () => `reminder enqueue rejected by notify-dispatch: 503 queue full, will retry`,
      );
    },
  },
  {
    estate: E,
    category: "validation",
    origin: "hire",
    sev: "high",
    hints: ["validation", "zod", "invalid", "schema"],
    note: "A price-list import with decimal commas left instrument-hire's catalogue failing its own schema validation, so hire pages and agreements errored.",
    build(w, t0, end) {
      once(w, "hire", t0 - 3 * SEC, "INFO", "price list import 2026-12.csv finished rows=212 skipped=0");
      emit(w, "hire", t0, end, 3000, "ERROR", () => ({
        msg: "catalogue response failed validation",
        stack: nodeStack(
          `ZodError: [\n  {\n    "code": "invalid_type",\n    "expected": "number",\n    "received": "nan",\n    "path": [\n      "items",\n      ${w.rng.int(0, 80)},\n      "monthlyFee"\n    ],\n    "message": "Expected number, received nan"\n  }\n]`,
          [
            "Object.get error [as error] (/app/node_modules/zod/lib/types.js:55:31)",
            "ZodObject.parse (/app/node_modules/zod/lib/types.js:160:22)",
            "CatalogueService.list (/app/dist/catalogue/service.js:48:33)",
          ],
        ),
      }));
      emit(
        w,
        "web",
        t0 + SEC,
        end,
        1300,
        "ERROR",
        () => `hire catalogue unavailable: upstream instrument-hire responded 500`,
      );
      emit(
        w,
        "billing",
        t0 + 20 * SEC,
        end,
        20 * SEC,
        "WARN",
        () => "hire deposit intent cancelled: agreement not created",
      );
      edgeFail(w, "hire", t0 + SEC, end, 1500, 500);
    },
  },
  {
    estate: E,
    category: "null_reference",
    origin: "worker",
    sev: "medium",
    hints: ["nullpointer", "null"],
    note: "term-batch's invoicing job hit lessons whose teacher had been deleted and failed on a null teacher every run, so term invoices were not produced.",
    build(w, t0, end) {
      w.over(t0, end, 60 * SEC, (t) => {
        once(
          w,
          "worker",
          t,
          "INFO",
          "Job: [SimpleJob: [name=termInvoicingJob]] launched with the following parameters: [{'term':'{value=2027-SPRING, type=class java.lang.String}'}]",
        );
        once(w, "worker", t + 900, "ERROR", {
          msg: "Encountered an error executing step invoiceStep in job termInvoicingJob",
          stack: javaStack(
            "java.lang.NullPointerException",
            'Cannot invoke "uk.co.crescendo.batch.model.Teacher.getVatNumber()" because the return value of "uk.co.crescendo.batch.model.Lesson.getTeacher()" is null',
            [
              "uk.co.crescendo.batch.invoice.InvoiceLineProcessor.process(InvoiceLineProcessor.java:44)",
              "uk.co.crescendo.batch.invoice.InvoiceLineProcessor.process(InvoiceLineProcessor.java:19)",
              "org.springframework.batch.core.step.item.SimpleChunkProcessor.doProcess(SimpleChunkProcessor.java:134)",
              "org.springframework.batch.core.step.item.SimpleChunkProcessor.transform(SimpleChunkProcessor.java:319)",
            ],
          ),
          logger: "o.s.batch.core.step.AbstractStep",
        });
        once(
          w,
          "worker",
          t + 1000,
          "INFO",
          "Job: [SimpleJob: [name=termInvoicingJob]] completed with the following parameters: [{'term':'{value=2027-SPRING, type=class java.lang.String}'}] and the following status: [FAILED] in 1s102ms",
        );
      });
      emit(
        w,
        "billing",
        t0 + 90 * SEC,
        end,
        15 * SEC,
        "WARN",
        () => "term invoice feed empty for 2027-SPRING; direct debit collection run postponed",
      );
    },
  },
  {
    estate: E,
    category: "configuration",
    origin: "billing",
    sev: "high",
    hints: ["config", "env", "missing", "required key"],
    note: "payments-gateway v2.14.0 shipped without its PSP merchant-account setting and crash-looped on start, so checkout calls were refused.",
    build(w, t0, end) {
      const pg = w.s("billing");
      deploy(w, pg, t0 - 4000, "2.14.0");
      crashLoop(
        w,
        pg,
        t0,
        end,
        10 * SEC,
        (t) => {
          once(w, pg.name, t, "INFO", "starting payments-gateway version=2.14.0 go=go1.22.4");
          once(w, pg.name, t + 30, "FATAL", "load config: required key PSP_MERCHANT_ACCOUNT missing value");
        },
        "2.14.0",
      );
      emit(w, "hire", t0 + 2 * SEC, end, 2500, "ERROR", () => callFail(pg, w.s("hire"), "refused"));
      emit(w, "web", t0 + 2 * SEC, end, 1400, "ERROR", () => `checkout failed: ${callFail(pg, w.s("web"), "refused")}`);
      emit(w, "exams", t0 + 5 * SEC, end, 7000, "ERROR", () => callFail(pg, w.s("exams"), "refused"));
      edgeFail(w, "billing", t0 + 2 * SEC, end, 1600, 503, { flags: "UH" });
    },
  },
  {
    estate: E,
    category: "dependency",
    origin: "billing",
    sev: "high",
    hints: ["psp", "503", "circuit", "unavailable", "dependency", "bad gateway", "upstream"],
    note: "The card processor behind payments-gateway started answering 502/503, its breaker opened, and term-fee and deposit payments failed.",
    build(w, t0, end) {
      const pg = w.s("billing");
      emit(
        w,
        "billing",
        t0,
        t0 + 50 * SEC,
        1800,
        "WARN",
        () =>
          `psp call failed: POST https://api.paycove.com/v1/payment_intents: status ${w.rng.pick([502, 503, 503])} (attempt ${w.rng.int(1, 3)}/3)`,
      );
      once(
        w,
        "billing",
        t0 + 50 * SEC,
        "ERROR",
        `circuit breaker "paycove" state changed from closed to open (failures=20)`,
      );
      emit(
        w,
        "billing",
        t0 + 51 * SEC,
        end,
        3000,
        "ERROR",
        () => `create payment intent failed: circuit breaker is open`,
      );
      emit(
        w,
        "billing",
        t0 + 80 * SEC,
        end,
        60 * SEC,
        "INFO",
        () => `circuit breaker "paycove" state changed from open to half-open`,
      );
      emit(
        w,
        "hire",
        t0 + 5 * SEC,
        end,
        1700,
        "ERROR",
        () => `deposit payment failed: ${callFail(pg, w.s("hire"), "5xx", 502)}`,
      );
      emit(
        w,
        "web",
        t0 + 5 * SEC,
        end,
        1200,
        "ERROR",
        () => `term fee payment failed: ${callFail(pg, w.s("web"), "5xx", 502)}`,
      );
      edgeFail(w, "billing", t0 + 5 * SEC, end, 1500, 502);
    },
  },
  {
    estate: E,
    category: "memory",
    origin: "exams",
    sev: "high",
    hints: ["outofmemory", "heap", "memory", "oom"],
    note: "exam-entries loaded the whole candidate list for the closing-day export into memory, ran out of Java heap and kept restarting.",
    build(w, t0, end) {
      const ex = w.s("exams");
      emit(
        w,
        "exams",
        t0 - 90 * SEC,
        t0,
        8 * SEC,
        "INFO",
        (i) =>
          `[gc] GC(${400 + i}) Pause Young (Normal) (G1 Evacuation Pause) ${880 + i * 9}M->${860 + i * 10}M(1024M) ${w.rng.int(40, 190)}.${w.rng.int(100, 999)}ms`,
      );
      crashLoop(w, ex, t0, end, 25 * SEC, (t) => {
        once(
          w,
          ex.name,
          t - 3000,
          "INFO",
          `[gc] GC(${w.rng.int(500, 900)}) Pause Full (G1 Compaction Pause) 1021M->1019M(1024M) ${w.rng.int(2000, 4000)}.${w.rng.int(100, 999)}ms`,
        );
        once(w, ex.name, t - 200, "ERROR", {
          msg: 'Exception in thread "http-nio-8080-exec-31" java.lang.OutOfMemoryError: Java heap space',
          stack: javaStack("java.lang.OutOfMemoryError", "Java heap space", [
            "java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
            "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
            "uk.co.crescendo.exams.export.CandidateExport.loadAll(CandidateExport.java:61)",
          ]),
        });
        once(w, ex.name, t, "ERROR", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      });
      emit(w, "web", t0 + 2 * SEC, end, 1200, "ERROR", () =>
        callFail(ex, w.s("web"), w.rng.chance(0.5) ? "refused" : "reset"),
      );
      edgeFail(w, "exams", t0 + 2 * SEC, end, 1400, 503, { flags: "UF" });
    },
  },
  {
    estate: E,
    category: "disk",
    origin: "worker",
    sev: "medium",
    hints: ["disk", "space", "no space", "enospc"],
    note: "term-batch's export volume filled up, so its invoice export step failed writing files on every chunk.",
    build(w, t0, end) {
      emit(w, "worker", t0, end, 7000, "ERROR", () => ({
        msg: "Encountered an error executing step exportStep in job termInvoicingJob",
        stack: javaStack(
          "org.springframework.batch.item.WriteFailedException",
          "Could not write data.  The file may be corrupt.",
          [
            "org.springframework.batch.item.file.FlatFileItemWriter.write(FlatFileItemWriter.java:94)",
            "org.springframework.batch.core.step.item.SimpleChunkProcessor.writeItems(SimpleChunkProcessor.java:203)",
          ],
          {
            ex: "java.io.IOException",
            msg: "No space left on device",
            frames: ["java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)"],
          },
        ),
        logger: "o.s.batch.core.step.AbstractStep",
      }));
      emit(
        w,
        "worker",
        t0 + 20 * SEC,
        end,
        30 * SEC,
        "WARN",
        () => "Job: [SimpleJob: [name=termInvoicingJob]] status [FAILED], rescheduling in 60s",
      );
      emit(
        w,
        "billing",
        t0 + 60 * SEC,
        end,
        20 * SEC,
        "WARN",
        () => "invoice export for 2027-SPRING not found at s3://crescendo-finance/exports/, collection run waiting",
      );
    },
  },
  {
    estate: E,
    category: "unknown",
    origin: "notify",
    sev: "medium",
    hints: ["exit", "crash", "unknown", "process", "restart"],
    note: "notify-dispatch kept exiting with status 1 right after start without logging why, so messages from every caller were refused.",
    build(w, t0, end) {
      const nd = w.s("notify");
      crashLoop(w, nd, t0, end, 12 * SEC, (t) => {
        [
          "npm ERR! code ELIFECYCLE",
          "npm ERR! errno 1",
          "npm ERR! notify-dispatch@3.4.1 start: `node dist/server.js`",
          "npm ERR! Exit status 1",
          "npm ERR! Failed at the notify-dispatch@3.4.1 start script.",
        ].forEach((m, i) => {
          once(w, nd.name, t + i * 2, "ERROR", m);
        });
      });
      emit(w, "lessons", t0 + 3 * SEC, end, 2500, "ERROR", () => callFail(nd, w.s("lessons"), "refused"));
      emit(w, "exams", t0 + 3 * SEC, end, 6000, "ERROR", () => callFail(nd, w.s("exams"), "refused"));
      emit(
        w,
        "worker",
        t0 + 3 * SEC,
        end,
        5000,
        "WARN",
        () => `reminder enqueue failed, will retry: ${callFail(nd, w.s("worker"), "refused")}`,
      );
    },
  },
];
