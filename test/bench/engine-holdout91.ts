// Blind scenario set holdout91: capital markets and retail brokerage.
//
// 64 windows (52 failures, 4 for each of the 13 categories, and 12 quiet windows of normal trading-day noise) from
// four made-up brokers: Halyard Securities (retail broker, Node/Java/Go/C++/Python/Ruby, trace ids), Kestrel Markets
// (institutional, .NET/C++/Java/Python, no trace ids), Tidewater Invest (app-first broker, Node/Go/Python/Ruby,
// trace ids) and Norquay Capital (options-heavy, Java/C++/.NET/Python, no trace ids). Each window is one aggregated
// stream of 8-10 services (OMS, FIX gateway, smart order router, market-data handler, pre-trade risk, margin,
// clearing back office, statements/corporate actions, client API, identity), 6-20 minutes, rotating over the six
// dev-set formats (jsonl, datadog, ecs, gcp, logfmt, compose) with runtime-native multi-line stack traces, per-service
// clock skew up to 300 ms, and the trouble starting after 3-8 minutes of baseline.
//
// What makes it hard: the domain's own noise looks like trouble (risk-limit and halted-symbol rejects, odd-lot
// rejects, FIX heartbeat timeouts with reconnect and resend, market-data gaps recovered from snapshot, customers'
// API keys rate limited, margin-call batches, retries that succeed), one noisy service logs a constant harmless
// ERROR from the first minute, an unrelated deploy or config reload lands near the start, callers and retry storms
// are louder than the origin, some origins log only at WARN and some go quiet (crash loops, silent FIX gateway),
// and failures of venues, vendors, MQ and Redis that do not log here are labelled on the service that talks to them.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { NotedLabel } from "./engine-metrics.js";
import { runHoldoutCli } from "./holdout-cli.js";
import { ESTATES } from "./holdout91/estates.js";
import { EXT, FORMATS, type Format } from "./holdout91/formats.js";
import { CATEGORIES, type Story, story } from "./holdout91/incidents.js";
import { makeRng } from "./holdout91/rng.js";
import { assignSplits } from "./holdout91/split.js";
import { type Built, buildWindow } from "./holdout91/stream.js";

export interface Holdout91Label extends NotedLabel {
  format: Format;
}

interface Plan {
  estate: number;
  story: Story | null;
}

export function generateHoldout91(dir: string, seed = 9101): Holdout91Label[] {
  const r = makeRng(seed);
  const plans: Plan[] = [];
  for (const c of CATEGORIES) for (let v = 0; v < 4; v++) plans.push({ estate: v, story: story(c, v) });
  for (let q = 0; q < 12; q++) plans.push({ estate: q % 4, story: null });
  r.shuffle(plans);
  const splits = assignSplits(
    plans.map((p) => p.story?.cat ?? "quiet"),
    r,
  );
  mkdirSync(dir, { recursive: true });
  const labels: Holdout91Label[] = [];
  plans.forEach((p, i) => {
    const e = ESTATES[p.estate];
    const format = FORMATS[i % FORMATS.length];
    const id = `h91-${String(i + 1).padStart(2, "0")}`;
    const file = `${id}.${EXT[format]}`;
    const st = p.story;
    const eod = st && ["bo", "stmt"].includes(st.origin);
    let day = 2 + r.int(0, 6) * 7 + r.int(0, 4); // weekdays from 2026-11-02
    if (day === 26) day = 25; // US Thanksgiving: markets closed
    const hour = eod ? r.int(21, 22) : r.int(14, 19);
    const startMs = Date.UTC(2026, 10, day, hour, r.int(0, 59), 0) + r.int(0, 999);
    const durMin = r.int(6, 20);
    const leadMin = r.int(3, Math.min(7, durMin - 3)) + r.int(0, 59) / 60;
    let rate = Math.min(8, Math.max(1.6, r.int(2200, 7500) / (durMin * 60)));
    let built: Built = buildWindow(r, { estate: e, format, story: st, startMs, durMin, leadMin, rate });
    for (let a = 0; a < 6 && (built.lines < 1500 || built.lines > 10000); a++) {
      rate *= built.lines < 1500 ? 1.35 : 0.75;
      built = buildWindow(r, { estate: e, format, story: st, startMs, durMin, leadMin, rate });
    }
    if (built.lines < 1500 || built.lines > 10000) throw new Error(`${id}: ${built.lines} lines`);
    writeFileSync(join(dir, file), built.text);
    labels.push({
      id,
      file,
      format,
      isIncident: !!st,
      originService: st ? e.svc[st.origin] : null,
      category: st ? st.cat : null,
      errorTypeHints: st ? st.hints : [],
      incidentStart: built.incidentStartMs === null ? null : new Date(built.incidentStartMs).toISOString(),
      expectedSeverityAtLeast: st ? st.sev : null,
      split: splits[i],
      note: st
        ? st.note(e)
        : `${e.company}: an ordinary ${durMin}-minute trading window with the usual rejects, resends, recovered gaps and a noisy ${built.noisy}; nothing is broken.`,
      lines: built.lines,
    });
  });
  writeFileSync(join(dir, "labels.json"), `${JSON.stringify(labels, null, 1)}\n`);
  return labels;
}

runHoldoutCli(import.meta.url, "holdout91", generateHoldout91, (ls) => {
  const by = (k: Format) => ls.filter((l) => l.format === k).length;
  return `estates ${ESTATES.map((e) => e.key).join("/")}; formats ${FORMATS.map((f) => `${f}=${by(f)}`).join(" ")}`;
});
