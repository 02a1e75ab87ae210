// Tuneloop (recommendations and model serving) scenarios: one per category. Requests carry short ids.
import { tuneloop as e } from "./estates.js";
import { END, type IncidentSpec } from "./spec.js";
import { go, java, node, python } from "./traces.js";

const u = (h: string) => `u_${h}`;

export const ML: IncidentSpec[] = [
  {
    estate: e,
    category: "authentication",
    origin: "feature-server",
    hints: ["wrongpass", "auth", "password", "credential", "noauth"],
    severity: "high",
    note: "After the Redis ACL password was rotated feature-server still uses the old secret; every online lookup fails with WRONGPASS and recommendations fall back to popular items.",
    run(c) {
      c.mute("feature-server", 0, 1);
      c.every("feature-server", 0, END, 800, "error", () => "ERROR:feast.feature_server:get_online_features failed", {
        errType: "redis.exceptions.AuthenticationError",
        stack: () =>
          python(
            [
              [
                "/usr/local/lib/python3.11/site-packages/feast/infra/online_stores/redis.py",
                291,
                "online_read",
                "redis_values = pipe.execute()",
              ],
              [
                "/usr/local/lib/python3.11/site-packages/redis/connection.py",
                382,
                "on_connect",
                'raise AuthenticationError("Invalid Username or Password")',
              ],
            ],
            "redis.exceptions.AuthenticationError: WRONGPASS invalid username-password pair or user is disabled.",
          ),
      });
      c.every(
        "reco-gateway",
        300,
        END,
        300,
        "warn",
        (r) =>
          `level=warn msg="features unavailable, serving popularity fallback" surface=${r.pick(["home_rail", "daily_mix"])} upstream=feature-server status=500 user=${u(r.hex(8))}`,
        { trace: true },
      );
      c.mute("reco-gateway", 0, 0.6);
    },
  },
  {
    estate: e,
    category: "authorization",
    origin: "feature-materializer",
    hints: ["forbidden", "rbac", "permission", "authoriz", "cannot get"],
    severity: "medium",
    note: "feature-materializer's service account loses RBAC access to its secret, so materialization runs fail with 403 Forbidden and online features go stale.",
    run(c) {
      c.mute("feature-materializer", 0, 1);
      c.every("feature-materializer", 0, END, 20000, "error", () => "materialization run aborted", {
        errType: "kubernetes.client.exceptions.ApiException",
        stack: () =>
          python(
            [
              [
                "/app/materializer/secrets.py",
                22,
                "load_online_store_config",
                "secret = v1.read_namespaced_secret('feast-online-store', NAMESPACE)",
              ],
              [
                "/usr/local/lib/python3.11/site-packages/kubernetes/client/rest.py",
                238,
                "request",
                "raise ApiException(http_resp=r)",
              ],
            ],
            'kubernetes.client.exceptions.ApiException: (403)\nReason: Forbidden\nHTTP response body: {"kind":"Status","apiVersion":"v1","status":"Failure","message":"secrets \\"feast-online-store\\" is forbidden: User \\"system:serviceaccount:ml-serving:feature-materializer\\" cannot get resource \\"secrets\\" in API group \\"\\" in the namespace \\"ml-serving\\"","reason":"Forbidden","code":403}',
          ),
      });
      c.every(
        "feature-server",
        120000,
        END,
        15000,
        "warn",
        (r) =>
          `WARNING:feast.feature_server:feature view user_stats is stale: last materialized ${r.int(20, 40)} minutes ago (ttl 15m)`,
      );
    },
  },
  {
    estate: e,
    category: "database",
    origin: "model-registry",
    hints: ["postgres", "psycopg", "database", "recovery", "operationalerror", "sql"],
    severity: "medium",
    note: "model-registry's queries on its PostgreSQL replica are cancelled by recovery conflicts and its pool breaks, so model lookups fail and deploy checks stall.",
    run(c) {
      c.mute("model-registry", 0, 0.9);
      c.every(
        "model-registry",
        0,
        END,
        1500,
        "error",
        () => "ERROR registry.api: GET /api/2.0/mlflow/model-versions/get-latest failed",
        {
          errType: "sqlalchemy.exc.OperationalError",
          stack: () =>
            python(
              [
                ["/app/registry/store.py", 144, "latest_versions", "rows = session.execute(stmt).all()"],
                [
                  "/usr/local/lib/python3.11/site-packages/sqlalchemy/engine/default.py",
                  922,
                  "do_execute",
                  "cursor.execute(statement, parameters)",
                ],
              ],
              "sqlalchemy.exc.OperationalError: (psycopg2.errors.SerializationFailure) canceling statement due to conflict with recovery\nDETAIL:  User query might have needed to see row versions that must be removed.",
            ),
        },
      );
      c.every(
        "model-registry",
        40000,
        END,
        12000,
        "error",
        () => "ERROR registry.db: QueuePool limit of size 10 overflow 5 reached, connection timed out, timeout 30.00",
      );
      c.every(
        "ranker-triton",
        30000,
        END,
        20000,
        "warn",
        () =>
          "W%GLOG% 1 model_repository_manager.cc:1211] poll: registry lookup for 'ranker_xgb' returned 500, keeping version 12",
      );
    },
  },
  {
    estate: e,
    category: "network",
    origin: "feature-server",
    hints: ["connection", "reset", "network", "route", "socket"],
    severity: "high",
    note: "feature-server loses its network path to the Redis online store (resets, then no route to host) while redis-features itself keeps running normally.",
    run(c) {
      c.mute("feature-server", 0, 1);
      c.every("feature-server", 0, END, 700, "error", (r) =>
        r.chance(0.5)
          ? "ERROR:feast.feature_server:online read failed: redis.exceptions.ConnectionError: Error 104 while writing to socket. Connection reset by peer."
          : "ERROR:feast.feature_server:online read failed: redis.exceptions.ConnectionError: Error 113 connecting to redis-features.ml-serving.svc:6379. No route to host.",
      );
      c.every(
        "reco-gateway",
        500,
        END,
        250,
        "error",
        (r) =>
          `level=error msg="feature lookup failed" err="Post \\"http://feature-server:6566/get-online-features\\": EOF" attempt=${r.int(1, 3)} user=${u(r.hex(8))}`,
        { trace: true },
      );
      c.mute("reco-gateway", 0, 0.6);
    },
  },
  {
    estate: e,
    category: "timeout",
    origin: "embedder-torchserve",
    hints: ["timeout", "did not respond", "timed out", "time"],
    severity: "medium",
    note: "embedder-torchserve's backend workers stop answering within the response timeout and are restarted, so similar-track calls time out.",
    run(c) {
      c.mute("embedder-torchserve", 0, 0.85);
      c.every(
        "embedder-torchserve",
        0,
        END,
        3000,
        "error",
        () =>
          "[ERROR] W-9000-embedder_1.3 org.pytorch.serve.wlm.WorkerThread - Number or consecutive unsuccessful inference 1",
        {
          errType: "org.pytorch.serve.wlm.WorkerInitializationException",
          stack: () =>
            java("org.pytorch.serve.wlm.WorkerInitializationException: Backend worker did not respond in given time", [
              "org.pytorch.serve.wlm.WorkerThread.run(WorkerThread.java:242)",
              "java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1136)",
            ]),
        },
      );
      c.every(
        "embedder-torchserve",
        1000,
        END,
        8000,
        "warn",
        () =>
          "[WARN ] W-9000-embedder_1.3 org.pytorch.serve.wlm.WorkerLifeCycle - terminateIOStreams() threadName=W-9000-embedder_1.3",
      );
      c.every(
        "reco-gateway",
        800,
        END,
        400,
        "error",
        (r) =>
          `level=error msg="embedding call failed" err="context deadline exceeded" timeout_ms=800 seed=trk_${r.hex(10)}`,
        { trace: true },
      );
    },
  },
  {
    estate: e,
    category: "rate_limiting",
    origin: "ab-assign",
    hints: ["429", "rate", "too many", "quota", "limit"],
    severity: "medium",
    note: "ab-assign's flag fetches from the hosted experimentation API are throttled with 429 after a release shortened its polling; assignments fail and reco-gateway falls back to control.",
    run(c) {
      c.at(
        -50000,
        "ab-assign",
        "info",
        "ab-assign@3.9.0 starting (node v20.15.1, NODE_ENV=production) flagPollIntervalMs=1000",
      );
      c.mute("ab-assign", 0, 0.9);
      c.every(
        "ab-assign",
        0,
        END,
        1000,
        "warn",
        (r) =>
          `flag refresh failed: 429 Too Many Requests from api.flags-vendor.example (x-ratelimit-remaining=0, retry-after=${r.int(20, 60)})`,
      );
      c.every(
        "ab-assign",
        30000,
        END,
        1500,
        "error",
        () => "assignment failed: no experiment config loaded (flags store empty)",
        {
          errType: "Error",
          stack: () =>
            node("Error: no experiment config loaded", [
              "Assigner.assign (/app/src/assigner.js:58:13)",
              "async /app/src/server.js:41:20",
            ]),
        },
      );
      c.every(
        "reco-gateway",
        31000,
        END,
        350,
        "warn",
        (r) =>
          `level=warn msg="ab-assign returned 503, defaulting to control arm" experiment=home_rail_v7 user=${u(r.hex(8))}`,
        { trace: true },
      );
    },
  },
  {
    estate: e,
    category: "validation",
    origin: "event-ingest",
    hints: ["schema", "validation", "invalid", "required"],
    severity: "medium",
    note: "A mobile release sends play events without item_id; event-ingest rejects them on schema validation and the event topics thin out.",
    run(c) {
      c.every(
        "event-ingest",
        0,
        END,
        500,
        "warn",
        (r) =>
          `o.t.ingest.EventValidator - rejected event ${r.hex(12)} from app android-9.${r.int(3, 3)}.0: #/item_id: required key [item_id] not found`,
      );
      c.every(
        "event-ingest",
        20000,
        END,
        10000,
        "error",
        (r) =>
          `o.t.ingest.IngestController - batch from android-9.3.0 rejected: ${r.int(200, 480)}/${r.int(480, 500)} events failed schema validation`,
        {
          errType: "org.everit.json.schema.ValidationException",
          stack: () =>
            java("org.everit.json.schema.ValidationException: #/item_id: required key [item_id] not found", [
              "org.everit.json.schema.ValidationException.prepend(ValidationException.java:271)",
              "com.tuneloop.ingest.EventValidator.validate(EventValidator.java:44)",
            ]),
        },
      );
      c.every(
        "feature-materializer",
        60000,
        END,
        40000,
        "warn",
        (r) => `track_stats: ${r.int(40, 70)}% fewer play events than same hour last week`,
      );
    },
  },
  {
    estate: e,
    category: "null_reference",
    origin: "reco-gateway",
    hints: ["nil pointer", "nil", "null", "panic", "segmentation"],
    severity: "high",
    note: "reco-gateway panics with a nil pointer dereference when the ranker returns no candidates list; every home rail request fails with 500.",
    run(c) {
      c.mute("reco-gateway", 0, 0.7);
      c.every(
        "reco-gateway",
        0,
        END,
        600,
        "error",
        (r) =>
          `http: panic serving ${r.ip()}:${r.int(30000, 60000)}: runtime error: invalid memory address or nil pointer dereference`,
        {
          errType: "runtime.Error",
          trace: true,
          stack: () =>
            go("runtime error: invalid memory address or nil pointer dereference [recovered]", [
              [
                "github.com/tuneloop/reco-gateway/internal/rank.(*Blender).Blend(0xc0003a8f00, 0x0)",
                "/src/internal/rank/blend.go:74 +0x3c",
              ],
              [
                "github.com/tuneloop/reco-gateway/internal/api.(*Server).recommend(0xc00017e2a0, {0x1d3b2e8, 0xc0004c21c0}, 0xc000512300)",
                "/src/internal/api/recommend.go:118 +0x2f1",
              ],
              [
                "net/http.HandlerFunc.ServeHTTP(0xc0000aa0f0?, {0x1d3b2e8?, 0xc0004c21c0?}, 0x0?)",
                "/usr/local/go/src/net/http/server.go:2171 +0x29",
              ],
            ]),
        },
      );
    },
  },
  {
    estate: e,
    category: "configuration",
    origin: "ranker-triton",
    hints: ["config", "configuration", "shape", "failed to load", "invalid argument"],
    severity: "high",
    note: "A model repository change ships ranker_xgb v13 with a config.pbtxt whose input dims do not match the model; ranker-triton unloads v12, fails to load v13 and reco-gateway gets 'model not ready'.",
    run(c) {
      c.at(-8000, "ranker-triton", "info", "I%GLOG% 1 model_lifecycle.cc:469] loading: ranker_xgb:13");
      c.at(
        -2000,
        "ranker-triton",
        "info",
        "I%GLOG% 1 model_lifecycle.cc:623] successfully unloaded 'ranker_xgb' version 12",
      );
      c.at(
        0,
        "ranker-triton",
        "error",
        "E%GLOG% 1 model_lifecycle.cc:638] failed to load 'ranker_xgb' version 13: Invalid argument: model 'ranker_xgb', tensor 'input__0': the model expects 2 dimensions (shape [-1,128]) but the model configuration specifies 2 dimensions (shape [-1,96])",
      );
      c.every(
        "ranker-triton",
        60000,
        END,
        60000,
        "error",
        () =>
          "E%GLOG% 1 model_repository_manager.cc:1307] Poll failed for model directory 'ranker_xgb': failed to load model config: Invalid argument: dims mismatch for input__0",
      );
      c.mute("reco-gateway", 0, 0.8);
      c.every(
        "reco-gateway",
        500,
        END,
        250,
        "error",
        (r) =>
          `level=error msg="ranking failed" err="rpc error: code = Unavailable desc = Request for unknown model: 'ranker_xgb' is not found" surface=${r.pick(["home_rail", "daily_mix"])} status=503`,
        { trace: true },
      );
    },
  },
  {
    estate: e,
    category: "dependency",
    origin: "event-ingest",
    hints: ["kafka", "broker", "not available", "metadata", "producer"],
    severity: "high",
    note: "The Kafka cluster event-ingest produces to becomes unavailable; producer metadata times out, the buffer fills and play events are dropped.",
    run(c) {
      c.mute("event-ingest", 0, 1);
      c.every(
        "event-ingest",
        0,
        END,
        1500,
        "warn",
        (r) =>
          `o.a.k.c.NetworkClient - [Producer clientId=event-ingest-1] Connection to node ${r.int(1, 3)} (kafka-${r.int(0, 2)}.kafka-headless.data.svc/10.60.1.${r.int(10, 40)}:9092) could not be established. Broker may not be available.`,
      );
      c.every(
        "event-ingest",
        60000,
        END,
        2500,
        "error",
        () => "o.t.ingest.EventBatcher - send failed, dropping batch of 2048 events",
        {
          errType: "org.apache.kafka.common.errors.TimeoutException",
          stack: () =>
            java(
              "org.apache.kafka.common.errors.TimeoutException: Topic user-events not present in metadata after 60000 ms.",
              [
                "org.apache.kafka.clients.producer.KafkaProducer.waitOnMetadata(KafkaProducer.java:1146)",
                "com.tuneloop.ingest.EventBatcher.flush(EventBatcher.java:88)",
              ],
            ),
        },
      );
      c.every("feature-materializer", 120000, END, 40000, "warn", () => "no new rows in user-events since last run");
    },
  },
  {
    estate: e,
    category: "memory",
    origin: "embedder-torchserve",
    hints: ["cuda", "out of memory", "memory", "oom"],
    severity: "high",
    note: "embedder-torchserve runs out of GPU memory on large batches (torch.cuda.OutOfMemoryError) and its workers die; similar-track requests fail with 507/503.",
    run(c) {
      c.mute("embedder-torchserve", 0, 0.8);
      c.every(
        "embedder-torchserve",
        0,
        END,
        2500,
        "error",
        () => "[ERROR] W-9000-embedder_1.3-stdout MODEL_LOG - Invoking custom service failed.",
        {
          errType: "torch.cuda.OutOfMemoryError",
          stack: (r) => [
            "[INFO ] W-9000-embedder_1.3-stdout MODEL_LOG - Traceback (most recent call last):",
            '[INFO ] W-9000-embedder_1.3-stdout MODEL_LOG -   File "/home/model-server/tmp/models/embedder/handler.py", line 61, in inference',
            "[INFO ] W-9000-embedder_1.3-stdout MODEL_LOG -     return self.model(**batch).pooler_output",
            `[INFO ] W-9000-embedder_1.3-stdout MODEL_LOG - torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate ${r.int(1, 3)}.${r.int(10, 99)} GiB. GPU 0 has a total capacity of 22.19 GiB of which ${r.int(100, 900)}.00 MiB is free. Process 1 has 21.${r.int(10, 90)} GiB memory in use.`,
          ],
        },
      );
      c.every(
        "embedder-torchserve",
        30000,
        END,
        30000,
        "error",
        () => "[ERROR] W-9000-embedder_1.3 org.pytorch.serve.wlm.WorkerThread - Backend worker process died.",
      );
      c.every(
        "reco-gateway",
        1000,
        END,
        500,
        "error",
        (r) => `level=error msg="embedding call failed" status=${r.pick([503, 507])} seed=trk_${r.hex(10)}`,
        { trace: true },
      );
    },
  },
  {
    estate: e,
    category: "disk",
    origin: "redis-features",
    hints: ["disk", "no space", "misconf", "persist", "rdb"],
    severity: "high",
    note: "redis-features cannot write its RDB snapshot (No space left on device) and with stop-writes-on-bgsave-error refuses writes; materialization and feature writes fail with MISCONF.",
    run(c) {
      c.mute("redis-features", 0, 1);
      c.every(
        "redis-features",
        0,
        END,
        60000,
        "warn",
        () => "1:M %REDIS% # Write error saving DB on disk: No space left on device",
      );
      c.every("redis-features", 500, END, 60000, "warn", () => "1:M %REDIS% # Background saving error");
      c.every(
        "feature-materializer",
        5000,
        END,
        6000,
        "error",
        () =>
          "materialize user_stats failed: redis.exceptions.ResponseError: MISCONF Redis is configured to save RDB snapshots, but it's currently unable to persist to disk. Commands that may modify the data set are disabled, because this instance is configured to report errors during writes if RDB snapshotting fails (stop-writes-on-bgsave-error option).",
      );
      c.every(
        "feature-server",
        8000,
        END,
        3000,
        "error",
        () =>
          "ERROR:feast.feature_server:push to online store failed: MISCONF Redis is configured to save RDB snapshots, but it's currently unable to persist to disk.",
      );
    },
  },
  {
    estate: e,
    category: "unknown",
    origin: "ranker-triton",
    hints: ["unavailable", "restart", "unknown", "crash", "exited"],
    severity: "high",
    note: "ranker-triton restarts every minute or so with no error in its own logs (only start-up lines); reco-gateway's ranking calls fail with Unavailable.",
    run(c) {
      c.mute("ranker-triton", 0, 1);
      for (let t = 20000; t < c.left; t += c.r.int(45000, 75000)) {
        c.at(t, "ranker-triton", "info", "I%GLOG% 1 model_lifecycle.cc:818] successfully loaded 'ranker_xgb'");
        c.at(
          t + c.r.int(200, 600),
          "ranker-triton",
          "info",
          "I%GLOG% 1 grpc_server.cc:2519] Started GRPCInferenceService at 0.0.0.0:8001",
        );
        c.at(
          t + c.r.int(700, 900),
          "ranker-triton",
          "info",
          "I%GLOG% 1 http_server.cc:4637] Started HTTPService at 0.0.0.0:8000",
        );
      }
      c.mute("reco-gateway", 0, 0.7);
      c.every(
        "reco-gateway",
        500,
        END,
        300,
        "error",
        (r) =>
          `level=error msg="ranking failed" err="rpc error: code = Unavailable desc = connection error: desc = \\"transport: Error while dialing: dial tcp 10.60.3.${r.int(10, 40)}:8001: connect: connection refused\\"" status=503`,
        { trace: true },
      );
    },
  },
];
