// Blind holdout "quiet2": 48 generated log windows, 40 QUIET (isIncident false) and 8 control incidents.
//
// What the set covers:
// - Three invented estates: a food-delivery marketplace (dishdash: edge-envoy, order-api JVM, courier-dispatch Go,
//   menu-catalog Python, payment-orchestrator .NET, restaurant-portal Ruby, notification-hub Node, orders-db
//   postgres, events-kafka, kubelet), an insurance claims platform (claimsure: ingress-nginx, claims-intake .NET,
//   policy-core JVM, fraud-scoring Python, document-vault Go, adjuster-portal Node, payout-service JVM, claims-pg,
//   claims-kafka, kubelet) and an IoT fleet-telemetry backend (fleetpulse: mqtt-edge envoy, telemetry-ingest Go,
//   device-registry JVM, rules-engine Python, alert-dispatcher Node, fleet-dashboard-api Ruby, ota-updater Go,
//   billing-usage .NET, timeseries-db postgres, fleet-kafka, kubelet), plus kube-controller-manager, cert-manager,
//   argo-rollouts, flagd and cron jobs where a window needs them.
// - 40 quiet windows, each combining 2-4 of 22 benign kinds (see quiet2/benign.ts): a known error at a constant
//   rate, one isolated stack trace, retries that succeed, a planned postgres switchover / kafka leader election,
//   a rolling deploy, autoscaling, a cache flush with a cold minute, a partner batch skipping malformed records,
//   a scanner or one misbehaving client (404/422), a canary rolled back before errors, bulk deprecation warnings,
//   GC pauses / slow queries below the SLO, TLS renewal notices, a breaker half-opening after one failed probe,
//   consumer-group rebalances, one instance's health-check flap, feature-flag changes, a cron job that fails once
//   and succeeds on retry, expired-session 401s, rate limiting of one client, replica lag that recovers, and image /
//   segment clean-up on a filling disk. No bursts of security failures.
// - 8 control incidents, one per category: database, dependency, null_reference, disk, timeout, memory,
//   configuration, network (quiet2/incidents.ts), each with some benign noise around it.
// - Six formats rotated (jsonl, datadog, ecs, gcp, logfmt, compose), per-service clock skew up to 250 ms, files
//   sorted by printed time, runtime-true wording and multi-line stack traces, 10-45 minute windows, ~1k to ~120k lines.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { KINDS, type Kind } from "./quiet2/benign.js";
import { ESTATES } from "./quiet2/estates.js";
import { INCIDENTS, type IncidentSpec } from "./quiet2/incidents.js";
import type { Ctx, Format } from "./quiet2/model.js";
import { EXT, render } from "./quiet2/render.js";
import { Rng } from "./quiet2/rng.js";
import { fillFlows, periodicLines } from "./quiet2/traffic.js";

export interface Quiet2Label extends NotedLabel {
  format: Format;
  kinds: Kind[];
  estate: string;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

const KIND_TEXT: Record<Kind, string> = {
  "noisy-constant": "a known error logged at a constant rate all window",
  "isolated-exception": "one isolated exception with a stack trace",
  "retry-success": "retries that succeed",
  "planned-failover": "a planned database switchover or kafka leader election with a few connection resets",
  "rolling-deploy": "a clean rolling deploy",
  autoscaling: "HPA scale-out (and in)",
  "cache-flush": "a cache flush followed by a minute of misses and slow requests",
  "batch-skipped-records": "a partner import skipping malformed records but succeeding",
  "bad-client": "a scanner or one misbehaving client getting 404/422",
  "canary-rollback": "a canary rolled back before any errors",
  "deprecation-bulk": "bulk deprecation warnings",
  "slow-below-slo": "GC pauses / slow queries below the SLO",
  "tls-renewal": "a TLS certificate renewal notice and renewal",
  "breaker-half-open": "a circuit breaker that re-closes after one failed half-open probe",
  "consumer-rebalance": "kafka consumer-group rebalances",
  "healthcheck-flap": "one instance's readiness flap while others serve",
  "feature-flag": "feature-flag changes",
  "cron-retry": "a cron job that fails once and succeeds on its retry",
  "expired-401": "expected 401s from expired sessions",
  "rate-limit-one-client": "rate limiting of one client",
  "replica-lag": "read-replica lag that recovers",
  "disk-cleanup": "image garbage collection and retention clean-up over a disk threshold",
};

/** 40 kind combinations (2-4 each) drawn so every kind appears about equally often. */
function combos(r: Rng): Kind[][] {
  const all = Object.keys(KINDS) as Kind[];
  const sizes = Array.from({ length: 40 }, (_, i) => [2, 3, 4, 3][i % 4]);
  r.shuffle(sizes);
  const need = sizes.reduce((s, n) => s + n, 0);
  const pool: Kind[] = [];
  while (pool.length < need) pool.push(...r.shuffle([...all]));
  const out: Kind[][] = [];
  for (const n of sizes) {
    const set: Kind[] = [];
    while (set.length < n) {
      const i = pool.findIndex((k) => !set.includes(k));
      set.push(pool.splice(i, 1)[0]);
    }
    out.push(set);
  }
  return out;
}

function sizes(r: Rng, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < 3; i++) out.push(r.int(900, 1200));
  for (let i = 0; i < 4; i++) out.push(r.int(60000, 120000));
  while (out.length < n) out.push(Math.round(2000 * 20 ** r.next()));
  return r.shuffle(out);
}

interface Plan {
  quiet?: Kind[];
  inc?: IncidentSpec;
  estate: number;
}

export function generateQuiet2(dir: string, seed = 22): Quiet2Label[] {
  const r = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const plans: Plan[] = [
    ...combos(r).map((k, i) => ({ quiet: k, estate: i % 3 })),
    ...INCIDENTS.map((inc) => ({ inc, estate: inc.estate })),
  ];
  r.shuffle(plans);
  const size = sizes(r, plans.length);
  const labels: Quiet2Label[] = [];
  plans.forEach((plan, i) => {
    const id = `q2-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const e = ESTATES[plan.estate](r);
    const durMin = r.int(10, 45);
    const start = Date.UTC(2026, r.int(0, 9), r.int(1, 28), r.int(0, 23), r.int(0, 11) * 5, 0) + r.int(0, 999);
    const ctx: Ctx = { rng: r, e, start, end: start + durMin * 60000, evs: [], hooks: [], used: new Set() };
    let t0: number | null = null;
    if (plan.inc) {
      ctx.used.add(plan.inc.origin);
      t0 = Math.round(start + r.range(0.35, 0.6) * (ctx.end - start));
      plan.inc.run(ctx, t0);
    }
    const kinds: Kind[] =
      plan.quiet ??
      r
        .shuffle([
          "noisy-constant",
          "deprecation-bulk",
          "feature-flag",
          "retry-success",
          "batch-skipped-records",
          "consumer-rebalance",
        ] as Kind[])
        .slice(0, r.int(1, 2));
    for (const k of kinds) KINDS[k](ctx);
    periodicLines(ctx);
    const count = () => ctx.evs.reduce((s, ev) => s + 1 + (ev.stack ? ev.stack.split("\n").length : 0), 0);
    const target = size[i];
    fillFlows(ctx, Math.max(target - count(), Math.round(target * 0.5)));
    const skew = new Map<string, number>();
    for (const ev of ctx.evs) {
      if (!skew.has(ev.svc)) skew.set(ev.svc, r.int(-250, 250));
      ev.p = ev.t + (skew.get(ev.svc) ?? 0);
    }
    ctx.evs.sort((a, b) => (a.p ?? 0) - (b.p ?? 0));
    const lines = render(format, ctx.evs, e);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = plan.inc;
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: t0 === null ? null : new Date(t0 + (inc?.onsetOffset ?? 0)).toISOString(),
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: inc
        ? `${inc.note} Background: ${kinds.map((k) => KIND_TEXT[k]).join("; ")}.`
        : `Quiet ${e.key} window: ${kinds.map((k) => KIND_TEXT[k]).join("; ")} - nothing to page for.`,
      lines: lines.length,
      kinds: plan.quiet ?? kinds,
      estate: e.key,
    });
  });
  assignSplits(r, labels);
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

/** Half "tune", half "locked": incidents alternate, quiet windows balanced greedily across their kinds. */
function assignSplits(r: Rng, labels: Quiet2Label[]): void {
  const inc = r.shuffle(labels.filter((l) => l.isIncident));
  inc.forEach((l, i) => {
    l.split = i % 2 === 0 ? "tune" : "locked";
  });
  const quiet = r.shuffle(labels.filter((l) => !l.isIncident));
  const half = quiet.length / 2;
  const bal = new Map<string, number>();
  let tune = 0;
  let locked = 0;
  for (const l of quiet) {
    const score = l.kinds.reduce((s, k) => s + (bal.get(k) ?? 0), 0);
    const side =
      tune >= half
        ? "locked"
        : locked >= half
          ? "tune"
          : score > 0
            ? "locked"
            : score < 0
              ? "tune"
              : r.chance(0.5)
                ? "tune"
                : "locked";
    l.split = side;
    if (side === "tune") tune++;
    else locked++;
    for (const k of l.kinds) bal.set(k, (bal.get(k) ?? 0) + (side === "tune" ? 1 : -1));
  }
}

runHoldoutCli(import.meta.url, "quiet2", generateQuiet2, (labels) => {
  const perKind = new Map<string, number>();
  for (const l of labels) if (!l.isIncident) for (const k of l.kinds) perKind.set(k, (perKind.get(k) ?? 0) + 1);
  const tune = labels.filter((l) => l.split === "tune").length;
  return `${tune} tune / ${labels.length - tune} locked; kinds ${[...perKind].map(([k, n]) => `${k}=${n}`).join(" ")}`;
});
