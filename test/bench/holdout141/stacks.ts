// Stack traces in each runtime's real shape.

/** Java: `ex: msg` then `\tat frame` lines, optional `Caused by:` chain with `... N more`. */
export function javaStack(
  ex: string,
  msg: string,
  frames: string[],
  cause?: { ex: string; msg: string; frames: string[] },
): string {
  const l = [`${ex}: ${msg}`, ...frames.map((f) => `\tat ${f}`)];
  if (cause) {
    l.push(
      `Caused by: ${cause.ex}: ${cause.msg}`,
      ...cause.frames.map((f) => `\tat ${f}`),
      `\t... ${frames.length + 31} more`,
    );
  }
  return l.join("\n");
}

export const SPRING_WEB_FRAMES = [
  "org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1014)",
  "org.springframework.web.servlet.FrameworkServlet.doPost(FrameworkServlet.java:914)",
  "jakarta.servlet.http.HttpServlet.service(HttpServlet.java:590)",
  "org.apache.catalina.core.ApplicationFilterChain.internalDoFilter(ApplicationFilterChain.java:205)",
  "org.apache.tomcat.util.threads.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:659)",
  "java.base/java.lang.Thread.run(Thread.java:1583)",
];

/** Python: the classic `Traceback (most recent call last):` block. */
export function pyTrace(frames: Array<[string, number, string, string]>, last: string, chained?: string): string {
  const body = (fs: Array<[string, number, string, string]>) =>
    fs.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]);
  const l = ["Traceback (most recent call last):", ...body(frames), last];
  if (chained)
    return `${chained}\n\nDuring handling of the above exception, another exception occurred:\n\n${l.join("\n")}`;
  return l.join("\n");
}

/** Go: `panic:` + goroutine dump. */
export function goPanic(msg: string, frames: Array<[string, string]>, sig?: string): string {
  const l = [`panic: ${msg}`];
  if (sig) l.push(sig);
  l.push("", "goroutine 1187 [running]:");
  for (const [fn, file] of frames) l.push(fn, `\t${file}`);
  l.push("exit status 2");
  return l.join("\n");
}

/** Node: `Error: msg` + `    at fn (file:line:col)` frames. */
export function nodeStack(head: string, frames: string[]): string {
  return [head, ...frames.map((f) => `    at ${f}`)].join("\n");
}

/** Ruby/Rails: `Class (msg):` then backtrace lines. */
export function rubyTrace(ex: string, msg: string, frames: string[]): string {
  return [`${ex} (${msg}):`, "", ...frames.map((f) => `${f}`)].join("\n");
}

/** .NET: `Type: msg` + `   at Ns.Type.Method(args) in /src/File.cs:line N`. */
export function dotnetStack(ex: string, msg: string, frames: string[], inner?: { ex: string; msg: string }): string {
  const head = inner ? `${ex}: ${msg}\n ---> ${inner.ex}: ${inner.msg}` : `${ex}: ${msg}`;
  return [
    head,
    ...frames.map((f) => `   at ${f}`),
    ...(inner ? ["   --- End of inner exception stack trace ---"] : []),
  ].join("\n");
}

/** Elixir: `** (Module.Error) msg` + `    (app 1.2.3) lib/file.ex:12: Mod.fun/2` frames. */
export function exStack(ex: string, msg: string, frames: string[]): string {
  return [`** (${ex}) ${msg}`, ...frames.map((f) => `    ${f}`)].join("\n");
}

/** PHP (Laravel): `#0 /path(line): fn()` frames. */
export function phpStack(frames: string[]): string {
  return ["[stacktrace]", ...frames.map((f, i) => `#${i} ${f}`), `#${frames.length} {main}`].join("\n");
}
