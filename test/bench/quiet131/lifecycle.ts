// Start-up, shutdown and reconnect lines in each runtime's words: rolling restarts, unrelated deploys, callers
// that hit a pod while it drains.
import { ev, podIp } from "./domain.js";
import type { Rng } from "./rng.js";
import type { Ctx, Ev, Level, Service } from "./types.js";

export function port(s: Service): number {
  return s.runtime === "node" || s.runtime === "ruby" ? 3000 : s.runtime === "python" ? 8000 : 8080;
}

function camel(name: string): string {
  return name
    .split(/[^a-z0-9]+/)
    .map((w) => (w[0] ?? "").toUpperCase() + w.slice(1))
    .join("");
}

function gunicorn(s: Service): boolean {
  return /slots|quotes|rewards|sprinklers|fh-availability|dripline/.test(s.name);
}

/** Lines a service prints while it stops; `t` is the SIGTERM. */
export function shutdownLines(r: Rng, s: Service, t: number): Ev[] {
  const n = s.name;
  switch (s.runtime) {
    case "java":
      return [
        ev(t, n, "INFO", "Commencing graceful shutdown. Waiting for active requests to complete", {
          logger: "o.s.b.w.e.tomcat.GracefulShutdown",
          thread: "SpringApplicationShutdownHook",
        }),
        ev(t + r.int(300, 2500), n, "INFO", "Graceful shutdown complete", {
          logger: "o.s.b.w.e.tomcat.GracefulShutdown",
          thread: "tomcat-shutdown",
        }),
        ev(t + r.int(2600, 3200), n, "INFO", "HikariPool-1 - Shutdown initiated...", {
          logger: "com.zaxxer.hikari.HikariDataSource",
        }),
        ev(t + r.int(3300, 3600), n, "INFO", "HikariPool-1 - Shutdown completed.", {
          logger: "com.zaxxer.hikari.HikariDataSource",
        }),
      ];
    case "node":
      return [
        ev(t, n, "INFO", "SIGTERM received, closing HTTP server"),
        ev(t + r.int(200, 3000), n, "INFO", `server closed, ${r.int(0, 14)} in-flight requests drained`),
      ];
    case "go":
      if (s.logger === "envoy")
        return [
          ev(t, n, "WARN", "caught ENVOY_SIGTERM"),
          ev(t + 2, n, "INFO", "shutting down server instance"),
          ev(t + r.int(3000, 9000), n, "INFO", "main dispatch loop exited"),
          ev(t + r.int(9100, 9300), n, "INFO", "exiting"),
        ];
      return [
        ev(t, n, "INFO", "shutdown signal received signal=terminated"),
        ev(t + r.int(100, 4000), n, "INFO", "http server stopped gracefully"),
      ];
    case "python":
      if (gunicorn(s))
        return [
          ev(t, n, "INFO", "Handling signal: term"),
          ev(t + r.int(300, 2000), n, "INFO", `Worker exiting (pid: ${r.int(7, 40)})`),
          ev(t + r.int(2100, 3000), n, "INFO", "Shutting down: Master"),
        ];
      return [
        ev(t, n, "INFO", "Shutting down"),
        ev(t + 80, n, "INFO", "Waiting for application shutdown."),
        ev(t + r.int(150, 900), n, "INFO", "Application shutdown complete."),
        ev(t + r.int(950, 1100), n, "INFO", "Finished server process [1]"),
      ];
    case "dotnet":
      return [ev(t, n, "INFO", "Application is shutting down...", { logger: "Microsoft.Hosting.Lifetime" })];
    case "ruby":
      if (s.logger === "sidekiq")
        return [
          ev(t, n, "INFO", "Shutting down"),
          ev(t + 20, n, "INFO", "Terminating quiet threads for default capsule"),
          ev(t + r.int(500, 8000), n, "INFO", "Bye!"),
        ];
      return [
        ev(t, n, "INFO", "- Gracefully stopping, waiting for requests to finish"),
        ev(
          t + r.int(300, 3000),
          n,
          "INFO",
          `=== puma shutdown: ${new Date(t).toISOString().replace("T", " ").slice(0, 19)} +0000 ===`,
        ),
        ev(t + r.int(3100, 3300), n, "INFO", "- Goodbye!"),
      ];
  }
}

/** Lines a service prints while it starts; returns them and when it is ready. */
export function startupLines(r: Rng, s: Service, t: number, version: string): { lines: Ev[]; ready: number } {
  const n = s.name;
  const L = (dt: number, msg: string, x: Partial<Ev> = {}) => ev(t + dt, n, "INFO", msg, x);
  switch (s.runtime) {
    case "java": {
      const up = r.int(11000, 24000);
      const app = `${camel(n)}Application`;
      return {
        ready: t + up,
        lines: [
          L(0, `Starting ${app} v${version} using Java 21.0.3 with PID 1 (/app/app.jar started by app in /app)`, {
            logger: app,
            thread: "main",
          }),
          L(40, 'The following 1 profile is active: "prod"', { logger: app, thread: "main" }),
          L(up * 0.3, "Tomcat initialized with port 8080 (http)", {
            logger: "o.s.b.w.embedded.tomcat.TomcatWebServer",
            thread: "main",
          }),
          L(up * 0.55, "HikariPool-1 - Starting...", { logger: "com.zaxxer.hikari.HikariDataSource", thread: "main" }),
          L(up * 0.6, `HikariPool-1 - Added connection org.postgresql.jdbc.PgConnection@${r.hex(8)}`, {
            logger: "com.zaxxer.hikari.pool.HikariPool",
            thread: "main",
          }),
          L(up * 0.6 + 5, "HikariPool-1 - Start completed.", {
            logger: "com.zaxxer.hikari.HikariDataSource",
            thread: "main",
          }),
          L(up - 30, "Tomcat started on port 8080 (http) with context path '/'", {
            logger: "o.s.b.w.embedded.tomcat.TomcatWebServer",
            thread: "main",
          }),
          L(
            up,
            `Started ${app} in ${(up / 1000).toFixed(3)} seconds (process running for ${(up / 1000 + 1.4).toFixed(2)})`,
            {
              logger: app,
              thread: "main",
            },
          ),
        ],
      };
    }
    case "node": {
      const up = r.int(800, 3000);
      return {
        ready: t + up,
        lines: [
          L(0, `${n} v${version} starting (node v20.12.2, NODE_ENV=production)`),
          L(up * 0.6, "connected to redis"),
          L(up, `listening on :${port(s)}`),
        ],
      };
    }
    case "go": {
      const up = r.int(300, 1500);
      if (s.logger === "envoy")
        return {
          ready: t + up,
          lines: [
            L(0, `initializing epoch 0 (base id=0, hot restart version=11.104)`),
            L(5, `statically linked extensions: ${r.int(120, 160)} loaded`),
            L(up * 0.7, "all clusters initialized. initializing init manager"),
            L(up, "starting main dispatch loop"),
          ],
        };
      return {
        ready: t + up,
        lines: [
          L(0, `starting ${n} version=${version} commit=${r.hex(7)} go=go1.22.3`),
          L(up, `listening addr=:${port(s)}`),
        ],
      };
    }
    case "python": {
      const up = r.int(1500, 6000);
      if (gunicorn(s))
        return {
          ready: t + up,
          lines: [
            L(0, "Starting gunicorn 22.0.0"),
            L(20, `Listening at: http://0.0.0.0:${port(s)} (1)`),
            L(25, "Using worker: gthread"),
            L(up * 0.5, `Booting worker with pid: ${r.int(7, 12)}`),
            L(up, `Booting worker with pid: ${r.int(13, 20)}`),
          ],
        };
      return {
        ready: t + up,
        lines: [
          L(0, "Started server process [1]"),
          L(10, "Waiting for application startup."),
          L(up - 10, "Application startup complete."),
          L(up, `Uvicorn running on http://0.0.0.0:${port(s)} (Press CTRL+C to quit)`),
        ],
      };
    }
    case "dotnet": {
      const up = r.int(1500, 5000);
      const lg = { logger: "Microsoft.Hosting.Lifetime" };
      return {
        ready: t + up,
        lines: [
          L(up - 20, `Now listening on: http://[::]:${port(s)}`, lg),
          L(up, "Application started. Press Ctrl+C to shut down.", lg),
          L(up + 1, "Hosting environment: Production", lg),
          L(up + 2, "Content root path: /app", lg),
        ],
      };
    }
    case "ruby": {
      const up = r.int(3000, 9000);
      if (s.logger === "sidekiq")
        return {
          ready: t + up,
          lines: [
            L(
              0,
              `Booting Sidekiq 7.2.4 with Sidekiq::RedisConnection::RedisClientAdapter options {:url=>"redis://redis-master:6379/2"}`,
            ),
            L(up, "Starting processing, hit Ctrl-C to stop"),
          ],
        };
      return {
        ready: t + up,
        lines: [
          L(0, "Puma starting in single mode..."),
          L(5, '* Puma version: 6.4.2 (ruby 3.3.1-p55) ("The Eagle of Durango")'),
          L(6, "*  Min threads: 5"),
          L(7, "*  Max threads: 5"),
          L(8, "*  Environment: production"),
          L(up, `* Listening on http://0.0.0.0:${port(s)}`),
          L(up + 1, "Use Ctrl-C to stop"),
        ],
      };
    }
  }
}

const EDGE_PATH: Record<string, string> = {
  catalog: "/api/search?q=hosta",
  stock: "/api/plants/hosta-sum-and-substance",
  slots: "/api/collect/slots",
  pay: "/api/checkout",
  loyalty: "/api/club/me",
  quotes: "/api/quotes",
};

function edgePath(callee: Service): string {
  for (const role of callee.roles) {
    const p = EDGE_PATH[role];
    if (p) return p;
  }
  return "/api/plants/heuchera-palace-purple";
}

/** A caller that hit a draining / starting pod. */
export function refusedLine(c: Ctx, caller: Service, callee: Service, t: number, attempt: number, max: number): Ev {
  const r = c.r;
  const addr = `${podIp(r)}:${port(callee)}`;
  const lv: Level = attempt >= max ? "ERROR" : "WARN";
  const n = caller.name;
  if (c.e.key === "mossmarigold" && caller.roles.includes("edge"))
    return ev(t, n, "WARN", c.e.access(r, n, "GET", edgePath(callee), 503, r.int(1, 4), t, "UF,URX"));
  switch (caller.runtime) {
    case "node":
      return ev(t, n, lv, `upstream ${callee.name} failed: connect ECONNREFUSED ${addr} (attempt ${attempt}/${max})`);
    case "go":
      return ev(
        t,
        n,
        lv,
        `call ${callee.name} failed: dial tcp ${addr}: connect: connection refused (attempt ${attempt}/${max})`,
      );
    case "java":
      return ev(
        t,
        n,
        lv,
        `I/O error on GET request for "http://${callee.name}:${port(callee)}/internal/health-aware": Connection refused; retrying (${attempt}/${max})`,
      );
    case "python":
      return ev(
        t,
        n,
        lv,
        `httpx.ConnectError: [Errno 111] Connection refused (${callee.name}), retry ${attempt}/${max}`,
      );
    case "dotnet":
      return ev(
        t,
        n,
        lv,
        `Retry ${attempt} of ${max} for ${callee.name} after ${r.int(100, 400)}ms: Connection refused (${callee.name}:${port(callee)})`,
        {
          logger: "Polly",
        },
      );
    case "ruby":
      return ev(
        t,
        n,
        lv,
        `Faraday::ConnectionFailed: Failed to open TCP connection to ${callee.name}:${port(callee)} (Connection refused - connect(2) for "${callee.name}" port ${port(callee)}); retry ${attempt}/${max}`,
      );
  }
}

export function retryOkLine(c: Ctx, caller: Service, callee: Service, t: number, attempts: number): Ev {
  if (c.e.key === "mossmarigold" && caller.roles.includes("edge"))
    return ev(t, caller.name, "INFO", c.e.access(c.r, caller.name, "GET", edgePath(callee), 200, c.r.int(20, 300), t));
  return ev(
    t,
    caller.name,
    "INFO",
    `request to ${callee.name} succeeded after ${attempts} attempt${attempts > 1 ? "s" : ""}`,
  );
}
