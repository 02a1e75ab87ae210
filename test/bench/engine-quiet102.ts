// Blind scenario set quiet102: 48 aggregated log windows from four made-up translation and localization companies
// (Lingora, a TMS SaaS; Verbatim, a language service provider; Stringsmith, continuous localization from git;
// Transcorp Babel, an enterprise translation hub), 8-10 services each in Node, Python, Go, Java, .NET, Ruby and C++.
// 40 windows are quiet: nothing is broken, but each carries two of 34 kinds of alarming-looking harmless noise
// (placeholder QA failures, MT quota reached for a language pair, linguists declining jobs, webhooks for deleted
// branches, over-length segments, malformed uploads with stack traces, a customer's revoked CMS token, open breakers
// for a retired engine, 429s for one customer's CI, invoice holds, sandbox payouts …). 8 windows carry one outage
// each of a different category (database, unknown, disk, dependency, memory, authentication, configuration,
// timeout) laid on the same noise. Every file also has request traffic, health checks, periodic jobs, one service
// with a chronic harmless error from the first minute, deprecation warnings, retries that succeed and an unrelated
// deploy or config reload. Files rotate over the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt,
// compose), 6-20 minutes and 1,500-10,000 lines, per-service clock skew up to 300 ms, request ids in two estates
// only. What makes it hard: quiet noise is louder than most outages and often names the same services, callers
// (retrying, timing out, 5xx naming the callee) are louder than origins, one origin only warns and one goes quiet.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet102/estates.js";
import { EXT, FORMATS, type Format } from "./quiet102/formats.js";
import { OUTAGES, type Outage } from "./quiet102/incidents.js";
import { NOISES, type Noise } from "./quiet102/quiet.js";
import { mulberry32 } from "./quiet102/rng.js";
import { splitHalves } from "./quiet102/split.js";
import { assemble, background, deploy, makeCtx } from "./quiet102/stream.js";

export interface Quiet102Label extends NotedLabel {
  format: Format;
}

interface Plan {
  estate: Estate;
  outage?: Outage;
  noises: Noise[];
  format: Format;
}

export function generateQuiet102(dir: string, seed = 10251): Quiet102Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });

  // 12 windows per estate: 10 quiet, 2 outages; shuffled
  const plans: Plan[] = [];
  for (const estate of ESTATES) {
    for (let i = 0; i < 10; i++) plans.push({ estate, noises: [], format: "jsonl" });
    for (const o of OUTAGES.filter((x) => x.estate === estate.key))
      plans.push({ estate, outage: o, noises: [], format: "jsonl" });
  }
  r.shuffle(plans);
  // formats: outages cycle through all six, quiet windows fill up to 8 per format
  const quietFormats: Format[] = [];
  const outageFormats = OUTAGES.map((_, i) => FORMATS[i % 6]);
  for (const f of FORMATS) {
    const n = 8 - outageFormats.filter((x) => x === f).length;
    for (let i = 0; i < n; i++) quietFormats.push(f);
  }
  r.shuffle(quietFormats);
  r.shuffle(outageFormats);
  // noise: every kind at least twice over the quiet windows, two different kinds per window
  const deck = r.shuffle([...NOISES, ...NOISES, ...r.shuffle([...NOISES]).slice(0, 12)]);
  let qi = 0;
  let oi = 0;
  for (const p of plans) {
    if (p.outage) {
      p.format = outageFormats[oi++];
      const a = r.pick(NOISES);
      let b = r.pick(NOISES);
      while (b === a) b = r.pick(NOISES);
      p.noises = [a, b];
    } else {
      p.format = quietFormats[qi];
      let a = deck[2 * qi];
      let b = deck[2 * qi + 1];
      if (a === b) b = NOISES[(NOISES.indexOf(a) + 7) % NOISES.length];
      if (!a) a = NOISES[qi % NOISES.length];
      p.noises = [a, b];
      qi++;
    }
  }

  const labels: Quiet102Label[] = [];
  const day0 = Date.UTC(2026, 8, 1);
  plans.forEach((p, i) => {
    const id = `q102-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[p.format]}`;
    const start = day0 + i * 86400000 + r.int(0, 23) * 3600000 + r.int(0, 11) * 5 * 60000;
    const minutes = p.outage ? r.int(12, 20) : r.int(6, 20);
    const end = start + minutes * 60000;
    const faultAt = start + r.int(3 * 60, 8 * 60) * 1000;
    const t0 = p.outage ? faultAt + p.outage.lead : 0;
    const target = r.int(1700, 9200);
    const svcs = Object.keys(p.estate.runtimes);
    let lines: string[] = [];
    let gap = (minutes * 60000) / Math.max(200, (target - minutes * 60 * 0.7) / 2.6);
    for (let attempt = 0; attempt < 8; attempt++) {
      const c = makeCtx(mulberry32(seed * 1000 + i * 17 + attempt), p.estate, start, end);
      const blocks = p.outage ? p.outage.blocks.map((role) => ({ role, from: t0, p: p.outage?.p ?? 1 })) : [];
      background(c, gap, blocks);
      for (const n of p.noises) n.run(c);
      const others = svcs.filter((s) => !p.outage?.involved.includes(s));
      const dt = p.outage ? faultAt + c.r.int(-150, 120) * 1000 : start + (end - start) * (0.3 + 0.5 * c.r.next());
      deploy(c, c.r.pick(others), dt);
      if (p.outage) p.outage.run(c, t0);
      lines = assemble(c, p.format, p.outage?.quiet ? { svc: p.outage.origin, from: t0 } : undefined);
      if (lines.length >= 1500 && lines.length <= 10000) break;
      gap *= lines.length < 1500 ? 0.7 : 1.35;
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const o = p.outage;
    labels.push({
      id,
      file,
      format: p.format,
      isIncident: !!o,
      originService: o ? o.origin : null,
      category: o ? o.category : null,
      errorTypeHints: o ? o.hints : [],
      incidentStart: o ? new Date(faultAt).toISOString() : null,
      expectedSeverityAtLeast: o ? o.severity : null,
      split: "tune",
      note: o
        ? `${p.estate.key}: ${o.note}.`
        : `${p.estate.key}, nothing broken: ${p.noises[0].note}, and ${p.noises[1].note}.`,
      lines: lines.length,
    });
  });
  const halves = splitHalves(r, [
    labels.map((l, i) => (l.isIncident ? -1 : i)).filter((i) => i >= 0),
    labels.map((l, i) => (l.isIncident ? i : -1)).filter((i) => i >= 0),
  ]);
  labels.forEach((l, i) => {
    l.split = halves.get(i) ?? "tune";
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet102", generateQuiet102, (labels) => {
  const fmts = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  const estates = ESTATES.map((e) => e.key).join("/");
  return `estates ${estates}; formats ${fmts}; ${NOISES.length} noise kinds; tune ${labels.filter((l) => l.split === "tune").length}`;
});
