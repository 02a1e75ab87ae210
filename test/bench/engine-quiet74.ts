// quiet74: blind scenario set for legal-practice software and court e-filing, 48 aggregated log files.
//
// Domains: matter and case management, document assembly and DMS, conflict checks, time and billing with trust
// (IOLTA) accounting, court e-filing submissions and docket calendaring, e-signature of engagement letters, client
// portals. Four made-up estates of 9-10 services each: Harlow & Pike LLP (hp, in-house platform, trace ids),
// Claimwell (cw, legal SaaS, no ids), Docketry (dk, an e-filing service provider, request ids) and Meridian Legal
// Cloud (ml, no ids); runtimes Java, Python, Go, Node, .NET, Ruby and C++.
// Counts: 40 quiet windows built on 35 kinds of alarming-but-harmless noise (court rejections for missing cover
// sheets, conflict hits, documents checked out by others, trust transfers blocked by ledger rules, EFM maintenance
// windows, lockouts, LEDES rejections, ethical-wall denials, a DB maintenance blip, ...) and 8 failures, one each of
// database, timeout, disk, memory, configuration, dependency, authentication and unknown, laid on the same noise.
// Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose; 6-20 minute windows, 1,500-10,000 lines,
// clock skew up to 300 ms per service, multi-line stack traces where the format keeps them.
// What makes it hard: every file has a chronically noisy service, deprecation warnings, retries that succeed and an
// unrelated deploy or config reload; quiet windows carry ERROR bursts and 4xx/5xx that are business rules doing
// their job; in the failures callers are louder than the origin, one origin warns only, two go quiet while callers
// fail, and one never says why it fails.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background, noisy, noisyService } from "./quiet74/background.js";
import { applySilence, makeCtx } from "./quiet74/ctx.js";
import { ESTATES, type Role, services } from "./quiet74/estates.js";
import { EXT, FORMATS, type Format } from "./quiet74/formats.js";
import { INCIDENTS } from "./quiet74/incidents.js";
import { NOISE } from "./quiet74/quiet.js";
import { mulberry32 } from "./quiet74/rng.js";
import { assignSplits } from "./quiet74/split.js";
import { writeStream } from "./quiet74/stream.js";

export interface Quiet74Label extends NotedLabel {
  format: Format;
}

const DEPLOY_ROLES: Role[] = ["docs", "docket", "esign", "portal", "matter", "trust", "conflicts", "billing", "efile"];

export function generateQuiet74(dir: string, seed = 7401): Quiet74Label[] {
  mkdirSync(dir, { recursive: true });
  const top = mulberry32(seed);
  const N = 48;
  // two failure slots per estate, positions drawn from that estate's twelve files
  const slot = new Map<number, (typeof INCIDENTS)[number]>();
  ESTATES.forEach((e, k) => {
    const mine = top.shuffle(Array.from({ length: 12 }, (_, j) => k + 4 * j));
    INCIDENTS.filter((x) => x.estate === e.key).forEach((inc, j) => {
      slot.set(mine[j], inc);
    });
  });
  const order = top.shuffle(Array.from({ length: NOISE.length }, (_, j) => j));
  const used = new Map<number, number>();
  // the least-used kind that fits the estate, in the seeded order
  const nextKind = (dk: boolean, not?: number): number => {
    const fits = order.filter((j) => j !== not && !(dk && NOISE[j].firm));
    let best = fits[0];
    for (const j of fits) if ((used.get(j) ?? 0) < (used.get(best) ?? 0)) best = j;
    used.set(best, (used.get(best) ?? 0) + 1);
    return best;
  };
  const labels: Quiet74Label[] = [];
  const incFormats = [
    ...top.shuffle([...FORMATS]),
    ...top.shuffle(["gcp", "logfmt", "datadog", "compose"] as Format[]),
  ];
  let nInc = 0;
  let nQuiet = 0;
  for (let i = 0; i < N; i++) {
    const rng = mulberry32(seed * 1009 + i * 7919);
    const e = ESTATES[i % 4];
    const inc = slot.get(i);
    // failures cover every format; quiet windows rotate over them
    const format = inc ? incFormats[nInc++] : FORMATS[nQuiet++ % 6];
    const p1 = nextKind(e.key === "dk");
    const primary = NOISE[p1];
    const secondary = NOISE[nextKind(e.key === "dk", p1)];
    const baseline = rng.int(3 * 60, 8 * 60) * 1000;
    const mins = Math.max(rng.int(6, 20), inc ? Math.ceil(baseline / 60000) + 4 : 6);
    const hour = primary.name.includes("maintenance") ? 22 : rng.int(0, 23);
    const start = Date.UTC(2026, 8, 1 + i * 2, hour, rng.int(0, 59), 0);
    const end = start + mins * 60000;
    const c = makeCtx(rng, e, start, end);
    const t0 = start + baseline + rng.int(0, 999);
    if (inc) inc.run(c, t0);
    const originSvc = inc ? e.roles[inc.role] : null;
    const deployRole = rng.shuffle(DEPLOY_ROLES.filter((r) => e.roles[r] !== originSvc))[0];
    const deployAt = inc ? t0 + rng.int(-150, 120) * 1000 : start + rng.next() * (end - start);
    const density = rng.int(160, 520);
    background(c, Math.min(9200, Math.max(1700, density * mins)), deployAt, deployRole);
    let k = rng.int(0, 5);
    while (noisyService(c, k) === originSvc) k++;
    noisy(c, k);
    const a = start + rng.next() * (end - start) * 0.4;
    primary.run(c, a, Math.min(end, a + rng.int(4, 14) * 60000));
    const a2 = start + rng.next() * (end - start) * 0.7;
    secondary.run(c, a2, Math.min(end, a2 + rng.int(2, 6) * 60000));
    const { text, lines } = writeStream(applySilence(c), services(e), format, e.ns, rng);
    const id = `q74-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), text);
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: originSvc,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note: inc
        ? `${e.company}: ${inc.note}`
        : `${e.company}: nothing is broken; ${primary.name} and ${secondary.name} on normal traffic.`,
      lines,
    });
  }
  assignSplits(labels, mulberry32(seed ^ 0x5eed));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet74", generateQuiet74, (labels) => {
  const by = (f: (l: Quiet74Label) => string) => {
    const m = new Map<string, number>();
    for (const l of labels) m.set(f(l), (m.get(f(l)) ?? 0) + 1);
    return [...m].map(([k, v]) => `${k} ${v}`).join(", ");
  };
  return `formats: ${by((l) => l.format)}; estates: ${ESTATES.map((e) => `${e.key} ${services(e).length} svcs`).join(", ")}; splits: ${by((l) => `${l.split}/${l.isIncident ? "incident" : "quiet"}`)}`;
});
