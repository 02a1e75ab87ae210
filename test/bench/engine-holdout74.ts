// Blind set holdout74: consumer lending and recruiting.
//
// 64 scenarios (52 incidents, 4 for each of the 13 root-cause categories, and 12 quiet windows) over four made-up
// estates: two consumer lenders (Brightwell Lending: Java/Spring core, Go pricing and repayments, Python KYC and
// collections, Node BFF and e-sign, with trace ids; Lendora: .NET underwriting/servicing, Rails web and agreements,
// Go payouts and direct debits, Python fraud scoring, Node dialer, no request ids) and two recruiting platforms
// (HireLoop: Node, Go, Python, Java, Ruby with trace ids; TalentForge: .NET, Python, C++, Java, Go, Ruby, no ids).
// Each estate carries every category once and three quiet windows. Each file is one aggregated stream of 9-10
// services over 6-20 minutes (1,500-10,000 lines), sorted by printed time with up to 300 ms skew per service, in one
// of the six dev formats in rotation (jsonl, datadog, ecs, gcp, logfmt, compose), with multi-line stack traces in
// each runtime's own shape.
//
// What makes it hard: every window carries the domain's normal failures (declines by policy, bureau no-hits,
// returned direct debits, unanswered collection calls, unparseable resumes, throttled job-board feeds, bounced
// invites), one service that complains at a constant rate from the first minute, deprecation warnings, retries that
// succeed and an unrelated release or config reload near the start. Callers report failures in their own words and
// retry louder than the origin; some origins log at WARN only, some only print restart lines or stop logging.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout74/estates.js";
import { EXT, FORMATS, type Format, render } from "./holdout74/formats.js";
import { INCIDENTS, type Incident } from "./holdout74/incidents.js";
import { QUIETS, type Quiet } from "./holdout74/quiet.js";
import { Rng } from "./holdout74/rng.js";
import { assignSplit } from "./holdout74/split.js";
import { buildWindow } from "./holdout74/stream.js";

export interface Holdout74Label extends NotedLabel {
  format: Format;
}

type Item = { kind: "incident"; inc: Incident } | { kind: "quiet"; q: Quiet };

export function generateHoldout74(dir: string, seed = 7401): Holdout74Label[] {
  const rng = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = rng.shuffle([
    ...INCIDENTS.map((inc): Item => ({ kind: "incident", inc })),
    ...QUIETS.map((q): Item => ({ kind: "quiet", q })),
  ]);
  const splits = assignSplit(
    items.map((it) => (it.kind === "incident" ? it.inc.category : null)),
    rng,
  );
  const labels: Holdout74Label[] = [];
  items.forEach((it, i) => {
    const r = new Rng(seed * 1000 + i * 7919 + 17);
    const id = `h74-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const estate = ESTATES[it.kind === "incident" ? it.inc.estate : it.q.estate];
    const day = Date.UTC(2026, 8, 1) + i * 86400000;
    const t0 = day + r.int(6, 20) * 3600000 + r.int(0, 11) * 300000;
    const start = r.int(180, 480);
    const duration = Math.min(1200, Math.max(r.int(360, 1200), start + r.int(240, 600)));
    const targetLines = r.int(1900, 8200);
    const { events, ctx } = buildWindow(r, {
      estate,
      t0,
      duration,
      start,
      targetLines,
      incident: it.kind === "incident" ? it.inc : undefined,
      extras: it.kind === "quiet" ? it.q.extras : undefined,
    });
    const lines: string[] = [];
    for (const ev of events) lines.push(...render(format, ev, ctx));
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = it.kind === "incident" ? it.inc : null;
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(t0 + start * 1000).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: splits[i],
      note: inc ? inc.note : (it as { q: Quiet }).q.note,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout74", generateHoldout74, (labels) => {
  const estates = new Set(INCIDENTS.map((i) => i.estate)).size;
  const lines = labels.map((l) => l.lines);
  return `${estates} estates, formats ${FORMATS.join("/")}, lines per file ${Math.min(...lines)}-${Math.max(...lines)}, tune ${labels.filter((l) => l.split === "tune").length}/locked ${labels.filter((l) => l.split === "locked").length}`;
});
