// What the API returns for log sources: the public record (never credentials), /test and /sources answers.
import * as z from "zod";
import { logSourceTypeSchema } from "./log-source.schema.js";

export const logSourceSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  projectId: z.string().optional(),
  type: logSourceTypeSchema,
  name: z.string(),
  sources: z.array(z.string()),
  region: z.string().optional(),
  settings: z.record(z.string(), z.string()).optional(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LogSource = z.infer<typeof logSourceSchema>;

export const logSourceTestSchema = z.object({
  ok: z.boolean(),
  latencyMs: z.number().int().nonnegative(),
  sample: z
    .array(z.object({ timestamp: z.string(), service: z.string(), level: z.string(), message: z.string() }))
    .max(10),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export type LogSourceTest = z.infer<typeof logSourceTestSchema>;

export const discoveredSourcesSchema = z.array(z.object({ name: z.string(), kind: z.string() }));
