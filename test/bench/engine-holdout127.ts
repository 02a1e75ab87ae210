// Blind set holdout127: family entertainment centres (bowling, arcades, trampoline parks).
//
// 64 windows: 52 failures (4 per category, each of the 4 estates once per category) and 12 quiet windows
// (3 per estate) that hold only the everyday noise of the business. Estates:
//   strikezone  bowling chain, 10 services, request ids      (Node, Java/Spring, Python, Go, .NET, Rails)
//   bouncepark  trampoline parks, 9 services, no ids          (Node, Kotlin, Django, Go, .NET, Rails, Python, Java)
//   pixelpier   arcades with game cards, 9 services, ids      (Go, Java, C++, Node, .NET, Python, Ruby)
//   funplex     mixed centre, 8 services, no ids              (Node, Kotlin, C++, Go, .NET, Python, Ruby)
// Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose; 6-20 minute windows, 1,500-10,000 lines,
// per-service clock skew up to 300 ms, failures 3-8 minutes in.
// What makes it hard: a constant harmless error in one service from the first minute (offline arcade reader,
// pinsetter PLC, label printer, guardian signatures), unsigned waivers, declined top-ups, prize stock-outs and
// out-of-order lanes as domain noise, deprecation warnings, retries that succeed, an unrelated deploy or config
// reload near the failure, callers' retry storms louder than the origin, origins that only log at WARN or stop
// logging, errors whose wording borrows other categories (Hikari "timed out" pool waits, 429 flood-stage blocks).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout127/estates.js";
import { EXT, type Format, render } from "./holdout127/formats.js";
import { SPECS, type Spec } from "./holdout127/incidents.js";
import { QUIETS, type Quiet } from "./holdout127/quiet.js";
import { int, mulberry32, shuffle } from "./holdout127/rng.js";
import { assignSplit } from "./holdout127/split.js";
import { buildWindow } from "./holdout127/stream.js";

export interface Holdout127Label extends NotedLabel {
  format: Format;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export function generateHoldout127(dir: string, seed = 12701): Holdout127Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const items: ({ spec: Spec; quiet: null } | { spec: null; quiet: Quiet })[] = shuffle(r, [
    ...SPECS.map((spec) => ({ spec, quiet: null })),
    ...QUIETS.map((quiet) => ({ spec: null, quiet })),
  ]);
  const splits = assignSplit(
    r,
    items.map((it) => it.spec?.category ?? null),
  );
  const labels: Holdout127Label[] = [];
  items.forEach((it, i) => {
    const format = FORMATS[i % FORMATS.length] as Format;
    const estate = ESTATES[it.spec?.estate ?? it.quiet?.estate ?? ""];
    if (!estate) throw new Error("unknown estate");
    const day = Date.UTC(2026, 8, 5) + int(r, 0, 80) * 86400000;
    const start = day + int(r, 10 * 60, 21 * 60) * 60000 + int(r, 0, 59) * 1000 + int(r, 0, 999);
    const durMin = int(r, 6, 20);
    const at = it.spec ? int(r, 3 * 60, Math.min(8 * 60, durMin * 60 - 180)) * 1000 + int(r, 0, 999) : null;
    const durMs = Math.max(durMin * 60000, (at ?? 0) + 180000);
    const targetLines = Math.round(int(r, 250, 520) * (durMs / 60000));
    const evs = buildWindow(r, { estate, start, durMs, at, spec: it.spec, quiet: it.quiet, targetLines });
    const { text, lines } = render(evs, format, estate.ns);
    const id = `h127-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), text);
    const s = it.spec;
    labels.push({
      id,
      file,
      format,
      isIncident: !!s,
      originService: s?.origin ?? null,
      category: s?.category ?? null,
      errorTypeHints: s?.hints ?? [],
      incidentStart: s && at !== null ? new Date(start + at).toISOString() : null,
      expectedSeverityAtLeast: s?.severity ?? null,
      split: splits[i] ?? "tune",
      note: s?.note ?? it.quiet?.note ?? "",
      lines,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout127", generateHoldout127, (labels) => {
  const by = (k: string) => labels.filter((l) => l.format === k).length;
  return `estates strikezone/bouncepark/pixelpier/funplex; formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}`;
});
