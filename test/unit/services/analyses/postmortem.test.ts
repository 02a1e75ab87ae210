// The postmortem Markdown: sections in order, table cells that cannot break a row, feedback when present.
import { describe, expect, it } from "@jest/globals";
import { cell, postmortemMarkdown } from "../../../../shared/services/analyses/postmortem-markdown.js";
import type { AnalysisRecord } from "../../../../shared/store/analyses.dynamo.js";

const record: AnalysisRecord = {
  id: "a1",
  tenantId: "t",
  projectId: "p",
  status: "partial",
  description: "Checkout fails",
  timeStart: "2026-05-14T07:40:00.000Z",
  timeEnd: "2026-05-14T08:05:00.000Z",
  metadata: {},
  createdAt: "2026-05-14T08:05:01.000Z",
  updatedAt: "2026-05-14T08:05:03.000Z",
  completedAt: "2026-05-14T08:05:03.000Z",
  trigger: { kind: "api" },
  progress: { stage: "done", sourcesDone: 2, sourcesTotal: 2, logsScanned: 10 },
  error: null,
  attempts: 1,
  followupCount: 0,
  result: {
    summary: "db pool exhausted",
    severity: "high",
    confidence: 0.9,
    rootCause: { description: "too many connections", service: "db|proxy", errorType: "pool", category: "database" },
    affectedServices: [],
    timeline: [
      { timestamp: "2026-05-14T07:52:30.000Z", service: "api", level: "error", message: "a | b\nc", isRootCause: true },
    ],
    suggestedActions: [
      { priority: 2, action: "Raise the pool", rationale: "it ran out", type: "mitigate" },
      { priority: 1, action: "Find the leak", rationale: "connections are not returned", type: "fix" },
    ],
    logsScanned: 10,
    sourceErrors: [{ sourceId: "s1", code: "UPSTREAM_ERROR", message: "back: 401" }],
    truncated: false,
  },
};

describe("postmortemMarkdown", () => {
  it("has every section in order and escapes table cells", () => {
    const md = postmortemMarkdown(record, record.result!, "2026-05-14T09:00:00.000Z");
    const order = [
      "# Postmortem: pool in db|proxy",
      "## Summary",
      "## Impact",
      "## Timeline",
      "## Root cause",
      "## Action items",
    ];
    const at = order.map((h) => md.indexOf(h));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(md).toContain("| 2026-05-14T07:52:30.000Z | api | error | a \\| b c **(root cause)** |");
    expect(md).toContain("Partial analysis: UPSTREAM_ERROR (back: 401)");
    expect(md.indexOf("P1 (fix)")).toBeLessThan(md.indexOf("P2 (mitigate)"));
    expect(md).not.toContain("## Feedback");
  });

  it("adds the latest feedback", () => {
    const md = postmortemMarkdown(
      {
        ...record,
        feedback: {
          id: "f",
          rating: "partially_accurate",
          createdAt: "2026-05-14T09:00:00.000Z",
          correctRootCause: { service: "pgbouncer" },
          comment: "close",
        },
      },
      record.result!,
      "x",
    );
    expect(md).toContain("## Feedback");
    expect(md).toContain("Rating: partially accurate");
    expect(md).toContain("service pgbouncer");
    expect(md).toContain("Comment: close");
  });

  it("cell() flattens and bounds", () => {
    expect(cell("a|b\r\nc")).toBe("a\\|b c");
    expect(cell("x".repeat(500)).length).toBe(300);
  });
});
