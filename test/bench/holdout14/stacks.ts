// Exception text in the shapes each runtime really prints: JVM (`Caused by:` chains, `... N more`), .NET
// (` ---> ` inner exceptions), Go (`panic:` and goroutine dumps), Python tracebacks (chained), Node `at` frames,
// Ruby backtraces, Elixir/Erlang `** (...)` reports and Rust panics.

export interface JCause {
  head: string;
  frames: string[];
  more?: number;
}

/** A JVM stack trace: the head line, frames, then `Caused by:` sections. */
export function java(head: string, frames: string[], causes: JCause[] = []): string {
  const out = [head, ...frames.map((f) => `\tat ${f}`)];
  for (const c of causes) {
    out.push(`Caused by: ${c.head}`, ...c.frames.map((f) => `\tat ${f}`));
    if (c.more) out.push(`\t... ${c.more} more`);
  }
  return out.join("\n");
}

/** Stack text only (no head line): for events whose message is already the exception's toString(). */
export const javaFrames = (frames: string[], causes: JCause[] = []) => java("", frames, causes).replace(/^\n/, "");

/** A .NET exception's ToString(): outer type and message, inner exceptions after ` ---> `. */
export function dotnet(
  outer: string,
  outerFrames: string[],
  inner?: { head: string; frames: string[]; inner?: { head: string; frames: string[] } },
): string {
  const out = [outer];
  if (inner) {
    out[0] = `${outer}\n ---> ${inner.head}`;
    if (inner.inner) {
      out[0] += `\n ---> ${inner.inner.head}`;
      out.push(...inner.inner.frames.map((f) => `   at ${f}`), "   --- End of inner exception stack trace ---");
    }
    out.push(...inner.frames.map((f) => `   at ${f}`), "   --- End of inner exception stack trace ---");
  }
  out.push(...outerFrames.map((f) => `   at ${f}`));
  return out.join("\n");
}

/** Go: the goroutine dump printed after a `panic:` line (which goes in the message). */
export function goroutines(
  frames: Array<[string, string]>,
  opts: { signal?: boolean; id?: number; state?: string } = {},
): string {
  const head =
    opts.signal === false ? [""] : ["[signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x8f3a1c]", ""];
  return [
    ...head,
    `goroutine ${opts.id ?? 231} [${opts.state ?? "running"}]:`,
    ...frames.flatMap(([fn, file]) => [fn, `\t${file}`]),
  ].join("\n");
}

export type PyFrame = [file: string, line: number, fn: string, code: string];

const pyFrames = (frames: PyFrame[]) =>
  frames.flatMap(([file, line, fn, code]) => [`  File "${file}", line ${line}, in ${fn}`, `    ${code}`]);

/** A Python traceback; `cause` prints the chained exception first, as Python does. */
export function py(
  frames: PyFrame[],
  last: string,
  cause?: { frames: PyFrame[]; last: string; how: "cause" | "context" },
): string {
  const out: string[] = [];
  if (cause) {
    out.push("Traceback (most recent call last):", ...pyFrames(cause.frames), cause.last, "");
    out.push(
      cause.how === "cause"
        ? "The above exception was the direct cause of the following exception:"
        : "During handling of the above exception, another exception occurred:",
      "",
    );
  }
  out.push("Traceback (most recent call last):", ...pyFrames(frames), last);
  return out.join("\n");
}

/** A Node error's `stack`: the `Name: message` line then `    at` frames. */
export const node = (head: string, frames: string[]) => [head, ...frames.map((f) => `    at ${f}`)].join("\n");

/** A Ruby backtrace as Rails' logger prints it after the exception line. */
export const ruby = (frames: string[]) => frames.join("\n");

/** An Elixir crash report body: the `** (Kind) message` line and `(app vsn) file:line: Mod.fun/arity` frames. */
export const elixir = (head: string, frames: string[]) => [head, ...frames.map((f) => `    ${f}`)].join("\n");

/** A Rust panic as the default hook prints it. */
export const rustPanic = (thread: string, where: string, what: string, backtrace?: string[]) =>
  [
    `thread '${thread}' panicked at ${where}:`,
    what,
    ...(backtrace
      ? ["stack backtrace:", ...backtrace.map((f, i) => `  ${String(i).padStart(2)}: ${f}`)]
      : ["note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace"]),
  ].join("\n");
