// Ordinary background of every file: traffic, probes, periodic jobs, the noisy service, deprecations,
// retries that succeed and an unrelated rollout or config reload.
import { type Estate, HEALTH } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Stream } from "./stream.js";

export function reqId(r: Rng, e: Estate): string | undefined {
  return e.traced ? r.hex(16) : undefined;
}

/** One rollout of `svc` to `version` at `t`, in its runtime's words. */
export function rollout(s: Stream, e: Estate, svc: string, t: number, version: string): void {
  const r = s.rng;
  const rt = e.runtime[svc];
  const byRt: Record<string, string[]> = {
    java: [
      "Commencing graceful shutdown. Waiting for active requests to complete",
      "Graceful shutdown complete",
      `Starting ${svc.replace(/-./g, (m) => m[1].toUpperCase())}Application v${version} using Java 21.0.4 with PID 1`,
      `Tomcat started on port 8080 (http) with context path '/'`,
      `Started in ${r.int(6, 19)}.${r.int(100, 999)} seconds (process running for ${r.int(8, 22)}.${r.int(1, 9)})`,
    ],
    python: [
      "Shutting down",
      "Finished server process [1]",
      `Started server process [1] (${svc} ${version})`,
      "Waiting for application startup.",
      "Application startup complete. Uvicorn running on http://0.0.0.0:8000",
    ],
    go: [
      "received SIGTERM, draining connections",
      "server stopped",
      `starting ${svc} version=${version} go=go1.23.2`,
      "listening on :8080",
      "ready",
    ],
    node: [
      "SIGTERM received, closing server",
      "server closed",
      `${svc}@${version} starting (node v20.17.0, NODE_ENV=production)`,
      "listening on 0.0.0.0:3000",
      "connected to redis",
    ],
    dotnet: [
      "Application is shutting down...",
      "Stopped",
      `Starting ${svc} ${version} on .NET 8.0.8`,
      "Now listening on: http://[::]:8080",
      "Application started. Press Ctrl+C to shut down.",
    ],
    ruby: [
      "- Gracefully stopping, waiting for requests to finish",
      "=== puma shutdown: done ===",
      `Puma starting in cluster mode... * Puma version: 6.4.2 * Ruby version: ruby 3.3.4 * release ${version}`,
      "* Listening on http://0.0.0.0:3000",
      "Use Ctrl-C to stop",
    ],
    cpp: [
      "caught SIGTERM, flushing",
      "exit 0",
      `${svc} ${version} build ${r.hex(7)} starting`,
      "loaded config",
      "serving on :9090",
    ],
  };
  const lines = byRt[rt];
  lines.forEach((m, i) => {
    s.add(t + i * (i < 2 ? 400 : 2500) + r.int(0, 300), svc, "info", m);
  });
}

export function configReload(s: Stream, svc: string, t: number): void {
  const r = s.rng;
  s.add(
    t,
    svc,
    "info",
    `config reloaded from configmap ${svc}-config (resourceVersion ${r.int(4000000, 9000000)}), ${r.int(1, 4)} keys changed`,
  );
  if (r.chance(0.5)) s.add(t + 20, svc, "warn", `config key 'featureFlags.legacyMode' is deprecated and ignored`);
}

export function background(
  s: Stream,
  e: Estate,
  target: number,
  events: { rolloutAt: number; reloadAt: number; avoid?: string },
): void {
  const r = s.rng;
  const { start, end } = s;
  // probes
  for (const svc of e.services) {
    const every = r.pick([10000, 15000, 20000]);
    for (let t = start + r.int(0, every); t < end; t += every + r.int(-40, 40)) {
      s.add(
        t,
        svc,
        r.chance(0.85) ? "debug" : "info",
        `${HEALTH[e.runtime[svc]]}${r.chance(0.5) ? ` ${r.int(1, 6)}ms` : ""}`,
        undefined,
        true,
      );
    }
  }
  for (const j of e.jobs) {
    for (let t = start + r.int(0, j.everyS * 1000); t < end; t += j.everyS * 1000 + r.int(-500, 500))
      s.add(t, j.svc, "info", j.msg(r), undefined, true);
  }
  const n = e.noisy;
  for (let t = start + r.int(200, 4000); t < end; t += n.everyS * 1000 * (0.4 + r.next() * 1.2))
    s.add(t, n.svc, n.level, n.msg(r));
  const d = e.deprecation;
  for (let t = start + r.int(0, 20000); t < end; t += d.everyS * 1000 * (0.6 + r.next() * 0.8))
    s.add(t, d.svc, "warn", d.msg);
  // retries that succeed
  const callers = e.services.filter((x) => x !== e.noisy.svc);
  for (let i = 0, k = r.int(3, 7); i < k; i++) {
    const t = start + r.next() * (end - start);
    const a = r.pick(callers);
    const b = r.pick(callers.filter((x) => x !== a));
    const id = reqId(r, e);
    s.add(
      t,
      a,
      "warn",
      `call to ${b} failed (attempt 1/3): ${r.pick(["connection reset by peer", "503 Service Unavailable", "read timeout after 2000ms", "upstream connect error"])}, retrying in ${r.pick([100, 200, 250, 500])}ms`,
      id,
    );
    s.add(t + r.int(150, 700), a, "info", `call to ${b} succeeded on attempt 2`, id);
  }
  rollout(
    s,
    e,
    r.pick(e.services.filter((x) => x !== e.noisy.svc)),
    events.rolloutAt,
    `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 9)}`,
  );
  configReload(s, r.pick(e.services.filter((x) => x !== events.avoid)), events.reloadAt);
  // traffic, until the file is big enough
  const total = e.flows.reduce((a, f) => a + f.w, 0);
  let guard = 0;
  while (s.recs.length < target && guard++ < 200000) {
    let x = r.next() * total;
    const f =
      e.flows.find((fl) => {
        x -= fl.w;
        return x < 0;
      }) ?? e.flows[0];
    const t0 = start + r.next() * (end - start);
    const id = f.untraced ? undefined : reqId(r, e);
    for (const st of f.make(r)) s.add(t0 + st.dt, st.svc, st.level ?? "info", st.msg, id, true, guard);
  }
}
