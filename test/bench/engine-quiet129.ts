/**
 * Blind holdout "quiet129": toy and board game sellers. 48 aggregated multi-service log windows (6-20 minutes,
 * 1,500-10,000 lines) over four made-up estates — Meeple Harbor (board games and crowdfunding pledges, traced),
 * Brickle & Co (toy shop chain, no ids), Tinker Tots (toy marketplace, traced) and Dice Vault (pledge fulfilment
 * distributor, no ids) — running Node, Java, Python, Go, .NET and Ruby, in the six README formats.
 *
 * 40 windows are quiet: healthy estates that still log alarming ERROR/WARN lines normal for the domain (declined
 * cards, sold-out pre-orders, backer address failures, age-gate refusals, blocked unsafe listings, gift card
 * misuse, points expiry, short picks, RF scanners dropping, rolling restarts, cert rotation, backfills, scanners,
 * credential stuffing, rate-limited scrapers, retries that succeed, peak-season autoscaling ...), one primary
 * kind per window plus two or three others, and every estate has a chronic harmless complaint from minute one.
 * 8 windows are real incidents (database, network, timeout, dependency, configuration, memory, disk,
 * null_reference) laid on the same noise. What makes them hard: callers log more errors than the origin, the
 * origin often logs only WARN or goes silent, unrelated deploys land near the fault, stack traces come in each
 * runtime's shape, and clock skew of up to 300 ms reorders printed times.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet129/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet129/formats.js";
import { INCIDENTS, type Incident } from "./quiet129/incidents.js";
import { NOISE } from "./quiet129/quiet.js";
import { hex, int, mulberry32, type Rng, shuffle } from "./quiet129/rng.js";
import { splitHalves } from "./quiet129/split.js";
import { applyDrops, background, type Ctx } from "./quiet129/stream.js";

export interface Quiet129Label extends NotedLabel {
  format: Format;
}

interface Plan {
  estate: Estate;
  format: Format;
  noise: number[];
  inc?: Incident;
}

function plan(r: Rng): Plan[] {
  const kinds = shuffle(
    r,
    NOISE.map((_, i) => i),
  );
  const extra = () =>
    [int(r, 0, NOISE.length - 1), int(r, 0, NOISE.length - 1), int(r, 0, NOISE.length - 1)].slice(0, int(r, 2, 3));
  const quiet: Plan[] = Array.from({ length: 40 }, (_, i) => ({
    estate: ESTATES[i % ESTATES.length],
    format: FORMATS[(i + Math.floor(i / 4)) % FORMATS.length],
    noise: [kinds[i], ...extra()],
  }));
  const inc: Plan[] = INCIDENTS.map((x) => ({
    estate: ESTATES.find((e) => e.key === x.estate) ?? ESTATES[0],
    format: x.format,
    noise: extra(),
    inc: x,
  }));
  return shuffle(r, [...quiet, ...inc]);
}

function scenario(r: Rng, p: Plan, id: string): { text: string; label: Omit<Quiet129Label, "split"> } {
  const day = Date.UTC(2025, 10, 20) + int(r, 0, 30) * 86400000;
  const s = day + int(r, 6 * 3600, 21 * 3600) * 1000 + int(r, 0, 999);
  const d = s + int(r, 6, 20) * 60000;
  const c: Ctx = { r, e: p.estate, s, d, evs: [], drops: [] };
  background(c, Math.min(6, Math.max(0.6, int(r, 2000, 6500) / (((d - s) / 1000) * 2.4))));
  for (const k of p.noise) NOISE[k][1](c);
  let t0: number | null = null;
  let evs = c.evs;
  if (p.inc) {
    t0 = s + (0.35 + 0.25 * r()) * (d - s);
    const base = applyDrops(c);
    c.evs = [];
    p.inc.run(c, t0);
    evs = [...base, ...c.evs];
  }
  evs = evs.filter((e) => e.t >= s && e.t < d).sort((a, b) => a.t - b.t);
  const skew = new Map(p.estate.svcs.map(([n]) => [n, int(r, -300, 300)]));
  const host = new Map(p.estate.svcs.map(([n]) => [n, `${n}-${hex(r, 8)}-${hex(r, 5)}`]));
  const width = Math.max(...p.estate.svcs.map(([n]) => n.length)) + 5;
  const lines = evs.flatMap((e) => render(p.format, e, e.t + (skew.get(e.svc) ?? 0), width, host.get(e.svc) ?? e.svc));
  const i = p.inc;
  const label: Omit<Quiet129Label, "split"> = {
    id,
    file: `${id}.${EXT[p.format]}`,
    format: p.format,
    isIncident: !!i,
    originService: i ? i.origin : null,
    category: i ? i.category : null,
    errorTypeHints: i ? i.hints : [],
    incidentStart: t0 === null ? null : new Date(t0).toISOString(),
    expectedSeverityAtLeast: i ? i.sev : null,
    note: i
      ? i.note
      : `Quiet ${p.estate.key} window: ${p.noise.map((k) => NOISE[k][0]).join(", ")}; nothing to page about.`,
    lines: lines.length,
  };
  return { text: `${lines.join("\n")}\n`, label };
}

export function generateQuiet129(dir: string, seed = 12951): Quiet129Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const made = plan(r).map((p, n) => {
    const id = `q129-${String(n + 1).padStart(2, "0")}`;
    let m = scenario(r, p, id);
    // a window that comes out too short or too long for the set's bounds is drawn again
    for (let k = 0; k < 20 && (m.label.lines < 1500 || m.label.lines > 10000); k++) m = scenario(r, p, id);
    return m;
  });
  const inc = splitHalves(
    r,
    made.filter((m) => m.label.isIncident).map((m) => m.label.id),
  );
  const quiet = splitHalves(
    r,
    made.filter((m) => !m.label.isIncident).map((m) => m.label.id),
  );
  const labels = made.map((m) => {
    writeFileSync(join(dir, m.label.file), m.text);
    return { ...m.label, split: inc.get(m.label.id) ?? quiet.get(m.label.id) ?? "tune" } as Quiet129Label;
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

const summary = (ls: Quiet129Label[]) =>
  FORMATS.map((f) => `${f}=${ls.filter((l) => l.format === f).length}`).join(" ") +
  ` tune=${ls.filter((l) => l.split === "tune").length}`;

runHoldoutCli(import.meta.url, "quiet129", generateQuiet129, summary);
