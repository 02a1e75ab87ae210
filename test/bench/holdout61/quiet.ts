// The twelve quiet windows: three per estate, each with a few harmless happenings of the domain on top of the
// normal noise (a recovered comm loss, a batch step ending RC=4, a rejected upload, a retried transfer ...).
import { BRIGHTWATER, CDFS, type Estate, KESTREL, RIDGELINE } from "./estates.js";
import type { Level } from "./formats.js";

export interface QuietSpec {
  estate: Estate;
  note: string;
  /** Offsets in seconds from the window start. */
  extras: { at: number; svc: string; level: Level; msg: string }[];
}

const at = (s: number, svc: string, level: Level, msg: string) => ({ at: s * 1000, svc, level, msg });

export const QUIET: readonly QuietSpec[] = [
  {
    estate: KESTREL,
    note: "Normal grid-operations traffic; one RTU drops off for a minute and comes back on its own.",
    extras: [
      at(200, "scada-fep", "warn", "RTU-PIN07 no response to class 0 poll (attempt 3/3), channel CH-PIN-1 degraded"),
      at(
        201,
        "opcua-gateway",
        "warn",
        "Node ns=2;s=RTU-PIN07.* quality changed Good -> Uncertain_LastUsableValue (0x40900000), 84 items",
      ),
      at(203, "alarm-router", "info", "routed alarm RTU-PIN07.COMM_FAIL to desk south"),
      at(262, "scada-fep", "info", "RTU-PIN07 responded on retry, integrity poll complete: 84 points"),
      at(
        263,
        "opcua-gateway",
        "info",
        "Node ns=2;s=RTU-PIN07.* quality changed Uncertain_LastUsableValue -> Good, 84 items",
      ),
      at(265, "alarm-router", "info", "routed alarm RTU-PIN07.COMM_RESTORED to desk south"),
    ],
  },
  {
    estate: KESTREL,
    note: "Normal grid-operations traffic with a storm-day burst of outage calls that OMS groups fine.",
    extras: [
      at(
        300,
        "oms-engine",
        "warn",
        "Call rate 42/min exceeds storm threshold 30/min; switching prediction to storm mode",
      ),
      at(305, "grid-edge-api", "warn", "slow request POST /v1/outage-calls dur=2214ms (threshold 2000ms)"),
      at(520, "oms-engine", "info", "Call rate back under storm threshold; prediction mode NORMAL"),
    ],
  },
  {
    estate: KESTREL,
    note: "Normal grid-operations traffic; the historian queue briefly backs up during an archive shift and drains.",
    extras: [
      at(240, "historian-writer", "warn", "Archive shift in progress; write queue depth 2410 (threshold 2000)"),
      at(241, "opcua-gateway", "warn", "Historian sink historian-writer slow (p99 1840 ms), retry 1/3 succeeded"),
      at(
        330,
        "historian-writer",
        "info",
        "Archive shift complete: pointArchive_2026 -> pointArchive_2026_10; queue depth 12",
      ),
    ],
  },
  {
    estate: BRIGHTWATER,
    note: "Normal meter-to-cash and bidding traffic; a new settlement statement is downloaded and processed.",
    extras: [
      at(
        280,
        "iso-settlement",
        "info",
        "downloaded statement SS-418220 (initial, trade date 2026-10-05): 4,812 charge records",
      ),
      at(
        284,
        "iso-settlement",
        "warn",
        "statement SS-418220: 3 charge codes unknown to mapping table, booked to SUSPENSE",
      ),
      at(290, "iso-settlement", "info", "statement SS-418220 published to archive"),
    ],
  },
  {
    estate: BRIGHTWATER,
    note: "Normal meter-to-cash traffic; one slow MDM query and a portal client retry that succeeds.",
    extras: [
      at(
        350,
        "mdm-vee",
        "warn",
        "Slow query (2412 ms): select ... from interval_read where sdp_id = ? and read_ts between ? and ?",
      ),
      at(
        352,
        "customer-portal-api",
        "warn",
        "GET /api/v2/usage?range=month upstream mdm-vee slow (2.5s), served from cache",
      ),
      at(420, "ami-headend", "warn", "Collector COL-1288 session dropped, reconnected after 4s"),
    ],
  },
  {
    estate: BRIGHTWATER,
    note: "Normal traffic; scanners probe the customer portal and get 404s.",
    extras: [
      at(150, "customer-portal-api", "warn", "GET /wp-login.php 404 1ms ip=198.51.100.23"),
      at(151, "customer-portal-api", "warn", "GET /.env 404 0ms ip=198.51.100.23"),
      at(152, "customer-portal-api", "warn", "GET /api/v1/../../etc/passwd 400 0ms ip=198.51.100.23"),
      at(500, "da-bidding", "info", "DA bids for 2026-10-16 complete: 72 segments across 3 nodes"),
    ],
  },
  {
    estate: CDFS,
    note: "Normal benefits traffic; the treasury SFTP window pushes the staged payment files.",
    extras: [
      at(300, "treasury-bridge", "info", "SFTP window open: pushing 3 files to sftp.fiscal.treasury.example.gov"),
      at(
        304,
        "treasury-bridge",
        "warn",
        "SFTP push of TRS551902.ach: connection reset on first attempt, retry 1/5 succeeded",
      ),
      at(309, "treasury-bridge", "info", "SFTP window closed: 3 files pushed, 0 failed"),
      at(360, "payment-orch", "info", "Treasury acknowledgement received for PB-71204 (182 items accepted)"),
    ],
  },
  {
    estate: CDFS,
    note: "Normal benefits traffic; a citizen uploads an unreadable photo that OCR routes to manual indexing.",
    extras: [
      at(
        220,
        "ocr-worker",
        "warn",
        "OCR doc_9e1f0a3c22b1: 0 text blocks found (image 640x480, blur score 0.91); sent to manual indexing queue",
      ),
      at(221, "doc-intake", "warn", "upload doc_9e1f0a3c22b1 flagged needs-rescan"),
      at(400, "case-mgmt", "warn", "Optimistic lock on Case C-2026-551203 (version 14), retry 1 succeeded"),
    ],
  },
  {
    estate: CDFS,
    note: "Normal benefits traffic around the monthly redetermination batch.",
    extras: [
      at(120, "case-mgmt", "info", "Redetermination batch RD-2026-10 started: 4,120 cases due"),
      at(600, "case-mgmt", "info", "Redetermination batch RD-2026-10 progress: 2,060/4,120, 11 sent to worker review"),
    ],
  },
  {
    estate: RIDGELINE,
    note: "Normal mainframe night; one job step ends RC=4 and a rerun of a late job completes.",
    extras: [
      at(260, "jes2", "warn", "IEF142I CLMJ2050 STEP030 - STEP WAS EXECUTED - COND CODE 0004"),
      at(262, "controlm", "warn", "CTM5100W JOB CLMJ2050 ORDERID 0B1C4 ENDED OK WITH RC=0004 (MAXCCOK)"),
      at(400, "controlm", "info", "CTM5208I JOB PREJ0700 ORDERID 0B1D0 RERUN 2 REQUESTED BY OPS22"),
      at(520, "controlm", "info", "CTM5100I JOB PREJ0700 ORDERID 0B1D0 ENDED OK RUN 2 ELAPSED 00:02:11"),
    ],
  },
  {
    estate: RIDGELINE,
    note: "Normal mainframe night; a Connect:Direct session drops once and the process completes on retry.",
    extras: [
      at(
        310,
        "cd-xfer",
        "warn",
        "SVTM080W Process PRMXFER PNUM=4471 placed in Timer Retry (short-term), attempt 1 of 10",
      ),
      at(340, "cd-xfer", "info", "SCPA000I Copy step successful. PNAME=PRMXFER PNUM=4471 BYTES=48211980"),
    ],
  },
  {
    estate: RIDGELINE,
    note: "Normal mainframe night with a DB2 image copy and an IMS online change.",
    extras: [
      at(
        180,
        "db2-dbp1",
        "info",
        "DSNU010I DSNUGBAC - UTILITY EXECUTION COMPLETE, HIGHEST RETURN CODE=0 (COPY TABLESPACE POLDB.POLTS01)",
      ),
      at(420, "ims-imsp", "info", "DFS3499I ACTIVE DDNAMES: MODBLKSA IMSACBA FORMATA MODSTAT ID: 214"),
      at(421, "ims-imsp", "info", "DFS3445I ONLINE CHANGE COMMIT SUCCESSFUL"),
    ],
  },
];
