// Stack traces in each runtime's own style.
import { int, type Rng } from "./rng.js";

export const javaStack = (r: Rng, head: string, frames: string[], cause?: string[]): string[] => [
  head,
  ...frames.map((f) => `\tat ${f.replace("#", String(int(r, 30, 400)))}`),
  ...(cause ?? []),
];

export const pyStack = (r: Rng, frames: [file: string, fn: string, code: string][], last: string): string[] => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([f, fn, code]) => [`  File "${f}", line ${int(r, 20, 600)}, in ${fn}`, `    ${code}`]),
  last,
];

export const nodeStack = (r: Rng, head: string, frames: string[]): string[] => [
  head,
  ...frames.map((f) => `    at ${f.replace("#", `${int(r, 10, 400)}:${int(r, 5, 40)}`)}`),
];

export const dotnetStack = (r: Rng, head: string, frames: string[]): string[] => [
  head,
  ...frames.map((f) => `   at ${f.replace("#", String(int(r, 20, 300)))}`),
];

export const rubyStack = (r: Rng, head: string, frames: string[]): string[] => [
  head,
  ...frames.map((f) => f.replace("#", String(int(r, 10, 200)))),
];
