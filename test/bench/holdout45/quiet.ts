// The 12 quiet windows: ordinary classic-stack noise on top of an estate's background, no incident.
import { access, nginxTs } from "./estates.js";
import type { Stream } from "./stream.js";

export interface QuietDef {
  estate: string;
  note: string;
  run: (s: Stream) => void;
}

const mid = (s: Stream, f: number) => s.start + (s.end - s.start) * f;

function logrotate(s: Stream, web: string): void {
  const t = mid(s, 0.3);
  s.emit(
    t,
    "cron",
    "info",
    "(root) CMD (test -x /usr/sbin/anacron || { cd / && run-parts --report /etc/cron.daily; })",
  );
  s.emit(
    t + 2000,
    "rsyslogd",
    "info",
    ' [origin software="rsyslogd" swVersion="8.2112.0" x-pid="712" x-info="https://www.rsyslog.com"] rsyslogd was HUPed',
  );
  if (web === "nginx")
    s.emit(
      t + 2500,
      "nginx",
      "info",
      `${nginxTs(t + 2500)} [notice] 1120#1120: signal 10 (SIGUSR1) received from 51233, reopening logs`,
    );
  if (web === "gunicorn") s.emit(t + 2500, "gunicorn", "info", "[INFO] Handling signal: usr1");
  if (web === "php-fpm") s.emit(t + 2500, "php-fpm", "info", "NOTICE: error log file re-opened");
}
function sshBots(s: Stream): void {
  s.every("sshd", s.start, s.end, 20000, (r) => [
    "info",
    `Failed password for ${r.chance(0.7) ? "invalid user " : ""}${r.pick(["root", "admin", "test", "oracle", "deploy"])} from ${r.ip()} port ${r.int(30000, 65000)} ssh2`,
  ]);
  s.every("sshd", s.start, s.end, 60000, (r) => [
    "info",
    `Connection closed by authenticating user root ${r.ip()} port ${r.int(30000, 65000)} [preauth]`,
  ]);
}
function nothingToDo(s: Stream, job: string): void {
  for (const f of [0.2, 0.6]) {
    const t = mid(s, f);
    s.emit(t, job, "info", "no new files in /srv/incoming, nothing to do");
    s.emit(
      t + 300,
      "systemd",
      "warn",
      `${job.replace(".sh", "")}.service: Main process exited, code=exited, status=1/FAILURE`,
    );
    s.emit(t + 310, "systemd", "warn", `${job.replace(".sh", "")}.service: Failed with result 'exit-code'.`);
  }
}
function replicaLag(s: Stream): void {
  const t = mid(s, 0.45);
  s.emit(t, "monit", "warn", "'mysql_replica' Seconds_Behind_Source 74 s exceeds 60 s");
  s.emit(t + 60000, "monit", "warn", "'mysql_replica' Seconds_Behind_Source 31 s");
  s.emit(t + 120000, "monit", "info", "'mysql_replica' replication lag recovered (0 s)");
}
function phpNoise(s: Stream): void {
  s.every("php-fpm", s.start, s.end, 40000, (r) => [
    "warn",
    `[pool www] child ${r.int(2000, 9000)} said into stderr: "PHP Deprecated:  strlen(): Passing null to parameter #1 ($string) of type string is deprecated in /var/www/shop/vendor/magento/framework/Escaper.php on line ${r.int(300, 320)}"`,
  ]);
  s.emit(
    mid(s, 0.5),
    "php-fpm",
    "warn",
    "WARNING: [pool www] seems busy (you may need to increase pm.start_servers, or pm.min/max_spare_servers), spawning 8 children, there are 0 idle, and 11 total children",
  );
}
function slowQuery(s: Stream, db: string): void {
  for (const f of [0.25, 0.7]) {
    const t = mid(s, f);
    if (db === "postgres")
      s.emit(
        t,
        "postgres",
        "info",
        `LOG:  duration: ${s.r.int(2500, 6000)}.112 ms  statement: SELECT count(*) FROM "orders_order" WHERE created >= '2026-01-01'`,
      );
    else
      s.emit(
        t,
        "mysqld",
        "warn",
        `# Query_time: ${s.r.int(3, 9)}.204411  Lock_time: 0.000210 Rows_sent: 1  Rows_examined: ${s.r.int(300000, 900000)}\nSELECT COUNT(*) FROM shipment_events WHERE created_at > NOW() - INTERVAL 30 DAY;`,
      );
  }
}
function pumaPhased(s: Stream): void {
  const t = mid(s, 0.4);
  s.emit(t, "puma", "info", "- Starting phased worker restart, phase: 7");
  for (let w = 0; w < 3; w++) {
    s.emit(t + 2000 + w * 6000, "puma", "info", `- Stopping ${4100 + w} for phased upgrade...`);
    s.emit(t + 2100 + w * 6000, "puma", "info", `- TERM sent to ${4100 + w}...`);
    s.emit(t + 5000 + w * 6000, "puma", "info", `- Worker ${w} (PID: ${5200 + w}) booted in 2.${w + 3}s, phase: 7`);
  }
}

export const QUIETS: QuietDef[] = [
  {
    estate: "hartley",
    note: "logrotate's nightly reopen, PHP deprecations and a busy-pool warning, ssh bots",
    run: (s) => {
      logrotate(s, "nginx");
      logrotate(s, "php-fpm");
      phpNoise(s);
      sshBots(s);
    },
  },
  {
    estate: "hartley",
    note: "two slow-query log entries, the stock-sync timer exiting 1 on nothing to do, PHP notices",
    run: (s) => {
      slowQuery(s, "mysqld");
      nothingToDo(s, "stock-sync.sh");
      phpNoise(s);
    },
  },
  {
    estate: "hartley",
    note: "the MySQL replica lagging for two minutes and recovering, ssh bots at a steady rate",
    run: (s) => {
      replicaLag(s);
      sshBots(s);
    },
  },
  {
    estate: "bramble",
    note: "a Puma phased restart after a deploy, ssh bots, logrotate's rsyslog HUP",
    run: (s) => {
      pumaPhased(s);
      sshBots(s);
      logrotate(s, "puma");
    },
  },
  {
    estate: "bramble",
    note: "slow appointment queries in postgres and a cron script exiting 1 with nothing to do",
    run: (s) => {
      slowQuery(s, "postgres");
      nothingToDo(s, "export-insurers.sh");
    },
  },
  {
    estate: "bramble",
    note: "a Puma phased restart and a sidekiq job that fails once then succeeds on retry",
    run: (s) => {
      pumaPhased(s);
      const t = mid(s, 0.6);
      s.emit(
        t,
        "sidekiq",
        "warn",
        "pid=3011 tid=1x2 class=InvoiceMailerJob jid=5c0a7e2d91b4f38a6d1e0c77 INFO: fail\nNet::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)>",
      );
      s.emit(
        t + 32000,
        "sidekiq",
        "info",
        "pid=3011 tid=1x7 class=InvoiceMailerJob jid=5c0a7e2d91b4f38a6d1e0c77 elapsed=0.611 INFO: done",
      );
    },
  },
  {
    estate: "northgate",
    note: "slow shipment_events queries, logrotate, ssh bots on the web box",
    run: (s) => {
      slowQuery(s, "mysqld");
      logrotate(s, "nginx");
      sshBots(s);
    },
  },
  {
    estate: "northgate",
    note: "the replica lag blip and the EDI sweep timer exiting 1 on an empty inbox",
    run: (s) => {
      replicaLag(s);
      nothingToDo(s, "edi-sweep.sh");
    },
  },
  {
    estate: "calder",
    note: "IIS app pool recycle at its scheduled time and a few 404 scans",
    run: (s) => {
      const t = mid(s, 0.5);
      s.emit(
        t,
        "iis",
        "info",
        "A worker process with process id of '6120' serving application pool 'CalderPortal' has requested a recycle because it reached its scheduled recycle time.",
      );
      s.emit(t + 3000, "portal-app", "info", "info: Microsoft.Hosting.Lifetime[0] Application is shutting down...");
      s.emit(
        t + 5000,
        "portal-app",
        "info",
        "info: Microsoft.Hosting.Lifetime[0] Application started. Hosting environment: Production; Content root path: D:\\sites\\portal",
      );
      s.every("iis", s.start, s.end, 30000, (r, tt) => {
        const d = new Date(tt).toISOString();
        return [
          "warn",
          `${d.slice(0, 10)} ${d.slice(11, 19)} 10.4.0.10 GET ${r.pick(["/wp-login.php", "/.env", "/phpmyadmin/"])} - 443 - ${r.ip()} Go-http-client/1.1 - 404 0 2 1`,
        ];
      });
    },
  },
  {
    estate: "calder",
    note: "slow report queries in postgres and hangfire retries that succeed",
    run: (s) => slowQuery(s, "postgres"),
  },
  {
    estate: "ostara",
    note: "logrotate's reopen of gunicorn and nginx, a slow query, ssh bots",
    run: (s) => {
      logrotate(s, "nginx");
      logrotate(s, "gunicorn");
      slowQuery(s, "postgres");
      sshBots(s);
    },
  },
  {
    estate: "ostara",
    note: "the nightly backup.sh runs fine and a cron script exits 1 with nothing to do; a bot scans for /wp-admin",
    run: (s) => {
      const t = mid(s, 0.3);
      s.emit(t, "backup.sh", "info", "starting pg_dump ostara -> /var/backups/pg/ostara-20260601.dump");
      s.emit(t + 140000, "backup.sh", "info", "pg_dump finished (2.3G), uploaded to s3://ostara-backups/pg/ in 41s");
      nothingToDo(s, "import-orders.sh");
      s.every("nginx", s.start, s.end, 25000, (r, tt) =>
        access(r, tt, r.pick(["/wp-admin/", "/wp-login.php", "/xmlrpc.php"]), 404, 0.001),
      );
    },
  },
];
