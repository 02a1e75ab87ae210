// Readings of stop 44: a database's connection pool in FreeRADIUS's and MongoDB's words, HikariCP's housekeeper noting
// a pause, a vendor SDK's 5xx; events of the business logged at ERROR beside the work (an alarm a customer's panel
// sent, a machine's fault code); a login refusal a proxy only passed on; a scraper's library refused; a drift
// corrected, a charge posted without a modifier, a house ad served, the next bid used, a keyholder told, a critical
// result escalated; a first attempt failing, a sender that will retransmit; a signal held in a queue, a duplicate
// dropped, a recollect task, a TURN relay tried, a value defaulted, suggestions hidden, a care team paged, telemetry
// dropped or not exported, an event reordered, an address queued for manual matching, a plate left to the operator, a
// frame dropped, duplicates dropped or rejected, late data re-aggregated, buffered samples replayed, a substitute
// applied, reads routed to the primary, another engine used instead, a consumer catching up; a gate's anti-passback, a
// keypad locked, a document locked by its editor, a payer's denial, a text to a number that cannot take it, a specimen
// refused for its quality, a neighbour network's device, a scanner's probe of config.php, an item back-ordered, an
// address no geocoder finds.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { categoryOfText } from "../../../../shared/diagnosis/categories.js";
import { detectAnomalies } from "../../../../shared/diagnosis/detect.js";
import { isRetryInProgress, saysHowItCopes } from "../../../../shared/diagnosis/line-verdict.js";
import { localize } from "../../../../shared/diagnosis/localize.js";
import { refusesOutsider } from "../../../../shared/diagnosis/refusals.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

test.each([
  [
    "database",
    "(sql) ERROR: Failed to get SQL connection; Login incorrect: [SUB6863980] (from client bng-6 port 50366)",
  ],
  ["database", "rlm_sql (sql): No connections available and at max connection limit"],
  [
    "database",
    "failed to persist order ORD-339911: MongoServerSelectionError: Server selection timed out after 30000 ms",
  ],
  [
    "database",
    "pymongo.errors.ServerSelectionTimeoutError: mongo-0:27017: timed out, Timeout: 30s, Topology Description: <TopologyDescription topology_type: ReplicaSetNoPrimary>",
  ],
  [
    "dependency",
    "send failed for message 8867b30bef: ResponseError: Internal Server Error\n    at /app/node_modules/@sendgrid/client/src/classes/client.js:167:29",
  ],
  // a login FreeRADIUS refuses with its LDAP pool's connections all open is no SQL pool's
  ["authentication", "(ldap) ERROR: Login incorrect: [SUB6863980] (from client bng-6 port 50366)"],
  // an SDK error thrown from the caller's own code, or a 4xx, is no vendor failure
  ["unknown", "send failed: ResponseError: Internal Server Error\n    at Mailer.send (/app/src/mailer.js:44:11)"],
])("%s: %s", (category, message) => {
  expect(categoryOfText(message)).toBe(category);
});

test("HikariCP's housekeeper noting a pause or a clock leap is no timeout of the work; a hung thread is", () => {
  expect(categoryOfText("HikariPool-1 - Thread starvation or clock leap detected (housekeeper delta=1m2s).")).not.toBe(
    "timeout",
  );
  expect(categoryOfText("worker pool: thread starvation detected, 12 hung threads")).toBe("timeout");
});

test.each([
  "AGV-24 odometry drift 94mm corrected by reflector fix",
  "Payer rule BCBS-IL has no modifier mapping for CPT 36415 (acc 26-307-37893); posted without modifier",
  "no eligible bids for slot mpu-2 (floor 0.23), serving house creative",
  "creative 3124087 blocked by brand-safety (IAB IAB7-39 on sensitive article), next bid used",
  "auto-arm schedule for B61D failed: site not set at 22:00 (late to close), keyholder informed",
  "Critical call for S384174995 not documented within 15 min; escalated to charge technologist",
  "signal from unknown account FD1D (not in account database) held in unallocated queue",
  "duplicate frame seq=4240 from acct=023025 (retransmit 1), ACK re-sent, event dropped as duplicate",
  "Specimen S291094635 status=REJECTED reason=HEMOLYZED; recollect task created for ward 5E",
  "no UDP candidates succeeded for peer=689547 (host/srflx timed out), trying relay turns:443?transport=tcp",
  "Unable to evaluate feature flag 'ai-scribe-beta' for tenant t_17: flag not found; defaulting to false",
  "scribe-suggestions call failed, suggestions hidden for this note",
  "reading for pt_ade4acd2: systolic=193 diastolic=121 mmHg -> alert raised, paging care team",
  "Sentry transport: 429 Too Many Requests, event bc99df4372d9 dropped",
  "OpenTelemetry error: Failed to export batch code: 14, reason: 14 UNAVAILABLE: No connection established (otel-collector:4317); spans dropped",
  "traces export: context deadline exceeded (otel-collector.observability:4317), dropping 512 spans",
  "Failed to export spans. The request could not be executed. Full error message: Failed to connect to otel-collector:4317",
  "out-of-order event for unit VL-742815: seq 524 after 978, reordered (lag 119s)",
  "AddressNotFound: no UPRN for postcode NV4 9QX plot 88, queued for manual match",
  "ANPR camera lane 2: plate not read, operator entry required",
  "frame CRC mismatch from reader on BR-246, dropped (antenna 2)",
  "dropped 399 duplicate samples for SMX3733974 (store-and-forward replay, unique constraint readings_pkey)",
  "late data for S55791: interval already closed, re-aggregating",
  "no tariff for S61887 (retailer plan 46d3be retired), using the standard flat rate",
  "SMX5667049 reconnected after 9h13m, replaying 88 buffered samples (oldest 6789s old)",
  "short pick at REIMS-BOND: CHAB-1C-2021 0 on shelf, substitution RHONE-CDP-2018 applied for member C365174",
  "read replica lag 45s exceeds 5s, routing availability reads to primary",
  "deepl responded 456 Quota exceeded for en-US>ko-KR (request f7945d06), served by google-v3 instead",
  "duplicate scan event 6fadf19241 from DSP-KY-14 handheld 33 rejected",
  "consumer lag 67333 on telemetry, catching up (7k msg/s)",
])("says how it carries on: %s", (message) => {
  expect(saysHowItCopes(message)).toBe(true);
});

test.each([
  "Result CORRECTED acc=26-323-01054 by user MT.KOWALSKI: previous value invalidated",
  "invoice posted to ledger 4410",
  "escalated to tier 2 after 3 failed restarts",
  // (an event of the business lost is no telemetry)
  "produce to orders failed: broker down, event ab12 dropped",
  "order 55 rejected",
])("says nothing of carrying on: %s", (message) => {
  expect(saysHowItCopes(message)).toBe(false);
});

test("a call's first attempt failing has more to come; a later attempt alone says nothing of it", () => {
  expect(isRetryInProgress("geocode lookup failed: 503 Service Unavailable from maps vendor (attempt 1)")).toBe(true);
  expect(isRetryInProgress("geocode lookup failed: 503 Service Unavailable from maps vendor (attempt 4)")).toBe(false);
});

test("a sender that will retransmit is a retry under way; a call only backing off says nothing of getting through", () => {
  expect(
    isRetryInProgress("dropping malformed frame from A013: CRC mismatch (got 0xD49F), panel will retransmit"),
  ).toBe(true);
  expect(isRetryInProgress("backing off 32s, daily request quota 98.7% used")).toBe(false);
});

test.each([
  "anti-passback: pass SP-23561 denied entry, already inside since 9:46",
  "account pt182035 locked for 30 minutes after 5 failed attempts",
  "keypad BH-127/bldg-B locked for 60s after 5 failed attempts",
  "keypad BH-152/lift-3: invalid code entered (attempt 3/5)",
  "save rejected for article 253076: locked by mokoye (409 Conflict)",
  "Claim 335650015 denied by payer: CO-50 medical necessity (no ABN on file): Claims::DeniedError",
  "SMS notification failed for patient 3915587: Twilio error 21211 Invalid 'To' Phone Number",
  "specimen S291094635 rejected at chem-line-inlet: HIL index H=5 exceeds limit for K,LD,AST",
  "uplink dropped dev_eui=A84041000181C3D2: MIC mismatch (device unknown to join server, frame from neighbour network?)",
  "GET /admin/config.php 404 from 45.130.87.150",
  "supplier order line rejected: BACKORDERED sku=592208 eta=2026-12-09 (order for TKT-2478195)",
  'geocode lookup failed for drop point "Loading bay 3": ZERO_RESULTS',
])("refuses an outsider: %s", (message) => {
  expect(refusesOutsider(message)).toBe(true);
});

test.each([
  "keypad controller BH-127 locked up after firmware update, rebooting",
  "SMS notification failed for patient 3915587: Twilio error 20003 Authenticate",
  "specimen S291094635 rejected by analyzer queue: LIS interface down",
])("no outsider refused: %s", (message) => {
  expect(refusesOutsider(message)).toBe(false);
});

const severity = (rows: Row[]) => analyze(aggregatesOf(rows), 1).result.severity;

/** From minute 12 to the end, tax-calc logs at ERROR what `said` says, once every `everyS` seconds. */
function loggedAtError(said: (i: number) => string, everyS = 20): Row[] {
  const rows = healthy();
  for (let i = 720; i < 1200; i += everyS) rows.push([i * 1000 + 40, "tax-calc", "error", said(i)]);
  return rows;
}

test("events logged at ERROR beside work that goes on are low, beside another service's retries too", () => {
  const rows = loggedAtError((i) => `FIRE_SERVICE_PHASE1 unit=VL-${i}`);
  for (let i = 730; i < 1200; i += 30)
    rows.push([i * 1000 + 50, "cart-svc", "warn", `session to price-feed closed by peer, retrying (attempt ${i % 3})`]);
  expect(severity(rows)).toBe("low");
  // (beside another service failing in its own words, they are no background)
  for (let i = 730; i < 1200; i += 10)
    rows.push([i * 1000 + 60, "checkout-gw", "error", `checkout ${i} failed: NullPointerException in PriceMapper`]);
  expect(severity(rows)).not.toBe("low");
});

test("events of the business logged at ERROR beside the work are low; a failure told so at ERROR is not", () => {
  expect(severity(loggedAtError((i) => `ALARM acct=C4${i} E130 burglary zone ${i % 9} (kitchen PIR)`))).toBe("low");
  expect(severity(loggedAtError((i) => `DTC active device=TX-${i} SPN 110 FMI 16 (coolant temp high) occ=34`))).toBe(
    "low",
  );
  expect(severity(loggedAtError((i) => `alarm ingest for acct=C4${i} failed: unexpected end of frame`))).not.toBe(
    "low",
  );
  expect(severity(loggedAtError((i) => `[http] 500 POST /alarms/C4${i} 21ms`))).not.toBe("low");
  // (in a localized runtime's words too)
  expect(severity(loggedAtError((i) => `EventID=7031 Der Dienst "Lager" wurde unerwartet beendet (${i}).`))).not.toBe(
    "low",
  );
});

/** From minute 12: tax-calc answers 429 to one client's requests, from a new address each time, until the end. */
function refusedScraper(agent: string): Row[] {
  const rows = healthy();
  for (let i = 720; i < 1200; i += 3)
    rows.push([
      i * 1000 + 40,
      "tax-calc",
      "warn",
      `429 Too Many Requests GET /api/availability?near=${i % 9} ip=158.177.${i % 200}.${(i * 7) % 250} ua="${agent}"`,
    ]);
  return rows;
}

test("a script's HTTP library refused from many addresses is one client; a browser from many addresses is not", () => {
  expect(severity(refusedScraper("python-requests/2.31"))).toBe("low");
  expect(severity(refusedScraper("Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X)"))).not.toBe("low");
});

/**
 * From minute 12: the edge passes auth-svc's refusals of users' wrong passwords on as 401s, while depot-sync's sync
 * fails and irt-core's calls to it are refused.
 */
function refusalsBesideFailure(): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < 1200; i++) {
    rows.push([i * 1000, "edge", "info", `GET /v2/forms/${7000 + i} -> auth-svc 200 (${18 + (i % 37)}ms)`]);
    rows.push([i * 1000 + 5, "auth-svc", "info", `session s-${40000 + i} refreshed`]);
    rows.push([i * 1000 + 9, "depot-sync", "info", `site stock pulled site=${100 + (i % 20)} kits=${i % 60}`]);
    rows.push([i * 1000 + 13, "irt-core", "info", `kit request for subject 105-${i % 90} reserved`]);
  }
  for (let i = 600; i < 1200; i += 4) {
    rows.push([
      i * 1000 + 20,
      "auth-svc",
      "warn",
      `login failed for user crc${i}@site1: invalid_grant (Wrong email or password)`,
    ]);
    rows.push([i * 1000 + 22, "edge", "warn", `POST /v2/forms/PE -> auth-svc 401 (${100 + (i % 9)}ms)`]);
  }
  for (let i = 780; i < 1200; i += 6) {
    rows.push([i * 1000 + 30, "depot-sync", "error", "sync cycle failed"]);
    rows.push([
      i * 1000 + 32,
      "irt-core",
      "error",
      "Reserve call to depot-sync failed: System.Net.Http.HttpRequestException: Connection refused (depot-sync:8080)",
    ]);
  }
  return rows;
}

test("users' logins refused and only passed on by a proxy are background beside a failure its callers feel", () => {
  const agg = aggregatesOf(refusalsBesideFailure());
  expect(localize(agg, detectAnomalies(agg))?.origin.service).toBe("depot-sync");
});

/**
 * From minute 9: cart-svc warns that it retries flushing its metrics; from minute 12, tax-calc's workers die in its
 * own words, nobody naming it.
 */
function handledNoiseFirst(): Row[] {
  const rows = healthy();
  for (let i = 540; i < 1200; i += 15)
    rows.push([
      i * 1000 + 20,
      "cart-svc",
      "warn",
      "Failed to flush metrics to graphite-old.internal:2003, retrying in 30s: java.net.UnknownHostException: graphite-old.internal",
    ]);
  for (let i = 720; i < 1200; i += 5)
    rows.push([
      i * 1000 + 30,
      "tax-calc",
      "error",
      `Task tax.recompute[${i}] raised unexpected: WorkerLostError('Worker exited prematurely: signal 11 (SIGSEGV)')`,
    ]);
  return rows;
}

test("warnings a service says it gets past, that nobody feels, do not come first however early they began", () => {
  const agg = aggregatesOf(handledNoiseFirst());
  expect(localize(agg, detectAnomalies(agg))?.origin.service).toBe("tax-calc");
});
