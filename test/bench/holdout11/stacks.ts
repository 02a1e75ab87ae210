// Stack-trace text in the shapes real runtimes print (Java, Python, Go, Node).
export const javaStack = (head: string, frames: string[]) =>
  [head, ...frames.map((f) => `\tat ${f}`), "\t... 42 common frames omitted"].join("\n");

export const pyTrace = (frames: Array<[string, number, string, string]>, last: string) =>
  [
    "Traceback (most recent call last):",
    ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
    last,
  ].join("\n");

/** What Go prints after the `panic: ...` line (which goes in the message). */
export const goPanic = (frames: Array<[string, string]>) =>
  [
    "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x9c4e2f]",
    "",
    "goroutine 1187 [running]:",
    ...frames.flatMap(([fn, file]) => [fn, `\t${file}`]),
  ].join("\n");

export const nodeStack = (head: string, frames: string[]) => [head, ...frames.map((f) => `    at ${f}`)].join("\n");
