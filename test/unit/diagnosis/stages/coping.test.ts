// Score stage: a service that warns how it carries on past each item (skipped, a fallback used) is not down.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

/** From minute 9, for ten minutes, a reconcile job warns about rows it cannot match, `coping` saying it skips them. */
function reconcile(level: string, coping: boolean): Row[] {
  const rows = healthy(20);
  rows.push([540_000, "tax-calc", "info", "cron: nightly-reconcile started"]);
  for (let i = 0; i < 200; i++)
    rows.push([
      541_000 + i * 3000,
      "tax-calc",
      level,
      `reconcile: rate ${15000 + i * 7} has no matching counterpart${coping ? ", skipped" : ""}`,
    ]);
  return rows;
}

test("one service's warnings that say each item is skipped are low", () => {
  expect(analyze(aggregatesOf(reconcile("warn", true)), 1).result.severity).toBe("low");
});

test("the same lines as errors, or not saying how it carries on, stay an incident", () => {
  expect(["medium", "high", "critical"]).toContain(analyze(aggregatesOf(reconcile("error", true)), 1).result.severity);
  expect(["medium", "high", "critical"]).toContain(analyze(aggregatesOf(reconcile("warn", false)), 1).result.severity);
});
