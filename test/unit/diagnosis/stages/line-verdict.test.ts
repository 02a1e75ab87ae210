// Which records are failure evidence: the level first, background notices never, a served or reported
// failure even at INFO.
import { describe, expect, test } from "@jest/globals";
import {
  isBackgroundNotice,
  isBadRecord,
  isServedErrorLine,
  saysFailure,
  saysHowItCopes,
  saysProcessDied,
} from "../../../../shared/diagnosis/line-verdict.js";

describe("line verdict", () => {
  test.each([
    ["warn", 'oslo_config.cfg [-] Option "driver" from group "token" is deprecated for removal.'],
    ["warn", "keystonemiddleware.auth_token [-] This is incorrect but backwards compatible behaviour."],
    ["warn", "DeprecationWarning: Buffer() is deprecated due to security and usability issues."],
    ["warn", "CPendingDeprecationWarning: The broker_connection_retry configuration setting will no longer apply"],
    [
      "warn",
      "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    ],
    [
      "warn",
      "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
    ],
  ])("a %s that is a deprecation or compatibility notice is background", (level, message) => {
    expect(isBackgroundNotice(message)).toBe(true);
    expect(isBadRecord(level, message)).toBe(false);
  });

  test.each([
    ["info", '10.0.0.7 "POST /v2.1/servers HTTP/1.1" status: 500 len: 232 time: 0.41'],
    ["info", '172.17.0.1 - - [14/May/2026:07:41:02 +0000] "GET /api/rooms HTTP/1.1" 503 51 "-" "curl/8"'],
    ["info", "API ERROR:  openstack server create --flavor m1.tiny"],
    ["info", '"POST /api/samples HTTP/1.1" 422 256'],
    ["info", "Maximum number of ports exceeded (HTTP 403) (Request-ID: req-75ee1a36-7efd-4c6e-804a-66e781e3ffa0)"],
    [
      "info",
      "Authorization failed. These requirements were not met:\n      RolesAuthorizationRequirement:User.IsInRole",
    ],
    ["info", "AuthenticationScheme: Bearer was forbidden."],
    ["info", "authz decision=deny subject.role=scheduler action=ledger:read resource=pay/C52084"],
    ["info", 'Container card-auth terminated: OOMKilled (exit code 137) pod="fin-prod/card-auth-58f"'],
    ["info", "Task [c41f] stock-service: container exited: OutOfMemoryError: Container killed due to memory usage"],
    ["warn", "Device b05f1c73 not defined on plugin or binding failed"],
    ["warn", "call to ledger failed (attempt 1/3): connection reset, retrying in 200ms"],
    ["warn", "upload retried 3 times, never succeeded"],
    ["warn", "slow call to quote-svc: 3559ms (timeout 3000ms)"],
    ["warn", "slow call to quote-svc timed out after 3000ms (timeout 3000ms)"],
    ["error", "anything at error level"],
    [
      "error",
      "SSL_do_handshake() failed (SSL: error:0A000412:SSL routines::sslv3 alert bad certificate) while SSL handshaking, client: 10.0.0.7",
    ],
    [
      "info",
      '10.2.3.18:63561 fe_https~ be_articles/<NOSRV> 0/-1/-1/-1/0 503 217 - - SC-- 300/300/0/0/0 0/0 "GET /api/v2/articles/376886 HTTP/1.1"',
    ],
    ["info", "fatal error: runtime: out of memory"],
    [
      "info",
      'Exception in thread "main" java.lang.IllegalStateException: no rates\n\tat com.x.Rates.load(Rates.java:9)',
    ],
    ["info", "Traceback (most recent call last):\n  File \"/app/x.py\", line 3, in <module>\nKeyError: 'sku'"],
    ["info", "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory"],
  ])("%s: %s is failure evidence", (level, message) => {
    expect(isBadRecord(level, message)).toBe(true);
  });

  test.each([
    ["info", "retrying after error, attempt 2 of 5"],
    ["info", "processed 1200 jobs, 0 errors"],
    ["info", "Container card-auth started"],
    ["info", '10.0.0.7 "GET /health HTTP/1.1" 200 2 time: 0.001'],
    ["info", "error budget burn rate 0.2 for the month"],
    ["info", "AuthenticationScheme: Bearer was successfully authenticated."],
    ["info", "GET /api/orders/500 -> 200 in 20ms"],
    ["debug", "API ERROR: at debug level is still debug"],
    [
      "warn",
      "HTTP GET /patients/MRN2864488/summary retried once (fhir-facade connection reset during rollout), succeeded",
    ],
    ["warn", "publish to topic orders succeeded after 2 attempts"],
    [
      "error",
      "*654312 SSL_do_handshake() failed (SSL: error:0A00006C:SSL routines::bad key share) while SSL handshaking, client: 172.122.59.8, server: 0.0.0.0:443",
    ],
    [
      "error",
      "tlsClientError: Error: C0:error:0A000102:SSL routines::unsupported protocol (client 10.0.0.7, ua Kiosk/2.1)",
    ],
    [
      "error",
      "http: TLS handshake error from 203.0.113.9:51544: tls: client offered only unsupported versions: [301 302]",
    ],
    ["error", "Puma caught this error: Broken pipe (Errno::EPIPE)"],
    [
      "info",
      '10.3.10.194:30515 fe_https~ be_articles/articles-1 0/0/0/42/51 200 4374 - - ---- 317/118/9/5/0 0/0 "GET /img/w_800/ HTTP/1.1"',
    ],
    ["warn", "POST /v3/play 503 from playback-svc (pod terminating), retried on another pod -> 200"],
    ["warn", "slow call to quote-svc: 1559ms (timeout 3000ms)"],
    ["warn", "slow query took 0.8 s (threshold 1 s)"],
    ["info", "thread dump requested by operator\n\tat com.x.Rates.load(Rates.java:9)"],
    ["info", "java.lang.IllegalStateException: no rates (logged for diagnostics, no stack)"],
  ])("%s: %s is not", (level, message) => {
    expect(isBadRecord(level, message)).toBe(false);
  });

  test("a batch split after a 413 is coped with, not lost", () => {
    expect(saysHowItCopes("SIEM endpoint rejected batch: 413 payload too large, splitting")).toBe(true);
    expect(saysHowItCopes("SIEM endpoint rejected batch: 413 payload too large")).toBe(false);
    expect(saysHowItCopes("dock D-311 firmware 2.0.7 sends malformed slot bitmap, frame discarded")).toBe(true);
    expect(saysHowItCopes('dropped audit field "client_ip": value exceeds 64 bytes')).toBe(true);
    expect(saysHowItCopes("dropped connection to 10.0.0.4:5432")).toBe(false);
    expect(saysHowItCopes("manifest prefetch: segment 404 for ended live stream ls-aab140, dropping")).toBe(true);
    expect(saysHowItCopes("rate limit check unavailable, failing open")).toBe(true);
  });

  test("a missing object made on the spot, and a bounced address suppressed, are coped with", () => {
    expect(
      saysHowItCopes(
        "botocore.errorfactory.NoSuchKey: The specified key does not exist. key=thumbs/1adfb814_320.webp; generating thumbnail",
      ),
    ).toBe(true);
    expect(
      saysHowItCopes("bounce for a@b.invalid: 550 5.1.1 mailbox unavailable (permanent, suppressing address)"),
    ).toBe(true);
    expect(saysHowItCopes("NoSuchKey: The specified key does not exist. key=reports/2026-11.pdf")).toBe(false);
  });

  test("an access line of a 5xx it answered says what, not why; a client's line of its call to a URL says who", () => {
    expect(isServedErrorLine('10.20.91.21:50041 - "GET /api/lanes HTTP/1.1" 503 Service Unavailable (42ms)')).toBe(
      true,
    );
    expect(
      isServedErrorLine("feed poll 3868: GET https://feeds.wireco.example/v3/content -> 503 Service Unavailable"),
    ).toBe(false);
    expect(isServedErrorLine("vendor call failed: RateLimitError: Error code: 429")).toBe(false);
  });

  test("a runtime's abort says its process died", () => {
    expect(saysProcessDied("FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory")).toBe(
      true,
    );
    expect(saysProcessDied("fatal error: runtime: out of memory")).toBe(true);
    expect(saysProcessDied(" Exiting with error code 1")).toBe(true);
    expect(saysProcessDied("a fatal error: was reported by the client")).toBe(false);
  });

  test("a failure label is a label, not a word in prose", () => {
    expect(saysFailure("FAILED: test_boot_server")).toBe(true);
    expect(saysFailure("the job failed: it will be retried")).toBe(false);
    expect(saysFailure("API ERROR: openstack server create failed")).toBe(true);
    // a level word opening the line, and PostgreSQL's own severity, say how bad, not that a request failed
    expect(saysFailure("ERROR: cache warmed with 3 misses")).toBe(false);
    expect(saysFailure('[2731] ERROR:  duplicate key value violates unique constraint "k"')).toBe(false);
  });
});
