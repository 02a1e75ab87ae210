/**
 * Holdout 53, written blind: "telecom, VoIP and real-time communication". 64 scenarios: 52 incidents (4 for each
 * of the 13 categories) and 12 quiet windows. Five made-up operators (Brightline Voice, Kestrel Mobile, Orca Comms,
 * Tidewater Networks, Lumen Dial), 8-10 services each: Kamailio/OpenSIPS-style SIP proxies and registrars, an
 * Asterisk PBX, rtpengine media relays, websocket WebRTC signalling, coturn TURN, SMPP SMS gateways, CDR writers,
 * billing/rating, number-portability (LNP) lookups and a customer REST API.
 *
 * Each file is one interleaved stream sorted by printed time (per-service clock skew up to 300 ms), 6-20 minutes
 * long with a 3-8 minute baseline before the fault, 1,500-10,000 lines, in the dev set's six formats in rotation.
 * Background: calls (200 OK, 486 Busy Here, 487 Request Terminated, carrier 404s for mistyped numbers), REGISTERs,
 * SMS submits and receipts, LNP dips, API calls, health checks and keepalives, CDR batches, scheduled trunk
 * re-registration, SMPP enquire_link, rating cycles, deprecation warnings, retries that succeed, SIP scanners
 * ("friendly-scanner") failing authentication, brief one-way-audio warnings, and one noisy service per operator
 * that logs the same harmless error or warning all along.
 *
 * Faults sit in a proxy, a PBX, a media relay, a carrier trunk, the SMSC link, the CDR database, a TLS
 * certificate on a SIP trunk, a config push or a softphone release; callers report them in their own words. The
 * label is what an on-call engineer would conclude; category conventions follow shared/data/incidents/README.md
 * (carrier / SMSC / provider / broker failures that do not log here are `dependency` at the service that talks to
 * them; TLS handshakes and DNS are `network`).
 *
 *   npx tsx test/bench/engine-holdout53.ts --out DIR [--seed N]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./holdout53/estates.js";
import { EXT, FORMATS, type Format } from "./holdout53/formats.js";
import { INCIDENTS, type Incident } from "./holdout53/incidents.js";
import { background } from "./holdout53/quiet.js";
import { makeRng } from "./holdout53/rng.js";
import { assignSplits } from "./holdout53/split.js";
import { Ctx } from "./holdout53/stream.js";

export interface Holdout53Label extends NotedLabel {
  format: Format;
}

const QUIET_NOTES = [
  "evening peak: scanners failing REGISTER, busy and cancelled calls, carrier 404s for mistyped numbers",
  "quiet night: trunk re-registers on schedule, SMPP enquire_link keepalives, a few one-way-audio blips",
  "ordinary morning: friendly-scanner floods the edge, 486/487 call endings, retries that succeed",
  "normal weekday: SMS traffic with receipts, LNP dips, the noisy service complaining as always",
];

const MIN = 60000;

export function generateHoldout53(dir: string, seed = 5301): Holdout53Label[] {
  mkdirSync(dir, { recursive: true });
  const r = makeRng(seed);
  const plan: Array<Incident | null> = [...INCIDENTS, ...new Array<null>(12).fill(null)];
  r.shuffle(plan);
  const splits = assignSplits(
    plan.map((p) => p?.category ?? "quiet"),
    r,
  );
  const labels: Holdout53Label[] = [];
  const used = new Map<string, number>();
  plan.forEach((inc, i) => {
    const id = `h53-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const fits = inc ? ESTATES.filter((e) => e.services[inc.origin] !== undefined) : ESTATES;
    const key = inc?.origin ?? "quiet";
    const k = used.get(key) ?? 0;
    used.set(key, k + 1);
    const estate: Estate = fits[(k + i) % fits.length];
    const day = Date.UTC(2026, 5, 1 + i, r.int(0, 22), r.int(0, 59), r.int(0, 59));
    const baseline = r.int(3 * MIN, 8 * MIN);
    const win = Math.max(r.int(6 * MIN, 20 * MIN), baseline + 3 * MIN);
    const t1 = day + win;
    const t0 = day + baseline;
    let target = r.int(1800, 8500);
    let out = { text: "", lines: 0 };
    for (let attempt = 0; attempt < 6; attempt++) {
      const c = new Ctx(makeRng(seed * 1000 + i * 17 + attempt), estate);
      if (inc) {
        for (const s of inc.suppress) c.suppressed.add(s);
        c.quietAfter = t0;
      }
      background(c, day, t1, target, !inc);
      if (inc) inc.run(c, t0, t1);
      out = c.finish(format);
      if (out.lines >= 1500 && out.lines <= 10000) break;
      target = Math.round((target * (out.lines < 1500 ? 2500 : 8000)) / out.lines);
    }
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), out.text);
    const c0 = new Ctx(makeRng(seed), estate);
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc ? (estate.services[inc.origin] ?? null) : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: splits[i],
      note: inc ? `${estate.company}: ${inc.note(c0)}` : `${estate.company}: ${QUIET_NOTES[i % QUIET_NOTES.length]}`,
      lines: out.lines,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout53", generateHoldout53, (ls) => {
  const tune = ls.filter((l) => l.split === "tune").length;
  return `tune ${tune}, locked ${ls.length - tune}`;
});
