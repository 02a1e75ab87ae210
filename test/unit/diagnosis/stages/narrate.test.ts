// Classify, score and narrate over one localised incident: what an on-call engineer reads.
import { describe, expect, test } from "@jest/globals";
import { suggestActions } from "../../../../shared/diagnosis/actions.js";
import { classify } from "../../../../shared/diagnosis/classify.js";
import { detectAnomalies } from "../../../../shared/diagnosis/detect.js";
import { localize } from "../../../../shared/diagnosis/localize.js";
import { buildTimeline, describeRootCause, summarize } from "../../../../shared/diagnosis/narrate.js";
import { confidenceOf, impactOf } from "../../../../shared/diagnosis/score.js";
import { CATEGORIES } from "../../../../shared/domain/analysis-result.schema.js";
import { aggregatesOf, healthy, poolExhaustion, type Row } from "./fixture.js";

function stages(rows: Row[]) {
  const agg = aggregatesOf(rows);
  const loc = localize(agg, detectAnomalies(agg));
  if (!loc) throw new Error("expected an incident");
  const cls = classify(agg, loc);
  return { agg, loc, cls, impact: impactOf(agg, loc) };
}

describe("classify", () => {
  test("the category and error type come from the origin's evidence", () => {
    const { cls } = stages(poolExhaustion());
    expect(cls.category).toBe("database");
    expect(cls.errorType.toLowerCase()).toMatch(/too many clients|connection/);
  });
});

describe("confidence", () => {
  test("a named cause with corroborating callers scores above an unexplained crash loop", () => {
    const clear = stages(poolExhaustion());
    const rows = healthy();
    for (let i = 900; i < 1200; i += 30)
      rows.push([i * 1000, "cart-svc", "error", `worker ${i % 3} exited with status 2`]);
    const vague = stages(rows);
    expect(vague.cls.category).toBe("unknown");
    const high = confidenceOf(clear.loc, clear.cls, clear.impact);
    const low = confidenceOf(vague.loc, vague.cls, vague.impact);
    expect(high).toBeGreaterThan(low);
    for (const c of [high, low]) {
      expect(c).toBeGreaterThan(0);
      expect(c).toBeLessThanOrEqual(1);
    }
  });
});

describe("narrate", () => {
  test("the timeline flags only origin lines, in time order", () => {
    const { loc, cls } = stages(poolExhaustion());
    const tl = buildTimeline(loc, cls);
    expect(tl.some((e) => e.isRootCause)).toBe(true);
    expect(tl.filter((e) => e.isRootCause).every((e) => e.service === "tax-calc")).toBe(true);
    const times = tl.map((e) => Date.parse(e.timestamp));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  test("summary and root cause name the service, the failure and the impact", () => {
    const { loc, cls, impact } = stages(poolExhaustion());
    const summary = summarize(loc, cls, impact.errorLines);
    expect(summary).toContain("tax-calc");
    expect(summary).toContain("database errors");
    expect(summary).toMatch(/2 other services/);
    expect(summary.split(/(?<=\.)\s/).length).toBeLessThanOrEqual(3);
    expect(describeRootCause(loc, cls)).toMatch(/tax-calc shows database errors.*cart-svc/);
  });
});

describe("actions", () => {
  test("every category gets typed, prioritised steps naming the service", () => {
    for (const category of CATEGORIES) {
      const actions = suggestActions({
        category,
        service: "tax-calc",
        errorType: "x",
        callers: ["cart-svc"],
        severe: true,
        affected: 2,
      });
      expect(actions.length).toBeGreaterThan(0);
      expect(actions.map((a) => a.priority)).toEqual(actions.map((_, i) => i + 1));
      for (const a of actions) {
        expect(["fix", "investigate", "mitigate", "escalate"]).toContain(a.type);
        expect(a.rationale.length).toBeGreaterThan(10);
      }
      expect(actions.some((a) => a.action.includes("tax-calc"))).toBe(true);
    }
  });

  test("the escalation's rationale agrees with how many services are affected", () => {
    const base = { category: "memory" as const, service: "tax-calc", errorType: "x", callers: [], severe: true };
    const alone = suggestActions({ ...base, affected: 1 }).find((a) => a.type === "escalate");
    expect(alone?.rationale).not.toMatch(/spans/);
    expect(alone?.rationale).toContain("no other service");
    const wide = suggestActions({ ...base, affected: 4 }).find((a) => a.type === "escalate");
    expect(wide?.rationale).toBe("The impact spans 4 services.");
  });

  test("a recent change at the origin comes first, callers get a retry cap", () => {
    const actions = suggestActions({
      category: "configuration",
      service: "tax-calc",
      errorType: "missing setting",
      callers: ["cart-svc"],
      recentChange: "deployed tax-calc 4.2.0",
      severe: false,
      affected: 2,
    });
    expect(actions[0].action).toContain("deployed tax-calc 4.2.0");
    expect(actions.some((a) => a.type === "mitigate" && a.action.includes("cart-svc"))).toBe(true);
  });
});
