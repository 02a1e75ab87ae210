// Readings of stop 43: brokers that do not log here, failing in their clients' words (Kafka electing a partition's
// leader, NATS with no server, RabbitMQ and MQTT brokers unreachable), work past the budget it states, gunicorn's guess
// at why it killed a worker, a default a framework says is in effect, a placeholder served for an image that is gone,
// a bucket that does not exist, a setting read from the environment that does not parse, a thing asked for that the
// settings do not hold, an API client's 5xx; a face or liveness check scored under its threshold; failures each
// answered to the client as its request refused; a scanner's probes and payloads; an expiry weeks away; a person told,
// an item held, a flag's default, an ACK to poll again for; a registry's EPP refusals of a customer's command; a DNS
// server refusing a TSIG key; a bot a CAPTCHA scored low; a read resuming at the next poll; round 4's: a person told, a
// user left to act, a job queued, a run moved, a cached answer, records queued offline, a card declined by code, a
// client gone mid-handshake, a printer out of paper, a bank connection its holder revoked.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { categoryOfText } from "../../../../shared/diagnosis/categories.js";
import {
  isBackgroundNotice,
  isBadRecord,
  isRetryInProgress,
  saysHowItCopes,
} from "../../../../shared/diagnosis/line-verdict.js";
import { refusesOutsider } from "../../../../shared/diagnosis/refusals.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

test.each([
  [
    "dependency",
    "Failed to send messages: KafkaJSProtocolError: There is no leader for this topic-partition as we are in the middle of a leadership election (telemetry.raw-10)",
  ],
  [
    "dependency",
    "[Producer clientId=orders-1] Got error produce response with correlation id 98169 on topic-partition orders-2, retrying (2 attempts left). Error: NOT_LEADER_OR_FOLLOWER",
  ],
  ["dependency", "publish purge b1df01e9cd01 to purge.fanout failed: nats: no servers available for connection"],
  [
    "dependency",
    "Connection to broker failed | RabbitMQ.Client.Exceptions.BrokerUnreachableException: None of the specified endpoints were reachable",
  ],
  [
    "dependency",
    "mqtt: connect to tcp://mosquitto.field-net.svc:1883 failed: dial tcp 10.12.0.31:1883: connect: connection refused",
  ],
  [
    "dependency",
    "lookup failed | System.ServiceModel.ServerTooBusyException: The HTTP service located at https://lic.example.gov/LicenceService.asmx is unavailable.",
  ],
  ["dependency", "sms batch parked: circuit textwave OPEN (retry queue 500)"],
  // a connection refused to a host that is no broker is still the network's
  ["network", "connect to tcp://10.12.0.31:8443 failed: dial tcp 10.12.0.31:8443: connect: connection refused"],
  ["timeout", "slow scoring CLM-59843532: 7993ms exceeds budget 2000ms (feature fetch 8767ms)"],
  ["memory", "Worker (pid:332) was sent SIGKILL! Perhaps out of memory?"],
  [
    "configuration",
    "botocore.errorfactory.NoSuchBucket: An error occurred (NoSuchBucket) when calling the PutObject operation: The specified bucket does not exist",
  ],
  // a module of code named storage is no disk
  [
    "unknown",
    'Exception in ASGI application\n  File "/app/media/storage.py", line 219, in put\n    await storage.put(key, body)',
  ],
  [
    "configuration",
    'ValueError: invalid literal for int() with base 10: \'45s\'\n  File "/app/rideops/api.py", line 66, in ride_state\n    timeout = int(os.environ.get("DISPATCH_TIMEOUT", "45"))',
  ],
  // the same parse failure on a request's own field is no setting's
  [
    "unknown",
    'ValueError: invalid literal for int() with base 10: \'4x\'\n  File "/app/api.py", line 9, in order\n    qty = int(request.args["qty"])',
  ],
  ["configuration", "POSITION refused for punta-2: no such station configured"],
  [
    "authentication",
    "zone driftpine.net NOTIFY -> ns1.example.net (198.51.100.10): TSIG error BADKEY (key xfr-2026q3.)",
  ],
  ["dependency", "org.springframework.amqp.AmqpConnectException: java.net.ConnectException: Connection refused"],
  ["dependency", "aggregator error rate 82% over 60s, slowing sync to 1 worker"],
  [
    "configuration",
    "java.lang.IllegalStateException: No PAYE tax table for tax year 2026-27 under payroll.tax-tables.location=classpath:/tables/2025-26/",
  ],
  ["configuration", "cannot resolve site geodetic for 'punta-2': key stations.punta-2.lat missing"],
  ["configuration", "ICSR 8BF30D96 not sent: partnership 'NORTHBANK-FDA' is not defined (sender=NORTHBANK)"],
  [
    "configuration",
    "interchange ISA 827004916 refused: no partner profile for sender qualifier ZZ id GRNVLY in /etc/x12/partners",
  ],
  // a name the code does not define is the code's
  ["unknown", "NameError: name 'foo' is not defined"],
  // a code whose last part is a number is no setting's name
  ["unknown", "edit check EC_CM_007 dose unit missing fired subject=145-021 visit=W8"],
  [
    "dependency",
    "Payment for ORD-4647937 failed: com.stripe.exception.ApiException: An unknown error occurred; code: api_error; request-id: req_552e1cafb62c00 (status 500)",
  ],
])("%s is what %s says", (category, message) => {
  expect(categoryOfText(message, message)).toBe(category);
});

/** From minute 12 tax-calc's gunicorn kills workers stuck past their timeout; the gateway answers 502. */
function workerTimeouts(): Row[] {
  const rows = healthy();
  for (let i = 720; i < 1200; i += 4) {
    rows.push([i * 1000, "tax-calc", "error", `WORKER TIMEOUT (pid:${400 + (i % 90)})`]);
    rows.push([
      i * 1000 + 900,
      "tax-calc",
      "error",
      `Worker (pid:${400 + (i % 90)}) was sent SIGKILL! Perhaps out of memory?`,
    ]);
    rows.push([i * 1000 + 950, "checkout-gw", "error", `POST /v2/checkout/${i} answered 502 in 30001ms`]);
  }
  return rows;
}

test("workers gunicorn killed on their timeout failed of time, whatever it guesses about memory", () => {
  expect(analyze(aggregatesOf(workerTimeouts()), 1).result.rootCause).toMatchObject({
    service: "tax-calc",
    category: "timeout",
  });
});

test("a default a framework says is in effect is a notice, not a failure", () => {
  expect(
    isBackgroundNotice(
      "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering.",
    ),
  ).toBe(true);
  expect(isBackgroundNotice("database queries failed during view rendering")).toBe(false);
});

test("a placeholder served for an image that is gone is how the service carries on", () => {
  expect(
    saysHowItCopes("image fetch 404 for venues/V-58528/gallery/13.jpg (removed by venue), serving placeholder"),
  ).toBe(true);
  expect(saysHowItCopes("image fetch 404 for venues/V-58528/gallery/13.jpg (removed by venue)")).toBe(false);
});

test("a face match or liveness check scored under its threshold is the person's, not ours", () => {
  expect(refusesOutsider("selfie verification failed for 3353366: liveness score 0.33 < 0.70 (screen_replay)")).toBe(
    true,
  );
  expect(refusesOutsider("face match failed for ad7b6f2f-b608: similarity 0.31 < 0.62 against profile photo 1")).toBe(
    true,
  );
  expect(refusesOutsider("selfie verification failed for 3353366: model server unavailable")).toBe(false);
});

test.each([
  ["face match failed for ad7b6f2f-b608: similarity 0.31 < 0.62, manual review queued", true],
  ["driver=D28402 VIOLATION predicted at current ETA, dispatcher notified", true],
  ["bank file validation: payee site 140 rejected code=AC01 (incorrect account number), held", true],
  ["transfer-in oakatlas51.org refused by registry: authInfo mismatch, customer notified", true],
  ["epp check for 3 names: context deadline exceeded after 5s, returning cached/unknown availability", true],
  ["payrun pr_1272d6: employee E-57678 has no bank account on file; payment held, employer notified", true],
  ["connection bc_b5c639d3 (Kiwibank): LOGIN_REQUIRED - credentials changed at institution; user action needed", true],
  ["statement import imp_e42c9fab rejected: row 56 unparseable, user shown error", true],
  ["export throttled for practice P-312 (limit 10 concurrent), job exp_75d647 queued", true],
  ["recurring schedule rs_6238f4: local time 02:15 does not exist on 2027-03-28 (DST); run moved to 03:00", true],
  ["availability for COZ-RUINS served from cache (age 3m), tourhub unavailable", true],
  ["shore push failed: dial tcp 10.200.0.4:443: i/o timeout (link down, 1869 records queued)", true],
  ["shore authorisation unavailable, sale stored offline (floor limit 150.00 USD)", true],
  ["shore push failed: dial tcp 10.200.0.4:443: i/o timeout", false],
  ["Order QO-999952 maplelabs63.com: challenge failed, state=NEEDS_CUSTOMER_ACTION (http-01 not reachable)", true],
  ['[LaunchDarkly] Unknown feature flag "cmd-v2-routing"; returning default value', true],
  ["flag 'diary-v2-layout' not found in environment production, evaluating to false", true],
  ["bank file validation: payee site 140 rejected code=AC01 (incorrect account number)", false],
])("%s says how it carries on: %s", (message, copes) => {
  expect(saysHowItCopes(message)).toBe(copes);
});

test("a read that resumes at the next poll is still being retried", () => {
  expect(isRetryInProgress("log poll oak2026h2 get-entries timed out, resuming next poll: Net::ReadTimeout")).toBe(
    true,
  );
});

test("an acknowledgement it will poll again for is still being retried", () => {
  expect(
    isRetryInProgress("MDN/ACK not received for ICSR C5BB9C after 20 min (gateway EV-PROD); will poll again"),
  ).toBe(true);
});

test.each([
  ["client=203.0.113.94 POST /../../etc/passwd -> - 403 (4ms)", true],
  ["client=203.0.113.230 GET /api/v1/users?id=1' OR '1'='1 -> - 404 (19ms)", true],
  ['ActionController::RoutingError (No route matches [GET] "/.env")', true],
  ['ActionController::RoutingError (No route matches [GET] "/cgi-bin/luci")', true],
  ['ActionController::RoutingError (No route matches [GET] "/api/v2/orders")', false],
  ["domain:transfer op=request oakatlas51.org result=2202 Invalid authorization information (registry=pir)", true],
  ["EPP domain:create oakatlas51.org result=2400 Command failed (registry=pir)", false],
  ["rejected lead submission from 122.49.x.x: recaptcha score 0.2 < 0.5 (action=contact_agent)", true],
  ["signup rejected: captcha score 0.0 from 84.220.86.203 (403)", true],
  ["sync acc_7eabf07f: Basiq 403 access revoked by account holder at Westpac; connection disabled", true],
])("%s is a scanner's probe refused: %s", (message, refused) => {
  expect(refusesOutsider(message)).toBe(refused);
});

test.each([
  ["kiosk 12: printer status PAPER_END, boarding pass job queued (6 waiting)", false],
  [
    "tlsClientError: Client network socket disconnected before secure TLS connection was established (remote 10.1.9.1)",
    false,
  ],
  ["Sale declined outlet=Sky Lounge folio=FO-37991 response=54 Expired card", false],
  ["Sale failed outlet=Sky Lounge folio=FO-37991: acquirer connection refused", true],
])("%s at error level is a failure: %s", (message, bad) => {
  expect(isBadRecord("error", message)).toBe(bad);
});

test("a reminder that a certificate expires in weeks is no failure, at error level too; one that expired is", () => {
  const reminder =
    "TLS client certificate CN=webhooks.example.com for PSP mTLS expires in 25 days (2026-12-25); renew before expiry";
  expect(isBadRecord("error", reminder)).toBe(false);
  expect(isBadRecord("error", "TLS client certificate CN=webhooks.example.com expired; handshake failed")).toBe(true);
});

/**
 * From minute 12 to the end tax-calc refuses a transfer every 40 s by a rule of the business, at error level, and the
 * gateway answers each with `status`, beside work that goes on.
 */
function refusedByRule(status: number, said = "transfer blocked: would overdraw client ledger"): Row[] {
  const rows = healthy();
  for (let i = 720; i < 1200; i += 40) {
    rows.push([i * 1000 + 40, "tax-calc", "error", `${said} L-${i} (rule TR-3)`]);
    rows.push([i * 1000 + 45, "checkout-gw", "info", `POST /v2/transfers ${status} - 67 ms`]);
  }
  return rows;
}

test("failures each answered to the client as its request refused are the business's rules at work; answered 500, a failure", () => {
  const severity = (rows: Row[]) => analyze(aggregatesOf(rows), 1).result.severity;
  expect(severity(refusedByRule(422))).toBe("low");
  expect(severity(refusedByRule(500))).not.toBe("low");
  // an origin saying the input was invalid may be refusing what it should take
  expect(severity(refusedByRule(422, "transfer failed validation: invalid schema for ledger"))).not.toBe("low");
});
