// Stack traces in each runtime's own style (continuation lines; the first line names the exception).
import type { Rng } from "./rng.js";

export const java = (r: Rng, head: string, frames: string[], cause?: string[]): string[] => [
  head,
  ...frames.map((f) => `\tat ${f.replace(/:L/, `:${r.int(40, 400)}`)}`),
  "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
  ...(cause ?? []),
];

export const python = (r: Rng, frames: Array<[string, string, string]>, last: string): string[] => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([file, fn, code]) => [`  File "${file}", line ${r.int(20, 500)}, in ${fn}`, `    ${code}`]),
  last,
];

export const go = (r: Rng, head: string, frames: Array<[string, string]>): string[] => [
  head,
  "",
  `goroutine ${r.int(40, 9000)} [running]:`,
  ...frames.flatMap(([fn, file]) => [fn, `\t${file}:${r.int(30, 600)} +0x${r.hex(3)}`]),
];

export const node = (r: Rng, head: string, frames: string[]): string[] => [
  head,
  ...frames.map((f) => `    at ${f.replace(/:L/, `:${r.int(10, 300)}:${r.int(5, 40)}`)}`),
];

export const dotnet = (r: Rng, head: string, frames: string[]): string[] => [
  head,
  ...frames.map((f) => `   at ${f.replace(/:L/, `:line ${r.int(20, 400)}`)}`),
];

export const ruby = (r: Rng, head: string, frames: string[]): string[] => [
  head,
  ...frames.map((f) => f.replace(/:L/, `:${r.int(10, 300)}`)),
];
