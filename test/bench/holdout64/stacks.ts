// Stack traces in each runtime's own style.
export const javaStack = (head: string, frames: string[], cause?: string, causeFrames: string[] = []) =>
  [
    head,
    ...frames.map((f) => `\tat ${f}`),
    ...(cause
      ? [`Caused by: ${cause}`, ...causeFrames.map((f) => `\tat ${f}`), `\t... ${frames.length + 9} more`]
      : []),
  ].join("\n");

export const pyStack = (frames: [string, number, string, string][], last: string) =>
  [
    "Traceback (most recent call last):",
    ...frames.flatMap(([f, l, fn, code]) => [`  File "${f}", line ${l}, in ${fn}`, `    ${code}`]),
    last,
  ].join("\n");

export const nodeStack = (head: string, frames: string[]) => [head, ...frames.map((f) => `    at ${f}`)].join("\n");

export const dotnetStack = (head: string, frames: string[]) => [head, ...frames.map((f) => `   at ${f}`)].join("\n");

export const rubyStack = (head: string, frames: string[]) => [head, ...frames.map((f) => `  ${f}`)].join("\n");

export const goPanic = (msg: string, frames: [string, string][]) =>
  [msg, "", "goroutine 1 [running]:", ...frames.flatMap(([fn, loc]) => [fn, `\t${loc}`])].join("\n");

export const rustPanic = (loc: string, msg: string) =>
  [
    `thread 'tokio-runtime-worker' panicked at ${loc}:`,
    msg,
    "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace",
  ].join("\n");
