// Localise stage: the origin is the earliest abnormal change that others point at, not the loudest.
import { describe, expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { detectAnomalies } from "../../../../shared/diagnosis/detect.js";
import { localize } from "../../../../shared/diagnosis/localize.js";
import { ServiceMatcher } from "../../../../shared/diagnosis/mentions.js";
import { aggregatesOf, healthy, poolExhaustion } from "./fixture.js";

function locate(rows: ReturnType<typeof healthy>) {
  const agg = aggregatesOf(rows);
  return localize(agg, detectAnomalies(agg));
}

describe("localize", () => {
  test("no anomaly, no localisation", () => {
    expect(locate(healthy())).toBeUndefined();
  });

  test("a retry storm four times louder than the origin does not outvote it", () => {
    const loc = locate(poolExhaustion());
    expect(loc?.origin.service).toBe("tax-calc");
    const cart = loc?.findings.find((f) => f.service === "cart-svc");
    expect(cart?.errorCount).toBeGreaterThan(3 * (loc?.origin.errorCount ?? 0));
    expect(cart?.names.has("tax-calc")).toBe(true);
    expect(loc?.origin.namedBy.has("cart-svc")).toBe(true);
    expect(loc?.margin).toBeGreaterThan(0);
    expect(loc?.margin).toBeLessThanOrEqual(1);
  });

  test("finding times and counts are the abnormal lines of each service", () => {
    const loc = locate(poolExhaustion());
    const origin = loc?.origin;
    expect(origin?.errorCount).toBe(240);
    expect(origin?.firstSeen).toBeLessThanOrEqual(origin?.lastSeen ?? 0);
    expect(new Set(loc?.findings.map((f) => f.service))).toEqual(new Set(["tax-calc", "cart-svc", "checkout-gw"]));
  });

  /** From minute 10 a database logs `server` itself; its client, which carries the requests, repeats it louder. */
  function quotedServer(server: string, level = "error") {
    const rows = healthy();
    for (let i = 600; i < 1200; i += 20) rows.push([i * 1000, "ledger-pg", level, server]);
    for (let i = 612; i < 1200; i += 3)
      rows.push([i * 1000 + 5, "cart-svc", "error", `cart ${i} not saved: ERROR: ${server.replace(/^FATAL:\s+/, "")}`]);
    return rows;
  }

  test("a client quoting its database's own failure word for word names the database as the origin", () => {
    const loc = locate(quotedServer('could not extend file "base/16384/24611.3": No space left on device'));
    expect(loc?.origin.service).toBe("ledger-pg");
    expect(loc?.findings.find((f) => f.service === "cart-svc")?.names.has("ledger-pg")).toBe(true);
    expect(locate(quotedServer("FATAL:  sorry, too many clients already", "fatal"))?.origin.service).toBe("ledger-pg");
    expect(locate(quotedServer("ERROR:  deadlock detected"))?.origin.service).toBe("ledger-pg");
  });

  test("a caller's quote of its callee's failure counts with other numbers in it (durations, ids)", () => {
    const rows = healthy();
    for (let i = 600; i < 1200; i += 20)
      rows.push([i * 1000, "transcode-fn", "error", "Task timed out after 30.01 seconds"]);
    for (let i = 600; i < 1200; i += 20)
      rows.push([
        i * 1000 + 900,
        "ingest-pipeline",
        "error",
        `{"type":"TaskFailed","state":"Transcode","error":"States.Timeout","cause":"Task timed out after 30.${i % 90} seconds"}`,
      ]);
    const loc = locate(rows);
    expect(loc?.findings.find((f) => f.service === "ingest-pipeline")?.names.has("transcode-fn")).toBe(true);
    expect(loc?.origin.service).toBe("transcode-fn");
  });

  test("two clients of one library logging the same words with their own counts do not quote each other", () => {
    const rows = healthy();
    for (let i = 600; i < 1200; i += 10) {
      rows.push([i * 1000, "billing-run", "warn", `call to leak-detector failed with 504 on attempt ${1 + (i % 3)}/3`]);
      rows.push([
        i * 1000 + 7,
        "hydrant-map",
        "warn",
        `x::client: call to leak-detector failed with 503 on attempt 2/3`,
      ]);
    }
    const loc = locate(rows);
    expect(loc?.findings.find((f) => f.service === "hydrant-map")?.names.has("billing-run")).toBe(false);
  });

  test("a server refusing its client's credentials or grants says what is wrong with the client", () => {
    const loc = locate(quotedServer('password authentication failed for user "cart"'));
    expect(loc?.findings.find((f) => f.service === "cart-svc")?.names.has("ledger-pg")).toBe(false);
  });

  test("one client whose login a broker refuses holds the stale secret; several refused at once, the broker", () => {
    const refused = (clients: string[]) => {
      const rows = healthy();
      for (let i = 0; i < 1200; i += 5) rows.push([i * 1000 + 1, "events-kafka", "info", `rolled segment ${i}`]);
      for (let i = 720; i < 1200; i += 2) {
        rows.push([i * 1000 + 3, "events-kafka", "warn", `Failed authentication with /10.0.0.${i % 9} (SASL)`]);
        for (const [k, c] of clients.entries())
          rows.push([
            i * 1000 + 5 + k,
            c,
            "error",
            "SASL handshake with broker events-kafka:9094 failed: SCRAM-SHA-512 authentication failed",
          ]);
      }
      return locate(rows)?.origin.service;
    };
    expect(refused(["cart-svc"])).toBe("cart-svc");
    expect(refused(["cart-svc", "tax-calc"])).toBe("events-kafka");
  });

  test("a database logging only that it refused one client's grant points at that client", () => {
    const rows = healthy();
    for (let i = 0; i < 1200; i += 5) rows.push([i * 1000 + 1, "ledger-pg", "info", `checkpoint complete ${i}`]);
    for (let i = 720; i < 1200; i += 2) {
      rows.push([i * 1000 + 1, "ledger-pg", "error", "ERROR:  permission denied for table invoice_lines"]);
      rows.push([
        i * 1000 + 40,
        "cart-svc",
        "error",
        "pay run failed\nNpgsql.PostgresException (0x80004005): 42501: permission denied for table invoice_lines",
      ]);
    }
    const loc = locate(rows);
    expect(loc?.origin.service).toBe("cart-svc");
    expect(loc?.findings.find((f) => f.service === "ledger-pg")?.names.has("cart-svc")).toBe(true);
  });

  test("callers refused by an address they do not name point at the one service that says its process died", () => {
    const rows = healthy();
    for (let i = 0; i < 1200; i += 4) rows.push([i * 1000 + 2, "skill-rating", "info", `rated match ${i}`]);
    for (let i = 720; i < 1200; i += 60)
      rows.push([i * 1000, "skill-rating", "error", "skill_rating: worker exited unexpectedly (status 1)"]);
    for (let i = 720; i < 1200; i++)
      rows.push([
        i * 1000 + 600,
        "cart-svc",
        "error",
        "lookup failed: dial tcp 10.40.6.21:7400: connect: connection refused",
      ]);
    const loc = locate(rows);
    expect(loc?.origin.service).toBe("skill-rating");
    expect(loc?.findings.find((f) => f.service === "cart-svc")?.names.has("skill-rating")).toBe(true);
  });

  test("several verifiers rejecting tokens they cannot check against the key set name the identity provider", () => {
    const m = new ServiceMatcher(["auth-gw", "mission-api", "telemetry-ingest"]);
    expect(m.findByTechnology('signature verification failed (kid "gs-7" not in cached JWKS)', "mission-api")).toEqual([
      "auth-gw",
    ]);
    expect(m.findByTechnology("jwt: verification failed: crypto/rsa: verification error", "telemetry-ingest")).toEqual([
      "auth-gw",
    ]);
  });

  test("a callee its callers cannot even look up is no silent candidate for the traffic it lost", () => {
    const rows = healthy();
    for (let i = 0; i < 1200; i += 2) {
      rows.push([i * 1000, "matchmaker", "info", `match ${i} formed in 40ms`]);
      if (i < 600 || i % 8 === 0)
        rows.push([i * 1000 + 5, "redis-lb", "info", `accepted connection from 10.1.0.${i % 200}:6379`]);
      if (i >= 600)
        rows.push([
          i * 1000 + 9,
          "matchmaker",
          "error",
          `redis: dial tcp: lookup redis-lb.games.svc.cluster.local on 10.96.0.10:53: read udp 10.1.2.3:${30000 + i}->10.96.0.10:53: i/o timeout`,
        ]);
    }
    expect(locate(rows)?.origin.service).toBe("matchmaker");
  });

  test("a callee its caller cannot call for want of its own token is no silent candidate either", () => {
    const rows = healthy();
    for (let i = 0; i < 1200; i += 2) {
      rows.push([i * 1000, "tracking-svc", "info", `shipment ${i} tracked`]);
      if (i < 600 || i % 8 === 0) rows.push([i * 1000 + 5, "booking-core", "info", `POST /api/quotes 200 ${i % 40}ms`]);
      if (i >= 600)
        rows.push([
          i * 1000 + 9,
          "tracking-svc",
          "error",
          'calling booking-core: oauth2: cannot fetch token: 400 Bad Request Response: {"error":"invalid_grant"}',
        ]);
    }
    expect(locate(rows)?.origin.service).toBe("tracking-svc");
  });

  test("the kernel's conntrack table full, as services on the node time out connecting, is the origin they share", () => {
    const rows = healthy();
    for (let i = 600; i < 1200; i += 2) {
      rows.push([
        i * 1000,
        "kernel",
        "warn",
        `[18126${i}.093000] nf_conntrack: nf_conntrack: table full, dropping packet`,
      ]);
      rows.push([i * 1000 + 400, "cart-svc", "error", "dial tcp tax-calc:8080: connect: connection timed out"]);
      rows.push([i * 1000 + 700, "checkout-gw", "error", "upstream cart-svc: connect: connection reset by peer"]);
    }
    expect(locate(rows)?.origin.service).toBe("kernel");
    // without it, the callers' failures are theirs to explain
    expect(locate(rows.filter((r) => r[1] !== "kernel"))?.origin.service).not.toBe("kernel");
  });

  test("a lookup that failed speaks of the window's resolver, whatever the client meant to reach", () => {
    const m = new ServiceMatcher(["coredns", "newsletter-worker", "orders-pg"]);
    expect(
      m.findByTechnology("socket.gaierror: [Errno -3] Temporary failure in name resolution", "newsletter-worker"),
    ).toEqual(["coredns"]);
    const noResolver = new ServiceMatcher(["newsletter-worker", "orders-pg"]);
    expect(
      noResolver.findByTechnology('psql: could not translate host name "orders-pg" to address', "newsletter-worker"),
    ).toEqual(["orders-pg"]);
  });

  test("Pulsar and NATS clients name their broker by its technology", () => {
    const m = new ServiceMatcher(["pulsar-broker", "nats-1", "bid-matcher"]);
    expect(m.findByTechnology("publish failed: Pulsar error: NotEnoughReplicas, will retry", "bid-matcher")).toEqual([
      "pulsar-broker",
    ]);
    expect(m.findByTechnology("nats: JetStream publish timed out", "bid-matcher")).toEqual(["nats-1"]);
  });

  test("a stray of a few lines nobody feels, over minutes before the failure, does not set the clock", () => {
    const rows = healthy();
    for (let i = 0; i < 20; i++) rows.push([i * 60_000 + 5, "orbit-planner", "info", `plan ${i} computed`]);
    for (let k = 0; k < 8; k++)
      rows.push([400_000 + k * 1000, "orbit-planner", "error", "mirror returned 502 Bad Gateway for orbit data"]);
    for (let i = 720; i < 1200; i += 4)
      rows.push([i * 1000, "tax-calc", "error", `rates write failed: No space left on device (${i})`]);
    expect(locate(rows)?.origin.service).toBe("tax-calc");
  });

  test("a proxy's access line names its client only as the user agent: no mention", () => {
    const m = new ServiceMatcher(["ops-console", "mission-api"]);
    expect(m.find('"GET /api/passes HTTP/1.1" 503 NC 0 19 0 - "10.16.12.7" "ops-console/5.2" "1bc5"', "envoy")).toEqual(
      [],
    );
    expect(m.find("upstream ops-console answered 503", "envoy")).toEqual(["ops-console"]);
  });

  test("the Kubernetes API server's trace names the object it wrote, and etcd by its server's name", () => {
    const m = new ServiceMatcher(["billing-engine", "etcd", "kube-apiserver"]);
    const said =
      'Trace[167711063]: "Update" url:/apis/apps/v1/namespaces/bw-prod/deployments/billing-engine/status (total time: 29337ms): ---"Write to database call failed" err:etcdserver: request timed out';
    expect(m.find(said, "kube-apiserver")).toEqual([]);
    expect(m.findByTechnology(said, "kube-apiserver")).toEqual(["etcd"]);
  });

  test("an HTTP status's reason phrase is no mention of a service named gateway", () => {
    const m = new ServiceMatcher(["gateway", "customer-portal"]);
    expect(
      m.find(
        "Server error: `POST https://api.payrail.example/v1/charges` resulted in a `502 Bad Gateway`",
        "customer-portal",
      ),
    ).toEqual([]);
    expect(m.find("upstream answered 504 Gateway Timeout", "customer-portal")).toEqual([]);
    expect(m.find("call via gateway failed: 503", "customer-portal")).toEqual(["gateway"]);
  });

  test("a service named only in a request's path is the callee only when the line names no other", () => {
    const m = new ServiceMatcher(["leaderboard", "player-profile", "game-api"]);
    expect(m.find("GET /v2/leaderboard 503 1044ms (upstream player-profile: no healthy upstream)", "game-api")).toEqual(
      ["player-profile"],
    );
    expect(m.find("GET /v2/leaderboard 503 1044ms", "game-api")).toEqual(["leaderboard"]);
  });

  test("a pod's name names its workload; a field naming who asked names a client, not a callee", () => {
    const m = new ServiceMatcher(["align-worker", "crew-dispatch", "billing-api"]);
    expect(m.find("pod align-worker-ec56b terminated: OOMKilled (exit code 137)", "job-dispatcher")).toEqual([
      "align-worker",
    ]);
    expect(m.find("pod align-worker-7d9f8b6c4-x2x9z evicted", "kubelet")).toEqual(["align-worker"]);
    expect(m.find("billing-api-cache unreachable", "cart-svc")).toEqual([]);
    expect(m.find("authorization denied: subject=svc:crew-dispatch action=assets:read", "asset-registry")).toEqual([]);
    expect(m.find("call to crew-dispatch failed: 503", "asset-registry")).toEqual(["crew-dispatch"]);
    expect(m.find("type=LOGIN_ERROR, realmId=clinics, clientId=crew-dispatch, error=unknown_error", "sso")).toEqual([]);
  });

  test("a client naming its server only by its port or state is speaking of that one server", () => {
    const m = new ServiceMatcher(["tix-pg", "cart-svc"]);
    expect(m.findByTechnology('connection to server at "10.3.0.12", port 5432 failed: FATAL', "cart-svc")).toEqual([
      "tix-pg",
    ]);
    expect(m.findByTechnology("FATAL: the database system is in recovery mode", "cart-svc")).toEqual(["tix-pg"]);
    expect(new ServiceMatcher(["tix-pg", "ledger-pg"]).findByTechnology("port 5432 failed", "cart-svc")).toEqual([]);
  });

  test("several services failing over a server they speak of only by its technology name it", () => {
    const amqp = (clients: string[], brokerSays = "node rabbit@orders-rabbit-1 down: net_tick_timeout") => {
      const rows = healthy();
      for (let i = 0; i < 1200; i += 5)
        rows.push([i * 1000 + 1, "orders-rabbit", "info", `accepting AMQP connection ${i}`]);
      for (let i = 720; i < 1200; i += 2) {
        rows.push([i * 1000 + 900, "orders-rabbit", "error", brokerSays]);
        for (const [k, c] of clients.entries())
          rows.push([i * 1000 + 3 + k, c, "error", "amqp publish failed: channel closed: connection reset by peer"]);
      }
      return locate(rows);
    };
    const two = amqp(["cart-svc", "tax-calc"]);
    expect(two?.origin.service).toBe("orders-rabbit");
    expect(two?.findings.find((f) => f.service === "cart-svc")?.names.has("orders-rabbit")).toBe(true);
    // one client may fail over its own use of the broker: its words name no one
    expect(amqp(["cart-svc"])?.findings.find((f) => f.service === "cart-svc")?.names.size).toBe(0);
    // unless the broker says its own disk ran out
    const full = amqp(["cart-svc"], "disk write failed: No space left on device");
    expect(full?.origin.service).toBe("orders-rabbit");
    expect(full?.findings.find((f) => f.service === "cart-svc")?.names.has("orders-rabbit")).toBe(true);
  });

  test("one client's failure over its server, whose own failure began first, names that server", () => {
    const mongo = (serverSays: string) => {
      const rows = healthy();
      for (let i = 0; i < 1200; i += 5) rows.push([i * 1000 + 1, "grades-mongo", "info", `conn${i} end`]);
      for (let i = 600; i < 1200; i += 20) rows.push([i * 1000, "grades-mongo", "warn", serverSays]);
      for (let i = 602; i < 1200; i += 2)
        rows.push([i * 1000 + 7, "cart-svc", "error", `pymongo.errors.NotPrimaryError: not primary (${i})`]);
      return locate(rows);
    };
    const lost = mongo("Can't see a majority of the set, relinquishing primary");
    expect(lost?.origin.service).toBe("grades-mongo");
    expect(lost?.findings.find((f) => f.service === "cart-svc")?.names.has("grades-mongo")).toBe(true);
    // a server out of connection slots first is the client's doing (it holds them all)
    const slots = mongo("too many connections: 800 of 800 in use");
    expect(slots?.findings.find((f) => f.service === "cart-svc")?.names.has("grades-mongo")).toBe(false);
  });

  test("a limiter that states its cause only at WARN still speaks of a failure, ahead of a later alert", () => {
    const rows = healthy();
    for (let i = 0; i < 1200; i += 3) rows.push([i * 1000 + 1, "edge-proxy", "info", `POST /v1/batch 202 ${i}`]);
    for (let i = 600; i < 1200; i++)
      rows.push([i * 1000 + 2, "edge-proxy", "warn", `descriptor ('generic_key', 'telemetry') over limit (100/s)`]);
    for (let i = 660; i < 1200; i += 10)
      rows.push([i * 1000 + 4, "alert-hub", "error", `no telemetry from site ${i % 40} for 5 min, raising alert`]);
    expect(locate(rows)?.origin.service).toBe("edge-proxy");
  });

  test("callers whose clocks run up to a second ahead do not become the origin", () => {
    expect(locate(poolExhaustion({ callerSkewMs: 950 }))?.origin.service).toBe("tax-calc");
  });

  test("a callee that goes silent, named only inside its callers' errors, is the origin", () => {
    const rows = healthy();
    for (let i = 0; i < 700; i++) rows.push([i * 1000 + 2, "inventory-api", "info", `GET /stock/${i} 200`]);
    for (let i = 720; i < 1200; i += 2) {
      rows.push([
        i * 1000 + 5,
        "cart-svc",
        "error",
        "call to inventory-api failed: connect ECONNREFUSED 10.0.4.17:8080",
      ]);
      rows.push([i * 1000 + 9, "checkout-gw", "error", `upstream cart-svc answered 503 for /v2/checkout/${i}`]);
    }
    const loc = locate(rows);
    expect(loc?.origin.service).toBe("inventory-api");
    expect(loc?.origin.silent).toBe(true);
    expect(loc?.findings.find((f) => f.service === "cart-svc")?.names.has("inventory-api")).toBe(true);
  });

  test("a service that goes quiet without anyone naming it, while its callers fail, is the origin", () => {
    const rows = healthy();
    for (let i = 0; i < 720; i++) rows.push([i * 1000 + 2, "pricing-rules", "info", `rule set ${i % 40} evaluated`]);
    for (let i = 720; i < 1200; i += 3) {
      rows.push([i * 1000 + 5, "cart-svc", "error", `POST /v1/price returned 500 for cart c-${i}`]);
      rows.push([i * 1000 + 9, "checkout-gw", "error", `POST /v2/checkout/${i} answered 502`]);
    }
    const loc = locate(rows);
    expect(loc?.origin.service).toBe("pricing-rules");
    expect(loc?.origin.silent).toBe(true);
  });

  test("a service that only logs in bursts is not taken for one that went quiet", () => {
    const rows = healthy();
    for (let i = 0; i < 300; i += 1) rows.push([i * 1000 + 2, "batch-export", "info", `exported chunk ${i}`]);
    for (let i = 720; i < 1200; i += 3) rows.push([i * 1000 + 5, "cart-svc", "error", `tax lookup failed: HTTP 500`]);
    expect(locate(rows)?.origin.service).toBe("cart-svc");
  });

  test("an ingress's upstream name '[<namespace>-<service>-<port>]' names the service", () => {
    const m = new ServiceMatcher(["adjuster-portal", "ingress-nginx", "portal"]);
    expect(
      m.find(
        '10.0.0.1 - - "POST /claims HTTP/1.1" 504 0 [claims-adjuster-portal-8080] [] 10.1.2.3:8080',
        "ingress-nginx",
      ),
    ).toEqual(["adjuster-portal"]);
    expect(m.find("claims-adjuster-portal-v2 is deployed", "ingress-nginx")).toEqual([]);
  });

  test("a path after a URL's host names a resource there; the host, a gateway's route and a pod still name services", () => {
    const m = new ServiceMatcher(["work-orders", "leak-detector", "kubelet"]);
    expect(m.find("502 Bad Gateway for url: http://leak-detector:8080/work-orders/53460", "x")).toEqual([
      "leak-detector",
    ]);
    expect(m.find("PUT /work-orders/41633 failed with 503", "x")).toEqual(["work-orders"]);
    expect(
      m.find(
        "HTTPConnectionPool(host='leak-detector', port=8080): Max retries exceeded with url: /work-orders/4776",
        "x",
      ),
    ).toEqual(["leak-detector"]);
    expect(m.find("Back-off restarting failed container in pod/work-orders-5d9f7-x2k4q", "kubelet")).toEqual([
      "work-orders",
    ]);
  });

  test("a workload the kubelet reports killed, logging nothing of its own, is the origin; the kubelet only saw it", () => {
    const rows = healthy();
    for (let i = 600; i < 1200; i += 40) {
      rows.push([
        i * 1000,
        "kubelet",
        "warn",
        `"Container exited" pod="prod/search-indexer-5d8b9" container="search-indexer" exitCode=137 reason="OOMKilled"`,
      ]);
      rows.push([
        i * 1000 + 5,
        "kubelet",
        "warn",
        `"Back-off restarting failed container" pod="prod/search-indexer-5d8b9" container="search-indexer"`,
      ]);
    }
    const agg = aggregatesOf(rows);
    const { result } = analyze(agg, agg.records);
    expect(result.rootCause).toMatchObject({ service: "search-indexer", category: "memory" });
    expect(result.affectedServices.find((a) => a.serviceName === "kubelet")?.role).toBe("propagator");
  });

  test("the kernel's kill of a process it names by command is of the service that reports a worker killed moments later", () => {
    const rows = (lagMs: number) => {
      const out = healthy();
      for (let i = 600; i < 1200; i += 60) {
        out.push([
          i * 1000,
          "kernel",
          "error",
          `Memory cgroup out of memory: Killed process ${4000 + i} (celery) anon-rss:2094999kB`,
        ]);
        out.push([
          i * 1000 + lagMs,
          "tax-calc",
          "error",
          `Process 'ForkPoolWorker-3' pid:${700 + i} exited with 'signal 9 (SIGKILL)'`,
        ]);
      }
      const agg = aggregatesOf(out);
      return analyze(agg, agg.records).result.rootCause;
    };
    expect(rows(300)).toMatchObject({ service: "tax-calc", category: "memory" });
    expect(rows(20_000).service).toBe("kernel");
  });

  test("a node agent relaying the kernel's kill ('kernel: … Killed process') points at the worker reported killed", () => {
    const rows = healthy();
    for (let i = 600; i < 1200; i += 60) {
      rows.push([
        i * 1000,
        "kubelet",
        "error",
        `kernel: Memory cgroup out of memory: Killed process ${4000 + i} (celery) anon-rss:2094999kB`,
      ]);
      rows.push([
        i * 1000 + 25,
        "tax-calc",
        "error",
        `Process 'ForkPoolWorker-3' pid:${4000 + i} exited with 'signal 9 (SIGKILL)'`,
      ]);
    }
    const agg = aggregatesOf(rows);
    expect(analyze(agg, agg.records).result.rootCause).toMatchObject({ service: "tax-calc", category: "memory" });
  });

  /** From minute 10 cart-svc's calls to 10.0.7.12:8080 fail; `callee` fails in its own words 40 s later. */
  function callsByAddress(callee: string[]) {
    const rows = healthy();
    for (let i = 600; i < 1200; i += 2)
      rows.push([i * 1000 + 3, "cart-svc", "error", `Read timed out (GET http://10.0.7.12:8080/v1/rates/R-${i})`]);
    for (let i = 640; i < 1200; i += 30)
      rows.push([i * 1000 + 8, "tax-calc", "error", callee[((i / 30) % callee.length) | 0]]);
    return locate(rows);
  }

  test("a caller whose calls to a peer's address fail passes the failure on to the service failing in its own words", () => {
    const raised = [
      'MemoryError: Unable to allocate 3.41 GiB\nTraceback (most recent call last):\n  File "/app/rates.py", line 9, in load',
    ];
    expect(callsByAddress(raised)?.origin.service).toBe("tax-calc");
    // a bare notice is no failure in its own words
    expect(callsByAddress(["rates cache refreshed late"])?.origin.service).toBe("cart-svc");
  });

  test("an access line's client address (10.0.3.4:41728) is who called, not a peer being called", () => {
    const rows = healthy();
    for (let i = 600; i < 1200; i += 2) {
      rows.push([
        i * 1000 + 3,
        "cart-svc",
        "error",
        `10.0.3.4:${41000 + i} - "POST /v2/basket HTTP/1.1" 502 Bad Gateway`,
      ]);
      rows.push([i * 1000 + 5, "checkout-gw", "error", `POST http://10.0.3.9:8080/v2/basket returned 502 Bad Gateway`]);
    }
    const findings = locate(rows)?.findings ?? [];
    expect(findings.find((f) => f.service === "cart-svc")?.callsUnnamed).toBe(false);
    expect(findings.find((f) => f.service === "checkout-gw")?.callsUnnamed).toBe(true);
  });

  test("a breaker opening on calls to a peer's address says the same of them as the calls", () => {
    const rows = healthy();
    for (let i = 600; i < 1200; i += 2) {
      rows.push([i * 1000 + 3, "cart-svc", "error", "rateClient: circuit breaker is open"]);
      rows.push([i * 1000 + 5, "cart-svc", "error", "rateClient: circuit breaker is open, short-circuiting call"]);
      if (i % 10 === 0)
        rows.push([i * 1000 + 7, "cart-svc", "error", `GET http://10.0.3.9:8080/v1/rates/${i} returned 503`]);
    }
    expect(locate(rows)?.findings.find((f) => f.service === "cart-svc")?.callsUnnamed).toBe(true);
  });

  test("kubelet's plain 'Back-off restarting failed container X in pod Y' reports on workload X", () => {
    const rows = healthy();
    for (let i = 600; i < 1200; i += 20)
      rows.push([
        i * 1000,
        "kubelet",
        "warn",
        `Back-off restarting failed container yard-alloc in pod yard-alloc-6c9f7-d${i} (exit code 1)`,
      ]);
    expect(locate(rows)?.origin.service).toBe("yard-alloc");
  });

  test("the kernel names a process by its first 15 characters, as Linux keeps them", () => {
    const m = new ServiceMatcher(["historian-writer", "historian", "kernel"]);
    expect(
      m.find("Memory cgroup out of memory: Killed process 90969 (historian-write) total-vm:4318220kB", "kernel"),
    ).toEqual(["historian-writer"]);
    expect(m.find("historian-write invoked oom-killer: gfp_mask=0xcc0(GFP_KERNEL)", "kernel")).toEqual([
      "historian-writer",
    ]);
    expect(m.find("historian-writes are batched", "kernel")).toEqual([]);
  });

  test("a client names the API it called by its command, only when that API's service is in the window", () => {
    const m = new ServiceMatcher(["workload-client", "nova-api", "neutron-server"]);
    expect(m.findByCommand("API ERROR:  openstack server create --flavor m1.tiny vm-1", "workload-client")).toEqual([
      "nova-api",
    ]);
    expect(m.findByCommand("API ERROR:  openstack volume create --size 1 vol-1", "workload-client")).toEqual([]);
    expect(m.findByCommand("openstack server list", "nova-api")).toEqual([]);
  });

  test("when a client alone reports failed API calls, the API it names by command is the origin", () => {
    const rows = healthy().filter(([, svc]) => svc !== "cart-svc");
    for (let i = 0; i < 1200; i += 20)
      rows.push([i * 1000 + 3, "nova-api", "info", `GET /v2.1/servers/detail 200 ${i}`]);
    for (let i = 700; i < 760; i += 30)
      rows.push([
        i * 1000 + 7,
        "workload-client",
        "info",
        "API ERROR:  openstack server create --flavor m1.tiny vm-1 ; Quota exceeded (HTTP 403)",
      ]);
    const loc = locate(rows);
    expect(loc?.origin.service).toBe("nova-api");
    expect(loc?.findings.find((f) => f.service === "workload-client")?.names.has("nova-api")).toBe(true);
  });

  test("in a chain gateway → caller → silent callee, the callee its caller's exceptions name is the origin", () => {
    const rows = healthy().filter(([t, svc]) => !(svc === "tax-calc" && t >= 720_000));
    for (let i = 720; i < 1200; i += 2) {
      rows.push([
        i * 1000 + 9,
        "cart-svc",
        "error",
        'I/O error on GET request for "http://tax-calc:8080/rates": Connection refused; nested exception is java.net.ConnectException: Connection refused',
      ]);
      rows.push([
        i * 1000 + 12,
        "checkout-gw",
        "error",
        "[cart-svc] call failed: 503 Service Unavailable from GET http://cart-svc/cart",
      ]);
    }
    expect(locate(rows)?.origin.service).toBe("tax-calc");
  });

  test("a callee whose calls time out is the origin though it logs on as before (a slow service, not a dead one)", () => {
    const rows = healthy();
    for (let i = 720; i < 1200; i += 2)
      rows.push([
        i * 1000 + 9,
        "cart-svc",
        "error",
        "GET http://tax-calc:8080/rates failed: Read timed out after 3000 ms",
      ]);
    expect(locate(rows)?.origin.service).toBe("tax-calc");
  });

  test("a caller that cannot resolve its callee's name is the origin: the call never reached it", () => {
    const rows = healthy();
    for (let i = 720; i < 1200; i += 2)
      rows.push([
        i * 1000 + 9,
        "cart-svc",
        "error",
        'Post "http://tax-calc.prod.svc.cluster.local:8080/rates": dial tcp: lookup tax-calc.prod.svc.cluster.local on 10.0.0.10:53: read udp: i/o timeout',
      ]);
    expect(locate(rows)?.origin.service).toBe("cart-svc");
  });

  test("calls being retried do not make their callee a candidate; calls that failed do", () => {
    const calls = (message: string) => {
      const rows = healthy();
      for (let i = 720; i < 1200; i += 20) rows.push([i * 1000 + 9, "cart-svc", "warn", message]);
      return locate(rows)?.findings.some((f) => f.service === "tax-calc");
    };
    expect(calls("call to tax-calc failed with 503 on attempt 1/3, retrying in 300ms")).toBeFalsy();
    expect(calls("call to tax-calc failed with 503 after 3 attempts, giving up")).toBe(true);
  });

  test("a 502 blip or two naming a callee does not make the callee a candidate", () => {
    const rows = healthy();
    rows.push([720_009, "cart-svc", "error", "upstream tax-calc returned 502 Bad Gateway"]);
    rows.push([720_409, "cart-svc", "error", "upstream tax-calc returned 502 Bad Gateway"]);
    expect(locate(rows)?.findings.some((f) => f.service === "tax-calc")).toBeFalsy();
  });

  test("a name too short to tell from a word counts only as a URL's host", () => {
    const m = new ServiceMatcher(["sso", "courses"]);
    expect(
      m.find("no key with kid 'k-7' in JWKS from https://sso.campus.edu/.well-known/jwks.json", "courses"),
    ).toEqual(["sso"]);
    expect(m.find("sso login ok for s-1; no sso session for s-2", "courses")).toEqual([]);
  });

  test("two services failing in their own words over one service they both name make it the origin, not a path", () => {
    const rows = (message: string) => {
      const out = healthy();
      for (let i = 720; i < 1200; i += 4) {
        out.push([i * 1000 + 9, "cart-svc", "error", message]);
        out.push([i * 1000 + 11, "checkout-gw", "error", message]);
      }
      return locate(out)?.origin.service;
    };
    expect(rows("JWT verification failed: no key with kid 'k-7' in JWKS from https://tax-calc.internal/jwks")).toBe(
      "tax-calc",
    );
    // a path that fails to it is the path's (the network's), not the service's
    expect(rows("lookup tax-calc on 10.0.0.2:53: no such host")).not.toBe("tax-calc");
  });

  test("noise there from the window's first seconds that nobody feels does not set the clock for a later failure", () => {
    const rows = (noiseFrom: number) => {
      const out = healthy();
      for (let t = 0; t < 1_200_000; t += 1000)
        out.push([t + 3, "crane-feed", "info", `crane STS-${t % 7} telemetry ok`]);
      for (let t = noiseFrom; t < 1_200_000; t += 2000)
        out.push([t, "crane-feed", "warn", `sensor STS-${t % 7}/anemometer reading out of range (113 m/s), dropped`]);
      for (let t = 600_000; t < 1_200_000; t += 2000)
        out.push([
          t,
          "tax-calc",
          "error",
          `POST /v1/tax failed 500\njava.lang.IllegalStateException: rate table not loaded\n\tat com.acme.tax.RateService.lookup(RateService.java:88)\n\tat com.acme.tax.TaxController.post(TaxController.java:41)`,
        ]);
      return locate(out)?.origin.service;
    };
    expect(rows(20_000)).toBe("tax-calc");
  });

  test("calls refused by an address nobody names lead to the one workload a supervisor is restarting meanwhile", () => {
    const rows = (supervised: boolean) => {
      const out = healthy();
      for (let t = 600_000; t < 1_200_000; t += 15_000) {
        out.push([t, "tax-calc", "error", "failed to load settings: thread 'main' panicked at src/settings.rs:62:14"]);
        if (supervised)
          out.push([
            t + 2000,
            "kubelet",
            "warn",
            "Back-off restarting failed container tax-calc in pod tax-calc-7d9c6",
          ]);
      }
      for (let t = 600_500; t < 1_200_000; t += 500)
        out.push([
          t,
          "cart-svc",
          "error",
          "price lookup failed: dial tcp 10.42.7.19:7443: connect: connection refused",
        ]);
      return locate(out);
    };
    const loc = rows(true);
    expect(loc?.origin.service).toBe("tax-calc");
    expect(loc?.findings.find((f) => f.service === "cart-svc")?.names.has("tax-calc")).toBe(true);
    expect(rows(false)?.findings.find((f) => f.service === "cart-svc")?.names.size).toBe(0);
  });
});

test("a database logging lock waits a minute before its client's pool runs dry is the origin its client speaks of", () => {
  const rows = healthy();
  for (let i = 0; i < 1200; i += 20)
    rows.push([i * 1000 + 11, "orders-db", "info", `LOG:  checkpoint complete (${i})`]);
  for (let i = 600; i < 1200; i += 4)
    rows.push([
      i * 1000 + 5,
      "orders-db",
      "warn",
      `LOG:  process ${9000 + i} still waiting for RowExclusiveLock on relation 16402 of database 16384 after 1000.5 ms`,
    ]);
  for (let i = 660; i < 1200; i++)
    rows.push([
      i * 1000 + 9,
      "cart-svc",
      "error",
      "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0)",
    ]);
  const agg = aggregatesOf(rows);
  expect(analyze(agg, agg.records).result.rootCause).toMatchObject({ service: "orders-db", category: "database" });
});

describe("localize: supervisors", () => {
  test("a workload its supervisor reports OOMKilled needs no failing line of its own to be the origin", () => {
    const rows = healthy();
    for (let i = 0; i < 1200; i += 4) rows.push([i * 1000 + 2, "roaming-gw", "info", `roam session ${i} opened`]);
    for (let i = 700; i < 1200; i += 90) {
      rows.push([
        i * 1000,
        "kubelet",
        "warn",
        `"Container exited" container="roaming-gw" exitCode=137 reason="OOMKilled"`,
      ]);
      // after each restart only notices of its own, no failure
      for (let k = 0; k < 3; k++)
        rows.push([i * 1000 + 3000 + k, "roaming-gw", "warn", `roaming cache cold, warming ${1200 + k} entries`]);
    }
    for (let i = 640; i < 1200; i += 45) {
      rows.push([
        i * 1000,
        "cart-svc",
        "error",
        "retrying POST http://tax-calc/v1/notify failed: 502 Bad Gateway\n\tat com.acme.Notify.send(Notify.java:41)",
      ]);
      rows.push([i * 1000 + 30, "checkout-gw", "error", "upstream returned 500; roaming-gw refused connection"]);
    }
    expect(locate(rows)?.origin.service).toBe("roaming-gw");
  });
});

test("callers of a service that names the one it called vote for that one: the failure passed through", () => {
  // entitlements dies of its heap (its process logs it late, after the restart); inventory's calls to it are refused;
  // player-profile fails over inventory, and three services over player-profile
  const rows = healthy();
  for (let i = 0; i < 720; i += 5)
    rows.push([i * 1000 + 2, "entitlements", "info", `entitlement cache hit ratio ${i}%`]);
  for (const t of [760_000, 820_000])
    rows.push([
      t,
      "entitlements",
      "fatal",
      "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
    ]);
  for (let i = 731; i < 1200; i += 2) {
    rows.push([
      i * 1000 + 5,
      "inventory",
      "error",
      'I/O error on GET request for "http://entitlements:3000/x": Connection refused',
    ]);
    rows.push([
      i * 1000 + 20,
      "player-profile",
      "error",
      "503 Service Unavailable from GET http://inventory:8080/v1/inventory",
    ]);
    for (const caller of ["leaderboard", "matchmaker", "lobby-api"])
      rows.push([i * 1000 + 40, caller, "error", "call to player-profile failed: 503 Service Unavailable"]);
  }
  const loc = locate(rows);
  expect(loc?.origin.service).toBe("entitlements");
  // of two services naming each other, neither takes the other's callers
  const mutual = healthy();
  for (let i = 720; i < 1200; i += 2) {
    mutual.push([i * 1000 + 5, "cart-svc", "error", "call to tax-calc failed: 500 Internal Server Error"]);
    mutual.push([i * 1000 + 9, "tax-calc", "error", "callback to cart-svc failed: 500 Internal Server Error"]);
    mutual.push([i * 1000 + 20, "checkout-gw", "error", "cart-svc answered 502 Bad Gateway"]);
  }
  const m = locate(mutual);
  expect(m?.origin.service).toBe("cart-svc");
  // nor, in a ring of three, any of them
  const ring = healthy();
  for (let i = 720; i < 1200; i += 2) {
    ring.push([i * 1000 + 5, "cart-svc", "error", "call to tax-calc failed: 500 Internal Server Error"]);
    ring.push([i * 1000 + 9, "tax-calc", "error", "call to geo-svc failed: 500 Internal Server Error"]);
    ring.push([i * 1000 + 12, "geo-svc", "error", "callback to cart-svc failed: 500 Internal Server Error"]);
    ring.push([i * 1000 + 20, "checkout-gw", "error", "tax-calc answered 502 Bad Gateway"]);
  }
  expect(locate(ring)?.origin.service).toBe("tax-calc");
});

test("a silent callee two callers fail over takes the votes of those who fail over its callers", () => {
  const silent = (namers: string[]): string | undefined => {
    const rows = healthy().filter(([t, svc]) => !(svc === "tax-calc" && t >= 720_000));
    for (let i = 720; i < 1200; i += 2) {
      for (const namer of namers)
        rows.push([
          i * 1000 + 5,
          namer,
          "error",
          'I/O error on POST request for "http://tax-calc:8080/v1/tax": Connection refused',
        ]);
      for (const caller of ["basket-api", "orders-api", "quotes-api"])
        rows.push([i * 1000 + 40, caller, "error", `503 Service Unavailable from GET http://${namers[0]}:8080/v1/x`]);
    }
    return locate(rows)?.origin.service;
  };
  expect(silent(["cart-svc", "checkout-gw"])).toBe("tax-calc");
});
