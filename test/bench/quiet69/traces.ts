// Stack traces in each runtime's own style (Java, Python, Go, Node, .NET, Ruby, C++).
export function java(head: string, frames: string[], cause?: string, causeFrames: string[] = []): string {
  const lines = [head, ...frames.map((f) => `\tat ${f}`)];
  if (cause)
    lines.push(`Caused by: ${cause}`, ...causeFrames.map((f) => `\tat ${f}`), `\t... ${frames.length + 11} more`);
  return lines.join("\n");
}

export function python(frames: [string, number, string, string][], last: string): string {
  const lines = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) lines.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  lines.push(last);
  return lines.join("\n");
}

export function node(head: string, frames: string[]): string {
  return [head, ...frames.map((f) => `    at ${f}`)].join("\n");
}

export function dotnet(head: string, frames: string[]): string {
  return [head, ...frames.map((f) => `   at ${f}`)].join("\n");
}

export function ruby(head: string, frames: string[]): string {
  return [head, ...frames].join("\n");
}

export function goPanic(head: string, frames: [string, string][]): string {
  const lines = [head, "", "goroutine 1187 [running]:"];
  for (const [fn, loc] of frames) lines.push(fn, `\t${loc}`);
  return lines.join("\n");
}
