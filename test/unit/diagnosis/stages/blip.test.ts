// Score stage: a caller's few failed calls to a callee that logs on as before, over within seconds and long before the
// window ends, are a blip (a breaker that opened once and closed), however the caller words them; slow answers beside
// it say nothing failed and do not make it more.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

function breakerOpensOnce(opts: { calls: number; at: number; slowAnswers?: boolean }): Row[] {
  const rows = healthy(20);
  for (let i = 0; i < opts.calls; i++) {
    const t = opts.at + i * 800;
    rows.push([
      t,
      "cart-svc",
      "error",
      "Read timed out calling tax-calc after 2000 ms; java.net.SocketTimeoutException",
    ]);
    rows.push([t + 5, "cart-svc", "error", "circuit 'tax-calc' open, served fallback response"]);
  }
  if (opts.slowAnswers)
    for (let i = 0; i < 60; i++)
      rows.push([300_000 + i * 4000, "checkout-gw", "warn", `slow request ${2400 + i}ms (cache miss)`]);
  return rows;
}
const severity = (rows: Row[]) => analyze(aggregatesOf(rows), rows.length).result.severity;

test("a breaker that opens once for seconds, its callee logging on, is low, slow answers beside it or not", () => {
  expect(severity(breakerOpensOnce({ calls: 5, at: 480_000 }))).toBe("low");
  expect(severity(breakerOpensOnce({ calls: 5, at: 480_000, slowAnswers: true }))).toBe("low");
});

test("failed calls that go on, or run to the window's end, are an incident", () => {
  expect(severity(breakerOpensOnce({ calls: 40, at: 480_000 }))).not.toBe("low");
  expect(severity(breakerOpensOnce({ calls: 5, at: 1_190_000 }))).not.toBe("low");
});

test("a breaker that opens once beside another caller's retries still going on near the end is low", () => {
  const rows = breakerOpensOnce({ calls: 5, at: 480_000 });
  for (const t of [900_000, 1_150_000])
    rows.push([
      t,
      "checkout-gw",
      "warn",
      "Retry 'geo-svc' recorded a failed retry attempt. Number of retry attempts: '1'. Waiting PT0.2S until the next attempt. Last exception was: java.net.SocketTimeoutException: Read timed out",
    ]);
  expect(severity(rows)).toBe("low");
});

/** A breaker opening now and then, each time closing again within seconds as its probe goes through. */
function breakerFlaps(closes: boolean): Row[] {
  const rows = healthy(20);
  // (a breaker that stays open delivers nothing more)
  for (let i = 0; i < 20; i++)
    if (closes || i * 60_000 < 640_000) rows.push([i * 60_000 + 3, "notify-svc", "info", `push batch ${i} delivered`]);
  for (const at of [640_000, 760_000, 880_000, 1_000_000, 1_120_000]) {
    rows.push([
      at,
      "notify-svc",
      "warn",
      "circuit breaker 'push-gw' OPEN after 5 consecutive failures (timeout 800ms)",
    ]);
    rows.push([at + 5000, "notify-svc", "info", "circuit breaker 'push-gw' HALF_OPEN, sending probe"]);
    if (closes) rows.push([at + 5300, "notify-svc", "info", "circuit breaker 'push-gw' CLOSED, probe succeeded"]);
  }
  for (let k = 0; k < 6; k++)
    rows.push([
      761_000 + k * 700,
      "tax-calc",
      "warn",
      "cache write failed: READONLY You can't write against a read only replica, retrying",
    ]);
  return rows;
}

test("a breaker that keeps closing again by itself, beside a retry, is low; one that stays open is not", () => {
  expect(severity(breakerFlaps(true))).toBe("low");
  expect(severity(breakerFlaps(false))).not.toBe("low");
});

test("a few failures each carried past (a cached answer) or still being retried are low", () => {
  const rows = healthy(20);
  for (let i = 0; i < 20; i++) rows.push([i * 60_000 + 5, "planner", "info", `plan ${i} computed`]);
  for (let i = 0; i < 20; i++) rows.push([i * 60_000 + 9, "archiver", "info", `segment ${i} archived`]);
  for (let k = 0; k < 5; k++)
    rows.push([900_000 + k * 1000, "planner", "error", "mirror returned 502, using cached orbit data"]);
  for (let k = 0; k < 4; k++)
    rows.push([700_000 + k * 1000, "archiver", "error", "segment upload retry 1/5: connection closed early"]);
  expect(severity(rows)).toBe("low");
});

test("an edge answering a few bare 503s for under a minute, slow queries beside them, is a blip", () => {
  const burst = (at: number, lines: number) => {
    const rows = healthy(20);
    for (let i = 0; i < lines; i++) {
      rows.push([
        at + i * 2500,
        "checkout-gw",
        "info",
        `request completed method=GET path=/v2/events status=503 dur=${3000 + i}ms`,
      ]);
      // slow queries beside it say nothing failed
      rows.push([at + i * 2500 + 900, "cart-svc", "warn", `slow query ${900 + i}ms: SELECT ... FROM items`]);
    }
    return rows;
  };
  expect(severity(burst(480_000, 18))).toBe("low");
  // the same answers going on to the window's end are not
  expect(severity(burst(1_150_000, 18))).not.toBe("low");
});
