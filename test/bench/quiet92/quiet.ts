// Harmless noise that looks alarming: the background every window has, and the kinds a quiet window features.
import type { Estate, Role } from "./estates.js";
import { ev, runtimeOf } from "./estates.js";
import type { Rng } from "./rng.js";
import { dotnetStack, javaStack, nodeStack, pyTraceback } from "./stacks.js";
import type { Stream } from "./stream.js";

export interface NoiseCtx {
  e: Estate;
  r: Rng;
  s: Stream;
  /** window bounds, epoch ms */
  t0: number;
  t1: number;
  trace: () => string | undefined;
}

export interface NoiseKind {
  name: string;
  /** estate keys it fits; undefined = any */
  estates?: string[];
  apply: (c: NoiseCtx, at: number) => void;
}

const span = (c: NoiseCtx, at: number, durS: number, everyS: number, f: (t: number, i: number) => void) => {
  let i = 0;
  for (let t = at; t < Math.min(c.t1, at + durS * 1000); t += everyS * 1000 * (0.6 + c.r.next() * 0.8)) f(t, i++);
};
const role = (c: NoiseCtx, r: Role) => c.e.roles[r];

// ---------------------------------------------------------------- every window
const DEPRECATIONS: Record<string, string[]> = {
  node: [
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  ],
  python: [
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "FutureWarning: Setting an item of incompatible dtype is deprecated and will raise in a future error of pandas.",
  ],
  java: [
    "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting)",
    "The method setReadTimeout(int) of SimpleClientHttpRequestFactory is deprecated since 6.0 and marked for removal",
  ],
  ruby: [
    "DEPRECATION WARNING: `to_s(:db)` is deprecated. Use `to_fs(:db)` instead. (called from block in <class:Report> at app/models/report.rb:41)",
  ],
  dotnet: [
    "warning SYSLIB0014: 'WebRequest.Create(string)' is obsolete: 'WebRequest, HttpWebRequest, ServicePoint, and WebClient are obsolete. Use HttpClient instead.'",
  ],
  go: ["grpc: Dial is deprecated: use NewClient instead. Will be supported throughout 1.x."],
  cpp: ["config: option 'ntrip.legacy_v1' is deprecated and will be removed in 3.0"],
};

export function background(c: NoiseCtx, deployAt: number, deploySvc: string): void {
  const { r, s, e } = c;
  // deprecation warnings: a few services, every few minutes
  for (const svc of r.shuffle(e.services.map((x) => x.name)).slice(0, 3)) {
    const msgs = DEPRECATIONS[runtimeOf(e, svc)] ?? [];
    for (let t = c.t0 + r.int(5, 90) * 1000; t < c.t1; t += r.int(150, 330) * 1000)
      s.add(ev(svc, t, "warn", r.pick(msgs)));
  }
  // retries that succeed
  for (let t = c.t0 + r.int(20, 100) * 1000; t < c.t1; t += r.int(70, 200) * 1000) {
    const svc = r.pick([role(c, "edge"), role(c, "jvm"), role(c, "notify")]);
    const rt = runtimeOf(e, svc);
    const m =
      rt === "java"
        ? `Retrying call to ${role(c, "ledger")} after SocketTimeoutException (attempt 1 of 3); attempt 2 succeeded in ${r.int(80, 400)} ms`
        : rt === "node"
          ? `upstream ${role(c, "jvm")} ECONNRESET on keep-alive socket, retried once -> 200`
          : `retry 1/3 for ${role(c, "ledger")} after 502, succeeded`;
    s.add(ev(svc, t, "warn", m, { trace: c.trace() }));
  }
  // an unrelated deploy or config reload
  const rt = runtimeOf(e, deploySvc);
  const ver = `v${r.int(1, 6)}.${r.int(0, 30)}.${r.int(0, 9)}`;
  const lines: Array<[number, "info" | "warn", string]> =
    rt === "java"
      ? [
          [0, "info", "Commencing graceful shutdown. Waiting for active requests to complete"],
          [900, "info", "Graceful shutdown complete"],
          [
            7000,
            "info",
            `Starting ${deploySvc.replace(/-./g, (x) => x[1].toUpperCase())}Application ${ver} using Java 21.0.4 with PID 1`,
          ],
          [16500, "warn", "HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=41s)."],
          [18000, "info", `Started in 10.84 seconds (process running for 11.9)`],
        ]
      : rt === "python"
        ? [
            [0, "info", "Shutting down"],
            [300, "info", "Finished server process [1]"],
            [5000, "info", "Started server process [1]"],
            [5100, "info", "Waiting for application startup."],
            [6200, "info", `Application startup complete. (build ${ver})`],
          ]
        : rt === "node"
          ? [
              [0, "info", "SIGTERM received, closing server"],
              [600, "info", "server closed"],
              [4200, "info", `${deploySvc}@${ver.slice(1)} listening on :8080 (NODE_ENV=production)`],
            ]
          : rt === "dotnet"
            ? [
                [0, "info", "Application is shutting down..."],
                [5200, "info", "Now listening on: http://[::]:8080"],
                [5300, "info", `Application started. Hosting environment: Production; version ${ver}`],
              ]
            : rt === "ruby"
              ? [
                  [0, "info", "- Gracefully stopping, waiting for requests to finish"],
                  [4000, "info", `* Puma version: 6.4.2 ("The Eagle of Durango") app ${ver}`],
                  [4100, "info", "* Listening on http://0.0.0.0:3000"],
                ]
              : [
                  [0, "info", "config reload requested (SIGHUP)"],
                  [
                    150,
                    "warn",
                    `config: unknown key "${r.pick(["legacy_mode", "trace_sampling", "ui_theme"])}" ignored`,
                  ],
                  [200, "info", `config reloaded (${ver}), 0 errors`],
                ];
  for (const [dt, lv, m] of lines) s.add(ev(deploySvc, deployAt + dt, lv, m));
}

// ---------------------------------------------------------------- the featured kinds
export const KINDS: NoiseKind[] = [
  // Furrowline: telematics
  {
    name: "machine out of coverage, then backlog replay",
    estates: ["furrowline"],
    apply: (c, at) => {
      const d = `TX-${c.r.int(40100, 40480)}`;
      span(c, at, 300, 12, (t) =>
        c.s.add(
          ev(
            "telematics-ingest",
            t,
            "warn",
            `device ${d} silent for ${Math.round((t - at) / 60000) + 47}m (last cell 310410 rsrp=-121dBm), marking offline`,
          ),
        ),
      );
      const back = at + 310000;
      c.s.add(
        ev(
          "telematics-ingest",
          back,
          "info",
          `device ${d} reconnected, replaying ${c.r.int(2000, 9000)} buffered frames`,
        ),
      );
      span(c, back + 500, 40, 1.5, (t, i) =>
        c.s.add(
          ev(
            "telematics-ingest",
            t,
            "warn",
            `ingest lag ${(180 - i * 4).toFixed(0)}s above 60s threshold (device ${d} replay, partition 7)`,
          ),
        ),
      );
      c.s.add(
        ev(
          "fleet-api",
          back + 2000,
          "warn",
          `position for machine M-2${c.r.int(100, 599)} is ${c.r.int(50, 80)} min old, serving last known`,
        ),
      );
    },
  },
  {
    name: "RTK correction lost near tree lines",
    estates: ["furrowline"],
    apply: (c, at) => {
      span(c, at, 420, 7, (t) => {
        const d = `TX-${c.r.int(40100, 40480)}`;
        c.s.add(
          ev(
            "telematics-ingest",
            t,
            "warn",
            `device ${d} GNSS fix RTK_FIXED -> ${c.r.pick(["RTK_FLOAT", "DGPS", "SBAS"])} (age of corrections ${c.r.int(6, 45)}s, sats ${c.r.int(7, 12)})`,
          ),
        );
        if (c.r.chance(0.5))
          c.s.add(
            ev(
              "rtk-caster",
              t + 200,
              "warn",
              `client ${d} on FURR_RTK${c.r.int(1, 9)}: NTRIP stream idle ${c.r.int(10, 40)}s, closing (peer gone)`,
            ),
          );
        if (c.r.chance(0.4))
          c.s.add(
            ev(
              "rtk-caster",
              t + 4000,
              "info",
              `client ${d} connected mount FURR_RTK${c.r.int(1, 9)} (NTRIP/2.0, GGA every 10s)`,
            ),
          );
      });
    },
  },
  {
    name: "agronomist shapefile uploads rejected",
    estates: ["furrowline"],
    apply: (c, at) => {
      span(c, at, 240, 15, (t) => {
        const tr = c.trace();
        const f = `F-${c.r.int(1100, 4899)}`;
        c.s.add(
          ev(
            "prescription-maps",
            t,
            "error",
            `rx upload rejected for ${f}: shapefile has no .prj, cannot determine CRS`,
            {
              trace: tr,
              errType: "fiona.errors.CRSError",
              stack: pyTraceback(
                [
                  ["/app/rx/upload.py", 88, "ingest_shapefile", "crs = src.crs.to_epsg()"],
                  [
                    "/usr/local/lib/python3.12/site-packages/fiona/collection.py",
                    214,
                    "crs",
                    'raise CRSError("no CRS")',
                  ],
                ],
                "fiona.errors.CRSError: no CRS",
              ),
            },
          ),
        );
        c.s.add(
          ev("field-ops-web", t + 40, "warn", `POST /api/fields/${f}/rx-upload 422 ${c.r.int(200, 900)}ms`, {
            trace: tr,
          }),
        );
      });
    },
  },
  {
    name: "terminal firmware rollout reboots",
    estates: ["furrowline"],
    apply: (c, at) => {
      span(c, at, 360, 9, (t) => {
        const g = `GS4-${c.r.hex(6).toUpperCase()}`;
        c.s.add(
          ev(
            "machine-sync",
            t,
            "warn",
            `terminal ${g} disconnected during OTA 24.3.1 install (session closed by peer)`,
          ),
        );
        c.s.add(
          ev(
            "machine-sync",
            t + c.r.int(60, 160) * 1000,
            "info",
            `terminal ${g} back online firmware=24.3.1, resuming 1 queued Rx`,
          ),
        );
      });
    },
  },
  {
    name: "machine diagnostic trouble codes forwarded",
    estates: ["furrowline"],
    apply: (c, at) => {
      span(c, at, 400, 10, (t) =>
        c.s.add(
          ev(
            "telematics-ingest",
            t,
            "error",
            `DTC active device=TX-${c.r.int(40100, 40480)} SPN ${c.r.pick(["3226 FMI 2 (aftertreatment NOx)", "110 FMI 16 (coolant temp high)", "4364 FMI 18 (SCR efficiency)", "97 FMI 3 (water in fuel)"])} occ=${c.r.int(1, 40)}`,
          ),
        ),
      );
    },
  },
  // Aquafield: irrigation
  {
    name: "soil probes on dead batteries",
    estates: ["aquafield"],
    apply: (c, at) => {
      span(c, at, 500, 8, (t) => {
        const p = `SP-${c.r.pick([117, 131, 204, 219, 233])}`;
        c.s.add(
          ev(
            "soil-probe-ingest",
            t,
            c.r.chance(0.5) ? "error" : "warn",
            `probe ${p} battery critical ${(c.r.next() * 0.3 + 2.7).toFixed(2)}V, vwc readings flagged unreliable`,
          ),
        );
      });
      c.s.add(
        ev(
          "alerts-sms",
          at + 5000,
          "info",
          `SMS queued to +1******${c.r.int(1000, 9999)} template=probe_battery sid=SM${c.r.hex(32)}`,
        ),
      );
    },
  },
  {
    name: "stuck rain gauge",
    estates: ["aquafield"],
    apply: (c, at) => {
      span(c, at, 600, 60, (t) => {
        c.s.add(
          ev(
            "weather-hub",
            t,
            "warn",
            "station WS-04 rain gauge reports 0.0mm for 96h while WS-02 and WS-05 report 11.4mm; tipping bucket possibly clogged",
          ),
        );
        c.s.add(
          ev("et-model", t + 900, "warn", "excluding WS-04 precipitation from water balance (QC flag SUSPECT_ZERO)"),
        );
      });
    },
  },
  {
    name: "pivot safety stop in the field",
    estates: ["aquafield"],
    apply: (c, at) => {
      const p = `P-${c.r.int(1, 38)}`;
      c.s.add(ev("pivot-gw", at, "error", `pivot ${p} STOPPED: safety circuit open (tower 6 alignment), water OFF`));
      c.s.add(
        ev(
          "alerts-sms",
          at + 1200,
          "info",
          `SMS queued to +1******${c.r.int(1000, 9999)} template=pivot_stopped sid=SM${c.r.hex(32)}`,
        ),
      );
      c.s.add(
        ev(
          "irrigation-scheduler",
          at + 2000,
          "warn",
          `Pivot ${p} reported STOPPED mid-run; remaining 14mm rescheduled after restart`,
        ),
      );
      span(c, at + 30000, 400, 30, (t) =>
        c.s.add(ev("pivot-gw", t, "warn", `pivot ${p} still stopped (alarm SAFETY_ALIGN), polling`)),
      );
    },
  },
  {
    name: "LoRaWAN rejoin storm after gateway power loss",
    estates: ["aquafield"],
    apply: (c, at) => {
      c.s.add(ev("lorawan-bridge", at, "warn", "gateway gw-creek-2 offline (no stats for 90s)"));
      c.s.add(ev("lorawan-bridge", at + 240000, "info", "gateway gw-creek-2 online, backhaul cellular"));
      span(c, at + 242000, 120, 1.2, (t) =>
        c.s.add(
          ev(
            "lorawan-bridge",
            t,
            c.r.chance(0.6) ? "error" : "warn",
            `join-request dev_eui=70B3D57ED00${c.r.hex(5).toUpperCase()} rejected: DevNonce already used (retry expected)`,
          ),
        ),
      );
    },
  },
  {
    name: "grower manual override suspends schedules",
    estates: ["aquafield"],
    apply: (c, at) => {
      span(c, at, 300, 20, (t) =>
        c.s.add(
          ev(
            "irrigation-scheduler",
            t,
            "warn",
            `Manual override on pivot P-${c.r.int(1, 38)} by user grower:${c.r.int(100, 300)}; automatic schedule suspended for 6h`,
          ),
        ),
      );
    },
  },
  // Prairie Gold: elevator
  {
    name: "scale zero drift and motion re-reads",
    estates: ["prairie"],
    apply: (c, at) => {
      span(c, at, 480, 10, (t) =>
        c.s.add(
          ev(
            "scale-house",
            t,
            "warn",
            c.r.chance(0.5)
              ? `Scale 2 zero drift +${c.r.int(20, 60)} lb exceeds 20 lb, auto-zero applied`
              : `Scale 1 motion detected, weight unstable (delta ${c.r.int(40, 200)} lb), re-reading`,
          ),
        ),
      );
    },
  },
  {
    name: "wet corn above analyzer range",
    estates: ["prairie"],
    apply: (c, at) => {
      span(c, at, 480, 14, (t) =>
        c.s.add(
          ev(
            "moisture-gw",
            t,
            "error",
            `sample T-${c.r.int(260100, 269999)} moisture ${(c.r.next() * 5 + 30.1).toFixed(1)}% outside calibration range (max 30.0%), manual oven test required`,
          ),
        ),
      );
    },
  },
  {
    name: "futures market closed, stale quotes",
    estates: ["prairie"],
    apply: (c, at) => {
      span(c, at, 600, 20, (t) => {
        c.s.add(
          ev(
            "cme-quotes",
            t,
            "error",
            "quote feed: no update for ZCZ6 in 610s (CBOT closed, session resumes 19:00 CT)",
          ),
        );
        c.s.add(
          ev(
            "contracts-pricing",
            t + 300,
            "warn",
            "futures quote stale (age 610s), bids computed from last settle 4.3125",
          ),
        );
      });
    },
  },
  {
    name: "operator voids and reprints",
    estates: ["prairie"],
    apply: (c, at) => {
      span(c, at, 400, 25, (t) => {
        const tk = `T-${c.r.int(260100, 269999)}`;
        c.s.add(
          ev(
            "ticketing-api",
            t,
            "warn",
            `ticket ${tk} VOIDED by operator op${c.r.int(1, 9)} reason="wrong commodity"`,
            { trace: c.trace() },
          ),
        );
        c.s.add(ev("grain-ledger", t + 200, "warn", `reversing receipt ${tk}: void requested after posting`));
      });
    },
  },
  {
    name: "harvest truck queue surge",
    estates: ["prairie"],
    apply: (c, at) => {
      span(c, at, 600, 12, (t, i) =>
        c.s.add(
          ev(
            "truck-queue",
            t,
            "warn",
            `lane=${c.r.int(1, 3)} pit=2 depth=${18 + (i % 12)} est_wait=${60 + i * 2}m above 45m threshold`,
          ),
        ),
      );
      c.s.add(ev("dock-scheduler", at + 60000, "warn", "slot 15:40-16:00 pit=2 overbooked (14/10), appointments kept"));
    },
  },
  // Cloverdale: dairy
  {
    name: "robot refuses cows that came too early",
    estates: ["cloverdale"],
    apply: (c, at) => {
      span(c, at, 600, 6, (t) =>
        c.s.add(
          ev(
            "robot-gw",
            t,
            "warn",
            `VMS-${c.r.int(1, 4)} cow ${c.r.int(1001, 1420)} refused: no milking permission (last milking ${c.r.int(2, 5)}h${c.r.int(10, 59)}m ago, min interval 6h)`,
          ),
        ),
      );
    },
  },
  {
    name: "teat cup attach failures",
    estates: ["cloverdale"],
    apply: (c, at) => {
      span(c, at, 500, 20, (t) =>
        c.s.add(
          ev(
            "robot-gw",
            t,
            "error",
            `VMS-${c.r.int(1, 4)} cow ${c.r.int(1001, 1420)} teat cup attach failed quarter ${c.r.pick(["LF", "RF", "LR", "RR"])} attempt 3/3, incomplete milking flagged`,
          ),
        ),
      );
    },
  },
  {
    name: "lost collars",
    estates: ["cloverdale"],
    apply: (c, at) => {
      span(c, at, 500, 15, (t) =>
        c.s.add(
          ev(
            "activity-ingest",
            t,
            "warn",
            `tag ${c.r.int(20000, 25000)} no data for ${c.r.int(6, 40)}h (collar lost or cow moved to dry pen)`,
          ),
        ),
      );
    },
  },
  {
    name: "bulk tank wash cycle over temperature",
    estates: ["cloverdale"],
    apply: (c, at) => {
      c.s.add(ev("tank-monitor", at, "info", "tank T2 CIP wash started (program MAIN-ACID)"));
      span(c, at + 20000, 420, 15, (t) =>
        c.s.add(
          ev(
            "tank-monitor",
            t,
            "warn",
            `tank T2 temp=${(c.r.next() * 30 + 40).toFixed(1)}C above 4.4C limit, level=0 L`,
          ),
        ),
      );
      c.s.add(ev("tank-monitor", at + 450000, "info", "tank T2 CIP wash finished, ready"));
    },
  },
  {
    name: "feed pusher bumper stops",
    estates: ["cloverdale"],
    apply: (c, at) => {
      span(c, at, 450, 30, (t) => {
        const fp = `FP-${c.r.int(1, 2)}`;
        c.s.add(ev("feed-pusher-ctl", t, "warn", `${fp} obstacle detected (collision bumper), route paused`));
        c.s.add(ev("feed-pusher-ctl", t + 30000, "info", `${fp} obstacle cleared, route resumed`));
      });
    },
  },
  // generic, by role
  {
    name: "certificate expiry warnings",
    apply: (c, at) => {
      span(c, at, 600, 60, (t) =>
        c.s.add(
          ev(
            role(c, "edge"),
            t,
            "warn",
            `TLS certificate for api.${c.e.key}.example expires in 13 days (renewal scheduled by cert-manager)`,
          ),
        ),
      );
    },
  },
  {
    name: "JVM GC pauses and Hikari clock leap",
    apply: (c, at) => {
      const svc = role(c, "jvm");
      span(c, at, 300, 25, (t) => {
        c.s.add(
          ev(
            svc,
            t,
            "warn",
            `[gc] GC(${c.r.int(300, 900)}) Pause Young (G1 Evacuation Pause) ${c.r.int(1800, 2400)}M->${c.r.int(700, 900)}M(4096M) ${c.r.int(420, 980)}.${c.r.int(100, 999)}ms`,
          ),
        );
        if (c.r.chance(0.3))
          c.s.add(
            ev(
              svc,
              t + 400,
              "warn",
              `HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=${c.r.int(30, 70)}s).`,
            ),
          );
      });
    },
  },
  {
    name: "node drained, pod rescheduled",
    apply: (c, at) => {
      const svc = role(c, "jvm");
      const caller = role(c, "edge");
      c.s.add(ev(svc, at, "info", "Received SIGTERM (node drain for kernel patching), shutting down"));
      span(c, at + 500, 6, 1, (t) =>
        c.s.add(
          ev(caller, t, "warn", `upstream ${svc} 503 (no ready endpoints), retrying on another replica -> 200`, {
            trace: c.trace(),
          }),
        ),
      );
      c.s.add(ev(svc, at + 38000, "info", "Started in 9.4 seconds (process running for 10.2)"));
    },
  },
  {
    name: "cron job fails once then succeeds",
    apply: (c, at) => {
      const svc = role(c, "batch");
      const rt = runtimeOf(c.e, svc);
      c.s.add(
        ev(svc, at, "error", "nightly export job failed: could not acquire advisory lock (held by previous run)", {
          errType: rt === "java" ? "org.springframework.dao.CannotAcquireLockException" : "LockNotAvailable",
          stack:
            rt === "java"
              ? javaStack("org.springframework.dao.CannotAcquireLockException", "could not obtain advisory lock", [
                  "org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator.doTranslate(SQLErrorCodeSQLExceptionTranslator.java:243)",
                  "org.springframework.batch.core.job.AbstractJob.execute(AbstractJob.java:320)",
                ])
              : pyTraceback(
                  [["/app/jobs/export.py", 52, "run", "with advisory_lock(conn, 4412):"]],
                  "psycopg.errors.LockNotAvailable: could not obtain lock",
                ),
        }),
      );
      c.s.add(ev(svc, at + 60000, "info", "nightly export job retry 1 started"));
      c.s.add(ev(svc, at + 84000, "info", `nightly export job finished: ${c.r.int(2000, 9000)} rows in 23.8s`));
    },
  },
  {
    name: "vulnerability scanner 404s",
    apply: (c, at) => {
      const svc = role(c, "web");
      span(c, at, 180, 0.8, (t) =>
        c.s.add(
          ev(
            svc,
            t,
            "warn",
            `GET ${c.r.pick(["/wp-login.php", "/.env", "/.git/config", "/cgi-bin/luci", "/admin/config.php", "/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php"])} 404 from 45.${c.r.int(10, 250)}.${c.r.int(0, 255)}.${c.r.int(1, 254)}`,
          ),
        ),
      );
    },
  },
  {
    name: "old app versions with expired tokens",
    apply: (c, at) => {
      const svc = role(c, "edge");
      span(c, at, 420, 5, (t) => {
        c.s.add(
          ev(
            svc,
            t,
            "warn",
            `401 Unauthorized: jwt expired (app ${c.r.pick(["ios-3.8.1", "android-3.7.9"])}), client will refresh`,
          ),
        );
        c.s.add(ev(svc, t + 300, "info", "POST /auth/refresh 200 38ms"));
      });
    },
  },
  {
    name: "SMS or push provider throttling with backoff",
    apply: (c, at) => {
      const svc = role(c, "notify");
      span(c, at, 200, 3, (t) =>
        c.s.add(
          ev(
            svc,
            t,
            "warn",
            `provider 429 Too Many Requests, backing off ${c.r.pick([1, 2, 4, 8])}s (message kept in queue)`,
          ),
        ),
      );
      c.s.add(ev(svc, at + 205000, "info", `queue drained, ${c.r.int(300, 900)} delayed messages delivered`));
    },
  },
  {
    name: "slow report queries",
    apply: (c, at) => {
      const svc = role(c, "ledger");
      span(c, at, 300, 20, (t) =>
        c.s.add(
          ev(
            svc,
            t,
            "warn",
            `slow query ${(c.r.next() * 3 + 1.2).toFixed(2)}s: SELECT ... FROM ${c.r.pick(["receipts", "usage_daily", "orders", "milk_sessions"])} WHERE season = $1 GROUP BY member_id (monthly statement run)`,
          ),
        ),
      );
    },
  },
  {
    name: "deprecation warnings burst after library upgrade",
    apply: (c, at) => {
      const svc = role(c, "py");
      span(c, at, 200, 1.5, (t) => c.s.add(ev(svc, t, "warn", c.r.pick(DEPRECATIONS.python))));
    },
  },
  {
    name: "config reload with unknown keys",
    apply: (c, at) => {
      const svc = role(c, "stream");
      c.s.add(ev(svc, at, "info", "config reload triggered by ConfigMap change"));
      for (const k of ["kafka.legacy_acks", "metrics.old_prefix", "feature.beta_map_tiles"])
        c.s.add(ev(svc, at + 50, "warn", `config: unknown key "${k}" ignored`));
      c.s.add(ev(svc, at + 120, "info", "config reloaded, 3 warnings"));
    },
  },
  {
    name: "cold cache after restart, latency SLO warnings",
    apply: (c, at) => {
      const svc = role(c, "edge");
      span(c, at, 180, 6, (t, i) =>
        c.s.add(
          ev(
            svc,
            t,
            "warn",
            `p99 latency ${Math.max(600, 2400 - i * 80)}ms above 800ms SLO (cache hit ratio ${Math.min(96, 20 + i * 3)}%)`,
          ),
        ),
      );
    },
  },
  {
    name: "consumer group rebalance and lag",
    apply: (c, at) => {
      const svc = role(c, "stream");
      c.s.add(
        ev(svc, at, "warn", "kafka: consumer group rebalance in progress, revoking partitions [0 1 2 3 4 5 6 7]"),
      );
      c.s.add(ev(svc, at + 9000, "info", "kafka: assigned partitions [0 2 4 6], resuming from committed offsets"));
      span(c, at + 10000, 120, 10, (t, i) =>
        c.s.add(
          ev(svc, t, "warn", `consumer lag ${Math.max(0, 48000 - i * 4200)} messages on partition 4 (catching up)`),
        ),
      );
    },
  },
  {
    name: "DNS hiccup retried",
    apply: (c, at) => {
      const svc = role(c, "notify");
      const rt = runtimeOf(c.e, svc);
      span(c, at, 20, 4, (t) =>
        c.s.add(
          ev(
            svc,
            t,
            "warn",
            rt === "node"
              ? "getaddrinfo EAI_AGAIN api.push-provider.example, retrying in 500ms"
              : "Temporary failure in name resolution for api.push-provider.example, retrying",
          ),
        ),
      );
    },
  },
  {
    name: "device gateway clock step",
    apply: (c, at) => {
      const svc = role(c, "device");
      c.s.add(
        ev(
          svc,
          at,
          "warn",
          `chrony: system clock wrong by ${(c.r.next() * 2 + 0.8).toFixed(3)} seconds, adjustment started`,
        ),
      );
      span(c, at + 1000, 60, 6, (t) =>
        c.s.add(ev(svc, t, "warn", `frame timestamp ${c.r.int(800, 2600)}ms in the future, clamped`)),
      );
    },
  },
  {
    name: "leader election handover",
    apply: (c, at) => {
      const svc = role(c, "jvm");
      c.s.add(
        ev(svc, at, "warn", `Failed to renew lease ${svc}-leader: timed out waiting for the condition; stepping down`),
      );
      c.s.add(ev(svc, at + 3500, "info", `Successfully acquired lease ${svc}-leader (pod ${svc}-${c.r.hex(5)})`));
    },
  },
  {
    name: "connection pool high-water warnings",
    apply: (c, at) => {
      const svc = role(c, "ledger");
      const rt = runtimeOf(c.e, svc);
      span(c, at, 240, 15, (t) =>
        c.s.add(
          ev(
            svc,
            t,
            "warn",
            rt === "dotnet"
              ? `Npgsql pool ${c.r.int(40, 47)}/50 busy during settlement export`
              : `db pool ${c.r.int(40, 47)}/50 connections busy during statement run, 0 waiting`,
          ),
        ),
      );
    },
  },
  {
    name: "handled exception logged with stack",
    apply: (c, at) => {
      const svc = role(c, "edge");
      const rt = runtimeOf(c.e, svc);
      span(c, at, 300, 40, (t) =>
        c.s.add(
          ev(svc, t, "error", "request aborted by client (socket hang up), response discarded", {
            trace: c.trace(),
            errType: rt === "node" ? "Error" : "ClientAbortException",
            stack:
              rt === "node"
                ? nodeStack("Error: aborted", [
                    "abortIncoming (node:_http_server:806:17)",
                    "Socket.socketOnClose (node:_http_server:800:3)",
                    "Socket.emit (node:events:531:35)",
                  ])
                : rt === "dotnet"
                  ? dotnetStack(
                      "Microsoft.AspNetCore.Connections.ConnectionResetException",
                      "The client has disconnected",
                      [
                        "Microsoft.AspNetCore.Server.Kestrel.Core.Internal.Http.HttpRequestStream.ReadAsyncInternal(Memory`1 buffer, CancellationToken cancellationToken)",
                      ],
                    )
                  : rt === "ruby"
                    ? [
                        "Puma caught this error: Broken pipe (Errno::EPIPE)",
                        "  /usr/local/bundle/gems/puma-6.4.2/lib/puma/request.rb:476:in `write'",
                        "  /usr/local/bundle/gems/puma-6.4.2/lib/puma/request.rb:476:in `fast_write_str'",
                      ]
                    : javaStack(
                        "org.apache.catalina.connector.ClientAbortException",
                        "java.io.IOException: Broken pipe",
                        ["org.apache.catalina.connector.OutputBuffer.realWriteBytes(OutputBuffer.java:341)"],
                      ),
          }),
        ),
      );
    },
  },
];
