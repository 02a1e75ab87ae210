import * as z from "zod";
import { PLAN_NAMES } from "./plans.js";

export const BILLING_STATES = ["active", "past_due", "trial_expired"] as const;
export type BillingState = (typeof BILLING_STATES)[number];

export const tenantSchema = z.object({
  id: z.string(),
  name: z.string(),
  plan: z.enum(PLAN_NAMES),
  billing: z.enum(BILLING_STATES),
  overage: z.boolean(),
  defaultProjectId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tenant = z.infer<typeof tenantSchema>;
