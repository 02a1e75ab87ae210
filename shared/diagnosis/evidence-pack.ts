// The compact, redacted evidence behind a diagnosis: what an LLM refinement or a follow-up
// question gets instead of raw logs.
import type { Aggregates, TemplateStat } from "./aggregate.js";
import type { Anomaly } from "./detect.js";
import { iso } from "./narrate.js";
import { redact } from "./redact.js";

export const MAX_PACK_TEMPLATES = 40;

export interface EvidenceTemplate {
  service: string;
  template: string;
  count: number;
  errorCount: number;
  firstSeen: string;
  lastSeen: string;
  /** Set when the template is abnormal against the baseline. */
  anomaly?: { kind: Anomaly["kind"]; onset: string };
  samples: string[];
}

export interface EvidencePack {
  logsScanned: number;
  window: { start: string; end: string };
  services: Array<{ name: string; lines: number; warnings: number; errors: number }>;
  templates: EvidenceTemplate[];
  llmContext?: string;
}

export function buildEvidencePack(
  agg: Aggregates,
  anomalies: Anomaly[],
  logsScanned: number,
  llmContext?: string,
): EvidencePack {
  const byStat = new Map<TemplateStat, Anomaly>();
  for (const a of anomalies) byStat.set(a.stat, a);
  const ranked = [...agg.templates.values()].sort((a, b) => {
    const aa = byStat.has(a) ? 1 : 0;
    const bb = byStat.has(b) ? 1 : 0;
    return bb - aa || b.badCount - a.badCount || b.count - a.count;
  });
  const templates = ranked.slice(0, MAX_PACK_TEMPLATES).map((t): EvidenceTemplate => {
    const a = byStat.get(t);
    const samples = [t.firstBad?.message ?? t.first.message, ...t.samples]
      .slice(0, 2)
      .map((s) => redact(s.slice(0, 600)));
    return {
      service: t.service,
      template: redact(agg.templateText(t)),
      count: t.count,
      errorCount: t.badCount,
      firstSeen: iso(t.firstTs),
      lastSeen: iso(t.lastTs),
      ...(a ? { anomaly: { kind: a.kind, onset: iso(a.onset) } } : {}),
      samples,
    };
  });
  const services = [...agg.services.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, 50)
    .map((s) => ({ name: s.name, lines: s.count, warnings: s.warnCount, errors: s.errorCount }));
  return {
    logsScanned,
    window: {
      start: iso(Number.isFinite(agg.minTs) ? agg.minTs : 0),
      end: iso(Number.isFinite(agg.maxTs) ? agg.maxTs : 0),
    },
    services,
    templates,
    ...(llmContext ? { llmContext: redact(llmContext.slice(0, 4000)) } : {}),
  };
}
