import type { ListAnalysesQuery } from "../../shared/domain/analysis.schema.js";
import { createHandler } from "../../shared/http/create-handler.js";
import { dataReply } from "../../shared/http/response.js";
import { listAnalyses } from "../../shared/services/analyses/read.js";

export const handler = createHandler<unknown, ListAnalysesQuery>("analyses.list", async ({ auth, query }, ctx) => {
  const page = await listAnalyses(ctx, auth, query);
  return dataReply(page.items, { meta: { nextCursor: page.nextCursor } });
});
