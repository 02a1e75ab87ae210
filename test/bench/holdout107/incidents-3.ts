// Failures, part three: dependency, memory, disk and unknown.
import { END, gwFail, jStack, type Variant } from "./incidents.js";
import { id } from "./quiet.js";

export const VARIANTS_3: Variant[] = [
  // ---------------- dependency ----------------
  {
    cat: "dependency",
    est: 1,
    origin: "pay",
    hints: ["psp", "stripe", "api", "503", "unavailable", "circuit"],
    sev: "high",
    note: "the card processor answers paylink-svc with 5xx errors; its breaker opens and payment links fail while the rest of the estate is fine.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, t0 + 45000, 900, (t) =>
        s.emit(
          t,
          "pay",
          "ERROR",
          `psp request failed: StripeAPIError: ${g.pick(["An unknown error occurred", "Service Unavailable"])} (status ${g.pick([500, 502, 503])}, request req_${g.hex(14)})`,
        ),
      );
      s.emit(t0 + 45000, "pay", "WARN", "circuit breaker 'psp' opened after 25 failures in 30s");
      s.every(t0 + 45000, END, 30000, (t) => {
        s.emit(t, "pay", "INFO", "circuit breaker 'psp' half-open, sending trial request");
        s.emit(t + 800, "pay", "WARN", "trial request failed (status 503), circuit breaker 'psp' open for 30s");
      });
      s.every(t0 + 45000, END, 1200, (t) =>
        s.emit(t, "pay", "ERROR", `checkout for link ${id(g, "pl_", 12)} rejected: Breaker is open`),
      );
      gwFail(s, "pay", t0, 0.85, 502, () => g.int(100, 2000));
      s.every(t0 + 10000, END, 5000, (t) =>
        s.emit(
          t,
          "inv",
          "ERROR",
          `Faraday::ServerError: the server responded with status 502 (paylink-svc POST /links for INV-${g.int(1000, 99999)})`,
        ),
      );
    },
  },
  {
    cat: "dependency",
    est: 0,
    origin: "feeds",
    hints: ["aggregator", "institution", "upstream", "unavailable", "503"],
    sev: "medium",
    note: "the bank-data aggregator returns 503 / INTERNAL_SERVER_ERROR for most calls; bank-feeds cannot refresh connections and the gateway returns 502 on refreshes.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 1200, (t) => {
        const tr = s.tr();
        s.emit(
          t,
          "feeds",
          "ERROR",
          `aggregator call /transactions/sync failed for connection ${id(g, "cn_", 8)}: HTTP ${g.pick([500, 503, 503])} {"error_type":"API_ERROR","error_code":"INTERNAL_SERVER_ERROR","error_message":"an unexpected error occurred","request_id":"${g.hex(5)}${g.hex(4)}"}`,
          { trace: tr },
        );
      });
      s.every(t0, END, 6000, (t) =>
        s.emit(t, "feeds", "WARN", `aggregator error rate ${g.int(70, 98)}% over 60s, slowing sync to 1 worker`),
      );
      s.silence("feeds", t0, END);
      gwFail(s, "feeds", t0, 0.7, 502, () => g.int(500, 4000));
    },
  },
  {
    cat: "dependency",
    est: 2,
    origin: "ocr",
    hints: ["ocr", "vendor", "503", "unavailable", "circuit"],
    sev: "medium",
    note: "the external OCR vendor answers receipt-inbox with 503 Service Unavailable until its breaker opens; receipts queue up unprocessed.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, t0 + 60000, 1500, (t) =>
        s.emit(
          t,
          "ocr",
          "ERROR",
          `extraction failed for receipt ${id(g, "rc_", 10)}: 503 Server Error: Service Unavailable for url: https://ocr.vendor.example/v2/parse`,
          { trace: s.tr() },
        ),
      );
      s.emit(t0 + 60000, "ocr", "ERROR", "pybreaker: circuit 'ocr-vendor' changed state from closed to open", {
        errKind: "pybreaker.CircuitBreakerError",
        stack: [
          "Traceback (most recent call last):",
          '  File "/srv/receipt_inbox/extract.py", line 71, in extract',
          "    return breaker.call(self._post, files)",
          "pybreaker.CircuitBreakerError: Failures threshold reached, circuit breaker opened",
        ],
      });
      s.every(t0 + 60000, END, 2000, (t) =>
        s.emit(t, "ocr", "WARN", `receipt ${id(g, "rc_", 10)} deferred: circuit 'ocr-vendor' is open`),
      );
      s.every(t0 + 60000, END, 30000, (t) =>
        s.emit(t, "ocr", "ERROR", "circuit 'ocr-vendor' trial call failed: 503 Server Error: Service Unavailable"),
      );
      s.silence("ocr", t0, END);
    },
  },
  {
    cat: "dependency",
    est: 3,
    origin: "pay",
    hints: ["amqp", "broker", "rabbitmq", "connection refused", "connect"],
    sev: "high",
    note: "the message broker payments publishes to goes down (connection refused on 5672); payment events cannot be published and payments returns 503.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 2000, (t) =>
        s.emit(
          t,
          "pay",
          "ERROR",
          `[org.springframework.amqp.rabbit.RabbitListenerEndpointContainer#0-${g.int(1, 4)}] o.s.a.r.l.SimpleMessageListenerContainer - Failed to check/redeclare auto-delete queue(s).`,
          {
            errKind: "org.springframework.amqp.AmqpConnectException",
            stack: [
              "org.springframework.amqp.AmqpConnectException: java.net.ConnectException: Connection refused",
              ...jStack([
                "org.springframework.amqp.rabbit.support.RabbitExceptionTranslator.convertRabbitAccessException(RabbitExceptionTranslator.java:61)",
                "org.springframework.amqp.rabbit.connection.AbstractConnectionFactory.createBareConnection(AbstractConnectionFactory.java:594)",
              ]),
              "Caused by: java.net.ConnectException: Connection refused",
              ...jStack(["java.base/sun.nio.ch.Net.pollConnect(Native Method)"]),
            ],
          },
        ),
      );
      s.every(t0, END, 3000, (t) =>
        s.emit(
          t,
          "pay",
          "WARN",
          `[main] o.s.a.r.c.CachingConnectionFactory - Attempting to connect to: [rabbitmq.lw-production.svc:5672]`,
        ),
      );
      gwFail(
        s,
        "pay",
        t0,
        0.8,
        503,
        () => g.int(5, 40),
        (t) =>
          s.emit(t, "pay", "ERROR", `could not publish payment.captured for ${id(g, "pi_", 14)}: Connection refused`),
      );
      s.every(t0 + 30000, END, 30000, (t) =>
        s.emit(t, "inv", "WARN", `invoice INV-${g.int(1000, 99999)} awaiting payment confirmation for over 10 minutes`),
      );
    },
  },
  // ---------------- memory ----------------
  {
    cat: "memory",
    est: 2,
    origin: "search",
    hints: ["memory", "heap", "outofmemory", "oom", "circuit_breaking"],
    sev: "high",
    note: "search-es data nodes run out of heap (parent circuit breaker trips, then OutOfMemoryError and node exit); partner-portal searches fail.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0 - 60000, t0 + 60000, 8000, (t) =>
        s.emit(
          t,
          "search",
          "WARN",
          `[es-data-${g.int(0, 2)}] [gc][young][${g.int(9000, 9999)}][${g.int(100, 300)}] duration [${g.int(2, 9)}.${g.int(1, 9)}s], collections [1]/[${g.int(3, 9)}.${g.int(1, 9)}s], total [${g.int(2, 9)}s]/[1.1h], memory [${g.int(28, 31)}.${g.int(1, 9)}gb]->[${g.int(27, 30)}.${g.int(1, 9)}gb]/[31gb]`,
        ),
      );
      s.every(t0, END, 2000, (t) =>
        s.emit(
          t,
          "search",
          "WARN",
          `[es-data-${g.int(0, 2)}] path: /txn-search-*/_search, params: {index=txn-search-*} org.elasticsearch.common.breaker.CircuitBreakingException: [parent] Data too large, data for [<http_request>] would be [${g.int(31000, 33000)}000000/30.${g.int(1, 9)}gb], which is larger than the limit of [31621696716/29.4gb]`,
        ),
      );
      s.emit(
        t0 + 90000,
        "search",
        "FATAL",
        "[es-data-1] fatal error in thread [elasticsearch[es-data-1][search][T#7]], exiting",
        {
          errKind: "java.lang.OutOfMemoryError",
          stack: [
            "java.lang.OutOfMemoryError: Java heap space",
            ...jStack([
              "org.apache.lucene.util.ArrayUtil.growExact(ArrayUtil.java:323)",
              "org.elasticsearch.search.aggregations.bucket.terms.BytesKeyedBucketOrds.add(BytesKeyedBucketOrds.java:91)",
            ]),
          ],
        },
      );
      gwFail(
        s,
        "search",
        t0,
        0.8,
        () => g.pick([429, 500, 503]),
        () => g.int(50, 2000),
        (t) =>
          s.emit(
            t,
            "portal",
            "ERROR",
            `search failed: ResponseError: circuit_breaking_exception: [circuit_breaking_exception] Reason: [parent] Data too large`,
          ),
      );
    },
  },
  {
    cat: "memory",
    est: 0,
    origin: "gw",
    hints: ["heap", "memory", "out of memory", "oom"],
    sev: "high",
    note: "web-gateway buffers large export downloads in memory, hits the V8 heap limit and crashes repeatedly; all routes briefly fail.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0 - 120000, t0, 20000, (t, i) =>
        s.emit(t, "gw", "WARN", `event loop delay p99 ${180 + i * 90}ms, heapUsed ${1400 + i * 80}MB`),
      );
      s.every(t0, END, 70000, (t) => {
        s.emit(t, "gw", "FATAL", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", {
          force: true,
          stack: [
            "",
            "<--- Last few GCs --->",
            "",
            `[1:0x6a3b2c0]  ${g.int(300000, 900000)} ms: Mark-Compact 2040.1 (2083.4) -> 2039.6 (2083.9) MB, 1210.55 / 0.00 ms  (average mu = 0.112, current mu = 0.010) allocation failure; scavenge might not succeed`,
            "",
            "<--- JS stacktrace --->",
            "",
            " 1: 0xb8b5f0 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
            " 2: 0xeb2d80 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          ],
        });
        s.emit(t + 6000, "gw", "INFO", "gateway listening on :8080 (node v20.12.2, pid 1)", { force: true });
        s.silence("gw", t, t + 6000);
        for (const r of ["inv", "pay", "feeds", "rules", "ocr", "payroll", "tax", "export"] as const)
          s.hook(r, t, t + 6000, 1, () => true);
        s.every(t + 20000, t + 65000, 15000, (tt, i) =>
          s.emit(tt, "gw", "WARN", `event loop delay p99 ${400 + i * 250}ms, heapUsed ${1650 + i * 120}MB`),
        );
      });
      s.every(t0 + 1000, END, 70000, (t) => {
        for (let i = 0; i < 12; i++)
          s.emit(
            t + i * 300,
            g.pick(["inv", "pay", "ocr"]),
            "WARN",
            "request aborted by client (socket hang up from web-gateway)",
          );
      });
    },
  },
  {
    cat: "memory",
    est: 1,
    origin: "ocr",
    hints: ["memory", "oom", "sigkill", "memoryerror"],
    sev: "medium",
    note: "docscan's workers are killed for memory on large multi-page PDFs (gunicorn reports SIGKILL, perhaps out of memory); scans fail with 502.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 6000, (t) => {
        const pid = g.int(20, 400);
        s.emit(
          t - 800,
          "ocr",
          "WARN",
          `rasterising ${g.int(40, 300)}-page PDF at 300 dpi (${g.int(900, 3000)} MB estimated)`,
        );
        s.emit(t, "ocr", "ERROR", `[1] [ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`);
        s.emit(t + 400, "ocr", "INFO", `[1] [INFO] Booting worker with pid: ${g.int(400, 900)}`);
      });
      s.every(t0 + 2000, END, 20000, (t) =>
        s.emit(t, "ocr", "ERROR", "scan aborted", {
          errKind: "MemoryError",
          stack: [
            "Traceback (most recent call last):",
            '  File "/app/docscan/render.py", line 34, in rasterise',
            "    img = render_page(page, dpi=300)",
            "MemoryError",
          ],
        }),
      );
      gwFail(s, "ocr", t0, 0.7, 502, () => g.int(5000, 20000));
    },
  },
  {
    cat: "memory",
    est: 1,
    origin: "rules",
    hints: ["memory", "out of memory", "oom"],
    sev: "high",
    note: "rules-engine's Go runtime runs out of memory compiling a huge customer rule set and crashes repeatedly; feeds-sync's categorise calls fail.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 45000, (t) => {
        s.emit(
          t - 5000,
          "rules",
          "WARN",
          `compiling ruleset org=${g.int(10000, 99999)} rules=${g.int(40000, 90000)} (heap ${g.int(3, 4)}.${g.int(1, 9)}GiB)`,
        );
        s.emit(t, "rules", "FATAL", "fatal error: runtime: out of memory", {
          force: true,
          stack: [
            "",
            "runtime stack:",
            "runtime.throw({0x1a2b3c4?, 0x400000?})",
            "\t/usr/local/go/src/runtime/panic.go:1023 +0x5c fp=0x7ffd2b1c8e10 sp=0x7ffd2b1c8de0 pc=0x43f23c",
            "runtime.sysMap(0xc2c0000000, 0x400000, 0x2b6f5d0?)",
            "\t/usr/local/go/src/runtime/mem_linux.go:167 +0x87",
            "",
            "goroutine 1893 [running]:",
            "github.com/brightbooks/rules-engine/internal/compile.(*Compiler).expand(0xc0001a4000, {0xc13b6a0000, 0x15f90, 0x16000})",
            "\t/src/internal/compile/expand.go:88 +0x3c5",
          ],
        });
        s.emit(t + 3000, "rules", "INFO", `rules-engine starting version=1.${g.int(20, 40)}.3 grpc=:9090`, {
          force: true,
        });
      });
      s.every(t0 + 500, END, 4000, (t) =>
        s.emit(
          t,
          "feeds",
          "ERROR",
          `level=error msg="categorise batch failed" err="rpc error: code = Unavailable desc = error reading from server: EOF" batch=${g.int(1000, 9999)}`,
        ),
      );
    },
  },
  // ---------------- disk ----------------
  {
    cat: "disk",
    est: 0,
    origin: "ocr",
    hints: ["disk", "space", "enospc", "no space", "errno 28"],
    sev: "high",
    note: "receipt-ocr's scratch volume fills; writing page images fails with [Errno 28] No space left on device and receipt uploads 500.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0 - 180000, t0, 30000, (t, i) =>
        s.emit(t, "ocr", "WARN", `scratch volume /var/tmp/ocr ${88 + i * 2}% used`),
      );
      s.every(t0, END, 1800, (t) =>
        s.emit(t, "ocr", "ERROR", `failed to process receipt ${id(g, "rc_", 10)}`, {
          trace: s.tr(),
          errKind: "OSError",
          stack: [
            "Traceback (most recent call last):",
            '  File "/app/receipt_ocr/pipeline.py", line 88, in rasterise',
            '    page.save(out_path, format="PNG")',
            `OSError: [Errno 28] No space left on device: '/var/tmp/ocr/${id(g, "rc_", 10)}/page-1.png'`,
          ],
        }),
      );
      gwFail(s, "ocr", t0, 0.85, 500, () => g.int(100, 400));
    },
  },
  {
    cat: "disk",
    est: 2,
    origin: "search",
    hints: ["disk", "watermark", "flood", "read-only", "space"],
    sev: "high",
    note: "search-es's data node crosses the flood-stage disk watermark, indices go read-only-allow-delete and bankfeed-connector's indexing is blocked.",
    run: (s, t0) => {
      const g = s.rng;
      s.emit(
        t0 - 240000,
        "search",
        "WARN",
        "[es-data-2] high disk watermark [90%] exceeded on [es-data-2][/usr/share/elasticsearch/data] free: 9.8gb[9.7%], shards will be relocated away from this node",
      );
      s.every(t0, END, 30000, (t) =>
        s.emit(
          t,
          "search",
          "WARN",
          `[es-data-2] flood stage disk watermark [95%] exceeded on [es-data-2][/usr/share/elasticsearch/data] free: 4.${g.int(0, 9)}gb[4.${g.int(0, 9)}%], all indices on this node will be marked read-only`,
        ),
      );
      s.every(t0 + 2000, END, 1500, (t) =>
        s.emit(
          t,
          "feeds",
          "ERROR",
          `[indexer-${g.int(1, 4)}] c.k.b.SearchIndexer - bulk index of ${g.int(50, 500)} transactions failed: ElasticsearchStatusException[type=cluster_block_exception, reason=index [txn-search-2026.11] blocked by: [TOO_MANY_REQUESTS/12/disk usage exceeded flood-stage watermark, index has read-only-allow-delete block];]`,
        ),
      );
      s.every(t0 + 60000, END, 40000, (t) =>
        s.emit(t, "portal", "WARN", `client ${id(g, "cl_", 6)} reports recent bank transactions missing from search`),
      );
    },
  },
  {
    cat: "disk",
    est: 3,
    origin: "payroll",
    hints: ["disk", "space", "no space", "ioexception"],
    sev: "high",
    note: "payroll's volume fills while rendering payslip PDFs; writes fail with IOException: No space left on device and payruns cannot complete.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 2500, (t) =>
        s.emit(
          t,
          "payroll",
          "ERROR",
          `[payslip-render-${g.int(1, 6)}] c.l.payroll.PayslipRenderer - could not write payslip for employee ${id(g, "em_", 6)}`,
          {
            errKind: "java.io.IOException",
            stack: [
              "java.io.IOException: No space left on device",
              ...jStack([
                "java.base/java.io.FileOutputStream.writeBytes(Native Method)",
                "org.apache.pdfbox.pdmodel.PDDocument.save(PDDocument.java:1392)",
                "com.ledgerwise.payroll.PayslipRenderer.render(PayslipRenderer.java:77)",
              ]),
            ],
          },
        ),
      );
      s.every(t0 + 5000, END, 20000, (t) =>
        s.emit(
          t,
          "payroll",
          "WARN",
          "ERROR in ch.qos.logback.core.rolling.RollingFileAppender[FILE] - IO failure in appender java.io.IOException: No space left on device",
        ),
      );
      gwFail(s, "payroll", t0, 0.6, 500, () => g.int(50, 300));
    },
  },
  {
    cat: "disk",
    est: 2,
    origin: "export",
    hints: ["disk", "space", "enospc", "no space"],
    sev: "medium",
    note: "report-export's temp volume is full; every report write fails with ENOSPC and partners' downloads fail.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 3000, (t) =>
        s.emit(t, "export", "ERROR", `report ${id(g, "rp_", 6)} failed`, {
          trace: s.tr(),
          errKind: "Error",
          stack: [
            `Error: ENOSPC: no space left on device, write`,
            "    at async FileHandle.write (node:internal/fs/promises:601:19)",
            "    at async XlsxWriter.flush (/app/src/writers/xlsx.js:54:5)",
          ],
        }),
      );
      gwFail(s, "export", t0, 0.85, 500, () => g.int(200, 1500));
      s.every(t0 + 20000, END, 20000, (t) =>
        s.emit(t, "portal", "ERROR", `download for report ${id(g, "rp_", 6)} failed: report-export responded 500`),
      );
    },
  },
  // ---------------- unknown ----------------
  {
    cat: "unknown",
    est: 0,
    origin: "payroll",
    hints: ["crash", "restart", "exit", "unavailable", "unknown"],
    sev: "high",
    note: "payroll-engine restarts over and over without logging why; between starts it is silent while the gateway and tax-filing get connection refused from it.",
    run: (s, t0) => {
      const g = s.rng;
      s.silence("payroll", t0, END);
      s.every(t0 + 20000, END, 50000, (t) => {
        s.emit(t, "payroll", "INFO", "info: Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080", {
          force: true,
        });
        s.emit(
          t + 50,
          "payroll",
          "INFO",
          "info: Microsoft.Hosting.Lifetime[0] Application started. Press Ctrl+C to shut down.",
          { force: true },
        );
        s.emit(t + 60, "payroll", "INFO", "info: Microsoft.Hosting.Lifetime[0] Hosting environment: Production", {
          force: true,
        });
      });
      gwFail(
        s,
        "payroll",
        t0,
        0.95,
        502,
        () => g.int(1, 5),
        (t, tr) =>
          s.emit(
            t,
            "gw",
            "ERROR",
            `upstream payroll-engine: connect ECONNREFUSED 10.0.${g.int(1, 9)}.${g.int(2, 250)}:8080`,
            { trace: tr },
          ),
      );
      s.every(t0 + 10000, END, 20000, (t) =>
        s.emit(
          t,
          "tax",
          "WARN",
          `[rti-poller] c.t.t.rti.PayrollClient - payroll-engine unreachable (Connection refused), RTI batch skipped`,
        ),
      );
    },
  },
  {
    cat: "unknown",
    est: 1,
    origin: "inv",
    hints: ["500", "internal", "error", "unknown"],
    sev: "high",
    note: "invoicing starts answering most requests with 500 Internal Server Error without logging any exception; callers report the 500s.",
    run: (s, t0) => {
      const g = s.rng;
      gwFail(
        s,
        "inv",
        t0,
        0.7,
        500,
        () => g.int(3, 30),
        (t) => {
          s.emit(
            t,
            "inv",
            "INFO",
            `Started ${g.pick(["GET", "POST"])} "/api/v2/invoices" for 10.8.${g.int(0, 9)}.${g.int(2, 250)}`,
          );
          s.emit(
            t + 5,
            "inv",
            "ERROR",
            `Completed 500 Internal Server Error in ${g.int(2, 25)}ms (ActiveRecord: 0.0ms | Allocations: ${g.int(200, 900)})`,
          );
        },
      );
      s.every(t0 + 3000, END, 4000, (t) =>
        s.emit(
          t,
          "pay",
          "ERROR",
          `invoice status update failed: Request failed with status code 500 (invoicing PATCH /invoices/${g.int(1000, 99999)})`,
        ),
      );
      s.every(t0 + 10000, END, 20000, (t) =>
        s.emit(t, "portal", "WARN", `client ${id(g, "cl_", 6)} dashboard: invoicing unavailable (HTTP 500)`),
      );
    },
  },
  {
    cat: "unknown",
    est: 3,
    origin: "ocr",
    hints: ["stalled", "stuck", "unresponsive", "unknown", "heartbeat"],
    sev: "medium",
    note: "ocr-worker stops processing and goes silent apart from missed heartbeats; receipts submitted through invoices sit unprocessed.",
    run: (s, t0) => {
      const g = s.rng;
      s.silence("ocr", t0, END);
      s.every(t0 + 60000, END, 30000, (t) =>
        s.emit(t, "ocr", "WARN", `heartbeat late by ${g.int(30, 300)}s (worker ocr-worker-${g.int(0, 3)})`),
      );
      s.every(t0 + 90000, END, 10000, (t) =>
        s.emit(t, "inv", "WARN", `receipt ${id(g, "rc_", 10)} still processing after 600s, bill draft not created`),
      );
      gwFail(s, "ocr", t0, 0.9, 504, () => g.int(30000, 30100));
    },
  },
  {
    cat: "unknown",
    est: 2,
    origin: "fx",
    hints: ["exit", "crash", "unknown", "500", "restart"],
    sev: "medium",
    note: "fx-reval exits with status 2 and restarts repeatedly without any message about why; revaluation calls fail with 502.",
    run: (s, t0) => {
      const g = s.rng;
      s.every(t0, END, 35000, (t) => {
        s.emit(t, "fx", "ERROR", "exit status 2", { force: true });
        s.emit(t + 4000, "fx", "INFO", `fx-reval starting version=2.${g.int(1, 9)}.0 listen=:8080`, { force: true });
      });
      gwFail(s, "fx", t0, 0.8, 502, () => g.int(1, 10));
      s.every(t0 + 5000, END, 10000, (t) =>
        s.emit(
          t,
          "inv",
          "WARN",
          `warn: BooksCore.Fx.FxClient[0] fx-reval request failed: An error occurred while sending the request. (Connection refused)`,
        ),
      );
    },
  },
];
