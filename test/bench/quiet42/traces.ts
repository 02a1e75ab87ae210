// Stack traces in each runtime's own style, for handled and unhandled errors alike.
export type Runtime = "java" | "go" | "node" | "python" | "dotnet" | "ruby" | "cpp";

/** Java: `exc: msg` then `\tat pkg.Class.method(File.java:N)` frames, optional `Caused by:` chain. */
export function javaTrace(exc: string, msg: string, frames: string[], cause?: [string, string, string[]]): string {
  const at = (f: string[]) => f.map((x) => `\tat ${x}`).join("\n");
  let s = `${exc}: ${msg}\n${at(frames)}`;
  if (cause)
    s += `\nCaused by: ${cause[0]}: ${cause[1]}\n${at(cause[2])}\n\t... ${frames.length + 9} common frames omitted`;
  return s;
}

/** Python: `Traceback (most recent call last):` with File/line pairs, exception last. */
export function pyTrace(frames: [string, number, string, string][], exc: string): string {
  const body = frames.map(([f, n, fn, code]) => `  File "${f}", line ${n}, in ${fn}\n    ${code}`).join("\n");
  return `Traceback (most recent call last):\n${body}\n${exc}`;
}

/** Node: `Error: msg` and `    at fn (file:line:col)` frames. */
export function nodeTrace(exc: string, msg: string, frames: string[]): string {
  return `${exc}: ${msg}\n${frames.map((f) => `    at ${f}`).join("\n")}`;
}

/** .NET: `System.X: msg` with `   at NS.Type.Method() in /src/File.cs:line N`. */
export function dotnetTrace(exc: string, msg: string, frames: string[]): string {
  return `${exc}: ${msg}\n${frames.map((f) => `   at ${f}`).join("\n")}`;
}

/** Ruby: `file.rb:N:in 'method': msg (Class)` then indented `from` frames. */
export function rubyTrace(exc: string, msg: string, frames: string[]): string {
  const [first, ...rest] = frames;
  return `${first}: ${msg} (${exc})\n${rest.map((f) => `\tfrom ${f}`).join("\n")}`;
}

/** Go: panic with goroutine dump. */
export function goPanic(msg: string, frames: [string, string][]): string {
  const body = frames.map(([fn, loc]) => `${fn}\n\t${loc}`).join("\n");
  return `panic: ${msg}\n\ngoroutine ${1000 + msg.length * 17} [running]:\n${body}`;
}
