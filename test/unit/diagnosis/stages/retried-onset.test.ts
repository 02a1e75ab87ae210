// Localize stage: a service fails from its first failure it does not get past. A call whose retry went through ("502
// on first attempt, retry ok") minutes earlier is no onset, so a caller that did that is not taken for the origin
// of a failure another service's exceptions began.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { saysRetrySucceeded } from "../../../../shared/diagnosis/line-verdict.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

/** From minute 4 hr-portal's calls to directory-svc now and then go through on a retry; from minute 8 enrol fails. */
function enrolmentFails(retried: string): Row[] {
  const rows = healthy();
  for (let i = 0; i < 1200; i += 3) {
    rows.push([i * 1000 + 100, "hr-portal", "info", `GET /api/people/${5000 + i} 200 ${12 + (i % 9)}ms`]);
    if (i < 480) rows.push([i * 1000 + 200, "benefits-enrol", "info", `Election saved for employee ${216000 + i}`]);
  }
  for (let i = 240; i < 1200; i += 40) rows.push([i * 1000 + 300, "hr-portal", "warn", retried]);
  for (let i = 480; i < 1200; i += 2) {
    rows.push([
      i * 1000 + 400,
      "benefits-enrol",
      "error",
      "An unhandled exception has occurred while executing the request.\nMicrosoft.Extensions.Options.OptionsValidationException: CarrierGateway:BaseUrl is required\n   at Microsoft.Extensions.Options.OptionsFactory`1.Create(String name)\n   at Benefits.Enrol.CarrierClient..ctor(IOptions`1 options)",
    ]);
    rows.push([
      i * 1000 + 2400,
      "hr-portal",
      "error",
      `PUT /api/benefits/elections 500 35ms (trace ${(9000 + i).toString(16)})`,
    ]);
  }
  return rows;
}

test("a caller's earlier calls that went through on a retry do not make it the origin of a failure begun elsewhere", () => {
  const r = analyze(aggregatesOf(enrolmentFails("directory-svc 502 on first attempt, retry ok (183ms)")), 1).result;
  expect(r.rootCause.service).toBe("benefits-enrol");
  expect(r.rootCause.category).toBe("configuration");
});

test.each([
  ["directory-svc 502 on first attempt, retry ok (183ms)", true],
  ["call to rent-ledger succeeded on attempt 2", true],
  ["retried once (connection reset), succeeded", true],
  ["retry 2/3 failed: connection reset", false],
  ["attempt 3 failed, giving up", false],
])("%s says the retry went through: %s", (message, through) => {
  expect(saysRetrySucceeded(message)).toBe(through);
});
