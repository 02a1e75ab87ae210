// Stack traces in each runtime's own shape (Java, Python, Go, Node, .NET, Ruby, Rust, Elixir).
import type { Rng } from "./rng.js";

const ln = (r: Rng) => r.int(28, 412);

export function java(r: Rng, head: string, frames: string[], cause?: string[]): string[] {
  const out = [head, ...frames.map((f) => `\tat ${f.includes("(") ? f : `${f}(${fileOf(f)}:${ln(r)})`}`)];
  if (cause) {
    out.push(`Caused by: ${cause[0]}`, ...cause.slice(1).map((f) => `\tat ${f}(${fileOf(f)}:${ln(r)})`));
    out.push(`\t... ${r.int(18, 64)} common frames omitted`);
  }
  return out;
}
function fileOf(frame: string): string {
  const parts = frame.split(".");
  const cls = parts[parts.length - 2] ?? "Unknown";
  return `${cls.split("$")[0]}.java`;
}

export function python(r: Rng, frames: [string, string, string][], last: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, fn, code] of frames) out.push(`  File "${file}", line ${ln(r)}, in ${fn}`, `    ${code}`);
  out.push(last);
  return out;
}

export function goPanic(r: Rng, head: string, frames: string[]): string[] {
  const out = [head, "", `goroutine ${r.int(40, 9000)} [running]:`];
  for (const f of frames) {
    const cut = f.lastIndexOf("/");
    const pkg = f.slice(0, cut + 1) + f.slice(cut + 1).split(".")[0];
    const root = pkg.includes(".com/") ? "/go/src" : "/usr/local/go/src";
    const file = `${root}/${pkg}/${pkg.split("/").pop()}.go`;
    out.push(`${f}(0xc000${r.hex(6)}, 0x${r.hex(2)})`, `\t${file}:${ln(r)} +0x${r.hex(3)}`);
  }
  return out;
}

export function node(r: Rng, head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `    at ${f.replace("#", `:${ln(r)}:${r.int(5, 60)}`)}`)];
}

export function dotnet(r: Rng, head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `   at ${f} in /src/${f.split(".").slice(0, 2).join("/")}.cs:line ${ln(r)}`)];
}

export function ruby(r: Rng, frames: string[]): string[] {
  return frames.map((f) => f.replace("#", `:${ln(r)}:in `));
}

export function rust(r: Rng, head: string, frames: string[]): string[] {
  const out = [head, "stack backtrace:"];
  frames.forEach((f, i) => {
    out.push(
      `  ${String(i).padStart(2)}: ${f}`,
      `             at ./src/${f.split("::")[1] ?? "main"}.rs:${ln(r)}:${r.int(5, 40)}`,
    );
  });
  return out;
}
