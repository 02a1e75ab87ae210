// A postmortem in Markdown from a finished analysis: title, summary, impact, timeline table, root cause,
// action items, and the latest feedback when there is one.
import type { AnalysisResult } from "../../domain/analysis-result.schema.js";
import type { AnalysisRecord } from "../../store/analyses.dynamo.js";

/** One table cell: no pipe or newline may break the row. */
export function cell(text: string, max = 300): string {
  const flat = text.replace(/\r?\n/g, " ").replace(/\|/g, "\\|").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const inline = (text: string) => text.replace(/\r?\n/g, " ").trim();

export function postmortemMarkdown(r: AnalysisRecord, result: AnalysisResult, generatedAt: string): string {
  const rc = result.rootCause;
  const out: string[] = [];
  out.push(`# Postmortem: ${inline(rc.errorType || rc.category)} in ${inline(rc.service)}`, "");
  out.push(`_Generated ${generatedAt} by logdx from analysis ${r.id}._`, "");
  out.push("## Summary", "", inline(result.summary), "");
  out.push(`Reported as: ${inline(r.description)}`, "");

  out.push("## Impact", "");
  out.push(`- Severity: **${result.severity}** (confidence ${result.confidence.toFixed(2)})`);
  out.push(`- Window: ${r.timeStart} to ${r.timeEnd}`);
  out.push(`- Log lines scanned: ${result.logsScanned}`);
  out.push(`- Services affected: ${result.affectedServices.length}`);
  if (r.status === "partial") {
    const why = [
      ...(result.sourceErrors ?? []).map((e) => `${e.code} (${inline(e.message)})`),
      ...(result.truncated ? ["the line budget or deadline cut the read short"] : []),
    ];
    out.push(`- Partial analysis: ${why.join("; ") || "not every log was read"}`);
  }
  out.push("");
  if (result.affectedServices.length) {
    out.push("| Service | Role | Errors | First seen | Last seen |", "|---|---|---|---|---|");
    for (const s of result.affectedServices) {
      out.push(`| ${cell(s.serviceName)} | ${s.role} | ${s.errorCount} | ${s.firstSeen} | ${s.lastSeen} |`);
    }
    out.push("");
  }

  out.push("## Timeline", "");
  if (result.timeline.length) {
    out.push("| Time (UTC) | Service | Level | Event |", "|---|---|---|---|");
    for (const t of result.timeline) {
      const mark = t.isRootCause ? " **(root cause)**" : "";
      out.push(`| ${t.timestamp} | ${cell(t.service)} | ${cell(t.level)} | ${cell(t.message)}${mark} |`);
    }
  } else {
    out.push("No notable events in the window.");
  }
  out.push("");

  out.push("## Root cause", "");
  out.push(`**${rc.category}** in \`${inline(rc.service)}\`: ${inline(rc.description)}`, "");
  out.push(`Error type: ${inline(rc.errorType)}`, "");

  out.push("## Action items", "");
  if (result.suggestedActions.length) {
    for (const a of [...result.suggestedActions].sort((x, y) => x.priority - y.priority)) {
      out.push(`- [ ] **P${a.priority} (${a.type})** ${inline(a.action)}: ${inline(a.rationale)}`);
    }
  } else {
    out.push("- [ ] Review the timeline with the owning team.");
  }
  out.push("");

  if (r.feedback) {
    const fb = r.feedback;
    out.push("## Feedback", "");
    out.push(`- Rating: ${fb.rating.replace(/_/g, " ")} (${fb.createdAt})`);
    const fix = fb.correctRootCause;
    if (fix?.service || fix?.category) {
      out.push(
        `- Correct root cause per the rater: ${[fix.service ? `service ${inline(fix.service)}` : "", fix.category ? `category ${fix.category}` : ""].filter(Boolean).join(", ")}`,
      );
    }
    if (fb.comment) out.push(`- Comment: ${inline(fb.comment)}`);
    out.push("");
  }
  return `${out.join("\n").trimEnd()}\n`;
}
