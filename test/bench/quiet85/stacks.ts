// Stack traces in each runtime's own print style.
export const javaStack = (head: string, frames: string[], cause?: string): string[] => [
  head,
  ...frames.map((f) => `\tat ${f}`),
  ...(cause ? [`Caused by: ${cause}`, "\t... 14 common frames omitted"] : []),
];

export const pyStack = (frames: [string, number, string, string][], last: string): string[] => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
  last,
];

export const goPanic = (msg: string, frames: [string, string][]): string[] => [
  `panic: ${msg}`,
  "",
  "goroutine 1187 [running]:",
  ...frames.flatMap(([fn, loc]) => [fn, `\t${loc}`]),
];

export const nodeStack = (head: string, frames: string[]): string[] => [head, ...frames.map((f) => `    at ${f}`)];

export const dotnetStack = (head: string, frames: string[]): string[] => [head, ...frames.map((f) => `   at ${f}`)];

export const rubyStack = (head: string, frames: string[]): string[] => [head, ...frames];
