// Stack traces in the shape each runtime really prints them: JVM (logback), CPython, V8, Go panics, CLR, MRI Ruby.

export interface JavaCause {
  head: string;
  frames: string[];
  omitted?: number;
}

/** logback's layout: the exception line, tab-indented frames, "Caused by:" sections, "... N common frames omitted". */
export function java(head: string, frames: string[], causes: JavaCause[] = []): string[] {
  const out = [head, ...frames.map((f) => `\tat ${f}`)];
  for (const c of causes) {
    out.push(`Caused by: ${c.head}`, ...c.frames.map((f) => `\tat ${f}`));
    if (c.omitted) out.push(`\t... ${c.omitted} common frames omitted`);
  }
  return out;
}

export type PyFrame = [file: string, line: number, func: string, code: string];

/** CPython's traceback; `cause` is printed first with the "direct cause" separator, as Python does. */
export function python(frames: PyFrame[], last: string, cause?: { frames: PyFrame[]; last: string }): string[] {
  const block = (fs: PyFrame[], end: string): string[] => [
    "Traceback (most recent call last):",
    ...fs.flatMap(([file, line, func, code]) => [`  File "${file}", line ${line}, in ${func}`, `    ${code}`]),
    end,
  ];
  if (!cause) return block(frames, last);
  return [
    ...block(cause.frames, cause.last),
    "",
    "The above exception was the direct cause of the following exception:",
    "",
    ...block(frames, last),
  ];
}

/** V8's Error.stack as util.inspect prints it: message, "    at" frames, then own properties in braces. */
export function node(head: string, frames: string[], props: string[] = []): string[] {
  const out = [head, ...frames.map((f) => `    at ${f}`)];
  if (props.length) out.push(`${out.pop() ?? ""} {`, ...props, "}");
  return out;
}

export type GoFrame = [func: string, loc: string];

/**
 * The goroutine dump net/http prints after "http: panic serving ADDR: ERR" when a handler panics and the server
 * recovers (the message line is the event itself; these are its continuation lines).
 */
export function goRecovered(goroutine: number, frames: GoFrame[]): string[] {
  return [
    `goroutine ${goroutine} [running]:`,
    "net/http.(*conn).serve.func1()",
    "\t/usr/local/go/src/net/http/server.go:1903 +0xbe",
    "panic({0x9d4c20?, 0xe8a3b0?})",
    "\t/usr/local/go/src/runtime/panic.go:770 +0x132",
    ...frames.flatMap(([fn, loc]) => [fn, `\t${loc}`]),
    "net/http.HandlerFunc.ServeHTTP(0xc000132a80?, {0xa6f3d8?, 0xc0003b81c0?}, 0xc0004c2000?)",
    "\t/usr/local/go/src/net/http/server.go:2166 +0x29",
    "created by net/http.(*Server).Serve in goroutine 1",
    "\t/usr/local/go/src/net/http/server.go:3285 +0x4b4",
  ];
}

/** The CLR's Exception.ToString(): optional inner exception with its own frames and the end marker. */
export function dotnet(
  head: string,
  frames: string[],
  inner?: { head: string; frames: string[] },
  asyncBreaks: number[] = [],
): string[] {
  const out: string[] = [];
  if (inner) {
    out.push(`${head}`, ` ---> ${inner.head}`, ...inner.frames.map((f) => `   at ${f}`));
    out.push("   --- End of inner exception stack trace ---");
  } else out.push(head);
  frames.forEach((f, i) => {
    if (asyncBreaks.includes(i)) out.push("--- End of stack trace from previous location ---");
    out.push(`   at ${f}`);
  });
  return out;
}

/** MRI's backtrace as Rails / Sidekiq log it: "Class (message):" or "message (Class)" then path:line:in 'method'. */
export function ruby(head: string, frames: string[]): string[] {
  return [head, ...frames];
}
