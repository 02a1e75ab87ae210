// Route entries that need no key: liveness and the OpenAPI document.
import * as z from "zod";
import type { RouteDef } from "../route.types.js";
import { NONE } from "./common.js";

export const platformRoutes: RouteDef[] = [
  {
    id: "health.get",
    method: "GET",
    path: "/health",
    handler: "functions/health/get.ts",
    summary: "Liveness check",
    scope: "public",
    rateCategory: "read",
    idempotent: false,
    response: z.object({ status: z.literal("ok") }),
    access: NONE,
  },
  {
    id: "openapi.get",
    method: "GET",
    path: "/openapi.json",
    handler: "functions/openapi/get.ts",
    summary: "This API's OpenAPI 3.1 document (not enveloped)",
    scope: "public",
    rateCategory: "read",
    idempotent: false,
    access: NONE,
  },
];
