// Northfield incidents: attendance exhausts its Postgres connection slots at morning registration (database),
// and a msg-hub release ships without SMTP_HOST so every email goes to localhost (configuration).
import { SECTIONS, student } from "./estate-northfield.js";
import type { Incident } from "./incident-kit.js";
import { deploy, shutdown, startup } from "./lifecycle.js";
import * as stacks from "./stacks.js";
import { gunicorn, podIp } from "./voices.js";

const DJ = "/usr/local/lib/python3.11/site-packages/django";

export const registerDb: Incident = {
  id: "northfield-pg-slots",
  estate: "northfield",
  origin: "attendance",
  category: "database",
  hints: ["database", "operationalerror", "too many", "connection"],
  severity: "high",
  hours: [12, 13],
  note: "At first-period registration attendance runs out of Postgres connection slots ('sorry, too many clients already'), so register saves fail with 500s that web-bff and absence-line report louder than the origin.",
  run(c, start) {
    const { s, r, t1 } = c;
    s.suppress({
      svc: "attendance",
      from: start,
      to: t1,
      keep: 0.35,
      match: /register saved|pre-excused|POST \/api\/v2\/sections/,
    });
    s.suppress({ svc: "web-bff", from: start, to: t1, keep: 0.35, match: /register 200/ });
    s.as("noise");
    deploy(c, "timetable", start - r.int(100000, 160000), "2.19.4");
    s.as("inc");
    s.poisson(0.9, start, t1, (t) => {
      const sec = r.pick(SECTIONS);
      const fatal = r.chance(0.7)
        ? "FATAL:  sorry, too many clients already"
        : "FATAL:  remaining connection slots are reserved for non-replication superuser connections";
      const msg = `connection to server at "nsd-pg-attendance.internal" (10.30.4.12), port 5432 failed: ${fatal}`;
      s.add(t, "attendance", "ERROR", `Internal Server Error: /api/v2/sections/${sec}/register`, {
        err: { type: "django.db.utils.OperationalError", message: msg },
        stack: stacks.python(
          [
            {
              file: `${DJ}/core/handlers/exception.py`,
              line: 55,
              fn: "inner",
              code: "response = get_response(request)",
            },
            {
              file: `${DJ}/core/handlers/base.py`,
              line: 197,
              fn: "_get_response",
              code: "response = wrapped_callback(request, *callback_args, **callback_kwargs)",
            },
            {
              file: "/app/attendance/api/views.py",
              line: 142,
              fn: "save_register",
              code: "with transaction.atomic():",
            },
            {
              file: `${DJ}/db/transaction.py`,
              line: 198,
              fn: "__enter__",
              code: "if not connection.get_autocommit():",
            },
            {
              file: `${DJ}/db/backends/base/base.py`,
              line: 454,
              fn: "get_autocommit",
              code: "self.ensure_connection()",
            },
            {
              file: `${DJ}/db/backends/base/base.py`,
              line: 275,
              fn: "ensure_connection",
              code: "with self.wrap_database_errors:",
            },
            {
              file: `${DJ}/db/utils.py`,
              line: 91,
              fn: "__exit__",
              code: "raise dj_exc_value.with_traceback(traceback) from exc_value",
            },
            { file: `${DJ}/db/backends/base/base.py`, line: 276, fn: "ensure_connection", code: "self.connect()" },
            {
              file: "/usr/local/lib/python3.11/site-packages/psycopg2/__init__.py",
              line: 122,
              fn: "connect",
              code: "conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
            },
          ],
          `django.db.utils.OperationalError: ${msg}`,
          {
            text: "The above exception was the direct cause of the following exception:",
            prior: [
              { file: `${DJ}/db/backends/base/base.py`, line: 276, fn: "ensure_connection", code: "self.connect()" },
              {
                file: "/usr/local/lib/python3.11/site-packages/psycopg2/__init__.py",
                line: 122,
                fn: "connect",
                code: "conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
              },
            ],
            priorLast: `psycopg2.OperationalError: ${msg}`,
          },
        ),
      });
      gunicorn(c, t + 3, "attendance", {
        ip: podIp(r, "10.30"),
        method: "POST",
        path: `/api/v2/sections/${sec}/register`,
        status: 500,
        bytes: 145,
        ua: "node-fetch/3.3.2",
      });
      const tr = s.trace();
      const tries = r.int(1, 3);
      for (let k = 0; k < tries; k++) {
        s.add(
          t + 10 + k * r.int(1500, 6000),
          "web-bff",
          "ERROR",
          `POST /api/sections/${sec}/register 502 88 - ${r.range(40, 300).toFixed(3)} ms`,
          { trace: tr },
        );
        s.add(
          t + 11 + k * 2000,
          "web-bff",
          "ERROR",
          `upstream attendance responded 500 for POST /api/v2/sections/${sec}/register (teacher retry ${k + 1})`,
          { trace: tr },
        );
      }
    });
    s.poisson(0.12, start + 20000, t1, (t) =>
      s.add(
        t,
        "absence-line",
        "ERROR",
        `could not record absence for ${student(r)}: POST http://attendance:8000/api/v2/absences returned 500; queued for retry (attempt ${r.int(1, 4)}/5)`,
      ),
    );
  },
};

export const smtpConfig: Incident = {
  id: "northfield-smtp-host",
  estate: "northfield",
  origin: "msg-hub",
  category: "configuration",
  hints: ["config", "smtp_host", "smtp", "missing"],
  severity: "medium",
  hours: [13, 15, 16, 17],
  withNoise: ["sms-undeliverable"],
  note: "A msg-hub release drops SMTP_HOST from its environment, the mailer falls back to localhost:587, and every parent email fails with ECONNREFUSED while SMS keeps working; report-worker and attendance report the failed sends.",
  run(c, start) {
    const { s, r, t1 } = c;
    s.suppress({ svc: "msg-hub", from: start, to: t1, keep: 0, match: /email batch sent/ });
    s.as("noise");
    deploy(c, "sis-sync", start - r.int(180000, 260000), "7.3.0");
    s.as("inc");
    shutdown(c, "msg-hub", start - 4000);
    s.rollout("msg-hub", start - 600);
    startup(c, "msg-hub", start - 600, "5.14.0");
    s.add(start, "msg-hub", "WARN", "SMTP_HOST not set; falling back to localhost:587");
    s.add(start + 5, "msg-hub", "INFO", "mailer ready (pool=5, secure=false)");
    const stack = stacks.node(
      "Error: connect ECONNREFUSED 127.0.0.1:587",
      ["TCPConnectWrap.afterConnect [as oncomplete] (node:net:1605:16)"],
      { errno: -111, code: "ESOCKET", syscall: "connect", address: "127.0.0.1", port: 587, command: "CONN" },
    );
    let queue = 0;
    s.poisson(0.45, start + 2000, t1, (t) => {
      queue += r.int(1, 40);
      const tpl = r.pick([
        "absence_notice",
        "absence_notice",
        "tardy_notice",
        "weekly_digest",
        "password_reset",
        "field_trip_consent",
      ]);
      s.add(t, "msg-hub", "ERROR", `email send failed template=${tpl}: connect ECONNREFUSED 127.0.0.1:587`, {
        trace: s.trace(),
        err: { type: "Error", message: "connect ECONNREFUSED 127.0.0.1:587" },
        stack,
      });
    });
    s.every(30000, start + 15000, t1, 2000, (t) =>
      s.add(t, "msg-hub", "WARN", `outbound email queue depth ${queue + r.int(0, 30)} (retrying with backoff)`),
    );
    s.poisson(0.05, start + 30000, t1, (t) =>
      s.add(
        t,
        "report-worker",
        "ERROR",
        `progress-report emails for batch ${r.int(1, 60)}/60 not accepted: msg-hub responded 502 (${r.int(200, 400)} recipients)`,
      ),
    );
    s.poisson(0.08, start + 10000, t1, (t) =>
      s.add(
        t,
        "attendance",
        "WARN",
        `absence notice email for ${student(r)} not accepted by msg-hub (502); will retry in 10m`,
      ),
    );
  },
};
