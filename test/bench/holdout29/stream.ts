// One scenario's stream: the services on shift (each with its collector mode and clock skew), the events they
// log at true time, and the printed file (native line -> collector record -> outer format, sorted by printed time).
import type { Estate, ServiceDef } from "./estates.js";
import { type Format, type Rec, renderRec } from "./formats.js";
import { type Ev, type Lvl, type Proc, renderNative } from "./native.js";
import type { Rng } from "./rng.js";

/** mapped: the collector reads the inner level; info: stamps everything INFO; stderr: stderr ERROR, stdout INFO. */
export type Mode = "mapped" | "info" | "stderr";

export interface Svc extends ServiceDef {
  proc: Proc;
  mode: Mode;
  skew: number;
}

const CALLERS: Record<string, string[]> = {
  klog: ["controller.go:327", "controller.go:114", "reconciler.go:88", "client.go:212"],
  zap: ["server/handler.go:88", "ingest/batch.go:141", "client/client.go:203", "cmd/main.go:57"],
};

export class Scene {
  readonly svcs: Svc[];
  readonly events: Ev[] = [];
  constructor(
    readonly rng: Rng,
    readonly estate: Estate,
    readonly start: number,
    readonly end: number,
    readonly traced: boolean,
    defs: ServiceDef[],
  ) {
    this.svcs = defs.map((d) => {
      const m = rng.next();
      return {
        ...d,
        mode: (m < 0.4 ? "mapped" : m < 0.65 ? "info" : "stderr") as Mode,
        skew: rng.int(-300, 300),
        proc: {
          rt: d.rt,
          pid: d.rt === "postgres" || d.rt === "syslog" ? rng.int(80, 9000) : d.rt === "rails" ? rng.int(7, 40) : 1,
          host: `${d.name}-${rng.hex(6)}-${rng.hex(5)}`,
          app: d.rt === "logback" ? d.pkg : d.rt === "syslog" ? d.pkg : d.rt === "dotnet" ? d.pkg : d.pkg || d.name,
          pyStyle: rng.chance(0.5) ? "basic" : "asctime",
          threads: ["nio-8080-exec-1", "nio-8080-exec-4", "nio-8080-exec-7", "nio-8080-exec-2", "scheduling-1"],
          callers: CALLERS[d.rt] ?? ["main.go:1"],
        },
      };
    });
  }
  svc(name: string): Svc {
    const s = this.svcs.find((x) => x.name === name);
    if (!s) throw new Error(`no service ${name}`);
    return s;
  }
  tid(): string | undefined {
    return this.traced ? this.rng.hex(16) : undefined;
  }
  emit(svc: string, t: number, lvl: Lvl, msg: string, more: Partial<Ev> = {}): void {
    if (t < this.start || t > this.end) return;
    this.events.push({ t, svc, lvl, msg, ...more });
  }
  /** Calls fn at exponential gaps of mean `gap` ms from `from` to `to`. */
  every(from: number, to: number, gap: number, fn: (t: number) => void): void {
    for (let t = from + this.rng.gap(gap); t < Math.min(to, this.end); t += this.rng.gap(gap)) fn(t);
  }

  render(format: Format, attachStack: boolean): string[] {
    const recs: Rec[] = [];
    const lastPrinted = new Map<string, number>();
    const ordered = this.events.map((ev, k) => ({ ev, k })).sort((a, b) => a.ev.t - b.ev.t || a.k - b.k);
    for (const { ev } of ordered) {
      const s = this.svc(ev.svc);
      const at = ev.t + s.skew;
      // a collector keeps each service's own order: its printed time never goes back
      const printed = Math.max(at + 1 + this.rng.gap(12), (lastPrinted.get(s.name) ?? 0) + 0.01);
      lastPrinted.set(s.name, printed + 0.05);
      const trace = this.traced ? ev.trace : undefined;
      let i = 0;
      let last: Rec | undefined;
      for (const nl of renderNative(s.proc, ev, at)) {
        if (nl.frame && attachStack && last) {
          last.stack = [...(last.stack ?? []), nl.text];
          continue;
        }
        const lvl: Lvl =
          s.mode === "info"
            ? "info"
            : s.mode === "stderr"
              ? nl.stream === "err"
                ? "error"
                : "info"
              : (nl.lvl ?? "info");
        last = { ms: printed + i++ * 0.001, svc: s.name, lvl, text: nl.text, trace };
        recs.push(last);
      }
    }
    recs.sort((a, b) => a.ms - b.ms);
    const pad = Math.max(...this.svcs.map((s) => s.name.length)) + 4;
    return recs.flatMap((r) => renderRec(format, r, this.estate.ns, pad));
  }
}
