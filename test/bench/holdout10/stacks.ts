// Stack traces in each runtime's real shape.
export function java(head: string, frames: string[]): string {
  return [head, ...frames.map((f) => `\tat ${f}`)].join("\n");
}

export function python(frames: Array<[string, number, string, string]>, last: string): string {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  out.push(last);
  return out.join("\n");
}

export function node(head: string, frames: string[]): string {
  return [head, ...frames.map((f) => `    at ${f}`)].join("\n");
}

export function dotnet(head: string, frames: string[]): string {
  return [head, ...frames.map((f) => `   at ${f}`)].join("\n");
}

export function goroutine(n: number, state: string, frames: Array<[string, string]>): string {
  const out = [`goroutine ${n} [${state}]:`];
  for (const [fn, loc] of frames) out.push(fn, `\t${loc}`);
  return out.join("\n");
}
