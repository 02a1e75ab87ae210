// Start-up and shutdown lines in each runtime's words (deploys, restarts, scale-ups).
import { type Ctx, emit, svc } from "./context.js";
import type { Role } from "./estates.js";

export function shutdown(ctx: Ctx, r: Role, t: number): void {
  const rt = svc(ctx, r).runtime;
  const lines: Record<string, string[]> = {
    node: ["SIGTERM received, draining connections", "http server closed, exiting"],
    python: [
      "[INFO] Handling signal: term",
      "[INFO] Worker exiting (pid: " + ctx.rng.int(8, 90) + ")",
      "[INFO] Shutting down: Master",
    ],
    go: ["received signal terminated, shutting down", "server stopped gracefully"],
    java: ["Commencing graceful shutdown. Waiting for active requests to complete", "Graceful shutdown complete"],
    dotnet: ["Application is shutting down...", "Host stopped"],
    infra: ["received SIGTERM, shutting down"],
  };
  lines[rt].forEach((m, i) => {
    emit(ctx, r, t + i * ctx.rng.int(200, 1500), "info", m);
  });
}

export function startup(ctx: Ctx, r: Role, t: number, version: string): number {
  const s = svc(ctx, r);
  const lines: Record<string, string[]> = {
    node: [
      `${s.name}@${version} starting (node v20.15.1, NODE_ENV=production)`,
      "connected to postgres pool (max=20)",
      "listening on :8080",
    ],
    python: [
      "[INFO] Starting gunicorn 22.0.0",
      "[INFO] Listening at: http://0.0.0.0:8000",
      "[INFO] Using worker: sync",
      `[INFO] Booting worker with pid: ${ctx.rng.int(8, 90)}`,
      `${s.name} ${version} ready`,
    ],
    go: [`starting ${s.name} version=${version} go=go1.22.5`, "connected to database", "http listening addr=:8080"],
    java: [
      `Starting ${s.name} v${version} using Java 21.0.3`,
      "Tomcat initialized with port 8080 (http)",
      "HikariPool-1 - Start completed.",
      `Started ${s.name} in ${(8 + ctx.rng.next() * 20).toFixed(3)} seconds (process running for ${(10 + ctx.rng.next() * 20).toFixed(3)})`,
    ],
    dotnet: [
      "Now listening on: http://[::]:8080",
      "Application started. Press Ctrl+C to shut down.",
      "Hosting environment: Production",
    ],
    infra: [`${s.name} ${version} starting`, "ready to accept connections"],
  };
  let at = t;
  for (const m of lines[s.runtime]) {
    emit(ctx, r, at, "info", m);
    at += ctx.rng.int(100, s.runtime === "java" ? 4000 : 900);
  }
  return at;
}

/** An ordinary rollout of `r` to a new version around t (graceful, no errors). */
export function deploy(ctx: Ctx, r: Role, t: number, version: string): number {
  emit(ctx, "worker", t - 4000, "info", `deploy pipeline: rolling out ${svc(ctx, r).name} ${version} (2 replicas)`);
  shutdown(ctx, r, t);
  return startup(ctx, r, t + ctx.rng.int(2000, 6000), version);
}
