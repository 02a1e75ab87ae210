// Stack traces in each runtime's own style, from an exception type, its message and a few frame names.
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "php" | "cpp";

export function stack(rt: Runtime, exc: string, msg: string, frames: string[]): string {
  switch (rt) {
    case "java":
      return [
        `${exc}: ${msg}`,
        ...frames.map((f, i) => `\tat ${f}(${f.split(".").slice(-2, -1)[0] ?? "Main"}.java:${87 + i * 31})`),
        "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
      ].join("\n");
    case "python":
      return [
        "Traceback (most recent call last):",
        ...frames.flatMap((f, i) => {
          const [mod, fn] = f.split(":");
          const next = frames[i + 1]?.split(":")[1];
          const code = next ? `return ${next}(${i === 0 ? "request" : "data"})` : `raise ${exc.split(".").pop()}(...)`;
          return [`  File "/app/${mod}.py", line ${41 + i * 17}, in ${fn ?? "handle"}`, `    ${code}`];
        }),
        `${exc}: ${msg}`,
      ].join("\n");
    case "go":
      return [
        `goroutine ${frames.length * 37 + 4} [running]:`,
        ...frames.flatMap((f, i) => [
          `${f}(0xc000${(i + 1) * 1234}a0)`,
          `\t/src/${f.split(".")[0].replace(/\(\*?/, "")}/${f.split(".")[0].split("/").pop()}.go:${112 + i * 23} +0x${(i + 3) * 41}`,
        ]),
      ].join("\n");
    case "node":
      return [
        `${exc}: ${msg}`,
        ...frames.map((f, i) =>
          f.includes("(")
            ? `    at ${f}`
            : `    at ${f} (/usr/src/app/dist/${f.split(".")[0]}.js:${33 + i * 19}:${11 + i})`,
        ),
        "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
      ].join("\n");
    case "dotnet":
      return [
        `${exc}: ${msg}`,
        ...frames.map(
          (f, i) => `   at ${f}() in /src/${f.split(".")[0]}/${f.split(".").slice(-2, -1)[0]}.cs:line ${58 + i * 21}`,
        ),
        "--- End of stack trace from previous location ---",
        "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
      ].join("\n");
    case "ruby":
      return [
        `${exc} (${msg}):`,
        ...frames.map((f, i) => `  ${f.split("#")[0]}:${27 + i * 13}:in \`${f.split("#")[1] ?? "call"}'`),
      ].join("\n");
    case "php":
      return [
        `Stack trace:`,
        ...frames.map(
          (f, i) =>
            `#${i} /var/www/moodle/${f.split("::")[0]}.php(${211 + i * 40}): ${f.split("::")[1] ?? "require_once"}()`,
        ),
        `#${frames.length} {main}`,
      ].join("\n");
    case "cpp":
      return [
        `terminate called after throwing an instance of '${exc}'`,
        `  what():  ${msg}`,
        ...frames.map((f, i) => `#${i}  0x00005596${(0x1a2b3c + i * 0x4f1).toString(16)} in ${f} ()`),
      ].join("\n");
  }
}
