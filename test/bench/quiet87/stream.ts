// Builds one aggregated stream: the event context, the plant's everyday traffic and the final skewed, sorted
// rendering in one format.
import { type Estate, nameOf, type Role, roleOf } from "./estates.js";
import { type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ev {
  t: number;
  role: Role;
  level: Level;
  msg: string;
  stack?: string;
  trace?: string;
}

export class Ctx {
  readonly events: Ev[] = [];
  private readonly mutes: { role: Role; from: number; to: number; p: number }[] = [];
  private readonly drops: ((e: Ev) => boolean)[] = [];
  constructor(
    readonly estate: Estate,
    readonly rng: Rng,
    readonly t0: number,
    readonly t1: number,
  ) {}
  add(t: number, role: Role, level: Level, msg: string, stack?: string, trace?: string): void {
    if (t < this.t0 || t >= this.t1) return;
    if (!this.estate.names[role]) return;
    const e: Ev = { t: Math.round(t), role, level, msg };
    if (stack) e.stack = stack;
    if (trace && this.estate.traces) e.trace = trace;
    if (this.drops.some((d) => d(e))) return;
    this.events.push(e);
  }
  /** Everyday lines of `role` drop with probability p in [from, to). */
  mute(role: Role, from: number, to = Number.POSITIVE_INFINITY, p = 1): void {
    this.mutes.push({ role, from, to, p });
  }
  /** Later everyday lines matching `pred` are not written (register before the baseline runs). */
  drop(pred: (e: Ev) => boolean): void {
    this.drops.push(pred);
  }
  muted(role: Role, t: number): boolean {
    return this.mutes.some((m) => m.role === role && t >= m.from && t < m.to && this.rng.chance(m.p));
  }
  name(r: Role): string {
    return nameOf(this.estate, r);
  }
  has(r: Role): boolean {
    return this.estate.names[r] !== undefined;
  }
  vin(): string {
    const a = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
    let s = this.estate.vinPrefix;
    for (let i = 0; i < 8; i++) s += this.rng.pick(a.split(""));
    return s + String(this.rng.int(100000, 999999));
  }
  trace(): string {
    return this.rng.hex(16);
  }
  station(): string {
    const line = this.rng.pick(this.estate.lines);
    return `${line}/S${String(this.rng.int(1, 38)).padStart(2, "0")}`;
  }
  /** Poisson-ish times at `perMin` in [from, to). */
  times(perMin: number, from = this.t0, to = this.t1): number[] {
    const out: number[] = [];
    if (perMin <= 0) return out;
    const mean = 60000 / perMin;
    let t = from + this.rng.next() * mean;
    while (t < to) {
      out.push(t);
      t += mean * (0.35 + 1.3 * this.rng.next());
    }
    return out;
  }
}

const MODELS = ["KX5", "KX5-LWB", "ST3", "ST3-HEV", "VN9"];
const COLORS = ["P7R", "W1A", "B44", "G2M", "K00"];

/** Everyday plant traffic, every role, at `scale` (1 = about 7 lines a second). */
export function baseline(c: Ctx, scale: number): void {
  const r = c.rng;
  const S = (perMin: number) => c.times(perMin * scale);
  const seqStart = r.int(1000, 8000);
  let seq = seqStart;
  for (const t of S(14)) {
    if (c.muted("mes", t)) continue;
    const tr = c.trace();
    const vin = c.vin();
    const st = c.station();
    seq++;
    c.add(
      t,
      "mes",
      "info",
      `unit ${vin} seq=${seq} entered ${st} model=${r.pick(MODELS)} color=${r.pick(COLORS)}`,
      undefined,
      tr,
    );
    if (!c.muted("qdb", t + 40))
      c.add(
        t + r.int(20, 90),
        "qdb",
        "info",
        `INSERT station_event vin=${vin} station=${st} (${r.int(2, 14)}ms)`,
        undefined,
        tr,
      );
    if (r.chance(0.5) && !c.muted("plc", t))
      c.add(
        t - r.int(50, 400),
        "plc",
        "info",
        `ns=3;s="${st.replace("/", ".")}.BodyPresent" -> true (Good)`,
        undefined,
        tr,
      );
  }
  for (const t of S(22)) {
    if (c.muted("mes", t)) continue;
    const path = r.pick([
      "/api/v2/units",
      "/api/v2/stations/status",
      "/api/v2/sequence/next",
      "/api/v2/shift/kpi",
      "/api/v2/buildbook",
    ]);
    const code = r.chance(0.985) ? 200 : 304;
    c.add(t, "mes", "info", `GET ${path} ${code} ${r.int(4, 180)}ms`, undefined, c.trace());
  }
  for (const t of S(60)) {
    if (c.muted("plc", t)) continue;
    const plcs = c.estate.lines.map((l) => `PLC-${l}`);
    c.add(
      t,
      "plc",
      "info",
      `published ${r.int(40, 420)} tag changes from ${r.pick(plcs)} in ${r.int(2, 30)}ms (subscription ${r.int(1, 6)})`,
    );
  }
  for (const t of S(48)) {
    if (c.muted("torque", t)) continue;
    const tool = `T-${r.pick(c.estate.lines).split("-").pop()}-${String(r.int(1, 40)).padStart(2, "0")}`;
    const target = r.pick([9, 24, 45, 110, 135]);
    const tq = (target * (0.96 + r.next() * 0.07)).toFixed(1);
    const tr = c.trace();
    c.add(
      t,
      "torque",
      "info",
      `tightening OK tool=${tool} pset=${r.int(1, 24)} vin=${c.vin()} torque=${tq}Nm angle=${r.int(18, 240)}deg`,
      undefined,
      tr,
    );
    if (r.chance(0.25) && !c.muted("qdb", t))
      c.add(
        t + r.int(15, 120),
        "qdb",
        "info",
        `stored tightening result batch size=${r.int(4, 40)} (${r.int(3, 30)}ms)`,
        undefined,
        tr,
      );
  }
  for (const t of S(26)) {
    if (c.muted("agv", t)) continue;
    const agv = `AGV-${String(r.int(1, 34)).padStart(2, "0")}`;
    c.add(
      t,
      "agv",
      "info",
      r.pick([
        `${agv} mission M${r.int(10000, 99999)} delivered kit to ${c.station()}`,
        `${agv} reached waypoint WP-${r.int(100, 480)} (battery ${r.int(35, 98)}%)`,
        `${agv} assigned mission M${r.int(10000, 99999)} pickup SM-${r.int(1, 12)} -> ${c.station()}`,
      ]),
    );
  }
  for (const t of S(12)) {
    if (c.muted("vision", t)) continue;
    const tr = c.trace();
    c.add(
      t,
      "vision",
      "info",
      `inspection PASS vin=${c.vin()} cell=${r.pick(["VIS-01", "VIS-02", "VIS-04"])} features=${r.int(60, 240)} t=${r.int(180, 900)}ms`,
      undefined,
      tr,
    );
    if (!c.muted("mes", t))
      c.add(t + r.int(30, 200), "mes", "info", `vision result accepted (PASS) for ${c.station()}`, undefined, tr);
  }
  for (const t of S(8)) {
    if (c.muted("andon", t)) continue;
    c.add(
      t,
      "andon",
      "info",
      `board ${r.pick(c.estate.lines)} refreshed: ${r.int(0, 2)} open calls, takt ${r.int(55, 66)}s, plan ${r.int(180, 420)} actual ${r.int(170, 410)}`,
    );
  }
  for (const t of S(7)) {
    if (c.muted("edi", t)) continue;
    const tr = c.trace();
    c.add(
      t,
      "edi",
      "info",
      `JIS call-off seq ${seq + r.int(40, 120)} sent to ${c.estate.supplier} (DELJIT, ${r.int(1, 4)} parts)`,
      undefined,
      tr,
    );
    c.add(
      t + r.int(300, 2600),
      "edi",
      "info",
      `CONTRL ack received for interchange ${r.int(100000, 999999)} (accepted)`,
      undefined,
      tr,
    );
  }
  for (const t of S(10)) {
    if (c.muted("eol", t)) continue;
    const tr = c.trace();
    const test = r.pick([
      "ABS roller test",
      "headlamp aim",
      "wheel alignment",
      "ECU flash verify",
      "brake force",
      "water leak booth",
    ]);
    c.add(t, "eol", "info", `${test} PASS vin=${c.vin()} bench=EOL-${r.int(1, 6)} (${r.int(18, 140)}s)`, undefined, tr);
    if (!c.muted("qdb", t))
      c.add(t + r.int(40, 300), "qdb", "info", `POST /results 201 ${r.int(6, 60)}ms`, undefined, tr);
  }
  for (const t of S(10)) {
    if (c.muted("qdb", t)) continue;
    c.add(t, "qdb", "info", `GET /api/quality/open-defects?line=${r.pick(c.estate.lines)} 200 ${r.int(5, 90)}ms`);
  }
  if (c.has("extra")) {
    for (const t of S(9)) {
      if (c.muted("extra", t)) continue;
      if (c.estate.extraKind === "printer")
        c.add(
          t,
          "extra",
          "info",
          `printed VIN label ${c.vin()} on ZT610-${r.int(1, 4)} (ZPL ${r.int(900, 2400)} bytes)`,
        );
      else
        c.add(
          t,
          "extra",
          "info",
          `rework order RW-${r.int(20000, 29999)} closed by operator ${r.int(1000, 9999)} (${r.pick(["trim clip", "wiring loom", "seal"])})`,
        );
    }
  }
  for (const role of roleOf(c.estate)) {
    for (const t of c.times(2, c.t0, c.t1)) {
      if (c.muted(role, t)) continue;
      c.add(
        t,
        role,
        "info",
        r.pick([`GET /healthz 200 ${r.int(0, 3)}ms`, `GET /ready 200 ${r.int(0, 4)}ms`, "GET /metrics 200 2ms"]),
      );
    }
  }
}

/** Applies per-service skew, sorts by printed time and renders; returns the file text and line count. */
export function assemble(c: Ctx, f: Format, skewMax: number): { text: string; lines: number } {
  const skew = new Map<Role, number>();
  const pods = new Map<Role, string>();
  for (const role of roleOf(c.estate)) {
    skew.set(role, c.rng.int(-skewMax, skewMax));
    pods.set(role, `${c.name(role)}-${c.rng.hex(9).slice(0, 8)}-${c.rng.hex(5)}`);
  }
  const width = Math.max(...roleOf(c.estate).map((r) => c.name(r).length));
  const printed = c.events
    .map((e, i) => ({ e, i, p: e.t + (skew.get(e.role) ?? 0) }))
    .sort((a, b) => a.p - b.p || a.i - b.i);
  const out: string[] = [];
  for (const { e, p } of printed) {
    out.push(
      ...render(
        f,
        {
          printedMs: p,
          svc: c.name(e.role),
          level: e.level,
          msg: e.msg,
          ...(e.stack ? { stack: e.stack } : {}),
          ...(e.trace ? { trace: e.trace } : {}),
          pod: pods.get(e.role) ?? c.name(e.role),
        },
        width,
        c.estate.namespace,
      ),
    );
  }
  return { text: `${out.join("\n")}\n`, lines: out.length };
}
