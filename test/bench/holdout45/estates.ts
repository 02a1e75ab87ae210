// Five made-up small businesses on classic stacks (4-8 processes on a few VMs, logs shipped from files and syslog):
// their processes, hosts, everyday traffic, health checks, periodic jobs, one noisy harmless source and deprecations.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Line = [Level, string];
export interface Traffic {
  svc: string;
  weight: number;
  gen: (r: Rng, t: number) => Line;
}
export interface Periodic {
  svc: string;
  every: number; // ms
  gen: (r: Rng, t: number, i: number) => Line[];
}
export interface Estate {
  id: string;
  zone: string;
  hosts: Record<string, string>;
  traffic: Traffic[];
  periodic: Periodic[];
  noisy: { svc: string; gap: number; gen: (r: Rng, t: number) => Line };
  deprecations: Array<[string, string]>;
}

const MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
export function clf(t: number): string {
  const d = new Date(t);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
}
export function nginxTs(t: number): string {
  return new Date(t).toISOString().slice(0, 19).replace(/-/g, "/").replace("T", " ");
}
const UA = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15",
  "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
];
export function access(r: Rng, t: number, path: string, status = 200, rt?: number, method = "GET"): Line {
  const secs = (rt ?? r.int(8, 420) / 1000).toFixed(3);
  return [
    status >= 500 ? "error" : status >= 400 ? "warn" : "info",
    `${r.ip()} - - [${clf(t)}] "${method} ${path} HTTP/1.1" ${status} ${status >= 500 ? r.int(150, 600) : r.int(900, 48000)} "-" "${r.pick(UA)}" rt=${secs}`,
  ];
}
const cronLine = (_r: Rng, user: string, cmd: string): Line => ["info", `(${user}) CMD (${cmd})`];
const sshBot = (r: Rng): Line => [
  "info",
  `${r.pick(["Invalid user", "Failed password for invalid user"])} ${r.pick(["admin", "oracle", "test", "ubuntu", "git", "pi", "postgres", "user1"])} from ${r.ip()} port ${r.int(30000, 65000)}${r.chance(0.5) ? " ssh2" : ""}`,
];
const pgStat = (r: Rng): Line => [
  "info",
  `LOG:  checkpoint complete: wrote ${r.int(40, 900)} buffers (${(r.int(2, 60) / 10).toFixed(1)}%); 0 WAL file(s) added, 0 removed, ${r.int(0, 3)} recycled; write=${(r.int(100, 2700) / 100).toFixed(3)} s, sync=0.0${r.int(10, 99)} s, total=${(r.int(100, 2700) / 100).toFixed(3)} s`,
];
const redisSave = (r: Rng): Line[] => [
  ["info", `${r.int(900, 999)}:M ${r.int(10, 28)} changes in 300 seconds. Saving...`],
  ["info", `${r.int(900, 999)}:M Background saving started by pid ${r.int(20000, 40000)}`],
  ["info", `${r.int(20000, 40000)}:C DB saved on disk`],
  ["info", `${r.int(900, 999)}:M Background saving terminated with success`],
];
const sku = (r: Rng) => `${r.pick(["HX", "BT", "PL", "GD"])}-${r.int(1000, 9999)}`;

const hartley: Estate = {
  id: "hartley-hardware",
  zone: "vps-lon1",
  hosts: {
    nginx: "web01",
    "php-fpm": "web01",
    mysqld: "db01",
    "redis-server": "web01",
    cron: "web01",
    postfix: "web01",
    "backup.sh": "db01",
    sshd: "web01",
  },
  traffic: [
    {
      svc: "nginx",
      weight: 10,
      gen: (r, t) =>
        access(
          r,
          t,
          r.pick([
            `/catalog/product/view/id/${r.int(100, 9000)}`,
            "/checkout/cart/",
            `/static/version1715/frontend/Hartley/default/en_GB/${r.pick(["css/styles-m.css", "js/theme.js", "images/logo.svg"])}`,
            `/catalogsearch/result/?q=${r.pick(["hinge", "drill+bits", "sandpaper", "padlock", "m8+bolts"])}`,
            "/customer/section/load/?sections=cart",
          ]),
        ),
    },
    {
      svc: "php-fpm",
      weight: 0.2,
      gen: (r) => ["info", `[pool www] child ${r.int(2000, 9000)} started`],
    },
    {
      svc: "mysqld",
      weight: 0.4,
      gen: (r) => [
        "info",
        `[Note] [MY-010914] [Server] Aborted connection ${r.int(20000, 90000)} to db: 'hartley_shop' user: 'shop' host: '10.0.1.11' (Got timeout reading communication packets).`,
      ],
    },
    {
      svc: "redis-server",
      weight: 0.3,
      gen: (r) => ["info", `${r.int(900, 999)}:M Accepted 10.0.1.11:${r.int(40000, 60000)}`],
    },
    {
      svc: "postfix",
      weight: 0.8,
      gen: (r) => {
        const id = r.hex(10).toUpperCase();
        return r.chance(0.5)
          ? [
              "info",
              `postfix/qmgr[1312]: ${id}: from=<orders@hartleyhardware.co.uk>, size=${r.int(3000, 30000)}, nrcpt=1 (queue active)`,
            ]
          : [
              "info",
              `postfix/smtp[${r.int(4000, 9000)}]: ${id}: to=<${r.pick(["j.smith", "mary.k", "dave_b", "info"])}@${r.pick(["gmail.com", "btinternet.com", "outlook.com", "yahoo.co.uk"])}>, relay=${r.pick(["gmail-smtp-in.l.google.com[142.250.102.27]:25", "mx1.hotmail.com[52.101.68.5]:25"])}, delay=${(r.int(3, 30) / 10).toFixed(1)}, delays=0.1/0/0.4/0.6, dsn=2.0.0, status=sent (250 2.0.0 OK)`,
            ];
      },
    },
    { svc: "sshd", weight: 0.15, gen: (r) => sshBot(r) },
  ],
  periodic: [
    { svc: "nginx", every: 30000, gen: (r, t) => [access(r, t, "/health_check.php", 200, 0.004)] },
    {
      svc: "cron",
      every: 60000,
      gen: (r) => [
        cronLine(
          r,
          "www-data",
          "php /var/www/shop/bin/magento cron:run 2>&1 | grep -v 'Ran jobs by schedule' >> /var/www/shop/var/log/magento.cron.log",
        ),
      ],
    },
    { svc: "redis-server", every: 300000, gen: (r) => redisSave(r) },
    {
      svc: "mysqld",
      every: 240000,
      gen: (r) => [
        [
          "warn",
          `# Query_time: ${(r.int(200, 450) / 100).toFixed(6)}  Lock_time: 0.000${r.int(100, 900)} Rows_sent: ${r.int(20, 200)}  Rows_examined: ${r.int(180000, 600000)}\nSET timestamp=${Math.floor(Date.UTC(2026, 0, 1) / 1000)};\nSELECT e.entity_id, e.sku FROM catalog_product_entity e LEFT JOIN cataloginventory_stock_item s ON s.product_id = e.entity_id WHERE s.qty < 5 ORDER BY e.updated_at DESC;`,
        ],
      ],
    },
  ],
  noisy: {
    svc: "php-fpm",
    gap: 9000,
    gen: (r) => [
      "warn",
      `[pool www] child ${r.int(2000, 9000)} said into stderr: "PHP Notice:  Undefined index: utm_source in /var/www/shop/app/code/Hartley/Tracking/Observer/Referral.php on line 41"`,
    ],
  },
  deprecations: [
    [
      "php-fpm",
      `[pool www] child 4411 said into stderr: "PHP Deprecated:  Creation of dynamic property Hartley\\Shipping\\Model\\Carrier::$rateCache is deprecated in /var/www/shop/app/code/Hartley/Shipping/Model/Carrier.php on line 77"`,
    ],
    [
      "mysqld",
      "[Warning] [MY-011068] [Server] The syntax 'expire-logs-days' is deprecated and will be removed in a future release. Please use binlog_expire_logs_seconds instead.",
    ],
  ],
};

const bramble: Estate = {
  id: "bramble-vets",
  zone: "hetzner-fsn1",
  hosts: {
    nginx: "app1",
    puma: "app1",
    sidekiq: "app1",
    postgres: "db1",
    "redis-server": "app1",
    cron: "app1",
    postfix: "app1",
    kernel: "app1",
    systemd: "app1",
  },
  traffic: [
    {
      svc: "nginx",
      weight: 6,
      gen: (r, t) =>
        access(
          r,
          t,
          r.pick([
            "/appointments/new",
            "/pets/" + r.int(1000, 9000),
            "/clinics/thornbury/slots?date=2026-06-0" + r.int(1, 9),
            "/packs/application-4f1c.js",
            "/account",
          ]),
        ),
    },
    {
      svc: "puma",
      weight: 4,
      gen: (r) => {
        const a = r.pick([
          "AppointmentsController#create",
          "PetsController#show",
          "SlotsController#index",
          "AccountsController#show",
        ]);
        return [
          "info",
          `[${r.hex(8)}-${r.hex(4)}] Completed 200 OK in ${r.int(18, 260)}ms (Views: ${r.int(4, 80)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 40)}.${r.int(0, 9)}ms | Allocations: ${r.int(2000, 40000)}) ${a}`,
        ];
      },
    },
    {
      svc: "sidekiq",
      weight: 2,
      gen: (r) => {
        const job = r.pick([
          "ReminderSmsJob",
          "VaccinationDueJob",
          "InvoiceMailerJob",
          "ActionMailer::MailDeliveryJob",
        ]);
        return [
          "info",
          `pid=${r.int(3000, 3100)} tid=${r.hex(4)} class=${job} jid=${r.hex(24)} elapsed=${(r.int(10, 900) / 1000).toFixed(3)} INFO: done`,
        ];
      },
    },
    {
      svc: "postfix",
      weight: 0.5,
      gen: (r) => [
        "info",
        `postfix/smtp[${r.int(4000, 9000)}]: ${r.hex(10).toUpperCase()}: to=<${r.pick(["owner", "jo.p", "ben"])}${r.int(1, 999)}@${r.pick(["gmail.com", "icloud.com", "outlook.com"])}>, relay=smtp.sendgrid.net[159.183.224.104]:587, delay=0.9, delays=0.1/0/0.4/0.4, dsn=2.0.0, status=sent (250 Ok: queued as ${r.hex(22)})`,
      ],
    },
    {
      svc: "postgres",
      weight: 0.2,
      gen: (r) => [
        "info",
        `LOG:  duration: ${r.int(1000, 2400)}.${r.int(100, 999)} ms  statement: SELECT "appointments".* FROM "appointments" WHERE "appointments"."clinic_id" = ${r.int(1, 9)} AND (starts_at BETWEEN '2026-06-01' AND '2026-06-30')`,
      ],
    },
    {
      svc: "sidekiq",
      weight: 0.15,
      gen: (r) => [
        "warn",
        `pid=3011 tid=${r.hex(4)} class=ReminderSmsJob jid=${r.hex(24)} WARN: Net::OpenTimeout: execution expired (retry 1/25 scheduled in ${r.int(20, 40)}s)`,
      ],
    },
  ],
  periodic: [
    { svc: "nginx", every: 20000, gen: (r, t) => [access(r, t, "/up", 200, 0.002)] },
    { svc: "postgres", every: 300000, gen: (r) => [pgStat(r)] },
    { svc: "redis-server", every: 300000, gen: (r) => redisSave(r) },
    {
      svc: "cron",
      every: 300000,
      gen: (r) => [
        cronLine(
          r,
          "deploy",
          "/bin/bash -l -c 'cd /srv/bramble/current && bin/rails runner -e production \"Reminders.enqueue_due\"'",
        ),
      ],
    },
    {
      svc: "systemd",
      every: 180000,
      gen: (r) => [["info", `Started Session ${r.int(2000, 9000)} of User deploy.`]],
    },
  ],
  noisy: {
    svc: "kernel",
    gap: 7000,
    gen: (r) => [
      "warn",
      `[UFW BLOCK] IN=eth0 OUT= MAC=96:00:02:1a:4b:c1 SRC=${r.ip()} DST=88.198.20.14 LEN=44 TOS=0x00 PREC=0x00 TTL=${r.int(40, 250)} ID=${r.int(1, 65000)} PROTO=TCP SPT=${r.int(1000, 65000)} DPT=${r.pick([23, 3389, 445, 8080, 5900])} WINDOW=1024 RES=0x00 SYN URGP=0`,
    ],
  },
  deprecations: [
    [
      "puma",
      "DEPRECATION WARNING: `ActiveSupport::ProxyObject` is deprecated and will be removed in Rails 8.0. Use `BasicObject` instead. (called from <main> at /srv/bramble/current/config/initializers/audited.rb:3)",
    ],
    ["sidekiq", "WARN: [DEPRECATION] `Sidekiq::Worker` is deprecated, use `Sidekiq::Job` instead"],
  ],
};

const northgate: Estate = {
  id: "northgate-freight",
  zone: "dc-leeds",
  hosts: {
    nginx: "ngf-web1",
    tomcat: "ngf-app1",
    mysqld: "ngf-db1",
    cron: "ngf-app1",
    postfix: "ngf-app1",
    "backup.sh": "ngf-db1",
    systemd: "ngf-app1",
  },
  traffic: [
    {
      svc: "nginx",
      weight: 5,
      gen: (r, t) =>
        access(
          r,
          t,
          r.pick([
            `/freight/track?ref=NGF${r.int(100000, 999999)}`,
            "/freight/quote",
            "/freight/bookings",
            "/freight/static/app.js",
          ]),
        ),
    },
    {
      svc: "tomcat",
      weight: 4,
      gen: (r) =>
        r.pick<Line>([
          [
            "info",
            `INFO [http-nio-8080-exec-${r.int(1, 40)}] c.n.f.web.TrackingController - consignment NGF${r.int(100000, 999999)} status=IN_TRANSIT depot=${r.pick(["LDS", "MAN", "BHM", "GLA"])}`,
          ],
          [
            "info",
            `INFO [http-nio-8080-exec-${r.int(1, 40)}] c.n.f.quote.QuoteService - quote ${r.int(20000, 90000)} pallets=${r.int(1, 26)} zone=${r.int(1, 9)} net=${r.int(40, 900)}.00 GBP`,
          ],
          [
            "info",
            `INFO [carrier-pool-${r.int(1, 4)}] c.n.f.carrier.DhlExpressClient - rate request ok service=${r.pick(["EXPRESS_WORLDWIDE", "ECONOMY_SELECT"])} in ${r.int(120, 700)}ms`,
          ],
          [
            "info",
            `INFO [http-nio-8080-exec-${r.int(1, 40)}] c.n.f.booking.BookingService - booking NGB-${r.int(10000, 99999)} confirmed collection=2026-06-0${r.int(1, 9)}`,
          ],
        ]),
    },
    {
      svc: "mysqld",
      weight: 0.3,
      gen: (r) => [
        "info",
        `[Note] Aborted connection ${r.int(2000, 90000)} to db: 'freight' user: 'ngf_app' host: 'ngf-app1' (Got an error reading communication packets)`,
      ],
    },
    {
      svc: "tomcat",
      weight: 0.12,
      gen: (r) => [
        "warn",
        `WARN [carrier-pool-${r.int(1, 4)}] c.n.f.carrier.DhlExpressClient - attempt 1 failed (java.net.SocketException: Connection reset), retrying in 500 ms`,
      ],
    },
    {
      svc: "postfix",
      weight: 0.4,
      gen: (r) => [
        "info",
        `postfix/smtp[${r.int(4000, 9000)}]: ${r.hex(10).toUpperCase()}: to=<bookings@${r.pick(["acme-pallets.co.uk", "tradeparts.com", "yorkmill.co.uk"])}>, relay=mail.northgate-freight.co.uk[10.20.0.5]:25, delay=0.4, delays=0.1/0/0.1/0.2, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued)`,
      ],
    },
  ],
  periodic: [
    { svc: "nginx", every: 15000, gen: (r, t) => [access(r, t, "/freight/actuator/health", 200, 0.006)] },
    {
      svc: "tomcat",
      every: 120000,
      gen: (r) => [
        ["info", `INFO [scheduling-1] c.n.f.jobs.EdiPollJob - polled SFTP inbox: ${r.int(0, 14)} new EDI messages`],
      ],
    },
    {
      svc: "cron",
      every: 300000,
      gen: (r) => [cronLine(r, "ngf", "/opt/ngf/bin/purge-temp.sh >/dev/null 2>&1")],
    },
  ],
  noisy: {
    svc: "tomcat",
    gap: 8000,
    gen: (r) => [
      "error",
      `ERROR [http-nio-8080-exec-${r.int(1, 40)}] c.n.f.web.TrackingController - unknown consignment reference NGF${r.int(100000, 999999)} (returned 404)`,
    ],
  },
  deprecations: [
    [
      "tomcat",
      "WARNING [main] org.apache.catalina.startup.ContextConfig.processAnnotations Scanning of JAR [file:/opt/tomcat/webapps/freight/WEB-INF/lib/jaxb-impl-2.2.11.jar] is deprecated behaviour",
    ],
    [
      "tomcat",
      "WARN [main] org.hibernate.orm.deprecation - HHH90000026: MySQL8Dialect has been deprecated; use org.hibernate.dialect.MySQLDialect instead",
    ],
  ],
};

const calder: Estate = {
  id: "calder-dental",
  zone: "azure-uksouth",
  hosts: {
    iis: "CDG-WEB01",
    "portal-app": "CDG-WEB01",
    hangfire: "CDG-WEB01",
    postgres: "cdg-db01",
    "redis-server": "cdg-db01",
    postfix: "cdg-mail01",
  },
  traffic: [
    {
      svc: "postgres",
      weight: 0.15,
      gen: (r) => [
        "info",
        `LOG:  automatic analyze of table "calder.public.${r.pick(["appointments", "patients", "lab_results"])}" avg read rate: ${r.int(1, 90)}.${r.int(100, 999)} MB/s, avg write rate: 0.${r.int(0, 99)} MB/s system usage: CPU: user: 0.0${r.int(1, 9)} s, system: 0.00 s, elapsed: 0.${r.int(10, 99)} s`,
      ],
    },
    {
      svc: "iis",
      weight: 6,
      gen: (r, t) => {
        const d = new Date(t).toISOString();
        return [
          "info",
          `${d.slice(0, 10)} ${d.slice(11, 19)} 10.4.0.10 ${r.pick(["GET", "GET", "POST"])} ${r.pick(["/portal/appointments", "/portal/xrays", "/portal/invoices", "/api/slots", "/portal/login"])} - 443 - ${r.ip()} Mozilla/5.0+(Windows+NT+10.0) - 200 0 0 ${r.int(15, 400)}`,
        ];
      },
    },
    {
      svc: "portal-app",
      weight: 4,
      gen: (r) =>
        r.pick<Line>([
          [
            "info",
            `info: Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET https://portal.calderdental.co.uk/portal/appointments - 200 - text/html;+charset=utf-8 ${r.int(20, 300)}.${r.int(1000, 9999)}ms`,
          ],
          [
            "info",
            `info: Calder.Portal.Booking.SlotService[0] Offered ${r.int(2, 30)} slots for practice ${r.pick(["Headingley", "Roundhay", "Otley"])} on 2026-06-${r.int(10, 28)}`,
          ],
          [
            "info",
            `info: Microsoft.EntityFrameworkCore.Database.Command[20101] Executed DbCommand (${r.int(1, 40)}ms) [Parameters=[@__patientId_0='?' (DbType = Int32)], CommandType='Text', CommandTimeout='30']`,
          ],
        ]),
    },
    {
      svc: "hangfire",
      weight: 1,
      gen: (r) => [
        "info",
        `info: Hangfire.Server.Worker[0] Job ${r.pick(["SendReminderSms", "SyncLabResults", "EmailInvoice"])} #${r.int(40000, 90000)} succeeded in ${r.int(80, 2000)} ms`,
      ],
    },
    {
      svc: "postfix",
      weight: 0.4,
      gen: (r) => [
        "info",
        `postfix/smtp[${r.int(4000, 9000)}]: ${r.hex(10).toUpperCase()}: to=<patient${r.int(100, 9999)}@${r.pick(["gmail.com", "hotmail.co.uk", "sky.com"])}>, relay=calderdental-co-uk.mail.protection.outlook.com[52.101.73.26]:25, delay=1.1, delays=0.1/0/0.5/0.5, dsn=2.6.0, status=sent (250 2.6.0 Queued mail for delivery)`,
      ],
    },
    {
      svc: "hangfire",
      weight: 0.1,
      gen: (r) => [
        "warn",
        `warn: Hangfire.AutomaticRetryAttribute[0] Failed to process the job '${r.int(40000, 90000)}': an exception occurred. Retry attempt 1 of 10 will be performed in 00:00:${r.int(15, 45)}. (System.Net.Http.HttpRequestException: The SSL connection could not be established, see inner exception.)`,
      ],
    },
  ],
  periodic: [
    {
      svc: "iis",
      every: 30000,
      gen: (_r, t) => [
        [
          "info",
          `${new Date(t).toISOString().slice(0, 19).replace("T", " ")} 10.4.0.10 GET /healthz - 443 - 10.4.0.4 AzureLoadBalancer - 200 0 0 3`,
        ],
      ],
    },
    { svc: "postgres", every: 300000, gen: (r) => [pgStat(r)] },
    {
      svc: "hangfire",
      every: 60000,
      gen: () => [["info", "info: Hangfire.Server.RecurringJobScheduler[0] Recurring job 'sync-lab-results' enqueued"]],
    },
    { svc: "redis-server", every: 300000, gen: (r) => redisSave(r) },
  ],
  noisy: {
    svc: "portal-app",
    gap: 10000,
    gen: (r) => [
      "warn",
      `warn: Microsoft.AspNetCore.Antiforgery.DefaultAntiforgery[1] Antiforgery validation failed with message 'The required antiforgery cookie ".AspNetCore.Antiforgery.${r.hex(10)}" is not present.'.`,
    ],
  },
  deprecations: [
    [
      "portal-app",
      "warn: Microsoft.EntityFrameworkCore.Model.Validation[10622] Entity 'Patient' has a global query filter defined and is the required end of a relationship with the entity 'Appointment'. This may lead to unexpected results when the required entity is filtered out.",
    ],
    [
      "portal-app",
      "warn: Npgsql[0] The 'NpgsqlConnection.GlobalTypeMapper' API is obsolete and will be removed in Npgsql 9.0. Use NpgsqlDataSourceBuilder instead.",
    ],
  ],
};

const ostara: Estate = {
  id: "ostara-print",
  zone: "do-ams3",
  hosts: {
    nginx: "web-1",
    gunicorn: "web-1",
    celery: "worker-1",
    postgres: "db-1",
    "redis-server": "db-1",
    cron: "web-1",
    postfix: "web-1",
    "backup.sh": "db-1",
  },
  traffic: [
    {
      svc: "postgres",
      weight: 0.15,
      gen: (r) => [
        "info",
        `LOG:  automatic analyze of table "ostara.public.${r.pick(["orders_order", "shop_stockline", "django_session"])}" avg read rate: ${r.int(1, 90)}.${r.int(100, 999)} MB/s, avg write rate: 0.${r.int(0, 99)} MB/s system usage: CPU: user: 0.0${r.int(1, 9)} s, system: 0.00 s, elapsed: 0.${r.int(10, 99)} s`,
      ],
    },
    {
      svc: "nginx",
      weight: 6,
      gen: (r, t) =>
        access(
          r,
          t,
          r.pick([
            `/shop/product/${r.pick(["a5-notebook", "risograph-zine", "letterpress-card", "poster-a2"])}/`,
            "/basket/",
            "/static/css/main.4c1e.css",
            "/orders/" + r.int(1000, 9999) + "/proof/",
            "/api/quote/",
          ]),
        ),
    },
    {
      svc: "gunicorn",
      weight: 4,
      gen: (r) => [
        "info",
        `[${r.pick(["INFO", "INFO"])}] django.request: ${r.pick(["GET /shop/", "POST /api/quote/", "GET /basket/", "POST /orders/checkout/"])} 200 (${r.int(20, 400)}ms) pid=${r.int(2100, 2104)}`,
      ],
    },
    {
      svc: "celery",
      weight: 2,
      gen: (r) => [
        "info",
        `[INFO/ForkPoolWorker-${r.int(1, 4)}] Task ${r.pick(["orders.tasks.render_proof", "orders.tasks.send_dispatch_email", "shop.tasks.sync_stock_sheet"])}[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] succeeded in ${(r.int(50, 9000) / 1000).toFixed(3)}s: None`,
      ],
    },
    {
      svc: "postfix",
      weight: 0.4,
      gen: (r) => [
        "info",
        `postfix/smtp[${r.int(4000, 9000)}]: ${r.hex(10).toUpperCase()}: to=<${r.pick(["hello", "orders", "sam"])}${r.int(1, 99)}@${r.pick(["gmail.com", "proton.me", "web.de"])}>, relay=${r.pick(["gmail-smtp-in.l.google.com[142.250.27.26]:25", "mx00.emig.gmx.net[212.227.15.9]:25"])}, delay=0.7, delays=0.1/0/0.3/0.3, dsn=2.0.0, status=sent (250 2.0.0 OK)`,
      ],
    },
    {
      svc: "celery",
      weight: 0.1,
      gen: (r) => [
        "warn",
        `[WARNING/ForkPoolWorker-${r.int(1, 4)}] Task shop.tasks.sync_stock_sheet[${r.hex(8)}] retry: Retry in 10s: ConnectionResetError(104, 'Connection reset by peer')`,
      ],
    },
  ],
  periodic: [
    { svc: "nginx", every: 30000, gen: (r, t) => [access(r, t, "/healthz/", 200, 0.003)] },
    {
      svc: "celery",
      every: 60000,
      gen: () => [
        ["info", "[INFO/MainProcess] Scheduler: Sending due task sync-stock-sheet (shop.tasks.sync_stock_sheet)"],
      ],
    },
    { svc: "postgres", every: 300000, gen: (r) => [pgStat(r)] },
    {
      svc: "cron",
      every: 600000,
      gen: (r) => [cronLine(r, "ostara", "cd /srv/ostara && .venv/bin/python manage.py clearsessions")],
    },
  ],
  noisy: {
    svc: "gunicorn",
    gap: 8000,
    gen: (r) => {
      const ip = r.ip();
      return [
        "error",
        `[ERROR] django.security.DisallowedHost: Invalid HTTP_HOST header: '${ip}'. You may need to add '${ip}' to ALLOWED_HOSTS.`,
      ];
    },
  },
  deprecations: [
    [
      "gunicorn",
      "[WARNING] py.warnings: /srv/ostara/.venv/lib/python3.11/site-packages/django/db/models/fields/__init__.py:1665: RemovedInDjango51Warning: The default value of USE_TZ will change from False to True in Django 5.0.",
    ],
    [
      "celery",
      "[WARNING/MainProcess] CPendingDeprecationWarning: The broker_connection_retry configuration setting will no longer determine whether broker connection retries are made during startup in Celery 6.0 and above.",
    ],
  ],
};

export const ESTATES: Record<string, Estate> = {
  hartley,
  bramble,
  northgate,
  calder,
  ostara,
};
export { sku };
