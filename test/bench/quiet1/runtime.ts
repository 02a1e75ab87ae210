// How each runtime words the same trouble: resets, timeouts, refusals, 5xx from a callee, stack frames.
import type { Rng } from "./rng.js";
import type { Runtime } from "./types.js";

const port = (r: Rng) => r.int(32768, 60999);

export function connReset(rt: Runtime, r: Rng, peer: string): string {
  switch (rt) {
    case "node":
      return `request to ${peer} failed: Error: read ECONNRESET`;
    case "java":
      return `I/O error on POST request for "http://${peer}:8080/": Connection reset; nested exception is java.net.SocketException: Connection reset`;
    case "go":
      return `call ${peer}: read tcp ${r.ip()}:${port(r)}->${r.ip()}:8080: read: connection reset by peer`;
    case "python":
      return `request to ${peer} failed: ConnectionResetError: [Errno 104] Connection reset by peer`;
    case "dotnet":
      return `HttpRequestException calling ${peer}: An error occurred while sending the request. ---> System.IO.IOException: Unable to read data from the transport connection: Connection reset by peer.`;
    case "rust":
      return `upstream ${peer}: hyper::Error(Io, Os { code: 104, kind: ConnectionReset, message: "Connection reset by peer" })`;
    case "elixir":
      return `[error] request to ${peer} failed: %Mint.TransportError{reason: :closed}`;
    default:
      return `could not receive data from client: Connection reset by peer`;
  }
}

export function refused(rt: Runtime, r: Rng, peer: string, p = 8080): string {
  switch (rt) {
    case "node":
      return `request to ${peer} failed: Error: connect ECONNREFUSED ${r.ip()}:${p}`;
    case "java":
      return `I/O error on GET request for "http://${peer}:${p}/": Connection refused; nested exception is java.net.ConnectException: Connection refused`;
    case "go":
      return `dial tcp ${r.ip()}:${p}: connect: connection refused (${peer})`;
    case "python":
      return `HTTPConnectionPool(host='${peer}', port=${p}): Max retries exceeded (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object>: Failed to establish a new connection: [Errno 111] Connection refused'))`;
    case "dotnet":
      return `HttpRequestException: Connection refused (${peer}:${p})`;
    case "rust":
      return `error trying to connect to ${peer}:${p}: tcp connect error: Connection refused (os error 111)`;
    case "elixir":
      return `[error] ${peer}:${p} %Mint.TransportError{reason: :econnrefused}`;
    default:
      return `connection to ${peer}:${p} refused`;
  }
}

export function timedOut(rt: Runtime, r: Rng, peer: string, ms: number): string {
  switch (rt) {
    case "node":
      return `upstream ${peer} timed out after ${ms}ms (ETIMEDOUT)`;
    case "java":
      return `Read timed out calling ${peer} after ${ms} ms; nested exception is java.net.SocketTimeoutException: Read timed out`;
    case "go":
      return `call ${peer}: context deadline exceeded (Client.Timeout exceeded while awaiting headers) after ${ms}ms`;
    case "python":
      return `HTTPConnectionPool(host='${peer}', port=8080): Read timed out. (read timeout=${(ms / 1000).toFixed(1)})`;
    case "dotnet":
      return `TaskCanceledException: The request was canceled due to the configured HttpClient.Timeout of ${ms / 1000} seconds elapsing (${peer}).`;
    case "rust":
      return `request to ${peer} timed out after ${ms}ms: operation timed out`;
    case "elixir":
      return `[error] GenServer call to ${peer} timed out after ${ms}ms (:timeout)`;
    default:
      return `${peer} did not answer within ${ms}ms (trace ${r.hex(6)})`;
  }
}

export function status5xx(rt: Runtime, peer: string, code: number, path: string): string {
  const text = code === 502 ? "Bad Gateway" : code === 503 ? "Service Unavailable" : "Gateway Timeout";
  switch (rt) {
    case "java":
      return `org.springframework.web.client.HttpServerErrorException$${text.replace(/ /g, "")}: ${code} ${text} from ${peer} ${path}`;
    case "python":
      return `requests.exceptions.HTTPError: ${code} Server Error: ${text} for url: http://${peer}:8080${path}`;
    case "go":
      return `call ${peer} ${path}: unexpected status ${code} ${text}`;
    case "dotnet":
      return `Response status code does not indicate success: ${code} (${text}). (${peer}${path})`;
    default:
      return `${peer} ${path} answered ${code} ${text}`;
  }
}

/** A stack trace in the runtime's shape (lines after the first message line). */
export function stack(rt: Runtime, r: Rng, pkg: string, exc: string, n = 6): string[] {
  const fns =
    rt === "python"
      ? ["handle", "process", "execute", "run", "apply", "dispatch", "invoke", "__call__", "send", "load"]
      : ["handle", "process", "execute", "run", "apply", "dispatch", "invoke", "call", "doFilter", "load"];
  const mods = ["service", "client", "handler", "repository", "worker", "pipeline", "scheduler", "adapter"];
  const out: string[] = [];
  switch (rt) {
    case "java":
    case "dotnet":
      if (rt === "java") {
        for (let i = 0; i < n; i++) {
          const cls = r.pick(mods);
          const C = cls[0].toUpperCase() + cls.slice(1);
          const K = `${C}${r.pick(["Impl", "", "Support"])}`;
          out.push(`\tat ${pkg}.${cls}.${K}.${r.pick(fns)}(${K}.java:${r.int(20, 480)})`);
        }
        out.push(`\tat java.base/java.lang.Thread.run(Thread.java:1583)`);
      } else {
        for (let i = 0; i < n; i++) {
          const C = r.pick(mods);
          out.push(
            `   at ${pkg}.${C[0].toUpperCase() + C.slice(1)}.${r.pick(fns)}Async() in /src/${C}.cs:line ${r.int(20, 400)}`,
          );
        }
      }
      return out;
    case "python":
      out.push("Traceback (most recent call last):");
      for (let i = 0; i < Math.min(n, 4); i++) {
        const m = r.pick(mods);
        out.push(`  File "/app/${pkg.split(".").pop()}/${m}.py", line ${r.int(20, 400)}, in ${r.pick(fns)}`);
        out.push(`    result = self.${r.pick(fns)}(payload)`);
      }
      out.push(exc);
      return out;
    case "node":
      for (let i = 0; i < n; i++)
        out.push(`    at ${r.pick(fns)} (/app/dist/${r.pick(mods)}.js:${r.int(10, 300)}:${r.int(5, 40)})`);
      return out;
    case "go":
      out.push(`goroutine ${r.int(30, 9000)} [running]:`);
      for (let i = 0; i < Math.min(n, 4); i++) {
        const m = r.pick(mods);
        out.push(`${pkg}/internal/${m}.(*${m[0].toUpperCase() + m.slice(1)}).${r.pick(fns)}(...)`);
        out.push(`\t/src/internal/${m}/${m}.go:${r.int(20, 300)} +0x${r.hex(3)}`);
      }
      return out;
    case "rust":
      out.push("stack backtrace:");
      for (let i = 0; i < Math.min(n, 4); i++) out.push(`  ${i}: ${pkg}::${r.pick(mods)}::${r.pick(fns)}`);
      return out;
    default:
      return out;
  }
}

const camel = (svc: string) =>
  svc
    .split("-")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");

/** Lines a runtime prints while it stops gracefully. */
export function shutdown(rt: Runtime, svc: string, r: Rng): string[] {
  switch (rt) {
    case "java":
      return ["Commencing graceful shutdown. Waiting for active requests to complete", "Graceful shutdown complete"];
    case "node":
      return [
        "SIGTERM received, closing HTTP server (grace 30s)",
        `HTTP server closed, ${r.int(0, 4)} sockets drained`,
      ];
    case "go":
      return ["received signal terminated, shutting down", "http: Server closed"];
    case "python":
      return ["Shutting down", "Waiting for application shutdown.", "Application shutdown complete."];
    case "dotnet":
      return ["Application is shutting down...", "Hosting stopped"];
    case "rust":
      return ["signal received, starting graceful shutdown", "graceful shutdown complete"];
    case "elixir":
      return ["[notice] SIGTERM received - shutting down", "[info] Application stopped"];
    default:
      return [`${svc} stopping`];
  }
}

/** Lines a runtime prints while it starts (version in the first). */
export function startup(rt: Runtime, svc: string, r: Rng, version: string): string[] {
  switch (rt) {
    case "java":
      return [
        `Starting ${camel(svc)}Application v${version} using Java 21.0.${r.int(2, 5)} with PID 1`,
        `Tomcat initialized with port 8080 (http)`,
        `HikariPool-1 - Start completed.`,
        `Started ${camel(svc)}Application in ${r.real(6, 19).toFixed(3)} seconds (process running for ${r.real(8, 22).toFixed(3)})`,
      ];
    case "node":
      return [`${svc}@${version} starting (node v20.${r.int(10, 18)}.0, NODE_ENV=production)`, `listening on :8080`];
    case "go":
      return [`starting ${svc} version=v${version} go=go1.22.${r.int(1, 6)}`, `http server listening addr=:8080`];
    case "python":
      return [
        `Started server process [${r.int(1, 40)}]`,
        "Waiting for application startup.",
        `${svc} ${version} ready`,
        "Application startup complete.",
        "Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)",
      ];
    case "dotnet":
      return [`${camel(svc)} ${version} starting`, "Now listening on: http://[::]:8080", "Application started."];
    case "rust":
      return [`${svc} v${version} starting`, "listening on 0.0.0.0:8080"];
    case "elixir":
      return [
        `[info] Running ${camel(svc)}.Endpoint with cowboy 2.12.0 at :::4000 (http)`,
        `[info] ${svc} ${version} booted`,
      ];
    default:
      return [`${svc} ready`];
  }
}
