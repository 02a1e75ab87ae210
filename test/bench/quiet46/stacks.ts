// Stack traces in each runtime's own shape. Frames are given as "module/Class.method" style names; file names and
// line numbers are drawn from the RNG so two traces of the same error differ only where real ones do.
import type { Runtime } from "./estates.js";
import type { Rng } from "./rng.js";

export interface Trace {
  errType: string;
  stack: string;
}

const base = (f: string) => f.split(/[.#/]/).slice(-2, -1)[0] ?? f;

export function stackFor(r: Rng, rt: Runtime, errType: string, message: string, frames: string[]): Trace {
  switch (rt) {
    case "java":
      return {
        errType,
        stack: [`${errType}: ${message}`, ...frames.map((f) => `\tat ${f}(${base(f)}.java:${r.int(30, 480)})`)].join(
          "\n",
        ),
      };
    case "python":
      return {
        errType,
        stack: [
          "Traceback (most recent call last):",
          ...frames.flatMap((f) => {
            const [file, fn] = f.split(":");
            return [`  File "${file}", line ${r.int(20, 400)}, in ${fn}`, `    ${pyLine(fn ?? "")}`];
          }),
          `${errType}: ${message}`,
        ].join("\n"),
      };
    case "node":
      return {
        errType,
        stack: [
          `${errType}: ${message}`,
          ...frames.map((f) => {
            const [fn, file] = f.split("@");
            return `    at ${fn} (${file ?? "/app/dist/index.js"}:${r.int(10, 400)}:${r.int(5, 40)})`;
          }),
        ].join("\n"),
      };
    case "dotnet":
      return {
        errType,
        stack: [
          `${errType}: ${message}`,
          ...frames.map((f) => `   at ${f} in /src/${base(f)}.cs:line ${r.int(20, 300)}`),
        ].join("\n"),
      };
    case "ruby":
      return {
        errType,
        stack: frames
          .map((f) => {
            const [file, m] = f.split(":");
            return `${file}:${r.int(10, 300)}:in '${m}'`;
          })
          .join("\n"),
      };
    case "go":
      return {
        errType,
        stack: [
          `goroutine ${r.int(20, 900)} [running]:`,
          ...frames.flatMap((f) => [
            `${f}(...)`,
            `\t/src/${base(f).toLowerCase()}.go:${r.int(20, 300)} +0x${r.hex(3)}`,
          ]),
        ].join("\n"),
      };
    case "cpp":
      return {
        errType,
        stack: [
          `terminate called after throwing an instance of '${errType}'`,
          `  what():  ${message}`,
          ...frames.map((f, i) => `#${i} 0x0000${r.hex(8)} in ${f} ()`),
        ].join("\n"),
      };
  }
}

function pyLine(fn: string): string {
  if (fn.includes("write")) return "fh.write(chunk)";
  if (fn.includes("request") || fn.includes("execute")) return "return self._do_request(method, url, **kwargs)";
  if (fn.includes("handle")) return "result = handler(message)";
  if (fn.includes("load")) return "frame = np.asarray(samples, dtype=np.float64)";
  return "return func(*args, **kwargs)";
}
