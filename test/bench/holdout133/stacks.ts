// Stack traces in each runtime's own shape.
export const javaSt = (head: string, frames: string[], cause?: string): string[] => [
  head,
  ...frames.map((f) => `\tat ${f}`),
  ...(cause ? [`Caused by: ${cause}`, "\t... 42 common frames omitted"] : []),
];
export const pyTb = (frames: [string, number, string, string][], last: string): string[] => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([f, l, fn, code]) => [`  File "${f}", line ${l}, in ${fn}`, `    ${code}`]),
  last,
];
export const nodeSt = (head: string, frames: string[]): string[] => [head, ...frames.map((f) => `    at ${f}`)];
export const netSt = (head: string, frames: string[]): string[] => [head, ...frames.map((f) => `   at ${f}`)];
export const rbSt = (frames: string[]): string[] => frames;
export const goPanic = (head: string, frames: [string, string][]): string[] => [
  head,
  "",
  "goroutine 1 [running]:",
  ...frames.flatMap(([fn, loc]) => [fn, `\t${loc}`]),
];
