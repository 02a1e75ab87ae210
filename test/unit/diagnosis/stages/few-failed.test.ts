// Score stage: one request's exception among much work that goes on succeeding is not an incident; the same exception
// failing many requests, or a scheduled job failing its run, is.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const exception = (what: string) =>
  `${what}\njava.lang.NullPointerException: Cannot invoke "Rate.amount()" because "rate" is null\n\tat com.acme.tax.RateService.lookup(RateService.java:88)\n\tat com.acme.tax.TaxController.post(TaxController.java:41)`;

/** From minute 10, `times` requests fail in tax-calc, each seen by the gateway as a 500 from it. */
function failing(times: number, what = "POST /v1/tax failed"): Row[] {
  const rows = healthy(20);
  for (let i = 0; i < times; i++) {
    const t = 600_000 + i * 20_000;
    rows.push([t, "tax-calc", "error", exception(what)]);
    rows.push([t + 30, "checkout-gw", "error", `POST /v2/checkout answered 500: upstream tax-calc returned 500`]);
  }
  // a partner import skipping bad rows meanwhile, carrying on
  for (let i = 0; i < 120; i++)
    rows.push([300_000 + i * 5000, "cart-svc", "warn", `skipping malformed record at line ${i * 37}: bad date`]);
  return rows;
}

test("one failed request among many that succeed is low", () => {
  expect(analyze(aggregatesOf(failing(1)), 1).result.severity).toBe("low");
});

test("the same exception failing request after request is an incident", () => {
  expect(analyze(aggregatesOf(failing(25)), 1).result.severity).not.toBe("low");
});

test("a scheduled job failing its run is not one request among many", () => {
  const { result } = analyze(aggregatesOf(failing(1, "cron rate-import job failed")), 1);
  expect(result.severity).not.toBe("low");
});

/** Eight requests fail in tax-calc from minute 10, each seen by the gateway; `busy` adds an estate's heavy traffic. */
function sporadic(busy: boolean): Row[] {
  const rows = healthy(20);
  for (let i = 0; i < 8; i++) {
    const t = 600_000 + i * 70_000;
    rows.push([t, "tax-calc", "error", "java.lang.IllegalStateException: tax table not loaded for region eu-3"]);
    rows.push([t + 30, "checkout-gw", "error", "POST /v2/checkout answered 500: upstream tax-calc returned 500"]);
  }
  if (busy)
    for (let i = 0; i < 1200 * 5; i++) {
      const ms = i * 200;
      rows.push([ms + 3, "tax-calc", "info", `tax computed region=us-${i % 7} in ${2 + (i % 5)}ms`]);
      for (const svc of ["search-api", "catalog", "pricing", "profile", "reco", "media"])
        rows.push([ms + 11, svc, "info", `GET /v1/${svc}/${i} 200 in ${4 + (i % 30)}ms`]);
    }
  return rows;
}

test("a few failed requests in a busy estate, a sliver of its traffic and of the origin's work, are low", () => {
  expect(analyze(aggregatesOf(sporadic(true)), 1).result.severity).toBe("low");
  // the same failures where they are a real share of the work are an incident
  expect(analyze(aggregatesOf(sporadic(false)), 1).result.severity).not.toBe("low");
});
