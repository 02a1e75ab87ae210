// Stack traces and crash dumps in each runtime's real shape.
import type { Rng } from "./rng.js";

/** Java: exception line, tab-indented frames, optional Caused by with "... N more". */
export function javaStack(head: string, frames: string[], cause?: { head: string; frames: string[] }): string {
  const lines = [head, ...frames.map((f) => `\tat ${f}`)];
  if (cause)
    lines.push(`Caused by: ${cause.head}`, ...cause.frames.map((f) => `\tat ${f}`), `\t... ${frames.length + 2} more`);
  return lines.join("\n");
}

export const SPRING_WEB = [
  "org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1014)",
  "org.springframework.web.servlet.FrameworkServlet.doPost(FrameworkServlet.java:914)",
  "jakarta.servlet.http.HttpServlet.service(HttpServlet.java:590)",
  "org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:174)",
  "org.apache.tomcat.util.threads.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:659)",
  "java.base/java.lang.Thread.run(Thread.java:1583)",
];

/** Go panic recovered by net/http, with a goroutine dump. */
export function goPanic(rng: Rng, what: string, frames: Array<[string, string]>): string {
  const lines = [`goroutine ${rng.int(200, 90000)} [running]:`];
  lines.push("net/http.(*conn).serve.func1()", "\t/usr/local/go/src/net/http/server.go:1947 +0xbe");
  lines.push(`panic({0x${rng.hex(6)}?, 0x${rng.hex(7)}?})`, "\t/usr/local/go/src/runtime/panic.go:785 +0x132");
  for (const [fn, file] of frames) lines.push(`${fn}`, `\t${file} +0x${rng.hex(3)}`);
  lines.push("net/http.HandlerFunc.ServeHTTP(...)", "\t/usr/local/go/src/net/http/server.go:2220");
  lines.push(
    `created by net/http.(*Server).Serve in goroutine ${rng.int(1, 60)}`,
    "\t/usr/local/go/src/net/http/server.go:3360 +0x485",
  );
  return `${what}\n${lines.join("\n")}`;
}

/** Node: Error line then four-space "at" frames. */
export function nodeStack(head: string, frames: string[]): string {
  return [head, ...frames.map((f) => `    at ${f}`)].join("\n");
}

/** Python traceback. */
export function pyTrace(frames: Array<[string, number, string, string]>, last: string): string {
  const lines = ["Traceback (most recent call last):"];
  for (const [file, ln, fn, code] of frames) lines.push(`  File "${file}", line ${ln}, in ${fn}`, `    ${code}`);
  lines.push(last);
  return lines.join("\n");
}

/** .NET exception with "   at X in file:line N" frames. */
export function dotnetStack(head: string, frames: string[], inner?: string): string {
  const lines = [head];
  if (inner) lines[0] = `${head}\n ---> ${inner}`;
  for (const f of frames) lines.push(`   at ${f}`);
  if (inner) lines.push("   --- End of inner exception stack trace ---");
  return lines.join("\n");
}

/** Ruby backtrace lines as Rails prints them (app frames first). */
export function rubyTrace(frames: string[]): string {
  return frames.join("\n");
}

/** Elixir/Erlang crash report block. */
export function elixirCrash(head: string, frames: string[]): string {
  return [head, ...frames.map((f) => `    ${f}`)].join("\n");
}
