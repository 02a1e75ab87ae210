// Stack traces in each runtime's own layout.
export const java = (head: string, frames: string[], cause?: string[]): string[] => [
  head,
  ...frames.map((f) => `\tat ${f}`),
  ...(cause ?? []),
];
export const py = (frames: [string, number, string, string][], last: string): string[] => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
  last,
];
export const node = (head: string, frames: string[]): string[] => [head, ...frames.map((f) => `    at ${f}`)];
export const dotnet = (head: string, frames: string[]): string[] => [head, ...frames.map((f) => `   at ${f}`)];
export const ruby = (frames: string[]): string[] => frames;
