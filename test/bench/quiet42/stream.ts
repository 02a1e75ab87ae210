// Builds one aggregated stream: traffic, health checks, periodic jobs, deprecation warnings, retries that succeed,
// a deploy or config reload, the noisy service, harmless bursts and (maybe) one failure; then skews each service's
// clock, sorts by printed time and renders.
import { type Estate, health } from "./estates.js";
import { type Format, type Level, type Rec, render } from "./formats.js";
import type { Failure } from "./incidents.js";
import { type Ctx, KINDS, type NoiseKind, runKind } from "./quiet.js";
import type { Rng } from "./rng.js";

export interface Spec {
  estate: Estate;
  format: Format;
  start: number;
  minutes: number;
  targetLines: number;
  steady: NoiseKind;
  bursts: NoiseKind[];
  failure?: Failure;
  failAt?: number;
}

type Tagged = Rec & { bg: boolean; health?: boolean };

const lineCount = (recs: Rec[], format: Format) =>
  recs.reduce((n, x) => n + (format === "logfmt" || format === "compose" ? x.msg.split("\n").length : 1), 0);

function startLine(rt: string, svc: string, v: string, r: Rng): string {
  switch (rt) {
    case "java":
      return `Started ${svc.replace(/(^|-)(\w)/g, (_m, _a, b: string) => b.toUpperCase())}Application in ${r.f(8, 20).toFixed(3)} seconds (version ${v})`;
    case "go":
      return `starting ${svc} version=${v} go=go1.22.5 listen=:8080`;
    case "node":
      return `${svc}@${v} listening on :3000 (NODE_ENV=production)`;
    case "python":
      return `[INFO] Booting worker with pid: ${r.i(8, 60)} (${svc} ${v})`;
    case "dotnet":
      return `Now listening on: http://[::]:8080 (${svc} ${v}, Hosting environment: Production)`;
    case "ruby":
      return `* Puma version: 6.4.2 ("The Eagle of Durango") ${svc} release ${v}, Listening on http://0.0.0.0:3000`;
    default:
      return `${svc} ${v} up, ${r.i(2, 8)} worker threads`;
  }
}

export function buildStream(spec: Spec, r: Rng): { lines: string[] } {
  const est = spec.estate;
  const names = Object.keys(est.svcs);
  const skew: Record<string, number> = {};
  for (const s of names) skew[s] = r.i(-300, 300);
  const t0 = spec.start;
  const t1 = t0 + spec.minutes * 60000;
  const recs: Tagged[] = [];
  let bg = true;
  const put = (t: number, svc: string, level: Level, msg: string, req?: string, hc?: boolean) => {
    if (t >= t0 && t < t1) recs.push({ t: Math.round(t), svc, level, msg, req, bg, health: hc });
  };
  const ctx: Ctx = {
    r,
    est,
    t0,
    t1,
    add: (t, svc, level, msg, req) => put(t, svc, level, msg, req),
    svc: (role) => est.roles[role] ?? names[0],
    req: () => (est.traced ? r.hex(16) : undefined),
  };

  // health checks and periodic jobs
  for (const s of names) {
    const every = r.i(10000, 20000);
    for (let t = t0 + r.i(0, every); t < t1; t += every + r.i(-200, 200))
      put(t, s, "info", health(est.svcs[s], s, r), undefined, true);
  }
  for (const [sec, svc, f] of est.jobs)
    for (let t = t0 + r.i(0, sec * 1000); t < t1; t += sec * 1000 + r.i(-500, 500)) {
      const [lv, m] = f(r);
      put(t, svc, lv, m);
    }
  for (const [svc, m] of est.deprecations)
    for (let t = t0 + r.i(5000, 60000); t < t1; t += r.i(90000, 240000)) put(t, svc, "warn", m);

  // retries that succeed
  for (let t = t0 + r.i(10000, 60000); t < t1; t += r.i(40000, 120000)) {
    const [a, b] = r.shuffle([...names]).slice(0, 2);
    const req = ctx.req();
    put(
      t,
      a,
      "warn",
      `call to ${b} failed (${r.p(["ECONNRESET", "503 Service Unavailable", "read timeout after 2000ms", "connection closed before message completed"])}), retry 1/3 in ${r.p([100, 200, 250])}ms`,
      req,
    );
    put(t + r.i(150, 600), a, "info", `call to ${b} succeeded on attempt 2`, req);
  }

  // an unrelated deploy or config reload, near the failure when there is one
  const pivot = spec.failAt ?? t0 + r.f(0.3, 0.7) * (t1 - t0);
  const others = names.filter((s) => s !== spec.failure?.origin);
  const dsvc = r.p(others);
  const dat = pivot + r.i(-150000, 90000);
  const ver = `${r.i(1, 9)}.${r.i(0, 40)}.${r.i(0, 12)}`;
  if (r.c(0.6)) {
    put(dat, dsvc, "info", `received SIGTERM, draining connections (rollout ${r.hex(10)})`);
    put(dat + r.i(3000, 9000), dsvc, "info", startLine(est.svcs[dsvc], dsvc, ver, r));
    put(
      dat + r.i(9000, 15000),
      dsvc,
      "warn",
      `feature flag ${r.p(["new-pricing-widget", "eta-v43-shadow", "ari-compression", "promo-stacking"])} not found in flag store, defaulting to false`,
    );
  } else {
    put(dat, dsvc, "info", `config reloaded (${r.i(2, 12)} keys changed, checksum ${r.hex(8)})`);
    put(
      dat + r.i(200, 900),
      dsvc,
      "warn",
      `config: key ${r.p(["http.client.timeout_ms", "cache.ttl", "log.sampling"])} is deprecated and will be ignored in the next major version`,
    );
  }

  // noise: the noisy service from the first minute and a few alarming bursts
  runKind(spec.steady, ctx, "steady");
  for (const k of spec.bursts) runKind(k, ctx, "burst");

  // the failure
  bg = false;
  if (spec.failure && spec.failAt !== undefined) spec.failure.apply(ctx, spec.failAt);
  bg = true;

  // request traffic until the file reaches its size
  const flows = est.flows;
  let have = lineCount(recs, spec.format);
  while (have < spec.targetLines) {
    const at = r.f(t0, t1);
    const req = ctx.req();
    for (const [dt, svc, lv, m] of r.p(flows)(r)) {
      put(at + dt, svc, lv, m, req);
      have++;
    }
  }

  let out: Rec[] = recs;
  const f = spec.failure;
  if (f && spec.failAt !== undefined) {
    const at = spec.failAt;
    out = recs.filter(
      (x) =>
        !(
          x.bg &&
          x.t >= at &&
          ((x.svc === f.origin && (f.silent || (x.level === "info" && !x.health && r.c(f.quiet)))) ||
            (f.mute?.test(x.msg) && r.c(Math.max(f.quiet, 0.5))))
        ),
    );
  }
  out.sort((a, b) => a.t + skew[a.svc] - (b.t + skew[b.svc]));
  return { lines: render(spec.format, out, skew, est.ns) };
}

export const ALL_KINDS = KINDS;
