// Stack-trace shapes of the runtimes the estates use, in each runtime's own wording.
export const javaStack = (head: string, frames: string[], cause?: string[]): string[] => [
  head,
  ...frames.map((f) => `\tat ${f}`),
  ...(cause ?? []),
];

export const pyStack = (frames: Array<[string, number, string, string]>, last: string): string[] => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
  last,
];

export const goPanic = (head: string, frames: Array<[string, string]>): string[] => [
  head,
  "",
  "goroutine 1184 [running]:",
  ...frames.flatMap(([fn, loc]) => [fn, `\t${loc}`]),
];

export const nodeStack = (head: string, frames: string[]): string[] => [head, ...frames.map((f) => `    at ${f}`)];

export const dotnetStack = (head: string, frames: string[]): string[] => [head, ...frames.map((f) => `   at ${f}`)];

export const rubyStack = (head: string, frames: string[]): string[] => [head, ...frames];
