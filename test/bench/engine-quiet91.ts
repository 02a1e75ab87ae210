// Blind set quiet91: harmless-but-alarming windows from self-storage and co-working operators, plus 8 failures.
//
// Domains: smart locks and gate keypads over cellular hubs, unit and desk booking, move-in kiosks with ID checks,
// auto-billing and dunning, lien and auction notices, meeting-room displays, visitor sign-in, member apps.
// Estates: Stowline (9 services, trace ids), BoxHarbor (10 services, no ids), Deskloft (10 services, trace ids),
// Hivework (8 services, no ids); runtimes Java, Python, Go, Node, .NET, Ruby and C++.
// 48 scenarios: 40 quiet windows whose main noise is one of 35 kinds (delinquent tenants denied at the gate, keypad
// mistypes, hubs off cellular, 1st-of-month autopay declines, panels rebooting, bounces, scrapers, GC pauses, ...)
// and 8 failures, one per category (dependency, network, configuration, null_reference, database, memory, disk,
// authentication), laid on the same noise. Formats rotate over jsonl, datadog, ecs, gcp, logfmt and compose; windows
// of 6-20 minutes, 1,500-10,000 lines, clock skew up to 300 ms per service.
// What makes it hard: quiet windows are full of ERROR lines and alarms that start mid-window; every file has a
// constant harmless error, deprecations, retries that succeed and an unrelated deploy or reload; failing services
// sometimes log only warnings or go silent while callers (with louder retry storms) name them.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { baseline, type Ctx, ESTATES, type Estate, rt, services, svc } from "./quiet91/estates.js";
import { EXT, FORMATS, type Format } from "./quiet91/formats.js";
import { INCIDENTS, type Incident } from "./quiet91/incidents.js";
import { NOISE, type NoiseKind } from "./quiet91/quiet.js";
import { mulberry32, type Rng } from "./quiet91/rng.js";
import { assignSplits } from "./quiet91/split.js";
import { renderStream, Stream } from "./quiet91/stream.js";

export interface Quiet91Label extends NotedLabel {
  format: Format;
}

interface Plan {
  estate: Estate;
  incident?: Incident;
  main?: NoiseKind;
  extras: NoiseKind[];
}

const MIN = 60000;

/** An unrelated deploy or config reload of some other service. */
function unrelatedChange(c: Ctx, t: number, avoid: string | null): void {
  const { e, s, rng } = c;
  const roles = (["notify", "billing", "edge", "jobs", "display", "extra"] as const).filter((r) => svc(e, r) !== avoid);
  const role = rng.pick(roles);
  const n = svc(e, role);
  const v = `${rng.int(3, 9)}.${rng.int(0, 30)}.${rng.int(0, 9)}`;
  const byRt: Record<string, string[]> = {
    java: [
      `Starting ${n} v${v} using Java 21.0.5 with PID 1`,
      `Started ${n.replace(/-./g, (x) => x[1].toUpperCase())}Application in ${rng.int(6, 19)}.${rng.int(100, 999)} seconds`,
    ],
    python: [`Starting gunicorn 22.0.0`, `Listening at: http://0.0.0.0:8000 (1); release ${v}`],
    go: [`${n} ${v} starting (go1.23.4 linux/amd64)`, `http server listening on :8080`],
    node: [`${n}@${v} starting (node v20.18.1)`, `server listening on port 3000`],
    dotnet: [`Starting ${n} ${v}`, `Now listening on: http://[::]:8080`],
    ruby: [
      `Puma starting in single mode... * Version 6.4.3, codename: The Eagle of Durango`,
      `* Listening on http://0.0.0.0:3000 (release ${v})`,
    ],
    cpp: [`${n} ${v} starting, config /etc/${n}/${n}.conf`, `listening on 0.0.0.0:7000`],
  };
  if (rng.chance(0.3)) {
    s.add(t, n, "INFO", `config reload requested by ${rng.pick(["argocd", "consul-template", "ops"])}`);
    s.add(
      t + 150,
      n,
      "INFO",
      `config reloaded: ${rng.int(1, 4)} keys changed (${rng.pick(["log_level", "batch_size", "feature.referral_banner", "smtp.pool_size"])})`,
    );
    return;
  }
  const [a, b] = byRt[rt(e, role)];
  s.add(t, n, "INFO", a);
  s.add(t + rng.int(1500, 9000), n, "INFO", b);
}

function hourFor(rng: Rng, main?: NoiseKind): number {
  if (main && /dropout|overlock|lien|auction|maintenance|autopay/.test(main.name)) return rng.pick([1, 2, 3, 4, 5]);
  return rng.pick([2, 3, 7, 8, 10, 12, 14, 16, 18, 21, 23]);
}

function buildPlans(rng: Rng): Plan[] {
  const slots = rng.shuffle(Array.from({ length: 48 }, (_, i) => i));
  const incidentSlots = new Set(slots.slice(0, 8));
  const kinds = rng.shuffle([...NOISE]);
  const plans: Plan[] = [];
  let inc = 0;
  let q = 0;
  let rot = 0;
  const fits = (k: NoiseKind, e: Estate) =>
    (k.domain === "any" || k.domain === e.domain) && (!k.estates || k.estates.includes(e.key));
  for (let i = 0; i < 48; i++) {
    if (incidentSlots.has(i)) {
      const incident = INCIDENTS[inc++];
      const estate = ESTATES.find((e) => e.key === incident.estate) as Estate;
      const forced = NOISE.filter((k) => incident.noise.includes(k.name));
      const more = rng.shuffle(NOISE.filter((k) => fits(k, estate) && !forced.includes(k))).slice(0, rng.int(1, 2));
      const extras = [...forced, ...more];
      plans.push({ estate, incident, extras });
      continue;
    }
    const main = kinds[q++ % kinds.length];
    const ok = ESTATES.filter((e) => fits(main, e));
    const estate = ok[rot++ % ok.length];
    const extras = rng.shuffle(NOISE.filter((k) => k !== main && fits(k, estate))).slice(0, rng.int(1, 2));
    plans.push({ estate, main, extras });
  }
  return plans;
}

export function generateQuiet91(dir: string, seed = 9101): Quiet91Label[] {
  const rng = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const plans = buildPlans(rng);
  const labels: Quiet91Label[] = [];
  plans.forEach((p, i) => {
    const id = `q91-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const e = p.estate;
    const dayStr =
      p.incident?.day ??
      (p.main?.name.includes("autopay") ? "2026-12-01" : `2026-12-${String(rng.int(2, 28)).padStart(2, "0")}`);
    const hour = p.incident?.hour ?? hourFor(rng, p.main);
    const t0 = Date.parse(
      `${dayStr}T${String(hour).padStart(2, "0")}:${String(rng.int(0, 5) * 10).padStart(2, "0")}:00.000Z`,
    );
    const startOff = rng.int(3 * MIN, 8 * MIN);
    let dur = rng.int(6 * MIN, 20 * MIN);
    if (p.incident) dur = Math.max(dur, startOff + rng.int(4 * MIN, 9 * MIN));
    dur = Math.min(dur, 20 * MIN);
    const t1 = t0 + dur;
    const start = t0 + startOff;
    const target = rng.int(1900, 8200);
    let rate = Math.max(0.3, (target / (dur / 1000) - 2.4) / 2);
    const subSeed = rng.int(1, 2 ** 30);
    let lines: string[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const r = mulberry32(subSeed);
      const s = new Stream(t0, t1);
      const c: Ctx = { e, s, rng: r, rate };
      p.incident?.setup(c, start);
      baseline(c);
      if (p.incident) p.incident.emit(c, start, t1);
      if (p.main) {
        const from = r.chance(0.5) ? t0 + r.int(0, MIN) : t0 + r.int(2 * MIN, 7 * MIN);
        p.main.emit(c, Math.min(from, t1 - 3 * MIN), t1 - r.int(0, 2 * MIN), true);
      }
      for (const k of p.extras) {
        const a = t0 + r.int(0, Math.max(1, dur - 3 * MIN));
        k.emit(c, a, Math.min(t1, a + r.int(3 * MIN, 12 * MIN)), false);
      }
      unrelatedChange(
        c,
        p.incident ? start + r.int(-120000, 90000) : t0 + r.int(MIN, dur - MIN),
        p.incident?.origin ?? null,
      );
      // a service that went silent writes nothing at all from then on, noise included
      const silent = (c.quietFrom ?? []).filter((x) => x.keep === 0);
      lines = renderStream(
        s,
        format,
        r,
        services(e),
        e.namespace,
        (ev) => !silent.some((x) => ev.svc === x.svc && ev.t >= x.t),
      );
      if (lines.length < 1500) rate *= 1.35;
      else if (lines.length > 10000) rate *= 0.75;
      else break;
    }
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: !!p.incident,
      originService: p.incident?.origin ?? null,
      category: p.incident?.category ?? null,
      errorTypeHints: p.incident?.hints ?? [],
      incidentStart: p.incident ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: p.incident?.severity ?? null,
      split: "tune",
      note: p.incident
        ? `${e.company}: ${p.incident.note}`
        : `${e.company}, nothing broken: ${p.main?.note}${p.extras.length ? `; also ${p.extras.map((k) => k.note).join("; ")}` : ""}.`,
      lines: lines.length,
    });
  });
  const incIdx = labels.flatMap((l, i) => (l.isIncident ? [i] : []));
  const quietIdx = labels.flatMap((l, i) => (l.isIncident ? [] : [i]));
  const splits = assignSplits(rng, [incIdx, quietIdx], labels.length);
  labels.forEach((l, i) => {
    l.split = splits[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet91", generateQuiet91, (labels) => {
  const kinds = new Set(labels.filter((l) => !l.isIncident).map((l) => l.note.split(": ")[1]?.split(";")[0]));
  const byFmt = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  return `${kinds.size} quiet kinds, ${ESTATES.length} estates, formats: ${byFmt}`;
});
