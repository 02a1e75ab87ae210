// Stack traces in each runtime's own style, with frames named after the service that throws.
import type { Runtime } from "./estates.js";

const camel = (s: string) => s.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
const snake = (s: string) => s.replace(/-/g, "_");

/** `kind` is the runtime's exception type, `what` its message, `fn` the failing operation (camel or snake case). */
export function stackFor(rt: Runtime, svc: string, kind: string, what: string, fn: string): string[] {
  const C = camel(svc);
  const p = snake(svc);
  switch (rt) {
    case "java":
      return [
        `${kind}: ${what}`,
        `\tat com.${p.split("_")[0]}.${p}.service.${C}Service.${fn}(${C}Service.java:${140 + fn.length * 3})`,
        `\tat com.${p.split("_")[0]}.${p}.web.${C}Controller.handle(${C}Controller.java:88)`,
        "\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
        "\tat org.springframework.web.servlet.mvc.method.annotation.ServletInvocableHandlerMethod.invokeAndHandle(ServletInvocableHandlerMethod.java:118)",
        "\tat org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)",
        "\t... 48 common frames omitted",
      ];
    case "python":
      return [
        "Traceback (most recent call last):",
        `  File "/app/${p}/handlers.py", line ${60 + fn.length}, in ${fn}`,
        `    result = await self.${fn}_inner(payload)`,
        `  File "/app/${p}/core.py", line ${120 + fn.length * 2}, in ${fn}_inner`,
        "    return self._client.call(payload)",
        `${kind}: ${what}`,
      ];
    case "go":
      return [
        `http: panic serving 10.42.${fn.length}.17:${40000 + fn.length * 13}: ${what} (recovered)`,
        `goroutine ${100 + fn.length * 7} [running]:`,
        `main.(*${C.charAt(0).toLowerCase() + C.slice(1)}Server).${fn}(0xc000${fn.length}1a2c0, {0x1a2b3c0, 0xc0004e2f30})`,
        `\t/src/internal/${p}/server.go:${200 + fn.length} +0x1f4`,
        "net/http.HandlerFunc.ServeHTTP(0xc0001b6a80?, {0x1a2c9f8?, 0xc0003fa1c0?}, 0xc000163b00?)",
        "\t/usr/local/go/src/net/http/server.go:2171 +0x29",
      ];
    case "node":
      return [
        `${kind}: ${what}`,
        `    at ${C}.${fn} (/app/dist/${svc}/src/${fn}.js:${40 + fn.length}:${11 + fn.length})`,
        "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
        `    at async /app/dist/${svc}/src/routes.js:${70 + fn.length}:20`,
      ];
    case "dotnet":
      return [
        `${kind}: ${what}`,
        `   at ${C.replace(/(\w+)/, "Ortho.$1")}.Services.${C}Service.${camel(fn)}Async(CancellationToken ct) in /src/${C}/Services/${C}Service.cs:line ${90 + fn.length}`,
        `   at ${C.replace(/(\w+)/, "Ortho.$1")}.Controllers.${C}Controller.Post(CancellationToken ct) in /src/${C}/Controllers/${C}Controller.cs:line 44`,
        "   at Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
      ];
    case "ruby":
      return [
        `${kind} (${what}):`,
        `app/services/${p}/${snake(fn)}.rb:${20 + fn.length}:in \`call'`,
        `app/controllers/${snake(fn)}_controller.rb:14:in \`create'`,
        "actionpack (7.1.3.4) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
      ];
    case "cpp":
      return [
        `terminate called after throwing an instance of '${kind}'`,
        `  what():  ${what}`,
        `#0  0x00007f3a1c2a9e2c in ${p}::Dispatcher::${fn}() at src/dispatcher.cpp:${300 + fn.length}`,
        "#1  0x00007f3a1c2b01a4 in std::thread::_State_impl<...>::_M_run() from /lib/x86_64-linux-gnu/libstdc++.so.6",
      ];
  }
}
