// Stack traces as each runtime prints them.
export const javaStack = (exc: string, msg: string, frames: string[], cause?: string): string =>
  [
    `${exc}: ${msg}`,
    ...frames.map((f) => `\tat ${f}`),
    ...(cause ? [`Caused by: ${cause}`, "\t... 42 more"] : []),
  ].join("\n");

export const pyStack = (frames: [string, number, string, string][], exc: string, msg: string): string =>
  [
    "Traceback (most recent call last):",
    ...frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]),
    `${exc}: ${msg}`,
  ].join("\n");

export const nodeStack = (exc: string, msg: string, frames: string[]): string =>
  [`${exc}: ${msg}`, ...frames.map((f) => `    at ${f}`)].join("\n");

export const dotnetStack = (exc: string, msg: string, frames: string[]): string =>
  [`${exc}: ${msg}`, ...frames.map((f) => `   at ${f}`)].join("\n");

export const rubyStack = (exc: string, msg: string, frames: string[]): string =>
  [`${frames[0]}: ${msg} (${exc})`, ...frames.slice(1).map((f) => `\tfrom ${f}`)].join("\n");

export const goPanic = (msg: string, frames: [string, string][]): string =>
  [`panic: ${msg}`, "", "goroutine 1187 [running]:", ...frames.flatMap(([fn, loc]) => [fn, `\t${loc}`])].join("\n");

/** A handled error's trace in the style of the service's runtime: `name` is a CamelCase error name, `mod` a module. */
export function stackFor(rt: string, name: string, msg: string, mod: string, fn: string): string {
  const snake = fn.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);
  switch (rt) {
    case "java":
      return javaStack(`com.chain.${mod}.${name}Exception`, msg, [
        `com.chain.${mod}.${name.replace(/Error$/, "")}Service.${fn}(${name}Service.java:118)`,
        `com.chain.${mod}.api.Controller.handle(Controller.java:77)`,
        "java.base/jdk.internal.reflect.DirectMethodHandleAccessor.invoke(DirectMethodHandleAccessor.java:103)",
      ]);
    case "python":
      return pyStack(
        [
          [`/app/${mod}/service.py`, 88, snake, `result = await self._${snake}(payload)`],
          [`/app/${mod}/client.py`, 141, `_${snake}`, `raise ${name}(msg)`],
        ],
        `${mod}.errors.${name}`,
        msg,
      );
    case "node":
      return nodeStack(name, msg, [
        `${fn} (/app/dist/${mod}/service.js:142:19)`,
        "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
        `async Router.handle (/app/dist/${mod}/routes.js:58:7)`,
      ]);
    case "dotnet":
      return dotnetStack(`Chain.${mod}.${name}Exception`, msg, [
        `Chain.${mod}.Services.${name}Handler.${fn[0].toUpperCase()}${fn.slice(1)}Async(CancellationToken ct) in /src/Chain.${mod}/Services/Handler.cs:line 64`,
        "Microsoft.AspNetCore.Mvc.Infrastructure.ActionMethodExecutor.TaskOfIActionResultExecutor.Execute(ActionContext actionContext)",
      ]);
    case "ruby":
      return rubyStack(`${mod[0].toUpperCase()}${mod.slice(1)}::${name}`, msg, [
        `/app/app/services/${snake}.rb:48:in \`call'`,
        `/app/app/controllers/${mod}_controller.rb:12:in \`create'`,
      ]);
    case "go":
      return "";
    default:
      return "";
  }
}

/** glog's line prefix for a C++ service: `E1112 18:21:42.197123 2231 file.cc:88] `. */
export const glog = (level: "I" | "W" | "E", t: number, where: string): string => {
  const d = new Date(t).toISOString();
  return `${level}${d.slice(5, 7)}${d.slice(8, 10)} ${d.slice(11, 23)}${String(t % 997).padStart(3, "0")} 2231 ${where}] `;
};
