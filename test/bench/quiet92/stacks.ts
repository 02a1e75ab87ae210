// Stack traces in each runtime's own style.
export function javaStack(cls: string, msg: string, frames: string[], cause?: string[]): string[] {
  const out = [`${cls}: ${msg}`, ...frames.map((f) => `\tat ${f}`)];
  if (cause) out.push(...cause);
  return out;
}

export function pyTraceback(frames: Array<[string, number, string, string]>, last: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  out.push(last);
  return out;
}

export function dotnetStack(cls: string, msg: string, frames: string[]): string[] {
  return [`${cls}: ${msg}`, ...frames.map((f) => `   at ${f}`)];
}

export function nodeStack(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `    at ${f}`)];
}

export function rubyStack(frames: string[]): string[] {
  return frames.map((f) => `  ${f}`);
}
