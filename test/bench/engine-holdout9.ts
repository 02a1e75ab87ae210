// Holdout 9: a blind set of 64 generated incident logs (52 incidents, 4 per category, and 12 quiet windows)
// over three new estates (grocery delivery, hospital records, multiplayer game backend) in the README's six
// formats. Written from public postmortem patterns and real runtime wording, without looking at the engine.
//   npx tsx test/bench/engine-holdout9.ts --out DIR [--seed N]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { build } from "./holdout9/build.js";
import { ehr } from "./holdout9/estate-ehr.js";
import { game } from "./holdout9/estate-game.js";
import { grocery } from "./holdout9/estate-grocery.js";
import { EXT } from "./holdout9/formats.js";
import { ehrIncidents } from "./holdout9/incidents-ehr.js";
import { gameIncidents } from "./holdout9/incidents-game.js";
import { groceryIncidents } from "./holdout9/incidents-grocery.js";
import { layout } from "./holdout9/plan.js";
import { quietSpecs } from "./holdout9/quiet.js";
import { Rng } from "./holdout9/rng.js";
import type { Format } from "./holdout9/types.js";

const ESTATES = { grocery, ehr, game };

/** The README label plus the file's format. */
export type H9Label = NotedLabel & { format: Format };

export function generateHoldout9(dir: string, seed = 9): H9Label[] {
  mkdirSync(dir, { recursive: true });
  const r = new Rng(seed * 2654435761);
  const specs = r.shuffle([...groceryIncidents, ...ehrIncidents, ...gameIncidents, ...quietSpecs]);
  const lay = layout(specs, r);
  const labels: H9Label[] = [];
  specs.forEach((spec, i) => {
    const L = lay[i];
    const id = `h9-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[L.format]}`;
    const sr = new Rng(seed * 7919 + (i + 1) * 104729);
    const ms = L.minutes * 60000;
    const { text, lines } = build(
      spec,
      ESTATES[spec.estate],
      { start: L.start, ms, onset: L.onsetMs, lines: L.lines, format: L.format },
      sr,
    );
    writeFileSync(join(dir, file), text);
    const inc = spec.cat !== null;
    const where = `${(L.onsetMs / 60000).toFixed(1)} of ${L.minutes} min (${Math.round((100 * L.onsetMs) / ms)}%)`;
    labels.push({
      id,
      file,
      format: L.format,
      isIncident: inc,
      originService: inc ? spec.origin : null,
      category: inc ? spec.cat : null,
      errorTypeHints: inc ? spec.hints : [],
      incidentStart: inc ? new Date(L.start + L.onsetMs).toISOString() : null,
      expectedSeverityAtLeast: inc ? spec.sev : null,
      split: L.split,
      note: `${spec.estate}: ${spec.note}; ${inc ? "onset" : "event"} at ${where}`,
      lines,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout9", generateHoldout9);
