// Configuration, dependency, memory, disk and unknown incidents.
import type { Incident } from "./incident.js";
import { crashLoop, javaStack, logAll, M, nodeStack, pyStack, retrying, rubyStack, S } from "./kit.js";

export const PLATFORM: Incident[] = [
  {
    category: "configuration",
    estate: 0,
    origin: "tills",
    hints: ["config", "env", "staging", "url"],
    severity: "high",
    note: "A release of {tills} ships with PAYMENTS_BASE_URL pointing at the staging host; card uploads fail with ENOTFOUND, which looks like DNS, right after the deploy.",
    story: {
      needs: ["tills", "pay"],
      degrade: () => [{ role: "tills", from: 5 * S, frac: 0.35, fail: 502, edgeStatus: 502 }],
      run(c) {
        c.deploy(c.t0 - 6 * S, "tills", "3.14.0");
        c.log(
          c.t0 - S,
          "tills",
          "INFO",
          "payments client configured baseUrl=https://card-payments.staging.hearthstone.internal",
        );
        logAll(
          c,
          "tills",
          c.t0,
          c.end,
          1.5 * S,
          "ERROR",
          () => "card settlement upload failed",
          () =>
            nodeStack("Error: getaddrinfo ENOTFOUND card-payments.staging.hearthstone.internal", [
              "GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:107:26)",
            ]),
        );
        c.mute("pay", c.t0, c.end);
      },
    },
  },
  {
    category: "configuration",
    estate: 1,
    origin: "prod",
    hints: ["config", "timezone"],
    severity: "medium",
    note: "A config reload sets {prod}'s plant timezone to America/New_York; batches are scheduled five hours late and {line} only warns that mixers have no batch for the slot.",
    story: {
      needs: ["prod", "line", "stock"],
      run(c) {
        c.log(
          c.t0,
          "prod",
          "INFO",
          `level=info msg="config reloaded" source=configmap/dough-scheduler rev=${c.r.int(40, 90)} plant_timezone=America/New_York shift_start=04:00`,
        );
        logAll(
          c,
          "prod",
          c.t0 + 5 * S,
          c.end,
          10 * S,
          "INFO",
          () =>
            `level=info msg="batch scheduled" line=L${c.r.int(1, 4)} start=2026-12-02T09:${c.r.int(10, 59)}:00-05:00`,
        );
        logAll(
          c,
          "line",
          c.t0 + 60 * S,
          c.end,
          8 * S,
          "WARN",
          () => `level=warn msg="no batch assigned for slot" line=L${c.r.int(1, 4)} mixer=M${c.r.int(1, 6)}`,
        );
        logAll(c, "stock", c.t0 + 3 * M, c.end, 40 * S, "WARN", () => "flour draw-down below plan for this shift");
      },
    },
  },
  {
    category: "configuration",
    estate: 2,
    origin: "pay",
    hints: ["config", "missing", "env"],
    severity: "high",
    note: "{pay} is redeployed without its merchant id variable and crash-loops on start-up; {tills} reports connection refused and shops fall back to offline card mode.",
    story: {
      needs: ["pay", "tills"],
      degrade: () => [{ role: "pay", from: 0, frac: 0.8, fail: "refused", edgeStatus: 502 }],
      run(c) {
        c.mute("pay", c.t0, c.end);
        crashLoop(c, "pay", c.t0, c.end, 25 * S, (t) =>
          c.log(
            t,
            "pay",
            "FATAL",
            `msg="invalid configuration" err="envconfig: required key CHECKOUT_ACQUIRER_MERCHANT_ID missing value"`,
          ),
        );
        logAll(
          c,
          "tills",
          c.t0 + 10 * S,
          c.end,
          20 * S,
          "WARN",
          () => `store S1${c.r.int(10, 64)} in offline card mode`,
        );
      },
    },
  },
  {
    category: "configuration",
    estate: 3,
    origin: "print",
    hints: ["config", "profile", "printer"],
    severity: "medium",
    note: "A printer-map change after a release of {print} names a profile that does not exist; line L3 gets no labels and {label} reports failures from {print}.",
    story: {
      needs: ["print", "label"],
      run(c) {
        c.deploy(c.t0 - 50 * S, "print", "2.9.0");
        c.log(c.t0, "print", "INFO", "printer map loaded from /etc/label-print/printers.yaml (14 printers)");
        logAll(
          c,
          "print",
          c.t0 + 2 * S,
          c.end,
          5 * S,
          "ERROR",
          () =>
            `Error: unknown printer profile 'ZT411-300dpi' for L3-zebra-${c.r.int(1, 4)} (known: ZT410-203dpi, ZT610-300dpi)`,
        );
        logAll(
          c,
          "label",
          c.t0 + 5 * S,
          c.end,
          6 * S,
          "ERROR",
          () =>
            `org.springframework.web.client.HttpServerErrorException$InternalServerError: 500 Internal Server Error: "POST /jobs" on qa-label-print`,
        );
      },
    },
  },
  {
    category: "dependency",
    estate: 0,
    origin: "pay",
    hints: ["circuit", "acquirer", "503", "unavailable"],
    severity: "high",
    note: "The card acquirer starts answering 503; {pay}'s circuit breaker opens and shop tills through {tills} report payment failures much more loudly than {pay} does.",
    story: {
      needs: ["pay", "tills"],
      degrade: () => [{ role: "pay", from: 40 * S, frac: 0.7, fail: 503, edgeStatus: 503 }],
      run(c) {
        logAll(
          c,
          "pay",
          c.t0,
          c.t0 + 40 * S,
          3 * S,
          "WARN",
          () => "acquirer authorise returned 503 Service Unavailable (attempt 1/2)",
        );
        c.log(c.t0 + 40 * S, "pay", "WARN", "CircuitBreaker 'acquirer' changed state from CLOSED to OPEN");
        logAll(
          c,
          "pay",
          c.t0 + 41 * S,
          c.end,
          5 * S,
          "ERROR",
          () =>
            "io.github.resilience4j.circuitbreaker.CallNotPermittedException: CircuitBreaker 'acquirer' is OPEN and does not permit further calls",
        );
        retrying(c, "tills", "pay", c.t0 + 40 * S, c.end, 1.5 * S, 503, "POST", "/v1/authorise");
      },
    },
  },
  {
    category: "dependency",
    estate: 1,
    origin: "orders",
    hints: ["rabbitmq", "amqp", "broker"],
    severity: "high",
    note: "The RabbitMQ broker behind {orders} goes down; order events cannot be published, {orders} fails order submissions and {web} retries.",
    story: {
      needs: ["orders", "web"],
      degrade: () => [{ role: "orders", from: 15 * S, frac: 0.5, fail: 503, edgeStatus: 503 }],
      run(c) {
        c.log(
          c.t0,
          "orders",
          "ERROR",
          "pika.exceptions.StreamLostError: Stream connection lost: ConnectionResetError(104, 'Connection reset by peer')",
        );
        logAll(
          c,
          "orders",
          c.t0 + 2 * S,
          c.end,
          4 * S,
          "ERROR",
          () =>
            "AMQP connection workflow failed: AMQPConnectionWorkflowFailed: 1 exceptions in all; last exception - AMQPConnectorSocketConnectError: ConnectionRefusedError(111, 'Connection refused'); first exception - None",
        );
        retrying(c, "web", "orders", c.t0 + 15 * S, c.end, 3 * S, 503, "POST", "/orders");
      },
    },
  },
  {
    category: "dependency",
    estate: 2,
    origin: "notify",
    hints: ["503", "unavailable", "sendgrid", "email"],
    severity: "medium",
    note: "The transactional email vendor returns 503s; {notify} queues and retries order confirmations while everything else stays normal.",
    story: {
      needs: ["notify", "orders"],
      run(c) {
        logAll(
          c,
          "notify",
          c.t0,
          c.end,
          2 * S,
          "ERROR",
          () => `ResponseError: Service Unavailable (503) from api.sendgrid.com/v3/mail/send, x-message-id none`,
        );
        logAll(
          c,
          "notify",
          c.t0 + 20 * S,
          c.end,
          15 * S,
          "WARN",
          () => `outbox backlog ${c.r.int(200, 2600)} messages`,
        );
      },
    },
  },
  {
    category: "dependency",
    estate: 3,
    origin: "orders",
    hints: ["kafka", "broker"],
    severity: "high",
    note: "Two Kafka brokers drop out; {orders}'s producer expires batches and order events never reach {invoice} and {notify}.",
    story: {
      needs: ["orders", "invoice"],
      run(c) {
        logAll(
          c,
          "orders",
          c.t0,
          c.end,
          6 * S,
          "WARN",
          () =>
            `[Producer clientId=sales-order-hub-1] Connection to node ${c.r.int(1, 3)} (kafka-${c.r.int(1, 3)}.nf-prod.svc/10.8.${c.r.int(1, 9)}.${c.r.int(2, 200)}:9092) could not be established. Node may not be available.`,
        );
        logAll(
          c,
          "orders",
          c.t0 + 2 * M,
          c.end,
          4 * S,
          "ERROR",
          () =>
            `Expiring ${c.r.int(3, 60)} record(s) for order-events-${c.r.int(0, 11)}:120000 ms has passed since batch creation`,
          () =>
            javaStack(
              "com.northfield.sales",
              "org.apache.kafka.common.errors.TimeoutException: Expiring 14 record(s) for order-events-3:120000 ms has passed since batch creation",
              ["events.OrderEventPublisher.publish(OrderEventPublisher.kt:40)"],
            ),
        );
        logAll(
          c,
          "invoice",
          c.t0 + M,
          c.end,
          30 * S,
          "WARN",
          () => "consumer lag on order-events growing, no records polled in 60s",
        );
      },
    },
  },
  {
    category: "memory",
    estate: 0,
    origin: "invoice",
    hints: ["heap", "memory", "oom"],
    severity: "high",
    note: "The statement run in {invoice} loads a whole month of orders into memory; Node runs out of heap, crashes and restarts into the same job.",
    story: {
      needs: ["invoice", "notify"],
      run(c) {
        logAll(
          c,
          "invoice",
          c.t0,
          c.end,
          20 * S,
          "WARN",
          () => `statement run heap used ${c.r.int(1700, 2000)} MB of 2048 MB`,
        );
        c.mute("invoice", c.t0 + 60 * S, c.end);
        crashLoop(c, "invoice", c.t0 + 60 * S, c.end, 90 * S, (t) =>
          c.log(
            t,
            "invoice",
            "FATAL",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
            [
              " 1: 0xb7a940 node::Abort() [node]",
              " 2: 0xa8d3e1 node::FatalError(char const*, char const*) [node]",
              " 3: 0xd5c0f0 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, bool) [node]",
              " 4: 0xf39a45 v8::internal::Heap::FatalProcessOutOfMemory(char const*) [node]",
            ],
          ),
        );
      },
    },
  },
  {
    category: "memory",
    estate: 1,
    origin: "label",
    hints: ["memory", "oom", "sigkill"],
    severity: "medium",
    note: "{label} leaks rendered label images; gunicorn workers are OOM-killed one after another, requests die mid-flight and {print} receives fewer jobs.",
    story: {
      needs: ["label", "print"],
      degrade: () => [{ role: "label", from: 0, frac: 0.2, fail: 502, edgeStatus: 502 }],
      run(c) {
        c.every(c.t0, c.end, 15 * S, (t) => {
          const pid = c.r.int(20, 900);
          c.log(t, "label", "ERROR", `[${pid}] [ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`);
          c.log(t + 300, "label", "INFO", `[1] [INFO] Booting worker with pid: ${c.r.int(900, 2000)}`);
        });
      },
    },
  },
  {
    category: "memory",
    estate: 2,
    origin: "prod",
    hints: ["out of memory", "memory"],
    severity: "high",
    note: "{prod} builds tomorrow's whole plan in memory after a big wholesale intake and dies with 'runtime: out of memory'; {line} gets no plans.",
    story: {
      needs: ["prod", "line"],
      run(c) {
        c.mute("prod", c.t0, c.end);
        crashLoop(c, "prod", c.t0, c.end, 60 * S, (t) =>
          c.log(t, "prod", "FATAL", "fatal error: runtime: out of memory", [
            "",
            "runtime stack:",
            "runtime.throw({0x9c1f3e?, 0x400000?})",
            "\t/usr/local/go/src/runtime/panic.go:1077 +0x5c",
            "runtime.(*mheap).grow(0xd5e4e0, 0x7e8?)",
            "\t/usr/local/go/src/runtime/mheap.go:1508 +0x236",
          ]),
        );
        logAll(
          c,
          "line",
          c.t0 + 30 * S,
          c.end,
          12 * S,
          "WARN",
          () => `plan stream disconnected, reconnecting (L${c.r.int(1, 4)})`,
        );
      },
    },
  },
  {
    category: "memory",
    estate: 3,
    origin: "invoice",
    hints: ["outofmemory", "memory", "heap", "gc"],
    severity: "high",
    note: "{invoice}'s heap fills during the month-end run; G1 full pauses stretch for seconds until it throws OutOfMemoryError and restarts.",
    story: {
      needs: ["invoice", "orders"],
      run(c) {
        logAll(
          c,
          "invoice",
          c.t0,
          c.end,
          12 * S,
          "WARN",
          () =>
            `[gc] GC(${c.r.int(800, 2000)}) Pause Full (G1 Compaction Pause) ${c.r.int(3700, 3900)}M->${c.r.int(3650, 3880)}M(4096M) ${c.r.int(2000, 9000)}.${c.r.int(100, 999)}ms`,
        );
        crashLoop(c, "invoice", c.t0 + 3 * M, c.end, 3 * M, (t) =>
          c.log(t, "invoice", "ERROR", 'Exception in thread "invoice-job-2"', [
            "java.lang.OutOfMemoryError: Java heap space",
            "\tat java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
            "\tat com.northfield.fin.invoicing.PdfBuilder.render(PdfBuilder.kt:77)",
          ]),
        );
      },
    },
  },
  {
    category: "disk",
    estate: 0,
    origin: "print",
    hints: ["no space", "disk", "enospc"],
    severity: "medium",
    note: "{print}'s spool volume fills with unprinted jobs; writes fail with ENOSPC and {label} sees its print requests rejected.",
    story: {
      needs: ["print", "label"],
      run(c) {
        c.log(c.t0 - M, "print", "WARN", "spool volume /var/spool/labels 94% used");
        logAll(
          c,
          "print",
          c.t0,
          c.end,
          3 * S,
          "ERROR",
          () => "job rejected",
          () =>
            pyStack(
              [["/app/spooler/store.py", 38, "write_job", "with open(path, 'wb') as fh:"]],
              `OSError: [Errno 28] No space left on device: '/var/spool/labels/${c.r.hex(12)}.zpl'`,
            ),
        );
        logAll(
          c,
          "label",
          c.t0 + 5 * S,
          c.end,
          6 * S,
          "ERROR",
          () => `AxiosError: Request failed with status code 507 (POST http://label-spooler:8000/jobs)`,
        );
      },
    },
  },
  {
    category: "disk",
    estate: 1,
    origin: "print",
    hints: ["no space", "disk"],
    severity: "medium",
    note: "Debug rendering left on in {print} fills its data volume; its queue can no longer persist jobs and zebra labels stop on all lines.",
    story: {
      needs: ["print", "label"],
      run(c) {
        logAll(
          c,
          "print",
          c.t0,
          c.end,
          4 * S,
          "ERROR",
          () =>
            `level=error msg="persist job failed" err="write /data/queue/${c.r.hex(10)}.zpl: no space left on device"`,
        );
        logAll(c, "label", c.t0 + 10 * S, c.end, 8 * S, "ERROR", () => c.fail("label", "print", 500, "POST", "/print"));
      },
    },
  },
  {
    category: "disk",
    estate: 2,
    origin: "web",
    hints: ["flood", "disk", "read-only", "watermark"],
    severity: "medium",
    note: "The product search cluster hits its flood-stage disk watermark; index updates from {web} are blocked with a 403 cluster block, which reads like a permissions error.",
    story: {
      needs: ["web", "label"],
      run(c) {
        logAll(
          c,
          "web",
          c.t0,
          c.end,
          3 * S,
          "ERROR",
          () => "product reindex failed",
          () =>
            rubyStack(
              `Elasticsearch::Transport::Transport::Errors::Forbidden: [403] {"error":{"root_cause":[{"type":"cluster_block_exception","reason":"index [products] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];"}],"type":"cluster_block_exception"},"status":403}`,
              ["app/indexers/product_indexer.rb:31:in `push'", "app/jobs/reindex_job.rb:9:in `perform'"],
            ),
        );
      },
    },
  },
  {
    category: "disk",
    estate: 3,
    origin: "line",
    hints: ["disk", "full"],
    severity: "medium",
    note: "The local SQLite buffer on {line} fills its small volume; mixer telemetry and batch confirmations stop and {prod} only warns about missing confirmations.",
    story: {
      needs: ["line", "prod"],
      run(c) {
        logAll(
          c,
          "line",
          c.t0,
          c.end,
          5 * S,
          "ERROR",
          () => "telemetry buffer write failed",
          () =>
            pyStack(
              [["/opt/mixer_ctl/buffer.py", 52, "append", "self.db.execute(INSERT, row)"]],
              "sqlite3.OperationalError: database or disk is full",
            ),
        );
        logAll(
          c,
          "prod",
          c.t0 + M,
          c.end,
          25 * S,
          "WARN",
          () => `batch confirmation overdue from mixer line L${c.r.int(1, 4)}`,
        );
      },
    },
  },
  {
    category: "unknown",
    estate: 0,
    origin: "driver",
    hints: ["exit", "crash", "unknown", "restart", "unavailable"],
    severity: "high",
    note: "{driver} exits with code 1 repeatedly without logging any error; nginx reports connection refused to it and drivers cannot load manifests.",
    story: {
      needs: ["driver", "routes"],
      degrade: () => [{ role: "driver", from: 0, frac: 0.7, fail: "refused", edgeStatus: 502 }],
      run(c) {
        c.mute("driver", c.t0, c.end);
        crashLoop(c, "driver", c.t0, c.end, 40 * S, (t) => c.log(t, "driver", "INFO", "process exited with code 1"));
        c.every(c.t0, c.end, 3 * S, (t) =>
          c.log(
            t,
            "edge",
            "ERROR",
            `[error] 31#31: *${c.r.int(10000, 99999)} connect() failed (111: Connection refused) while connecting to upstream, client: 10.1.${c.r.int(0, 255)}.${c.r.int(2, 254)}, server: api.hearthstone.example, request: "GET /driver/v1/manifest HTTP/1.1", upstream: "http://10.8.3.${c.r.int(2, 254)}:3000/driver/v1/manifest"`,
          ),
        );
      },
    },
  },
  {
    category: "unknown",
    estate: 1,
    origin: "pay",
    hints: ["internal", "500", "unknown"],
    severity: "high",
    note: "{pay} starts answering a third of authorisations with a bare 500 and no detail in its logs; {tills} retries and dominates the error count.",
    story: {
      needs: ["pay", "tills"],
      degrade: () => [{ role: "pay", from: 0, frac: 0.35, fail: 500, edgeStatus: 500 }],
      run(c) {
        logAll(
          c,
          "pay",
          c.t0,
          c.end,
          2.5 * S,
          "ERROR",
          () => `level=error msg="request failed" path=/v1/authorise status=500 err="internal error"`,
        );
        retrying(c, "tills", "pay", c.t0 + 3 * S, c.end, 2 * S, 500, "POST", "/v1/authorise");
      },
    },
  },
  {
    category: "unknown",
    estate: 2,
    origin: "stock",
    hints: ["unknown", "exit", "worker", "crash"],
    severity: "medium",
    note: "{stock}'s Puma workers keep dying with exit status 1 and nothing logged about why; basket updates through {orders} fail intermittently.",
    story: {
      needs: ["stock", "orders"],
      run(c) {
        c.every(c.t0, c.end, 12 * S, (t) => {
          const pid = c.r.int(1000, 9000);
          c.log(t, "stock", "WARN", `[1] ! Worker ${c.r.int(0, 3)} (PID: ${pid}) terminated with status 1, restarting`);
          c.log(t + 900, "stock", "INFO", `[1] - Worker ${c.r.int(0, 3)} (PID: ${pid + 7}) booted in 1.12s, phase: 0`);
        });
        logAll(
          c,
          "orders",
          c.t0 + 4 * S,
          c.end,
          5 * S,
          "ERROR",
          () => `Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)> (POST http://pantry:9292/reservations)`,
        );
      },
    },
  },
  {
    category: "unknown",
    estate: 3,
    origin: "driver",
    hints: ["unknown", "unresponsive", "down", "health"],
    severity: "high",
    note: "{driver} stops responding and stops logging entirely; HAProxy marks its servers DOWN on Layer7 timeouts and driver requests get 503.",
    story: {
      needs: ["driver", "routes"],
      degrade: () => [{ role: "driver", from: 20 * S, frac: 0.9, fail: "timeout", edgeStatus: 503 }],
      run(c) {
        c.mute("driver", c.t0, c.end);
        for (let i = 1; i <= 3; i++)
          c.log(
            c.t0 + i * 6 * S,
            "edge",
            "WARN",
            `Server be_logi_driver_api/srv${i} is DOWN, reason: Layer7 timeout, check duration: 2001ms. ${3 - i} active and 0 backup servers left. 0 sessions active, 0 requeued, 0 remaining in queue.`,
          );
        c.log(c.t0 + 19 * S, "edge", "ERROR", "backend be_logi_driver_api has no server available!");
      },
    },
  },
];
