// Stack traces in each runtime's own shape.
import type { Rng } from "./rng.js";

export function javaTrace(rng: Rng, head: string, frames: string[], cause?: string[]): string[] {
  const out = [head, ...frames.map((f) => `\tat ${f}`)];
  if (cause)
    out.push(
      `Caused by: ${cause[0]}`,
      ...cause.slice(1).map((f) => `\tat ${f}`),
      `\t... ${rng.int(20, 60)} common frames omitted`,
    );
  return out;
}

export function pyTrace(frames: [string, number, string, string][], last: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  out.push(last);
  return out;
}

export function nodeTrace(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `    at ${f}`)];
}

export function dotnetTrace(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `   at ${f}`)];
}

export function rubyTrace(head: string, frames: string[]): string[] {
  return [head, ...frames];
}

export function goPanic(rng: Rng, head: string, frames: [string, string][]): string[] {
  const out = [`panic: ${head}`, "", `goroutine ${rng.int(100, 9000)} [running]:`];
  for (const [fn, at] of frames) out.push(fn, `\t${at} +0x${rng.hex(3)}`);
  return out;
}
