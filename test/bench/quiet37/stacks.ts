// Stack traces in each runtime's own style: Java, Python, Go, Node, .NET, Ruby, C++.
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

export function javaStack(head: string, frames: string[], cause?: { head: string; frames: string[] }): string[] {
  const out = [head, ...frames.map((f) => `\tat ${f}`)];
  if (cause) {
    out.push(`Caused by: ${cause.head}`, ...cause.frames.map((f) => `\tat ${f}`));
    out.push(`\t... ${cause.frames.length + 11} more`);
  }
  return out;
}

export function pythonStack(frames: Array<[string, number, string, string]>, last: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  out.push(last);
  return out;
}

export function nodeStack(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `    at ${f}`)];
}

export function dotnetStack(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `   at ${f}`)];
}

export function rubyStack(frames: string[]): string[] {
  return frames;
}

export function goPanic(msg: string, frames: Array<[string, string]>): string[] {
  const out = [`panic: ${msg}`, "", "goroutine 1187 [running]:"];
  for (const [fn, loc] of frames) out.push(fn, `\t${loc}`);
  return out;
}
