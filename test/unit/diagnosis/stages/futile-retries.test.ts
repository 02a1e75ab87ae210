// A job retrying what no retry changes (a permission its database denies it) has not got over it.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const severe = (severity: string) => ["medium", "high", "critical"].includes(severity);

function retried(cause: string): Row[] {
  const rows = healthy();
  for (let i = 600; i < 1200; i += 5)
    rows.push([
      i * 1000 + 11,
      "invoice-worker",
      "error",
      `statement chunk ${i} failed, will retry\nTraceback (most recent call last):\n  File "/srv/invoice_worker/jobs/statements.py", line 88, in run_chunk\n    session.execute(stmt)\n${cause}`,
    ]);
  return rows;
}

/** Beside the worker, a caller warning of what it missed: a line that says nothing failed. */
function besideAWarning(rows: Row[]): Row[] {
  for (let i = 610; i < 1200; i += 25)
    rows.push([
      i * 1000 + 17,
      "order-api",
      "warn",
      "credit note lookup returned none for recent order, customer will see old balance",
    ]);
  return rows;
}

test("a chunk retried again and again over a permission denied is a failure, not a retry getting over it", () => {
  const { result } = analyze(
    aggregatesOf(
      besideAWarning(retried("psycopg2.errors.InsufficientPrivilege: permission denied for table credit_notes")),
    ),
    1,
  );
  expect(result.rootCause.service).toBe("invoice-worker");
  expect(result.rootCause.category).toBe("authorization");
  expect(severe(result.severity)).toBe(true);
});
