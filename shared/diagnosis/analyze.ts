// The pipeline after ingestion: detect → localise → classify → score → narrate, over the
// aggregates only. Always returns a result that validates against the SPEC §2.2 schema.
import type { AnalysisResult } from "../domain/analysis-result.schema.js";
import { suggestActions } from "./actions.js";
import type { Aggregates, TemplateStat } from "./aggregate.js";
import { type ConfidenceFeatures, confidenceFeatures, QUIET_CONFIDENCE } from "./calibration.js";
import { recentChange } from "./change.js";
import { classify } from "./classify.js";
import { type Anomaly, type DetectOptions, detectAnomalies, detectCorroboratedOnsets } from "./detect.js";
import {
  GATE_MIN_LIKELIHOOD,
  type GateFeatures,
  gateFeatures,
  gateMayWeigh,
  incidentLikelihood,
} from "./incident-gate.js";
import { type Localization, localize, withSenderAsOrigin } from "./localize.js";
import { buildTimeline, describeRootCause, iso, summarize } from "./narrate.js";
import { detectOngoing } from "./ongoing.js";
import { redact } from "./redact.js";
import { detectFailingRuns } from "./runs.js";
import { confidenceOf, impactOf, loneAndWeak, severityOf } from "./score.js";
import { releasedSender } from "./sender.js";
import { detectSentinels } from "./sentinel.js";

/**
 * Localises again with what `look` finds beside the anomalies so far (it is told which templates those are);
 * undefined when it finds none or they localise nothing.
 */
function widen(
  agg: Aggregates,
  anomalies: Anomaly[],
  look: (seen: Set<TemplateStat>) => Anomaly[],
): [Anomaly[], Localization] | undefined {
  const more = look(new Set(anomalies.map((a) => a.stat)));
  if (more.length === 0) return undefined;
  const merged = [...anomalies, ...more];
  const loc = localize(agg, merged);
  return loc ? [merged, loc] : undefined;
}

/**
 * A job failing every run is a change however few lines it makes: its runs stand for a rate. What a rate test found of
 * it already is told that it lasts run after run.
 */
function withFailingRuns(found: Anomaly[], runs: Anomaly[]): Anomaly[] {
  const byRuns = new Set(runs.map((a) => a.stat));
  const out = found.map((a) => (byRuns.has(a.stat) ? { ...a, kind: "runs" as const } : a));
  const have = new Set(out.map((a) => a.stat));
  for (const a of runs) if (!have.has(a.stat)) out.push(a);
  return out.sort((a, b) => a.onset - b.onset);
}

/** The severities that page someone: what the incident gate may still answer as no incident. */
const ALARMS = new Set<string>(["medium", "high", "critical"]);

/** What a server refuses of what its clients send: bad input, or more of it than it allows. */
const REFUSED_INPUT = new Set<string>(["validation", "rate_limiting"]);

export function analyze(
  agg: Aggregates,
  logsScanned: number,
  opts: DetectOptions = {},
): { result: AnalysisResult; anomalies: Anomaly[]; features?: ConfidenceFeatures; gate?: GateFeatures } {
  let anomalies = withFailingRuns(detectAnomalies(agg, opts), detectFailingRuns(agg, opts));
  let loc = localize(agg, anomalies);
  let clear = loc && impactOf(agg, loc);
  // Nothing, or only a blip, changed in the window: it may open on a failure already under way, which has no
  // change to find. A clear change keeps its diagnosis (a steady failure beside it is background, not its cause).
  if (!clear || severityOf(clear) === "low" || loneAndWeak(clear)) {
    const w = widen(agg, anomalies, (seen) => detectOngoing(agg, opts).filter((a) => !seen.has(a.stat)));
    if (w) {
      [anomalies, loc] = w;
      clear = impactOf(agg, loc);
    }
  }
  // a short or quiet window may hold a failure too small for a rate test, told by two services at once (or by one
  // beside a caller's clear report of it)
  {
    const nothingClear = !clear || severityOf(clear) === "low";
    const w = widen(agg, anomalies, (seen) => detectCorroboratedOnsets(agg, opts, seen, nothingClear));
    if (w) [anomalies, loc] = w;
  }
  // a failure seen once or a few times: the whole diagnosis when nothing else changed, else one more witness
  // (the deeper service that raised the one traceback its callers then repeat)
  const w = widen(agg, anomalies, (seen) => detectSentinels(agg, opts, seen));
  if (w) [anomalies, loc] = w;
  if (!loc) return { result: quietResult(agg, logsScanned), anomalies };
  const cls = classify(agg, loc);
  const impact = impactOf(agg, loc);
  const ruled = severityOf(impact, cls.category);
  const gate =
    ALARMS.has(ruled) && gateMayWeigh(loc, impact, cls.category)
      ? gateFeatures(agg, loc, impact, cls.category)
      : undefined;
  // input refused (as invalid, or as too much) because a client's release just began sending it: that release is the
  // origin
  const sender = REFUSED_INPUT.has(cls.category) ? releasedSender(agg, loc) : undefined;
  if (sender) loc = withSenderAsOrigin(loc, sender.service, sender.release);
  const severity = gate && incidentLikelihood(gate) < GATE_MIN_LIKELIHOOD ? "low" : ruled;
  const change = recentChange(agg, loc);
  const callers = loc.findings.filter((f) => f !== loc.origin && f.names.size > 0).map((f) => f.service);
  const result: AnalysisResult = {
    summary: summarize(loc, cls, impact.errorLines),
    severity,
    confidence: confidenceOf(loc, cls, impact),
    rootCause: {
      description: describeRootCause(loc, cls),
      service: loc.origin.service || "unknown",
      errorType: cls.errorType,
      category: cls.category,
    },
    affectedServices: loc.findings.map((f) => ({
      serviceName: f.service,
      role: f === loc.origin ? "origin" : f.names.size > 0 ? "propagator" : "affected",
      errorCount: f.errorCount,
      firstSeen: iso(f.firstSeen),
      lastSeen: iso(Math.max(f.lastSeen, f.firstSeen)),
    })),
    timeline: buildTimeline(loc, cls, change),
    suggestedActions: suggestActions({
      category: cls.category,
      service: loc.origin.service,
      errorType: cls.errorType,
      callers,
      recentChange: change ? redact(change.first.message) : undefined,
      severe: severity === "high" || severity === "critical",
      affected: loc.findings.length,
    }),
    logsScanned,
  };
  return { result, anomalies, features: confidenceFeatures(loc, cls, impact), gate };
}

export function quietResult(agg: Aggregates, logsScanned: number): AnalysisResult {
  let noisiest: { name: string; errors: number } | undefined;
  let errors = 0;
  for (const s of agg.services.values()) {
    const e = s.errorCount + s.warnCount;
    errors += e;
    if (e > 0 && (!noisiest || e > noisiest.errors)) noisiest = { name: s.name, errors: e };
  }
  const services = agg.services.size;
  const summary =
    logsScanned === 0
      ? "No log lines to diagnose."
      : errors === 0
        ? `No incident: ${logsScanned} lines from ${services} service${services === 1 ? "" : "s"} show no errors.`
        : `No incident: ${logsScanned} lines from ${services} service${services === 1 ? "" : "s"}; the ${errors} warnings/errors present (most from ${noisiest?.name}) run at their usual rate, with no new failure or change.`;
  return {
    summary,
    severity: errors === 0 ? "info" : "low",
    confidence: logsScanned === 0 ? 0.5 : QUIET_CONFIDENCE,
    rootCause: {
      description: "No abnormal change against the baseline was found.",
      service: noisiest?.name || "none",
      errorType: "none",
      category: "unknown",
    },
    affectedServices: [],
    timeline: [],
    suggestedActions:
      errors > 0 && noisiest
        ? [
            {
              priority: 1,
              type: "investigate",
              action: `Triage the steady errors of ${noisiest.name} when convenient`,
              rationale: "They predate the window and did not change, so they are background noise, not an incident.",
            },
          ]
        : [],
    logsScanned,
  };
}
