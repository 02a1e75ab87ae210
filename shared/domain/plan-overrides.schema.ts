// A deployment's overrides of the plans' rate limits and quotas (LOGDX_RATE_LIMITS, LOGDX_QUOTAS).
import * as z from "zod";

const positiveInt = z.coerce.number().int().positive();

export const rateLimitOverrideSchema = z.strictObject({
  read: positiveInt.optional(),
  mutation: positiveInt.optional(),
  analysis: positiveInt.optional(),
  windowSeconds: positiveInt.optional(),
});
export const quotaOverrideSchema = z.strictObject({
  logSourcesPerProject: z.number().int().nonnegative().optional(),
  channelsPerProject: z.number().int().nonnegative().optional(),
  analysesPerMonth: z.number().int().nonnegative().optional(),
});
export type RateLimitOverride = z.infer<typeof rateLimitOverrideSchema>;
export type QuotaOverride = z.infer<typeof quotaOverrideSchema>;
