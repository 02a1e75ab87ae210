// One aggregated stream: services with clock skew, roles, broken paths and muted services, rendered sorted by printed time.

import type { Estate, Svc } from "./estates.js";
import { type Format, type Level, type LogEvent, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface EmitOpts {
  stack?: string[];
  kind?: string;
  trace?: string;
}

export class Stream {
  readonly services: Svc[];
  private readonly events: LogEvent[] = [];
  private readonly skew = new Map<string, number>();
  private readonly broken: { role: string; from: number; to: number }[] = [];
  private readonly muted: { svc: string; from: number; to: number }[] = [];
  private seq = 0;
  /** the role random noise should leave alone (the failing service of an incident file) */
  avoid: string | null = null;

  constructor(
    readonly rng: Rng,
    readonly estate: Estate,
    services: Svc[],
    readonly start: number,
    readonly end: number,
  ) {
    this.services = services;
    for (const s of services) this.skew.set(s.name, rng.int(-300, 300));
  }

  svc(role: string): Svc | undefined {
    return this.services.find((s) => s.role === role);
  }

  name(role: string): string {
    return this.svc(role)?.name ?? role;
  }

  has(role: string): boolean {
    return this.svc(role) !== undefined;
  }

  /** A fresh request id when this estate propagates them (some estates only on some services). */
  trace(): string | undefined {
    return this.estate.traceIds === "none" ? undefined : this.rng.hex(12);
  }

  breakRole(role: string, from: number, to: number): void {
    this.broken.push({ role, from, to });
  }

  isBroken(role: string, t: number): boolean {
    return this.broken.some((b) => b.role === role && t >= b.from && t < b.to);
  }

  mute(role: string, from: number, to: number): void {
    this.muted.push({ svc: this.name(role), from, to });
  }

  emit(t: number, role: string, level: Level, msg: string, o: EmitOpts = {}): void {
    const s = this.svc(role);
    if (!s || t < this.start || t >= this.end) return;
    if ((level === "info" || level === "debug") && this.muted.some((m) => m.svc === s.name && t >= m.from && t < m.to))
      return;
    const keepTrace = this.estate.traceIds === "all" || (this.estate.traceIds === "some" && s.traced);
    this.events.push({
      printed: Math.round(t + (this.skew.get(s.name) ?? 0)),
      seq: this.seq++,
      service: s.name,
      level,
      msg,
      stack: o.stack,
      errorKind: o.kind,
      trace: keepTrace ? o.trace : undefined,
      pod: `${s.name}-${s.podHash}-${s.replicaTag}`,
    });
  }

  render(format: Format): string[] {
    const width = Math.max(...this.services.map((s) => s.name.length + 2)) + 1;
    this.events.sort((a, b) => a.printed - b.printed || a.seq - b.seq);
    const out: string[] = [];
    for (const e of this.events)
      out.push(...render(e, format, { namespace: this.estate.namespace, composeWidth: width }));
    return out;
  }
}
