// Builds one aggregated stream: background traffic of an estate, failing request chains and scenario lines.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { edgeLine } from "./edge.js";
import type { Estate } from "./estates.js";
import { type Ev, EXT, type Format, type Level, render } from "./formats.js";
import { fill, type Rng } from "./rng.js";

export type TraceMode = "all" | "partial" | "none";
export type Style = "timeout" | "5xx" | "503" | "reset" | "refused" | "breaker" | "4xx";

export interface LineSpec {
  s: string;
  l: Level;
  m: string;
  /** seconds after onset */
  at: number;
  every?: number;
  until?: number;
  stack?: string[];
}
export interface FlowSpec {
  chain: string[];
  at: number;
  every: number;
  until?: number;
  style: Style;
  /** what the caller of the last hop says; {callee} {lat} */
  deep?: string;
  /** what the last hop itself says for each failing request (origin per-request line) */
  self?: { l: Level; m: string; stack?: string[] };
  status?: number;
  lat?: number;
  route?: string;
}

const EDGE_STATUS: Record<Style, number> = {
  timeout: 504,
  "5xx": 502,
  "503": 503,
  reset: 502,
  refused: 502,
  breaker: 503,
  "4xx": 500,
};
const DEEP: Record<Style, string[]> = {
  timeout: ["request to {callee} timed out after {lat}ms", "{callee}: deadline exceeded after {lat}ms"],
  "5xx": ["{callee} answered 500 Internal Server Error", "upstream {callee} returned HTTP 500"],
  "503": ["{callee} answered 503 Service Unavailable", "upstream {callee} unavailable (HTTP 503)"],
  reset: ["upstream {callee}: read ECONNRESET", "connection to {callee} reset by peer"],
  refused: ["dial tcp {callee}:8080: connect: connection refused", "connect ECONNREFUSED {callee}:8080"],
  breaker: ['circuit breaker "{callee}" is OPEN, short-circuiting call', "{callee} breaker open, failing fast"],
  "4xx": ["{callee} rejected call with HTTP 4xx", "{callee} returned client error"],
};
const MID = [
  "upstream {callee} failed: HTTP {st} ({lat}ms)",
  "call {callee} -> {st} after {lat}ms",
  "error from {callee}: status={st}",
  "{callee} request failed with status code {st}",
];

interface Raw {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

export class Stream {
  readonly raw: Raw[] = [];
  private skew = new Map<string, number>();
  private suppressed: Array<{ svc: string; from: number; to: number }> = [];
  constructor(
    readonly r: Rng,
    readonly estate: Estate,
    readonly start: number,
    readonly end: number,
    readonly onset: number,
    readonly traceMode: TraceMode,
  ) {}

  private skewOf(svc: string): number {
    let s = this.skew.get(svc);
    if (s === undefined) {
      s = this.r.int(-250, 250);
      this.skew.set(svc, s);
    }
    return s;
  }

  newTrace(): string {
    const r = this.r;
    switch (this.estate.traceStyle) {
      case "traceparent":
        return `00-${r.hex(32)}-${r.hex(16)}-01`;
      case "uuid":
        return `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-8${r.hex(3)}-${r.hex(12)}`;
      default:
        return r.hex(12);
    }
  }

  emit(t: number, svc: string, level: Level, msg: string, stack?: string[], trace?: string): void {
    if (t < this.start || t > this.end) return;
    this.raw.push({ t, svc, level, msg: fill(this.r, msg), stack, trace });
  }

  suppress(svc: string, fromSec: number, toSec?: number): void {
    this.suppressed.push({
      svc,
      from: this.onset + fromSec * 1000,
      to: toSec === undefined ? this.end : this.onset + toSec * 1000,
    });
  }

  private traceFor(hopIndex: number, id: string): string | undefined {
    if (this.traceMode === "none") return undefined;
    if (this.traceMode === "partial" && hopIndex > 1) return undefined;
    return id;
  }

  edge(
    t: number,
    method: string,
    path: string,
    status: number,
    up: number | null,
    dur: number,
    rid: string,
    flags?: string,
  ) {
    const e = this.estate;
    const level: Level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
    const line = edgeLine(e.edgeStyle, this.r, {
      method,
      path: fill(this.r, path),
      status,
      upstreamStatus: up,
      durMs: Math.round(dur),
      upstream: e.bff,
      rid,
      flags,
    });
    this.emit(t + dur, e.edge, level, line, undefined, this.traceMode === "none" ? undefined : rid);
  }

  background(rps: number): void {
    const e = this.estate;
    const r = this.r;
    const totalW = e.routes.reduce((s, x) => s + x.w, 0);
    for (let t = this.start; t < this.end; t += (1000 / rps) * (0.3 + r.next() * 1.4)) {
      let pick = r.next() * totalW;
      const route = e.routes.find((x) => {
        pick -= x.w;
        return pick <= 0;
      })!;
      if (this.suppressed.some((s) => t >= s.from && t <= s.to && route.hops.some((hp) => hp.svc === s.svc))) continue;
      const id = this.newTrace();
      let at = t + r.int(1, 4);
      route.hops.forEach((hp, i) => {
        at += r.int(2, 30);
        this.emit(at, hp.svc, hp.level, hp.m, undefined, this.traceFor(i + 1, id));
      });
      const slow = r.chance(0.004);
      const dur = at - t + r.int(3, 40) + (slow ? r.int(2500, 7000) : 0);
      if (slow)
        this.emit(t + dur - 2, e.bff, "warn", `slow request ${route.method} ${route.path} took ${Math.round(dur)}ms`);
      const status = route.method === "POST" && route.path.includes("trips") === false && r.chance(0.01) ? 422 : 200;
      this.edge(
        t,
        route.method,
        route.path,
        status === 200 ? (route.method === "POST" ? 201 : 200) : status,
        status,
        dur,
        id,
      );
    }
    for (const jb of e.jobs) {
      for (
        let t = this.start + r.int(0, jb.every * 1000);
        t < this.end;
        t += jb.every * 1000 * (0.8 + r.next() * 0.4)
      ) {
        this.emit(t, jb.svc, jb.level, jb.m, jb.stack);
      }
    }
    const dsvc = r.pick(e.deploys);
    const dt = this.start + (this.end - this.start) * (0.15 + r.next() * 0.6);
    this.emit(
      dt,
      dsvc,
      "info",
      `rolling update: pod ${dsvc}-${r.hex(5)} started with image ${dsvc}:1.${r.int(10, 60)}.${r.int(0, 9)}`,
    );
    this.emit(dt + 4200, dsvc, "info", "readiness probe passed, serving traffic");
  }

  lines(specs: LineSpec[]): void {
    for (const sp of specs) {
      const from = this.onset + sp.at * 1000;
      if (!sp.every) {
        this.emit(from, sp.s, sp.l, sp.m, sp.stack);
        continue;
      }
      const until = sp.until === undefined ? this.end : this.onset + sp.until * 1000;
      for (let t = from; t <= until; t += sp.every * 1000 * (0.7 + this.r.next() * 0.6)) {
        this.emit(t, sp.s, sp.l, sp.m, sp.stack);
      }
    }
  }

  flow(f: FlowSpec): void {
    const r = this.r;
    const e = this.estate;
    const n = f.chain.length;
    const callee = f.chain[n - 1];
    const route = f.route ?? `${r.pick(e.routes).method} ${r.pick(e.routes).path}`;
    const [method, path] = route.split(" ");
    const edgeStatus = f.status ?? EDGE_STATUS[f.style];
    const deepMsgs = f.deep ? [f.deep] : DEEP[f.style];
    const until = f.until === undefined ? this.end : this.onset + f.until * 1000;
    let failures = 0;
    for (let t = this.onset + f.at * 1000; t <= until; t += f.every * 1000 * (0.5 + r.next())) {
      const id = this.newTrace();
      const lat = f.lat ?? (f.style === "timeout" ? r.pick([3000, 5000, 10000, 30000]) : r.int(5, 400));
      let at = t + r.int(2, 15) * n;
      const deepAt = at + lat;
      if (f.self) this.emit(deepAt - r.int(1, 5), callee, f.self.l, f.self.m, f.self.stack, this.traceFor(n - 1, id));
      const caller = f.chain[n - 2];
      const fill2 = (m: string, st: number, c: string) =>
        m.replace("{callee}", c).replace("{lat}", String(lat)).replace("{st}", String(st));
      this.emit(
        deepAt,
        caller,
        "error",
        fill2(r.pick(deepMsgs), edgeStatus, callee),
        undefined,
        this.traceFor(n - 2, id),
      );
      at = deepAt;
      for (let i = n - 3; i >= 1; i--) {
        at += r.int(1, 6);
        const c = f.chain[i + 1];
        const st = f.style === "timeout" ? 504 : f.style === "breaker" || f.style === "503" ? 503 : 500;
        const isBff = i === 1;
        if (isBff && f.style !== "breaker" && r.chance(0.6)) {
          this.emit(at, f.chain[i], "warn", `retrying ${c} (attempt 2/3) after ${st}`, undefined, this.traceFor(i, id));
          this.emit(
            at + 1,
            f.chain[i],
            "warn",
            `retrying ${c} (attempt 3/3) after ${st}`,
            undefined,
            this.traceFor(i, id),
          );
          at += f.style === "timeout" ? 2 * Math.min(lat, 5000) : r.int(20, 200);
        }
        const m = MID[(c.length + i) % MID.length];
        this.emit(at, f.chain[i], "error", fill2(m, st, c), undefined, this.traceFor(i, id));
      }
      failures++;
      if (failures === 6 && n > 3)
        this.emit(
          at + 3,
          f.chain[1],
          "warn",
          `circuit breaker for ${f.chain[2]} transitioned CLOSED -> OPEN (failure rate 62% > 50%)`,
        );
      const upst = f.style === "timeout" && e.edgeStyle === "alb" ? null : edgeStatus;
      const flags =
        f.style === "timeout" ? "UT" : f.style === "reset" ? "UR" : f.style === "breaker" ? "UO" : undefined;
      this.edge(t, method, path, edgeStatus, upst, at - t + r.int(1, 5), id, flags);
    }
  }

  write(dir: string, base: string, fmt: Format): { file: string; lines: number } {
    const evs: Ev[] = this.raw.map((x) => ({ ...x, t: Math.round(x.t + this.skewOf(x.svc)) }));
    evs.sort((a, b) => a.t - b.t);
    const width = Math.max(...evs.map((x) => x.svc.length));
    const text = evs.map((x) => render(fmt, x, width, this.estate.ns)).join("\n") + "\n";
    const file = `${base}.${EXT[fmt]}`;
    writeFileSync(join(dir, file), text);
    return { file, lines: text.split("\n").length - 1 };
  }
}
