// Blind set holdout62: sports betting and crypto trading.
//
// 64 aggregated log windows (52 failures, 4 for each of the 13 root-cause categories, and 12 quiet windows) from four
// made-up estates: two sportsbooks, Kickline (10 services: odds feed ingest, pricing, bet placement, liability, cash-out,
// settlement, .NET wallet, geolocation, promotions; request ids on every hop) and Pitchside (9 services: provider
// feed adapter, trading desk, Go betslip, responsible-gambling limits, settler, payments, KYC, geolocation; no ids),
// and two crypto exchanges, Vaultline (10 services: REST and FIX gateways, Rust matching engine, WebSocket market
// data, ledger, hot custody, Bitcoin and Ethereum node clients, withdrawals, AML; trace ids) and Norvex (9 services,
// no ids). Each window runs 6-20 minutes with 1,500-10,000 lines, rotates over the dev set's six formats (jsonl,
// datadog, ecs, gcp, logfmt, compose) with per-service clock skew up to 300 ms, and each failure starts after 3-8
// minutes of baseline.
//
// What makes it hard: every window has a constantly noisy service (promo eligibility errors, unknown feed markets,
// abnormal WebSocket closes, dust deposits), the trade's everyday rejections (suspended markets, price changes,
// geolocation denials, insufficient balance, one-block reorgs), deprecation warnings, retries that succeed and an
// unrelated release or config reload near the failure; callers shout louder than origins (retry storms, 5xx naming
// the callee, fail-closed rejections), several origins log only at WARN or go quiet, dependencies, network, timeouts
// and rate limits at the edge of the estate are told only by the service that talks to them, and stack traces come
// in Java, Python, Go, Node, .NET, Ruby, Rust and C++ styles. Quiet windows carry goal-time bet rejection bursts,
// reorgs and disconnect waves that must not raise an alarm.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES, estateOf } from "./holdout62/estates.js";
import { EXT, FORMATS, type Format } from "./holdout62/formats.js";
import { INCIDENTS, type IncidentSpec } from "./holdout62/incidents.js";
import { mulberry32 } from "./holdout62/rng.js";
import { assignSplits } from "./holdout62/split.js";
import { buildWindow } from "./holdout62/stream.js";

export interface Holdout62Label extends NotedLabel {
  format: Format;
}

const QUIET_NOTES: Record<string, string> = {
  K: "a normal Kickline window: a goal suspends a market and bounces a burst of bets, promo-engine keeps logging missing segments",
  P: "a normal Pitchside window: a bet stop rejects slips for a few seconds, feed-adapter keeps dropping unknown markets",
  V: "a normal Vaultline window: a one-block reorg, a wave of WebSocket disconnects and balance rejections, nothing broken",
  N: "a normal Norvex window: a one-block reorg, WebSocket clients dropping and dust deposits ignored, nothing broken",
};

export function generateHoldout62(dir: string, seed = 6201): Holdout62Label[] {
  const r = mulberry32(seed);
  mkdirSync(dir, { recursive: true });
  type Plan = { spec?: IncidentSpec; est: string };
  const plans: Plan[] = [
    ...INCIDENTS.map((spec) => ({ spec, est: spec.est })),
    ...ESTATES.flatMap((e) => [0, 1, 2].map(() => ({ est: e.key }))),
  ];
  r.shuffle(plans);
  const splits = assignSplits(
    plans.map((p) => p.spec?.cat ?? "quiet"),
    r,
  );
  const labels: Holdout62Label[] = plans.map((p, i) => {
    const estate = estateOf(p.est);
    const format = FORMATS[i % FORMATS.length] as Format;
    const id = `h62-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const sportsbook = estate.key === "K" || estate.key === "P";
    const day = Date.UTC(2026, 5, 1) + (i * 2 + r.int(0, 1)) * 86400000;
    const hour = sportsbook ? r.int(12, 21) : r.int(0, 23);
    const t0 = day + hour * 3600000 + r.int(0, 59) * 60000 + r.int(0, 59) * 1000;
    const durSec = p.spec ? r.int(11, 20) * 60 : r.int(6, 20) * 60;
    const startMs = p.spec ? t0 + r.int(180, 480) * 1000 + r.int(0, 999) : 0;
    let target = r.int(1800, 9000);
    let lines: string[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const sub = mulberry32(seed * 131 + i * 7919 + attempt);
      lines = buildWindow(
        { estate, format, t0, durSec, targetLines: target, incident: p.spec ? { spec: p.spec, startMs } : undefined },
        sub,
      );
      if (lines.length >= 1550 && lines.length <= 9900) break;
      target = Math.round(target * (lines.length > 9900 ? 9000 / lines.length : 2400 / Math.max(lines.length, 1)));
    }
    writeFileSync(join(dir, file), `${lines.join("\n")}\n`);
    const s = p.spec;
    return {
      id,
      file,
      format,
      isIncident: !!s,
      originService: s ? s.origin : null,
      category: s ? s.cat : null,
      errorTypeHints: s ? s.hints : [],
      incidentStart: s ? new Date(startMs).toISOString() : null,
      expectedSeverityAtLeast: s ? s.sev : null,
      split: splits[i] ?? "tune",
      note: s ? s.note : (QUIET_NOTES[estate.key] ?? "a quiet window"),
      lines: lines.length,
    };
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout62", generateHoldout62, (labels) => {
  const estates = ESTATES.map((e) => `${e.company} ${INCIDENTS.filter((s) => s.est === e.key).length}+3`).join(", ");
  const formats = FORMATS.map((f) => `${f} ${labels.filter((l) => l.format === f).length}`).join(", ");
  const tune = labels.filter((l) => l.split === "tune").length;
  return `estates ${estates} (failures+quiet); formats ${formats}; tune ${tune} / locked ${labels.length - tune}`;
});
