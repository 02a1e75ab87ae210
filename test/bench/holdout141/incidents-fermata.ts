// Fermata School of Music (snake_case, nginx, request ids on the web tier only; Rails/Sidekiq, Django, Postgres).
import type { Incident } from "./incident.js";
import { callFail, crashLoop, deploy, edgeFail, emit, once } from "./kit.js";
import { pyTrace, rubyTrace } from "./stacks.js";
import { SEC } from "./window.js";

const E = "fermata";
const RAILS_FRAMES = [
  "app/controllers/hire_agreements_controller.rb:14:in `show'",
  "actionpack (7.1.3.4) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
  "actionpack (7.1.3.4) lib/abstract_controller/base.rb:224:in `process_action'",
  "activesupport (7.1.3.4) lib/active_support/callbacks.rb:121:in `block in run_callbacks'",
];

export const FERMATA: Incident[] = [
  {
    estate: E,
    category: "authentication",
    origin: "auth",
    sev: "high",
    hints: ["ldap", "credential", "bind", "password", "authentication"],
    note: "The directory bind account used by accounts_api hit its password expiry, so every staff and teacher sign-in failed against LDAP.",
    build(w, t0, end) {
      emit(w, "auth", t0, end, 4000, "WARN", (i) => ({
        msg: `Caught LDAPError while authenticating ${w.rng.pick(["t.okafor", "m.lindqvist", "a.brennan", "frontdesk", "k.nakamura"])}: INVALID_CREDENTIALS({'msgtype': 97, 'msgid': ${i + 1}, 'result': 49, 'desc': 'Invalid credentials', 'ctrls': [], 'info': '80090308: LdapErr: DSID-0C090569, comment: AcceptSecurityContext error, data 532, v4f7c'})`,
        logger: "django_auth_ldap",
      }));
      emit(
        w,
        "web",
        t0 + SEC,
        end,
        1300,
        "WARN",
        () =>
          `staff sign-in rejected: accounts_api returned 401 for POST /api/session (user=${w.rng.pick(["t.okafor", "m.lindqvist", "frontdesk", "k.nakamura", "j.quinn"])})`,
      );
      emit(
        w,
        "lessons",
        t0 + 5 * SEC,
        end,
        5000,
        "ERROR",
        () =>
          `teacher token refresh failed: 401 Client Error: Unauthorized for url: http://accounts_api:8000/api/token/refresh/`,
      );
      emit(
        w,
        "rooms",
        t0 + 8 * SEC,
        end,
        9000,
        "ERROR",
        () =>
          `staff override denied: 401 Client Error: Unauthorized for url: http://accounts_api:8000/api/session/verify/`,
      );
      edgeFail(w, "web", t0 + SEC, end, 1800, 401);
    },
  },
  {
    estate: E,
    category: "authorization",
    origin: "hire",
    sev: "high",
    hints: ["permission", "privilege", "denied", "insufficientprivilege"],
    note: "A hire_ledger migration recreated the hire_contracts table under another owner without the app role's grants, so its queries were denied.",
    build(w, t0, end) {
      const hl = w.s("hire");
      deploy(w, hl, t0 - 50 * SEC, "2026.12.02-1");
      once(
        w,
        "hire",
        t0 - 30 * SEC,
        "INFO",
        "== 20261202091500 MoveHireContractsToLedgerSchema: migrating =========================",
      );
      once(
        w,
        "hire",
        t0 - 29 * SEC,
        "INFO",
        "== 20261202091500 MoveHireContractsToLedgerSchema: migrated (0.4127s) ================",
      );
      emit(w, "hire", t0, end, 2600, "ERROR", () => ({
        msg: "Completed 500 Internal Server Error in 9ms (ActiveRecord: 2.1ms | Allocations: 1874)",
        stack: rubyTrace(
          "ActiveRecord::StatementInvalid",
          "PG::InsufficientPrivilege: ERROR:  permission denied for table hire_contracts\n",
          RAILS_FRAMES,
        ),
      }));
      emit(w, "db", t0, end, 3500, "ERROR", () => `ERROR:  permission denied for table hire_contracts`);
      emit(
        w,
        "web",
        t0 + SEC,
        end,
        1400,
        "ERROR",
        () => `HireLedgerClient error: ${callFail(hl, w.s("web"), "5xx", 500)}`,
      );
      emit(
        w,
        "worker",
        t0 + 10 * SEC,
        end,
        6000,
        "WARN",
        () =>
          `class=HireChargeJob jid=${w.rng.hex(24)} WARN: Faraday::ServerError: the server responded with status 500`,
      );
      edgeFail(w, "web", t0 + SEC, end, 2500, 500);
    },
  },
  {
    estate: E,
    category: "database",
    origin: "db",
    sev: "high",
    hints: ["wraparound", "vacuum", "database", "transaction"],
    note: "postgres_main reached its transaction-id wraparound limit and stopped accepting writes, so every service's inserts and updates failed.",
    build(w, t0, end) {
      emit(
        w,
        "db",
        t0 - 120 * SEC,
        t0,
        15 * SEC,
        "WARN",
        (i) => `WARNING:  database "fermata" must be vacuumed within ${2900000 - i * 310000} transactions`,
      );
      emit(
        w,
        "db",
        t0,
        end,
        3000,
        "ERROR",
        () => `ERROR:  database is not accepting commands to avoid wraparound data loss in database "fermata"`,
      );
      emit(
        w,
        "db",
        t0,
        end,
        20 * SEC,
        "INFO",
        () => `HINT:  Stop the postmaster and vacuum that database in single-user mode.`,
      );
      const ar = () =>
        'ActiveRecord::StatementInvalid: PG::ProgramLimitExceeded: ERROR:  database is not accepting commands to avoid wraparound data loss in database "fermata"';
      emit(w, "web", t0 + SEC, end, 1100, "ERROR", ar);
      emit(
        w,
        "worker",
        t0 + SEC,
        end,
        2000,
        "ERROR",
        () => `class=PracticeStreakJob jid=${w.rng.hex(24)} ERROR: ${ar()}`,
      );
      emit(
        w,
        "rooms",
        t0 + SEC,
        end,
        2500,
        "ERROR",
        () =>
          `psycopg2.errors.ProgramLimitExceeded: database is not accepting commands to avoid wraparound data loss in database "fermata"`,
      );
      emit(
        w,
        "billing",
        t0 + SEC,
        end,
        3500,
        "ERROR",
        () =>
          `Internal Server Error: /api/payments/intents (django.db.utils.OperationalError: database is not accepting commands to avoid wraparound data loss)`,
      );
      edgeFail(w, "web", t0 + SEC, end, 1500, 500);
    },
  },
  {
    estate: E,
    category: "network",
    origin: "rooms",
    sev: "high",
    hints: ["dns", "name resolution", "resolve", "network", "connection"],
    note: "room_booking's pod lost DNS resolution for the door-lock vendor, so unlock and reservation calls failed to connect at all.",
    build(w, t0, end) {
      const rb = w.s("rooms");
      emit(w, "rooms", t0, end, 2200, "ERROR", () => ({
        msg: "Internal Server Error: /api/rooms/unlock",
        stack: pyTrace(
          [
            ["/app/rooms/views.py", 88, "unlock", "lockbox.unlock(room.lock_id, member.id)"],
            ["/app/rooms/lockbox.py", 41, "unlock", "resp = self.session.post(url, json=body, timeout=5)"],
            [
              "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
              700,
              "send",
              "raise ConnectionError(e, request=request)",
            ],
          ],
          "requests.exceptions.ConnectionError: HTTPSConnectionPool(host='api.lockbox.io', port=443): Max retries exceeded with url: /v2/doors/unlock (Caused by NameResolutionError(\"<urllib3.connection.HTTPSConnection object at 0x7f1c0a4b2e10>: Failed to resolve 'api.lockbox.io' ([Errno -3] Temporary failure in name resolution)\"))",
        ),
        logger: "django.request",
      }));
      emit(
        w,
        "web",
        t0 + SEC,
        end,
        1300,
        "ERROR",
        () => `RoomBookingClient error: ${callFail(rb, w.s("web"), "5xx", 502)}`,
      );
      emit(
        w,
        "lessons",
        t0 + 5 * SEC,
        end,
        7000,
        "WARN",
        () => "room hold for lesson failed (room_booking 500), lesson booked without room",
      );
      edgeFail(w, "rooms", t0 + SEC, end, 1800, 500);
    },
  },
  {
    estate: E,
    category: "timeout",
    origin: "web",
    sev: "high",
    hints: ["timeout", "timed out", "rack::timeout", "request timeout"],
    note: "web_portal's new term timetable export ran past rack-timeout's 15 s on every call and tied up its Puma workers, so pages timed out at the edge.",
    build(w, t0, end) {
      emit(w, "web", t0, end, 2400, "ERROR", () => ({
        msg: `source=rack-timeout id=${w.uuid()} timeout=15000ms service=15000ms state=timed_out`,
        stack: rubyTrace("Rack::Timeout::RequestTimeoutException", "Request ran for longer than 15000ms ", [
          "app/services/timetable_export.rb:57:in `block in rows'",
          "app/controllers/timetables_controller.rb:31:in `export'",
          "actionpack (7.1.3.4) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
        ]),
      }));
      emit(
        w,
        "web",
        t0 + 30 * SEC,
        end,
        20 * SEC,
        "WARN",
        () => `source=rack-timeout id=${w.uuid()} wait=${w.rng.int(2000, 9000)}ms timeout=15000ms state=ready`,
      );
      edgeFail(w, "web", t0 + 5 * SEC, end, 800, 504, {
        ms: () => 15000 + w.rng.int(0, 900),
        nginxErr: "upstream timed out (110: Connection timed out)",
      });
    },
  },
  {
    estate: E,
    category: "rate_limiting",
    origin: "billing",
    sev: "high",
    hints: ["rate", "429", "ratelimit", "too many"],
    note: "The term-fee collection run made payments_api exceed its card processor's request rate, so checkouts were rejected with rate-limit errors.",
    build(w, t0, end) {
      const pa = w.s("billing");
      once(w, "worker", t0 - 30 * SEC, "INFO", `class=TermFeeCollectionJob jid=${w.rng.hex(24)} INFO: start`);
      emit(w, "billing", t0, end, 2000, "ERROR", () => ({
        msg: "payment intent create failed",
        stack: pyTrace(
          [
            ["/app/payments/services.py", 64, "create_intent", "intent = stripe.PaymentIntent.create(**params)"],
            [
              "/usr/local/lib/python3.12/site-packages/stripe/_api_requestor.py",
              434,
              "_interpret_response",
              "self.handle_error_response(rbody, rcode, resp.data, rheaders)",
            ],
          ],
          `stripe._error.RateLimitError: Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits. (Request req_${w.rng.alnum(14)})`,
        ),
        logger: "payments.services",
      }));
      emit(w, "web", t0 + SEC, end, 1300, "ERROR", () => `CheckoutController: ${callFail(pa, w.s("web"), "5xx", 502)}`);
      emit(
        w,
        "worker",
        t0 + SEC,
        end,
        2200,
        "WARN",
        () =>
          `class=TermFeeCollectionJob jid=${w.rng.hex(24)} WARN: Faraday::ServerError: the server responded with status 502 (retry ${w.rng.int(1, 5)})`,
      );
      edgeFail(w, "web", t0 + SEC, end, 2800, 502);
    },
  },
  {
    estate: E,
    category: "validation",
    origin: "exams",
    sev: "medium",
    hints: ["validation", "pydantic", "invalid", "enum"],
    note: "The exam board's results feed started using a new grade label, and exam_board_sync rejected every record as invalid, so results stopped importing.",
    build(w, t0, end) {
      w.over(t0, end, 45 * SEC, (t) => {
        once(w, "exams", t, "INFO", "results sync started board=AME session=2026-AUTUMN");
        const bad = w.rng.int(180, 420);
        for (let k = 0; k < 6; k++)
          once(w, "exams", t + 200 + k * 150, "ERROR", {
            msg: `record C${w.rng.int(100000, 999999)} rejected`,
            stack: `pydantic_core._pydantic_core.ValidationError: 1 validation error for ResultRecord\ngrade\n  Input should be 'Distinction', 'Merit', 'Pass' or 'Below Pass' [type=enum, input_value='Pass with Merit', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.7/v/enum`,
          });
        once(w, "exams", t + 1400, "ERROR", `results sync finished imported=0 rejected=${bad}`);
      });
      emit(
        w,
        "web",
        t0 + 60 * SEC,
        end,
        9000,
        "WARN",
        () =>
          `results page: no results for candidate C${w.rng.int(100000, 999999)} (session 2026-AUTUMN published by board)`,
      );
      emit(
        w,
        "notify",
        t0 + 60 * SEC,
        end,
        20 * SEC,
        "WARN",
        () => "results_published emails skipped: 0 results imported",
      );
    },
  },
  {
    estate: E,
    category: "null_reference",
    origin: "web",
    sev: "high",
    hints: ["nomethoderror", "nil", "undefined method"],
    note: "web_portal's family dashboard crashed on hire agreements whose instrument had been retired, calling a method on nil for most parents.",
    build(w, t0, end) {
      emit(w, "web", t0, end, 1700, "FATAL", () => ({
        msg: "ActionView::Template::Error (undefined method `instrument_name' for nil):",
        stack: [
          "    12:   <% @family.hire_agreements.each do |agreement| %>",
          "    13:     <li><%= agreement.instrument.instrument_name %> — due <%= l agreement.next_charge_on %></li>",
          "",
          "app/views/dashboards/_hire.html.erb:13",
          "app/views/dashboards/show.html.erb:22",
          "app/controllers/dashboards_controller.rb:9:in `show'",
        ].join("\n"),
      }));
      edgeFail(w, "web", t0, end, 900, 500);
      emit(
        w,
        "hire",
        t0 - 60 * SEC,
        t0,
        20 * SEC,
        "INFO",
        () => `instrument asset A${w.rng.int(1000, 9999)} retired (sold), agreements kept for history`,
      );
    },
  },
  {
    estate: E,
    category: "configuration",
    origin: "rooms",
    sev: "high",
    hints: ["allowed_hosts", "disallowedhost", "config", "host header"],
    note: "A room_booking release shipped an ALLOWED_HOSTS list without its internal hostname, so Django refused every service-to-service call.",
    build(w, t0, end) {
      const rb = w.s("rooms");
      deploy(w, rb, t0 - 6 * SEC, "2026.12.2");
      emit(w, "rooms", t0, end, 1800, "ERROR", () => ({
        msg: "Invalid HTTP_HOST header: 'rooms.internal.fermata.school'. You may need to add 'rooms.internal.fermata.school' to ALLOWED_HOSTS.",
        logger: "django.security.DisallowedHost",
      }));
      emit(
        w,
        "web",
        t0 + SEC,
        end,
        1300,
        "ERROR",
        () => `RoomBookingClient error: the server responded with status 400 (Bad Request)`,
      );
      emit(
        w,
        "lessons",
        t0 + 3 * SEC,
        end,
        5000,
        "ERROR",
        () => `400 Client Error: Bad Request for url: http://rooms.internal.fermata.school/api/rooms/holds/`,
      );
      edgeFail(w, "web", t0 + SEC, end, 2600, 502);
    },
  },
  {
    estate: E,
    category: "dependency",
    origin: "hire",
    sev: "high",
    hints: ["503", "unavailable", "vendor", "credit", "dependency", "upstream"],
    note: "The credit-check vendor hire_ledger calls for new agreements answered 503, so every instrument hire sign-up failed.",
    build(w, t0, end) {
      const hl = w.s("hire");
      emit(
        w,
        "hire",
        t0,
        end,
        3000,
        "WARN",
        () =>
          `CreditCheck::Client request failed (attempt ${w.rng.int(1, 3)}/3): Faraday::ServerError: the server responded with status 503`,
      );
      emit(w, "hire", t0 + 20 * SEC, end, 6000, "ERROR", () => ({
        msg: "Completed 502 Bad Gateway in 9031ms (ActiveRecord: 3.4ms | Allocations: 4120)",
        stack: rubyTrace("CreditCheck::Unavailable", "credit check service unavailable (503 from api.rentwise.co.uk)", [
          "app/services/credit_check/client.rb:38:in `verify!'",
          "app/controllers/agreements_controller.rb:22:in `create'",
        ]),
      }));
      emit(
        w,
        "web",
        t0 + 5 * SEC,
        end,
        1600,
        "ERROR",
        () => `HireLedgerClient error: ${callFail(hl, w.s("web"), "5xx", 502)}`,
      );
      emit(
        w,
        "worker",
        t0 + 10 * SEC,
        end,
        5000,
        "WARN",
        () =>
          `class=HireSignupFollowUpJob jid=${w.rng.hex(24)} WARN: retrying in ${w.rng.int(10, 90)}s: hire_ledger 502`,
      );
      edgeFail(w, "web", t0 + 5 * SEC, end, 2500, 502);
    },
  },
  {
    estate: E,
    category: "memory",
    origin: "worker",
    sev: "medium",
    hints: ["memory", "rss", "nomemoryerror", "oom"],
    note: "sidekiq_jobs bloated while rendering exam certificate PDFs until it was killed and restarted repeatedly, so background jobs stalled.",
    build(w, t0, end) {
      const sq = w.s("worker");
      emit(
        w,
        "worker",
        t0 - 60 * SEC,
        t0,
        10 * SEC,
        "WARN",
        (i) => `[SidekiqWorkerKiller] current RSS ${1700 + i * 60} of sidekiq_jobs exceeds maximum RSS 1536`,
      );
      crashLoop(w, sq, t0, end, 40 * SEC, (t) => {
        once(w, sq.name, t - 500, "ERROR", {
          msg: `class=ExamCertificatePdfJob jid=${w.rng.hex(24)} ERROR: failed to allocate memory (NoMemoryError)`,
          stack: [
            "/usr/local/bundle/gems/prawn-2.5.0/lib/prawn/document.rb:405:in `render'",
            "app/jobs/exam_certificate_pdf_job.rb:19:in `perform'",
          ].join("\n"),
        });
        once(w, sq.name, t, "WARN", "[SidekiqWorkerKiller] sending TERM to self (RSS 2120 MB)");
      });
      emit(
        w,
        "web",
        t0 + 30 * SEC,
        end,
        8000,
        "WARN",
        () => "certificate download requested but PDF not ready yet (job queued)",
      );
      emit(
        w,
        "notify",
        t0 + 20 * SEC,
        end,
        12 * SEC,
        "WARN",
        () => "exam_certificate email deferred: attachment missing",
      );
    },
  },
  {
    estate: E,
    category: "disk",
    origin: "notify",
    sev: "medium",
    hints: ["disk", "space", "errno 28", "no space"],
    note: "mailer_worker's spool volume filled up, so every email task failed writing its attachment and invoices and reminders stopped going out.",
    build(w, t0, end) {
      emit(w, "notify", t0, end, 3000, "ERROR", () => ({
        msg: `Task mailer.tasks.send_invoice_email[${w.uuid()}] raised unexpected: OSError(28, 'No space left on device')`,
        stack: pyTrace(
          [
            [
              "/usr/local/lib/python3.12/site-packages/celery/app/trace.py",
              453,
              "trace_task",
              "R = retval = fun(*args, **kwargs)",
            ],
            ["/app/mailer/tasks.py", 77, "send_invoice_email", "path = spool.write(pdf_bytes)"],
            ["/app/mailer/spool.py", 23, "write", "fh.write(data)"],
          ],
          "OSError: [Errno 28] No space left on device",
        ),
        logger: "celery.app.trace",
      }));
      emit(
        w,
        "billing",
        t0 + 10 * SEC,
        end,
        5000,
        "WARN",
        () => "invoice email task failed upstream; invoice marked email_pending",
      );
      emit(
        w,
        "worker",
        t0 + 10 * SEC,
        end,
        6000,
        "WARN",
        () => `class=LessonReminderJob jid=${w.rng.hex(24)} WARN: mailer task failed, retry scheduled`,
      );
    },
  },
  {
    estate: E,
    category: "unknown",
    origin: "lessons",
    sev: "high",
    hints: ["worker", "exit", "crash", "unknown", "boot"],
    note: "lesson_planner's gunicorn workers kept exiting with code 1 without a traceback, so lesson pages and bookings got 502s.",
    build(w, t0, end) {
      const lp = w.s("lessons");
      w.silence(lp.name, t0, end);
      w.over(t0, end, 4000, (t) => {
        const pid = w.rng.int(100, 999);
        once(w, lp.name, t, "ERROR", `Worker (pid:${pid}) exited with code 1`);
        once(w, lp.name, t + 300, "INFO", `Booting worker with pid: ${pid + w.rng.int(1, 50)}`);
      });
      emit(
        w,
        "web",
        t0 + SEC,
        end,
        1200,
        "ERROR",
        () => `LessonPlannerClient error: ${callFail(lp, w.s("web"), w.rng.chance(0.6) ? "reset" : "5xx", 502)}`,
      );
      emit(
        w,
        "worker",
        t0 + SEC,
        end,
        4000,
        "WARN",
        () => `class=LessonReminderJob jid=${w.rng.hex(24)} WARN: Faraday::ConnectionFailed: end of file reached`,
      );
      edgeFail(w, "web", t0 + SEC, end, 2000, 502, { nginxErr: "upstream prematurely closed connection" });
    },
  },
];
