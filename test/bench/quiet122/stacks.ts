// Stack traces in each runtime's own style.
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

export function javaStack(r: Rng, ex: string, frames: string[], cause?: string): string {
  const lines = [ex, ...frames.map((f) => `\tat ${f}(${f.split(".").slice(-2, -1)[0]}.java:${r.int(30, 480)})`)];
  lines.push("\tat java.base/java.lang.Thread.run(Thread.java:1583)");
  if (cause) lines.push(`Caused by: ${cause}`, `\t... ${r.int(12, 40)} more`);
  return lines.join("\n");
}

export function pyTrace(r: Rng, frames: [string, string, string][], ex: string): string {
  const lines = ["Traceback (most recent call last):"];
  for (const [file, fn, code] of frames)
    lines.push(`  File "${file}", line ${r.int(20, 400)}, in ${fn}`, `    ${code}`);
  lines.push(ex);
  return lines.join("\n");
}

export function goPanic(r: Rng, msg: string, frames: string[]): string {
  const lines = [`panic: ${msg}`, "", `goroutine ${r.int(40, 9000)} [running]:`];
  for (const f of frames) {
    lines.push(
      `${f}(0xc000${r.hex(6)}, 0x${r.hex(2)})`,
      `\t/src/${f.split(".")[0].replace(/\(.*$/, "")}.go:${r.int(20, 300)} +0x${r.hex(3)}`,
    );
  }
  return lines.join("\n");
}

export function nodeStack(r: Rng, ex: string, frames: string[]): string {
  return [
    ex,
    ...frames.map(
      (f) => `    at ${f} (/app/dist/${f.replace(/^async /, "").split(".")[0]}.js:${r.int(10, 300)}:${r.int(5, 40)})`,
    ),
  ].join("\n");
}

export function dotnetStack(r: Rng, ex: string, frames: string[]): string {
  return [
    ex,
    ...frames.map((f) => `   at ${f} in /src/${f.split(".").slice(-2, -1)[0]}.cs:line ${r.int(20, 300)}`),
    "--- End of stack trace from previous location ---",
    "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|6_0(Endpoint endpoint, Task requestTask, ILogger logger)",
  ].join("\n");
}

export function rubyStack(r: Rng, ex: string, frames: string[]): string {
  return [ex, ...frames.map((f) => `  ${f.split("#")[0]}:${r.int(10, 200)}:in '${f.split("#")[1]}'`)].join("\n");
}
