// Stages on what sits beside a failure without being one: warnings alone beside work that went on; what Python's
// warnings module prints; a value recomputed or kept as unknown, a kiosk reset after its user walked away, a read or a
// download scheduled again; an app too old told to upgrade, a printer out of paper; a reconnect attempt; an even
// stream of errors there from the window's first minute, which does not set the time others are judged by; warnings
// refusing clients' orders minutes before, which say nothing of why a silent service failed. And the words for an
// empty signing key, a missing file under /etc, a Django setting not defined, a record with too many fields and a
// request served in tens of seconds.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { categoryOfText } from "../../../../shared/diagnosis/categories.js";
import { isBadRecord, isRetryInProgress, saysHowItCopes } from "../../../../shared/diagnosis/line-verdict.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const raised = (rows: Row[]) => ["medium", "high", "critical"].includes(analyze(aggregatesOf(rows), 1).result.severity);

/** From minute 12 to the end tax-calc logs a failed call every 20 s at `level`, beside its ordinary work. */
function besideWork(level: string): Row[] {
  const rows = healthy();
  for (let i = 720; i < 1200; i += 20)
    rows.push([i * 1000 + 40, "tax-calc", level, `object store PUT failed: read timeout after 2000ms (batch ${i})`]);
  return rows;
}

test("warnings alone beside work that went on are low, to the window's end; the same at error level are raised", () => {
  expect(raised(besideWork("warn"))).toBe(false);
  expect(raised(besideWork("error"))).toBe(true);
});

test("what Python's warnings module prints is a notice, not a failure", () => {
  const insecure =
    "/usr/local/lib/python3.11/site-packages/urllib3/connectionpool.py:1100: InsecureRequestWarning: Unverified HTTPS request is being made to host 'sandbox.example.com'";
  expect(isBadRecord("warn", insecure)).toBe(false);
  expect(isBadRecord("warn", "certificate verify failed: unable to get local issuer certificate")).toBe(true);
});

test.each([
  ["cache read failed, recomputing (key=dl:331e21e0)", true],
  ["legacy chart PT7015789 has no date of birth, stored as UNKNOWN", true],
  ["session 42be2cab timed out after 120s on consent form, kiosk reset to welcome screen", true],
  ["session 42be2cab timed out after 120s on consent form", false],
  ["reader ANT1: tag E004FD95D5E4D4FE CRC mismatch, re-read scheduled", true],
  ["store FR0141 menu checksum mismatch (has v4800), scheduling full download", true],
])("%s says how it carries on: %s", (message, copes) => {
  expect(saysHowItCopes(message)).toBe(copes);
});

test.each([
  ["client app_version=5.3.0 below minimum 6.0.0, responding 426 Upgrade Required", false],
  ["print job failed store=TK0134 printer=kitchen-2: ESC/POS status 0x72 paper end", false],
  ["print job failed store=TK0134 printer=kitchen-2: connection refused", true],
])("%s at error level is a failure: %s", (message, bad) => {
  expect(isBadRecord("error", message)).toBe(bad);
});

test("a reconnect attempt is a call being retried", () => {
  expect(isRetryInProgress("lobby-2 reconnect attempt 1 failed: ECONNREFUSED")).toBe(true);
});

/**
 * From 40 s in to the end auth-svc logs an even stream of errors nobody feels; from minute 10 orders-api refuses what
 * the app sends, and the gateway names it.
 */
function noiseAllAlong(): Row[] {
  const rows = healthy();
  for (let i = 40; i < 1200; i += 4)
    rows.push([i * 1000 + 11, "auth-svc", "error", `webauthn attestation from unknown AAGUID ${i}, trusting none`]);
  for (let i = 600; i < 1200; i += 1) {
    rows.push([i * 1000 + 5, "orders-api", "warn", `invalid order request: cannot unmarshal string into qty (${i})`]);
    rows.push([i * 1000 + 9, "checkout-gw", "error", `POST /v2/orders 400 47ms upstream=orders-api`]);
  }
  return rows;
}

test("an even stream of errors from the window's first minute to its end does not take the origin from a later failure", () => {
  expect(analyze(aggregatesOf(noiseAllAlong()), 1).result.rootCause.service).toBe("orders-api");
});

/** risk-check crash-loops silently from minute 10; minutes before, it warned that it refused orders over its limit. */
function silentAfterRefusing(): Row[] {
  const rows = healthy();
  for (let i = 0; i < 600; i++) rows.push([i * 1000 + 3, "risk-check", "info", `pre-trade check passed order ${i}`]);
  for (const t of [120_000, 300_000, 480_000])
    rows.push([t, "risk-check", "warn", `order HY-${t} rejected: notional 601175 exceeds max single-order limit`]);
  for (let i = 600; i < 1200; i += 1)
    rows.push([i * 1000 + 8, "checkout-gw", "error", `risk-check responded 500 to POST /internal/orders (${i})`]);
  return rows;
}

test("warnings refusing clients' orders minutes before say nothing of why a service then failed its callers", () => {
  const { rootCause } = analyze(aggregatesOf(silentAfterRefusing()), 1).result;
  expect(rootCause.service).toBe("risk-check");
  expect(rootCause.category).not.toBe("validation");
});

test.each([
  ["configuration", "webhook not sent merchant=m_d360fa: sign payload: hmac key is empty"],
  [
    "configuration",
    "job tj-94e9 failed: cannot open preset '/etc/transcode/presets/aac_he_v2.ffpreset': No such file or directory",
  ],
  ["validation", "rejected usage file wavely.tsv.gz: record on line 2: wrong number of fields (got 19, header 18)"],
  // a request served in tens of seconds is slow past its callers' patience; one served in seconds says nothing
  ["timeout", "slow request GET /v1/aips/PH-2011-140/06c54c90 took 36.5s (tier=nearline, queue depth 186)"],
  ["unknown", "slow request GET /v1/aips/PH-2011-140/06c54c90 took 3.5s (tier=nearline, queue depth 186)"],
  [
    "configuration",
    "booking failed\nTraceback (most recent call last):\n  File \"/app/scheduler/calendar.py\", line 19, in client\n    cal_id = settings.INSPECTOR_CALENDAR_ID\nAttributeError: 'Settings' object has no attribute 'INSPECTOR_CALENDAR_ID'",
  ],
])("%s is what %s says", (category, message) => {
  expect(categoryOfText(message, message)).toBe(category);
});
