// A service stopping and starting in its runtime's words: graceful shutdown, start-up banners, a version line.
import type { Ctx } from "./ctx.js";
import type { Rng } from "./rng.js";
import type { ServiceDef } from "./types.js";

const appName = (s: ServiceDef) =>
  `${s.name
    .split(/[-_]/)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join("")}Application`;

/** Graceful stop lines at t; returns when the process is gone. */
export function stopLines(ctx: Ctx, r: Rng, s: ServiceDef, t: number): number {
  const f = { force: true };
  switch (s.runtime) {
    case "java":
    case "kotlin":
    case "keycloak":
      ctx.emit(t, s, "INFO", "Commencing graceful shutdown. Waiting for active requests to complete", f);
      ctx.emit(t + r.int(300, 2500), s, "INFO", "Graceful shutdown complete", f);
      ctx.emit(t + r.int(2600, 3000), s, "INFO", "HikariPool-1 - Shutdown completed.", f);
      return t + 3100;
    case "node":
      ctx.emit(t, s, "INFO", "received SIGTERM, closing server (draining keep-alive connections)", f);
      ctx.emit(t + r.int(200, 1500), s, "INFO", "server closed, exiting", f);
      return t + 1600;
    case "go":
      ctx.emit(t, s, "INFO", "shutting down: signal=terminated grace=20s", f);
      ctx.emit(t + r.int(100, 1200), s, "INFO", "http server stopped", f);
      return t + 1300;
    case "python":
      ctx.emit(t, s, "INFO", "Shutting down", f);
      ctx.emit(t + 50, s, "INFO", "Waiting for application shutdown.", f);
      ctx.emit(t + r.int(100, 600), s, "INFO", "Application shutdown complete.", f);
      ctx.emit(t + 700, s, "INFO", "Finished server process [1]", f);
      return t + 800;
    case "dotnet":
      ctx.emit(t, s, "INFO", "Application is shutting down...", f);
      return t + r.int(300, 1500);
    case "ruby":
      ctx.emit(
        t,
        s,
        "INFO",
        s.roles.includes("jobs") ? "Shutting down" : "- Gracefully stopping, waiting for requests to finish",
        f,
      );
      ctx.emit(
        t + r.int(500, 3000),
        s,
        "INFO",
        s.roles.includes("jobs")
          ? "Terminating quiet threads for default capsule"
          : "=== puma shutdown: 2026-01-01 00:00:00 +0000 ===".replace(
              "2026-01-01 00:00:00",
              new Date(ctx.clock(s.name, t + 3000)).toISOString().slice(0, 19).replace("T", " "),
            ),
        f,
      );
      return t + 3100;
    default:
      return t + 500;
  }
}

/** Start-up lines from t; returns when the service is ready. */
export function startLines(ctx: Ctx, r: Rng, s: ServiceDef, t: number, version: string): number {
  const f = { force: true };
  switch (s.runtime) {
    case "java":
    case "kotlin":
    case "keycloak": {
      const secs = r.float(6, 19);
      ctx.emit(
        t,
        s,
        "INFO",
        `Starting ${appName(s)} v${version} using Java 21.0.3 with PID 1 (/app/app.jar started by app in /app)`,
        f,
      );
      ctx.emit(t + 900, s, "INFO", 'The following 1 profile is active: "prod"', f);
      ctx.emit(t + secs * 600, s, "INFO", "HikariPool-1 - Starting...", f);
      ctx.emit(
        t + secs * 620,
        s,
        "INFO",
        `HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@${r.hex(8)}`,
        f,
      );
      ctx.emit(t + secs * 640, s, "INFO", "HikariPool-1 - Start completed.", f);
      ctx.emit(t + secs * 950, s, "INFO", `Tomcat started on port ${s.port} (http) with context path '/'`, f);
      ctx.emit(
        t + secs * 1000,
        s,
        "INFO",
        `Started ${appName(s)} in ${secs.toFixed(3)} seconds (process running for ${(secs + 0.9).toFixed(3)})`,
        f,
      );
      return t + secs * 1000;
    }
    case "node":
      ctx.emit(t, s, "INFO", `starting ${s.name} version=${version} node=v20.12.2 env=production`, f);
      ctx.emit(t + r.int(800, 2500), s, "INFO", `server listening on http://0.0.0.0:${s.port}`, f);
      return t + 2600;
    case "go":
      ctx.emit(t, s, "INFO", `starting ${s.name} version=${version} go=go1.22.3`, f);
      ctx.emit(t + r.int(100, 800), s, "INFO", `listening addr=:${s.port}`, f);
      return t + 900;
    case "python":
      ctx.emit(t, s, "INFO", "Started server process [1]", f);
      ctx.emit(t + 30, s, "INFO", "Waiting for application startup.", f);
      ctx.emit(t + r.int(600, 2500), s, "INFO", `${s.name} ${version} ready`, f);
      ctx.emit(t + 2600, s, "INFO", "Application startup complete.", f);
      ctx.emit(t + 2610, s, "INFO", `Uvicorn running on http://0.0.0.0:${s.port} (Press CTRL+C to quit)`, f);
      return t + 2700;
    case "dotnet":
      ctx.emit(t, s, "INFO", `Now listening on: http://[::]:${s.port}`, f);
      ctx.emit(t + 20, s, "INFO", "Application started. Press Ctrl+C to shut down.", f);
      ctx.emit(t + 25, s, "INFO", "Hosting environment: Production", f);
      ctx.emit(t + 30, s, "INFO", `Content root path: /app (build ${version})`, f);
      return t + 1000;
    case "ruby":
      if (s.roles.includes("jobs")) {
        ctx.emit(t, s, "INFO", `Booted Rails 7.1.3.4 application in production environment (release ${version})`, f);
        ctx.emit(
          t + r.int(500, 1500),
          s,
          "INFO",
          "Running in ruby 3.3.1 (2024-04-23 revision c56cd86388) +YJIT [x86_64-linux]",
          f,
        );
        ctx.emit(t + 1600, s, "INFO", "Starting processing, hit Ctrl-C to stop", f);
        return t + 1700;
      }
      ctx.emit(t, s, "INFO", `Puma starting in cluster mode... (release ${version})`, f);
      ctx.emit(t + 10, s, "INFO", '* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")', f);
      ctx.emit(t + r.int(3000, 7000), s, "INFO", `* Listening on http://0.0.0.0:${s.port}`, f);
      ctx.emit(t + 7100, s, "INFO", "Use Ctrl-C to stop", f);
      return t + 7200;
    default:
      return t + 500;
  }
}

/** A rolling deploy of n replicas from t; returns the time the last one is ready. */
export function rollingDeploy(ctx: Ctx, r: Rng, s: ServiceDef, t: number, from: string, to: string, n = 2): number {
  let at = t;
  const sha = r.hex(7);
  for (let i = 0; i < n; i++) {
    const up = startLines(ctx, r, s, at, to);
    ctx.emit(up + 5, s, "INFO", `build info: release=${to} previous=${from} git_sha=${sha} replica=${i + 1}/${n}`, {
      force: true,
    });
    const down = stopLines(ctx, r, s, up + r.int(500, 4000));
    at = down + r.int(2000, 9000);
  }
  return at;
}
