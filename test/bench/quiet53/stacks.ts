// Stack traces in each runtime's own style.
import { int, type Rng } from "./rng.js";

export const javaStack = (r: Rng, head: string, frames: string[], cause?: string): string[] => {
  const out = [head, ...frames.map((f) => `\tat ${f}`)];
  out.push(`\t... ${int(r, 40, 120)} common frames omitted`.replace(/^\t/, "\t"));
  if (cause) out.push(`Caused by: ${cause}`, `\t... ${int(r, 12, 60)} more`);
  return out;
};

export const pyStack = (frames: [string, number, string, string][], last: string): string[] => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
  last,
];

export const goStack = (head: string, frames: [string, string][]): string[] => [
  head,
  "",
  "goroutine 1 [running]:",
  ...frames.flatMap(([fn, loc]) => [fn, `\t${loc}`]),
];

export const nodeStack = (head: string, frames: string[]): string[] => [head, ...frames.map((f) => `    at ${f}`)];

export const dotnetStack = (head: string, frames: string[]): string[] => [
  head,
  ...frames.map((f) => `   at ${f}`),
  "--- End of stack trace from previous location ---",
];

export const rubyStack = (head: string, frames: string[]): string[] => [head, ...frames];
