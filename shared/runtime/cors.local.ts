// The local server's CORS, as API Gateway's corsPreflight does it on AWS: preflights for the public-key routes are
// answered here, before any key check or rate window; those routes' answers (errors and event streams included)
// get the response headers.
import type { IncomingMessage, ServerResponse } from "node:http";
import { type CorsOrigins, corsPreflightHeaders, corsResponseHeaders, corsRoutes } from "../http/cors.js";
import type { HttpMethod, RouteDef } from "../route.types.js";
import { createRouter } from "./router.js";

const METHODS: HttpMethod[] = ["GET", "POST", "PUT", "DELETE", "PATCH"];

export function createLocalCors(table: readonly RouteDef[], origins: CorsOrigins) {
  const match = createRouter(corsRoutes(table));
  return {
    /** Answers an OPTIONS preflight aimed at a public-key route (true); any other request is left alone (false). */
    preflight(req: IncomingMessage, res: ServerResponse, path: string): boolean {
      if (req.method !== "OPTIONS") return false;
      const methods = METHODS.filter((m) => match(m, path));
      if (methods.length === 0) return false;
      res.writeHead(204, corsPreflightHeaders(origins, req.headers.origin, methods));
      res.end();
      return true;
    },
    responseHeaders(route: RouteDef | undefined, req: IncomingMessage): Record<string, string> {
      return route?.allowPublicKey ? corsResponseHeaders(origins, req.headers.origin) : {};
    },
  };
}
