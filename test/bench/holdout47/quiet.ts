// The 12 quiet windows: the same chronic noise with ordinary fluctuations and routine operations, no incident.
import type { ChronicKey, Estate, Ev } from "./estates.js";
import type { Rng } from "./rng.js";

export interface Quiet {
  note: string;
  /** extra chronic multipliers for part of the window */
  burst?: { key: ChronicKey; factor: number; forSec: number };
  extra?: (e: Estate, r: Rng, at: number) => Ev[];
}

const restart = (e: Estate, r: Rng, at: number): Ev[] => {
  const out: Ev[] = [];
  const ver = `v${r.int(2, 6)}.${r.int(0, 30)}.${r.int(0, 9)}`;
  for (let i = 0; i < 3; i++) {
    const t = at + i * 40000;
    out.push(
      { t, role: "svcC", level: "info", msg: "[INFO] Handling signal: term" },
      { t: t + 300, role: "svcC", level: "info", msg: `[INFO] Worker exiting (pid: ${r.int(100, 999)})` },
      { t: t + 2000, role: "svcC", level: "info", msg: `[INFO] Starting gunicorn 22.0.0 (${e.names.svcC} ${ver})` },
      { t: t + 2100, role: "svcC", level: "info", msg: "[INFO] Listening at: http://0.0.0.0:8000 (1)" },
      {
        t: t + 2600,
        role: "svcC",
        level: "warn",
        msg: `/app/${e.nouns.c}/clock.py:41: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.`,
      },
      { t: t + 1200, role: "edge", level: "error", msg: access502(r, e) },
    );
  }
  return out;
};
const access502 = (r: Rng, e: Estate) =>
  `${r.ip()} - - "POST /api/v2/${e.nouns.c}s HTTP/1.1" 502 157 "-" "okhttp/4.12.0" rt=0.002 uct=- urt=0.002`;

export const QUIETS: Quiet[] = [
  {
    note: "quiet: chronic noise only; a burst of the flaky vendor timeouts (retries succeed) within its usual range",
    burst: { key: "flaky", factor: 2.5, forSec: 90 },
  },
  {
    note: "quiet: the failing reconcile job runs as every day plus a routine rolling deploy of the pricing service (one 502 per pod swap)",
    extra: restart,
  },
  {
    note: "quiet: the old partner v1 client's 410s taper off after the morning peak; nothing else changes",
    burst: { key: "deprecated", factor: 0.3, forSec: 600 },
  },
  {
    note: "quiet: Kafka consumer group rebalance during a routine consumer restart; chronic UnknownHost warnings continue",
    extra: (e, r, at) => [
      {
        t: at,
        role: "consumer",
        level: "info",
        msg: `[Consumer clientId=${e.names.consumer}-0, groupId=${e.names.consumer}] Request joining group due to: group is already rebalancing`,
      },
      {
        t: at + 500,
        role: "kafka",
        level: "info",
        msg: `[GroupCoordinator 1]: Preparing to rebalance group ${e.names.consumer} in state PreparingRebalance with old generation ${r.int(100, 400)} (reason: Adding new member) (kafka.coordinator.group.GroupCoordinator)`,
      },
      {
        t: at + 3100,
        role: "kafka",
        level: "info",
        msg: `[GroupCoordinator 1]: Stabilized group ${e.names.consumer} generation ${r.int(401, 500)} (kafka.coordinator.group.GroupCoordinator)`,
      },
      {
        t: at + 3300,
        role: "consumer",
        level: "info",
        msg: `[Consumer clientId=${e.names.consumer}-0, groupId=${e.names.consumer}] Adding newly assigned partitions: ${e.nouns.a}s.v2-0, ${e.nouns.a}s.v2-1, ${e.nouns.a}s.v2-2`,
      },
    ],
  },
  {
    note: "quiet: the export endpoint's 500s come in a small cluster when a customer retries a report; same error as always",
    burst: { key: "endpoint", factor: 3, forSec: 120 },
  },
  {
    note: "quiet: a long autovacuum and checkpoint on Postgres, slow-query log lines, no errors beyond the chronic ones",
    extra: (e, r, at) => [
      {
        t: at,
        role: "pg",
        level: "info",
        msg: `duration: ${r.int(1200, 3500)}.${r.int(100, 999)} ms  statement: REFRESH MATERIALIZED VIEW CONCURRENTLY ${e.nouns.a}_daily_stats`,
      },
      {
        t: at + 90000,
        role: "pg",
        level: "info",
        msg: `automatic vacuum of table "${e.db}.public.audit_logs": index scans: 2, pages: 1204 removed, 388120 remain, tuples: 90211 removed`,
      },
    ],
  },
  {
    note: "quiet: the handled 404 stack traces in the billing service rise with a mailing-driven traffic bump, as usual",
    burst: { key: "handled", factor: 2.5, forSec: 180 },
  },
  {
    note: "quiet: an HPA scale-out of the api adds two pods (startup lines, deprecation warnings), no errors",
    extra: (e, r, at) =>
      [0, 20000].flatMap((d) => [
        {
          t: at + d,
          role: "api" as const,
          level: "info" as const,
          msg: `server listening on :3000 (release 2026.06.${r.int(1, 28)}-${e.ns})`,
        },
        {
          t: at + d + 50,
          role: "api" as const,
          level: "warn" as const,
          msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
        },
      ]),
  },
  {
    note: "quiet: the retries against the decommissioned metrics host cluster briefly, then settle back to their usual rate",
    burst: { key: "decom", factor: 2, forSec: 90 },
  },
  {
    note: "quiet: a certificate renewal on the edge (nginx reload) with no upstream errors",
    extra: (e, _r, at) => [
      { t: at, role: "edge", level: "info", msg: "signal process started" },
      {
        t: at + 300,
        role: "edge",
        level: "info",
        msg: `2026/07/01 reconfiguring: certificate "/etc/nginx/tls/${e.ns}.crt" reloaded`,
      },
    ],
  },
  {
    note: "quiet: the failing cron job plus a second manual run of it by an engineer; same KeyError twice",
    burst: { key: "cron", factor: 2, forSec: 240 },
  },
  {
    note: "quiet: Redis BGSAVE takes longer than usual (fork latency warning), no client errors",
    extra: (_e, r, at) => [
      {
        t: at,
        role: "redis",
        level: "warn",
        msg: `WARNING: fork took ${r.int(400, 900)} ms (latency monitor threshold 100 ms)`,
      },
    ],
  },
];
