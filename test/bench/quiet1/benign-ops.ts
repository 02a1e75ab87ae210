// Benign kinds from routine operations: deploys, reloads, scaling, rebalances, failovers, pauses, renewals.
import { connReset, refused, shutdown, startup } from "./runtime.js";
import type { Ctx, Kind } from "./types.js";
import { every } from "./types.js";

/** A moment between fractions lo and hi of the window. */
export const moment = (c: Ctx, lo = 0.1, hi = 0.85) => Math.round(c.t0 + (c.t1 - c.t0) * c.r.real(lo, hi));
const callersOf = (c: Ctx, svc: string) => c.e.roles.calls.filter(([, b]) => b === svc).map(([a]) => a);
const version = (c: Ctx) => `${c.r.int(1, 9)}.${c.r.int(0, 40)}.${c.r.int(0, 20)}`;

/** A clock from t that moves on by a random step in [lo, hi] ms on each call. */
function ticker(c: Ctx, t: number): (lo: number, hi?: number) => number {
  let u = t;
  return (lo, hi = lo) => {
    u += c.r.int(lo, hi);
    return u;
  };
}

/** svc restarts at t: shutdown lines, startup lines, a few readiness misses; returns when it is ready. */
export function restart(c: Ctx, svc: string, t: number, v = version(c)): number {
  const rt = c.svc(svc).rt;
  const u = ticker(c, t);
  for (const m of shutdown(rt, svc, c.r)) c.emit(u(50, 900), svc, "info", m);
  u(1500, 5000);
  for (const m of startup(rt, svc, c.r, v)) c.emit(u(40, 2500), svc, "info", m);
  for (let i = 0; i < c.r.int(1, 3); i++)
    c.emit(u(800, 2500), svc, "warn", `readiness probe failed: HTTP 503 (warming up, ${i + 1}/3)`);
  const ready = u(500, 2000);
  c.emit(ready, svc, "info", "readiness probe ok, accepting traffic");
  return ready;
}

const rollingDeploy: Kind = {
  key: "rolling-deploy",
  run(c) {
    const svc = c.r.pick(c.e.roles.deployable);
    const v = version(c);
    let t = moment(c);
    const replicas = c.r.int(2, 4);
    const callers = callersOf(c, svc);
    for (let i = 0; i < replicas; i++) {
      const ready = restart(c, svc, t, v);
      for (const caller of callers)
        for (let k = 0; k < c.r.int(1, 4); k++) {
          const rt = c.svc(caller).rt;
          const msg = c.r.chance(0.5) ? connReset(rt, c.r, svc) : refused(rt, c.r, svc);
          c.emit(t + c.r.int(500, 4000), caller, c.r.pick(["warn", "error"] as const), `${msg} (retrying)`, {
            trace: c.tid(),
          });
        }
      t = ready + c.r.int(2000, 8000);
    }
    c.emit(t, svc, "info", `rollout complete: ${replicas}/${replicas} replicas on v${v}`);
    return `rolling deploy of ${svc} v${v} with a few seconds of resets/readiness misses per replica`;
  },
};

const configReload: Kind = {
  key: "config-reload",
  run(c) {
    const svc = c.r.pick(c.e.services.filter((s) => s.rt !== "postgres" && s.rt !== "redis")).name;
    const t = moment(c);
    const rev = c.r.int(20, 400);
    c.emit(t, svc, "info", `config change detected in configmap ${svc}-config (rev ${rev} -> ${rev + 1})`);
    c.emit(
      t + 40,
      svc,
      "warn",
      `unknown config key 'feature.${c.r.pick(["legacyRanking", "betaCheckout", "oldTiles"])}' ignored`,
    );
    c.emit(t + 90, svc, "warn", "optional override file /etc/overrides/local.yaml not found, using defaults");
    c.emit(t + 130, svc, "info", `config reloaded: ${c.r.int(1, 4)} keys changed, no restart needed`);
    return `${svc} hot-reloads its config (with unknown-key warnings)`;
  },
};

const autoscale: Kind = {
  key: "autoscale",
  run(c) {
    const svc = c.r.pick(c.e.roles.deployable);
    const from = c.r.int(3, 6);
    const to = from + c.r.int(2, 5);
    const t = moment(c);
    c.emit(
      t,
      c.e.roles.gw,
      "info",
      `upstream ${svc}: cpu ${c.r.int(78, 92)}% > target 70%, autoscaler requested ${to} replicas (was ${from})`,
    );
    for (let i = 0; i < to - from; i++) {
      const u = ticker(c, t + c.r.int(5000, 40000));
      for (const m of startup(c.svc(svc).rt, svc, c.r, "current")) c.emit(u(50, 2000), svc, "info", m);
      c.emit(u(800), svc, "warn", `connection pool warming: ${c.r.int(1, 4)}/20 connections ready`);
      c.emit(u(300, 900), svc, "warn", `slow first request ${c.r.int(1200, 3400)}ms (JIT/cache warm-up)`);
    }
    c.emit(t + 60000, c.e.roles.gw, "info", `upstream ${svc}: ${to} endpoints healthy`);
    return `autoscaling of ${svc} ${from} -> ${to} replicas`;
  },
};

const kafkaRebalance: Kind = {
  key: "consumer-rebalance",
  run(c) {
    const svc = c.e.roles.consumer;
    const topic = c.e.roles.topic;
    const t = moment(c);
    const gen = c.r.int(30, 400);
    const parts = [c.r.int(0, 3), c.r.int(4, 7), c.r.int(8, 11)];
    const grp = `${svc}-group`;
    const pre = `[Consumer clientId=${svc}-${c.r.int(0, 3)}, groupId=${grp}]`;
    c.emit(t, svc, "info", `${pre} Request joining group due to: group is already rebalancing`);
    c.emit(
      t + 30,
      svc,
      "info",
      `${pre} Revoke previously assigned partitions ${parts.map((p) => `${topic}-${p}`).join(", ")}`,
    );
    c.emit(t + 3000, svc, "info", `${pre} (Re-)joining group`);
    c.emit(
      t + 6200,
      svc,
      "info",
      `${pre} Successfully joined group with generation Generation{generationId=${gen}, memberId='${svc}-${c.r.hex(8)}', protocol='cooperative-sticky'}`,
    );
    c.emit(
      t + 6300,
      svc,
      "info",
      `${pre} Notifying assignor about the new Assignment(partitions=[${parts.map((p) => `${topic}-${p}`).join(", ")}])`,
    );
    let lag = c.r.int(9000, 30000);
    every(
      c,
      20000,
      (u) => {
        lag = Math.round(lag * c.r.real(0.3, 0.6));
        c.emit(
          u,
          svc,
          lag > 5000 ? "warn" : "info",
          `consumer lag on ${topic}-${parts[0]}: ${lag} messages${lag > 5000 ? " (threshold 5000)" : ""}`,
        );
      },
      t + 8000,
      Math.min(c.t1, t + 150000),
    );
    return `${svc} consumer-group rebalance with a temporary lag warning`;
  },
};

const dbFailover: Kind = {
  key: "db-failover",
  run(c) {
    const app = c.e.roles.dbClient;
    const srv = c.e.roles.dbServer;
    const rt = c.svc(app).rt;
    const t = moment(c);
    const chg = `CHG-${c.r.digits(6)}`;
    c.emit(
      t - 60000 > c.t0 ? t - 60000 : c.t0 + 10,
      app,
      "info",
      `maintenance notice: planned failover of primary database (${chg}) in 60s, expect brief reconnects`,
    );
    if (srv) {
      c.emit(t, srv, "info", "received fast shutdown request");
      c.emit(t + 20, srv, "info", "aborting any active transactions");
      for (let i = 0; i < c.r.int(3, 8); i++)
        c.emit(t + 40 + i * 5, srv, "error", "FATAL:  terminating connection due to administrator command");
      c.emit(t + 900, srv, "info", "database system is shut down");
      c.emit(t + 7000, srv, "info", "database system is ready to accept connections");
    }
    const err =
      rt === "java"
        ? "HikariPool-1 - Failed to validate connection org.postgresql.jdbc.PgConnection@" +
          c.r.hex(8) +
          " (This connection has been closed.). Possibly consider using a shorter maxLifetime value."
        : rt === "python"
          ? "psycopg.OperationalError: server closed the connection unexpectedly. This probably means the server terminated abnormally before or while processing the request."
          : "pq: the database system is shutting down";
    for (let i = 0; i < c.r.int(4, 12); i++)
      c.emit(t + c.r.int(100, 8000), app, c.r.pick(["warn", "error"] as const), err, { trace: c.tid() });
    c.emit(
      t + 9000,
      app,
      "info",
      `database pool recovered: 20/20 connections to new primary (failover ${chg} complete)`,
    );
    return `scheduled DB failover ${chg} seen from ${app}${srv ? ` and ${srv}` : ""}, a few errors, recovered`;
  },
};

const gcPause: Kind = {
  key: "gc-pause",
  run(c) {
    const svc = c.r.pick(c.e.roles.java);
    for (let i = 0; i < c.r.int(2, 5); i++) {
      const before = c.r.int(1500, 1990);
      c.emit(
        moment(c, 0.02, 0.98),
        svc,
        "warn",
        `[gc] GC(${c.r.int(900, 9000)}) Pause Young (G1 Evacuation Pause) ${before}M->${c.r.int(400, 900)}M(2048M) ${c.r.int(520, 1400)}.${c.r.digits(3)}ms - pause exceeded 500ms target`,
      );
    }
    return `${svc} logs a few long GC pauses`;
  },
};

const certRenewal: Kind = {
  key: "cert-renewal",
  run(c) {
    const gw = c.e.roles.gw;
    const t = moment(c);
    const dom = `*.${c.e.key}.com`;
    c.emit(c.t0 + 5000, gw, "warn", `TLS certificate for ${dom} expires in ${c.r.int(14, 29)} days; renewal scheduled`);
    c.emit(t, gw, "info", `certificate for ${dom} renewed by cert-manager (serial ${c.r.hex(16)}), reloading`);
    c.emit(t + 400, gw, "info", "TLS certificate reloaded without restart");
    for (let i = 0; i < c.r.int(1, 3); i++)
      c.emit(
        t + c.r.int(1000, 30000),
        gw,
        "warn",
        `TLS handshake error from 198.51.100.${c.r.int(2, 250)}:${c.r.int(30000, 60000)}: remote error: tls: unknown certificate authority`,
      );
    return `${gw} certificate renewal notices`;
  },
};

const dstWarning: Kind = {
  key: "dst-warning",
  run(c) {
    const svc = c.e.roles.batch;
    c.emit(
      moment(c, 0, 0.3),
      svc,
      "warn",
      `scheduler: local time 01:30 occurs twice on 2026-10-25 in Europe/Lisbon (DST end); job 'nightly-recon' will run once`,
    );
    c.emit(
      moment(c, 0.3, 0.9),
      svc,
      "warn",
      "tzdata 2025b bundled with the runtime is older than the host's 2026a; using bundled rules",
    );
    return `${svc} timezone/DST warnings`;
  },
};

export const OPS_KINDS: Kind[] = [
  rollingDeploy,
  configReload,
  autoscale,
  kafkaRebalance,
  dbFailover,
  gcPause,
  certRenewal,
  dstWarning,
];
