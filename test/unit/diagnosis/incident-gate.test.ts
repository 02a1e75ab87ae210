// The incident gate weighs an alarm the rules raised: a logistic model over the shape of what changed. It is consulted
// only for alarms, and what it silences keeps its diagnosis (origin and category) at a low severity.
import { describe, expect, test } from "@jest/globals";
import { analyze } from "../../../shared/diagnosis/analyze.js";
import {
  GATE_FEATURE_NAMES,
  GATE_MIN_LIKELIHOOD,
  GATE_WEIGHTS,
  type GateFeatures,
  incidentLikelihood,
} from "../../../shared/diagnosis/incident-gate.js";
import { aggregatesOf, healthy, poolExhaustion, type Row } from "./stages/fixture.js";

const zeros = () => Object.fromEntries(GATE_FEATURE_NAMES.map((n) => [n, 0])) as unknown as GateFeatures;

describe("incidentLikelihood", () => {
  test("is the logistic of the intercept plus each weight times its feature", () => {
    const weights = [0, ...GATE_FEATURE_NAMES.map(() => 0)];
    expect(incidentLikelihood(zeros(), weights)).toBeCloseTo(0.5);
    weights[0] = -2;
    weights[1 + GATE_FEATURE_NAMES.indexOf("errorLines")] = 1;
    expect(incidentLikelihood({ ...zeros(), errorLines: 2 }, weights)).toBeCloseTo(0.5);
    expect(incidentLikelihood({ ...zeros(), errorLines: 3 }, weights)).toBeCloseTo(1 / (1 + Math.exp(-1)));
  });

  test("has one weight per feature after the intercept, and a threshold that silences only unlikely alarms", () => {
    expect(GATE_WEIGHTS).toHaveLength(GATE_FEATURE_NAMES.length + 1);
    expect(GATE_MIN_LIKELIHOOD).toBeGreaterThan(0);
    expect(GATE_MIN_LIKELIHOOD).toBeLessThan(0.5);
  });
});

/**
 * From minute 5 to minute 17 tax-calc logs `said` every two seconds while its own work goes on at three quarters of its
 * pace: an outage at half its requests, over three minutes before the window ends.
 */
function outageOverBeforeTheEnd(said: string): Row[] {
  const rows = healthy().filter(
    ([t, service]) => service !== "tax-calc" || t < 300_000 || Math.floor(t / 2000) % 4 !== 0,
  );
  for (let i = 300; i < 1020; i += 2) rows.push([i * 1000 + 40, "tax-calc", "error", `${said} (batch ${i})`]);
  return rows;
}

describe("what the gate does not weigh", () => {
  test("a window the rules raise no alarm for", () => {
    expect(analyze(aggregatesOf(healthy()), 1).gate).toBeUndefined();
  });

  test("a pool exhausted to the window's end, felt by every caller: an outage at a real share of the work", () => {
    const { result, gate } = analyze(aggregatesOf(poolExhaustion()), 1);
    expect(gate).toBeUndefined();
    expect(["high", "critical"]).toContain(result.severity);
    expect(result.rootCause.service).toBe("tax-calc");
  });

  test("a twelve-minute database outage at half the work, just over, is still one", () => {
    const { result, gate } = analyze(
      aggregatesOf(outageOverBeforeTheEnd("rates lookup failed: connection refused by rates-db (10.0.3.7:5432)")),
      1,
    );
    // (the model alone silenced it: the tuning sets' quiet windows hold many episodes over by their end)
    expect(gate).toBeUndefined();
    expect(["medium", "high", "critical"]).toContain(result.severity);
  });

  test("a refusal as long, at most of the work, is weighed: what a service refuses of what it is asked is no outage of it", () => {
    const refusing = (said: string) =>
      outageOverBeforeTheEnd(said).filter(
        ([t, service, , message]) =>
          service !== "tax-calc" ||
          t < 300_000 ||
          !message.startsWith("tax computed") ||
          Math.floor(t / 2000) % 4 === 3,
      );
    const refused = analyze(aggregatesOf(refusing("GET /v1/rates 403 Forbidden: access denied for role viewer")), 1);
    expect(refused.result.rootCause.category).toBe("authorization");
    expect(refused.gate).toBeDefined();
    const broken = analyze(
      aggregatesOf(refusing("rates lookup failed: connection refused by rates-db (10.0.3.7:5432)")),
      1,
    );
    expect(broken.gate).toBeUndefined();
    expect(["medium", "high", "critical"]).toContain(broken.result.severity);
  });

  test("a heap exhausted, however few its lines", () => {
    const rows = healthy();
    for (let i = 400; i < 1000; i += 30)
      rows.push([
        i * 1000,
        "cart-svc",
        "error",
        `Exception in thread "io-${i}" java.lang.OutOfMemoryError: Java heap space`,
      ]);
    const { result, gate } = analyze(aggregatesOf(rows), 1);
    expect(gate).toBeUndefined();
    expect(result.rootCause.category).toBe("memory");
    expect(["medium", "high", "critical"]).toContain(result.severity);
  });
});
