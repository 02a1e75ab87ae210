// Stages on windows whose failures are over or were always there: an episode every service was past well before the
// window ended, that nobody else felt, is no incident; an error there from the first minute at an even pace stays
// background beside another service's retries; a client's expired token refused is the client's to renew.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { refusesOutsider } from "../../../../shared/diagnosis/refusals.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const raised = (rows: Row[]) => ["medium", "high", "critical"].includes(analyze(aggregatesOf(rows), 1).result.severity);

/** tax-calc fails a call in three from `fromSec` until `toSec` with no word of its code; `said` is what it logs. */
function episode(fromSec: number, toSec: number, said = "flush to archive failed: upstream answered 500"): Row[] {
  const rows = healthy();
  for (let i = fromSec; i < toSec; i += 3) rows.push([i * 1000 + 40, "tax-calc", "error", `${said} (batch ${i})`]);
  return rows;
}

test("an episode over minutes before the window ends, felt by nobody, is no incident; one still failing at the end is", () => {
  expect(raised(episode(360, 540))).toBe(false);
  expect(raised(episode(360, 1200))).toBe(true);
});

test("an episode that was over still counts when its process died of it", () => {
  expect(
    raised(episode(360, 540, "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory")),
  ).toBe(true);
});

/** lineage-agent's error every six seconds from `fromSec`; from minute 8 cart-svc's uploads are reset and retried. */
function steadyBesideRetries(fromSec: number): Row[] {
  const rows = healthy();
  for (let i = 0; i < 1200; i++)
    rows.push([i * 1000 + 200, "lineage-agent", "info", `run ${4000 + i} recorded in ${9 + (i % 7)}ms`]);
  for (let i = fromSec; i < 1200; i += 6)
    rows.push([
      i * 1000 + 700,
      "lineage-agent",
      "error",
      `emit for run ${4000 + i} failed: unexpected reply from collector`,
    ]);
  for (let i = 480; i < 1200; i += 9)
    rows.push([
      i * 1000 + 300,
      "cart-svc",
      "warn",
      `artifact upload part ${i % 40} failed: write tcp 10.8.98.149:32150: connection reset by peer; retrying (1/5) in 2s`,
    ]);
  return rows;
}

test("an error there from the first minute stays background beside another service's retries; one that starts later is news", () => {
  expect(raised(steadyBesideRetries(40))).toBe(false);
  expect(raised(steadyBesideRetries(480))).toBe(true);
});

test.each([
  [
    "401 Unauthorized: personal access token ...8d27 expired on 2026-11-26 (user svc-reporting); GET /api/v4/projects",
    true,
  ],
  ["401 Unauthorized: access token 7f2a expired; client refreshing", true],
  ["token refresh failed: 401 Unauthorized from https://idp.internal/oauth/token", false],
])("%s is a client's expired token refused: %s", (message, refused) => {
  expect(refusesOutsider(message)).toBe(refused);
});
