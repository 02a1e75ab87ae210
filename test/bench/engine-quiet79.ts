// Blind set quiet79: freight brokerage and trucking, harmless windows that look alarming.
//
// 48 aggregated log files from four made-up estates: Haulmark Logistics (freight broker: load board, matching,
// rate confirmations, carrier vetting, EDI, invoicing; trace ids), Ridgeline Carriers (trucking: ELD ingest, hours of
// service, dispatch, fuel cards, settlements; no ids), Dockline (dock appointments, yard gate, X12 856/ASN; trace
// ids) and Prairie Freightways (quotes, tenders, IFTA, driver pay, ELD sync, document capture; no ids). 8-10
// services each in Node, Go, Python, Java, .NET, Ruby and C++, rotating over the six dev formats (jsonl, datadog,
// ecs, gcp, logfmt, compose), 6-20 minute windows, 1,500-10,000 lines, per-service clock skew up to 300 ms.
//
// 40 quiet windows, each built on one of 35 kinds of alarming but harmless noise (ELD dead-zone bursts, EDI
// segment rejects, lapsed carrier insurance, fuel declines by policy, taken dock slots, HOS limit warnings, TLS
// handshake EOFs from load balancer probes, scanners, ACH returns, long GCs, rebalances ...), and 8 failures, one
// per category (timeout, network, disk, database, configuration, dependency, memory, authentication), laid on the
// same noise. Every file also carries request traffic, probes, periodic jobs, a noisy service logging a constant
// harmless error from the first minute, deprecation warnings, retries that succeed and an unrelated deploy or
// reload. Hard parts: callers and retry storms are louder than the origin, one origin only warns, several origins
// go quiet while callers fail, and the quiet windows contain the same words (timeouts, resets, 409s, 503s, ERROR
// lines with stack traces) the failures do.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { baseline, ESTATES } from "./quiet79/estates.js";
import { EXT, FORMATS, type Format } from "./quiet79/formats.js";
import { FAILURES } from "./quiet79/incidents.js";
import { KINDS, recoveredPanic, retriesOk, unrelatedChange } from "./quiet79/quiet.js";
import { makeRng } from "./quiet79/rng.js";
import { assignSplits } from "./quiet79/split.js";
import { Window } from "./quiet79/stream.js";

export interface Quiet79Label extends NotedLabel {
  format: Format;
}

/** file positions of the eight failures, chosen so that every format carries at least one */
const FAILURE_AT = [2, 7, 12, 17, 22, 27, 34, 45];
const DAY = 86400000;

export function generateQuiet79(dir: string, seed = 7901): Quiet79Label[] {
  mkdirSync(dir, { recursive: true });
  const rng = makeRng(seed);
  const labels: Quiet79Label[] = [];
  let quietN = 0;
  for (let p = 0; p < 48; p++) {
    const fmt = FORMATS[p % FORMATS.length] as Format;
    const fi = FAILURE_AT.indexOf(p);
    const failure = fi >= 0 ? FAILURES[fi] : undefined;
    const kind = failure ? undefined : KINDS[quietN++ % KINDS.length];
    const estateKey = failure?.estate ?? kind?.estate ?? "haulmark";
    const estate = ESTATES.find((e) => e.key === estateKey) ?? ESTATES[0];
    if (!estate) throw new Error("no estate");
    const base = Date.UTC(2026, 10, 2) + p * DAY + rng.int(0, 23) * 3600000 + rng.int(0, 59) * 60000;
    const durMin = rng.int(6, 20);
    const start = base;
    const end = start + durMin * 60000;
    const failAt = failure ? start + rng.int(3 * 60, Math.min(8 * 60, durMin * 60 - 180)) * 1000 : 0;
    const services = Object.keys(estate.services);
    const target = rng.int(2000, 8500);
    const perMin = services.length * 6 + 12;
    let rate = Math.max(0.4, (target - perMin * durMin) / (durMin * 60 * 2.6));
    let lines: string[] = [];
    let w: Window | undefined;
    for (let attempt = 0; attempt < 6; attempt++) {
      const wr = makeRng(seed * 1000 + p * 10 + attempt);
      w = new Window(wr, start, end, services, estate.traced);
      baseline(w, estate, rate);
      retriesOk(w, estate.key);
      const focus = failure ? failAt : start + wr.int(60000, Math.max(90000, (end - start) / 2));
      unrelatedChange(w, estate.key, focus + wr.int(-150000, 150000));
      if (kind) kind.run(w, focus);
      const others = KINDS.filter((k) => k.estate === estate.key && k !== kind);
      const extra = wr.pick(others);
      extra.run(w, start + wr.int(30000, Math.max(40000, end - start - 300000)));
      if (estate.key === "dockline" && wr.chance(0.5)) recoveredPanic(w, start + wr.int(60000, end - start - 60000));
      w.protectFrom = w.events.length;
      if (failure) failure.run(w, failAt);
      const pods = new Map(services.map((s) => [s, `${s}-${wr.hex(9)}-${wr.hex(5)}`]));
      lines = w.render(fmt, estate.namespace, (s) => pods.get(s) ?? s);
      if (lines.length >= 1500 && lines.length <= 10000) break;
      rate *= lines.length < 1500 ? 1.6 : 0.6;
    }
    const id = `q79-${String(p + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[fmt]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: !!failure,
      originService: failure?.origin ?? null,
      category: failure?.category ?? null,
      errorTypeHints: failure?.hints ?? [],
      incidentStart: failure ? new Date(failAt).toISOString() : null,
      expectedSeverityAtLeast: failure?.severity ?? null,
      split: "tune",
      note: failure ? failure.note : `Nothing is broken: ${kind?.note ?? "routine traffic"}.`,
      lines: lines.length,
    });
  }
  const splits = assignSplits(
    labels.map((l) => l.category ?? "quiet"),
    makeRng(seed ^ 0x5eed),
  );
  labels.forEach((l, i) => {
    l.split = splits[i] ?? "tune";
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(
  import.meta.url,
  "quiet79",
  generateQuiet79,
  (labels) =>
    `estates haulmark/ridgeline/dockline/prairie, formats ${FORMATS.map((f) => `${f}=${labels.filter((l) => l.format === f).length}`).join(" ")}, tune=${labels.filter((l) => l.split === "tune").length}`,
);
