// Four made-up water utilities. Each maps the same roles to its own service names and runtimes.
export type Role =
  | "edge"
  | "portal"
  | "billing"
  | "mdm"
  | "headend"
  | "scada"
  | "historian"
  | "leak"
  | "workorders"
  | "sms";
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  /** package / module root used in stack frames */
  pkg: string;
  tracing: boolean;
  svc: Partial<Record<Role, { name: string; rt: Runtime }>>;
  stations: string[];
  reservoirs: string[];
  dmas: string[];
  gateways: string[];
  radios: string[];
  tariff: string;
  currency: string;
  phone: string;
}

export const ESTATES: Estate[] = [
  {
    key: "harrow",
    company: "Harrow Vale Water",
    namespace: "hvw-prod",
    pkg: "uk.co.harrowvale",
    tracing: true,
    svc: {
      edge: { name: "ingress-nginx", rt: "cpp" },
      portal: { name: "myaccount-web", rt: "node" },
      billing: { name: "billing-engine", rt: "java" },
      mdm: { name: "mdm-core", rt: "dotnet" },
      headend: { name: "ami-headend", rt: "java" },
      scada: { name: "telemetry-gw", rt: "go" },
      historian: { name: "historian-ingest", rt: "cpp" },
      leak: { name: "leak-watch", rt: "python" },
      workorders: { name: "field-orders", rt: "ruby" },
      sms: { name: "notify-sms", rt: "python" },
    },
    stations: ["PS-03 Millbrook", "PS-07 Harrow Hill", "PS-11 Ferndale", "PS-14 Castle Lane", "BST-02 Quarry Rd"],
    reservoirs: ["SR-Harrow Hill", "SR-Beacon", "WT-Ferndale"],
    dmas: ["DMA-104", "DMA-117", "DMA-121", "DMA-130", "DMA-142"],
    gateways: ["lgw-beacon-01", "lgw-millbrook-02", "lgw-depot-01", "lgw-castle-03"],
    radios: ["UHF-CH2", "UHF-CH5"],
    tariff: "DOM-MET-2T",
    currency: "GBP",
    phone: "+44 77",
  },
  {
    key: "ridgeline",
    company: "Ridgeline Municipal Water",
    namespace: "rmw",
    pkg: "gov.ridgeline.water",
    tracing: false,
    svc: {
      portal: { name: "customer-portal", rt: "node" },
      billing: { name: "cis-billing", rt: "dotnet" },
      mdm: { name: "meter-mdms", rt: "java" },
      headend: { name: "lns-bridge", rt: "go" },
      scada: { name: "modbus-bridge", rt: "go" },
      historian: { name: "pi-feeder", rt: "dotnet" },
      leak: { name: "leak-analytics", rt: "python" },
      workorders: { name: "wo-dispatch", rt: "java" },
      sms: { name: "alert-sender", rt: "node" },
    },
    stations: ["Lift Sta 4 (Oak Bend)", "Booster 2 (Ridge Top)", "Well 9", "Well 12", "Lift Sta 7 (Riverside)"],
    reservoirs: ["Ridge Top Tank", "North Standpipe", "Clearwell 1"],
    dmas: ["Z-North", "Z-Central", "Z-Heights", "Z-Riverside"],
    gateways: ["gw-watertower-n", "gw-cityhall", "gw-ridgetop", "gw-ps4"],
    radios: ["900MHz-A", "900MHz-B"],
    tariff: "RES-TIER3",
    currency: "USD",
    phone: "+1 512",
  },
  {
    key: "corrin",
    company: "Corrin Bay Water Authority",
    namespace: "cbwa-ops",
    pkg: "au.gov.corrinbay",
    tracing: true,
    svc: {
      edge: { name: "api-gateway", rt: "go" },
      portal: { name: "portal-bff", rt: "node" },
      billing: { name: "bill-calc", rt: "java" },
      mdm: { name: "mdm-validator", rt: "python" },
      headend: { name: "chirp-headend", rt: "go" },
      scada: { name: "rtu-poller", rt: "cpp" },
      historian: { name: "historian-writer", rt: "java" },
      workorders: { name: "wo-mobile-sync", rt: "ruby" },
      sms: { name: "boilnotice-sms", rt: "python" },
    },
    stations: ["WPS-21 Kettering", "WPS-05 Bayview", "SPS-33 Saltmarsh", "WPS-12 Gum Flat", "RCH-02 Marlo"],
    reservoirs: ["Bayview Reservoir", "Gum Flat Tank", "Hilltop Res 2"],
    dmas: ["PZ-Bayview-Lo", "PZ-Kettering", "PZ-Marlo", "PZ-Saltmarsh"],
    gateways: ["kerlink-bayview", "kerlink-depot", "multitech-marlo", "kerlink-gumflat"],
    radios: ["IP-RADIO-1", "IP-RADIO-4"],
    tariff: "RESI-STD",
    currency: "AUD",
    phone: "+61 4",
  },
  {
    key: "elsmere",
    company: "Elsmere Waterworks",
    namespace: "ew-prod",
    pkg: "de.elsmere.wasser",
    tracing: false,
    svc: {
      edge: { name: "envoy-edge", rt: "cpp" },
      portal: { name: "kundenportal", rt: "java" },
      billing: { name: "abrechnung", rt: "java" },
      mdm: { name: "mdm-service", rt: "dotnet" },
      headend: { name: "lorawan-headend", rt: "node" },
      scada: { name: "scada-collector", rt: "python" },
      historian: { name: "historian-api", rt: "go" },
      leak: { name: "leckortung", rt: "python" },
      workorders: { name: "auftraege", rt: "ruby" },
      sms: { name: "sms-notify", rt: "go" },
    },
    stations: ["PW Nordhang", "DEA Talweg", "PW Sued", "HB Kirchberg", "DEA Lindenallee"],
    reservoirs: ["HB Kirchberg", "HB Eichwald", "WT Altstadt"],
    dmas: ["ZM-07", "ZM-11", "ZM-15", "ZM-22"],
    gateways: ["lgw-kirchberg", "lgw-rathaus", "lgw-eichwald"],
    radios: ["Funk-K1", "Funk-K3"],
    tariff: "HH-STANDARD",
    currency: "EUR",
    phone: "+49 151",
  },
];

export const name = (e: Estate, r: Role): string => {
  const s = e.svc[r];
  if (!s) throw new Error(`${e.key} has no ${r}`);
  return s.name;
};
export const has = (e: Estate, r: Role): boolean => e.svc[r] !== undefined;
export const rt = (e: Estate, r: Role): Runtime => e.svc[r]?.rt ?? "go";
