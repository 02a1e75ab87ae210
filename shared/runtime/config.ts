// Every LOGDX_* setting, read and validated once. The only module that reads process.env.
import * as z from "zod";
import { endpointOverridesSchema } from "../connectors/endpoint-overrides.schema.js";
import {
  type QuotaOverride,
  quotaOverrideSchema,
  type RateLimitOverride,
  rateLimitOverrideSchema,
} from "../domain/plan-overrides.schema.js";
import { type CorsOrigins, parseCorsOrigins } from "../http/cors.js";

const positiveInt = z.coerce.number().int().positive();

const json = <T extends z.ZodType>(schema: T) =>
  z.string().transform((raw, ctx): z.infer<T> | typeof z.NEVER => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      ctx.addIssue({ code: "custom", message: "must be JSON" });
      return z.NEVER;
    }
    const result = schema.safeParse(parsed);
    if (!result.success) {
      ctx.addIssue({ code: "custom", message: result.error.issues.map((i) => i.message).join("; ") });
      return z.NEVER;
    }
    return result.data;
  });

export type LlmSetting =
  | { kind: "none" }
  | { kind: "bedrock"; modelId: string }
  | { kind: "openai"; baseUrl: string; model: string };

function parseLlm(raw: string, ctx: z.RefinementCtx): LlmSetting {
  if (raw === "none") return { kind: "none" };
  if (raw.startsWith("bedrock:") && raw.length > "bedrock:".length) {
    return { kind: "bedrock", modelId: raw.slice("bedrock:".length) };
  }
  const m = /^openai:(https?:\/\/[^#]+)#(.+)$/.exec(raw);
  if (m) return { kind: "openai", baseUrl: m[1], model: m[2] };
  ctx.addIssue({ code: "custom", message: "must be none, bedrock:<modelId> or openai:<baseUrl>#<model>" });
  return { kind: "none" };
}

const booleanString = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const envSchema = z.object({
  AWS_LAMBDA_FUNCTION_NAME: z.string().optional(),
  AWS_REGION: z.string().default("us-east-1"),
  LOGDX_DATA_DIR: z.string().min(1).default(".logdx"),
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  LOGDX_ALLOW_PRIVATE_NETWORK: booleanString.optional(),
  LOGDX_SYNC_WINDOW_SECONDS: positiveInt.default(900),
  LOGDX_WATCHDOG_TICK_SECONDS: positiveInt.default(60),
  LOGDX_LLM: z.string().default("none").transform(parseLlm),
  LOGDX_DELIVERY_BACKOFF_MS: z.coerce.number().int().nonnegative().default(1000),
  LOGDX_IDEMPOTENCY_TTL_SECONDS: positiveInt.default(86400),
  LOGDX_ENDPOINT_OVERRIDES: json(endpointOverridesSchema).optional(),
  LOGDX_RATE_LIMITS: json(rateLimitOverrideSchema).optional(),
  LOGDX_QUOTAS: json(quotaOverrideSchema).optional(),
  LOGDX_LEGACY_KEY_SUNSET: z
    .string()
    .default("2026-06-30")
    .refine((s) => !Number.isNaN(Date.parse(s)), "must be an ISO 8601 date"),
  LOGDX_SMTP_URL: z.string().url().optional(),
  /** The sender of notification email: an SES-verified identity on AWS; any address locally. */
  LOGDX_MAIL_FROM: z.email().optional(),
  /** Origins the public-key routes answer CORS for: "*" (default) or a comma-separated list. */
  LOGDX_CORS_ORIGINS: z.string().optional(),
  LOGDX_TABLE_NAME: z.string().min(3).default("logdx"),
  LOGDX_ANALYSIS_QUEUE_URL: z.string().optional(),
  LOGDX_DELIVERY_QUEUE_URL: z.string().optional(),
  LOGDX_WATCHDOG_QUEUE_URL: z.string().optional(),
  /** The delivery worker moves a delivery out of attempts to this dead-letter queue itself. */
  LOGDX_DELIVERY_DLQ_URL: z.string().optional(),
  /** Where people open the API (links in notifications); locally the server's own address. */
  LOGDX_PUBLIC_URL: z.string().url().optional(),
  LOGDX_KMS_KEY_ID: z.string().optional(),
  /** Local mode: talk to an already running DynamoDB Local instead of starting one. */
  LOGDX_DYNAMODB_ENDPOINT: z.string().url().optional(),
  /** Set by the jest global setup: the in-memory DynamoDB Local of the test run. */
  LOGDX_TEST_DYNAMODB_ENDPOINT: z.string().url().optional(),
});

export interface Config {
  inLambda: boolean;
  region: string;
  dataDir: string;
  port: number;
  allowPrivateNetwork: boolean;
  syncWindowSeconds: number;
  watchdogTickSeconds: number;
  llm: LlmSetting;
  deliveryBackoffMs: number;
  idempotencyTtlSeconds: number;
  endpointOverrides: Record<string, string>;
  rateLimits: RateLimitOverride;
  quotas: QuotaOverride;
  legacyKeySunset: Date;
  smtpUrl?: string;
  mailFrom?: string;
  corsOrigins: CorsOrigins;
  tableName: string;
  queueUrls?: { analysis: string; delivery: string; watchdog: string };
  deadLetterUrls?: { delivery?: string };
  publicUrl?: string;
  kmsKeyId?: string;
  dynamoEndpoint?: string;
  testDynamoEndpoint?: string;
}

export type Env = Record<string, string | undefined>;

/** Parses the environment; throws one readable error naming every bad setting. */
export function loadConfig(env: Env = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const e = parsed.data;
  const inLambda = Boolean(e.AWS_LAMBDA_FUNCTION_NAME);
  const queueUrls =
    e.LOGDX_ANALYSIS_QUEUE_URL && e.LOGDX_DELIVERY_QUEUE_URL && e.LOGDX_WATCHDOG_QUEUE_URL
      ? {
          analysis: e.LOGDX_ANALYSIS_QUEUE_URL,
          delivery: e.LOGDX_DELIVERY_QUEUE_URL,
          watchdog: e.LOGDX_WATCHDOG_QUEUE_URL,
        }
      : undefined;
  return {
    inLambda,
    region: e.AWS_REGION,
    dataDir: e.LOGDX_DATA_DIR,
    port: e.PORT,
    allowPrivateNetwork: e.LOGDX_ALLOW_PRIVATE_NETWORK ?? !inLambda,
    syncWindowSeconds: e.LOGDX_SYNC_WINDOW_SECONDS,
    watchdogTickSeconds: e.LOGDX_WATCHDOG_TICK_SECONDS,
    llm: e.LOGDX_LLM,
    deliveryBackoffMs: e.LOGDX_DELIVERY_BACKOFF_MS,
    idempotencyTtlSeconds: e.LOGDX_IDEMPOTENCY_TTL_SECONDS,
    // Fakes only: inside Lambda the aggregators' real hosts are always used.
    endpointOverrides: inLambda ? {} : (e.LOGDX_ENDPOINT_OVERRIDES ?? {}),
    rateLimits: e.LOGDX_RATE_LIMITS ?? {},
    quotas: e.LOGDX_QUOTAS ?? {},
    legacyKeySunset: new Date(e.LOGDX_LEGACY_KEY_SUNSET),
    smtpUrl: e.LOGDX_SMTP_URL,
    mailFrom: e.LOGDX_MAIL_FROM,
    corsOrigins: parseCorsOrigins(e.LOGDX_CORS_ORIGINS),
    tableName: e.LOGDX_TABLE_NAME,
    queueUrls,
    deadLetterUrls: e.LOGDX_DELIVERY_DLQ_URL ? { delivery: e.LOGDX_DELIVERY_DLQ_URL } : undefined,
    publicUrl: e.LOGDX_PUBLIC_URL?.replace(/\/+$/, ""),
    kmsKeyId: e.LOGDX_KMS_KEY_ID,
    dynamoEndpoint: e.LOGDX_DYNAMODB_ENDPOINT,
    testDynamoEndpoint: e.LOGDX_TEST_DYNAMODB_ENDPOINT,
  };
}
