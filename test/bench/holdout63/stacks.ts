// Stack traces in each runtime's own layout.
export const java = (ex: string, msg: string, frames: string[], cause?: [string, string, string[]]): string =>
  [
    `${ex}: ${msg}`,
    ...frames.map((f) => `\tat ${f}`),
    ...(cause
      ? [`Caused by: ${cause[0]}: ${cause[1]}`, ...cause[2].map((f) => `\tat ${f}`), "\t... 42 common frames omitted"]
      : []),
  ].join("\n");

export const python = (frames: [string, number, string, string][], last: string): string =>
  [
    "Traceback (most recent call last):",
    ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
    last,
  ].join("\n");

export const node = (head: string, frames: string[]): string => [head, ...frames.map((f) => `    at ${f}`)].join("\n");

export const dotnet = (ex: string, msg: string, frames: string[]): string =>
  [`${ex}: ${msg}`, ...frames.map((f) => `   at ${f}`)].join("\n");

export const ruby = (ex: string, msg: string, frames: string[]): string =>
  [`${ex} (${msg}):`, "", ...frames.map((f) => `${f}`)].join("\n");
