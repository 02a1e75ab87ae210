// Blind set quiet45: 48 scenarios (40 quiet windows, 8 incidents, one per category) from developer platforms
// (Git hosting, CI scheduling and runners, artifact registries and package mirrors, image scanning, deployment
// trains, feature flags, code search). Four made-up estates (forgewell, tessellate, harborline, quillworks), 8-10
// services each, Ruby/Go/Java/Node/Python/.NET/C++/Rust runtimes; request ids only in forgewell and harborline.
// Each file is one aggregated stream of 6-20 minutes, 1,500-10,000 lines, sorted by printed time with up to
// 300 ms per-service skew, in the six dev formats (jsonl, datadog, ecs, gcp, logfmt, compose) in rotation.
// Hard because the quiet windows are alarming on purpose (37 kinds of harmless noise: flaky tests with
// tracebacks, OOMKilled user jobs, CRITICAL known CVEs, 401 storms from bots, 404ing customer webhooks, evicted
// pods, leader handovers...) and because the incidents sit on the same noise: retry storms in callers louder than
// the source, a source that only warns, one that crash-loops and goes quiet, a third-party upstream behind a
// circuit breaker, and an unrelated deploy or reload near every failure.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, ROLES, type Role } from "./quiet45/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet45/formats.js";
import { INCIDENTS, type Incident } from "./quiet45/incidents.js";
import { NOISE, NOISE_KINDS, NOISE_NOTE, unrelatedChange } from "./quiet45/quiet.js";
import { makeRng, type Rng } from "./quiet45/rng.js";
import { assignSplit } from "./quiet45/split.js";
import { Ctx, sorted, traffic } from "./quiet45/stream.js";

export interface Quiet45Label extends NotedLabel {
  format: Format;
}

const OPTIONAL: readonly Role[] = ["scanner", "deploy", "flags", "search", "hooks"];

interface Plan {
  estate: (typeof ESTATES)[number];
  format: Format;
  incident: Incident | null;
  headline: string | null;
}

function build(rng: Rng, plan: Plan, t0: number): { text: string; lines: number; start: number | null; note: string } {
  const inc = plan.incident;
  const minutes = inc ? rng.int(10, 20) : rng.int(6, 20);
  const t1 = t0 + minutes * 60_000;
  const start = inc ? t0 + rng.int(180, 480) * 1000 + rng.int(0, 999) : null;
  // which services this file shows: 8-10, never the source or the services the story needs
  const keep = new Set<Role>(ROLES);
  const needed = new Set<Role>(
    inc ? [inc.origin, "deploy", ...(inc.origin === "flags" ? (["flags"] as Role[]) : [])] : [],
  );
  const droppable = rng.shuffle(OPTIONAL.filter((r) => !needed.has(r)));
  const drop = rng.int(0, 2);
  const c = new Ctx(rng, plan.estate, t0, t1, keep);
  const targetLines = rng.int(1_900, 8_200);
  const perMin = Math.max(40, (targetLines / minutes - 55) / 2.2);
  // the failure first: it decides which requests fail and which services fall silent
  if (inc && start !== null) inc.install(c, start);
  traffic(c, perMin);
  // noise: the headline kind, a steady noisy one from the first minute, a few episodes, deprecations and retries
  const kinds = NOISE_KINDS.filter((k) => k !== plan.headline);
  const steady = rng.pick(kinds.filter((k) => k !== "apiDeprecation" && k !== "uploadRetry"));
  const headFrom = c.recs.length;
  if (plan.headline) NOISE[plan.headline]?.(c, rng.chance(0.35));
  const headRoles = new Set(c.recs.slice(headFrom).map((r) => r.svc));
  NOISE[steady]?.(c, true);
  const extras = rng.shuffle(kinds.filter((k) => k !== steady)).slice(0, rng.int(2, 4));
  for (const k of extras) NOISE[k]?.(c, false);
  NOISE[rng.chance(0.5) ? "apiDeprecation" : "staleSdk"]?.(c, false);
  NOISE[rng.chance(0.5) ? "uploadRetry" : "hookTimeoutRetry"]?.(c, false);
  const changeAt =
    start !== null ? start + rng.pick([-1, 1]) * rng.int(40, 170) * 1000 : t0 + rng.next() * (t1 - t0 - 120_000);
  unrelatedChange(c, changeAt, inc?.origin ?? null);
  // drop services that play no part in the story
  const dropped = new Set<string>(
    droppable
      .filter((r) => !headRoles.has(plan.estate.names[r]))
      .slice(0, drop)
      .map((r) => plan.estate.names[r]),
  );
  const recs = sorted(c).filter((r) => !dropped.has(r.svc));
  const pad = Math.max(...recs.map((r) => r.svc.length)) + 4;
  const out: string[] = [];
  for (const r of recs) out.push(...render(plan.format, r, plan.estate.ns, pad));
  const note = inc
    ? inc.note
    : `Quiet ${plan.estate.key} window: ${NOISE_NOTE[plan.headline ?? ""] ?? "routine noise"}, while ${NOISE_NOTE[steady] ?? steady} all along; nothing is broken.`;
  return { text: `${out.join("\n")}\n`, lines: out.length, start, note };
}

export function generateQuiet45(dir: string, seed = 4501): Quiet45Label[] {
  const rng = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const heads = rng.shuffle([...NOISE_KINDS]);
  const plans: Plan[] = [];
  for (let i = 0; i < 40; i++)
    plans.push({
      estate: ESTATES[i % ESTATES.length] as Plan["estate"],
      format: "jsonl",
      incident: null,
      headline: heads[i % heads.length] ?? null,
    });
  for (const inc of INCIDENTS)
    plans.push({
      estate: ESTATES.find((e) => e.key === inc.estate) as Plan["estate"],
      format: "jsonl",
      incident: inc,
      headline: null,
    });
  rng.shuffle(plans);
  // incidents cover all six formats; quiet windows rotate over them too
  const incFmts = [...rng.shuffle([...FORMATS]), ...rng.shuffle([...FORMATS])];
  const quietFmts = rng.shuffle([...FORMATS]);
  let qi = 0;
  let ii = 0;
  for (const p of plans) p.format = (p.incident ? incFmts[ii++] : quietFmts[qi++ % quietFmts.length]) as Format;
  const splits = assignSplit(
    rng,
    plans.map((p) => p.incident?.category ?? null),
  );
  const labels: Quiet45Label[] = [];
  let day = Date.UTC(2026, 10, 3, 0, 0, 0);
  plans.forEach((p, i) => {
    day += rng.int(1, 2) * 86_400_000;
    const t0 = day + rng.int(0, 23) * 3_600_000 + rng.int(0, 11) * 300_000;
    const id = `q45-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[p.format]}`;
    const b = build(rng, p, t0);
    writeFileSync(join(dir, file), b.text);
    const inc = p.incident;
    labels.push({
      id,
      file,
      format: p.format,
      isIncident: inc !== null,
      originService: inc ? p.estate.names[inc.origin] : null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: b.start !== null ? new Date(b.start).toISOString() : null,
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: splits[i] ?? "tune",
      note: b.note,
      lines: b.lines,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet45", generateQuiet45, (labels) => {
  const f = new Map<string, number>();
  for (const l of labels) f.set(l.format, (f.get(l.format) ?? 0) + 1);
  return `formats ${[...f].map(([k, v]) => `${k}=${v}`).join(" ")}; estates ${ESTATES.map((e) => e.key).join(", ")}`;
});
