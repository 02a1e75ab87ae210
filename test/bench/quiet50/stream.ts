// A scene collects events in true time; `print` applies per-service clock skew, sorts by printed time and renders.
import { EXT, type Format, type Level, type Printed, render } from "./formats.js";
import { hex, int, type Rng } from "./rng.js";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
  node?: number;
}

/** Background flows through any of `svcs` between `from` and `to` are dropped with probability `p`. */
export interface Block {
  svcs: string[];
  from: number;
  to: number;
  p: number;
  /** Also drop the service's own health, job and traffic lines (it has gone quiet). */
  silence?: string;
}

export class Scene {
  readonly events: Ev[] = [];
  readonly blocks: Block[] = [];
  constructor(
    readonly rng: Rng,
    readonly t0: number,
    readonly t1: number,
    readonly traced: boolean,
  ) {}

  add(t: number, svc: string, level: Level, msg: string, extra: Partial<Ev> = {}): void {
    if (t < this.t0 || t >= this.t1) return;
    this.events.push({ t, svc, level, msg, ...extra });
  }

  /** A request id when this estate propagates one, else undefined. */
  trace(): string | undefined {
    return this.traced ? hex(this.rng, 12) : undefined;
  }

  /** Whether a background request flow through `svcs` at `t` is lost to a failing service. */
  blocked(svcs: string[], t: number): boolean {
    for (const b of this.blocks) {
      if (t < b.from || t >= b.to) continue;
      if (svcs.some((s) => b.svcs.includes(s) || b.silence === s) && this.rng() < b.p) return true;
    }
    return false;
  }

  /** Whether a service has gone quiet at `t` (its probes, jobs and warnings stop too). */
  silenced(svc: string, t: number): boolean {
    return this.blocks.some((b) => b.silence === svc && t >= b.from && t < b.to);
  }

  /** Drops every line a silenced service would still have written while it is down. */
  enforceSilence(): void {
    const keep = this.events.filter(
      (e) => !this.blocks.some((b) => b.silence === e.svc && e.t >= b.from && e.t < b.to),
    );
    this.events.splice(0, this.events.length, ...keep);
  }

  /** Poisson-ish arrivals: calls fn at times spaced about `meanMs` apart in [a, b). */
  every(a: number, b: number, meanMs: number, fn: (t: number) => void): void {
    let t = a + this.rng() * meanMs;
    while (t < b) {
      fn(Math.floor(t));
      t += meanMs * (0.3 + 1.4 * this.rng());
    }
  }
}

export interface SvcMeta {
  name: string;
  source: string;
  nodes: number;
}

export function print(
  sc: Scene,
  fmt: Format,
  ns: string,
  svcs: SvcMeta[],
): { text: string; lines: number; ext: string } {
  const skew = new Map<string, number>();
  const meta = new Map<string, SvcMeta>();
  for (const s of svcs) {
    skew.set(s.name, int(sc.rng, -300, 300));
    meta.set(s.name, s);
  }
  const width = Math.max(...svcs.map((s) => s.name.length + 2));
  const printed: Printed[] = sc.events.map((e) => {
    const m = meta.get(e.svc);
    if (!m) throw new Error(`unknown service ${e.svc}`);
    return {
      ts: e.t + (skew.get(e.svc) ?? 0),
      svc: e.svc,
      level: e.level,
      msg: e.msg,
      stack: e.stack,
      trace: e.trace,
      node: e.node ?? int(sc.rng, 0, m.nodes - 1),
      source: m.source,
    };
  });
  printed.sort((a, b) => a.ts - b.ts);
  const text = `${printed.map((p) => render(fmt, p, ns, width)).join("\n")}\n`;
  return { text, lines: text.split("\n").length - 1, ext: EXT[fmt] };
}
