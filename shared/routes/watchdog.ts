// Route entries for watchdog rules (SPEC §2.5, §4.1 monitoring rows, API-DECISIONS "Watchdog rules").
import * as z from "zod";
import {
  activityEntrySchema,
  activityQuery,
  dryRunBody,
  dryRunResultSchema,
  ruleBodySchema,
  ruleSchema,
  updateRuleBody,
} from "../domain/watchdog-rule.schema.js";
import type { RouteDef } from "../route.types.js";
import { deletedSchema } from "./common.js";

const base = { scope: "project", idempotent: false } as const;
const reading = { ...base, permission: "config:read", rateCategory: "read", access: { table: "read" } } as const;
const writing = {
  ...base,
  permission: "config:write",
  rateCategory: "mutation",
  access: { table: "readwrite" },
} as const;

export const watchdogRoutes: RouteDef[] = [
  {
    ...reading,
    id: "watchdog.list",
    method: "GET",
    path: "/v1/config/monitoring",
    handler: "functions/watchdog/list.ts",
    summary: "List the project's watchdog rules, oldest first",
    response: z.array(ruleSchema),
  },
  {
    ...writing,
    id: "watchdog.create",
    method: "POST",
    path: "/v1/config/monitoring",
    handler: "functions/watchdog/create.ts",
    summary: "Create a watchdog rule (at most 100 a project: 403 RESOURCE_LIMIT)",
    idempotent: true,
    body: ruleBodySchema,
    response: ruleSchema,
    successStatus: 201,
  },
  {
    ...writing,
    id: "watchdog.dryRun",
    method: "POST",
    path: "/v1/config/monitoring/dry-run",
    handler: "functions/watchdog/dry-run.ts",
    summary:
      "Replay a rule (a rule body, or {ruleId}) over the last seven days: checks, trips, alerts after suppression, per day",
    body: dryRunBody,
    response: dryRunResultSchema,
    access: { table: "read", kms: ["decrypt"], egress: true },
  },
  {
    ...reading,
    id: "watchdog.activity",
    method: "GET",
    path: "/v1/config/monitoring/activity",
    handler: "functions/watchdog/activity.ts",
    summary: "Recent checks of the project's rules, newest first: ok, tripped, suppressed (reason) or error (code)",
    query: activityQuery,
    response: z.array(activityEntrySchema),
  },
  {
    ...reading,
    id: "watchdog.get",
    method: "GET",
    path: "/v1/config/monitoring/{id}",
    handler: "functions/watchdog/get.ts",
    summary: "Fetch one watchdog rule (410 GONE once deleted)",
    response: ruleSchema,
  },
  {
    ...writing,
    id: "watchdog.update",
    method: "PUT",
    path: "/v1/config/monitoring/{id}",
    handler: "functions/watchdog/update.ts",
    summary: "Update any subset of a rule's fields; {enabled:false} toggles it off",
    body: updateRuleBody,
    response: ruleSchema,
  },
  {
    ...writing,
    id: "watchdog.delete",
    method: "DELETE",
    path: "/v1/config/monitoring/{id}",
    handler: "functions/watchdog/delete.ts",
    summary: "Delete a rule (410 GONE afterwards)",
    response: deletedSchema,
  },
];
