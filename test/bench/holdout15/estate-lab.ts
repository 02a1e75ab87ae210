// Estate "lab": a hospital laboratory results pipeline (HL7 intake, routing, LIS bridge, clinician portal, specimen
// tracking, critical-value callbacks) in .NET, Go, JVM, Node, Ruby, Python, Rust with envoy, mysql, pgbouncer, redis.
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";

const mrn = (r: Rng) => `MRN${r.int(1000000, 9999999)}`;
const acc = (r: Rng) => `A${r.int(26, 26)}-${r.int(100000, 999999)}`;
const test = (r: Rng) => r.pick(["CBC", "BMP", "TROP-HS", "INR", "LACT", "K", "HBA1C", "CRP", "TSH"]);
const ms = (r: Rng, lo = 3, hi = 200) => r.int(lo, hi);

export const LAB: Estate = {
  key: "lab",
  namespace: "lab-results",
  services: [
    {
      name: "hl7-intake",
      rate: 35,
      lines: [
        [
          5,
          "info",
          (r) =>
            `Received ORU^R01 from ${r.pick(["COBAS8K", "SYSMEX-XN", "ARCHITECT"])} control=${r.int(100000, 999999)}, ACK AA sent`,
        ],
        [1, "info", (r) => `MLLP listener :2575 connections=${r.int(3, 12)}`],
      ],
    },
    {
      name: "result-router",
      rate: 30,
      lines: [
        [
          5,
          "info",
          (r) =>
            `routed ${test(r)} accession=${acc(r)} to ${r.pick(["portal", "ehr-outbound", "archive"])} in ${ms(r, 1, 40)}ms`,
        ],
      ],
    },
    {
      name: "lis-bridge",
      rate: 20,
      lines: [
        [4, "info", (r) => `Order ${acc(r)} synced to LIS (${r.int(1, 6)} tests)`],
        [
          1,
          "info",
          (r) => `HikariPool-lis - Pool stats (total=10, active=${r.int(0, 5)}, idle=${r.int(5, 10)}, waiting=0)`,
        ],
      ],
    },
    {
      name: "clinician-portal",
      rate: 30,
      lines: [
        [5, "info", (r) => `GET /patients/${mrn(r)}/results 200 ${ms(r)}ms`],
        [1, "info", (r) => `session refreshed for user dr.${r.pick(["lee", "okafor", "jansen", "patel", "novak"])}`],
      ],
    },
    {
      name: "specimen-tracker",
      rate: 12,
      lines: [
        [4, "info", (r) => `Specimen ${acc(r)} scanned at ${r.pick(["ED-TUBE", "LAB-RECV", "CHEM-LINE"])}`],
        [1, "info", (r) => `Completed 200 OK in ${ms(r)}ms (ActiveRecord: ${r.int(1, 40)}.${r.int(0, 9)}ms)`],
      ],
    },
    {
      name: "critical-callback",
      rate: 4,
      lines: [
        [
          3,
          "info",
          (r) => `critical value ${test(r)} for ${mrn(r)} acknowledged by nurse station in ${r.int(1, 14)} min`,
        ],
      ],
    },
    {
      name: "audit-trail",
      rate: 18,
      lines: [
        [
          4,
          "info",
          (r) => `appended ${r.int(1, 80)} access events, segment ${r.int(100, 999)} offset ${r.int(1000, 99999)}`,
        ],
      ],
    },
    {
      name: "fhir-gateway",
      rate: 25,
      lines: [
        [
          5,
          "info",
          (r) =>
            `[${r.pick(["GET", "GET", "POST"])} /fhir/r4/Observation?patient=${mrn(r)}] 200 upstream=result-router ${ms(r)}ms`,
        ],
      ],
    },
    {
      name: "lab-mysql",
      rate: 3,
      lines: [
        [
          2,
          "info",
          (r) =>
            `[Note] [MY-010914] [Server] Aborted connection ${r.int(1000, 99999)} to db: 'lis' user: 'report' (Got timeout reading communication packets)`,
        ],
        [
          3,
          "info",
          (r) => `[Note] [MY-011953] [InnoDB] Page cleaner took ${r.int(100, 900)}ms to flush ${r.int(10, 900)} pages`,
        ],
      ],
    },
    {
      name: "pgbouncer",
      rate: 3,
      lines: [
        [
          3,
          "info",
          (r) =>
            `stats: ${r.int(20, 300)} xacts/s, ${r.int(20, 400)} queries/s, in ${r.int(10000, 90000)} B/s, out ${r.int(10000, 90000)} B/s, xact ${r.int(300, 3000)} us, query ${r.int(200, 2000)} us, wait 0 us`,
        ],
      ],
    },
    {
      name: "portal-redis",
      rate: 2,
      lines: [[2, "info", (r) => `${r.int(1, 100)} changes in 300 seconds. Saving...`]],
    },
    {
      name: "report-renderer",
      rate: 8,
      lines: [
        [3, "info", (r) => `rendered cumulative report for ${mrn(r)} (${r.int(1, 12)} pages) in ${ms(r, 100, 900)}ms`],
      ],
    },
    {
      name: "kubelet",
      rate: 2,
      lines: [
        [
          2,
          "info",
          (r) =>
            `SyncLoop (PLEG): event for pod lab-results/${r.pick(["result-router", "lis-bridge"])}-${r.hex(5)}, ContainerStarted`,
        ],
      ],
    },
  ],
  flows: [
    {
      rate: 25,
      steps: [
        ["hl7-intake", (r) => `ORU^R01 parsed: ${r.int(1, 12)} OBX segments accession=${acc(r)}`, 0],
        ["result-router", (r) => `routed ${test(r)} accession=${acc(r)} to portal`, 6],
        ["audit-trail", (r) => `appended 1 access events, segment ${r.int(100, 999)}`, 3],
        ["clinician-portal", (r) => `result notification queued for ${mrn(r)}`, 12],
      ],
    },
  ],
  noise: [
    ["specimen-tracker", "error", (r) => `Specimen ${acc(r)} label unreadable at LAB-RECV, manual relabel requested`],
    ["report-renderer", "error", (r) => `font fallback failed for glyph U+${r.hex(4).toUpperCase()}, rendered as box`],
    [
      "hl7-intake",
      "warn",
      (r) => `ORU^R01 control=${r.int(100000, 999999)} has unknown OBX-3 local code, passed through unmapped`,
    ],
  ],
};
