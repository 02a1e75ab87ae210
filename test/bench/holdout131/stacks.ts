// Stack traces in each runtime's own shape, and the lines each runtime prints when it is redeployed or reloaded.
import type { Runtime } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Level } from "./stream.js";

export const javaStack = (ex: string, frames: string[], cause?: string): string =>
  [
    ex,
    ...frames.map((f) => `\tat ${f}`),
    ...(cause ? [`Caused by: ${cause}`, "\t... 14 common frames omitted"] : []),
  ].join("\n");

/** frames: [file, line, function, source line] */
export const pyStack = (frames: Array<[string, number, string, string]>, ex: string): string =>
  [
    "Traceback (most recent call last):",
    ...frames.flatMap(([f, l, fn, src]) => [`  File "${f}", line ${l}, in ${fn}`, `    ${src}`]),
    ex,
  ].join("\n");

/** frames: [function, file:line] */
export const goStack = (head: string, goroutine: number, frames: Array<[string, string]>): string =>
  [
    head,
    "",
    `goroutine ${goroutine} [running]:`,
    ...frames.flatMap(([fn, at], i) => [fn, `\t${at} +0x${(0x1a + i * 0x37).toString(16)}`]),
  ].join("\n");

export const nodeStack = (ex: string, frames: string[]): string => [ex, ...frames.map((f) => `    at ${f}`)].join("\n");

export const dotnetStack = (ex: string, frames: string[]): string =>
  [ex, ...frames.map((f) => `   at ${f}`)].join("\n");

export const rubyStack = (ex: string, frames: string[]): string => [ex, ...frames.map((f) => `  ${f}`)].join("\n");

/** Lines of an unrelated rollout or config reload of `svc`: [offset ms, level, message]. */
export function deployLines(svc: string, rt: Runtime, r: Rng, reload: boolean): Array<[number, Level, string]> {
  const v = `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 12)}`;
  if (reload) {
    const n = r.int(1, 6);
    const msg: Record<Runtime, string> = {
      java: `Refreshing keys for scope 'refresh': [${svc}.feature.${r.pick(["prefetch", "cache-ttl", "batch-size"])}] (${n} properties changed)`,
      python: `config watcher: /etc/${svc}/settings.yaml changed (${n} keys), reloaded`,
      go: `config reloaded path=/etc/${svc}/config.yaml changed_keys=${n}`,
      node: `config: reloaded ${n} keys from consul kv ${svc}/`,
      dotnet: `Configuration reloaded from appsettings.Production.json (${n} keys changed)`,
      ruby: `Reloaded settings from /app/config/settings/production.yml (${n} keys changed)`,
      cpp: `SIGHUP received, reloading /etc/${svc}/${svc}.conf (${n} changes)`,
    };
    return [[0, "INFO", msg[rt]]];
  }
  const start: Record<Runtime, string[]> = {
    java: [
      `Starting ${svc.replace(/(^|-)(\w)/g, (_m, _a, c: string) => c.toUpperCase())}Application v${v} using Java 21.0.3 with PID 1`,
      `Started ${svc.replace(/(^|-)(\w)/g, (_m, _a, c: string) => c.toUpperCase())}Application in ${(r.next() * 8 + 4).toFixed(3)} seconds (process running for ${(r.next() * 3 + 12).toFixed(3)})`,
    ],
    python: [`Starting gunicorn 22.0.0`, `Booting worker with pid: ${r.int(7, 40)}`, `${svc} ${v} ready`],
    go: [`starting ${svc} version=v${v} commit=${r.hex(7)} go=go1.22.4`, `listening on :8080`],
    node: [`${svc}@${v} starting (node v20.14.0, NODE_ENV=production)`, `server listening on 0.0.0.0:3000`],
    dotnet: [
      "Now listening on: http://[::]:8080",
      "Application started. Press Ctrl+C to shut down.",
      `Hosting environment: Production (${svc} ${v})`,
    ],
    ruby: [
      `Puma starting in cluster mode... * Puma version: 6.4.2 * Ruby version: ruby 3.3.1 * Environment: production (release v${v})`,
      "* Listening on http://0.0.0.0:3000",
    ],
    cpp: [`${svc} ${v} starting, config /etc/${svc}/${svc}.conf`, "ready, accepting connections"],
  };
  return [
    [
      0,
      "INFO",
      r.pick([
        "received SIGTERM, shutting down gracefully",
        "SIGTERM received, draining in-flight requests",
        "shutdown requested, closing listeners",
      ]),
    ],
    ...start[rt].map((m, i): [number, Level, string] => [r.int(4000, 9000) + i * r.int(200, 900), "INFO", m]),
  ];
}
