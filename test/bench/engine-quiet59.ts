// Blind scenario set quiet59: harmless-but-alarming windows from an observability vendor's own platform.
//
// 48 scenarios: 40 quiet windows (no incident; each built around one of 40 kinds of alarming noise, at least 30
// different ones as the headline kind, plus one or two more kinds on top) and 8 incidents of different categories
// (disk, timeout, dependency, network, authentication, database, memory, configuration) laid on the same noise.
// Four made-up estates of 9-10 services each: Tallyscope (hosted Prometheus-style metrics, Go + Node, trace ids),
// Skylark Observability (logs and traces pipeline, Go/Java/Python/Ruby/Node, no ids), Pagewell (alerting, on-call
// and notifications, Go/Node/.NET/Ruby/Python/Java, trace ids) and Gaugehaus (column-store TSDB, dashboards and
// metering, Go/C++/Node/Python/Ruby/.NET, no ids). Files rotate over the six dev formats (jsonl, datadog, ecs, gcp,
// logfmt, compose); windows of 6-20 minutes, about 1,500-10,000 lines, per-service clock skew up to 300 ms.
//
// What makes it hard: every window pages-worthy-looking noise at ERROR and WARN (out-of-order and too-old samples,
// tenants over series and rate limits, wide dashboard queries timing out, customers' webhooks and cards failing,
// compactions retried, rolling restarts, TLS handshake errors, Java GC pauses, stack traces from harmless client
// aborts), a constant noisy service from the first minute, deprecations, retries that succeed and an unrelated
// deploy or reload. Incident origins sometimes log only at WARN or go quiet (crash loops, OOM kills) while their
// callers and retry storms are louder.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate } from "./quiet59/estates.js";
import { EXT, FORMATS, type Format } from "./quiet59/formats.js";
import { INCIDENTS, type Incident } from "./quiet59/incidents.js";
import { KINDS, type Kind } from "./quiet59/quiet.js";
import { Rng } from "./quiet59/rng.js";
import { assignSplits } from "./quiet59/split.js";
import { background, deploy, renderWindow, Window } from "./quiet59/stream.js";

export interface Quiet59Label extends NotedLabel {
  format: Format;
}

type Plan = { estate: Estate; primary?: Kind; incident?: Incident };

const fits = (k: Kind, w: Window) => k.needs.every((n) => w.has(n)) && (k.fits ? k.fits(w) : true);

function planQuiet(r: Rng): Plan[] {
  const used = new Set<string>();
  const plans: Plan[] = [];
  const probe = (e: Estate) => new Window(r, e, 0, 1);
  const byFew = [...ESTATES].sort(
    (a, b) => KINDS.filter((k) => fits(k, probe(a))).length - KINDS.filter((k) => fits(k, probe(b))).length,
  );
  for (const e of byFew) {
    const ok = KINDS.filter((k) => fits(k, probe(e)));
    for (let i = 0; i < 10; i++) {
      const fresh = ok.filter((k) => !used.has(k.name));
      const k = r.pick(fresh.length ? fresh : ok);
      used.add(k.name);
      plans.push({ estate: e, primary: k });
    }
  }
  return plans;
}

export function generateQuiet59(dir: string, seed = 5901): Quiet59Label[] {
  const r = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const plans: Plan[] = [
    ...planQuiet(r),
    ...INCIDENTS.map((inc) => ({ estate: ESTATES.find((e) => e.key === inc.estate) as Estate, incident: inc })),
  ];
  const order = r.shuffle(plans);
  const labels: Quiet59Label[] = [];
  // incidents rotate over the formats from a seeded offset, quiet windows continue where they stop: 8 files each
  const off = r.int(0, FORMATS.length - 1);
  let nInc = 0;
  let nQuiet = 0;
  order.forEach((p, i) => {
    const id = `q59-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[(p.incident ? off + nInc++ : off + INCIDENTS.length + nQuiet++) % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const wr = r.fork(i * 7919);
    const durMin = p.incident ? wr.int(11, 20) : wr.int(6, 20);
    const day = 2 + (i % 26);
    const start = Date.UTC(2026, 10, day, wr.int(0, 23), wr.int(0, 59), 0) + wr.int(0, 59) * 1000;
    const end = start + durMin * 60000;
    const w = new Window(wr, p.estate, start, end);
    background(
      w,
      Math.min(
        p.incident ? 5200 : 8600,
        Math.max(1900, durMin * wr.int(p.incident ? 200 : 260, p.incident ? 330 : 480)),
      ),
    );
    const ok = KINDS.filter((k) => fits(k, w) && k !== p.primary);
    let incidentStart: number | null = null;
    let note: string;
    const svcs = Object.keys(p.estate.services);
    if (p.incident) {
      const inc = p.incident;
      const s = start + wr.int(180, 480) * 1000 + wr.int(0, 999);
      incidentStart = s;
      // noise of the same kinds as the quiet windows, some of it near the start
      for (const k of wr.shuffle(ok).slice(0, wr.int(1, 2))) {
        const a = start + wr.int(0, Math.floor((end - start) / 2000)) * 1000;
        k.run(w, a, Math.min(end, a + wr.int(180, 600) * 1000));
      }
      const other = wr.pick(svcs.filter((x) => x !== inc.origin));
      deploy(w, s + (wr.chance(0.5) ? -1 : 1) * wr.int(40, 150) * 1000, other);
      inc.run(w, s);
      note = inc.note;
    } else {
      const k = p.primary as Kind;
      const a = start + wr.int(20, Math.floor((end - start) / 3000)) * 1000;
      k.run(w, a, end);
      for (const k2 of wr.shuffle(ok).slice(0, wr.int(1, 2))) {
        const b = start + wr.int(0, Math.floor((end - start) / 2000)) * 1000;
        k2.run(w, b, Math.min(end, b + wr.int(120, 480) * 1000));
      }
      deploy(w, start + wr.int(60, Math.floor((end - start) / 1000) - 30) * 1000, wr.pick(svcs));
      note = `Quiet ${p.estate.company} window: ${k.note}; nothing is broken.`;
    }
    const text = renderWindow(w, w.finish(), format);
    writeFileSync(join(dir, file), text);
    const inc = p.incident;
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: incidentStart === null ? null : new Date(incidentStart).toISOString(),
      expectedSeverityAtLeast: inc ? inc.severity : null,
      split: "tune",
      note,
      lines: text.split("\n").length - 1,
    });
  });
  assignSplits(labels, r);
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet59", generateQuiet59, (labels) => {
  const fm = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  return `estates ${ESTATES.map((e) => e.key).join("/")}; formats ${fm}; tune ${labels.filter((l) => l.split === "tune").length}`;
});
