// Stack traces in each runtime's own shape, built from a few frames.
export const javaTrace = (head: string, frames: string[], cause?: string): string =>
  [
    head,
    ...frames.map((f) => `\tat ${f}`),
    ...(cause ? [`Caused by: ${cause}`, `\t... ${frames.length + 3} more`] : []),
  ].join("\n");

export const pyTrace = (frames: [string, number, string, string][], last: string, head?: string): string =>
  [
    ...(head ? [head] : []),
    "Traceback (most recent call last):",
    ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
    last,
  ].join("\n");

export const goPanic = (msg: string, frames: [string, string][], goroutine = 1187): string =>
  [
    `panic: ${msg}`,
    msg.includes("nil pointer") ? "[signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x9c41f2]" : "",
    "",
    `goroutine ${goroutine} [running]:`,
    ...frames.flatMap(([fn, file]) => [fn, `\t${file}`]),
  ]
    .filter((x, i) => i !== 1 || x !== "")
    .join("\n");

export const nodeTrace = (head: string, frames: string[]): string =>
  [head, ...frames.map((f) => `    at ${f}`)].join("\n");

export const dotnetTrace = (head: string, frames: string[]): string =>
  [head, ...frames.map((f) => `   at ${f}`)].join("\n");

export const rubyTrace = (head: string, frames: string[]): string => [head, ...frames].join("\n");
