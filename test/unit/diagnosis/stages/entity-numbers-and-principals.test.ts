// Readings of stop 48: a number after the thing it numbers ("seller 579", "order #512") or a decimal ("price 532.61")
// is no 5xx status, so a line refusing one seller's listing still tells of an event in the business; a server refusing
// a caller names it as the principal who asked ("principal svc:gate-svc lacks authority"), not as a service that failed
// it; errors telling only of the business in its own words, with no cause of ours named, page nobody; and a
// scanner's probes refused (secrets files, a climb out of the web root, an SQL injection) are robots kept out, no
// finding of anyone's.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { ServiceMatcher } from "../../../../shared/diagnosis/mentions.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const severity = (rows: Row[]) => analyze(aggregatesOf(rows), 1).result.severity;

/** From minute 12: cart-svc blocks one seller's listing at error level every 20 s, beside its work going on. */
function listingsBlocked(said: (seller: number) => string): Row[] {
  const rows = healthy();
  for (let i = 720; i < 1200; i += 20) rows.push([i * 1000 + 50, "cart-svc", "error", said(500 + ((i * 7) % 100))]);
  return rows;
}

test("a listing refused for a seller numbered 5xx is an event in the business, not a 5xx served", () => {
  expect(severity(listingsBlocked((s) => `listing blocked: no CE declaration of conformity (seller ${s})`))).toBe(
    "low",
  );
});

test("a resale refused for a price of 5xx.yy is an event in the business too", () => {
  expect(severity(listingsBlocked((s) => `resale listing REJECTED: price ${s}.61 above cap 189.00`))).toBe("low");
});

test("the same lines with a 5xx status are a failure of ours", () => {
  expect(
    severity(listingsBlocked((s) => `listing check for seller ${s} answered 503 by compliance registry`)),
  ).not.toBe("low");
});

test("a refusal names its caller as the principal who asked, not as a service that failed", () => {
  const m = new ServiceMatcher(["gate-svc", "members-api", "wristband-svc"]);
  const refused =
    "AccessDeniedException: principal svc:gate-svc lacks authority members:entitlements:read on /v2/members";
  expect(m.find(refused, "members-api")).toEqual([]);
  expect(m.find("entitlement read from gate-svc failed: 503", "members-api")).toEqual(["gate-svc"]);
});

/** From minute 12: cart-svc logs one line about an item every 5 s, at the given level. */
function itemLines(level: string, said: (i: number) => string): Row[] {
  const rows = healthy();
  for (let i = 720; i < 1200; i += 5) rows.push([i * 1000 + 50, "cart-svc", level, said(i)]);
  return rows;
}

test("errors telling of the business in its own words, with no cause of ours named, are its events", () => {
  const refused = (i: number) =>
    `reservation refused: insufficient stock sku=MM-${1000 + i} site=${i % 7} requested=2 available=0`;
  expect(severity(itemLines("error", refused))).toBe("low");
});

test("a part that couldn't do its work is no business event", () => {
  const said = (i: number) => `Couldn't find metadata for instance i-${(4096 + i).toString(16)}`;
  expect(severity(itemLines("error", said))).not.toBe("low");
});

test("errors saying a request failed as such are a failure, whatever the business words beside them", () => {
  const failed = (i: number) =>
    `reservation failed for sku=MM-${1000 + i}: internal error (ref $(i * 7919).toString(16)a1)`;
  expect(severity(itemLines("error", failed))).not.toBe("low");
  const bare = (i: number) => `request ${(i * 7919).toString(16)} failed: 500 (no error detail)`;
  expect(severity(itemLines("error", bare))).not.toBe("low");
});

/** From minute 12: the edge answers 404 "NR" (no route) to requests for the given paths from many addresses. */
function noRoute(path: (i: number) => string): Row[] {
  const rows = healthy();
  for (let i = 720; i < 1200; i += 2)
    rows.push([
      i * 1000 + 30,
      "checkout-gw",
      "warn",
      `"GET ${path(i)} HTTP/1.1" 404 NR 0 0 1 - "92.40.${i % 200}.${(i * 3) % 250}" "Mozilla/5.0 (Windows NT 10.0; Win64; x64)"`,
    ]);
  return rows;
}

test("a scanner's probes the edge has no route for are robots kept out, no finding beside a guest's abandoned payment", () => {
  const probes = ["/.env", "/wp-login.php", "/..%2f..%2f..%2fetc/passwd", "/api/items?id=1%27%20OR%20%271%27=%271"];
  const rows = noRoute((i) => probes[i % probes.length]);
  for (const i of [800, 950])
    rows.push([
      i * 1000 + 60,
      "cart-svc",
      "warn",
      `3DS challenge not completed for booking B-${i} (ACS timeout); left pending`,
    ]);
  expect(severity(rows)).toBe("low");
});
