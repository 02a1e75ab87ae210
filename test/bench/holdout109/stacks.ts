// Stack traces in each runtime's own shape. `frames` are "Type.method" pairs, innermost first.
import type { Runtime } from "./estates.js";
import type { Rng } from "./rng.js";

export interface Trace {
  errType: string;
  stack: string[];
}

const file = (t: string) => t.split(".").slice(-1)[0] ?? t;

export function stack(rt: Runtime, r: Rng, pkg: string, errType: string, detail: string, frames: string[]): Trace {
  const split = (f: string) => {
    const i = f.lastIndexOf(".");
    return [f.slice(0, i), f.slice(i + 1)] as const;
  };
  switch (rt) {
    case "java":
      return {
        errType,
        stack: [
          `${errType}: ${detail}`,
          ...frames.map((f) => {
            const [c, m] = split(f);
            return c.startsWith("java") || c.startsWith("org.") || c.startsWith("com.zaxxer")
              ? `\tat ${c}.${m}(${file(c)}.java:${r.int(40, 900)})`
              : `\tat ${pkg}.${c}.${m}(${file(c)}.java:${r.int(20, 400)})`;
          }),
          "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
        ],
      };
    case "dotnet":
      return {
        errType,
        stack: [
          `${errType}: ${detail}`,
          ...frames.map((f) => {
            const [c, m] = split(f);
            const full = c.startsWith("Microsoft") || c.startsWith("System") ? c : `${pkg}.${c}`;
            return `   at ${full}.${m}() in /src/${file(c)}.cs:line ${r.int(20, 300)}`;
          }),
          "--- End of stack trace from previous location ---",
          "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|6_0(Endpoint endpoint, Task requestTask, ILogger logger)",
        ],
      };
    case "python":
      return {
        errType,
        stack: [
          "Traceback (most recent call last):",
          ...frames
            .slice()
            .reverse()
            .flatMap((f) => {
              const [c, m] = split(f);
              return [
                `  File "/app/${c.replace(/\./g, "/")}.py", line ${r.int(20, 400)}, in ${m}`,
                `    ${m === "<module>" ? "main()" : `return self._${m}(payload)`}`,
              ];
            }),
          `${errType}: ${detail}`,
        ],
      };
    case "go":
      return {
        errType,
        stack: [
          `goroutine ${r.int(30, 9000)} [running]:`,
          ...frames.flatMap((f) => {
            const [c, m] = split(f);
            return [
              `${pkg}/${c}.${m}(...)`,
              `\t/build/${c.replace(/\./g, "/")}/${file(c).toLowerCase()}.go:${r.int(20, 400)} +0x${r.hex(3)}`,
            ];
          }),
        ],
      };
    case "node":
      return {
        errType,
        stack: [
          `${errType}: ${detail}`,
          ...frames.map((f) => {
            const [c, m] = split(f);
            return `    at ${m} (/usr/src/app/${c.replace(/\./g, "/")}.js:${r.int(10, 300)}:${r.int(5, 40)})`;
          }),
          "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
        ],
      };
    case "ruby":
      return {
        errType,
        stack: [
          `${errType} (${detail}):`,
          ...frames.map((f) => {
            const [c, m] = split(f);
            return `  app/${c.replace(/\./g, "/")}.rb:${r.int(10, 200)}:in '${m}'`;
          }),
          "  vendor/bundle/ruby/3.3.0/gems/actionpack-7.1.3/lib/action_controller/metal/basic_implicit_render.rb:6:in 'send_action'",
        ],
      };
    case "cpp":
      return {
        errType,
        stack: [
          `terminate called after throwing an instance of '${errType}'`,
          `  what():  ${detail}`,
          ...frames.map(
            (f, i) =>
              `#${i} 0x0000${r.hex(8)} in ${f.replace(/\./g, "::")}() at src/${file(f.split(".")[0] ?? f)}.cpp:${r.int(20, 600)}`,
          ),
        ],
      };
  }
}
