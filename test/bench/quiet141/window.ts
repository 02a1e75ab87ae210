// One window under construction: its estate, the services it shows, its time span and the records so far, with
// helpers every generator uses (ids, access lines, service look-ups).
import type { Rng } from "./rng.js";
import { type Access, accessLine } from "./shapes.js";
import type { Estate, Level, Rec, ReqIds, Role, Svc } from "./types.js";

/** What a background request looks like before it is written; an interceptor may answer it instead. */
export interface PlannedRequest {
  t: number;
  method: string;
  path: string;
  /** The services it passes through after the edge, in order. */
  chain: Svc[];
  instore: boolean;
  ids: ReqIds;
}

/** Returns the records for a request it takes over, or undefined to let it pass normally. */
export type Interceptor = (w: Win, q: PlannedRequest) => Rec[] | undefined;

export class Win {
  readonly recs: Rec[] = [];
  readonly interceptors: Interceptor[] = [];
  /** Services whose periodic jobs stop from a time on (an origin gone silent). */
  readonly mutes: Array<{ svc: string; from: number; to: number }> = [];

  constructor(
    readonly r: Rng,
    readonly estate: Estate,
    readonly svcs: Svc[],
    readonly start: number,
    readonly end: number,
  ) {}

  get span(): number {
    return this.end - this.start;
  }

  muted(svc: string, t: number): boolean {
    return this.mutes.some((m) => m.svc === svc && t >= m.from && t < m.to);
  }

  has(name: string): boolean {
    return this.svcs.some((s) => s.name === name);
  }

  role(role: Role): Svc | undefined {
    return this.svcs.find((s) => s.role === role);
  }

  /** The public edge (or the in-store edge for in-store traffic when the estate has one). */
  edge(instore = false): Svc {
    const inEdge = instore ? this.svcs.find((s) => s.role === "instore-edge") : undefined;
    return inEdge ?? this.svcs.find((s) => s.role === "edge") ?? this.svcs[0];
  }

  /** Application services (not proxies). */
  apps(): Svc[] {
    return this.svcs.filter((s) => s.role !== "edge" && s.role !== "instore-edge");
  }

  /** Services running the shop's own code (not proxies, not the search cluster). */
  code(): Svc[] {
    return this.apps().filter((s) => s.runtime !== "elasticsearch");
  }

  /** A random time in [from, to) of the window, as fractions of its span. */
  at(from = 0, to = 1): number {
    return Math.round(this.start + this.span * this.r.float(from, to));
  }

  /** The ids of a new request, following the estate's habit. */
  ids(): ReqIds {
    switch (this.estate.idHabit) {
      case "traceparent": {
        const trace = this.r.hex(32);
        return () => trace;
      }
      case "reqid": {
        const id = this.r.uuid();
        return (depth) => (depth <= 1 ? id : undefined);
      }
      default:
        return () => undefined;
    }
  }

  push(t: number, svc: Svc | string, level: Level, msg: string, req?: string): Rec {
    const x: Rec = { t: Math.round(t), svc: typeof svc === "string" ? svc : svc.name, level, msg };
    if (req) x.req = req;
    this.recs.push(x);
    return x;
  }

  /** An access-log line on the edge; `instore` selects the in-store edge where there is one. */
  access(a: Omit<Access, "host">, instore = false): Rec {
    const e = this.edge(instore);
    const proxy = e.runtime as "nginx" | "envoy" | "traefik" | "haproxy" | "alb";
    const host = instore ? `instore.${this.estate.host.replace(/^(shop|www)\./, "")}` : this.estate.host;
    const { msg, level } = accessLine(proxy, { ...a, host }, this.r);
    return this.push(a.t, e, level, msg, a.req);
  }
}
