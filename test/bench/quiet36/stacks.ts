// Stack traces in each runtime's own style.

export function java(
  head: string,
  frames: string[],
  cause?: { head: string; frames: string[]; more: number },
): string[] {
  const out = [head, ...frames.map((f) => `\tat ${f}`)];
  if (cause) {
    out.push(`Caused by: ${cause.head}`, ...cause.frames.map((f) => `\tat ${f}`), `\t... ${cause.more} more`);
  }
  return out;
}

/** Python traceback; frames are [file, line, func, source]. */
export function python(frames: [string, number, string, string][], last: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, src] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${src}`);
  out.push(last);
  return out;
}

export function node(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `    at ${f}`)];
}

export function dotnet(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `   at ${f}`)];
}

export function ruby(head: string, frames: string[]): string[] {
  return [head, ...frames];
}

export function goPanic(msg: string, frames: [string, string][]): string[] {
  const out = [`panic: ${msg}`, "", "goroutine 1 [running]:"];
  for (const [fn, loc] of frames) out.push(fn, `\t${loc}`);
  return out;
}
