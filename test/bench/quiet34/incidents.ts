// The eight failures of quiet34, one per category, written the way each runtime and each caller really reports them.
import type { Rng } from "./rng.js";
import { every, type Stream } from "./stream.js";

export interface Incident {
  key: string;
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  run(s: Stream, t0: number, t1: number): void;
}

const wo = (r: Rng) => `WO-${r.int(400000, 499999)}`;
const u = (r: Rng) => `u_${r.hex(10)}`;

const pgStack = [
  "org.postgresql.util.PSQLException: FATAL: sorry, too many clients already",
  "\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)",
  "\tat org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:203)",
  "\tat org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:258)",
  "\tat org.postgresql.jdbc.PgConnection.<init>(PgConnection.java:263)",
  "\tat com.zaxxer.hikari.pool.PoolBase.newConnection(PoolBase.java:359)",
  "\tat com.zaxxer.hikari.pool.HikariPool$PoolEntryCreator.call(HikariPool.java:732)",
  "\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)",
  "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
].join("\n");

const hikariTimeout = [
  "org.springframework.jdbc.CannotGetJdbcConnectionException: Failed to obtain JDBC Connection",
  "\tat org.springframework.jdbc.datasource.DataSourceUtils.getConnection(DataSourceUtils.java:84)",
  "\tat org.springframework.jdbc.core.JdbcTemplate.execute(JdbcTemplate.java:653)",
  "\tat com.fieldwise.workorder.repo.WorkOrderRepository.findById(WorkOrderRepository.java:88)",
  "\tat com.fieldwise.workorder.api.WorkOrderController.get(WorkOrderController.java:61)",
  "Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=40, active=40, idle=0, waiting=112)",
  "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
  "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
  "\t... 58 common frames omitted",
].join("\n");

const oomStack = [
  "java.lang.OutOfMemoryError: Java heap space",
  "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
  "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)",
  "\tat com.emberly.match.candidates.CandidatePool.loadWindow(CandidatePool.java:142)",
  "\tat com.emberly.match.candidates.CandidatePool.refresh(CandidatePool.java:97)",
  "\tat com.emberly.match.SwipeHandler.handle(SwipeHandler.java:55)",
  "\tat io.grpc.stub.ServerCalls$UnaryServerCallHandler$UnaryServerCallListener.onHalfClose(ServerCalls.java:182)",
].join("\n");

const nodeTypeError = [
  "TypeError: Cannot read properties of null (reading 'length')",
  "    at scorePrompts (/srv/swipe-svc/src/deck/score.js:88:31)",
  "    at Array.map (<anonymous>)",
  "    at buildDeck (/srv/swipe-svc/src/deck/build.js:142:22)",
  "    at async DeckController.get (/srv/swipe-svc/src/http/deck.controller.js:37:18)",
  "    at async /srv/swipe-svc/node_modules/@fastify/middie/lib/engine.js:58:9",
].join("\n");

const nodeDns = (host: string) =>
  [
    `Error: getaddrinfo EAI_AGAIN ${host}`,
    "    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:120:26) {",
    "  errno: -3001,",
    "  code: 'EAI_AGAIN',",
    "  syscall: 'getaddrinfo',",
    `  hostname: '${host}'`,
    "}",
  ].join("\n");

const pyNoSpace = (r: Rng) =>
  [
    "Traceback (most recent call last):",
    '  File "/app/pipeline/worker.py", line 211, in process',
    "    out = render_sizes(src, tmpdir)",
    '  File "/app/pipeline/thumbs.py", line 74, in render_sizes',
    `    img.save(os.path.join(tmpdir, f"{stem}_{w}.jpg"), "JPEG", quality=85)`,
    '  File "/usr/local/lib/python3.11/site-packages/PIL/Image.py", line 2439, in save',
    '    fp = builtins.open(filename, "w+b")',
    `OSError: [Errno 28] No space left on device: '/var/lib/photo-pipeline/tmp/${r.hex(8)}/IMG_${r.int(1000, 9999)}_2048.jpg'`,
  ].join("\n");

const pyConfig = [
  "Traceback (most recent call last):",
  '  File "/app/optimizer/api.py", line 96, in solve',
  "    matrix = await travel_matrix(stops)",
  '  File "/app/optimizer/matrix.py", line 41, in travel_matrix',
  '    base = settings.routing.matrix_url.rstrip("/")',
  "AttributeError: 'NoneType' object has no attribute 'rstrip'",
].join("\n");

export const INCIDENTS: Incident[] = [
  {
    key: "db-too-many-clients",
    estate: "fieldwise",
    origin: "workorder-svc",
    category: "database",
    hints: ["connection", "pool", "postgres", "too many", "jdbc", "sql", "database"],
    severity: "high",
    note: "workorder-svc exhausts its Postgres connections (FATAL too many clients, Hikari pool timeouts) while tech-api returns 503s and offline-sync retries loudly.",
    run: (s, t0, t1) => {
      const { r } = s;
      s.mute.push({ svc: "workorder-svc", from: t0, to: t1, p: 1, re: /actuator\/health/ });
      s.mute.push({ svc: "workorder-svc", from: t0 + 20000, to: t1, p: 0.75 });
      every(r, t0 + 10000, t1, 12000, 18000, (t) => {
        s.emit(
          "workorder-svc",
          t,
          "warn",
          `o.s.b.a.health : /actuator/health DOWN (db: DOWN - HikariPool-1 - Connection is not available, request timed out after ${r.int(1000, 1100)}ms, diskSpace: UP)`,
        );
      });
      s.emit(
        "workorder-svc",
        t0,
        "warn",
        "com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Pool stats (total=40, active=40, idle=0, waiting=37)",
      );
      every(r, t0 + 3000, t1, 4000, 12000, (t) => {
        s.emit(
          "workorder-svc",
          t,
          "error",
          "com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Exception during pool addition.",
          { stack: pgStack, errKind: "org.postgresql.util.PSQLException" },
        );
      });
      every(r, t0 + 30000, t1, 500, 2500, (t) => {
        const trace = r.hex(16);
        if (r.chance(0.3))
          s.emit(
            "workorder-svc",
            t,
            "error",
            `o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception`,
            { stack: hikariTimeout, errKind: "org.springframework.jdbc.CannotGetJdbcConnectionException", trace },
          );
        s.emit(
          "tech-api",
          t + r.int(10, 80),
          "error",
          `GET /v3/workorders/${wo(r)} 503 ${r.int(30000, 30200)}ms - upstream workorder-svc: Service Unavailable`,
          { trace },
        );
      });
      every(r, t0 + 35000, t1, 150, 700, (t) => {
        const trace = r.hex(16);
        const n = r.int(1, 5);
        s.emit(
          "offline-sync",
          t,
          r.chance(0.7) ? "warn" : "error",
          `push to workorder-svc failed (attempt ${n}/5): ${r.pick(["ECONNABORTED timeout of 30000ms exceeded", "Request failed with status code 503", "Request failed with status code 500"])}; requeued ${r.int(1, 40)} edits for device ${r.pick(["ios", "android"])}-${r.hex(8)}`,
          { trace },
        );
      });
      every(r, t0 + 60000, t1, 15000, 40000, (t) => {
        s.emit(
          "dispatch-engine",
          t,
          "warn",
          `workorder-svc GET /internal/workorders/open failed: context deadline exceeded (Client.Timeout exceeded while awaiting headers); using cached assignments from ${r.int(1, 9)}m ago`,
        );
      });
    },
  },
  {
    key: "optimizer-config",
    estate: "fieldwise",
    origin: "route-optimizer",
    category: "configuration",
    hints: ["config", "matrix_url", "setting", "attributeerror", "none", "missing", "environment"],
    severity: "high",
    note: "route-optimizer v3.8.0 ships without ROUTING_MATRIX_URL (settings value None) and every solve fails; dispatch-engine falls back and tech-api replans return 502.",
    run: (s, t0, t1) => {
      const { r } = s;
      s.mute.push({ svc: "route-optimizer", from: t0, to: t1, p: 1 });
      s.emit("route-optimizer", t0 - 9000, "info", "Shutting down (SIGTERM), waiting for background tasks to complete");
      s.emit("route-optimizer", t0 - 1800, "info", "Started server process [1] route-optimizer 3.8.0 (commit 4f1c9e2)");
      s.emit(
        "route-optimizer",
        t0 - 1500,
        "warn",
        "settings: ROUTING_MATRIX_URL not set; routing.matrix_url defaults to None (env from ConfigMap route-optimizer-env rev 14)",
      );
      s.emit("route-optimizer", t0 - 300, "info", "Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)");
      every(r, t0, t1, 700, 3000, (t) => {
        const trace = r.hex(16);
        s.emit("route-optimizer", t, "error", "Exception in ASGI application", {
          stack: pyConfig,
          errKind: "AttributeError",
          trace,
        });
        s.emit(
          "route-optimizer",
          t + 2,
          "info",
          `10.${r.int(0, 31)}.${r.int(0, 255)}.${r.int(2, 254)}:${r.int(30000, 60000)} - "POST /solve HTTP/1.1" 500 Internal Server Error`,
          { trace },
        );
        s.emit(
          "dispatch-engine",
          t + r.int(5, 30),
          "error",
          `replan failed tech=T-${r.int(1000, 1999)}: route-optimizer POST /solve returned 500; keeping previous route (stale ${r.int(1, 40)}m)`,
          { trace },
        );
        if (r.chance(0.5))
          s.emit(
            "tech-api",
            t + r.int(40, 90),
            "error",
            `POST /v3/routes/replan 502 ${r.int(40, 200)}ms - Bad Gateway from dispatch-engine`,
            { trace },
          );
      });
      every(r, t0 + 20000, t1, 2000, 9000, (t) => {
        s.emit(
          "dispatch-engine",
          t,
          "warn",
          `dispatch queue: ${r.int(5, 60)} new work orders waiting for routing > 5m; auto-assign paused`,
        );
      });
    },
  },
  {
    key: "planner-threadpool",
    estate: "trestle",
    origin: "schedule-planner",
    category: "timeout",
    hints: ["timeout", "timed out", "starvation", "thread pool", "heartbeat", "deadline"],
    severity: "high",
    note: "schedule-planner stalls on thread-pool starvation and goes nearly silent (only Kestrel heartbeat warnings) while portal-web and sync-bridge time out calling it.",
    run: (s, t0, t1) => {
      const { r } = s;
      s.mute.push({ svc: "schedule-planner", from: t0, to: t1, p: 0.97 });
      every(r, t0 + 4000, t1, 20000, 60000, (t) => {
        s.emit(
          "schedule-planner",
          t,
          "warn",
          `Microsoft.AspNetCore.Server.Kestrel[22] As of "${new Date(t).toISOString().replace("Z", "0000Z")}", the heartbeat has been running for "00:00:0${r.int(2, 9)}.${r.int(1000000, 9999999)}" which is longer than "00:00:01". This could be caused by thread pool starvation.`,
        );
      });
      every(r, t0 + 8000, t1, 600, 3000, (t) => {
        s.emit(
          "portal-web",
          t,
          "error",
          `Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)> calling schedule-planner GET /api/projects/${r.int(4100, 4499)}/activities (15s)`,
        );
        s.emit(
          "portal-web",
          t + 3,
          "info",
          `Completed 504 Gateway Timeout in ${r.int(15001, 15100)}ms (ActiveRecord: ${r.int(2, 20)}.${r.int(0, 9)}ms | Allocations: ${r.int(4000, 9000)})`,
        );
      });
      every(r, t0 + 10000, t1, 150, 900, (t) => {
        const at = r.int(1, 4);
        s.emit(
          "sync-bridge",
          t,
          at >= 4 ? "error" : "warn",
          `schedule delta fetch failed attempt=${at}/4 err="Get \\"http://schedule-planner.trestle.svc:8080/api/activities/delta\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)" device=${r.pick(["ipad", "iphone"])}-${r.hex(6)}`,
        );
      });
    },
  },
  {
    key: "photo-disk-full",
    estate: "trestle",
    origin: "photo-pipeline",
    category: "disk",
    hints: ["disk", "space", "enospc", "errno 28", "no space", "volume"],
    severity: "high",
    note: "photo-pipeline's scratch volume fills up and every thumbnail job fails with Errno 28; portal-web shows photo uploads stuck and punchlist-svc reports missing thumbnails.",
    run: (s, t0, t1) => {
      const { r } = s;
      s.emit(
        "photo-pipeline",
        t0 - 120000,
        "warn",
        "scratch volume /var/lib/photo-pipeline/tmp 91% used (cleanup of orphaned dirs skipped: previous sweep still running)",
      );
      s.emit("photo-pipeline", t0 - 40000, "warn", "scratch volume /var/lib/photo-pipeline/tmp 97% used");
      s.mute.push({ svc: "photo-pipeline", from: t0, to: t1, p: 0.9 });
      every(r, t0, t1, 1200, 5000, (t) => {
        s.emit("photo-pipeline", t, "error", `job ${r.hex(10)} failed, will retry (${r.int(1, 3)}/3)`, {
          stack: pyNoSpace(r),
          errKind: "OSError",
        });
      });
      every(r, t0 + 15000, t1, 1500, 6000, (t) => {
        s.emit(
          "portal-web",
          t,
          "warn",
          `PhotoProcessingCheck: ${r.int(10, 400)} uploads waiting > 2 min for photo-pipeline (oldest ${r.int(2, 30)}m)`,
        );
      });
      every(r, t0 + 20000, t1, 2000, 8000, (t) => {
        s.emit(
          "punchlist-svc",
          t,
          "error",
          `attach photo to PI-${r.int(80000, 89999)} failed: photo-pipeline returned no thumbnail_url after 30s (status=failed)`,
        );
      });
    },
  },
  {
    key: "match-oom",
    estate: "emberly",
    origin: "match-engine",
    category: "memory",
    hints: ["memory", "outofmemory", "heap", "oom", "gc"],
    severity: "high",
    note: "match-engine's heap fills (GC overhead, then OutOfMemoryError and restarts) while edge-api returns 503 on swipes and push-dispatch retries.",
    run: (s, t0, t1) => {
      const { r } = s;
      every(r, t0, t0 + 60000, 6000, 12000, (t, i) => {
        s.emit(
          "match-engine",
          t,
          "warn",
          `[gc] GC(${9100 + i}) Pause Full (G1 Compaction Pause) 3068M->${3010 + i * 5}M(3072M) ${r.int(1800, 4200)}.${r.int(100, 999)}ms`,
        );
      });
      let cycle = t0 + 60000;
      while (cycle < t1) {
        s.emit("match-engine", cycle, "error", 'Exception in thread "grpc-default-executor-41"', {
          stack: oomStack,
          errKind: "java.lang.OutOfMemoryError",
        });
        s.emit("match-engine", cycle + 400, "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        s.mute.push({ svc: "match-engine", from: cycle, to: cycle + 45000, p: 1 });
        s.emit(
          "match-engine",
          cycle + 45000,
          "info",
          "Started MatchEngineApplication in 38.412 seconds (process running for 41.2)",
        );
        every(r, cycle + 50000, cycle + 100000, 8000, 14000, (t) => {
          s.emit(
            "match-engine",
            t,
            "warn",
            `[gc] Pause Young (Normal) (G1 Evacuation Pause) ${r.int(2600, 3000)}M->${r.int(2500, 2950)}M(3072M) ${r.int(300, 900)}ms`,
          );
        });
        cycle += r.int(100000, 150000);
      }
      every(r, t0 + 60000, t1, 60, 400, (t) => {
        const trace = r.hex(16);
        s.emit(
          "edge-api",
          t,
          "error",
          `POST /v2/swipes 503 ${r.int(1, 5000)}ms upstream=match-engine err="rpc error: code = Unavailable desc = connection refused"`,
          { trace },
        );
      });
      every(r, t0 + 70000, t1, 3000, 10000, (t) => {
        s.emit(
          "push-dispatch",
          t,
          "warn",
          `match events lagging: no new_match from match-engine for ${r.int(40, 200)}s (normal < 5s)`,
        );
      });
    },
  },
  {
    key: "push-dns",
    estate: "emberly",
    origin: "push-dispatch",
    category: "network",
    hints: ["dns", "getaddrinfo", "eai_again", "resolve", "network", "lookup"],
    severity: "medium",
    note: "push-dispatch's pods can no longer resolve names (getaddrinfo EAI_AGAIN for APNs, FCM and internal hosts) and its sends fail while callers see 502s.",
    run: (s, t0, t1) => {
      const { r } = s;
      s.mute.push({ svc: "push-dispatch", from: t0, to: t1, p: 0.85 });
      every(r, t0, t1, 300, 2000, (t) => {
        const host = r.pick([
          "api.push.apple.com",
          "fcm.googleapis.com",
          "fcm.googleapis.com",
          "profile-svc.emberly-prod.svc.cluster.local",
          "redis-push.emberly-prod.svc.cluster.local",
        ]);
        s.emit(
          "push-dispatch",
          t,
          r.chance(0.6) ? "warn" : "error",
          `send failed provider=${host.startsWith("api.push") ? "apns" : host.startsWith("fcm") ? "fcm" : "internal"}; requeued`,
          { stack: nodeDns(host), errKind: "Error" },
        );
      });
      every(r, t0 + 5000, t1, 800, 4000, (t) => {
        const trace = r.hex(16);
        s.emit(
          "chat-gateway",
          t,
          "warn",
          `[warning] Elixir.Chat.Notify offline notify failed conv=${r.hex(12)}: push-dispatch responded 502 (retry 1/3)`,
          { trace },
        );
        s.emit(
          "match-engine",
          t + r.int(50, 600),
          "warn",
          `c.e.match.MatchNotifier - new_match push to push-dispatch failed: HTTP 502, will retry`,
          { trace },
        );
      });
      every(r, t0 + 60000, t1, 20000, 50000, (t) => {
        s.emit("push-dispatch", t, "warn", `queue backlog pending=${r.int(5000, 60000)} oldest=${r.int(60, 900)}s`);
      });
    },
  },
  {
    key: "play-api-outage",
    estate: "kindred",
    origin: "subs-svc",
    category: "dependency",
    hints: ["play", "google", "503", "unavailable", "upstream", "circuit", "dependency", "backend"],
    severity: "high",
    note: "Google Play Developer API answers 503 backendError to subs-svc, its circuit breaker opens and Android purchases and restores fail at api-gw.",
    run: (s, t0, t1) => {
      const { r } = s;
      every(r, t0, t1, 400, 2500, (t) => {
        s.emit(
          "subs-svc",
          t,
          "error",
          `c.k.subs.play.PlayVerifier : purchases.subscriptionsv2.get failed for token ${r.hex(10)}…: 503 Service Unavailable {"error":{"code":503,"message":"The service is currently unavailable.","status":"UNAVAILABLE","errors":[{"reason":"backendError"}]}}`,
        );
      });
      const open = t0 + 40000;
      s.emit(
        "subs-svc",
        open,
        "warn",
        "c.k.subs.play.PlayVerifier : CircuitBreaker 'googlePlay' changed state from CLOSED to OPEN (failure rate 87.5% > 50%)",
      );
      for (let t = open + 60000; t < t1; t += 60000) {
        s.emit("subs-svc", t, "warn", "CircuitBreaker 'googlePlay' changed state from OPEN to HALF_OPEN");
        s.emit(
          "subs-svc",
          t + r.int(500, 2000),
          "warn",
          "CircuitBreaker 'googlePlay' changed state from HALF_OPEN to OPEN (503 backendError)",
        );
      }
      every(r, open, t1, 300, 1500, (t) => {
        s.emit(
          "subs-svc",
          t,
          "warn",
          `c.k.subs.EntitlementService : CallNotPermittedException: CircuitBreaker 'googlePlay' is OPEN and does not permit further calls; purchase ${u(r)} left pending`,
        );
        s.emit(
          "api-gw",
          t + r.int(5, 40),
          "error",
          `${`10.${r.int(0, 31)}.${r.int(0, 255)}.${r.int(2, 254)}`} - "POST /api/purchases/android HTTP/1.1" 502 91 ${r.int(20, 2600)}ms "Kindred/8.3.${r.int(0, 9)} Android"`,
        );
      });
    },
  },
  {
    key: "deck-null-prompts",
    estate: "kindred",
    origin: "swipe-svc",
    category: "null_reference",
    hints: ["typeerror", "null", "undefined", "cannot read", "reference"],
    severity: "medium",
    note: "profiles saved by Android 8.4.0 carry prompts=null and swipe-svc's deck scoring throws TypeError on them, so api-gw returns 500 for a share of /api/deck.",
    run: (s, t0, t1) => {
      const { r } = s;
      s.emit("api-gw", t0 - 60000, "info", "client rollout: Kindred Android 8.4.0 staged rollout increased to 20%");
      every(r, t0, t1, 250, 1800, (t) => {
        s.emit("swipe-svc", t, "error", `deck build failed user=${u(r)}`, {
          stack: nodeTypeError,
          errKind: "TypeError",
        });
        s.emit(
          "api-gw",
          t + r.int(3, 30),
          "error",
          `10.${r.int(0, 31)}.${r.int(0, 255)}.${r.int(2, 254)} - "GET /api/deck HTTP/1.1" 500 52 ${r.int(15, 90)}ms "Kindred/8.${r.int(2, 4)}.${r.int(0, 9)} ${r.pick(["iOS", "Android"])}"`,
        );
        if (r.chance(0.3))
          s.emit(
            "api-gw",
            t + r.int(1000, 3000),
            "warn",
            `client retry storm: ${r.int(3, 9)} GET /api/deck retries from same session in 10s`,
          );
      });
    },
  },
];
