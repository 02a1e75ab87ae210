// Stages on work items that fail and then go through, and on what operators, users and outsiders do in telecom,
// airline, utility, public-sector and mainframe estates: a job run again that succeeds, a pod that warms up and turns
// ready, a record resynced, a refused Windows logon, a user's GPU fault and a dialog its user never answered are no
// failure of ours; an item the service hands to a person is coping; a caller's earlier ordinary refusals do not make
// it fail before the callee it names; enterprise runtimes say their causes in their own words.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { categoryOfText } from "../../../../shared/diagnosis/categories.js";
import { itemOf, saysWentThrough } from "../../../../shared/diagnosis/item-recovery.js";
import { isBadRecord, isRetryInProgress, saysHowItCopes } from "../../../../shared/diagnosis/line-verdict.js";
import { ServiceMatcher } from "../../../../shared/diagnosis/mentions.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const result = (rows: Row[]) => analyze(aggregatesOf(rows), 1).result;
const raised = (rows: Row[]) => ["medium", "high", "critical"].includes(result(rows).severity);

test.each([
  ["Job 'FIN - Matter WIP recalc' step 2 failed: deadlock victim", "FIN - Matter WIP recalc"],
  ["item 2423 failed: upstream returned 503; requeued (attempt 1/5)", "item 2423"],
  ["Readiness probe failed for bidder-7d9f8-04a28: HTTP probe failed with statuscode: 503", "bidder-7d9f8-04a28"],
  ["audit mismatch imsi=204770689024816 field=ims-profile hlr!=hss", "204770689024816"],
  ["job=882056 failed: exit code 1", "882056"],
])("a failure names its item: %s", (message, item) => {
  expect(itemOf(message)).toBe(item);
});

test.each([
  '{"event":"job:exception","source":"oban","worker":"ImportReadings"}',
  "handler failed for payments.settled.v2-4 (attempt 1/5, backoff 5s): NumberFormatException",
  "connection refused",
])("a line naming no item of work gives none: %s", (message) => {
  expect(itemOf(message)).toBeUndefined();
});

test.each([
  ["Job 'FIN - Matter WIP recalc' step 2 (retry 1) succeeded, 12 408 rows.", true],
  ["bidder-7d9f8-04a28 ready, model cache 2.1 GB loaded", true],
  ["resync imsi=204770689024816 ok", true],
  ["job 882056 completed with errors", false],
  ["pod bidder-7d9f8-04a28 not ready", false],
])("%s says its work went through: %s", (message, through) => {
  expect(saysWentThrough(message)).toBe(through);
});

/** A finance job chosen as a deadlock victim every few minutes beside steady traffic; its retry goes through or not. */
function deadlockVictims(retrySucceeds: boolean): Row[] {
  const rows = healthy();
  for (let i = 0; i < 1200; i += 60)
    rows.push([i * 1000 + 9, "sqlagent-fin", "info", "Job 'FIN - GL import' (0x6B1C90A2) succeeded. Step 1: rows=214"]);
  for (let i = 600; i < 1200; i += 70) {
    rows.push([
      i * 1000,
      "sqlagent-fin",
      "error",
      "Job 'FIN - Matter WIP recalc' step 2 failed: Transaction (Process ID 84) was deadlocked on lock resources with another process and has been chosen as the deadlock victim. Rerun the transaction.",
    ]);
    if (retrySucceeds)
      rows.push([
        i * 1000 + 60_000,
        "sqlagent-fin",
        "info",
        "Job 'FIN - Matter WIP recalc' step 2 (retry 1) succeeded",
      ]);
  }
  return rows;
}

test("a job chosen as a deadlock victim whose every retry goes through raises nothing; one whose retries never do does", () => {
  expect(raised(deadlockVictims(true))).toBe(false);
  expect(raised(deadlockVictims(false))).toBe(true);
});

/** A scale-out: new replicas fail readiness while they warm up, one after another; then each turns ready, or none does. */
function warmingReplicas(turnReady: boolean): Row[] {
  const rows = healthy();
  for (let i = 0; i < 1200; i += 2) rows.push([i * 1000 + 3, "bidder", "info", `bid auction=${9000 + i} won=false`]);
  for (let k = 0; k < 12; k++) {
    const pod = `bidder-7d9f8-${(0x04a28 + k * 4099).toString(16)}`;
    const start = 540_000 + k * 40_000;
    // (a replica never ready fails its probe to the window's end)
    const probes = turnReady ? 8 : (1_200_000 - start) / 5000;
    for (let s = 0; s < probes; s++)
      rows.push([
        start + s * 5000,
        "bidder",
        "error",
        `Readiness probe failed for ${pod}: HTTP probe failed with statuscode: 503 (model cache warming ${s * 12}%)`,
      ]);
    if (turnReady) rows.push([start + 42_000, "bidder", "info", `${pod} ready, model cache 2.1 GB loaded`]);
  }
  return rows;
}

test("replicas failing readiness while they warm up and then turning ready raise nothing; replicas never ready do", () => {
  expect(raised(warmingReplicas(true))).toBe(false);
  expect(raised(warmingReplicas(false))).toBe(true);
});

test.each([
  "EventID 4771: Kerberos pre-authentication failed. Account Name: kmensah Service Name: krbtgt/HARROWLOWE.LOCAL Failure Code: 0x18",
  "EventID 4625: An account failed to log on. Account Name: jdoe Failure Reason: Unknown user name or bad password.",
  "EventID 1035 MSExchangeFrontEndTransport: Inbound authentication failed with error LogonDenied for Receive connector Client Frontend MBX01. The source IP address of the client who tried to authenticate to Microsoft Exchange is [64.203.64.78].",
])(
  "a domain controller or mail server refusing a user's logon beside its ordinary traffic raises nothing: %s",
  (refusal) => {
    const rows = healthy();
    for (let i = 0; i < 1200; i += 2)
      rows.push([i * 1000 + 5, "dc02", "info", `EventID 4624: logon ok user=u${i % 40}`]);
    for (let i = 600; i < 1200; i += 15) rows.push([i * 1000 + 9, "dc02", "warn", refusal]);
    expect(raised(rows)).toBe(false);
  },
);

test.each([
  "g031: NVRM: Xid (PCI:0000:3b:00): 13, pid=55673, name=python, Graphics SM Warp Exception on (GPC 0, TPC 1)",
  "g094: NVRM: Xid (PCI:0000:3b:00): 43, pid=63126, name=python, Ch 00000008",
  "slurmstepd: error: Detected 1 oom_kill event in StepId=4863648_0.batch. Some of your processes may have been killed by the cgroup out-of-memory handler.",
  "dialog 830fb169 timed out after 180s waiting for user input (menu=roaming)",
  "dialog 14ad4a18 TCAP U-ABORT from MSC cause=user-released",
  "Servlet.service() for servlet [dispatcherServlet] threw exception\norg.apache.catalina.connector.ClientAbortException: java.io.IOException: Broken pipe",
  "18321 of 20519 records rejected DUPLICATE_CDR (key msc02/callref already processed), moved to duplicates",
  "session partner=REINS1 closed: read tcp 10.20.8.4:51186->203.0.113.45:22: read: connection reset by peer (after transfer complete)",
  "request aborted by client\nError: aborted\n    at abortIncoming (/app/dist/server.js:12:7)",
  "write response: write tcp 10.4.3.8:8080->10.4.1.130:31273: write: broken pipe",
  "POST /capture 409 Conflict: eventID urn:uuid:a04c0ece-179a already captured",
  "appointment A2464520 expired (no-show) slot 05:00-06:00 haulier 467",
  "Access denied: badge 0x0B316C door L0-MAIN-E reason=Expired",
  "Validation rejected: barcode 042D798D already used at YRK",
  "91 of 500 items failed: version_conflict_engine_exception: [SKU-582055]: version conflict, current version [63] is higher or equal to the one provided [12]",
])("what a user's program, a subscriber or a finished peer did is no failure of ours: %s", (message) => {
  expect(isBadRecord("error", message)).toBe(false);
});

test.each([
  "g031: NVRM: Xid (PCI:0000:3b:00): 79, pid='<unknown>', name=<unknown>, GPU has fallen off the bus.",
  "slurmctld: error: Node c127 not responding, setting DOWN",
  "dialog 830fb169 timed out after 3000ms waiting for HLR response",
  "read tcp 10.20.8.4:51186->203.0.113.45:22: read: connection reset by peer",
])("the estate's own failures beside them still are: %s", (message) => {
  expect(isBadRecord("error", message)).toBe(true);
});

test.each([
  "Payment PI-4807565 returned by bank: 0 REFER TO PAYER; case flagged for caseworker",
  "doc_f75dfc788d page 4: mean confidence 0.39 below 0.60, routed to manual keying queue",
  "Upload doc_7602a3ee01 quarantined: ClamAV stream: Win.Test.EICAR_HDB-1 FOUND",
  "gap check failed for SDP7269038: 23 intervals estimated (linear)",
  "log buffer full, dropped 223 debug records in the last 10s",
  "Type B message discarded: unknown element '.YDZU' in PSM from HMSQVUK",
  "Identity proofing failed for applicant: document expired; applicant routed to in-person verification",
  "withdrawal wd_3538e397a470 HELD_FOR_REVIEW: screening risk HIGH, ticket COMP-879 opened",
  "consumer eab9306a score=5 packetLoss=18% jitter=157ms rtt=766ms (LTE) - lowering spatial layer",
  "OCAP triggered for lot L82K1390.1: put on HOLD, notify process engineer",
  "openweathermap GET /forecast 503 Service Unavailable (544ms), weather overlay omitted",
  "LDS-G01 comms lost (ECHO timeout 3/3), gate set to fail-safe OPEN",
  "replica lag 68s exceeds 30s threshold; routing reads to primary",
  "Cardholder 81382 has no site assignment, not downloaded to panels",
  "Unable to load native-hadoop library for your platform... using builtin-java classes where applicable",
])("saying what it did about it is coping: %s", (message) => {
  expect(saysHowItCopes(message)).toBe(true);
});

test("a retry the line schedules is a retry in progress; a 'please try again later' it answers with is not", () => {
  expect(
    isRetryInProgress(
      "EventID 129 Time-Service: NtpClient was unable to set a domain peer to use as a time source. NtpClient will try again in 15 minutes",
    ),
  ).toBe(true);
  expect(isRetryInProgress("503 Service Unavailable: please try again later")).toBe(false);
});

test("a caller that routed an applicant to an in-person check minutes earlier does not fail before the callee it cannot reach", () => {
  const rows = healthy();
  for (let i = 0; i < 1200; i += 2)
    rows.push([i * 1000 + 3, "income-verify", "info", `wage match complete quarters=4 elapsed=${200 + i}ms`]);
  for (let i = 0; i < 1200; i += 3) {
    rows.push([i * 1000 + 6, "idv-gateway", "info", `identity proofing ok ${i}`]);
    rows.push([i * 1000 + 8, "case-mgmt", "info", `case ${i} updated`]);
  }
  for (let i = 480; i < 1200; i += 40)
    rows.push([
      i * 1000 + 8,
      "idv-gateway",
      "error",
      "Identity proofing failed for applicant: document expired; applicant routed to in-person verification",
    ]);
  for (let i = 720; i < 1200; i += 25) {
    rows.push([i * 1000, "income-verify", "info", "starting income-verify version=v3.4.1 go=go1.22.6"]);
    rows.push([i * 1000 + 150, "income-verify", "info", "listening on :8080"]);
  }
  for (let i = 722; i < 1200; i += 2) {
    rows.push([
      i * 1000 + 11,
      "idv-gateway",
      "error",
      "Income verification step failed: System.Net.Http.HttpRequestException: Connection refused (income-verify:8080)",
    ]);
    rows.push([i * 1000 + 40, "case-mgmt", "error", "Downstream call to idv-gateway failed: 502 BAD_GATEWAY"]);
  }
  expect(result(rows).rootCause.service).toBe("income-verify");
});

test.each([
  ["rejected request: invalid OpenRTB 2.6 payload: imp[0].banner.format[0].w missing (exch=magnite)", "validation"],
  ["ValueError: record 62603: field PREM-AMT (PIC S9(7)V99 COMP-3): invalid packed decimal 00364715A0", "validation"],
  ["CONTRL sent for PNRADD UNH 4684: segment TIF element 6353 length 74 exceeds max 70", "validation"],
  [
    "Reconnect to QMZP failed com.ibm.msg.client.jms.DetailedJMSSecurityException: JMSWMQ2013: The security authentication was not valid that was supplied for queue manager 'QMZP' with connection mode 'Client'. (MQRC_NOT_AUTHORIZED)",
    "authentication",
  ],
  [
    "ActiveRecord::LockWaitTimeout (Mysql2::Error::TimeoutError: Lock wait timeout exceeded; try restarting transaction)",
    "timeout",
  ],
  ["KnexTimeoutError: Knex: Timeout acquiring a connection. The pool is probably full.", "database"],
  [
    "DBConnection.ConnectionError: connection not available and request was dropped from queue after 2000ms",
    "database",
  ],
  ["ERROR: canceling statement due to statement timeout", "timeout"],
  [
    "Member consumer-1 sending LeaveGroup request to coordinator because consumer poll timeout has expired. The time between subsequent calls to poll() was longer than the configured max.poll.interval.ms",
    "timeout",
  ],
  ["Checkpoint 42 of job 9f1c expired before completing.", "timeout"],
  ["c.n.med.health.HeapWatchdog : heap after GC 2703MB / 3072MB (88%), dedup entries 11083753", "memory"],
  [
    "POLINQ request failed com.ibm.msg.client.jms.DetailedInvalidDestinationException: JMSWMQ2008: Failed to open MQ queue 'IMS.POLINQ.REQX'. JMSCMQ0001: IBM MQ call failed with compcode '2' ('MQCC_FAILED') reason '2085' ('MQRC_UNKNOWN_OBJECT_NAME').",
    "configuration",
  ],
  ["lxml.etree.DocumentInvalid: Element 'SettlementInterval': This element is not expected.", "validation"],
  ["$HASP355 SPOOL VOLUMES ARE FULL", "disk"],
  ["live reprice for event 31846910 took 5077ms (budget 500ms), serving stale snapshot", "timeout"],
  ['Error: config "ocr.minConfidence" must be a number between 0 and 1, got "85"', "configuration"],
  ["Release check deferred: WS-Security UsernameToken rejected by customs portal (attempt 1)", "authentication"],
  ["$HASP165 NFCLM02 ENDED AT N1 - ABENDED S322 U0000", "timeout"],
])("%s reads as %s", (text, category) => {
  expect(categoryOfText(text)).toBe(category);
});

test("a service started with a spool directory its settings just named, then failing to open files under it, is misconfigured", () => {
  const rows = healthy();
  for (let i = 0; i < 1200; i += 2) rows.push([i * 1000 + 4, "offline-journal", "info", `journal append seq=${i} ok`]);
  rows.push([700_000, "offline-journal", "info", "config loaded: spool_dir=/var/lib/offline-journal-v2/spool"]);
  for (let i = 720; i < 1200; i += 3)
    rows.push([
      i * 1000 + 20,
      "offline-journal",
      "error",
      `seal segment ${i}: open /var/lib/offline-journal-v2/spool/seg-${920000 + i}.wal: no such file or directory`,
    ]);
  expect(result(rows).rootCause.category).toBe("configuration");
});

test("forms posted from tabs opened before a release, refused for their stale CSRF token with a stack, raise nothing", () => {
  const rows = healthy();
  for (let i = 0; i < 1200; i++)
    rows.push([i * 1000 + 5, "citizen-portal", "info", `POST /apply/step/${1 + (i % 5)} 200 ${40 + (i % 30)}ms`]);
  for (let i = 600; i < 1200; i += 12)
    rows.push([
      i * 1000 + 9,
      "citizen-portal",
      "error",
      `ForbiddenError: invalid csrf token (POST /apply/step/${4 + (i % 2)})\n    at csrf (/app/node_modules/csurf/index.js:112:19)\n    at Layer.handle [as handle_request] (/app/node_modules/express/lib/router/layer.js:95:5)`,
    ]);
  expect(raised(rows)).toBe(false);
});

test("clients sending tokens that ran out, refused beside ordinary traffic, raise nothing", () => {
  const rows = healthy();
  for (let i = 0; i < 1200; i++)
    rows.push([i * 1000 + 5, "shopper-profile", "info", `GET /api/me 200 in ${9 + (i % 7)}ms`]);
  for (let i = 600; i < 1200; i += 20)
    rows.push([
      i * 1000 + 9,
      "shopper-profile",
      "warn",
      "Microsoft.AspNetCore.Authentication.JwtBearer.JwtBearerHandler: Bearer was not authenticated. Failure message: IDX10223: Lifetime validation failed. The token is expired.",
    ]);
  expect(raised(rows)).toBe(false);
});

/** A goal suspends markets: bets are refused for the market's state, the edge answers 409; or the wallet is down. */
function refusedBets(code: string): Row[] {
  const rows = healthy();
  for (let i = 0; i < 1200; i++) {
    rows.push([i * 1000 + 5, "bet-placement", "info", `Bet accepted slip=SL${100000 + i} stake=5.00`]);
    rows.push([i * 1000 + 9, "sb-edge", "info", "POST /v2/bets 201 31ms"]);
  }
  for (let i = 600; i < 1200; i += 2) {
    rows.push([
      i * 1000 + 40,
      "bet-placement",
      "warn",
      `Bet rejected code=${code} market=LIV-MCI/1X2 user=u${386000 + i}`,
    ]);
    rows.push([i * 1000 + 60, "sb-edge", "warn", "POST /v2/bets 409 17ms"]);
  }
  return rows;
}

test("bets refused by a business rule's code beside ordinary traffic raise nothing; refused because our wallet is down they do", () => {
  expect(raised(refusedBets("MARKET_SUSPENDED"))).toBe(false);
  expect(raised(refusedBets("WALLET_UNAVAILABLE"))).toBe(true);
});

test("a caller's resilience pipeline named for the callee names it where its calls go unanswered", () => {
  const matcher = new ServiceMatcher(["risk-limits", "betslip-api"]);
  const said =
    "Execution attempt. Source: 'risk-limits-pipeline//Retry', Operation Key: 'exposure', Result: 'The operation was canceled.'";
  expect(matcher.find(said, "betslip-api")).toEqual(["risk-limits"]);
  expect(matcher.find("pipeline risk-limits-pipeline registered", "betslip-api")).toEqual([]);
});

test.each([
  [
    "GC pause (G1 Evacuation Pause) (young) (to-space exhausted) 2312M->700M(4096M) 1.293s exceeded target 200ms",
    false,
  ],
  ["[gc] GC(1200) Pause Young (G1 Evacuation Pause) 2668M->816M(4096M) 210.507ms", false],
  ["GC pause (G1 Humongous Allocation) 3232ms, heap 5.6G/6.0G", true],
  ["[gc] GC(88) Pause Full (G1 Compaction Pause) 3980M->3950M(4096M) 2104ms", true],
])("a GC pause warning is failure evidence only while the heap stays full after it: %s", (message, bad) => {
  expect(isBadRecord("warn", message)).toBe(bad);
});

test("a crawler's queries rejected with the parser's stack, and one tenant shed over its quota, raise nothing", () => {
  const rows = healthy();
  for (let i = 0; i < 1200; i++) {
    rows.push([i * 1000 + 5, "search-api", "info", `GET /search?q=shoes${i % 40} 200 ${20 + (i % 9)}ms`]);
    rows.push([i * 1000 + 8, "ingest-gw", "info", `POST /v1/logs 202 tenant=t-0${100 + (i % 50)} events=${200 + i}`]);
  }
  for (let i = 600; i < 1200; i += 9)
    rows.push([
      i * 1000 + 9,
      "search-api",
      "warn",
      "rejecting query: org.apache.lucene.queryparser.classic.ParseException: Cannot parse '1' OR '1'='1': Encountered \"<EOF>\"\n\tat org.apache.lucene.queryparser.classic.QueryParser.parse(QueryParser.java:114)",
    ]);
  for (let i = 600; i < 1200; i += 2)
    rows.push([
      i * 1000 + 12,
      "ingest-gw",
      "warn",
      'POST /v1/logs 429 tenant=t-0192 events=938 reason="ingest quota exceeded (50000 events/min)"',
    ]);
  expect(raised(rows)).toBe(false);
});

test("a Java stack's omitted frames say nothing of coping", () => {
  expect(
    saysHowItCopes(
      "Resolved [org.springframework.web.bind.MethodArgumentNotValidException]\n\tat com.example.Api.evaluate(Api.java:113)\n\t... 48 common frames omitted",
    ),
  ).toBe(false);
});
