// Twelve quiet windows: nothing is wrong, only the shapes look alarming. Each kind forces the runtime of the
// service it uses and adds its lines on top of ordinary background traffic.
import { javaFrames, nodeFrames } from "./frames.js";
import type { Rng } from "./rng.js";
import type { Runtime, Svc } from "./shapes.js";
import type { Rec } from "./stream.js";

export interface QuietKind {
  key: string;
  runtime: Runtime;
  note: string;
  make: (r: Rng, s: Svc, t0: number, t1: number) => Rec[];
}

function every(r: Rng, t0: number, t1: number, sec: number, f: (t: number) => Rec[]): Rec[] {
  const out: Rec[] = [];
  for (let t = t0 + r.int(0, sec * 1000); t < t1; t += sec * 1000 + r.int(-sec * 200, sec * 200)) out.push(...f(t));
  return out;
}

export const QUIET: QuietKind[] = [
  {
    key: "stderr-info",
    runtime: "python",
    note: "{s}'s Python logging writes INFO to stderr and the collector marks every stderr line as an error; the messages themselves are routine",
    make: (r, s, t0, t1) =>
      every(r, t0, t1, 2, (t) => [
        {
          t,
          svc: s,
          sev: "info",
          fieldSev: "error",
          stderr: true,
          msg: r.pick([
            "cache warm: 412 keys loaded",
            "heartbeat ok",
            "processed batch of 50 items in 0.31s",
            "scheduler tick",
          ]),
        },
      ]),
  },
  {
    key: "debug-stack",
    runtime: "java",
    note: "{s} prints a debug stack trace on purpose (Thread.dumpStack for slow-request diagnostics) at DEBUG/INFO; requests succeed",
    make: (r, s, t0, t1) =>
      every(r, t0, t1, 25, (t) => [
        {
          t,
          svc: s,
          sev: "info",
          msg: `slow request diagnostics enabled: request took ${r.int(800, 1500)}ms (threshold 750ms), dumping stack (not an error)`,
        },
        {
          t: t + 1,
          svc: s,
          sev: "debug",
          msg: "java.lang.Exception: Stack trace",
          frames: ["\tat java.base/java.lang.Thread.dumpStack(Thread.java:1380)", ...javaFrames(r, s.app, [])],
        },
      ]),
  },
  {
    key: "panic-test-name",
    runtime: "go",
    note: "{s} runs its in-cluster smoke tests; test names contain 'Panic' and 'Fatal' and all pass",
    make: (r, s, t0, t1) =>
      every(r, t0, t1, 60, (t) => {
        const tests = [
          "TestHandlerRecoversFromPanic",
          "TestNoPanicOnEmptyBasket",
          "TestFatalErrorPageRenders",
          "TestTimeoutIsRetried",
        ];
        const out: Rec[] = [];
        let dt = 0;
        for (const name of tests) {
          out.push({ t: t + dt, svc: s, sev: "info", msg: `=== RUN   ${name}` });
          out.push({ t: t + dt + 20, svc: s, sev: "info", msg: `--- PASS: ${name} (0.0${r.int(1, 9)}s)` });
          dt += 40;
        }
        out.push({ t: t + dt, svc: s, sev: "info", msg: "PASS" });
        out.push({
          t: t + dt + 1,
          svc: s,
          sev: "info",
          msg: `ok  \tgithub.com/acme/${s.app}/smoke\t0.${r.int(100, 999)}s`,
        });
        return out;
      }),
  },
  {
    key: "truncated-harmless",
    runtime: "node",
    note: "{s} logs its full feature-flag snapshot at INFO on each refresh; the collector cuts it at 16 KB with ...[truncated]",
    make: (r, s, t0, t1) =>
      every(r, t0, t1, 45, (t) => [
        {
          t,
          svc: s,
          sev: "info",
          huge: true,
          msg: `feature flags refreshed: {"version":${r.int(100, 999)},"flags":{"checkout.newFlow":true,"search.boost":"v2","payload":"`,
        },
      ]),
  },
  {
    key: "ansi-banner",
    runtime: "java",
    note: "{s} restarts during a routine rollout and prints an INFO start-up banner in ANSI red",
    make: (r, s, t0, t1) => {
      const t = t0 + Math.floor((t1 - t0) / 2);
      return [
        {
          t: t - 2000,
          svc: s,
          sev: "info",
          msg: "Commencing graceful shutdown. Waiting for active requests to complete",
        },
        { t: t - 1500, svc: s, sev: "info", msg: "Graceful shutdown complete" },
        { t, svc: s, sev: "info", msg: "\u001b[31m  ____  ____   ___  ____  \u001b[0m" },
        { t, svc: s, sev: "info", msg: `\u001b[1;31m  :: ${s.app} ::  PRODUCTION  (v4.${r.int(1, 20)}.0)\u001b[0m` },
        {
          t: t + 3000,
          svc: s,
          sev: "info",
          msg: `Started ${s.app} in ${r.int(3, 9)}.${r.int(100, 999)} seconds (process running for 10.2)`,
        },
      ];
    },
  },
  {
    key: "klog-watch",
    runtime: "go",
    note: "{s}'s informer watch stream drops and resumes (klog E-lines, watch ended with http2: client connection lost); nothing fails",
    make: (r, s, t0, t1) =>
      every(r, t0, t1, 90, (t) => [
        {
          t,
          svc: s,
          sev: "warn",
          msg: 'reflector.go:458: watch of *v1.ConfigMap ended with: an error on the server ("unable to decode an event from the watch stream: http2: client connection lost") has prevented the request from succeeding',
        },
        { t: t + 1200, svc: s, sev: "info", msg: "Caches populated for *v1.ConfigMap from reflector.go:229" },
      ]),
  },
  {
    key: "log-level-audit",
    runtime: "node",
    note: "{s} writes audit records (JSON inside the message) about an operator changing a log level to error; nothing fails",
    make: (r, s, t0, t1) =>
      every(r, t0, t1, 120, (t) => [
        {
          t,
          svc: s,
          sev: "info",
          msg: `audit ${JSON.stringify({ event: "settings.changed", actor: "ops@internal", key: "logging.level.http", old: "info", new: "error", panic_on_misconfig: false })}`,
        },
      ]),
  },
  {
    key: "urllib3-retry",
    runtime: "python",
    note: "{s}'s HTTP client logs urllib3 retry warnings (Connection aborted, RemoteDisconnected) and the retries succeed",
    make: (r, s, t0, t1) =>
      every(r, t0, t1, 30, (t) => [
        {
          t,
          svc: s,
          sev: "warn",
          msg: "Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ProtocolError('Connection aborted.', RemoteDisconnected('Remote end closed connection without response'))': /v1/contacts",
        },
        { t: t + r.int(200, 700), svc: s, sev: "info", msg: "pushed 50 contact updates (status=200)" },
      ]),
  },
  {
    key: "rolling-restart",
    runtime: "node",
    note: "a routine rolling restart of {s}: SIGTERM, graceful shutdown, start-up with deprecation warnings; no errors",
    make: (r, s, t0, t1) => {
      const t = t0 + Math.floor((t1 - t0) * 0.6);
      return [
        { t, svc: s, sev: "info", msg: "Received SIGTERM, shutting down gracefully" },
        { t: t + 800, svc: s, sev: "info", msg: "closed 14 keep-alive connections" },
        { t: t + 3500, svc: s, sev: "info", msg: `server listening on 0.0.0.0:8080 (pid ${r.int(7, 90)})` },
        {
          t: t + 3600,
          svc: s,
          sev: "warn",
          msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
        },
      ];
    },
  },
  {
    key: "cache-fallback-chain",
    runtime: "java",
    note: "{s} fails to warm its cache from a snapshot (WARN with a Caused by: chain), rebuilds it and serves normally",
    make: (r, s, t0, t1) =>
      every(r, t0, t1, 150, (t) => [
        {
          t,
          svc: s,
          sev: "warn",
          msg: "Cache snapshot unusable, rebuilding from source",
          frames: javaFrames(
            r,
            s.app,
            [`${s.logger}.cache.SnapshotLoader.load(SnapshotLoader.java:61)`],
            [
              {
                ex: "java.io.FileNotFoundException: /var/cache/snapshot/latest.bin (No such file or directory)",
                frames: ["java.base/java.io.FileInputStream.open0(Native Method)"],
              },
            ],
          ),
        },
        {
          t: t + r.int(2000, 5000),
          svc: s,
          sev: "info",
          msg: `cache rebuilt: ${r.int(10000, 90000)} entries in ${r.int(2, 6)}.${r.int(1, 9)}s`,
        },
      ]),
  },
  {
    key: "client-abort",
    runtime: "node",
    note: "{s} logs client disconnects (aborted requests, EPIPE) at INFO with a stack; clients went away, nothing is broken",
    make: (r, s, t0, t1) =>
      every(r, t0, t1, 20, (t) => [
        {
          t,
          svc: s,
          sev: "info",
          msg: "request aborted by client: Error: write EPIPE (ignored)",
          frames: nodeFrames(r, s.app, ["afterWriteDispatched (node:internal/stream_base_commons:160:15)"]),
        },
      ]),
  },
  {
    key: "syslog-crit-test",
    runtime: "go",
    note: "{s} emits its hourly alerting self-test: a syslog <2> crit record saying it is a test, followed by the test's success",
    make: (r, s, t0, t1) =>
      every(r, t0, t1, 100, (t) => [
        { t, svc: s, sev: "info", msg: `<2>${s.app}[1]: ALERT PIPELINE SELF-TEST (not a real alert) id=${r.hex(8)}` },
        { t: t + 900, svc: s, sev: "info", msg: "alert pipeline self-test delivered and acknowledged" },
      ]),
  },
];
