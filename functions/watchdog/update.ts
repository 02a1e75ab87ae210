import type { UpdateRuleBody } from "../../shared/domain/watchdog-rule.schema.js";
import { createHandler } from "../../shared/http/create-handler.js";
import { updateProjectRule } from "../../shared/services/watchdog/rules.js";

export const handler = createHandler<UpdateRuleBody>("watchdog.update", ({ auth, body, params }, ctx) =>
  updateProjectRule(ctx, auth, params.id, body),
);
