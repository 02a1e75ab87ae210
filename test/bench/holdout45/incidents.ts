// The 52 incidents (4 per category), each told in the runtime's own words with the origin where the fault lives.
import { access, type Line, nginxTs } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export interface IncidentDef {
  category: string;
  estate: string;
  origin: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  run: (s: Stream, t0: number) => void;
}

const E = (s: Stream) => s.end;
const ngxErr = (r: Rng, t: number, what: string, upstream: string, path: string, host: string): Line => [
  "error",
  `${nginxTs(t)} [error] ${((pid) => `${pid}#${pid}`)(r.int(1100, 1190))}: *${r.int(100000, 999999)} ${what}, client: ${r.ip()}, server: ${host}, request: "GET ${path} HTTP/1.1", upstream: "${upstream}", host: "${host}"`,
];
const APP200 = /"(GET|POST) \/(?!static|packs|freight\/static)[^"]*" 200 /;
const FPM = "fastcgi://unix:/run/php/php8.2-fpm.sock:";
const jid = (r: Rng) => r.hex(24);
const rb = (frames: string[]) => frames.map((f) => `/srv/bramble/releases/20260601091502/${f}`).join("\n");
const py = (frames: string[]) => frames.join("\n");
const java = (frames: string[]) => frames.map((f) => `\tat ${f}`).join("\n");
const net = (frames: string[]) => frames.map((f) => `   at ${f}`).join("\n");

/** nginx in front: access 5xx plus an error-log line, at mean gap `g`. */
function frontFails(
  s: Stream,
  from: number,
  g: number,
  status: number,
  what: string,
  upstream: string,
  host: string,
  paths: string[],
): void {
  s.every("nginx", from, E(s), g, (r, t) => {
    const p = r.pick(paths);
    return [
      ngxErr(r, t, what, upstream, p, host),
      access(r, t + 2, p, status, status === 504 ? 60 : r.int(1, 40) / 1000),
    ];
  });
}

export const INCIDENTS: IncidentDef[] = [
  // ---------------- authentication ----------------
  {
    category: "authentication",
    estate: "bramble",
    origin: "postfix",
    hints: ["sasl", "authentication", "535", "credential", "smtp"],
    sev: "medium",
    note: "the SendGrid relay password in postfix's sasl_passwd expired; every outgoing mail is deferred with 535 and the queue grows",
    run: (s, t0) => {
      s.silence("postfix", t0);
      s.every("postfix", t0, E(s), 2500, (r) => {
        const id = r.hex(10).toUpperCase();
        return [
          ["warn", `postfix/smtp[${r.int(4000, 9000)}]: warning: SASL authentication failure: authentication failed`],
          [
            "error",
            `postfix/smtp[${r.int(4000, 9000)}]: ${id}: SASL authentication failed; server smtp.sendgrid.net[159.183.224.104] said: 535 Authentication failed: The provided authorization grant is invalid, expired, or revoked`,
          ],
          [
            "warn",
            `postfix/smtp[${r.int(4000, 9000)}]: ${id}: to=<owner${r.int(1, 999)}@gmail.com>, relay=smtp.sendgrid.net[159.183.224.104]:587, delay=${r.int(1, 900)}, delays=0.1/0/0.5/0, dsn=4.7.0, status=deferred (SASL authentication failed; server smtp.sendgrid.net[159.183.224.104] said: 535 Authentication failed: The provided authorization grant is invalid, expired, or revoked)`,
          ],
        ];
      });
      s.every("postfix", t0 + 60000, E(s), 120000, (r) => [
        "warn",
        `postfix/qmgr[1288]: warning: mail for [smtp.sendgrid.net]:587 is using up ${r.int(1100, 4000)} of ${r.int(4000, 5000)} active queue entries`,
      ]);
    },
  },
  {
    category: "authentication",
    estate: "ostara",
    origin: "gunicorn",
    hints: ["authentication", "api key", "invalid", "stripe", "401"],
    sev: "high",
    note: "the Stripe live secret key was rolled in the dashboard but not in the app's environment; every checkout fails with AuthenticationError",
    run: (s, t0) => {
      s.drop("nginx", t0, /"POST \/orders\/checkout\/[^"]*" 200 /);
      s.drop("gunicorn", t0, /POST \/orders\/checkout\/ 200/);
      s.every("gunicorn", t0, E(s), 7000, (r) => [
        "error",
        `[ERROR] django.request: Internal Server Error: /orders/checkout/\nTraceback (most recent call last):\n${py([
          '  File "/srv/ostara/.venv/lib/python3.11/site-packages/django/core/handlers/exception.py", line 55, in inner',
          "    response = get_response(request)",
          '  File "/srv/ostara/orders/views.py", line 212, in checkout',
          '    intent = stripe.PaymentIntent.create(amount=basket.total_pence, currency="gbp", customer=cust.stripe_id)',
          '  File "/srv/ostara/.venv/lib/python3.11/site-packages/stripe/_api_requestor.py", line 751, in _interpret_response',
          "    self.handle_error_response(rbody, rcode, resp.data, rheaders)",
        ])}\nstripe._error.AuthenticationError: Request req_${r.hex(14)}: Invalid API Key provided: sk_live_*********************${r.hex(4)}`,
      ]);
      s.every("nginx", t0, E(s), 7500, (r, t) =>
        access(r, t, "/orders/checkout/", 500, r.int(300, 900) / 1000, "POST"),
      );
    },
  },
  {
    category: "authentication",
    estate: "calder",
    origin: "portal-app",
    hints: ["ldap", "credential", "bind", "authentication", "invalid"],
    sev: "medium",
    note: "the svc-portal AD service account password expired; staff sign-in fails at the LDAP bind with 'The supplied credential is invalid'",
    run: (s, t0) => {
      s.every("portal-app", t0, E(s), 6000, (r) => [
        "error",
        `fail: Calder.Portal.Auth.StaffDirectory[0] LDAP bind as CN=svc-portal,OU=Service Accounts,DC=calder,DC=local failed for staff login '${r.pick(["jholt", "mpatel", "reception2", "sgreen", "dr.khan"])}'\nSystem.DirectoryServices.Protocols.LdapException: The supplied credential is invalid.\n${net(
          [
            "System.DirectoryServices.Protocols.LdapConnection.BindHelper(NetworkCredential newCredential, Boolean needSetCredential)",
            "Calder.Portal.Auth.StaffDirectory.ValidateAsync(String user, String password) in D:\\a\\portal\\src\\Calder.Portal\\Auth\\StaffDirectory.cs:line 58",
          ],
        )}`,
      ]);
      s.every("iis", t0, E(s), 6000, (r, t) => {
        const d = new Date(t).toISOString();
        return [
          "warn",
          `${d.slice(0, 10)} ${d.slice(11, 19)} 10.4.0.10 POST /portal/staff/login - 443 - ${r.ip()} Mozilla/5.0+(Windows+NT+10.0) - 401 1 0 ${r.int(200, 600)}`,
        ];
      });
    },
  },
  {
    category: "authentication",
    estate: "northgate",
    origin: "backup.sh",
    hints: ["publickey", "permission denied", "ssh", "authentication", "key"],
    sev: "medium",
    note: "the offsite host's authorized_keys was rebuilt without the db server's key; backup.sh's rsync over ssh is refused (publickey) on every attempt",
    run: (s, t0) => {
      s.emit(t0 - 4000, "backup.sh", "info", "starting nightly mysqldump of freight (--single-transaction)");
      s.emit(
        t0 - 1000,
        "backup.sh",
        "info",
        "dump complete: /var/backups/mysql/freight-20260601.sql.gz (3.8G), syncing to offsite",
      );
      s.every("backup.sh", t0, E(s), 30000, (_r, _t, i) => [
        ["error", "backup@vault.northgate-offsite.net: Permission denied (publickey,password)."],
        [
          "error",
          "rsync: connection unexpectedly closed (0 bytes received so far) [sender]\nrsync error: unexplained error (code 255) at io.c(232) [sender=3.2.7]",
        ],
        ["warn", `offsite sync failed (attempt ${i + 1}/10), retrying in 30s`],
      ]);
    },
  },
  // ---------------- authorization ----------------
  {
    category: "authorization",
    estate: "northgate",
    origin: "tomcat",
    hints: ["403", "forbidden", "not authorized", "permission", "authoriz"],
    sev: "medium",
    note: "DHL moved the account to a new product contract; international rate requests from tomcat's carrier client get 403 'not authorized for product'",
    run: (s, t0) => {
      s.drop("tomcat", t0, /EXPRESS_WORLDWIDE in/);
      s.every("tomcat", t0, E(s), 5000, (r) => [
        "error",
        `ERROR [carrier-pool-${r.int(1, 4)}] c.n.f.carrier.DhlExpressClient - rate request failed for quote ${r.int(20000, 90000)}\ncom.northgate.freight.carrier.CarrierApiException: HTTP 403 Forbidden: {"title":"Forbidden","detail":"Account 9541${r.int(10000, 99999)} is not authorized for product P (EXPRESS WORLDWIDE)","status":403}\n${java(
          [
            "com.northgate.freight.carrier.DhlExpressClient.rate(DhlExpressClient.java:188)",
            "com.northgate.freight.quote.QuoteService.international(QuoteService.java:97)",
            "org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:166)",
          ],
        )}`,
      ]);
      s.every("nginx", t0, E(s), 6000, (r, t) => access(r, t, "/freight/quote", 502, r.int(200, 700) / 1000, "POST"));
    },
  },
  {
    category: "authorization",
    estate: "hartley",
    origin: "backup.sh",
    hints: ["accessdenied", "access denied", "403", "permission", "s3"],
    sev: "medium",
    note: "the IAM policy of the backup user was tightened; backup.sh's upload to S3 fails with AccessDenied on PutObject",
    run: (s, t0) => {
      s.emit(t0 - 5000, "backup.sh", "info", "mysqldump hartley_shop finished (1.2G), compressing");
      s.every("backup.sh", t0, E(s), 40000, (r, _t, i) => [
        [
          "error",
          `upload failed: ./hartley_shop-20260601.sql.gz to s3://hartley-backups/mysql/hartley_shop-20260601.sql.gz An error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:iam::4410${r.int(10000000, 99999999)}:user/hartley-backup is not authorized to perform: s3:PutObject on resource: "arn:aws:s3:::hartley-backups/mysql/hartley_shop-20260601.sql.gz" because no identity-based policy allows the s3:PutObject action`,
        ],
        ["warn", `retrying upload in 40s (${i + 1}/5)`],
      ]);
    },
  },
  {
    category: "authorization",
    estate: "ostara",
    origin: "celery",
    hints: ["403", "permission", "forbidden", "caller does not have", "access"],
    sev: "medium",
    note: "the stock spreadsheet was moved to a shared drive the service account cannot read; celery's sync_stock_sheet fails with HttpError 403",
    run: (s, t0) => {
      s.drop("celery", t0, /sync_stock_sheet\[[^\]]*\] (succeeded|retry)/);
      s.every("celery", t0, E(s), 20000, (r) => [
        "error",
        `[ERROR/ForkPoolWorker-${r.int(1, 4)}] Task shop.tasks.sync_stock_sheet[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] raised unexpected: HttpError 403 when requesting https://sheets.googleapis.com/v4/spreadsheets/1xQ${r.hex(20)}/values/Stock%21A1%3AF900?alt=json returned "The caller does not have permission". Details: "The caller does not have permission"\nTraceback (most recent call last):\n  File "/srv/ostara/shop/tasks.py", line 64, in sync_stock_sheet\n    rows = sheets.values().get(spreadsheetId=SHEET_ID, range="Stock!A1:F900").execute()\ngoogleapiclient.errors.HttpError: <HttpError 403 "The caller does not have permission">`,
      ]);
    },
  },
  {
    category: "authorization",
    estate: "calder",
    origin: "portal-app",
    hints: ["unauthorizedaccess", "access", "denied", "permission"],
    sev: "medium",
    note: "a Windows update reset the ACL on D:\\XrayStore; the app pool identity can no longer write X-ray uploads (UnauthorizedAccessException)",
    run: (s, t0) => {
      s.every("portal-app", t0, E(s), 8000, (r) => [
        "error",
        `fail: Calder.Portal.Imaging.XrayUploadController[0] Storing upload for patient ${r.int(10000, 99999)} failed\nSystem.UnauthorizedAccessException: Access to the path 'D:\\XrayStore\\2026\\06\\${r.hex(8)}.dcm' is denied.\n${net(
          [
            "System.IO.FileSystem.CreateDirectory(String fullPath, Byte[] securityDescriptor)",
            "System.IO.FileStream..ctor(String path, FileMode mode, FileAccess access)",
            "Calder.Portal.Imaging.XrayStore.SaveAsync(Stream content, String name) in D:\\a\\portal\\src\\Calder.Portal\\Imaging\\XrayStore.cs:line 41",
          ],
        )}`,
      ]);
      s.every("iis", t0, E(s), 8000, (r, t) => {
        const d = new Date(t).toISOString();
        return [
          "error",
          `${d.slice(0, 10)} ${d.slice(11, 19)} 10.4.0.10 POST /portal/xrays/upload - 443 - ${r.ip()} Mozilla/5.0+(Windows+NT+10.0) - 500 0 0 ${r.int(300, 900)}`,
        ];
      });
    },
  },
  // ---------------- configuration ----------------
  {
    category: "configuration",
    estate: "ostara",
    origin: "gunicorn",
    hints: ["improperlyconfigured", "config", "setting", "secret_key", "settings"],
    sev: "high",
    note: "a deploy shipped a settings.py edit that reads SECRET_KEY from an unset variable; gunicorn workers fail to boot and nginx returns 502",
    run: (s, t0) => {
      s.drop("nginx", t0, APP200);
      s.emit(
        t0 - 20000,
        "cron",
        "info",
        "(ostara) CMD (/srv/ostara/deploy/release.sh 2026.06.1 >> /var/log/ostara-deploy.log 2>&1)",
      );
      s.emit(t0 - 6000, "gunicorn", "info", "[INFO] Handling signal: hup");
      s.emit(t0 - 5000, "gunicorn", "info", "[INFO] Hang up: Master");
      s.silence("gunicorn", t0);
      s.every("gunicorn", t0, E(s), 9000, (r) => [
        ["info", `[INFO] Booting worker with pid: ${r.int(3000, 9000)}`],
        [
          "error",
          `[ERROR] Exception in worker process\nTraceback (most recent call last):\n  File "/srv/ostara/.venv/lib/python3.11/site-packages/gunicorn/arbiter.py", line 609, in spawn_worker\n    worker.init_process()\n  File "/srv/ostara/.venv/lib/python3.11/site-packages/django/conf/__init__.py", line 269, in __init__\n    raise ImproperlyConfigured("The SECRET_KEY setting must not be empty.")\ndjango.core.exceptions.ImproperlyConfigured: The SECRET_KEY setting must not be empty.`,
        ],
        ["info", `[INFO] Worker exiting (pid: ${r.int(3000, 9000)})`],
      ]);
      s.emit(t0 + 40000, "gunicorn", "crit", "[INFO] Shutting down: Master\n[INFO] Reason: Worker failed to boot.");
      frontFails(
        s,
        t0 + 1000,
        1500,
        502,
        "connect() failed (111: Connection refused) while connecting to upstream",
        "http://127.0.0.1:8000/",
        "ostaraprint.nl",
        ["/shop/", "/basket/", "/api/quote/"],
      );
    },
  },
  {
    category: "configuration",
    estate: "hartley",
    origin: "php-fpm",
    hints: ["encryption key", "config", "app_key", "env", "missing"],
    sev: "high",
    note: "the release forgot to copy .env; php-fpm throws 'No application encryption key has been specified' on every request",
    run: (s, t0) => {
      s.drop("nginx", t0, APP200);
      s.silence("php-fpm", t0);
      s.emit(
        t0 - 15000,
        "cron",
        "info",
        "(deploy) CMD (/home/deploy/bin/release.sh hartley-shop v2026.06.01 >> /home/deploy/release.log 2>&1)",
      );
      s.emit(
        t0 - 2000,
        "php-fpm",
        "info",
        'NOTICE: Reloading in progress ...\nNOTICE: using inherited socket fd=8, "/run/php/php8.2-fpm.sock"\nNOTICE: ready to handle connections',
      );
      s.every("php-fpm", t0, E(s), 1500, (r) => [
        "error",
        `[pool www] child ${r.int(2000, 9000)} said into stderr: "PHP Fatal error:  Uncaught Illuminate\\Encryption\\MissingAppKeyException: No application encryption key has been specified. in /var/www/shop/vendor/laravel/framework/src/Illuminate/Encryption/EncryptionServiceProvider.php:83"`,
      ]);
      s.every("nginx", t0, E(s), 1500, (r, t) =>
        access(r, t, r.pick(["/", "/checkout/cart/", "/catalogsearch/result/?q=hinge"]), 500, 0.05),
      );
    },
  },
  {
    category: "configuration",
    estate: "northgate",
    origin: "tomcat",
    hints: ["jndi", "namenotfound", "not bound", "config", "context"],
    sev: "high",
    note: "the new context.xml renamed the datasource; tomcat's app cannot look up jdbc/FreightDS after the redeploy",
    run: (s, t0) => {
      s.drop("nginx", t0, APP200);
      s.emit(
        t0 - 9000,
        "tomcat",
        "info",
        "INFO [Catalina-utility-2] org.apache.catalina.startup.HostConfig.reload Reloading context [/freight]",
      );
      s.emit(
        t0 - 3000,
        "tomcat",
        "info",
        "INFO [Catalina-utility-2] org.apache.catalina.core.StandardContext.reload Reloading Context with name [/freight] is completed",
      );
      s.silence("tomcat", t0);
      s.every("tomcat", t0, E(s), 2000, (r) => [
        "error",
        `ERROR [http-nio-8080-exec-${r.int(1, 40)}] c.n.f.db.DataSourceLocator - lookup of datasource failed\njavax.naming.NameNotFoundException: Name [jdbc/FreightDS] is not bound in this Context. Unable to find [jdbc].\n${java(
          [
            "org.apache.naming.NamingContext.lookup(NamingContext.java:520)",
            "org.apache.naming.SelectorContext.lookup(SelectorContext.java:138)",
            "javax.naming.InitialContext.lookup(InitialContext.java:409)",
            "com.northgate.freight.db.DataSourceLocator.get(DataSourceLocator.java:31)",
          ],
        )}`,
      ]);
      s.every("nginx", t0, E(s), 2200, (r, t) =>
        access(
          r,
          t,
          r.pick(["/freight/quote", "/freight/bookings", "/freight/track?ref=NGF" + r.int(100000, 999999)]),
          500,
          0.02,
        ),
      );
    },
  },
  {
    category: "configuration",
    estate: "bramble",
    origin: "sidekiq",
    hints: ["keyerror", "key not found", "env", "config", "missing"],
    sev: "medium",
    note: "the deploy added ENV.fetch('VONAGE_API_SECRET') but the variable was never set on the worker; every SMS reminder job raises KeyError",
    run: (s, t0) => {
      s.drop("sidekiq", t0, /ReminderSmsJob/);
      s.emit(t0 - 30000, "systemd", "info", "Stopping sidekiq.service - sidekiq...");
      s.emit(t0 - 25000, "systemd", "info", "Started sidekiq.service - sidekiq.");
      s.every("sidekiq", t0, E(s), 3500, (r) => [
        "warn",
        `pid=3011 tid=${r.hex(4)} class=ReminderSmsJob jid=${jid(r)} elapsed=0.004 INFO: fail\nKeyError: key not found: "VONAGE_API_SECRET"\n${rb(["app/services/sms_sender.rb:9:in `fetch'", "app/services/sms_sender.rb:9:in `client'", "app/jobs/reminder_sms_job.rb:14:in `perform'"])}`,
      ]);
    },
  },
  // ---------------- database ----------------
  {
    category: "database",
    estate: "bramble",
    origin: "postgres",
    hints: ["too many clients", "connection", "postgres", "database", "max_connections"],
    sev: "high",
    note: "postgres ran out of connection slots (max_connections=100) during the evening reminder batch; puma and sidekiq cannot connect",
    run: (s, t0) => {
      s.every("postgres", t0, E(s), 900, () => ["crit", "FATAL:  sorry, too many clients already"]);
      s.every("puma", t0 + 500, E(s), 2500, (r) => [
        "error",
        `[${r.hex(8)}-${r.hex(4)}] ActiveRecord::ConnectionNotEstablished (connection to server at "10.0.0.5", port 5432 failed: FATAL:  sorry, too many clients already\n):\n${rb(["app/controllers/slots_controller.rb:8:in `index'"])}`,
      ]);
      s.every("sidekiq", t0 + 800, E(s), 4000, (r) => [
        "warn",
        `pid=3011 tid=${r.hex(4)} class=VaccinationDueJob jid=${jid(r)} INFO: fail\nActiveRecord::ConnectionNotEstablished: connection to server at "10.0.0.5", port 5432 failed: FATAL:  sorry, too many clients already`,
      ]);
    },
  },
  {
    category: "database",
    estate: "hartley",
    origin: "mysqld",
    hints: ["innodb", "corrupt", "mysql", "database", "page"],
    sev: "high",
    note: "mysqld hits a corrupted InnoDB page in sales_order and crashes in a loop; php-fpm gets 'Connection refused' / 'server has gone away'",
    run: (s, t0) => {
      s.every("mysqld", t0, E(s), 45000, (r) => [
        [
          "error",
          `[ERROR] [MY-011906] [InnoDB] Database page corruption on disk or a failed file read of page [page id: space=${r.int(90, 99)}, page number=${r.int(3000, 9000)}]. You may have to recover from a backup.`,
        ],
        [
          "error",
          "[ERROR] [MY-013183] [InnoDB] Assertion failure: buf0buf.cc:4159 thread 140183\nInnoDB: We intentionally generate a memory trap.\nInnoDB: If you get repeated assertion failures or crashes, even\nInnoDB: immediately after the mysqld startup, there may be\nInnoDB: corruption in the InnoDB tablespace. Please refer to\nInnoDB: http://dev.mysql.com/doc/refman/8.0/en/forcing-innodb-recovery.html",
        ],
        [
          "crit",
          `${new Date(s.start).toISOString().slice(0, 10)} mysqld got signal 6 ;\nMost likely, you have hit a bug, but this error can also be caused by malfunctioning hardware.`,
        ],
        ["info", "[System] [MY-010116] [Server] /usr/sbin/mysqld (mysqld 8.0.36) starting as process 1 ..."],
        ["info", "[System] [MY-013576] [InnoDB] InnoDB initialization has started."],
      ]);
      s.every("php-fpm", t0 + 300, E(s), 2000, (r) => [
        "error",
        `[pool www] child ${r.int(2000, 9000)} said into stderr: "PHP Fatal error:  Uncaught PDOException: SQLSTATE[${r.pick(["HY000] [2002] Connection refused", "HY000]: General error: 2006 MySQL server has gone away"])} in /var/www/shop/vendor/magento/framework/DB/Statement/Pdo/Mysql.php:91"`,
      ]);
      s.every("nginx", t0 + 300, E(s), 2500, (r, t) =>
        access(r, t, r.pick(["/checkout/cart/", "/sales/order/history/"]), 500, 0.2),
      );
    },
  },
  {
    category: "database",
    estate: "northgate",
    origin: "mysqld",
    hints: ["crashed", "repair", "mysql", "table", "database"],
    sev: "high",
    note: "the MyISAM table freight.shipment_events is marked as crashed after an unclean restart; auto-repair fails and tracking queries error",
    run: (s, t0) => {
      s.emit(
        t0,
        "mysqld",
        "error",
        "[ERROR] /usr/sbin/mysqld: Table './freight/shipment_events' is marked as crashed and should be repaired",
      );
      s.emit(t0 + 400, "mysqld", "warn", "[Warning] Checking table:   './freight/shipment_events'");
      s.emit(
        t0 + 9000,
        "mysqld",
        "error",
        "[ERROR] /usr/sbin/mysqld: Table './freight/shipment_events' is marked as crashed and last (automatic?) repair failed",
      );
      s.every("mysqld", t0 + 10000, E(s), 20000, () => [
        "error",
        "[ERROR] /usr/sbin/mysqld: Table './freight/shipment_events' is marked as crashed and last (automatic?) repair failed",
      ]);
      s.every("tomcat", t0 + 500, E(s), 3000, (r) => [
        "error",
        `ERROR [http-nio-8080-exec-${r.int(1, 40)}] o.h.engine.jdbc.spi.SqlExceptionHelper - Table './freight/shipment_events' is marked as crashed and last (automatic?) repair failed\njava.sql.SQLException: Table './freight/shipment_events' is marked as crashed and last (automatic?) repair failed\n${java(["com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:130)", "com.northgate.freight.web.TrackingController.events(TrackingController.java:72)"])}`,
      ]);
    },
  },
  {
    category: "database",
    estate: "ostara",
    origin: "postgres",
    hints: ["wraparound", "vacuum", "database", "postgres", "xid"],
    sev: "high",
    note: "autovacuum was disabled on a big table for months; postgres stops accepting writes to avoid transaction ID wraparound",
    run: (s, t0) => {
      s.emit(
        t0 - 90000,
        "postgres",
        "warn",
        'WARNING:  database "ostara" must be vacuumed within 1000000 transactions\nHINT:  To avoid a database shutdown, execute a database-wide VACUUM in that database.',
      );
      s.every("postgres", t0, E(s), 3000, () => [
        "error",
        'ERROR:  database is not accepting commands to avoid wraparound data loss in database "ostara"\nHINT:  Stop the postmaster and vacuum that database in single-user mode.',
      ]);
      s.every("gunicorn", t0 + 200, E(s), 4000, () => [
        "error",
        '[ERROR] django.request: Internal Server Error: /orders/checkout/\ndjango.db.utils.OperationalError: database is not accepting commands to avoid wraparound data loss in database "ostara"\nHINT:  Stop the postmaster and vacuum that database in single-user mode.',
      ]);
      s.every("celery", t0 + 200, E(s), 9000, (r) => [
        "error",
        `[ERROR/ForkPoolWorker-${r.int(1, 4)}] Task orders.tasks.render_proof[${r.hex(8)}] raised unexpected: OperationalError('database is not accepting commands to avoid wraparound data loss in database "ostara"')`,
      ]);
    },
  },
  // ---------------- disk ----------------
  {
    category: "disk",
    estate: "hartley",
    origin: "backup.sh",
    hints: ["no space", "disk", "full", "space", "enospc"],
    sev: "high",
    note: "the nightly backup.sh writes its dump to /var/lib/mysql's volume and fills it; mysqld then waits on 'Disk is full' and the shop stalls",
    run: (s, t0) => {
      s.emit(
        t0 - 150000,
        "backup.sh",
        "info",
        "starting mysqldump hartley_shop -> /var/lib/mysql/backup/hartley_shop-20260601.sql (local staging)",
      );
      s.emit(t0 - 60000, "backup.sh", "info", "staging dir /var/lib/mysql/backup: 41G used, 2.1G free");
      s.emit(
        t0,
        "backup.sh",
        "error",
        "mysqldump: Error 3 (Errcode: 28 - No space left on device) when writing to '/var/lib/mysql/backup/hartley_shop-20260601.sql'",
      );
      s.emit(
        t0 + 300,
        "backup.sh",
        "error",
        "backup FAILED (exit 2), staging file left in place: /var/lib/mysql/backup/hartley_shop-20260601.sql (43G)",
      );
      s.every("mysqld", t0 + 2000, E(s), 60000, (r) => [
        "error",
        `[ERROR] [MY-000035] [Server] Disk is full writing './binlog.00${r.int(1200, 1299)}' (OS errno 28 - No space left on device). Waiting for someone to free space... Retry in 60 secs. Write of ${r.int(400, 9000)} bytes failed with error message. Message reported only once every 10th time.`,
      ]);
      s.every("php-fpm", t0 + 5000, E(s), 6000, (r) => [
        "warn",
        `[pool www] child ${r.int(2000, 9000)}, script '/var/www/shop/pub/index.php' (request: "POST /checkout/onepage/saveOrder") executing too slow (${r.int(5, 30)}.0${r.int(1, 9)} sec), logging`,
      ]);
      frontFails(
        s,
        t0 + 60000,
        4000,
        504,
        "upstream timed out (110: Connection timed out) while reading response header from upstream",
        FPM,
        "www.hartleyhardware.co.uk",
        ["/checkout/onepage/saveOrder", "/checkout/cart/add/"],
      );
    },
  },
  {
    category: "disk",
    estate: "ostara",
    origin: "postgres",
    hints: ["no space", "disk", "space", "extend", "full"],
    sev: "high",
    note: "the data volume of db-1 fills (WAL and proof images table growth); postgres cannot extend files and inserts fail",
    run: (s, t0) => {
      s.drop("celery", t0, /render_proof/);
      s.every("postgres", t0, E(s), 2500, (r) => [
        "error",
        `ERROR:  could not extend file "base/16384/${r.pick(["24611", "24611", "24703"])}": No space left on device\nHINT:  Check free disk space.\nSTATEMENT:  INSERT INTO "orders_proof" ("order_id", "image", "created") VALUES (${r.int(1000, 9999)}, '...', NOW())`,
      ]);
      s.emit(
        t0 + 120000,
        "postgres",
        "crit",
        'PANIC:  could not write to file "pg_wal/xlogtemp.2212": No space left on device',
      );
      s.every("celery", t0 + 400, E(s), 6000, (r) => [
        "error",
        `[ERROR/ForkPoolWorker-${r.int(1, 4)}] Task orders.tasks.render_proof[${r.hex(8)}] raised unexpected: OperationalError('could not extend file "base/16384/24611": No space left on device\\nHINT:  Check free disk space.\\n')`,
      ]);
      s.every("gunicorn", t0 + 400, E(s), 6000, () => [
        "error",
        '[ERROR] django.request: Internal Server Error: /orders/checkout/\ndjango.db.utils.OperationalError: could not extend file "base/16384/24611": No space left on device',
      ]);
    },
  },
  {
    category: "disk",
    estate: "bramble",
    origin: "redis-server",
    hints: ["misconf", "rdb", "disk", "no space", "persist"],
    sev: "high",
    note: "app1's root volume fills; redis-server cannot write its RDB snapshot and, with stop-writes-on-bgsave-error, refuses writes (MISCONF) to puma and sidekiq",
    run: (s, t0) => {
      s.silence("sidekiq", t0 + 1500);
      s.silence("redis-server", t0);
      s.emit(t0, "redis-server", "warn", "1201:M 300 changes in 60 seconds. Saving...");
      s.emit(t0 + 20, "redis-server", "info", "1201:M Background saving started by pid 31877");
      s.emit(t0 + 900, "redis-server", "error", "31877:C Write error saving DB on disk: No space left on device");
      s.emit(t0 + 1000, "redis-server", "error", "1201:M Background saving error");
      s.every("redis-server", t0 + 6000, E(s), 6000, (r) => [
        ["info", `1201:M Background saving started by pid ${r.int(31000, 39000)}`],
        [
          "error",
          `${r.int(31000, 39000)}:C Failed opening the temp RDB file temp-${r.int(31000, 39000)}.rdb (in server root dir /var/lib/redis) for saving: No space left on device`,
        ],
        ["error", "1201:M Background saving error"],
      ]);
      s.every("sidekiq", t0 + 1500, E(s), 2500, () => [
        "error",
        "ERROR: Error fetching job: MISCONF Redis is configured to save RDB snapshots, but it's currently unable to persist to disk. Commands that may modify the data set are disabled, because this instance is configured to report errors during writes if RDB snapshotting fails (stop-writes-on-bgsave-error option). Please check the Redis logs for details about the RDB error.",
      ]);
      s.every("puma", t0 + 1500, E(s), 5000, (r) => [
        "error",
        `[${r.hex(8)}-${r.hex(4)}] Redis::CommandError (MISCONF Redis is configured to save RDB snapshots, but it's currently unable to persist to disk. Commands that may modify the data set are disabled. Please check the Redis logs for details about the RDB error.):\n${rb(["app/controllers/appointments_controller.rb:31:in `create'"])}`,
      ]);
    },
  },
  {
    category: "disk",
    estate: "calder",
    origin: "portal-app",
    hints: ["not enough space", "disk", "space", "ioexception", "full"],
    sev: "medium",
    note: "D: on CDG-WEB01 fills with X-ray uploads; the portal app's writes fail with 'There is not enough space on the disk'",
    run: (s, t0) => {
      s.every("portal-app", t0, E(s), 5000, (r) => [
        "error",
        `fail: Calder.Portal.Imaging.XrayUploadController[0] Storing upload for patient ${r.int(10000, 99999)} failed\nSystem.IO.IOException: There is not enough space on the disk. : 'D:\\XrayStore\\2026\\06\\${r.hex(8)}.dcm'\n${net(["System.IO.RandomAccess.WriteAtOffset(SafeFileHandle handle, ReadOnlySpan`1 buffer, Int64 fileOffset)", "Calder.Portal.Imaging.XrayStore.SaveAsync(Stream content, String name) in D:\\a\\portal\\src\\Calder.Portal\\Imaging\\XrayStore.cs:line 44"])}`,
      ]);
      s.every("portal-app", t0 + 20000, E(s), 30000, () => [
        "warn",
        "warn: Microsoft.AspNetCore.Server.Kestrel[0] Failed to write request body buffer to temporary file D:\\Temp\\ASPNETCORE_d1f2.tmp: There is not enough space on the disk.",
      ]);
      s.every("iis", t0, E(s), 5000, (r, t) => {
        const d = new Date(t).toISOString();
        return [
          "error",
          `${d.slice(0, 10)} ${d.slice(11, 19)} 10.4.0.10 POST /portal/xrays/upload - 443 - ${r.ip()} Mozilla/5.0+(Windows+NT+10.0) - 500 0 112 ${r.int(300, 900)}`,
        ];
      });
    },
  },
  // ---------------- memory ----------------
  {
    category: "memory",
    estate: "hartley",
    origin: "php-fpm",
    hints: ["memory", "allowed memory size", "exhausted", "oom"],
    sev: "medium",
    note: "a new order-export admin page loads every order into an array; php-fpm children die with 'Allowed memory size ... exhausted' and nginx returns 502",
    run: (s, t0) => {
      s.every("php-fpm", t0, E(s), 4000, (r) => [
        [
          "error",
          `[pool www] child ${r.int(2000, 9000)} said into stderr: "PHP Fatal error:  Allowed memory size of 268435456 bytes exhausted (tried to allocate ${r.pick([20480, 65536, 4096, 262144])} bytes) in /var/www/shop/vendor/magento/framework/DB/Statement/Pdo/Mysql.php on line ${r.int(90, 110)}"`,
        ],
        [
          "warn",
          `[pool www] child ${r.int(2000, 9000)} exited on signal 9 (SIGKILL) after ${r.int(20, 90)}.${r.int(100000, 999999)} seconds from start`,
        ],
      ]);
      frontFails(
        s,
        t0 + 100,
        4000,
        502,
        "upstream prematurely closed FastCGI stdout while reading response header from upstream",
        FPM,
        "www.hartleyhardware.co.uk",
        ["/admin/sales/order/exportCsv/", "/admin/sales/order/"],
      );
    },
  },
  {
    category: "memory",
    estate: "northgate",
    origin: "tomcat",
    hints: ["outofmemory", "heap", "memory", "java heap space", "gc overhead"],
    sev: "high",
    note: "the EDI poll job caches every parsed manifest; tomcat's heap fills and throws OutOfMemoryError: Java heap space everywhere",
    run: (s, t0) => {
      s.every("tomcat", t0 - 120000, t0, 30000, (r) => [
        "warn",
        `WARN [scheduling-1] c.n.f.jobs.EdiPollJob - manifest cache size=${r.int(40000, 90000)} entries`,
      ]);
      s.every("tomcat", t0, E(s), 3000, (r, _t, i) => [
        "error",
        i % 4 === 3
          ? `SEVERE [http-nio-8080-exec-${r.int(1, 40)}] org.apache.catalina.core.StandardWrapperValve.invoke Servlet.service() for servlet [dispatcherServlet] threw exception\njava.lang.OutOfMemoryError: GC overhead limit exceeded`
          : `Exception in thread "${r.pick(["http-nio-8080-exec-" + r.int(1, 40), "scheduling-1", "carrier-pool-2"])}" java.lang.OutOfMemoryError: Java heap space\n${java(["java.base/java.util.Arrays.copyOf(Arrays.java:3537)", "java.base/java.util.ArrayList.grow(ArrayList.java:237)", "com.northgate.freight.edi.ManifestCache.put(ManifestCache.java:44)"])}`,
      ]);
      s.every("nginx", t0 + 2000, E(s), 3000, (r, t) =>
        access(
          r,
          t,
          r.pick(["/freight/quote", "/freight/track?ref=NGF" + r.int(100000, 999999)]),
          r.pick([500, 504]),
          30,
        ),
      );
    },
  },
  {
    category: "memory",
    estate: "bramble",
    origin: "sidekiq",
    hints: ["oom", "memory", "killed", "out of memory"],
    sev: "high",
    note: "a yearly-statement job in sidekiq loads all invoices into memory; the kernel oom-killer kills it repeatedly and systemd restarts the unit",
    run: (s, t0) => {
      s.emit(t0 - 60000, "sidekiq", "info", `pid=3011 tid=q3x class=AnnualStatementJob jid=${s.r.hex(24)} INFO: start`);
      s.every("kernel", t0, E(s), 70000, (r) => {
        const pid = r.int(3000, 3900);
        return [
          [
            "warn",
            `ruby invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE|__GFP_COMP), order=0, oom_score_adj=0`,
          ],
          [
            "error",
            `Out of memory: Killed process ${pid} (ruby) total-vm:${r.int(5200000, 5900000)}kB, anon-rss:${r.int(3700000, 3900000)}kB, file-rss:0kB, shmem-rss:0kB, UID:1001 pgtables:${r.int(7000, 9000)}kB oom_score_adj:0`,
          ],
          ["info", `oom_reaper: reaped process ${pid} (ruby), now anon-rss:0kB, file-rss:0kB, shmem-rss:0kB`],
        ];
      });
      s.every("systemd", t0 + 300, E(s), 70000, () => [
        ["warn", "sidekiq.service: Main process exited, code=killed, status=9/KILL"],
        ["warn", "sidekiq.service: Failed with result 'signal'."],
        ["info", "sidekiq.service: Scheduled restart job, restart counter is at 1."],
        ["info", "Started sidekiq.service - sidekiq."],
      ]);
      s.every("sidekiq", t0 + 8000, E(s), 70000, (r) => [
        [
          "info",
          `INFO: Booting Sidekiq 7.2.4 with Sidekiq::RedisConnection::RedisClientAdapter options {:url=>"redis://127.0.0.1:6379/0"}`,
        ],
        ["info", `pid=${r.int(3000, 3900)} tid=${r.hex(4)} class=AnnualStatementJob jid=${r.hex(24)} INFO: start`],
      ]);
    },
  },
  {
    category: "memory",
    estate: "ostara",
    origin: "celery",
    hints: ["memory", "memoryerror", "oom", "sigkill"],
    sev: "medium",
    note: "render_proof on a 2 GB PDF upload exhausts celery worker memory: MemoryError, then the pool child is SIGKILLed",
    run: (s, t0) => {
      s.drop("celery", t0, /render_proof/);
      s.every("celery", t0, E(s), 15000, (r, _t, i) =>
        i % 2
          ? [
              "error",
              `[ERROR/MainProcess] Process 'ForkPoolWorker-${r.int(1, 4)}' pid:${r.int(4000, 9000)} exited with 'signal 9 (SIGKILL)'\n[ERROR/MainProcess] Task handler raised error: WorkerLostError('Worker exited prematurely: signal 9 (SIGKILL) Job: ${r.int(100, 900)}.')`,
            ]
          : [
              "error",
              `[ERROR/ForkPoolWorker-${r.int(1, 4)}] Task orders.tasks.render_proof[${r.hex(8)}] raised unexpected: MemoryError()\nTraceback (most recent call last):\n  File "/srv/ostara/orders/tasks.py", line 88, in render_proof\n    pages = convert_from_bytes(upload.read(), dpi=600)\n  File "/srv/ostara/.venv/lib/python3.11/site-packages/PIL/Image.py", line 836, in frombytes\n    d.decode(data)\nMemoryError`,
            ],
      );
    },
  },
  // ---------------- network ----------------
  {
    category: "network",
    estate: "hartley",
    origin: "postfix",
    hints: ["unreachable", "network", "connect", "route", "smtp"],
    sev: "medium",
    note: "a firewall change on web01 dropped outbound port 25; postfix cannot reach any MX ('Network is unreachable') and order mails queue",
    run: (s, t0) => {
      s.silence("postfix", t0);
      s.every("postfix", t0, E(s), 2500, (r) => {
        const id = r.hex(10).toUpperCase();
        const mx = r.pick([
          "gmail-smtp-in.l.google.com[142.250.102.27]",
          "mx1.hotmail.com[52.101.68.5]",
          "mx-eu.mail.am0.yahoodns.net[188.125.72.73]",
        ]);
        return [
          ["warn", `postfix/smtp[${r.int(4000, 9000)}]: connect to ${mx}:25: Network is unreachable`],
          [
            "warn",
            `postfix/smtp[${r.int(4000, 9000)}]: ${id}: to=<cust${r.int(1, 999)}@gmail.com>, relay=none, delay=${r.int(1, 600)}, delays=0.1/0/30/0, dsn=4.4.1, status=deferred (connect to ${mx}:25: Network is unreachable)`,
          ],
        ];
      });
    },
  },
  {
    category: "network",
    estate: "bramble",
    origin: "puma",
    hints: ["reset", "econnreset", "connection", "network", "socket"],
    sev: "medium",
    note: "the hosting provider's outbound NAT on app1 starts resetting long TLS connections; puma's calls to the payment page API fail with ECONNRESET",
    run: (s, t0) => {
      s.every("puma", t0, E(s), 5000, (r) => [
        "error",
        `[${r.hex(8)}-${r.hex(4)}] Errno::ECONNRESET (Connection reset by peer - SSL_connect):\n/usr/local/lib/ruby/3.2.0/net/protocol.rb:46:in \`connect_nonblock'\n${rb(["app/services/gocardless_checkout.rb:22:in `create_billing_request'", "app/controllers/payments_controller.rb:15:in `create'"])}`,
      ]);
      s.every("nginx", t0, E(s), 5500, (r, t) => access(r, t, "/payments", 500, r.int(100, 900) / 1000, "POST"));
    },
  },
  {
    category: "network",
    estate: "ostara",
    origin: "celery",
    hints: ["no route", "network", "connection", "route", "113"],
    sev: "medium",
    note: "worker-1 loses its private-network route to db-1 after a netplan change; celery cannot reach the redis broker (No route to host) while web-1 is fine",
    run: (s, t0) => {
      s.silence("celery", t0);
      s.emit(
        t0,
        "celery",
        "warn",
        "[WARNING/MainProcess] consumer: Connection to broker lost. Trying to re-establish the connection...",
      );
      s.every("celery", t0 + 100, E(s), 4000, (_r, _t, i) => [
        "error",
        `[ERROR/MainProcess] consumer: Cannot connect to redis://10.110.0.4:6379/0: Error 113 connecting to 10.110.0.4:6379. No route to host..\nTrying again in ${Math.min(2 * (i + 1), 32)}.00 seconds... (${i + 1}/100)`,
      ]);
    },
  },
  {
    category: "network",
    estate: "calder",
    origin: "portal-app",
    hints: ["no such host", "dns", "network", "host", "socket"],
    sev: "medium",
    note: "CDG-WEB01's DNS server was changed to one that cannot resolve the lab partner's host; portal-app's lab-result calls fail with 'No such host is known'",
    run: (s, t0) => {
      s.drop("hangfire", t0, /SyncLabResults #\d+ succeeded/);
      s.every("portal-app", t0, E(s), 6000, (r) => [
        "error",
        `fail: Calder.Portal.Labs.LabResultsClient[0] Fetching results for referral ${r.int(100000, 999999)} failed\nSystem.Net.Http.HttpRequestException: No such host is known. (api.northlab-diagnostics.co.uk:443)\n ---> System.Net.Sockets.SocketException (11001): No such host is known.\n${net(["System.Net.Sockets.Socket.AwaitableSocketAsyncEventArgs.ThrowException(SocketError error, CancellationToken cancellationToken)", "System.Net.Http.HttpConnectionPool.ConnectToTcpHostAsync(String host, Int32 port, HttpRequestMessage initialRequest, Boolean async, CancellationToken cancellationToken)"])}`,
      ]);
      s.every("hangfire", t0 + 1000, E(s), 60000, (r) => [
        "warn",
        `warn: Hangfire.AutomaticRetryAttribute[0] Failed to process the job '${r.int(40000, 90000)}': an exception occurred. Retry attempt 2 of 10 will be performed in 00:01:00. (System.Net.Http.HttpRequestException: No such host is known. (api.northlab-diagnostics.co.uk:443))`,
      ]);
    },
  },
  // ---------------- timeout ----------------
  {
    category: "timeout",
    estate: "hartley",
    origin: "php-fpm",
    hints: ["timeout", "execution time", "timed out", "maximum execution"],
    sev: "medium",
    note: "the layered-navigation filter query became slow after a catalog import; php-fpm requests hit max_execution_time and nginx returns 504",
    run: (s, t0) => {
      s.every("php-fpm", t0, E(s), 3500, (r) => [
        "error",
        `[pool www] child ${r.int(2000, 9000)} said into stderr: "PHP Fatal error:  Maximum execution time of 30 seconds exceeded in /var/www/shop/vendor/magento/module-catalog-search/Model/Layer/Filter/Attribute.php on line ${r.int(80, 140)}"`,
      ]);
      frontFails(
        s,
        t0 + 200,
        3500,
        504,
        "upstream timed out (110: Connection timed out) while reading response header from upstream",
        FPM,
        "www.hartleyhardware.co.uk",
        ["/tools/power-tools.html?brand=12", "/fixings.html?size=m8"],
      );
    },
  },
  {
    category: "timeout",
    estate: "ostara",
    origin: "gunicorn",
    hints: ["timeout", "worker timeout", "timed out"],
    sev: "medium",
    note: "the proof-preview view renders PDFs synchronously; gunicorn workers exceed the 30 s timeout and are killed (WORKER TIMEOUT)",
    run: (s, t0) => {
      s.drop("nginx", t0, /proof\/[^"]*" 200 /);
      s.every("gunicorn", t0, E(s), 6000, (r) => {
        const pid = r.int(2100, 2199);
        return [
          ["crit", `[CRITICAL] WORKER TIMEOUT (pid:${pid})`],
          [
            "error",
            `[ERROR] Error handling request /orders/${r.int(1000, 9999)}/proof/preview/\nTraceback (most recent call last):\n  File "/srv/ostara/.venv/lib/python3.11/site-packages/gunicorn/workers/sync.py", line 135, in handle\n    self.handle_request(listener, req, client, addr)\n  File "/srv/ostara/orders/views.py", line 301, in proof_preview\n    png = render_pdf_page(order.artwork.path, page=1, dpi=300)\nSystemExit: 1`,
          ],
          ["info", `[INFO] Worker exiting (pid: ${pid})`],
          ["info", `[INFO] Booting worker with pid: ${r.int(2200, 2999)}`],
        ];
      });
      frontFails(
        s,
        t0 + 300,
        6000,
        502,
        "upstream prematurely closed connection while reading response header from upstream",
        "http://127.0.0.1:8000/orders/proof/preview/",
        "ostaraprint.nl",
        ["/orders/4411/proof/preview/"],
      );
    },
  },
  {
    category: "timeout",
    estate: "northgate",
    origin: "tomcat",
    hints: ["timeout", "timed out", "sockettimeout", "read timed out"],
    sev: "medium",
    note: "the DHL rating endpoint stops answering in time; tomcat's carrier client throws SocketTimeoutException: Read timed out after 10 s on every quote",
    run: (s, t0) => {
      s.drop("tomcat", t0, /DhlExpressClient/);
      s.every("tomcat", t0, E(s), 4000, (r) => [
        "error",
        `ERROR [carrier-pool-${r.int(1, 4)}] c.n.f.carrier.DhlExpressClient - rate request for quote ${r.int(20000, 90000)} failed after 10001 ms\njava.net.SocketTimeoutException: Read timed out\n${java(["java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)", "org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)", "com.northgate.freight.carrier.DhlExpressClient.rate(DhlExpressClient.java:171)"])}`,
      ]);
      s.every("nginx", t0 + 10000, E(s), 4500, (r, t) => access(r, t, "/freight/quote", 504, 10.2, "POST"));
    },
  },
  {
    category: "timeout",
    estate: "bramble",
    origin: "puma",
    hints: ["timeout", "rack::timeout", "timed out", "requesttimeout"],
    sev: "medium",
    note: "the slots page started a per-clinic N+1 loop after a release; puma requests exceed Rack::Timeout's 15 s service timeout",
    run: (s, t0) => {
      s.drop("nginx", t0, /slots\?[^"]*" 200 /);
      s.drop("puma", t0, /SlotsController/);
      s.every("puma", t0, E(s), 3000, (r) => [
        "error",
        `[${r.hex(8)}-${r.hex(4)}] Rack::Timeout::RequestTimeoutException (Request ran for longer than 15000ms ):\n${rb(["app/models/clinic.rb:44:in `block in free_slots'", "app/controllers/slots_controller.rb:8:in `index'"])}`,
      ]);
      s.every("puma", t0, E(s), 3000, (r) => [
        "warn",
        `source=rack-timeout id=${r.hex(8)}-${r.hex(4)} service=15000ms state=timed_out`,
      ]);
      s.every("nginx", t0, E(s), 3200, (r, t) => access(r, t, "/clinics/thornbury/slots?date=2026-06-04", 500, 15.1));
    },
  },
  // ---------------- rate_limiting ----------------
  {
    category: "rate_limiting",
    estate: "bramble",
    origin: "sidekiq",
    hints: ["429", "rate", "limit", "throttl", "too many"],
    sev: "medium",
    note: "a bulk vaccine-reminder campaign makes sidekiq exceed the SMS provider's 30 req/s; jobs fail with 429 Too Many Requests",
    run: (s, t0) => {
      s.drop("sidekiq", t0, /ReminderSmsJob/);
      s.every("sidekiq", t0, E(s), 1200, (r) => [
        "warn",
        `pid=3011 tid=${r.hex(4)} class=ReminderSmsJob jid=${jid(r)} elapsed=0.${r.int(100, 400)} INFO: fail\nVonage::ClientError: 429 Too Many Requests: {"type":"https://developer.vonage.com/api-errors#throttled","title":"Throttled","detail":"Rate limit hit. Please wait and try again."}`,
      ]);
      s.every("sidekiq", t0 + 60000, E(s), 20000, (r) => [
        "warn",
        `WARN: Retries queue size ${r.int(3000, 9000)} (ReminderSmsJob)`,
      ]);
    },
  },
  {
    category: "rate_limiting",
    estate: "ostara",
    origin: "postfix",
    hints: ["rate limited", "421", "rate", "limit", "4.7.28"],
    sev: "medium",
    note: "a newsletter blast from web-1 makes Gmail rate-limit the IP; postfix defers all gmail deliveries with 421-4.7.28",
    run: (s, t0) => {
      s.every("postfix", t0, E(s), 1500, (r) => [
        "warn",
        `postfix/smtp[${r.int(4000, 9000)}]: ${r.hex(10).toUpperCase()}: to=<reader${r.int(1, 9999)}@gmail.com>, relay=gmail-smtp-in.l.google.com[142.250.27.26]:25, delay=${r.int(1, 400)}, delays=0.1/0/0.3/0.2, dsn=4.7.28, status=deferred (host gmail-smtp-in.l.google.com[142.250.27.26] said: 421-4.7.28 Our system has detected an unusual rate of unsolicited mail originating from your IP address. To protect our users from spam, mail sent from your IP address has been temporarily rate limited. (in reply to end of DATA command))`,
      ]);
    },
  },
  {
    category: "rate_limiting",
    estate: "hartley",
    origin: "nginx",
    hints: ["limiting requests", "limit_req", "rate", "503", "limit"],
    sev: "medium",
    note: "a newly added limit_req zone on /checkout is keyed on the office NAT; real customers behind the same carrier NAT get 503s from nginx",
    run: (s, t0) => {
      s.every("nginx", t0, E(s), 900, (r, t) => {
        const ip = `${r.pick(["92.40.", "92.41."])}${r.int(1, 254)}.${r.int(1, 254)}`;
        return [
          [
            "error",
            `${nginxTs(t)} [error] 1121#1121: *${r.int(100000, 999999)} limiting requests, excess: ${r.int(5, 30)}.${r.int(100, 999)} by zone "checkout", client: ${ip}, server: www.hartleyhardware.co.uk, request: "POST /checkout/onepage/saveOrder HTTP/1.1", host: "www.hartleyhardware.co.uk"`,
          ],
          access(r, t + 1, "/checkout/onepage/saveOrder", 503, 0, "POST"),
        ];
      });
    },
  },
  {
    category: "rate_limiting",
    estate: "calder",
    origin: "hangfire",
    hints: ["429", "rate", "too many requests", "limit"],
    sev: "medium",
    note: "hangfire's reminder batch was scheduled with 40 workers; Twilio answers 429 Too Many Requests for most SMS sends",
    run: (s, t0) => {
      s.drop("hangfire", t0, /SendReminderSms/);
      s.every("hangfire", t0, E(s), 1500, (r) => [
        "error",
        `fail: Hangfire.AutomaticRetryAttribute[0] Failed to process the job '${r.int(40000, 90000)}': an exception occurred. Retry attempt ${r.int(1, 5)} of 10 will be performed in 00:0${r.int(1, 9)}:00.\nTwilio.Exceptions.ApiException: Too Many Requests\n   at Twilio.Clients.TwilioRestClient.ProcessResponse(Response response)\n   at Calder.Portal.Reminders.SmsSender.SendAsync(String to, String body) in D:\\a\\portal\\src\\Calder.Portal\\Reminders\\SmsSender.cs:line 29`,
      ]);
    },
  },
  // ---------------- validation ----------------
  {
    category: "validation",
    estate: "northgate",
    origin: "tomcat",
    hints: ["validation", "schema", "cvc", "invalid", "saxparse"],
    sev: "medium",
    note: "a big customer's ERP started sending manifests with a new <DeliveryWindow> element; tomcat's EDI intake rejects each one against the XSD",
    run: (s, t0) => {
      s.every("tomcat", t0, E(s), 9000, (r) => [
        "error",
        `ERROR [scheduling-1] c.n.f.edi.ManifestImporter - manifest MAN-${r.int(10000, 99999)}.xml rejected\norg.xml.sax.SAXParseException; lineNumber: ${r.int(12, 90)}; columnNumber: ${r.int(10, 40)}; cvc-complex-type.2.4.a: Invalid content was found starting with element 'DeliveryWindow'. One of '{Consignee, Pallets}' is expected.\n${java(["java.xml/com.sun.org.apache.xerces.internal.util.ErrorHandlerWrapper.createSAXParseException(ErrorHandlerWrapper.java:204)", "com.northgate.freight.edi.ManifestImporter.validate(ManifestImporter.java:63)"])}`,
      ]);
    },
  },
  {
    category: "validation",
    estate: "bramble",
    origin: "sidekiq",
    hints: ["validation", "recordinvalid", "invalid", "validation failed"],
    sev: "medium",
    note: "the partner microchip registry changed its export to 16-digit numbers; sidekiq's import job fails every row with RecordInvalid",
    run: (s, t0) => {
      s.every("sidekiq", t0, E(s), 3000, (r) => [
        "warn",
        `pid=3011 tid=${r.hex(4)} class=ChipRegistryImportJob jid=${jid(r)} elapsed=0.0${r.int(10, 99)} INFO: fail\nActiveRecord::RecordInvalid: Validation failed: Microchip number is invalid (expected 15 digits, got "${r.int(1000, 9999)}${r.int(1000, 9999)}${r.int(1000, 9999)}${r.int(1000, 9999)}")\n${rb(["app/jobs/chip_registry_import_job.rb:22:in `block in perform'"])}`,
      ]);
    },
  },
  {
    category: "validation",
    estate: "ostara",
    origin: "gunicorn",
    hints: ["validation", "invalid", "valid integer", "400"],
    sev: "medium",
    note: "the payment provider's webhooks now send amount as a decimal string; gunicorn's DRF serializer rejects them with 400 and the provider retries",
    run: (s, t0) => {
      s.every("gunicorn", t0, E(s), 3000, (r) => [
        "warn",
        `[WARNING] django.request: Bad Request: /webhooks/mollie/\nrest_framework.exceptions.ValidationError: {'amount': [ErrorDetail(string='A valid integer is required.', code='invalid')]} payment=tr_${r.hex(10)}`,
      ]);
      s.every("nginx", t0, E(s), 3000, (r, t) => access(r, t, "/webhooks/mollie/", 400, 0.03, "POST"));
      s.every("celery", t0 + 120000, E(s), 60000, (r) => [
        "warn",
        `[WARNING/ForkPoolWorker-${r.int(1, 4)}] orders.tasks.reconcile_payments: ${r.int(10, 80)} orders paid at provider but still 'awaiting payment'`,
      ]);
    },
  },
  {
    category: "validation",
    estate: "calder",
    origin: "portal-app",
    hints: ["format", "formatexception", "invalid", "validation"],
    sev: "medium",
    note: "the lab switched its HL7 export to comma decimals; portal-app's result parser throws FormatException on every numeric value",
    run: (s, t0) => {
      s.every("portal-app", t0, E(s), 5000, (r) => [
        "error",
        `fail: Calder.Portal.Labs.Hl7ResultParser[0] OBX segment ${r.int(1, 9)} of message ${r.hex(12).toUpperCase()} rejected\nSystem.FormatException: The input string '${r.int(1, 99)},${r.int(1, 9)}' was not in a correct format.\n${net(["System.Number.ThrowFormatException[TChar](ReadOnlySpan`1 value)", "System.Decimal.Parse(String s, IFormatProvider provider)", "Calder.Portal.Labs.Hl7ResultParser.ParseObx(String segment) in D:\\a\\portal\\src\\Calder.Portal\\Labs\\Hl7ResultParser.cs:line 77"])}`,
      ]);
    },
  },
  // ---------------- null_reference ----------------
  {
    category: "null_reference",
    estate: "bramble",
    origin: "sidekiq",
    hints: ["nil", "nomethoderror", "null", "undefined method"],
    sev: "medium",
    note: "pets whose owner was merged have owner_id=nil; sidekiq's VaccinationDueJob raises NoMethodError: undefined method `email' for nil",
    run: (s, t0) => {
      s.drop("sidekiq", t0, /VaccinationDueJob/);
      s.every("sidekiq", t0, E(s), 4000, (r) => [
        "warn",
        `pid=3011 tid=${r.hex(4)} class=VaccinationDueJob jid=${jid(r)} elapsed=0.0${r.int(10, 99)} INFO: fail\nNoMethodError: undefined method \`email' for nil:NilClass\n${rb(["app/mailers/reminder_mailer.rb:12:in `vaccination_due'", "app/jobs/vaccination_due_job.rb:9:in `perform'"])}`,
      ]);
    },
  },
  {
    category: "null_reference",
    estate: "calder",
    origin: "portal-app",
    hints: ["null", "nullreference", "object reference"],
    sev: "high",
    note: "patients without a registered practice hit a new invoice banner; portal-app throws NullReferenceException on the invoices page",
    run: (s, t0) => {
      s.every("portal-app", t0, E(s), 3000, () => [
        "error",
        `fail: Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddleware[1] An unhandled exception has occurred while executing the request.\nSystem.NullReferenceException: Object reference not set to an instance of an object.\n${net(["Calder.Portal.Billing.InvoiceBanner.Build(Patient patient) in D:\\a\\portal\\src\\Calder.Portal\\Billing\\InvoiceBanner.cs:line 23", "Calder.Portal.Controllers.InvoicesController.Index() in D:\\a\\portal\\src\\Calder.Portal\\Controllers\\InvoicesController.cs:line 40"])}`,
      ]);
      s.every("iis", t0, E(s), 3000, (r, t) => {
        const d = new Date(t).toISOString();
        return [
          "error",
          `${d.slice(0, 10)} ${d.slice(11, 19)} 10.4.0.10 GET /portal/invoices - 443 - ${r.ip()} Mozilla/5.0+(Windows+NT+10.0) - 500 0 0 ${r.int(40, 200)}`,
        ];
      });
    },
  },
  {
    category: "null_reference",
    estate: "northgate",
    origin: "tomcat",
    hints: ["null", "nullpointer", "npe"],
    sev: "high",
    note: "collection-only bookings have no consignee; tomcat's booking confirmation throws NullPointerException on getPostcode()",
    run: (s, t0) => {
      s.every("tomcat", t0, E(s), 4000, () => [
        "error",
        `SEVERE [http-nio-8080-exec-${s.r.int(1, 40)}] org.apache.catalina.core.StandardWrapperValve.invoke Servlet.service() for servlet [dispatcherServlet] in context with path [/freight] threw exception\njava.lang.NullPointerException: Cannot invoke "com.northgate.freight.model.Consignee.getPostcode()" because "booking.consignee" is null\n${java(["com.northgate.freight.booking.BookingService.confirm(BookingService.java:118)", "com.northgate.freight.web.BookingController.create(BookingController.java:54)"])}`,
      ]);
      s.every("nginx", t0, E(s), 4000, (r, t) => access(r, t, "/freight/bookings", 500, 0.08, "POST"));
    },
  },
  {
    category: "null_reference",
    estate: "ostara",
    origin: "gunicorn",
    hints: ["nonetype", "null", "attributeerror", "none"],
    sev: "medium",
    note: "guest checkouts have no profile; gunicorn's new loyalty line raises AttributeError: 'NoneType' object has no attribute 'points'",
    run: (s, t0) => {
      s.every("gunicorn", t0, E(s), 4000, () => [
        "error",
        `[ERROR] django.request: Internal Server Error: /basket/\nTraceback (most recent call last):\n  File "/srv/ostara/.venv/lib/python3.11/site-packages/django/core/handlers/base.py", line 197, in _get_response\n    response = wrapped_callback(request, *callback_args, **callback_kwargs)\n  File "/srv/ostara/shop/views.py", line 140, in basket\n    "points": request.user.profile.points,\nAttributeError: 'NoneType' object has no attribute 'points'`,
      ]);
      s.every("nginx", t0, E(s), 4000, (r, t) => access(r, t, "/basket/", 500, 0.05));
    },
  },
  // ---------------- dependency ----------------
  {
    category: "dependency",
    estate: "hartley",
    origin: "php-fpm",
    hints: ["503", "paypal", "unavailable", "provider", "upstream"],
    sev: "high",
    note: "PayPal's orders API returns 503 Service Unavailable; php-fpm's checkout cannot create payments",
    run: (s, t0) => {
      s.drop("nginx", t0, /paypal/);
      s.every("php-fpm", t0, E(s), 5000, (r) => [
        "error",
        `[pool www] child ${r.int(2000, 9000)} said into stderr: "PHP Warning:  PayPal order create failed: PayPalHttp\\HttpException: {\\"name\\":\\"SERVICE_UNAVAILABLE\\",\\"message\\":\\"Service Unavailable.\\",\\"debug_id\\":\\"${r.hex(13)}\\"} (HTTP 503) in /var/www/shop/app/code/Hartley/PayPal/Model/Api.php on line 118"`,
      ]);
      s.every("nginx", t0, E(s), 5000, (r, t) => access(r, t, "/paypal/express/start/", 502, 0.9, "POST"));
    },
  },
  {
    category: "dependency",
    estate: "northgate",
    origin: "tomcat",
    hints: ["503", "unavailable", "carrier", "provider", "dhl"],
    sev: "medium",
    note: "DHL's shipment API is down (503 Service Unavailable); tomcat's carrier SDK cannot book labels and the circuit opens",
    run: (s, t0) => {
      s.drop("tomcat", t0, /DhlExpressClient/);
      s.every("tomcat", t0, E(s), 4000, (r) => [
        "error",
        `ERROR [carrier-pool-${r.int(1, 4)}] c.n.f.carrier.DhlExpressClient - shipment create failed for NGB-${r.int(10000, 99999)}\ncom.northgate.freight.carrier.CarrierApiException: HTTP 503 Service Unavailable: {"title":"Service Unavailable","status":503,"detail":"The service is temporarily unavailable. Please try again later."}`,
      ]);
      s.emit(
        t0 + 40000,
        "tomcat",
        "warn",
        "WARN [carrier-pool-1] i.g.r.circuitbreaker.CircuitBreaker - CircuitBreaker 'dhl-express' changed state from CLOSED to OPEN",
      );
      s.every("tomcat", t0 + 41000, E(s), 6000, () => [
        "warn",
        "WARN [carrier-pool-2] c.n.f.carrier.DhlExpressClient - CircuitBreaker 'dhl-express' is OPEN and does not permit further calls; label queued",
      ]);
    },
  },
  {
    category: "dependency",
    estate: "bramble",
    origin: "sidekiq",
    hints: ["503", "unavailable", "postmark", "provider", "upstream"],
    sev: "medium",
    note: "Postmark's API has an outage; sidekiq's mail delivery jobs get 503 Service Unavailable and pile up in retries",
    run: (s, t0) => {
      s.drop("sidekiq", t0, /MailDeliveryJob|InvoiceMailerJob/);
      s.every("sidekiq", t0, E(s), 2500, (r) => [
        "warn",
        `pid=3011 tid=${r.hex(4)} class=ActionMailer::MailDeliveryJob jid=${jid(r)} elapsed=${r.int(1, 9)}.${r.int(100, 999)} INFO: fail\nPostmark::InternalServerError: The service is not available right now. Please try again later. (503 Service Unavailable)`,
      ]);
    },
  },
  {
    category: "dependency",
    estate: "ostara",
    origin: "gunicorn",
    hints: ["502", "bad gateway", "easypost", "provider", "upstream"],
    sev: "medium",
    note: "EasyPost returns 502 Bad Gateway for label purchases; gunicorn's dispatch view fails and orders stay unshipped",
    run: (s, t0) => {
      s.every("gunicorn", t0, E(s), 5000, (r) => [
        "error",
        `[ERROR] orders.shipping: label purchase failed for order ${r.int(1000, 9999)}\nrequests.exceptions.HTTPError: 502 Server Error: Bad Gateway for url: https://api.easypost.com/v2/shipments/shp_${r.hex(16)}/buy`,
      ]);
      s.every("nginx", t0, E(s), 5000, (r, t) => access(r, t, "/orders/dispatch/", 500, 1.2, "POST"));
    },
  },
  // ---------------- unknown ----------------
  {
    category: "unknown",
    estate: "hartley",
    origin: "php-fpm",
    hints: ["max_children", "hang", "unknown", "stuck", "worker"],
    sev: "high",
    note: "the /media NFS mount hangs (nothing logs why); every php-fpm child blocks, the pool hits pm.max_children and nginx times out",
    run: (s, t0) => {
      s.drop("nginx", t0 + 60000, APP200);
      s.silence("php-fpm", t0);
      s.every("php-fpm", t0 + 20000, E(s), 15000, () => [
        "warn",
        "WARNING: [pool www] server reached pm.max_children setting (24), consider raising it",
      ]);
      frontFails(
        s,
        t0 + 60000,
        1500,
        504,
        "upstream timed out (110: Connection timed out) while reading response header from upstream",
        FPM,
        "www.hartleyhardware.co.uk",
        ["/", "/checkout/cart/", "/catalog/product/view/id/4411"],
      );
    },
  },
  {
    category: "unknown",
    estate: "bramble",
    origin: "sidekiq",
    hints: ["exit", "crash", "unknown", "segv", "sidekiq"],
    sev: "medium",
    note: "sidekiq dies every minute or so with SIGSEGV and systemd restarts it; its own log just stops, no reason given",
    run: (s, t0) => {
      s.every("systemd", t0, E(s), 60000, () => [
        ["warn", "sidekiq.service: Main process exited, code=dumped, status=11/SEGV"],
        ["warn", "sidekiq.service: Failed with result 'core-dump'."],
        ["info", "sidekiq.service: Scheduled restart job, restart counter is at 3."],
        ["info", "Started sidekiq.service - sidekiq."],
      ]);
      s.every("sidekiq", t0 + 5000, E(s), 60000, () => [
        "info",
        'INFO: Booting Sidekiq 7.2.4 with Sidekiq::RedisConnection::RedisClientAdapter options {:url=>"redis://127.0.0.1:6379/0"}',
      ]);
    },
  },
  {
    category: "unknown",
    estate: "northgate",
    origin: "tomcat",
    hints: ["exit", "unknown", "crash", "stopped"],
    sev: "high",
    note: "tomcat's JVM exits with status 1 without logging anything; systemd restarts it, it dies again; nginx gets connection refused",
    run: (s, t0) => {
      s.drop("nginx", t0, APP200);
      s.silence("tomcat", t0);
      s.every("systemd", t0, E(s), 90000, () => [
        ["warn", "tomcat.service: Main process exited, code=exited, status=1/FAILURE"],
        ["warn", "tomcat.service: Failed with result 'exit-code'."],
        ["info", "tomcat.service: Scheduled restart job, restart counter is at 2."],
        ["info", "Started tomcat.service - Apache Tomcat 9 Web Application Server."],
      ]);
      s.every("tomcat", t0 + 15000, E(s), 90000, () => [
        ["info", "INFO [main] org.apache.catalina.startup.Catalina.load Server initialized in [812] milliseconds"],
        ["info", "INFO [main] org.apache.catalina.core.StandardService.startInternal Starting service [Catalina]"],
      ]);
      frontFails(
        s,
        t0 + 200,
        2000,
        502,
        "connect() failed (111: Connection refused) while connecting to upstream",
        "http://10.20.0.11:8080/freight/",
        "freight.northgate-freight.co.uk",
        ["/freight/quote", "/freight/bookings"],
      );
    },
  },
  {
    category: "unknown",
    estate: "calder",
    origin: "portal-app",
    hints: ["crash", "unknown", "terminated", "exit", "runtime"],
    sev: "high",
    note: "portal-app's process is terminated by an internal .NET runtime error (event 1023) with no managed exception; IIS returns 502.5 until it restarts",
    run: (s, t0) => {
      s.drop("iis", t0 + 300, / - 200 0 0 /);
      s.silence("portal-app", t0);
      s.every("portal-app", t0, E(s), 75000, (r) => [
        "crit",
        `Application: dotnet.exe\nCoreCLR Version: 8.0.424.16909\n.NET Version: 8.0.4\nDescription: The process was terminated due to an internal error in the .NET Runtime at IP 00007FFB${r.hex(8).toUpperCase()} (00007FFB${r.hex(8).toUpperCase()}) with exit code 80131506.`,
      ]);
      s.every("iis", t0 + 300, E(s), 2000, (r, t) => {
        const d = new Date(t).toISOString();
        return [
          "error",
          `${d.slice(0, 10)} ${d.slice(11, 19)} 10.4.0.10 GET ${r.pick(["/portal/appointments", "/portal/invoices", "/api/slots"])} - 443 - ${r.ip()} Mozilla/5.0+(Windows+NT+10.0) - 502 5 0 ${r.int(5, 40)}`,
        ];
      });
    },
  },
];
