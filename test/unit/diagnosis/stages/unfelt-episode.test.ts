// A burst of failures at one service that stopped by itself, took a small share of its work and that no other service
// named is an episode beside the work (a few users' requests, one odd item), not an incident to page on. The same
// failure lasting to the window's end, taking much of the work or named by a caller is one, and so is a job's run
// failing (its run is all the work it had) or a heap exhausted (the next load exhausts it again).
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const raised = (rows: Row[]) => ["medium", "high", "critical"].includes(analyze(aggregatesOf(rows), 1).result.severity);

const NPE = "TypeError: Cannot read properties of undefined (reading 'items')";
const STACK =
  "\n\tat com.acme.cart.LegacyAdapter.price(LegacyAdapter.java:88)\n\tat java.base/java.lang.Thread.run(Thread.java:833)";

/** `service` logs `said` with its stack every `every` seconds from second `from` to `to`; `caller` echoes each. */
function episodeOf(
  service: string,
  said: string,
  opts: { from?: number; to?: number; every?: number; caller?: string } = {},
) {
  const { from = 400, to = 1000, every = 30, caller } = opts;
  const rows = healthy();
  for (let i = from; i < to; i += every) {
    rows.push([i * 1000 + 70, service, "error", `${said} (${i})${STACK}`]);
    if (caller) rows.push([i * 1000 + 90, "checkout-gw", "error", caller]);
  }
  return rows;
}

test("a few requests failing at one service for ten minutes, named by no one, are no incident", () => {
  expect(raised(episodeOf("cart-svc", NPE))).toBe(false);
});

test("the same failure lasting to the window's end is one", () => {
  expect(raised(episodeOf("cart-svc", NPE, { to: 1200 }))).toBe(true);
});

test("the same failure taking much of the service's work is one", () => {
  expect(raised(episodeOf("cart-svc", NPE, { every: 0.5 }))).toBe(true);
});

test("the same few failures named by a caller that failed on them are one", () => {
  expect(
    raised(
      episodeOf("cart-svc", NPE, { caller: "POST /v2/checkout failed: cart-svc answered 500 Internal Server Error" }),
    ),
  ).toBe(true);
});

test.each([
  ["tax-calc", "batch extract-legs aborted after 2 retries (ORA-01555: snapshot too old), pairing set not published"],
  ["cart-svc", 'Exception in thread "cart-io-14" java.lang.OutOfMemoryError: Java heap space'],
])("the same few failures of a job's run, or of a heap exhausted, are one: %s %s", (service, said) => {
  expect(raised(episodeOf(service, said))).toBe(true);
});
