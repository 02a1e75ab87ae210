// Stack traces in each runtime's own shape.
import { int, pick, type Rng } from "./rng.js";

export const javaTrace = (head: string, frames: string[], cause?: string): string =>
  [
    head,
    ...frames.map((f) => `\tat ${f}`),
    ...(cause ? [`Caused by: ${cause}`, "\t... 14 common frames omitted"] : []),
  ].join("\n");

export const pyTrace = (frames: [string, number, string, string][], last: string): string =>
  [
    "Traceback (most recent call last):",
    ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
    last,
  ].join("\n");

export const dotnetTrace = (head: string, frames: string[]): string =>
  [head, ...frames.map((f) => `   at ${f}`)].join("\n");

export const nodeTrace = (head: string, frames: string[]): string =>
  [head, ...frames.map((f) => `    at ${f}`)].join("\n");

export const rubyTrace = (head: string, frames: string[]): string => [head, ...frames].join("\n");

export const goPanic = (r: Rng, head: string, frames: [string, string][]): string =>
  [
    head,
    "",
    `goroutine ${int(r, 40, 900)} [running]:`,
    ...frames.flatMap(([fn, loc]) => [fn, `\t${loc} +0x${int(r, 16, 900).toString(16)}`]),
  ].join("\n");

export const reqPath = (r: Rng): string => pick(r, ["/api/trace/upstream", "/api/trace/downstream"]);
