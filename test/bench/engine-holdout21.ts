// holdout21: a blind evaluation set for the log-diagnosis engine ("many runtimes, weak categories").
//
//   npx tsx test/bench/engine-holdout21.ts --out DIR [--seed 21]
//
// What it covers
// - 64 scenarios: 52 incidents and 12 quiet windows, ids h21-01 .. h21-64 in a seeded order.
// - Categories: memory 6, timeout 6, database 6, configuration 6, network 4, and 3 each of authentication,
//   authorization, rate_limiting, validation, null_reference, dependency, disk, unknown.
// - Three made-up estates: a veterinary clinic chain (clinic-portal, appointment-book, patient-records,
//   rx-dispense, ...), a freight-brokerage exchange (broker-edge, load-board-api, bid-matcher, rate-quoter,
//   settlement-ledger, ...) and a newsroom publishing system (story-api, cms-editor, render-farm, wire-ingest, ...).
// - Runtimes, each in its own idiom: .NET/ASP.NET Core/EF Core with SqlException numbers, Rails/Sidekiq with
//   ActiveRecord errors, PHP/Laravel, Rust (hyper/sqlx/panics), Elixir/Phoenix (DBConnection, GenServer, Mint),
//   Go, Python (Django/Celery), Java/Kotlin (Spring, HikariCP, Oracle), Node.js; plus Envoy, Traefik, kubelet,
//   Consul, Pulsar, Cassandra, NATS, CockroachDB and SQL Server messages.
// - Memory via OutOfMemoryException, PHP memory_limit, GC overhead, V8 heap limit, and OOMKilled / exit 137
//   reported by the kubelet; timeouts vs. network (deadline exceeded vs. reset / DNS / no route / TLS);
//   configuration after a release or config push (missing env var, relative URL, bad endpoint, CA file).
// - Layouts: 5-12 services, 10-40 minutes, about 1,000-30,000 lines, onset at 25-70 % of the window, the six
//   formats of shared/data/incidents/README.md rotated (jsonl, datadog, ecs, gcp, logfmt, compose).
// - Each window: per-service clock skew up to 250 ms, request traffic and health checks, a periodic job, a noisy
//   service repeating one error or warning from the first minute, deprecation warnings, retries that succeed, an
//   unrelated deploy, slow requests, multi-line stack traces where the runtime prints them, and for some
//   windows W3C traceparent / x-request-id / req-uuid / short ids carried across services. Quiet windows may
//   carry one transient blip that recovers.
// - Labels (labels.json): NotedLabel fields plus `format`; `split` is a seeded half/half shuffle balanced
//   per category.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout21/estates.js";
import { EXT, render } from "./holdout21/formats.js";
import { makeRng, shuffle } from "./holdout21/rng.js";
import { FREIGHT } from "./holdout21/scenarios-freight.js";
import { NEWS } from "./holdout21/scenarios-news.js";
import { VET } from "./holdout21/scenarios-vet.js";
import { assignSplits } from "./holdout21/split.js";
import { buildEvents, pickLayout } from "./holdout21/stream.js";
import type { Estate, Format, Spec } from "./holdout21/types.js";

export interface Holdout21Label extends NotedLabel {
  format: Format;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
const NS: Record<Estate["key"], string> = { vet: "vet-prod", freight: "freight", news: "newsroom" };
const QUIET_NOTES: Record<Estate["key"], string> = {
  vet: "An ordinary clinic-chain window: bookings, records and billing traffic with the usual noise and no incident.",
  freight: "An ordinary brokerage window: load posts, matches and quotes with the usual noise and no incident.",
  news: "An ordinary newsroom window: publishing, rendering and wire traffic with the usual noise and no incident.",
};

type Item = { spec: Spec; estate: Estate["key"] } | { spec: null; estate: Estate["key"] };

export function generateHoldout21(dir: string, seed = 21): Holdout21Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = [...VET, ...FREIGHT, ...NEWS].map((spec) => ({ spec, estate: spec.estate }));
  for (const k of ["vet", "freight", "news"] as const)
    for (let q = 0; q < 4; q++) items.push({ spec: null, estate: k });
  shuffle(r, items);

  const labels: Holdout21Label[] = items.map((it, idx) => {
    const id = `h21-${String(idx + 1).padStart(2, "0")}`;
    const format = FORMATS[idx % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const estate = ESTATES[it.estate];
    const spec = it.spec;
    const noisyPool = estate.noise.filter((n) => n.svc !== spec?.origin && !spec?.exclude?.includes(n.svc));
    const noisy = r.pick(noisyPool).svc;
    const lay = pickLayout(r, estate, spec, noisy);
    const events = buildEvents(r, estate, lay, spec, noisy);
    const skew = new Map(lay.services.map((s) => [s.name, r.int(-250, 250)]));
    const printed = events.map((e) => ({ e, p: e.t + (skew.get(e.svc) ?? 0) }));
    printed.sort((a, b) => a.p - b.p);
    const pad = Math.max(...lay.services.map((s) => s.name.length)) + 5;
    const text = printed.map(({ e, p }) => render(format, e, p, pad, NS[it.estate])).join("\n") + "\n";
    writeFileSync(join(dir, file), text);
    const lines = text.split("\n").length - 1;
    return {
      id,
      file,
      format,
      isIncident: spec !== null,
      originService: spec?.origin ?? null,
      category: spec?.category ?? null,
      errorTypeHints: spec?.hints ?? [],
      incidentStart: spec ? new Date(lay.onset).toISOString() : null,
      expectedSeverityAtLeast: spec?.sev ?? null,
      split: "tune",
      note: spec?.note ?? QUIET_NOTES[it.estate],
      lines,
    };
  });
  assignSplits(r, labels);
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout21", generateHoldout21, (labels) => {
  const by = new Map<string, number>();
  for (const l of labels) by.set(l.format, (by.get(l.format) ?? 0) + 1);
  const tune = labels.filter((l) => l.split === "tune").length;
  return `formats ${[...by].map(([f, n]) => `${f} ${n}`).join(", ")}; tune ${tune} / locked ${labels.length - tune}`;
});
