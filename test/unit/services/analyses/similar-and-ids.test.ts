// Similarity over signatures, feedback corrections, time-ordered ids.
import { describe, expect, it } from "@jest/globals";
import { newAnalysisId } from "../../../../shared/services/analyses/ids.js";
import { templateFingerprint } from "../../../../shared/services/analyses/signature.js";
import { effectiveSignature, similarity } from "../../../../shared/services/analyses/similar.js";
import type { AnalysisRecord } from "../../../../shared/store/analyses.dynamo.js";

const sig = { templates: ["a", "b", "c"], services: ["x", "y"], category: "database", rootService: "x" };

describe("similarity", () => {
  it("is 1 for the same signature and 0 for nothing in common", () => {
    expect(similarity(sig, sig)).toBe(1);
    expect(similarity(sig, { templates: ["z"], services: ["q"], category: "network", rootService: "q" })).toBe(0);
  });

  it("weighs templates most, then category and services, then the origin", () => {
    const halfTemplates = { ...sig, templates: ["a", "z"] };
    expect(similarity(sig, halfTemplates)).toBeCloseTo(0.5 * 0.25 + 0.2 + 0.2 + 0.1, 3);
    expect(similarity(sig, { ...sig, category: "unknown" })).toBeCloseTo(0.8, 3);
  });

  it("unknown categories never count as a match", () => {
    const u = { ...sig, category: "unknown" };
    expect(similarity(u, u)).toBeCloseTo(0.8, 3);
  });

  it("uses the rater's correction over the engine's root cause", () => {
    const r = { signature: sig, feedback: { correctRootCause: { category: "network", service: "Gateway" } } };
    expect(effectiveSignature(r as unknown as AnalysisRecord)).toEqual({
      ...sig,
      category: "network",
      rootService: "gateway",
    });
    expect(effectiveSignature({} as AnalysisRecord)).toBeUndefined();
  });

  it("fingerprints templates without their numbers", () => {
    expect(templateFingerprint("error 1040: too many <*>")).toBe(templateFingerprint("ERROR 2013:  too many   <*>"));
    expect(templateFingerprint("a")).not.toBe(templateFingerprint("b"));
  });
});

describe("newAnalysisId", () => {
  it("is a UUID v7 whose order follows time", () => {
    const a = newAnalysisId(new Date("2026-01-01T00:00:00.000Z"));
    const b = newAnalysisId(new Date("2026-01-01T00:00:00.001Z"));
    const c = newAnalysisId(new Date("2027-01-01T00:00:00.000Z"));
    for (const id of [a, b, c])
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([c, a, b].sort()).toEqual([a, b, c]);
    expect(newAnalysisId(new Date(0))).not.toBe(newAnalysisId(new Date(0)));
  });
});
