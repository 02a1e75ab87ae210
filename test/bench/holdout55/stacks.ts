// Stack traces in each runtime's own shape (Java, Python, Go, Node, .NET, Ruby, C++), as printed under a log line.

/** Java: `Exception: msg` then tab-indented `at` frames, optional `Caused by:` chain. */
export function java(head: string, frames: string[], cause?: { head: string; frames: string[] }): string[] {
  const out = [head, ...frames.map((f) => `\tat ${f}`)];
  if (cause)
    out.push(`Caused by: ${cause.head}`, ...cause.frames.map((f) => `\tat ${f}`), "\t... 42 common frames omitted");
  return out;
}

/** Python: Traceback header, File/line pairs, exception last. */
export function python(frames: Array<[string, number, string, string]>, last: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  out.push(last);
  return out;
}

/** Go panic with one goroutine. */
export function goPanic(msg: string, frames: Array<[string, string]>): string[] {
  const out = [`panic: ${msg}`, "", "goroutine 1187 [running]:"];
  for (const [fn, loc] of frames) out.push(fn, `\t${loc}`);
  return out;
}

/** Node: `Error: msg` then four-space `at` frames. */
export function node(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `    at ${f}`)];
}

/** .NET: `System.X: msg` then three-space `at ... in file:line N` frames. */
export function dotnet(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `   at ${f}`), "--- End of stack trace from previous location ---"];
}

/** Ruby: `file:line:in 'method': msg (Class)` then `from` lines. */
export function ruby(first: string, froms: string[]): string[] {
  return [first, ...froms.map((f) => `\tfrom ${f}`)];
}

/** C++ backtrace as glibc/backward prints it. */
export function cpp(what: string, frames: string[]): string[] {
  return [what, ...frames.map((f, i) => `  #${i} ${f}`)];
}
