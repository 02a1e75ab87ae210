// Simulates one window of an estate: request traffic along service chains, health probes, jobs, domain noise,
// one constant complainer, an unrelated deploy, and (optionally) a failure at one service with its callers' echo.
import { breakerLine, callerLine, deployLines, healthLine, type Line, retryLine, type Sym } from "./callers.js";
import type { Estate, Route } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Fault {
  origin: string;
  /** loud: origin logs errors; warn: origin only warns; quiet: origin stops logging */
  mode: "loud" | "warn" | "quiet";
  /** share of calls into the origin that fail once fully developed */
  rate: number;
  sym: Sym;
  /** what the origin prints for one failing call (null: nothing) */
  fail?: (r: Rng) => Line | null;
  /** origin lines independent of requests, from the start on */
  periodic?: { everySec: number; lines: (r: Rng) => Line[] };
  /** origin lines shortly before the start (a release, a config push) */
  pre?: (r: Rng) => Line[];
  /** retries the immediate caller makes (total attempts) */
  attempts?: number;
  breaker?: boolean;
  rampSec?: number;
  /** share of failing attempts the origin itself logs (services log less than their callers retry) */
  logShare?: number;
}

export interface Extra {
  /** seconds after window start */
  at: number;
  svc: string;
  lines: Line[];
}

export interface SimInput {
  estate: Estate;
  seed: number;
  r: Rng;
  start: number;
  minutes: number;
  faultAt: number;
  fault?: Fault;
  targetLines: number;
  extras: Extra[];
}

const rtOf = (e: Estate, svc: string) => {
  const s = e.services.find((x) => x.name === svc);
  if (!s) throw new Error(`${e.key}: no service ${svc}`);
  return s;
};

/** the internal endpoint a service is called on */
const api = (svc: string) => `/v1/${svc.replace(/-(svc|service|api)$/, "").replace(/-/g, "_")}`;

export function simulate(inp: SimInput): Rec[] {
  const { estate: e, r, fault } = inp;
  const t0 = inp.start;
  const tEnd = t0 + inp.minutes * 60000;
  const skew: Record<string, number> = {};
  for (const s of e.services) skew[s.name] = Math.round(r.f(-300, 300));
  const recs: Rec[] = [];
  const silent = (svc: string, t: number) =>
    fault !== undefined && fault.mode === "quiet" && svc === fault.origin && t >= inp.faultAt;
  const emit = (t: number, svc: string, level: Level, msg: string, req?: string) => {
    if (t < t0 || t >= tEnd || silent(svc, t)) return;
    recs.push({ t, pt: t + skew[svc], svc, level, msg, ...(req ? { req } : {}) });
  };
  const emitLine = (t: number, svc: string, l: Line, req?: string) => {
    const lv = fault && svc === fault.origin && fault.mode === "warn" && l.level !== "info" ? "warn" : l.level;
    emit(t, svc, lv, l.msg, req);
  };
  const poisson = (perMin: number, fn: (t: number) => void, from = t0) => {
    if (perMin <= 0) return;
    let t = from + r.f(0, 60000 / perMin);
    while (t < tEnd) {
      fn(t);
      t += (-Math.log(1 - r.next()) * 60000) / perMin;
    }
  };

  // background: noise, constant complainer, health probes
  const span = inp.minutes;
  let other = 0;
  for (const n of [...e.noise, e.noisy]) {
    poisson(n.perMin, (t) => emit(t, n.svc, n.level, n.msg(r)));
    other += n.perMin * span;
  }
  for (const s of e.services) {
    const every = r.i(10, 30) * 1000;
    other += (60000 / every) * span;
    for (let t = t0 + r.f(0, every); t < tEnd; t += every + r.f(-40, 40)) emit(t, s.name, "info", healthLine(r, s.rt));
  }
  for (const x of inp.extras)
    x.lines.forEach((l, k) => {
      emit(t0 + x.at * 1000 + k * r.i(5, 400), x.svc, l.level, l.msg);
    });

  // the failure's own lines
  if (fault) {
    if (fault.pre)
      fault.pre(r).forEach((l, k) => {
        emitLine(inp.faultAt - r.i(20, 60) * 1000 + k * r.i(50, 900), fault.origin, l);
      });
    if (fault.periodic) {
      const p = fault.periodic;
      for (let t = inp.faultAt + r.f(0, 2000); t < tEnd; t += p.everySec * 1000 * r.f(0.6, 1.4))
        p.lines(r).forEach((l, k) => {
          emitLine(t + k * r.i(1, 30), fault.origin, l);
        });
    }
  }

  // request traffic
  const routes = e.routes;
  const wSum = routes.reduce((s, x) => s + x.w, 0);
  const avgLen = routes.reduce((s, x) => s + x.w * x.path.length, 0) / wSum;
  const lambda = Math.max(0.3, (inp.targetLines - other) / (avgLen * span * 60)); // requests per second
  const pick = (): Route => {
    let x = r.f(0, wSum);
    for (const rt of routes) {
      x -= rt.w;
      if (x <= 0) return rt;
    }
    return routes[routes.length - 1];
  };
  const edgePath = (p: string) => (p.endsWith("/") ? `${p}${r.hex(6)}` : p);
  const failures: Record<string, number> = {};
  const openUntil: Record<string, number> = {};
  let t = t0 + r.f(0, 1000 / lambda);
  while (t < tEnd) {
    const route = pick();
    const req = e.traced ? r.hex(16) : undefined;
    const o = fault ? route.path.indexOf(fault.origin) : -1;
    let failing = false;
    if (fault && o >= 0 && t >= inp.faultAt) {
      const ramp = Math.min(1, 0.25 + (0.75 * (t - inp.faultAt)) / ((fault.rampSec ?? 45) * 1000));
      failing = r.c(fault.rate * ramp);
    }
    if (!failing) {
      let ht = t;
      for (let k = 0; k < route.path.length; k++) {
        const s = rtOf(e, route.path[k]);
        const msg =
          s.rt === "edge"
            ? `${route.http.startsWith("/s") || route.http.startsWith("/r") ? "POST" : r.p(["GET", "GET", "POST"])} ${route.http.endsWith("/") ? `${route.http}${r.hex(6)}` : route.http} 200 ${r.i(8, 400)}ms upstream=${route.path[1] ?? "-"}`
            : s.ok(r);
        emit(ht, s.name, "info", msg, req);
        ht += r.i(2, 40);
      }
      if (r.c(0.006) && route.path.length > 1) {
        const c = rtOf(e, route.path[0]);
        emit(t + r.i(1, 20), c.name, "warn", retryLine(r, c.rt, route.path[1], 1, 3).msg, req);
      }
    } else if (fault) {
      // hops before the origin answer normally up to the call into it
      let ht = t;
      for (let k = 0; k < o; k++) ht += r.i(2, 40);
      const callerIdx = o - 1;
      const caller = callerIdx >= 0 ? rtOf(e, route.path[callerIdx]) : undefined;
      const wait = fault.sym === "timeout" || fault.mode === "quiet" ? r.i(5000, 30000) : r.i(3, 300);
      const sym: Sym = fault.mode === "quiet" && fault.sym !== "timeout" ? r.p(["timeout", "503"] as Sym[]) : fault.sym;
      let shortCircuit = false;
      if (caller && fault.breaker && caller.rt !== "edge") {
        if ((openUntil[caller.name] ?? 0) > ht) shortCircuit = true;
        else if ((failures[caller.name] ?? 0) >= r.i(10, 16)) {
          failures[caller.name] = 0;
          openUntil[caller.name] = ht + r.i(20, 40) * 1000;
          emit(ht, caller.name, "warn", breakerLine(caller.rt, fault.origin, true, r.i(55, 95)).msg);
          shortCircuit = true;
        }
      }
      let end = ht;
      if (caller && shortCircuit) {
        const l = breakerLine(caller.rt, fault.origin, false, 0);
        emit(ht + 1, caller.name, l.level, l.msg, req);
        end = ht + 2;
      } else {
        const attempts = caller && caller.rt !== "edge" ? (fault.attempts ?? r.i(2, 4)) : 1;
        for (let a = 1; a <= attempts; a++) {
          if (fault.fail && r.c(fault.logShare ?? 0.5)) {
            const l = fault.fail(r);
            if (l) emitLine(end + r.i(1, wait), fault.origin, l, req);
          }
          end += wait;
          if (caller && a < attempts) {
            emit(end, caller.name, "warn", retryLine(r, caller.rt, fault.origin, a, attempts).msg, req);
            end += 100 * 2 ** (a - 1);
          }
        }
        if (caller) {
          failures[caller.name] = (failures[caller.name] ?? 0) + 1;
          const l = callerLine(
            r,
            caller.rt,
            fault.origin,
            sym,
            callerIdx === 0 && caller.rt === "edge" ? edgePath(route.http) : api(fault.origin),
          );
          emit(end, caller.name, l.level, l.msg, req);
        }
      }
      // further callers report their own callee's failure
      for (let k = callerIdx - 1; k >= 0; k--) {
        end += r.i(1, 15);
        const s = rtOf(e, route.path[k]);
        const up: Sym =
          sym === "timeout" && !shortCircuit ? "timeout" : s.rt === "edge" ? "502" : r.p(["500", "502"] as Sym[]);
        const l = callerLine(
          r,
          s.rt,
          route.path[k + 1],
          up,
          k === 0 && s.rt === "edge" ? edgePath(route.http) : api(route.path[k + 1]),
        );
        emit(end, s.name, l.level, l.msg, req);
      }
    }
    t += (-Math.log(1 - r.next()) * 1000) / lambda;
  }

  // deploy of an unrelated service somewhere near the start
  const others = e.services.filter((s) => s.name !== fault?.origin && s.rt !== "edge");
  const d = r.p(others);
  const dt = inp.faultAt + r.i(-150, 150) * 1000;
  deployLines(r, d.rt, d.name).forEach((l, k) => {
    emit(dt + k * r.i(200, 3000), d.name, l.level, l.msg);
  });

  recs.sort((a, b) => a.pt - b.pt);
  return recs;
}
