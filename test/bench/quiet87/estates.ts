// The four made-up car plants of quiet87: which service plays which role, in which runtime, and whether the
// estate carries request ids across services.
export type Role = "mes" | "plc" | "torque" | "agv" | "vision" | "andon" | "edi" | "eol" | "qdb" | "extra";
export type Runtime = "java" | "go" | "dotnet" | "python" | "node" | "ruby" | "cpp";

export interface Estate {
  key: string;
  company: string;
  plant: string;
  namespace: string;
  vinPrefix: string;
  traces: boolean;
  lines: string[];
  supplier: string;
  names: Partial<Record<Role, string>>;
  runtimes: Partial<Record<Role, Runtime>>;
  extraKind?: "rework" | "genealogy" | "printer";
  pkg: string;
}

export const ESTATES: readonly Estate[] = [
  {
    key: "northmoor",
    company: "Northmoor Motors",
    plant: "Kessel assembly",
    namespace: "kessel-mes",
    vinPrefix: "WN1",
    traces: true,
    lines: ["TRIM-1", "CHASSIS-2", "FINAL-3"],
    supplier: "Lendorf Seating",
    names: {
      mes: "mes-core",
      plc: "plc-gateway",
      torque: "torque-collector",
      agv: "agv-fleet",
      vision: "vision-inspect",
      andon: "andon-board",
      edi: "jis-edi",
      eol: "eol-test",
      qdb: "quality-db-api",
      extra: "rework-station",
    },
    runtimes: {
      mes: "java",
      plc: "go",
      torque: "dotnet",
      agv: "python",
      vision: "cpp",
      andon: "node",
      edi: "java",
      eol: "dotnet",
      qdb: "ruby",
      extra: "python",
    },
    extraKind: "rework",
    pkg: "com.northmoor.mes",
  },
  {
    key: "valdera",
    company: "Valdera Automotive",
    plant: "Ostrava line 2",
    namespace: "ova-l2",
    vinPrefix: "TMV",
    traces: false,
    lines: ["L2-TRIM", "L2-MARRIAGE", "L2-FINAL"],
    supplier: "Bohm Cockpit Systems",
    names: {
      mes: "mes-orders",
      plc: "opcua-bridge",
      torque: "fastening-hub",
      agv: "agv-dispatch",
      vision: "paint-vision",
      andon: "andon-svc",
      edi: "sequencer-edi",
      eol: "eol-bench",
      qdb: "qdb-writer",
    },
    runtimes: {
      mes: "java",
      plc: "go",
      torque: "java",
      agv: "node",
      vision: "python",
      andon: "node",
      edi: "java",
      eol: "dotnet",
      qdb: "python",
    },
    pkg: "cz.valdera.mes",
  },
  {
    key: "hollin",
    company: "Hollin Cars",
    plant: "Redbank works",
    namespace: "redbank-prod",
    vinPrefix: "SHC",
    traces: true,
    lines: ["RB-T1", "RB-C2", "RB-F1"],
    supplier: "Arden Interiors",
    names: {
      mes: "line-control",
      plc: "plc-gw-body",
      torque: "tightening-svc",
      agv: "amr-traffic",
      vision: "gap-flush-vision",
      andon: "andon-display",
      edi: "jis-caller",
      eol: "rolls-test",
      qdb: "quality-store",
    },
    runtimes: {
      mes: "dotnet",
      plc: "go",
      torque: "python",
      agv: "cpp",
      vision: "python",
      andon: "node",
      edi: "ruby",
      eol: "dotnet",
      qdb: "java",
    },
    pkg: "uk.hollin.quality",
  },
  {
    key: "kestrel",
    company: "Kestrel EV",
    plant: "Halden plant",
    namespace: "halden-ops",
    vinPrefix: "YK3",
    traces: false,
    lines: ["H-BODY-MARRY", "H-TRIM-A", "H-FINAL-B"],
    supplier: "Norrvik Glass",
    names: {
      mes: "mes-api",
      plc: "opcua-collector",
      torque: "torque-gw",
      agv: "agv-manager",
      vision: "surface-inspect",
      andon: "andon-hub",
      edi: "edi-gateway",
      eol: "eol-dyno",
      qdb: "quality-records",
      extra: "label-printer",
    },
    runtimes: {
      mes: "go",
      plc: "python",
      torque: "go",
      agv: "node",
      vision: "cpp",
      andon: "node",
      edi: "java",
      eol: "dotnet",
      qdb: "ruby",
      extra: "python",
    },
    extraKind: "printer",
    pkg: "no.kestrel.edi",
  },
];

export const roleOf = (e: Estate): Role[] => Object.keys(e.names) as Role[];
export const nameOf = (e: Estate, r: Role): string => e.names[r] ?? (e.names.mes as string);
export const rtOf = (e: Estate, r: Role): Runtime => e.runtimes[r] ?? "java";
