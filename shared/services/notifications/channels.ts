// Notification channels (SPEC §2.4, §4.4, API-DECISIONS "Notification channels"): CRUD of a project's channels.
//   create: validate per type → SSRF check of the URL → seal credentials → put + quota in one transaction
//   update: re-validate for the saved type; new credentials (e.g. a rotated hmacSecret) replace the old whole
// Credentials are never in a response, an error or a log line.
import { randomUUID } from "node:crypto";
import type { AppContext } from "../../app-context.js";
import { AppError } from "../../domain/errors.js";
import {
  type Channel,
  type CreateChannelInput,
  channelCredentialSchemas,
  type UpdateChannelBody,
  updateChannelSchema,
} from "../../domain/notification.schema.js";
import { zodIssues } from "../../http/body.js";
import {
  type ChannelChanges,
  type ChannelRecord,
  deleteChannelStep,
  getChannel,
  listChannels,
  putChannelStep,
  updateChannel,
} from "../../store/channels.dynamo.js";
import { projectExistsStep } from "../../store/project-children.dynamo.js";
import { missingError, tombstoneStep } from "../../store/tombstones.dynamo.js";
import { type TransactStep, transact } from "../../store/transact.js";
import { projectOf } from "../analyses/access.js";
import type { AuthInfo } from "../auth.types.js";
import { consumeQuotaStepFor, transactReleasing } from "../quotas.js";
import { checkAndSeal, openChannelCredentials } from "./channel-credentials.js";

export const CHANNEL_TOMB_KIND = "channel";
const LABEL = "Notification channel";

export function toChannel(r: ChannelRecord): Channel {
  return {
    id: r.id,
    type: r.type,
    name: r.name,
    severityThreshold: r.severityThreshold,
    isActive: r.isActive,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

async function liveChannel(ctx: AppContext, auth: AuthInfo, id: string): Promise<ChannelRecord> {
  const found = await getChannel(ctx.store, auth.tenant.id, projectOf(auth), id);
  if (!found) throw await missingError(ctx.store, auth.tenant.id, CHANNEL_TOMB_KIND, id, ctx.clock.now(), LABEL);
  return found;
}

export async function listProjectChannels(ctx: AppContext, auth: AuthInfo): Promise<Channel[]> {
  return (await listChannels(ctx.store, auth.tenant.id, projectOf(auth))).map(toChannel);
}

export async function getProjectChannel(ctx: AppContext, auth: AuthInfo, id: string): Promise<Channel> {
  return toChannel(await liveChannel(ctx, auth, id));
}

export async function createChannel(ctx: AppContext, auth: AuthInfo, input: CreateChannelInput): Promise<Channel> {
  const tenantId = auth.tenant.id;
  const projectId = projectOf(auth);
  const id = randomUUID();
  const now = ctx.clock.now().toISOString();
  const record: ChannelRecord = {
    id,
    tenantId,
    projectId,
    type: input.type,
    name: input.name,
    severityThreshold: input.severityThreshold,
    isActive: true,
    createdAt: now,
    updatedAt: now,
    credentials: await checkAndSeal(ctx, tenantId, { id, type: input.type }, input.credentials),
  };
  await transact(ctx.store, [
    projectExistsStep(ctx.store, tenantId, projectId),
    consumeQuotaStepFor(ctx, auth.tenant, "channelsPerProject", { projectId }),
    putChannelStep(ctx.store, record),
  ]);
  return toChannel(record);
}

export async function updateProjectChannel(
  ctx: AppContext,
  auth: AuthInfo,
  id: string,
  body: UpdateChannelBody,
): Promise<Channel> {
  const existing = await liveChannel(ctx, auth, id);
  const parsed = updateChannelSchema(existing.type).safeParse(body);
  if (!parsed.success) throw AppError.validation(zodIssues(parsed.error), "Request body failed validation");
  const input = parsed.data;
  const changes: ChannelChanges = {
    name: input.name,
    severityThreshold: input.severityThreshold,
    isActive: input.isActive,
  };
  if (input.credentials) {
    const merged = await rotatedCredentials(ctx, existing, input.credentials);
    changes.credentials = await checkAndSeal(ctx, existing.tenantId, existing, merged);
  }
  const updated = await updateChannel(ctx.store, existing, changes, ctx.clock.now());
  if (!updated) throw await missingError(ctx.store, existing.tenantId, CHANNEL_TOMB_KIND, id, ctx.clock.now(), LABEL);
  return toChannel(updated);
}

/** The saved credentials with the given keys laid over them, validated whole for the channel's type. */
async function rotatedCredentials(ctx: AppContext, existing: ChannelRecord, given: Record<string, unknown>) {
  const merged = { ...(await openChannelCredentials(ctx, existing)), ...given };
  const parsed = channelCredentialSchemas[existing.type].safeParse(merged);
  if (!parsed.success) {
    const issues = zodIssues(parsed.error).map((i) => ({
      ...i,
      path: i.path ? `credentials.${i.path}` : "credentials",
    }));
    throw AppError.validation(issues, "Request body failed validation");
  }
  return parsed.data;
}

export async function deleteProjectChannel(
  ctx: AppContext,
  auth: AuthInfo,
  id: string,
): Promise<{ id: string; deleted: true }> {
  const { tenantId, projectId } = await liveChannel(ctx, auth, id);
  const steps: TransactStep[] = [
    { ...deleteChannelStep(ctx.store, tenantId, projectId, id), onConditionFailed: () => AppError.gone(LABEL) },
    tombstoneStep(ctx.store, tenantId, CHANNEL_TOMB_KIND, id, ctx.clock.now()),
  ];
  await transactReleasing(ctx, auth.tenant, "channelsPerProject", { projectId }, steps);
  return { id, deleted: true };
}

/** The channel as the deliveries list sees it: 404/410 like every other channel route. */
export const channelForDeliveries = liveChannel;
