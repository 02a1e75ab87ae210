// Stack traces printed the way each runtime prints them.
export function javaStack(
  type: string,
  msg: string,
  frames: string[],
  cause?: { type: string; msg: string; frames: string[] },
): string[] {
  const out = [`${type}: ${msg}`, ...frames.map((f) => `\tat ${f}`)];
  if (cause) {
    out.push(
      `Caused by: ${cause.type}: ${cause.msg}`,
      ...cause.frames.map((f) => `\tat ${f}`),
      `\t... ${frames.length + 31} more`,
    );
  }
  return out;
}

/** frames: [file, line, function, source line] */
export function pyStack(frames: [string, number, string, string][], type: string, msg: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, src] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${src}`);
  out.push(`${type}: ${msg}`);
  return out;
}

export function nodeStack(type: string, msg: string, frames: string[]): string[] {
  return [`${type}: ${msg}`, ...frames.map((f) => `    at ${f}`)];
}

export function dotnetStack(type: string, msg: string, frames: string[]): string[] {
  return [`${type}: ${msg}`, ...frames.map((f) => `   at ${f}`)];
}

export function rubyStack(type: string, msg: string, frames: string[]): string[] {
  return [`${frames[0]}: ${msg} (${type})`, ...frames.slice(1).map((f) => `\tfrom ${f}`)];
}

export function goPanic(msg: string, frames: [string, string][]): string[] {
  const out = [`panic: ${msg}`, "", "goroutine 1184 [running]:"];
  for (const [fn, loc] of frames) out.push(fn, `\t${loc}`);
  return out;
}
