// Stack traces in each runtime's own shape: Java (with Caused by / common frames omitted), Python tracebacks,
// Node error stacks, Go panics and goroutine dumps, .NET exception text and Ruby backtraces.
import type { Rng } from "./rng.js";

export interface JavaCause {
  head: string;
  frames: string[];
  omitted?: number;
}

/** `head` then "\tat " frames, then each cause with its own frames and "... N common frames omitted". */
export function java(head: string, frames: string[], causes: JavaCause[] = []): string {
  const out = [head, ...frames.map((f) => `\tat ${f}`)];
  for (const c of causes) {
    out.push(`Caused by: ${c.head}`, ...c.frames.map((f) => `\tat ${f}`));
    if (c.omitted) out.push(`\t... ${c.omitted} common frames omitted`);
  }
  return out.join("\n");
}

/** Frames of a Spring MVC request below the controller, as printed under it. */
export const SPRING_WEB = [
  "org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:255)",
  "org.springframework.web.method.support.InvocableHandlerMethod.invokeForRequest(InvocableHandlerMethod.java:188)",
  "org.springframework.web.servlet.mvc.method.annotation.ServletInvocableHandlerMethod.invokeAndHandle(ServletInvocableHandlerMethod.java:118)",
  "org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter.invokeHandlerMethod(RequestMappingHandlerAdapter.java:926)",
  "org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1089)",
  "org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1014)",
  "jakarta.servlet.http.HttpServlet.service(HttpServlet.java:590)",
  "org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:138)",
  "org.apache.tomcat.util.threads.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:659)",
  "java.base/java.lang.Thread.run(Thread.java:1583)",
];

export interface PyFrame {
  file: string;
  line: number;
  fn: string;
  code: string;
}

export function python(
  frames: PyFrame[],
  last: string,
  context?: { text: string; prior: PyFrame[]; priorLast: string },
): string {
  const block = (fs: PyFrame[], l: string) => [
    "Traceback (most recent call last):",
    ...fs.flatMap((f) => [`  File "${f.file}", line ${f.line}, in ${f.fn}`, `    ${f.code}`]),
    l,
  ];
  const out: string[] = [];
  if (context) out.push(...block(context.prior, context.priorLast), "", context.text, "");
  out.push(...block(frames, last));
  return out.join("\n");
}

/** "Error: msg" then "    at fn (file:line:col)" frames, plus an optional util.inspect property block. */
export function node(head: string, frames: string[], props?: Record<string, string | number>): string {
  const out = [head, ...frames.map((f) => `    at ${f}`)];
  if (props) {
    out[out.length - 1] += " {";
    for (const [k, v] of Object.entries(props)) out.push(`  ${k}: ${typeof v === "number" ? v : `'${v}'`},`);
    out[out.length - 1] = out[out.length - 1].replace(/,$/, "");
    out.push("}");
  }
  return out.join("\n");
}

export interface GoFrame {
  fn: string;
  file: string;
  line: number;
}

/** A goroutine's frames: "pkg.fn(args)" then "\t/path/file.go:NN +0x1f". */
export function goroutine(r: Rng, id: number, state: string, frames: GoFrame[]): string {
  const out = [`goroutine ${id} [${state}]:`];
  for (const f of frames) {
    const args = /func\d$/.test(f.fn)
      ? ""
      : f.fn === "panic"
        ? `{0x${r.hex(6)}?, 0x${r.hex(6)}?}`
        : `0xc000${r.hex(6)}, 0x${r.int(0, 200).toString(16)}`;
    out.push(`${f.fn}(${args})`);
    out.push(`\t${f.file}:${f.line} +0x${r.pick("123456789abcdef".split(""))}${r.hex(r.int(1, 2))}`);
  }
  return out.join("\n");
}

/** The text a Go runtime prints for an unrecovered panic (message line then signal line and goroutines). */
export function goPanic(r: Rng, detail: string, frames: GoFrame[], pc: string): string {
  return [
    `[signal SIGSEGV: segmentation violation code=0x1 addr=0x${r.int(8, 64).toString(16)} pc=0x${pc}]`,
    "",
    goroutine(r, r.int(40, 400), "running", frames),
    ...(detail ? ["", detail] : []),
  ].join("\n");
}

/** .NET: "Type: message" then "   at Ns.Type.Method(args) in /src/File.cs:line N" frames and inner exceptions. */
export function dotnet(head: string, frames: string[], inner?: { head: string; frames: string[] }): string {
  if (!inner) return [head, ...frames.map((f) => `   at ${f}`)].join("\n");
  return [
    `${head}`,
    ` ---> ${inner.head}`,
    ...inner.frames.map((f) => `   at ${f}`),
    "   --- End of inner exception stack trace ---",
    ...frames.map((f) => `   at ${f}`),
  ].join("\n");
}

/** Ruby backtrace lines as Rails prints them under the exception line. */
export function ruby(frames: string[]): string {
  return frames.join("\n");
}
