// Stack traces in each runtime's own style, built from a package path and a few frame names.
import type { Runtime } from "./estates.js";

export function stack(rt: Runtime, exc: string, msg: string, frames: string[], cause?: string): string {
  switch (rt) {
    case "java": {
      const lines = [`${exc}: ${msg}`, ...frames.map((f) => `\tat ${f}`)];
      if (cause) lines.push(`Caused by: ${cause}`, "\t... 42 common frames omitted");
      return lines.join("\n");
    }
    case "python":
      return [
        "Traceback (most recent call last):",
        ...frames.flatMap((f) => {
          const [file, line, fn, code] = f.split("|");
          return [`  File "${file}", line ${line}, in ${fn}`, `    ${code ?? "pass"}`];
        }),
        `${exc}: ${msg}`,
      ].join("\n");
    case "go":
      return [
        `${exc}: ${msg}`,
        "",
        "goroutine 1187 [running]:",
        ...frames.flatMap((f) => {
          const [fn, loc] = f.split("|");
          return [`${fn}(...)`, `\t${loc}`];
        }),
      ].join("\n");
    case "node":
      return [`${exc}: ${msg}`, ...frames.map((f) => `    at ${f}`)].join("\n");
    case "dotnet": {
      const head = cause
        ? [`${exc}: ${msg}`, ` ---> ${cause}`, "   --- End of inner exception stack trace ---"]
        : [`${exc}: ${msg}`];
      return [...head, ...frames.map((f) => `   at ${f}`)].join("\n");
    }
    case "ruby":
      return [`${frames[0] ?? "app.rb:1"}: ${msg} (${exc})`, ...frames.slice(1).map((f) => `\tfrom ${f}`)].join("\n");
    case "cpp":
      return [`${exc}: ${msg}`, ...frames.map((f, i) => `#${i} ${f}`)].join("\n");
  }
}
