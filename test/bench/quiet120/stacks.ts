// Stack traces in each runtime's own layout (the lines after the first message line).
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

export const javaTrace = (ex: string, msg: string, frames: string[], cause?: [string, string, string[]]): string[] => {
  const out = [`${ex}: ${msg}`, ...frames.map((f) => `\tat ${f}`)];
  if (cause)
    out.push(
      `Caused by: ${cause[0]}: ${cause[1]}`,
      ...cause[2].map((f) => `\tat ${f}`),
      "\t... 42 common frames omitted",
    );
  return out;
};

export const pyTrace = (frames: [string, number, string, string][], ex: string): string[] => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
  ex,
];

export const nodeTrace = (ex: string, frames: string[]): string[] => [ex, ...frames.map((f) => `    at ${f}`)];

export const dotnetTrace = (ex: string, frames: string[]): string[] => [ex, ...frames.map((f) => `   at ${f}`)];

export const rubyTrace = (frames: string[]): string[] => frames;

export const goPanic = (msg: string, frames: [string, string][]): string[] => [
  `panic: ${msg}`,
  "",
  "goroutine 1873 [running]:",
  ...frames.flatMap(([fn, file]) => [fn, `\t${file}`]),
];
