import type { DryRunBody } from "../../shared/domain/watchdog-rule.schema.js";
import { createHandler } from "../../shared/http/create-handler.js";
import { dryRunRule } from "../../shared/services/watchdog/dry-run.js";

export const handler = createHandler<DryRunBody>("watchdog.dryRun", ({ auth, body }, ctx) =>
  dryRunRule(ctx, auth, body),
);
