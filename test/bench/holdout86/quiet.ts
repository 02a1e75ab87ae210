// Quiet windows: only the domain's normal noise, plus a harmless blip that recovers on its own.
import type { Estate } from "./estates.js";
import type { Rec } from "./formats.js";
import type { Rng } from "./rng.js";

const BLIPS: Record<string, { svc: string; lines: [Rec["level"], string][] }[]> = {
  kestrel: [
    {
      svc: "relay-out",
      lines: [
        ["warn", "warning: connect to mx.kabelmail.de[89.1.8.7]:25: Connection timed out"],
        ["info", "connect to mx2.kabelmail.de[89.1.8.8]:25 succeeded, delivering 14 queued messages"],
      ],
    },
    {
      svc: "dovecot",
      lines: [
        [
          "warn",
          "imap-login: Warning: Maximum number of connections from user+IP exceeded (mail_max_userip_connections=20): user=<office@drukwerk24.nl>",
        ],
        ["info", "imap-login: Login: user=<office@drukwerk24.nl>, method=PLAIN, TLS (after client backoff)"],
      ],
    },
  ],
  postwerk: [
    {
      svc: "jmap-api",
      lines: [
        [
          "warn",
          "c.z.hikari.pool.HikariPool - HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m2s).",
        ],
        ["info", "c.p.jmap.http.ApiHandler - latency back to normal p99=212ms"],
      ],
    },
    {
      svc: "blobstore",
      lines: [
        ["warn", "shard=7 slow fsync 1.8s (threshold 1s)"],
        ["info", "shard=7 fsync latency recovered p99=12ms"],
      ],
    },
  ],
  harbor: [
    {
      svc: "mariadb-shared",
      lines: [
        [
          "warn",
          "[Warning] Aborted connection 88412 to db: 'cust_2213' user: 'cust_2213' host: 'localhost' (Got an error reading communication packets)",
        ],
        ["info", "Query_time: 0.00231 Rows_examined: 12 db=cust_2213 (sampled)"],
      ],
    },
    {
      svc: "php-fpm",
      lines: [
        [
          "warn",
          "WARNING: [pool cust_5518] seems busy (you may need to increase pm.start_servers, or pm.min/max_spare_servers), spawning 8 children, there are 0 idle, and 11 total children",
        ],
        ["info", "NOTICE: [pool cust_5518] 6 idle children again"],
      ],
    },
  ],
  lumen: [
    {
      svc: "haproxy",
      lines: [
        [
          "warn",
          "Health check for server be_apache/web2 failed, reason: Layer7 timeout, check duration: 2001ms, status: 2/3 UP.",
        ],
        [
          "info",
          "Health check for server be_apache/web2 succeeded, reason: Layer7 check passed, code: 200, check duration: 4ms, status: 3/3 UP.",
        ],
      ],
    },
    {
      svc: "backup-runner",
      lines: [
        ["warn", "W, [2026-11-30] WARN -- : site388: upload attempt 1 failed (Net::ReadTimeout), retrying in 30s"],
        [
          "info",
          "I, [2026-11-30] INFO -- : site388: db dump uploaded (41 MB) to s3://lumen-backups/daily/ (attempt 2)",
        ],
      ],
    },
  ],
};

export function addQuietBlip(estate: Estate, r: Rng, recs: Rec[], atMs: number): Rec[] {
  const b = r.pick(BLIPS[estate.key] ?? []);
  const skew = recs.find((x) => x.svc === b.svc)?.skew ?? 0;
  let t = atMs;
  for (const [level, msg] of b.lines) {
    recs.push({ t, svc: b.svc, level, msg, skew });
    t += r.i(15000, 60000);
  }
  return recs.sort((a, c) => a.t + a.skew - (c.t + c.skew));
}
