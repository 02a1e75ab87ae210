// Stack traces in each runtime's own shape.
export const javaStack = (exc: string, frames: string[], cause?: string): string[] => [
  exc,
  ...frames.map((f) => `\tat ${f}`),
  ...(cause ? [`Caused by: ${cause}`, `\t... ${frames.length + 11} more`] : []),
];
export const pyTrace = (frames: [string, number, string, string][], last: string): string[] => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
  last,
];
export const nodeStack = (frames: string[]): string[] => frames.map((f) => `    at ${f}`);
export const dotnetStack = (frames: string[]): string[] => frames.map((f) => `   at ${f}`);
export const rubyStack = (frames: string[]): string[] => frames.map((f) => `  ${f}`);
export const goStack = (frames: [string, string][]): string[] => [
  "",
  "goroutine 1847 [running]:",
  ...frames.flatMap(([fn, loc]) => [fn, `\t${loc}`]),
];
