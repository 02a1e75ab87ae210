// The Logs Insights count query's parts: which filter patterns translate (and to what), and which lines the error
// expression takes for error lines, compared with the connector's own reading of the same lines.
import { describe, expect, it } from "@jest/globals";
import { cloudwatchRecord } from "../../../shared/connectors/cloudwatch.js";
import {
  countsFromRows,
  INSIGHTS_ERROR_REGEX,
  insightsCondition,
  insightsCountQuery,
} from "../../../shared/connectors/cloudwatch-insights.js";
import { isError } from "../../../shared/services/watchdog/evaluate.js";

describe("filter pattern → Insights filter", () => {
  it.each([
    [undefined, ""],
    ["", ""],
    ["ERROR", '@message like "ERROR"'],
    ['ERROR "payment declined"', '@message like "ERROR" and @message like "payment declined"'],
    ["?ERROR ?FATAL", '(@message like "ERROR" or @message like "FATAL")'],
    ["ERROR -healthz", '@message like "ERROR" and @message not like "healthz"'],
    ['-"GET /health"', '@message not like "GET /health"'],
  ])("%s → %s", (pattern, expected) => {
    expect(insightsCondition(pattern)).toBe(expected);
  });

  it.each([
    '{ $.level = "error" }',
    "{ $.latency > 500 }",
    "[ip, user, ..., status_code = 5*, bytes]",
    "%ERR(OR)?%",
    "payment ?declined",
    "?payment -disk",
    "user@example",
    '"a \\" quote"',
    '"unclosed',
    "- ERROR",
  ])("%s is not translated", (pattern) => {
    expect(insightsCondition(pattern)).toBeUndefined();
  });
});

describe("the count query", () => {
  it("keeps the exact window and numbers the windows from the first", () => {
    expect(insightsCountQuery('@message like "x"', 1000, 60_000, 181_000)).toBe(
      [
        'filter toMillis(@timestamp) >= 1000 and toMillis(@timestamp) < 181000 and @message like "x"',
        "fields floor((toMillis(@timestamp) - 1000) / 60000) as logdxWindow",
        `parse @message /(?i)(?<logdxErrorLevel>${INSIGHTS_ERROR_REGEX})/`,
        "stats count(*) as total, count(logdxErrorLevel) as errors by logdxWindow",
      ].join(" | "),
    );
  });

  it("reads the rows (string values, windows without lines absent)", () => {
    const rows = [
      [
        { field: "logdxWindow", value: "2" },
        { field: "total", value: "7" },
        { field: "errors", value: "3" },
      ],
      [
        { field: "logdxWindow", value: "0" },
        { field: "total", value: "1" },
        { field: "errors", value: "0" },
      ],
    ];
    expect(countsFromRows(rows, 3)).toEqual([
      { total: 1, errors: 0 },
      { total: 0, errors: 0 },
      { total: 7, errors: 3 },
    ]);
  });
});

describe("the error expression agrees with the connector's level on lines that state one", () => {
  const re = new RegExp(INSIGHTS_ERROR_REGEX, "i");
  it.each([
    '{"level":"error","msg":"payment declined"}',
    '{"severity": "CRITICAL", "message": "disk full"}',
    '{"level":"info","msg":"retrying after error"}',
    'level=error msg="db timeout" service=cart',
    'time=2026-03-10T12:00:00Z level=info msg="error budget ok"',
    "2026-03-10T12:00:59.000Z ERROR [checkout] payment failed #0",
    "2026-03-10 12:00:59,123 FATAL [main] c.e.App - out of memory",
    "[2026-03-10 12:00:59] [error] upstream reset",
    "2026-03-10T12:00:59.000Z INFO [checkout] ok",
    "2026-03-10T12:00:59.000Z WARN [checkout] slow, error rate rising",
  ])("%s", (message) => {
    const ours = isError(cloudwatchRecord({ message, timestamp: 0 }, "/ecs/checkout"));
    expect(re.test(message)).toBe(ours);
  });
});
