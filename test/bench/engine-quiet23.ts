// Blind scenario set quiet23: harmless-but-alarming windows from cloud-native SaaS platforms, plus eight incidents.
//
// Estates (made-up companies, 9-10 services each): Brightcart (hosted storefronts: envoy edge, Node, Go, Java,
// Python; trace ids), Tallyhive (B2B invoicing: nginx ingress, Rails, .NET, Java, Python, Go; no ids), Parcelpoint
// (parcel logistics: envoy, Go, Python, Java/Kafka, Node, .NET, Ruby; trace ids) and Medora (clinic scheduling:
// Node BFF, Java, Python, Go, .NET; no ids).
// 48 scenarios: 40 quiet windows built around 36 kinds of noise that pages people for nothing (node drains, cold
// starts after scale-up, evictions, migration locks, GC pauses, 499 storms, ingress reloads, canaries, flag-stream
// reconnects, CDN purges, WAF scanner blocks, planned DB failovers, replica lag, cache failovers, consumer
// rebalances, JWKS rotations, card declines, vendor 429s, slow month-end queries, cron overlaps, cert reloads,
// deprecation floods, heap trimming, per-key rate limiting, partner 400s, a flapping optional breaker, expired
// sessions, DNS retries, DLQ poison messages, clock-leap warnings, debug logging, scratch-disk pruning, an
// unreachable telemetry collector, scale-down cancellations, Vault lease re-auth, a load test), and 8 incidents
// (configuration, dependency, disk, timeout, memory, authentication, database, network) on the same noise.
// Every file: one estate, 6-20 minutes, 1,500-10,000 lines, clock skew up to 300 ms, one of the six dev formats in
// rotation, a noisy service erroring from the first minute, deprecation warnings, retries that succeed, deploys.
// Hard parts: quiet windows full of ERROR/5xx/breaker/failover lines that all recover; callers louder than the
// origin; an origin that only warns; origins that go quiet; vendor and broker faults that only the client logs.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./quiet23/estates.js";
import { EXT, FORMATS, type Format } from "./quiet23/formats.js";
import { INCIDENTS } from "./quiet23/incidents.js";
import { NOISES } from "./quiet23/quiet.js";
import { mulberry32 } from "./quiet23/rng.js";
import { assignSplit } from "./quiet23/split.js";
import { baseline, type Ctx, deployLines, print } from "./quiet23/stream.js";

export interface Quiet23Label extends NotedLabel {
  format: Format;
}

interface Plan {
  estate: string;
  incident: number | null;
  headline: number | null;
}

const MIN = 60_000;

export function generateQuiet23(dir: string, seed = 2301): Quiet23Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  // 8 incidents (two per estate) and 40 quiet windows (ten per estate), in a seeded order
  const headlines = r.shuffle(NOISES.map((_, i) => i));
  while (headlines.length < 40) headlines.push(r.int(0, NOISES.length - 1));
  const plans: Plan[] = INCIDENTS.map((inc, i) => ({ estate: inc.estate, incident: i, headline: null }));
  headlines.forEach((h, i) => {
    plans.push({ estate: ESTATES[i % ESTATES.length].key, incident: null, headline: h });
  });
  r.shuffle(plans);

  const labels: Quiet23Label[] = [];
  plans.forEach((plan, idx) => {
    const id = `q23-${String(idx + 1).padStart(2, "0")}`;
    const format = FORMATS[idx % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const estate = ESTATES.find((e) => e.key === plan.estate) ?? ESTATES[0];
    const inc = plan.incident === null ? null : INCIDENTS[plan.incident];
    const day = 1 + ((idx * 7) % 28);
    const start = Date.UTC(2026, 11, day, r.int(0, 23), r.int(0, 59), r.int(0, 59), 0);
    const offset = inc ? r.int(3 * MIN, 8 * MIN) : 0;
    const durMin = inc ? r.int(Math.max(10, Math.ceil(offset / MIN) + 5), 20) : r.int(6, 20);
    const target = r.int(2200, 8500);
    const localSeed = r.int(1, 2 ** 30);
    let rps = target / (durMin * 60 * 3.6);
    let out = { text: "", lines: 0 };
    let t0 = 0;
    let kinds: string[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const lr = mulberry32(localSeed + attempt * 7919);
      const c: Ctx = { r: lr, estate, start, end: start + durMin * MIN, evs: [], mute: [], gwFail: [] };
      t0 = start + offset;
      kinds = [];
      if (inc) inc.run(c, t0);
      baseline(c, rps);
      const pool = NOISES.filter((n) => !inc?.avoid.includes(n.kind));
      const chosen = plan.headline !== null ? [NOISES[plan.headline]] : [];
      const extra = lr.int(1, 2);
      while (chosen.length < extra + (plan.headline !== null ? 1 : 0)) {
        const n = lr.pick(pool);
        if (!chosen.includes(n)) chosen.push(n);
      }
      chosen.forEach((n, k) => {
        kinds.push(n.kind);
        const near = inc && k === 0 ? t0 + lr.int(-3 * MIN, 3 * MIN) : 0;
        const at = near || start + lr.int(MIN, Math.max(MIN + 1, durMin * MIN - 4 * MIN));
        n.run(c, Math.max(start + 20_000, at));
      });
      if (!inc) {
        const others = Object.keys(estate.services).filter((s) => s !== estate.gateway);
        deployLines(
          c,
          start + lr.int(MIN, durMin * MIN - MIN),
          lr.pick(others),
          `v${lr.int(1, 9)}.${lr.int(0, 60)}.${lr.int(0, 9)}`,
        );
      }
      out = print(c, format);
      if (out.lines >= 1500 && out.lines <= 10000) break;
      rps *= out.lines < 1500 ? 1.5 : 0.6;
    }
    writeFileSync(join(dir, file), out.text);
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: inc
        ? inc.note
        : `Quiet ${estate.company} window: ${kinds.join("; ")}; everything recovers on its own and nothing user-facing is broken.`,
      lines: out.lines,
    });
  });
  const splits = assignSplit(
    labels.map((l) => l.category ?? "quiet"),
    r,
  );
  labels.forEach((l, i) => {
    l.split = splits[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet23", generateQuiet23, (labels) => {
  const f = FORMATS.map((x) => `${x} ${labels.filter((l) => l.format === x).length}`).join(", ");
  const tune = labels.filter((l) => l.split === "tune").length;
  return `estates ${ESTATES.map((e) => e.key).join("/")}; formats ${f}; ${NOISES.length} noise kinds; split tune ${tune} / locked ${labels.length - tune}`;
});
