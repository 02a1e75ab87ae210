// The per-file context and the background every window carries: request traffic, internal activity, health checks,
// periodic jobs, the noisy service, deprecation warnings, retries that succeed and one unrelated deploy or reload.
import {
  accessLine,
  deprecation,
  ENDPOINTS,
  type Endpoint,
  type Estate,
  internalLine,
  jobLine,
  type Role,
  startLines,
} from "./estates.js";
import { chance, gap, hex, int, pick, type Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export interface Ctx {
  r: Rng;
  e: Estate;
  s: Stream;
  t0: number;
  t1: number;
  roles: Set<Role>;
  n: (role: Role) => string;
  has: (role: Role) => boolean;
  tid: () => string | undefined;
  every: (from: number, to: number, meanMs: number, fn: (t: number) => void) => void;
}

export function makeCtx(r: Rng, e: Estate, s: Stream, roles: Set<Role>): Ctx {
  return {
    r,
    e,
    s,
    t0: s.t0,
    t1: s.t1,
    roles,
    n: (role) => e.svc[role].name,
    has: (role) => roles.has(role),
    tid: () => (e.traces ? hex(r, 16) : undefined),
    every: (from, to, meanMs, fn) => {
      for (let t = from + gap(r, meanMs); t < to; t += gap(r, meanMs)) fn(t);
    },
  };
}

/** Returns true when it wrote the flow itself (the scenario changed what happens to this request). */
export type FlowHook = (c: Ctx, role: Role, ep: Endpoint, t: number, tid: string | undefined) => boolean;

const GATEWAY_ROLES: Role[] = ["members", "billing", "access", "booking", "visitors", "print", "mail"];
const WEIGHT: Partial<Record<Role, number>> = {
  booking: 4,
  members: 3,
  access: 3,
  print: 2,
  visitors: 2,
  mail: 1,
  billing: 1,
};

export function writeFlow(c: Ctx, role: Role, ep: Endpoint, t: number, tid: string | undefined, status = 200): void {
  const { r, s, e } = c;
  const path = ep.path(r);
  const ms = int(r, 8, 180);
  const svc = e.svc[role];
  const o = tid ? { trace: tid } : {};
  s.routine(t + int(r, 2, 6), svc.name, "info", ep.work(r, e), o);
  if (chance(r, 0.35))
    s.routine(t + ms - 2, svc.name, "info", accessLine(svc.rt, r, ep.method, path, status, ms - 3), o);
  s.routine(t + ms, c.n("gateway"), "info", accessLine(e.svc.gateway.rt, r, ep.method, path, status, ms), o);
}

export function background(c: Ctx, targetLines: number, pivot: number, deployRole: Role, hook?: FlowHook): void {
  const { r, s, e, t0, t1 } = c;
  const minutes = (t1 - t0) / 60000;
  const perMin = targetLines / minutes;
  const gw = GATEWAY_ROLES.filter((x) => c.has(x));
  const bag: Role[] = gw.flatMap((x) => Array<Role>(WEIGHT[x] ?? 1).fill(x));
  // request traffic through the gateway
  c.every(t0, t1, 60000 / (perMin * 0.24), (t) => {
    const role = pick(r, bag);
    const ep = pick(r, ENDPOINTS[role] ?? []);
    const tid = c.tid();
    if (hook?.(c, role, ep, t, tid)) return;
    writeFlow(c, role, ep, t, tid);
  });
  // internal activity: swipes, controller events, panels, radius
  const internal = (["access", "bridge", "displays", "wifi"] as Role[]).filter((x) => c.has(x));
  for (const role of internal) {
    c.every(t0, t1, 60000 / ((perMin * 0.3) / internal.length), (t) => {
      const line = internalLine(role, r, e);
      if (line) s.routine(t, c.n(role), "info", line, e.traces && chance(r, 0.5) ? { trace: c.tid() } : {});
    });
  }
  // health checks from the kubelet
  for (const role of [...c.roles].slice(0, 4)) {
    const rt = e.svc[role].rt;
    c.every(t0, t1, 10000, (t) =>
      s.routine(t, c.n(role), "debug", accessLine(rt, r, "GET", "/healthz", 200, int(r, 0, 3))),
    );
  }
  // periodic jobs
  for (const role of c.roles) {
    const period = pick(r, [30000, 60000, 60000, 120000]);
    for (let t = t0 + int(r, 0, period); t < t1; t += period + int(r, -400, 400))
      s.routine(t, c.n(role), "info", jobLine(role, r, e));
  }
  // the noisy service, from the first minute
  if (c.has(e.noisy.role)) {
    const nz = e.noisy;
    s.emit(t0 + int(r, 500, 20000), c.n(nz.role), nz.level, nz.msg(r));
    c.every(t0, t1, nz.every, (t) => s.emit(t, c.n(nz.role), nz.level, nz.msg(r)));
  }
  // deprecation warnings: once per service at start-of-window, a couple repeating
  for (const role of c.roles) {
    if (chance(r, 0.5)) s.emit(t0 + int(r, 0, 90000), c.n(role), "warn", deprecation(e.svc[role].rt, r));
  }
  const rep = pick(r, [...c.roles]);
  c.every(t0, t1, 150000, (t) => s.emit(t, c.n(rep), "warn", deprecation(e.svc[rep].rt, r)));
  // retries that succeed
  if (c.has("billing")) {
    c.every(t0, t1, 180000, (t) => {
      const id = `pi_${hex(r, 24)}`;
      s.emit(
        t,
        c.n("billing"),
        "warn",
        `POST https://${e.psp}/v1/payment_intents (${id}) failed: 502 Bad Gateway, retrying in ${int(r, 200, 900)}ms (attempt 1/3)`,
      );
      s.emit(
        t + int(r, 900, 1500),
        c.n("billing"),
        "info",
        `payment ${id} confirmed on attempt 2 (${int(r, 180, 600)}ms)`,
      );
    });
  }
  if (c.has("visitors")) {
    c.every(t0, t1, 200000, (t) => {
      s.emit(
        t,
        c.n("visitors"),
        "warn",
        `invite email to guest V-${int(r, 10000, 99999)} deferred: 421 4.7.0 Try again later, retry 1/5 in 30s`,
      );
      s.emit(
        t + 30000 + int(r, 0, 900),
        c.n("visitors"),
        "info",
        `invite email delivered (250 2.0.0 OK ${hex(r, 10)})`,
      );
    });
  }
  // one unrelated deploy (rolling restart) or config reload near the pivot
  const svc = e.svc[deployRole];
  const at = pivot + int(r, -120000, 120000);
  if (svc.rt === "cpp" || chance(r, 0.3)) {
    s.emit(
      at,
      svc.name,
      "info",
      `SIGHUP received, reloading configuration (${int(r, 1, 4)} keys changed: log.sampling, ${pick(r, ["feature.mobile_unlock_v2", "cache.ttl", "http.keepalive"])})`,
    );
    s.emit(at + int(r, 20, 200), svc.name, "info", "configuration reloaded");
  } else {
    s.emit(at - int(r, 2000, 5000), svc.name, "info", "received SIGTERM, draining in-flight requests (grace 30s)");
    startLines(svc.rt, svc.name, r).forEach(
      (l, i) => void s.emit(at + 4000 + i * int(r, 300, 2500), svc.name, "info", l),
    );
  }
}
