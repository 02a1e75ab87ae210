// Normal operation of an estate: request traffic, telemetry, health checks, periodic jobs, a constant noisy error,
// deprecation warnings, retries that succeed and one unrelated deploy or config reload.
import { type Estate, type Role, stack, techId, unitId, woId } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export interface Hold {
  role: Role;
  from: number;
  keep: number; // share of flows through the role that still succeed after `from`
  silent: boolean; // the role's own periodic lines stop too
}

export interface Ctx {
  s: Stream;
  r: Rng;
  e: Estate;
  t0: number;
  t1: number;
  hold?: Hold;
}

export const n = (c: Ctx, role: Role) => c.e.svc[role].name;
export const tr = (c: Ctx) => (c.e.tracing ? c.r.hex(16) : undefined);
export const ms = (c: Ctx, lo: number, hi: number) => c.r.int(lo, hi);

export function every(c: Ctx, from: number, to: number, gap: number, fn: (t: number, i: number) => void): void {
  let t = from + c.r.exp(gap);
  let i = 0;
  while (t < to) {
    fn(t, i++);
    t += gap * (0.6 + 0.8 * c.r.next());
  }
}

const blocked = (c: Ctx, roles: Role[], t: number) =>
  !!c.hold && roles.includes(c.hold.role) && t >= c.hold.from && !c.r.chance(c.hold.keep);
const silenced = (c: Ctx, role: Role, t: number) =>
  !!c.hold && c.hold.silent && c.hold.role === role && t >= c.hold.from;

const PARTS = [
  "door roller 594001",
  "landing door interlock KA-22",
  "light curtain emitter LC-160",
  "step chain tensioner",
  "handrail drive belt HD-9",
  "brake pad set BPX-4",
  "car door motor VVVF-03",
];
const TROUBLES = [
  "door cycle long",
  "leveling drift +8mm",
  "landing call button stuck",
  "car fan fail",
  "ride comfort",
];

/** One request-like flow starting at `t`. */
function flow(c: Ctx, t: number): void {
  const { r, s } = c;
  const x = r.next();
  const id = tr(c);
  const u = unitId(c.e, r);
  const b = r.pick(c.e.buildings);
  if (x < 0.36) {
    if (blocked(c, ["ingest", "events"], t)) return;
    const ev = r.int(2, 30);
    const doors = r.int(1, ev);
    s.add(t, n(c, "ingest"), "info", ingestMsg(c, u, ev, doors), { trace: id });
    s.add(
      t + ms(c, 5, 60),
      n(c, "events"),
      "info",
      `normalised ${ev} events unit=${u} door_cycles=${doors} trips=${ev - doors} alarms=0`,
      {
        trace: id,
      },
    );
  } else if (x < 0.64) {
    const page = r.pick(["units", "workorders", "inspections", "documents", "status"]);
    const dest: Role = page === "inspections" ? "inspections" : page === "documents" ? "portal" : "workorders";
    if (blocked(c, ["portal", "identity", dest], t)) return;
    const took = r.int(20, 420);
    s.add(t + took, n(c, "portal"), "info", portalMsg(c, page, b, took), { trace: id });
    s.add(
      t + ms(c, 2, 15),
      n(c, "identity"),
      "info",
      `token verified sub=fm-${r.int(1000, 9999)} aud=portal exp_in=${r.int(60, 3500)}s`,
      {
        trace: id,
      },
    );
    if (dest !== "portal")
      s.add(
        t + ms(c, 10, took),
        n(c, dest),
        "info",
        `GET /${page === "inspections" ? "schedule" : "orders"}?site=${encodeURIComponent(b)} -> 200 (${r.int(3, 90)} rows, ${r.int(4, 80)}ms)`,
        {
          trace: id,
        },
      );
  } else if (x < 0.74) {
    if (blocked(c, ["events", "workorders", "dispatch", "notify"], t)) return;
    const wo = woId(c.e, r);
    const tech = techId(r);
    const f = r.pick(TROUBLES);
    s.add(t, n(c, "events"), "info", `alarm "${f}" unit=${u} (${b}) classified minor -> work order requested`, {
      trace: id,
    });
    s.add(t + ms(c, 20, 90), n(c, "workorders"), "info", `created ${wo} unit=${u} priority=P3 reason="${f}"`, {
      trace: id,
    });
    s.add(
      t + ms(c, 100, 400),
      n(c, "dispatch"),
      "info",
      `assigned ${wo} to ${tech} eta=${r.int(25, 140)}m route=${r.int(4, 60)}km`,
      {
        trace: id,
      },
    );
    s.add(
      t + ms(c, 400, 900),
      n(c, "notify"),
      "info",
      `push delivered to ${tech} job=${wo} (fcm ${r.int(80, 400)}ms)`,
      { trace: id },
    );
  } else if (x < 0.8) {
    if (blocked(c, ["workorders", "parts"], t)) return;
    const wo = woId(c.e, r);
    s.add(t, n(c, "workorders"), "info", `parts request for ${wo}: 1x ${r.pick(PARTS)}`, { trace: id });
    s.add(t + ms(c, 30, 250), n(c, "parts"), "info", partsMsg(c, r.pick(PARTS)), { trace: id });
  } else if (x < 0.9) {
    if (blocked(c, ["dispatch", "workorders"], t)) return;
    const wo = woId(c.e, r);
    const st = r.pick(["en_route->on_site", "on_site->completed", "assigned->en_route", "on_site->awaiting_parts"]);
    s.add(t, n(c, "dispatch"), "info", `${techId(r)} status ${st} job=${wo}`, { trace: id });
    s.add(t + ms(c, 10, 80), n(c, "workorders"), "info", `PATCH /orders/${wo} status=${st.split("->")[1]} -> 200`, {
      trace: id,
    });
  } else if (x < 0.97) {
    if (blocked(c, ["ephone"], t)) return;
    s.add(t, n(c, "ephone"), "info", ephoneOk(c, u));
  } else {
    if (blocked(c, ["inspections"], t)) return;
    s.add(
      t,
      n(c, "inspections"),
      "info",
      `scheduled ${r.pick(["LOLER thorough examination", "annual safety test", "ASME A17.1 periodic", "load test"])} unit=${u} on 2026-12-${String(r.int(2, 28)).padStart(2, "0")}`,
      { trace: id },
    );
  }
}

function ingestMsg(c: Ctx, u: string, ev: number, doors: number): string {
  const rssi = -c.r.int(61, 97);
  switch (c.e.svc.ingest.rt) {
    case "go":
      return `batch accepted unit=${u} seq=${c.r.int(10000, 99999)} events=${ev} door=${doors} rssi=${rssi}dBm rat=LTE-M`;
    case "java":
      return `[mqtt-in-${c.r.int(1, 8)}] unit ${u} uplink ${ev} events (door ${doors}), rssi ${rssi} dBm, ack sent`;
    default:
      return `rx unit=${u} frames=${ev} door_cycles=${doors} rssi=${rssi} bearer=nb-iot ok`;
  }
}

function portalMsg(c: Ctx, page: string, b: string, took: number): string {
  const path =
    page === "status"
      ? `/api/units/${unitId(c.e, c.r)}/status`
      : `/api/sites/${encodeURIComponent(b).toLowerCase()}/${page}`;
  return c.e.svc.portal.rt === "java"
    ? `"GET ${path} HTTP/1.1" 200 ${c.r.int(400, 30000)} ${took}ms`
    : `GET ${path} 200 ${took}ms`;
}

function partsMsg(c: Ctx, part: string): string {
  return c.e.svc.parts.rt === "ruby"
    ? `Completed 200 OK in ${c.r.int(20, 200)}ms (Views: 0.4ms | ActiveRecord: ${c.r.int(2, 40)}.${c.r.int(0, 9)}ms) reserve ${part}`
    : `reserved 1x ${part} depot=${c.r.pick(["DC-NORTH", "DC-SOUTH", "VAN-STOCK"])} qty_left=${c.r.int(2, 80)}`;
}

export const ephoneOk = (c: Ctx, u: string) =>
  `self-test unit=${u} PASS line=${(46 + c.r.next() * 4).toFixed(1)}V dialtone=${(0.2 + c.r.next()).toFixed(1)}s arc_answer=${(1.5 + c.r.next() * 4).toFixed(1)}s`;

const HEALTH: Record<string, string> = {
  go: "GET /healthz 200 0.4ms",
  java: "GET /actuator/health 200 3ms",
  dotnet: "Request finished HTTP/1.1 GET http://0.0.0.0:8080/health - 200 - text/plain 1.9ms",
  node: "GET /health 200 1ms",
  python: '"GET /healthz HTTP/1.1" 200 2',
  ruby: "Completed 200 OK in 1ms (ActiveRecord: 0.3ms) GET /up",
  cpp: "probe ok: uptime healthy",
};

const NOISY: { role: Role; level: "error" | "warn"; msg: (c: Ctx) => string; gap: number }[] = [
  {
    role: "events",
    level: "error",
    gap: 9000,
    msg: (c) =>
      `unmapped error code 0x${c.r.pick(["7A1", "3F0", "0C4"])} from controller ${c.r.pick(c.e.controllers)} unit=${unitId(c.e, c.r)}, stored raw`,
  },
  {
    role: "ingest",
    level: "error",
    gap: 7000,
    msg: (c) => `frame CRC mismatch from unit=${unitId(c.e, c.r)} (len=${c.r.int(60, 400)}), dropped; unit will resend`,
  },
  {
    role: "notify",
    level: "error",
    gap: 11000,
    msg: (c) =>
      `SMS to +44 7700 900${c.r.int(100, 999)} undeliverable: carrier error 30005 (unknown destination handset)`,
  },
  {
    role: "inspections",
    level: "error",
    gap: 13000,
    msg: (c) => `certificate import: PDF for unit ${unitId(c.e, c.r)} has no text layer, skipped (manual review queue)`,
  },
  {
    role: "parts",
    level: "error",
    gap: 10000,
    msg: (c) =>
      `price list row ${c.r.int(100, 4000)} rejected: SKU 59${c.r.int(1000, 9999)} has no currency, keeping old price`,
  },
  {
    role: "portal",
    level: "warn",
    gap: 6000,
    msg: (c) =>
      `csp-report: blocked inline script on /dashboard from chrome-extension://${c.r.hex(12)} (violated script-src)`,
  },
];

const DEPRECATED: Record<string, string> = {
  node: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  java: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
  python: "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
  ruby: "DEPRECATION WARNING: `to_time` will always preserve the full timezone rather than offset of the receiver in Rails 8.0.",
  dotnet:
    "warn: Microsoft.AspNetCore.Server.Kestrel[0] Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.",
  go: "grpc: Dial is deprecated: use NewClient instead (will be removed in 2.x)",
  cpp: "config key 'modem.legacy_apn' is deprecated, use 'bearer.apn'",
};

/** Everything a normal window of this estate logs; `pivot` is where the unrelated deploy or reload lands. */
export function background(c: Ctx, targetLines: number, pivot: number, avoid: Role | null): void {
  const dur = (c.t1 - c.t0) / 1000;
  const perFlow = 2.6;
  const gap = (1000 * dur) / ((targetLines * 0.72) / perFlow);
  every(c, c.t0, c.t1, gap, (t) => flow(c, t));
  const all = Object.keys(c.e.svc) as Role[];
  for (const role of all) {
    const sv = c.e.svc[role];
    every(c, c.t0, c.t1, c.r.int(10, 30) * 1000, (t) => {
      if (!silenced(c, role, t)) c.s.add(t, sv.name, "info", HEALTH[sv.rt]);
    });
  }
  // periodic jobs
  every(c, c.t0, c.t1, 60000, (t) => {
    if (!silenced(c, "workorders", t))
      c.s.add(
        t,
        n(c, "workorders"),
        "info",
        `sla-check: ${c.r.int(300, 900)} open orders, 0 breaching, ${c.r.int(0, 4)} at risk`,
      );
  });
  every(c, c.t0, c.t1, 180000, (t) => {
    if (!silenced(c, "parts", t))
      c.s.add(
        t,
        n(c, "parts"),
        "info",
        `stock sync from ${c.r.pick(["DC-NORTH", "DC-SOUTH"])}: ${c.r.int(900, 4000)} SKUs updated in ${c.r.int(2, 20)}s`,
      );
  });
  every(c, c.t0, c.t1, 120000, (t) => {
    if (!silenced(c, "dispatch", t))
      c.s.add(
        t,
        n(c, "dispatch"),
        "info",
        `roster refresh: ${c.r.int(40, 160)} technicians on shift, ${c.r.int(3, 30)} on call`,
      );
  });
  every(c, c.t0, c.t1, 30000, (t) => {
    if (!silenced(c, "ingest", t))
      c.s.add(
        t,
        n(c, "ingest"),
        "info",
        `connected units: ${c.r.int(11800, 12400)} (lte-m ${c.r.int(60, 75)}%, 2g fallback ${c.r.int(1, 6)}%)`,
      );
  });
  // one noisy service from the first minute
  const noisy = c.r.pick(NOISY.filter((x) => x.role !== avoid));
  every(c, c.t0 - noisy.gap / 2, c.t1, noisy.gap, (t) => c.s.add(t, n(c, noisy.role), noisy.level, noisy.msg(c)));
  // deprecation warnings
  const depRole = c.r.pick(all.filter((x) => x !== avoid));
  every(c, c.t0, c.t1, 150000, (t) => c.s.add(t, n(c, depRole), "warn", DEPRECATED[c.e.svc[depRole].rt]));
  c.s.add(
    c.t0 + 4000,
    n(c, "portal"),
    "warn",
    `client bm-mobile/3.8.1 called deprecated endpoint GET /api/v1/lifts; sunset 2027-03-31, use /api/v2/units`,
  );
  every(c, c.t0, c.t1, 200000, (t) =>
    c.s.add(
      t,
      n(c, "portal"),
      "warn",
      `client bm-mobile/3.8.${c.r.int(0, 2)} called deprecated endpoint GET /api/v1/lifts; sunset 2027-03-31, use /api/v2/units`,
    ),
  );
  // retries that succeed
  every(c, c.t0, c.t1, 70000, (t) => {
    const tech = techId(c.r);
    c.s.add(t, n(c, "notify"), "warn", `push to ${tech} attempt 1 failed: fcm UNAVAILABLE, retrying in 500ms`);
    c.s.add(t + 600, n(c, "notify"), "info", `push to ${tech} delivered on attempt 2`);
  });
  every(c, c.t0, c.t1, 140000, (t) => {
    c.s.add(t, n(c, "dispatch"), "warn", `maps api route call timed out after 3000ms, retry 1/3`);
    c.s.add(t + 3400, n(c, "dispatch"), "info", `maps api route ok on retry (eta ${c.r.int(10, 90)}m)`);
  });
  deployNear(c, pivot, avoid);
}

function deployNear(c: Ctx, pivot: number, avoid: Role | null): void {
  const role = c.r.pick((Object.keys(c.e.svc) as Role[]).filter((x) => x !== avoid && x !== "ingest"));
  const sv = c.e.svc[role];
  const t = pivot + c.r.int(-150, 90) * 1000;
  if (c.r.chance(0.5)) {
    const v = `${c.r.int(1, 6)}.${c.r.int(0, 30)}.${c.r.int(0, 9)}`;
    c.s.add(t, sv.name, "info", `received SIGTERM, draining ${c.r.int(2, 40)} in-flight requests`);
    c.s.add(t + 1800, sv.name, "info", `shutdown complete`);
    c.s.add(t + 9000, sv.name, "info", `starting ${sv.name} v${v} (build ${c.r.hex(7)})`);
    c.s.add(
      t + 9800,
      sv.name,
      "warn",
      `config: ${sv.name.toUpperCase().replace(/-/g, "_")}_TRACE_SAMPLING not set, defaulting to 0.1`,
    );
    c.s.add(t + 10500, sv.name, "info", `listening on :8080, ready`);
  } else {
    c.s.add(
      t,
      sv.name,
      "info",
      `config reload triggered by configmap ${sv.name}-settings (resourceVersion ${c.r.int(1000000, 9999999)})`,
    );
    c.s.add(t + 200, sv.name, "warn", `config reload: unknown key 'featureFlags.legacyExport' ignored`);
    c.s.add(t + 300, sv.name, "info", `config reload applied (3 keys changed)`);
  }
}

export const stackFor = (c: Ctx, role: Role, kind: string, detail: string, what: string) =>
  stack(c.e.svc[role], kind, detail, what, c.r);
