// Blind set quiet32: 48 windows of aggregated logs from retailers and news publishers. 40 are quiet (nothing is
// broken) and carry harmless noise that looks alarming: tills offline overnight, card declines, refused vouchers,
// PIN-pad firmware reboots and key rotations, WAN failover to 4G, self-checkout weight alarms, click-and-collect
// substitutions, a breaking-news traffic spike, editors' draft conflicts, malformed wire items, pruned push tokens,
// live-blog socket drops, CDN purge 429s and 35 kinds in all. 8 are failures, one per category (database, timeout,
// memory, dependency, disk, network, configuration, unknown), laid on the same noise.
// Estates: Larder & Co grocery (traced), Kestrel department stores (no ids), The Northern Ledger (traced) and
// Meridian Post (no ids), 9-10 services each in Java, Go, Python, Node, .NET, Ruby and C++. Files rotate over the
// six dev formats (jsonl, datadog, ecs, gcp, logfmt, compose), 6-20 minutes and 1,500-10,000 lines each, clock skew
// up to 300 ms per service. Hard because every file has a noisy service erroring from the first minute, retries,
// deprecation warnings and a deploy or config reload; origins log only WARN, go quiet or are the noisy service.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background } from "./quiet32/background.js";
import { ESTATES } from "./quiet32/estates.js";
import { EXT, FORMATS, type Format } from "./quiet32/formats.js";
import { FAILURES } from "./quiet32/incidents.js";
import { KINDS, type Kind } from "./quiet32/quiet.js";
import { Rng } from "./quiet32/rng.js";
import { assignSplit } from "./quiet32/split.js";
import { Ctx, writeStream } from "./quiet32/stream.js";

export interface Quiet32Label extends NotedLabel {
  format: Format;
}

const MIN = 60000;
const DAY0 = Date.UTC(2026, 8, 1);

interface Plan {
  estate: number;
  kind: Kind;
  failure?: (typeof FAILURES)[number];
}

function plan(r: Rng): Plan[] {
  const anyK = KINDS.filter((k) => k.domain === "any");
  const retail = [...KINDS.filter((k) => k.domain === "retail"), ...anyK.slice(0, 5)];
  const news = [...KINDS.filter((k) => k.domain === "news"), ...anyK];
  const quiet: Plan[] = [
    ...retail.map((kind, i) => ({ estate: i % 2, kind })),
    ...news.map((kind, i) => ({ estate: 2 + (i % 2), kind })),
  ];
  r.shuffle(quiet);
  const fails = FAILURES.map((failure) => ({
    estate: failure.estate,
    failure,
    kind: r.pick(ESTATES[failure.estate]?.domain === "retail" ? retail : news),
  }));
  // place the failures so they fall on at least six different formats
  let pos: number[] = [];
  do pos = r.shuffle([...Array(48).keys()]).slice(0, 8);
  while (new Set(pos.map((p) => p % 6)).size < 6);
  const out: Plan[] = [];
  let q = 0;
  let f = 0;
  for (let i = 0; i < 48; i++) out.push(pos.includes(i) ? (fails[f++] as Plan) : (quiet[q++] as Plan));
  return out;
}

export function generateQuiet32(dir: string, seed = 3201): Quiet32Label[] {
  mkdirSync(dir, { recursive: true });
  const r = new Rng(seed);
  const plans = plan(r);
  const labels: Quiet32Label[] = [];
  plans.forEach((p, i) => {
    const estate = ESTATES[p.estate];
    if (!estate) throw new Error("bad estate");
    const fmt = FORMATS[i % 6] as Format;
    const id = `q32-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[fmt]}`;
    const hour = p.failure ? r.int(7, 21) : (p.kind.hour ?? r.int(7, 21));
    const t0 = DAY0 + i * 86400000 + hour * 3600000 + r.int(0, 40) * MIN + r.int(0, 59999);
    const dur = (p.failure ? r.int(12, 20) : r.int(6, 20)) * MIN;
    const t1 = t0 + dur;
    const start = p.failure ? t0 + r.int(3 * MIN, 8 * MIN) : null;
    const svcs = Object.values(estate.roles);
    const origin = p.failure ? estate.roles[p.failure.originRole] : undefined;
    const others = svcs.filter((s) => s !== origin);
    const deploySvc = r.pick(others);
    const deployAt = start !== null ? start + r.int(-150000, 120000) : r.int(t0 + MIN, t1 - MIN);
    const reload = r.chance(0.4);
    let rps = r.int(2500, 7000) / (dur / 1000) / 2.6;
    let lines: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const c = new Ctx(r, estate, t0, t1);
      background(c, { rps, deployAt, deploySvc, reload });
      const from = p.failure ? t0 + r.int(0, 2 * MIN) : t0 + r.int(0, MIN);
      p.kind.run(c, from, t1);
      if (p.failure && start !== null) p.failure.run(c, start, t1);
      lines = writeStream(c, fmt);
      if (lines.length > 9800) rps *= 0.7;
      else if (lines.length < 1600) rps *= 1.5;
      else break;
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: !!p.failure,
      originService: origin ?? null,
      category: p.failure?.category ?? null,
      errorTypeHints: p.failure?.hints ?? [],
      incidentStart: start !== null ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: p.failure?.severity ?? null,
      split: "tune",
      note: p.failure ? `${estate.name}: ${p.failure.note}.` : `${estate.name}, nothing broken: ${p.kind.note}.`,
      lines: lines.length,
    });
  });
  const splits = assignSplit(r, labels);
  labels.forEach((l, i) => {
    l.split = splits[i] ?? "tune";
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet32", generateQuiet32, (ls) => {
  const fm = FORMATS.map((f) => `${f} ${ls.filter((l) => l.format === f).length}`).join(", ");
  return `formats: ${fm}; incidents on ${[...new Set(ls.filter((l) => l.isIncident).map((l) => l.format))].join("/")}`;
});
