// Stack traces in each runtime's own style, built from an exception line and a few frames.
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

/** frames: [function, file, line] from innermost to outermost. */
export type Frame = [string, string, number] | [string, string, number, string];

export function stack(rt: Runtime, exType: string, exMsg: string, frames: Frame[]): string {
  switch (rt) {
    case "java":
      return [`${exType}: ${exMsg}`, ...frames.map(([fn, file, ln]) => `\tat ${fn}(${file}:${ln})`)].join("\n");
    case "python": {
      const out = ["Traceback (most recent call last):"];
      for (const [fn, file, ln, code] of [...frames].reverse()) {
        out.push(`  File "${file}", line ${ln}, in ${fn}`);
        if (code) out.push(`    ${code}`);
      }
      out.push(`${exType}: ${exMsg}`);
      return out.join("\n");
    }
    case "go": {
      const out = [`panic: ${exMsg}`, "", "goroutine 1187 [running]:"];
      for (const [fn, file, ln] of frames) out.push(fn, `\t${file}:${ln} +0x${(ln * 7).toString(16)}`);
      return out.join("\n");
    }
    case "node":
      return [
        `${exType}: ${exMsg}`,
        ...frames.map(([fn, file, ln]) => `    at ${fn} (${file}:${ln}:${(ln % 37) + 5})`),
      ].join("\n");
    case "dotnet":
      return [`${exType}: ${exMsg}`, ...frames.map(([fn, file, ln]) => `   at ${fn} in ${file}:line ${ln}`)].join("\n");
    case "ruby": {
      const [first, ...rest] = frames;
      return [
        `${first[1]}:${first[2]}:in '${first[0]}': ${exMsg} (${exType})`,
        ...rest.map(([fn, file, ln]) => `\tfrom ${file}:${ln}:in '${fn}'`),
      ].join("\n");
    }
    case "cpp":
      return [
        `terminate called after throwing an instance of '${exType}'`,
        `  what():  ${exMsg}`,
        ...frames.map(
          ([fn, file, ln], i) => `#${i} 0x00007f${(ln * 4099).toString(16).padStart(8, "0")} in ${fn} at ${file}:${ln}`,
        ),
      ].join("\n");
  }
}
