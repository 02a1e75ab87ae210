// How each runtime says it stops and starts: Spring Boot, Node, Go, gunicorn, ASP.NET Core, Puma/Sidekiq,
// nginx. Used by rolling restarts, deploys and crash-restarts.
import { nginxErrTime } from "./clock.js";
import type { SceneLike } from "./types.js";

const pascal = (s: string) =>
  s
    .split(/[-_]/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("");

/** Graceful stop of one replica; returns when the process is gone. */
export function shutdown(sc: SceneLike, svc: string, t: number): number {
  const r = sc.rng;
  const L = (dt: number, msg: string, level: "info" | "warn" = "info") => sc.log(t + dt, svc, level, msg);
  switch (sc.rt(svc)) {
    case "java":
      L(0, "Commencing graceful shutdown. Waiting for active requests to complete");
      L(r.int(200, 900), "Graceful shutdown complete");
      L(r.int(950, 1100), "Closing JPA EntityManagerFactory for persistence unit 'default'");
      L(1150, "HikariPool-1 - Shutdown initiated...");
      L(1190, "HikariPool-1 - Shutdown completed.");
      return t + 1300;
    case "node":
      L(0, "received SIGTERM, draining connections");
      L(r.int(300, 1500), "http server closed, exiting");
      return t + 1600;
    case "go":
      L(0, `shutdown requested signal=terminated grace=${r.pick([15, 20, 30])}s`);
      L(r.int(100, 700), "http: Server closed");
      return t + 800;
    case "python":
      L(0, "[1] [INFO] Handling signal: term");
      L(r.int(50, 300), `[${r.int(7, 14)}] [INFO] Worker exiting (pid: ${r.int(7, 14)})`);
      L(r.int(400, 900), "[1] [INFO] Shutting down: Master");
      return t + 1000;
    case "dotnet":
      L(0, "Application is shutting down...");
      return t + r.int(300, 900);
    case "ruby":
      if (svc.includes("worker") || svc.includes("bridge")) {
        L(0, "Shutting down");
        L(r.int(100, 400), "Terminating quiet threads for default capsule");
        L(r.int(2000, 8000), "Bye!");
        return t + 8100;
      }
      L(0, "- Gracefully stopping, waiting for requests to finish");
      L(r.int(200, 800), "- Goodbye!");
      return t + 900;
    case "nginx":
      L(0, `${nginxErrTime(t)} [notice] 1#1: signal 15 (SIGTERM) received from 0, exiting`);
      return t + 300;
    case "envoy":
      L(0, "[warning][main] [source/server/server.cc:866] caught SIGTERM", "warn");
      return t + 400;
  }
}

/** Start of one replica; returns when it serves traffic. */
export function startup(sc: SceneLike, svc: string, t: number, version: string): number {
  const r = sc.rng;
  const L = (dt: number, msg: string, level: "info" | "warn" = "info") => sc.log(t + dt, svc, level, msg);
  switch (sc.rt(svc)) {
    case "java": {
      const app = `${pascal(svc)}Application`;
      L(0, `Starting ${app} v${version} using Java 17.0.11 with PID 1 (/app/app.jar started by app in /app)`);
      L(40, 'The following 1 profile is active: "prod"');
      L(r.int(3000, 4500), "Tomcat initialized with port 8080 (http)");
      L(r.int(5000, 6500), "HikariPool-1 - Starting...");
      L(r.int(6600, 7000), `HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@${r.hex(8)}`);
      L(7100, "HikariPool-1 - Start completed.");
      L(
        r.int(8000, 9000),
        "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
        "warn",
      );
      const up = r.int(12_000, 19_000);
      L(up - 100, "Tomcat started on port 8080 (http) with context path ''");
      L(
        up,
        `Started ${app} in ${(up / 1000).toFixed(3)} seconds (process running for ${(up / 1000 + 1.2).toFixed(2)})`,
      );
      return t + up;
    }
    case "node": {
      L(0, `${svc} ${version} starting (node v20.14.0, pid 1, NODE_ENV=production)`);
      if (r.chance(0.6))
        L(
          r.int(100, 300),
          "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
          "warn",
        );
      L(r.int(400, 900), "redis connected (db 0)");
      const up = r.int(1200, 2500);
      L(up, "listening on 0.0.0.0:3000");
      return t + up;
    }
    case "go": {
      L(0, `starting ${svc} version=${version} commit=${r.hex(7)} go=go1.22.4`);
      const up = r.int(200, 900);
      L(up, "http server listening addr=:8080");
      return t + up;
    }
    case "python": {
      L(0, "[1] [INFO] Starting gunicorn 22.0.0");
      L(20, "[1] [INFO] Listening at: http://0.0.0.0:8000 (1)");
      L(25, "[1] [INFO] Using worker: uvicorn.workers.UvicornWorker");
      L(r.int(40, 90), `[${r.int(7, 9)}] [INFO] Booting worker with pid: ${r.int(7, 9)}`);
      const up = r.int(1500, 3500);
      L(up - 10, `[${r.int(7, 9)}] [INFO] Started server process [${r.int(7, 9)}]`);
      L(up, "Application startup complete.");
      return t + up;
    }
    case "dotnet": {
      L(
        r.int(300, 700),
        "Storing keys in a directory '/root/.aspnet/DataProtection-Keys' that may not be persisted outside of the container. Protected data will be unavailable when container is destroyed. For more information go to https://aka.ms/aspnet/dataprotectionwarning",
        "warn",
      );
      L(
        r.int(710, 900),
        `No XML encryptor configured. Key {${r.uuid()}} may be persisted to storage in unencrypted form.`,
        "warn",
      );
      const up = r.int(1800, 4200);
      L(up - 20, "Now listening on: http://[::]:8080");
      L(up - 10, "Application started. Press Ctrl+C to shut down.");
      L(up - 5, "Hosting environment: Production");
      L(up, "Content root path: /app");
      return t + up;
    }
    case "ruby": {
      if (svc.includes("worker") || svc.includes("bridge")) {
        L(
          0,
          `Booting Sidekiq 7.2.4 with Sidekiq::RedisConnection::RedisClientAdapter options {:url=>"redis://redis-jobs:6379/2"}`,
        );
        const up = r.int(2500, 5000);
        L(up, `Starting processing, hit Ctrl-C to stop (release ${version})`);
        return t + up;
      }
      L(0, "Puma starting in single mode...");
      L(5, '* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")');
      L(8, "*  Min threads: 5");
      L(9, "*  Max threads: 5");
      L(10, "*  Environment: production");
      const up = r.int(4000, 9000);
      L(up - 5, "* Listening on http://0.0.0.0:3000");
      L(up, "Use Ctrl-C to stop");
      return t + up;
    }
    case "nginx": {
      L(0, `${nginxErrTime(t)} [notice] 1#1: using the "epoll" event method`);
      L(2, `${nginxErrTime(t)} [notice] 1#1: nginx/1.25.5`);
      L(5, `${nginxErrTime(t)} [notice] 1#1: start worker processes`);
      return t + 50;
    }
    case "envoy": {
      L(0, "[info][main] [source/server/server.cc:427] initializing epoch 0 (base id=0, hot restart version=11.104)");
      L(
        r.int(300, 800),
        "[info][upstream] [source/common/upstream/cluster_manager_impl.cc:222] cm init: all clusters initialized",
      );
      L(r.int(900, 1200), "[info][main] [source/server/server.cc:937] starting main dispatch loop");
      return t + 1300;
    }
  }
}

/** A rolling restart of every replica of `svc` starting at t, `gapMs` apart; returns the end. */
export function rollout(sc: SceneLike, svc: string, t: number, version: string, gapMs: number): number {
  const n = sc.est.services.find((s) => s.name === svc)?.replicas ?? 1;
  let at = t;
  for (let i = 0; i < n; i++) {
    const ready = startup(sc, svc, at, version);
    shutdown(sc, svc, ready + sc.rng.int(500, 3000));
    at = ready + gapMs;
  }
  return at;
}
