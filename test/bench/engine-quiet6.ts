/**
 * Quiet set 6: harmless windows that look alarming, round 6. 48 scenarios over five made-up estates (a dairy
 * co-op, a mobile operator, a chain of vet clinics, a container port, a cinema chain; 7-9 services each), written
 * blind (without reading the engine or its tests), in the dev set's six formats in rotation.
 *
 * - 40 quiet windows of 35 kinds (every kind at least once, five twice, some with a second harmless event on top):
 *   security scanner probes, a crawler held at 429, canary rollout, announced load test, planned DB switchover,
 *   leader lease flap, scheduled read-only maintenance, certificate renewal, log rotation, pod rescheduled, node
 *   drain, autoscaler scale-in resets, feature-flag stream reconnect, cache warm-up after deploy, online index
 *   rebuild, JVM GC pause warnings, expected exceptions logged at DEBUG with stack traces, all-zero error fields,
 *   client disconnects (499 / broken pipe / aborted), Kafka consumer rebalance, empty batches, DLQ redrive, vendor
 *   503 blip fixed by retries, session expiry cleanup, deprecation-warning storm after an upgrade, one-off 500,
 *   NTP clock step, backup IO warnings, DB credential rotation, chaos game day, webhook replay duplicates, password
 *   typos, month-end report slow queries, overlapping cron skipped on its lock, customer input 400s.
 * - 8 incidents, one each of database, memory, disk, timeout, authentication, configuration, null_reference and
 *   network, laid over the same noise plus one unrelated harmless event from the list above.
 *
 * Every file is one stream sorted by printed time: edge access lines and per-hop service lines for requests,
 * health probes, periodic jobs, one noisy service with a constant harmless error or warning, recurring deprecation
 * warnings, occasional retries that succeed, per-service clock skew up to 280 ms. Windows 3-15 minutes (incidents
 * 6-15), 1,000-12,000 lines, the event after a baseline of 30-65% of the window. Labels are what an on-call
 * engineer would conclude; `split` halves the set (tune/locked) balanced within each category, quiet as one group.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./quiet6/estates.js";
import { EXT, FORMATS, type Format, render } from "./quiet6/formats.js";
import { INCIDENTS } from "./quiet6/incidents.js";
import { QUIET_KINDS } from "./quiet6/quiet.js";
import { Rng } from "./quiet6/rng.js";
import { assignSplit } from "./quiet6/split.js";
import { Scene } from "./quiet6/stream.js";

export interface Quiet6Label extends NotedLabel {
  format: Format;
}

/** Incidents lay one of these harmless events over their baseline (minus the ones that blur their evidence). */
const DECOYS = [
  "security-scanner",
  "bot-rate-limited",
  "client-disconnects",
  "session-expiry",
  "zero-error-fields",
  "log-rotation",
  "consumer-rebalance",
  "gc-pauses",
  "cert-renewal",
  "login-typos",
  "empty-batch",
  "webhook-replay",
  "dlq-redrive",
  "expected-exceptions",
  "flag-stream-reconnect",
];

type Plan = { kind: string; estate: number } | { incident: number };

export function generateQuiet6(dir: string, seed = 6): Quiet6Label[] {
  const rng = new Rng(seed * 7919 + 6);
  const kinds = QUIET_KINDS.map((k) => k.kind);
  const quietPlan: Plan[] = [...kinds, ...rng.shuffle(kinds).slice(0, 40 - kinds.length)].map((kind, i) => ({
    kind,
    estate: (i + rng.int(0, 4)) % ESTATES.length,
  }));
  const plans = rng.shuffle<Plan>([...quietPlan, ...INCIDENTS.map((_x, incident) => ({ incident }))]);
  mkdirSync(dir, { recursive: true });
  const labels: Quiet6Label[] = [];
  plans.forEach((plan, i) => {
    const r = new Rng(seed * 100003 + i * 7907 + 11);
    const id = `quiet6-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length];
    const inc = "incident" in plan ? INCIDENTS[plan.incident] : undefined;
    const estate = inc ? ESTATES.find((e) => e.company === inc.estate)! : ESTATES[(plan as { estate: number }).estate];
    const minutes = inc ? r.int(6, 15) : r.int(3, 15);
    const start = Date.UTC(2026, 6, 1 + i, r.int(0, 23), r.int(0, 59), 0) + r.int(0, 999);
    const end = start + minutes * 60000;
    const target = r.int(1400, 10500);
    const hopAvg = estate.routes.reduce((s, x) => s + x.hops.length, 0) / estate.routes.length;
    let gap = (minutes * 60000) / Math.max((target - 42 * minutes) / (1 + hopAvg), minutes * 25);
    const at = start + Math.round(minutes * 60000 * (inc ? r.float(0.5, 0.65) : r.float(0.3, 0.55)));
    const eventSeed = r.int(1, 2 ** 30);
    const pods = new Map(
      Object.keys(estate.runtimes).map((s, k) => [
        s,
        format === "datadog" ? `${s}.node-${k % 4}` : `${s}-${r.hex(10)}-${r.hex(5)}`,
      ]),
    );
    for (let attempt = 0; ; attempt++) {
      const s = new Scene(new Rng(eventSeed), estate, start, end);
      s.gap = gap;
      let note: string;
      let origin: string | null = null;
      if (inc) {
        origin = inc.origin(estate);
        const pool = DECOYS.filter((d) => !inc.avoid.includes(d));
        const pick = s.rng.pick(pool);
        const decoy = QUIET_KINDS.find((k) => k.kind === pick)!;
        const dn = decoy.run(s, start + Math.round((at - start) * s.rng.float(0.2, 0.5)));
        note = `[${inc.category}] ${inc.run(s, at, origin)}; meanwhile ${dn}`;
      } else {
        const kind = (plan as { kind: string }).kind;
        note = `[${kind}] ${QUIET_KINDS.find((k) => k.kind === kind)!.run(s, at)}`;
        if (s.rng.chance(0.3)) {
          const extra = s.rng.pick(DECOYS.filter((d) => d !== kind));
          const en = QUIET_KINDS.find((k) => k.kind === extra)!.run(s, start + Math.round((at - start) * 0.3));
          note += `; also [${extra}] ${en}`;
        }
      }
      const lines = render(format, s.finish(), estate.ns, pods);
      if ((lines.length > 11800 || lines.length < 1050) && attempt < 6) {
        gap *= lines.length > 11800 ? lines.length / 9000 : lines.length / 1800;
        continue;
      }
      const file = `${id}.${EXT[format]}`;
      writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
      labels.push({
        id,
        file,
        format,
        isIncident: !!inc,
        originService: origin,
        category: inc?.category ?? null,
        errorTypeHints: inc?.hints ?? [],
        incidentStart: inc ? new Date(at).toISOString() : null,
        expectedSeverityAtLeast: inc?.severity ?? null,
        split: "tune",
        note: `${estate.company}: ${note}`,
        lines: lines.length,
      });
      break;
    }
  });
  const splits = assignSplit(
    rng,
    labels.map((l) => l.category ?? "quiet"),
  );
  labels.forEach((l, i) => {
    l.split = splits[i];
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet6", generateQuiet6, (ls) => {
  const by = (f: (l: Quiet6Label) => string) => {
    const m = new Map<string, number>();
    for (const l of ls) m.set(f(l), (m.get(f(l)) ?? 0) + 1);
    return [...m].map(([k, v]) => `${k}=${v}`).join(" ");
  };
  return `${by((l) => l.format)}; ${by((l) => l.split)}`;
});
