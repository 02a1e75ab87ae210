// Stack traces in each runtime's own style. Frames are given innermost first as "pkg.Class.method" style hints.
import type { Rng } from "./rng.js";

export function javaStack(r: Rng, head: string, frames: string[], cause?: string[]): string[] {
  const out = [head];
  for (const f of frames) {
    const file = (f.split(".").slice(-2, -1)[0] ?? "Main").replace(/\$.*/, "");
    out.push(`\tat ${f}(${file}.java:${r.int(30, 480)})`);
  }
  out.push(`\tat java.base/java.lang.Thread.run(Thread.java:1583)`);
  if (cause) {
    out.push(`Caused by: ${cause[0]}`);
    for (const f of cause.slice(1)) out.push(`\tat ${f}`);
    out.push(`\t... ${r.int(18, 64)} common frames omitted`);
  }
  return out;
}

export function pyStack(r: Rng, frames: [string, string, string][], last: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, fn, code] of frames) {
    out.push(`  File "${file}", line ${r.int(20, 400)}, in ${fn}`);
    out.push(`    ${code}`);
  }
  out.push(last);
  return out;
}

export function nodeStack(r: Rng, head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `    at ${f}:${r.int(10, 300)}:${r.int(5, 60)})`)];
}

export function dotnetStack(r: Rng, head: string, frames: string[]): string[] {
  return [
    head,
    ...frames.map(
      (f) => `   at ${f} in /src/${f.split(".")[0]}/${f.split(".").slice(-2, -1)[0]}.cs:line ${r.int(20, 300)}`,
    ),
  ];
}

export function rubyStack(r: Rng, head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `${f.split("#")[0]}:${r.int(10, 200)}:in '${f.split("#")[1] ?? "call"}'`)];
}

export function goPanic(r: Rng, head: string, frames: string[]): string[] {
  const out = [head, "", `goroutine ${r.int(40, 9000)} [running]:`];
  for (const f of frames) {
    out.push(`${f}(0xc000${r.hex(6)}, 0x${r.hex(2)})`);
    out.push(`\t/app/${f.split("/").slice(-1)[0]?.split(".")[0] ?? "main"}.go:${r.int(20, 300)} +0x${r.hex(3)}`);
  }
  return out;
}
