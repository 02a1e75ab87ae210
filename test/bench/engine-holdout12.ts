// Blind holdout 12: 64 generated log files (52 incidents, 4 per root-cause category, and 12 quiet windows)
// from three invented estates with mixed runtimes:
//   - port: a container terminal (gate-ops-api Node, tos Java/Spring, berth-planner Django/Celery, yard-alloc-svc Go,
//     edi-ingest-worker Celery, crane-telemetry Rust, customs-bridge .NET, vgm-weigh Rails, billing-ledger Elixir,
//     portcall-notify Node, container-search Java)
//   - ehr: a hospital records platform (ehr-portal Node, pas Java, lis Go, rx-orders-svc .NET, fhir-gateway HAPI/Java,
//     hl7-mllp-bridge Go, scheduling Rails, consent-registry Elixir, pacs-indexer-worker Celery, audit-trail Rust,
//     idp-broker Keycloak, patient-notify-worker Node)
//   - game: a multiplayer backend (edge-gw Envoy, matchmaker Go, lobby-svc/chat-relay Elixir, session-broker and
//     anticheat-ingest Rust, inventory-api .NET, store-checkout Node, leaderboard-worker Celery, player-profile Java,
//     friends-graph Rails, telemetry-sink and replay-archiver Go), plus kubelet lines where a supervisor reports.
// Shapes: rotated/expired secrets and tokens, IAM/RBAC/SQL permission removals, pool exhaustion after a deploy,
// too-many-clients, replica lag, deadlocks, DNS misconfiguration, connection resets, expired TLS certificate, VPN
// flaps, lock waits, deadline overruns, statement timeouts, GenServer call timeouts, vendor 429s and quota
// exhaustion, partner batches with bad data, null dereferences after schema changes, bad config pushes (URL,
// truststore, xDS cluster, renamed config key), vendor/broker outages with breakers, heap/OOM slow burns with
// OOMKilled, full volumes and flood-stage blocks, and crashes whose logs never say why.
// Each file: one aggregated stream of 5-12 services in one of six formats (jsonl, datadog, ecs, gcp, logfmt,
// compose), 12-50 minutes, clock skew up to 250 ms, background flows with trace ids (W3C traceparent, uuid or short
// ids, sometimes none), health checks, periodic jobs, a constant-rate noisy service, deprecation warnings,
// successful retries, slow requests and an unrelated rollout; sizes mostly 3k-40k lines, a few 1-3k and 60k-150k.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { build, type QuietSpec, type Spec } from "./holdout12/build.js";
import { EXT, FORMATS, type Format } from "./holdout12/formats.js";
import { QUIET } from "./holdout12/quiet.js";
import { Rng } from "./holdout12/rng.js";
import { ACCESS } from "./holdout12/scen-access.js";
import { DATA } from "./holdout12/scen-data.js";
import { FLOW } from "./holdout12/scen-flow.js";
import { OPS } from "./holdout12/scen-ops.js";
import { RES } from "./holdout12/scen-res.js";

export interface Holdout12Label extends NotedLabel {
  format: Format;
}

type Item = { spec: Spec; quiet: false } | { spec: QuietSpec; quiet: true };

function sizes(r: Rng, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < 6; i++) out.push(r.int(1000, 3000));
  for (let i = 0; i < 5; i++) out.push(r.int(60000, 150000));
  while (out.length < n) out.push(Math.round(3000 * (40000 / 3000) ** r.next()));
  return r.shuffle(out);
}

export function generateHoldout12(dir: string, seed = 12): Holdout12Label[] {
  const r = new Rng(seed * 7919 + 12);
  mkdirSync(dir, { recursive: true });
  const incidents = [...ACCESS, ...DATA, ...FLOW, ...OPS, ...RES];
  const split = new Map<Spec | QuietSpec, "tune" | "locked">();
  const cats = [...new Set(incidents.map((s) => s.cat))];
  cats.forEach((cat, i) => {
    const group = r.shuffle(incidents.filter((s) => s.cat === cat));
    group.forEach((s, j) => {
      split.set(s, (j + i) % 2 === 0 ? "tune" : "locked");
    });
  });
  r.shuffle(QUIET).forEach((q, j) => {
    split.set(q, j % 2 === 0 ? "tune" : "locked");
  });
  const items: Item[] = r.shuffle([
    ...incidents.map((spec): Item => ({ spec, quiet: false })),
    ...QUIET.map((spec): Item => ({ spec, quiet: true })),
  ]);
  const targets = sizes(r, items.length);
  const labels: Holdout12Label[] = [];
  items.forEach((it, i) => {
    const id = `h12-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const windowMin = r.int(12, 50);
    const t0 = Date.UTC(2026, 5, 1 + (i % 28), r.int(0, 23), r.pick([0, 10, 15, 20, 30, 40, 45, 50]), 0);
    const sr = new Rng(seed * 1000003 + i * 101 + 7);
    const { lines, onset } = build(it.spec, format, sr, targets[i], windowMin, t0);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const s = it.spec;
    labels.push({
      id,
      file,
      format,
      isIncident: !it.quiet,
      originService: it.quiet ? null : (s as Spec).origin,
      category: it.quiet ? null : (s as Spec).cat,
      errorTypeHints: it.quiet ? [] : (s as Spec).hints,
      incidentStart: it.quiet ? null : new Date(onset).toISOString(),
      expectedSeverityAtLeast: it.quiet ? null : (s as Spec).sev,
      split: split.get(s) ?? "tune",
      note: s.note,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout12", generateHoldout12, (labels) => {
  const by = (k: (l: Holdout12Label) => string) =>
    Object.entries(
      labels.reduce<Record<string, number>>((m, l) => {
        m[k(l)] = (m[k(l)] ?? 0) + 1;
        return m;
      }, {}),
    )
      .map(([a, b]) => `${a}=${b}`)
      .join(" ");
  return `formats ${by((l) => l.format)}; splits ${by((l) => l.split)}`;
});
