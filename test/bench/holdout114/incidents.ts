// What a scenario is, plus the deploy / config-reload lines each runtime prints (used for the change that breaks a
// service and for unrelated releases near it).
import type { Estate } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Ctx } from "./stream.js";

export type Category =
  | "authentication"
  | "authorization"
  | "database"
  | "network"
  | "timeout"
  | "rate_limiting"
  | "validation"
  | "null_reference"
  | "configuration"
  | "dependency"
  | "memory"
  | "disk"
  | "unknown";

export interface IncidentSpec {
  estate: Estate["key"];
  origin: string;
  category: Category;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  run(c: Ctx): void;
}

export const ver = (r: Rng) => `${r.int(1, 6)}.${r.int(0, 30)}.${r.int(0, 12)}`;

/** Release or reload lines of svc at t, in its runtime's words. */
export function deploy(c: Ctx, svc: string, t: number, version?: string): void {
  const r = c.rng;
  const v = version ?? ver(r);
  const rt = c.estate.services.find((s) => s.name === svc)?.runtime ?? "go";
  const table: Record<string, [number, string][]> = {
    node: [
      [0, "received SIGTERM, closing HTTP server"],
      [4200, `${svc}@${v} starting (node v20.18.0, NODE_ENV=production)`],
      [4900, "server listening on 0.0.0.0:3000"],
    ],
    java: [
      [
        0,
        `Starting ${svc.replace(/(^|-)(\w)/g, (_m, _a, b: string) => b.toUpperCase())}Application v${v} using Java 21.0.4 with PID 1`,
      ],
      [
        9000,
        `Started ${svc.replace(/(^|-)(\w)/g, (_m, _a, b: string) => b.toUpperCase())}Application in ${r.int(8, 19)}.${r.digits(3)} seconds (process running for ${r.int(10, 21)}.${r.digits(3)})`,
      ],
    ],
    dotnet: [
      [0, "Application is shutting down..."],
      [3500, "Now listening on: http://[::]:8080"],
      [3600, "Application started. Press Ctrl+C to shut down."],
      [3650, `Hosting environment: Production; content root: /app; version ${v}`],
    ],
    go: [
      [0, "shutting down: signal terminated"],
      [2500, `starting ${svc} version=v${v} commit=${r.hex(7)} go=go1.23.2`],
      [2600, "listening on :8080"],
    ],
    python: [
      [0, "[INFO] Handling signal: term"],
      [3000, "[INFO] Starting gunicorn 22.0.0"],
      [3050, "[INFO] Listening at: http://0.0.0.0:8000 (1)"],
      [3100, `[INFO] Booting worker with pid: ${r.int(7, 40)} (release ${v})`],
    ],
    ruby: [
      [0, "- Gracefully stopping, waiting for requests to finish"],
      [5000, "Puma starting in cluster mode..."],
      [5010, '* Puma version: 6.4.3 (ruby 3.3.5-p100) ("The Eagle of Durango")'],
      [5020, `* Environment: production, release ${v}`],
      [5030, "* Listening on http://0.0.0.0:3000"],
    ],
    nginx: [
      [0, `[notice] 1#1: signal 1 (SIGHUP) received from ${r.int(100, 999)}, reconfiguring`],
      [20, "[notice] 1#1: reconfiguring"],
      [40, `[notice] 1#1: start worker processes`],
    ],
    postgres: [
      [0, "LOG:  received SIGHUP, reloading configuration files"],
      [10, `LOG:  parameter "log_min_duration_statement" changed to "${r.pick([250, 500, 1000])}"`],
    ],
    redis: [[0, "1:M * CONFIG REWRITE executed with success."]],
    envoy: [
      [0, "cds: add 6 cluster(s), remove 0 cluster(s)"],
      [30, "lds: add/update listener 'ingress_http'"],
    ],
    keycloak: [
      [
        0,
        `Keycloak ${r.pick(["24.0.5", "25.0.6"])} on JVM (powered by Quarkus 3.8.5) started in ${r.int(8, 16)}.${r.digits(3)}s. Listening on: http://0.0.0.0:8080`,
      ],
    ],
    elasticsearch: [[0, "[audit-search-0] updating [cluster.routing.allocation.enable] from [primaries] to [all]"]],
    cpp: [[0, `sorter-ctl ${v} starting, config /etc/sorter/sorter.ini loaded (profile=ballot-return)`]],
  };
  const lines = table[rt] ?? [[0, `config reloaded (${svc} ${v})`]];
  for (const [dt, msg] of lines) c.emit(t + dt, svc, "info", msg);
}

/** An unrelated release of another service near t. */
export function unrelatedDeploy(c: Ctx, avoid: string | null, around: number): void {
  const names = c.estate.services.map((s) => s.name).filter((n) => n !== avoid);
  const svc = c.rng.pick(names);
  deploy(c, svc, Math.max(c.start + 20_000, around + c.rng.int(-150_000, 120_000)));
}
