// What each runtime prints when it starts, stops and answers a kube-probe: Spring Boot, gunicorn / workers, Node,
// Go binaries, ASP.NET Core, Puma / Sidekiq and nginx.
import type { Scn } from "./stream.js";

function clf(t: number): string {
  const d = new Date(t);
  const mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()];
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(d.getUTCDate())}/${mon}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
}

/** Common / combined log format time, as gunicorn and nginx print it. */
export const clfTime = clf;

/** Writes a process start-up at `t` on one pod; returns the time the service is ready. */
export function startup(s: Scn, name: string, t: number, pod = 0, version?: string): number {
  const v = s.svc(name);
  const ver = version ?? v.version;
  const r = s.r;
  const e = (dt: number, msg: string, level: "info" | "warn" = "info") => s.emit(t + dt, name, level, msg, { pod });
  switch (v.rt) {
    case "java": {
      const secs = r.range(6, 14);
      e(0, `Starting ${v.app} v${ver} using Java 21.0.${r.int(3, 6)} with PID 1 (/app/app.jar started by app in /app)`);
      e(40, 'The following 1 profile is active: "prod"');
      e(secs * 300, "Tomcat initialized with port 8080 (http)");
      e(secs * 520, "HikariPool-1 - Starting...");
      e(secs * 560, "HikariPool-1 - Start completed.");
      e(secs * 900, "Exposing 4 endpoints beneath base path '/actuator'");
      e(secs * 990, "Tomcat started on port 8080 (http) with context path '/'");
      e(secs * 1000, `Started ${v.app} in ${secs.toFixed(3)} seconds (process running for ${(secs + 0.8).toFixed(2)})`);
      return t + secs * 1000;
    }
    case "python": {
      if (v.app.startsWith("worker:")) {
        e(0, `${v.app.slice(7)} ${ver} starting (pid 1)`);
        e(r.int(600, 1400), "connected to broker, prefetch=8, concurrency=4");
        e(r.int(1500, 2500), "worker ready");
        return t + 2600;
      }
      e(0, "Starting gunicorn 22.0.0");
      e(3, "Listening at: http://0.0.0.0:8000 (1)");
      e(4, "Using worker: uvicorn.workers.UvicornWorker");
      for (let w = 0; w < 3; w++) e(30 + w * 12, `Booting worker with pid: ${7 + w}`);
      e(r.int(1200, 2600), "Application startup complete.");
      e(2650, `${v.app} ${ver} ready`);
      return t + 2700;
    }
    case "node": {
      e(0, `${v.app}@${ver} starting (node v20.${r.int(11, 18)}.${r.int(0, 1)}, NODE_ENV=production)`);
      e(r.int(300, 900), "connected to redis");
      e(r.int(1000, 1600), `server listening on http://0.0.0.0:${v.app.includes("nest") ? 3000 : 8080}`);
      return t + 1700;
    }
    case "go":
      e(0, `starting ${name} version=${ver} commit=${r.hex(7)} go=go1.22.${r.int(2, 8)}`);
      e(r.int(40, 200), "loaded config from /etc/app/config.yaml");
      e(r.int(250, 600), "http server listening on :8080");
      return t + 650;
    case "dotnet": {
      const ready = r.int(1800, 4200);
      e(0, `Starting ${v.app} ${ver}`);
      e(ready - 30, "Now listening on: http://[::]:8080");
      e(ready - 20, "Application started. Press Ctrl+C to shut down.");
      e(ready - 10, "Hosting environment: Production");
      e(ready, "Content root path: /app");
      return t + ready;
    }
    case "ruby": {
      if (v.app.startsWith("sidekiq")) {
        e(0, `Booted Rails 7.1.3 application in production environment (release ${ver})`);
        e(r.int(400, 900), "Running in ruby 3.3.1 (2024-04-23 revision c56cd86388) +YJIT [x86_64-linux]");
        e(r.int(1000, 1400), "Starting processing, hit Ctrl-C to stop");
        return t + 1500;
      }
      e(0, `Puma starting in cluster mode... (release ${ver})`);
      e(2, '* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")');
      e(3, "*  Min threads: 5");
      e(4, "*  Max threads: 5");
      e(5, "*  Environment: production");
      e(6, "*   Master PID: 1");
      e(7, "*      Workers: 2");
      e(r.int(900, 1800), "* Listening on http://0.0.0.0:3000");
      e(1900, "Use Ctrl-C to stop");
      return t + 2000;
    }
    case "nginx":
      e(0, "nginx/1.25.4 (openresty 1.25.3.1) starting");
      e(5, '[notice] 1#1: using the "epoll" event method');
      e(9, "[notice] 1#1: start worker processes");
      return t + 50;
  }
}

/** Writes a graceful stop at `t` on one pod. */
export function shutdown(s: Scn, name: string, t: number, pod = 0): void {
  const v = s.svc(name);
  const e = (dt: number, msg: string) => s.emit(t + dt, name, "info", msg, { pod });
  switch (v.rt) {
    case "java":
      e(0, "Commencing graceful shutdown. Waiting for active requests to complete");
      e(420, "Graceful shutdown complete");
      e(450, "HikariPool-1 - Shutdown initiated...");
      e(470, "HikariPool-1 - Shutdown completed.");
      return;
    case "python":
      e(0, v.app.startsWith("worker:") ? "received SIGTERM, finishing current batch" : "Handling signal: term");
      e(300, v.app.startsWith("worker:") ? "worker stopped" : "Shutting down: Master");
      return;
    case "node":
      e(0, "SIGTERM received, draining connections");
      e(600, "server closed");
      return;
    case "go":
      e(0, "received signal terminated, shutting down");
      e(350, "http server stopped");
      return;
    case "dotnet":
      e(0, "Application is shutting down...");
      return;
    case "ruby":
      e(0, v.app.startsWith("sidekiq") ? "Shutting down" : "- Gracefully stopping, waiting for requests to finish");
      e(500, v.app.startsWith("sidekiq") ? "Bye!" : "=== puma shutdown: complete ===");
      return;
    case "nginx":
      e(0, "[notice] 1#1: signal 3 (SIGQUIT) received, shutting down");
      return;
  }
}

/** The line a service writes when kube-probe checks it (only for services that log their probes). */
export function probeLine(s: Scn, name: string, trueT: number, path: string, status = 200): string {
  const v = s.svc(name);
  const r = s.r;
  // Times inside the text come from the same (skewed) clock as the line's own timestamp.
  const t = trueT + (s.skew.get(name) ?? 0);
  const node = `10.${r.int(0, 3)}.${r.int(0, 40)}.1`;
  switch (v.rt) {
    case "go":
      return `GET ${path} status=${status} dur=${r.int(90, 900)}µs ua=kube-probe/1.29`;
    case "python":
      return `${node} - - [${clf(t)}] "GET ${path} HTTP/1.1" ${status} ${status === 200 ? 15 : 21} "-" "kube-probe/1.29"`;
    case "node":
      return `GET ${path} ${status} ${r.range(0.3, 2.5).toFixed(3)} ms - ${status === 200 ? 15 : 42}`;
    case "ruby":
      return `method=GET path=${path} format=html controller=Rails::HealthController action=show status=${status} duration=${r.range(0.3, 1.4).toFixed(2)} view=0.00`;
    case "java":
      return `GET ${path} -> ${status} (${r.int(1, 6)} ms)`;
    case "dotnet":
      return `Request finished HTTP/1.1 GET http://${node.replace(/\.1$/, `.${r.int(5, 250)}`)}:8080${path} - ${status} - text/plain ${r.range(0.2, 1.9).toFixed(4)}ms`;
    case "nginx":
      return `${node} - - [${clf(t)}] "GET ${path} HTTP/1.1" ${status} 2 "-" "kube-probe/1.29"`;
  }
}
