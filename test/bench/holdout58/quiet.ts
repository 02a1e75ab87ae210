// Quiet windows of holdout58: nothing is broken, but each holds a couple of alarming-looking moments of the domain.
import type { EstateKey, Line } from "./estates.js";
import type { Level } from "./formats.js";
import { amount, type Rng } from "./rng.js";

const L = (svc: string, level: Level, msg: string, dt = 0): Line => ({ svc, level, msg, dt });
const seq = (n: number, gap: number, f: (i: number) => Line): Line[] =>
  Array.from({ length: n }, (_, i) => ({ ...f(i), dt: i * gap }));

/** Each returns lines with dt relative to the moment the episode begins. */
export const EPISODES: Record<EstateKey, ((r: Rng) => Line[])[]> = {
  N: [
    (r) => [
      L(
        "mq-qmgr",
        "ERROR",
        "AMQ9209E: Connection to host 'payments-orch-5b8d9-qm2rt (10.42.3.17)' for channel 'CLNT.PAYORCH' closed.",
      ),
      L("mq-qmgr", "ERROR", "AMQ9999E: Channel 'CLNT.PAYORCH' to host '10.42.3.17' ended abnormally.", 30),
      L(
        "payments-orch",
        "WARN",
        "JMSWMQ1107: A problem with this connection has occurred. MQRC_CONNECTION_BROKEN (2009), reconnecting",
        60,
      ),
      L("payments-orch", "INFO", `reconnected to QMPRD01 via mqprd01.nmb.local(1414) after ${r.int(200, 900)}ms`, 1200),
      L("mq-qmgr", "INFO", "AMQ9002I: Channel 'CLNT.PAYORCH' is starting.", 1250),
    ],
    (r) => [
      L("eod-batch", "INFO", "FPS cycle 3 cutoff reached: payments after 14:30 carried to next settlement cycle"),
      ...seq(r.int(8, 20), 2500, () =>
        L(
          "payments-orch",
          "INFO",
          `payment PMT-${r.upper(10)} queued for next cycle (cutoff passed) amount=${amount(r, 10, 5000)} GBP`,
        ),
      ),
    ],
    (r) => [
      L("payments-orch", "INFO", "Stopping service [Tomcat] (rolling restart, release 3.41.2)"),
      L(
        "payments-orch",
        "WARN",
        "HikariPool-1 - Connection is not available, request timed out after 30000ms (pool draining during shutdown)",
        500,
      ),
      L(
        "payments-orch",
        "INFO",
        `Started PaymentsOrchApplication in ${r.int(11, 19)}.${r.digits(3)} seconds (process running for 18.4)`,
        21000,
      ),
    ],
    (r) =>
      seq(r.int(5, 10), 3000, () =>
        L(
          "aml-screening",
          "WARN",
          `potential match party='${r.pick(["A HUSSAIN", "M ALI", "J KIM", "S PETROV"])}' list=OFAC-SDN score=0.9${r.int(0, 4)} -> case AML-${r.digits(7)} queued for L1 review`,
        ),
      ),
  ],
  K: [
    (r) =>
      seq(r.int(15, 40), 1500, () =>
        L(
          "issuer-host",
          "INFO",
          `AUTH rrn=${r.digits(12)} acct=****${r.digits(4)} amt=${amount(r, 50, 900)} rc=51 (decline) avail=${amount(r, 0, 40)}`,
        ),
      ),
    (r) => [
      L("scheme-gw", "WARN", `MC-BANKNET 0800 echo stan=${r.digits(6)} slow: 2100ms`),
      L("scheme-gw", "WARN", "MC-BANKNET link: 2 late responses in 60s (threshold 10)", 4000),
      L("scheme-gw", "INFO", "MC-BANKNET link latency back to normal (p99 380ms)", 60000),
    ],
    (r) => [
      L(
        "stand-in",
        "INFO",
        `advice upload: ${r.int(40, 300)} STIP advices sent to issuer-host (0120), all acknowledged`,
      ),
      L("issuer-host", "INFO", "0130 batch acknowledged, balances updated for stand-in approvals", 2000),
    ],
    (r) =>
      seq(r.int(6, 14), 800, () =>
        L(
          "fraud-rt",
          "WARN",
          `rule R-114 (card testing) fired for mid=${r.digits(9)} stan=${r.digits(6)}: 6 low-value auths in 60s -> decline rc=59`,
        ),
      ),
  ],
  H: [
    (r) => [
      L("cutoff-scheduler", "WARN", "GBP CHAPS cutoff passed (17:40 Europe/London), closing GBP for value today"),
      ...seq(r.int(5, 12), 4000, () =>
        L(
          "payment-factory",
          "WARN",
          `Payment HTB${r.digits(10)} GBP ${amount(r, 1000, 90000)}: cutoff passed for value today, rolled to next business day`,
        ),
      ),
    ],
    (r) => [
      L(
        "mq-hub",
        "ERROR",
        "AMQ9206E: Error sending data to host 'clsgw01 (10.88.4.20)(1414)'. The return code from the TCP/IP send() call was 104 (X'68').",
      ),
      L("mq-hub", "ERROR", "AMQ9999E: Channel 'HUB.TO.CLS' to host 'clsgw01 (10.88.4.20)(1414)' ended abnormally.", 50),
      L("mq-hub", "INFO", "AMQ9002I: Channel 'HUB.TO.CLS' is starting.", r.int(60000, 90000)),
      L("mq-hub", "INFO", "channel HUB.TO.CLS running, 0 messages on HUB.TO.CLS.XMITQ", r.int(91000, 95000)),
    ],
    (r) =>
      seq(r.int(4, 9), 5000, () =>
        L(
          "sanctions-filter",
          "WARN",
          `hit on field :59: for HTB${r.digits(10)}: '${r.pick(["IRAN AIR", "ROSNEFT TRADING", "A KHAN"])}' vs OFAC-SDN score ${r.int(85, 97)} -> held for review (case SF-${r.digits(6)})`,
        ),
      ),
    () => [
      L("treasury-portal", "INFO", "Server listening on :3000 (treasury-portal 6.3.2, node v18.19.0)"),
      L(
        "treasury-portal",
        "WARN",
        "session store: 14 sessions invalidated after restart, users must sign in again",
        300,
      ),
    ],
  ],
  B: [
    (r) =>
      seq(r.int(8, 20), 2000, () =>
        L(
          "sap-erp",
          "WARN",
          `IDoc ${r.digits(16)} INVOIC02 status 51: Vendor ${r.pick(["V100234", "V203311"])} blocked for posting (company code 1000) -> workflow WS00${r.digits(6)}`,
        ),
      ),
    (r) => [
      L(
        "sap-erp",
        "WARN",
        `Short dump DBIF_RSQL_SQL_ERROR in program ZBW_TEST_EXTRACT, user DEVUSER${r.int(1, 9)}, client 100 (report run in background by developer, sandbox table missing)`,
      ),
      L("sap-erp", "INFO", "Job ZBW_TEST_EXTRACT cancelled by user", 20000),
    ],
    (r) => [
      L(
        "ebs-weblogic",
        "WARN",
        '<Warning> <JDBC> <BEA-001110> <No test table set up for pool "EBSDataSource". Connections will not be tested.>',
      ),
      L(
        "ebs-weblogic",
        "INFO",
        `<Info> <oacore> <BEA-000000> <Concurrent manager restarted, ${r.int(4, 12)} requests resumed>`,
        5000,
      ),
    ],
    (r) =>
      seq(r.int(4, 8), 6000, () =>
        L(
          "ap-invoice-svc",
          "WARN",
          `Invoice INV-${r.digits(7)} for vendor V300045 quantity variance 2% > tolerance 1%, routed to approver`,
        ),
      ),
  ],
};

/** What each episode above is, for the labels' notes (same order). */
export const EPISODE_NAMES: Record<EstateKey, string[]> = {
  N: [
    "an MQ client channel drop that reconnects within a second",
    "an FPS cycle cutoff carrying payments to the next cycle",
    "a rolling restart of payments-orch",
    "a cluster of sanctions matches sent to review",
  ],
  K: [
    "a burst of insufficient-funds declines",
    "a brief Mastercard link slowdown that recovers",
    "a stand-in advice upload",
    "card-testing declines by a fraud rule",
  ],
  H: [
    "the GBP CHAPS cutoff rolling late payments to the next day",
    "the CLS channel dropping and restarting",
    "sanctions hits held for review",
    "a treasury-portal restart",
  ],
  B: [
    "a burst of IDocs for a blocked vendor in status 51",
    "a developer's background job dumping in the sandbox",
    "a concurrent manager restart on EBS",
    "invoices routed to approvers for quantity variance",
  ],
};
