// Normal traffic of a water utility estate: portal requests, meter uplinks, SCADA polls, historian writes,
// leak checks, work orders, billing batches, health probes. `quiet(role, t)` thins a role's success lines.
import type { Estate, Role } from "./estates.js";
import { has, name } from "./estates.js";
import type { Ev, Level } from "./formats.js";
import { chance, fixed, hex, int, pick, type Rng } from "./rng.js";

export interface Ctx {
  r: Rng;
  e: Estate;
  out: Ev[];
  /** true when the role's normal lines should not appear at t (origin gone quiet, callers failing) */
  quiet: (role: Role, t: number) => boolean;
}

export const emit = (c: Ctx, t: number, role: Role, level: Level, msg: string, extra?: Partial<Ev>): void => {
  if (!has(c.e, role)) return;
  c.out.push({ t: Math.round(t), svc: name(c.e, role), level, msg, ...extra });
};

export const devEui = (r: Rng) => `70b3d5${hex(r, 10)}`;
export const meterId = (r: Rng) => `${pick(r, ["WM", "SM", "M"])}${int(r, 10000000, 99999999)}`;
export const acct = (r: Rng) => `${int(r, 1000000, 9999999)}`;
export const ip = (r: Rng) => `10.${int(r, 20, 60)}.${int(r, 0, 15)}.${int(r, 2, 250)}`;

function poisson(r: Rng, t0: number, t1: number, perSec: number, f: (t: number) => void): void {
  if (perSec <= 0) return;
  let t = t0 + (-Math.log(1 - r()) / perSec) * 1000;
  while (t < t1) {
    f(t);
    t += (-Math.log(1 - r()) / perSec) * 1000;
  }
}

function every(r: Rng, t0: number, t1: number, sec: number, f: (t: number, i: number) => void): void {
  let t = t0 + r() * sec * 1000;
  let i = 0;
  while (t < t1) {
    f(t, i++);
    t += sec * 1000 * (0.97 + r() * 0.06);
  }
}

const PORTAL_PATHS = [
  ["GET", "/api/v2/accounts/{a}/usage?range=30d", "mdm"],
  ["GET", "/api/v2/accounts/{a}/bills", "billing"],
  ["GET", "/api/v2/accounts/{a}/bills/latest/pdf", "billing"],
  ["POST", "/api/v2/accounts/{a}/payments", "billing"],
  ["GET", "/api/v2/accounts/{a}/usage/daily", "mdm"],
  ["GET", "/api/v2/outages?postcode={p}", "workorders"],
  ["POST", "/api/v2/accounts/{a}/meter-reading", "mdm"],
] as const;

export function portalRequest(c: Ctx, t: number, fail?: (callee: Role) => boolean): void {
  const { r, e } = c;
  const [method, p, callee] = pick(r, PORTAL_PATHS);
  const a = acct(r);
  const path = p.replace("{a}", a).replace("{p}", `${int(r, 1000, 9999)}`);
  const trace = e.tracing ? hex(r, 16) : undefined;
  const ms = int(r, 28, 240);
  if (fail?.(callee)) return;
  if (c.quiet("portal", t)) return;
  if (c.quiet(callee, t)) return;
  const ct = t - ms + int(r, 5, 12);
  if (callee === "mdm") {
    emit(
      c,
      ct,
      "mdm",
      "INFO",
      pick(r, [
        `GET /api/v1/accounts/${a}/intervals responded 200 in ${fixed(r, 8, 90)} ms`,
        `served daily usage account=${a} days=30 estimated=${int(r, 0, 2)}`,
      ]),
      { trace },
    );
  } else if (callee === "billing") {
    emit(
      c,
      ct,
      "billing",
      "INFO",
      pick(r, [
        `Completed statement lookup for account ${a} (${int(r, 1, 24)} statements) in ${int(r, 6, 60)} ms`,
        `payment intent created account=${a} amount=${fixed(r, 20, 240, 2)} ${e.currency}`,
        `rendered bill pdf account=${a} cycle=2026-${String(int(r, 5, 10)).padStart(2, "0")} size=${int(r, 80, 190)}KB`,
      ]),
      { trace },
    );
  } else if (has(e, "workorders")) {
    emit(
      c,
      ct,
      "workorders",
      "INFO",
      `Completed 200 OK in ${int(r, 9, 60)}ms (Views: ${fixed(r, 1, 9)}ms | ActiveRecord: ${fixed(r, 1, 14)}ms | Allocations: ${int(r, 900, 9000)})`,
      { trace },
    );
  }
  const status = method === "POST" ? (path.includes("payments") ? 201 : 202) : 200;
  emit(c, t - 2, "portal", "INFO", `${method} ${path.replace(/\?.*/, "")} ${status} ${ms}ms`, { trace });
  if (has(e, "edge")) emit(c, t, "edge", "INFO", edgeLine(c, method, path, status, ms / 1000), { trace });
}

export function edgeLine(c: Ctx, method: string, path: string, status: number, secs: number): string {
  const { r, e } = c;
  const ua = pick(r, [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/138.0 Safari/537.36",
    "okhttp/4.12.0",
    "Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 Chrome/138.0 Mobile Safari/537.36",
  ]);
  const ups = name(e, "portal");
  const edge = e.svc.edge?.name ?? "";
  if (edge.startsWith("envoy"))
    return `"${method} ${path} HTTP/1.1" ${status} - 0 ${int(r, 200, 9000)} ${Math.round(secs * 1000)} ${Math.round(secs * 1000) - 2} "${ip(r)}" "${ua}" "${hex(r, 8)}-${hex(r, 4)}-${hex(r, 4)}" "${ups}:8080"`;
  if (edge === "api-gateway")
    return `route=${ups} method=${method} path=${path.replace(/\?.*/, "")} status=${status} latency=${secs.toFixed(3)}s bytes=${int(r, 200, 9000)}`;
  return `${ip(r)} - - "${method} ${path} HTTP/1.1" ${status} ${int(r, 200, 9000)} "-" "${ua}" ${secs.toFixed(3)} ${(secs - 0.002).toFixed(3)} upstream=${ups}`;
}

/** Everything normal, scaled by k (1 = about 4.5 lines a second for a 10-service estate). */
export function baseline(c: Ctx, t0: number, t1: number, k: number): void {
  const { r, e } = c;
  poisson(r, t0, t1, 0.45 * k, (t) => portalRequest(c, t));
  // meter uplinks and forwarded batches
  poisson(r, t0, t1, 0.9 * k, (t) => {
    if (c.quiet("headend", t)) return;
    const gw = pick(r, e.gateways);
    emit(
      c,
      t,
      "headend",
      "INFO",
      pick(r, [
        `uplink DevEUI=${devEui(r)} fCnt=${int(r, 100, 60000)} FPort=2 sf=SF${int(r, 7, 12)} rssi=-${int(r, 88, 121)} snr=${fixed(r, -12, 8)} gw=${gw}`,
        `uplink DevEUI=${devEui(r)} fCnt=${int(r, 100, 60000)} FPort=2 len=${int(r, 11, 24)} gw=${gw} decoded volume=${fixed(r, 100, 9000, 3)}m3`,
      ]),
    );
  });
  every(r, t0, t1, 30, (t) => {
    if (c.quiet("headend", t)) return;
    const n = int(r, 140, 420);
    emit(c, t, "headend", "INFO", `forwarded ${n} decoded reads to ${name(e, "mdm")} batch=${hex(r, 8)}`);
    if (!c.quiet("mdm", t + 200))
      emit(
        c,
        t + int(r, 150, 600),
        "mdm",
        "INFO",
        `Ingested ${n} interval reads from head-end (VEE pass ${n - int(r, 0, 4)}, flagged ${int(r, 0, 4)})`,
      );
  });
  // scada polls
  for (const st of e.stations) {
    const per = pick(r, [10, 15, 20]) / Math.max(0.5, Math.min(k, 2));
    every(r, t0, t1, per, (t) => {
      if (c.quiet("scada", t)) return;
      const code = st.split(" ")[0];
      if (chance(r, 0.7))
        emit(
          c,
          t,
          "scada",
          "INFO",
          `poll ${st}: ${int(r, 24, 64)} registers in ${int(r, 90, 700)}ms via ${pick(r, e.radios)}`,
        );
      else
        emit(
          c,
          t,
          "scada",
          "INFO",
          `${code}.WetWell.Level=${fixed(r, 1.2, 3.8, 2)} m ${code}.Flow=${fixed(r, 0, 90)} L/s ${code}.Pump1=${pick(r, ["RUN", "STOP"])} ${code}.Press=${fixed(r, 2.8, 6.4, 2)} bar`,
        );
    });
  }
  every(r, t0, t1, 10 / Math.max(0.5, Math.min(k, 2)), (t) => {
    if (c.quiet("historian", t)) return;
    emit(
      c,
      t,
      "historian",
      "INFO",
      pick(r, [
        `archive write: ${int(r, 900, 6200)} events, 0 rejected, lag ${int(r, 40, 900)}ms`,
        `snapshot flush: ${int(r, 300, 1400)} points updated, compression ratio ${fixed(r, 3, 9)}:1`,
      ]),
    );
  });
  // leak analytics
  every(r, t0, t1, 40, (t) => {
    if (c.quiet("leak", t)) return;
    const d = pick(r, e.dmas);
    const b = Number(fixed(r, 1.5, 9));
    emit(
      c,
      t,
      "leak",
      "INFO",
      pick(r, [
        `${d} minimum night flow ${(b * (0.93 + r() * 0.12)).toFixed(2)} L/s (baseline ${b.toFixed(2)}) within band`,
        `correlated ${int(r, 4, 40)} acoustic loggers in ${d}: no leak candidates`,
        `pressure model ${d}: residual ${fixed(r, 0.01, 0.2, 3)} bar, ok`,
      ]),
    );
  });
  // work orders
  poisson(r, t0, t1, 0.12 * k, (t) => {
    if (c.quiet("workorders", t)) return;
    const wo = int(r, 200000, 299999);
    emit(
      c,
      t,
      "workorders",
      "INFO",
      pick(r, [
        `WorkOrderSyncJob JID-${hex(r, 24)} done: ${fixed(r, 0.1, 1.5, 3)} sec`,
        `work order WO-${wo} status ${pick(r, ["DISPATCHED->EN_ROUTE", "EN_ROUTE->ON_SITE", "ON_SITE->COMPLETE"])} crew ${pick(r, ["C-12", "C-04", "C-31", "N-02"])}`,
        `Started GET "/api/work_orders/${wo}" for ${ip(r)}`,
      ]),
    );
  });
  // billing batch
  every(r, t0, t1, 20, (t, i) => {
    if (c.quiet("billing", t)) return;
    emit(
      c,
      t,
      "billing",
      "INFO",
      `bill run cycle 2026-10 route ${String(100 + (i % 60)).padStart(4, "0")}: rated ${int(r, 120, 260)} accounts in ${int(r, 900, 4200)} ms (tariff ${e.tariff})`,
    );
  });
  // sms (quiet most of the time)
  poisson(r, t0, t1, 0.02 * k, (t) => {
    if (c.quiet("sms", t)) return;
    emit(
      c,
      t,
      "sms",
      "INFO",
      `delivered ${pick(r, ["payment_reminder", "leak_alert_customer", "planned_work_notice"])} to ${e.phone}******${int(r, 10, 99)} status=delivered`,
    );
  });
  // health probes
  for (const role of Object.keys(e.svc) as Role[]) {
    if (role === "edge") continue;
    every(r, t0, t1, pick(r, [10, 15, 30]), (t) => {
      if (c.quiet(role, t)) return;
      emit(
        c,
        t,
        role,
        "DEBUG",
        pick(r, [
          `GET /healthz 200 ${int(r, 0, 3)}ms ua=kube-probe/1.31`,
          `GET /ready 200 ${int(r, 0, 3)}ms ua=kube-probe/1.31`,
        ]),
      );
    });
  }
}

export { every, poisson };
