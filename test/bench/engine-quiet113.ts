// Blind set quiet113: self-storage operators at night. 48 scenarios, 40 quiet windows and 8 incidents.
//
// Domain: four made-up self-storage companies (Boxwell Storage, StowRight Self Storage, Cubbyhole Storage Co.,
// Harbor Lock & Store), each an estate of 9-10 services in Node, Java, Go, Python, Ruby, .NET and C++: storefront
// or BFF, rentals/move-in, unit inventory and pricing, gate keypads and access control, smart-lock bridges, autopay,
// delinquency/lien auctions, tenant insurance, call-centre leads and site cameras/door sensors. Boxwell and
// Cubbyhole carry request ids across services, StowRight and Harbor do not.
// Counts: 40 quiet windows, each led by one of 37 kinds of alarming but harmless noise (gate codes refused for
// tenants in arrears, the 6th-of-month overlock run, autopay declines on the 1st, door sensors left open, auction
// listings withdrawn when tenants pay, ACH returns, scanner bots, camera reconnects ...) plus one or two more;
// 8 incidents, one per category (database, timeout, dependency, configuration, disk, memory, authentication,
// network), laid on the same kinds of noise.
// Formats: the dev set's six (jsonl, datadog, ecs, gcp, logfmt, compose), rotating; windows of 6-20 minutes,
// 1,500-10,000 lines, per-service clock skew up to 300 ms, sorted by printed time.
// What makes it hard: every window has a service that complains at a constant rate from the first minute, ERROR
// lines that are business as usual (declines, lapses, bounces, duplicates), deprecations, retries that succeed
// and an unrelated rollout; in incidents the callers are louder than the origin, two origins only warn, one goes
// quiet (crash loop) and the failing service is often not the one with the most errors.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet113/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet113/formats.js";
import { SCENARIOS } from "./quiet113/incidents.js";
import { NOISES, type Noise } from "./quiet113/quiet.js";
import { mulberry32 } from "./quiet113/rng.js";
import { assignSplit } from "./quiet113/split.js";
import { background, type Ev, type Failure, finish, makeCtx, traffic } from "./quiet113/stream.js";

export interface Quiet113Label extends NotedLabel {
  format: Format;
}

const MIN = 60000;

export function generateQuiet113(dir: string, seed = 11351): Quiet113Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const slots = r.shuffle([...Array(48).keys()]);
  const incidentAt = new Map<number, number>(slots.slice(0, 8).map((s, k) => [s, k]));
  const kinds = r.shuffle([...NOISES]);
  const headline: Noise[] = [...kinds, ...r.shuffle([...NOISES]).slice(0, 40 - kinds.length)];
  let q = 0;
  const labels: Quiet113Label[] = [];
  for (let i = 0; i < 48; i++) {
    const id = `q113-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const inc = incidentAt.has(i) ? SCENARIOS[incidentAt.get(i) ?? 0] : undefined;
    const lead = inc ? undefined : headline[q++];
    const estate: Estate = inc
      ? (ESTATES.find((e) => e.key === inc.estate) ?? ESTATES[0])
      : ESTATES[i % ESTATES.length];
    const month = r.i(1, 12);
    const day =
      lead?.day ??
      (inc?.noise.includes("autopay-declines-first") ? 1 : inc?.noise.includes("overlock-batch") ? 6 : r.i(7, 27));
    const hour = lead?.hour ?? r.p([0, 1, 2, 3, 4, 5, 7, 9, 13, 17, 19, 22, 23]);
    const t0 = Date.UTC(2026, month - 1, day, hour, r.p([0, 5, 10, 15, 20, 30, 40, 45]), r.i(0, 59));
    const startMin = r.i(3, 7) + r.f(0, 1);
    const minutes = inc ? r.i(Math.max(10, Math.ceil(startMin) + 6), 20) : r.i(6, 20);
    const t1 = t0 + minutes * MIN;
    let target = r.i(1700, 8000);
    const sub = r.i(1, 2 ** 31);
    let lines: string[] = [];
    let fail: Failure | undefined;
    let extras: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const c = makeCtx(mulberry32(sub + attempt), estate, t0, t1);
      const start = Math.round(t0 + startMin * MIN);
      fail = inc?.build(c, start);
      const focal = inc ? start + c.r.i(-90000, 60000) : t0 + (t1 - t0) * c.r.f(0.35, 0.65);
      const rolloutAt = inc ? start + c.r.p([-1, 1]) * c.r.i(60000, 150000) : t0 + (t1 - t0) * c.r.f(0.2, 0.8);
      const evs: Ev[] = [
        ...background(c, rolloutAt, inc ? [estate.svc[inc.originRole]] : []),
        ...traffic(c, target, fail),
      ];
      const laid: Noise[] = [];
      if (inc) laid.push(...NOISES.filter((n) => inc.noise.includes(n.kind)));
      else {
        laid.push(lead as Noise);
        const more = c.r.shuffle(NOISES.filter((n) => n !== lead && n.day === undefined && n.hour === undefined));
        laid.push(...more.slice(0, c.r.i(1, 2)));
      }
      extras = laid.map((n) => n.kind);
      laid.forEach((n, k) => {
        const at = k === 0 ? focal : t0 + (t1 - t0) * c.r.f(0.15, 0.85);
        evs.push(...n.make(c, at));
      });
      if (fail) evs.push(...fail.extra(c));
      lines = render(format, finish(c, evs, fail), estate.ns);
      if (lines.length < 1500) target = Math.round(target * 1.35);
      else if (lines.length > 10000) target = Math.round(target * 0.7);
      else break;
    }
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const note = inc
      ? `${estate.company}: ${inc.note}.`
      : `${estate.company}, quiet: ${(lead as Noise).note} (also ${extras.slice(1).join(", ")}).`;
    labels.push({
      id,
      file,
      format,
      isIncident: Boolean(inc),
      originService: inc ? estate.svc[inc.originRole] : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: fail ? new Date(fail.start).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note,
      lines: lines.length,
    });
  }
  const halves = assignSplit(
    r,
    labels.map((l) => l.category ?? "quiet"),
  );
  labels.forEach((l, k) => {
    l.split = halves[k];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet113", generateQuiet113, (labels) => {
  const kinds = new Set(labels.filter((l) => !l.isIncident).map((l) => l.note.split(": ")[1]?.split(" (also")[0]));
  const est = new Set(labels.map((l) => l.note.split(/[,:]/)[0]));
  return `${kinds.size} quiet kinds, ${est.size} estates, formats ${FORMATS.join("/")}`;
});
