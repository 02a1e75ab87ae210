// Stack traces in each runtime's own style. `frames` are [module-ish, function] pairs, innermost first.
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

export function stack(rt: Runtime, exc: string, text: string, frames: Array<[string, string]>): string[] {
  switch (rt) {
    case "java":
      return [
        `${exc}: ${text}`,
        ...frames.map(([m, f], i) => `\tat ${m}.${f}(${(m.split(".").pop() ?? m).split("$")[0]}.java:${88 + i * 37})`),
        `\t... ${frames.length + 41} common frames omitted`,
      ];
    case "python": {
      const outer = [...frames].reverse();
      return [
        "Traceback (most recent call last):",
        ...outer.flatMap(([m, f], i) => [
          `  File "/app/${m.replace(/\./g, "/")}.py", line ${41 + i * 23}, in ${f}`,
          `    ${outer[i + 1] ? `return ${outer[i + 1]?.[1]}(payload)` : "data = decoder.decode(buffer)"}`,
        ]),
        text ? `${exc}: ${text}` : exc,
      ];
    }
    case "go":
      return [
        `goroutine ${1200 + frames.length * 7} [running]:`,
        ...frames.flatMap(([m, f], i) => [
          `${m}.${f}(...)`,
          `\t/src/${m.replace(/\./g, "/")}.go:${60 + i * 19} +0x${(0x1a4 + i * 0x3c).toString(16)}`,
        ]),
      ];
    case "node":
      return [
        `${exc}: ${text}`,
        ...frames.map(([m, f], i) => `    at ${f} (/usr/src/app/${m.replace(/\./g, "/")}.js:${30 + i * 17}:${11 + i})`),
        "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
      ];
    case "dotnet":
      return [
        `${exc}: ${text}`,
        ...frames.map(
          ([m, f], i) =>
            `   at ${m}.${f}() in /src/${m.split(".").slice(0, 2).join("/")}/${m.split(".").pop()}.cs:line ${55 + i * 21}`,
        ),
        "--- End of stack trace from previous location ---",
      ];
    case "ruby":
      return [
        `${exc} (${text}):`,
        ...frames.map(([m, f], i) => `  /app/${m.replace(/\./g, "/")}.rb:${22 + i * 14}:in \`${f}'`),
      ];
    case "cpp":
      return [
        `terminate called after throwing an instance of '${exc}'`,
        `  what():  ${text}`,
        ...frames.map(
          ([m, f], i) =>
            `#${i} 0x00007f3a${(0x1c40 + i * 0x2b8).toString(16)}0 in ${m}::${f}() at src/${m.split("::").pop()?.toLowerCase() ?? "main"}.cpp:${120 + i * 9}`,
        ),
      ];
  }
}
