// Stack traces in each runtime's own style; every function returns the lines after the message line.
import type { Rng } from "./rng.js";

export type StackFn = (r: Rng) => string[];

/** A stable number for a code location, so the same frame prints the same line on every throw. */
function ln(key: string, lo: number, hi: number): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return lo + ((h >>> 0) % (hi - lo + 1));
}
const hx = (key: string) => ln(key, 0x100, 0xfff).toString(16);

export const javaStack =
  (ex: string, frames: string[], cause?: string): StackFn =>
  (r) => {
    const out = [ex, ...frames.map((f) => `\tat ${f}(${f.split(".").at(-2)}.java:${ln(f, 40, 420)})`)];
    out.push(`\tat java.base/java.lang.Thread.run(Thread.java:1583)`);
    if (cause) out.push(`Caused by: ${cause}`, `\t... ${r.int(12, 40)} more`);
    return out;
  };

export const pyStack =
  (frames: [string, string, string][], last: string): StackFn =>
  () => {
    const out = ["Traceback (most recent call last):"];
    for (const [file, fn, code] of frames) {
      out.push(`  File "${file}", line ${ln(file + fn, 20, 610)}, in ${fn}`, `    ${code}`);
    }
    out.push(last);
    return out;
  };

/** A goroutine dump as net/http prints it after a recovered panic; frames are "func file". */
export const goPanic =
  (frames: string[]): StackFn =>
  (r) => {
    const out = [`goroutine ${r.int(40, 90000)} [running]:`];
    for (const f of frames) {
      const cut = f.lastIndexOf(" /");
      out.push(f.slice(0, cut), `\t${f.slice(cut + 1)}:${ln(f, 30, 2000)} +0x${hx(f)}`);
    }
    return out;
  };

export const nodeStack =
  (err: string, frames: string[]): StackFn =>
  () => [err, ...frames.map((f) => `    at ${f}:${ln(f, 10, 300)}:${ln(f + "c", 5, 60)}`)];

export const dotnetStack =
  (ex: string, frames: string[]): StackFn =>
  () => [
    ex,
    ...frames.map(
      (f) =>
        `   at ${f} in /src/${f.split(".")[1] ?? "App"}/${f.split("(")[0].split(".").at(-2)}.cs:line ${ln(f, 20, 300)}`,
    ),
  ];

export const rubyStack =
  (frames: string[]): StackFn =>
  () =>
    frames.map((f) => {
      const cut = f.lastIndexOf(" ");
      return `${f.slice(0, cut)}:${ln(f, 10, 260)}:in '${f.slice(cut + 1)}'`;
    });

export const cppStack =
  (head: string[], frames: string[]): StackFn =>
  () => [...head, ...frames.map((f, i) => `#${i} 0x0000${ln(f, 0x10000000, 0x7fffffff).toString(16)} in ${f}`)];
