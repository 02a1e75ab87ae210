// Stack traces in each runtime's own style.
import type { Runtime } from "./estates.js";
import type { Rng } from "./rng.js";

/** frames: [module or class path, function, source line?] from innermost to outermost */
export function stack(rt: Runtime, type: string, msg: string, frames: [string, string, string?][], r: Rng): string {
  const ln = () => r.int(12, 480);
  switch (rt) {
    case "java":
      return [`${type}: ${msg}`, ...frames.map(([c, f]) => `\tat ${c}.${f}(${c.split(".").pop()}.java:${ln()})`)].join(
        "\n",
      );
    case "node":
      return [
        `${type}: ${msg}`,
        ...frames.map(([m, f]) => `    at ${f} (/app/dist/${m}.js:${ln()}:${r.int(5, 40)})`),
      ].join("\n");
    case "dotnet":
      return [
        `${type}: ${msg}`,
        ...frames.map(([c, f]) => `   at ${c}.${f}() in /src/${c.split(".").slice(-1)[0]}.cs:line ${ln()}`),
      ].join("\n");
    case "python":
      return [
        "Traceback (most recent call last):",
        ...[...frames]
          .reverse()
          .flatMap(([m, f, code]) => [
            `  File "${m.startsWith("/") ? m : `/app/${m}`}.py", line ${ln()}, in ${f}`,
            ...(code ? [`    ${code}`] : []),
          ]),
        `${type}: ${msg}`,
      ].join("\n");
    case "ruby": {
      const [first, ...rest] = frames;
      return [
        `/app/${first[0]}.rb:${ln()}:in '${first[1]}': ${msg} (${type})`,
        ...rest.map(([m, f]) => `\tfrom /app/${m}.rb:${ln()}:in '${f}'`),
      ].join("\n");
    }
    case "go":
      return [
        `panic: ${msg}`,
        "",
        `goroutine ${r.int(20, 900)} [running]:`,
        ...frames.flatMap(([p, f]) => [
          `${p}.${f}(...)`,
          `\t/src/${p.split("/").pop()}/${f.toLowerCase()}.go:${ln()} +0x${r.hex(3)}`,
        ]),
      ].join("\n");
    case "cpp":
      return [
        `terminate called after throwing an instance of '${type}'`,
        `  what():  ${msg}`,
        ...frames.map(([l, f], i) => `#${i} 0x0000${r.hex(8)} in ${f} () from ${l}`),
      ].join("\n");
  }
}
