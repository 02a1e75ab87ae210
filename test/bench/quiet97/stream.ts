// One aggregated stream: events in true time, per-service clock skew, silencing, sorting by printed time.
import type { Estate, Role, Runtime, Svc } from "./estates.js";
import type { Rng } from "./rng.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  id?: string;
  stack?: string[];
  /** background line: dropped when its service has gone silent */
  bg?: boolean;
}

export class Stream {
  readonly ev: Ev[] = [];
  private readonly silent: { svc: string; from: number; to: number }[] = [];
  constructor(
    readonly rng: Rng,
    readonly estate: Estate,
    readonly t0: number,
    readonly t1: number,
  ) {}

  has(role: Role): boolean {
    return this.estate.roles[role] !== undefined;
  }
  svc(role: Role): Svc {
    const s = this.estate.roles[role];
    if (!s) throw new Error(`${this.estate.key} has no ${role}`);
    return s;
  }
  name(role: Role): string {
    return this.svc(role).name;
  }
  rt(role: Role): Runtime {
    return this.svc(role).rt;
  }
  newId(): string | undefined {
    if (this.estate.ids === "trace") return this.rng.hex(16);
    if (this.estate.ids === "uuid") {
      const h = this.rng.hex(32);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
    }
    return undefined;
  }
  add(t: number, role: Role, level: Level, msg: string, extra: Partial<Ev> = {}): void {
    if (!this.has(role) || t < this.t0 || t >= this.t1) return;
    this.ev.push({ t: Math.round(t), svc: this.name(role), level, msg, ...extra });
  }
  /** Calls fn at jittered intervals of `every` ms between from and to. */
  every(from: number, to: number, every: number, fn: (t: number, i: number) => void, jitter = 0.3): void {
    let t = from + this.rng.next() * every;
    let i = 0;
    while (t < to) {
      fn(t, i++);
      t += every * (1 - jitter + 2 * jitter * this.rng.next());
    }
  }
  silence(role: Role, from: number, to = Number.POSITIVE_INFINITY): void {
    if (this.has(role)) this.silent.push({ svc: this.name(role), from, to });
  }
  /** Final lines in printed order: skew applied, silenced background removed. */
  finish(skewMaxMs: number): { ev: Ev[]; skew: Record<string, number> } {
    const skew: Record<string, number> = {};
    for (const s of Object.values(this.estate.roles)) {
      if (s) skew[s.name] = Math.round((this.rng.next() * 2 - 1) * skewMaxMs);
    }
    const kept = this.ev.filter(
      (e) => !(e.bg && this.silent.some((s) => s.svc === e.svc && e.t >= s.from && e.t < s.to)),
    );
    const out = kept.map((e) => ({ ...e, t: e.t + (skew[e.svc] ?? 0) }));
    out.sort((a, b) => a.t - b.t);
    return { ev: out, skew };
  }
}

/** A stack trace in the runtime's own shape (first line = the exception line). */
export function stackTrace(rt: Runtime, pkg: string, head: string, frames: string[], rng: Rng): string[] {
  const ln = () => rng.int(18, 412);
  switch (rt) {
    case "java":
      return [
        head,
        ...frames.map((f) => `\tat ${pkg}.${f}(${f.split(".").slice(-2, -1)[0] ?? "Main"}.java:${ln()})`),
        "\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:885)",
        "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
      ];
    case "python":
      return [
        "Traceback (most recent call last):",
        ...frames.flatMap((f) => {
          const [file, fn, code] = f.split("|");
          return [
            `  File "${file?.startsWith("site-packages/") ? "/usr/local/lib/python3.12/" : "/app/"}${file}", line ${ln()}, in ${fn}`,
            `    ${code ?? "return handler(payload)"}`,
          ];
        }),
        head,
      ];
    case "go":
      return [
        head,
        "",
        `goroutine ${rng.int(40, 900)} [running]:`,
        ...frames.flatMap((f) => [`${pkg}/${f}(...)`, `\t/src/${f.split(".")[0]}.go:${ln()} +0x${rng.hex(3)}`]),
      ];
    case "node":
      return [
        head,
        ...frames.map(
          (f) => `    at ${f} (/srv/app/dist/${f.split(".")[0]?.toLowerCase()}.js:${ln()}:${rng.int(5, 40)})`,
        ),
      ];
    case "ruby":
      return [head, ...frames.map((f) => `/app/${f.split("#")[0]}.rb:${ln()}:in '${f.split("#")[1] ?? "call"}'`)];
    case "dotnet":
      return [
        head,
        ...frames.map(
          (f) => `   at ${pkg}.${f}() in /src/${f.split(".").slice(-2, -1)[0] ?? "Program"}.cs:line ${ln()}`,
        ),
        "   at Microsoft.AspNetCore.Routing.EndpointMiddleware.Invoke(HttpContext httpContext)",
      ];
    case "cpp":
      return [
        head,
        ...frames.map(
          (f, i) =>
            `    #${i} 0x0000${rng.hex(8)} in ${f} at src/${f.split("::").slice(-2, -1)[0] ?? "main"}.cc:${ln()}`,
        ),
      ];
  }
}
