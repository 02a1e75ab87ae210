// Builds one aggregated window: every service's normal life, the noisy service, one unrelated deploy, a few alarming
// but normal episodes and, when there is one, the failure story; then clock skew, sort by printed time and render.
import { callerLine } from "./callers.js";
import type { Estate, Role } from "./estates.js";
import { ROLES } from "./estates.js";
import type { Ev, Format } from "./formats.js";
import { render } from "./formats.js";
import type { Story } from "./incidents.js";
import type { Line } from "./noise.js";
import { deployLine, noisyError, roleNoise } from "./noise.js";
import { episode } from "./quiet.js";
import type { Rng } from "./rng.js";

export interface WindowSpec {
  estate: Estate;
  format: Format;
  story: Story | null;
  startMs: number;
  durMin: number;
  /** minutes of baseline before the trouble starts */
  leadMin: number;
  /** overall baseline lines per second */
  rate: number;
}

export interface Built {
  text: string;
  lines: number;
  services: string[];
  incidentStartMs: number | null;
  noisy: string;
}

const WEIGHT: Record<Role, number> = {
  api: 3,
  auth: 1,
  oms: 2,
  fix: 1.4,
  sor: 1.5,
  md: 2,
  risk: 1.6,
  margin: 0.7,
  bo: 0.6,
  stmt: 0.5,
};

const gap = (r: Rng, perSec: number) => (-Math.log(1 - r.next()) / perSec) * 1000;

export function buildWindow(r: Rng, w: WindowSpec): Built {
  const e = w.estate;
  const st = w.story;
  const end = w.startMs + w.durMin * 60000;
  const t0 = st ? w.startMs + Math.round(w.leadMin * 60000) : null;
  // which roles are present: everything the story needs, plus enough others for 8-10 services
  const need = new Set<Role>(st ? [st.origin, ...st.callers.map((c) => c.role)] : []);
  const optional = r.shuffle(ROLES.filter((x) => !need.has(x)));
  const drop = r.int(0, 2);
  const roles = ROLES.filter((x) => need.has(x) || optional.indexOf(x) >= drop);
  const noisyRole = r.pick(roles.filter((x) => !need.has(x)));
  const ev: { t: number; role: Role; line: Line }[] = [];
  const push = (t: number, role: Role, line: Line, fromStory = false) => {
    if (t < w.startMs || t >= end) return;
    // an origin that goes quiet writes nothing of its normal life after the start
    if (!fromStory && st?.quiet && t0 !== null && role === st.origin && t >= t0) return;
    ev.push({ t, role, line });
  };
  const totalW = roles.reduce((s, x) => s + WEIGHT[x], 0);
  for (const role of roles) {
    const n = roleNoise(role, e);
    const lam = (w.rate * WEIGHT[role]) / totalW;
    const silentFrom = st && st.origin === role ? (t0 ?? end) : end;
    const thinFrom = st && st.origin === role && !st.quiet ? (t0 ?? end) : end;
    for (let t = w.startMs + gap(r, lam); t < end; t += gap(r, lam)) {
      if (st?.quiet && t >= silentFrom) break;
      if (t >= thinFrom && r.chance(0.5)) continue;
      push(t, role, n.baseline(r));
    }
    // health checks, every 15 s, shifted
    const off = r.int(0, 14999);
    for (let t = w.startMs + off; t < end; t += 15000) {
      if (st?.quiet && st.origin === role && t >= silentFrom) break;
      if (r.chance(0.7)) push(t, role, n.health(r));
    }
    // domain noise and succeeding retries
    const dn = r.pick([0.03, 0.06, 0.1]);
    for (let t = w.startMs + gap(r, dn); t < end; t += gap(r, dn)) {
      if (st?.quiet && st.origin === role && t >= silentFrom) break;
      const l = n.domain(r);
      if (l) push(t, role, l);
    }
    for (let t = w.startMs + gap(r, 0.006); t < end; t += gap(r, 0.006)) push(t, role, n.retry(r));
    // deprecation warnings at start-up of the window and now and then
    if (r.chance(0.6)) {
      for (let t = w.startMs + r.int(0, 60000); t < end; t += r.int(240000, 420000)) push(t, role, n.deprecation(r));
    }
  }
  // periodic jobs
  const fixRole = roles.includes("fix") ? "fix" : null;
  if (fixRole) {
    let seqIn = r.int(20000, 60000);
    let seqOut = r.int(20000, 60000);
    for (let t = w.startMs + r.int(0, 29999); t < end; t += 30000) {
      if (st?.quiet && st.origin === "fix" && t0 !== null && t >= t0) break;
      seqIn += r.int(40, 400);
      seqOut += r.int(40, 400);
      push(t, "fix", {
        lvl: "INFO",
        msg: `FIX.4.2:${e.sender}->${e.target}: Heartbeat 35=0 received, 34=${seqIn} (out ${seqOut})`,
      });
    }
  }
  if (roles.includes("margin")) {
    for (let t = w.startMs + r.int(0, 59999); t < end; t += 60000) {
      if (st?.quiet && st.origin === "margin" && t0 !== null && t >= t0) break;
      push(t, "margin", {
        lvl: "INFO",
        msg: `scheduled job margin-sweep finished: ${r.int(8000, 40000)} accounts, ${r.int(900, 9000)}ms`,
      });
    }
  }
  if (roles.includes("bo")) {
    for (let t = w.startMs + r.int(0, 119999); t < end; t += 120000) {
      push(t, "bo", {
        lvl: "INFO",
        msg: `cron trade-capture-reconcile: ${r.int(1000, 20000)} trades matched, ${r.int(0, 3)} breaks (within tolerance)`,
      });
    }
  }
  // the noisy service: one constant harmless error from the first minute
  const noisyRate = r.pick([0.15, 0.25, 0.35]);
  for (let t = w.startMs + r.int(500, 40000); t < end; t += gap(r, noisyRate))
    push(t, noisyRole, noisyError(noisyRole, r, e));
  // an unrelated deploy or config reload near the trouble (or mid-window)
  const depRole = r.pick(roles.filter((x) => !st || x !== st.origin));
  const depAt = (t0 ?? w.startMs + (w.durMin * 60000) / 2) + r.int(-150000, 90000);
  push(depAt, depRole, deployLine(depRole, r, e));
  push(depAt + r.int(2000, 9000), depRole, { lvl: "INFO", msg: "readiness probe passed, receiving traffic" });
  // alarming but normal episodes
  const nEp = st ? r.int(1, 2) : r.int(2, 4);
  const avoid = new Set<Role>(st ? [st.origin] : []);
  for (let i = 0; i < nEp; i++) {
    const ep = episode(r, e, avoid);
    if (!ep || !roles.includes(ep.role)) continue;
    const at = w.startMs + r.int(30000, w.durMin * 60000 - 60000);
    for (const [dt, l] of ep.lines) push(at + dt, ep.role, l);
  }
  // the failure story (its file names carry the window's own date)
  if (st && t0 !== null) {
    const ymd = new Date(w.startMs).toISOString().slice(0, 10);
    const dated = (l: Line): Line => {
      const f = (x: string) => x.replaceAll("2026-11-30", ymd).replaceAll("20261130", ymd.replaceAll("-", ""));
      return { ...l, msg: f(l.msg), stack: l.stack?.map(f) };
    };
    const say = (t: number, role: Role, l: Line) => push(t, role, dated(l), true);
    for (const l of st.pre?.(r, e) ?? []) say(t0 - r.int(3000, 40000), st.origin, l);
    if (st.originRate > 0 && st.line) {
      let k = 0;
      for (let t = t0 + r.int(0, 1500); t < end; t += gap(r, st.originRate)) say(t, st.origin, st.line(r, e, k++));
    }
    const o = e.svc[st.origin];
    for (const c of st.callers) {
      const rt = e.rt[c.role];
      const startC = t0 + r.int(1500, 12000);
      for (let t = startC; t < end; t += gap(r, c.rate)) {
        const l = c.line ? c.line(r, e, o) : callerLine(c.kind ?? "5xx", rt, o, r, c.path);
        say(t, c.role, l);
      }
    }
  }
  // skew, traces, sort, render
  const skew = new Map<Role, number>(roles.map((x) => [x, r.int(-300, 300)]));
  const recent: string[] = [];
  const out: Ev[] = ev
    .sort((a, b) => a.t - b.t)
    .map(({ t, role, line }) => {
      let trace: string | undefined;
      if (e.traces && line.req) {
        if (recent.length && r.chance(0.55)) trace = r.pick(recent);
        else {
          trace = r.hex(16);
          recent.push(trace);
          if (recent.length > 6) recent.shift();
        }
      }
      return {
        t: Math.round(t + (skew.get(role) ?? 0)),
        svc: e.svc[role],
        lvl: line.lvl,
        msg: line.msg,
        stack: line.stack,
        trace,
      };
    })
    .sort((a, b) => a.t - b.t);
  const pad = Math.max(...roles.map((x) => e.svc[x].length));
  const rendered = out.flatMap((x) => render(w.format, x, e.namespace, pad));
  return {
    text: `${rendered.join("\n")}\n`,
    lines: rendered.length,
    services: roles.map((x) => e.svc[x]),
    incidentStartMs: t0,
    noisy: e.svc[noisyRole],
  };
}
