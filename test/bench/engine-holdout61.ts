// Blind scenario set holdout61: energy and utilities, public-sector case management and mainframe batch.
//
// 64 aggregated log windows (52 failures, 4 for each of the 13 categories, plus 12 quiet windows) over four made-up
// estates of 9-10 services each:
//   - Kestrel Valley Electric (grid operations): SCADA front-end processor (C++), OPC UA gateway (Java/Milo),
//     historian writer (.NET), OMS engine and topology service (Java), crew dispatch (Node), DERMS (Python),
//     alarm router (Python), edge API (Go); no request ids.
//   - Brightwater Energy (meter-to-cash and day-ahead market): AMI head-end and MDM (Java), billing determinants
//     (.NET), customer portal API (Node), usage alerts (Ruby/Sidekiq), bidding, settlement and weather feed
//     (Python), market gateway (Go); request ids.
//   - Commonwealth Department of Family Services (benefits): citizen portal (Node), case management and payments
//     (Java), document intake and OCR (Python), identity gateway (.NET), income verification and audit log (Go),
//     treasury bridge and notice generator (Ruby); request ids.
//   - Ridgeline Mutual (z/OS): Control-M, JES2, DB2 DBP1 and IMS console messages, MQ bridge and policy API (Java),
//     Connect:Direct and SFTP gateway, reconciliation loader (Python); no request ids, job names instead.
// Each window runs 6-20 minutes and 1,500-10,000 lines, sorted by printed time with up to 300 ms of clock skew per
// service, in one of the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose; stack traces multi-line
// where the format allows). The failure starts after 3-8 minutes of baseline.
//
// What makes it hard: every estate has a service with a constant harmless error from the first minute (rejected
// SMS numbers, weather stations without temperature, undeliverable addresses, SSH brute-force attempts) and the
// domain's own routine warnings (missed meter reads, RTU poll retries, failed identity checks, low-confidence OCR,
// batch steps ending RC=4); an unrelated restart or reload lands near every failure; callers report failures in
// their own words, often louder than the origin (retries, 502/504 naming the callee); some origins only warn, one
// goes silent, some are third parties seen only through the service that calls them; and several origins are the
// noisy service itself or a service that logs mostly in z/OS message ids.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { EXT, FORMATS, type Format, render } from "./holdout61/formats.js";
import { FAULTS } from "./holdout61/incidents.js";
import { QUIET } from "./holdout61/quiet.js";
import { int, mulberry32, type Rng } from "./holdout61/rng.js";
import { assignSplit } from "./holdout61/split.js";
import { type Fault, type Scenario, simulate } from "./holdout61/stream.js";

export interface Holdout61Label extends NotedLabel {
  format: Format;
}

type Item = { fault: Fault; quiet?: undefined } | { fault: null; quiet: (typeof QUIET)[number] };

/** Local hour a window of this estate usually starts at: control rooms by day, benefits in office hours, z/OS at night. */
function hourFor(estate: string, r: Rng): number {
  if (estate === "ridgeline") return int(r, 0, 4) + 1;
  if (estate === "cdfs") return int(r, 13, 20);
  return int(r, 11, 22);
}

export function generateHoldout61(dir: string, seed = 6101): Holdout61Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = [...FAULTS.map((fault) => ({ fault })), ...QUIET.map((quiet) => ({ fault: null, quiet }))];
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [items[i], items[j]] = [items[j] as Item, items[i] as Item];
  }
  const splits = assignSplit(
    items.map((x) => x.fault?.category ?? null),
    seed,
  );
  const labels: Holdout61Label[] = [];
  items.forEach((item, i) => {
    const id = `h61-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const estate = item.fault?.estate ?? item.quiet?.estate;
    if (!estate) throw new Error(`no estate for ${id}`);
    const day = Date.UTC(2026, 9, 1) + i * 86_400_000 + (i % 3) * 86_400_000;
    const start = day + hourFor(estate.id, r) * 3_600_000 + int(r, 0, 11) * 300_000;
    const faultAt = int(r, 180, 480) * 1000;
    const minutes = Math.max(int(r, 6, 20), Math.ceil(faultAt / 60_000) + 4);
    let target = int(r, 1700, Math.min(9000, minutes * 700));
    let lines: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const sc: Scenario = {
        estate,
        fault: item.fault,
        start,
        minutes,
        target,
        faultAt,
        ...(item.quiet ? { extras: item.quiet.extras } : {}),
      };
      const sr = mulberry32(seed * 131 + i * 7919 + attempt);
      lines = render(format, simulate(sc, sr), estate.namespace);
      if (lines.length < 1500) target = Math.round(target * 1.25);
      else if (lines.length > 10_000) target = Math.round(target * 0.8);
      else break;
    }
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const f = item.fault;
    labels.push({
      id,
      file,
      format,
      isIncident: f !== null,
      originService: f?.origin ?? null,
      category: f?.category ?? null,
      errorTypeHints: f?.hints ?? [],
      incidentStart: f ? new Date(start + faultAt).toISOString() : null,
      expectedSeverityAtLeast: f?.severity ?? null,
      split: splits[i] ?? "tune",
      note: f ? f.note : (item.quiet?.note ?? ""),
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout61", generateHoldout61, (labels) => {
  const byFormat = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  const tune = labels.filter((l) => l.split === "tune").length;
  return `4 estates (grid ops, meter-to-cash/market, benefits agency, z/OS batch); formats ${byFormat}; split tune ${tune}/locked ${labels.length - tune}`;
});
