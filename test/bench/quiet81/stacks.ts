// Stack traces as each runtime prints them (Java, Python, Go, Node, .NET, Ruby, C++).
import { hex, int, type Rng } from "./rng.js";

export function java(r: Rng, head: string, frames: string[], cause?: string): string[] {
  const out = [head, ...frames.map((f) => `\tat ${f}`)];
  out.push(`\tat java.base/java.lang.Thread.run(Thread.java:${int(r, 829, 1583)})`);
  if (cause) out.push(`Caused by: ${cause}`, `\t... ${int(r, 12, 48)} more`);
  return out;
}

export function python(r: Rng, frames: [string, string, string][], last: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, fn, code] of frames) {
    out.push(`  File "${file}", line ${int(r, 20, 640)}, in ${fn}`, `    ${code}`);
  }
  out.push(last);
  return out;
}

export function goPanic(r: Rng, head: string, frames: string[]): string[] {
  const out = [head, "", `goroutine ${int(r, 18, 9400)} [running]:`];
  for (const f of frames) {
    out.push(`${f}(...)`, `\t/src/${f.split(".")[0]?.replace(/\//g, "/")}.go:${int(r, 30, 420)} +0x${hex(r, 3)}`);
  }
  return out;
}

export function node(r: Rng, frames: string[]): string[] {
  return frames.map(
    (f) =>
      `    at ${f.includes("(") ? f : `${f} (/app/dist/${f.split(".")[0]}.js:${int(r, 10, 400)}:${int(r, 5, 40)})`}`,
  );
}

export function dotnet(r: Rng, frames: string[]): string[] {
  return frames.map(
    (f) => `   at ${f} in /src/${f.split(".")[0]}/${f.split(".")[1] ?? "Program"}.cs:line ${int(r, 20, 300)}`,
  );
}

export function ruby(r: Rng, frames: [string, string][]): string[] {
  return frames.map(([file, m]) => `${file}:${int(r, 8, 260)}:in \`${m}'`);
}

export function cpp(r: Rng, frames: string[]): string[] {
  return frames.map((f, i) => `#${i}  0x0000${hex(r, 12)} in ${f}`);
}
