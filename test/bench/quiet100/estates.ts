// The four made-up waste-collection estates: which service plays which role, in which runtime.
export type Role =
  | "portal"
  | "routing"
  | "telematics"
  | "rfid"
  | "tablet"
  | "reports"
  | "bulky"
  | "weigh"
  | "sweep"
  | "notify";
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

export interface Svc {
  name: string;
  rt: Runtime;
}

export interface Estate {
  key: string;
  company: string;
  pkg: string;
  namespace: string;
  traces: boolean;
  depot: string[];
  streets: string[];
  svc: Partial<Record<Role, Svc>>;
}

export const ESTATES: Estate[] = [
  {
    key: "northvale",
    company: "Northvale Waste Services",
    pkg: "uk.northvale.waste",
    namespace: "nws-prod",
    traces: true,
    depot: ["Carr Lane depot", "Mill Road depot"],
    streets: [
      "Ashby Road",
      "Fernlea Close",
      "Harrow Street",
      "Kingsway",
      "Orchard Rise",
      "Quarry Lane",
      "Station Road",
    ],
    svc: {
      portal: { name: "resident-portal", rt: "node" },
      routing: { name: "route-planner", rt: "python" },
      telematics: { name: "fleet-telematics", rt: "go" },
      rfid: { name: "bin-lift-ingest", rt: "go" },
      tablet: { name: "cab-tablet-sync", rt: "java" },
      reports: { name: "missed-collection", rt: "ruby" },
      bulky: { name: "bulky-booking", rt: "dotnet" },
      weigh: { name: "weighbridge-gw", rt: "cpp" },
      sweep: { name: "street-sweep-sched", rt: "python" },
      notify: { name: "notify-out", rt: "node" },
    },
  },
  {
    key: "corran",
    company: "Corran Environmental",
    pkg: "com.corranenv.ops",
    namespace: "corran-live",
    traces: false,
    depot: ["Westfield yard", "Tannery Way yard"],
    streets: ["Abbey Walk", "Beech Grove", "Canal Street", "Dunmore Avenue", "Elm Terrace", "Glebe Road", "Marsh Lane"],
    svc: {
      portal: { name: "crm-api", rt: "java" },
      routing: { name: "opt-routes", rt: "java" },
      telematics: { name: "telemetry-hub", rt: "go" },
      rfid: { name: "rfid-reader-svc", rt: "cpp" },
      tablet: { name: "driver-app-bff", rt: "node" },
      reports: { name: "case-manager", rt: "python" },
      bulky: { name: "booking-engine", rt: "java" },
      weigh: { name: "scalehouse", rt: "dotnet" },
      notify: { name: "sms-relay", rt: "go" },
    },
  },
  {
    key: "haldon",
    company: "Haldon Recycling Partnership",
    pkg: "org.haldonrp",
    namespace: "hrp-prod",
    traces: true,
    depot: ["Exe Bridge depot", "Kenn Lane depot"],
    streets: ["Bishops Way", "Cowick Street", "Dryden Road", "Longbrook Street", "Pinhoe Road", "Topsham Road"],
    svc: {
      portal: { name: "hrp-gateway", rt: "dotnet" },
      routing: { name: "routing-solver", rt: "cpp" },
      telematics: { name: "vehicle-events", rt: "java" },
      rfid: { name: "lift-counter", rt: "python" },
      tablet: { name: "tablet-api", rt: "go" },
      reports: { name: "report-intake", rt: "java" },
      bulky: { name: "bulky-collect", rt: "ruby" },
      weigh: { name: "ticketing-wb", rt: "python" },
      sweep: { name: "sweeper-plan", rt: "node" },
      notify: { name: "comms-dispatch", rt: "python" },
    },
  },
  {
    key: "brackenford",
    company: "Brackenford Borough Council - Waste",
    pkg: "gov.brackenford.waste",
    namespace: "bbc-waste",
    traces: false,
    depot: ["Gasworks depot"],
    streets: ["Albion Street", "Brook Lane", "Chapel Row", "Hollins Road", "Ivy Bank", "Newton Street", "Saxon Way"],
    svc: {
      portal: { name: "portal-web", rt: "ruby" },
      routing: { name: "route-opt", rt: "python" },
      telematics: { name: "tracker-ingest", rt: "node" },
      rfid: { name: "tagscan", rt: "go" },
      tablet: { name: "incab-sync", rt: "dotnet" },
      reports: { name: "missed-bins", rt: "node" },
      bulky: { name: "bulky-svc", rt: "java" },
      weigh: { name: "weigh-station", rt: "java" },
      sweep: { name: "street-clean", rt: "go" },
    },
  },
];
