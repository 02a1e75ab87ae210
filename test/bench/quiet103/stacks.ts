// Stack traces in each runtime's own shape (Java, Python, Go, Node, .NET, Ruby, C++).
import type { Runtime } from "./estates.js";

/** frames: "pkg.Class.method" style, innermost first */
export function stack(rt: Runtime, type: string, message: string, frames: string[], cause?: string[]): string[] {
  const split = (f: string) => {
    const parts = f.split(".");
    const method = parts.pop() ?? "run";
    return { cls: parts.join("."), method, last: parts[parts.length - 1] ?? "main" };
  };
  const ln = (f: string) => {
    let h = 17;
    for (const c of f) h = (h * 31 + c.charCodeAt(0)) >>> 0;
    return 20 + (h % 380);
  };
  switch (rt) {
    case "java":
      return [
        ...(type ? [`${type}: ${message}`] : []),
        ...frames.map((f) => {
          const s = split(f);
          return `\tat ${s.cls}.${s.method}(${s.last}.java:${ln(f)})`;
        }),
        ...(cause ?? []),
      ];
    case "python": {
      const out = ["Traceback (most recent call last):"];
      for (const f of [...frames].reverse()) {
        const s = split(f);
        const lib = /^(flask|requests|urllib3|django|sqlalchemy)\b/.test(s.cls);
        const base = lib ? "/usr/local/lib/python3.12/site-packages" : "/app";
        out.push(`  File "${base}/${s.cls.replace(/\./g, "/").toLowerCase()}.py", line ${ln(f)}, in ${s.method}`);
      }
      out.push(`${type}: ${message}`);
      return out;
    }
    case "go": {
      const out = [`goroutine ${40 + ((frames.length * 7) % 90)} [running]:`];
      for (const f of frames) {
        const s = split(f);
        out.push(
          `${s.cls}.${s.method}(...)`,
          `\t/src/${s.cls.replace(/\./g, "/")}.go:${ln(f)} +0x${(ln(f) * 13).toString(16)}`,
        );
      }
      return out;
    }
    case "node":
      return [
        `${type}: ${message}`,
        ...frames.map((f) => {
          const s = split(f);
          return `    at ${s.last}.${s.method} (/usr/src/app/dist/${s.cls.replace(/\./g, "/")}.js:${ln(f)}:${(ln(f) % 40) + 3})`;
        }),
        "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
      ];
    case "dotnet":
      return [
        `${type}: ${message}`,
        ...frames.map((f) => {
          const s = split(f);
          return `   at ${s.cls}.${s.method}() in /src/${s.last}.cs:line ${ln(f)}`;
        }),
      ];
    case "ruby":
      return [
        ...(type ? [`${type} (${message}):`] : []),
        ...frames.map((f) => {
          const s = split(f);
          return `/app/${s.cls.replace(/\./g, "/").toLowerCase()}.rb:${ln(f)}:in '${s.method}'`;
        }),
      ];
    case "cpp":
      return frames.map(
        (f, i) => `#${i} 0x00005${(ln(f) * 4099).toString(16).padStart(7, "0")} in ${f.replace(/\./g, "::")}()`,
      );
    default:
      return [];
  }
}
