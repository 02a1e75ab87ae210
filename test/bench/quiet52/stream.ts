// Builds one aggregated stream: request traffic along the estate's call routes, health probes, periodic jobs,
// the noisy service, deprecation warnings, retries that succeed, a deploy and a config reload; a fault, when given,
// bends the traffic that passes through its service.
import { type Estate, type Runtime, runtimeOf } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  e: Estate;
  r: Rng;
  t0: number;
  span: number;
  skew: Map<string, number>;
  pods: Map<string, { from: number; host: string }[]>;
}

export interface Said {
  level: Level;
  msg: string;
}

export interface Fault {
  origin: string;
  start: number;
  /** Share of requests through the origin that fail, by ms since start. */
  failP: (dt: number) => number;
  /** The origin stops logging its normal lines after start. */
  silent: boolean;
  /** What the origin says about one failed request; null says nothing. */
  originSay: (r: Rng, req: string | undefined) => Said | null;
  /** What a caller says; `direct` when the callee is the origin. */
  callerSay: (r: Rng, caller: string, callee: string, direct: boolean) => Said;
  /** One caller that retries loudly, and how each retry reads. */
  storm?: { svc: string; max: number; say: (r: Rng, attempt: number, max: number, callee: string) => Said };
  /** Lines the origin (or the estate) writes on its own while the fault lasts. */
  extra: (c: Ctx) => Rec[];
}

export function makeCtx(e: Estate, r: Rng, t0: number, span: number): Ctx {
  const skew = new Map<string, number>();
  const pods = new Map<string, { from: number; host: string }[]>();
  for (const s of e.services) {
    skew.set(s.name, Math.round(r.range(-300, 300)));
    pods.set(s.name, [{ from: 0, host: `${s.name}-${r.hex(9)}-${r.hex(5)}` }]);
  }
  return { e, r, t0, span, skew, pods };
}

export function rec(c: Ctx, svc: string, t: number, level: Level, msg: string, req?: string): Rec {
  const hosts = c.pods.get(svc) ?? [];
  let host = hosts[0]?.host;
  for (const h of hosts) if (t >= h.from) host = h.host;
  return { t, skew: c.skew.get(svc) ?? 0, svc, level, msg, ...(req ? { req } : {}), ...(host ? { host } : {}) };
}

export const svcNames = (e: Estate) => e.services.map((s) => s.name);

// ------------------------------------------------------------------ runtime wording

export function healthLine(rt: Runtime, r: Rng): string | null {
  switch (rt) {
    case "go":
      return `GET /healthz 200 ${r.int(1, 9)}.${r.int(0, 9)}µs kube-probe/1.29`;
    case "java":
      return null;
    case "node":
      return `GET /health 200 ${r.int(0, 3)} ms - 15`;
    case "python":
      return `10.244.${r.int(0, 9)}.1 - - "GET /readyz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`;
    default:
      return null;
  }
}

export function startupLines(rt: Runtime, svc: string, ver: string, r: Rng): string[] {
  switch (rt) {
    case "java":
      return [
        `Starting ${svc.replace(/-/g, "")}Application v${ver} using Java 21.0.5 with PID 1`,
        `HikariPool-1 - Start completed.`,
        `Tomcat started on port 8080 (http) with context path '/'`,
        `Started ${svc.replace(/-/g, "")}Application in ${r.int(6, 19)}.${r.int(100, 999)} seconds (process running for ${r.int(7, 21)}.${r.int(100, 999)})`,
      ];
    case "python":
      return [`Starting gunicorn 22.0.0`, `Booting worker with pid: ${r.int(7, 40)}`, `${svc} ${ver} ready`];
    case "go":
      return [`starting ${svc} version=${ver} go=go1.23.4`, `listening addr=:${r.pick([8080, 9000, 9090])}`];
    case "node":
      return [`${svc}@${ver} starting (node v20.18.1, NODE_ENV=production)`, `Server listening at http://0.0.0.0:3000`];
    case "dotnet":
      return [
        `Now listening on: http://[::]:5000`,
        `Application started. Press Ctrl+C to shut down.`,
        `Hosting environment: Production (build ${ver})`,
      ];
    case "ruby":
      return [
        `Puma starting in cluster mode... Version 6.4.3, Ruby 3.3.5`,
        `* Workers: 4`,
        `Use Ctrl-C to stop (release ${ver})`,
      ];
    default:
      return [`${svc} ${ver} starting, 8 io threads`, `listening on 0.0.0.0:7000`];
  }
}

const DEPRECATION: Record<Runtime, string> = {
  java: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected automatically)",
  python:
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
  go: "WARNING: grpc.Dial is deprecated: use grpc.NewClient instead (caller: internal/clients/conn.go:41)",
  node: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  dotnet:
    "warning CS0618 at runtime binding: 'ISystemClock' is obsolete: 'Use TimeProvider instead.' (Microsoft.AspNetCore.Authentication)",
  ruby: "DEPRECATION WARNING: Using legacy connection handling is deprecated and will be removed in Rails 7.2 (called from block in <class:Application> at config/application.rb:31)",
  cpp: "config: key 'ingest.legacy_tls10' is deprecated and ignored; remove it before 5.0",
};

export function retryWarn(rt: Runtime, callee: string, attempt: number, r: Rng): string {
  switch (rt) {
    case "java":
      return `Retrying call to ${callee} (attempt ${attempt}/3) after 503 SERVICE_UNAVAILABLE, backoff ${r.int(100, 400)}ms`;
    case "python":
      return `Retrying (Retry(total=${3 - attempt}, connect=None, read=None, redirect=None, status=None)) after connection broken by 'RemoteDisconnected('Remote end closed connection without response')': /v1/${callee}`;
    case "go":
      return `retrying request to ${callee} attempt=${attempt} err="unexpected EOF" backoff=${r.int(50, 300)}ms`;
    case "node":
      return `request to http://${callee}/ failed with 502, retry ${attempt} of 3 in ${r.int(100, 500)}ms`;
    case "dotnet":
      return `Execution attempt. Source: '${callee}-pipeline/Standard-Retry', Operation Key: '', Result: '503', Handled: 'True', Attempt: '${attempt - 1}', Execution Time: ${r.int(20, 400)}.${r.int(1000, 9999)}ms`;
    case "ruby":
      return `Faraday::ServerError (the server responded with status 502) from http://${callee}, retry ${attempt}/3`;
    default:
      return `upstream ${callee} closed connection, retry ${attempt}`;
  }
}

// ------------------------------------------------------------------ background

export interface BackgroundOpts {
  requests: number;
  fault?: Fault;
  deploy: { svc: string; at: number; ver: string };
  reload: { svc: string; at: number; what: string };
}

export function background(c: Ctx, o: BackgroundOpts): Rec[] {
  const { e, r, t0, span } = c;
  const out: Rec[] = [];
  const f = o.fault;
  const quietFrom = f?.silent ? f.start : Number.POSITIVE_INFINITY;
  const svc = (n: string) => e.services.find((s) => s.name === n);

  // deploy: a new pod comes up
  const dep = o.deploy;
  c.pods.get(dep.svc)?.push({ from: dep.at, host: `${dep.svc}-${r.hex(9)}-${r.hex(5)}` });
  const drt = runtimeOf(e, dep.svc);
  startupLines(drt, dep.svc, dep.ver, r).forEach((m, i) => {
    out.push(rec(c, dep.svc, dep.at + i * r.int(40, 900), "info", m));
  });
  out.push(rec(c, dep.svc, dep.at - r.int(2000, 6000), "info", shutdownLine(drt)));
  out.push(
    rec(
      c,
      e.roles.edge ?? e.services[0].name,
      dep.at + r.int(9000, 15000),
      "info",
      `endpoints for ${dep.svc} updated: ${r.int(2, 4)} ready, 0 not ready`,
    ),
  );

  // config reload
  const rl = o.reload;
  out.push(rec(c, rl.svc, rl.at, "info", `configuration reloaded (${rl.what}), checksum ${r.hex(12)}`));

  // traffic
  for (let i = 0; i < o.requests; i++) {
    const t = t0 + r.next() * span;
    const route = r.pick(e.routes);
    const req = e.traced ? r.hex(16) : undefined;
    let failAt = -1;
    if (f && t >= f.start) {
      const at = route.indexOf(f.origin);
      if (at >= 0 && r.chance(f.failP(t - f.start))) failAt = at;
    }
    const n = route.length;
    const step = r.int(4, 50);
    if (failAt < 0) {
      route.forEach((s, k) => {
        if (s === f?.origin && t >= quietFrom) return;
        const ss = svc(s);
        if (!ss) return;
        out.push(rec(c, s, t + (n - k) * step, "info", r.pick(ss.ok)(r), req));
      });
      continue;
    }
    // failed request: nothing below the origin; origin says its piece; callers above say theirs
    const fault = f as Fault;
    const os = fault.originSay(r, req);
    const slow = r.int(200, 3000);
    if (os) out.push(rec(c, fault.origin, t + slow * 0.2, os.level, os.msg, req));
    for (let k = failAt - 1; k >= 0; k--) {
      const caller = route[k];
      const callee = route[k + 1];
      const direct = k === failAt - 1;
      const tt = t + slow + (failAt - k) * step;
      if (direct && fault.storm && fault.storm.svc === caller) {
        const st = fault.storm;
        let at = tt;
        for (let a = 1; a <= st.max; a++) {
          at += r.int(150, 900) * a;
          const s = st.say(r, a, st.max, callee);
          out.push(rec(c, caller, at, s.level, s.msg, req));
        }
      }
      const s = fault.callerSay(r, caller, callee, direct);
      out.push(rec(c, caller, tt + (direct && fault.storm?.svc === caller ? 9000 : 0), s.level, s.msg, req));
    }
  }

  // health probes
  for (const s of e.services) {
    const every = r.int(10, 30) * 1000;
    for (let t = t0 + r.next() * every; t < t0 + span; t += every) {
      if (s.name === f?.origin && t >= quietFrom) continue;
      const h = healthLine(s.runtime, r);
      if (h) out.push(rec(c, s.name, t, "info", h));
    }
  }

  // periodic jobs
  for (const j of e.jobs) {
    for (let t = t0 + r.next() * j.everyMin * 60000; t < t0 + span; t += j.everyMin * 60000) {
      if (j.svc === f?.origin && t >= quietFrom) continue;
      out.push(rec(c, j.svc, t, "info", j.say(r)));
    }
  }

  // the noisy one, from the first minute
  const nz = e.noisy;
  for (let t = t0 + r.next() * 20000; t < t0 + span; t += nz.everySec * 1000 * r.range(0.5, 1.5)) {
    out.push(rec(c, nz.svc, t, nz.level, nz.say(r)));
  }

  // deprecation warnings, logged by a few services every few minutes
  for (const s of r.shuffle(e.services).slice(0, 3)) {
    for (let t = t0 + r.next() * 120000; t < t0 + span; t += r.int(120, 300) * 1000) {
      out.push(rec(c, s.name, t, "warn", DEPRECATION[s.runtime]));
    }
  }

  // retries that succeed
  for (let t = t0 + r.next() * 60000; t < t0 + span; t += r.int(35, 110) * 1000) {
    const route = r.pick(e.routes.filter((x) => x.length > 1));
    const k = r.int(0, route.length - 2);
    const caller = route[k];
    const callee = route[k + 1];
    if (f && (callee === f.origin || caller === f.origin) && t > f.start - 60000) continue;
    out.push(rec(c, caller, t, "warn", retryWarn(runtimeOf(e, caller), callee, 2, r)));
    const ss = svc(callee);
    if (ss) out.push(rec(c, callee, t + r.int(150, 600), "info", r.pick(ss.ok)(r)));
  }

  if (f) out.push(...f.extra(c));
  return out;
}

function shutdownLine(rt: Runtime): string {
  switch (rt) {
    case "java":
      return "Commencing graceful shutdown. Waiting for active requests to complete";
    case "go":
      return "received SIGTERM, draining connections";
    case "node":
      return "SIGTERM received, closing server";
    case "python":
      return "Handling signal: term";
    case "dotnet":
      return "Application is shutting down...";
    case "ruby":
      return "- Gracefully stopping, waiting for requests to finish";
    default:
      return "caught signal 15, shutting down";
  }
}
