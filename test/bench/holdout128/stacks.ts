// Stack traces in each runtime's own style.
import type { Rng } from "./rng.js";

/** Java: exception line, frames, optional cause. frames are "pkg.Class.method(File.java)". */
export function javaStack(r: Rng, head: string, frames: string[], cause?: string): string[] {
  const out = [head, ...frames.map((f) => `\tat ${f.replace(/\.java\)$/, `.java:${r.int(30, 400)})`)}`)];
  out.push(`\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)`);
  out.push(`\tat java.base/java.lang.Thread.run(Thread.java:1583)`);
  if (cause) out.push(`Caused by: ${cause}`, `\t... ${r.int(20, 90)} common frames omitted`);
  return out;
}

/** Python traceback: frames are [file, fn, code]. */
export function pyStack(r: Rng, frames: [string, string, string][], last: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [f, fn, code] of frames) out.push(`  File "${f}", line ${r.int(20, 400)}, in ${fn}`, `    ${code}`);
  out.push(last);
  return out;
}

/** Go panic with goroutine dump; frames are "pkg.(*T).M" with file paths. Empty msg: a panic net/http recovered. */
export function goPanic(r: Rng, msg: string, frames: [string, string][]): string[] {
  const head = msg
    ? [
        `panic: ${msg}`,
        `[signal SIGSEGV: segmentation violation code=0x1 addr=0x${r.int(8, 96).toString(16)} pc=0x${r.hex(7)}]`,
        "",
      ]
    : [];
  const out = [...head, `goroutine ${r.int(100, 99999)} [running]:`];
  for (const [fn, file] of frames) out.push(`${fn}(...)`, `\t${file}:${r.int(20, 300)} +0x${r.hex(3)}`);
  return out;
}

/** Node: frames "fn (/app/dist/x.js)". */
export function nodeStack(r: Rng, head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `    at ${f.replace(/\.js\)$/, `.js:${r.int(10, 400)}:${r.int(5, 60)})`)}`)];
}

/** .NET: frames "Ns.Type.Method() in /src/File.cs". */
export function dotnetStack(r: Rng, head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `   at ${f.endsWith(".cs") ? `${f}:line ${r.int(20, 400)}` : f}`)];
}

/** Ruby: frames "app/x.rb:in `m'". */
export function rubyStack(r: Rng, head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => f.replace(/\.rb:in/, `.rb:${r.int(5, 300)}:in`))];
}
