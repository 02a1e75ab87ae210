// Blind set quiet122: language-learning apps, 48 windows (40 quiet, 8 incidents).
//
// Four made-up estates, each one aggregated stream of 8-10 services: Lingora (lessons, streaks, speech scoring,
// leagues, push; trace ids), TalkBridge (live video tutoring, bookings, payouts, auth; no ids), Verbo (app-store
// and web subscriptions, paywall, entitlements; trace ids) and Kotoba (practice, speaking clips, ASR, leagues, XP;
// no ids). Runtimes: Java, Python, Go, Node, .NET, Ruby and C++.
// Files rotate over the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose), 6-20 minute windows,
// 1,500-10,000 lines, per-service clock skew up to 300 ms, sorted by printed time.
// 40 quiet windows carry 37 kinds of alarming but harmless noise (speech clips rejected as too quiet, streaks lost at
// local midnight, tutor no-shows, refunded receipts refused, pushes to uninstalled apps, course releases, league
// rollovers, credential stuffing blocked, card declines, TURN fallbacks, recovered panics ...), each window with a
// main burst plus one or two more, on top of a constantly noisy service, deprecation warnings, retries that succeed,
// an unrelated rollout and a config reload. The 8 incidents (database, timeout, network, dependency, configuration,
// memory, disk, authentication) sit on the same noise: callers are louder than the origin, one origin only warns,
// one goes quiet after dying, and one fails behind its own deploy.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, estateByKey } from "./quiet122/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet122/formats.js";
import { INCIDENTS, type Incident } from "./quiet122/incidents.js";
import { QUIET, type QuietKind } from "./quiet122/quiet.js";
import { mulberry32, type Rng } from "./quiet122/rng.js";
import { assignSplit } from "./quiet122/split.js";
import { baseline, makeCtx, sortByPrinted } from "./quiet122/stream.js";

export interface Quiet122Label extends NotedLabel {
  format: Format;
}

interface Plan {
  estate: string;
  kinds: QuietKind[];
  incident?: Incident;
}

const fits = (k: QuietKind, estate: string) => k.roles.every((role) => estateByKey(estate).roles[role] !== undefined);

function plan(r: Rng): Plan[] {
  const uses: Record<string, number> = {};
  const pickEstate = (k: QuietKind): string => {
    const ok = ESTATES.filter((e) => fits(k, e.key)).map((e) => e.key);
    r.shuffle(ok);
    ok.sort((a, b) => (uses[a] ?? 0) - (uses[b] ?? 0));
    uses[ok[0]] = (uses[ok[0]] ?? 0) + 1;
    return ok[0];
  };
  const extras = (estate: string, not: QuietKind[], n: number): QuietKind[] =>
    r.shuffle(QUIET.filter((k) => fits(k, estate) && !not.includes(k))).slice(0, n);
  const mains = r.shuffle([...QUIET]);
  while (mains.length < 40) mains.push(r.pick(QUIET));
  const plans: Plan[] = mains.slice(0, 40).map((k) => {
    const estate = pickEstate(k);
    return { estate, kinds: [k, ...extras(estate, [k], r.int(1, 2))] };
  });
  for (const inc of INCIDENTS)
    plans.push({ estate: inc.estate, kinds: extras(inc.estate, [], r.int(1, 2)), incident: inc });
  return r.shuffle(plans);
}

export function generateQuiet122(dir: string, seed = 12251): Quiet122Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const plans = plan(r);
  const labels: Quiet122Label[] = [];
  // every format carries 8 files; the incidents cover all six formats
  const incFormats = r.shuffle([...FORMATS, ...r.shuffle([...FORMATS]).slice(0, 2)]);
  const pool = FORMATS.flatMap((f) => new Array<Format>(8).fill(f));
  for (const f of incFormats) pool.splice(pool.indexOf(f), 1);
  r.shuffle(pool);
  plans.forEach((p, n) => {
    const e = estateByKey(p.estate);
    const format = (p.incident ? incFormats.shift() : pool.shift())!;
    const id = `q122-${String(n + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const minutes = p.incident ? r.int(12, 20) : r.int(6, 20);
    const t0 = Date.UTC(2026, 10, r.int(2, 29), r.int(0, 23), r.int(0, 59), r.int(0, 59)) + r.int(0, 999);
    const ctx = makeCtx(r, e, t0, minutes);
    const span = minutes * 60000;
    const tf = p.incident ? t0 + r.int(180, Math.min(480, (minutes - 4) * 60)) * 1000 + r.int(0, 999) : 0;
    const svcs = Object.keys(e.services);
    const others = svcs.filter((s) => s !== p.incident?.origin);
    const near = (lo: number, hi: number) =>
      Math.min(t0 + span - 30000, Math.max(t0 + 20000, (tf || t0 + span / 2) + r.int(lo, hi) * 1000));
    const hook = p.incident?.setup(ctx, tf);
    const target = r.int(2000, 5500);
    baseline(ctx, {
      rate: target / (minutes * 60 * 2.7),
      hook,
      noisy: p.incident ? p.incident.noisy : r.int(0, 1),
      deploy: { svc: r.pick(others), at: near(-150, 120), version: `${r.int(1, 9)}.${r.int(0, 40)}.${r.int(0, 9)}` },
      reload: { svc: r.pick(others), at: near(-240, 200) },
    });
    p.kinds.forEach((k, i) => {
      const at = i === 0 && p.incident ? near(-200, 60) : t0 + r.int(15000, Math.max(20000, span - 200000));
      k.run(ctx, at);
    });
    const lines = render(format, sortByPrinted(ctx.recs), e.ns);
    if (lines.length < 1500 || lines.length > 10000) throw new Error(`${id}: ${lines.length} lines out of range`);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = p.incident;
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(tf).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: "tune",
      note: inc
        ? `${e.key}: ${inc.note}; noise: ${p.kinds.map((k) => k.key).join(", ")}.`
        : `${e.key}, nothing broken: ${p.kinds.map((k) => k.note).join("; ")}.`,
      lines: lines.length,
    });
  });
  const splits = assignSplit(
    r,
    labels.map((l) => l.category ?? "quiet"),
  );
  labels.forEach((l, i) => {
    l.split = splits[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet122", generateQuiet122, (ls) => {
  const by = (f: (l: Quiet122Label) => string) => {
    const m: Record<string, number> = {};
    for (const l of ls) m[f(l)] = (m[f(l)] ?? 0) + 1;
    return Object.entries(m)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ");
  };
  return `formats: ${by((l) => l.format)}; estates: ${by((l) => l.note.split(/[,:]/)[0])}; split: ${by((l) => l.split)}`;
});
