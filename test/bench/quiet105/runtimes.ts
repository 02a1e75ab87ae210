// How each runtime prints the same things: access lines, health checks, deprecations, start-up and stack traces.
import type { Runtime } from "./estates.js";
import type { Rng } from "./rng.js";

export function access(rt: Runtime, r: Rng, method: string, path: string, status: number, whole: number): string {
  const ms = whole + r.next();
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${ms.toFixed(3)} ms - ${r.int(80, 4200)}`;
    case "go":
      return `request completed method=${method} path=${path} status=${status} duration=${ms.toFixed(1)}ms bytes=${r.int(60, 5000)}`;
    case "java":
      return `Completed ${status} ${status < 300 ? "OK" : status < 500 ? "CLIENT_ERROR" : "SERVER_ERROR"} ${method} ${path} in ${Math.round(ms)} ms`;
    case "python":
      return `"${method} ${path} HTTP/1.1" ${status} ${r.int(80, 6000)} ${Math.round(ms)}ms`;
    case "ruby":
      return `Completed ${status} ${status < 300 ? "OK" : status === 422 ? "Unprocessable Content" : status === 429 ? "Too Many Requests" : status === 404 ? "Not Found" : "Internal Server Error"} in ${Math.round(ms)}ms (Views: ${(ms * 0.1).toFixed(1)}ms | ActiveRecord: ${(ms * 0.3).toFixed(1)}ms | Allocations: ${r.int(800, 9000)}) ${method} ${path}`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://+${path} - ${status} ${r.int(0, 3000)} application/json ${ms.toFixed(4)}ms`;
    case "cpp":
      return `http: ${method} ${path} -> ${status} (${ms.toFixed(1)} ms)`;
  }
}

export function health(rt: Runtime, r: Rng): string {
  return access(
    rt,
    r,
    "GET",
    rt === "java" ? "/actuator/health" : rt === "dotnet" ? "/health/ready" : "/healthz",
    200,
    0.4 + r.next() * 2,
  );
}

export const DEPRECATIONS: Record<Runtime, string[]> = {
  node: [
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
  ],
  go: ["grpc: Dial is deprecated, use NewClient; WithBlock and WithTimeout are ignored by NewClient"],
  java: [
    "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering.",
  ],
  python: [
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "RemovedInDjango60Warning: The FORMS_URLFIELD_ASSUME_HTTPS transitional setting is deprecated.",
  ],
  ruby: [
    "DEPRECATION WARNING: `to_time` will always preserve the full timezone rather than offset of the receiver in Rails 8.1. To opt in to the new behavior, set `config.active_support.to_time_preserves_timezone = :zone`.",
  ],
  dotnet: [
    "warning: Microsoft.AspNetCore.Server.Kestrel: Overriding address(es) 'http://+:8080'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.",
    "Entity Framework Core: No store type was specified for the decimal property 'ExciseRate' on entity type 'Removal'. This will cause values to be silently truncated if they do not fit in the default precision and scale.",
  ],
  cpp: ["open62541: SecurityPolicy#None is deprecated for production endpoints, consider Basic256Sha256"],
};

export function startup(rt: Runtime, svc: string, version: string, r: Rng): string[] {
  switch (rt) {
    case "node":
      return [`${svc}@${version} starting (node v20.18.1, NODE_ENV=production)`, `listening on :8080 (pid 1)`];
    case "go":
      return [`starting ${svc} version=${version} go=go1.23.4`, `http server listening addr=:8080`];
    case "java":
      return [
        `Starting ${svc.replace(/-/g, "")}Application v${version} using Java 21.0.5 with PID 1`,
        `Tomcat started on port 8080 (http) with context path '/'`,
        `Started application in ${r.float(6, 19, 3)} seconds (process running for ${r.float(8, 22, 3)})`,
      ];
    case "python":
      return [
        `[1] [INFO] Starting gunicorn 23.0.0`,
        `[1] [INFO] Listening at: http://0.0.0.0:8000 (1)`,
        `${svc} ${version} ready`,
      ];
    case "ruby":
      return [
        `=> Booting Puma`,
        `* Puma version: 6.4.3 ("The Eagle of Durango")`,
        `* Listening on http://0.0.0.0:3000`,
        `${svc} ${version} booted`,
      ];
    case "dotnet":
      return [
        `Now listening on: http://[::]:8080`,
        `Application started. Press Ctrl+C to shut down.`,
        `Hosting environment: Production (${svc} ${version})`,
      ];
    case "cpp":
      return [`${svc} ${version} (gcc 13.2, -O2) starting`, `OPC UA server endpoint opc.tcp://0.0.0.0:4840 up`];
  }
}

export function shutdown(rt: Runtime): string {
  switch (rt) {
    case "node":
      return "received SIGTERM, draining connections";
    case "go":
      return "shutting down: received signal terminated";
    case "java":
      return "Commencing graceful shutdown. Waiting for active requests to complete";
    case "python":
      return "[1] [INFO] Handling signal: term";
    case "ruby":
      return "- Gracefully stopping, waiting for requests to finish";
    case "dotnet":
      return "Application is shutting down...";
    case "cpp":
      return "SIGTERM received, closing OPC UA sessions";
  }
}

const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();

/** A stack trace in the runtime's own style; `frames` are `module.function` names, innermost first. */
export function stack(rt: Runtime, kind: string, msg: string, frames: string[], r: Rng): string {
  const ln = () => r.int(18, 480);
  switch (rt) {
    case "java":
      return [`${kind}: ${msg}`, ...frames.map((f) => `\tat ${f}(${f.split(".").at(-2)}.java:${ln()})`)].join("\n");
    case "python": {
      const body = [...frames].reverse().flatMap((f) => {
        const parts = f.split(".");
        const fn = parts.pop();
        return [
          `  File "/app/${parts.join("/")}.py", line ${ln()}, in ${fn}`,
          `    ${r.pick(["return self._send(req)", "resp = client.post(url, json=payload, timeout=self.timeout)", "rows = cur.fetchall()", "fh.write(chunk)", "data = self._read()"])}`,
        ];
      });
      return ["Traceback (most recent call last):", ...body, `${kind}: ${msg}`].join("\n");
    }
    case "go": {
      const body = frames.flatMap((f) => {
        const p = f.split(".");
        const pkg = p.slice(0, -2).join("/");
        return [
          `${pkg}.(*${p.at(-2)}).${p.at(-1)}(...)`,
          `\t/src/${pkg}/${snake(p.at(-2) ?? "")}.go:${ln()} +0x${r.hex(3)}`,
        ];
      });
      return [`panic: ${msg} [recovered]`, "", `goroutine ${r.int(20, 9000)} [running]:`, ...body].join("\n");
    }
    case "node":
      return [
        `${kind}: ${msg}`,
        ...frames.map((f) => `    at ${f} (/app/dist/${f.split(".")[0]}.js:${ln()}:${r.int(5, 40)})`),
      ].join("\n");
    case "ruby":
      return [
        `${kind} (${msg}):`,
        ...frames.map((f) => {
          const p = f.split(".");
          return `app/${p.slice(0, -2).join("/")}/${snake(p.at(-2) ?? "")}.rb:${ln()}:in '${p.at(-2)}#${p.at(-1)}'`;
        }),
      ].join("\n");
    case "dotnet":
      return [
        `${kind}: ${msg}`,
        ...frames.map((f) => `   at ${f}() in /src/${f.split(".").slice(0, 2).join("/")}.cs:line ${ln()}`),
      ].join("\n");
    case "cpp":
      return [
        `terminate called after throwing an instance of '${kind}'`,
        `  what():  ${msg}`,
        ...frames.map((f, i) => `#${i} 0x0000${r.hex(8)} in ${f} ()`),
      ].join("\n");
  }
}
