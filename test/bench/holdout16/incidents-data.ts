// Database, disk, memory and null-reference scenarios.
import { type IncidentSpec, st } from "./spec.js";

export const DATA: IncidentSpec[] = [
  {
    category: "database",
    estate: "registrar",
    origin: "course-catalog",
    hints: ["hikari", "connection", "pool", "jdbc", "database"],
    sev: "high",
    note: "course-catalog's Hikari pool is exhausted by a leaked transaction; enrol-web times out on it and retries.",
    fault: st(
      "course-catalog",
      "error",
      1.5,
      [
        "HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=57)",
        "o.h.engine.jdbc.spi.SqlExceptionHelper : SQL Error: 0, SQLState: 08001",
        "Servlet.service() for servlet [dispatcherServlet] threw exception: org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction",
      ],
      {
        stack: [
          "Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms",
          "\tat com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)",
          "\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)",
        ],
        stackEvery: 8,
      },
    ),
    more: [
      st("course-catalog", "warn", 1, ["HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting={k})"], {
        from: -40,
        to: 0,
      }),
      st(
        "enrol-web",
        "error",
        0.5,
        ["course-catalog GET /api/sections timed out after 5s (ReadTimeout), attempt {k}/4"],
        { from: 5 },
      ),
    ],
  },
  {
    category: "database",
    estate: "inkwell",
    origin: "content-mysql",
    hints: ["deadlock", "innodb", "lock", "mysql", "database"],
    sev: "high",
    note: "A reindex job causes InnoDB deadlocks in content-mysql; cms-editor reports Prisma transaction failures.",
    fault: st("content-mysql", "warn", 3, [
      "[Note] [MY-012468] [InnoDB] Transactions deadlock detected, dumping detailed information.",
      "[Note] [MY-012469] [InnoDB] *** WE ROLL BACK TRANSACTION (2)",
      "[Warning] [MY-010055] [Server] IP address '{ip}' could not be resolved: Name or service not known",
    ]),
    more: [
      st(
        "cms-editor",
        "error",
        1,
        [
          "PrismaClientKnownRequestError: Transaction failed due to a write conflict or a deadlock. Please retry your transaction (code P2034)",
          "PATCH /api/drafts/{n} 500 {k}ms",
        ],
        { from: 1.5 },
      ),
      st("publish-pipeline", "error", 4, ["cms-editor returned 500 for draft {n}, publish deferred"], { from: 6 }),
    ],
  },
  {
    category: "database",
    estate: "furrow",
    origin: "agronomy-pg",
    hints: ["connection", "too many", "postgres", "database", "slots"],
    sev: "high",
    note: "agronomy-pg runs out of connection slots; fieldmap-api's sqlx pool and the Rails portal both fail to connect.",
    fault: st("agronomy-pg", "fatal", 1.2, [
      "FATAL:  remaining connection slots are reserved for non-replication superuser connections",
      "FATAL:  sorry, too many clients already",
    ]),
    more: [
      st(
        "fieldmap-api",
        "error",
        0.8,
        [
          "request{method=GET uri=/fields/{n}/boundary}: error returned from database: sorry, too many clients already status=500",
          "pool timed out while waiting for an open connection",
        ],
        { from: 0.6 },
      ),
      st(
        "fleet-portal",
        "error",
        3,
        [
          'ActiveRecord::ConnectionNotEstablished (connection to server at "agronomy-pg" (10.0.4.12), port 5432 failed: FATAL:  sorry, too many clients already)',
        ],
        { from: 2 },
      ),
    ],
  },
  {
    category: "database",
    estate: "registrar",
    origin: "grades-mongo",
    hints: ["replica", "primary", "election", "mongo", "database", "notwritableprimary"],
    sev: "high",
    note: "grades-mongo loses its primary and cannot elect a new one; student-records writes fail with NotWritablePrimary.",
    fault: st("grades-mongo", "warn", 4, [
      '{"c":"REPL","id":21809,"ctx":"ReplCoord-0","msg":"Can\'t see a majority of the set, relinquishing primary"}',
      '{"c":"ELECTION","id":4615652,"ctx":"ReplCoord-1","msg":"Not starting an election, since we are not electable","attr":{"reason":"Not standing for election because I cannot see a majority"}}',
    ]),
    more: [
      st(
        "student-records",
        "error",
        1.2,
        [
          "MongoDB.Driver.MongoNotPrimaryException: Server returned not primary error (NotWritablePrimary 10107) while saving grade for {n}",
          "Request finished HTTP/1.1 POST http://student-records/api/grades - 503 - application/problem+json {k}.1ms",
        ],
        { from: 1 },
      ),
      st(
        "campus-lb",
        "info",
        1.2,
        [
          '{ip}:{port} [https-in] records_api/rec{k} 0/0/0/{k}/{k} 503 190 - - ---- {k}/{k}/2/0/0 0/0 "POST /api/grades HTTP/1.1"',
        ],
        { from: 1.3 },
      ),
    ],
  },
  {
    category: "disk",
    estate: "inkwell",
    origin: "search-es",
    hints: ["disk", "watermark", "flood", "read-only", "read_only"],
    sev: "high",
    note: "search-es crosses the flood-stage watermark and blocks writes; publish-pipeline's indexing retries flood the log.",
    fault: st("search-es", "warn", 30, [
      "[o.e.c.r.a.DiskThresholdMonitor] [search-es-0] flood stage disk watermark [95%] exceeded on [search-es-2][/usr/share/elasticsearch/data] free: 4.1gb[4.{k}%], all indices on this node will be marked read-only",
      "[o.e.c.r.a.DiskThresholdMonitor] [search-es-0] high disk watermark [90%] exceeded on [search-es-2], shards will be relocated away from this node",
    ]),
    more: [
      st(
        "publish-pipeline",
        "error",
        0.4,
        [
          "index article_id={n} failed: 429 cluster_block_exception: index [articles-2026.07] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block]",
          "search sync retry {k}/8 for article_id={n}",
        ],
        { from: 2 },
      ),
    ],
  },
  {
    category: "disk",
    estate: "furrow",
    origin: "telemetry-kafka",
    hints: ["disk", "no space", "space", "storage", "log dir"],
    sev: "high",
    note: "A kafka broker's log volume fills and it takes the log directory offline; producers in tractor-ingest then fail.",
    fault: st("telemetry-kafka", "error", 2, [
      "[ReplicaManager broker=2] Error while appending records to telemetry.raw-{k} in dir /var/lib/kafka/data (kafka.server.LogDirFailureChannel) java.io.IOException: No space left on device",
      "[LogDirFailureHandler]: Stopped serving replicas in dir /var/lib/kafka/data",
    ]),
    more: [
      st(
        "tractor-ingest",
        "error",
        0.5,
        [
          "flush failed: kafka server: Request was for a topic or partition that does not exist on this broker (NOT_LEADER_OR_FOLLOWER), retrying",
        ],
        {
          from: 2,
        },
      ),
      st("yield-model", "warn", 8, ["consumer lag on telemetry.agg grew to {n} messages"], { from: 30 }),
    ],
  },
  {
    category: "disk",
    estate: "registrar",
    origin: "fees-billing",
    hints: ["disk", "enospc", "no space", "space"],
    sev: "medium",
    note: "fees-billing fills its tmp volume writing PDF statements; Sidekiq jobs fail with ENOSPC while the web side mostly works.",
    fault: st("fees-billing", "error", 3, [
      "Sidekiq StatementPdfJob JID-{hex} ERROR: Errno::ENOSPC: No space left on device @ io_write - /app/tmp/statements/s{n}.pdf",
      "Sidekiq StatementPdfJob JID-{hex} WARN: retry {k} scheduled in {k}s",
    ]),
    more: [
      st("fees-billing", "warn", 20, ["tmp volume /app/tmp at 9{k}% used"], { from: -200, to: 0 }),
      st("notify-sms", "error", 10, ["statement link for s{n} not ready from fees-billing (404), SMS deferred"], {
        from: 30,
      }),
    ],
    deploy: false,
  },
  {
    category: "disk",
    estate: "inkwell",
    origin: "media-transcode",
    hints: ["disk", "quota", "space", "write"],
    sev: "medium",
    note: "media-transcode's scratch volume hits its quota; renditions fail at write time and the CMS shows missing video.",
    fault: st("media-transcode", "error", 6, [
      "job={n} failed: writing segment /scratch/{n}/720p_00{k}.ts: Disk quota exceeded (os error 122)",
      "job={n} aborted: ffmpeg exited: av_interleaved_write_frame(): No space left on device",
    ]),
    more: [st("cms-editor", "warn", 12, ["video {n} has no playable rendition after 300s"], { from: 60 })],
  },
  {
    category: "memory",
    estate: "furrow",
    origin: "yield-model",
    hints: ["memory", "oom", "sigkill", "killed"],
    sev: "high",
    note: "Large raster jobs push yield-model Celery workers past their memory limit; the kernel kills them repeatedly.",
    fault: st("yield-model", "error", 25, [
      "Process 'ForkPoolWorker-{k}' pid:{n} exited with 'signal 9 (SIGKILL)'",
      "Task handler raised error: WorkerLostError('Worker exited prematurely: signal 9 (SIGKILL) Job: {k}.')",
      "Memory limit exceeded: worker rss 3.9 GiB > limit 3.8 GiB",
    ]),
    more: [
      st("yield-model", "warn", 10, ["worker ForkPoolWorker-{k} rss 3.{k} GiB while rasterising field {n}"], {
        from: -90,
        to: 0,
      }),
      st("fleet-portal", "error", 4, ["Net::ReadTimeout with #<TCPSocket:(closed)> calling yield-model /scores/{n}"], {
        from: 8,
      }),
    ],
  },
  {
    category: "memory",
    estate: "registrar",
    origin: "timetable-solver",
    hints: ["outofmemory", "heap", "memory", "java heap"],
    sev: "high",
    note: "timetable-solver runs out of Java heap on the new term; course-catalog calls to it fail.",
    fault: st(
      "timetable-solver",
      "error",
      20,
      [
        'Exception in thread "SolverThread-1" java.lang.OutOfMemoryError: Java heap space',
        "Terminating due to java.lang.OutOfMemoryError: Java heap space",
      ],
      {
        stack: [
          "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3512)",
          "\tat ai.timefold.solver.core.impl.score.director.AbstractScoreDirector.calculateScore(AbstractScoreDirector.java:211)",
        ],
      },
    ),
    more: [
      st("timetable-solver", "warn", 6, ["[gc] Pause Full (G1 Compaction Pause) 3{k}M->3{k}M(4096M) {k}0.2ms"], {
        from: -60,
        to: 0,
      }),
      st(
        "course-catalog",
        "error",
        1,
        ['I/O error on POST request for "http://timetable-solver:8080/solve": Connection refused'],
        { from: 4 },
      ),
    ],
  },
  {
    category: "memory",
    estate: "inkwell",
    origin: "cms-editor",
    hints: ["heap", "memory", "allocation"],
    sev: "high",
    note: "A leak in cms-editor grows V8's heap until it aborts; the pipeline sees 502s from it.",
    fault: st("cms-editor", "fatal", 45, [
      "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
      "<--- Last few GCs ---> [1:0x5d1e2c0] Mark-Compact 2040.1 (2083.4) -> 2038.9 (2083.7) MB, 1870.3 / 0.0 ms (average mu = 0.14) allocation failure",
    ]),
    more: [
      st("publish-pipeline", "error", 0.6, ["cms-editor returned 502 Bad Gateway on GET /api/drafts/{n}, retrying"], {
        from: 3,
      }),
      st(
        "cdn-edge",
        "info",
        2,
        ['{ip} - - "GET /preview/{n} HTTP/2.0" 502 157 "-" "Mozilla/5.0" rt=0.{k} upstream=cms-editor'],
        { from: 2 },
      ),
    ],
  },
  {
    category: "memory",
    estate: "furrow",
    origin: "sensor-cache",
    hints: ["maxmemory", "memory", "oom"],
    sev: "medium",
    note: "sensor-cache reaches maxmemory with noeviction; writes from tractor-ingest are refused.",
    fault: st("sensor-cache", "warn", 8, [
      "WARNING: maxmemory reached (used_memory 4.00G), policy noeviction: refusing writes",
    ]),
    more: [
      st(
        "tractor-ingest",
        "error",
        0.9,
        ["redis: SET last_seen:{n}: OOM command not allowed when used memory > 'maxmemory'."],
        { from: 1 },
      ),
      st("alert-router", "warn", 6, ["geofence state for machine {n} missing in cache, evaluating without it"], {
        from: 10,
      }),
    ],
  },
  {
    category: "null_reference",
    estate: "registrar",
    origin: "course-catalog",
    hints: ["nullpointer", "null"],
    sev: "high",
    note: "Sections without a room make course-catalog throw NullPointerException; enrol-web shows 500s.",
    fault: st(
      "course-catalog",
      "error",
      1.8,
      [
        'Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: java.lang.NullPointerException: Cannot invoke "edu.registrar.catalog.Room.getBuilding()" because the return value of "edu.registrar.catalog.Section.getRoom()" is null] with root cause',
      ],
      {
        stack: [
          'java.lang.NullPointerException: Cannot invoke "edu.registrar.catalog.Room.getBuilding()" because the return value of "edu.registrar.catalog.Section.getRoom()" is null',
          "\tat edu.registrar.catalog.SectionMapper.toDto(SectionMapper.java:58)",
          "\tat edu.registrar.catalog.SectionController.list(SectionController.java:33)",
        ],
        stackEvery: 3,
      },
    ),
    more: [
      st("enrol-web", "error", 0.7, ["Internal Server Error: /timetable/preview/ (course-catalog answered 500)"], {
        from: 2,
      }),
    ],
  },
  {
    category: "null_reference",
    estate: "inkwell",
    origin: "story-api",
    hints: ["nil pointer", "nil", "dereference", "pointer"],
    sev: "high",
    note: "story-api panics on stories without an author; the gRPC recovery handler returns Internal, the CDN shows 502.",
    fault: st(
      "story-api",
      "error",
      1.3,
      [
        "panic recovered in grpc handler: runtime error: invalid memory address or nil pointer dereference",
        "finished unary call grpc.service=story.v1.Stories grpc.method=GetStory grpc.code=Internal grpc.time_ms={k}",
      ],
      {
        stack: [
          "goroutine {k} [running]:",
          "inkwell/story/internal/render.Byline(0x0)",
          "\t/src/internal/render/byline.go:27 +0x1c",
        ],
        stackEvery: 4,
      },
    ),
    more: [
      st(
        "cdn-edge",
        "error",
        0.5,
        ['{ip} - - "GET /api/story/{n} HTTP/2.0" 502 166 "-" "InkwellApp/9.2 (iOS)" rt=0.0{k} upstream=story-api'],
        { from: 1 },
      ),
    ],
  },
  {
    category: "null_reference",
    estate: "furrow",
    origin: "alert-router",
    hints: ["typeerror", "undefined", "cannot read"],
    sev: "high",
    note: "A farm without an SMS contact makes alert-router throw TypeError; yield-model keeps retrying its alert calls.",
    fault: st(
      "alert-router",
      "error",
      2,
      [
        "TypeError: Cannot read properties of undefined (reading 'phoneNumber')",
        "POST /alerts 500 {k}ms - rule=frost-risk",
      ],
      {
        stack: [
          "    at resolveRecipient (/app/dist/routing/recipients.js:44:31)",
          "    at async dispatch (/app/dist/routing/dispatch.js:19:17)",
        ],
        stackEvery: 2,
      },
    ),
    more: [
      st("yield-model", "error", 0.6, ["POST http://alert-router/alerts -> 500, Retry in 2s (attempt {k})"], {
        from: 1,
      }),
    ],
  },
  {
    category: "null_reference",
    estate: "inkwell",
    origin: "comments-svc",
    hints: ["nonetype", "attributeerror", "none"],
    sev: "medium",
    note: "Deleted reader accounts make comments-svc crash with AttributeError on NoneType; the comment threads fail to load.",
    fault: st("comments-svc", "error", 2.5, ["Internal Server Error: /comments/"], {
      stack: [
        "Traceback (most recent call last):",
        '  File "/app/comments/serializers.py", line 61, in get_author',
        "    return obj.author.profile.display_name",
        "AttributeError: 'NoneType' object has no attribute 'display_name'",
      ],
    }),
    more: [
      st("cdn-edge", "info", 1, ['{ip} - - "GET /comments/?story={n} HTTP/2.0" 500 145 "-" "Mozilla/5.0" rt=0.0{k}'], {
        from: 0.5,
      }),
      st("story-api", "warn", 3, ["comment count for story {n} unavailable (comments-svc 500)"], { from: 3 }),
    ],
  },
];
