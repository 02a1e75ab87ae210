// Stack traces in each runtime's own printed style.

export type Rt = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

/** Java / Kotlin: `Exc: msg` then tab-indented `at` frames, optional `Caused by:`. */
export function javaTrace(exc: string, msg: string, frames: string[], cause?: [string, string, string[]]): string[] {
  const out = [`${exc}: ${msg}`, ...frames.map((f) => `\tat ${f}`)];
  if (cause)
    out.push(
      `Caused by: ${cause[0]}: ${cause[1]}`,
      ...cause[2].map((f) => `\tat ${f}`),
      "\t... 42 common frames omitted",
    );
  return out;
}

/** Python: frames as (file, line, func, code), most recent call last. */
export function pyTrace(frames: Array<[string, number, string, string]>, exc: string, msg: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  out.push(`${exc}: ${msg}`);
  return out;
}

/** Go panic / goroutine dump. */
export function goTrace(head: string, frames: Array<[string, string]>): string[] {
  const out = [head];
  for (const [fn, loc] of frames) out.push(fn, `\t${loc}`);
  return out;
}

/** Node: `Error: msg` then four-space `at` frames. */
export function nodeTrace(exc: string, msg: string, frames: string[]): string[] {
  return [`${exc}: ${msg}`, ...frames.map((f) => `    at ${f}`)];
}

/** .NET: `Exc: msg` then three-space `at ... in file:line N`. */
export function dotnetTrace(exc: string, msg: string, frames: string[]): string[] {
  return [`${exc}: ${msg}`, ...frames.map((f) => `   at ${f}`)];
}

/** Ruby: first frame carries the message, the rest `from`. */
export function rubyTrace(first: string, exc: string, msg: string, rest: string[]): string[] {
  return [`${first}: ${msg} (${exc})`, ...rest.map((f) => `\tfrom ${f}`)];
}
