/**
 * Blind holdout 40, "partial failures: one of many". 64 scenarios: 52 incidents (4 per category, all 13
 * categories) and 12 quiet windows, over five made-up companies (parcel logistics, clinic scheduling, payments,
 * video streaming, agritech), each running 10 services: an edge gateway, one replicated service per runtime
 * (Java/Spring, Go, Node, Python, .NET, Ruby, Rust), a noisy service with a constant harmless error or warning
 * and a cron runner.
 *
 * In every incident the fault lives in ONE part of a service that runs many: one pod (OOM loop, full node disk,
 * stale secret, broken node-local DNS, silent crash loop), one availability zone (NAT / egress resets, TLS
 * handshakes, no route to host), one canary version (NPE, nil-pointer panic, missing config, missing RBAC,
 * stricter validation), one tenant (expired API key, revoked OAuth secret, bucket permission, vendor 503, hot
 * partition throttling, bad saved config), one shard / partition (lagging replica, Too many connections, full WAL
 * volume, leaderless Kafka partition, open circuit breaker) or one route (`/v2/export` timing out). Only requests
 * that reach that part fail; the gateway retries once on 5xx and usually lands on a healthy sibling, so callers
 * see intermittent errors and the noisy service often logs more errors in total. The label's origin is the
 * service, never the pod. Lines carry the instance as collectors do (host / pod_name / host.name / pod=, zone
 * and version tags; shard= / tenant= in the text); compose lines only in the text.
 *
 * Quiet windows look partial but are harmless: a pod evicted and rescheduled cleanly, one replica restarted by a
 * planned rollout, a tenant's user mistyping a password, a route that is always slow, one zone's health check
 * flapping once.
 *
 * Each file: one stream sorted by printed time (per-service skew up to 300 ms), 2-6 min baseline, 5-15 min
 * window, 2,000-15,000 lines, with health probes, cron jobs, deprecation warnings and baseline retries that
 * succeed. Formats rotate over the dev set's six (jsonl, datadog, ecs, gcp, logfmt, compose). Deterministic
 * from the seed. `npx tsx test/bench/engine-holdout40.ts --out DIR [--seed N]`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { appOf, ESTATES } from "./holdout40/estates.js";
import { EXT, FORMATS, type Format } from "./holdout40/formats.js";
import { type Bad, FAULTS, type FaultSpec } from "./holdout40/incidents.js";
import { QUIET_KINDS, type QuietKind, quietPlan } from "./holdout40/quiet.js";
import { makeRng } from "./holdout40/rng.js";
import { assignSplit } from "./holdout40/split.js";
import { buildStream, type Injection } from "./holdout40/stream.js";

export interface Holdout40Label extends NotedLabel {
  format: Format;
}

type Plan = { fault?: FaultSpec; quiet?: QuietKind };

export function generateHoldout40(dir: string, seed = 4001): Holdout40Label[] {
  mkdirSync(dir, { recursive: true });
  const rng = makeRng(seed);
  const plans: Plan[] = [...FAULTS.map((fault) => ({ fault })), ...QUIET_KINDS.map((quiet) => ({ quiet }))];
  const order = plans
    .map((p) => [rng.next(), p] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, p]) => p);
  const splits = assignSplit(
    order.map((p) => p.fault?.category ?? "quiet"),
    rng,
  );
  const labels: Holdout40Label[] = [];
  order.forEach((plan, i) => {
    const r = makeRng(seed * 7919 + i * 104729 + 17);
    const id = `h40-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const est = ESTATES[(i + r.int(0, 4)) % ESTATES.length] as (typeof ESTATES)[number];
    const baselineMs = r.int(120, 360) * 1000;
    const windowMs = Math.max(baselineMs + r.int(180, 420) * 1000, r.int(300, 900) * 1000);
    const start = Date.UTC(2026, 10, 1 + (i % 27), r.int(0, 22), r.int(0, 59), r.int(0, 59)) + r.int(0, 999);
    const targetLines = r.int(2600, 12500);
    let inj: Injection;
    let note: string;
    let bad: Bad | undefined;
    if (plan.fault) {
      const f = plan.fault;
      const svc = appOf(est, f.lang);
      const exportRoute = svc.routes.find((x) => x.includes("export")) ?? svc.routes.find((x) => !x.includes("{id}"));
      bad = {
        svc,
        pod: f.dim === "version" ? svc.replicas - 1 : r.int(0, svc.replicas - 1),
        tenant: r.pick(est.tenants),
        shard: r.int(0, 7),
        az: r.pick(["a", "b", "c"]),
        route: exportRoute ?? (svc.routes[0] as string),
        version: `${r.int(3, 9)}.${r.int(41, 60)}.0-canary.${r.int(1, 4)}`,
        pkg: `com.${est.company.toLowerCase().split(" ")[0]}`,
      };
      const b = bad;
      const share = f.share ?? 1;
      inj = {
        canary: f.dim === "version" ? { svc: svc.name, version: b.version } : undefined,
        hit: (q, c) => {
          if (q.svc !== b.svc) return false;
          const match =
            f.dim === "pod" || f.dim === "version"
              ? q.pod === b.pod
              : f.dim === "az"
                ? c.pods(q.svc).azs[q.pod] === b.az
                : f.dim === "tenant"
                  ? q.tenant === b.tenant
                  : f.dim === "shard"
                    ? q.shard === b.shard
                    : q.route === b.route;
          return match && (share >= 1 || c.rng.chance(share));
        },
        fail: (q, c) => f.fail(q, c, b),
        extra: f.extra ? (c) => f.extra?.(c, b) ?? [] : undefined,
      };
      note = f.note;
    } else {
      const kind = plan.quiet as QuietKind;
      const svc =
        kind === "wrong-password"
          ? appOf(est, r.pick(["ruby", "java"] as const))
          : r.pick(est.services.filter((s) => s.kind === "app"));
      const q = quietPlan(kind, est, svc, r);
      inj = q.inj;
      note = `quiet: ${q.note}`;
    }
    const out = buildStream({ est, rng: r, format, start, baselineMs, windowMs, targetLines, inj });
    if (bad) {
      const p = out.pods(bad.svc);
      note = note
        .replace(/\{svc\}/g, bad.svc.name)
        .replace(/\{pod\}/g, p.names[bad.pod] as string)
        .replace(/\{tenant\}/g, bad.tenant)
        .replace(/\{shard\}/g, String(bad.shard))
        .replace(/\{az\}/g, `${est.region}${bad.az}`)
        .replace(/\{route\}/g, bad.route)
        .replace(/\{version\}/g, bad.version);
    }
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${out.lines.join("\n")}\n`);
    const f = plan.fault;
    labels.push({
      id,
      file,
      format,
      isIncident: !!f,
      originService: f && bad ? bad.svc.name : null,
      category: f ? f.category : null,
      errorTypeHints: f ? f.hints : [],
      incidentStart: f ? new Date(out.from).toISOString() : null,
      expectedSeverityAtLeast: f ? f.sev : null,
      split: splits[i] as "tune" | "locked",
      note: `${est.company}: ${note}`,
      lines: out.lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout40", generateHoldout40, (ls) => {
  const cats = new Map<string, number>();
  for (const l of ls) cats.set(l.category ?? "quiet", (cats.get(l.category ?? "quiet") ?? 0) + 1);
  return [...cats].map(([k, v]) => `${k}=${v}`).join(" ");
});
