// The eight failures, one per category, written as the software involved really reports them: origins in their own
// runtime's words (some only at WARN, one going quiet), callers in theirs (timeouts, 5xx naming the callee, breakers,
// retry storms louder than the origin).
import { access, jid, oid } from "./background.js";
import type { Role } from "./estates.js";
import type { Ctx } from "./stream.js";

export interface Incident {
  category: string;
  role: Role;
  hints: string[];
  severity: "medium" | "high";
  note: (ctx: Ctx) => string;
  run(ctx: Ctx, t0: number): void;
}

const pkg = (ctx: Ctx) => ctx.estate.pkg;

/** how a caller in a given runtime words a failed call to `target` */
function callErr(ctx: Ctx, role: Role, kind: "reset" | "tls" | "refused", target: string, port: number): string {
  const rt = ctx.estate.rt[role];
  const ip = `10.${ctx.rng.int(12, 40)}.${ctx.rng.int(0, 9)}.${ctx.rng.int(2, 250)}`;
  if (rt === "dotnet")
    return kind === "reset"
      ? `System.Net.Http.HttpRequestException: An error occurred while sending the request. ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.`
      : kind === "tls"
        ? `System.Net.Http.HttpRequestException: The SSL connection could not be established, see inner exception. ---> System.TimeoutException: The operation has timed out.`
        : `System.Net.Http.HttpRequestException: Connection refused (${target}:${port})`;
  if (rt === "java")
    return kind === "reset"
      ? `I/O error on POST request for "https://${target}:${port}/jobs": Connection reset; nested exception is java.net.SocketException: Connection reset`
      : kind === "tls"
        ? `I/O error on POST request for "https://${target}:${port}/jobs": Remote host terminated the handshake; nested exception is javax.net.ssl.SSLHandshakeException: Remote host terminated the handshake`
        : `I/O error on POST request for "http://${target}:${port}/api/waves": Connection refused; nested exception is java.net.ConnectException: Connection refused`;
  if (rt === "node" || rt === "ruby")
    return kind === "reset"
      ? `request to https://${target}:${port}/jobs failed, reason: read ECONNRESET`
      : kind === "tls"
        ? `request to https://${target}:${port}/jobs failed, reason: Client network socket disconnected before secure TLS connection was established`
        : `request to http://${target}:${port}/api/waves failed, reason: connect ECONNREFUSED ${ip}:${port}`;
  return kind === "reset"
    ? `read tcp 10.12.4.${ctx.rng.int(2, 250)}:${ctx.rng.int(30000, 60000)}->${ip}:${port}: read: connection reset by peer`
    : kind === "tls"
      ? `Post "https://${target}:${port}/jobs": net/http: TLS handshake timeout`
      : `dial tcp ${ip}:${port}: connect: connection refused`;
}

function depStack(ctx: Ctx): string[] | undefined {
  const rt = ctx.estate.rt.labels;
  if (rt === "ruby")
    return [
      "Faraday::ServerError: the server responded with status 503",
      "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/response/raise_error.rb:32:in `on_complete'",
      "/usr/local/bundle/gems/faraday-2.9.0/lib/faraday/middleware.rb:18:in `block in call'",
      `/app/app/services/carriers/${ctx.estate.carriers[0].replace(/-/g, "_")}_client.rb:41:in \`create_shipment'`,
      "/app/app/jobs/create_label_job.rb:17:in `perform'",
    ];
  if (rt === "node")
    return [
      "AxiosError: Request failed with status code 503",
      "    at settle (/app/node_modules/axios/dist/node/axios.cjs:1966:12)",
      "    at IncomingMessage.handleStreamEnd (/app/node_modules/axios/dist/node/axios.cjs:3065:11)",
      "    at IncomingMessage.emit (node:events:529:35)",
      "    at async CarrierClient.createShipment (/app/dist/carriers/client.js:88:22)",
    ];
  return undefined;
}

export const INCIDENTS: Incident[] = [
  {
    category: "disk",
    role: "ripA",
    hints: ["disk", "space", "enospc", "spool", "full", "no space"],
    severity: "high",
    note: (ctx) =>
      `${ctx.s("ripA")}'s raster spool volume fills up, every rip fails with No space left on device and ${ctx.s("router")} retries and reroutes while presses at ${ctx.estate.sites[0]} starve.`,
    run(ctx, t0) {
      const rip = ctx.s("ripA");
      const { rng } = ctx;
      ctx.every(
        15000,
        (t) =>
          ctx.emit(
            t,
            rip,
            "warn",
            `spool /var/spool/rip at ${Math.min(99, 91 + Math.round((t - t0 + 90000) / 20000))}% (warn 80%, crit 95%)`,
          ),
        t0 - 90000,
        t0,
      );
      ctx.impaired.set(rip, { from: t0, keep: 0.15 });
      ctx.every(
        1400,
        (t) => {
          const j = jid(ctx);
          ctx.emit(
            t,
            rip,
            "error",
            `${j}: write raster band ${rng.int(0, 400)} to /var/spool/rip/${j}/p${rng.int(1, 40)}.tif failed: No space left on device (errno 28)`,
          );
          if (rng.chance(0.3))
            ctx.emit(t + 5, rip, "error", `${j}: job aborted, status=RIP_ERROR, ${rng.int(1, 30)} pages discarded`, {
              stack: [
                "terminate called after throwing an instance of 'std::filesystem::__cxx11::filesystem_error'",
                "  what():  filesystem error: cannot create directory: No space left on device [/var/spool/rip/tmp]",
                "#0  0x00007f3a1c2b4a7c in __pthread_kill_implementation () from /lib/x86_64-linux-gnu/libc.so.6",
                "#1  0x000055d1e4a2f3b1 in rip::RasterWriter::flushBand (this=0x55d1e6c0a2b0) at src/raster_writer.cpp:212",
                "#2  0x000055d1e4a31c07 in rip::Job::renderPage (this=0x55d1e6b9f010, page=7) at src/job.cpp:481",
              ],
            });
        },
        t0,
      );
      ctx.every(
        700,
        (t) => {
          const o = oid(ctx);
          const tr = ctx.trace();
          ctx.emit(
            t,
            ctx.s("router"),
            "error",
            `submit ${o} to ${rip} failed: 507 Insufficient Storage {"error":"RIP_ERROR","retryable":true} (attempt ${rng.int(1, 5)}/5)`,
            { trace: tr },
          );
          if (rng.chance(0.3))
            ctx.emit(
              t + 40,
              ctx.s("router"),
              "warn",
              `order ${o} rerouted ${ctx.estate.sites[0]} -> ${ctx.estate.sites[1]} after 5 failed submissions`,
              { trace: tr },
            );
        },
        t0 + 3000,
      );
      ctx.every(
        20000,
        (t) =>
          ctx.emit(
            t,
            ctx.s("ripB"),
            "warn",
            `intake rate ${rng.int(3, 6)}x normal, queue=${rng.int(60, 200)} (rerouted work from ${ctx.estate.sites[0]})`,
          ),
        t0 + 60000,
      );
    },
  },
  {
    category: "configuration",
    role: "preflight",
    hints: ["config", "profile", "icc", "filenotfound", "not found", "missing"],
    severity: "high",
    note: (ctx) =>
      `After a config reload ${ctx.s("preflight")} points its output intent at an ICC profile path that does not exist, so every preflight fails and checkouts error.`,
    run(ctx, t0) {
      const pf = ctx.s("preflight");
      const { rng } = ctx;
      const py = ctx.estate.rt.preflight === "python";
      ctx.emit(
        t0 - 1500,
        pf,
        "info",
        `config reload triggered by configmap ${pf}-config (resourceVersion ${rng.int(100000, 999999)})`,
      );
      ctx.emit(
        t0 - 1200,
        pf,
        "info",
        "config applied: output_intent.profile=/opt/profiles/PSOcoated_v3.icc (was /opt/profiles/ISOcoated_v2_eci.icc)",
      );
      ctx.impaired.set(pf, { from: t0, keep: 0 });
      const stack = py
        ? [
            "Traceback (most recent call last):",
            `  File "/app/${pkg(ctx)}/preflight/worker.py", line 118, in handle`,
            "    report = checker.run(job)",
            `  File "/app/${pkg(ctx)}/preflight/checks/output_intent.py", line 42, in run`,
            "    profile = ImageCms.getOpenProfile(settings.OUTPUT_INTENT_PROFILE)",
            '  File "/usr/local/lib/python3.11/site-packages/PIL/ImageCms.py", line 305, in getOpenProfile',
            "    raise PyCMSError(v) from v",
            "PIL.ImageCms.PyCMSError: cannot open profile file",
          ]
        : [
            "java.io.FileNotFoundException: /opt/profiles/PSOcoated_v3.icc (No such file or directory)",
            "\tat java.base/java.io.FileInputStream.open0(Native Method)",
            "\tat java.base/java.io.FileInputStream.<init>(FileInputStream.java:216)",
            "\tat java.desktop/java.awt.color.ICC_Profile.getInstance(ICC_Profile.java:1004)",
            `\tat com.${pkg(ctx)}.preflight.intent.OutputIntentCheck.loadProfile(OutputIntentCheck.java:57)`,
            `\tat com.${pkg(ctx)}.preflight.PreflightRunner.run(PreflightRunner.java:133)`,
            "\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1136)",
            "\tat java.base/java.lang.Thread.run(Thread.java:840)",
          ];
      ctx.every(
        2500,
        (t) => {
          const j = jid(ctx);
          const tr = ctx.trace();
          ctx.emit(
            t,
            pf,
            "error",
            `preflight ${j} aborted: output intent profile /opt/profiles/PSOcoated_v3.icc could not be loaded`,
            { stack: rng.chance(0.5) ? stack : undefined, trace: tr },
          );
          ctx.emit(
            t + rng.int(20, 90),
            ctx.s("router"),
            "error",
            `order ${oid(ctx)} held: preflight ${j} returned 500 from ${pf}`,
            { trace: tr },
          );
          if (rng.chance(0.6))
            ctx.emit(
              t + rng.int(100, 300),
              ctx.s("edge"),
              "error",
              access(ctx, "edge", "GET", `/api/orders/${rng.hex(8)}/proof`, 502, rng.int(300, 2000)),
              { trace: tr },
            );
        },
        t0,
      );
    },
  },
  {
    category: "database",
    role: "router",
    hints: ["database", "postgres", "connection", "too many", "pool", "sql"],
    severity: "high",
    note: (ctx) =>
      `${ctx.s("router")}'s Postgres runs out of connection slots (too many clients), routing fails and ${ctx.s("edge")} returns 503 on checkout with retries.`,
    run(ctx, t0) {
      const r = ctx.s("router");
      const { rng } = ctx;
      const rt = ctx.estate.rt.router;
      ctx.impaired.set(r, { from: t0, keep: 0.2 });
      ctx.impaired.set(ctx.s("edge"), { from: t0, keep: 0.6 });
      const msg = () =>
        rt === "go"
          ? `route order ${oid(ctx)}: begin tx: failed to connect to \`host=orders-pg.${ctx.estate.ns}.svc user=router database=orders\`: server error (FATAL: sorry, too many clients already (SQLSTATE 53300))`
          : rt === "dotnet"
            ? `Failed executing DbCommand: Npgsql.PostgresException (0x80004005): 53300: sorry, too many clients already`
            : `HikariPool-1 - Connection is not available, request timed out after 30000ms. org.postgresql.util.PSQLException: FATAL: sorry, too many clients already`;
      ctx.every(
        900,
        (t) => {
          const tr = ctx.trace();
          ctx.emit(t, r, "error", msg(), { trace: tr });
          ctx.emit(
            t + rng.int(10, 80),
            ctx.s("edge"),
            "error",
            `${access(ctx, "edge", "POST", "/api/orders", 503, rng.int(40, 3000))} upstream=${r}`,
            { trace: tr },
          );
          if (rng.chance(0.7))
            ctx.emit(
              t + rng.int(200, 600),
              ctx.s("edge"),
              "warn",
              `retrying POST ${r}/v1/route (attempt ${rng.int(2, 4)}/4) after 503`,
              { trace: tr },
            );
        },
        t0,
      );
      ctx.every(
        10000,
        (t) =>
          ctx.emit(t, ctx.s("pack"), "warn", `wave release delayed: GET ${r}/v1/waves/next 503 Service Unavailable`),
        t0 + 5000,
      );
    },
  },
  {
    category: "memory",
    role: "upscale",
    hints: ["memory", "oom", "memoryerror", "sigkill", "rss"],
    severity: "medium",
    note: (ctx) =>
      `${ctx.s("upscale")}'s gunicorn workers leak host memory until they are SIGKILLed one after another; ${ctx.s("images")} gets 502s and connection resets and queues uploads.`,
    run(ctx, t0) {
      const u = ctx.s("upscale");
      const { rng } = ctx;
      ctx.every(
        20000,
        (t) =>
          ctx.emit(t, u, "warn", `worker rss ${(11.5 + (t - t0 + 120000) / 60000).toFixed(1)} GiB of 16.0 GiB limit`),
        t0 - 120000,
        t0,
      );
      ctx.impaired.set(u, { from: t0, keep: 0.25 });
      ctx.every(
        7000,
        (t) => {
          const pid = rng.int(40, 900);
          if (rng.chance(0.5))
            ctx.emit(t - 200, u, "error", "Exception in worker process", {
              stack: [
                "Traceback (most recent call last):",
                `  File "/app/${pkg(ctx)}_sr/pipeline.py", line 211, in upscale`,
                "    out = np.empty((h * scale, w * scale, 3), dtype=np.float32)",
                "numpy.core._exceptions._ArrayMemoryError: Unable to allocate 5.23 GiB for an array with shape (14336, 32768, 3) and data type float32",
              ],
            });
          ctx.emit(
            t,
            u,
            "error",
            `[${new Date(t).toISOString().slice(0, 19).replace("T", " ")} +0000] [1] [ERROR] Worker (pid:${pid}) was sent SIGKILL! Perhaps out of memory?`,
          );
          ctx.emit(t + 300, u, "info", `[1] [INFO] Booting worker with pid: ${rng.int(900, 3000)}`);
        },
        t0,
      );
      ctx.every(
        1100,
        (t) => {
          const tr = ctx.trace();
          ctx.emit(
            t,
            ctx.s("images"),
            rng.chance(0.6) ? "error" : "warn",
            rng.chance(0.5)
              ? `upscale up_${rng.hex(10)}: POST http://${u}:8000/v1/upscale: 502 Bad Gateway, requeued`
              : `upscale up_${rng.hex(10)}: connection reset by peer (${u}:8000), retry ${rng.int(1, 3)}/3`,
            { trace: tr },
          );
        },
        t0 + 2000,
      );
    },
  },
  {
    category: "dependency",
    role: "labels",
    hints: ["carrier", "503", "unavailable", "circuit", "upstream", "dependency"],
    severity: "medium",
    note: (ctx) =>
      `The ${ctx.estate.carriers[0]} shipping API starts answering 503, ${ctx.s("labels")} opens its circuit breaker and packing stations pile up parcels without labels.`,
    run(ctx, t0) {
      const l = ctx.s("labels");
      const c = ctx.estate.carriers[0];
      const { rng } = ctx;
      ctx.evs = ctx.evs.filter(
        (e) => !(e.bg && e.svc === l && e.t >= t0 && (e.msg.includes(`carrier=${c} `) || e.msg.startsWith(`${c} `))),
      );
      ctx.every(
        1200,
        (t) =>
          ctx.emit(
            t,
            l,
            "error",
            `${c} POST /shipments -> 503 Service Unavailable body="upstream connect error or disconnect/reset before headers" order=${oid(ctx)} (${rng.int(20, 200)}ms)`,
            { stack: rng.chance(0.35) ? depStack(ctx) : undefined },
          ),
        t0,
        t0 + 45000,
      );
      ctx.emit(
        t0 + 45000,
        l,
        "warn",
        `circuit breaker '${c}-shipments' OPEN (failure rate 87.5% > 50% over 40 calls), cooling down 30s`,
      );
      ctx.every(
        30000,
        (t) => {
          ctx.emit(t, l, "warn", `circuit breaker '${c}-shipments' HALF_OPEN, trial call`);
          ctx.emit(
            t + rng.int(100, 400),
            l,
            "error",
            `${c} trial call failed: 503 Service Unavailable; circuit breaker '${c}-shipments' OPEN`,
          );
        },
        t0 + 75000,
      );
      ctx.every(
        900,
        (t) =>
          ctx.emit(
            t,
            l,
            "error",
            `label for order=${oid(ctx)} carrier=${c} not created: CircuitBreakerOpen (${c}-shipments)`,
          ),
        t0 + 46000,
      );
      ctx.every(
        1500,
        (t) =>
          ctx.emit(
            t,
            ctx.s("pack"),
            "error",
            `parcel ${oid(ctx)}/1 stuck at station ST-0${rng.int(1, 8)}: label request to ${l} failed (503)`,
          ),
        t0 + 8000,
      );
    },
  },
  {
    category: "network",
    role: "ripB",
    hints: ["network", "reset", "connection", "econnreset", "tls", "handshake", "unreachable"],
    severity: "medium",
    note: (ctx) =>
      `The link from the ${ctx.estate.sites[1]} factory (${ctx.s("ripB")}) flaps: connections reset and TLS handshakes time out both ways, jobs for that site stall and ${ctx.s("router")} retries.`,
    run(ctx, t0) {
      const b = ctx.s("ripB");
      const { rng } = ctx;
      ctx.impaired.set(b, { from: t0, keep: 0.35 });
      ctx.every(
        2500,
        (t) => {
          const k = rng.next();
          ctx.emit(
            t,
            b,
            "warn",
            k < 0.4
              ? `job feed: recv from ${ctx.s("router")}.${ctx.estate.ns}:443 failed: Connection reset by peer (errno 104), reconnecting in ${rng.int(1, 8)}s`
              : k < 0.7
                ? `job feed: SSL_connect to ${ctx.s("router")}.${ctx.estate.ns}:443 timed out during handshake (10000ms)`
                : `status upload: connect() to 10.${rng.int(20, 40)}.0.${rng.int(2, 250)}:443 failed: No route to host (errno 113)`,
          );
        },
        t0,
      );
      ctx.every(
        800,
        (t) => {
          const tr = ctx.trace();
          ctx.emit(
            t,
            ctx.s("router"),
            rng.chance(0.7) ? "error" : "warn",
            rng.chance(0.5)
              ? `dispatch ${jid(ctx)} to ${b}: ${callErr(ctx, "router", "reset", b, 9443)}`
              : `dispatch ${jid(ctx)} to ${b} (retry ${rng.int(1, 6)}/6): ${callErr(ctx, "router", "tls", b, 9443)}`,
            { trace: tr },
          );
        },
        t0 + 1500,
      );
    },
  },
  {
    category: "timeout",
    role: "images",
    hints: ["timeout", "time limit", "deadline", "timed out", "softtimelimit"],
    severity: "medium",
    note: (ctx) =>
      `Print-file renders in ${ctx.s("images")} start hanging and hit their time limit one after another; proofs and orders wait and callers time out.`,
    run(ctx, t0) {
      const im = ctx.s("images");
      const { rng } = ctx;
      const rt = ctx.estate.rt.images;
      ctx.impaired.set(im, { from: t0, keep: 0.3 });
      ctx.every(
        2000,
        (t) => {
          const j = jid(ctx);
          if (rt === "python")
            ctx.emit(
              t,
              im,
              "error",
              `Task render_print_file[${rng.hex(8)}-${rng.hex(4)}-${rng.hex(4)}] raised unexpected: SoftTimeLimitExceeded()`,
              {
                stack: rng.chance(0.4)
                  ? [
                      "Traceback (most recent call last):",
                      '  File "/usr/local/lib/python3.11/site-packages/celery/app/trace.py", line 477, in trace_task',
                      "    R = retval = fun(*args, **kwargs)",
                      `  File "/app/${pkg(ctx)}/render/tasks.py", line 64, in render_print_file`,
                      "    subprocess.run(gs_cmd, check=True)",
                      '  File "/usr/local/lib/python3.11/subprocess.py", line 550, in run',
                      "    stdout, stderr = process.communicate(input, timeout=timeout)",
                      "celery.exceptions.SoftTimeLimitExceeded: SoftTimeLimitExceeded()",
                    ]
                  : undefined,
              },
            );
          else
            ctx.emit(
              t,
              im,
              "error",
              `render print file ${j}: ghostscript: context deadline exceeded after 120s (pages done ${rng.int(0, 12)}/${rng.int(13, 80)})`,
              {
                stack: rng.chance(0.3)
                  ? [
                      "goroutine 8812 [running]:",
                      `github.com/${pkg(ctx)}/imgproc/render.(*Renderer).PrintFile(0xc0004a2000, {0x1a2b3c0, 0xc0012e4f00}, 0xc000f3a1e0)`,
                      "\t/src/render/printfile.go:141 +0x3c5",
                      `github.com/${pkg(ctx)}/imgproc/jobs.(*Worker).handle(0xc0001b4090, {0x1a2b3c0, 0xc0012e4f00})`,
                      "\t/src/jobs/worker.go:88 +0x1f2",
                    ]
                  : undefined,
              },
            );
        },
        t0,
      );
      ctx.every(
        1000,
        (t) => {
          const tr = ctx.trace();
          ctx.emit(
            t,
            ctx.s("router"),
            "warn",
            `print file for order ${oid(ctx)} not ready after 180s (waiting on ${im}), retry ${rng.int(1, 5)}`,
            { trace: tr },
          );
          if (rng.chance(0.5))
            ctx.emit(
              t + 30,
              ctx.s("edge"),
              "error",
              `GET /api/proofs/${rng.hex(8)} 504 upstream ${im} timed out after 30000ms`,
              { trace: tr },
            );
        },
        t0 + 30000,
      );
    },
  },
  {
    category: "unknown",
    role: "pack",
    hints: ["unavailable", "crash", "restart", "502", "exit", "unknown", "down"],
    severity: "high",
    note: (ctx) =>
      `${ctx.s("pack")} restarts over and over and then goes silent without logging why; labels and routing report it unreachable while parcels stop moving.`,
    run(ctx, t0) {
      const p = ctx.s("pack");
      const { rng } = ctx;
      ctx.impaired.set(p, { from: t0, keep: 0 });
      const java = ctx.estate.rt.pack === "java";
      for (let i = 0; i < 4; i++) {
        const t = t0 + 25000 + i * rng.int(40000, 70000);
        if (java) {
          ctx.emit(t, p, "info", `Starting PackLineApplication v3.${rng.int(2, 9)}.1 using Java 21.0.4 with PID 1`);
          ctx.emit(t + 6000, p, "info", "Tomcat started on port 8080 (http) with context path '/'");
        } else {
          ctx.emit(t, p, "info", "Now listening on: http://[::]:8080");
          ctx.emit(t + 100, p, "info", "Application started. Press Ctrl+C to shut down.");
          ctx.emit(t + 120, p, "info", "Hosting environment: Production");
        }
      }
      ctx.every(
        1000,
        (t) => {
          const k = rng.next();
          const tr = ctx.trace();
          if (k < 0.45)
            ctx.emit(
              t,
              ctx.s("labels"),
              "error",
              `POST http://${p}:8080/api/parcels/ready -> 502 Bad Gateway (order=${oid(ctx)})`,
              { trace: tr },
            );
          else if (k < 0.75)
            ctx.emit(t, ctx.s("router"), "error", `notify ${p}: ${callErr(ctx, "router", "refused", p, 8080)}`, {
              trace: tr,
            });
          else
            ctx.emit(
              t,
              ctx.s("router"),
              "warn",
              `wave ${rng.int(100, 999)} not acknowledged by ${p} within 60s, re-sending`,
              { trace: tr },
            );
        },
        t0 + 4000,
      );
    },
  },
];
