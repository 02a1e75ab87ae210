// Four made-up water utilities: which service plays which role, in which runtime, and who calls whom.
export type Role =
  | "scada"
  | "historian"
  | "headend"
  | "mdm"
  | "billing"
  | "portal"
  | "payments"
  | "notify"
  | "workorder"
  | "leak"
  | "alarms"
  | "gis";
export type Runtime = "java" | "go" | "python" | "node" | "dotnet" | "ruby" | "cpp";

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  /** name of the request-id field, or null when this estate has no tracing */
  traceKey: string | null;
  pkg: string;
  svc: Record<Role, { name: string; rt: Runtime }>;
  stations: string[];
  reservoirs: string[];
  acct: string;
  phone: string;
}

export const ESTATES: Estate[] = [
  {
    key: "northvale",
    company: "Northvale Water",
    namespace: "nvw-prod",
    traceKey: "trace_id",
    pkg: "com.northvale",
    svc: {
      scada: { name: "dnp3-gateway", rt: "go" },
      historian: { name: "historian-ingest", rt: "java" },
      headend: { name: "lora-headend", rt: "go" },
      mdm: { name: "meter-mdm", rt: "java" },
      billing: { name: "billing-core", rt: "dotnet" },
      portal: { name: "myaccount-bff", rt: "node" },
      payments: { name: "pay-gateway", rt: "node" },
      notify: { name: "boil-notice-sms", rt: "python" },
      workorder: { name: "crew-orders", rt: "ruby" },
      leak: { name: "leak-correlator", rt: "python" },
      alarms: { name: "telemetry-alarms", rt: "cpp" },
      gis: { name: "asset-gis", rt: "java" },
    },
    stations: ["PS-03 Millbrook", "PS-07 Quarry Rd", "PS-11 Hilltop", "PS-14 Riverside", "PS-22 Ferndale"],
    reservoirs: ["RES-01 Kingsway", "RES-02 Ashgrove", "RES-05 Tower Hill"],
    acct: "40-######-0#",
    phone: "+44 7### ###",
  },
  {
    key: "ashbourne",
    company: "Ashbourne Water & Sewer",
    namespace: "aws-utility",
    traceKey: null,
    pkg: "org.ashbourne",
    svc: {
      scada: { name: "modbus-bridge", rt: "python" },
      historian: { name: "pi-archive-writer", rt: "dotnet" },
      headend: { name: "lns-uplink", rt: "java" },
      mdm: { name: "mdms", rt: "dotnet" },
      billing: { name: "billing-batch", rt: "java" },
      portal: { name: "selfservice-web", rt: "ruby" },
      payments: { name: "card-payments", rt: "java" },
      notify: { name: "sms-alerts", rt: "node" },
      workorder: { name: "fieldforce", rt: "java" },
      leak: { name: "acoustic-leak", rt: "go" },
      alarms: { name: "scada-alarms", rt: "cpp" },
      gis: { name: "gis-features", rt: "python" },
    },
    stations: ["LS-02 Mill Lane", "BPS-5 Orchard", "PS-09 Weir Road", "LS-14 Canal St", "PS-18 Beacon"],
    reservoirs: ["TNK-3 Highfield", "RES-A North", "RES-C Southmoor"],
    acct: "########",
    phone: "+1 (413) ###-####",
  },
  {
    key: "threerivers",
    company: "Three Rivers Utility District",
    namespace: "trud",
    traceKey: "request_id",
    pkg: "district.trud",
    svc: {
      scada: { name: "rtu-poller", rt: "go" },
      historian: { name: "tsdb-writer", rt: "go" },
      headend: { name: "lorawan-ns-bridge", rt: "node" },
      mdm: { name: "mdm-service", rt: "java" },
      billing: { name: "cis-billing", rt: "java" },
      portal: { name: "portal-api", rt: "python" },
      payments: { name: "payments-svc", rt: "go" },
      notify: { name: "notify-sms", rt: "python" },
      workorder: { name: "workorders", rt: "python" },
      leak: { name: "leak-detect", rt: "java" },
      alarms: { name: "alarm-server", rt: "cpp" },
      gis: { name: "gis-proxy", rt: "node" },
    },
    stations: ["BOOSTER-4 Elm", "PS-1 Confluence", "PS-6 Ridgeview", "WELL-12 Sandy Fork", "PS-9 Dunmore"],
    reservoirs: ["TANK-N2 Bluff", "RES-West", "CLEARWELL-1"],
    acct: "TR-#######",
    phone: "+1 (304) ###-####",
  },
  {
    key: "kestrel",
    company: "Kestrel Bay Water",
    namespace: "kbw",
    traceKey: null,
    pkg: "KestrelBay",
    svc: {
      scada: { name: "telemetry-fep", rt: "dotnet" },
      historian: { name: "historian", rt: "python" },
      headend: { name: "ami-headend", rt: "dotnet" },
      mdm: { name: "meterdata", rt: "python" },
      billing: { name: "billing", rt: "ruby" },
      portal: { name: "customer-portal", rt: "node" },
      payments: { name: "payments", rt: "dotnet" },
      notify: { name: "outage-sms", rt: "go" },
      workorder: { name: "work-orders", rt: "dotnet" },
      leak: { name: "leak-sense", rt: "python" },
      alarms: { name: "alarm-hub", rt: "cpp" },
      gis: { name: "gis", rt: "java" },
    },
    stations: ["SPS-21 Harbour", "PS-4 Kestrel Heights", "SPS-8 Marina", "PS-15 Gullies", "BPS-2 Cape Rd"],
    reservoirs: ["RES-7 Summit", "TANK-3 Bayview", "RES-9 Lagoon"],
    acct: "KB######",
    phone: "+61 4## ### ###",
  },
];

/** Who notices when a role breaks, and how: over HTTP (errors, timeouts) or as data that stops arriving. */
export const DEPENDENTS: Record<Role, { role: Role; how: "http" | "stale" }[]> = {
  scada: [
    { role: "historian", how: "stale" },
    { role: "alarms", how: "stale" },
  ],
  historian: [
    { role: "alarms", how: "http" },
    { role: "leak", how: "http" },
  ],
  headend: [{ role: "mdm", how: "stale" }],
  mdm: [
    { role: "billing", how: "http" },
    { role: "portal", how: "http" },
    { role: "leak", how: "http" },
  ],
  billing: [
    { role: "portal", how: "http" },
    { role: "payments", how: "http" },
  ],
  payments: [{ role: "portal", how: "http" }],
  notify: [
    { role: "alarms", how: "http" },
    { role: "workorder", how: "http" },
  ],
  workorder: [
    { role: "leak", how: "http" },
    { role: "portal", how: "http" },
  ],
  leak: [],
  alarms: [],
  gis: [
    { role: "workorder", how: "http" },
    { role: "portal", how: "http" },
  ],
  portal: [],
};

export const ALL_ROLES = Object.keys(DEPENDENTS) as Role[];
