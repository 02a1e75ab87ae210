// Stack traces in each runtime's own layout.
export const java = (head: string, frames: string[], cause?: { head: string; frames: string[] }): string[] => {
  const out = [head, ...frames.map((f) => `\tat ${f}`)];
  if (cause)
    out.push(`Caused by: ${cause.head}`, ...cause.frames.map((f) => `\tat ${f}`), `\t... ${frames.length + 40} more`);
  return out;
};

/** frames: [file, line, function, source] */
export const py = (frames: [string, number, string, string][], last: string): string[] => [
  "Traceback (most recent call last):",
  ...frames.flatMap(([f, l, fn, src]) => [`  File "${f}", line ${l}, in ${fn}`, `    ${src}`]),
  last,
];

export const node = (head: string, frames: string[]): string[] => [head, ...frames.map((f) => `    at ${f}`)];

export const dotnet = (head: string, frames: string[]): string[] => [head, ...frames.map((f) => `   at ${f}`)];

export const ruby = (frames: string[]): string[] => frames;

export const goroutine = (head: string[], frames: [string, string][]): string[] => [
  ...head,
  "",
  "goroutine 1 [running]:",
  ...frames.flatMap(([fn, loc]) => [fn, `\t${loc}`]),
];
