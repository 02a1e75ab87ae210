// Quiet windows: realistic noise with no incident (steady background errors, deploys, a retry that succeeds,
// a health-check flap, a cron job's warnings, a slow-query log, one bad client's 4xx burst).
import { hex, int, pick, type Rng } from "../holdout3/kit.js";
import type { Estate, Ev, Quiet, Svc } from "./types.js";

const apps = (e: Estate) => e.svcs.filter((s) => s.kind === "app" || s.kind === "worker");
const byKind = (e: Estate, k: Svc["kind"]) => e.svcs.find((s) => s.kind === k);
const at = (start: number, end: number, r: Rng) => start + Math.floor(r() * (end - start));

function deploys(e: Estate, start: number, end: number, r: Rng): Ev[] {
  const s = pick(r, apps(e));
  const t = at(start + 60000, end - 120000, r);
  const v = `${int(r, 1, 9)}.${int(r, 0, 40)}.${int(r, 0, 9)}`;
  return [
    { t, svc: s.name, lvl: "info", msg: `Received SIGTERM, draining connections (rolling update to ${v})` },
    { t: t + 1500, svc: s.name, lvl: "warn", msg: "shutdown: 3 in-flight requests abandoned after grace period" },
    { t: t + 9000, svc: s.name, lvl: "info", msg: `starting ${s.name} ${v} (commit ${hex(r, 7)})` },
    { t: t + 11000, svc: s.name, lvl: "info", msg: "ready to serve traffic" },
  ];
}

function retryOk(e: Estate, start: number, end: number, r: Rng): Ev[] {
  const a = pick(r, apps(e));
  const b = pick(
    r,
    apps(e).filter((s) => s !== a),
  );
  const t = at(start + 60000, end - 60000, r);
  return [
    { t, svc: a.name, lvl: "warn", msg: `call to ${b.name} failed: 503 Service Unavailable, retrying (attempt 1/3)` },
    {
      t: t + 400,
      svc: a.name,
      lvl: "warn",
      msg: `call to ${b.name} failed: 503 Service Unavailable, retrying (attempt 2/3)`,
    },
    { t: t + 1300, svc: a.name, lvl: "info", msg: `call to ${b.name} succeeded after 2 retries` },
  ];
}

function flap(e: Estate, start: number, end: number, r: Rng): Ev[] {
  const s = pick(r, apps(e));
  const k = byKind(e, "node");
  const t = at(start + 60000, end - 60000, r);
  const out: Ev[] = [];
  if (k) {
    out.push({
      t,
      svc: k.name,
      lvl: "warn",
      msg: `"Probe failed" probeType="Readiness" pod="${s.name}-${hex(r, 5)}" output="Get \\"http://10.42.3.7:8080/healthz\\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)"`,
    });
    out.push({
      t: t + 20000,
      svc: k.name,
      lvl: "info",
      msg: `"SyncLoop (probe)" probe="readiness" status="ready" pod="${s.name}-${hex(r, 5)}"`,
    });
  }
  out.push({ t: t + 1200, svc: s.name, lvl: "warn", msg: "health check slow: db ping 2140ms" });
  return out;
}

function cron(e: Estate, start: number, end: number, r: Rng): Ev[] {
  const s = pick(r, apps(e));
  const t = at(start + 30000, end - 300000, r);
  const out: Ev[] = [{ t, svc: s.name, lvl: "info", msg: "cron: nightly-reconcile started" }];
  const n = int(r, 8, 40);
  for (let i = 0; i < n; i++)
    out.push({
      t: t + 2000 + i * int(r, 800, 4000),
      svc: s.name,
      lvl: "warn",
      msg: `reconcile: ${pick(r, s.nouns)} ${int(r, 10000, 99999)} has no matching counterpart, skipped`,
    });
  out.push({
    t: t + 3000 + n * 4000,
    svc: s.name,
    lvl: "info",
    msg: `cron: nightly-reconcile finished, ${n} warnings`,
  });
  return out;
}

function slowQuery(e: Estate, start: number, end: number, r: Rng): Ev[] {
  const db = byKind(e, "db");
  if (!db) return [];
  const out: Ev[] = [];
  const n = int(r, 10, 30);
  for (let i = 0; i < n; i++)
    out.push({
      t: at(start, end, r),
      svc: db.name,
      lvl: db.rt === "postgres" ? "info" : "warn",
      msg:
        db.rt === "postgres"
          ? `LOG:  duration: ${int(r, 1000, 9000)}.${int(r, 100, 999)} ms  statement: SELECT * FROM ${pick(r, ["orders", "postings", "bookings", "statements"])} WHERE updated_at > $1 ORDER BY id`
          : `slow query: Query_time: ${int(r, 2, 9)}.${int(r, 100000, 999999)} Lock_time: 0.000012 Rows_examined: ${int(r, 100000, 900000)}`,
    });
  return out;
}

function badClient(e: Estate, start: number, end: number, r: Rng): Ev[] {
  const g = byKind(e, "gw") ?? apps(e)[0];
  const a = apps(e)[0];
  const t = at(start + 60000, end - 180000, r);
  const ip = `203.0.113.${int(r, 2, 250)}`;
  const out: Ev[] = [];
  const n = int(r, 80, 300);
  for (let i = 0; i < n; i++) {
    const tt = t + i * int(r, 100, 600);
    const st = pick(r, [400, 401, 404, 422]);
    out.push({
      t: tt,
      svc: g.name,
      lvl: "info",
      msg: `${ip} - - "POST ${pick(r, g.routes)} HTTP/1.1" ${st} 61 "-" "curl/8.4.0"`,
    });
    if (i % 3 === 0)
      out.push({
        t: tt + 3,
        svc: a.name,
        lvl: "warn",
        msg: `rejected request from ${ip}: ${st === 401 ? "missing bearer token" : "invalid payload"} (${st})`,
      });
  }
  return out;
}

function steady(e: Estate, start: number, end: number, r: Rng): Ev[] {
  const s = pick(r, apps(e));
  const out: Ev[] = [];
  for (let t = start + int(r, 0, 20000); t < end; t += int(r, 15000, 40000))
    out.push({
      t,
      svc: s.name,
      lvl: "error",
      msg: `failed to publish metrics to statsd: write udp 10.42.0.1:8125: connection refused`,
    });
  return out;
}

const combo =
  (...fs: Array<(e: Estate, s: number, en: number, r: Rng) => Ev[]>) =>
  (e: Estate, s: number, en: number, r: Rng) =>
    fs.flatMap((f) => f(e, s, en, r));

export const QUIET: Quiet[] = [
  { mode: "steady background errors", note: "quiet: steady unrelated metric-publish errors all window", extra: steady },
  { mode: "deploy", note: "quiet: a rolling deploy with abandoned in-flight requests", extra: deploys },
  { mode: "retry that succeeds", note: "quiet: a caller's 503 retry succeeds on attempt 3", extra: retryOk },
  { mode: "health-check flap", note: "quiet: one readiness probe failure that recovers", extra: flap },
  { mode: "cron warnings", note: "quiet: a reconcile cron logs many WARN skips", extra: cron },
  { mode: "slow query log", note: "quiet: the database logs slow statements", extra: slowQuery },
  {
    mode: "bad client 4xx burst",
    note: "quiet: one client hammers with malformed requests (4xx only)",
    extra: badClient,
  },
  { mode: "deploy + retry", note: "quiet: deploy plus a retry that succeeds", extra: combo(deploys, retryOk) },
  { mode: "cron + steady", note: "quiet: cron warnings and steady background errors", extra: combo(cron, steady) },
  { mode: "flap + slow queries", note: "quiet: probe flap and slow-query log", extra: combo(flap, slowQuery) },
  { mode: "bad client + deploy", note: "quiet: bad client 4xx burst and a deploy", extra: combo(badClient, deploys) },
  {
    mode: "everything mild",
    note: "quiet: deploy, retry, cron, steady errors together",
    extra: combo(deploys, retryOk, cron, steady),
  },
  { mode: "nothing but decoys", note: "quiet: only the estate's usual decoy errors", extra: () => [] },
];
