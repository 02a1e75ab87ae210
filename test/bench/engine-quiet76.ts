// Blind set quiet76: harmless-but-alarming windows from satellite operators and their ground stations.
//
// 48 scenarios: 40 quiet windows and 8 incidents (database, disk, configuration, authentication, timeout, memory,
// network, dependency; one each). Four made-up estates of 9-10 services each: Halcyon Orbital (trace ids,
// Node/Go/Java/Python/C++), Kestrel Earth Imaging (no ids, Ruby/.NET/Java/Python/C++), Meridian Ground Network
// (trace ids, .NET/Go/Java/Python/C++) and Aurora Polar Sat (no ids, nginx/Go/Java/.NET/Python). Every file is one
// aggregated stream of 6-20 minutes, 1,500-10,000 lines, sorted by printed time with up to 300 ms per-service skew,
// in one of the dev set's six formats (8 files each), with multi-line stack traces where the format holds them.
//
// What makes it hard: the quiet windows are full of what pages ground-segment on-call for nothing (37 kinds: passes
// missed to rain fade, CRC failures at low elevation, tasking refused for cloud cover or conflicts, wind stows,
// eclipse limit crossings, keyhole lock loss, sun transits, SAA bit flips, expired customer keys, 429s, parked
// webhooks, slow reindex queries, GC pauses, scale-downs, ...) on top of a constant noisy error, deprecation
// warnings, succeeding retries and an unrelated deploy or config reload. The incidents sit on the same noise:
// callers complain louder than the origin, some origins log only WARN, some go quiet between restarts or lose
// their routine lines entirely.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background } from "./quiet76/background.js";
import { makeCtx } from "./quiet76/ctx.js";
import { ESTATES, type Estate, roles } from "./quiet76/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet76/formats.js";
import { INCIDENTS, type Outcome } from "./quiet76/incidents.js";
import { NOISES } from "./quiet76/quiet.js";
import { hex, int, mulberry32, pick, type Rng, shuffle } from "./quiet76/rng.js";
import { assignSplit } from "./quiet76/split.js";
import { Stream, sortPrinted } from "./quiet76/stream.js";

export interface Quiet76Label extends NotedLabel {
  format: Format;
}

interface Plan {
  incident: number | null;
  estate: Estate;
  format: Format;
  noises: number[];
}

function plan(r: Rng): Plan[] {
  const pool: Format[] = FORMATS.flatMap((f) => new Array<Format>(8).fill(f));
  const incFormats = [...shuffle(r, FORMATS), ...shuffle(r, FORMATS).slice(0, 2)];
  for (const f of incFormats) pool.splice(pool.indexOf(f), 1);
  const quietFormats = shuffle(r, pool);
  const kinds = shuffle(
    r,
    NOISES.map((_, i) => i),
  );
  let k = 0;
  const nextKinds = (n: number) => {
    const out: number[] = [];
    while (out.length < n) {
      const x = kinds[k++ % kinds.length];
      if (!out.includes(x)) out.push(x);
    }
    return out;
  };
  const quiet: Plan[] = quietFormats.map((format, i) => ({
    incident: null,
    estate: ESTATES[i % ESTATES.length],
    format,
    noises: nextKinds(int(r, 2, 3)),
  }));
  const inc: Plan[] = INCIDENTS.map((x, i) => ({
    incident: i,
    estate: ESTATES.find((e) => e.key === x.estate) ?? ESTATES[0],
    format: incFormats[i],
    noises: nextKinds(int(r, 1, 2)),
  }));
  return shuffle(r, [...quiet, ...inc]);
}

function scenario(r: Rng, p: Plan, day: number, attempt: number) {
  const hour = pick(r, [0, 1, 2, 3, 3, 4, 5, 9, 13, 17, 21, 22, 23]);
  const t0 = Date.UTC(2026, 11, 1 + day, hour, int(r, 0, 50), int(r, 0, 59), int(r, 0, 999));
  const minutes = int(r, p.incident === null ? 6 : 11, 20);
  const t1 = t0 + minutes * 60000;
  const s = new Stream(r, t0, t1, p.estate.traces);
  const c = makeCtx(s, p.estate);
  const start = p.incident === null ? null : t0 + int(r, 180, Math.min(480, (minutes - 6) * 60)) * 1000;
  let out: Outcome | null = null;
  if (p.incident !== null && start !== null) out = INCIDENTS[p.incident].run(c, start);
  const mid = start ?? t0 + int(r, 120, (minutes - 2) * 60) * 1000;
  const deployed = background(c, Math.max(8, int(r, 25, 110) - attempt * 20), mid + int(r, -150, 120) * 1000);
  for (const n of p.noises) {
    NOISES[n].run(c, t0 + int(r, 30, Math.max(60, (minutes - 4) * 60)) * 1000);
  }
  return { s, t0, start, out, deployed, minutes };
}

export function generateQuiet76(dir: string, seed = 7601): Quiet76Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const plans = plan(r);
  const drafts = plans.map((p, i) => {
    const id = `q76-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[p.format]}`;
    const skew = new Map(roles(p.estate).map((role) => [p.estate.svc[role]?.name ?? "", int(r, -300, 300)]));
    const podId = new Map([...skew.keys()].map((svc) => [svc, `${svc}-${hex(r, 9)}-${hex(r, 5)}`]));
    let lines: string[] = [];
    let sc = scenario(r, p, i, 0);
    for (let attempt = 1; attempt < 6; attempt++) {
      const width = Math.max(...[...skew.keys()].map((n) => n.length + 2)) + 1;
      lines = sortPrinted(sc.s.evs, skew).flatMap(({ ev, printed }) =>
        render(ev, printed, {
          format: p.format,
          namespace: p.estate.namespace,
          pod: (svc) => podId.get(svc) ?? svc,
          width,
        }),
      );
      if (lines.length <= 10000 && lines.length >= 1500) break;
      sc = scenario(r, p, i, lines.length > 10000 ? attempt : -attempt);
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const kinds = p.noises.map((n) => NOISES[n].kind).join(", ");
    const note = sc.out
      ? `${p.estate.company}: ${sc.out.note.replace(/\.$/, "")} (alongside: ${kinds}).`
      : `${p.estate.company}, nothing broken: ${kinds}, plus a steady noisy error and an unrelated change on ${sc.deployed}.`;
    return {
      id,
      file,
      format: p.format,
      isIncident: sc.out !== null,
      originService: sc.out?.origin ?? null,
      category: sc.out?.category ?? null,
      errorTypeHints: sc.out?.hints ?? [],
      incidentStart: sc.start === null ? null : new Date(sc.start).toISOString(),
      expectedSeverityAtLeast: sc.out?.severity ?? null,
      note,
      lines: lines.length,
    };
  });
  const split = assignSplit(r, drafts);
  const labels: Quiet76Label[] = drafts.map((d, i) => ({ ...d, split: split[i] }));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet76", generateQuiet76, (ls) => {
  const by = (f: Format) => ls.filter((l) => l.format === f).length;
  return `${ESTATES.length} estates, formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}, ${NOISES.length} noise kinds, tune=${ls.filter((l) => l.split === "tune").length}`;
});
