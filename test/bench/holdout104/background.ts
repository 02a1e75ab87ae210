// Harmless noise every file carries: the noisy service, domain chatter, health checks, periodic jobs,
// deprecation warnings, retries that succeed and an unrelated deploy or config reload.
import type { Estate, Role, Runtime } from "./estates.js";
import type { Rng } from "./rng.js";
import type { Ev, Level } from "./stream.js";
import { access, eui, fill, meter } from "./traffic.js";

type Gen = (r: Rng, e: Estate) => { level: Level; msg: string };

/** The constant harmless complaint of one service, logged from the first minute. */
export const NOISY: Partial<Record<Role, Gen[]>> = {
  headend: [
    (r) => ({ level: "error", msg: `uplink dropped: MIC mismatch dev_eui=${eui(r)} (device needs re-join)` }),
    (r) => ({ level: "warn", msg: `frame counter reset detected dev_eui=${eui(r)} f_cnt=0, uplink discarded` }),
  ],
  leak: [
    (r) => ({
      level: "warn",
      msg: `logger AL-${r.int(1000, 4999)}: broadband energy ${r.int(38, 55)} dB classified as traffic noise, suppressed`,
    }),
  ],
  mdm: [
    (r) => ({
      level: "error",
      msg: `VEE: meter ${meter(r)} missing interval reads 00:00-04:00, estimated by linear interpolation`,
    }),
  ],
  scada: [
    (r, e) => ({
      level: "error",
      msg: `link to ${r.pick(e.stations)} (radio) no response after 3 retries, marking comms degraded`,
    }),
  ],
  workorder: [
    (r) => ({
      level: "error",
      msg: `tablet sync failed device=T-${r.int(100, 999)}: device offline (last seen ${r.int(12, 300)} min ago), queued`,
    }),
  ],
  payments: [
    (r) => ({
      level: "error",
      msg: `authorization declined code=${r.pick(["05 do_not_honor", "51 insufficient_funds", "54 expired_card"])} last4=${r.int(1000, 9999)}`,
    }),
  ],
  portal: [
    (r) => ({
      level: "warn",
      msg: `account lookup failed: no account matches '${r.int(1000, 99999999)}' (customer input)`,
    }),
  ],
  billing: [
    (r, e) => ({
      level: "warn",
      msg: `estimated bill issued account=${fill(r, e.acct)}: no actual read for ${r.int(2, 3)} cycles`,
    }),
  ],
  notify: [
    (r, e) => ({
      level: "error",
      msg: `delivery receipt UNDELIV for ${fill(r, e.phone)}: err=001 (invalid destination)`,
    }),
  ],
};

/** Occasional domain chatter at lower rate, any time. */
const CHATTER: Partial<Record<Role, Gen[]>> = {
  scada: [
    (r, e) => ({ level: "warn", msg: `radio link ${r.pick(e.stations)} lost (RSSI -${r.int(95, 110)} dBm), retrying` }),
    (r, e) => ({ level: "info", msg: `radio link ${r.pick(e.stations)} restored after ${r.int(4, 40)}s` }),
    (r, e) => ({
      level: "info",
      msg: `unsolicited response from ${r.pick(e.stations)}: ${r.int(1, 9)} class 1 events`,
    }),
  ],
  headend: [
    (r) => ({ level: "info", msg: `join accept dev_eui=${eui(r)} dev_addr=${r.hex(8)}` }),
    (r) => ({ level: "warn", msg: `meter ${meter(r)} missed scheduled read window, will backfill on next uplink` }),
  ],
  mdm: [
    (r) => ({
      level: "info",
      msg: `VEE batch ${r.hex(8)} complete: ${r.int(2000, 9000)} passed, ${r.int(0, 60)} estimated, ${r.int(0, 9)} failed edits`,
    }),
  ],
  billing: [
    (r, e) => ({ level: "info", msg: `bill calculated account=${fill(r, e.acct)} consumption=${r.float(3, 40)} kL` }),
  ],
  payments: [(r) => ({ level: "warn", msg: `3DS challenge abandoned by cardholder, txn ${r.hex(12)} voided` })],
  workorder: [(r) => ({ level: "info", msg: `crew ${r.pick(["C04", "C07", "C12"])} status OnBreak` })],
  leak: [
    (r) => ({ level: "info", msg: `nightly correlation scheduled for DMA-${r.int(1, 60)} (${r.int(4, 30)} loggers)` }),
  ],
  alarms: [(r, e) => ({ level: "warn", msg: `alarm ${r.pick(e.stations)} LOW_BATTERY (RTU backup) raised` })],
  notify: [(r) => ({ level: "info", msg: `delivery receipt SM${r.hex(24)} DELIVRD` })],
  portal: [
    (r) => ({
      level: "warn",
      msg: `payment form rejected: card declined (${r.pick(["insufficient_funds", "do_not_honor"])})`,
    }),
  ],
  gis: [(r) => ({ level: "info", msg: `tile cache hit ratio ${r.float(0.8, 0.99, 2)}` })],
  historian: [
    (r) => ({
      level: "info",
      msg: `compression pass: ${r.int(10000, 90000)} events archived, ratio ${r.float(4, 11)}:1`,
    }),
  ],
};

export const DEPRECATION: Record<Runtime, string> = {
  node: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  java: "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering.",
  python: "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
  dotnet:
    "warning: 'System.Net.WebClient' is obsolete: 'WebRequest, HttpWebRequest, ServicePoint, and WebClient are obsolete'",
  ruby: "DEPRECATION WARNING: `to_time` will always preserve the receiver timezone rather than system local time in Rails 8.1.",
  go: "WARNING: grpc: Dial is deprecated: use NewClient instead.",
  cpp: "config key 'dnp3.legacy_timeouts' is deprecated and will be ignored in 5.0",
};

const HEALTH: Role[] = ["portal", "billing", "mdm", "payments", "gis", "workorder", "notify"];

export function startup(rt: Runtime, name: string, ver: string, r: Rng): string[] {
  switch (rt) {
    case "java":
      return [
        `Starting ${name} v${ver} using Java 21.0.4`,
        `Started ${name} in ${r.float(6, 19)} seconds (process running for ${r.float(7, 21)})`,
      ];
    case "dotnet":
      return [
        "Now listening on: http://[::]:8080",
        "Application started. Press Ctrl+C to shut down.",
        `Hosting environment: Production (${name} ${ver})`,
      ];
    case "node":
      return [`${name}@${ver} listening on :8080 (node v20.17.0)`];
    case "python":
      return [
        "Started server process [1]",
        "Waiting for application startup.",
        "Application startup complete.",
        `${name} ${ver} ready`,
      ];
    case "ruby":
      return [`Puma starting in single mode... Version 6.4.2, Ruby 3.3.4 (${name} ${ver})`, "Use Ctrl-C to stop"];
    case "go":
      return [`${name} version=${ver} go=go1.22.6 starting`, "listening addr=:8080"];
    default:
      return [`${name} ${ver} started, loading point database`];
  }
}

export interface Present {
  role: Role;
  name: string;
  rt: Runtime;
}

/** Writes the background of the window [t0, t1) into evs. */
export function background(
  r: Rng,
  e: Estate,
  svcs: Present[],
  t0: number,
  t1: number,
  noisy: Present,
  evs: Ev[],
  deploy: { svc: Present; at: number; reload: boolean },
): void {
  const push = (t: number, s: Present, level: Level, msg: string) => evs.push({ t, svc: s.name, level, msg });
  // noisy service
  const gens = NOISY[noisy.role] ?? [];
  const g = r.pick(gens);
  const every = r.int(3, 9) * 1000;
  for (let t = t0 + r.int(200, 5000); t < t1; t += r.gap(every)) {
    const x = g(r, e);
    push(t, noisy, x.level, x.msg);
  }
  for (const s of svcs) {
    const ch = CHATTER[s.role];
    if (ch)
      for (let t = t0 + r.gap(30000); t < t1; t += r.gap(r.int(25, 70) * 1000)) {
        const x = r.pick(ch)(r, e);
        push(t, s, x.level, x.msg);
      }
    if (HEALTH.includes(s.role)) {
      const p = r.pick([10, 15, 30]) * 1000;
      for (let t = t0 + r.int(0, p); t < t1; t += p + r.int(-40, 40))
        push(t, s, "debug", access(s.rt, "GET", "/healthz", 200, r.int(0, 3), r));
    }
    if (r.chance(0.5)) push(t0 + r.int(5000, 120000), s, "warn", DEPRECATION[s.rt]);
  }
  // periodic jobs
  const job = svcs.find((s) => s.role === "historian") ?? svcs[0];
  for (let t = t0 + 20000; t < t1; t += 60000)
    push(t, job, "info", `scheduled job tag-snapshot-rollup finished in ${r.int(300, 4000)}ms`);
  const mdm = svcs.find((s) => s.role === "mdm");
  if (mdm)
    for (let t = t0 + 45000; t < t1; t += 120000)
      push(t, mdm, "info", `estimation run: ${r.int(10, 300)} meters with missing reads estimated (overnight gap)`);
  // retries that succeed
  for (let t = t0 + r.gap(90000); t < t1; t += r.gap(150000)) {
    const s = r.pick(svcs);
    push(
      t,
      s,
      "warn",
      `retrying request after ${r.pick(["502 Bad Gateway", "connection reset", "503 Service Unavailable"])} (attempt 2/3, backoff ${r.int(100, 800)}ms)`,
    );
    push(t + r.int(150, 900), s, "info", "retry succeeded (attempt 2/3)");
  }
  // unrelated deploy or config reload
  const d = deploy.svc;
  if (deploy.reload) {
    push(
      deploy.at,
      d,
      "info",
      `config reload requested (SIGHUP), ${r.int(2, 9)} keys changed: log.sampling, cache.ttl_seconds`,
    );
    push(deploy.at + 300, d, "info", "configuration reloaded, no restart required");
  } else {
    push(deploy.at - 1500, d, "info", "received SIGTERM, draining connections (grace 30s)");
    const msgs = startup(d.rt, d.name, `${r.int(1, 4)}.${r.int(0, 30)}.${r.int(0, 9)}`, r);
    for (let i = 0; i < msgs.length; i++) push(deploy.at + i * 180, d, "info", msgs[i]);
  }
}
