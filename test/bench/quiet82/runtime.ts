// How each runtime prints the lines every service has: probes, restarts, config reloads and its stack traces.
import { podIp } from "./names.js";
import type { Rng } from "./rng.js";

export type Runtime = "go" | "java" | "node" | "python" | "dotnet" | "ruby" | "cpp";

export function healthLine(rt: Runtime, r: Rng): string {
  switch (rt) {
    case "go":
      return `http: GET /healthz status=200 dur=${(r.next() * 0.9 + 0.1).toFixed(2)}ms ua=kube-probe/1.30`;
    case "java":
      return `GET /actuator/health/liveness 200 ${r.int(1, 6)}ms`;
    case "node":
      return `GET /healthz 200 ${(r.next() * 2 + 0.3).toFixed(3)} ms - 15`;
    case "python":
      return `${podIp(r)}:${r.int(30000, 60000)} - "GET /healthz HTTP/1.1" 200`;
    case "dotnet":
      return `Request finished HTTP/1.1 GET http://${podIp(r)}:8080/health - 200 - text/plain ${(r.next() * 1.5 + 0.2).toFixed(4)}ms`;
    case "ruby":
      return `method=GET path=/up format=html controller=Rails::HealthController action=show status=200 duration=${(r.next() * 2 + 0.4).toFixed(2)}`;
    case "cpp":
      return `health: ok workers=16/16 queue=${r.int(0, 4)}`;
  }
}

/** Lines of a rolling restart onto a new version (an ordinary deploy). */
export function restartLines(rt: Runtime, svc: string, version: string, r: Rng): string[] {
  switch (rt) {
    case "go":
      return [
        "received terminated signal, draining connections",
        `starting ${svc} version=${version} go=go1.23.4`,
        `listening on :8080 (grpc :9090)`,
      ];
    case "java":
      return [
        "Commencing graceful shutdown. Waiting for active requests to complete",
        `Starting ${svc.replace(/-/g, "")}Application v${version} using Java 21.0.5 with PID 1`,
        `Started ${svc.replace(/-/g, "")}Application in ${(r.next() * 6 + 4).toFixed(3)} seconds (process running for ${(r.next() * 6 + 5).toFixed(3)})`,
      ];
    case "node":
      return ["SIGTERM received, closing server", `${svc}@${version} listening on port 3000 (node v20.18.1)`];
    case "python":
      return [
        "Shutting down",
        "Waiting for application shutdown.",
        `Started server process [1]`,
        `${svc} ${version} ready, Uvicorn running on http://0.0.0.0:8000`,
      ];
    case "dotnet":
      return [
        "Application is shutting down...",
        `Now listening on: http://[::]:8080`,
        `Application started. ${svc} ${version}. Hosting environment: Production`,
      ];
    case "ruby":
      return [
        "- Gracefully stopping, waiting for requests to finish",
        `Puma starting in cluster mode... * Puma version: 6.4.3 * ${svc} ${version}`,
        "- Worker 0 (PID: 12) booted in 2.1s, phase: 0",
      ];
    case "cpp":
      return ["caught SIGTERM, finishing in-flight work", `${svc} ${version} starting, 16 worker threads`];
  }
}

export function reloadLine(rt: Runtime, svc: string, r: Rng): string {
  const sha = r.hex(12);
  switch (rt) {
    case "go":
      return `config: reloaded /etc/${svc}/config.yaml (sha256:${sha}), 0 listeners restarted`;
    case "java":
      return `Refreshed keys: [${svc}.pool.max-idle, ${svc}.client.read-timeout] from configmap ${svc}-config`;
    case "node":
      return `config watcher: ${svc}.json changed (sha ${sha}), applied without restart`;
    case "python":
      return `settings reloaded from /etc/${svc}/settings.toml (sha ${sha})`;
    case "dotnet":
      return `Configuration reloaded from appsettings.Production.json (sha ${sha})`;
    case "ruby":
      return `Reloading config/${svc.replace(/-/g, "_")}.yml (sha ${sha})`;
    case "cpp":
      return `SIGHUP: configuration re-read from /etc/${svc}/${svc}.conf (sha ${sha})`;
  }
}
