// The quiet windows: alarming-looking errors and warnings in real wording over a healthy estate, nothing broken.
// Each kind names its estate and says in one line what a senior on-call engineer would conclude.
import type { Estate } from "./estates.js";
import type { Stream } from "./stream.js";

export interface QuietKind {
  kind: string;
  estate: Estate["key"] | "any";
  note: string;
  run: (s: Stream, e: Estate) => void;
}

const meter = (n: number) => `meter-${String(n).padStart(4, "0")}`;
const mid = (s: Stream, f: number) => s.t0 + (s.end - s.t0) * f;

export const QUIET: QuietKind[] = [
  {
    kind: "cellular-reconnects",
    estate: "meters",
    note: "meters on weak cellular links drop keepalive and reconnect within seconds; fleet count steady",
    run: (s) => {
      const r = s.r;
      s.poisson(14, (t) => {
        const m = meter(r.int(1, 9999));
        const ip = r.ip();
        if (r.chance(0.5)) s.at(t, "mqtt-broker", "warn", `Client ${m} has exceeded timeout, disconnecting.`);
        else s.at(t, "mqtt-broker", "error", `Socket error on client ${m}, disconnecting.`);
        s.at(
          t + r.int(3000, 40000),
          "mqtt-broker",
          "info",
          `New client connected from ${ip}:${r.int(30000, 60000)} as ${m} (p2, c0, k120).`,
        );
      });
    },
  },
  {
    kind: "expired-device-certs",
    estate: "meters",
    note: "five field meters with expired client certificates retry and are rejected; already ticketed for replacement",
    run: (s) => {
      const r = s.r;
      const bad = [412, 1187, 3090, 5521, 7004].map(meter);
      for (const m of bad) {
        const ip = r.ip();
        s.every(r.int(20000, 45000), (t) => {
          s.at(t, "mqtt-broker", "error", `OpenSSL Error[0]: error:0A000086:SSL routines::certificate verify failed`);
          s.at(t + 2, "mqtt-broker", "info", `Client connection from ${ip} failed: certificate has expired (CN=${m}).`);
        });
      }
      s.at(
        mid(s, 0.2),
        "device-registry",
        "warn",
        `cert expiry report: ${bad.join(", ")} expired, field replacement ticket FR-2231 open`,
      );
    },
  },
  {
    kind: "ota-reboot-wave",
    estate: "meters",
    note: "staged firmware rollout reboots a cohort of meters; last-will offline messages then reconnects, all report new version",
    run: (s) => {
      const r = s.r;
      s.at(mid(s, 0.25), "ota-updater", "info", "rollout fw-4.12.3 cohort 3/8 (400 devices) started");
      s.poisson(
        40,
        (t) => {
          const m = meter(r.int(1, 9999));
          s.at(t, "mqtt-broker", "warn", `Client ${m} closed its connection.`);
          s.at(t + 1, "telemetry-ingest", "warn", `last will received from ${m}: status=offline`);
          s.at(t + r.int(40000, 90000), "ota-updater", "info", `${m} reports fw 4.12.3 after reboot, ok`);
        },
        mid(s, 0.26),
        mid(s, 0.7),
      );
      s.at(mid(s, 0.9), "ota-updater", "info", "rollout fw-4.12.3 cohort 3/8 complete: 400/400 upgraded, 0 failed");
    },
  },
  {
    kind: "rtc-reset-readings",
    estate: "meters",
    note: "meters that lost their RTC after a power cut send readings dated 2000-01-01; ingest rejects them until NTP syncs",
    run: (s) => {
      const r = s.r;
      s.poisson(
        20,
        (t) => {
          s.at(
            t,
            "telemetry-ingest",
            "error",
            `ValidationError: reading from ${meter(r.int(6000, 6040))} rejected: timestamp 2000-01-01T00:0${r.int(0, 9)}:${r.int(10, 59)}Z outside accepted window (-48h/+5m)`,
          );
        },
        s.t0,
        mid(s, 0.75),
      );
      s.at(
        mid(s, 0.76),
        "device-registry",
        "info",
        "40 devices on feeder 17 resynced clock via NTP after power restoration",
      );
    },
  },
  {
    kind: "broker-cert-renewal",
    estate: "any",
    note: "cert-manager renews the edge certificate and the service reloads; a burst of reconnects and handshake resets, then normal",
    run: (s, e) => {
      const r = s.r;
      const svc = e.services[0];
      const t = mid(s, 0.45);
      s.at(
        t - 5000,
        svc,
        "info",
        `cert-manager: Certificate ${e.ns}/${svc}-tls renewed, not after 2026-09-${r.int(10, 28)}T00:00:00Z`,
      );
      s.at(t, svc, "warn", "Received SIGHUP, reloading configuration and TLS certificates");
      for (let i = 0; i < r.int(40, 90); i++)
        s.at(
          t + r.int(10, 3000),
          svc,
          "warn",
          `TLS handshake error from ${r.ip()}:${r.int(30000, 60000)}: read: connection reset by peer`,
        );
      s.at(t + 3500, svc, "info", "reload complete, listeners restarted with new certificate");
    },
  },
  {
    kind: "sip-scanner",
    estate: "voice",
    note: "friendly-scanner SIP sweeps from foreign IPs fail registration with wrong password; fail2ban bans them",
    run: (s) => {
      const r = s.r;
      const ips = Array.from({ length: 5 }, () => r.ip());
      s.poisson(60, (t) => {
        const ip = r.pick(ips);
        const ext = r.int(100, 9999);
        s.at(
          t,
          "pbx-core",
          "warn",
          `NOTICE[2244]: chan_sip.c:28740 handle_request_register: Registration from '"${ext}"<sip:${ext}@203.0.113.10>' failed for '${ip}:${r.int(5060, 5090)}' - Wrong password`,
        );
        if (r.chance(0.3))
          s.at(t + 2, "sip-edge", "warn", `REGISTER from ${ip} User-Agent: friendly-scanner -> 401 Unauthorized`);
      });
      for (const ip of ips) s.at(mid(s, r.next()), "fail2ban", "warn", `[asterisk] Ban ${ip}`);
    },
  },
  {
    kind: "busy-cancelled-calls",
    estate: "voice",
    note: "calls ending 486 Busy Here and 487 Request Terminated (caller hung up while ringing); normal call outcomes",
    run: (s) => {
      const r = s.r;
      s.poisson(25, (t) => {
        const c = r.hex(16);
        if (r.chance(0.5))
          s.at(t, "call-router", "warn", `call ${c} failed: SIP/2.0 486 Busy Here from PJSIP/${r.int(200, 499)}`);
        else
          s.at(
            t,
            "call-router",
            "warn",
            `call ${c} ended: SIP/2.0 487 Request Terminated (CANCEL from caller after ${r.int(2, 25)}s)`,
          );
        s.at(
          t + r.int(50, 400),
          "cdr-writer",
          "info",
          `CDR stored call=${c} duration=0s disposition=${r.pick(["BUSY", "NO ANSWER"])}`,
        );
      });
    },
  },
  {
    kind: "rtp-timeouts-mobile",
    estate: "voice",
    note: "a few mobile callers lose coverage mid-call and the PBX hangs up for lack of RTP; isolated calls",
    run: (s) => {
      const r = s.r;
      s.poisson(3, (t) => {
        s.at(
          t,
          "pbx-core",
          "warn",
          `WARNING[3012]: chan_pjsip.c:2590 rtp_check_timeout: Disconnecting channel 'PJSIP/trunk-${r.hex(8)}' for lack of RTP activity in 30 seconds`,
        );
        s.at(t + 20, "rtp-relay", "warn", `session ${r.hex(10)} no packets from ${r.ip()} for 30s, closing`);
      });
    },
  },
  {
    kind: "backup-trunk-qualify",
    estate: "voice",
    note: "disabled standby trunk C fails OPTIONS qualify every cycle; no traffic routed to it, primary trunks healthy",
    run: (s) => {
      s.every(30000, (t) =>
        s.at(
          t,
          "sip-edge",
          "error",
          `Contact carrier-trunk-c/sip:standby.carrier-c.example:5060 is now Unreachable. RTT: -1.000 msec (trunk disabled in routing)`,
        ),
      );
      s.at(mid(s, 0.1), "call-router", "info", "route table v88: carrier-trunk-c weight=0 (standby)");
    },
  },
  {
    kind: "transcription-429",
    estate: "voice",
    note: "voicemail transcription vendor throttles with 429 at the top of the hour; client backs off and all jobs complete",
    run: (s) => {
      const r = s.r;
      s.poisson(
        12,
        (t) => {
          const j = r.hex(8);
          s.at(
            t,
            "voicemail-svc",
            "warn",
            `transcribe job ${j}: HTTP 429 Too Many Requests from speech.vendor.example, Retry-After: 2`,
          );
          s.at(
            t + r.int(2100, 6000),
            "voicemail-svc",
            "info",
            `transcribe job ${j}: completed (${r.int(4, 60)}s audio)`,
          );
        },
        mid(s, 0.3),
        mid(s, 0.6),
      );
    },
  },
  {
    kind: "flaky-test-retry",
    estate: "ci",
    note: "one known-flaky e2e test fails and the job passes on automatic retry, several times in the window",
    run: (s) => {
      const r = s.r;
      s.poisson(3, (t) => {
        const j = r.int(880000, 899999);
        s.at(
          t,
          "test-reporter",
          "error",
          `job=${j} FAILED tests/e2e/checkout.spec.ts > applies voucher: TimeoutError: locator.click: Timeout 5000ms exceeded.`,
        );
        s.at(t + 200, "runner-pool", "error", `ERROR: Job failed: exit code 1 job=${j} project=42 runner=${r.hex(8)}`);
        s.at(t + 900, "ci-scheduler", "info", `job ${j} retry 1/2 scheduled (retry: when script_failure)`);
        s.at(
          t + r.int(120000, 240000),
          "runner-pool",
          "info",
          `Job succeeded duration_s=${r.int(200, 400)}.2 job=${j} project=42 runner=${r.hex(8)}`,
        );
      });
    },
  },
  {
    kind: "cancelled-build",
    estate: "ci",
    note: "a developer cancels a running pipeline; the build is killed with SIGTERM and exit 143, as requested",
    run: (s) => {
      const r = s.r;
      const t = mid(s, 0.5);
      const p = r.int(140000, 149999);
      s.at(t, "ci-scheduler", "info", `pipeline ${p} canceled by user j.okafor`);
      for (let i = 0; i < 6; i++) {
        const j = r.int(880000, 899999);
        s.at(t + 300 + i * 50, "runner-pool", "warn", `Job ${j}: received cancel, sending SIGTERM to build container`);
        s.at(
          t + 4000 + i * 80,
          "runner-pool",
          "error",
          `ERROR: Job failed: canceled job=${j} project=31 runner=${r.hex(8)} (exit code 143)`,
        );
        s.at(t + 4100 + i * 80, "build-cache", "warn", `upload aborted for job ${j}: context canceled`);
      }
    },
  },
  {
    kind: "pr-lint-failures",
    estate: "ci",
    note: "CI correctly fails merge requests with lint and type errors written by developers; pipeline itself healthy",
    run: (s) => {
      const r = s.r;
      s.poisson(4, (t) => {
        const j = r.int(880000, 899999);
        s.at(
          t,
          "runner-pool",
          "error",
          `src/${r.pick(["cart", "api", "auth"])}/index.ts(${r.int(10, 300)},${r.int(2, 40)}): error TS2345: Argument of type 'string | undefined' is not assignable to parameter of type 'string'.`,
        );
        s.at(
          t + 300,
          "runner-pool",
          "error",
          `ERROR: Job failed: exit code 2 job=${j} project=${r.int(10, 90)} runner=${r.hex(8)}`,
        );
        s.at(
          t + 400,
          "deploy-gate",
          "info",
          `merge request !${r.int(3000, 4000)} blocked: required check 'typecheck' failed`,
        );
      });
    },
  },
  {
    kind: "npm-econnreset-retry",
    estate: "ci",
    note: "package installs hit ECONNRESET from the registry mirror and npm's built-in retry succeeds",
    run: (s) => {
      const r = s.r;
      s.poisson(6, (t) => {
        s.at(
          t,
          "runner-pool",
          "warn",
          `npm WARN tarball tarball data for @babel/core@7.24.${r.int(0, 9)} seems to be corrupted. Trying again.`,
        );
        s.at(t + 100, "runner-pool", "warn", "npm http fetch GET attempt 1 failed with ECONNRESET");
        s.at(
          t + r.int(1500, 4000),
          "runner-pool",
          "info",
          `added ${r.int(900, 1400)} packages, and audited ${r.int(900, 1400)} packages in ${r.int(20, 60)}s`,
        );
      });
    },
  },
  {
    kind: "git-remote-hangup",
    estate: "ci",
    note: "a mirror fetch of a large repo hangs up once and succeeds on the next attempt",
    run: (s) => {
      const r = s.r;
      s.poisson(2, (t) => {
        s.at(
          t,
          "git-mirror",
          "error",
          "error: RPC failed; curl 92 HTTP/2 stream 5 was not closed cleanly: CANCEL (err 8)",
        );
        s.at(t + 5, "git-mirror", "error", "fatal: the remote end hung up unexpectedly");
        s.at(
          t + r.int(20000, 40000),
          "git-mirror",
          "info",
          `fetch forgeworks/kiln.git: ${r.int(1, 40)} refs updated in ${r.int(9000, 20000)}ms (retry 1)`,
        );
      });
    },
  },
  {
    kind: "cache-key-miss-storm",
    estate: "ci",
    note: "lockfile bump changes the cache key; every job misses the cache once and repopulates it, slower but green",
    run: (s) => {
      const r = s.r;
      s.poisson(
        15,
        (t) => {
          s.at(
            t,
            "build-cache",
            "warn",
            `WARNING: file does not exist: cache key node-modules-${r.hex(16)} not found, Failed to extract cache`,
          );
          s.at(
            t + r.int(60000, 120000),
            "build-cache",
            "info",
            `Uploading cache.zip to node-modules-${r.hex(16)} ... Created cache`,
          );
        },
        mid(s, 0.2),
        s.end,
      );
    },
  },
  {
    kind: "runner-scale-down",
    estate: "ci",
    note: "autoscaler removes idle runners after the morning peak; deregistration warnings and 404s for removed machines",
    run: (s) => {
      const r = s.r;
      s.poisson(6, (t) => {
        const m = `runner-${r.hex(8)}`;
        s.at(
          t,
          "runner-pool",
          "info",
          `Removing idle machine name=${m} idle_time=${r.int(600, 1800)}s reason="too many idle machines"`,
        );
        s.at(
          t + 800,
          "runner-pool",
          "warn",
          `WARNING: Checking for jobs... failed runner=${m.slice(7)} status=403 Forbidden (runner deleted)`,
        );
      });
    },
  },
  {
    kind: "batch-rc4",
    estate: "batch",
    note: "nightly batch jobs end with RC=4 (warnings such as empty input partitions), which is their normal completion code",
    run: (s) => {
      const r = s.r;
      for (const j of ["NBLDG210", "NBSTM040", "NBRPT115", "NBREC330", "NBLDG220"]) {
        const t = mid(s, 0.15 + r.next() * 0.7);
        s.at(t, "job-scheduler", "info", `${j} submitted (order id 0${r.hex(4)})`);
        s.at(
          t + r.int(30000, 90000),
          "batch-ledger",
          "warn",
          `${j} step STEP0${r.int(2, 5)}: IDC3201I input partition BR${r.int(100, 400)} empty, skipped`,
        );
        s.at(t + r.int(90000, 120000), "job-scheduler", "warn", `${j} ENDED OK RC=0004 (MAXRC=0004)`);
      }
    },
  },
  {
    kind: "sftp-timeout-rerun",
    estate: "batch",
    note: "the nightly partner file pull times out once on SFTP, the scheduler reruns it and it completes",
    run: (s) => {
      const r = s.r;
      const t = mid(s, 0.35);
      s.at(t, "job-scheduler", "info", "NBSFT010 submitted (pull settlement files from partner7)");
      s.at(
        t + 30000,
        "sftp-gateway",
        "error",
        "ssh: connect to host sftp.partner7.example port 22: Connection timed out",
      );
      s.at(t + 30100, "job-scheduler", "error", "NBSFT010 ENDED NOTOK RC=0012 (sftp exit 255), rerun 1 of 3 in 120s");
      s.at(t + 150000, "job-scheduler", "info", "NBSFT010 rerun 1 submitted");
      s.at(
        t + 156000,
        "sftp-gateway",
        "info",
        `sftp> get /out/SETTLE_${s.r.int(1000, 9999)}.csv: ${r.int(2, 40)}MB transferred`,
      );
      s.at(t + 160000, "job-scheduler", "info", "NBSFT010 ENDED OK RC=0000");
    },
  },
  {
    kind: "scheduler-missed-heartbeat",
    estate: "any",
    note: "the scheduler warns that an agent missed heartbeats during a GC pause; the agent answers again within a minute",
    run: (s, e) => {
      const r = s.r;
      const sched = e.key === "batch" ? "job-scheduler" : e.key === "ci" ? "ci-scheduler" : "cron-scheduler";
      const t = mid(s, 0.5);
      for (let i = 0; i < 3; i++)
        s.at(
          t + i * 15000,
          sched,
          "warn",
          `agent agt-${e.key}-03 missed heartbeat (${i + 1}/5), last seen ${15 * (i + 1)}s ago`,
        );
      s.at(
        t + 48000,
        sched,
        "info",
        `agent agt-${e.key}-03 heartbeat resumed (was paused ${r.int(40, 50)}s), state AVAILABLE`,
      );
    },
  },
  {
    kind: "waiting-predecessor",
    estate: "batch",
    note: "jobs wait on a late upstream condition and log LATE warnings; the condition arrives and they run",
    run: (s) => {
      s.every(
        60000,
        (t) =>
          s.at(t, "job-scheduler", "warn", `NBRPT200 LATE SUBMIT: waiting for condition NBLDG210-ENDED-OK ODAT 0612`),
        s.t0,
        mid(s, 0.6),
      );
      s.at(mid(s, 0.61), "job-scheduler", "info", "condition NBLDG210-ENDED-OK added; NBRPT200 submitted");
      s.at(mid(s, 0.8), "job-scheduler", "info", "NBRPT200 ENDED OK RC=0000");
    },
  },
  {
    kind: "file-watcher-nofile",
    estate: "batch",
    note: "file-watcher job polls for a partner file that has not arrived yet and says so until it lands",
    run: (s) => {
      s.every(
        30000,
        (t) =>
          s.at(t, "sftp-gateway", "warn", "filewatch /in/partner3/ACH_*.dat: no file found, will check again in 30s"),
        s.t0,
        mid(s, 0.55),
      );
      s.at(
        mid(s, 0.56),
        "sftp-gateway",
        "info",
        "filewatch /in/partner3/ACH_0612.dat arrived (14.2MB), size stable, releasing NBACH100",
      );
    },
  },
  {
    kind: "duplicate-file-reject",
    estate: "batch",
    note: "a partner resends yesterday's file; duplicate detection rejects every record by design",
    run: (s) => {
      const r = s.r;
      s.poisson(
        30,
        (t) => {
          s.at(
            t,
            "settlement-api",
            "error",
            `ValidationException: duplicate settlement reference SR${r.int(1000000, 9999999)} (already posted 2026-06-11), record rejected`,
          );
        },
        mid(s, 0.3),
        mid(s, 0.5),
      );
      s.at(
        mid(s, 0.51),
        "settlement-api",
        "warn",
        "file SETTLE_0611.csv from partner4: 0 accepted, 412 duplicates rejected (resend detected)",
      );
    },
  },
  {
    kind: "deadlock-victim-retry",
    estate: "batch",
    note: "two ledger jobs overlap and one is chosen as deadlock victim twice; the retries succeed",
    run: (s) => {
      const r = s.r;
      for (let i = 0; i < 2; i++) {
        const t = mid(s, 0.3 + i * 0.3);
        s.at(t, "batch-ledger", "error", "ORA-00060: deadlock detected while waiting for resource");
        s.at(
          t + 10,
          "batch-ledger",
          "warn",
          `deadlock victim on journal batch JB${r.int(10000, 99999)}, retrying in 500ms`,
        );
        s.at(t + 700, "batch-ledger", "info", "journal batch committed on retry 1");
      }
    },
  },
  {
    kind: "match-end-exit",
    estate: "games",
    note: "game-server processes exit at match end and the fleet allocates fresh ones; shutdown and exit lines are normal",
    run: (s) => {
      const r = s.r;
      s.poisson(4, (t) => {
        const m = r.hex(6);
        s.at(t, "game-server", "info", `[match ${m}] match over, winner team ${r.int(1, 2)}, writing results`);
        s.at(
          t + 300,
          "game-server",
          "warn",
          `[match ${m}] Shutdown requested: SIGTERM, closing ${r.int(6, 10)} connections`,
        );
        s.at(t + 600, "game-server", "info", `[match ${m}] process exited with code 0`);
        s.at(t + 900, "matchmaker", "info", `fleet: gameserver gs-${r.hex(5)} Allocated`);
      });
    },
  },
  {
    kind: "players-disconnect",
    estate: "games",
    note: "players rage-quit or lose wifi; connection reset and timeout disconnects at the usual rate",
    run: (s) => {
      const r = s.r;
      s.poisson(18, (t) => {
        const p = r.int(10000000, 99999999);
        s.at(
          t,
          "game-server",
          r.chance(0.5) ? "warn" : "error",
          r.chance(0.5)
            ? `[match ${r.hex(6)}] player ${p} disconnected: read udp 0.0.0.0:7777->${r.ip()}: connection reset by peer`
            : `[match ${r.hex(6)}] player ${p} timed out (no input for 15000ms), slot released`,
        );
      });
    },
  },
  {
    kind: "kafka-rebalance",
    estate: "any",
    note: "a consumer group rebalances while pods roll; partitions revoked and reassigned, lag drains",
    run: (s, e) => {
      const r = s.r;
      const svc = {
        meters: "telemetry-ingest",
        voice: "cdr-writer",
        ci: "test-reporter",
        batch: "mq-bridge",
        games: "events-pipeline",
      }[e.key];
      for (let k = 0; k < 3; k++) {
        const t = mid(s, 0.3 + k * 0.15);
        s.at(
          t,
          svc,
          "warn",
          `[Consumer clientId=${svc}-${k}, groupId=${svc}] Request joining group due to: group is already rebalancing`,
        );
        s.at(
          t + 50,
          svc,
          "warn",
          `[Consumer clientId=${svc}-${k}, groupId=${svc}] Attempt to commit offsets failed: CommitFailedException: Commit cannot be completed since the group has already rebalanced`,
        );
        s.at(
          t + 3000,
          svc,
          "info",
          `[Consumer clientId=${svc}-${k}, groupId=${svc}] Adding newly assigned partitions: ${svc}-events-${r.int(0, 11)}, ${svc}-events-${r.int(12, 23)}`,
        );
      }
    },
  },
  {
    kind: "anti-cheat-kicks",
    estate: "games",
    note: "anti-cheat kicks a handful of players with tampered clients; the system working as intended",
    run: (s) => {
      const r = s.r;
      s.poisson(2, (t) => {
        const p = r.int(10000000, 99999999);
        s.at(
          t,
          "anti-cheat",
          "error",
          `player ${p} integrity violation: module signature mismatch (speedhack.dll), kicking`,
        );
        s.at(t + 100, "game-server", "warn", `[match ${r.hex(6)}] player ${p} kicked by anti-cheat`);
      });
    },
  },
  {
    kind: "staging-loadtest",
    estate: "any",
    note: "a k6 load test against staging logs into the same stream; staging returns 503s under load, production untouched",
    run: (s, e) => {
      const r = s.r;
      const svc = `${e.services[0]}-staging`;
      s.at(mid(s, 0.3), svc, "info", "k6 run loadtest/soak.js: vus=400 duration=5m target=https://staging.internal");
      s.poisson(
        240,
        (t) => {
          if (r.chance(0.3))
            s.at(
              t,
              svc,
              "error",
              `env=staging upstream connect error or disconnect/reset before headers. reset reason: overflow -> 503 (${r.int(1, 30)}ms)`,
            );
          else s.at(t, svc, "info", `env=staging GET /api/v1/ping 200 ${r.int(30, 900)}ms`);
        },
        mid(s, 0.3),
        mid(s, 0.65),
      );
      s.at(mid(s, 0.66), svc, "info", "k6: checks 71.2% passed, http_req_failed 28.8%, test finished");
    },
  },
  {
    kind: "chat-spammer-429",
    estate: "games",
    note: "chat rate limit throttles one spamming account with 429s; everyone else chats normally",
    run: (s) => {
      const r = s.r;
      const p = r.int(10000000, 99999999);
      s.poisson(
        40,
        (t) =>
          s.at(
            t,
            "chat-gateway",
            "warn",
            `429 Too Many Requests: player ${p} exceeded 5 msgs/10s in channel global-eu, message dropped`,
          ),
        mid(s, 0.2),
        mid(s, 0.55),
      );
      s.at(mid(s, 0.56), "chat-gateway", "info", `player ${p} muted for 10m by automod (spam)`);
    },
  },
  {
    kind: "node-drain",
    estate: "any",
    note: "a Kubernetes node is drained for patching; pods get SIGTERM, shut down gracefully and reschedule",
    run: (s, e) => {
      const r = s.r;
      const t = mid(s, 0.4);
      for (const svc of e.services.slice(1, 4)) {
        const d = r.int(0, 8000);
        s.at(t + d, svc, "warn", "Received SIGTERM, starting graceful shutdown (draining in-flight requests)");
        s.at(
          t + d + 300,
          svc,
          "error",
          `readiness probe failed: Get "http://10.${r.int(0, 9)}.${r.int(0, 255)}.${r.int(1, 254)}:8080/ready": dial tcp: connect: connection refused`,
        );
        s.at(t + d + 15000, svc, "info", "started, listening on :8080");
      }
    },
  },
  {
    kind: "disk-cleanup",
    estate: "any",
    note: "disk usage crosses the 85% warning on a log volume and the scheduled cleanup frees space back to 60%",
    run: (s, e) => {
      const svc = e.services[3];
      const t = mid(s, 0.4);
      s.every(
        60000,
        (tt, i) => s.at(tt, svc, "warn", `disk usage on /var/log is ${86 + (i % 3)}% (warning threshold 85%)`),
        mid(s, 0.1),
        t,
      );
      s.at(t + 1000, svc, "info", "logrotate: compressed 42 files, deleted 18 older than 7d");
      s.at(t + 3000, svc, "info", "disk usage on /var/log is 61%");
    },
  },
];
