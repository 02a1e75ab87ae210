// Blind set quiet72: 48 windows of aggregated logs from four made-up cinema chains (Lumen Cinemas, Starlight
// Pictures, Reelhouse, Picturedome): online ticketing and seat maps, orders and card payments, concessions tills,
// a loyalty app, the theatre management system, KDM stores and projection monitors, aggregator booking feeds.
// 40 quiet windows carry 35 kinds of harmless but alarming noise (expiring seat holds, KDMs arriving just before
// showtime, aggregator 503s that retry fine, card declines, lamp-hour warnings, sold-out 409s, scrapers rate
// limited, DCP re-transfers, GC pauses, cache flushes, waiting rooms, node drains ...); 8 windows hold a real
// outage, one per category (timeout, authentication, database, configuration, disk, dependency, memory, network),
// laid on the same noise. Each file has 8-10 services, 6-20 minutes, 1,500-10,000 lines, per-service clock skew
// up to 300 ms, rotating over jsonl / datadog / ecs / gcp / logfmt / compose with multi-line stack traces in each
// runtime's own style (Java, .NET, Python, Go, Node, Ruby, C++). What makes it hard: every estate has a noisy
// service logging a constant error from the first minute (in two estates the same service later fails for real),
// callers retry louder than the origin, two origins log only at WARN, one goes quiet between restarts, request ids
// exist in two estates only, and an unrelated deploy or config reload sits near every outage.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background, type Ctx, deploy } from "./quiet72/background.js";
import { ESTATES, type Estate, has, type Role } from "./quiet72/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet72/formats.js";
import { type Hooks, OUTAGES, type Outage } from "./quiet72/incidents.js";
import { NOISES, type Noise, usable } from "./quiet72/quiet.js";
import { mulberry32, type Rng } from "./quiet72/rng.js";
import { assignSplit } from "./quiet72/split.js";
import { Stream } from "./quiet72/stream.js";

export interface Quiet72Label extends NotedLabel {
  format: Format;
}

const INCIDENT_SLOTS = [3, 10, 17, 20, 24, 31, 39, 46];
const N = 48;

interface Built {
  lines: string[];
  noises: Noise[];
  at: number | null;
}

function build(
  seed: number,
  e: Estate,
  format: Format,
  start: number,
  minutes: number,
  rate: number,
  outage: Outage | null,
  at: number,
  primary: Noise | null,
): Built {
  const rng: Rng = mulberry32(seed);
  const end = start + minutes * 60000;
  const services = Object.values(e.svc);
  const s = new Stream(services, rng, start, end);
  const c: Ctx = {
    rng,
    s,
    e,
    start,
    end,
    down: () => false,
    slow: () => 1,
    onFail: () => undefined,
  };
  let hooks: Hooks | null = null;
  if (outage) {
    hooks = outage.build(c, at);
    if (hooks.down) c.down = hooks.down;
    if (hooks.slow) c.slow = hooks.slow;
    if (hooks.onFail) c.onFail = hooks.onFail;
  }
  background(c, rate);
  const pool = rng.shuffle(NOISES.filter((k) => usable(c, k) && k !== primary));
  const noises = [...(primary ? [primary] : []), ...pool.slice(0, outage ? rng.int(1, 2) : rng.int(1, 2))];
  for (const k of noises) k.run(c, start + rng.int(30000, Math.max(60000, end - start - 300000)));
  // an unrelated deploy or config reload
  const roles = (Object.keys(e.svc) as Role[]).filter((r) => r !== outage?.role);
  const by: Role = outage ? outage.bystander : rng.pick(roles);
  const near = outage ? at + rng.int(-150000, 90000) : start + rng.int(60000, end - start - 60000);
  if (has(e, by)) deploy(c, near, by, rng.chance(0.6) ? "deploy" : "reload");
  hooks?.emit();
  hooks?.after?.();
  const pods = new Map(services.map((x) => [x, `${rng.hex(9)}-${rng.hex(5)}`]));
  const width = Math.max(...services.map((x) => x.length)) + 3;
  const ctx = {
    namespace: e.namespace,
    runtimeOf: (svc: string) => {
      const r = (Object.keys(e.svc) as Role[]).find((k) => e.svc[k] === svc);
      return r ? (e.runtime[r] ?? "node") : "node";
    },
    podOf: (svc: string) => `${svc}-${pods.get(svc) ?? "0"}`,
    width,
  };
  const lines = s.sorted().flatMap((ev) => render(format, ev, ctx));
  return { lines, noises, at: outage ? at : null };
}

export function generateQuiet72(dir: string, seed = 7201): Quiet72Label[] {
  const rng = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const outages = rng.shuffle(OUTAGES);
  const noiseOrder = rng.shuffle(NOISES);
  let qi = 0;
  const drafts: Omit<Quiet72Label, "split">[] = [];
  for (let i = 0; i < N; i++) {
    const id = `q72-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const slot = INCIDENT_SLOTS.indexOf(i);
    const outage = slot >= 0 ? (outages[slot] ?? null) : null;
    const e = outage ? (ESTATES.find((x) => x.key === outage.estate) as Estate) : (ESTATES[(i * 3 + 1) % 4] as Estate);
    const r = mulberry32(seed * 100 + i);
    const day = 1 + (i % 28);
    const hour = r.pick([1, 2, 3, 11, 14, 17, 18, 19, 20, 21, 22]);
    const start = Date.UTC(2026, 10, day, hour, r.int(0, 59), r.int(0, 59), 0) + r.int(0, 999);
    const minutes = outage ? r.int(12, 20) : r.int(6, 20);
    const at = start + r.int(3, 7) * 60000 + r.int(0, 59) * 1000;
    let primary: Noise | null = null;
    if (!outage) {
      const probe = { e } as Ctx;
      for (let k = 0; k < NOISES.length; k++) {
        const cand = noiseOrder[(qi + k) % noiseOrder.length] as Noise;
        if (usable(probe, cand)) {
          primary = cand;
          qi += k + 1;
          break;
        }
      }
    }
    const target = r.int(2000, 8500);
    let rate = target / (minutes * 230);
    let built = build(seed * 1000 + i, e, format, start, minutes, rate, outage, at, primary);
    for (let tries = 0; tries < 6 && (built.lines.length < 1600 || built.lines.length > 9800); tries++) {
      rate *= target / built.lines.length;
      built = build(seed * 1000 + i, e, format, start, minutes, rate, outage, at, primary);
    }
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${built.lines.join("\n")}\n`);
    const what = built.noises.map((k) => k.what).join("; ");
    drafts.push({
      id,
      file,
      format,
      isIncident: outage !== null,
      originService: outage ? (e.svc[outage.role] ?? null) : null,
      category: outage ? outage.category : null,
      errorTypeHints: outage ? outage.hints : [],
      incidentStart: built.at === null ? null : new Date(built.at).toISOString(),
      expectedSeverityAtLeast: outage ? outage.severity : null,
      note: outage ? `${e.company}: ${outage.note}; around it: ${what}.` : `${e.company}, nothing broken: ${what}.`,
      lines: built.lines.length,
    });
  }
  const split = assignSplit(mulberry32(seed + 7), drafts);
  const labels: Quiet72Label[] = drafts.map((d, i) => ({ ...d, split: split[i] ?? "tune" }));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet72", generateQuiet72, (labels) => {
  const kinds = new Set(
    labels
      .filter((l) => !l.isIncident)
      .flatMap((l) => l.note.replace(/\.$/, "").split(": ").slice(1).join(": ").split("; ")),
  );
  const est = ESTATES.map((e) => `${e.key} ${Object.keys(e.svc).length} svc${e.traced ? " traced" : ""}`).join(", ");
  const tune = labels.filter((l) => l.split === "tune").length;
  return `estates: ${est}; ${kinds.size} noise kinds in quiet windows; formats ${FORMATS.join("/")}; split ${tune} tune / ${labels.length - tune} locked`;
});
