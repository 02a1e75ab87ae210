// The eight failures, one per category, written as the services involved would log them: the service where the
// trouble lives, its callers in their own words, retry storms, and the normal lines that stop.
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export interface IncidentKind {
  key: string;
  estate: string;
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  /** Services that must be in the file. */
  needs: string[];
  run(s: Stream, t0: number, end: number): void;
}

const player = (r: Rng) => `p_${r.hex(10)}`;
const acct = (r: Rng) => `a_${r.int(1000000, 9999999)}`;
const student = (r: Rng) => `s${r.int(200000, 299999)}`;
const ip = (r: Rng) => `10.${r.int(0, 40)}.${r.int(0, 255)}.${r.int(2, 250)}`;
const after = (t0: number, p: number, flows: string[], svcs?: string[]) => (s: Stream) =>
  s.drop((e) => e.t >= t0 && !!e.flow && flows.includes(e.flow) && (!svcs || svcs.includes(e.svc)) && s.rng.chance(p));

export const INCIDENT_KINDS: IncidentKind[] = [
  {
    key: "matchmaker-heap",
    estate: "emberfall",
    origin: "matchmaker",
    category: "memory",
    hints: ["memory", "heap", "outofmemory", "oom"],
    severity: "high",
    note: "matchmaker's ticket pool grows until the JVM heap is exhausted: long full GCs, OutOfMemoryError, restarts, while the gateway and party service report 503s and timeouts",
    needs: ["edge-gateway", "matchmaker", "party-svc"],
    run(s, t0, end) {
      const r = s.rng;
      after(t0 + 60000, 0.85, ["match", "alloc", "voice"])(s);
      let heap = 3410;
      s.every(
        9000,
        (t) => {
          heap = Math.min(4090, heap + r.int(20, 60));
          const pause = ((heap - 3300) * (2 + r.next() * 2)).toFixed(3);
          s.add(
            t,
            "matchmaker",
            "warn",
            `[gc] GC(${r.int(800, 999)}) Pause Full (G1 Compaction Pause) ${heap}M->${heap - r.int(2, 15)}M(4096M) ${pause}ms`,
          );
        },
        t0,
        t0 + 80000,
      );
      const oom = (t: number) => {
        s.add(
          t,
          "matchmaker",
          "error",
          `Exception in thread "ticket-pool-${r.int(1, 8)}" java.lang.OutOfMemoryError: Java heap space`,
          {
            stack: [
              "java.lang.OutOfMemoryError: Java heap space",
              "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3537)",
              "\tat java.base/java.util.ArrayList.grow(ArrayList.java:237)",
              "\tat com.emberfall.mm.pool.TicketPool.snapshot(TicketPool.java:188)",
              "\tat com.emberfall.mm.pool.TicketPool.tick(TicketPool.java:141)",
              "\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)",
              "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
            ],
          },
        );
        s.add(t + 1200, "matchmaker", "error", "Terminating due to java.lang.OutOfMemoryError: Java heap space");
        s.add(
          t + 16000,
          "matchmaker",
          "info",
          `Started MatchmakerApplication in ${(12 + r.next() * 4).toFixed(3)} seconds (process running for 15.9)`,
        );
      };
      for (let t = t0 + 80000; t < end; t += r.int(110000, 160000)) oom(t);
      s.arrivals(
        () => 3.5,
        (t) => {
          const tr = s.trace();
          const k = r.next();
          if (k < 0.45)
            s.add(
              t,
              "edge-gateway",
              "error",
              `POST /v1/matchmaking/tickets 503 ${r.int(5000, 5010)}ms upstream=matchmaker err="context deadline exceeded"`,
              { trace: tr },
            );
          else if (k < 0.75)
            s.add(
              t,
              "edge-gateway",
              "warn",
              `retrying POST /v1/matchmaking/tickets upstream=matchmaker attempt=${r.int(2, 3)}/3 backoff=${r.int(100, 800)}ms`,
              { trace: tr },
            );
          else if (k < 0.9)
            s.add(
              t,
              "edge-gateway",
              "error",
              `POST /v1/matchmaking/tickets 502 ${r.int(1, 9)}ms upstream=matchmaker err="dial tcp ${ip(r)}:8080: connect: connection refused"`,
              { trace: tr },
            );
          else
            s.add(
              t,
              "party-svc",
              "error",
              `party pa_${r.hex(6)} queue request failed: matchmaker responded 503 Service Unavailable (player ${player(r)})`,
              { trace: tr },
            );
        },
        t0 + 55000,
        end,
      );
      s.every(
        30000,
        (t) =>
          s.add(
            t,
            "party-svc",
            "warn",
            "circuit breaker 'matchmaker' OPEN (failure rate 62% over 50 calls), half-open in 30s",
          ),
        t0 + 90000,
        end,
      );
    },
  },
  {
    key: "voice-uplink",
    estate: "emberfall",
    origin: "voice-relay",
    category: "network",
    hints: ["network", "unreachable", "route", "socket", "connection", "reset"],
    severity: "medium",
    note: "voice-relay loses its route to the outside: sendmsg fails with Network is unreachable, TURN refreshes reset, and game servers and parties report failed voice joins",
    needs: ["voice-relay", "game-session", "party-svc"],
    run(s, t0, end) {
      const r = s.rng;
      after(t0, 0.92, ["voice"])(s);
      s.arrivals(
        () => 1.6,
        (t) => {
          const k = r.next();
          const dst = `${r.pick(["35.214", "34.90", "104.199"])}.${r.int(0, 255)}.${r.int(1, 254)}`;
          if (k < 0.5)
            s.add(
              t,
              "voice-relay",
              "error",
              `udp_socket.cc:212] sendmsg to ${dst}:${r.int(49152, 65000)} failed: Network is unreachable (101)`,
            );
          else if (k < 0.75)
            s.add(
              t,
              "voice-relay",
              "error",
              `turn_client.cc:388] allocation refresh to ${dst}:3478 failed: Connection reset by peer (104)`,
            );
          else
            s.add(
              t,
              "voice-relay",
              "warn",
              `ice_agent.cc:455] all candidate pairs failed for peer ${player(r)} (checks sent=${r.int(9, 30)}, responses=0)`,
            );
        },
        t0,
        end,
      );
      s.arrivals(
        () => 2.4,
        (t) => {
          const tr = s.trace();
          if (r.chance(0.6))
            s.add(
              t,
              "game-session",
              "error",
              `[gs-eu-west-${r.hex(5)}] voice channel create failed: voice-relay rpc CreateChannel: UNAVAILABLE: recvmsg: Connection reset by peer (retry ${r.int(1, 3)}/3)`,
              { trace: tr },
            );
          else
            s.add(
              t,
              "party-svc",
              "error",
              `voice join for party pa_${r.hex(6)} failed: read ECONNRESET (voice-relay:7000)`,
              { trace: tr },
            );
        },
        t0 + 8000,
        end,
      );
    },
  },
  {
    key: "receipt-apple-503",
    estate: "copperline",
    origin: "receipt-verifier",
    category: "dependency",
    hints: ["503", "unavailable", "upstream", "apple", "provider", "dependency", "21005", "app store"],
    severity: "medium",
    note: "Apple's verifyReceipt endpoint answers 503 and status 21005; receipt-verifier gives up after retries, the storefront returns 502s to a retry storm, Google receipts are fine",
    needs: ["receipt-verifier", "storefront-api", "entitlements"],
    run(s, t0, end) {
      const r = s.rng;
      after(t0, 0.95, ["receipt-apple"])(s);
      s.arrivals(
        () => 1.2,
        (t) => {
          const k = r.next();
          if (k < 0.45)
            s.add(
              t,
              "receipt-verifier",
              "warn",
              `verifyReceipt https://buy.itunes.apple.com/verifyReceipt HTTP 503, retry ${r.int(1, 2)}/3 in ${r.pick([250, 500, 1000])}ms`,
            );
          else if (k < 0.7)
            s.add(
              t,
              "receipt-verifier",
              "warn",
              "verifyReceipt status=21005: the receipt server was temporarily unable to provide the receipt",
            );
          else
            s.add(t, "receipt-verifier", "error", `receipt verification failed for ${acct(r)} after 3 attempts`, {
              stack: [
                "AxiosError: Request failed with status code 503",
                "    at settle (/app/node_modules/axios/lib/core/settle.js:19:12)",
                "    at IncomingMessage.handleStreamEnd (/app/node_modules/axios/lib/adapters/http.js:599:11)",
                "    at IncomingMessage.emit (node:events:531:35)",
                "    at Axios.request (/app/node_modules/axios/lib/core/Axios.js:45:41)",
                "    at async AppleVerifier.verify (/app/dist/apple/verifier.js:61:22)",
              ],
            });
        },
        t0,
        end,
      );
      s.arrivals(
        () => 2.8,
        (t) => {
          const k = r.next();
          if (k < 0.6)
            s.add(
              t,
              "storefront-api",
              "error",
              `POST /store/v2/receipts/apple 502 ${r.int(2900, 3200)}ms: receipt-verifier answered 502 UPSTREAM_UNAVAILABLE`,
            );
          else if (k < 0.85)
            s.add(
              t,
              "storefront-api",
              "warn",
              `client retry detected for receipt ${r.hex(10)} (attempt ${r.int(2, 9)}) from launcher/3.14.2`,
            );
          else
            s.add(t, "entitlements", "warn", `grant pending for ${acct(r)}: receipt not verified yet, requeued in 60s`);
        },
        t0 + 3000,
        end,
      );
    },
  },
  {
    key: "patch-base-url",
    estate: "copperline",
    origin: "patch-manifest",
    category: "configuration",
    hints: ["config", "base_url", "setting", "missing", "not set", "empty", "uri"],
    severity: "medium",
    note: "patch-manifest v3.15.0 rolls out with depot.base_url empty; every manifest build fails on a relative URI and the CDN shield answers 502 to launchers retrying",
    needs: ["patch-manifest", "cdn-shield", "storefront-api"],
    run(s, t0, end) {
      const r = s.rng;
      after(t0, 1, ["patch"], ["patch-manifest"])(s);
      after(t0, 0.8, ["patch"], ["cdn-shield"])(s);
      const d = t0 - 25000;
      s.add(d, "patch-manifest", "info", "patch-manifest v3.15.0 (commit 9c1e44b) starting, go1.23.4");
      s.add(d + 300, "patch-manifest", "info", "config: loaded /etc/patch-manifest/config.toml (env=live)");
      s.add(d + 310, "patch-manifest", "warn", "config: depot.base_url is empty; chunk URLs will be relative");
      s.add(d + 900, "patch-manifest", "info", "listening on :8080");
      s.add(t0 - 1000, "patch-manifest", "info", "rollout: 6/6 pods ready on v3.15.0");
      s.arrivals(
        () => 1.5,
        (t) =>
          s.add(
            t,
            "patch-manifest",
            "error",
            `build manifest build=48213 platform=${r.pick(["win64", "win64", "macos-arm64", "ps5"])}: parse "/depots/4821/chunks": invalid URI for request`,
          ),
        t0,
        end,
      );
      s.arrivals(
        () => 3.2,
        (t) => {
          if (r.chance(0.7))
            s.add(
              t,
              "cdn-shield",
              "error",
              `GET /patch/manifest/48213/${r.pick(["win64", "macos-arm64"])} 502 upstream=patch-manifest status=500 ${r.int(3, 20)}ms`,
            );
          else
            s.add(
              t,
              "cdn-shield",
              "warn",
              `manifest request retried by client ${r.int(2, 6)} times (ua=launcher/3.14.${r.int(0, 3)})`,
            );
        },
        t0 + 1000,
        end,
      );
      s.every(
        40000,
        (t) =>
          s.add(
            t,
            "storefront-api",
            "warn",
            `launcher health report: update check failing for ${r.int(3, 40)}% of sessions`,
          ),
        t0 + 60000,
        end,
      );
    },
  },
  {
    key: "lecture-video-enospc",
    estate: "northgate",
    origin: "lecture-video",
    category: "disk",
    hints: ["disk", "space", "no space", "errno 28", "storage", "enospc"],
    severity: "medium",
    note: "the media volume of lecture-video fills up during exam-review uploads: segment writes fail with Errno 28 and the LMS reports failed uploads that teachers retry",
    needs: ["lecture-video", "lms-app"],
    run(s, t0, end) {
      const r = s.rng;
      s.arrivals(
        () => 0.9,
        (t) => {
          const lec = `lec_${r.hex(6)}`;
          if (r.chance(0.6))
            s.add(t, "lecture-video", "error", `transcode ${lec} 720p failed`, {
              stack: [
                "Traceback (most recent call last):",
                '  File "/app/video/transcode.py", line 142, in write_segment',
                '    with open(seg_path, "wb") as fh:',
                `OSError: [Errno 28] No space left on device: '/srv/media/hls/${lec}/720p/seg_${String(r.int(1, 900)).padStart(4, "0")}.ts'`,
              ],
            });
          else
            s.add(
              t,
              "lecture-video",
              "error",
              `upload ${lec} aborted: [Errno 28] No space left on device (/srv/media/incoming)`,
            );
        },
        t0,
        end,
      );
      s.arrivals(
        () => 1.8,
        (t) => {
          const tr = s.trace();
          if (r.chance(0.6))
            s.add(
              t,
              "lms-app",
              "error",
              `VideoUploadService: lecture-video returned 500 Internal Server Error for POST /v1/uploads (course ${r.int(1100, 1900)})`,
              { trace: tr },
            );
          else
            s.add(
              t,
              "lms-app",
              "warn",
              `VideoUploadService retry ${r.int(1, 5)}/5 for upload by teacher t${r.int(1000, 1999)}`,
              { trace: tr },
            );
        },
        t0 + 4000,
        end,
      );
    },
  },
  {
    key: "proctor-bridge-silent",
    estate: "northgate",
    origin: "proctor-bridge",
    category: "unknown",
    hints: ["exit", "crash", "worker", "unknown", "unavailable", "down", "stopped"],
    severity: "high",
    note: "proctor-bridge's Puma workers exit without a reason and the service goes silent; LTI launches and exam starts fail with connection refused",
    needs: ["proctor-bridge", "lti-broker", "lms-app"],
    run(s, t0, end) {
      const r = s.rng;
      s.drop((e) => e.svc === "proctor-bridge" && e.t >= t0 + 2000);
      s.add(
        t0,
        "proctor-bridge",
        "warn",
        `[7] ! Worker ${r.int(0, 3)} (PID: ${r.int(30, 90)}) exited unexpectedly, status 1`,
      );
      s.add(
        t0 + 900,
        "proctor-bridge",
        "warn",
        `[7] ! Worker ${r.int(0, 3)} (PID: ${r.int(30, 90)}) exited unexpectedly, status 1`,
      );
      after(t0, 1, ["proctor"])(s);
      s.arrivals(
        () => 2.0,
        (t) => {
          const tr = s.trace();
          const st = student(r);
          const k = r.next();
          if (k < 0.45)
            s.add(
              t,
              "lti-broker",
              "error",
              `proctor launch failed for ${st}: HTTPConnectionPool(host='proctor-bridge', port=3000): Max retries exceeded with url: /sessions (Caused by NewConnectionError: Failed to establish a new connection: [Errno 111] Connection refused)`,
              { trace: tr },
            );
          else if (k < 0.7)
            s.add(t, "lti-broker", "warn", `retrying proctor launch for ${st} (attempt ${r.int(2, 4)}/4)`, {
              trace: tr,
            });
          else
            s.add(
              t,
              "lms-app",
              "error",
              `Faraday::ConnectionFailed (Failed to open TCP connection to proctor-bridge:3000 (Connection refused - connect(2) for "proctor-bridge" port 3000))`,
              {
                trace: tr,
                stack: [
                  "app/services/proctoring/client.rb:41:in `start_session'",
                  "app/controllers/quizzes/quiz_submissions_controller.rb:88:in `create'",
                  "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
                ],
              },
            );
        },
        t0 + 3000,
        end,
      );
    },
  },
  {
    key: "quiz-lock-wait",
    estate: "brightpath",
    origin: "quiz-engine",
    category: "timeout",
    hints: ["timeout", "timed out", "lock", "deadline"],
    severity: "medium",
    note: "quiz-engine autosaves wait on a per-attempt lock and give up after 5 s (logged at WARN only); course-api times out its calls and learner-web retries loudly",
    needs: ["quiz-engine", "course-api", "learner-web"],
    run(s, t0, end) {
      const r = s.rng;
      after(t0, 0.8, ["quiz"])(s);
      s.arrivals(
        () => 1.1,
        (t) => {
          const at = `at_${r.hex(8)}`;
          if (r.chance(0.7))
            s.add(
              t,
              "quiz-engine",
              "warn",
              `autosave ${at}: could not acquire lock attempt:${at}:answers within 5.0s, giving up`,
            );
          else
            s.add(
              t,
              "quiz-engine",
              "warn",
              `slow request PUT /attempts/${at}/answers took ${(r.next() * 3 + 9.5).toFixed(2)}s (budget 10s)`,
            );
        },
        t0,
        end,
      );
      s.arrivals(
        () => 2.6,
        (t) => {
          const at = `at_${r.hex(8)}`;
          const k = r.next();
          if (k < 0.35)
            s.add(t, "course-api", "error", `Request to quiz-engine failed for attempt ${at}`, {
              stack: [
                "System.Threading.Tasks.TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of 10 seconds elapsing.",
                " ---> System.TimeoutException: The operation was canceled.",
                "   at System.Net.Http.HttpClient.HandleFailure(Exception e, Boolean telemetryStarted, HttpResponseMessage response, CancellationTokenSource cts, CancellationToken cancellationToken, CancellationTokenSource pendingRequestsCts)",
                "   at Brightpath.Courses.Quiz.QuizEngineClient.SaveAnswersAsync(String attemptId, AnswerBatch batch) in /src/Courses/Quiz/QuizEngineClient.cs:line 73",
                "   at Brightpath.Courses.Controllers.AttemptsController.PutAnswers(String id, AnswerBatch batch) in /src/Courses/Controllers/AttemptsController.cs:line 51",
              ],
            });
          else if (k < 0.55)
            s.add(
              t,
              "course-api",
              "info",
              `Request finished HTTP/1.1 PUT http://course-api/api/attempts/${at}/answers - 504 - - 10012.${r.int(1000, 9999)}ms`,
            );
          else
            s.add(
              t,
              "learner-web",
              "error",
              `autosave failed: 504 Gateway Timeout from course-api (attempt ${at}), retrying ${r.int(1, 5)}/5`,
            );
        },
        t0 + 5000,
        end,
      );
    },
  },
  {
    key: "course-api-pool",
    estate: "brightpath",
    origin: "course-api",
    category: "database",
    hints: ["database", "postgres", "npgsql", "too many", "connection", "pool", "sql", "53300"],
    severity: "high",
    note: "course-api exhausts Postgres connections (53300 too many clients, pool exhausted); learner pages, quiz progress and certificates fail with 500s from course-api",
    needs: ["course-api", "learner-web", "quiz-engine"],
    run(s, t0, end) {
      const r = s.rng;
      after(t0, 0.85, ["course", "quiz"], ["course-api"])(s);
      after(t0, 0.6, ["course"], ["learner-web"])(s);
      s.arrivals(
        () => 1.5,
        (t) => {
          if (r.chance(0.55))
            s.add(
              t,
              "course-api",
              "error",
              "Microsoft.EntityFrameworkCore.Database.Connection[20004] An error occurred using the connection to database 'courses' on server 'tcp://pg-courses:5432'.",
              {
                stack: [
                  "Npgsql.PostgresException (0x80004005): 53300: sorry, too many clients already",
                  "   at Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode, Boolean readingNotifications, Boolean isReadingPrependedMessage)",
                  "   at Npgsql.Internal.NpgsqlConnector.Open(NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
                  "   at Npgsql.PoolingDataSource.OpenNewConnector(NpgsqlConnection conn, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
                  "   at Brightpath.Courses.Progress.ProgressRepository.GetAsync(String courseId, Guid learnerId) in /src/Courses/Progress/ProgressRepository.cs:line 39",
                ],
              },
            );
          else
            s.add(
              t,
              "course-api",
              "error",
              "Npgsql.NpgsqlException (0x80004005): The connection pool has been exhausted, either raise 'Max Pool Size' (currently 100) or 'Timeout' (currently 15 seconds) in your connection string.",
            );
        },
        t0,
        end,
      );
      s.arrivals(
        () => 3.0,
        (t) => {
          const k = r.next();
          const c = r.pick(["ds-101", "py-201", "acct-110", "nurs-305"]);
          if (k < 0.5)
            s.add(
              t,
              "learner-web",
              "error",
              `GET /learn/${c}/lesson/${r.int(1, 24)} 500 ${r.int(300, 15000)}ms: course-api responded 500 Internal Server Error`,
            );
          else if (k < 0.75)
            s.add(t, "learner-web", "warn", `retrying GET /api/courses/${c}/progress (attempt ${r.int(2, 3)}/3)`);
          else if (k < 0.92)
            s.add(
              t,
              "quiz-engine",
              "warn",
              `progress update for attempt at_${r.hex(8)} failed: course-api HTTP 500, queued for replay`,
            );
          else
            s.add(
              t,
              "cert-issuer",
              "error",
              `Completion lookup failed for l_${r.hex(8)}: 500 INTERNAL_SERVER_ERROR from course-api`,
            );
        },
        t0 + 2000,
        end,
      );
    },
  },
];
