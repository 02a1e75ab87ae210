// Builds the per-scenario context that noise and incident writers use to emit events.
import type { Rand } from "./rng.js";
import type { Ctx, Estate, Ev, Role, Svc, Window } from "./types.js";

/** Roles an estate may lack, and where their work lives instead. */
const FALLBACK: Partial<Record<Role, Role[]>> = {
  edge: ["app", "portal"],
  ivr: ["evv"],
  auth: ["portal", "app"],
  notify: ["meds", "worker"],
  worker: ["sched"],
  app: ["edge"],
};

export function findSvc(e: Estate, role: Role): Svc {
  const direct = e.services.find((s) => s.role === role);
  if (direct) return direct;
  for (const alt of FALLBACK[role] ?? []) {
    const s = e.services.find((x) => x.role === alt);
    if (s) return s;
  }
  return e.services[0];
}

export function hasRole(e: Estate, role: Role): boolean {
  return e.services.some((s) => s.role === role);
}

export function makeCtx(r: Rand, e: Estate, w: Window, sink: Ev[]): Ctx {
  const ids = new Set(e.idsOn === "all" ? e.services.map((s) => s.name) : e.idsOn === "some" ? e.idServices : []);
  const S = (role: Role) => findSvc(e, role);
  const emit = (ev: Ev) => {
    if (ev.t >= w.t0 && ev.t < w.t1) sink.push(ev);
  };
  const tag = (svc: string, id: string) => (ids.has(svc) ? id : undefined);
  return {
    r,
    e,
    w,
    emit,
    S,
    newId: () => e.ids.trace(r),
    tag,
    log: (t, role, level, msg, more) => {
      const svc = S(role).name;
      emit({ t: Math.round(t), svc, level, msg, ...more, trace: more?.trace ? tag(svc, more.trace) : undefined });
    },
    v: (xs) => xs[e.voice % xs.length],
  };
}

/** n sorted times spread over [a, b). */
export function spread(r: Rand, n: number, a: number, b: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(Math.round(r.float(a, b)));
  return out.sort((x, y) => x - y);
}

/** Times from a to b with exponential gaps of the given mean (ms). */
export function poisson(r: Rand, meanMs: number, a: number, b: number): number[] {
  const out: number[] = [];
  let t = a + r.exp(meanMs);
  while (t < b) {
    out.push(Math.round(t));
    t += r.exp(meanMs);
  }
  return out;
}
