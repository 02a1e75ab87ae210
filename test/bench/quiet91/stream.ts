// One aggregated window: events in true time, per-service clock skew, sort by printed time, render, and the
// stack-trace text of each runtime.
import { type Format, type Level, type Line, render } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  errType?: string;
  trace?: string;
}

export class Stream {
  readonly evs: Ev[] = [];
  constructor(
    readonly t0: number,
    readonly t1: number,
  ) {}
  add(t: number, svc: string, level: Level, msg: string, extra: Partial<Ev> = {}): void {
    if (t < this.t0 || t >= this.t1) return;
    this.evs.push({ t: Math.round(t), svc, level, msg, ...extra });
  }
  /** Calls `f` at jittered intervals of `every` ms (± jitter share) from `from` to `to`. */
  every(rng: Rng, every: number, f: (t: number) => void, from = this.t0, to = this.t1, jitter = 0.5): void {
    let t = from + rng.next() * every;
    while (t < to) {
      f(t);
      t += every * (1 - jitter / 2 + rng.next() * jitter);
    }
  }
}

export function renderStream(
  s: Stream,
  fmt: Format,
  rng: Rng,
  services: string[],
  namespace: string,
  filter: (e: Ev) => boolean = () => true,
): string[] {
  const skew = new Map<string, number>();
  const hosts = new Map<string, string>();
  for (const svc of services) {
    skew.set(svc, rng.int(-300, 300));
    hosts.set(svc, `${svc}-${rng.hex(9)}-${rng.hex(5)}`);
  }
  const width = Math.max(...services.map((x) => x.length)) + 3;
  const lines: Line[] = s.evs.filter(filter).map((e) => ({
    at: e.t + (skew.get(e.svc) ?? 0),
    svc: e.svc,
    level: e.level,
    msg: e.msg,
    stack: e.stack,
    errType: e.errType,
    trace: e.trace,
    host: hosts.get(e.svc) ?? e.svc,
  }));
  lines.sort((a, b) => a.at - b.at);
  const out: string[] = [];
  for (const l of lines) out.push(...render(fmt, l, namespace, width));
  return out;
}

/** A stack trace as the runtime prints it; `frames` are [module/class, function, file, line]. */
export function stackTrace(rt: Runtime, type: string, msg: string, frames: [string, string, string, number][]): string {
  switch (rt) {
    case "java":
      return [`${type}: ${msg}`, ...frames.map(([c, f, file, n]) => `\tat ${c}.${f}(${file}:${n})`)].join("\n");
    case "python":
      return [
        "Traceback (most recent call last):",
        ...frames.flatMap(([c, f, file, n]) => [`  File "/app/${file}", line ${n}, in ${f}`, `    ${c}`]),
        `${type}: ${msg}`,
      ].join("\n");
    case "go":
      return [
        `goroutine ${frames.length * 17 + 3} [running]:`,
        ...frames.flatMap(([c, f, file, n]) => [`${c}.${f}(...)`, `\t/src/${file}:${n} +0x${(n * 37).toString(16)}`]),
      ].join("\n");
    case "node":
      return [
        `${type}: ${msg}`,
        ...frames.map(([c, f, file, n]) => `    at ${c}.${f} (/app/${file}:${n}:${(n % 40) + 5})`),
      ].join("\n");
    case "dotnet":
      return [
        `${type}: ${msg}`,
        ...frames.map(([c, f, file, n]) => `   at ${c}.${f}() in /src/${file}:line ${n}`),
      ].join("\n");
    case "ruby":
      return [
        `${msg} (${type})`,
        ...frames.map(([c, f, file, n]) => `/app/${file}:${n}:in \`${c === "" ? f : `${c}#${f}`}'`),
      ].join("\n");
    case "cpp":
      return [
        `terminate called after throwing an instance of '${type}'`,
        `  what():  ${msg}`,
        ...frames.map(
          ([c, f, file, n], i) =>
            `#${i}  0x0000${(n * 4099).toString(16).padStart(8, "0")} in ${c}::${f} () at ${file}:${n}`,
        ),
      ].join("\n");
  }
}

export const isoAt = (ms: number) => new Date(ms).toISOString();
