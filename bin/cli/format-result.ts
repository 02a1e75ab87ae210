// The readable diagnosis (SPEC 2.2 result) that `logdx diagnose` and the remote commands print for a person.

import type { AnalysisResult } from "../../shared/domain/analysis-result.schema.js";
import { pc } from "./color.js";

const SEVERITY_COLOR: Record<string, (s: string) => string> = {
  critical: (s) => pc.bold(pc.red(s)),
  high: pc.red,
  medium: pc.yellow,
  low: pc.cyan,
  info: pc.green,
};

export function formatResult(r: AnalysisResult): string {
  const out: string[] = [];
  const sev = SEVERITY_COLOR[r.severity] ?? ((s: string) => s);
  out.push(
    `${pc.bold("Severity")}   ${sev(r.severity.toUpperCase())}   ${pc.dim(`confidence ${Math.round(r.confidence * 100)}%`)}`,
  );
  out.push(`${pc.bold("Summary")}    ${r.summary}`);
  out.push(
    `${pc.bold("Root cause")} ${pc.bold(r.rootCause.service)} · ${r.rootCause.category} · ${r.rootCause.errorType}`,
  );
  out.push(`           ${pc.dim(r.rootCause.description)}`);
  if (r.affectedServices.length > 0) {
    out.push("", pc.bold("Services"));
    for (const s of r.affectedServices)
      out.push(
        `  ${s.serviceName.padEnd(28)} ${s.role.padEnd(10)} ${String(s.errorCount).padStart(6)} errors  ${pc.dim(`${s.firstSeen} → ${s.lastSeen}`)}`,
      );
  }
  if (r.timeline.length > 0) {
    out.push("", pc.bold("Timeline"));
    for (const t of r.timeline) {
      const mark = t.isRootCause ? pc.red("●") : pc.dim("·");
      const msg = t.message.split("\n")[0];
      out.push(
        `  ${mark} ${pc.dim(t.timestamp)} ${t.service} ${t.level.toUpperCase()} ${msg.length > 160 ? `${msg.slice(0, 160)}…` : msg}`,
      );
    }
  }
  if (r.suggestedActions.length > 0) {
    out.push("", pc.bold("Actions"));
    for (const a of r.suggestedActions)
      out.push(`  ${a.priority}. [${a.type}] ${a.action}\n     ${pc.dim(a.rationale)}`);
  }
  out.push("", pc.dim(`${r.logsScanned} lines scanned`));
  return out.join("\n");
}
