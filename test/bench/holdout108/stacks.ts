// Stack traces in each runtime's own style.
export const java = (head: string, frames: string[]): string[] => [head, ...frames.map((f) => `\tat ${f}`)];

export const javaCaused = (head: string, frames: string[], cause: string, causeFrames: string[]): string[] => [
  ...java(head, frames),
  `Caused by: ${cause}`,
  ...causeFrames.map((f) => `\tat ${f}`),
  `\t... ${frames.length + 20} more`,
];

/** frames: [file, line, fn, code] */
export const python = (frames: [string, number, string, string][], exc: string): string[] => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([f, l, fn, code]) => [`  File "${f}", line ${l}, in ${fn}`, `    ${code}`]),
  exc,
];

export const node = (head: string, frames: string[]): string[] => [head, ...frames.map((f) => `    at ${f}`)];

export const dotnet = (head: string, frames: string[]): string[] => [head, ...frames.map((f) => `   at ${f}`)];

export const ruby = (head: string, frames: string[]): string[] => [head, ...frames];

export const goPanic = (head: string, frames: [string, string][]): string[] => [
  head,
  "",
  "goroutine 1 [running]:",
  ...frames.flatMap(([fn, loc]) => [fn, `\t${loc}`]),
];
