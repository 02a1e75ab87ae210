// Benign things that happen in any window: deploys and restarts, retries that succeed, short 5xx blips, probes on a
// wrong path, deprecations, expected cron failures, autoscaling, a slow query, certificate renewal chatter.
import { hex, int, pick } from "../holdout3/kit.js";
import { callerError, edge5xx } from "./propagate.js";
import type { Ctx, Svc } from "./types.js";

const ver = (c: Ctx) => `${int(c.r, 1, 4)}.${int(c.r, 0, 30)}.${int(c.r, 0, 9)}`;

export function startup(c: Ctx, s: Svc, t: number, v = ver(c)) {
  const C = s.name.replace(/(^|-)(\w)/g, (_, __, x: string) => x.toUpperCase());
  const lines: Record<string, string[]> = {
    java: [
      `Starting ${C}Application v${v} using Java 21.0.5 with PID 1`,
      "Tomcat initialized with port 8080 (http)",
      `Started ${C}Application in ${int(c.r, 8, 30)}.${int(c.r, 100, 999)} seconds (process running for ${int(c.r, 31, 40)}.1)`,
    ],
    go: [`starting ${s.name} version=${v}`, "http server listening addr=:8080"],
    python: [
      `Starting gunicorn 22.0.0`,
      `Listening at: http://0.0.0.0:8000 (1)`,
      `Booting worker with pid: ${int(c.r, 7, 40)}`,
    ],
    node: [`${s.name} v${v} starting (node v20.17.0)`, "server listening on http://0.0.0.0:3000"],
    dotnet: [
      "Now listening on: http://[::]:8080",
      "Application started. Press Ctrl+C to shut down.",
      "Hosting environment: Production",
    ],
    ruby: [
      "Puma starting in cluster mode...",
      `* Puma version: 6.4.2`,
      "* Listening on http://0.0.0.0:3000",
      "Use Ctrl-C to stop",
    ],
    rust: [`${s.name} ${v} starting`, "listening on 0.0.0.0:8080"],
    php: ["NOTICE: fpm is running, pid 1", "NOTICE: ready to handle connections"],
  };
  for (const [i, m] of (lines[s.rt] ?? [`${s.name} started`]).entries())
    c.emit(t + i * int(c.r, 50, 900), s, "INFO", m);
}

export function shutdown(c: Ctx, s: Svc, t: number) {
  const m: Record<string, string> = {
    java: "Commencing graceful shutdown. Waiting for active requests to complete",
    dotnet: "Application is shutting down...",
    python: "Handling signal: term",
    ruby: "- Gracefully stopping, waiting for requests to finish",
    php: "NOTICE: Terminating ...",
  };
  c.emit(t, s, "INFO", m[s.rt] ?? "received SIGTERM, draining connections");
}

/** the supervisor's view of a container (re)start */
export function supStart(c: Ctx, s: Svc, t: number, image: string) {
  const sup = c.sup;
  if (!sup) return;
  if (sup.rt === "kubelet") {
    c.emit(t, sup, "INFO", `"Pulling image" image="${image}" pod="prod/${s.pod}"`, {
      f: { src: "kuberuntime_image.go:59", about: s.name, pod: s.pod, reason: "Pulling" },
    });
    c.emit(t + 2100, sup, "INFO", `"Started container" containerName="${s.name}" pod="prod/${s.pod}"`, {
      f: { src: "kuberuntime_container.go:299", about: s.name, pod: s.pod, reason: "Started" },
    });
  } else if (sup.name === "cf") {
    c.emit(t, sup, "INFO", `Updated app with guid ${hex(c.r, 8)}-${hex(c.r, 4)} ({"state"=>"STARTED"})`, {
      f: { about: s.name, src: "API/0" },
    });
    c.emit(t + 1500, sup, "INFO", `Cell ${hex(c.r, 8)}-${hex(c.r, 4)} creating container for instance ${hex(c.r, 8)}`, {
      f: { about: s.name, src: "CELL/0" },
    });
  } else {
    c.emit(t, sup, "INFO", `Stopping ${s.name}.service - ${s.name}...`, { f: { about: s.name } });
    c.emit(t + 900, sup, "INFO", `Started ${s.name}.service - ${s.name}.`, { f: { about: s.name } });
  }
}

export function deploy(c: Ctx, s: Svc, t: number) {
  shutdown(c, s, t);
  supStart(c, s, t + 300, `registry.internal/${c.estate.ns}/${s.name}:${ver(c)}`);
  startup(c, s, t + 3000);
}

const apps = (c: Ctx, not?: string) =>
  c.all.filter((s) => s.kind === "app" && s.name !== not && s.name !== c.origin.name);
/** any app but the origin (and `not`) */
const some = (c: Ctx, not?: string) => pick(c.r, apps(c, not));

export const EPISODES: Record<string, (c: Ctx, at: number) => void> = {
  deploy: (c, at) => deploy(c, some(c), at),
  retryOk: (c, at) => {
    const s = some(c);
    const callee = some(c, s.name);
    for (const t of c.ticks(at, at + 120000, 15000)) {
      c.emit(t, s, "WARN", `call to ${callee.name} failed (attempt 1/3): read timeout after 2000ms, retrying in 200ms`);
      c.emit(t + 250, s, "INFO", `call to ${callee.name} succeeded on attempt 2`);
    }
  },
  blip: (c, at) => {
    const callee = some(c);
    const caller = c.all.find(
      (s) => s.kind === "app" && s.name !== callee.name && c.estate.calls[s.name]?.includes(callee.name),
    );
    if (c.edge) edge5xx(c, at, at + 9000, 1500, 503, callee);
    if (caller) for (const t of c.ticks(at, at + 8000, 2500)) callerError(c, t, caller, callee, "5xx", 503);
  },
  probe404: (c, at) => {
    const s = some(c);
    for (const t of c.ticks(at, c.end, 10000)) c.emit(t, s, "INFO", `GET /health 404 - kube-probe/1.30 (use /healthz)`);
  },
  deprecation: (c, at) => {
    const s = some(c);
    for (const t of c.ticks(at, c.end, 45000))
      c.emit(
        t,
        s,
        "WARN",
        pick(c.r, [
          "client used deprecated endpoint /v1/export; /v1 will be removed on 2027-03-31",
          "config key 'cache.ttl' is deprecated, use 'cache.ttlSeconds'",
        ]),
      );
  },
  cronFail: (c, at) => {
    const s = some(c);
    for (const t of c.ticks(at, c.end, 300000))
      c.emit(
        t,
        s,
        "ERROR",
        "job sandbox-reconcile failed: sandbox tenant disabled (expected outside business hours); next run in 5m",
      );
  },
  autoscale: (c, at) => {
    const s = some(c);
    c.emit(
      at,
      s,
      "INFO",
      `worker pool resized from ${int(c.r, 4, 8)} to ${int(c.r, 10, 16)} (queue depth ${int(c.r, 800, 3000)})`,
    );
    if (c.sup?.rt === "kubelet")
      c.emit(
        at + 5000,
        c.sup,
        "INFO",
        `"Started container" containerName="${s.name}" pod="prod/${s.name}-${hex(c.r, 9)}-${hex(c.r, 5)}"`,
        { f: { about: s.name, reason: "Started" } },
      );
    c.emit(at + 240000, s, "INFO", "worker pool resized back to baseline");
  },
  slowQuery: (c, at) => {
    const db = c.all.find((s) => s.kind === "db");
    if (db?.rt === "postgres")
      c.emit(
        at,
        db,
        "INFO",
        `duration: ${int(c.r, 2000, 9000)}.${int(c.r, 100, 999)} ms  statement: SELECT count(*) FROM audit_log WHERE created_at > now() - interval '30 days'`,
        { f: { who: "report@app" } },
      );
    else
      c.emit(
        at,
        some(c),
        "WARN",
        `slow query (${int(c.r, 2, 9)}.${int(c.r, 1, 9)}s): SELECT ... FROM audit_log WHERE created_at > ? (nightly report)`,
      );
  },
  certRenew: (c, at) => {
    const s = some(c);
    c.emit(at, s, "INFO", `certificate for ${s.name}.${c.estate.ns}.internal is due for renewal (expires in 29 days)`);
    c.emit(at + 4000, s, "INFO", "issued new certificate (serial 4f:2a:9c:11), valid until 2027-02-23T00:00:00Z");
    c.emit(at + 4500, s, "INFO", "reloaded TLS listener with renewed certificate");
  },
};
