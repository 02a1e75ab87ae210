// Multiplayer-game incidents (estate "arena"): 17 scenarios across the categories.
import { E, ip, once, seq } from "./dsl.js";
import type { Rng } from "./rng.js";
import { goPanic, javaStack, nodeStack, pyStack } from "./stacks.js";
import type { Spec } from "./types.js";

const pl = (r: Rng) => `p_${r.hex(10)}`;
const m = (r: Rng) => `m_${r.hex(8)}`;

const edge5xx = (lag: number, path: string, code: number, up: string, every = 0.5) =>
  E("edge-gateway", "error", every, (r) => `${path} ${code} ${r.int(2, 3000)}ms upstream=${up} player=${pl(r)}`, {
    lag,
    traced: true,
  });

export const gameIncidents: Spec[] = [
  {
    estate: "game",
    cat: "authentication",
    origin: "player-profile",
    hints: ["password", "authentication", "28p01"],
    sev: "high",
    note: "DB password rotated in the secret store but not in player-profile; Postgres 28P01 on new pool connections; edge and matchmaker fail louder; 3 hops",
    emits: [
      E("player-profile", "error", 2, () => "HikariPool-1 - Exception during pool initialization / connection add", {
        etype: "org.postgresql.util.PSQLException",
        stack: () =>
          javaStack('org.postgresql.util.PSQLException: FATAL: password authentication failed for user "profile_svc"', [
            "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
            "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
            "com.zaxxer.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)",
          ]),
      }),
      E(
        "player-profile",
        "warn",
        4,
        (r) => `load profile ${pl(r)} failed: Connection is not available, request timed out after 30000ms`,
        { lag: 30 },
      ),
      edge5xx(1, "GET /v2/profile/me", 503, "player-profile", 0.4),
      E(
        "matchmaker",
        "error",
        1.5,
        (r) =>
          `ticket t_${r.hex(8)} rejected: profile fetch failed: rpc error: code = Unavailable desc = player-profile: 503`,
        { lag: 2 },
      ),
    ],
  },
  {
    estate: "game",
    cat: "authorization",
    origin: "session-allocator",
    hints: ["forbidden", "rbac", "permission"],
    sev: "high",
    note: "RBAC RoleBinding removed in a cluster policy sync; session-allocator (Go) gets Forbidden creating GameServerAllocations; matchmaker and edge louder; 3 hops",
    emits: [
      E(
        "session-allocator",
        "error",
        1.5,
        (r) =>
          `allocate for match ${m(r)} failed: gameserverallocations.allocation.agones.dev is forbidden: User "system:serviceaccount:arena-live:session-allocator" cannot create resource "gameserverallocations" in API group "allocation.agones.dev" in the namespace "arena-live"`,
      ),
      E(
        "matchmaker",
        "error",
        0.6,
        (r) =>
          `match ${m(r)} dropped: allocation failed: rpc error: code = Internal desc = session-allocator: allocation error, requeueing ${r.int(2, 8)} players`,
        { lag: 0.5 },
      ),
      edge5xx(2, "POST /v2/matchmaking/tickets", 500, "matchmaker", 1.1),
      E("matchmaker", "warn", 8, (r) => `queue ranked-duo wait p95=${r.int(90, 600)}s`, { lag: 60 }),
    ],
  },
  {
    estate: "game",
    cat: "database",
    origin: "leaderboard",
    hints: ["primary", "mongo", "database"],
    sev: "medium",
    note: "Mongo replica set loses its primary (election storm); leaderboard (Python) score writes fail with NotPrimaryError; match results pile up; 2 hops, WARN-heavy origin",
    emits: [
      E("leaderboard", "error", 2, (r) => `submit scores for match ${m(r)} failed`, {
        etype: "pymongo.errors.NotPrimaryError",
        stack: () =>
          pyStack(
            [
              ["/app/leaderboard/scores.py", 77, "submit", "self.col.bulk_write(ops, ordered=False)"],
              [
                "/usr/local/lib/python3.11/site-packages/pymongo/collection.py",
                571,
                "bulk_write",
                "bulk_api_result = blk.execute(write_concern, session)",
              ],
            ],
            "pymongo.errors.NotPrimaryError: not primary, full error: {'topologyVersion': {...}, 'ok': 0.0, 'errmsg': 'not primary', 'code': 10107, 'codeName': 'NotWritablePrimary'}",
          ),
      }),
      E(
        "leaderboard",
        "warn",
        3,
        () =>
          'No replica set members match selector "Primary()", Timeout: 30s, Topology Description: <TopologyDescription id: 665f, topology_type: ReplicaSetNoPrimary>',
        { lag: 5 },
      ),
      E("matchmaker", "warn", 6, (r) => `post-match score submit for ${m(r)} failed (leaderboard 503), spooling`, {
        lag: 2,
      }),
    ],
  },
  {
    estate: "game",
    cat: "network",
    origin: "matchmaker",
    hints: ["dns", "lookup", "host"],
    sev: "high",
    note: "node-local DNS cache breaks on matchmaker nodes; Go resolver 'no such host' for in-cluster services; edge 5xx retry storm louder; 2 hops",
    emits: [
      E(
        "matchmaker",
        "error",
        1,
        (r) =>
          `profile fetch failed: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp: lookup player-profile.arena-live.svc.cluster.local on 169.254.20.10:53: no such host" ticket=t_${r.hex(8)}`,
      ),
      E(
        "matchmaker",
        "warn",
        4,
        () =>
          'grpc: addrConn.createTransport failed to connect to {Addr: "session-allocator.arena-live.svc.cluster.local:7000"}: dial tcp: lookup session-allocator.arena-live.svc.cluster.local: server misbehaving',
        { lag: 2 },
      ),
      edge5xx(1, "POST /v2/matchmaking/tickets", 502, "matchmaker", 0.35),
      E("edge-gateway", "warn", 3, (r) => `client retry storm: ${r.int(200, 900)} ticket posts/s (normal 120)`, {
        lag: 20,
      }),
    ],
  },
  {
    estate: "game",
    cat: "timeout",
    origin: "player-profile",
    hints: ["timeout", "timed out", "read"],
    sev: "medium",
    note: "platform entitlement API stops answering in time; player-profile (Java) SocketTimeoutException on login enrichment; edge 504s louder; 2 hops",
    emits: [
      E("player-profile", "error", 1.8, (r) => `entitlement sync for ${pl(r)} failed`, {
        etype: "java.net.SocketTimeoutException",
        stack: () =>
          javaStack(
            'org.springframework.web.client.ResourceAccessException: I/O error on GET request for "https://partner.steam-api.example/IEconService/GetInventory/v1": Read timed out',
            [
              "org.springframework.web.client.RestTemplate.doExecute(RestTemplate.java:915)",
              "gg.arena.profile.EntitlementClient.fetch(EntitlementClient.java:52)",
            ],
            [
              "Caused by: java.net.SocketTimeoutException: Read timed out",
              "\tat java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
            ],
          ),
      }),
      edge5xx(2, "GET /v2/profile/me", 504, "player-profile", 0.5),
    ],
  },
  {
    estate: "game",
    cat: "rate_limiting",
    origin: "purchase-api",
    hints: ["429", "rate", "throttl"],
    sev: "medium",
    note: "season launch purchase spike; store partner API throttles purchase-api (Node) with 429 Retry-After; receipts queue; edge errors louder; 2 hops",
    emits: [
      E(
        "purchase-api",
        "warn",
        0.7,
        (r) =>
          `receipt validation throttled by partner.steam-api.example: 429 Too Many Requests (Retry-After: ${r.int(5, 60)}) for ${pl(r)}`,
      ),
      E("purchase-api", "error", 6, (r) => `receipt queue backlog ${r.int(500, 8000)}; oldest ${r.int(1, 20)}m`, {
        lag: 30,
      }),
      edge5xx(1, "POST /v2/purchases", 503, "purchase-api", 0.5),
      E("inventory-store", "warn", 10, (r) => `grant pending for ${pl(r)}: purchase not confirmed after 120s`, {
        lag: 120,
      }),
    ],
  },
  {
    estate: "game",
    cat: "rate_limiting",
    origin: "chat-relay",
    hints: ["quota", "429", "rate"],
    sev: "medium",
    note: "translation API quota exhausted; chat-relay (Node) gets 429 RESOURCE_EXHAUSTED and drops translated fan-out; WARN-level origin; edge ws errors louder; 2 hops",
    emits: [
      E(
        "chat-relay",
        "warn",
        0.6,
        (r) =>
          `translate failed for guild:${r.int(10000, 99999)}: 429 RESOURCE_EXHAUSTED: Quota exceeded for quota metric 'Characters per minute' and limit 'Characters per minute per project' of service 'translate.googleapis.com'`,
      ),
      E(
        "edge-gateway",
        "error",
        1,
        (r) => `ws send to ${pl(r)} failed: chat-relay frame error (code 1011 internal error)`,
        { lag: 5 },
      ),
    ],
  },
  {
    estate: "game",
    cat: "validation",
    origin: "inventory-store",
    hints: ["validation", "invalid", "400"],
    sev: "medium",
    note: "new client build sends grant requests with empty ItemId; inventory-store (.NET) FluentValidation 400s; purchase-api and edge louder; 3 hops",
    emits: [
      E(
        "inventory-store",
        "warn",
        1.2,
        (r) =>
          `Grant request for ${pl(r)} rejected: FluentValidation.ValidationException: Validation failed: -- ItemId: 'Item Id' must not be empty. Severity: Error -- Quantity: 'Quantity' must be between 1 and 99. You entered 0.`,
      ),
      E(
        "purchase-api",
        "error",
        0.9,
        (r) => `grant after purchase failed for ${pl(r)}: inventory-store 400 Bad Request, refund queued`,
        { lag: 0.5 },
      ),
      edge5xx(1, "POST /v2/purchases", 502, "purchase-api", 0.9),
      once("edge-gateway", "info", -60, "client build 1.34.0 rollout: 25% of players"),
    ],
  },
  {
    estate: "game",
    cat: "null_reference",
    origin: "matchmaker",
    hints: ["nil", "pointer", "dereference"],
    sev: "high",
    note: "players without a region in a new queue crash matchmaker with a Go nil pointer panic; restarts, edge 502s louder; 2 hops",
    silence: [{ svc: "matchmaker", lag: 0, dur: 30 }],
    emits: [
      E("matchmaker", "fatal", 35, () => "panic: runtime error: invalid memory address or nil pointer dereference", {
        stack: () =>
          goPanic("[signal SIGSEGV: segmentation violation code=0x1 addr=0x30 pc=0x8d1f42]", [
            [
              "gg.arena/matchmaker/internal/pool.(*Pool).bucketFor(0xc0002a4000, 0x0)",
              "/src/internal/pool/pool.go:118 +0x22",
            ],
            [
              "gg.arena/matchmaker/internal/pool.(*Pool).Add(0xc0002a4000, 0xc000b1e3c0)",
              "/src/internal/pool/pool.go:64 +0x5c",
            ],
            ["gg.arena/matchmaker/internal/api.(*Server).CreateTicket(...)", "/src/internal/api/tickets.go:41 +0x1b0"],
          ]),
      }),
      E(
        "kubelet",
        "warn",
        35,
        () => "Back-off restarting failed container matchmaker in pod matchmaker-74b8d9c6f-tq2ln (exit code 2)",
        { lag: 2 },
      ),
      edge5xx(0.5, "POST /v2/matchmaking/tickets", 502, "matchmaker", 0.4),
    ],
  },
  {
    estate: "game",
    cat: "null_reference",
    origin: "leaderboard",
    hints: ["nonetype", "attributeerror", "none"],
    sev: "medium",
    note: "season rollover leaves current_season unset; leaderboard (Python) AttributeError on NoneType; edge 500s louder; 2 hops, onset late",
    emits: [
      once("leaderboard", "info", -30, "season rollover: season 14 closed, season 15 scheduled"),
      E("leaderboard", "error", 1.5, () => "Exception on /v1/leaderboards/ranked-duo [GET]", {
        etype: "AttributeError",
        stack: () =>
          pyStack(
            [
              [
                "/usr/local/lib/python3.11/site-packages/flask/app.py",
                1463,
                "wsgi_app",
                "response = self.full_dispatch_request()",
              ],
              ["/app/leaderboard/views.py", 58, "ranked", 'key = f"lb:{season.season_id}:{queue}"'],
            ],
            "AttributeError: 'NoneType' object has no attribute 'season_id'",
          ),
      }),
      edge5xx(0.5, "GET /v2/leaderboards/ranked-duo", 500, "leaderboard", 0.7),
    ],
  },
  {
    estate: "game",
    cat: "configuration",
    origin: "session-allocator",
    hints: ["config", "fleet", "setting"],
    sev: "high",
    note: "ConfigMap change points ALLOCATOR_FLEETS at a fleet name that does not exist; session-allocator reloads config and cannot allocate; matchmaker/edge louder; 3 hops",
    minOnset: 90,
    emits: [
      ...seq("session-allocator", "info", -20, 2, [
        "config reload: ALLOCATOR_FLEETS=eu-west-v2,us-east-v2 (configmap allocator-config rev 118)",
        "allocation policy rebuilt: 2 fleets",
      ]),
      E(
        "session-allocator",
        "error",
        1.5,
        (r) =>
          `allocate for match ${m(r)} failed: invalid allocator configuration: fleet "eu-west-v2" referenced by ALLOCATOR_FLEETS not found`,
      ),
      E(
        "matchmaker",
        "error",
        0.6,
        (r) =>
          `match ${m(r)} dropped: allocation failed: rpc error: code = FailedPrecondition desc = session-allocator: no fleet available`,
        { lag: 0.5 },
      ),
      edge5xx(2, "POST /v2/matchmaking/tickets", 503, "matchmaker", 1.2),
    ],
  },
  {
    estate: "game",
    cat: "dependency",
    origin: "telemetry-ingest",
    hints: ["kafka", "broker", "unavailable"],
    sev: "medium",
    note: "managed Kafka cluster goes down; telemetry-ingest (Rust rdkafka) reports broker transport failures and buffer full; anti-cheat WARNs; 2 hops",
    emits: [
      E(
        "telemetry-ingest",
        "error",
        1,
        (r) =>
          `kafka producer error: KafkaError (Message production error: MessageTimedOut) ; rdkafka: BrokerTransportFailure (Local: Broker transport failure): ssl://b-${r.int(1, 3)}.arena-events.kafka.example:9094/${r.int(1, 3)}: Connect to ipv4#10.1.${r.int(1, 9)}.${r.int(2, 250)}:9094 failed: Connection refused`,
      ),
      E("telemetry-ingest", "warn", 5, (r) => `producer queue full (${r.int(90, 100)}%), dropping oldest batch`, {
        lag: 20,
      }),
      E("anti-cheat", "warn", 6, (r) => `no telemetry for match ${m(r)} within 60s, verdict deferred`, { lag: 60 }),
    ],
  },
  {
    estate: "game",
    cat: "dependency",
    origin: "purchase-api",
    hints: ["stripe", "api", "upstream"],
    sev: "high",
    note: "payment provider returns 500/502 for web-shop charges; purchase-api (Node) StripeAPIError and breaker opens; edge 502s louder; 2 hops",
    emits: [
      E(
        "purchase-api",
        "error",
        1.2,
        (r) =>
          `charge for ${pl(r)} failed: StripeAPIError: An unknown error occurred (status 500, request req_${r.hex(14)})`,
        {
          etype: "StripeAPIError",
          stack: () =>
            nodeStack("StripeAPIError: An unknown error occurred", [
              "res.toJSON.then.StripeAPIError.message (/app/node_modules/stripe/cjs/RequestSender.js:102:31)",
              "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
              "async PurchaseService.charge (/app/dist/purchase/service.js:58:22)",
            ]),
        },
      ),
      once(
        "purchase-api",
        "error",
        60,
        "circuit 'stripe' OPEN after 20 consecutive failures (api.stripe.com 502 Bad Gateway)",
      ),
      edge5xx(1, "POST /v2/purchases", 502, "purchase-api", 0.6),
    ],
  },
  {
    estate: "game",
    cat: "memory",
    origin: "chat-relay",
    hints: ["heap", "memory", "out of memory"],
    sev: "high",
    note: "presence map leak in chat-relay (Node) grows until V8 'JavaScript heap out of memory'; process dies, kubelet restarts; edge ws errors louder; 2 hops",
    silence: [{ svc: "chat-relay", lag: 0, dur: 20 }],
    emits: [
      E("chat-relay", "warn", 20, (r) => `event loop lag ${r.int(300, 2000)}ms; heapUsed=${r.int(1800, 2000)}MB`, {
        lag: -200,
        dur: 200,
      }),
      E(
        "chat-relay",
        "fatal",
        240,
        () => "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        {
          stack: () => [
            "<--- Last few GCs --->",
            "[1:0x6a3c1b0]  8123456 ms: Mark-Compact 2043.1 (2082.6) -> 2041.9 (2083.1) MB, 1820.44 / 0.00 ms  (average mu = 0.091, current mu = 0.012) allocation failure; scavenge might not succeed",
            "<--- JS stacktrace --->",
            " 1: 0xb7a9d0 node::Abort() [node]",
            " 2: 0xa8e823 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
          ],
        },
      ),
      E(
        "kubelet",
        "warn",
        240,
        () => "Container chat-relay in pod chat-relay-5f7d8-wq9xs exited with code 134, restarting",
        { lag: 1 },
      ),
      E(
        "edge-gateway",
        "error",
        0.5,
        (r) => `ws proxy to chat-relay failed for ${pl(r)}: connection closed before message completed`,
        { lag: 0.3 },
      ),
      E("chat-relay", "warn", 240, (r) => `event loop lag ${r.int(300, 2000)}ms; heapUsed=${r.int(1500, 2000)}MB`, {
        lag: 150,
      }),
    ],
  },
  {
    estate: "game",
    cat: "memory",
    origin: "telemetry-ingest",
    hints: ["memory", "oom", "allocation"],
    sev: "high",
    note: "telemetry-ingest (Rust) buffers unbounded during a replay, 'memory allocation failed' abort and kernel OOM kill; anti-cheat and edge WARN/ERROR louder; origin crashes silently",
    silence: [{ svc: "telemetry-ingest", lag: 0, dur: 25 }],
    emits: [
      E("telemetry-ingest", "fatal", 180, (r) => `memory allocation of ${r.pick([268435456, 536870912])} bytes failed`),
      E(
        "kernel",
        "error",
        180,
        (r) =>
          `Out of memory: Killed process ${r.int(1000, 9000)} (telemetry-ingest) total-vm:8812344kB, anon-rss:7990120kB, file-rss:0kB, shmem-rss:0kB, UID:65532 pgtables:15800kB oom_score_adj:999`,
        { lag: 0.2 },
      ),
      E(
        "kubelet",
        "warn",
        180,
        () => "Container telemetry-ingest in pod telemetry-ingest-0 terminated: reason=OOMKilled exitCode=137",
        { lag: 1 },
      ),
      E(
        "edge-gateway",
        "error",
        1,
        (r) => `telemetry batch POST from ${pl(r)} failed: upstream telemetry-ingest connect error: Connection refused`,
        { lag: 1, dur: 30 },
      ),
      E("anti-cheat", "warn", 5, (r) => `no telemetry for match ${m(r)} within 60s, verdict deferred`, { lag: 60 }),
    ],
  },
  {
    estate: "game",
    cat: "disk",
    origin: "leaderboard",
    hints: ["misconf", "disk", "persist"],
    sev: "high",
    note: "Redis volume fills so BGSAVE fails; Redis refuses writes with MISCONF; leaderboard (Python) errors and edge 500s; 2 hops",
    emits: [
      E(
        "leaderboard",
        "error",
        1.3,
        (r) =>
          `ZADD lb:s14:ranked-duo for match ${m(r)} failed: redis.exceptions.ResponseError: MISCONF Redis is configured to save RDB snapshots, but it's currently unable to persist to disk. Commands that may modify the data set are disabled, because this instance is configured to report errors during writes if RDB snapshotting fails (stop-writes-on-bgsave-error option). Please check the Redis logs for details about the RDB error.`,
      ),
      edge5xx(2, "POST /v2/match/results", 500, "leaderboard", 1.4),
      E("matchmaker", "warn", 6, (r) => `post-match score submit for ${m(r)} failed (leaderboard 500), spooling`, {
        lag: 3,
      }),
    ],
  },
  {
    estate: "game",
    cat: "unknown",
    origin: "edge-gateway",
    hints: ["unknown", "exit", "unexpected"],
    sev: "high",
    note: "edge-gateway (Rust) workers exit one after another with no reason logged; load balancer reports unhealthy targets and player disconnects; origin never says why",
    emits: [
      E("edge-gateway", "error", 20, (r) => `worker ${r.int(0, 15)} exited unexpectedly; respawning`),
      E("edge-gateway", "warn", 4, (r) => `${r.int(200, 3000)} websocket sessions dropped (worker gone)`, { lag: 1 }),
      E(
        "lb-health",
        "warn",
        15,
        (r) => `target ${ip(r)}:443 (edge-gateway) marked unhealthy: 3 consecutive failed checks`,
        { lag: 10 },
      ),
      E("chat-relay", "warn", 2, (r) => `presence flap for ${pl(r)}: online -> offline -> online within 5s`, {
        lag: 3,
      }),
    ],
  },
];
