// Follow-up answers from a result and its evidence: the intent a question maps to, and the entries cited.
import { describe, expect, it } from "@jest/globals";
import type { EvidencePack } from "../../../../shared/diagnosis/index.js";
import type { AnalysisResult } from "../../../../shared/domain/analysis-result.schema.js";
import { answerFromEvidence, intentOf, mentionedService } from "../../../../shared/services/analyses/answer.js";

const result: AnalysisResult = {
  summary: "room-inventory ran out of database connections.",
  severity: "high",
  confidence: 0.8,
  rootCause: {
    description: "MySQL refused connections",
    service: "room-inventory",
    errorType: "too many connections",
    category: "database",
  },
  affectedServices: [
    {
      serviceName: "room-inventory",
      role: "origin",
      errorCount: 40,
      firstSeen: "2026-05-14T07:52:30.000Z",
      lastSeen: "2026-05-14T08:04:00.000Z",
    },
    {
      serviceName: "booking-desk",
      role: "propagator",
      errorCount: 90,
      firstSeen: "2026-05-14T07:52:31.000Z",
      lastSeen: "2026-05-14T08:04:58.000Z",
    },
  ],
  timeline: [
    {
      timestamp: "2026-05-14T07:50:00.000Z",
      service: "booking-desk",
      level: "info",
      message: "deploy v2.3.1 finished",
      isRootCause: false,
    },
    {
      timestamp: "2026-05-14T07:52:31.000Z",
      service: "booking-desk",
      level: "error",
      message: "hold via room-inventory failed: 500",
      isRootCause: false,
    },
    {
      timestamp: "2026-05-14T07:52:30.000Z",
      service: "room-inventory",
      level: "error",
      message: "error 1040: too many connections",
      isRootCause: true,
    },
  ],
  suggestedActions: [],
  logsScanned: 1000,
};

const evidence: EvidencePack = {
  logsScanned: 1000,
  window: { start: "2026-05-14T07:40:00.000Z", end: "2026-05-14T08:05:00.000Z" },
  services: [{ name: "room-inventory", lines: 300, warnings: 0, errors: 40 }],
  templates: [
    {
      service: "room-inventory",
      template: "error <*>: too many connections",
      count: 40,
      errorCount: 40,
      firstSeen: "2026-05-14T07:52:30.000Z",
      lastSeen: "2026-05-14T08:04:00.000Z",
      anomaly: { kind: "new", onset: "2026-05-14T07:52:29.000Z" },
      samples: ["error 1040: too many connections"],
    },
  ],
};

describe("intentOf", () => {
  it.each([
    ["Which service failed first?", undefined, "first"],
    ["what was the origin service", undefined, "first"],
    ["What changed?", undefined, "changed"],
    ["was there a deploy?", undefined, "changed"],
    ["When did it start?", undefined, "when"],
    ["show errors of booking-desk", "booking-desk", "errors"],
    ["any errors?", undefined, "errors"],
    ["tell me more", undefined, "summary"],
  ])("%s → %s", (q, svc, intent) => {
    expect(intentOf(q, svc)).toBe(intent);
  });

  it("finds the service a question names, also with spaces for dashes", () => {
    expect(mentionedService("errors of Booking Desk please", ["room-inventory", "booking-desk"])).toBe("booking-desk");
    expect(mentionedService("nothing here", ["room-inventory"])).toBeUndefined();
  });
});

describe("answerFromEvidence", () => {
  it("names the earliest failing service, cited in time order", () => {
    const a = answerFromEvidence("Which service failed first?", result, evidence);
    expect(a.answer.startsWith("room-inventory showed the first problem")).toBe(true);
    expect(a.evidence).toEqual([2, 1]);
  });

  it("reports deploys and new patterns as what changed", () => {
    const a = answerFromEvidence("What changed?", result, evidence);
    expect(a.answer).toContain("deploy v2.3.1");
    expect(a.answer).toContain("New log patterns");
    expect(a.evidence).toEqual([0]);
  });

  it("lists the errors of the named service only", () => {
    const a = answerFromEvidence("show errors of booking-desk", result, evidence);
    expect(a.answer).toContain("booking-desk logged 90 error(s)");
    expect(a.evidence).toEqual([1]);
  });

  it("dates the start from the root-cause entry or the anomaly onset, whichever is earlier", () => {
    const a = answerFromEvidence("when did it begin", result, evidence);
    expect(a.answer).toContain("2026-05-14T07:52:29.000Z");
    expect(a.evidence).toEqual([2]);
  });

  it("falls back to the diagnosis in brief, citing the root-cause entries", () => {
    const a = answerFromEvidence("explain", result);
    expect(a.answer).toContain("MySQL refused connections");
    expect(a.evidence).toEqual([2]);
  });
});
