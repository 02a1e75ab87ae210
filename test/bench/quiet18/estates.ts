// The four made-up companies of quiet18: two mobile operators and two airlines, each service with a role and a runtime.
import type { Runtime } from "./stacks.js";

export type Domain = "telecom" | "air";
export type TelRole =
  | "edge"
  | "charging"
  | "dra"
  | "mediation"
  | "rating"
  | "billrun"
  | "prov"
  | "smsc"
  | "ussd"
  | "roaming";
export type AirRole = "edge" | "pnr" | "gds" | "ndc" | "fare" | "pay" | "dcs" | "wab" | "bags" | "ops";
export type Role = TelRole | AirRole;

export interface Svc {
  name: string;
  role: Role;
  rt: Runtime;
}

export interface Estate {
  key: string;
  company: string;
  domain: Domain;
  namespace: string;
  /** whether requests carry a trace id across services */
  traces: boolean;
  /** carrier / realm codes used in messages */
  code: string;
  realm: string;
  services: Svc[];
  /** role used when a role is missing from the estate */
  fallback: Partial<Record<Role, Role>>;
  /** the service that logs the same harmless complaint all window long */
  noisy: Role;
}

export const ESTATES: Estate[] = [
  {
    key: "kestrel",
    company: "Kestrel Mobile",
    domain: "telecom",
    namespace: "kestrel-bss",
    traces: true,
    code: "GBRKM",
    realm: "epc.mnc021.mcc234.3gppnetwork.org",
    services: [
      { name: "api-gw", role: "edge", rt: "node" },
      { name: "ocs-charging", role: "charging", rt: "java" },
      { name: "dra-proxy", role: "dra", rt: "cpp" },
      { name: "cdr-mediation", role: "mediation", rt: "java" },
      { name: "rating-engine", role: "rating", rt: "java" },
      { name: "bill-run", role: "billrun", rt: "python" },
      { name: "hss-prov", role: "prov", rt: "go" },
      { name: "smsc-gw", role: "smsc", rt: "java" },
      { name: "ussd-gw", role: "ussd", rt: "cpp" },
      { name: "roaming-tap", role: "roaming", rt: "python" },
    ],
    fallback: {},
    noisy: "smsc",
  },
  {
    key: "orbitel",
    company: "Orbitel",
    domain: "telecom",
    namespace: "orbitel-prod",
    traces: false,
    code: "NLDOB",
    realm: "epc.mnc077.mcc204.3gppnetwork.org",
    services: [
      { name: "selfcare-bff", role: "edge", rt: "node" },
      { name: "charging-core", role: "charging", rt: "erlang" },
      { name: "diameter-edge", role: "dra", rt: "erlang" },
      { name: "mediation-ingest", role: "mediation", rt: "python" },
      { name: "rater", role: "rating", rt: "java" },
      { name: "invoice-batch", role: "billrun", rt: "ruby" },
      { name: "subscriber-provisioning", role: "prov", rt: "go" },
      { name: "sms-center", role: "smsc", rt: "cpp" },
      { name: "ussd-menu", role: "ussd", rt: "node" },
    ],
    fallback: { roaming: "mediation" },
    noisy: "rating",
  },
  {
    key: "skylark",
    company: "Skylark Air",
    domain: "air",
    namespace: "skylark-res",
    traces: true,
    code: "SK",
    realm: "skylark.aero",
    services: [
      { name: "booking-api", role: "edge", rt: "node" },
      { name: "pnr-store", role: "pnr", rt: "java" },
      { name: "gds-connector", role: "gds", rt: "dotnet" },
      { name: "ndc-gateway", role: "ndc", rt: "java" },
      { name: "fare-quote", role: "fare", rt: "java" },
      { name: "payments", role: "pay", rt: "node" },
      { name: "dcs-checkin", role: "dcs", rt: "python" },
      { name: "weight-balance", role: "wab", rt: "go" },
      { name: "bag-tracker", role: "bags", rt: "go" },
      { name: "flight-ops-feed", role: "ops", rt: "python" },
    ],
    fallback: {},
    noisy: "bags",
  },
  {
    key: "meridian",
    company: "Meridian Airways",
    domain: "air",
    namespace: "mrd-ground",
    traces: false,
    code: "MR",
    realm: "meridian-air.com",
    services: [
      { name: "web-checkin", role: "edge", rt: "node" },
      { name: "res-core", role: "pnr", rt: "java" },
      { name: "sabre-link", role: "gds", rt: "java" },
      { name: "offer-engine", role: "ndc", rt: "python" },
      { name: "pricing", role: "fare", rt: "java" },
      { name: "pay-gateway", role: "pay", rt: "ruby" },
      { name: "departure-control", role: "dcs", rt: "dotnet" },
      { name: "loadsheet", role: "wab", rt: "go" },
      { name: "baggage-bsm", role: "bags", rt: "python" },
    ],
    fallback: { ops: "dcs" },
    noisy: "gds",
  },
];

export function svcOf(e: Estate, role: Role): Svc {
  const s = e.services.find((x) => x.role === role) ?? e.services.find((x) => x.role === e.fallback[role]);
  if (!s) throw new Error(`${e.key} has no ${role}`);
  return s;
}
export const nameOf = (e: Estate, role: Role): string => svcOf(e, role).name;
