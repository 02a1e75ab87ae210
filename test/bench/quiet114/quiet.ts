// Harmless noise that looks alarming in church software: each kind needs some roles and writes its lines into a
// stretch of the window. Quiet windows carry several kinds; incident windows carry the same kinds underneath.
import type { Role, Runtime } from "./estates.js";
import { access, type Ctx } from "./stream.js";

export interface Noise {
  kind: string;
  needs: Role[];
  /** what it looks like, for the label note */
  about: string;
  run(c: Ctx, from: number, to: number): void;
}

const DEPRECATIONS: Record<Runtime, string[]> = {
  node: [
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
  ],
  python: [
    "RemovedInDjango51Warning: The django.utils.timezone.utc alias is deprecated. Please update your code to use datetime.timezone.utc instead.",
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
  ],
  java: [
    "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
    "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
  ],
  ruby: [
    "DEPRECATION WARNING: `ActiveRecord::Base.connection` is soft deprecated. Use `#with_connection` instead. (called from block in perform at app/jobs/digest_job.rb:14)",
  ],
  dotnet: [
    "No XML encryptor configured. Key {4c1e0a77-{hex4}-4a0e-9f1c-{hex12}} may be persisted to storage in unencrypted form.",
    "Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.",
  ],
  go: [
    "grpc: Dial is deprecated: use NewClient instead (called from internal/clients/pool.go:41)",
    'config key "listen_addr" is deprecated and will be removed in v5, use "http.addr"',
  ],
  cpp: ["option --hls_flags delete_segments is deprecated, use -hls_delete_threshold"],
};

export const NOISES: readonly Noise[] = [
  {
    kind: "first-sunday-recurring-declines",
    needs: ["recurring"],
    about: "the monthly recurring-gift run declines a batch of cards and schedules retries",
    run(c, from, to) {
      const r = c.rng;
      const n = r.int(180, 900);
      const at = from + r.int(0, 60000);
      c.emit("recurring", at, "INFO", `recurring run RR-{n5} started: ${n} schedules due (monthly, 1st Sunday)`);
      let declined = 0;
      const reasons = [
        "card_declined (insufficient_funds)",
        "card_declined (do_not_honor)",
        "expired_card",
        "card_declined (generic_decline)",
        "incorrect_cvc",
      ];
      c.every(r.int(1500, 4000), at + 2000, Math.min(to, at + 8 * 60000), (t) => {
        declined++;
        c.emit(
          "recurring",
          t,
          "ERROR",
          `charge failed for schedule RS-{n6} (donor D{n6}, {fund}): ${r.pick(reasons)}; retry scheduled in 3 days, donor email queued`,
        );
      });
      c.emit(
        "recurring",
        Math.min(to - 1000, at + 8 * 60000 + 500),
        "INFO",
        `recurring run RR finished: ${n - declined} succeeded, ${declined} declined, 0 errors`,
      );
    },
  },
  {
    kind: "label-printer-offline",
    needs: ["labels"],
    about: "a kiosk label printer goes offline and jobs fail over to the next kiosk",
    run(c, from, to) {
      const r = c.rng;
      const k = r.pick(c.est.kiosks);
      const at = from + r.int(0, 90000);
      const back = Math.min(to - 1000, at + r.int(3, 7) * 60000);
      c.every(r.int(15000, 30000), at, back, (t) => {
        c.emit(
          "labels",
          t,
          "ERROR",
          `printer at ${k} unreachable: dial tcp 10.40.${r.int(1, 9)}.${r.int(20, 90)}:9100: connect: no route to host; job PJ-{n6} rerouted to nearest kiosk`,
        );
      });
      c.emit("labels", back, "INFO", `printer at ${k} back online (status READY, media 62mm)`);
    },
  },
  {
    kind: "printer-media-out",
    needs: ["labels"],
    about: "a label printer runs out of labels mid-rush and a volunteer reloads it",
    run(c, from, to) {
      const r = c.rng;
      const k = r.pick(c.est.kiosks);
      const at = from + r.int(0, 60000);
      const fix = Math.min(to - 1000, at + r.int(90, 240) * 1000);
      c.every(8000, at, fix, (t) =>
        c.emit(
          "labels",
          t,
          "ERROR",
          `job PJ-{n6} failed at ${k}: printer status PAPER_OUT (^HS media out), held in queue`,
        ),
      );
      c.emit("labels", fix, "INFO", `printer at ${k} status READY; released ${r.int(3, 12)} held jobs`);
    },
  },
  {
    kind: "group-full-signups",
    needs: ["events"],
    about: "sign-ups are refused because a popular group is full",
    run(c, from, to) {
      const r = c.rng;
      const ev = r.pick(["Youth Ski Trip", "Marriage Retreat", "VBS 2027 Early Sign-up"]);
      c.emit("events", from, "INFO", `"${ev}" reached capacity (120/120); waitlist enabled`);
      c.every(r.int(3000, 7000), from + 1000, to, (t) => {
        const tr = c.tid();
        c.emit(
          "gw",
          t,
          "WARN",
          access(c.rt("gw"), "POST", `/api/v2/events/EV${r.digits(4)}/registrations`, 409, r.int(30, 90)),
          { trace: tr },
        );
        c.emit(
          "events",
          t - 20,
          "WARN",
          `registration refused for "${ev}": capacity reached (waitlist position ${r.int(1, 60)})`,
          { trace: tr },
        );
      });
    },
  },
  {
    kind: "livestream-reconnects",
    needs: ["stream"],
    about: "livestream viewers on bad wifi reconnect and ask for expired segments",
    run(c, from, to) {
      const r = c.rng;
      c.every(r.int(1200, 3000), from, to, (t) => {
        if (r.chance(0.5))
          c.emit(
            "stream",
            t,
            "WARN",
            `GET /live/main/720p/seg_${r.digits(5)}.ts 404 0KB 1ms (segment outside playlist window, client resync)`,
          );
        else
          c.emit(
            "stream",
            t,
            "WARN",
            `viewer session vs_${r.hex(8)} dropped after ${r.int(3, 90)}m (client reset), reconnect #${r.int(1, 4)} accepted`,
          );
      });
    },
  },
  {
    kind: "sms-opted-out",
    needs: ["sms"],
    about: "bulk texts hit numbers that replied STOP",
    run(c, from, to) {
      const r = c.rng;
      const at = from + r.int(0, 60000);
      c.emit("sms", at, "INFO", `bulk send "Sunday reminder" started: ${r.int(800, 3000)} recipients`);
      c.every(r.int(1500, 3000), at, Math.min(to, at + 6 * 60000), (t) =>
        c.emit(
          "sms",
          t,
          "ERROR",
          "Twilio REST 400 (code 21610): Attempt to send to unsubscribed recipient +1******{n4}; marked opted_out",
        ),
      );
    },
  },
  {
    kind: "carrier-filtered",
    needs: ["sms"],
    about: "carriers filter a few texts as spam (30007) and they are not retried",
    run(c, from, to) {
      c.every(c.rng.int(8000, 20000), from, to, (t) =>
        c.emit("sms", t, "WARN", "delivery failed SM{hex32}: 30007 Message filtered (carrier violation); not retried"),
      );
    },
  },
  {
    kind: "email-hard-bounces",
    needs: ["email"],
    about: "the weekly newsletter hard-bounces to stale addresses",
    run(c, from, to) {
      const r = c.rng;
      c.every(r.int(1500, 4000), from, to, (t) =>
        c.emit(
          "email",
          t,
          "ERROR",
          `bounce for campaign C${r.digits(5)}: <${r.pick(["jsmith", "mary.k", "pastor.old", "youth2019", "thefamily"])}{n2}@${r.pick(["aol.com", "yahoo.com", "comcast.net", "hotmail.com"])}> 550 5.1.1 The email account that you tried to reach does not exist; added to suppression list`,
        ),
      );
    },
  },
  {
    kind: "deprecations",
    needs: ["gw"],
    about: "deprecation warnings from several runtimes",
    run(c, from, to) {
      for (const role of Object.keys(c.est.services) as Role[]) {
        if (!c.rng.chance(0.45)) continue;
        const msgs = DEPRECATIONS[c.rt(role)];
        c.every(c.rng.int(40000, 120000), from, to, (t) => c.emit(role, t, "WARN", c.rng.pick(msgs)));
      }
    },
  },
  {
    kind: "security-code-mismatch",
    needs: ["checkin"],
    about: "pickup scans with the wrong guardian tag are refused, then succeed",
    run(c, from, to) {
      const r = c.rng;
      c.every(r.int(20000, 50000), from, to, (t) => {
        c.emit(
          "checkin",
          t,
          "WARN",
          `pickup denied for P{n6} in "{room}": security code ${r.hex(4).toUpperCase()} does not match guardian tag; staff notified`,
        );
        if (r.chance(0.8))
          c.emit(
            "checkin",
            t + r.int(20000, 90000),
            "INFO",
            "pickup confirmed for P{n6} (code match, guardian HH-{n5})",
          );
      });
    },
  },
  {
    kind: "kiosk-heartbeats",
    needs: ["checkin"],
    about: "kiosks powered down after the early service miss heartbeats",
    run(c, from, to) {
      const r = c.rng;
      const k = r.pick(c.est.kiosks);
      c.every(60000, from, to, (t) =>
        c.emit(
          "checkin",
          t,
          "WARN",
          `kiosk ${k} missed ${r.int(3, 12)} heartbeats (last seen ${r.int(5, 40)}m ago), marked offline`,
        ),
      );
    },
  },
  {
    kind: "card-testing-blocked",
    needs: ["giving"],
    about: "a card-testing bot on the giving page is blocked by fraud rules and rate limits",
    run(c, from, to) {
      const r = c.rng;
      const ip = `185.${r.int(100, 250)}.${r.int(1, 250)}.${r.int(1, 250)}`;
      const end = Math.min(to, from + r.int(3, 8) * 60000);
      c.every(r.int(600, 1500), from, end, (t) => {
        if (r.chance(0.6))
          c.emit(
            "gw",
            t,
            "WARN",
            access(c.rt("gw"), "POST", "/api/v2/giving/gifts", 429, 2, `rate limit 10/min exceeded for ${ip}`),
          );
        else
          c.emit(
            "giving",
            t,
            "WARN",
            `payment blocked by fraud rules: radar risk_level=highest, 1.00 USD from ${ip} (card testing pattern)`,
          );
      });
      c.emit("gw", end, "INFO", `temporary block for ${ip} added to WAF (card testing)`);
    },
  },
  {
    kind: "webhook-retry-succeeds",
    needs: ["giving"],
    about: "outgoing accounting webhooks time out once and succeed on retry",
    run(c, from, to) {
      const r = c.rng;
      c.every(r.int(30000, 70000), from, to, (t) => {
        c.emit(
          "giving",
          t,
          "WARN",
          `webhook delivery to accounting export (QuickBooks sync) failed: read timeout after 10s; attempt 1/5, retrying in 30s`,
        );
        c.emit(
          "giving",
          t + 30000 + r.int(100, 900),
          "INFO",
          "webhook delivery to accounting export (QuickBooks sync) succeeded on attempt 2 (412ms)",
        );
      });
    },
  },
  {
    kind: "ach-returns",
    needs: ["giving"],
    about: "the daily ACH return file lists a few returned bank gifts",
    run(c, from) {
      const r = c.rng;
      const at = from + r.int(0, 120000);
      const n = r.int(4, 15);
      c.emit("giving", at, "INFO", `processing ACH return file RET-${r.digits(8)} (${n} entries)`);
      for (let i = 0; i < n; i++)
        c.emit(
          "giving",
          at + 200 * (i + 1),
          "ERROR",
          `ACH return ${r.pick(["R01 Insufficient Funds", "R02 Account Closed", "R03 No Account/Unable to Locate", "R01 Insufficient Funds"])} for gift GF-{n7}; gift reversed, donor notified`,
        );
    },
  },
  {
    kind: "login-failures",
    needs: ["gw"],
    about: "members mistype passwords and one account is locked out",
    run(c, from, to) {
      const r = c.rng;
      c.every(r.int(8000, 20000), from, to, (t) =>
        c.emit("gw", t, "WARN", access(c.rt("gw"), "POST", "/auth/login", 401, r.int(180, 400), "invalid credentials")),
      );
      c.emit(
        "gw",
        from + r.int(60000, 180000),
        "WARN",
        "account locked for 15m after 5 failed logins: user u_{n6} (member portal)",
      );
    },
  },
  {
    kind: "token-refresh",
    needs: ["gw"],
    about: "mobile app access tokens expire and refresh",
    run(c, from, to) {
      c.every(c.rng.int(4000, 9000), from, to, (t) =>
        c.emit("gw", t, "WARN", "JWT expired for session s_{hex8} (exp 1h), client refreshed token"),
      );
    },
  },
  {
    kind: "bot-404s",
    needs: ["gw"],
    about: "scanners probe the church website for WordPress paths",
    run(c, from, to) {
      const r = c.rng;
      const paths = [
        "/wp-login.php",
        "/xmlrpc.php",
        "/.env",
        "/wp-admin/setup-config.php",
        "/phpmyadmin/",
        "/.git/config",
      ];
      const at = from + r.int(0, 120000);
      c.every(400, at, Math.min(to, at + r.int(40, 120) * 1000), (t) =>
        c.emit("gw", t, "WARN", access(c.rt("gw"), "GET", r.pick(paths), 404, 1)),
      );
    },
  },
  {
    kind: "slow-query-log",
    needs: ["directory"],
    about: "the directory logs slow reports run by church admins",
    run(c, from, to) {
      const r = c.rng;
      c.every(r.int(40000, 90000), from, to, (t) =>
        c.emit(
          "directory",
          t,
          "WARN",
          `slow query ${r.int(1200, 4800)}ms: SELECT ... FROM people p JOIN households h ... WHERE p.birthdate BETWEEN ... (report "Birthdays this month", admin u_{n5})`,
        ),
      );
    },
  },
  {
    kind: "csv-import-rows",
    needs: ["directory"],
    about: "an admin imports a CSV of new members with bad rows that are skipped",
    run(c, from) {
      const r = c.rng;
      const at = from + r.int(0, 180000);
      const n = r.int(8, 30);
      c.emit(
        "directory",
        at,
        "INFO",
        `import IMP-{n5} started: members_fall_${r.int(2019, 2026)}.csv (${r.int(200, 900)} rows)`,
      );
      for (let i = 0; i < n; i++)
        c.emit(
          "directory",
          at + 150 * (i + 1),
          "ERROR",
          `import IMP row ${r.int(2, 900)}: ${r.pick(["invalid phone number '555-CALL-NOW'", "birthdate '31/02/1987' is not a valid date", "email 'n/a' is not a valid address", "duplicate of P{n6} (same name and birthdate), skipped"])}`,
        );
      c.emit("directory", at + 150 * (n + 2), "INFO", `import IMP finished: ${n} rows skipped, see report`);
    },
  },
  {
    kind: "duplicate-households",
    needs: ["directory"],
    about: "the nightly duplicate finder flags possible duplicate households",
    run(c, from, to) {
      c.every(c.rng.int(10000, 30000), from, to, (t) =>
        c.emit(
          "directory",
          t,
          "WARN",
          "possible duplicate household: HH-{n5} and HH-{n5} (score 0.9{n1}); queued for review",
        ),
      );
    },
  },
  {
    kind: "jvm-gc-pauses",
    needs: ["gw"],
    about: "long but harmless GC pauses on a JVM service",
    run(c, from, to) {
      const roles = (Object.keys(c.est.services) as Role[]).filter((x) => c.rt(x) === "java" || c.rt(x) === "dotnet");
      if (roles.length === 0) return;
      const role = c.rng.pick(roles);
      const java = c.rt(role) === "java";
      c.every(c.rng.int(30000, 70000), from, to, (t) =>
        c.emit(
          role,
          t,
          "WARN",
          java
            ? `[gc] GC(${c.rng.int(200, 900)}) Pause Young (G1 Evacuation Pause) 1${c.rng.int(0, 9)}${c.rng.int(10, 99)}M->3${c.rng.int(10, 99)}M(2048M) ${c.rng.int(250, 700)}.${c.rng.int(100, 999)}ms`
            : `GC pause gen2 ${c.rng.int(200, 600)}ms (heap 1.${c.rng.int(1, 8)}GB, server GC)`,
        ),
      );
    },
  },
  {
    kind: "pool-high-water",
    needs: ["checkin"],
    about: "the Sunday-morning rush pushes connection pools near their limit",
    run(c, from, to) {
      c.every(c.rng.int(20000, 45000), from, to, (t) =>
        c.emit("checkin", t, "WARN", `db pool high water mark: ${c.rng.int(17, 19)}/20 connections in use, 0 waiting`),
      );
    },
  },
  {
    kind: "sidekiq-retry-succeeds",
    needs: ["volunteers"],
    about: "reminder jobs time out once and succeed on retry",
    run(c, from, to) {
      const r = c.rng;
      c.every(r.int(20000, 50000), from, to, (t) => {
        const jid = r.hex(24);
        c.emit(
          "volunteers",
          t,
          "WARN",
          `SendShiftReminderJob JID-${jid} failed: Net::ReadTimeout with #<TCPSocket:(closed)>; retry 1 in 26s`,
        );
        c.emit(
          "volunteers",
          t + 26000 + r.int(0, 3000),
          "INFO",
          `SendShiftReminderJob JID-${jid} done: 1.2 sec (retry 1)`,
        );
      });
    },
  },
  {
    kind: "volunteer-declines",
    needs: ["volunteers"],
    about: "volunteers decline Sunday shifts and positions go unfilled",
    run(c, from, to) {
      c.every(c.rng.int(15000, 40000), from, to, (t) =>
        c.emit(
          "volunteers",
          t,
          "WARN",
          `P{n6} declined "${c.rng.pick(["Nursery", "Parking Team", "Greeter", "Camera 2"])}" for Sun 9:30; position now UNFILLED (0 substitutes available)`,
        ),
      );
    },
  },
  {
    kind: "schedule-conflicts",
    needs: ["volunteers"],
    about: "scheduler refuses double-booked volunteers",
    run(c, from, to) {
      c.every(c.rng.int(15000, 40000), from, to, (t) =>
        c.emit(
          "volunteers",
          t,
          "ERROR",
          "cannot schedule P{n6}: conflict with existing assignment (blockout date Sun) - skipped",
        ),
      );
    },
  },
  {
    kind: "dst-event-warnings",
    needs: ["events"],
    about: "event times near a daylight-saving change are flagged",
    run(c, from, to) {
      c.every(c.rng.int(20000, 60000), from, to, (t) =>
        c.emit(
          "events",
          t,
          "WARN",
          `recurrence for "Easter Sunrise Service" EV{n4} falls in a DST gap (America/Chicago); shifted to 03:00`,
        ),
      );
    },
  },
  {
    kind: "stream-bitrate-drop",
    needs: ["stream"],
    about: "the sanctuary uplink congests and the encoder drops bitrate, then recovers",
    run(c, from, to) {
      const r = c.rng;
      const at = from + r.int(0, 120000);
      for (let i = 0; i < r.int(4, 9); i++)
        c.emit(
          "stream",
          at + i * r.int(5000, 12000),
          "WARN",
          `ingest live/main: ${r.int(10, 120)} frames dropped (uplink congestion), ABR step down to ${r.pick([4500, 3500, 2500])}kbps`,
        );
      c.emit(
        "stream",
        Math.min(to - 1, at + 150000),
        "INFO",
        "ingest live/main: bitrate restored to 6000kbps, 0 dropped in last 60s",
      );
    },
  },
  {
    kind: "chat-client-disconnects",
    needs: ["chat"],
    about: "livestream chat sockets close as viewers leave at the benediction",
    run(c, from, to) {
      c.every(c.rng.int(800, 2000), from, to, (t) =>
        c.emit(
          "chat",
          t,
          "WARN",
          `socket ${c.rng.hex(10)} closed abnormally (code 1006, no close frame) after ${c.rng.int(1, 80)}m`,
        ),
      );
    },
  },
  {
    kind: "chat-profanity-filter",
    needs: ["chat"],
    about: "chat moderation rejects spam messages",
    run(c, from, to) {
      c.every(c.rng.int(6000, 15000), from, to, (t) =>
        c.emit("chat", t, "WARN", "message from viewer v_{hex6} rejected by moderation (link spam), user muted 10m"),
      );
    },
  },
  {
    kind: "es-shard-relocation",
    needs: ["search"],
    about: "the search cluster rebalances a shard and goes yellow for a while",
    run(c, from, to) {
      const r = c.rng;
      const at = from + r.int(0, 120000);
      const idx = `people-v7`;
      c.emit(
        "search",
        at,
        "INFO",
        `[o.e.c.r.a.AllocationService] [es-data-1] Cluster health status changed from [GREEN] to [YELLOW] (reason: [shards started [[${idx}][2]]]).`,
      );
      c.emit(
        "search",
        at + 200,
        "WARN",
        `[o.e.c.r.a.DiskThresholdMonitor] [es-master-0] high disk watermark [90%] exceeded on [es-data-2] free: 9.${r.int(1, 9)}gb[9.${r.int(1, 9)}%], shards will be relocated away from this node`,
      );
      c.emit(
        "search",
        Math.min(to - 1, at + r.int(90000, 200000)),
        "INFO",
        `[o.e.c.r.a.AllocationService] [es-data-1] Cluster health status changed from [YELLOW] to [GREEN] (reason: [shards started [[${idx}][2]]]).`,
      );
    },
  },
  {
    kind: "cache-miss-after-flush",
    needs: ["gw"],
    about: "a cache flush after a content publish produces a burst of misses",
    run(c, from) {
      const r = c.rng;
      const at = from + r.int(0, 180000);
      c.emit("gw", at, "INFO", "CMS publish: sermon series page updated, cache namespace 'site' flushed");
      for (let i = 0; i < r.int(10, 25); i++)
        c.emit("gw", at + 300 * i, "WARN", `redis GET site:page:${r.hex(8)} miss, rebuilding (${r.int(300, 1400)}ms)`);
    },
  },
  {
    kind: "client-aborts",
    needs: ["gw"],
    about: "app users close the app mid-request",
    run(c, from, to) {
      c.every(c.rng.int(5000, 12000), from, to, (t) =>
        c.emit(
          "gw",
          t,
          "WARN",
          access(c.rt("gw"), "GET", "/api/v2/me/giving-history", 499, c.rng.int(800, 4000), "client closed request"),
        ),
      );
    },
  },
  {
    kind: "receipt-pdf-fonts",
    needs: ["giving"],
    about: "year-end statement renderer warns about missing glyphs",
    run(c, from, to) {
      c.every(c.rng.int(10000, 25000), from, to, (t) =>
        c.emit(
          "giving",
          t,
          "WARN",
          "statement ST-{n6}: glyph missing for U+{hex4} in font 'Lato-Regular', substituted (donor name)",
        ),
      );
    },
  },
  {
    kind: "backup-window",
    needs: ["directory"],
    about: "the scheduled database backup slows a few queries and finishes",
    run(c, from) {
      const r = c.rng;
      const at = from + r.int(0, 60000);
      c.emit("directory", at, "INFO", "scheduled pg_dump started (people, households, attendance)");
      for (let i = 0; i < 5; i++)
        c.emit(
          "directory",
          at + 30000 * (i + 1),
          "WARN",
          `query took ${r.int(900, 2500)}ms during backup window (statement_timeout 5s)`,
        );
      c.emit("directory", at + 200000, "INFO", `pg_dump finished in 3m${r.int(10, 59)}s, 1.${r.int(1, 9)}GB uploaded`);
    },
  },
  {
    kind: "allergy-alert-labels",
    needs: ["checkin"],
    about: "children with allergy notes trigger loud but expected check-in alerts",
    run(c, from, to) {
      c.every(c.rng.int(15000, 40000), from, to, (t) =>
        c.emit(
          "checkin",
          t,
          "WARN",
          `ALERT medical note on P{n6} (${c.rng.pick(["peanut allergy", "epipen on file", "asthma inhaler"])}): allergy banner printed, room leader notified`,
        ),
      );
    },
  },
];
