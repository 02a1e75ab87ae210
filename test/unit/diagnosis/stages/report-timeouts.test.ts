// A report's query cancelled at the database's statement timeout is the limit doing its job on a heavy read: the report
// runner retries it smaller or later, and nothing customers do waits on it. The same timeout on ordinary requests, or a
// report failing for another reason, is still failure evidence.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { isBadRecord } from "../../../../shared/diagnosis/line-verdict.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const raised = (rows: Row[]) => ["medium", "high", "critical"].includes(analyze(aggregatesOf(rows), 1).result.severity);

const NPGSQL_STACK =
  "   at Npgsql.Internal.NpgsqlConnector.ReadMessageLong(Boolean async, DataRowLoadingMode dataRowLoadingMode)\n" +
  "   at Npgsql.NpgsqlDataReader.NextResult(Boolean async, Boolean isConsuming, CancellationToken cancellationToken)\n";

test.each([
  "report 'monthly van stock valuation' failed after 30.0s: ActiveRecord::QueryCanceled (ERROR: canceling statement due to statement timeout)",
  `Npgsql.PostgresException (0x80004005): 57014: canceling statement due to statement timeout\n${NPGSQL_STACK}   at Reports.SettlementReport.RunChunkAsync(DateOnly day, CancellationToken ct) in /src/Reports/SettlementReport.cs:line 88`,
  "Report party_upsell_funnel export failed org.springframework.dao.QueryTimeoutException: PreparedStatementCallback; SQL [SELECT ...]",
  "season yield report failed (will retry with smaller range) psycopg2.errors.QueryCanceled: canceling statement due to statement timeout",
])("a report's query cancelled at the statement timeout is no failure evidence: %s", (message) => {
  expect(isBadRecord("error", message)).toBe(false);
});

test.each([
  `Npgsql.PostgresException (0x80004005): 57014: canceling statement due to statement timeout\n${NPGSQL_STACK}   at Orders.OrderRepository.FindOpenAsync(Guid customer) in /src/Orders/OrderRepository.cs:line 41`,
  'report export 2026-09 failed: connection to server at "10.0.4.12", port 5432 failed: Connection refused',
])("a statement timeout on ordinary work, or a report failing otherwise, stays evidence: %s", (message) => {
  expect(isBadRecord("error", message)).toBe(true);
});

/** From minute 5, `service` logs `said` every 20 s to the window's end. */
function timeoutsFromMinute5(said: string): Row[] {
  const rows = healthy();
  for (let i = 300; i < 1200; i += 20) rows.push([i * 1000 + 70, "tax-calc", "error", `${said} (run ${i})`]);
  return rows;
}

test("a report's queries cancelled at the statement timeout again and again are no incident; orders' queries are", () => {
  expect(
    raised(
      timeoutsFromMinute5(
        "report 'quarterly vat by region' failed after 30.0s: ActiveRecord::QueryCanceled (ERROR: canceling statement due to statement timeout)",
      ),
    ),
  ).toBe(false);
  expect(
    raised(
      timeoutsFromMinute5(
        "order lookup failed after 30.0s: ActiveRecord::QueryCanceled (ERROR: canceling statement due to statement timeout)",
      ),
    ),
  ).toBe(true);
});
