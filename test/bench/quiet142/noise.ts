// Loud-but-harmless things real on-call sees every day, worded per estate. Each maker adds its lines
// to a window and returns what it did (for the label note).

import type { Rng } from "./rng.js";
import { burst, type Ctx, type Line, steady } from "./sim.js";

interface Roles {
  edge: string;
  login: string;
  api: string;
  db: string;
  dbWords: { lost: string; back: string; slow: (r: Rng) => string; dup: (r: Rng) => string };
  worker: string;
  vendorCaller: string;
  vendor: string;
  sensor: string;
  projector: string;
  batch: string;
  runtimeWarn: Array<[string, (r: Rng) => string]>;
  deployable: string[];
}

const ipv = (r: Rng) => `${r.p([45, 185, 193, 103, 5])}.${r.i(1, 254)}.${r.i(1, 254)}.${r.i(1, 254)}`;

const ROLES: Record<string, Roles> = {
  kepler: {
    edge: "kepler-edge",
    login: "member-hub",
    api: "tix-api",
    db: "timeslot-svc",
    dbWords: {
      lost: "HikariPool-1 - Connection org.postgresql.jdbc.PgConnection@5f1a marked as broken because of SQLSTATE(08006), ErrorCode(0)",
      back: "HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@7ac2 (pg-timeslots-rw.kepler.internal now primary)",
      slow: (r) =>
        `o.h.e.j.s.SqlExceptionHelper : slow statement ${r.i(1800, 4200)}ms: select s.* from slot s join show_run sr on ... where s.day between ? and ?`,
      dup: (r) =>
        `o.h.e.j.s.SqlExceptionHelper : ERROR: duplicate key value violates unique constraint "order_idem_key_uq" Detail: Key (idempotency_key)=(${r.hex(16)}) already exists. -> replaying stored response`,
    },
    worker: "school-bookings",
    vendorCaller: "payments-bridge",
    vendor: "api.stripe.com",
    sensor: "exhibit-telemetry",
    projector: "dome-scheduler",
    batch: "school-bookings",
    runtimeWarn: [
      [
        "tix-api",
        (r) =>
          `(node:${r.i(20, 40)}) MaxListenersExceededWarning: Possible EventEmitter memory leak detected. 11 close listeners added to [TLSSocket]. Use emitter.setMaxListeners() to increase limit`,
      ],
      [
        "timeslot-svc",
        (r) =>
          `o.s.b.a.o.j.JpaBaseConfiguration$JpaWebConfiguration : spring.jpa.open-in-view is enabled by default (${r.i(1, 1)} warning)`,
      ],
    ],
    deployable: ["tix-api", "member-hub", "giftshop-pos", "school-bookings"],
  },
  halley: {
    edge: "haproxy_front",
    login: "booking_api",
    api: "booking_api",
    db: "seat_map",
    dbWords: {
      lost: "psycopg2.OperationalError: server closed the connection unexpectedly\n\tThis probably means the server terminated abnormally\n\tbefore or while processing the request.",
      back: "db pool re-established against pg-halley-1 (promoted replica), 12 connections",
      slow: (r) =>
        `django.db.backends (${(r.i(1500, 5000) / 1000).toFixed(3)}) SELECT "seatmap_seat"."id", ... FROM "seatmap_seat" WHERE "seatmap_seat"."show_id" = ${r.i(4000, 4999)} FOR UPDATE; args=(...)`,
      dup: (r) =>
        `django.db.utils.IntegrityError: duplicate key value violates unique constraint "booking_order_idempotency_key_key" DETAIL: Key (idempotency_key)=(${r.hex(20)}) already exists. (replay of submitted basket, returning existing order)`,
    },
    worker: "mailer_worker",
    vendorCaller: "member_sync",
    vendor: "crm.halley-friends.org",
    sensor: "dome_media",
    projector: "dome_media",
    batch: "group_visits",
    runtimeWarn: [
      [
        "booking_api",
        () =>
          "py.warnings RemovedInDjango60Warning: The default scheme will be changed from 'http' to 'https' in Django 6.0.",
      ],
      [
        "mailer_worker",
        () =>
          "celery.worker.consumer.consumer CPendingDeprecationWarning: The broker_connection_retry configuration setting will no longer determine whether broker connection retries are made during startup in Celery 6.0",
      ],
    ],
    deployable: ["booking_api", "show_planner", "cafe_pos", "group_visits"],
  },
  tycho: {
    edge: "envoy",
    login: "gate",
    api: "gate",
    db: "ledger",
    dbWords: {
      lost: "[error] Postgrex.Protocol (#PID<0.2741.0>) disconnected: ** (DBConnection.ConnectionError) tcp recv: closed",
      back: "[info] Postgrex.Protocol reconnected to pg-ledger.tycho.svc:5432 after failover",
      slow: (r) =>
        `[warning] Ecto query took ${r.i(1500, 4000)}ms source="ledger_entries" SELECT l0."id", l0."amount" FROM "ledger_entries" AS l0 WHERE (l0."account_id" = $1)`,
      dup: (r) =>
        `[error] ** (Ecto.ConstraintError) constraint error when attempting to insert struct: payments_idempotency_key_index (unique_constraint) key=${r.hex(16)} -- duplicate webhook, ignored`,
    },
    worker: "scheduler",
    vendorCaller: "ledger",
    vendor: "api.mollie.com",
    sensor: "sensors",
    projector: "scheduler",
    batch: "catalog",
    runtimeWarn: [
      [
        "gate",
        (r) => `level=warn msg="http: TLS handshake error from ${ipv(r)}:${r.i(30000, 60000)}: EOF" component=server`,
      ],
      ["ledger", () => "[warning] :gen_statem {Ledger.Vault, :renew} took longer than expected, ignoring"],
    ],
    deployable: ["gate", "catalog", "shop", "turnstile"],
  },
  meridian: {
    edge: "platform-traefik",
    login: "visitor-tickets-api",
    api: "visitor-tickets-api",
    db: "visitor-checkout",
    dbWords: {
      lost: "Microsoft.EntityFrameworkCore.Database.Connection: An error occurred using the connection to database 'checkout' on server 'tcp:mst-sql-live.database.windows.net,1433'. A transport-level error has occurred (Error 10054)",
      back: "Microsoft.EntityFrameworkCore: execution strategy retry succeeded after geo-failover of mst-sql-live (secondary now primary)",
      slow: (r) =>
        `Microsoft.EntityFrameworkCore.Database.Command: Executed DbCommand (${r.i(1500, 4500)}ms) [Parameters=[@__orderId_0='?'], CommandType='Text', CommandTimeout='30'] SELECT TOP(1) [o].[Id] FROM [Orders] AS [o] ...`,
      dup: (r) =>
        `Microsoft.EntityFrameworkCore.Update: Cannot insert duplicate key row in object 'dbo.Orders' with unique index 'IX_Orders_IdempotencyKey'. The duplicate key value is (${r.hex(16)}). Returning original order.`,
    },
    worker: "learning-schoolgroups",
    vendorCaller: "visitor-checkout",
    vendor: "checkout-live.adyen.com",
    sensor: "exhibits-sensorhub",
    projector: "shows-fulldome-ctl",
    batch: "learning-schoolgroups",
    runtimeWarn: [
      [
        "visitor-tickets-api",
        () =>
          "Microsoft.AspNetCore.DataProtection.Repositories.EphemeralXmlRepository: Using an in-memory repository. Keys will not be persisted to storage.",
      ],
      [
        "shows-programme",
        (r) =>
          `PHP Deprecated:  Creation of dynamic property App\\Models\\Show::$legacy_slug is deprecated in /var/www/app/Models/Show.php on line ${r.i(40, 90)}`,
      ],
    ],
    deployable: ["visitor-tickets-api", "shows-programme", "retail-pos", "learning-schoolgroups"],
  },
};

/** How each estate's edge logs a scanner's request for a path that does not exist. */
function edgeMiss(estate: string, r: Rng, who: string, path: string): Line {
  switch (estate) {
    case "kepler":
      return r.c(0.4)
        ? ["error", `open() "/usr/share/nginx/html${path}" failed (2: No such file or directory), client: ${who}`]
        : ["info", `${who} - - "GET ${path} HTTP/1.1" 404 ${r.i(100, 600)} "-" "Mozilla/5.0 zgrab/0.x"`];
    case "halley":
      return [
        "info",
        `${who}:${r.i(30000, 65000)} [--] fe_https~ be_static/<NOSRV> 0/-1/-1/-1/0 404 ${r.i(100, 300)} - - PR-- 1/1/0/0/0 0/0 "GET ${path} HTTP/1.1"`,
      ];
    case "tycho":
      return ["info", `"GET ${path} HTTP/1.1" 404 NR 0 0 0 - "${who}" "Mozilla/5.0 zgrab/0.x" "-"`];
    default:
      return r.c(0.3)
        ? ["warn", `middleware "scanner-block@file" rejected ${who} GET ${path} (403)`]
        : ["info", `${who} - - "GET ${path} HTTP/1.1" 404 19 "-" "-" ${r.i(10000, 99999)} "-" "-" 0ms`];
  }
}

export type NoiseMaker = (ctx: Ctx) => string;
const roles = (ctx: Ctx) => ROLES[ctx.estate.key];

export const NOISE: Record<string, NoiseMaker> = {
  scanner404: (ctx) => {
    const ro = roles(ctx);
    const paths = [
      "/wp-login.php",
      "/.env",
      "/.git/config",
      "/phpmyadmin/index.php",
      "/vendor/phpunit/eval-stdin.php",
      "/actuator/env",
      "/server-status",
      "/xmlrpc.php",
      "/.aws/credentials",
    ];
    const who = ipv(ctx.r);
    const n = ctx.r.i(80, 260);
    burst(ctx, ctx.at(ctx.r.f(0.05, 0.6)), ctx.r.i(60, 300) * 1000, n, ro.edge, (r) =>
      edgeMiss(ctx.estate.key, r, who, r.p(paths)),
    );
    return `a scanner probing ${n} junk paths at the edge (404s / blocked)`;
  },
  failedLogins: (ctx) => {
    const ro = roles(ctx);
    const n = ctx.r.i(60, 200);
    const t = ctx.at(ctx.r.f(0.1, 0.6));
    burst(ctx, t, ctx.r.i(120, 400) * 1000, n, ro.login, (r) => [
      "warn",
      r.p([
        `login failed for member ${r.p(["", "m."])}${r.hex(6)}@${r.p(["gmail.com", "outlook.com", "yahoo.co.uk"])}: invalid password (ip ${ipv(r)})`,
        `authentication failed: unknown member email (ip ${ipv(r)})`,
      ]),
    ]);
    ctx.emit(
      t + 130000,
      ro.login,
      "warn",
      `login throttle: ${ctx.r.i(4, 20)} source IPs blocked for 15m after repeated failures`,
    );
    return `a credential-stuffing burst of ${n} failed member logins, throttled`;
  },
  clientDisconnects: (ctx) => {
    const ro = roles(ctx);
    steady(ctx, ctx.r.i(8, 20), ro.api, (r) =>
      r.c(0.5)
        ? [
            "error",
            r.p([
              "write EPIPE: client closed connection before response was sent",
              "Broken pipe while streaming response body (client gone)",
              "request aborted by client (status 499)",
            ]),
          ]
        : ["warn", `client disconnected after ${r.i(2, 30)}s on ${r.p(["/slots", "/basket", "/checkout"])}`],
    );
    return "steady client disconnects (499 / broken pipe) from mobile users";
  },
  badInput: (ctx) => {
    const ro = roles(ctx);
    steady(ctx, ctx.r.i(5, 15), ro.api, (r) => [
      r.c(0.3) ? "error" : "warn",
      r.p([
        `validation failed: visit date ${r.p(["2025-12-31", "2026-13-01", "1970-01-01"])} is not bookable (400)`,
        `promo code ${r.p(["EARLYBIRD", "SCHOOL25", "FREEPLANET"])} rejected: expired or unknown (422)`,
        `request body rejected: quantity ${r.i(40, 900)} exceeds per-order maximum of 20 (400)`,
        `invalid JSON payload: Unexpected token < in JSON at position 0 (400)`,
      ]),
    ]);
    return "refused bad input: invalid dates, expired promo codes, oversize orders (4xx)";
  },
  retriesSucceed: (ctx) => {
    const { r } = ctx;
    const route = r.p(ctx.estate.routes.filter((x) => x.length >= 3));
    const caller = route[1];
    const callee = route[2];
    steady(ctx, r.i(10, 30), caller, (rr) => [
      "warn",
      `call to ${callee} timed out after ${rr.p([800, 1000, 2000])}ms, retrying (attempt 1/3)`,
    ]);
    steady(ctx, r.i(12, 30), caller, (rr) => ["info", `call to ${callee} succeeded on attempt ${rr.i(2, 3)}`]);
    return `${caller} retrying slow calls to ${callee}, which succeed on the next attempt`;
  },
  dbFailover: (ctx) => {
    const ro = roles(ctx);
    const t = ctx.at(ctx.r.f(0.25, 0.7));
    const d = ctx.r.i(15, 45) * 1000;
    ctx.emit(t - 2000, ro.db, "warn", "database primary unreachable, driver initiating failover");
    burst(ctx, t, d, ctx.r.i(25, 70), ro.db, () => ["error", ro.dbWords.lost]);
    burst(ctx, t + 1000, d, ctx.r.i(8, 20), ro.edge, (r) => [
      "warn",
      `upstream ${ro.db} answered 503 (${r.i(5, 40)}ms)`,
    ]);
    ctx.emit(t + d + 800, ro.db, "info", ro.dbWords.back);
    return `a managed database failover: ${Math.round(d / 1000)}s of dropped connections at ${ro.db}, then recovered`;
  },
  deployBlip: (ctx) => {
    const ro = roles(ctx);
    const svc = ctx.r.p(ro.deployable);
    const t = ctx.at(ctx.r.f(0.2, 0.75));
    const v = `${ctx.r.i(2, 9)}.${ctx.r.i(0, 30)}.${ctx.r.i(0, 9)}`;
    ctx.emit(t, svc, "info", `received SIGTERM, draining connections (deploy ${v})`);
    ctx.emit(t + 400, svc, "info", `shutdown complete`);
    ctx.emit(t + 6000, svc, "info", `starting ${svc} ${v} (commit ${ctx.r.hex(7)})`);
    burst(ctx, t + 1000, 8000, ctx.r.i(3, 12), ro.edge, (r) => [
      "error",
      `upstream connect error or disconnect/reset before headers (${svc}) 502 ${r.i(1, 9)}ms`,
    ]);
    ctx.emit(t + 9000, svc, "warn", `readiness probe failed: HTTP probe failed with statuscode: 503`);
    ctx.emit(t + 19000, svc, "info", `ready: listening on :8080`);
    return `a rolling deploy of ${svc} ${v} with a few 502s at the edge while it restarted`;
  },
  certRenewal: (ctx) => {
    const ro = roles(ctx);
    const t = ctx.at(ctx.r.f(0.1, 0.8));
    ctx.emit(
      t,
      ro.edge,
      "info",
      `certificate for tickets.${ctx.estate.key}.org renewed (ACME, expires 2027-03-${ctx.r.i(10, 28)}), reloading`,
    );
    ctx.emit(t + 900, ro.edge, "info", "configuration reload: workers restarted gracefully");
    burst(ctx, t - 600000, 1200000, ctx.r.i(10, 40), ro.edge, (r) => [
      "warn",
      ctx.estate.key === "kepler"
        ? `SSL_do_handshake() failed (SSL: error:0A000126:SSL routines::unexpected eof while reading) while SSL handshaking, client: ${ipv(r)}`
        : ctx.estate.key === "halley"
          ? `${ipv(r)}:${r.i(30000, 65000)} [--] fe_https/1: SSL handshake failure`
          : `http: TLS handshake error from ${ipv(r)}:${r.i(30000, 65000)}: remote error: tls: unknown certificate`,
    ]);
    return "a TLS certificate renewal and edge reload, with the usual handshake errors from old clients";
  },
  healthFlap: (ctx) => {
    const svc = ctx.r.p(Object.keys(ctx.estate.ok).filter((s) => s !== ctx.estate.edge));
    for (let k = 0; k < ctx.r.i(3, 7); k++) {
      const t = ctx.at(ctx.r.f(0.05, 0.95));
      ctx.emit(
        t,
        svc,
        "warn",
        `liveness probe failed: Get "http://10.2.${ctx.r.i(0, 9)}.${ctx.r.i(2, 250)}:8080/healthz": context deadline exceeded`,
      );
      ctx.emit(t + 10000, svc, "info", "liveness probe ok");
    }
    return `health-check flaps on ${svc} that pass again on the next probe`;
  },
  slowQueries: (ctx) => {
    const ro = roles(ctx);
    steady(ctx, ctx.r.i(20, 60), ro.db, (r) => ["warn", ro.dbWords.slow(r)]);
    return `periodic slow queries at ${ro.db}`;
  },
  deadLetter: (ctx) => {
    const ro = roles(ctx);
    const t = ctx.at(ctx.r.f(0.2, 0.8));
    for (let k = 1; k <= 5; k++)
      ctx.emit(
        t + k * k * 2000,
        ro.worker,
        "warn",
        `message ${ctx.r.hex(8)} handler raised KeyError('school_urn'), redelivery ${k}/5`,
      );
    ctx.emit(
      t + 60000,
      ro.worker,
      "error",
      `message moved to dead-letter queue after 5 attempts: payload missing field school_urn`,
    );
    return `one message dead-lettered by ${ro.worker} after five retries`;
  },
  duplicateKey: (ctx) => {
    const ro = roles(ctx);
    steady(ctx, ctx.r.i(6, 18), ro.db, (r) => ["error", ro.dbWords.dup(r)]);
    return `duplicate-key idempotency errors at ${ro.db} (double-submitted baskets, replayed)`;
  },
  runtimeWarnings: (ctx) => {
    const ro = roles(ctx);
    for (const [svc, fn] of ro.runtimeWarn) {
      if (!ctx.estate.ok[svc]) continue;
      steady(ctx, ctx.r.i(4, 12), svc, (r) => ["warn", fn(r)]);
    }
    return "noisy runtime warnings repeated all window";
  },
  batchBadRecords: (ctx) => {
    const ro = roles(ctx);
    const t = ctx.at(ctx.r.f(0.1, 0.6));
    const total = ctx.r.i(200, 900);
    const bad = ctx.r.i(4, 15);
    ctx.emit(t, ro.batch, "info", `school bookings import started: term_bookings_spring.csv (${total} rows)`);
    burst(ctx, t + 2000, 40000, bad, ro.batch, (r) => [
      "error",
      r.p([
        `row ${r.i(2, total)}: invalid postcode 'N/A', row skipped`,
        `row ${r.i(2, total)}: visit date '31/02/2026' could not be parsed, row skipped`,
        `row ${r.i(2, total)}: pupils '' is not an integer, row skipped`,
      ]),
    ]);
    ctx.emit(
      t + 45000,
      ro.batch,
      "warn",
      `import finished: ${total - bad} ok, ${bad} rejected (report mailed to bookings team)`,
    );
    return `a school bookings CSV import with ${bad} bad rows rejected`;
  },
  vendorBlip: (ctx) => {
    const ro = roles(ctx);
    const t = ctx.at(ctx.r.f(0.2, 0.75));
    const n = ctx.r.i(10, 35);
    burst(ctx, t, ctx.r.i(40, 120) * 1000, n, ro.vendorCaller, (r, k) =>
      k % 3 === 2
        ? ["info", `${ro.vendor} call succeeded after retry (${r.i(300, 1500)}ms)`]
        : [
            "error",
            `${ro.vendor} returned ${r.p([502, 503, 500])} ${r.p(["Bad Gateway", "Service Unavailable"])}, retrying in ${r.p([200, 400, 800])}ms`,
          ],
    );
    return `a brief run of ${ro.vendor} 5xx absorbed by retries in ${ro.vendorCaller}`;
  },
  sensorChatter: (ctx) => {
    const ro = roles(ctx);
    const dead = `s-${ctx.r.i(10, 99)}`;
    steady(ctx, ctx.r.i(10, 30), ro.sensor, () => [
      "error",
      `sensor ${dead} offline: no reading for >300s (ticket FAC-${ctx.r.i(100, 999)} open)`,
    ]);
    steady(ctx, ctx.r.i(60, 120), ro.sensor, (r) => ["warn", `sensor s-${r.i(10, 99)} battery ${r.i(5, 15)}%`]);
    return `a known-dead exhibit sensor ${dead} erroring all window plus low-battery warnings`;
  },
  projectorLamp: (ctx) => {
    const ro = roles(ctx);
    steady(ctx, ctx.r.i(60, 180), ro.projector, (r) => [
      "warn",
      `projector ${r.p(["P3", "P5"])} lamp at ${r.i(1900, 1990)}h of 2000h rated, schedule replacement`,
    ]);
    ctx.emit(
      ctx.at(ctx.r.f(0.2, 0.8)),
      ro.projector,
      "warn",
      `edge-blend recalibration requested for channel ${ctx.r.i(1, 6)} (drift ${ctx.r.i(2, 5)}px)`,
    );
    return "projector lamp-hours and blend-drift warnings";
  },
  constantError: (ctx) => {
    const svc = ctx.r.p(Object.keys(ctx.estate.ok).filter((s) => s !== ctx.estate.edge));
    const msg = ctx.r.p([
      "failed to send analytics beacon to collector.analytics.example: 403 Forbidden (dropped)",
      "feature flag 'new-seat-picker' not found in flag service, using default=false",
      "translation missing: cy.checkout.confirmation_title",
      "could not load optional plugin 'legacy-kiosk-bridge': module not found",
    ]);
    steady(ctx, ctx.r.i(3, 9), svc, () => ["error", msg]);
    return `${svc} logging the same harmless error every few seconds`;
  },
  cacheReconnect: (ctx) => {
    const ro = roles(ctx);
    const t = ctx.at(ctx.r.f(0.1, 0.9));
    ctx.emit(t, ro.api, "error", "Redis connection lost (ECONNRESET) to cache-0.cache:6379, reconnecting");
    burst(ctx, t + 200, 3000, ctx.r.i(3, 9), ro.api, () => ["warn", "cache unavailable, falling back to origin"]);
    ctx.emit(t + 3500, ro.api, "info", "Redis reconnected (cache-0.cache:6379)");
    return "a single cache reconnect";
  },
  batchMemoryRetry: (ctx) => {
    const ro = roles(ctx);
    const t = ctx.at(ctx.r.f(0.1, 0.6));
    ctx.emit(t, ro.batch, "info", "nightly attendance report job started (page_size=5000)");
    ctx.emit(t + 80000, ro.batch, "error", "report job container exceeded memory limit (OOMKilled, 512Mi), exit 137");
    ctx.emit(t + 95000, ro.batch, "info", "report job retry 1 started (page_size=1000)");
    ctx.emit(t + 210000, ro.batch, "info", "report job finished: 38 pages, 41211 rows");
    return "a report job OOM-killed once and completed on retry with smaller pages";
  },
  diskCleanup: (ctx) => {
    const ro = roles(ctx);
    const t = ctx.at(ctx.r.f(0.1, 0.7));
    ctx.emit(t, ro.sensor, "warn", `disk usage ${ctx.r.i(80, 86)}% on /var/lib/data, running retention cleanup`);
    ctx.emit(
      t + 20000,
      ro.sensor,
      "info",
      `retention cleanup removed ${ctx.r.i(2, 9)}.${ctx.r.i(0, 9)}GiB, usage now ${ctx.r.i(55, 65)}%`,
    );
    return "a disk-usage warning fixed by retention cleanup";
  },
  lockWaits: (ctx) => {
    const ro = roles(ctx);
    steady(ctx, ctx.r.i(40, 90), ro.db, (r) => [
      "warn",
      `lock wait ${r.i(900, 2500)}ms on seat hold (resolved, no deadlock)`,
    ]);
    return `occasional lock waits at ${ro.db} that resolve`;
  },
};

export type NoiseKey = keyof typeof NOISE;

/** Binds a list of noise keys to a window; the notes fill `notes` as the window is simulated. */
export function noiseFns(keys: string[], notes: string[]): Array<(ctx: Ctx) => void> {
  return keys.map((k) => (ctx: Ctx) => {
    const fn = NOISE[k];
    if (!fn) throw new Error(`unknown noise ${k}`);
    notes.push(fn(ctx));
  });
}

export type { Line };
