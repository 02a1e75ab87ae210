// What one incident is: its answer (category, origin, hints, severity), a sentence, and its story.
import type { Category } from "./kit.js";
import type { AppRole, Story } from "./simulation.js";

export interface Incident {
  category: Category;
  estate: number;
  origin: AppRole;
  hints: string[];
  severity: "medium" | "high";
  /** One sentence; `{role}` is replaced by the estate's service name. */
  note: string;
  story: Story;
}
