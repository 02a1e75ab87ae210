// What every message says, whatever its format: the service, the failure, severity, confidence, impact, the top
// action and a link. Built once per event from the analysis (or the watchdog alert); formatters only lay it out.
import type { Analysis } from "../../domain/analysis.schema.js";
import type { Severity } from "../../domain/analysis-vocabulary.js";
import type { DeliveryEvent } from "../../domain/notification-vocabulary.js";
import type { WatchdogAlert } from "./delivery-message.js";

export interface MessageContent {
  event: DeliveryEvent;
  severity: Severity;
  /** One line: "[HIGH] checkout: ConnectionTimeout". */
  title: string;
  service: string;
  failure: string;
  summary: string;
  /** 0..1, null for a watchdog alert (a threshold trip, not a diagnosis). */
  confidence: number | null;
  impact: string;
  topAction: string | null;
  link: string;
  linkLabel: string;
  at: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function analysisContent(analysis: Analysis, publicUrl: string): MessageContent | undefined {
  const r = analysis.result;
  if (!r) return undefined;
  const services = r.affectedServices;
  const errors = services.reduce((sum, s) => sum + s.errorCount, 0);
  const named = services
    .slice(0, 5)
    .map((s) => `${s.serviceName} (${s.role}, ${plural(s.errorCount, "error")})`)
    .join(", ");
  const more = services.length > 5 ? ` and ${services.length - 5} more` : "";
  const top = [...r.suggestedActions].sort((a, b) => a.priority - b.priority)[0];
  const failure = r.rootCause.errorType
    ? `${r.rootCause.errorType}: ${r.rootCause.description}`
    : r.rootCause.description;
  return {
    event: "analysis.completed",
    severity: r.severity,
    title: `[${r.severity.toUpperCase()}] ${r.rootCause.service}: ${r.rootCause.errorType || r.rootCause.category}`,
    service: r.rootCause.service,
    failure,
    summary: r.summary,
    confidence: r.confidence,
    impact:
      services.length === 0
        ? "No affected service identified"
        : `${plural(services.length, "service")} affected, ${plural(errors, "error")}: ${named}${more}`,
    topAction: top ? top.action : null,
    link: `${publicUrl}/v1/analyses/${encodeURIComponent(analysis.id)}`,
    linkLabel: "Open the analysis",
    at: analysis.completedAt ?? analysis.updatedAt,
  };
}

export function alertContent(alert: WatchdogAlert, severity: Severity, publicUrl: string): MessageContent {
  const service = alert.service ?? "watched logs";
  return {
    event: "watchdog.alert",
    severity,
    title: `[${severity.toUpperCase()}] Watchdog: ${alert.ruleName}`,
    service,
    failure: alert.reason ?? `Rule "${alert.ruleName}" tripped`,
    summary: `Rule "${alert.ruleName}" measured ${alert.value} against a threshold of ${alert.threshold}.`,
    confidence: null,
    impact: `${alert.value} observed (threshold ${alert.threshold}) at ${alert.at}`,
    topAction: alert.analysisId ? "Review the automatic analysis" : "Look at the rule's recent activity",
    link: alert.analysisId
      ? `${publicUrl}/v1/analyses/${encodeURIComponent(alert.analysisId)}`
      : `${publicUrl}/v1/config/monitoring/activity?ruleId=${encodeURIComponent(alert.ruleId)}`,
    linkLabel: alert.analysisId ? "Open the analysis" : "Open the rule's activity",
    at: alert.at,
  };
}

export const confidenceText = (c: number | null) => (c === null ? "n/a" : `${Math.round(c * 100)}%`);

/**
 * Cuts to at most `max` UTF-16 units (the strictest way platforms count), never inside a surrogate pair, marking
 * the cut with an ellipsis.
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let out = "";
  for (const ch of text) {
    if (out.length + ch.length > max - 1) break;
    out += ch;
  }
  return `${out}…`;
}
