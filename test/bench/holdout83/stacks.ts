// Stack traces in each runtime's own style.
export const java = (head: string, frames: string[], cause?: string) =>
  [
    head,
    ...frames.map((f) => `\tat ${f}`),
    ...(cause ? [`Caused by: ${cause}`, "\t... 38 common frames omitted"] : []),
  ].join("\n");

export const python = (frames: [string, number, string, string][], last: string) =>
  [
    "Traceback (most recent call last):",
    ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
    last,
  ].join("\n");

export const go = (head: string, frames: [string, string][]) =>
  [head, "", "goroutine 1873 [running]:", ...frames.flatMap(([fn, loc]) => [fn, `\t${loc}`])].join("\n");

export const node = (head: string, frames: string[]) => [head, ...frames.map((f) => `    at ${f}`)].join("\n");

export const dotnet = (head: string, frames: string[]) => [head, ...frames.map((f) => `   at ${f}`)].join("\n");

export const ruby = (head: string, frames: string[]) => [head, ...frames].join("\n");
