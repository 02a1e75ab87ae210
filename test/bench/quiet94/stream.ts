// Background traffic of one window and the final step: clock skew, sort by printed time, render.
import type { Estate } from "./estates.js";
import { type Ev, type Format, type RenderCtx, render } from "./formats.js";
import { hex, int, pick, type Rng } from "./rng.js";

export interface Window {
  start: number;
  end: number;
  /** services whose INFO/DEBUG lines stop at `from` (they went quiet) */
  silence: { svc: string; from: number }[];
}

export const quietAt = (w: Window, svc: string, t: number) => w.silence.some((s) => s.svc === svc && t >= s.from);

const HEALTH: Record<string, (r: Rng) => string> = {
  java: (r) => `GET /actuator/health 200 ${int(r, 1, 9)}ms ua=kube-probe/1.29`,
  kotlin: (r) => `GET /health/ready 200 ${int(r, 1, 6)}ms`,
  go: (r) => `GET /healthz 200 ${int(r, 80, 900)}µs`,
  node: (r) => `GET /healthz 200 ${int(r, 1, 4)}ms - kube-probe/1.29`,
  ruby: (r) => `Completed 200 OK in ${int(r, 1, 5)}ms (GET /up)`,
  dotnet: (r) =>
    `Request finished HTTP/1.1 GET http://0.0.0.0:8080/health - 200 - text/plain ${int(r, 0, 3)}.${int(r, 1, 9)}ms`,
  python: (r) => `"GET /health HTTP/1.1" 200 ${int(r, 2, 20)}`,
};

/** Request flows, health probes, periodic jobs, the noisy service, deprecations and a few retries that succeed. */
export function background(e: Estate, w: Window, r: Rng, targetLines: number): Ev[] {
  const out: Ev[] = [];
  const push = (ev: Ev) => {
    if ((ev.level === "INFO" || ev.level === "DEBUG") && quietAt(w, ev.svc, ev.t)) return;
    if (ev.t < w.end) out.push(ev);
  };
  const secs = (w.end - w.start) / 1000;
  const fixed = secs * (e.health.length / 15 + 1 / e.noisy.every + 0.1);
  const perFlow = 2.4;
  const reqRate = Math.max(0.5, (targetLines * 0.72 - fixed) / perFlow / secs);
  for (
    let t = w.start + int(r, 0, 900);
    t < w.end;
    t += Math.max(20, Math.round((-Math.log(1 - r()) * 1000) / reqRate))
  ) {
    const trace = e.traces ? hex(r, 16) : undefined;
    for (const [svc, level, msg, dt] of pick(r, e.flows)(r)) push({ t: t + dt, svc, level, msg, trace });
  }
  for (const svc of e.health) {
    const rt = e.services[svc];
    for (let t = w.start + int(r, 0, 15000); t < w.end; t += 15000 + int(r, -40, 40))
      push({ t, svc, level: "INFO", msg: (HEALTH[rt] ?? HEALTH.go)(r) });
  }
  for (const j of e.jobs)
    for (let t = w.start + int(r, 0, j.every * 1000); t < w.end; t += j.every * 1000 + int(r, -300, 300))
      push({ t, svc: j.svc, level: "INFO", msg: j.msg(r) });
  for (let t = w.start + int(r, 500, 4000); t < w.end; t += Math.round(e.noisy.every * 1000 * (0.4 + r() * 1.2)))
    push({ t, svc: e.noisy.svc, level: e.noisy.level, msg: e.noisy.msg(r) });
  for (const d of e.deprecated)
    for (let t = w.start + int(r, 0, d.every * 1000); t < w.end; t += d.every * 1000 + int(r, -2000, 2000))
      push({ t, svc: d.svc, level: "WARN", msg: d.msg });
  // retries that succeed, any service that calls another
  const names = Object.keys(e.services);
  for (let t = w.start + int(r, 20000, 90000); t < w.end; t += int(r, 60000, 150000)) {
    const [a, b] = [pick(r, names), pick(r, names)];
    if (a === b) continue;
    const trace = e.traces ? hex(r, 16) : undefined;
    push({
      t,
      svc: a,
      level: "WARN",
      msg: `call to ${b} failed (HTTP 503), retry 1/3 in ${pick(r, [100, 200, 250])}ms`,
      trace,
    });
    push({ t: t + int(r, 150, 400), svc: a, level: "INFO", msg: `call to ${b} succeeded on attempt 2`, trace });
  }
  return out;
}

const VERSIONS = ["2.14.1", "3.2.0", "1.9.7", "4.0.3", "2.31.0", "5.12.4", "1.40.2"];

/** An unrelated rolling restart of `svc` at `t` (a deploy or a config reload), written the way that runtime says it. */
export function deploy(e: Estate, svc: string, t: number, r: Rng, kind: "deploy" | "reload"): Ev[] {
  const rt = e.services[svc];
  const v = pick(r, VERSIONS);
  if (kind === "reload")
    return [
      { t, svc, level: "INFO", msg: `SIGHUP received, reloading configuration from /etc/${svc}/${svc}.yaml` },
      {
        t: t + int(r, 50, 400),
        svc,
        level: "INFO",
        msg: `configuration reloaded (checksum ${hex(r, 12)}), ${int(r, 2, 9)} keys changed`,
      },
    ];
  const stop: Record<string, string> = {
    java: "Commencing graceful shutdown. Waiting for active requests to complete",
    kotlin: "Commencing graceful shutdown. Waiting for active requests to complete",
    go: "received signal terminated, shutting down http server",
    node: "SIGTERM received, closing server",
    ruby: "- Gracefully stopping, waiting for requests to finish",
    dotnet: "Application is shutting down...",
    python: "Shutting down",
    cpp: "caught SIGTERM, stopping lane threads",
    c: "SIGTERM: closing serial ports",
  };
  const start: Record<string, string> = {
    java: `Started Application in ${int(r, 6, 19)}.${int(r, 100, 999)} seconds (process running for ${int(r, 8, 22)}.4)`,
    kotlin: `Started ApplicationKt in ${int(r, 4, 12)}.${int(r, 100, 999)} seconds`,
    go: `starting ${svc} version=${v} addr=:8080`,
    node: `${svc}@${v} listening on :3000`,
    ruby: `* Puma version: 6.4.2 ("The Eagle of Durango") - Listening on http://0.0.0.0:3000 (release ${v})`,
    dotnet: "Now listening on: http://[::]:8080",
    python: `Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit) - ${svc} ${v}`,
    cpp: `${svc} ${v} up, ${int(r, 2, 6)} lanes attached`,
    c: `${svc} ${v} started, bus /dev/ttyS1 9600 8N1`,
  };
  return [
    { t, svc, level: "INFO", msg: stop[rt] ?? "shutting down" },
    { t: t + int(r, 3000, 9000), svc, level: "INFO", msg: start[rt] ?? `started ${v}` },
  ];
}

/** Skew, sort by printed time, render in `f`. */
export function finish(e: Estate, evs: Ev[], f: Format, r: Rng): string[] {
  const skew: Record<string, number> = {};
  const node: Record<string, number> = {};
  for (const s of Object.keys(e.services)) {
    skew[s] = int(r, -300, 300);
    node[s] = int(r, 0, 3);
  }
  for (const ev of evs) ev.pt = ev.t + skew[ev.svc];
  evs.sort((a, b) => (a.pt ?? 0) - (b.pt ?? 0) || a.t - b.t);
  const ctx: RenderCtx = {
    namespace: e.namespace,
    runtime: (s) => e.services[s] ?? "custom",
    node: (s) => node[s] ?? 0,
    nameWidth: Math.max(...Object.keys(e.services).map((s) => s.length)),
  };
  return evs.flatMap((ev) => render(f, ev, ctx));
}
