// Builds one aggregated stream: baseline traffic and housekeeping of an estate, plus an optional failure.
import { accessLine, deployLines, type Estate, type Flow, type Svc } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import type { Incident } from "./incidents.js";
import type { Rng } from "./rng.js";
import { callerSays, type Runtime } from "./runtimes.js";

export interface StreamSpec {
  estate: Estate;
  start: number; // ms
  minutes: number;
  target: number; // approximate line count
  inc?: Incident;
  incStart?: number; // ms
  extra?: (emit: (t: number, svc: string, level: Level, msg: string) => void) => void; // quiet-window twists
}

const healthLine = (s: Svc, r: Rng): [Level, string] => {
  switch (s.rt) {
    case "java":
      return ["debug", `GET /actuator/health status=200 duration=${r.int(1, 6)}ms`];
    case "python":
      return ["info", `"GET /healthz HTTP/1.1" 200 2 ${r.int(1, 4)}ms`];
    case "go":
      return ["debug", `http request method=GET path=/healthz status=200 dur=${r.int(0, 2)}ms`];
    case "node":
      return ["info", `GET /health 200 ${r.int(1, 5)}ms - 15`];
    case "dotnet":
      return ["info", `Health check "self" completed after ${r.int(0, 3)}.${r.int(1000, 9999)}ms with status Healthy`];
    default:
      return ["info", `Completed 200 OK in ${r.int(1, 4)}ms GET "/up"`];
  }
};

const retryLine = (rt: Runtime, callee: string, k: number, n: number, why: string): string => {
  switch (rt) {
    case "java":
      return `Retry '${callee}', waiting PT0.${k * 2}S until attempt '${k + 1}'. Last attempt failed with exception '${why}'`;
    case "python":
      return `Retrying (${k}/${n}) ${callee} after error: ${why}`;
    case "go":
      return `retrying request to ${callee} attempt=${k} max=${n} err="${why.replace(/"/g, "'")}"`;
    case "node":
      return `retry ${k}/${n} to ${callee} in ${k * 250}ms: ${why}`;
    case "dotnet":
      return `Execution attempt. Source: '${callee}-pipeline//Standard-Retry', Operation Key: '', Result: '${why}', Handled: 'True', Attempt: '${k - 1}'`;
    default:
      return `retrying ${callee} (${k}/${n}) after ${why}`;
  }
};

export function buildStream(spec: StreamSpec, r: Rng): Rec[] {
  const { estate, start, minutes, target, inc, incStart = Number.POSITIVE_INFINITY } = spec;
  const end = start + minutes * 60_000;
  const recs: Rec[] = [];
  const skew = new Map<string, number>();
  for (const s of estate.services) skew.set(s.name, r.int(-300, 300));
  const byName = new Map(estate.services.map((s) => [s.name, s]));
  const svcOf = (n: string) => byName.get(n) as Svc;
  const origin = inc?.origin;
  const silentAfter = inc?.silent ? incStart : Number.POSITIVE_INFINITY;

  const emit = (t: number, svc: string, level: Level, msg: string, req?: string, forced = false) => {
    if (t < start || t >= end) return;
    if (!forced && svc === origin && t >= silentAfter) return;
    recs.push({ t: Math.round(t), skew: skew.get(svc) ?? 0, svc, level, msg, ...(req ? { req } : {}) });
  };

  // housekeeping: health checks, jobs, deprecation warnings, noisy service, domain noise, retries that succeed
  for (const s of estate.services) {
    const every = r.int(10, 30) * 1000;
    for (let t = start + r.int(0, every); t < end; t += every + r.int(-400, 400)) {
      const [lv, m] = healthLine(s, r);
      emit(t, s.name, lv, m);
    }
    for (const j of s.jobs) {
      for (let t = start + r.int(0, j.every * 1000); t < end; t += j.every * 1000 * (0.85 + r.next() * 0.3)) {
        emit(t, s.name, j.level, j.gen(r));
      }
    }
  }
  for (const d of estate.deprecations) {
    for (let t = start + r.int(5, 120) * 1000; t < end; t += r.int(240, 420) * 1000) emit(t, d.svc, "warn", d.msg);
  }
  const nz = estate.noisy;
  for (let t = start + r.int(0, 4000); t < end; t += nz.every * 1000 * (0.5 + r.next()))
    emit(t, nz.svc, nz.level, nz.gen(r));
  for (const n of estate.noise) {
    for (let t = start + r.int(0, n.every * 1000); t < end; t += n.every * 1000 * (0.4 + r.next() * 1.2)) {
      emit(t, n.svc, n.level, n.gen(r));
    }
  }
  for (const rt of estate.retries) {
    for (let t = start + r.int(30, 200) * 1000; t < end; t += r.int(120, 300) * 1000)
      emit(t, rt.svc, "warn", rt.gen(r));
  }

  // an unrelated release or config reload near the interesting moment
  const mid = Number.isFinite(incStart) ? incStart : start + minutes * 60_000 * (0.35 + r.next() * 0.3);
  const others = estate.services.filter((s) => s.name !== origin);
  const dsvc = r.pick(others);
  let dt = mid + r.int(-150, 120) * 1000;
  for (const l of deployLines(dsvc, r, r.chance(0.4))) {
    emit(dt, dsvc.name, "info", l);
    dt += r.int(300, 4000);
  }

  // request traffic
  const totalW = estate.flows.reduce((s, f) => s + f.w, 0);
  const avgHops = estate.flows.reduce((s, f) => s + f.w * f.hops.length, 0) / totalW;
  const perSec = Math.max(0.3, (target - recs.length) / (minutes * 60) / (avgHops + 0.2));
  const pickFlow = (): Flow => {
    let x = r.next() * totalW;
    for (const f of estate.flows) {
      x -= f.w;
      if (x <= 0) return f;
    }
    return estate.flows[0];
  };
  const failShare = (t: number) => {
    if (!inc || t < incStart) return 0;
    return inc.fail * Math.min(1, 0.35 + (t - incStart) / 90_000);
  };
  for (let t = start + r.int(0, 800); t < end; t += (-Math.log(1 - r.next()) / perSec) * 1000) {
    const f = pickFlow();
    const req = estate.traces ? r.hex(16) : undefined;
    const edge = svcOf(f.hops[0].svc);
    const k = origin && !inc?.noFlows ? f.hops.findIndex((h) => h.svc === origin) : -1;
    const failing = k >= 0 && r.chance(failShare(t));
    let tt = t + r.int(2, 20);
    if (!failing || !inc) {
      for (const h of f.hops.slice(1)) {
        tt += r.int(4, 60);
        emit(tt, h.svc, "info", h.msg(r), req);
      }
      emit(
        tt + r.int(2, 30),
        edge.name,
        "info",
        accessLine(edge, f.method, f.path, 200, Math.round(tt - t + r.int(5, 60)), r),
        req,
      );
      continue;
    }
    // the request goes through the broken service
    const status =
      inc.kind === "timeout" ? 504 : inc.kind === "4xx" ? (inc.status ?? 400) : r.pick([502, 503, inc.status ?? 502]);
    if (k === 0) {
      if (inc.onReq && r.chance(inc.onReqP ?? 1)) {
        const o = r.pick(inc.onReq);
        emit(tt, origin as string, o.level, o.gen(r), req, true);
      }
      emit(
        tt + r.int(1, 20),
        edge.name,
        "info",
        accessLine(edge, f.method, f.path, inc.status ?? 500, r.int(3, 80), r),
        req,
        true,
      );
      continue;
    }
    // hops before the origin that are not its ancestors ran normally
    const parentOf = (i: number) => f.hops[i].via ?? f.hops[0].svc;
    const chain: number[] = [k];
    while (chain[0] !== 0) chain.unshift(f.hops.findIndex((h) => h.svc === parentOf(chain[0])));
    for (let i = 1; i < k; i++) {
      if (chain.includes(i)) continue;
      tt += r.int(4, 60);
      emit(tt, f.hops[i].svc, "info", f.hops[i].msg(r), req);
    }
    const parent = svcOf(parentOf(k));
    const hop = f.hops[k];
    const breakerOpen = inc.breakerAfter !== undefined && t > incStart + inc.breakerAfter * 1000 && r.chance(0.9);
    const attempts = breakerOpen ? 0 : (inc.storm ?? 1);
    const wait = inc.kind === "timeout" ? r.int(5000, 10000) : r.int(5, 200);
    let why = "";
    for (let a = 1; a <= attempts; a++) {
      tt += wait;
      if (inc.onReq && r.chance(inc.onReqP ?? 1)) {
        const o = r.pick(inc.onReq);
        emit(tt - r.int(1, 20), origin as string, o.level, o.gen(r), req, true);
      }
      why = callerSays(parent.rt, inc.kind, hop.svc, svcOf(hop.svc).rt, hop.path, r, inc.status ?? 503);
      if (a < attempts) emit(tt, parent.name, "warn", retryLine(parent.rt, hop.svc, a, attempts, why), req);
    }
    const custom = inc.callers?.[parent.name];
    if (breakerOpen)
      emit(
        tt + 1,
        parent.name,
        "error",
        callerSays(parent.rt, "breaker", hop.svc, svcOf(hop.svc).rt, hop.path, r),
        req,
      );
    else if (custom) emit(tt + 1, parent.name, custom.level, custom.gen(r), req);
    else emit(tt + 1, parent.name, inc.kind === "4xx" ? "warn" : "error", why, req);
    // ancestors between the edge and the parent report a failure of their own callee
    for (let c = chain.length - 3; c >= 1; c--) {
      const me = svcOf(f.hops[chain[c]].svc);
      const child = f.hops[chain[c + 1]];
      tt += r.int(1, 10);
      emit(tt, me.name, "error", callerSays(me.rt, "5xx", child.svc, svcOf(child.svc).rt, child.path, r, 502), req);
    }
    if (chain.length > 2) {
      const child = f.hops[chain[1]];
      emit(
        tt + r.int(1, 5),
        edge.name,
        "error",
        callerSays(edge.rt, "5xx", child.svc, svcOf(child.svc).rt, child.path, r, 502),
        req,
      );
    } else if (parent.name !== edge.name) {
      emit(tt + r.int(1, 5), edge.name, "error", why, req);
    }
    emit(
      tt + r.int(2, 10),
      edge.name,
      "info",
      accessLine(edge, f.method, f.path, status, Math.round(tt - t + 5), r),
      req,
    );
  }

  // the broken service's own lines
  if (inc && origin) {
    const o = svcOf(origin);
    if (inc.deploySelf) {
      let t0 = incStart - r.int(3000, 8000);
      for (const l of deployLines(o, r, false)) {
        emit(t0, origin, "info", l);
        t0 += r.int(500, 2500);
      }
    }
    for (const x of inc.once ?? [])
      emit(incStart + (x.dt ?? 0) * 1000 + r.int(0, 300), origin, x.level, x.msg, undefined, true);
    for (const p of inc.periodic ?? []) {
      for (let t = incStart + r.int(200, p.every * 500); t < end; t += p.every * 1000 * (0.7 + r.next() * 0.6)) {
        emit(t, origin, p.level, p.gen(r), undefined, true);
      }
    }
    for (const x of inc.others ?? []) {
      for (let t = incStart + r.int(1000, x.every * 1000); t < end; t += x.every * 1000)
        emit(t, x.svc, x.level, x.gen(r));
    }
  }
  spec.extra?.((t, svc, level, msg) => emit(t, svc, level, msg));
  recs.sort((a, b) => a.t + a.skew - (b.t + b.skew));
  return recs;
}
