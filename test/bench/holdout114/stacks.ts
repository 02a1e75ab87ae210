// Stack traces in each runtime's own style.
export function java(header: string, frames: string[], cause?: { header: string; frames: string[] }): string[] {
  const out = [header, ...frames.map((f) => `\tat ${f}`)];
  if (cause) out.push(`Caused by: ${cause.header}`, ...cause.frames.map((f) => `\tat ${f}`), "\t... 14 more");
  return out;
}

export function python(frames: [string, number, string, string][], last: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  out.push(last);
  return out;
}

export function node(header: string, frames: string[]): string[] {
  return [header, ...frames.map((f) => `    at ${f}`)];
}

export function dotnet(header: string, frames: string[]): string[] {
  return [header, ...frames.map((f) => `   at ${f}`)];
}

export function ruby(header: string, frames: string[]): string[] {
  return [header, ...frames];
}

export function goPanic(msg: string, goroutine: number, frames: [string, string][]): string[] {
  const out = [`panic: ${msg}`, "", `goroutine ${goroutine} [running]:`];
  for (const [fn, loc] of frames) out.push(fn, `\t${loc}`);
  return out;
}
