// Blind scenario set quiet58: print-on-demand and photo printing. 48 aggregated log windows (40 quiet, 8 incidents)
// from four made-up estates (Printloom, Kartel Photo, Mural & Mint, Snapfold) of 8-10 services each: storefront and
// design editor, image processing and GPU upscaling, print-file preflight, order routing between two factories, RIP
// servers and press queues per factory, packing stations and carrier labels. Files rotate over the six dev formats
// (jsonl, datadog, ecs, gcp, logfmt, compose), 6-20 minutes, 1,500-10,000 lines, per-service clock skew up to 300 ms.
// What makes it hard: the quiet windows are full of alarming but harmless noise (36 kinds: customer files too small or
// failing preflight, presses out of paper or cleaning, carrier APIs slow at cut-off, CUDA out-of-memory retried with
// smaller tiles, planned RIP maintenance, scanners, backups, rebalances...) on top of a constantly noisy service,
// deprecation warnings, successful retries and unrelated deploys; the eight incidents (disk, configuration, database,
// memory, dependency, network, timeout, unknown) sit on the same noise, with callers louder than origins, some origins
// at WARN only, one origin going quiet, and request ids in two estates only.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { deploy, deprecations, health, NOISY, periodic, retries, traffic } from "./quiet58/background.js";
import { ESTATES } from "./quiet58/estates.js";
import { EXT, FORMATS, type Format } from "./quiet58/formats.js";
import { INCIDENTS } from "./quiet58/incidents.js";
import { NOISES } from "./quiet58/quiet.js";
import { makeRng } from "./quiet58/rng.js";
import { assignSplit } from "./quiet58/split.js";
import { finish, makeCtx } from "./quiet58/stream.js";

export interface Quiet58Label extends NotedLabel {
  format: Format;
}

const MIN = 60000;

export function generateQuiet58(dir: string, seed = 5801): Quiet58Label[] {
  const rng = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const total = 48;
  const slots = rng.shuffle([...Array(total).keys()]);
  const picked: number[] = [];
  for (const s of slots) if (!picked.some((p) => p % FORMATS.length === s % FORMATS.length)) picked.push(s);
  for (const s of slots) if (picked.length < INCIDENTS.length && !picked.includes(s)) picked.push(s);
  const incidentAt = new Map<number, number>(picked.slice(0, INCIDENTS.length).map((s, i) => [s, i]));
  const noiseOrder = rng.shuffle([...NOISES.keys()]);
  let quietN = 0;
  const labels: Quiet58Label[] = [];
  const base = Date.parse("2026-09-01T00:00:00Z");
  for (let i = 0; i < total; i++) {
    const format = FORMATS[i % FORMATS.length];
    const inc = incidentAt.has(i) ? INCIDENTS[incidentAt.get(i) ?? 0] : undefined;
    const candidates = ESTATES.filter((e) => !inc || e.svc[inc.role] !== undefined);
    const estate = candidates[(i + rng.int(0, 3)) % candidates.length];
    const day = base + i * 2 * 86400000 + rng.int(0, 1) * 86400000;
    const hour = rng.pick([2, 3, 4, 9, 11, 14, 15, 16, 19, 22]);
    const start = day + hour * 3600000 + rng.int(0, 11) * 5 * MIN;
    const dur = rng.int(6, 20) * MIN;
    const end = start + dur;
    const ctx = makeCtx(rng, estate, start, end);
    const hi = Math.min(180, Math.floor((9000 * MIN) / dur / 1.6));
    const flows = rng.int(Math.min(hi, Math.max(60, Math.ceil((1900 * MIN) / dur / 1.5))), hi);
    traffic(ctx, flows);
    health(ctx);
    periodic(ctx);
    rng.pick(NOISY)(ctx);
    deprecations(ctx);
    retries(ctx);
    let note: string;
    let originService: string | null = null;
    let incidentStart: string | null = null;
    const id = `q58-${String(i + 1).padStart(2, "0")}`;
    const extra = rng.shuffle([...NOISES.keys()]).slice(0, rng.int(1, 2));
    if (inc) {
      const lead = rng.int(3, Math.min(8, Math.floor(dur / MIN) - 3));
      const t0 = start + lead * MIN + rng.int(0, 50) * 1000;
      originService = ctx.s(inc.role);
      deploy(ctx, t0 + rng.int(-120, 90) * 1000, originService);
      for (const k of extra) NOISES[k].run(ctx, start + rng.int(0, Math.floor(dur / 2)));
      inc.run(ctx, t0);
      incidentStart = new Date(t0).toISOString();
      note = inc.note(ctx);
    } else {
      const noise = NOISES[noiseOrder[quietN % noiseOrder.length]];
      quietN++;
      const t0 = start + rng.int(1, Math.max(1, Math.floor(dur / MIN / 2))) * MIN;
      deploy(ctx, start + rng.int(2, Math.floor(dur / MIN) - 1) * MIN);
      noise.run(ctx, t0);
      for (const k of extra) if (NOISES[k] !== noise) NOISES[k].run(ctx, start + rng.int(0, Math.floor(dur / 2)));
      if ((format === "logfmt" || format === "compose") && noise.kind !== "corrupt-customer-pdf" && rng.chance(0.5))
        NOISES.find((x) => x.kind === "corrupt-customer-pdf")?.run(ctx, start + rng.int(1, 4) * MIN);
      note = `Nothing is broken: ${noise.note}.`;
    }
    const lines = finish(ctx, format);
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart,
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: "tune",
      note,
      lines: lines.length,
    });
  }
  const splits = assignSplit(
    rng,
    labels.map((l) => l.category),
  );
  for (const [i, s] of splits.entries()) labels[i].split = s;
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet58", generateQuiet58, (labels) => {
  const fmt = FORMATS.map((f) => `${f}=${labels.filter((l) => l.format === f).length}`).join(" ");
  const min = Math.min(...labels.map((l) => l.lines));
  const max = Math.max(...labels.map((l) => l.lines));
  return `formats ${fmt}; lines/file ${min}-${max}; estates ${ESTATES.map((e) => e.company).join(", ")}`;
});
