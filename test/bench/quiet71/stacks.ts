// Stack traces in each runtime's own style.
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

/** frames: [qualified function, file] pairs, innermost first. */
export function stack(r: Rng, rt: Runtime, cls: string, msg: string, frames: [string, string][]): string[] {
  switch (rt) {
    case "java":
      return [`${cls}: ${msg}`, ...frames.map(([f, file]) => `\tat ${f}(${file}:${r.int(20, 480)})`)];
    case "python": {
      const out = ["Traceback (most recent call last):"];
      for (const [f, file] of [...frames].reverse()) {
        out.push(`  File "${file}", line ${r.int(12, 400)}, in ${f}`);
        out.push(`    ${f.includes("execute") ? "cursor.execute(sql, params)" : `return ${f}(*args, **kwargs)`}`);
      }
      out.push(`${cls}: ${msg}`);
      return out;
    }
    case "node":
      return [
        `${cls}: ${msg}`,
        ...frames.map(([f, file]) => `    at ${f} (${file}:${r.int(10, 300)}:${r.int(5, 40)})`),
      ];
    case "dotnet":
      return [
        `${cls}: ${msg}`,
        ...frames.map(([f, file]) => `   at ${f} in ${file}:line ${r.int(15, 350)}`),
        "--- End of stack trace from previous location ---",
      ];
    case "ruby": {
      const [[f0, file0], ...rest] = frames;
      return [
        `${file0}:${r.int(10, 200)}:in '${f0}': ${msg} (${cls})`,
        ...rest.map(([f, file]) => `\tfrom ${file}:${r.int(10, 200)}:in '${f}'`),
      ];
    }
    case "go":
      return [
        `goroutine ${r.int(20, 900)} [running]:`,
        ...frames.flatMap(([f, file]) => [`${f}(...)`, `\t${file}:${r.int(20, 400)} +0x${r.hex(3)}`]),
      ];
    case "cpp":
      return frames.map(([f, file], i) => `#${i}  0x0000${r.hex(8)} in ${f} at ${file}:${r.int(20, 900)}`);
  }
}
