// Stack traces in each runtime's own style.
import type { Rng } from "./rng.js";

/** A stable line number per frame: the same code always fails on the same line. */
const ln = (key: string, lo = 20, hi = 380) => {
  let h = 2166136261;
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return lo + (h % (hi - lo));
};

export function javaTrace(r: Rng, ex: string, frames: string[], cause?: string): string {
  const body = frames.map((f) => `\tat ${f}(${f.split(".").at(-2) ?? "Main"}.java:${ln(f)})`);
  const spring = [
    "\tat org.springframework.transaction.interceptor.TransactionInterceptor.invoke(TransactionInterceptor.java:119)",
    "\tat org.springframework.aop.framework.ReflectiveMethodInvocation.proceed(ReflectiveMethodInvocation.java:184)",
    "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
  ];
  return [ex, ...body, ...spring, ...(cause ? [`Caused by: ${cause}`, `\t... ${r.int(20, 60)} more`] : [])].join("\n");
}

export function pyTrace(frames: [string, string, string][], ex: string): string {
  const lines = ["Traceback (most recent call last):"];
  for (const [file, fn, code] of frames) {
    lines.push(`  File "${file}", line ${ln(file + fn)}, in ${fn}`);
    if (code) lines.push(`    ${code}`);
  }
  lines.push(ex);
  return lines.join("\n");
}

export function dotnetTrace(ex: string, frames: string[]): string {
  return [
    ex,
    ...frames.map(
      (f) => `   at ${f} in /src/${f.split(".")[1] ?? "App"}/${f.split(".").at(-2) ?? "X"}.cs:line ${ln(f)}`,
    ),
  ].join("\n");
}

export function nodeTrace(ex: string, frames: [string, string][]): string {
  return [ex, ...frames.map(([fn, file]) => `    at ${fn} (${file}:${ln(fn)}:${ln(file, 5, 40)})`)].join("\n");
}

export function rubyTrace(ex: string, frames: [string, string][]): string {
  return [ex, ...frames.map(([file, fn]) => `${file}:${ln(fn)}:in '${fn}'`)].join("\n");
}

export function goPanic(r: Rng, msg: string, frames: [string, string][]): string {
  const lines = [`panic: ${msg}`, "", `goroutine ${r.int(30, 4000)} [running]:`];
  for (const [fn, file] of frames) {
    lines.push(`${fn}(...)`);
    lines.push(`\t${file}:${ln(fn)} +0x${ln(file, 16, 4000).toString(16)}`);
  }
  return lines.join("\n");
}
