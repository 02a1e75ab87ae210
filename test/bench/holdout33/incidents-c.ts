// Incident scripts, part three: rate_limiting, timeout, validation, unknown.
import { envoy, nginx } from "./estates.js";
import type { Incident } from "./incidents-a.js";
import { argoSync, crashLoop, edgeFails, ipOf, pod, sec } from "./kit.js";

/** nginx error-log time: 2026/11/08 08:52:22 */
const nx = (t: number) => new Date(t).toISOString().slice(0, 19).replace(/-/g, "/").replace("T", " ");

export const PART_C: Incident[] = [
  // ---------------- rate_limiting ----------------
  {
    key: "hpa-max-concurrency-shedding",
    category: "rate_limiting",
    platform: ["kube-controller-manager", "k8s-events", "ingress-nginx"],
    origin: (e) => e.api.name,
    hints: ["429", "too many requests", "rate", "limit", "concurrency", "shed"],
    sev: "medium",
    note: (e) =>
      `a traffic surge pinned ${e.api.name}'s HPA at maxReplicas (8); its admission limiter sheds the excess with 429 Too Many Requests`,
    run: (c) => {
      const { s, e, r, t0, end } = c;
      const x = e.api.name;
      s.emit(
        t0 - 90 * sec,
        "k8s-events",
        "info",
        `Normal SuccessfulRescale horizontalpodautoscaler/${x} New size: 8; reason: cpu resource utilization (percentage of request) above target`,
      );
      s.every(
        t0 - 30 * sec,
        end,
        30000,
        "kube-controller-manager",
        "warn",
        () =>
          `horizontal.go:845] "HPA reached max replicas" HPA="${e.ns}/${x}" currentReplicas=8 desiredReplicas=${r.int(14, 22)} maxReplicas=8`,
      );
      s.every(
        t0 - 30 * sec,
        end,
        60000,
        "k8s-events",
        "warn",
        () =>
          `Warning ScalingLimited horizontalpodautoscaler/${x} the desired replica count is more than the maximum replica count`,
      );
      s.every(
        t0,
        end,
        350,
        x,
        "warn",
        () =>
          `rejecting request: concurrency limit reached (inflight=256/256, queue=512/512), responding 429 Too Many Requests`,
      );
      s.every(t0 + 100, end, 700, "ingress-nginx", "info", (_i, t) => nginx(r, t, e, r.pick(e.paths), 429));
      s.every(
        t0 + 200,
        end,
        1100,
        e.edge.name,
        "warn",
        () => `GET ${r.pick(e.paths)} -> 429 in ${r.int(1, 8)}ms (${x}: Too Many Requests, Retry-After: 1)`,
      );
    },
  },
  {
    key: "dockerhub-pull-rate-limit",
    category: "rate_limiting",
    platform: ["kubelet", "k8s-events", "cluster-autoscaler"],
    origin: () => "kubelet",
    hints: ["toomanyrequests", "rate limit", "pull", "429", "image"],
    sev: "medium",
    note: (e) =>
      `new nodes from a scale-up pull ${e.worker.name}'s base image anonymously from Docker Hub and hit the pull rate limit; pods stay in ImagePullBackOff and the backlog grows`,
    run: ({ s, e, r, t0, end }) => {
      s.emit(
        t0 - 80 * sec,
        "cluster-autoscaler",
        "info",
        `scale_up.go:477] Final scale-up plan: [{eks-workers-${r.hex(8)} 9->12 (max: 20)}]`,
      );
      s.emit(
        t0 - 79 * sec,
        "cluster-autoscaler",
        "info",
        `scale_up.go:574] Scale-up: setting group eks-workers-${r.hex(8)} size to 12`,
      );
      const img = `docker.io/library/python:3.12-slim`;
      s.every(
        t0,
        end,
        5000,
        "kubelet",
        "error",
        () =>
          `log.go:32] "PullImage from image service failed" err="rpc error: code = Unknown desc = failed to pull and unpack image \\"${img}\\": failed to copy: httpReadSeeker: failed open: unexpected status code https://registry-1.docker.io/v2/library/python/manifests/sha256:${r.hex(64)}: 429 Too Many Requests - Server message: toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit" image="${img}"`,
      );
      s.every(
        t0 + 300,
        end,
        8000,
        "k8s-events",
        "warn",
        () => `Warning Failed pod/${pod(e.worker.name, 0, r.int(3, 9))} Error: ImagePullBackOff`,
      );
      s.every(
        t0 + 30 * sec,
        end,
        15000,
        e.worker.name,
        "warn",
        () => `backlog ${r.int(2000, 20000)} jobs, ${r.int(2, 3)} of 10 workers running`,
      );
    },
  },
  {
    key: "vendor-429-backfill",
    category: "rate_limiting",
    platform: ["kubelet", "k8s-events"],
    extra: () => ["cron"],
    origin: (e) => e[e.vendor.caller].name,
    hints: ["429", "rate limit", "too many requests", "quota", "throttl"],
    sev: "medium",
    note: (e) =>
      `an operator kicked off a manual backfill in ${e[e.vendor.caller].name}, which burns the shared ${e.vendor.name} quota; live calls get 429 Too Many Requests`,
    run: ({ s, e, r, t0, end }) => {
      const x = e[e.vendor.caller].name;
      s.emit(
        t0 - 60 * sec,
        "k8s-events",
        "info",
        `Normal SuccessfulCreate job/${x}-backfill-manual-${r.hex(3)} Created pod: ${x}-backfill-manual-${r.hex(3)}-${r.hex(5)}`,
      );
      s.emit(
        t0 - 55 * sec,
        x,
        "info",
        `backfill started: ${r.int(40000, 90000)} records since 2026-01-01, concurrency=32`,
      );
      s.every(t0 - 50 * sec, end, 2000, x, "info", () => `backfill progress: ${r.int(1000, 40000)} records done`);
      s.every(
        t0,
        end,
        700,
        x,
        "warn",
        () =>
          `${e.vendor.host} responded 429 Too Many Requests (x-ratelimit-remaining=0, retry-after=${r.int(10, 60)}s)`,
      );
      s.every(
        t0 + 1500,
        end,
        1500,
        x,
        "error",
        () => `${e.vendor.name} request failed after 3 attempts: 429 Too Many Requests {"error":"rate_limit_exceeded"}`,
      );
      s.every(
        t0 + 2000,
        end,
        2200,
        e.edge.name,
        "warn",
        () => `POST ${r.pick(e.paths)} -> 503 in ${r.int(100, 900)}ms (${x}: upstream rate limited)`,
      );
      s.every(s.start, end, 60000, "cron", "info", () => `(root) CMD (/usr/local/bin/rotate-exports.sh)`);
    },
  },
  {
    key: "ingress-limit-rps-too-low",
    category: "rate_limiting",
    platform: ["ingress-nginx", "argocd"],
    origin: () => "ingress-nginx",
    hints: ["limiting requests", "rate", "limit", "429", "503"],
    sev: "medium",
    note: (e) =>
      `an Ingress annotation limit-rps: "5" meant for one partner path was applied to all of ${e.edge.name}; ingress-nginx rejects most requests`,
    run: (c) => {
      const { s, e, r, t0, end } = c;
      argoSync(
        c,
        t0 - 10 * sec,
        `${e.edge.name}-ingress`,
        r.hex(7),
        'ingress.yaml: nginx.ingress.kubernetes.io/limit-rps: "5"',
      );
      s.emit(t0 - 6 * sec, "ingress-nginx", "info", `controller.go:210] "Backend successfully reloaded"`);
      s.healthy = (t) => (t < t0 ? 1 : 0.35);
      s.every(
        t0,
        end,
        300,
        "ingress-nginx",
        "warn",
        (_i, t) =>
          `${nx(t)} [error] ${r.int(20, 90)}#${r.int(20, 90)}: *${r.int(100000, 999999)} limiting requests, excess: ${r.int(5, 9)}.${r.int(100, 999)} by zone "${e.ns}_${e.edge.name}_rps", client: ${ipOf(r)}, server: api.${e.domain}, request: "GET ${r.pick(e.paths)} HTTP/1.1", host: "api.${e.domain}"`,
      );
      s.every(t0 + 50, end, 600, "ingress-nginx", "info", (_i, t) => nginx(r, t, e, r.pick(e.paths), 503, "0.000"));
    },
  },
  // ---------------- timeout ----------------
  {
    key: "hpa-max-queue-upstream-timeout",
    category: "timeout",
    platform: ["kube-controller-manager", "ingress-nginx", "k8s-events"],
    origin: (e) => e.api2.name,
    hints: ["timeout", "timed out", "upstream", "deadline"],
    sev: "high",
    note: (e) =>
      `${e.api2.name} hit its HPA maxReplicas under load; requests queue in its thread pool until callers and the ingress time out (504)`,
    run: ({ s, e, r, t0, end }) => {
      const x = e.api2.name;
      s.every(
        t0 - 40 * sec,
        end,
        30000,
        "kube-controller-manager",
        "warn",
        () =>
          `horizontal.go:845] "HPA reached max replicas" HPA="${e.ns}/${x}" currentReplicas=6 desiredReplicas=${r.int(10, 16)} maxReplicas=6`,
      );
      s.every(
        t0,
        end,
        2000,
        x,
        "warn",
        () =>
          `request waited ${r.int(8, 29)}.${r.int(1, 9)}s in queue (executor active=200/200, queued=${r.int(300, 2000)})`,
      );
      s.every(
        t0 + 1000,
        end,
        900,
        e.api.name,
        "error",
        () =>
          `java.net.SocketTimeoutException: Read timed out calling http://${x}:8080/internal/v1/lookup (readTimeout=10000ms)`,
      );
      s.every(
        t0 + 1500,
        end,
        900,
        "ingress-nginx",
        "error",
        (_i, t) =>
          `${nx(t)} [error] 31#31: *${r.int(100000, 999999)} upstream timed out (110: Operation timed out) while reading response header from upstream, client: ${ipOf(r)}, server: api.${e.domain}, request: "GET ${r.pick(e.paths)} HTTP/1.1", upstream: "http://${ipOf(r)}:8080${r.pick(e.paths)}"`,
      );
      s.healthy = (t) => (t < t0 ? 1 : 0.6);
    },
  },
  {
    key: "migration-lock-statement-timeout",
    category: "timeout",
    platform: ["argocd", "k8s-events", "kubelet"],
    extra: () => ["db-migrate"],
    origin: () => "db-migrate",
    hints: ["lock", "timeout", "canceling statement", "migration"],
    sev: "high",
    note: (_e) =>
      `an Argo CD PreSync hook started db-migrate, whose ALTER TABLE waits on a long transaction while holding its lock request; every query on that table queues behind it and hits statement/lock timeouts`,
    run: (c) => {
      const { s, e, r, t0, end } = c;
      argoSync(c, t0 - 5 * sec, e.api2.name, r.hex(7), "PreSync hook: db-migrate");
      s.emit(
        t0 - 3 * sec,
        "k8s-events",
        "info",
        `Normal SuccessfulCreate job/db-migrate-${r.hex(5)} Created pod: db-migrate-${r.hex(5)}-${r.hex(5)}`,
      );
      s.emit(
        t0 - 1000,
        "db-migrate",
        "info",
        `Flyway Community Edition 10.10.0 by Redgate: Migrating schema "public" to version "2026.11.${r.int(10, 28)} - add not null column"`,
      );
      s.emit(
        t0,
        "db-migrate",
        "info",
        `Executing SQL: ALTER TABLE entries ADD COLUMN source_ref text NOT NULL DEFAULT ''`,
      );
      s.every(
        t0 + 60 * sec,
        end,
        60000,
        "db-migrate",
        "info",
        (i) => `migration still running (${i + 1}m elapsed), waiting for lock on table "entries"`,
      );
      s.every(
        t0 + 1000,
        end,
        4000,
        e.db,
        "info",
        () =>
          `LOG:  process ${r.int(1000, 9999)} still waiting for RowExclusiveLock on relation 16${r.int(100, 999)} of database 16384 after 1000.${r.int(100, 999)} ms`,
      );
      s.every(t0 + 5000, end, 1200, e.db, "error", () => `ERROR:  canceling statement due to lock timeout`);
      s.every(
        t0 + 5200,
        end,
        1000,
        e.api2.name,
        "error",
        () => `org.postgresql.util.PSQLException: ERROR: canceling statement due to lock timeout (SQLState 55P03)`,
      );
      s.every(t0 + 6000, end, 1400, e.api.name, "error", () => `call to ${e.api2.name} failed: timeout after 10000ms`);
      s.healthy = (t) => (t < t0 + 5000 ? 1 : 0.45);
    },
  },
  {
    key: "envoy-ut-slow-service",
    category: "timeout",
    platform: ["istio-proxy", "kubelet", "argocd"],
    origin: (e) => e.api2.name,
    hints: ["timeout", "ut", "upstream_response_timeout", "slow", "timed out"],
    sev: "medium",
    note: (e) =>
      `${e.api2.name} handler latency rose past the mesh route timeout (3s) after its downstream query plan changed; envoy returns 504 UT to ${e.api.name}`,
    run: ({ s, e, r, t0, end }) => {
      const x = e.api2.name;
      s.every(
        t0,
        end,
        1500,
        x,
        "warn",
        () => `slow request: GET /internal/v1/lookup took ${r.int(3100, 9000)}ms (db ${r.int(2900, 8800)}ms)`,
      );
      s.every(t0 + 100, end, 700, "istio-proxy", "warn", (_i, t) =>
        envoy(r, t, e, x, "GET", "/internal/v1/lookup", 504, "UT", 3000),
      );
      s.every(
        t0 + 200,
        end,
        1000,
        e.api.name,
        "error",
        () => `call to ${x} failed: HTTP 504 Gateway Timeout, body="upstream request timeout"`,
      );
      s.healthy = (t) => (t < t0 ? 1 : 0.6);
      s.every(
        t0 + 300,
        end,
        40000,
        e.db,
        "info",
        () =>
          `duration: ${r.int(3000, 9000)}.${r.int(100, 999)} ms  execute <unnamed>: SELECT * FROM lookups WHERE owner_id = $1 ORDER BY updated_at DESC LIMIT 50`,
      );
    },
  },
  {
    key: "etcd-slow-apiserver-timeouts",
    category: "timeout",
    platform: ["kube-apiserver", "kube-controller-manager", "argocd"],
    extra: () => ["etcd"],
    origin: () => "etcd",
    hints: ["etcd", "timeout", "timed out", "took too long", "deadline"],
    sev: "medium",
    note: (e) =>
      `etcd's disk fsync latency climbed (a backup snapshot on the same volume) and requests time out; the API server and controllers fail and ${e.ns} deploys/scaling stall`,
    run: (c) => {
      const { s, e, r, t0, end } = c;
      s.every(
        s.start,
        end,
        60000,
        "etcd",
        "info",
        () => `{"level":"info","msg":"compacted raft logs","index":${r.int(90000000, 99999999)}}`,
      );
      s.emit(
        t0 - 20 * sec,
        "etcd",
        "info",
        `{"level":"info","msg":"saving snapshot","path":"/var/lib/etcd/backup/snapshot-${r.hex(6)}.db"}`,
      );
      s.every(
        t0,
        end,
        1500,
        "etcd",
        "warn",
        () =>
          `{"level":"warn","msg":"apply request took too long","took":"${r.int(1, 9)}.${r.int(100, 999)}s","expected-duration":"100ms","prefix":"read-only range ","request":"key:\\"/registry/pods/${e.ns}/\\" range_end:\\"/registry/pods/${e.ns}0\\" "}`,
      );
      s.every(
        t0 + 2000,
        end,
        8000,
        "etcd",
        "warn",
        () =>
          `{"level":"warn","msg":"slow fdatasync","took":"${r.int(1, 4)}.${r.int(100, 999)}s","expected-duration":"1s"}`,
      );
      s.every(
        t0 + 1000,
        end,
        2000,
        "kube-apiserver",
        "error",
        () =>
          `status.go:71] apiserver received an error that is not an metav1.Status: &errors.errorString{s:"context deadline exceeded"}: context deadline exceeded`,
      );
      s.every(
        t0 + 1500,
        end,
        4000,
        "kube-apiserver",
        "error",
        () =>
          `trace.go:236] Trace[${r.int(100000000, 999999999)}]: "Update" url:/apis/apps/v1/namespaces/${e.ns}/deployments/${e.api.name}/status (total time: ${r.int(10000, 30000)}ms): ---"Write to database call failed" err:etcdserver: request timed out`,
      );
      s.every(
        t0 + 3000,
        end,
        10000,
        "kube-controller-manager",
        "error",
        () =>
          `leaderelection.go:369] Failed to update lock: Put "https://127.0.0.1:6443/apis/coordination.k8s.io/v1/namespaces/kube-system/leases/kube-controller-manager?timeout=5s": context deadline exceeded`,
      );
      s.every(
        t0 + 5000,
        end,
        30000,
        "argocd",
        "error",
        () =>
          `Failed to sync application: rpc error: code = DeadlineExceeded desc = context deadline exceeded application=argocd/${e.api.name}`,
      );
    },
  },
  // ---------------- validation ----------------
  {
    key: "api-schema-rejects-old-clients",
    category: "validation",
    platform: ["argocd", "ingress-nginx", "kubelet"],
    origin: (e) => e.api.name,
    hints: ["validation", "422", "invalid", "schema", "required"],
    sev: "medium",
    note: (e) =>
      `Argo CD rolled out ${e.api.name} with a request schema that now requires "channel"; older mobile clients omit it and get 422 Unprocessable Entity`,
    run: (c) => {
      const { s, e, r, t0, end } = c;
      argoSync(c, t0 - 30 * sec, e.api.name, r.hex(7), "image tag 3.8.2 -> 3.9.0");
      s.every(
        t0,
        end,
        800,
        e.api.name,
        "warn",
        () =>
          `POST ${r.pick(e.paths)} rejected: 422 Unprocessable Entity: [{"field":"channel","code":"NotNull","message":"must not be null"}] (user-agent ${r.pick(["app-ios/5.1.2", "app-android/5.1.0", "app-ios/5.0.9"])})`,
      );
      s.every(t0 + 100, end, 1100, "ingress-nginx", "info", (_i, t) => nginx(r, t, e, r.pick(e.paths), 422));
      s.every(t0 + 200, end, 1400, e.edge.name, "warn", () => `POST ${r.pick(e.paths)} -> 422 in ${r.int(5, 30)}ms`);
    },
  },
  {
    key: "kyverno-blocks-pod-creation",
    category: "validation",
    platform: ["kube-controller-manager", "k8s-events", "kube-apiserver"],
    extra: () => ["kyverno"],
    origin: () => "kyverno",
    hints: ["admission", "webhook", "denied", "validation", "policy"],
    sev: "medium",
    note: (e) =>
      `a new Kyverno ClusterPolicy in Enforce mode requires image digests; ${e.api.name}'s ReplicaSet cannot create pods during its scale-out and capacity stays short`,
    run: ({ s, e, r, t0, end }) => {
      const x = e.api.name;
      s.emit(
        t0 - 40 * sec,
        "kyverno",
        "info",
        `policy created: ClusterPolicy require-image-digest validationFailureAction=Enforce`,
      );
      s.every(
        t0,
        end,
        5000,
        "kyverno",
        "warn",
        () =>
          `validation error: images must be referenced by digest. rule require-image-digest failed at path /spec/containers/0/image/ policy=require-image-digest resource=${e.ns}/Pod/${pod(x, 0, r.int(3, 9))}`,
      );
      s.every(
        t0 + 100,
        end,
        5000,
        "kube-controller-manager",
        "error",
        () =>
          `replica_set.go:569] sync "${e.ns}/${pod(x).split("-").slice(0, -1).join("-")}" failed with admission webhook "validate.kyverno.svc-fail" denied the request: \n\npolicy Pod/${e.ns}/ for resource violation: \n\nrequire-image-digest:\n  check-digest: 'validation error: images must be referenced by digest. rule check-digest failed at path /spec/containers/0/image/'`,
      );
      s.every(
        t0 + 300,
        end,
        15000,
        "k8s-events",
        "warn",
        () =>
          `Warning FailedCreate replicaset/${pod(x).split("-").slice(0, -1).join("-")} Error creating: admission webhook "validate.kyverno.svc-fail" denied the request: require-image-digest`,
      );
      s.emit(
        t0 - 2 * sec,
        "k8s-events",
        "info",
        `Normal SuccessfulRescale horizontalpodautoscaler/${x} New size: 9; reason: cpu resource utilization (percentage of request) above target`,
      );
      s.every(
        t0 + 60 * sec,
        end,
        3000,
        x,
        "warn",
        () => `thread pool saturation: active=200/200, queued=${r.int(100, 900)}`,
      );
      s.every(
        t0 + 70 * sec,
        end,
        2000,
        e.edge.name,
        "warn",
        () => `GET ${r.pick(e.paths)} -> 200 in ${r.int(3000, 9000)}ms (slow)`,
      );
    },
  },
  {
    key: "partner-csv-rows-rejected",
    category: "validation",
    platform: ["cron", "kubelet"],
    origin: (e) => e.worker.name,
    hints: ["validation", "invalid", "row", "format", "csv"],
    sev: "medium",
    note: (e) =>
      `the partner's nightly CSV changed its date format to DD/MM/YYYY; ${e.worker.name} rejects every row and the import is dead-lettered`,
    run: ({ s, e, r, t0, end }) => {
      const x = e.worker.name;
      s.emit(t0 - 2000, "cron", "info", `(svc-import) CMD (/usr/local/bin/fetch-partner-feed --target ${x})`);
      s.emit(t0, x, "info", `import partner-feed-${r.hex(6)}.csv: ${r.int(20000, 90000)} rows`);
      s.every(
        t0 + 100,
        end,
        400,
        x,
        "warn",
        (i) =>
          `row ${i * 37 + 2}: pydantic_core._pydantic_core.ValidationError: 1 validation error for FeedRow\nvalid_from\n  Input should be a valid date or datetime, invalid date separator, expected \`-\` [type=date_from_datetime_parsing, input_value='${r.int(10, 28)}/${r.int(10, 12)}/2026', input_type=str]`,
      );
      s.every(
        t0 + 30 * sec,
        end,
        30000,
        x,
        "error",
        () => `import aborted: ${r.int(95, 100)}% of rows invalid (threshold 5%), file moved to dead-letter/`,
      );
    },
  },
  {
    key: "es-mapping-rejects-documents",
    category: "validation",
    platform: ["kubelet", "flux"],
    extra: () => ["search-es"],
    origin: (e) => e.extra[0].name,
    hints: ["mapper_parsing_exception", "mapping", "parse", "validation", "invalid"],
    sev: "medium",
    note: (e) =>
      `${e.extra[0].name} started sending "price" as a string like "12,50"; search-es rejects those documents with mapper_parsing_exception`,
    run: ({ s, e, r, t0, end }) => {
      const x = e.extra[0].name;
      s.every(
        s.start,
        end,
        30000,
        "search-es",
        "info",
        () =>
          `[search-es-0] [gc][${r.int(100000, 900000)}] overhead, spent [${r.int(100, 300)}ms] collecting in the last [1s]`,
      );
      s.emit(
        t0 - 30 * sec,
        "flux",
        "info",
        `HelmRelease ${e.ns}/${x} upgrade succeeded: Helm upgrade succeeded for release ${e.ns}/${x}.v${r.int(20, 60)}`,
      );
      s.every(
        t0,
        end,
        900,
        x,
        "error",
        () =>
          `bulk item failed: {"index":{"_index":"products","_id":"${r.hex(10)}","status":400,"error":{"type":"mapper_parsing_exception","reason":"failed to parse field [price] of type [float] in document with id '${r.hex(10)}'. Preview of field's value: '${r.int(1, 99)},${r.int(10, 99)}'","caused_by":{"type":"number_format_exception","reason":"For input string: \\"${r.int(1, 99)},${r.int(10, 99)}\\""}}}}`,
      );
      s.every(
        t0 + 500,
        end,
        10000,
        x,
        "warn",
        () => `bulk request: ${r.int(200, 500)} items, ${r.int(150, 500)} failed`,
      );
    },
  },
  // ---------------- unknown ----------------
  {
    key: "silent-crashloop-exit1",
    category: "unknown",
    platform: ["kubelet", "k8s-events", "argocd"],
    origin: (e) => e.api2.name,
    hints: ["crash", "exit", "backoff", "crashloop", "unknown"],
    sev: "high",
    note: (e) =>
      `${e.api2.name} exits with code 1 a few seconds after start, printing nothing beyond its banner; it crash-loops and callers fail`,
    run: (c) => {
      const { s, e, r, t0, end } = c;
      const x = e.api2.name;
      s.every(t0, end, 25000, x, "info", () => `${x} starting, version 5.${r.int(1, 9)}.${r.int(0, 9)}, pid 1`, 0.1);
      crashLoop(c, x, t0 + 3000, end, "Error", 1);
      s.healthy = (t) => (t < t0 + 20000 ? 1 : 0.45);
      s.every(
        t0 + 20000,
        end,
        1000,
        e.api.name,
        "error",
        () => `call to ${x} failed: connect ECONNREFUSED ${ipOf(r)}:8080`,
      );
      edgeFails(c, t0 + 21000, end, 1600, (p) => `GET ${p} -> 502 in ${r.int(3, 40)}ms (upstream ${e.api.name})`);
    },
  },
  {
    key: "generic-500s-no-detail",
    category: "unknown",
    platform: ["ingress-nginx", "kubelet"],
    origin: (e) => e.api.name,
    hints: ["500", "internal", "unknown", "error"],
    sev: "medium",
    note: (e) =>
      `${e.api.name} starts answering 500 for a share of requests and logs only "Internal Server Error" with no cause`,
    run: ({ s, e, r, t0, end }) => {
      s.every(
        t0,
        end,
        900,
        e.api.name,
        "error",
        () => `${r.pick(["GET", "POST"])} ${r.pick(e.paths)} 500 Internal Server Error (${r.int(2, 40)}ms)`,
      );
      s.every(t0 + 100, end, 1200, "ingress-nginx", "info", (_i, t) => nginx(r, t, e, r.pick(e.paths), 500));
      edgeFails(
        { s, e, r, t0, end },
        t0 + 300,
        end,
        1400,
        (p) => `GET ${p} -> 500 in ${r.int(5, 60)}ms (${e.api.name} returned 500)`,
      );
    },
  },
  {
    key: "systemd-service-exits-unexplained",
    category: "unknown",
    platform: ["systemd", "kernel"],
    extra: () => ["edge-relay"],
    origin: () => "edge-relay",
    hints: ["exit", "failed", "unknown", "status=1", "crash"],
    sev: "medium",
    note: (e) =>
      `edge-relay (a VM service under systemd in front of ${e.edge.name}) keeps exiting with status 1 and being restarted; it never logs a reason`,
    run: ({ s, e, r, t0, end }) => {
      s.every(
        s.start,
        t0,
        5000,
        "edge-relay",
        "info",
        () => `relayed ${r.int(50, 400)} requests to ${e.edge.name} (p99 ${r.int(20, 90)}ms)`,
      );
      for (let t = t0, n = 1; t < end; t += r.int(40, 90) * sec, n++) {
        s.emit(t, "systemd", "error", `edge-relay.service: Main process exited, code=exited, status=1/FAILURE`);
        s.emit(t + 2, "systemd", "warn", `edge-relay.service: Failed with result 'exit-code'.`);
        s.emit(t + 5000, "systemd", "info", `edge-relay.service: Scheduled restart job, restart counter is at ${n}.`);
        s.emit(t + 5100, "systemd", "info", `Started edge-relay.service - Edge relay.`);
        s.emit(t + 5400, "edge-relay", "info", `edge-relay 2.7.1 listening on :443`);
        for (let j = 0; j < 15; j++)
          s.emit(
            t + 300 + j * 300,
            e.edge.name,
            "warn",
            `upstream connection from edge-relay closed unexpectedly (request ${r.hex(8)} aborted)`,
          );
      }
      s.every(
        t0 + 6000,
        end,
        6000,
        "edge-relay",
        "info",
        () => `relayed ${r.int(10, 100)} requests to ${e.edge.name} (p99 ${r.int(20, 90)}ms)`,
      );
    },
  },
  {
    key: "liveness-fails-no-reason",
    category: "unknown",
    platform: ["kubelet", "k8s-events", "istio-proxy"],
    origin: (e) => e.worker.name,
    hints: ["liveness", "probe", "unknown", "restart", "unhealthy"],
    sev: "medium",
    note: (e) =>
      `${e.worker.name}'s liveness endpoint starts returning 500 without any logged cause; kubelet restarts it repeatedly and work piles up`,
    run: ({ s, e, r, t0, end }) => {
      const x = e.worker.name;
      s.healthDown.set(x, t0);
      s.every(t0, end, 10000, x, "error", () => `GET /healthz 500 ${r.int(0, 3)}ms`);
      s.every(
        t0 + 10,
        end,
        10000,
        "kubelet",
        "warn",
        () =>
          `prober.go:107] "Probe failed" probeType="Liveness" pod="${e.ns}/${pod(x)}" podUID="${r.hex(8)}" containerName="${x}" probeResult="failure" output="HTTP probe failed with statuscode: 500"`,
      );
      s.every(
        t0 + 30000,
        end,
        45000,
        "k8s-events",
        "warn",
        () => `Warning Unhealthy pod/${pod(x)} Liveness probe failed: HTTP probe failed with statuscode: 500`,
      );
      s.every(
        t0 + 30500,
        end,
        45000,
        "kubelet",
        "info",
        () =>
          `kuberuntime_manager.go:1050] "Message for Container of pod" containerName="${x}" containerStatusID={"Type":"containerd","ID":"${r.hex(16)}"} pod="${e.ns}/${pod(x)}" containerMessage="Container ${x} failed liveness probe, will be restarted"`,
      );
      s.every(
        t0 + 40000,
        end,
        20000,
        e.api.name,
        "warn",
        () => `${x} backlog ${r.int(200, 5000)} items, oldest ${r.int(60, 900)}s`,
      );
      s.every(t0 + 33000, end, 45000, x, "info", () => `worker starting (pid 1), concurrency=8`);
    },
  },
];
