// Stack traces in each runtime's own shape (Java, Python, Go, Node, .NET, Ruby, C++).
export function java(head: string, frames: string[], causedBy?: { head: string; frames: string[] }): string[] {
  const out = [head, ...frames.map((f) => `\tat ${f}`)];
  if (causedBy) out.push(`Caused by: ${causedBy.head}`, ...causedBy.frames.map((f) => `\tat ${f}`), "\t... 42 more");
  return out;
}

/** frames: [file, line, func, source] */
export function python(frames: [string, number, string, string][], last: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, src] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${src}`);
  out.push(last);
  return out;
}

/** frames: [func, file:line] */
export function goPanic(head: string, frames: [string, string][], goroutine = 1184): string[] {
  const out = [head, "", `goroutine ${goroutine} [running]:`];
  for (const [fn, loc] of frames) out.push(fn, `\t${loc} +0x${(loc.length * 37).toString(16)}`);
  return out;
}

export function node(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `    at ${f}`)];
}

export function dotnet(head: string, frames: string[], inner?: string): string[] {
  const out = [head];
  if (inner) out.push(` ---> ${inner}`, "   --- End of inner exception stack trace ---");
  out.push(...frames.map((f) => `   at ${f}`));
  return out;
}

export function ruby(frames: string[]): string[] {
  return frames;
}
