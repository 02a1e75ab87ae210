// Stages on how a scheduler names the tool it ran, how gRPC statuses read in .NET's words, and a caller carrying on
// with defaults: a command that exited badly names the service that runs that tool; "StatusCode=\"PermissionDenied\""
// is a refused grant; scoring with default features is coping, not failing.
import { expect, test } from "@jest/globals";
import { categoryOfText } from "../../../../shared/diagnosis/categories.js";
import { saysHowItCopes } from "../../../../shared/diagnosis/line-verdict.js";
import { ServiceMatcher } from "../../../../shared/diagnosis/mentions.js";

test.each([
  ["{subprocess.py:94} ERROR - Command exited with return code 2 (dbt run --select tag:hourly)", ["dbt-runner"]],
  ["Command '['dbt', 'build']' returned non-zero exit status 1.", ["dbt-runner"]],
  // the tool's name where no command failed, or a command that ran something else
  ["dbt run finished: 140 of 140 OK", []],
  ["Command exited with return code 1 (spark-submit --class Nightly)", []],
])("a scheduler's failed command names the service running its tool: %s", (message, names) => {
  const matcher = new ServiceMatcher(["airflow-worker", "dbt-runner", "spark-driver", "sf-loader"]);
  expect(matcher.find(message, "airflow-worker")).toEqual(names);
});

test("a tool's name two services begin with names neither", () => {
  const matcher = new ServiceMatcher(["airflow-worker", "dbt-runner", "dbt-docs"]);
  expect(matcher.find("Command exited with return code 2 (dbt run --select tag:hourly)", "airflow-worker")).toEqual([]);
});

test.each([
  ['apns batch 41f0bec4 rejected: 403 {"reason":"InvalidProviderToken"} (1547 devices)', "authentication"],
  [
    'rule high_hr: evaluate user=u_4b: strconv.ParseFloat: parsing "140bpm": invalid syntax (rules.yaml: thresholds.high_hr_bpm)',
    "configuration",
  ],
  [
    'write rejected for activity 48288454: partial write: field type conflict: input field "cadence" on measurement "samples" is type float',
    "validation",
  ],
])("a cause in a client's or a reader's words: %s", (message, category) => {
  expect(categoryOfText(message)).toBe(category);
});

test.each([
  ['Feature lookup failed (StatusCode="PermissionDenied"), scoring with default features', "authorization"],
  ['Status(StatusCode="PermissionDenied", Detail="")', "authorization"],
])("gRPC's status in a client's words: %s", (message, category) => {
  expect(categoryOfText(message)).toBe(category);
});

test.each([
  ['Feature lookup failed (StatusCode="PermissionDenied"), scoring with default features', true],
  ["pricing with cached rates after quote service timeout", true],
  ['Feature lookup failed (StatusCode="PermissionDenied")', false],
])("%s says how it copes: %s", (message, copes) => {
  expect(saysHowItCopes(message)).toBe(copes);
});
