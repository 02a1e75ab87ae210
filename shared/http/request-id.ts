import { randomUUID } from "node:crypto";
import type { ApiMiddleware } from "./types.js";

/** Gives the request its id: API Gateway's when present (it is in the access log), else a fresh one. */
export const requestIdMiddleware = (): ApiMiddleware => ({
  before: (request) => {
    const fromGateway = request.event.requestContext?.requestId;
    request.internal.requestId =
      typeof fromGateway === "string" && /^[A-Za-z0-9=_.-]{1,128}$/.test(fromGateway) ? fromGateway : randomUUID();
  },
});
