// The 52 failures of holdout130, four per category, each written the way its runtime and vendor really log it.
import { acct, amenity, community, money, unit, vendor } from "./baseline.js";
import { callerFails, type Kind } from "./calls.js";
import type { Role } from "./estates.js";
import type { Level } from "./formats.js";
import type { Scn } from "./stream.js";

export interface Inc {
  cat: string;
  est: string;
  role: Role;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  noisy?: Role;
  run: (s: Scn, t0: number) => void;
}

type OriginFn = (t: number, tr: string | undefined) => void;

/** Owner requests routed to `role` fail with probability p from t0: the origin logs, then the portal reports. */
function viaPortal(
  s: Scn,
  role: Role,
  t0: number,
  p: number,
  o: OriginFn,
  kind: Kind,
  status: number,
  path: string,
  lag = 40,
  to?: number,
): void {
  s.hook(
    role,
    t0,
    p,
    (t, portal, tr) => {
      o(t, tr);
      callerFails(s, portal, t + lag, tr, s.S(role), kind, status, path, lag);
    },
    to,
  );
}
const every = (s: Scn, from: number, mean: number, fn: (t: number) => void, to = Number.POSITIVE_INFINITY) =>
  s.every(from, to, mean, fn);
const say = (s: Scn, role: Role, t: number, lvl: Level, msg: string, stack?: string[], tr?: string) =>
  s.emit(s.S(role), t, lvl, msg, stack, tr);

const javaAt = (pkg: string, frames: string[]) =>
  frames.map((f) => `\tat ${f.startsWith("!") ? f.slice(1) : `${pkg}.${f}`}`);

export const INCIDENTS: Inc[] = [
  // ---------------- authentication ----------------
  {
    cat: "authentication",
    est: "ridgeway",
    role: "autopay",
    hints: ["oauth", "token", "credential", "invalid_client", "auth", "401"],
    sev: "high",
    note: "ach-autopay can no longer refresh its OAuth client-credentials token at the bank's ACH API (invalid_client after the client secret expired), so enrollments and drafts fail while the portal shows 502s.",
    run: (s, t0) => {
      say(s, "autopay", t0, "warn", "bank token expires in 0s, refreshing");
      const o: OriginFn = (t, tr) =>
        say(
          s,
          "autopay",
          t,
          "error",
          `enroll: oauth2: cannot fetch token: 401 Unauthorized\nResponse: {"error":"invalid_client","error_description":"client authentication failed"}`,
          undefined,
          tr,
        );
      viaPortal(s, "autopay", t0, 1, o, "status", 502, "/api/autopay/enrollment");
      s.silence(s.S("autopay"), t0 + 100, 0.9);
      every(s, t0 + 500, 2200, (t) => {
        say(
          s,
          "autopay",
          t,
          "error",
          `draft ${acct(s)} not submitted: oauth2: cannot fetch token: 401 Unauthorized Response: {"error":"invalid_client"}`,
        );
        if (s.rng.chance(0.3))
          say(
            s,
            "ledger",
            t + 90,
            "warn",
            `autopay draft confirmation missing for ${acct(s)}; will re-check at next settlement poll`,
          );
      });
    },
  },
  {
    cat: "authentication",
    est: "summit",
    role: "access",
    hints: ["token", "unauthorized", "401", "credential", "auth"],
    sev: "medium",
    note: "access-control's API token for the cloud fob platform is rejected (401 invalid_token) and re-authentication with the stored service credential fails, so credential pushes stop and amenity-svc cannot open fob windows.",
    run: (s, t0) => {
      s.silence(s.S("access"), t0, 0.95);
      say(
        s,
        "access",
        t0,
        "warn",
        'AccessCloudClient: 401 Unauthorized from https://api.accesscloud.example/v1/sites/BLD-1042/credentials (WWW-Authenticate: Bearer error="invalid_token")',
      );
      every(s, t0 + 400, 4000, (t) => {
        say(
          s,
          "access",
          t,
          "error",
          'Failed to authenticate with access cloud: POST /oauth/token returned 401 {"error":"invalid_grant","error_description":"service account password incorrect"}',
          [
            "System.Net.Http.HttpRequestException: Response status code does not indicate success: 401 (Unauthorized).",
            "   at System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()",
            "   at Summit.Access.Cloud.AccessCloudTokenProvider.RefreshAsync(CancellationToken ct) in /src/Summit.Access/Cloud/AccessCloudTokenProvider.cs:line 58",
            "   at Summit.Access.Sync.CredentialPushWorker.ExecuteAsync(CancellationToken stoppingToken) in /src/Summit.Access/Sync/CredentialPushWorker.cs:line 91",
          ],
        );
        say(
          s,
          "access",
          t + 30,
          "warn",
          `credential push for site BLD-${s.rng.int(1000, 1099)} deferred (auth unavailable), ${s.rng.int(1, 9)} changes pending`,
        );
      });
      every(s, t0 + 800, 3000, (t) => {
        const tr = s.id();
        say(
          s,
          "amenity",
          t,
          "error",
          `fob window open failed for booking BK-${s.rng.int(500000, 599999)}: access-control responded 502`,
          undefined,
          tr,
        );
      });
    },
  },
  {
    cat: "authentication",
    est: "bayshore",
    role: "notify",
    hints: ["smtp", "auth", "login", "535", "credential", "eauth"],
    sev: "medium",
    note: "mailer's SMTP relay login starts failing with 535 5.7.8 after the relay password was rotated, so violation notices and booking confirmations queue up and callers retry.",
    run: (s, t0) => {
      s.silence(s.S("notify"), t0, 0.97);
      every(s, t0, 1500, (t) => {
        say(
          s,
          "notify",
          t,
          "error",
          "Error: Invalid login: 535 5.7.8 Username and Password not accepted. Learn more at https://support.google.com/mail/?p=BadCredentials",
          [
            "    at SMTPConnection._formatError (/app/node_modules/nodemailer/lib/smtp-connection/index.js:798:19)",
            "    at SMTPConnection._actionAUTHComplete (/app/node_modules/nodemailer/lib/smtp-connection/index.js:1577:34)",
            "    at SMTPConnection.<anonymous> (/app/node_modules/nodemailer/lib/smtp-connection/index.js:1531:18)",
            "    at SMTPConnection._processResponse (/app/node_modules/nodemailer/lib/smtp-connection/index.js:982:20) {",
            "  code: 'EAUTH',",
            "  response: '535-5.7.8 Username and Password not accepted.',",
            "  responseCode: 535,",
            "  command: 'AUTH PLAIN'",
            "}",
          ],
        );
      });
      every(s, t0 + 600, 2500, (t) => {
        const who = s.rng.pick(["violations", "amenity", "board"] as Role[]);
        say(
          s,
          who,
          t,
          "warn",
          `notice delivery via mailer failed (500), requeued job ${s.rng.hex(10)} attempt ${s.rng.int(1, 5)}`,
        );
      });
      say(s, "notify", t0 + 90000, "warn", `outbound queue depth ${s.rng.int(300, 900)} (threshold 250)`);
    },
  },
  {
    cat: "authentication",
    est: "pinegate",
    role: "ledger",
    hints: ["wrongpass", "redis", "auth", "password", "credential"],
    sev: "high",
    note: "ledger-core's Redis session/cache connections are refused with WRONGPASS after a restart picks up a stale password, so balance and payment calls from members-api fail with 500s.",
    run: (s, t0) => {
      say(s, "ledger", t0 - 2000, "info", "Lettuce: reconnecting to redis-ledger:6379 after connection reset");
      const o: OriginFn = (t) =>
        say(
          s,
          "ledger",
          t,
          "error",
          "Servlet.service() for servlet [dispatcherServlet] threw exception: org.springframework.data.redis.RedisConnectionFailureException: Unable to connect to Redis",
          [
            "io.lettuce.core.RedisCommandExecutionException: WRONGPASS invalid username-password pair or user is disabled.",
            ...javaAt("io.lettuce.core", [
              "internal.ExceptionFactory.createExecutionException(ExceptionFactory.java:147)",
              "RedisHandshake.lambda$tryHandshakeResp3$1(RedisHandshake.java:119)",
            ]),
            ...javaAt("com.pinegate.ledger", [
              "cache.BalanceCache.get(BalanceCache.java:44)",
              "api.BalanceController.balance(BalanceController.java:61)",
            ]),
          ],
        );
      viaPortal(s, "ledger", t0, 0.95, o, "status", 500, "/api/accounts/balance");
      s.silence(s.S("ledger"), t0, 0.9);
      every(s, t0 + 2000, 20000, (t) =>
        say(
          s,
          "ledger",
          t,
          "warn",
          "RedisHealthIndicator: Redis health check failed: WRONGPASS invalid username-password pair or user is disabled.",
        ),
      );
    },
  },
  // ---------------- authorization ----------------
  {
    cat: "authorization",
    est: "ridgeway",
    role: "photos",
    hints: ["accessdenied", "access denied", "403", "permission", "forbidden", "s3"],
    sev: "medium",
    note: "inspector-photos gets AccessDenied from its S3 bucket after a bucket-policy change, so violation-desk cannot attach inspector photos.",
    run: (s, t0) => {
      s.silence(s.S("photos"), t0, 1);
      every(s, t0, 3000, (t) => {
        const tr = s.id();
        const key = `violations/2026/${s.rng.int(60000, 69999)}/IMG_${s.rng.int(1000, 9999)}.jpg`;
        say(
          s,
          "photos",
          t,
          "error",
          `put object failed bucket=ridgeway-inspections key=${key}: operation error S3: PutObject, https response error StatusCode: 403, RequestID: ${s.rng.hex(16).toUpperCase()}, HostID: ${s.rng.hex(24)}, api error AccessDenied: Access Denied`,
          undefined,
          tr,
        );
        say(
          s,
          "violations",
          t + 120,
          "error",
          `attach photo to V-${s.rng.int(60000, 69999)} failed: 502 Server Error: Bad Gateway for url: http://inspector-photos:8080/v1/photos`,
          undefined,
          tr,
        );
      });
      every(s, t0 + 1000, 9000, (t) =>
        say(
          s,
          "violations",
          t,
          "warn",
          `inspection sync for ${community(s)}: ${s.rng.int(1, 6)} photos pending upload, notice held`,
        ),
      );
    },
  },
  {
    cat: "authorization",
    est: "summit",
    role: "ledger",
    hints: ["permission", "insufficientprivilege", "privilege", "denied", "authorization"],
    sev: "high",
    note: "hoa-billing's database role loses SELECT on special_assessments after a grants migration, so balance lookups from condo-portal fail with permission denied.",
    run: (s, t0) => {
      const o: OriginFn = (t, tr) =>
        say(
          s,
          "ledger",
          t,
          "error",
          "Internal Server Error: /api/accounts/balance",
          [
            "Traceback (most recent call last):",
            '  File "/app/.venv/lib/python3.11/site-packages/django/db/backends/utils.py", line 89, in _execute',
            "    return self.cursor.execute(sql, params)",
            "psycopg2.errors.InsufficientPrivilege: permission denied for table special_assessments",
            "",
            "The above exception was the direct cause of the following exception:",
            "",
            "Traceback (most recent call last):",
            '  File "/app/billing/views/balance.py", line 42, in get',
            "    open_items = SpecialAssessment.objects.filter(account=acct, paid=False)",
            "django.db.utils.ProgrammingError: permission denied for table special_assessments",
          ],
          tr,
        );
      viaPortal(s, "ledger", t0, 0.6, o, "status", 500, "/api/accounts/balance");
      every(s, t0, 30000, (t) =>
        say(s, "ledger", t, "error", "late-fee run aborted: permission denied for table special_assessments"),
      );
    },
  },
  {
    cat: "authorization",
    est: "bayshore",
    role: "workorders",
    hints: ["scope", "403", "forbidden", "insufficient_scope", "authorization"],
    sev: "medium",
    note: "vendor-dispatch's API key at the vendor network lost the dispatch scope, so every new work order is refused with 403 insufficient_scope and resident-web reports failures.",
    run: (s, t0) => {
      s.silence(s.S("workorders"), t0, 0.9);
      const o: OriginFn = (t) =>
        say(
          s,
          "workorders",
          t,
          "error",
          `dispatch WO-${s.rng.int(80000, 89999)} to ${vendor(s)} failed: 403 Client Error: Forbidden for url: https://api.vendornet.example/v2/dispatches`,
          [
            "Traceback (most recent call last):",
            '  File "/srv/dispatch/vendornet.py", line 77, in dispatch',
            "    resp.raise_for_status()",
            '  File "/usr/local/lib/python3.12/site-packages/requests/models.py", line 1024, in raise_for_status',
            "    raise HTTPError(http_error_msg, response=self)",
            "requests.exceptions.HTTPError: 403 Client Error: Forbidden for url: https://api.vendornet.example/v2/dispatches",
          ],
        );
      viaPortal(s, "workorders", t0, 1, o, "status", 502, "/api/work-orders");
      every(s, t0 + 200, 6000, (t) =>
        say(
          s,
          "workorders",
          t,
          "warn",
          'vendornet response body: {"error":"insufficient_scope","required":"dispatch:write","granted":"dispatch:read invoices:read"}',
        ),
      );
    },
  },
  {
    cat: "authorization",
    est: "pinegate",
    role: "board",
    hints: ["denied", "role", "permission", "authorization", "forbidden", "policy"],
    sev: "medium",
    note: "arc-review's nightly RBAC group sync dropped the board-member role mapping, so every board approval and ballot is denied at WARN while members-api reports 403s.",
    run: (s, t0) => {
      say(s, "board", t0, "info", "rbac sync: 0 members mapped to hoa:board (was 41), 212 owners mapped to hoa:owner");
      const o: OriginFn = (t) =>
        say(
          s,
          "board",
          t,
          "warn",
          `policy check denied: user ${s.rng.pick(["dwhite", "kpatel", "lromero", "sgarcia"])}@pinegate-board lacks role hoa:board:approve for ARC-${s.rng.int(2000, 4999)}`,
        );
      viaPortal(s, "board", t0, 1, o, "status", 403, "/api/arc-requests", 15);
      s.silence(s.S("board"), t0 + 500, 0.85);
      every(s, t0 + 300, 5000, (t) =>
        say(
          s,
          "board",
          t,
          "warn",
          `ballot rejected: voter not authorized for motion M-${s.rng.int(100, 299)} (roles=[hoa:owner])`,
        ),
      );
    },
  },
  // ---------------- database ----------------
  {
    cat: "database",
    est: "ridgeway",
    role: "ledger",
    hints: ["connection", "pool", "hikari", "database", "jdbc", "sql"],
    sev: "high",
    note: "dues-ledger exhausts its Hikari pool to Postgres during the late-fee run, requests wait 30 s for a connection and owner-portal times out and retries.",
    run: (s, t0) => {
      say(
        s,
        "ledger",
        t0 - 20000,
        "info",
        `late-fee job started for ${s.rng.int(800, 2400)} delinquent accounts (batch size 500)`,
      );
      every(
        s,
        t0 - 15000,
        8000,
        (t) =>
          say(
            s,
            "ledger",
            t,
            "warn",
            `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${s.rng.int(40, 70)}s).`,
          ),
        t0 + 10000,
      );
      const o: OriginFn = (t, tr) =>
        say(
          s,
          "ledger",
          t + 300,
          "error",
          "SQL Error: 0, SQLState: null; HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=57)",
          [
            "org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection",
            ...javaAt("com.ridgeway.ledger", [
              "balance.BalanceRepository.findOpenItems(BalanceRepository.java:88)",
              "balance.BalanceService.balance(BalanceService.java:41)",
            ]),
            "Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
            ...javaAt("com.zaxxer.hikari.pool", [
              "HikariPool.createTimeoutException(HikariPool.java:696)",
              "HikariPool.getConnection(HikariPool.java:181)",
            ]),
          ],
          tr,
        );
      viaPortal(s, "ledger", t0, 0.8, o, "timeout", 504, "/api/accounts/balance", 10000);
      every(s, t0 + 10000, 1200, (t) =>
        s.emit(
          s.S("portal"),
          t,
          "warn",
          `retrying dues-ledger GET /api/accounts/${acct(s)}/balance after timeout (attempt ${s.rng.int(2, 3)}/3)`,
        ),
      );
    },
  },
  {
    cat: "database",
    est: "bayshore",
    role: "amenity",
    hints: ["deadlock", "database", "postgres", "sql", "lock"],
    sev: "medium",
    note: "amenities hits repeated Postgres deadlocks between booking inserts and the capacity recount job, so many bookings fail with 500.",
    run: (s, t0) => {
      say(s, "amenity", t0 - 1000, "info", "capacity recount job started (interval 30s, 48 amenities)");
      const o: OriginFn = (t) => {
        const p1 = s.rng.int(4000, 9000);
        const p2 = p1 + s.rng.int(1, 400);
        say(s, "amenity", t, "error", `SequelizeDatabaseError: deadlock detected`, [
          `    detail: 'Process ${p1} waits for ShareLock on transaction ${s.rng.int(9000000, 9999999)}; blocked by process ${p2}.\\nProcess ${p2} waits for ShareLock on transaction ${s.rng.int(9000000, 9999999)}; blocked by process ${p1}.',`,
          "    at Query.run (/srv/amenities/node_modules/sequelize/lib/dialects/postgres/query.js:50:25)",
          "    at async BookingService.create (/srv/amenities/src/bookings/service.js:112:7)",
          "    at async /srv/amenities/src/routes/bookings.js:38:21",
          "  code: '40P01'",
        ]);
      };
      viaPortal(s, "amenity", t0, 0.55, o, "status", 500, "/api/amenities/bookings");
      every(s, t0, 30000, (t) =>
        say(
          s,
          "amenity",
          t,
          "warn",
          "capacity recount: transaction rolled back (deadlock detected), will retry next cycle",
        ),
      );
    },
  },
  {
    cat: "database",
    est: "summit",
    role: "ledger",
    hints: ["too many clients", "connection", "database", "postgres", "operationalerror"],
    sev: "high",
    note: "hoa-billing cannot open Postgres connections (FATAL: sorry, too many clients already) after a worker scale-up, so condo-portal balance and payment calls fail.",
    run: (s, t0) => {
      say(s, "ledger", t0 - 60000, "info", "celery worker autoscale: concurrency 8 -> 32");
      const o: OriginFn = (t, tr) =>
        say(
          s,
          "ledger",
          t,
          "error",
          "Internal Server Error: /api/payments",
          [
            "Traceback (most recent call last):",
            '  File "/app/.venv/lib/python3.11/site-packages/django/db/backends/base/base.py", line 275, in ensure_connection',
            "    self.connect()",
            '  File "/app/.venv/lib/python3.11/site-packages/psycopg2/__init__.py", line 122, in connect',
            "    conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
            'psycopg2.OperationalError: connection to server at "billing-db.summit-condo.svc" (10.12.4.9), port 5432 failed: FATAL:  sorry, too many clients already',
          ],
          tr,
        );
      viaPortal(s, "ledger", t0, 0.75, o, "status", 500, "/api/payments");
      every(s, t0 + 1000, 6000, (t) =>
        say(
          s,
          "ledger",
          t,
          "error",
          `celery task billing.post_autopay_settlement[${s.rng.hex(8)}] raised: OperationalError('FATAL:  sorry, too many clients already')`,
        ),
      );
    },
  },
  {
    cat: "database",
    est: "pinegate",
    role: "resale",
    hints: ["connection", "pool", "activerecord", "database", "connectiontimeout"],
    sev: "medium",
    note: "resale-desk's ActiveRecord pool is starved by a long-running report export, so certificate orders wait 5 s and fail with ConnectionTimeoutError.",
    run: (s, t0) => {
      say(s, "resale", t0 - 3000, "info", "ResaleReportExportJob started (all closings since 2019, 14 communities)");
      const o: OriginFn = (t) =>
        say(
          s,
          "resale",
          t,
          "error",
          "ActiveRecord::ConnectionTimeoutError (could not obtain a connection from the pool within 5.000 seconds (waited 5.002 seconds); all pooled connections were in use):",
          [
            "activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool/queue.rb:128:in `block in wait_poll'",
            "activerecord (7.1.3) lib/active_record/connection_adapters/abstract/connection_pool.rb:610:in `acquire_connection'",
            "app/controllers/resale_certificates_controller.rb:22:in `create'",
          ],
        );
      viaPortal(s, "resale", t0, 0.9, o, "status", 502, "/api/resale-certificates", 5100);
      s.silence(s.S("resale"), t0, 0.8);
    },
  },
  // ---------------- network ----------------
  {
    cat: "network",
    est: "ridgeway",
    role: "access",
    hints: ["reset", "connection", "network", "socket", "econnreset", "vpn"],
    sev: "medium",
    note: "fob-sync loses its links to on-site door controllers (connection reset / no route over the site VPN), so credential pushes fail and amenity-booking cannot open fob windows.",
    run: (s, t0) => {
      s.silence(s.S("access"), t0, 0.8);
      every(s, t0, 1500, (t) => {
        const bld = `BLD-${s.rng.int(1000, 1099)}`;
        say(
          s,
          "access",
          t,
          s.rng.chance(0.7) ? "error" : "warn",
          s.rng.chance(0.6)
            ? `controller ${bld}/ctl-${s.rng.int(1, 6)} 10.${s.rng.int(60, 69)}.${s.rng.int(0, 9)}.${s.rng.int(2, 200)}:4070: recv failed: Connection reset by peer (errno 104), reconnecting in 2s`
            : `controller ${bld}/ctl-${s.rng.int(1, 6)}: connect() failed: No route to host (errno 113)`,
        );
      });
      every(s, t0 + 2000, 3500, (t) => {
        const tr = s.id();
        say(
          s,
          "amenity",
          t,
          "error",
          `FobWindow::OpenError: fob-sync returned 504 for booking BK-${s.rng.int(500000, 599999)} (${amenity(s)})`,
          undefined,
          tr,
        );
      });
    },
  },
  {
    cat: "network",
    est: "summit",
    role: "notify",
    hints: ["dns", "lookup", "resolve", "network", "no such host"],
    sev: "medium",
    note: "sms-relay cannot resolve the SMS provider's API host (DNS lookups fail with server misbehaving), so gate codes and booking reminders are not sent.",
    run: (s, t0) => {
      s.silence(s.S("notify"), t0, 0.9);
      every(s, t0, 1200, (t) =>
        say(
          s,
          "notify",
          t,
          "error",
          `send sms failed: Post "https://api.smsgateway.example/2010-04-01/Accounts/AC${s.rng.hex(8)}/Messages.json": dial tcp: lookup api.smsgateway.example on 10.96.0.10:53: server misbehaving`,
        ),
      );
      every(s, t0 + 1500, 3000, (t) =>
        say(
          s,
          "amenity",
          t,
          "warn",
          `booking reminder for BK-${s.rng.int(500000, 599999)} not delivered: sms-relay 502, will retry`,
        ),
      );
    },
  },
  {
    cat: "network",
    est: "bayshore",
    role: "autopay",
    hints: ["route", "noroutetohost", "network", "connect", "socket"],
    sev: "high",
    note: "payments-ach cannot reach the ODFI's SFTP endpoint over the site-to-site link (No route to host), so the NACHA file upload and settlement polling fail repeatedly.",
    run: (s, t0) => {
      every(s, t0, 4000, (t) =>
        say(s, "autopay", t, "error", "SFTP upload of NACHA file BSHOA-" + s.rng.int(100000, 199999) + ".ach failed", [
          "com.jcraft.jsch.JSchException: java.net.NoRouteToHostException: No route to host (Host unreachable)",
          ...javaAt("com.jcraft.jsch", ["Util.createSocket(Util.java:394)", "Session.connect(Session.java:215)"]),
          ...javaAt("com.bayshore.payments.odfi", [
            "SftpTransmitter.send(SftpTransmitter.java:57)",
            "NachaBatchJob.run(NachaBatchJob.java:133)",
          ]),
          "Caused by: java.net.NoRouteToHostException: No route to host (Host unreachable)",
          "\tat java.base/sun.nio.ch.Net.connect0(Native Method)",
        ]),
      );
      every(s, t0 + 3000, 9000, (t) =>
        say(
          s,
          "ledger",
          t,
          "warn",
          "ACH settlement file not yet available from payments-ach (last 10:00), skipping reconcile",
        ),
      );
      s.silence(s.S("autopay"), t0, 0.5);
    },
  },
  {
    cat: "network",
    est: "pinegate",
    role: "workorders",
    hints: ["reset", "connection", "network", "ioexception", "transport"],
    sev: "medium",
    note: "maint-orders' outbound calls to vendor systems are reset mid-request through the egress proxy, so work orders from members-api fail and retries pile up.",
    run: (s, t0) => {
      const o: OriginFn = (t) =>
        say(s, "workorders", t, "error", "Dispatch to vendor failed for WO-" + s.rng.int(80000, 89999), [
          "System.Net.Http.HttpRequestException: An error occurred while sending the request.",
          " ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.",
          " ---> System.Net.Sockets.SocketException (104): Connection reset by peer",
          "   at System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)",
          "   at System.Net.Http.HttpConnection.SendAsyncCore(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
          "   --- End of inner exception stack trace ---",
          "   at Pinegate.Maint.Vendors.VendorDispatchClient.SendAsync(WorkOrder order) in /src/Maint/Vendors/VendorDispatchClient.cs:line 64",
        ]);
      viaPortal(s, "workorders", t0, 0.85, o, "status", 502, "/api/work-orders");
      every(s, t0 + 500, 2000, (t) =>
        say(
          s,
          "workorders",
          t,
          "warn",
          `Polly retry ${s.rng.int(1, 3)} of 3 for vendor dispatch after IOException, delaying ${s.rng.pick([1, 2, 4])}s`,
        ),
      );
    },
  },
  // ---------------- timeout ----------------
  {
    cat: "timeout",
    est: "summit",
    role: "resale",
    hints: ["timeout", "timed out", "deadline", "render"],
    sev: "medium",
    note: "estoppel-svc's certificate rendering starts exceeding its 30 s limit after a template change pulls the full ledger history, so condo-portal orders time out.",
    run: (s, t0) => {
      const o: OriginFn = (t, tr) =>
        say(
          s,
          "resale",
          t + 30000,
          "error",
          `certificate RC-${s.rng.int(10000, 19999)} render aborted after 30000 ms`,
          [
            "java.util.concurrent.TimeoutException: Render of estoppel-certificate-v7 did not complete within 30000 ms",
            ...javaAt("java.base/java.util.concurrent", [
              "CompletableFuture.timedGet(CompletableFuture.java:1960)",
              "CompletableFuture.get(CompletableFuture.java:2095)",
            ]),
            ...javaAt("com.summit.estoppel", [
              "render.PdfRenderer.render(PdfRenderer.java:77)",
              "api.CertificateController.order(CertificateController.java:49)",
            ]),
          ],
          tr,
        );
      viaPortal(s, "resale", t0, 1, o, "timeout", 504, "/api/resale-certificates", 15000);
      s.silence(s.S("resale"), t0, 0.9);
      every(s, t0, 20000, (t) =>
        say(s, "resale", t, "warn", `render pool saturated: 8/8 busy, ${s.rng.int(3, 20)} queued`),
      );
    },
  },
  {
    cat: "timeout",
    est: "pinegate",
    role: "amenity",
    hints: ["timeout", "readtimeout", "timed out", "read timed out"],
    sev: "medium",
    note: "clubhouse-bookings blocks on the shared-calendar API, which stops answering in time (ReadTimeout after 10 s), so booking requests through members-api time out.",
    run: (s, t0) => {
      const o: OriginFn = (t) =>
        say(s, "amenity", t + 10000, "error", "calendar sync failed for booking", [
          "Traceback (most recent call last):",
          '  File "/app/bookings/calendar.py", line 58, in push_event',
          "    r = self.session.post(url, json=payload, timeout=10)",
          '  File "/usr/local/lib/python3.12/site-packages/requests/adapters.py", line 713, in send',
          "    raise ReadTimeout(e, request=request)",
          "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='calendar.hoaapps.example', port=443): Read timed out. (read timeout=10)",
        ]);
      viaPortal(s, "amenity", t0, 0.9, o, "timeout", 504, "/api/amenities/bookings", 8000);
      s.silence(s.S("amenity"), t0, 0.6);
    },
  },
  {
    cat: "timeout",
    est: "bayshore",
    role: "ledger",
    hints: ["timeout", "lock", "timed out", "lock request"],
    sev: "high",
    note: "assessments-api requests wait on a table lock held by the special-assessment posting job and fail with SQL Server lock timeouts, so resident-web times out on balances and payments.",
    run: (s, t0) => {
      say(
        s,
        "ledger",
        t0 - 1000,
        "info",
        `SpecialAssessmentPostingJob: posting roof assessment to ${s.rng.int(300, 900)} units in one transaction`,
      );
      const o: OriginFn = (t) =>
        say(
          s,
          "ledger",
          t + 15000,
          "error",
          "Failed executing DbCommand (15,012ms) [Parameters=[@__accountId_0='?' (DbType = Int32)], CommandType='Text', CommandTimeout='15']",
          [
            "Microsoft.Data.SqlClient.SqlException (0x80131904): Lock request time out period exceeded.",
            "   at Microsoft.Data.SqlClient.SqlConnection.OnError(SqlException exception, Boolean breakConnection, Action`1 wrapCloseInAction)",
            "   at Microsoft.EntityFrameworkCore.Storage.RelationalCommand.ExecuteReaderAsync(RelationalCommandParameterObject parameterObject, CancellationToken cancellationToken)",
            "   at Bayshore.Assessments.Api.Balances.BalanceQuery.HandleAsync(Int32 accountId) in /src/Assessments.Api/Balances/BalanceQuery.cs:line 37",
            "ClientConnectionId:6f2b1c0e-8a4d-4b71-9a2e-0c5d7f3e9b12",
            "Error Number:1222,State:56,Class:16",
          ],
        );
      viaPortal(s, "ledger", t0, 0.85, o, "timeout", 504, "/api/accounts/balance", 12000);
      s.silence(s.S("ledger"), t0, 0.7);
    },
  },
  {
    cat: "timeout",
    est: "ridgeway",
    role: "workorders",
    hints: ["timeout", "taskcanceled", "timed out", "httpclient"],
    sev: "medium",
    note: "workorder-hub's calls to the vendor scheduling API hang until HttpClient.Timeout (100 s) elapses, exhausting its request threads so owner-portal work-order requests time out.",
    run: (s, t0) => {
      const o: OriginFn = (t, tr) =>
        say(
          s,
          "workorders",
          t + 20000,
          "error",
          "Vendor schedule request failed",
          [
            "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 100 seconds elapsing.",
            " ---> System.TimeoutException: A task was canceled.",
            "   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
            "   at Ridgeway.WorkOrders.Vendors.ScheduleClient.BookSlotAsync(WorkOrder wo) in /src/WorkOrders/Vendors/ScheduleClient.cs:line 81",
          ],
          tr,
        );
      viaPortal(s, "workorders", t0, 1, o, "timeout", 504, "/api/work-orders", 15000);
      s.silence(s.S("workorders"), t0, 0.9);
      every(s, t0 + 30000, 30000, (t) =>
        say(
          s,
          "workorders",
          t,
          "warn",
          `ThreadPool starvation: ${s.rng.int(60, 200)} pending work items, ${s.rng.int(100, 180)} threads`,
        ),
      );
    },
  },
  // ---------------- rate limiting ----------------
  {
    cat: "rate_limiting",
    est: "ridgeway",
    role: "notify",
    hints: ["429", "rate", "too many requests", "throttl", "limit"],
    sev: "medium",
    note: "owner-notify's special-assessment blast exceeds the SMS provider's rate limit (429, error 20429), and its retries keep the account throttled so all texts are delayed.",
    run: (s, t0) => {
      say(
        s,
        "notify",
        t0 - 4000,
        "info",
        `campaign special_assessment_notice started: ${s.rng.int(4000, 9000)} recipients, channel=sms`,
      );
      s.silence(s.S("notify"), t0, 0.8);
      every(s, t0, 500, (t) =>
        say(
          s,
          "notify",
          t,
          s.rng.chance(0.5) ? "warn" : "error",
          `HTTP 429 error: Unable to create record: Too Many Requests (code 20429), retry-after 1s to +1${s.rng.int(2000000000, 9899999999)}`,
        ),
      );
    },
  },
  {
    cat: "rate_limiting",
    est: "bayshore",
    role: "photos",
    hints: ["slowdown", "rate", "reduce your request rate", "throttl", "503"],
    sev: "medium",
    note: "photo-ingest's thumbnail backfill hammers one S3 prefix and gets SlowDown responses, so inspector uploads from compliance-svc fail and are retried.",
    run: (s, t0) => {
      say(
        s,
        "photos",
        t0 - 5000,
        "info",
        "thumbnail backfill started: 182,400 objects under s3://bayshore-photos/violations/2019/",
      );
      s.silence(s.S("photos"), t0, 0.7);
      every(s, t0, 900, (t) =>
        say(
          s,
          "photos",
          t,
          "error",
          "upload failed: An error occurred (SlowDown) when calling the PutObject operation (reached max retries: 4): Please reduce your request rate.",
        ),
      );
      every(s, t0 + 1000, 2500, (t) =>
        say(
          s,
          "violations",
          t,
          "warn",
          `photo-ingest upload failed with 503, retrying inspection photo ${s.rng.int(1, 6)} of V-${s.rng.int(60000, 69999)}`,
        ),
      );
    },
  },
  {
    cat: "rate_limiting",
    est: "summit",
    role: "autopay",
    hints: ["429", "rate", "too many requests", "limit", "throttl"],
    sev: "high",
    note: "nacha-batcher's first-of-month draft run exceeds the bank API's request quota (429 with Retry-After), so draft submissions back off and the settlement window is missed.",
    run: (s, t0) => {
      say(
        s,
        "autopay",
        t0 - 2000,
        "info",
        `draft run started: ${s.rng.int(3000, 6000)} autopay debits, concurrency=64`,
      );
      s.silence(s.S("autopay"), t0, 0.7);
      every(s, t0, 400, (t) =>
        say(
          s,
          "autopay",
          t,
          "warn",
          `submit draft ${acct(s)}: bank api status=429 Too Many Requests retry_after=60s remaining_quota=0`,
        ),
      );
      every(s, t0 + 60000, 15000, (t) =>
        say(
          s,
          "autopay",
          t,
          "error",
          `draft run behind schedule: ${s.rng.int(800, 3000)} debits unsubmitted, cutoff in ${s.rng.int(10, 40)}m`,
        ),
      );
    },
  },
  {
    cat: "rate_limiting",
    est: "ridgeway",
    role: "amenity",
    hints: ["ratelimit", "rate limit", "quota", "403", "limit"],
    sev: "medium",
    note: "amenity-booking's calendar sync exceeds the Google Calendar API quota (403 rateLimitExceeded), so new bookings fail to sync and owner-portal shows errors.",
    run: (s, t0) => {
      const o: OriginFn = (t, tr) =>
        say(
          s,
          "amenity",
          t,
          "error",
          `Google::Apis::RateLimitError: rateLimitExceeded: Rate Limit Exceeded (calendar ${community(s).toLowerCase().replace(/ /g, "-")}@group.calendar.google.com)`,
          [
            "/usr/local/bundle/gems/google-apis-core-0.14.1/lib/google/apis/core/http_command.rb:244:in `check_status'",
            "/usr/local/bundle/gems/google-apis-core-0.14.1/lib/google/apis/core/api_command.rb:135:in `check_status'",
            "/app/app/services/calendar_sync.rb:31:in `push'",
            "/app/app/controllers/bookings_controller.rb:19:in `create'",
          ],
          tr,
        );
      viaPortal(s, "amenity", t0, 0.7, o, "status", 500, "/api/amenities/bookings");
      every(s, t0, 2000, (t) =>
        say(s, "amenity", t, "warn", `CalendarSyncJob retry in ${s.rng.pick([2, 4, 8, 16])}s: rateLimitExceeded`),
      );
    },
  },
  // ---------------- validation ----------------
  {
    cat: "validation",
    est: "ridgeway",
    role: "autopay",
    hints: ["validation", "routing", "invalid", "nacha", "rejected"],
    sev: "high",
    note: "ach-autopay builds entries with a malformed receiving routing number for one community after an import, the ODFI rejects the whole NACHA file and every draft of the batch fails.",
    run: (s, t0) => {
      say(
        s,
        "autopay",
        t0,
        "error",
        "NACHA file RWAY0601A rejected by ODFI: entry 0000147 field 3 (RDFI routing) '02100002X' fails check digit; batch 0000003 rejected",
      );
      every(s, t0 + 500, 1500, (t) =>
        say(
          s,
          "autopay",
          t,
          "error",
          `entry validation failed: account ${acct(s)} routing '0${s.rng.int(10000000, 99999999)}' check digit mismatch (expected ${s.rng.int(0, 9)}); entry skipped`,
        ),
      );
      const o: OriginFn = (t, tr) =>
        say(
          s,
          "autopay",
          t,
          "warn",
          `enrollment rejected: invalid routing number format for bank ****${s.rng.int(1000, 9999)}`,
          undefined,
          tr,
        );
      viaPortal(s, "autopay", t0, 1, o, "status", 422, "/api/autopay/enrollment", 20);
      every(s, t0 + 8000, 9000, (t) =>
        say(
          s,
          "ledger",
          t,
          "warn",
          `expected ACH settlement for batch 0000003 not received, ${s.rng.int(40, 200)} drafts pending`,
        ),
      );
    },
  },
  {
    cat: "validation",
    est: "pinegate",
    role: "ledger",
    hints: ["validation", "constraint", "invalid", "must be"],
    sev: "medium",
    note: "ledger-core rejects every line of the special-assessment import because amounts arrive with a currency symbol after a spreadsheet template change (ConstraintViolationException), and members-api balances show stale totals.",
    run: (s, t0) => {
      say(
        s,
        "ledger",
        t0 - 500,
        "info",
        "assessment import ASM-2026-07 received from arc-review: 418 lines (board motion M-214)",
      );
      every(
        s,
        t0,
        700,
        (t) =>
          say(s, "ledger", t, "error", `import line ${s.rng.int(1, 418)} rejected`, [
            `jakarta.validation.ConstraintViolationException: amount: must match "^\\d+(\\.\\d{1,2})?$" (value "$${money(s, 800, 2400)}")`,
            ...javaAt("org.hibernate.validator.internal.engine", ["ValidatorImpl.validate(ValidatorImpl.java:157)"]),
            ...javaAt("com.pinegate.ledger.assessment", [
              "AssessmentImporter.importLine(AssessmentImporter.java:103)",
              "AssessmentImporter.run(AssessmentImporter.java:61)",
            ]),
          ]),
        t0 + 300000,
      );
      every(s, t0 + 3000, 8000, (t) =>
        say(
          s,
          "board",
          t,
          "warn",
          `assessment publish for motion M-214 still pending at ledger-core (status=REJECTED_LINES)`,
        ),
      );
    },
  },
  {
    cat: "validation",
    est: "bayshore",
    role: "violations",
    hints: ["validation", "invalid", "must be a valid date", "schema"],
    sev: "medium",
    note: "compliance-svc rejects every inspector-app sync after the app starts sending dates as MM/DD/YYYY ('\"inspectionDate\" must be a valid date'), so new violations are not recorded.",
    run: (s, t0) => {
      s.silence(s.S("violations"), t0, 0.9);
      every(s, t0, 1800, (t) =>
        say(
          s,
          "violations",
          t,
          "warn",
          `POST /api/inspections/sync 400: ValidationError: "inspections[${s.rng.int(0, 20)}].inspectionDate" must be a valid date (got "${s.rng.int(1, 12)}/${s.rng.int(1, 28)}/2026") app=InspectorApp/5.2.0`,
        ),
      );
      every(s, t0 + 30000, 40000, (t) =>
        say(
          s,
          "violations",
          t,
          "error",
          `inspection route ${community(s)}: sync failed, ${s.rng.int(8, 30)} stops not recorded`,
        ),
      );
    },
  },
  {
    cat: "validation",
    est: "summit",
    role: "amenity",
    hints: ["validation", "invalid", "window", "bad request"],
    sev: "medium",
    note: "amenity-svc rejects most bookings as an invalid booking window after a release compares local end time with UTC start, so condo-portal shows 400s for booking requests.",
    run: (s, t0) => {
      const o: OriginFn = (t, tr) =>
        say(
          s,
          "amenity",
          t,
          "warn",
          `booking rejected: invalid booking window: ends_at ${s.rng.int(12, 22)}:00 is before starts_at ${s.rng.int(16, 23)}:00Z (field=ends_at, code=VALIDATION_FAILED)`,
          undefined,
          tr,
        );
      viaPortal(s, "amenity", t0, 0.85, o, "status", 400, "/api/amenities/bookings", 10);
      s.silence(s.S("amenity"), t0, 0.6);
    },
  },
  // ---------------- null reference ----------------
  {
    cat: "null_reference",
    est: "bayshore",
    role: "ledger",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "assessments-api throws NullReferenceException on accounts without a mailing address after a release, so resident-web balance requests fail with 500.",
    run: (s, t0) => {
      const o: OriginFn = (t) =>
        say(s, "ledger", t, "error", "An unhandled exception has occurred while executing the request.", [
          "System.NullReferenceException: Object reference not set to an instance of an object.",
          "   at Bayshore.Assessments.Api.Balances.StatementBuilder.Build(Account account) in /src/Assessments.Api/Balances/StatementBuilder.cs:line 74",
          "   at Bayshore.Assessments.Api.Balances.BalanceEndpoint.GetAsync(Int32 accountId) in /src/Assessments.Api/Balances/BalanceEndpoint.cs:line 29",
          "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|6_0(Endpoint endpoint, Task requestTask, ILogger logger)",
        ]);
      viaPortal(s, "ledger", t0, 0.5, o, "status", 500, "/api/accounts/balance");
    },
  },
  {
    cat: "null_reference",
    est: "ridgeway",
    role: "portal",
    hints: ["typeerror", "undefined", "null", "cannot read properties"],
    sev: "high",
    note: "owner-portal's new dashboard crashes on owners without a unit assignment (TypeError reading 'unitNumber' of undefined), returning 500 to those owners.",
    run: (s, t0) => {
      every(s, t0, 1400, (t) => {
        const tr = s.id();
        s.emit(
          s.S("portal"),
          t,
          "error",
          "TypeError: Cannot read properties of undefined (reading 'unitNumber')",
          [
            "    at buildDashboard (/srv/owner-portal/dist/dashboard/summary.js:88:41)",
            "    at async getDashboard (/srv/owner-portal/dist/routes/dashboard.js:23:19)",
            "    at async /srv/owner-portal/node_modules/express-async-handler/index.js:3:20",
          ],
          tr,
        );
        s.emit(
          s.S("portal"),
          t + 2,
          "warn",
          `GET /owner/dashboard 500 ${s.rng.int(5, 40)}.${s.rng.int(100, 999)} ms - 52`,
          undefined,
          tr,
        );
      });
    },
  },
  {
    cat: "null_reference",
    est: "summit",
    role: "violations",
    hints: ["nullpointer", "null", "npe"],
    sev: "medium",
    note: "violation-tracker's notice generator throws NullPointerException for violations without an assigned inspector, so courtesy notices stop going out.",
    run: (s, t0) => {
      every(s, t0, 2200, (t) =>
        say(s, "violations", t, "error", `notice generation failed for V-${s.rng.int(60000, 69999)}`, [
          'java.lang.NullPointerException: Cannot invoke "com.summit.violations.model.Inspector.getDisplayName()" because the return value of "com.summit.violations.model.Violation.getInspector()" is null',
          ...javaAt("com.summit.violations.notice", [
            "NoticeRenderer.signature(NoticeRenderer.java:112)",
            "NoticeRenderer.render(NoticeRenderer.java:64)",
            "NoticeJob.process(NoticeJob.java:41)",
          ]),
        ]),
      );
      s.silence(s.S("violations"), t0, 0.4);
    },
  },
  {
    cat: "null_reference",
    est: "bayshore",
    role: "board",
    hints: ["nomethoderror", "nil", "undefined method", "null"],
    sev: "medium",
    note: "board-portal's meeting-minutes page raises NoMethodError on nil for meetings without a recorded secretary, so minutes publishing and ballots fail.",
    run: (s, t0) => {
      const o: OriginFn = (t) =>
        say(s, "board", t, "error", "NoMethodError (undefined method `full_name' for nil):", [
          "app/views/minutes/_signature.html.erb:4",
          "app/views/minutes/show.html.erb:22",
          "app/controllers/minutes_controller.rb:15:in `show'",
        ]);
      viaPortal(s, "board", t0, 0.9, o, "status", 500, "/api/arc-requests");
      every(s, t0, 9000, (t) =>
        say(
          s,
          "board",
          t,
          "error",
          `MinutesPublishJob failed for MIN-${s.rng.int(400, 700)}: NoMethodError: undefined method \`full_name' for nil`,
        ),
      );
    },
  },
  // ---------------- configuration ----------------
  {
    cat: "configuration",
    est: "pinegate",
    role: "autopay",
    hints: ["config", "keyerror", "environment", "missing", "setting"],
    sev: "high",
    note: "autopay-runner is redeployed without ACH_COMPANY_ID in its environment and crashes on each draft batch with KeyError, so no drafts are submitted.",
    run: (s, t0) => {
      say(s, "autopay", t0 - 3000, "info", "[INFO] Handling signal: term");
      say(s, "autopay", t0 - 500, "info", "[INFO] Booting worker with pid: 9 (autopay-runner 2026.6.2)");
      s.silence(s.S("autopay"), t0, 0.95);
      every(s, t0, 5000, (t) =>
        say(s, "autopay", t, "error", "draft batch crashed", [
          "Traceback (most recent call last):",
          '  File "/app/autopay/batch.py", line 64, in run',
          '    header = build_batch_header(company_id=os.environ["ACH_COMPANY_ID"], effective=eff)',
          '  File "<frozen os>", line 714, in __getitem__',
          "KeyError: 'ACH_COMPANY_ID'",
        ]),
      );
      every(s, t0 + 5000, 12000, (t) =>
        say(
          s,
          "ledger",
          t,
          "warn",
          `no autopay drafts received since ${new Date(t0).toISOString().slice(11, 16)}Z; ${s.rng.int(50, 300)} accounts pending`,
        ),
      );
    },
  },
  {
    cat: "configuration",
    est: "summit",
    role: "portal",
    hints: ["config", "options", "validation", "setting", "missing"],
    sev: "high",
    note: "condo-portal is rolled out with a renamed settings section and fails options validation for BillingClient:BaseUrl on every billing call, so owners cannot see balances or pay.",
    run: (s, t0) => {
      s.emit(s.S("portal"), t0 - 1500, "info", "Application is shutting down...");
      s.emit(
        s.S("portal"),
        t0 - 200,
        "info",
        "Now listening on: http://[::]:8080 (condo-portal 2026.6.9); Application started. Hosting environment: Production",
      );
      every(s, t0, 1300, (t) => {
        const tr = s.id();
        s.emit(
          s.S("portal"),
          t,
          "error",
          "An unhandled exception has occurred while executing the request.",
          [
            "Microsoft.Extensions.Options.OptionsValidationException: DataAnnotation validation failed for 'BillingClientOptions' members: 'BaseUrl' with the error: 'The BaseUrl field is required.'.",
            "   at Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)",
            "   at Microsoft.Extensions.Options.UnnamedOptionsManager`1.get_Value()",
            "   at Summit.Portal.Billing.BillingClient..ctor(HttpClient http, IOptions`1 options) in /src/Summit.Portal/Billing/BillingClient.cs:line 22",
          ],
          tr,
        );
      });
    },
  },
  {
    cat: "configuration",
    est: "ridgeway",
    role: "access",
    hints: ["config", "parse", "yaml", "configuration"],
    sev: "medium",
    note: "fob-sync reloads a site map with a bad indentation after a config push, refuses it and stops syncing credentials for all sites, so amenity-booking fob windows fail.",
    run: (s, t0) => {
      say(s, "access", t0 - 300, "info", "SIGHUP received, reloading /etc/fob-sync/sites.yaml");
      say(
        s,
        "access",
        t0,
        "error",
        "failed to load /etc/fob-sync/sites.yaml: yaml-cpp: error at line 214, column 5: end of map not found; keeping 0 sites active",
      );
      s.silence(s.S("access"), t0 + 10, 1);
      every(s, t0 + 500, 30000, (t) =>
        say(s, "access", t, "error", "sync cycle skipped: no sites configured (config load failed)"),
      );
      every(s, t0 + 1000, 3000, (t) =>
        say(
          s,
          "amenity",
          t,
          "error",
          `FobWindow::OpenError: fob-sync returned 404 unknown site for booking BK-${s.rng.int(500000, 599999)}`,
          undefined,
          s.id(),
        ),
      );
    },
  },
  {
    cat: "configuration",
    est: "bayshore",
    role: "portal",
    hints: ["config", "base url", "not found", "404", "setting"],
    sev: "high",
    note: "resident-web's config reload points ASSESSMENTS_API_BASE at /v3 which assessments-api does not serve, so every balance and payment call returns 404.",
    run: (s, t0) => {
      s.emit(
        s.S("portal"),
        t0,
        "info",
        "configuration reloaded from consul kv resident-web/config (ASSESSMENTS_API_BASE changed)",
      );
      s.hook("ledger", t0 + 100, 1, (t, p) => {
        s.emit(
          s.S("ledger"),
          t,
          "info",
          `Request finished HTTP/1.1 GET http://assessments-api:8080/v3/accounts/${acct(s)}/balance - 404 0 - ${s.rng.int(0, 3)}.${s.rng.int(1000, 9999)}ms`,
        );
        s.emit(
          p.name,
          t + 10,
          "error",
          `Faraday::ResourceNotFound: the server responded with status 404 for GET http://assessments-api:8080/v3/accounts/${acct(s)}/balance`,
        );
        s.emit(
          p.name,
          t + 12,
          "warn",
          `Completed 500 Internal Server Error in ${s.rng.int(10, 40)}ms (ActiveRecord: 1.2ms | Allocations: 4012)`,
        );
      });
    },
  },
  // ---------------- dependency ----------------
  {
    cat: "dependency",
    est: "bayshore",
    role: "autopay",
    hints: ["circuit", "503", "unavailable", "processor", "dependency"],
    sev: "high",
    note: "payments-ach's ACH processor answers 503 and its circuit breaker opens, so enrollments and one-time payments fail with 'does not permit further calls'.",
    run: (s, t0) => {
      every(
        s,
        t0,
        900,
        (t) =>
          say(
            s,
            "autopay",
            t,
            "error",
            `processor call POST https://api.achprocessor.example/v1/transfers failed: 503 Service Unavailable: "upstream connect error or disconnect/reset before headers"`,
          ),
        t0 + 25000,
      );
      say(s, "autopay", t0 + 25000, "warn", "CircuitBreaker 'achProcessor' changed state from CLOSED to OPEN");
      every(s, t0 + 25000, 700, (t) =>
        say(
          s,
          "autopay",
          t,
          "error",
          "CallNotPermittedException: CircuitBreaker 'achProcessor' is OPEN and does not permit further calls",
        ),
      );
      every(s, t0 + 85000, 60000, (t) => {
        say(s, "autopay", t, "info", "CircuitBreaker 'achProcessor' changed state from OPEN to HALF_OPEN");
        say(s, "autopay", t + 800, "warn", "CircuitBreaker 'achProcessor' changed state from HALF_OPEN to OPEN");
      });
    },
  },
  {
    cat: "dependency",
    est: "ridgeway",
    role: "notify",
    hints: ["sendgrid", "503", "provider", "unavailable", "dependency"],
    sev: "medium",
    note: "owner-notify's email provider returns 503s, so notices and booking confirmations are retried and piled up in the outbound queue.",
    run: (s, t0) => {
      s.silence(s.S("notify"), t0, 0.85);
      every(s, t0, 1100, (t) =>
        say(
          s,
          "notify",
          t,
          "error",
          "python_http_client.exceptions.ServiceUnavailableError: HTTP Error 503: Service Unavailable (POST https://api.sendgrid.com/v3/mail/send)",
        ),
      );
      every(s, t0 + 60000, 40000, (t) =>
        say(
          s,
          "notify",
          t,
          "warn",
          `outbound email queue depth ${s.rng.int(400, 2000)}; oldest message ${s.rng.int(2, 9)}m`,
        ),
      );
      every(s, t0 + 2000, 4000, (t) =>
        say(s, "violations", t, "warn", `courtesy notice for unit ${unit(s)} not sent: owner-notify 502, requeued`),
      );
    },
  },
  {
    cat: "dependency",
    est: "ridgeway",
    role: "amenity",
    hints: ["redis", "cannotconnect", "connection", "unavailable", "dependency"],
    sev: "medium",
    note: "amenity-booking loses its Redis (Sidekiq and slot locks) when the managed Redis fails over, so booking requests from owner-portal fail.",
    run: (s, t0) => {
      const o: OriginFn = (t, tr) =>
        say(
          s,
          "amenity",
          t,
          "error",
          "Redis::CannotConnectError (Error connecting to Redis on amenity-redis.ridgeway.cache:6379 (Errno::ECONNREFUSED)):",
          [
            "redis-client (0.21.1) lib/redis_client/ruby_connection.rb:144:in `rescue in connect'",
            "app/models/slot_lock.rb:12:in `acquire'",
            "app/controllers/bookings_controller.rb:17:in `create'",
          ],
          tr,
        );
      viaPortal(s, "amenity", t0, 1, o, "status", 500, "/api/amenities/bookings");
      every(s, t0, 5000, (t) =>
        say(
          s,
          "amenity",
          t,
          "error",
          "Sidekiq: Error fetching job: Error connecting to Redis on amenity-redis.ridgeway.cache:6379 (Errno::ECONNREFUSED)",
        ),
      );
    },
  },
  {
    cat: "dependency",
    est: "pinegate",
    role: "access",
    hints: ["502", "503", "unavailable", "upstream", "dependency"],
    sev: "medium",
    note: "gate-access's cloud access-control vendor answers 502/503, so credential changes and arrears suspensions are not pushed to the gates.",
    run: (s, t0) => {
      s.silence(s.S("access"), t0, 0.9);
      every(s, t0, 1600, (t) =>
        say(
          s,
          "access",
          t,
          "error",
          `credential push failed for site BLD-${s.rng.int(1000, 1099)}: AxiosError: Request failed with status code ${s.rng.pick([502, 503])} (PUT https://api.gatecloud.example/v2/credentials)`,
        ),
      );
      every(s, t0 + 3000, 6000, (t) =>
        say(s, "access", t, "warn", `queue backlog: ${s.rng.int(20, 300)} credential changes waiting for vendor`),
      );
    },
  },
  // ---------------- memory ----------------
  {
    cat: "memory",
    est: "ridgeway",
    role: "photos",
    hints: ["memory", "oom", "out of memory"],
    sev: "high",
    note: "inspector-photos runs out of memory decoding a batch of very large HEIC images and is OOM-killed repeatedly, so violation-desk photo uploads fail with connection refused.",
    run: (s, t0) => {
      say(s, "photos", t0 - 30000, "warn", "heap in use 1.71GiB of limit 2GiB; GOMEMLIMIT pressure, gc cycles 48/s");
      say(s, "photos", t0, "fatal", "fatal error: runtime: out of memory", [
        "",
        "runtime stack:",
        "runtime.throw({0x1a3c2e8?, 0x7ffd3b1e0?})",
        "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c fp=0x7ffd3b1e08 sp=0x7ffd3b1dd8 pc=0x43b1fc",
        "runtime.sysMap(0xc0a8000000, 0x20000000, 0x2a3f8d0?)",
        "\t/usr/local/go/src/runtime/mem_linux.go:187 +0x11b",
        "goroutine 1422 [running]:",
        "github.com/ridgeway/inspector-photos/internal/heic.Decode(...)",
        "\t/src/internal/heic/decode.go:88 +0x2d1",
      ]);
      for (let k = 1; k < 6; k++) {
        const at = t0 + k * 70000;
        say(s, "photos", at - 60000, "info", `starting inspector-photos version=2026.5.3 addr=:8080 (restart ${k})`);
        say(s, "photos", at, "fatal", "fatal error: runtime: out of memory");
      }
      s.silence(s.S("photos"), t0 + 100, 0.75);
      every(s, t0 + 500, 2000, (t) =>
        say(
          s,
          "violations",
          t,
          "error",
          `attach photo failed: HTTPConnectionPool(host='inspector-photos', port=8080): Max retries exceeded with url: /v1/photos (Caused by NewConnectionError('Failed to establish a new connection: [Errno 111] Connection refused'))`,
          undefined,
          s.id(),
        ),
      );
    },
  },
  {
    cat: "memory",
    est: "summit",
    role: "ledger",
    hints: ["memory", "oom", "sigkill", "out of memory"],
    sev: "high",
    note: "hoa-billing gunicorn workers are SIGKILLed by the OOM killer while building the year-end statement export, so condo-portal billing calls fail with 502.",
    run: (s, t0) => {
      say(s, "ledger", t0 - 40000, "info", "statement export started: fiscal year 2025, all communities");
      every(s, t0, 6000, (t) => {
        const pid = s.rng.int(20, 900);
        say(s, "ledger", t, "error", `[ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`);
        say(s, "ledger", t + 300, "info", `[INFO] Booting worker with pid: ${pid + s.rng.int(1, 40)}`);
      });
      s.silence(s.S("ledger"), t0, 0.6);
      s.hook("ledger", t0, 0.7, (t, p, tr) =>
        callerFails(s, p, t + 30, tr, s.S("ledger"), "status", 502, "/api/accounts/balance"),
      );
    },
  },
  {
    cat: "memory",
    est: "ridgeway",
    role: "ledger",
    hints: ["outofmemory", "heap", "memory", "gc overhead"],
    sev: "high",
    note: "dues-ledger leaks memory in the interest recalculation cache, GC pauses grow and it dies with OutOfMemoryError: Java heap space while owner-portal times out.",
    run: (s, t0) => {
      every(
        s,
        t0 - 120000,
        15000,
        (t) =>
          say(
            s,
            "ledger",
            t,
            "warn",
            `GC pause (G1 Evacuation Pause) ${s.rng.int(800, 3000)}ms, heap ${s.rng.int(88, 98)}% after collection`,
          ),
        t0,
      );
      say(
        s,
        "ledger",
        t0,
        "error",
        'Exception in thread "http-nio-8080-exec-14" java.lang.OutOfMemoryError: Java heap space',
        [
          ...javaAt("java.base/java.util", ["Arrays.copyOf(Arrays.java:3537)", "ArrayList.grow(ArrayList.java:237)"]),
          ...javaAt("com.ridgeway.ledger.interest", [
            "InterestCache.put(InterestCache.java:52)",
            "InterestService.recalc(InterestService.java:97)",
          ]),
        ],
      );
      every(s, t0 + 1000, 7000, (t) =>
        say(
          s,
          "ledger",
          t,
          "error",
          `java.lang.OutOfMemoryError: Java heap space (thread http-nio-8080-exec-${s.rng.int(1, 40)})`,
        ),
      );
      s.silence(s.S("ledger"), t0, 0.8);
      s.hook("ledger", t0, 0.9, (t, p, tr) =>
        callerFails(s, p, t + 10000, tr, s.S("ledger"), "timeout", 504, "/api/accounts/balance"),
      );
    },
  },
  {
    cat: "memory",
    est: "pinegate",
    role: "board",
    hints: ["heap", "memory", "out of memory", "allocation failed"],
    sev: "high",
    note: "arc-review exhausts the V8 heap building a board packet with every ARC photo inline, crashes and restarts in a loop, so members-api ARC calls fail.",
    run: (s, t0) => {
      for (let k = 0; k < 6; k++) {
        const at = t0 + k * 55000;
        if (k > 0) say(s, "board", at - 45000, "info", `arc-review@2026.6.4 listening on :8080 (node v20.14.0)`);
        say(
          s,
          "board",
          at - 6000,
          "info",
          `building board packet for meeting 2026-07-08 (${s.rng.int(40, 80)} ARC requests, inline images)`,
        );
        say(
          s,
          "board",
          at,
          "fatal",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          [
            "----- Native stack trace -----",
            " 1: 0xb8b2e3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
            " 2: 0xf06e40 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            " 3: 0x1114e85  [node]",
          ],
        );
      }
      s.silence(s.S("board"), t0 + 100, 0.7);
      s.hook("board", t0, 0.8, (t, p, tr) =>
        callerFails(s, p, t + 20, tr, s.S("board"), "refused", 502, "/api/arc-requests"),
      );
    },
  },
  // ---------------- disk ----------------
  {
    cat: "disk",
    est: "bayshore",
    role: "photos",
    hints: ["read-only", "disk", "file system", "erofs", "errno 30"],
    sev: "high",
    note: "photo-ingest's scratch volume is remounted read-only after I/O errors, so every inspector upload fails with Errno 30 and compliance-svc cannot attach photos.",
    run: (s, t0) => {
      s.silence(s.S("photos"), t0, 0.95);
      every(s, t0, 1600, (t) =>
        say(s, "photos", t, "error", "upload handler failed", [
          "Traceback (most recent call last):",
          '  File "/srv/ingest/handlers.py", line 51, in save_upload',
          '    with open(tmp_path, "wb") as fh:',
          `OSError: [Errno 30] Read-only file system: '/var/lib/photo-ingest/tmp/${s.rng.hex(12)}.heic'`,
        ]),
      );
      every(s, t0 + 700, 3000, (t) =>
        say(
          s,
          "violations",
          t,
          "error",
          `inspection photo upload failed: photo-ingest responded 500 (V-${s.rng.int(60000, 69999)})`,
        ),
      );
    },
  },
  {
    cat: "disk",
    est: "summit",
    role: "search",
    hints: ["flood", "disk", "watermark", "read_only", "read-only"],
    sev: "high",
    note: "records-es crosses the flood-stage disk watermark and puts read-only-allow-delete blocks on the violations indices, so violation-tracker writes fail.",
    run: (s, t0) => {
      say(
        s,
        "search",
        t0 - 60000,
        "warn",
        "[o.e.c.r.a.DiskThresholdMonitor] [records-es-0] high disk watermark [90%] exceeded on [Qx2b9c][records-es-2][/usr/share/elasticsearch/data] free: 9.1gb[9.3%], shards will be relocated away from this node",
      );
      say(
        s,
        "search",
        t0,
        "warn",
        "[o.e.c.r.a.DiskThresholdMonitor] [records-es-0] flood stage disk watermark [95%] exceeded on [Qx2b9c][records-es-2][/usr/share/elasticsearch/data] free: 4.7gb[4.8%], all indices on this node will be marked read-only",
      );
      every(s, t0 + 30000, 30000, (t) =>
        say(
          s,
          "search",
          t,
          "warn",
          `[o.e.c.r.a.DiskThresholdMonitor] [records-es-0] flood stage disk watermark [95%] exceeded on [Qx2b9c][records-es-2][/usr/share/elasticsearch/data] free: ${(4.7 - (t - t0) / 300000).toFixed(1)}gb, all indices on this node will be marked read-only`,
        ),
      );
      every(s, t0 + 800, 1500, (t) =>
        say(
          s,
          "violations",
          t,
          "error",
          `bulk index failed for V-${s.rng.int(60000, 69999)}: ElasticsearchStatusException[Elasticsearch exception [type=cluster_block_exception, reason=index [violations-2026.06] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];]]`,
        ),
      );
    },
  },
  {
    cat: "disk",
    est: "ridgeway",
    role: "resale",
    hints: ["no space", "disk", "errno 28", "enospc"],
    sev: "medium",
    note: "resale-certs fills its PDF scratch disk and fails every certificate with Errno 28 No space left on device.",
    run: (s, t0) => {
      say(s, "resale", t0 - 90000, "warn", "scratch volume /var/tmp/resale 96% used (1.9G free)");
      const o: OriginFn = (t, tr) =>
        say(
          s,
          "resale",
          t,
          "error",
          "certificate render failed",
          [
            "Traceback (most recent call last):",
            '  File "/app/resale/render.py", line 133, in render_pdf',
            "    pdf.write_pdf(out_path)",
            '  File "/app/.venv/lib/python3.12/site-packages/weasyprint/document.py", line 372, in write_pdf',
            "    with open(target, 'wb') as fd:",
            `OSError: [Errno 28] No space left on device: '/var/tmp/resale/RC-${s.rng.int(10000, 19999)}.pdf'`,
          ],
          tr,
        );
      viaPortal(s, "resale", t0, 1, o, "status", 500, "/api/resale-certificates");
      s.silence(s.S("resale"), t0, 0.9);
      every(s, t0, 14000, (t) => o(t, undefined));
    },
  },
  {
    cat: "disk",
    est: "pinegate",
    role: "workorders",
    hints: ["no space", "disk", "ioexception", "space"],
    sev: "medium",
    note: "maint-orders' attachments volume fills up, so saving vendor invoice PDFs and new work-order photos fails with IOException: No space left on device.",
    run: (s, t0) => {
      const o: OriginFn = (t) =>
        say(s, "workorders", t, "error", "Failed to store attachment for work order", [
          `System.IO.IOException: No space left on device : '/var/lib/maint/attachments/2026/06/WO-${s.rng.int(80000, 89999)}-${s.rng.hex(6)}.pdf'`,
          "   at System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan`1 buffer, Int64 fileOffset)",
          "   at System.IO.Strategies.BufferedFileStreamStrategy.FlushWrite()",
          "   at Pinegate.Maint.Attachments.LocalAttachmentStore.SaveAsync(Stream content, String name) in /src/Maint/Attachments/LocalAttachmentStore.cs:line 47",
        ]);
      viaPortal(s, "workorders", t0, 0.9, o, "status", 500, "/api/work-orders");
      every(s, t0, 5000, (t) => o(t, undefined));
    },
  },
  // ---------------- unknown ----------------
  {
    cat: "unknown",
    est: "ridgeway",
    role: "access",
    hints: ["exit", "crash", "unknown", "abort"],
    sev: "medium",
    note: "fob-sync's workers keep exiting with status 134 and being respawned with no other explanation, so credential pushes stall and amenity-booking fob windows fail.",
    run: (s, t0) => {
      s.silence(s.S("access"), t0, 0.85);
      every(s, t0, 4000, (t) => {
        const w = s.rng.int(0, 3);
        say(s, "access", t, "error", `worker ${w} exited with status 134, respawning`);
        say(s, "access", t + 200, "info", `worker ${w} started (pid ${s.rng.int(1000, 9000)})`);
      });
      every(s, t0 + 1500, 3000, (t) =>
        say(
          s,
          "amenity",
          t,
          "error",
          `FobWindow::OpenError: fob-sync returned 503 for booking BK-${s.rng.int(500000, 599999)}`,
          undefined,
          s.id(),
        ),
      );
    },
  },
  {
    cat: "unknown",
    est: "pinegate",
    role: "ledger",
    hints: ["unexpected", "internal", "500", "unknown"],
    sev: "high",
    note: "ledger-core starts answering most requests with a generic 500 (error reference only, no exception detail), and members-api surfaces the failures.",
    run: (s, t0) => {
      const o: OriginFn = (t) =>
        say(
          s,
          "ledger",
          t,
          "error",
          `Unexpected error processing request, returning 500 (ref ERR-${s.rng.hex(8).toUpperCase()})`,
        );
      viaPortal(s, "ledger", t0, 0.85, o, "status", 500, "/api/payments");
      s.silence(s.S("ledger"), t0, 0.7);
    },
  },
  {
    cat: "unknown",
    est: "summit",
    role: "workorders",
    hints: ["unavailable", "unresponsive", "unknown", "503"],
    sev: "high",
    note: "work-orders stops logging entirely (process alive, not answering) while condo-portal gets 503 no healthy upstream for every work-order request.",
    run: (s, t0) => {
      s.silence(s.S("workorders"), t0, 1);
      s.hook("workorders", t0, 1, (t, p, tr) => {
        s.emit(
          p.name,
          t + 5,
          "error",
          "System.Net.Http.HttpRequestException: Response status code does not indicate success: 503 (Service Unavailable). (work-orders /api/work-orders) upstream: no healthy upstream",
          undefined,
          tr,
        );
      });
      every(s, t0 + 20000, 20000, (t) =>
        s.emit(s.S("portal"), t, "warn", "Health check work-orders-http status: Unhealthy (no response within 5s)"),
      );
    },
  },
  {
    cat: "unknown",
    est: "bayshore",
    role: "autopay",
    hints: ["exit", "failed", "unknown", "status 1"],
    sev: "medium",
    note: "payments-ach's settlement job keeps failing with exit status 1 and no further detail, so assessments-api waits for settlement files that never arrive.",
    run: (s, t0) => {
      every(s, t0, 30000, (t) => {
        say(s, "autopay", t, "info", "settlement job starting (window 2026-06-01)");
        say(s, "autopay", t + 2000, "error", "settlement job finished with exit status 1");
      });
      s.silence(s.S("autopay"), t0, 0.6);
      every(s, t0 + 5000, 10000, (t) =>
        say(
          s,
          "ledger",
          t,
          "warn",
          `settlement file for 2026-06-01 still missing from payments-ach; ${s.rng.int(100, 500)} payments unreconciled`,
        ),
      );
    },
  },
];
