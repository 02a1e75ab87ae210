// GET /v1/analyses/{id} and GET /v1/analyses (filters, newest first, opaque cursor).

import type { AppContext } from "../../app-context.js";
import type { Analysis, ListAnalysesQuery } from "../../domain/analysis.schema.js";
import { LIST_LIMIT_DEFAULT } from "../../domain/analysis-vocabulary.js";
import { AppError } from "../../domain/errors.js";
import { ANALYSIS_KIND, listAnalysisRecords, toAnalysis } from "../../store/analyses.dynamo.js";
import type { AuthInfo } from "../auth.types.js";
import { decodeCursor, encodeCursor } from "../cursor.js";
import { liveAnalysis, projectOf } from "./access.js";

export async function getAnalysis(ctx: AppContext, auth: AuthInfo, id: string): Promise<Analysis> {
  return toAnalysis(await liveAnalysis(ctx, auth, id));
}

const CURSOR_SK = new RegExp(`^${ANALYSIS_KIND}#[0-9a-f-]{36}$`);

export async function listAnalyses(
  ctx: AppContext,
  auth: AuthInfo,
  query: ListAnalysesQuery,
): Promise<{ items: Analysis[]; nextCursor: string | null }> {
  const since = query.since ? new Date(query.since).toISOString() : undefined;
  const until = query.until ? new Date(query.until).toISOString() : undefined;
  if (since && until && until <= since) {
    throw new AppError("INVALID_TIME_RANGE", "until must be after since", {
      issues: [{ path: "until", message: "must be after since" }],
    });
  }
  const page = await listAnalysisRecords(ctx.store, auth.tenant.id, projectOf(auth), {
    filter: { status: query.status, severity: query.severity, since, until },
    limit: query.limit ?? LIST_LIMIT_DEFAULT,
    afterSk: query.cursor ? decodeCursor(query.cursor, (sk) => CURSOR_SK.test(sk)) : undefined,
  });
  return {
    items: page.items.map(toAnalysis),
    nextCursor: page.more && page.lastSk ? encodeCursor(page.lastSk) : null,
  };
}
