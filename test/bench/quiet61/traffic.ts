// Ordinary life of a site: order flows across services, tote and parcel scans, robot missions, probes, timers.
import { type Ctx, emit, has, loc, order, robot, sku, svc, tid, tote, wave } from "./ctx.js";
import type { Role, Runtime, Svc } from "./estates.js";

/** one line of normal work, in the voice of the service's runtime and role */
export function workLine(c: Ctx, sv: Svc, t: number): string {
  const r = c.r;
  switch (sv.role) {
    case "edge":
      return `${r.pick(["GET", "GET", "POST", "PUT"])} ${r.pick(["/api/v2/orders", "/api/v2/shipments", "/api/v2/inventory/availability", "/api/v2/asn", "/api/v2/orders/status"])} ${r.pick([200, 200, 200, 201, 202])} ${r.int(8, 240)}ms`;
    case "wms":
      return r.pick([
        `Allocated ${order(c)} (${r.int(1, 9)} lines) to ${wave(c, t)}`,
        `Pick task PT-${r.int(1000000, 9999999)} confirmed at ${loc(c)} sku=${sku(c)} qty=${r.int(1, 6)}`,
        `Putaway LPN ${r.int(10000000, 99999999)} to ${loc(c)} confirmed`,
        `Inventory move IM-${r.int(100000, 999999)} ${loc(c)} -> ${loc(c)} committed in ${r.int(4, 40)}ms`,
        `Order ${order(c)} status PICKED -> PACKED`,
      ]);
    case "wave":
      return r.pick([
        `wave ${wave(c, t)} planned: ${r.int(40, 420)} orders, ${r.int(200, 2200)} lines, est ${r.int(12, 55)} min`,
        `released ${wave(c, t)} to pick (${r.int(20, 180)} orders, zone ${r.pick(["A", "B", "C", "MEZZ"])})`,
        `cut-off check: ${r.pick(["DPD", "UPS", "Royal Mail", "DHL"])} trailer in ${r.int(30, 240)} min, backlog ${r.int(0, 900)} units, on track`,
      ]);
    case "pick":
      return `task complete task=PT-${r.int(1000000, 9999999)} station=PS-${String(r.int(1, 16)).padStart(2, "0")} qty=${r.int(1, 4)} dur=${(r.next() * 9 + 2).toFixed(1)}s`;
    case "replen":
      return `replen task RP-${r.int(100000, 999999)} created: sku ${sku(c)} reserve ${loc(c)} -> forward ${loc(c)} (min ${r.int(2, 12)}, on hand ${r.int(0, 3)})`;
    case "slot":
      return `slotting pass ${r.pick(["velocity", "affinity", "cube"])}: scored ${r.int(800, 4000)} skus, ${r.int(0, 30)} moves proposed (${r.int(300, 4000)}ms)`;
    case "fleet":
      return r.pick([
        `mission M${r.int(100000, 999999)} assigned to ${robot(c)} (${r.pick(["pick cart", "tote lift", "pallet tug"])}, ${r.int(1, 6)} stops)`,
        `${robot(c)} mission M${r.int(100000, 999999)} done in ${r.int(40, 300)}s`,
        `${robot(c)} battery ${r.int(35, 99)}% state=${r.pick(["IDLE", "DRIVING", "DRIVING", "DOCKED"])}`,
      ]);
    case "traffic":
      return `reservation granted robot=${robot(c)} segment=N${r.int(1, 240)}->N${r.int(1, 240)} hold=${(r.next() * 4).toFixed(1)}s queue=${r.int(0, 3)}`;
    case "charger":
      return `dock CD-${String(r.int(1, 12)).padStart(2, "0")} charging ${robot(c)} soc=${r.int(15, 60)}% target=90% current=${(r.next() * 20 + 10).toFixed(1)}A`;
    case "conveyor":
      return `tote ${tote(c)} read at SCN-${String(r.int(1, 14)).padStart(2, "0")} -> divert ${r.pick(["L1", "L2", "L3", "PACK-2", "PACK-4", "BUFFER"])} (${r.int(3, 30)}ms)`;
    case "sorter":
      return `item ${r.pick(["JD0002", "1Z9A7", "H0183", "CN0774"])}${r.int(10000000, 99999999)} -> chute ${r.int(1, 96)} (${r.pick(["DPD NEXTDAY", "EVRI 48", "ROYALMAIL T24", "DHL PARCEL", "RETURNS-QC"])})`;
    case "ptl":
      return r.pick([
        `light ON ${c.e.key === "kestrel" ? "wall PW-" + r.int(1, 6) + " cubby " + r.int(1, 72) : "PTL " + loc(c)} qty=${r.int(1, 5)} colour=${r.pick(["green", "blue", "white"])}`,
        `confirm button pressed ${c.e.key === "kestrel" ? "PW-" + r.int(1, 6) + "/" + r.int(1, 72) : loc(c)} after ${(r.next() * 6 + 1).toFixed(1)}s`,
      ]);
    case "label":
      return `printed ${r.pick(["SSCC 00354", "carton 00354", "tote 00354"])}${r.int(100000000, 999999999)} on PRN-${String(r.int(1, 14)).padStart(2, "0")} (${r.pick(["4x6 ZPL", "4x6 ZPL", "100x150 DPL"])}, ${r.int(60, 400)}ms)`;
    case "manifest":
      return `manifested ${r.int(1, 4)} parcel(s) carrier=${r.pick(["DPD", "EVRI", "ROYALMAIL", "DHL", "UPS"])} service=${r.pick(["NEXTDAY", "48H", "TRACKED24"])} consignment=${r.int(1000000000, 9999999999)}`;
    case "lms":
      return sv.rt === "ruby"
        ? `Completed 200 OK in ${r.int(6, 90)}ms (Views: 0.${r.int(1, 9)}ms | ActiveRecord: ${(r.next() * 9).toFixed(1)}ms)`
        : `badge ${r.int(10000, 99999)} task ${r.pick(["PICK", "PACK", "REPLEN", "INDIRECT", "PUTAWAY"])} ${r.int(60, 220)} UPH`;
  }
}

/** which roles a request walks through, per estate layout */
const FLOWS: Role[][] = [
  ["edge", "wms", "wave"],
  ["wms", "pick", "ptl", "wms"],
  ["wms", "fleet", "traffic", "fleet"],
  ["conveyor", "wms", "conveyor"],
  ["wms", "label", "manifest"],
  ["sorter", "manifest"],
  ["pick", "ptl", "lms"],
  ["fleet", "charger"],
  ["wms", "replen", "fleet"],
];

export function baseline(c: Ctx, linesPerSec: number): void {
  const flows = FLOWS.map((f) => f.filter((role) => has(c, role))).filter((f) => f.length >= 2);
  let t = c.start;
  const mean = 1000 / (linesPerSec / 3);
  while (t < c.end) {
    t += c.r.gap(mean);
    const f = c.r.pick(flows);
    const id = tid(c);
    let u = t;
    for (const role of f) {
      const sv = svc(c, role);
      emit(c, u, sv, "info", workLine(c, sv, u), { trace: id });
      u += c.r.int(3, 180);
    }
  }
}

const PROBE: Record<Runtime, (c: Ctx) => string> = {
  java: (c) => `GET /actuator/health 200 ${c.r.int(1, 9)}ms`,
  python: (c) => `"GET /healthz HTTP/1.1" 200 ${c.r.int(2, 30)}`,
  go: (c) => `http: GET /readyz 200 ${c.r.int(80, 900)}µs ua=kube-probe/1.29`,
  node: (c) => `GET /health 200 ${c.r.int(0, 4)}ms - kube-probe/1.29`,
  dotnet: (c) =>
    `Request finished HTTP/1.1 GET http://0.0.0.0:8080/healthz - 200 - text/plain ${(c.r.next() * 3).toFixed(4)}ms`,
  ruby: (c) => `Started GET "/up" for 10.${c.r.int(0, 9)}.${c.r.int(0, 255)}.1 — 200 OK in ${c.r.int(1, 6)}ms`,
  cpp: () => `health: ok (ioloop lag 0ms)`,
};

export function probes(c: Ctx): void {
  for (const sv of c.e.svcs) {
    if (sv.role === c.e.noisy && c.r.chance(0.5)) continue;
    const every = c.r.pick([10000, 15000, 20000]);
    for (let t = c.start + c.r.int(0, every); t < c.end; t += every + c.r.int(-200, 200))
      emit(c, t, sv, sv.rt === "go" || sv.rt === "cpp" ? "debug" : "info", PROBE[sv.rt](c));
  }
}

export function timers(c: Ctx): void {
  const wms = svc(c, "wms");
  for (let t = c.start + c.r.int(0, 60000); t < c.end; t += 60000)
    emit(
      c,
      t,
      wms,
      "info",
      `scheduled job inventory-snapshot finished: ${c.r.int(38000, 41000)} locations, ${c.r.int(900, 2400)}ms`,
    );
  const fleet = svc(c, "fleet");
  for (let t = c.start + c.r.int(0, 30000); t < c.end; t += 30000)
    emit(
      c,
      t,
      fleet,
      "info",
      `fleet status: ${c.r.int(38, 52)} online, ${c.r.int(2, 8)} charging, ${c.r.int(0, 2)} in maintenance, ${c.r.int(0, 5)} idle`,
    );
  const tr = svc(c, "traffic");
  let epoch = c.r.int(200, 9000);
  for (let t = c.start + c.r.int(0, 20000); t < c.end; t += 20000)
    emit(
      c,
      t,
      tr,
      "info",
      `map epoch ${epoch++}: ${c.r.int(20, 60)} active reservations, ${c.r.int(0, 2)} blocked nodes, solve ${c.r.int(2, 40)}ms`,
    );
  if (has(c, "lms")) {
    const l = svc(c, "lms");
    for (let t = c.start + c.r.int(0, 120000); t < c.end; t += 120000)
      emit(
        c,
        t,
        l,
        "info",
        `rollup: ${c.r.int(80, 160)} associates, direct ${c.r.int(72, 88)}%, indirect ${c.r.int(8, 20)}%`,
      );
  }
}

const NOISY: Record<string, (c: Ctx) => ["warn" | "error", string]> = {
  conveyor: (c) => [
    "error",
    `PE-${c.r.pick([2214, 2214, 3107])} photo-eye blocked >5s with no tote presence (zone C4), ignoring`,
  ],
  sorter: (c) => ["error", `chute ${c.r.pick([87, 87, 88])} full-sensor stuck ON; item re-routed to recirculation`],
  charger: (c) => [
    "warn",
    `modbus read CD-07 reg 40021 returned 0xFFFF (contactor telemetry missing), slot ${c.r.int(1, 2)} skipped`,
  ],
  label: (c) => [
    "error",
    `SNMP poll PRN-${c.r.pick([11, 11, 12])} failed: Request timed out (192.168.40.${c.r.pick([61, 62])}:161)`,
  ],
};

export function noisy(c: Ctx): void {
  const sv = svc(c, c.e.noisy);
  let t = c.start + c.r.int(200, 4000);
  while (t < c.end) {
    const [lvl, msg] = NOISY[c.e.noisy](c);
    emit(c, t, sv, lvl, msg);
    t += c.r.int(2500, 7000);
  }
}

const DEPRECATION: Record<Runtime, string> = {
  node: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  java: "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
  python:
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
  go: "grpc: Dial is deprecated: use NewClient instead. Will be supported throughout 1.x.",
  dotnet: "Overriding HTTP_PORTS '8080' and HTTPS_PORTS ''. Binding to values defined by URLS instead 'http://+:8080'.",
  ruby: "DEPRECATION WARNING: `to_time` will always preserve the receiver timezone rather than system local time in Rails 8.0",
  cpp: "config key 'plc.legacy_s7_mode' is deprecated and will be removed in 5.0; use 'plc.protocol'",
};

export function deprecations(c: Ctx): void {
  for (const sv of c.r.shuffle([...c.e.svcs]).slice(0, 3)) {
    for (let t = c.start + c.r.int(0, 90000); t < c.end; t += c.r.int(120000, 300000))
      emit(c, t, sv, "warn", DEPRECATION[sv.rt]);
  }
}

/** transient failures that the caller retries successfully */
export function retriesThatWork(c: Ctx): void {
  const n = c.r.int(3, 8);
  for (let i = 0; i < n; i++) {
    const t = c.r.int(c.start, c.end - 5000);
    const a = c.r.pick(c.e.svcs);
    const b = c.r.pick(c.e.svcs.filter((x) => x !== a));
    const code = c.r.pick([502, 503, 504]);
    emit(c, t, a, "warn", `call ${b.name} failed (HTTP ${code}), retry 1/3 in ${c.r.pick([100, 200, 250])}ms`);
    emit(c, t + c.r.int(150, 600), a, "info", `call ${b.name} succeeded on retry 1`);
  }
}

/** a rollout or config reload of one service, nothing to do with anything else in the window */
export function deployNear(c: Ctx, at: number, sv: Svc): void {
  const v = `${c.r.int(2, 9)}.${c.r.int(0, 40)}.${c.r.int(0, 9)}`;
  if (c.r.chance(0.5)) {
    emit(c, at, sv, "info", `received SIGTERM, draining connections (grace 30s)`);
    emit(c, at + c.r.int(400, 1500), sv, "info", `shutdown complete`);
    emit(c, at + c.r.int(4000, 9000), sv, "info", `starting ${sv.name} v${v} (build ${c.r.hex(7)})`);
    emit(c, at + c.r.int(9000, 14000), sv, "info", `${sv.name} v${v} ready, listening on :8080`);
  } else {
    emit(c, at, sv, "info", `config reload requested via SIGHUP (configmap ${sv.name}-config rev ${c.r.int(30, 400)})`);
    emit(
      c,
      at + c.r.int(50, 400),
      sv,
      "warn",
      `config reload: ${c.r.int(1, 4)} key(s) changed, applying without restart`,
    );
    emit(c, at + c.r.int(500, 900), sv, "info", `config reload applied`);
  }
}
