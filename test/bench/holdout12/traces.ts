// Stack-trace shapes as each runtime prints them (Java, Go, Python, Node, .NET, Ruby, Elixir, Rust).
export function java(head: string, frames: string[], causes: Array<[string, string[]]> = []): string[] {
  const out = [head, ...frames.map((f) => `\tat ${f}`)];
  for (const [h, fr] of causes) {
    out.push(`Caused by: ${h}`, ...fr.map((f) => `\tat ${f}`), `\t... ${fr.length + 23} more`);
  }
  return out;
}

export function goPanic(msg: string, gid: number, frames: Array<[string, string]>): string[] {
  const [first, ...rest] = msg.split("\n");
  const out = [`panic: ${first}`, ...rest, "", `goroutine ${gid} [running]:`];
  let off = 0x1c;
  for (const [fn, file] of frames) {
    out.push(fn, `\t${file} +0x${off.toString(16)}`);
    off = (off * 7 + 0x33) % 0x4ff;
  }
  return out;
}

export function goFatal(msg: string, gid: number, frames: Array<[string, string]>): string[] {
  return [`fatal error: ${msg}`, "", `goroutine ${gid} [running]:`, ...frames.flatMap(([f, l]) => [f, `\t${l}`])];
}

export function py(frames: Array<[string, number, string, string]>, last: string[]): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  return [...out, ...last];
}

export function node(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `    at ${f}`)];
}

export function dotnet(head: string, frames: string[], inner?: [string, string[]]): string[] {
  if (!inner) return [head, ...frames.map((f) => `   at ${f}`)];
  return [
    `${head}`,
    ` ---> ${inner[0]}`,
    ...inner[1].map((f) => `   at ${f}`),
    "   --- End of inner exception stack trace ---",
    ...frames.map((f) => `   at ${f}`),
  ];
}

export function ruby(frames: string[]): string[] {
  return frames.map((f) => `${f}`);
}

export function elixirExit(call: string, reason: string, frames: string[]): string[] {
  return [`** (exit) exited in: ${call}`, `    ** (EXIT) ${reason}`, ...frames.map((f) => `    ${f}`)];
}

export function rustPanic(thread: string, at: string, msg: string): string[] {
  return [
    `thread '${thread}' panicked at ${at}:`,
    msg,
    "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace",
  ];
}
