/**
 * Holdout 33: operator and platform incidents (written blind; the author never ran the engine on it).
 *
 * 64 scenarios: 52 incidents (4 for each of the 13 categories) and 12 quiet windows. The fault sits in the platform
 * or in an operator's action as often as in application code, and every file mixes application services with
 * platform components: kubelet, kube-apiserver, kube-scheduler, kube-controller-manager (HPA), Kubernetes events
 * (FailedScheduling, ImagePullBackOff, Evicted, BackOff), ingress-nginx, istio-proxy (envoy access logs with UF, UH,
 * UT, NR, DC flags), cert-manager, external-secrets, Argo CD, Flux, Terraform (Atlantis), cluster-autoscaler,
 * CoreDNS, systemd, the kernel (oom-kill, conntrack table full, blk I/O errors), cron and backup jobs.
 *
 * Examples: a ConfigMap key renamed by an Argo CD sync (configuration, the app), a secret rotated by
 * external-secrets that the app did not reload (authentication, the app), a NetworkPolicy that blocks egress
 * (network), conntrack full on a node (network, kernel), a PVC filled by debug logs (disk), a node memory pressure
 * eviction (memory), an HPA at maxReplicas with requests queued until timeouts (timeout) or shed with 429
 * (rate_limiting), an RBAC sync that forbids a service account (authorization). The origin is the component a
 * senior on-call engineer would fix first, platform component or app, as the evidence shows.
 *
 * Five made-up estates (freight, clinics, energy, games, a mutual bank), 11-16 services per file with 2-5 platform
 * components; one stream per file sorted by printed time with per-service skew up to 300 ms; background traffic,
 * health checks, a periodic job, a noisy service with a constant harmless error or warning, deprecation warnings,
 * retries that succeed; 1-8 minutes of baseline before the fault; 1,500-15,000 lines; the dev set's six formats in
 * rotation. Quiet windows are routine platform churn (rolling deploy, drain and cordon, HPA up and down, cert
 * renewal, one slow image pull, a CronJob with a warning, ...) with nothing broken for users.
 *
 * `npx tsx test/bench/engine-holdout33.ts --out DIR [--seed N]` writes one file per scenario and labels.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { apps, background, ESTATES, type Estate } from "./holdout33/estates.js";
import { EXT, FORMATS, type Format } from "./holdout33/formats.js";
import { type Incident, PART_A } from "./holdout33/incidents-a.js";
import { PART_B } from "./holdout33/incidents-b.js";
import { PART_C } from "./holdout33/incidents-c.js";
import { QUIET, type Quiet } from "./holdout33/quiet.js";
import { Rng } from "./holdout33/rng.js";
import { assignSplits } from "./holdout33/split.js";
import { Stream } from "./holdout33/stream.js";

export interface Holdout33Label extends NotedLabel {
  format: Format;
}

type Scenario = { kind: "incident"; inc: Incident } | { kind: "quiet"; q: Quiet };

const DAY0 = Date.UTC(2026, 9, 5);

function build(sc: Scenario, e: Estate, r: Rng, fmt: Format, i: number): { lines: string[]; t0: number } {
  const baseline = r.int(60, 480) * 1000;
  const faultLen = sc.kind === "incident" ? r.int(240, 600) * 1000 : r.int(540, 720) * 1000;
  const start = DAY0 + i * 86400000 + r.int(6, 21) * 3600000 + r.int(0, 3599) * 1000 + r.int(0, 999);
  const t0 = start + baseline;
  const end = t0 + faultLen;
  const wanted = sc.kind === "incident" ? sc.inc.platform : sc.q.platform;
  const platform = [...new Set([...wanted, "kubelet", "k8s-events"])].slice(0, 5);
  const extra = sc.kind === "incident" ? (sc.inc.extra?.(e) ?? []) : (sc.q.extra ?? []);
  const names = [...apps(e).map((a) => a.name), e.db, e.cache, ...platform, ...extra];
  const skew = new Map(names.map((n) => [n, r.int(-300, 300)]));
  const nodes = new Map(names.map((n) => [n, r.int(0, 3)]));
  const target = r.int(2200, 12000);
  const secs = (end - start) / 1000;
  let rps = Math.max(0.4, (target - secs * 1.2) / (secs * 2.5));
  let lines: string[] = [];
  for (let attempt = 0; attempt < 4; attempt++) {
    const sr = r.fork(attempt);
    const s = new Stream(sr, start, end);
    const ctx = { s, e, r: sr, t0, end };
    if (sc.kind === "incident") sc.inc.run(ctx);
    else sc.q.run(ctx);
    background(s, e, rps, platform);
    lines = s.render(fmt, e.ns, skew, nodes);
    if (lines.length >= 1500 && lines.length <= 15000) break;
    rps *= Math.min(3, Math.max(0.3, target / lines.length));
  }
  return { lines, t0 };
}

export function generateHoldout33(dir: string, seed = 33): Holdout33Label[] {
  const rng = new Rng(seed);
  const incidents = [...PART_A, ...PART_B, ...PART_C];
  const scenarios: Scenario[] = rng.shuffle([
    ...incidents.map((inc): Scenario => ({ kind: "incident", inc })),
    ...QUIET.map((q): Scenario => ({ kind: "quiet", q })),
  ]);
  const estateOrder = rng.shuffle(ESTATES.map((_, k) => k));
  const splits = assignSplits(
    scenarios.map((sc) => ({ category: sc.kind === "incident" ? sc.inc.category : null })),
    rng.fork(999),
  );
  mkdirSync(dir, { recursive: true });
  const labels: Holdout33Label[] = scenarios.map((sc, i) => {
    const r = rng.fork(i);
    const e = ESTATES[estateOrder[i % estateOrder.length]];
    const format = FORMATS[i % FORMATS.length];
    const id = `h33-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const { lines, t0 } = build(sc, e, r, format, i);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = sc.kind === "incident" ? sc.inc : null;
    return {
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc ? inc.origin(e) : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: splits[i],
      note: `${e.company}: ${inc ? inc.note(e) : sc.kind === "quiet" ? sc.q.note : ""}`,
      lines: lines.length,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout33", generateHoldout33, (labels) => {
  const c = new Map<string, number>();
  for (const l of labels) c.set(l.format, (c.get(l.format) ?? 0) + 1);
  return [...c].map(([f, n]) => `${f}=${n}`).join(" ");
});
