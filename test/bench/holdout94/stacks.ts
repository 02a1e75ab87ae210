// Stack traces in each runtime's own layout (Java, Python, Node, .NET, Ruby); Go and C++ services here log errors without traces.
export const javaTrace = (header: string, frames: string[], cause?: string, causeFrames: string[] = []): string =>
  [
    header,
    ...frames.map((f) => `\tat ${f}`),
    ...(cause
      ? [`Caused by: ${cause}`, ...causeFrames.map((f) => `\tat ${f}`), `\t... ${frames.length + 7} more`]
      : []),
  ].join("\n");

export const pyTrace = (frames: [string, number, string, string][], last: string): string =>
  [
    "Traceback (most recent call last):",
    ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
    last,
  ].join("\n");

export const nodeTrace = (header: string, frames: string[]): string =>
  [header, ...frames.map((f) => `    at ${f}`)].join("\n");

export const dotnetTrace = (header: string, frames: string[]): string =>
  [header, ...frames.map((f) => `   at ${f}`)].join("\n");

export const rubyTrace = (frames: string[]): string => frames.join("\n");
