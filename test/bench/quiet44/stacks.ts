// Stack traces in each runtime's own style.
import type { Rng } from "./rng.js";

export const javaStack = (r: Rng, head: string, frames: string[], cause?: string): string[] => [
  head,
  ...frames.map((f) => `\tat ${f}(${f.split(".").at(-2) ?? "Main"}.java:${r.int(30, 400)})`),
  ...(frames.at(-1)?.endsWith(".main") ? [] : ["\tat java.base/java.lang.Thread.run(Thread.java:1583)"]),
  ...(cause ? [`Caused by: ${cause}`, `\t... ${r.int(10, 40)} more`] : []),
];

export const pyStack = (r: Rng, frames: [string, string, string][], last: string): string[] => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([file, fn, code]) => [`  File "${file}", line ${r.int(20, 480)}, in ${fn}`, `    ${code}`]),
  last,
];

export const goPanic = (r: Rng, head: string, frames: [string, string][]): string[] => [
  head,
  "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x" + r.hex(6) + "]",
  "",
  `goroutine ${r.int(100, 9000)} [running]:`,
  ...frames.flatMap(([fn, file]) => [
    `${fn}(0xc000${r.hex(6)}, 0xc000${r.hex(6)})`,
    `\t${file}:${r.int(20, 400)} +0x${r.hex(3)}`,
  ]),
];

export const nodeStack = (r: Rng, head: string, frames: [string, string][]): string[] => [
  head,
  ...frames.map(([fn, file]) => `    at ${fn} (${file}:${r.int(10, 300)}:${r.int(5, 60)})`),
  "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
];

export const dotnetStack = (r: Rng, head: string, frames: string[]): string[] => [
  head,
  ...frames.map(
    (f) => `   at ${f} in /src/${f.split(".")[1] ?? "App"}/${f.split(".").at(-2) ?? "X"}.cs:line ${r.int(20, 300)}`,
  ),
  "--- End of stack trace from previous location ---",
];
