// Blind set holdout67: online games and education platforms.
//
// 64 scenarios = 52 incidents (4 per each of the 13 root-cause categories) + 12 quiet windows, over four made-up
// estates: Emberfall Games (shooter live services: edge-gateway, auth-login, entitlements, matchmaker,
// fleet-allocator, lobby-party, store-receipts, leaderboards, telemetry-ingest, anticheat; trace ids), Pinewolf
// Studios (co-op game backend: player-api, session-broker, ds-orchestrator, party-svc, inventory, storefront,
// voice-relay, patch-cdn, ranked-ladder, crashreport-intake; no ids), Halden University (campus-sso,
// sis-enrolment, timetable, grades-api, lms-web, lti-launcher, proctoring-bridge, lecture-video, submissions,
// mail-relay-worker; trace ids) and Brightpath Learning (K-12: family-portal, classroom-api, gradebook,
// quiz-engine, roster-sync, idp-bridge, attendance, media-transcode, notify-push; no ids).
// Each file is one aggregated stream of 8-10 services, 6-20 minutes, 1,500-10,000 lines, rotating over the six dev
// formats (jsonl, datadog, ecs, gcp, logfmt, compose) with multi-line stacks in Java, Kotlin, Python, Go, Node,
// .NET, Ruby and C++ style. Per-service clock skew up to 300 ms; incidents start after 3-8 minutes of baseline.
// What makes it hard: a noisy service per estate with a constant harmless error/warning (twice it is also the
// origin), callers' retry storms louder than the origin, WARN-only origins, origins that go quiet or restart
// silently, vendor and platform failures (dependency / rate limiting / timeout) named only by the caller,
// unrelated deploys and config reloads near the start, exam-week and evening peaks in the quiet windows.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout67/estates.js";
import { EXT, FORMATS, type Format, render } from "./holdout67/formats.js";
import { type Category, INCIDENTS, type Incident } from "./holdout67/incidents.js";
import { QUIETS, type Quiet } from "./holdout67/quiet.js";
import { makeRng, type Rng } from "./holdout67/rng.js";
import { assignSplit } from "./holdout67/split.js";
import { baseline, bursts, type Ev, finish, Stream } from "./holdout67/stream.js";

export interface Holdout67Label extends NotedLabel {
  format: Format;
}

type Spec = { kind: "incident"; inc: Incident } | { kind: "quiet"; q: Quiet };

const GAME = new Set(["emberfall", "pinewolf"]);

function podName(r: Rng, svc: string): string {
  return `${svc}-${r.hex(9)}-${r.hex(5)}`;
}

function build(
  r: Rng,
  spec: Spec,
  idx: number,
  fmt: Format,
): { lines: string[]; start: number | null; present: string[] } {
  const estate = ESTATES[spec.kind === "incident" ? spec.inc.estate : spec.q.estate];
  const minutes = r.int(6, 20);
  const day = new Date(Date.UTC(2026, 9, 1 + idx, 0, 0, 0));
  const hour = GAME.has(estate.key) ? r.int(17, 21) : r.int(7, 14);
  const t0 = day.getTime() + hour * 3600000 + r.int(0, 11) * 5 * 60000;
  const t1 = t0 + minutes * 60000;
  const startMin = Math.min(r.int(3, 8), minutes - 3);
  const start = t0 + startMin * 60000 + r.int(0, 59) * 1000 + r.int(0, 999);

  const used = new Set<string>();
  if (spec.kind === "incident") {
    used.add(spec.inc.origin);
    for (const b of spec.inc.bursts) for (const st of b.steps) used.add(st.svc);
  } else for (const b of spec.q.extra) for (const st of b.steps) used.add(st.svc);
  const present = new Set(estate.services);
  if (estate.services.length > 8 && r.chance(0.5)) {
    const drop = estate.optional.filter((s) => !used.has(s));
    if (drop.length) present.delete(r.pick(drop));
  }

  const target = r.int(1700, 9200);
  const peak = spec.kind === "quiet" ? spec.q.peak : 1 + r.next() * 0.4;
  const mid = t0 + (t1 - t0) * (0.3 + r.next() * 0.4);
  const load = (t: number) => 1 + (peak - 1) * Math.exp(-(((t - mid) / ((t1 - t0) * 0.35)) ** 2));
  let perSec = target / (minutes * 60) / 2.3;

  for (let attempt = 0; ; attempt++) {
    const st = new Stream(r, estate.traced);
    const mute = new Map<string, number>();
    if (spec.kind === "incident" && spec.inc.quiet) mute.set(spec.inc.origin, start);
    baseline(st, r, estate, {
      t0,
      t1,
      perSec,
      load,
      disrupt:
        spec.kind === "incident" && spec.inc.disrupt.length
          ? { svcs: spec.inc.disrupt, from: start, frac: spec.inc.frac }
          : undefined,
      mute,
      present,
    });
    const deploys = estate.deploys.filter(
      (d) => present.has(d.svc) && (spec.kind === "quiet" || d.svc !== spec.inc.origin),
    );
    const dep = r.pick(deploys);
    const depAt = spec.kind === "incident" ? start + r.int(-180, 150) * 1000 : t0 + r.int(60, minutes * 60 - 60) * 1000;
    dep.lines.forEach(([level, msg], i) => {
      st.add({ t: depAt + i * r.int(200, 1500), svc: dep.svc, level, msg });
    });
    if (spec.kind === "incident") {
      for (const p of spec.inc.prelude ?? [])
        st.add({ t: start + p.at * 1000 + r.int(0, 900), svc: spec.inc.origin, level: p.level, msg: p.msg });
      bursts(st, r, start, t1, spec.inc.bursts);
    } else bursts(st, r, t0, t1, spec.q.extra);

    const evs: Ev[] = finish(st, r, estate.services);
    const pods = new Map<string, string>();
    for (const s of estate.services) pods.set(s, podName(r, s));
    const pad = Math.max(...[...present].map((s) => s.length + 2)) + 1;
    const lines: string[] = [];
    for (const e of evs) lines.push(...render(fmt, e, { ns: estate.ns, pad, pod: (s) => pods.get(s) ?? s }));
    if ((lines.length >= 1500 && lines.length <= 10000) || attempt > 6) {
      return { lines, start: spec.kind === "incident" ? start : null, present: [...present] };
    }
    perSec *= (lines.length > 10000 ? 8500 : 2500) / lines.length;
  }
}

export function generateHoldout67(dir: string, seed = 6701): Holdout67Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const specs: Spec[] = r.shuffle([
    ...INCIDENTS.map((inc): Spec => ({ kind: "incident", inc })),
    ...QUIETS.map((q): Spec => ({ kind: "quiet", q })),
  ]);
  const splits = assignSplit(
    r,
    specs.map((s) => (s.kind === "incident" ? s.inc.category : null)),
  );
  const labels: Holdout67Label[] = [];
  specs.forEach((spec, i) => {
    const fmt = FORMATS[i % FORMATS.length];
    const id = `h67-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[fmt]}`;
    const { lines, start } = build(r, spec, i, fmt);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = spec.kind === "incident" ? spec.inc : null;
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: inc !== null,
      originService: inc ? inc.origin : null,
      category: inc ? (inc.category as Category) : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: start === null ? null : new Date(start).toISOString(),
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: splits[i],
      note: inc ? inc.note : spec.kind === "quiet" ? spec.q.note : "",
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout67", generateHoldout67, (labels) => {
  const byFmt = new Map<string, number>();
  for (const l of labels) byFmt.set(l.format, (byFmt.get(l.format) ?? 0) + 1);
  return `formats ${[...byFmt].map(([f, n]) => `${f}=${n}`).join(" ")}; estates emberfall, pinewolf, halden, brightpath`;
});
