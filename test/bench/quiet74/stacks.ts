// Stack traces written the way each runtime prints them.
import type { Runtime } from "./estates.js";

export interface Frame {
  fn: string;
  file: string;
  line: number;
}

/** `head` is the exception line as the runtime prints it (class and message); frames innermost first. */
export function stack(rt: Runtime, head: string, frames: Frame[], cause?: string): string[] {
  switch (rt) {
    case "java": {
      const out = [head, ...frames.map((f) => `\tat ${f.fn}(${f.line ? `${f.file}:${f.line}` : f.file})`)];
      if (cause) out.push(`Caused by: ${cause}`, "\t... 42 common frames omitted");
      return out;
    }
    case "python": {
      const out = ["Traceback (most recent call last):"];
      for (const f of [...frames].reverse()) out.push(`  File "${f.file}", line ${f.line}, in ${f.fn}`);
      out.push(head);
      return out;
    }
    case "go": {
      const out = [head, "", "goroutine 1184 [running]:"];
      for (const f of frames) out.push(`${f.fn}(...)`, `\t${f.file}:${f.line} +0x${(f.line * 7).toString(16)}`);
      return out;
    }
    case "node":
      return [head, ...frames.map((f) => `    at ${f.fn} (${f.file}:${f.line}:${(f.line % 40) + 5})`)];
    case "dotnet":
      return [
        head,
        ...frames.map((f) => `   at ${f.fn} in ${f.file}:line ${f.line}`),
        "--- End of stack trace from previous location ---",
      ];
    case "ruby":
      return [head, ...frames.map((f) => `${f.file}:${f.line}:in '${f.fn}'`)];
    case "cpp":
      return [
        head,
        ...frames.map(
          (f, i) => `#${i} 0x00005581${(0x3a10c + f.line * 97).toString(16)} in ${f.fn} at ${f.file}:${f.line}`,
        ),
      ];
  }
}
