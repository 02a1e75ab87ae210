// Four made-up university core-facility estates: the same jobs under different names, runtimes and habits.
export type Role =
  | "portal"
  | "booking"
  | "training"
  | "billing"
  | "intake"
  | "lims"
  | "transfer"
  | "usage"
  | "badge"
  | "notify"
  | "indexer";

export type Runtime = "node" | "java" | "python" | "dotnet" | "ruby" | "go" | "cpp";

export interface Estate {
  key: string;
  name: string;
  ns: string;
  traces: boolean;
  svc: Partial<Record<Role, { name: string; rt: Runtime }>>;
  /** Service that logs the same harmless complaint all window long. */
  noisy: Role;
  instruments: string[];
  grantPrefix: string;
  dataHost: string;
}

export const ESTATES: Estate[] = [
  {
    key: "northgate",
    name: "Northgate University Research Cores",
    ns: "cores-prod",
    traces: true,
    svc: {
      portal: { name: "core-portal", rt: "node" },
      booking: { name: "ppms-booking", rt: "java" },
      training: { name: "training-check", rt: "python" },
      billing: { name: "recharge-billing", rt: "dotnet" },
      intake: { name: "sample-intake", rt: "ruby" },
      lims: { name: "lims-api", rt: "java" },
      transfer: { name: "xfer-agent", rt: "go" },
      usage: { name: "instr-usage", rt: "dotnet" },
      badge: { name: "badge-bridge", rt: "cpp" },
      notify: { name: "notify-mailer", rt: "python" },
    },
    noisy: "usage",
    instruments: ["Krios-G4", "Orbitrap-Eclipse", "NovaSeq-6000", "Aria-Fusion", "LSM980", "timsTOF-Pro2"],
    grantPrefix: "NG",
    dataHost: "rcstore01.northgate.edu",
  },
  {
    key: "kestrel",
    name: "Kestrel Institute Shared Resources",
    ns: "sr-core",
    traces: false,
    svc: {
      portal: { name: "cores-web", rt: "ruby" },
      booking: { name: "calendar-svc", rt: "node" },
      training: { name: "cert-registry", rt: "java" },
      billing: { name: "chargeback", rt: "java" },
      intake: { name: "submissions", rt: "python" },
      lims: { name: "sample-lims", rt: "python" },
      transfer: { name: "rawdata-mover", rt: "go" },
      usage: { name: "scope-pc-agent", rt: "dotnet" },
      badge: { name: "door-access", rt: "go" },
    },
    noisy: "badge",
    instruments: ["Symphony-A5", "Exploris-480", "NextSeq-2000", "Glacios", "SP8-STED", "Q-Exactive-HF"],
    grantPrefix: "KI",
    dataHost: "isilon-sr.kestrel.org",
  },
  {
    key: "harbor",
    name: "Harborview Core Labs",
    ns: "corelabs",
    traces: true,
    svc: {
      portal: { name: "facility-gw", rt: "go" },
      booking: { name: "slot-booker", rt: "python" },
      training: { name: "competency-api", rt: "node" },
      billing: { name: "grant-recharge", rt: "java" },
      intake: { name: "barcode-intake", rt: "node" },
      lims: { name: "seq-lims", rt: "java" },
      transfer: { name: "globus-sync", rt: "python" },
      usage: { name: "usage-collector", rt: "go" },
      indexer: { name: "data-indexer", rt: "go" },
      notify: { name: "mailer", rt: "ruby" },
    },
    noisy: "intake",
    instruments: ["NovaSeq-X", "MiSeq-i100", "CytoFLEX-LX", "Talos-L120C", "Orbitrap-Astral", "Aurora-5L"],
    grantPrefix: "HV",
    dataHost: "corestore.harborview.net",
  },
  {
    key: "lakemont",
    name: "Lakemont State Core Facilities",
    ns: "corefac",
    traces: false,
    svc: {
      portal: { name: "core-hub", rt: "node" },
      booking: { name: "booking-api", rt: "dotnet" },
      billing: { name: "billing-engine", rt: "dotnet" },
      intake: { name: "intake-api", rt: "python" },
      lims: { name: "lims", rt: "ruby" },
      transfer: { name: "transfer-daemon", rt: "python" },
      usage: { name: "instrument-log-relay", rt: "python" },
      badge: { name: "access-sync", rt: "java" },
      indexer: { name: "archive-indexer", rt: "go" },
    },
    noisy: "transfer",
    instruments: ["FACSymphony-S6", "Arctica", "Xevo-TQ-XS", "NovaSeq-6000", "Zeiss-Elyra7", "Exploris-240"],
    grantPrefix: "LS",
    dataHost: "coredata.lakemont.edu",
  },
];

export const services = (e: Estate): string[] => Object.values(e.svc).map((s) => s.name);
export const has = (e: Estate, r: Role): boolean => e.svc[r] !== undefined;
export const nm = (e: Estate, r: Role): string => {
  const s = e.svc[r];
  if (!s) throw new Error(`${e.key} has no ${r}`);
  return s.name;
};
