// Holdout 18 quiet windows: background traffic, constant noise, deploys and self-healing blips only.
import type { EstateId } from "./types.js";

export const QUIET: Array<{ est: EstateId; note: string }> = [
  ...(["tix", "lease", "orbit"] as const).flatMap((est) => [
    { est, note: `A normal ${est} window with a steady background error and an unrelated deploy, no incident.` },
    { est, note: `A ${est} window with short self-resolving blips and chronic noise, no incident.` },
    { est, note: `A busy ${est} window with routine infra housekeeping lines, no incident.` },
    { est, note: `A quiet ${est} window with one retry that succeeded, no incident.` },
  ]),
];
