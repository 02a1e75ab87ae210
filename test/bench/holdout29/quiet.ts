// The 12 quiet windows: nothing is wrong, but the wrapping makes harmless lines look alarming (stderr stamped
// ERROR on startup banners, INFO lines whose inner text says error=nil, DEBUG stack traces, routine restarts).
import type { Runtime } from "./estates.js";
import type { Lvl } from "./native.js";
import type { Scene, Svc } from "./stream.js";

export interface QuietTpl {
  rt: Runtime;
  note: string;
  /** The collector mode forced on the service the scare is about. */
  mode: "mapped" | "info" | "stderr";
  apply: (sc: Scene, s: Svc, t0: number) => void;
}

const burst = (sc: Scene, s: Svc, t: number, lines: [Lvl, string, "out" | "err"][]) => {
  let at = t;
  for (const [lvl, msg, stream] of lines) {
    at += sc.rng.int(3, 120);
    sc.emit(s.name, at, lvl, msg, { raw: true, stream });
  }
};

export const QUIET: QuietTpl[] = [
  {
    rt: "klog",
    mode: "stderr",
    note: "klog operator (all of stderr stamped ERROR) restarts and wins leader election: only I-lines inside",
    apply: (sc, s, t0) => {
      const lines: [string, string][] = [
        ["leaderelection.go:250", `attempting to acquire leader lease ${sc.estate.ns}/${s.name}-lock...`],
        ["leaderelection.go:260", `successfully acquired lease ${sc.estate.ns}/${s.name}-lock`],
        ["controller.go:178", `"Starting EventSource" controller="${s.noun}" source="kind source: *v1.ConfigMap"`],
        ["controller.go:186", `"Starting Controller" controller="${s.noun}"`],
        ["controller.go:220", `"Starting workers" controller="${s.noun}" worker count=4`],
      ];
      let t = t0;
      for (const [caller, msg] of lines) {
        t += sc.rng.int(50, 900);
        sc.emit(s.name, t, "info", msg, { logger: caller });
      }
    },
  },
  {
    rt: "python",
    mode: "stderr",
    note: "gunicorn (logs to stderr, stamped ERROR) does a rolling restart: startup banner and worker boots only",
    apply: (sc, s, t0) => {
      for (let k = 0; k < 3; k++) {
        const t = t0 + k * sc.rng.int(40000, 70000);
        const d = new Date(t).toISOString().replace("T", " ").slice(0, 19);
        burst(sc, s, t, [
          ["info", `[${d} +0000] [1] [INFO] Starting gunicorn 22.0.0`, "err"],
          ["info", `[${d} +0000] [1] [INFO] Listening at: http://0.0.0.0:8000 (1)`, "err"],
          ["info", `[${d} +0000] [1] [INFO] Using worker: uvicorn.workers.UvicornWorker`, "err"],
          ["info", `[${d} +0000] [8] [INFO] Booting worker with pid: 8`, "err"],
          ["info", `[${d} +0000] [9] [INFO] Booting worker with pid: 9`, "err"],
          ["info", `[${d} +0000] [8] [INFO] Application startup complete.`, "err"],
        ]);
      }
    },
  },
  {
    rt: "zap",
    mode: "info",
    note: 'Go syncer\'s INFO lines carry error=nil / "error":null in their inner text on every successful cycle',
    apply: (sc, s, t0) => {
      sc.every(t0, sc.end, 8000, (t) => {
        if (sc.rng.chance(0.5))
          sc.emit(
            s.name,
            t,
            "info",
            `level=info ts=${new Date(t + s.skew).toISOString()} caller=sync.go:88 msg="${s.noun} sync finished" rows=${sc.rng.int(10, 1500)} error=nil`,
            { raw: true, stream: "err" },
          );
        else
          sc.emit(s.name, t, "info", "sync cycle complete", {
            fields: { error: null, failed: 0, synced: sc.rng.int(10, 900) },
          });
      });
    },
  },
  {
    rt: "logback",
    mode: "mapped",
    note: "Spring service starts with Netty's DEBUG stack trace ('direct buffer constructor: unavailable', UnsupportedOperationException) and routine debug exceptions",
    apply: (sc, s, t0) => {
      const frames = [
        "java.lang.UnsupportedOperationException: Reflective setAccessible(true) disabled",
        "\tat io.netty.util.internal.ReflectionUtil.trySetAccessible(ReflectionUtil.java:31)",
        "\tat io.netty.util.internal.PlatformDependent0$5.run(PlatformDependent0.java:291)",
        "\tat java.base/java.security.AccessController.doPrivileged(AccessController.java:319)",
      ];
      for (let k = 0; k < 2; k++) {
        const t = t0 + k * 90000;
        sc.emit(s.name, t, "info", `Starting Application v3.4.1 using Java 21.0.4 with PID 1`, {
          logger: `${s.pkg}.Application`,
          fields: { thread: "main" },
        });
        sc.emit(s.name, t + 900, "debug", "direct buffer constructor: unavailable", {
          logger: "io.netty.util.internal.PlatformDependent0",
          frames,
          fields: { thread: "main" },
        });
        sc.emit(s.name, t + 4200, "info", `Started Application in 6.412 seconds (process running for 7.03)`, {
          logger: `${s.pkg}.Application`,
          fields: { thread: "main" },
        });
      }
      sc.every(t0, sc.end, 20000, (t) =>
        sc.emit(
          s.name,
          t,
          "debug",
          "Resolved [org.springframework.web.HttpRequestMethodNotSupportedException: Request method 'HEAD' is not supported]",
          {
            logger: "org.springframework.web.servlet.mvc.method.annotation.ExceptionHandlerExceptionResolver",
            frames: [
              "org.springframework.web.HttpRequestMethodNotSupportedException: Request method 'HEAD' is not supported",
              "\tat org.springframework.web.servlet.mvc.method.RequestMappingInfoHandlerMapping.handleNoMatch(RequestMappingInfoHandlerMapping.java:265)",
            ],
          },
        ),
      );
    },
  },
  {
    rt: "postgres",
    mode: "stderr",
    note: "PostgreSQL (stderr stamped ERROR) logs routine checkpoints, autovacuum, idle-session terminations and client resets",
    apply: (sc, s, t0) => {
      sc.every(t0, sc.end, 15000, (t) => {
        const pid = sc.rng.int(10000, 60000);
        const pick = sc.rng.int(0, 3);
        if (pick === 0) sc.emit(s.name, t, "info", "checkpoint starting: time");
        else if (pick === 1)
          sc.emit(
            s.name,
            t,
            "info",
            `automatic vacuum of table "${sc.estate.host}_prod.public.${s.noun}s": index scans: 1`,
            { fields: { pid } },
          );
        else if (pick === 2)
          sc.emit(s.name, t, "fatal", "terminating connection due to idle-session timeout", { fields: { pid } });
        else
          sc.emit(s.name, t, "info", "could not receive data from client: Connection reset by peer", {
            fields: { pid },
          });
      });
    },
  },
  {
    rt: "python",
    mode: "mapped",
    note: "Python service logs DEBUG tracebacks for expected cache misses (KeyError handled) and urllib3 DEBUG connection chatter",
    apply: (sc, s, t0) => {
      sc.every(t0, sc.end, 9000, (t) => {
        sc.emit(s.name, t, "debug", `cache miss for ${s.noun}:${sc.rng.int(100, 999)}, recomputing`, {
          logger: `${s.pkg}.cache`,
          frames: [
            "Traceback (most recent call last):",
            `  File "/app/${s.pkg}/cache.py", line 41, in get`,
            "    return self._store[key]",
            `KeyError: '${s.noun}:${sc.rng.int(100, 999)}'`,
          ],
        });
        sc.emit(s.name, t + 30, "debug", `Starting new HTTPS connection (1): objects.${sc.estate.host}.internal:443`, {
          logger: "urllib3.connectionpool",
        });
      });
    },
  },
  {
    rt: "dotnet",
    mode: "mapped",
    note: ".NET service restarts: DataProtection warnings about unpersisted/unencrypted keys and lifetime banners, nothing failing",
    apply: (sc, s, t0) => {
      for (let k = 0; k < 2; k++) {
        let t = t0 + k * 120000;
        const e = (lvl: Lvl, logger: string, eventId: number, msg: string) => {
          t += sc.rng.int(20, 400);
          sc.emit(s.name, t, lvl, msg, { logger, fields: { eventId } });
        };
        e(
          "warn",
          "Microsoft.AspNetCore.DataProtection.Repositories.FileSystemXmlRepository",
          60,
          "Storing keys in a directory '/root/.aspnet/DataProtection-Keys' that may not be persisted outside of the container. Protected data will be unavailable when container is destroyed.",
        );
        e(
          "warn",
          "Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager",
          35,
          `No XML encryptor configured. Key {${sc.rng.uuid()}} may be persisted to storage in unencrypted form.`,
        );
        e("info", "Microsoft.Hosting.Lifetime", 14, "Now listening on: http://[::]:8080");
        e("info", "Microsoft.Hosting.Lifetime", 0, "Application started. Press Ctrl+C to shut down.");
        e("info", "Microsoft.Hosting.Lifetime", 0, "Hosting environment: Production");
      }
    },
  },
  {
    rt: "rails",
    mode: "stderr",
    note: "Puma boots in cluster mode; Ruby warnings and DEPRECATION WARNINGs go to stderr and are stamped ERROR",
    apply: (sc, s, t0) => {
      burst(sc, s, t0, [
        ["info", "[1] Puma starting in cluster mode...", "out"],
        ["info", '[1] * Puma version: 6.4.2 (ruby 3.3.4-p94) ("The Eagle of Durango")', "out"],
        ["info", "[1] *  Min threads: 5", "out"],
        ["info", "[1] *  Max threads: 5", "out"],
        [
          "warn",
          "/usr/local/bundle/gems/activesupport-7.1.3/lib/active_support/core_ext/uri.rb:3: warning: URI::RFC3986_PARSER.escape is obsolete. Use URI::RFC2396_PARSER.escape explicitly.",
          "err",
        ],
        [
          "warn",
          "DEPRECATION WARNING: `to_time` will always preserve the receiver timezone rather than system local time in Rails 8.0. To opt in to the new behavior, set `config.active_support.to_time_preserves_timezone = :zone`. (called from <top (required)> at /app/config/environment.rb:5)",
          "err",
        ],
        ["info", "[1] * Listening on http://0.0.0.0:3000", "out"],
        ["info", "[1] Use Ctrl-C to stop", "out"],
        ["info", "[1] - Worker 0 (PID: 23) booted in 0.41s, phase: 0", "out"],
        ["info", "[1] - Worker 1 (PID: 27) booted in 0.44s, phase: 0", "out"],
      ]);
    },
  },
  {
    rt: "nginx",
    mode: "stderr",
    note: "nginx reloads its config (SIGHUP): notice lines on stderr stamped ERROR, old workers exit with code 0",
    apply: (sc, s, t0) => {
      for (let k = 0; k < 2; k++) {
        let t = t0 + k * 150000;
        const e = (lvl: Lvl, msg: string) => {
          t += sc.rng.int(1, 60);
          sc.emit(s.name, t, lvl, msg, { fields: { cid: 0 } });
        };
        e("info", "signal 1 (SIGHUP) received from 74, reconfiguring");
        e("info", "reconfiguring");
        e("info", 'using the "epoll" event method');
        e("info", "start worker processes");
        e("info", "gracefully shutting down");
        e("info", "exiting");
        e("info", "signal 17 (SIGCHLD) received from 31");
        e("info", "worker process 31 exited with code 0");
      }
    },
  },
  {
    rt: "klog",
    mode: "mapped",
    note: "klog controller's watches end and are re-established ('watch of *v1.Secret ended with: an error on the server ... http2: client connection lost'), resync succeeds",
    apply: (sc, s, t0) => {
      sc.every(t0, sc.end, 60000, (t) => {
        sc.emit(
          s.name,
          t,
          "warn",
          `watch of *v1.Secret ended with: an error on the server ("unable to decode an event from the watch stream: http2: client connection lost") has prevented the request from succeeding`,
          { logger: "reflector.go:462" },
        );
        sc.emit(s.name, t + 1200, "info", "Caches populated", {
          fields: { type: "*v1.Secret", reflector: "pkg/mod/k8s.io/client-go@v0.29.3/tools/cache/reflector.go:229" },
          logger: "reflector.go:351",
        });
      });
    },
  },
  {
    rt: "pino",
    mode: "stderr",
    note: "Node service restarts: ExperimentalWarning and deprecation notices on stderr stamped ERROR; pino lines carry err:null",
    apply: (sc, s, t0) => {
      for (let k = 0; k < 2; k++) {
        const t = t0 + k * 100000;
        sc.emit(
          s.name,
          t,
          "warn",
          "(node:1) ExperimentalWarning: Importing JSON modules is an experimental feature and might change at any time",
          { raw: true, stream: "err" },
        );
        sc.emit(s.name, t + 2, "warn", "(Use `node --trace-warnings ...` to show where the warning was created)", {
          raw: true,
          stream: "err",
        });
        sc.emit(s.name, t + 300, "info", "server listening", { fields: { port: 3000, err: null } });
      }
      sc.every(t0, sc.end, 12000, (t) =>
        sc.emit(s.name, t, "info", "job finished", { fields: { job: "digest", err: null, failed: 0 } }),
      );
    },
  },
  {
    rt: "syslog",
    mode: "info",
    note: "C daemon logs lost Modbus connections at warning priority that reconnect within seconds, plus its start line, all stamped INFO",
    apply: (sc, s, t0) => {
      sc.every(t0, sc.end, 70000, (t) => {
        sc.emit(s.name, t, "warn", `connection to 10.20.4.${sc.rng.int(2, 9)}:502 lost (timeout), reconnecting`);
        sc.emit(s.name, t + 2100, "info", `reconnected to 10.20.4.${sc.rng.int(2, 9)}:502, resuming poll`);
      });
      sc.emit(s.name, t0, "info", "starting (version 3.2.1, config /etc/daemon.conf)");
    },
  },
];
