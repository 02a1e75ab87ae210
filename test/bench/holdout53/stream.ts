// One file's event stream: services log at true time plus their own clock skew; the file is sorted by printed time.
import type { Estate, Role } from "./estates.js";
import { type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

interface Ev {
  t: number;
  role: Role;
  level: Level;
  msg: string;
  trace?: string;
  stack?: string;
  seq: number;
}

export class Ctx {
  private evs: Ev[] = [];
  private skew = new Map<Role, number>();
  /** Roles whose ordinary traffic stops after `quietAfter` (the fault took them down). */
  suppressed = new Set<Role>();
  quietAfter = Number.POSITIVE_INFINITY;

  constructor(
    readonly r: Rng,
    readonly e: Estate,
  ) {
    for (const role of Object.keys(e.services) as Role[]) this.skew.set(role, r.int(-300, 300));
  }

  has(role: Role): boolean {
    return this.e.services[role] !== undefined;
  }

  name(role: Role): string {
    return this.e.services[role] ?? role;
  }

  roles(): Role[] {
    return Object.keys(this.e.services) as Role[];
  }

  /** True once the fault has silenced this role's ordinary traffic. */
  down(role: Role, t: number): boolean {
    return this.suppressed.has(role) && t >= this.quietAfter;
  }

  /** Background traffic of a role: dropped once the fault has silenced it. */
  bg(role: Role, t: number, level: Level, msg: string, extra: { trace?: string; stack?: string } = {}): void {
    if (this.suppressed.has(role) && t >= this.quietAfter) return;
    this.log(role, t, level, msg, extra);
  }

  log(role: Role, t: number, level: Level, msg: string, extra: { trace?: string; stack?: string } = {}): void {
    if (!this.has(role)) return;
    this.evs.push({ t, role, level, msg, ...extra, seq: this.evs.length });
  }

  /** Calls fn at jittered intervals of about meanMs between t0 and t1. */
  every(t0: number, t1: number, meanMs: number, fn: (t: number) => void): void {
    let t = t0 + this.r.next() * meanMs;
    while (t < t1) {
      fn(Math.round(t));
      t += meanMs * (0.4 + this.r.next() * 1.2);
    }
  }

  /** Like every, but the first call is exactly at t0 (a fault's first sign). */
  from(t0: number, t1: number, meanMs: number, fn: (t: number) => void): void {
    fn(t0);
    this.every(t0 + meanMs * 0.5, t1, meanMs, fn);
  }

  phone(): string {
    const cc = this.r.pick(["44", "1", "49", "33", "31", "46"]);
    return `+${cc}${this.r.int(200, 989)}${this.r.int(1000000, 9999999)}`;
  }

  ext(): string {
    return String(this.r.int(1001, 1899));
  }

  pubIp(): string {
    return `${this.r.pick(["203.0.113", "198.51.100", "192.0.2"])}.${this.r.int(2, 250)}`;
  }

  privIp(): string {
    return `10.${this.r.int(10, 40)}.${this.r.int(0, 9)}.${this.r.int(2, 250)}`;
  }

  callId(): string {
    return `${this.r.hex(8)}-${this.r.hex(4)}@${this.privIp()}`;
  }

  trace(): string {
    return this.r.hex(12);
  }

  /** Renders the stream; returns the text and its line count. */
  finish(f: Format): { text: string; lines: number } {
    const printed = this.evs.map((e) => ({ ...e, ts: e.t + (this.skew.get(e.role) ?? 0), svc: this.name(e.role) }));
    printed.sort((a, b) => a.ts - b.ts || a.seq - b.seq);
    const width = Math.max(...this.roles().map((r) => this.name(r).length + 2)) + 1;
    const nodes = new Map<Role, number>();
    for (const role of this.roles()) nodes.set(role, this.r.int(0, 3));
    const text = printed.map((e) => render(f, e, width, this.e.ns, nodes.get(e.role) ?? 0)).join("\n");
    return { text: `${text}\n`, lines: text.split("\n").length };
  }
}
