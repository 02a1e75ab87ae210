// Stack traces in each runtime's own style.
import type { Runtime } from "./estates.js";
import type { Rng } from "./rng.js";

export function stack(rt: Runtime, r: Rng, svc: string, exc: string, frames: string[]): string[] {
  const pkg = svc.replace(/-/g, "");
  const ln = () => r.int(20, 480);
  switch (rt) {
    case "java":
    case "kotlin": {
      const ext = rt === "kotlin" ? "kt" : "java";
      return [
        exc,
        ...frames.map((f) => `\tat com.${pkg}.${f}(${f.split(".").slice(-2, -1)[0] ?? "Main"}.${ext}:${ln()})`),
        "\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)",
        "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
      ];
    }
    case "python":
      return [
        "Traceback (most recent call last):",
        ...frames.flatMap((f) => {
          const [file, fn, code] = f.split("|");
          return [`  File "/app/${file}", line ${ln()}, in ${fn}`, `    ${code}`];
        }),
        exc,
      ];
    case "go":
      return [
        `goroutine ${r.int(40, 9000)} [running]:`,
        ...frames.flatMap((f) => [
          `${f}(...)`,
          `\t/src/${svc}/${f.split(".")[0].split("/").pop()}.go:${ln()} +0x${r.hex(3)}`,
        ]),
      ];
    case "node":
      return [
        exc,
        ...frames.map(
          (f) => `    at ${f} (/srv/${svc}/dist/${f.split(".")[0].toLowerCase()}.js:${ln()}:${r.int(5, 40)})`,
        ),
      ];
    case "dotnet":
      return [
        exc,
        ...frames.map((f) => `   at ${f} in /src/${svc}/${f.split(".").slice(-2, -1)[0]}.cs:line ${ln()}`),
        "--- End of stack trace from previous location ---",
        "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
      ];
    case "ruby":
      return [
        exc,
        ...frames.map((f) => {
          const i = f.lastIndexOf(".");
          const cls = i > 0 ? f.slice(0, i) : f;
          const file = cls.replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase();
          return `app/${file.endsWith("controller") ? "controllers" : "models"}/${file}.rb:${ln()}:in '${cls}#${i > 0 ? f.slice(i + 1) : "call"}'`;
        }),
      ];
    default:
      return [exc, ...frames.map((f, i) => `#${i} 0x0000${r.hex(8)} in ${f} ()`)];
  }
}
