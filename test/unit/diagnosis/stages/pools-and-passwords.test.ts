// A client's pool with no connection to lend while each connection it opens is refused its password: the rotated
// password is the cause (authentication), the empty pool only what it looks like from inside.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

function starvedPool(connectFailure?: string): Row[] {
  const rows = healthy();
  for (let i = 600; i < 1200; i += 2) {
    rows.push([
      i * 1000 + 3,
      "cart-svc",
      "error",
      `Request: GET /api/carts/${i}\n** (DBConnection.ConnectionError) connection not available and request was dropped from queue after 2${i % 10}00ms`,
    ]);
    if (connectFailure && i % 4 === 0) rows.push([i * 1000 + 9, "cart-svc", "error", connectFailure]);
  }
  return rows;
}

const categoryOf = (rows: Row[]) => analyze(aggregatesOf(rows), 1).result.rootCause;

test("a pool starved while its new connections are refused their password is the password", () => {
  const cause = categoryOf(
    starvedPool(
      'Postgrex.Protocol (#PID<0.2291.0>) failed to connect: ** (Postgrex.Error) FATAL 28P01 (invalid_password) password authentication failed for user "cart_svc"',
    ),
  );
  expect(cause.service).toBe("cart-svc");
  expect(cause.category).toBe("authentication");
});

test("a pool starved with no refused login stays the database's", () => {
  expect(categoryOf(starvedPool()).category).toBe("database");
});
