// Incidents of holdout 17, part C: dependency, memory, disk, unknown (four each).
import type { IncidentDef } from "./types.js";

export const PART_C: IncidentDef[] = [
  {
    estate: "game",
    cat: "dependency",
    origin: "store-ledger",
    hints: ["503", "circuit", "unavailable", "provider", "dependency"],
    sev: "high",
    note: "The payment provider has an outage and answers 503; the store's circuit breaker opens and purchases fail game-wide.",
    uses: ["lobby-api", "edge-envoy"],
    play: (p) => {
      p.seq("store-ledger", 0, 10, 60, () => [
        "error",
        `Lanternfall.Store.Payments.ChargeClient[0] Charge request failed: 503 Service Unavailable from payments provider (upstream_error, request ${p.r.uuid()})`,
      ]);
      p.seq("store-ledger", 60, 60, 20, () => [
        "warn",
        `Polly[0] Circuit breaker for 'payments-provider' is now Open for 00:01:00 after 25 failures`,
      ]);
      p.seq("lobby-api", 2, 1.2, 1000, () => [
        "error",
        `[CheckoutController] checkout failed for p_${p.r.hex(10)}: store-ledger 503 (payment provider unavailable)`,
      ]);
      p.seq("edge-envoy", 3, 3, 400, () => [
        "info",
        `"POST /v3/store/checkout HTTP/2" 503 - 180 64 ${p.r.int(20, 200)} ${p.r.int(19, 199)} "${p.r.ip()}" "LanternfallClient/1.42.0" "${p.r.uuid()}" "lobby-api:3000"`,
      ]);
    },
  },
  {
    estate: "freight",
    cat: "dependency",
    origin: "eta-model",
    hints: ["502", "504", "routing", "vendor", "dependency", "bad gateway"],
    sev: "medium",
    note: "The commercial truck-routing vendor the ETA model depends on starts returning gateway errors; ETAs fall back to straight-line estimates.",
    uses: ["alerts-hub", "loadboard-web"],
    play: (p) => {
      p.seq("eta-model", 0, 6, 250, () => [
        "error",
        `route fetch failed: HTTPError('${p.r.pick(["502 Server Error: Bad Gateway", "504 Server Error: Gateway Timeout"])} for url: https://api.truckroutes.example/v8/routes?mode=truck&origin=${p.r.int(25, 48)}.${p.r.int(100, 999)},-${p.r.int(80, 120)}.${p.r.int(100, 999)}')`,
      ]);
      p.seq("eta-model", 30, 30, 40, () => [
        "warn",
        `routing vendor breaker open, using haversine fallback for ${p.r.int(100, 900)} loads`,
      ]);
      p.seq("alerts-hub", 60, 4, 300, () => [
        "warn",
        `[warning] AlertsHub.Dispatch eta for LD-${p.r.int(1000000, 9999999)} low confidence, delaying customer update`,
      ]);
      p.seq("loadboard-web", 90, 10, 120, () => [
        "warn",
        `EtaClient: eta-model degraded response for LD-${p.r.int(1000000, 9999999)}`,
      ]);
    },
  },
  {
    estate: "grid",
    cat: "dependency",
    origin: "forecast-worker",
    hints: ["broker", "amqp", "rabbitmq", "connection refused", "dependency"],
    sev: "high",
    note: "The message broker the forecast workers use goes down; Celery cannot reach it and no forecasts are produced for clearing.",
    uses: ["clearing-core"],
    play: (p) => {
      p.at(0, "forecast-worker", [
        "error",
        `consumer: Connection to broker lost. Trying to re-establish the connection...`,
      ]);
      p.seq("forecast-worker", 2, 8, 200, (i) => [
        "error",
        `consumer: Cannot connect to amqp://forecast:**@mq.gridmark.local:5672//: [Errno 111] Connection refused.\nTrying again in ${Math.min(32, 2 * (i + 1))}.00 seconds... (${i + 1}/100)`,
      ]);
      p.seq("clearing-core", 400, 30, 40, () => [
        "warn",
        `clearing_core::inputs: load forecast is stale (${p.r.int(20, 90)} min), using persistence fallback`,
      ]);
    },
  },
  {
    estate: "game",
    cat: "dependency",
    origin: "fleet-allocator",
    hints: ["503", "unavailable", "backenderror", "cloud", "dependency"],
    sev: "high",
    note: "The cloud provider's compute API has a regional outage; the allocator cannot scale game-server node pools and new matches wait.",
    uses: ["matchmaker", "lobby-api"],
    play: (p) => {
      p.seq("fleet-allocator", 0, 15, 90, () => [
        "error",
        `node pool scale-up arena-ap-southeast failed: googleapi: Error 503: The service is currently unavailable., backendError`,
      ]);
      p.seq("fleet-allocator", 60, 30, 40, () => [
        "warn",
        `buffer empty in ap-southeast: 0 ready gameservers, ${p.r.int(20, 300)} allocations pending`,
      ]);
      p.seq("matchmaker", 70, 1, 1200, () => [
        "warn",
        `placement retry match=m-${p.r.hex(12)} region=ap-southeast attempt=${p.r.int(2, 9)} (no ready servers)`,
      ]);
      p.seq("lobby-api", 120, 6, 200, () => [
        "warn",
        `[MatchStatusGateway] ap-southeast wait ${p.r.int(300, 900)}s, offering other regions`,
      ]);
    },
  },
  {
    estate: "game",
    cat: "memory",
    origin: "player-profile",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    note: "An unbounded cosmetics cache grows until the profile service's JVM runs out of heap and its pods are killed and restarted.",
    uses: ["lobby-api", "kubelet"],
    play: (p) => {
      p.seq("player-profile", 0, 60, 8, (i) => [
        "warn",
        `c.l.profile.cache.CosmeticsCache : cache size ${200000 + i * 90000} entries, eviction disabled`,
      ]);
      p.seq("player-profile", 480, 20, 30, (i) =>
        i % 3 === 0
          ? [
              "error",
              `o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() threw exception`,
              `java.lang.OutOfMemoryError: Java heap space\n\tat java.base/java.util.HashMap.resize(HashMap.java:702)\n\tat com.lanternfall.profile.cache.CosmeticsCache.put(CosmeticsCache.java:41)`,
            ]
          : [
              "warn",
              `[gc,heap] GC(${p.r.int(4000, 9000)}) Pause Full (G1 Compaction Pause) 3990M->3987M(4096M) ${p.r.int(1500, 6000)}.${p.r.int(100, 999)}ms`,
            ],
      );
      p.seq("kubelet", 560, 90, 8, () => [
        "info",
        `I0520 "Container exceeded its memory limit, OOMKilled" pod="lanternfall-prod/player-profile-${p.r.hex(9)}-${p.r.hex(5)}" containerName="app" exitCode=137`,
      ]);
      p.seq("lobby-api", 490, 1, 1200, () => [
        "error",
        `[ProfileClient] GET player-profile /profiles/p_${p.r.hex(10)} failed: socket hang up`,
      ]);
    },
  },
  {
    estate: "freight",
    cat: "memory",
    origin: "eta-model",
    hints: ["memory", "oom", "sigkill", "killed"],
    sev: "high",
    note: "A new feature table is loaded per worker and the ETA model's gunicorn workers are killed one after another for exceeding memory.",
    uses: ["loadboard-web", "kernel", "alerts-hub"],
    play: (p) => {
      p.at(0, "eta-model", [
        "warn",
        `[WARNING] worker rss ${p.r.int(3500, 3900)}MB above soft limit 3072MB after loading features_v7`,
      ]);
      p.seq("eta-model", 20, 30, 40, (i) =>
        i % 2 === 0
          ? ["error", `[ERROR] Worker (pid:${p.r.int(100, 999)}) was sent SIGKILL! Perhaps out of memory?`]
          : ["info", `[INFO] Booting worker with pid: ${p.r.int(100, 999)}`],
      );
      p.seq("kernel", 19.5, 60, 20, () => [
        "warn",
        `Memory cgroup out of memory: Killed process ${p.r.int(1000, 9999)} (gunicorn) total-vm:${p.r.int(4000000, 6000000)}kB, anon-rss:${p.r.int(3800000, 4100000)}kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:${p.r.int(7000, 9000)}kB oom_score_adj:${p.r.int(900, 999)}`,
      ]);
      p.seq("loadboard-web", 22, 1.5, 900, () => [
        "error",
        `EtaClient::Error: eta-model connection reset (Errno::ECONNRESET) for LD-${p.r.int(1000000, 9999999)}`,
      ]);
      p.seq("alerts-hub", 60, 8, 150, () => [
        "warn",
        `[warning] AlertsHub.Dispatch eta unavailable for LD-${p.r.int(1000000, 9999999)}, skipping update`,
      ]);
    },
  },
  {
    estate: "grid",
    cat: "memory",
    origin: "participant-portal",
    hints: ["heap", "memory", "out of memory", "allocation"],
    sev: "high",
    note: "A CSV export builds whole-month position files in memory; the portal's Node process exhausts its heap and crashes repeatedly.",
    uses: ["api-envoy", "kubelet"],
    play: (p) => {
      p.at(0, "participant-portal", [
        "warn",
        `<--- Last few GCs ---> [1:0x6a2c0a0] ${p.r.int(90000, 99000)} ms: Mark-Compact 2011.2 (2083.6) -> 2003.9 (2084.3) MB, 1802.31 / 0.00 ms (average mu = 0.112, current mu = 0.021) allocation failure`,
      ]);
      p.seq("participant-portal", 20, 120, 6, () => [
        "fatal",
        `FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory`,
        ` 1: 0xb8ced1 node::OOMErrorHandler() [node]\n 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]\n 3: 0x1305a85 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]`,
      ]);
      p.seq("kubelet", 23, 120, 6, () => [
        "info",
        `I0520 "Container died" pod="gridmark-market/participant-portal-${p.r.hex(9)}-${p.r.hex(5)}" exitCode=134 reason="Error"`,
      ]);
      p.seq("api-envoy", 21, 1.5, 900, () => [
        "info",
        `"GET /portal/positions/export HTTP/1.1" 503 UC 0 95 ${p.r.int(10, 900)} - "${p.r.ip()}" "Mozilla/5.0" "${p.r.uuid()}" "participant-portal:3000"`,
      ]);
    },
  },
  {
    estate: "freight",
    cat: "memory",
    origin: "lanes-es",
    hints: ["circuit_breaking", "data too large", "memory", "heap"],
    sev: "medium",
    note: "A huge aggregation from a new dashboard trips the search cluster's parent memory breaker; lane searches are rejected.",
    uses: ["loadboard-web", "rate-quoter"],
    play: (p) => {
      p.seq("lanes-es", 0, 12, 100, () => [
        "warn",
        `[lanes-es-${p.r.int(0, 2)}] [o.e.i.b.HierarchyCircuitBreakerService] attempting to trigger G1GC due to high heap usage [${p.r.int(8000000000, 8500000000)}]`,
      ]);
      p.seq("lanes-es", 5, 15, 70, () => [
        "error",
        `[lanes-es-${p.r.int(0, 2)}] [o.e.t.TransportService] CircuitBreakingException: [parent] Data too large, data for [<http_request>] would be [${p.r.int(8100000000, 8600000000)}/7.9gb], which is larger than the limit of [8078004224/7.5gb]`,
      ]);
      p.seq("loadboard-web", 6, 1.5, 800, () => [
        "error",
        `Searchkick::Error (circuit_breaking_exception: [parent] Data too large) lane search ${p.r.pick(["DAL-ATL", "CHI-MEM", "SEA-SLC"])}`,
      ]);
      p.seq("rate-quoter", 8, 4, 300, () => [
        "warn",
        `c.h.quote.LaneHistory : lanes-es returned 429, quoting from defaults`,
      ]);
    },
  },
  {
    estate: "game",
    cat: "disk",
    origin: "event-kafka",
    hints: ["no space", "disk", "space", "full"],
    sev: "high",
    note: "Retention was raised for a backfill and the event broker's data volume fills up; the broker stops and producers cannot write.",
    uses: ["telemetry-sink", "matchmaker"],
    play: (p) => {
      p.at(0, "event-kafka", [
        "error",
        `[ReplicaManager broker=1] Error processing append operation on partition match-events-${p.r.int(0, 47)} (kafka.server.ReplicaManager)`,
        `java.io.IOException: No space left on device\n\tat java.base/sun.nio.ch.FileDispatcherImpl.write0(Native Method)\n\tat kafka.log.LogSegment.append(LogSegment.scala:158)`,
      ]);
      p.seq("event-kafka", 1, 2, 20, () => [
        "error",
        `[LogDirFailureChannel id=1] Error while appending records to match-events-${p.r.int(0, 47)} in dir /var/lib/kafka/data (kafka.server.LogDirFailureChannel)`,
      ]);
      p.at(45, "event-kafka", [
        "error",
        `[ReplicaManager broker=1] Stopping serving replicas in dir /var/lib/kafka/data (kafka.server.ReplicaManager)`,
      ]);
      p.at(46, "event-kafka", [
        "error",
        `Shutdown broker because all log dirs in /var/lib/kafka/data have failed (kafka.log.LogManager)`,
      ]);
      p.seq("telemetry-sink", 3, 1, 1200, () => [
        "error",
        `producer error: KafkaError{code=_MSG_TIMED_OUT,val=-192,str="Local: Message timed out"} topic=match-events`,
      ]);
      p.seq("matchmaker", 5, 3, 400, () => [
        "warn",
        `event publish failed (kafka: client has run out of available brokers to talk to), buffering match m-${p.r.hex(12)}`,
      ]);
    },
  },
  {
    estate: "freight",
    cat: "disk",
    origin: "lanes-es",
    hints: ["flood", "watermark", "disk", "read-only", "read_only"],
    sev: "high",
    note: "The search cluster's data disks pass the flood-stage watermark; indices turn read-only and load indexing fails.",
    uses: ["sidekiq-jobs", "loadboard-web"],
    play: (p) => {
      p.seq("lanes-es", 0, 30, 40, () => [
        "warn",
        `[lanes-es-${p.r.int(0, 2)}] [o.e.c.r.a.DiskThresholdMonitor] flood stage disk watermark [95%] exceeded on [lanes-es-${p.r.int(0, 2)}][/usr/share/elasticsearch/data] free: ${p.r.int(1, 9)}.${p.r.int(0, 9)}gb[${p.r.int(2, 4)}.${p.r.int(0, 9)}%], all indices on this node will be marked read-only`,
      ]);
      p.seq("sidekiq-jobs", 4, 1.5, 900, () => [
        "error",
        `class=IndexLoadJob jid=${p.r.hex(24)} ERROR: Elasticsearch::Transport::Transport::Errors::TooManyRequests [429] {"error":{"type":"cluster_block_exception","reason":"index [loads-2026.05] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];"}}`,
      ]);
      p.seq("loadboard-web", 20, 8, 150, () => [
        "warn",
        `Loads::Indexer new load LD-${p.r.int(1000000, 9999999)} not searchable yet (index error)`,
      ]);
    },
  },
  {
    estate: "grid",
    cat: "disk",
    origin: "market-mysql",
    hints: ["disk", "no space", "full", "errno 28"],
    sev: "high",
    note: "Binary logs are not purged after a replica is removed and the market database's volume fills; writes hang waiting for space.",
    uses: ["bid-gateway", "settlement-svc", "api-envoy"],
    play: (p) => {
      p.at(0, "market-mysql", [
        "error",
        `[ERROR] [MY-000035] [Server] Disk is full writing './binlog.000412' (OS errno 28 - No space left on device). Waiting for someone to free space... Retry in 60 secs. Message reprinted in 600 secs.`,
      ]);
      p.seq("market-mysql", 60, 60, 20, () => [
        "warn",
        `[Warning] [MY-010047] [Server] Retry in 60 secs. Message reprinted in 600 secs.`,
      ]);
      p.seq("bid-gateway", 30, 1, 1500, () => [
        "error",
        `c.g.bids.BidController : bid ${p.r.uuid()} not persisted: org.springframework.transaction.TransactionTimedOutException: Transaction timed out: deadline was ${p.r.int(1, 9)}s ago`,
      ]);
      p.seq("settlement-svc", 40, 10, 200, () => [
        "error",
        `Gridmark.Settlement.Statements[0] Write timed out after 30s (market-mysql)`,
      ]);
      p.seq("api-envoy", 35, 2, 700, () => [
        "info",
        `"POST /market/v2/bids HTTP/1.1" 504 UT 1200 24 15000 - "${p.r.ip()}" "gm-trader-sdk/3.1" "${p.r.uuid()}" "bid-gateway:8080"`,
      ]);
    },
  },
  {
    estate: "game",
    cat: "disk",
    origin: "replay-archiver",
    hints: ["no space", "disk", "errno 28", "space"],
    sev: "medium",
    note: "The archiver's scratch volume fills with failed partial uploads and every replay transcode fails for lack of space.",
    uses: ["matchmaker"],
    play: (p) => {
      p.seq("replay-archiver", 0, 6, 250, () => [
        "error",
        `Task archive.upload_replay[${p.r.uuid()}] raised unexpected: OSError(28, 'No space left on device')`,
        `Traceback (most recent call last):\n  File "/app/archive/tasks.py", line 88, in upload_replay\n    shutil.copyfileobj(src, tmp)\nOSError: [Errno 28] No space left on device: '/scratch/replays/m-${p.r.hex(12)}.rpl.zst'`,
      ]);
      p.seq("matchmaker", 300, 60, 20, () => [
        "warn",
        `replay handoff for m-${p.r.hex(12)} not acknowledged, continuing`,
      ]);
    },
  },
  {
    estate: "game",
    cat: "unknown",
    origin: "skill-rating",
    hints: ["crash", "restart", "unknown", "unavailable", "exit"],
    sev: "high",
    note: "The rating service starts dying and restarting every minute or two without logging any reason; callers see refused connections.",
    uses: ["matchmaker", "kubelet"],
    play: (p) => {
      p.seq("skill-rating", 0, 80, 25, (i) =>
        i % 2 === 0
          ? ["error", `skill_rating: worker exited unexpectedly (status 1)`]
          : ["info", `skill_rating 2.9.1 listening on 0.0.0.0:7400`],
      );
      p.seq("kubelet", 2, 80, 20, () => [
        "info",
        `I0520 "Back-off restarting failed container" pod="lanternfall-prod/skill-rating-${p.r.hex(9)}-${p.r.hex(5)}" containerName="skill-rating"`,
      ]);
      p.seq("matchmaker", 1, 0.8, 1500, () => [
        "error",
        `rating lookup failed ticket=t-${p.r.hex(10)}: rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 10.40.6.21:7400: connect: connection refused"`,
      ]);
    },
  },
  {
    estate: "freight",
    cat: "unknown",
    origin: "tender-match",
    hints: ["internal", "unknown", "500", "unexpected"],
    sev: "high",
    note: "The tender matcher begins failing most match requests with a generic internal error and no detail in its logs.",
    uses: ["loadboard-web", "sidekiq-jobs", "fx-nginx"],
    play: (p) => {
      p.seq("tender-match", 0, 12, 100, () => [
        "error",
        `match request failed load=LD-${p.r.int(1000000, 9999999)} status=500 err="internal error" ref=${p.r.hex(8)}`,
      ]);
      p.seq("sidekiq-jobs", 2, 1.5, 800, () => [
        "error",
        `class=AwardTenderJob jid=${p.r.hex(24)} ERROR: tender-match 500 Internal Server Error, retry ${p.r.int(1, 25)}`,
      ]);
      p.seq("loadboard-web", 3, 3, 400, () => [
        "error",
        `Tenders::MatchFailed (tender-match returned 500) load LD-${p.r.int(1000000, 9999999)}`,
      ]);
      p.seq("fx-nginx", 4, 3, 400, () => [
        "info",
        `${p.r.ip()} - - "POST /api/bids/${p.r.int(100000, 9999999)}/award HTTP/1.1" 502 157 "-" "tms-connector/2.8" rt=0.${p.r.int(100, 900)}`,
      ]);
    },
  },
  {
    estate: "grid",
    cat: "unknown",
    origin: "clearing-core",
    hints: ["unknown", "exit", "fail", "crash"],
    sev: "high",
    note: "Clearing runs start failing right after start with a bare exit status and nothing else; prices stop being published.",
    uses: ["dispatch-notifier", "participant-portal"],
    play: (p) => {
      p.seq("clearing-core", 0, 60, 30, (i) =>
        i % 2 === 0
          ? ["info", `clearing_core::run: starting clearing run (${p.r.int(900, 1400)} nodes)`]
          : ["error", `clearing_core::run: clearing run failed (exit status: 101)`],
      );
      p.seq("dispatch-notifier", 200, 4, 300, () => [
        "warn",
        `msg="no cleared schedule yet, repeating last setpoint" unit=GEN-${p.r.int(100, 999)}`,
      ]);
      p.seq("participant-portal", 220, 3, 400, () => [
        "warn",
        `GET /portal/prices/latest 404 ${p.r.int(3, 30)}.${p.r.int(100, 999)} ms - 45 (interval not published)`,
      ]);
    },
  },
  {
    estate: "grid",
    cat: "unknown",
    origin: "dispatch-notifier",
    hints: ["unknown", "internal", "fail", "error"],
    sev: "medium",
    note: "The dispatch notifier starts failing most instruction sends with an opaque error reference and no cause; units miss setpoint updates.",
    uses: ["clearing-core", "telemetry-bridge"],
    play: (p) => {
      p.seq("dispatch-notifier", 0, 8, 200, () => [
        "error",
        `msg="dispatch instruction failed" unit=GEN-${p.r.int(100, 999)} err="send failed" ref=${p.r.hex(12)}`,
      ]);
      p.seq("clearing-core", 60, 20, 60, () => [
        "warn",
        `clearing_core::dispatch: ${p.r.int(5, 60)} units without acknowledgement for interval`,
      ]);
      p.seq("telemetry-bridge", 120, 10, 150, () => [
        "warn",
        `[warning] Telemetry.Scada unit GEN-${p.r.int(100, 999)} output deviates from setpoint by ${p.r.int(10, 90)} MW`,
      ]);
    },
  },
];
