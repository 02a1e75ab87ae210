// Small building blocks the scenario stories share: retry loops, crash loops, stack traces.
import type { Runtime } from "./estates.js";
import type { Level } from "./formats.js";
import type { AppRole, Ctx } from "./simulation.js";
import type { CallFailure } from "./wording.js";

export const S = 1000;
export const M = 60000;
export type Category =
  | "authentication"
  | "authorization"
  | "database"
  | "network"
  | "timeout"
  | "rate_limiting"
  | "validation"
  | "null_reference"
  | "configuration"
  | "dependency"
  | "memory"
  | "disk"
  | "unknown";

/** A caller that retries a failing call: WARN per retry, ERROR when it gives up. */
export function retrying(
  c: Ctx,
  caller: AppRole,
  callee: AppRole,
  from: number,
  to: number,
  gap: number,
  f: CallFailure,
  method: string,
  path: string,
  attempts = 3,
): void {
  c.every(from, to, gap, (t) => {
    const id = c.rid();
    let at = t;
    for (let a = 1; a <= attempts; a++) {
      const err = c.fail(caller, callee, f, method, path);
      if (a < attempts)
        c.log(
          at,
          caller,
          "WARN",
          `attempt ${a}/${attempts} failed, retrying in ${200 * 2 ** a}ms: ${err}`,
          undefined,
          id,
        );
      else c.log(at, caller, "ERROR", err, undefined, id);
      at += 200 * 2 ** a + (typeof f === "string" && f === "timeout" ? 5000 : 40);
    }
  });
}

/** Repeated restarts: the story's last words, then the runtime's start-up lines. */
export function crashLoop(
  c: Ctx,
  role: AppRole,
  from: number,
  to: number,
  period: number,
  last: (t: number) => void,
): void {
  const version = `${c.r.int(1, 6)}.${c.r.int(0, 30)}.${c.r.int(0, 9)}`;
  for (let t = from; t < Math.min(to, c.end); t += period * (0.8 + c.r.next() * 0.4)) {
    last(Math.floor(t));
    c.deploy(Math.floor(t) - 2500, role, version, false);
    c.mute(role, Math.floor(t) + 1, Math.floor(t) + 6000);
  }
}

export function logAll(
  c: Ctx,
  role: AppRole,
  from: number,
  to: number,
  gap: number,
  level: Level,
  msg: () => string,
  stack?: () => string[],
): void {
  c.every(from, to, gap, (t) => c.log(t, role, level, msg(), stack?.(), c.rid()));
}

export function javaStack(pkg: string, ex: string, frames: string[]): string[] {
  return [
    ex,
    ...frames.map((f) => `\tat ${pkg}.${f}`),
    "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
    "\tat jakarta.servlet.http.HttpServlet.service(HttpServlet.java:658)",
    "\t... 48 common frames omitted",
  ];
}
export function nodeStack(ex: string, frames: string[]): string[] {
  return [
    ex,
    ...frames.map((f) => `    at ${f}`),
    "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
  ];
}
export function pyStack(frames: Array<[string, number, string, string]>, ex: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  out.push(ex);
  return out;
}
export function rubyStack(ex: string, frames: string[]): string[] {
  return [ex, ...frames.map((f) => `  ${f}`)];
}
export function goPanic(msg: string, frames: string[]): string[] {
  return [
    `panic: ${msg}`,
    "",
    "goroutine 1187 [running]:",
    ...frames.flatMap((f) => [f, `\t${f.split("(")[0].replace(/\./g, "/")}.go:${100 + f.length}`]),
  ];
}

export function rtOf(c: Ctx, role: AppRole): Runtime {
  return c.rt(role);
}
