// holdout145: a blind evaluation set of 64 generated log windows from four invented commercial bakeries and food
// manufacturers (production lines, wholesale EDI orders, delivery routes, allergen labelling, shop tills): 52
// incidents, four of each of the 13 root-cause categories, and 12 quiet windows. It was written by a helper who
// never saw the diagnosis engine, from public postmortem failure modes and real runtimes' error wording. What makes
// it hard: origins often only WARN, log little, go silent or crash-loop with start-up lines; callers report the
// fault in their own runtime's words (Axios, Spring, Go net/http, requests/httpx, Faraday) and retry louder than the
// origin; wording crosses categories (a Hikari "timed out" that is a database fault, an ENOTFOUND that is a bad
// release config, an Elasticsearch 403 that is a full disk); unrelated deploys land near the fault; every window has
// steady routine WARNs and ERRORs, often a service that errors at a constant rate; quiet windows are loud busy hours
// (cutoff rushes, scanners, rebalances, rolling deploys, stocktake imports) that need no page.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { formatsSplitsLines, runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout145/estates.js";
import { EXT, FORMATS, type Format } from "./holdout145/formats.js";
import type { Incident } from "./holdout145/incident.js";
import { ACCESS } from "./holdout145/incidents-access.js";
import { DATA } from "./holdout145/incidents-data.js";
import { PLATFORM } from "./holdout145/incidents-platform.js";
import { WORK } from "./holdout145/incidents-work.js";
import { QUIET } from "./holdout145/quiet.js";
import { Rng } from "./holdout145/rng.js";
import { type AppRole, type Story, simulate } from "./holdout145/simulation.js";
import { stratifiedSplit } from "./holdout145/split.js";

export interface Label extends NotedLabel {
  format: Format;
}

interface Plan {
  estate: number;
  incident: Incident | null;
  note: string;
  story: Story;
}

function withNearbyDeploy(story: Story, origin: AppRole, r: Rng): Story {
  if (!r.chance(0.55)) return story;
  const offset = r.int(-180, 150) * 1000;
  const version = `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 9)}`;
  return {
    ...story,
    run(c) {
      story.run(c);
      const others = story.needs.filter((x) => x !== origin);
      const pool = others.length
        ? others
        : (["web", "orders", "stock"] as AppRole[]).filter((x) => c.has(x) && x !== origin);
      if (pool.length) c.deploy(c.t0 + offset, c.r.pick(pool), version);
    },
  };
}

export function generateHoldout145(dir: string, seed = 14501): Label[] {
  const r = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const incidents = [...ACCESS, ...DATA, ...WORK, ...PLATFORM];
  const plans: Plan[] = [
    ...incidents.map((i) => ({
      estate: i.estate,
      incident: i,
      note: i.note,
      story: withNearbyDeploy(i.story, i.origin, r),
    })),
    ...QUIET.map((q) => ({ estate: q.estate, incident: null, note: q.note, story: q.story })),
  ];
  r.shuffle(plans);
  const formats = r.shuffle(plans.map((_p, i) => FORMATS[i % FORMATS.length]));
  const splits = stratifiedSplit(
    plans.map((p) => p.incident?.category ?? null),
    r,
  );
  const labels: Label[] = [];
  plans.forEach((p, i) => {
    const estate = ESTATES[p.estate];
    const id = `holdout145-${String(i + 1).padStart(2, "0")}`;
    const format = formats[i];
    const file = `${id}.${EXT[format]}`;
    const day = r.int(2, 27);
    const hour = r.pick([2, 3, 4, 5, 6, 7, 8, 10, 11, 13, 14, 16, 19, 22]);
    const start = Date.UTC(2026, 10, day, hour, r.int(0, 59), r.int(0, 59)) + r.int(0, 999);
    const durMin = r.int(6, 25);
    const [a, b] = p.story.at ?? [0.3, 0.6];
    const t0 = start + Math.floor(durMin * 60000 * (a + r.next() * (b - a)));
    const noisy = r.chance(0.75);
    let target = r.int(1700, 8000);
    let built = simulate(estate, p.story, format, r.fork(i), start, durMin, target, t0, noisy);
    for (let k = 0; k < 8 && (built.lines > 9800 || built.lines < 1550); k++) {
      target = Math.floor((target * (built.lines > 9800 ? 7000 : 3000)) / built.lines);
      built = simulate(estate, p.story, format, r.fork(i * 31 + k), start, durMin, target, t0, noisy);
    }
    writeFileSync(join(dir, file), built.text);
    const inc = p.incident;
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc ? estate.names[inc.origin] : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: splits[i],
      note: p.note.replace(/\{(\w+)\}/g, (_m, k: string) => (estate.names as Record<string, string>)[k] ?? k),
      lines: built.lines,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout145", generateHoldout145, formatsSplitsLines);
