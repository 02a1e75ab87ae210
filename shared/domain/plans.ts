// Plans: quotas, rate ceilings, feature gates. LOGDX_RATE_LIMITS / LOGDX_QUOTAS override every plan.

import { AppError } from "./errors.js";
import type { QuotaOverride, RateLimitOverride } from "./plan-overrides.schema.js";

export const PLAN_NAMES = ["free", "pro", "enterprise"] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export const QUOTA_NAMES = ["logSourcesPerProject", "channelsPerProject", "analysesPerMonth"] as const;
export type QuotaName = (typeof QUOTA_NAMES)[number];

export const FEATURES = ["similar", "polish"] as const;
export type Feature = (typeof FEATURES)[number];

export interface RateCeilings {
  read: number;
  mutation: number;
  analysis: number;
  windowSeconds: number;
}

export interface Plan {
  name: PlanName;
  quotas: Record<QuotaName, number>;
  rate: RateCeilings;
  features: readonly Feature[];
}

export const PLANS: Record<PlanName, Plan> = {
  free: {
    name: "free",
    quotas: { logSourcesPerProject: 2, channelsPerProject: 2, analysesPerMonth: 50 },
    rate: { read: 120, mutation: 30, analysis: 5, windowSeconds: 60 },
    features: [],
  },
  pro: {
    name: "pro",
    quotas: { logSourcesPerProject: 10, channelsPerProject: 10, analysesPerMonth: 1000 },
    rate: { read: 600, mutation: 120, analysis: 30, windowSeconds: 60 },
    features: ["similar", "polish"],
  },
  enterprise: {
    name: "enterprise",
    quotas: { logSourcesPerProject: 100, channelsPerProject: 100, analysesPerMonth: 20000 },
    rate: { read: 3000, mutation: 600, analysis: 120, windowSeconds: 60 },
    features: ["similar", "polish"],
  },
};

export interface PlanOverrides {
  rateLimits: RateLimitOverride;
  quotas: QuotaOverride;
}

/** The plan as it applies here: the table's values with the operator's overrides on top. */
export function effectivePlan(name: PlanName, overrides: PlanOverrides): Plan {
  const base = PLANS[name] ?? PLANS.free;
  return {
    ...base,
    quotas: { ...base.quotas, ...overrides.quotas },
    rate: { ...base.rate, ...overrides.rateLimits },
  };
}

export function hasFeature(plan: PlanName, feature: Feature): boolean {
  return (PLANS[plan] ?? PLANS.free).features.includes(feature);
}

/** Throws 403 PLAN_FEATURE_GATE when the tenant's plan lacks the feature. */
export function requireFeature(plan: PlanName, feature: Feature): void {
  if (!hasFeature(plan, feature)) {
    throw new AppError("PLAN_FEATURE_GATE", `This endpoint needs the pro plan or higher (current plan: ${plan})`, {
      feature,
      plan,
    });
  }
}
