// Estate 2: "stmarys", a hospital records system (.NET portal, Java HAPI/Spring, Python, Ruby, Node, Rust, Go).
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";

const mrn = (r: Rng) => `MRN${r.int(1000000, 9999999)}`;

export const ehr: Estate = {
  name: "ehr",
  namespace: "stmarys-clinical",
  traced: true,
  services: {
    "ehr-portal": {
      w: 6,
      lines: [
        (r) => `HTTP GET /patients/${mrn(r)}/summary responded 200 in ${r.f(20, 300, 4)} ms`,
        (r) => `HTTP GET /worklist/ward/${r.pick(["4B", "5A", "ICU2", "ED"])} responded 200 in ${r.f(30, 420, 4)} ms`,
        (r) => `HTTP POST /orders responded 201 in ${r.f(60, 500, 4)} ms`,
        (r) => `User clin${r.int(1000, 9999)} signed in via SSO (session ${r.hex(12)})`,
      ],
    },
    "fhir-facade": {
      w: 5,
      lines: [
        (r) => `GET Patient/${r.int(100000, 999999)} 200 (${r.int(4, 60)}ms)`,
        (r) =>
          `search Observation?patient=${r.int(100000, 999999)}&category=laboratory -> ${r.int(0, 80)} results (${r.int(10, 140)}ms)`,
        (r) => `POST ServiceRequest 201 (${r.int(20, 120)}ms)`,
      ],
    },
    "patient-index": {
      w: 3,
      lines: [
        (r) => `MPI match for demographic query: ${r.int(1, 3)} candidate(s), best score 0.${r.int(80, 99)}`,
        (r) => `linked ${mrn(r)} to enterprise id EID-${r.int(100000, 999999)}`,
      ],
    },
    "hl7-interface": {
      w: 4,
      lines: [
        (r) => `ADT^A08 MSG${r.int(10000000, 99999999)} accepted from EPIC-ADT (ACK AA)`,
        (r) => `ORU^R01 MSG${r.int(10000000, 99999999)} routed to lab-results (${r.int(2, 30)} OBX segments)`,
        (r) => `ORM^O01 MSG${r.int(10000000, 99999999)} sent to LIS-SUNQUEST, ACK AA in ${r.int(20, 200)}ms`,
      ],
    },
    "lab-results": {
      w: 3,
      lines: [
        (r) =>
          `result set LR-${r.int(100000, 999999)} stored: ${r.int(1, 24)} analytes (${r.pick(["CBC", "BMP", "LFT", "TROP", "COAG"])})`,
        (r) => `"POST /internal/results HTTP/1.1" 201 ${r.int(80, 900)}`,
      ],
    },
    "pharmacy-dispense": {
      w: 2,
      lines: [
        (r) =>
          `dispense D-${r.int(100000, 999999)} verified by RPH${r.int(100, 999)} (${r.int(1, 6)} items, cabinet ${r.pick(["4B-1", "ICU-2", "ED-1"])})`,
        (r) => `Completed 200 OK in ${r.int(8, 90)}ms (ActiveRecord: ${r.f(1, 20)}ms)`,
      ],
    },
    "scheduling-api": {
      w: 3,
      lines: [
        (r) => `GET /v1/slots?clinic=${r.pick(["CARD-2", "ORTHO-1", "DERM-3", "ONC-1"])} 200 ${r.int(12, 140)}ms`,
        (r) =>
          `appointment A-${r.int(100000, 999999)} booked for ${mrn(r)} at ${r.int(8, 17)}:${r.pick(["00", "20", "40"])}`,
      ],
    },
    "imaging-gateway": {
      w: 2,
      lines: [
        (r) =>
          `C-STORE accepted study 1.2.840.113619.2.${r.int(100, 999)}.${r.int(10000, 99999)} (${r.int(1, 400)} instances) from AE ${r.pick(["CT_ROOM2", "MR_3T", "US_4B", "XR_ED"])}`,
        (r) => `WADO-RS retrieve series ${r.int(1, 9)} ${r.f(0.4, 90)}MB in ${r.int(20, 900)}ms`,
      ],
    },
    "audit-trail": {
      w: 2,
      lines: [
        (r) => `audit batch flushed: ${r.int(50, 900)} events to segment ${r.int(100, 999)} (${r.int(1, 20)}ms)`,
        (r) => `break-glass access recorded for ${mrn(r)} by clin${r.int(1000, 9999)}`,
      ],
    },
  },
  decoys: [
    {
      svc: "hl7-interface",
      lvl: "error",
      msg: (r) =>
        `ADT^A31 MSG${r.int(10000000, 99999999)} from RAD-PACS rejected: PID-3 repeat empty (NAK AE) - ignored by routing rule 14`,
    },
    {
      svc: "pharmacy-dispense",
      lvl: "error",
      msg: (r) => `formulary item NDC 00093-${r.int(1000, 9999)}-01 has no AWP price, falling back to WAC`,
    },
    {
      svc: "scheduling-api",
      lvl: "error",
      msg: (r) => `reminder for appointment A-${r.int(100000, 999999)} not sent: patient opted out of SMS`,
    },
  ],
};
