// Stack traces written the way each runtime prints them.
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

export const goStack = (goroutine: number, frames: [string, string][]) =>
  [`goroutine ${goroutine} [running]:`, ...frames.flatMap(([fn, at]) => [fn, `\t${at}`])].join("\n");
