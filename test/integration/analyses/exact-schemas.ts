// The analyses contract written out on the test side, independently of shared/domain: SPEC §2.2 plus the extra
// fields and shapes of API-DECISIONS "Analyses". Strict objects everywhere (an unknown key fails), exact enums,
// ISO 8601 UTC timestamps. A production schema that drifts from the contract cannot pass these by construction.
import * as z from "zod";

const iso = z.iso.datetime();
const errorCode = z.string().regex(/^[A-Z][A-Z_]*$/);

const severity = z.enum(["critical", "high", "medium", "low", "info"]);
const category = z.enum([
  "authentication",
  "authorization",
  "database",
  "network",
  "timeout",
  "rate_limiting",
  "validation",
  "null_reference",
  "configuration",
  "dependency",
  "memory",
  "disk",
  "unknown",
]);

export const exactResult = z.strictObject({
  summary: z.string(),
  severity,
  confidence: z.number().min(0).max(1),
  rootCause: z.strictObject({
    description: z.string(),
    service: z.string(),
    errorType: z.string(),
    category,
  }),
  affectedServices: z.array(
    z.strictObject({
      serviceName: z.string(),
      role: z.enum(["origin", "propagator", "affected"]),
      errorCount: z.number().int().min(0),
      firstSeen: iso,
      lastSeen: iso,
    }),
  ),
  timeline: z.array(
    z.strictObject({
      timestamp: iso,
      service: z.string(),
      level: z.string(),
      message: z.string(),
      isRootCause: z.boolean(),
    }),
  ),
  suggestedActions: z.array(
    z.strictObject({
      priority: z.number().int().min(1),
      action: z.string(),
      rationale: z.string(),
      type: z.enum(["fix", "investigate", "mitigate", "escalate"]),
    }),
  ),
  logsScanned: z.number().int().min(0),
  // API-DECISIONS: which sources failed and whether the line budget or the deadline cut the read
  sourceErrors: z.array(z.strictObject({ sourceId: z.string().min(1), code: errorCode, message: z.string() })),
  truncated: z.boolean(),
});

export const exactAnalysis = z
  .strictObject({
    id: z.string().min(1),
    projectId: z.string().min(1),
    status: z.enum(["pending", "processing", "complete", "partial", "failed"]),
    description: z.string().min(1).max(5000),
    timeStart: iso,
    timeEnd: iso,
    metadata: z.record(z.string(), z.string()),
    createdAt: iso,
    updatedAt: iso,
    completedAt: iso.nullable(),
    trigger: z.strictObject({ kind: z.enum(["api", "watchdog", "chat"]), ruleId: z.string().optional() }),
    progress: z.strictObject({
      stage: z.enum(["queued", "reading", "diagnosing", "done"]),
      sourcesDone: z.number().int().min(0),
      sourcesTotal: z.number().int().min(0),
      logsScanned: z.number().int().min(0),
    }),
    error: z.strictObject({ code: errorCode, message: z.string().min(1) }).nullable(),
    result: exactResult.nullable(),
  })
  .superRefine((a, ctx) => {
    const final = a.status === "complete" || a.status === "partial" || a.status === "failed";
    const problem = (message: string) => ctx.addIssue({ code: "custom", message });
    if ((a.status === "complete" || a.status === "partial") !== (a.result !== null)) {
      problem(`result must be present exactly when complete or partial (status ${a.status})`);
    }
    if ((a.status === "failed") !== (a.error !== null)) problem(`error must be present exactly when failed`);
    if (final !== (a.completedAt !== null)) problem("completedAt must be set exactly in a final state");
    if (a.status === "complete" && a.result && (a.result.truncated || a.result.sourceErrors.length > 0)) {
      problem("a complete analysis has neither truncation nor source errors");
    }
    if (a.status === "partial" && a.result && !a.result.truncated && a.result.sourceErrors.length === 0) {
      problem("a partial analysis says why: result.truncated or result.sourceErrors");
    }
    if (a.progress.sourcesDone > a.progress.sourcesTotal) problem("sourcesDone exceeds sourcesTotal");
  });

export const exactFollowup = z.strictObject({
  id: z.string().min(1),
  question: z.string().min(1).max(2000),
  answer: z.string().min(1),
  evidence: z.array(z.number().int().min(0)),
  createdAt: iso,
});

export const exactFeedback = z.strictObject({
  id: z.string().min(1),
  analysisId: z.string().min(1),
  rating: z.enum(["accurate", "partially_accurate", "inaccurate"]),
  comment: z.string().max(2000).nullable(),
  correctRootCause: z.strictObject({ service: z.string().optional(), category: category.optional() }).nullable(),
  createdAt: iso,
});

export const exactSimilarList = z
  .array(
    z.strictObject({
      analysisId: z.string().min(1),
      score: z.number().min(0).max(1),
      summary: z.string(),
      severity,
      category,
      createdAt: iso,
    }),
  )
  .max(5);

export const exactPostmortem = z.strictObject({
  analysisId: z.string().min(1),
  markdown: z.string().min(1),
  generatedAt: iso,
});

export const exactPolished = z.strictObject({ markdown: z.string().min(1), provider: z.string().min(1) });
