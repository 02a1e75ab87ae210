// Blind set quiet90: a digital news publisher's night shift. 48 windows over four made-up publishers (estates):
//   - The Harbour Ledger (edge-gw, cms-api, article-render, image-resizer, paywall-meter, subs-billing, push-alerts,
//     ad-decision, comments-mod, search-api; W3C trace ids), Northgate Daily (www-frontend, story-svc,
//     transcode-worker, metering, checkout, newsletter-sender, purge-worker, reco-api, prebid-server; no ids),
//     Meridian Post (front-proxy, wp-content, photo-pipeline, entitlements, stripe-bridge, breaking-push, comment-gate,
//     site-search, live-blog; short request ids) and Kestrel Media Group (api-edge, content-graph, video-packager,
//     paywall-svc, ads-auction, notify-fanout, mailer, moderation-ml, recs-ranker, cdn-purger; no ids).
//   - 40 quiet windows, each led by one of 38 kinds of alarming but harmless noise (push bursts pruning expired
//     tokens, bidder timeouts, bots on the metering wall, spam held for moderation, purge queues lagging, card
//     declines, scanners, rolling restarts, GC pauses, ...) plus two lesser kinds, and 8 outages of different
//     categories (database, memory, configuration, timeout, disk, authentication, network, dependency) on the same
//     noise.
//   - 6-20 minute windows, 1,500-10,000 lines, rotating over the six dev formats (jsonl, datadog, ecs, gcp, logfmt,
//     compose) with stack traces in each runtime's style (Java, Python, Go, Node, .NET, Ruby, C++, PHP), per-service
//     clock skew up to 300 ms.
// Hard parts: every file has a service erroring at a constant rate from minute one, unrelated deploys and config
// reloads, succeeding retries and deprecation warnings; callers' retry storms outnumber the origin; one origin logs
// only warnings, several go partly quiet; and quiet windows carry thousands of ERROR/WARN lines that hurt nobody.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { background, configReload, deploy } from "./quiet90/background.js";
import { ESTATES, type Estate, type Svc } from "./quiet90/estates.js";
import { EXT, FORMATS, type Format } from "./quiet90/formats.js";
import { OUTAGES, type Outage } from "./quiet90/incidents.js";
import { NOISES, type Noise } from "./quiet90/quiet.js";
import { Rng } from "./quiet90/rng.js";
import { assignSplit } from "./quiet90/split.js";
import { renderWindow, Win } from "./quiet90/stream.js";

export interface Quiet90Label extends NotedLabel {
  format: Format;
}

const MIN = 60000;

function applicable(n: Noise, e: Estate): Svc | undefined {
  for (const role of n.roles) {
    const s = e.roles[role];
    if (s && (!n.rts || n.rts.includes(s.rt))) return s;
  }
  return undefined;
}

type Plan = { estate: Estate; outage?: Outage; main?: Noise };
type Built = { text: string; lines: number; label: Omit<Quiet90Label, "id" | "file" | "format" | "lines"> };

function build(r: Rng, plan: Plan, i: number, format: Format, scale: number): Built {
  const e = plan.estate;
  const day = 1 + (i % 27);
  const t0 = Date.UTC(2026, 11, day, r.pick([0, 1, 2, 3, 4, 5, 6, 7, 12, 18, 21, 22, 23]), r.int(0, 59), r.int(0, 59));
  const mins = r.int(6, 20);
  const t1 = t0 + mins * MIN;
  const w = new Win(r, e, t0, t1);
  const target = r.int(1800, 6000) * scale;
  background(w, target / (mins * 60) / 6);
  w.pace = 2.5 / scale;
  const all = Object.values(e.roles).filter((s): s is Svc => !!s);
  let note: string;
  let start: number | null = null;
  const o = plan.outage;
  if (o) {
    start = t0 + r.int(3 * MIN, Math.min(8 * MIN, (mins - 3) * MIN)) + r.int(0, 999);
    o.run(w, start);
    note = `${e.title}: ${o.note}.`;
    const originName = w.svc(o.origin).name;
    const other = r.pick(all.filter((s) => s.name !== originName && s.role !== "gateway"));
    const when = start + r.int(-150, 120) * 1000;
    if (r.chance(0.6)) deploy(w, other, when, `2026.12.${String(day).padStart(2, "0")}-${r.int(1, 6)}`);
    else configReload(w, other, when, `log level ${r.pick(["debug", "info"])} for ${r.pick(["http", "cache", "db"])}`);
    for (const n of r.shuffle(NOISES.filter((n) => applicable(n, e))).slice(0, 2)) {
      const a = t0 + r.int(0, (mins - 2) * MIN);
      n.run(w, applicable(n, e) as Svc, a, Math.min(t1, a + r.int(60, 200) * 1000));
    }
  } else {
    const fits = NOISES.filter((n) => applicable(n, e));
    const main = plan.main ?? r.pick(fits);
    const a = t0 + r.int(2 * MIN, Math.max(2 * MIN, (mins - 4) * MIN));
    const b = Math.min(t1, a + r.int(90, 300) * 1000);
    main.run(w, applicable(main, e) as Svc, a, b);
    for (const n of r.shuffle(fits.filter((n) => n !== main)).slice(0, 2)) {
      const a2 = t0 + r.int(0, (mins - 2) * MIN);
      n.run(w, applicable(n, e) as Svc, a2, Math.min(t1, a2 + r.int(40, 150) * 1000));
    }
    const other = r.pick(all.filter((s) => s.role !== "gateway"));
    const when = a + r.int(-120, 120) * 1000;
    if (r.chance(0.5)) deploy(w, other, when, `2026.12.${String(day).padStart(2, "0")}-${r.int(1, 6)}`);
    else configReload(w, other, when, `rate limits for ${r.pick(["/api", "/search", "/comments"])}`);
    note = `${e.title}: ${main.note}; nothing is broken.`;
  }
  const { text, lines } = renderWindow(w, format);
  return {
    text,
    lines,
    label: {
      isIncident: !!o,
      originService: o ? w.svc(o.origin).name : null,
      category: o ? o.category : null,
      errorTypeHints: o ? o.hints : [],
      incidentStart: start === null ? null : new Date(start).toISOString(),
      expectedSeverityAtLeast: o ? o.severity : null,
      split: "tune",
      note,
    },
  };
}

export function generateQuiet90(dir: string, seed = 9001): Quiet90Label[] {
  const rng = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const plans: Plan[] = [];
  for (const o of OUTAGES) plans.push({ estate: ESTATES.find((e) => e.key === o.estate) ?? ESTATES[0], outage: o });
  for (let i = 0; i < 40; i++) plans.push({ estate: ESTATES[i % ESTATES.length] });
  rng.shuffle(plans);
  const unused = new Set(rng.shuffle(NOISES.map((n) => n.key)));
  const labels: Quiet90Label[] = [];
  plans.forEach((plan, i) => {
    const id = `q90-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    if (!plan.outage) {
      const fits = NOISES.filter((n) => applicable(n, plan.estate));
      const fresh = fits.filter((n) => unused.has(n.key));
      plan.main = fresh.length ? rng.pick(fresh) : rng.pick(fits);
      unused.delete(plan.main.key);
    }
    let scale = 1;
    for (let attempt = 0; ; attempt++) {
      const built = build(rng.fork(i + 1 + attempt * 101), plan, i, format, scale);
      if ((built.lines <= 9800 && built.lines >= 1600) || attempt > 8) {
        const file = `${id}.${EXT[format]}`;
        writeFileSync(join(dir, file), built.text);
        labels.push({ ...built.label, id, file, format, lines: built.lines });
        break;
      }
      scale *= built.lines > 9800 ? 0.75 : 1.4;
    }
  });
  const split = assignSplit(rng, labels);
  for (const l of labels) l.split = split.get(l.id) ?? "tune";
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

function layouts(labels: Quiet90Label[]): string {
  const by = new Map<string, number>();
  for (const l of labels) by.set(l.format, (by.get(l.format) ?? 0) + 1);
  const kinds = new Set(labels.filter((l) => !l.isIncident).map((l) => l.note.split(": ")[1]));
  return `formats ${[...by].map(([f, n]) => `${f}=${n}`).join(" ")}; ${kinds.size} quiet kinds; tune=${labels.filter((l) => l.split === "tune").length}`;
}

runHoldoutCli(import.meta.url, "quiet90", generateQuiet90, layouts);
