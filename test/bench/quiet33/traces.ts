// Stack traces in each runtime's own shape (Java, Python, Go, Node, .NET, Ruby, C++).
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp" | "nginx" | "envoy";

/** frames: [module/package path, function] pairs, innermost first. */
export function stack(rt: Runtime, r: Rng, head: string, frames: [string, string][]): string[] {
  switch (rt) {
    case "java":
      return [
        ...head.split("\n"),
        ...frames.map(([p, f]) => `\tat ${p}.${f}(${p.split(".").pop()}.java:${r.int(30, 420)})`),
        `\t... ${r.int(40, 96)} common frames omitted`,
      ];
    case "python": {
      const out = ["Traceback (most recent call last):"];
      for (const [p, f] of [...frames].reverse()) {
        out.push(`  File "${p}", line ${r.int(20, 380)}, in ${f}`);
      }
      out.push(head);
      return out;
    }
    case "node":
      return [head, ...frames.map(([p, f]) => `    at ${f} (${p}:${r.int(10, 300)}:${r.int(5, 40)})`)];
    case "dotnet":
      return [...head.split("\n"), ...frames.map(([p, f]) => `   at ${f} in ${p}:line ${r.int(20, 400)}`)];
    case "ruby":
      return [head, ...frames.map(([p, f]) => `${p}:${r.int(10, 300)}:in '${f}'`)];
    case "go":
      return [
        head,
        "",
        `goroutine ${r.int(40, 9000)} [running]:`,
        ...frames.flatMap(([p, f]) => [`${f}(...)`, `\t${p}:${r.int(20, 400)} +0x${r.hex(3)}`]),
      ];
    default:
      return [head, ...frames.map(([p, f], i) => `#${i} 0x0000${r.hex(8)} in ${f} (${p}:${r.int(20, 900)})`)];
  }
}
