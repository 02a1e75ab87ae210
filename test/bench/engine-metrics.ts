// The incident metrics of ../shared/data/incidents/README.md, computed from results: origin, category,
// both, errorType hint, severity-at-least, false alarms, timeline, Brier and 10-bin ECE.
import type { AnalysisResult } from "../../shared/domain/analysis-result.schema.js";

export interface IncidentLabel {
  id: string;
  file: string;
  isIncident: boolean;
  originService: string | null;
  category: string | null;
  errorTypeHints: string[];
  expectedSeverityAtLeast: string | null;
}

/** What every blind holdout writes per scenario: the README's fields and its half. */
export interface SplitLabel extends IncidentLabel {
  incidentStart: string | null;
  expectedSeverityAtLeast: "medium" | "high" | null;
  split: "tune" | "locked";
}

/** From holdout 2 on, also what each scenario is and how long its file. */
export interface NotedLabel extends SplitLabel {
  note: string;
  lines: number;
}

const SEV = ["info", "low", "medium", "high", "critical"];
const norm = (s: string) => s.toLowerCase().replace(/-1$/, "");

/** Brier score and 10-bin ECE of (confidence, outcome) pairs; both 1 without pairs. */
export function calibration(pairs: Array<[number, number]>): { brier: number; ece: number } {
  if (pairs.length === 0) return { brier: 1, ece: 1 };
  const brier = pairs.reduce((s, [p, y]) => s + (p - y) ** 2, 0) / pairs.length;
  let ece = 0;
  for (let b = 0; b < 10; b++) {
    const inBin = pairs.filter(([p]) => (b === 9 ? p >= 0.9 : p >= b / 10 && p < (b + 1) / 10));
    if (!inBin.length) continue;
    const acc = inBin.reduce((s, [, y]) => s + y, 0) / inBin.length;
    const conf = inBin.reduce((s, [p]) => s + p, 0) / inBin.length;
    ece += (inBin.length / pairs.length) * Math.abs(acc - conf);
  }
  return { brier, ece };
}

/**
 * Scores results (undefined = the run failed) against labels. Calibration pairs: incidents against "both
 * right", and quiet windows' answers against "no alarm raised" (the README scores incidents only; the
 * second figure, eceAll, includes the no-incident answers as issue 12 asks).
 */
export function scoreIncidents(
  labels: IncidentLabel[],
  results: Map<string, AnalysisResult | undefined>,
  show = false,
  log: (s: string) => void = console.log,
): Record<string, number> {
  const n = { incidents: 0, quiet: 0, valid: 0, origin: 0, category: 0, both: 0, hint: 0, sev: 0, tl: 0, fa: 0 };
  const calib: Array<[number, number]> = [];
  const all: Array<[number, number]> = [];
  const perCat = new Map<string, [number, number, number, number]>();
  for (const l of labels) {
    const r = results.get(l.id);
    if (r) n.valid++;
    if (!l.isIncident) {
      n.quiet++;
      const fa = !r || ["medium", "high", "critical"].includes(r.severity);
      n.fa += +fa;
      if (r) all.push([r.confidence, fa ? 0 : 1]);
      if (show)
        log(
          `  ${l.id} quiet     severity=${r?.severity ?? "FAILED"} conf=${r?.confidence}${fa ? "  FALSE ALARM" : ""}`,
        );
      continue;
    }
    n.incidents++;
    if (!r) {
      if (show) log(`  ${l.id} FAILED`);
      continue;
    }
    const o = norm(r.rootCause.service) === norm(l.originService ?? "");
    const c = r.rootCause.category === l.category;
    const h = l.errorTypeHints.some((x) => r.rootCause.errorType.toLowerCase().includes(x));
    const s = SEV.indexOf(r.severity) >= SEV.indexOf(l.expectedSeverityAtLeast ?? "info");
    const flagged = r.timeline.filter((e) => e.isRootCause);
    const t = flagged.length > 0 && flagged.every((e) => norm(e.service) === norm(l.originService ?? ""));
    n.origin += +o;
    n.category += +c;
    n.both += +(o && c);
    n.hint += +h;
    n.sev += +s;
    n.tl += +t;
    calib.push([r.confidence, o && c ? 1 : 0]);
    all.push([r.confidence, o && c ? 1 : 0]);
    const pc = perCat.get(l.category ?? "") ?? [0, 0, 0, 0];
    perCat.set(l.category ?? "", [pc[0] + 1, pc[1] + +o, pc[2] + +c, pc[3] + +(o && c)]);
    if (show)
      log(
        `  ${l.id} ${o ? "origin ok " : "ORIGIN BAD"} ${c ? "cat ok " : "CAT BAD"} ${h ? "hint ok" : "HINT BAD"} ${s ? "sev ok" : "SEV BAD"} ${t ? "tl ok" : "TL BAD"}  got ${r.rootCause.service}/${r.rootCause.category} (${r.rootCause.errorType}) ${r.severity} conf=${r.confidence}  want ${l.originService}/${l.category}`,
      );
  }
  if (show)
    for (const [cat, [k, o, c, b]] of [...perCat].sort())
      log(`    ${cat.padEnd(15)} n=${k} origin=${o}/${k} category=${c}/${k} both=${b}/${k}`);
  const inc = Math.max(n.incidents, 1);
  const cal = calibration(calib);
  const calAll = calibration(all);
  return {
    shapeValid: n.valid / Math.max(labels.length, 1),
    origin: n.origin / inc,
    category: n.category / inc,
    both: n.both / inc,
    errorTypeHint: n.hint / inc,
    severityAtLeast: n.sev / inc,
    falseAlarmRate: n.quiet ? n.fa / n.quiet : 0,
    timeline: n.tl / inc,
    brier: cal.brier,
    ece: cal.ece,
    eceAll: calAll.ece,
  };
}
