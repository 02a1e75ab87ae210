/**
 * Holdout 46, "the data tier speaks for itself": 64 blind scenarios (52 incidents, 4 per category for all 13
 * categories, and 12 quiet windows) where the stateful systems' own server logs fill much of each file next to the
 * applications that use them, in each product's wording: PostgreSQL, MySQL/InnoDB, MongoDB structured JSON,
 * Redis, Cassandra/ScyllaDB, Kafka brokers, RabbitMQ, Elasticsearch/OpenSearch, etcd, ZooKeeper and MinIO.
 *
 * The origin is where the fault lives: sometimes the store itself (disk full, memory alarm, bad config after a
 * restart, a network path lost, a crash loop), sometimes a client misusing it (an N+1 deploy, a missing-index scan,
 * a migration holding a lock, a job flooding a hot partition, a stale password after rotation, malformed
 * documents), and then the store's complaints are victims of the client's change. Quiet windows carry normal
 * data-tier noise: checkpoints, autovacuum, compaction, partition reassignment, a planned Mongo step-down with
 * clients reconnecting, steady slow-query logging, BGSAVE/AOF rewrite, shard relocation, a replica catching up.
 *
 * Five made-up companies, 6-11 services per file, baseline 3-8 minutes, windows 6-20 minutes, 2,000-12,000
 * lines, per-service clock skew up to 300 ms, sorted by printed time; background traffic, health checks,
 * periodic jobs, a noisy service with a constant harmless complaint, deprecation warnings and retries that
 * succeed. Formats rotate over the dev set's six. Deterministic from the seed.
 *
 *   npx tsx test/bench/engine-holdout46.ts --out DIR [--seed N]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { appBackground, storeBackground } from "./holdout46/background.js";
import { ESTATES, type StoreKind, storeName } from "./holdout46/estates.js";
import { EXT, FORMATS, type Format } from "./holdout46/formats.js";
import { type Ctx, SCENARIOS, type Scenario } from "./holdout46/incidents.js";
import { QUIETS, type Quiet } from "./holdout46/quiet.js";
import { Rng } from "./holdout46/rng.js";
import { assignSplits } from "./holdout46/split.js";
import { Stream } from "./holdout46/stream.js";

export interface Holdout46Label extends NotedLabel {
  format: Format;
}

const MIN = 60_000;
const KINDS: StoreKind[] = [
  "postgres",
  "mysql",
  "mongo",
  "redis",
  "cassandra",
  "kafka",
  "rabbitmq",
  "elasticsearch",
  "etcd",
  "zookeeper",
  "minio",
];

type Item = { inc: Scenario; quiet?: undefined } | { quiet: Quiet; inc?: undefined };

function build(item: Item, idx: number, fmt: Format, r: Rng, scale: number) {
  const e = ESTATES[idx % ESTATES.length];
  const st = {} as Record<StoreKind, string>;
  for (const k of KINDS) st[k] = storeName(e, k, r);
  if (item.inc?.scylla) st.cassandra = `${e.prefix}-scylla`;
  const base = item.inc ? item.inc.stores : item.quiet.stores;
  const extra = r.shuffle(KINDS.filter((k) => !base.includes(k))).slice(0, r.int(1, 2));
  const stores = [...base, ...extra];
  const apps = r.shuffle([...e.apps]).slice(0, r.int(4, Math.min(e.apps.length, 11 - stores.length)));
  if (!apps.some((a) => a.name === e.noisy.app)) apps.push(e.apps.find((a) => a.name === e.noisy.app)!);
  const t0 = Date.UTC(2026, 10, 2 + idx, r.int(0, 22), r.int(0, 59), r.int(0, 59)) + r.int(0, 999);
  const winMin = r.int(6, 20);
  const baseMin = Math.min(r.int(3, 8), winMin - 3);
  const end = t0 + winMin * MIN;
  const f = t0 + baseMin * MIN + r.int(0, 59_000);
  const s = new Stream(r, t0, end);
  const ctx: Ctx = { s, r, e, st, apps, f, end, db: `${e.prefix}_main` };
  if (item.inc) item.inc.run(ctx);
  else item.quiet.run(ctx);
  const faultLines = s.events.length;
  const target = r.int(2600, 10000) * scale;
  const perSec = Math.max(target - faultLines, 1200) / (winMin * 60);
  const weights = apps.length + stores.length * 1.6;
  const clients = apps.map((a) => a.name);
  for (const a of apps) appBackground(s, e, a, t0, end, Math.max(perSec / weights - 0.15, 0.05));
  for (const k of stores)
    storeBackground(s, k, st[k], ctx.db, clients, t0, end, Math.max((perSec * 1.6) / weights, 0.05));
  if (r.chance(0.5)) {
    const other = apps[apps.length - 1];
    const t = t0 + r.int(1, winMin - 1) * MIN;
    s.emit(other.name, t, "info", `received SIGTERM, draining ${r.int(1, 30)} in-flight requests`);
    s.emit(
      other.name,
      t + 5000,
      "info",
      `starting ${other.name} ${r.int(1, 9)}.${r.int(0, 30)}.${r.int(0, 9)} (git ${r.hex(7)}): routine release`,
    );
  }
  const lines = s.render(fmt, e.ns);
  const origin = item.inc ? (item.inc.origin === "app" ? apps[0].name : st[item.inc.origin]) : null;
  return { lines, ctx, origin };
}

export function generateHoldout46(dir: string, seed = 4601): Holdout46Label[] {
  const r = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = r.shuffle([...SCENARIOS.map((inc) => ({ inc })), ...QUIETS.map((quiet) => ({ quiet }))]);
  const splits = assignSplits(
    items.map((it) => it.inc?.cat ?? "quiet"),
    r,
  );
  const labels: Holdout46Label[] = [];
  items.forEach((item, i) => {
    const fmt = FORMATS[i % FORMATS.length];
    const id = `h46-${String(i + 1).padStart(2, "0")}`;
    let scale = 1;
    let out = build(item, i, fmt, new Rng(seed * 1000 + i), scale);
    for (let k = 0; k < 4 && (out.lines.length > 12_000 || out.lines.length < 2_000); k++) {
      scale *= out.lines.length > 12_000 ? 0.7 : 1.4;
      out = build(item, i, fmt, new Rng(seed * 1000 + i + 7919 * (k + 1)), scale);
    }
    const file = `${id}.${EXT[fmt]}`;
    writeFileSync(join(dir, file), `${out.lines.join("\n")}\n`);
    const c = out.ctx;
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: !!item.inc,
      originService: out.origin,
      category: item.inc?.cat ?? null,
      errorTypeHints: item.inc?.hints ?? [],
      incidentStart: item.inc ? new Date(c.f).toISOString() : null,
      expectedSeverityAtLeast: item.inc?.sev ?? null,
      split: splits[i],
      note: item.inc ? item.inc.note(c) : `quiet: ${item.quiet.note}`,
      lines: out.lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout46", generateHoldout46);
