import type { AppContext } from "../app-context.js";
import type { ApiMiddleware } from "./types.js";

/** Puts the process's ports on the request: the local server passes its own, Lambda builds them once. */
export const bindContextMiddleware = (resolve: () => Promise<AppContext>): ApiMiddleware => ({
  before: async (request) => {
    request.internal.app = request.context?.logdx ?? (await resolve());
  },
});
