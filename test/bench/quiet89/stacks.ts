// Stack traces in each runtime's own shape. Frames are [function, file, line] in that runtime's naming.

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";
export type Frame = [string, string, number];

export function javaTrace(head: string, frames: Frame[], cause?: { head: string; frames: Frame[] }): string[] {
  const out = [head, ...frames.map(([fn, file, line]) => `\tat ${fn}(${file}:${line})`)];
  if (cause) {
    out.push(`Caused by: ${cause.head}`, ...cause.frames.map(([fn, file, line]) => `\tat ${fn}(${file}:${line})`));
    out.push(`\t... ${frames.length + 20} common frames omitted`);
  }
  return out;
}

export function pythonTrace(frames: Frame[], last: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [fn, file, line] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`);
  out.push(last);
  return out;
}

export function nodeTrace(head: string, frames: Frame[]): string[] {
  return [head, ...frames.map(([fn, file, line]) => `    at ${fn} (${file}:${line}:${((line * 7) % 60) + 5})`)];
}

export function dotnetTrace(head: string, frames: Frame[]): string[] {
  return [head, ...frames.map(([fn, file, line]) => `   at ${fn} in ${file}:line ${line}`)];
}

export function rubyTrace(head: string, frames: Frame[]): string[] {
  return [head, ...frames.map(([fn, file, line]) => `${file}:${line}:in \`${fn}'`)];
}

export function goPanic(head: string, goroutine: number, frames: Frame[]): string[] {
  const out = [head, "", `goroutine ${goroutine} [running]:`];
  for (const [fn, file, line] of frames) out.push(`${fn}(...)`, `\t${file}:${line} +0x${(line * 37).toString(16)}`);
  return out;
}
