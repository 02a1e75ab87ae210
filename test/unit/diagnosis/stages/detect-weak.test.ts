// Detect stage, short windows: a failure too small for a rate test counts when two services start failing together.
import { expect, test } from "@jest/globals";
import { detectAnomalies, detectCorroboratedOnsets } from "../../../../shared/diagnosis/detect.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

/** Seventeen minutes of traffic; from minute 2.3 a rate limiter rejects a few calls and its caller reports them. */
function smallFailure(withCaller: boolean): Row[] {
  const rows = healthy(17);
  for (let i = 0; i < 16; i++) {
    const t = 138_000 + i * 40_000;
    rows.push([t + 200, "tax-calc", "warn", "[check] rejected: RateLimiter 'rates' does not permit further calls"]);
    if (withCaller && i % 2 === 0)
      rows.push([
        t + 5,
        "cart-svc",
        "error",
        "[tax-calc] call failed: 429 Too Many Requests from GET http://tax-calc/rates",
      ]);
  }
  return rows;
}

test("too few lines for a rate test: neither template is new to detectAnomalies", () => {
  const agg = aggregatesOf(smallFailure(true));
  const services = detectAnomalies(agg).map((a) => a.stat.service);
  expect(services).not.toContain("tax-calc");
});

test("two services failing together from the same moment corroborate each other", () => {
  const agg = aggregatesOf(smallFailure(true));
  const found = detectCorroboratedOnsets(agg, {}, new Set());
  expect(new Set(found.map((a) => a.stat.service))).toEqual(new Set(["tax-calc", "cart-svc"]));
});

test("one service alone with a handful of warnings is not corroborated", () => {
  const agg = aggregatesOf(smallFailure(false));
  expect(detectCorroboratedOnsets(agg, {}, new Set())).toEqual([]);
});
