// Stack traces in each runtime's own shape (Java, Python, Go, Node, .NET, Ruby, C++), built from frames.
import type { Rng } from "./rng.js";

export function javaTrace(r: Rng, head: string, frames: string[], cause?: string): string {
  const lines = [head, ...frames.map((f) => `\tat ${f}:${r.int(30, 480)})`)];
  lines.push(`\tat java.base/java.lang.Thread.run(Thread.java:1583)`);
  if (cause) lines.push(`Caused by: ${cause}`, `\t... ${r.int(12, 40)} common frames omitted`);
  return lines.join("\n");
}

export function pyTrace(r: Rng, frames: Array<[string, string, string]>, exc: string): string {
  const lines = ["Traceback (most recent call last):"];
  for (const [file, fn, code] of frames) {
    lines.push(`  File "${file}", line ${r.int(20, 400)}, in ${fn}`);
    if (code) lines.push(`    ${code}`);
  }
  lines.push(exc);
  return lines.join("\n");
}

export function goPanic(r: Rng, head: string, frames: Array<[string, string]>): string {
  const lines = [head, "", `goroutine ${r.int(40, 9000)} [running]:`];
  for (const [fn, file] of frames)
    lines.push(`${fn}(0x${r.hex(10)}, 0x${r.hex(10)})`, `\t${file}:${r.int(20, 400)} +0x${r.hex(3)}`);
  lines.push(
    "created by net/http.(*Server).Serve in goroutine 1",
    `\t/usr/local/go/src/net/http/server.go:3285 +0x4b4`,
  );
  return lines.join("\n");
}

export function nodeTrace(r: Rng, head: string, frames: Array<[string, string]>): string {
  return [head, ...frames.map(([fn, file]) => `    at ${fn} (${file}:${r.int(10, 300)}:${r.int(5, 60)})`)].join("\n");
}

export function dotnetTrace(r: Rng, head: string, frames: string[]): string {
  return [
    head,
    ...frames.map((f) =>
      /^(System|Microsoft)\./.test(f)
        ? `   at ${f}`
        : `   at ${f} in /src/${f.split(".")[1]}/${f.split(".").slice(-2, -1)[0]}.cs:line ${r.int(20, 300)}`,
    ),
    "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.Invoke(HttpContext httpContext)",
  ].join("\n");
}

export function rubyTrace(r: Rng, head: string, frames: Array<[string, string]>): string {
  return [head, ...frames.map(([file, fn]) => `${file}:${r.int(10, 300)}:in '${fn}'`)].join("\n");
}

export function cppTrace(r: Rng, head: string, frames: string[]): string {
  return [head, ...frames.map((f, i) => ` #${i} 0x0000${r.hex(8)} in ${f}`)].join("\n");
}
