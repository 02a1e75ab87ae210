// Small helpers to write holdout19 scenario specs tersely: repeated emits, follower lines and stack traces
// in the shape each runtime prints them.
import type { Rng } from "./rng.js";
import type { Emit, Follow, Gen, Level } from "./types.js";

export const k =
  (s: string): Gen =>
  () =>
    s;

export function em(svc: string, level: Level, every: number, msg: Gen, opt: Partial<Emit> = {}): Emit {
  return { svc, level, every, msg, ...opt };
}

export function fo(svc: string, level: Level, lag: number, msg: Gen): Follow {
  return { svc, level, lag, msg };
}

export const java =
  (head: string, frames: string[]) =>
  (_r: Rng): string[] => [head, ...frames.map((f) => `\tat ${f}`)];

export const javaCaused = (head: string, frames: string[], cause: string, causeFrames: string[]) => (_r: Rng) => [
  head,
  ...frames.map((f) => `\tat ${f}`),
  `Caused by: ${cause}`,
  ...causeFrames.map((f) => `\tat ${f}`),
  `\t... ${frames.length + 11} more`,
];

export const py =
  (frames: Array<[string, number, string, string]>, last: string) =>
  (_r: Rng): string[] => [
    "Traceback (most recent call last):",
    ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
    last,
  ];

export const node =
  (head: string, frames: string[]) =>
  (_r: Rng): string[] => [head, ...frames.map((f) => `    at ${f}`)];

export const dotnet =
  (head: string, frames: string[]) =>
  (_r: Rng): string[] => [head, ...frames.map((f) => `   at ${f}`)];

export const goPanic =
  (head: string, frames: Array<[string, string]>) =>
  (_r: Rng): string[] => [head, "", "goroutine 1 [running]:", ...frames.flatMap(([fn, loc]) => [fn, `\t${loc}`])];
