// Runtime-shaped stack traces (JVM, Python, Go, Node) for error lines that would carry one.
import type { R } from "./rng.js";

export type Stack = (r: R) => string;

export const jvm =
  (head: string, frames: string[], cause?: string): Stack =>
  (r) => {
    const lines = [head, ...frames.map((f) => `\tat ${f}`)];
    if (cause) lines.push(`Caused by: ${cause}`, `\t... ${r.int(18, 64)} more`);
    return lines.join("\n");
  };

export const py =
  (frames: Array<[string, number, string, string]>, last: string): Stack =>
  () =>
    [
      "Traceback (most recent call last):",
      ...frames.flatMap(([f, l, fn, code]) => [`  File "${f}", line ${l}, in ${fn}`, `    ${code}`]),
      last,
    ].join("\n");

export const go =
  (head: string, frames: Array<[string, string]>): Stack =>
  (r) =>
    [
      head,
      "",
      `goroutine ${r.int(30, 9000)} [running]:`,
      ...frames.flatMap(([fn, file]) => [fn, `\t${file} +0x${r.hex(3)}`]),
    ].join("\n");

export const node =
  (head: string, frames: string[]): Stack =>
  () =>
    [head, ...frames.map((f) => `    at ${f}`)].join("\n");
