// Exception traces in each runtime's printed shape: JVM, CPython, Node, Go (recovered panic), CLR, Ruby.

export interface JavaCause {
  head: string;
  frames: string[];
  more: number;
}

/** `head` is `pkg.Class: message`; frames are `pkg.Class.method(File.java:12)`. */
export function javaTrace(head: string, frames: string[], causes: JavaCause[] = []): string[] {
  const out = [head, ...frames.map((f) => `\tat ${f}`)];
  for (const c of causes) {
    out.push(`Caused by: ${c.head}`, ...c.frames.map((f) => `\tat ${f}`));
    if (c.more > 0) out.push(`\t... ${c.more} more`);
  }
  return out;
}

export interface PyFrame {
  file: string;
  line: number;
  fn: string;
  code: string;
}

export function pyTrace(frames: PyFrame[], last: string, context?: { frames: PyFrame[]; last: string }): string[] {
  const block = (fs: PyFrame[]) =>
    fs.flatMap((f) => [`  File "${f.file}", line ${f.line}, in ${f.fn}`, `    ${f.code}`]);
  const out: string[] = [];
  if (context) {
    out.push("Traceback (most recent call last):", ...block(context.frames), context.last, "");
    out.push("During handling of the above exception, another exception occurred:", "");
  }
  out.push("Traceback (most recent call last):", ...block(frames), last);
  return out;
}

/** `head` is `Error: message`; frames like `fn (/app/dist/x.js:10:5)` or `node:net:1555:16`. */
export function nodeTrace(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `    at ${f}`)];
}

export interface GoFrame {
  fn: string;
  file: string;
  line: number;
}

/** What net/http prints after recovering a handler panic: the goroutine dump. */
export function goStack(goroutine: number, frames: GoFrame[]): string[] {
  const out = [`goroutine ${goroutine} [running]:`];
  for (const f of frames) {
    out.push(f.fn, `\t${f.file}:${f.line} +0x${(f.line * 7 + 0x1a).toString(16)}`);
  }
  return out;
}

/** `head` is `System.X: message`; frames `Ns.Type.Method(args) in /src/File.cs:line 12`. */
export function dotnetTrace(head: string, frames: string[], inner?: { head: string; frames: string[] }): string[] {
  if (!inner) return [head, ...frames.map((f) => `   at ${f}`)];
  return [
    `${head}`,
    ` ---> ${inner.head}`,
    ...inner.frames.map((f) => `   at ${f}`),
    "   --- End of inner exception stack trace ---",
    ...frames.map((f) => `   at ${f}`),
  ];
}

/** Ruby's uncaught / logged shape: first frame with the message, the rest as `from`. */
export function rubyTrace(message: string, cls: string, frames: string[]): string[] {
  const [first, ...rest] = frames;
  return [`${first ?? "(unknown)"}: ${message} (${cls})`, ...rest.map((f) => `\tfrom ${f}`)];
}
