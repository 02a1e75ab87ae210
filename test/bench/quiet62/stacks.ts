// Stack traces in each runtime's own style.
import type { Runtime } from "./estates.js";

const cap = (s: string) => s.replace(/(^|\.)(\w)/g, (_m, d: string, c: string) => d + c.toUpperCase());
const camel = (s: string) => s.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());

/** Frames as [module-ish name, function]; rendered per runtime. */
export function stack(rt: Runtime, pkg: string, svc: string, header: string, frames: [string, string][]): string[] {
  const mod = svc.replace(/-/g, "");
  switch (rt) {
    case "java":
      return [
        header,
        ...frames.map(([c, f], i) => `\tat ${pkg}.${mod}.${c}.${f}(${c.split(".").pop()}.java:${41 + i * 17})`),
        "\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)",
        "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
      ];
    case "dotnet":
      return [
        header,
        ...frames.map(
          ([c, f], i) =>
            `   at ${pkg}.${camel(svc)}.${cap(c)}.${cap(f)}() in /src/${camel(svc)}/${cap(c).replace(/\./g, "/")}.cs:line ${33 + i * 21}`,
        ),
        "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|6_0(Endpoint endpoint, Task requestTask, ILogger logger)",
      ];
    case "python":
      return [
        "Traceback (most recent call last):",
        ...frames.flatMap(([c, f], i) => [
          `  File "/app/${mod}/${c.toLowerCase()}.py", line ${52 + i * 23}, in ${f}`,
          `    ${f === "main" ? "run()" : `return self._${f}(*args)`}`,
        ]),
        header,
      ];
    case "node":
      return [
        header,
        ...frames.map(
          ([c, f], i) => `    at ${c}.${f} (/srv/${svc}/dist/${c.toLowerCase()}.js:${18 + i * 9}:${11 + i})`,
        ),
        "    at process.processTicksAndRejections (node:internal/process/task_queues:105:5)",
      ];
    case "ruby":
      return [
        header,
        ...frames.map(([c, f], i) => `app/${c.toLowerCase()}.rb:${27 + i * 14}:in '${f}'`),
        "/usr/local/bundle/gems/actionpack-7.1.3/lib/action_controller/metal/basic_implicit_render.rb:6:in 'send_action'",
      ];
    case "go":
      return [
        header,
        "",
        "goroutine 1 [running]:",
        ...frames.flatMap(([c, f], i) => [
          `${pkg.replace(/^com\.|^io\./, "")}/${mod}/${c.toLowerCase()}.${f}(...)`,
          `\t/src/internal/${c.toLowerCase()}/${c.toLowerCase()}.go:${61 + i * 12} +0x${(0x1a4 + i * 0x58).toString(16)}`,
        ]),
      ];
    case "cpp":
      return [
        header,
        ...frames.map(([c, f], i) => `  #${i} 0x00005571${(0x3a2f10 + i * 4242).toString(16)} in ${c}::${f}()`),
      ];
  }
}
