// GET /v1/analyses/{id}/similar (pro and up): the project's past analyses scored by the templates that went
// wrong (Jaccard), the category and the services involved; a rater's correctRootCause overrides the engine's.

import type { AppContext } from "../../app-context.js";
import type { SimilarItem } from "../../domain/analysis.schema.js";
import { requireFeature } from "../../domain/plans.js";
import { type AnalysisRecord, type AnalysisSignature, listAnalysisRecords } from "../../store/analyses.dynamo.js";
import type { AuthInfo } from "../auth.types.js";
import { liveAnalysis, requireResult } from "./access.js";

const TOP = 5;
const CANDIDATES = 500;
const WEIGHTS = { templates: 0.5, category: 0.2, services: 0.2, origin: 0.1 };

function jaccard(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 0;
  const sb = new Set(b);
  const inter = a.filter((x) => sb.has(x)).length;
  return inter / (new Set([...a, ...b]).size || 1);
}

/** The signature as the latest feedback corrects it. */
export function effectiveSignature(r: AnalysisRecord): AnalysisSignature | undefined {
  if (!r.signature) return undefined;
  const fix = r.feedback?.correctRootCause;
  return {
    ...r.signature,
    category: fix?.category ?? r.signature.category,
    rootService: fix?.service?.toLowerCase() ?? r.signature.rootService,
  };
}

export function similarity(a: AnalysisSignature, b: AnalysisSignature): number {
  const score =
    WEIGHTS.templates * jaccard(a.templates, b.templates) +
    WEIGHTS.category * (a.category === b.category && a.category !== "unknown" ? 1 : 0) +
    WEIGHTS.services * jaccard(a.services, b.services) +
    WEIGHTS.origin * (a.rootService === b.rootService ? 1 : 0);
  return Math.round(Math.min(1, score) * 1000) / 1000;
}

export async function findSimilar(ctx: AppContext, auth: AuthInfo, id: string): Promise<SimilarItem[]> {
  requireFeature(auth.tenant.plan, "similar");
  const record = await liveAnalysis(ctx, auth, id);
  requireResult(record, "Similar search");
  const mine = effectiveSignature(record);
  if (!mine) return [];
  const scored: SimilarItem[] = [];
  for (const status of ["complete", "partial"] as const) {
    const page = await listAnalysisRecords(ctx.store, record.tenantId, record.projectId, {
      filter: { status },
      limit: CANDIDATES,
    });
    for (const other of page.items) {
      if (other.id === record.id || !other.result) continue;
      const sig = effectiveSignature(other);
      if (!sig) continue;
      const score = similarity(mine, sig);
      if (score <= 0) continue;
      scored.push({
        analysisId: other.id,
        score,
        summary: other.result.summary,
        severity: other.result.severity,
        category: (other.feedback?.correctRootCause?.category ??
          other.result.rootCause.category) as SimilarItem["category"],
        createdAt: other.createdAt,
      });
    }
  }
  return scored.sort((a, b) => b.score - a.score || b.createdAt.localeCompare(a.createdAt)).slice(0, TOP);
}
