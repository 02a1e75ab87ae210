// Quiet windows: events that look alarming but that a senior on-call engineer would close as "no incident".
// Each kind adds its events on top of the background after a baseline and returns the one-line note.
import { serviceOf } from "./estates.js";
import type { Win } from "./stream.js";

export type QuietKind = (w: Win) => string;

const hhmm = (t: number) => new Date(t).toISOString().slice(11, 16);

/** Start of the event: after a baseline of 35-55 % of the window. */
const begin = (w: Win) => w.m(w.minutes * (0.35 + w.r.next() * 0.2));

export const QUIET: Record<string, QuietKind> = {
  chaos(w) {
    const core = w.svc("core");
    const edge = w.svc("edge");
    const s = begin(w);
    const id = `ce-${w.r.int(100, 999)}`;
    w.at(
      s - 60000,
      core,
      "info",
      `chaos: experiment pod-delete/${id} scheduled against ${core} at ${hhmm(s)} (game day, owner=sre)`,
    );
    w.at(s, core, "warn", `Received SIGTERM, shutting down gracefully (litmus chaos experiment ${id})`);
    w.at(s + 300, core, "info", "HikariPool-1 - Shutdown initiated...");
    w.at(s + 900, core, "info", "HikariPool-1 - Shutdown completed.");
    for (let i = 0; i < w.r.int(4, 9); i++)
      w.at(
        s + w.r.int(100, 6000),
        edge,
        "warn",
        `upstream ${core}: connect() failed (111: Connection refused), retrying on next endpoint`,
        {
          trace: w.trace(),
        },
      );
    w.at(
      s + 5000,
      edge,
      "info",
      `upstream ${core}: endpoint 10.2.${w.r.int(1, 9)}.${w.r.int(2, 250)}:8080 removed (pod terminated)`,
    );
    w.at(
      s + 19000,
      core,
      "info",
      `Started Application in ${w.r.int(11, 19)}.${w.r.int(1, 9)} seconds (process running for ${w.r.int(20, 25)}.1)`,
    );
    w.at(s + 24000, edge, "info", `upstream ${core}: 3/3 endpoints healthy`);
    w.at(
      s + 90000,
      core,
      "info",
      `chaos: experiment pod-delete/${id} finished, verdict=Pass (probe http-success-rate 99.8% >= 99%)`,
    );
    return `announced chaos experiment kills one ${core} pod; ${edge} retries a few refused connections and all endpoints are healthy again in 25 s`;
  },
  bluegreen(w) {
    const edge = w.svc("edge");
    const core = w.svc("core");
    const s = begin(w);
    w.at(s, edge, "info", `switching upstream ${core}: blue (4.7.2) -> green (4.8.0), weight 0 -> 100`);
    w.at(s + 200, core, "info", "blue: draining 38 in-flight connections, waiting up to 30s");
    for (let i = 0; i < w.r.int(5, 12); i++)
      w.at(
        s + w.r.int(1000, 28000),
        core,
        "warn",
        "blue: closing idle keep-alive connection from 10.1.4.17 (draining)",
      );
    for (let i = 0; i < w.r.int(3, 6); i++)
      w.at(
        s + w.r.int(2000, 30000),
        edge,
        "warn",
        `upstream prematurely closed connection while reading response header from ${core}-blue, retried on ${core}-green`,
        {
          trace: w.trace(),
        },
      );
    w.at(s + 29000, core, "info", "blue: drained, 0 in-flight; listener closed");
    w.at(s + 31000, edge, "info", `upstream ${core}: green serving 100% (error rate 0.02%)`);
    return `blue/green switch of ${core} with connection draining; a handful of retried keep-alive closes, green serves cleanly`;
  },
  canary(w) {
    const core = w.svc("core2");
    const s = begin(w);
    const v = `5.${w.r.int(1, 30)}.${w.r.int(0, 9)}`;
    let t = s;
    for (const pct of [10, 25, 50, 100]) {
      w.at(t, core, "info", `rollout ${core} ${v}: canary weight set to ${pct}%`);
      w.at(
        t + 1500,
        core,
        "warn",
        `first request after start took ${w.r.int(900, 2400)}ms (cold start: JIT/connection pool warm-up)`,
      );
      w.at(
        t + 55000,
        core,
        "info",
        `rollout ${core} ${v}: analysis success-rate=99.9${w.r.int(1, 9)}% p99=${w.r.int(180, 260)}ms (thresholds 99.5%, 500ms) -> pass`,
      );
      t += 60000;
    }
    w.at(t, core, "info", `rollout ${core} ${v}: promoted, old ReplicaSet scaled to 0`);
    return `canary rollout of ${core} ${v} through 10/25/50/100 % with cold-start warnings; every analysis step passes`;
  },
  pgcheckpoint(w) {
    const db = w.svc("db");
    const wk = w.svc("worker");
    const s = begin(w);
    w.at(s - 2000, wk, "info", `bulk import of ${w.estate.table} started (nightly backfill, 2.1M rows)`);
    for (let i = 0; i < 5; i++) {
      w.at(
        s + i * 26000,
        db,
        "warn",
        `checkpoints are occurring too frequently (${w.r.int(18, 28)} seconds apart)\nHINT:  Consider increasing the configuration parameter "max_wal_size".`,
      );
    }
    for (let i = 0; i < 3; i++)
      w.at(
        s + 20000 + i * 40000,
        db,
        "info",
        `automatic vacuum of table "app.public.${w.estate.table}": index scans: 1\n\tpages: 0 removed, ${w.r.int(40000, 90000)} remain, ${w.r.int(1000, 9000)} scanned (${w.r.int(2, 15)}.${w.r.int(0, 9)}% of total)\n\ttuples: ${w.r.int(10000, 90000)} removed, ${w.r.int(1000000, 3000000)} remain, 0 are dead but not yet removable\n\tavg read rate: ${w.r.int(5, 40)}.${w.r.int(100, 999)} MB/s, avg write rate: ${w.r.int(1, 20)}.${w.r.int(100, 999)} MB/s`,
      );
    w.at(s + 160000, wk, "info", `bulk import of ${w.estate.table} finished: 2,104,388 rows in 2m41s`);
    return `nightly bulk import makes ${db} log "checkpoints are occurring too frequently" and autovacuum runs; import completes`;
  },
  onlinemigration(w) {
    const db = w.svc("db");
    const wk = w.svc("worker");
    const core = w.svc("core");
    const s = begin(w);
    const tbl = w.estate.table;
    w.at(
      s,
      wk,
      "info",
      `migrate: applying 20260611_0930_add_${tbl}_status_idx.sql (CREATE INDEX CONCURRENTLY, lock_timeout=2s)`,
    );
    for (let i = 0; i < w.r.int(3, 6); i++) {
      const t = s + w.r.int(5000, 120000);
      const pid = w.r.int(1000, 30000);
      w.at(
        t,
        db,
        "info",
        `process ${pid} still waiting for ShareLock on virtual transaction 12/${w.r.int(1000, 99999)} after 1000.${w.r.int(100, 999)} ms`,
      );
      w.at(
        t + w.r.int(200, 1500),
        db,
        "info",
        `process ${pid} acquired ShareLock on virtual transaction after ${w.r.int(1100, 2600)}.${w.r.int(100, 999)} ms`,
      );
    }
    for (let i = 0; i < w.r.int(2, 5); i++) {
      const t = s + w.r.int(5000, 120000);
      const tr = w.trace();
      w.at(
        t,
        core,
        "warn",
        `SQL Error: 0, SQLState: 55P03 - ERROR: canceling statement due to lock timeout; retrying transaction (attempt 1 of 3)`,
        { trace: tr },
      );
      w.at(t + w.r.int(200, 800), core, "info", `transaction committed on attempt 2 (${tbl} update)`, { trace: tr });
    }
    w.at(
      s + 150000,
      wk,
      "info",
      `migrate: 20260611_0930_add_${tbl}_status_idx.sql applied in 2m30s; schema version 20260611093000`,
    );
    return `online index migration on ${tbl} causes lock-wait log lines in ${db} and a few retried lock timeouts in ${core}; migration completes`;
  },
  shadowlimiter(w) {
    const edge = w.svc("edge");
    const s = begin(w);
    const key = `partner-${w.r.pick(["acme", "globex", "initech", "umbrella"])}`;
    w.at(
      s - 30000,
      edge,
      "info",
      `rate limiter policy partner-default v3 loaded in SHADOW mode (limit 600 req/min per key, enforcement off)`,
    );
    w.poisson(w.r.int(8, 20), s, s + w.r.int(120000, 240000), (t) =>
      w.at(
        t,
        edge,
        "warn",
        `rate limiter (shadow): would have limited key=${key} rate=${w.r.int(640, 900)}/min limit=600/min path=${w.r.pick(w.estate.paths)}; request allowed`,
      ),
    );
    return `new rate-limit policy in shadow mode logs "would have limited" for ${key}; every request is allowed and served`;
  },
  jwks(w) {
    const auth = w.svc("auth");
    const s = begin(w);
    const kid = `2026-06-${w.r.pick(["a", "b", "c"])}`;
    w.at(s, auth, "info", `signing key rotated: active kid=${kid} (RS256), previous kid kept in JWKS for 24h`);
    for (const svc of [w.svc("core"), w.svc("core2"), w.svc("edge")]) {
      const t = s + w.r.int(2000, 40000);
      w.at(
        t,
        svc,
        "warn",
        `JWT header kid "${kid}" not found in cached JWKS, refreshing from https://${auth}.internal/.well-known/jwks.json`,
      );
      w.at(
        t + w.r.int(40, 200),
        svc,
        "info",
        `JWKS refreshed: 3 keys (kids 2026-05-c, 2026-06-0, ${kid}); token verified`,
      );
    }
    return `${auth} rotates its JWT signing key; each verifier logs one "kid not found, refreshing JWKS" and then verifies`;
  },
  spot(w) {
    const wk = w.svc("worker");
    const c2 = w.svc("core2");
    const nth = "aws-node-termination-handler";
    w.skew.set(nth, 0);
    const s = begin(w);
    const node = `ip-10-0-${w.r.int(1, 200)}-${w.r.int(1, 200)}.eu-west-1.compute.internal`;
    w.at(
      s,
      nth,
      "warn",
      `Spot interruption notice received: instance i-0${w.r.hex(16)} (${node}) will be terminated at ${new Date(s + 120000).toISOString()}`,
    );
    w.at(s + 1000, nth, "info", `Node "${node}" cordoned; draining 6 pods (grace period 90s)`);
    for (const svc of [wk, c2]) {
      w.at(s + w.r.int(2000, 5000), svc, "warn", "SIGTERM received: finishing in-flight work before exit");
      w.at(s + w.r.int(30000, 60000), svc, "info", "startup complete, ready to serve (rescheduled)");
    }
    w.at(s + 70000, nth, "info", `Node "${node}" drained successfully; all pods rescheduled`);
    return `spot instance interruption: the node is cordoned and drained, ${wk} and ${c2} restart elsewhere within a minute`;
  },
  kafkalag(w) {
    const c = w.svc("consumer");
    const s = begin(w);
    const topic = w.estate.topic;
    w.at(s, c, "info", `deploy ${c} 3.${w.r.int(1, 30)}.0: stopping consumer, committing offsets`);
    w.at(s + 5000, c, "info", `[Consumer clientId=${c}-1, groupId=${c}] (Re-)joining group`);
    w.at(
      s + 8000,
      c,
      "info",
      `[Consumer clientId=${c}-1, groupId=${c}] Successfully joined group with generation Generation{generationId=${w.r.int(40, 400)}}`,
    );
    let lag = w.r.int(30000, 90000);
    for (let t = s + 15000; lag > 0; t += 20000) {
      w.at(
        t,
        c,
        lag > 10000 ? "warn" : "info",
        `consumer lag on ${topic}: ${lag} messages (threshold 10000), catching up at ${w.r.int(2000, 4000)} msg/s`,
      );
      lag = Math.max(0, lag - w.r.int(12000, 25000));
      if (lag === 0) w.at(t + 20000, c, "info", `consumer lag on ${topic}: 0 messages, caught up`);
    }
    return `${c} is redeployed, lag on ${topic} climbs above the warning threshold and catches up to 0 within minutes`;
  },
  halfopen(w) {
    const core = w.svc("core");
    const v = w.estate.vendor;
    const s = begin(w);
    for (let i = 0; i < 5; i++)
      w.at(
        s + i * 700,
        core,
        "warn",
        `POST https://${v}/v1/verify failed: 503 Service Unavailable (served from fallback)`,
        { trace: w.trace() },
      );
    w.at(
      s + 3600,
      core,
      "warn",
      "CircuitBreaker 'vendor' changed state from CLOSED to OPEN (failure rate 55.0% >= 50.0%)",
    );
    w.at(s + 33600, core, "info", "CircuitBreaker 'vendor' changed state from OPEN to HALF_OPEN");
    w.at(s + 34000, core, "info", `POST https://${v}/v1/verify 200 (${w.r.int(80, 300)} ms) [half-open probe 1/3]`);
    w.at(s + 36000, core, "info", "CircuitBreaker 'vendor' changed state from HALF_OPEN to CLOSED");
    return `${v} blips for 3 s; ${core}'s breaker opens, serves fallback, half-open probe succeeds and it closes 30 s later`;
  },
  quota80(w) {
    const c2 = w.svc("core2");
    const s = begin(w);
    w.at(
      s,
      c2,
      "warn",
      `quota usage for 'maps-geocoding-requests' reached 80% of daily limit (80012/100000); resets at 00:00 UTC`,
    );
    w.at(s + w.r.int(60000, 200000), c2, "info", "quota usage for 'maps-geocoding-requests' 81% (81240/100000)");
    return `${c2} warns that a third-party daily quota reached 80 %; no request is refused`;
  },
  replicalag(w) {
    const c2 = w.svc("core2");
    const db = w.svc("db");
    const s = begin(w);
    w.at(s - 5000, db, "info", 'automatic analyze of table "app.public.events"');
    for (let i = 0; i < 4; i++)
      w.at(
        s + i * 15000,
        c2,
        "warn",
        `read replica ${db}-replica-1 lag ${w.r.int(11, 24)}.${w.r.int(0, 9)}s exceeds 10s; routing reads to primary`,
      );
    w.at(s + 70000, c2, "info", `read replica ${db}-replica-1 lag 0.${w.r.int(1, 9)}s; routing reads back to replica`);
    return `replica lag on ${db} rises above 10 s for a minute; ${c2} reads from the primary and switches back when it clears`;
  },
  poolresize(w) {
    const core = w.svc("core");
    const s = begin(w);
    w.at(s, core, "warn", "HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=4)");
    w.at(
      s + 2000,
      core,
      "warn",
      "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m4s173ms).",
    );
    w.at(s + 30000, core, "info", "config refresh: spring.datasource.hikari.maximum-pool-size 20 -> 40");
    for (let i = 0; i < 6; i++)
      w.at(
        s + 31000 + i * 300,
        core,
        "info",
        `HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@${w.r.hex(8)}`,
      );
    w.at(s + 60000, core, "info", "HikariPool-1 - Pool stats (total=26, active=11, idle=15, waiting=0)");
    return `${core}'s connection pool is briefly saturated during a traffic bump and is resized 20 -> 40 live; no request fails`;
  },
  dnsrefresh(w) {
    const c2 = w.svc("core2");
    const s = begin(w);
    w.at(s, c2, "info", "dns: refreshing resolver cache (14 hosts, ttl expired)");
    for (let i = 0; i < 3; i++)
      w.at(
        s + w.r.int(10, 900),
        c2,
        "warn",
        `dns: lookup ${w.estate.vendor} on 10.96.0.10:53: read udp 10.1.3.7:${w.r.int(30000, 60000)}->10.96.0.10:53: i/o timeout; using cached address (stale 2s)`,
      );
    w.at(s + 1400, c2, "info", "dns: resolver cache refreshed, 14/14 hosts resolved");
    return `${c2}'s DNS cache refresh sees three resolver timeouts and serves stale addresses until it completes 1.4 s later`;
  },
  lockedrow(w) {
    const wk = w.svc("worker");
    const s = begin(w);
    for (let i = 0; i < w.r.int(3, 6); i++) {
      const t = s + i * 25000;
      const row = w.r.int(10000, 99999);
      w.at(
        t,
        wk,
        "warn",
        `psycopg.errors.LockNotAvailable: could not obtain lock on row in relation "${w.estate.table}" (id=${row}); retrying in 2s (attempt 1/5)`,
      );
      w.at(t + 2100, wk, "info", `row ${row} processed on attempt 2`);
    }
    return `${wk} hits rows locked by user traffic (SELECT ... FOR UPDATE NOWAIT), retries and processes each one`;
  },
  auditdenied(w) {
    const auth = w.svc("auth");
    const edge = w.svc("edge");
    const s = begin(w);
    w.poisson(w.r.int(4, 10), s, s + 180000, (t) => {
      const tr = w.trace();
      w.at(
        t,
        auth,
        "warn",
        `audit: access denied principal=qa-e2e-bot@test.invalid action=admin:write resource=${w.r.pick(w.estate.paths)} reason="role qa-readonly lacks permission"`,
        { trace: tr },
      );
      w.at(t + 5, edge, "warn", `PUT ${w.r.pick(w.estate.paths)} 403 ${w.r.int(3, 9)}ms (client=qa-e2e-suite)`, {
        trace: tr,
      });
    });
    return `the end-to-end test account qa-e2e-bot probes admin endpoints and is denied (by design); no real user is affected`;
  },
  synthetic(w) {
    const edge = w.svc("edge");
    w.every(60000, w.start, w.end, (t) =>
      w.at(
        t,
        edge,
        "error",
        `GET /__synthetic/expect-500 500 1ms - DatadogSynthetics (check "negative-path: error page renders", expected status 500)`,
      ),
    );
    return `a synthetic monitor calls an endpoint that returns 500 on purpose every minute; everything else is normal`;
  },
  tlsold(w) {
    const edge = w.svc("edge");
    const go = serviceOf(w.estate, edge).runtime === "go";
    const s = begin(w);
    w.poisson(w.r.int(5, 15), s, w.end, (t) =>
      w.at(
        t,
        edge,
        "warn",
        go
          ? `http: TLS handshake error from 10.${w.r.int(0, 9)}.${w.r.int(0, 250)}.${w.r.int(2, 250)}:${w.r.int(30000, 60000)}: tls: client offered only unsupported versions: [302 301]`
          : `tlsClientError: Error: C0:${w.r.hex(4).toUpperCase()}:error:0A000102:SSL routines::unsupported protocol (client 10.${w.r.int(0, 9)}.0.${w.r.int(2, 250)}, ua LegacyKiosk/2.1)`,
      ),
    );
    return `old kiosk clients still offering TLS 1.0/1.1 fail handshakes at ${edge}; every current client connects fine`;
  },
  webhook410(w) {
    const x = w.svc("extra");
    const s = begin(w);
    for (let i = 0; i < w.r.int(4, 9); i++)
      w.at(
        s + i * w.r.int(3000, 15000),
        x,
        "warn",
        `webhook delivery WH-${w.r.int(10000, 99999)} to https://hooks.oldpartner.example/cb returned 410 Gone; subscription SUB-4471 marked deleted, not retrying`,
      );
    w.at(s + 150000, x, "info", "webhook queue: 0 pending deliveries for SUB-4471 (subscription deleted)");
    return `queued webhook deliveries to a partner's deleted subscription return 410 Gone and are dropped as designed`;
  },
  oomname(w) {
    const wk = w.svc("worker");
    const c2 = w.svc("core2");
    const s = begin(w);
    w.at(
      s,
      wk,
      "info",
      "nightly contract tests: 412 run, 412 passed (incl. PayloadLimitsSuite.rejectsBodyThatWouldCauseOutOfMemoryError)",
    );
    w.poisson(3, s, w.end, (t) =>
      w.at(
        t,
        c2,
        "info",
        `search q="out of memory" hits=${w.r.int(2, 30)} took=${w.r.int(4, 40)}ms (trending: indie title 'OutOfMemory: Reboot')`,
      ),
    );
    w.at(s + 5000, c2, "warn", `product 'OutOfMemory: Reboot' has no image for locale fr-FR, using en-GB`);
    return `"OutOfMemory" only appears as a test name and a product title people search for; nothing runs out of memory`;
  },
  livenessslow(w) {
    const core = w.svc("core");
    const s = begin(w);
    w.at(
      s - 200,
      core,
      "info",
      `[gc] GC(${w.r.int(200, 900)}) Pause Young (Normal) (G1 Evacuation Pause) 1411M->402M(2048M) 611.204ms`,
    );
    w.at(s, core, "warn", `GET /actuator/health/liveness -> 200 (${w.r.int(3600, 4700)} ms) - probe timeout is 5s`);
    w.at(s + 15000, core, "info", `GET /actuator/health/liveness -> 200 (3 ms)`);
    return `one liveness probe of ${core} takes 4 s after a long GC pause but still passes; nothing restarts`;
  },
  cdnpurge(w) {
    const edge = w.svc("edge");
    const c2 = w.svc("core2");
    const s = begin(w);
    w.at(s, c2, "info", `CDN purge requested: surrogate-key catalog-v${w.r.int(20, 90)} (${w.r.int(800, 3000)} URLs)`);
    w.at(s + 4000, c2, "info", "CDN purge completed in 3.8s");
    w.poisson(60, s + 4000, s + 120000, (t) =>
      w.at(t, edge, "info", `GET ${w.r.pick(w.estate.paths)} 200 ${w.r.int(150, 900)}ms x-cache=MISS (origin fetch)`, {
        trace: w.trace(),
      }),
    );
    w.at(s + 30000, edge, "warn", "origin request rate 3.1x baseline after cache purge (p95 820ms)");
    w.at(s + 125000, edge, "info", "cache hit ratio back to 94%");
    return `a CDN purge sends a burst of cache misses to the origin; latency rises for two minutes, all 200s, hit ratio recovers`;
  },
  slowquery(w) {
    const db = w.svc("db");
    const s = begin(w);
    for (let i = 0; i < w.r.int(4, 9); i++)
      w.at(
        s + w.r.int(0, 200000),
        db,
        "info",
        `duration: ${w.r.int(1000, 1900)}.${w.r.int(100, 999)} ms  statement: SELECT * FROM ${w.estate.table} WHERE updated_at > $1 ORDER BY updated_at LIMIT 5000`,
      );
    return `${db} logs a few statements over log_min_duration_statement (1 s), well under the 5 s alert threshold; reporting export`;
  },
  synflood(w) {
    const edge = w.svc("edge");
    const s = begin(w);
    w.at(s - 10000, edge, "info", "marketing push sent at " + hhmm(s) + ", expecting traffic spike");
    w.at(
      s + 2000,
      edge,
      "warn",
      "kernel: TCP: request_sock_TCP: Possible SYN flooding on port 443. Sending cookies.  Check SNMP counters.",
    );
    w.poisson(120, s, s + 150000, (t) =>
      w.at(t, edge, "info", `GET ${w.r.pick(w.estate.paths)} 200 ${w.r.int(20, 300)}ms`, { trace: w.trace() }),
    );
    w.at(s + 40000, edge, "info", "HorizontalPodAutoscaler: scaled to 9 replicas (cpu 78%)");
    return `a push campaign spikes traffic, the kernel notes possible SYN flooding and sends cookies; everything is served`;
  },
  redisdrill(w) {
    const core = w.svc("core");
    const s = begin(w);
    w.at(s - 30000, core, "info", "maintenance: Redis failover drill at " + hhmm(s) + " (announced in #ops)");
    w.at(
      s,
      core,
      "warn",
      "Redis connection lost: read ECONNRESET (sentinel +switch-master mymaster 10.4.1.11 6379 10.4.1.23 6379)",
    );
    for (let i = 0; i < 3; i++)
      w.at(
        s + 200 + i * 150,
        core,
        "warn",
        "READONLY You can't write against a read only replica. - retrying after master refresh",
      );
    w.at(s + 1200, core, "info", "Redis reconnected to master 10.4.1.23:6379");
    return `announced Redis sentinel failover drill; ${core} retries three READONLY writes and reconnects in about a second`;
  },
  certrenew(w) {
    const edge = w.svc("edge");
    const s = begin(w);
    w.at(s, edge, "warn", `certificate api.${w.estate.ns}.example expires in 29 days (2026-07-10T00:00:00Z)`);
    w.at(s + 40000, edge, "info", "certificate renewed by cert-manager (order renew-1); reloading TLS context");
    w.at(s + 41000, edge, "info", "TLS context reloaded, new expiry 2026-09-08T00:00:00Z");
    return `certificate-expiry warning at ${edge} followed by automatic renewal and reload`;
  },
  esyellow(w) {
    const c2 = w.svc("core2");
    const s = begin(w);
    w.at(
      s,
      c2,
      "warn",
      "search cluster health changed GREEN -> YELLOW (unassigned_shards=6, reason: node es-data-2 left during rolling restart)",
    );
    w.at(s + 60000, c2, "warn", "search cluster health YELLOW (unassigned_shards=2, relocating=2)");
    w.at(s + 110000, c2, "info", "search cluster health changed YELLOW -> GREEN");
    return `Elasticsearch rolling restart turns cluster health yellow for two minutes; queries keep working, health returns to green`;
  },
  loadtest(w) {
    const edge = w.svc("edge");
    const s = begin(w);
    w.at(
      s - 5000,
      edge,
      "info",
      "load test LT-77 started by perf team (tenant=perf-sandbox, client=k6-loadtest, 400 vus)",
    );
    w.poisson(40, s, s + 180000, (t) =>
      w.at(
        t,
        edge,
        "warn",
        `POST ${w.r.pick(w.estate.paths)} 429 1ms - k6/0.51.0 (tenant perf-sandbox over 300 req/s)`,
      ),
    );
    w.at(s + 182000, edge, "info", "load test LT-77 finished");
    return `an announced k6 load test on a sandbox tenant hits its rate limit (429s for k6 only); real customers are unaffected`;
  },
  diskcleanup(w) {
    const wk = w.svc("worker");
    const s = begin(w);
    w.at(s, wk, "warn", "disk usage 83% on /var/lib/exports (threshold 80%), triggering retention cleanup");
    w.at(s + 25000, wk, "info", "retention cleanup removed 1,204 files older than 14d (14.2 GiB); disk usage 61%");
    return `${wk}'s export volume crosses 80 %, retention cleanup frees 14 GiB automatically`;
  },
  clientcancel(w) {
    const edge = w.svc("edge");
    const s = begin(w);
    w.poisson(w.r.int(6, 14), s, w.end, (t) =>
      w.at(
        t,
        edge,
        "warn",
        `${w.r.pick(w.estate.paths)} 499 client closed request after ${w.r.int(100, 2000)}ms (context canceled)`,
        { trace: w.trace() },
      ),
    );
    return `mobile clients cancel requests when users navigate away (499 / context canceled) at a normal rate`;
  },
  idempotency(w) {
    const core = w.svc("core");
    const s = begin(w);
    w.poisson(w.r.int(3, 8), s, w.end, (t) =>
      w.at(
        t,
        core,
        "warn",
        `409 Conflict: Idempotency-Key ${w.r.hex(8)}-${w.r.hex(4)} already used; returning stored response (client ios-6.${w.r.int(1, 9)})`,
      ),
    );
    return `an app version double-submits requests; ${core} answers the duplicates from its idempotency store`;
  },
  gcpressure(w) {
    const core = w.svc("core");
    const s = begin(w);
    for (let i = 0; i < 8; i++)
      w.at(
        s + i * 9000,
        core,
        i % 3 === 0 ? "warn" : "info",
        `[gc] GC(${1000 + i}) Pause Young (Concurrent Start) (G1 Humongous Allocation) ${w.r.int(1500, 1900)}M->${w.r.int(400, 700)}M(2048M) ${w.r.int(60, 190)}.${w.r.int(100, 999)}ms`,
      );
    w.at(s + 80000, core, "info", `report export finished (${w.r.int(40, 90)} MB CSV); heap after GC 412M/2048M`);
    return `a large CSV export causes humongous allocations and G1 pauses in ${core}; heap returns to normal after it finishes`;
  },
  flagrollback(w) {
    const core = w.svc("core2");
    const s = begin(w);
    w.at(s, core, "info", "config reloaded from flags service: new_ranking_v2=false (was 10%)");
    w.at(s + 100, core, "warn", "unknown flag 'legacy_sort_fallback' in config, ignoring");
    w.at(s + 200, core, "warn", "unknown flag 'exp_banner_q2' in config, ignoring");
    return `experiment flag turned off by product; ${core} reloads config and warns about two stale flag names`;
  },
};
