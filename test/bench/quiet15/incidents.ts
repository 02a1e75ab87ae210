// The eight incidents, one per category, laid over the same harmless noise as the quiet windows. `run` gets the true
// start of the fault; everything before it is healthy baseline.
import type { Estate } from "./estates.js";
import type { Stream } from "./stream.js";

export interface IncidentKind {
  kind: string;
  estate: Estate["key"];
  category: string;
  origin: string;
  hints: string[];
  severity: "medium" | "high";
  note: string;
  run: (s: Stream, e: Estate, start: number) => void;
}

const meter = (n: number) => `meter-${String(n).padStart(4, "0")}`;

export const INCIDENTS: IncidentKind[] = [
  {
    kind: "ca-rotation-rejects-all",
    estate: "meters",
    category: "authentication",
    origin: "mqtt-broker",
    hints: ["certificate", "auth", "tls", "ssl", "verify", "ca"],
    severity: "high",
    note: "broker reloaded with the rotated device CA only; every meter's client certificate fails verification and readings stop",
    run: (s, _e, start) => {
      const r = s.r;
      s.at(
        start - 2000,
        "mqtt-broker",
        "info",
        "cafile changed: /mosquitto/certs/device-ca-2026.pem (device CA rotation CHG-7719)",
      );
      s.at(start, "mqtt-broker", "warn", "Received SIGHUP, reloading configuration and TLS certificates");
      s.poisson(
        400,
        (t) => {
          const m = meter(r.int(1, 9999));
          s.at(t, "mqtt-broker", "error", "OpenSSL Error[0]: error:0A000086:SSL routines::certificate verify failed");
          s.at(
            t + 1,
            "mqtt-broker",
            "error",
            `Client connection from ${r.ip()} failed: unable to get local issuer certificate (CN=${m}, issuer=Brightmeter Device CA 2023).`,
          );
        },
        start + 500,
        s.end,
      );
      s.every(
        15000,
        (t, i) =>
          s.at(
            t,
            "telemetry-ingest",
            "warn",
            `no readings received in last 15s from ${Math.min(11900, 3000 * (i + 1))} meters`,
          ),
        start + 30000,
        s.end,
      );
      s.every(
        60000,
        (t) => s.at(t, "alert-router", "error", "FIRING MeterFleetOffline: 94% of meters silent > 60s"),
        start + 90000,
        s.end,
      );
    },
  },
  {
    kind: "sip-trunk-503",
    estate: "voice",
    category: "dependency",
    origin: "sip-edge",
    hints: ["503", "trunk", "carrier", "unavailable", "sip"],
    severity: "high",
    note: "carrier trunk A answers every INVITE and OPTIONS with 503 Service Unavailable; outbound calls fail, failover trunk B saturated",
    run: (s, _e, start) => {
      const r = s.r;
      s.every(
        30000,
        (t) =>
          s.at(
            t,
            "sip-edge",
            "error",
            "OPTIONS keepalive to carrier-trunk-a (sip:trunk-a.carrier.example:5061) SIP/2.0 503 Service Unavailable; marking trunk DOWN",
          ),
        start,
        s.end,
      );
      s.poisson(
        60,
        (t) => {
          const c = r.hex(16);
          s.at(
            t,
            "sip-edge",
            "error",
            `INVITE sip:+4420${r.int(10000000, 99999999)}@trunk-a.carrier.example -> SIP/2.0 503 Service Unavailable (Reason: Q.850;cause=41)`,
          );
          s.at(t + 300, "call-router", "warn", `call ${c} trunk-a 503, failing over to carrier-trunk-b`);
          if (r.chance(0.6))
            s.at(t + 900, "call-router", "error", `call ${c} failed: carrier-trunk-b 503 (channel limit 120 reached)`);
          s.at(t + 1000, "cdr-writer", "info", `CDR stored call=${c} duration=0s disposition=FAILED`);
        },
        start,
        s.end,
      );
    },
  },
  {
    kind: "runner-disk-full",
    estate: "ci",
    category: "disk",
    origin: "runner-pool",
    hints: ["disk", "space", "enospc", "no space"],
    severity: "high",
    note: "the runner pool's shared docker volume fills up; every job fails pulling images or writing its workspace",
    run: (s, _e, start) => {
      const r = s.r;
      s.at(
        start - 60000,
        "runner-pool",
        "warn",
        "docker volume /var/lib/docker at 95% (image garbage collection skipped: gc job disabled)",
      );
      s.poisson(
        20,
        (t) => {
          const j = r.int(880000, 899999);
          s.at(
            t,
            "runner-pool",
            "error",
            r.chance(0.5)
              ? `ERROR: Job failed (system failure): failed to register layer: write /var/lib/docker/overlay2/${r.hex(20)}/diff/usr/lib/libLLVM.so: no space left on device job=${j}`
              : `fatal: cannot create directory at 'node_modules/.cache': No space left on device job=${j}`,
          );
          s.at(t + 500, "ci-scheduler", "warn", `job ${j} failed (runner_system_failure), retry 1/2 scheduled`);
          s.at(t + 800, "test-reporter", "warn", `job=${j} no junit report uploaded`);
        },
        start,
        s.end,
      );
    },
  },
  {
    kind: "statement-config-change",
    estate: "batch",
    category: "configuration",
    origin: "statement-gen",
    hints: ["config", "template", "property", "missing", "setting"],
    severity: "medium",
    note: "after config release 2026.06.3 the statement job cannot resolve its template path and abends on every run",
    run: (s, _e, start) => {
      s.at(
        start - 30000,
        "statement-gen",
        "info",
        "config refreshed from config-server: label=2026.06.3 (11 properties changed)",
      );
      s.every(
        60000,
        (t, i) => {
          s.at(t, "job-scheduler", "info", `NBSTM050 run ${i + 1} submitted`);
          s.at(
            t + 2000,
            "statement-gen",
            "error",
            `java.lang.IllegalStateException: Could not resolve placeholder 'statement.template.path' in value "${"$"}{statement.template.path}"`,
          );
          s.at(
            t + 2010,
            "statement-gen",
            "error",
            "APPLICATION FAILED TO START: Failed to bind properties under 'statement' to StatementProperties",
          );
          s.at(t + 2600, "job-scheduler", "error", `NBSTM050 ENDED NOTOK RC=0016 (abend U4038), run ${i + 1}`);
        },
        start,
        s.end,
        0.02,
      );
      s.at(
        start + 240000,
        "report-builder",
        "warn",
        "RPT-STMT-SUMMARY waiting: 0 statements generated since 2026.06.3",
      );
    },
  },
  {
    kind: "matchmaker-oom",
    estate: "games",
    category: "memory",
    origin: "matchmaker",
    hints: ["memory", "heap", "oom"],
    severity: "high",
    note: "matchmaker leaks ticket objects, hits the V8 heap limit and crash-loops; parties stay stuck in queue",
    run: (s, _e, start) => {
      const r = s.r;
      s.every(
        20000,
        (t, i) =>
          s.at(
            t,
            "matchmaker",
            "warn",
            `GC: heap used ${1400 + i * 90}MB of 2048MB after mark-compact (tickets in memory ${200000 + i * 30000})`,
          ),
        start - 120000,
        start,
      );
      s.every(
        45000,
        (t) => {
          s.at(
            t,
            "matchmaker",
            "error",
            "<--- Last few GCs ---> [1:0x5a1c2e0] Mark-Compact 2041.3 (2080.1) -> 2039.8 (2081.6) MB, 1820.5 / 0.0 ms allocation failure; scavenge might not succeed",
          );
          s.at(
            t + 5,
            "matchmaker",
            "error",
            "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory",
          );
          s.at(t + 600, "matchmaker", "info", "matchmaker v3.8.1 starting, restoring 0 tickets");
        },
        start,
        s.end,
        0.1,
      );
      s.poisson(
        40,
        (t) =>
          s.at(
            t,
            "lobby-api",
            "error",
            `POST /v1/parties/${r.hex(8)}/queue 503 ${r.int(1, 30)}ms: matchmaker unavailable (connect ECONNREFUSED 10.8.2.14:7400)`,
          ),
        start,
        s.end,
      );
    },
  },
  {
    kind: "cdr-db-too-many",
    estate: "voice",
    category: "database",
    origin: "cdr-writer",
    hints: ["database", "mysql", "connection", "too many", "sql"],
    severity: "high",
    note: "CDR database hits max_connections; cdr-writer cannot insert call records and billing-rater falls behind",
    run: (s, _e, start) => {
      const r = s.r;
      s.poisson(
        80,
        (t) => {
          s.at(
            t,
            "cdr-writer",
            "error",
            `SQLSTATE[HY000] [1040] Too many connections (insert CDR call=${r.hex(16)} queued to spool)`,
          );
        },
        start,
        s.end,
      );
      s.every(
        30000,
        (t, i) => s.at(t, "cdr-writer", "warn", `spool backlog ${(i + 1) * 800} CDRs, oldest ${(i + 1) * 30}s`),
        start,
        s.end,
      );
      s.every(
        60000,
        (t) => s.at(t, "billing-rater", "warn", "no new CDRs from cdr-writer for 60s, rating paused"),
        start + 60000,
        s.end,
      );
    },
  },
  {
    kind: "platform-api-429",
    estate: "games",
    category: "rate_limiting",
    origin: "player-profile",
    hints: ["429", "rate", "throttl", "too many"],
    severity: "medium",
    note: "player-profile exceeds the console platform's entitlement API quota and is throttled with 429; logins fail",
    run: (s, _e, start) => {
      const r = s.r;
      s.poisson(
        120,
        (t) => {
          const p = r.int(10000000, 99999999);
          s.at(
            t,
            "player-profile",
            "error",
            `entitlements for ${p}: HTTP 429 Too Many Requests from api.platform.example (X-RateLimit-Remaining: 0, Retry-After: 60)`,
          );
          if (r.chance(0.4))
            s.at(
              t + 200,
              "lobby-api",
              "warn",
              `POST /v1/login 502 for ${p}: player-profile could not load entitlements`,
            );
        },
        start,
        s.end,
      );
    },
  },
  {
    kind: "git-mirror-dns",
    estate: "ci",
    category: "network",
    origin: "git-mirror",
    hints: ["dns", "resolve", "network", "host"],
    severity: "high",
    note: "git-mirror can no longer resolve the upstream forge after a resolver change on its node; every fetch fails and jobs check out stale code or fail",
    run: (s, _e, start) => {
      const r = s.r;
      s.poisson(
        30,
        (t) => {
          s.at(
            t,
            "git-mirror",
            "error",
            "fatal: unable to access 'https://forge.forgeworks.example/forgeworks/kiln.git/': Could not resolve host: forge.forgeworks.example",
          );
          if (r.chance(0.5))
            s.at(
              t + 400,
              "runner-pool",
              "error",
              `ERROR: Job failed: exit code 128 job=${r.int(880000, 899999)} (git fetch from git-mirror: couldn't find remote ref)`,
            );
        },
        start,
        s.end,
      );
      s.every(
        60000,
        (t) => s.at(t, "git-mirror", "warn", "getaddrinfo EAI_AGAIN forge.forgeworks.example"),
        start,
        s.end,
      );
    },
  },
];
