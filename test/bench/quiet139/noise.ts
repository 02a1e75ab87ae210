// Harmless noise: the ERROR and WARN bursts real shops log every day that no on-call engineer would page on,
// plus the chronic complaints some services repeat from the first minute. Each generator returns [] when the
// window lacks the services it needs.
import type { Ctx } from "./ctx.js";
import type { Svc } from "./estates.js";
import {
  clfTime,
  clientIp,
  dotnetTrace,
  goPanic,
  javaTrace,
  nodeTrace,
  pyTrace,
  rubyTrace,
  upstreamIp,
} from "./shapes.js";
import { eur, orderId, ticketId } from "./traffic.js";
import type { Rec } from "./types.js";

export interface Noise {
  id: string;
  about: string;
  gen: (ctx: Ctx, t: number) => Rec[];
}

const appsWhere = (ctx: Ctx, f: (s: Svc) => boolean) => ctx.apps().filter(f);
const anyApp = (ctx: Ctx, f: (s: Svc) => boolean = () => true): Svc | undefined => {
  const xs = appsWhere(ctx, f);
  return xs.length ? ctx.rng.pick(xs) : undefined;
};
const entryApps = (ctx: Ctx) => ctx.edge.calls.filter((n) => ctx.has(n)).map((n) => ctx.get(n));

function declines(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const pay = anyApp(ctx, (s) => s.role === "payments" || s.role === "shop");
  const entry = entryApps(ctx)[0];
  if (!pay || !entry) return [];
  const out: Rec[] = [];
  for (let i = 0, tt = t; i < r.int(3, 9); i++, tt += r.gap(25000)) {
    const code = r.pick([
      "insufficient_funds",
      "do_not_honor",
      "expired_card",
      "incorrect_cvc",
      "card_velocity_exceeded",
    ]);
    const ch = `ch_${r.hex(14)}`;
    const msg =
      pay.runtime === "java"
        ? javaTrace(
            r,
            `Payment failed for order ${orderId(r)}: com.stripe.exception.CardException: Your card was declined.; code: card_declined; decline_code: ${code}; request-id: req_${r.hex(12)}`,
            [
              "com.stripe.net.LiveStripeResponseGetter.handleApiError(LiveStripeResponseGetter.java:214)",
              `${ctx.estate.pkg}.pay.ChargeService.capture(ChargeService.java:${r.int(60, 140)})`,
            ],
          )
        : pay.runtime === "go"
          ? `charge failed order=${orderId(r)} err="card_declined: ${code}" psp_request=req_${r.hex(12)}`
          : pay.runtime === "php"
            ? `Stripe\\Exception\\CardException: Your card was declined. (decline_code=${code}) in /var/www/app/Payments/Gateway.php:${r.int(40, 200)}`
            : `payment declined for ${ch}: ${code} (customer will be asked for another card)`;
    out.push(ctx.line(pay, tt, "error", msg));
    out.push(...ctx.access(tt - 200, entry, "POST", "/api/checkout", 402, r.int(300, 900)));
  }
  return out;
}

function loginFailures(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const shop = ctx.role("shop");
  if (!shop) return [];
  const user = `${r.pick(["j", "m", "a", "s", "k"])}***${r.pick(["@gmail.com", "@outlook.com", "@btinternet.com", "@icloud.com"])}`;
  const ip = clientIp(r);
  const out: Rec[] = [];
  const n = r.int(4, 7);
  let tt = t;
  for (let i = 1; i <= n; i++, tt += r.int(3000, 20000)) {
    const locked = i >= 5;
    out.push(
      ctx.line(
        shop,
        tt,
        locked ? "error" : "warn",
        locked
          ? `account ${user} locked for 15 min after ${i} failed sign-in attempts (ip=${ip})`
          : `authentication failed for ${user}: invalid password (attempt ${i}/5, ip=${ip})`,
      ),
    );
    out.push(
      ...ctx.access(tt - 80, shop, "POST", "/api/session", locked ? 423 : 401, r.int(80, 400), undefined, { ip }),
    );
  }
  if (r.chance(0.5))
    out.push(ctx.line(shop, tt + r.int(60000, 200000), "info", `password reset email requested for ${user}`));
  return out;
}

function scanner(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const edge = ctx.edge;
  const target = entryApps(ctx)[0];
  if (!target) return [];
  const ip = `${r.pick(["45.148", "193.46", "185.224", "162.243"])}.${r.int(1, 254)}.${r.int(1, 254)}`;
  const ua = r.pick([
    "Mozilla/5.0 zgrab/0.x",
    "python-requests/2.31.0",
    "Mozilla/5.0 (compatible; Nuclei - Open-source project (github.com/projectdiscovery/nuclei))",
    "curl/7.88.1",
  ]);
  const paths = [
    "/wp-login.php",
    "/.env",
    "/.git/config",
    "/actuator/env",
    "/phpmyadmin/index.php",
    "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php",
    "/cgi-bin/luci/;stok=/locale",
    "/admin/.env",
    "/server-status",
    "/backup.zip",
    "/wp-content/plugins/revslider/temp/update_extract/revslider/",
    "/.aws/credentials",
    "/api/v1/../../../../etc/passwd",
  ];
  const out: Rec[] = [];
  let tt = t;
  for (let i = 0; i < r.int(15, 60); i++, tt += r.int(40, 900)) {
    const p = r.pick(paths);
    const st = p.includes("..") ? 400 : r.chance(0.1) ? 403 : 404;
    out.push(...ctx.access(tt, target, r.chance(0.85) ? "GET" : "POST", p, st, r.int(1, 15), undefined, { ip, ua }));
    if (edge.proxy === "nginx" && r.chance(0.4))
      out.push(
        ctx.raw(
          edge.name,
          tt + 1,
          "error",
          `*${r.int(10000, 999999)} open() "/usr/share/nginx/html${p}" failed (2: No such file or directory), client: ${ip}, server: ${ctx.estate.host}, request: "GET ${p} HTTP/1.1"`,
        ),
      );
    else if (target.runtime === "ruby" && r.chance(0.5))
      out.push(
        ctx.raw(target.name, tt + 2, "fatal", `ActionController::RoutingError (No route matches [GET] "${p}"):`),
      );
    else if (target.runtime === "php" && r.chance(0.4))
      out.push(
        ctx.raw(
          target.name,
          tt + 2,
          "error",
          `Symfony\\Component\\HttpKernel\\Exception\\NotFoundHttpException: The route ${p.slice(1)} could not be found. in /var/www/app/vendor/laravel/framework/src/Illuminate/Routing/AbstractRouteCollection.php:44`,
        ),
      );
    else if (target.runtime === "java" && p.startsWith("/actuator"))
      out.push(ctx.line(target, tt + 2, "warn", `No mapping for GET ${p}`));
  }
  return out;
}

function clientDisconnects(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const v = anyApp(ctx, (s) => ["java", "node", "go", "dotnet"].includes(s.runtime) && ctx.edge.calls.includes(s.name));
  if (!v) return [];
  const out: Rec[] = [];
  for (let i = 0, tt = t; i < r.int(2, 6); i++, tt += r.gap(40000)) {
    let msg: string;
    if (v.runtime === "java")
      msg = javaTrace(
        r,
        "org.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe",
        [
          "org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:353)",
          "org.apache.catalina.connector.OutputBuffer.flushByteBuffer(OutputBuffer.java:784)",
          "com.fasterxml.jackson.core.json.UTF8JsonGenerator.flush(UTF8JsonGenerator.java:1185)",
        ],
        {
          head: "java.io.IOException: Broken pipe",
          frames: [
            "java.base/sun.nio.ch.SocketDispatcher.write0(Native Method)",
            "java.base/sun.nio.ch.SocketChannelImpl.write(SocketChannelImpl.java:540)",
          ],
        },
      );
    else if (v.runtime === "node")
      msg = nodeTrace("Error: aborted", [
        "abortIncoming (node:_http_server:794:17)",
        "socketOnClose (node:_http_server:788:3)",
        "Socket.emit (node:events:531:35)",
        "TCP.<anonymous> (node:net:339:12)",
      ]);
    else if (v.runtime === "dotnet")
      msg = dotnetTrace("Microsoft.AspNetCore.Connections.ConnectionResetException: The client has disconnected", [
        "Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.Http1ContentLengthMessageBody.ReadAsyncInternal(CancellationToken cancellationToken)",
        "System.IO.Pipelines.Pipe.GetReadResult(ReadResult& result)",
      ]);
    else
      msg = `write tcp ${upstreamIp(v.name)}:${v.port}->${upstreamIp(ctx.edge.name)}:${r.int(30000, 60000)}: write: broken pipe`;
    out.push(ctx.line(v, tt, "error", msg));
    out.push(
      ...ctx.access(
        tt - r.int(2000, 9000),
        v,
        "GET",
        r.pick([
          "/api/products/straps?page=2",
          "/valuations/VAL-118233/certificate.pdf",
          "/tickets?shop=LDN-03&state=open",
        ]),
        499,
        r.int(2000, 9000),
        undefined,
        { flags: ctx.edge.proxy === "envoy" ? "DC" : ctx.edge.proxy === "haproxy" ? "CD--" : undefined },
      ),
    );
  }
  return out;
}

function validation(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const v = anyApp(ctx, (s) => ctx.edge.calls.includes(s.name));
  if (!v) return [];
  const out: Rec[] = [];
  for (let i = 0, tt = t; i < r.int(3, 10); i++, tt += r.gap(30000)) {
    const field = r.pick([
      ["postcode", `'SW1A 1A'`, "is not a valid UK postcode"],
      ["declaredValue", "-50", "must be greater than 0"],
      ["engravingText", `'${"x".repeat(r.int(41, 60))}'`, "exceeds 40 characters"],
      ["email", `'jo.smith@gmial'`, "is not a valid address"],
      ["caseDiameterMm", "'4O'", "is not a number"],
    ]);
    const msg =
      v.runtime === "java"
        ? `Resolved [org.springframework.web.bind.MethodArgumentNotValidException: Validation failed for argument [0] in public ResponseEntity create(Request): [Field error in object 'request' on field '${field[0]}': rejected value [${field[1]}]; default message [${field[2]}]]]`
        : v.runtime === "dotnet"
          ? `One or more validation errors occurred. ${field[0]}: The value ${field[1]} ${field[2]}.`
          : v.runtime === "python"
            ? `Bad Request: /intake/tickets ValidationError({'${field[0]}': ['${field[1]} ${field[2]}']})`
            : `ValidationError: "${field[0]}" ${field[1]} ${field[2]}`;
    out.push(ctx.line(v, tt, "warn", msg));
    out.push(
      ...ctx.access(
        tt - 30,
        v,
        "POST",
        r.pick(["/tickets", "/api/checkout", "/valuations", "/pickups"]),
        r.pick([400, 422]),
        r.int(5, 60),
      ),
    );
  }
  return out;
}

function retrySuccess(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const caller = anyApp(ctx, (s) => s.calls.some((c) => ctx.has(c)));
  if (!caller) return [];
  const callee = r.pick(caller.calls.filter((c) => ctx.has(c)));
  const out: Rec[] = [];
  for (let i = 0, tt = t; i < r.int(2, 5); i++, tt += r.gap(60000)) {
    const lim = r.pick([1000, 2000, 2500, 5000]);
    out.push(ctx.line(caller, tt, "warn", `call to ${callee} timed out after ${lim}ms, retrying (attempt 2 of 3)`));
    out.push(
      ctx.line(caller, tt + r.int(80, 400), "info", `call to ${callee} succeeded on attempt 2 (${r.int(40, 300)}ms)`),
    );
  }
  return out;
}

function redisReconnect(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const v = anyApp(ctx, (s) => ["node", "ruby", "python", "go"].includes(s.runtime));
  if (!v) return [];
  const msg =
    v.runtime === "node"
      ? nodeTrace("[ioredis] Unhandled error event: Error: read ECONNRESET", [
          "TCP.onStreamRead (node:internal/stream_base_commons:218:20)",
        ])
      : v.runtime === "ruby"
        ? "Redis::ConnectionError: Connection lost (ECONNRESET) (redis://cache-redis:6379)"
        : v.runtime === "python"
          ? "redis.exceptions.ConnectionError: Error while reading from cache-redis:6379 : (104, 'Connection reset by peer')"
          : `redis: connection pool: failed to dial after 1 attempts: read tcp ${upstreamIp(v.name)}:${r.int(30000, 60000)}->10.42.0.31:6379: read: connection reset by peer`;
  return [
    ctx.line(v, t, "error", msg),
    ctx.line(v, t + r.int(200, 1500), "warn", "cache unavailable, serving from origin"),
    ctx.line(v, t + r.int(1600, 4000), "info", "redis connection re-established (cache-redis:6379)"),
  ];
}

/** A scheduled restart or an ordinary deploy of one service: SIGTERM, exit code, start-up banner, a blip of 502s. */
export function restart(ctx: Ctx, t: number, deploy: boolean, only?: Svc): Rec[] {
  const r = ctx.rng;
  const v = only ?? anyApp(ctx);
  if (!v) return [];
  const ver = `${r.int(1, 4)}.${r.int(0, 40)}.${r.int(0, 12)}`;
  const sha = r.hex(7);
  const out: Rec[] = [];
  if (deploy)
    out.push(
      ctx.line(v, t - r.int(2000, 6000), "info", `received SIGTERM (rollout of ${v.name}:${ver}, image sha ${sha})`),
    );
  else
    out.push(
      ctx.line(
        v,
        t - r.int(2000, 6000),
        "info",
        `received SIGTERM from kubelet (scheduled node drain ${r.pick(["ip-10-42-3-17", "ip-10-42-5-90", "worker-pool-b-7"])})`,
      ),
    );
  const stop: Record<string, string> = {
    java: "Commencing graceful shutdown. Waiting for active requests to complete",
    node: "closing HTTP server, draining 3 open connections",
    go: "shutting down: waiting up to 25s for in-flight requests",
    python: "Handling signal: term",
    ruby: "Shutting down, waiting for 2 busy threads",
    dotnet: "Application is shutting down...",
    php: "fpm is shutting down, waiting for children",
    elixir: "SIGTERM received - shutting down",
  };
  out.push(ctx.line(v, t - r.int(500, 1800), "info", stop[v.runtime] ?? "shutting down"));
  if (r.chance(0.5)) out.push(ctx.line(v, t - 300, "warn", `process exited with code 143 after graceful stop`));
  const boot: Record<string, string[]> = {
    java: [
      `Starting ${v.name} v${ver} using Java 21.0.4 with PID 1`,
      `HikariPool-1 - Start completed.`,
      `Started Application in ${(r.next() * 10 + 6).toFixed(3)} seconds (process running for ${(r.next() * 10 + 8).toFixed(3)})`,
    ],
    node: [`${v.name}@${ver} starting (node v20.${r.int(10, 17)}.0, NODE_ENV=production)`, `listening on :${v.port}`],
    go: [`${v.name} version=${ver} commit=${sha} go=go1.22.${r.int(1, 7)}`, `listening addr=:${v.port}`],
    python: [
      `Starting gunicorn 22.0.0`,
      `Listening at: http://0.0.0.0:${v.port} (1)`,
      `Booting worker with pid: ${r.int(7, 40)}`,
    ],
    ruby: [
      `Puma starting in single mode... Version 6.4.2, Ruby 3.3.4, environment: production`,
      `Listening on http://0.0.0.0:${v.port}`,
    ],
    dotnet: [
      `Now listening on: http://[::]:${v.port}`,
      "Application started. Press Ctrl+C to shut down.",
      "Hosting environment: Production",
    ],
    php: [`NOTICE: fpm is running, pid 1`, "NOTICE: ready to handle connections"],
    elixir: [
      `Running ${v.name[0].toUpperCase()}${v.name.slice(1)}Web.Endpoint with Bandit 1.5.7 at :::${v.port} (http)`,
      `Access ${v.name} release ${ver}`,
    ],
  };
  (boot[v.runtime] ?? ["started"]).forEach((m, i) => {
    out.push(ctx.line(v, t + r.int(3000, 9000) + i * r.int(200, 2000), "info", m));
  });
  if (deploy && r.chance(0.6))
    out.push(
      ctx.line(
        v,
        t + r.int(9000, 12000),
        "warn",
        r.pick([
          `config key 'legacy_pricing.enabled' is deprecated and ignored`,
          `feature flag 'engraving_preview_v2' not found in flag store, using default false`,
          `Connection pool size 20 exceeds recommended 10 for this instance size`,
        ]),
      ),
    );
  if (ctx.edge.calls.includes(v.name))
    for (let i = 0; i < r.int(2, 12); i++)
      out.push(
        ...ctx.access(
          t + r.int(0, 4000),
          v,
          "GET",
          r.pick(["/api/cart", "/tickets?shop=MAN-01&state=open", "/valuations/VAL-100442/certificate.pdf"]),
          r.pick([502, 503]),
          r.int(1, 30),
          undefined,
          { flags: ctx.edge.proxy === "envoy" ? "UF,URX" : ctx.edge.proxy === "haproxy" ? "SC--" : undefined },
        ),
      );
  return out;
}

function certRenewal(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const e = ctx.edge;
  const out: Rec[] = [];
  const host = ctx.estate.host;
  switch (e.proxy) {
    case "nginx":
      out.push(
        ctx.raw(
          e.name,
          t,
          "info",
          `certificate for ${host} renewed (new expiry 2027-0${r.int(1, 3)}-${r.int(10, 28)}), reloading`,
        ),
      );
      out.push(ctx.raw(e.name, t + 300, "info", `signal 1 (SIGHUP) received from ${r.int(40, 200)}, reconfiguring`));
      out.push(ctx.raw(e.name, t + 320, "info", "reconfiguring"));
      out.push(ctx.raw(e.name, t + 900, "info", `gracefully shutting down`));
      break;
    case "traefik":
      out.push(
        ctx.raw(e.name, t, "info", `Renewing certificate from LE : {Main:${host} SANs:[]} providerName=le.acme`),
      );
      out.push(ctx.raw(e.name, t + 2500, "info", `Adding certificate for domain(s) ${host}`));
      break;
    case "envoy":
      out.push(ctx.raw(e.name, t, "info", "sds: secret 'edge-tls' updated, version_info 17"));
      out.push(ctx.raw(e.name, t + 40, "info", "lds: add/update listener 'https_listener'"));
      break;
    default:
      out.push(
        ctx.raw(
          e.name,
          t,
          "warn",
          `Proxy fe_https reloaded: new certificate /etc/haproxy/certs/${host}.pem (expires in 89 days)`,
        ),
      );
  }
  for (let i = 0; i < r.int(3, 12); i++) {
    const ip = clientIp(r);
    const at = t + r.int(-600000, 600000);
    const msg =
      e.proxy === "nginx"
        ? `*${r.int(1000, 99999)} SSL_do_handshake() failed (SSL: error:0A00006C:SSL routines::bad key share) while SSL handshaking, client: ${ip}, server: 0.0.0.0:443`
        : e.proxy === "traefik"
          ? `http: TLS handshake error from ${ip}:${r.int(20000, 60000)}: tls: client offered only unsupported versions: [302 301]`
          : e.proxy === "envoy"
            ? `[C${r.int(1000, 99999)}] TLS error: 268435612:SSL routines:OPENSSL_internal:HTTP_REQUEST`
            : `${ip}:${r.int(20000, 60000)} [${clfTime(at, true)}] fe_https/1: SSL handshake failure`;
    out.push(ctx.raw(e.name, at, r.chance(0.5) ? "error" : "warn", msg));
  }
  return out;
}

function healthFlap(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const e = ctx.edge;
  const v = entryApps(ctx).length ? r.pick(entryApps(ctx)) : undefined;
  if (!v) return [];
  const back = t + r.int(4000, 25000);
  switch (e.proxy) {
    case "haproxy":
      return [
        ctx.raw(
          e.name,
          t,
          "warn",
          `Server be_${v.name.replace(/^[a-z]+-/, "")}/${v.name}2 is DOWN, reason: Layer7 timeout, check duration: 2001ms. 2 active and 0 backup servers left. 0 sessions active, 0 requeued, 0 remaining in queue.`,
        ),
        ctx.raw(
          e.name,
          back,
          "warn",
          `Server be_${v.name.replace(/^[a-z]+-/, "")}/${v.name}2 is UP, reason: Layer7 check passed, code: 200, check duration: 14ms. 3 active and 0 backup servers online. 0 sessions requeued, 0 total in queue.`,
        ),
      ];
    case "envoy":
      return [
        ctx.raw(
          e.name,
          t,
          "warn",
          `health_check: host ${upstreamIp(v.name)}:${v.port} in cluster ${v.name} failed active health check (timeout), marking unhealthy`,
        ),
        ctx.raw(
          e.name,
          back,
          "info",
          `health_check: host ${upstreamIp(v.name)}:${v.port} in cluster ${v.name} is healthy again`,
        ),
      ];
    case "traefik":
      return [
        ctx.raw(
          e.name,
          t,
          "warn",
          `Health check failed, removing from server list: Get "http://${upstreamIp(v.name)}:${v.port}/health": context deadline exceeded (Client.Timeout exceeded while awaiting headers) serviceName=${v.name}@docker`,
        ),
        ctx.raw(
          e.name,
          back,
          "info",
          `Health check up: returning to server list. serviceName=${v.name}@docker targetURL=http://${upstreamIp(v.name)}:${v.port}`,
        ),
      ];
    default:
      return [
        ctx.raw(
          e.name,
          t,
          "error",
          `*${r.int(1000, 99999)} upstream timed out (110: Connection timed out) while reading response header from upstream, client: ${clientIp(r)}, server: ${ctx.estate.host}, request: "GET /healthz HTTP/1.1", upstream: "http://${upstreamIp(v.name)}:${v.port}/healthz"`,
        ),
        ctx.raw(
          e.name,
          back,
          "warn",
          `upstream server temporarily disabled while reading response header from upstream ${upstreamIp(v.name)}:${v.port}`,
        ),
      ];
  }
}

function slowQuery(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const db = ctx.role("db");
  const app = anyApp(ctx, (s) => ["java", "python", "ruby", "dotnet"].includes(s.runtime));
  const out: Rec[] = [];
  const n = r.int(1, 4);
  for (let i = 0, tt = t; i < n; i++, tt += r.gap(50000)) {
    const ms = r.int(1800, 9500);
    const sql = r.pick([
      `SELECT t.*, c.email FROM tickets t JOIN customers c ON c.id = t.customer_id WHERE t.updated_at > $1 ORDER BY t.updated_at`,
      `SELECT count(*) FROM ticket_events WHERE shop_code = $1 AND created_at BETWEEN $2 AND $3`,
      `SELECT * FROM valuations WHERE status = 'draft' AND created_at < now() - interval '30 days'`,
    ]);
    if (db?.runtime === "postgres")
      out.push(ctx.raw(db.name, tt, "info", `duration: ${ms}.${r.int(100, 999)} ms  execute <unnamed>: ${sql}`));
    else if (db)
      out.push(
        ctx.raw(
          db.name,
          tt,
          "warn",
          `[Warning] [MY-010055] [Server] Slow query: ${(ms / 1000).toFixed(2)}s rows_examined=${r.int(100000, 4000000)} ${sql.replace(/\$\d/g, "?")}`,
        ),
      );
    if (app)
      out.push(
        ctx.line(
          app,
          tt + 10,
          "warn",
          `slow query (${ms}ms) in monthly shop report export for ${r.pick(["LDN-03", "MAN-01", "EDI-02"])}`,
        ),
      );
  }
  return out;
}

function webhookRetry(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const v = ctx.role("courier") ?? ctx.role("payments");
  if (!v) return [];
  const evt = `evt_${r.hex(16)}`;
  const vendor = v.role === "courier" ? "carrier" : "psp";
  const out = [
    ctx.line(
      v,
      t,
      "error",
      `${vendor} webhook ${evt} rejected: signature verification failed (timestamp outside tolerance: ${r.int(301, 900)}s)`,
    ),
    ctx.line(
      v,
      t + r.int(30000, 120000),
      "info",
      `${vendor} webhook ${evt} accepted on redelivery (attempt 2), status=${v.role === "courier" ? "collected" : "charge.succeeded"}`,
    ),
  ];
  if (r.chance(0.5))
    out.push(ctx.line(v, t + r.int(121000, 200000), "info", `${vendor} webhook ${evt} duplicate delivery ignored`));
  return out;
}

function queueRedelivery(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const v = anyApp(ctx, (s) => ["notify", "engraving", "stock"].includes(s.role));
  if (!v) return [];
  const out: Rec[] = [];
  const job = r.hex(24);
  if (v.runtime === "ruby")
    out.push(
      ctx.line(
        v,
        t,
        "warn",
        rubyTrace(
          `{"class":"ProofRenderJob","jid":"${job}","retry_count":0,"error_class":"Net::ReadTimeout","error_message":"Net::ReadTimeout with #<TCPSocket:(closed)>"}`,
          [
            "/usr/local/bundle/gems/net-protocol-0.2.2/lib/net/protocol.rb:229:in `rbuf_fill'",
            "/app/app/jobs/proof_render_job.rb:18:in `perform'",
          ],
        ),
      ),
    );
  else if (v.runtime === "python")
    out.push(
      ctx.line(
        v,
        t,
        "warn",
        `Task send_notification[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}] retry: Retry in 30s: ConnectionResetError(104, 'Connection reset by peer')`,
      ),
    );
  else if (v.runtime === "elixir")
    out.push(
      ctx.line(
        v,
        t,
        "warn",
        `[Oban] job ${r.int(10000, 99999)} attempt 1/20 failed: ** (Mint.TransportError) socket closed - rescheduled in 17s`,
      ),
    );
  else out.push(ctx.line(v, t, "warn", `message ${job} redelivered (delivery_count=2, previous consumer lost ack)`));
  out.push(ctx.line(v, t + r.int(17000, 35000), "info", `job ${job.slice(0, 10)} completed on retry`));
  return out;
}

function idempotentDupes(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const db = ctx.role("db");
  const app = ctx.role("shop") ?? ctx.role("tickets");
  if (!app) return [];
  const out: Rec[] = [];
  for (let i = 0, tt = t; i < r.int(2, 6); i++, tt += r.gap(45000)) {
    const key = r.hex(16);
    if (db?.runtime === "postgres") {
      out.push(
        ctx.raw(
          db.name,
          tt,
          "error",
          `duplicate key value violates unique constraint "orders_idempotency_key_key"\nDETAIL:  Key (idempotency_key)=(${key}) already exists.\nSTATEMENT:  INSERT INTO orders (id, idempotency_key, total) VALUES ($1, $2, $3)`,
        ),
      );
    } else if (db)
      out.push(
        ctx.raw(
          db.name,
          tt,
          "info",
          `[Note] Duplicate entry '${key}' for key 'orders.uq_idempotency' (handled by client)`,
        ),
      );
    out.push(
      ctx.line(
        app,
        tt + 4,
        r.chance(0.5) ? "warn" : "error",
        `SQLSTATE 23505 unique_violation on orders.idempotency_key=${key}: replayed request, returning original order ${orderId(r)}`,
      ),
    );
  }
  return out;
}

function gcPressure(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const v = anyApp(ctx, (s) => ["java", "node", "dotnet", "go"].includes(s.runtime));
  if (!v) return [];
  const out: Rec[] = [];
  for (let i = 0, tt = t; i < r.int(1, 4); i++, tt += r.gap(60000)) {
    const msg =
      v.runtime === "java"
        ? `GC pause (G1 Evacuation Pause) (young) ${r.int(700, 1400)}M->${r.int(200, 500)}M(2048M) ${r.int(180, 650)}.${r.int(100, 999)}ms`
        : v.runtime === "node"
          ? `event loop blocked for ${r.int(200, 900)}ms (heapUsed=${r.int(300, 700)}MB of 1024MB) during nightly catalogue import`
          : v.runtime === "dotnet"
            ? `High memory usage: working set ${r.int(700, 900)} MB (limit 1024 MB), gen2 collection triggered`
            : `memory high-water mark ${r.int(300, 480)}MiB (GOMEMLIMIT 512MiB), GC forced`;
    out.push(ctx.line(v, tt, "warn", msg));
  }
  return out;
}

function configReload(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const v = anyApp(ctx);
  if (!v) return [];
  return [
    ctx.line(
      v,
      t,
      "info",
      `configuration reloaded from ${r.pick(["consul", "configmap", "ssm:/" + ctx.estate.key + "/prod"])}: ${r.int(1, 4)} keys changed`,
    ),
    ctx.line(
      v,
      t + 5,
      "warn",
      `unknown configuration key '${r.pick(["legacy_fx_source", "engrave.dpi_override", "courier.sandbox_mode", "SMTP_POOL"])}' ignored`,
    ),
  ];
}

function botRateLimit(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const v = ctx.role("shop");
  if (!v) return [];
  const ip = `${r.pick(["52.", "34.", "3."])}${r.int(1, 250)}.${r.int(1, 250)}.${r.int(1, 250)}`;
  const ua = r.pick([
    "PriceSpyBot/2.1 (+https://pricespy.example/bot)",
    "python-httpx/0.27.0",
    "Scrapy/2.11.2 (+https://scrapy.org)",
  ]);
  const out: Rec[] = [];
  let tt = t;
  for (let i = 0; i < r.int(20, 70); i++, tt += r.int(200, 1500)) {
    out.push(
      ...ctx.access(tt, v, "GET", `/api/products/straps?page=${i + 1}`, 429, r.int(1, 5), undefined, { ip, ua }),
    );
    if (i % 10 === 0)
      out.push(
        ctx.line(
          v,
          tt + 1,
          "warn",
          `rate limit exceeded for client ${ip} (${r.int(120, 400)} req/min > 120), responding 429 Too Many Requests`,
        ),
      );
  }
  return out;
}

function authzDenials(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const v = anyApp(ctx, (s) => ctx.edge.calls.includes(s.name));
  if (!v) return [];
  const out: Rec[] = [];
  for (let i = 0, tt = t; i < r.int(2, 6); i++, tt += r.gap(40000)) {
    if (r.chance(0.5) && v.runtime === "node")
      out.push(
        ctx.line(
          v,
          tt,
          "error",
          nodeTrace(`TokenExpiredError: jwt expired`, [
            "/app/node_modules/jsonwebtoken/verify.js:190:21",
            "getSecret (/app/node_modules/jsonwebtoken/verify.js:97:14)",
            "requireSession (/app/dist/middleware/auth.js:31:9)",
          ]),
        ),
      );
    else
      out.push(
        ctx.line(
          v,
          tt,
          "warn",
          `access denied: user u_${r.digits(5)} (shop ${r.pick(["MAN-01", "BRS-01"])}) may not view ${ticketId(r)} owned by ${r.pick(["LDN-03", "EDI-02"])} (403 Forbidden)`,
        ),
      );
    out.push(...ctx.access(tt - 20, v, "GET", `/tickets/${ticketId(r)}`, r.chance(0.5) ? 403 : 401, r.int(3, 30)));
  }
  return out;
}

function handledNull(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const v = anyApp(ctx);
  if (!v) return [];
  const msg =
    v.runtime === "node"
      ? nodeTrace(`TypeError: Cannot read properties of undefined (reading 'strapWidth')`, [
          "recommendStraps (/app/dist/widgets/related.js:48:31)",
          "renderSidebar (/app/dist/widgets/index.js:112:18)",
        ]) + "\n(recommendation widget hidden for this page)"
      : v.runtime === "java"
        ? `customer ${r.digits(6)} has no phone number on file; SMS reminder for ${ticketId(r)} skipped (NullPointerException avoided)`
        : v.runtime === "dotnet"
          ? dotnetTrace(
              `System.NullReferenceException: Object reference not set to an instance of an object. (optional insurer note missing, continuing)`,
              [
                `${ctx.estate.pkg}.Reports.NoteFormatter.Format(Note note) in /src/Reports/NoteFormatter.cs:line ${r.int(20, 90)}`,
              ],
            )
          : v.runtime === "python"
            ? pyTrace(
                [["/app/reports/weekly.py", r.int(40, 200), "shop_summary", "ratio = done / total"]],
                "ZeroDivisionError: division by zero",
              ) + "\nweekly summary for shop EDI-02 skipped (no tickets this week)"
            : `customer record ${r.digits(6)} has no email; notification skipped`;
  return [ctx.line(v, t, "error", msg)];
}

function diskHousekeeping(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const v = anyApp(ctx, (s) => ["engraving", "valuation", "tickets"].includes(s.role));
  if (!v) return [];
  const vol = r.pick(["/var/lib/proofs", "/data/certificates", "/srv/photos"]);
  return [
    ctx.line(v, t, "warn", `disk usage on ${vol} at ${r.int(78, 84)}% (alert threshold 90%), starting cleanup`),
    ctx.line(
      v,
      t + r.int(20000, 90000),
      "info",
      `cleanup removed ${r.int(300, 4000)} expired files (${(r.next() * 4 + 0.5).toFixed(1)} GB), ${vol} now at ${r.int(55, 70)}%`,
    ),
  ];
}

function workerKilled(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const v = anyApp(ctx, (s) => s.runtime === "python");
  if (!v) return [];
  const pid = r.int(40, 900);
  const w = r.int(1, 8);
  return [
    ctx.raw(v.name, t, "error", `Process 'ForkPoolWorker-${w}' pid:${pid} exited with 'signal 9 (SIGKILL)'`),
    ctx.raw(
      v.name,
      t + 12,
      "error",
      pyTrace(
        [
          [
            "/usr/local/lib/python3.12/site-packages/billiard/pool.py",
            1264,
            "mark_as_worker_lost",
            "raise WorkerLostError(",
          ],
        ],
        `billiard.exceptions.WorkerLostError: Worker exited prematurely: signal 9 (SIGKILL) Job: ${r.int(100, 9000)}.`,
      ),
    ),
    ctx.raw(
      v.name,
      t + r.int(30000, 60000),
      "info",
      `Task ${v.role === "engraving" ? "render_hi_res_proof" : "build_photo_thumbnails"}[${r.hex(8)}] succeeded in ${(r.next() * 20 + 3).toFixed(3)}s on retry (batch split in 4)`,
    ),
  ];
}

function emailBounce(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const v = ctx.role("notify");
  if (!v) return [];
  const out: Rec[] = [];
  for (let i = 0, tt = t; i < r.int(1, 4); i++, tt += r.gap(50000))
    out.push(
      ctx.line(
        v,
        tt,
        "error",
        `delivery failed: 550 5.1.1 <${r.pick(["j.smith", "maria.k", "pat77", "orders"])}@${r.pick(["hotmial.com", "gmail.con", "example.org"])}>: Recipient address rejected: User unknown in virtual mailbox table`,
      ),
    );
  return out;
}

function vendorBlip(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const v = anyApp(ctx, (s) => ["parts", "stock", "courier", "valuation"].includes(s.role));
  if (!v) return [];
  const who = v.role === "courier" ? "carrier API" : v.role === "valuation" ? "metal price feed" : "supplier feed";
  return [
    ctx.line(v, t, "error", `${who} returned 503 Service Unavailable (upstream maintenance), retry 1/5 in 2s`),
    ctx.line(v, t + 2100, r.chance(0.5) ? "error" : "warn", `${who} returned 503 Service Unavailable, retry 2/5 in 4s`),
    ctx.line(v, t + 6300, "info", `${who} ok again after 2 retries`),
  ];
}

function oneCrash(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const v = anyApp(ctx, (s) => ["go", "ruby", "java", "elixir"].includes(s.runtime));
  if (!v) return [];
  let msg: string;
  if (v.runtime === "go")
    msg =
      `http: panic serving ${upstreamIp(ctx.edge.name)}:${r.int(30000, 60000)}: ` +
      goPanic(r, "runtime error: index out of range [3] with length 3", [
        "main.(*reportHandler).weeklyCSV",
        "main.(*reportHandler).ServeHTTP",
      ]);
  else if (v.runtime === "ruby")
    msg = rubyTrace(`ActionView::Template::Error (undefined method 'strftime' for nil:NilClass):`, [
      `app/views/admin/reports/_row.html.erb:7`,
      `app/views/admin/reports/index.html.erb:22`,
    ]);
  else if (v.runtime === "elixir")
    msg = `** (FunctionClauseError) no function clause matching in ${v.name[0].toUpperCase()}${v.name.slice(1)}.Admin.Export.row/1\n    (${v.name} 1.0.0) lib/${v.name}/admin/export.ex:41: ${v.name[0].toUpperCase()}${v.name.slice(1)}.Admin.Export.row/1`;
  else
    msg = javaTrace(r, "java.lang.ArithmeticException: / by zero", [
      `${ctx.estate.pkg}.admin.ReportController.turnaround(ReportController.java:${r.int(40, 120)})`,
    ]);
  const out = [ctx.line(v, t, "error", msg)];
  if (ctx.edge.calls.includes(v.name))
    out.push(...ctx.access(t - 40, v, "GET", "/admin/reports/weekly.csv", 500, r.int(20, 90)));
  return out;
}

function dnsBlip(ctx: Ctx, t: number): Rec[] {
  const r = ctx.rng;
  const v = anyApp(ctx, (s) => s.runtime === "go" || s.runtime === "node");
  if (!v) return [];
  const host = r.pick([
    "api.metalquotes.example",
    "hooks.slack.com",
    "o4504.ingest.sentry.io",
    "feeds.partsnet.example",
  ]);
  const msg =
    v.runtime === "go"
      ? `dial tcp: lookup ${host} on 10.96.0.10:53: read udp 10.42.2.9:${r.int(30000, 60000)}->10.96.0.10:53: i/o timeout`
      : `getaddrinfo EAI_AGAIN ${host}`;
  return [ctx.line(v, t, "error", msg), ctx.line(v, t + r.int(3000, 8000), "info", `${host} reachable again`)];
}

export const NOISE: Noise[] = [
  { id: "declines", about: "card declines at checkout", gen: declines },
  { id: "logins", about: "a customer failing to sign in until locked out", gen: loginFailures },
  { id: "scanner", about: "a vulnerability scanner probing for .env and wp-login", gen: scanner },
  { id: "disconnects", about: "clients hanging up mid-response (broken pipes, 499s)", gen: clientDisconnects },
  { id: "validation", about: "bad user input refused with 400/422", gen: validation },
  { id: "retries", about: "internal call timeouts that succeed on retry", gen: retrySuccess },
  { id: "redis", about: "a cache connection reset and reconnect", gen: redisReconnect },
  { id: "restart", about: "a scheduled restart with a blip of 502s", gen: (c, t) => restart(c, t, false) },
  { id: "deploy", about: "a routine deploy", gen: (c, t) => restart(c, t, true) },
  { id: "cert", about: "a certificate renewal and TLS handshake errors from old clients", gen: certRenewal },
  { id: "flap", about: "a health-check flap at the proxy", gen: healthFlap },
  { id: "slowq", about: "slow report queries", gen: slowQuery },
  { id: "webhook", about: "a vendor webhook rejected then accepted on redelivery", gen: webhookRetry },
  { id: "redeliver", about: "a queue job retried after a read timeout", gen: queueRedelivery },
  { id: "dupes", about: "idempotent replays hitting a unique constraint", gen: idempotentDupes },
  { id: "gc", about: "GC and heap warnings during a batch", gen: gcPressure },
  { id: "config", about: "a config reload with an unknown key", gen: configReload },
  { id: "botlimit", about: "a price-scraping bot rate limited with 429s", gen: botRateLimit },
  { id: "authz", about: "expired tokens and cross-shop access denials", gen: authzDenials },
  { id: "null", about: "a handled null/zero edge case in a report or widget", gen: handledNull },
  { id: "disk", about: "a disk cleanup at 80% usage", gen: diskHousekeeping },
  { id: "killed", about: "a batch worker killed by SIGKILL and retried", gen: workerKilled },
  { id: "bounce", about: "email bounces for mistyped addresses", gen: emailBounce },
  { id: "vendor", about: "a vendor 503 blip retried", gen: vendorBlip },
  { id: "crash", about: "a one-off unhandled exception on an admin report", gen: oneCrash },
  { id: "dns", about: "a DNS lookup timeout that recovers", gen: dnsBlip },
];

export interface Chronic {
  id: string;
  about: string;
  /** Picks the service and returns its repeated line, or undefined when no service fits. */
  pick: (ctx: Ctx) => { svc: Svc; level: "warn" | "error"; msg: () => string; every: number } | undefined;
}

export const CHRONIC: Chronic[] = [
  {
    id: "fx",
    about: "a stale FX feed error every half minute",
    pick: (ctx) => {
      const v = ctx.role("valuation") ?? ctx.role("shop");
      return (
        v && {
          svc: v,
          level: "error",
          every: 30000,
          msg: () =>
            `failed to refresh FX rate CHF/GBP from ecb-feed: HTTP 404, using cached rate (age ${ctx.rng.int(2, 30)}h)`,
        }
      );
    },
  },
  {
    id: "scanner-device",
    about: "an offline barcode scanner at one shop",
    pick: (ctx) => {
      const v = ctx.role("tickets");
      return (
        v && {
          svc: v,
          level: "warn",
          every: 20000,
          msg: () =>
            `bench scanner EDI-02/BS-${ctx.rng.int(1, 3)} not responding (offline since 3 days), ticket scans falling back to manual entry`,
        }
      );
    },
  },
  {
    id: "cdn",
    about: "a CDN purge failing with 403 all window",
    pick: (ctx) => {
      const v = ctx.role("shop");
      return (
        v && {
          svc: v,
          level: "error",
          every: 45000,
          msg: () =>
            `image CDN purge failed: 403 Forbidden from cdn api (token scoped to staging zone), ${ctx.rng.int(3, 40)} urls left stale`,
        }
      );
    },
  },
  {
    id: "recon",
    about: "payout reconciliation mismatches repeated every few seconds",
    pick: (ctx) => {
      const v = ctx.role("payments");
      return (
        v && {
          svc: v,
          level: "error",
          every: 15000,
          msg: () =>
            `reconciliation: payout po_${ctx.rng.hex(12)} line ${eur(ctx.rng, 5, 90)} has no matching order (skipped)`,
        }
      );
    },
  },
  {
    id: "statsd",
    about: "a metrics sidecar refusing connections all window",
    pick: (ctx) => {
      const v = ctx.rng.pick(ctx.apps());
      return (
        v && {
          svc: v,
          level: "error",
          every: 12000,
          msg: () =>
            `could not flush metrics to statsd 10.42.0.9:8125: connect: connection refused (dropped ${ctx.rng.int(40, 300)} points)`,
        }
      );
    },
  },
  {
    id: "tracking",
    about: "courier tracking polls for a lost parcel",
    pick: (ctx) => {
      const v = ctx.role("courier");
      return (
        v && {
          svc: v,
          level: "error",
          every: 25000,
          msg: () => `tracking poll for ${"PK4471203"} failed: carrier says 'shipment not found' (will retry)`,
        }
      );
    },
  },
];

export function chronic(ctx: Ctx, c: Chronic): Rec[] {
  const p = c.pick(ctx);
  if (!p) return [];
  const out: Rec[] = [];
  for (let t = ctx.start + ctx.rng.int(500, p.every); t < ctx.end; t += p.every * ctx.rng.float(0.8, 1.2))
    out.push(ctx.line(p.svc, t, p.level, p.msg()));
  return out;
}
