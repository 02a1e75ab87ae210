// Stack traces in each runtime's own shape (Java, Python, Go, Node, .NET, Ruby, C++).
import type { Rng } from "./rng.js";

export function java(ex: string, msg: string, frames: string[], cause?: string): string {
  const lines = [`${ex}: ${msg}`, ...frames.map((f) => `\tat ${f}`)];
  if (cause) lines.push(`Caused by: ${cause}`, "\t... 42 common frames omitted");
  return lines.join("\n");
}

export function python(frames: [string, number, string, string][], last: string): string {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  out.push(last);
  return out.join("\n");
}

export function go(r: Rng, panic: string, frames: [string, string][]): string {
  const out = [`panic: ${panic}`, "", `goroutine ${r.int(40, 9000)} [running]:`];
  for (const [fn, loc] of frames) out.push(fn, `\t${loc} +0x${r.hex(3)}`);
  return out.join("\n");
}

export function node(ex: string, msg: string, frames: string[]): string {
  return [`${ex}: ${msg}`, ...frames.map((f) => `    at ${f}`)].join("\n");
}

export function dotnet(ex: string, msg: string, frames: string[], inner?: string): string {
  const head = inner ? `${ex}: ${msg}\n ---> ${inner}` : `${ex}: ${msg}`;
  const out = [head, ...frames.map((f) => `   at ${f}`)];
  if (inner) out.splice(2, 0, "   --- End of inner exception stack trace ---");
  return out.join("\n");
}

export function ruby(ex: string, msg: string, frames: string[]): string {
  return [`${msg} (${ex})`, ...frames].join("\n");
}

export function cpp(lines: string[]): string {
  return lines.join("\n");
}
