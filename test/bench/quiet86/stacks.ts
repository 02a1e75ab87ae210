// Stack traces in each runtime's own style, for the few lines that carry one.
import type { Runtime } from "./estates.js";
import type { Rng } from "./rng.js";

const camel = (s: string) => s.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());

export function stack(rt: Runtime, rng: Rng, svc: string, head: string, frames: string[]): string[] {
  const pkg = svc.replace(/-/g, "");
  const ln = () => rng.int(18, 420);
  switch (rt) {
    case "java":
      return [
        head,
        ...frames.map((f) =>
          f.includes("(")
            ? `\tat ${f}`
            : `\tat com.${pkg}.${f}(${f.split(".").slice(-2, -1)[0] ?? camel(svc)}.java:${ln()})`,
        ),
        `\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)`,
        `\t... ${rng.int(40, 90)} common frames omitted`,
      ];
    case "python":
      return [
        "Traceback (most recent call last):",
        ...frames.flatMap((f) => {
          const [file, fn, code] = f.split("|");
          const root = /^(requests|urllib3|sqlalchemy)\//.test(file)
            ? "/usr/local/lib/python3.12/site-packages"
            : "/app";
          return [`  File "${root}/${file}", line ${ln()}, in ${fn}`, `    ${code}`];
        }),
        head,
      ];
    case "node":
      return [head, ...frames.map((f) => `    at ${f.replace("#", " (/srv/app/")}:${ln()}:${rng.int(5, 40)})`)];
    case "dotnet":
      return [
        head,
        ...frames.map((f) =>
          f.startsWith("System.")
            ? `   at ${f}`
            : `   at ${f} in /src/${camel(svc)}/${f.split("(")[0].split(".").slice(-2, -1)[0] ?? "Program"}.cs:line ${ln()}`,
        ),
        "--- End of stack trace from previous location ---",
        "   at Microsoft.AspNetCore.Mvc.Infrastructure.ControllerActionInvoker.<InvokeActionMethodAsync>g__Awaited|12_0(ControllerActionInvoker invoker, ValueTask`1 actionResultValueTask)",
      ];
    case "ruby":
      return [head, ...frames.map((f) => `/app/${f.replace("#", `:${ln()}:in '`)}'`)];
    case "go":
      return [
        head,
        "",
        `goroutine ${rng.int(40, 9000)} [running]:`,
        ...frames.flatMap((f) => [
          `${f}(...)`,
          `\t/build/${svc}/${f.split(".")[0].split("/").pop()}.go:${ln()} +0x${rng.hex(3)}`,
        ]),
      ];
    default:
      return [head];
  }
}
