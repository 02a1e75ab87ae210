// Lockstep Escapes (estate A): thirteen incidents, one per category.
import type { Ctx } from "./ctx.js";
import { edgeReload, edgeUpstreamState } from "./edge.js";
import { adhoc, crashLoop, extra, flat, type IncidentDef, ramp, routeOf, unrelatedDeploy } from "./kit.js";
import { ids, jlog, nodeIsolate, shutdown, startup } from "./runtime.js";
import { javaTrace, nodeTrace, PG_JDBC, pyTrace, SPRING_MVC } from "./stacks.js";

const LDAP49 =
  "[LDAP: error code 49 - 80090308: LdapErr: DSID-0C090447, comment: AcceptSecurityContext error, data 52e, v4563]";

function nodeOom(c: Ctx, svc: string, x: number): void {
  const addr = `0x${nodeIsolate(c, svc, x)}`;
  const up = Math.round(c.uptime(svc, x) * 1000);
  const L = (dt: number, m: string) => c.emit(x + dt, svc, "error", m);
  L(0, "<--- Last few GCs --->");
  L(
    1,
    `[1:${addr}] ${up - c.r.int(1500, 3000)} ms: Mark-Compact 1489.6 (1523.2) -> 1487.9 (1523.7) MB, 1394.20 / 0.00 ms  (average mu = 0.108, current mu = 0.012) allocation failure; scavenge might not succeed`,
  );
  L(
    2,
    `[1:${addr}] ${up - c.r.int(10, 80)} ms: Mark-Compact 1490.1 (1523.7) -> 1489.3 (1525.2) MB, 1402.88 / 0.00 ms  (average mu = 0.061, current mu = 0.009) allocation failure; scavenge might not succeed`,
  );
  L(3, "<--- JS stacktrace --->");
  L(4, "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory");
  L(5, "----- Native stack trace -----");
  const frames = [
    "node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
    "v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
    "v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
    " [node]",
    "v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, v8::internal::GarbageCollectionReason, v8::GCCallbackFlags) [node]",
    "v8::internal::Factory::NewFillerObject(int, v8::internal::AllocationAlignment, v8::internal::AllocationType, v8::internal::AllocationOrigin) [node]",
    "v8::internal::Runtime_AllocateInYoungGeneration(int, unsigned long*, v8::internal::Isolate*) [node]",
  ];
  for (const [i, f] of frames.entries()) L(6 + i, ` ${i + 1}: 0x${c.r.hex(6)} ${f}`);
}

export const INCIDENTS_A: IncidentDef[] = [
  {
    key: "a-ldap-bind",
    estate: "A",
    category: "authentication",
    origin: "identity-svc",
    hints: ["ldap", "bind", "credential", "authentication"],
    severity: "medium",
    note: "The staff directory's service-account password was rotated without updating identity-svc; once its pooled LDAP connections recycled, every staff password login failed with LDAP error 49 and game masters could not sign in to their consoles.",
    run: (c, t) => {
      const s = c.s("identity-svc");
      c.emit(t, s.name, "info", "LDAP connection pool: recycled 8 idle connection(s) (maxAge=PT30M)", {
        logger: jlog(s, "ldap.PooledContextSource"),
      });
      c.fault({
        svc: s.name,
        from: t,
        to: c.t1,
        share: flat(0.9),
        mode: "status",
        status: 500,
        route: /oauth2\/token/,
        says: (x, q) => {
          c.emit(
            x + 3,
            s.name,
            "warn",
            `Failed to bind as cn=svc-identity,ou=service-accounts,dc=lockstep,dc=local: ${LDAP49}`,
            { ...ids(q, c), logger: "o.s.s.l.authentication.BindAuthenticator" },
          );
          if (c.r.chance(0.5))
            c.emit(
              x + 5,
              s.name,
              "error",
              "Token request failed grant_type=password client_id=gm-console: authentication service error",
              {
                ...ids(q, c),
                logger: jlog(s, "oauth.TokenEndpoint"),
                stack: javaTrace(
                  `org.springframework.security.authentication.InternalAuthenticationServiceException: ${LDAP49}`,
                  [
                    "org.springframework.security.ldap.authentication.LdapAuthenticationProvider.doAuthentication:188",
                    "org.springframework.security.authentication.ProviderManager.authenticate:182",
                    "com.lockstep.identity.oauth.PasswordGrantHandler.handle:64",
                    "com.lockstep.identity.oauth.TokenEndpoint.token:51",
                  ],
                  [
                    [
                      `javax.naming.AuthenticationException: ${LDAP49}`,
                      [
                        "com.sun.jndi.ldap.LdapCtx.mapErrorCode:3261",
                        "com.sun.jndi.ldap.LdapCtx.processReturnCode:3207",
                        "com.sun.jndi.ldap.LdapCtx.connect:2806",
                        "org.springframework.ldap.core.support.AbstractContextSource.getContext:348",
                      ],
                    ],
                  ],
                ),
              },
            );
        },
      });
      extra(
        c,
        routeOf(c, (r) => r.p === "/console/api/session"),
        t,
        c.t1,
        c.r.int(30, 50),
      );
      c.poisson(t + 20000, c.t1, 35000, (x) =>
        c.emit(
          x,
          "gm-console-bff",
          "warn",
          `console sign-in failed for gm.${c.r.pick(["amir", "bea", "carys", "dom", "ellie"])} venue=${c.r.pick(c.est.venues)}; offering offline PIN fallback`,
        ),
      );
      unrelatedDeploy(c, "leaderboard-svc", t - c.r.int(60000, 150000));
    },
  },
  {
    key: "a-s3-denied",
    estate: "A",
    category: "authorization",
    origin: "waiver-service",
    hints: ["accessdenied", "not authorized", "s3:putobject", "permission", "denied"],
    severity: "high",
    note: "A storage policy change removed s3:PutObject from waiver-service's role, so no signed waiver could be stored; front desks could not check teams in and callers reported 500s.",
    run: (c, t) => {
      const s = c.s("waiver-service");
      c.emit(
        t - 40000,
        s.name,
        "info",
        "Refreshed AWS credentials via web identity: role=waiver-service-prod expires_in=3600s",
        { logger: "waivers.storage" },
      );
      const denied = (op: string, key: string) =>
        `botocore.exceptions.ClientError: An error occurred (AccessDenied) when calling the ${op} operation: User: arn:aws:sts::412893077160:assumed-role/waiver-service-prod/botocore-session-${c.r.int(1715800000, 1715900000)} is not authorized to perform: s3:${op} on resource: "arn:aws:s3:::lockstep-waivers-prod/${key}" because no identity-based policy allows the s3:${op} action`;
      c.fault({
        svc: s.name,
        from: t,
        to: c.t1,
        share: flat(1),
        mode: "status",
        status: 500,
        route: /\/v1\/waivers$/,
        says: (x, q) => {
          const key = `waivers/2026/05/${q.vars.wv}.pdf`;
          c.emit(
            x + c.r.int(150, 400),
            s.name,
            "error",
            `failed to store signed waiver booking=${q.vars.bk} key=${key}`,
            {
              ...ids(q, c),
              logger: "waivers.storage",
              stack: pyTrace(
                [
                  [
                    "/app/waivers/storage.py",
                    58,
                    "put_pdf",
                    'self.s3.put_object(Bucket=self.bucket, Key=key, Body=pdf, ContentType="application/pdf", ServerSideEncryption="aws:kms")',
                  ],
                  [
                    "/usr/local/lib/python3.12/site-packages/botocore/client.py",
                    565,
                    "_api_call",
                    "return self._make_api_call(operation_name, kwargs)",
                  ],
                  [
                    "/usr/local/lib/python3.12/site-packages/botocore/client.py",
                    1021,
                    "_make_api_call",
                    "raise error_class(parsed_response, operation_name)",
                  ],
                ],
                denied("PutObject", key),
              ),
            },
          );
        },
      });
      c.fault({
        svc: s.name,
        from: t,
        to: c.t1,
        share: flat(0.6),
        mode: "status",
        status: 500,
        route: /by-booking/,
        says: (x, q) =>
          c.emit(
            x + 20,
            s.name,
            "error",
            `waiver lookup failed booking=${q.vars.bk}: ${denied("GetObject", `waivers/2026/05/${q.vars.wv}.json`).replace(/^botocore\.exceptions\.ClientError: /, "")}`,
            { ...ids(q, c), logger: "waivers.api" },
          ),
      });
      const checkin = adhoc(
        "GET",
        "/console/api/checkin/{bk}",
        [{ svc: "gm-console-bff" }, { svc: "waiver-service", path: "/v1/waivers/by-booking/{bk}" }],
        14,
      );
      extra(c, checkin, c.t0, c.t1, c.r.int(70, 110));
      c.poisson(t + 15000, c.t1, 20000, (x) =>
        c.emit(
          x,
          "gm-console-bff",
          "warn",
          `check-in blocked booking=LS-${c.r.int(100000, 999999)}: waiver status unknown (waiver-service error)`,
        ),
      );
      edgeReload(c, t - c.r.int(100000, 200000));
    },
  },
  {
    key: "a-readonly-db",
    estate: "A",
    category: "database",
    origin: "booking-api",
    hints: ["read-only", "psqlexception", "25006", "sql", "database"],
    severity: "high",
    note: "After a database failover booking-api's pool reconnected to the old primary, now a read-only replica, so every hold and booking confirmation failed with 'cannot execute INSERT in a read-only transaction' while reads still worked.",
    run: (c, t) => {
      const s = c.s("booking-api");
      for (let i = 0; i < 4; i++)
        c.emit(
          t - 2500 + i * 30,
          s.name,
          "warn",
          `HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${c.r.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
          { logger: "com.zaxxer.hikari.pool.PoolBase" },
        );
      c.emit(
        t - 1200,
        s.name,
        "info",
        `HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@${c.r.hex(8)}`,
        { logger: "com.zaxxer.hikari.pool.HikariPool" },
      );
      c.fault({
        svc: s.name,
        from: t,
        to: c.t1,
        share: flat(0.97),
        mode: "status",
        status: 500,
        route: /\/holds$|\/confirm$/,
        says: (x, q) => {
          const table = q.edgePath.includes("holds") ? "slot_holds" : "bookings";
          const o = { ...ids(q, c), logger: "o.h.engine.jdbc.spi.SqlExceptionHelper" };
          c.emit(x + 8, s.name, "warn", "SQL Error: 0, SQLState: 25006", o);
          c.emit(x + 8, s.name, "error", "ERROR: cannot execute INSERT in a read-only transaction", o);
          c.emit(
            x + 10,
            s.name,
            "error",
            `Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: org.springframework.orm.jpa.JpaSystemException: could not execute statement [ERROR: cannot execute INSERT in a read-only transaction] [insert into ${table} (created_at,room_id,slot_start,status,id) values (?,?,?,?,?)]] with root cause`,
            {
              ...ids(q, c),
              logger: "o.a.c.c.C.[.[.[/].[dispatcherServlet]",
              stack: javaTrace(
                "org.postgresql.util.PSQLException: ERROR: cannot execute INSERT in a read-only transaction",
                [
                  ...PG_JDBC,
                  `com.lockstep.booking.${table === "bookings" ? "confirm.BookingConfirmService.confirm:112" : "holds.HoldService.create:74"}`,
                  ...SPRING_MVC.slice(0, 3),
                ],
              ),
            },
          );
        },
      });
      edgeReload(c, t - c.r.int(50000, 120000));
    },
  },
  {
    key: "a-broker-dns",
    estate: "A",
    category: "network",
    origin: "prop-gateway",
    hints: ["dns", "no such host", "lookup", "network"],
    severity: "medium",
    note: "The Old Mill venue's MQTT broker name stopped resolving, so prop-gateway lost every prop there and retried with 'no such host'; game master consoles reported 503s and offline rooms.",
    run: (c, t) => {
      const pg = "prop-gateway";
      const venue = "old-mill";
      const broker = `mqtt-${venue}.venues.lockstep.internal`;
      c.knobs.set(`venue-down:${venue}`, (x) => (x >= t + 15000 ? 1 : 0));
      c.emit(t, pg, "warn", `mqtt connection lost broker=${broker}:8883 err="EOF"`);
      c.every(t + 5000, c.t1, 5000, 300, (x, i) =>
        c.emit(
          x,
          pg,
          "warn",
          `mqtt reconnect failed broker=${broker}:8883 attempt=${i + 1} err="dial tcp: lookup ${broker} on 10.96.0.10:53: no such host"`,
        ),
      );
      c.fault({
        svc: pg,
        from: t,
        to: c.t1,
        share: flat(0.34),
        mode: "status",
        status: 503,
        route: /\/v1\/rooms\//,
        says: (x, q) =>
          c.emit(
            x + 1,
            pg,
            "warn",
            `room ${q.vars.room}@${venue}: props unavailable err="mqtt client not connected"`,
            ids(q, c),
          ),
      });
      c.poisson(t + 20000, c.t1, 30000, (x) =>
        c.emit(
          x,
          "gm-console-bff",
          "warn",
          `room ${c.r.pick(c.est.rooms)} (${venue}): ${c.r.int(6, 14)} props offline, showing last known state`,
        ),
      );
      unrelatedDeploy(c, "party-packages", t + c.r.int(-120000, 60000));
    },
  },
  {
    key: "a-slot-deadline",
    estate: "A",
    category: "timeout",
    origin: "slot-inventory",
    hints: ["deadline", "timeout", "timed out"],
    severity: "high",
    note: "A forced full calendar rebuild in slot-inventory starved its availability queries, which ran past their deadlines; booking-api timed out reading it, retried and opened its circuit breaker, and customers could not see availability.",
    run: (c, t) => {
      const si = "slot-inventory";
      c.emit(
        t - 8000,
        si,
        "info",
        "calendar rebuild started range=2026-05-22..2026-06-01 mode=full reason=bank-holiday-pricing",
      );
      c.every(t + 50000, c.t1, 60000, 1000, (x) =>
        c.emit(
          x,
          si,
          "info",
          `calendar rebuild still running elapsed=${Math.round((x - t + 8000) / 1000)}s progress=${Math.min(97, Math.round((x - t) / 20000))}%`,
        ),
      );
      c.addSlow(si, t, c.t1, 1800);
      c.fault({
        svc: si,
        from: t,
        to: c.t1,
        share: ramp(t, 90000, 0.75, 0.2),
        mode: "timeout",
        says: (x, q) => {
          if (c.r.chance(0.55))
            c.emit(
              x + c.r.int(5000, 9000),
              si,
              "warn",
              `slow query: availability scan venue=${q.vars.venue} date=${q.vars.date} took=${c.r.float(5, 9).toFixed(2)}s rows_examined=${c.r.int(800000, 1900000)}`,
              ids(q, c),
            );
          else
            c.emit(
              x + 5000,
              si,
              "error",
              `availability request aborted venue=${q.vars.venue} date=${q.vars.date} err="context deadline exceeded" after=5.0s`,
              ids(q, c),
            );
        },
      });
    },
  },
  {
    key: "a-sms-429",
    estate: "A",
    category: "rate_limiting",
    origin: "notify-worker",
    hints: ["429", "rate limit", "too many requests", "throttl"],
    severity: "medium",
    note: "notify-worker fired tomorrow's reminder batch faster than the SMS provider's account throughput allows, and the provider answered 429 Too Many Requests to most sends, so reminders piled up in retries.",
    run: (c, t) => {
      const nw = "notify-worker";
      c.emit(
        t,
        nw,
        "info",
        `reminder batch queued: 1840 sms for bookings on ${new Date(t + 86400000).toISOString().slice(0, 10)} (chunk=200)`,
        { logger: "notify.tasks.batch" },
      );
      c.poisson(t + 2000, c.t1, 1100 / c.scale, (x) => {
        const id = c.r.uuid();
        c.emit(x, nw, "info", `Task notify.tasks.send_sms[${id}] received`, { logger: "celery.worker.strategy" });
        if (c.r.chance(0.85)) {
          const n = c.r.int(0, 5);
          const body =
            '429 Too Many Requests: {"code": 20429, "message": "Too Many Requests", "more_info": "account throughput limit of 1 message/second exceeded"}';
          if (n < 5)
            c.emit(
              x + c.r.int(200, 600),
              nw,
              "warn",
              `Task notify.tasks.send_sms[${id}] retry: Retry in ${60 * 2 ** n}s: TooManyRequests('${body}')`,
              { logger: "celery.app.trace" },
            );
          else
            c.emit(
              x + c.r.int(200, 600),
              nw,
              "error",
              `Task notify.tasks.send_sms[${id}] raised unexpected: MaxRetriesExceededError("Can't retry notify.tasks.send_sms[${id}] args:('LS-${c.r.int(100000, 999999)}',) kwargs:{}")`,
              {
                logger: "celery.app.trace",
                stack: pyTrace(
                  [
                    [
                      "/app/notify/tasks.py",
                      71,
                      "send_sms",
                      "raise self.retry(exc=exc, countdown=backoff(self.request.retries))",
                    ],
                  ],
                  `notify.providers.sms.TooManyRequests: ${body}`,
                ),
              },
            );
        } else
          c.emit(
            x + c.r.int(200, 600),
            nw,
            "info",
            `Task notify.tasks.send_sms[${id}] succeeded in ${c.r.float(0.2, 0.9).toFixed(3)}s: {'sid': 'SM${c.r.hex(32)}'}`,
            { logger: "celery.app.trace" },
          );
      });
    },
  },
  {
    key: "a-dietary-enum",
    estate: "A",
    category: "validation",
    origin: "party-packages",
    hints: ["httpmessagenotreadable", "deserialize", "invalidformat", "validation", "400"],
    severity: "medium",
    note: "A new booking-site build sent a dietary option that party-packages' enum does not know, so party-packages rejected most party quotes with 400 JSON parse errors and party bookings stalled.",
    run: (c, t) => {
      const pp = "party-packages";
      c.fault({
        svc: pp,
        from: t,
        to: c.t1,
        share: flat(0.8),
        mode: "status",
        status: 400,
        route: /\/v1\/quotes/,
        says: (x, q) =>
          c.emit(
            x + 3,
            pp,
            "warn",
            'Resolved [org.springframework.http.converter.HttpMessageNotReadableException: JSON parse error: Cannot deserialize value of type `com.lockstep.party.model.DietaryOption` from String "GLUTEN_FREE_V2": not one of the values accepted for Enum class: [NONE, VEGETARIAN, VEGAN, GLUTEN_FREE, NUT_FREE, HALAL]]',
            {
              ...ids(q, c),
              logger: "o.s.w.s.m.s.DefaultHandlerExceptionResolver",
            },
          ),
      });
      extra(
        c,
        routeOf(c, (r) => r.p === "/api/v2/party-packages/quote"),
        t,
        c.t1,
        c.r.int(50, 80),
      );
      c.poisson(t + 10000, c.t1, 25000, (x) =>
        c.emit(
          x,
          "booking-api",
          "warn",
          `Party checkout abandoned after quote rejection booking=LS-${c.r.int(100000, 999999)} package=${c.r.pick(["birthday-deluxe", "kids-party-90", "hen-and-stag"])}`,
          { logger: "c.l.booking.party.PartyCheckout" },
        ),
      );
      unrelatedDeploy(c, "gm-console-bff", t - c.r.int(30000, 100000));
    },
  },
  {
    key: "a-leaderboard-undefined",
    estate: "A",
    category: "null_reference",
    origin: "leaderboard-svc",
    hints: ["typeerror", "undefined", "cannot read properties", "null"],
    severity: "medium",
    note: "leaderboard-svc 0.9.9 assumed every game has a team, and walk-in games without one made it throw 'Cannot read properties of undefined (reading teamName)' on every render, blanking the lobby leaderboards.",
    needs: ["leaderboard-svc"],
    run: (c, t) => {
      const s = c.s("leaderboard-svc");
      shutdown(c, s, t - 9000);
      const v = s.version;
      s.version = "0.9.9";
      startup(c, s, t - 8000, " (version 0.9.9)");
      s.version = v;
      c.knobs.set(`broken:${s.name}`, (x) => (x >= t ? 1 : 0));
      const err = "TypeError: Cannot read properties of undefined (reading 'teamName')";
      const frames = [
        "formatEntry (/app/dist/leaderboard/format.js:14:31)",
        "Array.map (<anonymous>)",
        "LeaderboardService.render (/app/dist/leaderboard/service.js:52:22)",
        "async /app/dist/routes/leaderboard.js:18:20",
      ];
      c.fault({
        svc: s.name,
        from: t,
        to: c.t1,
        share: flat(0.85),
        mode: "status",
        status: 500,
        says: (x, q) =>
          c.emit(x + 1, s.name, "error", `GET /leaderboard failed: ${err}`, {
            ...ids(q, c),
            stack: nodeTrace(err, frames),
            err: { type: "TypeError", msg: err.slice(11) },
          }),
      });
      c.every(t + 2000, c.t1, 30000, 800, (x) =>
        c.emit(x, s.name, "error", `leaderboard refresh failed venue=${c.r.pick(c.est.venues)}: ${err}`, {
          stack: nodeTrace(err, [
            "formatEntry (/app/dist/leaderboard/format.js:14:31)",
            "Array.map (<anonymous>)",
            "RefreshJob.run (/app/dist/leaderboard/refresh.js:33:40)",
          ]),
        }),
      );
    },
  },
  {
    key: "a-checkout-env",
    estate: "A",
    category: "configuration",
    origin: "checkout-svc",
    hints: ["config", "paywell_merchant_id", "required", "configuration", "env"],
    severity: "high",
    note: "A secrets change removed PAYWELL_MERCHANT_ID and restarted checkout-svc, which now exits at boot with a config validation error in a crash loop; booking-api got connection refused and no booking could be paid.",
    run: (c, t) => {
      const s = c.s("checkout-svc");
      c.knobs.set("webhooks-off", (x) => (x >= t ? 1 : 0));
      shutdown(c, s, t - 800);
      const err = 'Error: Config validation error: "PAYWELL_MERCHANT_ID" is required';
      crashLoop(c, s, t, {
        backoff: true,
        runMs: () => 0,
        onBoot: () => 0,
        onCrash: (x, n) => {
          c.emit(x, s.name, "info", `checkout-svc@5.1.0 starting (node v20.12.2, NODE_ENV=production)`);
          c.emit(x + 180, s.name, "error", err, {
            stack: nodeTrace(
              err,
              [
                "loadConfig (/app/dist/config.js:41:11)",
                "Object.<anonymous> (/app/dist/main.js:9:16)",
                "Module._compile (node:internal/modules/cjs/loader:1358:14)",
                "Module._extensions..js (node:internal/modules/cjs/loader:1416:10)",
              ],
              false,
            ),
            err: { type: "Error", msg: err.slice(7) },
          });
          if (n === 0) edgeUpstreamState(c, x + 3000, s, false);
        },
      });
    },
  },
  {
    key: "a-paywell-503",
    estate: "A",
    category: "dependency",
    origin: "checkout-svc",
    hints: ["paywell", "503", "circuit", "breaker", "vendor", "unavailable"],
    severity: "high",
    note: "The Paywell payment API started answering 503 Service Unavailable; checkout-svc failed every payment and opened its circuit, and booking-api logged bad gateways and its own open breaker, so no booking could be paid.",
    run: (c, t) => {
      const co = "checkout-svc";
      c.knobs.set("webhooks-off", (x) => (x >= t ? 1 : 0));
      let fails = 0;
      let openUntil = 0;
      c.fault({
        svc: co,
        from: t,
        to: c.t1,
        share: ramp(t, 60000, 0.95, 0.5),
        mode: "status",
        status: 502,
        route: /internal\/payments/,
        says: (x, q) => {
          if (x < openUntil) {
            c.emit(
              x + 1,
              co,
              "error",
              `paywell call rejected: Breaker is open (EOPENBREAKER) booking=${q.vars.bk}`,
              ids(q, c),
            );
            return;
          }
          c.emit(
            x + c.r.int(300, 2500),
            co,
            "error",
            `paywell POST /v1/payment_intents failed: 503 Service Unavailable request_id=req_${c.r.alnum(14, "abcdefghijklmnopqrstuvwxyz0123456789")} booking=${q.vars.bk} body={"error":{"type":"api_error","message":"The service is temporarily unavailable. Please retry."}}`,
            ids(q, c),
          );
          fails++;
          if (fails % 12 === 0) {
            openUntil = x + 30000;
            c.emit(x + 2600, co, "warn", "circuit paywell open (12 failures in 10s), retry after 30s");
            c.emit(openUntil, co, "info", "circuit paywell half-open");
          }
        },
      });
      unrelatedDeploy(c, "identity-svc", t + c.r.int(-150000, -40000));
    },
  },
  {
    key: "a-console-heap",
    estate: "A",
    category: "memory",
    origin: "gm-console-bff",
    hints: ["heap", "out of memory", "memory", "allocation"],
    severity: "medium",
    note: "gm-console-bff leaked room subscriptions until V8 ran out of heap; it slowed with event-loop lag, died with 'JavaScript heap out of memory' and restarted every few minutes, dropping every game master console.",
    run: (c, t) => {
      const s = c.s("gm-console-bff");
      const cycles: Array<[number, number]> = [];
      let a = t - 150000;
      let x = t + c.r.int(170000, 230000);
      while (x < c.t1) {
        cycles.push([a, x]);
        const down = c.r.int(8000, 14000);
        nodeOom(c, s.name, x);
        c.down(s.name, x, x + down);
        const boot = startup(c, s, x + down);
        for (let i = 0; i < c.r.int(8, 16); i++)
          c.emit(
            x + down + boot + c.r.int(200, 6000),
            s.name,
            "info",
            `ws connected client=console-${c.r.pick(c.est.venues)}-${c.r.int(1, 9)} ip=10.${c.r.int(40, 47)}.${c.r.int(0, 15)}.${c.r.int(2, 250)} rooms=${c.r.int(1, 4)}`,
          );
        a = x + down + boot;
        x = a + c.r.int(140000, 200000);
      }
      cycles.push([a, a + 180000]);
      const pressure = (y: number) => {
        for (const [p, q] of cycles) if (y >= p && y < q) return Math.max(0, Math.min(0.97, (y - p) / (q - p)));
        return 0;
      };
      c.knobs.set(`heap:${s.name}`, pressure);
      c.every(t, c.t1, 20000, 2000, (y) => {
        if (c.isDown(s.name, y) || pressure(y) < 0.45) return;
        c.emit(
          y,
          s.name,
          "warn",
          `event loop lag p99=${Math.round(150 + pressure(y) * 1500)}ms (threshold 200ms) heap_used=${Math.round(1536 * pressure(y))}MB`,
        );
      });
      c.addSlow(s.name, t, c.t1, 250);
    },
  },
  {
    key: "a-spool-full",
    estate: "A",
    category: "disk",
    origin: "prop-gateway",
    hints: ["no space", "disk", "enospc", "spool"],
    severity: "medium",
    note: "prop-gateway's local spool volume filled up, so it could no longer persist prop events or command audits ('no space left on device'); puzzle solves went missing and game master prop triggers failed.",
    run: (c, t) => {
      const pg = "prop-gateway";
      c.emit(t - 240000, pg, "warn", "spool volume usage 91% path=/var/lib/prop-gateway/spool free=1.8GiB");
      c.emit(t - 120000, pg, "warn", "spool volume usage 96% path=/var/lib/prop-gateway/spool free=790MiB");
      c.emit(t - 30000, pg, "warn", "spool volume usage 99% path=/var/lib/prop-gateway/spool free=61MiB");
      c.every(t, c.t1, 3000, 500, (x, i) => {
        const seg = `events-${String(412 + Math.floor(i / 60)).padStart(6, "0")}.log`;
        c.emit(
          x,
          pg,
          "error",
          `spool write failed segment=${seg} err="write /var/lib/prop-gateway/spool/${seg}: no space left on device"`,
        );
      });
      c.every(t + 10000, c.t1, 30000, 500, (x) =>
        c.emit(x, pg, "warn", `dropped ${c.r.int(40, 160)} prop events in last 30s (spool unavailable)`),
      );
      c.fault({
        svc: pg,
        from: t,
        to: c.t1,
        share: flat(0.9),
        mode: "status",
        status: 500,
        route: /commands/,
        says: (x, q) =>
          c.emit(
            x + 2,
            pg,
            "error",
            `command audit write failed room=${q.vars.room} prop=${q.vars.prop} err="write /var/lib/prop-gateway/spool/audit.log: no space left on device"`,
            ids(q, c),
          ),
      });
      extra(
        c,
        routeOf(c, (r) => r.p.includes("/trigger")),
        t,
        c.t1,
        c.r.int(25, 45),
      );
      c.poisson(t + 30000, c.t1, 30000, (x) =>
        c.emit(
          x,
          "gm-console-bff",
          "warn",
          `room ${c.r.pick(c.est.rooms)}: no prop events for ${c.r.int(90, 300)}s while game running`,
        ),
      );
    },
  },
  {
    key: "a-party-500",
    estate: "A",
    category: "unknown",
    origin: "party-packages",
    hints: ["internal", "unknown", "500", "error"],
    severity: "medium",
    note: "party-packages began failing most package and quote requests with 500s while logging only an opaque error reference; booking-api retried, logged server errors and opened its breaker, and party bookings stopped.",
    run: (c, t) => {
      const s = c.s("party-packages");
      c.fault({
        svc: s.name,
        from: t,
        to: c.t1,
        share: ramp(t, 30000, 0.7, 0.3),
        mode: "status",
        status: 500,
        says: (x, q) =>
          c.emit(x + 2, s.name, "error", `Request failed [ref=${c.r.hex(8)}]`, {
            ...ids(q, c),
            logger: jlog(s, "web.ErrorAdvice"),
          }),
      });
      extra(
        c,
        routeOf(c, (r) => r.p.startsWith("/api/v2/party-packages?")),
        t,
        c.t1,
        c.r.int(30, 50),
      );
      unrelatedDeploy(c, "waiver-service", t - c.r.int(20000, 90000));
    },
  },
];
