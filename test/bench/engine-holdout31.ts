/**
 * Holdout 31 (blind): "runtimes and components not yet covered".
 *
 * 64 scenarios: 52 incidents (4 for each of the 13 categories) and 12 quiet windows, over five made-up estates
 * (Kelpie Freight, Bramble Health clinics, Quillmark Publishing, Fernway Energy, Otterpay) of 10-12 services each.
 * Every service runs on a stack earlier sets rarely used and speaks its exact wording: Rust (tower_http/tracing
 * spans, sqlx, axum rejections, tokio panics), Elixir (Phoenix, Ecto/Postgrex/DBConnection, Oban JSON events,
 * GenServer and supervisor reports), PHP (Laravel, Symfony, php-fpm), Scala/Akka (ask timeouts, dead letters,
 * fatal-error shutdowns), Kotlin Ktor, Node (Prisma, nodemailer, twilio, undici), C++ with glog, Haskell
 * http-client/warp, OCaml Dream, and servers: MongoDB structured logs, Cassandra, Elasticsearch, ClickHouse, etcd,
 * Consul, Vault, Traefik, Caddy, HAProxy, RabbitMQ, NATS, Memcached, MinIO.
 *
 * Each file is one stream of the estate's services sorted by printed time (per-service clock skew up to 300 ms):
 * request flows through the estate (trace/request ids in about half the files), health checks, periodic jobs,
 * a noisy service with a constant harmless error or warning, deprecation warnings, a retry that succeeds, a
 * baseline of 0.5-6 minutes before the fault (a few with almost none), then the fault: the origin's own evidence
 * plus callers reporting it in their own stack's words. Files are 1,000-12,000 lines in the dev set's six
 * formats (rotating). Quiet windows carry routine noise only (a slow Ecto checkout, php-fpm reaching
 * pm.max_children during a served spike, MongoDB slow queries, clients resetting Rust connections).
 *
 * Labels follow ../shared/data/incidents/README.md (NotedLabel) plus `format`; `split` is seeded, half of each
 * category (and of the quiet windows) tune, half locked.
 *
 *   npx tsx test/bench/engine-holdout31.ts --out DIR [--seed N]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout31/estates.js";
import { EXT, FORMATS, type Format } from "./holdout31/formats.js";
import type { IncidentDef } from "./holdout31/incident-kit.js";
import { INCIDENTS_A } from "./holdout31/incidents-a.js";
import { INCIDENTS_B } from "./holdout31/incidents-b.js";
import { QUIET, type QuietDef } from "./holdout31/quiet.js";
import { Rng } from "./holdout31/rng.js";
import { assignSplits } from "./holdout31/split.js";
import { buildStream } from "./holdout31/stream.js";

export interface Holdout31Label extends NotedLabel {
  format: Format;
}

type Item = { kind: "incident"; def: IncidentDef } | { kind: "quiet"; def: QuietDef };

export function generateHoldout31(dir: string, seed = 31): Holdout31Label[] {
  const rng = new Rng(seed);
  const items: Item[] = rng.shuffle([
    ...[...INCIDENTS_A, ...INCIDENTS_B].map((def): Item => ({ kind: "incident", def })),
    ...QUIET.map((def): Item => ({ kind: "quiet", def })),
  ]);
  const splits = assignSplits(
    items.map((it) => (it.kind === "incident" ? it.def.cat : "quiet")),
    rng.fork(7),
  );
  // A few scenarios start the fault almost at once; the rest have a 0.5-6 minute baseline.
  const shortBaseline = new Set(rng.shuffle(items.map((_, i) => i)).slice(0, 6));
  mkdirSync(dir, { recursive: true });
  const labels: Holdout31Label[] = [];
  items.forEach((it, i) => {
    const r = rng.fork(100 + i);
    const id = `h31-${String(i + 1).padStart(2, "0")}`;
    const fmt = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[fmt]}`;
    const estate = ESTATES[it.def.estate];
    const start = Date.parse(`${estate.day}T00:00:00.000Z`) + r.int(6 * 60, 21 * 60) * 60000 + r.int(0, 59) * 1000;
    const baseline = shortBaseline.has(i) ? r.int(3000, 15000) : r.int(30000, 360000);
    const t0 = start + baseline;
    const end = t0 + r.int(3 * 60000, 9 * 60000);
    const traced = r.chance(0.5);
    let target = r.int(1300, 10500);
    let lines: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      lines = buildStream(
        { estate, fmt, start, t0, end, targetLines: target, traced, story: it.def.story },
        r.fork(attempt),
      );
      if (lines.length > 12000) target = Math.floor(target * 0.8);
      else if (lines.length < 1000) target = Math.ceil(target * 1.4);
      else break;
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = it.kind === "incident" ? it.def : null;
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: inc !== null,
      originService: inc ? inc.origin : null,
      category: inc ? inc.cat : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: splits[i],
      note: `${estate.company}: ${it.def.note}`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout31", generateHoldout31, (labels) => {
  const by = new Map<string, number>();
  for (const l of labels) by.set(l.format, (by.get(l.format) ?? 0) + 1);
  return [...by].map(([f, k]) => `${f}=${k}`).join(" ");
});
