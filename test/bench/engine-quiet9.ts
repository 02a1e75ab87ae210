/**
 * Quiet set 9, "harmless windows that look alarming, round 9": 48 scenarios written blind (without reading the engine),
 * in the dev set's six formats (jsonl, datadog, ecs, gcp, logfmt, compose) in rotation.
 *
 * - 40 quiet windows of 33 kinds, none an incident: an announced penetration test (403s, SQL-injection-looking 400s),
 *   load shedding of background requests by policy, bounced marketing emails, card declines, an old monitor polling a
 *   decommissioned health endpoint (404), idempotent 409s, optimistic-locking conflicts retried, a load balancer
 *   rotating idle connections (ECONNRESET burst), a 2 s Redis sentinel failover, "already exists, skipping" in an
 *   idempotent migration, CPU-steal warnings, "shard not available" during a reindex, 410 Gone for old app versions, a
 *   circuit breaker half-opening and closing, trivy CVE output, a WAF in detection-only mode, GraphQL partial errors for
 *   a deprecated field, DST warnings in a scheduler, TLS certificate rotation, a rolling deploy, a blocked
 *   credential-stuffing bot, a Kafka rebalance, one partner's 422s, JWTs expiring and refreshing, DEBUG logging switched
 *   on, a DLQ replay discarding old messages, an expired coupon, S3 NoSuchKey thumbnail fallbacks, autoscaler warm-up,
 *   an NTP clock step, a backup volume crossing its warning, a deliberate cache flush and a chaos gameday.
 * - 8 incidents, one each of database, memory, disk, authentication, rate_limiting, null_reference, timeout and
 *   configuration, each laid over one of the quiet kinds' noise so the alarming-but-harmless lines are there too.
 *
 * Five made-up estates (online shop, insurer, telehealth, freight, online courses) of 9-10 services; every file is
 * one stream sorted by printed time with per-service clock skew up to 300 ms, user traffic, kube-probe health checks,
 * periodic jobs, GC lines, a noisy service with a constant harmless error or warning, deprecation warnings and retries
 * that succeed. Windows are 3-15 minutes and 1,000-12,000 lines, the event starting after a baseline of at least 35%
 * of the window. Deterministic from the seed. Labels follow NotedLabel plus `format`, split half tune / half locked.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, services } from "./quiet9/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet9/formats.js";
import { INCIDENTS, type IncidentOut } from "./quiet9/incidents.js";
import { QUIET } from "./quiet9/quiet.js";
import { makeRng, type Rng } from "./quiet9/rng.js";
import { assignSplit } from "./quiet9/split.js";
import { background, finish, makeCtx } from "./quiet9/stream.js";

export interface Quiet9Label extends NotedLabel {
  format: Format;
}

const MIN = 60000;

interface Plan {
  quiet?: number;
  incident?: number;
  /** the quiet kind laid under an incident */
  overlay?: number;
}

function buildOne(r: Rng, plan: Plan, idx: number, fmt: Format) {
  const e = ESTATES[(idx * 3 + r.int(0, 4)) % ESTATES.length];
  for (let attempt = 0; ; attempt++) {
    const dur = r.int(3, 15) * MIN + r.int(0, 59) * 1000;
    const day = Date.UTC(2026, r.int(0, 10), r.int(1, 28), r.int(0, 23), r.int(0, 59), 0);
    const t0 = day + r.int(0, 59) * 1000 + r.int(0, 999);
    const t1 = t0 + dur;
    const at = Math.round(t0 + dur * (plan.incident !== undefined ? 0.35 + r.next() * 0.3 : 0.35 + r.next() * 0.15));
    const target = r.int(1400, 10500);
    const secs = dur / 1000;
    const rps = Math.max(0.4, (target - secs * 0.9) / (secs * 2.5));
    const c = makeCtx(r, e, t0, t1, at, rps);
    background(c);
    let note: string;
    let inc: IncidentOut | undefined;
    if (plan.incident !== undefined) {
      // the noise kind plays out before or around the fault, elsewhere in the estate
      const noiseAt = Math.round(t0 + dur * (0.1 + r.next() * 0.5));
      const nc = { ...c, at: noiseAt };
      const noise = QUIET[plan.overlay ?? 0].run(nc);
      inc = INCIDENTS[plan.incident].run(c);
      note = `${inc.note} (background also has: ${noise})`;
    } else note = QUIET[plan.quiet ?? 0].run(c);
    const evs = finish(c);
    const hosts = new Map(services(e).map((s) => [s, r.int(0, 3)]));
    const lines = render(fmt, evs, e.ns, (s) => hosts.get(s) ?? 0);
    if ((lines.length >= 1000 && lines.length <= 12000) || attempt > 8)
      return { e, t0, at, lines, note, inc, kind: plan.quiet !== undefined ? QUIET[plan.quiet].kind : undefined };
  }
}

export function generateQuiet9(dir: string, seed = 9): Quiet9Label[] {
  const r = makeRng(seed * 2654435761 + 17);
  mkdirSync(dir, { recursive: true });
  // 40 quiet windows: every kind once, then seeded repeats; 8 incidents each over one quiet kind's noise
  const kinds = QUIET.map((_, i) => i);
  const repeats = r.shuffle([...kinds]).slice(0, 40 - kinds.length);
  // noise under an incident never restarts pods, so a crash-loop is not blurred with a planned restart
  const overlays = kinds.filter(
    (k) => !["chaos-gameday", "rolling-deploy", "hpa-scale-up-warmup"].includes(QUIET[k].kind),
  );
  const plans: Plan[] = [
    ...[...kinds, ...repeats].map((q) => ({ quiet: q })),
    ...INCIDENTS.map((_, i) => ({ incident: i, overlay: r.pick(overlays) })),
  ];
  r.shuffle(plans);
  const splits = assignSplit(
    r,
    plans.map((p) => (p.incident !== undefined ? INCIDENTS[p.incident].category : null)),
  );
  const labels: Quiet9Label[] = [];
  const fmtOffset = r.int(0, FORMATS.length - 1);
  let inc = 0;
  let quiet = 0;
  plans.forEach((plan, i) => {
    // formats rotate within the quiet windows and within the incidents, so both see all six
    const k = plan.incident !== undefined ? inc++ + fmtOffset : quiet++;
    const fmt = FORMATS[k % FORMATS.length];
    const id = `quiet9-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[fmt]}`;
    const s = buildOne(r, plan, i, fmt);
    writeFileSync(join(dir, file), `${s.lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format: fmt,
      isIncident: !!s.inc,
      originService: s.inc?.origin ?? null,
      category: s.inc?.category ?? null,
      errorTypeHints: s.inc?.hints ?? [],
      incidentStart: s.inc ? new Date(s.at).toISOString() : null,
      expectedSeverityAtLeast: s.inc?.severity ?? null,
      split: splits[i],
      note: s.kind ? `[${s.kind}] ${s.note}` : s.note,
      lines: s.lines.length,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet9", generateQuiet9, (ls) => {
  const tune = ls.filter((l) => l.split === "tune").length;
  return `${tune} tune / ${ls.length - tune} locked, formats ${FORMATS.join("/")}`;
});
