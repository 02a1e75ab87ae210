// Stack traces in each runtime's own printed shape: JVM, CPython, V8, Go panics and goroutine dumps, CLR, Ruby.

/** JVM: `Exception: msg`, tab-indented `at` frames, `Caused by:` and `... N more`. */
export function javaTrace(
  head: string,
  frames: string[],
  cause?: { head: string; frames: string[]; more?: number },
  more?: number,
): string {
  const out = [head, ...frames.map((f) => `\tat ${f}`)];
  if (more) out.push(`\t... ${more} common frames omitted`);
  if (cause) {
    out.push(`Caused by: ${cause.head}`, ...cause.frames.map((f) => `\tat ${f}`));
    if (cause.more) out.push(`\t... ${cause.more} more`);
  }
  return out.join("\n");
}

export type PyFrame = readonly [file: string, line: number, fn: string, code: string];

function pyBlock(frames: readonly PyFrame[], last: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  out.push(last);
  return out;
}

/** CPython traceback, optionally chained ("The above exception was the direct cause ..."). */
export function pyTrace(
  frames: readonly PyFrame[],
  last: string,
  causedBy?: { frames: readonly PyFrame[]; last: string; during?: boolean },
): string {
  if (!causedBy) return pyBlock(frames, last).join("\n");
  const link = causedBy.during
    ? "During handling of the above exception, another exception occurred:"
    : "The above exception was the direct cause of the following exception:";
  return [...pyBlock(causedBy.frames, causedBy.last), "", link, "", ...pyBlock(frames, last)].join("\n");
}

/** V8: `TypeError: msg` then four-space `at` frames. */
export function nodeTrace(head: string, frames: string[]): string {
  return [head, ...frames.map((f) => `    at ${f}`)].join("\n");
}

export type GoFrame = readonly [fn: string, loc: string];

/** A panic net/http recovered in a handler goroutine, as the server logs it (the process keeps running). */
export function goRecoveredPanic(frames: readonly GoFrame[], goroutine: number): string {
  const out = [`goroutine ${goroutine} [running]:`];
  for (const [fn, loc] of frames) out.push(fn, `\t${loc}`);
  return out.join("\n");
}

/** CLR: `Ns.Exception: msg`, three-space `at` frames, inner exceptions with ` ---> `. */
export function dotnetTrace(head: string, frames: string[], inner?: { head: string; frames: string[] }): string {
  const out = [inner ? `${head}\n ---> ${inner.head}` : head];
  if (inner) out.push(...inner.frames.map((f) => `   at ${f}`), "   --- End of inner exception stack trace ---");
  out.push(...frames.map((f) => `   at ${f}`));
  return out.join("\n");
}

/** Ruby backtrace lines as Rails and Sidekiq print them (`path:line:in 'method'`). */
export function rubyTrace(frames: string[]): string {
  return frames.join("\n");
}
