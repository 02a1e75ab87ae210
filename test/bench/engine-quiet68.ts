// Blind set quiet68: a restaurant-chain estate, mostly harmless windows that look alarming.
//
// 48 scenarios: 40 quiet windows and 8 incidents (database, memory, dependency, timeout, configuration,
// authentication, disk, network, one each). Four made-up restaurant companies, 8-10 services each:
// Forno Rosso Pizzeria (Node/Java/Go/Python/Ruby, trace ids), Smash & Stack Burgers (Python/Go/Node/Ruby, no ids),
// Tamarind Kitchen (.NET/Java/Python/Ruby, trace ids) and Harbour Bowls (Go/Java/C++/Node/Python/Ruby, no ids).
// Online ordering, the app back end, point of sale, kitchen display screens, loyalty, delivery-partner
// integrations, menu and price publishing, stock and labour scheduling.
// Files rotate over the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose), 6-20 minute windows of
// 1,500-10,000 lines with per-service clock skew up to 300 ms; multi-line stack traces where the format allows.
// What makes it hard: 36 kinds of alarming noise with nothing broken (86'd items refused, orders for closed stores,
// kitchen screens reconnecting, vouchers already redeemed, partner menu syncs throttled and retried, tills offline
// overnight, card declines, TLS scanner handshakes, rolling deploys, breakers that open and close on fallbacks ...),
// every file with a noisy service erroring from the first minute, deprecations, retries that succeed and an
// unrelated deploy near the interesting moment. Incidents sit on the same noise: callers shout louder than the
// service at fault, one origin only warns, one goes quiet in a crash loop, two faults live in a third party or a
// credential and are reported by the service that talks to it.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { baseline, deploy } from "./quiet68/baseline.js";
import { ESTATES, type Role } from "./quiet68/estates.js";
import { EXT, type Format } from "./quiet68/formats.js";
import { FAILURES } from "./quiet68/incidents.js";
import { NOISES } from "./quiet68/quiet.js";
import { mulberry32 } from "./quiet68/rng.js";
import { assignSplit } from "./quiet68/split.js";
import { finish, makeCtx } from "./quiet68/stream.js";

export interface Quiet68Label extends NotedLabel {
  format: Format;
}

const FORMATS: Format[] = ["jsonl", "datadog", "ecs", "gcp", "logfmt", "compose"];
const DEPLOYABLE: Role[] = ["labour", "menu", "loyalty", "partner", "stores", "inventory"];

interface Plan {
  failure: number | null;
  noise: number;
  estate: number;
  format: Format;
}

export function generateQuiet68(dir: string, seed = 6801): Quiet68Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const noiseOrder = r.shuffle(NOISES.map((_, i) => i));
  const incFormats = r.shuffle([...FORMATS, "ecs", "logfmt"] as Format[]);
  const plans: Plan[] = [];
  for (let i = 0; i < 40; i++)
    plans.push({
      failure: null,
      noise: noiseOrder[i % noiseOrder.length],
      estate: i % ESTATES.length,
      format: FORMATS[i % 6],
    });
  FAILURES.forEach((f, i) => {
    plans.push({
      failure: i,
      noise: r.int(0, NOISES.length - 1),
      estate: ESTATES.findIndex((e) => e.key === f.estate),
      format: incFormats[i],
    });
  });
  r.shuffle(plans);
  const splits = assignSplit(
    r,
    [
      plans.flatMap((p, i) => (p.failure === null ? [] : [i])),
      plans.flatMap((p, i) => (p.failure === null ? [i] : [])),
    ],
    plans.length,
  );
  const labels: Quiet68Label[] = [];
  plans.forEach((p, i) => {
    const id = `q68-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[p.format]}`;
    const e = ESTATES[p.estate];
    const perMin = e.rate * 60 * 2.3 + 60;
    let minutes = Math.min(20, Math.max(6, r.int(6, 20)));
    minutes = Math.min(minutes, Math.floor(9000 / perMin));
    minutes = Math.max(minutes, Math.ceil(1900 / perMin), 6);
    const sr = mulberry32(seed * 100 + i);
    const start = Date.UTC(
      2026,
      10,
      2 + sr.int(0, 26),
      sr.pick([0, 2, 3, 11, 12, 17, 18, 22]),
      sr.int(0, 59),
      sr.int(0, 59),
    );
    const end = start + minutes * 60000;
    const t0 = start + sr.int(180000, Math.min(480000, minutes * 60000 - 150000));
    const c = makeCtx(sr, e, start, end);
    baseline(c);
    const noise = NOISES[p.noise];
    noise.run(c, p.failure === null ? t0 : start + sr.int(30000, 120000));
    const second = NOISES[(p.noise + 1 + sr.int(0, NOISES.length - 2)) % NOISES.length];
    second.run(c, start + sr.int(20000, minutes * 60000 - 60000));
    let note: string;
    const f = p.failure === null ? null : FAILURES[p.failure];
    if (f) {
      f.run(c, t0);
      note = `${e.company}: ${f.note}.`;
    } else {
      deploy(c, sr.pick(DEPLOYABLE), t0 + sr.int(-90000, 90000));
      note = `${e.company}, nothing broken: ${noise.note}; also ${second.kind}.`;
    }
    const lines = finish(c, p.format);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format: p.format,
      isIncident: f !== null,
      originService: f ? e.roles[f.origin] : null,
      category: f ? f.category : null,
      errorTypeHints: f ? f.hints : [],
      incidentStart: f ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: f ? f.severity : null,
      split: splits[i],
      note,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet68", generateQuiet68, (labels) => {
  const estates = ESTATES.map((e) => `${e.key} ${labels.filter((l) => l.note.startsWith(e.company)).length}`);
  const fmts = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`);
  return `estates: ${estates.join(", ")}; formats: ${fmts.join(", ")}`;
});
