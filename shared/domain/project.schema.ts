import * as z from "zod";
import { CATEGORIES } from "./analysis-vocabulary.js";

export {
  ACCESS_PROVIDERS,
  type AccessList,
  type CreateProjectInput,
  type UpdateProjectInput,
} from "./project-requests.schema.js";

export const SLUG_PATTERN = /^[a-z0-9-]+$/;

export const projectSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  isDefault: z.boolean(),
  llmContext: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

const counts = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as Record<K, z.ZodNumber>);

/** limit null: no ceiling applies (monthly analyses with overage on). */
const usage = z.object({ used: z.number().int(), limit: z.number().int().nullable() });

export const projectStatsSchema = z.object({
  projectId: z.string(),
  slug: z.string(),
  month: z.string(),
  analyses: z.object({
    total: z.number().int(),
    byStatus: counts(["pending", "processing", "complete", "partial", "failed"] as const),
    bySeverity: counts(["critical", "high", "medium", "low", "info"] as const),
    logsScanned: z.number().int(),
    averageConfidence: z.number().nullable(),
  }),
  /** The latest feedback of each analysis counts: its rating, and its root-cause correction if it has one. */
  feedback: counts(["accurate", "partially_accurate", "inaccurate"] as const).extend({
    correctedRootCauses: z.number().int(),
    correctedByCategory: counts(CATEGORIES),
  }),
  deliveries: counts(["sent", "failed"] as const),
  watchdog: counts(["checks", "trips", "alerts"] as const),
  quota: z.object({
    analysesPerMonth: usage,
    logSourcesPerProject: usage,
    channelsPerProject: usage,
  }),
});
export type ProjectStats = z.infer<typeof projectStatsSchema>;
