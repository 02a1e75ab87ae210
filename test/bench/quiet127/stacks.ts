// Multi-line traces in each runtime's own shape: JVM, CPython, Node, Go panics, .NET and Ruby.
import type { Rng } from "./rng.js";

export interface JavaCause {
  ex: string;
  msg: string;
  frames: string[];
  more?: number;
}

/** `ex: msg` then `\tat frame` lines, `Caused by:` sections and `... N more`. */
export function javaTrace(ex: string, msg: string, frames: string[], causes: JavaCause[] = []): string[] {
  const out = [`${ex}: ${msg}`, ...frames.map((f) => `\tat ${f}`)];
  for (const c of causes) {
    out.push(`Caused by: ${c.ex}: ${c.msg}`, ...c.frames.map((f) => `\tat ${f}`));
    if (c.more) out.push(`\t... ${c.more} common frames omitted`);
  }
  return out;
}

/** CPython traceback: frames are [file, line, function, source]. */
export function pyTrace(frames: Array<[string, number, string, string]>, exc: string, chained?: string[]): string[] {
  const out: string[] = [];
  if (chained) {
    out.push(...chained, "", "During handling of the above exception, another exception occurred:", "");
  }
  out.push("Traceback (most recent call last):");
  for (const [file, line, fn, src] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${src}`);
  out.push(exc);
  return out;
}

/** Node error: `Name: message` then `    at frame` lines. */
export function nodeTrace(head: string, frames: string[]): string[] {
  return [head, ...frames.map((f) => `    at ${f}`)];
}

/** A goroutine section: frames are [function(args), file:line +off]. */
export function goroutine(id: number, state: string, frames: Array<[string, string]>): string[] {
  const out = [`goroutine ${id} [${state}]:`];
  for (const [fn, loc] of frames) out.push(fn, `\t${loc}`);
  return out;
}

/** What net/http prints after recovering a handler panic (the message line is `http: panic serving ...`). */
export function goHttpPanic(r: Rng, frames: Array<[string, string]>): string[] {
  return goroutine(r.int(20000, 99999), "running", [
    ["net/http.(*conn).serve.func1()", "/usr/local/go/src/net/http/server.go:1898 +0xbe"],
    [`panic({0x${r.hex(6)}?, 0x${r.hex(7)}?})`, "/usr/local/go/src/runtime/panic.go:770 +0x132"],
    ...frames,
    [
      "net/http.HandlerFunc.ServeHTTP(0xc000112a80?, {0xc3d4a8?, 0xc0004c60e0?}, 0x0?)",
      "/usr/local/go/src/net/http/server.go:2166 +0x29",
    ],
    [
      `net/http.(*conn).serve(0xc000${r.hex(6)}, {0xc3ed58, 0xc000${r.hex(6)}})`,
      "/usr/local/go/src/net/http/server.go:2137 +0x785",
    ],
    ["created by net/http.(*Server).Serve in goroutine 1", "/usr/local/go/src/net/http/server.go:3290 +0x4b4"],
  ]);
}

export interface DotnetInner {
  ex: string;
  msg: string;
  frames: string[];
}

/** .NET exception text: `Ex: msg`, optional ` ---> Inner: msg` chain, `   at` frames. */
export function dotnetTrace(ex: string, msg: string, frames: string[], inner?: DotnetInner): string[] {
  if (!inner) return [`${ex}: ${msg}`, ...frames.map((f) => `   at ${f}`)];
  return [
    `${ex}: ${msg}`,
    ` ---> ${inner.ex}: ${inner.msg}`,
    ...inner.frames.map((f) => `   at ${f}`),
    "   --- End of inner exception stack trace ---",
    ...frames.map((f) => `   at ${f}`),
  ];
}
