// The state one window is built in: its estate and chosen services, its clock, ids, and the record sink that
// counts physical lines as it goes.
import type { Estate, Role, Runtime, Svc } from "./estates.js";
import { type Format, type Level, physicalLines, type Rec } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Route {
  method: string;
  path: (r: Rng) => string;
  /** First hop behind the edge, then the roles it calls. */
  roles: Role[];
  weight: number;
  status?: (r: Rng) => number;
}

/** What a fault can do to traffic: take over a request that passes through its origin after it starts. */
export interface Fault {
  intercept?: (w: Window, t: number, route: Route, path: string, id: string | undefined) => boolean;
}

export class Window {
  recs: Rec[] = [];
  lines = 0;
  fault?: Fault;
  /** Services that stop logging their ordinary lines from a time on (crash loop, outage). */
  mutes: Array<{ svc: string; from: number }> = [];
  /** Kilns whose telemetry stops reaching the controller service from a time on. */
  kilnOutage?: { kilns: string[]; from: number };
  /** A role that harmless volume warnings must not land on (the origin of a disk fault). */
  quietRole?: Role;
  constructor(
    readonly rng: Rng,
    readonly estate: Estate,
    readonly svcs: Svc[],
    readonly format: Format,
    readonly t0: number,
    readonly t1: number,
  ) {}
  has(role: Role): boolean {
    return this.svcs.some((s) => s.role === role);
  }
  svc(role: Role): Svc {
    const s = this.svcs.find((x) => x.role === role);
    if (!s) throw new Error(`${this.estate.key}: no ${role} in window`);
    return s;
  }
  name(role: Role): string {
    return this.svc(role).name;
  }
  rt(role: Role): Runtime {
    return this.svc(role).runtime as Runtime;
  }
  /** A uniformly drawn time inside [a, b) clipped to the window. */
  at(a = this.t0, b = this.t1): number {
    return Math.max(this.t0, Math.min(this.t1 - 1, Math.floor(this.rng.float(a, b))));
  }
  /** Adds a record unless it falls outside the window or its service is muted (`force` passes a mute). */
  emit(t: number, role: Role | string, level: Level, msg: string, id?: string, force = false): void {
    if (t < this.t0 || t >= this.t1) return;
    const svc = this.svcs.find((x) => x.role === role || x.name === role)?.name;
    if (!svc) throw new Error(`${this.estate.key}: nothing called ${role} in this window`);
    if (!force && this.mutes.some((m) => m.svc === svc && t >= m.from)) return;
    const rec: Rec = { t, svc, level, msg, ...(id ? { id } : {}) };
    this.recs.push(rec);
    this.lines += physicalLines(this.format, rec);
  }
  /** A correlation id for a request, following the estate's habit; `deep` = a tier past the first hop. */
  newId(): string | undefined {
    if (this.estate.ids === "none") return undefined;
    if (this.estate.ids === "traceparent") return this.rng.hex(32);
    return this.estate.key === "wheelware" ? this.rng.uuid() : this.rng.hex(16);
  }
  /** The id a tier prints: request-id estates only carry it on the edge and first hop. */
  idFor(id: string | undefined, depth: number): string | undefined {
    if (!id) return undefined;
    if (this.estate.ids === "reqid" && depth > 1) return undefined;
    return id;
  }
  addr(role: Role): string {
    const s = this.svc(role);
    const n = [...s.name].reduce((a, c) => a + c.charCodeAt(0), 0);
    return `10.42.${n % 16}.${((n * 7) % 240) + 8}:${s.port}`;
  }
}
