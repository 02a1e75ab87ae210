// quiet144: a blind evaluation set of 48 generated log windows from four made-up marina and boatyard businesses
// (berth bookings, fuel docks, haul-out and repair scheduling, boat sales listings, membership billing): 40 quiet
// windows and 8 incidents, one each of disk, configuration, memory, database, network, dependency, authentication
// and timeout. The quiet windows are the point: each is a busy hour that needs no page but looks alarming (a dues
// run full of card declines, credential stuffing, a crawler's 404 wall, reindex 429s, cold caches after a planned
// restart, rolling deploys with edge 502s, bounce storms, DEBUG left on, rebalances...), over steady background
// traffic that always carries routine WARNs and ERRORs and one service repeating the same error all hour. The
// incidents are written from public postmortems' failure modes in real software's words; their origins are often
// quiet (WARN-only, a handful of lines, or silent while crash-looping), callers report them in their own runtime's
// words with retries that make them louder, unrelated deploys land nearby, and the steady noise shares the fault's
// vocabulary (connection resets, invalid credentials, disk watermarks, timeouts). Six formats, clock skew of up to
// 300 ms between services, all deterministic from the seed.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import { EXT } from "./quiet144/formats.js";
import { planWindows } from "./quiet144/plan.js";
import { Rng } from "./quiet144/rng.js";
import { assignSplits } from "./quiet144/split.js";
import type { Format } from "./quiet144/types.js";
import { buildWindow } from "./quiet144/window.js";

export interface Label extends NotedLabel {
  format: Format;
}

export function generateQuiet144(dir: string, seed = 14451): Label[] {
  const rng = new Rng(seed);
  const plans = planWindows(rng.fork("plan"));
  const splits = assignSplits(
    rng.fork("split"),
    plans.map((p) => p.incident !== undefined),
  );
  const build = rng.fork("build");
  mkdirSync(dir, { recursive: true });
  const labels: Label[] = plans.map((p, i) => {
    const w = buildWindow(p, build);
    const file = `${p.id}.${EXT[p.format]}`;
    writeFileSync(join(dir, file), w.text);
    const inc = p.incident;
    return {
      id: p.id,
      file,
      format: p.format,
      isIncident: inc !== undefined,
      originService: inc && w.outcome ? w.outcome.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc && w.outcome ? new Date(w.outcome.start).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: splits[i],
      note: w.note,
      lines: w.lines,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet144", generateQuiet144, formatsSplitsLines);
