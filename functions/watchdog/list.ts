import { createHandler } from "../../shared/http/create-handler.js";
import { listProjectRules } from "../../shared/services/watchdog/rules.js";

export const handler = createHandler("watchdog.list", ({ auth }, ctx) => listProjectRules(ctx, auth));
