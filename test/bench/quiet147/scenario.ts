// What a scenario is: the roles it needs, its label facts if it is an incident, and how it writes itself.
import type { Role } from "./estates.js";
import type { World } from "./world.js";

export interface IncidentFacts {
  category: string;
  origin: Role;
  hints: string[];
  severity: "medium" | "high";
}

export interface Scenario {
  kind: string;
  needs: Role[];
  incident?: IncidentFacts;
  /** Writes the scenario's events; `start` is the true fault time for incidents. Returns the one-sentence note. */
  run(w: World, start: number): string;
}
