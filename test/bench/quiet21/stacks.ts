// Stack traces as each runtime prints them.
export const javaStack = (exc: string, msg: string, frames: string[], cause?: [string, string, string[]]): string[] => {
  const out = [`${exc}: ${msg}`, ...frames.map((f) => `\tat ${f}`)];
  if (cause) out.push(`Caused by: ${cause[0]}: ${cause[1]}`, ...cause[2].map((f) => `\tat ${f}`), "\t... 42 more");
  return out;
};

export const pyStack = (frames: [string, number, string, string][], exc: string): string[] => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
  exc,
];

export const nodeStack = (exc: string, frames: string[]): string[] => [exc, ...frames.map((f) => `    at ${f}`)];

export const dotnetStack = (exc: string, frames: string[]): string[] => [
  exc,
  ...frames.map((f) => `   at ${f}`),
  "--- End of stack trace from previous location ---",
];

export const goStack = (gid: number, frames: [string, string][]): string[] => [
  `goroutine ${gid} [running]:`,
  ...frames.flatMap(([fn, loc]) => [fn, `\t${loc}`]),
];

export const rubyStack = (first: string, frames: string[]): string[] => [first, ...frames.map((f) => `\tfrom ${f}`)];
