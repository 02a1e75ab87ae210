// What the project routes accept (SPEC §4.2): bodies and queries only, so a project function builds the schemas
// of its own requests and not those of the responses (project.schema.ts).
import * as z from "zod";

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
