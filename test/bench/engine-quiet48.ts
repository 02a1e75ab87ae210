// Blind set quiet48: 48 aggregated log windows from four made-up companies, two freelance marketplaces
// (gigloom: Node/Java/Python/Go with trace ids; taskhive: Ruby/Go/Python, no ids) and two donations platforms
// (brightgive: Node/.NET/Go/Python/Ruby/Java with trace ids; hopefund: Envoy/Java/Python/Go/Node, no ids),
// 9-10 services each. 40 quiet windows carry 34 kinds of harmless but alarming noise (payouts held for review,
// identity documents rejected, spam proposals blocked, recurring-gift card declines, a viral campaign served
// from cache, CRM sync skipping records without consent, card-testing blocked, Bacs returns, bot TLS errors,
// rolling restarts, GC pauses ...); 8 incidents, one each of database, dependency, configuration, network,
// timeout, unknown, disk and memory, sit on the same noise. Every file is 6-20 minutes, 1,500-10,000 lines,
// sorted by printed time with up to 300 ms clock skew per service, rotating over jsonl, datadog, ecs, gcp,
// logfmt and compose, with multi-line stack traces in each runtime's style where the format allows.
// What makes it hard: every window has a service erroring at a constant rate from the first minute, deploys
// and config reloads, successful retries, and quiet windows whose ERROR bursts outnumber the incidents';
// callers report failures in their own words and retry louder than the origin, one origin logs only at WARN,
// one fails with bare 500s and restarts without a reason, and one goes silent between OOM restarts.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet48/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet48/formats.js";
import { INCIDENTS, type Incident } from "./quiet48/incidents.js";
import { DONATE_KINDS, MARKET_KINDS, type QuietKind } from "./quiet48/quiet.js";
import { mulberry32 } from "./quiet48/rng.js";
import { assignSplit } from "./quiet48/split.js";
import { background, makeCtx } from "./quiet48/stream.js";

export interface Quiet48Label extends NotedLabel {
  format: Format;
}

interface Plan {
  estate: Estate;
  incident?: Incident;
  kinds: QuietKind[];
}

/** A stable deployment-style pod name, e.g. `escrow-ledger-7c9f5d8b6-x2kqp`. */
function pod(svc: string, company: string): string {
  let h = 2166136261;
  for (const ch of `${company}/${svc}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  const a = "bcdfghjklmnpqrstvwxz2456789";
  let tail = "";
  for (let i = 0, x = h; i < 5; i++, x = Math.floor(x / 27)) tail += a[x % 27];
  return `${svc}-${(h % 0xfffffff).toString(16).padStart(7, "0")}d-${tail}`;
}

function plan(seed: number): Plan[] {
  const r = mulberry32(seed ^ 0x9e3779b9);
  const plans: Plan[] = [];
  const used = new Map<string, number>();
  for (const estate of ESTATES) {
    const pool = estate.domain === "market" ? MARKET_KINDS : DONATE_KINDS;
    const start = used.get(estate.domain) ?? 0;
    for (let i = 0; i < 10; i++) {
      const primary = pool[(start + i) % pool.length] as QuietKind;
      let second = r.pick(pool);
      while (second === primary) second = r.pick(pool);
      plans.push({ estate, kinds: [primary, second] });
    }
    used.set(estate.domain, start + 10);
    for (const incident of INCIDENTS.filter((x) => x.company === estate.company)) {
      plans.push({ estate, incident, kinds: [r.pick(pool), r.pick(pool)].filter((k, j, a) => a.indexOf(k) === j) });
    }
  }
  return r.shuffle(plans);
}

export function generateQuiet48(dir: string, seed = 4801): Quiet48Label[] {
  mkdirSync(dir, { recursive: true });
  const plans = plan(seed);
  const splitRng = mulberry32(seed * 31 + 7);
  const splits = assignSplit(
    plans.map((p) => p.incident?.category ?? "quiet"),
    splitRng,
  );
  const labels: Quiet48Label[] = [];
  plans.forEach((p, i) => {
    const r = mulberry32(seed * 1000 + i * 7919);
    const format = FORMATS[i % FORMATS.length] as Format;
    const id = `q48-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const minutes = p.incident ? r.int(12, 20) : r.int(6, 20);
    const day = Date.UTC(2026, 9, 1 + i, r.pick([1, 2, 3, 3, 4, 9, 14, 21, 23]), r.int(0, 59), r.int(0, 59));
    const t0 = day + r.int(0, 999);
    const t1 = t0 + minutes * 60000;
    const targetLines = r.int(1900, 8500);
    const start = p.incident ? t0 + r.int(180, 480) * 1000 + r.int(0, 999) : undefined;
    const skew = new Map(p.estate.services.map((s) => [s.name, r.int(-300, 300)]));
    const pad = Math.max(...p.estate.services.map((s) => s.name.length)) + 3;
    let lines: string[] = [];
    let gap = (minutes * 60000 * 2.7) / Math.max(300, targetLines - 55 * minutes);
    for (let attempt = 0; attempt < 6; attempt++) {
      const rr = mulberry32(seed * 977 + i * 131 + attempt);
      const c = makeCtx(p.estate, rr, t0, t1);
      for (const k of p.kinds) k.run(c);
      const extra = p.incident && start !== undefined ? p.incident.run(c, start) : {};
      const others = p.estate.services.filter((s) => s.name !== p.incident?.origin).map((s) => s.name);
      const near = start ?? t0 + (t1 - t0) / 2;
      background(c, {
        reqGapMs: gap,
        deploy: {
          svc: rr.pick(others),
          at: near + rr.int(-150, 120) * 1000,
          version: `${2026}.10.${rr.int(10, 28)}-${rr.int(1, 4)}`,
        },
        reload: { svc: rr.pick(others), at: near + rr.int(-200, 200) * 1000 },
        ...extra,
      });
      const evs = c.events
        .map((e) => ({ e, printed: e.t + (skew.get(e.svc) ?? 0) }))
        .sort((a, b) => a.printed - b.printed || a.e.svc.localeCompare(b.e.svc));
      lines = evs.flatMap(({ e, printed }) =>
        render(format, e, printed, { namespace: p.estate.namespace, pad, pod: (s) => pod(s, p.estate.company) }),
      );
      if (lines.length >= 1500 && lines.length <= 10000) break;
      gap *= lines.length < 1500 ? 0.7 : 1.4;
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const inc = p.incident;
    labels.push({
      id,
      file,
      format,
      isIncident: Boolean(inc),
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: start !== undefined ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: splits[i] as "tune" | "locked",
      note: inc
        ? `${p.estate.company}: ${inc.note}; meanwhile ${p.kinds.map((k) => k.says).join(" and ")}.`
        : `${p.estate.company}, nothing broken: ${p.kinds.map((k) => k.says).join(", and ")}.`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet48", generateQuiet48, (ls) => {
  const fm = FORMATS.map((f) => `${f} ${ls.filter((l) => l.format === f).length}`).join(", ");
  const tune = ls.filter((l) => l.split === "tune").length;
  return `estates ${ESTATES.map((e) => e.company).join("/")}; formats ${fm}; split tune ${tune}/locked ${ls.length - tune}`;
});
