// Narrate stage: the timeline of key events (root-cause lines flagged, only at the origin), the
// root-cause description and a two-to-three-sentence summary.
import type { TimelineEntry } from "../domain/analysis-result.schema.js";
import type { Category } from "../domain/analysis-vocabulary.js";
import type { Occurrence, TemplateStat } from "./aggregate.js";
import { evidenceText } from "./categories.js";
import type { ClassifyResult } from "./classify.js";
import type { Localization } from "./localize.js";
import { redact } from "./redact.js";

const MAX_TIMELINE = 15;
const MAX_MESSAGE = 500;
export function iso(ms: number): string {
  const d = new Date(Number.isFinite(ms) ? ms : 0);
  return Number.isNaN(d.getTime()) ? new Date(0).toISOString() : d.toISOString();
}

function entry(o: Occurrence, service: string, isRootCause: boolean): TimelineEntry {
  return {
    timestamp: iso(o.timestamp),
    service,
    level: o.level,
    message: redact(o.message.length > MAX_MESSAGE ? `${o.message.slice(0, MAX_MESSAGE)}…` : o.message),
    isRootCause,
  };
}

export function buildTimeline(loc: Localization, cls: ClassifyResult, change?: TemplateStat): TimelineEntry[] {
  const out: TimelineEntry[] = [];
  const origin = loc.origin;
  const cause = origin.anomalies[cls.causeTemplateIndex];
  const earliest = origin.anomalies.reduce<(typeof origin.anomalies)[number] | undefined>(
    (a, b) => (!a || b.onset < a.onset ? b : a),
    undefined,
  );
  if (change) out.push(entry(change.first, origin.service, false));
  const originAnoms = [...origin.anomalies].sort((a, b) => a.onset - b.onset).slice(0, 5);
  for (const a of originAnoms) {
    if (!a.stat.firstBad) continue;
    out.push(entry(a.stat.firstBad, origin.service, a === cause || a === earliest));
  }
  // an origin without a change of its own: the error it did log, else the moment it went silent
  if (originAnoms.length === 0)
    out.push(
      cls.silentCause
        ? entry(cls.silentCause, origin.service, true)
        : {
            timestamp: iso(origin.onset),
            service: origin.service,
            level: "error",
            message: `${origin.service} stopped answering: no line of its own from here while its callers failed`,
            isRootCause: true,
          },
    );
  for (const f of loc.findings) {
    if (f === origin) continue;
    for (const a of [...f.anomalies].sort((x, y) => x.onset - y.onset).slice(0, 2)) {
      if (a.stat.firstBad) out.push(entry(a.stat.firstBad, f.service, false));
    }
  }
  out.sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  if (out.length <= MAX_TIMELINE) return out;
  const flagged = out.filter((e) => e.isRootCause || e.service === origin.service);
  const rest = out.filter((e) => !(e.isRootCause || e.service === origin.service));
  return [...flagged, ...rest.slice(0, Math.max(0, MAX_TIMELINE - flagged.length))].sort(
    (a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp),
  );
}

const CATEGORY_WORDS: Record<string, string> = {
  authentication: "authentication failures",
  authorization: "permission (authorization) errors",
  database: "database errors",
  network: "network failures",
  timeout: "timeouts",
  rate_limiting: "rate limiting",
  validation: "input validation errors",
  null_reference: "null-reference crashes",
  configuration: "configuration errors",
  dependency: "errors from a dependency it calls",
  memory: "memory exhaustion",
  disk: "disk exhaustion",
  unknown: "errors whose cause its logs do not state",
};

function duration(ms: number): string {
  if (ms < 60000) return `${Math.max(1, Math.round(ms / 1000))} s`;
  return `${Math.round(ms / 60000)} min`;
}

export function describeRootCause(loc: Localization, cls: ClassifyResult): string {
  const o = loc.origin;
  const cause = o.anomalies[cls.causeTemplateIndex];
  const quoted = cause?.stat.firstBad ? causeLine(cause.stat.firstBad.message, cls.category).slice(0, 300) : undefined;
  const line = quoted === undefined ? undefined : redact(quoted);
  const pointed =
    o.namedBy.size > 0
      ? ` ${[...o.namedBy].join(", ")} name${o.namedBy.size === 1 ? "s" : ""} it in their own errors.`
      : "";
  if (o.sends) {
    const server = o.sends.refusedBy;
    const refusal = server.anomalies[cls.causeTemplateIndex]?.stat.firstBad?.message.split("\n", 1)[0].slice(0, 300);
    return `${o.service}'s release ("${redact(o.sends.release)}") sends what ${server.service} refuses, from ${iso(server.onset)}${refusal ? `: "${redact(refusal)}"` : ""}.`;
  }
  if (o.silent && o.tracedOrigin > 0)
    return `${o.service} failed requests without logging an error: the failing requests lead to it (${o.tracedOrigin} request${o.tracedOrigin > 1 ? "s" : ""}) from ${iso(o.onset)}.${pointed}`;
  if (o.silent)
    return `${o.service} failed its callers from ${iso(o.onset)} without logging an error of its own (it stopped answering, or answered wrongly).${pointed}`;
  return `${o.service} shows ${CATEGORY_WORDS[cls.category]} from ${iso(o.onset)}${line ? `: "${line}"` : ""}.${pointed}`;
}

const STACK_FRAME_LINE_RE = /^\s*(at |File "|\.\.\. \d+ )/;

/** The line of a multi-line record that says the cause (a .NET header line names only its category). */
function causeLine(message: string, category: Category): string {
  const lines = message.split("\n");
  if (lines.length === 1 || category === "unknown") return lines[0];
  const says = (l: string) => evidenceText(l, category) !== undefined;
  // a stack frame may carry the words ("IConfiguration config"); the exception's own line says it better
  const line =
    lines.find((l) => !STACK_FRAME_LINE_RE.test(l) && says(l)) ??
    lines.find((l) => !STACK_FRAME_LINE_RE.test(l) && /\w+(Exception|Error)\b/.test(l)) ??
    lines.find(says) ??
    lines[0];
  return line.trim();
}

export function summarize(loc: Localization, cls: ClassifyResult, errorLines: number): string {
  const o = loc.origin;
  const others = loc.findings.filter((f) => f !== o).map((f) => f.service);
  const span = Math.max(0, Math.max(...loc.findings.map((f) => f.lastSeen)) - o.onset);
  const first = `${o.service} started failing at ${iso(o.onset)} with ${CATEGORY_WORDS[cls.category]} (${cls.errorType}).`;
  const second =
    others.length > 0
      ? `${others.length} other service${others.length > 1 ? "s" : ""} (${others.slice(0, 5).join(", ")}${others.length > 5 ? ", …" : ""}) reported the failure; ${errorLines} abnormal error lines over ${duration(span)}.`
      : `No other service was affected; ${errorLines} abnormal error lines over ${duration(span)}.`;
  return `${first} ${second}`;
}
