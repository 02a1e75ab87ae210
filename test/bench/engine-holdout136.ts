// Blind holdout set 136: public swimming pools and leisure centres. 64 scenarios (52 incidents, 4 per each of
// the 13 categories, and 12 quiet windows) over four made-up estates: a municipal trust with nginx, Java, Node,
// Python, Go, .NET and Ruby services and trace ids ("aqua"); a bare-named chain without ids ("splash"); an
// envoy-fronted estate with tw- prefixes and traces ("tide"); and a 12-service estate without ids ("river").
// Memberships and direct debits, lane and class booking, turnstiles and wristbands, plant-room chemistry,
// lifeguard rosters and cafe tills. Each file is one aggregated stream of 6-20 minutes, 1,500-10,000 lines, in
// one of six formats with multi-line stack traces in each runtime's shape. What makes it hard: a chronic harmless
// error in every estate from the first minute, callers louder than the origin (gateways, gates, portals), retry
// storms, origins that only WARN or go silent (crash loops, unknown causes), unrelated deploys and config reloads
// near the fault, per-service clock skew up to 300 ms, and the domain's normal refusals (declined cards, full
// classes, expired memberships, failed logins) everywhere; quiet windows log rollouts, lockouts, bounces and
// acknowledged alarms that look bad but need no page.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout136/estates.js";
import { EXT, FORMATS, type Format } from "./holdout136/formats.js";
import { INCIDENTS } from "./holdout136/incidents.js";
import { QUIET } from "./holdout136/quiet.js";
import { rng } from "./holdout136/rng.js";
import type { Episode, Incident } from "./holdout136/rules.js";
import { assignSplit } from "./holdout136/split.js";
import { buildLines } from "./holdout136/stream.js";

export interface Holdout136Label extends NotedLabel {
  format: Format;
}

export function generateHoldout136(dir: string, seed = 13601): Holdout136Label[] {
  const r = rng(seed);
  mkdirSync(dir, { recursive: true });
  const eps: Episode[] = r.shuffle([...INCIDENTS, ...QUIET]);
  const splits = assignSplit(
    r,
    eps.map((e) => (e as Incident).cat ?? "quiet"),
  );
  const labels = eps.map((ep, i): Holdout136Label => {
    const inc = "cat" in ep ? (ep as Incident) : undefined;
    const id = `h136-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const minutes = r.int(6, 20);
    const day = Date.UTC(2026, 4 + r.int(0, 3), r.int(1, 28), r.int(6, 20), r.int(0, 59), r.int(0, 59));
    const start = day + r.int(0, 999);
    const end = start + minutes * 60_000;
    const fault = start + Math.floor((end - start) * (0.35 + r.f() * 0.3));
    const target = r.int(2200, 8200);
    let lines = buildLines(r, ESTATES[ep.est], ep, { start, fault, end, target }, format);
    if (lines.length > 10_000) lines = lines.slice(0, 10_000);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    return {
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc?.origin ?? null,
      category: inc?.cat ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(fault).toISOString() : null,
      expectedSeverityAtLeast: inc?.sev ?? null,
      split: splits[i],
      note: ep.note,
      lines: lines.length,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

const summary = (ls: Holdout136Label[]) =>
  FORMATS.map((f) => `${f}=${ls.filter((l) => l.format === f).length}`).join(" ") +
  `; tune=${ls.filter((l) => l.split === "tune").length}`;

runHoldoutCli(import.meta.url, "holdout136", generateHoldout136, summary);
