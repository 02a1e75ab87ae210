// Builds one window: picks the services, runs traffic, background and (when given) one failure, then renders.
import { background, NOISY, type Present } from "./background.js";
import { breakerLine, callerFail, retryLine, staleLine } from "./callers.js";
import { ALL_ROLES, DEPENDENTS, type Estate, type Role } from "./estates.js";
import { type Format, render } from "./formats.js";
import type { Ctx, L, Variant } from "./incidents.js";
import { quietEpisodes } from "./quiet.js";
import type { Rng } from "./rng.js";
import { type Ev, skewAndSort } from "./stream.js";
import { access, FLOWS, fill } from "./traffic.js";

/** What the portal itself serves for each flow it starts. */
const FRONT: Record<string, [string, string]> = {
  bill: ["GET", "/api/accounts/{a}/bill"],
  usage: ["GET", "/api/accounts/{a}/usage?range=30d"],
  pay: ["POST", "/api/payments"],
  report: ["POST", "/api/reports/leak"],
  map: ["GET", "/api/outages/map"],
};

export interface Built {
  lines: string[];
  origin: string | null;
  start: number | null;
  note: string;
}

export function buildScenario(r: Rng, e: Estate, fmt: Format, v: Variant | null, day: number): Built {
  const durMin = r.int(v ? 9 : 6, 20);
  const t0 = Date.UTC(2026, 9, 1) + day * 86400000 + r.int(0, 23) * 3600000 + r.int(0, 11) * 300000;
  const t1 = t0 + durMin * 60000;
  const start = v ? t0 + r.int(3 * 60, Math.min(8 * 60, durMin * 60 - 240)) * 1000 + r.int(0, 999) : null;

  // services: origin + those who notice + fill up to 8-10
  const want = new Set<Role>();
  if (v) {
    want.add(v.role);
    for (const d of DEPENDENTS[v.role]) want.add(d.role);
  }
  const n = r.int(8, 10);
  for (const role of r.shuffle(ALL_ROLES)) if (want.size < n) want.add(role);
  const svcs: Present[] = [...want].map((role) => ({ role, name: e.svc[role].name, rt: e.svc[role].rt }));
  const find = (role: Role) => svcs.find((s) => s.role === role);
  const origin = v ? find(v.role)! : null;

  const evs: Ev[] = [];
  const noisyPool = svcs.filter((s) => NOISY[s.role] && s !== origin);
  const noisy = r.pick(noisyPool);
  const deployPool = svcs.filter((s) => s !== origin && s !== noisy);
  const deployAt = (start ?? t0 + (t1 - t0) / 2) + r.int(-150, 150) * 1000;
  background(r, e, svcs, t0, t1, noisy, evs, {
    svc: r.pick(deployPool),
    at: Math.max(t0 + 30000, Math.min(t1 - 30000, deployAt)),
    reload: r.chance(0.4),
  });

  // traffic
  const flows = FLOWS.filter((f) => f.chain.every((c) => want.has(c)));
  const target = r.int(1700, 7500);
  const wsum = flows.reduce((s, f) => s + f.w, 0);
  const mean = ((t1 - t0) / (target * 0.75)) * 2.3;
  const trace = () => (e.traceKey ? r.hex(e.traceKey === "trace_id" ? 32 : 12) : undefined);
  const ctx: Ctx | null = origin ? { r, e, name: origin.name, rt: origin.rt } : null;
  const put = (t: number, s: Present, l: L, tr?: string) =>
    evs.push({
      t: t + (l.dt ?? 0),
      svc: s.name,
      level: l.level,
      msg: l.msg,
      stack: l.stack,
      errType: l.errType,
      trace: tr,
    });
  const breakerOpen = new Map<string, number>();
  const useBreaker = r.chance(0.6);
  const stormCaller = v ? DEPENDENTS[v.role].find((d) => d.how === "http" && want.has(d.role))?.role : undefined;

  const front = (id: string) => (FRONT[id]?.[1] ?? "/api/account").replace("{a}", fill(r, e.acct));
  const runFlow = (t: number, f: (typeof flows)[number]) => {
    const tr = trace();
    const k = v ? f.chain.indexOf(v.role) : -1;
    const broken = v && start !== null && t >= start && k >= 0 && r.next() < v.fail;
    f.chain.forEach((role, i) => {
      const s = find(role)!;
      const at = t + (f.chain.length - i) * r.int(3, 30) + (i === 0 ? r.int(30, 300) : 0);
      if (!broken || !ctx || !v) {
        put(at, s, { level: "info", msg: f.steps[i](r, e) }, tr);
        return;
      }
      if (i > k) return;
      if (i === k) {
        ctx.flow = f.id;
        const late = v.mode === "slow" ? r.int(25000, 31000) : 0;
        if (v.onReq && !(v.quiet && v.mode !== "stale")) for (const l of v.onReq(ctx)) put(at + late, s, l, tr);
        return;
      }
      if (v.mode === "stale") {
        put(at, s, { level: "info", msg: f.steps[i](r, e) }, tr);
        return;
      }
      // callers
      const callee = f.chain[i + 1];
      const calleeName = find(callee)!.name;
      if (i < k - 1) {
        put(
          at + 800,
          s,
          {
            level: "error",
            msg:
              role === "portal"
                ? access(s.rt, FRONT[f.id]?.[0] ?? "GET", front(f.id), 502, r.int(30, 900), r)
                : `downstream ${calleeName} failed, request aborted`,
          },
          tr,
        );
        return;
      }
      const ob = breakerOpen.get(s.name);
      if (useBreaker && ob !== undefined && t < ob) {
        put(at, s, breakerLine(s.rt, calleeName, "short", r), tr);
      } else {
        const status = v.status ?? 500;
        const delay = v.mode === "slow" ? r.int(10000, 30000) : r.int(5, 200);
        if (role === stormCaller) for (let a = 1; a <= 2; a++) put(at + a * 300, s, retryLine(calleeName, a, r), tr);
        put(at + delay, s, callerFail(s.rt, calleeName, v.mode, f.path, status, r), tr);
        if (useBreaker && r.chance(0.08)) {
          put(at + delay + 5, s, breakerLine(s.rt, calleeName, "OPEN", r));
          const until = t + r.int(20, 60) * 1000;
          breakerOpen.set(s.name, until);
          put(until, s, breakerLine(s.rt, calleeName, "HALF_OPEN", r));
        }
      }
      if (role === "portal")
        put(
          at + 900,
          s,
          {
            level: "error",
            msg: access(
              s.rt,
              FRONT[f.id]?.[0] ?? "GET",
              front(f.id),
              v.mode === "slow" ? 504 : 502,
              r.int(30, 30000),
              r,
            ),
          },
          tr,
        );
    });
  };
  for (let t = t0 + r.gap(mean); t < t1; t += r.gap(mean)) {
    let x = r.next() * wsum;
    let f = flows[0];
    for (const fl of flows) {
      x -= fl.w;
      if (x < 0) {
        f = fl;
        break;
      }
    }
    runFlow(t, f);
  }
  // steady activity through the origin (same rate before and after it breaks)
  if (v) {
    const through = flows.filter((f) => f.chain.includes(v.role));
    if (through.length)
      for (let t = t0 + r.gap(4000); t < t1; t += r.gap(r.int(2500, 6000))) runFlow(t, r.pick(through));
  }

  let note: string;
  if (v && ctx && origin && start !== null) {
    if (v.quiet) {
      const kept = evs.filter(
        (x) => !(x.svc === origin.name && x.t >= start && (x.level === "info" || x.level === "debug")),
      );
      evs.length = 0;
      evs.push(...kept);
    }
    for (const l of v.start?.(ctx) ?? []) put(start, origin, l);
    if (v.tick && v.every)
      for (let t = start + r.int(200, 3000); t < t1; t += v.every + r.int(-800, 800))
        for (const l of v.tick(ctx)) put(t, origin, l);
    // consumers of pushed data notice the silence
    for (const d of DEPENDENTS[v.role]) {
      const s = find(d.role);
      if (!s || d.how !== "stale") continue;
      for (let t = start + r.int(20000, 45000); t < t1; t += r.int(10000, 30000)) {
        const sl = staleLine(d.role, origin.name, e, Math.round((t - start) / 1000) + 30, r);
        put(t, s, { level: sl.level, msg: sl.msg });
      }
    }
    note = v.note(origin.name);
  } else {
    const said = quietEpisodes(r, e, t0, t1, svcs, evs);
    note = `Quiet window: normal traffic${said.length ? `; ${said.join("; ")}` : ""}; nothing is broken.`;
  }

  const printed = skewAndSort(
    evs.filter((x) => x.t >= t0 && x.t < t1),
    svcs.map((s) => s.name),
    r,
  );
  const width = Math.max(...svcs.map((s) => s.name.length + 2)) + 1;
  const pods = new Map(svcs.map((s) => [s.name, `${s.name}-${r.hex(9)}-${r.hex(5)}`]));
  const lines = printed.flatMap((p) =>
    render(fmt, p, { namespace: e.namespace, traceKey: e.traceKey ?? "trace", width, pod: (x) => pods.get(x) ?? x }),
  );
  return { lines, origin: origin?.name ?? null, start, note };
}
