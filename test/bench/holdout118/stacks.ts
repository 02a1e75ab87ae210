// Stack traces in each runtime's own shape.
export const java = (head: string, frames: string[], cause?: string): string =>
  [head, ...frames.map((f) => `\tat ${f}`), ...(cause ? [`Caused by: ${cause}`, "\t... 14 more"] : [])].join("\n");

export const python = (frames: [string, number, string, string][], last: string): string =>
  [
    "Traceback (most recent call last):",
    ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
    last,
  ].join("\n");

export const goPanic = (head: string, frames: [string, string][]): string =>
  [head, "", "goroutine 1841 [running]:", ...frames.flatMap(([fn, loc]) => [fn, `\t${loc}`])].join("\n");

export const node = (head: string, frames: string[]): string => [head, ...frames.map((f) => `    at ${f}`)].join("\n");

export const dotnet = (head: string, frames: string[]): string => [head, ...frames.map((f) => `   at ${f}`)].join("\n");

export const ruby = (head: string, frames: string[]): string => [head, ...frames].join("\n");
