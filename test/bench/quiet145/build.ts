// Orders the 48 scenarios, assigns formats (eight each) and halves, simulates each window and writes the files.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { incidents } from "./incidents.js";
import { quiet } from "./quiet.js";
import { Rng } from "./rng.js";
import { simulate } from "./simulation.js";
import { stratifiedSplit } from "./split.js";
import type { Format, Label } from "./types.js";

const formats: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];

export function build(dir: string, seed: number): Label[] {
  const r = new Rng(seed);
  const all = r.shuffle([...incidents, ...quiet]);
  const fmts = r.shuffle(all.map((_, i) => formats[i % formats.length]));
  const splits = stratifiedSplit(
    all.map((s) => (s.incident ? "incident" : `quiet:${s.estate}`)),
    r.fork(1),
  );
  mkdirSync(dir, { recursive: true });
  const labels: Label[] = [];
  all.forEach((sc, i) => {
    const id = `quiet145-${String(i + 1).padStart(2, "0")}`;
    const w = simulate(id, sc, fmts[i], r.fork(100 + i), i);
    writeFileSync(join(dir, w.file), w.text);
    labels.push({
      id,
      file: w.file,
      format: fmts[i],
      isIncident: Boolean(sc.incident),
      originService: sc.incident?.origin ?? null,
      category: sc.incident?.category ?? null,
      errorTypeHints: sc.incident?.hints ?? [],
      incidentStart: w.incidentStart,
      expectedSeverityAtLeast: sc.incident?.severity ?? null,
      split: splits[i],
      note: sc.note,
      lines: w.lines,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}
