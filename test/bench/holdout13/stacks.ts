// Stack traces as each runtime prints them.
export function javaStack(head: string, frames: string[], cause?: string, causeFrames: string[] = []): string {
  let s = head + frames.map((f) => `\n\tat ${f}`).join("");
  if (cause)
    s += `\nCaused by: ${cause}${causeFrames.map((f) => `\n\tat ${f}`).join("")}\n\t... ${frames.length + 40} more`;
  return s;
}

export function pyTrace(frames: Array<[string, number, string, string]>, last: string): string {
  const body = frames
    .map(([file, line, fn, code]) => `  File "${file}", line ${line}, in ${fn}\n    ${code}`)
    .join("\n");
  return `Traceback (most recent call last):\n${body}\n${last}`;
}

export function nodeStack(head: string, frames: string[]): string {
  return head + frames.map((f) => `\n    at ${f}`).join("");
}

export function dotnetStack(head: string, frames: string[]): string {
  return head + frames.map((f) => `\n   at ${f}`).join("");
}

export function goPanic(head: string, frames: Array<[string, string]>): string {
  return `${head}\n\ngoroutine ${frames.length * 37 + 12} [running]:\n${frames.map(([fn, loc]) => `${fn}\n\t${loc}`).join("\n")}`;
}
