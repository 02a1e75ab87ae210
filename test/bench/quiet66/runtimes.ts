// What each runtime prints when a service is redeployed, restarted or reloads its configuration.
import type { Estate, Runtime } from "./estates.js";
import type { Stream } from "./stream.js";

const STARTED: Record<Runtime, (svc: string, v: string) => string[]> = {
  java: (svc, v) => [
    `Starting ${svc.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}Application v${v} using Java 21.0.5 with PID 1`,
    "Tomcat initialized with port 8080 (http)",
    `Started ${svc.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}Application in 11.84 seconds (process running for 12.6)`,
  ],
  node: (_svc, v) => [`release ${v} booting (node v20.18.1)`, "Server listening at http://0.0.0.0:3000"],
  python: (_svc, v) => [
    "Starting gunicorn 23.0.0",
    "Listening at: http://0.0.0.0:8000 (1)",
    "Booting worker with pid: 9",
    `app version ${v} ready`,
  ],
  go: (_svc, v) => [`level=info msg="starting server" addr=:8080 version=${v}`],
  dotnet: (_svc, v) => [
    "Microsoft.Hosting.Lifetime[14] Now listening on: http://[::]:8080",
    "Microsoft.Hosting.Lifetime[0] Application started. Press Ctrl+C to shut down.",
    `Microsoft.Hosting.Lifetime[0] Hosting environment: Production (build ${v})`,
  ],
  ruby: (_svc, v) => [
    "Puma starting in cluster mode...",
    `* Puma version: 6.4.3 ("The Eagle of Durango") release ${v}`,
    "* Listening on http://0.0.0.0:3000",
  ],
  cpp: (svc, v) => [`${svc} ${v} starting, config /etc/${svc}/${svc}.conf`, "listening on 0.0.0.0:7001"],
  php: (_svc, v) => ["NOTICE: fpm is running, pid 1", "NOTICE: ready to handle connections", `release ${v} active`],
  perl: (_svc, v) => [
    "Starman::Server (type Net::Server::PreFork) starting! pid(1)",
    `Binding to TCP port 5000 on host 0.0.0.0 with IPv4 (release ${v})`,
  ],
};

const STOPPING: Record<Runtime, string> = {
  java: "Commencing graceful shutdown. Waiting for active requests to complete",
  node: "SIGTERM received, closing server",
  python: "Handling signal: term",
  go: 'level=info msg="shutting down" signal=terminated',
  dotnet: "Microsoft.Hosting.Lifetime[0] Application is shutting down...",
  ruby: "- Gracefully stopping, waiting for requests to finish",
  cpp: "caught SIGTERM, draining lanes",
  php: "NOTICE: Terminating ...",
  perl: "Server closing!",
};

export function version(s: Stream): string {
  return `2026.${s.rng.int(9, 11)}.${s.rng.int(1, 30)}-${s.rng.hex(7)}`;
}

/** A rolling redeploy of one service: shutdown, a few seconds of nothing, startup banner. */
export function redeploy(s: Stream, e: Estate, svc: string, t: number, down = 6000): string {
  const rt = e.runtime[svc];
  const v = version(s);
  s.add(t, svc, "info", STOPPING[rt], { force: true });
  s.silence(svc, t + 1, t + down);
  STARTED[rt](svc, v).forEach((m, i) => {
    s.add(t + down + i * 300, svc, "info", m, { force: true });
  });
  return v;
}

/** A configuration reload that changes nothing important. */
export function reload(s: Stream, e: Estate, svc: string, t: number): void {
  const rt = e.runtime[svc];
  const msg: Record<Runtime, string> = {
    java: "o.s.c.e.event.RefreshEventListener : Refresh keys changed: [logging.level.root, app.cache.ttl]",
    node: "config watcher: reloaded /etc/app/config.json (2 keys changed)",
    python: "settings reloaded from ConfigMap (LOG_LEVEL, CACHE_TTL)",
    go: 'level=info msg="config reloaded" changed="cache_ttl,log_level"',
    dotnet: "Microsoft.Extensions.Configuration[0] Configuration reloaded from appsettings.Production.json",
    ruby: "Config reloaded from /app/config/settings.yml",
    cpp: "SIGHUP: configuration reloaded",
    php: "NOTICE: Reloading in progress ...",
    perl: "koha-conf.xml reloaded (SIGHUP)",
  };
  s.add(t, svc, "info", msg[rt], { force: true });
}
