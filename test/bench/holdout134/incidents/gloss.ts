// The thirteen Gloss Nail Bar incidents, one per category.
import { dayIso, maskedEmail, money, NAIL_SERVICES, NAIL_SKUS } from "../domain.js";
import {
  calLine,
  gloss as E,
  G,
  glossRef,
  jid,
  lbLine,
  mysqlLine,
  railsLines,
  sidekiqJob,
  studio,
  tech,
} from "../estates/gloss.js";
import { ev } from "../ev.js";
import type { Rng } from "../rng.js";
import type { IncidentSpec } from "../spec.js";
import { dotnetErr, goHttpPanic, javaErr, pythonErr, rubyErr } from "../traces.js";
import type { ErrInfo, Ev, Flow } from "../types.js";

/** Rails' exception block under a request-id tag, logged at FATAL after "Completed 500". */
function railsFatal(t: number, rid: string, e: ErrInfo): Ev {
  const stack = e.stack
    .split("\n")
    .map((l) => `[${rid}] ${l}`)
    .join("\n");
  return ev(t, G.web, "fatal", `[${rid}]   `, undefined, { ...e, stack });
}

function failedPage(
  r: Rng,
  f: Flow,
  path: string,
  action: string,
  status: string,
  ms: number,
  e: ErrInfo,
  middle: Ev[] = [],
  lbMs?: number,
  term = "----",
): Ev[] {
  const rid = f.id ?? r.uuid();
  const code = Number(status.slice(0, 3));
  return [
    ...railsLines(r, f.t, rid, path.startsWith("/bookings") ? "POST" : "GET", path, action, status, ms, middle),
    railsFatal(f.t + ms + 1, rid, e),
    lbLine(r, f.t - 1, path.startsWith("/bookings") ? "POST" : "GET", path, code, lbMs ?? ms + 2, "rails", term),
  ];
}

const availabilityPath = (r: Rng, t: number) =>
  `/studios/${studio(r)}/availability?date=${dayIso(t, r.int(0, 9))}&treatment=${r.pick(NAIL_SERVICES)}`;

const authentication: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "authentication",
  origin: G.mail,
  hints: ["smtp", "authentication", "535", "credential"],
  severity: "medium",
  note: "The SMTP relay's password for mail_out was rotated on the provider side and every login is refused with 535 5.7.8, so booking confirmations and reminders stop being e-mailed while Sidekiq retries.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.deploy(G.inv, S - r.int(120000, 200000), "v2.8.1");
    const authErr = () =>
      pythonErr("smtplib.SMTPAuthenticationError", "(535, b'5.7.8 Authentication credentials invalid')", [
        ["/app/mail_out/sender.py", 58, "send", "smtp.login(settings.SMTP_USER, settings.SMTP_PASSWORD)"],
        ["/usr/local/lib/python3.12/smtplib.py", 750, "login", "raise last_exception"],
        ["/usr/local/lib/python3.12/smtplib.py", 739, "login", "(code, resp) = self.auth("],
        ["/usr/local/lib/python3.12/smtplib.py", 662, "auth", "raise SMTPAuthenticationError(code, resp)"],
      ]);
    let n = 0;
    s.fail(["book"], S, s.t1, 1, (f) => {
      const evs = E.flows.find((k) => k.name === "book")?.render(r, f.t, f.id) ?? [];
      const out = evs.filter((e) => e.svc !== G.mail && !(e.svc === G.jobs && e.msg.includes("INFO: done")));
      const job = evs.find((e) => e.svc === G.jobs);
      if (!job) return out;
      n++;
      const j = /jid=(\w+)/.exec(job.msg)?.[1] ?? jid(r);
      out.push(
        ev(
          job.t + 150,
          G.mail,
          "error",
          `send booking-confirmation to ${maskedEmail(r)} failed: SMTPAuthenticationError 535 5.7.8`,
          undefined,
          n % 3 === 1 ? authErr() : undefined,
        ),
      );
      out.push(ev(job.t + 170, G.mail, "info", `"POST /send HTTP/1.1" 502 61`));
      out.push(
        ev(
          job.t + 180,
          G.jobs,
          "warn",
          `pid=7 tid=${r.hex(4)} class=BookingConfirmationJob jid=${j} elapsed=0.181 WARN: MailOut::DeliveryFailed: mail_out responded 502 {"error":"smtp_auth"}`,
        ),
      );
      out.push(
        ev(
          job.t + 190,
          G.jobs,
          "warn",
          `pid=7 tid=${r.hex(4)} class=BookingConfirmationJob jid=${j} WARN: retry_count=${r.int(0, 4)} error_class=MailOut::DeliveryFailed next_retry_in=${r.pick([25, 41, 89, 196])}s`,
        ),
      );
      return out;
    });
    s.mute(G.mail, S, s.t1, (e) => e.msg.startsWith("queue flush"));
    s.every(S + 20000, s.t1, 59000, 61000, (t, i) =>
      s.emit(t, G.mail, "warn", `queue flush: ${8 + i * r.int(3, 7)} deferred, 0 sent (smtp login refused)`),
    );
  },
};

const authorization: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "authorization",
  origin: G.pos,
  hints: ["forbidden", "scope", "403", "insufficient", "permission"],
  severity: "medium",
  note: "The franchise ERP narrowed pos_sync's app registration and its token no longer carries the sales.journal.write scope, so every till sale posted to the ERP is refused with 403 insufficient_scope and sales batches pile up.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.reload(S - r.int(100000, 200000));
    const forbidden = () =>
      dotnetErr(
        "Gloss.PosSync.Erp.ErpApiException",
        'ERP returned 403 Forbidden: {"error":"insufficient_scope","error_description":"The access token does not have the required scope: sales.journal.write"}',
        [
          "Gloss.PosSync.Erp.LedgerlyClient.PostJournalAsync(SalesJournal journal, CancellationToken ct) in /src/Gloss.PosSync/Erp/LedgerlyClient.cs:line 112",
          "Gloss.PosSync.Sync.SaleBatchWorker.FlushAsync(String studio, CancellationToken ct) in /src/Gloss.PosSync/Sync/SaleBatchWorker.cs:line 67",
          "Gloss.PosSync.Sync.SaleBatchWorker.ExecuteAsync(CancellationToken stoppingToken) in /src/Gloss.PosSync/Sync/SaleBatchWorker.cs:line 39",
        ],
      );
    s.emit(S + 200, G.pos, "info", 'ERP access token refreshed (expires_in=3600, scope="sales.read stock.read")');
    let n = 0;
    s.fail(["till"], S + 500, s.t1, 0.95, (f) => {
      n++;
      const st = studio(r);
      return [
        ev(
          f.t,
          G.pos,
          "error",
          `Sale S-${r.int(70000, 99999)} studio=${st} amount=£${money(r, 25, 75)} not synced: ERP 403 insufficient_scope (sales.journal.write)`,
          undefined,
          n % 4 === 1 ? forbidden() : undefined,
        ),
      ];
    });
    s.mute(G.pos, S, s.t1, (e) => e.msg.startsWith("Batch sync tick"));
    s.every(S + 30000, s.t1, 59000, 61000, (t, i) =>
      s.emit(
        t,
        G.pos,
        "warn",
        `Batch sync tick: 18 studios, ${4 + i * r.int(3, 6)} pending batches (oldest ${i + 1}m)`,
      ),
    );
  },
};

const database: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "database",
  origin: G.db,
  hints: ["mysql", "innodb", "database", "crash", "assertion"],
  severity: "high",
  note: "MySQL hit an InnoDB assertion on a corrupted index page, aborted with signal 6 and spent minutes in crash recovery, so Rails, Sidekiq and the calendar engine failed to connect and bookings and pages returned 500.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    const m = (t: number, lvl: string, code: string, sub: string, msg: string, level: Ev["level"] = "info", th = 0) =>
      s.emit(t, G.db, level, mysqlLine(t, th, lvl, code, sub, msg));
    const crash = (t: number) => {
      const th = r.int(140000000000000, 140999999999999);
      s.emit(
        t,
        G.db,
        "error",
        `${mysqlLine(t, 0, "ERROR", "MY-013183", "InnoDB", `Assertion failure: btr0pcur.cc:476:btr_page_get_prev(next_page) == btr_pcur_get_block(cursor)->page.id.page_no() thread ${th}`)}\nInnoDB: We intentionally generate a memory trap.\nInnoDB: Submit a detailed bug report to http://bugs.mysql.com.\nInnoDB: If you get repeated assertion failures or crashes, even\nInnoDB: immediately after the mysqld startup, there may be\nInnoDB: corruption in the InnoDB tablespace. Please refer to\nInnoDB: http://dev.mysql.com/doc/refman/8.0/en/forcing-innodb-recovery.html\nInnoDB: about forcing recovery.`,
      );
      s.emit(
        t + 2,
        G.db,
        "error",
        `${new Date(t).toISOString().slice(0, 19).replace("T", " ")} UTC - mysqld got signal 6 ;\nMost likely, you have hit a bug, but this error can also be caused by malfunctioning hardware.\nThread pointer: 0x7f8c2c000b70\nAttempting backtrace. You can use the following information to find out\nwhere mysqld died. If you see no messages after this, something went\nterribly wrong...\nstack_bottom = 7f8d1a7fbc10 thread_stack 0x100000\n/usr/sbin/mysqld(my_print_stacktrace(unsigned char const*, unsigned long)+0x41) [0x55d1f5d7e4a1]\n/usr/sbin/mysqld(print_fatal_signal(int)+0x39f) [0x55d1f4c1b35f]\n/usr/sbin/mysqld(my_server_abort()+0x76) [0x55d1f4c1b4a6]\n/usr/sbin/mysqld(ut_dbg_assertion_failed(char const*, char const*, unsigned long)+0x2fc) [0x55d1f61a3cfc]\n/usr/sbin/mysqld(btr_pcur_move_to_next_page(btr_pcur_t*, mtr_t*)+0x2e2) [0x55d1f61b7a42]`,
      );
      const back = t + r.int(4000, 8000);
      m(back, "System", "MY-010116", "Server", "/usr/sbin/mysqld (mysqld 8.0.36) starting as process 1");
      m(back + 120, "System", "MY-013576", "InnoDB", "InnoDB initialization has started.");
      m(back + 900, "Note", "MY-012551", "InnoDB", "Database was not shutdown normally!");
      m(back + 910, "Note", "MY-012552", "InnoDB", "Starting crash recovery.");
      const rec = back + r.int(70000, 110000);
      m(back + 30000, "Note", "MY-013083", "InnoDB", `Apply batch completed!`);
      m(
        rec - 200,
        "Note",
        "MY-013086",
        "InnoDB",
        "Starting to parse redo log at lsn = 48812392041, whereas checkpoint_lsn = 48812392617 and start_lsn = 48812392448",
      );
      m(rec, "System", "MY-013577", "InnoDB", "InnoDB initialization has ended.");
      m(
        rec + 400,
        "System",
        "MY-010931",
        "Server",
        "/usr/sbin/mysqld: ready for connections. Version: '8.0.36'  socket: '/var/run/mysqld/mysqld.sock'  port: 3306  MySQL Community Server - GPL.",
      );
      return rec + 400;
    };
    const up1 = crash(S);
    const second = up1 + r.int(60000, 120000);
    const up2 = crash(second);
    const down = (t: number) => (t >= S && t < up1) || (t >= second && t < up2);
    const connErr = (lost: boolean) =>
      rubyErr(
        lost ? "Mysql2::Error::ConnectionError" : "ActiveRecord::ConnectionNotEstablished",
        lost ? "Lost connection to MySQL server during query" : "Can't connect to MySQL server on 'mysql' (111)",
        [
          "mysql2 (0.5.6) lib/mysql2/client.rb:151:in `_query'",
          "activerecord (7.1.3.2) lib/active_record/connection_adapters/mysql2/database_statements.rb:100:in `block (2 levels) in raw_execute'",
          "app/models/studio.rb:22:in `find_by_slug!'",
          "app/controllers/availability_controller.rb:7:in `show'",
        ],
      );
    s.fail(
      ["availability", "admin", "book"],
      S,
      s.t1,
      (t) => (down(t) ? 1 : 0),
      (f) => {
        const lost = f.t < S + 800 || (f.t >= second && f.t < second + 800);
        const path =
          f.kind === "book" ? "/bookings" : f.kind === "admin" ? "/admin/bookings" : availabilityPath(r, f.t);
        return failedPage(
          r,
          f,
          path,
          f.kind === "book"
            ? "BookingsController#create"
            : f.kind === "admin"
              ? "Admin::DashboardController#show"
              : "AvailabilityController#show",
          "500 Internal Server Error",
          r.int(3, 30),
          connErr(lost),
        );
      },
    );
    s.fail(
      ["reminder"],
      S,
      s.t1,
      (t) => (down(t) ? 1 : 0),
      (f) => [
        ev(
          f.t,
          G.jobs,
          "warn",
          `pid=7 tid=${r.hex(4)} class=AppointmentReminderJob jid=${jid(r)} elapsed=0.004 WARN: ActiveRecord::ConnectionNotEstablished: Can't connect to MySQL server on 'mysql' (111)`,
        ),
      ],
    );
    const link = () =>
      javaErr(
        "com.mysql.cj.jdbc.exceptions.CommunicationsException",
        "Communications link failure\n\nThe last packet successfully received from the server was 1 milliseconds ago. The last packet sent successfully to the server was 0 milliseconds ago.",
        [
          "com.mysql.cj.jdbc.exceptions.SQLError.createCommunicationsException(SQLError.java:175)",
          "com.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:825)",
          "com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)",
        ],
        [
          {
            type: "java.net.ConnectException",
            message: "Connection refused",
            frames: ["java.base/sun.nio.ch.Net.pollConnect(Native Method)"],
            omitted: 14,
          },
        ],
      );
    let k = 0;
    s.every(S + 1000, s.t1, 4000, 9000, (t) => {
      if (!down(t)) return;
      k++;
      s.emit(
        t,
        G.cal,
        "warn",
        "HikariPool-1 - Failed to validate connection com.mysql.cj.jdbc.ConnectionImpl@" +
          r.hex(8) +
          " (Communications link failure). Possibly consider using a shorter maxLifetime value.",
        undefined,
        k % 5 === 1 ? link() : undefined,
      );
    });
  },
};

const network: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "network",
  origin: G.sms,
  hints: ["route", "connection", "network", "dial", "reset"],
  severity: "medium",
  note: "The private link between sms_relay and the SMS aggregator dropped: the SMPP session was reset and every rebind failed with no route to host, so appointment reminders stopped going out.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.deploy(G.cal, S + r.int(50000, 120000), "2026.11.0");
    s.mute(G.sms, S, s.t1, (e) => e.msg.startsWith("enquire_link"));
    s.emit(
      S,
      G.sms,
      "error",
      `smpp: read tcp 10.8.2.14:${r.int(40000, 60000)}->203.0.113.40:2775: read: connection reset by peer; session textfleet-1 unbound`,
    );
    s.every(S + 2000, s.t1, 5000, 30000, (t) => {
      s.emit(
        t,
        G.sms,
        "error",
        `smpp: bind_transceiver textfleet-1 failed: dial tcp 203.0.113.40:2775: connect: no route to host (backoff ${r.pick([2, 4, 8, 16, 30])}s)`,
      );
    });
    s.every(S + 20000, s.t1, 60000, 90000, (t) =>
      s.emit(t, G.sms, "warn", `smpp: fallback smsc textfleet-2 dial tcp 203.0.113.41:2775: i/o timeout`),
    );
    s.fail(["reminder"], S, s.t1, 1, (f) => {
      const j = jid(r);
      return [
        ev(f.t, G.jobs, "info", `pid=7 tid=${r.hex(4)} class=AppointmentReminderJob jid=${j} INFO: start`),
        ev(
          f.t + r.int(20, 60),
          G.sms,
          "warn",
          `submit_sm rejected dest=+4477****${r.digits(4)}: no bound smsc session`,
        ),
        ev(
          f.t + r.int(61, 90),
          G.jobs,
          "warn",
          `pid=7 tid=${r.hex(4)} class=AppointmentReminderJob jid=${j} elapsed=0.072 WARN: SmsRelay::Unavailable: sms_relay responded 503 {"error":"smsc_unbound"}`,
        ),
        ev(
          f.t + r.int(91, 99),
          G.jobs,
          "warn",
          `pid=7 tid=${r.hex(4)} class=AppointmentReminderJob jid=${j} WARN: retry_count=${r.int(0, 3)} error_class=SmsRelay::Unavailable next_retry_in=${r.pick([17, 33, 64, 130])}s`,
        ),
      ];
    });
  },
};

const timeout: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "timeout",
  origin: G.cal,
  hints: ["timeout", "timed out", "cancellation", "deadline"],
  severity: "high",
  note: "An import of recurring shift patterns made calendar_engine's availability computation run past its 4 s deadline for most studios, so it answered 503 after timing out and the booking site's availability and booking pages failed.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.emit(
      S - r.int(30000, 60000),
      G.cal,
      "info",
      `Shift pattern import finished: ${r.int(3800, 5200)} recurring rules for 12 studios`,
    );
    const tce = () =>
      javaErr("kotlinx.coroutines.TimeoutCancellationException", "Timed out waiting for 4000 ms", [
        "kotlinx.coroutines.TimeoutKt.TimeoutCancellationException(Timeout.kt:191)",
        "kotlinx.coroutines.TimeoutCoroutine.run(Timeout.kt:159)",
        "kotlinx.coroutines.EventLoopImplBase$DelayedRunnableTask.run(EventLoop.common.kt:505)",
        "kotlinx.coroutines.EventLoopImplBase.processNextEvent(EventLoop.common.kt:284)",
        "kotlinx.coroutines.DefaultExecutor.run(DefaultExecutor.kt:108)",
        "java.base/java.lang.Thread.run(Thread.java:1583)",
      ]);
    const p = s.ramp(S, S + 60000, 0.5, 0.85);
    let n = 0;
    s.fail(["availability"], S, s.t1, p, (f) => {
      n++;
      const rid = f.id ?? r.uuid();
      const st = studio(r);
      const date = dayIso(f.t, r.int(0, 9));
      const path = `/studios/${st}/availability?date=${date}&treatment=${r.pick(NAIL_SERVICES)}`;
      const calMs = 4000 + r.int(1, 12);
      return [
        ev(
          f.t + calMs - 2,
          G.cal,
          "error",
          `Availability computation timed out studio=${st} date=${date} technicians=${r.int(8, 40)} rules=${r.int(300, 900)}`,
          rid,
          n % 3 === 1 ? tce() : undefined,
        ),
        calLine(
          f.t + calMs,
          rid,
          "503 Service Unavailable",
          "GET",
          `/v1/availability?studio=${st}&date=${date}`,
          calMs,
        ),
        ...failedPage(
          r,
          f,
          path,
          "AvailabilityController#show",
          "502 Bad Gateway",
          calMs + r.int(20, 40),
          rubyErr(
            "CalendarClient::Unavailable",
            `calendar_engine responded 503: {"error":"deadline_exceeded","detail":"Timed out waiting for 4000 ms"}`,
            [
              "app/services/calendar_client.rb:31:in `availability'",
              "app/controllers/availability_controller.rb:12:in `show'",
            ],
          ),
        ),
      ];
    });
    s.fail(["book"], S, s.t1, p, (f) => {
      const rid = f.id ?? r.uuid();
      const calMs = 4000 + r.int(1, 12);
      return [
        ev(f.t + calMs, G.cal, "error", `Hold computation timed out studio=${studio(r)} technician=${tech(r)}`, rid),
        calLine(f.t + calMs + 1, rid, "503 Service Unavailable", "POST", "/v1/holds", calMs),
        ...failedPage(
          r,
          f,
          "/bookings",
          "BookingsController#create",
          "502 Bad Gateway",
          calMs + r.int(20, 40),
          rubyErr("CalendarClient::Unavailable", `calendar_engine responded 503: {"error":"deadline_exceeded"}`, [
            "app/services/calendar_client.rb:48:in `hold!'",
            "app/services/booking_flow.rb:27:in `call'",
            "app/controllers/bookings_controller.rb:14:in `create'",
          ]),
        ),
      ];
    });
  },
};

const rateLimiting: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "rate_limiting",
  origin: G.jobs,
  hints: ["429", "rate", "too many", "throttl"],
  severity: "medium",
  note: "Gloss's Sidekiq job that pushes free slots to the Chairly marketplace began getting 429 Too Many Requests after a bulk re-sync, so slot pushes were retried and dropped and the marketplace showed stale availability.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.every(s.t0 + r.int(2000, 15000), S, 18000, 22000, (t) =>
      s.add(
        sidekiqJob(r, t, "PartnerSlotPushJob", r.float(0.2, 0.8), (jt) => [
          ev(
            jt + 150,
            G.jobs,
            "info",
            `PartnerSlotPushJob: pushed ${r.int(10, 80)} slots for ${studio(r)} to chairly (200)`,
          ),
        ]),
      ),
    );
    s.emit(S - 1500, G.jobs, "info", "PartnerResyncJob: enqueued 12 studios x 30 days full re-sync (3,240 pushes)");
    s.every(S, s.t1, 1500, 4000, (t) => {
      const j = jid(r);
      const st = studio(r);
      s.emit(t, G.jobs, "info", `pid=7 tid=${r.hex(4)} class=PartnerSlotPushJob jid=${j} INFO: start`);
      if (r.chance(0.12)) {
        s.emit(t + 300, G.jobs, "info", `PartnerSlotPushJob: pushed ${r.int(10, 80)} slots for ${st} to chairly (200)`);
        s.emit(
          t + 320,
          G.jobs,
          "info",
          `pid=7 tid=${r.hex(4)} class=PartnerSlotPushJob jid=${j} elapsed=0.321 INFO: done`,
        );
        return;
      }
      const retry = r.int(0, 12);
      s.emit(
        t + r.int(80, 200),
        G.jobs,
        "warn",
        `pid=7 tid=${r.hex(4)} class=PartnerSlotPushJob jid=${j} elapsed=0.${r.int(100, 300)} WARN: Faraday::TooManyRequestsError: the server responded with status 429 (Retry-After: ${r.pick([30, 60])}) studio=${st}`,
      );
      if (retry >= 11)
        s.emit(
          t + 210,
          G.jobs,
          "error",
          `pid=7 tid=${r.hex(4)} class=PartnerSlotPushJob jid=${j} ERROR: retries exhausted for PartnerSlotPushJob (studio=${st}); moved to dead set`,
        );
      else
        s.emit(
          t + 210,
          G.jobs,
          "warn",
          `pid=7 tid=${r.hex(4)} class=PartnerSlotPushJob jid=${j} WARN: retry_count=${retry} error_class=Faraday::TooManyRequestsError next_retry_in=${r.int(20, 600)}s`,
        );
    });
    s.every(S + 60000, s.t1, 60000, 60000, (t) =>
      s.emit(t, G.jobs, "warn", `queue partners latency=${r.int(60, 900)}s size=${r.int(400, 3000)}`),
    );
  },
};

const validation: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "validation",
  origin: G.supplier,
  hints: ["validation", "required", "schema", "invalid"],
  severity: "medium",
  note: "A polish supplier changed its order-confirmation feed and dropped the ean field, so supplier_portal's JSON-schema validation rejects every confirmation and stock deliveries are never booked in.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.deploy(G.pos, S - r.int(90000, 200000), "5.2.0");
    const schemaErr = (sku: string) =>
      pythonErr(
        "jsonschema.exceptions.ValidationError",
        `'ean' is a required property\n\nFailed validating 'required' in schema['properties']['lines']['items']:\n    {'type': 'object',\n     'required': ['ean', 'sku', 'qty', 'unit_cost'],\n     'properties': {'ean': {'type': 'string', 'pattern': '^[0-9]{13}$'}}}\n\nOn instance['lines'][0]:\n    {'sku': '${sku}', 'qty': 24, 'unit_cost': '4.10', 'gtin': '0${r.digits(12)}'}`,
        [
          [
            "/app/supplier_portal/confirmations/views.py",
            48,
            "post",
            "validate(instance=payload, schema=CONFIRMATION_SCHEMA)",
          ],
          ["/usr/local/lib/python3.12/site-packages/jsonschema/validators.py", 1332, "validate", "raise error"],
        ],
      );
    s.every(S, s.t1, 20000, 50000, (t, i) => {
      const po = `PO-${r.int(7000, 7999)}`;
      const sku = r.pick(NAIL_SKUS);
      s.emit(
        t,
        G.supplier,
        "error",
        `order confirmation rejected supplier=opi-uk po=${po}: schema validation failed`,
        undefined,
        i % 2 === 0 ? schemaErr(sku) : undefined,
      );
      s.emit(t + 5, G.supplier, "warn", `"POST /api/suppliers/opi-uk/confirmations/ HTTP/1.1" 422 ${r.int(120, 180)}`);
    });
    s.every(S + 90000, s.t1, 120000, 180000, (t) =>
      s.emit(t, G.inv, "warn", `delivery overdue sku=${r.pick(NAIL_SKUS)} studio=${studio(r)} po_age=${r.int(2, 6)}d`),
    );
  },
};

const nullReference: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "null_reference",
  origin: G.inv,
  hints: ["nil", "pointer", "dereference", "null"],
  severity: "medium",
  note: "New gel colours were added without a supplier record and inventory_api dereferences the nil supplier when reserving them, so each such reservation panics, the connection drops and bookings for those colours fail with EOFError.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.emit(S - r.int(20000, 50000), G.inv, "info", "catalogue sync: 14 new SKUs (GEL-OPI-S0xx spring collection)");
    const panic = () =>
      goHttpPanic(
        `10.8.1.${r.int(20, 30)}:${r.int(40000, 60000)}`,
        "runtime error: invalid memory address or nil pointer dereference",
        [
          [
            "gloss.example/inventory/internal/stock.(*Service).Reserve(0xc0001b6000, {0xb5f0c8, 0xc0003a2b40}, {0xc00041c2a0, 0xc}, {0xc00041c2b0, 0x4}, 0x1)",
            "/src/internal/stock/reserve.go:58 +0x1c4",
          ],
          [
            "gloss.example/inventory/internal/api.(*Handler).reserve(0xc00012e0f0, {0xb5e1f8, 0xc0004b20e0}, 0xc000472000)",
            "/src/internal/api/reserve.go:31 +0x2b6",
          ],
        ],
        r.int(1000, 90000),
      );
    let n = 0;
    s.fail(["book"], S, s.t1, 0.35, (f) => {
      n++;
      const rid = f.id ?? r.uuid();
      const sku = `GEL-OPI-S0${r.int(10, 24)}`;
      const st = studio(r);
      return [
        n % 2 === 1
          ? ev(f.t + r.int(51, 60), G.inv, "error", panic().stack)
          : ev(
              f.t + r.int(51, 60),
              G.inv,
              "error",
              `reserve failed sku=${sku} studio=${st}: handler panicked, connection closed`,
              rid,
            ),
        ...failedPage(
          r,
          f,
          "/bookings",
          "BookingsController#create",
          "500 Internal Server Error",
          r.int(70, 110),
          rubyErr("EOFError", "end of file reached", [
            "net-protocol (0.2.2) lib/net/protocol.rb:237:in `rbuf_fill'",
            "app/services/inventory_client.rb:19:in `reserve!'",
            "app/services/booking_flow.rb:33:in `call'",
            "app/controllers/bookings_controller.rb:14:in `create'",
          ]),
          [calLine(f.t + r.int(20, 50), rid, "201 Created", "POST", "/v1/holds", r.int(10, 40))],
        ),
      ];
    });
    s.fail(["till"], S, s.t1, 0.15, (f) => {
      const st = studio(r);
      return [
        ev(
          f.t,
          G.pos,
          "info",
          `Synced sale S-${r.int(70000, 99999)} studio=${st} amount=£${money(r, 25, 75)} tender=card (terminal batch ${r.int(2200, 2400)})`,
        ),
        ev(
          f.t + 40,
          G.inv,
          "error",
          `http: panic serving 10.8.1.22:${r.int(40000, 60000)}: runtime error: invalid memory address or nil pointer dereference (consume sku=GEL-OPI-S0${r.int(10, 24)})`,
          f.id,
        ),
        ev(
          f.t + 45,
          G.pos,
          "warn",
          `Stock consume failed for studio=${st}: System.Net.Http.HttpRequestException: The response ended prematurely. (ResponseEnded); queued`,
        ),
      ];
    });
  },
};

const configuration: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "configuration",
  origin: G.jobs,
  hints: ["master key", "missing", "config", "credentials", "key"],
  severity: "medium",
  note: "nails_sidekiq was redeployed from a compose file that dropped RAILS_MASTER_KEY, so the worker exits at boot with MissingKeyError in a restart loop and confirmations, reminders and no-show fees stop being processed.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.emit(S - 1500, G.jobs, "info", "pid=7 tid=2vj INFO: Shutting down");
    s.emit(S - 600, G.jobs, "info", "pid=7 tid=2vj INFO: Bye!");
    s.mute(G.jobs, S - 600, s.t1);
    s.mute(G.mail, S, s.t1, (e) => e.msg.startsWith("sent booking-confirmation"));
    s.mute(G.sms, S, s.t1, (e) => e.msg.startsWith("submit_sm") || e.msg.startsWith("deliver_sm"));
    const missing = () =>
      rubyErr(
        "ActiveSupport::EncryptedFile::MissingKeyError",
        "Missing encryption key to decrypt file with. Ask your team for your master key and write it to /app/config/master.key or put it in the ENV['RAILS_MASTER_KEY'].",
        [
          "/usr/local/bundle/gems/activesupport-7.1.3.2/lib/active_support/encrypted_file.rb:117:in `handle_missing_key'",
          "/usr/local/bundle/gems/activesupport-7.1.3.2/lib/active_support/encrypted_file.rb:110:in `read_key_file'",
          "/usr/local/bundle/gems/activesupport-7.1.3.2/lib/active_support/encrypted_file.rb:76:in `key'",
          "/app/config/initializers/payvault.rb:3:in `<main>'",
          "/usr/local/bundle/gems/railties-7.1.3.2/lib/rails/engine.rb:689:in `load'",
          "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/cli.rb:292:in `boot_application'",
        ],
        false,
      );
    for (let t = S + r.int(1500, 3000), i = 0; t < s.t1; t += r.int(4000, 6000) + Math.min(60000, 1000 * 2 ** i), i++) {
      s.emit(
        t,
        G.jobs,
        "info",
        'pid=7 tid=2vj INFO: Booting Sidekiq 7.2.4 with Sidekiq::RedisConnection::RedisClientAdapter options {:url=>"redis://redis:6379/1"}',
      );
      s.emit(
        t + r.int(1500, 2500),
        G.jobs,
        "fatal",
        "/usr/local/bundle/gems/activesupport-7.1.3.2/lib/active_support/encrypted_file.rb:117:in `handle_missing_key': Missing encryption key to decrypt file with. Ask your team for your master key and write it to /app/config/master.key or put it in the ENV['RAILS_MASTER_KEY']. (ActiveSupport::EncryptedFile::MissingKeyError)",
        undefined,
        i % 3 === 0 ? missing() : undefined,
      );
    }
    s.every(S + 90000, s.t1, 60000, 60000, (t, i) =>
      s.emit(
        t,
        G.web,
        "warn",
        `Sidekiq queue latency high: default=${90 + i * 60}s mailers=${80 + i * 60}s (no busy processes)`,
      ),
    );
  },
};

const dependency: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "dependency",
  origin: G.web,
  hints: ["payvault", "503", "unavailable", "payment", "api"],
  severity: "high",
  note: "The payment vendor's API answered nails_web's deposit charges with 503 Service Unavailable, so online bookings failed at the payment step while the rest of the site worked.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.deploy(G.supplier, S - r.int(100000, 200000), "3.1.4");
    const p = s.ramp(S, S + 20000, 0.6, 0.93);
    s.fail(["book"], S, s.t1, p, (f) => {
      const rid = f.id ?? r.uuid();
      const ref = glossRef(r);
      const sku = r.pick(NAIL_SKUS);
      const st = studio(r);
      const ms = r.int(900, 2400);
      const e = rubyErr(
        "Payvault::APIError",
        `(Status 503) (Request req_${r.hex(14)}) The service is temporarily unavailable. Please try again later.`,
        [
          "payvault-ruby (9.4.0) lib/payvault/payvault_client.rb:732:in `handle_error_response'",
          "payvault-ruby (9.4.0) lib/payvault/payvault_client.rb:500:in `execute_request_with_rescues'",
          "app/services/deposit_charger.rb:18:in `charge!'",
          "app/services/booking_flow.rb:41:in `call'",
          "app/controllers/bookings_controller.rb:14:in `create'",
        ],
      );
      return failedPage(r, f, "/bookings", "BookingsController#create", "502 Bad Gateway", ms, e, [
        calLine(f.t + r.int(20, 50), rid, "201 Created", "POST", "/v1/holds", r.int(10, 40)),
        ev(f.t + r.int(51, 60), G.inv, "info", `reserve sku=${sku} studio=${st} qty=1 left=${r.int(2, 30)}`, rid),
        ev(
          f.t + ms - 300,
          G.web,
          "warn",
          `[${rid}] Payvault request failed (attempt 1/2): 503 Service Unavailable; retrying in 250ms booking=${ref}`,
        ),
        ev(f.t + ms - 5, G.inv, "info", `release sku=${sku} studio=${st} qty=1 reason=booking_abandoned`, rid),
      ]);
    });
    s.mute(G.jobs, S, s.t1, (e) => e.msg.startsWith("NoShowFeeJob:"));
    s.every(S + 10000, s.t1, 59000, 61000, (t) =>
      s.emit(
        t,
        G.jobs,
        "warn",
        `NoShowFeeJob: 0 bookings charged, ${r.int(1, 3)} failed (Payvault::APIError (Status 503)); will retry`,
      ),
    );
  },
};

const memory: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "memory",
  origin: G.cal,
  hints: ["outofmemory", "heap", "memory", "gc"],
  severity: "high",
  note: "calendar_engine's technician-calendar cache grew without bound after a change to cache keys, the JVM spent its time in full GCs and then died with OutOfMemoryError: Java heap space, restarting repeatedly while availability and holds failed.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.every(S - 150000, S, 15000, 25000, (t, i) =>
      s.emit(
        t,
        G.cal,
        "info",
        `[gc] GC(${4100 + i}) Pause Full (G1 Compaction Pause) ${1700 + i * 30}M->${1600 + i * 35}M(2048M) ${(400 + i * 120).toFixed(3)}ms`,
      ),
    );
    const down: [number, number][] = [];
    for (let t = S; t < s.t1; t += r.int(120000, 200000)) {
      s.emit(
        t - 3000,
        G.cal,
        "warn",
        `[gc] GC(${r.int(5000, 6000)}) Pause Full (G1 Compaction Pause) 2046M->2039M(2048M) ${r.int(1800, 2600)}.${r.int(100, 999)}ms`,
      );
      s.emit(
        t,
        G.cal,
        "error",
        'Exception in thread "DefaultDispatcher-worker-7" java.lang.OutOfMemoryError: Java heap space',
        undefined,
        javaErr("java.lang.OutOfMemoryError", "Java heap space", [
          "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
          "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
          "com.gloss.calendar.cache.TechnicianCalendarCache.load(TechnicianCalendarCache.kt:88)",
          "com.gloss.calendar.availability.AvailabilityService.compute(AvailabilityService.kt:54)",
        ]),
      );
      s.emit(t + 40, G.cal, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
      const back = t + r.int(9000, 14000);
      down.push([t, back]);
      s.add(E.deploy(r, G.cal, back - 4000, "2026.10.2").filter((e) => !/shutdown|Shutdown|Commencing/.test(e.msg)));
    }
    const isDown = (t: number) => down.some(([a, b]) => t >= a && t < b);
    s.mute(
      G.cal,
      S,
      s.t1,
      (e) => isDown(e.t) && !e.msg.startsWith("Start") && !e.msg.includes("Tomcat") && !e.msg.includes("Hikari"),
    );
    s.fail(
      ["availability"],
      S - 60000,
      s.t1,
      (t) => (isDown(t) ? 1 : t >= S - 60000 ? 0.5 : 0),
      (f) => {
        const path = availabilityPath(r, f.t);
        if (isDown(f.t))
          return failedPage(
            r,
            f,
            path,
            "AvailabilityController#show",
            "502 Bad Gateway",
            r.int(3, 20),
            rubyErr(
              "Errno::ECONNREFUSED",
              'Failed to open TCP connection to calendar_engine:8080 (Connection refused - connect(2) for "calendar_engine" port 8080)',
              [
                "app/services/calendar_client.rb:31:in `availability'",
                "app/controllers/availability_controller.rb:12:in `show'",
              ],
            ),
          );
        const slow = r.int(1500, 4800);
        return [
          ev(
            f.t + slow,
            G.cal,
            "info",
            `200 OK: GET - /v1/availability?studio=${studio(r)}&date=${dayIso(f.t, 1)} in ${slow}ms`,
            f.id,
          ),
          ...railsLines(r, f.t, f.id ?? r.uuid(), "GET", path, "AvailabilityController#show", "200 OK", slow + 40),
          lbLine(r, f.t - 1, "GET", path, 200, slow + 42),
        ];
      },
    );
  },
};

const disk: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "disk",
  origin: G.db,
  hints: ["disk", "space", "full", "errno 28"],
  severity: "high",
  note: "MySQL's data volume filled with binary logs; writes blocked on 'Disk is full writing binlog' while reads worked, so bookings and Sidekiq jobs hung until Rack::Timeout and HAProxy gave up.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.deploy(G.sms, S - r.int(60000, 160000), "v1.12.0");
    const binlog = `./binlog.000${r.int(400, 499)}`;
    s.every(S, s.t1, 60000, 60000, (t) =>
      s.emit(
        t,
        G.db,
        "error",
        mysqlLine(
          t,
          r.int(30, 90),
          "ERROR",
          "MY-000035",
          "Server",
          `Disk is full writing '${binlog}' (OS errno 28 - No space left on device). Waiting for someone to free space... Retry in 60 secs. Write of 8192 bytes returned -1, expected 8192 bytes.`,
        ),
      ),
    );
    const wt = S + r.int(5000, 10000);
    s.emit(
      wt,
      G.db,
      "warn",
      mysqlLine(
        wt,
        0,
        "Warning",
        "MY-011825",
        "InnoDB",
        "Cannot write to binary log: waiting for space on /var/lib/mysql (0 bytes free)",
      ),
    );
    const rackTimeout = () =>
      rubyErr("Rack::Timeout::RequestTimeoutException", "Request ran for longer than 15000ms ", [
        "mysql2 (0.5.6) lib/mysql2/client.rb:151:in `_query'",
        "activerecord (7.1.3.2) lib/active_record/connection_adapters/mysql2/database_statements.rb:100:in `block (2 levels) in raw_execute'",
        "app/services/booking_flow.rb:52:in `block in call'",
        "activerecord (7.1.3.2) lib/active_record/connection_adapters/abstract/database_statements.rb:342:in `transaction'",
        "app/controllers/bookings_controller.rb:14:in `create'",
      ]);
    s.fail(["book"], S, s.t1, 1, (f) => {
      const rid = f.id ?? r.uuid();
      return [
        ev(
          f.t + 15000,
          G.web,
          "error",
          `[${rid}] source=rack-timeout id=${rid} timeout=15000ms service=15001ms state=timed_out`,
        ),
        ...failedPage(
          r,
          f,
          "/bookings",
          "BookingsController#create",
          "500 Internal Server Error",
          15003,
          rackTimeout(),
          [calLine(f.t + r.int(20, 50), rid, "201 Created", "POST", "/v1/holds", r.int(10, 40))],
        ),
      ];
    });
    s.fail(["reminder"], S, s.t1, 1, (f) => [
      ev(f.t, G.jobs, "info", `pid=7 tid=${r.hex(4)} class=AppointmentReminderJob jid=${jid(r)} INFO: start`),
    ]);
    s.mute(G.jobs, S, s.t1, (e) => e.msg.includes("NoShowFeeJob") && !e.msg.includes("INFO: start"));
    s.every(S + 60000, s.t1, 60000, 60000, (t, i) =>
      s.emit(t, G.web, "warn", `Sidekiq queue latency high: default=${60 + i * 60}s (7 busy, all stuck > 60s)`),
    );
  },
};

const unknown: IncidentSpec = {
  kind: "incident",
  estate: E,
  category: "unknown",
  origin: G.supplier,
  hints: ["unknown", "exited", "unexplained", "502", "worker"],
  severity: "medium",
  note: "supplier_portal's gunicorn workers began exiting with code 1 moments after boot without logging any reason, so supplier order pages and confirmations returned 502 and no supplier orders could be placed.",
  apply(s) {
    const S = s.start;
    const r = s.r;
    s.reload(S - r.int(120000, 240000));
    let pid = r.int(30, 60);
    s.every(S, s.t1, 6000, 20000, (t) => {
      s.emit(t, G.supplier, "error", `Worker (pid:${pid}) exited with code 1`);
      pid += r.int(1, 4);
      s.emit(t + r.int(100, 400), G.supplier, "info", `Booting worker with pid: ${pid}`);
    });
    s.fail(["supplier"], S, s.t1, 0.85, () => []);
    s.fail(["admin"], S, s.t1, 0.5, (f) => {
      const rid = f.id ?? r.uuid();
      return failedPage(
        r,
        f,
        "/admin/stock",
        "Admin::StockController#index",
        "502 Bad Gateway",
        r.int(30, 400),
        rubyErr("SupplierPortal::Error", "supplier_portal responded 502 Bad Gateway", [
          "app/services/supplier_portal.rb:27:in `open_orders'",
          "app/controllers/admin/stock_controller.rb:9:in `index'",
        ]),
        [ev(f.t + 10, G.web, "info", `[${rid}]   Rendering layout layouts/admin.html.erb`)],
      );
    });
  },
};

export const glossIncidents: IncidentSpec[] = [
  authentication,
  authorization,
  database,
  network,
  timeout,
  rateLimiting,
  validation,
  nullReference,
  configuration,
  dependency,
  memory,
  disk,
  unknown,
];
