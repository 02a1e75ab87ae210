// Incident scripts, part A: memory, timeout, database, configuration (the categories engines find hardest).

import { callerErr, callerRefused, callerTimeout } from "./callers.js";
import type { Kind, Svc } from "./estates.js";
import { dframes, jframes, nframes, pyTrace, uuid, type X } from "./faultkit.js";
import { kafkaTime, klogTime } from "./stream.js";

export interface IncidentSpec {
  cat: string;
  kind: Kind;
  style?: Svc["style"];
  needs?: Kind[];
  hints: string[];
  sev: "medium" | "high";
  /** share of the origin's normal lines that survive after onset */
  keep?: number;
  note: string;
  run: (x: X) => void;
}

/** Kernel OOM-killer and kubelet lines for a container killed at `at`, printed by the node's log shipper. */
export function oomKill(x: X, at: number, s: Svc, proc: string, restarts: number): void {
  const { r } = x;
  const pid = r.int(2000, 60000);
  const rss = r.int(900000, 2090000);
  x.emit(
    at,
    x.kube,
    "warn",
    `kernel: ${proc} invoked oom-killer: gfp_mask=0xcc0(GFP_KERNEL), order=0, oom_score_adj=${r.int(900, 999)}`,
  );
  x.emit(
    at + 2,
    x.kube,
    "error",
    `kernel: Memory cgroup out of memory: Killed process ${pid} (${proc}) total-vm:${rss + r.int(100000, 900000)}kB, anon-rss:${rss}kB, file-rss:${r.int(1000, 40000)}kB, shmem-rss:0kB, UID:${r.pick([0, 1000, 65532])} pgtables:${r.int(2000, 5000)}kB oom_score_adj:${r.int(900, 999)}`,
  );
  x.emit(
    at + r.int(300, 900),
    x.kube,
    "info",
    `I${klogTime(at + 600)}    ${r.int(1000, 9999)} kubelet.go:2461] "SyncLoop (PLEG): event for pod" pod="${x.e.ns}/${x.pod(s)}" event={"ID":"${uuid(r)}","Type":"ContainerDied","Data":"${r.hex(64)}"}`,
  );
  x.emit(
    at + r.int(900, 1500),
    x.kube,
    "warn",
    `I${klogTime(at + 1200)}    ${r.int(1000, 9999)} kuberuntime_container.go:779] "Container exited" pod="${x.e.ns}/${x.pod(s)}" containerName="${s.name}" exitCode=137 reason="OOMKilled" restartCount=${restarts}`,
  );
  if (restarts > 2)
    x.emit(
      at + r.int(1500, 2500),
      x.kube,
      "error",
      `E${klogTime(at + 2000)}    ${r.int(1000, 9999)} pod_workers.go:1298] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for \\"${s.name}\\" with CrashLoopBackOff: \\"back-off ${Math.min(10 * 2 ** (restarts - 2), 300)}s restarting failed container=${s.name} pod=${x.pod(s)}_${x.e.ns}(${uuid(r)})\\"" pod="${x.e.ns}/${x.pod(s)}"`,
    );
}

const startBanner = (s: Svc): string =>
  ({
    jvm: `[           main] ${s.pkg}.Application : Started Application in 14.${s.name.length}1 seconds (process running for 16.02)`,
    go: `starting ${s.name} version=v2.14.3 addr=:8080`,
    python: "Application startup complete.",
    node: `${s.name} listening on :8080 (NODE_ENV=production)`,
    dotnet: "Now listening on: http://[::]:8080",
    ruby: "* Listening on http://0.0.0.0:8080",
  })[s.kind as string] ?? "started";

export const MEMORY: IncidentSpec[] = [
  {
    cat: "memory",
    kind: "jvm",
    hints: ["outofmemory", "heap", "memory"],
    sev: "high",
    keep: 0.3,
    note: "{o} exhausts its Java heap (export endpoint buffers whole result sets); Tomcat threads die with OutOfMemoryError, callers see 503s and read timeouts",
    run: (x) => {
      const { o, c, r } = x;
      x.emit(
        x.t0,
        o,
        "warn",
        `[nio-8080-exec-${r.int(1, 40)}] ${o.pkg}.export.CsvExportService : export job ${r.int(1000, 9999)} loading ${r.int(2, 9)}${r.int(100000, 999999)} rows into memory`,
      );
      x.emit(
        x.t0 + 40000,
        o,
        "warn",
        `[l-1 housekeeper] com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${r.int(40, 70)}s${r.int(100, 999)}ms).`,
      );
      x.loop(
        14,
        (at) => {
          x.emit(
            at,
            o,
            "error",
            `Exception in thread "http-nio-8080-exec-${r.int(1, 200)}" java.lang.OutOfMemoryError: Java heap space`,
            jframes(
              "java.base/java.util.Arrays.copyOf(Arrays.java:3541)",
              "java.base/java.lang.AbstractStringBuilder.ensureCapacityInternal(AbstractStringBuilder.java:242)",
              "java.base/java.lang.StringBuilder.append(StringBuilder.java:179)",
              `${o.pkg}.export.CsvExportService.writeRow(CsvExportService.java:88)`,
              "org.apache.tomcat.util.threads.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:659)",
            ),
          );
        },
        x.t0 + 60000,
      );
      x.loop(5, (at) => (r.chance(0.5) ? callerTimeout(x, at, c, o) : callerErr(x, at, c, o, 503)), x.t0 + 70000);
      x.loop(9, (at) => x.edgeErr(at, 504, c, r.int(5000, 30000)), x.t0 + 80000);
    },
  },
  {
    cat: "memory",
    kind: "jvm",
    needs: ["kafka"],
    hints: ["outofmemory", "gc overhead", "memory", "heap"],
    sev: "high",
    keep: 0.4,
    note: "{o}'s Kafka consumer hits GC overhead limit exceeded, misses poll deadlines and is kicked from its group; the broker logs rebalances",
    run: (x) => {
      const { o, r, st } = x;
      const broker = st.estate.services.find((s) => s.kind === "kafka")!;
      const group = `${o.name}-consumers`;
      x.loop(
        25,
        (at) =>
          x.emit(
            at,
            o,
            "warn",
            `[ntainer#0-0-C-1] o.a.k.clients.consumer.internals.ConsumerCoordinator : [Consumer clientId=${o.name}-0, groupId=${group}] consumer poll timeout has expired. This means the time between subsequent calls to poll() was longer than the configured max.poll.interval.ms, which typically implies that the poll loop is spending too much time processing messages.`,
          ),
        x.t0 + 30000,
      );
      x.loop(
        20,
        (at) =>
          x.emit(
            at,
            o,
            "error",
            `[ntainer#0-0-C-1] o.s.k.listener.KafkaMessageListenerContainer : Consumer exception`,
            [
              `java.lang.OutOfMemoryError: GC overhead limit exceeded`,
              ...jframes(
                "java.base/java.util.HashMap.resize(HashMap.java:702)",
                `${o.pkg}.ingest.BatchAggregator.accumulate(BatchAggregator.java:${r.int(40, 120)})`,
                "org.springframework.kafka.listener.KafkaMessageListenerContainer$ListenerConsumer.doInvokeBatchListener(KafkaMessageListenerContainer.java:2512)",
              ),
            ],
          ),
        x.t0 + 5000,
      );
      x.loop(
        40,
        (at, i) =>
          x.emit(
            at,
            broker,
            "info",
            `[${kafkaTime(at)}] INFO [GroupCoordinator 1]: Preparing to rebalance group ${group} in state PreparingRebalance with old generation ${40 + i} (__consumer_offsets-${r.int(0, 49)}) (reason: removing member ${o.name}-0-${uuid(r)} on heartbeat expiration) (kafka.coordinator.group.GroupCoordinator)`,
          ),
        x.t0 + 45000,
      );
      x.loop(
        30,
        (at) =>
          x.emit(at, x.c, "warn", `consumer lag for ${group} is ${r.int(20000, 400000)} messages (threshold 10000)`),
        x.t0 + 60000,
      );
    },
  },
  {
    cat: "memory",
    kind: "go",
    hints: ["oom", "memory", "137", "killed"],
    sev: "high",
    keep: 0.5,
    note: "{o} grows past its container memory limit and is OOM-killed repeatedly (kernel + kubelet report exit 137 OOMKilled); {o} itself only prints restart banners, callers get refused connections",
    run: (x) => {
      const { o, c, r } = x;
      x.loop(
        55,
        (at, i) => {
          x.emit(
            at - 20000,
            o,
            "info",
            `cache size=${r.int(1800, 2400)}MiB entries=${r.int(900000, 2000000)} (limit 2048MiB)`,
          );
          oomKill(x, at, o, o.name, i + 1);
          x.emit(at + r.int(3000, 9000), o, "info", startBanner(o));
          for (let k = 0; k < 4; k++) callerRefused(x, at + r.int(100, 4000), c, o);
          x.edgeErr(at + r.int(200, 3000), 502, c);
        },
        x.t0 + 20000,
      );
    },
  },
  {
    cat: "memory",
    kind: "python",
    style: "gunicorn",
    hints: ["memory", "oom", "sigkill", "killed"],
    sev: "high",
    keep: 0.4,
    note: "{o}'s gunicorn workers are OOM-killed while building large tariff matrices (gunicorn: 'Worker was sent SIGKILL! Perhaps out of memory?', kernel oom-kill)",
    run: (x) => {
      const { o, c, r } = x;
      x.loop(
        18,
        (at) => {
          const pid = r.int(30, 900);
          if (r.chance(0.5))
            x.emit(
              at - 10,
              x.kube,
              "error",
              `kernel: Memory cgroup out of memory: Killed process ${pid} (gunicorn) total-vm:${r.int(1500000, 2500000)}kB, anon-rss:${r.int(1000000, 1400000)}kB, file-rss:${r.int(1000, 9000)}kB, shmem-rss:0kB, UID:1000 pgtables:${r.int(2000, 4000)}kB oom_score_adj:${r.int(900, 999)}`,
            );
          x.emit(at, o, "error", `[${pid}] [ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`);
          x.emit(at + r.int(50, 300), o, "info", `[1] [INFO] Booting worker with pid: ${r.int(30, 900)}`);
          callerErr(x, at + r.int(10, 200), c, o, 502);
          x.edgeErr(at + r.int(10, 300), 502, c);
        },
        x.t0 + 10000,
      );
    },
  },
  {
    cat: "memory",
    kind: "python",
    style: "celery",
    hints: ["memory", "sigkill", "workerlost", "oom"],
    sev: "medium",
    note: "{o}'s Celery pool processes are killed by the OOM killer mid-task (WorkerLostError: signal 9) after a batch size change",
    run: (x) => {
      const { o, r } = x;
      x.emit(x.t0 - 3000, o, "info", `Task ${o.pkg}.tasks.build_digest[${uuid(r)}] received`);
      x.loop(
        20,
        (at) => {
          const pid = r.int(100, 9000);
          x.emit(
            at - 5,
            x.kube,
            "error",
            `kernel: Memory cgroup out of memory: Killed process ${pid} (celery) total-vm:${r.int(1500000, 2500000)}kB, anon-rss:${r.int(1000000, 1500000)}kB, file-rss:${r.int(1000, 9000)}kB, shmem-rss:0kB, UID:1000 pgtables:${r.int(2000, 4000)}kB oom_score_adj:${r.int(900, 999)}`,
          );
          x.emit(at, o, "error", `Process 'ForkPoolWorker-${r.int(1, 8)}' pid:${pid} exited with 'signal 9 (SIGKILL)'`);
          x.emit(
            at + r.int(5, 50),
            o,
            "error",
            `Task handler raised error: WorkerLostError('Worker exited prematurely: signal 9 (SIGKILL) Job: ${r.int(1, 400)}.')`,
            pyTrace(
              [
                [
                  "/usr/local/lib/python3.12/site-packages/billiard/pool.py",
                  1265,
                  "mark_as_worker_lost",
                  "raise WorkerLostError(",
                ],
              ],
              `billiard.einfo.ExceptionWithTraceback: \n"""\nbilliard.exceptions.WorkerLostError: Worker exited prematurely: signal 9 (SIGKILL) Job: ${r.int(1, 400)}.\n"""`,
            ),
          );
        },
        x.t0 + 8000,
      );
    },
  },
  {
    cat: "memory",
    kind: "node",
    hints: ["heap", "memory", "out of memory", "allocation"],
    sev: "high",
    keep: 0.4,
    note: "{o} (Node) hits 'JavaScript heap out of memory' and aborts repeatedly; the edge returns 502 and callers see ECONNREFUSED while it restarts",
    run: (x) => {
      const { o, c, r } = x;
      x.loop(
        60,
        (at) => {
          x.emit(
            at - 1500,
            o,
            "error",
            `<--- Last few GCs --->\n\n[1:0x6e1c2a0]   ${r.int(100000, 900000)} ms: Mark-Compact ${r.int(2030, 2046)}.${r.int(1, 9)} (2082.${r.int(1, 9)}) -> ${r.int(2030, 2046)}.${r.int(1, 9)} (2083.${r.int(1, 9)}) MB, ${r.int(1200, 2900)}.${r.int(1, 9)} / 0.0 ms  (average mu = 0.${r.int(80, 99)}, current mu = 0.0${r.int(1, 9)}) allocation failure; scavenge might not succeed`,
          );
          x.emit(at, o, "fatal", `FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory`, [
            "----- Native stack trace -----",
            "",
            " 1: 0xb8ced1 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
            " 2: 0xf06250 v8::Utils::ReportOOMFailure(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
            " 3: 0xf06537 v8::internal::V8::FatalProcessOutOfMemory(v8::internal::Isolate*, char const*, v8::OOMDetails const&) [node]",
          ]);
          x.emit(at + r.int(2000, 6000), o, "info", startBanner(o));
          for (let k = 0; k < 3; k++) callerRefused(x, at + r.int(100, 3000), c, o);
          x.edgeErr(at + r.int(100, 2000), 502, c);
        },
        x.t0 + 30000,
      );
    },
  },
  {
    cat: "memory",
    kind: "dotnet",
    hints: ["outofmemory", "memory", "oom", "137"],
    sev: "high",
    keep: 0.4,
    note: "{o} (.NET) throws OutOfMemoryException rendering large documents, then is OOMKilled by the node (exit 137); callers fail",
    run: (x) => {
      const { o, c, r } = x;
      x.loop(
        16,
        (at) =>
          x.emit(at, o, "error", `An unhandled exception has occurred while executing the request.`, [
            `System.OutOfMemoryException: Exception of type 'System.OutOfMemoryException' was thrown.`,
            ...dframes(
              "System.Text.StringBuilder.ExpandByABlock(Int32 minBlockCharCount)",
              "System.Text.StringBuilder.Append(Char* value, Int32 valueCount)",
              `${o.pkg}.Rendering.DocumentComposer.Compose(RenderRequest request) in /src/${o.pkg}/Rendering/DocumentComposer.cs:line ${r.int(40, 200)}`,
              "Microsoft.AspNetCore.Routing.EndpointMiddleware.Invoke(HttpContext httpContext)",
            ),
          ]),
        x.t0 + 15000,
      );
      x.loop(
        70,
        (at, i) => {
          oomKill(x, at, o, "dotnet", i + 1);
          x.emit(at + r.int(4000, 8000), o, "info", startBanner(o));
        },
        x.t0 + 60000,
      );
      x.loop(6, (at) => callerErr(x, at, c, o, r.pick([500, 502])), x.t0 + 16000);
    },
  },
];

export const TIMEOUT: IncidentSpec[] = [
  {
    cat: "timeout",
    kind: "go",
    hints: ["deadline", "timeout", "timed out"],
    sev: "medium",
    note: "{o}'s calls to a partner API stop answering in time (Go net/http Client.Timeout exceeded while awaiting headers); {o} returns 504 to callers",
    run: (x) => {
      const { o, c, r } = x;
      x.loop(3, (at) =>
        x.emit(
          at,
          o,
          "error",
          `partner call failed partner=${r.pick(["eu-1", "eu-2", "uk-1"])} err="Post \\"https://api.partner-gateway.example/v3/lookup\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)" elapsed=10.00${r.int(1, 9)}s`,
        ),
      );
      x.loop(4, (at) => x.emit(at, o, "warn", served(o, x, 504, r.int(10001, 10090))), x.t0 + 10000);
      x.loop(7, (at) => callerErr(x, at, c, o, 504), x.t0 + 10000);
    },
  },
  {
    cat: "timeout",
    kind: "jvm",
    hints: ["timeout", "timed out", "sockettimeout"],
    sev: "medium",
    note: "{o}'s RestTemplate calls to an external registry hit 'Read timed out' (SocketTimeoutException) once the registry stops answering in time",
    run: (x) => {
      const { o, c, r } = x;
      x.loop(4, (at) =>
        x.emit(
          at,
          o,
          "error",
          `[nio-8080-exec-${r.int(1, 40)}] o.a.c.c.C.[.[.[/].[dispatcherServlet] : Servlet.service() for servlet [dispatcherServlet] threw exception`,
          [
            `org.springframework.web.client.ResourceAccessException: I/O error on POST request for "https://api.registry-partner.example/v2/lookup": Read timed out`,
            ...jframes(
              "org.springframework.web.client.RestTemplate.createResourceAccessException(RestTemplate.java:905)",
              `${o.pkg}.client.RegistryClient.lookup(RegistryClient.java:${r.int(30, 90)})`,
            ),
            "Caused by: java.net.SocketTimeoutException: Read timed out",
            ...jframes(
              "java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)",
              "java.base/java.net.Socket$SocketInputStream.read(Socket.java:1099)",
            ),
          ],
        ),
      );
      x.loop(6, (at) => callerErr(x, at, c, o, 500), x.t0 + 15000);
    },
  },
  {
    cat: "timeout",
    kind: "python",
    hints: ["timeout", "timed out", "readtimeout"],
    sev: "medium",
    note: "{o}'s requests to the SMS partner API time out (urllib3 ReadTimeoutError, read timeout=10); retries also time out",
    run: (x) => {
      const { o, r } = x;
      x.loop(5, (at) => {
        x.emit(
          at,
          o,
          "warn",
          `Retrying (Retry(total=1, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPSConnectionPool(host='api.sms-partner.example', port=443): Read timed out. (read timeout=10)")': /v1/messages`,
        );
        x.emit(
          at + 10100,
          o,
          "error",
          `failed to send notification ${uuid(r)}`,
          pyTrace(
            [
              [
                "/app/" + o.pkg + "/sms.py",
                r.int(30, 90),
                "send",
                "resp = self.session.post(url, json=payload, timeout=10)",
              ],
              [
                "/usr/local/lib/python3.12/site-packages/requests/adapters.py",
                713,
                "send",
                "raise ReadTimeout(e, request=request)",
              ],
            ],
            "requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='api.sms-partner.example', port=443): Read timed out. (read timeout=10)",
          ),
        );
      });
    },
  },
  {
    cat: "timeout",
    kind: "node",
    hints: ["timeout", "headers timeout", "und_err_headers_timeout"],
    sev: "medium",
    note: "{o}'s undici fetches to the pricing backend stop getting headers in time (UND_ERR_HEADERS_TIMEOUT); {o} answers 504",
    run: (x) => {
      const { o, c, r } = x;
      x.loop(3, (at) =>
        x.emit(at, o, "error", `fetch to http://pricing.internal.example/v1/price failed: TypeError: fetch failed`, [
          "    at node:internal/deps/undici/undici:13502:13",
          "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
          `    at async PriceClient.get (/app/dist/${o.pkg}/price-client.js:${r.int(20, 80)}:17) {`,
          "  [cause]: HeadersTimeoutError: Headers Timeout Error",
          "      at Timeout.onParserTimeout [as callback] (node:internal/deps/undici/undici:9190:32) {",
          "    code: 'UND_ERR_HEADERS_TIMEOUT'",
          "  }",
          "}",
        ]),
      );
      x.loop(
        4,
        (at) => x.emit(at, o, "warn", `${r.pick(o.paths)} 504 ${r.int(30000, 30100)}.${r.int(100, 999)} ms - 61`),
        x.t0 + 30000,
      );
      x.loop(8, (at) => x.edgeErr(at, 504, x.edge.kind === "envoy" ? o : c, r.int(30000, 30100)), x.t0 + 30000);
    },
  },
  {
    cat: "timeout",
    kind: "python",
    style: "gunicorn",
    hints: ["timeout", "worker timeout"],
    sev: "medium",
    note: "{o}'s gunicorn workers exceed the 30 s worker timeout on a slow tariff recalculation and are aborted ([CRITICAL] WORKER TIMEOUT)",
    run: (x) => {
      const { o, c, r } = x;
      x.loop(9, (at) => {
        const pid = r.int(30, 900);
        x.emit(at, o, "fatal", `[1] [CRITICAL] WORKER TIMEOUT (pid:${pid})`);
        x.emit(
          at + r.int(5, 60),
          o,
          "error",
          `[${pid}] [ERROR] Error handling request /tariffs/quote`,
          pyTrace(
            [
              [
                "/usr/local/lib/python3.12/site-packages/gunicorn/workers/sync.py",
                134,
                "handle",
                "self.handle_request(listener, req, client, addr)",
              ],
              ["/app/tariff/quote.py", r.int(50, 200), "recalculate", "for band in bands:"],
              ["/usr/local/lib/python3.12/site-packages/gunicorn/workers/base.py", 204, "handle_abort", "sys.exit(1)"],
            ],
            "SystemExit: 1",
          ),
        );
        x.emit(at + r.int(60, 120), o, "info", `[${pid}] [INFO] Worker exiting (pid: ${pid})`);
        x.emit(at + r.int(150, 400), o, "info", `[1] [INFO] Booting worker with pid: ${r.int(30, 900)}`);
        callerTimeout(x, at + r.int(0, 200), c, o);
        x.edgeErr(at + r.int(0, 200), 502, c, 30001);
      });
    },
  },
  {
    cat: "timeout",
    kind: "dotnet",
    hints: ["timeout", "timeoutrejected", "canceled"],
    sev: "medium",
    note: "{o}'s Polly timeout policy rejects calls to the e-signature provider that no longer answer within 8 s (TimeoutRejectedException)",
    run: (x) => {
      const { o, c, r } = x;
      x.loop(4, (at) =>
        x.emit(at, o, "error", `Signing request ${uuid(r)} failed`, [
          `Polly.Timeout.TimeoutRejectedException: The delegate executed asynchronously through TimeoutPolicy did not complete within the timeout.`,
          " ---> System.Threading.Tasks.TaskCanceledException: A task was canceled.",
          ...dframes(
            "Polly.Timeout.AsyncTimeoutEngine.ImplementationAsync[TResult](Func`3 action, Context context, CancellationToken cancellationToken, Func`2 timeoutProvider, TimeoutStrategy timeoutStrategy, Func`5 onTimeoutAsync, Boolean continueOnCapturedContext)",
            `${o.pkg}.Signing.ESignClient.SignAsync(SignRequest req) in /src/${o.pkg}/Signing/ESignClient.cs:line ${r.int(30, 90)}`,
          ),
        ]),
      );
      x.loop(6, (at) => callerErr(x, at, c, o, 500), x.t0 + 10000);
    },
  },
  {
    cat: "timeout",
    kind: "ruby",
    hints: ["timeout", "readtimeout", "timed out"],
    sev: "medium",
    note: "{o}'s calls to the tax-rate service time out (Net::ReadTimeout / Faraday::TimeoutError), jobs and requests fail",
    run: (x) => {
      const { o, r } = x;
      x.loop(4, (at) =>
        x.emit(at, o, "error", `Faraday::TimeoutError (Net::ReadTimeout with #<TCPSocket:(closed)>):`, [
          "",
          `app/services/${o.pkg.toLowerCase()}/tax_rate_client.rb:${r.int(10, 60)}:in \`fetch'`,
          `app/services/${o.pkg.toLowerCase()}/invoice_builder.rb:${r.int(10, 90)}:in \`build'`,
          "/usr/local/bundle/gems/net-protocol-0.2.2/lib/net/protocol.rb:229:in `rbuf_fill'",
        ]),
      );
      x.loop(5, (at) => x.emit(at, o, "error", served(o, x, 500, r.int(15000, 15090))), x.t0 + 5000);
    },
  },
];

function served(o: Svc, x: X, status: number, ms: number): string {
  const p = o.paths[0] ?? "/";
  if (o.kind === "ruby")
    return `Completed ${status} ${status === 500 ? "Internal Server Error" : "Gateway Timeout"} in ${ms}ms (ActiveRecord: ${x.r.int(1, 9)}.${x.r.int(0, 9)}ms | Allocations: ${x.r.int(900, 9000)})`;
  if (o.kind === "go")
    return `request completed method=POST path=${p} status=${status} duration=${(ms / 1000).toFixed(6)}s`;
  return `${p} ${status} ${ms}ms`;
}

export const DATABASE: IncidentSpec[] = [
  {
    cat: "database",
    kind: "jvm",
    hints: ["connection", "pool", "hikari", "jdbc"],
    sev: "high",
    note: "{o}'s HikariCP pool is exhausted (connections held across a slow report query); requests fail with 'Connection is not available, request timed out after 30000ms'",
    run: (x) => {
      const { o, c, r } = x;
      x.loop(
        30,
        (at) =>
          x.emit(
            at,
            o,
            "warn",
            `[   scheduling-1] com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Pool stats (total=10, active=10, idle=0, waiting=${r.int(20, 80)})`,
          ),
        x.t0,
      );
      x.loop(
        3,
        (at) =>
          x.emit(
            at,
            o,
            "error",
            `[nio-8080-exec-${r.int(1, 200)}] o.h.engine.jdbc.spi.SqlExceptionHelper : HikariPool-1 - Connection is not available, request timed out after 30000ms (total=10, active=10, idle=0, waiting=${r.int(20, 80)})`,
            r.chance(0.3)
              ? [
                  "org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection [HikariPool-1 - Connection is not available, request timed out after 30000ms (total=10, active=10, idle=0, waiting=41)] [n/a]",
                  ...jframes(
                    "com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)",
                    "com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:179)",
                  ),
                ]
              : undefined,
          ),
        x.t0 + 30000,
      );
      x.loop(5, (at) => callerTimeout(x, at, c, o), x.t0 + 32000);
    },
  },
  {
    cat: "database",
    kind: "go",
    needs: ["postgres"],
    hints: ["deadlock", "40p01", "sql", "database"],
    sev: "medium",
    note: "a new bulk re-pricing job in {o} deadlocks with its request path in PostgreSQL (SQLSTATE 40P01); the database logs 'deadlock detected'",
    run: (x) => {
      const { o, db, r } = x;
      x.emit(x.t0 - 2000, o, "info", `bulk reprice started lanes=${r.int(2000, 9000)} batch=500`);
      x.loop(6, (at) => {
        const a = r.int(1000, 9999);
        const b = r.int(1000, 9999);
        const tx = r.int(800000, 900000);
        x.emit(
          at,
          db,
          "error",
          `ERROR:  deadlock detected\nDETAIL:  Process ${a} waits for ShareLock on transaction ${tx}; blocked by process ${b}.\n\tProcess ${b} waits for ShareLock on transaction ${tx + r.int(1, 40)}; blocked by process ${a}.\n\tProcess ${a}: UPDATE lane_rates SET price = $1 WHERE lane_id = $2\n\tProcess ${b}: UPDATE lane_rates SET price = $1, updated_at = now() WHERE lane_id = ANY($2)\nHINT:  See server log for query details.\nCONTEXT:  while updating tuple (${r.int(100, 9000)},${r.int(1, 60)}) in relation "lane_rates"\nSTATEMENT:  UPDATE lane_rates SET price = $1 WHERE lane_id = $2`,
        );
        x.emit(
          at + r.int(1, 20),
          o,
          "error",
          `reprice batch failed err="ERROR: deadlock detected (SQLSTATE 40P01)" lanes=500`,
        );
        if (r.chance(0.6))
          x.emit(
            at + r.int(1, 30),
            o,
            "error",
            `request failed method=PUT path=/v1/lanes/${r.int(1000, 9999)} status=500 err="update lane rate: ERROR: deadlock detected (SQLSTATE 40P01)"`,
          );
      });
    },
  },
  {
    cat: "database",
    kind: "postgres",
    hints: ["too many", "connection", "53300", "clients"],
    sev: "high",
    note: "{o} (PostgreSQL) refuses new connections: 'sorry, too many clients already' (SQLSTATE 53300) after max_connections was reached; apps fail to connect",
    run: (x) => {
      const { o, c, c2, r } = x;
      x.loop(2, (at) =>
        x.emit(
          at,
          o,
          "fatal",
          r.chance(0.7)
            ? "FATAL:  sorry, too many clients already"
            : "FATAL:  remaining connection slots are reserved for non-replication superuser connections",
        ),
      );
      const say = (at: number, s: Svc) => {
        const m: Record<string, string> = {
          python: `psycopg2.OperationalError: connection to server at "${o.name}" (${x.ip()}), port 5432 failed: FATAL:  sorry, too many clients already`,
          node: `error: sorry, too many clients already (code 53300) acquiring client from pool`,
          go: `failed to connect to \`host=${o.name} user=app database=app\`: server error (FATAL: sorry, too many clients already (SQLSTATE 53300))`,
          jvm: `[nio-8080-exec-${r.int(1, 40)}] com.zaxxer.hikari.pool.HikariPool : HikariPool-1 - Exception during pool initialization.\norg.postgresql.util.PSQLException: FATAL: sorry, too many clients already`,
          dotnet: `Npgsql.PostgresException (0x80004005): 53300: sorry, too many clients already`,
          ruby: `ActiveRecord::ConnectionNotEstablished (connection to server at "${o.name}" (${x.ip()}), port 5432 failed: FATAL:  sorry, too many clients already)`,
        };
        x.emit(at, s, "error", m[s.kind]);
      };
      x.loop(3, (at) => say(at, c), x.t0 + 500);
      x.loop(5, (at) => say(at, c2), x.t0 + 800);
    },
  },
  {
    cat: "database",
    kind: "ruby",
    needs: ["mysql"],
    hints: ["lock wait", "lock", "mysql", "database"],
    sev: "medium",
    note: "{o}'s writes block on InnoDB row locks held by a long-running transaction: 'Lock wait timeout exceeded; try restarting transaction' (ActiveRecord::LockWaitTimeout)",
    run: (x) => {
      const { o, r } = x;
      x.loop(4, (at) =>
        x.emit(
          at,
          o,
          "error",
          `ActiveRecord::LockWaitTimeout (Mysql2::Error::TimeoutError: Lock wait timeout exceeded; try restarting transaction):`,
          [
            "",
            `app/models/${r.pick(["booking", "slot", "grade"])}.rb:${r.int(10, 90)}:in \`reserve!'`,
            "/usr/local/bundle/gems/mysql2-0.5.6/lib/mysql2/client.rb:151:in `_query'",
            "/usr/local/bundle/gems/activerecord-7.1.3/lib/active_record/connection_adapters/mysql2/database_statements.rb:100:in `block (2 levels) in raw_execute'",
          ],
        ),
      );
      x.loop(
        30,
        (at) =>
          x.emit(
            at,
            x.db,
            "warn",
            `[Warning] [MY-010055] [Server] InnoDB: ${r.int(10, 60)} transactions waiting for lock on table \`app\`.\`${r.pick(["slots", "grades"])}\` (trx ${r.int(100000, 999999)} active ${r.int(300, 900)} sec)`,
          ),
        x.t0 + 20000,
      );
    },
  },
  {
    cat: "database",
    kind: "dotnet",
    needs: ["postgres"],
    hints: ["pool", "connection", "npgsql", "exhausted"],
    sev: "high",
    note: "{o}'s Npgsql connection pool is exhausted (connections not disposed on an error path): 'The connection pool has been exhausted'",
    run: (x) => {
      const { o, c, r } = x;
      x.loop(3, (at) =>
        x.emit(
          at,
          o,
          "error",
          `An exception occurred while iterating over the results of a query for context type '${o.pkg}.Data.AppDbContext'.`,
          [
            "Npgsql.NpgsqlException (0x80004005): The connection pool has been exhausted, either raise 'Max Pool Size' (currently 100) or 'Timeout' (currently 15 seconds) in your connection string.",
            " ---> System.TimeoutException: The operation has timed out.",
            ...dframes(
              "Npgsql.PoolingDataSource.<Get>g__RentAsync|34_0(NpgsqlConnection conn, NpgsqlTimeout timeout, Boolean async, CancellationToken cancellationToken)",
              "Microsoft.EntityFrameworkCore.Storage.RelationalConnection.OpenInternalAsync(Boolean errorsExpected, CancellationToken cancellationToken)",
              `${o.pkg}.Data.Repository.LoadAsync(Guid id) in /src/${o.pkg}/Data/Repository.cs:line ${r.int(20, 99)}`,
            ),
          ],
        ),
      );
      x.loop(6, (at) => callerErr(x, at, c, o, 500), x.t0 + 16000);
    },
  },
  {
    cat: "database",
    kind: "python",
    style: "uvicorn",
    hints: ["queuepool", "pool", "connection", "sqlalchemy"],
    sev: "high",
    note: "{o}'s SQLAlchemy QueuePool is exhausted (sessions leaked by a new background task): 'QueuePool limit of size 5 overflow 10 reached, connection timed out'",
    run: (x) => {
      const { o, c, r } = x;
      x.loop(
        3,
        (at) =>
          x.emit(
            at,
            o,
            "error",
            "Exception in ASGI application",
            pyTrace(
              [
                [
                  "/usr/local/lib/python3.12/site-packages/uvicorn/protocols/http/httptools_impl.py",
                  409,
                  "run_asgi",
                  "result = await app(  # type: ignore[func-returns-value]",
                ],
                [`/app/${o.pkg}/repo.py`, r.int(20, 90), "get_session", "conn = engine.connect()"],
                [
                  "/usr/local/lib/python3.12/site-packages/sqlalchemy/pool/impl.py",
                  157,
                  "_do_get",
                  "raise exc.TimeoutError(",
                ],
              ],
              "sqlalchemy.exc.TimeoutError: QueuePool limit of size 5 overflow 10 reached, connection timed out, timeout 30.00 (Background on this error at: https://sqlalche.me/e/20/3o7r)",
            ),
          ),
        x.t0 + 30000,
      );
      x.loop(
        4,
        (at) =>
          x.emit(
            at,
            o,
            "info",
            `${x.ip()}:${r.int(30000, 60000)} - "GET ${o.paths[0]}/${r.int(100, 999)} HTTP/1.1" 500 Internal Server Error`,
          ),
        x.t0 + 30000,
      );
      if (c.name !== o.name) x.loop(8, (at) => callerErr(x, at, c, o, 500), x.t0 + 31000);
      x.loop(8, (at) => x.edgeErr(at, 500, o.name === x.e.entry ? o : c, r.int(30000, 30100)), x.t0 + 31000);
    },
  },
  {
    cat: "database",
    kind: "node",
    needs: ["mysql"],
    hints: ["deadlock", "er_lock_deadlock", "mysql", "1213"],
    sev: "medium",
    note: "{o}'s new batched upsert deadlocks in MySQL: 'Deadlock found when trying to get lock; try restarting transaction' (ER_LOCK_DEADLOCK, errno 1213)",
    run: (x) => {
      const { o, r } = x;
      x.emit(x.t0 - 1000, o, "info", "digest batcher enabled (batchSize=200, flushMs=500)");
      x.loop(5, (at) =>
        x.emit(
          at,
          o,
          "error",
          `failed to flush notification batch: Error: Deadlock found when trying to get lock; try restarting transaction`,
          [
            ...nframes(
              "PromiseConnection.query (/app/node_modules/mysql2/promise.js:93:22)",
              `async DigestBatcher.flush (/app/dist/${o.pkg}/digest-batcher.js:${r.int(20, 90)}:9)`,
            ),
            "{",
            "  code: 'ER_LOCK_DEADLOCK',",
            "  errno: 1213,",
            "  sql: 'INSERT INTO notification_digest (user_id, payload) VALUES ? ON DUPLICATE KEY UPDATE payload = VALUES(payload)',",
            "  sqlState: '40001',",
            "  sqlMessage: 'Deadlock found when trying to get lock; try restarting transaction'",
            "}",
          ],
        ),
      );
      x.loop(
        40,
        (at) =>
          x.emit(
            at,
            x.db,
            "info",
            "[Note] [MY-012552] [InnoDB] Transactions deadlock detected, dumping detailed information.",
          ),
        x.t0 + 2000,
      );
    },
  },
];
