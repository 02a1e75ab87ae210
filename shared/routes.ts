// The one route table: the local router, CDK and the OpenAPI document read it; no route is listed twice.
import type { RouteDef } from "./route.types.js";

export const routes: RouteDef[] = [
  {
    id: "health.get",
    method: "GET",
    path: "/health",
    handler: "functions/health/get.ts",
    summary: "Liveness check",
    scope: "public",
    rateCategory: "read",
    idempotent: false,
    access: { table: "read" },
  },
];
