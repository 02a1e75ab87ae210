// Stack traces in each runtime's own shape, from neutral "Class.method" frames.
import type { Runtime } from "./estates.js";
import type { Rng } from "./rng.js";

const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();

export function stackTrace(rt: Runtime, cls: string, msg: string, frames: string[], pkg: string, r: Rng): string {
  const n = () => r.int(20, 480);
  switch (rt) {
    case "java":
      return [
        `${cls}: ${msg}`,
        ...frames.map((f) => `\tat ${pkg}.${f}(${f.split(".")[0]}.java:${n()})`),
        "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
        "\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)",
        `\t... ${r.int(30, 70)} common frames omitted`,
      ].join("\n");
    case "dotnet":
      return [
        `${cls}: ${msg}`,
        ...frames.map((f) => `   at ${pkg}.${f}() in /src/${pkg}/${f.split(".")[0]}.cs:line ${n()}`),
        "--- End of stack trace from previous location ---",
        "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
      ].join("\n");
    case "python":
      return [
        "Traceback (most recent call last):",
        ...[...frames].reverse().map((f) => {
          const [c, m] = f.split(".");
          return `  File "/app/${snake(pkg.split(".").pop() ?? "app")}/${snake(c)}.py", line ${n()}, in ${snake(m ?? c)}\n    ${snake(m ?? c)}_result = self._${snake(m ?? c)}(ctx)`;
        }),
        msg ? `${cls}: ${msg}` : cls,
      ].join("\n");
    case "node":
      return [
        `${cls}: ${msg}`,
        ...frames.map((f) => `    at ${f} (/app/dist/${f.split(".")[0].toLowerCase()}.js:${n()}:${r.int(5, 60)})`),
        "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
      ].join("\n");
    case "go": {
      const mod = pkg.replace(/\./g, "/");
      return [
        `goroutine ${r.int(40, 3000)} [running]:`,
        ...frames.map(
          (f) =>
            `${mod}/internal.(*${f.split(".")[0]}).${f.split(".")[1] ?? "Run"}(0xc000${r.hex(6)}, {0x${r.hex(7)}, 0xc00${r.hex(7)}})\n\t/src/internal/${snake(f.split(".")[0])}.go:${n()} +0x${r.hex(3)}`,
        ),
        "created by net/http.(*Server).Serve in goroutine 1\n\t/usr/local/go/src/net/http/server.go:3285 +0x4b4",
      ].join("\n");
    }
    case "ruby":
      return frames
        .map((f) => {
          const [c, m] = f.split(".");
          return `app/${snake(c).endsWith("controller") ? "controllers" : "models"}/${snake(c)}.rb:${n()}:in '${c}#${snake(m ?? "call")}'`;
        })
        .concat(["actionpack (7.1.3.4) lib/action_controller/metal/basic_implicit_render.rb:6:in 'send_action'"])
        .join("\n");
    default:
      return "";
  }
}

/** Runtime-specific exception class for a kind of failure. */
export function exClass(rt: Runtime, kind: "null" | "oom" | "disk" | "timeout" | "config" | "validation"): string {
  const t: Record<string, Partial<Record<Runtime, string>>> = {
    null: {
      java: "java.lang.NullPointerException",
      dotnet: "System.NullReferenceException",
      python: "AttributeError",
      node: "TypeError",
      go: "panic: runtime error: invalid memory address or nil pointer dereference",
      ruby: "NoMethodError",
    },
    oom: {
      java: "java.lang.OutOfMemoryError",
      dotnet: "System.OutOfMemoryException",
      python: "MemoryError",
      node: "FATAL ERROR",
      go: "fatal error: runtime: out of memory",
      ruby: "NoMemoryError",
      cpp: "std::bad_alloc",
    },
    disk: {
      java: "java.io.IOException",
      dotnet: "System.IO.IOException",
      python: "OSError",
      node: "Error",
      go: "error",
      ruby: "Errno::ENOSPC",
      cpp: "std::system_error",
    },
    timeout: {
      java: "java.net.SocketTimeoutException",
      dotnet: "System.Threading.Tasks.TaskCanceledException",
      python: "httpx.ReadTimeout",
      node: "TimeoutError",
      go: "context.DeadlineExceeded",
      ruby: "Net::ReadTimeout",
    },
    config: {
      java: "java.lang.IllegalArgumentException",
      dotnet: "System.InvalidOperationException",
      python: "KeyError",
      node: "Error",
      go: "error",
      ruby: "KeyError",
    },
    validation: {
      java: "jakarta.validation.ConstraintViolationException",
      dotnet: "FluentValidation.ValidationException",
      python: "pydantic_core._pydantic_core.ValidationError",
      node: "ZodError",
      go: "error",
      ruby: "ActiveRecord::RecordInvalid",
    },
  };
  return t[kind][rt] ?? "Error";
}
