// Blind scenario set quiet82: a domain registrar and certificate-authority world where most windows only look bad.
//
// Four made-up estates, each one aggregated stream of 9-10 services:
//   - Harbourline Domains (registrar; node storefront, java EPP gateway, go RDAP/DNS publisher, C++ zone signer,
//     ruby renewals, .NET billing, python transfers; request ids propagated)
//   - Pinecrest Names (registrar; rails portal, python domain API, node EPP proxy, java RDAP, go edge sync and
//     DNSSEC roller, .NET payments, postfix-style mail relay; no request ids)
//   - Keystone Trust (public CA; go ACME frontend/RA/VA and rate limiter, java HSM signer, python CT submitter and
//     CRL publisher, C++ OCSP responder, .NET account store; request ids propagated)
//   - Quayside Certs (managed TLS; go ACME client fleet, python DNS-01 solver, java order tracker, ruby CT monitor,
//     node portal, go stapler and vault sync; no request ids)
// 48 windows of 6-20 minutes, 1,500-10,000 lines, rotating over the six dev formats (jsonl, datadog, ecs, gcp,
// logfmt, compose) with per-service clock skew and multi-line stacks where the format allows:
//   - 40 quiet windows built from 40 kinds of alarming-but-harmless noise (customers' broken HTTP-01/DNS-01 setups,
//     CAA refusals, registry throttling and 2202/2302/2304 refusals, declined renewals, RDAP scrapers, CT logs
//     throttling, OCSP scanners, mass revocations by a subscriber, registry maintenance, ...), each window with a
//     primary and a secondary kind, a constantly erroring service, deprecation warnings, retries that succeed, and
//     an unrelated deploy plus config reload;
//   - 8 failures, one per category (database, dependency, configuration, network, disk, memory, authentication,
//     unknown), laid over the same noise, starting after 3-8 minutes of baseline.
// What makes it hard: the noise speaks the same language as the failures (HTTP-01 connection errors vs a VA that
// lost its network, CT 429s vs CT 503s, EPP resets vs a rejected login), callers and retry storms are louder than
// origins, some origins log at WARN, one crash-loops and one goes nearly silent with no reason given.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet82/estates.js";
import { EXT, FORMATS, type Format } from "./quiet82/formats.js";
import { INCIDENTS, type Incident } from "./quiet82/incidents.js";
import { type NoiseKind, noiseFor } from "./quiet82/quiet.js";
import { makeRng, type Rng } from "./quiet82/rng.js";
import { buildWindow } from "./quiet82/scenario.js";
import { assignSplit } from "./quiet82/split.js";

export interface Quiet82Label extends NotedLabel {
  format: Format;
}

interface Plan {
  est: Estate;
  primary: NoiseKind;
  secondary: NoiseKind[];
  inc?: Incident;
}

function shuffle<T>(xs: T[], rng: Rng): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

function plan(rng: Rng): Plan[] {
  const out: Plan[] = [];
  const byKey = (k: string) => ESTATES.find((e) => e.key === k)!;
  const reg = shuffle(noiseFor("harbourline"), rng);
  const primaries: Record<string, NoiseKind[]> = {
    harbourline: reg.slice(0, 10),
    pinecrest: [...reg.slice(10), ...reg.slice(0, 4)],
    keystone: shuffle(noiseFor("keystone"), rng).slice(0, 10),
    quayside: shuffle(noiseFor("quayside"), rng),
  };
  for (const est of ESTATES) {
    const pool = noiseFor(est.key);
    for (const primary of primaries[est.key]) {
      const rest = shuffle(
        pool.filter((k) => k.id !== primary.id),
        rng,
      );
      out.push({ est, primary, secondary: rest.slice(0, rng.int(1, 2)) });
    }
  }
  for (const inc of INCIDENTS) {
    const est = byKey(inc.estate);
    const pool = noiseFor(est.key);
    const named = inc.noise.map((id) => pool.find((k) => k.id === id)!);
    out.push({ est, primary: named[0], secondary: named.slice(1), inc });
  }
  return shuffle(out, rng);
}

export function generateQuiet82(dir: string, seed = 8201): Quiet82Label[] {
  mkdirSync(dir, { recursive: true });
  const rng = makeRng(seed);
  const plans = plan(rng);
  const formats = shuffle(FORMATS, rng);
  const labels: Quiet82Label[] = [];
  plans.forEach((p, i) => {
    const id = `q82-${String(i + 1).padStart(2, "0")}`;
    const format = formats[i % formats.length];
    const day = Date.UTC(2026, 9, 1) + i * 86400000;
    const t0 = day + rng.int(0, 23) * 3600000 + rng.int(0, 11) * 5 * 60000;
    const startMin = rng.int(3, 8);
    const minutes = p.inc ? rng.int(Math.max(10, startMin + 6), 18) : rng.int(6, 20);
    const start = t0 + startMin * 60000 + rng.int(0, 59) * 1000;
    const target = rng.int(2200, 8500);
    let rate = Math.max(15, (target / minutes - 70) / 3);
    let built = buildWindow({
      seed: seed * 100 + i,
      est: p.est,
      format,
      t0,
      minutes,
      rate,
      primary: p.primary,
      secondary: p.secondary,
      incident: p.inc ? { inc: p.inc, start } : undefined,
    });
    for (let k = 0; k < 6 && (built.lines < 1600 || built.lines > 9800); k++) {
      rate *= built.lines < 1600 ? 1.5 : 0.6;
      built = buildWindow({
        seed: seed * 100 + i,
        est: p.est,
        format,
        t0,
        minutes,
        rate,
        primary: p.primary,
        secondary: p.secondary,
        incident: p.inc ? { inc: p.inc, start } : undefined,
      });
    }
    if (built.lines < 1500 || built.lines > 10000) throw new Error(`${id}: ${built.lines} lines out of range`);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), built.text);
    const quietNote = `${p.est.company}: nothing is broken; ${p.primary.note}${p.secondary.length ? `, and ${p.secondary.map((k) => k.note).join("; ")}` : ""} (deploy of ${built.deployed}).`;
    labels.push({
      id,
      file,
      format,
      isIncident: !!p.inc,
      originService: p.inc ? p.inc.origin : null,
      category: p.inc ? p.inc.category : null,
      errorTypeHints: p.inc ? p.inc.hints : [],
      incidentStart: p.inc ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: p.inc ? p.inc.sev : null,
      split: "tune",
      note: p.inc ? `${p.est.company}: ${p.inc.note}.` : quietNote,
      lines: built.lines,
    });
  });
  const halves = assignSplit(labels, rng);
  labels.forEach((l, i) => {
    l.split = halves[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet82", generateQuiet82, (labels) => {
  const per = (k: string) => labels.filter((l) => l.note.startsWith(k)).length;
  const fm = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  return `estates: ${ESTATES.map((e) => `${e.company} ${per(e.company)}`).join(", ")}; formats: ${fm}; tune ${labels.filter((l) => l.split === "tune").length}/locked ${labels.filter((l) => l.split === "locked").length}`;
});
