// Stages on estates with users' devices, several regions and other languages: what browsers and phones report of
// themselves is background; a client release sending what a server refuses is the origin; a server promoted or
// restarted just before it refuses its clients is; the store a client speaks of by technology is found in its own
// region; localized runtimes' words read as their English ones.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { categoryOfText } from "../../../../shared/diagnosis/categories.js";
import { normalizeLevel } from "../../../../shared/diagnosis/level.js";
import { isBadRecord, isRetryInProgress, saysHowItCopes } from "../../../../shared/diagnosis/line-verdict.js";
import { isDatabaseServer, ServiceMatcher } from "../../../../shared/diagnosis/mentions.js";
import { parseLogfmtLine } from "../../../../shared/diagnosis/normalize-logfmt.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const result = (rows: Row[]) => analyze(aggregatesOf(rows), 1).result;

test("a failure that states no cause, begun just after the service loaded new settings, reads as configuration", () => {
  const rows = healthy();
  rows.push([
    719_000,
    "tax-calc",
    "info",
    "Loaded config from configmap tax-calc-config (revision 14): batch_size=256 rounding=half_even",
  ]);
  for (let i = 720; i < 1200; i++)
    rows.push([i * 1000 + 20, "tax-calc", "error", `tax run ${i} aborted: result=NaN for region eu-${i % 4}`]);
  const r = result(rows);
  expect(r.rootCause.service).toBe("tax-calc");
  expect(r.rootCause.category).toBe("configuration");
});

test("database errors just after the service reloaded its datasource setting read as configuration", () => {
  const rows = healthy();
  rows.push([
    718_000,
    "cart-svc",
    "info",
    "reloaded datasource config: DATABASE_URL host=cart-pg-ro.eu-west-1.internal",
  ]);
  for (let i = 720; i < 1200; i++)
    rows.push([i * 1000 + 20, "cart-svc", "error", "ERROR:  cannot execute INSERT in a read-only transaction"]);
  expect(result(rows).rootCause.category).toBe("configuration");
});

/** One client refused its login by a database, from minute 12, as the database says too. */
function refusedLogin(): Row[] {
  const rows = healthy();
  for (let i = 720; i < 1200; i++) {
    rows.push([
      i * 1000 + 40,
      "cart-svc",
      "error",
      'could not open postgres connection: password authentication failed for user "cart"',
    ]);
    rows.push([i * 1000 + 120, "cart-pg", "error", 'FATAL:  password authentication failed for user "cart"']);
  }
  return rows;
}

test("a database refusing one client's password points at that client, whose secret is stale", () => {
  expect(result(refusedLogin()).rootCause.service).toBe("cart-svc");
});

test("a database just promoted that refuses a client's password is the origin: it lacks what the old primary had", () => {
  const rows = refusedLogin();
  rows.push([705_000, "cart-pg", "info", "LOG:  database system is ready to accept connections (promoted)"]);
  const r = result(rows);
  expect(r.rootCause.service).toBe("cart-pg");
  expect(r.rootCause.category).toBe("authentication");
});

test("a client release that sends what a server refuses is the origin, named by the version the requests carry", () => {
  const rows = healthy();
  rows.push([700_000, "rider-ios", "info", "[Release] 3.10.0 phased release started"]);
  for (let i = 0; i < 1200; i += 20)
    rows.push([i * 1000 + 9, "rider-ios", "info", `GET /v3/home -> 200 (102 ms) app=${i < 700 ? "3.9.4" : "3.10.0"}`]);
  for (let i = 720; i < 1200; i += 3) {
    rows.push([
      i * 1000 + 30,
      "cart-svc",
      "warn",
      "POST /internal/orders 400 invalid request body: missing required field 'currency' client=ios/3.10.0",
    ]);
    rows.push([i * 1000 + 60, "checkout-gw", "error", "POST /v3/orders 400: cart-svc rejected payload"]);
  }
  const r = result(rows);
  expect(r.rootCause.category).toBe("validation");
  expect(r.rootCause.service).toBe("rider-ios");
  expect(r.rootCause.description).toContain("3.10.0");
});

test("what users' browsers and phones report of themselves is no failure of the service collecting it", () => {
  for (const said of [
    "browser error report: Script error. (line 0, col 0) url=https://shop.example/",
    "ResizeObserver loop completed with undelivered notifications.",
    "TypeError: Cannot read properties of undefined (reading 'x') at chrome-extension://abcdefgh/content.js:12:5",
    "TypeError: window.ethereum.request is not a function",
    'client error report app=ios Error Domain=NSURLErrorDomain Code=-1009 "The Internet connection appears to be offline."',
    "APNs push failed: 410 Unregistered for device token 4f2a…, token removed",
  ])
    expect(isBadRecord("error", said)).toBe(false);
  expect(isBadRecord("error", "TypeError: Cannot read properties of undefined (reading 'id') at checkout.js:12")).toBe(
    true,
  );
  expect(isBadRecord("error", 'Error Domain=NSURLErrorDomain Code=-1001 "The request timed out." url=/v3/orders')).toBe(
    true,
  );
});

test("a store its clients speak of by technology is the one in their own region", () => {
  const matcher = new ServiceMatcher([
    "profile-svc-us-west-2",
    "profiles-cass-us-west-2",
    "profiles-cass-eu-north-1",
    "profiles-cass-ap-southeast-1",
  ]);
  expect(matcher.findByTechnology("cassandra connection lost", "profile-svc-us-west-2")).toEqual([
    "profiles-cass-us-west-2",
  ]);
  expect(
    new ServiceMatcher(["orders-api", "ledger-crdb", "cart-db"]).findByTechnology(
      "write failed: cockroach unavailable",
      "orders-api",
    ),
  ).toEqual(["ledger-crdb"]);
  expect(
    new ServiceMatcher(["booking-svc", "booking-db"]).findByTechnology(
      "POST /internal/orders 500: Connection terminated unexpectedly",
      "booking-svc",
    ),
  ).toEqual(["booking-db"]);
});

test("two clients failing over the server mode a MySQL that just restarted came back with point at the MySQL", () => {
  const rows = healthy();
  rows.push([715_000, "orders-mysql", "info", "[System] [MY-010116] [Server] /usr/sbin/mysqld starting as process 1"]);
  for (let i = 0; i < 1200; i += 30)
    rows.push([i * 1000 + 3, "orders-mysql", "info", "[Note] [MY-010914] [Server] Aborted connection to db: 'shop'"]);
  const said =
    "Expression #2 of SELECT list is not in GROUP BY clause and contains nonaggregated column 'shop.t.region'; this is incompatible with sql_mode=only_full_group_by";
  for (let i = 720; i < 1200; i++) {
    rows.push([i * 1000 + 20, "cart-svc", "error", `java.sql.SQLSyntaxErrorException: ${said}`]);
    rows.push([i * 1000 + 25, "tax-calc", "error", `pymysql.err.OperationalError: (1055, "${said}")`]);
  }
  expect(result(rows).rootCause.service).toBe("orders-mysql");
});

test("localized runtimes' words read as the English ones", () => {
  expect(categoryOfText("tar: /backup/x.tar.gz: Cannot write: デバイスに空き領域がありません")).toBe("disk");
  expect(categoryOfText("IOException: Es steht nicht genug Speicherplatz auf dem Datenträger zur Verfügung.")).toBe(
    "disk",
  );
  expect(categoryOfText("System.Net.Sockets.SocketException (11001): そのようなホストは不明です。")).toBe("network");
  expect(categoryOfText("FATAL:  Passwort-Authentifizierung für Benutzer »app« fehlgeschlagen")).toBe("authentication");
  expect(categoryOfText("ERREUR:  droit refusé pour la table factures")).toBe("authorization");
  expect(categoryOfText("ERROR:  se ha detectado un deadlock")).toBe("database");
  expect(categoryOfText("java.io.IOException: Accès refusé.")).toBe("authorization");
  expect(isRetryInProgress("Avertissement : délai dépassé, nouvelle tentative (2/5)")).toBe(true);
  expect(isRetryInProgress("Warnung: Verbindung wird erneut versucht")).toBe(true);
  expect(saysHowItCopes("Erreur : facture déjà archivée, ignorée")).toBe(true);
});

test("cloud credentials, a managed service's own failure and its throttling read as what they are", () => {
  expect(
    categoryOfText(
      "ExpiredTokenException: The security token included in the request is expired (Service: DynamoDb, Status Code: 400)",
    ),
  ).toBe("authentication");
  expect(
    categoryOfText(
      "KMS Decrypt failed: InternalFailure: An internal error occurred (Service: Kms, Status Code: 500, Request ID: ad0f)",
    ),
  ).toBe("dependency");
  expect(
    categoryOfText(
      "S3Exception: Please reduce your request rate. (Service: S3, Status Code: 503, Request ID: C00C) (Error Code: SlowDown)",
    ),
  ).toBe("rate_limiting");
  expect(
    categoryOfText(
      "Refused to connect to 'https://api.staging.shop.example/v3' because it violates the following Content Security Policy directive: \"connect-src 'self'\"",
    ),
  ).toBe("configuration");
  expect(
    categoryOfText(
      "System.Globalization.CultureNotFoundException: Only the invariant culture is supported in globalization-invariant mode.",
    ),
  ).toBe("configuration");
  expect(categoryOfText("LDAP: error code 50 - 00002098: SecErr: problem 4003 (INSUFF_ACCESS_RIGHTS), data 0")).toBe(
    "authorization",
  );
});

test("a failure carried past by keeping the previous value or reloading the page is coped with", () => {
  expect(saysHowItCopes("ECB feed: rate for VES missing in eurofxref-daily.xml, kept previous")).toBe(true);
  expect(saysHowItCopes("ChunkLoadError: Loading chunk 106 failed. - auto reload triggered")).toBe(true);
  expect(saysHowItCopes("ChunkLoadError: Loading chunk 106 failed.")).toBe(false);
});

test("an Event Log entry's prose after a few key=value pairs is its message, and localized level names are levels", () => {
  expect(
    parseLogfmtLine(
      'EventID=1309 Provider="ASP.NET 4.0.30319.0" Level=Erreur: Event code: 3005 Event message: An unhandled exception has occurred. Exception type: OutOfMemoryException',
      "stdout",
    ),
  ).toBeUndefined();
  expect(parseLogfmtLine('ts=2026-06-01T12:00:00Z level=error msg="payment failed" retry', "stdout")?.level).toBe(
    "error",
  );
  expect(normalizeLevel("Fehler")).toBe("error");
  expect(normalizeLevel("Avertissement")).toBe("warn");
  expect(normalizeLevel("Advertencia")).toBe("warn");
  expect(normalizeLevel("警告")).toBe("warn");
});

test("SQL Server's and MongoDB's clients speak of them in their drivers' words; SQL Server is a database server", () => {
  const matcher = new ServiceMatcher(["citas-api", "sqlsrv-facturas", "citas-redis"]);
  expect(
    matcher.findByTechnology(
      "Microsoft.Data.SqlClient.SqlException (0x80131904): Could not allocate space for object 'dbo.episodio'",
      "citas-api",
    ),
  ).toEqual(["sqlsrv-facturas"]);
  expect(
    new ServiceMatcher(["tariff-svc", "bw-mongo", "bw-redis"]).findByTechnology(
      "operation exceeded time limit, full error: {'ok': 0.0, 'codeName': 'MaxTimeMSExpired'}",
      "tariff-svc",
    ),
  ).toEqual(["bw-mongo"]);
  expect(isDatabaseServer("sqlsrv-facturas")).toBe(true);
  expect(isDatabaseServer("mssql-orders")).toBe(true);
});
