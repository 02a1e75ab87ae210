import { createHandler } from "../../shared/http/create-handler.js";
import { getProjectRule } from "../../shared/services/watchdog/rules.js";

export const handler = createHandler("watchdog.get", ({ auth, params }, ctx) => getProjectRule(ctx, auth, params.id));
