// Blind set quiet112: 48 aggregated log windows from four made-up cinema chains (Lumen Cinemas, Northlight Pictures,
// Paragon Picturehouses, Starlite Multiplex; 9-10 services each: web/box office gateways, showtimes, seat maps and
// holds, ticketing, payments, concessions to seat, loyalty and subscription passes, KDM intake, projector telemetry,
// box office terminals) in the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose), rotating.
// 40 windows are quiet: nothing is broken, but each carries three of 37 kinds of alarming, harmless noise (seat holds
// expiring by the thousand on release day, passes refused for a second film, KDMs for unbooked screens or not yet
// valid, lamp hour warnings, kitchens closed, card declines, scrapers at the rate limit, SNMP timeouts on screens in
// maintenance, rolling restarts, breaker flaps on optional recommendations, refund batches, ...). 8 windows hold one
// failure each of a different category (database, memory, disk, network, configuration, authentication, timeout,
// null_reference), laid on the same noise. Every file carries request traffic, health checks, periodic jobs, a
// service that logs one harmless ERROR all day, deprecation warnings, retries that succeed and an unrelated deploy or
// config reload. Hard parts: callers (gateways, till hubs, order services) are louder than the failing service and
// retry; one origin only warns, one goes silent after an OutOfMemoryError, one is also the estate's noisy service;
// request ids travel in two estates and not in the other two; clock skew up to 300 ms; 6-20 minute windows with
// 1,500-10,000 lines; Java, Kotlin, Python, Go, Node, .NET, Ruby and C++ wording and stack traces.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Role } from "./quiet112/estates.js";
import { EXT, FORMATS, type Format } from "./quiet112/formats.js";
import { FAILURES } from "./quiet112/incidents.js";
import { NOISES } from "./quiet112/quiet.js";
import { makeRng } from "./quiet112/rng.js";
import { assignSplit } from "./quiet112/split.js";
import { background, Ctx, renderAll, traffic, unrelatedChange } from "./quiet112/stream.js";

export interface Quiet112Label extends NotedLabel {
  format: Format;
}

const INCIDENT_AT = [4, 9, 14, 19, 24, 29, 36, 45];
const MIN = 60000;

export function generateQuiet112(dir: string, seed = 11251): Quiet112Label[] {
  mkdirSync(dir, { recursive: true });
  const rng = makeRng(seed);
  // a shuffled deck of noise kinds so every kind is used
  const deck: number[] = [];
  const draw = (): number => {
    if (deck.length === 0) {
      const d = NOISES.map((_, i) => i);
      for (let i = d.length - 1; i > 0; i--) {
        const j = rng.int(0, i);
        [d[i], d[j]] = [d[j] as number, d[i] as number];
      }
      deck.push(...d);
    }
    return deck.pop() as number;
  };
  const failures = [...FAILURES];
  const drafts: Omit<Quiet112Label, "split">[] = [];
  for (let i = 0; i < 48; i++) {
    const id = `q112-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const fi = INCIDENT_AT.indexOf(i);
    const failure = fi >= 0 ? failures[fi] : undefined;
    const estate = failure
      ? (ESTATES.find((e) => e.key === failure.estate) ?? ESTATES[0])
      : ESTATES[i % ESTATES.length];
    if (!estate) throw new Error("no estate");
    const srng = makeRng(seed * 1000 + i * 7919);
    const minutes = srng.int(6, 20);
    const day = 1 + (i % 27);
    const hour = srng.pick([11, 13, 17, 18, 19, 20, 21, 22]);
    const t0 = Date.UTC(2026, 11, day, hour, srng.int(0, 50), srng.int(0, 59)) + srng.int(0, 999);
    const t1 = t0 + minutes * MIN;
    const c = new Ctx(srng, estate, t0, t1);
    const targetLines = srng.int(1900, 8000);
    const perSec = Math.min(3.2, Math.max(0.9, targetLines / (minutes * 60) / 2.8));
    let start: number | null = null;
    let note: string;
    const kinds: string[] = [];
    const nNoise = failure ? 2 : 3;
    for (let k = 0; k < nNoise; k++) {
      const n = NOISES[draw()];
      if (!n) continue;
      const a = t0 + srng.int(0, Math.floor((t1 - t0) / 3));
      const span = Math.min(t1 - a, srng.int(3, 6) * MIN);
      n.run(c, a, a + span);
      kinds.push(n.note);
    }
    if (failure) {
      const base = srng.int(3, Math.min(8, minutes - 3));
      start = t0 + base * MIN + srng.int(0, 50) * 1000;
      failure.install(c, start);
      unrelatedChange(c, failure.bystander, start - srng.int(40, 150) * 1000);
      note = `${failure.note}; noise: ${kinds.join("; ")}.`;
    } else {
      const roles = (Object.keys(estate.svc) as Role[]).filter((r) => r !== "gw");
      unrelatedChange(c, srng.pick(roles), t0 + srng.int(2, minutes - 2) * MIN);
      note = `Nothing is broken: ${kinds.join("; ")}.`;
    }
    background(c);
    traffic(c, perSec);
    const lines = renderAll(format, c);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    drafts.push({
      id,
      file,
      format,
      isIncident: !!failure,
      originService: failure ? (estate.svc[failure.origin] ?? null) : null,
      category: failure ? failure.category : null,
      errorTypeHints: failure ? failure.hints : [],
      incidentStart: start === null ? null : new Date(start).toISOString(),
      expectedSeverityAtLeast: failure ? failure.severity : null,
      note,
      lines: lines.length,
    });
  }
  const split = assignSplit(
    rng,
    drafts.map((d) => d.category),
  );
  const labels: Quiet112Label[] = drafts.map((d, i) => ({ ...d, split: split[i] ?? "tune" }));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet112", generateQuiet112, (ls) => {
  const by = (f: string) => ls.filter((l) => l.format === f).length;
  return `formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}; estates lumen/northlight/paragon/starlite`;
});
