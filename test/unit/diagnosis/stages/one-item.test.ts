// A consumer retrying one message until the dead-letter queue takes it failed on one bad item, not on its work: no
// incident. Many messages failing, or a job's run failing, are.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { oneItemFailed } from "../../../../shared/diagnosis/one-item.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const raised = (rows: Row[]) => ["medium", "high", "critical"].includes(analyze(aggregatesOf(rows), 1).result.severity);

/**
 * Two minutes before the window ends, mailer-worker fails on each of `ids` (5 attempts, backing off), then dead-letters
 * it.
 */
function poison(ids: string[]): Row[] {
  const rows = healthy();
  for (let i = 0; i < 1200; i += 10)
    rows.push([i * 1000 + 40, "mailer-worker", "info", `message m-${9000 + i} handled in ${12 + (i % 7)}ms`]);
  // (other messages redelivered after a consumer lost its lease: warnings, nothing failed)
  for (let k = 0; k < 5; k++)
    rows.push([
      1_074_000 + k * 40_000,
      "mailer-worker",
      "warn",
      `message cb056eeb11e${k} redelivered (delivery_count=2, previous consumer lost lease)`,
    ]);
  ids.forEach((id, k) => {
    const t0 = 1_080_000 + k * 3_000;
    for (let n = 1; n <= 5; n++)
      rows.push([
        t0 + 2 ** n * 1000,
        "mailer-worker",
        "error",
        `handler failed for message ${id} (attempt ${n}/5): KeyError 'order_id' in payload schema v1`,
      ]);
    rows.push([t0 + 64_000, "mailer-worker", "error", `message ${id} moved to dead-letter queue after 5 attempts`]);
  });
  return rows;
}

test("one message retried to the dead-letter queue is no incident", () => {
  expect(raised(poison(["5963e4ebf937"]))).toBe(false);
});

test("many messages failing the same way are one", () => {
  expect(raised(poison(["5963e4ebf937", "a81f00c2d4e1", "77b2c9e0aa13", "c0ffee12ab34", "9d8e7f6a5b4c"]))).toBe(true);
});

test("a job failing run after run names one job, and is no one item among many", () => {
  const rows = healthy();
  for (let i = 300; i < 1200; i += 60)
    rows.push([
      i * 1000 + 40,
      "tax-calc",
      "error",
      "job 'vat-settlement-4471' failed: could not authenticate to the portal",
    ]);
  const found = analyze(aggregatesOf(rows), 1);
  expect(raised(rows)).toBe(true);
  expect(found.result.rootCause.service).toBe("tax-calc");
});

test("a finding counts as one item only when every line it failed at names that item", () => {
  const finding = (lines: string[]) =>
    ({
      service: "mailer-worker",
      silent: false,
      errorCount: lines.length,
      anomalies: lines.map((message) => ({
        stat: { fatalCount: 0, errorCount: 1, badCount: 1, count: 1, samples: [], firstBad: { message } },
      })),
    }) as unknown as Parameters<typeof oneItemFailed>[0];
  const attempt = "handler failed for message 5963e4ebf937 (attempt 1/5): KeyError 'order_id'";
  expect(oneItemFailed(finding([attempt, "message 5963e4ebf937 moved to dead-letter queue"]))).toBe(true);
  expect(oneItemFailed(finding([attempt, "message a81f00c2d4e1 moved to dead-letter queue"]))).toBe(false);
  expect(oneItemFailed(finding(["nightly job 4471 failed", "nightly job 4471 failed again"]))).toBe(false);
});
