// The four made-up laboratory estates of quiet88: which roles they run, under which names, and their ids.
import type { Rng } from "./rng.js";

export type Role = "lis" | "analyzer" | "mw" | "track" | "hl7out" | "orders" | "refgw" | "portal" | "billing" | "qc";

export interface Estate {
  key: string;
  namespace: string;
  /** how request ids look in this estate; none = no ids at all */
  traces: "none" | "hex12" | "w3c";
  names: Partial<Record<Role, string>>;
  hospitals: string[];
  analyzers: string[];
  refLabs: string[];
  ehrHost: string;
  payer: string;
}

export const ESTATES: Estate[] = [
  {
    key: "northgate",
    namespace: "northgate-lab",
    traces: "hex12",
    names: {
      lis: "lis-core",
      analyzer: "astm-bridge",
      mw: "autoverify",
      track: "specimen-track",
      hl7out: "hl7-outbound",
      orders: "order-intake",
      refgw: "reflab-gateway",
      portal: "results-portal",
      billing: "billing-charges",
      qc: "qc-monitor",
    },
    hospitals: ["NGH-MAIN", "NGH-WEST", "STLUKE", "RIVERSIDE-CL"],
    analyzers: ["cobas8000-M1", "cobas8000-M2", "XN9100-HEME", "ACLTOP750-1", "AU5800-2"],
    refLabs: ["QUESTREF", "MAYOREF"],
    ehrHost: "epic-bridge.ngh.local",
    payer: "availity",
  },
  {
    key: "harbour",
    namespace: "harbour-path",
    traces: "none",
    names: {
      lis: "lis-engine",
      analyzer: "analyzer-hub",
      mw: "rules-mw",
      track: "tube-tracker",
      hl7out: "ehr-results-feed",
      orders: "lab-orders-api",
      refgw: "sendout-link",
      portal: "patient-portal",
      billing: "claims-export",
    },
    hospitals: ["HBR-GEN", "HBR-CHILDRENS", "BAYVIEW-ED"],
    analyzers: ["Alinity-ci-03", "Alinity-ci-04", "Sysmex-XN-L1", "Atellica-IM-2", "Cobas-6800-PCR"],
    refLabs: ["ARUP", "LABCORP-REF"],
    ehrHost: "cerner-oen.harbour.org",
    payer: "changehc",
  },
  {
    key: "meridian",
    namespace: "meridian-ref",
    traces: "w3c",
    names: {
      lis: "accession-svc",
      analyzer: "instrument-gw",
      mw: "autoverif-engine",
      track: "sample-logistics",
      hl7out: "hl7-router",
      orders: "client-orders-in",
      refgw: "partner-sendouts",
      portal: "portal-web",
      billing: "invoicing",
      qc: "qc-watch",
    },
    hospitals: ["CLIENT-0412", "CLIENT-0977", "CLIENT-1308", "CLIENT-2261"],
    analyzers: ["LC-MSMS-TQ3", "Liaison-XL-2", "Architect-i2000-1", "BD-MAX-4", "Vitros-5600-2"],
    refLabs: ["NMS-LABS", "EUROFINS-VIR"],
    ehrHost: "mirth-prod.meridianref.com",
    payer: "waystar",
  },
  {
    key: "valley",
    namespace: "valley-clinics",
    traces: "none",
    names: {
      lis: "lab-system",
      analyzer: "interface-astm",
      mw: "verify-mw",
      track: "chain-of-custody",
      hl7out: "oru-sender",
      orders: "order-gateway",
      portal: "results-web",
      billing: "billing",
    },
    hospitals: ["VC-NORTH", "VC-ORCHARD", "VC-URGENT-3"],
    analyzers: ["Vitros-5600-1", "DxH-900-A", "Piccolo-2", "DxI-800-1"],
    refLabs: ["QUESTREF"],
    ehrHost: "athena-hl7.valleyclinics.net",
    payer: "availity",
  },
];

export const RUNTIME: Record<Role, "java" | "cpp" | "dotnet" | "go" | "node" | "python" | "ruby"> = {
  lis: "java",
  analyzer: "cpp",
  mw: "dotnet",
  track: "go",
  hl7out: "java",
  orders: "node",
  refgw: "python",
  portal: "python",
  billing: "ruby",
  qc: "python",
};

export const TESTS: { code: string; unit: string; lo: number; hi: number; dp: number }[] = [
  { code: "K", unit: "mmol/L", lo: 3.4, hi: 5.2, dp: 1 },
  { code: "NA", unit: "mmol/L", lo: 134, hi: 146, dp: 0 },
  { code: "GLU", unit: "mg/dL", lo: 70, hi: 160, dp: 0 },
  { code: "CREA", unit: "mg/dL", lo: 0.5, hi: 1.4, dp: 2 },
  { code: "TROPHS", unit: "ng/L", lo: 2, hi: 20, dp: 0 },
  { code: "HGB", unit: "g/dL", lo: 10.5, hi: 16.5, dp: 1 },
  { code: "PLT", unit: "10*3/uL", lo: 140, hi: 400, dp: 0 },
  { code: "INR", unit: "", lo: 0.9, hi: 1.3, dp: 2 },
  { code: "TSH", unit: "mIU/L", lo: 0.4, hi: 4.2, dp: 2 },
  { code: "A1C", unit: "%", lo: 4.8, hi: 7.4, dp: 1 },
  { code: "ALT", unit: "U/L", lo: 8, hi: 50, dp: 0 },
  { code: "LIPASE", unit: "U/L", lo: 10, hi: 60, dp: 0 },
];

export interface Ids {
  spec(): string;
  acc(): string;
  mrn(): string;
  ctrl(): string;
  ms(lo: number, hi: number): number;
  test(): (typeof TESTS)[number];
  value(t: (typeof TESTS)[number]): string;
}

export function makeIds(rng: Rng, dayOfYear: number): Ids {
  return {
    spec: () => `S${rng.digits(9)}`,
    acc: () => `26-${String(dayOfYear).padStart(3, "0")}-${rng.digits(5)}`,
    mrn: () => `MRN${rng.digits(8)}`,
    ctrl: () => `${rng.digits(4)}${rng.hex(6).toUpperCase()}`,
    ms: (lo, hi) => rng.int(lo, hi),
    test: () => rng.pick(TESTS),
    value: (t) => (t.lo + rng.next() * (t.hi - t.lo)).toFixed(t.dp),
  };
}
