// Builds one window from its plan: scenario first, then background, then skewed rendering; resizes until in range.
import { render } from "./formats.js";
import type { IncidentOutcome } from "./incidents.js";
import type { WindowPlan } from "./plan.js";
import type { Rng } from "./rng.js";
import { Sim } from "./simulation.js";

export interface BuiltWindow {
  text: string;
  lines: number;
  note: string;
  outcome?: IncidentOutcome;
}

const MIN_LINES = 1500;
const MAX_LINES = 10000;

export function buildWindow(plan: WindowPlan, rng: Rng): BuiltWindow {
  let target = plan.targetLines;
  let minutes = plan.minutes;
  let last: BuiltWindow | undefined;
  for (let attempt = 0; attempt < 8; attempt++) {
    const r = rng.fork(`${plan.id}#${attempt}`);
    const end = plan.start + minutes * 60000;
    const sim = new Sim(r, plan.estate, plan.services, plan.start, end, target);
    let note: string;
    let outcome: IncidentOutcome | undefined;
    if (plan.incident) {
      outcome = plan.incident.run(sim);
      note = outcome.note;
    } else if (plan.quiet) {
      note = plan.quiet.run(sim);
    } else throw new Error("plan without scenario");
    sim.background();
    const skew = new Map(plan.services.map((s) => [s.name, r.int(-150, 150)]));
    const events = sim.events
      .map((e, i) => ({ e, i }))
      .sort((a, b) => a.e.t - b.e.t || a.i - b.i)
      .map((x) => x.e);
    const text = render(events, plan.format, skew, plan.estate);
    const lines = text.split("\n").length - 1;
    last = { text, lines, note, outcome };
    if (lines >= MIN_LINES && lines <= MAX_LINES) return last;
    if (lines > MAX_LINES) minutes = Math.max(plan.incident ? 12 : 6, Math.round(minutes * 0.8));
    target = Math.round(target * (lines > MAX_LINES ? (MAX_LINES * 0.85) / lines : (MIN_LINES * 1.3) / lines));
  }
  if (!last) throw new Error("no window built");
  throw new Error(
    `${plan.id}: could not fit ${last.lines} (${plan.quiet?.kind ?? plan.incident?.kind}) lines into ${MIN_LINES}-${MAX_LINES}`,
  );
}
