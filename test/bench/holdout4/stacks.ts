// Exceptions as each runtime prints them: the first line and the frames after it.
import type { Rt, Svc } from "./types.js";

const camel = (s: string) =>
  s
    .split(/[-_]/)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");

/** `fns` are the app's own function names, innermost first */
export function exc(
  svc: Svc,
  pkg: string,
  type: string,
  message: string,
  fns: string[] = ["handle", "process"],
  cause?: [string, string],
): { err: string; stack: string[] } {
  const rt: Rt = svc.rt;
  const mod = svc.name.replace(/-/g, "_");
  const C = camel(svc.name);
  const n = (i: number) => 40 + ((svc.pid * (i + 3)) % 260);
  switch (rt) {
    case "java": {
      const stack = fns.map(
        (f, i) =>
          `\tat ${pkg}.${mod.split("_")[0]}.${C}${i ? "Controller" : "Service"}.${f}(${C}${i ? "Controller" : "Service"}.java:${n(i)})`,
      );
      stack.push(
        "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
        "\tat org.apache.tomcat.util.threads.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:659)",
        "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
      );
      if (cause)
        stack.push(
          `Caused by: ${cause[0]}: ${cause[1]}`,
          `\tat ${pkg}.infra.${C}Client.call(${C}Client.java:${n(9)})`,
          "\t... 41 common frames omitted",
        );
      return { err: `${type}: ${message}`, stack };
    }
    case "python": {
      const stack = ["Traceback (most recent call last):"];
      for (const [i, f] of [...fns].reverse().entries())
        stack.push(
          `  File "/srv/${mod}/${mod}/${i ? "core" : "views"}.py", line ${n(i)}, in ${f}`,
          `    return self._${f}(payload)`,
        );
      if (cause)
        stack.unshift(
          `${cause[0]}: ${cause[1]}`,
          "",
          "The above exception was the direct cause of the following exception:",
          "",
        );
      return { err: `${type}: ${message}`, stack };
    }
    case "node": {
      const stack = fns.map(
        (f, i) =>
          `    at ${f} (/app/dist/${i ? "routes" : "services"}/${svc.name.split("-")[0]}.js:${n(i)}:${(n(i) % 40) + 5})`,
      );
      stack.push("    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)");
      return { err: `${type}: ${message}`, stack };
    }
    case "dotnet": {
      const stack = fns.map(
        (f, i) =>
          `   at ${C}.${i ? "Api" : "Services"}.${C}${i ? "Endpoint" : "Service"}.${camel(f)}Async() in /src/${C}/${i ? "Api" : "Services"}/${C}.cs:line ${n(i)}`,
      );
      stack.push(
        "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.<Invoke>g__AwaitRequestTask|7_0(Endpoint endpoint, Task requestTask, ILogger logger)",
      );
      if (cause) stack.unshift(` ---> ${cause[0]}: ${cause[1]}`, "   --- End of inner exception stack trace ---");
      return { err: `${type}: ${message}`, stack };
    }
    case "ruby": {
      const stack = fns.map(
        (f, i) =>
          `/app/app/${i ? "controllers" : "services"}/${mod}${i ? "_controller" : "_service"}.rb:${n(i)}:in '${f}'`,
      );
      stack.push(
        "/usr/local/bundle/gems/actionpack-7.1.3/lib/action_controller/metal/basic_implicit_render.rb:6:in 'send_action'",
      );
      return { err: `${type}: ${message}`, stack };
    }
    case "php": {
      const stack = fns.map(
        (f, i) =>
          `#${i} /var/www/src/${i ? "Controller" : "Service"}/${C}${i ? "Controller" : "Service"}.php(${n(i)}): App\\${i ? "Controller" : "Service"}\\${C}->${f}()`,
      );
      stack.push(
        `#${fns.length} /var/www/vendor/symfony/http-kernel/HttpKernel.php(181): App\\Controller\\${C}Controller->__invoke()`,
        `#${fns.length + 1} {main}`,
      );
      return { err: `${type}(code: 0): ${message} at /var/www/src/Service/${C}Service.php:${n(0)}`, stack };
    }
    default:
      return { err: `${type}: ${message}`, stack: [] };
  }
}

/** a Go panic as printed to stderr (raw lines) */
export function goPanic(svc: Svc, msg: string, fn: string): string[] {
  const m = svc.name.split("-")[0];
  return [
    `panic: ${msg}`,
    "",
    `goroutine ${100 + (svc.pid % 900)} [running]:`,
    `github.com/acme/${svc.name}/internal/${m}.(*Service).${fn}(0xc000${(svc.pid * 4099).toString(16).slice(0, 6)}, {0x1d2a4c0, 0xc0004a2f30})`,
    `\t/src/internal/${m}/service.go:${50 + (svc.pid % 200)} +0x${(svc.pid % 255).toString(16)}`,
    `github.com/acme/${svc.name}/internal/http.(*Handler).serve(...)`,
    `\t/src/internal/http/handler.go:${90 + (svc.pid % 100)} +0x1c5`,
    "net/http.HandlerFunc.ServeHTTP(0xc0001f4a80?, {0x1f0b3a8?, 0xc0003c62a0?}, 0x4d5e20?)",
    "\t/usr/local/go/src/net/http/server.go:2166 +0x29",
  ];
}

/** a Rust panic as printed to stderr (raw lines) */
export function rustPanic(svc: Svc, msg: string, file: string): string[] {
  return [
    `thread 'tokio-runtime-worker' panicked at src/${file}:${40 + (svc.pid % 300)}:${5 + (svc.pid % 30)}:`,
    msg,
    "note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace",
  ];
}
