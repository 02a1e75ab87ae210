// Plays one scenario out as a single aggregated stream: background traffic, health checks, periodic jobs, the noisy
// service, deprecation warnings, retries that succeed, then the build-up, the failure (or the harmless settle) and
// any recovery; per-service clock skew; sorted by printed time and rendered in the scenario's format.
import { DEPRECATIONS, type Estate, type Role, type Runtime, type Service } from "./estates.js";
import { type Format, type Level, type Printed, render } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Ctx, IncidentSpec, Line, QuietSpec, Said } from "./types.js";

export type Scenario = { kind: "incident"; spec: IncidentSpec } | { kind: "quiet"; spec: QuietSpec };

export interface Played {
  text: string;
  lines: number;
  origin: string;
  /** True time of the first early sign at the origin. */
  start: number;
  ctx: Ctx;
}

interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  trace?: string;
  seq: number;
}

const WEIGHT: Record<Role, number> = { edge: 3, app: 2, worker: 1.2, batch: 0.7 };

function health(s: Service, r: Rng): string {
  switch (s.rt) {
    case "jvm":
      return `GET /actuator/health 200 ${r.int(1, 6)}ms`;
    case "go":
      return `GET /healthz 200 ${r.int(0, 2)}ms ua=kube-probe/1.29`;
    case "node":
      return `GET /health 200 ${r.int(1, 4)}ms`;
    case "python":
      return `10.244.${r.int(0, 9)}.1 - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`;
    case "dotnet":
      return `Health check "self" completed after ${r.int(0, 3)}.${r.int(100, 999)}ms with status Healthy`;
    case "ruby":
      return `Completed 200 OK in ${r.int(0, 3)}ms (Views: 0.1ms | ActiveRecord: 0.0ms) GET /up`;
  }
}

function pickService(es: Service[], role: Role, not: Set<string>, r: Rng, rt?: Runtime): Service {
  const ok = (s: Service) => s.role === role && !not.has(s.name);
  const exact = es.filter((s) => ok(s) && (!rt || s.rt === rt));
  const pool = exact.length ? exact : es.filter(ok);
  return r.pick(pool.length ? pool : es.filter((s) => s.role !== "edge" && !not.has(s.name)));
}

/** Whether the estate has a service of the role and runtime the scenario's failing service needs. */
export function fits(sc: Scenario, estate: Estate): boolean {
  const role = sc.kind === "incident" ? (sc.spec.loud ?? sc.spec.origin) : sc.spec.role;
  const rt = sc.spec.rt;
  return estate.services.some((s) => s.role === role && s.name !== estate.noisy.svc && (!rt || s.rt === rt));
}

export function play(sc: Scenario, estate: Estate, r: Rng, format: Format, t0: number): Played {
  const all = estate.services;
  const edge = all.find((s) => s.role === "edge") as Service;
  const taken = new Set([edge.name, estate.noisy.svc]);
  const originRole = sc.kind === "incident" ? sc.spec.origin : sc.spec.role;
  const loudRole = sc.kind === "incident" ? sc.spec.loud : undefined;
  const origin =
    originRole === "edge" ? edge : pickService(all, originRole, taken, r, loudRole ? undefined : sc.spec.rt);
  taken.add(origin.name);
  const loud = loudRole ? pickService(all, loudRole, taken, r, sc.spec.rt) : origin;
  taken.add(loud.name);
  const failing = loud;
  const caller = failing.role === "app" || failing.role === "edge" ? edge : pickService(all, "app", taken, r);
  taken.add(caller.name);
  const noisy = all.find((s) => s.name === estate.noisy.svc) as Service;
  const want = r.int(Math.max(6, taken.size), Math.min(14, all.length));
  const rest = r.shuffle(all.filter((s) => !taken.has(s.name)));
  const svcs = [...all.filter((s) => taken.has(s.name)), ...rest.slice(0, Math.max(0, want - taken.size))];
  if (!svcs.includes(noisy)) svcs.push(noisy);

  const skew = new Map(svcs.map((s) => [s.name, r.int(-300, 300)]));
  const host = new Map(svcs.map((s) => [s.name, r.int(0, 3)]));

  const base = r.int(120, 600) * 1000;
  const build = r.int(120, 900) * 1000;
  const c = caller.name === failing.name ? edge.name : caller.name;
  const x: Ctx = { o: origin.name, l: loud.name, c, e: edge.name, db: estate.db, mins: build / 60000, r };
  const tb = t0 + base;
  const tf = tb + build;
  let failDur = 0;
  let after: number;
  const recover = sc.kind === "quiet" || !!sc.spec.recover;
  if (sc.kind === "incident") {
    failDur = (sc.spec.recover ? r.int(120, 300) : r.int(180, 480)) * 1000;
    after = sc.spec.recover ? r.int(150, 360) * 1000 : r.int(0, 30) * 1000;
  } else after = r.int(150, 420) * 1000;
  const th = tf + failDur;
  const end = th + after;
  const W = end - t0;

  const evs: Ev[] = [];
  let seq = 0;
  const add = (t: number, svc: string, level: Level, msg: string, trace?: string) => {
    if (t >= t0 && t < end) evs.push({ t, svc, level, msg, trace, seq: seq++ });
  };
  const every = (from: number, to: number, lo: number, hi: number, f: (t: number) => void) => {
    for (let t = from + r.int(0, hi); t < to; t += r.int(lo, hi)) f(t);
  };
  const inFail = (t: number) => t >= tf && t < th;
  const crash = sc.kind === "incident" && ["memory", "unknown"].includes(sc.spec.cat);

  // routine traffic
  const target = r.int(2300, 15000);
  const wsum = svcs.reduce((s, v) => s + WEIGHT[v.role], 0);
  for (let i = 0; i < target * 0.72; i++) {
    let u = r.next() * wsum;
    let s = svcs[0];
    for (const v of svcs) {
      u -= WEIGHT[v.role];
      if (u < 0) {
        s = v;
        break;
      }
    }
    const t = t0 + Math.floor(r.next() * W);
    if (sc.kind === "incident" && !recover && s.name === failing.name && inFail(t) && r.chance(0.6)) continue;
    add(t, s.name, "info", r.pick(s.routine)(r), r.chance(0.5) ? r.hex(12) : undefined);
  }
  // health checks
  for (const s of svcs.filter(() => r.chance(0.7))) {
    const iv = r.int(10, 30) * 1000;
    every(t0, end, iv - 500, iv + 500, (t) => {
      if (crash && s.name === failing.name && inFail(t) && r.chance(0.7)) return;
      add(t, s.name, "info", health(s, r));
    });
  }
  // periodic jobs
  for (const j of estate.jobs.filter((j) => svcs.some((s) => s.name === j.svc)))
    every(t0, end, j.every * 1000 - 2000, j.every * 1000 + 2000, (t) => add(t, j.svc, "info", j.msg(r)));
  // the noisy service's steady harmless complaint
  const nIv = r.int(8, 40) * 1000;
  every(t0, end, nIv / 2, nIv * 1.5, (t) => add(t, noisy.name, estate.noisy.level, estate.noisy.msg(r)));
  // deprecation warnings
  for (const s of svcs.filter(() => r.chance(0.5))) {
    const msg = r.pick(DEPRECATIONS[s.rt]);
    add(t0 + r.int(0, 60000), s.name, "warn", msg);
    every(t0, end, 300000, 900000, (t) => add(t, s.name, "warn", msg));
  }
  // retries that succeed, between bystanders
  const by = svcs.filter((s) => s.role === "app" && !taken.has(s.name));
  if (by.length >= 1) {
    every(t0, end, 40000, 150000, (t) => {
      const to = r.pick(by);
      const from = r.chance(0.5) ? edge : (r.pick(svcs.filter((s) => s !== to && s.role !== "batch")) ?? edge);
      const tr = r.hex(12);
      add(
        t,
        from.name,
        "warn",
        `call to ${to.name} failed: 503 Service Unavailable, retrying in 200ms (attempt 1/3)`,
        tr,
      );
      add(t + r.int(220, 900), from.name, "info", `call to ${to.name} succeeded on attempt 2`, tr);
    });
  }

  // the build-up at the origin
  const eIv = r.int(15, 45) * 1000;
  const spec = sc.spec;
  const early = (p: number): Line => spec.early(Math.min(1, Math.max(0, p)), x);
  {
    const [lvl, msg] = early(0);
    add(tb, origin.name, lvl, msg);
  }
  every(tb, tf, eIv - 5000, eIv + 5000, (t) => {
    const [lvl, msg] = early((t - tb) / build);
    add(t, origin.name, lvl, msg);
  });
  // callers notice slowness late in the build-up, and their retries succeed
  const target2 = failing.name;
  if (r.chance(0.6) && x.c !== target2)
    every(tb + build / 2, tf, 20000, 70000, (t) =>
      add(
        t,
        x.c,
        "warn",
        `upstream ${target2} responded slowly (${r.int(1500, 6000)}ms), retry 1/2 succeeded`,
        r.hex(12),
      ),
    );

  if (sc.kind === "incident") {
    const s = sc.spec;
    // the build-up goes on at its peak while the failure lasts
    every(tf, th, eIv, eIv * 2, (t) => {
      const [lvl, msg] = early(1);
      add(t, origin.name, lvl, msg);
    });
    const callerLeads = r.chance(0.5);
    const fStart = tf + (callerLeads ? r.int(5, 40) * 1000 : 0);
    const cStart = tf + (callerLeads ? 0 : r.int(1, 10) * 1000);
    const fIv = r.int(2, 8) * 1000;
    const cIv = r.int(1, 4) * 1000;
    add(fStart, failing.name, ...s.fail(x));
    every(fStart, th, fIv / 2, fIv * 1.5, (t) => {
      const [lvl, msg] = s.fail(x);
      add(t, failing.name, lvl, msg, r.chance(0.4) ? r.hex(12) : undefined);
    });
    every(cStart, th, cIv / 2, cIv * 1.5, (t) => {
      const [lvl, msg] = s.call(x);
      add(t, x.c, lvl, msg, r.hex(12));
    });
    if (s.heal) sayAll(s.heal(x), th);
  } else sayAll(sc.spec.settle(x), tf);

  function sayAll(said: Said[], at: number) {
    let t = at;
    for (const [who, lvl, msg] of said) {
      add(t, x[who], lvl, msg);
      t += r.int(5, 40) * 1000;
    }
  }

  const printed: Printed[] = evs
    .map((e) => ({ ...e, at: e.t + (skew.get(e.svc) ?? 0), host: host.get(e.svc) ?? 0 }))
    .sort((a, b) => a.at - b.at || a.seq - b.seq)
    .map(({ at, svc, level, msg, trace, host: h }) => ({ at, svc, level, msg, trace, host: h }));
  const pad = Math.max(...svcs.map((s) => s.name.length + 2)) + 1;
  const out = printed.map((e) => render(format, e, pad, estate.ns));
  return { text: `${out.join("\n")}\n`, lines: out.length, origin: origin.name, start: tb, ctx: x };
}
