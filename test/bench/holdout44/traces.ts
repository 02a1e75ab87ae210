// Stack traces in each runtime's own shape, and how a caller reports a failed call to an internal service.
import type { Runtime } from "./estates.js";

const pkg = (svc: string) => `com.${svc.split("-")[0]}.${svc.replace(/-/g, "")}`;
const cls = (svc: string) =>
  svc
    .split("-")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");

export function javaStack(svc: string, head: string, frames: string[] = [], cause?: string): string[] {
  const p = pkg(svc);
  const c = cls(svc);
  return [
    head,
    ...frames.map((f) => `\tat ${f}`),
    `\tat ${p}.service.${c}Service.handle(${c}Service.java:${(svc.length * 7) % 300})`,
    `\tat ${p}.web.${c}Controller.post(${c}Controller.java:${(svc.length * 13) % 200})`,
    "\tat java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
    "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
    "\tat org.apache.catalina.core.ApplicationFilterChain.doFilter(ApplicationFilterChain.java:140)",
    "\t... 48 common frames omitted",
    ...(cause ? [`Caused by: ${cause}`, "\t... 52 more"] : []),
  ];
}

export function nodeStack(svc: string, head: string, frames: string[] = []): string[] {
  return [
    head,
    ...frames.map((f) => `    at ${f}`),
    `    at ${cls(svc)}Handler.handle (/app/dist/handlers/${svc}.js:${svc.length * 3}:19)`,
    "    at process.processTicksAndRejections (node:internal/process/task_queues:105:5)",
    "    at async /app/node_modules/express/lib/router/layer.js:95:5",
  ];
}

export function pyStack(svc: string, last: string, frames: [string, number, string, string][] = []): string[] {
  const mod = svc.replace(/-/g, "_");
  return [
    "Traceback (most recent call last):",
    `  File "/usr/local/lib/python3.12/site-packages/starlette/routing.py", line 76, in app`,
    "    response = await func(request)",
    `  File "/app/${mod}/api/routes.py", line ${svc.length * 5}, in handle`,
    "    result = await service.process(payload)",
    ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
    last,
  ];
}

export function goPanic(svc: string, head: string): string[] {
  const mod = `github.com/${svc.split("-")[0]}/${svc}`;
  return [
    head,
    "[signal SIGSEGV: segmentation violation code=0x1 addr=0x18 pc=0x9c4f2e]",
    "",
    "goroutine 4182 [running]:",
    `${mod}/internal/handler.(*Server).enrich(0xc0001a2000, 0xc000ae4f00)`,
    `\t/src/internal/handler/enrich.go:88 +0x2e`,
    `${mod}/internal/handler.(*Server).ServeHTTP(0xc0001a2000, {0xe1c2a0, 0xc0004b21c0}, 0xc000ae4f00)`,
    `\t/src/internal/handler/server.go:142 +0x1d4`,
    "net/http.serverHandler.ServeHTTP({0xc000146ff0?}, {0xe1c2a0?, 0xc0004b21c0?}, 0x6?)",
    "\t/usr/local/go/src/net/http/server.go:3210 +0x8e",
  ];
}

/** The caller's own line when its internal callee answered `status` (or failed to connect when null). */
export function callerSays(rt: Runtime, callee: string, port: number, path: string, status: number | null): string {
  const url = `http://${callee}:${port}${path}`;
  if (status === null)
    return {
      java: `I/O error on POST request for "${url}": Connection refused`,
      node: `request to ${url} failed, reason: connect ECONNREFUSED ${callee}:${port}`,
      python: `httpx.ConnectError: [Errno 111] Connection refused (POST ${url})`,
      go: `POST ${url}: dial tcp ${callee}:${port}: connect: connection refused`,
    }[rt];
  return {
    java: `${status} Internal Server Error from POST ${url}: "{"error":"internal"}"`,
    node: `POST ${url} failed: Request failed with status code ${status}`,
    python: `httpx.HTTPStatusError: Server error '${status} Internal Server Error' for url '${url}'`,
    go: `POST ${url}: unexpected status ${status}`,
  }[rt];
}
