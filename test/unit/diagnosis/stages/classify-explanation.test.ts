// Classify stage: a warning the origin logs once as its failure starts ("X not set, falling back to localhost") is
// its own word for why, however many lines the failure itself then fills.
import { expect, test } from "@jest/globals";
import { classify } from "../../../../shared/diagnosis/classify.js";
import { detectAnomalies } from "../../../../shared/diagnosis/detect.js";
import { localize } from "../../../../shared/diagnosis/localize.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

/** From minute 12 tax-calc cannot reach its broker; `said` is what it logs once, `at` ms after the onset. */
function brokerLost(said: string, at: number): Row[] {
  const rows = healthy();
  for (let i = 720; i < 1200; i++)
    rows.push([
      i * 1000 + 3,
      "tax-calc",
      "warn",
      "forward batch failed: dial tcp 127.0.0.1:1883: connect: connection refused",
    ]);
  rows.push([720_000 + at, "tax-calc", "warn", said]);
  return rows;
}

function categoryOf(rows: Row[]): string {
  const agg = aggregatesOf(rows);
  const loc = localize(agg, detectAnomalies(agg));
  if (!loc) throw new Error("no localisation");
  expect(loc.origin.service).toBe("tax-calc");
  return classify(agg, loc).category;
}

test("the one line at the onset that says why decides over the failure's own many lines", () => {
  expect(categoryOf(brokerLost("BROKER_URL not set, falling back to tcp://localhost:1883", 0))).toBe("configuration");
});

test("a line long before or after the onset is not its reason", () => {
  expect(categoryOf(brokerLost("BROKER_URL not set, falling back to tcp://localhost:1883", 300_000))).toBe("network");
});

test("a call being retried at the onset says what failed to answer, not why: it is no explanation", () => {
  expect(categoryOf(brokerLost("call to geo-svc failed with 503 on attempt 1/3, retrying in 300ms", 0))).toBe(
    "network",
  );
});

test("a setting it could not use, replaced by its default, explains rejections that quote a rule of their own", () => {
  const rejected = (said: string) => {
    const rows = healthy();
    for (let i = 720; i < 1200; i++)
      rows.push([
        i * 1000 + 3,
        "tax-calc",
        "error",
        `batch rejected 413: ${400 + (i % 50)}KB exceeds max batch size 1024 bytes (invalid payload, sdk=js/3.6)`,
      ]);
    rows.push([718_000, "tax-calc", "warn", said]);
    return categoryOf(rows);
  };
  expect(rejected("invalid value for MAX_BATCH_BYTES: '10MB' (expected integer bytes); using default 1024")).toBe(
    "configuration",
  );
  expect(rejected("invalid value for MAX_BATCH_BYTES: '10MB' (expected integer bytes)")).toBe("validation");
});

test("a flags or settings file it fails to load is configuration, whatever the parser's error", () => {
  const rows = healthy();
  for (let i = 720; i < 1200; i += 30)
    rows.push([
      i * 1000 + 3,
      "tax-calc",
      "error",
      "failed to load feature flags from /config/flags.json\nSyntaxError: Unexpected token } in JSON at position 2211\n    at JSON.parse (<anonymous>)",
    ]);
  expect(categoryOf(rows)).toBe("configuration");
});

test("a connection being made again at the onset says what failed to answer, not why: it is no explanation", () => {
  const rows = healthy();
  for (let i = 0; i < 3; i++)
    rows.push([720_000 + i * 20_000, "tax-calc", "error", "ReplyError: WRONGPASS invalid username-password pair"]);
  rows.push([719_500, "tax-calc", "warn", "redis connection lost, reconnecting (attempt 1)"]);
  for (let i = 722; i < 1200; i += 2)
    rows.push([i * 1000 + 9, "cart-svc", "error", "call to tax-calc failed: 500 Internal Server Error"]);
  expect(categoryOf(rows)).toBe("authentication");
});
