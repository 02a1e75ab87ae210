// Stages on what players, devices, customers and security tools do in games, education, insurance, tax, hospital,
// IoT, streaming, mobility and back-office estates: a player's connection that drops and comes back, a car asleep, a
// claim sent to investigators, a return refused by a numbered rule, a SIEM's alert or a port scan's garbage are no
// failure of ours; a credential-stuffing run that lockouts absorb is background, an attack at hundreds a second is not;
// a failure logged first without its stack is read by the stack it carries later.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { categoryOfText } from "../../../../shared/diagnosis/categories.js";
import { itemOf, saysWentThrough } from "../../../../shared/diagnosis/item-recovery.js";
import { isBadRecord, saysHowItCopes } from "../../../../shared/diagnosis/line-verdict.js";
import { hasStack } from "../../../../shared/diagnosis/stack.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const result = (rows: Row[]) => analyze(aggregatesOf(rows), 1).result;
const raised = (rows: Row[]) => ["medium", "high", "critical"].includes(result(rows).severity);

test.each([
  ["[gs-us-east-e2188] client p_bbb7a25c97 (81.31.181.204) timed out: no packets for 10.0s", "p_bbb7a25c97"],
  ["ICE failed for peer p_1feffe3a39 (92.1.74.31): no valid candidate pair (symmetric NAT)", "p_1feffe3a39"],
])("a failure names the peer or player it concerns: %s", (message, item) => {
  expect(itemOf(message)).toBe(item);
});

test.each([
  ["[gs-us-east-e2188] client p_bbb7a25c97 reconnected after 3.1s, state resynced", true],
  ["peer p_1feffe3a39 connected via TURN relay tcp/443 (rtt 44ms)", true],
  ["unlock SC-385275 confirmed by lock", true],
  ["peer p_1feffe3a39 disconnected (ICE state failed)", false],
])("%s says its peer came back: %s", (message, through) => {
  expect(saysWentThrough(message)).toBe(through);
});

test.each([
  // reminders, startup notices, a process asked to stop
  [
    "warn",
    "x509: certificate CN=*.lexvault.internal expires in 21 days (2026-12-21T00:00:00Z), renewal scheduled",
    false,
  ],
  ["warn", "Overriding HTTP_PORTS '8080' and HTTPS_PORTS ''. Binding to values defined by URLS instead.", false],
  ["warn", "[gs-us-east-525d9] SIGTERM received, draining (players=0)", false],
  ["warn", "[gs-us-east-525d9] shutting down: server process exited with code 143", false],
  ["warn", "killed by SIGTERM after liveness probe failed 3 times", true],
  // what players, customers and people did
  ["warn", "[gs-us-east-fd7a4] kicked p_ae1444ea87 reason=ANTICHEAT_BAN", false],
  ["warn", "POST /v1/auth/session 403 29ms player=p_1aa2cebb83 error=account_banned", false],
  ["error", "Envelope ENV35988398 REJECTED by clerk: missing certificate of service", false],
  ["warn", "Licence denied for account acc_285bb0dd: subscription status past_due (grace period ended)", false],
  ["error", 'charge ride=r_944f11ab5b result=REFUSED refusalReason="3D Not Authenticated" psp=adyen', false],
  [
    "error",
    "delivery failed to m.b2495@corvel.example: 550 5.1.1 The email account that you tried to reach does not exist",
    false,
  ],
  [
    "error",
    "invoice INV-11757 from SUP01404 rejected: duplicate of document 5105615402 (same supplier, amount, date)",
    false,
  ],
  ["error", "SC-8C8923 outside operating area (529m), throttling to 6 km/h", false],
  // a port scan's garbage and a client hanging up, against a handshake the server itself failed
  ["error", "http: TLS handshake error from 10.40.1.238:43677: EOF", false],
  [
    "error",
    'grpc: Server.Serve failed to create ServerTransport: connection error: desc = "transport: http2Server.HandleStreams failed to receive the preface from client: EOF"',
    false,
  ],
  ["error", "connection from 10.31.250.10:35432 closed: read: connection reset by peer", false],
  ["error", "http: TLS handshake error from 10.40.1.238:43677: remote error: tls: bad certificate", true],
  ["warn", "TLS handshake failed: socket hang up (client 203.249.134.209) during listener reload", false],
  // a security tool doing its job
  [
    "error",
    'ALERT [critical] rule="New admin account created" user=svc-redteam01 host=payments-api-8e591 disposition=suppressed',
    false,
  ],
  ["error", "image oh-clinics/pam-broker:6.14.6: 1 CRITICAL, 12 HIGH (e.g. CVE-2021-44228 log4j-core)", false],
  // memory: a collector's overhead under half its time, a heap with room, a process out of memory at INFO
  ["warn", "[gc][8455] overhead, spent [1.0s] collecting in the last [4.7s]", false],
  ["warn", "[gc][8455] overhead, spent [4.1s] collecting in the last [4.7s]", true],
  ["warn", "heap used 1.20GB of 2.00GB (60%) during bulk render batch 160", false],
  ["warn", "heap used 1.90GB of 2.00GB (95%) during bulk render batch 160", true],
  ["info", "MODEL_LOG - torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.34 GiB.", true],
])("a %s record %s is failure evidence: %s", (level, message, bad) => {
  expect(isBadRecord(level, message)).toBe(bad);
});

test.each([
  "opus: packet loss 18% from peer p_1feffe3a39, PLC engaged",
  "transcode queue depth 120 (ETA 23m), uploads still accepted",
  "db pool exhausted (32/32 in use), waited 682ms for a connection",
  "TC string rejected for pub-1188: DecodingError: Invalid version: 0 (gdpr=1), treating as no consent",
  "client WBAZZZ0CA449079 disconnected: keepalive timeout (90s), session kept (clean_session=false)",
  "SC-34300A battery critical 8% - hidden from map",
  "Employee E39941 has no valid bank account for period 2026-11; excluded from payment",
  "PunchOutOrderMessage from Grainger: item 4 has unknown UNSPSC 44112881; line dropped, buyer notified",
  "claim CLM-2026-844829 referred to SIU: risk=0.85 reasons=[prior_loss_90d] band=HIGH",
  "dsp=adnexa-east invalid bid response discarded: seatbid[0].bid[0].adm missing (HTTP 200, 67ms)",
  "dsp-brightline no response within tmax=100ms, bid dropped",
])("%s says how it carries on", (message) => {
  expect(saysHowItCopes(message)).toBe(true);
});

test.each([
  ["timeout", "Rule evaluation exceeded 5000 ms for quote Q-c7447e99 (ruleset UW-CC-2026.11.2), aborted"],
  ["timeout", "tesseract exceeded 120s on DOC-1251117 page 57, killed (SIGKILL), returning to queue"],
  [
    "authentication",
    "GoCardlessPro::AuthenticationError (The access token you've used is not a valid live API access token)",
  ],
  [
    "authentication",
    "mqtt: connect failed: not Authorized (CONNACK 5) client_id=tracker-ingest-0 user=svc-tracker-ingest",
  ],
  [
    "configuration",
    "mmf cycle failed profile=ranked-duo: invalid MatchProfile: pools must not be empty (check matchmaking.yaml profiles[1].pools)",
  ],
  [
    "authorization",
    "System.UnauthorizedAccessException: Access to the path '\\\\fs02\\nursecall\\routes.xml' is denied.",
  ],
  [
    "database",
    "Npgsql.NpgsqlException (0x80004005): The connection pool has been exhausted, either raise 'Max Pool Size' (currently 100) or 'Timeout' (currently 15 seconds)\n   at Npgsql.PoolingDataSource.RentAsync(NpgsqlConnection conn, NpgsqlTimeout timeout)",
  ],
  [
    "validation",
    "ACH batch RB-75126 failed validation: entry 466 field 'Individual Name' contains invalid character 'É'",
  ],
  ["validation", "[NL*VLT*E1200] CALLERROR FormationViolation for MeterValues: $.meterValue[0].sampledValue[0].value"],
  ["dependency", "connect to mqtt-eu-1.kuro.internal:8883 refused, CONNACK server_unavailable (3); retrying in 5s"],
])("%s in its own words: %s", (category, message) => {
  expect(categoryOfText(message)).toBe(category);
});

test.each([
  "container memory exceeded 512 MiB",
  "System.Security.Authentication.AuthenticationException: The remote certificate is invalid according to the validation procedure",
])("no timeout nor refused credential: %s", (message) => {
  expect(["timeout", "authentication"]).not.toContain(categoryOfText(message));
});

test.each([
  "TypeError: Cannot read properties of undefined (reading 'ssn')\n    at buildFilingPayload (/app/dist/returns/payload.js:118:42)",
  "FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n----- Native stack trace -----\n\n 1: 0xb8d0a3 node::OOMErrorHandler(char const*, v8::OOMDetails const&) [node]",
  "fatal signal 11\n#0  0x00007f3a2c1b in raise () from /lib/x86_64-linux-gnu/libc.so.6",
])("native frames are a stack: %s", (message) => {
  expect(hasStack(message)).toBe(true);
});

/** Wrong passwords from a stuffing list and the lockouts they earn, this many a second, beside ordinary logins. */
function stuffing(perSecond: number): Row[] {
  const rows = healthy();
  for (let i = 0; i < 1200; i++)
    rows.push([i * 1000 + 3, "login-svc", "info", `login ok for a_${5000 + i} method=password`]);
  for (let i = 600; i < 1200; i++)
    for (let k = 0; k < perSecond; k++) {
      const who = 3_000_000 + i * 20 + k;
      rows.push([
        i * 1000 + 100 + k * 40,
        "login-svc",
        "warn",
        `login failed for a_${who} from 73.178.15.${k}: invalid password (attempt 3/5)`,
      ]);
      if (k === 0)
        rows.push([i * 1000 + 900, "login-svc", "warn", `account a_${who} locked for 15m after 5 failed attempts`]);
    }
  return rows;
}

test("a stuffing run of a few logins a second that lockouts absorb raises nothing; hundreds a minute more is an attack", () => {
  expect(raised(stuffing(3))).toBe(false);
  expect(raised(stuffing(15))).toBe(true);
});

/** Tax returns refused by numbered business rules from the window's start, most of what the validator logs. */
test("returns refused all along by numbered business rules, beside accepted ones, raise nothing", () => {
  const rows = healthy();
  const rules = [
    "F1040-164-01 EIC claimed with invalid qualifying child",
    "IND-031-04 Primary SSN has already been used on another return",
    "R0000-504-02 Dependent SSN mismatch with SSA records",
  ];
  for (let i = 0; i < 1200; i++) {
    rows.push([i * 1000 + 5, "mef-validator", "info", `Submission ${9000000 + i} accepted ack=A`]);
    for (let k = 0; k < 3; k++)
      rows.push([
        i * 1000 + 9 + k,
        "mef-validator",
        "error",
        `Submission ${8000000 + i * 3 + k} REJECTED: ${rules[k]}`,
      ]);
  }
  expect(raised(rows)).toBe(false);
});

test("a failure first logged without its stack is read by the stack it carries on later lines", () => {
  const rows = healthy();
  for (let i = 0; i < 1200; i += 4)
    rows.push([i * 1000 + 2, "notice-mailer", "info", `notice queued case=22-CV-${30000 + i}`]);
  for (let i = 720; i < 1200; i += 3) {
    const stack =
      i === 720
        ? ""
        : "\nError: Invalid login: 535 5.7.8 Authentication credentials invalid\n    at SMTPConnection._formatError (/app/node_modules/nodemailer/lib/smtp-connection/index.js:790:19)";
    rows.push([i * 1000 + 6, "notice-mailer", "error", `service notice for case 22-CV-${40000 + i} failed${stack}`]);
  }
  const r = result(rows);
  expect(r.rootCause.service).toBe("notice-mailer");
  expect(r.rootCause.category).toBe("authentication");
});

/** A client build's bad beacons refused from the window's first seconds, a sliver of the traffic or all of it. */
function refusedBeacons(everyNth: number): Row[] {
  const rows = healthy(8);
  for (let i = 0; i < 480; i++) {
    rows.push([i * 1000 + 4, "player-telemetry", "info", `beacon accepted type=heartbeat session=${70000 + i}`]);
    if (i >= 25 && i % everyNth === 0)
      rows.push([
        i * 1000 + 8,
        "player-telemetry",
        "error",
        `beacon rejected: ValidationError: "bitrate" must be a number (app=roku-9.2.1, session=${60000 + i})`,
      ]);
  }
  return rows;
}

test("input refused from the window's first seconds as a sliver of the traffic is chronic; refusing most of it is news", () => {
  expect(raised(refusedBeacons(9))).toBe(false);
  expect(raised(refusedBeacons(1))).toBe(true);
});

test("users' failed identity checks beside another service's failure are background: the failing service is the origin", () => {
  const rows = healthy();
  for (let i = 0; i < 1200; i++) {
    rows.push([i * 1000 + 4, "id-proofing", "info", `identity check passed session=s-${50000 + i}`]);
    rows.push([i * 1000 + 6, "refund-issuer", "info", `refund ${80000 + i} queued for ACH`]);
  }
  for (let i = 300; i < 1200; i += 20)
    rows.push([
      i * 1000 + 8,
      "id-proofing",
      "warn",
      `identity check failed session=s-${10000 + i}: document selfie match below threshold (0.41)`,
    ]);
  for (let i = 720; i < 1200; i += 4)
    rows.push([
      i * 1000 + 9,
      "refund-issuer",
      "error",
      `ACH batch RB-${75000 + i} failed: entry 466 contains invalid character; batch not transmitted`,
    ]);
  expect(result(rows).rootCause.service).toBe("refund-issuer");
});

test("a host's SSH logins refused forty a minute are a break-in attempt, whatever a public login page lives with", () => {
  const rows = healthy();
  for (let i = 600; i < 1200; i += 1.5)
    rows.push([
      Math.round(i * 1000),
      "sshd",
      "warn",
      `pam_unix(sshd:auth): authentication failure; logname= uid=0 euid=0 tty=ssh ruser= rhost=218.188.2.${Math.round(i) % 250}`,
    ]);
  expect(raised(rows)).toBe(true);
});
