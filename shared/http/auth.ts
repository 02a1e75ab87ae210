import type { RouteDef } from "../route.types.js";
import { authenticate } from "../services/authenticate.js";
import { type ApiMiddleware, header } from "./types.js";

export const authMiddleware = (route: RouteDef): ApiMiddleware => ({
  before: async (request) => {
    if (route.scope === "public") return;
    const { event } = request;
    request.internal.auth = await authenticate(request.internal.app!, route, {
      method: event.requestContext?.http?.method ?? route.method,
      authorization: header(event, "authorization"),
      sdkVersion: header(event, "x-sdk-version"),
      projectIdHeader: header(event, "x-project-id"),
      pathParams: event.pathParameters ?? {},
    });
  },
});
