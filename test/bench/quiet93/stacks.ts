// Stack traces in each runtime's own style. `frames` are [module/class path, function, file, line] from the caller.
import type { Rng } from "./rng.js";

export type Runtime = "java" | "go" | "python" | "node" | "dotnet" | "ruby" | "cpp";
export type Frame = [string, string, string, number];

export function stackFor(rt: Runtime, rng: Rng, head: string, frames: Frame[]): string[] {
  const jit = (n: number) => n + rng.int(0, 3);
  switch (rt) {
    case "java":
      return [
        head,
        ...frames.map(([cls, fn, file, line]) => `\tat ${cls}.${fn}(${file}:${jit(line)})`),
        `\t... ${rng.int(18, 64)} common frames omitted`,
      ];
    case "go":
      return [
        head,
        "",
        `goroutine ${rng.int(40, 9000)} [running]:`,
        ...frames.flatMap(([pkg, fn, file, line]) => [`${pkg}.${fn}(...)`, `\t${file}:${jit(line)} +0x${rng.hex(3)}`]),
      ];
    case "python":
      return [
        "Traceback (most recent call last):",
        ...frames.flatMap(([mod, fn, file, line]) => [`  File "${file}", line ${jit(line)}, in ${fn}`, `    ${mod}`]),
        head,
      ];
    case "node":
      return [head, ...frames.map(([, fn, file, line]) => `    at ${fn} (${file}:${jit(line)}:${rng.int(5, 40)})`)];
    case "dotnet":
      return [
        head,
        ...frames.map(([cls, fn, file, line]) => `   at ${cls}.${fn} in ${file}:line ${jit(line)}`),
        "--- End of stack trace from previous location ---",
      ];
    case "ruby":
      return [head, ...frames.map(([, fn, file, line]) => `${file}:${jit(line)}:in \`${fn}'`)];
    case "cpp":
      return [
        head,
        ...frames.map(([, fn, file, line], i) => `#${i} 0x00007f${rng.hex(10)} in ${fn} at ${file}:${jit(line)}`),
      ];
  }
}
