// Blind set quiet115: live music venues and concert ticketing, 48 aggregated log windows (40 quiet, 8 failures).
//
// Estates (made up): Lanternhall Live (primary ticketing: on-sale gateway, waiting room, bot shield, seat maps,
// holds, checkout, payments, ticket PDFs; request ids), Pulsebox (fan resale with price caps, wallet passes,
// rotating barcodes, payouts; no ids), The Foundry Rooms (venue doors, scanners, guest lists, capacity, bar and
// merch tills, cashless; request ids) and Northpier Promotions (back office: artist settlement, statements,
// royalties, box office, SSO; no ids). 9-10 services each, Go, Java, Node, Python, .NET, Ruby and C++ styles.
//
// 40 quiet windows, each built around a different kind of alarming but harmless noise (40 kinds: on-sale queue
// depth, bots refused by the hundred, resale listings above the price cap, screenshot barcodes refused at the door,
// guest list names not found, GA floor sold out, card declines, chargebacks, credential stuffing, ...), and
// 8 failures of different categories (database, timeout, dependency, memory, network, configuration, unknown,
// disk) laid on the same noise. Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose; windows of
// 6-20 minutes, per-service clock skew up to 300 ms.
//
// What makes it hard: every window has a noisy service erroring from the first minute, bursts of ERROR/WARN that
// are business-as-usual (refusals, declines, rejections), deprecation warnings, retries that succeed, an unrelated
// rollout or config reload near the failure; failing origins that only warn, go quiet, or are quieter than their
// callers' retry storms, timeouts and 5xx.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, estateByKey } from "./quiet115/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet115/formats.js";
import { INCIDENTS } from "./quiet115/incidents.js";
import { noisesFor } from "./quiet115/quiet.js";
import { makeRng } from "./quiet115/rng.js";
import { assignSplit } from "./quiet115/split.js";
import { buildStream, type WindowSpec } from "./quiet115/stream.js";

export interface Quiet115Label extends NotedLabel {
  format: Format;
}

const INCIDENT_SLOTS = [3, 7, 14, 18, 25, 29, 34, 46];
const BASE = Date.parse("2026-06-01T00:00:00Z");
/** hours (UTC) each company's windows tend to start at */
const HOURS: Record<string, number[]> = {
  lanternhall: [8, 9, 10, 17],
  pulsebox: [11, 13, 19, 21],
  foundry: [18, 19, 20, 21, 22],
  northpier: [1, 2, 3, 14],
};

export function generateQuiet115(dir: string, seed = 11551): Quiet115Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const incidents = r.shuffle(INCIDENTS);
  const drafts: Omit<Quiet115Label, "split">[] = [];
  let quietNo = 0;
  let incNo = 0;
  for (let i = 0; i < 48; i++) {
    const id = `q115-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const file = `${id}.${EXT[format]}`;
    const inc = INCIDENT_SLOTS.includes(i) ? incidents[incNo++] : undefined;
    const estate = inc ? estateByKey(inc.estate) : (ESTATES[quietNo % ESTATES.length] ?? ESTATES[0]);
    if (!estate) throw new Error("no estate");
    const kinds = noisesFor(estate.key);
    const hour = r.p(HOURS[estate.key] ?? [12]);
    const start = BASE + i * 86400000 + hour * 3600000 + r.i(0, 59) * 60000 + r.i(0, 59) * 1000;
    const offMs = r.i(180, 480) * 1000 + r.i(0, 999);
    const minutes = inc ? r.i(Math.max(10, Math.ceil(offMs / 60000) + 5), 20) : r.i(6, 20);
    const t0 = inc ? start + offMs : undefined;
    let noises = r.shuffle(kinds).slice(0, 2);
    let primary = "";
    if (!inc) {
      const p = kinds[Math.floor(quietNo / ESTATES.length) % kinds.length];
      if (!p) throw new Error("no noise");
      primary = p.note;
      noises = [p, ...r.shuffle(kinds.filter((k) => k !== p)).slice(0, r.i(1, 2))];
      quietNo++;
    }
    const others = estate.services.filter((s) => s !== inc?.origin);
    const deployAt =
      t0 !== undefined ? t0 + r.p([-1, 1]) * r.i(40, 150) * 1000 : start + r.f(0.3, 0.7) * minutes * 60000;
    const avgSteps =
      estate.flows.reduce((s, f) => s + f.weight * f.steps.length, 0) / estate.flows.reduce((s, f) => s + f.weight, 0);
    const target = r.i(1700, 8500);
    const spec: WindowSpec = {
      estate,
      start,
      minutes,
      rate: Math.max(0.4, (target * 0.62) / (minutes * 60 * avgSteps)),
      noises,
      deploy: { svc: r.p(others), at: deployAt, version: `v${r.i(1, 6)}.${r.i(0, 40)}.${r.i(0, 9)}` },
      ...(r.c(0.5) ? { reload: { svc: r.p(others), at: start + r.f(0.2, 0.9) * minutes * 60000 } } : {}),
      ...(inc ? { incident: inc, t0 } : {}),
    };
    const recs = buildStream(spec, r);
    const lines = render(format, recs, estate.namespace);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    drafts.push({
      id,
      file,
      format,
      isIncident: Boolean(inc),
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: t0 !== undefined ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      note: inc
        ? `${estate.company}: ${inc.note}.`
        : `${estate.company}: nothing is broken; ${primary}, on top of the usual noisy ${estate.noisy.svc}.`,
      lines: lines.length,
    });
  }
  const split = assignSplit(drafts, r);
  const labels: Quiet115Label[] = drafts.map((d, i) => ({ ...d, split: split[i] ?? "tune" }));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet115", generateQuiet115, (labels) => {
  const est = new Set(labels.map((l) => l.note.split(":")[0]));
  const min = Math.min(...labels.map((l) => l.lines));
  const max = Math.max(...labels.map((l) => l.lines));
  return `${est.size} estates, ${FORMATS.length} formats, ${min}-${max} lines per file`;
});
