// One scenario's events (true time, service, level, text, ids) and their rendering into one stream sorted by the
// printed time (true time plus the service's clock skew).
import { type Format, renderEvent } from "./formats.js";
import { type IdStyle, printIds, type Trace } from "./ids.js";

export type Level = "debug" | "info" | "warn" | "error" | "fatal";

export interface LogEvent {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: Trace;
  span?: string;
}

export class Stream {
  readonly events: LogEvent[] = [];
  constructor(
    private readonly styles: Map<string, IdStyle>,
    private readonly skew: Map<string, number>,
  ) {}
  add(e: LogEvent): void {
    this.events.push(e);
  }
  /** Removes the events `gone` says should not exist (a service's lines while it is down). */
  drop(gone: (e: LogEvent) => boolean): void {
    const keep = this.events.filter((e) => !gone(e));
    this.events.length = 0;
    this.events.push(...keep);
  }
  /** Renders every event in printed-time order; returns the file text and its line count. */
  render(format: Format, ns: string): { text: string; lines: number } {
    const printed = this.events.map((e, i) => ({ e, i, pt: Math.round(e.t + (this.skew.get(e.svc) ?? 0)) }));
    printed.sort((a, b) => a.pt - b.pt || a.i - b.i);
    const width = Math.max(...this.events.map((e) => e.svc.length)) + 3;
    const out: string[] = [];
    for (const { e, pt } of printed) {
      const ids = printIds(this.styles.get(e.svc) ?? "none", e.svc, e.trace, e.span ?? "");
      out.push(...renderEvent(format, { ...e, t: pt }, ids, ns, width));
    }
    return { text: `${out.join("\n")}\n`, lines: out.length };
  }
}
