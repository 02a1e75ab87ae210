// Stack traces in each runtime's own style.
import type { Rng } from "./rng.js";

export function javaTrace(r: Rng, head: string, frames: string[], cause?: string): string {
  const lines = [head, ...frames.map((f) => `\tat ${f}`)];
  lines.push(`\tat java.base/java.lang.Thread.run(Thread.java:${r.p([840, 1583])})`);
  if (cause) lines.push(`Caused by: ${cause}`, `\t... ${r.i(30, 90)} common frames omitted`);
  return lines.join("\n");
}

export function pyTrace(frames: [string, number, string, string][], last: string): string {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  out.push(last);
  return out.join("\n");
}

export function nodeTrace(head: string, frames: string[]): string {
  return [head, ...frames.map((f) => `    at ${f}`)].join("\n");
}

export function rubyTrace(head: string, frames: string[]): string {
  return [head, ...frames].join("\n");
}

export function dotnetTrace(head: string, frames: string[]): string {
  return [head, ...frames.map((f) => `   at ${f}`)].join("\n");
}

export function goPanic(r: Rng, msg: string, frames: [string, string][]): string {
  const out = [`panic: ${msg}`, "", `goroutine ${r.i(40, 9000)} [running]:`];
  for (const [fn, loc] of frames) out.push(fn, `\t${loc} +0x${r.hex(3)}`);
  return out.join("\n");
}
