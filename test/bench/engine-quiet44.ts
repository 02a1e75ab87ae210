// Blind scenario set quiet44: harmless-but-alarming windows (and eight real failures laid on the same noise) from
// three made-up real-time communications companies:
//   - ringwell (cloud telephony: SBC, call routing, RTP relay, trunk registration, number porting, CDR rating, SMS;
//     SIP Call-IDs shared across services),
//   - meetbright (video meetings: WebRTC signalling, SFU, coturn TURN relay, recording, transcription, calendar sync;
//     W3C trace ids across services),
//   - callharbor (contact centre: FreeSWITCH bridge, IVR, skills routing, agent desktop, presence, speech analytics,
//     CRM screen-pops, WFM; no correlation ids at all).
// 48 files: 40 quiet windows whose headline noise is one of 38 kinds (SIP scanners, 486/404 storms, porting rejects,
// unrated CDRs, digest 401 challenges, RTP hold timeouts, SHAKEN failures, IRSF blocks, UNDELIV receipts, ICE
// failures behind firewalls, reconnect waves, TURN 401 challenges, low-confidence transcripts, S3 SlowDown, simulcast
// downgrades, Graph 429s, client permission errors, webinar last-N, credential stuffing, queue abandons, heartbeat
// timeouts, IVR no-match, CRM session refresh, long WFM jobs, callback no-answer, PCI recording gaps, GC pauses,
// rolling restarts, slow DNS, malformed input, per-key 429s, certificate reloads, Redis failover, idle pool resets,
// client aborts, cancelled requests), and 8 incidents of eight categories (disk, authentication, null_reference,
// network, memory, configuration, timeout, dependency). Every file is one stream of 9-10 services, 6-20 minutes,
// 1,500-10,000 lines, per-service clock skew up to 300 ms, in one of the six dev formats (jsonl, datadog, ecs, gcp,
// logfmt, compose; 8 files each), with multi-line Java/Python/Go/Node/.NET stack traces where the format allows.
// What makes it hard: every window carries a chronic error from the first minute, deprecation warnings, retries that
// succeed and a rollout; the quiet windows are full of ERROR/WARN lines that mean nothing is broken; in the incidents
// the callers shout louder than the origin, some origins only warn and some go quiet.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { deprecations, retriesThatSucceed, rollout } from "./quiet44/background.js";
import { callId, ESTATES, type Estate } from "./quiet44/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet44/formats.js";
import { INCIDENTS, type IncidentKind } from "./quiet44/incidents.js";
import { KINDS, type NoiseKind } from "./quiet44/quiet.js";
import { mulberry32 } from "./quiet44/rng.js";
import { assignSplit } from "./quiet44/split.js";
import { Stream } from "./quiet44/stream.js";

export interface Quiet44Label extends NotedLabel {
  format: Format;
}

interface Spec {
  estate: Estate;
  format: Format;
  incident?: IncidentKind;
  primary?: NoiseKind;
}

const MIN = 60000;

function build(spec: Spec, seed: number, rate: number): { lines: string[]; t0: number | null; note: string } {
  const r = mulberry32(seed);
  const E = spec.estate;
  const day = r.int(1, 28);
  const start = Date.UTC(2026, 2, day, r.int(0, 23), r.int(0, 59), 0);
  const offset = spec.incident ? r.int(3 * MIN, 8 * MIN) : 0;
  const dur = Math.max(r.int(6, 20) * MIN, offset + r.int(5, 9) * MIN);
  const s = new Stream(r, start, start + dur);
  const t0 = spec.incident ? start + offset : null;

  // everyday traffic, including calls and meetings already in progress when the window opens
  s.every(
    1000 / rate,
    (t) => E.flow(s, t, E.key === "ringwell" ? callId(r) : E.ids ? r.hex(32) : undefined),
    start - 12 * MIN,
    s.end,
    0.8,
  );
  E.periodic(s);
  r.pick(E.chronic)(s);
  deprecations(s, E);
  retriesThatSucceed(s, E);

  // an unrelated rollout near the failure (or anywhere in a quiet window)
  const others = E.services.filter((x) => x.name !== spec.incident?.origin);
  const deployAt = t0 !== null ? t0 + r.pick([-1, 1]) * r.int(40, 150) * 1000 : start + r.int(2 * MIN, dur - 2 * MIN);
  rollout(s, E, r.pick(others).name, deployAt);

  const usable = KINDS.filter((k) => (k.estate === E.key || k.estate === "any") && k !== spec.primary);
  const notes: string[] = [];
  if (spec.primary) {
    const from = start + r.int(30, 180) * 1000;
    spec.primary.gen(s, E, from, s.end - r.int(0, 120) * 1000);
    notes.push(spec.primary.note);
  }
  const extra = r.shuffle([...usable]).slice(0, spec.incident ? 2 : 1);
  for (const k of extra) {
    const from = start + r.int(0, Math.floor(dur / 2));
    k.gen(s, E, from, Math.min(s.end, from + r.int(3, 8) * MIN));
  }
  if (spec.incident && t0 !== null) spec.incident.gen(s, E, t0);

  const skew: Record<string, number> = {};
  for (const x of E.services) skew[x.name] = r.int(-300, 300);
  const lines = render(spec.format, s.finish(skew), E.namespace, E.idKey);
  const note = spec.incident
    ? `${E.key}: ${spec.incident.note}.`
    : `${E.key}, nothing broken: ${notes[0]}; also ${extra.map((k) => k.note.split(";")[0]).join(", ")}.`;
  return { lines, t0, note };
}

export function generateQuiet44(dir: string, seed = 4401): Quiet44Label[] {
  const r = mulberry32(seed);
  const byKey = new Map(ESTATES.map((e) => [e.key, e]));

  const incFormats: Format[] = [...r.shuffle([...FORMATS]), ...r.shuffle([...FORMATS]).slice(0, 2)];
  const pool: Format[] = [];
  for (const f of FORMATS) for (let i = 0; i < 8; i++) pool.push(f);
  for (const f of incFormats) pool.splice(pool.indexOf(f), 1);
  r.shuffle(pool);

  const specs: Spec[] = INCIDENTS.map((k, i) => ({ estate: byKey.get(k.estate)!, format: incFormats[i], incident: k }));
  const primaries = [...KINDS];
  const specific = r.shuffle(KINDS.filter((k) => k.estate !== "any"));
  while (primaries.length < 40) primaries.push(specific[primaries.length - KINDS.length]);
  let anyTurn = r.int(0, 2);
  primaries.forEach((k, i) => {
    const estate = k.estate === "any" ? ESTATES[anyTurn++ % ESTATES.length] : byKey.get(k.estate)!;
    specs.push({ estate, format: pool[i], primary: k });
  });
  r.shuffle(specs);

  mkdirSync(dir, { recursive: true });
  const labels: Quiet44Label[] = specs.map((spec, i) => {
    const id = `q44-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[spec.format]}`;
    const fileSeed = (seed * 7919 + i * 104729) >>> 0;
    let rate = spec.estate.key === "meetbright" ? 1.1 : 0.9;
    let out = build(spec, fileSeed, rate);
    for (let n = 0; n < 8 && (out.lines.length > 9800 || out.lines.length < 1700); n++) {
      rate *= out.lines.length > 9800 ? 0.7 : 1.5;
      out = build(spec, fileSeed, rate);
    }
    writeFileSync(join(dir, file), `${out.lines.join("\n")}\n`);
    const inc = spec.incident;
    return {
      id,
      file,
      format: spec.format,
      isIncident: !!inc,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: out.t0 !== null ? new Date(out.t0).toISOString() : null,
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: "tune",
      note: out.note,
      lines: out.lines.length,
    };
  });
  const halves = assignSplit(mulberry32(seed ^ 0x5eed), labels);
  labels.forEach((l, i) => {
    l.split = halves[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet44", generateQuiet44, (labels) => {
  const est = ESTATES.map((e) => `${e.key} ${labels.filter((l) => l.note.startsWith(e.key)).length}`).join(", ");
  const fm = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  return `estates: ${est}; formats: ${fm}`;
});
