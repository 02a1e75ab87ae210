// Stack traces in each runtime's own style, with line numbers drawn from the rng.
import { int, type Rng } from "./rng.js";

export function javaTrace(r: Rng, head: string, frames: string[], cause?: string): string {
  const lines = [head, ...frames.map((f) => `\tat ${f}:${int(r, 20, 480)})`)];
  if (cause) lines.push(`Caused by: ${cause}`, `\t... ${int(r, 18, 64)} more`);
  return lines.join("\n");
}

export function pyTrace(r: Rng, frames: [string, string, string][], last: string): string {
  const out = ["Traceback (most recent call last):"];
  for (const [file, fn, code] of frames) {
    out.push(`  File "${file}", line ${int(r, 12, 640)}, in ${fn}`, `    ${code}`);
  }
  out.push(last);
  return out.join("\n");
}

/** `head` "runtime stack:" prints the runtime's own frames; "" starts at the goroutine header. */
export function goPanic(r: Rng, head: string, frames: [string, string][]): string {
  const out = head ? [head] : [`goroutine ${int(r, 40, 9000)} [running]:`];
  for (const [fn, file] of frames) {
    out.push(
      fn.endsWith(")") ? fn : `${fn}(0xc000${int(r, 100000, 999999).toString(16)}, 0x${int(r, 16, 255).toString(16)})`,
    );
    out.push(`\t${file}:${int(r, 30, 700)} +0x${int(r, 16, 999).toString(16)}`);
  }
  return out.join("\n");
}

export function dotnetTrace(r: Rng, head: string, frames: [string, string][]): string {
  return [head, ...frames.map(([fn, file]) => `   at ${fn} in ${file}:line ${int(r, 20, 400)}`)].join("\n");
}

export function nodeTrace(r: Rng, head: string, frames: [string, string][]): string {
  return [head, ...frames.map(([fn, file]) => `    at ${fn} (${file}:${int(r, 10, 400)}:${int(r, 5, 60)})`)].join("\n");
}

export function rubyTrace(r: Rng, frames: string[]): string {
  return frames.map((f) => `${f.split(":")[0]}:${int(r, 10, 300)}:in \`${f.split(":")[1]}'`).join("\n");
}
