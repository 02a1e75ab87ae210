// SPEC §5.6 and API-DECISIONS as one decision: who is calling, on which project, and may they.
//   format → lookup → revoked/expired → SDK rule → public-key rule → org-key rule → permission → project → billing

import type { AppContext } from "../app-context.js";
import { hashKey, keyFormat } from "../domain/api-key-format.js";
import { AppError } from "../domain/errors.js";
import { effectivePlan } from "../domain/plans.js";
import type { RouteDef } from "../route.types.js";
import { findApiKeyWithTenant, knownKeyLocation } from "../store/api-key-auth.dynamo.js";
import { getProject } from "../store/projects.dynamo.js";
import { missingError } from "../store/tombstones.dynamo.js";
import type { AuthInfo } from "./auth.types.js";

export interface AuthInput {
  method: string;
  authorization?: string;
  /** X-Sdk-Version: the browser SDK identifies itself with it. */
  sdkVersion?: string;
  /** X-Project-Id */
  projectIdHeader?: string;
  pathParams: Record<string, string | undefined>;
}

const unauthorized = (message = "Missing or invalid API key") => new AppError("UNAUTHORIZED", message);

export async function authenticate(ctx: AppContext, route: RouteDef, input: AuthInput): Promise<AuthInfo> {
  const now = ctx.clock.now();
  // RFC 7235: the scheme is case-insensitive and followed by one or more spaces.
  const m = /^Bearer +(\S+)$/i.exec(input.authorization?.trim() ?? "");
  if (!m) throw unauthorized("Authorization header must be 'Bearer <API key>'");
  const raw = m[1];
  const format = keyFormat(raw);
  if (!format) throw unauthorized("Malformed API key");
  if (format.format === "legacy" && now.getTime() >= ctx.config.legacyKeySunset.getTime()) {
    throw new AppError(
      "KEY_FORMAT_DEPRECATED",
      `Legacy API key formats were retired on ${ctx.config.legacyKeySunset.toISOString().slice(0, 10)}; mint a new key`,
    );
  }

  const keyHash = hashKey(raw);
  const header = input.projectIdHeader?.trim() || undefined;
  // An org key's project is read alongside the key and tenant (one round trip, not two) when the key's tenant is
  // already known; only used, and its absence only reported, once every check below has passed, so the order of
  // the errors is unchanged.
  const wantsProject = route.scope === "project" && header !== undefined && header.length <= 200;
  const early = wantsProject ? knownKeyLocation(ctx.store, keyHash) : undefined;
  let projectRead = early?.kind === "org" && header ? settle(getProject(ctx.store, early.tenantId, header)) : undefined;

  const found = await findApiKeyWithTenant(ctx.store, keyHash);
  const key = found?.key;
  if (!key || (format.format === "prefixed" && key.kind !== format.kind)) throw unauthorized("Invalid API key");
  if (key.revokedAt) throw new AppError("API_KEY_REVOKED", "This API key was revoked");
  if (key.expiresAt && Date.parse(key.expiresAt) <= now.getTime()) {
    throw new AppError("API_KEY_EXPIRED", "This API key has expired");
  }
  const tenant = found.tenant;
  if (!tenant) throw unauthorized("Invalid API key");

  if (input.sdkVersion !== undefined && key.kind !== "public") {
    throw new AppError("PUBLIC_KEY_REQUIRED", "The browser SDK must use a public key (svc_pub_…)");
  }
  if (key.kind === "public" && !route.allowPublicKey) {
    throw new AppError("SECRET_KEY_REQUIRED", "Public keys may only create and read analyses; use a secret key");
  }
  if (route.scope === "tenant" && key.kind !== "org" && !(route.allowSecretKey && key.kind === "secret")) {
    throw new AppError("ORG_KEY_REQUIRED", "This endpoint needs an organization key (svc_org_…)");
  }
  if (route.permission && !key.permissions.includes(route.permission)) {
    throw AppError.forbidden(`API key lacks the ${route.permission} permission`);
  }

  let projectId: string | null = null;
  if (route.scope === "project") {
    if (key.kind === "org") {
      if (!header)
        throw new AppError("MISSING_PROJECT_ID", "Organization keys must send X-Project-Id on this endpoint");
      if (early?.tenantId !== tenant.id) projectRead = undefined;
      // a header of implausible length names no project
      if (!projectRead && wantsProject) projectRead = settle(getProject(ctx.store, tenant.id, header));
      const project = projectRead ? await projectRead() : undefined;
      if (!project) {
        throw await missingError(ctx.store, tenant.id, "project", header, now, "Project");
      }
      projectId = header;
    } else {
      projectId = key.projectId;
      if (header && header !== projectId) throw wrongProject();
    }
  } else if (route.scope === "tenant" && key.kind === "secret") {
    projectId = key.projectId;
    const pathId = input.pathParams.id;
    if ((header && header !== projectId) || (pathId !== undefined && pathId !== projectId)) throw wrongProject();
  }

  if (input.method !== "GET" && (tenant.billing === "past_due" || tenant.billing === "trial_expired")) {
    throw new AppError(
      "PAYMENT_REQUIRED",
      `Subscription is ${tenant.billing.replace("_", " ")}: update billing to continue`,
    );
  }

  return {
    keyId: key.id,
    kind: key.kind,
    tenant,
    plan: effectivePlan(tenant.plan, ctx.config),
    permissions: key.permissions,
    keyProjectId: key.projectId,
    projectId,
  };
}

/** Starts a read now and lets it be awaited later; a failure left unawaited (an earlier check threw) is not unhandled. */
function settle<T>(read: Promise<T>): () => Promise<T> {
  read.catch(() => undefined);
  return () => read;
}

const wrongProject = () => new AppError("WRONG_PROJECT", "The project does not match the API key's project");

/** For services whose project comes from the path by another name (e.g. a slug): a bound key may only touch its own. */
export function assertProjectAccess(auth: AuthInfo, projectId: string): void {
  if (auth.keyProjectId !== null && auth.keyProjectId !== projectId) throw wrongProject();
}
