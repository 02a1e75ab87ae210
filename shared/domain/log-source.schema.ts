// Request schemas for log sources (SPEC §2.1, §4.2, API-DECISIONS "Log sources"): per-type credentials with
// exactly the SPEC keys, `region` for cloudwatch, per-type `settings`. Host SSRF checks are async and done by
// the service with assertSafeUrl (shared/net) after this parse.
import * as z from "zod";
import { withAllIssues } from "./discriminated.js";
import {
  AWS_REGION,
  DATADOG_SITES,
  type DatadogSite,
  LOG_SOURCE_TYPES,
  type LogSourceType,
} from "./log-source-vocabulary.js";

export {
  AWS_REGION,
  DATADOG_SITES,
  type DatadogSite,
  hostToCheck,
  LOG_SOURCE_TYPES,
  type LogSourceConnection,
  type LogSourceType,
  secretValues,
} from "./log-source-vocabulary.js";

export const logSourceTypeSchema = z.enum(LOG_SOURCE_TYPES);

const secret = (max = 4096) => z.string().min(1, "must not be empty").max(max);
const hostUrl = z
  .string()
  .max(2048)
  .refine((s) => {
    try {
      const u = new URL(s);
      return (u.protocol === "https:" || u.protocol === "http:") && u.hostname !== "" && !u.username && !u.password;
    } catch {
      return false;
    }
  }, "must be an http(s) URL without credentials in it");

const serviceAccountJson = secret(32_768).refine((s) => {
  try {
    const key = JSON.parse(s) as Record<string, unknown>;
    return (
      key !== null &&
      typeof key === "object" &&
      key.type === "service_account" &&
      typeof key.client_email === "string" &&
      typeof key.private_key === "string" &&
      typeof key.project_id === "string"
    );
  } catch {
    return false;
  }
}, "must be a service-account key JSON (type, project_id, client_email, private_key)");

export const credentialSchemas = {
  cloudwatch: z.strictObject({
    accessKeyId: secret(128),
    secretAccessKey: secret(256),
    sessionToken: secret(4096).optional(),
  }),
  datadog: z.strictObject({ apiKey: secret(256), appKey: secret(256) }),
  loki: z.strictObject({ host: hostUrl, apiKey: secret().optional(), orgId: secret(256).optional() }),
  splunk: z.strictObject({ host: hostUrl, token: secret() }),
  elastic: z
    .strictObject({
      host: hostUrl,
      username: secret(256).optional(),
      password: secret(1024).optional(),
      apiKey: secret().optional(),
    })
    .superRefine((c, ctx) => {
      const basic = c.username !== undefined || c.password !== undefined;
      if (basic && c.apiKey !== undefined) {
        ctx.addIssue({ code: "custom", message: "give either username+password or apiKey, not both", path: [] });
      } else if (!basic && c.apiKey === undefined) {
        ctx.addIssue({ code: "custom", message: "username+password or apiKey is required", path: [] });
      } else if (basic && (c.username === undefined || c.password === undefined)) {
        ctx.addIssue({
          code: "custom",
          message: "username and password go together",
          path: [c.username === undefined ? "username" : "password"],
        });
      }
    }),
  gcp_logging: z.strictObject({ serviceAccountJson }),
} satisfies Record<LogSourceType, z.ZodType>;

const caPem = z
  .string()
  .max(65_536)
  .refine((s) => s.includes("-----BEGIN CERTIFICATE-----"), "must be a PEM certificate bundle");

export const settingsSchemas = {
  cloudwatch: z.strictObject({}),
  datadog: z.strictObject({ site: z.enum(Object.keys(DATADOG_SITES) as [DatadogSite, ...DatadogSite[]]).optional() }),
  loki: z.strictObject({}),
  splunk: z.strictObject({ authScheme: z.enum(["Bearer", "Splunk"]).optional(), caPem: caPem.optional() }),
  elastic: z.strictObject({}),
  gcp_logging: z.strictObject({
    projectId: z
      .string()
      .regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/)
      .optional(),
  }),
} satisfies Record<LogSourceType, z.ZodType>;

const regionSchema = z.string().regex(AWS_REGION, "must be an AWS region such as eu-west-1");

const name = z.string().trim().min(1).max(255);
const sourceName = z.string().trim().min(1).max(1024);
const sourcesFor = (type: LogSourceType) => {
  const list = z.array(type === "loki" ? sourceName.regex(/^\{.*\}$/s, "must be a LogQL stream selector") : sourceName);
  return list.min(1).max(100);
};

function createVariant<T extends LogSourceType>(type: T) {
  const base = {
    type: z.literal(type),
    name,
    sources: sourcesFor(type),
    credentials: credentialSchemas[type] as (typeof credentialSchemas)[T],
    settings: (settingsSchemas[type] as (typeof settingsSchemas)[T]).optional(),
    isActive: z.boolean().optional(),
  };
  return type === "cloudwatch" ? z.strictObject({ ...base, region: regionSchema.optional() }) : z.strictObject(base);
}

/** What every type shares: checked as well when `type` is missing or unknown, so one answer names every problem. */
const anyTypeShape = z.strictObject({
  type: z.unknown(),
  name,
  sources: z.array(sourceName).min(1).max(100),
  credentials: z.object({}).catchall(z.string()),
  region: regionSchema.optional(),
  settings: z.record(z.string(), z.string()).optional(),
  isActive: z.boolean().optional(),
});

export const createLogSourceSchema = withAllIssues(
  z.discriminatedUnion("type", [
    createVariant("cloudwatch"),
    createVariant("datadog"),
    createVariant("loki"),
    createVariant("splunk"),
    createVariant("elastic"),
    createVariant("gcp_logging"),
  ]),
  "type",
  anyTypeShape,
);
export type CreateLogSourceInput = z.infer<typeof createLogSourceSchema>;

/**
 * PUT body for a source of a known type: any non-empty subset; credentials are replaced whole and validated for
 * that type; `type` may be repeated but not changed.
 */
export function updateLogSourceSchema<T extends LogSourceType>(type: T) {
  const shape = {
    type: z.literal(type, { error: "type cannot change" }).optional(),
    name: name.optional(),
    sources: sourcesFor(type).optional(),
    credentials: (credentialSchemas[type] as (typeof credentialSchemas)[T]).optional(),
    settings: (settingsSchemas[type] as (typeof settingsSchemas)[T]).optional(),
    isActive: z.boolean().optional(),
  };
  const obj =
    type === "cloudwatch" ? z.strictObject({ ...shape, region: regionSchema.optional() }) : z.strictObject(shape);
  return obj.refine((o) => Object.keys(o).some((k) => k !== "type"), "at least one field to update is required");
}

/** Type-agnostic PUT shape for the route table and OpenAPI; the service re-parses with updateLogSourceSchema(type). */
export const updateLogSourceBodySchema = z
  .strictObject({
    type: logSourceTypeSchema.optional(),
    name: name.optional(),
    sources: z.array(sourceName).min(1).max(100).optional(),
    credentials: z.record(z.string(), z.string()).optional(),
    region: regionSchema.optional(),
    settings: z.record(z.string(), z.string()).optional(),
    isActive: z.boolean().optional(),
  })
  .refine((o) => Object.keys(o).some((k) => k !== "type"), "at least one field to update is required");
export type UpdateLogSourceBody = z.infer<typeof updateLogSourceBodySchema>;
export type UpdateLogSourceInput<T extends LogSourceType = LogSourceType> = z.infer<
  ReturnType<typeof updateLogSourceSchema<T>>
>;

export type LogSourceCredentials<T extends LogSourceType = LogSourceType> = z.infer<(typeof credentialSchemas)[T]>;
export type LogSourceSettings<T extends LogSourceType = LogSourceType> = z.infer<(typeof settingsSchemas)[T]>;
