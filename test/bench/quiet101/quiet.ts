// The harmless-but-alarming happenings of a home solar and battery fleet. Each kind adds its lines to a window
// from `at` on; nothing here is broken, and a quiet window is its background plus one headline kind and a few
// side kinds. The same kinds are laid under the incident windows.
import type { Rng } from "./rng.js";
import { javaStack, nodeStack, pyStack, rubyStack } from "./stacks.js";
import type { Win } from "./stream.js";

export interface NoiseKind {
  key: string;
  note: string;
  add: (w: Win, at: number) => void;
}

function burst(w: Win, from: number, dur: number, gap: [number, number], f: (t: number, i: number) => void): void {
  let i = 0;
  for (let t = from; t < from + dur && t < w.end; t += w.rng.int(gap[0], gap[1])) f(t, i++);
}

const errno = (rng: Rng) => rng.pick(["keepalive timeout", "connection lost: EOF", "read: connection reset by peer"]);

export const NOISE: NoiseKind[] = [
  {
    key: "dusk-sleep",
    note: "inverters go to sleep at sunset and the fleet reports hundreds of devices offline",
    add: (w, at) => {
      burst(w, at, 420_000, [300, 1400], (t) => {
        const s = w.serial();
        w.add(
          t,
          w.s("registry"),
          "warn",
          `device ${s} offline: no telemetry for 900s (last pv=0.00kW, state=SLEEPING)`,
        );
        if (w.rng.chance(0.3)) w.add(t + 20, w.s("ingest"), "warn", `session closed for ${s}: ${errno(w.rng)}`);
      });
      w.add(
        at + 200_000,
        w.s("registry"),
        "warn",
        `offline devices ${w.rng.int(610, 980)} (threshold 500) — night mode suppression active`,
      );
    },
  },
  {
    key: "dawn-wake",
    note: "inverters wake at sunrise and flood ingest with buffered backlog uploads and stale-timestamp warnings",
    add: (w, at) => {
      burst(w, at, 360_000, [150, 700], (t) => {
        const s = w.serial();
        w.add(
          t,
          w.s("ingest"),
          "warn",
          `${s} reconnected after ${w.rng.int(9, 12)}h${w.rng.int(0, 59)}m, replaying ${w.rng.int(40, 900)} buffered samples (oldest ${w.rng.int(300, 40000)}s old)`,
        );
        if (w.rng.chance(0.2))
          w.add(t + 50, w.s("rollup"), "warn", `late data for ${w.site()}: interval already closed, re-aggregating`);
      });
    },
  },
  {
    key: "wifi-drop",
    note: "customers' home Wi-Fi routers drop and devices disconnect and reconnect to the MQTT broker in bursts",
    add: (w, at) => {
      burst(w, at, 480_000, [400, 2500], (t) => {
        const s = w.serial();
        w.add(t, w.s("ingest"), "error", `client ${s} disconnected: ${errno(w.rng)} (rssi ${-w.rng.int(80, 93)} dBm)`);
        w.add(
          t + w.rng.int(4000, 60000),
          w.s("ingest"),
          "info",
          `client ${s} connected (clean_session=false, queued=${w.rng.int(0, 80)})`,
        );
      });
    },
  },
  {
    key: "isp-outage-region",
    note: "a regional broadband outage takes a few hundred homes offline at once; the service is fine",
    add: (w, at) => {
      w.add(
        at,
        w.s("registry"),
        "warn",
        `offline spike: ${w.rng.int(180, 420)} devices in postcode area ${w.rng.pick(["5063", "BS3", "94110", "70173"])} lost connection within 90s`,
      );
      burst(w, at, 240_000, [300, 900], (t) => {
        w.add(
          t,
          w.s("registry"),
          "error",
          `device ${w.serial()} unreachable: last_seen ${w.rng.int(60, 600)}s ago (isp ${w.rng.pick(["AS1221", "AS5089", "AS7922", "AS3320"])})`,
        );
      });
      w.add(
        at + 30_000,
        w.s("notify"),
        "info",
        `suppressed ${w.rng.int(150, 400)} 'system offline' notifications: regional outage rule matched`,
      );
    },
  },
  {
    key: "snow-zero",
    note: "panels under snow produce nothing in daylight and the anomaly detector flags zero output on many sites",
    add: (w, at) => {
      burst(w, at, 500_000, [800, 3000], (t) => {
        w.add(
          t,
          w.s("rollup"),
          "warn",
          `production anomaly ${w.site()}: 0.00 kWh since sunrise, expected ${(w.rng.next() * 4 + 1).toFixed(1)} kWh (irradiance ${w.rng.int(180, 520)} W/m2, snow_depth ${w.rng.int(3, 30)}cm)`,
        );
      });
      w.add(
        at + 60_000,
        w.s("notify"),
        "info",
        `held ${w.rng.int(40, 300)} low-production alerts (weather override: snow)`,
      );
    },
  },
  {
    key: "export-curtail",
    note: "the grid operator sets export limits to zero for a local feeder and inverters report curtailment",
    add: (w, at) => {
      const vpp = w.s("vpp");
      w.add(
        at,
        vpp,
        "warn",
        `${w.e.gridOperator} export limit received: 0 W for feeder ${w.rng.pick(["F-2211", "WOL-04", "FDR 1104", "UW-17"])} until ${new Date(at + 3_600_000).toISOString().slice(11, 16)}Z (${w.rng.int(60, 300)} sites)`,
      );
      burst(w, at + 2000, 400_000, [500, 1800], (t) => {
        w.add(
          t,
          w.s("ingest"),
          "warn",
          `${w.serial()} reports CURTAILED: export limited to 0 W, pv clipped ${(w.rng.next() * 3).toFixed(2)} kW`,
        );
      });
    },
  },
  {
    key: "ota-retry",
    note: "firmware update chunks fail checksum over weak links and are retried until they succeed",
    add: (w, at) => {
      burst(w, at, 480_000, [1500, 5000], (t) => {
        const s = w.serial();
        const c = w.rng.int(3, 79);
        w.add(t, w.s("ota"), "warn", `${s}: chunk ${c}/80 sha256 mismatch, retrying (attempt ${w.rng.int(2, 4)}/5)`);
        w.add(t + w.rng.int(3000, 20000), w.s("ota"), "info", `${s}: chunk ${c}/80 verified`);
      });
    },
  },
  {
    key: "ota-deferred",
    note: "devices refuse a firmware update because the battery is low or the house is exporting, and updates are deferred",
    add: (w, at) => {
      burst(w, at, 420_000, [700, 2500], (t) => {
        w.add(
          t,
          w.s("ota"),
          w.rng.chance(0.5) ? "warn" : "error",
          `update rejected by ${w.serial()}: ${w.rng.pick(["battery SoC 18% < 30% precondition", "grid export active", "inverter in backup mode", "install window closed (local 22:00-06:00 only)"])} — deferred 6h`,
        );
      });
    },
  },
  {
    key: "reserve-hold",
    note: "batteries sit at their backup reserve and planners log blocked discharges",
    add: (w, at) => {
      burst(w, at, 400_000, [900, 3000], (t) => {
        w.add(
          t,
          w.s("planner"),
          "warn",
          `discharge blocked for ${w.site()}: soc ${w.rng.int(9, 21)}% at reserve ${w.rng.pick([10, 20])}%, holding until next charge window`,
        );
      });
    },
  },
  {
    key: "vpp-event",
    note: "a virtual power plant dispatch overrides customer battery schedules, producing a flood of override warnings",
    add: (w, at) => {
      const n = w.rng.int(800, 2200);
      w.add(
        at,
        w.s("vpp"),
        "info",
        `dispatch event ${w.rng.hex(8)} from ${w.e.market}: discharge ${(n * 0.004).toFixed(1)} MW for 30 min, ${n} batteries enrolled`,
      );
      burst(w, at + 1000, 300_000, [200, 700], (t) => {
        w.add(
          t,
          w.s("planner"),
          "warn",
          `customer schedule for ${w.site()} overridden by VPP dispatch (soc ${w.rng.int(40, 100)}% -> target ${w.rng.int(20, 40)}%)`,
        );
        if (w.rng.chance(0.05))
          w.add(
            t,
            w.s("vpp"),
            "warn",
            `${w.serial()} did not acknowledge setpoint within 20s, excluded from event (opt-out or offline)`,
          );
      });
      w.add(
        at + 300_000,
        w.s("vpp"),
        "info",
        `dispatch event ended: delivered ${(n * 0.0037).toFixed(2)} MW average, ${w.rng.int(30, 140)} batteries excluded`,
      );
    },
  },
  {
    key: "tou-boundary",
    note: "a time-of-use peak starts and thousands of batteries are re-planned at once with fallback tariff warnings",
    add: (w, at) => {
      w.add(
        at,
        w.s("planner"),
        "info",
        `tariff period boundary: peak starts, replanning ${w.rng.int(2000, 6000)} sites`,
      );
      burst(w, at, 120_000, [80, 300], (t) => {
        if (w.rng.chance(0.3))
          w.add(
            t,
            w.s("planner"),
            "warn",
            `no tariff for ${w.site()} (retailer plan ${w.rng.hex(6)} retired), using the standard flat rate`,
          );
        else
          w.add(
            t,
            w.s("planner"),
            "info",
            `replanned ${w.site()}: discharge now until ${w.rng.pick(["20:00", "21:00", "19:30"])}`,
          );
      });
    },
  },
  {
    key: "grid-trip",
    note: "a grid frequency excursion makes many inverters trip off and reconnect by design, each reporting an alarm code",
    add: (w, at) => {
      burst(w, at, 40_000, [40, 200], (t) => {
        w.add(
          t,
          w.s("ingest"),
          "error",
          `${w.serial()} event ${w.rng.pick(["GRID_OVERFREQ", "GRID_UNDERVOLT", "ROCOF_TRIP"])} (f=${(50 + w.rng.next() * 0.6 + 0.4).toFixed(2)}Hz) — disconnected, reconnect delay 60s`,
        );
      });
      burst(w, at + 60_000, 80_000, [80, 300], (t) => {
        w.add(t, w.s("ingest"), "info", `${w.serial()} grid reconnected after ride-through, ramping at 16.7%/min`);
      });
    },
  },
  {
    key: "commission-tests",
    note: "installers run commissioning checks on new installs and several tests fail before passing on retry",
    add: (w, at) => {
      const inst = w.s("installer");
      burst(w, at, 480_000, [8000, 30000], (t) => {
        const site = w.site();
        const f = w.rng.pick([
          "insulation resistance 0.4 MOhm < 1.0 MOhm",
          "CT clamp on grid phase reads negative import",
          "battery pairing timeout (BMS CAN not detected)",
          "grid profile mismatch: AS4777.2 region B expected",
        ]);
        w.add(t, inst, "error", `commissioning ${site}: check failed: ${f}`);
        w.add(
          t + w.rng.int(30_000, 120_000),
          inst,
          "info",
          `commissioning ${site}: all checks passed, handover certificate issued`,
        );
      });
    },
  },
  {
    key: "app-rate-limit",
    note: "a home-automation integration polls the app API every second and gets rate-limited",
    add: (w, at) => {
      const key = w.rng.hex(8);
      burst(w, at, 540_000, [900, 1300], (t) => {
        w.add(
          t,
          w.s("gw"),
          "warn",
          `429 Too Many Requests for api key ${key}… (home-assistant integration) on /v2/sites/${w.sites[0]}/live: 60/min exceeded`,
        );
      });
    },
  },
  {
    key: "login-failures",
    note: "credential-stuffing against the customer app is blocked by lockouts and logged as many failed logins",
    add: (w, at) => {
      burst(w, at, 300_000, [200, 900], (t) => {
        w.add(
          t,
          w.s("gw"),
          "warn",
          `login failed for ${w.rng.pick(["j", "m", "a", "s", "k"])}***@${w.rng.pick(["gmail.com", "outlook.com", "web.de", "icloud.com"])}: invalid password (ip 185.${w.rng.int(0, 255)}.${w.rng.int(0, 255)}.${w.rng.int(1, 254)})`,
        );
        if (w.rng.chance(0.1))
          w.add(
            t + 5,
            w.s("gw"),
            "warn",
            `ip 185.${w.rng.int(0, 255)}.${w.rng.int(0, 255)}.0/24 blocked for 15m after 20 failed logins`,
          );
      });
    },
  },
  {
    key: "clock-drift",
    note: "devices with drifting clocks send future-dated samples that are corrected on ingest",
    add: (w, at) => {
      burst(w, at, 500_000, [1200, 4000], (t) => {
        w.add(
          t,
          w.s("ingest"),
          "warn",
          `${w.serial()} clock skew ${w.rng.int(40, 400)}s ahead, samples re-stamped with broker time (ntp unreachable on device)`,
        );
      });
    },
  },
  {
    key: "dupes",
    note: "store-and-forward replays produce duplicate samples that are dropped",
    add: (w, at) => {
      burst(w, at, 420_000, [1000, 3500], (t) => {
        w.add(
          t,
          w.s("rollup"),
          "warn",
          `dropped ${w.rng.int(20, 400)} duplicate samples for ${w.serial()} (store-and-forward replay, unique constraint readings_pkey)`,
        );
      });
    },
  },
  {
    key: "weather-fallback",
    note: "the weather forecast provider is slow and planners use the cached forecast",
    add: (w, at) => {
      burst(w, at, 360_000, [15_000, 40_000], (t) => {
        w.add(
          t,
          w.s("planner"),
          "warn",
          `forecast fetch from ${w.rng.pick(["Solcast", "Open-Meteo", "Meteomatics"])} timed out after 5.0s, using cached forecast issued ${w.rng.int(1, 5)}h ago`,
        );
      });
    },
  },
  {
    key: "bms-derate",
    note: "cold batteries derate their charge current and report BMS warnings",
    add: (w, at) => {
      burst(w, at, 480_000, [1500, 4000], (t) => {
        w.add(
          t,
          w.s("ingest"),
          "warn",
          `${w.serial()} BMS warning W${w.rng.pick(["012", "031", "044"])}: charge derated to ${w.rng.int(5, 30)}A (cell temp ${w.rng.int(-3, 5)}°C)`,
        );
      });
    },
  },
  {
    key: "bms-alarm-cleared",
    note: "battery cell-imbalance alarms latch and clear themselves after balancing",
    add: (w, at) => {
      burst(w, at, 480_000, [5000, 15000], (t) => {
        const s = w.serial();
        w.add(t, w.s("registry"), "error", `alarm raised on ${s}: BMS_CELL_IMBALANCE (delta ${w.rng.int(60, 140)} mV)`);
        w.add(
          t + w.rng.int(20_000, 90_000),
          w.s("registry"),
          "info",
          `alarm cleared on ${s}: BMS_CELL_IMBALANCE (balanced)`,
        );
      });
    },
  },
  {
    key: "push-bounces",
    note: "mass notification send produces many invalid push tokens and bounced e-mails",
    add: (w, at) => {
      burst(w, at, 180_000, [100, 600], (t) => {
        w.add(
          t,
          w.s("notify"),
          "error",
          w.rng.chance(0.6)
            ? `APNs rejected token ${w.rng.hex(10)}…: 410 Unregistered`
            : `bounce for customer ${w.rng.int(100000, 999999)}: 552 5.2.2 mailbox full`,
        );
      });
    },
  },
  {
    key: "gc-pauses",
    note: "a JVM service prints long GC pause warnings during a nightly batch but keeps up",
    add: (w, at) => {
      const java = w.rng.pick(Object.values(w.e.roles).filter((s) => s?.rt === "java"));
      const target = java ?? w.s("registry");
      burst(w, at, 400_000, [8000, 25000], (t) => {
        w.add(
          t,
          target,
          "warn",
          `GC pause (G1 Evacuation Pause) (young) ${w.rng.int(900, 2400)}M->${w.rng.int(300, 800)}M(4096M) ${w.rng.int(250, 780)}.${w.rng.int(100, 999)}ms`,
        );
      });
    },
  },
  {
    key: "hikari-stale",
    note: "idle database connections closed by the server produce connection validation warnings that are recovered",
    add: (w, at) => {
      const s = w.s("tariff" in w.e.roles ? "tariff" : "planner");
      burst(w, at, 360_000, [20_000, 60_000], (t) => {
        w.add(
          t,
          s,
          "warn",
          `HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@${w.rng.hex(8)} (This connection has been closed.). Possibly consider using a shorter maxLifetime value.`,
        );
      });
    },
  },
  {
    key: "kafka-rebalance",
    note: "a consumer group rebalances during a rolling restart and consumers log revoked partitions and lag",
    add: (w, at) => {
      const s = w.s("rollup");
      w.add(at, s, "warn", "Attempt to heartbeat failed since group is rebalancing");
      w.add(
        at + 300,
        s,
        "info",
        `Revoking previously assigned partitions [telemetry-${w.rng.int(0, 11)}, telemetry-${w.rng.int(12, 23)}]`,
      );
      w.add(
        at + 8000,
        s,
        "info",
        `Successfully joined group with generation Generation{generationId=${w.rng.int(100, 900)}}`,
      );
      burst(w, at + 9000, 120_000, [5000, 15000], (t) =>
        w.add(
          t,
          s,
          "warn",
          `consumer lag ${w.rng.int(20_000, 120_000)} on telemetry, catching up (${w.rng.int(3, 9)}k msg/s)`,
        ),
      );
    },
  },
  {
    key: "slow-rollup-query",
    note: "the nightly rollup runs slow queries that are logged but finish",
    add: (w, at) => {
      burst(w, at, 300_000, [20_000, 60_000], (t) => {
        w.add(
          t,
          w.s("rollup"),
          "warn",
          `slow query ${w.rng.int(3, 14)}.${w.rng.int(0, 9)}s: INSERT INTO readings_daily SELECT site_id, date_trunc('day', ts) ... GROUP BY 1,2 (${w.rng.int(200, 900)}k rows)`,
        );
      });
    },
  },
  {
    key: "cache-flush",
    note: "a scheduled cache flush causes a short cache-miss spike and slower app responses",
    add: (w, at) => {
      w.add(at, w.s("rollup"), "info", "redis FLUSHDB on live-cache (scheduled 02:00 compaction)");
      burst(w, at, 90_000, [1500, 5000], (t) =>
        w.add(
          t,
          w.s("gw"),
          "warn",
          `slow response ${w.rng.int(1500, 3800)}ms for /v2/sites/${w.site()}/energy (cache miss)`,
        ),
      );
    },
  },
  {
    key: "tls-old-firmware",
    note: "old-firmware gateways fail TLS handshakes against the new broker policy and fall back to the legacy endpoint",
    add: (w, at) => {
      burst(w, at, 540_000, [3000, 9000], (t) => {
        w.add(
          t,
          w.s("ingest"),
          "error",
          `TLS handshake error from 203.${w.rng.int(0, 255)}.${w.rng.int(0, 255)}.${w.rng.int(1, 254)}: tls: client offered only unsupported versions: [301] (fw < 3.1, redirected to legacy-mqtt)`,
        );
      });
    },
  },
  {
    key: "modbus-flaky-meter",
    note: "a handful of RS485 meters time out on Modbus reads at their homes, as they always do",
    add: (w, at) => {
      const few = w.serials.slice(0, 4);
      burst(w, at, 540_000, [2500, 7000], (t) => {
        w.add(
          t,
          w.s("ingest"),
          "error",
          `${w.rng.pick(few)}: meter read failed: Modbus exception 0x0B gateway target device failed to respond (unit 2, reg 40071)`,
        );
      });
    },
  },
  {
    key: "ct-reversed",
    note: "sites with reversed current clamps report negative consumption",
    add: (w, at) => {
      burst(w, at, 480_000, [4000, 12000], (t) => {
        w.add(
          t,
          w.s("rollup"),
          "warn",
          `${w.site()}: negative house load ${(-w.rng.next() * 2).toFixed(2)} kW for 15 min — CT likely reversed, flagged for installer`,
        );
      });
    },
  },
  {
    key: "tariff-feed-429",
    note: "the tariff feed rate-limits a bulk refresh and the sync backs off and completes",
    add: (w, at) => {
      const s = w.s(w.has("tariff") ? "tariff" : "planner");
      burst(w, at, 120_000, [3000, 8000], (t, i) => {
        w.add(
          t,
          s,
          "warn",
          `rate-feed returned 429 Too Many Requests (Retry-After: ${w.rng.int(2, 10)}), backing off (page ${i + 1})`,
        );
      });
      w.add(at + 125_000, s, "info", "tariff refresh complete: 1,214 plans, 3 retries");
    },
  },
  {
    key: "handled-ruby-timeout",
    note: "the installer tool's call to a map provider times out now and then and is retried with a stack trace logged",
    add: (w, at) => {
      const s = w.s(w.has("installer") ? "installer" : "notify");
      burst(w, at, 480_000, [40_000, 90_000], (t) => {
        w.add(t, s, "warn", "roof geometry lookup failed, retrying", {
          stack: rubyStack(w.rng, "Net::ReadTimeout: Net::ReadTimeout with #<TCPSocket:(closed)>", [
            "/usr/local/lib/ruby/3.3.0/net/protocol.rb#rbuf_fill",
            "/app/app/services/roof_geometry.rb#fetch",
            "/app/app/controllers/sites_controller.rb#show",
          ]),
        });
      });
    },
  },
  {
    key: "handled-python-keyerror",
    note: "a report job skips sites with incomplete metadata and logs a traceback for each",
    add: (w, at) => {
      const s = w.s("rollup");
      burst(w, at, 400_000, [15_000, 45_000], (t) => {
        w.add(t, s, "error", `skipping monthly statement for ${w.site()}: incomplete site metadata`, {
          stack: pyStack(
            w.rng,
            [
              ["/app/reports/statement.py", "build", "tz = site.meta['timezone']"],
              ["/app/reports/site.py", "__getitem__", "return self._raw[key]"],
            ],
            "KeyError: 'timezone'",
          ),
        });
      });
    },
  },
  {
    key: "handled-node-abort",
    note: "app clients abandon long live-view requests and the server logs aborted-request errors",
    add: (w, at) => {
      burst(w, at, 480_000, [6000, 20000], (t) => {
        w.add(
          t,
          w.s("gw"),
          w.s("gw").rt === "node" ? "error" : "warn",
          `client closed request before response for /v2/sites/${w.site()}/live`,
          {
            stack:
              w.s("gw").rt === "node"
                ? nodeStack(w.rng, "Error: aborted", [
                    "connResetException (node:internal/errors",
                    "abortIncoming (node:_http_server",
                    "Socket.socketOnClose (node:_http_server",
                  ])
                : undefined,
          },
        );
      });
    },
  },
  {
    key: "handled-java-conflict",
    note: "two app sessions edit the same battery schedule and optimistic locking rejects one, which the app retries",
    add: (w, at) => {
      const s = w.rng.pick(Object.values(w.e.roles).filter((x) => x?.rt === "java")) ?? w.s("planner");
      burst(w, at, 480_000, [30_000, 80_000], (t) => {
        w.add(t, s, "warn", `schedule update conflict for ${w.site()}, client will retry`, {
          stack: javaStack(
            w.rng,
            "org.springframework.orm.ObjectOptimisticLockingFailureException: Row was updated or deleted by another transaction (or unsaved-value mapping was incorrect)",
            [`${w.e.pkg}.schedule.ScheduleService.update`, `${w.e.pkg}.schedule.ScheduleController.put`],
          ),
        });
      });
    },
  },
  {
    key: "cert-renewal",
    note: "certificates are renewed and services reload them, logging old-connection close warnings",
    add: (w, at) => {
      w.add(
        at,
        w.s("ingest"),
        "info",
        `reloaded server certificate mqtt.${w.e.key}.example (not after ${new Date(at + 90 * 86_400_000).toISOString().slice(0, 10)})`,
      );
      burst(w, at + 500, 60_000, [200, 900], (t) => {
        w.add(
          t,
          w.s("ingest"),
          "warn",
          `closing ${w.rng.int(10, 90)} connections on old listener (cert rotation), clients will reconnect`,
        );
      });
    },
  },
];
