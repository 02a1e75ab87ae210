// Blind evaluation set #3 for the diagnosis engine: 65 incidents (5 per root-cause category) and 10 quiet windows
// over six invented estates and 25 log layouts, written independently of the engine and of the earlier holdouts.
//
//   npx tsx test/bench/engine-holdout3.ts --out DIR
//
// Writes one log file per scenario and DIR/labels.json (the shape of shared/data/incidents/README.md's labels plus
// `split` ("tune" | "locked", half of each category each), `note` (the failure mode), `estate` and `layout`).
// Deterministic: the same seed always yields byte-identical files.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { CATEGORIES, type Category } from "../../shared/domain/analysis-vocabulary.js";
import type { NotedLabel } from "./engine-metrics.js";
import { int, pick, rngFrom } from "./holdout3/kit.js";
import { EXT, LAYOUTS, type Layout } from "./holdout3/layouts.js";
import { MODES, type Mode } from "./holdout3/modes.js";
import { type QuietTheme, simulate } from "./holdout3/sim.js";

export interface Holdout3Label extends NotedLabel {
  format: Layout;
  layout: Layout;
  estate: string;
  category: Category | null;
}

const QUIET: { estate: string; themes: QuietTheme[]; note: string }[] = [
  { estate: "skyport", themes: ["background-errors"], note: "quiet: constant benign printer/deprecation errors only" },
  { estate: "fleetpulse", themes: ["deploy", "background-errors"], note: "quiet: a rolling deploy of one service" },
  { estate: "claimwise", themes: ["retries-succeed"], note: "quiet: occasional retries that succeed" },
  { estate: "dishdash", themes: ["transient-502"], note: "quiet: a transient 502 burst that recovers within seconds" },
  { estate: "campusline", themes: ["cron-failures"], note: "quiet: an expected cron job failure every minute" },
  { estate: "tradecore", themes: ["healthcheck-404"], note: "quiet: load-balancer health checks hitting a 404 path" },
  { estate: "skyport", themes: ["gc-storm"], note: "quiet: a GC warning storm that resolves" },
  { estate: "claimwise", themes: ["slow-query"], note: "quiet: a single slow query" },
  { estate: "dishdash", themes: ["deploy", "cron-failures"], note: "quiet: deploy plus expected cron failures" },
  {
    estate: "fleetpulse",
    themes: ["transient-502", "retries-succeed", "healthcheck-404"],
    note: "quiet: 502 blip, retries, 404 health checks",
  },
];

const RUNTIME_LAYOUTS: Layout[] = [
  "go-stdlog",
  "rust-tracing",
  "elixir-logger",
  "laravel",
  "gunicorn-compose",
  "celery-swarm",
];

interface Plan {
  mode?: Mode;
  quiet?: (typeof QUIET)[number];
  layout?: Layout;
}

export function generateHoldout3(dir: string, seed = 0x5eed3): Holdout3Label[] {
  const r = rngFrom(seed);
  mkdirSync(dir, { recursive: true });
  for (const c of CATEGORIES) {
    const n = MODES.filter((m) => m.cat === c).length;
    if (n !== 5) throw new Error(`category ${c} has ${n} modes, expected 5`);
  }
  // interleave incidents and quiet windows in a seeded order
  const plans: Plan[] = [...MODES.map((mode) => ({ mode, layout: mode.layout })), ...QUIET.map((quiet) => ({ quiet }))];
  for (let i = plans.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [plans[i], plans[j]] = [plans[j], plans[i]];
  }
  // layouts: preferred ones first, then the least-used layout (3 each over 75 scenarios)
  const used = new Map<Layout, number>(LAYOUTS.map((l) => [l, 0]));
  for (const p of plans) if (p.layout) used.set(p.layout, (used.get(p.layout) ?? 0) + 1);
  const order = [...plans].sort((a, b) => Number(!!b.mode?.detail) - Number(!!a.mode?.detail));
  for (const p of order) {
    if (p.layout) continue;
    // a mode with a (Java/Python/...) stack does not go to a layout of another runtime
    const ok = (x: Layout) => !(p.mode?.detail && RUNTIME_LAYOUTS.includes(x));
    const free = LAYOUTS.filter((x) => ok(x));
    const least = Math.min(...free.map((x) => used.get(x) ?? 0));
    const l = pick(
      r,
      free.filter((x) => used.get(x) === least),
    );
    p.layout = l;
    used.set(l, least + 1);
  }
  // splits: alternate within each category (3/2 or 2/3 by category index), quiet 5/5
  const seen = new Map<string, number>();
  const labels: Holdout3Label[] = [];
  plans.forEach((p, i) => {
    const id = `h3-${String(i + 1).padStart(2, "0")}`;
    const layout = p.layout as Layout;
    const file = `${id}.${EXT[layout]}`;
    const key = p.mode?.cat ?? "quiet";
    const k = seen.get(key) ?? 0;
    seen.set(key, k + 1);
    const catIdx = p.mode ? CATEGORIES.indexOf(p.mode.cat) : 0;
    const split: "tune" | "locked" = (k + catIdx) % 2 === 0 ? "tune" : "locked";
    const durMin = int(r, 10, 40);
    const start = Date.UTC(2026, 2, 2 + i, int(r, 1, 21), int(r, 0, 59), int(r, 0, 59), int(r, 0, 999));
    const durMs = durMin * 60_000 + int(r, 0, 59_999);
    const short = chanceShort(r);
    const faultOff = short ? int(r, 25_000, 55_000) : Math.round(durMs * (0.3 + r() * 0.35));
    const targetLines = Math.round(Math.exp(Math.log(900) + r() * (Math.log(13_500) - Math.log(900))));
    const estate = p.mode?.estate ?? p.quiet?.estate ?? "skyport";
    let res = simulate({
      seed: seed + i * 7919,
      estate,
      layout,
      start,
      durMs,
      faultOff,
      targetLines,
      mode: p.mode,
      quiet: p.quiet?.themes,
      deployNoise: r() < 0.5,
    });
    for (let tries = 0; tries < 6 && (res.lines.length > 15_000 || res.lines.length < 800); tries++) {
      const scale = res.lines.length > 15_000 ? 12_000 / res.lines.length : 1200 / res.lines.length;
      res = simulate({
        seed: seed + i * 7919,
        estate,
        layout,
        start,
        durMs,
        faultOff,
        targetLines: Math.round(targetLines * scale),
        mode: p.mode,
        quiet: p.quiet?.themes,
        deployNoise: false,
      });
    }
    writeFileSync(join(dir, file), `${res.lines.join("\n")}\n`);
    const m = p.mode;
    labels.push({
      id,
      file,
      format: layout,
      layout,
      estate,
      isIncident: !!m,
      originService: m?.origin ?? null,
      category: m?.cat ?? null,
      errorTypeHints: m?.hints ?? [],
      incidentStart: res.incidentStart === null ? null : new Date(res.incidentStart).toISOString(),
      expectedSeverityAtLeast: m?.sev ?? null,
      split,
      note: m
        ? `${m.note}${short ? " (short window: fault within a minute of the start)" : ""}`
        : (p.quiet?.note ?? ""),
      lines: res.lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

function chanceShort(r: () => number) {
  return r() < 0.2;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf("--out");
  const out = i >= 0 ? process.argv[i + 1] : ".cache/holdout3";
  const labels = generateHoldout3(resolve(out));
  const lines = labels.reduce((a, l) => a + l.lines, 0);
  console.log(`wrote ${labels.length} scenarios (${lines} lines) and labels.json to ${resolve(out)}`);
}
