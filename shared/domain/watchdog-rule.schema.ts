// Watchdog rules (SPEC §2.5, API-DECISIONS "Watchdog rules"): the create body, the partial update body and the
// public record. A pattern_match pattern is RE2 syntax, checked by compiling it with the linear-time engine.
import { RE2JS } from "re2js";
import * as z from "zod";
import { LIST_LIMIT_MAX } from "./analysis-vocabulary.js";
import { CHANNEL_SEVERITIES } from "./notification-vocabulary.js";

export const RULE_TYPES = ["error_count", "error_rate", "pattern_match", "spike"] as const;
export type RuleType = (typeof RULE_TYPES)[number];
export const RULE_ACTIONS = ["notify", "auto_analyze"] as const;
export const MAX_RULES_PER_PROJECT = 100;
export const MAX_PATTERN_LENGTH = 1000;

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const seconds = int(60, 86_400);

/** Compiles with re2js: never a JavaScript RegExp from user input. */
export function re2Error(pattern: string): string | undefined {
  try {
    RE2JS.compile(pattern);
    return undefined;
  } catch (err) {
    return err instanceof Error ? err.message : "invalid pattern";
  }
}

const pattern = z
  .string()
  .min(1, "must not be empty")
  .max(MAX_PATTERN_LENGTH)
  .superRefine((p, ctx) => {
    const problem = re2Error(p);
    if (problem !== undefined) {
      ctx.addIssue({ code: "custom", message: `invalid RE2 pattern ${JSON.stringify(p)}: ${problem}` });
    }
  });

export const conditionSchemas = {
  error_count: z.strictObject({ threshold: int(1, 1_000_000_000) }),
  error_rate: z.strictObject({
    thresholdPercent: z.number().gt(0).max(100),
    minLines: int(1, 1_000_000_000),
  }),
  pattern_match: z.strictObject({ pattern, threshold: int(1, 1_000_000_000).default(1) }),
  spike: z.strictObject({
    factor: z.number().gt(1).max(1_000_000),
    baselineWindows: int(1, 1000).default(6),
    minCount: int(1, 1_000_000_000),
  }),
} satisfies Record<RuleType, z.ZodType>;

export const scheduleSchema = z
  .discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("fixed"), intervalSeconds: seconds }),
    z.strictObject({ kind: z.literal("randomized"), minSeconds: seconds, maxSeconds: seconds }),
  ])
  .superRefine((s, ctx) => {
    if (s.kind === "randomized" && s.maxSeconds < s.minSeconds) {
      ctx.addIssue({ code: "custom", path: ["maxSeconds"], message: "must be at least minSeconds" });
    }
  });
export type RuleSchedule = z.infer<typeof scheduleSchema>;

const common = {
  name: z.string().trim().min(1).max(255),
  enabled: z.boolean().default(true),
  sourceIds: z.array(z.uuid()).min(1).max(100).optional(),
  query: z.string().min(1).max(2000).optional(),
  schedule: scheduleSchema,
  lookbackSeconds: seconds,
  action: z.enum(RULE_ACTIONS),
  severity: z.enum(CHANNEL_SEVERITIES).optional(),
  cooldownSeconds: int(0, 604_800).default(900),
  dailyCap: int(1, 100_000).default(24),
  dedupWindowSeconds: int(0, 604_800).default(3600),
};

function variant<T extends RuleType>(type: T) {
  return z.strictObject({
    ...common,
    type: z.literal(type),
    condition: conditionSchemas[type] as (typeof conditionSchemas)[T],
  });
}

export const ruleBodySchema = z.discriminatedUnion("type", [
  variant("error_count"),
  variant("error_rate"),
  variant("pattern_match"),
  variant("spike"),
]);
export type RuleBody = z.infer<typeof ruleBodySchema>;

/** Any subset; the service lays it over the saved rule and validates the whole again (a new type needs a condition). */
export const updateRuleBody = z.strictObject({
  name: z.unknown().optional(),
  type: z.enum(RULE_TYPES).optional(),
  enabled: z.boolean().optional(),
  sourceIds: z.unknown().optional(),
  query: z.unknown().optional(),
  condition: z.record(z.string(), z.unknown()).optional(),
  schedule: z.record(z.string(), z.unknown()).optional(),
  lookbackSeconds: z.unknown().optional(),
  action: z.unknown().optional(),
  severity: z.unknown().optional(),
  cooldownSeconds: z.unknown().optional(),
  dailyCap: z.unknown().optional(),
  dedupWindowSeconds: z.unknown().optional(),
});
export type UpdateRuleBody = z.infer<typeof updateRuleBody>;

const conditionOut = z.union([
  conditionSchemas.error_count,
  conditionSchemas.error_rate,
  z.object({ pattern: z.string(), threshold: z.number() }),
  z.object({ factor: z.number(), baselineWindows: z.number(), minCount: z.number() }),
]);

export const ruleSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(RULE_TYPES),
  enabled: z.boolean(),
  sourceIds: z.array(z.string()).optional(),
  query: z.string().optional(),
  condition: conditionOut,
  schedule: z.union([
    z.object({ kind: z.literal("fixed"), intervalSeconds: z.number() }),
    z.object({ kind: z.literal("randomized"), minSeconds: z.number(), maxSeconds: z.number() }),
  ]),
  lookbackSeconds: z.number(),
  action: z.enum(RULE_ACTIONS),
  severity: z.enum(CHANNEL_SEVERITIES).optional(),
  cooldownSeconds: z.number(),
  dailyCap: z.number(),
  dedupWindowSeconds: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastCheckedAt: z.string().nullable(),
  nextCheckAt: z.string().nullable(),
  lastTriggeredAt: z.string().nullable(),
});
export type Rule = z.infer<typeof ruleSchema>;

export const activityQuery = z.strictObject({
  ruleId: z.string().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).optional(),
  cursor: z.string().min(1).max(512).optional(),
});
export type ActivityQuery = z.infer<typeof activityQuery>;

export const activityEntrySchema = z.object({
  id: z.string(),
  ruleId: z.string(),
  at: z.string(),
  outcome: z.enum(["ok", "tripped", "suppressed", "error"]),
  value: z.number(),
  threshold: z.number(),
  reason: z.string().optional(),
  analysisId: z.string().optional(),
});

const dayCount = z.object({ date: z.string(), trips: z.number(), alerts: z.number() });
export const dryRunResultSchema = z.object({
  checks: z.number(),
  trips: z.number(),
  alerts: z.number(),
  suppressed: z.object({ cooldown: z.number(), dailyCap: z.number(), dedup: z.number() }),
  byDay: z.array(dayCount),
  firstTripAt: z.string().nullable(),
  /**
   * Sources that could not be read while others were (the replay stands on those that answered): each source's id
   * and error code. Absent when every source answered.
   */
  failedSources: z.array(z.object({ sourceId: z.string(), code: z.string() })).optional(),
});

/** A rule body (unsaved) or {ruleId}: the service tells them apart and validates each whole. */
export const dryRunBody = z.record(z.string(), z.unknown());
export type DryRunBody = z.infer<typeof dryRunBody>;
