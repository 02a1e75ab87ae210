// Score stage: warnings that never say anything failed nor name a cause (a queue above its target, a slow but
// successful answer) are reported low, however many; a warning that says something is stuck, or names a cause, is not.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

function warnings(origin: (i: number) => string): Row[] {
  const rows = healthy(20);
  for (let i = 0; i < 120; i++) {
    rows.push([540_000 + i * 5000, "tax-calc", "warn", origin(i)]);
    rows.push([540_400 + i * 5000, "checkout-gw", "warn", `GET /v2/quote/${i} status=200 dur=${1500 + i}ms (slow)`]);
  }
  return rows;
}
const severity = (rows: Row[]) => analyze(aggregatesOf(rows), rows.length).result.severity;

test("warnings above a target and slow successes, with nothing failing, are low", () => {
  expect(severity(warnings((i) => `queue rates-eu wait p95=${80 + (i % 9)}s above target 60s`))).toBe("low");
});

test("a warning that says the work is stuck, or names a cause, stays an incident", () => {
  expect(severity(warnings((i) => `rate worker ${i % 4} stuck: no progress in ${300 + i}s`))).not.toBe("low");
  expect(severity(warnings((i) => `rate provider answered 429 Too Many Requests for batch ${i}`))).not.toBe("low");
});
