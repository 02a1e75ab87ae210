// Stack traces in each runtime's own style.
import type { Runtime } from "./estates.js";
import { int, type Rng } from "./rng.js";

export interface Frame {
  /** module / class, e.g. "manifest.ManifestClient" */
  mod: string;
  fn: string;
}

const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
const last = (s: string) => s.split(".").pop() ?? s;

/** Continuation lines for an error of type `type` with text `text` thrown in `frames` (innermost first). */
export function stack(r: Rng, rt: Runtime, pkg: string, type: string, text: string, frames: Frame[]): string[] {
  switch (rt) {
    case "java":
      return [
        `${type}: ${text}`,
        ...frames.map((f) => `\tat ${pkg}.${f.mod}.${f.fn}(${last(f.mod)}.java:${int(r, 30, 420)})`),
        `\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)`,
        `\tat org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:162)`,
        `\t... ${int(r, 38, 71)} common frames omitted`,
      ];
    case "python": {
      const out = ["Traceback (most recent call last):"];
      for (const f of [...frames].reverse()) {
        const file = `/app/${f.mod.split(".").slice(0, -1).join("/") || "app"}/${snake(last(f.mod))}.py`;
        out.push(`  File "${file}", line ${int(r, 20, 380)}, in ${snake(f.fn)}`);
        out.push(`    return self._${snake(f.fn)}(*args, **kwargs)`);
      }
      out.push(`${type}: ${text}`);
      return out;
    }
    case "node":
      return [
        `${type}: ${text}`,
        ...frames.map(
          (f) =>
            `    at ${last(f.mod)}.${f.fn} (/srv/app/dist/${snake(last(f.mod))}.js:${int(r, 10, 300)}:${int(r, 5, 40)})`,
        ),
        "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
      ];
    case "dotnet":
      return [
        `${type}: ${text}`,
        ...frames.map(
          (f) =>
            `   at ${pkg
              .split(".")
              .map((p) => p[0].toUpperCase() + p.slice(1))
              .join(".")}.${f.mod
              .split(".")
              .map((p) => p[0].toUpperCase() + p.slice(1))
              .join(".")}.${f.fn[0].toUpperCase()}${f.fn.slice(1)}() in /src/${last(f.mod)}.cs:line ${int(r, 20, 400)}`,
        ),
        "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|6_0(Endpoint endpoint, Task requestTask, ILogger logger)",
        "   at Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.HttpProtocol.ProcessRequests[TContext](IHttpApplication`1 application)",
      ];
    case "ruby":
      return [
        `${text} (${type})`,
        ...frames.map((f) => `/app/app/${snake(f.mod.replace(/\./g, "/"))}.rb:${int(r, 10, 200)}:in '${snake(f.fn)}'`),
        "/usr/local/bundle/gems/actionpack-7.1.3/lib/action_controller/metal/basic_implicit_render.rb:6:in 'send_action'",
        "/usr/local/bundle/gems/puma-6.4.2/lib/puma/thread_pool.rb:155:in 'block in spawn_thread'",
      ];
    case "go": {
      const out = [`${type}: ${text}`, "", `goroutine ${int(r, 40, 9000)} [running]:`];
      for (const f of frames) {
        out.push(
          `main/internal/${f.mod.toLowerCase().replace(/\./g, "/")}.(*${last(f.mod)}).${f.fn}(0xc000${int(r, 100000, 999999)})`,
        );
        out.push(`\t/build/internal/${snake(last(f.mod))}.go:${int(r, 20, 400)} +0x${int(r, 16, 900).toString(16)}`);
      }
      out.push(
        "created by net/http.(*Server).Serve in goroutine 1",
        "\t/usr/local/go/src/net/http/server.go:3285 +0x4b4",
      );
      return out;
    }
    case "cpp":
      return [
        `terminate called after throwing an instance of '${type}'`,
        `  what():  ${text}`,
        "*** SIGABRT (@0x1) received by PID 1 (TID 0x7f3a1b9ff640); stack trace: ***",
        ...frames.map(
          (f) => `    @     0x55d${int(r, 1000000, 9999999).toString(16)} ${f.mod.replace(/\./g, "::")}::${f.fn}()`,
        ),
        "    @     0x7f3a1c229d90 (unknown)",
      ];
  }
}
