// The traffic engine: request traffic through an estate's routes, health checks, periodic jobs, a noisy service,
// deprecation warnings, retries that succeed, an unrelated deploy, episodes of harmless noise and an optional fault.
import { accessLine, type Estate, okLine, type Role, routesFor } from "./estates.js";
import type { Level, Rec } from "./formats.js";
import type { Rng } from "./rng.js";

export type Line = [Level, string];

export interface Ctx {
  e: Estate;
  r: Rng;
  t0: number;
  tEnd: number;
  emit(t: number, svc: string, level: Level, msg: string, req?: string): void;
  pick(...roles: Role[]): string;
  req(): string | undefined;
  /** When something noteworthy should happen: a random time well inside the window. */
  when(): number;
}

export interface Fault {
  role: Role;
  start: number;
  rate: number;
  /** The origin stops writing its healthy lines once failing. */
  quiet?: boolean;
  origin?(r: Rng, req: string | undefined): Line[];
  caller(r: Rng, caller: string, callee: string, depth: number): Line;
  /** Retry lines the direct caller adds per failed request. */
  retries?: number;
  retryLine?(r: Rng, caller: string, callee: string, attempt: number): Line;
  onset?(c: Ctx): void;
}

export interface Scenario {
  e: Estate;
  r: Rng;
  seed: number;
  t0: number;
  minutes: number;
  lines: number;
  fault?: Fault;
  episodes: ((c: Ctx) => void)[];
  noisy: (c: Ctx) => void;
  deployAt: number;
  deploySvc: string;
}

const DEPRECATIONS: Record<string, string[]> = {
  node: [
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.\n(Use `node --trace-deprecation ...` to show where the warning was created)",
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  ],
  python: [
    "/usr/local/lib/python3.12/site-packages/botocore/auth.py:425: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "/app/.venv/lib/python3.11/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead.",
  ],
  java: [
    "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
    "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
  ],
  ruby: [
    "DEPRECATION WARNING: `ActiveSupport::ProxyObject` is deprecated and will be removed in Rails 8.0. Use `BasicObject` directly instead.",
  ],
  dotnet: [
    "Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager: No XML encryptor configured. Key {" +
      "7f1c2a0e-5d1b-4a51-9e0c-2b8f2d1f0a11} may be persisted to storage in unencrypted form.",
  ],
  go: [
    "grpc: addrConn.createTransport: WithInsecure is deprecated; use WithTransportCredentials and insecure.NewCredentials() instead",
  ],
  cpp: ["WARNING: the 'no-tlsv1' option is deprecated, TLSv1 is disabled by default"],
};

const JOBS: Partial<Record<Role, [number, (r: Rng) => string]>> = {
  remind: [60, (r) => `reminder sweep: ${r.i(10, 80)} due, ${r.i(10, 80)} queued in ${r.i(90, 900)}ms`],
  billing: [
    240,
    (r) => `claims batch ${r.hex(6)} exported: ${r.i(12, 140)} claims, 0 rejected, took ${r.f(1, 9).toFixed(1)}s`,
  ],
  alerts: [30, (r) => `threshold sweep finished: patients=${r.i(300, 2400)} evaluated=${r.i(40, 400)} alerts=0`],
  sched: [120, (r) => `provider availability cache refreshed (${r.i(80, 400)} providers) in ${r.i(40, 600)}ms`],
  ingest: [45, (r) => `kafka producer stats: sent=${r.i(400, 3000)} acked=ok inflight=${r.i(0, 6)}`],
  media: [
    30,
    (r) => `stats: rooms=${r.i(20, 140)} participants=${r.i(40, 300)} cpu=${r.i(12, 55)}% egress=${r.i(40, 400)}Mbps`,
  ],
};

export function simulate(sc: Scenario): Rec[] {
  const { e, r } = sc;
  const t0 = sc.t0;
  const span = sc.minutes * 60000;
  const tEnd = t0 + span;
  const skew: Record<string, number> = {};
  const recs: Rec[] = [];
  const f = sc.fault;
  const originSvc = f ? (e.svc[f.role] as string) : "";
  let inOnset = false;
  const emit = (t: number, svc: string, level: Level, msg: string, req?: string) => {
    if (t < t0 || t >= tEnd) return;
    // a service that has gone quiet writes nothing but what its failure itself writes
    if (f?.quiet && !inOnset && svc === originSvc && t >= f.start) return;
    if (skew[svc] === undefined) skew[svc] = r.i(-300, 300);
    recs.push({ t, svc, level, msg, req: e.traceIds ? req : undefined, skew: skew[svc] });
  };
  const services = Object.values(e.svc) as string[];
  for (const s of services) skew[s] = r.i(-300, 300);
  const ctx: Ctx = {
    e,
    r,
    t0,
    tEnd,
    emit,
    pick: (...roles) => {
      for (const x of roles) if (e.svc[x]) return e.svc[x] as string;
      return e.svc.edge as string;
    },
    req: () => (e.traceIds ? r.hex(16) : undefined),
    when: () => t0 + span * r.f(0.1, 0.9),
  };
  const routes = routesFor(e);
  // fixed lines: health checks, jobs, deprecations, noisy service, deploy, episodes
  const probed = services.filter((_, k) => k % 2 === 0);
  for (const s of probed) {
    for (let t = t0 + r.f(0, 10000); t < tEnd; t += 10000 + r.f(-40, 40)) {
      if (f?.quiet && s === originSvc && t > f.start) continue;
      emit(t, s, "info", accessLine(e.rt[s], r, "GET", "/healthz", 200, r.f(0.3, 3)));
    }
  }
  for (const [role, job] of Object.entries(JOBS) as [Role, [number, (r: Rng) => string]][]) {
    const s = e.svc[role];
    if (!s) continue;
    for (let t = t0 + r.f(0, job[0] * 1000); t < tEnd; t += job[0] * 1000 * r.f(0.95, 1.05)) {
      if (f && s === originSvc && t > f.start && (f.quiet || f.rate > 0.5)) continue;
      emit(t, s, "info", job[1](r));
    }
  }
  for (const s of services) {
    const d = DEPRECATIONS[e.rt[s]];
    if (d && r.c(0.6)) emit(t0 + r.f(0, 40000), s, "warn", r.p(d));
  }
  sc.noisy(ctx);
  // unrelated deploy / config reload
  deploy(ctx, sc.deploySvc, sc.deployAt);
  for (const ep of sc.episodes) ep(ctx);
  inOnset = true;
  if (f?.onset) f.onset(ctx);
  inOnset = false;
  // request traffic
  const hops = routes.reduce((a, x) => a + x.length, 0) / routes.length;
  const target = Math.max(200, sc.lines - recs.length);
  const gap = span / (target / (hops * 0.95 + 0.05));
  for (let t = t0 + r.f(0, gap); t < tEnd; t += gap * r.f(0.3, 1.7)) {
    const route = r.p(routes);
    const req = r.hex(16);
    const failing = f && t >= f.start;
    const idx = failing ? route.indexOf(originSvc) : -1;
    const hit = idx >= 0 && r.c(f?.rate ?? 0);
    let tt = t;
    const upto = hit ? idx : route.length;
    for (let h = 0; h < route.length && h <= upto; h++) {
      tt += r.f(1, 25);
      const s = route[h];
      if (h === upto && hit) break;
      if (failing && f?.quiet && s === originSvc) continue;
      if (!hit && h > 0 && r.c(0.015)) {
        // a retry that succeeds
        emit(
          tt,
          route[h - 1],
          "warn",
          r.p([
            `retrying request to ${s} (attempt 2/3) after 200ms: upstream returned 503`,
            `request to ${s} failed with ECONNRESET on a reused keep-alive socket, retrying once`,
            `transient error calling ${s}: read: connection reset by peer; retry 1 of 3`,
          ]),
          req,
        );
        tt += r.f(200, 260);
      }
      emit(tt, s, "info", okLine(e, s, r), req);
    }
    if (!hit || !f) continue;
    let te = tt + r.f(5, 80);
    // a service going quiet still answers its first failures for a minute and a half
    inOnset = te < f.start + 90000;
    if (f.origin) for (const [l, m] of f.origin(r, req)) emit(te, originSvc, l, m, req);
    inOnset = false;
    for (let h = idx - 1; h >= 0; h--) {
      const caller = route[h];
      if (h === idx - 1 && f.retries && f.retryLine) {
        for (let a = 1; a <= f.retries; a++) {
          te += r.f(100, 900) * a;
          const [l, m] = f.retryLine(r, caller, route[h + 1], a);
          emit(te, caller, l, m, req);
        }
      }
      te += r.f(3, 40);
      const [l, m] = f.caller(r, caller, route[h + 1], idx - h);
      emit(te, caller, l, m, req);
    }
  }
  return recs.sort((a, b) => a.t + a.skew - (b.t + b.skew));
}

function deploy(c: Ctx, svc: string, at: number): void {
  const { r, e } = c;
  const ver = `${r.i(1, 4)}.${r.i(0, 40)}.${r.i(0, 12)}`;
  const rt = e.rt[svc];
  if (r.c(0.35)) {
    c.emit(
      at,
      svc,
      "info",
      `config reloaded from /etc/${svc}/config.yaml: ${r.i(1, 4)} keys changed (feature_flags, log_sampling)`,
    );
    return;
  }
  c.emit(at, svc, "info", "SIGTERM received, draining in-flight requests (grace 30s)");
  c.emit(at + r.f(800, 4000), svc, "info", `drained, ${r.i(0, 5)} requests completed during shutdown`);
  const up = at + r.f(9000, 20000);
  const start: Record<string, string> = {
    java: `Started ${svc.replace(/-(\w)/g, (_, x: string) => x.toUpperCase())}Application in ${r.f(6, 14).toFixed(3)} seconds (process running for ${r.f(7, 16).toFixed(3)})`,
    node: `server listening on 0.0.0.0:8080 (version ${ver}, node v20.${r.i(10, 18)}.0)`,
    go: `starting ${svc} version=${ver} commit=${r.hex(7)} listen=:8080`,
    python: `Booting worker with pid: ${r.i(7, 60)}`,
    ruby: `* Puma version: 6.4.2 (ruby 3.3.0-p0) ("The Eagle of Durango")\n*  Min threads: 5\n*  Max threads: 5\n*  Environment: production\n* Listening on http://0.0.0.0:3000`,
    dotnet: `Now listening on: http://[::]:8080\nApplication started. Press Ctrl+C to shut down.\nHosting environment: Production`,
    cpp: `${svc} ${ver} started, listening on 0.0.0.0:3478 (udp,tcp)`,
  };
  c.emit(up, svc, "info", start[rt] ?? `started ${svc} ${ver}`);
  c.emit(
    up + r.f(100, 900),
    svc,
    "info",
    `deployed ${svc} ${ver} (image sha256:${r.hex(12)}) rollout step 1/3 healthy`,
  );
}
