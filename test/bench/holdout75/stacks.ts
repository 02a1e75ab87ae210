// Stack traces in each runtime's own layout.
export const javaStack = (head: string, frames: string[], cause?: string): string =>
  [head, ...frames.map((f) => `\tat ${f}`), ...(cause ? [`Caused by: ${cause}`, "\t... 12 more"] : [])].join("\n");

export const pyTrace = (frames: [string, number, string, string][], last: string): string =>
  [
    "Traceback (most recent call last):",
    ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
    last,
  ].join("\n");

export const goPanic = (head: string, frames: [string, string][]): string =>
  [head, "", "goroutine 1847 [running]:", ...frames.flatMap(([fn, loc]) => [fn, `\t${loc}`])].join("\n");

export const nodeStack = (head: string, frames: string[]): string =>
  [head, ...frames.map((f) => `    at ${f}`)].join("\n");

export const dotnetStack = (head: string, frames: string[]): string =>
  [head, ...frames.map((f) => `   at ${f}`)].join("\n");

export const rubyStack = (head: string, frames: string[]): string => [head, ...frames].join("\n");
