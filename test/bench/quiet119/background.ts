// Everyday traffic of an estate: request flows, probes, periodic jobs, the steady noisy line, deprecation warnings,
// retries that succeed and one unrelated rollout or config reload.
import type { Estate, Flow, Runtime, Step } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

/** Lets an incident replace a flow that runs through a broken service (null keeps the flow as is). */
export type FlowHook = (t: number, flow: Flow, steps: Step[], r: Rng) => Step[] | null;

export function emitFlow(s: Stream, t: number, steps: Step[], trace: string | undefined): void {
  let at = t;
  for (const st of steps) {
    at += st.dt;
    s.add(at, st.svc, st.level ?? "info", st.msg, { trace, stack: st.stack });
  }
}

const STARTED: Record<Runtime, (svc: string, v: string, r: Rng) => string[]> = {
  java: (svc, v, r) => [
    `Starting ${svc.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}Application v${v} using Java 21.0.4 with PID 1`,
    `Tomcat started on port 8080 (http) with context path '/'`,
    `Started ${svc.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}Application in ${r.float(9, 24, 3)} seconds (process running for ${r.float(11, 27, 3)})`,
  ],
  python: (_svc, v) => [
    "Started server process [1]",
    "Waiting for application startup.",
    `Application startup complete. version=${v}`,
    "Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)",
  ],
  go: (svc, v) => [`starting ${svc} version=${v} go=go1.22.5`, `listening addr=:8080 grpc=:9090`],
  node: (svc, v) => [
    `${svc}@${v} starting (node v20.15.1, NODE_ENV=production)`,
    "Server listening at http://0.0.0.0:3000",
  ],
  dotnet: (_svc, v) => [
    "Now listening on: http://[::]:8080",
    "Application started. Press Ctrl+C to shut down.",
    `Hosting environment: Production (build ${v})`,
  ],
  ruby: (_svc, v) => [
    `Puma starting in cluster mode... * Puma version: 6.4.2 ("The Eagle of Durango") * Ruby version: ruby 3.3.4 app=${v}`,
    "* Min threads: 5, max threads: 5 * Environment: production * Workers: 4",
    "Use Ctrl-C to stop",
  ],
  cpp: (_svc, v) => [
    `[info] dispatcher ${v} starting, config /etc/printfarm/farm.toml`,
    "[info] 12 printers registered",
  ],
};

const STOPPING: Record<Runtime, string> = {
  java: "Commencing graceful shutdown. Waiting for active requests to complete",
  python: "Shutting down",
  go: "received signal terminated, shutting down gracefully (timeout 30s)",
  node: "SIGTERM received, closing server (in-flight=3)",
  dotnet: "Application is shutting down...",
  ruby: "- Gracefully stopping, waiting for requests to finish",
  cpp: "[info] SIGTERM: finishing dispatch cycle",
};

/** A rollout of one service: the old pod drains, the new one starts and logs its version. */
export function deploy(s: Stream, e: Estate, svc: string, t: number, version: string, r: Rng): void {
  const rt = e.runtime[svc];
  s.add(t, svc, "info", STOPPING[rt]);
  let at = t + r.int(4000, 12000);
  for (const l of STARTED[rt](svc, version, r)) {
    s.add(at, svc, "info", l);
    at += r.int(40, 900);
  }
}

export function configReload(s: Stream, e: Estate, svc: string, t: number, r: Rng): void {
  const rt = e.runtime[svc];
  const keys = r.pick([
    "logging.level.root, feature.new_checkout_copy",
    "cache.ttl_seconds",
    "rate_limit.per_minute, feature.photo_hints_v2",
  ]);
  const msg: Record<Runtime, string> = {
    java: `Refreshing keys changed: [${keys}]`,
    python: `config reloaded from /etc/app/config.yaml (changed: ${keys})`,
    go: `config watcher: reloaded /etc/config/app.yaml changed="${keys}"`,
    node: `config: reloaded from ConfigMap (changed: ${keys})`,
    dotnet: `Configuration reloaded from appsettings.Production.json (changed: ${keys})`,
    ruby: `Settings reloaded (changed: ${keys})`,
    cpp: `[info] SIGHUP: reloaded farm.toml (${keys})`,
  };
  s.add(t, svc, "info", msg[rt]);
}

const RETRY: Record<Runtime, (callee: string, r: Rng) => [string, string]> = {
  java: (c, r) => [
    `I/O error on POST request for "http://${c}:8080/internal/sync": Connection reset; retrying (attempt 2 of 3) in ${r.int(100, 400)}ms`,
    `POST http://${c}:8080/internal/sync succeeded on attempt 2`,
  ],
  python: (c) => [
    `Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'RemoteDisconnected('Remote end closed connection without response')': /internal/${c}/sync`,
    `sync with ${c} ok after 1 retry`,
  ],
  go: (c, r) => [
    `retrying request url=http://${c}:8080/internal/sync attempt=1 backoff=${r.int(100, 300)}ms err="read: connection reset by peer"`,
    `request ok url=http://${c}:8080/internal/sync attempts=2`,
  ],
  node: (c, r) => [
    `request to http://${c}:8080/internal/sync failed, reason: socket hang up - retry 1/3 in ${r.int(100, 400)}ms`,
    `http://${c}:8080/internal/sync ok after retry (2 attempts)`,
  ],
  dotnet: (c, r) => [
    `Execution attempt. Source: '${c}-client//Standard-Retry', Operation Key: '', Result: '503', Handled: 'True', Attempt: '0', Execution Time: ${r.float(20, 300, 4)}ms`,
    `Execution attempt. Source: '${c}-client//Standard-Retry', Operation Key: '', Result: '200', Handled: 'False', Attempt: '1', Execution Time: ${r.float(20, 120, 4)}ms`,
  ],
  ruby: (c) => [
    `Faraday::ConnectionFailed: Connection reset by peer - retrying request to http://${c}/internal/sync (1/3)`,
    `request to http://${c}/internal/sync completed on retry 1`,
  ],
  cpp: (c) => [`[warn] rpc to ${c} dropped, reconnecting (attempt 1)`, `[info] rpc to ${c} reconnected`],
};

export interface BgOpts {
  rate: number;
  hook?: FlowHook;
  /** When the unrelated rollout or config reload happens, and to which service. */
  changeAt: number;
  changeSvc: string;
  change: "deploy" | "reload";
}

export function background(s: Stream, e: Estate, r: Rng, o: BgOpts): void {
  const total = e.flows.reduce((a, f) => a + f.weight, 0);
  for (let t = s.t0 + r.int(0, 1500); t < s.t1; t += r.gap(1000 / o.rate)) {
    const x = r.next() * total;
    let acc = 0;
    const flow =
      e.flows.find((f) => {
        acc += f.weight;
        return x < acc;
      }) ?? e.flows[0];
    const steps = flow.build(r);
    const trace = e.traceIds ? r.hex(16) : undefined;
    emitFlow(s, t, o.hook?.(t, flow, steps, r) ?? steps, trace);
  }
  for (const p of e.periodic)
    for (let t = s.t0 + r.int(0, p.everyMs); t < s.t1; t += p.everyMs + r.int(-300, 300))
      s.add(t, p.svc, p.level ?? "info", p.msg(r));
  for (const h of e.health)
    for (let t = s.t0 + r.int(0, 10000); t < s.t1; t += 10000 + r.int(-40, 40)) s.add(t, h.svc, "info", h.msg);
  for (let t = s.t0 + r.int(500, 4000); t < s.t1; t += r.gap(e.noisy.everyMs))
    s.add(t, e.noisy.svc, e.noisy.level, e.noisy.msg(r));
  for (const d of e.deprecations) {
    const n = r.int(1, 3);
    for (let i = 0; i < n; i++) s.add(r.int(s.t0, s.t1), d.svc, "warn", d.msg);
  }
  const others = e.services.filter((x) => x !== e.roles.edge);
  for (let t = s.t0 + r.int(20000, 90000); t < s.t1; t += r.int(50000, 150000)) {
    const caller = r.pick(others);
    const callee = r.pick(e.services.filter((x) => x !== caller));
    const [a, b] = RETRY[e.runtime[caller]](callee, r);
    s.add(t, caller, "warn", a);
    s.add(t + r.int(150, 900), caller, "info", b);
  }
  if (o.change === "deploy") deploy(s, e, o.changeSvc, o.changeAt, `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 9)}`, r);
  else configReload(s, e, o.changeSvc, o.changeAt, r);
}
