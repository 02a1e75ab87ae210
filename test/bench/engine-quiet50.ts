// Blind scenario set quiet50: 48 aggregated log windows from a retail pharmacy chain (Linden Pharmacy, `lindenrx`),
// a telehealth provider (BrightVisit, `brightvisit`) and a mail-order pharmacy (ParcelRx, `parcelrx`); 9-10
// services per estate in Node, Java, Python, Go, .NET, Ruby and C++. 40 windows are quiet: nothing is broken, but
// each carries one of 40 kinds of alarming, harmless noise (payer rejects 79/75/70/65, interaction alerts
// overridden, controlled prescriptions held for PDMP review, no-show visits, inactive coverage, card declines,
// ICE restarts, 429s, scanners, GC pauses, rebalances, broken pipes with stack traces, ...) plus two more kinds at
// random. 8 windows carry an incident, one per category (database, dependency, authentication, configuration,
// timeout, unknown, disk, memory), laid on the same noise. Formats rotate over the dev set's six shapes (jsonl,
// datadog, ecs, gcp, logfmt, compose); windows run 6-20 minutes and 1,500-10,000 lines with up to 300 ms of clock
// skew per service. What makes it hard: every window has a service logging a constant harmless ERROR or WARN from
// the first minute, deprecation warnings, retries that succeed and an unrelated deploy or config reload; quiet
// windows are full of ERROR-level domain rejects; in incidents callers are louder than the origin, one origin only
// warns, one answers 500 without saying why and one goes silent; request ids exist in two estates only.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { baseline } from "./quiet50/baseline.js";
import { ESTATES, type Estate, SOURCE } from "./quiet50/estates.js";
import { FORMATS, type Format } from "./quiet50/formats.js";
import { INCIDENTS, type Incident } from "./quiet50/incidents.js";
import { fits, NOISES, type Noise } from "./quiet50/quiet.js";
import { chance, int, mulberry32, pick, shuffle } from "./quiet50/rng.js";
import { assignSplits } from "./quiet50/split.js";
import { print, Scene } from "./quiet50/stream.js";

export interface Quiet50Label extends NotedLabel {
  format: Format;
}

const TOTAL = 48;
const estateOf = (key: string): Estate => {
  const e = ESTATES.find((x) => x.key === key);
  if (!e) throw new Error(`no estate ${key}`);
  return e;
};

interface Plan {
  estate: Estate;
  incident?: Incident;
  primary?: Noise;
}

function plan(seed: number): Plan[] {
  const r = mulberry32(seed);
  const count = new Map<string, number>(ESTATES.map((e) => [e.key, 0]));
  const quiet: Plan[] = shuffle(r, NOISES).map((n) => {
    const options = ESTATES.filter((e) => fits(n, e)).sort((a, b) => (count.get(a.key) ?? 0) - (count.get(b.key) ?? 0));
    const estate = options[0] ?? estateOf("lindenrx");
    count.set(estate.key, (count.get(estate.key) ?? 0) + 1);
    return { estate, primary: n };
  });
  const incidents: Plan[] = INCIDENTS.map((i) => ({ estate: estateOf(i.estate), incident: i }));
  return shuffle(r, [...quiet, ...incidents]).slice(0, TOTAL);
}

function scenario(p: Plan, i: number, seed: number, fmt: Format) {
  for (let attempt = 0; ; attempt++) {
    const r = mulberry32(seed * 7919 + i * 104729 + attempt);
    const e = p.estate;
    const day = Date.UTC(2026, 9, 1) + i * 86400000;
    const t0 = day + int(r, 0, 23) * 3600000 + int(r, 0, 11) * 300000 + int(r, 0, 59) * 1000 + int(r, 0, 999);
    const offset = int(r, 180, 480) * 1000;
    const minutes = Math.max(int(r, 6, 20), p.incident ? Math.ceil(offset / 60000) + 4 : 6);
    const t1 = t0 + minutes * 60000;
    const target = int(r, 1900, 7500) * (attempt > 0 ? 0.85 : 1);
    const meanMs = Math.max(120, (minutes * 60000 * 3.4) / Math.max(target - minutes * 90, 500));
    const sc = new Scene(r, t0, t1, e.traced);
    const start = t0 + offset;
    p.incident?.run(sc, e, start);
    const others = shuffle(
      r,
      NOISES.filter((n) => fits(n, e) && n !== p.primary),
    ).slice(0, 2);
    const kinds = p.primary ? [p.primary, ...others] : others;
    kinds.forEach((n, k) => {
      const at = k === 0 ? t0 + int(r, 60, Math.max(61, minutes * 30)) * 1000 : t0 + int(r, 30, minutes * 50) * 1000;
      n.run(sc, e, at, int(r, 3, Math.max(3, minutes - 2)) * 60000);
    });
    const candidates = e.svcs.filter((s) => s.name !== p.incident?.origin);
    const changeAt = p.incident ? start + int(r, -150, 150) * 1000 : t0 + int(r, 120, minutes * 50) * 1000;
    baseline(sc, e, {
      meanMs,
      noisy: int(r, 0, 2),
      changeAt,
      changeSvc: pick(r, candidates).name,
      reload: chance(r, 0.4),
    });
    sc.enforceSilence();
    const out = print(
      sc,
      fmt,
      e.ns,
      e.svcs.map((s) => ({ name: s.name, source: SOURCE[s.rt], nodes: int(r, 1, 3) })),
    );
    if ((out.lines >= 1500 && out.lines <= 10000) || attempt > 20) {
      if (out.lines < 1500 || out.lines > 10000) throw new Error(`scenario ${i}: ${out.lines} lines`);
      return { out, start, kinds };
    }
  }
}

export function generateQuiet50(dir: string, seed = 5001): Quiet50Label[] {
  mkdirSync(dir, { recursive: true });
  const plans = plan(seed);
  const splits = assignSplits(
    mulberry32(seed ^ 0x5eed),
    plans.map((p) => p.incident?.category ?? "quiet"),
  );
  const labels = plans.map((p, i): Quiet50Label => {
    const fmt = FORMATS[i % FORMATS.length] as Format;
    const { out, start, kinds } = scenario(p, i, seed, fmt);
    const id = `q50-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${out.ext}`;
    writeFileSync(join(dir, file), out.text);
    const inc = p.incident;
    const noise = kinds.map((k) => k.what).join("; ");
    return {
      id,
      file,
      format: fmt,
      isIncident: Boolean(inc),
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: splits[i] ?? "tune",
      note: inc ? `${p.estate.company}: ${inc.note} (noise: ${noise}).` : `${p.estate.company}, quiet: ${noise}.`,
      lines: out.lines,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet50", generateQuiet50, (labels) => {
  const by = (k: string) => labels.filter((l) => l.note.startsWith(estateOf(k).company)).length;
  const tune = labels.filter((l) => l.split === "tune").length;
  return `estates lindenrx=${by("lindenrx")} brightvisit=${by("brightvisit")} parcelrx=${by("parcelrx")}; formats ${FORMATS.join("/")}; split tune=${tune} locked=${labels.length - tune}`;
});
