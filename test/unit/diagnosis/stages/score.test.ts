// Score stage: severity from impact, confidence on its own scale for unknown causes.
import { describe, expect, test } from "@jest/globals";
import { type Impact, MIN_INCIDENT_ERRORS, severityOf } from "../../../../shared/diagnosis/score.js";

const impact = (over: Partial<Impact>): Impact => ({
  errorLines: 100,
  serious: false,
  passingBlip: false,
  services: 2,
  originFailureRate: 0.3,
  maxStrength: 50,
  processDied: false,
  ...over,
});

describe("severity", () => {
  test("a blip below the incident floor is low", () => {
    expect(severityOf(impact({ errorLines: MIN_INCIDENT_ERRORS - 1, services: 6, originFailureRate: 1 }))).toBe("low");
  });

  test("a lone warning burst that stopped by itself is low, however loud", () => {
    expect(severityOf(impact({ passingBlip: true, errorLines: 400, services: 1, maxStrength: 90 }))).toBe("low");
  });

  test("a few lines of a real failure that another service felt are an incident", () => {
    expect(severityOf(impact({ errorLines: 2, serious: true, services: 2 }))).toBe("medium");
  });

  test("a lone service with a marginal change is low, unless it is a real failure that was felt", () => {
    expect(severityOf(impact({ services: 1, maxStrength: 4 }))).toBe("low");
    expect(severityOf(impact({ services: 1, maxStrength: 4, serious: true }))).toBe("medium");
    expect(severityOf(impact({ services: 1, maxStrength: 4, lastsToEnd: true }))).toBe("medium");
  });

  test("impact raises severity step by step", () => {
    expect(severityOf(impact({}))).toBe("medium");
    expect(severityOf(impact({ services: 3, originFailureRate: 0.6 }))).toBe("high");
    expect(severityOf(impact({ services: 5, originFailureRate: 0.9, errorLines: 800 }))).toBe("critical");
  });

  test("a failure its callers felt loudly is high; a few relayed lines are not", () => {
    expect(severityOf(impact({ services: 2, errorLines: 400, originFailureRate: 0.5 }))).toBe("high");
    expect(severityOf(impact({ services: 2, errorLines: 15, originFailureRate: 0.5 }))).toBe("medium");
    expect(severityOf(impact({ services: 1, errorLines: 400, originFailureRate: 0.5 }))).toBe("medium");
  });

  test("a failure its callers said they failed on, naming it, is high even when most of its own work succeeds", () => {
    expect(severityOf(impact({ services: 2, errorLines: 200, originFailureRate: 0.1, propagated: true }))).toBe("high");
    expect(severityOf(impact({ services: 2, errorLines: 200, originFailureRate: 0.1 }))).toBe("medium");
    expect(severityOf(impact({ services: 2, errorLines: 12, originFailureRate: 0.1, propagated: true }))).toBe(
      "medium",
    );
  });

  test("an origin whose process died or could not start weighs one notch more", () => {
    expect(severityOf(impact({ services: 3, errorLines: 15 }), "configuration")).toBe("medium");
    expect(severityOf(impact({ services: 3, errorLines: 15, processDied: true }), "configuration")).toBe("high");
  });

  test("failures that take the process down weigh one notch more", () => {
    const base = impact({ services: 3, errorLines: 15 });
    expect(severityOf(base, "rate_limiting")).toBe("medium");
    expect(severityOf(base, "memory")).toBe("high");
    expect(severityOf(base, "disk")).toBe("high");
  });
});
