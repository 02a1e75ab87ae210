// Blind holdout95: libraries, museums and archives. 64 scenarios (52 incidents, 4 for each of the 13 root-cause
// categories, and 12 quiet windows) over four made-up estates: the Northshore Library Consortium's integrated
// library system (OPAC, circulation, holds, MARC catalogue, SIP2 self-check bridge, LDAP patron auth, Solr/Elastic
// discovery, notices, fines), Riverbend Digital Library's e-lending platform (web reader, lending API to an e-book
// distributor, DRM licensing, ONIX catalogue, SAML/OIDC sign-in, loan ledger), the Halvorsen Museum of Art (timed-entry
// ticketing, payments, collections API, Cantaloupe IIIF images, digital-asset store, gate scanners) and the Ashford
// City Archives' preservation pipeline (ingest, fixity, format migration, AIP store, ArchivesSpace-style finding aids,
// IIIF viewer, auth proxy). Each file is one aggregated stream of 8-9 services, 6-20 minutes, 1,500-10,000 lines, in
// one of the six dev formats (jsonl, datadog, ecs, gcp, logfmt, compose) with per-service clock skew up to 300 ms.
// What makes it hard: a service in every estate logs a constant harmless error from the first minute (SMTP bounces,
// missing cover images, missing IIIF masters, unidentifiable files); the domain's own refusals (patrons blocked for
// fines, unfillable holds, sold-out slots, skipped MARC records, fixity re-checks) look like failures; callers shout
// louder than the origin (retries, 502/504 naming the callee, circuit breakers); some origins log only WARN or go
// quiet; unrelated deploys and config reloads land near the incident; trace ids exist in two estates only.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout95/estates.js";
import { EXT, FORMATS } from "./holdout95/formats.js";
import { PART_A } from "./holdout95/incidents-a.js";
import { PART_B } from "./holdout95/incidents-b.js";
import { quietBuild } from "./holdout95/quiet.js";
import { makeRng } from "./holdout95/rng.js";
import { assignSplit } from "./holdout95/split.js";
import { buildStream } from "./holdout95/stream.js";
import type { Scenario } from "./holdout95/types.js";

export interface Holdout95Label extends NotedLabel {
  format: string;
}

interface Plan {
  incident: Scenario | null;
  estate: string;
  quietNote?: string;
}

const QUIET_NOTES: Record<string, string> = {
  nlc: "Ordinary consortium traffic: searches, kiosk checkouts, holds, MARC loads with skipped records, fine blocks and SMTP bounces; nothing is broken.",
  rdl: "Ordinary e-lending traffic: loans, holds on popular titles, device-limit refusals and missing covers; nothing is broken.",
  hma: "Ordinary museum traffic: timed-entry bookings, sold-out slots, declined cards and IIIF requests for missing masters; nothing is broken.",
  aca: "Ordinary archive traffic: viewer manifests, fixity checks with replica re-checks and unidentifiable files left as-is; nothing is broken.",
};

export function generateHoldout95(dir: string, seed = 9501): Holdout95Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const plans: Plan[] = [...PART_A, ...PART_B].map((s) => ({ incident: s, estate: s.estate }));
  const estates = Object.keys(ESTATES);
  for (let i = 0; i < 12; i++) plans.push({ incident: null, estate: estates[i % estates.length] });
  for (let i = plans.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [plans[i], plans[j]] = [plans[j], plans[i]];
  }
  const splits = assignSplit(
    r,
    plans.map((p) => p.incident?.cat ?? null),
  );

  const labels: Holdout95Label[] = [];
  plans.forEach((p, i) => {
    const id = `h95-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const estate = ESTATES[p.estate];
    const day = Date.UTC(2026, 9, 1 + i);
    const windowStart = day + r.int(7, 20) * 3600000 + r.int(0, 59) * 60000 + r.int(0, 59999);
    const preMin = 3 + r.next() * 5;
    const totalMin = Math.max(6, preMin + 3) + r.next() * (20 - Math.max(6, preMin + 3));
    const windowMs = Math.round(totalMin * 60000);
    const anchor = windowStart + Math.round(preMin * 60000);
    const rate = r.int(170, 430);
    const targetLines = Math.min(8200, Math.max(1700, Math.round(rate * totalMin)));
    const lines = buildStream({
      r,
      estate,
      format,
      windowStart,
      windowMs,
      anchor,
      targetLines,
      keep: p.incident ? [p.incident.origin] : [],
      build: p.incident ? p.incident.build : quietBuild(p.estate),
      deployDt: r.int(-150000, 120000),
      reloadDt: r.int(-240000, 240000),
    });
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = p.incident;
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc?.origin ?? null,
      category: inc?.cat ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(anchor).toISOString() : null,
      expectedSeverityAtLeast: inc?.sev ?? null,
      split: splits[i],
      note: inc ? `${estate.company}: ${inc.note}` : `${estate.company}: ${QUIET_NOTES[p.estate]}`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout95", generateHoldout95, (labels) => {
  const by = (k: string) => labels.filter((l) => l.format === k).length;
  return `estates nlc/rdl/hma/aca; formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}; split tune=${labels.filter((l) => l.split === "tune").length}`;
});
