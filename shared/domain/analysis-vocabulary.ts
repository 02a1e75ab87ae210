// The closed vocabularies of a diagnosis (SPEC §2.2), without their schemas: code that only needs the words (stats,
// project settings, the engine) imports them from here and does not build the result schema in its cold start.
export const SEVERITIES = ["critical", "high", "medium", "low", "info"] as const;
export const CATEGORIES = [
  "authentication",
  "authorization",
  "database",
  "network",
  "timeout",
  "rate_limiting",
  "validation",
  "null_reference",
  "configuration",
  "dependency",
  "memory",
  "disk",
  "unknown",
] as const;
export const ROLES = ["origin", "propagator", "affected"] as const;
export const ACTION_TYPES = ["fix", "investigate", "mitigate", "escalate"] as const;
export type Severity = (typeof SEVERITIES)[number];
export type Category = (typeof CATEGORIES)[number];
