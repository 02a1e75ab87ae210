import { createHandler } from "../../shared/http/create-handler.js";
import { sseReply } from "../../shared/runtime/sse.local.js";
import { analysisEventStream } from "../../shared/services/analyses/index.js";

export const handler = createHandler("analyses.events", async ({ auth, params, event }, ctx) =>
  sseReply(event, await analysisEventStream(ctx, auth, params.id)),
);
