// Harmless noise from running the platform: scrapers, scanners, restarts, rotations, backfills, rebalances.
import { day, lg } from "./background.js";
import { apptId, BROWSERS, formId } from "./domain.js";
import { podIp } from "./flows.js";
import { nginxErrTime } from "./formats.js";
import { rollingDeploy } from "./lifecycle.js";
import { count, jvm, line, req, span, times } from "./noise-util.js";
import { dotnetTrace, javaTrace, nodeTrace, pyTrace, rubyTrace } from "./stacks.js";
import type { Ctx, NoiseKind, Service } from "./types.js";

const scraper: NoiseKind = {
  key: "scraper_rate_limited",
  title: "an image scraper walking the portfolios, held back with 429s",
  roles: ["edge", "portfolio"],
  gen(c, size) {
    const { r, e } = c;
    const p = c.s("portfolio");
    const edge = c.s("edge");
    const ip = r.ip("public");
    const agent = r.pick([
      "Mozilla/5.0 (compatible; ImgHarvest/1.2; +http://imgharvest.example/bot)",
      "python-requests/2.31.0",
      "Scrapy/2.11.1 (+https://scrapy.org)",
    ]);
    const [a0, a1] = span(c, 0.3, 0.7);
    for (const t of times(c, count(c, size, 120, 320), a0, a1)) {
      const limited = r.chance(0.7);
      const path = `${e.paths.gallery}/${r.pick(e.artists)}/${r.hex(12)}.webp?w=1280`;
      const flags = edge.runtime === "envoy" && limited ? "RL" : undefined;
      const term = edge.runtime === "haproxy" && limited ? "PR--" : undefined;
      const atEdge = limited && (edge.runtime === "envoy" || edge.runtime === "haproxy");
      req(c, t, {
        method: "GET",
        path,
        status: limited ? 429 : 200,
        ms: limited ? r.int(0, 3) : r.int(5, 40),
        ua: agent,
        ip,
        flags,
        term,
        upstream: atEdge ? null : p,
        hops: atEdge
          ? []
          : [
              {
                svc: p,
                at: 1,
                lines:
                  limited && r.chance(0.3)
                    ? [{ dt: 1, level: "warn", msg: `rate limit exceeded key=ip:${ip} bucket=gallery limit=120/min` }]
                    : [],
              },
            ],
      });
    }
    if (edge.runtime === "nginx")
      for (const t of times(c, count(c, size, 10, 30), a0, a1))
        line(
          c,
          t,
          edge,
          "warn",
          `${nginxErrTime(t + c.skew(edge))} [error] 31#31: *${r.int(10000, 99999)} limiting requests, excess: 20.${r.int(100, 999)} by zone "gallery", client: ${ip}, server: ${e.host}, request: "GET ${e.paths.gallery}/${r.pick(e.artists)}/${r.hex(12)}.webp?w=1280 HTTP/1.1", host: "${e.host}"`,
          { stderr: true },
        );
  },
};

const SCAN_PATHS = [
  "/wp-login.php",
  "/wp-admin/setup-config.php",
  "/.env",
  "/.git/config",
  "/actuator/env",
  "/actuator/heapdump",
  "/cgi-bin/luci/;stok=/locale",
  "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
  "/api/v2/../../../../etc/passwd",
  "/server-status",
  "/.aws/credentials",
  "/phpmyadmin/index.php",
  "/boaform/admin/formLogin",
  "/owa/auth/logon.aspx",
  "/console/login/LoginForm.jsp",
];

const vulnScanner: NoiseKind = {
  key: "vuln_scanner",
  title: "a vulnerability scanner probing for WordPress, dotfiles, actuator and traversal",
  roles: ["edge", "bff"],
  gen(c, size) {
    const { r, e } = c;
    const bff = c.s("bff");
    const ip = r.ip("public");
    const agent = r.pick([
      "Mozilla/5.0 (compatible; Nmap Scripting Engine; https://nmap.org/book/nse.html)",
      "Mozilla/5.0 zgrab/0.x",
      "Nuclei - Open-source project (github.com/projectdiscovery/nuclei)",
      BROWSERS[2] as string,
    ]);
    const [a0, a1] = span(c, 0.1, 0.35);
    for (const t of times(c, count(c, size, 90, 240), a0, a1)) {
      const path = r.chance(0.2)
        ? `${e.paths.slots}?studio=${r.pick(["'%20OR%201=1--", "%3Cscript%3Ealert(1)%3C/script%3E", "%24%7Bjndi:ldap://x%7D"])}`
        : r.pick(SCAN_PATHS) + (r.chance(0.2) ? `?${r.alnum(4)}=${r.alnum(6)}` : "");
      const status = path.startsWith(e.paths.slots) ? 400 : r.pick([404, 404, 404, 403]);
      const lines: Array<{ dt: number; level: "warn" | "fatal" | "info" | "error"; msg: string; stack?: string[] }> =
        [];
      if (bff.runtime === "ruby" && status === 404)
        lines.push({
          dt: 1,
          level: "fatal",
          msg: `ActionController::RoutingError (No route matches [GET] "${path.split("?")[0]}"):`,
          stack: [
            "",
            "actionpack (7.1.3) lib/action_dispatch/middleware/debug_exceptions.rb:34:in `call'",
            "actionpack (7.1.3) lib/action_dispatch/middleware/show_exceptions.rb:31:in `call'",
          ],
        });
      else if (status === 400)
        lines.push({
          dt: 1,
          level: bff.runtime === "node" ? "error" : "warn",
          msg: `invalid query parameter studio: must match ^[a-z-]+$ (got ${path.split("studio=")[1]?.slice(0, 24)})`,
          stack:
            bff.runtime === "node"
              ? nodeTrace("BadRequestException: Validation failed (studio)", [
                  "ValidationPipe.transform (/app/node_modules/@nestjs/common/pipes/validation.pipe.js:74:30)",
                  "async resolveParamValue (/app/node_modules/@nestjs/core/router/router-execution-context.js:148:23)",
                ])
              : undefined,
        });
      else if (r.chance(0.4))
        lines.push({ dt: 1, level: "warn", msg: `no route for GET ${path.split("?")[0]} from ${ip}` });
      req(c, t, {
        method: r.chance(0.85) ? "GET" : "POST",
        path,
        status,
        ms: r.int(1, 9),
        ua: agent,
        ip,
        upstream: bff,
        hops: [{ svc: bff, at: 1, lines }],
      });
    }
  },
};

const rollingRestart: NoiseKind = {
  key: "rolling_restart",
  title: "a routine rolling deploy: pods drain, a few calls refused and retried successfully",
  roles: ["bff", "booking"],
  gen(c, size) {
    const { r, e } = c;
    const target = r.pick([
      c.s("booking"),
      ...(c.present.has("consent") ? [c.s("consent")] : []),
      ...(c.present.has("portfolio") ? [c.s("portfolio")] : []),
    ]);
    const bff = c.s("bff");
    const t0 = c.t0 + (c.t1 - c.t0) * r.float(0.15, 0.55);
    const v = target.version.replace(/(\d+)$/, (m) => String(Number(m) + 1));
    const end = rollingDeploy(c, target, t0, v, size === "main" ? 30000 : 15000);
    const n = size === "main" ? r.int(8, 22) : r.int(2, 6);
    for (const t of times(c, n, t0, Math.min(end, c.t1 - 3000))) {
      const ip = `${podIp(r.pick(target.pods))}:${target.port}`;
      const err =
        bff.runtime === "node"
          ? `connect ECONNREFUSED ${ip}`
          : bff.runtime === "ruby"
            ? `Errno::ECONNREFUSED: Failed to open TCP connection to ${target.name}:${target.port} (Connection refused - connect(2) for "${target.name}" port ${target.port})`
            : `read: connection reset by peer`;
      line(c, t, bff, "warn", `call to ${target.name} failed (${err}), retrying 1/2`);
      line(c, t + r.int(80, 400), bff, "info", `retry to ${target.name} succeeded`);
    }
    if (size === "main")
      line(c, end + 1000, bff, "info", `${target.name} rollout to ${v} observed: all upstream endpoints healthy`);
    void e;
  },
};

const certRotation: NoiseKind = {
  key: "cert_rotation",
  title: "certificate rotation at the edge: reload, and the usual handshake failures from bots and old clients",
  roles: ["edge"],
  gen(c, size) {
    const { r, e } = c;
    const edge = c.s("edge");
    const t0 = c.t0 + (c.t1 - c.t0) * r.float(0.1, 0.6);
    const cn = e.host;
    switch (edge.runtime) {
      case "envoy":
        line(
          c,
          t0,
          edge,
          "info",
          `sds: secret "${e.namespace}-tls" updated (cert-manager renewal, not after ${day(t0 + 90 * 86400000)})`,
        );
        line(c, t0 + 40, edge, "info", `lds: add/update listener 'https_listener'`);
        break;
      case "nginx":
        line(
          c,
          t0,
          edge,
          "info",
          `${nginxErrTime(t0)} [notice] 1#1: signal 1 (SIGHUP) received from 412, reconfiguring`,
          { stderr: true },
        );
        line(c, t0 + 5, edge, "info", `${nginxErrTime(t0)} [notice] 1#1: reconfiguring`, { stderr: true });
        line(c, t0 + 60, edge, "info", `${nginxErrTime(t0)} [notice] 1#1: start worker processes`, { stderr: true });
        line(c, t0 + 900, edge, "info", `${nginxErrTime(t0 + 900)} [notice] 24#24: gracefully shutting down`, {
          stderr: true,
        });
        break;
      case "traefik":
        line(c, t0, edge, "info", `Adding certificate for domain(s) ${cn},www.${cn}`);
        line(c, t0 + 20, edge, "warn", `Certificate ${r.hex(16)} for domain ${cn} replaced (renewed by cert-manager)`);
        break;
      default:
        line(
          c,
          t0,
          edge,
          "info",
          `Reexecuting Master process (SIGUSR2) to load renewed certificate /etc/haproxy/certs/${cn}.pem`,
        );
        line(c, t0 + 300, edge, "warn", `Proxy fe_https started.`);
        line(c, t0 + 400, edge, "warn", `Stopping frontend fe_https in 0 ms.`);
    }
    for (const t of times(c, count(c, size, 40, 120))) {
      const ip = r.ip("public");
      const port = r.int(20000, 65000);
      const msg =
        edge.runtime === "nginx"
          ? `${nginxErrTime(t)} [crit] 27#27: *${r.int(1000, 99999)} SSL_do_handshake() failed (SSL: error:0A00006C:SSL routines::bad key share) while SSL handshaking, client: ${ip}, server: 0.0.0.0:443`
          : edge.runtime === "envoy"
            ? `[C${r.int(10000, 999999)}] TLS error: 268435703:SSL routines:OPENSSL_internal:WRONG_VERSION_NUMBER from ${ip}:${port}`
            : edge.runtime === "traefik"
              ? `http: TLS handshake error from ${ip}:${port}: ${r.pick(["EOF", "tls: client offered only unsupported versions: [302 301]", "remote error: tls: bad certificate", "tls: no cipher suite supported by both client and server"])}`
              : `${ip}:${port} [${day(t)}] fe_https/1: SSL handshake failure`;
      line(c, t, edge, edge.runtime === "nginx" ? "error" : edge.runtime === "envoy" ? "debug" : "warn", msg, {
        stderr: edge.runtime === "nginx",
      });
    }
  },
};

const backfillDuplicates: NoiseKind = {
  key: "backfill_duplicates",
  title: "a backfill copying signed consent PDFs into the new archive, skipping rows already there",
  roles: ["worker", "consent"],
  gen(c, size) {
    const { r, e } = c;
    const w = c.s("worker");
    const total = r.int(180, 420);
    let t = c.t0 + r.int(10000, 60000);
    const batches = size === "main" ? r.int(12, 30) : r.int(3, 6);
    line(
      c,
      t,
      w,
      "info",
      `backfill consent_archive_v2: resuming at batch ${r.int(10, 60)} of ${total} (500 rows each)`,
      { logger: lg(w, "backfill") },
    );
    for (let b = 0; b < batches && t < c.t1 - 10000; b++) {
      t += r.int(8000, 30000);
      const dups = r.int(0, size === "main" ? 14 : 4);
      for (let k = 0; k < dups; k++) {
        const f = formId(r, e);
        const tt = t - r.int(100, 7000);
        if (w.runtime === "python" && k % 5 === 0)
          line(c, tt, w, "error", `skipping consent ${f}: already archived`, {
            logger: lg(w, "backfill"),
            stack: pyTrace(
              "psycopg2.errors.UniqueViolation",
              `duplicate key value violates unique constraint "consent_archive_v2_form_id_key"\nDETAIL:  Key (form_id)=(${f}) already exists.`,
              [["/app/nightly/backfill/consent_archive.py", 88, "copy_batch", "cur.execute(INSERT_SQL, row)"]],
            ),
          });
        else
          line(
            c,
            tt,
            w,
            "warn",
            `duplicate key value violates unique constraint "consent_archive_v2_form_id_key" - consent ${f} already archived, skipping`,
            { logger: lg(w, "backfill") },
          );
      }
      line(
        c,
        t,
        w,
        "info",
        `backfill consent_archive_v2 batch done: 500 rows, ${500 - dups} copied, ${dups} duplicates skipped, ${r.int(0, 1)} retried`,
        { logger: lg(w, "backfill") },
      );
    }
  },
};

const consumerRebalance: NoiseKind = {
  key: "consumer_rebalance",
  title: "a consumer group rebalancing while a replica restarts; one commit refused, messages redelivered",
  roles: ["booking", "aftercare"],
  gen(c, size) {
    const { r, e } = c;
    const reps = size === "main" ? r.int(2, 4) : 1;
    for (let k = 0; k < reps; k++) {
      const s = r.pick([c.s("booking"), c.s("aftercare")]);
      const t = c.t0 + (c.t1 - c.t0) * r.float(0.1, 0.85);
      const topic = s.role === "booking" ? "deposits.v1" : "appointments.v1";
      if (e.broker.includes("kafka") || jvm(s)) {
        const cid = `${s.name}-${r.alnum(5)}`;
        const lines: Array<[number, "info" | "warn" | "error", string]> = [
          [
            0,
            "info",
            `[Consumer clientId=${cid}, groupId=${s.name}] Request joining group due to: group is already rebalancing`,
          ],
          [
            30,
            "info",
            `[Consumer clientId=${cid}, groupId=${s.name}] Revoke previously assigned partitions ${topic}-0, ${topic}-1, ${topic}-2`,
          ],
          [
            600,
            "warn",
            `[Consumer clientId=${cid}, groupId=${s.name}] Attempt to heartbeat failed since group is rebalancing`,
          ],
          [
            2400,
            "info",
            `[Consumer clientId=${cid}, groupId=${s.name}] Successfully joined group with generation Generation{generationId=${r.int(40, 900)}, memberId='${cid}-${r.uuid()}', protocol='cooperative-sticky'}`,
          ],
          [
            2500,
            "info",
            `[Consumer clientId=${cid}, groupId=${s.name}] Notifying assignor about the new Assignment(partitions=[${topic}-${r.int(0, 2)}, ${topic}-${r.int(3, 5)}])`,
          ],
        ];
        for (const [dt, lv, m] of lines)
          line(c, t + dt, s, lv, m, { logger: "org.apache.kafka.clients.consumer.internals.ConsumerCoordinator" });
        if (r.chance(0.7))
          line(
            c,
            t + 700,
            s,
            "error",
            `[Consumer clientId=${cid}, groupId=${s.name}] Offset commit failed on partition ${topic}-1 at offset ${r.int(100000, 200000)}: The coordinator is not aware of this member.`,
            {
              logger: "org.apache.kafka.clients.consumer.internals.ConsumerCoordinator",
              stack: javaTrace(
                "org.apache.kafka.clients.consumer.CommitFailedException",
                "Offset commit cannot be completed since the consumer is not part of an active group for auto partition assignment; it is likely that the consumer was kicked out of the group.",
                [
                  "org.apache.kafka.clients.consumer.internals.ConsumerCoordinator.sendOffsetCommitRequest(ConsumerCoordinator.java:1351)",
                ],
                "plain",
              ),
            },
          );
        line(
          c,
          t + 3500,
          s,
          "info",
          `redelivered ${r.int(3, 40)} messages after rebalance; all deduplicated by event id`,
          { logger: lg(s, "events.Consumer") },
        );
      } else if (e.broker.startsWith("amqp")) {
        line(
          c,
          t,
          s,
          "warn",
          `consumer channel closed by broker: (320) CONNECTION_FORCED - broker forced connection closure with reason 'shutdown' (rabbitmq node rolling upgrade)`,
          { logger: lg(s, "consumer") },
        );
        line(
          c,
          t + r.int(1000, 4000),
          s,
          "info",
          `reconnected to ${e.broker.replace("amqp://", "")}, re-declared queue ${topic}.${s.name}, prefetch=20`,
          { logger: lg(s, "consumer") },
        );
        line(
          c,
          t + r.int(4000, 6000),
          s,
          "info",
          `${r.int(2, 20)} unacked deliveries redelivered (redelivered=true), handled idempotently`,
          { logger: lg(s, "consumer") },
        );
      } else if (e.broker.startsWith("nats")) {
        line(
          c,
          t,
          s,
          "warn",
          `nats: consumer ${s.name}-${topic} leadership changed on stream APPOINTMENTS, pull request 408 Request Timeout, re-subscribing`,
        );
        line(
          c,
          t + r.int(800, 2500),
          s,
          "info",
          `nats: re-subscribed durable ${s.name}-${topic}, ${r.int(1, 15)} pending redelivered`,
        );
      } else {
        line(
          c,
          t,
          s,
          "warn",
          `Redis connection lost (Redis::ConnectionError: Connection reset by peer), sidekiq reconnecting`,
        );
        line(
          c,
          t + r.int(500, 2000),
          s,
          "info",
          `Redis connection re-established, ${r.int(0, 9)} jobs re-fetched from the super_fetch recovery queue`,
        );
      }
    }
  },
};

const reportKilled: NoiseKind = {
  key: "report_query_killed",
  title: "the monthly artist-commission report killed by statement_timeout, then rerun in chunks",
  roles: ["worker"],
  gen(c, size) {
    const { r, e } = c;
    const w = c.s("worker");
    const runs = size === "main" ? r.int(2, 4) : 1;
    for (let k = 0; k < runs; k++) {
      const t = c.t0 + (c.t1 - c.t0) * r.float(0.05, 0.8);
      line(c, t, w, "info", `commission_report: building ${day(t).slice(0, 7)} for ${e.studios.length} studios`, {
        logger: lg(w, "reports"),
      });
      const stack =
        w.runtime === "python"
          ? pyTrace("psycopg2.errors.QueryCanceled", "canceling statement due to statement timeout", [
              ["/app/reports/commission.py", 141, "build", "rows = session.execute(MONTHLY_SQL, params).fetchall()"],
              ["~/sqlalchemy/engine/base.py", 1969, "_exec_single_context", "self.dialect.do_execute("],
              ["~/sqlalchemy/engine/default.py", 922, "do_execute", "cursor.execute(statement, parameters)"],
            ])
          : rubyTrace(
              [
                "app/jobs/commission_report_job.rb:33:in `perform'",
                "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/connection_adapters/postgresql/database_statements.rb:55:in `exec'",
              ],
              false,
            );
      const msg =
        w.runtime === "ruby"
          ? "ActiveRecord::QueryCanceled: PG::QueryCanceled: ERROR:  canceling statement due to statement timeout"
          : "commission_report: query cancelled after 30s (statement_timeout)";
      line(c, t + 30000, w, "error", msg, { stack, logger: lg(w, "reports") });
      line(c, t + 30400, w, "warn", "commission_report: retrying per studio", { logger: lg(w, "reports") });
      for (let i = 0; i < e.studios.length; i++)
        line(
          c,
          t + 31000 + i * r.int(3000, 8000),
          w,
          "info",
          `commission_report: ${e.studios[i]} done (${r.int(80, 400)} appointments)`,
          { logger: lg(w, "reports") },
        );
    }
  },
};

function jvmService(c: Ctx): Service | null {
  const js = c.e.services.filter((s) => (s.runtime === "java" || s.runtime === "kotlin") && c.present.has(s.role));
  return js.length ? c.r.pick(js) : null;
}

const gcPauses: NoiseKind = {
  key: "gc_long_pauses",
  title: "long but healthy full GC pauses during an export, with Hikari's clock-leap warning",
  roles: [],
  only: (e) => e.services.some((s) => s.runtime === "java" || s.runtime === "kotlin"),
  gen(c, size) {
    const { r } = c;
    const s = jvmService(c);
    if (!s) return;
    const n = size === "main" ? r.int(6, 14) : r.int(1, 3);
    for (const t of times(c, n)) {
      const pod = r.pick(s.pods);
      const ms = r.float(600, 2400);
      c.emit({
        t,
        svc: s,
        pod,
        level: "info",
        msg: `[${new Date(t).toISOString().replace("Z", "+0000")}][info][gc] GC(${r.int(3000, 9000)}) Pause Full (G1 Compaction Pause) ${r.int(1800, 2000)}M->${r.int(500, 800)}M(2048M) ${ms.toFixed(3)}ms`,
      });
      if (r.chance(0.5))
        c.emit({
          t: t + ms + 50,
          svc: s,
          pod,
          level: "warn",
          msg: `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${(ms / 1000 + 30).toFixed(0)}s${r.int(100, 999)}ms).`,
          logger: "com.zaxxer.hikari.pool.HikariPool",
        });
    }
    line(c, c.t0 + 2000, s, "info", `export: monthly portfolio/analytics export running (heap pressure expected)`, {
      logger: lg(s, "export.ExportJob"),
    });
  },
};

const clientAborts: NoiseKind = {
  key: "client_aborts",
  title: "phones dropping connections mid-request: 499s, aborted requests and broken pipes",
  roles: ["edge", "bff", "portfolio"],
  gen(c, size) {
    const { r, e } = c;
    const bff = c.s("bff");
    const p = c.s("portfolio");
    const edge = c.s("edge");
    for (const t of times(c, count(c, size, 40, 120))) {
      const gallery = r.chance(0.5);
      const s = gallery ? p : bff;
      const path = gallery
        ? `${e.paths.gallery}/${r.pick(e.artists)}/${r.hex(12)}.webp?w=1280`
        : `${e.paths.slots}?studio=${r.pick(e.studios)}&artist=any&days=28`;
      const ms = r.int(800, 9000);
      const msg =
        s.runtime === "node"
          ? "request aborted by client"
          : s.runtime === "go"
            ? `write tcp ${podIp(s.pods[0] ?? "")}:${s.port}->${r.ip("10")}:${r.int(30000, 60000)}: write: broken pipe`
            : s.runtime === "ruby"
              ? "Puma caught this error: Broken pipe (Errno::EPIPE)"
              : "client disconnected before response";
      const lines = [
        {
          dt: ms - 2,
          level: (s.runtime === "go" || s.runtime === "node") && r.chance(0.5) ? ("error" as const) : ("warn" as const),
          msg,
          stack:
            s.runtime === "node" && r.chance(0.3)
              ? nodeTrace(
                  "Error: aborted",
                  [
                    "abortIncoming (node:_http_server:806:17)",
                    "socketOnClose (node:_http_server:800:3)",
                    "Socket.emit (node:events:530:35)",
                    "TCP.<anonymous> (node:net:337:12)",
                  ],
                  ["  code: 'ECONNRESET'"],
                )
              : undefined,
        },
      ];
      req(c, t, {
        method: "GET",
        path,
        status: edge.runtime === "nginx" ? 499 : edge.runtime === "envoy" ? 0 : edge.runtime === "haproxy" ? 200 : 499,
        flags: edge.runtime === "envoy" ? "DC" : undefined,
        term: edge.runtime === "haproxy" ? "CD--" : undefined,
        ms,
        upstream: s,
        upMs: null,
        hops: [{ svc: s, at: 1, lines }],
      });
    }
  },
};

const retrySuccess: NoiseKind = {
  key: "retry_then_success",
  title: "vendor blips (502/503 once) retried and delivered",
  roles: ["aftercare", "deposit"],
  gen(c, size) {
    const { r, e } = c;
    for (const t of times(c, count(c, size, 20, 60))) {
      const sms = r.chance(0.6);
      const s = sms ? c.s("aftercare") : c.s("deposit");
      const vend = sms ? e.smsVendor : e.payVendor;
      const code = r.pick([502, 503, 503, 504]);
      const msg =
        s.runtime === "dotnet"
          ? `Execution attempt. Source: '${vend.name}Client-standard//Standard-Retry', Operation Key: '', Result: '${code}', Handled: 'True', Attempt: '0', Execution Time: ${r.int(40, 900)}ms`
          : `${vend.host} answered ${code}, retry 1/3 in ${r.pick([1, 2, 4])}s`;
      line(c, t, s, "warn", msg, { logger: s.runtime === "dotnet" ? "Polly" : lg(s, "providers") });
      line(
        c,
        t + r.int(1200, 4500),
        s,
        "info",
        sms
          ? `${vend.name} accepted message SM${r.hex(32)} on attempt 2`
          : `${vend.name} call succeeded on attempt 2 (${payRefLite(c)})`,
        { logger: lg(s, "providers") },
      );
    }
  },
};

function payRefLite(c: Ctx): string {
  return `ref ${c.r.alnum(10)}`;
}

const poolRecycle: NoiseKind = {
  key: "pool_recycle",
  title: "database connections closed by the server's idle timeout, noticed and replaced by the pool",
  roles: ["booking"],
  gen(c, size) {
    const { r, e } = c;
    const cands = e.services.filter(
      (s) => c.present.has(s.role) && ["booking", "deposit", "consent", "stock"].includes(s.role) && s.port > 0,
    );
    for (const t of times(c, count(c, size, 15, 40))) {
      const s = r.pick(cands);
      const pod = r.pick(s.pods);
      if (jvm(s))
        c.emit({
          t,
          svc: s,
          pod,
          level: "warn",
          msg: `HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${r.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
          logger: "com.zaxxer.hikari.pool.PoolBase",
        });
      else if (s.runtime === "python")
        c.emit({
          t,
          svc: s,
          pod,
          level: "warn",
          msg: "Disconnection detected on checkout, invalidating all pooled connections prior to current timestamp (pool_pre_ping)",
          logger: "sqlalchemy.pool.impl.QueuePool",
        });
      else if (s.runtime === "ruby")
        c.emit({
          t,
          svc: s,
          pod,
          level: "warn",
          msg: "PG::ConnectionBad: PQconsumeInput() server closed the connection unexpectedly - reconnecting (ActiveRecord verify!)",
        });
      else if (s.runtime === "dotnet")
        c.emit({
          t,
          svc: s,
          pod,
          level: "warn",
          msg: `An exception has been raised that is likely due to a transient failure. Consider enabling transient error resiliency by adding 'EnableRetryOnFailure' to the 'UseNpgsql' call.`,
          logger: "Microsoft.EntityFrameworkCore.Database.Connection",
          stack: dotnetTrace(
            "Npgsql.NpgsqlException (0x80004005)",
            "Exception while reading from stream",
            [
              "Npgsql.Internal.NpgsqlReadBuffer.<Ensure>g__EnsureLong|55_0(NpgsqlReadBuffer buffer, Int32 count, Boolean async, Boolean readingNotifications)",
              "Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
            ],
            {
              exc: "System.IO.EndOfStreamException",
              msg: "Attempted to read past the end of the stream.",
              frames: [
                "Npgsql.Internal.NpgsqlReadBuffer.<Ensure>g__EnsureLong|55_0(NpgsqlReadBuffer buffer, Int32 count, Boolean async, Boolean readingNotifications)",
              ],
            },
          ),
        });
      else
        c.emit({
          t,
          svc: s,
          pod,
          level: "warn",
          msg: `pgx: conn closed by server (idle_session_timeout), discarding and dialing ${e.db}`,
        });
    }
  },
};

const configReload: NoiseKind = {
  key: "config_reload",
  title: "feature flags and config maps reloaded, with warnings about unknown and deprecated keys",
  roles: ["bff"],
  gen(c, size) {
    const { r, e } = c;
    const n = size === "main" ? r.int(5, 10) : r.int(1, 3);
    const flags = [
      "booking.show_waitlist",
      "gallery.avif",
      "aftercare.cy_locale",
      "deposit.3ds_exemptions",
      "consent.v8_template",
      "flash.waiting_room",
    ];
    for (const t of times(c, n)) {
      const s = r.pick(e.services.filter((x) => c.present.has(x.role) && x.role !== "edge"));
      line(
        c,
        t,
        s,
        "info",
        `config reloaded from /etc/${s.name}/flags.yaml: ${r.int(30, 60)} flags, ${r.int(1, 3)} changed (${r.pick(flags)}=${r.chance(0.5)})`,
      );
      if (r.chance(0.6)) line(c, t + 3, s, "warn", `unknown config key '${r.pick(flags)}_v2' ignored`);
      if (r.chance(0.4))
        line(
          c,
          t + 5,
          s,
          "warn",
          `config key '${r.pick(["http.timeout", "db.pool", "smtp.tls"])}' is deprecated, use '${r.pick(["http.client.timeout", "database.pool.max", "mail.tls.mode"])}'`,
        );
    }
  },
};

const cronOverlap: NoiseKind = {
  key: "cron_overlap_skip",
  title: "scheduled jobs skipping a run because the previous one still holds its lock",
  roles: ["worker"],
  gen(c, size) {
    const { r } = c;
    const w = c.s("worker");
    const started = new Date(c.t0 - r.int(20, 70) * 60000).toISOString().slice(11, 19);
    for (const t of times(c, count(c, size, 12, 30))) {
      const job = r.pick(["portfolio_sitemap", "nightly_export", "deposit_reconcile", "reminder_dispatch"]);
      line(
        c,
        t,
        w,
        "warn",
        `${job}: could not obtain advisory lock ${r.int(1000, 9999)} - previous run still active (started ${started}), skipping this run`,
        { logger: lg(w, "scheduler") },
      );
      if (r.chance(0.25))
        line(
          c,
          t + 5,
          w,
          "warn",
          `Run time of job "${job} (trigger: cron[minute='*/5'])" was missed by 0:0${r.int(1, 4)}:${r.int(10, 59)}`,
          { logger: "apscheduler.executors.default" },
        );
    }
  },
};

const dlqReplay: NoiseKind = {
  key: "dlq_replay",
  title: "an operator replaying a dead-letter queue; stale messages fail again and are parked",
  roles: ["aftercare"],
  gen(c, size) {
    const { r, e } = c;
    const a = c.s("aftercare");
    const n = count(c, size, 40, 120);
    const [a0, a1] = span(c, 0.2, 0.5);
    line(c, a0 - 500, a, "info", `dlq replay requested by ops: aftercare.dlq -> aftercare.send (${n} messages)`, {
      logger: lg(a, "dlq"),
    });
    let parked = 0;
    for (const t of times(c, n, a0, a1)) {
      if (r.chance(0.4)) {
        parked++;
        const appt = apptId(r, e);
        line(
          c,
          t,
          a,
          "error",
          `replayed message for appt=${appt} failed again: appointment not found (erased or cancelled); parked in aftercare.parking`,
          {
            logger: lg(a, "dlq"),
            stack:
              a.runtime === "python"
                ? pyTrace(`${a.pkg}.errors.AppointmentNotFound`, appt, [
                    [`/app/${a.pkg}/tasks.py`, 77, "send_step", "appt = repo.get_appointment(msg.appointment_id)"],
                  ])
                : a.runtime === "node"
                  ? nodeTrace(`NotFoundError: appointment ${appt} not found`, [
                      "AppointmentsClient.get (/app/dist/clients/appointments.js:41:19)",
                      "async AftercareDispatcher.dispatch (/app/dist/dispatch.js:118:20)",
                    ])
                  : undefined,
          },
        );
      } else line(c, t, a, "info", `replayed message for appt=${apptId(r, e)} delivered`, { logger: lg(a, "dlq") });
    }
    line(c, a1 + 800, a, "info", `dlq replay finished: ${n - parked} delivered, ${parked} parked`, {
      logger: lg(a, "dlq"),
    });
  },
};

const searchReindex: NoiseKind = {
  key: "search_reindex",
  title: "portfolio search reindex with a handful of documents rejected by the new mapping",
  roles: ["portfolio"],
  gen(c, size) {
    const { r, e } = c;
    const p = c.s("portfolio");
    const [a0, a1] = span(c, 0.3, 0.7);
    line(c, a0, p, "info", `reindex portfolio_v7 -> portfolio_v8 started (${r.int(14000, 24000)} docs)`);
    for (const t of times(c, count(c, size, 20, 60), a0, a1))
      line(
        c,
        t,
        p,
        "error",
        `bulk item failed index=portfolio_v8 id=${r.hex(12)} status=400 type=mapper_parsing_exception reason="failed to parse field [tags] of type [keyword] in document with id '${r.hex(12)}'. Preview of field's value: '{style=${r.pick(["fineline", "trad", "blackwork"])}}'"`,
      );
    line(
      c,
      a1,
      p,
      "info",
      `reindex done, alias portfolio -> portfolio_v8 swapped; rejected docs written to reindex-rejects.ndjson`,
    );
    void e;
  },
};

const uploadRejections: NoiseKind = {
  key: "upload_rejections",
  title: "artists' portfolio uploads rejected: HEIC, oversize videos, truncated JPEGs",
  roles: ["bff", "portfolio"],
  gen(c, size) {
    const { r, e } = c;
    const p = c.s("portfolio");
    const bff = c.s("bff");
    for (const t of times(c, count(c, size, 25, 70))) {
      const kind = r.pickW([
        ["heic", 3],
        ["big", 2],
        ["corrupt", 3],
      ] as const);
      const name = `${r.pick(["IMG_", "PXL_", "DSC"])}${r.digits(4)}.${kind === "heic" ? "HEIC" : kind === "big" ? "MOV" : "jpg"}`;
      const path = `${e.paths.gallery}/uploads`;
      if (kind === "big") {
        req(c, t, {
          method: "POST",
          path,
          status: 413,
          ms: r.int(200, 3000),
          upstream: null,
          ua: "StudioApp/4.3.0 (iOS 17.4)",
          hops: [],
        });
        continue;
      }
      let msg: string;
      let stack: string[] | undefined;
      if (p.runtime === "go")
        msg = `upload ${name} by ${r.pick(e.artists)} rejected: decode: ${kind === "heic" ? "image: unknown format" : "invalid JPEG format: short Huffman data"}`;
      else {
        msg = `upload ${name} rejected`;
        stack = nodeTrace(
          `Error: ${kind === "heic" ? "Input file contains unsupported image format" : "VipsJpeg: Premature end of input file"}`,
          [
            "Sharp.toBuffer (/app/node_modules/sharp/lib/output.js:163:17)",
            "ImagePipeline.variant (/app/dist/pipeline.js:58:10)",
            "async UploadController.create (/app/dist/uploads.js:33:5)",
          ],
        );
      }
      req(c, t, {
        method: "POST",
        path,
        status: 415,
        ms: r.int(100, 900),
        ua: "StudioApp/4.3.0 (iOS 17.4)",
        upstream: bff,
        hops: [
          { svc: bff, at: 1 },
          { svc: p, at: 20, lines: [{ dt: 60, level: "error", msg, stack }] },
        ],
      });
    }
  },
};

const calendarSync: NoiseKind = {
  key: "calendar_sync",
  title: "artists' Google calendar sync: expired sync tokens forcing full syncs, quota back-offs",
  roles: ["booking"],
  gen(c, size) {
    const { r, e } = c;
    const b = c.s("booking");
    for (const t of times(c, count(c, size, 15, 45))) {
      const artist = r.pick(e.artists);
      if (r.chance(0.55)) {
        line(
          c,
          t,
          b,
          "warn",
          `calendar sync ${artist}: 410 Gone "Sync token is no longer valid, a full sync is required." - starting full sync`,
          { logger: lg(b, "calendar.GoogleSync") },
        );
        line(
          c,
          t + r.int(1500, 6000),
          b,
          "info",
          `calendar sync ${artist}: full sync done, ${r.int(80, 600)} events, ${r.int(0, 4)} conflicts flagged for studio manager`,
          { logger: lg(b, "calendar.GoogleSync") },
        );
      } else {
        line(
          c,
          t,
          b,
          "warn",
          `calendar sync ${artist}: 403 rateLimitExceeded "Quota exceeded for quota metric 'Queries' and limit 'Queries per minute per user'", backing off ${r.pick([4, 8, 16])}s`,
          { logger: lg(b, "calendar.GoogleSync") },
        );
        line(c, t + r.int(5000, 17000), b, "info", `calendar sync ${artist}: ok after back-off`, {
          logger: lg(b, "calendar.GoogleSync"),
        });
      }
    }
  },
};

export const OPS: NoiseKind[] = [
  scraper,
  vulnScanner,
  rollingRestart,
  certRotation,
  backfillDuplicates,
  consumerRebalance,
  reportKilled,
  gcPauses,
  clientAborts,
  retrySuccess,
  poolRecycle,
  configReload,
  cronOverlap,
  dlqReplay,
  searchReindex,
  uploadRejections,
  calendarSync,
];
