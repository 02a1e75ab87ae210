/**
 * Holdout set 42, "changes gone wrong", written blind (without reading the engine or its tests).
 *
 * 64 scenarios: 52 incidents (4 per category for all 13 categories) and 12 quiet windows, rotating over the dev
 * set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose). Five made-up companies (Marlow Freight, Pinecone
 * Health, Brightwave Media, Cobalt Bank, Tidewater Games) with 9-10 services each, plus the platform tools that
 * appear when they act (Argo CD, Atlantis/Terraform, cert-manager, vault-agent, external-secrets, Argo Rollouts).
 *
 * Every incident follows a change the log shows: an Argo CD sync and the new version's start-up banner, a Flyway,
 * Liquibase, Alembic or Rails migration, a Spring Cloud Config / consul-template / ConfigMap reload, a LaunchDarkly,
 * Unleash or flagd flip, a Terraform apply (IAM, DNS, security group, NAT, KMS), a certificate or secret rotation, a
 * node pool upgrade or a canary weight shift. Sometimes the changed service fails in its own words; sometimes the
 * change breaks a dependent service (a renamed column or field, a secret one client did not pick up, a CA the
 * caller does not trust), and the label names the service where the fault lives, with the note saying why. Some
 * changes land minutes before the fault (a cron that only runs later), and most windows also carry an unrelated,
 * harmless change. Baselines are 2-6 minutes, windows 5-15 minutes, files about 2,000-15,000 lines, one stream
 * sorted by printed time with per-service clock skew up to 300 ms, background requests sharing trace ids, health
 * probes, a periodic job, a noisy service with a constant harmless error or warning, deprecation warnings and
 * retries that succeed. The quiet windows are changes that went fine but are noisy while they happen (rolling
 * restarts, long migrations with lock waits, config reloads with deprecations, a flag flip with a few expected
 * 422s, a certificate rotation's single reconnect, a node pool drain).
 *
 * Labels follow NotedLabel plus `format`; `split` halves each category (quiet windows as one group) by seed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { harmless } from "./holdout42/changes.js";
import { estate } from "./holdout42/estates.js";
import { EXT, FORMATS, type Format } from "./holdout42/formats.js";
import { INCIDENTS, type Spec } from "./holdout42/incidents.js";
import { QUIET, type QuietSpec } from "./holdout42/quiet.js";
import { Rng } from "./holdout42/rng.js";
import { assignSplits } from "./holdout42/split.js";
import { Stream } from "./holdout42/stream.js";

export interface Holdout42Label extends NotedLabel {
  format: Format;
}

type Item = { kind: "incident"; spec: Spec } | { kind: "quiet"; spec: QuietSpec };

export function generateHoldout42(dir: string, seed = 4201): Holdout42Label[] {
  mkdirSync(dir, { recursive: true });
  const top = new Rng(seed);
  const items: Item[] = top.shuffle([
    ...INCIDENTS.map((spec): Item => ({ kind: "incident", spec })),
    ...QUIET.map((spec): Item => ({ kind: "quiet", spec })),
  ]);
  const splits = assignSplits(
    items.map((it) => (it.kind === "incident" ? it.spec.category : null)),
    top,
  );
  const labels: Holdout42Label[] = items.map((it, i) => {
    const r = new Rng(seed * 1009 + i * 7919);
    const est = estate(it.spec.estate);
    const format = FORMATS[i % FORMATS.length];
    const probe = new Stream(new Rng(1), est, 0, -100_000, 100_000);
    it.spec.build(probe);
    const earliest = Math.min(0, ...probe.evs.map((e) => e.tt / 1000));
    const baseline = Math.min(360, Math.max(r.int(120, 360), Math.ceil(-earliest) + r.int(20, 40)));
    const windowSec = r.int(Math.max(300, baseline + 180), 900);
    const start =
      Date.parse(`${est.day}T00:00:00Z`) + ((i * 5) % 22) * 3600_000 + r.int(0, 59) * 60_000 + r.int(0, 999);
    const t0 = start + baseline * 1000;
    const s = new Stream(r, est, t0, -baseline, windowSec - baseline);
    it.spec.build(s);
    const avoid = it.kind === "incident" ? [it.spec.origin, ...it.spec.touched] : [];
    if (r.chance(0.75)) {
      const services = new Set(s.evs.map((e) => e.svc));
      harmless(s, r.int(-baseline + 30, windowSec - baseline - 60), avoid, services.size + est.services.length < 18);
    }
    s.background(Math.max(0.8, (r.int(3200, 13000) / windowSec - 1.2) / 3.2));
    const lines = s.lines(format);
    const id = `h42-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = it.kind === "incident" ? it.spec : undefined;
    return {
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: splits[i],
      note: it.spec.note,
      lines: lines.length,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout42", generateHoldout42);
