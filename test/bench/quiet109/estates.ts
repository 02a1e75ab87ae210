// Four made-up bike-share operators. Each maps the same ten roles onto its own service names and runtimes.
export type Runtime = "java" | "go" | "python" | "node" | "dotnet" | "ruby" | "cpp";
export type Role =
  | "edge"
  | "unlock"
  | "dock"
  | "battery"
  | "member"
  | "fare"
  | "gbfs"
  | "rebalance"
  | "maint"
  | "notify";

export interface Svc {
  name: string;
  rt: Runtime;
}

export interface Estate {
  key: string;
  company: string;
  ns: string;
  traces: boolean;
  stationPrefix: string;
  roles: Record<Role, Svc>;
  /** Roles that may be left out of a file (never the ones an incident needs). */
  optional: Role[];
  noisy: Role;
}

export const ESTATES: Estate[] = [
  {
    key: "veloria",
    company: "Veloria Bikes",
    ns: "veloria-prod",
    traces: true,
    stationPrefix: "VL",
    roles: {
      edge: { name: "rider-api", rt: "node" },
      unlock: { name: "unlock-svc", rt: "go" },
      dock: { name: "dock-gateway", rt: "go" },
      battery: { name: "ebike-power", rt: "python" },
      member: { name: "membership", rt: "java" },
      fare: { name: "fare-calc", rt: "java" },
      gbfs: { name: "gbfs-publisher", rt: "go" },
      rebalance: { name: "rebalance-planner", rt: "python" },
      maint: { name: "maint-tickets", rt: "ruby" },
      notify: { name: "notify-push", rt: "node" },
    },
    optional: ["notify", "rebalance"],
    noisy: "maint",
  },
  {
    key: "spokego",
    company: "SpokeGo",
    ns: "spokego",
    traces: false,
    stationPrefix: "SG",
    roles: {
      edge: { name: "app-edge", rt: "node" },
      unlock: { name: "ride-sessions", rt: "dotnet" },
      dock: { name: "station-link", rt: "cpp" },
      battery: { name: "charge-mgr", rt: "python" },
      member: { name: "passes", rt: "ruby" },
      fare: { name: "pricing-engine", rt: "dotnet" },
      gbfs: { name: "feed-gbfs", rt: "node" },
      rebalance: { name: "van-dispatch", rt: "python" },
      maint: { name: "workshop", rt: "ruby" },
      notify: { name: "rider-notify", rt: "go" },
    },
    optional: ["notify", "maint"],
    noisy: "dock",
  },
  {
    key: "loop",
    company: "Citybike Loop",
    ns: "loop-live",
    traces: true,
    stationPrefix: "CL",
    roles: {
      edge: { name: "mobile-bff", rt: "java" },
      unlock: { name: "lock-broker", rt: "go" },
      dock: { name: "kiosk-controller", rt: "cpp" },
      battery: { name: "battery-telemetry", rt: "go" },
      member: { name: "member-accounts", rt: "java" },
      fare: { name: "billing-overtime", rt: "python" },
      gbfs: { name: "gbfs-feed", rt: "go" },
      rebalance: { name: "fleet-ops", rt: "python" },
      maint: { name: "repair-desk", rt: "node" },
      notify: { name: "sms-relay", rt: "node" },
    },
    optional: ["maint", "rebalance"],
    noisy: "notify",
  },
  {
    key: "trundl",
    company: "Trundl",
    ns: "trundl",
    traces: false,
    stationPrefix: "TR",
    roles: {
      edge: { name: "gateway", rt: "go" },
      unlock: { name: "rentals", rt: "java" },
      dock: { name: "dock-mqtt-bridge", rt: "go" },
      battery: { name: "battery-health", rt: "python" },
      member: { name: "accounts", rt: "ruby" },
      fare: { name: "payments", rt: "java" },
      gbfs: { name: "gbfs-api", rt: "python" },
      rebalance: { name: "route-optimizer", rt: "java" },
      maint: { name: "fleet-maint", rt: "node" },
      notify: { name: "mailer", rt: "ruby" },
    },
    optional: ["notify", "battery"],
    noisy: "dock",
  },
];
