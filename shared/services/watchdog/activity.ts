// GET /v1/config/monitoring/activity: every check's entry, newest first, optionally of one rule, opaque cursor.

import type { AppContext } from "../../app-context.js";
import { LIST_LIMIT_DEFAULT } from "../../domain/analysis-vocabulary.js";
import type { ActivityQuery } from "../../domain/watchdog-rule.schema.js";
import { ACTIVITY_KIND, type ActivityEntry, listActivity } from "../../store/watchdog-activity.dynamo.js";
import { projectOf } from "../analyses/access.js";
import type { AuthInfo } from "../auth.types.js";
import { decodeCursor, encodeCursor } from "../cursor.js";

export async function listRuleActivity(
  ctx: AppContext,
  auth: AuthInfo,
  query: ActivityQuery,
): Promise<{ items: ActivityEntry[]; nextCursor: string | null }> {
  const page = await listActivity(
    ctx.store,
    { tenantId: auth.tenant.id, projectId: projectOf(auth) },
    {
      limit: query.limit ?? LIST_LIMIT_DEFAULT,
      after: query.cursor ? decodeCursor(query.cursor, (sk) => sk.startsWith(`${ACTIVITY_KIND}#`)) : undefined,
      ruleId: query.ruleId,
      now: ctx.clock.now(),
    },
  );
  return { items: page.entries, nextCursor: page.more && page.lastSk ? encodeCursor(page.lastSk) : null };
}
