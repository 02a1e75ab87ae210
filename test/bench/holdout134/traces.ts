// Stack traces in the shape each runtime really prints them: JVM (with Caused by / common frames omitted),
// CPython tracebacks (with chained exceptions), V8, Go panics and fatal errors, the CLR, and Ruby/Rails.
import type { ErrInfo } from "./types.js";

export interface JavaCause {
  type: string;
  message: string;
  frames: string[];
  omitted?: number;
}

/** `frames` like `com.acme.Foo.bar(Foo.java:42)`. */
export function javaErr(type: string, message: string, frames: string[], causes: JavaCause[] = []): ErrInfo {
  const lines = [message ? `${type}: ${message}` : type, ...frames.map((f) => `\tat ${f}`)];
  for (const c of causes) {
    lines.push(`Caused by: ${c.message ? `${c.type}: ${c.message}` : c.type}`);
    lines.push(...c.frames.map((f) => `\tat ${f}`));
    if (c.omitted) lines.push(`\t... ${c.omitted} common frames omitted`);
  }
  return { type, message, stack: lines.join("\n") };
}

/** A frame of a CPython traceback: file, line, function, source line. */
export type PyFrame = [string, number, string, string];

export interface PyChain {
  frames: PyFrame[];
  type: string;
  message: string;
  /** "cause" prints "direct cause", "context" prints "During handling...". */
  link: "cause" | "context";
}

export function pythonErr(type: string, message: string, frames: PyFrame[], before: PyChain[] = []): ErrInfo {
  const tb = (fs: PyFrame[]) => [
    "Traceback (most recent call last):",
    ...fs.flatMap(([file, line, fn, src]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${src}`]),
  ];
  const lines: string[] = [];
  for (const c of before) {
    lines.push(...tb(c.frames), c.message ? `${c.type}: ${c.message}` : c.type, "");
    lines.push(
      c.link === "cause"
        ? "The above exception was the direct cause of the following exception:"
        : "During handling of the above exception, another exception occurred:",
      "",
    );
  }
  lines.push(...tb(frames), message ? `${type}: ${message}` : type);
  return { type, message, stack: lines.join("\n") };
}

/** `frames` like `Object.quote (/app/dist/quote.js:41:17)` or `node:internal/...`. */
export function nodeErr(type: string, message: string, frames: string[], extra: string[] = []): ErrInfo {
  const head = message ? `${type}: ${message}` : type;
  return { type, message, stack: [head, ...frames.map((f) => `    at ${f}`), ...extra].join("\n") };
}

/** A Go goroutine frame: function with args, then `file.go:line +0xoff`. */
export type GoFrame = [string, string];

const goFrames = (frames: GoFrame[]) => frames.flatMap(([fn, at]) => [fn, `\t${at}`]);

/** An unrecovered panic as the Go runtime prints it before exit status 2. */
export function goPanic(message: string, frames: GoFrame[], goroutine: number, signal?: string): ErrInfo {
  const lines = [`panic: ${message}`];
  if (signal) lines.push(signal);
  lines.push("", `goroutine ${goroutine} [running]:`, ...goFrames(frames));
  return { type: "panic", message, stack: lines.join("\n") };
}

/** A panic recovered by net/http, printed through the server's error log. */
export function goHttpPanic(remote: string, message: string, frames: GoFrame[], goroutine: number): ErrInfo {
  const lines = [
    `http: panic serving ${remote}: ${message}`,
    `goroutine ${goroutine} [running]:`,
    "net/http.(*conn).serve.func1()",
    "\t/usr/local/go/src/net/http/server.go:1947 +0xbe",
    "panic({0x9b84e0?, 0xf0a5d0?})",
    "\t/usr/local/go/src/runtime/panic.go:785 +0x132",
    ...goFrames(frames),
    "net/http.HandlerFunc.ServeHTTP(0xc0001a2f00?, {0xb5e1f8?, 0xc0004b20e0?}, 0x6?)",
    "\t/usr/local/go/src/net/http/server.go:2220 +0x29",
    "net/http.serverHandler.ServeHTTP({0xc0003c6d80?}, {0xb5e1f8?, 0xc0004b20e0?}, 0x6?)",
    "\t/usr/local/go/src/net/http/server.go:3210 +0x8e",
    "net/http.(*conn).serve(0xc000462000, {0xb5f0c8, 0xc0002d8a50})",
    "\t/usr/local/go/src/net/http/server.go:2092 +0x5d0",
    "created by net/http.(*Server).Serve in goroutine 1",
    "\t/usr/local/go/src/net/http/server.go:3360 +0x485",
  ];
  return { type: "runtime error", message, stack: lines.join("\n") };
}

/** `fatal error: ...` with a runtime stack, as for out-of-memory. */
export function goFatal(message: string, frames: GoFrame[]): ErrInfo {
  return {
    type: "fatal error",
    message,
    stack: [`fatal error: ${message}`, "", "runtime stack:", ...goFrames(frames)].join("\n"),
  };
}

export interface DotnetInner {
  type: string;
  message: string;
  frames: string[];
}

/** `frames` like `Ns.Type.Method(Args) in /src/File.cs:line 58`; inner exceptions print first-line-nested. */
export function dotnetErr(type: string, message: string, frames: string[], inner?: DotnetInner): ErrInfo {
  const lines = [`${type}: ${message}`];
  if (inner) {
    lines.push(` ---> ${inner.type}: ${inner.message}`);
    lines.push(...inner.frames.map((f) => `   at ${f}`));
    lines.push("   --- End of inner exception stack trace ---");
  }
  lines.push(...frames.map((f) => (f.startsWith("---") ? f : `   at ${f}`)));
  return { type, message, stack: lines.join("\n") };
}

/** Ruby as Rails / Sidekiq log it: `Type (message):` then backtrace lines. */
export function rubyErr(type: string, message: string, frames: string[], rails = true): ErrInfo {
  const head = rails ? `${type} (${message}):` : `${message} (${type})`;
  return { type, message, stack: [head, ...(rails ? [""] : []), ...frames].join("\n") };
}
