// Stack traces in each runtime's own style, as the runtime prints them.
export function javaStack(exc: string, msg: string, frames: string[], cause?: string): string {
  const lines = [`${exc}: ${msg}`, ...frames.map((f) => `\tat ${f}`)];
  if (cause) lines.push(`Caused by: ${cause}`, `\t... ${frames.length - 1} more`);
  return lines.join("\n");
}

export function pythonStack(frames: [string, number, string, string][], exc: string): string {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  out.push(exc);
  return out.join("\n");
}

export function goPanic(msg: string, frames: [string, string][], goroutine = 1): string {
  const out = [`panic: ${msg}`, "", `goroutine ${goroutine} [running]:`];
  for (const [fn, loc] of frames) out.push(fn, `\t${loc}`);
  return out.join("\n");
}

export function nodeStack(exc: string, msg: string, frames: string[]): string {
  return [`${exc}: ${msg}`, ...frames.map((f) => `    at ${f}`)].join("\n");
}

export function dotnetStack(exc: string, msg: string, frames: string[], inner?: string): string {
  const head = inner ? `${exc}: ${msg}\n ---> ${inner}` : `${exc}: ${msg}`;
  const out = [head, ...frames.map((f) => `   at ${f}`)];
  if (inner) out.splice(2, 0, "   --- End of inner exception stack trace ---");
  return out.join("\n");
}

export function rubyStack(exc: string, msg: string, frames: string[]): string {
  return [`${msg} (${exc})`, ...frames.map((f) => `  ${f}`)].join("\n");
}

export function cppBacktrace(sig: string, frames: string[]): string {
  return [`*** ${sig} received by PID 1 (TID 1); stack trace: ***`, ...frames.map((f, i) => `    @ ${f} (#${i})`)].join(
    "\n",
  );
}
