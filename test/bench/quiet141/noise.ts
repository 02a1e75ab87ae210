// Harmless noise an on-call engineer would not page on, made to look as alarming as it does in real logs: user
// and bot failures, transient blips that recover, business alarms, and runtime chatter. Each kind writes its own
// burst(s) into a window and returns false when the window lacks the services it needs.
import { rollingDeploy } from "./lifecycle.js";
import type { Rng } from "./rng.js";
import {
  BOT_UAS,
  clientIp,
  dotnetTrace,
  elixirTrace,
  javaTrace,
  nodeTrace,
  phpTrace,
  podIp,
  pyTrace,
} from "./shapes.js";
import { styled } from "./traffic.js";
import type { Role, Svc } from "./types.js";
import type { Win } from "./window.js";

export type Noise = (w: Win) => boolean;

const pickRole = (w: Win, roles: Role[]): Svc | undefined => {
  const xs = w.svcs.filter((s) => roles.includes(s.role));
  return xs.length ? w.r.pick(xs) : undefined;
};

/** A card-testing run against checkout: many declines from a few IPs, then the fraud rule blocks them. */
const cardTesting: Noise = (w) => {
  const pay = w.role("payments");
  const shop = w.role("shop");
  if (!pay || !shop) return false;
  const r = w.r;
  let t = w.at(0.05, 0.8);
  const ips = [clientIp(r), clientIp(r)];
  const n = r.int(8, 26);
  for (let i = 0; i < n; i++) {
    t += r.int(700, 6000);
    const reason = r.pick([
      "card_declined/generic_decline",
      "card_declined/insufficient_funds",
      "incorrect_cvc",
      "expired_card",
      "card_declined/do_not_honor",
    ]);
    const ids = w.ids();
    w.push(
      t,
      pay,
      "error",
      styled(
        pay,
        r,
        "Intents",
        `charge failed: ${reason} amount=${r.int(1, 5)}.00 USD bin=${r.int(400000, 559999)} (provider request req_${r.hex(14)})`,
      ),
      ids(2),
    );
    w.push(
      t + 4,
      shop,
      "warn",
      styled(shop, r, "Checkout", `payment declined, checkout not completed (${reason.split("/").pop()})`),
      ids(1),
    );
    w.access({
      t: t + 9,
      method: "POST",
      path: "/api/checkout",
      status: 402,
      ms: r.int(200, 900),
      upstream: shop.name,
      ip: r.pick(ips),
      req: ids(0),
    });
  }
  w.push(
    t + 300,
    pay,
    "warn",
    styled(
      pay,
      r,
      "Fraud",
      `velocity rule card-testing tripped for ${ips.join(", ")}: ${n} declines in ${Math.round((t - w.start) / 60000) || 1}m window, blocking for 1h`,
    ),
  );
  for (let i = 0; i < r.int(2, 6); i++)
    w.access({
      t: t + 2000 + i * r.int(900, 4000),
      method: "POST",
      path: "/api/checkout",
      status: 403,
      ms: 1,
      ip: r.pick(ips),
    });
  return true;
};

/** Customers mistyping passwords, plus a small credential-stuffing run that the WAF answers with 403. */
const failedLogins: Noise = (w) => {
  const shop = w.role("shop");
  if (!shop) return false;
  const r = w.r;
  for (let i = 0; i < r.int(6, 20); i++) {
    const t = w.at();
    const ids = w.ids();
    w.push(
      t,
      shop,
      "warn",
      styled(
        shop,
        r,
        "Auth",
        `login failed for customer ${r.int(10000, 99999)}: invalid password (attempt ${r.int(1, 4)}/5)`,
      ),
      ids(1),
    );
    w.access({
      t: t + 30,
      method: "POST",
      path: "/api/login",
      status: 401,
      ms: r.int(40, 300),
      upstream: shop.name,
      req: ids(0),
    });
  }
  const ip = clientIp(r);
  let t = w.at(0.1, 0.8);
  const n = r.int(20, 60);
  for (let i = 0; i < n; i++) {
    t += r.int(150, 1500);
    const ids = w.ids();
    if (i < n * 0.6) {
      w.push(
        t,
        shop,
        "warn",
        styled(
          shop,
          r,
          "Auth",
          `authentication failed for ${r.pick(["a", "j", "m", "s"])}${r.hex(4)}@${r.pick(["gmail.com", "yahoo.com", "outlook.com"])}: unknown account`,
        ),
        ids(1),
      );
      w.access({
        t: t + 20,
        method: "POST",
        path: "/api/login",
        status: 401,
        ms: r.int(30, 200),
        upstream: shop.name,
        ip,
        ua: BOT_UAS[2],
        req: ids(0),
      });
    } else w.access({ t, method: "POST", path: "/api/login", status: 403, ms: 0, ip, ua: BOT_UAS[2] });
  }
  w.push(
    t - 3000,
    shop,
    "error",
    styled(shop, r, "Auth", `account ${r.int(10000, 99999)} locked after 5 failed logins; unlock mail queued`),
  );
  return true;
};

/** Vulnerability scanners probing for files the shop never had. */
const scanners: Noise = (w) => {
  const r = w.r;
  const paths = [
    "/wp-login.php",
    "/.env",
    "/.git/config",
    "/phpmyadmin/index.php",
    "/actuator/env",
    "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
    "/cgi-bin/luci/;stok=/locale",
    "/server-status",
    "/api/v1/../../etc/passwd",
    "/owa/auth/logon.aspx",
    "/.aws/credentials",
    "/backup.sql",
  ];
  for (let b = 0; b < r.int(1, 3); b++) {
    const ip = clientIp(r);
    const ua = r.pick(BOT_UAS.slice(3));
    let t = w.at(0, 0.9);
    for (let i = 0; i < r.int(15, 60); i++) {
      t += r.int(40, 900);
      const p = r.pick(paths);
      w.access({
        t,
        method: r.pick(["GET", "GET", "POST"]),
        path: p,
        status: p.includes("..") ? 400 : r.pick([404, 404, 403]),
        ms: r.int(0, 4),
        ip,
        ua,
      });
    }
  }
  const shop = w.role("shop");
  if (shop && r.chance(0.6))
    w.push(
      w.at(),
      shop,
      "error",
      styled(
        shop,
        r,
        "Security",
        `rejected request with path traversal sequence in "file" parameter from ${clientIp(r)}`,
      ),
    );
  return true;
};

/** Clients hanging up mid-response, logged by whichever runtime was writing. */
const clientDisconnects: Noise = (w) => {
  const r = w.r;
  const apps = w.apps().filter((s) => ["shop", "catalog", "sensors", "orders", "kiosk"].includes(s.role));
  if (!apps.length) return false;
  for (let i = 0; i < r.int(4, 14); i++) {
    const svc = r.pick(apps);
    const t = w.at();
    const ids = w.ids();
    w.push(t, svc, svc.runtime === "go" ? "warn" : "error", disconnect(svc, r), ids(1));
    w.access({
      t: t + 2,
      method: "GET",
      path: `/api/livestock/${r.pick(["betta-splendens", "otocinclus", "yellow-tang"])}`,
      status: 499,
      ms: r.int(2000, 30000),
      upstream: svc.name,
      req: ids(0),
      flags: w.edge().runtime === "envoy" ? "DC" : w.edge().runtime === "haproxy" ? "CD--" : undefined,
    });
  }
  return true;
};

function disconnect(svc: Svc, r: Rng): string {
  switch (svc.runtime) {
    case "java":
      return javaTrace(
        "org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe",
        [
          "org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:341)",
          "org.apache.catalina.connector.OutputBuffer.flushByteBuffer(OutputBuffer.java:783)",
          "org.springframework.http.converter.json.AbstractJackson2HttpMessageConverter.writeInternal(AbstractJackson2HttpMessageConverter.java:483)",
          "org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)",
        ],
        {
          head: "java.io.IOException: Broken pipe",
          frames: [
            "java.base/sun.nio.ch.SocketDispatcher.write0(Native Method)",
            "java.base/sun.nio.ch.IOUtil.write(IOUtil.java:62)",
          ],
          omitted: 61,
        },
      );
    case "node":
      return nodeTrace("Error: aborted", [
        ["connResetException", "node:internal/errors:787:14"],
        ["abortIncoming", "node:_http_server:793:17"],
        ["socketOnClose", "node:_http_server:787:3"],
        ["", "node:internal/streams/destroy:170:8"],
      ]);
    case "go":
      return `write response failed path=/api/livestock err="write tcp ${podIp(r)}:8080->${podIp(r)}:${r.int(30000, 60000)}: write: broken pipe"`;
    case "dotnet":
      return dotnetTrace("Microsoft.AspNetCore.Connections.ConnectionResetException: The client has disconnected", [
        ["Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.Http1OutputProducer.WriteStreamSuffixAsync()", ""],
        [
          "Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.HttpProtocol.ProcessRequests[TContext](IHttpApplication`1 application)",
          "",
        ],
      ]);
    case "python":
      return pyTrace(
        [
          ["/usr/local/lib/python3.12/site-packages/starlette/middleware/base.py", 161, "call_next", "raise app_exc"],
          [
            "/usr/local/lib/python3.12/site-packages/anyio/streams/memory.py",
            213,
            "send",
            "raise BrokenResourceError from None",
          ],
        ],
        "anyio.BrokenResourceError",
      );
    case "ruby":
      return `Puma caught this error: Broken pipe (Errno::EPIPE)`;
    case "php":
      return `production.WARNING: client aborted connection during response (connection_aborted=1)`;
    case "elixir":
      return `[error] ** (Bandit.HTTPError) closed`;
    default:
      return "client closed connection";
  }
}

/** Water-test kiosks and the shop refusing bad input with alarming-looking validation errors. */
const validationRefusals: Noise = (w) => {
  const r = w.r;
  const kiosk = w.role("kiosk");
  const ship = w.role("shipping");
  if (!kiosk && !ship) return false;
  for (let i = 0; i < r.int(5, 16); i++) {
    const t = w.at();
    const ids = w.ids();
    if (kiosk && (!ship || r.chance(0.5))) {
      const field = r.pick(["ph", "no3", "kh", "temp_c"]);
      const val = field === "ph" ? "14.9" : field === "temp_c" ? "-3.1" : "999";
      const msg =
        kiosk.runtime === "python"
          ? `1 validation error for StripResult\n${field}\n  Input should be less than or equal to ${field === "ph" ? 14 : 500} [type=less_than_equal, input_value=${val}, input_type=float]`
          : `strip result refused: ${field}=${val} outside sensor range (store ${r.pick(["S02", "S05", "S09"])}, strip lot ${r.hex(6).toUpperCase()} likely wet)`;
      w.push(t, kiosk, r.chance(0.6) ? "error" : "warn", msg, ids(1));
      w.access(
        {
          t: t + 5,
          method: "POST",
          path: "/kiosk/results",
          status: 422,
          ms: r.int(3, 40),
          upstream: kiosk.name,
          req: ids(0),
        },
        true,
      );
    } else if (ship) {
      const z = r.pick(["99501", "96813", "00601", "99701"]);
      w.push(
        t,
        ship,
        "warn",
        styled(
          ship,
          r,
          "Windows",
          `no live-arrival window for zip ${z}: transit ${r.int(52, 96)}h exceeds 48h livestock limit`,
        ),
        ids(1),
      );
      w.access({
        t: t + 5,
        method: "GET",
        path: `/api/shipping/windows?zip=${z}`,
        status: 422,
        ms: r.int(5, 40),
        upstream: w.role("shop")?.name,
        req: ids(0),
      });
    }
  }
  return true;
};

/** A call that fails once or twice and then succeeds on retry. */
const retriesSucceed: Noise = (w) => {
  const r = w.r;
  const callers = w.apps().filter((s) => ["orders", "shop", "shipping", "courier", "loyalty"].includes(s.role));
  if (!callers.length) return false;
  for (let b = 0; b < r.int(2, 6); b++) {
    const svc = r.pick(callers);
    const target = r.pick(w.code().filter((s) => s !== svc)) ?? svc;
    const err = r.pick([
      `read ECONNRESET`,
      `503 Service Unavailable`,
      `connection reset by peer`,
      `upstream connect error or disconnect/reset before headers`,
      `timeout of 2000ms exceeded`,
    ]);
    let t = w.at();
    const tries = r.int(1, 2);
    for (let k = 1; k <= tries; k++) {
      w.push(
        t,
        svc,
        "warn",
        styled(
          svc,
          r,
          "Client",
          `call to ${target.name} failed (attempt ${k}/3): ${err}; retrying in ${200 * 2 ** (k - 1)}ms`,
        ),
      );
      t += 200 * 2 ** (k - 1) + r.int(5, 60);
    }
    w.push(t, svc, "info", styled(svc, r, "Client", `call to ${target.name} succeeded on attempt ${tries + 1}`));
  }
  return true;
};

/** The cache cluster fails over: a few seconds of connection errors and database fallbacks, then recovery. */
const cacheFailover: Noise = (w) => {
  const r = w.r;
  const users = w.apps().filter((s) => ["shop", "catalog", "loyalty", "inventory"].includes(s.role));
  if (users.length < 1) return false;
  const t0 = w.at(0.1, 0.85);
  for (const svc of users) {
    for (let i = 0; i < r.int(2, 7); i++)
      w.push(
        t0 + r.int(0, 9000),
        svc,
        "error",
        styled(
          svc,
          r,
          "Cache",
          r.pick([
            `redis: connection reset by peer (redis-${w.estate.key}-master:6379), reconnecting`,
            `cache read failed: READONLY You can't write against a read only replica.`,
            `cache unavailable, serving from primary store (fallback)`,
          ]),
        ),
      );
    w.push(
      t0 + r.int(10000, 20000),
      svc,
      "info",
      styled(svc, r, "Cache", `redis reconnected to new master ${podIp(r)}:6379 after failover`),
    );
  }
  return true;
};

/** A scheduled deploy of one or two services. */
const scheduledDeploy: Noise = (w) => {
  const apps = w.code();
  if (!apps.length) return false;
  for (const svc of w.r.sample(apps, w.r.int(1, 2))) rollingDeploy(w, svc, w.at(0.05, 0.8));
  return true;
};

/** Certificates renewed ahead of expiry, with the usual warning beforehand and a handshake error from a scanner. */
const certRenewal: Noise = (w) => {
  const r = w.r;
  const e = w.edge();
  const t = w.at(0.1, 0.8);
  const host = w.estate.host;
  w.push(
    t - r.int(60000, 200000),
    e,
    "warn",
    `certificate for ${host} expires in ${r.int(8, 21)} days (renewal scheduled)`,
  );
  w.push(
    t,
    e,
    "info",
    `acme: obtained certificate for ${host} (valid until 2027-0${r.int(2, 4)}-${r.int(10, 28)}), reloading`,
  );
  w.push(
    t + r.int(200, 900),
    e,
    "info",
    e.runtime === "nginx"
      ? "signal process started"
      : e.runtime === "envoy"
        ? "lds: add/update listener 'https_listener'"
        : "certificate store reloaded",
  );
  const go = w.apps().find((s) => s.runtime === "go");
  if (go)
    for (let i = 0; i < r.int(1, 4); i++)
      w.push(
        w.at(),
        go,
        "error",
        `http: TLS handshake error from ${clientIp(r)}:${r.int(30000, 60000)}: ${r.pick(["EOF", "tls: client offered only unsupported versions: [302 301]", "remote error: tls: bad certificate"])}`,
      );
  return true;
};

/** An upstream health check that flaps down and back up within a minute. */
const healthFlap: Noise = (w) => {
  const r = w.r;
  const svc = r.pick(w.code());
  if (!svc) return false;
  const e = w.edge();
  const t = w.at(0.05, 0.85);
  const down = (() => {
    switch (e.runtime) {
      case "haproxy":
        return `Server be_${svc.name}/${svc.name}2 is DOWN, reason: Layer7 timeout, check duration: 2001ms. 1 active and 0 backup servers left. 0 sessions active, 0 requeued, 0 remaining in queue.`;
      case "envoy":
        return `health check failure for cluster ${svc.name}: host ${podIp(r)}:8080 timed out (1 of 2 healthy)`;
      case "nginx":
        return `upstream timed out (110: Connection timed out) while reading response header from upstream, client: ${clientIp(r)}, server: ${w.estate.host}, upstream: "http://${podIp(r)}:8080/healthz"`;
      default:
        return `health check failed for ${svc.name} pod ${svc.name}-${r.hex(5)}: context deadline exceeded`;
    }
  })();
  w.push(t, e, e.runtime === "haproxy" ? "warn" : "error", down);
  w.push(
    t + r.int(8000, 40000),
    e,
    "info",
    e.runtime === "haproxy"
      ? `Server be_${svc.name}/${svc.name}2 is UP, reason: Layer7 check passed, code: 200, check duration: 4ms. 2 active and 0 backup servers online.`
      : `health check for ${svc.name} passing again (2 of 2 healthy)`,
  );
  return true;
};

/** Reporting queries and a nightly export run slow. */
const slowQueries: Noise = (w) => {
  const r = w.r;
  const svcs = w.apps().filter((s) => ["orders", "loyalty", "inventory", "payments"].includes(s.role));
  if (!svcs.length) return false;
  for (let i = 0; i < r.int(3, 10); i++) {
    const svc = r.pick(svcs);
    const ms = r.int(1100, 9000);
    const sql = r.pick([
      "SELECT o.*, l.* FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.created_at > $1 ORDER BY o.created_at",
      "SELECT member_id, sum(points) FROM point_events WHERE occurred_at >= $1 GROUP BY member_id",
      "UPDATE holds SET released_at = now() WHERE expires_at < now() AND released_at IS NULL",
    ]);
    const msg =
      svc.runtime === "ruby"
        ? `  Report Load (${ms}.${r.int(0, 9)}ms)  ${sql.replace("$1", "'2026-11-01'")}`
        : svc.runtime === "java"
          ? `[task-${r.int(1, 8)}] o.h.engine.internal.StatisticalLoggingSessionEventListener : slow query ${ms}ms: ${sql}`
          : styled(svc, r, "Db", `slow query took ${ms}ms: ${sql}`);
    w.push(w.at(), svc, "warn", msg);
  }
  return true;
};

/** Webhooks from the payment provider or a carrier that we refuse once and accept on redelivery. */
const webhookRetries: Noise = (w) => {
  const r = w.r;
  const svc = w.role("payments") ?? w.role("courier");
  if (!svc) return false;
  for (let i = 0; i < r.int(2, 6); i++) {
    const t = w.at();
    const id = `evt_${r.hex(16)}`;
    w.push(
      t,
      svc,
      "error",
      styled(
        svc,
        r,
        "Webhooks",
        `webhook ${id} rejected: signature timestamp outside tolerance (skew ${r.int(301, 900)}s); sender will retry`,
      ),
    );
    w.access({
      t: t + 3,
      method: "POST",
      path: "/webhooks/provider",
      status: 400,
      ms: r.int(2, 9),
      upstream: svc.name,
      ua: "Provider-Webhooks/1.0",
    });
    w.push(t + r.int(30000, 90000), svc, "info", styled(svc, r, "Webhooks", `webhook ${id} accepted on redelivery 2`));
  }
  if (r.chance(0.5))
    w.push(
      w.at(),
      svc,
      "warn",
      styled(svc, r, "Webhooks", `duplicate webhook evt_${r.hex(16)} ignored (already processed)`),
    );
  return true;
};

/** Queue consumers redelivering and dead-lettering a poison message. */
const queueRedelivery: Noise = (w) => {
  const r = w.r;
  const svc = pickRole(w, ["notify", "worker", "courier"]);
  if (!svc) return false;
  for (let i = 0; i < r.int(3, 9); i++)
    w.push(
      w.at(),
      svc,
      "warn",
      styled(
        svc,
        r,
        "Consumer",
        `message ${r.hex(12)} redelivered (delivery_count=${r.int(2, 3)}, previous consumer lost lease)`,
      ),
    );
  const id = r.hex(12);
  let t = w.at(0, 0.7);
  for (let k = 1; k <= 5; k++) {
    w.push(
      t,
      svc,
      "error",
      styled(
        svc,
        r,
        "Consumer",
        `handler failed for message ${id} (attempt ${k}/5): KeyError 'order_id' in payload schema v1`,
      ),
    );
    t += 2 ** k * 1000;
  }
  w.push(t, svc, "error", styled(svc, r, "Consumer", `message ${id} moved to dead-letter queue after 5 attempts`));
  return true;
};

/** Double-submitted checkouts hitting the idempotency constraint and getting the original order back. */
const idempotentDuplicates: Noise = (w) => {
  const r = w.r;
  const svc = w.role("orders");
  if (!svc) return false;
  for (let i = 0; i < r.int(2, 7); i++) {
    const t = w.at();
    const ids = w.ids();
    const key = r.uuid();
    let msg: string;
    if (svc.runtime === "java")
      msg = `[nio-8080-exec-${r.int(1, 40)}] o.h.engine.jdbc.spi.SqlExceptionHelper : ERROR: duplicate key value violates unique constraint "orders_idempotency_key_key"\n  Detail: Key (idempotency_key)=(${key}) already exists.`;
    else if (svc.runtime === "ruby")
      msg = `ActiveRecord::RecordNotUnique (PG::UniqueViolation: ERROR:  duplicate key value violates unique constraint "index_orders_on_idempotency_key"\nDETAIL:  Key (idempotency_key)=(${key}) already exists.\n)`;
    else if (svc.runtime === "dotnet")
      msg = dotnetTrace(
        `Microsoft.EntityFrameworkCore.DbUpdateException: An error occurred while saving the entity changes. See the inner exception for details.\n ---> Npgsql.PostgresException (0x80004005): 23505: duplicate key value violates unique constraint "IX_Orders_IdempotencyKey"`,
        [
          [
            "Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrematureMessage)",
            "",
          ],
          [`${svc.pkg}.Orders.OrderWriter.InsertAsync(Order order)`, "/src/Orders/OrderWriter.cs:line 48"],
        ],
      );
    else msg = styled(svc, r, "Orders", `unique violation 23505 on orders.idempotency_key ${key}`);
    w.push(t, svc, "error", msg, ids(1));
    w.push(
      t + r.int(2, 9),
      svc,
      "info",
      styled(
        svc,
        r,
        "OrderService",
        `idempotent replay for key ${key}: returning existing order ${r.int(400000, 499999)}`,
      ),
      ids(1),
    );
  }
  return true;
};

/** Tank alarms: business alerts for the fish-room staff, not for on-call. */
const tankAlarms: Noise = (w) => {
  const r = w.r;
  const svc = w.role("sensors");
  if (!svc) return false;
  for (let i = 0; i < r.int(4, 14); i++) {
    const tank = r.int(1, 64);
    w.push(
      w.at(),
      svc,
      r.chance(0.3) ? "error" : "warn",
      styled(
        svc,
        r,
        "Alarms",
        r.pick([
          `ALARM tank=${tank} store=S0${r.int(1, 9)} temperature ${(r.int(276, 296) / 10).toFixed(1)}C above band 24.0-27.0C`,
          `probe T-${tank} offline for ${r.int(61, 600)}s (store S0${r.int(1, 9)}; maintenance flag set by staff)`,
          `ALARM tank=${tank} ammonia ${(r.int(5, 20) / 10).toFixed(1)} ppm > 0.5 ppm after new stock intake`,
          `salinity probe ${r.hex(4)} drift ${(r.int(4, 9) / 1000).toFixed(3)} since last calibration; calibration overdue`,
        ]),
      ),
    );
  }
  return true;
};

/** JVM and Node warnings that read like resource trouble but are routine. */
const runtimeChatter: Noise = (w) => {
  const r = w.r;
  let any = false;
  for (const svc of w.apps()) {
    if (svc.runtime === "java" && r.chance(0.7)) {
      any = true;
      w.push(
        w.at(),
        svc,
        "warn",
        `[l-1 housekeeper] com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${r.int(45, 90)}s${r.int(100, 999)}ms).`,
      );
    }
    if (svc.runtime === "node" && r.chance(0.6)) {
      any = true;
      w.push(
        w.at(),
        svc,
        "warn",
        r.pick([
          "(node:1) MaxListenersExceededWarning: Possible EventEmitter memory leak detected. 11 error listeners added to [TLSSocket]. MaxListeners is 10. Use emitter.setMaxListeners() to increase limit",
          "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
        ]),
      );
    }
    if (svc.runtime === "elasticsearch") {
      any = true;
      for (let i = 0; i < r.int(2, 5); i++)
        w.push(
          w.at(),
          svc,
          "warn",
          `[${svc.name}-0] [gc][young][${r.int(9000, 99999)}][${r.int(100, 999)}] duration [${r.int(700, 1400)}ms], collections [1]/[${r.int(1, 2)}.${r.int(0, 9)}s], total [${r.int(700, 1400)}ms]/[${r.int(2, 40)}m], memory [${r.int(2, 3)}.${r.int(0, 9)}gb]->[${r.int(1, 2)}.${r.int(0, 9)}gb]/[4gb]`,
        );
    }
    if (svc.runtime === "php" && r.chance(0.5)) {
      any = true;
      w.push(
        w.at(),
        svc,
        "warn",
        `WARNING: [pool www] server reached pm.max_children setting (${r.int(8, 20)}), consider raising it`,
      );
    }
  }
  return any;
};

/** Telemetry exporters failing to ship spans or metrics: loud, irrelevant to customers. */
const telemetryExport: Noise = (w) => {
  const r = w.r;
  const svcs = r.sample(w.code(), r.int(1, 3));
  for (const svc of svcs) {
    const t0 = w.at(0, 0.8);
    for (let i = 0; i < r.int(3, 10); i++) {
      const t = t0 + i * r.int(5000, 30000);
      const msg =
        svc.runtime === "java"
          ? `[OkHttp http://otel-collector:4317/...] i.o.exporter.internal.grpc.GrpcExporter : Failed to export spans. Server responded with gRPC status code 14. Error message: UNAVAILABLE: io exception`
          : svc.runtime === "go"
            ? `traces export: context deadline exceeded: rpc error: code = DeadlineExceeded desc = context deadline exceeded`
            : svc.runtime === "python"
              ? `opentelemetry.exporter.otlp.proto.grpc.exporter: Transient error StatusCode.UNAVAILABLE encountered while exporting traces to otel-collector:4317, retrying in ${2 ** r.int(0, 5)}s.`
              : styled(
                  svc,
                  r,
                  "Telemetry",
                  `metrics push to otel-collector:4318 failed: ${r.pick(["ECONNREFUSED", "503", "deadline exceeded"])} (dropped ${r.int(50, 900)} points)`,
                );
      w.push(t, svc, svc.runtime === "java" ? "error" : "warn", msg);
    }
  }
  return svcs.length > 0;
};

/** Bots hitting the shop's own per-IP limiter: 429s at the edge and the shop's throttle warnings. */
const botRateLimit: Noise = (w) => {
  const r = w.r;
  const shop = w.role("shop");
  if (!shop) return false;
  const ip = clientIp(r);
  let t = w.at(0, 0.85);
  const n = r.int(25, 90);
  w.push(
    t,
    shop,
    "warn",
    styled(
      shop,
      r,
      "RateLimit",
      `rate limit exceeded for ${ip} (${r.int(121, 600)} req/min > 120), answering 429 for 60s`,
    ),
  );
  for (let i = 0; i < n; i++) {
    t += r.int(80, 700);
    w.access({
      t,
      method: "GET",
      path: `/api/livestock/${r.pick(["neon-tetra", "yellow-tang", "amano-shrimp", "kuhli-loach"])}?page=${i + 1}`,
      status: 429,
      ms: r.int(0, 3),
      ip,
      ua: r.pick(BOT_UAS.slice(0, 3)),
      upstream: shop.name,
    });
  }
  return true;
};

/** Short-lived tokens to partners expiring and being refreshed, one call answered 401 first. */
const tokenRefresh: Noise = (w) => {
  const r = w.r;
  const svc = pickRole(w, ["courier", "payments", "loyalty", "shipping"]);
  if (!svc) return false;
  for (let i = 0; i < r.int(2, 5); i++) {
    const t = w.at();
    w.push(
      t,
      svc,
      "warn",
      styled(
        svc,
        r,
        "PartnerAuth",
        `partner API answered 401 Unauthorized (token expired ${r.int(1, 40)}s ago); refreshing access token`,
      ),
    );
    w.push(
      t + r.int(80, 400),
      svc,
      "info",
      styled(svc, r, "PartnerAuth", `access token refreshed (expires_in=3600); request replayed ok`),
    );
  }
  return true;
};

/** Disk and watermark notices that stay well under any limit, or are cleaned up by a job. */
const diskNotices: Noise = (w) => {
  const r = w.r;
  const es = w.svcs.find((s) => s.runtime === "elasticsearch");
  const worker = pickRole(w, ["worker", "sensors", "notify"]);
  if (!es && !worker) return false;
  if (es)
    w.push(
      w.at(),
      es,
      "info",
      `[${es.name}-0] low disk watermark [85%] exceeded on [${r.hex(22)}][${es.name}-1][/usr/share/elasticsearch/data] free: ${r.int(40, 60)}.${r.int(0, 9)}gb[${r.int(12, 14)}.${r.int(0, 9)}%], replicas will not be assigned to this node`,
    );
  if (worker) {
    const t = w.at(0, 0.7);
    w.push(
      t,
      worker,
      "warn",
      styled(
        worker,
        r,
        "Housekeeping",
        `volume /var/tmp at ${r.int(80, 88)}% used, purging spool files older than 24h`,
      ),
    );
    w.push(
      t + r.int(5000, 60000),
      worker,
      "info",
      styled(
        worker,
        r,
        "Housekeeping",
        `purged ${r.int(200, 4000)} spool files, volume /var/tmp at ${r.int(30, 55)}% used`,
      ),
    );
  }
  return true;
};

/** Kiosk hardware trouble in a store: printer out of paper, a reader unplugged. */
const kioskHardware: Noise = (w) => {
  const r = w.r;
  const svc = w.role("kiosk");
  if (!svc) return false;
  const store = `S0${r.int(1, 9)}-K${r.int(1, 3)}`;
  for (let i = 0; i < r.int(3, 12); i++)
    w.push(
      w.at(),
      svc,
      "error",
      styled(
        svc,
        r,
        "Devices",
        r.pick([
          `kiosk ${store}: receipt printer offline (paper out)`,
          `kiosk ${store}: strip reader not detected on /dev/ttyUSB0, customer asked to retry`,
        ]),
      ),
    );
  return true;
};

/** Elixir and PHP runtime messages that look like database failures but are a client process going away. */
const poolChurn: Noise = (w) => {
  const r = w.r;
  const svcs = w.apps().filter((s) => s.runtime === "elixir" || s.runtime === "php" || s.runtime === "ruby");
  if (!svcs.length) return false;
  for (let i = 0; i < r.int(2, 8); i++) {
    const svc = r.pick(svcs);
    const msg =
      svc.runtime === "elixir"
        ? `[error] Postgrex.Protocol (#PID<0.${r.int(2000, 4000)}.0>) disconnected: ** (DBConnection.ConnectionError) client #PID<0.${r.int(5000, 90000)}.0> exited`
        : svc.runtime === "php"
          ? phpTrace(
              `production.ERROR: Illuminate\\Http\\Exceptions\\PostTooLargeException in /var/www/vendor/laravel/framework/src/Illuminate/Foundation/Http/Middleware/ValidatePostSize.php:25`,
              [
                "/var/www/vendor/laravel/framework/src/Illuminate/Pipeline/Pipeline.php(183): Illuminate\\Foundation\\Http\\Middleware\\ValidatePostSize->handle()",
                "/var/www/public/index.php(51): Illuminate\\Foundation\\Http\\Kernel->handle()",
              ],
            )
          : `ActionController::RoutingError (No route matches [GET] "/${r.pick(["apple-touch-icon.png", "favicon.ico", "ads.txt"])}")`;
    w.push(w.at(), svc, svc.runtime === "ruby" ? "error" : "error", msg);
  }
  return true;
};

/** A customer-facing crash of one request that Sentry would group: an unsupported old app version. */
const oldClientErrors: Noise = (w) => {
  const r = w.r;
  const shop = w.role("shop");
  if (!shop) return false;
  for (let i = 0; i < r.int(2, 6); i++) {
    const t = w.at();
    const ids = w.ids();
    const msg =
      shop.runtime === "node"
        ? nodeTrace(`TypeError: Cannot read properties of undefined (reading 'items')`, [
            ["legacyCartAdapter", "/app/dist/cart/legacy.js:41:28"],
            ["Layer.handle", "/app/node_modules/express/lib/router/layer.js:95:5"],
          ]) + `\n  client=app-ios/2.${r.int(0, 3)}.${r.int(0, 9)} (unsupported since 2025-06)`
        : styled(
            shop,
            r,
            "Cart",
            `legacy cart payload from app 2.${r.int(0, 3)} rejected: missing "items" (unsupported client, asked to update)`,
          );
    w.push(t, shop, "error", msg, ids(1));
    w.access({
      t: t + 4,
      method: "POST",
      path: "/api/cart/items",
      status: shop.runtime === "node" ? 500 : 426,
      ms: r.int(3, 20),
      upstream: shop.name,
      req: ids(0),
      ua: "ReefApp/2.1 CFNetwork/1240.0.4 Darwin/20.6.0",
    });
  }
  return true;
};

/** A job that gives up on one item and moves on (a supplier photo that no longer exists). */
const jobItemFailures: Noise = (w) => {
  const r = w.r;
  const svc = pickRole(w, ["worker", "catalog"]);
  if (!svc) return false;
  for (let i = 0; i < r.int(3, 10); i++) {
    const url = `https://supplier-${r.int(1, 6)}.example/img/${r.hex(8)}.jpg`;
    const msg =
      svc.runtime === "python"
        ? pyTrace(
            [
              [`/app/${svc.pkg}/photos.py`, r.int(40, 180), "fetch_photo", "resp.raise_for_status()"],
              [
                "/usr/local/lib/python3.12/site-packages/httpx/_models.py",
                829,
                "raise_for_status",
                "raise HTTPStatusError(message, request=request, response=self)",
              ],
            ],
            `httpx.HTTPStatusError: Client error '404 Not Found' for url '${url}'`,
          )
        : svc.runtime === "dotnet"
          ? dotnetTrace(
              `System.Net.Http.HttpRequestException: Response status code does not indicate success: 404 (Not Found).`,
              [
                ["System.Net.Http.HttpResponseMessage.EnsureSuccessStatusCode()", ""],
                [`${svc.pkg}.Photos.Fetch(String url)`, "/src/Photos.cs:line 33"],
              ],
            )
          : styled(svc, r, "Photos", `supplier photo ${url} returned 404, skipping item`);
    w.push(w.at(), svc, "error", msg);
  }
  return true;
};

/** Shared infra's elixir supervisors restarting a crashed worker for one bad payload. */
const supervisorRestart: Noise = (w) => {
  const r = w.r;
  const svc = w.apps().find((s) => s.runtime === "elixir");
  if (!svc) return false;
  const t = w.at();
  w.push(
    t,
    svc,
    "error",
    elixirTrace(
      `[error] GenServer ${svc.pkg}.Digest terminating\n** (FunctionClauseError) no function clause matching in ${svc.pkg}.Digest.render/2`,
      [
        `(${svc.name.replace(/-/g, "_")} 1.${r.int(0, 9)}.0) lib/${svc.name.replace(/-/g, "_")}/digest.ex:${r.int(20, 90)}: ${svc.pkg}.Digest.render(%{locale: nil}, [])`,
        "(stdlib 6.1) gen_server.erl:2345: :gen_server.try_handle_info/3",
      ],
    ),
  );
  w.push(
    t + r.int(2, 30),
    svc,
    "info",
    `[info] Application ${svc.name.replace(/-/g, "_")} restarted ${svc.pkg}.Digest (1 restart in 5s, max 3)`,
  );
  return true;
};

/** All noise kinds by name. */
export const NOISES: Record<string, Noise> = {
  cardTesting,
  failedLogins,
  scanners,
  clientDisconnects,
  validationRefusals,
  retriesSucceed,
  cacheFailover,
  scheduledDeploy,
  certRenewal,
  healthFlap,
  slowQueries,
  webhookRetries,
  queueRedelivery,
  idempotentDuplicates,
  tankAlarms,
  runtimeChatter,
  telemetryExport,
  botRateLimit,
  tokenRefresh,
  diskNotices,
  kioskHardware,
  poolChurn,
  oldClientErrors,
  jobItemFailures,
  supervisorRestart,
};

/**
 * One steady error source from the first minute to the last (as real streams have): a service logging the same
 * harmless complaint at a constant rate.
 */
export function steadyComplaint(w: Win): void {
  const r = w.r;
  const svc = r.pick(w.code());
  const every = r.int(4000, 25000);
  const body = r.pick([
    `price feed row skipped: supplier SKU ${r.hex(6).toUpperCase()} has no size grade`,
    `feature flag "${r.pick(["new-care-sheets", "live-arrival-v2", "kiosk-upsell"])}" unknown to SDK, using default`,
    `geo lookup for store S0${r.int(1, 9)} failed: no timezone for coordinates, defaulting to UTC`,
    `photo ${r.hex(8)}.webp missing alt text`,
    `loyalty sync: card ${r.int(1000, 9999)} is linked to two member records, kept the newer one`,
  ]);
  const level = r.pick(["error", "error", "warn"] as const);
  const msg = styled(svc, r, "Jobs", body);
  for (let t = w.start + r.int(0, every); t < w.end; t += every + r.int(-every / 4, every / 4))
    w.push(t, svc, level, msg);
}
