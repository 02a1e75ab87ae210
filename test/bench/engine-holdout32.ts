/**
 * Holdout 32, "deep call chains and the silent origin" (written blind: its author never saw the engine, its tests or
 * the other sets).
 *
 * 64 scenarios: 52 incidents (4 per category, all 13 categories) and 12 quiet windows, in the dev set's six formats
 * in rotation, over five made-up companies (freight, health, energy, books, mobility; 8-13 services each). Every
 * incident runs through a chain of 3-6 services: edge (envoy or nginx) -> BFF -> domain services -> a logging store
 * or a third-party host that never logs here. The origin is often not the deepest hop (a middle service with a bad
 * setting, a null dereference, an exhausted pool, its own OOM kill). Every hop above the origin reports the failure in
 * its own runtime's words (502/503/504 naming the callee, envoy's "upstream connect error or disconnect/reset before
 * headers", gRPC UNAVAILABLE / DEADLINE_EXCEEDED, "context deadline exceeded", retries, circuit breakers opening),
 * often more often and earlier than the origin (client timeouts shorter than the origin's own 30-60 s waits). Hops
 * below the origin stay healthy and keep logging INFO. In 15 of the 52 the origin goes quiet: it dies or hangs, and
 * only a last line, a restart banner or a kubelet/systemd line ("Back-off restarting failed container",
 * "Liveness probe failed", "OOMKilled", "status=9/KILL") speaks for it, while callers say it is unreachable or slow.
 * Two thirds carry request ids (W3C traceparent, X-Request-ID, B3 or OpenStack-style req-uuid), on some hops only.
 *
 * Every file is one stream sorted by printed time with per-service skew up to 300 ms, 30 s to 6 min of baseline
 * before the fault, background chatter, side traffic into every hop, health probes, periodic jobs, one noisy service
 * with a constant harmless error or warning, deprecation warnings, retries that succeed and sometimes an unrelated
 * deploy near the fault; 1,000-12,000 lines. The quiet windows hold one chain-shaped harmless episode each (a slow hop
 * answered within its deadline, users closing the page, a 503 retried successfully, a rolling deploy with draining).
 *
 * Labels follow ../shared/data/incidents/README.md plus format, split (seeded, half of each category and half of the
 * quiet windows in "tune"), note and lines. `npx tsx test/bench/engine-holdout32.ts --out DIR [--seed N]`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { EXT, FORMATS, type Format } from "./holdout32/formats.js";
import { VARIANTS, type Variant } from "./holdout32/incidents.js";
import { QUIET_KINDS, type QuietKind } from "./holdout32/quiet.js";
import { Rng } from "./holdout32/rng.js";
import { assignSplit } from "./holdout32/split.js";
import { buildStream } from "./holdout32/stream.js";

export interface Holdout32Label extends NotedLabel {
  format: Format;
}

const MIN_LINES = 1000;
const MAX_LINES = 12000;

export function generateHoldout32(dir: string, seed = 32): Holdout32Label[] {
  const r = new Rng(seed);
  const specs: Array<{ variant?: Variant; quiet?: QuietKind }> = [
    ...VARIANTS.map((variant) => ({ variant })),
    ...Array.from({ length: 12 }, (_, i) => ({ quiet: QUIET_KINDS[i % QUIET_KINDS.length] })),
  ];
  const order = r.shuffle(specs);
  mkdirSync(dir, { recursive: true });
  const labels: Holdout32Label[] = [];
  const files: string[][] = [];
  order.forEach((spec, i) => {
    const format = FORMATS[i % FORMATS.length];
    const id = `holdout32-${String(i + 1).padStart(2, "0")}`;
    const sub = r.fork(i);
    const subSeed = sub.int(1, 2 ** 30);
    let scale = 0.25 + sub.next() * 2.2;
    let built = buildStream(new Rng(subSeed), format, i, spec, scale);
    for (let a = 0; a < 8 && (built.lines.length < MIN_LINES || built.lines.length > MAX_LINES); a++) {
      const n = built.lines.length;
      scale *= n > MAX_LINES ? (MAX_LINES * 0.85) / n : (MIN_LINES * 1.6) / n;
      built = buildStream(new Rng(subSeed), format, i, spec, scale);
    }
    const v = spec.variant;
    files.push(built.lines);
    labels.push({
      id,
      file: `${id}.${EXT[format]}`,
      format,
      isIncident: !!v,
      originService: built.origin,
      category: v?.cat ?? null,
      errorTypeHints: v?.hints ?? [],
      incidentStart: built.incidentStart,
      expectedSeverityAtLeast: v?.sev ?? null,
      split: "tune",
      note: built.note,
      lines: built.lines.length,
    });
  });
  const splits = assignSplit(r, labels);
  labels.forEach((l, i) => {
    l.split = splits[i];
    writeFileSync(join(dir, l.file), `${files[i].join("\n")}\n`);
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 2)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout32", generateHoldout32, (labels) => {
  const n = (f: Format) => labels.filter((l) => l.format === f).length;
  return FORMATS.map((f) => `${f}=${n(f)}`).join(" ");
});
