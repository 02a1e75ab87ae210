// Process lifecycle lines in each runtime's words: graceful shutdowns, start-up banners, config reloads and
// feature-flag pushes. Used for unrelated deploys near an incident and for rolling restarts in quiet windows.
import type { Ctx } from "./kit.js";
import type { Role, Service } from "./types.js";

export function bumpVersion(v: string, r: { int(a: number, b: number): number }): string {
  const parts = v.split(".");
  const last = Number(parts[parts.length - 1]);
  parts[parts.length - 1] = String(Number.isFinite(last) ? last + r.int(1, 3) : 1);
  return parts.join(".");
}

export function shutdownLines(c: Ctx, s: Service, t: number): void {
  const e = (dt: number, msg: string, logger?: string) => c.emit(t + dt, s, "INFO", msg, { logger });
  switch (s.runtime) {
    case "java":
      if (s.pkg === "org.keycloak") e(0, "Keycloak stopped in 0.412s", "io.quarkus");
      else {
        e(
          0,
          "Commencing graceful shutdown. Waiting for active requests to complete",
          "org.springframework.boot.web.embedded.tomcat.GracefulShutdown",
        );
        e(
          c.r.int(300, 2500),
          "Graceful shutdown complete",
          "org.springframework.boot.web.embedded.tomcat.GracefulShutdown",
        );
      }
      return;
    case "node":
      e(0, "SIGTERM received, closing server and draining keep-alive connections");
      e(c.r.int(100, 1500), "server closed, exiting with code 0");
      return;
    case "go":
      e(0, 'shutting down signal="terminated" grace=15s');
      e(c.r.int(100, 2000), "http server stopped, bye");
      return;
    case "dotnet":
      e(0, "Application is shutting down...", "Microsoft.Hosting.Lifetime");
      return;
    case "python":
      if (s.port === 0) {
        e(0, "worker: Warm shutdown (MainProcess)");
      } else {
        e(0, "Handling signal: term", "gunicorn.error");
        e(c.r.int(50, 800), `Worker exiting (pid: ${c.r.int(7, 40)})`, "gunicorn.error");
        e(c.r.int(900, 1500), "Shutting down: Master", "gunicorn.error");
      }
      return;
    case "ruby":
      if (s.port === 0) e(0, "Shutting down, pausing fetchers and waiting up to 25 seconds for busy jobs");
      else {
        e(0, "- Gracefully stopping, waiting for requests to finish");
        e(c.r.int(200, 1800), "- Goodbye!");
      }
      return;
    default:
      return;
  }
}

export function startupLines(c: Ctx, s: Service, t: number, version: string): void {
  let dt = 0;
  const e = (msg: string, logger?: string) => {
    dt += c.r.int(5, 900);
    c.emit(t + dt, s, "INFO", msg, { logger });
  };
  switch (s.runtime) {
    case "java":
      if (s.pkg === "org.keycloak") {
        e(
          `Keycloak ${version} on JVM (powered by Quarkus 3.8.4) started in ${c.r.float(7, 14).toFixed(3)}s. Listening on: http://0.0.0.0:8080`,
          "io.quarkus",
        );
        e("Profile prod activated.", "io.quarkus");
      } else {
        e(`Starting ${appClass(s)} v${version} using Java 21.0.3 with PID 1`, `${s.pkg}.${appClass(s)}`);
        e(
          `Tomcat started on port ${s.port} (http) with context path '/'`,
          "org.springframework.boot.web.embedded.tomcat.TomcatWebServer",
        );
        e(
          `Started ${appClass(s)} in ${c.r.float(9, 26).toFixed(3)} seconds (process running for ${c.r.float(27, 30).toFixed(3)})`,
          `${s.pkg}.${appClass(s)}`,
        );
      }
      return;
    case "node":
      e(`${s.name}@${version} starting (node v20.12.2, NODE_ENV=production)`);
      e(`listening on http://0.0.0.0:${s.port}`);
      return;
    case "go":
      e(`starting ${s.name} version=${version} commit=${c.r.hex(7)} go=go1.22.3`);
      e(`http server listening addr=:${s.port}`);
      return;
    case "dotnet":
      e(`Now listening on: http://[::]:${s.port}`, "Microsoft.Hosting.Lifetime");
      e("Application started. Press Ctrl+C to shut down.", "Microsoft.Hosting.Lifetime");
      e("Hosting environment: Production", "Microsoft.Hosting.Lifetime");
      e(`Content root path: /app (build ${version})`, "Microsoft.Hosting.Lifetime");
      return;
    case "python":
      if (s.port === 0) {
        e(`Connected to redis://redis-queue:6379/0`);
        e(`celery@${s.name.replace(/_/g, "-")}-${c.r.hex(6)} ready.`);
      } else if (s.role === "surtitles" || s.role === "auth") {
        e("Started server process [1]", "uvicorn.error");
        e("Application startup complete.", "uvicorn.error");
        e(`Uvicorn running on http://0.0.0.0:${s.port} (Press CTRL+C to quit)`, "uvicorn.error");
      } else {
        e("Starting gunicorn 22.0.0", "gunicorn.error");
        e(`Listening at: http://0.0.0.0:${s.port} (1)`, "gunicorn.error");
        e(`Booting worker with pid: ${c.r.int(7, 12)}`, "gunicorn.error");
      }
      return;
    case "ruby":
      if (s.port === 0) {
        e("Booted Rails 7.1.3 application in production environment");
        e(
          `Sidekiq 7.2.4 connecting to Redis with options {:size=>10, :pool_name=>"internal", :url=>"redis://redis-jobs:6379/1"}`,
        );
        e("Starting processing, hit Ctrl-C to stop");
      } else {
        e("Puma starting in single mode...");
        e(`* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")`);
        e(`* Listening on http://0.0.0.0:${s.port}`);
        e("Use Ctrl-C to stop");
      }
      return;
    default:
      return;
  }
}

function appClass(s: Service): string {
  return `${s.name
    .split(/[-_]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("")}Application`;
}

/** A routine deploy of one service: old process stops, new one starts, probes settle. */
export function deploy(c: Ctx, role: Role, t: number): string | null {
  const s = c.svcs.get(role);
  if (!s || s.runtime === "postgres") return null;
  const v = bumpVersion(s.version, c.r);
  if (s.runtime === "envoy" || s.runtime === "nginx" || s.runtime === "haproxy" || s.runtime === "traefik") {
    configReload(c, role, t);
    return v;
  }
  shutdownLines(c, s, t);
  startupLines(c, s, t + c.r.int(3000, 20000), v);
  c.mute(role, t + 500, t + 3000);
  return v;
}

/** A configuration or feature-flag reload, in the service's own words. */
export function configReload(c: Ctx, role: Role, t: number): void {
  const s = c.svcs.get(role);
  if (!s) return;
  const h = c.r.hex(8);
  const flag = c.r.pick([
    "new-seatmap-legend",
    "apple-pay-express",
    "donation-upsell-v2",
    "relaxed-performance-badges",
    "captions-font-large",
    "waitlist-autofill",
  ]);
  switch (s.runtime) {
    case "envoy":
      c.emit(t, s, "INFO", `cds: add ${c.r.int(8, 14)} cluster(s), remove 0 cluster(s)`, { logger: "envoy.upstream" });
      c.emit(t + 40, s, "INFO", "lds: add/update listener 'ingress_https'", { logger: "envoy.upstream" });
      return;
    case "nginx":
      c.emit(
        t,
        s,
        "INFO",
        `${nginxStamp(c.local(s, t))} [notice] 1#1: signal 1 (SIGHUP) received from 812, reconfiguring`,
      );
      c.emit(t + 30, s, "INFO", `${nginxStamp(c.local(s, t))} [notice] 1#1: reconfiguring`);
      c.emit(t + 90, s, "INFO", `${nginxStamp(c.local(s, t))} [notice] 1#1: start worker processes`);
      return;
    case "haproxy":
      c.emit(t, s, "INFO", "[NOTICE]   (1) : Reloading HAProxy");
      c.emit(t + 200, s, "INFO", `[NOTICE]   (1) : New worker (${c.r.int(900, 999)}) forked`);
      c.emit(t + 400, s, "INFO", "[NOTICE]   (1) : Loading success.");
      return;
    case "traefik":
      c.emit(
        t,
        s,
        "INFO",
        `Configuration received config={"http":{"routers":${c.r.int(14, 22)},"services":${c.r.int(10, 14)}}} providerName=kubernetescrd`,
      );
      return;
    default:
      c.emit(
        t,
        s,
        "INFO",
        c.r.pick([
          `configuration reloaded from /etc/${s.name}/config.yaml (sha ${h})`,
          `feature flag '${flag}' updated: enabled for ${c.r.pick([5, 10, 25, 50, 100])}% of traffic`,
          `Reloaded settings (revision ${c.r.int(100, 999)}), ${c.r.int(1, 4)} key(s) changed`,
        ]),
        {
          logger:
            s.runtime === "java"
              ? `${s.pkg}.config.RefreshListener`
              : s.runtime === "dotnet"
                ? "Microsoft.Extensions.Configuration"
                : undefined,
        },
      );
  }
}

function nginxStamp(t: number): string {
  return new Date(t).toISOString().slice(0, 19).replace(/-/g, "/").replace("T", " ");
}
