// The one route table: the local router, CDK and the OpenAPI document read it; no route is listed twice.
// Adding a route = one entry in a file of this folder + one functions/<resource>/<verb>.ts + one service.
import type { RouteDef } from "../route.types.js";
import { analysisRoutes } from "./analyses.js";
import { apiKeyRoutes } from "./api-keys.js";
import { logSourceRoutes } from "./log-sources.js";
import { notificationRoutes } from "./notifications.js";
import { platformRoutes } from "./platform.js";
import { projectRoutes } from "./projects.js";
import { repoRoutes } from "./repos.js";
import { watchdogRoutes } from "./watchdog.js";

export const routes: RouteDef[] = [
  ...platformRoutes,
  ...projectRoutes,
  ...apiKeyRoutes,
  ...logSourceRoutes,
  ...repoRoutes,
  ...analysisRoutes,
  ...notificationRoutes,
  ...watchdogRoutes,
];
