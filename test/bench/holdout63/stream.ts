// Simulates one aggregated window: request chains, health checks, jobs, noise, deploys, and the failure if any.
import { type Estate, type Svc, svcOf } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import type { Spec } from "./incidents.js";
import type { QuietExtra } from "./quiet.js";
import type { Rng } from "./rng.js";
import { callerFail, deployLine, healthLine, type Line, retryLine } from "./runtime.js";

export interface Window {
  estate: Estate;
  spec: Spec | null;
  extra: QuietExtra;
  t0: number;
  minutes: number;
  incAt: number; // ms after t0 (ignored when quiet)
  target: number;
}

interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  req?: string;
}

export function simulate(w: Window, r: Rng): Rec[] {
  const { estate: e, spec } = w;
  const span = w.minutes * 60000;
  const end = w.t0 + span;
  const start = w.t0 + w.incAt;
  const skew = new Map(e.services.map((s) => [s.name, r.int(-300, 300)]));
  const evs: Ev[] = [];
  const silentFrom = spec && spec.mode === "silent" ? start + 800 : Number.POSITIVE_INFINITY;
  const add = (t: number, svc: string, l: Line, req?: string) => {
    if (t < w.t0 || t >= end) return;
    if (spec && svc === spec.origin && t >= silentFrom) return;
    evs.push({ t, svc, level: l.level, msg: l.msg, req });
  };
  const info = (msg: string): Line => ({ level: "info", msg });

  // health checks, jobs, noisy service, domain noise, deprecations
  for (const s of e.services) {
    const every = s.rt === "java" ? 30000 : s.rt === "go" ? 10000 : 15000;
    for (let t = w.t0 + r.int(0, every); t < end; t += every + r.int(-400, 400)) add(t, s.name, info(healthLine(s, r)));
  }
  for (const j of e.jobs)
    for (let t = w.t0 + r.int(0, j.everySec * 1000); t < end; t += j.everySec * 1000 + r.int(-2000, 2000))
      add(t, j.svc, info(j.msg(r)));
  const poisson = (perMin: number, f: (t: number) => void) => {
    let t = w.t0 + r.next() * 4000;
    while (t < end) {
      f(t);
      t += (-Math.log(1 - r.next()) * 60000) / perMin;
    }
  };
  poisson(e.noisy.perMin, (t) => add(t, e.noisy.svc, { level: e.noisy.level, msg: e.noisy.msg(r) }));
  const burst = w.extra === "misreads" ? 3 : 1;
  for (const d of e.domain)
    poisson(d.perMin * (d.level === "warn" ? burst : 1), (t) => add(t, d.svc, { level: d.level, msg: d.msg(r) }));
  for (const d of e.deprecations) poisson(0.25, (t) => add(t, d.svc, { level: "warn", msg: d.msg }));

  // retries that succeed (background), more in a "retries" quiet window
  const edges: [Svc, Svc][] = [];
  for (const c of e.chains)
    for (let i = 0; i + 1 < c.path.length; i++) edges.push([svcOf(e, c.path[i]), svcOf(e, c.path[i + 1])]);
  if (edges.length)
    poisson(w.extra === "retries" ? 2.5 : 0.5, (t) => {
      const [a, b] = r.pick(edges);
      add(t, a.name, retryLine(a.rt, b, 1, 3, r, true));
    });

  // an unrelated deploy / reload near the trouble (or somewhere in a quiet window)
  const others = e.services.filter((s) => !spec || s.name !== spec.origin);
  const dep = r.pick(others);
  const depAt = spec ? start + r.pick([-1, 1]) * r.int(40, 170) * 1000 : w.t0 + r.int(2, w.minutes - 2) * 60000;
  const ver = `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 9)}`;
  const reload = w.extra === "reload" || (!spec && w.extra !== "deploy" && r.chance(0.5)) || (!!spec && r.chance(0.35));
  const depSvc =
    w.extra === "reload" && e.key === "pharma"
      ? svcOf(e, "lims-core")
      : w.extra === "reload" && e.key === "bwct"
        ? svcOf(e, "stradcar-telemetry")
        : w.extra === "deploy" && e.key === "fab"
          ? svcOf(e, "mes-core")
          : w.extra === "deploy" && e.key === "nqt"
            ? svcOf(e, "berth-planner")
            : dep;
  add(
    depAt - 2500,
    depSvc.name,
    info(reload ? "received SIGHUP, reloading configuration" : "Received SIGTERM, shutting down gracefully"),
  );
  add(depAt, depSvc.name, info(deployLine(depSvc, ver, reload)));
  if (!reload)
    for (const d of e.deprecations.filter((x) => x.svc === depSvc.name))
      add(depAt + 900, d.svc, { level: "warn", msg: d.msg });
  if (spec?.deploy) {
    const o = svcOf(e, spec.origin);
    const at = start - r.int(8, 45) * 1000;
    const v2 = `${r.int(2, 6)}.${r.int(0, 30)}.${r.int(0, 9)}`;
    add(
      at - 3000,
      o.name,
      info(
        spec.deploy === "reload"
          ? "received SIGHUP, reloading configuration"
          : "Received SIGTERM, shutting down gracefully",
      ),
    );
    add(at, o.name, info(deployLine(o, v2, spec.deploy === "reload")));
  }

  // maintenance in a quiet window: a couple of extra planned-downtime lines
  if (w.extra === "maintenance") {
    const m = e.domain.find((d) => d.level === "info");
    if (m) for (let k = 0; k < 4; k++) add(w.t0 + r.int(60, w.minutes * 60 - 30) * 1000, m.svc, info(m.msg(r)));
  }

  // the failure: onset, periodic, consumers
  if (spec) {
    for (const [k, l] of (spec.onset ?? []).entries()) add(start + k * 150, spec.origin, l);
    const p = spec.periodic;
    if (p)
      for (let t = start + 2000; t < end; t += p.everySec * 1000 + r.int(-800, 800)) add(t, spec.origin, p.line(r));
    const c = spec.consumer;
    if (c)
      for (let t = start + r.int(25, 60) * 1000; t < end; t += c.everySec * 1000 + r.int(-2000, 2000))
        add(t, c.svc, c.line(r));
  }

  // request chains until the line budget is used
  const weights = e.chains.map((c) => c.w);
  const total = weights.reduce((a, b) => a + b, 0);
  const ramp = r.int(15, 60) * 1000;
  let guard = 0;
  while (evs.length < w.target && guard++ < 200000) {
    const t = w.t0 + r.next() * span;
    let x = r.next() * total;
    let ci = 0;
    while (x >= weights[ci]) x -= weights[ci++];
    chain(t, e.chains[ci].path);
  }
  function chain(t: number, path: string[]) {
    const req = e.traced && path.length > 1 ? r.hex(16) : undefined;
    const k = spec ? path.indexOf(spec.origin) : -1;
    const since = t - start;
    const failing =
      !!spec && k >= 0 && since >= 0 && r.chance(spec.fail * Math.min(1, spec.mode === "silent" ? 1 : since / ramp));
    let dt = 0;
    const offs = path.map(() => (dt += r.int(3, 45)));
    if (!failing) {
      for (let i = path.length - 1; i >= 0; i--) {
        const sv = svcOf(e, path[i]);
        add(t + offs[i] + (path.length - i) * r.int(5, 60), sv.name, info(r.pick(sv.work)(r)), req);
      }
      return;
    }
    if (!spec) return;
    const origin = svcOf(e, spec.origin);
    let at = t + offs[k];
    if (spec.lines.length && r.chance(spec.mode === "warn" ? 0.6 : 0.8))
      add(at, origin.name, r.pick(spec.lines)(r), req);
    if (k === 0) return;
    const caller = svcOf(e, path[k - 1]);
    const wait =
      spec.call === "timeout" ? r.int(10000, 30000) : spec.mode === "silent" ? r.int(20, 3000) : r.int(5, 200);
    at += wait;
    // retry storm: callers retry before giving up, louder than the origin
    const retryable = ["5xx", "timeout", "refused", "reset"].includes(spec.call);
    const tries = retryable ? r.int(1, 3) : 0;
    for (let a = 1; a <= tries; a++) {
      add(at, caller.name, retryLine(caller.rt, origin, a, 3, r, false), req);
      at += r.int(100, 1500);
    }
    const cb =
      since > 60000 && spec.call !== "cb" && r.chance(0.25) && ["java", "dotnet", "go", "node"].includes(caller.rt);
    add(at, caller.name, callerFail(caller.rt, origin, cb ? "cb" : spec.call, r, spec.code ?? 503), req);
    for (let i = k - 2; i >= 0; i--) {
      at += r.int(2, 40);
      const up = svcOf(e, path[i]);
      add(at, up.name, callerFail(up.rt, svcOf(e, path[i + 1]), "5xx", r, spec.call === "timeout" ? 504 : 502), req);
    }
  }

  return evs
    .map((x) => ({ t: x.t + (skew.get(x.svc) ?? 0), svc: x.svc, level: x.level, msg: x.msg, req: x.req }))
    .sort((a, b) => a.t - b.t);
}
