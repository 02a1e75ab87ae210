// Stack traces in each runtime's own shape, for handled noise and for the failures of the incident windows.
import type { Rng } from "./rng.js";

export function javaStack(rng: Rng, head: string, frames: string[], cause?: string[]): string[] {
  const out = [
    head,
    ...frames.map((f) => `\tat ${f}(${f.split(".").slice(-2, -1)[0] ?? "Main"}.java:${rng.int(30, 480)})`),
  ];
  out.push(`\tat java.base/java.lang.Thread.run(Thread.java:1583)`);
  if (cause) out.push(...cause);
  return out;
}

export function pyStack(rng: Rng, frames: [string, string, string][], last: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, fn, code] of frames)
    out.push(`  File "${file}", line ${rng.int(20, 600)}, in ${fn}`, `    ${code}`);
  out.push(last);
  return out;
}

export function nodeStack(rng: Rng, head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `    at ${f}:${rng.int(10, 400)}:${rng.int(5, 60)}`)];
}

export function goPanic(rng: Rng, head: string, frames: [string, string][]): string[] {
  const out = [`panic: ${head}`, "", `goroutine ${rng.int(20, 9000)} [running]:`];
  for (const [fn, file] of frames) out.push(fn, `\t${file}:${rng.int(20, 400)} +0x${rng.hex(3)}`);
  return out;
}

export function dotnetStack(rng: Rng, head: string, frames: string[]): string[] {
  return [
    head,
    ...frames.map(
      (f) =>
        `   at ${f} in /src/${f.split(".")[1] ?? "App"}/${f.split(".").slice(-2, -1)[0] ?? "Program"}.cs:line ${rng.int(20, 300)}`,
    ),
  ];
}

export function rubyStack(rng: Rng, head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `${f.split("#")[0]}:${rng.int(10, 300)}:in '${f.split("#")[1] ?? "call"}'`)];
}
