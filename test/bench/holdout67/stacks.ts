// Stack traces in each runtime's own shape (Java, Kotlin, Python, Go, Node, .NET, Ruby, C++).
export function javaStack(head: string, frames: string[], cause?: string): string[] {
  const out = [head, ...frames.map((f) => `\tat ${f}`)];
  if (cause) out.push(`Caused by: ${cause}`, `\t... ${frames.length + 14} more`);
  else out.push(`\t... ${frames.length + 41} common frames omitted`);
  return out;
}

export function pyTraceback(frames: Array<[string, number, string, string]>, last: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  out.push(last);
  return out;
}

export function goPanic(head: string, goroutine: number, frames: Array<[string, string]>): string[] {
  const out = [head, "", `goroutine ${goroutine} [running]:`];
  for (const [fn, loc] of frames) out.push(fn, `\t${loc}`);
  return out;
}

export function nodeStack(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `    at ${f}`)];
}

export function dotnetStack(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `   at ${f}`)];
}

export function rubyStack(head: string, frames: string[]): string[] {
  return [head, ...frames];
}

export function cppBacktrace(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f, i) => `#${i}  ${f}`)];
}
