/**
 * Blind scenario set holdout107: small-business accounting software.
 *
 * Four made-up estates (Tallybook, Brightbooks, Kauri Ledger, Ledgerwise) running invoicing with payment links,
 * bank feeds from aggregators / Open Banking, categorisation rules, receipt OCR, payroll, VAT/GST filing, currency
 * rates and revaluation, accountant portals, spreadsheet exports and (at Kauri) an Elasticsearch cluster. Each file
 * is one aggregated stream of 9-10 services in Node, Java, Go, Python, .NET or Ruby, sorted by printed time with up
 * to 300 ms of per-service skew, 6-20 minutes long, 1,500-10,000 lines, in one of the six dev formats (rotating).
 *
 * 64 scenarios: 52 failures (4 per category, 13 categories) and 12 quiet windows. What makes it hard: a noisy
 * service that errors constantly from the first minute (sometimes the same service later fails for another reason),
 * the domain's routine grumbles (expired consents, unreadable receipts, bounced invoices, rejected returns, declined
 * cards), deprecation warnings, retries that succeed, an unrelated deploy or config reload near the start, callers
 * that are louder than the failing service, services that fail only at WARN or by going silent, a gateway whose
 * own route change is the problem, trace ids in two estates and none in the other two.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout107/estates.js";
import { type Format, fileExt } from "./holdout107/formats.js";
import { VARIANTS } from "./holdout107/index.js";
import { baseline, quietExtras } from "./holdout107/quiet.js";
import { makeRng } from "./holdout107/rng.js";
import { assignSplits } from "./holdout107/split.js";
import { Scene } from "./holdout107/stream.js";

export interface Holdout107Label extends NotedLabel {
  format: Format;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
const QUIET_NOTES = [
  "ordinary trading hours: expired bank consents, blurry receipts and a bank's planned maintenance, nothing broken.",
  "quiet window with a routine deploy, bounced invoice emails and a rejected return draft; all services healthy.",
  "normal traffic with declined cards, retries that succeed on the second attempt and a config reload.",
];

export function generateHoldout107(dir: string, seed = 10701): Holdout107Label[] {
  mkdirSync(dir, { recursive: true });
  const rng = makeRng(seed);
  type Slot = { v: number | null; est: number };
  const slots: Slot[] = [
    ...VARIANTS.map((_, v) => ({ v, est: VARIANTS[v]?.est ?? 0 })),
    ...Array.from({ length: 12 }, (_, i) => ({ v: null, est: i % 4 })),
  ];
  for (let i = slots.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [slots[i], slots[j]] = [slots[j] as Slot, slots[i] as Slot];
  }
  const splits = assignSplits(
    slots.map((s) => (s.v === null ? null : (VARIANTS[s.v]?.cat ?? null))),
    makeRng(seed ^ 0x5eed),
  );
  const labels: Holdout107Label[] = [];
  slots.forEach((slot, i) => {
    const format = FORMATS[i % FORMATS.length] as Format;
    const n = String(i + 1).padStart(2, "0");
    const file = `h107-${n}.${fileExt(format)}`;
    const variant = slot.v === null ? null : VARIANTS[slot.v];
    const estate = ESTATES[slot.est];
    if (!estate) throw new Error("estate");
    let lines: string[] = [];
    let t0 = 0;
    let scale = 1;
    for (let attempt = 0; attempt < 6; attempt++) {
      const r = makeRng(seed * 131 + i * 7919 + attempt);
      const day = Date.UTC(2026, 10, 2 + i, r.int(6, 20), r.int(0, 59), r.int(0, 59));
      const lead = r.int(180, 480) * 1000;
      const minutes = Math.max(r.int(6, 20), Math.ceil(lead / 60000) + 5);
      const start = day;
      const end = start + minutes * 60000;
      t0 = start + lead;
      const target = r.int(1800, 8600) * scale;
      const s = new Scene(estate, r, start, end);
      variant?.run(s, t0);
      baseline(s, { reqPerSec: (target * 0.42) / (minutes * 60), near: variant ? t0 : start + (end - start) / 2 });
      if (!variant) quietExtras(s, start + (end - start) / 2);
      lines = s.renderTo(format);
      if (lines.length >= 1500 && lines.length <= 10000) break;
      scale *= lines.length > 10000 ? 0.6 : 1.5;
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id: `h107-${n}`,
      file,
      format,
      isIncident: variant !== null && variant !== undefined,
      originService: variant ? (estate.roles[variant.origin]?.name ?? null) : null,
      category: variant ? variant.cat : null,
      errorTypeHints: variant ? variant.hints : [],
      incidentStart: variant ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: variant ? variant.sev : null,
      split: splits[i] ?? "tune",
      note: variant ? variant.note : (QUIET_NOTES[i % QUIET_NOTES.length] as string),
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout107", generateHoldout107, (ls) => {
  const per = new Map<string, number>();
  for (const l of ls) per.set(l.format, (per.get(l.format) ?? 0) + 1);
  return `estates ${ESTATES.map((e) => e.company).join(", ")}; formats ${[...per].map(([f, c]) => `${f} ${c}`).join(", ")}`;
});
