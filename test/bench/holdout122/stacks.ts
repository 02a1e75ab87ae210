// Stack traces in each runtime's own style, built from an exception name, its message and a few frames.
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

const camel = (s: string) => s.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());
const snake = (s: string) => s.replace(/-/g, "_");

/** frames: short "Class.method" names, innermost first. */
export function stack(
  rt: Runtime,
  r: Rng,
  org: string,
  svc: string,
  exc: string,
  msg: string,
  frames: string[],
): string {
  const fr = frames.length ? frames : ["Handler.handle", "Router.dispatch"];
  switch (rt) {
    case "java": {
      const pkg = `com.${org}.${svc.replace(/-/g, "")}`;
      const lines = fr.map((f) => {
        const cls = f.split(".")[0] ?? "Main";
        return `\tat ${f.includes("/") ? f : `${pkg}.${f}`}(${cls}.java:${r.int(30, 420)})`;
      });
      lines.push(
        `\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:${r.int(880, 890)})`,
        `\tat java.base/java.lang.Thread.run(Thread.java:1583)`,
      );
      return [`${exc}: ${msg}`, ...lines].join("\n");
    }
    case "python": {
      const lines = ["Traceback (most recent call last):"];
      for (const f of [...fr].reverse()) {
        const [mod, fn] = f.split(".");
        lines.push(`  File "/srv/${snake(svc)}/${mod ?? "app"}.py", line ${r.int(20, 380)}, in ${fn ?? "run"}`);
        lines.push(`    ${fn === "execute" ? "cursor.execute(sql, params)" : `return ${fn ?? "run"}(**kwargs)`}`);
      }
      lines.push(`${exc}: ${msg}`);
      return lines.join("\n");
    }
    case "go": {
      const lines = [`panic: ${msg}`, "", `goroutine ${r.int(40, 9000)} [running]:`];
      for (const f of fr) {
        lines.push(
          `github.com/${org}/${svc}/internal/${f.split(".")[0]?.toLowerCase()}.${f.split(".")[1] ?? "Run"}(...)`,
        );
        lines.push(
          `\t/src/internal/${f.split(".")[0]?.toLowerCase()}/${snake(f.split(".")[1] ?? "run").toLowerCase()}.go:${r.int(20, 300)} +0x${r.hex(3)}`,
        );
      }
      lines.push("net/http.HandlerFunc.ServeHTTP(...)", "\t/usr/local/go/src/net/http/server.go:2220");
      return lines.join("\n");
    }
    case "node": {
      const lines = [`${exc}: ${msg}`];
      for (const f of fr)
        lines.push(`    at ${f} (/app/dist/${f.split(".")[0]?.toLowerCase()}.js:${r.int(10, 400)}:${r.int(5, 40)})`);
      lines.push("    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)");
      return lines.join("\n");
    }
    case "dotnet": {
      const ns = `${camel(org)}.${camel(svc)}`;
      const lines = [`${exc}: ${msg}`];
      for (const f of fr)
        lines.push(`   at ${ns}.${f}() in /src/${camel(svc)}/${f.split(".")[0]}.cs:line ${r.int(20, 300)}`);
      lines.push(
        "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|6_0(Endpoint endpoint, Task requestTask, ILogger logger)",
      );
      return lines.join("\n");
    }
    case "ruby": {
      const lines = [`${msg} (${exc})`];
      for (const f of fr) {
        const [cls, m] = f.split(".");
        lines.push(
          `/app/app/${snake((cls ?? "app").replace(/([a-z])([A-Z])/g, "$1_$2")).toLowerCase()}.rb:${r.int(10, 200)}:in '${m ?? "call"}'`,
        );
      }
      lines.push(
        "/usr/local/bundle/gems/actionpack-7.1.3/lib/action_controller/metal/basic_implicit_render.rb:6:in 'send_action'",
      );
      return lines.join("\n");
    }
    case "cpp": {
      const lines = [
        `terminate called after throwing an instance of '${exc}'`,
        `  what():  ${msg}`,
        '*** Aborted at 1764000000 (unix time) try "date -d @1764000000" ***',
      ];
      fr.forEach((f, i) => {
        lines.push(`    @ 0x${r.hex(12)} ${f.replace(".", "::")}()`);
        if (i > 4) return;
      });
      return lines.join("\n");
    }
  }
}
