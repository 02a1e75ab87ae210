// Stack traces in each runtime's own style (Java, Kotlin, Python, Go, Node, .NET, Ruby, C++).
import type { Rng } from "./rng.js";

export function java(r: Rng, head: string, frames: string[], cause?: string[]): string[] {
  const out = [head, ...frames.map((f) => `\tat ${f}(${f.split(".").slice(-2, -1)[0]}.java:${r.int(40, 420)})`)];
  out.push(`\t... ${r.int(18, 64)} common frames omitted`);
  if (cause) out.push(...cause);
  return out;
}

export function javaRaw(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `\tat ${f}`)];
}

export function python(r: Rng, frames: [string, string, string][], last: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, fn, code] of frames) {
    out.push(`  File "${file}", line ${r.int(20, 480)}, in ${fn}`, `    ${code}`);
  }
  out.push(last);
  return out;
}

export function go(r: Rng, head: string, frames: [string, string][]): string[] {
  const out = [head, "", `goroutine ${r.int(40, 9000)} [running]:`];
  for (const [fn, file] of frames)
    out.push(`${fn}(0xc000${r.hex(6)}, 0x${r.hex(2)})`, `\t${file}:${r.int(30, 400)} +0x${r.hex(3)}`);
  return out;
}

export function node(r: Rng, head: string, frames: string[]): string[] {
  return [
    head,
    ...frames.map((f) => (f.startsWith("node:") ? `    at ${f}` : `    at ${f}:${r.int(10, 300)}:${r.int(5, 40)})`)),
  ];
}

export function dotnet(r: Rng, head: string, frames: string[]): string[] {
  const frame = (f: string) => {
    if (f.startsWith("---") || /^(Microsoft|System)\./.test(f)) return f.startsWith("---") ? f : `   at ${f}`;
    const parts = f.split("(")[0].split(".");
    return `   at ${f} in /src/${parts.slice(0, -2).join(".")}/${parts[parts.length - 2]}.cs:line ${r.int(20, 300)}`;
  };
  return [head, ...frames.map(frame)];
}

export function ruby(r: Rng, head: string, frames: string[]): string[] {
  return [
    head,
    ...frames.map((f) => `${f.split("#")[0]}:${r.int(10, 500)}:in \`${f.split("#")[1] ?? "block in call"}'`),
  ];
}
