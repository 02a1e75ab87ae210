import { createHandler } from "../../shared/http/create-handler.js";
import { deleteProjectRule } from "../../shared/services/watchdog/rules.js";

export const handler = createHandler("watchdog.delete", ({ auth, params }, ctx) =>
  deleteProjectRule(ctx, auth, params.id),
);
