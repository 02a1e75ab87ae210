// Builds one aggregated window: everyday traffic of an estate, the scenario's own lines, per-service clock skew,
// sorted by printed time.
import {
  banner,
  deprecation,
  type Estate,
  gatewayTemplates,
  health,
  type Role,
  reload,
  retryOk,
  roleTemplates,
  type Tpl,
} from "./estates.js";
import type { Level, LogEvent } from "./formats.js";
import type { Rng } from "./rng.js";

export type Names = (role: Role) => string;

export interface Emit {
  role: Role;
  level: Level;
  /** mean lines per minute while active */
  perMin: number;
  f: (r: Rng, n: Names) => string;
  stack?: (r: Rng, n: Names) => string;
  kind?: string;
  /** seconds after the start the emitter begins / stops (default 0 / end of window) */
  from?: number;
  to?: number;
}

export interface Once {
  role: Role;
  level: Level;
  at: number;
  f: (r: Rng, n: Names) => string;
  stack?: (r: Rng, n: Names) => string;
  kind?: string;
}

export interface Script {
  estate: string;
  emits: Emit[];
  once?: Once[];
  /** the role whose everyday lines stop ("silent") or thin out ("thin") from the start */
  mute?: { role: Role; how: "silent" | "thin" };
  /** gateway routes landing on these roles stop succeeding from the start */
  down?: Role[];
}

export interface Window {
  events: LogEvent[];
  t0: number;
  startMs: number;
  durMin: number;
}

interface Raw {
  t: number;
  role: Role;
  level: Level;
  msg: string;
  stack?: string;
  kind?: string;
  trace?: string;
  bg: boolean;
  dep?: Role;
}

function pickW(r: Rng, xs: Tpl[]): Tpl {
  const total = xs.reduce((s, x) => s + x.w, 0);
  let k = r.next() * total;
  for (const x of xs) {
    k -= x.w;
    if (k <= 0) return x;
  }
  return xs[xs.length - 1] as Tpl;
}

export function buildWindow(r: Rng, e: Estate, s: Script, incident: boolean): Window {
  const roles = Object.keys(e.roles) as Role[];
  const n: Names = (role) => {
    const x = e.roles[role];
    if (!x) throw new Error(`${e.key} lacks ${role}`);
    return x.name;
  };
  const durMin = r.int(incident ? 9 : 6, 20);
  const startMin = incident ? r.int(3, Math.min(8, durMin - 4)) : r.int(2, durMin - 2);
  const dur = durMin * 60_000;
  const t0 =
    Date.parse(
      `${e.day}T${String(r.int(6, 17)).padStart(2, "0")}:${r.pick(["00", "10", "20", "30", "40", "50"])}:00.000Z`,
    ) +
    r.int(0, 9) * 60_000;
  const startMs = t0 + startMin * 60_000 + r.int(0, 59_000);
  const perMin = Math.max(1600 / durMin, Math.min(8200 / durMin, r.int(170, 480)));
  const raws: Raw[] = [];
  const trace = () => (e.trace ? r.hex(16) : undefined);
  const v = r.int(0, 1);

  // request traffic and the work behind it
  const gw = gatewayTemplates(e);
  const per: Partial<Record<Role, Tpl[]>> = {};
  for (const role of roles) per[role] = roleTemplates(role, v);
  const own = roles.filter((x) => x !== "gw").flatMap((role) => (per[role] ?? []).map((t) => ({ role, t })));
  const count = Math.round(perMin * durMin * 0.72);
  for (let i = 0; i < count; i++) {
    const t = t0 + r.next() * dur;
    if (r.chance(0.45) && gw.length) {
      const g = pickW(r, gw);
      const id = trace();
      raws.push({ t, role: "gw", level: g.level, msg: g.f(r), trace: id, bg: true, dep: g.dep });
      const child = g.dep ? per[g.dep] : undefined;
      if (g.dep && child?.length && r.chance(0.7)) {
        const c = pickW(r, child);
        raws.push({ t: t - r.int(5, 120), role: g.dep, level: c.level, msg: c.f(r), trace: id, bg: true });
      }
    } else {
      const o = r.pick(own);
      raws.push({
        t,
        role: o.role,
        level: o.t.level,
        msg: o.t.f(r),
        trace: r.chance(0.3) ? trace() : undefined,
        bg: true,
      });
    }
  }
  // probes, periodic jobs, the noisy service
  for (const role of roles) {
    const rt = e.roles[role]?.rt ?? "go";
    const every = r.pick([10_000, 15_000, 20_000]);
    for (let t = t0 + r.int(0, every); t < t0 + dur; t += every + r.int(-200, 200))
      raws.push({ t, role, level: "info", msg: health(rt, r), bg: true });
    const dep = r.chance(0.4);
    if (dep)
      for (let t = t0 + r.int(5_000, 60_000); t < t0 + dur; t += r.int(240_000, 420_000))
        raws.push({ t, role, level: "warn", msg: deprecation(rt), bg: true });
  }
  const periodic: [Role, number, (r: Rng) => string][] = [
    [
      "billing",
      300_000,
      (x) => `billing run: ${x.int(80, 400)} invoices queued, ${x.int(0, 6)} skipped (card on file missing)`,
    ],
    ["weather", 120_000, (x) => `forecast refresh ok: ${x.int(3, 6)} stations, next update in 120s`],
    ["launch", 60_000, (x) => `schedule recalculated: ${x.int(4, 40)} pending launches, ${x.int(0, 5)} retrievals`],
    ["power", 60_000, (x) => `meter sweep complete: ${x.int(180, 260)} pedestals read, ${x.int(1, 4)} unreachable`],
    ["access", 90_000, (x) => `card list sync: ${x.int(1800, 2600)} active, ${x.int(0, 12)} revoked since last sync`],
    ["orders", 180_000, (x) => `parts ETA sweep: ${x.int(4, 30)} work orders waiting on parts`],
  ];
  for (const [role, every, f] of periodic) {
    if (!e.roles[role]) continue;
    for (let t = t0 + r.int(1_000, every); t < t0 + dur; t += every + r.int(-400, 400))
      raws.push({ t, role, level: "info", msg: f(r), bg: true });
  }
  for (let t = t0 + r.int(200, 4_000); t < t0 + dur; t += e.noisy.everySec * 1000 + r.int(-1500, 1500))
    raws.push({ t, role: e.noisy.role, level: e.noisy.level, msg: e.noisy.f(r), bg: true });
  // retries that succeed
  for (let i = r.int(3, 7); i > 0; i--) {
    const role = r.pick(roles);
    const target = n(r.pick(roles.filter((x) => x !== role && x !== "gw")));
    const [a, b] = retryOk(e.roles[role]?.rt ?? "go", r, target);
    const t = t0 + r.next() * dur;
    raws.push(
      { t, role, level: "warn", msg: a, bg: true },
      { t: t + r.int(150, 900), role, level: "info", msg: b, bg: true },
    );
  }
  // an unrelated deploy and a config reload near the start (or anywhere in a quiet window)
  const busy = new Set<Role>([...(s.mute ? [s.mute.role] : []), ...s.emits.map((x) => x.role)]);
  const bystanders = roles.filter((x) => !busy.has(x));
  const deployed = r.pick(bystanders.length ? bystanders : roles);
  const dt = incident ? startMs + r.int(-150_000, 120_000) : t0 + r.next() * dur * 0.8;
  for (const [i, msg] of banner(e.roles[deployed]?.rt ?? "go", n(deployed), r).entries()) {
    raws.push({ t: dt + i * r.int(300, 4000), role: deployed, level: "info", msg, bg: false });
  }
  const reloader = r.pick(roles.filter((x) => x !== deployed));
  raws.push({
    t: (incident ? startMs : t0 + dur / 2) + r.int(-200_000, 200_000),
    role: reloader,
    level: "info",
    msg: reload(e.roles[reloader]?.rt ?? "go", r),
    bg: false,
  });

  // what the scenario changes
  const down = new Set(s.down ?? []);
  const kept = raws.filter((x) => {
    if (!x.bg || x.t < startMs) return true;
    if (s.mute && x.role === s.mute.role) return s.mute.how === "thin" ? r.chance(0.25) : false;
    if (x.role === "gw" && x.dep && down.has(x.dep)) return r.chance(0.08);
    return true;
  });
  const end = t0 + dur;
  for (const em of s.emits) {
    const a = startMs + (em.from ?? 0) * 1000;
    const b = Math.min(end, em.to === undefined ? end : startMs + em.to * 1000);
    if (em.perMin <= 0) continue;
    for (
      let t = a + r.next() * (60_000 / em.perMin);
      t < b;
      t += -Math.log(1 - r.next() * 0.999) * (60_000 / em.perMin)
    )
      kept.push({
        t,
        role: em.role,
        level: em.level,
        msg: em.f(r, n),
        stack: em.stack?.(r, n),
        kind: em.kind,
        trace: trace(),
        bg: false,
      });
  }
  for (const o of s.once ?? [])
    kept.push({
      t: startMs + o.at * 1000,
      role: o.role,
      level: o.level,
      msg: o.f(r, n),
      stack: o.stack?.(r, n),
      kind: o.kind,
      bg: false,
    });

  const skew: Partial<Record<Role, number>> = {};
  for (const role of roles) skew[role] = r.int(-300, 300);
  const events: LogEvent[] = kept
    .filter((x) => x.t >= t0 && x.t < end)
    .map((x) => ({
      at: Math.round(x.t + (skew[x.role] ?? 0)),
      svc: n(x.role),
      level: x.level,
      msg: x.msg,
      stack: x.stack,
      errorKind: x.kind,
      trace: x.trace,
    }))
    .sort((a, b) => a.at - b.at);
  return { events, t0, startMs, durMin };
}
