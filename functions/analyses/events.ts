import { createHandler } from "../../shared/http/create-handler.js";
import { functionUrlStreamHandler } from "../../shared/http/function-url-stream.js";
import { sseReply } from "../../shared/http/sse.js";
import { analysisEventStream } from "../../shared/services/analyses/events.js";

/** API Gateway's route (answers the collected stream) and the local server's (streams). */
export const handler = createHandler("analyses.events", async ({ auth, params, event }, ctx) =>
  sseReply(event, await analysisEventStream(ctx, auth, params.id)),
);

/** The streaming function URL's handler on AWS: the same chain, chunks written as produced. */
export const streamHandler = functionUrlStreamHandler("analyses.events", handler);
