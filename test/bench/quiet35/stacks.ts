// Stack traces in each runtime's own shape.
export const javaTrace = (exc: string, frames: string[]) =>
  [exc, ...frames.map((f) => `\tat ${f}`), "\tat java.base/java.lang.Thread.run(Thread.java:1583)"].join("\n");

export const pyTrace = (frames: [string, number, string, string][], exc: string) =>
  [
    "Traceback (most recent call last):",
    ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
    exc,
  ].join("\n");

export const nodeTrace = (exc: string, frames: string[]) => [exc, ...frames.map((f) => `    at ${f}`)].join("\n");

export const dotnetTrace = (exc: string, frames: string[]) => [exc, ...frames.map((f) => `   at ${f}`)].join("\n");

export const rubyTrace = (msg: string, frames: string[]) =>
  [`${frames[0] ?? ""}: ${msg}`, ...frames.slice(1).map((f) => `\tfrom ${f}`)].join("\n");

export const goPanic = (msg: string, frames: [string, string][]) =>
  [`panic: ${msg}`, "", "goroutine 4187 [running]:", ...frames.flatMap(([fn, loc]) => [fn, `\t${loc}`])].join("\n");
