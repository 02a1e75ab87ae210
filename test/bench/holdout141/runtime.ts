// How each runtime really prints a request, a start-up and a shutdown; how each edge proxy prints an access line.
import type { Runtime, Service } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Win } from "./window.js";

const UAS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36",
  "KeysApp/4.12.1 (iOS 17.5; iPad)",
  "okhttp/4.12.0",
];

export function clientIp(r: Rng): string {
  return r.chance(0.5) ? `203.0.113.${r.int(2, 250)}` : `198.51.100.${r.int(2, 250)}`;
}

function clf(ms: number, millis = false): string {
  const d = new Date(ms);
  const mon = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()];
  const p = (n: number, w = 2) => String(n).padStart(w, "0");
  const base = `${p(d.getUTCDate())}/${mon}/${d.getUTCFullYear()}:${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
  return millis ? `${base}.${p(d.getUTCMilliseconds(), 3)}` : `${base} +0000`;
}

export interface Access {
  t: number;
  method: string;
  path: string;
  status: number;
  ms: number;
  upstream: Service;
  bytes?: number;
  /** envoy response flags / haproxy termination state when the proxy itself cut the request */
  flags?: string;
  ua?: string;
  ip?: string;
}

/** The edge proxy's access line (always INFO: proxies do not grade their access log). */
export function accessLine(w: Win, a: Access): string {
  const r = w.rng;
  const edge = w.s("edge");
  const ip = a.ip ?? clientIp(r);
  const ua = a.ua ?? r.pick(UAS);
  const bytes = a.bytes ?? (a.status >= 500 ? r.int(90, 220) : r.int(300, 18000));
  const host = `${a.upstream.role === "web" ? "www" : "api"}.${w.estate.domain}`;
  const up = `10.${r.int(1, 4)}.${r.int(0, 9)}.${r.int(10, 60)}`;
  switch (edge.runtime) {
    case "envoy": {
      const flags = a.flags ?? "-";
      const tp = `00-${r.hex(32)}-${r.hex(16)}-01`;
      const upHost = flags === "UF" || flags === "UH" ? "-" : `"${up}:8080"`;
      return `[${new Date(a.t).toISOString()}] "${a.method} ${a.path} HTTP/1.1" ${a.status} ${flags} 0 ${bytes} ${a.ms} ${flags === "-" ? Math.max(0, a.ms - r.int(0, 3)) : "-"} "${ip}" "${ua}" "${w.uuid()}" "${host}" ${upHost} cluster=${a.upstream.name} traceparent=${tp}`;
    }
    case "nginx": {
      const urt = a.status === 502 && a.ms < 50 ? "-" : (a.ms / 1000).toFixed(3);
      return `${ip} - - [${clf(a.t)}] "${a.method} ${a.path} HTTP/1.1" ${a.status} ${bytes} "-" "${ua}" rt=${(a.ms / 1000).toFixed(3)} urt=${urt} ups=${a.upstream.name} rid=${r.hex(32)}`;
    }
    case "traefik":
      return `${ip} - - [${clf(a.t)}] "${a.method} ${a.path} HTTP/2.0" ${a.status} ${bytes} "-" "${ua}" ${r.int(10000, 99999)} "${a.upstream.name}@docker" "http://172.18.0.${r.int(2, 40)}:${a.upstream.runtime === "elixir" ? 4000 : 8080}" ${a.ms}ms`;
    default: {
      const be = `be_${a.upstream.name.replace(/-svc$/, "").replace(/-/g, "_")}`;
      const srv = a.flags?.startsWith("SC") ? "<NOSRV>" : `${a.upstream.name.replace(/-svc$/, "")}${r.int(1, 3)}`;
      const timers =
        a.flags?.startsWith("SC") || a.flags?.startsWith("sH")
          ? `0/0/${a.flags.startsWith("SC") ? -1 : 1}/-1/${a.ms}`
          : `0/0/${r.int(0, 2)}/${Math.max(1, a.ms - 2)}/${a.ms}`;
      const conns = `${r.int(80, 160)}/${r.int(60, 120)}/${r.int(1, 12)}/${r.int(0, 4)}/0`;
      return `${ip}:${r.int(30000, 65000)} [${clf(a.t, true)}] fe_https~ ${be}/${srv} ${timers} ${a.status} ${bytes} - - ${a.flags ?? "----"} ${conns} 0/0 "${a.method} ${a.path} HTTP/1.1"`;
    }
  }
}

/** A service's own request log line(s) for one request it served. */
export function requestLines(rt: Runtime, r: Rng, method: string, path: string, status: number, ms: number): string[] {
  switch (rt) {
    case "spring":
      return [`${method} ${path} -> ${status} (${ms} ms)`];
    case "go":
      return [`http request method=${method} path=${path} status=${status} duration=${ms}.${r.int(0, 9)}ms`];
    case "node":
      return [`request completed ${method} ${path} ${status} ${ms}ms`];
    case "python":
      return [
        `10.${r.int(0, 4)}.${r.int(0, 9)}.${r.int(2, 90)} - - "${method} ${path} HTTP/1.1" ${status} ${r.int(90, 9000)} "-" "python-requests/2.31.0"`,
      ];
    case "rails": {
      const ctrl = path.split("/")[1] || "home";
      const name = ctrl.charAt(0).toUpperCase() + ctrl.slice(1).replace(/[^a-z]/gi, "");
      return [
        `Started ${method} "${path}" for 10.${r.int(0, 4)}.${r.int(0, 9)}.${r.int(2, 90)}`,
        `Processing by ${name}Controller#${method === "GET" ? (r.chance(0.5) ? "index" : "show") : "create"} as ${r.chance(0.7) ? "HTML" : "JSON"}`,
        `Completed ${status} ${status === 200 ? "OK" : status === 201 ? "Created" : status === 302 ? "Found" : "Internal Server Error"} in ${ms}ms (Views: ${(ms * 0.4).toFixed(1)}ms | ActiveRecord: ${(ms * 0.3).toFixed(1)}ms | Allocations: ${r.int(900, 30000)})`,
      ];
    }
    case "dotnet":
      return [
        `Request finished HTTP/1.1 ${method} http://${path.split("/")[2] ?? "api"}:8080${path} - ${status} ${r.int(90, 9000)} application/json;+charset=utf-8 ${ms}.${r.int(1000, 9999)}ms`,
      ];
    case "elixir":
      return [`${method} ${path}`, `Sent ${status} in ${ms}ms`];
    case "php":
      return [
        `10.0.${r.int(0, 9)}.${r.int(2, 60)} - ${method} ${path} ${status} /var/www/html/public/index.php ${ms}.${r.int(100, 999)}ms ${r.int(2048, 8192)}KB ${r.int(20, 99)}.${r.int(10, 99)}%`,
      ];
    default:
      return [`${method} ${path} ${status} ${ms}ms`];
  }
}

/** Start-up lines of a freshly deployed or restarted process. */
export function startupLines(svc: Service, r: Rng, version: string): string[] {
  switch (svc.runtime) {
    case "spring":
      return [
        `Starting ${pascal(svc.name)}Application v${version} using Java 17.0.11 with PID 1 (/app/app.jar started by app in /app)`,
        `No active profile set, falling back to 1 default profile: "default"`,
        `Tomcat initialized with port 8080 (http)`,
        `HikariPool-1 - Starting...`,
        `HikariPool-1 - Start completed.`,
        `Tomcat started on port 8080 (http) with context path ''`,
        `Started ${pascal(svc.name)}Application in ${r.int(6, 19)}.${r.int(100, 999)} seconds (process running for ${r.int(8, 22)}.${r.int(10, 99)})`,
      ];
    case "go":
      return [`starting ${svc.name} version=${version} go=go1.22.4`, `listening addr=:8080`];
    case "node":
      return [
        `${svc.name}@${version} starting (node v20.14.0, NODE_ENV=production)`,
        `Server listening at http://0.0.0.0:8080`,
      ];
    case "python":
      return [
        `Starting gunicorn 22.0.0`,
        `Listening at: http://0.0.0.0:8000 (1)`,
        `Using worker: gthread`,
        `Booting worker with pid: ${r.int(7, 40)}`,
        `Booting worker with pid: ${r.int(41, 80)}`,
      ];
    case "rails":
      return [
        `=> Booting Puma`,
        `=> Rails 7.1.3.4 application starting in production`,
        `Puma starting in cluster mode...`,
        `* Puma version: 6.4.2 (ruby 3.3.3-p89) ("The Eagle of Durango")`,
        `* Listening on http://0.0.0.0:3000`,
        `Use Ctrl-C to stop`,
      ];
    case "sidekiq":
      return [
        `Booted Rails 7.1.3.4 application in production environment`,
        `Running in ruby 3.3.3 (2024-06-12 revision f1c7b6f435) [x86_64-linux]`,
        `Sidekiq 7.2.4 connecting to Redis with options {:size=>10, :pool_name=>"internal", :url=>"redis://redis:6379/0"}`,
        `Starting processing, hit Ctrl-C to stop`,
      ];
    case "dotnet":
      return [
        `Now listening on: http://[::]:8080`,
        `Application started. Press Ctrl+C to shut down.`,
        `Hosting environment: Production`,
        `Content root path: /app`,
      ];
    case "elixir":
      return [
        `Running ${pascal(svc.name)}Web.Endpoint with Bandit 1.5.2 at :::4000 (http)`,
        `Access ${pascal(svc.name)}Web.Endpoint at https://${svc.name}.internal`,
      ];
    case "php":
      return [`NOTICE: fpm is running, pid 1`, `NOTICE: ready to handle connections`];
    default:
      return [`starting ${svc.name} ${version}`];
  }
}

export function shutdownLines(svc: Service): string[] {
  switch (svc.runtime) {
    case "spring":
      return ["Commencing graceful shutdown. Waiting for active requests to complete", "Graceful shutdown complete"];
    case "go":
      return ["received signal, shutting down signal=terminated", "http server stopped"];
    case "node":
      return ["SIGTERM received, closing server", "server closed"];
    case "python":
      return ["Handling signal: term", "Worker exiting (pid: 12)", "Shutting down: Master"];
    case "rails":
      return [
        "- Gracefully stopping, waiting for requests to finish",
        "=== puma shutdown: 2026-01-01 00:00:00 +0000 ===",
        "- Goodbye!",
      ];
    case "sidekiq":
      return ["Shutting down", "Terminating quiet threads for default capsule", "Bye!"];
    case "dotnet":
      return ["Application is shutting down..."];
    case "elixir":
      return ["Shutting down 4 sockets in 1 rounds of 2000ms"];
    case "php":
      return ["NOTICE: Terminating ...", "NOTICE: exiting, bye-bye!"];
    default:
      return ["shutting down"];
  }
}

export function pascal(name: string): string {
  return name
    .split(/[-_]/)
    .filter((x) => x !== "svc")
    .map((x) => x.charAt(0).toUpperCase() + x.slice(1))
    .join("");
}
