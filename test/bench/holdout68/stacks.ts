// Stack traces in each runtime's own style.
export function java(exc: string, frames: string[], cause?: string[]): string[] {
  const out = [exc, ...frames.map((f) => `\tat ${f}`)];
  if (cause) out.push(`Caused by: ${cause[0]}`, ...cause.slice(1).map((f) => `\tat ${f}`), "\t... 14 more");
  return out;
}

export function python(frames: [string, number, string, string][], last: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  out.push(last);
  return out;
}

export function goPanic(msg: string, frames: [string, string][]): string[] {
  const out = [
    `panic: ${msg}`,
    "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x9c4b1e]",
    "",
    "goroutine 4127 [running]:",
  ];
  for (const [fn, loc] of frames) out.push(fn, `\t${loc}`);
  return out;
}

export function node(exc: string, frames: string[]): string[] {
  return [exc, ...frames.map((f) => `    at ${f}`)];
}

export function dotnet(exc: string, frames: string[]): string[] {
  return [exc, ...frames.map((f) => `   at ${f}`)];
}

export function ruby(first: string, frames: string[]): string[] {
  return [first, ...frames.map((f) => `\tfrom ${f}`)];
}
