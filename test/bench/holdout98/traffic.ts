// Normal background of a connected-vehicle platform: request flows across services, health checks, periodic
// jobs, the estate's noisy service, deprecation warnings, retries that succeed, and the domain's everyday
// failures (sleeping cars, low-battery refusals, late telemetry, unenrolled VINs, odd meter values).
import type { Role, Runtime } from "./estates.js";
import { has } from "./estates.js";
import type { Level } from "./formats.js";
import type { Ctx } from "./stream.js";

type Line = [Role, Level, string, number]; // role, level, message, delay ms from the flow start

export function access(rt: Runtime, method: string, path: string, status: number, ms: number): string {
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${(ms + ((ms * 0.618034 + path.length * 0.1357) % 1)).toFixed(3)} ms - ${status === 204 ? 0 : 120 + (((ms * 37) % 2900) | 0)}`;
    case "java":
      return `${method} ${path} -> ${status} (${Math.round(ms)} ms)`;
    case "go":
      return `http: ${method} ${path} status=${status} dur=${ms.toFixed(1)}ms`;
    case "python":
      return `10.42.${((ms * 7) % 250) | 0}.${((ms * 13) % 250) | 0}:${40000 + (((ms * 101) % 20000) | 0)} - "${method} ${path} HTTP/1.1" ${status}`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${path === "/healthz" ? "10.0.3.17" : "localhost"}:8080${path} - ${status} ${status === 204 || path === "/healthz" ? "-" : 431} ${path === "/healthz" ? "text/plain" : "application/json"} ${(ms + ((ms * 0.618034) % 1)).toFixed(4)}ms`;
    case "ruby":
      return `Completed ${status} ${status < 300 ? "OK" : status === 404 ? "Not Found" : "Error"} in ${Math.round(ms)}ms (Views: 0.4ms | ActiveRecord: ${(ms / 3).toFixed(1)}ms | Allocations: ${1800 + (((ms * 53) % 6000) | 0)})`;
    default:
      return `${method} ${path} ${status} ${Math.round(ms)}ms`;
  }
}

const CMDS = ["UNLOCK_DOORS", "LOCK_DOORS", "CLIMATE_START", "HORN_AND_LIGHTS", "CLIMATE_STOP", "LOCATE"] as const;
const EVSE = ["DE*ION*E1204", "NL*ALF*E00871", "FR*TOT*E4411", "SE*VAT*E9021", "DE*EBW*E0077", "AT*SMA*E3310"];

/** Fills the window with normal traffic, about `target` lines in all. */
export function traffic(c: Ctx, target: number, avoid: Role | null): void {
  const r = c.rng;
  const e = c.estate;
  const minutes = (c.end - c.t0) / 60000;
  const front: Role = has(e, "app") ? "app" : "fleet";
  const flows: [number, () => Line[]][] = [];

  // telemetry ingestion
  flows.push([
    3,
    () => {
      const v = c.vin();
      const p = r.int(0, 23);
      const out: Line[] = [
        [
          "ingest",
          "info",
          r.pick([
            `committed ${r.int(180, 900)} frames to vehicle.telemetry partition=${p} offset=${r.int(4000000, 9000000)}`,
            `decoded ${r.int(40, 400)} signals for vin=${v} (schema v${r.int(11, 14)})`,
            `flushed batch partition=${p} size=${r.int(200, 1000)} lag=${r.int(0, 900)}`,
          ]),
          r.int(30, 400),
        ],
      ];
      if (r.chance(0.5))
        out.unshift([
          "gw",
          "info",
          r.pick([
            `client ${v} connected keepalive=${r.pick([120, 240, 300])}s clean_session=false tls=1.3`,
            `client ${v} disconnected: normal`,
            `forwarded ${r.int(20, 400)} msgs from v/${v}/telemetry qos=1`,
            `subscribe v/${v}/cmd/+ qos=1 granted`,
          ]),
          0,
        ]);
      if (r.chance(0.04))
        out.push([
          "ingest",
          "warn",
          `late telemetry: vin=${v} frame age ${r.int(95, 1400)}s (buffered on vehicle), accepted out of order`,
          500,
        ]);
      return out;
    },
  ]);
  // remote commands from the app / fleet api
  flows.push([
    2,
    () => {
      const v = c.vin();
      const cmd = r.pick(CMDS);
      const id = `${r.hex(8)}-${r.hex(4)}`;
      const asleep = r.chance(0.35);
      const out: Line[] = [
        [
          front,
          "info",
          access(c.rt(front), "POST", `/v1/vehicles/${v}/commands/${cmd.toLowerCase()}`, 202, r.int(40, 260)),
          0,
        ],
        [
          "cmd",
          "info",
          `command ${cmd} id=${id} vin=${v} accepted, channel=${asleep ? "sms+mqtt" : "mqtt"}`,
          r.int(20, 90),
        ],
      ];
      if (has(e, "registry"))
        out.push([
          "registry",
          "info",
          `resolve vin=${v} -> tcu ${r.pick(["TCU3", "TCU4", "MGU22"])} iccid=89${r.digits(17)}`,
          r.int(5, 40),
        ]);
      if (asleep && has(e, "wake")) {
        out.push([
          "wake",
          "info",
          `wake-up SMS submitted to +${r.pick(["49", "46", "31", "33"])}${r.digits(9)} msgid=${r.hex(10)}`,
          r.int(150, 600),
        ]);
        if (r.chance(0.82))
          out.push(["wake", "info", `DLR ${r.hex(10)} DELIVRD after ${r.int(2, 14)}s`, r.int(3000, 14000)]);
        else out.push(["wake", "info", `DLR ${r.hex(10)} EXPIRED (handset not reachable)`, r.int(30000, 60000)]);
      }
      const roll = r.next();
      if (roll < 0.78)
        out.push([
          "cmd",
          "info",
          `command ${cmd} id=${id} completed: SUCCESS in ${(r.int(18, 240) / 10).toFixed(1)}s`,
          r.int(4000, 24000),
        ]);
      else if (roll < 0.88)
        out.push([
          "cmd",
          "info",
          `command ${cmd} id=${id} refused by vehicle: LOW_BATTERY (12V ${(r.int(112, 118) / 10).toFixed(1)}V)`,
          r.int(5000, 20000),
        ]);
      else if (roll < 0.96)
        out.push([
          "cmd",
          "warn",
          `command ${cmd} id=${id} expired: vehicle ${v} did not ack within 60s (asleep/no coverage)`,
          60000,
        ]);
      else out.push(["cmd", "info", `command ${cmd} id=${id} rejected: vehicle in motion`, r.int(3000, 9000)]);
      return out;
    },
  ]);
  // vehicle status from the app
  flows.push([
    3,
    () => {
      const v = c.vin();
      const out: Line[] = [
        [front, "info", access(c.rt(front), "GET", `/v1/vehicles/${v}/status`, 200, r.int(12, 180)), 0],
      ];
      if (r.chance(0.5))
        out.unshift(["ingest", "info", `shadow read vin=${v} version=${r.int(2000, 90000)} age=${r.int(1, 900)}s`, 0]);
      if (has(e, "consent") && r.chance(0.4))
        out.push([
          "consent",
          "info",
          `consent ${v} purpose=${r.pick(["location", "trip_history", "remote_ops"])} -> GRANTED (cache)`,
          r.int(2, 20),
        ]);
      return out;
    },
  ]);
  if (has(e, "trips"))
    flows.push([
      1.5,
      () => {
        const v = c.vin();
        return r.chance(0.5)
          ? [
              [front, "info", access(c.rt(front), "GET", `/v1/vehicles/${v}/trips?limit=20`, 200, r.int(40, 400)), 0],
              ["trips", "info", `listed ${r.int(0, 20)} trips for ${v} in ${r.int(8, 120)}ms`, r.int(10, 60)],
            ]
          : [
              [
                "trips",
                "info",
                r.chance(0.85)
                  ? `closed trip ${r.hex(12)} vin=${v} ${(r.int(8, 900) / 10).toFixed(1)} km ${r.int(3, 95)} min, ${r.int(40, 2000)} points`
                  : `trip ${r.hex(12)} vin=${v}: merged ${r.int(3, 60)} late points (tunnel gap ${r.int(40, 400)}s)`,
                0,
              ],
            ];
      },
    ]);
  if (has(e, "charge") || has(e, "roaming"))
    flows.push([
      1.5,
      () => {
        const role: Role = has(e, "charge") ? "charge" : "roaming";
        const sid = r.hex(12);
        const evse = r.pick(EVSE);
        const out: Line[] = [
          [
            role,
            "info",
            r.chance(0.5)
              ? `session ${sid} started evse=${evse} connector=${r.int(1, 4)} vin=${c.vin()}`
              : `session ${sid} stopped ${(r.int(20, 7000) / 100).toFixed(2)} kWh evse=${evse}`,
            0,
          ],
        ];
        if (has(e, "roaming") && role !== "roaming")
          out.push(["roaming", "info", `OCPI PUT /ocpi/2.2.1/sessions/DE/VLT/${sid} 200`, r.int(50, 300)]);
        return out;
      },
    ]);
  if (has(e, "ota"))
    flows.push([
      1,
      () => {
        const v = c.vin();
        const camp = `FOTA-26${r.int(10, 11)}-${r.int(100, 140)}`;
        const roll = r.next();
        const out: Line[] = [
          [
            "ota",
            "info",
            roll < 0.4
              ? `campaign ${camp}: ${v} download ${r.int(5, 100)}% (${r.int(40, 1900)} MB)`
              : roll < 0.65
                ? `campaign ${camp}: ${v} install reported SUCCESS ecu=${r.pick(["TCU", "IVI", "BMS", "ADAS"])} ${r.int(3, 9)}.${r.int(0, 20)}.${r.int(0, 9)}`
                : roll < 0.85
                  ? `campaign ${camp}: ${v} download paused reason=LOW_BATTERY soc=${r.int(8, 19)}%`
                  : `campaign ${camp}: ${v} not eligible (ignition on / parked outside geofence)`,
            0,
          ],
        ];
        if (has(e, "signer") && r.chance(0.4))
          out.push([
            "signer",
            "info",
            `signed manifest ${camp}/${r.hex(8)} kid=ota-2026-q4 alg=ES384 in ${r.int(3, 30)}ms`,
            -r.int(50, 200),
          ]);
        return out;
      },
    ]);
  if (has(e, "dealer"))
    flows.push([
      0.6,
      () => {
        const v = c.vin();
        return [
          [
            "dealer",
            "info",
            `dealer D${r.int(1000, 4999)} read ${r.int(0, 6)} DTCs for ${v} (${r.pick(["P0AA6", "U0100", "B1318", "P1A10", "C1201"])} ...)`,
            0,
          ],
        ];
      },
    ]);
  if (has(e, "fleet") && front !== "fleet")
    flows.push([
      1,
      () => [
        [
          "fleet",
          "info",
          access(c.rt("fleet"), "GET", `/fleet/v2/vehicles?page=${r.int(1, 40)}`, 200, r.int(20, 300)),
          0,
        ],
      ],
    ]);
  if (has(e, "fleet"))
    flows.push([
      1.5,
      () => {
        const v = c.vin();
        return [
          ["fleet", "info", access(c.rt("fleet"), "GET", `/fleet/v2/vehicles/${v}/position`, 200, r.int(8, 90)), 0],
          ["ingest", "info", `position query vin=${v} rows=1 ${r.int(1, 12)}ms`, r.int(1, 6)],
        ];
      },
    ]);

  const wsum = flows.reduce((s, f) => s + f[0], 0);
  const fixed = minutes * 14; // health, jobs and noise below
  const perMin = Math.max(20, (target - fixed) / minutes / 2.4);
  const gap = 60000 / perMin;
  for (let t = c.t0 + r.next() * gap; t < c.end; t += gap * (0.3 + r.next() * 1.4)) {
    let x = r.next() * wsum;
    let f = flows[0];
    for (const g of flows) {
      x -= g[0];
      if (x <= 0) {
        f = g;
        break;
      }
    }
    const req = c.req();
    for (const [role, level, msg, d] of f[1]())
      if (has(e, role)) c.emit(role, t + Math.max(0, d), level, msg, req, true);
  }

  // health checks from the kubelet on two or three services
  const hc = Object.keys(e.roles).filter((_, i) => i % 3 === 1) as Role[];
  for (const role of hc)
    for (let t = c.t0 + r.int(0, 10000); t < c.end; t += 10000)
      c.emit(role, t, "info", access(c.rt(role), "GET", "/healthz", 200, r.int(1, 4) / 2), undefined, true);

  // periodic jobs
  const job = (role: Role, every: number, msg: () => string) => {
    if (!has(e, role)) return;
    for (let t = c.t0 + r.int(0, every * 1000); t < c.end; t += every * 1000 + r.int(-500, 500))
      c.emit(role, t, "info", msg(), undefined, true);
  };
  job(
    "ota",
    60,
    () =>
      `rollout scheduler tick: wave ${r.int(2, 6)} of FOTA-2611-${r.int(100, 140)} ${r.int(20, 95)}% complete, ${r.int(0, 40)} vehicles queued`,
  );
  job("consent", 300, () => `consent cache refreshed: ${r.int(180000, 240000)} entries in ${r.int(400, 2000)}ms`);
  job("registry", 120, () => `enrollment sync: ${r.int(0, 40)} new VINs, ${r.int(0, 5)} deregistered`);
  job("charge", 120, () => `CDR export: ${r.int(20, 200)} records to roaming hub`);
  job("roaming", 90, () => `OCPI tariffs sync from hub: ${r.int(1200, 1400)} tariffs unchanged`);
  job(
    "gw",
    30,
    () => `$SYS: clients connected=${r.int(41000, 47000)} msgs/s in=${r.int(9000, 14000)} out=${r.int(600, 1300)}`,
  );
  job("wake", 60, () =>
    c.rt("wake") === "node" && e.key === "voltaro"
      ? `provider status poll ok: account active, balance EUR ${r.int(11000, 19000)}`
      : `SMPP enquire_link ok (bind ${r.pick(["trx-1", "trx-2"])}) rtt=${r.int(8, 40)}ms`,
  );
  job("trips", 180, () => `stitcher: ${r.int(300, 900)} open trips, ${r.int(0, 30)} closed by idle timeout`);

  // the noisy service: one harmless error at a steady rate from the first minute
  const noisy = e.noisy;
  const noisyMsg: Record<string, () => string> = {
    registry: () =>
      `lookup failed: VIN ${c.vin().slice(0, 9)}${r.digits(8)} not enrolled (404) from ${r.pick(["dealer-sync", "app", "insurance-feed"])}`,
    roaming: () =>
      `CDR ${r.hex(10)} rejected by hub: meter_stop ${r.int(1000, 9000)}.0 < meter_start ${r.int(9001, 20000)}.0 (party ${r.pick(["DE*ION", "NL*ALF", "SE*VAT"])})`,
    gw: () =>
      `tls handshake error from ${r.int(80, 220)}.${r.int(1, 250)}.${r.int(1, 250)}.${r.int(1, 250)}:${r.int(1024, 65000)}: EOF`,
    charge: () => `CDR validation: session ${r.hex(12)} energy ${-r.int(1, 90) / 10} kWh (meter reset), booked as 0.00`,
  };
  const nm = noisyMsg[noisy] ?? noisyMsg.registry;
  for (let t = c.t0 + r.int(500, 8000); t < c.end; t += r.int(4000, 11000))
    c.emit(noisy, t, "error", nm(), undefined, true);

  // deprecation warnings and retries that succeed
  const depr: Partial<Record<Runtime, string>> = {
    node: "(node:1) [DEP0170] DeprecationWarning: The URL mongodb://cache:27017,cache-2:27017 is invalid. Future versions of Node.js will throw an error.",
    python:
      "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects.",
    java: "WARNING: System::setSecurityManager will be removed in a future release",
    dotnet:
      "Overriding HTTP_PORTS '8080' and HTTPS_PORTS ''. Binding to values defined by URLS instead 'http://+:8080'.",
    ruby: "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.1 (use `to_fs(:db)` instead)",
    go: "grpc: Dial with WithInsecure is deprecated: use WithTransportCredentials and insecure.NewCredentials() instead",
  };
  const roles = Object.keys(e.roles) as Role[];
  const deprRole = roles.find((x) => depr[c.rt(x)] && x !== noisy) ?? roles[0];
  for (let t = c.t0 + r.int(20000, 90000); t < c.end; t += r.int(120000, 260000))
    c.emit(deprRole, t, "warn", depr[c.rt(deprRole)] ?? "deprecated option", undefined, true);
  const retryRole: Role = has(e, "trips") ? "trips" : "cmd";
  for (let t = c.t0 + r.int(30000, 100000); t < c.end; t += r.int(70000, 200000)) {
    c.emit(
      retryRole,
      t,
      "warn",
      `retry 1/3 after ${r.pick(["503", "connection reset", "read timeout"])} from ${c.s(has(e, "consent") ? "consent" : "ingest")}, backing off ${r.int(100, 400)}ms`,
      undefined,
      true,
    );
    c.emit(retryRole, t + r.int(200, 600), "info", "retry 1/3 succeeded", undefined, true);
  }

  // an unrelated deploy or config reload near the fault
  const others = roles.filter((x) => x !== avoid && x !== noisy);
  const dep = r.pick(others);
  const when = c.start + r.pick([-1, 1]) * r.int(40, 170) * 1000;
  const ver = `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 9)}`;
  const deployMsg: Record<Runtime, string[]> = {
    java: [
      `Starting Application v${ver} using Java 21.0.5 with PID 1`,
      `Tomcat started on port 8080 (http) with context path '/'`,
      `Started Application in ${r.int(6, 19)}.${r.int(100, 999)} seconds (process running for ${r.int(7, 21)}.4)`,
    ],
    python: [
      `Started server process [1]`,
      "Waiting for application startup.",
      "Application startup complete.",
      `Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)`,
    ],
    go: [`starting ${c.s(dep)} version=${ver} commit=${r.hex(7)} go=go1.23.4`, "listening on :8080"],
    node: [
      `${c.s(dep)}@${ver} starting (node v20.18.1, NODE_ENV=production)`,
      "Server listening at http://0.0.0.0:3000",
    ],
    dotnet: [
      "Now listening on: http://[::]:8080",
      "Application started. Press Ctrl+C to shut down.",
      "Hosting environment: Production",
    ],
    ruby: [
      `Puma starting in cluster mode... * Version 6.4.3, codename: The Eagle of Durango`,
      `* Workers: 4`,
      "Use Ctrl-C to stop",
    ],
    cpp: [`${c.s(dep)} ${ver} starting, config=/etc/${c.s(dep)}/conf.toml`, "listener 1883 and 8883 ready"],
  };
  if (r.chance(0.5)) {
    deployMsg[c.rt(dep)].forEach((m, i) => {
      c.emit(dep, when + i * r.int(80, 900), "info", m, undefined, true);
    });
  } else {
    c.emit(
      dep,
      when,
      "info",
      `config reloaded from configmap ${c.s(dep)}-config (resourceVersion ${r.int(8000000, 9900000)}): ${r.int(1, 4)} keys changed`,
      undefined,
      true,
    );
  }
}
