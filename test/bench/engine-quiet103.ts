// Blind set quiet103: wine and spirits e-commerce. 48 aggregated log windows from four made-up estates
// (Cellar Door Collective, Barrelhouse Spirits Co., Maison Vinot, Ridge & Rye Distillers; 9-10 services each,
// runtimes Java, Python, Go, Node, .NET, Ruby, C++ behind an Envoy edge). 40 windows are quiet but alarming: the
// 39 kinds of harmless noise of quiet103/quiet.ts (states where shipping is not allowed, age checks failing on
// typos, club runs with hundreds of card declines, no adult present at delivery, heat holds, bonded stock,
// duplicate webhooks, rolling restarts, certificate reloads, ...), each on a background with a constantly
// erroring noisy service, deprecation warnings, retries that succeed and an unrelated deploy or config reload.
// 8 windows hold one real failure each (database, null_reference, dependency, disk, configuration, memory,
// timeout, unknown) laid on the same noise, starting after 3-8 minutes of baseline. Formats rotate over jsonl,
// datadog, ecs, gcp, logfmt and compose (8 files each), 1,500-10,000 lines, 6-20 minute windows, clock skew up to
// 300 ms per service, trace ids in two estates only. Hard parts: noise errors outnumber the failing service,
// callers retry louder than the origin, one origin only warns, one goes silent, stack traces in many styles.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background, type StepHook } from "./quiet103/baseline.js";
import { ESTATES, type Role } from "./quiet103/estates.js";
import { EXT, FORMATS, type Format } from "./quiet103/formats.js";
import { INCIDENTS } from "./quiet103/incidents.js";
import { NOISE } from "./quiet103/quiet.js";
import { mulberry32 } from "./quiet103/rng.js";
import { assignSplit } from "./quiet103/split.js";
import { Scene } from "./quiet103/stream.js";

export interface Quiet103Label extends NotedLabel {
  format: Format;
}

const MIN = 60000;
const DEPLOY_ROLES: Role[] = ["checkout", "carrier", "club", "tax", "store", "mailer", "age", "comply"];

export function generateQuiet103(dir: string, seed = 10351): Quiet103Label[] {
  const rng = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  type Plan = { inc: number | null; q: number };
  const plans: Plan[] = [];
  for (let q = 0; q < 40; q++) plans.push({ inc: null, q });
  for (let i = 0; i < INCIDENTS.length; i++) plans.push({ inc: i, q: 40 + i });
  rng.shuffle(plans);
  const labels: Quiet103Label[] = [];
  plans.forEach((p, idx) => {
    const id = `q103-${String(idx + 1).padStart(2, "0")}`;
    const fmt = FORMATS[idx % FORMATS.length];
    const inc = p.inc === null ? null : INCIDENTS[p.inc];
    const est = inc ? ESTATES.find((e) => e.key === inc.estate)! : ESTATES[p.q % ESTATES.length];
    const day = Date.UTC(2026, 5, 1) + idx * 86400000 + rng.int(0, 23) * 3600000 + rng.int(0, 3) * 15 * MIN;
    const winMin = inc ? rng.int(10, 20) : rng.int(6, 20);
    const start = inc ? day + rng.int(3, 7) * MIN + rng.int(0, 59) * 1000 : null;
    let target = rng.int(1800, 8500);
    const sub = rng.int(0, 1e9);
    const primary = NOISE[p.q % NOISE.length];
    const extra = [NOISE[(p.q * 7 + 3) % NOISE.length], NOISE[(p.q * 11 + 5) % NOISE.length]];
    for (let attempt = 0; attempt < 8; attempt++) {
      const r = mulberry32(sub + attempt);
      const s = new Scene(est, r, day, day + winMin * MIN);
      const hook: StepHook | undefined = inc && start !== null ? inc.setup(s, start) : undefined;
      const deployRole = r.pick(DEPLOY_ROLES.filter((x) => s.has(x) && x !== inc?.role));
      const deployAt =
        start !== null ? start + r.pick([-1, 1]) * r.int(40, 150) * 1000 : day + r.int(2, winMin - 2) * MIN;
      background(s, { hook, linesTarget: target, deployAt, deployRole, noisyKind: p.q + r.int(0, 5) });
      const dur = Math.min(r.int(2, 6) * MIN, (winMin - 1) * MIN);
      const pAt = day + r.int(0, Math.max(0, winMin * MIN - dur - 30000));
      primary.run(s, pAt, dur);
      for (const k of extra.slice(0, r.int(1, 2)))
        if (k !== primary) k.run(s, day + r.int(0, winMin * MIN - 2 * MIN), r.int(1, 3) * MIN);
      const { text, lines } = s.text(fmt);
      if ((lines < 1500 || lines > 10000) && attempt < 7) {
        target = Math.round(target * (lines < 1500 ? 1.4 : 0.7));
        continue;
      }
      const file = `${id}.${EXT[fmt]}`;
      writeFileSync(join(dir, file), text);
      const origin = inc ? est.svc[inc.role]! : null;
      labels.push({
        id,
        file,
        format: fmt,
        isIncident: Boolean(inc),
        originService: origin,
        category: inc ? inc.category : null,
        errorTypeHints: inc ? inc.hints : [],
        incidentStart: start !== null ? new Date(start).toISOString() : null,
        expectedSeverityAtLeast: inc ? inc.severity : null,
        split: "tune",
        note:
          inc && origin ? `${est.company}: ${inc.note(origin)}.` : `${est.company}, nothing broken: ${primary.note}.`,
        lines,
      });
      break;
    }
  });
  assignSplit(labels, mulberry32(seed ^ 0x5eed));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet103", generateQuiet103, (ls) => {
  const by = (f: Format) => ls.filter((l) => l.format === f).length;
  return `formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}; split tune=${ls.filter((l) => l.split === "tune").length}`;
});
