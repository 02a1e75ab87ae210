// The four made-up management companies of holdout130: their services, runtimes and roles.
export type Runtime = "node" | "java" | "go" | "python" | "ruby" | "dotnet" | "cpp" | "es";
export type Role =
  | "portal"
  | "ledger"
  | "autopay"
  | "violations"
  | "photos"
  | "amenity"
  | "access"
  | "workorders"
  | "notify"
  | "board"
  | "resale"
  | "search";

export interface Svc {
  name: string;
  role: Role;
  rt: Runtime;
}

export interface Estate {
  key: string;
  company: string;
  ns: string;
  ids: "hex" | "uuid" | "none";
  owner: string;
  svcs: Svc[];
}

const s = (name: string, role: Role, rt: Runtime): Svc => ({ name, role, rt });

export const ESTATES: Estate[] = [
  {
    key: "ridgeway",
    company: "Ridgeway Community Management",
    ns: "ridgeway-prod",
    ids: "hex",
    owner: "RW",
    svcs: [
      s("owner-portal", "portal", "node"),
      s("dues-ledger", "ledger", "java"),
      s("ach-autopay", "autopay", "go"),
      s("violation-desk", "violations", "python"),
      s("inspector-photos", "photos", "go"),
      s("amenity-booking", "amenity", "ruby"),
      s("fob-sync", "access", "cpp"),
      s("workorder-hub", "workorders", "dotnet"),
      s("owner-notify", "notify", "python"),
      s("resale-certs", "resale", "python"),
    ],
  },
  {
    key: "bayshore",
    company: "Bayshore HOA Services",
    ns: "bayshore",
    ids: "none",
    owner: "BS",
    svcs: [
      s("resident-web", "portal", "ruby"),
      s("assessments-api", "ledger", "dotnet"),
      s("payments-ach", "autopay", "java"),
      s("compliance-svc", "violations", "node"),
      s("photo-ingest", "photos", "python"),
      s("amenities", "amenity", "node"),
      s("keyfob-bridge", "access", "go"),
      s("vendor-dispatch", "workorders", "python"),
      s("mailer", "notify", "node"),
      s("board-portal", "board", "ruby"),
    ],
  },
  {
    key: "summit",
    company: "Summit Condo Group",
    ns: "summit-condo",
    ids: "uuid",
    owner: "SC",
    svcs: [
      s("condo-portal", "portal", "dotnet"),
      s("hoa-billing", "ledger", "python"),
      s("nacha-batcher", "autopay", "go"),
      s("violation-tracker", "violations", "java"),
      s("amenity-svc", "amenity", "go"),
      s("access-control", "access", "dotnet"),
      s("work-orders", "workorders", "ruby"),
      s("sms-relay", "notify", "go"),
      s("estoppel-svc", "resale", "java"),
      s("records-es", "search", "es"),
    ],
  },
  {
    key: "pinegate",
    company: "Pinegate Property Partners",
    ns: "pinegate",
    ids: "none",
    owner: "PG",
    svcs: [
      s("members-api", "portal", "go"),
      s("ledger-core", "ledger", "java"),
      s("autopay-runner", "autopay", "python"),
      s("clubhouse-bookings", "amenity", "python"),
      s("gate-access", "access", "node"),
      s("maint-orders", "workorders", "dotnet"),
      s("arc-review", "board", "node"),
      s("resale-desk", "resale", "ruby"),
      s("notice-sender", "notify", "java"),
    ],
  },
];

export function svcOf(e: Estate, role: Role): Svc {
  const v = e.svcs.find((x) => x.role === role);
  if (!v) throw new Error(`${e.key} has no ${role}`);
  return v;
}
