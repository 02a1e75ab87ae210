/**
 * Blind set quiet15: "harmless windows that look alarming, round 15: devices, calls, pipelines and schedulers".
 *
 * 48 scenarios in the dev set's six formats (rotating jsonl, datadog, ecs, gcp, logfmt, compose), one aggregated
 * stream per file, sorted by printed time, 3-15 minute windows, 1,000-12,000 lines, per-service clock skew up to
 * 300 ms. Five made-up estates of 8-9 services each: Brightmeter Utilities (smart meters on cellular MQTT), Lumen
 * Voice (SIP/PBX telephony), Forgeworks (CI runners and pipelines), Northbank Mutual (batch scheduler, SFTP,
 * ledger jobs) and Pixel Harbor (game servers, matchmaking, kafka pipeline). Every file carries background traffic,
 * health checks, periodic jobs, one noisy service with a constant harmless error or warning, deprecation warnings
 * and retries that succeed.
 *
 * - 40 quiet windows over 32 kinds (six generic kinds repeat on other estates): cellular meters dropping and
 *   reconnecting, a few devices with expired certificates, OTA reboot waves, SIP friendly-scanner sweeps with wrong
 *   passwords, 486/487 call endings, RTP timeouts, flaky tests passing on retry, cancelled builds (exit 143),
 *   batch RC=4 endings, an SFTP timeout rerun, missed scheduler heartbeats that clear, kafka rebalances,
 *   certificate renewals with a reload, match-end exits, player disconnects, a staging load test in the stream,
 *   node drains, disk cleanups and more. Nothing is broken; a correct answer raises no medium+ alarm.
 * - 8 incidents, one per category (authentication, dependency, disk, configuration, memory, database,
 *   rate_limiting, network), laid on the same noise after a healthy baseline of at least two minutes.
 *
 * Labels follow NotedLabel (../shared/data/incidents layout) plus `format`; `split` is seeded, half each, balanced
 * within category with the quiet windows as one group. Deterministic from the seed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background, ESTATES, type Estate, estate } from "./quiet15/estates.js";
import { EXT, FORMATS, type Format } from "./quiet15/formats.js";
import { INCIDENTS, type IncidentKind } from "./quiet15/incidents.js";
import { QUIET, type QuietKind } from "./quiet15/quiet.js";
import { makeRng, type Rng } from "./quiet15/rng.js";
import { assignSplits } from "./quiet15/split.js";
import { Stream } from "./quiet15/stream.js";

export interface Quiet15Label extends NotedLabel {
  format: Format;
}

type Plan = { quiet: QuietKind; estate: Estate } | { incident: IncidentKind; estate: Estate };

/** The 48 scenarios: every quiet kind on its estate (generic ones rotate), 8 generic repeats elsewhere, 8 incidents. */
function plan(r: Rng): Plan[] {
  const out: Plan[] = [];
  let k = 0;
  for (const q of QUIET)
    out.push({ quiet: q, estate: q.estate === "any" ? ESTATES[k++ % ESTATES.length] : estate(q.estate) });
  const generic = QUIET.filter((q) => q.estate === "any");
  for (let i = 0; i < 40 - QUIET.length; i++) {
    const q = generic[i % generic.length];
    const used = out.filter((p) => "quiet" in p && p.quiet === q).map((p) => p.estate.key);
    const free = ESTATES.filter((e) => !used.includes(e.key));
    out.push({ quiet: q, estate: r.pick(free.length ? free : ESTATES) });
  }
  for (const inc of INCIDENTS) out.push({ incident: inc, estate: estate(inc.estate) });
  return r.shuffle(out);
}

function build(p: Plan, r: Rng, format: Format, scale: number) {
  const isInc = "incident" in p;
  const durMin = isInc ? r.int(6, 15) : r.int(3, 15);
  const [h, m] = [r.int(0, 22), r.int(0, 59)];
  const t0 =
    Date.parse(`${p.estate.day}T${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:00.000Z`) + r.int(0, 999);
  const s = new Stream(r, t0, t0 + durMin * 60000, p.estate.services);
  const perMin = (r.int(1400, 7000) / durMin) * scale;
  background(s, p.estate, perMin);
  let start: number | null = null;
  if ("incident" in p) {
    start = t0 + Math.max(120000, Math.round(durMin * 60000 * (0.4 + 0.2 * r.next())));
    start = Math.floor(start / 1000) * 1000;
    p.incident.run(s, p.estate, start);
  } else p.quiet.run(s, p.estate);
  return { text: s.text(format, p.estate.ns), lines: s.lines.length, start };
}

export function generateQuiet15(dir: string, seed = 1501): Quiet15Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const labels: Quiet15Label[] = plan(r).map((p, i) => {
    const id = `quiet15-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    let scale = 1;
    let out = build(p, makeRng(seed * 1000 + i), format, scale);
    for (let tries = 0; tries < 8 && (out.lines < 1000 || out.lines > 12000); tries++) {
      scale *= out.lines < 1000 ? 1.6 : 0.6;
      out = build(p, makeRng(seed * 1000 + i), format, scale);
    }
    writeFileSync(join(dir, file), out.text);
    const inc = "incident" in p ? p.incident : null;
    return {
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: out.start === null ? null : new Date(out.start).toISOString(),
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: "tune",
      note: `${p.estate.company}: ${"incident" in p ? p.incident.note : p.quiet.note}`,
      lines: out.lines,
    };
  });
  assignSplits(labels, r);
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet15", generateQuiet15);
