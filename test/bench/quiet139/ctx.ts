// What every generator of a window's records shares: the chosen services, time range, id habits, the
// proxies' access lines and the runtime flavour of a service's own lines.
import type { Estate, Role, Svc } from "./estates.js";
import type { Rng } from "./rng.js";
import { accessLine, clientIp } from "./shapes.js";
import type { Level, Rec } from "./types.js";

export interface Flow {
  trace: string;
  edgeId: string;
  albRoot: string;
}

export interface Block {
  svc: string;
  from: number;
  to: number;
  /** Share of normal flows through `svc` that still succeed in [from, to). */
  keep: number;
}

export class Ctx {
  readonly names: Set<string>;
  readonly blocks: Block[] = [];

  constructor(
    readonly rng: Rng,
    readonly estate: Estate,
    readonly svcs: Svc[],
    readonly start: number,
    readonly end: number,
  ) {
    this.names = new Set(svcs.map((x) => x.name));
  }

  has(name: string): boolean {
    return this.names.has(name);
  }

  get(name: string): Svc {
    const v = this.svcs.find((x) => x.name === name);
    if (!v) throw new Error(`service ${name} not in window`);
    return v;
  }

  role(r: Role): Svc | undefined {
    return this.svcs.find((x) => x.role === r);
  }

  /** The proxy that routes to the app tier (HAProxy behind the ALB at Crownline). */
  get edge(): Svc {
    const edges = this.svcs.filter((x) => x.role === "edge");
    return edges.find((x) => x.proxy !== "alb") ?? edges[0];
  }

  get alb(): Svc | undefined {
    return this.svcs.find((x) => x.proxy === "alb");
  }

  apps(): Svc[] {
    return this.svcs.filter((x) => x.role !== "edge" && x.role !== "db");
  }

  /** Callers of `name` present in the window. */
  callers(name: string): Svc[] {
    return this.svcs.filter((x) => x.calls.includes(name));
  }

  at(frac: number): number {
    return this.start + frac * (this.end - this.start);
  }

  newFlow(): Flow {
    const r = this.rng;
    return {
      trace: r.hex(32),
      edgeId: `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(["8", "9", "a", "b"])}${r.hex(3)}-${r.hex(12)}`,
      albRoot: `Root=1-${r.hex(8)}-${r.hex(24)}`,
    };
  }

  /** The id a service prints for a flow, by the estate's habit; depth 0 is the proxy, 1 the first app tier. */
  idFor(svc: Svc, flow: Flow | undefined, depth: number): string | undefined {
    if (!flow) return undefined;
    switch (this.estate.ids) {
      case "traceparent":
        return depth === 0 ? `00-${flow.trace}-${flow.edgeId.replace(/-/g, "").slice(0, 16)}-01` : flow.trace;
      case "edge-only":
        return depth <= 1 ? flow.edgeId : undefined;
      case "alb":
        return svc.proxy === "alb" ? flow.albRoot : svc.runtime === "php" ? flow.trace.slice(0, 20) : undefined;
      case "none":
        return undefined;
    }
  }

  blocked(names: string[], t: number): boolean {
    for (const b of this.blocks)
      if (names.includes(b.svc) && t >= b.from && t < b.to && !this.rng.chance(b.keep)) return true;
    return false;
  }

  /** A line of `svc` itself, with its logger name in front when the service habitually prints one. */
  line(svc: Svc | string, t: number, level: Level, msg: string, req?: string): Rec {
    const v = typeof svc === "string" ? this.get(svc) : svc;
    const pre = v.logger && !msg.startsWith("Traceback") ? `${v.logger} : ` : "";
    return { t, svc: v.name, level, msg: pre + msg, ...(req ? { req } : {}) };
  }

  raw(svc: string, t: number, level: Level, msg: string, req?: string): Rec {
    return { t, svc, level, msg, ...(req ? { req } : {}) };
  }

  /** The edge access line(s) of one request to `target` (the ALB line too at Crownline). */
  access(
    t: number,
    target: Svc,
    method: string,
    path: string,
    status: number,
    ms: number,
    flow?: Flow,
    extra: { flags?: string; ip?: string; ua?: string; albStatus?: number } = {},
  ): Rec[] {
    const edge = this.edge;
    const out: Rec[] = [];
    const ip = extra.ip ?? clientIp(this.rng);
    const lvl = (st: number): Level => (st >= 500 ? "error" : st >= 400 ? "warn" : "info");
    const msg = accessLine(edge.proxy ?? "nginx", this.rng, {
      t: t + ms,
      method,
      path,
      status,
      ms,
      upstream: target.name,
      port: target.port,
      req: this.idFor(edge, flow, 0),
      flags: extra.flags,
      ip,
      ua: extra.ua,
    });
    out.push({
      t: t + ms,
      svc: edge.name,
      level: lvl(status),
      msg,
      ...(this.idFor(edge, flow, 0) ? { req: this.idFor(edge, flow, 0) } : {}),
    });
    const alb = this.alb;
    if (alb && alb !== edge) {
      const st = extra.albStatus ?? status;
      const a = accessLine("alb", this.rng, {
        t: t + ms + 2,
        method,
        path,
        status: st,
        ms: ms + 2,
        upstream: edge.name,
        port: edge.port,
        req: flow?.albRoot,
        ip,
        ua: extra.ua,
      });
      out.push({ t: t + ms + 2, svc: alb.name, level: lvl(st), msg: a, ...(flow ? { req: flow.albRoot } : {}) });
    }
    return out;
  }
}
