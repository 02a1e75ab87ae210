// Incidents of dependency, disk, memory and network (4 each).
import { clientStatus, clientTimeout, deploy, type Incident, javaStack, nodeStack, on, viaBff } from "./kit.js";

export const INCIDENTS_B: Incident[] = [
  // ---- dependency
  {
    cat: "dependency",
    origin: "push",
    need: ["push", "ios", "orders"],
    hints: ["apns", "503", "unavailable", "provider", "push"],
    sev: "medium",
    note: (s) =>
      `${s.n("push")}: Apple Push Notification service answers 503 ServiceUnavailable for every send; iOS users get no notifications (FCM fine)`,
    extra: (s, t0) => {
      s.sink.every(t0, s.end, 1.5, (t) =>
        s.log(
          "push",
          t,
          "error",
          `APNs send failed: 503 {"reason":"ServiceUnavailable"} from api.push.apple.com (apns-id ${s.rng.hex(8).toUpperCase()}), will retry`,
        ),
      );
      s.sink.every(t0 + 30000, s.end, 30, (t) =>
        s.log(
          "push",
          t,
          "warn",
          `circuit apns OPEN after 50 consecutive failures; queued ${s.rng.int(1000, 20000)} notifications`,
        ),
      );
      s.sink.every(t0 + 90000, s.end, 60, (t) =>
        s.log(
          "orders",
          t,
          "warn",
          `order status push for O-${s.rng.int(1000000, 9999999)} delayed: ${s.n("push")} returned 503`,
        ),
      );
    },
  },
  {
    cat: "dependency",
    origin: "orders",
    need: ["orders", "bff", "gateway", "ios", "android", "web"],
    hints: ["stripe", "payment", "api_error", "500", "circuit"],
    sev: "high",
    note: (s) =>
      `${s.n("orders")}: payment provider (Stripe) returns 500 api_error on PaymentIntent creation; breaker opens, checkouts fail 502`,
    hit: (s, r, k) => {
      if (!on(s, r, ["checkout"], 1)) return false;
      if (k < 0.3)
        s.log(
          "orders",
          r.t + 900,
          "error",
          `POST https://api.stripe.com/v1/payment_intents -> 500 {"error":{"type":"api_error","message":"An unknown error occurred"}} request-id=req_${s.rng.hex(14)}`,
          undefined,
          r.trace,
        );
      else
        s.log(
          "orders",
          r.t + 3,
          "error",
          `payment circuit breaker OPEN (stripe): rejecting PaymentIntent for order O-${s.rng.int(1000000, 9999999)}`,
          undefined,
          r.trace,
        );
      viaBff(
        s,
        r,
        r.t + 950,
        502,
        `POST /v3/orders 502: ${s.n("orders")} responded 502 Bad Gateway (payment_provider_unavailable)`,
      );
      return true;
    },
  },
  {
    cat: "dependency",
    origin: "search",
    need: ["search", "bff", "gateway", "web", "android"],
    hints: ["elasticsearch", "no living connections", "cluster", "unavailable", "connection"],
    sev: "high",
    note: (s) =>
      `${s.n("search")}: managed Elasticsearch cluster goes red/unavailable (maintenance failover); search answers 503 to every query`,
    extra: (s, t0) =>
      s.log("search", t0, "warn", "elasticsearch sniff: 0 of 3 nodes responded, marking all connections dead"),
    hit: (s, r) => {
      if (!on(s, r, ["search"], 1)) return false;
      s.log(
        "search",
        r.t + 10,
        "error",
        `query failed: ConnectionError: There are no living connections (cluster search-prod, 3 nodes, last error: 503 cluster_block_exception [SERVICE_UNAVAILABLE/2/no master])`,
        undefined,
        r.trace,
      );
      viaBff(s, r, r.t + 20, 503, `GET /v3/search 503: ${s.n("search")} responded 503`);
      return true;
    },
  },
  {
    cat: "dependency",
    origin: "media",
    need: ["media", "gateway", "ios", "android"],
    hints: ["scan", "vendor", "502", "unavailable", "circuit"],
    sev: "medium",
    note: (s) =>
      `${s.n("media")}: its third-party malware-scanning API returns 502 Bad Gateway; uploads are refused until the scan passes`,
    hit: (s, r) => {
      if (!on(s, r, ["upload"], 1)) return false;
      s.log(
        "media",
        r.t + 800,
        "error",
        `malware scan failed: POST https://api.scanvault.io/v2/scan -> 502 Bad Gateway (cf-ray ${s.rng.hex(16)}-FRA); upload rejected`,
        undefined,
        r.trace,
      );
      s.gatewayLine(r, r.t + 820, 503, 820, "media", "error");
      clientStatus(s, r, r.t + 870, 503);
      return true;
    },
  },
  // ---- disk
  {
    cat: "disk",
    origin: "media",
    need: ["media", "gateway", "ios", "web"],
    hints: ["enospc", "no space", "disk", "full", "volume"],
    sev: "high",
    note: (s) =>
      `${s.n("media")}: its scratch volume /var/lib/uploads fills up (cleanup job stuck); uploads fail with ENOSPC`,
    extra: (s, t0) => {
      s.log("media", t0 - 120000, "warn", "scratch volume /var/lib/uploads at 91% (18.2G of 20G)");
      s.log("media", t0 - 50000, "warn", "scratch volume /var/lib/uploads at 97% (19.4G of 20G)");
    },
    hit: (s, r) => {
      if (!on(s, r, ["upload"], 1)) return false;
      s.log(
        "media",
        r.t + 300,
        "error",
        `upload failed`,
        nodeStack(`Error: ENOSPC: no space left on device, write '/var/lib/uploads/tmp-${s.rng.hex(12)}'`, [
          "WriteStream.write (node:internal/fs/streams:410:5)",
          "Busboy.<anonymous> (/app/src/upload.js:57:12)",
        ]),
        r.trace,
      );
      s.gatewayLine(r, r.t + 320, 500, 320, "media", "error");
      clientStatus(s, r, r.t + 360, 500);
      return true;
    },
  },
  {
    cat: "disk",
    origin: "db",
    need: ["db", "orders", "bff", "gateway", "android"],
    hints: ["no space", "disk", "wal", "full", "pg_wal"],
    sev: "high",
    note: (s) =>
      `${s.n("db")}: pg_wal volume fills (replication slot of a dead replica retains WAL); postgres PANICs and refuses writes, checkout fails`,
    extra: (s, t0) => {
      s.log("db", t0 - 200000, "warn", `WARNING:  replication slot "analytics_replica" is behind by 48 GB`);
      s.log(
        "db",
        t0,
        "fatal",
        `PANIC:  could not write to file "pg_wal/xlogtemp.${s.rng.int(1000, 9999)}": No space left on device`,
      );
      s.log(
        "db",
        t0 + 200,
        "info",
        "LOG:  server process terminated by signal 6: Aborted; terminating any other active server processes",
      );
      s.sink.every(t0 + 4000, s.end, 25, (t) =>
        s.log(
          "db",
          t,
          "fatal",
          `PANIC:  could not write to file "pg_wal/xlogtemp.${s.rng.int(1000, 9999)}": No space left on device`,
        ),
      );
    },
    hit: (s, r) => {
      if (!on(s, r, ["checkout"], 1)) return false;
      s.log(
        "orders",
        r.t + 20,
        "error",
        `POST /internal/orders 500: Connection terminated unexpectedly (pg) while inserting order`,
        undefined,
        r.trace,
      );
      viaBff(s, r, r.t + 40, 500, `POST /v3/orders 500: ${s.n("orders")} responded 500`);
      return true;
    },
  },
  {
    cat: "disk",
    origin: "cdn",
    need: ["cdn", "web", "ios", "android"],
    hints: ["no space", "disk", "cache", "pwrite", "full"],
    sev: "medium",
    note: (s) =>
      `${s.n("cdn")}: its nginx cache volume is full; cache writes fail with ENOSPC (28) and cache misses come back 500, images break in all clients`,
    extra: (s, t0) =>
      s.log("cdn", t0 - 30000, "warn", "cache manager: /var/cache/nginx at 99% (max_size not enforced on this volume)"),
    hit: (s, r) => {
      if (!on(s, r, ["image"], 0.5)) return false;
      s.log(
        "cdn",
        r.t + 3,
        "error",
        `[crit] 7#7: *${s.rng.int(100000, 999999)} pwrite() "/var/cache/nginx/${s.rng.hex(1)}/${s.rng.hex(2)}/${s.rng.hex(32)}" failed (28: No space left on device) while reading upstream`,
        undefined,
        r.trace,
      );
      s.log(
        "cdn",
        r.t + 4,
        "error",
        `GET /i/${s.rng.hex(10)}.jpg 500 MISS ${s.rng.int(40, 300)}ms`,
        undefined,
        r.trace,
      );
      if (s.rng.chance(0.4)) {
        if (r.client === "web")
          s.log(
            "web",
            r.t + 40,
            "error",
            `[rum] image failed to load https://${s.e.img}/i/${s.rng.hex(10)}.jpg (500)`,
            undefined,
            r.trace,
          );
        else if (r.client === "android")
          s.log(
            "android",
            r.t + 40,
            "warn",
            `Glide: Load failed for https://${s.e.img}/i/${s.rng.hex(10)}.jpg: HttpException: Failed to load, status code: 500`,
            undefined,
            r.trace,
          );
        else
          s.log(
            "ios",
            r.t + 40,
            "warn",
            `[ImageLoader] https://${s.e.img}/i/${s.rng.hex(10)}.jpg -> 500, showing placeholder`,
            undefined,
            r.trace,
          );
      }
      return true;
    },
  },
  {
    cat: "disk",
    origin: "profiles",
    need: ["profiles", "bff", "gateway", "ios", "web"],
    hints: ["no space", "disk", "full", "enospc", "read-only"],
    sev: "high",
    note: (s) =>
      `${s.n("profiles")}: its node's data volume fills up (log rotation broken); SQLite preference cache writes fail 'database or disk is full', profile saves and reads fail`,
    extra: (s, t0) =>
      s.log(
        "profiles",
        t0 - 60000,
        "warn",
        'disk usage on /data at 96% (logrotate: error: skipping "/data/log/app.log" because parent directory has insecure permissions)',
      ),
    hit: (s, r) => {
      if (!on(s, r, ["profile", "home"], 0.8)) return false;
      s.log(
        "profiles",
        r.t + 10,
        "error",
        `GET /internal/profiles/${r.user} 500: SqliteError: database or disk is full (SQLITE_FULL) writing /data/prefs-cache.db; write /data/log/app.log: no space left on device`,
        undefined,
        r.trace,
      );
      viaBff(s, r, r.t + 25, 500, `${s.path(r.route)} 500: ${s.n("profiles")} responded 500`);
      return true;
    },
  },
  // ---- memory
  {
    cat: "memory",
    origin: "bff",
    need: ["bff", "gateway", "ios", "android", "web"],
    hints: ["heap", "out of memory", "memory", "oom", "allocation"],
    sev: "high",
    note: (s) =>
      `${s.n("bff")}: a release caches rendered home responses without a bound; the Node heap fills and the process dies with 'JavaScript heap out of memory' every few minutes`,
    extra: (s, t0) => {
      deploy(s, "bff", t0 - 240000, "v2.42.0");
      for (let t = t0; t < s.end; t += s.rng.int(150, 240) * 1000) {
        for (let i = 0; i < 6; i++)
          s.log(
            "bff",
            t - 60000 + i * 9000,
            "warn",
            `event loop delay p99 ${s.rng.int(400, 2900)}ms, heapUsed ${1800 + i * 40}MB of 2048MB`,
          );
        s.log(
          "bff",
          t,
          "fatal",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          "<--- Last few GCs --->\n[1:0x5d8c2a0]   190312 ms: Mark-Compact 2041.3 (2083.5) -> 2039.8 (2084.2) MB, 1853.21 / 0.00 ms  (average mu = 0.112, current mu = 0.021) allocation failure; scavenge might not succeed\n 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
        );
        s.log(
          "bff",
          t + 4000,
          "info",
          `Starting ${s.n("bff")} v2.42.0 (pid 1) after container restart (restartCount=${Math.round((t - t0) / 180000) + 1})`,
        );
      }
    },
    hit: (s, r, k) => {
      if (r.route === "image" || r.route === "upload" || r.route === "login" || !s.rng.chance(0.15 + 0.3 * k))
        return false;
      s.gatewayLine(r, r.t + 15000, 504, 15000, "bff", "error");
      s.log(
        "gateway",
        r.t + 15001,
        "error",
        `upstream request timeout: ${s.n("bff")} did not respond within 15000ms`,
        undefined,
        r.trace,
      );
      if (s.rng.chance(0.6)) clientTimeout(s, r, r.t + 15050);
      return true;
    },
  },
  {
    cat: "memory",
    origin: "search",
    need: ["search", "bff", "gateway", "web", "android"],
    hints: ["outofmemoryerror", "heap", "memory", "gc overhead", "java heap space"],
    sev: "high",
    note: (s) =>
      `${s.n("search")}: a new facet aggregation loads all SKUs per query; the JVM spends its time in GC and throws OutOfMemoryError: Java heap space`,
    extra: (s, t0) => {
      s.sink.every(t0, s.end, 12, (t) =>
        s.log(
          "search",
          t,
          "warn",
          `[gc] Pause Full (G1 Compaction Pause) 3${s.rng.int(800, 990)}M->3${s.rng.int(700, 980)}M(4096M) ${s.rng.int(900, 4200)}.${s.rng.int(100, 999)}ms`,
        ),
      );
      s.sink.every(t0 + 60000, s.end, 70, (t) =>
        s.log(
          "search",
          t,
          "fatal",
          'Exception in thread "http-nio-8080-exec-' + s.rng.int(1, 200) + '"',
          javaStack(s, "java.lang.OutOfMemoryError: Java heap space", [
            "search.facets.SkuFacetCollector.collect(SkuFacetCollector.java:88)",
            "search.api.SearchController.search(SearchController.java:52)",
          ]),
        ),
      );
    },
    hit: (s, r, k) => {
      if (!on(s, r, ["search"], 0.4 + 0.5 * k)) return false;
      s.log(
        "search",
        r.t + 5000,
        "error",
        `query failed: java.lang.OutOfMemoryError: Java heap space (handler http-nio-8080-exec-${s.rng.int(1, 200)})`,
        undefined,
        r.trace,
      );
      viaBff(s, r, r.t + 5020, 500, `GET /v3/search 500: ${s.n("search")} responded 500`);
      return true;
    },
  },
  {
    cat: "memory",
    origin: "ios",
    need: ["ios", "gateway", "bff", "cdn"],
    release: "ios",
    hints: ["memory", "jetsam", "exc_resource", "memory pressure", "leak"],
    sev: "medium",
    note: (s) =>
      `${s.n("ios")}: new release leaks decoded images in the feed; app is killed by jetsam (EXC_RESOURCE memory limit) after a few minutes of scrolling`,
    extra: (s, t0) => {
      s.log("ios", t0, "info", `[Release] ${s.release?.ver} phased release started`);
      s.sink.every(t0 + 40000, s.end, 6, (t) => {
        const ver = s.release?.ver;
        s.log(
          "ios",
          t,
          "warn",
          `[MemoryMonitor] didReceiveMemoryWarning footprint=${s.rng.int(1400, 2000)}MB screen=Feed app=${ver}`,
        );
        s.log(
          "ios",
          t + s.rng.int(5000, 20000),
          "fatal",
          `[Crashlytics] Crash: EXC_RESOURCE RESOURCE_TYPE_MEMORY (limit=2098 MB, unused=0x0) - Terminated due to memory pressure, app=${ver} device=${s.rng.pick(["iPhone14,2", "iPhone15,3", "iPhone12,1"])} os=iOS 17.5`,
          `Thread 0 name: Dispatch queue: com.apple.main-thread\n0   libsystem_kernel.dylib  mach_msg2_trap + 8\n1   UIKitCore  -[UIImageView _updateImageViewForOldImage:newImage:] + 412\n2   App  FeedCell.configure(with:) + 1180 (FeedCell.swift:88)`,
        );
      });
    },
  },
  {
    cat: "memory",
    origin: "profiles",
    need: ["profiles", "bff", "gateway", "ios", "android"],
    hints: ["out of memory", "memory", "oom", "oomkilled", "runtime"],
    sev: "high",
    note: (s) =>
      `${s.n("profiles")} (Go): an unbounded in-process cache grows until 'fatal error: runtime: out of memory'; pods restart in a loop and profile calls fail`,
    extra: (s, t0) => {
      for (let t = t0; t < s.end; t += s.rng.int(90, 160) * 1000) {
        s.log(
          "profiles",
          t - 20000,
          "warn",
          `cache size ${s.rng.int(2800000, 3400000)} entries, RSS ${s.rng.int(1850, 1990)}MiB (limit 2048MiB)`,
        );
        s.log(
          "profiles",
          t,
          "fatal",
          "fatal error: runtime: out of memory",
          `runtime stack:\nruntime.throw({0x1a3c2f1?, 0x400000?})\n\t/usr/local/go/src/runtime/panic.go:1023 +0x5c\nruntime.(*mheap).grow(0x2d9e0c0, 0x4?)\n\t/usr/local/go/src/runtime/mheap.go:1498 +0x23c`,
        );
        s.log("profiles", t + 6000, "info", `profiles-svc v4.9.1 starting (GOMAXPROCS=4, GOMEMLIMIT unset)`);
      }
    },
    hit: (s, r, k) => {
      if (!on(s, r, ["profile", "home"], 0.2 + 0.4 * k)) return false;
      s.log(
        "bff",
        r.t + 40,
        "error",
        `${s.path(r.route)} 502: ${s.n("profiles")} connect ECONNREFUSED 10.42.${s.rng.int(1, 9)}.${s.rng.int(2, 250)}:8080`,
        undefined,
        r.trace,
      );
      s.gatewayLine(r, r.t + 45, 502, 45, "bff", "error");
      if (s.rng.chance(0.5)) clientStatus(s, r, r.t + 80, 502);
      return true;
    },
  },
  // ---- network
  {
    cat: "network",
    origin: "cdn",
    need: ["cdn", "web", "ios", "android"],
    hints: ["certificate", "tls", "ssl", "handshake", "cert"],
    sev: "high",
    note: (s) =>
      `${s.n("cdn")}: its TLS certificate for ${s.e.img} expired (renewal failed); every client image/asset load fails the handshake`,
    extra: (s, t0) => {
      s.log(
        "cdn",
        t0 - 3000,
        "warn",
        `certbot renew: failed to renew certificate ${s.e.img}: DNS-01 challenge timed out; certificate expires 2026-06-01T00:00:00Z`,
      );
      s.sink.every(t0, s.end, 5, (t) =>
        s.log(
          "cdn",
          t,
          "warn",
          `SSL_do_handshake() failed (SSL: error:0A000416:SSL routines::sslv3 alert certificate unknown) while SSL handshaking, client: 10.${s.rng.int(0, 255)}.${s.rng.int(0, 255)}.${s.rng.int(1, 254)}, server: ${s.e.img}`,
        ),
      );
    },
    hit: (s, r) => {
      if (!on(s, r, ["image"], 1)) return false;
      const u = `https://${s.e.img}/i/${s.rng.hex(10)}.jpg`;
      if (r.client === "ios")
        s.log(
          "ios",
          r.t + 50,
          "error",
          `[ImageLoader] ${u} failed: Error Domain=NSURLErrorDomain Code=-1202 "The certificate for this server is invalid. You might be connecting to a server that is pretending to be “${s.e.img}”."`,
          undefined,
          r.trace,
        );
      else if (r.client === "android")
        s.log(
          "android",
          r.t + 50,
          "error",
          `Glide: Load failed for ${u}: javax.net.ssl.SSLHandshakeException: Chain validation failed (certificate expired)`,
          undefined,
          r.trace,
        );
      else s.log("web", r.t + 50, "error", `[rum] resource error ${u}: net::ERR_CERT_DATE_INVALID`, undefined, r.trace);
      return true;
    },
  },
  {
    cat: "network",
    origin: "bff",
    need: ["bff", "gateway", "orders", "search", "ios", "web"],
    hints: ["dns", "eai_again", "getaddrinfo", "resolve", "network"],
    sev: "high",
    note: (s) =>
      `${s.n("bff")}: moved to a node pool whose resolv.conf points at a dead DNS server; calls to orders and search fail with getaddrinfo EAI_AGAIN`,
    extra: (s, t0) =>
      s.log(
        "bff",
        t0 - 8000,
        "info",
        `pod rescheduled to node pool pool-c (node gke-${s.e.ns}-pool-c-${s.rng.hex(4)})`,
      ),
    hit: (s, r) => {
      if (!on(s, r, ["home", "checkout", "search"], 0.9)) return false;
      const callee = r.route === "search" ? "search" : "orders";
      s.log(
        "bff",
        r.t + 5000,
        "error",
        `${s.path(r.route)} 502`,
        nodeStack(`Error: getaddrinfo EAI_AGAIN ${s.n(callee)}.${s.e.ns}.svc.cluster.local`, [
          "GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:109:26)",
        ]),
        r.trace,
      );
      s.gatewayLine(r, r.t + 5005, 502, 5005, "bff", "error");
      if (s.rng.chance(0.6)) clientStatus(s, r, r.t + 5040, 502);
      return true;
    },
  },
  {
    cat: "network",
    origin: "media",
    need: ["media", "gateway", "ios", "android"],
    hints: ["econnreset", "reset", "connection", "nat", "socket"],
    sev: "medium",
    note: (s) =>
      `${s.n("media")}: its NAT gateway runs out of source ports; connections to S3 are reset mid-upload (read ECONNRESET) and uploads fail`,
    extra: (s, t0) =>
      s.sink.every(t0, s.end, 30, (t) =>
        s.log(
          "media",
          t,
          "warn",
          `s3 client: ${s.rng.int(20, 90)} sockets reset in the last 30s (ErrorPortAllocation suspected on nat-${s.rng.hex(6)})`,
        ),
      ),
    hit: (s, r) => {
      if (!on(s, r, ["upload"], 0.85)) return false;
      s.log(
        "media",
        r.t + 2000,
        "error",
        `PutObject failed after 3 attempts: RequestError: read ECONNRESET (host ${s.e.ns}-uploads.s3.eu-west-1.amazonaws.com:443)`,
        undefined,
        r.trace,
      );
      s.gatewayLine(r, r.t + 2020, 502, 2020, "media", "error");
      clientStatus(s, r, r.t + 2060, 502);
      return true;
    },
  },
  {
    cat: "network",
    origin: "android",
    need: ["android", "gateway", "bff"],
    release: "android",
    hints: ["pinning", "certificate", "ssl", "sslpeerunverified", "tls"],
    sev: "medium",
    note: (s) =>
      `${s.n("android")}: new release pins only the old intermediate certificate; after the API cert rotation its calls fail with 'Certificate pinning failure!' and never reach the gateway`,
    extra: (s, t0) => s.log("android", t0, "info", `[Release] staged rollout ${s.release?.ver} started at 50%`),
    hit: (s, r) => {
      if (r.client !== "android" || r.ver !== s.release?.ver || r.route === "image") return false;
      s.log(
        "android",
        r.t + 80,
        "error",
        `okhttp.OkHttpClient: <-- HTTP FAILED: javax.net.ssl.SSLPeerUnverifiedException: Certificate pinning failure!\n  Peer certificate chain:\n    sha256/${s.rng.hex(22)}=: CN=${s.e.api}\n  Pinned certificates for ${s.e.api}:\n    sha256/${s.rng.hex(22)}= app=${r.ver}`,
        undefined,
        r.trace,
      );
      return true;
    },
  },
];
