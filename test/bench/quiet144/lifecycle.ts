// Shutdown and start-up chatter per runtime, used by deploys, restarts and scale-outs in both quiet and incident windows.
import type { Sim } from "./simulation.js";
import type { Service } from "./types.js";

export function shutdown(sim: Sim, s: Service, t: number): void {
  const r = sim.r;
  const m: Record<Service["runtime"], string[]> = {
    node: ["received SIGTERM, draining connections", "http server closed", "pg pool drained, exiting"],
    java: [
      "Commencing graceful shutdown. Waiting for active requests to complete",
      "Graceful shutdown complete",
      "HikariPool-1 - Shutdown completed.",
    ],
    go: ["shutting down: signal terminated", "server stopped accepting connections", "shutdown complete"],
    python: ["Handling signal: term", "Worker exiting (pid: 41)", "Shutting down: Master"],
    ruby: ["- Gracefully stopping, waiting for requests to finish", "=== puma shutdown: 2026-12-01 ===", "- Goodbye!"],
    dotnet: ["Application is shutting down...", "Hosting stopped", "Waiting for the host to be disposed."],
  };
  m[s.runtime].forEach((msg, i) => {
    sim.emit(t + i * r.int(40, 900), s.name, "INFO", msg);
  });
}

export function startup(sim: Sim, s: Service, t: number, version: string): void {
  const r = sim.r;
  const m: Record<Service["runtime"], string[]> = {
    node: [
      `${s.name}@${version} starting (node v22.11.0, NODE_ENV=production)`,
      "connected to postgres pool (max=20)",
      `listening on :3000`,
    ],
    java: [
      `Starting ${s.name} v${version} using Java 21.0.5 with PID 1`,
      "HikariPool-1 - Starting...",
      "HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@6b1e7d4a",
      `Tomcat started on port 8080 (http) with context path '/'`,
      `Started ${s.name} in ${r.float(6, 19).toFixed(3)} seconds (process running for ${r.float(7, 21).toFixed(3)})`,
    ],
    go: [`${s.name} ${version} starting`, "config loaded", "listening addr=:8080"],
    python: [
      "Starting gunicorn 22.0.0",
      "Listening at: http://0.0.0.0:8000 (1)",
      "Booting worker with pid: 41",
      `${s.name} ${version} ready`,
    ],
    ruby: [
      `Puma starting in single mode... Version 6.4.3`,
      "* Environment: production",
      "* Listening on http://0.0.0.0:3000",
      "Use Ctrl-C to stop",
    ],
    dotnet: [
      `Now listening on: http://[::]:5000`,
      "Application started. Press Ctrl+C to shut down.",
      "Hosting environment: Production",
      `Content root path: /app (${version})`,
    ],
  };
  m[s.runtime].forEach((msg, i) => {
    sim.emit(t + i * r.int(80, 1500), s.name, "INFO", msg);
  });
}

/** A rolling deploy: old instances drain, new ones start; a few 502/503 at the proxy while endpoints change. */
export function rollingDeploy(sim: Sim, s: Service, t: number, version: string, blips = true): void {
  const r = sim.r;
  for (let i = 0; i < r.int(2, 3); i++) {
    const tt = t + i * r.int(25000, 50000);
    shutdown(sim, s, tt);
    startup(sim, s, tt + r.int(3000, 9000), version);
    if (blips && s.routes.length) {
      for (let k = 0; k < r.int(1, 4); k++) {
        sim.request(tt + r.int(100, 2500), s, r.pick(s.routes), "GET", r.pick([502, 503]), r.int(0, 3), {
          flag: sim.estate.proxyKind === "envoy" ? "UC" : sim.estate.proxyKind === "haproxy" ? "SC--" : undefined,
          serverLine: false,
        });
      }
    }
  }
}
