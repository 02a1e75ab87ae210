import * as z from "zod";
import { CATEGORIES } from "./analysis-vocabulary.js";

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

const name = z.string().trim().min(1).max(255);
const description = z.string().max(2000).nullable();
const llmContext = z.string().max(4000).nullable();

/**
 * The slug's pattern and length (1 to 63) are checked by the service, so any bad slug, too long included,
 * answers one code: INVALID_PROJECT_SLUG, never VALIDATION_ERROR.
 */
export const createProjectBody = z.strictObject({
  name,
  slug: z
    .string()
    .optional()
    .describe("^[a-z0-9-]+$, 1 to 63 characters; otherwise 400 INVALID_PROJECT_SLUG. Defaults to a slug of the name."),
  description: description.optional(),
  llmContext: llmContext.optional(),
});
export type CreateProjectInput = z.infer<typeof createProjectBody>;

export const updateProjectBody = z.strictObject({
  name: name.optional(),
  description: description.optional(),
  llmContext: llmContext.optional(),
  isDefault: z.literal(true).optional(),
});
export type UpdateProjectInput = z.infer<typeof updateProjectBody>;

/** `confirm` is checked by the service: missing or wrong answers CONFIRMATION_MISMATCH. */
export const deleteProjectBody = z.strictObject({ confirm: z.string().max(255).optional() });

export const ACCESS_PROVIDERS = ["slack", "teams", "google_chat", "discord"] as const;
export const accessListSchema = z.strictObject({
  users: z
    .array(z.strictObject({ provider: z.enum(ACCESS_PROVIDERS), userId: z.string().trim().min(1).max(255) }))
    .max(1000),
});
export type AccessList = z.infer<typeof accessListSchema>;

export const statsQuery = z.strictObject({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be YYYY-MM")
    .optional(),
});

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
