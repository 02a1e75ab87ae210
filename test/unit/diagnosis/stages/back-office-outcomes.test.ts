// Stages on back offices, data platforms, media and integration engines: a card switch's declines, a viewer closing
// the player, a rental that ran out and a spot node taken back are background; a break sent to the recon queue and a
// value kept as text are coping; a scanner's probes are refusals; enterprise runtimes say their causes in their own
// words; an object key is no callee; a gateway relaying its database's refusal is not refusing its caller; a caller
// failing before a workload died was not failed by it.
import { expect, test } from "@jest/globals";
import { analyze } from "../../../../shared/diagnosis/analyze.js";
import { categoryOfText } from "../../../../shared/diagnosis/categories.js";
import { isBadRecord, saysHowItCopes } from "../../../../shared/diagnosis/line-verdict.js";
import { ServiceMatcher } from "../../../../shared/diagnosis/mentions.js";
import { aggregatesOf, healthy, type Row } from "./fixture.js";

const result = (rows: Row[]) => analyze(aggregatesOf(rows), 1).result;
const raised = (rows: Row[]) => ["medium", "high", "critical"].includes(result(rows).severity);

test.each([
  "0110 stan=843626 rc=51 (insufficient funds) issuer=HMB 203ms",
  "0110 stan=607199 rc=55 (incorrect PIN) issuer=HMB 48ms",
  "0110 stan=940680 rc=61 (exceeds withdrawal limit) issuer=VISA-STIP 185ms",
  "write EPIPE while streaming heartbeat response (client gone)",
  "session c0c9c937b454 heartbeat: ECONNRESET from client, ending session",
  "license denied kid=dfe3238d reason=RENTAL_EXPIRED window_end=2026-11-01T01:00:00.000Z",
  "consent decision=DENY purpose=HRESCH patient=261101 reason=opt-out directive 2025-12",
])("what a customer or viewer did is no failure of ours: %s", (message) => {
  expect(isBadRecord("error", message)).toBe(false);
});

test.each([
  "0110 stan=843626 rc=91 (issuer or switch inoperative) issuer=HMB 4500ms",
  "write EPIPE while sending to ledger-core: broken pipe",
  "license request failed: key server returned 503",
])("the service's own failure beside them still is one: %s", (message) => {
  expect(isBadRecord("error", message)).toBe(true);
});

test("an executor a spot node's preemption took is background at warning level, an executor that crashed is not", () => {
  const preempted =
    "KubernetesClusterSchedulerBackend: Executor 3 lost: The executor with id 6 exited with exit code 143(SIGTERM, probably due to node preemption).";
  expect(isBadRecord("warn", preempted)).toBe(false);
  expect(isBadRecord("warn", "Executor 3 lost: The executor with id 6 exited with exit code 1")).toBe(true);
});

test.each([
  "break: MT940 entry HSBCHKHH CHF 10054.76 ref FF6EBBZ7 unmatched after 4 days, escalated to recon queue",
  "OBX-5 value 'See comment' not numeric for OBX-3 718-7^HEMOGLOBIN, stored as text (accession A34705720)",
  "Payment HTB1058719917 GBP 60860.91: cutoff passed for value today, rolled to next business day",
  "NAK for MT103 to ICBKCNBJXXX: error code H25 (no RMA authorisation), routed to repair queue",
])("saying what it did about it is coping: %s", (message) => {
  expect(saysHowItCopes(message)).toBe(true);
});

test.each([
  [
    "load job job_01fa failed: JSON parsing error in row starting at position 0: No such field: promo_code.",
    "validation",
  ],
  [
    "EpgImportJob failed: Nokogiri::XML::SyntaxError 2178:87: FATAL: Premature end of data in tag programme",
    "validation",
  ],
  ["$HASP165 NMBPPST2 ENDED AT N1 - ABENDED S0C7 U0000", "validation"],
  ["IDoc 2929008464573627 ORDERS05 status 51: Unit of measure PCE is not defined; check your entry", "validation"],
  ["JCoException: (103) RFC_ERROR_LOGON_FAILURE: Name or password is incorrect (repeat logon)", "authentication"],
  ["VISA-BASE1 0800 echo stan=011899 unanswered after 10000ms (link state UP, 3 consecutive misses)", "timeout"],
  ["VISA-BASE1 no 0110 for stan=992989 within 4500ms, sending 0420 reversal", "timeout"],
  [
    "ICH408I USER(NMBEOD1 ) GROUP(BATCHPRD) PROD.LEDGER.EOD CL(DATASET ) INSUFFICIENT ACCESS AUTHORITY",
    "authorization",
  ],
  ["$HASP165 NMBPPST1 ENDED AT N1 - ABENDED S913 U0000 CN(INTERNAL)", "authorization"],
  ["Short dump TSV_TNEW_PAGE_ALLOC_FAILED in program ZBW_AP_RECON: No more storage space available", "memory"],
  ["AMQ6708E: A disk full condition was encountered when formatting a new log file", "disk"],
  ["DFHAC2206 CICSPRD1 Transaction XFR1 failed with abend AKCS. Updates backed out.", "timeout"],
  ["AMQ9206E: Error sending data to host 'mvsq1 (10.40.2.17)(1414)' over TCP/IP: a communications failure", "network"],
])("%s reads as %s", (text, category) => {
  expect(categoryOfText(text)).toBe(category);
});

test("a service's name as a folder or file of an object key names no callee; as its host it does", () => {
  const matcher = new ServiceMatcher(["s3-sink-connect", "shipment-events", "tracking-api"]);
  const key =
    "Multipart upload failed to complete for bucket 'ib-raw' key 'topics/shipment-events/dt=2026-07-27/shipment-events+4+0000532871.json.gz'";
  expect(matcher.find(key, "s3-sink-connect")).toEqual([]);
  expect(matcher.find("POST http://shipment-events:8080/v1/events failed: 503", "tracking-api")).toEqual([
    "shipment-events",
  ]);
});

test("IBM MQ's reason codes speak of the window's queue manager", () => {
  const matcher = new ServiceMatcher(["payments-orch", "mq-qmgr", "mobile-api"]);
  const failed =
    "payment PMT-XUR1 failed: JMSWMQ2007: Failed to send a message to destination 'PAY.REQ.CORE'. (MQRC_RESOURCE_PROBLEM)";
  expect(matcher.findByTechnology(failed, "payments-orch")).toEqual(["mq-qmgr"]);
});

test("a gateway whose database refuses its grant is the origin; its caller relaying the 502 does not make it a refusal", () => {
  const rows = healthy();
  for (let i = 0; i < 1200; i += 2) rows.push([i * 1000 + 3, "wh-query-gw", "info", `query ok pool=reporting ${i}`]);
  for (let i = 720; i < 1200; i += 4) {
    rows.push([
      i * 1000 + 20,
      "wh-query-gw",
      "warn",
      "query failed pool=reporting: ERROR: permission denied for schema reporting (SQLSTATE 42501)",
    ]);
    rows.push([
      i * 1000 + 60,
      "checkout-gw",
      "error",
      "QueryError: wh-query-gw returned 502: upstream query failed (42501)",
    ]);
  }
  expect(result(rows).rootCause.service).toBe("wh-query-gw");
});

test("a caller failing against its vendor a minute before a task runner reported its task died was not failed by it", () => {
  const rows = healthy();
  for (let i = 0; i < 1200; i += 3) rows.push([i * 1000 + 5, "dbt-runner", "info", `model ${i % 48} OK in 3.1s`]);
  for (let i = 720; i < 1200; i += 3) {
    rows.push([
      i * 1000 + 40,
      "dbt-runner",
      "error",
      "snowflake.connector.network: HTTP 503 Service Unavailable from tw12345.eu-west-1.snowflakecomputing.com",
    ]);
    if (i >= 780 && i % 12 === 0)
      rows.push([i * 1000 + 90, "airflow-worker", "error", "Task sales_daily.dbt_run: command exited with code 1"]);
  }
  expect(result(rows).rootCause.service).toBe("dbt-runner");
});

test("a scanner's probes, unknown users and forged tokens beside ordinary traffic are refusals, not an incident", () => {
  const rows = healthy();
  for (let i = 0; i < 1200; i++)
    rows.push([i * 1000 + 11, "payments-api", "info", `POST /v1/payments 201 ${30 + (i % 9)}ms`]);
  for (let i = 0; i < 200; i++) {
    const t = 720_000 + i * 1500;
    rows.push([t, "payments-api", "warn", `GET /cgi-bin/luci${i % 7} 404 from 10.99.0.18 (ua=Nessus)`]);
    rows.push([t + 300, "payments-api", "warn", "authentication failed for user 'root' from 10.99.0.14: unknown user"]);
    rows.push([t + 600, "payments-api", "warn", "rejected request: invalid JWT (signature mismatch) from 10.99.0.14"]);
  }
  expect(raised(rows)).toBe(false);
});

test("a server coming up again and again, saying nothing else, is the callee its callers cannot reach", () => {
  const rows = healthy();
  for (let i = 0; i < 1200; i += 10) rows.push([i * 1000 + 4, "ranker", "info", `GET /v2/health/ready 200`]);
  rows.push([60_000, "ranker", "info", "Started GRPCInferenceService at 0.0.0.0:8001"]);
  for (let i = 720; i < 1200; i++) {
    rows.push([
      i * 1000 + 30,
      "reco-gateway",
      "error",
      `ranking failed: rpc error: code = Unavailable desc = dial tcp 10.60.3.${30 + (i % 5)}:8001: connect: connection refused`,
    ]);
    if (i % 60 === 0) rows.push([i * 1000 + 500, "ranker", "info", "Started GRPCInferenceService at 0.0.0.0:8001"]);
  }
  expect(result(rows).rootCause.service).toBe("ranker");
});

test("a staging copy or a pull request's preview failing in production's stream fails no user; production failing does", () => {
  const failing = (service: string) => {
    const rows = healthy();
    for (let i = 0; i < 1200; i += 4) rows.push([i * 1000 + 2, service, "info", `job tick ${i} ok`]);
    for (let i = 720; i < 1200; i += 2)
      rows.push([
        i * 1000 + 40,
        service,
        "error",
        "HTTP 503: upstream connect error or disconnect/reset before headers",
      ]);
    return raised(rows);
  };
  expect(failing("job-scheduler-staging")).toBe(false);
  expect(failing("appointment-svc-pr-2639")).toBe(false);
  expect(failing("job-scheduler")).toBe(true);
});

test("a search that failed on every shard speaks of the window's search cluster", () => {
  const matcher = new ServiceMatcher(["search-api", "opensearch-data", "storefront-bff"]);
  const failed = "c.c.search.QueryService : search failed: SearchPhaseExecutionException[all shards failed]";
  expect(matcher.findByTechnology(failed, "search-api")).toEqual(["opensearch-data"]);
});

test.each([
  'exchange=openx conn 10.1.2.3:443: http2: server sent GOAWAY and closed the connection; ErrCode=NO_ERROR, debug="graceful shutdown"',
  "exchange=openx read tcp 10.1.2.4:45587->10.1.2.3:443: read: connection reset by peer (idle stream)",
  "lane=3 CARD DECLINED - INSUFFICIENT FUNDS - ask for another tender",
  "auth declined rc=51 insufficient funds stan=430918 scheme=VISA",
  "slurmstepd: error: *** JOB 4825197 ON c127 CANCELLED AT 2026-11-15T14:05:42 DUE TO TIME LIMIT ***",
])("a peer recycling its connections, a shopper's card and a job's own time limit are no failure of ours: %s", (m) => {
  expect(isBadRecord("error", m)).toBe(false);
});

test.each([
  "exchange=openx conn 10.1.2.3:443: http2: server sent GOAWAY; ErrCode=ENHANCE_YOUR_CALM",
  "read tcp 10.1.2.4:45587->10.1.2.3:443: read: connection reset by peer",
  "slurmctld: error: Node c127 not responding, setting DOWN",
])("a peer refusing, a reset mid-request and a node lost still are failures: %s", (m) => {
  expect(isBadRecord("error", m)).toBe(true);
});

test("a sorter recirculating a parcel or sending it to the reject chute copes", () => {
  expect(saysHowItCopes("NOREAD at tunnel T1 carrier 391: no barcode decoded (0 candidates), recirculate 2/2")).toBe(
    true,
  );
  expect(saysHowItCopes("carrier 441 diverted to reject chute R1 after 2 recirculations")).toBe(true);
});

test("a steady family of refusals whose variants show up over time is no new failure; a new kind of failure is", () => {
  const rows = healthy();
  const clients = ["ios-4.12.0", "web-legacy", "partner-ftp"];
  const reasons = ['field "user_id" must be string', "unknown event type 'pageview_v0'", 'field "ts" missing'];
  for (let i = 0; i < 1200; i += 6) {
    // each client and reason pairing first shows at its own time: some only minutes into the window
    const k = Math.floor(i / 6);
    const client = clients[k % 3];
    const reason = reasons[Math.min(2, Math.floor(i / 400)) === 0 ? k % 2 : (k + Math.floor(i / 400)) % 3];
    rows.push([
      i * 1000 + 9,
      "ingest-api",
      "error",
      `rejected event from client=${client}: schema validation failed: ${reason}`,
    ]);
  }
  for (let i = 0; i < 1200; i++)
    rows.push([i * 1000 + 4, "ingest-api", "info", `accepted batch ${i} (${40 + (i % 9)} events)`]);
  expect(raised(rows)).toBe(false);
  for (let i = 720; i < 1200; i += 2)
    rows.push([
      i * 1000 + 30,
      "ingest-api",
      "error",
      "kafka produce failed: Broker: Not enough in-sync replicas (NOT_ENOUGH_REPLICAS)",
    ]);
  expect(raised(rows)).toBe(true);
});
