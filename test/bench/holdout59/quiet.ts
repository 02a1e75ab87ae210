// The normal noise of a window: periodic jobs and probes, one noisy service, domain events, deprecations,
// retries that succeed and an unrelated deploy or config reload.
import type { Estate } from "./estates.js";
import type { Ev, Level } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Runtime } from "./stacks.js";

function deployLines(r: Rng, svc: string, rt: Runtime): string[] {
  const v = `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 12)}`;
  const cls = svc
    .split("-")
    .map((p) => p[0].toUpperCase() + p.slice(1))
    .join("");
  switch (rt) {
    case "java":
      return [
        `Starting ${cls}Application v${v} using Java 21.0.4 with PID 1`,
        `Tomcat started on port 8080 (http) with context path '/'`,
        `Started ${cls}Application in ${r.float(8, 30).toFixed(3)} seconds (process running for ${r.float(9, 32).toFixed(3)})`,
      ];
    case "go":
      return [`starting ${svc} version=v${v} commit=${r.hex(7)} go=go1.22.5`, `listening on :8080`];
    case "node":
      return [`${svc}@${v} starting (node v20.15.1, NODE_ENV=production)`, `server listening on http://0.0.0.0:3000`];
    case "python":
      return [
        `Starting gunicorn 22.0.0`,
        `Listening at: http://0.0.0.0:8000 (1)`,
        `Using worker: uvicorn.workers.UvicornWorker`,
        `Booting worker with pid: ${r.int(7, 12)}`,
        `Application startup complete. (${svc} ${v})`,
      ];
    case "dotnet":
      return [
        `Now listening on: http://[::]:8080`,
        `Application started. Press Ctrl+C to shut down.`,
        `Hosting environment: Production`,
        `Content root path: /app (${svc} ${v})`,
      ];
    case "ruby":
      return [
        `Puma starting in single mode...`,
        `* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")`,
        `* Environment: production (${svc} ${v})`,
        `* Listening on http://0.0.0.0:3000`,
      ];
    case "cpp":
      return [
        `${svc} build ${v}-r${r.int(100, 999)} starting, ${r.pick([8, 16, 32])} worker threads`,
        `listening on 0.0.0.0:9100`,
      ];
  }
}

export function restartLines(r: Rng, svc: string, rt: Runtime): string[] {
  return deployLines(r, svc, rt);
}

export interface Background {
  events: Ev[];
  noisySvc: string;
  changeSvc: string;
}

export function background(r: Rng, es: Estate, t0: number, t1: number, changeAt: number, avoid: string): Background {
  const ev: Ev[] = [];
  const push = (t: number, svc: string, level: Level, msg: string) => {
    if (t >= t0 && t < t1) ev.push({ t: Math.round(t), svc, level, msg });
  };
  for (const k of es.ticks) {
    for (let t = t0 + r.float(0, k.sec * 1000); t < t1; t += k.sec * 1000 + r.float(-300, 300))
      push(t, k.svc, k.level ?? "info", k.line(r));
  }
  for (const k of es.deprecations) {
    for (let t = t0 + r.float(0, Math.min(k.sec, 200) * 1000); t < t1; t += k.sec * 1000 * r.float(0.8, 1.2))
      push(t, k.svc, k.level ?? "warn", k.line(r));
  }
  const noisy = r.pick(es.noisy);
  for (let t = t0 + r.float(500, 20000); t < t1; t += r.gap(noisy.sec * 1000))
    push(t, noisy.svc, noisy.level ?? "error", noisy.line(r));
  for (let t = t0 + r.gap(60000 / es.domainPerMin); t < t1; t += r.gap(60000 / es.domainPerMin)) {
    es.domain(r, (dt, svc, level, msg) => push(t + dt, svc, level, msg));
  }
  for (const rt of es.retries) {
    for (let t = t0 + r.gap(90000); t < t1; t += r.gap(90000)) {
      push(t, rt.svc, "warn", rt.warn(r));
      push(t + r.int(150, 2500), rt.svc, "info", rt.ok(r));
    }
  }
  const svcs = Object.keys(es.rt).filter((s) => s !== avoid);
  const changeSvc = r.pick(svcs);
  if (r.chance(0.6)) {
    push(
      changeAt - r.int(3000, 9000),
      changeSvc,
      "info",
      r.pick([
        "Received SIGTERM, shutting down gracefully",
        "Shutdown signal received, draining in-flight requests",
        "Graceful stop requested (SIGTERM)",
      ]),
    );
    const lines = deployLines(r, changeSvc, es.rt[changeSvc]);
    for (let i = 0; i < lines.length; i++) push(changeAt + i * r.int(40, 900), changeSvc, "info", lines[i]);
  } else {
    const keys = r.pick([
      "log.level",
      "feature.flags.new_checkout_banner",
      "cache.ttl_seconds",
      "http.client.pool_size",
      "metrics.export_interval",
    ]);
    push(changeAt, changeSvc, "info", `configuration reloaded from /etc/${changeSvc}/config.yaml (changed: ${keys})`);
  }
  return { events: ev, noisySvc: noisy.svc, changeSvc };
}
