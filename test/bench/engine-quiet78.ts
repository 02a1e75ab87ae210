// Blind set quiet78: ride-hailing and shared-scooter estates at night. 48 aggregated log windows (6-20 minutes,
// 1,500-10,000 lines, 8-10 services each) from four made-up companies: Hopride and Cabwise (ride-hailing: rider
// and driver apps, dispatch and matching, surge pricing, trip payments and tips, driver onboarding with background
// checks) and Zipscoot and Voltlane (shared scooters: unlocks over cellular, geofences, parking photos, battery
// swaps). 40 windows are quiet: nothing is broken, but each carries a loud burst of one of 35 kinds of alarming
// but harmless noise (rural pickups with no drivers, unlocks of scooters without signal, out-of-zone fees, declined
// pre-authorisations, pending background checks, tilt and theft alarms, Kafka rebalances, Redis failover blips ...)
// plus a few smaller ones. 8 windows hold one real failure each, of a different category (database, unknown,
// configuration, network, memory, dependency, disk, timeout), on the same noise. Files rotate over the dev set's
// six formats (jsonl, datadog, ecs, gcp, logfmt, compose), sorted by printed time with per-service clock skew up to
// 300 ms. Hard because: every file has a service logging a constant harmless error from the first minute, deprecation
// warnings, retries that succeed and an unrelated deploy; callers report failures in their own words and retry
// louder than the origin; two origins only warn and one goes quiet; stack traces come in Java, .NET, Node and
// Python style; Hopride and Cabwise carry trace ids, the scooter estates do not.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet78/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet78/formats.js";
import { INCIDENTS, type IncidentDef } from "./quiet78/incidents.js";
import { NOISE, type NoiseKind } from "./quiet78/quiet.js";
import { makeRng } from "./quiet78/rng.js";
import { assignSplit } from "./quiet78/split.js";
import { baseline, deploy, makeCtx } from "./quiet78/stream.js";

export interface Quiet78Label extends NotedLabel {
  format: Format;
}

type Plan = { inc: IncidentDef | null; estate: Estate; primary: NoiseKind | null };

export function generateQuiet78(dir: string, seed = 7801): Quiet78Label[] {
  const r = makeRng(seed);
  mkdirSync(dir, { recursive: true });
  const any = r.shuffle(NOISE.filter((k) => k.domain === "any"));
  const queue = {
    ride: [...r.shuffle(NOISE.filter((k) => k.domain === "ride")), ...any.slice(0, 9)],
    scoot: [...r.shuffle(NOISE.filter((k) => k.domain === "scoot")), ...any.slice(5), any[0]],
  };
  const slots: Plan[] = [];
  for (const inc of INCIDENTS)
    slots.push({ inc, estate: ESTATES.find((e) => e.key === inc.estate) as Estate, primary: null });
  for (let i = 0; i < 40; i++) {
    const estate = ESTATES[i % ESTATES.length];
    const primary =
      queue[estate.domain].shift() ??
      r.pick(NOISE.filter((k) => k.domain !== (estate.domain === "ride" ? "scoot" : "ride")));
    slots.push({ inc: null, estate, primary });
  }
  r.shuffle(slots);
  const labels: Omit<Quiet78Label, "split">[] = [];
  slots.forEach((plan, i) => {
    const { inc, estate: e } = plan;
    const format = FORMATS[i % FORMATS.length];
    const id = `q78-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const day = Date.UTC(2026, 8, 1) + i * 86_400_000;
    const t0 = day + r.pick([1, 2, 3, 3, 4, 6, 8, 13, 17, 21, 23]) * 3_600_000 + r.int(0, 11) * 300_000;
    const minutes = inc ? r.int(11, 20) : r.int(6, 20);
    const c = makeCtx(r, e, t0, minutes);
    const target = Math.max(1400, Math.min(8200, minutes * r.int(150, 420)));
    baseline(c, target);
    const start = inc ? t0 + r.int(180, 480) * 1000 : null;
    const svcs = Object.keys(e.runtime);
    const originSvc = inc ? (e.svc[inc.role] as string) : null;
    const others = svcs.filter((s) => s !== originSvc && s !== e.noisy.svc);
    const depAt = start !== null ? start + r.int(-150, 90) * 1000 : t0 + r.int(60, minutes * 60 - 60) * 1000;
    deploy(c, r.pick(others), depAt, `${r.int(1, 9)}.${r.int(0, 60)}.${r.int(0, 20)}`);
    if (r.chance(0.6)) {
      const svc = r.pick(others);
      c.add(
        t0 + r.int(30, minutes * 60 - 30) * 1000,
        svc,
        "info",
        `config reloaded from configmap ${svc}-config (resourceVersion ${r.int(100000, 999999)}, ${r.int(1, 4)} keys changed)`,
      );
    }
    const doms = NOISE.filter((k) => k.domain === "any" || k.domain === e.domain);
    const primary = plan.primary ?? r.pick(doms);
    const loudAt = t0 + r.int(45, Math.max(60, minutes * 60 - 200)) * 1000;
    primary.gen(c, loudAt, true);
    const extra = r.shuffle(doms.filter((k) => k !== primary)).slice(0, r.int(2, 3));
    for (const k of extra) k.gen(c, t0 + r.int(0, minutes * 30) * 1000, false);
    if (inc && start !== null) inc.gen(c, start);
    const skew: Record<string, number> = {};
    for (const s of svcs) skew[s] = r.int(-300, 300);
    const lines = render(format, c.recs, skew, e.ns);
    if (lines.length < 1500 || lines.length > 10_000) throw new Error(`${id}: ${lines.length} lines out of range`);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: inc !== null,
      originService: originSvc,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: start !== null ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      note: inc
        ? `${e.company}: ${inc.note}`
        : `${e.company}, nothing broken: ${primary.what}; also ${extra.map((k) => k.what).join("; ")}.`,
      lines: lines.length,
    });
  });
  const split = assignSplit(labels, r);
  const out: Quiet78Label[] = labels.map((l, i) => ({ ...l, split: split[i] }));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(out, null, 2)}\n`);
  return out;
}

runHoldoutCli(import.meta.url, "quiet78", generateQuiet78, (ls) => {
  const by = (k: string) =>
    ESTATES.filter((e) => ls.some((l) => l.note.startsWith(e.company) && l.format === k)).length;
  return `${ls.filter((l) => l.split === "tune").length} tune / ${ls.filter((l) => l.split === "locked").length} locked; ${FORMATS.map((f) => `${f}:${ls.filter((l) => l.format === f).length}`).join(" ")}; estates per format ${FORMATS.map(by).join("/")}`;
});
