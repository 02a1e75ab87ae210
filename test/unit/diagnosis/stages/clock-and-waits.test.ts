// Stages on when a service's failure began: a service that only warned how it carried on past each item it failed does
// not set the time the others are judged by; and a request served in tens of seconds is slow past its callers'
// patience.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { categoryOfText } from "../../../../shared/diagnosis/categories.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

/**
 * From minute 10 the catalogue import skips a bad record now and then; from minute 12 the lending API's distributor
 * answers 502 and 503, and the reader app fails on it.
 */
function skippedBeforeOutage(): Row[] {
  const rows = healthy();
  for (let i = 600; i < 1200; i += 40)
    rows.push([
      i * 1000 + 3,
      "marc-ingest",
      "warn",
      `record ${53000 + i} skipped: pymarc.exceptions.RecordLengthInvalid`,
    ]);
  for (let i = 755; i < 1200; i += 1) {
    rows.push([
      i * 1000 + 5,
      "lending-api",
      "error",
      `distributor POST /v3/checkouts -> 503 Service Unavailable (${i})`,
    ]);
    rows.push([i * 1000 + 9, "reader-web", "warn", `POST /loans 503 - 18 ms`]);
  }
  return rows;
}

test("a service that said how it carried on past each item does not take the origin from a later outage", () => {
  expect(analyze(aggregatesOf(skippedBeforeOutage()), 1).result.rootCause.service).toBe("lending-api");
});

test("a request served in tens of seconds is a timeout; one served in seconds says nothing", () => {
  const slow = "slow request GET /v1/aips/PH-2011-140/06c54c90 took 36.5s (tier=nearline, queue depth 186)";
  expect(categoryOfText(slow, slow)).toBe("timeout");
  expect(categoryOfText("slow request GET /x took 3.5s", "slow request GET /x took 3.5s")).toBe("unknown");
});
