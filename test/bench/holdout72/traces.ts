// Stack traces in each runtime's own style; frames are given as "pkg.Class.method" or "file:func" hints.
export function java(ex: string, msg: string, frames: string[], cause?: string): string {
  const at = frames.map((f) => {
    const cls = f.slice(0, f.lastIndexOf("."));
    const file = cls.slice(cls.lastIndexOf(".") + 1).replace(/\$.*/, "");
    return `\tat ${f}(${file}.java:${((f.length * 7) % 380) + 20})`;
  });
  const lines = [`${ex}: ${msg}`, ...at];
  if (cause) lines.push(`Caused by: ${cause}`, "\t... 14 common frames omitted");
  return lines.join("\n");
}

export function python(ex: string, msg: string, frames: [string, string, string][]): string {
  const out = ["Traceback (most recent call last):"];
  for (const [file, fn, code] of frames) {
    out.push(`  File "${file}", line ${((file.length * 13 + fn.length * 3) % 400) + 12}, in ${fn}`, `    ${code}`);
  }
  out.push(`${ex}: ${msg}`);
  return out.join("\n");
}

export function goPanic(msg: string, frames: string[]): string {
  const out = [`panic: ${msg}`, "", "goroutine 1187 [running]:"];
  for (const f of frames) {
    const pkg = f.slice(0, f.lastIndexOf("."));
    out.push(
      `${f}(...)`,
      `\t/src/${pkg.replace(/\./g, "/")}.go:${((f.length * 11) % 300) + 17} +0x${(f.length * 97).toString(16)}`,
    );
  }
  return out.join("\n");
}

export function node(ex: string, msg: string, frames: string[]): string {
  return [
    `${ex}: ${msg}`,
    ...frames.map((f, i) =>
      f.includes("node:") ? `    at ${f}` : `    at ${f} (/app/dist/${f.split(".")[0]}.js:${40 + i * 17}:${9 + i})`,
    ),
  ].join("\n");
}

export function dotnet(ex: string, msg: string, frames: string[], inner?: string): string {
  const head = inner ? `${ex}: ${msg}\n ---> ${inner}\n   --- End of inner exception stack trace ---` : `${ex}: ${msg}`;
  return [
    head,
    ...frames.map(
      (f, i) =>
        `   at ${f} in /src/${f.split(".").slice(0, 2).join("/")}/${f.split(".")[2] ?? "Program"}.cs:line ${55 + i * 23}`,
    ),
  ].join("\n");
}

export function ruby(ex: string, msg: string, frames: string[]): string {
  return [
    `${ex} (${msg}):`,
    ...frames.map(
      (f, i) =>
        `  ${f.includes("/") ? f : `app/${f.replace(/#.*/, "").replace(/::/g, "/").toLowerCase()}.rb:${30 + i * 9}:in '${f.split("#")[1] ?? "call"}'`}`,
    ),
  ].join("\n");
}
