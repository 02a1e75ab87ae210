// Stack traces in each runtime's own shape, built from the service name so frames look like that codebase.
import { int, type Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "php" | "cpp" | "rust";

const camel = (s: string) =>
  s
    .split("-")
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join("");
const pkg = (s: string) => s.replace(/-/g, "");

/** `head` is the exception line as that runtime prints it; returns the lines that follow a log message. */
export function stack(rt: Runtime, svc: string, head: string, r: Rng, where = "handle"): string[] {
  const C = camel(svc);
  const p = pkg(svc);
  const n = () => int(r, 30, 380);
  switch (rt) {
    case "java":
      return [
        head,
        `\tat com.${p}.service.${C}Service.${where}(${C}Service.java:${n()})`,
        `\tat com.${p}.web.${C}Controller.${where}(${C}Controller.java:${n()})`,
        "\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
        "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
        "\tat org.apache.catalina.core.StandardWrapperValve.invoke(StandardWrapperValve.java:166)",
        `\t... ${int(r, 40, 70)} common frames omitted`,
      ];
    case "python":
      return [
        "Traceback (most recent call last):",
        `  File "/app/${p}/tasks.py", line ${n()}, in ${where}`,
        `    result = self._process(item)`,
        `  File "/app/${p}/core.py", line ${n()}, in _process`,
        "    return self.client.call(payload)",
        `  File "/usr/local/lib/python3.11/site-packages/${p}_client/api.py", line ${n()}, in call`,
        "    raise exc",
        head,
      ];
    case "go":
      return [
        `goroutine ${int(r, 40, 9000)} [running]:`,
        `github.com/acme/${svc}/internal/${where}.(*Handler).ServeHTTP(0xc000${int(r, 100000, 999999)}, {0x1a2b3c0, 0xc0004a2000})`,
        `\t/src/internal/${where}/handler.go:${n()} +0x2a4`,
        "net/http.serverHandler.ServeHTTP({0xc0001b6000?}, {0x1a2b3c0?, 0xc0004a2000?}, 0x6?)",
        "\t/usr/local/go/src/net/http/server.go:3137 +0x8e",
        "created by net/http.(*Server).Serve in goroutine 1",
        "\t/usr/local/go/src/net/http/server.go:3285 +0x4b4",
      ];
    case "node":
      return [
        head,
        `    at ${C}.${where} (/usr/src/app/dist/handlers/${where}.js:${n()}:${int(r, 5, 40)})`,
        "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
        `    at async Router.${where} (/usr/src/app/dist/routes/index.js:${n()}:${int(r, 5, 40)})`,
      ];
    case "dotnet":
      return [
        head,
        `   at ${C}.Services.${C}Service.${camel(where)}Async(CancellationToken ct) in /src/${C}/Services/${C}Service.cs:line ${n()}`,
        "   at System.Runtime.CompilerServices.TaskAwaiter.ThrowForNonSuccess(Task task)",
        `   at ${C}.Workers.${C}Worker.ExecuteAsync(CancellationToken stoppingToken) in /src/${C}/Workers/${C}Worker.cs:line ${n()}`,
      ];
    case "ruby":
      return [
        head,
        `app/services/${p}/${where}.rb:${n()}:in \`call'`,
        `app/controllers/${p}_controller.rb:${n()}:in \`create'`,
        "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
        "activesupport (7.1.3) lib/active_support/callbacks.rb:121:in `block in run_callbacks'",
      ];
    case "php":
      return [
        head,
        `#0 /srv/app/src/${C}/${camel(where)}Handler.php(${n()}): ${C}\\Repository->save()`,
        "#1 /srv/app/vendor/symfony/http-kernel/HttpKernel.php(181): App\\Controller\\AdController->__invoke()",
        "#2 /srv/app/vendor/symfony/http-kernel/HttpKernel.php(76): Symfony\\Component\\HttpKernel\\HttpKernel->handleRaw()",
        "#3 {main}",
      ];
    case "cpp":
      return [
        head,
        ` #0 0x000055d1c2a4${int(r, 1000, 9999)} in ${p}::Worker::${where}() /build/src/worker.cc:${n()}`,
        ` #1 0x000055d1c2a3${int(r, 1000, 9999)} in ${p}::Pipeline::run() /build/src/pipeline.cc:${n()}`,
        ` #2 0x00007f3e8c29${int(r, 1000, 9999)} in start_thread (/lib/x86_64-linux-gnu/libc.so.6+0x94ac2)`,
      ];
    case "rust":
      return [
        head,
        "stack backtrace:",
        `   0: ${p}::${where}::process`,
        `             at ./src/${where}.rs:${n()}:${int(r, 5, 40)}`,
        `   1: ${p}::worker::run::{{closure}}`,
        `             at ./src/worker.rs:${n()}:${int(r, 5, 40)}`,
        "   2: tokio::runtime::task::core::Core<T,S>::poll",
      ];
  }
}
