// Blind scenario set quiet62: a retail broker and its trading venues, where most windows look alarming and are not.
//
// Domains: order management, FIX sessions to exchanges, smart order routing, market-data feed handlers, pre-trade
// risk and margin, clearing / end-of-day files, ACH funding, a trading app and a public API.
// Estates (4 made-up brokers, 9-10 services each): Larkspur Securities (Go gateway, Node BFF, Java OMS/risk/QuickFIX,
// C++ router and ITCH feed, Python margin and clearing, Ruby cash movements; trace ids), Pinegate Markets (.NET OMS and
// risk, Go router and feed handler, C++ FIX engines to NYSE and Arca, Java margin, Python EOD files; no ids),
// Tidewater Brokerage (Go edge/orders/precheck, Java app backend/router/FIX, Python margin, Node transfers; trace ids)
// and Quayside Invest (Rails app, Node open API, Java OMS/risk/FIX, C++ router/feed, Python margin/settlement; no ids).
// Counts: 48 scenarios, 40 quiet windows (40 different kinds of alarming but harmless noise: risk rejects, LULD halts,
// FIX resends and sequence resets after planned reconnects, feed gaps recovered from snapshots, stale pre-market
// quotes, 429s, recon breaks, ACH returns, GC pauses, rolling restarts, ...) and 8 incidents of 8 categories
// (timeout, disk, configuration, memory, authentication, dependency, network, database) laid on the same noise.
// Formats rotate over the dev set's six shapes (jsonl, datadog, ecs, gcp, logfmt, compose), stack traces in Java,
// .NET, Python, Node, Ruby and Go style, 6-20 minute windows, 1,500-10,000 lines, clock skew up to 300 ms.
// What makes it hard: every quiet window carries bursts of ERROR/WARN lines that are business as usual, each estate
// has a constantly noisy service, a deploy or config reload sits near every incident, callers (OMS, router, app,
// gateway) shout louder than the origin, one origin logs at WARN only and two go quiet while crash-looping.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background, type Ctx } from "./quiet62/background.js";
import { ESTATES, type Estate, has, services, svc } from "./quiet62/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet62/formats.js";
import { INCIDENTS, type Incident } from "./quiet62/incidents.js";
import { NOISES, type Noise } from "./quiet62/quiet.js";
import { mulberry32, type Rng } from "./quiet62/rng.js";
import { assignSplit } from "./quiet62/split.js";
import { Stream, skews } from "./quiet62/stream.js";

export interface Quiet62Label extends NotedLabel {
  format: Format;
}

const fits = (e: Estate, n: Noise) => (n.needs ?? []).every((r) => has(e, r));

/** The n-th weekday from Monday 2026-03-02. */
function tradingDay(n: number): number {
  const base = Date.UTC(2026, 2, 2);
  const week = Math.floor(n / 5);
  return base + (week * 7 + (n % 5)) * 86_400_000;
}

interface Plan {
  estate: Estate;
  noise: Noise;
  incident: Incident | null;
}

function plan(rng: Rng): Plan[] {
  const kinds = rng.shuffle([...NOISES]).slice(0, 40);
  const slots: (Incident | null)[] = [...INCIDENTS, ...new Array<null>(40).fill(null)];
  rng.shuffle(slots);
  let qi = 0;
  return slots.map((inc, i) => {
    if (inc) {
      const estate = ESTATES.find((e) => e.key === inc.estate) as Estate;
      const noise = rng.pick(NOISES.filter((n) => fits(estate, n) && n.phase === "open"));
      return { estate, noise, incident: inc };
    }
    const noise = kinds[qi++];
    const ok = ESTATES.filter((e) => fits(e, noise));
    const estate = ok[(i + qi) % ok.length];
    return { estate, noise, incident: null };
  });
}

export function generateQuiet62(dir: string, seed = 6201): Quiet62Label[] {
  const rng = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const plans = plan(rng);
  const drafts: Omit<Quiet62Label, "split">[] = [];
  plans.forEach((p, i) => {
    const id = `q62-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const e = p.estate;
    const [hh, mm] = p.incident ? p.incident.at : p.noise.at;
    const start = tradingDay(i * 2 + rng.int(0, 1)) + (hh * 60 + mm) * 60_000 + rng.int(0, 59) * 1000;
    const minutes = p.incident ? rng.int(9, 20) : rng.int(6, 20);
    const end = start + minutes * 60_000;
    const t0 = p.incident ? start + rng.int(3 * 60, Math.min(8 * 60, minutes * 60 - 300)) * 1000 : null;
    const target = rng.int(2000, 8200);
    const orderRate = Math.min(2.2, Math.max(0.3, (target / (minutes * 60) - 2) / 11.5));
    const s = new Stream(start, end);
    const c: Ctx = {
      rng,
      e,
      s,
      start,
      end,
      trace: () => (e.traced ? rng.hex(16) : undefined),
      load: 1,
      phase: p.incident ? p.incident.phase : p.noise.phase,
      fixSeq: new Map(),
    };
    const origin = p.incident ? svc(e, p.incident.origin) : null;
    if (p.incident && t0 !== null) p.incident.start(c, t0);
    const deployAt = t0 !== null ? t0 + rng.int(-150, 120) * 1000 : start + rng.int(60, minutes * 60 - 60) * 1000;
    background(c, { orderRate, deployAt, avoidDeploy: origin, noisyAvoid: origin });
    p.noise.emit(c, start, end);
    const names = services(e);
    const skew = skews(rng, names);
    const nodes = new Map(names.map((n) => [n, rng.int(0, 3)]));
    const pad = Math.max(...names.map((n) => n.length)) + 4;
    const lines: string[] = [];
    for (const ev of s.printed(skew))
      lines.push(...render(format, ev, { namespace: e.namespace, pad, node: (n) => nodes.get(n) ?? 0 }));
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = p.incident;
    drafts.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: origin,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: t0 !== null ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      note: inc
        ? `${e.company}: ${inc.note}; meanwhile ${p.noise.note}.`
        : `${e.company}, nothing broken: ${p.noise.note}.`,
      lines: lines.length,
    });
  });
  const split = assignSplit(rng, drafts);
  const labels: Quiet62Label[] = drafts.map((d, i) => ({ ...d, split: split[i] }));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet62", generateQuiet62, (labels) => {
  const est = ESTATES.map((e) => e.key).join("/");
  const lines = labels.map((l) => l.lines);
  return `estates ${est}; formats ${FORMATS.map((f) => `${f}:${labels.filter((l) => l.format === f).length}`).join(" ")}; lines ${Math.min(...lines)}-${Math.max(...lines)}; tune ${labels.filter((l) => l.split === "tune").length}`;
});
