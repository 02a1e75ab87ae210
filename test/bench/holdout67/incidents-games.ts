// Incidents of the two game studios (Emberfall, Pinewolf): 13 each, one per category.
import type { Incident } from "./incidents.js";
import type { Rng } from "./rng.js";
import { cppBacktrace, dotnetStack, javaStack, nodeStack, pyTraceback, rubyStack } from "./stacks.js";
import type { Level, Step } from "./stream.js";

const s = (svc: string, level: Level, msg: (r: Rng) => string, more: Partial<Step> = {}): Step => ({
  svc,
  level,
  msg,
  ...more,
});
const acct = (r: Rng) => `${r.int(1000, 9999)}${r.int(100000, 999999)}`;
const ip = (r: Rng) => `10.42.${r.int(0, 15)}.${r.int(2, 250)}`;

export const GAME_INCIDENTS: Incident[] = [
  // ---------------- Emberfall ----------------
  {
    estate: "emberfall",
    origin: "auth-login",
    category: "authentication",
    hints: ["invalid_client", "client", "credential", "authentication", "unauthorized", "401", "secret"],
    sev: "high",
    note: "auth-login's Epic Online Services client secret stops being accepted (invalid_client) after a rotation, so logins fail and the gateway and lobby report 502s and expired sessions.",
    disrupt: ["auth-login"],
    frac: 0.85,
    bursts: [
      {
        rate: 40,
        steps: [
          s(
            "auth-login",
            "error",
            (r) =>
              `EOS token exchange failed platform=epic account=${acct(r)}: HTTP 401 {"errorCode":"errors.com.epicgames.account.invalid_client_credentials","errorMessage":"Sorry the client credentials you are using are invalid","error":"invalid_client"}`,
          ),
          s(
            "edge-gateway",
            "error",
            (r) => `"POST /v1/session/login HTTP/2" 502 91b ${r.int(200, 900)}ms upstream=auth-login`,
          ),
        ],
      },
      {
        rate: 12,
        steps: [
          s(
            "auth-login",
            "warn",
            (r) =>
              `Steam/PSN login ok but cross-platform link to Epic failed for ${acct(r)}: 401 Unauthorized from api.epicgames.dev/auth/v1/oauth/token`,
          ),
        ],
      },
      {
        rate: 55,
        from: 20,
        steps: [
          s(
            "lobby-party",
            "warn",
            (r) =>
              `session refresh for ${acct(r)} rejected by auth-login (502), player dropped from party p_${r.hex(8)}`,
          ),
        ],
      },
      {
        rate: 70,
        from: 30,
        steps: [
          s(
            "edge-gateway",
            "warn",
            (r) => `retry 2/3 POST /v1/session/login upstream=auth-login after 502 (client ${ip(r)})`,
          ),
        ],
      },
    ],
  },
  {
    estate: "emberfall",
    origin: "fleet-allocator",
    category: "authorization",
    hints: ["forbidden", "rbac", "permission", "403", "cannot create", "authorization"],
    sev: "high",
    note: "After a cluster role change fleet-allocator's service account may no longer create GameServerAllocations, so every allocation is forbidden and matchmaker cannot place formed matches.",
    disrupt: ["fleet-allocator"],
    frac: 0.95,
    bursts: [
      {
        rate: 30,
        steps: [
          s("matchmaker", "info", (r) => `match formed id=m_${r.hex(12)} players=10 wait_p50=${r.int(20, 90)}s`),
          s(
            "fleet-allocator",
            "error",
            (r) =>
              `allocation failed fleet=br-live-1-14: gameserverallocations.allocation.agones.dev is forbidden: User "system:serviceaccount:agones-system:fleet-allocator" cannot create resource "gameserverallocations" in API group "allocation.agones.dev" in the namespace "game-${r.pick(["eu", "na"])}"`,
          ),
          s(
            "matchmaker",
            "error",
            (r) =>
              `assignment failed for m_${r.hex(12)}: rpc error: code = Internal desc = allocator returned HTTP 500 (tickets returned to pool)`,
          ),
        ],
      },
      {
        rate: 90,
        from: 40,
        ramp: 90,
        steps: [
          s("matchmaker", "warn", (r) => `backfill retry ${r.int(1, 5)}/5 for m_${r.hex(12)}: allocator unavailable`),
        ],
      },
      {
        rate: 20,
        from: 60,
        steps: [
          s("lobby-party", "warn", (r) => `party p_${r.hex(8)} returned to lobby: match placement failed (E_ALLOC)`),
        ],
      },
    ],
  },
  {
    estate: "emberfall",
    origin: "store-receipts",
    category: "database",
    hints: ["connection", "pool", "hikari", "postgres", "database", "sql", "jdbc"],
    sev: "high",
    note: "store-receipts exhausts its Postgres connections (server refuses new ones, Hikari pool waits time out), so purchases fail with 503 at the gateway while grants stall.",
    disrupt: ["store-receipts"],
    frac: 0.9,
    bursts: [
      {
        rate: 8,
        steps: [
          s(
            "store-receipts",
            "error",
            () => "HikariPool-1 - Connection is not available, request timed out after 30000ms.",
            {
              stack: (r) =>
                javaStack(
                  "java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms.",
                  [
                    "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
                    "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)",
                    "com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:100)",
                    "org.springframework.jdbc.datasource.DataSourceUtils.fetchConnection(DataSourceUtils.java:160)",
                    `gg.emberfall.store.receipts.ReceiptRepository.insertPending(ReceiptRepository.kt:${r.int(40, 90)})`,
                    "gg.emberfall.store.receipts.PurchaseService.validate(PurchaseService.kt:77)",
                  ],
                  "org.postgresql.util.PSQLException: FATAL: remaining connection slots are reserved for non-replication superuser connections",
                ),
              errKind: "java.sql.SQLTransientConnectionException",
            },
          ),
          s(
            "edge-gateway",
            "error",
            (r) => `"POST /v1/store/purchase HTTP/2" 503 64b ${r.int(30000, 30400)}ms upstream=store-receipts`,
          ),
        ],
      },
      {
        rate: 6,
        steps: [
          s(
            "store-receipts",
            "warn",
            (r) => `HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=${r.int(30, 140)})`,
            { noTrace: true },
          ),
        ],
      },
      {
        rate: 25,
        from: 30,
        steps: [
          s(
            "edge-gateway",
            "warn",
            (r) =>
              `client retry POST /v1/store/purchase order=${r.hex(16).toUpperCase()} attempt=${r.int(2, 4)} upstream=store-receipts`,
          ),
        ],
      },
      {
        rate: 6,
        from: 60,
        steps: [
          s(
            "entitlements",
            "warn",
            (r) => `grant pending > 60s for order ${r.hex(16).toUpperCase()}, still waiting on store-receipts`,
          ),
        ],
      },
    ],
  },
  {
    estate: "emberfall",
    origin: "matchmaker",
    category: "network",
    hints: ["route", "network", "connection", "reset", "unreachable", "dial"],
    sev: "medium",
    note: "matchmaker's node loses its route to the allocator subnet (no route to host, resets) while fleet-allocator keeps serving other callers, so matches form but are not placed.",
    disrupt: [],
    frac: 0,
    bursts: [
      {
        rate: 24,
        steps: [
          s(
            "matchmaker",
            "error",
            (r) =>
              `assignment failed m_${r.hex(12)}: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 10.42.${r.int(20, 23)}.${r.int(2, 250)}:8443: connect: no route to host"`,
          ),
        ],
      },
      {
        rate: 10,
        steps: [
          s(
            "matchmaker",
            "warn",
            (r) =>
              `grpc: addrConn.createTransport failed to connect to {Addr: "fleet-allocator.agones-system.svc:8443"}: read tcp ${ip(r)}:${r.int(30000, 60000)}->10.42.21.${r.int(2, 250)}:8443: read: connection reset by peer. Reconnecting...`,
          ),
        ],
      },
      {
        rate: 50,
        from: 30,
        steps: [
          s(
            "matchmaker",
            "warn",
            (r) => `ticket tk_${r.hex(10)} requeued after assignment failure (attempt ${r.int(2, 6)})`,
          ),
        ],
      },
      {
        rate: 15,
        from: 60,
        steps: [
          s(
            "edge-gateway",
            "warn",
            (r) =>
              `"GET /v1/match/tickets/tk_${r.hex(10)} HTTP/2" 200 ${r.int(90, 140)}b ${r.int(4, 20)}ms upstream=matchmaker state=SEARCHING age=${r.int(180, 600)}s`,
          ),
        ],
      },
    ],
  },
  {
    estate: "emberfall",
    origin: "leaderboards",
    category: "timeout",
    hints: ["timeout", "timed out", "worker timeout", "deadline"],
    sev: "medium",
    note: "A season rollover rank recompute in leaderboards runs for minutes and gunicorn kills its workers on timeout, so board reads time out at the gateway.",
    disrupt: ["leaderboards"],
    frac: 0.8,
    bursts: [
      {
        rate: 6,
        steps: [
          s("leaderboards", "fatal", (r) => `[CRITICAL] WORKER TIMEOUT (pid:${r.int(40, 90)})`),
          s("leaderboards", "error", (r) => `Error handling request /v2/boards/season9_ranked/around/${acct(r)}`, {
            stack: () =>
              pyTraceback(
                [
                  [
                    "/usr/local/lib/python3.11/site-packages/gunicorn/workers/sync.py",
                    135,
                    "handle",
                    "self.handle_request(listener, req, client, addr)",
                  ],
                  [
                    "/app/leaderboards/views.py",
                    88,
                    "around_player",
                    "ranks = ranking.recompute_window(board, player_id, span=50)",
                  ],
                  ["/app/leaderboards/ranking.py", 141, "recompute_window", "for row in cur.fetchmany(5000):"],
                  [
                    "/usr/local/lib/python3.11/site-packages/gunicorn/workers/base.py",
                    204,
                    "handle_abort",
                    "sys.exit(1)",
                  ],
                ],
                "SystemExit: 1",
              ),
            errKind: "SystemExit",
          }),
        ],
      },
      {
        rate: 35,
        steps: [
          s(
            "edge-gateway",
            "error",
            (r) =>
              `"GET /v1/leaderboards HTTP/2" 504 24b ${r.int(15000, 15050)}ms upstream=leaderboards upstream_timeout`,
          ),
        ],
      },
      {
        rate: 8,
        steps: [
          s(
            "leaderboards",
            "warn",
            (r) =>
              `recompute season9_ranked still running: ${r.int(1, 9)}.${r.int(0, 9)}M rows scanned, ${r.int(60, 400)}s elapsed`,
            { noTrace: true },
          ),
        ],
      },
    ],
  },
  {
    estate: "emberfall",
    origin: "entitlements",
    category: "rate_limiting",
    hints: ["429", "rate", "limit", "too many", "throttl"],
    sev: "medium",
    note: "entitlements starts getting HTTP 429 from the Steam Web API ownership check after a cache flush, so ownership lookups fail and logins are granted without DLC.",
    disrupt: [],
    frac: 0,
    bursts: [
      {
        rate: 30,
        ramp: 60,
        steps: [
          s(
            "entitlements",
            "warn",
            (r) =>
              `Steam ISteamUser/CheckAppOwnership returned 429 Too Many Requests for account=${acct(r)} (Retry-After: ${r.int(10, 60)})`,
          ),
        ],
      },
      {
        rate: 10,
        from: 45,
        steps: [
          s(
            "entitlements",
            "error",
            (r) =>
              `ownership lookup failed account=${acct(r)} after 3 attempts: rate limited by partner.steam-api.com; serving base game only`,
          ),
          s("auth-login", "warn", (r) => `login ${acct(r)} completed with degraded entitlements (ownership=partial)`),
        ],
      },
      {
        rate: 14,
        from: 60,
        steps: [
          s(
            "edge-gateway",
            "warn",
            (r) => `"GET /v1/entitlements HTTP/2" 503 70b ${r.int(50, 900)}ms upstream=entitlements`,
          ),
        ],
      },
    ],
    prelude: [
      { at: -40, level: "info", msg: "catalog cache flushed by operator (ownership cache cleared: 1204877 keys)" },
    ],
  },
  {
    estate: "emberfall",
    origin: "lobby-party",
    category: "validation",
    hints: ["validation", "invalid", "schema", "not allowed", "joi"],
    sev: "medium",
    note: "lobby-party rejects invites from the new client build because its schema says platformId must not be empty, so parties cannot form and the gateway returns 422s.",
    disrupt: [],
    frac: 0,
    bursts: [
      {
        rate: 28,
        steps: [
          s(
            "lobby-party",
            "error",
            (r) =>
              `invite rejected from ${acct(r)} (client 1.15.0): ValidationError: "members[${r.int(0, 3)}].platformId" is not allowed to be empty`,
            {
              stack: () =>
                nodeStack('ValidationError: "members[0].platformId" is not allowed to be empty', [
                  "Object.exports.process (/app/node_modules/joi/lib/errors.js:193:16)",
                  "Object.internals.entry (/app/node_modules/joi/lib/validator.js:153:26)",
                  "exports.entry (/app/node_modules/joi/lib/validator.js:27:30)",
                  "internals.Base.validateAsync (/app/node_modules/joi/lib/base.js:548:26)",
                  "PartyController.invite (/app/dist/party/controller.js:61:38)",
                ]),
              errKind: "ValidationError",
            },
          ),
          s(
            "edge-gateway",
            "warn",
            (r) => `"POST /v1/party/invite HTTP/2" 422 118b ${r.int(8, 40)}ms upstream=lobby-party`,
          ),
        ],
      },
      {
        rate: 20,
        from: 40,
        steps: [
          s(
            "edge-gateway",
            "warn",
            (r) => `retry POST /v1/party/invite client=1.15.0 (${ip(r)}) attempt ${r.int(2, 5)}`,
          ),
        ],
      },
    ],
  },
  {
    estate: "emberfall",
    origin: "entitlements",
    category: "null_reference",
    hints: ["null", "nullpointer", "npe", "cannot invoke"],
    sev: "high",
    note: "entitlements throws a NullPointerException on every ownership lookup for bundles that lost their bundle id in a catalog sync, so logins and purchases answer 500.",
    disrupt: ["entitlements"],
    frac: 0.7,
    bursts: [
      {
        rate: 26,
        steps: [
          s(
            "entitlements",
            "error",
            (r) =>
              `Servlet.service() for servlet [dispatcherServlet] threw exception [Request processing failed] account=${acct(r)}`,
            {
              stack: (r) =>
                javaStack(
                  'java.lang.NullPointerException: Cannot invoke "gg.emberfall.catalog.Bundle.getBundleId()" because the return value of "gg.emberfall.catalog.Sku.getBundle()" is null',
                  [
                    `gg.emberfall.entitlements.OwnershipResolver.expand(OwnershipResolver.java:${r.int(110, 130)})`,
                    "gg.emberfall.entitlements.OwnershipResolver.resolve(OwnershipResolver.java:74)",
                    "gg.emberfall.entitlements.api.OwnershipController.get(OwnershipController.java:39)",
                    "org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
                  ],
                ),
              errKind: "java.lang.NullPointerException",
            },
          ),
          s(
            "auth-login",
            "error",
            () => "post-login entitlement fetch failed: 500 Internal Server Error from entitlements",
          ),
          s(
            "edge-gateway",
            "error",
            (r) => `"POST /v1/session/login HTTP/2" 500 88b ${r.int(60, 300)}ms upstream=auth-login`,
          ),
        ],
      },
      {
        rate: 40,
        from: 30,
        steps: [s("auth-login", "warn", (r) => `retrying entitlements for ${acct(r)} (attempt ${r.int(2, 3)}/3)`)],
      },
    ],
  },
  {
    estate: "emberfall",
    origin: "matchmaker",
    category: "configuration",
    hints: ["config", "profile", "pool", "missing", "setting"],
    sev: "medium",
    note: "Right after a matchmaker release its ranked-duo profile defines no pools, so matchmaking for that queue fails every cycle and players wait until tickets expire.",
    disrupt: [],
    frac: 0,
    prelude: [
      { at: -50, level: "info", msg: "matchmaker v2.31.0 starting (go1.22.4, commit 4be91f2)" },
      { at: -48, level: "info", msg: "loaded matchmaking.yaml rev 7f3c2a1: 5 profiles" },
    ],
    bursts: [
      {
        rate: 12,
        regular: true,
        steps: [
          s(
            "matchmaker",
            "error",
            () =>
              `mmf cycle failed profile=ranked-duo: invalid MatchProfile: pools must not be empty (check matchmaking.yaml profiles[1].pools)`,
          ),
        ],
      },
      {
        rate: 30,
        from: 60,
        ramp: 60,
        steps: [
          s("matchmaker", "warn", (r) => `ticket tk_${r.hex(10)} queue=ranked-duo expired after 300s without match`),
          s("lobby-party", "warn", (r) => `party p_${r.hex(8)} search cancelled: matchmaking timed out (ranked-duo)`),
        ],
      },
    ],
  },
  {
    estate: "emberfall",
    origin: "store-receipts",
    category: "dependency",
    hints: ["503", "unavailable", "psn", "upstream", "dependency", "platform", "circuit"],
    sev: "medium",
    note: "The PlayStation commerce API returns 503 for store-receipts' entitlement consumption calls until its circuit breaker opens, so PSN purchases fail while Steam and Xbox work.",
    disrupt: [],
    frac: 0,
    bursts: [
      {
        rate: 14,
        to: 150,
        steps: [
          s(
            "store-receipts",
            "error",
            (r) =>
              `PSN consume entitlement failed order=${r.hex(16).toUpperCase()}: 503 Service Unavailable from https://m.np.playstation.com/api/commerce/v1/entitlements (x-psn-request-id=${r.hex(12)})`,
          ),
          s(
            "edge-gateway",
            "error",
            (r) => `"POST /v1/store/purchase HTTP/2" 502 77b ${r.int(400, 3000)}ms upstream=store-receipts`,
          ),
        ],
      },
      {
        rate: 1,
        from: 150,
        to: 152,
        steps: [
          s(
            "store-receipts",
            "warn",
            () => "CircuitBreaker 'psn-commerce' changed state from CLOSED to OPEN (failure rate 83.3% > 50%)",
            { noTrace: true },
          ),
        ],
      },
      {
        rate: 16,
        from: 152,
        steps: [
          s(
            "store-receipts",
            "warn",
            (r) =>
              `CallNotPermittedException: CircuitBreaker 'psn-commerce' is OPEN and does not permit further calls (order ${r.hex(16).toUpperCase()} parked)`,
            { noTrace: true },
          ),
          s(
            "edge-gateway",
            "warn",
            (r) => `"POST /v1/store/purchase HTTP/2" 503 71b ${r.int(3, 20)}ms upstream=store-receipts`,
          ),
        ],
      },
    ],
  },
  {
    estate: "emberfall",
    origin: "anticheat",
    category: "memory",
    hints: ["bad_alloc", "memory", "oom", "alloc"],
    sev: "high",
    note: "anticheat's verdict cache grows until allocations fail with std::bad_alloc and the process aborts and restarts, so client heartbeats fail and players are kicked.",
    disrupt: ["anticheat"],
    frac: 0.7,
    bursts: [
      {
        rate: 4,
        to: 60,
        steps: [
          s(
            "anticheat",
            "warn",
            (r) =>
              `verdict cache size ${r.int(7, 8)}.${r.int(1, 9)} GiB exceeds soft limit 6 GiB, eviction behind by ${r.int(200000, 900000)} entries`,
            { noTrace: true },
          ),
        ],
      },
      {
        rate: 1.2,
        from: 60,
        regular: true,
        steps: [
          s("anticheat", "fatal", () => "terminate called after throwing an instance of 'std::bad_alloc'", {
            stack: (r) =>
              cppBacktrace("  what():  std::bad_alloc", [
                `0x00007f3a${r.hex(8)} in __GI_raise (sig=6) at ../sysdeps/unix/sysv/linux/raise.c:50`,
                "0x00007f3a2c1d2859 in __GI_abort () at abort.c:79",
                "0x000055d1e0a1f3c2 in ac::VerdictCache::insert(ac::SessionKey const&, ac::Verdict&&) at src/cache/verdict_cache.cpp:212",
                "0x000055d1e0a0b7e1 in ac::HeartbeatHandler::on_message(ac::net::Frame const&) at src/handlers/heartbeat.cpp:88",
                "0x000055d1e09f2a10 in ac::net::Worker::run() at src/net/worker.cpp:141",
              ]),
            errKind: "std::bad_alloc",
          }),
          s("anticheat", "info", () => "anticheat 7.4.2 starting, loading signature db rev 8810", {
            dt: 4000,
            noTrace: true,
          }),
        ],
      },
      {
        rate: 30,
        from: 62,
        steps: [
          s("lobby-party", "warn", (r) => `player ${acct(r)} kicked: anticheat heartbeat failed (AC_TIMEOUT)`),
          s("matchmaker", "info", (r) => `match m_${r.hex(12)} abandoned by ${acct(r)}; backfill requested`),
        ],
      },
    ],
  },
  {
    estate: "emberfall",
    origin: "telemetry-ingest",
    category: "disk",
    hints: ["no space", "disk", "enospc", "space", "wal"],
    sev: "medium",
    note: "telemetry-ingest's spool volume fills up, WAL writes fail with no space left on device and it starts refusing batches with 507 while clients retry.",
    disrupt: ["telemetry-ingest"],
    frac: 0.9,
    bursts: [
      {
        rate: 2,
        to: 50,
        steps: [
          s(
            "telemetry-ingest",
            "warn",
            (r) =>
              `spool /var/spool/telemetry at ${r.int(96, 99)}% (free ${r.int(200, 900)}MiB), uploader behind by ${r.int(40, 80)} segments`,
            { noTrace: true },
          ),
        ],
      },
      {
        rate: 20,
        from: 50,
        steps: [
          s(
            "telemetry-ingest",
            "error",
            (r) =>
              `wal append failed: write /var/spool/telemetry/seg-000${r.int(400, 480)}.wal: no space left on device; batch refused with 507`,
          ),
        ],
      },
      {
        rate: 45,
        from: 60,
        steps: [
          s(
            "edge-gateway",
            "warn",
            (r) =>
              `"POST /v1/telemetry HTTP/2" 507 43b ${r.int(2, 9)}ms upstream=telemetry-ingest (client retry ${r.int(1, 5)})`,
          ),
        ],
      },
    ],
  },
  {
    estate: "emberfall",
    origin: "fleet-allocator",
    category: "unknown",
    hints: ["restart", "exit", "unknown", "crash", "unavailable"],
    sev: "high",
    note: "fleet-allocator keeps restarting every half minute without logging any error, so matchmaker's allocation calls get EOF and connection refused and formed matches are not placed.",
    disrupt: ["fleet-allocator"],
    frac: 0.9,
    quiet: true,
    bursts: [
      {
        rate: 2,
        regular: true,
        steps: [
          s("fleet-allocator", "info", () => "fleet-allocator 1.38.2 starting (agones 1.41, go1.22.5)", {
            noTrace: true,
          }),
          s("fleet-allocator", "info", () => "watching fleets in namespaces [game-eu game-na]", {
            dt: 900,
            noTrace: true,
          }),
        ],
      },
      {
        rate: 30,
        steps: [
          s(
            "matchmaker",
            "error",
            (r) =>
              `assignment failed m_${r.hex(12)}: rpc error: code = Unavailable desc = ${r.pick(["error reading from server: EOF", 'connection error: desc = "transport: Error while dialing: dial tcp 10.42.9.14:8443: connect: connection refused"'])}`,
          ),
        ],
      },
      {
        rate: 70,
        from: 30,
        ramp: 60,
        steps: [
          s("matchmaker", "warn", (r) => `backfill retry ${r.int(1, 5)}/5 for m_${r.hex(12)}: allocator unavailable`),
        ],
      },
    ],
  },

  // ---------------- Pinewolf ----------------
  {
    estate: "pinewolf",
    origin: "voice-relay",
    category: "authentication",
    hints: ["token", "signature", "authentication", "401", "credential", "auth"],
    sev: "medium",
    note: "voice-relay signs voice access tokens with a stale key after a key rotation, so the voice provider rejects every join with 401 and players are left without voice.",
    disrupt: ["voice-relay"],
    frac: 0.95,
    bursts: [
      {
        rate: 24,
        steps: [
          s(
            "voice-relay",
            "error",
            (r) =>
              `join failed channel=party-${r.hex(6)} user=${acct(r)}: provider returned 401 (VxAccessTokenInvalid: signature verification failed, kid=vr-2026-09)`,
          ),
        ],
      },
      {
        rate: 6,
        steps: [
          s(
            "voice-relay",
            "warn",
            () => "token signer using key vr-2026-09 (loaded 41d ago); provider JWKS lists [vr-2026-11]",
            { noTrace: true },
          ),
        ],
      },
      {
        rate: 14,
        from: 40,
        steps: [
          s(
            "party-svc",
            "warn",
            (r) => `party ${r.hex(6)}: voice unavailable for ${r.int(1, 4)} members (voice-relay join failed)`,
          ),
        ],
      },
    ],
  },
  {
    estate: "pinewolf",
    origin: "patch-cdn",
    category: "authorization",
    hints: ["accessdenied", "access denied", "forbidden", "403", "permission"],
    sev: "high",
    note: "patch-cdn's bucket policy stops allowing its role to read the new build prefix, so cache misses answer 403 AccessDenied and patch downloads fail.",
    disrupt: ["patch-cdn"],
    frac: 0.4,
    bursts: [
      {
        rate: 30,
        steps: [
          s(
            "patch-cdn",
            "error",
            (r) =>
              `bucket fetch s3://pw-builds-prod/builds/0.9.42/pak_0${r.int(1, 3)}.chunk failed: AccessDenied: User: arn:aws:sts::4417:assumed-role/patch-cdn-prod/${r.hex(8)} is not authorized to perform: s3:GetObject on resource: "arn:aws:s3:::pw-builds-prod/builds/0.9.42/*" because no identity-based policy allows the s3:GetObject action (status 403)`,
          ),
          s(
            "patch-cdn",
            "warn",
            (r) => `GET /builds/0.9.42/pak_0${r.int(1, 3)}.chunk 403 0 cache=MISS ${r.int(20, 80)}ms`,
          ),
        ],
      },
      {
        rate: 40,
        from: 30,
        steps: [
          s(
            "player-api",
            "warn",
            (r) =>
              `Launcher reported patch failure for player ${acct(r)}: HTTP 403 on pak_0${r.int(1, 3)}.chunk (retry ${r.int(1, 5)})`,
          ),
        ],
      },
    ],
  },
  {
    estate: "pinewolf",
    origin: "inventory",
    category: "database",
    hints: ["npgsql", "postgres", "database", "deadlock", "sql", "too many clients"],
    sev: "high",
    note: "inventory's Postgres starts refusing connections (53300 too many clients) and aborting trades on deadlocks, so stash loads and grants fail and player-api returns 500s with retries.",
    disrupt: ["inventory"],
    frac: 0.85,
    bursts: [
      {
        rate: 16,
        steps: [
          s(
            "inventory",
            "error",
            (r) =>
              `Failed executing DbCommand (${r.int(1, 30)}ms) [Parameters=[@p0='?'], CommandType='Text', CommandTimeout='30'] SELECT i."Id", i."ItemDefId" FROM "StashItems" AS i WHERE i."PlayerId" = @p0`,
            {
              stack: () =>
                dotnetStack("Npgsql.PostgresException (0x80004005): 53300: sorry, too many clients already", [
                  "Npgsql.Internal.NpgsqlConnector.<ReadMessage>g__ReadMessageLong|233_0(NpgsqlConnector connector, Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
                  "Npgsql.Internal.NpgsqlConnector.Open(NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
                  "Npgsql.PoolingDataSource.OpenNewConnector(NpgsqlConnection conn, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
                  "Pinewolf.Inventory.Data.StashRepository.LoadAsync(Int64 playerId) in /src/Inventory/Data/StashRepository.cs:line 58",
                ]),
              errKind: "Npgsql.PostgresException",
            },
          ),
          s(
            "player-api",
            "error",
            (r) =>
              `Request finished HTTP/1.1 GET http://player-api/api/v3/inventory - 500 0 - ${r.int(8, 90)}.${r.int(100, 999)}ms`,
          ),
        ],
      },
      {
        rate: 5,
        steps: [
          s(
            "inventory",
            "error",
            (r) =>
              `Trade ${r.hex(8)} aborted: 40P01: deadlock detected (Process ${r.int(1000, 9999)} waits for ShareLock on transaction ${r.int(100000, 999999)})`,
          ),
        ],
      },
      {
        rate: 45,
        from: 20,
        steps: [
          s(
            "player-api",
            "warn",
            (r) =>
              `Polly: retry ${r.int(1, 3)} of 3 for inventory after ${r.int(200, 800)}ms (HttpRequestException: Response status code does not indicate success: 500)`,
          ),
        ],
      },
    ],
  },
  {
    estate: "pinewolf",
    origin: "party-svc",
    category: "network",
    hints: ["eai_again", "dns", "getaddrinfo", "network", "lookup"],
    sev: "medium",
    note: "party-svc can no longer resolve session-broker's hostname (getaddrinfo EAI_AGAIN) from its nodes, so party matchmaking joins fail while session-broker keeps serving solo players.",
    disrupt: [],
    frac: 0,
    bursts: [
      {
        rate: 22,
        steps: [
          s("party-svc", "error", (r) => `party ${r.hex(6)}: queue join failed`, {
            stack: () =>
              nodeStack("Error: getaddrinfo EAI_AGAIN session-broker.pw-live.svc.cluster.local", [
                "GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26)",
                "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
                "async PartyQueue.join (/srv/party-svc/dist/queue.js:88:19)",
              ]),
            errKind: "Error",
          }),
        ],
      },
      {
        rate: 40,
        from: 20,
        steps: [
          s("party-svc", "warn", (r) => `retrying queue join for party ${r.hex(6)} in ${r.int(1, 8)}s (EAI_AGAIN)`),
        ],
      },
      {
        rate: 10,
        from: 40,
        steps: [
          s(
            "player-api",
            "warn",
            (r) =>
              `Request finished HTTP/1.1 POST http://player-api/api/v3/party/queue - 502 0 - ${r.int(5001, 5090)}.${r.int(100, 999)}ms`,
          ),
        ],
      },
    ],
  },
  {
    estate: "pinewolf",
    origin: "session-broker",
    category: "timeout",
    hints: ["deadline", "timeout", "exceeded", "timed out"],
    sev: "medium",
    note: "session-broker's matchmaking pass for the busy EU queue starts overrunning its deadline (WARN only) and status polls time out at player-api with 504s.",
    disrupt: ["session-broker"],
    frac: 0.6,
    bursts: [
      {
        rate: 10,
        steps: [
          s(
            "session-broker",
            "warn",
            (r) =>
              `Matchmaking pass for queue coop-eu exceeded deadline 5000ms (elapsed ${r.int(9000, 19000)}ms), ${r.int(300, 1400)} tickets carried over`,
          ),
        ],
      },
      {
        rate: 35,
        from: 30,
        steps: [
          s(
            "player-api",
            "error",
            (r) =>
              `Request finished HTTP/1.1 GET http://player-api/api/v3/matchmaking/status - 504 0 - ${r.int(10000, 10050)}.${r.int(100, 999)}ms`,
          ),
          s(
            "player-api",
            "warn",
            () =>
              "TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing. (session-broker)",
          ),
        ],
      },
      {
        rate: 12,
        from: 60,
        steps: [
          s("party-svc", "warn", (r) => `party ${r.hex(6)}: still searching after ${r.int(200, 600)}s, re-polling`),
        ],
      },
    ],
  },
  {
    estate: "pinewolf",
    origin: "storefront",
    category: "rate_limiting",
    hints: ["429", "rate", "limit", "quota", "too many"],
    sev: "medium",
    note: "storefront hits the Xbox collections API rate limit (429) during a sale, so Xbox receipt verification is deferred and grants stall.",
    disrupt: [],
    frac: 0,
    bursts: [
      {
        rate: 26,
        ramp: 90,
        steps: [
          s(
            "storefront",
            "warn",
            (r) =>
              `Xbox collections query throttled: 429 Too Many Requests (Retry-After: ${r.int(5, 30)}) for order ${r.hex(12)}`,
          ),
        ],
      },
      {
        rate: 12,
        from: 60,
        steps: [
          s(
            "storefront",
            "error",
            (r) =>
              `Faraday::TooManyRequestsError: the server responded with status 429 (order ${r.hex(12)} moved to retry queue, depth ${r.int(100, 2000)})`,
          ),
          s("storefront", "info", (r) => `Completed 202 Accepted in ${r.int(20, 90)}ms`),
        ],
      },
      {
        rate: 8,
        from: 90,
        steps: [
          s(
            "player-api",
            "warn",
            (r) => `Purchase pending > 120s for player ${acct(r)} (storefront verification queued)`,
          ),
        ],
      },
    ],
  },
  {
    estate: "pinewolf",
    origin: "ranked-ladder",
    category: "validation",
    hints: ["validation", "pydantic", "invalid", "greater than"],
    sev: "medium",
    note: "Game servers on the new build report match results with a zero duration and ranked-ladder's pydantic model rejects every one with 422, so ladder updates stop.",
    disrupt: ["ranked-ladder"],
    frac: 0.9,
    bursts: [
      {
        rate: 14,
        steps: [
          s("ranked-ladder", "error", (r) => `POST /v1/results 422 session=${r.hex(8)} build=0.9.42`, {
            stack: () =>
              pyTraceback(
                [
                  ["/app/ranked/api.py", 57, "post_result", "result = MatchResult.model_validate(payload)"],
                  [
                    "/usr/local/lib/python3.12/site-packages/pydantic/main.py",
                    596,
                    "model_validate",
                    "return cls.__pydantic_validator__.validate_python(",
                  ],
                ],
                "pydantic_core._pydantic_core.ValidationError: 1 validation error for MatchResult\nduration_s\n  Input should be greater than 0 [type=greater_than, input_value=0, input_type=int]",
              ),
            errKind: "ValidationError",
          }),
        ],
      },
      {
        rate: 14,
        from: 5,
        steps: [
          s(
            "ds-orchestrator",
            "warn",
            (r) =>
              `ds-fra-${r.int(100, 999)}: result upload to ranked-ladder returned 422, will retry (${r.int(1, 5)}/5)`,
          ),
        ],
      },
    ],
  },
  {
    estate: "pinewolf",
    origin: "player-api",
    category: "null_reference",
    hints: ["nullreference", "null", "object reference"],
    sev: "high",
    note: "player-api's profile endpoint throws NullReferenceException for players without a linked platform record after a data backfill, so the launcher's profile calls get 500s.",
    disrupt: [],
    frac: 0,
    bursts: [
      {
        rate: 30,
        steps: [
          s("player-api", "error", () => "An unhandled exception has occurred while executing the request.", {
            stack: (r) =>
              dotnetStack("System.NullReferenceException: Object reference not set to an instance of an object.", [
                `Pinewolf.PlayerApi.Services.ProfileService.BuildProfileAsync(Int64 playerId) in /src/PlayerApi/Services/ProfileService.cs:line ${r.int(90, 110)}`,
                "Pinewolf.PlayerApi.Controllers.ProfileController.Get(Int64 id) in /src/PlayerApi/Controllers/ProfileController.cs:line 31",
                "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
                "Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddlewareImpl.<Invoke>g__Awaited|10_0(ExceptionHandlerMiddlewareImpl middleware, HttpContext context, Task task)",
              ]),
            errKind: "System.NullReferenceException",
          }),
          s(
            "player-api",
            "info",
            (r) =>
              `Request finished HTTP/1.1 GET http://player-api/api/v3/profile/${acct(r)} - 500 0 - ${r.int(3, 30)}.${r.int(100, 999)}ms`,
          ),
        ],
      },
      {
        rate: 10,
        from: 30,
        steps: [
          s("party-svc", "warn", (r) => `could not load profile for ${acct(r)} (player-api 500), showing placeholder`),
        ],
      },
    ],
  },
  {
    estate: "pinewolf",
    origin: "storefront",
    category: "configuration",
    hints: ["keyerror", "key not found", "config", "missing", "env", "setting"],
    sev: "medium",
    note: "After a storefront deploy the PLAY_PACKAGE_NAME variable is missing, so every Google Play receipt check raises KeyError and Android purchases fail with 500.",
    disrupt: [],
    frac: 0,
    prelude: [
      { at: -70, level: "info", msg: "=> Booting Puma (storefront 3.14.0, rails 7.1.3)" },
      { at: -69, level: "info", msg: "* Listening on http://0.0.0.0:3000" },
    ],
    bursts: [
      {
        rate: 16,
        steps: [
          s("storefront", "error", () => 'KeyError (key not found: "PLAY_PACKAGE_NAME"):', {
            stack: () =>
              rubyStack('KeyError (key not found: "PLAY_PACKAGE_NAME"):', [
                "app/services/receipts/google_play_verifier.rb:14:in `fetch'",
                "app/services/receipts/google_play_verifier.rb:14:in `package_name'",
                "app/services/receipts/google_play_verifier.rb:31:in `verify!'",
                "app/controllers/v1/purchases_controller.rb:22:in `create'",
              ]),
            errKind: "KeyError",
          }),
          s(
            "storefront",
            "info",
            (r) => `Completed 500 Internal Server Error in ${r.int(5, 40)}ms (ActiveRecord: 1.2ms)`,
          ),
        ],
      },
      {
        rate: 10,
        from: 30,
        steps: [
          s(
            "player-api",
            "warn",
            (r) => `Purchase failed for player ${acct(r)}: storefront returned 500 (store=google_play)`,
          ),
        ],
      },
    ],
  },
  {
    estate: "pinewolf",
    origin: "ds-orchestrator",
    category: "dependency",
    hints: ["503", "unavailable", "provider", "upstream", "dependency"],
    sev: "high",
    note: "The bare-metal hosting provider's API starts answering 503, so ds-orchestrator cannot scale the fleet and session-broker runs out of servers at peak.",
    disrupt: ["ds-orchestrator"],
    frac: 0.5,
    bursts: [
      {
        rate: 12,
        steps: [
          s(
            "ds-orchestrator",
            "error",
            (r) =>
              `scale-up fra +${r.int(4, 12)} failed: provider api.baremetal-host.example returned 503 Service Unavailable (request id ${r.hex(10)}), backing off ${r.int(5, 40)}s`,
          ),
        ],
      },
      {
        rate: 26,
        from: 60,
        ramp: 120,
        steps: [
          s(
            "session-broker",
            "error",
            (r) =>
              `No dedicated server available for session ${r.hex(8)} in coop-eu (allocator: fleet exhausted), returning players to queue`,
          ),
        ],
      },
      {
        rate: 50,
        from: 90,
        ramp: 120,
        steps: [
          s("session-broker", "warn", (r) => `Retrying allocation for session ${r.hex(8)} (attempt ${r.int(2, 8)})`),
        ],
      },
    ],
  },
  {
    estate: "pinewolf",
    origin: "party-svc",
    category: "memory",
    hints: ["heap", "memory", "out of memory", "allocation failed", "oom"],
    sev: "high",
    note: "party-svc leaks presence subscriptions until V8 runs out of heap and the process dies and restarts, dropping every party each time.",
    disrupt: ["party-svc"],
    frac: 0.6,
    bursts: [
      {
        rate: 3,
        to: 70,
        steps: [
          s(
            "party-svc",
            "warn",
            (r) => `event loop lag ${r.int(300, 2000)}ms, heap used ${r.int(1850, 2020)}MB of 2048MB`,
            { noTrace: true },
          ),
        ],
      },
      {
        rate: 1,
        from: 70,
        regular: true,
        steps: [
          s(
            "party-svc",
            "fatal",
            () => "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            {
              stack: (r) => [
                `<--- Last few GCs --->`,
                `[1:0x5e1a3c0]  ${r.int(600000, 900000)} ms: Mark-Compact 2041.7 (2083.3) -> 2039.9 (2084.1) MB, 1712.40 / 0.00 ms  (average mu = 0.112, current mu = 0.019) allocation failure; scavenge might not succeed`,
                " 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
                " 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
                " 3: 0x1107ae5 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]",
              ],
              errKind: "OOM",
            },
          ),
          s("party-svc", "info", () => "party-svc 4.2.0 listening on :8080", { dt: 6000, noTrace: true }),
        ],
      },
      {
        rate: 20,
        from: 72,
        steps: [
          s(
            "player-api",
            "warn",
            (r) =>
              `Request finished HTTP/1.1 POST http://player-api/api/v3/party/invite - 502 0 - ${r.int(1, 30)}.${r.int(100, 999)}ms`,
          ),
        ],
      },
    ],
  },
  {
    estate: "pinewolf",
    origin: "crashreport-intake",
    category: "disk",
    hints: ["no space", "disk", "errno 28", "space", "enospc"],
    sev: "medium",
    note: "crashreport-intake's dump volume fills up and uploads fail with Errno 28; the same service keeps logging its usual harmless symbolication errors.",
    disrupt: [],
    frac: 0,
    bursts: [
      {
        rate: 18,
        steps: [
          s("crashreport-intake", "error", (r) => `upload ${r.hex(8)} failed, returned 500`, {
            stack: (r) =>
              pyTraceback(
                [
                  ["/srv/intake/app.py", 112, "upload", "store.save(dump_id, request.stream)"],
                  ["/srv/intake/store.py", 48, "save", "shutil.copyfileobj(stream, fh, 1 << 20)"],
                  ["/usr/lib/python3.11/shutil.py", 200, "copyfileobj", "fdst_write(buf)"],
                ],
                `OSError: [Errno 28] No space left on device: '/data/dumps/2026/11/${r.hex(8)}.dmp'`,
              ),
            errKind: "OSError",
          }),
        ],
      },
      {
        rate: 3,
        steps: [
          s(
            "crashreport-intake",
            "warn",
            (r) => `disk /data/dumps usage 100% (free ${r.int(0, 40)}MiB), janitor last ran 3d ago`,
            { noTrace: true },
          ),
        ],
      },
    ],
  },
  {
    estate: "pinewolf",
    origin: "inventory",
    category: "unknown",
    hints: ["unknown", "timeout", "unresponsive", "hang", "no response"],
    sev: "high",
    note: "inventory stops logging and answering without any error of its own, while player-api and storefront time out and retry against it.",
    disrupt: ["inventory"],
    frac: 1,
    quiet: true,
    bursts: [
      {
        rate: 30,
        from: 8,
        steps: [
          s(
            "player-api",
            "error",
            (r) =>
              `Request finished HTTP/1.1 GET http://player-api/api/v3/inventory - 504 0 - ${r.int(10000, 10040)}.${r.int(100, 999)}ms`,
          ),
          s(
            "player-api",
            "warn",
            () => "Polly: timeout after 10s calling inventory (TimeoutRejectedException), retry 1 of 3",
          ),
        ],
      },
      {
        rate: 6,
        from: 20,
        steps: [
          s(
            "storefront",
            "error",
            (r) => `grant for order ${r.hex(12)} failed: Net::ReadTimeout with #<TCPSocket:(closed)> (inventory:8080)`,
          ),
        ],
      },
      {
        rate: 1,
        from: 60,
        to: 300,
        steps: [
          s("player-api", "warn", () => "Health check inventory-dependency status is Unhealthy: no response within 5s"),
        ],
      },
    ],
  },
];
