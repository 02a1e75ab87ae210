// The $default route: API Gateway's and the local router's answer to an unknown path (the 404 envelope). Its own
// module, not in the route table: CDK reads it without loading the Middy chain, a function bundle without the table.
import type { RouteDef } from "../route.types.js";

export const notFoundRoute: RouteDef = {
  id: "_notFound",
  method: "GET",
  path: "/{proxy+}",
  handler: "",
  summary: "Unknown route",
  scope: "public",
  rateCategory: "read",
  idempotent: false,
  access: { table: "none" },
};
