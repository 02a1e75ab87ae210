// Stack traces in the shape each runtime prints them.
import type { Rng } from "./rng.js";
import type { Runtime } from "./types.js";

export function stackFor(r: Rng, rt: Runtime, pkg: string, err: string): string {
  switch (rt) {
    case "jvm":
      return [
        `${err}`,
        `\tat ${pkg}.${r.pick(["Handler", "Service", "Mapper"])}.${r.pick(["apply", "resolve", "toDto"])}(${r.pick(["Handler", "Service", "Mapper"])}.java:${r.int(40, 400)})`,
        `\tat ${pkg}.Pipeline.run(Pipeline.java:${r.int(20, 200)})`,
        "\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)",
        "\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)",
        "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
      ].join("\n");
    case "python":
      return [
        "Traceback (most recent call last):",
        `  File "/app/${pkg}/tasks.py", line ${r.int(30, 300)}, in run`,
        "    result = self.handle(item)",
        `  File "/app/${pkg}/handlers.py", line ${r.int(30, 300)}, in handle`,
        "    return parse(item.payload)",
        err,
      ].join("\n");
    case "node":
      return [
        err,
        `    at ${pkg}.handle (/srv/app/dist/${pkg}.js:${r.int(10, 400)}:${r.int(5, 40)})`,
        "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
        `    at async Router.dispatch (/srv/app/dist/router.js:${r.int(10, 200)}:${r.int(5, 40)})`,
      ].join("\n");
    case "dotnet":
      return [
        err,
        `   at ${pkg}.Handlers.${r.pick(["JoinHandler", "ProfileHandler"])}.Handle(Request request, CancellationToken ct) in /src/${pkg}/Handlers.cs:line ${r.int(20, 300)}`,
        "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.Invoke(HttpContext httpContext)",
        "   at Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddlewareImpl.Invoke(HttpContext context)",
      ].join("\n");
    case "ruby":
      return [
        err,
        `app/models/${pkg}.rb:${r.int(10, 200)}:in \`schedule_window'`,
        `app/controllers/schedules_controller.rb:${r.int(10, 90)}:in \`show'`,
        "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
      ].join("\n");
    case "go":
      return [
        err,
        "",
        `goroutine ${r.int(100, 9000)} [running]:`,
        `main.(*${pkg}).handle(0xc000${r.hex(6)}, 0x0)`,
        `\t/build/internal/${pkg}/handler.go:${r.int(20, 300)} +0x${r.hex(3)}`,
        "net/http.HandlerFunc.ServeHTTP(...)",
        "\t/usr/local/go/src/net/http/server.go:2166",
      ].join("\n");
    default:
      return [
        err,
        `   0: ${pkg}::handle::h${r.hex(16)}`,
        `             at ./src/${pkg}.rs:${r.int(20, 300)}:${r.int(5, 30)}`,
        "   1: tokio::runtime::task::harness::poll_future",
      ].join("\n");
  }
}
