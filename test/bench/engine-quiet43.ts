/**
 * Blind scenario set quiet43: harmless windows that look alarming, from two event-ticketing platforms (Boxline
 * Tickets with trace ids, Stagedoor Live without) and two property managers (Hearthline Property with trace ids,
 * Oakrow Residential without), 9-10 services each in Go, Java, Node, Python, .NET and Ruby.
 *
 * 48 scenarios: 40 quiet windows built from 35 kinds of alarming-but-harmless noise (holds expiring at an on-sale,
 * bots blocked by the thousand, duplicate barcodes refused at gates, ACH returns on rent day, listings rejected
 * without photos, lock batteries low, card declines, 3DS abandonment, readiness probes during deploys, GC pauses,
 * consumer rebalances, ...), and 8 failures, one each of database, timeout, dependency, configuration, disk,
 * memory, authentication and unknown, laid on the same noise. Every file is one aggregated stream over 6-20 minutes
 * with request traffic, health checks, periodic jobs, one service with a constant harmless error or warning from
 * the first minute, deprecation warnings, retries that succeed, client 4xx and an unrelated deploy or config reload,
 * per-service clock skew up to 300 ms, rotating over the six dev formats (jsonl, datadog, ecs, gcp, logfmt,
 * compose) with multi-line stack traces where the format allows.
 *
 * What makes it hard: quiet windows hold hundreds of ERROR and WARN lines that mean nothing; in the failures the
 * callers' retry storms are louder than the origin, two origins only warn, two go quiet, and the noisy service
 * often logs more errors than the origin.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet43/estates.js";
import { EXT, FORMATS, type Format } from "./quiet43/formats.js";
import { INCIDENTS, type Incident } from "./quiet43/incidents.js";
import { clientErrors, NOISES, type Noise } from "./quiet43/quiet.js";
import { makeRng } from "./quiet43/rng.js";
import { assignSplit } from "./quiet43/split.js";
import { baseline, deploy, finish, newScn, reload } from "./quiet43/stream.js";

export interface Quiet43Label extends NotedLabel {
  format: Format;
}

type Plan = { inc: Incident } | { noise: Noise };

export function generateQuiet43(dir: string, seed = 4301): Quiet43Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const quiet: Plan[] = Array.from({ length: 40 }, (_, i) => ({ noise: NOISES[i % NOISES.length] as Noise }));
  const incs: Plan[] = INCIDENTS.map((inc) => ({ inc }));
  for (const xs of [quiet, incs])
    for (let i = xs.length - 1; i > 0; i--) {
      const j = r.int(0, i);
      [xs[i], xs[j]] = [xs[j] as Plan, xs[i] as Plan];
    }
  // one failure in each block of six files, at a format not yet used while some remain
  const fmts = [0, 1, 2, 3, 4, 5];
  for (let i = fmts.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [fmts[i], fmts[j]] = [fmts[j] as number, fmts[i] as number];
  }
  fmts.push(r.int(0, 5), r.int(0, 5));
  const incPos = new Set(fmts.map((f, k) => k * 6 + f));
  const plans: Plan[] = [];
  for (let pos = 0; pos < 48; pos++) plans.push((incPos.has(pos) ? incs.shift() : quiet.shift()) as Plan);
  const rot = new Map<string, number>();
  const labels: Omit<Quiet43Label, "split">[] = [];
  const day0 = Date.UTC(2026, 8, 1);
  plans.forEach((plan, pos) => {
    const format = FORMATS[pos % FORMATS.length] as Format;
    let estate: Estate;
    if ("inc" in plan) estate = ESTATES.find((e) => e.id === plan.inc.estate) as Estate;
    else {
      const fits = ESTATES.filter(
        (e) =>
          (plan.noise.kind === "any" || e.kind === plan.noise.kind) &&
          (!plan.noise.estate || e.id === plan.noise.estate),
      );
      const k = rot.get(plan.noise.kind) ?? r.int(0, 3);
      rot.set(plan.noise.kind, k + 1);
      estate = fits[k % fits.length] as Estate;
    }
    const offMin = r.int(3, 7);
    const minutes = Math.max(r.int(6, 20), offMin + 4);
    const start = day0 + pos * 86400000 + r.int(0, 23) * 3600000 + r.int(0, 11) * 5 * 60000;
    const s = newScn(estate, r, start, minutes);
    const target = r.int(2100, 8200);
    const noisySvc = baseline(s, target, r.int(0, 2));
    const rate = s.events.length / (minutes * 60);
    clientErrors(s);
    const t0 = start + offMin * 60000 + r.int(0, 59) * 1000;
    const others = Object.values(estate.s).filter(
      (v) => !("inc" in plan) || v.name !== estate.s[plan.inc.originRole]?.name,
    );
    const unrelated = r.pick(others);
    if (r.chance(0.6)) deploy(s, unrelated, t0 - r.int(40, 150) * 1000);
    else reload(s, unrelated, t0 - r.int(20, 120) * 1000);
    const extra = NOISES.filter(
      (n) => (n.kind === "any" || n.kind === estate.kind) && (!n.estate || n.estate === estate.id),
    );
    const noises: Noise[] = "noise" in plan ? [plan.noise] : [];
    for (let k = 0; k < r.int(1, 2); k++) {
      const n = r.pick(extra);
      if (!noises.includes(n)) noises.push(n);
    }
    for (const n of noises) {
      const at =
        "noise" in plan && n === plan.noise ? t0 - r.int(0, 60) * 1000 : start + r.next() * (minutes - 4) * 60000;
      n.run(s, at);
    }
    if ("inc" in plan) {
      const n0 = s.events.length;
      plan.inc.run(s, t0, rate);
      for (let i = n0; i < s.events.length; i++) {
        const ev = s.events[i];
        if (ev) ev.keep = true;
      }
    }
    const lines = finish(s, format);
    const id = `q43-${String(pos + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = "inc" in plan ? plan.inc : null;
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: inc ? (estate.s[inc.originRole]?.name ?? null) : null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc?.severity ?? null,
      note: inc
        ? `${estate.company}: ${inc.note}.`
        : `${estate.company}, nothing broken: ${noises.map((n) => n.note).join("; ")}; ${noisySvc} complains constantly.`,
      lines: lines.length,
    });
  });
  const split = assignSplit(labels, r);
  const out: Quiet43Label[] = labels.map((l, i) => ({ ...l, split: split[i] ?? "tune" }));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(out, null, 1)}\n`);
  return out;
}

runHoldoutCli(import.meta.url, "quiet43", generateQuiet43, (ls) => {
  const inc = ls.filter((l) => l.isIncident);
  return `estates boxline/stagedoor/hearthline/oakrow; formats ${FORMATS.join("/")}; incidents ${inc.map((l) => `${l.id}:${l.originService}/${l.category}/${l.format}`).join(", ")}; lines ${Math.min(...ls.map((l) => l.lines))}-${Math.max(...ls.map((l) => l.lines))}`;
});
