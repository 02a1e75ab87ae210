// How each runtime writes health checks, start-up lines and stack traces.
import type { Runtime } from "./estates.js";
import type { Rng } from "./rng.js";

export function healthLine(rt: Runtime, svc: string, r: Rng): string {
  switch (rt) {
    case "go":
      return `GET /healthz 200 ${r.float(0.1, 0.9, 2)}ms ua=kube-probe/1.29`;
    case "node":
      return `request completed method=GET url=/healthz statusCode=200 responseTime=${r.int(0, 3)}`;
    case "python":
      return `10.${r.int(0, 3)}.${r.int(0, 255)}.1 - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`;
    case "dotnet":
      return `Request finished HTTP/1.1 GET http://${svc}:8080/health - 200 - text/plain ${r.float(0.3, 2.5, 4)}ms`;
    case "java":
      return `GET /actuator/health/liveness -> 200 (${r.int(1, 6)} ms)`;
    case "ruby":
      return `Completed 200 OK in ${r.int(0, 2)}ms (Allocations: ${r.int(80, 300)}) GET /up`;
    case "cpp":
      return `watchdog: main loop alive, queue=${r.int(0, 4)} fps=${r.int(12, 25)}`;
  }
}

export function startLines(rt: Runtime, svc: string, version: string, r: Rng): string[] {
  const cls = svc
    .split("-")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");
  switch (rt) {
    case "java":
      return [
        `Starting ${cls}Application v${version} using Java 21.0.5 with PID 1`,
        `HikariPool-1 - Starting...`,
        `HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@${r.hex(8)}`,
        `Started ${cls}Application in ${r.float(8, 24)} seconds (process running for ${r.float(9, 26)})`,
      ];
    case "node":
      return [`${svc}@${version} starting (node v20.18.1, NODE_ENV=production)`, `server listening on 0.0.0.0:8080`];
    case "go":
      return [
        `starting ${svc} version=v${version} commit=${r.hex(7)} go=go1.23.4`,
        `listening addr=:8080 metrics=:9090`,
      ];
    case "python":
      return [
        `Starting gunicorn 22.0.0`,
        `Listening at: http://0.0.0.0:8000 (1)`,
        `Booting worker with pid: ${r.int(7, 40)}`,
        `${svc} ${version} ready`,
      ];
    case "dotnet":
      return [
        `Now listening on: http://[::]:8080`,
        `Application started. Press Ctrl+C to shut down.`,
        `Hosting environment: Production`,
        `Content root path: /app (build ${version})`,
      ];
    case "ruby":
      return [
        `Puma starting in cluster mode...`,
        `* Puma version: 6.4.3 ("The Eagle of Durango")`,
        `* Environment: production (release ${version})`,
        `* Listening on http://0.0.0.0:3000`,
      ];
    case "cpp":
      return [`${svc} ${version} starting, build=Release gcc-13.2`, `config loaded, worker threads=8`];
  }
}

export function stopLine(rt: Runtime): string {
  switch (rt) {
    case "java":
      return "Commencing graceful shutdown. Waiting for active requests to complete";
    case "node":
      return "SIGTERM received, closing server (draining keep-alive sockets)";
    case "go":
      return "received signal terminated, shutting down gracefully timeout=30s";
    case "python":
      return "Handling signal: term";
    case "dotnet":
      return "Application is shutting down...";
    case "ruby":
      return "- Gracefully stopping, waiting for requests to finish";
    case "cpp":
      return "SIGTERM: stopping capture threads";
  }
}
