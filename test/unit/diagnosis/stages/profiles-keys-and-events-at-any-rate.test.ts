// Readings of stop 45: an MQTT broker refusing the login, a setting missing from an INI profile or a vehicle profile
// not loaded, a payment provider's invalid API key beside a card authorisation, a database's PANIC before its recovery
// mode, Spring Boot's notice of renamed settings, a callee named by its last part in "wallet balance fetch failed", a
// cluster domain misspelt, a client's call named before its path, a photo stored without its preview; and events of the
// business logged at ERROR, however much of the work they were, when every other service tells events too.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { categoryOfText } from "../../../../shared/diagnosis/categories.js";
import { isBackgroundNotice, isServedErrorLine, saysHowItCopes } from "../../../../shared/diagnosis/line-verdict.js";
import { ServiceMatcher } from "../../../../shared/diagnosis/mentions.js";
import { misspeltClusterDomainIn } from "../../../../shared/diagnosis/misspelt.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

test.each([
  ["authentication", "mqtt: connect tls://mqtt.tidewater.local:8883 failed: bad user name or password"],
  [
    "configuration",
    "[slice] job J-74268: failed to load profile 'prusa-xl-0.6-petg': key 'max_volumetric_speed' not found in [filament:PETG-XL]",
  ],
  ["configuration", "plan failed job=J-287297: no vehicle profile 'truck_26ft' loaded [96094e45a38d]"],
  ["configuration", "GraphHopper: The requested profile 'truck' does not exist"],
  [
    "validation",
    "decode failed dev_eui=a840413ecc51e32c fPort=2: ValueError: unsupported payload version 0x03 (expected 0x01 or 0x02), frame dropped",
  ],
  [
    "authentication",
    "Deposit authorisation failed for job J-263015 | com.stripe.exception.AuthenticationException: Invalid API Key provided: rk_live_****3fa1",
  ],
  // (a card authorisation refused alone is no credential of ours)
  ["authorization", "Deposit authorisation failed for job J-263015"],
])("%s: %s", (category, message) => {
  expect(categoryOfText(message)).toBe(category);
});

const categoryOf = (rows: Row[]) => analyze(aggregatesOf(rows), 1).result.rootCause.category;

/** From minute 12: orders-pg PANICs on a full disk a few times, then answers every client from recovery mode. */
function panicThenRecovery(panics: number): Row[] {
  const rows = healthy();
  for (let k = 0; k < panics; k++)
    rows.push([
      720_000 + k * 9000,
      "orders-pg",
      "fatal",
      'PANIC:  could not write to file "pg_wal/xlogtemp.208": No space left on device',
    ]);
  for (let i = 725; i < 1200; i += 4) {
    rows.push([i * 1000 + 20, "orders-pg", "error", "FATAL:  the database system is in recovery mode"]);
    rows.push([
      i * 1000 + 30,
      "cart-svc",
      "error",
      `cart c-${i} failed: orders-pg: the database system is in recovery mode`,
    ]);
  }
  return rows;
}

test("a database's PANIC on a full disk is why it went down, however many lines its recovery mode answered after", () => {
  expect(categoryOf(panicThenRecovery(15))).toBe("disk");
  // (recovery mode with no cause given is the database's own failure)
  expect(categoryOf(panicThenRecovery(0))).toBe("database");
});

test("Spring Boot's notice of settings read under their old names is background, not an explanation", () => {
  expect(
    isBackgroundNotice(
      "o.s.b.c.p.m.PropertiesMigrationListener - The use of configuration keys that have been renamed was found in the environment: Key: spring.redis.host Replacement: spring.data.redis.host",
    ),
  ).toBe(true);
  expect(isBackgroundNotice("spring.redis.host could not be resolved: connection refused")).toBe(false);
});

test("a callee is named by its last part where a fetch of it failed, not by the bare word", () => {
  const matcher = new ServiceMatcher(["player-portal", "player-wallet", "geo-check"]);
  expect(matcher.find("wallet balance fetch failed: 401 Unauthorized (player 7672130)", "player-portal")).toEqual([
    "player-wallet",
  ]);
  expect(matcher.find("wallet lookup timed out after 3000ms", "player-portal")).toEqual(["player-wallet"]);
  expect(matcher.find("wallet balance is low for player 7672130", "player-portal")).toEqual([]);
});

test("a host in a cluster domain one slip from cluster.local is a setting misspelt", () => {
  expect(misspeltClusterDomainIn(["getaddrinfo ENOTFOUND booking-api.donor-prod.svc.cluser.local"])).toBe(
    "cluser.local",
  );
  expect(misspeltClusterDomainIn(["getaddrinfo ENOTFOUND booking-api.donor-prod.svc.cluster.local"])).toBeUndefined();
  expect(misspeltClusterDomainIn(["getaddrinfo ENOTFOUND booking-api.donor-prod.svc.k8s.local"])).toBeUndefined();
});

test("a service that cannot resolve its callees in a misspelt cluster domain is misconfigured, not the network", () => {
  const rows = healthy();
  for (let i = 720; i < 1200; i += 2)
    rows.push([
      i * 1000 + 40,
      "checkout-gw",
      "error",
      `POST /v2/checkout/${i} 502 - request to http://cart-svc.shop-prod.svc.clutser.local:8080/carts failed, reason: getaddrinfo ENOTFOUND cart-svc.shop-prod.svc.clutser.local`,
    ]);
  expect(categoryOf(rows)).toBe("configuration");
});

test("a client's call named before its path is no access line of its own", () => {
  expect(
    isServedErrorLine(
      "payout PO-428184 failed: wise api POST /v3/profiles/413/transfers -> 502 Bad Gateway (upstream connect error or disconnect/reset before headers)",
    ),
  ).toBe(false);
  expect(isServedErrorLine("POST /v3/profiles/413/transfers -> 502 Bad Gateway")).toBe(true);
});

test("a photo stored without its preview is carried on past", () => {
  expect(
    saysHowItCopes(
      "thumbnail generation failed for uploaded stain photo, stored without preview | javax.imageio.IIOException: Unsupported Image Type (HEIC)",
    ),
  ).toBe(true);
  expect(saysHowItCopes("thumbnail generation failed for uploaded stain photo")).toBe(false);
});

const severity = (rows: Row[]) => analyze(aggregatesOf(rows), 1).result.severity;

/** From minute 12 to the end: tax-calc records what `said` says at ERROR every 2 s, cart-svc a machine's fault code. */
function eventsEverywhere(said = (i: number) => `ALARM acct=C4${i} E130 burglary zone ${i % 9} (kitchen PIR)`): Row[] {
  const rows = healthy();
  for (let i = 720; i < 1200; i += 2) rows.push([i * 1000 + 40, "tax-calc", "error", said(i)]);
  for (let i = 730; i < 1200; i += 15)
    rows.push([
      i * 1000 + 50,
      "cart-svc",
      "error",
      `DTC active device=TX-${i} SPN 110 FMI 16 (coolant temp high) occ=34`,
    ]);
  return rows;
}

test("events logged at ERROR are low however much of the work they were, when every other service tells events too", () => {
  const rows = eventsEverywhere();
  expect(severity(rows)).toBe("low");
  // (beside a service failing in its own words, they are no background)
  for (let i = 730; i < 1200; i += 10)
    rows.push([i * 1000 + 60, "checkout-gw", "error", `checkout ${i} failed: NullPointerException in PriceMapper`]);
  expect(severity(rows)).not.toBe("low");
});

test("a sensor's reading out of range clamped to its bound is carried on past", () => {
  expect(saysHowItCopes("flow sensor FS-2 site=S20 read -0.3 L/min out of range, clamped to 0")).toBe(true);
  expect(saysHowItCopes("flow sensor FS-2 site=S20 read -0.3 L/min out of range")).toBe(false);
});

test("warnings refusing clients' input, given long before a service failed, do not say why it failed", () => {
  const rows = healthy();
  for (let i = 30; i < 1200; i += 25)
    rows.push([
      i * 1000 + 45,
      "tax-calc",
      "warn",
      `photos.validate: rejected photo ${i % 9} of L${i}: too small (480x360 < 640x480)`,
    ]);
  for (let i = 720; i < 1200; i += 3)
    rows.push([
      i * 1000 + 40,
      "tax-calc",
      "error",
      `Task handler raised error: WorkerLostError('Worker exited prematurely: signal 9 (SIGKILL) Job: ${i}.')`,
    ]);
  expect(categoryOf(rows)).not.toBe("validation");
});

test("a setting defaulted just before its service failed on what it defaulted to is why", () => {
  const rows = healthy();
  rows.push([719_000, "tax-calc", "warn", "TAX_PLC_HOST is not set; defaulting to 127.0.0.1"]);
  for (let i = 720; i < 1200; i++) {
    rows.push([
      i * 1000 + 40,
      "tax-calc",
      "error",
      "PLC poll failed for 127.0.0.1:502: [Errno 111] Connection refused",
    ]);
    rows.push([
      i * 1000 + 60,
      "tax-calc",
      "error",
      `start_wash site=S0${i % 9} failed: [Errno 111] Connection refused`,
    ]);
  }
  expect(categoryOf(rows)).toBe("configuration");
});

test("work a service says it did not do is no event of the business, in words without a failure word too", () => {
  expect(
    severity(eventsEverywhere((i) => `CTM5102E Job NFX${i} not ordered: calendar NFX_BUSDAY2 is not defined`)),
  ).not.toBe("low");
  expect(
    severity(eventsEverywhere((i) => `frame vin=1HLS${i} has no decoded signals (fuel_level missing), not stored`)),
  ).not.toBe("low");
});

/** Two exceptions tax-calc caught and got past, its stack printed; then cart-svc records returned mail at ERROR. */
function handledThenEvents(): Row[] {
  const rows = healthy();
  for (const t of [640_000, 700_000])
    rows.push([
      t,
      "tax-calc",
      "error",
      `duplicate webhook ignored (idempotency key e8aa${t})\nTraceback (most recent call last):\n  File "/app/app/webhooks.py", line 47, in handle\n    session.commit()\nsqlalchemy.exc.IntegrityError: (psycopg2.errors.UniqueViolation) duplicate key value violates unique constraint "webhooks_pkey"`,
    ]);
  for (let i = 760; i < 1200; i += 20)
    rows.push([
      i * 1000 + 30,
      "cart-svc",
      "error",
      `certified mail 9457${i} RETURNED: VACANT tenant=T-${i}; lien timeline continues per statute`,
    ]);
  return rows;
}

test("a handful of exceptions a service caught and says it got past do not set the clock, at error level too", () => {
  const result = analyze(aggregatesOf(handledThenEvents()), 1).result;
  expect(result.rootCause.service).toBe("cart-svc");
  expect(result.severity).toBe("low");
});
