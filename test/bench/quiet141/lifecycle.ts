// Process lifecycle in each runtime's words: graceful shutdown, start-up banners and a rolling deploy with the
// edge's short blip while the upstream swaps. Used by quiet noise and as unrelated deploys near incidents.
import type { Rng } from "./rng.js";
import { abbrev } from "./shapes.js";
import type { Svc } from "./types.js";
import type { Win } from "./window.js";

const cap = (s: string) =>
  s
    .split(/[-_.]/)
    .map((x) => x[0].toUpperCase() + x.slice(1))
    .join("");

/** Lines a service prints while starting, in its runtime's shape. */
export function startupLines(svc: Svc, r: Rng, version: string): string[] {
  const app = cap(svc.name);
  switch (svc.runtime) {
    case "java":
      return [
        `[main] ${abbrev(svc.pkg)}.${app}Application : Starting ${app}Application v${version} using Java 21.0.5 with PID 1`,
        `[main] o.s.b.w.embedded.tomcat.TomcatWebServer : Tomcat initialized with port 8080 (http)`,
        `[main] com.zaxxer.hikari.HikariDataSource : HikariPool-1 - Start completed.`,
        `[main] ${abbrev(svc.pkg)}.${app}Application : Started ${app}Application in ${r.int(70, 160) / 10} seconds (process running for ${r.int(90, 190) / 10})`,
      ];
    case "node":
      return [
        `${svc.name}@${version} starting (node v22.11.0, NODE_ENV=production)`,
        `listening on 0.0.0.0:3000 (pid 1)`,
      ];
    case "go":
      return [`starting ${svc.name} version=${version} go=go1.23.4 GOMAXPROCS=2`, `http server listening addr=:8080`];
    case "python":
      return [
        `Started server process [${r.int(7, 40)}]`,
        "Waiting for application startup.",
        `${svc.pkg}.app: ${svc.name} ${version} ready`,
        "Application startup complete.",
        "Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)",
      ];
    case "ruby":
      return [
        "Puma starting in cluster mode...",
        `* Puma version: 6.4.3 ("The Eagle of Durango")`,
        "* Min threads: 3, max threads: 3",
        `* Environment: production (${svc.name} ${version})`,
        "* Listening on http://0.0.0.0:3000",
        "Use Ctrl-C to stop",
      ];
    case "dotnet":
      return [
        "Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080",
        "Microsoft.Hosting.Lifetime[0] Application started. Press Ctrl+C to shut down.",
        `Microsoft.Hosting.Lifetime[0] Hosting environment: Production (${svc.name} ${version})`,
      ];
    case "php":
      return [`NOTICE: fpm is running, pid 1`, `NOTICE: ready to handle connections (${svc.name} ${version})`];
    case "elixir":
      return [
        `[info] Running ${app}Web.Endpoint with Bandit 1.5.7 at :::4000 (http)`,
        `[info] Access ${app}Web.Endpoint at https://${svc.name}.internal (release ${version})`,
      ];
    default:
      return [`${svc.name} ${version} started`];
  }
}

/** Lines a service prints while shutting down on SIGTERM. */
export function shutdownLines(svc: Svc, r: Rng): string[] {
  switch (svc.runtime) {
    case "java":
      return [
        "[ionShutdownHook] o.s.b.w.e.tomcat.GracefulShutdown : Commencing graceful shutdown. Waiting for active requests to complete",
        "[tomcat-shutdown] o.s.b.w.e.tomcat.GracefulShutdown : Graceful shutdown complete",
        "[ionShutdownHook] com.zaxxer.hikari.HikariDataSource : HikariPool-1 - Shutdown completed.",
      ];
    case "node":
      return [`SIGTERM received, draining ${r.int(1, 30)} open connections`, "server closed, exiting 0"];
    case "go":
      return [`received signal terminated, shutting down (grace 20s)`, `shutdown complete in ${r.int(40, 900)}ms`];
    case "python":
      return [
        "Shutting down",
        "Waiting for application shutdown.",
        "Application shutdown complete.",
        `Finished server process [${r.int(7, 40)}]`,
      ];
    case "ruby":
      return [
        "- Gracefully stopping, waiting for requests to finish",
        "=== puma shutdown: 2026-12-02 ===",
        "- Goodbye!",
      ];
    case "dotnet":
      return ["Microsoft.Hosting.Lifetime[0] Application is shutting down..."];
    case "php":
      return ["NOTICE: Terminating ...", "NOTICE: exiting, bye-bye!"];
    case "elixir":
      return ["[notice] SIGTERM received - shutting down", "[info] Stopping application"];
    default:
      return ["shutting down"];
  }
}

/**
 * A rolling deploy of `svc` at time t: shutdown, a few seconds of readiness failures, start-up, and (optionally)
 * one to three edge 502/503 while the pod swaps. Returns the version deployed.
 */
export function rollingDeploy(w: Win, svc: Svc, t: number, blip = true): string {
  const r = w.r;
  const version = `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 20)}`;
  let at = t;
  const atTick = (d: number) => {
    at += d;
    return at;
  };
  for (const pod of [0, 1]) {
    for (const l of shutdownLines(svc, r)) w.push(atTick(r.int(20, 400)), svc, "info", l);
    if (r.chance(0.6))
      w.push(
        atTick(r.int(500, 3000)),
        svc,
        "warn",
        `readiness probe failed: Get "http://${svc.name}:8080/healthz/ready": dial tcp ${`10.4${r.int(0, 7)}.${r.int(0, 15)}.${r.int(2, 250)}`}:8080: connect: connection refused`,
      );
    at += r.int(2000, 9000);
    for (const l of startupLines(svc, r, version)) w.push(atTick(r.int(30, 900)), svc, "info", l);
    if (pod === 0 && blip && (svc.role === "shop" || r.chance(0.5))) {
      for (let k = 0; k < r.int(1, 3); k++) {
        const st = r.pick([502, 503]);
        w.access({
          t: at - r.int(2000, 6000),
          method: "GET",
          path: "/api/livestock/zebra-danio",
          status: st,
          ms: r.int(1, 30),
          upstream: svc.role === "shop" ? svc.name : w.role("shop")?.name,
        });
      }
    }
    at += r.int(15000, 40000);
  }
  return version;
}
