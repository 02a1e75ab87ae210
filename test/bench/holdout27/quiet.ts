// The 12 quiet windows' one extra event each: alarming to a keyword scan, harmless to an on-call engineer.
import type { Scene } from "./stream.js";

export interface QuietEvent {
  key: string;
  note: string;
  /** Adds the event; returns the service {s} in the note names, if any. */
  add: (sc: Scene, at: number) => string | undefined;
}

const pod = (sc: Scene, svc: string) => `${sc.estate.namespace}/${svc}-${sc.rng.hex(9)}-${sc.rng.hex(5)}`;
const caller = (sc: Scene, svc: string) =>
  sc.estate.routes.find((r) => r.chain.indexOf(svc) > 0)?.chain[0] ?? sc.estate.apps[0].name;
const secondApp = (sc: Scene) => sc.estate.routes.filter((r) => r.chain.length > 1)[0].chain[1];

export const QUIET: QuietEvent[] = [
  {
    key: "rolling-deploy",
    note: "a planned rolling deploy of {s}: SIGTERM, graceful shutdowns, a few refused calls retried successfully",
    add: (sc, at) => {
      const s = secondApp(sc);
      const c = caller(sc, s);
      for (let i = 0; i < 3; i++) {
        const t = at + i * 40000;
        sc.emit(
          t,
          sc.estate.kubelet,
          "info",
          `"Killing container with a grace period" pod="${pod(sc, s)}" containerName="${s}" gracePeriod=30`,
        );
        sc.emit(t + 50, s, "info", "Received SIGTERM, shutting down gracefully (draining 12 in-flight requests)");
        sc.emit(
          t + 900,
          c,
          "warn",
          `retrying GET http://${s}/internal/status (attempt 2/3) after 200ms: connection refused`,
        );
        sc.emit(t + 1200, c, "info", `GET http://${s}/internal/status succeeded on attempt 2`);
        sc.emit(t + 9000, s, "info", `${s} started, listening on :8080 (version 2026.11.${sc.rng.int(10, 28)})`);
      }
      return s;
    },
  },
  {
    key: "pg-checkpoints",
    note: "Postgres complains that checkpoints are too frequent during a bulk load; nothing fails",
    add: (sc, at) => {
      for (let i = 0; i < 6; i++) {
        sc.emit(
          at + i * 20000,
          sc.estate.stores.postgres,
          "warn",
          `LOG:  checkpoints are occurring too frequently (${sc.rng.int(14, 25)} seconds apart)`,
        );
        sc.emit(
          at + i * 20000,
          sc.estate.stores.postgres,
          "info",
          `HINT:  Consider increasing the configuration parameter "max_wal_size".`,
        );
      }
      return undefined;
    },
  },
  {
    key: "kafka-isr",
    note: "a Kafka broker restart shrinks and re-expands ISRs within two minutes",
    add: (sc, at) => {
      const k = sc.estate.stores.kafka;
      for (const topic of sc.estate.topics)
        for (let p = 0; p < 3; p++) {
          sc.emit(
            at + p * 100,
            k,
            "info",
            `[Partition ${topic}-${p} broker=1] Shrinking ISR from 1,2,3 to 1,2. Leader: (highWatermark: ${sc.rng.int(100000, 900000)}, endOffset: ${sc.rng.int(100000, 900000)}). Out of sync replicas: (brokerId: 3, endOffset: ${sc.rng.int(100000, 900000)}, lastCaughtUpTimeMs: ${at - 31000}). (kafka.cluster.Partition)`,
          );
          sc.emit(
            at + 95000 + p * 100,
            k,
            "info",
            `[Partition ${topic}-${p} broker=1] ISR updated to 1,2,3 and version updated to ${sc.rng.int(10, 90)} (kafka.cluster.Partition)`,
          );
        }
      sc.emit(
        at - 2000,
        k,
        "warn",
        "[Controller id=1] Broker 3 went offline; controlled shutdown initiated (kafka.controller.KafkaController)",
      );
      return undefined;
    },
  },
  {
    key: "full-gc",
    note: "one long full GC pause in {s}, a handful of slow requests, then normal",
    add: (sc, at) => {
      const s = sc.estate.apps.find((a) => a.rt === "jvm")!.name;
      sc.emit(at, s, "warn", "[gc] GC(8812) Pause Full (System.gc()) 1712M->402M(2048M) 1893.441ms");
      for (let i = 0; i < 5; i++)
        sc.emit(
          at + 100 + i * 50,
          s,
          "warn",
          `Slow request detected: GET /internal/items took ${sc.rng.int(1900, 2300)}ms (threshold 1000ms)`,
        );
      return s;
    },
  },
  {
    key: "scanner",
    note: "a vulnerability scanner hits the edge with 404s for wp-login, .env and similar paths",
    add: (sc, at) => {
      const ip = "185.220.101.47";
      const paths = [
        "/wp-login.php",
        "/.env",
        "/.git/config",
        "/phpmyadmin/",
        "/actuator/env",
        "/cgi-bin/luci",
        "/admin.php",
        "/server-status",
      ];
      for (let i = 0; i < 320; i++) {
        const p = sc.rng.pick(paths);
        const t = at + i * 120;
        const line =
          sc.estate.edge.kind === "nginx"
            ? `${ip} - - "GET ${p} HTTP/1.1" 404 153 "-" "Mozilla/5.0 zgrab/0.x" rt=0.001 uct=- urt=-`
            : `"GET ${p} HTTP/1.1" 404 NR 0 0 0 - "${ip}" "Mozilla/5.0 zgrab/0.x" "${sc.rng.hex(8)}-${sc.rng.hex(4)}" "${sc.estate.host}" "-"`;
        sc.emit(t, sc.estate.edge.name, "info", line);
      }
      return undefined;
    },
  },
  {
    key: "lease-lost",
    note: "{s} loses its leader lease once (error), another replica takes over seconds later",
    add: (sc, at) => {
      const s = sc.estate.worker;
      sc.emit(
        at,
        s,
        "error",
        `leaderelection.go:369] failed to update lock: Put "https://10.96.0.1:443/apis/coordination.k8s.io/v1/namespaces/${sc.estate.namespace}/leases/${s}": context deadline exceeded`,
      );
      sc.emit(
        at + 10,
        s,
        "error",
        `leaderelection.go:285] failed to renew lease ${sc.estate.namespace}/${s}: timed out waiting for the condition`,
      );
      sc.emit(at + 20, s, "info", "leader lost; stopping scheduled jobs on this replica");
      sc.emit(at + 4200, s, "info", `leaderelection.go:260] successfully acquired lease ${sc.estate.namespace}/${s}`);
      sc.emit(at + 4300, s, "info", "became leader; resuming scheduled jobs");
      return s;
    },
  },
  {
    key: "redis-replica",
    note: "a Redis replica restarts with overcommit and THP warnings and resyncs successfully",
    add: (sc, at) => {
      const r = sc.estate.stores.redis;
      sc.emit(
        at,
        r,
        "warn",
        "1:C # WARNING Memory overcommit must be enabled! Without it, a background save or replication may fail under low memory condition. To fix this issue add 'vm.overcommit_memory = 1' to /etc/sysctl.conf and then reboot or run the command 'sysctl vm.overcommit_memory=1' for this to take effect.",
      );
      sc.emit(
        at + 5,
        r,
        "warn",
        "1:M # WARNING: The TCP backlog setting of 511 cannot be enforced because /proc/sys/net/core/somaxconn is set to the lower value of 128.",
      );
      sc.emit(at + 800, r, "info", "1:S * Connecting to MASTER redis-master:6379");
      sc.emit(at + 900, r, "info", "1:S * MASTER <-> REPLICA sync started");
      sc.emit(at + 4100, r, "info", "1:S * MASTER <-> REPLICA sync: Finished with success");
      return undefined;
    },
  },
  {
    key: "cert-renewal",
    note: "the edge certificate nears expiry and is renewed; warnings only",
    add: (sc, at) => {
      const e = sc.estate.edge.name;
      sc.emit(at, e, "warn", `certificate for ${sc.estate.host} expires in 14 days (notAfter=2026-12-12T09:14:03Z)`);
      sc.emit(
        at + 30000,
        sc.estate.kubelet,
        "info",
        `cert-manager: Certificate ${sc.estate.namespace}/edge-tls: Issuing certificate as Secret was previously issued by "Issuer.cert-manager.io/letsencrypt-prod"`,
      );
      sc.emit(
        at + 62000,
        sc.estate.kubelet,
        "info",
        `cert-manager: Certificate ${sc.estate.namespace}/edge-tls: The certificate has been successfully issued`,
      );
      sc.emit(at + 65000, e, "info", "reloading configuration: new certificate loaded, 0 errors");
      return undefined;
    },
  },
  {
    key: "scale-down",
    note: "the autoscaler drains a node; pods are evicted and rescheduled, a readiness probe fails once",
    add: (sc, at) => {
      const as = sc.estate.autoscaler;
      const node = `ip-10-0-${sc.rng.int(1, 9)}-${sc.rng.int(10, 250)}.eu-west-1.compute.internal`;
      sc.emit(
        at,
        as,
        "info",
        `Scale-down: removing node ${node}, utilization: {0.21 0.18 0 cpu 0.21}, pods to reschedule: 4`,
      );
      for (const a of sc.rng.shuffle([...sc.estate.apps]).slice(0, 4)) {
        sc.emit(at + 2000, as, "info", `Evicting pod ${pod(sc, a.name)}`);
        sc.emit(
          at + 9000,
          sc.estate.kubelet,
          "warn",
          `Readiness probe failed: Get "http://${sc.ip()}:8080/healthz": context deadline exceeded (Client.Timeout exceeded while awaiting headers) pod="${pod(sc, a.name)}"`,
        );
      }
      sc.emit(at + 40000, as, "info", `Scale-down: node ${node} removed with drain`);
      return undefined;
    },
  },
  {
    key: "one-500",
    note: "a single request with a malformed id throws once in {s} (500 with stack trace); nothing else",
    add: (sc, at) => {
      const s = sc.estate.apps.find((a) => a.rt === "jvm")!.name;
      sc.emit(
        at,
        s,
        "error",
        "Servlet.service() for servlet [dispatcherServlet] threw exception",
        sc.rng.hex(16),
        `java.lang.NumberFormatException: For input string: "12abc"\n\tat java.base/java.lang.Long.parseLong(Long.java:709)\n\tat com.${sc.estate.key}.web.IdParser.parse(IdParser.java:18)\n\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)`,
      );
      return s;
    },
  },
  {
    key: "job-retry",
    note: "a batch job in {s} fails once on a deadlock and succeeds on its automatic retry",
    add: (sc, at) => {
      const s = sc.estate.worker;
      sc.emit(
        at,
        s,
        "error",
        "job reconcile-ledger failed: ERROR: deadlock detected (SQLSTATE 40P01); will retry (1/3) in 30s",
      );
      sc.emit(at + 30000, s, "info", "job reconcile-ledger started (retry 1/3)");
      sc.emit(at + 41000, s, "info", "job reconcile-ledger finished: processed=18422 failed=0 duration=11s");
      return s;
    },
  },
  {
    key: "mysql-page-cleaner",
    note: "MySQL page-cleaner and replica-lag warnings during a backup; queries keep succeeding",
    add: (sc, at) => {
      const m = sc.estate.stores.mysql;
      sc.emit(at, m, "info", "[Note] [MY-011825] [Xtrabackup] Starting to backup non-InnoDB tables and files");
      for (let i = 0; i < 5; i++)
        sc.emit(
          at + i * 15000,
          m,
          "warn",
          `[Warning] [MY-011055] [InnoDB] page_cleaner: 1000ms intended loop took ${sc.rng.int(3000, 6000)}ms. The settings might not be optimal. (flushed=${sc.rng.int(100, 900)}, during the time.)`,
        );
      sc.emit(at + 80000, m, "info", "[Note] [MY-011825] [Xtrabackup] completed OK!");
      return undefined;
    },
  },
];
