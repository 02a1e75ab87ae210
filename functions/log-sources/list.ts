import { createHandler } from "../../shared/http/create-handler.js";
import { listProjectLogSources } from "../../shared/services/log-sources.js";

export const handler = createHandler("logSources.list", ({ auth }, ctx) => listProjectLogSources(ctx, auth));
