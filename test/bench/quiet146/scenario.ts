// What a scenario is: the roles it needs, when its hour is, what it does, and its answer if it is an incident.
import type { Ctx } from "./context.js";
import type { Role } from "./estates.js";

export interface IncidentAnswer {
  origin: Role;
  category: string;
  hints: string[];
  severity: "medium" | "high";
}

export interface Scenario {
  kind: string;
  estate: string;
  roles: Role[];
  /** UTC hour the window starts */
  hour: number;
  note: string;
  incident?: IncidentAnswer;
  /** shapes the window and emits the scenario's own lines; `at` is the moment things start (the fault, for incidents) */
  run(ctx: Ctx, at: number): void;
}
