// Stages on estates of devices, calls, pipelines and schedulers: what customers, users and their devices do (a card
// declined, a tab closed, a pipeline cancelled, a phone offline) is background; a planned failover or an app pool's
// recycle ends with its errors; a zone's health flap that passed is a blip; a user's app is a witness of the server it
// calls; a database's deadlocks come from the client that just started something new; a device retrying now and then
// is a drizzle, not an outage.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { categoryOfText } from "../../../../shared/diagnosis/categories.js";
import { isBadRecord, saysHowItCopes } from "../../../../shared/diagnosis/line-verdict.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const result = (rows: Row[]) => analyze(aggregatesOf(rows), 1).result;
const raised = (rows: Row[]) => ["medium", "high", "critical"].includes(result(rows).severity);

test.each([
  "payment declined: card_declined (insufficient_funds) order=4639f40f",
  "payment declined: do_not_honor order=4bc0fb36",
  "request aborted: context canceled (client disconnected) rid=193b174b",
  "TypeError: Failed to fetch url=https://api.example.com/v3/accounts online=false",
  'APNs 400 {"reason":"BadDeviceToken"} token=[REDACTED], deleting device',
  "Twilio delivery failed: 21614 'To' number is not a valid mobile number to=+35*******26",
  "Job 889245: received cancel, sending SIGTERM to build container",
  "ValidationException: duplicate settlement reference SR4151638 (already posted 2026-06-11), record rejected",
  "GET /v1/home -> 426 in 4ms (client ios/5.9.2 below min_supported 6.0.0)",
  'client error report app=ios Error Domain=NSURLErrorDomain Code=-1001 "The request timed out." carrier=3G',
])("what a customer, user or device did is no failure of ours: %s", (message) => {
  expect(isBadRecord("error", message)).toBe(false);
});

test.each([
  "payment provider answered 401: invalid api key",
  "TypeError: Failed to fetch url=https://api.example.com/v3/accounts",
  'APNs 403 {"reason":"InvalidProviderToken"}',
  "ERROR: Job failed: exit code 1 job=898925",
])("the service's own failure still is one: %s", (message) => {
  expect(isBadRecord("error", message)).toBe(true);
});

test("a fallback told in the past tense is coping", () => {
  expect(saysHowItCopes('i18n: missing translation key "consent.banner.body" for locale pt-BR, fell back to es')).toBe(
    true,
  );
});

test.each([
  ["unauthorized to access repository: platform/mobile-bff, action: push", "authorization"],
  ["FlatFileParseException: Parsing error at line: 1428 in resource=[file [/data/in/CLM.dat]]", "validation"],
  ["PIKE - BLOCKing ip 10.1.2.3 -> 503 Service Unavailable (rate limit exceeded)", "rate_limiting"],
  ["dispatcher [dispatch.c:2147]: ds_select_dst_limit(): destination set [4] not found", "configuration"],
  [
    'E! [outputs.influxdb] When writing to [http://influxdb:8086]: 404 Not Found: database not found: "t_v2"',
    "configuration",
  ],
  ["cross-region link us-east-2<->eu-central-1 saturated: tx 9.4 Gbps of 10 Gbps, retransmits 9%", "network"],
])("%s reads as %s", (text, category) => {
  expect(categoryOfText(text)).toBe(category);
});

/**
 * From minute 12, seconds of connection errors at cart-svc (its checkout failing with it) while its database fails
 * over; `announced` by a drill.
 */
function failover(announced: boolean): Row[] {
  const rows = healthy();
  if (announced) {
    rows.push([718_000, "cart-svc", "warn", "GAMEDAY-11: starting planned failover drill of the primary database"]);
    rows.push([752_000, "cart-svc", "info", "HikariPool-1 - connected to new primary; failover drill complete"]);
  }
  for (let i = 0; i < 6; i++) {
    rows.push([
      720_000 + i * 4000,
      "cart-svc",
      "error",
      "org.postgresql.util.PSQLException: FATAL: terminating connection due to administrator command",
    ]);
    rows.push([720_000 + i * 4000 + 30, "checkout-gw", "error", "POST /v2/checkout failed: cart-svc answered 500"]);
  }
  return rows;
}

test("a planned failover's few connection errors, over when it completes, are no incident; unannounced they are", () => {
  expect(raised(failover(true))).toBe(false);
  expect(raised(failover(false))).toBe(true);
});

test("a zone whose health check failed a few times, its target answering 502 while draining, then fine, is a blip", () => {
  const rows = healthy();
  for (let i = 0; i < 3; i++)
    rows.push([
      600_000 + i * 5000,
      "region-router",
      "warn",
      'health check failed target=checkout-gw@eu-west-3b reason="context deadline exceeded"',
    ]);
  for (let i = 0; i < 6; i++)
    rows.push([
      610_000 + i * 600,
      "checkout-gw",
      "error",
      `GET /api/checkout -> 502 in 6ms (zone eu-west-3b draining)`,
    ]);
  for (let i = 0; i < 1200; i += 30) rows.push([i * 1000 + 3, "region-router", "info", "zones healthy: 3/3"]);
  expect(raised(rows)).toBe(false);
});

/** From minute 12 the identity service's upstream refuses its client secret; a phone app reports the 401s it gets. */
function loginsRefused(appReleased: boolean): Row[] {
  const rows = healthy();
  if (appReleased) rows.push([700_000, "tickets-android", "info", "[Release] 5.14.2 staged rollout started"]);
  for (let i = 0; i < 1200; i += 10)
    rows.push([i * 1000 + 5, "tickets-android", "info", `GET https://api.example.com/v1/home -> 200 app=5.14.2`]);
  for (let i = 720; i < 1200; i += 2) {
    rows.push([
      i * 1000 + 50,
      "tickets-android",
      "error",
      "retrofit2.HttpException: HTTP 401 Unauthorized (POST https://api.example.com/oauth/token) app=5.14.2",
    ]);
    if (i % 4 === 0)
      rows.push([
        i * 1000 + 40,
        "identity-svc",
        "error",
        "token grant failed grant_type=refresh_token: upstream identity provider invalid_client",
      ]);
  }
  for (let i = 0; i < 1200; i += 5) rows.push([i * 1000 + 9, "identity-svc", "info", "token issued sub=u1 ttl=3600"]);
  return rows;
}

test("a user's app that did not change reports what its server did: the server failing in its own lines is the origin", () => {
  expect(result(loginsRefused(false)).rootCause.service).toBe("identity-svc");
});

test("a backend whose stack shows OkHttp is no user's app: it keeps its place beside the server it calls", () => {
  const rows = healthy();
  for (let i = 720; i < 1200; i += 2) {
    rows.push([
      i * 1000 + 30,
      "usage-mediation",
      "error",
      "rating call failed, batch parked\njavax.net.ssl.SSLHandshakeException: Received fatal alert: protocol_version\n\tat okhttp3.internal.connection.ConnectPlan.connectTls(ConnectPlan.kt:379)\n\tat com.example.mediation.RatingClient.rate(RatingClient.java:58)",
    ]);
    if (i % 20 === 6)
      rows.push([
        i * 1000 + 31,
        "ocs",
        "error",
        "TLS client: In state hello received SERVER ALERT: Fatal - Protocol Version",
      ]);
  }
  expect(result(rows).rootCause.service).toBe("usage-mediation");
});

test("a gateway refusing as too many the requests a client release just began sending points at that release", () => {
  const rows = healthy();
  rows.push([715_000, "courier-ios", "info", "4.23.0 phased release started"]);
  for (let i = 720; i < 1200; i++) {
    rows.push([
      i * 1000 + 20,
      "public-gateway",
      "error",
      `rate limit exceeded: client ios/4.23.0 consumer c${i % 40} limit=60/min GET /v3/home`,
    ]);
    rows.push([
      i * 1000 + 60,
      "courier-ios",
      "error",
      "GET https://api.example.com/v3/home -> 429 Too Many Requests; retrying immediately app=4.23.0",
    ]);
  }
  const r = result(rows);
  expect(r.rootCause.service).toBe("courier-ios");
  expect(r.rootCause.category).toBe("rate_limiting");
});

/** From minute 12 the database reports deadlocks that its client cart-svc's transactions abort on, after `clientChange`. */
function deadlocks(clientChange?: string): Row[] {
  const rows = healthy();
  if (clientChange) rows.push([715_000, "cart-svc", "info", clientChange]);
  for (let i = 0; i < 1200; i += 5)
    rows.push([i * 1000 + 11, "cart-pg", "info", "LOG:  automatic vacuum of table orders"]);
  for (let i = 720; i < 1200; i += 3) {
    rows.push([i * 1000 + 20, "cart-pg", "error", "ERROR:  deadlock detected"]);
    rows.push([
      i * 1000 + 60,
      "cart-svc",
      "error",
      "could not reserve stock: cart-pg: org.postgresql.util.PSQLException: ERROR: deadlock detected",
    ]);
  }
  return rows;
}

test("a database's deadlocks, begun just after one client started a new batch job, come from that client", () => {
  expect(result(deadlocks("job stock-reservation-sync started, batch size 500")).rootCause.service).toBe("cart-svc");
  expect(result(deadlocks()).rootCause.service).toBe("cart-pg");
});

test("a client's schema migration changed the database itself: the deadlocks after it stay the database's", () => {
  expect(result(deadlocks('Migrating schema "public" to version "143 - add carts.region"')).rootCause.service).toBe(
    "cart-pg",
  );
});

test("a device retrying with an expired certificate every two minutes is a drizzle, even on a quiet broker", () => {
  const rows = healthy();
  for (let i = 0; i < 1200; i += 10)
    rows.push([i * 1000 + 17, "mqtt-broker", "info", `Client meter-${i % 300} connected, keepalive 60`]);
  for (let i = 3; i < 20; i += 2) {
    rows.push([
      i * 60_000,
      "mqtt-broker",
      "error",
      "OpenSSL Error[0]: error:0A000086:SSL routines::certificate verify failed",
    ]);
    rows.push([
      i * 60_000 - 20,
      "enroll-svc",
      "warn",
      "TLS client certificate for hw-e1a66c rejected: certificate has expired",
    ]);
  }
  expect(raised(rows)).toBe(false);
});
