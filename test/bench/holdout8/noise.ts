// Events that are not the incident: everyday INFO traffic, decoy services' steady errors, unrelated deploys,
// and the quiet windows' alarming-looking noise (restarts, retries, warm-ups, cron failures, blips, bad
// clients, slow queries).
import { chance, int, pick, type Rng } from "../holdout3/kit.js";
import { STARTUP } from "./estates.js";
import { fill } from "./fill.js";
import type { Estate, Ev, QuietKind } from "./types.js";

const INFRA = new Set([
  "envoy",
  "nginx",
  "traefik",
  "postgres",
  "mysql",
  "mongodb",
  "redis",
  "kafka",
  "kubelet",
  "systemd",
  "kernel",
]);
export const apps = (e: Estate) => e.svcs.filter((s) => !INFRA.has(s.rt));
const SLOW: Record<string, string[]> = {
  "ski-resort": [
    "LOG:  duration: {big}.442 ms  statement: SELECT * FROM gate_events WHERE scanned_at > $1 ORDER BY id",
  ],
  "vet-lab": [
    "[Warning] [MY-010914] slow query: Query_time: {k}.21 Lock_time: 0.00 Rows_examined: {n} SELECT ... FROM audit_trail",
  ],
  "bike-share": ["LOG:  duration: {big}.108 ms  execute <unnamed>: SELECT zone_id, count(*) FROM rides GROUP BY 1"],
};
const DB: Record<string, string> = {
  "ski-resort": "pg-passes",
  "vet-lab": "mysql-lims",
  "bike-share": "postgres-rides",
};

/** Steady INFO traffic: n events spread evenly over the window, services by weight; `skip` drops some. */
export function traffic(
  r: Rng,
  e: Estate,
  t0: number,
  dur: number,
  n: number,
  skip: (svc: string, t: number) => boolean,
): Ev[] {
  const total = e.svcs.reduce((s, x) => s + x.weight, 0);
  const out: Ev[] = [];
  for (let i = 0; i < n; i++) {
    const t = t0 + Math.floor(((i + r()) * dur) / n);
    let w = r() * total;
    let s = e.svcs[0];
    for (const x of e.svcs) {
      w -= x.weight;
      if (w < 0) {
        s = x;
        break;
      }
    }
    if (skip(s.name, t)) continue;
    out.push({ t, svc: s.name, level: chance(r, 0.01) ? "debug" : "info", msg: fill(r, pick(r, s.info)) });
  }
  return out;
}

/** Evenly spaced repeats of one message from t0 to t1 (jittered). */
export function steady(
  r: Rng,
  svc: string,
  level: Ev["level"],
  msgs: string[],
  t0: number,
  t1: number,
  n: number,
  o = "",
): Ev[] {
  const out: Ev[] = [];
  const gap = (t1 - t0) / Math.max(1, n);
  for (let i = 0; i < n; i++) {
    const t = Math.floor(t0 + gap * i + r() * gap * 0.8);
    if (t >= t1) break;
    out.push({ t, svc, level, msg: fill(r, pick(r, msgs), o) });
  }
  return out;
}

/** A release of one service: the rollout note, its runtime's start-up line. */
export function deploy(r: Rng, e: Estate, svc: string, t: number): Ev[] {
  const s = e.svcs.find((x) => x.name === svc);
  const ver = `${int(r, 1, 9)}.${int(r, 0, 40)}.${int(r, 0, 12)}`;
  return [
    {
      t,
      svc: e.reporter,
      level: "info",
      msg: `${pick(r, ["Pulling image", "Successfully pulled image", "Created container"])} ${svc}:${ver}`,
    },
    {
      t: t + int(r, 200, 900),
      svc,
      level: "info",
      msg: pick(r, [`release ${ver} booting (commit ${fill(r, "{id}")})`, `version=${ver} starting`]),
    },
    { t: t + int(r, 1500, 9000), svc, level: "info", msg: fill(r, STARTUP[s?.rt ?? "go"] ?? "started") },
  ];
}

export function quietEvents(r: Rng, e: Estate, kind: QuietKind, t0: number, dur: number, scale: number): Ev[] {
  const at = t0 + Math.floor(dur * (0.2 + r() * 0.6));
  const app = pick(r, apps(e));
  const other = pick(
    r,
    apps(e).filter((s) => s.name !== app.name),
  );
  const out: Ev[] = [];
  switch (kind) {
    case "noisy":
      for (const [svc, msg] of e.noise) out.push(...steady(r, svc, "error", [msg], t0, t0 + dur, Math.ceil(scale * 2)));
      break;
    case "restart": {
      out.push({
        t: at,
        svc: e.reporter,
        level: "info",
        msg: `Stopping container ${app.name} (rolling restart, grace period 30s)`,
      });
      out.push({
        t: at + 40,
        svc: app.name,
        level: "info",
        msg: pick(r, ["Received SIGTERM, draining connections", "Graceful shutdown initiated"]),
      });
      const back = at + int(r, 8000, 25000);
      out.push({ t: back, svc: app.name, level: "info", msg: fill(r, STARTUP[app.rt] ?? "started") });
      for (let i = 0; i < int(r, 2, 4); i++)
        out.push({
          t: at + 1000 + i * 2500,
          svc: other.name,
          level: "warn",
          msg: `call to ${app.name} failed (connection refused), retry ${i + 1}/5 in 2s`,
        });
      out.push({
        t: back + 1500,
        svc: other.name,
        level: "info",
        msg: `${app.name} reachable again, retries succeeded`,
      });
      out.push(...deploy(r, e, other.name, at + int(r, 60000, 240000)));
      break;
    }
    case "retries":
      for (let t = t0 + int(r, 20000, 90000); t < t0 + dur; t += int(r, 60000, 200000)) {
        const n = fill(r, "{id}");
        out.push({
          t,
          svc: other.name,
          level: "warn",
          msg: `attempt 1/3 calling ${app.name} failed: ${pick(r, ["read timeout after 2s", "502 Bad Gateway", "connection reset"])}; retrying (req ${n})`,
        });
        out.push({
          t: t + int(r, 200, 1500),
          svc: other.name,
          level: "info",
          msg: `call to ${app.name} succeeded on attempt 2 (req ${n})`,
        });
      }
      break;
    case "warmup": {
      out.push({ t: at - 3000, svc: app.name, level: "info", msg: fill(r, STARTUP[app.rt] ?? "started") });
      const n = int(r, 30, 120);
      for (let i = 0; i < n; i++)
        out.push({
          t: at + Math.floor((i * int(r, 30000, 60000)) / n),
          svc: app.name,
          level: "warn",
          msg: fill(
            r,
            pick(r, [
              "cache miss for key {id}, loading from store ({ms}ms)",
              "cold cache: {k} entries loaded, hit ratio 0.{k}",
            ]),
          ),
        });
      out.push({ t: at + 62000, svc: app.name, level: "info", msg: "cache warm-up complete" });
      break;
    }
    case "cronfail": {
      out.push({ t: at, svc: app.name, level: "info", msg: "scheduled job nightly-reconcile started" });
      const n = int(r, 10, 40);
      for (let i = 0; i < n; i++)
        out.push({
          t: at + 500 + i * int(r, 300, 900),
          svc: app.name,
          level: "error",
          msg: fill(
            r,
            pick(r, [
              "reconcile: record {n} skipped, source row archived",
              "reconcile: cannot match external ref {id}, flagged for manual review",
            ]),
          ),
        });
      out.push({
        t: at + 60000,
        svc: app.name,
        level: "info",
        msg: `scheduled job nightly-reconcile finished: ${int(r, 900, 4000)} ok, ${n} skipped`,
      });
      break;
    }
    case "blip": {
      const n = int(r, 3, 6);
      for (let i = 0; i < n; i++)
        out.push({
          t: at + Math.floor((i * int(r, 1000, 2000)) / n),
          svc: e.gateway,
          level: "warn",
          msg: fill(r, `{ip} "GET /api/status HTTP/1.1" 502 upstream=${app.name}`),
        });
      out.push({ t: at + 2500, svc: app.name, level: "info", msg: "connection pool replenished (5/5)" });
      break;
    }
    case "badclient":
      for (let t = t0 + int(r, 5000, 60000); t < t0 + dur; t += int(r, 5000, 25000))
        out.push({
          t,
          svc: e.gateway,
          level: "warn",
          msg: `203.0.113.77 "POST /api/login HTTP/1.1" ${pick(r, ["401", "422", "401", "400"])} client=legacy-kiosk/1.0`,
        });
      break;
    default:
      for (let t = t0 + int(r, 10000, 60000); t < t0 + dur; t += int(r, 30000, 120000))
        out.push({
          t,
          svc: DB[e.id],
          level: "warn",
          msg: fill(r, pick(r, SLOW[e.id])),
        });
  }
  return out;
}
