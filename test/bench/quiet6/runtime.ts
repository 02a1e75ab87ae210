// Runtime-specific wording shared by the quiet kinds and the incidents: graceful shutdown and start-up lines,
// and stack traces in the shape each runtime prints them.
import type { Scene } from "./stream.js";

const camel = (svc: string) => svc.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());

/** A Java stack trace: the exception line, then `at` frames under the estate's package. */
export function javaStack(s: Scene, svc: string, head: string, frames: string[], lib: string[] = []): string[] {
  const pkg = `${s.e.pkg}.${svc.split("-")[0]}`;
  return [
    head,
    ...lib.map((f) => `\tat ${f}`),
    ...frames.map((f) => `\tat ${pkg}.${f}(${f.split(".")[0]}.java:${s.rng.int(30, 400)})`),
    "\tat java.base/java.lang.Thread.run(Thread.java:1583)",
  ];
}

/** A Python traceback ending in `last`. */
export function pyTrace(s: Scene, svc: string, frames: Array<[string, string, string]>, last: string): string[] {
  const out = ["Traceback (most recent call last):"];
  for (const [file, fn, code] of frames) {
    const path = /^[</]/.test(file) ? file : `/app/${svc.replace(/-/g, "_")}/${file}`;
    out.push(`  File "${path}", line ${s.rng.int(20, 300)}, in ${fn}`);
    out.push(`    ${code}`);
  }
  out.push(last);
  return out;
}

/** A Node error with its stack. */
export function nodeStack(s: Scene, head: string, fns: string[]): string[] {
  return [
    head,
    ...fns.map(
      (f) => `    at ${f} (/app/dist/${f.split(".")[0].toLowerCase()}.js:${s.rng.int(10, 400)}:${s.rng.int(5, 40)})`,
    ),
  ];
}

/** Graceful stop at t, start-up lines after `downMs`; returns when it is ready again. `only`: the service's only
 * replica (its background stops meanwhile). */
export function restart(s: Scene, svc: string, t: number, downMs: number, version?: string, only = true): number {
  const r = s.rng;
  const rt = s.rt(svc);
  const v = version ?? `${r.int(1, 6)}.${r.int(0, 30)}.${r.int(0, 9)}`;
  const up = t + downMs;
  if (only) s.down(svc, t, up);
  if (rt === "java") {
    s.emit(
      svc,
      t,
      "info",
      "o.s.b.w.e.tomcat.GracefulShutdown : Commencing graceful shutdown. Waiting for active requests to complete",
    );
    s.emit(svc, t + r.int(300, 2000), "info", "o.s.b.w.e.tomcat.GracefulShutdown : Graceful shutdown complete");
    s.emit(
      svc,
      t + r.int(2100, 2600),
      "info",
      "com.zaxxer.hikari.HikariDataSource : HikariPool-1 - Shutdown completed.",
    );
    s.emit(
      svc,
      up,
      "info",
      `${s.e.pkg}.${camel(svc)}Application : Starting ${camel(svc)}Application v${v} using Java 21.0.3 with PID 1`,
    );
    s.emit(svc, up + 900, "info", 'o.s.b.SpringApplication : The following 1 profile is active: "prod"');
    s.emit(svc, up + 6100, "info", "com.zaxxer.hikari.HikariDataSource : HikariPool-1 - Start completed.");
    const boot = r.int(11, 24);
    s.emit(
      svc,
      up + boot * 1000 - 200,
      "info",
      "o.s.b.w.embedded.tomcat.TomcatWebServer : Tomcat started on port 8080 (http) with context path '/'",
    );
    s.emit(
      svc,
      up + boot * 1000,
      "info",
      `${s.e.pkg}.${camel(svc)}Application : Started ${camel(svc)}Application in ${boot}.${r.int(100, 999)} seconds (process running for ${boot + 1}.${r.int(100, 999)})`,
    );
    return up + boot * 1000;
  }
  if (rt === "node") {
    s.emit(svc, t, "info", "SIGTERM received, closing HTTP server (draining keep-alive connections)");
    s.emit(svc, t + r.int(200, 1500), "info", "HTTP server closed, exiting with code 0");
    s.emit(svc, up, "info", `${svc}@${v} starting (node v20.14.0, NODE_ENV=production)`);
    s.emit(svc, up + 1800, "info", `listening on http://0.0.0.0:3000`);
    return up + 1800;
  }
  if (rt === "python") {
    s.emit(svc, t, "info", `[1] [INFO] Handling signal: term`);
    s.emit(svc, t + r.int(100, 900), "info", `[${r.int(7, 40)}] [INFO] Worker exiting (pid: ${r.int(7, 40)})`);
    s.emit(svc, t + r.int(1000, 2500), "info", "[1] [INFO] Shutting down: Master");
    s.emit(svc, up, "info", "[1] [INFO] Starting gunicorn 22.0.0");
    s.emit(svc, up + 40, "info", "[1] [INFO] Listening at: http://0.0.0.0:8000 (1)");
    s.emit(svc, up + 60, "info", "[1] [INFO] Using worker: uvicorn.workers.UvicornWorker");
    s.emit(svc, up + 2500, "info", `[8] [INFO] Application startup complete. (${svc} ${v})`);
    return up + 2500;
  }
  s.emit(svc, t, "info", "received signal terminated, shutting down gracefully");
  s.emit(svc, t + r.int(100, 800), "info", "http server stopped; in-flight requests drained");
  s.emit(svc, up, "info", `starting ${svc} version=${v} go=go1.22.4`);
  s.emit(svc, up + 700, "info", "listening addr=:8080");
  return up + 700;
}
