// Stack traces in each runtime's real shape. Frames are given as "pkg.Type.method" and laid out per runtime.
import { int, type Rng } from "./rng.js";

export type Runtime = "java" | "python" | "node" | "go" | "dotnet" | "ruby";

const last = (s: string, n: number) => s.split(".").slice(-n);

/** The continuation lines after a log message that carries `type: msg` raised through `frames` (innermost first). */
export function stack(r: Rng, rt: Runtime, type: string, msg: string, frames: string[], cause?: string): string[] {
  switch (rt) {
    case "java": {
      const out = [`${type}: ${msg}`];
      for (const f of frames) {
        const [cls] = last(f, 2);
        out.push(`\tat ${f}(${cls}.java:${int(r, 30, 600)})`);
      }
      out.push(`\tat java.base/java.lang.Thread.run(Thread.java:1583)`);
      if (cause) out.push(`Caused by: ${cause}`, `\t... ${int(r, 12, 40)} more`);
      return out;
    }
    case "python": {
      const out = ["Traceback (most recent call last):"];
      for (const f of [...frames].reverse()) {
        const parts = f.split(".");
        const fn = parts.pop();
        out.push(`  File "/app/${parts.join("/")}.py", line ${int(r, 20, 480)}, in ${fn}`);
        out.push(`    ${pyLine(fn ?? "run")}`);
      }
      out.push(`${type}: ${msg}`);
      return out;
    }
    case "node": {
      const out = [`${type}: ${msg}`];
      for (const f of frames) {
        const [mod, fn] = last(f, 2);
        out.push(`    at ${fn} (/srv/app/dist/${mod}.js:${int(r, 10, 900)}:${int(r, 5, 60)})`);
      }
      out.push("    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)");
      return out;
    }
    case "go": {
      const out = [
        "",
        `goroutine ${int(r, 40, 9000)} [running]:`,
        "net/http.(*conn).serve.func1()",
        "\t/usr/local/go/src/net/http/server.go:1898 +0xbe",
        `panic({0x8e4f20?, 0xd3f5a0?})`,
        "\t/usr/local/go/src/runtime/panic.go:770 +0x132",
      ];
      for (const f of frames) {
        const pkg = f.split(".")[0];
        out.push(`${f}(0xc000${int(r, 100000, 999999)}, 0x${int(r, 16, 255).toString(16)})`);
        out.push(
          `\t/src/internal/${pkg}/${last(f, 1)[0].toLowerCase()}.go:${int(r, 20, 400)} +0x${int(r, 32, 1024).toString(16)}`,
        );
      }
      out.push(
        `created by net/http.(*Server).Serve in goroutine 1`,
        `\t/usr/local/go/src/net/http/server.go:3285 +0x4b4`,
      );
      return out;
    }
    case "dotnet": {
      const out = [`${type}: ${msg}`];
      for (const f of frames) {
        const [cls] = last(f, 2);
        out.push(`   at ${f}() in /src/${cls}.cs:line ${int(r, 20, 400)}`);
      }
      out.push("--- End of stack trace from previous location ---");
      out.push("   at Microsoft.AspNetCore.Routing.EndpointMiddleware.Invoke(HttpContext httpContext)");
      return out;
    }
    case "ruby": {
      const out: string[] = [];
      for (const f of frames) {
        const parts = f.split(".");
        const fn = parts.pop();
        out.push(`/app/${parts.join("/")}.rb:${int(r, 10, 300)}:in \`${fn}'`);
      }
      out.push("/usr/local/bundle/gems/sidekiq-7.2.4/lib/sidekiq/processor.rb:202:in `execute_job'");
      return out;
    }
  }
}

function pyLine(fn: string): string {
  return `result = ${fn}(payload)`;
}
