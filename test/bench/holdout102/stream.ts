// One aggregated window: background traffic, health checks, jobs, noise, an unrelated deploy, and (if any) the
// failure of one service as its callers and itself log it. Returns records sorted by printed (skewed) time.
import { type CallKind, callerFail, callerRetry, entryFail, type Line } from "./callers.js";
import type { Estate, Job, Runtime, Service } from "./estates.js";
import type { Rec } from "./formats.js";
import type { Once, Spec } from "./incidents.js";
import type { Rng } from "./rng.js";

export interface Plan {
  estate: Estate;
  spec: Spec | null;
  start: number; // epoch ms of the window start
  seconds: number;
  faultAt: number; // seconds from start (incident start, or the deploy anchor of a quiet window)
  rate: number; // requests per second
  extras: Once[]; // extra lines (quiet windows), dt relative to faultAt
}

const HEALTH: Record<Runtime, (r: Rng) => Line> = {
  java: (r) => ({ level: "debug", msg: `GET "/actuator/health", parameters={} -> 200 OK (${r.int(1, 6)} ms)` }),
  go: (r) => ({ level: "debug", msg: `http: GET /healthz status=200 bytes=2 dur=${r.int(0, 2)}.${r.int(1, 9)}ms` }),
  node: (r) => ({ level: "debug", msg: `GET /healthz 200 ${r.int(0, 3)}ms` }),
  python: (r) => ({
    level: "info",
    msg: `10.244.${r.int(0, 3)}.1 - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`,
  }),
  dotnet: (r) => ({
    level: "debug",
    msg: `Health check self completed after ${r.int(0, 3)}.${r.int(1000, 9999)}ms with status Healthy and description '(null)'`,
  }),
  ruby: (r) => ({
    level: "info",
    msg: `Started GET "/up" for 10.244.${r.int(0, 3)}.1 -> Completed 200 OK in ${r.int(0, 3)}ms`,
  }),
  cpp: (r) => ({ level: "debug", msg: `probe ok (uptime ${r.int(1000, 90000)}s)` }),
};

function startup(s: Service, r: Rng): Line[] {
  const v = `${r.int(2, 9)}.${r.int(0, 30)}.${r.int(0, 9)}`;
  switch (s.rt) {
    case "java":
      return [
        { level: "info", msg: `Starting application v${v} using Java 21.0.4 with PID 1` },
        { level: "info", msg: `Tomcat started on port ${s.port} (http) with context path '/'` },
        {
          level: "info",
          msg: `Started application in ${r.int(9, 30)}.${r.int(100, 999)} seconds (process running for ${r.int(31, 40)}.2)`,
        },
      ];
    case "go":
      return [
        { level: "info", msg: `starting ${s.name} version=v${v} commit=${r.hex(7)} go=go1.22.5` },
        { level: "info", msg: `listening on :${s.port}` },
      ];
    case "node":
      return [{ level: "info", msg: `${s.name}@${v} listening on :${s.port} (node v20.15.1, pid 1)` }];
    case "python":
      return [
        { level: "info", msg: "Starting gunicorn 22.0.0" },
        { level: "info", msg: `Listening at: http://0.0.0.0:${s.port} (1)` },
        { level: "info", msg: `Booting worker with pid: ${r.int(7, 30)}` },
      ];
    case "dotnet":
      return [
        { level: "info", msg: `Now listening on: http://[::]:${s.port}` },
        { level: "info", msg: "Application started. Press Ctrl+C to shut down." },
        { level: "info", msg: "Hosting environment: Production" },
      ];
    case "ruby":
      return [
        { level: "info", msg: `Puma starting in single mode... Version 6.4.2, codename: The Eagle of Durango` },
        { level: "info", msg: `Listening on http://0.0.0.0:${s.port}` },
      ];
    default:
      return [{ level: "info", msg: `${s.name} ${v} starting` }];
  }
}

const SHUTDOWN: Record<Runtime, string> = {
  java: "Commencing graceful shutdown. Waiting for active requests to complete",
  go: "received SIGTERM, draining connections",
  node: "SIGTERM received, closing server",
  python: "Handling signal: term",
  dotnet: "Application is shutting down...",
  ruby: "- Gracefully stopping, waiting for requests to finish",
  cpp: "caught SIGTERM, exiting",
};

export function buildStream(p: Plan, r: Rng): Rec[] {
  const { estate: e, spec } = p;
  const W = p.seconds;
  const t0 = p.faultAt;
  const svc = new Map(e.services.map((s) => [s.name, s]));
  const skew = new Map(e.services.map((s) => [s.name, r.int(-300, 300)]));
  const recs: Rec[] = [];
  const emit = (t: number, name: string, l: Line, req?: string) => {
    if (t < 0 || t >= W) return;
    recs.push({
      t: p.start + t * 1000 + (skew.get(name) ?? 0),
      svc: name,
      level: l.level,
      msg: l.msg,
      ...(req ? { req } : {}),
    });
  };
  const origin = spec?.origin;
  const down = (name: string, t: number) =>
    !!spec && name === origin && t >= t0 && (!!spec.stopInfo || spec.mode === "silent");
  const rt = (name: string) => svc.get(name)?.rt ?? "go";

  // periodic lines
  const periodic = (jobs: Job[], scale = 1) => {
    for (const j of jobs) {
      let t = r.next() * j.every * scale;
      while (t < W) {
        if (!down(j.svc, t)) emit(t, j.svc, j.f(r));
        t += j.every * scale * (0.6 + r.next() * 0.8);
      }
    }
  };
  periodic(e.jobs);
  periodic(e.noise);
  periodic([e.noisy]);
  periodic(e.deprecations);
  for (const s of e.services) {
    const every = r.int(10, 30);
    for (let t = r.next() * every; t < W; t += every) if (!down(s.name, t)) emit(t, s.name, HEALTH[s.rt](r));
  }

  // an unrelated deploy and a config reload near the fault time
  const others = e.services.filter((s) => s.name !== origin);
  const dep = r.pick(others);
  const dt = t0 + r.int(-150, 150);
  emit(dt - 2, dep.name, { level: "info", msg: SHUTDOWN[dep.rt] });
  startup(dep, r).forEach((l, i) => {
    emit(dt + 8 + i * 0.4, dep.name, l);
  });
  const rel = r.pick(others.filter((s) => s !== dep));
  emit(t0 + r.int(-200, 200), rel.name, {
    level: "info",
    msg: r.pick([
      `feature flags reloaded (rev ${r.int(300, 900)}): ${r.int(1, 4)} changed`,
      `configuration reloaded from ConfigMap ${rel.name}-config (resourceVersion ${r.int(1000000, 9999999)})`,
      `TLS certificate reloaded, notAfter=2026-${String(r.int(9, 12)).padStart(2, "0")}-14T00:00:00Z`,
    ]),
  });

  // requests
  const fr = spec ? (spec.failRate ?? (spec.stopInfo || spec.mode === "silent" ? 1 : 0.9)) : 0;
  const entryPath = (route: string[]) => `/api${svc.get(route[1] ?? route[0] ?? "")?.path ?? "/"}`;
  let t = r.next();
  while (t < W) {
    const route = r.pick(e.routes);
    const req = e.traces ? r.hex(12) : undefined;
    const k = spec && t >= t0 && origin ? route.indexOf(origin) : -1;
    if (k >= 0 && spec && r.chance(fr)) fail(route, k, spec, t, req);
    else {
      let u = t;
      const retryAt = route.length > 1 && r.chance(0.02) ? r.int(0, route.length - 2) : -1;
      for (let j = route.length - 1; j >= 0; j--) {
        const name = route[j] as string;
        if (j === retryAt) emit(u, name, callerRetry(rt(name), route[j + 1] as string, 1, r), req);
        u += r.int(3, 80) / 1000;
        if (!down(name, u)) emit(u, name, { level: "info", msg: svc.get(name)?.ok(r) ?? "ok" }, req);
      }
    }
    t += -Math.log(1 - r.next()) / p.rate;
  }

  function fail(route: string[], k: number, s: Spec, t: number, req?: string) {
    const o = route[k] as string;
    const kind = s.kind;
    const up: CallKind = ["400", "403", "429", "401", "timeout"].includes(kind) ? kind : "5xx";
    let u = t;
    const originLine = () => {
      if (s.mode !== "silent" && s.fail) emit(u, o, s.fail(r, 0), req);
    };
    if (k === 0) {
      originLine();
      const ort = rt(o);
      if (ort === "node" || ort === "go" || ort === "dotnet")
        emit(u + 0.01, o, entryFail(ort, entryPath(route), "5xx", r), req);
      return;
    }
    const c = route[k - 1] as string;
    const slow = kind === "timeout" ? 10 : 0.2;
    if (s.breaker && t > t0 + 90 && r.chance(0.6)) {
      emit(u, c, callerFail(rt(c), o, svc.get(o)?.port ?? 8080, svc.get(o)?.path ?? "/", "breaker", r), req);
    } else {
      const retries = ["timeout", "5xx", "refused", "reset"].includes(kind) ? r.int(1, 3) : 0;
      originLine();
      for (let a = 1; a <= retries; a++) {
        u += slow + r.next() * 0.5;
        emit(u, c, callerRetry(rt(c), o, a, r), req);
        if (r.chance(0.3)) originLine();
      }
      u += slow;
      emit(u, c, callerFail(rt(c), o, svc.get(o)?.port ?? 8080, svc.get(o)?.path ?? "/", kind, r), req);
    }
    for (let j = k - 2; j >= 0; j--) {
      const name = route[j] as string;
      const callee = route[j + 1] as string;
      u += r.int(2, 40) / 1000;
      emit(
        u,
        name,
        callerFail(rt(name), callee, svc.get(callee)?.port ?? 8080, svc.get(callee)?.path ?? "/", up, r),
        req,
      );
    }
    const entry = route[0] as string;
    u += 0.005;
    emit(u, entry, entryFail(rt(entry), entryPath(route), up, r), req);
  }

  // the failing service's own periodic and one-off lines
  if (spec && origin) {
    if (spec.every) {
      const ev = spec.every;
      let n = 0;
      for (let u = t0 + r.next() * 3; u < W; u += ev.s * (0.8 + r.next() * 0.4))
        emit(u, ev.svc ?? origin, ev.f(r, n++));
    }
    for (const o of spec.once?.(r) ?? []) emit(t0 + o.dt, o.svc ?? origin, o);
  }
  for (const o of p.extras) emit(t0 + o.dt, o.svc ?? e.services[0]?.name ?? "", o);

  return recs.sort((a, b) => a.t - b.t);
}
