// Stack traces in each runtime's own shape, filled with the estate's package and file names.
import type { Rng } from "./rng.js";

export const javaStack = (head: string, frames: string[], cause?: string) =>
  [
    head,
    ...frames.map((f) => `\tat ${f}`),
    ...(cause ? [`Caused by: ${cause}`, "\t... 42 common frames omitted"] : []),
  ].join("\n");

export const pyStack = (frames: [string, number, string, string][], last: string) =>
  [
    "Traceback (most recent call last):",
    ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
    last,
  ].join("\n");

export const nodeStack = (head: string, frames: string[]) => [head, ...frames.map((f) => `    at ${f}`)].join("\n");

export const dotnetStack = (head: string, frames: string[]) => [head, ...frames.map((f) => `   at ${f}`)].join("\n");

export const rubyStack = (frames: string[]) => frames.join("\n");

export const goPanic = (r: Rng, head: string, frames: [string, string][]) =>
  [
    ...(head ? [head] : []),
    `[signal SIGSEGV: segmentation violation code=0x1 addr=0x${r.int(8, 64).toString(16)} pc=0x${r.hex(6)}]`,
    "",
    `goroutine ${r.int(40, 9000)} [running]:`,
    ...frames.flatMap(([fn, file]) => [fn, `\t${file} +0x${r.hex(2)}`]),
  ].join("\n");
