/**
 * Holdout 51 — "Windows, .NET and localized runtimes" (blind set; its author never saw the engine).
 *
 * 64 scenarios: 52 incidents (4 per category for all 13 categories) and 12 quiet windows, spread over five made-up
 * companies whose software is largely Windows/.NET (IIS, Kestrel/ASP.NET Core with Microsoft.Extensions.Logging
 * categories, Windows services with Event Log entries rendered as lines, SQL Server errorlog, MSMQ / Service Bus,
 * Active Directory / LDAP) next to Java, PostgreSQL and Linux jobs running in German, French, Spanish, Portuguese
 * or Japanese locales (localized PostgreSQL catalogs, java.util.logging level names, glibc and Windows error texts).
 * English and localized services are mixed in one estate.
 *
 * Each file is one stream of 6-10 services sorted by printed time (per-service clock skew up to 300 ms), 6-20
 * minutes long with a 3-8 minute baseline, 1,500-10,000 lines, in one of the dev set's six formats (rotating):
 * background requests, health checks, periodic jobs (checkpoints, log backups, scheduled tasks, Kerberos renewals,
 * IIS recycles), a noisy service with a constant harmless warning or error, deprecation warnings, retries that
 * succeed and an unrelated deploy near the onset. Quiet windows carry the same noise plus more routine Windows
 * episodes (Windows Update restarting a service that comes back, retried SQL deadlock victims that commit, GC
 * pauses). Labels name the service where the fault lives, as an on-call engineer would.
 *
 *   npx tsx test/bench/engine-holdout51.ts --out DIR [--seed N]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout51/estates.js";
import { EXT, FORMATS, type Format } from "./holdout51/formats.js";
import { FAULTS } from "./holdout51/incidents.js";
import { makeRng } from "./holdout51/rng.js";
import { assignSplits } from "./holdout51/split.js";
import { buildStream } from "./holdout51/stream.js";

export interface Holdout51Label extends NotedLabel {
  format: Format;
}

const QUIET = 12;

export function generateHoldout51(dir: string, seed = 5101): Holdout51Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const plan = r.shuffle([...FAULTS.map((_, i) => i), ...Array.from({ length: QUIET }, (_, q) => -1 - q)]);
  const labels: Holdout51Label[] = [];
  plan.forEach((k, n) => {
    const id = `holdout51-${String(n + 1).padStart(2, "0")}`;
    const format = FORMATS[n % FORMATS.length];
    const estate = ESTATES[k >= 0 ? (k + Math.floor(k / 4)) % ESTATES.length : (-1 - k) % ESTATES.length];
    const fault = k >= 0 ? FAULTS[k](estate) : null;
    const built = buildStream(estate, makeRng(seed * 1000 + n), format, fault);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${built.lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      originService: fault ? estate.svc[fault.origin] : null,
      category: fault ? fault.category : null,
      errorTypeHints: fault ? fault.hints : [],
      incidentStart: built.incidentStart === null ? null : new Date(built.incidentStart).toISOString(),
      expectedSeverityAtLeast: fault ? fault.severity : null,
      isIncident: !!fault,
      split: "tune",
      note: fault
        ? `${estate.company}: ${fault.note}`
        : `${estate.company}: quiet window, routine Windows/.NET noise only (updates, recycles, retried deadlocks, GC pauses)`,
      lines: built.lines.length,
    });
  });
  const splits = assignSplits(
    labels.map((l) => l.category),
    r,
  );
  labels.forEach((l, i) => {
    l.split = splits[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(
  import.meta.url,
  "holdout51",
  generateHoldout51,
  (ls) => `formats ${[...new Set(ls.map((l) => l.format))].join(",")}`,
);
