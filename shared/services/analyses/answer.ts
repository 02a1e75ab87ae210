// Follow-up answers from an analysis's own result and evidence pack (no log is read again): which service
// went first, what changed, the errors of one service, when it started; otherwise the diagnosis in brief.
// Each answer names the timeline entries (indexes into result.timeline) it rests on.
import type { EvidencePack, EvidenceTemplate } from "../../diagnosis/index.js";
import type { AnalysisResult, TimelineEntry } from "../../domain/analysis-result.schema.js";

export interface DraftAnswer {
  answer: string;
  evidence: number[];
}

export type Intent = "first" | "changed" | "errors" | "when" | "summary";

const BAD_LEVELS = new Set(["error", "fatal", "critical", "crit", "emergency", "alert", "warn", "warning"]);
const ERROR_LEVELS = new Set(["error", "fatal", "critical", "crit", "emergency", "alert"]);
const CHANGE_WORDS = /\b(deploy\w*|releas\w*|rollout|rolled|config\w*|version|upgrade\w*|migrat\w*|restart\w*|flag)\b/i;

const quote = (s: string, max = 200) => `"${s.length > max ? `${s.slice(0, max - 1)}…` : s}"`;

function knownServices(result: AnalysisResult, evidence?: EvidencePack): string[] {
  const names = new Set<string>();
  for (const s of result.affectedServices) names.add(s.serviceName);
  for (const t of result.timeline) names.add(t.service);
  for (const s of evidence?.services ?? []) names.add(s.name);
  names.add(result.rootCause.service);
  return [...names].filter((n) => n && n !== "unknown").sort((a, b) => b.length - a.length);
}

/** The longest known service name the question mentions (as written, or with its dashes as spaces). */
export function mentionedService(question: string, services: string[]): string | undefined {
  const q = question.toLowerCase();
  return services.find((s) => {
    const name = s.toLowerCase();
    return q.includes(name) || q.includes(name.replace(/[-_.]/g, " "));
  });
}

export function intentOf(question: string, mentioned: string | undefined): Intent {
  const q = question.toLowerCase();
  if (mentioned && /\b(error|errors|fail\w*|exception\w*|show|log|logs|wrong)\b/.test(q)) return "errors";
  if (/\b(first|origin\w*|root)\b/.test(q) && /\b(service|which|who|where)\b/.test(q)) return "first";
  if (/\b(chang\w*|deploy\w*|releas\w*|differ\w*|new)\b/.test(q)) return "changed";
  if (/\bwhen\b|\bstart\w*|\bbegin\w*|\bbegan\b|\bonset\b/.test(q)) return "when";
  if (/\b(error|errors)\b/.test(q)) return "errors";
  return "summary";
}

const indexed = (timeline: TimelineEntry[]) => timeline.map((entry, index) => ({ entry, index }));
const byTime = (a: { entry: TimelineEntry }, b: { entry: TimelineEntry }) =>
  Date.parse(a.entry.timestamp) - Date.parse(b.entry.timestamp);

function firstService(result: AnalysisResult): DraftAnswer {
  const bad = indexed(result.timeline)
    .filter(({ entry }) => entry.isRootCause || BAD_LEVELS.has(entry.level.toLowerCase()))
    .sort(byTime);
  const perService: Array<{ entry: TimelineEntry; index: number }> = [];
  for (const item of bad) {
    if (!perService.some((p) => p.entry.service === item.entry.service)) perService.push(item);
  }
  if (perService.length === 0) {
    const origins = [...result.affectedServices]
      .filter((s) => s.errorCount > 0)
      .sort((a, b) => Date.parse(a.firstSeen) - Date.parse(b.firstSeen));
    if (origins.length === 0) return { answer: "No service reported a problem in this window.", evidence: [] };
    return {
      answer: `${origins[0].serviceName} reported problems first, at ${origins[0].firstSeen}.`,
      evidence: [],
    };
  }
  const [head, ...rest] = perService;
  const then = rest
    .slice(0, 3)
    .map((p) => `${p.entry.service} at ${p.entry.timestamp}`)
    .join(", ");
  const origin =
    head.entry.service === result.rootCause.service
      ? " It is also the service the diagnosis names as the origin."
      : ` The diagnosis names ${result.rootCause.service} as the origin.`;
  return {
    answer:
      `${head.entry.service} showed the first problem, at ${head.entry.timestamp}: ${quote(head.entry.message)}.` +
      (then ? ` Then: ${then}.` : "") +
      origin,
    evidence: perService.slice(0, 4).map((p) => p.index),
  };
}

function whatChanged(result: AnalysisResult, evidence?: EvidencePack): DraftAnswer {
  const changes = indexed(result.timeline).filter(({ entry }) => CHANGE_WORDS.test(entry.message));
  const anomalies = (evidence?.templates ?? [])
    .filter((t): t is EvidenceTemplate & { anomaly: NonNullable<EvidenceTemplate["anomaly"]> } => Boolean(t.anomaly))
    .sort((a, b) => Date.parse(a.anomaly.onset) - Date.parse(b.anomaly.onset));
  const parts: string[] = [];
  if (changes.length) {
    parts.push(
      `Change events in the logs: ${changes
        .slice(0, 3)
        .map(({ entry }) => `${entry.service} at ${entry.timestamp} (${quote(entry.message, 120)})`)
        .join("; ")}.`,
    );
  }
  const fresh = anomalies.filter((t) => t.anomaly.kind === "new").slice(0, 3);
  const spikes = anomalies.filter((t) => t.anomaly.kind === "spike").slice(0, 3);
  if (fresh.length) {
    parts.push(
      `New log patterns that were absent before: ${fresh
        .map((t) => `${t.service} from ${t.anomaly.onset}: ${quote(t.template, 120)} (${t.count}×)`)
        .join("; ")}.`,
    );
  }
  if (spikes.length) {
    parts.push(
      `Patterns that spiked: ${spikes.map((t) => `${t.service} from ${t.anomaly.onset}: ${quote(t.template, 120)}`).join("; ")}.`,
    );
  }
  if (parts.length === 0) {
    parts.push(
      `No deploy, config change or new log pattern stands out; the change is the onset of ${result.rootCause.errorType} in ${result.rootCause.service}.`,
    );
  }
  const cited = changes.slice(0, 3).map((c) => c.index);
  if (cited.length === 0) {
    const root = result.timeline.findIndex((t) => t.isRootCause);
    if (root >= 0) cited.push(root);
  }
  return { answer: parts.join(" "), evidence: cited };
}

function errorsOf(service: string, result: AnalysisResult, evidence?: EvidencePack): DraftAnswer {
  const name = service.toLowerCase();
  const entries = indexed(result.timeline).filter(
    ({ entry }) => entry.service.toLowerCase() === name && ERROR_LEVELS.has(entry.level.toLowerCase()),
  );
  const templates = (evidence?.templates ?? [])
    .filter((t) => t.service.toLowerCase() === name && t.errorCount > 0)
    .sort((a, b) => b.errorCount - a.errorCount)
    .slice(0, 5);
  const stats = result.affectedServices.find((s) => s.serviceName.toLowerCase() === name);
  const lines: string[] = [];
  lines.push(
    stats
      ? `${service} logged ${stats.errorCount} error(s) between ${stats.firstSeen} and ${stats.lastSeen} (role: ${stats.role}).`
      : `${service} is not among the affected services of this diagnosis.`,
  );
  for (const t of templates) lines.push(`- ${t.errorCount}× ${quote(t.template, 160)} (first at ${t.firstSeen})`);
  for (const { entry } of entries.slice(0, 5)) {
    if (templates.length === 0) lines.push(`- ${entry.timestamp} ${entry.level}: ${quote(entry.message, 160)}`);
  }
  if (templates.length === 0 && entries.length === 0)
    lines.push(`No error line of ${service} made it into the evidence.`);
  return { answer: lines.join("\n"), evidence: entries.slice(0, 10).map((e) => e.index) };
}

function whenStarted(result: AnalysisResult, evidence?: EvidencePack): DraftAnswer {
  const roots = indexed(result.timeline)
    .filter(({ entry }) => entry.isRootCause)
    .sort(byTime);
  const onsets = (evidence?.templates ?? [])
    .filter((t) => t.anomaly && t.service === result.rootCause.service)
    .map((t) => t.anomaly?.onset ?? "")
    .filter(Boolean)
    .sort();
  if (roots.length === 0 && onsets.length === 0) {
    const first = indexed(result.timeline)
      .filter(({ entry }) => BAD_LEVELS.has(entry.level.toLowerCase()))
      .sort(byTime)[0];
    if (!first) return { answer: "Nothing abnormal shows a start in this window.", evidence: [] };
    return {
      answer: `The first problem appears at ${first.entry.timestamp} in ${first.entry.service}: ${quote(first.entry.message)}.`,
      evidence: [first.index],
    };
  }
  const at = roots[0]?.entry.timestamp ?? onsets[0];
  const onset = onsets[0] && roots[0] && onsets[0] < roots[0].entry.timestamp ? onsets[0] : at;
  return {
    answer:
      `It started around ${onset} in ${result.rootCause.service}` +
      (roots[0] ? `, first seen as ${quote(roots[0].entry.message)}` : "") +
      ".",
    evidence: roots.slice(0, 3).map((r) => r.index),
  };
}

function summary(result: AnalysisResult): DraftAnswer {
  const roots = result.timeline.map((t, i) => (t.isRootCause ? i : -1)).filter((i) => i >= 0);
  return {
    answer: `${result.summary} Root cause: ${result.rootCause.description} (${result.rootCause.category}, in ${result.rootCause.service}).`,
    evidence: roots.slice(0, 5),
  };
}

export function answerFromEvidence(question: string, result: AnalysisResult, evidence?: EvidencePack): DraftAnswer {
  const service = mentionedService(question, knownServices(result, evidence));
  switch (intentOf(question, service)) {
    case "first":
      return firstService(result);
    case "changed":
      return whatChanged(result, evidence);
    case "errors":
      return errorsOf(service ?? result.rootCause.service, result, evidence);
    case "when":
      return whenStarted(result, evidence);
    default:
      return summary(result);
  }
}
