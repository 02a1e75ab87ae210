// One aggregated window: the event list, everyday background (traffic, health checks, jobs, the noisy service,
// deprecations, retries that succeed, a deploy) and rendering to one sorted file.
import { type Estate, type Role, svcName } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";
import { healthLine, startLines, stopLine } from "./runtimes.js";

export interface Degrade {
  svc: string;
  from: number;
  to: number;
  keep: number;
  /** the service still answers its health checks */
  keepHealth?: boolean;
}

export class Ctx {
  evs: Ev[] = [];
  degrade: Degrade[] = [];
  skew = new Map<string, number>();
  constructor(
    public r: Rng,
    public e: Estate,
    public t0: number,
    public t1: number,
  ) {
    for (const s of Object.values(e.roles)) if (s) this.skew.set(s.name, r.int(-300, 300));
  }
  s(role: Role): string {
    return svcName(this.e, role);
  }
  rt(role: Role) {
    const s = this.e.roles[role];
    if (!s) throw new Error(role);
    return s.rt;
  }
  emit(t: number, role: Role, level: Level, msg: string, stack?: string[], id?: string, base = false): Ev | undefined {
    if (t < this.t0 || t >= this.t1) return undefined;
    const svc = this.s(role);
    const ev: Ev = { t, p: t + (this.skew.get(svc) ?? 0), svc, level, msg, stack, id, base };
    this.evs.push(ev);
    return ev;
  }
  id(): string | undefined {
    return this.e.ids ? this.r.hex(16) : undefined;
  }
  /** calls fn at roughly every `gap` ms (jittered) between from and to */
  every(from: number, to: number, gap: number, fn: (t: number) => void): void {
    let t = from + this.r.next() * gap;
    while (t < to) {
      fn(Math.round(t));
      t += gap * (0.5 + this.r.next());
    }
  }
  private hit(ev: Ev): Degrade | undefined {
    return this.degrade.find((d) => d.svc === ev.svc && ev.t >= d.from && ev.t < d.to && !(ev.hc && d.keepHealth));
  }
  lines(fmt: Format): string[] {
    const dropGrp = new Set<number>();
    const seen = new Set<number>();
    for (const ev of this.evs) {
      if (ev.grp === undefined || seen.has(ev.grp)) continue;
      const d = this.hit(ev);
      if (d) {
        seen.add(ev.grp);
        if (!this.r.chance(d.keep)) dropGrp.add(ev.grp);
      }
    }
    const kept = this.evs.filter((ev) => {
      if (!ev.base) return true;
      if (ev.grp !== undefined) return !dropGrp.has(ev.grp);
      const d = this.hit(ev);
      return d ? this.r.chance(d.keep) : true;
    });
    kept.sort((a, b) => a.p - b.p || a.t - b.t);
    const pad = Math.max(...kept.map((ev) => ev.svc.length)) + 3;
    return kept.flatMap((ev) => render(fmt, ev, this.e.ns, pad));
  }
}

export interface BaseOpts {
  /** ms between requests */
  gap: number;
  /** a deploy of this role at this time (true time) */
  deploy?: { role: Role; at: number; version: string };
  reload?: { role: Role; at: number; what: string };
}

export function baseline(c: Ctx, o: BaseOpts): void {
  const { r, e, t0, t1 } = c;
  // request traffic
  let grp = 0;
  c.every(t0, t1, o.gap, (t) => {
    const id = c.id();
    let at = t;
    grp++;
    for (const [role, level, msg, dt] of e.request(r)) {
      at += dt;
      const ev = c.emit(at, role, level, msg, undefined, id, true);
      if (ev) ev.grp = grp;
    }
  });
  // health checks on every service
  for (const role of Object.keys(e.roles) as Role[]) {
    const s = e.roles[role]!;
    const gap = r.pick([10000, 15000, 20000]);
    c.every(t0, t1, gap, (t) => {
      const ev = c.emit(t, role, r.chance(0.5) ? "debug" : "info", healthLine(s.rt, s.name, r), [], undefined, true);
      if (ev) ev.hc = true;
    });
  }
  // periodic jobs
  const cruise = e.kind === "cruise";
  c.every(t0, t1, 30000, (t) =>
    c.emit(
      t,
      "link",
      "info",
      cruise
        ? `modem status: locked beam=${r.pick(["IS-37e", "IS-33e"])} Es/No=${r.float(7.5, 11.5)}dB queue=${r.int(0, 40)} tx=${r.float(2, 9)}Mbps`
        : `feed status: ${r.int(40, 90)} vessels tracked, last fix ${r.int(1, 9)}s ago`,
      [],
      undefined,
      true,
    ),
  );
  c.every(t0, t1, 60000, (t) =>
    c.emit(
      t,
      "booking",
      "info",
      cruise
        ? `scheduler: released ${r.int(0, 9)} expired cabin holds (ttl 20m), swept in ${r.int(20, 300)}ms`
        : `scheduler: sailing capacity snapshot written (${r.int(6, 30)} sailings, ${r.int(30, 400)}ms)`,
      [],
      undefined,
      true,
    ),
  );
  if (e.roles.batch)
    c.every(t0, t1, 120000, (t) =>
      c.emit(
        t,
        "batch",
        "info",
        `settlement batch ${r.int(4000, 9000)}: ${r.int(100, 900)} folios reconciled, 0 mismatches`,
        [],
        undefined,
        true,
      ),
    );
  // the noisy service, constant from the first minute
  const nz = e.noisy;
  c.every(t0, t1, nz.everyS * 1000, (t) => c.emit(t, nz.role, nz.level, nz.msg(r), nz.stack?.(r)));
  // deprecation warnings
  for (const d of e.deprecation) c.every(t0, t1, r.int(120, 260) * 1000, (t) => c.emit(t, d.role, "warn", d.msg));
  // retries that succeed
  c.every(t0, t1, r.int(70, 150) * 1000, (t) => retryOk(c, t));
  if (o.deploy) deploy(c, o.deploy.role, o.deploy.at, o.deploy.version);
  if (o.reload) c.emit(o.reload.at, o.reload.role, "info", o.reload.what);
}

function retryOk(c: Ctx, t: number): void {
  const { r, e } = c;
  const id = c.id();
  if (e.kind === "cruise" && r.chance(0.5)) {
    c.emit(
      t,
      "booking",
      "warn",
      `Fare cache refresh from revenue-mgmt failed (HTTP 503), attempt 1/3, retrying in 500ms`,
      [],
      id,
    );
    c.emit(t + 700, "booking", "info", `Fare cache refreshed on attempt 2 (${r.int(300, 2000)} fares)`, [], id);
  } else if (r.chance(0.5)) {
    c.emit(
      t,
      "pay",
      "warn",
      `PSP call timed out after 8000 ms, retrying with same idempotency key (attempt 2 of 3)`,
      [],
      id,
    );
    c.emit(t + r.int(600, 1800), "pay", "info", `PSP call succeeded on retry, resultCode=Authorised`, [], id);
  } else {
    c.emit(t, "edge", "warn", `upstream ${c.s("booking")} reset connection (keep-alive race), retrying once`, [], id);
    c.emit(t + r.int(20, 90), "edge", "info", `retry to ${c.s("booking")} ok status=200`, [], id);
  }
}

export function deploy(c: Ctx, role: Role, at: number, version: string): void {
  const rt = c.rt(role);
  c.emit(at, role, "info", stopLine(rt));
  let t = at + c.r.int(3000, 9000);
  for (const l of startLines(rt, c.s(role), version, c.r)) {
    c.emit(t, role, "info", l);
    t += c.r.int(50, 900);
  }
}
