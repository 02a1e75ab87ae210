// The four made-up broadband providers of quiet86: which service plays which role, in which runtime.
export type Role =
  | "app"
  | "order"
  | "addr"
  | "prov"
  | "radius"
  | "dhcp"
  | "acs"
  | "inv"
  | "dispatch"
  | "telem"
  | "outage"
  | "billing";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp" | "c";

export interface Estate {
  key: string;
  company: string;
  realm: string;
  namespace: string;
  traces: boolean;
  svc: Partial<Record<Role, string>>;
  rt: Partial<Record<Role, Runtime>>;
  /** the service with a constant harmless error from the first minute */
  noisy: Role;
  olts: string[];
  bngs: string[];
  cpe: string[];
  currency: string;
  area: string[];
  postcodes: string[];
}

export const ESTATES: Estate[] = [
  {
    key: "lumen",
    company: "Lumen Fibre",
    realm: "lumenfibre.net",
    namespace: "lumen-prod",
    traces: true,
    svc: {
      app: "shop-web",
      order: "order-capture",
      addr: "address-check",
      prov: "oss-activator",
      radius: "radius-auth",
      dhcp: "kea-dhcp4",
      acs: "acs-tr069",
      inv: "net-inventory",
      dispatch: "field-dispatch",
      telem: "line-telemetry",
    },
    rt: {
      app: "node",
      order: "java",
      addr: "python",
      prov: "java",
      radius: "c",
      dhcp: "cpp",
      acs: "node",
      inv: "java",
      dispatch: "dotnet",
      telem: "go",
    },
    noisy: "acs",
    olts: ["lds-olt-01", "lds-olt-03", "brd-olt-02", "hgt-olt-01"],
    bngs: ["bng-lds-01", "bng-lds-02", "bng-brd-01"],
    cpe: ["ALCL G-240W-F", "Nokia XS-010X-Q", "Zyxel EX5601-T0"],
    currency: "GBP",
    area: ["LDS-N", "LDS-E", "BRD-C", "HGT-W"],
    postcodes: ["LS6 2AB", "LS7 3QT", "BD1 4HE", "HG1 5LN", "LS8 1DD"],
  },
  {
    key: "kabelnet",
    company: "Kabelnet Nord",
    realm: "kabelnet-nord.de",
    namespace: "kn-prod",
    traces: false,
    svc: {
      app: "kn-app-api",
      order: "order-intake",
      addr: "serviceability",
      prov: "docsis-prov",
      radius: "freeradius",
      dhcp: "dhcp4",
      acs: "genieacs-cwmp",
      outage: "outage-watch",
      billing: "invoice-engine",
    },
    rt: {
      app: "go",
      order: "java",
      addr: "python",
      prov: "go",
      radius: "c",
      dhcp: "cpp",
      acs: "node",
      outage: "python",
      billing: "ruby",
    },
    noisy: "billing",
    olts: ["cmts-hh-01", "cmts-hh-04", "cmts-ki-02"],
    bngs: ["cmts-hh-01", "cmts-hh-04", "cmts-ki-02"],
    cpe: ["AVM FRITZ!Box 6660 Cable", "Technicolor TC4400", "Vodafone Station CGA6444"],
    currency: "EUR",
    area: ["HH-Altona", "HH-Eimsbuettel", "KI-Mitte"],
    postcodes: ["22765", "20257", "24103", "22767", "20259"],
  },
  {
    key: "heron",
    company: "Heron Broadband",
    realm: "heronbb.ie",
    namespace: "heron-live",
    traces: true,
    svc: {
      app: "heron-gateway",
      order: "sales-orders",
      addr: "eircode-check",
      prov: "ont-provisioning",
      radius: "aaa-radius",
      acs: "cpe-acs",
      inv: "inventory-svc",
      dispatch: "techforce",
      telem: "telemetry-collector",
      billing: "billing",
    },
    rt: {
      app: "go",
      order: "dotnet",
      addr: "node",
      prov: "python",
      radius: "c",
      acs: "java",
      inv: "go",
      dispatch: "java",
      telem: "go",
      billing: "ruby",
    },
    noisy: "dispatch",
    olts: ["dub-olt-11", "dub-olt-12", "crk-olt-02", "gwy-olt-01"],
    bngs: ["bng-dub-a", "bng-dub-b", "bng-crk-a"],
    cpe: ["Huawei HG8245Q2", "Sagemcom F@st 5866T", "TP-Link XX230v"],
    currency: "EUR",
    area: ["DUB-15", "DUB-24", "CRK-C", "GWY-N"],
    postcodes: ["D15 X2K8", "D24 F6P3", "T12 R5CP", "H91 E2K1", "D15 Y7W1"],
  },
  {
    key: "vale",
    company: "Vale Connect",
    realm: "valeconnect.co.uk",
    namespace: "vale-prd",
    traces: false,
    svc: {
      app: "myvale-bff",
      order: "checkout",
      addr: "uprn-lookup",
      prov: "activation-orchestrator",
      radius: "radius",
      dhcp: "kea",
      acs: "acs",
      inv: "netinv",
      outage: "outage-detector",
      billing: "rating-billing",
    },
    rt: {
      app: "node",
      order: "ruby",
      addr: "go",
      prov: "java",
      radius: "c",
      dhcp: "cpp",
      acs: "java",
      inv: "python",
      outage: "go",
      billing: "dotnet",
    },
    noisy: "outage",
    olts: ["car-olt-01", "swa-olt-02", "nwp-olt-01"],
    bngs: ["bng-car-1", "bng-swa-1"],
    cpe: ["Sercomm FG824CD", "Zyxel PMG5617GA", "Genexis Pure-F530"],
    currency: "GBP",
    area: ["CAR-CENTRAL", "SWA-EAST", "NWP-WEST"],
    postcodes: ["CF10 1EP", "SA1 8PH", "NP20 4AA", "CF24 3DG", "SA2 0AX"],
  },
];

export const has = (e: Estate, r: Role) => e.svc[r] !== undefined;
export const S = (e: Estate, r: Role): string => {
  const s = e.svc[r];
  if (!s) throw new Error(`${e.key} has no ${r}`);
  return s;
};
