// Stack traces in each runtime's own style.
export function javaStack(header: string, frames: string[], cause?: { header: string; frames: string[] }): string[] {
  const out = [header, ...frames.map((f) => `\tat ${f}`)];
  if (cause)
    out.push(`Caused by: ${cause.header}`, ...cause.frames.map((f) => `\tat ${f}`), `\t... ${frames.length} more`);
  return out;
}

export function dotnetStack(header: string, frames: string[]): string[] {
  return [header, ...frames.map((f) => `   at ${f}`)];
}

export function pythonStack(frames: Array<[string, number, string, string]>, last: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, line, fn, code] of frames) out.push(`  File "${file}", line ${line}, in ${fn}`, `    ${code}`);
  out.push(last);
  return out;
}

export function nodeStack(header: string, frames: string[]): string[] {
  return [header, ...frames.map((f) => `    at ${f}`)];
}

export function rubyStack(first: string, frames: string[]): string[] {
  return [first, ...frames.map((f) => `\tfrom ${f}`)];
}

export function goPanic(msg: string, frames: Array<[string, string]>): string[] {
  const out = [`panic: ${msg}`, "", "goroutine 1187 [running]:"];
  for (const [fn, loc] of frames) out.push(fn, `\t${loc}`);
  return out;
}

/** a stack in the runtime's style for an exception `name: message` thrown through `frames` (Class.method) */
export function stackFor(rt: string, pkg: string, name: string, message: string, frames: string[]): string[] {
  const snake = (x: string) => x.replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase();
  switch (rt) {
    case "java":
      return javaStack(
        `${name}: ${message}`,
        frames.map((f, i) => `com.${pkg}.${f}(${f.split(".")[0]}.java:${40 + i * 17})`),
      );
    case "dotnet":
      return dotnetStack(
        `${name}: ${message}`,
        frames.map((f, i) => `${pkg}.${f}() in /src/${pkg}/${f.split(".")[0]}.cs:line ${30 + i * 23}`),
      );
    case "python":
      return pythonStack(
        frames.map(
          (f, i) =>
            [
              `/app/${pkg}/${snake(f.split(".")[0])}.py`,
              40 + i * 13,
              snake(f.split(".")[1] ?? f),
              `return self.${snake(f.split(".")[1] ?? f)}(*args)`,
            ] as [string, number, string, string],
        ),
        `${name}: ${message}`,
      );
    case "node":
      return nodeStack(
        `${name}: ${message}`,
        frames.map((f, i) => `${f} (/usr/src/app/dist/${snake(f.split(".")[0])}.js:${20 + i * 9}:${5 + i})`),
      );
    case "ruby":
      return rubyStack(
        `/app/app/services/${snake(frames[0]?.split(".")[0] ?? "x")}.rb:${44}:in '${snake(frames[0]?.split(".")[1] ?? "call")}': ${message} (${name})`,
        frames
          .slice(1)
          .map(
            (f, i) =>
              `/app/app/${i === frames.length - 2 ? "controllers" : "services"}/${snake(f.split(".")[0])}.rb:${20 + i * 11}:in '${snake(f.split(".")[1] ?? "call")}'`,
          ),
      );
    case "go":
      return [`${name}: ${message}`, ...frames.map((f, i) => `\t${pkg}/${f.toLowerCase()}.go:${50 + i * 12}`)];
    default:
      return [`terminate called after throwing an instance of '${name}'`, `  what():  ${message}`];
  }
}
