// Benign kinds driven by operations: deploys, failovers, scaling, renewals and resource warnings within limits.
import type { Kind } from "./kinds-clients.js";
import type { Scene } from "./scene.js";

const pod = (s: Scene, name: string) => `${name}-${s.r.hex(9).slice(0, 9)}-${s.r.hex(5)}`;

export const INFRA_KINDS: Kind[] = [
  {
    name: "rolling-deploy",
    run: (s) => {
      const svc = s.service(s.r.pick(["api", "aux", "worker"] as const));
      const ver = `v${s.r.int(2, 9)}.${s.r.int(0, 30)}.${s.r.int(0, 9)}`;
      let t = s.at(s.r.float(0.15, 0.45));
      for (let i = 0; i < s.r.int(2, 4); i++) {
        const p = pod(s, svc.name);
        s.emit(t, "kubelet", "info", `Pulling image "registry.internal/${svc.name}:${ver}" pod=${p}`);
        s.emit(t + 4000, "kubelet", "info", `Started container ${svc.name} pod=${p}`);
        s.emit(t + 4500, svc.name, "info", `starting ${svc.name} ${ver} (pid 1)`);
        for (let k = 0; k < s.r.int(1, 3); k++)
          s.emit(
            t + 6000 + k * 5000,
            "kubelet",
            "warn",
            `Readiness probe failed: Get "http://10.2.${s.r.int(0, 9)}.${s.r.int(2, 250)}:8080/healthz/ready": dial tcp: connect: connection refused pod=${p}`,
          );
        s.emit(t + 21000, svc.name, "info", `listening on :8080, ready to serve (${ver})`);
        s.emit(
          t + 26000,
          "kubelet",
          "info",
          `Killing container ${svc.name} with grace period 30s pod=${pod(s, svc.name)} reason=rolling update`,
        );
        s.emit(t + 26500, svc.name, "info", "SIGTERM received, draining in-flight requests");
        t += s.r.int(35, 60) * 1000;
      }
      s.emit(t, "kubelet", "info", `deployment "${svc.name}" successfully rolled out`);
    },
  },
  {
    name: "db-planned-failover",
    run: (s) => {
      const db = s.svc("db");
      const api = s.svc("api");
      const w = s.svc("worker");
      const t0 = s.at(s.r.float(0.3, 0.6));
      s.emit(t0, db, "info", "LOG:  received fast shutdown request (planned switchover to replica-b)");
      s.emit(t0 + 800, db, "info", "LOG:  aborting any active transactions");
      s.emit(t0 + 3200, db, "info", "LOG:  database system is ready to accept connections (promoted, timeline 7)");
      for (const c of [api, w])
        for (let k = 0; k < s.r.int(2, 6); k++)
          s.emit(
            t0 + 900 + k * 450,
            c,
            "warn",
            `database connection lost (server closed the connection unexpectedly), reconnecting (attempt ${k + 1})`,
          );
      s.emit(t0 + 4200, api, "info", "database pool reconnected to new primary; 0 requests failed");
      s.emit(t0 + 4600, w, "info", "database pool reconnected to new primary");
    },
  },
  {
    name: "cache-sentinel-failover",
    run: (s) => {
      const cache = s.svc("cache");
      const api = s.svc("api");
      const t0 = s.at(s.r.float(0.3, 0.7));
      s.emit(t0, cache, "warn", "1:X # +sdown master mymaster 10.4.3.21 6379");
      s.emit(t0 + 1200, cache, "warn", "1:X # +odown master mymaster 10.4.3.21 6379 #quorum 2/2");
      s.emit(t0 + 1400, cache, "info", "1:X # +failover-state-select-slave master mymaster 10.4.3.21 6379");
      s.emit(t0 + 2600, cache, "info", "1:X # +switch-master mymaster 10.4.3.21 6379 10.4.3.22 6379");
      s.spread(
        s.r.int(3, 8),
        (t) =>
          s.emit(
            t,
            api,
            "warn",
            "cache command failed: READONLY You can't write against a read only replica. retrying",
          ),
        t0 + 200,
        t0 + 2500,
      );
      s.emit(t0 + 3100, api, "info", "cache client switched to new master 10.4.3.22:6379");
    },
  },
  {
    name: "broker-leader-election",
    run: (s) => {
      const b = s.svc("broker");
      const w = s.svc("worker");
      const t0 = s.at(s.r.float(0.3, 0.7));
      s.emit(t0, b, "info", "[Controller id=2] Broker 3 shutdown requested (controlled shutdown for rolling restart)");
      s.emit(
        t0 + 900,
        b,
        "info",
        `[Partition events-${s.r.int(0, 11)} broker=1] Leader changed from 3 to 1, ISR [1,2]`,
      );
      s.spread(
        s.r.int(4, 12),
        (t) =>
          s.emit(
            t,
            w,
            "warn",
            `producer: NOT_LEADER_OR_FOLLOWER for partition events-${s.r.int(0, 11)}, refreshing metadata and retrying`,
          ),
        t0 + 500,
        t0 + 3000,
      );
      s.emit(t0 + 60000, b, "info", "[KafkaServer id=3] started; rejoining ISR for 24 partitions");
      s.emit(t0 + 66000, b, "info", "[Controller id=2] preferred replica leader election completed for 12 partitions");
    },
  },
  {
    name: "gc-pauses-within-limits",
    run: (s) => {
      const svc = s.service("worker").runtime === "jvm" ? s.service("worker") : s.service("aux");
      s.spread(s.r.int(20, 60), (t) => {
        const pause = s.r.float(40, 260);
        const lvl = pause > 200 ? "warn" : "info";
        s.emit(
          t,
          svc.name,
          lvl,
          svc.runtime === "jvm"
            ? `[gc] GC(${s.r.int(100, 9000)}) Pause Young (Normal) (G1 Evacuation Pause) ${s.r.int(900, 1800)}M->${s.r.int(300, 800)}M(4096M) ${pause.toFixed(3)}ms`
            : svc.runtime === "node"
              ? `event loop delay p99=${pause.toFixed(0)}ms during mark-compact (heap ${s.r.int(300, 700)}MB / 2048MB)`
              : `runtime gc pause ${pause.toFixed(1)}ms heap_inuse=${s.r.int(200, 900)}MiB goal=${s.r.int(900, 1200)}MiB (within slo 300ms)`,
        );
      });
    },
  },
  {
    name: "autoscaling",
    run: (s) => {
      const svc = s.svc(s.r.pick(["api", "aux"] as const));
      const t0 = s.at(s.r.float(0.2, 0.4));
      const from = s.r.int(3, 6);
      const to = from + s.r.int(2, 5);
      s.emit(
        t0,
        "kubelet",
        "info",
        `HorizontalPodAutoscaler ${svc}: New size: ${to}; reason: cpu resource utilization (percentage of request) above target`,
      );
      for (let i = from; i < to; i++) {
        const p = pod(s, svc);
        s.emit(t0 + 2000 + i * 300, "kubelet", "info", `Created pod: ${p}`);
        s.emit(
          t0 + 9000 + i * 300,
          "kubelet",
          "warn",
          `Readiness probe failed: HTTP probe failed with statuscode: 503 pod=${p}`,
        );
        s.emit(t0 + 15000 + i * 300, svc, "info", "warmup complete, marking ready");
      }
      const t1 = s.at(0.85);
      s.emit(
        t1,
        "kubelet",
        "info",
        `HorizontalPodAutoscaler ${svc}: New size: ${from}; reason: All metrics below target`,
      );
      s.emit(t1 + 500, svc, "info", "SIGTERM received; graceful shutdown complete in 3.2s");
    },
  },
  {
    name: "certificate-renewal",
    run: (s) => {
      const edge = s.svc("edge");
      const t0 = s.at(s.r.float(0.2, 0.7));
      const host = `${s.r.pick(["api", "portal", "www"])}.${s.estate.namespace}.example`;
      s.emit(
        t0,
        "cert-manager",
        "info",
        `Certificate ${host}: renewal time reached, certificate expires in 29 days; issuing`,
      );
      s.emit(
        t0 + 4000,
        "cert-manager",
        "warn",
        `challenge for ${host} pending: waiting for DNS-01 TXT record to propagate`,
      );
      s.emit(
        t0 + 42000,
        "cert-manager",
        "info",
        `Certificate ${host} issued successfully, stored in secret ${host.split(".")[0]}-tls`,
      );
      s.emit(
        t0 + 45000,
        edge,
        "info",
        `secret ${host.split(".")[0]}-tls updated; hot-reloaded TLS context (listeners drained: 0)`,
      );
    },
  },
  {
    name: "circuit-breaker-flap",
    run: (s) => {
      const n = s.svc("notify");
      s.scatter(
        s.r.int(2, 4),
        (t) => {
          s.emit(t, n, "warn", "circuit breaker 'push-gateway' OPEN after 5 consecutive failures (timeout 800ms)");
          s.emit(t + 5000, n, "info", "circuit breaker 'push-gateway' HALF_OPEN, sending probe");
          s.emit(
            t + 5300,
            n,
            "info",
            "circuit breaker 'push-gateway' CLOSED, probe succeeded; 12 queued messages flushed",
          );
        },
        s.start + 60000,
        s.end - 60000,
      );
    },
  },
  {
    name: "disk-usage-warning",
    run: (s) => {
      const svc = s.svc(s.r.pick(["db", "broker"] as const));
      let pct = s.r.int(74, 77);
      s.spread(s.r.int(4, 12), (t) => {
        pct = Math.min(80, pct + s.r.int(0, 1));
        s.emit(
          t,
          svc,
          "warn",
          `disk usage on /var/lib/data at ${pct}% (warn threshold 75%, critical 90%); ${s.r.int(40, 90)}GiB free`,
        );
      });
    },
  },
  {
    name: "pool-warning-resolves",
    run: (s) => {
      const api = s.svc("api");
      const t0 = s.at(s.r.float(0.2, 0.6));
      s.spread(
        s.r.int(4, 10),
        (t, i) =>
          s.emit(
            t,
            api,
            "warn",
            `db pool saturation ${88 + (i % 4) * 3}% (active=${44 + (i % 4)}/50, waiting=${i % 3}) - request waited ${s.r.int(20, 180)}ms for a connection`,
          ),
        t0,
        t0 + 40000,
      );
      s.emit(t0 + 45000, api, "info", "db pool back to normal (active=18/50, waiting=0)");
    },
  },
  {
    name: "replication-lag-spike",
    run: (s) => {
      const db = s.svc("db");
      s.scatter(s.r.int(3, 8), (t) =>
        s.emit(
          t,
          db,
          "warn",
          `replica lag ${s.r.int(300, 950)}ms on replica-${s.r.pick(["a", "b"])} (threshold 5000ms), catching up`,
        ),
      );
    },
  },
  {
    name: "downstream-maintenance",
    run: (s) => {
      const n = s.svc("notify");
      const t0 = s.at(s.r.float(0.2, 0.4));
      const t1 = t0 + s.r.int(6, 12) * 60000;
      s.emit(
        t0 - 60000,
        n,
        "info",
        "provider status page: scheduled maintenance window starts in 1 minute; switching to queue mode",
      );
      s.emit(t0, n, "warn", "provider maintenance in progress: deliveries paused, messages queued locally");
      s.spread(
        s.r.int(10, 30),
        (t, i) =>
          s.emit(
            t,
            n,
            "info",
            `queued message ${s.r.hex(8)} (queue depth ${20 + i * 7}) until provider maintenance ends`,
          ),
        t0 + 1000,
        t1 - 1000,
      );
      s.emit(t1, n, "info", "provider maintenance ended; draining local queue");
      s.emit(t1 + 40000, n, "info", "local queue drained, all queued messages delivered");
    },
  },
  {
    name: "leader-handover",
    run: (s) => {
      const w = s.svc("worker");
      const t0 = s.at(s.r.float(0.3, 0.7));
      s.emit(t0, w, "info", `lost leader lease (holder ${w}-0 shutting down)`);
      s.emit(t0 + 3000, w, "warn", "no leader for 3s; scheduled tasks deferred");
      s.emit(t0 + 3500, w, "info", `acquired leader lease as ${w}-1; resuming scheduled tasks`);
    },
  },
];
