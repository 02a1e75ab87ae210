// Eight failures, one per category, each told by its own service and, louder, by its callers.
import { gen, type Route } from "./estates.js";
import { dotnetStack, javaStack, nodeStack, pyTrace } from "./stacks.js";
import { type Ctx, type RequestHook, startupLines } from "./stream.js";

export interface Incident {
  key: string;
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  noisy: number;
  /** writes the origin's own background lines and returns the hook that changes requests after tf */
  setup(ctx: Ctx, tf: number): RequestHook;
}

const { u } = gen;
const idx = (route: Route, svc: string) => route.hops.findIndex((h) => h.svc === svc);

/** Emits hops after `from` normally is skipped; hops before the failing one report in their own words. */
function upstream(
  ctx: Ctx,
  t: number,
  route: Route,
  upto: number,
  req: string | undefined,
  say: (svc: string, callee: string, depth: number) => { level: "warn" | "error"; msg: string }[],
): number {
  let at = t + ctx.r.int(5, 40);
  for (let i = upto - 1; i >= 0; i--) {
    const svc = route.hops[i].svc;
    for (const l of say(svc, route.hops[i + 1].svc, i)) {
      ctx.emit(at, svc, l.level, l.msg, req);
      at += ctx.r.int(3, 30);
    }
  }
  return at;
}

const database: Incident = {
  key: "db-clients",
  estate: "lingora",
  origin: "progress-store",
  category: "database",
  hints: ["database", "connection", "postgres", "psycopg", "too many", "sql", "operational"],
  sev: "high",
  note: "progress-store's Postgres refuses new connections (too many clients) and lesson completions fail with 502s through lesson-api",
  noisy: 0,
  setup(ctx, tf) {
    const r = ctx.r;
    ctx.emit(
      tf + 200,
      "progress-store",
      "warn",
      "connection pool exhausted, opening overflow connection (pool_size=20, max_overflow=10)",
    );
    return (c, t, route, req) => {
      const i = idx(route, "progress-store");
      if (t < tf || i < 0 || r.chance(0.15)) return false;
      c.emit(
        t + r.int(20, 60),
        "progress-store",
        "error",
        "Exception in ASGI application\n" +
          pyTrace(
            r,
            [
              ["/app/progress/api.py", "save_progress", "async with session.begin():"],
              [
                "/app/.venv/lib/python3.12/site-packages/sqlalchemy/engine/base.py",
                "_handle_dbapi_exception_noconnection",
                "raise sqlalchemy_exception.with_traceback(exc_info[2]) from e",
              ],
              [
                "/app/.venv/lib/python3.12/site-packages/psycopg2/__init__.py",
                "connect",
                "conn = _connect(dsn, connection_factory=connection_factory, **kwasync)",
              ],
            ],
            `sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at "progress-db.lingora.internal" (10.30.4.12), port 5432 failed: FATAL:  sorry, too many clients already`,
          ),
        req,
      );
      upstream(c, t + 60, route, i, req, (_svc, callee, d) =>
        d === 0
          ? [
              {
                level: "error",
                msg: `POST /v3/lessons/complete 502 ${r.int(900, 3500)}ms upstream=lesson-api ua="Lingora/${gen.app(r)}"`,
              },
            ]
          : [
              {
                level: "warn",
                msg: `Retrying POST http://${callee}:8000/v1/progress (attempt 2 of 3) after 500 Internal Server Error`,
              },
              {
                level: "warn",
                msg: `Retrying POST http://${callee}:8000/v1/progress (attempt 3 of 3) after 500 Internal Server Error`,
              },
              {
                level: "error",
                msg: javaStack(
                  r,
                  `org.springframework.web.client.HttpServerErrorException$InternalServerError: 500 Internal Server Error: "{"detail":"Internal Server Error"}" on POST request for "http://${callee}:8000/v1/progress"`,
                  [
                    "com.lingora.lessons.progress.ProgressClient.save",
                    "com.lingora.lessons.complete.CompletionService.complete",
                    "com.lingora.lessons.web.LessonController.complete",
                  ],
                ),
              },
            ],
      );
      return true;
    };
  },
};

const timeout: Incident = {
  key: "asr-slow",
  estate: "kotoba",
  origin: "asr-worker",
  category: "timeout",
  hints: ["timeout", "deadline", "timed out", "slow", "exceeded"],
  sev: "medium",
  note: "asr-worker decodes start taking longer than the 8 s budget (it only warns) and clip-ingest's calls hit their deadline and are retried",
  noisy: 1,
  setup(ctx, tf) {
    const r = ctx.r;
    for (let t = tf + 5000; t < ctx.tEnd; t += r.int(8000, 15000))
      ctx.emit(
        t,
        "asr-worker",
        "warn",
        `decode queue depth ${r.int(120, 256)}/256, oldest request waiting ${r.int(6, 20)}.${r.int(0, 9)}s`,
      );
    return (c, t, route, _req) => {
      const i = idx(route, "asr-worker");
      if (t < tf || i < 0 || r.chance(0.2)) return false;
      const utt = r.hex(8);
      c.emit(
        t + r.int(8000, 16000),
        "asr-worker",
        "warn",
        `decode utt=${utt} took ${r.int(8100, 17000)}ms (budget 8000ms), result dropped: caller gone`,
      );
      let at = t;
      for (let a = 1; a <= 3; a++) {
        at += 8000 + r.int(0, 40);
        c.emit(
          at,
          "clip-ingest",
          a < 3 ? "warn" : "error",
          `asr decode failed utt=${utt} attempt=${a}/3 err="rpc error: code = DeadlineExceeded desc = context deadline exceeded"`,
        );
      }
      c.emit(
        at + r.int(5, 30),
        "mobile-bff",
        "error",
        `request completed POST /speaking/clip 504 ${at - t + r.int(30, 90)}ms (upstream clip-ingest timed out)`,
      );
      return true;
    };
  },
};

const network: Incident = {
  key: "rooms-net",
  estate: "talkbridge",
  origin: "video-rooms",
  category: "network",
  hints: ["reset", "connection", "network", "route", "socket", "econnreset", "broken pipe", "unreachable"],
  sev: "high",
  note: "video-rooms loses its network path to the media nodes (no route to host, resets) and session joins fail through booking-api",
  noisy: 0,
  setup(ctx, tf) {
    const r = ctx.r;
    for (let t = tf; t < ctx.tEnd; t += r.int(3000, 9000)) {
      const node = r.pick(["sfu-eu-3", "sfu-eu-4", "sfu-us-1"]);
      ctx.emit(
        t,
        "video-rooms",
        "error",
        r.chance(0.5)
          ? `media node ${node} unreachable: dial tcp 10.8.7.${r.int(10, 60)}:7881: connect: no route to host`
          : `signaling websocket closed room=rm_${r.hex(8)}: read tcp 10.8.3.17:8443->10.8.1.${r.int(2, 250)}:${r.int(30000, 60000)}: read: connection reset by peer`,
      );
    }
    return (c, t, route, req) => {
      const i = idx(route, "video-rooms");
      if (t < tf || i < 0 || r.chance(0.1)) return false;
      c.emit(
        t + r.int(5, 30),
        "video-rooms",
        "warn",
        `join aborted: write tcp 10.8.3.17:8443->10.8.2.${r.int(2, 250)}:${r.int(30000, 60000)}: write: broken pipe`,
      );
      upstream(c, t + 40, route, i, req, (_svc, callee, d) =>
        d === 0
          ? [
              {
                level: "error",
                msg: `method=POST path=/sessions/join format=json controller=SessionsController action=join status=502 duration=${r.int(3000, 9000)}.${r.int(10, 99)} view=0.00 db=1.${r.int(10, 99)}`,
              },
            ]
          : [
              {
                level: "warn",
                msg: `Execution attempt. Source: '${callee}-client//Standard-Retry', Operation Key: '', Result: 'Connection reset by peer (${callee}:8443)', Handled: 'True', Attempt: '1', Execution Time: ${r.int(5, 90)}.${r.int(100, 999)}ms`,
              },
              {
                level: "warn",
                msg: `Execution attempt. Source: '${callee}-client//Standard-Retry', Operation Key: '', Result: 'Connection reset by peer (${callee}:8443)', Handled: 'True', Attempt: '2', Execution Time: ${r.int(5, 90)}.${r.int(100, 999)}ms`,
              },
              {
                level: "error",
                msg: dotnetStack(
                  r,
                  `fail: TalkBridge.Booking.Sessions.JoinHandler[0] Join failed for booking BK-${r.int(100000, 999999)}\nSystem.Net.Http.HttpRequestException: An error occurred while sending the request.\n ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.\n ---> System.Net.Sockets.SocketException (104): Connection reset by peer\n   --- End of inner exception stack trace ---`,
                  [
                    "TalkBridge.Booking.Clients.VideoRoomsClient.CreateJoinAsync(Guid bookingId, CancellationToken ct)",
                    "TalkBridge.Booking.Sessions.JoinHandler.Handle(JoinCommand cmd, CancellationToken ct)",
                  ],
                ),
              },
            ],
      );
      return true;
    };
  },
};

const dependency: Incident = {
  key: "appstore-503",
  estate: "verbo",
  origin: "store-receipts",
  category: "dependency",
  hints: ["apple", "app store", "503", "unavailable", "circuit", "upstream", "dependency", "storekit"],
  sev: "high",
  note: "Apple's App Store Server API answers 503 to store-receipts, its circuit breaker opens and iOS purchases fail at api-edge",
  noisy: 0,
  setup(ctx, tf) {
    const r = ctx.r;
    for (let t = tf + 20000; t < ctx.tEnd; t += 60000) {
      ctx.emit(t, "store-receipts", "warn", "CircuitBreaker 'appStoreServerApi' changed state from CLOSED to OPEN");
      ctx.emit(
        t + 50000,
        "store-receipts",
        "info",
        "CircuitBreaker 'appStoreServerApi' changed state from OPEN to HALF_OPEN",
      );
      ctx.emit(
        t + 51000,
        "store-receipts",
        "warn",
        "CircuitBreaker 'appStoreServerApi' changed state from HALF_OPEN to OPEN",
      );
    }
    return (c, t, route, req) => {
      const i = idx(route, "store-receipts");
      if (t < tf || i < 0 || route !== c.e.routes[1]) return false;
      const open = t > tf + 20000 && (t - tf - 20000) % 60000 < 50000;
      const id = `${r.int(100000000, 999999999)}000`;
      c.emit(
        t + r.int(100, 1500),
        "store-receipts",
        "error",
        open
          ? javaStack(
              r,
              "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'appStoreServerApi' is OPEN and does not permit further calls",
              [
                "io.github.resilience4j.circuitbreaker.CallNotPermittedException.createCallNotPermittedException",
                "com.verbo.receipts.apple.AppStoreServerClient.getTransactionInfo",
                "com.verbo.receipts.VerifyService.verifyApple",
              ],
            )
          : `App Store Server API GET https://api.storekit.itunes.apple.com/inApps/v1/transactions/${id} failed: 503 Service Unavailable (attempt 3/3)`,
        req,
      );
      c.emit(
        t + r.int(1600, 2000),
        "api-edge",
        "error",
        `"POST /v2/purchases/apple" status=502 dur=${r.int(1600, 4000)}ms upstream="store-receipts" err="upstream returned 503"`,
        req,
      );
      if (r.chance(0.5))
        c.emit(
          t + r.int(2100, 2600),
          "entitlements",
          "warn",
          `Provisional premium granted to ${u(r)} for 24h: purchase verification pending`,
          req,
        );
      return true;
    };
  },
};

const configuration: Incident = {
  key: "paywall-env",
  estate: "verbo",
  origin: "paywall-config",
  category: "configuration",
  hints: ["config", "configuration", "missing", "env", "setting", "variable"],
  sev: "high",
  note: "paywall-config v3.9.0 rolls out without PAYWALL_PRICE_TIERS_URL and every paywall request fails with 500 at api-edge",
  noisy: 0,
  setup(ctx, tf) {
    const r = ctx.r;
    startupLines(ctx, "paywall-config", tf - 6000, "3.9.0");
    ctx.emit(
      tf - 1500,
      "paywall-config",
      "warn",
      "env PAYWALL_PRICE_TIERS_URL is not set; remote price tiers disabled",
    );
    return (c, t, route, req) => {
      const i = idx(route, "paywall-config");
      if (t < tf || i < 0) return false;
      const v = r.pick(["A", "B", "annual-first", "trial7"]);
      c.emit(
        t + r.int(3, 20),
        "paywall-config",
        "error",
        nodeStack(r, `Error: no price tiers available for variant ${v} (source disabled)`, [
          "PriceTierResolver.resolve",
          "PaywallService.render",
          "async PaywallController.get",
        ]),
        req,
      );
      const tries = r.int(1, 3);
      for (let k = 0; k < tries; k++)
        c.emit(
          t + 30 + k * r.int(400, 1200),
          "api-edge",
          "error",
          `"GET /v2/paywall" status=500 dur=${r.int(8, 40)}ms client="${gen.app(r)}" upstream="paywall-config"`,
          req,
        );
      return true;
    };
  },
};

const memory: Incident = {
  key: "leagues-heap",
  estate: "lingora",
  origin: "leagues",
  category: "memory",
  hints: ["memory", "heap", "outofmemory", "oom", "gc"],
  sev: "high",
  note: "leagues fills its Java heap, spends its time in full GCs, dies with OutOfMemoryError and stops answering; edge-gateway returns 502/504 for league calls",
  noisy: 1,
  setup(ctx, tf) {
    const r = ctx.r;
    const death = tf + r.int(80, 120) * 1000;
    for (let t = tf, k = 0; t < death; t += Math.max(3000, 20000 - k * 2500), k++)
      ctx.emit(
        t,
        "leagues",
        "warn",
        `[gc] Pause Full (G1 Compaction Pause) ${4000 - r.int(0, 30)}M->${3990 - r.int(0, 20)}M(4096M) ${r.int(1800, 4200)}.${r.int(100, 999)}ms`,
      );
    ctx.emit(
      death - 800,
      "leagues",
      "error",
      `Exception in thread "http-nio-8080-exec-${r.int(1, 40)}" ` +
        javaStack(r, "java.lang.OutOfMemoryError: Java heap space", [
          "java.base/java.util.Arrays.copyOf",
          "java.base/java.util.ArrayList.grow",
          "com.lingora.leagues.standings.StandingsCache.loadCohort",
          "com.lingora.leagues.web.LeagueController.current",
        ]),
    );
    ctx.emit(death - 300, "leagues", "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
    ctx.gone.leagues = death;
    return (c, t, route, req) => {
      const i = idx(route, "leagues");
      if (t < tf || i < 0) return false;
      if (t < death) {
        if (r.chance(0.5)) return false;
        c.emit(
          t + 10000,
          "edge-gateway",
          "error",
          `GET /v3/leagues/current 504 10000ms upstream=leagues error="upstream request timeout"`,
          req,
        );
        return true;
      }
      c.emit(
        t + r.int(2, 20),
        "edge-gateway",
        "error",
        r.chance(0.6)
          ? `GET /v3/leagues/current 502 ${r.int(1, 9)}ms upstream=leagues error="connect ECONNREFUSED 10.12.3.${r.int(10, 90)}:8080"`
          : `GET /v3/leagues/current 503 0ms upstream=leagues error="no healthy upstream"`,
        req,
      );
      return true;
    };
  },
};

const disk: Incident = {
  key: "spool-full",
  estate: "kotoba",
  origin: "clip-ingest",
  category: "disk",
  hints: ["disk", "space", "no space", "enospc", "volume", "device"],
  sev: "high",
  note: "clip-ingest's spool volume fills up and every speaking clip upload fails with no space left on device; mobile-bff returns 500s and clients retry",
  noisy: 1,
  setup(ctx, tf) {
    const r = ctx.r;
    ctx.emit(
      tf - 90000,
      "clip-ingest",
      "warn",
      "spool usage 91% on /var/spool/clip-ingest (threshold 90%), uploader to s3 lagging",
    );
    ctx.emit(
      tf - 30000,
      "clip-ingest",
      "warn",
      "spool usage 98% on /var/spool/clip-ingest (threshold 90%), uploader to s3 lagging",
    );
    return (c, t, route, _req) => {
      const i = idx(route, "clip-ingest");
      if (t < tf || i < 0) return false;
      const tries = r.int(1, 3);
      for (let k = 0; k < tries; k++) {
        const at = t + k * r.int(800, 2500);
        c.emit(
          at,
          "clip-ingest",
          "error",
          `store clip failed: write /var/spool/clip-ingest/tmp/${r.hex(16)}.opus: no space left on device`,
        );
        c.emit(
          at + r.int(5, 30),
          "mobile-bff",
          "error",
          `request completed POST /speaking/clip 500 ${r.int(10, 60)}ms`,
        );
        c.emit(
          at + r.int(31, 40),
          "mobile-bff",
          "warn",
          `upstream clip-ingest responded 500 {"error":"internal"} (client will retry)`,
        );
      }
      return true;
    };
  },
};

const authentication: Incident = {
  key: "kid-retired",
  estate: "talkbridge",
  origin: "account-auth",
  category: "authentication",
  hints: ["token", "jwt", "authentication", "signature", "kid", "unauthorized", "key"],
  sev: "high",
  note: "account-auth's scheduled key rotation retires the signing key of every live session, so token verification fails and learners get 401s across tutor-web and booking-api",
  noisy: 1,
  setup(ctx, tf) {
    const r = ctx.r;
    ctx.emit(tf, "account-auth", "info", "signing key rotation: activated kid=k-2026-12, retired kid=k-2026-11");
    ctx.emit(tf + 200, "account-auth", "info", "jwks published: 1 key(s)");
    return (c, t, route, req) => {
      if (t < tf || r.chance(0.25)) return false;
      const a = idx(route, "account-auth");
      if (a > 0) {
        const sub = u(r);
        c.emit(
          t + r.int(2, 10),
          "account-auth",
          "warn",
          `token rejected sub=${sub}: kid "k-2026-11" not found in keyset`,
          req,
        );
        upstream(c, t + 15, route, a, req, () => [
          {
            level: "error",
            msg: `method=GET path=${r.pick(["/tutors/search", "/bookings"])} format=json status=401 duration=${r.int(8, 40)}.${r.int(10, 99)} error="Auth::Unauthorized: token verification failed (account-auth: invalid_token)"`,
          },
        ]);
        return true;
      }
      if (idx(route, "booking-api") === 1) {
        c.emit(
          t + r.int(2, 10),
          "booking-api",
          "warn",
          "Microsoft.AspNetCore.Authentication.JwtBearer.JwtBearerHandler[1] Failed to validate the token.\nMicrosoft.IdentityModel.Tokens.SecurityTokenSignatureKeyNotFoundException: IDX10501: Signature validation failed. Unable to match key: \nkid: 'k-2026-11'.\nNumber of keys in TokenValidationParameters: '1'. \nNumber of keys in Configuration: '1'. \nExceptions caught:\n ''.\ntoken: '[PII of type 'System.IdentityModel.Tokens.Jwt.JwtSecurityToken' is hidden].'",
          req,
        );
        c.emit(
          t + r.int(20, 40),
          "tutor-web",
          "error",
          `method=POST path=/sessions/join format=json controller=SessionsController action=join status=401 duration=${r.int(8, 40)}.${r.int(10, 99)}`,
          req,
        );
        return true;
      }
      return false;
    };
  },
};

export const INCIDENTS: Incident[] = [
  database,
  timeout,
  network,
  dependency,
  configuration,
  memory,
  disk,
  authentication,
];
