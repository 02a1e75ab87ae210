// One aggregated stream: a context the background, the noise kinds and the outages write into, rendered in time order.
import { type Estate, type Role, type Runtime, runtimeOf } from "./estates.js";
import { type Format, type Level, type LogEvent, render } from "./formats.js";
import { chance, hex, int, pick, type Rng } from "./rng.js";

export interface Said {
  level: Level;
  msg: string;
  stack?: string;
  errKind?: string;
}

/** How a broken service shows up in the requests that reach it. */
export interface Outage {
  svc: string;
  from: number;
  /** share of calls to svc that fail at true time t */
  failP: (t: number) => number;
  /** what the direct caller logs (its own words) */
  callerSays: (caller: string, r: Rng, t: number) => Said;
  /** what the caller logs before giving up, one line per retry */
  retrySays?: (caller: string, r: Rng, attempt: number) => Said;
  retries: number;
  gwStatus: (r: Rng) => number;
  gwMs: (r: Rng) => number;
  /** share of svc's own INFO lines that no longer appear */
  quietOwn: number;
}

interface Raw extends Omit<LogEvent, "at"> {
  t: number;
}

/** extra fields of one emitted line; `keep` writes it even while its service is going quiet */
type Extra = Partial<Omit<Raw, "t" | "svc" | "level" | "msg">> & { keep?: boolean };

export class Ctx {
  readonly events: Raw[] = [];
  readonly outages: Outage[] = [];
  constructor(
    readonly r: Rng,
    readonly estate: Estate,
    readonly services: string[],
    readonly t0: number,
    readonly t1: number,
  ) {}

  has(svc: string): boolean {
    return this.services.includes(svc);
  }
  role(x: Role): string {
    return this.estate.roles[x];
  }
  rt(svc: string): Runtime {
    return runtimeOf(this.estate, svc);
  }
  trace(): string | undefined {
    return this.estate.traced ? hex(this.r, 16) : undefined;
  }
  emit(t: number, svc: string, level: Level, msg: string, extra: Extra = {}): void {
    if (!msg || t < this.t0 || t >= this.t1 || !this.has(svc)) return;
    const { keep, ...rest } = extra;
    for (const o of this.outages) {
      if (!keep && o.svc === svc && t >= o.from && (level === "info" || level === "debug") && this.r() < o.quietOwn)
        return;
    }
    this.events.push({ t, svc, level, msg, ...rest });
  }
  say(t: number, svc: string, s: Said, trace?: string): void {
    this.emit(t, svc, s.level, s.msg, { stack: s.stack, errKind: s.errKind, trace });
  }
  /** fn at a steady period with jitter between from and to (true ms) */
  every(from: number, to: number, periodSec: number, fn: (t: number, i: number) => void): void {
    let t = from + this.r() * periodSec * 1000;
    let i = 0;
    while (t < to) {
      fn(Math.round(t), i++);
      t += periodSec * 1000 * (0.7 + this.r() * 0.6);
    }
  }
  /** n events spread over [from, from+durSec) with a front-loaded shape */
  burst(from: number, durSec: number, n: number, fn: (t: number, i: number) => void): void {
    const ts: number[] = [];
    for (let i = 0; i < n; i++) ts.push(from + Math.round(this.r() ** 1.4 * durSec * 1000));
    ts.sort((a, b) => a - b).forEach((t, i) => {
      fn(t, i);
    });
  }
  outageAt(svc: string, t: number): Outage | undefined {
    return this.outages.find((o) => o.svc === svc && t >= o.from && this.r() < o.failP(t));
  }
}

const HEALTH: Record<Runtime, (r: Rng) => string> = {
  java: () => `"GET /actuator/health/readiness HTTP/1.1" 200 (kube-probe/1.29)`,
  python: (r) => `10.42.${int(r, 0, 3)}.1 - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`,
  go: (r) => `GET /healthz 200 ${(r() * 0.9 + 0.1).toFixed(1)}ms ua=kube-probe/1.29`,
  node: (r) => `GET /health 200 ${int(r, 0, 3)}ms - kube-probe/1.29`,
  dotnet: (r) =>
    `Microsoft.AspNetCore.Hosting.Diagnostics[2] Request finished HTTP/1.1 GET http://10.2.${int(r, 0, 9)}.${int(r, 2, 99)}:8080/health - 200 - text/plain ${(r() * 2).toFixed(4)}ms`,
  ruby: () => `Completed 200 OK in 1ms (Views: 0.2ms | ActiveRecord: 0.0ms) GET "/up"`,
  cpp: () => `I health.cc:31] probe ok (workers=8 busy=0)`,
  nginx: () => `127.0.0.1 - - "GET /nginx_status HTTP/1.1" 200 97 "-" "kube-probe/1.29"`,
};

export const BOOT: Record<Runtime, (svc: string, v: string, r: Rng) => string[]> = {
  java: (svc, v, r) => {
    const app = svc.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
    return [
      `Starting ${app}Application v${v} using Java 17.0.12 with PID 1`,
      `HikariPool-1 - Start completed.`,
      `Tomcat started on port 8080 (http) with context path '/'`,
      `Started ${app}Application in ${int(r, 7, 19)}.${int(r, 100, 999)} seconds (process running for ${int(r, 9, 22)}.${int(r, 1, 9)})`,
    ];
  },
  python: (_svc, v, r) => [
    `Starting gunicorn 22.0.0`,
    `Listening at: http://0.0.0.0:8000 (1)`,
    `Booting worker with pid: ${int(r, 7, 40)}`,
    `app version ${v} ready`,
  ],
  go: (svc, v) => [`starting ${svc} version=${v} go=go1.22.6`, `http server listening addr=:8080`],
  node: (svc, v) => [
    `${svc}@${v} starting (node v20.17.0, NODE_ENV=production)`,
    `Server listening at http://0.0.0.0:3000`,
  ],
  dotnet: () => [
    `Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080`,
    `Microsoft.Hosting.Lifetime[0] Application started. Press Ctrl+C to shut down.`,
    `Microsoft.Hosting.Lifetime[0] Hosting environment: Production`,
  ],
  ruby: (_svc, v) => [
    `Puma starting in cluster mode...`,
    `* Puma version: 6.4.2 ("The Eagle of Durango")`,
    `* Listening on http://0.0.0.0:3000`,
    `release ${v} booted`,
  ],
  cpp: (svc, v) => [
    `I main.cc:40] ${svc} ${v} starting, 8 worker threads`,
    `I server.cc:122] listening on 0.0.0.0:7000`,
  ],
  nginx: () => [`nginx/1.25.4`, `start worker processes`],
};

const RETRY_TARGET = ["redis", "s3", "the identity provider", "kafka", "the audit-log sink", "smtp relay"];

/** The background every file carries: traffic, probes, jobs, the noisy service, deprecations, retries, a release. */
export function background(c: Ctx, linesTarget: number, quietNearAt: number): void {
  const { r, estate: e } = c;
  const winSec = (c.t1 - c.t0) / 1000;
  const gw = c.role("gw");
  const routes = e.routes.filter((rt) => rt.chain.every((s) => c.has(s)) || c.has(rt.chain[1]));
  const totalW = routes.reduce((s, x) => s + x.weight, 0);
  const perReq = 3.1;
  const rate = (linesTarget * 0.8) / perReq / winSec;
  const study = () => pick(r, e.studies);
  c.every(c.t0, c.t1, 1 / rate, (t) => {
    let w = r() * totalW;
    const route =
      routes.find((x) => {
        w -= x.weight;
        return w < 0;
      }) ?? routes[0];
    const tr = c.trace();
    const path = route.path(r);
    let at = t;
    let status = route.method === "POST" ? pick(r, [200, 200, 201]) : 200;
    let total = 0;
    let upstream = route.chain[1];
    for (let i = 1; i < route.chain.length; i++) {
      const svc = route.chain[i];
      if (!c.has(svc)) break;
      const caller = route.chain[i - 1];
      const o = c.outageAt(svc, at);
      if (o) {
        if (caller !== gw) {
          for (let k = 1; k <= o.retries; k++) {
            at += int(r, 100, 900) * k;
            if (o.retrySays) c.say(at, caller, o.retrySays(caller, r, k), tr);
          }
          c.say(at + int(r, 5, 40), caller, o.callerSays(caller, r, at), tr);
          upstream = route.chain[1];
        } else upstream = svc;
        status = o.gwStatus(r);
        total = o.gwMs(r);
        break;
      }
      const svcDef = e.services.find((s) => s.name === svc);
      at += int(r, 2, 30);
      if (svcDef?.ops.length) c.emit(at, svc, "info", pick(r, svcDef.ops)(r, study()), { trace: tr });
      total += int(r, 8, 140);
    }
    if (status < 400 && chance(r, 0.012)) status = pick(r, [400, 404, 409, 422, 401]);
    const lv: Level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
    c.emit(t + total, gw, lv, e.access(r, route.method, path, status, total || int(r, 4, 60), upstream), { trace: tr });
  });

  for (const svc of e.health) {
    const p = int(r, 10, 30);
    c.every(c.t0, c.t1, p, (t) => c.emit(t, svc, "info", HEALTH[c.rt(svc)](r)));
  }
  // batch services outside the request path (loaders, exporters) write their own progress
  for (const s of e.services) {
    if (!c.has(s.name) || !s.ops.length || e.routes.some((rt) => rt.chain.includes(s.name))) continue;
    c.every(c.t0, c.t1, int(r, 8, 30), (t) => c.emit(t, s.name, "info", pick(r, s.ops)(r, study())));
  }
  for (const j of e.jobs) c.every(c.t0, c.t1, j.everySec, (t) => c.emit(t, j.svc, "info", j.msg(r)));

  const noisy = pick(
    r,
    e.noisy.filter((n) => c.has(n.svc)),
  );
  if (noisy) c.every(c.t0, c.t1, int(r, 4, 14), (t) => c.emit(t, noisy.svc, noisy.level, noisy.msg(r)));
  for (const d of e.deprecations) c.every(c.t0, c.t1, int(r, 60, 200), (t) => c.emit(t, d.svc, "warn", d.msg));

  const retriers = c.services.filter((s) => s !== gw && !c.outages.some((o) => o.svc === s && o.quietOwn >= 0.9));
  c.every(c.t0, c.t1, int(r, 25, 70), (t) => {
    const svc = pick(r, retriers);
    const tgt = pick(r, RETRY_TARGET);
    const code = pick(r, ["503", "ECONNRESET", "502", "connection reset", "timeout after 2000ms"]);
    c.emit(t, svc, "warn", `call to ${tgt} failed (${code}), retry 1/3 in ${int(r, 1, 5) * 100}ms`);
    c.emit(t + int(r, 150, 900), svc, "info", `call to ${tgt} succeeded on attempt 2`);
  });

  // an unrelated release or config reload close to the interesting moment
  const relSvc = pick(
    r,
    retriers.filter((s) => !c.outages.some((o) => o.svc === s)),
  );
  const relAt = quietNearAt + int(r, -90, 60) * 1000;
  const v = `${int(r, 1, 9)}.${int(r, 0, 30)}.${int(r, 0, 12)}`;
  if (chance(r, 0.5)) {
    c.emit(relAt - 1500, relSvc, "info", "received SIGTERM, draining in-flight requests");
    BOOT[c.rt(relSvc)](relSvc, v, r).forEach((m, i) => {
      c.emit(relAt + i * int(r, 80, 900), relSvc, "info", m);
    });
  } else {
    c.emit(
      relAt,
      relSvc,
      "info",
      `configuration reloaded from /etc/${relSvc}/${pick(r, ["app.yaml", "settings.toml", "appsettings.Production.json"])} (${int(r, 1, 5)} keys changed)`,
    );
    c.emit(
      relAt + 40,
      relSvc,
      "info",
      `feature flag ${pick(r, ["new-visit-calendar", "bulk-sdv", "diary-v3-ui", "icf-video"])} now ${pick(r, ["on for 10% of sites", "off", "on"])}`,
    );
  }
}

export function renderFile(c: Ctx, fmt: Format, r: Rng): string[] {
  const skew = new Map(c.services.map((s) => [s, int(r, -300, 300)]));
  const pad = Math.max(...c.services.map((s) => s.length)) + 4;
  const host = new Map(
    c.services.map((s) => [s, fmt === "gcp" ? `${s}-${hex(r, 9)}-${hex(r, 5)}` : `${s}.node-${int(r, 0, 3)}`]),
  );
  const evs: LogEvent[] = c.events.map(({ t, ...rest }) => ({
    ...rest,
    at: t + (skew.get(rest.svc) ?? 0),
    host: host.get(rest.svc),
  }));
  evs.sort((a, b) => a.at - b.at);
  const out: string[] = [];
  for (const e of evs) out.push(...render(fmt, e, { namespace: c.estate.namespace, pad }));
  return out;
}
