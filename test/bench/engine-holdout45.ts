/**
 * Holdout 45, "small fleets and classic stacks" (written blind: the author never read the engine or its tests).
 *
 * 64 scenarios: 52 incidents (4 for each of the 13 categories) and 12 quiet windows. The estates are five made-up
 * small businesses that do not run microservices on Kubernetes: a PHP/Magento hardware webshop (nginx, php-fpm,
 * mysqld, redis-server, postfix, cron, backup.sh), a Rails vet-clinic booking site (puma, sidekiq, postgres, redis,
 * kernel and systemd from syslog), a Java/Tomcat freight forwarder (tomcat, mysqld, backup.sh), a .NET dental
 * portal on IIS/Kestrel (iis, portal-app, hangfire, postgres) and a Django print shop (gunicorn, celery, postgres).
 * Services are named after their processes. Each file is one stream of those processes sorted by printed time
 * (per-service skew up to 300 ms), 5-15 minutes with a 2-6 minute baseline before the fault, 1,500-10,000 lines,
 * with background traffic, health checks, periodic jobs (cron, redis saves, checkpoints), a noisy process that logs
 * the same harmless warning or error all along, deprecation warnings and retries that succeed.
 *
 * Incidents are told in the runtimes' own words with the origin where the fault lives: an expired SMTP relay
 * password in postfix, a nightly backup.sh filling MySQL's volume, Redis MISCONF after a full disk, PHP "Allowed
 * memory size exhausted", the kernel oom-killer taking sidekiq, a bad settings.py after a deploy, a Sidekiq job on
 * a nil, a vendor 503 to the checkout, Gmail's 421 rate limit, a hung NFS mount nobody logs, and so on; callers
 * (nginx, IIS) report the failure in their own words. Quiet windows carry ordinary noise: logrotate reopens and
 * rsyslog HUPs, slow-query entries, a timer unit exiting 1 on "nothing to do", PHP deprecations, a Puma phased
 * restart, a replica lag blip, ssh bots. Six formats rotate as in the dev set; labels follow NotedLabel plus format.
 *
 *   npx tsx test/bench/engine-holdout45.ts --out DIR [--seed N]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout45/estates.js";
import { FORMATS, type Format } from "./holdout45/formats.js";
import { INCIDENTS } from "./holdout45/incidents.js";
import { QUIETS } from "./holdout45/quiet.js";
import { Rng } from "./holdout45/rng.js";
import { assignSplit } from "./holdout45/split.js";
import { Stream } from "./holdout45/stream.js";

export interface Holdout45Label extends NotedLabel {
  format: Format;
}

const EXT: Record<Format, string> = {
  jsonl: "jsonl",
  datadog: "json",
  ecs: "ndjson",
  gcp: "json",
  logfmt: "log",
  compose: "log",
};

type Spec = { kind: "incident"; i: number } | { kind: "quiet"; i: number };

export function generateHoldout45(dir: string, seed = 4501): Holdout45Label[] {
  const r = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const specs: Spec[] = r.shuffle([
    ...INCIDENTS.map((_, i) => ({ kind: "incident" as const, i })),
    ...QUIETS.map((_, i) => ({ kind: "quiet" as const, i })),
  ]);
  const splits = assignSplit(
    specs.map((s) => (s.kind === "quiet" ? "quiet" : INCIDENTS[s.i].category)),
    r,
  );
  const labels: Holdout45Label[] = [];
  specs.forEach((spec, k) => {
    const id = `h45-${String(k + 1).padStart(2, "0")}`;
    const format = FORMATS[k % FORMATS.length];
    const file = `${id}.${EXT[format]}`;
    const inc = spec.kind === "incident" ? INCIDENTS[spec.i] : undefined;
    const quiet = spec.kind === "quiet" ? QUIETS[spec.i] : undefined;
    const estate = ESTATES[inc?.estate ?? quiet?.estate ?? "hartley"];
    const start = Date.UTC(2026, 5, 1 + k, r.int(0, 23), r.int(0, 59), r.int(0, 59)) + r.int(0, 999);
    const baseline = r.int(120, 360) * 1000;
    const window = r.int(Math.max(300, baseline / 1000 + 180), 900) * 1000;
    const end = start + window;
    const t0 = Math.floor((start + baseline) / 1000) * 1000;
    // Background fills the file to its size; a window whose app is down loses most of its traffic, so it gets more.
    let target = r.int(2300, 8000);
    let lines: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const s = new Stream(r, estate, start, end);
      if (inc) inc.run(s, t0);
      else quiet?.run(s);
      s.background(target);
      lines = s.finish(format);
      if (lines.length < 1600) target = Math.round(target * 1.6);
      else if (lines.length > 9800) target = Math.round(target * 0.75);
      else break;
    }
    writeFileSync(join(dir, file), lines.join("\n") + "\n");
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc ? inc.origin : null,
      category: inc ? inc.category : null,
      errorTypeHints: inc ? inc.hints : [],
      incidentStart: inc ? new Date(t0).toISOString() : null,
      expectedSeverityAtLeast: inc ? inc.sev : null,
      split: splits[k],
      note: inc ? `${estate.id}: ${inc.note}` : `${estate.id} quiet: ${quiet?.note ?? ""}`,
      lines: lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), JSON.stringify(labels, null, 2) + "\n");
  return labels;
}

runHoldoutCli(import.meta.url, "holdout45", generateHoldout45, (labels) => {
  const by = (f: Format) => labels.filter((l) => l.format === f).length;
  return FORMATS.map((f) => `${f}=${by(f)}`).join(" ");
});
