// Stack traces the way each runtime prints them (JVM, Node.js, CPython).
export function java(head: string, frames: string[], cause?: string): string {
  const lines = [head, ...frames.map((f) => `\tat ${f}`)];
  if (cause) lines.push(`Caused by: ${cause}`, "\t... 42 common frames omitted");
  return lines.join("\n");
}

export function node(head: string, frames: string[]): string {
  return [head, ...frames.map((f) => `    at ${f}`)].join("\n");
}

export function python(frames: Array<[string, number, string, string]>, last: string): string {
  const lines = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) lines.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  lines.push(last);
  return lines.join("\n");
}
