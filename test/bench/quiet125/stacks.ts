// Exception text in each runtime's real printed shape (Java/logback, Python traceback, Node err.stack,
// Go panic and debug.Stack, .NET Exception.ToString, Ruby/Rails backtrace). One array entry per printed line.

export interface JavaCause {
  head: string;
  frames: string[];
  more?: number;
}

/** `head` then `\tat frame` lines, then optional `Caused by:` blocks ending in `... N more`. */
export function javaTrace(head: string, frames: string[], causes: JavaCause[] = []): string[] {
  const out = [head, ...frames.map((f) => `\tat ${f}`)];
  for (const c of causes) {
    out.push(`Caused by: ${c.head}`);
    for (const f of c.frames) out.push(`\tat ${f}`);
    if (c.more) out.push(`\t... ${c.more} more`);
  }
  return out;
}

/** Frames as [file, line, function, source line]. */
export type PyFrame = [string, number, string, string];

export function pyTrace(
  frames: PyFrame[],
  last: string[],
  chainedFrom?: { frames: PyFrame[]; last: string },
): string[] {
  const out: string[] = [];
  if (chainedFrom) {
    out.push("Traceback (most recent call last):");
    for (const [f, l, fn, src] of chainedFrom.frames) out.push(`  File "${f}", line ${l}, in ${fn}`, `    ${src}`);
    out.push(chainedFrom.last, "", "The above exception was the direct cause of the following exception:", "");
  }
  out.push("Traceback (most recent call last):");
  for (const [f, l, fn, src] of frames) out.push(`  File "${f}", line ${l}, in ${fn}`, `    ${src}`);
  out.push(...last);
  return out;
}

/** `Name: message` then `    at fn (file:line:col)` lines. */
export function nodeTrace(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `    at ${f}`)];
}

/** A Go runtime panic as printed to stderr. Frames as [function(args), file:line +0xNN]. */
export function goPanic(msg: string, goroutine: number, frames: Array<[string, string]>, signal?: string): string[] {
  const out = [`panic: ${msg}`];
  if (signal) out.push(signal);
  out.push("", `goroutine ${goroutine} [running]:`);
  for (const [fn, loc] of frames) out.push(fn, `\t${loc}`);
  out.push("exit status 2");
  return out;
}

/** A stack captured by runtime/debug.Stack() after recover(). */
export function goDebugStack(goroutine: number, frames: Array<[string, string]>): string[] {
  const out = [`goroutine ${goroutine} [running]:`];
  for (const [fn, loc] of frames) out.push(fn, `\t${loc}`);
  return out;
}

export interface DotnetInner {
  head: string;
  frames: string[];
}

/**
 * Exception.ToString(): `Type: message`, ` ---> Inner: message` for each inner exception, then the innermost
 * frames first with `   --- End of inner exception stack trace ---` separators, then the outer frames.
 */
export function dotnetTrace(head: string, frames: string[], inners: DotnetInner[] = []): string[] {
  const out = [head];
  for (const i of inners) out.push(` ---> ${i.head}`);
  for (let k = inners.length - 1; k >= 0; k--) {
    for (const f of inners[k].frames) out.push(`   at ${f}`);
    out.push("   --- End of inner exception stack trace ---");
  }
  for (const f of frames) out.push(`   at ${f}`);
  return out;
}

/** Ruby: `file:line:in 'method'` frames under a head line (Rails prints them under the exception). */
export function rubyTrace(head: string, frames: string[]): string[] {
  return [head, ...frames];
}
