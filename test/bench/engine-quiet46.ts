// Blind set quiet46: 48 aggregated log windows from two made-up companies, written to score log diagnosis without
// ever looking at the engine. Kestrel Wear (wearables) runs two estates: kestrel-device (device sync, activity
// ingestion, firmware rollouts; Go/Java/Python/Node/Ruby; request ids across services) and kestrel-social (workout
// feed, duplicate merging, challenges, leaderboards, push fan-out; Node/Python/Go/Java/Ruby/.NET/C++; no ids).
// Lumen Apps (subscription-app studio) runs lumen-billing (store purchases, App Store / Google Play server
// notifications, entitlements, paywalls, promo codes; request ids) and lumen-content (coaching video, playback
// tokens, progress and streaks, push reminders, experiments; no ids). Nine services per estate.
//
// 40 quiet windows, one of 40 different kinds of harmless-but-alarming noise each (late sync floods after a phone OS
// update, duplicate workouts merged, sandbox receipts refused, billing-issue renewals, unregistered push tokens,
// leaderboard rollovers, firmware guard pauses, battery-deferred installs, Kafka rebalances, G1 pauses, partner
// 429s with backoff, scanners, EPIPE client aborts, ...), and 8 incidents of 8 categories (database, memory, disk,
// network, configuration, rate_limiting, authentication, timeout) laid on the same kinds of noise. Formats rotate over
// jsonl, datadog, ecs, gcp, logfmt and compose (8 files each); stack traces in Java, Python, Node, .NET, Ruby, Go and
// C++ shapes. Windows of 6-20 minutes, 1,500-10,000 lines, clock skew up to 300 ms per service.
//
// What makes it hard: every window carries a constant harmless error from a noisy service, deprecation warnings,
// retries that succeed, a deploy or config reload, and an alarming episode with ERROR lines and stack traces; in the
// incidents callers report the failure in their own words and louder than the origin, two origins log only at WARN,
// one goes nearly silent, and a callee two hops away is named only by the service in between.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./quiet46/estates.js";
import { EXT, FORMATS, type Format } from "./quiet46/formats.js";
import { INCIDENTS, type IncidentDef } from "./quiet46/incidents.js";
import { QUIET, type QuietKind } from "./quiet46/quiet.js";
import { mulberry32 } from "./quiet46/rng.js";
import { assignSplit } from "./quiet46/split.js";
import { baseline, configReload, deploy, finish, newCtx } from "./quiet46/stream.js";

export interface Quiet46Label extends NotedLabel {
  format: Format;
}

type Plan = { quiet: QuietKind; incident?: undefined } | { incident: IncidentDef; quiet?: undefined };

const DAY0 = Date.UTC(2026, 9, 1);

export function generateQuiet46(dir: string, seed = 4601): Quiet46Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  const plans: Plan[] = r.shuffle([...QUIET.map((q) => ({ quiet: q })), ...INCIDENTS.map((i) => ({ incident: i }))]);
  // every format carries at least one incident; the quiet windows fill each format up to 8 files
  const incFormats = [...r.shuffle([...FORMATS]), ...r.shuffle([...FORMATS]).slice(0, 2)];
  const quietFormats = r.shuffle(
    FORMATS.flatMap((f) => Array.from({ length: 8 - incFormats.filter((g) => g === f).length }, () => f)),
  );
  let qi = 0;
  let ii = 0;
  const labels: Quiet46Label[] = [];
  plans.forEach((plan, ix) => {
    const id = `q46-${String(ix + 1).padStart(2, "0")}`;
    const format = (plan.incident ? incFormats[ii++] : quietFormats[qi++]) as Format;
    const estateKey = plan.incident ? plan.incident.estate : plan.quiet.estate;
    const estate = ESTATES.find((e) => e.key === estateKey);
    if (!estate) throw new Error(`no estate ${estateKey}`);
    const hour = r.chance(0.6) ? r.int(0, 5) : r.int(6, 23);
    const t0 = DAY0 + r.int(0, 40) * 86_400_000 + hour * 3_600_000 + r.int(0, 59) * 60_000 + r.int(0, 59_999);
    const startOff = r.int(180, 480) * 1000 + r.int(0, 999);
    const minutes = plan.incident ? r.int(Math.max(10, Math.ceil(startOff / 60_000) + 6), 20) : r.int(6, 20);
    let target = r.int(1800, 8500);
    let lines: string[] = [];
    const noisyIx = r.int(0, 9);
    const sub = r.int(1, 2 ** 31 - 1);
    for (let attempt = 0; attempt < 6; attempt++) {
      const rr = mulberry32(sub + attempt);
      const rate = target / (minutes * 60 * 3.3);
      const ctx = newCtx(rr, estate, t0, minutes, rate);
      const at = t0 + startOff;
      let note: string;
      if (plan.incident) {
        plan.incident.setup(ctx, at);
        const extra = rr.pick(QUIET.filter((q) => q.estate === estate.key));
        extra.apply(ctx, t0 + rr.int(60, minutes * 60 - 120) * 1000);
        note = plan.incident.note;
      } else {
        plan.quiet.apply(ctx, at);
        note = plan.quiet.note;
      }
      const others = estate.services.filter((s) => s.name !== plan.incident?.origin);
      const other = rr.pick(others).name;
      const near = at + rr.int(-150, 150) * 1000;
      if (rr.chance(0.6)) deploy(ctx, other, near, `${rr.int(1, 9)}.${rr.int(0, 40)}.${rr.int(0, 9)}`);
      else
        configReload(
          ctx,
          other,
          near,
          `${rr.pick(["log.level", "feature.batch_size", "timeouts.read", "cache.ttl"])} changed`,
        );
      baseline(ctx, noisyIx);
      lines = finish(ctx, format);
      if (lines.length >= 1500 && lines.length <= 10_000) {
        const file = `${id}.${EXT[format]}`;
        writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
        labels.push({
          id,
          file,
          format,
          isIncident: !!plan.incident,
          originService: plan.incident ? plan.incident.origin : null,
          category: plan.incident ? plan.incident.category : null,
          errorTypeHints: plan.incident ? plan.incident.hints : [],
          incidentStart: plan.incident ? new Date(at).toISOString() : null,
          expectedSeverityAtLeast: plan.incident ? plan.incident.severity : null,
          split: "tune",
          note: plan.incident ? `${note.charAt(0).toUpperCase()}${note.slice(1)}.` : `Quiet: ${note}.`,
          lines: lines.length,
        });
        return;
      }
      target = Math.round(target * (lines.length > 10_000 ? 0.7 : 1.4));
    }
    throw new Error(`${id}: could not fit 1,500-10,000 lines (${lines.length})`);
  });
  assignSplit(r, labels);
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet46", generateQuiet46, (labels) => {
  const by = (k: (l: Quiet46Label) => string) =>
    [...new Set(labels.map(k))].map((v) => `${v} ${labels.filter((l) => k(l) === v).length}`).join(", ");
  return `formats: ${by((l) => l.format)}; splits: ${by((l) => l.split)}; incidents: ${labels
    .filter((l) => l.isIncident)
    .map((l) => `${l.id} ${l.format} ${l.category}`)
    .join(", ")}`;
});
