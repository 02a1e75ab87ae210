// Stack traces as each runtime prints them: Java with "Caused by:" chains, Node, Python tracebacks ending in the
// exception line, Go panics with their goroutine dump, .NET.
import type { Rng } from "./rng.js";

const camel = (s: string) =>
  s
    .split("-")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");
export const pkgOf = (app: string) => `com.${app.replace(/-/g, "")}`;
export const Cls = camel;

export function javaFrames(
  r: Rng,
  app: string,
  top: string[],
  causes: { ex: string; frames: string[] }[] = [],
): string[] {
  const pkg = pkgOf(app);
  const own = [
    `${pkg}.service.${Cls(app)}Service.handle(${Cls(app)}Service.java:${r.int(40, 400)})`,
    `${pkg}.web.${Cls(app)}Controller.post(${Cls(app)}Controller.java:${r.int(30, 200)})`,
    "java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
    "org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
    "org.apache.tomcat.util.threads.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:659)",
    "java.base/java.lang.Thread.run(Thread.java:1583)",
  ];
  const out = [...top, ...own].map((f) => `\tat ${f}`);
  for (const c of causes) {
    out.push(`Caused by: ${c.ex}`);
    out.push(...c.frames.map((f) => `\tat ${f}`));
    out.push(`\t... ${r.int(12, 60)} common frames omitted`);
  }
  return out;
}

export function nodeFrames(r: Rng, app: string, top: string[]): string[] {
  return [
    ...top,
    `/app/dist/${app}/handlers.js:${r.int(20, 300)}:${r.int(5, 40)}`,
    "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
    `async /app/dist/${app}/routes.js:${r.int(10, 90)}:${r.int(5, 30)}`,
  ].map((f) => `    at ${f}`);
}

export function pyTrace(r: Rng, app: string, calls: [string, string, string][], exc: string): string[] {
  const mod = app.replace(/-/g, "_");
  const out = ["Traceback (most recent call last):"];
  out.push(`  File "/app/${mod}/handlers.py", line ${r.int(20, 300)}, in handle`);
  out.push("    result = await self.process(payload)");
  for (const [file, fn, code] of calls) {
    out.push(`  File "${file}", line ${r.int(10, 900)}, in ${fn}`);
    out.push(`    ${code}`);
  }
  out.push(exc);
  return out;
}

export function goPanic(r: Rng, app: string, head: string, fn: string): string[] {
  const mod = `github.com/acme/${app}`;
  const g = r.int(40, 90000);
  return [
    head,
    `[signal SIGSEGV: segmentation violation code=0x1 addr=0x${r.int(8, 96).toString(16)} pc=0x${r.hex(6)}]`,
    "",
    `goroutine ${g} [running]:`,
    `${mod}/internal/${fn}(0xc000${r.hex(6)}, 0x0)`,
    `\t/src/internal/${fn.split(".")[0]}/${fn.split(".")[0]}.go:${r.int(30, 400)} +0x${r.hex(2)}`,
    `${mod}/internal/http.(*Server).handle(0xc0001${r.hex(5)}, {0x${r.hex(7)}, 0xc000${r.hex(6)}})`,
    `\t/src/internal/http/server.go:${r.int(60, 300)} +0x${r.hex(3)}`,
    "net/http.HandlerFunc.ServeHTTP(0x0?, {0x1a2b3c0?, 0xc0004a2000?}, 0x0?)",
    "\t/usr/local/go/src/net/http/server.go:2220 +0x29",
    "net/http.serverHandler.ServeHTTP({0xc000182ff0?}, {0x1a2b3c0?, 0xc0004a2000?}, 0x6?)",
    "\t/usr/local/go/src/net/http/server.go:3210 +0x8e",
    "created by net/http.(*Server).Serve in goroutine 1",
    "\t/usr/local/go/src/net/http/server.go:3360 +0x485",
  ];
}

export function dotnetFrames(r: Rng, app: string, top: string[]): string[] {
  const ns = Cls(app);
  return [
    ...top,
    `${ns}.Services.${ns}Service.HandleAsync(Request request, CancellationToken ct) in /src/${ns}/Services/${ns}Service.cs:line ${r.int(20, 300)}`,
    `${ns}.Controllers.${ns}Controller.Post(Request body) in /src/${ns}/Controllers/${ns}Controller.cs:line ${r.int(20, 120)}`,
    "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext, IActionResultTypeMapper mapper, ObjectMethodExecutor executor, Object controller, Object[] arguments)",
    "Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
  ].map((f) => `   at ${f}`);
}
