// Stack traces in each runtime's own shape. Frames are given short ("pkg.Class.method:line") and rendered
// the way that runtime prints them.

/** Java / Kotlin: "\tat a.b.C.m(C.java:12)", causes with "Caused by:" and "... N more". */
export function javaTrace(
  head: string,
  frames: string[],
  causes: Array<[string, string[]]> = [],
  ext: "java" | "kt" = "java",
): string {
  const render = (fs: string[]) =>
    fs.map((f) => {
      const [where, line] = f.split(":");
      const parts = (where ?? "").split(".");
      parts.pop();
      const cls = (parts[parts.length - 1] ?? "Unknown").split("$")[0];
      const isLib = /^(java|jdk|javax|jakarta|org|com\.zaxxer|io|reactor|kotlin|kotlinx)\./.test(where ?? "");
      const fileExt = isLib ? "java" : ext;
      return line === undefined ? `\tat ${where}(Native Method)` : `\tat ${where}(${cls}.${fileExt}:${line})`;
    });
  const out = [head, ...render(frames)];
  let omitted = 40 + frames.length * 3;
  for (const [h, fs] of causes) {
    out.push(`Caused by: ${h}`, ...render(fs), `\t... ${omitted} more`);
    omitted += 7;
  }
  return out.join("\n");
}

export const SPRING_MVC = [
  "org.springframework.web.servlet.FrameworkServlet.processRequest:1014",
  "org.springframework.web.servlet.FrameworkServlet.doPost:914",
  "jakarta.servlet.http.HttpServlet.service:590",
  "org.apache.catalina.core.ApplicationFilterChain.internalDoFilter:205",
  "org.apache.catalina.core.StandardWrapperValve.invoke:167",
  "org.apache.tomcat.util.net.NioEndpoint$SocketProcessor.doRun:1740",
  "org.apache.tomcat.util.threads.ThreadPoolExecutor$Worker.run:659",
  "java.lang.Thread.run:1583",
];

export const PG_JDBC = [
  "org.postgresql.core.v3.QueryExecutorImpl.receiveErrorResponse:2725",
  "org.postgresql.core.v3.QueryExecutorImpl.processResults:2412",
  "org.postgresql.core.v3.QueryExecutorImpl.execute:371",
  "org.postgresql.jdbc.PgStatement.executeInternal:502",
  "org.postgresql.jdbc.PgPreparedStatement.executeWithFlags:181",
  "com.zaxxer.hikari.pool.HikariProxyPreparedStatement.executeUpdate:61",
  "org.hibernate.engine.jdbc.internal.ResultSetReturnImpl.executeUpdate:194",
];

export const REST_CLIENT = [
  "org.springframework.web.client.RestTemplate.doExecute:915",
  "org.springframework.web.client.RestTemplate.execute:872",
  "org.springframework.web.client.RestTemplate.exchange:764",
];

export const WEBFLUX = [
  "reactor.core.publisher.Mono.block:1742",
  "kotlinx.coroutines.reactive.AwaitKt$awaitOne$2$1.onError:230",
  "reactor.core.publisher.FluxOnAssembly$OnAssemblySubscriber.onError:544",
  "reactor.netty.http.client.HttpClientConnect$HttpObserver.onUncaughtException:399",
  "io.netty.channel.AbstractChannelHandlerContext.invokeExceptionCaught:346",
];

/** Node: "    at fn (/app/dist/x.js:12:34)". */
export function nodeTrace(head: string, frames: string[], internal = true): string {
  const out = [head, ...frames.map((f) => `    at ${f}`)];
  if (internal) out.push("    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)");
  return out.join("\n");
}

/** Python: "Traceback (most recent call last):" then File/line pairs, the exception last. */
export function pyTrace(frames: Array<[string, number, string, string]>, last: string): string {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  out.push(last);
  return out.join("\n");
}

/** Go panics and fatal errors: goroutine header, function line, tab-indented file:line +0xNN. */
export function goTrace(head: string, frames: Array<[string, string]>, goroutine = 1, extra = ""): string {
  const out = [head];
  if (extra) out.push(extra);
  out.push("", `goroutine ${goroutine} [running]:`);
  let off = 0x1a4;
  for (const [fn, at] of frames) {
    out.push(fn, `\t${at} +0x${off.toString(16)}`);
    off = (off * 7 + 0x35) % 0x7ff;
  }
  return out.join("\n");
}

/** .NET: "   at Ns.Type.Method(args) in /src/File.cs:line 87". Frames are "Ns.Type.Method(args)|/src/x.cs:87". */
export function netTrace(head: string, frames: string[], inner?: [string, string[]]): string {
  const render = (fs: string[]) =>
    fs.map((f) => {
      if (f === "---") return "--- End of stack trace from previous location ---";
      const [m, at] = f.split("|");
      if (!at) return `   at ${m}`;
      const i = at.lastIndexOf(":");
      return `   at ${m} in ${at.slice(0, i)}:line ${at.slice(i + 1)}`;
    });
  if (inner) {
    return [
      `${head}`,
      ` ---> ${inner[0]}`,
      ...render(inner[1]),
      "   --- End of inner exception stack trace ---",
      ...render(frames),
    ].join("\n");
  }
  return [head, ...render(frames)].join("\n");
}

/** Ruby / Rails: backtrace lines "app/models/x.rb:42:in `m'". */
export function rubyTrace(head: string, frames: string[]): string {
  return [head, ...frames].join("\n");
}

/** Elixir: "** (Mod.Error) message" and "    (app 1.2.3) lib/x.ex:12: Mod.fun/2". */
export function exTrace(head: string, frames: string[]): string {
  return [head, ...frames.map((f) => `    ${f}`)].join("\n");
}
