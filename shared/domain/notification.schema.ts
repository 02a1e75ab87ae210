// Request and response schemas of notification channels (SPEC §2.4, §4.4, API-DECISIONS "Notification channels"):
// per-type credentials with exactly the SPEC keys. URL SSRF checks are async and done by the service (assertSafeUrl)
// after this parse.
import * as z from "zod";
import { LIST_LIMIT_MAX } from "./analysis-vocabulary.js";
import { withAllIssues } from "./discriminated.js";
import {
  CHANNEL_SEVERITIES,
  CHANNEL_TYPES,
  type ChannelType,
  DELIVERY_EVENTS,
  MAX_RECIPIENTS,
  splitRecipients,
} from "./notification-vocabulary.js";

export const channelTypeSchema = z.enum(CHANNEL_TYPES);
export const channelSeveritySchema = z.enum(CHANNEL_SEVERITIES);

const url = z
  .string()
  .min(1, "must not be empty")
  .max(2048)
  .refine((s) => {
    if (!URL.canParse(s)) return false;
    const u = new URL(s);
    return (u.protocol === "https:" || u.protocol === "http:") && u.hostname !== "" && !u.username && !u.password;
  }, "must be an https URL without credentials in it");

const email = z.email("must be a valid email address").max(254);
/** A comma-separated string or an array; the service stores the list. */
const recipients = z.union([
  z
    .string()
    .min(1, "must not be empty")
    .max(20_000)
    .superRefine((s, ctx) => {
      const list = splitRecipients(s);
      if (list.length === 0) ctx.addIssue({ code: "custom", message: "needs at least one email address" });
      if (list.length > MAX_RECIPIENTS)
        ctx.addIssue({ code: "custom", message: `at most ${MAX_RECIPIENTS} addresses` });
      const bad = list.find((a) => !email.safeParse(a).success);
      if (bad !== undefined) ctx.addIssue({ code: "custom", message: "must be comma-separated valid email addresses" });
    }),
  z.array(email).min(1, "needs at least one email address").max(MAX_RECIPIENTS),
]);

const webhookUrlOnly = z.strictObject({ webhookUrl: url });
export const channelCredentialSchemas = {
  slack: webhookUrlOnly,
  teams: webhookUrlOnly,
  discord: webhookUrlOnly,
  google_chat: webhookUrlOnly,
  webhook: z.strictObject({
    url,
    authHeader: z.string().min(1, "must not be empty").max(4096).optional(),
    hmacSecret: z.string().min(1, "must not be empty").max(1024).optional(),
  }),
  email: z.strictObject({ recipients }),
} satisfies Record<ChannelType, z.ZodType>;
export type ChannelCredentials<T extends ChannelType = ChannelType> = z.infer<(typeof channelCredentialSchemas)[T]>;

const name = z.string().trim().min(1).max(255);

function createVariant<T extends ChannelType>(type: T) {
  return z.strictObject({
    type: z.literal(type),
    name,
    credentials: channelCredentialSchemas[type] as (typeof channelCredentialSchemas)[T],
    severityThreshold: channelSeveritySchema,
  });
}

/** What every type shares: checked as well when `type` is missing or unknown, so one answer names every problem. */
const anyTypeShape = z.strictObject({
  type: z.unknown(),
  name,
  credentials: z.object({}).catchall(z.unknown()),
  severityThreshold: channelSeveritySchema,
});

export const createChannelBody = withAllIssues(
  z.discriminatedUnion("type", [
    createVariant("slack"),
    createVariant("teams"),
    createVariant("discord"),
    createVariant("google_chat"),
    createVariant("webhook"),
    createVariant("email"),
  ]),
  "type",
  anyTypeShape,
);
export type CreateChannelInput = z.infer<typeof createChannelBody>;

const atLeastOne = (o: object) => Object.keys(o).some((k) => k !== "type");
const AT_LEAST_ONE = "at least one field to update is required";

/**
 * PUT body for a channel of a known type: any non-empty subset. Credentials may be given in part (e.g. only a new
 * hmacSecret): the service lays them over the saved ones and validates the result whole.
 */
export function updateChannelSchema<T extends ChannelType>(type: T) {
  return z
    .strictObject({
      type: z.literal(type, { error: "type cannot change" }).optional(),
      name: name.optional(),
      credentials: (channelCredentialSchemas[type] as (typeof channelCredentialSchemas)[T]).partial().optional(),
      severityThreshold: channelSeveritySchema.optional(),
      isActive: z.boolean().optional(),
    })
    .refine(atLeastOne, AT_LEAST_ONE);
}

/** Type-agnostic PUT shape for the route table and OpenAPI; the service re-parses with updateChannelSchema(type). */
export const updateChannelBody = z
  .strictObject({
    type: channelTypeSchema.optional(),
    name: name.optional(),
    credentials: z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional(),
    severityThreshold: channelSeveritySchema.optional(),
    isActive: z.boolean().optional(),
  })
  .refine(atLeastOne, AT_LEAST_ONE);
export type UpdateChannelBody = z.infer<typeof updateChannelBody>;
export type UpdateChannelInput = z.infer<ReturnType<typeof updateChannelSchema>>;

export const notificationSettingsSchema = z.strictObject({ defaultSeverity: channelSeveritySchema });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const listDeliveriesQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).optional(),
  cursor: z.string().min(1).max(512).optional(),
});
export type ListDeliveriesQuery = z.infer<typeof listDeliveriesQuery>;

/** The public record: never credentials. `isActive` turns false when the destination answered 410 Gone. */
export const channelSchema = z.object({
  id: z.string(),
  type: channelTypeSchema,
  name: z.string(),
  severityThreshold: channelSeveritySchema,
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Channel = z.infer<typeof channelSchema>;

/** One attempt of one delivery (GET /v1/config/notifications/{id}/deliveries). */
export const deliveryAttemptSchema = z.object({
  id: z.string(),
  deliveryId: z.string(),
  channelId: z.string(),
  event: z.enum(DELIVERY_EVENTS),
  attempt: z.number().int().min(1),
  status: z.enum(["succeeded", "failed"]),
  /** A failed attempt that another will follow (at nextAttemptAt). */
  willRetry: z.boolean(),
  nextAttemptAt: z.string().nullable(),
  responseStatus: z.number().int().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  durationMs: z.number().int().nonnegative(),
  analysisId: z.string().optional(),
  createdAt: z.string(),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;
