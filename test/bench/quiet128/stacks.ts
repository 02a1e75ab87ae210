// Multi-line stack traces in each runtime's own shape. Frames are "pkg.Class.method" or "module.function".
export type Runtime = "java" | "python" | "node" | "go" | "dotnet" | "ruby";

const last = (f: string) => f.split(".").slice(-2);
const snake = (s: string) => s.replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase();

export function stack(rt: Runtime, kind: string, msg: string, frames: string[], seedLine = 41): string[] {
  const ln = (i: number) => seedLine + i * 17;
  switch (rt) {
    case "java":
      return [
        `${kind}: ${msg}`,
        ...frames.map((f, i) => `\tat ${f}(${last(f)[0]}.java:${ln(i)})`),
        "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
        "\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)",
        `\t... ${seedLine + 12} common frames omitted`,
      ];
    case "python":
      return [
        "Traceback (most recent call last):",
        ...frames.flatMap((f, i) => {
          const [m, fn] = last(f);
          const nx = frames[i + 1] ? last(frames[i + 1]) : [];
          const next = nx[1] === "__init__" ? nx[0] : (nx[1] ?? "");
          const code = next ? `    return ${next}(*args, **kwargs)` : `    raise ${kind.split(".").pop()}(msg)`;
          return [`  File "/app/${snake(m)}.py", line ${ln(i)}, in ${fn}`, code];
        }),
        `${kind}: ${msg}`,
      ];
    case "node":
      return [
        `${kind}: ${msg}`,
        ...frames.map((f, i) => `    at ${f} (/srv/app/dist/${snake(last(f)[0])}.js:${ln(i)}:${((i * 7) % 40) + 9})`),
        "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
      ];
    case "go":
      return [
        `panic: ${kind}: ${msg}`,
        "",
        `goroutine ${seedLine * 3 + 7} [running]:`,
        ...frames.flatMap((f, i) => [
          `${f}(...)`,
          `\t/src/internal/${snake(last(f)[0])}.go:${ln(i)} +0x${(0x1a4 + i * 0x3c).toString(16)}`,
        ]),
        "net/http.HandlerFunc.ServeHTTP(...)",
        "\t/usr/local/go/src/net/http/server.go:2166 +0x29",
        "created by net/http.(*Server).Serve in goroutine 1",
        "\t/usr/local/go/src/net/http/server.go:3285 +0x4b4",
      ];
    case "dotnet":
      return [
        `${kind}: ${msg}`,
        ...frames.map((f, i) => `   at ${f}() in /src/${last(f)[0]}.cs:line ${ln(i)}`),
        "--- End of stack trace from previous location ---",
        "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
      ];
    case "ruby":
      return [
        `${kind} (${msg}):`,
        ...frames.map((f, i) => {
          const [m, fn] = last(f);
          return `  app/${i ? "models" : "controllers"}/${snake(m)}.rb:${ln(i)}:in \`${fn}'`;
        }),
        "  actionpack (7.1.3) lib/action_controller/metal/basic_implicit_render.rb:6:in `send_action'",
      ];
  }
}
