// Stack traces and crash output in each runtime's own layout.
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp" | "erlang";

/** frames: "pkg.Class.method(File.java:12)"-like descriptors; each runtime formats them its own way. */
export function javaTrace(
  ex: string,
  msg: string,
  frames: string[],
  cause?: { ex: string; msg: string; frames: string[] },
) {
  const own = [`${ex}: ${msg}`, ...frames.map((f) => `\tat ${f}`)];
  if (cause) own.push(`Caused by: ${cause.ex}: ${cause.msg}`, ...cause.frames.map((f) => `\tat ${f}`), "\t... 14 more");
  return own.join("\n");
}

export function pythonTrace(frames: [string, number, string, string][], last: string) {
  return [
    "Traceback (most recent call last):",
    ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
    last,
  ].join("\n");
}

export function goPanic(msg: string, goroutine: number, frames: [string, string][]) {
  return [
    `panic: ${msg}`,
    "",
    `goroutine ${goroutine} [running]:`,
    ...frames.flatMap(([fn, loc]) => [fn, `\t${loc}`]),
  ].join("\n");
}

export function nodeTrace(head: string, frames: string[]) {
  return [head, ...frames.map((f) => `    at ${f}`)].join("\n");
}

export function dotnetTrace(ex: string, msg: string, frames: string[]) {
  return [`${ex}: ${msg}`, ...frames.map((f) => `   at ${f}`)].join("\n");
}

export function rubyTrace(file: string, ex: string, msg: string, frames: string[]) {
  return [`${file}: ${msg} (${ex})`, ...frames.map((f) => `\tfrom ${f}`)].join("\n");
}

export function cppBacktrace(sig: string, frames: string[]) {
  return [`*** ${sig} received, backtrace:`, ...frames.map((f, i) => `#${i}  ${f}`)].join("\n");
}
