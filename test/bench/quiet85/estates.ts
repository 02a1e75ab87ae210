// The four made-up mining estates of quiet85: which service plays which role, its runtime and pods, and
// whether request ids travel between services.
export type Role =
  | "portal"
  | "fms"
  | "dispatch"
  | "telemetry"
  | "mesh"
  | "tpms"
  | "payload"
  | "grade"
  | "assay"
  | "plant"
  | "blast"
  | "cmms";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

export interface Service {
  name: string;
  runtime: Runtime;
  pods: string[];
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  truckPrefix: string;
  shovels: string[];
  pit: string;
  traces: boolean;
  traceLen: number;
  roles: Record<Role, string>;
  services: Service[];
  /** the service with a constant harmless complaint from the first minute */
  noisy: string;
}

const svc = (name: string, runtime: Runtime, replicas: number): Service => ({
  name,
  runtime,
  pods: Array.from({ length: replicas }, (_, i) =>
    replicas === 1
      ? `${name}-0`
      : `${name}-${["7f9c4", "5d8b2", "6c1e9"][i % 3]}-${["x2kqp", "m8vtr", "b4nwz"][i % 3]}`,
  ),
});

export const ESTATES: readonly Estate[] = [
  {
    key: "karrawong",
    company: "Karrawong Iron",
    namespace: "kw-ot-prod",
    truckPrefix: "HT",
    shovels: ["SH-01", "SH-03", "SH-04", "EX-07", "EX-09"],
    pit: "KW-NORTH",
    traces: true,
    traceLen: 16,
    roles: {
      portal: "ops-portal",
      fms: "fms-core",
      dispatch: "dispatch-optimizer",
      telemetry: "haul-telemetry",
      mesh: "mesh-nms",
      tpms: "tyre-monitor",
      payload: "payload-ingest",
      grade: "ore-grade",
      assay: "ore-grade",
      plant: "plant-historian",
      blast: "fms-core",
      cmms: "workorders-api",
    },
    services: [
      svc("ops-portal", "node", 2),
      svc("fms-core", "java", 2),
      svc("dispatch-optimizer", "python", 1),
      svc("haul-telemetry", "go", 3),
      svc("mesh-nms", "python", 1),
      svc("tyre-monitor", "node", 1),
      svc("payload-ingest", "dotnet", 2),
      svc("ore-grade", "python", 2),
      svc("plant-historian", "cpp", 1),
      svc("workorders-api", "ruby", 1),
    ],
    noisy: "tyre-monitor",
  },
  {
    key: "tallis",
    company: "Tallis Copper",
    namespace: "tallis-mineops",
    truckPrefix: "T",
    shovels: ["S11", "S12", "S14", "L21"],
    pit: "TALLIS-EAST",
    traces: false,
    traceLen: 12,
    roles: {
      portal: "shift-board",
      fms: "autonomy-bridge",
      dispatch: "dispatch",
      telemetry: "fleet-positions",
      mesh: "radio-nms",
      tpms: "onboard-sensors",
      payload: "onboard-sensors",
      grade: "grade-control",
      assay: "lims-sync",
      plant: "conveyor-bridge",
      blast: "dispatch",
      cmms: "cmms-sync",
    },
    services: [
      svc("shift-board", "node", 2),
      svc("autonomy-bridge", "cpp", 1),
      svc("dispatch", "java", 2),
      svc("fleet-positions", "go", 2),
      svc("radio-nms", "python", 1),
      svc("onboard-sensors", "dotnet", 2),
      svc("grade-control", "java", 1),
      svc("lims-sync", "python", 1),
      svc("conveyor-bridge", "dotnet", 1),
      svc("cmms-sync", "ruby", 1),
    ],
    noisy: "onboard-sensors",
  },
  {
    key: "ngarla",
    company: "Ngarla Gold",
    namespace: "ngarla-pit",
    truckPrefix: "DT",
    shovels: ["PC-2", "PC-5", "EX-3"],
    pit: "NG-STAGE4",
    traces: true,
    traceLen: 32,
    roles: {
      portal: "mine-portal",
      fms: "haulage-control",
      dispatch: "shovel-assign",
      telemetry: "haulage-control",
      mesh: "mesh-monitor",
      tpms: "tpms-relay",
      payload: "tpms-relay",
      grade: "grade-tracker",
      assay: "lab-results",
      plant: "belt-monitor",
      blast: "haulage-control",
      cmms: "cmms-bridge",
    },
    services: [
      svc("mine-portal", "node", 2),
      svc("haulage-control", "go", 2),
      svc("shovel-assign", "python", 1),
      svc("mesh-monitor", "go", 1),
      svc("tpms-relay", "node", 2),
      svc("grade-tracker", "ruby", 1),
      svc("lab-results", "dotnet", 1),
      svc("belt-monitor", "python", 1),
      svc("cmms-bridge", "ruby", 1),
    ],
    noisy: "mesh-monitor",
  },
  {
    key: "redbank",
    company: "Redbank Coal",
    namespace: "redbank-ot",
    truckPrefix: "RB",
    shovels: ["DL-1", "EX-12", "EX-14", "FEL-3"],
    pit: "RB-SOUTH",
    traces: true,
    traceLen: 12,
    roles: {
      portal: "control-room-api",
      fms: "ahs-supervisor",
      dispatch: "dispatch-engine",
      telemetry: "position-hub",
      mesh: "meshwatch",
      tpms: "tyre-payload-svc",
      payload: "tyre-payload-svc",
      grade: "coal-quality",
      assay: "coal-quality",
      plant: "wash-plant-scada",
      blast: "ahs-supervisor",
      cmms: "maint-orders",
    },
    services: [
      svc("control-room-api", "java", 2),
      svc("ahs-supervisor", "cpp", 1),
      svc("dispatch-engine", "java", 2),
      svc("position-hub", "go", 2),
      svc("meshwatch", "go", 1),
      svc("tyre-payload-svc", "python", 2),
      svc("coal-quality", "python", 1),
      svc("wash-plant-scada", "dotnet", 1),
      svc("maint-orders", "ruby", 1),
    ],
    noisy: "coal-quality",
  },
];
