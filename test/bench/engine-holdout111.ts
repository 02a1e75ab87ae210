// Blind set holdout111: digital news publishing. 64 aggregated log windows (52 failures, 4 per category for the 13
// categories, and 12 quiet windows) from four made-up publishers: Harbour Herald (Go edge, Spring cms-api, Python
// publish-worker, Node paywall-meter, Ruby subs-billing ... with trace ids), Nordlicht Media (Node BFF, .NET article
// and subscription services, C++ transcoder, Go meter and prebid; no trace ids), Capital Ledger Daily (Go gateway,
// Django editorial-api, Java metering and push, Node checkout, Sidekiq mod-queue; request ids) and Valley Courier
// Group (Next.js renderer, Rails drafts, Kotlin paywall, Go identity, .NET notif-hub; no ids). 9-10 services per
// file, 8-18 minute windows, about 1,500-10,000 lines, rotating over jsonl, datadog, ecs, gcp, logfmt and compose with
// multi-line stack traces where the shape allows, up to 300 ms clock skew per service.
// What makes it hard: every estate has a constant noisy error (expired FCM tokens, prebid bidder deadlines,
// crawler meter denials, missing images) louder than some failures; bots on the meter wall, spam holds, newsletter
// bounces, stale-after-purge warnings, deprecation warnings and retries that succeed; an unrelated release or config
// reload near every failure; callers and front doors report failures in their own words and often louder than the
// failing service; some failing services log only WARN or go quiet; dependency failures read like auth or network
// words (an IdP's 503, a Kafka refusal), and the quiet windows carry busy-but-healthy moments.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout111/estates.js";
import { EXT, FORMATS, type Format } from "./holdout111/formats.js";
import { CATEGORIES, INCIDENTS, type IncSpec } from "./holdout111/incidents.js";
import { QUIET, type QuietSpec } from "./holdout111/quiet.js";
import { int, mulberry32, pick, shuffle } from "./holdout111/rng.js";
import { assignSplit } from "./holdout111/split.js";
import { buildStream, Script } from "./holdout111/stream.js";

export interface Holdout111Label extends NotedLabel {
  format: Format;
}

type Item = { kind: "inc"; spec: IncSpec; format: Format } | { kind: "quiet"; spec: QuietSpec; format: Format };

function items(): Item[] {
  const out: Item[] = [];
  let k = 0;
  for (let v = 0; v < 4; v++) {
    for (const c of CATEGORIES) {
      const spec = INCIDENTS.filter((s) => s.cat === c)[v];
      if (!spec) throw new Error(`missing variant ${v} of ${c}`);
      out.push({ kind: "inc", spec, format: FORMATS[k++ % FORMATS.length] });
    }
  }
  QUIET.forEach((spec, q) => {
    out.push({ kind: "quiet", spec, format: FORMATS[q % FORMATS.length] });
  });
  return out;
}

export function generateHoldout111(dir: string, seed = 11101): Holdout111Label[] {
  mkdirSync(dir, { recursive: true });
  const top = mulberry32(seed);
  const order = shuffle(top, items());
  const groups = new Map<string, number[]>();
  order.forEach((it, i) => {
    const key = it.kind === "inc" ? it.spec.cat : "quiet";
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const split = assignSplit(top, groups, order.length);
  const labels: Holdout111Label[] = [];
  order.forEach((it, i) => {
    const r = mulberry32((seed * 7919 + i * 104729) >>> 0);
    const estate = ESTATES[it.spec.estate];
    const day = Date.UTC(2026, 9, 1) + i * 86_400_000;
    const start = day + int(r, 5, 22) * 3_600_000 + pick(r, [0, 10, 20, 30, 40, 50]) * 60_000 + int(r, 0, 59_000);
    const minutes = int(r, 8, 18);
    const end = start + minutes * 60_000;
    const off = int(r, 180, Math.min(480, minutes * 60 - 240));
    const t0 = start + off * 1000 + int(r, 0, 999);
    const script = new Script(r, estate, t0, end);
    const origin = it.kind === "inc" ? it.spec.origin : null;
    const others = estate.services.filter((s) => s.name !== origin && s.name !== estate.noisy);
    const releases = [{ svc: pick(r, others).name, at: t0 + int(r, -150, 150) * 1000, reload: r() < 0.4 }];
    if (it.kind === "inc" && it.spec.ownRelease) {
      releases.push({ svc: it.spec.origin, at: t0 + it.spec.ownRelease.at * 1000, reload: it.spec.ownRelease.reload });
    }
    it.spec.run(script);
    const lines = buildStream(
      {
        estate,
        format: it.format,
        start,
        minutes,
        targetLines: int(r, 1800, 8200),
        thin: it.kind === "inc" ? { svc: it.spec.origin, from: t0, drop: it.spec.drop } : undefined,
        releases,
        script,
      },
      r,
    );
    const id = `h111-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[it.format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = it.kind === "inc" ? it.spec : null;
    labels.push({
      id,
      file,
      format: it.format,
      isIncident: inc !== null,
      originService: inc?.origin ?? null,
      category: inc?.cat ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc?.sev ?? null,
      split: split[i],
      note: it.spec.note,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout111", generateHoldout111, (labels) => {
  const formats = new Set(labels.map((l) => l.format));
  return `formats ${[...formats].join("/")}; estates harbour, nordlicht, capledger, valley`;
});
