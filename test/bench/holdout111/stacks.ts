// Stack traces in each runtime's own layout (the part after the first message line).

/** Java: `Type: msg` then `\tat` frames, optional `Caused by:` block. */
export function java(frames: string[], cause?: { type: string; msg: string; frames: string[] }): string {
  const out = frames.map((f) => `\tat ${f}`);
  if (cause) {
    out.push(`Caused by: ${cause.type}: ${cause.msg}`);
    for (const f of cause.frames) out.push(`\tat ${f}`);
    out.push(`\t... ${frames.length + 38} common frames omitted`);
  }
  return out.join("\n");
}

/** Python: full traceback; `frames` are [file, line, function, source]. */
export function python(frames: [string, number, string, string][], type: string, msg: string): string {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, src] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${src}`);
  out.push(`${type}: ${msg}`);
  return out.join("\n");
}

/** Node: `    at fn (file:line:col)` frames. */
export function node(frames: string[]): string {
  return frames.map((f) => `    at ${f}`).join("\n");
}

/** .NET: `   at Ns.Type.Method() in path:line N`. */
export function dotnet(frames: string[]): string {
  return frames.map((f) => `   at ${f}`).join("\n");
}

/** Ruby: `path:line:in 'method'` backtrace lines. */
export function ruby(frames: string[]): string {
  return frames.join("\n");
}

/** Go: goroutine dump after a panic or fatal error. */
export function go(goroutine: number, frames: [string, string][]): string {
  const out = ["", `goroutine ${goroutine} [running]:`];
  for (const [fn, at] of frames) out.push(fn, `\t${at}`);
  return out.join("\n");
}
