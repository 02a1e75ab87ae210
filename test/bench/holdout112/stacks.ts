// Stack traces in each runtime's own layout; the incidents give the frames.
export const javaStack = (head: string, frames: string[], cause?: string[]): string[] => [
  head,
  ...frames.map((f) => `\tat ${f}`),
  ...(cause ?? []),
];

export const pyStack = (frames: [string, number, string, string][], last: string): string[] => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
  last,
];

export const nodeStack = (head: string, frames: string[]): string[] => [head, ...frames.map((f) => `    at ${f}`)];

export const dotnetStack = (head: string, frames: string[]): string[] => [head, ...frames.map((f) => `   at ${f}`)];

export const rubyStack = (frames: string[]): string[] => frames;
