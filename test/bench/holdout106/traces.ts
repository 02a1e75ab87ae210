// Stack traces in each runtime's own shape; frames are given by the scenario.
export const java = (head: string, frames: string[], cause?: string, causeFrames: string[] = []): string =>
  [
    head,
    ...frames.map((f) => `\tat ${f}`),
    ...(cause
      ? [`Caused by: ${cause}`, ...causeFrames.map((f) => `\tat ${f}`), `\t... ${frames.length + 9} more`]
      : []),
  ].join("\n");

export const python = (head: string, frames: [string, number, string, string][], last: string): string =>
  [
    head,
    "Traceback (most recent call last):",
    ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
    last,
  ].join("\n");

export const goPanic = (head: string, frames: [string, string][]): string =>
  [
    head,
    "",
    "goroutine 1187 [running]:",
    ...frames.flatMap(([fn, loc]) => [fn, `\t${loc}`]),
    "created by net/http.(*Server).Serve in goroutine 1",
    "\t/usr/local/go/src/net/http/server.go:3285 +0x4b4",
  ].join("\n");

export const node = (head: string, frames: string[]): string => [head, ...frames.map((f) => `    at ${f}`)].join("\n");

export const dotnet = (head: string, frames: string[]): string => [head, ...frames.map((f) => `   at ${f}`)].join("\n");

export const ruby = (head: string, frames: string[]): string => [head, ...frames].join("\n");
