// Stack traces in each runtime's own shape (Java, Python, Go, Node, .NET, Ruby) for holdout58.
import type { Rng } from "./rng.js";

export const javaStack = (head: string, frames: string[], cause?: string): string =>
  [head, ...frames.map((f) => `\tat ${f}`), ...(cause ? [`Caused by: ${cause}`, "\t... 14 more"] : [])].join("\n");

export const pyStack = (frames: [string, number, string, string][], last: string): string =>
  [
    "Traceback (most recent call last):",
    ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
    last,
  ].join("\n");

export const goPanic = (r: Rng, head: string, frames: [string, string][]): string =>
  [
    head,
    "",
    `goroutine ${r.int(200, 9000)} [running]:`,
    ...frames.flatMap(([fn, loc]) => [fn, `\t${loc} +0x${r.hex(2)}`]),
  ].join("\n");

export const nodeStack = (head: string, frames: string[]): string =>
  [head, ...frames.map((f) => `    at ${f}`)].join("\n");

export const dotnetStack = (head: string, frames: string[]): string =>
  [head, ...frames.map((f) => `   at ${f}`), "--- End of stack trace from previous location ---"].join("\n");

export const rubyStack = (frames: string[]): string => frames.map((f) => `  ${f}`).join("\n");
