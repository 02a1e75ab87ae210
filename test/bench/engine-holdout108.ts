// Blind holdout set 108 for the diagnosis engine: a fixed broadband internet provider.
//
// 64 scenarios: 52 incidents (4 for each of the 13 root-cause categories) and 12 quiet windows. Four made-up
// estates (Brightline Fibre, Kestrel Broadband, Northwave Net, Pebble Telecom), each with 13 services covering
// order capture and address qualification, OSS provisioning of ONTs and cable modems, RADIUS, DHCPv6 prefix
// delegation, TR-069 ACS, network inventory, field dispatch, line telemetry, outage detection, billing, the
// customer app gateway and speed tests; every file holds 8-10 of them over 7-19 minutes (about 1,500-10,000
// lines), rotating over the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose) with multi-line
// stacks in Java, Python, Node, .NET, Ruby and Go style. Two estates print trace ids, two do not.
//
// What makes it hard: a noisy service repeating a harmless error from the first minute (suspended-account
// RADIUS rejects, low optical power on long drops, tablets offline, Wi-Fi speed tests timing out), callers whose
// retry storms are louder than the failing service, origins that only warn or fall silent, unrelated deploys and
// config reloads near the start, per-service clock skew up to 300 ms, and third parties that never log here.
//
//   npx tsx test/bench/engine-holdout108.ts --out DIR [--seed N]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout108/estates.js";
import { EXT, type Format } from "./holdout108/formats.js";
import { PART_A } from "./holdout108/incidents-a.js";
import { PART_B } from "./holdout108/incidents-b.js";
import { QUIET } from "./holdout108/quiet.js";
import { mulberry32 } from "./holdout108/rng.js";
import { assignSplit } from "./holdout108/split.js";
import { buildWindow } from "./holdout108/stream.js";

export interface Holdout108Label extends NotedLabel {
  format: Format;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export function generateHoldout108(dir: string, seed = 10801): Holdout108Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  type Item = { kind: "incident"; i: number } | { kind: "quiet"; i: number };
  const items: Item[] = [
    ...[...PART_A, ...PART_B].map((_, i) => ({ kind: "incident" as const, i })),
    ...QUIET.map((_, i) => ({ kind: "quiet" as const, i })),
  ];
  for (let i = items.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [items[i], items[j]] = [items[j], items[i]];
  }
  const all = [...PART_A, ...PART_B];
  const groups = items.map((it) => (it.kind === "quiet" ? "quiet" : all[it.i].cat));
  const splits = assignSplit(groups, r.fork(7));
  const labels: Holdout108Label[] = [];
  items.forEach((it, n) => {
    const id = `h108-${String(n + 1).padStart(2, "0")}`;
    const format = FORMATS[n % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const sr = r.fork(1000 + n);
    const day = 1 + (n % 27);
    const base = Date.UTC(2026, 10, day, sr.int(0, 22), sr.int(0, 59), 0) + sr.int(0, 999);
    if (it.kind === "incident") {
      const s = all[it.i];
      const estate = ESTATES[s.est];
      const built = buildWindow(
        {
          estate,
          format,
          origin: s.origin,
          needs: s.needs,
          silence: s.silence ?? false,
          once: s.once ?? [],
          bursts: s.bursts,
        },
        sr,
        base,
      );
      writeFileSync(join(dir, file), built.text);
      labels.push({
        id,
        file,
        format,
        isIncident: true,
        originService: estate.names[s.origin],
        category: s.cat,
        errorTypeHints: s.hints,
        incidentStart: new Date(built.start).toISOString(),
        expectedSeverityAtLeast: s.sev,
        split: splits[n],
        note: `${estate.company}: ${s.note}`,
        lines: built.lines,
      });
    } else {
      const q = QUIET[it.i];
      const estate = ESTATES[q.est];
      const built = buildWindow(
        { estate, format, origin: null, needs: [], silence: false, once: q.once, bursts: q.bursts },
        sr,
        base,
      );
      writeFileSync(join(dir, file), built.text);
      labels.push({
        id,
        file,
        format,
        isIncident: false,
        originService: null,
        category: null,
        errorTypeHints: [],
        incidentStart: null,
        expectedSeverityAtLeast: null,
        split: splits[n],
        note: `${estate.company}: ${q.note}`,
        lines: built.lines,
      });
    }
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout108", generateHoldout108, (labels) => {
  const by = (k: string) => labels.filter((l) => l.format === k).length;
  return `formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}; estates ${ESTATES.map((e) => e.company).join(", ")}`;
});
