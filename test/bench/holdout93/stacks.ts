// Stack traces in each runtime's own layout.
export const java = (header: string, frames: string[], cause?: string[]): string[] => [
  header,
  ...frames.map((f) => `\tat ${f}`),
  ...(cause ? [...cause, "\t... 23 common frames omitted"] : []),
];

export const python = (frames: [string, number, string, string][], last: string): string[] => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
  last,
];

export const node = (header: string, frames: string[]): string[] => [header, ...frames.map((f) => `    at ${f}`)];

export const go = (panic: string, frames: [string, string][]): string[] => [
  `panic: ${panic}`,
  "",
  "goroutine 1127 [running]:",
  ...frames.flatMap(([fn, loc]) => [fn, `\t${loc}`]),
];

export const dotnet = (header: string, frames: string[]): string[] => [
  header,
  ...frames.map((f) => `   at ${f}`),
  "--- End of stack trace from previous location ---",
];

export const ruby = (header: string, frames: string[]): string[] => [header, ...frames.map((f) => `  ${f}`)];
