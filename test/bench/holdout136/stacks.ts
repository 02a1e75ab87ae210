// Multi-line stack traces in each runtime's real shape. `head` is the exception line (or panic text).
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "node" | "go" | "dotnet" | "ruby" | "nginx" | "envoy";

const camel = (s: string) => s.replace(/(^|[-_.])(\w)/g, (_m, _p, c: string) => c.toUpperCase());

export function stack(r: Rng, rt: Runtime, svc: string, head: string, frames: string[] = []): string[] {
  const pkg = svc.replace(/[^a-z]/gi, "").toLowerCase();
  const C = camel(svc);
  const n = () => r.int(18, 412);
  switch (rt) {
    case "java":
      return [
        head,
        ...frames.map((f) => `\tat ${f}(${f.split(".").at(-2)}.java:${n()})`),
        `\tat com.leisure.${pkg}.service.${C}Service.handle(${C}Service.java:${n()})`,
        `\tat com.leisure.${pkg}.web.${C}Controller.post(${C}Controller.java:${n()})`,
        "\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
        "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
        "\tat org.apache.tomcat.util.threads.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:659)",
        "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
      ];
    case "python":
      return [
        "Traceback (most recent call last):",
        `  File "/app/${pkg}/handlers.py", line ${n()}, in handle`,
        "    result = await self.service.run(payload)",
        ...frames.flatMap((f) => [
          `  File "${f.split(":")[0]}", line ${n()}, in ${f.split(":")[1] ?? "call"}`,
          "    ...",
        ]),
        head,
      ].map((l) => (l === "    ..." ? `    return self._exec(*args, **kwargs)` : l));
    case "node":
      return [
        head,
        ...frames.map((f) => `    at ${f}`),
        `    at ${C}Handler.handle (/srv/${svc}/dist/handlers/index.js:${n()}:${r.int(5, 40)})`,
        "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
        `    at async /srv/${svc}/dist/server.js:${n()}:${r.int(5, 30)}`,
      ];
    case "go":
      return [
        head,
        "",
        `goroutine ${r.int(20, 900)} [running]:`,
        ...frames.flatMap((f) => [
          `${f}(...)`,
          `\t/src/${f.split(".")[0].split("/").at(-1)}/${f.split(".")[0].split("/").at(-1)}.go:${n()} +0x${r.hex(3)}`,
        ]),
        `main.(*server).handle(0xc000${r.hex(6)}, {0x${r.hex(6)}, 0xc000${r.hex(6)}})`,
        `\t/src/cmd/${svc}/main.go:${n()} +0x${r.hex(3)}`,
        "net/http.HandlerFunc.ServeHTTP(...)",
        "\t/usr/local/go/src/net/http/server.go:2171 +0x29",
        `created by net/http.(*Server).Serve in goroutine 1`,
        "\t/usr/local/go/src/net/http/server.go:3285 +0x4b4",
      ];
    case "dotnet":
      return [
        head,
        ...frames.map((f) => `   at ${f}`),
        `   at Leisure.${C}.Services.${C}Service.ExecuteAsync(CancellationToken ct) in /src/${C}/Services/${C}Service.cs:line ${n()}`,
        `   at Leisure.${C}.Controllers.${C}Controller.Post(Request req) in /src/${C}/Controllers/${C}Controller.cs:line ${n()}`,
        "   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext)",
      ];
    case "ruby":
      return [
        head,
        ...frames.map((f) => `${f}`),
        `app/services/${pkg}_service.rb:${n()}:in \`call'`,
        `app/controllers/api/${pkg}_controller.rb:${n()}:in \`create'`,
        "actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
      ];
    default:
      return [head];
  }
}
