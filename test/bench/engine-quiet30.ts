// Blind set quiet30: 48 windows from enterprise back offices, 40 quiet and 8 failures.
//
// Domains: ERP batch chains and AP (Northwind Fabrication: IDocs, month-end close, invoice OCR, supplier portal),
// payroll runs and tax tables (Halden Payroll Services), HR onboarding, SCIM provisioning, badges and rosters
// (Corvel People Ops), procurement, punchout catalogs, expenses and FX (Maribel Procurement). Each window is one
// aggregated stream of the estate's 9-10 services over 6-20 minutes (1,500-10,000 lines), sorted by printed time
// with up to 300 ms of per-service clock skew, rotating over the dev set's six formats (jsonl, datadog, ecs, gcp,
// logfmt, compose). Northwind and Corvel propagate request ids; Halden and Maribel do not.
//
// 40 quiet windows, each built around a different kind of alarming but harmless noise (IDocs in status 51, duplicate
// and variance-blocked invoices, a slow month-end close, enqueue lock waits, retried deadlocks, SCIM 409/404/429,
// lockouts, denied badges, mail bounces, VIES outages, stale FX on a holiday, a vulnerability scanner, ...), on top of
// the usual background: request traffic, health checks, periodic jobs, one service logging the same harmless ERROR
// from the first minute, deprecation warnings, retries that succeed and an unrelated rollout or config reload.
// 8 failures, one per category (database, timeout, memory, unknown, configuration, rate_limiting, disk, dependency),
// start after 3-8 minutes of baseline and sit on the same noise: callers report them in their own words and retry
// louder than the origin, one origin logs only WARN, one goes silent, and the noisy service outshouts several.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import type { Estate } from "./quiet30/ctx.js";
import { ESTATES } from "./quiet30/estates.js";
import { EXT, FORMATS, type Format } from "./quiet30/formats.js";
import { INCIDENTS, type Incident } from "./quiet30/incidents.js";
import { QUIET, type QuietKind } from "./quiet30/quiet.js";
import { Rng } from "./quiet30/rng.js";
import { assignSplit } from "./quiet30/split.js";
import { buildWindow } from "./quiet30/stream.js";

export interface Quiet30Label extends NotedLabel {
  format: Format;
}

/** Noise kinds that would blur a failure's story when laid on the same service. */
const CLASH: Record<string, string[]> = {
  "payslip-renderer": ["renderer-heap-high"],
  "receipt-ocr": ["ocr-cache-cleanup"],
  "scim-provisioner": ["scim-429-backoff", "scim-409-exists", "scim-404-delete"],
  "fx-rates": ["fx-holiday-stale"],
  "tax-tables": ["emergency-tax-code"],
  "mm-inventory": ["deadlock-retried"],
  "fi-posting": ["enqueue-lock-wait"],
  "onboarding-flow": ["consumer-rebalance"],
};

type Slot = { quiet: QuietKind } | { inc: Incident };

export function generateQuiet30(dir: string, seed = 3001): Quiet30Label[] {
  const r = new Rng(seed);
  mkdirSync(dir, { recursive: true });
  const estateOf = (k: string) => ESTATES.find((e) => e.key === k) as Estate;
  // failures on distinct rows of six so that every format carries at least one
  const quiet = r.shuffle(QUIET);
  const incs = r.shuffle(INCIDENTS);
  const rows = r.shuffle([0, 1, 2, 3, 4, 5, 6, 7]);
  const at = new Map(incs.map((inc, k) => [(rows[k] ?? 0) * FORMATS.length + (k % FORMATS.length), inc]));
  const slots: Slot[] = [];
  for (let i = 0, q = 0; i < QUIET.length + INCIDENTS.length; i++) {
    const inc = at.get(i);
    slots.push(inc ? { inc } : { quiet: quiet[q++] as QuietKind });
  }
  const day0 = Date.UTC(2026, 9, 5);
  const labels: Quiet30Label[] = [];
  slots.forEach((slot, i) => {
    const id = `q30-${String(i + 1).padStart(2, "0")}`;
    const format = FORMATS[i % FORMATS.length] as Format;
    const estate = estateOf("quiet" in slot ? slot.quiet.estate : slot.inc.estate);
    const t0 = day0 + i * 86400000 + estate.hour * 3600000 + r.int(0, 50) * 60000 + r.int(0, 59999);
    const inc = "inc" in slot ? slot.inc : undefined;
    const minutes = inc ? r.int(12, 20) : r.int(6, 20);
    const t1 = t0 + minutes * 60000;
    const start = inc ? t0 + r.int(180, 480) * 1000 + r.int(0, 999) : 0;
    const noise: { kind: QuietKind; a: number; b: number }[] = [];
    const window = (lo: number) => {
      const a = lo + r.int(0, Math.floor((t1 - lo) / 3));
      return { a, b: Math.min(t1 - 30000, a + r.int(120, 360) * 1000) };
    };
    if ("quiet" in slot) noise.push({ kind: slot.quiet, ...window(t0 + 60000) });
    const extra = QUIET.filter(
      (q) =>
        q.estate === estate.key &&
        !noise.some((n) => n.kind === q) &&
        !(inc && (CLASH[inc.origin] ?? []).includes(q.name)),
    );
    noise.push({ kind: r.pick(extra), ...window(t0 + 30000) });
    if (inc) noise.push({ kind: r.pick(extra.filter((q) => !noise.some((n) => n.kind === q))), ...window(t0 + 30000) });
    const dsvc = r.pick(estate.deployable.filter((s) => s !== inc?.origin));
    const deployT = inc ? start + r.pick([-1, 1]) * r.int(60, 150) * 1000 : t0 + r.int(120, (minutes - 1) * 60) * 1000;
    let requests = Math.max(700, r.int(80, 200) * minutes);
    let lines: string[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      lines = buildWindow(
        {
          estate,
          format,
          t0,
          minutes,
          requests,
          noise,
          deploy: { svc: dsvc, t: deployT },
          ...(inc ? { incident: { inc, start } } : {}),
        },
        r,
      );
      if (lines.length < 1500) requests = Math.round(requests * 1.4);
      else if (lines.length > 10000) requests = Math.round(requests * 0.7);
      else break;
    }
    const file = `${id}.${EXT[format]}`;
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    labels.push({
      id,
      file,
      format,
      isIncident: !!inc,
      originService: inc?.origin ?? null,
      category: inc?.category ?? null,
      errorTypeHints: inc?.hints ?? [],
      incidentStart: inc ? new Date(start).toISOString() : null,
      expectedSeverityAtLeast: inc?.severity ?? null,
      split: "tune",
      note: inc
        ? `${estate.company}: ${inc.note}.`
        : `${estate.company}, nothing broken: ${"quiet" in slot ? slot.quiet.note : ""}, next to ${noise[1]?.kind.name ?? "the usual"} noise and a ${dsvc} rollout.`,
      lines: lines.length,
    });
  });
  const split = assignSplit(
    labels.map((l) => l.category),
    r,
  );
  labels.forEach((l, i) => {
    l.split = split[i] ?? "tune";
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "quiet30", generateQuiet30, (ls) => {
  const by = (k: (l: Quiet30Label) => string) => {
    const m = new Map<string, number>();
    for (const l of ls) m.set(k(l), (m.get(k(l)) ?? 0) + 1);
    return [...m].map(([a, b]) => `${a} ${b}`).join(", ");
  };
  return `formats: ${by((l) => l.format)}; splits: ${by((l) => l.split)}`;
});
