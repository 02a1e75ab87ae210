// Eight real incidents, each dressed like one of the benign kinds so that only the failure itself differs.
import type { Scene } from "./scene.js";
import { stackFor } from "./stacks.js";

export interface Truth {
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  onset: number;
  note: string;
}

export interface Incident {
  name: string;
  run: (s: Scene) => Truth;
}

export const INCIDENTS: Incident[] = [
  {
    name: "pool-never-recovers",
    run: (s) => {
      const db = s.svc("db");
      const api = s.svc("api");
      const w = s.svc("worker");
      const t0 = s.at(s.r.float(0.35, 0.55));
      s.spread(
        s.r.int(80, 200),
        (t) =>
          s.emit(
            t,
            db,
            "error",
            `FATAL:  remaining connection slots are reserved for non-replication superuser connections`,
          ),
        t0,
        s.end,
      );
      s.spread(
        s.r.int(200, 500),
        (t) =>
          s.emit(
            t,
            s.r.pick([api, w]),
            "error",
            `could not obtain database connection within 5000ms (pool active=50/50, waiting=${s.r.int(10, 80)})`,
          ),
        t0 + 2000,
        s.end,
      );
      s.spread(
        s.r.int(100, 300),
        (t) => s.emit(t, api, "error", `GET ${s.estate.paths[0]} -> 503 in 5004ms`),
        t0 + 3000,
        s.end,
      );
      return {
        origin: db,
        category: "database",
        hints: ["connection", "slot", "postgres", "database", "pool"],
        severity: "high",
        onset: t0,
        note: "The database runs out of connection slots and stays saturated; unlike the benign pool warning it never recovers.",
      };
    },
  },
  {
    name: "vendor-quota-exhausted",
    run: (s) => {
      const n = s.svc("notify");
      const w = s.svc("worker");
      const t0 = s.at(s.r.float(0.35, 0.55));
      s.spread(
        s.r.int(120, 300),
        (t) =>
          s.emit(
            t,
            n,
            "error",
            `provider responded 429 Too Many Requests: account quota exhausted (limit 20000/day), retry-after=${s.r.int(3000, 9000)}s; message dropped`,
          ),
        t0,
        s.end,
      );
      s.spread(
        s.r.int(40, 90),
        (t) => s.emit(t, w, "warn", `notification for ${s.r.hex(8)} not acknowledged, giving up`),
        t0 + 5000,
        s.end,
      );
      return {
        origin: n,
        category: "rate_limiting",
        hints: ["429", "rate", "quota", "throttl", "too many"],
        severity: "medium",
        onset: t0,
        note: "Our outbound notifier is throttled by its provider for all traffic after the daily quota runs out, looking like the benign abusive-client throttling.",
      };
    },
  },
  {
    name: "signing-key-mismatch",
    run: (s) => {
      const auth = s.svc("auth");
      const api = s.svc("api");
      const t0 = s.at(s.r.float(0.35, 0.55));
      s.emit(t0 - 4000, auth, "info", "signing key rotation: new key kid=k-2026-07 activated");
      s.spread(
        s.r.int(200, 500),
        (t) =>
          s.emit(
            t,
            auth,
            "error",
            `token verification failed: signature invalid (kid=k-2026-07 not present in verifier key set)`,
          ),
        t0,
        s.end,
      );
      s.spread(
        s.r.int(150, 400),
        (t) =>
          s.emit(
            t,
            api,
            "warn",
            `401 Unauthorized for ${s.estate.paths[s.r.int(0, 3)]}: session token rejected by ${auth}`,
          ),
        t0 + 800,
        s.end,
      );
      return {
        origin: auth,
        category: "authentication",
        hints: ["token", "signature", "auth", "kid", "verif"],
        severity: "high",
        onset: t0,
        note: "After a key rotation every token fails verification, unlike the scattered wrong-password failures of the quiet sets.",
      };
    },
  },
  {
    name: "volume-fills",
    run: (s) => {
      const b = s.svc("broker");
      const w = s.svc("worker");
      const t0 = s.at(s.r.float(0.45, 0.6));
      let pct = 76;
      s.spread(
        12,
        (t) => {
          pct += 2;
          s.emit(
            t,
            b,
            "warn",
            `disk usage on /var/lib/data at ${Math.min(pct, 99)}% (warn threshold 75%, critical 90%)`,
          );
        },
        s.start,
        t0,
      );
      s.emit(t0, b, "error", "Error while appending records to segment: java.io.IOException: No space left on device");
      s.spread(
        s.r.int(60, 150),
        (t) =>
          s.emit(
            t,
            b,
            "error",
            `[ReplicaManager broker=1] Error processing append operation on partition events-${s.r.int(0, 11)}: java.io.IOException: No space left on device`,
          ),
        t0 + 500,
        s.end,
      );
      s.spread(
        s.r.int(150, 400),
        (t) =>
          s.emit(
            t,
            w,
            "error",
            `produce failed: KafkaStorageException on partition events-${s.r.int(0, 11)}, retrying`,
          ),
        t0 + 1000,
        s.end,
      );
      return {
        origin: b,
        category: "disk",
        hints: ["disk", "space", "storage", "volume", "full"],
        severity: "high",
        onset: t0,
        note: "Disk usage warnings climb past the critical threshold until the broker's volume is full and appends fail.",
      };
    },
  },
  {
    name: "provider-outage",
    run: (s) => {
      const n = s.svc("notify");
      const t0 = s.at(s.r.float(0.35, 0.55));
      s.spread(
        s.r.int(150, 350),
        (t) =>
          s.emit(
            t,
            n,
            "error",
            `delivery ${s.r.hex(8)} failed: push provider returned 503 Service Unavailable (no maintenance announced)`,
          ),
        t0,
        s.end,
      );
      s.spread(
        s.r.int(10, 30),
        (t) => s.emit(t, n, "error", "circuit breaker 'push-gateway' still OPEN; half-open probe failed with 503"),
        t0 + 10000,
        s.end,
      );
      return {
        origin: n,
        category: "dependency",
        hints: ["503", "unavailable", "provider", "upstream", "circuit", "dependency"],
        severity: "medium",
        onset: t0,
        note: "An unannounced push-provider outage keeps the breaker open, unlike the announced maintenance or the breaker that closes in seconds.",
      };
    },
  },
  {
    name: "null-after-release",
    run: (s) => {
      const svc = s.service("worker").runtime === "jvm" ? s.service("worker") : s.service("aux");
      const api = s.svc("api");
      const t0 = s.at(s.r.float(0.35, 0.55));
      s.emit(t0 - 30000, "kubelet", "info", `deployment "${svc.name}" successfully rolled out`);
      const err =
        svc.runtime === "jvm"
          ? 'java.lang.NullPointerException: Cannot invoke "String.length()" because "region" is null'
          : svc.runtime === "node"
            ? "TypeError: Cannot read properties of null (reading 'region')"
            : "thread 'tokio-runtime-worker' panicked at 'called `Option::unwrap()` on a `None` value'";
      s.spread(
        s.r.int(150, 400),
        (t) =>
          s.emit(
            t,
            svc.name,
            "error",
            `failed to process ${s.r.hex(10)}`,
            stackFor(s.r, svc.runtime, svc.name.replace(/-/g, "_"), err),
          ),
        t0,
        s.end,
      );
      s.spread(
        s.r.int(60, 200),
        (t) => s.emit(t, api, "warn", `upstream ${svc.name} returned 500 for ${s.r.hex(8)}`),
        t0 + 500,
        s.end,
      );
      return {
        origin: svc.name,
        category: "null_reference",
        hints: ["null", "none", "unwrap", "undefined", "nil"],
        severity: "medium",
        onset: t0,
        note: "After a release the same null dereference fails most requests, where the quiet version has one stray exception.",
      };
    },
  },
  {
    name: "crashloop-missing-setting",
    run: (s) => {
      const svc = s.svc("api");
      const edge = s.svc("edge");
      const t0 = s.at(s.r.float(0.35, 0.5));
      s.emit(t0 - 5000, "kubelet", "info", `Pulling image "registry.internal/${svc}:v9.1.0"`);
      s.spread(
        s.r.int(10, 20),
        (t) => {
          s.emit(t, svc, "fatal", "configuration error: required setting DATABASE_URL is not set; refusing to start");
          s.emit(t + 300, "kubelet", "warn", `Back-off restarting failed container ${svc} (CrashLoopBackOff)`);
        },
        t0,
        s.end,
      );
      s.spread(
        s.r.int(150, 400),
        (t) =>
          s.emit(
            t,
            edge,
            "error",
            `upstream connect error or disconnect/reset before headers. reset reason: connection failure, cluster=${svc} status=503`,
          ),
        t0 + 20000,
        s.end,
      );
      return {
        origin: svc,
        category: "configuration",
        hints: ["config", "setting", "database_url", "env", "missing"],
        severity: "high",
        onset: t0,
        note: "A rollout whose new pods never become ready because a required setting is missing, unlike the benign rolling deploy.",
      };
    },
  },
  {
    name: "heap-exhaustion",
    run: (s) => {
      const svc = s.service("worker").runtime === "jvm" ? s.service("worker") : s.service("aux");
      const api = s.svc("api");
      const t0 = s.at(s.r.float(0.5, 0.65));
      s.spread(
        30,
        (t, i) =>
          s.emit(
            t,
            svc.name,
            "warn",
            `[gc] GC(${4000 + i}) Pause Full (G1 Compaction Pause) ${3900 + i * 6}M->${3800 + i * 9}M(4096M) ${(800 + i * 90).toFixed(3)}ms`,
          ),
        s.at(0.25),
        t0,
      );
      s.emit(t0, svc.name, "error", 'Exception in thread "worker-7" java.lang.OutOfMemoryError: Java heap space');
      s.spread(
        s.r.int(10, 30),
        (t) => s.emit(t, svc.name, "error", "java.lang.OutOfMemoryError: Java heap space"),
        t0 + 500,
        s.end,
      );
      s.emit(t0 + 20000, "kubelet", "warn", `Container ${svc.name} was OOMKilled (exit code 137); restarting`);
      s.spread(
        s.r.int(100, 300),
        (t) => s.emit(t, api, "error", `call to ${svc.name} timed out after 3000ms`),
        t0 + 2000,
        s.end,
      );
      return {
        origin: svc.name,
        category: "memory",
        hints: ["memory", "heap", "oom", "outofmemory"],
        severity: "high",
        onset: t0,
        note: "GC pauses keep growing until the JVM runs out of heap and is OOM-killed, unlike pauses within limits.",
      };
    },
  },
];
