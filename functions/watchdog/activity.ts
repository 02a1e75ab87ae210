import type { ActivityQuery } from "../../shared/domain/watchdog-rule.schema.js";
import { createHandler } from "../../shared/http/create-handler.js";
import { dataReply } from "../../shared/http/response.js";
import { listRuleActivity } from "../../shared/services/watchdog/activity.js";

export const handler = createHandler<unknown, ActivityQuery>("watchdog.activity", async ({ auth, query }, ctx) => {
  const page = await listRuleActivity(ctx, auth, query);
  return dataReply(page.items, { meta: { nextCursor: page.nextCursor } });
});
