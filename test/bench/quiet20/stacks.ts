// Stack traces in each runtime's own style; `frames` are the application's own frames, outermost last.
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp" | "c";

export function stack(rt: Runtime, type: string, message: string, frames: string[]): string {
  switch (rt) {
    case "java":
      return [
        `${type}: ${message}`,
        ...frames.map((f) => `\tat ${f}`),
        "\tat java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)",
        "\tat java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)",
        "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
      ].join("\n");
    case "python":
      return [
        "Traceback (most recent call last):",
        ...[...frames].reverse().flatMap((f) => {
          const [file, line, fn, code] = f.split("|");
          return [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`];
        }),
        `${type}: ${message}`,
      ].join("\n");
    case "go":
      return [
        `${message}`,
        "",
        "goroutine 1187 [running]:",
        ...frames.flatMap((f) => {
          const [fn, loc] = f.split("|");
          return [`${fn}(...)`, `\t${loc}`];
        }),
        "created by net/http.(*Server).Serve in goroutine 1",
        "\t/usr/local/go/src/net/http/server.go:3285 +0x4b4",
      ].join("\n");
    case "node":
      return [`${type}: ${message}`, ...frames.map((f) => `    at ${f}`)].join("\n");
    case "dotnet":
      return [
        `${type}: ${message}`,
        ...frames.map((f) => `   at ${f}`),
        "--- End of stack trace from previous location ---",
        "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
      ].join("\n");
    case "ruby":
      return [`${type}: ${message}`, ...frames.map((f) => `\t${f}`)].join("\n");
    default:
      return [`${type}: ${message}`, ...frames.map((f, i) => `#${i} ${f}`)].join("\n");
  }
}
