// Blind set quiet117: newspaper and magazine publishers' digital subscriptions. 48 aggregated log files, 40 quiet
// windows and 8 incidents (database, disk, timeout, memory, dependency, authentication, configuration, unknown).
// Four made-up estates, 9-10 services each: Harbour Gazette (gazette-edge, paywall-gate, article-render, content-api,
// subs-billing, card-retry, reader-id, newsletter-sender, comments-svc, print-holds; trace ids), Northwind Weekly
// (magazine-web, meter-svc, page-builder, cms-delivery, checkout, renewals-worker, mailer, moderation, ad-gateway; no
// ids), Daily Courier (courier-bff, paywall-meter, story-renderer, capi, subscriptions, dunning-celery,
// newsletter-hub, comment-mod, distribution-stops, ad-decision; trace ids) and Ledger Press (lp-gateway, metering,
// reader-auth, article-svc, render-ssr, sub-engine, dunning, nl-dispatch, talk-comments, ads-bidder; no ids).
// Runtimes Go, Node, Python, Java, .NET, Ruby and C++. Formats rotate over jsonl, datadog, ecs, gcp, logfmt and
// compose; 6-18 minute windows, per-service clock skew up to 300 ms.
// What makes it hard: every file carries a noisy service with a constant harmless ERROR or WARN, deprecation warnings,
// retries that succeed, deploys and config reloads; the quiet windows add 36 kinds of alarming but harmless noise
// (meter walls on a breaking story, renewal declines, held comments, bounces, blocked scrapers, 404 storms, expired
// tokens, credential stuffing, GC pauses, breaker flaps, rebalances, disputes, 451 embargoes ...), often louder than the
// incidents. Incidents are told by callers in their own words (timeouts, 5xx naming the callee, retries, open
// breakers); several origins go quiet or only log WARN, one crash-loops, one never says why it fails.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, type Estate, type Role, services } from "./quiet117/estates.js";
import { FILE_EXT, FORMATS, type Format } from "./quiet117/formats.js";
import { INCIDENTS, type Incident } from "./quiet117/incidents.js";
import { NOISES } from "./quiet117/quiet.js";
import { mulberry32 } from "./quiet117/rng.js";
import { assignSplit } from "./quiet117/split.js";
import { Stream } from "./quiet117/stream.js";
import { baseline, configReload, deploy } from "./quiet117/traffic.js";
import { makeWorld } from "./quiet117/world.js";

export interface Quiet117Label extends NotedLabel {
  format: Format;
}

const QUIET = 40;
const HOURS = [1, 2, 3, 5, 6, 7, 8, 12, 17, 19, 21, 23];

export function generateQuiet117(dir: string, seed = 11751): Quiet117Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  // 40 quiet slots and 8 incident slots, in a seeded order
  const slots: (number | Incident)[] = r.shuffle([...Array.from({ length: QUIET }, (_, i) => i), ...INCIDENTS]);
  const drafts: Omit<Quiet117Label, "split">[] = [];
  slots.forEach((slot, i) => {
    const id = `q117-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const file = `${id}.${FILE_EXT[format]}`;
    const sr = mulberry32(seed * 131 + i * 7919);
    const inc = typeof slot === "number" ? undefined : slot;
    const estate = (
      inc ? ESTATES.find((e) => e.key === inc.estate) : ESTATES[(slot as number) % ESTATES.length]
    ) as Estate;
    const day = Date.UTC(2026, 9, 5 + i, sr.pick(HOURS), sr.int(0, 59), sr.int(0, 59));
    const start = day + sr.int(0, 999);
    const minutes = inc ? sr.int(10, 18) : sr.int(6, 18);
    const end = start + minutes * 60_000;
    const s = new Stream(sr, start, end, services(estate));
    const w = makeWorld(s, estate, sr);
    const target = sr.int(2400, 6000);
    const rate = Math.min(3, Math.max(0.5, target / (minutes * 60 * 6.5)));
    baseline(w, rate);
    const roles = Object.keys(estate.svc) as Role[];
    let note: string;
    let t0: number | null = null;
    if (inc) {
      t0 = start + sr.int(180, 480) * 1000;
      const others = roles.filter((x) => x !== inc.role);
      deploy(w, t0 + sr.int(-90, 90) * 1000, sr.pick(others), `${sr.int(1, 9)}.${sr.int(0, 40)}.${sr.int(0, 9)}`);
      configReload(w, t0 + sr.int(-240, 240) * 1000, sr.pick(others));
      const noise = sr.pick(NOISES);
      const nf = start + sr.int(30, 240) * 1000;
      noise.run(w, nf, Math.min(end, nf + sr.int(180, 480) * 1000));
      inc.run(w, t0, end);
      note = `${inc.note}; meanwhile ${noise.note}.`;
    } else {
      const k = slot as number;
      const main = NOISES[k % NOISES.length] as (typeof NOISES)[number];
      const extra = NOISES[(k * 7 + 5) % NOISES.length] as (typeof NOISES)[number];
      const nf = start + sr.int(60, 300) * 1000;
      main.run(w, nf, Math.min(end, nf + sr.int(180, 540) * 1000));
      const xf = start + sr.int(20, 200) * 1000;
      extra.run(w, xf, Math.min(end, xf + sr.int(120, 360) * 1000));
      deploy(
        w,
        start + sr.int(60, minutes * 60 - 60) * 1000,
        sr.pick(roles),
        `${sr.int(1, 9)}.${sr.int(0, 40)}.${sr.int(0, 9)}`,
      );
      if (sr.chance(0.6)) configReload(w, start + sr.int(30, minutes * 60 - 30) * 1000, sr.pick(roles));
      note = `Nothing is broken: ${main.note}, and ${extra.note}.`;
    }
    const lines = s.lines(format, estate.namespace);
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    drafts.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? (estate.svc[inc.role] as string) : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: t0 === null ? null : new Date(t0).toISOString(),
      expectedSeverityAtLeast: inc ? inc.severity : null,
      note: note.replace(/^./, (c) => c.toUpperCase()),
      lines: lines.length,
    });
  });
  const split = assignSplit(r, drafts);
  const labels: Quiet117Label[] = drafts.map((d, i) => ({ ...d, split: split[i] as "tune" | "locked" }));
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet117", generateQuiet117, (labels) => {
  const per = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  const tune = labels.filter((l) => l.split === "tune").length;
  return `${per}; ${ESTATES.length} estates; tune ${tune} / locked ${labels.length - tune}`;
});
