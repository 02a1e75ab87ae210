// Eight real-world failures, one per category, written the way each runtime and its callers report them.
import type { Estate } from "./estates.js";
import { dotnetTrace, javaTrace, pyTrace, rubyTrace } from "./stacks.js";
import type { Stream } from "./stream.js";

export interface IncidentKind {
  name: string;
  estate: Estate["key"];
  origin: string;
  category: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  needs: string[];
  run(s: Stream, t0: number): void;
}

const after = (svc: string, re: RegExp) => (v: string, m: string) => v === svc && re.test(m);

export const INCIDENTS: IncidentKind[] = [
  {
    name: "pg-too-many-clients",
    estate: "clutchwise",
    origin: "lesson-booking",
    category: "database",
    hints: ["connection", "database", "pool", "postgres", "hikari", "sql", "too many"],
    severity: "high",
    note: "lesson-booking's PostgreSQL refuses new connections (too many clients), its Hikari pool times out and lesson bookings fail with 503s and retries in the BFF",
    needs: [],
    run(s, t0) {
      const r = s.rng;
      s.mute(t0, after("lesson-booking", /booked for|actuator\/health 200/));
      s.mute(t0, after("learner-web-bff", /POST \/api\/v2\/lessons 201/));
      s.mute(t0, after("pricing-rules", /Priced lesson/));
      s.mute(t0, after("notify-sender", /lesson_confirmed/));
      s.add(t0 - 90000, "lesson-booking", "warn", "HikariPool-1 - Pool stats (total=20, active=17, idle=3, waiting=0)");
      s.add(
        t0 + 200,
        "lesson-booking",
        "warn",
        "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@5b2e7c1a (This connection has been closed.). Possibly consider using a shorter maxLifetime value.",
      );
      s.every(
        10000,
        (t) =>
          s.add(
            t,
            "lesson-booking",
            "warn",
            `GET /actuator/health 503 ${r.int(1000, 5000)}ms (kube-probe/1.29) status=DOWN components.db=DOWN`,
          ),
        t0,
        s.end,
        300,
      );
      s.every(
        30000,
        (t) =>
          s.add(
            t,
            "lesson-booking",
            "warn",
            `HikariPool-1 - Pool stats (total=20, active=20, idle=0, waiting=${r.int(60, 190)})`,
          ),
        t0 + 5000,
      );
      s.poisson(
        22,
        (t) => {
          const id = s.tid();
          s.add(
            t + 30000,
            "lesson-booking",
            "error",
            "Servlet.service() for servlet [dispatcherServlet] in context with path [] threw exception [Request processing failed: org.springframework.transaction.CannotCreateTransactionException: Could not open JPA EntityManager for transaction]",
            {
              trace: id,
              errType: "java.sql.SQLTransientConnectionException",
              stack: javaTrace(
                "java.sql.SQLTransientConnectionException",
                `HikariPool-1 - Connection is not available, request timed out after 30000ms (total=20, active=20, idle=0, waiting=${r.int(90, 210)})`,
                [
                  "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
                  "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
                  "com.zaxxer.hikari.HikariDataSource.getConnection(HikariDataSource.java:100)",
                  "org.hibernate.engine.jdbc.connections.internal.DatasourceConnectionProviderImpl.getConnection(DatasourceConnectionProviderImpl.java:122)",
                  "com.clutchwise.booking.service.LessonBookingService.book(LessonBookingService.java:97)",
                ],
                r.chance(0.5)
                  ? [
                      "org.postgresql.util.PSQLException",
                      "FATAL: sorry, too many clients already",
                      [
                        "org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:698)",
                        "org.postgresql.core.v3.ConnectionFactoryImpl.tryConnect(ConnectionFactoryImpl.java:207)",
                      ],
                    ]
                  : undefined,
              ),
            },
          );
          for (let a = 1; a <= 3; a++) {
            s.add(
              t + 30000 * a + 40,
              "learner-web-bff",
              a < 3 ? "warn" : "error",
              a < 3
                ? `lesson-booking POST /lessons failed with 503 Service Unavailable (attempt ${a}/3), retrying in ${a * 200}ms`
                : `POST /api/v2/lessons 503 ${90000 + r.int(100, 900)}ms upstream=lesson-booking error="Request failed with status code 503"`,
              { trace: id },
            );
          }
        },
        t0,
        s.end,
      );
    },
  },
  {
    name: "rack-timeout-availability",
    estate: "clutchwise",
    origin: "instructor-calendar",
    category: "timeout",
    hints: ["timeout", "timed out", "rack", "request timeout", "deadline"],
    severity: "high",
    note: "instructor-calendar's availability endpoint starts running past its 15s Rack::Timeout for every request; booking and the BFF time out and lesson-booking's breaker opens",
    needs: [],
    run(s, t0) {
      const r = s.rng;
      s.mute(t0, after("instructor-calendar", /Completed 200 OK/));
      s.mute(t0, after("learner-web-bff", /availability 200|lessons 201/));
      s.mute(t0, after("lesson-booking", /booked for/));
      s.poisson(
        24,
        (t) => {
          const id = s.tid();
          const i = `INS-${r.int(100, 480)}`;
          s.add(
            t,
            "instructor-calendar",
            "info",
            `Started GET "/api/instructors/${i}/availability?week=2026-W50" for 10.42.${r.int(0, 9)}.${r.int(2, 250)}`,
            { trace: id },
          );
          s.add(
            t + 15001,
            "instructor-calendar",
            "error",
            `source=rack-timeout id=${r.hex(8)}-${r.hex(4)} timeout=15000ms service=15000ms state=timed_out`,
            { trace: id },
          );
          if (r.chance(0.4))
            s.add(
              t + 15012,
              "instructor-calendar",
              "error",
              "Rack::Timeout::RequestTimeoutException (Request ran for longer than 15000ms ):",
              {
                trace: id,
                errType: "Rack::Timeout::RequestTimeoutException",
                stack: rubyTrace([
                  "app/models/recurring_block.rb:61:in `block in each_occurrence'",
                  "app/models/recurring_block.rb:58:in `step'",
                  "app/models/recurring_block.rb:58:in `each_occurrence'",
                  "app/services/availability_builder.rb:34:in `block (2 levels) in call'",
                  "app/services/availability_builder.rb:29:in `each'",
                  "app/controllers/api/availability_controller.rb:12:in `show'",
                  "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
                ]),
              },
            );
          if (r.chance(0.55)) {
            s.add(
              t + 5003,
              "learner-web-bff",
              "error",
              `GET /api/v2/instructors/availability 504 5003ms upstream=instructor-calendar error="timeout of 5000ms exceeded"`,
              { trace: id },
            );
          } else {
            s.add(
              t + 10004,
              "lesson-booking",
              "warn",
              `I/O error on GET request for "http://instructor-calendar:3000/api/instructors/${i}/availability": Read timed out`,
              {
                trace: id,
                errType: "org.springframework.web.client.ResourceAccessException",
                stack: javaTrace("java.net.SocketTimeoutException", "Read timed out", [
                  "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)",
                  "com.clutchwise.booking.client.CalendarClient.availability(CalendarClient.java:52)",
                ]),
              },
            );
            s.add(
              t + 10050,
              "learner-web-bff",
              "error",
              `POST /api/v2/lessons 503 ${r.int(10100, 10400)}ms upstream=lesson-booking`,
              { trace: id },
            );
          }
        },
        t0,
        s.end,
      );
      s.every(
        20000,
        (t) =>
          s.add(t, "instructor-calendar", "warn", `Puma thread pool: 16/16 threads busy, backlog=${r.int(20, 70)}`),
        t0 + 20000,
      );
      s.add(
        t0 + 45000,
        "lesson-booking",
        "warn",
        "CircuitBreaker 'instructorCalendar' changed state from CLOSED to OPEN",
      );
      s.poisson(
        18,
        (t) => {
          s.add(
            t,
            "lesson-booking",
            "warn",
            "CallNotPermittedException: CircuitBreaker 'instructorCalendar' is OPEN and does not permit further calls",
          );
          s.add(
            t + 5,
            "learner-web-bff",
            "error",
            `POST /api/v2/lessons 503 ${r.int(8, 30)}ms upstream=lesson-booking`,
          );
        },
        t0 + 46000,
        s.end,
      );
    },
  },
  {
    name: "stripe-unavailable",
    estate: "clutchwise",
    origin: "pack-payments",
    category: "dependency",
    hints: ["stripe", "provider", "payment", "503", "unavailable", "circuit"],
    severity: "high",
    note: "Stripe answers pack-payments with 503s; pack-payments logs warnings, opens its breaker, and checkout fails in the BFF",
    needs: [],
    run(s, t0) {
      const r = s.rng;
      s.mute(t0, after("pack-payments", /succeeded amount/));
      s.mute(t0, after("learner-web-bff", /checkout 200/));
      s.poisson(
        4,
        (t) => {
          const id = s.tid();
          for (let a = 1; a <= 3; a++)
            s.add(
              t + a * 700,
              "pack-payments",
              "warn",
              `Stripe request POST /v1/payment_intents failed: status=503 request_id=req_${r.hex(14)} (attempt ${a}/3) message="An error occurred with our connection to Stripe. Request was retried ${a - 1} times."`,
              { trace: id },
            );
          s.add(
            t + 2300,
            "learner-web-bff",
            "error",
            `POST /api/v2/packs/checkout 502 ${r.int(2200, 2600)}ms upstream=pack-payments body={"error":"PAYMENT_PROVIDER_UNAVAILABLE"}`,
            { trace: id },
          );
          s.add(t + 2400, "learner-web-bff", "warn", "checkout retry scheduled by client (x-retry-after: 2)", {
            trace: id,
          });
        },
        t0,
        t0 + 90000,
      );
      s.add(
        t0 + 90500,
        "pack-payments",
        "warn",
        "CircuitBreaker 'stripe' changed state from CLOSED to OPEN (failure rate 100.0% over 20 calls)",
      );
      s.poisson(
        9,
        (t) => {
          const id = s.tid();
          s.add(
            t,
            "pack-payments",
            "warn",
            "CallNotPermittedException: CircuitBreaker 'stripe' is OPEN and does not permit further calls",
            { trace: id },
          );
          s.add(
            t + 30,
            "learner-web-bff",
            "error",
            `POST /api/v2/packs/checkout 502 ${r.int(20, 60)}ms upstream=pack-payments body={"error":"PAYMENT_PROVIDER_UNAVAILABLE"}`,
            { trace: id },
          );
        },
        t0 + 91000,
        s.end,
      );
      s.every(
        60000,
        (t) => {
          s.add(t, "pack-payments", "warn", "CircuitBreaker 'stripe' changed state from OPEN to HALF_OPEN");
          s.add(
            t + 800,
            "pack-payments",
            "warn",
            `Stripe request POST /v1/payment_intents failed: status=503 request_id=req_${r.hex(14)} (half-open probe)`,
          );
          s.add(t + 810, "pack-payments", "warn", "CircuitBreaker 'stripe' changed state from HALF_OPEN to OPEN");
        },
        t0 + 150000,
      );
    },
  },
  {
    name: "exam-template-config",
    estate: "theorypal",
    origin: "mock-exam",
    category: "configuration",
    hints: ["config", "template", "category", "templateerror", "keyerror"],
    severity: "medium",
    note: "a reloaded exam-template config makes mock-exam reference a question category that does not exist; every new mock exam fails with 500 while practice keeps working",
    needs: [],
    run(s, t0) {
      const r = s.rng;
      s.add(
        t0,
        "mock-exam",
        "info",
        "config watcher: exam_templates.yaml changed (configmap mock-exam-templates resourceVersion=8841213), reloading",
      );
      s.add(t0 + 40, "mock-exam", "info", "active template for car switched car-2026 -> car-2026-12 (effective now)");
      s.mute(t0, after("mock-exam", /201 Created|assembled/));
      s.mute(t0, after("theory-api", /mock-exams 201/));
      s.poisson(
        16,
        (t) => {
          s.add(t, "mock-exam", "error", "Exception in ASGI application", {
            errType: "KeyError",
            stack: pyTrace(
              [
                [
                  "/usr/local/lib/python3.12/site-packages/uvicorn/protocols/http/httptools_impl.py",
                  409,
                  "run_asgi",
                  "result = await app(  # type: ignore[func-returns-value]",
                ],
                [
                  "/app/mock_exam/api.py",
                  71,
                  "create_exam",
                  "exam = builder.assemble(user, template=settings.active_template('car'))",
                ],
                ["/app/mock_exam/builder.py", 118, "assemble", "pool = self._pools[section.category]"],
              ],
              "KeyError: 'hazard-perception-v3'",
            ),
          });
          s.add(
            t + 3,
            "mock-exam",
            "info",
            `10.8.1.${r.int(2, 250)}:${r.int(30000, 60000)} - "POST /v2/mock-exams HTTP/1.1" 500 Internal Server Error`,
          );
          s.add(
            t + 20,
            "theory-api",
            "error",
            `POST /v3/mock-exams 502 ${r.int(30, 90)}ms upstream mock-exam responded 500`,
          );
          if (r.chance(0.7))
            s.add(t + 400, "theory-api", "warn", `retrying mock-exam POST /v2/mock-exams (attempt 2/2) after 500`);
        },
        t0 + 100,
        s.end,
      );
    },
  },
  {
    name: "stale-db-password",
    estate: "theorypal",
    origin: "progress-tracker",
    category: "authentication",
    hints: ["password", "authentication", "credential", "sasl", "auth"],
    severity: "high",
    note: "progress-tracker's database password is rotated under it; new connections fail SASL authentication and answers stop saving",
    needs: [],
    run(s, t0) {
      const r = s.rng;
      s.mute(t0, after("progress-tracker", /answers recorded|hazard score saved|streak job/));
      s.mute(t0, after("theory-api", /practice\/next 200/));
      const pg = `failed to connect to \`user=progress_rw database=progress\`: 10.20.3.14:5432 (pg-progress.theorypal.internal): failed SASL auth: FATAL: password authentication failed for user "progress_rw" (SQLSTATE 28P01)`;
      s.add(t0, "progress-tracker", "info", "pgxpool: closing 6 connections past max lifetime (30m0s)");
      s.poisson(
        26,
        (t) => {
          s.add(t, "progress-tracker", "error", `record answers: acquire conn: ${pg}`);
          s.add(t + 4, "progress-tracker", "info", `"POST /v1/answers" status=500 dur=${r.int(8, 40)}ms`);
          s.add(
            t + 30,
            "theory-api",
            "error",
            `POST /v3/practice/answers 500 ${r.int(40, 120)}ms progress-tracker: internal error`,
          );
        },
        t0 + 200,
        s.end,
      );
      s.every(60000, (t) => s.add(t, "progress-tracker", "error", `streak job failed: ${pg}`), t0 + 2000);
    },
  },
  {
    name: "matcher-heap-oom",
    estate: "slotsmart",
    origin: "waitlist-matcher",
    category: "memory",
    hints: ["memory", "heap", "oom", "out of memory"],
    severity: "high",
    note: "waitlist-matcher's heap fills until V8 aborts with heap out of memory, restarts and crashes again; booking-api cannot register watches and offers stop",
    needs: [],
    run(s, t0) {
      const r = s.rng;
      s.mute(t0, after("waitlist-matcher", /^(watch registered|offer sent)/));
      s.mute(t0, after("sms-gateway", /message accepted/));
      s.mute(t0, after("booking-api", /watches 201/));
      const crash = (t: number) => {
        s.add(
          t,
          "waitlist-matcher",
          "fatal",
          "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          {
            errType: "OOM",
            stack: [
              "",
              "<--- Last few GCs --->",
              "",
              `[1:0x5f4a1c0]  ${r.int(400000, 900000)} ms: Mark-Compact 2035.8 (2081.2) -> 2033.1 (2083.0) MB, 1924.41 / 0.00 ms  (average mu = 0.103, current mu = 0.017) allocation failure; scavenge might not succeed`,
              "",
              "<--- JS stacktrace --->",
              "",
              "----- Native stack trace -----",
              "",
              " 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
              " 2: 0xf06460 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              " 3: 0xf06747 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
              " 4: 0x1118105  [node]",
              " 5: 0x1130f88 v8::internal::Heap::CollectGarbage(v8::internal::AllocationSpace, v8::internal::GarbageCollectionReason, v8::GCCallbackFlags) [node]",
            ],
          },
        );
        s.add(t + 9000, "waitlist-matcher", "info", "waitlist-matcher 3.8.1 listening on :3000 (pid 1, node v20.17.0)");
        s.add(
          t + 9500,
          "waitlist-matcher",
          "info",
          `loading active watches from candidate store... ${r.int(180000, 240000)} watches`,
        );
      };
      const crashes: number[] = [];
      for (let t = t0 + 70000; t < s.end; t += r.int(100000, 150000)) crashes.push(t);
      s.every(
        15000,
        (t) => {
          const prev = [t0 - 60000, ...crashes.map((c) => c + 9000)].filter((c) => c <= t).pop() ?? t0;
          const next = crashes.find((c) => c > t) ?? s.end + 60000;
          const heap = (prev < t0 ? 1.55 : 0.5) + (2.0 - (prev < t0 ? 1.55 : 0.5)) * ((t - prev) / (next - prev));
          if (heap > 1.4 && t > prev)
            s.add(
              t,
              "waitlist-matcher",
              "warn",
              `event loop delay p99=${r.int(300, 2400)}ms heapUsed=${heap.toFixed(2)}GB/2.00GB (gc ${r.int(40, 90)}% of last 10s)`,
            );
        },
        t0,
        s.end,
        500,
      );
      for (const t of crashes) {
        crash(t);
        s.poisson(
          110,
          (u) => {
            const id = s.tid();
            s.add(
              u,
              "booking-api",
              "error",
              `POST /api/watches 502 ${r.int(3, 12)}ms: I/O error on POST request for "http://waitlist-matcher:3000/watches": Connection refused`,
              {
                trace: id,
                errType: "org.springframework.web.client.ResourceAccessException",
                stack: r.chance(0.3)
                  ? javaTrace("java.net.ConnectException", "Connection refused", [
                      "java.base/sun.nio.ch.Net.pollConnect(Native Method)",
                      "com.slotsmart.booking.client.WaitlistClient.register(WaitlistClient.java:41)",
                    ])
                  : undefined,
              },
            );
            s.add(u + 300, "booking-api", "warn", `retrying POST http://waitlist-matcher:3000/watches (attempt 2/3)`, {
              trace: id,
            });
          },
          t + 50,
          t + 9000,
        );
      }
      s.poisson(
        10,
        (u) => {
          s.add(u, "booking-api", "error", `POST /api/watches 504 5001ms: Read timed out calling waitlist-matcher`, {
            trace: s.tid(),
          });
        },
        t0 + 30000,
        s.end,
      );
    },
  },
  {
    name: "tsw-disk-full",
    estate: "dualtrack",
    origin: "timeseries-writer",
    category: "disk",
    hints: ["disk", "space", "no space", "enospc", "volume", "device"],
    severity: "high",
    note: "timeseries-writer's WAL volume fills up; every write fails with no space left on device and trip-processor retries loudly while live views go stale",
    needs: [],
    run(s, t0) {
      const r = s.rng;
      s.add(
        t0 - 180000,
        "timeseries-writer",
        "warn",
        "compaction: level 2 backlog 14 files, compaction falling behind",
      );
      s.add(t0 - 60000, "timeseries-writer", "warn", "volume /var/lib/tsw 97.8% used (2.0Gi free)");
      s.mute(t0, after("timeseries-writer", /write ok/));
      s.mute(t0, after("trip-processor", /^Processed/));
      s.poisson(
        40,
        (t) => {
          const seg = r.int(4100, 4130);
          s.add(
            t,
            "timeseries-writer",
            "error",
            `write failed: engine: write /var/lib/tsw/wal/telemetry/_0${seg}.wal: no space left on device`,
          );
          for (let a = 1; a <= 2; a++)
            s.add(
              t + a * 150,
              "trip-processor",
              a === 1 ? "warn" : "error",
              `Write to timeseries-writer failed: 500 Internal Server Error on POST http://timeseries-writer:8086/write?db=telemetry (attempt ${a}/2) body={"error":"engine: write /var/lib/tsw/wal/telemetry/_0${seg}.wal: no space left on device"}`,
            );
        },
        t0,
        s.end,
      );
      s.every(
        30000,
        (t) =>
          s.add(
            t,
            "timeseries-writer",
            "error",
            "compaction failed: write /var/lib/tsw/data/telemetry/autogen/000412-02.tsm.tmp: no space left on device",
          ),
        t0 + 10000,
      );
      s.poisson(
        6,
        (t) =>
          s.add(
            t,
            "fleet-api",
            "warn",
            `warn: DualTrack.Fleet.Live[0] Telemetry for vehicle ${r.pick(["LK", "YD", "GF"])}${r.int(19, 74)}${r.pick(["XWD", "KPL"])} is stale (last point ${r.int(2, 9)} min ago)`,
          ),
        t0 + 60000,
        s.end,
      );
      s.add(
        t0 + 120000,
        "trip-processor",
        "warn",
        "Kafka consumer paused partitions [car-telemetry-0..11] due to downstream backpressure (lag 48213)",
      );
    },
  },
  {
    name: "gateway-uplink",
    estate: "dualtrack",
    origin: "device-gateway",
    category: "network",
    hints: ["reset", "connection", "network", "socket", "econnreset", "dns", "unreachable"],
    severity: "high",
    note: "device-gateway loses its network path: connections to Kafka, Redis and peers reset or time out and DNS fails, device sessions drop, telemetry stops flowing",
    needs: [],
    run(s, t0) {
      const r = s.rng;
      s.mute(t0, after("device-gateway", /PUBLISH from|\[stats\]/));
      s.mute(t0, after("trip-processor", /^Processed/));
      s.mute(t0, after("timeseries-writer", /write ok/));
      s.mute(t0, after("fleet-api", /\/live - 200/));
      s.mute(t0, after("instructor-app-bff", /car\/live 200/));
      s.poisson(
        14,
        (t) => {
          const m = r.int(0, 3);
          const msg =
            m === 0
              ? `[kafka] rdkafka#producer-1: [thrd:kafka-${r.int(0, 2)}.kafka:9092/${r.int(0, 2)}]: kafka-${r.int(0, 2)}.kafka:9092/bootstrap: Receive failed: Connection reset by peer (after ${r.int(1000, 90000)}ms in state UP)`
              : m === 1
                ? `[kafka] rdkafka#producer-1: [thrd:kafka-${r.int(0, 2)}.kafka:9092/${r.int(0, 2)}]: Connection setup timed out in state CONNECT (after 30029ms in state CONNECT)`
                : m === 2
                  ? `[redis] session store error: Connection reset by peer (redis-sessions:6379), ${r.int(10, 400)} session writes dropped`
                  : `[dns] resolve kafka-${r.int(0, 2)}.kafka.dualtrack-fleet.svc.cluster.local failed: Temporary failure in name resolution`;
          s.add(t, "device-gateway", "warn", msg);
        },
        t0,
        s.end,
      );
      s.poisson(
        20,
        (t) =>
          s.add(
            t,
            "device-gateway",
            "warn",
            `[mqtt] socket error on client DC-${r.int(10000, 19999)}: Connection reset by peer, disconnecting`,
          ),
        t0 + 3000,
        s.end,
      );
      s.every(
        15000,
        (t) =>
          s.add(
            t,
            "device-gateway",
            "warn",
            `[stats] sessions=${r.int(90, 400)} msgs_in/s=${r.int(0, 40)} msgs_out/s=0 rss=${r.int(410, 440)}MiB producer_queue=${r.int(90000, 100000)}/100000`,
          ),
        t0 + 15000,
      );
      s.poisson(
        10,
        (t) => {
          s.add(
            t,
            "fleet-api",
            "error",
            "fail: DualTrack.Fleet.LiveChannel[0] Live stream from device-gateway failed",
            {
              errType: "System.Net.Http.HttpRequestException",
              stack: dotnetTrace(
                "System.Net.Http.HttpRequestException: An error occurred while sending the request.\n ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.",
                [
                  "System.Net.Http.HttpConnection.SendAsync(HttpRequestMessage request, Boolean async, CancellationToken cancellationToken)",
                  "DualTrack.Fleet.Live.GatewayClient.StreamAsync(String deviceId, CancellationToken ct) in /src/Fleet/Live/GatewayClient.cs:line 88",
                ],
              ),
            },
          );
          s.add(
            t + 40,
            "instructor-app-bff",
            "error",
            `GET /v1/car/live 502 ${r.int(30, 200)}ms fleet-api: upstream connect error or disconnect/reset before headers`,
          );
        },
        t0 + 2000,
        s.end,
      );
      s.every(
        60000,
        (t) =>
          s.add(
            t,
            "trip-processor",
            "warn",
            "No records received on car-telemetry for 60s (consumer group trip-processor, lag 0, all 12 partitions idle)",
          ),
        t0 + 60000,
      );
    },
  },
];
