// Stack traces in each runtime's own print style.
import type { Stack } from "./stream.js";

export function java(kind: string, msg: string, frames: string[], cause?: [string, string, string[]]): Stack {
  const lines = [`${kind}: ${msg}`, ...frames.map((f) => `\tat ${f}`)];
  if (cause) {
    lines.push(`Caused by: ${cause[0]}: ${cause[1]}`, ...cause[2].map((f) => `\tat ${f}`));
    lines.push(`\t... ${frames.length + 3} more`);
  }
  return { kind: kind.split(".").pop() ?? kind, lines };
}

/** frames: [file, line, function, source line] */
export function python(kind: string, msg: string, frames: [string, number, string, string][]): Stack {
  const lines = ["Traceback (most recent call last):"];
  for (const [f, n, fn, src] of frames) lines.push(`  File "${f}", line ${n}, in ${fn}`, `    ${src}`);
  lines.push(`${kind}: ${msg}`);
  return { kind: kind.split(".").pop() ?? kind, lines };
}

export function node(kind: string, msg: string, frames: string[]): Stack {
  return { kind, lines: [`${kind}: ${msg}`, ...frames.map((f) => `    at ${f}`)] };
}

export function dotnet(kind: string, msg: string, frames: string[]): Stack {
  return { kind: kind.split(".").pop() ?? kind, lines: [`${kind}: ${msg}`, ...frames.map((f) => `   at ${f}`)] };
}

export function ruby(kind: string, msg: string, frames: string[]): Stack {
  const [first, ...rest] = frames;
  return { kind, lines: [`${first}: ${msg} (${kind})`, ...rest.map((f) => `\tfrom ${f}`)] };
}

export function goroutine(kind: string, frames: [string, string][]): Stack {
  const lines = ["", "goroutine 1187 [running]:"];
  for (const [fn, loc] of frames) lines.push(fn, `\t${loc}`);
  return { kind, lines };
}
