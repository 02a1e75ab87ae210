// Stack traces in each runtime's own print style.
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby";

/** frames: "pkg.Class.method:File.java:123" style triples joined by ':' (method, file, line). */
export function javaStack(
  exc: string,
  msg: string,
  frames: string[],
  cause?: { exc: string; msg: string; frames: string[] },
): string {
  const fr = (f: string) => {
    const [m, file, line] = f.split(":");
    return `\tat ${m}(${file}:${line})`;
  };
  const out = [`${exc}: ${msg}`, ...frames.map(fr)];
  if (cause)
    out.push(`Caused by: ${cause.exc}: ${cause.msg}`, ...cause.frames.map(fr), `\t... ${frames.length + 7} more`);
  return out.join("\n");
}

/** frames: [file, line, function, source line] */
export function pyStack(frames: [string, number, string, string][], exc: string, msg: string): string {
  const out = ["Traceback (most recent call last):"];
  for (const [f, l, fn, src] of frames) out.push(`  File "${f}", line ${l}, in ${fn}`, `    ${src}`);
  out.push(`${exc}: ${msg}`);
  return out.join("\n");
}

/** frames: [function, file:line] */
export function goPanic(msg: string, frames: [string, string][]): string {
  const out = [`panic: ${msg}`, "", `goroutine ${1 + (msg.length % 40) * 7} [running]:`];
  for (const [fn, at] of frames) out.push(fn, `\t${at} +0x${(at.length * 37).toString(16)}`);
  return out.join("\n");
}

/** frames: [function, path:line:col] */
export function nodeStack(exc: string, msg: string, frames: [string, string][]): string {
  return [`${exc}: ${msg}`, ...frames.map(([fn, at]) => (fn ? `    at ${fn} (${at})` : `    at ${at}`))].join("\n");
}

/** frames: [Namespace.Type.Method(args), file path, line] */
export function dotnetStack(exc: string, msg: string, frames: [string, string, number][]): string {
  return [`${exc}: ${msg}`, ...frames.map(([m, f, l]) => (f ? `   at ${m} in ${f}:line ${l}` : `   at ${m}`))].join(
    "\n",
  );
}

/** frames: [file, line, method] */
export function rubyStack(frames: [string, number, string][]): string {
  return frames.map(([f, l, m]) => `${f}:${l}:in \`${m}'`).join("\n");
}
