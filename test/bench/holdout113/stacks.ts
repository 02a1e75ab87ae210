// Stack traces in each runtime's own style (frames given as "pkg.Class.method:line" style tuples).
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

/** Java / Kotlin: `Class: message` then tab-indented `at` frames and an optional Caused by. */
export function javaStack(head: string, frames: string[], cause?: { head: string; frames: string[] }): string[] {
  const out = [head, ...frames.map((f) => `\tat ${f}`)];
  if (cause)
    out.push(`Caused by: ${cause.head}`, ...cause.frames.map((f) => `\tat ${f}`), "\t... 14 common frames omitted");
  return out;
}

/** Python: Traceback block, frames as [file, line, func, code], last line `Type: message`. */
export function pyStack(frames: [string, number, string, string][], last: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  out.push(last);
  return out;
}

/** Go panic: goroutine dump with function and file:line pairs. */
export function goPanic(head: string, frames: [string, string][], goroutine = 214): string[] {
  const out = [head, "", `goroutine ${goroutine} [running]:`];
  for (const [fn, loc] of frames) out.push(fn, `\t${loc}`);
  return out;
}

/** Node: `Error: message` then 4-space `at` frames. */
export function nodeStack(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `    at ${f}`)];
}

/** .NET: `Type: message` then `   at X in file:line N` frames. */
export function dotnetStack(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `   at ${f}`)];
}

/** Ruby: `file:line:in 'method'` frames, first one carrying the message. */
export function rubyStack(frames: string[]): string[] {
  return frames.map((f) => `    ${f}`);
}
