// The four removal and moving businesses: service names per role, runtimes, edge proxy and request-id habit.
export type Role =
  | "edge"
  | "portal"
  | "quotes"
  | "survey"
  | "crew"
  | "dispatch"
  | "vans"
  | "storage"
  | "claims"
  | "billing"
  | "notify"
  | "docs"
  | "routing";
export type Runtime = "node" | "go" | "java" | "python" | "ruby" | "dotnet";
export type Proxy = "envoy" | "nginx" | "haproxy" | "traefik";
export type RidStyle = "xrid" | "traceparent" | "none";

export interface Estate {
  key: string;
  company: string;
  proxy: Proxy;
  rid: RidStyle;
  namespace: string;
  names: Record<Role, string>;
  runtimes: Record<Exclude<Role, "edge">, Runtime>;
}

export const ROLES: Role[] = [
  "edge",
  "portal",
  "quotes",
  "survey",
  "crew",
  "dispatch",
  "vans",
  "storage",
  "claims",
  "billing",
  "notify",
  "docs",
  "routing",
];

export const ESTATES: Estate[] = [
  {
    key: "hartwell",
    company: "Hartwell & Sons Removals",
    proxy: "envoy",
    rid: "xrid",
    namespace: "hartwell-prod",
    names: {
      edge: "hw-edge",
      portal: "customer-web",
      quotes: "quote-engine",
      survey: "survey-booking",
      crew: "crew-roster",
      dispatch: "job-dispatch",
      vans: "van-telemetry",
      storage: "container-yard",
      claims: "claims-intake",
      billing: "payments-gw",
      notify: "notify-sms",
      docs: "quote-pdf",
      routing: "route-planner",
    },
    runtimes: {
      portal: "node",
      quotes: "python",
      survey: "python",
      crew: "java",
      dispatch: "go",
      vans: "node",
      storage: "ruby",
      claims: "java",
      billing: "java",
      notify: "node",
      docs: "node",
      routing: "go",
    },
  },
  {
    key: "packright",
    company: "PackRight Moving",
    proxy: "nginx",
    rid: "traceparent",
    namespace: "packright",
    names: {
      edge: "edge_nginx",
      portal: "customer_portal",
      quotes: "quote_api",
      survey: "home_survey",
      crew: "crew_scheduler",
      dispatch: "dispatch_board",
      vans: "fleet_tracker",
      storage: "storage_units",
      claims: "damage_claims",
      billing: "invoice_worker",
      notify: "messaging",
      docs: "doc_render",
      routing: "route_solver",
    },
    runtimes: {
      portal: "python",
      quotes: "python",
      survey: "python",
      crew: "python",
      dispatch: "python",
      vans: "go",
      storage: "python",
      claims: "python",
      billing: "python",
      notify: "python",
      docs: "node",
      routing: "go",
    },
  },
  {
    key: "movara",
    company: "Movara",
    proxy: "haproxy",
    rid: "none",
    namespace: "movara",
    names: {
      edge: "gateway",
      portal: "storefront",
      quotes: "quoter",
      survey: "surveyor",
      crew: "rota",
      dispatch: "dispatcher",
      vans: "telematics",
      storage: "vault",
      claims: "claims",
      billing: "ledger",
      notify: "herald",
      docs: "printer",
      routing: "pathfinder",
    },
    runtimes: {
      portal: "ruby",
      quotes: "java",
      survey: "java",
      crew: "java",
      dispatch: "java",
      vans: "java",
      storage: "java",
      claims: "java",
      billing: "java",
      notify: "ruby",
      docs: "node",
      routing: "java",
    },
  },
  {
    key: "tidewater",
    company: "Tidewater Relocation",
    proxy: "traefik",
    rid: "traceparent",
    namespace: "tw-prod",
    names: {
      edge: "plat-traefik",
      portal: "web-booking",
      quotes: "sales-quoting",
      survey: "sales-videosurvey",
      crew: "ops-crewplan",
      dispatch: "ops-dispatch",
      vans: "fleet-gps-ingest",
      storage: "yard-containers",
      claims: "care-claims",
      billing: "fin-billing",
      notify: "care-notify",
      docs: "sales-docgen",
      routing: "ops-routing",
    },
    runtimes: {
      portal: "node",
      quotes: "python",
      survey: "node",
      crew: "dotnet",
      dispatch: "go",
      vans: "go",
      storage: "dotnet",
      claims: "dotnet",
      billing: "dotnet",
      notify: "node",
      docs: "node",
      routing: "go",
    },
  },
];

export function runtimeOf(e: Estate, r: Role): Runtime | Proxy {
  return r === "edge" ? e.proxy : e.runtimes[r];
}
