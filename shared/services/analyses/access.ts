// Finding the caller's analysis: project from auth, 404 for ids never seen, 410 for deleted ones.

import type { AppContext } from "../../app-context.js";
import { AppError } from "../../domain/errors.js";
import { type AnalysisRecord, getAnalysisRecord } from "../../store/analyses.dynamo.js";
import { missingError } from "../../store/tombstones.dynamo.js";
import type { AuthInfo } from "../auth.types.js";

export const ANALYSIS_TOMB_KIND = "analysis";

export function projectOf(auth: AuthInfo): string {
  if (!auth.projectId) throw new AppError("MISSING_PROJECT_ID", "This endpoint needs a project (X-Project-Id)");
  return auth.projectId;
}

export async function liveAnalysis(ctx: AppContext, auth: AuthInfo, id: string): Promise<AnalysisRecord> {
  const found = await getAnalysisRecord(ctx.store, { tenantId: auth.tenant.id, projectId: projectOf(auth), id });
  if (!found) throw await missingError(ctx.store, auth.tenant.id, ANALYSIS_TOMB_KIND, id, ctx.clock.now(), "Analysis");
  return found;
}

/** Follow-ups, postmortems and similar search need a result to work from. */
export function requireResult(r: AnalysisRecord, action: string) {
  if ((r.status !== "complete" && r.status !== "partial") || !r.result) {
    throw AppError.conflict(`${action} needs a complete or partial analysis (this one is ${r.status})`);
  }
  return r.result;
}
