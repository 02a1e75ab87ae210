// One aggregated window: baseline traffic, probes, periodic jobs, the noisy service, deprecation warnings, retries
// that succeed, rolling deploys and config reloads; then per-service clock skew and rendering sorted by printed time.
import type { Estate, Flow, Runtime } from "./estates.js";
import { type Format, type Level, render } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ev {
  t: number;
  svc: string;
  level: Level;
  msg: string;
  stack?: string;
  errType?: string;
  trace?: string;
  /** still printed while the service is silenced (its crash lines, its restarts) */
  keep?: boolean;
}

export interface Ctx {
  r: Rng;
  estate: Estate;
  t0: number;
  t1: number;
  evs: Ev[];
  /** requests per second at the edge */
  rate: number;
  silenced: { svc: string; from: number; to: number }[];
  /** baseline lines that a broken service no longer prints as usual */
  drop: ((e: Ev) => boolean)[];
  /** replaces a request's lines (a failing callee); null keeps the normal lines */
  intercept?: (flow: Flow, t: number, trace: string | undefined) => Ev[] | null;
  /** extra latency for flows through a service at a time (harmless slowness) */
  slow?: (flow: Flow, t: number) => number;
  rt(svc: string): Runtime;
  add(t: number, svc: string, level: Level, msg: string, more?: Partial<Ev>): void;
  /** a line every `gap` seconds on average in [from, to) */
  every(svc: string, from: number, to: number, gap: number, level: Level, msg: (r: Rng) => string): void;
}

export function newCtx(r: Rng, estate: Estate, t0: number, minutes: number, rate: number): Ctx {
  const ctx: Ctx = {
    r,
    estate,
    t0,
    t1: t0 + minutes * 60_000,
    evs: [],
    rate,
    silenced: [],
    drop: [],
    rt: (svc) => estate.services.find((s) => s.name === svc)?.rt ?? "go",
    add: (t, svc, level, msg, more) => {
      ctx.evs.push({ t: Math.round(t), svc, level, msg, ...more });
    },
    every: (svc, from, to, gap, level, msg) => {
      for (let t = from + r.exp(gap * 1000); t < to; t += r.exp(gap * 1000)) ctx.add(t, svc, level, msg(r));
    },
  };
  return ctx;
}

const traceId = (r: Rng) => r.hex(r.chance(0.5) ? 16 : 32);

export function latency(r: Rng): number {
  return Math.round(Math.exp(3.4 + r.next() * 1.6 + (r.chance(0.03) ? 1.5 : 0)));
}

function pickFlow(r: Rng, flows: Flow[]): Flow {
  const total = flows.reduce((s, f) => s + f.w, 0);
  let x = r.next() * total;
  for (const f of flows) {
    x -= f.w;
    if (x <= 0) return f;
  }
  return flows[flows.length - 1] as Flow;
}

/** The normal lines of one request through `flow` starting at `t`. */
export function normalRequest(ctx: Ctx, flow: Flow, t: number, trace: string | undefined): Ev[] {
  const { r } = ctx;
  const ms = latency(r) + (ctx.slow ? ctx.slow(flow, t) : 0);
  const lines = flow.lines(r, ms);
  const n = flow.path.length;
  return flow.path.map((svc, i) => ({
    t: Math.round(i === 0 ? t + ms : t + ms * ((n - i) / (n + 1)) * 0.9),
    svc,
    level: "info" as Level,
    msg: lines[i] ?? "",
    trace,
  }));
}

const PROBE: Record<Runtime, (r: Rng) => string> = {
  go: (r) => `GET /healthz 200 ${r.int(1, 9) / 10}ms`,
  java: () => `GET /actuator/health/readiness 200`,
  python: (r) => `"GET /healthz HTTP/1.1" 200 2 ${r.int(1, 4)}ms`,
  node: (r) => `GET /health 200 ${r.int(0, 3)}ms`,
  dotnet: (r) =>
    `Request finished HTTP/1.1 GET http://0.0.0.0:8080/healthz - 200 - text/plain ${r.int(0, 3)}.${r.int(1000, 9999)}ms`,
  ruby: (r) => `Completed 200 OK in ${r.int(1, 3)}ms (Views: 0.1ms | ActiveRecord: 0.0ms | Allocations: 211)`,
  cpp: () => "health: ok",
};

const DEPRECATION: Record<Runtime, string[]> = {
  go: [
    "grpc: Dial is deprecated: use NewClient instead",
    "aws-sdk-go v1 is in maintenance mode; migrate to aws-sdk-go-v2",
  ],
  java: [
    "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
  ],
  python: [
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "PydanticDeprecatedSince20: The `dict` method is deprecated; use `model_dump` instead. Deprecated in Pydantic V2.0 to be removed in V3.0.",
  ],
  node: [
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  ],
  dotnet: [
    "warning SYSLIB0014: 'WebRequest.Create(string)' is obsolete: 'WebRequest, HttpWebRequest, ServicePoint, and WebClient are obsolete. Use HttpClient instead.'",
  ],
  ruby: [
    "DEPRECATION WARNING: `to_time` will always preserve the full timezone rather than offset of the receiver in Rails 8.1. To opt in to the new behavior, set `config.active_support.to_time_preserves_timezone = :zone`.",
  ],
  cpp: ["[swscaler @ 0x55d1c2a0] deprecated pixel format used, make sure you did set range correctly"],
};

const POD_CHARS = "bcdfghjklmnpqrstvwxz2456789";
const podPart = (r: Rng, n: number) => Array.from({ length: n }, () => r.pick([...POD_CHARS])).join("");
const POD = (r: Rng) => `${podPart(r, 9)}-${podPart(r, 5)}`;

/** A rolling restart of `svc` at `t` (the new version boots, the old pod drains). */
export function deploy(ctx: Ctx, svc: string, t: number, version: string): void {
  const { r } = ctx;
  const rt = ctx.rt(svc);
  const lines: Record<Runtime, [Level, string][]> = {
    go: [
      ["info", "received SIGTERM, shutting down http server (grace 30s)"],
      ["info", `starting ${svc} version=${version} commit=${r.hex(7)} go=go1.23.4`],
      ["info", "listening on :8080 (metrics on :9090)"],
    ],
    java: [
      ["info", "Commencing graceful shutdown. Waiting for active requests to complete"],
      [
        "info",
        `Starting ${svc.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}Application v${version} using Java 21.0.5 with PID 1`,
      ],
      [
        "info",
        `Started ${svc.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}Application in ${r.int(9, 24)}.${r.int(100, 999)} seconds (process running for ${r.int(25, 30)}.${r.int(1, 9)})`,
      ],
    ],
    python: [
      ["info", "Handling signal: term"],
      ["info", "Starting gunicorn 22.0.0"],
      ["info", `Booting worker with pid: ${r.int(7, 40)} (release ${version})`],
    ],
    node: [
      ["info", "SIGTERM received, draining connections"],
      ["info", `${svc}@${version} starting (node v20.18.1, NODE_ENV=production)`],
      ["info", "Server listening at http://0.0.0.0:3000"],
    ],
    dotnet: [
      ["info", "Application is shutting down..."],
      ["info", "Now listening on: http://[::]:8080"],
      ["info", `Application started. Hosting environment: Production; build ${version}`],
    ],
    ruby: [
      ["info", "- Gracefully stopping, waiting for requests to finish"],
      ["info", `Puma starting in single mode... * Puma version: 6.4.3 * Ruby version: ruby 3.3.5 * release ${version}`],
      ["info", "* Listening on http://0.0.0.0:3000"],
    ],
    cpp: [
      ["info", "caught SIGTERM, finishing in-flight jobs"],
      ["info", `transcoder ${version} starting, 4 worker threads, hwaccel=none`],
      ["info", "ready"],
    ],
  };
  lines[rt].forEach(([lv, m], i) => {
    ctx.add(t + i * r.int(800, 6000), svc, lv, m, { keep: true });
  });
}

export function configReload(ctx: Ctx, svc: string, t: number, what: string): void {
  ctx.add(t, svc, "info", `config reloaded from /etc/${svc}/config.yaml (${what})`, { keep: true });
}

/** Everything a healthy window of `ctx.estate` prints. */
export function baseline(ctx: Ctx, noisyIx: number): void {
  const { r, estate, t0, t1 } = ctx;
  for (let t = t0 + r.exp(1000 / ctx.rate); t < t1; t += r.exp(1000 / ctx.rate)) {
    const flow = pickFlow(r, estate.flows);
    const trace = estate.traced ? traceId(r) : undefined;
    const got = ctx.intercept ? ctx.intercept(flow, t, trace) : null;
    ctx.evs.push(...(got ?? normalRequest(ctx, flow, t, trace)));
  }
  for (const s of estate.services) {
    if (s.probes) {
      const phase = r.int(0, 10_000);
      for (let t = t0 + phase; t < t1; t += 10_000 + r.int(-40, 40)) ctx.add(t, s.name, "info", PROBE[s.rt](r));
    }
    for (const j of s.jobs) {
      for (let t = t0 + r.int(0, j.every * 1000); t < t1; t += j.every * 1000 + r.int(-300, 300))
        ctx.add(t, s.name, j.level, j.msg(r));
    }
  }
  const noisy = estate.noisy[noisyIx % estate.noisy.length];
  if (noisy) ctx.every(noisy.svc, t0 + r.int(0, 20_000), t1, noisy.every, noisy.level, noisy.msg);
  for (const s of r.shuffle([...estate.services]).slice(0, 3)) {
    const m = r.pick(DEPRECATION[s.rt]);
    for (let t = t0 + r.int(5_000, 120_000); t < t1; t += r.int(150_000, 400_000)) ctx.add(t, s.name, "warn", m);
  }
  for (const rt of estate.retries) {
    for (let t = t0 + r.exp(150_000); t < t1; t += r.exp(150_000)) {
      const tr = estate.traced ? traceId(r) : undefined;
      ctx.add(t, rt.caller, "warn", rt.msg(r), { trace: tr });
      ctx.add(t + r.int(200, 900), rt.caller, "info", `${rt.callee} call succeeded on attempt 2`, { trace: tr });
    }
  }
}

/** Skews, drops silenced lines, sorts by printed time and renders; returns the file's lines. */
export function finish(ctx: Ctx, format: Format): string[] {
  const { r, estate } = ctx;
  const skew = new Map<string, number>();
  const host = new Map<string, string>();
  for (const s of estate.services) {
    skew.set(s.name, r.int(-300, 300));
    host.set(
      s.name,
      format === "datadog"
        ? `ip-10-${r.int(0, 9)}-${r.int(0, 255)}-${r.int(1, 254)}.ec2.internal`
        : `${s.name}-${POD(r)}`,
    );
  }
  const width = Math.max(...estate.services.map((s) => s.name.length)) + 4;
  const kept = ctx.evs.filter(
    (e) =>
      e.t >= ctx.t0 &&
      e.t < ctx.t1 &&
      !ctx.drop.some((d) => d(e)) &&
      (e.keep || !ctx.silenced.some((s) => s.svc === e.svc && e.t >= s.from && e.t < s.to)),
  );
  const printed = kept.map((e, i) => ({ e, i, at: e.t + (skew.get(e.svc) ?? 0) }));
  printed.sort((a, b) => a.at - b.at || a.i - b.i);
  const out: string[] = [];
  for (const { e, at } of printed) {
    out.push(
      ...render(
        format,
        {
          at,
          svc: e.svc,
          level: e.level,
          msg: e.msg,
          stack: e.stack,
          errType: e.errType,
          trace: e.trace,
          host: host.get(e.svc) ?? e.svc,
          namespace: estate.namespace,
        },
        width,
      ),
    );
  }
  return out;
}
