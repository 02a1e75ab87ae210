// Builds one scenario's aggregated stream: baseline traffic, health checks, periodic jobs, a noisy service, routine
// noise, the fault (if any), per-service clock skew, sorted by printed time and rendered in one format.
import { background, type Estate, health, periodic, ROLES, type Role } from "./estates.js";
import { type Ev, type Format, type Level, render } from "./formats.js";
import type { Fault } from "./incidents.js";
import { routine } from "./quiet.js";
import type { Rng } from "./rng.js";

export interface Built {
  lines: string[];
  incidentStart: number | null;
}

interface Raw {
  t: number;
  role: Role;
  level: Level;
  msg: string;
  stack?: string[];
  trace?: string;
}

const WEIGHT: Record<Role, number> = {
  web: 5,
  api: 6,
  java: 4,
  pg: 2,
  sql: 2,
  win: 2,
  bus: 3,
  ad: 1,
  batch: 1,
  noisy: 0,
};

export function buildStream(e: Estate, r: Rng, format: Format, fault: Fault | null): Built {
  const t0 = Date.UTC(2026, r.int(8, 11), r.int(1, 28), r.int(0, 23), r.int(0, 59), r.int(0, 59));
  const dur = r.int(6 * 60, 20 * 60) * 1000;
  const base = Math.min(r.int(3 * 60, 8 * 60) * 1000, dur - 150_000);
  const onset = t0 + base + r.int(0, 999);
  const end = t0 + dur;

  const needed = new Set<Role>(["noisy", "api", "web"]);
  if (fault) {
    needed.add(fault.origin);
    for (const m of fault.emits) needed.add(m.role);
    for (const o of fault.once ?? []) needed.add(o.role);
  }
  const optional = r.shuffle(ROLES.filter((x) => !needed.has(x)));
  const keep = Math.max(6 - needed.size, r.int(Math.max(0, 6 - needed.size), optional.length));
  const roles = ROLES.filter((x) => needed.has(x) || optional.slice(0, keep).includes(x));
  const has = (x: Role) => roles.includes(x);
  const skew = new Map<Role, number>(roles.map((x) => [x, r.int(-300, 300)]));

  const raw: Raw[] = [];
  const push = (t: number, role: Role, level: Level, msg: string, stack?: string[], trace?: string) => {
    if (has(role) && t >= t0 && t < end) raw.push({ t, role, level, msg, stack, trace });
  };

  // health checks, periodic jobs, the noisy service
  for (const role of roles) {
    if (role !== "noisy")
      for (let t = t0 + r.int(0, 29_000); t < end; t += 30_000 + r.int(-400, 400))
        push(t, role, "info", health(e, role, r));
    const every = r.int(60, 240) * 1000;
    let warned = 0;
    for (let t = t0 + r.int(0, every); t < end; t += every + r.int(-3000, 3000)) {
      const [lv, m] = periodic(e, role, r);
      if (lv === "warn" && warned++ >= 1) continue; // deprecations print once, not on a schedule
      push(t, role, lv, m);
    }
  }
  const noisyEvery = r.int(8, 25) * 1000;
  for (let t = t0 + r.int(0, 5000); t < end; t += noisyEvery + r.int(-4000, 4000)) {
    const [lv, m] = e.noisyMsg(r);
    push(t, "noisy", lv, m);
  }
  for (let t = t0 + r.int(0, 60_000); t < end; t += r.int(50_000, 90_000))
    push(t, "noisy", "info", background(e, "noisy", r)[1]);

  // routine episodes (more in quiet windows) and an unrelated deploy
  for (const o of routine(e, r, t0, dur, fault ? r.int(3, 7) : r.int(8, 16))) push(o.t, o.role, o.level, o.msg);
  if (!fault || (fault.category !== "configuration" && r.chance(0.6))) {
    const other = r.pick(roles.filter((x) => x !== fault?.origin && x !== "noisy" && x !== "pg" && x !== "sql"));
    push(
      onset - r.int(60_000, 240_000),
      other,
      "info",
      `deployment ${other} 2026.${r.int(10, 48)}.${r.int(1, 9)} rolled out (1/1 instances healthy)`,
    );
  }

  // the fault
  if (fault) {
    for (const o of fault.once ?? []) push(onset + o.at * 1000, o.role, o.level, o.msg);
    for (const m of fault.emits) {
      const stop = Math.min(end, m.until === undefined ? end : onset + m.until * 1000);
      for (
        let t = onset + (m.from ?? 0) * 1000 + r.int(0, 400);
        t < stop;
        t += m.every * 1000 * (0.4 + r.next() * 1.2)
      ) {
        push(t, m.role, m.level, m.msg(r), m.stack?.(r));
        if (m.followedBy) push(t + m.followedBy.after * 1000, m.role, m.followedBy.level, m.followedBy.msg(r));
      }
    }
  }

  // background traffic up to the target size
  const target = r.int(1500, 8600);
  const weighted = roles.flatMap((x) => Array<Role>(WEIGHT[x]).fill(x));
  const extra = Math.max(200, target - raw.length);
  for (let i = 0; i < extra; i++) {
    const role = r.pick(weighted);
    const [lv, m] = background(e, role, r);
    const trace = role === "api" || role === "web" || role === "java" ? r.hex(12) : undefined;
    push(t0 + Math.floor(r.next() * dur), role, lv, m, undefined, trace);
    if (r.chance(0.004) && role === "api") {
      const t = t0 + Math.floor(r.next() * dur);
      push(
        t,
        "api",
        "warn",
        `Polly[3] Execution attempt. Source: '${e.svc.api}-http' Operation Key: '' Result: '503' Handled: 'True' Attempt: '0'`,
      );
      push(
        t + 800,
        "api",
        "info",
        `Polly[3] Execution attempt. Source: '${e.svc.api}-http' Operation Key: '' Result: '200' Handled: 'False' Attempt: '1'`,
      );
    }
  }

  const evs: Ev[] = raw.map((x) => ({
    at: x.t + (skew.get(x.role) ?? 0),
    svc: e.svc[x.role],
    level: x.level,
    msg: x.msg,
    stack: x.stack,
    trace: x.trace,
  }));
  evs.sort((a, b) => a.at - b.at);
  const pad = Math.max(...roles.map((x) => e.svc[x].length)) + 4;
  return { lines: evs.flatMap((ev) => render(format, ev, e.ns, pad)), incidentStart: fault ? onset : null };
}
