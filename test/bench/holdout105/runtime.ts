// Stack traces and start-up lines in each runtime's own style.
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp" | "rust";

export interface Frame {
  fn: string; // e.g. com.namewell.epp.SessionPool.borrow  /  handle_report  /  main.(*Publisher).push
  file: string;
  line?: number;
}

/** A trace for `rt`; `head` is the exception line the runtime prints (class: message). */
export function stack(rt: Runtime, head: string, frames: Frame[], r: Rng): string {
  const ln = (f: Frame) => f.line ?? r.int(20, 480);
  switch (rt) {
    case "java": {
      const lines = [head, ...frames.map((f) => `\tat ${f.fn}(${f.file}:${ln(f)})`)];
      if (head.includes("Caused by")) lines.push(`\t... ${r.int(12, 60)} common frames omitted`);
      return lines.join("\n");
    }
    case "python":
      return [
        "Traceback (most recent call last):",
        ...[...frames]
          .reverse()
          .flatMap((f) => [`  File "${f.file}", line ${ln(f)}, in ${f.fn}`, `    ${pyLine(f.fn)}`]),
        head,
      ].join("\n");
    case "go":
      return [
        head,
        "",
        `goroutine ${r.int(30, 9000)} [running]:`,
        ...frames.flatMap((f) => [f.fn.includes("(") ? f.fn : `${f.fn}(...)`, `\t${f.file}:${ln(f)} +0x${r.hex(3)}`]),
      ].join("\n");
    case "node":
      return [head, ...frames.map((f) => `    at ${f.fn} (${f.file}:${ln(f)}:${r.int(5, 60)})`)].join("\n");
    case "dotnet":
      return [
        head,
        ...frames.map((f) => `   at ${f.fn}${f.fn.includes("(") ? "" : "()"} in ${f.file}:line ${ln(f)}`),
      ].join("\n");
    case "ruby": {
      const [first, ...rest] = frames;
      return [
        `${first.file}:${ln(first)}:in \`${first.fn}': ${head}`,
        ...rest.map((f) => `\tfrom ${f.file}:${ln(f)}:in \`${f.fn}'`),
      ].join("\n");
    }
    case "rust":
      return [
        head,
        "stack backtrace:",
        ...frames.flatMap((f, i) => [`  ${i}: ${f.fn}`, `             at ${f.file}:${ln(f)}:${r.int(5, 40)}`]),
      ].join("\n");
    case "cpp":
      return [head, ...frames.map((f, i) => `#${i} 0x0000${r.hex(8)} in ${f.fn} at ${f.file}:${ln(f)}`)].join("\n");
  }
}

function pyLine(fn: string): string {
  if (fn.includes("handle")) return "return self._process(payload)";
  if (fn.includes("get")) return "return self.session.get(url, timeout=self.timeout)";
  return `result = ${fn}(ctx)`;
}

/** What a service prints when it (re)starts; used for deploys and restarts. */
export function startup(rt: Runtime, svc: string, version: string, r: Rng): string[] {
  switch (rt) {
    case "java":
      return [
        `Starting ${camel(svc)}Application v${version} using Java 21.0.4 with PID 1`,
        `HikariPool-1 - Starting...`,
        `HikariPool-1 - Start completed.`,
        `Tomcat started on port 8080 (http) with context path '/'`,
        `Started ${camel(svc)}Application in ${(r.int(80, 220) / 10).toFixed(1)} seconds (process running for ${(r.int(90, 240) / 10).toFixed(1)})`,
      ];
    case "python":
      return [
        "Starting gunicorn 22.0.0",
        "Listening at: http://0.0.0.0:8000 (1)",
        "Using worker: uvicorn.workers.UvicornWorker",
        `Booting worker with pid: ${r.int(7, 40)}`,
        `${svc} ${version} ready`,
      ];
    case "go":
      return [`${svc} version=${version} go=go1.22.6 starting`, "listening addr=:8080", "metrics listening addr=:9090"];
    case "node":
      return [
        `${svc}@${version} starting (node v20.17.0, NODE_ENV=production)`,
        "Server listening at http://0.0.0.0:3000",
      ];
    case "dotnet":
      return [
        "Now listening on: http://[::]:8080",
        "Application started. Press Ctrl+C to shut down.",
        "Hosting environment: Production",
        `Content root path: /app (${svc} ${version})`,
      ];
    case "ruby":
      return [
        `Puma starting in cluster mode... (${svc} ${version})`,
        '* Puma version: 6.4.2 (ruby 3.3.4-p94) ("The Eagle of Durango")',
        "* Listening on http://0.0.0.0:3000",
        "- Worker 0 (PID: 21) booted in 1.84s, phase: 0",
      ];
    case "rust":
      return [`${svc} ${version} starting`, "listening on 0.0.0.0:8080", "tokio runtime: 4 worker threads"];
    case "cpp":
      return [
        `${svc} ${version} (build ${r.hex(7)}) starting`,
        "loaded configuration from /etc/" + svc + "/" + svc + ".conf",
        "listening on 0.0.0.0:8443",
      ];
  }
}

const camel = (s: string) =>
  s
    .split("-")
    .map((p) => p[0].toUpperCase() + p.slice(1))
    .join("");
