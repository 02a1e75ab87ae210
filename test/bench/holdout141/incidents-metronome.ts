// Metronome Collective (-svc/-worker names, HAProxy, no ids at all; Go, Node, Java/Spring, Python).
import type { Incident } from "./incident.js";
import { callFail, crashLoop, deploy, edgeFail, emit, once } from "./kit.js";
import { goPanic, javaStack, pyTrace, SPRING_WEB_FRAMES } from "./stacks.js";
import { SEC } from "./window.js";

const E = "metronome";

export const METRONOME: Incident[] = [
  {
    estate: E,
    category: "authentication",
    origin: "auth",
    sev: "high",
    hints: ["wrongpass", "password", "credential", "auth"],
    note: "The session store password was rotated without updating auth-svc, so it could no longer authenticate to it and every session check failed.",
    build(w, t0, end) {
      const au = w.s("auth");
      emit(
        w,
        "auth",
        t0,
        end,
        2600,
        "ERROR",
        () => `session lookup failed: WRONGPASS invalid username-password pair or user is disabled.`,
      );
      emit(
        w,
        "auth",
        t0 + 10 * SEC,
        end,
        30 * SEC,
        "WARN",
        () =>
          `redis: pool stats hits=0 misses=${w.rng.int(40, 300)} timeouts=0 total_conns=0 idle_conns=0 stale_conns=${w.rng.int(1, 9)}`,
      );
      emit(
        w,
        "web",
        t0 + SEC,
        end,
        1100,
        "ERROR",
        () => `session check failed: ${callFail(au, w.s("web"), "5xx", 500)}`,
      );
      emit(w, "lessons", t0 + 3 * SEC, end, 3000, "ERROR", () => callFail(au, w.s("lessons"), "5xx", 500));
      emit(w, "rooms", t0 + 3 * SEC, end, 5000, "ERROR", () => callFail(au, w.s("rooms"), "5xx", 500));
      edgeFail(w, "web", t0 + SEC, end, 1500, 500);
    },
  },
  {
    estate: E,
    category: "authorization",
    origin: "lessons",
    sev: "high",
    hints: ["accessdenied", "access denied", "403", "forbidden", "role"],
    note: "booking-svc v5.2.0 checked for a role name the identity tokens never carry, so teachers were denied when marking attendance and moving lessons.",
    build(w, t0, end) {
      const bk = w.s("lessons");
      deploy(w, bk, t0 - 8 * SEC, "5.2.0");
      emit(w, "lessons", t0, end, 2400, "WARN", () => ({
        msg:
          "Sending JwtAuthenticationToken [Principal=org.springframework.security.oauth2.jwt.Jwt@" +
          w.rng.hex(8) +
          ", Granted Authorities=[ROLE_TEACHER]] to access denied handler since access is denied",
        stack: javaStack("org.springframework.security.access.AccessDeniedException", "Access Denied", [
          "org.springframework.security.authorization.method.AuthorizationManagerBeforeMethodInterceptor.attemptAuthorization(AuthorizationManagerBeforeMethodInterceptor.java:256)",
          "coop.metronome.booking.web.AttendanceController$$SpringCGLIB$$0.mark(<generated>)",
          ...SPRING_WEB_FRAMES.slice(0, 3),
        ]),
        logger: "o.s.s.w.access.ExceptionTranslationFilter",
      }));
      emit(
        w,
        "web",
        t0 + SEC,
        end,
        1300,
        "ERROR",
        () =>
          `teacher action failed: upstream booking-svc responded 403 (${w.rng.pick(["PATCH /api/lessons/attendance", "POST /api/lessons/move"])})`,
      );
      edgeFail(w, "lessons", t0 + SEC, end, 1600, 403);
    },
  },
  {
    estate: E,
    category: "database",
    origin: "hire",
    sev: "high",
    hints: ["deadlock", "lock", "database", "sql", "transaction"],
    note: "A new nightly asset sweep in hire-svc updated instrument rows in the opposite order to checkouts, so MySQL kept rolling back transactions on deadlock.",
    build(w, t0, end) {
      const hs = w.s("hire");
      once(w, "hire", t0 - 10 * SEC, "INFO", "asset availability sweep started (3120 instruments)");
      emit(w, "hire", t0, end, 2500, "ERROR", () => ({
        msg: "Request processing failed: org.springframework.dao.CannotAcquireLockException: PreparedStatementCallback; SQL [update instrument_asset set status=?, version=? where id=? and version=?]; Deadlock found when trying to get lock; try restarting transaction",
        stack: javaStack(
          "org.springframework.dao.CannotAcquireLockException",
          "PreparedStatementCallback; SQL [update instrument_asset set status=?, version=? where id=? and version=?]; Deadlock found when trying to get lock; try restarting transaction",
          [
            "org.springframework.jdbc.support.SQLExceptionSubclassTranslator.doTranslate(SQLExceptionSubclassTranslator.java:81)",
            "coop.metronome.hire.repo.AssetRepository.reserve(AssetRepository.java:73)",
            "coop.metronome.hire.service.CheckoutService.checkout(CheckoutService.java:118)",
          ],
          {
            ex: "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException",
            msg: "Deadlock found when trying to get lock; try restarting transaction",
            frames: ["com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:123)"],
          },
        ),
        logger: "o.a.c.c.C.[.[.[/].[dispatcherServlet]",
      }));
      emit(
        w,
        "web",
        t0 + SEC,
        end,
        1200,
        "ERROR",
        () => `hire checkout failed: ${callFail(hs, w.s("web"), "5xx", 500)}`,
      );
      emit(
        w,
        "billing",
        t0 + 10 * SEC,
        end,
        12 * SEC,
        "WARN",
        () => "hire deposit captured but agreement missing, queued for refund check",
      );
      edgeFail(w, "hire", t0 + SEC, end, 1500, 500);
    },
  },
  {
    estate: E,
    category: "network",
    origin: "rooms",
    sev: "high",
    hints: ["no route to host", "network", "route", "dial", "connect"],
    note: "A firewall change cut rooms-svc's route to the door-controller broker, so door commands could not be sent and room unlocks failed.",
    build(w, t0, end) {
      const rs = w.s("rooms");
      emit(
        w,
        "rooms",
        t0,
        end,
        3000,
        "ERROR",
        () => `mqtt connect failed broker=tcp://10.20.0.7:8883: dial tcp 10.20.0.7:8883: connect: no route to host`,
      );
      emit(
        w,
        "rooms",
        t0 + 2 * SEC,
        end,
        2200,
        "WARN",
        () =>
          `door command publish failed room=${w.rng.pick(["R1", "R3", "R5", "R8", "Studio-B"])} cmd=unlock: not connected`,
      );
      emit(w, "web", t0 + 2 * SEC, end, 1200, "ERROR", () => `unlock failed: ${callFail(rs, w.s("web"), "5xx", 503)}`);
      emit(
        w,
        "lessons",
        t0 + 10 * SEC,
        end,
        8000,
        "WARN",
        () => `room check-in not confirmed by rooms-svc (503), lesson start recorded without room`,
      );
      edgeFail(w, "rooms", t0 + 2 * SEC, end, 1600, 503);
    },
  },
  {
    estate: E,
    category: "timeout",
    origin: "exams",
    sev: "high",
    hints: ["timeout", "timed out", "readtimeout", "read timed out"],
    note: "The exam board's entry endpoint stopped answering within exams-svc's 30 s read timeout, so entry submissions hung and failed.",
    build(w, t0, end) {
      const es = w.s("exams");
      emit(w, "exams", t0, end, 3200, "ERROR", () => ({
        msg: "Exception on /api/exams/entries [POST]",
        stack: pyTrace(
          [
            [
              "/app/exams/board.py",
              52,
              "submit_entry",
              'resp = self.session.post(f"{self.base}/v3/entries", json=payload, timeout=30)',
            ],
            [
              "/usr/local/lib/python3.11/site-packages/requests/adapters.py",
              713,
              "send",
              "raise ReadTimeout(e, request=request)",
            ],
          ],
          "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.ame-exams.org', port=443): Read timed out. (read timeout=30)",
        ),
        logger: "exams.app",
      }));
      emit(w, "web", t0 + 5 * SEC, end, 1200, "ERROR", () => callFail(es, w.s("web"), "timeout"));
      edgeFail(w, "exams", t0 + 5 * SEC, end, 1500, 504, { flags: "sH--", ms: () => 30001 });
    },
  },
  {
    estate: E,
    category: "rate_limiting",
    origin: "hire",
    sev: "medium",
    hints: ["429", "rate", "too many", "throttl"],
    note: "hire-svc hammered the courier's booking API while rescheduling piano deliveries and was throttled with 429s, so delivery slots stopped being booked.",
    build(w, t0, end) {
      once(
        w,
        "hire",
        t0 - 15 * SEC,
        "INFO",
        "delivery reschedule run started: 640 deliveries affected by depot closure",
      );
      emit(w, "hire", t0, end, 2600, "WARN", () => ({
        msg: "courier booking failed, will retry",
        stack: javaStack(
          "org.springframework.web.client.HttpClientErrorException$TooManyRequests",
          `429 Too Many Requests: "{"error":"rate_limited","retry_after":${w.rng.pick([30, 60])}}"`,
          [
            "org.springframework.web.client.HttpClientErrorException.create(HttpClientErrorException.java:138)",
            "coop.metronome.hire.delivery.CourierClient.book(CourierClient.java:66)",
          ],
        ),
      }));
      emit(
        w,
        "web",
        t0 + 30 * SEC,
        end,
        7000,
        "WARN",
        () => "delivery slot still pending for hire agreement (hire-svc returned 202)",
      );
      emit(
        w,
        "notify",
        t0 + 20 * SEC,
        end,
        3500,
        "ERROR",
        () => `delivery_confirmation send aborted: hire-svc has no slot for agreement HA-${w.rng.int(10000, 99999)}`,
      );
    },
  },
  {
    estate: E,
    category: "validation",
    origin: "billing",
    sev: "medium",
    hints: ["validation", "pydantic", "invalid", "amount"],
    note: "The bank's direct-debit report arrived with amounts in a new decimal format, and billing-worker rejected every row as invalid, so payments were not reconciled.",
    build(w, t0, end) {
      w.over(t0, end, 40 * SEC, (t) => {
        once(w, "billing", t, "INFO", "processing bacs report ADDACS/ARUDD batch 2026-12-02");
        for (let k = 0; k < 5; k++)
          once(w, "billing", t + 100 + k * 120, "ERROR", {
            msg: `row ${w.rng.int(1, 900)} rejected`,
            stack: `pydantic_core._pydantic_core.ValidationError: 1 validation error for CollectionRow\namount_pence\n  Input should be a valid integer, unable to parse string as an integer [type=int_parsing, input_value='${w.rng.int(10, 99)}.50', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.7/v/int_parsing`,
          });
        once(
          w,
          "billing",
          t + 900,
          "ERROR",
          `batch aborted: ${w.rng.int(400, 900)} of ${w.rng.int(900, 950)} rows invalid`,
        );
      });
      emit(
        w,
        "hire",
        t0 + 60 * SEC,
        end,
        15 * SEC,
        "WARN",
        () => "payment status unknown for hire agreement, suspension check skipped",
      );
      emit(
        w,
        "web",
        t0 + 60 * SEC,
        end,
        12 * SEC,
        "WARN",
        () => "account page: last payment status unavailable (billing-worker has not reconciled today)",
      );
    },
  },
  {
    estate: E,
    category: "null_reference",
    origin: "media",
    sev: "high",
    hints: ["nil pointer", "nil", "null", "panic", "segmentation"],
    note: "recital-stream-svc dereferenced a nil stream key for a recital without an encoder, panicked and crash-looped, so the live recital page failed.",
    build(w, t0, end) {
      const rs = w.s("media");
      crashLoop(w, rs, t0, end, 8 * SEC, (t) => {
        once(w, rs.name, t, "FATAL", {
          msg: "panic: runtime error: invalid memory address or nil pointer dereference",
          stack: goPanic(
            "runtime error: invalid memory address or nil pointer dereference",
            [
              ["metronome.coop/recital/internal/stream.(*Session).Key(...)", "/src/internal/stream/session.go:47"],
              [
                "metronome.coop/recital/internal/stream.(*Manager).Attach(0xc000214000, {0xc0003a6f30, 0x24})",
                "/src/internal/stream/manager.go:112 +0x5d",
              ],
              [
                "metronome.coop/recital/internal/api.(*Handler).Watch(0xc0001c2080, {0xb4e1c8, 0xc00041a0e0}, 0xc0004b4000)",
                "/src/internal/api/watch.go:38 +0x1f4",
              ],
              [
                "net/http.HandlerFunc.ServeHTTP(0xc0004b4000?, {0xb4e1c8?, 0xc00041a0e0?}, 0x0?)",
                "/usr/local/go/src/net/http/server.go:2166 +0x29",
              ],
            ],
            "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x8c4f1d]",
          ),
        });
      });
      emit(w, "web", t0 + 2 * SEC, end, 1100, "ERROR", () =>
        callFail(rs, w.s("web"), w.rng.chance(0.6) ? "refused" : "reset"),
      );
      edgeFail(w, "media", t0 + 2 * SEC, end, 1300, 503, { flags: "SC--" });
      once(
        w,
        "edge",
        t0 + 6 * SEC,
        "WARN",
        'Server be_recital_stream/recital_stream1 is DOWN, reason: Layer4 connection problem, info: "Connection refused", check duration: 0ms. 0 active and 0 backup servers left. 0 sessions active, 0 requeued, 0 remaining in queue.',
      );
      once(w, "edge", t0 + 6 * SEC + 1, "ERROR", "backend be_recital_stream has no server available!");
    },
  },
  {
    estate: E,
    category: "configuration",
    origin: "notify",
    sev: "medium",
    hints: ["config", "time zone", "timezone", "rangeerror", "invalid"],
    note: "A reminder-worker config change set a misspelt time zone, so every reminder it formatted threw and no lesson reminders went out.",
    build(w, t0, end) {
      once(
        w,
        "notify",
        t0 - 3 * SEC,
        "INFO",
        "config reloaded from /etc/reminders/config.yaml (quietHours=21:00-08:00, tz=Europe/Londn)",
      );
      emit(w, "notify", t0, end, 2600, "ERROR", () => ({
        msg: "reminder job failed",
        stack: [
          "RangeError: Invalid time zone specified: Europe/Londn",
          "    at new DateTimeFormat (<anonymous>)",
          "    at Date.toLocaleString (<anonymous>)",
          "    at formatLessonTime (/app/dist/format.js:12:18)",
          "    at ReminderJob.run (/app/dist/jobs/reminder.js:41:23)",
        ].join("\n"),
      }));
      emit(w, "lessons", t0 + 5 * SEC, end, 3000, "ERROR", () => ({
        msg: `reminder enqueue failed: 500 Internal Server Error from POST http://reminder-worker:8080/jobs`,
        logger: "coop.metronome.booking.reminders.ReminderClient",
      }));
    },
  },
  {
    estate: E,
    category: "dependency",
    origin: "web",
    sev: "high",
    hints: ["cms", "503", "unavailable", "dependency", "upstream"],
    note: "The hosted CMS that studio-web-svc renders pages from returned 503, so the public site and booking pages failed to render.",
    build(w, t0, end) {
      emit(
        w,
        "web",
        t0,
        end,
        1500,
        "ERROR",
        () =>
          `page render failed: CMS fetch GET https://cdn.contentful.com/spaces/m3tr0n0me/environments/master/entries?content_type=${w.rng.pick(["page", "teacherProfile", "termDates"])} responded 503 Service Unavailable`,
      );
      emit(w, "web", t0 + 20 * SEC, end, 20 * SEC, "WARN", () => "serving stale CMS cache for /teachers (age 3612s)");
      edgeFail(w, "web", t0 + SEC, end, 700, 502);
    },
  },
  {
    estate: E,
    category: "memory",
    origin: "web",
    sev: "high",
    hints: ["heap", "memory", "out of memory", "oom"],
    note: "studio-web-svc leaked memory in its server-side render cache until Node hit its heap limit and aborted, over and over.",
    build(w, t0, end) {
      const sw = w.s("web");
      emit(
        w,
        "web",
        t0 - 90 * SEC,
        t0,
        20 * SEC,
        "WARN",
        (i) => `ssr cache size=${12000 + i * 3100} entries (no eviction configured)`,
      );
      crashLoop(w, sw, t0, end, 35 * SEC, (t) => {
        once(w, sw.name, t, "FATAL", {
          msg: "<--- Last few GCs --->",
          stack: [
            "",
            `[1:0x6a8c2c0]   ${w.rng.int(300000, 900000)} ms: Mark-Compact 2011.2 (2083.4) -> 2004.9 (2084.1) MB, 1823.41 / 0.00 ms  (average mu = 0.132, current mu = 0.041) allocation failure; scavenge might not succeed`,
            "",
            "<--- JS stacktrace --->",
            "",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            " 1: 0xb8d0a3 node::Abort() [node]",
            " 2: 0xa9d7f8  [node]",
            " 3: 0xd6e4b0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          ].join("\n"),
        });
      });
      edgeFail(w, "web", t0 + SEC, end, 900, 503, { flags: "SC--" });
      once(
        w,
        "edge",
        t0 + 4 * SEC,
        "WARN",
        "Server be_studio_web/studio_web1 is DOWN, reason: Layer7 timeout, check duration: 2001ms. 1 active and 0 backup servers left. 12 sessions active, 0 requeued, 0 remaining in queue.",
      );
    },
  },
  {
    estate: E,
    category: "disk",
    origin: "exams",
    sev: "high",
    hints: ["disk", "space", "errno 28", "no space"],
    note: "exams-svc's upload volume filled with practical-exam recordings, so candidate uploads failed with no space left on device.",
    build(w, t0, end) {
      const es = w.s("exams");
      emit(w, "exams", t0, end, 2800, "ERROR", () => ({
        msg: "Exception on /api/exams/recordings [POST]",
        stack: pyTrace(
          [
            ["/app/exams/uploads.py", 31, "save_recording", "shutil.copyfileobj(stream, fh, length=1024 * 1024)"],
            ["/usr/local/lib/python3.11/shutil.py", 200, "copyfileobj", "fdst_write(buf)"],
          ],
          "OSError: [Errno 28] No space left on device",
        ),
        logger: "exams.app",
      }));
      emit(
        w,
        "web",
        t0 + SEC,
        end,
        1400,
        "ERROR",
        () => `recording upload failed: ${callFail(es, w.s("web"), "5xx", 500)}`,
      );
      edgeFail(w, "exams", t0 + SEC, end, 1700, 500);
    },
  },
  {
    estate: E,
    category: "unknown",
    origin: "lessons",
    sev: "high",
    hints: ["sigsegv", "fatal error", "crash", "jvm", "unknown"],
    note: "booking-svc's JVM kept dying in native code a minute after start and restarting, with nothing in its logs saying why, so lessons could not be booked.",
    build(w, t0, end) {
      const bk = w.s("lessons");
      crashLoop(w, bk, t0, end, 45 * SEC, (t) => {
        once(w, bk.name, t, "ERROR", {
          msg: "#",
          stack: [
            "# A fatal error has been detected by the Java Runtime Environment:",
            "#",
            `#  SIGSEGV (0xb) at pc=0x00007f${w.rng.hex(10)}, pid=1, tid=${w.rng.int(30, 90)}`,
            "#",
            "# JRE version: OpenJDK Runtime Environment Temurin-17.0.11+9 (17.0.11+9) (build 17.0.11+9)",
            "# Java VM: OpenJDK 64-Bit Server VM Temurin-17.0.11+9 (17.0.11+9, mixed mode, sharing, tiered, compressed oops, compressed class space, g1 gc, linux-amd64)",
            "# Problematic frame:",
            "# C  [libc.so.6+0x1a0e35]",
            "#",
            "# An error report file with more information is saved as:",
            "# /tmp/hs_err_pid1.log",
            "#",
          ].join("\n"),
        });
      });
      emit(w, "web", t0 + 2 * SEC, end, 1200, "ERROR", () =>
        callFail(bk, w.s("web"), w.rng.chance(0.5) ? "refused" : "reset"),
      );
      emit(
        w,
        "notify",
        t0 + 5 * SEC,
        end,
        6000,
        "WARN",
        () => `lesson lookup for reminder failed: ${callFail(bk, w.s("notify"), "refused")}`,
      );
      edgeFail(w, "lessons", t0 + 2 * SEC, end, 1500, 503, { flags: "SC--" });
    },
  },
];
