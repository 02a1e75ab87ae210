// Stack traces in each runtime's own style.
import type { Runtime } from "./estates.js";
import type { Rng } from "./rng.js";

/** frames: [qualified function, file] pairs from innermost to outermost. */
export function stack(rt: Runtime, rng: Rng, exc: string, frames: readonly [string, string][]): string[] {
  const ln = () => rng.int(18, 420);
  switch (rt) {
    case "java":
      return [exc, ...frames.map(([f, file]) => `\tat ${f}(${file}:${ln()})`)];
    case "dotnet":
      return [exc, ...frames.map(([f, file]) => `   at ${f} in /src/${file}:line ${ln()}`)];
    case "python": {
      const out = ["Traceback (most recent call last):"];
      for (let i = frames.length - 1; i >= 0; i--) {
        const [f, file] = frames[i] as [string, string];
        const inner = frames[i - 1];
        const code = inner
          ? `return await self.${inner[0].split(".").pop() ?? inner[0]}(*args, **kwargs)`
          : pyLine(f, exc);
        out.push(`  File "/app/${file}", line ${ln()}, in ${f}`, `    ${code}`);
      }
      return [...out, exc];
    }
    case "node":
      return [
        exc,
        ...frames.map(
          ([f, file]) =>
            `    at ${f} (${file.startsWith("node:") ? file : `/usr/src/app/${file}`}:${ln()}:${rng.int(5, 60)})`,
        ),
      ];
    case "go":
      return [
        exc,
        "",
        `goroutine ${rng.int(40, 9000)} [running]:`,
        ...frames.flatMap(([f, file]) => [
          `${f}(...)`,
          `\t${file.startsWith("/") ? file : `/build/${file}`}:${ln()} +0x${rng.hex(3)}`,
        ]),
      ];
    case "ruby":
      return [exc, ...frames.map(([f, file]) => `${file}:${ln()}:in \`${f}'`)];
    case "cpp":
      return [exc, ...frames.map(([f, file], i) => `#${i} 0x0000${rng.hex(8)} in ${f} () at ${file}:${ln()}`)];
  }
}

const pyLine = (f: string, exc: string): string => {
  if (f.includes("write")) return "fh.write(payload)";
  const cls = exc.split(":")[0] ?? "Exception";
  return `raise ${cls.split(".").pop() ?? cls}(f"{self.base_url} returned {resp.status} {resp.reason}")`;
};
