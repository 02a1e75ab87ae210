// Blind set holdout79: voice, video and contact-centre estates.
//
// 64 scenarios (52 failures, four for each of the 13 categories, and 12 ordinary windows) over three made-up
// companies: Voxtrunk, a cloud telephony provider (SBC, media server, call routing, E911, number porting, CDR
// rating; request ids), Meetly, a video-meeting service (WebSocket signalling, SFU, TURN, recording,
// transcription; no request ids) and Tallyline, a contact-centre platform (IVR, skills-based routing, agent
// desktop, chat, recording vault, speech analytics; interaction ids). Each file is one aggregated stream of 8-10
// services over 6-20 minutes, 1,500-10,000 lines, rotating over the six dev formats (jsonl, datadog, ecs, gcp,
// logfmt, compose) with Java, Python, Go, Node, .NET and Ruby stack traces where the format carries them.
//
// What makes it hard: every estate has a constant complainer from the first minute (410s from customer
// webhooks, TURN's 401 allocation challenges, Salesforce contacts with bad e-mails) that out-errors several
// origins, and in two scenarios that same service is the origin with a different error; callers report in their
// own words and retry louder than the origin; some origins only warn, one goes silent and one exits without a
// reason; a harmless deploy or reload lands near every failure; the domain's daily noise (486 busy, 404 not
// found, ICE failures, one-way audio, reconnects, abandons, low transcription confidence) runs throughout, and
// the ordinary windows each carry a blip that looks worse than it is.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { EXT, FORMATS, type Format, render } from "./holdout79/formats.js";
import { FAILURES, type Failure } from "./holdout79/incidents.js";
import { CALM, type Calm } from "./holdout79/quiet.js";
import { makeRng } from "./holdout79/rng.js";
import { assignSplit } from "./holdout79/split.js";
import { buildStream } from "./holdout79/stream.js";

export interface Holdout79Label extends NotedLabel {
  format: Format;
}

type Item = { kind: "failure"; f: Failure } | { kind: "calm"; c: Calm };

export function generateHoldout79(dir: string, seed = 7901): Holdout79Label[] {
  const rng = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const items: Item[] = [
    ...FAILURES.map((f): Item => ({ kind: "failure", f })),
    ...CALM.map((c): Item => ({ kind: "calm", c })),
  ];
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  const splits = assignSplit(
    items.map((it) => (it.kind === "failure" ? it.f.cat : "quiet")),
    rng,
  );
  const labels: Holdout79Label[] = [];
  // failures and quiet windows each rotate over the six formats, so every format gets two quiet windows
  const seen = { failure: 0, calm: 0 };
  items.forEach((it, i) => {
    const format = FORMATS[(seen[it.kind]++ + (it.kind === "calm" ? 3 : 0)) % FORMATS.length];
    const id = `h79-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const durSec = rng.int(6, 19) * 60 + rng.int(0, 59);
    const startSec = rng.int(180, Math.min(480, durSec - 150)) + rng.int(0, 999) / 1000;
    const lo = Math.max(1900, durSec * 2);
    const hi = Math.min(8000, durSec * 7);
    const targetLines = rng.int(lo, Math.max(lo, hi));
    const baseMs = Date.UTC(2026, 10, 1 + (i % 28), rng.int(6, 21), rng.int(0, 59), 0) + rng.int(0, 999);
    const estate = it.kind === "failure" ? it.f.estate : it.c.estate;
    const { recs, services } = buildStream(
      {
        estate,
        baseMs,
        durSec,
        startSec,
        targetLines,
        failure: it.kind === "failure" ? it.f : undefined,
        blips: it.kind === "calm" ? it.c.blips : undefined,
      },
      rng,
    );
    const width = Math.max(...services.map((s) => s.length + 2)) + 2;
    const lines = recs.flatMap((r) => render(format, r, { ns: estate.ns, width }));
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const f = it.kind === "failure" ? it.f : undefined;
    labels.push({
      id,
      file,
      format,
      isIncident: f !== undefined,
      originService: f ? f.origin : null,
      category: f ? f.cat : null,
      errorTypeHints: f ? f.hints : [],
      incidentStart: f ? new Date(baseMs + Math.round(startSec * 1000)).toISOString() : null,
      expectedSeverityAtLeast: f ? f.sev : null,
      split: splits[i],
      note: f ? f.note : (it as { c: Calm }).c.note,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout79", generateHoldout79, (labels) => {
  const estates = "voxtrunk telephony, meetly video, tallyline contact centre";
  const fmts = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  return `estates: ${estates}; formats: ${fmts}; tune ${labels.filter((l) => l.split === "tune").length}/locked ${labels.filter((l) => l.split === "locked").length}`;
});
