// Four made-up warehouse operators, their services (each with a role and a runtime) and who calls whom.

export type Role =
  | "edge"
  | "wms"
  | "wave"
  | "pick"
  | "replen"
  | "slot"
  | "fleet"
  | "traffic"
  | "charger"
  | "conveyor"
  | "sorter"
  | "ptl"
  | "label"
  | "manifest"
  | "lms";
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

export interface Svc {
  name: string;
  role: Role;
  rt: Runtime;
  replicas: number;
}

export interface Estate {
  key: string;
  company: string;
  ns: string;
  /** site code used in ids, e.g. DC3 */
  site: string;
  /** whether request/trace ids travel across services */
  traced: boolean;
  svcs: Svc[];
  /** the service that logs the same harmless complaint from the first minute */
  noisy: Role;
}

const s = (name: string, role: Role, rt: Runtime, replicas = 1): Svc => ({ name, role, rt, replicas });

export const ESTATES: readonly Estate[] = [
  {
    key: "northgate",
    company: "Northgate Fulfilment",
    ns: "ngf-dc3",
    site: "DC3",
    traced: true,
    noisy: "conveyor",
    svcs: [
      s("ngf-edge", "edge", "node", 2),
      s("wms-core", "wms", "java", 2),
      s("wave-planner", "wave", "java"),
      s("pick-exec", "pick", "go", 2),
      s("replen-engine", "replen", "python"),
      s("amr-fleet-mgr", "fleet", "go"),
      s("amr-traffic", "traffic", "cpp"),
      s("conveyor-gw", "conveyor", "cpp"),
      s("ptl-controller", "ptl", "node"),
      s("label-print", "label", "node"),
    ],
  },
  {
    key: "kestrel",
    company: "Kestrel Parcel & Returns",
    ns: "kpr-hub2",
    site: "HUB2",
    traced: false,
    noisy: "sorter",
    svcs: [
      s("wes-orders", "wms", "dotnet", 2),
      s("wave-release", "wave", "dotnet"),
      s("put-wall", "ptl", "go"),
      s("induct-scan", "conveyor", "node"),
      s("sorter-plc-gw", "sorter", "cpp"),
      s("robot-dispatch", "fleet", "go"),
      s("robot-traffic", "traffic", "go"),
      s("manifest-svc", "manifest", "python"),
      s("labor-mgmt", "lms", "ruby"),
    ],
  },
  {
    key: "bramble",
    company: "Bramble Grocery MFC",
    ns: "bramble-mfc-leeds",
    site: "LDS1",
    traced: true,
    noisy: "charger",
    svcs: [
      s("order-orchestrator", "wms", "dotnet", 2),
      s("pick-station", "pick", "node", 2),
      s("shuttle-ctl", "traffic", "go"),
      s("fleet-manager", "fleet", "java"),
      s("charge-dock-mgr", "charger", "python"),
      s("replen-svc", "replen", "python"),
      s("tote-router", "conveyor", "java"),
      s("label-svc", "label", "ruby"),
      s("labour-tracker", "lms", "dotnet"),
    ],
  },
  {
    key: "halden",
    company: "Halden Industrial Spares",
    ns: "halden-wh",
    site: "HLD",
    traced: false,
    noisy: "label",
    svcs: [
      s("halden-api", "edge", "java"),
      s("wms-app", "wms", "java", 2),
      s("wave-svc", "wave", "python"),
      s("slotting-opt", "slot", "python"),
      s("agv-fleet", "fleet", "java"),
      s("agv-traffic", "traffic", "cpp"),
      s("conveyor-bridge", "conveyor", "go"),
      s("print-gw", "label", "node"),
      s("ship-manifest", "manifest", "java"),
      s("lms-api", "lms", "ruby"),
    ],
  },
];

export function svcOf(e: Estate, role: Role): Svc | undefined {
  return e.svcs.find((x) => x.role === role);
}
