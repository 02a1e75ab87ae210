// Route entries for notification channels (SPEC §2.4, §4.1, §4.4, API-DECISIONS "Notification channels").
import * as z from "zod";
import {
  channelSchema,
  createChannelBody,
  deliveryAttemptSchema,
  listDeliveriesQuery,
  notificationSettingsSchema,
  updateChannelBody,
} from "../domain/notification.schema.js";
import type { RouteDef } from "../route.types.js";
import { deletedSchema } from "./common.js";

const base = { scope: "project", idempotent: false } as const;
const reading = { ...base, permission: "config:read", rateCategory: "read", access: { table: "read" } } as const;
const writing = { ...base, permission: "config:write", rateCategory: "mutation" } as const;

export const notificationRoutes: RouteDef[] = [
  {
    ...reading,
    id: "notifications.list",
    method: "GET",
    path: "/v1/config/notifications",
    handler: "functions/notifications/list.ts",
    summary: "List the project's notification channels (never their credentials)",
    response: z.array(channelSchema),
  },
  {
    ...writing,
    id: "notifications.create",
    method: "POST",
    path: "/v1/config/notifications",
    handler: "functions/notifications/create.ts",
    summary: "Create a channel; credentials are encrypted and never returned",
    idempotent: true,
    body: createChannelBody,
    response: channelSchema,
    successStatus: 201,
    access: { table: "readwrite", kms: ["encrypt"] },
  },
  {
    ...reading,
    id: "notifications.settings.get",
    method: "GET",
    path: "/v1/config/notifications/settings",
    handler: "functions/notifications/get-settings.ts",
    summary: "Read the project's default notification severity",
    response: notificationSettingsSchema,
  },
  {
    ...writing,
    id: "notifications.settings.put",
    method: "PUT",
    path: "/v1/config/notifications/settings",
    handler: "functions/notifications/put-settings.ts",
    summary: "Update the project's default notification severity",
    body: notificationSettingsSchema,
    response: notificationSettingsSchema,
    access: { table: "readwrite" },
  },
  {
    ...writing,
    id: "notifications.preferences.put",
    method: "PUT",
    path: "/v1/config/notifications/preferences",
    handler: "functions/notifications/put-preferences.ts",
    summary: "Per-user notification preferences: dashboard only (403 DASHBOARD_ONLY)",
    access: { table: "read" },
  },
  {
    ...reading,
    id: "notifications.get",
    method: "GET",
    path: "/v1/config/notifications/{id}",
    handler: "functions/notifications/get.ts",
    summary: "Fetch one channel (never its credentials; 410 GONE once deleted)",
    response: channelSchema,
  },
  {
    ...writing,
    id: "notifications.update",
    method: "PUT",
    path: "/v1/config/notifications/{id}",
    handler: "functions/notifications/update.ts",
    summary:
      "Update a channel: any of name, severityThreshold, isActive, credentials (given keys replace the saved ones: rotation)",
    body: updateChannelBody,
    response: channelSchema,
    access: { table: "readwrite", kms: ["encrypt", "decrypt"] },
  },
  {
    ...writing,
    id: "notifications.delete",
    method: "DELETE",
    path: "/v1/config/notifications/{id}",
    handler: "functions/notifications/delete.ts",
    summary: "Delete a channel (410 GONE afterwards)",
    response: deletedSchema,
    access: { table: "readwrite" },
  },
  {
    ...reading,
    id: "notifications.deliveries",
    method: "GET",
    path: "/v1/config/notifications/{id}/deliveries",
    handler: "functions/notifications/deliveries.ts",
    summary: "Delivery attempts to a channel, newest first (limit and cursor)",
    query: listDeliveriesQuery,
    response: z.array(deliveryAttemptSchema),
  },
];
