// Blind set quiet94: parking operators. 48 aggregated log windows (40 quiet, 8 incidents) from three made-up estates:
// Parkwise Garages (ANPR gates, ticket kiosks, pay stations, card gateway, occupancy and guidance signs, shop
// validations; request ids), CurbCity Mobility (pay-by-phone, zone pricing, permits, enforcement handhelds and
// citations; no ids) and Harborline Parking (LPR lanes, season passes, hotel PMS and merchant validations, EV charge
// points over OCPP, bay sensors; request ids). 9-10 services per file in C++, C, Python, .NET, Java, Kotlin, Go, Node
// and Ruby, rotating over the six dev formats (jsonl, datadog, ecs, gcp, logfmt, compose), 6-20 minute windows,
// 1,500-10,000 lines, clock skew up to 300 ms per service.
// What makes it hard: the 40 quiet windows are full of things that page for nothing (37 kinds, each the main noise
// of at least one window: unread plates in rain, declined cards at exit, lost tickets, handhelds replaying after dead
// zones, flapping bay sensors, EV connector error codes, sign ACK retries, bots hitting 429s, GC pauses, duplicate
// webhooks ...), on top of a noisy service
// with a constant error from the first minute, deprecation warnings, retries that succeed and a deploy or reload.
// The 8 incidents (dependency, network, memory, timeout, database, disk, configuration, authentication) sit on the
// same noise; callers are louder than the failing service, two failing services log at WARN only and one goes quiet.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet94/estates.js";
import { type Ev, EXT, FORMATS, type Format } from "./quiet94/formats.js";
import { SCENARIOS, type Scenario } from "./quiet94/incidents.js";
import { applicable, NOISE, type Noise, noiseEvents } from "./quiet94/quiet.js";
import { hex, int, mulberry32, pick, shuffle } from "./quiet94/rng.js";
import { assignSplit } from "./quiet94/split.js";
import { background, deploy, finish, type Window } from "./quiet94/stream.js";

export interface Quiet94Label extends NotedLabel {
  format: Format;
}

const DAY0 = Date.UTC(2026, 8, 1);

export function generateQuiet94(dir: string, seed = 9401): Quiet94Label[] {
  mkdirSync(dir, { recursive: true });
  const r = mulberry32(seed);
  type Slot = { sc?: Scenario; estate: Estate };
  const slots: Slot[] = shuffle(r, [
    ...SCENARIOS.map((sc) => ({ sc, estate: sc.estate })),
    ...Array.from({ length: 40 }, (_, i) => ({ estate: ESTATES[i % ESTATES.length] })),
  ]);
  const used = new Set<string>();
  const labels: Quiet94Label[] = [];
  slots.forEach((slot, i) => {
    const e = slot.estate;
    const id = `q94-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const minutes = int(r, 6, 20);
    const startHour = pick(r, [2, 3, 3, 4, 7, 8, 12, 17, 18, 22, 23]);
    const start = DAY0 + i * 86400000 + startHour * 3600000 + int(r, 0, 3300) * 1000;
    const end = start + minutes * 60000;
    const onset = slot.sc ? Math.min(start + int(r, 180, 480) * 1000, end - 180000) : null;
    const w: Window = { start, end, silence: (slot.sc?.silent ?? []).map((svc) => ({ svc, from: onset ?? end })) };
    const target = Math.max(3300, Math.min(7000, Math.round(minutes * int(r, 220, 520))));
    let evs: Ev[] = background(e, w, r, target);
    const kinds = applicable(e);
    let primary: Noise | undefined;
    if (!slot.sc) {
      const fresh = kinds.filter((k) => !used.has(k.kind));
      primary = pick(r, fresh.length ? fresh : kinds);
      used.add(primary.kind);
      evs.push(...noiseEvents(primary, e, w, r, int(r, 2, 4) * minutes));
    }
    const extra = shuffle(
      r,
      kinds.filter((k) => k !== primary),
    ).slice(0, int(r, 3, 6));
    for (const k of extra) evs.push(...noiseEvents(k, e, w, r, int(r, 1, 6)));
    const trace = () => (e.traces ? hex(r, 16) : undefined);
    if (slot.sc && onset !== null) {
      const stops = slot.sc.stops ?? [];
      evs = evs.filter((x) => x.t < onset || !stops.some(([svc, re]) => x.svc === svc && re.test(x.msg)));
      const b = slot.sc.bystander;
      evs.push(...deploy(e, b.svc, onset + b.offset, r, b.kind));
      evs.push(...slot.sc.gen(onset, end, r, trace));
    } else {
      const svc = pick(r, Object.keys(e.services));
      evs.push(
        ...deploy(e, svc, start + int(r, 60, minutes * 60 - 60) * 1000, r, pick(r, ["deploy", "reload"] as const)),
      );
    }
    let kept = evs.filter((x) => x.t >= start && x.t < end);
    let lines = finish(e, kept, format, r);
    if (lines.length > 9600) {
      // a long busy window: thin the routine INFO traffic so the file stays under 10,000 lines
      const drop = (lines.length - 9000) / kept.filter((x) => x.level === "INFO").length;
      kept = kept.filter((x) => x.level !== "INFO" || r() >= drop);
      lines = finish(e, kept, format, r);
    }
    if (lines.length < 1500 || lines.length > 10000) throw new Error(`${id}: ${lines.length} lines`);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const sc = slot.sc;
    labels.push({
      id,
      file,
      format,
      isIncident: !!sc,
      originService: sc?.origin ?? null,
      category: sc?.category ?? null,
      errorTypeHints: sc?.hints ?? [],
      incidentStart: onset === null ? null : new Date(onset).toISOString(),
      expectedSeverityAtLeast: sc?.severity ?? null,
      split: "tune",
      note: sc
        ? sc.note
        : `${e.company}, nothing broken: ${primary?.kind} throughout, with ${extra.map((k) => k.kind).join(", ")}.`,
      lines: lines.length,
    });
  });
  assignSplit(labels, r);
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

export const QUIET94_NOISE_KINDS = NOISE.length;

runHoldoutCli(import.meta.url, "quiet94", generateQuiet94, (ls) => {
  const q = ls.filter((l) => !l.isIncident);
  const kinds = new Set(q.map((l) => l.note.split(": ")[1]?.split(" throughout")[0]));
  return `estates ${ESTATES.map((e) => e.key).join("/")}, formats ${FORMATS.join("/")}, ${kinds.size} quiet kinds, lines ${Math.min(...ls.map((l) => l.lines))}-${Math.max(...ls.map((l) => l.lines))}`;
});
