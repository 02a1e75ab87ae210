// Stack traces in each runtime's own style. Frames are given as "path/Module.function" and dressed per runtime.
import type { Rng } from "./rng.js";

export type Runtime = "go" | "java" | "node" | "python" | "ruby" | "dotnet" | "cpp" | "php";

export interface Trace {
  errType: string;
  lines: string[];
}

const file = (f: string) => {
  const parts = f.split(".");
  return parts.length > 1 ? parts[parts.length - 2] : f;
};

export function stackOf(r: Rng, rt: Runtime, kind: string, msg: string, frames: string[]): Trace {
  const n = () => r.int(18, 420);
  switch (rt) {
    case "java":
      return {
        errType: kind,
        lines: [
          `${kind}: ${msg}`,
          ...frames.map((f) => `\tat ${f}(${file(f)}.java:${n()})`),
          `\t... ${r.int(40, 90)} common frames omitted`,
        ],
      };
    case "python":
      return {
        errType: kind.split(".").pop() ?? kind,
        lines: [
          "Traceback (most recent call last):",
          ...frames.flatMap((f) => {
            const i = f.lastIndexOf(".");
            const path = f.slice(0, i).replace(/\./g, "/");
            const lib = /^(PIL|gunicorn|urllib3|requests|celery)\//.test(path);
            const root = lib ? "/usr/local/lib/python3.12/site-packages" : "/usr/src/app";
            return [`  File "${root}/${path}.py", line ${n()}, in ${f.slice(i + 1)}`];
          }),
          `${kind}: ${msg}`,
        ],
      };
    case "node":
      return {
        errType: kind,
        lines: [
          `${kind}: ${msg}`,
          ...frames.map((f) => {
            const i = f.lastIndexOf(".");
            return f.startsWith("node:")
              ? `    at ${f.slice(i + 1)} (${f.slice(0, i)}:${n()}:${r.int(3, 60)})`
              : `    at ${f.slice(i + 1)} (/app/dist/${f.slice(0, i).replace(/\./g, "/")}.js:${n()}:${r.int(3, 60)})`;
          }),
        ],
      };
    case "dotnet":
      return {
        errType: kind,
        lines: [
          `${kind}: ${msg}`,
          ...frames.map((f) => `   at ${f}() in /src/${file(f)}.cs:line ${n()}`),
          "--- End of stack trace from previous location ---",
        ],
      };
    case "ruby":
      return {
        errType: kind,
        lines: [
          `${kind} (${msg}):`,
          ...frames.map((f) => {
            const i = f.lastIndexOf(".");
            const path = f.slice(0, i);
            return `${path.startsWith("app/") ? "" : "/usr/local/bundle/gems/"}${path}.rb:${n()}:in '${f.slice(i + 1)}'`;
          }),
        ],
      };
    case "go":
      return {
        errType: kind,
        lines: [
          `panic: ${msg}`,
          "",
          `goroutine ${r.int(200, 90000)} [running]:`,
          ...frames.flatMap((f) => {
            const i = f.lastIndexOf(".");
            return [
              `${f}(0xc000${r.hex(6)}, 0x${r.hex(2)})`,
              `\t/src/${f.slice(0, i).replace(/\./g, "/")}.go:${n()} +0x${r.hex(3)}`,
            ];
          }),
        ],
      };
    case "cpp":
      return {
        errType: kind,
        lines: [
          `*** Check failure stack trace: ***`,
          ...frames.map((f) => `    @     0x${r.hex(12)}  ${f.replace(/\./g, "::")}()`),
        ],
      };
    case "php":
      return {
        errType: kind,
        lines: [
          "Stack trace:",
          ...frames.map((f, i) => `#${i} /var/www/html/${f.replace(/\./g, "/")}.php(${n()}): ${file(f)}->run()`),
          `#${frames.length} {main}`,
        ],
      };
  }
}
