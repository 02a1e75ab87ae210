// Stack traces in each runtime's own style.
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

export function javaTrace(exc: string, msg: string, frames: string[], cause?: string): string {
  return [
    `${exc}: ${msg}`,
    ...frames.map((f) => `\tat ${f}`),
    ...(cause ? [`Caused by: ${cause}`, "\t... 14 more"] : []),
  ].join("\n");
}

export function pythonTrace(frames: [string, number, string, string][], exc: string): string {
  const lines = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) lines.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  lines.push(exc);
  return lines.join("\n");
}

export function nodeTrace(exc: string, frames: string[]): string {
  return [exc, ...frames.map((f) => `    at ${f}`)].join("\n");
}

export function dotnetTrace(exc: string, frames: string[]): string {
  return [exc, ...frames.map((f) => `   at ${f}`)].join("\n");
}

export function rubyTrace(head: string, frames: string[]): string {
  return [head, ...frames.map((f) => `  ${f}`)].join("\n");
}

export function goPanic(msg: string, frames: [string, string][]): string {
  const lines = [`panic: ${msg}`, "", "goroutine 1187 [running]:"];
  for (const [fn, loc] of frames) lines.push(fn, `\t${loc}`);
  return lines.join("\n");
}
