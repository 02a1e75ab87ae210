// Stack traces in each runtime's own shape: JVM "at ... Caused by", Python tracebacks (outermost first),
// Node "    at", Go goroutine dumps, .NET "   at ... in ...:line" with inner exceptions, Ruby backtraces.
import type { Rng } from "./rng.js";
import type { Runtime } from "./types.js";

export interface Fault {
  ex: string;
  msg: string;
  /** Innermost first, as [Class (optionally sub.package.Class), method]. */
  frames: Array<[string, string]>;
}

export interface TraceSpec extends Fault {
  /** Caused-by chain (JVM), inner exceptions (.NET), [cause] (Node), direct cause (Python). */
  causes?: Fault[];
  /** Framework frames below the app's: web request, queue worker, scheduler, none. */
  tail?: "web" | "worker" | "none";
  /** Go only: goroutine state, e.g. "running" or "select, 4 minutes". */
  state?: string;
}

const snake = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/[-.]/g, "_")
    .toLowerCase();
const camel = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const pascal = (s: string) =>
  s
    .split(/[-_.]/)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join("");

function split(cls: string): [string, string] {
  const i = cls.lastIndexOf(".");
  return i < 0 ? ["", cls] : [cls.slice(0, i), cls.slice(i + 1)];
}

function jvm(rt: Runtime, pkg: string, spec: TraceSpec, r: Rng): string {
  const ext = rt === "kotlin" ? "kt" : "java";
  const tailWeb = [
    "org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1014)",
    "org.springframework.web.servlet.FrameworkServlet.doPost(FrameworkServlet.java:914)",
    "jakarta.servlet.http.HttpServlet.service(HttpServlet.java:590)",
    "org.apache.catalina.core.ApplicationFilterChain.internalDoFilter(ApplicationFilterChain.java:205)",
    "org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:149)",
    "org.apache.tomcat.util.net.NioEndpoint$SocketProcessor.doRun(NioEndpoint.java:1744)",
    "org.apache.tomcat.util.threads.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1191)",
    "java.base/java.lang.Thread.run(Thread.java:1583)",
  ];
  const tailWorker = [
    "org.springframework.kafka.listener.KafkaMessageListenerContainer$ListenerConsumer.doInvokeRecordListener(KafkaMessageListenerContainer.java:2858)",
    "org.springframework.kafka.listener.KafkaMessageListenerContainer$ListenerConsumer.pollAndInvoke(KafkaMessageListenerContainer.java:1300)",
    "java.base/java.util.concurrent.Executors$RunnableAdapter.call(Executors.java:572)",
    "java.base/java.lang.Thread.run(Thread.java:1583)",
  ];
  const app = (f: Fault) =>
    f.frames.map(([c, m]) => {
      if (c.includes("/") || c.startsWith("java") || c.startsWith("org.") || c.startsWith("com.zaxxer"))
        return `\tat ${c.replace("/", ".")}.${m}(${split(c.replace("/", "."))[1].split("$")[0]}.java:${r.int(60, 900)})`;
      const [sub, name] = split(c);
      return `\tat ${pkg}${sub ? `.${sub}` : ""}.${name}.${m}(${name.split("$")[0]}.${ext}:${r.int(30, 420)})`;
    });
  const tail = spec.tail === "none" ? [] : spec.tail === "worker" ? tailWorker : tailWeb;
  const out = [`${spec.ex}: ${spec.msg}`, ...app(spec), ...tail.map((x) => `\tat ${x}`)];
  for (const c of spec.causes ?? []) {
    out.push(`Caused by: ${c.ex}: ${c.msg}`, ...app(c), `\t... ${r.int(12, 96)} more`);
  }
  return out.join("\n");
}

/** The source line a Python traceback shows in the innermost frame, by exception class. */
const RAISING: Record<string, string> = {
  KeyError: "return self._codes[record['region']]",
  OSError: "raise OSError(err, f'Connect call failed {address}')",
  UniqueViolation: "cur.execute(INSERT_JOB_HISTORY, row)",
  QueryCanceled: "cur.execute(sql, params)",
  ReadTimeout: "raise ReadTimeout(exc) from exc",
};

function python(code: string, spec: TraceSpec, r: Rng): string {
  const web = [
    ["/usr/local/lib/python3.12/site-packages/starlette/routing.py", "app", "response = await func(request)"],
    [
      "/usr/local/lib/python3.12/site-packages/fastapi/routing.py",
      "app",
      "raw_response = await run_endpoint_function(",
    ],
  ];
  const worker = [
    ["/usr/local/lib/python3.12/site-packages/celery/app/trace.py", "trace_task", "R = retval = fun(*args, **kwargs)"],
    [
      "/usr/local/lib/python3.12/site-packages/celery/app/trace.py",
      "__protected_call__",
      "return self.run(*args, **kwargs)",
    ],
  ];
  const block = (f: Fault, tail: string[][]) => {
    const lines = ["Traceback (most recent call last):"];
    for (const [file, fn, src] of tail) lines.push(`  File "${file}", line ${r.int(60, 700)}, in ${fn}`, `    ${src}`);
    const outer = [...f.frames].reverse();
    for (const [i, [c, m]] of outer.entries()) {
      const file = c.startsWith("/") ? c : `/app/${code}/${snake(c)}.py`;
      const next = outer[i + 1];
      const src = next
        ? `${r.pick(["return await", "resp = await", "result =", "return"])} self.${next[1]}(${r.pick(["payload", "request", "job", "frame", "conn", ""])})`
        : (RAISING[f.ex.split(".").pop() ?? ""] ?? "raise");
      lines.push(`  File "${file}", line ${r.int(20, 480)}, in ${m}`, `    ${src}`);
    }
    lines.push(`${f.ex}: ${f.msg}`);
    return lines;
  };
  const tail = spec.tail === "none" ? [] : spec.tail === "worker" ? worker : web;
  const out: string[] = [];
  for (const c of [...(spec.causes ?? [])].reverse()) {
    out.push(...block(c, []), "", "The above exception was the direct cause of the following exception:", "");
  }
  out.push(...block(spec, tail));
  return out.join("\n");
}

function node(code: string, spec: TraceSpec, r: Rng): string {
  const frame = ([c, m]: [string, string]) =>
    c.startsWith("node:") || c.startsWith("/")
      ? `    at ${m} (${c}:${r.int(10, 900)}:${r.int(3, 40)})`
      : `    at ${c}.${m} (/app/dist/${code}/${camel(c)}.js:${r.int(10, 400)}:${r.int(5, 60)})`;
  const out = [`${spec.ex}: ${spec.msg}`, ...spec.frames.map(frame)];
  if (spec.tail !== "none")
    out.push("    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)");
  for (const c of spec.causes ?? []) {
    out.push(`  [cause]: ${c.ex}: ${c.msg}`, ...c.frames.map((f) => `    ${frame(f)}`));
  }
  return out.join("\n");
}

function go(code: string, spec: TraceSpec, r: Rng): string {
  const mod = `git.internal/${code}`;
  const head =
    spec.ex === "panic"
      ? [
          `panic: ${spec.msg}`,
          ...(spec.msg.includes("nil pointer")
            ? [`[signal SIGSEGV: segmentation violation code=0x1 addr=0x${r.hex(2)} pc=0x${r.hex(6)}]`]
            : []),
        ]
      : [spec.msg];
  const out = [...head, "", `goroutine ${r.int(40, 90000)} [${spec.state ?? "running"}]:`];
  for (const [c, m] of spec.frames) {
    const [sub, name] = split(c);
    const p = sub || "internal/app";
    const recv = name ? `(*${name}).` : "";
    out.push(
      `${mod}/${p}.${recv}${m}(${r.pick(["...", `0xc000${r.hex(6)}, {0x${r.hex(6)}, 0x${r.hex(2)}}`, `0x0, 0xc000${r.hex(6)}`])})`,
    );
    out.push(`\t/src/${p}/${snake(name || m)}.go:${r.int(20, 600)} +0x${r.hex(3)}`);
  }
  if (spec.tail !== "none") {
    out.push(
      "net/http.HandlerFunc.ServeHTTP(0xc000a1e0c0?, {0x1a3f2e0?, 0xc0004b61c0?}, 0xc00012a3f0?)",
      "\t/usr/local/go/src/net/http/server.go:2171 +0x29",
      `net/http.(*conn).serve(0xc000${r.hex(6)}, {0x1a41f48, 0xc000${r.hex(6)}})`,
      "\t/usr/local/go/src/net/http/server.go:2099 +0x5f4",
      "created by net/http.(*Server).Serve in goroutine 1",
      "\t/usr/local/go/src/net/http/server.go:3285 +0x4b4",
    );
  }
  return out.join("\n");
}

function dotnet(ns: string, spec: TraceSpec, r: Rng): string {
  const frame = ([c, m]: [string, string]) => {
    if (c.startsWith("System.") || c.startsWith("Microsoft.") || c.startsWith("Npgsql") || c.startsWith("Polly"))
      return `   at ${c}.${m}()`;
    const [sub, name] = split(c);
    return `   at ${ns}${sub ? `.${pascal(sub)}` : ""}.${name}.${m}(${r.pick(["", "CancellationToken ct", "Guid id, CancellationToken cancellationToken", "HttpContext context"])}) in /src/${ns}/${sub ? `${pascal(sub)}/` : ""}${name}.cs:line ${r.int(20, 400)}`;
  };
  const web = [
    "   --- End of stack trace from previous location ---",
    "   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
    "   at Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeActionMethodAsync>g__Awaited|12_0(ControllerActionInvoker invoker, ValueTask`1 actionResultValueTask)",
    "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
  ];
  const worker = [
    "   --- End of stack trace from previous location ---",
    "   at Microsoft.Extensions.Hosting.Internal.BackgroundService.ExecuteAsync(CancellationToken stoppingToken)",
  ];
  const out = [`${spec.ex}: ${spec.msg}`];
  const causes = spec.causes ?? [];
  for (const c of causes) out[0] += `\n ---> ${c.ex}: ${c.msg}`;
  for (const c of [...causes].reverse()) {
    out.push(...c.frames.map(frame), "   --- End of inner exception stack trace ---");
  }
  out.push(...spec.frames.map(frame));
  if (spec.tail !== "none") out.push(...(spec.tail === "worker" ? worker : web));
  return out.join("\n");
}

function ruby(spec: TraceSpec, r: Rng): string {
  const web = [
    "/usr/local/bundle/gems/actionpack-7.1.3.4/lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
    "/usr/local/bundle/gems/actionpack-7.1.3.4/lib/abstract_controller/base.rb:224:in `process_action'",
    "/usr/local/bundle/gems/actionpack-7.1.3.4/lib/action_controller/metal/rendering.rb:165:in `process_action'",
    "/usr/local/bundle/gems/puma-6.4.2/lib/puma/thread_pool.rb:155:in `block in spawn_thread'",
  ];
  const worker = [
    "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:202:in `execute_job'",
    "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:170:in `block (2 levels) in process'",
    "/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/middleware/chain.rb:180:in `traverse'",
  ];
  const dir = (c: string) =>
    c.endsWith("Controller") ? "controllers" : c.endsWith("Job") ? "jobs" : c.endsWith("Client") ? "lib" : "services";
  const frames = spec.frames.map(([c, m]) =>
    c.startsWith("/")
      ? `${c}:${r.int(20, 300)}:in \`${m}'`
      : `app/${dir(c)}/${snake(c)}.rb:${r.int(8, 220)}:in \`${m}'`,
  );
  const tail = spec.tail === "none" ? [] : spec.tail === "worker" ? worker : web;
  return [`${spec.ex} (${spec.msg}):`, ...frames, ...tail].join("\n");
}

/** Renders a trace for a service of runtime rt; pkg is the estate's namespace root, code the service's stem. */
export function stackTrace(rt: Runtime, pkg: string, code: string, spec: TraceSpec, r: Rng): string {
  switch (rt) {
    case "java":
    case "kotlin":
    case "keycloak":
      return jvm(rt, `${pkg}.${code.replace(/[^a-z.]/gi, "").toLowerCase()}`, spec, r);
    case "python":
      return python(code, spec, r);
    case "node":
      return node(code, spec, r);
    case "go":
      return go(code, spec, r);
    case "dotnet":
      return dotnet(`${pascal(pkg.split(".").pop() ?? "App")}.${code}`, spec, r);
    case "ruby":
      return ruby(spec, r);
    default:
      return `${spec.ex}: ${spec.msg}`;
  }
}
