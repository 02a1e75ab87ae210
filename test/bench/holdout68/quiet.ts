// Everyday trouble of each domain that is not broken: the twelve quiet windows, and extra colour for incident files.
import type { Emit, Estate } from "./estates.js";
import type { Level } from "./formats.js";
import type { Stream } from "./incidents.js";
import type { Rng } from "./rng.js";

export interface Flavour {
  estate: Estate["key"];
  note: string;
  streams: Stream[];
}

const e = (svc: string, lvl: Level, msg: string, dt = 0): Emit => ({ svc, lvl, msg, dt });
const sub = (r: Rng) => `${r.digits(6)}2026105${r.digits(7)}`;

export const FLAVOURS: Flavour[] = [
  {
    estate: "ira",
    note: "Filing-deadline evening: heavy traffic with many math-error rejections and duplicate submissions refused; nothing is broken.",
    streams: [
      {
        every: 3,
        gen: (r) => [
          e(
            "return-validator",
            "info",
            `rejected ${sub(r)}: R0000-902-01 duplicate submission, return already accepted for TIN and tax year`,
          ),
        ],
      },
      {
        every: 4,
        gen: (r) => [e("mef-gateway", "warn", `transmission from ETIN ${r.digits(5)} refused: duplicate submissionId`)],
      },
      {
        every: 5,
        gen: (r) => [e("efile-portal", "info", `POST /api/returns/submit 409 ${r.int(20, 80)}ms (already filed)`)],
      },
    ],
  },
  {
    estate: "ira",
    note: "Ordinary afternoon: users failing identity checks, some payments declined by their banks, retries that succeed.",
    streams: [
      {
        every: 6,
        gen: (r) => [
          e("id-proofing", "warn", `identity check failed session=s-${r.hex(10)}: too many attempts, locked for 24h`),
        ],
      },
      {
        every: 9,
        gen: (r) => [
          e(
            "payments-hub",
            "warn",
            `Debit declined submission=${sub(r)}: R01 insufficient funds (returned by payer bank)`,
          ),
        ],
      },
      {
        every: 15,
        gen: (r) => [
          e("calc-engine", "warn", `draft=${r.hex(8)} has Form 8962 without 1095-A data, computed with zero PTC`),
        ],
      },
    ],
  },
  {
    estate: "ira",
    note: "Evening with an upload spike and slow but successful document scans; doc-upload's thumbnail errors as always.",
    streams: [
      {
        every: 5,
        gen: (r) => [
          e("doc-upload", "warn", `virus scan slow for doc=${r.hex(12)} (${r.int(2000, 4500)}ms), accepted`),
        ],
      },
      {
        every: 8,
        gen: (r) => [
          e("efile-portal", "info", `POST /api/documents 413 ${r.int(5, 30)}ms (file larger than 10MB rejected)`),
        ],
      },
    ],
  },
  {
    estate: "ira-batch",
    note: "Matching night: employer files with mismatched SSNs, late partner files and offset matches; all steps complete.",
    streams: [
      {
        every: 30,
        gen: (r) => [
          e(
            "sftp-drop",
            "warn",
            `partner ${r.pick(["ADP", "GUSTO"])} file EMP_W2 late by ${r.int(5, 40)}m (SLA 06:00)`,
          ),
        ],
      },
      {
        every: 10,
        gen: (r) => [
          e(
            "match-runner",
            "info",
            `Step: [matchEmployerReports] ${r.int(1, 40)} W-2/1099 discrepancies flagged for CP2000 review`,
          ),
        ],
      },
    ],
  },
  {
    estate: "ira-batch",
    note: "Letter run with address truncations and returned-mail updates; spooler busy but draining.",
    streams: [
      {
        every: 7,
        gen: (r) => [
          e("letters-renderer", "warn", `address line 2 exceeds 35 chars for TIN ***-**-${r.digits(4)}, truncated`),
        ],
      },
      { every: 12, gen: (r) => [e("print-spooler", "warn", `PRN-${r.int(1, 3)} paper low, jobs continue`)] },
    ],
  },
  {
    estate: "ira-batch",
    note: "Ledger day with interest recalculations and skipped zero-balance accounts; case lookups 404 for closed cases.",
    streams: [
      { every: 6, gen: (r) => [e("case-api", "info", `GET /cases/CA-${r.digits(7)} 404 ${r.int(2, 20)}ms`)] },
      {
        every: 10,
        gen: (r) => [
          e("taxpayer-ledger", "warn", `Account ***-**-${r.digits(4)} balance 0.00, interest accrual skipped`),
        ],
      },
    ],
  },
  {
    estate: "aldric",
    note: "Patient transfers: pumps go offline while moved between wards and re-associate; wristband mismatches blocked as designed.",
    streams: [
      {
        every: 8,
        gen: (r) => [
          e(
            "pump-gateway",
            "warn",
            `pump PMP-${r.digits(4)} offline (last seen AP ${r.pick(["4W-AP2", "3E-AP1", "ICU-AP3"])}), marked UNASSOCIATED`,
          ),
        ],
      },
      {
        every: 10,
        gen: (r) => [
          e("rtls-locator", "info", `tag T-${r.digits(4)} left zone ${r.pick(["4W", "3E", "5N"])} via elevator bank B`),
        ],
      },
      {
        every: 9,
        gen: (r) => [
          e(
            "bcma-service",
            "warn",
            `wristband mismatch: scanned mrn=${r.digits(7)} but order is for another patient; administration blocked, nurse alerted`,
          ),
        ],
      },
    ],
  },
  {
    estate: "aldric",
    note: "Busy alarm hour: many low-priority alarms acknowledged and silenced; HL7 results held for unknown patients.",
    streams: [
      {
        every: 4,
        gen: (r) => [
          e("alarm-hub", "info", `alarm ALM-${r.digits(6)} LEADS OFF silenced for 120s by RN${r.digits(4)}`),
        ],
      },
      {
        every: 12,
        gen: (r) => [
          e(
            "hl7-engine",
            "warn",
            `Channel ORU_VITALS_OUT: message held - MRN ${r.digits(7)} not found in PAS (queue 'unknown-patient')`,
          ),
        ],
      },
    ],
  },
  {
    estate: "aldric",
    note: "Night shift with handsets out of range and retried deliveries that succeed.",
    streams: [
      {
        every: 15,
        gen: (r) => [
          e("nurse-call", "warn", `Handset ext ${r.int(5100, 5999)} not registered, delivering alert to backup ext`),
        ],
      },
      {
        every: 25,
        gen: () => [
          e("ehr-integration", "warn", "FHIR server responded 503 once for Observation bundle, retry succeeded"),
        ],
      },
    ],
  },
  {
    estate: "northfield",
    note: "Morning admissions: ORU results held for unknown patients, wrong-wristband scans refused; everything flows.",
    streams: [
      {
        every: 7,
        gen: (r) => [
          e("oru-router", "warn", `ORU^R01 held: MRN ${r.digits(8)} unknown to MPI, parked in queue UNMATCHED`),
        ],
      },
      {
        every: 9,
        gen: (r) => [
          e(
            "scan-gw",
            "warn",
            `scan device=HH-${r.digits(3)} result=WRONG_PATIENT wristband MRN does not match active order`,
          ),
        ],
      },
    ],
  },
  {
    estate: "northfield",
    note: "Alarm escalations with silenced alarms and offline pumps docked for cleaning.",
    streams: [
      {
        every: 8,
        gen: (r) => [
          e("infusion-sync", "warn", `pump IP-${r.digits(5)} offline (docked in BioMed), auto-program skipped`),
        ],
      },
      {
        every: 10,
        gen: (r) => [e("alarm-escalation", "info", `alarm BED_EXIT room ${r.int(200, 680)} acknowledged at tier 1`)],
      },
    ],
  },
  {
    estate: "northfield",
    note: "Pharmacy afternoon: interaction overrides documented and duplicate orders refused.",
    streams: [
      {
        every: 8,
        gen: (r) => [
          e(
            "pharmacy-verify",
            "warn",
            `Order ORD${r.digits(8)} rejected: duplicate therapy with active order, prescriber notified`,
          ),
        ],
      },
      {
        every: 20,
        gen: () => [e("mpi-service", "warn", "possible duplicate patient record flagged for HIM review (score 87)")],
      },
    ],
  },
];
