// Readings of stop 47: a scanner's probes for secrets and admin pages are a robot's requests, beside which one client
// over its limit is still one bad client; net/http's "http: panic serving …" is a panic the server recovered from,
// whatever its value and stack say; ASP.NET Core's Data Protection notices at start-up are background, not a cause; a
// callee with a short last name part ("rota" of chair-rota) is named by its caller's client class that timed out; and
// Python's ssl module saying the TLS stream was cut is the path failing.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { categoryOfText } from "../../../../shared/diagnosis/categories.js";
import { isBackgroundNotice, saysProcessDied } from "../../../../shared/diagnosis/line-verdict.js";
import { ServiceMatcher } from "../../../../shared/diagnosis/mentions.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

test.each([
  [
    "http: panic serving 10.2.0.148:43891: runtime error: slice bounds out of range [:64] with length 0\ngoroutine 5354 [running]:\nnet/http.(*conn).serve.func1()",
    false,
  ],
  [
    "http: panic serving 10.2.0.148:43891: recovered\npanic: runtime error: slice bounds out of range [:64] with length 0\ngoroutine 5354 [running]:",
    false,
  ],
  [
    "panic: runtime error: invalid memory address or nil pointer dereference\ngoroutine 1 [running]:\nmain.main()",
    true,
  ],
  ["panic: assignment to entry in nil map [recovered]\n\tpanic: assignment to entry in nil map", true],
])("the process died: %s", (message, died) => {
  expect(saysProcessDied(message)).toBe(died);
});

test.each([
  "Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager: No XML encryptor configured. Key may be persisted to storage in unencrypted form.",
  "Storing keys in a directory '/root/.aspnet/DataProtection-Keys' that may not be persisted outside of the container. Protected data will be unavailable when container is destroyed.",
  "Using an in-memory repository. Keys will not be persisted to storage.",
])("a start-up notice: %s", (message) => {
  expect(isBackgroundNotice(message)).toBe(true);
});

test("a storage failure is no start-up notice", () => {
  expect(isBackgroundNotice("failed to persist key ring to storage: volume full")).toBe(false);
});

const severity = (rows: Row[]) => analyze(aggregatesOf(rows), 1).result.severity;

const PROBES = ["/.env", "/.git/config", "/wp-login.php", "/actuator/env", "/phpmyadmin/index.php"];

/** From minute 12: a scanner's probes answered 404 at the gateway, and a client over its limit answered 429. */
function probedAndLimited(limited: (i: number) => string): Row[] {
  const rows = healthy();
  for (let i = 720; i < 1200; i++) {
    if (i % 3 === 0)
      rows.push([
        i * 1000 + 30,
        "checkout-gw",
        "warn",
        `"GET ${PROBES[i % PROBES.length]} HTTP/1.1" 404 153 "10.40.${i % 250}.${(i * 7) % 250}" "Mozilla/5.0 (X11; Linux x86_64)"`,
      ]);
    rows.push([
      i * 1000 + 40,
      "checkout-gw",
      "warn",
      `rate limit exceeded for ${limited(i)}: 429 returned, limit 60/min`,
    ]);
  }
  return rows;
}

test("a scanner's probes beside one client over its limit are robots and one bad client: nothing of ours failed", () => {
  expect(severity(probedAndLimited(() => "api key ak_7949294d8b"))).toBe("low");
});

test("a scanner's probes beside many clients over their limits are still users refused", () => {
  expect(severity(probedAndLimited((i) => `api key ak_${(1000 + (i % 40)).toString(16)}77`))).not.toBe("low");
});

test("a short last name part names its service only as a client class whose call timed out or failed", () => {
  const m = new ServiceMatcher(["chair-rota", "booking", "gateway"]);
  const said =
    "Net::ReadTimeout (Net::ReadTimeout with #<TCPSocket:(closed)>):\n\napp/services/rota_client.rb:22:in `free_chairs'";
  expect(m.find(said, "booking")).toEqual(["chair-rota"]);
  expect(m.find("RotaClient: 503 Service Unavailable", "booking")).toEqual(["chair-rota"]);
  expect(m.find("rota published for week 49", "booking")).toEqual([]);
  expect(m.find("rota_client configured with base url http://rota.internal:8000", "booking")).toEqual([]);
  const two = new ServiceMatcher(["chair-rota", "staff-rota", "booking"]);
  expect(two.find(said, "booking")).toEqual([]);
});

test.each([
  "pull failed partner=bookwell tenant=t_1344: SSLError(SSLEOFError(8, 'EOF occurred in violation of protocol'))",
  "book failed partner=bookwell: [SSL: UNEXPECTED_EOF_WHILE_READING] EOF occurred in violation of protocol (_ssl.c:1000)",
])("the TLS stream cut is the path failing: %s", (message) => {
  expect(categoryOfText(message)).toBe("network");
});

/** From minute 12: the gateway answers 429 at many public addresses, in key=value access lines. */
function limitedAccess(pathOf: (i: number) => string, ua: string): Row[] {
  const rows = healthy();
  for (let i = 720; i < 1200; i++)
    rows.push([
      i * 1000 + 30,
      "checkout-gw",
      "warn",
      `access method=GET path=${pathOf(i)} status=429 remote=193.${20 + (i % 200)}.${i % 250}.${(i * 7) % 250}:54954 ua="${ua}"`,
    ]);
  return rows;
}

const NUCLEI = "Mozilla/5.0 (compatible; Nuclei - Open-source project (github.com/projectdiscovery/nuclei))";
const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/119.0 Safari/537.36";

test("a vulnerability scanner's agent, or its probes in key=value access lines, at many addresses is a robot kept out", () => {
  expect(severity(limitedAccess((i) => `/v2/carts/${i}`, NUCLEI))).toBe("low");
  expect(severity(limitedAccess((i) => (i % 2 ? "/.env" : "/.git/config"), BROWSER))).toBe("low");
  expect(severity(limitedAccess((i) => `/v2/carts/${i}`, BROWSER))).not.toBe("low");
});
