// The 52 broken windows of holdout80: 13 categories x 4 estates, each as the origin and its callers log it.
import type { Emit, Gen } from "./estates.js";
import type { Lvl } from "./formats.js";
import type { Rng } from "./rng.js";
import { dotnetTrace, goTrace, javaTrace, nodeTrace, pyTrace, rubyTrace } from "./stacks.js";

export type Cat =
  | "authentication"
  | "authorization"
  | "database"
  | "network"
  | "timeout"
  | "rate_limiting"
  | "validation"
  | "null_reference"
  | "configuration"
  | "dependency"
  | "memory"
  | "disk"
  | "unknown";

export interface Inc {
  estate: string;
  origin: string;
  cat: Cat;
  hints: string[];
  sev: "medium" | "high";
  note: string;
  /** Lines a second the broken service writes about it; `k` counts them. */
  rate: number;
  o: (r: Rng, k: number) => Emit;
  /** The service's usual INFO lines stop once it breaks. */
  silent?: boolean;
  /** Lines the service prints `lead` seconds before it breaks (a release or reload). */
  pre?: { lead: number; lines: Emit[] };
  callers: Array<{ svc: string; rate: number; f: Gen }>;
}

const E = (lvl: Lvl, msg: string, stack?: string[], errType?: string): Emit => ({ lvl, msg, stack, errType });
const uid = (r: Rng) => `u_${r.hex(10)}`;
const ip = (r: Rng) => `10.${r.int(0, 63)}.${r.int(0, 255)}.${r.int(2, 254)}`;

// ------------------------------------------------------------------ pulsewear
const PW: Inc[] = [
  {
    estate: "pulsewear",
    origin: "push-relay",
    cat: "authentication",
    hints: ["apns", "token", "provider", "auth", "credential", "403"],
    sev: "medium",
    note: "push-relay's APNs provider JWT is rejected (403 InvalidProviderToken) after the signing key is revoked, so heart-rate alert pushes fail and hr-alerts logs the failed deliveries.",
    rate: 0.9,
    o: (r) =>
      E(
        "error",
        `apns: 403 InvalidProviderToken for ${r.hex(8)}-${r.hex(4)} (kid=7QW2X4K9LM team=PW8H2K1D3F) — notification dropped`,
      ),
    callers: [
      {
        svc: "hr-alerts",
        rate: 0.4,
        f: (r) => E("error", `alert ${r.hex(8)} high_hr user=${uid(r)}: push-relay returned 502 "apns rejected"`),
      },
      {
        svc: "sync-gateway",
        rate: 0.05,
        f: (r) => E("warn", `POST /v3/alerts/ack status=404 dur=${r.int(3, 20)}ms (no delivered alert)`),
      },
    ],
  },
  {
    estate: "pulsewear",
    origin: "firmware-rollout",
    cat: "authorization",
    hints: ["permission", "forbidden", "403", "access", "iam"],
    sev: "medium",
    note: "firmware-rollout's service account loses storage.objects.get on the firmware bucket, every image fetch is 403 and device-registry cannot offer updates.",
    rate: 0.5,
    o: (r) =>
      E(
        "error",
        `failed to stage image pw-orbit2-4.3.0.bin for wave 3`,
        nodeTrace(
          "ApiError",
          `firmware-rollout@pulsewear-prod.iam.gserviceaccount.com does not have storage.objects.get access to the Google Cloud Storage object. Permission 'storage.objects.get' denied on resource (or it may not exist).`,
          [
            "new ApiError (/app/node_modules/@google-cloud/storage/build/cjs/src/nodejs-common/util.js:114:15)",
            "Util.parseHttpRespBody (/app/node_modules/@google-cloud/storage/build/cjs/src/nodejs-common/util.js:253:38)",
            "Util.handleResp (/app/node_modules/@google-cloud/storage/build/cjs/src/nodejs-common/util.js:193:117)",
            `async WaveStager.stage (/app/dist/waves/stager.js:${r.int(40, 90)}:19)`,
          ],
        ),
        "ApiError",
      ),
    callers: [
      {
        svc: "device-registry",
        rate: 0.35,
        f: (r) =>
          E(
            "warn",
            `Update check for ${r.hex(12).toUpperCase()} failed: firmware-rollout responded 500, device keeps fw 4.2.3`,
          ),
      },
    ],
  },
  {
    estate: "pulsewear",
    origin: "device-registry",
    cat: "database",
    hints: ["connection", "postgres", "npgsql", "too many", "database"],
    sev: "high",
    note: "device-registry exhausts Postgres connections (53300 too many clients) and sync-gateway fails syncs with 503s and retries.",
    rate: 1.2,
    o: (r) =>
      E(
        "error",
        "Failed executing DbCommand (UpdateLastSeen)",
        dotnetTrace("Npgsql.PostgresException (0x80004005)", "53300: sorry, too many clients already", [
          "Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
          "Npgsql.Internal.NpgsqlConnector.<Open>g__OpenCore|214_1(NpgsqlConnector conn, SslMode sslMode, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken, Boolean isFirstAttempt)",
          "Npgsql.PoolingDataSource.OpenNewConnector(NpgsqlConnection conn, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
          `Pulsewear.Registry.Devices.DeviceStore.TouchAsync(String serial) in /src/Registry/Devices/DeviceStore.cs:line ${r.int(40, 120)}`,
        ]),
        "Npgsql.PostgresException",
      ),
    callers: [
      {
        svc: "sync-gateway",
        rate: 1.6,
        f: (r) =>
          E(
            "error",
            `POST /v3/sync status=503 dur=${r.int(900, 3000)}ms err="device-registry: upstream 500" attempt=${r.int(1, 3)}/3`,
          ),
      },
      {
        svc: "activity-ingest",
        rate: 0.3,
        f: (r) =>
          E(
            "warn",
            `device lookup for ${r.hex(12).toUpperCase()} failed (device-registry HTTP 500), batch parked for retry`,
          ),
      },
    ],
  },
  {
    estate: "pulsewear",
    origin: "ble-bridge",
    cat: "network",
    hints: ["dns", "resolve", "name resolution", "network", "getaddrinfo"],
    sev: "medium",
    note: "ble-bridge's hubs can no longer resolve the ingest endpoint (DNS EAI_AGAIN), uploads from gym hubs stop and activity-ingest reports stale hubs.",
    rate: 0.8,
    o: (r) =>
      E(
        "error",
        `[hub ${r.pick(["gym-ams-04", "gym-ams-11", "gym-utr-07"])}] upload failed: getaddrinfo(ingest.pw-prod.svc.cluster.local): Temporary failure in name resolution (EAI_AGAIN), spool=${r.int(20, 400)} batches`,
      ),
    callers: [
      {
        svc: "activity-ingest",
        rate: 0.15,
        f: (r) =>
          E(
            "warn",
            `hub ${r.pick(["gym-ams-04", "gym-ams-11", "gym-utr-07"])} silent for ${r.int(120, 600)}s (expected batch every 30s)`,
          ),
      },
    ],
  },
  {
    estate: "pulsewear",
    origin: "sleep-stager",
    cat: "timeout",
    hints: ["timeout", "timed out", "worker timeout"],
    sev: "medium",
    note: "sleep-stager's staging model slows down until gunicorn kills workers on WORKER TIMEOUT; activity-ingest's calls time out and retry.",
    rate: 0.35,
    o: (r, k) =>
      k % 3 === 2
        ? E("error", `[CRITICAL] WORKER TIMEOUT (pid:${r.int(20, 90)})`)
        : E(
            "warn",
            `staging night user=${uid(r)} took ${r.int(28, 31)}.${r.int(0, 9)}s (budget 5s), hypnogram pass ${r.int(2, 4)}/4`,
          ),
    callers: [
      {
        svc: "activity-ingest",
        rate: 0.9,
        f: (r) =>
          E(
            "error",
            `sleep staging call failed for ${uid(r)}, will retry (${r.int(1, 5)}/5)`,
            javaTrace("java.net.SocketTimeoutException", "Read timed out", [
              "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
              "java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:314)",
              "okhttp3.internal.http1.Http1ExchangeCodec.readResponseHeaders(Http1ExchangeCodec.kt:180)",
              "com.pulsewear.ingest.sleep.SleepStagerClient.stage(SleepStagerClient.kt:61)",
            ]),
            "java.net.SocketTimeoutException",
          ),
      },
    ],
  },
  {
    estate: "pulsewear",
    origin: "hr-alerts",
    cat: "rate_limiting",
    hints: ["rate", "429", "too many requests", "throttl", "limit"],
    sev: "medium",
    note: "hr-alerts is throttled by the SMS provider (HTTP 429, error 20429) for emergency-contact texts and logs only warnings while alerts queue up.",
    rate: 0.9,
    o: (r) =>
      E(
        "warn",
        `sms: provider responded 429 Too Many Requests (code 20429) for contact of ${uid(r)}, backing off ${r.pick([2, 4, 8, 16])}s queue=${r.int(40, 900)}`,
      ),
    callers: [
      {
        svc: "push-relay",
        rate: 0.1,
        f: (r) =>
          E(
            "info",
            `apns delivered id=${r.hex(8)}-${r.hex(4)} topic=com.pulsewear.app.alerts status=200 (sms fallback pending)`,
          ),
      },
    ],
  },
  {
    estate: "pulsewear",
    origin: "activity-ingest",
    cat: "validation",
    hints: ["validation", "constraint", "invalid", "must"],
    sev: "medium",
    note: "activity-ingest rejects every batch from the new watch firmware because sample timestamps fail bean validation, and sync-gateway reports 422 sync failures.",
    rate: 1.0,
    o: (r) =>
      E(
        "error",
        `rejected batch from ${r.hex(12).toUpperCase()} (fw 4.3.0)`,
        javaTrace(
          "jakarta.validation.ConstraintViolationException",
          `ingest.samples[${r.int(0, 300)}].timestamp: must be a date in the past or in the present, ingest.samples[${r.int(0, 300)}].heartRate: must be greater than or equal to 25`,
          [
            "org.springframework.validation.beanvalidation.MethodValidationInterceptor.invoke(MethodValidationInterceptor.java:138)",
            "org.springframework.aop.framework.ReflectiveMethodInvocation.proceed(ReflectiveMethodInvocation.java:184)",
            "com.pulsewear.ingest.api.BatchController.ingest(BatchController.kt:47)",
          ],
        ),
        "jakarta.validation.ConstraintViolationException",
      ),
    callers: [
      {
        svc: "sync-gateway",
        rate: 0.9,
        f: (r) =>
          E(
            "warn",
            `POST /v3/sync device=PW-Orbit2 app=ios/8.14.2 status=422 dur=${r.int(30, 120)}ms err="activity-ingest rejected batch"`,
          ),
      },
    ],
  },
  {
    estate: "pulsewear",
    origin: "workout-feed",
    cat: "null_reference",
    hints: ["nil", "nomethod", "undefined method", "null"],
    sev: "medium",
    note: "workout-feed crashes with NoMethodError on nil when rendering indoor workouts without a route; sync-gateway feed calls return 500.",
    rate: 0.7,
    o: (r) =>
      E(
        "fatal",
        `NoMethodError (undefined method \`first' for nil:NilClass):`,
        [
          "",
          `app/serializers/workout_card_serializer.rb:${r.int(20, 40)}:in \`map_thumbnail'`,
          "app/serializers/workout_card_serializer.rb:12:in `as_json'",
          "app/controllers/feed_controller.rb:9:in `index'",
        ],
        "NoMethodError",
      ),
    callers: [
      {
        svc: "sync-gateway",
        rate: 0.8,
        f: (r) =>
          E(
            "error",
            `GET /v3/feed?limit=20 status=500 dur=${r.int(40, 200)}ms err="workout-feed: 500 Internal Server Error"`,
          ),
      },
    ],
  },
  {
    estate: "pulsewear",
    origin: "hr-alerts",
    cat: "configuration",
    hints: ["config", "threshold", "setting", "yaml", "parse"],
    sev: "medium",
    note: "hr-alerts is reloaded with a rules file where thresholds are quoted strings; every evaluation fails to parse the rule and no alerts are evaluated.",
    rate: 0.8,
    pre: {
      lead: 35,
      lines: [
        E("info", "rules: reloading /etc/hr-alerts/rules.yaml (configmap rev 48)"),
        E("info", "rules: 14 rules loaded"),
      ],
    },
    o: (r) =>
      E(
        "error",
        `rule high_hr: evaluate user=${uid(r)}: strconv.ParseFloat: parsing "${r.pick(["150bpm", "140bpm", "165bpm"])}": invalid syntax (rules.yaml: thresholds.high_hr_bpm)`,
      ),
    callers: [
      {
        svc: "activity-ingest",
        rate: 0.25,
        f: (r) => E("warn", `hr-alerts replied 500 for window of ${uid(r)}, dropped (no retry for alert windows)`),
      },
    ],
  },
  {
    estate: "pulsewear",
    origin: "activity-ingest",
    cat: "dependency",
    hints: ["kafka", "broker", "unavailable", "dependency"],
    sev: "high",
    note: "The Kafka brokers activity-ingest produces to become unavailable; its producer cannot reach any broker and sync-gateway retries uploads that now fail.",
    rate: 1.0,
    o: (r, k) =>
      k % 4 === 0
        ? E(
            "error",
            "failed to publish batch to activity-raw",
            javaTrace(
              "org.apache.kafka.common.errors.TimeoutException",
              "Topic activity-raw not present in metadata after 60000 ms.",
              [
                "org.apache.kafka.clients.producer.KafkaProducer.waitOnMetadata(KafkaProducer.java:1160)",
                "org.apache.kafka.clients.producer.KafkaProducer.doSend(KafkaProducer.java:1005)",
                "com.pulsewear.ingest.publish.RawPublisher.publish(RawPublisher.kt:38)",
              ],
            ),
            "org.apache.kafka.common.errors.TimeoutException",
          )
        : E(
            "warn",
            `[Producer clientId=activity-ingest-${r.int(0, 2)}] Connection to node ${r.int(0, 2)} (kafka-${r.int(0, 2)}.kafka.pw-prod.svc/${ip(r)}:9092) could not be established. Node may not be available.`,
          ),
    callers: [
      {
        svc: "sync-gateway",
        rate: 1.4,
        f: (r) =>
          E(
            "error",
            `POST /v3/sync status=503 dur=${r.int(5000, 30000)}ms err="activity-ingest: 503 Service Unavailable" attempt=${r.int(1, 3)}/3`,
          ),
      },
    ],
  },
  {
    estate: "pulsewear",
    origin: "segment-board",
    cat: "memory",
    hints: ["outofmemory", "heap", "memory", "oom"],
    sev: "high",
    note: "segment-board runs out of Java heap building monthly leaderboards, GC thrashes and it restarts; workout-feed gets 502s for segment cards.",
    rate: 0.3,
    o: (r, k) =>
      k % 5 === 4
        ? E(
            "error",
            "Servlet.service() for servlet [dispatcherServlet] threw exception",
            javaTrace("java.lang.OutOfMemoryError", "Java heap space", [
              "java.base/java.util.Arrays.copyOf(Arrays.java:3512)",
              "java.base/java.util.ArrayList.grow(ArrayList.java:237)",
              "com.pulsewear.segments.board.MonthlyBoard.collect(MonthlyBoard.java:88)",
            ]),
            "java.lang.OutOfMemoryError",
          )
        : E(
            "warn",
            `[gc] GC(${r.int(3000, 9000)}) Pause Full (G1 Compaction Pause) 3980M->3971M(4096M) ${r.int(1800, 4200)}.${r.int(100, 999)}ms`,
          ),
    callers: [
      {
        svc: "workout-feed",
        rate: 0.6,
        f: (r) =>
          E(
            "error",
            `SegmentClient::Error: segment-board responded 502 Bad Gateway after ${r.int(2000, 9000)}ms (segment ${r.int(100000, 999999)})`,
          ),
      },
    ],
  },
  {
    estate: "pulsewear",
    origin: "ble-bridge",
    cat: "disk",
    hints: ["disk", "space", "enospc", "no space"],
    sev: "medium",
    note: "ble-bridge's spool volume fills up and every GATT session fails to persist with ENOSPC; hubs stop forwarding data.",
    rate: 0.9,
    o: (r) =>
      E(
        "error",
        `[hub ${r.pick(["gym-ams-04", "gym-ams-11", "clinic-rtm-02", "gym-utr-07"])}] spool write /var/spool/ble/${r.hex(8)}.pb failed: No space left on device (errno 28)`,
      ),
    callers: [
      {
        svc: "activity-ingest",
        rate: 0.12,
        f: (r) =>
          E(
            "warn",
            `hub ${r.pick(["gym-ams-04", "clinic-rtm-02"])} batch backlog growing, last upload ${r.int(90, 500)}s ago`,
          ),
      },
    ],
  },
  {
    estate: "pulsewear",
    origin: "hr-alerts",
    cat: "unknown",
    hints: ["unknown", "unavailable", "crash", "error"],
    sev: "medium",
    note: "hr-alerts stops logging and answering without a reason in its own logs; activity-ingest and push-relay see connection refusals and missing evaluations.",
    rate: 0.02,
    silent: true,
    o: () => E("error", "evaluator stopped"),
    callers: [
      {
        svc: "activity-ingest",
        rate: 0.8,
        f: (r) =>
          E("error", `POST http://hr-alerts:8080/v1/evaluate failed: Connection refused (window of ${uid(r)} dropped)`),
      },
      {
        svc: "push-relay",
        rate: 0.05,
        f: () => E("warn", "no alert pushes requested in the last 120s (usual rate ~20/min)"),
      },
    ],
  },
];

// ------------------------------------------------------------------ trailbeat
const TB: Inc[] = [
  {
    estate: "trailbeat",
    origin: "ota-planner",
    cat: "authentication",
    hints: ["token", "expired", "credential", "auth", "sts"],
    sev: "medium",
    note: "ota-planner's web-identity credentials stop refreshing and S3 answers ExpiredToken for every manifest read, so band-api serves no firmware offers.",
    rate: 0.6,
    o: (r) =>
      E(
        "error",
        `failed to load manifest for ring canary-5% (band ${r.hex(10)})`,
        pyTrace(
          [
            ["/app/ota/manifests.py", 71, "load", "obj = s3.get_object(Bucket=BUCKET, Key=key)"],
            [
              "/usr/local/lib/python3.11/site-packages/botocore/client.py",
              553,
              "_api_call",
              "return self._make_api_call(operation_name, kwargs)",
            ],
            [
              "/usr/local/lib/python3.11/site-packages/botocore/client.py",
              1009,
              "_make_api_call",
              "raise error_class(parsed_response, operation_name)",
            ],
          ],
          "botocore.exceptions.ClientError",
          "An error occurred (ExpiredToken) when calling the GetObject operation: The provided token has expired.",
        ),
        "botocore.exceptions.ClientError",
      ),
    callers: [
      {
        svc: "band-api",
        rate: 0.5,
        f: (r) =>
          E("error", `GET /api/v2/firmware/offer 502 ${r.int(30, 200)}.${r.int(100, 999)} ms - 64 (ota-planner 500)`),
      },
    ],
  },
  {
    estate: "trailbeat",
    origin: "kudos-service",
    cat: "authorization",
    hints: ["permission", "denied", "privilege", "insufficient"],
    sev: "medium",
    note: "after a migration recreated the kudos table, kudos-service's database role lacks privileges and every write fails with permission denied.",
    rate: 0.7,
    o: (r) =>
      E(
        "error",
        `PG::InsufficientPrivilege: ERROR:  permission denied for table kudos`,
        [
          `app/models/kudo.rb:${r.int(10, 30)}:in \`give!'`,
          "app/controllers/kudos_controller.rb:14:in `create'",
          "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
        ],
        "ActiveRecord::StatementInvalid",
      ),
    callers: [
      {
        svc: "band-api",
        rate: 0.6,
        f: (r) =>
          E(
            "error",
            `POST /api/v2/activities/${r.int(40000000, 49999999)}/kudos 500 ${r.int(20, 90)}.${r.int(100, 999)} ms - 52`,
          ),
      },
    ],
  },
  {
    estate: "trailbeat",
    origin: "track-processor",
    cat: "database",
    hints: ["deadlock", "database", "postgres", "sql", "transaction"],
    sev: "high",
    note: "track-processor's segment-matching transactions deadlock in Postgres and uploads fail; band-api returns 500 on activity uploads and clients retry.",
    rate: 1.0,
    o: (r) =>
      E(
        "error",
        `match segments for track ${r.int(40000000, 49999999)}: pq: deadlock detected (SQLSTATE 40P01) — Process ${r.int(10000, 99999)} waits for ShareLock on transaction ${r.int(9000000, 9999999)}`,
      ),
    callers: [
      {
        svc: "band-api",
        rate: 1.5,
        f: (r) =>
          E(
            "error",
            `POST /api/v2/activities 500 ${r.int(200, 1500)}.${r.int(100, 999)} ms - 71 upstream=track-processor retry=${r.int(0, 3)}`,
          ),
      },
      {
        svc: "leaderboard-cache",
        rate: 0.1,
        f: (r) => E("warn", `segment ${r.int(1000000, 9999999)}: no new efforts in 5m, keeping stale top10`),
      },
    ],
  },
  {
    estate: "trailbeat",
    origin: "leaderboard-cache",
    cat: "network",
    hints: ["reset", "connection", "network", "tcp"],
    sev: "medium",
    note: "leaderboard-cache's TCP connections to its Redis shard are reset mid-request after a node move; feed reads degrade and band-api logs slow 500s.",
    rate: 1.0,
    o: (r) =>
      E(
        "error",
        `redis get seg:${r.int(1000000, 9999999)}:top10: read tcp ${ip(r)}:${r.int(40000, 60000)}->10.12.4.31:6379: read: connection reset by peer`,
      ),
    callers: [
      {
        svc: "band-api",
        rate: 0.5,
        f: (r) =>
          E(
            "error",
            `GET /api/v2/feed 500 ${r.int(100, 900)}.${r.int(100, 999)} ms - 48 (leaderboard-cache: socket hang up)`,
          ),
      },
    ],
  },
  {
    estate: "trailbeat",
    origin: "recovery-score",
    cat: "timeout",
    hints: ["timeout", "time limit", "timed out", "softtimelimit"],
    sev: "medium",
    note: "recovery-score's HRV computation hits Celery soft time limits after a large backfill; band-api times out recovery requests with 504s.",
    rate: 0.5,
    o: (r) =>
      E(
        "error",
        `Task recovery.compute[${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-a${r.hex(3)}-${r.hex(12)}] raised unexpected: SoftTimeLimitExceeded()`,
        pyTrace(
          [
            [
              "/usr/local/lib/python3.11/site-packages/celery/app/trace.py",
              477,
              "trace_task",
              "R = retval = fun(*args, **kwargs)",
            ],
            ["/app/recovery/tasks.py", 58, "compute", "hrv = rmssd(load_rr_intervals(athlete_id, days=28))"],
            ["/app/recovery/hrv.py", 112, "rmssd", "diffs = np.diff(series)"],
          ],
          "celery.exceptions.SoftTimeLimitExceeded",
          "SoftTimeLimitExceeded()",
        ),
        "SoftTimeLimitExceeded",
      ),
    callers: [
      {
        svc: "band-api",
        rate: 0.8,
        f: (r) => E("error", `GET /api/v2/athlete/recovery 504 ${r.int(10000, 10050)}.${r.int(100, 999)} ms - 0`),
      },
    ],
  },
  {
    estate: "trailbeat",
    origin: "media-resizer",
    cat: "rate_limiting",
    hints: ["slowdown", "rate", "reduce your request rate", "throttl", "503"],
    sev: "medium",
    note: "media-resizer is throttled by S3 (503 SlowDown) while writing photo variants, warns on each backoff and falls behind.",
    rate: 1.1,
    o: (r) =>
      E(
        "warn",
        `put variants/${r.hex(16)}_${r.pick(["s", "m", "l"])}.jpg: operation error S3: PutObject, https response error StatusCode: 503, RequestID: ${r.hex(16).toUpperCase()}, api error SlowDown: Please reduce your request rate. (retry ${r.int(1, 5)})`,
      ),
    callers: [
      {
        svc: "band-api",
        rate: 0.2,
        f: (r) =>
          E(
            "warn",
            `GET /api/v2/photos/${r.hex(16)} 404 ${r.int(2, 20)}.${r.int(100, 999)} ms - 9 (variant not ready)`,
          ),
      },
    ],
  },
  {
    estate: "trailbeat",
    origin: "metrics-writer",
    cat: "validation",
    hints: ["field type conflict", "type", "conflict", "invalid", "validation"],
    sev: "medium",
    note: "metrics-writer's points are rejected by the time-series store with field type conflicts after a band firmware sends cadence as float, and batches are dropped.",
    rate: 0.9,
    o: (r) =>
      E(
        "error",
        `write rejected for activity ${r.int(40000000, 49999999)}: partial write: field type conflict: input field "cadence" on measurement "samples" is type float, already exists as type integer dropped=${r.int(200, 4000)}`,
      ),
    callers: [
      {
        svc: "recovery-score",
        rate: 0.15,
        f: (r) => E("warn", `athlete ${r.int(100000, 999999)}: no cadence samples for last activity, using HR only`),
      },
    ],
  },
  {
    estate: "trailbeat",
    origin: "band-api",
    cat: "null_reference",
    hints: ["typeerror", "undefined", "cannot read", "null"],
    sev: "medium",
    note: "band-api throws TypeError reading heart-rate zones of athletes without a profile max HR, and activity detail pages 500.",
    rate: 0.8,
    o: (r) =>
      E(
        "error",
        `GET /api/v2/activities/${r.int(40000000, 49999999)} 500 ${r.int(5, 40)}.${r.int(100, 999)} ms - 21`,
        nodeTrace("TypeError", "Cannot read properties of undefined (reading 'zones')", [
          "zoneBreakdown (/srv/band-api/dist/activities/hr.js:44:31)",
          "ActivityPresenter.detail (/srv/band-api/dist/activities/presenter.js:118:22)",
          "async /srv/band-api/dist/routes/activities.js:61:20",
        ]),
        "TypeError",
      ),
    callers: [],
  },
  {
    estate: "trailbeat",
    origin: "ota-planner",
    cat: "configuration",
    hints: ["config", "cohort", "invalid", "setting"],
    sev: "medium",
    note: "ota-planner reloads its wave config which references a cohort that does not exist; every band check-in fails and band-api returns 500 for firmware offers.",
    rate: 0.6,
    pre: {
      lead: 40,
      lines: [
        E("info", "config watcher: /etc/ota/waves.yaml changed (sha 9c41e7a), reloading"),
        E("info", "waves: 4 waves parsed"),
      ],
    },
    o: (r) =>
      E(
        "error",
        `check-in for band ${r.hex(10)} failed: wave 3 references unknown cohort 'beta-eu' (waves.yaml line 27)`,
      ),
    callers: [
      {
        svc: "band-api",
        rate: 0.5,
        f: (r) => E("error", `GET /api/v2/firmware/offer 500 ${r.int(10, 60)}.${r.int(100, 999)} ms - 58`),
      },
    ],
  },
  {
    estate: "trailbeat",
    origin: "account-service",
    cat: "dependency",
    hints: ["auth0", "503", "unavailable", "upstream", "dependency", "identity"],
    sev: "high",
    note: "the hosted identity provider account-service uses answers 503; logins and token refreshes fail and band-api reports 401/502 waves.",
    rate: 0.9,
    o: (r) =>
      E(
        "error",
        `token refresh for athlete ${r.int(100000, 999999)} failed`,
        javaTrace(
          "org.springframework.web.client.HttpServerErrorException$ServiceUnavailable",
          '503 Service Unavailable: "{"error":"temporarily_unavailable","error_description":"Service Unavailable"}"',
          [
            "org.springframework.web.client.HttpServerErrorException.create(HttpServerErrorException.java:114)",
            "org.springframework.web.client.RestTemplate.handleResponse(RestTemplate.java:915)",
            "com.trailbeat.account.idp.IdpClient.refresh(IdpClient.kt:52)",
          ],
        ),
        "HttpServerErrorException",
      ),
    callers: [
      {
        svc: "band-api",
        rate: 1.3,
        f: (r) =>
          E(
            "error",
            `POST /oauth/refresh 502 ${r.int(300, 3000)}.${r.int(100, 999)} ms - 40 (account-service upstream error)`,
          ),
      },
    ],
  },
  {
    estate: "trailbeat",
    origin: "track-processor",
    cat: "memory",
    hints: ["out of memory", "memory", "oom"],
    sev: "high",
    note: "track-processor runs out of memory on ultra-long tracks, crashes with a Go runtime OOM and restarts; band-api uploads fail while it is down.",
    rate: 0.05,
    o: (r, k) =>
      k % 2 === 1
        ? E("info", `starting track-processor version=2.14.${r.int(1, 4)} commit=3fa91c0 go=go1.22.4 (restart)`)
        : E(
            "fatal",
            "fatal error: runtime: out of memory",
            goTrace("runtime stack:", [
              ["runtime.throw({0x1c2a3f5?, 0x2000?})", "/usr/local/go/src/runtime/panic.go:1023 +0x5c"],
              [
                "runtime.sysMap(0xc0a4000000, 0x40000000, 0x3b6c2d8?)",
                "/usr/local/go/src/runtime/mem_linux.go:167 +0xf5",
              ],
              [
                "github.com/trailbeat/track-processor/simplify.DouglasPeucker(...)",
                `/src/simplify/dp.go:${r.int(30, 90)} +0x2a4`,
              ],
            ]),
            "runtime: out of memory",
          ),
    callers: [
      {
        svc: "band-api",
        rate: 0.9,
        f: (r) =>
          E(
            "error",
            `POST /api/v2/activities 502 ${r.int(2, 40)}.${r.int(100, 999)} ms - 39 (track-processor: connect ECONNREFUSED ${ip(r)}:8080)`,
          ),
      },
    ],
  },
  {
    estate: "trailbeat",
    origin: "media-resizer",
    cat: "disk",
    hints: ["no space", "disk", "space", "enospc"],
    sev: "medium",
    note: "media-resizer's scratch volume fills up and each resize fails writing temp files with no space left on device.",
    rate: 0.8,
    o: (r) =>
      E(
        "error",
        `resize ${r.hex(16)}.jpg: write /scratch/resize-${r.int(100000, 999999)}.tmp: no space left on device`,
      ),
    callers: [
      {
        svc: "band-api",
        rate: 0.3,
        f: (r) =>
          E("error", `POST /api/v2/photos 500 ${r.int(50, 400)}.${r.int(100, 999)} ms - 44 (media-resizer 500)`),
      },
    ],
  },
  {
    estate: "trailbeat",
    origin: "kudos-service",
    cat: "unknown",
    hints: ["500", "internal", "unknown", "error"],
    sev: "medium",
    note: "kudos-service answers 500 on most requests without logging any exception and its puma workers are repeatedly terminated; band-api surfaces the errors.",
    rate: 0.9,
    o: (r, k) =>
      k % 9 === 8
        ? E("warn", `- Worker ${r.int(0, 3)} (PID: ${r.int(100, 999)}) terminated, booting...`)
        : E(
            "error",
            `Completed 500 Internal Server Error in ${r.int(1, 6)}ms (ActiveRecord: 0.0ms | Allocations: ${r.int(200, 900)})`,
          ),
    callers: [
      {
        svc: "band-api",
        rate: 0.7,
        f: (r) => E("error", `GET /api/v2/feed 502 ${r.int(5, 80)}.${r.int(100, 999)} ms - 33 (kudos-service 500)`),
      },
    ],
  },
];

// ------------------------------------------------------------------ ripplefit
const RF: Inc[] = [
  {
    estate: "ripplefit",
    origin: "rtdn-worker",
    cat: "authentication",
    hints: ["unauthenticated", "credential", "auth", "token"],
    sev: "medium",
    note: "rtdn-worker's Pub/Sub subscriber is rejected as UNAUTHENTICATED after its key is disabled, Google Play notifications stop being processed.",
    rate: 0.5,
    o: () =>
      E(
        "error",
        "subscriber stream for projects/ripplefit/subscriptions/play-rtdn closed",
        pyTrace(
          [
            [
              "/usr/local/lib/python3.12/site-packages/google/api_core/grpc_helpers.py",
              168,
              "error_remapped_callable",
              "raise exceptions.from_grpc_error(exc) from exc",
            ],
          ],
          "google.api_core.exceptions.Unauthenticated",
          "401 Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.",
        ),
        "google.api_core.exceptions.Unauthenticated",
      ),
    callers: [
      {
        svc: "entitlements",
        rate: 0.1,
        f: () => E("warn", "no Google Play state updates in 180s (expected ~12/min), android renewals not applied"),
      },
    ],
  },
  {
    estate: "ripplefit",
    origin: "coach-stream",
    cat: "authorization",
    hints: ["403", "forbidden", "permission", "access"],
    sev: "medium",
    note: "coach-stream's service account loses read access to the class-video bucket; manifests fail with 403 and app-edge returns 502 for class playback.",
    rate: 0.6,
    o: (r) =>
      E(
        "error",
        `sign manifest class=${r.int(1000, 4000)}: googleapi: Error 403: coach-stream@ripplefit.iam.gserviceaccount.com does not have storage.objects.get access to the Google Cloud Storage object., forbidden`,
      ),
    callers: [
      {
        svc: "app-edge",
        rate: 0.6,
        f: (r) =>
          E("error", `GET /v1/classes/${r.int(1000, 4000)}/manifest 502 ${r.int(20, 80)}ms upstream=coach-stream`),
      },
    ],
  },
  {
    estate: "ripplefit",
    origin: "entitlements",
    cat: "database",
    hints: ["database", "postgres", "recovery", "connect", "sql"],
    sev: "high",
    note: "entitlements' Postgres primary is failing over and answers 'the database system is in recovery mode'; app-edge entitlement checks fail and paywalls are shown to paying users.",
    rate: 1.1,
    o: (r) =>
      E(
        "error",
        `load subscriptions user=${uid(r)}: failed to connect to \`host=pg-ent-0.ripplefit-prod user=entitlements database=ent\`: server error (FATAL: the database system is in recovery mode (SQLSTATE 57P03))`,
      ),
    callers: [
      {
        svc: "app-edge",
        rate: 1.6,
        f: (r) =>
          E("error", `GET /v1/me/entitlements 503 ${r.int(100, 900)}ms upstream=entitlements retry=${r.int(0, 2)}`),
      },
      {
        svc: "paywall-lab",
        rate: 0.2,
        f: (r) => E("warn", `entitlement lookup failed for ${uid(r)}, showing paywall anyway`),
      },
    ],
  },
  {
    estate: "ripplefit",
    origin: "paywall-lab",
    cat: "network",
    hints: ["dns", "eai_again", "getaddrinfo", "network"],
    sev: "medium",
    note: "paywall-lab cannot resolve its experiment store host (getaddrinfo EAI_AGAIN) and app-edge falls back to the static paywall after timeouts.",
    rate: 0.8,
    o: (r) =>
      E(
        "error",
        `experiment fetch failed for ${uid(r)}`,
        nodeTrace("Error", "getaddrinfo EAI_AGAIN exp-store.ripplefit-prod.svc.cluster.local", [
          "GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26)",
          "async ExperimentStore.load (/app/dist/store.js:33:17)",
        ]),
        "Error",
      ),
    callers: [
      {
        svc: "app-edge",
        rate: 0.5,
        f: (r) =>
          E(
            "warn",
            `GET /v1/paywall 200 ${r.int(1500, 2100)}ms placement=onboarding fallback=static (paywall-lab timed out)`,
          ),
      },
    ],
  },
  {
    estate: "ripplefit",
    origin: "receipt-validator",
    cat: "timeout",
    hints: ["timeout", "timed out", "read timed out"],
    sev: "medium",
    note: "the Apple endpoint receipt-validator calls stops answering in time; each verification hits the 10s read timeout and app-edge purchase calls return 504.",
    rate: 0.6,
    o: (r) =>
      E(
        "error",
        `verification failed for transaction ${r.int(200000000000000, 299999999999999)} after 10000 ms`,
        javaTrace("java.net.SocketTimeoutException", "Read timed out", [
          "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:288)",
          "java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
          "org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)",
          "com.ripplefit.receipts.apple.AppStoreClient.getTransactionInfo(AppStoreClient.java:97)",
        ]),
        "java.net.SocketTimeoutException",
      ),
    callers: [
      {
        svc: "app-edge",
        rate: 0.5,
        f: (r) => E("error", `POST /v1/purchases/apple 504 ${r.int(10000, 10100)}ms upstream=receipt-validator`),
      },
    ],
  },
  {
    estate: "ripplefit",
    origin: "rtdn-worker",
    cat: "rate_limiting",
    hints: ["quota", "429", "rate", "exceeded"],
    sev: "medium",
    note: "rtdn-worker exceeds the Google Play Developer API quota during a renewal wave; every subscription lookup is 429 and notifications are nacked for redelivery.",
    rate: 1.0,
    o: (r) =>
      E(
        "warn",
        `purchases.subscriptionsv2.get token=${r.hex(6)}… -> HttpError 429 "Quota exceeded for quota metric 'Queries' and limit 'Queries per minute' of service 'androidpublisher.googleapis.com'", nack (redelivery)`,
      ),
    callers: [
      {
        svc: "entitlements",
        rate: 0.1,
        f: () => E("warn", "android renewals lagging: 0 updates applied from rtdn-worker in 120s"),
      },
    ],
  },
  {
    estate: "ripplefit",
    origin: "asn-listener",
    cat: "validation",
    hints: ["validation", "invalid", "decode", "unknown", "enum"],
    sev: "medium",
    note: "asn-listener rejects App Store Server Notifications whose new subtype is not in its enum with 400; Apple keeps retrying and renewals are not applied.",
    rate: 0.7,
    o: (r) =>
      E(
        "error",
        `POST /apple/notifications 400: decode signedPayload: invalid value "${r.pick(["BILLING_RECOVERY", "UNREPORTED"])}" for field data.subtype (transactionId=${r.int(200000000000000, 299999999999999)})`,
      ),
    callers: [
      {
        svc: "entitlements",
        rate: 0.12,
        f: (r) => E("warn", `user ${uid(r)} renewal overdue 30m, still in grace (no store update)`),
      },
    ],
  },
  {
    estate: "ripplefit",
    origin: "ledger-writer",
    cat: "null_reference",
    hints: ["nullreference", "null", "object reference"],
    sev: "medium",
    note: "ledger-writer throws NullReferenceException for purchases with an introductory offer that has no price tier, and receipt-validator's ledger calls fail.",
    rate: 0.5,
    o: (r) =>
      E(
        "error",
        `Unhandled exception writing ledger entry for order ${r.hex(8)}`,
        dotnetTrace("System.NullReferenceException", "Object reference not set to an instance of an object.", [
          `Ripplefit.Ledger.Pricing.OfferResolver.Resolve(Purchase p) in /src/Ledger/Pricing/OfferResolver.cs:line ${r.int(30, 80)}`,
          "Ripplefit.Ledger.Api.EntriesController.Post(EntryRequest req) in /src/Ledger/Api/EntriesController.cs:line 41",
          "lambda_method12(Closure, Object)",
        ]),
        "System.NullReferenceException",
      ),
    callers: [
      {
        svc: "receipt-validator",
        rate: 0.5,
        f: (r) =>
          E(
            "error",
            `ledger write for order ${r.hex(8)} failed: ledger-writer returned HTTP 500, retry ${r.int(1, 3)}/3`,
          ),
      },
    ],
  },
  {
    estate: "ripplefit",
    origin: "coach-stream",
    cat: "configuration",
    hints: ["config", "key", "keyring", "not found", "signing"],
    sev: "medium",
    note: "coach-stream is released with a CDN signing-key id that is not in its keyring; every manifest signing fails and app-edge cannot start classes.",
    rate: 0.7,
    pre: {
      lead: 50,
      lines: [
        E("info", "coach-stream 4.9.0 (b71c2e0) starting, cdn=fastly"),
        E("info", "config: CDN_SIGNING_KEY_ID=k-2026-06 keyring=/etc/coach/keys (2 keys)"),
      ],
    },
    o: (r) =>
      E(
        "error",
        `sign manifest class=${r.int(1000, 4000)}: signing key "k-2026-06" not found in keyring (have: k-2026-04, k-2026-05)`,
      ),
    callers: [
      {
        svc: "app-edge",
        rate: 0.6,
        f: (r) =>
          E("error", `GET /v1/classes/${r.int(1000, 4000)}/manifest 500 ${r.int(5, 30)}ms upstream=coach-stream`),
      },
    ],
  },
  {
    estate: "ripplefit",
    origin: "reminder-push",
    cat: "dependency",
    hints: ["fcm", "unavailable", "503", "dependency", "upstream"],
    sev: "medium",
    note: "FCM answers 503 UNAVAILABLE to reminder-push for every send; its circuit breaker opens and reminders queue.",
    rate: 1.0,
    o: (r, k) =>
      k % 10 === 5
        ? E("error", "circuit fcm-send OPEN after 50 consecutive failures, cooling down 30s")
        : E(
            "error",
            `FCM send failed for ${uid(r)}: 503 UNAVAILABLE (The service is currently unavailable.) attempt ${r.int(1, 4)}/4`,
          ),
    callers: [],
  },
  {
    estate: "ripplefit",
    origin: "paywall-lab",
    cat: "memory",
    hints: ["heap", "memory", "out of memory", "allocation"],
    sev: "high",
    note: "paywall-lab leaks assignment records until V8 dies with 'JavaScript heap out of memory' and restarts repeatedly; app-edge paywall calls fail.",
    rate: 0.05,
    o: (r) =>
      E(
        "fatal",
        "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
        [
          "",
          "<--- Last few GCs --->",
          `[1:0x6b2e0c0]   ${r.int(300000, 900000)} ms: Mark-Compact 2043.1 (2082.6) -> 2041.9 (2083.3) MB, 1622.40 / 0.00 ms  (average mu = 0.101, current mu = 0.012) allocation failure; scavenge might not succeed`,
          "",
          "<--- JS stacktrace --->",
          " 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
          " 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
        ],
        "heap out of memory",
      ),
    callers: [
      {
        svc: "app-edge",
        rate: 0.6,
        f: (r) => E("error", `GET /v1/paywall 502 ${r.int(2, 40)}ms upstream=paywall-lab (ECONNREFUSED)`),
      },
    ],
  },
  {
    estate: "ripplefit",
    origin: "rtdn-worker",
    cat: "disk",
    hints: ["flood", "disk", "watermark", "read-only"],
    sev: "medium",
    note: "the search cluster rtdn-worker indexes into hits the flood-stage disk watermark and puts the index read-only; every notification index write is blocked.",
    rate: 0.8,
    o: (r) =>
      E(
        "error",
        `index play-events failed for token=${r.hex(6)}…: ApiError(429, 'cluster_block_exception', 'index [play-events-2026.06] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];')`,
      ),
    callers: [],
  },
  {
    estate: "ripplefit",
    origin: "entitlements",
    cat: "unknown",
    hints: ["500", "internal", "unknown", "error"],
    sev: "high",
    note: "entitlements starts failing most checks with a bare 'internal error' and no cause; app-edge returns 500s and retries.",
    rate: 1.0,
    o: (r) => E("error", `entitlement check user=${uid(r)} failed: internal error (req ${r.hex(8)})`),
    callers: [
      {
        svc: "app-edge",
        rate: 1.4,
        f: (r) =>
          E("error", `GET /v1/me/entitlements 500 ${r.int(3, 30)}ms upstream=entitlements retry=${r.int(0, 2)}`),
      },
    ],
  },
];

// ------------------------------------------------------------------ motiv
const MV: Inc[] = [
  {
    estate: "motiv",
    origin: "access-control",
    cat: "authentication",
    hints: ["auth", "wrongpass", "redis", "password"],
    sev: "high",
    note: "access-control's Redis password is rotated without it; every connect fails authentication and web-bff lesson requests are denied with 503.",
    rate: 0.9,
    o: (r) =>
      E(
        "error",
        "Entitlement cache unavailable",
        dotnetTrace(
          "StackExchange.Redis.RedisConnectionException",
          `It was not possible to connect to the redis server(s). There was an authentication failure; check that passwords (or client certificates) are configured correctly: (RedisServerException) WRONGPASS invalid username-password pair or user is disabled. AuthenticationFailure on redis-access:6379/Interactive`,
          [
            "StackExchange.Redis.ConnectionMultiplexer.ConnectImpl(ConfigurationOptions configuration, TextWriter writer, Nullable`1 serverType, EndPointCollection endpoints)",
            `Motiv.Access.Cache.EntitlementCache.GetAsync(Int64 memberId) in /src/Access/Cache/EntitlementCache.cs:line ${r.int(30, 70)}`,
          ],
        ),
        "RedisConnectionException",
      ),
    callers: [
      {
        svc: "web-bff",
        rate: 1.0,
        f: (r) =>
          E(
            "error",
            `method=GET path=/api/lessons/${r.int(100, 900)} format=json controller=LessonsController action=show status=503 duration=${r.int(20, 90)}.${r.int(10, 99)} error="AccessClient::Unavailable: access-control 500"`,
          ),
      },
    ],
  },
  {
    estate: "motiv",
    origin: "vod-packager",
    cat: "authorization",
    hints: ["accessdenied", "access denied", "403", "permission"],
    sev: "medium",
    note: "vod-packager's role loses s3:PutObject on the lesson bucket; every packaged segment upload is AccessDenied and new lessons stay unpublished.",
    rate: 0.7,
    o: (r) =>
      E(
        "error",
        `[packager] upload lessons/${r.int(100, 900)}/cmaf/seg_${r.int(1, 400)}.m4s failed: AccessDenied: User: arn:aws:sts::318204557712:assumed-role/vod-packager/i-0${r.hex(16)} is not authorized to perform: s3:PutObject on resource (HTTP 403)`,
      ),
    callers: [
      {
        svc: "lesson-catalog",
        rate: 0.2,
        f: (r) => E("warn", `lesson ${r.int(100, 900)} publish blocked: packaging job reported failure`),
      },
    ],
  },
  {
    estate: "motiv",
    origin: "subs-engine",
    cat: "database",
    hints: ["deadlock", "mysql", "sql", "database", "transaction"],
    sev: "high",
    note: "subs-engine's renewal transactions deadlock in MySQL; store-hooks gets 500s and Apple/Google notifications pile up for redelivery.",
    rate: 0.9,
    o: (r) =>
      E(
        "error",
        `Renewal apply failed for subscription ${r.hex(8)}`,
        javaTrace(
          "org.springframework.dao.CannotAcquireLockException",
          "PreparedStatementCallback; SQL [update subscription set state=?, period_end=? where id=?]; Deadlock found when trying to get lock; try restarting transaction",
          [
            "org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator.doTranslate(SQLErrorCodeSQLExceptionTranslator.java:262)",
            "com.motiv.subs.renewal.RenewalService.apply(RenewalService.kt:74)",
          ],
          [
            "com.mysql.cj.jdbc.exceptions.MySQLTransactionRollbackException",
            "Deadlock found when trying to get lock; try restarting transaction",
            ["com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:123)"],
          ],
        ),
        "CannotAcquireLockException",
      ),
    callers: [
      {
        svc: "store-hooks",
        rate: 1.3,
        f: (r) =>
          E(
            "error",
            `apple notification DID_RENEW for ${r.int(300000000000000, 399999999999999)} -> 500 (subs-engine replied 500), Apple will retry`,
          ),
      },
    ],
  },
  {
    estate: "motiv",
    origin: "crm-bridge",
    cat: "network",
    hints: ["reset", "econnreset", "network", "ssl", "connection"],
    sev: "medium",
    note: "crm-bridge's connections to the CRM API are reset during TLS setup after an egress proxy change; sync jobs fail and retry in Sidekiq.",
    rate: 0.8,
    o: (r) =>
      E(
        "warn",
        `CrmSyncJob jid=${r.hex(24)} failed: Errno::ECONNRESET: Connection reset by peer - SSL_connect (retry ${r.int(1, 25)} in ${r.int(20, 300)}s)`,
      ),
    callers: [
      {
        svc: "subs-engine",
        rate: 0.2,
        f: (r) =>
          E("warn", `CRM event for member ${r.int(1000000, 9999999)} not acknowledged by crm-bridge within 60s`),
      },
    ],
  },
  {
    estate: "motiv",
    origin: "lesson-catalog",
    cat: "timeout",
    hints: ["timeout", "statement timeout", "canceling statement"],
    sev: "medium",
    note: "lesson-catalog's lesson listing query starts exceeding the Postgres statement timeout after the table grows; web-bff lesson pages time out.",
    rate: 0.7,
    o: (r) =>
      E(
        "error",
        `Internal Server Error: /lessons/${r.int(100, 900)}/`,
        pyTrace(
          [
            [
              "/usr/local/lib/python3.12/site-packages/django/db/backends/utils.py",
              105,
              "_execute",
              "return self.cursor.execute(sql, params)",
            ],
            ["/app/catalog/views.py", 64, "lesson_detail", "related = list(Lesson.objects.related_to(lesson)[:12])"],
          ],
          "django.db.utils.OperationalError",
          "canceling statement due to statement timeout",
        ),
        "OperationalError",
      ),
    callers: [
      {
        svc: "web-bff",
        rate: 0.8,
        f: (r) =>
          E(
            "error",
            `method=GET path=/api/lessons/${r.int(100, 900)} format=json controller=LessonsController action=show status=504 duration=${r.int(5000, 5100)}.${r.int(10, 99)} error="Net::ReadTimeout with #<TCPSocket:(closed)>"`,
          ),
      },
    ],
  },
  {
    estate: "motiv",
    origin: "store-hooks",
    cat: "rate_limiting",
    hints: ["rate", "429", "ratelimit", "limit"],
    sev: "medium",
    note: "store-hooks hits the App Store Server API rate limit while looking up transaction history and gets 429 on every call; notifications are left unprocessed.",
    rate: 1.0,
    o: (r) =>
      E(
        "error",
        `getTransactionHistory ${r.int(300000000000000, 399999999999999)} failed: APIException 429 RateLimitExceededError (errorCode 4290000) retry-after=${r.int(30, 60)}`,
      ),
    callers: [
      { svc: "subs-engine", rate: 0.15, f: () => E("warn", "no store updates received for 2m (usual ~15/min)") },
    ],
  },
  {
    estate: "motiv",
    origin: "web-bff",
    cat: "validation",
    hints: ["validation", "invalid", "recordinvalid"],
    sev: "medium",
    note: "web-bff rejects every signup from the new app build because the locale 'pt-BR' fails model validation, and signups fail with 422.",
    rate: 0.7,
    o: (r) =>
      E(
        "error",
        `method=POST path=/api/members format=json controller=MembersController action=create status=422 duration=${r.int(20, 80)}.${r.int(10, 99)} error="ActiveRecord::RecordInvalid: Validation failed: Locale is not included in the list"`,
      ),
    callers: [{ svc: "crm-bridge", rate: 0.05, f: () => E("info", "signup events: 0 in the last 5 min") }],
  },
  {
    estate: "motiv",
    origin: "subs-engine",
    cat: "null_reference",
    hints: ["nullpointer", "null", "npe"],
    sev: "medium",
    note: "subs-engine throws NullPointerException on Google renewals without an offer code; store-hooks gets 500 for those notifications.",
    rate: 0.6,
    o: (r) =>
      E(
        "error",
        `Failed to apply store event for subscription ${r.hex(8)}`,
        javaTrace("java.lang.NullPointerException", 'Cannot invoke "String.length()" because "offerCode" is null', [
          "com.motiv.subs.offers.OfferMapper.normalise(OfferMapper.java:29)",
          "com.motiv.subs.store.GoogleEventHandler.onRenewed(GoogleEventHandler.java:88)",
          "com.motiv.subs.store.StoreEventController.receive(StoreEventController.java:51)",
        ]),
        "java.lang.NullPointerException",
      ),
    callers: [
      {
        svc: "store-hooks",
        rate: 0.6,
        f: (r) => E("error", `google RTDN SUBSCRIPTION_RENEWED for ${r.hex(8)} -> subs-engine 500, nack`),
      },
    ],
  },
  {
    estate: "motiv",
    origin: "notify-scheduler",
    cat: "configuration",
    hints: ["config", "sender", "credential", "mismatch", "project"],
    sev: "medium",
    note: "notify-scheduler is redeployed pointing at the staging Firebase project; every push send fails with SenderId mismatch.",
    rate: 0.9,
    pre: {
      lead: 45,
      lines: [
        E("info", "notify-scheduler v2.31.0 starting"),
        E("info", "fcm: using project motiv-staging-7c1f (FIREBASE_PROJECT_ID from env)"),
      ],
    },
    o: (r) =>
      E(
        "error",
        `push reminder member=${r.int(1000000, 9999999)}: fcm send: SENDER_ID_MISMATCH: SenderId mismatch (status 403)`,
      ),
    callers: [],
  },
  {
    estate: "motiv",
    origin: "crm-bridge",
    cat: "dependency",
    hints: ["503", "unavailable", "circuit", "dependency", "crm"],
    sev: "medium",
    note: "the CRM vendor API answers 503 to crm-bridge, its circuit breaker opens and member syncs pile up in Sidekiq retries.",
    rate: 0.9,
    o: (r, k) =>
      k % 8 === 3
        ? E("error", "Circuitbox: circuit crm_api is open (failure rate 100% over last 60s)")
        : E(
            "error",
            `CrmSyncJob jid=${r.hex(24)} failed: Faraday::ServerError: the server responded with status 503 (Service Unavailable)`,
            k % 4 === 1
              ? rubyTrace(
                  "/app/vendor/bundle/ruby/3.3.0/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:38:in `on_complete'",
                  "Faraday::ServerError",
                  "the server responded with status 503",
                  [
                    "/app/vendor/bundle/ruby/3.3.0/gems/faraday-2.9.0/lib/faraday/middleware.rb:18:in `block in call'",
                    "/app/app/clients/crm_client.rb:41:in `upsert_contact'",
                    "/app/app/jobs/crm_sync_job.rb:12:in `perform'",
                  ],
                )
              : undefined,
            "Faraday::ServerError",
          ),
    callers: [],
  },
  {
    estate: "motiv",
    origin: "lesson-catalog",
    cat: "memory",
    hints: ["memory", "sigkill", "oom", "out of memory"],
    sev: "high",
    note: "lesson-catalog's gunicorn workers grow until the kernel kills them ('Perhaps out of memory?'), and web-bff gets 502s while workers reboot.",
    rate: 0.12,
    o: (r, k) =>
      k % 2 === 0
        ? E("error", `[ERROR] Worker (pid:${r.int(100, 999)}) was sent SIGKILL! Perhaps out of memory?`)
        : E("info", `[INFO] Booting worker with pid: ${r.int(100, 999)}`),
    callers: [
      {
        svc: "web-bff",
        rate: 0.7,
        f: (r) =>
          E(
            "error",
            `method=GET path=/api/lessons/${r.int(100, 900)} format=json controller=LessonsController action=show status=502 duration=${r.int(10, 900)}.${r.int(10, 99)} error="CatalogClient::BadGateway"`,
          ),
      },
    ],
  },
  {
    estate: "motiv",
    origin: "vod-packager",
    cat: "disk",
    hints: ["no space", "disk", "space", "filesystem"],
    sev: "medium",
    note: "vod-packager's work disk fills up; every packaging job fails with filesystem_error No space left on device.",
    rate: 0.6,
    o: (r) =>
      E(
        "error",
        `[packager] job lesson=${r.int(100, 900)} aborted: filesystem error: cannot create directory: No space left on device [/work/pkg/${r.hex(8)}]`,
      ),
    callers: [
      {
        svc: "lesson-catalog",
        rate: 0.15,
        f: (r) => E("warn", `lesson ${r.int(100, 900)} stuck in PACKAGING for ${r.int(5, 20)} min`),
      },
    ],
  },
  {
    estate: "motiv",
    origin: "experiment-flags",
    cat: "unknown",
    hints: ["unavailable", "503", "unknown", "error"],
    sev: "medium",
    note: "experiment-flags stops logging and answering with no reason given; web-bff flag lookups fail with 503 and it serves built-in variants.",
    rate: 0.02,
    silent: true,
    o: () => E("error", "eval loop stalled"),
    callers: [
      {
        svc: "web-bff",
        rate: 0.7,
        f: () =>
          E(
            "error",
            `FlagsClient::Error: experiment-flags responded 503 Service Unavailable (using built-in variants)`,
          ),
      },
      {
        svc: "access-control",
        rate: 0.1,
        f: () => E("warn", "Flag 'paywall_v3' could not be evaluated; using compiled value"),
      },
    ],
  },
];

export const INCIDENTS: readonly Inc[] = [...PW, ...TB, ...RF, ...MV];
