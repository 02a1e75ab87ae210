// Stack traces in each runtime's own style (the lines after the message).
import type { Rng } from "./rng.js";

export const javaStack = (r: Rng, exc: string, frames: string[], cause?: [string, string[]]): string[] => {
  const out = [exc, ...frames.map((f) => `\tat ${f}`)];
  out.push(`\t... ${r.int(18, 64)} common frames omitted`);
  if (cause) out.push(`Caused by: ${cause[0]}`, ...cause[1].map((f) => `\tat ${f}`), `\t... ${r.int(8, 30)} more`);
  return out;
};

export const pyStack = (frames: [file: string, line: number, fn: string, code: string][], exc: string): string[] => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([f, l, fn, code]) => [`  File "${f}", line ${l}, in ${fn}`, `    ${code}`]),
  exc,
];

export const goPanic = (r: Rng, msg: string, frames: [fn: string, file: string][]): string[] => [
  `panic: ${msg}`,
  "",
  `goroutine ${r.int(40, 9000)} [running]:`,
  ...frames.flatMap(([fn, file]) => [fn, `\t${file}:${r.int(20, 400)} +0x${r.hex(3)}`]),
];

export const nodeStack = (exc: string, frames: string[]): string[] => [exc, ...frames.map((f) => `    at ${f}`)];

export const dotnetStack = (exc: string, frames: string[]): string[] => [
  exc,
  ...frames.map((f) => `   at ${f}`),
  "--- End of stack trace from previous location ---",
  "   at Microsoft.AspNetCore.Diagnostics.ExceptionHandlerMiddlewareImpl.<Invoke>g__Awaited|10_0(ExceptionHandlerMiddlewareImpl middleware, HttpContext context, Task task)",
];

export const rubyStack = (exc: string, frames: string[]): string[] => [exc, ...frames];

export const rustPanic = (thread: string, msg: string, loc: string): string[] => [
  `thread '${thread}' panicked at ${loc}:`,
  msg,
  "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace",
];
