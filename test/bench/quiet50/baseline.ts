// The normal day every window carries: traffic flows, probes, periodic jobs, one noisy service, deprecation
// warnings, retries that succeed and an unrelated deploy or config reload.
import type { Estate, Runtime } from "./estates.js";
import { hex, int, pick, type Rng } from "./rng.js";
import type { Scene } from "./stream.js";

const HEALTH: Record<Runtime, (svc: string, r: Rng) => string> = {
  node: (_s, r) => `GET /healthz 200 ${(r() * 2).toFixed(3)} ms - 15`,
  java: (_s, r) => `GET /actuator/health/readiness 200 ${int(r, 1, 6)}ms`,
  go: (_s, r) => `http: GET /healthz 200 ${int(r, 60, 400)}µs ua=kube-probe/1.29`,
  python: (_s, r) => `10.42.${int(r, 0, 9)}.1 - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"`,
  dotnet: (s, r) =>
    `Request finished HTTP/1.1 GET http://${s}:8080/health - 200 - text/plain ${(r() * 2).toFixed(4)}ms`,
  ruby: (_s, r) => `Completed 200 OK in ${int(r, 0, 3)}ms (Views: 0.2ms | ActiveRecord: 0.0ms) GET "/up"`,
  cpp: (_s, r) => `health ok: workers=8 loop_lag=${int(r, 0, 4)}ms`,
};

const DEPRECATION: Record<Runtime, string[]> = {
  node: [
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  ],
  java: [
    "HHH90000022: Hibernate's legacy org.hibernate.Criteria API is deprecated; use the JPA javax.persistence.criteria.CriteriaQuery instead",
    "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering.",
  ],
  go: [
    "grpc: Dial is deprecated: use NewClient instead",
    "WARNING: GODEBUG x509sha1=1 is deprecated and will be removed",
  ],
  python: [
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "RemovedInDjango60Warning: The default scheme will be changed from 'http' to 'https' in Django 6.0.",
  ],
  dotnet: [
    "Overriding HTTP_PORTS '8080' and HTTPS_PORTS ''. Binding to values defined by URLS instead 'http://+:8080'.",
    "Storing keys in a directory '/root/.aspnet/DataProtection-Keys' that may not be persisted outside of the container.",
  ],
  ruby: [
    "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone` is deprecated (called from block in <class:Application> at /app/config/application.rb:31)",
    "DEPRECATION WARNING: Sidekiq::Worker is deprecated, use Sidekiq::Job instead",
  ],
  cpp: ["deprecated option 'rtc.min_port' in config, use 'rtc.port_range'"],
};

function restartLines(rt: Runtime, svc: string, r: Rng): string[] {
  const ver = `v${int(r, 1, 6)}.${int(r, 0, 40)}.${int(r, 0, 9)}`;
  switch (rt) {
    case "java":
      return [
        "Commencing graceful shutdown. Waiting for active requests to complete",
        "Graceful shutdown complete",
        `Starting ${svc} ${ver} using Java 21.0.5 with PID 1`,
        `Started Application in ${(8 + r() * 10).toFixed(3)} seconds (process running for ${(10 + r() * 10).toFixed(3)})`,
      ];
    case "node":
      return [
        "received SIGTERM, closing HTTP server",
        "all connections drained, exiting",
        `${svc}@${ver.slice(1)} starting (node v20.18.1)`,
        "listening on 0.0.0.0:8080",
      ];
    case "go":
      return [
        "shutting down: received signal terminated",
        "http server stopped",
        `starting ${svc} version=${ver} commit=${hex(r, 7)}`,
        "listening addr=:8080",
      ];
    case "python":
      return [
        "Handling signal: term",
        "Worker exiting (pid: 8)",
        `Starting gunicorn 22.0.0 (${svc} ${ver})`,
        `Booting worker with pid: ${int(r, 7, 40)}`,
      ];
    case "dotnet":
      return [
        "Application is shutting down...",
        `Hosting starting (${svc} ${ver})`,
        "Now listening on: http://[::]:8080",
        "Application started. Press Ctrl+C to shut down.",
      ];
    case "ruby":
      return [
        "- Gracefully stopping, waiting for requests to finish",
        "=== puma shutdown ===",
        `Puma starting in cluster mode... * Puma version: 6.4.3 (${svc} ${ver})`,
        "- Worker 0 (PID: 14) booted in 2.1s, phase: 0",
      ];
    case "cpp":
      return [
        "SIGTERM: draining rooms, no new joins",
        "drain complete, exiting",
        `${svc} ${ver} starting, 8 worker threads`,
        "rtc listening udp 40000-49999",
      ];
  }
}

export interface BaselineOpts {
  meanMs: number;
  noisy: number;
  /** Time and service of the unrelated deploy or config reload. */
  changeAt: number;
  changeSvc: string;
  reload: boolean;
}

export function baseline(sc: Scene, e: Estate, o: BaselineOpts): void {
  const r = sc.rng;
  const total = e.flows.reduce((s, f) => s + f.weight, 0);
  sc.every(sc.t0, sc.t1, o.meanMs, (t) => {
    const x = r() * total;
    let acc = 0;
    const f =
      e.flows.find((fl) => {
        acc += fl.weight;
        return x < acc;
      }) ?? e.flows[0];
    if (!f || sc.blocked(f.via, t)) return;
    const tr = sc.trace();
    for (const [dt, svc, level, msg] of f.make(r)) sc.add(t + dt, svc, level, msg, { trace: tr });
  });
  for (const s of e.svcs) {
    const every = pick(r, [10000, 15000, 20000]);
    sc.every(sc.t0, sc.t1, every, (t) => {
      if (!sc.silenced(s.name, t)) sc.add(t, s.name, "INFO", HEALTH[s.rt](s.name, r));
    });
  }
  for (const j of e.jobs) {
    for (let t = sc.t0 + int(r, 0, j.everyMs); t < sc.t1; t += j.everyMs + int(r, -200, 200))
      if (!sc.silenced(j.svc, t)) sc.add(t, j.svc, "INFO", j.msg(r));
  }
  const n = e.noisy[o.noisy % e.noisy.length];
  if (n)
    sc.every(sc.t0, sc.t1, n.everyMs, (t) => {
      if (!sc.silenced(n.svc, t)) sc.add(t, n.svc, n.level, n.msg(r));
    });
  for (const s of e.svcs.filter((_, i) => (i + o.noisy) % 3 === 0)) {
    sc.every(sc.t0, sc.t1, int(r, 90000, 200000), (t) => {
      if (!sc.silenced(s.name, t)) sc.add(t, s.name, "WARN", pick(r, DEPRECATION[s.rt]));
    });
  }
  for (const rt of e.retries) {
    sc.every(sc.t0, sc.t1, int(r, 40000, 90000), (t) => {
      if (sc.blocked([rt.svc, rt.callee], t)) return;
      const [a, b] = rt.msg(r);
      const tr = sc.trace();
      sc.add(t, rt.svc, "WARN", a, { trace: tr });
      sc.add(t + int(r, 150, 2200), rt.svc, "INFO", b, { trace: tr });
    });
  }
  const cs = e.svcs.find((s) => s.name === o.changeSvc);
  if (cs) {
    if (o.reload) {
      sc.add(o.changeAt, cs.name, "INFO", `config watcher: /etc/${cs.name}/app.yaml changed, reloading`);
      sc.add(
        o.changeAt + int(r, 20, 200),
        cs.name,
        "INFO",
        `configuration reloaded (changed keys: ${pick(r, ["log.level.root, pool.maxIdle", "feature.newQueueView, cache.ttlSeconds", "http.client.timeoutMs, tracing.sampleRate"])})`,
      );
    } else {
      const lines = restartLines(cs.rt, cs.name, r);
      let at = o.changeAt;
      for (const l of lines) {
        sc.add(at, cs.name, "INFO", l);
        at += int(r, 400, 4000);
      }
    }
  }
}
