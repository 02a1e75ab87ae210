// The quiet windows: routine operations that make alarming-looking noise but end with everything working. Each
// kind writes its lines into the stream from `tf` (the end of the baseline) and returns the one-line note.
import { refused, reset, rtOf } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export interface QuietKind {
  kind: string;
  run: (s: Stream, tf: number) => string;
}

const S = 1000;
const M = 60 * S;
const ip = (r: Rng) => `10.42.${r.int(0, 15)}.${r.int(2, 250)}`;
const pod = (r: Rng, svc: string) => `${svc}-${r.hex(9)}-${r.hex(5)}`;
const iso = (ms: number) => new Date(ms).toISOString();

/** A caller's failed attempt and its successful retry. */
function retried(s: Stream, caller: string, callee: string, t: number, why: string): void {
  const tr = s.trace();
  s.add(caller, t, "warn", `${callee} call failed: ${why}; retrying (attempt 2 of 3)`, { trace: tr });
  s.add(caller, t + s.r.int(150, 600), "info", `${callee} call succeeded after 1 retry`, { trace: tr });
}

function javaStack(pkg: string, top: string[]): string[] {
  return [
    ...top.map((x) => `\tat ${x}`),
    `\tat ${pkg}.web.ApiController.handle(ApiController.java:88)`,
    "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
    "\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)",
    "\tat org.apache.tomcat.util.threads.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:659)",
    "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
  ];
}

export const QUIET: QuietKind[] = [
  {
    kind: "rolling-deploy",
    run: (s, tf) => {
      const { r, e } = s;
      const svc = r.pick(e.backends);
      const v = `v${r.int(2, 9)}.${r.int(0, 40)}.${r.int(0, 9)}`;
      s.add(
        "deploy-bot",
        tf,
        "info",
        `argocd: sync started for ${svc} (image tag ${v}), strategy RollingUpdate maxUnavailable=1`,
      );
      for (let i = 0; i < 3; i++) {
        const t = tf + 20 * S + i * 50 * S;
        s.add(svc, t, "info", "Received SIGTERM, starting graceful shutdown (timeout 30s)");
        s.add(svc, t + 1200, "info", "Graceful shutdown complete, exiting");
        for (let k = 0; k < r.int(2, 5); k++)
          retried(s, e.edge, svc, t + r.int(800, 6000), refused(rtOf(e, e.edge), svc, 8080, ip(r)));
        s.add(svc, t + 9 * S, "info", `Starting ${svc} ${v} on pod ${pod(r, svc)}`);
        s.add(
          svc,
          t + 14 * S,
          "info",
          `Started ${svc} in ${r.int(4, 11)}.${r.int(100, 999)} seconds; readiness probe passing`,
        );
      }
      s.add("deploy-bot", tf + 190 * S, "info", `argocd: ${svc} synced and healthy (3/3 replicas at ${v})`);
      return `rolling deploy of ${svc} ${v}: each pod restart gives the edge a few connection refused, all retried successfully`;
    },
  },
  {
    kind: "hpa-scale-in",
    run: (s, tf) => {
      const { r, e } = s;
      const svc = r.pick(e.backends);
      s.add("k8s-events", tf, "info", `HorizontalPodAutoscaler/${svc}: New size: 3; reason: All metrics below target`);
      for (let i = 0; i < 3; i++) {
        const t = tf + 5 * S + i * 15 * S;
        s.add(svc, t, "info", `shutdown: draining ${r.int(8, 30)} keep-alive connections (pod ${pod(r, svc)})`);
        for (let k = 0; k < r.int(2, 4); k++)
          retried(s, e.edge, svc, t + r.int(200, 3000), reset(rtOf(e, e.edge), svc, ip(r)));
      }
      return `autoscaler scaled ${svc} in from 6 to 3 pods; draining reset a few keep-alive connections, retries succeeded`;
    },
  },
  {
    kind: "cert-rotation",
    run: (s, tf) => {
      const { r, e } = s;
      const svc = r.pick(e.services).name;
      const until = iso(tf + 6 * 24 * 3600 * S).replace(".000", "");
      s.every(s.t0, tf + 3 * M, 30 * S, (t) =>
        s.add(
          svc,
          t,
          "warn",
          `TLS certificate CN=${svc}.${e.ns}.svc expires in 6 days (notAfter=${until}), renewal pending`,
        ),
      );
      s.add(
        "cert-manager",
        tf + 2 * M,
        "info",
        `Certificate ${e.ns}/${svc}-tls: Issuing certificate as Secret was previously issued by Issuer.cert-manager.io/internal-ca`,
      );
      s.add(
        "cert-manager",
        tf + 2 * M + 4 * S,
        "info",
        `Certificate ${e.ns}/${svc}-tls: The certificate has been successfully issued`,
      );
      s.add(
        svc,
        tf + 3 * M + 2 * S,
        "info",
        `reloaded TLS certificate from /etc/tls/tls.crt (serial ${r.hex(16)}, notAfter ${iso(tf + 90 * 24 * 3600 * S)})`,
      );
      return `certificate rotation on ${svc}: expiry warnings repeat until cert-manager renews and the service reloads it`;
    },
  },
  {
    kind: "backup-lock",
    run: (s, tf) => {
      const { r, e } = s;
      const pg = `${e.dbName}-postgres`;
      const rel = r.int(16000, 17999);
      s.add("backup-cron", tf, "info", `pg_dump --format=custom --dbname=${e.dbName} started (nightly, retention 14d)`);
      s.add(
        "backup-cron",
        tf + 5 * S,
        "info",
        `partition maintenance queued behind backup: ALTER TABLE ${e.tables[0]} ATTACH PARTITION`,
      );
      for (let k = 0; k < 4; k++) {
        const t = tf + 20 * S + k * 5 * S;
        s.add(
          pg,
          t,
          "info",
          `process ${r.int(30000, 39999)} still waiting for AccessShareLock on relation ${rel} of database 16384 after 1000.${r.int(100, 999)} ms`,
        );
        s.add(
          pg,
          t + 1,
          "info",
          `DETAIL:  Process holding the lock: ${r.int(20000, 29999)}. Wait queue: ${r.int(30000, 39999)}.`,
        );
      }
      for (let k = 0; k < 6; k++)
        s.add(
          e.db,
          tf + r.int(20, 45) * S,
          "warn",
          `Slow query (${r.int(1100, 3800)} ms): select ... from ${e.tables[0]} where account_id = ? [waited on lock]`,
        );
      s.add(
        "backup-cron",
        tf + 3 * M,
        "info",
        `pg_dump finished: ${r.int(4, 40)}.${r.int(1, 9)} GB written to s3://${e.ns}-backups/${e.dbName}/ in ${r.int(150, 179)} s`,
      );
      return `nightly pg_dump of ${e.dbName}: a queued ALTER behind it made a few queries wait 1-4 s, then all cleared`;
    },
  },
  {
    kind: "debug-logging",
    run: (s, tf) => {
      const { r, e } = s;
      const svc = e.db;
      const pkg = `com.${e.company.split(" ")[0].toLowerCase()}.${svc.replace(/-/g, "")}`;
      s.add(
        svc,
        tf,
        "info",
        `Logger 'ROOT' level changed from INFO to DEBUG via POST /actuator/loggers/ROOT (user=oncall-${r.pick(["ana", "raj", "li", "tom"])})`,
      );
      s.every(tf + 2 * S, tf + 6 * M, 700, (t) => {
        const ex = r.pick([
          ["org.springframework.web.HttpMediaTypeNotAcceptableException", "No acceptable representation"],
          ["org.springframework.dao.EmptyResultDataAccessException", "Incorrect result size: expected 1, actual 0"],
          ["java.util.NoSuchElementException", "No value present"],
        ]);
        s.add(svc, t, "debug", `Resolved [${ex[0]}: ${ex[1]}] (handled, returning fallback)`, {
          stack: [
            `${ex[0]}: ${ex[1]}`,
            ...javaStack(pkg, [`${pkg}.repo.Lookup.findOptional(Lookup.java:${r.int(30, 90)})`]),
          ],
          errorType: ex[0],
        });
        s.add(
          svc,
          t + 5,
          "debug",
          `o.s.jdbc.core.JdbcTemplate: Executing prepared SQL statement [select * from ${r.pick(e.tables)} where id = ?]`,
        );
      });
      s.add(
        svc,
        tf + 6 * M + 3 * S,
        "info",
        "Logger 'ROOT' level changed from DEBUG to INFO via POST /actuator/loggers/ROOT",
      );
      return `${svc} switched to DEBUG for six minutes: a flood of handled-exception stack traces, no failing requests`;
    },
  },
  {
    kind: "chaos-experiment",
    run: (s, tf) => {
      const { r, e } = s;
      const svc = r.pick(e.backends);
      s.add(
        "chaos-mesh",
        tf,
        "info",
        `Experiment ${e.ns}/gameday-${svc}: HTTPChaos abort code=503 percent=5 + delay 400ms started (duration 4m, announced in #gameday)`,
      );
      s.spread(tf + 5 * S, tf + 4 * M, r.int(15, 35), (t) =>
        retried(s, e.edge, svc, t, "upstream responded 503 (fault filter abort)"),
      );
      s.add(
        "chaos-mesh",
        tf + 4 * M + 2 * S,
        "info",
        `Experiment ${e.ns}/gameday-${svc} finished: recovered, steady-state hypothesis met (error budget unaffected)`,
      );
      return `announced chaos experiment injecting 503s into ${svc}; every injected fault absorbed by the edge's retries`;
    },
  },
  {
    kind: "cache-flush",
    run: (s, tf) => {
      const { r, e } = s;
      s.add(
        "redis-cache",
        tf,
        "info",
        "DB 0: FLUSHDB executed (client ops-runbook via redis-cli, ticket OPS-" + r.int(1000, 9999) + ")",
      );
      s.spread(tf + S, tf + 3 * M, r.int(250, 600), (t) =>
        s.add(
          e.cache,
          t,
          "debug",
          `cache miss key=${r.pick(["route", "price", "profile", "tile", "offer"])}:${r.hex(8)}, loading from origin`,
        ),
      );
      s.spread(tf + S, tf + 90 * S, r.int(8, 20), (t) =>
        s.add(
          e.cache,
          t,
          "warn",
          `slow lookup ${r.int(400, 1400)}ms (cache cold, hit ratio ${(0.1 + r.next() * 0.4).toFixed(2)})`,
        ),
      );
      s.add(e.cache, tf + 3 * M, "info", "cache warm: hit ratio 0.94 over last 60s");
      return `planned FLUSHDB of the Redis cache: miss storm and slow lookups on ${e.cache} until it warmed up`;
    },
  },
  {
    kind: "vacuum-analyze",
    run: (s, tf) => {
      const { r, e } = s;
      const pg = `${e.dbName}-postgres`;
      for (const [i, tb] of e.tables.entries()) {
        const t = tf + i * 70 * S;
        s.add(
          pg,
          t,
          "info",
          `duration: ${r.int(40000, 190000)}.${r.int(100, 999)} ms  statement: VACUUM (VERBOSE, ANALYZE) public.${tb}`,
        );
        s.add(
          pg,
          t + 2 * S,
          "info",
          `automatic analyze of table "${e.dbName}.public.${tb}" system usage: CPU: user: ${r.int(1, 9)}.${r.int(10, 99)} s, system: 0.${r.int(10, 99)} s, elapsed: ${r.int(20, 80)}.${r.int(10, 99)} s`,
        );
      }
      s.spread(tf, tf + 3 * M, r.int(3, 7), (t) =>
        s.add(
          e.db,
          t,
          "warn",
          `Slow query (${r.int(1000, 2200)} ms): select count(*) from ${r.pick(e.tables)} where ...`,
        ),
      );
      return `weekly VACUUM ANALYZE of ${e.dbName}: long durations logged, a few slow queries, no errors`;
    },
  },
  {
    kind: "kafka-rebalance",
    run: (s, tf) => {
      const { r, e } = s;
      const c = e.consumer;
      const g = `${c}-group`;
      const cid = `consumer-${g}-${r.int(1, 6)}`;
      s.add(
        c,
        tf,
        "info",
        `[Consumer clientId=${cid}, groupId=${g}] Request joining group due to: group is already rebalancing`,
      );
      s.add(
        c,
        tf + 300,
        "warn",
        `[Consumer clientId=${cid}, groupId=${g}] Attempt to heartbeat failed since group is rebalancing`,
      );
      s.add(
        c,
        tf + 400,
        "info",
        `[Consumer clientId=${cid}, groupId=${g}] Revoke previously assigned partitions ${e.topic}-0, ${e.topic}-1, ${e.topic}-2`,
      );
      s.add(c, tf + 500, "info", `[Consumer clientId=${cid}, groupId=${g}] (Re-)joining group`);
      s.add(
        c,
        tf + 3400,
        "info",
        `[Consumer clientId=${cid}, groupId=${g}] Successfully joined group with generation Generation{generationId=${r.int(40, 400)}, memberId='${cid}-${r.hex(8)}', protocol='cooperative-sticky'}`,
      );
      s.add(
        c,
        tf + 3500,
        "info",
        `[Consumer clientId=${cid}, groupId=${g}] Adding newly assigned partitions: ${e.topic}-0, ${e.topic}-1`,
      );
      s.add(
        c,
        tf + 9 * S,
        "warn",
        `consumer lag on ${e.topic} ${r.int(4000, 20000)} messages (catching up after rebalance)`,
      );
      s.add(c, tf + 70 * S, "info", `consumer lag on ${e.topic} back under 100 messages`);
      return `Kafka consumer group rebalance of ${c} after a new member joined: heartbeat warnings and brief lag, then caught up`;
    },
  },
  {
    kind: "feature-flag-validation",
    run: (s, tf) => {
      const { r, e } = s;
      const be = e.backends[0];
      s.add(
        "flagd",
        tf,
        "info",
        `flag 'new-notes-field' rollout changed 10% -> 50% by ${r.pick(["product-ana", "pm-raj"])}`,
      );
      s.spread(tf + 10 * S, s.t1, r.int(12, 30), (t) => {
        const tr = s.trace();
        s.add(
          be,
          t,
          "warn",
          `Field error in object 'request' on field 'notes': rejected value [${"x".repeat(r.int(281, 420)).slice(0, 12)}...]; codes [Size.request.notes]; default message [size must be between 0 and 280]`,
          { trace: tr },
        );
        s.access(t + 20, "POST", e.routes[0], 400, r.int(8, 30), tr);
      });
      return `feature flag rollout of a new notes field: a few 400 validation rejections for over-long input, as designed`;
    },
  },
  {
    kind: "canary-analysis",
    run: (s, tf) => {
      const { r, e } = s;
      const svc = r.pick(e.backends);
      s.add("argo-rollouts", tf, "info", `Rollout ${svc}: canary step 1/4 setWeight 10`);
      s.spread(s.t0, s.t1, r.int(6, 14), (t) => {
        const tr = s.trace();
        s.add(
          svc,
          t,
          "error",
          `request failed: upstream client closed request (499) [pod ${r.pick(["canary", "stable"])}]`,
          { trace: tr },
        );
      });
      s.add(
        "argo-rollouts",
        tf + 3 * M,
        "info",
        `AnalysisRun ${svc}-canary-${r.int(2, 30)}: error-rate canary 0.${r.int(30, 45)}% vs baseline 0.${r.int(30, 45)}%, p99 ${r.int(180, 220)}ms vs ${r.int(180, 220)}ms: no significant difference (Mann-Whitney p=0.${r.int(40, 90)})`,
      );
      s.add("argo-rollouts", tf + 3 * M + S, "info", `Rollout ${svc}: canary step 2/4 setWeight 25`);
      return `canary analysis of ${svc}: the usual handful of client-closed errors on both sides, no significant difference`;
    },
  },
  {
    kind: "dr-drill",
    run: (s, tf) => {
      const { r, e } = s;
      const rep = `${e.dbName}-replica-${r.int(1, 3)}`;
      s.add(
        "dr-runbook",
        tf,
        "info",
        `DR drill DR-${r.int(100, 300)} started: failing over read replica ${rep} to standby region on purpose (announced, window 10m)`,
      );
      for (let k = 0; k < r.int(3, 6); k++)
        s.add(
          e.db,
          tf + r.int(3, 12) * S,
          "warn",
          `HikariPool-2 - Failed to validate connection org.postgresql.jdbc.PgConnection@${r.hex(7)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
        );
      s.add(
        e.db,
        tf + 14 * S,
        "info",
        `HikariPool-2 - Added connection org.postgresql.jdbc.PgConnection@${r.hex(7)} (read replica ${rep}-standby)`,
      );
      s.add(
        "dr-runbook",
        tf + 4 * M,
        "info",
        `DR drill: replica promoted in ${r.int(20, 50)}s, reads served from standby, RPO 0s; failing back`,
      );
      s.add("dr-runbook", tf + 5 * M, "info", "DR drill complete: all checks green");
      return `disaster-recovery drill failing over the read replica on purpose: a few closed-connection warnings, then reads from standby`;
    },
  },
  {
    kind: "migration-lock-wait",
    run: (s, tf) => {
      const { r, e } = s;
      const pg = `${e.dbName}-postgres`;
      s.add(
        e.db,
        tf,
        "info",
        `Flyway: Migrating schema "public" to version "${r.int(40, 90)} - add archived flag to legacy_promo_codes"`,
      );
      for (let k = 0; k < 3; k++)
        s.add(
          pg,
          tf + (1 + k) * S,
          "info",
          `process ${r.int(30000, 39999)} still waiting for AccessExclusiveLock on relation ${r.int(16000, 17999)} of database 16384 after ${1000 * (k + 1)}.${r.int(100, 999)} ms`,
        );
      s.add(
        pg,
        tf + 4 * S,
        "info",
        "STATEMENT:  ALTER TABLE legacy_promo_codes ADD COLUMN archived boolean NOT NULL DEFAULT false",
      );
      s.add(
        e.db,
        tf + 5 * S,
        "info",
        'Flyway: Successfully applied 1 migration to schema "public", now at version v' +
          r.int(40, 90) +
          " (execution time 00:04.812s)",
      );
      return `schema migration on an idle legacy table: lock-wait notices for four seconds, migration applied`;
    },
  },
  {
    kind: "node-drain",
    run: (s, tf) => {
      const { r, e } = s;
      const node = `ip-10-0-${r.int(1, 9)}-${r.int(10, 250)}.ec2.internal`;
      s.add(
        "k8s-events",
        tf,
        "info",
        `Node ${node} cordoned by kured: reboot required (/var/run/reboot-required, kernel 6.8.0-${r.int(40, 60)})`,
      );
      const moved = e.backends.slice(0, 2);
      moved.forEach((svc, i) => {
        const t = tf + 10 * S + i * 20 * S;
        s.add("k8s-events", t, "info", `Evicting pod ${e.ns}/${pod(r, svc)} from node ${node}`);
        s.add(svc, t + 500, "info", "Received SIGTERM, starting graceful shutdown");
        retried(s, e.edge, svc, t + 1500, refused(rtOf(e, e.edge), svc, 8080, ip(r)));
        s.add(svc, t + 12 * S, "info", `Started on pod ${pod(r, svc)}; readiness probe passing`);
      });
      s.add("k8s-events", tf + 4 * M, "info", `Node ${node} uncordoned after reboot`);
      return `node cordoned and drained by kured for kernel patching: evicted pods restarted elsewhere, one retried call each`;
    },
  },
  {
    kind: "secret-rotation-grace",
    run: (s, tf) => {
      const { r, e } = s;
      const svc = e.backends[1];
      s.add(
        "vault-agent",
        tf,
        "info",
        `rotated signing key transit/keys/${e.ns}-jwt to version ${r.int(5, 30)}; previous version valid for 24h`,
      );
      s.spread(tf + S, s.t1, r.int(40, 120), (t) =>
        s.add(
          svc,
          t,
          "warn",
          `JWT signed with retired key kid=${e.ns}-jwt-v${r.int(4, 29)} accepted (grace period ends ${iso(tf + 24 * 3600 * S)})`,
        ),
      );
      return `signing key rotated by Vault: ${svc} warns on every token still signed by the old key, accepted in the grace period`;
    },
  },
  {
    kind: "load-test-rate-limit",
    run: (s, tf) => {
      const { r, e } = s;
      s.add(
        "loadgen",
        tf,
        "info",
        `k6 run scenario=peak-rehearsal vus=400 duration=5m target=${e.edge} (X-Load-Test: true)`,
      );
      s.spread(tf + 30 * S, tf + 5 * M, r.int(150, 400), (t) => {
        s.add(
          e.edge,
          t,
          "warn",
          "rate limit exceeded for client loadtest-k6 (600 req/min), responding 429 Too Many Requests",
        );
      });
      s.add(
        "loadgen",
        tf + 5 * M + 5 * S,
        "info",
        `k6 finished: http_req_duration p(95)=${r.int(200, 480)}ms, status 429 ${r.int(10, 20)}% (expected: limiter engaged at 600 rpm)`,
      );
      return `scheduled k6 load test: the edge's limiter returned 429s to the load generator, which is what it was testing`;
    },
  },
  {
    kind: "manual-rerun",
    run: (s, tf) => {
      const { r, e } = s;
      const w = e.worker;
      const n = r.int(12, 40);
      s.add(
        w,
        tf,
        "info",
        `manual re-run requested by support (ticket SUP-${r.int(1000, 9999)}): ${n} jobs that failed on 2026-11-19`,
      );
      s.spread(tf + S, tf + 4 * M, n, (t) => {
        const j = r.int(100000, 999999);
        s.add(
          w,
          t,
          "warn",
          `re-running job ${j}; original failure 2026-11-19: psycopg2.OperationalError: server closed the connection unexpectedly`,
        );
        s.add(w, t + r.int(500, 4000), "info", `job ${j} completed on re-run`);
      });
      return `support re-ran last week's failed jobs by hand: the old errors are quoted in warnings, every re-run succeeds`;
    },
  },
  {
    kind: "dns-ttl-nxdomain",
    run: (s, tf) => {
      const { r, e } = s;
      const svc = e.backends.find((b) => rtOf(e, b) === "go") ?? e.backends[0];
      s.add(
        "dns-ops",
        tf,
        "info",
        `Route53 change ${r.hex(12).toUpperCase()} INSYNC: TTL 3600 -> 60 for api.${e.ns}.example; removed legacy-reports.${e.ns}.internal`,
      );
      s.every(tf + 20 * S, s.t1, 60 * S, (t) =>
        s.add(
          svc,
          t,
          "warn",
          `optional report hook skipped: lookup legacy-reports.${e.ns}.internal on 10.96.0.10:53: no such host`,
        ),
      );
      return `DNS change removed an old record; one service's optional hook logs NXDOMAIN each minute, nothing uses it`;
    },
  },
  {
    kind: "queue-purge",
    run: (s, tf) => {
      const { r, e } = s;
      const q = `${e.consumer}.retry`;
      s.spread(tf, tf + 2 * M, r.int(60, 180), (t) =>
        s.add(
          "rabbitmq",
          t,
          "info",
          `message ${r.hex(16)} dead-lettered from queue '${q}' in vhost '/': reason expired (x-message-ttl 604800000)`,
        ),
      );
      s.add(
        e.consumer,
        tf + 2 * M + S,
        "info",
        `scheduled purge: removed ${r.int(5000, 40000)} expired messages from ${q}.dlq`,
      );
      return `scheduled purge of expired retry messages: many dead-letter lines, the queue emptied as planned`;
    },
  },
  {
    kind: "sidecar-upgrade",
    run: (s, tf) => {
      const { r, e } = s;
      const svc = r.pick(e.backends);
      s.add(
        "istio-proxy",
        tf,
        "info",
        `pilot-agent: Envoy proxy for ${pod(r, svc)} restarting (sidecar 1.22.${r.int(1, 6)} -> 1.23.${r.int(0, 3)})`,
      );
      s.spread(tf + S, tf + 12 * S, r.int(4, 10), (t) => {
        s.add(
          "istio-proxy",
          t,
          "warn",
          `[${iso(t)}] "GET ${r.pick(e.routes)} HTTP/1.1" 503 UH no_healthy_upstream - "-" 0 19 0 - "-" "${e.edge}" "${r.hex(8)}" "${svc}:8080" "-"`,
        );
        retried(s, e.edge, svc, t + 30, "503 Service Unavailable (no healthy upstream)");
      });
      s.add("istio-proxy", tf + 14 * S, "info", "Envoy proxy is ready");
      return `service mesh sidecar upgrade on one ${svc} pod: brief 503 UH answered by retries`;
    },
  },
  {
    kind: "search-rolling-restart",
    run: (s, tf) => {
      const { r } = s;
      const es = "search-es";
      s.add(
        es,
        tf,
        "info",
        "[o.e.c.s.MasterService] node-left[{es-data-2}] reason: disconnected (planned rolling upgrade 8.14 -> 8.15)",
      );
      s.add(
        es,
        tf + S,
        "warn",
        "[o.e.c.r.a.AllocationService] Cluster health status changed from [GREEN] to [YELLOW] (reason: [{es-data-2} reason: disconnected]).",
      );
      s.add(es, tf + 90 * S, "info", "[o.e.c.s.MasterService] node-join[{es-data-2} joining]");
      s.add(
        es,
        tf + 160 * S,
        "info",
        `[o.e.c.r.a.AllocationService] Cluster health status changed from [YELLOW] to [GREEN] (reason: [shards started [[logs-${r.int(1, 9)}][0]]]).`,
      );
      return "Elasticsearch rolling upgrade: one data node out, cluster yellow for two minutes, back to green";
    },
  },
  {
    kind: "redis-bgsave",
    run: (s, tf) => {
      const { r, e } = s;
      s.add(
        "redis-cache",
        tf,
        "info",
        `1:M ${r.int(10, 28)} Nov 2026 03:00:00.012 * Background saving started by pid ${r.int(100, 999)}`,
      );
      s.spread(tf, tf + 20 * S, r.int(3, 8), (t) =>
        s.add(e.cache, t, "warn", `redis command GET took ${r.int(120, 260)}ms (slowlog threshold 100ms)`),
      );
      s.add("redis-cache", tf + 22 * S, "info", "1:M * DB saved on disk; Background saving terminated with success");
      return `Redis BGSAVE fork made a handful of cache reads slow for 20 s`;
    },
  },
  {
    kind: "heap-dump-diagnostics",
    run: (s, tf) => {
      const { r, e } = s;
      const svc = e.db;
      s.add(
        svc,
        tf,
        "info",
        `Dumping heap to /tmp/${svc}-${r.int(1, 9)}.hprof ... (jcmd GC.heap_dump requested by oncall)`,
      );
      s.add(
        svc,
        tf + 2 * S,
        "info",
        `[gc] GC(${r.int(300, 900)}) Pause Full (Heap Dump Initiated GC) ${r.int(1500, 2500)}M->${r.int(500, 800)}M(4096M) 2${r.int(100, 999)}.${r.int(100, 999)}ms`,
      );
      s.add(
        svc,
        tf + 5 * S,
        "info",
        `Heap dump file created [${r.int(500, 900)}${r.int(100000, 999999)} bytes in 3.${r.int(100, 999)} secs]`,
      );
      for (let k = 0; k < r.int(2, 5); k++) retried(s, e.edge, svc, tf + r.int(1, 4) * S, "read timeout after 2000ms");
      return `on-call took a heap dump of ${svc}: a three-second full GC, a few edge calls timed out and were retried`;
    },
  },
  {
    kind: "blue-green-switch",
    run: (s, tf) => {
      const { r, e } = s;
      const svc = r.pick(e.backends);
      s.add(
        "deploy-bot",
        tf,
        "info",
        `switched Service ${svc} selector from slot=green to slot=blue; green draining for 60s`,
      );
      s.add(svc, tf + 40 * S, "info", "[green] Shutting down: waiting for 3 in-flight requests");
      for (let k = 0; k < r.int(2, 4); k++) {
        s.access(tf + r.int(40, 45) * S, "GET", r.pick(e.routes), 502, r.int(2, 9));
        retried(s, e.edge, svc, tf + r.int(40, 45) * S, "502 Bad Gateway");
      }
      s.add("deploy-bot", tf + 2 * M, "info", `green slot of ${svc} scaled to 0; blue serving 100%`);
      return `blue-green switch of ${svc}: a couple of 502s while green drained, retried`;
    },
  },
  {
    kind: "log-shipper-backpressure",
    run: (s, tf) => {
      const { r } = s;
      s.spread(tf, tf + 2 * M, r.int(8, 20), (t) => {
        const ch = `1-${r.int(1700000000, 1799999999)}.${r.int(100000000, 999999999)}.flb`;
        s.add(
          "fluent-bit",
          t,
          "warn",
          `[engine] failed to flush chunk '${ch}', retry in ${r.int(6, 12)} seconds: task_id=${r.int(0, 20)}, input=tail.0 > output=es.0 (out_id=0)`,
        );
        s.add(
          "fluent-bit",
          t + 9 * S,
          "info",
          `[engine] flush chunk '${ch}' succeeded at retry 1: task_id=${r.int(0, 20)}, input=tail.0 > output=es.0 (out_id=0)`,
        );
      });
      return "log shipper back-pressure during an index rollover: chunk flush retries, all delivered";
    },
  },
  {
    kind: "vulnerability-scan",
    run: (s, tf) => {
      const { r } = s;
      s.add(
        "sec-ops",
        tf,
        "info",
        `scheduled external vulnerability scan started (scanner 198.51.100.${r.int(2, 60)}, window 30m)`,
      );
      s.spread(tf, s.t1, r.int(80, 200), (t) => {
        const p = r.pick([
          "/wp-login.php",
          "/.env",
          "/actuator/env",
          "/admin",
          "/.git/config",
          "/cgi-bin/luci",
          "/login",
        ]);
        const code = p === "/login" ? 401 : p === "/admin" ? 403 : 404;
        s.access(t, r.pick(["GET", "POST"]), p, code, r.int(1, 6));
      });
      return "scheduled vulnerability scan: hundreds of 404/401/403 on probe paths, nothing else affected";
    },
  },
  {
    kind: "backfill-duplicates",
    run: (s, tf) => {
      const { r, e } = s;
      const pg = `${e.dbName}-postgres`;
      const tb = e.tables[1];
      s.add(
        e.db,
        tf,
        "info",
        `Backfill ${tb}_2026_10 started: 40 batches of 500 rows (idempotent, duplicates skipped)`,
      );
      for (let b = 1; b <= 40; b += r.int(1, 3)) {
        const t = tf + b * 4 * S;
        s.add(pg, t, "error", `duplicate key value violates unique constraint "${tb}_pkey"`);
        s.add(pg, t + 1, "error", `DETAIL:  Key (id)=(${r.int(100000, 999999)}) already exists.`);
        s.add(e.db, t + 20, "info", `Backfill batch ${b}/40: 500 rows, ${r.int(1, 60)} already present (skipped)`);
      }
      s.add(e.db, tf + 170 * S, "info", `Backfill ${tb}_2026_10 finished`);
      return `idempotent backfill of ${tb}: Postgres logs duplicate-key errors the job expects and skips`;
    },
  },
  {
    kind: "pool-resize",
    run: (s, tf) => {
      const { r, e } = s;
      s.add(e.db, tf, "info", "Received config refresh: spring.datasource.hikari.maximum-pool-size 20 -> 32");
      s.add(e.db, tf + 200, "info", "HikariPool-1 - Shutdown initiated...");
      for (let k = 0; k < r.int(4, 12); k++)
        s.add(
          e.db,
          tf + r.int(300, 2000),
          "warn",
          `HikariPool-1 - Closing connection org.postgresql.jdbc.PgConnection@${r.hex(7)}: (connection evicted)`,
        );
      s.add(e.db, tf + 2500, "info", "HikariPool-1 - Shutdown completed.");
      s.add(e.db, tf + 2600, "info", "HikariPool-2 - Starting...");
      s.add(e.db, tf + 3100, "info", "HikariPool-2 - Start completed.");
      return `connection pool resized by config refresh: evicted-connection warnings, new pool started`;
    },
  },
  {
    kind: "managed-db-maintenance",
    run: (s, tf) => {
      const { r, e } = s;
      s.add(
        "cloud-events",
        tf,
        "info",
        `RDS-EVENT-0048: Patching of the DB instance ${e.dbName}-standby has started (Multi-AZ, standby first)`,
      );
      for (let k = 0; k < r.int(3, 6); k++)
        s.add(
          e.db,
          tf + r.int(30, 60) * S,
          "warn",
          `HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${r.hex(7)} (FATAL: terminating connection due to administrator command). Possibly consider using a shorter maxLifetime value.`,
        );
      s.add(
        "cloud-events",
        tf + 4 * M,
        "info",
        `RDS-EVENT-0049: Patching of the DB instance ${e.dbName}-standby has completed`,
      );
      return "managed database patch window: idle pool connections terminated by the administrator and replaced";
    },
  },
  {
    kind: "session-cleanup",
    run: (s, tf) => {
      const { r, e } = s;
      s.add(e.worker, tf, "info", `cleanup_sessions: deleted ${r.int(20000, 90000)} sessions idle > 30d`);
      s.spread(tf + S, s.t1, r.int(20, 60), (t) => {
        s.add(
          e.backends[1],
          t,
          "warn",
          `session ${r.hex(16)} not found or expired; responding 401 (client will re-authenticate)`,
        );
        s.access(t + 10, "GET", r.pick(e.routes), 401, r.int(2, 9));
      });
      return "monthly stale-session cleanup: long-idle users get a 401 and log in again";
    },
  },
  {
    kind: "shadow-traffic",
    run: (s, tf) => {
      const { r, e } = s;
      const svc = r.pick(e.backends);
      s.add(
        "traffic-mirror",
        tf,
        "info",
        `mirroring 5% of ${svc} traffic to ${svc}-next (shadow, responses discarded)`,
      );
      s.spread(tf, s.t1, r.int(20, 60), (t) =>
        s.add(
          "traffic-mirror",
          t,
          "error",
          `shadow response mismatch ${r.pick(e.routes)}: primary=200 shadow=500 (ignored, shadow mode)`,
        ),
      );
      return `shadow traffic to the next version of ${svc}: mismatch errors from the mirror only, primary unaffected`;
    },
  },
];
