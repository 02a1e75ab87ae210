// quiet146: a blind evaluation set of 48 generated log windows from four invented campsite and caravan-park
// businesses (pitch bookings, barrier gates with number-plate recognition, electric hook-up metering, site shop
// tills, guest wifi). Forty windows are busy hours that need no page and eight are real incidents, one each of
// disk, configuration, memory, database, network, dependency, authentication and timeout. What makes it hard: the
// quiet hours are loud on purpose (scanner floods of 404s, partner 429s, deploy 503s, GC pauses, disk-usage
// warnings, RADIUS rejects, card declines, DNS SERVFAILs, open circuit breakers around a cosmetic widget), so
// error counts and scary words do not separate them from incidents; and in the incidents the origin is rarely the
// loudest service, sometimes only warns or falls silent, callers describe the failure in their own runtime's words
// (Go, Python, Node, Spring, .NET, nginx, Envoy, HAProxy, Traefik), retries multiply the callers' errors, an
// unrelated deploy lands nearby, and steady noise shares the fault's vocabulary. Written by a helper who never
// saw the engine.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./quiet146/estates.js";
import { EXT, type Format } from "./quiet146/formats.js";
import { plan } from "./quiet146/plan.js";
import { Rng } from "./quiet146/rng.js";
import { stratifiedSplit } from "./quiet146/split.js";
import { buildWindow } from "./quiet146/window.js";

export interface Label extends NotedLabel {
  format: Format;
}

export function generateQuiet146(dir: string, seed = 14651): Label[] {
  mkdirSync(dir, { recursive: true });
  const rng = new Rng(seed);
  const windows = plan(rng);
  const splits = stratifiedSplit(
    windows.map((w) => w.sc.incident !== undefined),
    seed,
  );
  const labels: Label[] = windows.map((w, i) => {
    const id = `quiet146-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[w.format]}`;
    const built = buildWindow(w.sc, w.format, (seed * 7919 + i * 104729) >>> 0, w.day);
    writeFileSync(join(dir, file), built.text);
    const estate = ESTATES.find((e) => e.key === w.sc.estate);
    const inc = w.sc.incident;
    return {
      id,
      file,
      format: w.format,
      isIncident: inc !== undefined,
      originService: inc && estate ? estate.svc[inc.origin].name : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: built.incidentStart,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: splits[i],
      note: w.sc.note,
      lines: built.lines,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet146", generateQuiet146, formatsSplitsLines);
