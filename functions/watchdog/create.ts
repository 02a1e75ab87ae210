import type { RuleBody } from "../../shared/domain/watchdog-rule.schema.js";
import { createHandler } from "../../shared/http/create-handler.js";
import { createRule } from "../../shared/services/watchdog/rules.js";

export const handler = createHandler<RuleBody>("watchdog.create", ({ auth, body }, ctx) => createRule(ctx, auth, body));
