// The four made-up companies: two mobile operators (OSS/BSS) and two airlines (passenger service systems).
// Each maps the domain's roles to its own service names; runtimes are fixed per role within a domain.
export type Domain = "telco" | "air";
export type TelcoRole = "portal" | "ocs" | "mediation" | "rating" | "billing" | "prov" | "mnp" | "smsc" | "ussd";
export type AirRole =
  | "res"
  | "gds"
  | "ndc"
  | "checkin"
  | "seats"
  | "boarding"
  | "wab"
  | "bags"
  | "loyalty"
  | "crew"
  | "ops";
export type Role = TelcoRole | AirRole;

export interface Estate {
  key: string;
  company: string;
  domain: Domain;
  namespace: string;
  names: Partial<Record<Role, string>>;
  /** request ids carried across services */
  traceIds: boolean;
  /** the service that logs a constant harmless error from the first minute */
  noisy: Role;
  msisdnPrefix: string;
  carrier: string;
  hub: string;
}

export const ESTATES: Estate[] = [
  {
    key: "korvel",
    company: "Korvel Mobile",
    domain: "telco",
    namespace: "bss-prod",
    names: {
      portal: "selfcare-web",
      ocs: "ocs-gy",
      mediation: "cdr-mediation",
      rating: "rating-engine",
      billing: "bill-run",
      prov: "prov-hlr",
      mnp: "mnp-broker",
      smsc: "smsc-router",
      ussd: "ussd-gw",
    },
    traceIds: true,
    noisy: "smsc",
    msisdnPrefix: "4179",
    carrier: "KRV",
    hub: "",
  },
  {
    key: "orla",
    company: "Orla Telecom",
    domain: "telco",
    namespace: "oss-live",
    names: {
      portal: "myorla-bff",
      ocs: "charging-ctrl",
      mediation: "mediation-etl",
      rating: "rater",
      billing: "invoice-batch",
      prov: "udm-provisioner",
      mnp: "portability-svc",
      smsc: "sms-core",
      ussd: "ussd-menu",
    },
    traceIds: false,
    noisy: "ocs",
    msisdnPrefix: "3538",
    carrier: "ORL",
    hub: "",
  },
  {
    key: "skyvale",
    company: "Skyvale Air",
    domain: "air",
    namespace: "pss-prod",
    names: {
      res: "res-core",
      gds: "gds-edifact-link",
      ndc: "ndc-offers",
      checkin: "dcs-checkin",
      seats: "seatmap-svc",
      boarding: "boarding-ctrl",
      wab: "load-control",
      bags: "bag-recon",
      loyalty: "loyalty-ledger",
      ops: "flightops-feed",
    },
    traceIds: true,
    noisy: "gds",
    msisdnPrefix: "",
    carrier: "SV",
    hub: "OSL",
  },
  {
    key: "nordhav",
    company: "Nordhav Air",
    domain: "air",
    namespace: "nh-pss",
    names: {
      res: "booking-api",
      gds: "gds-bridge",
      ndc: "offer-order",
      checkin: "checkin-svc",
      seats: "seat-inventory",
      boarding: "gate-app-api",
      wab: "wab-calc",
      bags: "brs-bags",
      crew: "crew-roster",
      ops: "ops-events",
    },
    traceIds: false,
    noisy: "bags",
    msisdnPrefix: "",
    carrier: "NH",
    hub: "BGO",
  },
];
