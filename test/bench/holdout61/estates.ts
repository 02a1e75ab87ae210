// The four made-up estates of holdout61: services with their runtimes, request flows, periodic jobs and the
// harmless noise each domain logs all day.
import type { Level } from "./formats.js";
import { HEX, hex, int, pad, pick, type Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp" | "zos";
export type Msg = (r: Rng) => string;
/** One service's part in a request: what it logs when the request goes well. */
export interface Hop {
  svc: string;
  ok: Msg;
}
export interface Flow {
  weight: number;
  hops: Hop[];
}
/** A line a service logs every `every` seconds (jitter ±20%), or with probability `p` per second when p is set. */
export interface Periodic {
  svc: string;
  every: number;
  level: Level;
  msg: Msg;
}
export interface Estate {
  id: string;
  company: string;
  namespace: string;
  traced: boolean;
  runtimes: Record<string, Runtime>;
  flows: Flow[];
  periodic: Periodic[];
  /** The service that logs a constant harmless error or warning from the first minute. */
  noisy: Periodic[];
  /** How a service far from the failure reports that a downstream call failed with `status`. */
  edge: (svc: string, callee: string, status: number, r: Rng, elapsed: number) => string;
}

const meter = (r: Rng) => `${int(r, 10, 99)}${int(r, 100000, 999999)}`;
const rtu = (r: Rng) =>
  pick(r, ["RTU-ELM", "RTU-CDR", "RTU-OAK", "RTU-BRK", "RTU-HLW", "RTU-PIN"]) + pad(int(r, 1, 40));
const feeder = (r: Rng) => `FDR-${pick(r, ["ELM", "CDR", "OAK", "BRK", "HLW"])}-${int(r, 11, 48)}`;
const caseNo = (r: Rng) => `C-2026-${int(r, 100000, 999999)}`;
const job = (r: Rng) => pick(r, ["PAYJ0410", "PAYJ0420", "BILJ1100", "BILJ1120", "CLMJ2050", "GLDJ3300", "PREJ0700"]);

// ---------------------------------------------------------------- Kestrel Valley Electric: grid operations
export const KESTREL: Estate = {
  id: "kestrel",
  company: "Kestrel Valley Electric",
  namespace: "kve-gridops",
  traced: false,
  runtimes: {
    "scada-fep": "cpp",
    "opcua-gateway": "java",
    "historian-writer": "dotnet",
    "oms-engine": "java",
    "topology-svc": "java",
    "grid-edge-api": "go",
    "crew-dispatch": "node",
    "derms-dispatch": "python",
    "alarm-router": "python",
  },
  flows: [
    {
      weight: 5,
      hops: [
        {
          svc: "scada-fep",
          ok: (r) =>
            `DNP3 ${rtu(r)} class 0123 poll complete: ${int(r, 40, 400)} points, ${int(r, 0, 6)} events, rtt=${int(r, 18, 240)}ms`,
        },
        {
          svc: "opcua-gateway",
          ok: (r) =>
            `Subscription ${int(r, 1, 12)}: published ${int(r, 20, 380)} MonitoredItem notifications (seq=${int(r, 10000, 99999)})`,
        },
        {
          svc: "historian-writer",
          ok: (r) => `Wrote ${int(r, 20, 380)} values to archive pointArchive_2026 in ${int(r, 2, 40)} ms`,
        },
      ],
    },
    {
      weight: 2,
      hops: [
        {
          svc: "grid-edge-api",
          ok: (r) =>
            `POST /v1/outage-calls status=202 dur=${int(r, 20, 160)}ms src=${pick(r, ["ivr", "web", "mobile", "ami-last-gasp"])}`,
        },
        {
          svc: "oms-engine",
          ok: (r) =>
            `Call ${int(r, 800000, 899999)} grouped to predicted device ${pick(r, ["FUSE", "XFMR", "RCLR"])}-${int(r, 1000, 9999)} (${int(r, 1, 18)} calls)`,
        },
        {
          svc: "topology-svc",
          ok: (r) =>
            `Upstream trace from SP-${int(r, 100000, 999999)} -> ${feeder(r)} resolved in ${int(r, 8, 140)} ms (${int(r, 3, 60)} devices)`,
        },
      ],
    },
    {
      weight: 1,
      hops: [
        {
          svc: "crew-dispatch",
          ok: (r) =>
            `crew ${pick(r, ["L", "T", "S"])}-${int(r, 10, 80)} status ${pick(r, ["ENROUTE", "ONSITE", "AVAILABLE", "RESTORED"])} (eta ${int(r, 4, 55)}m)`,
        },
        {
          svc: "oms-engine",
          ok: (r) =>
            `Outage event OE-${int(r, 40000, 49999)} updated: state=${pick(r, ["ASSIGNED", "ONSITE", "RESTORED"])} customers_out=${int(r, 0, 900)}`,
        },
      ],
    },
    {
      weight: 1,
      hops: [
        {
          svc: "derms-dispatch",
          ok: (r) =>
            `dispatched setpoint to DER-${int(r, 100, 480)}: P=${int(r, 50, 4900)} kW Q=${int(r, -300, 300)} kvar (group ${pick(r, ["solar-north", "bess-east", "vpp-resi"])})`,
        },
        {
          svc: "opcua-gateway",
          ok: (r) => `Write ns=2;s=DER${int(r, 100, 480)}.PSetpoint StatusCode=Good (0x00000000) ${int(r, 4, 60)}ms`,
        },
      ],
    },
  ],
  periodic: [
    {
      svc: "grid-edge-api",
      every: 10,
      level: "info",
      msg: () => 'GET /healthz status=200 dur=0ms ua="kube-probe/1.29"',
    },
    { svc: "crew-dispatch", every: 15, level: "info", msg: () => "GET /health 200 1 ms - kube-probe/1.29" },
    {
      svc: "historian-writer",
      every: 30,
      level: "info",
      msg: (r) => `Snapshot flush completed: ${int(r, 3000, 9000)} points, queue depth ${int(r, 0, 40)}`,
    },
    {
      svc: "topology-svc",
      every: 60,
      level: "info",
      msg: (r) => `Network model refresh: version ${int(r, 8800, 8899)} unchanged, ${int(r, 41000, 41200)} devices`,
    },
    {
      svc: "derms-dispatch",
      every: 60,
      level: "info",
      msg: (r) => `forecast refresh: ${int(r, 300, 480)} DERs, solar p50=${int(r, 20, 180)} MW horizon=24h`,
    },
    {
      svc: "scada-fep",
      every: 20,
      level: "warn",
      msg: (r) => `${rtu(r)} no response to class 0 poll (attempt 1/3), retrying`,
    },
    {
      svc: "scada-fep",
      every: 45,
      level: "info",
      msg: (r) => `${rtu(r)} responded on retry 2/3, link restored (rtt=${int(r, 300, 900)}ms)`,
    },
    {
      svc: "opcua-gateway",
      every: 120,
      level: "warn",
      msg: () =>
        "SecurityPolicy Basic256 is deprecated and will be removed in a future release; endpoint opc.tcp://0.0.0.0:4840 still offers it",
    },
    {
      svc: "grid-edge-api",
      every: 90,
      level: "warn",
      msg: (r) =>
        `deprecated endpoint GET /v0/outages called by client=${pick(r, ["legacy-ivr", "county-eoc"])}; use /v1/outages`,
    },
    {
      svc: "oms-engine",
      every: 60,
      level: "info",
      msg: (r) => `Prediction cycle finished: ${int(r, 0, 12)} active outages, ${int(r, 0, 3000)} customers affected`,
    },
  ],
  noisy: [
    {
      svc: "alarm-router",
      every: 9,
      level: "error",
      msg: (r) =>
        `SMS delivery to on-call +1555${int(r, 1000000, 9999999)} rejected by carrier (21610 unsubscribed recipient); escalating to next contact`,
    },
    {
      svc: "alarm-router",
      every: 14,
      level: "info",
      msg: (r) =>
        `routed alarm ${rtu(r)}.${pick(r, ["BKR_TRIP", "COMM_FAIL", "LOW_VOLT", "DOOR_OPEN"])} to desk ${pick(r, ["north", "south", "dsoc"])}`,
    },
  ],
  edge: (svc, callee, status, _r, elapsed) =>
    svc === "grid-edge-api"
      ? `POST /v1/outage-calls status=${status} dur=${elapsed}ms err="upstream ${callee} failed"`
      : svc === "crew-dispatch"
        ? `crew status sync failed: request to ${callee} returned ${status}`
        : svc === "scada-fep"
          ? `point publish to ${callee} failed (status ${status}), buffering`
          : `${callee} call failed with status ${status}`,
};

// ---------------------------------------------------------------- Brightwater Energy: meter-to-cash and markets
export const BRIGHTWATER: Estate = {
  id: "brightwater",
  company: "Brightwater Energy",
  namespace: "bwe-m2c",
  traced: true,
  runtimes: {
    "ami-headend": "java",
    "mdm-vee": "java",
    "billing-determinants": "dotnet",
    "customer-portal-api": "node",
    "usage-alerts": "ruby",
    "da-bidding": "python",
    "market-gateway": "go",
    "iso-settlement": "python",
    "weather-feed": "python",
  },
  flows: [
    {
      weight: 5,
      hops: [
        {
          svc: "ami-headend",
          ok: (r) =>
            `Received interval read batch from collector COL-${int(r, 1000, 1400)}: ${int(r, 200, 1800)} meters, 15-min, lag ${int(r, 40, 600)}s`,
        },
        {
          svc: "mdm-vee",
          ok: (r) =>
            `VEE batch ${hex(r, 8)} passed: ${int(r, 200, 1800)} reads validated, ${int(r, 0, 9)} estimated (rule GAP_LINEAR)`,
        },
        {
          svc: "billing-determinants",
          ok: (r) =>
            `Determinants computed for ${int(r, 20, 300)} accounts, tariff ${pick(r, ["RES-TOU", "RES-STD", "SGS-2", "EV-NIGHT"])}, elapsed ${int(r, 40, 700)} ms`,
        },
      ],
    },
    {
      weight: 4,
      hops: [
        {
          svc: "customer-portal-api",
          ok: (r) =>
            `GET /api/v2/usage?range=${pick(r, ["day", "week", "month"])} 200 ${int(r, 40, 420)}ms account=${int(r, 3000000, 3999999)}`,
        },
        {
          svc: "mdm-vee",
          ok: (r) =>
            `served interval series for SDP ${meter(r)} (${int(r, 96, 2976)} intervals) in ${int(r, 8, 120)}ms`,
        },
      ],
    },
    {
      weight: 1,
      hops: [
        {
          svc: "da-bidding",
          ok: (r) =>
            `bid curve built for ${pick(r, ["NODE_BRW_GEN1", "NODE_BRW_BESS", "NODE_BRW_LOAD"])} HE${pad(int(r, 1, 24))}: ${int(r, 3, 10)} segments`,
        },
        {
          svc: "market-gateway",
          ok: (r) =>
            `submitted DA bid batch ${HEX(r, 10)} to ISO: http=200 accepted=${int(r, 3, 24)} latency=${int(r, 120, 900)}ms`,
        },
      ],
    },
    {
      weight: 1,
      hops: [
        {
          svc: "usage-alerts",
          ok: (r) =>
            `HighUsageAlertJob JID-${hex(r, 24)} INFO: done: ${int(r, 1, 40)} alerts queued (threshold ${int(r, 110, 150)}%)`,
        },
        {
          svc: "customer-portal-api",
          ok: (r) => `POST /internal/notifications 202 ${int(r, 5, 60)}ms batch=${int(r, 1, 40)}`,
        },
      ],
    },
  ],
  periodic: [
    {
      svc: "customer-portal-api",
      every: 10,
      level: "info",
      msg: () => "GET /healthz 200 0ms kube-probe/1.30",
    },
    { svc: "mdm-vee", every: 15, level: "info", msg: () => 'GET /actuator/health 200 {"status":"UP"}' },
    {
      svc: "iso-settlement",
      every: 60,
      level: "info",
      msg: (r) =>
        `poll settlement statements: ${pick(r, ["no new", "1 new", "no new", "no new"])} statement(s) for trade date 2026-${pad(int(r, 6, 9))}-${pad(int(r, 1, 28))}`,
    },
    {
      svc: "weather-feed",
      every: 30,
      level: "info",
      msg: (r) => `ingested ${int(r, 40, 70)} station observations, ${int(r, 1, 4)} forecast grids`,
    },
    {
      svc: "ami-headend",
      every: 6,
      level: "warn",
      msg: (r) => `Meter ${meter(r)} missed interval read (NIC no response), scheduled re-read in 4h`,
    },
    {
      svc: "ami-headend",
      every: 40,
      level: "info",
      msg: (r) => `Re-read succeeded for ${int(r, 2, 30)} meters on collector COL-${int(r, 1000, 1400)}`,
    },
    {
      svc: "mdm-vee",
      every: 50,
      level: "warn",
      msg: (r) =>
        `SDP ${meter(r)} failed VEE rule SPIKE_CHECK (value ${int(r, 40, 99)}.${int(r, 0, 9)} kWh), estimated`,
    },
    {
      svc: "customer-portal-api",
      every: 80,
      level: "warn",
      msg: () =>
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "billing-determinants",
      every: 60,
      level: "info",
      msg: (r) => `Bill cycle ${int(r, 1, 21)} window check: ${int(r, 0, 400)} accounts pending`,
    },
    {
      svc: "da-bidding",
      every: 60,
      level: "info",
      msg: (r) =>
        `load forecast updated: peak ${int(r, 1800, 2600)} MW at HE${int(r, 16, 19)}, mape_7d=${int(r, 2, 5)}.${int(r, 0, 9)}%`,
    },
  ],
  noisy: [
    {
      svc: "weather-feed",
      every: 8,
      level: "error",
      msg: (r) =>
        `station ${pick(r, ["KBWT", "KRLD", "KHSN", "KMVE"])} observation missing 'temperature' field, skipping record`,
    },
  ],
  edge: (svc, callee, status, _r, elapsed) =>
    svc === "customer-portal-api"
      ? `GET /api/v2/usage 502 ${elapsed}ms upstream=${callee} status=${status}`
      : svc === "ami-headend"
        ? `Delivery of read batch to ${callee} failed (HTTP ${status}); batch kept in outbound queue`
        : svc === "da-bidding"
          ? `bid pipeline step failed: ${callee} answered ${status}`
          : `${callee} answered ${status}`,
};

// ---------------------------------------------------------------- Commonwealth Department of Family Services
export const CDFS: Estate = {
  id: "cdfs",
  company: "Commonwealth Department of Family Services",
  namespace: "cdfs-benefits",
  traced: true,
  runtimes: {
    "citizen-portal": "node",
    "case-mgmt": "java",
    "doc-intake": "python",
    "ocr-worker": "python",
    "idv-gateway": "dotnet",
    "income-verify": "go",
    "payment-orch": "java",
    "treasury-bridge": "ruby",
    "notice-gen": "ruby",
    "audit-log": "go",
  },
  flows: [
    {
      weight: 3,
      hops: [
        {
          svc: "citizen-portal",
          ok: (r) =>
            `POST /api/applications 201 ${int(r, 180, 900)}ms program=${pick(r, ["SNAP", "TANF", "LIHEAP", "CCAP"])}`,
        },
        {
          svc: "case-mgmt",
          ok: (r) => `Case ${caseNo(r)} created, assigned to queue ${pick(r, ["INTAKE-N", "INTAKE-S", "EXPEDITED"])}`,
        },
        {
          svc: "idv-gateway",
          ok: (r) =>
            `Identity proofing passed for applicant (score ${int(r, 72, 99)}, method ${pick(r, ["KBA", "DOC+SELFIE"])})`,
        },
        {
          svc: "income-verify",
          ok: (r) =>
            `wage match complete quarters=4 employers=${int(r, 0, 3)} source=${pick(r, ["state-ui", "twn"])} elapsed=${int(r, 80, 900)}ms`,
        },
      ],
    },
    {
      weight: 3,
      hops: [
        {
          svc: "citizen-portal",
          ok: (r) =>
            `POST /api/documents 202 ${int(r, 120, 1400)}ms type=${pick(r, ["paystub", "lease", "id-card", "birth-cert"])}`,
        },
        {
          svc: "doc-intake",
          ok: (r) =>
            `stored upload doc_${hex(r, 12)}.pdf (${int(r, 80, 4800)} KB, ${int(r, 1, 9)} pages) to intake bucket`,
        },
        {
          svc: "ocr-worker",
          ok: (r) =>
            `OCR doc_${hex(r, 12)}: ${int(r, 1, 9)} pages, mean confidence 0.${int(r, 86, 98)}, classified ${pick(r, ["PAYSTUB", "LEASE", "ID"])}`,
        },
      ],
    },
    {
      weight: 3,
      hops: [
        { svc: "citizen-portal", ok: (r) => `GET /api/cases/mine 200 ${int(r, 40, 300)}ms` },
        { svc: "case-mgmt", ok: (r) => `Loaded case summary ${caseNo(r)} (${int(r, 1, 6)} programs)` },
      ],
    },
    {
      weight: 1,
      hops: [
        {
          svc: "payment-orch",
          ok: (r) => `Payment batch PB-${int(r, 70000, 79999)} released: ${int(r, 20, 400)} EBT/ACH items`,
        },
        {
          svc: "treasury-bridge",
          ok: (r) =>
            `queued NACHA file TRS${int(r, 100000, 999999)}.ach (${int(r, 20, 400)} entries) for next SFTP window`,
        },
      ],
    },
    {
      weight: 1,
      hops: [
        {
          svc: "case-mgmt",
          ok: (r) =>
            `Eligibility determination ${caseNo(r)}: ${pick(r, ["APPROVED", "APPROVED", "PENDING_VERIF", "DENIED"])}`,
        },
        {
          svc: "notice-gen",
          ok: (r) => `Rendered notice ${pick(r, ["NOA-101", "VCL-210", "RCT-005"])} for ${caseNo(r)} (2 pages)`,
        },
        { svc: "audit-log", ok: (r) => `appended audit batch seq=${int(r, 5000000, 5999999)} events=${int(r, 1, 20)}` },
      ],
    },
  ],
  periodic: [
    { svc: "citizen-portal", every: 10, level: "info", msg: () => "GET /healthz 200 1ms" },
    { svc: "case-mgmt", every: 15, level: "info", msg: () => "GET /actuator/health/readiness 200" },
    {
      svc: "audit-log",
      every: 30,
      level: "info",
      msg: (r) => `flush: ${int(r, 100, 900)} events to archive, lag=${int(r, 0, 2)}s`,
    },
    {
      svc: "idv-gateway",
      every: 7,
      level: "warn",
      msg: (r) =>
        `Identity proofing failed for applicant: ${pick(r, ["KBA score 2/5", "KBA score 1/5", "SSN/DOB mismatch", "document expired"])}; applicant routed to in-person verification`,
    },
    {
      svc: "ocr-worker",
      every: 11,
      level: "warn",
      msg: (r) =>
        `low OCR confidence 0.${int(r, 31, 62)} on doc_${hex(r, 12)} page ${int(r, 1, 4)}; sent to manual indexing queue`,
    },
    {
      svc: "payment-orch",
      every: 60,
      level: "info",
      msg: (r) => `Reconciliation sweep: ${int(r, 0, 3)} unmatched returns`,
    },
    {
      svc: "treasury-bridge",
      every: 45,
      level: "info",
      msg: (r) => `SFTP window check: next push at :${pad(int(r, 0, 5) * 10)}, ${int(r, 0, 4)} files staged`,
    },
    {
      svc: "case-mgmt",
      every: 100,
      level: "warn",
      msg: () => "HHH90000026: Oracle12cDialect has been deprecated; use org.hibernate.dialect.OracleDialect instead",
    },
    {
      svc: "income-verify",
      every: 30,
      level: "info",
      msg: (r) => `hub token cache ok, expires_in=${int(r, 600, 3500)}s`,
    },
  ],
  noisy: [
    {
      svc: "notice-gen",
      every: 8,
      level: "error",
      msg: (r) =>
        `AddressValidation::Undeliverable for ${caseNo(r)}: USPS returned DPV N (no such address); notice held for manual review`,
    },
  ],
  edge: (svc, callee, status, _r, elapsed) =>
    svc === "citizen-portal"
      ? `POST /api/applications ${status === 504 ? 504 : 502} ${elapsed}ms upstream ${callee} responded ${status}`
      : svc === "case-mgmt"
        ? `Downstream call to ${callee} failed: ${status} ${status === 504 ? "GATEWAY_TIMEOUT" : "BAD_GATEWAY"}`
        : `${callee} answered HTTP ${status}`,
};

// ---------------------------------------------------------------- Ridgeline Mutual: z/OS batch and its bridges
export const RIDGELINE: Estate = {
  id: "ridgeline",
  company: "Ridgeline Mutual",
  namespace: "rdg-zos",
  traced: false,
  runtimes: {
    controlm: "zos",
    jes2: "zos",
    "db2-dbp1": "zos",
    "ims-imsp": "zos",
    "mq-bridge": "java",
    "cd-xfer": "cpp",
    "sftp-gw": "cpp",
    "policy-api": "java",
    "recon-loader": "python",
  },
  flows: [
    {
      weight: 4,
      hops: [
        {
          svc: "policy-api",
          ok: (r) =>
            `GET /policies/${pick(r, ["HO", "AU", "UM"])}${int(r, 1000000, 9999999)} 200 ${int(r, 40, 400)}ms channel=${pick(r, ["agent-portal", "ivr", "mobile"])}`,
        },
        {
          svc: "mq-bridge",
          ok: (r) => `MQPUT IMS.POLINQ.REQ -> MQGET IMS.POLINQ.RPY ok corrId=${HEX(r, 24)} ${int(r, 20, 300)}ms`,
        },
        {
          svc: "ims-imsp",
          ok: (r) =>
            `DFS3650I TRAN POLINQ  PSB POLPSB01 COMPLETED  REGION IMSMPP0${int(r, 1, 4)}  ELAPSED ${int(r, 4, 90)}MS`,
        },
      ],
    },
    {
      weight: 1,
      hops: [
        {
          svc: "controlm",
          ok: (r) =>
            `CTM5100I JOB ${job(r)} ORDERID 0${HEX(r, 4)} ENDED OK RUN 1 ELAPSED 00:0${int(r, 0, 9)}:${pad(int(r, 0, 59))}`,
        },
        {
          svc: "jes2",
          ok: (r) => `$HASP395 ${job(r)} ENDED - RC=0000`,
        },
      ],
    },
    {
      weight: 1,
      hops: [
        {
          svc: "cd-xfer",
          ok: (r) =>
            `SCPA000I Copy step successful. PNAME=${pick(r, ["PRMXFER", "CLMXFER", "BNKXFER"])} PNUM=${int(r, 1000, 9999)} BYTES=${int(r, 100000, 90000000)}`,
        },
        {
          svc: "sftp-gw",
          ok: (r) =>
            `close "/outbound/${pick(r, ["prem", "clm", "gl"])}_${int(r, 1000, 9999)}.dat" bytes read ${int(r, 100000, 90000000)} written 0`,
        },
        {
          svc: "recon-loader",
          ok: (r) =>
            `loaded ${pick(r, ["prem", "clm", "gl"])} extract: ${int(r, 1000, 90000)} records into RECON.STAGE in ${int(r, 1, 40)}.${int(r, 0, 9)}s`,
        },
      ],
    },
    {
      weight: 2,
      hops: [
        {
          svc: "policy-api",
          ok: (r) => `POST /quotes 201 ${int(r, 90, 700)}ms product=${pick(r, ["AUTO", "HOME", "UMB"])}`,
        },
        {
          svc: "mq-bridge",
          ok: (r) => `MQPUT IMS.QUOTE.REQ -> MQGET IMS.QUOTE.RPY ok corrId=${HEX(r, 24)} ${int(r, 30, 400)}ms`,
        },
        {
          svc: "ims-imsp",
          ok: (r) =>
            `DFS3650I TRAN QTRATE  PSB QTPSB02  COMPLETED  REGION IMSMPP0${int(r, 1, 4)}  ELAPSED ${int(r, 8, 200)}MS`,
        },
      ],
    },
  ],
  periodic: [
    {
      svc: "jes2",
      every: 25,
      level: "info",
      msg: (r) => `$HASP373 ${job(r)} STARTED - INIT ${int(r, 1, 24)}   - CLASS ${pick(r, ["A", "B", "P"])} - SYS SYSA`,
    },
    {
      svc: "jes2",
      every: 40,
      level: "warn",
      msg: (r) => `IEF142I ${job(r)} STEP0${int(r, 1, 4)}0 - STEP WAS EXECUTED - COND CODE 0004`,
    },
    {
      svc: "controlm",
      every: 40,
      level: "warn",
      msg: (r) => `CTM5100W JOB ${job(r)} ORDERID 0${HEX(r, 4)} ENDED OK WITH RC=0004 (MAXCCOK)`,
    },
    {
      svc: "controlm",
      every: 30,
      level: "info",
      msg: (r) => `CTM5205I JOB ${job(r)} SUBMITTED TO JES ORDERID 0${HEX(r, 4)}`,
    },
    {
      svc: "db2-dbp1",
      every: 60,
      level: "info",
      msg: (r) =>
        `DSNJ002I -DBP1 FULL ACTIVE LOG DATA SET DSN=DBP1.LOGCOPY1.DS0${int(r, 1, 3)}, STARTRBA=00DA${HEX(r, 8)}, ENDRBA=00DA${HEX(r, 8)}`,
    },
    {
      svc: "db2-dbp1",
      every: 120,
      level: "info",
      msg: () => "DSNR031I -DBP1 DSNRTIMR PROCESSING LOG RECORD AT RBA 00DA7F3E1000 TO RBA 00DA7F8C2000",
    },
    {
      svc: "mq-bridge",
      every: 30,
      level: "info",
      msg: (r) => `channel SYSA.TO.DIST status RUNNING, xmitq depth ${int(r, 0, 12)}`,
    },
    { svc: "policy-api", every: 10, level: "info", msg: () => "GET /actuator/health 200 3ms" },
    {
      svc: "policy-api",
      every: 90,
      level: "warn",
      msg: () =>
        "Client agent-portal used deprecated header X-Agent-Token; switch to Authorization: Bearer before 2027-01-31",
    },
    {
      svc: "cd-xfer",
      every: 70,
      level: "warn",
      msg: (r) =>
        `SCCA011I Session with node ${pick(r, ["BANK.FTS", "REINS.NODE"])} dropped during handshake; retry 1 of 3 succeeded`,
    },
    {
      svc: "recon-loader",
      every: 60,
      level: "info",
      msg: (r) => `watcher: ${int(r, 0, 3)} files waiting in /landing/inbound`,
    },
    {
      svc: "ims-imsp",
      every: 90,
      level: "info",
      msg: () => "DFS2716I NO MSDBS FOUND - MSDB CHECKPOINT NOT TAKEN",
    },
  ],
  noisy: [
    {
      svc: "sftp-gw",
      every: 6,
      level: "error",
      msg: (r) =>
        `Failed password for invalid user ${pick(r, ["admin", "test", "oracle", "ubuntu", "ftpuser"])} from 203.0.113.${int(r, 2, 250)} port ${int(r, 30000, 60000)} ssh2`,
    },
  ],
  edge: (svc, callee, status, _r, elapsed) =>
    svc === "policy-api"
      ? `GET /policies 502 ${elapsed}ms: ${callee} request failed (status ${status})`
      : `${callee} request failed (status ${status})`,
};

export const ESTATES: readonly Estate[] = [KESTREL, BRIGHTWATER, CDFS, RIDGELINE];

/** What a service logs when it is restarted for a release or reloads its configuration. */
export function restartLines(svc: string, rt: Runtime, r: Rng): { level: Level; msg: string }[] {
  const v = `${int(r, 1, 9)}.${int(r, 0, 30)}.${int(r, 0, 9)}`;
  switch (rt) {
    case "java":
      return [
        { level: "info", msg: "Commencing graceful shutdown. Waiting for active requests to complete" },
        { level: "info", msg: `Starting ${svc} v${v} using Java 21.0.4 with PID 1` },
        {
          level: "info",
          msg: `Started ${svc.replace(/-/g, "")}Application in ${int(r, 6, 19)}.${int(r, 100, 999)} seconds (process running for ${int(r, 20, 30)}.1)`,
        },
      ];
    case "python":
      return [
        { level: "info", msg: "Handling signal: term" },
        { level: "info", msg: `Starting gunicorn 22.0.0 (${svc} ${v})` },
        { level: "info", msg: `Booting worker with pid: ${int(r, 7, 90)}` },
      ];
    case "go":
      return [
        { level: "info", msg: "received terminated, shutting down http server" },
        { level: "info", msg: `starting ${svc} version=v${v} commit=${hex(r, 7)} go=go1.22.6` },
      ];
    case "node":
      return [
        { level: "info", msg: "SIGTERM received, closing server" },
        { level: "info", msg: `${svc}@${v} listening on :3000 (NODE_ENV=production)` },
      ];
    case "dotnet":
      return [
        { level: "info", msg: "Application is shutting down..." },
        { level: "info", msg: "Now listening on: http://[::]:8080" },
        {
          level: "info",
          msg: `Application started. Hosting environment: Production; Content root path: /app (build ${v})`,
        },
      ];
    case "ruby":
      return [
        { level: "info", msg: "- Gracefully stopping, waiting for requests to finish" },
        {
          level: "info",
          msg: `Puma starting in cluster mode... * Puma version: 6.4.2 * Environment: production (${svc} ${v})`,
        },
      ];
    case "cpp":
      return [
        { level: "info", msg: `configuration reloaded on SIGHUP: ${svc} release ${v}, ${int(r, 40, 400)} entries` },
      ];
    default:
      return [
        {
          level: "info",
          msg: `CTM6510I TABLE ${pick(r, ["GLDAILY", "CLMNITE", "PREMWKLY"])} UPLOADED BY USER OPS${int(r, 10, 40)} - ${int(r, 10, 80)} JOBS`,
        },
      ];
  }
}
