// Harmless operational noise: rolling restarts, certificate rotation, scale-ups, leader hand-overs, config
// reloads, deprecation warnings, cache-volume cleanups, GC pauses and a cluster DNS blip that retries absorb.
import { deploy, isWorker, startup, version } from "./lifecycle.js";
import { count, free, type NoiseKind, PATHS, slot } from "./noise-kit.js";
import type { Ctx, Estate } from "./types.js";
import { role, runtimeOf } from "./types.js";
import { podIp } from "./voices.js";

const names = (e: Estate) => e.services.map((s) => s.name);

/** What each estate's public edge calls directly. */
const EDGE_CALLS: Record<Estate["key"], string[]> = {
  acorns: ["checkin-svc", "parent-inbox"],
  northfield: ["attendance", "timetable", "gradebook", "sso-bridge", "msg-hub"],
  hopscotch: ["stop-eta", "seat-manifest"],
  tuckshop: ["tp-orders", "tp-wallet", "tp-menu", "tp-allergen"],
};

/** The gateway's words for a refused upstream connection (the old pod at `ip`) that a retry absorbed. */
function retriedUpstream(c: Ctx, t: number, upstream: string, ip: string): void {
  const { s, r, e } = c;
  const gw = role(e, "gateway")[0];
  if (!gw || gw === upstream || c.avoid.has(gw) || !EDGE_CALLS[e.key].includes(upstream)) return;
  const o = { replica: s.replica(gw) };
  switch (runtimeOf(e, gw)) {
    case "node":
      if (r.chance(0.3))
        s.add(
          t,
          gw,
          "ERROR",
          `upstream ${upstream} socket hang up (in-flight request during pod shutdown), replayed on another pod`,
          o,
        );
      else s.add(t, gw, "WARN", `upstream ${upstream} connect ECONNREFUSED ${ip}, retrying (1/2)`, o);
      s.add(t + r.int(80, 400), gw, "INFO", `upstream ${upstream} retry succeeded`, o);
      break;
    default:
      if (r.chance(0.3))
        s.add(
          t,
          gw,
          "ERROR",
          `Faraday::ConnectionFailed (Failed to open TCP connection to ${upstream}:8080 (Connection refused - connect(2) for "${ip.split(":")[0]}" port 8080)); retried once`,
          o,
        );
      else s.add(t, gw, "WARN", `Errno::ECONNREFUSED calling ${upstream} (${ip}); retried once`, o);
  }
}

export const rollingRestart: NoiseKind = {
  id: "rolling-restart",
  generic: true,
  svcs: names,
  note: () =>
    "Quiet: a routine release rolls several services pod by pod; shutdown and start-up lines and a few refused connections that retries absorb.",
  run(c, a) {
    const { r } = c;
    const cands = free(c, names(c.e)).filter((n) => n !== role(c.e, "gateway")[0]);
    const targets = r.sample(cands, a >= 1 ? 3 : 1);
    let t = r.range(c.t0 + 30000, c.t0 + (c.t1 - c.t0) * 0.5);
    c.s.as("noise");
    for (const svc of targets) {
      const ver = version(c);
      const reps = c.e.services.find((x) => x.name === svc)?.replicas ?? 2;
      const port = { java: 8080, go: 8080, dotnet: 8080, node: 3000, python: 8000, ruby: 3000 }[runtimeOf(c.e, svc)];
      for (let i = 0; i < reps; i++) {
        const ip = `${podIp(r, c.e.vocab.net)}:${port}`;
        const ready = deploy(c, svc, t, ver, i);
        for (let k = 0; k < r.int(2, 4) * Math.ceil(a); k++) retriedUpstream(c, t + r.int(100, 6000), svc, ip);
        t = ready + r.int(5000, 20000);
      }
    }
    c.s.as("bg");
  },
};

export const certRotation: NoiseKind = {
  id: "cert-rotation",
  generic: true,
  svcs: names,
  note: () =>
    "Quiet: cert-manager rotates the internal TLS certificates; services reload them and a few handshakes from clients with stale pins fail once and reconnect.",
  run(c, a) {
    const { s, r, e } = c;
    const [from] = slot(c, 120000);
    const notAfter = new Date(c.t0 + 90 * 86400000).toISOString().replace(/\.\d+Z/, "Z");
    s.as("noise");
    for (const svc of free(c, names(e))) {
      const t = from + r.int(0, 60000);
      const serial = Array.from({ length: 8 }, () => r.hex(2)).join(":");
      switch (runtimeOf(e, svc)) {
        case "go":
          s.add(t, svc, "INFO", "tls certificate reloaded", {
            kv: { path: "/etc/tls/tls.crt", serial, not_after: notAfter },
          });
          for (let i = 0; i < count(c, 6, a); i++)
            s.add(
              t + r.int(100, 30000),
              svc,
              "ERROR",
              `http: TLS handshake error from ${podIp(r, e.vocab.net)}:${r.int(32768, 60999)}: remote error: tls: bad certificate`,
            );
          break;
        case "java":
          s.add(
            t,
            svc,
            "INFO",
            `SSL bundle 'server' reloaded: certificate file /etc/tls/tls.crt changed (serial ${serial}, valid until ${notAfter})`,
          );
          if (r.chance(0.5))
            s.add(
              t + r.int(100, 20000),
              svc,
              "WARN",
              "Handshake failed for client /" +
                podIp(r, e.vocab.net) +
                ": javax.net.ssl.SSLHandshakeException: Received fatal alert: certificate_unknown",
            );
          break;
        case "node":
          s.add(t, svc, "INFO", `TLS context updated from /etc/tls (expires ${notAfter})`);
          break;
        case "dotnet":
          s.add(
            t,
            svc,
            "INFO",
            `Kestrel: server certificate reloaded from /etc/tls/tls.pfx (thumbprint ${r.hex(40).toUpperCase()})`,
          );
          break;
        default:
          s.add(t, svc, "INFO", `reloaded CA bundle /etc/ssl/certs/internal-ca.pem (${r.int(2, 3)} certificates)`);
      }
    }
    const gw = role(e, "gateway")[0];
    if (gw && !c.avoid.has(gw))
      for (let i = 0; i < count(c, 8, a); i++) {
        const t = from + r.int(60000, 240000);
        const dev = e.vocab.device(r);
        s.add(
          t,
          gw,
          "WARN",
          `client ${dev} TLS handshake failed: certificate pin mismatch (pinned intermediate rotated); client fell back to bootstrap trust and reconnected`,
        );
      }
    s.as("bg");
  },
};

const hpaTargets = (e: Estate) => [...role(e, "gateway"), ...role(e, "core")].filter((x) => !isWorker(x));

export const hpaScaleUp: NoiseKind = {
  id: "hpa-scale-up",
  generic: true,
  svcs: hpaTargets,
  note: (e) =>
    `Quiet: the autoscaler adds replicas of ${hpaTargets(e).join(" and ")} for the rush; new pods start with cold caches and log slow first requests.`,
  run(c, a) {
    const { s, r, e } = c;
    s.as("noise");
    for (const svc of free(c, hpaTargets(e))) {
      const reps = e.services.find((x) => x.name === svc)?.replicas ?? 1;
      const t = r.range(c.t0, c.t0 + (c.t1 - c.t0) * 0.6);
      const ver = version(c);
      for (let i = 0; i < (a >= 1 ? 2 : 1); i++) {
        const rep = reps + i;
        const ready = startup(c, svc, t + i * r.int(2000, 9000), ver, rep);
        s.add(
          ready + 5,
          svc,
          "WARN",
          `cache cold: warming ${{ acorns: "room", northfield: "roster", hopscotch: "route", tuckshop: "menu" }[e.key]} cache (${r.int(200, 4000)} keys)`,
          { replica: rep },
        );
        for (let k = 0; k < count(c, 8, a); k++)
          s.add(
            ready + r.int(100, 40000),
            svc,
            "WARN",
            `slow request ${r.latency(1800, 0.3)}ms (cold cache) ${r.pick(["GET", "GET", "POST"])} ${r.pick(PATHS[e.key])}`,
            { replica: rep },
          );
      }
    }
    s.as("bg");
  },
};

const leaderSvc = (e: Estate) => (e.key === "tuckshop" ? "tp-school-sync" : role(e, "jobs")[0]);

export const leaderElection: NoiseKind = {
  id: "leader-election",
  svcs: (e) => [leaderSvc(e)],
  note: (e) =>
    `Quiet: ${leaderSvc(e)} loses its scheduler lease during a node drain, one replica exits and another takes over; the skipped run is picked up on the next tick.`,
  run(c, a) {
    const { s, r, e } = c;
    const svc = leaderSvc(e);
    const lease = `${e.namespace}/${svc}`;
    const n = a >= 1 ? 3 : 1;
    s.as("noise");
    for (let i = 0; i < n; i++) {
      const t = r.range(c.t0, c.t1 - 60000);
      switch (runtimeOf(e, svc)) {
        case "go":
          s.add(
            t,
            svc,
            "ERROR",
            `leaderelection.go:347] error retrieving resource lock ${lease}: Get "https://10.96.0.1:443/apis/coordination.k8s.io/v1/namespaces/${e.namespace}/leases/${svc}": context deadline exceeded`,
          );
          s.add(
            t + 2000,
            svc,
            "ERROR",
            `leaderelection.go:283] failed to renew lease ${lease}: timed out waiting for the condition`,
          );
          s.add(t + 2010, svc, "FATAL", "leaderelection lost");
          s.rollout(svc, t + 4000);
          startup(c, svc, t + 6000, version(c));
          s.add(t + r.int(3000, 5000), svc, "INFO", `leaderelection.go:260] successfully acquired lease ${lease}`);
          break;
        case "java":
          s.add(
            t,
            svc,
            "WARN",
            `Not executing '${r.pick(["statementReminderJob", "feeSyncJob", "dunningJob"])}'. It's locked.`,
          );
          s.add(
            t + r.int(1000, 5000),
            svc,
            "WARN",
            "ShedLock: lock 'statementReminderJob' held by another instance until " +
              new Date(t + 300000).toISOString(),
          );
          break;
        case "dotnet":
          s.add(
            t,
            svc,
            "WARN",
            `Distributed lock 'invoice-run' lost (renewal failed: lease expired); stopping scheduled work on this instance`,
          );
          s.add(t + r.int(2000, 8000), svc, "INFO", `Distributed lock 'invoice-run' acquired by ${svc}-${r.alnum(5)}`);
          break;
        default:
          s.add(
            t - 10000,
            svc,
            "ERROR",
            `leader lease renewal failed: redis.exceptions.TimeoutError: Timeout reading from socket (lease '${svc}-scheduler')`,
          );
          s.add(
            t,
            svc,
            "WARN",
            `lost leader lease '${svc}-scheduler' (renew deadline exceeded after 10s), stepping down`,
          );
          s.add(
            t + r.int(500, 3000),
            svc,
            "WARN",
            `skipping scheduled run ${r.pick(["optimise_pm_routes", "nightly_summaries", "export_manifests"])}: lock held by ${svc}-${r.alnum(5)}`,
          );
          s.add(t + r.int(5000, 15000), svc, "INFO", `acquired leader lease '${svc}-scheduler'`);
      }
    }
    s.as("bg");
  },
};

export const configReload: NoiseKind = {
  id: "config-reload",
  generic: true,
  svcs: (e) => [...role(e, "gateway"), ...role(e, "auth")],
  note: () =>
    "Quiet: a config map change is hot-reloaded; services print changed and unknown keys and one flag fetch falls back to its cache, with no effect on traffic.",
  run(c, a) {
    const { s, r, e } = c;
    s.as("noise");
    const svcs = free(c, [...new Set([...role(e, "gateway"), ...role(e, "auth"), ...role(e, "messaging")])]);
    for (const svc of svcs) {
      const t = r.range(c.t0, c.t1);
      const rev = r.int(40, 200);
      if (runtimeOf(e, svc) === "go") {
        s.add(t, svc, "INFO", "config reloaded", {
          kv: { file: "/etc/app/config.yaml", revision: `${rev}->${rev + 1}`, changed: "session.idle_timeout" },
        });
        s.add(t + 3, svc, "WARN", "unknown config key ignored", { kv: { key: "legacy.iframe_mode" } });
        s.add(t + r.int(10000, 60000), svc, "WARN", "flag fetch failed, serving cached flags", {
          kv: { err: "context deadline exceeded", age: `${r.int(30, 90)}s` },
        });
        s.add(t + r.int(61000, 90000), svc, "INFO", "flags refreshed", { kv: { count: r.int(20, 60) } });
      } else {
        s.add(
          t,
          svc,
          "INFO",
          `config reloaded (etag W/"${rev + 1}"): ${r.pick(["featureFlags.newAbsenceForm=true", "limits.uploadMb=25", "features.photoDigest=weekly", "menu.cutoff=09:30"])}`,
        );
        s.add(
          t + 2,
          svc,
          "WARN",
          `config: unknown key '${r.pick(["legacyIframeMode", "oldSmsProvider", "betaBanner"])}' ignored`,
        );
        if (a >= 1)
          s.add(
            t + r.int(5000, 30000),
            svc,
            "WARN",
            `unleash: fetch toggles failed (${r.pick(["ETIMEDOUT", "socket hang up", "503"])}); using cached toggles from ${r.int(15, 60)}s ago`,
          );
      }
    }
    s.as("bg");
  },
};

const DEPRECATION: Record<string, string[]> = {
  python: [
    "/app/{mod}.py:{line}: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "/usr/local/lib/python3.12/site-packages/celery/app/utils.py:203: CDeprecationWarning: The 'CELERY_TIMEZONE' setting is deprecated and scheduled for removal in version 6.0.0. Use the timezone instead",
    "/usr/local/lib/python3.12/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead.",
  ],
  node: [
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
  ],
  ruby: [
    "DEPRECATION WARNING: `ActiveRecord::Base.connection` is deprecated in favor of `with_connection` or `lease_connection` and will be removed in Rails 8.0 (called from block in <class:{mod}> at /app/app/models/{mod}.rb:{line})",
  ],
  java: [
    "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
  ],
  dotnet: [
    "Overriding HTTP_PORTS '8080' and HTTPS_PORTS ''. Binding to values defined by URLS instead 'http://+:8080'.",
    "Storing keys in a directory '/root/.aspnet/DataProtection-Keys' that may not be persisted outside of the container. Protected data will be unavailable when container is destroyed.",
  ],
};

export const deprecations: NoiseKind = {
  id: "deprecations",
  generic: true,
  svcs: names,
  note: () =>
    "Quiet: services print runtime and framework deprecation warnings (utcnow, punycode, Hibernate dialect, Rails connection API) over and over; nothing is failing.",
  run(c, a) {
    const { s, r, e } = c;
    s.as("noise");
    for (const svc of free(c, names(e))) {
      const list = DEPRECATION[runtimeOf(e, svc)];
      if (!list || !r.chance(a >= 1 ? 0.9 : 0.35)) continue;
      const text = r
        .pick(list)
        .replace("{mod}", svc.replace(/-/g, "_"))
        .replace("{mod}", svc.replace(/-/g, "_"))
        .replace("{line}", String(r.int(20, 400)));
      s.every(r.pick([20000, 40000, 60000, 120000]) / Math.max(a, 0.3), c.t0, c.t1, 2000, (t) =>
        s.add(t, svc, "WARN", text),
      );
    }
    s.as("bg");
  },
};

export const diskCleanup: NoiseKind = {
  id: "disk-cleanup",
  svcs: (e) =>
    e.key === "acorns"
      ? ["photo-pipeline"]
      : e.key === "tuckshop"
        ? ["tp-receipts"]
        : e.key === "northfield"
          ? ["report-worker"]
          : ["telemetry-ingest"],
  note: (e) =>
    `Quiet: the scratch volume of ${e.key === "acorns" ? "photo-pipeline" : e.key === "tuckshop" ? "tp-receipts" : e.key === "northfield" ? "report-worker" : "telemetry-ingest"} crosses its cleanup threshold a few times and the housekeeping evicts old files as designed.`,
  run(c, a) {
    const { s, r, e } = c;
    const n = a >= 1 ? r.int(3, 5) : 1;
    s.as("noise");
    for (let i = 0; i < n; i++) {
      const t = c.t0 + ((i + r.next()) * (c.t1 - c.t0)) / n;
      const pct = r.int(85, 93);
      const after = r.int(55, 70);
      switch (e.key) {
        case "acorns":
          s.add(
            t,
            "photo-pipeline",
            "WARN",
            `scratch volume /var/spool/photos at ${pct}% (threshold 85%), evicting originals older than 48h`,
          );
          s.add(
            t + r.int(5000, 30000),
            "photo-pipeline",
            "INFO",
            `evicted ${r.int(600, 2400)} originals (${r.range(1, 6).toFixed(1)} GiB), usage now ${after}%`,
          );
          break;
        case "tuckshop":
          s.add(
            t,
            "tp-receipts",
            "WARN",
            `PDF cache /var/cache/receipts ${pct}% full (high watermark 85%), pruning LRU entries`,
          );
          s.add(
            t + r.int(3000, 20000),
            "tp-receipts",
            "INFO",
            `PDF cache pruned: ${r.int(4000, 20000)} files removed, usage ${after}%`,
          );
          break;
        case "northfield":
          s.add(
            t,
            "report-worker",
            "WARN",
            `/tmp at ${pct}% after report batch; removing ${r.int(200, 900)} rendered PDFs older than 2h`,
          );
          s.add(t + r.int(2000, 9000), "report-worker", "INFO", `tmp cleanup done, /tmp at ${after}%`);
          break;
        default:
          s.add(t, "telemetry-ingest", "WARN", "wal dir above soft limit, compacting", {
            kv: { dir: "/data/wal", used: `${pct}%`, segments: r.int(300, 900) },
          });
          s.add(t + r.int(4000, 20000), "telemetry-ingest", "INFO", "wal compaction done", {
            kv: { used: `${after}%`, removed_segments: r.int(200, 700) },
          });
      }
    }
    s.as("bg");
  },
};

export const gcPauses: NoiseKind = {
  id: "gc-pauses",
  svcs: (e) => e.services.filter((x) => x.runtime === "java").map((x) => x.name),
  generic: true,
  note: (e) =>
    `Quiet: the JVM services (${e.services
      .filter((x) => x.runtime === "java")
      .map((x) => x.name)
      .join(
        ", ",
      )}) log GC pauses including a few long humongous-allocation pauses; heap returns to a normal level after each.`,
  run(c, a) {
    const { s, r, e } = c;
    s.as("noise");
    for (const svc of free(
      c,
      e.services.filter((x) => x.runtime === "java").map((x) => x.name),
    )) {
      let gc = r.int(2000, 9000);
      s.poisson(0.15 * Math.max(a, 0.3), c.t0, c.t1, (t) => {
        const before = r.int(500, 900);
        const long = r.chance(0.15);
        const after = r.int(150, 300);
        if (long) {
          s.add(
            t,
            svc,
            "INFO",
            `[gc] GC(${gc++}) Pause Young (Concurrent Start) (G1 Humongous Allocation) ${before}M->${after}M(1024M) ${r.range(250, 700).toFixed(3)}ms`,
          );
          s.add(
            t + 2,
            svc,
            "WARN",
            `JVM pause detected: ${r.int(250, 700)}ms (possibly GC); ${r.int(1, 12)} requests delayed`,
          );
        } else
          s.add(
            t,
            svc,
            "INFO",
            `[gc] GC(${gc++}) Pause Young (Normal) (G1 Evacuation Pause) ${before}M->${after}M(1024M) ${r.range(8, 60).toFixed(3)}ms`,
          );
      });
    }
    s.as("bg");
  },
};

export const dnsBlip: NoiseKind = {
  id: "dns-blip-retried",
  generic: true,
  svcs: names,
  note: () =>
    "Quiet: cluster DNS answers slowly for about twenty seconds while a CoreDNS pod restarts; several services log lookup failures that their retries absorb.",
  run(c, a) {
    const { s, r, e } = c;
    const [from] = slot(c, 30000);
    const svcs = free(c, names(e)).filter((n) => runtimeOf(e, n) !== "ruby");
    s.as("noise").spread(count(c, 35, a), from, from + 20000, (t) => {
      const svc = r.pick(svcs);
      const target = `${r.pick(names(e))}.${e.namespace}.svc.cluster.local`;
      switch (runtimeOf(e, svc)) {
        case "node":
          s.add(t, svc, "WARN", `getaddrinfo EAI_AGAIN ${target}; retrying in ${r.pick([100, 200, 400])}ms`);
          break;
        case "go":
          s.add(t, svc, "WARN", "request retry", {
            kv: {
              err: `dial tcp: lookup ${target} on 10.96.0.10:53: read udp ${podIp(r, e.vocab.net)}:${r.int(30000, 60000)}->10.96.0.10:53: i/o timeout`,
              attempt: 1,
            },
          });
          break;
        case "java":
          s.add(
            t,
            svc,
            "WARN",
            `Retrying call after java.net.UnknownHostException: ${target}: Temporary failure in name resolution (attempt 1 of 3)`,
          );
          break;
        case "python":
          s.add(
            t,
            svc,
            "WARN",
            `Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'NameResolutionError("<urllib3.connection.HTTPConnection object at 0x7f${r.hex(10)}>: Failed to resolve '${target}' ([Errno -3] Temporary failure in name resolution)")'`,
          );
          break;
        default:
          s.add(
            t,
            svc,
            "WARN",
            `System.Net.Http.HttpRequestException: Resource temporarily unavailable (${target}:80); retry 1/3 in 200ms`,
          );
      }
    });
    s.as("bg");
  },
};
