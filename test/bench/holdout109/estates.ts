// The four made-up plants of holdout109: which service plays which role, in which runtime, and what each says
// on a normal shift.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Role = "mes" | "plc" | "torque" | "agv" | "vision" | "andon" | "jis" | "edi" | "eol" | "qdb";
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

export interface Estate {
  key: string;
  plant: string;
  ns: string;
  traces: boolean;
  svc: Record<Role, string>;
  rt: Record<Role, Runtime>;
  pkg: string; // java / dotnet namespace root
  lines: string[]; // line / cell codes
  suppliers: string[];
  day: string; // yyyy-mm-dd of the first window
}

export const ESTATES: Estate[] = [
  {
    key: "halden",
    plant: "Norvik Motors Halden",
    ns: "halden-mes",
    traces: true,
    svc: {
      mes: "mes-tracking",
      plc: "plc-gateway",
      torque: "torque-hub",
      agv: "agv-dispatch",
      vision: "paint-vision",
      andon: "andon-svc",
      jis: "jis-sequencer",
      edi: "edi-bridge",
      eol: "eol-bench",
      qdb: "quality-store",
    },
    rt: {
      mes: "java",
      plc: "go",
      torque: "dotnet",
      agv: "python",
      vision: "python",
      andon: "node",
      jis: "java",
      edi: "java",
      eol: "dotnet",
      qdb: "go",
    },
    pkg: "no.norvik.mes",
    lines: ["BS1", "BS2", "PT1", "TR1", "TR2", "CH1", "FN1"],
    suppliers: ["LEAR-SE", "FAURECIA-PL", "BOSCH-DE", "ADIENT-CZ"],
    day: "2026-09-14",
  },
  {
    key: "saltillo",
    plant: "Vantera Saltillo",
    ns: "planta-sal",
    traces: false,
    svc: {
      mes: "body-mes",
      plc: "opcua-bridge",
      torque: "fastening-collector",
      agv: "fleet-manager",
      vision: "gap-flush-vision",
      andon: "andon-display",
      jis: "parts-call",
      edi: "as2-gateway",
      eol: "rework-tracker",
      qdb: "qdb-writer",
    },
    rt: {
      mes: "java",
      plc: "dotnet",
      torque: "go",
      agv: "python",
      vision: "cpp",
      andon: "node",
      jis: "ruby",
      edi: "java",
      eol: "python",
      qdb: "python",
    },
    pkg: "mx.vantera.mes",
    lines: ["CAR1", "CAR2", "PIN1", "ENS1", "ENS2", "CHA1"],
    suppliers: ["MAGNA-SLT", "YAZAKI-MTY", "NEMAK-GAR", "DENSO-SLP"],
    day: "2026-10-05",
  },
  {
    key: "kolin",
    plant: "Danek Automotive Kolin",
    ns: "kolin-prod",
    traces: true,
    svc: {
      mes: "vin-tracker",
      plc: "tag-relay",
      torque: "nutrunner-svc",
      agv: "agv-traffic",
      vision: "surface-inspect",
      andon: "line-stop-notifier",
      jis: "sequence-caller",
      edi: "edi-outbound",
      eol: "eol-dyno",
      qdb: "quality-api",
    },
    rt: {
      mes: "java",
      plc: "go",
      torque: "dotnet",
      agv: "go",
      vision: "python",
      andon: "node",
      jis: "go",
      edi: "java",
      eol: "dotnet",
      qdb: "dotnet",
    },
    pkg: "cz.danek.vin",
    lines: ["KAR-A", "KAR-B", "LAK-1", "MON-1", "MON-2", "MON-3"],
    suppliers: ["BROSE-CZ", "VALEO-CZ", "HELLA-RO", "GRAMMER-CZ"],
    day: "2026-10-26",
  },
  {
    key: "ridgeway",
    plant: "Halcyon Vehicles Ridgeway",
    ns: "rdg-plant",
    traces: false,
    svc: {
      mes: "assembly-mes",
      plc: "plc-link",
      torque: "tightening-svc",
      agv: "agv-control",
      vision: "vision-qc",
      andon: "andon-bus",
      jis: "jis-calloff",
      edi: "edi-van-client",
      eol: "eol-rework",
      qdb: "quality-db-svc",
    },
    rt: {
      mes: "java",
      plc: "go",
      torque: "java",
      agv: "python",
      vision: "cpp",
      andon: "node",
      jis: "java",
      edi: "java",
      eol: "ruby",
      qdb: "go",
    },
    pkg: "com.halcyon.mes",
    lines: ["B1", "B2", "P1", "A1", "A2", "A3"],
    suppliers: ["JCI-SC", "DENSO-TN", "LEAR-KY", "ZF-SC"],
    day: "2026-11-16",
  },
];

export interface Line {
  level: Level;
  msg: string;
}

const vin = (r: Rng) => {
  const a = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
  let s = r.pick(["YV1", "TMB", "3VW", "5YJ", "WVW", "1FA"]);
  for (let i = 0; i < 14; i++) s += r.pick(a.split(""));
  return s;
};
export const mkVin = vin;
export const bodyId = (r: Rng) => `B${r.int(4100000, 4199999)}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

/** One ordinary line of `role` in plant `e`. */
export function baseline(role: Role, e: Estate, r: Rng): Line {
  const ln = r.pick(e.lines);
  const st = `${ln}-${String(r.int(1, 48) * 10).padStart(3, "0")}`;
  switch (role) {
    case "mes":
      return r.pick<() => Line>([
        () => ({
          level: "info",
          msg: `body ${bodyId(r)} passed ${st}, next ${ln}-${String(r.int(1, 48) * 10).padStart(3, "0")} (seq ${r.int(1000, 9999)})`,
        }),
        () => ({ level: "info", msg: `POST /api/v2/stations/${st}/events 201 ${ms(r, 6, 60)}ms` }),
        () => ({ level: "info", msg: `VIN ${vin(r)} married to body ${bodyId(r)} at ${st}` }),
        () => ({ level: "info", msg: `GET /api/v2/bodies/${bodyId(r)}/build-sheet 200 ${ms(r, 4, 40)}ms` }),
        () => ({
          level: "debug",
          msg: `takt ${ln}: ${r.int(55, 62)}.${r.int(0, 9)}s actual, buffer ${r.int(2, 14)} bodies`,
        }),
      ])();
    case "plc":
      return r.pick<() => Line>([
        () => ({
          level: "info",
          msg: `published ${r.int(12, 220)} tag changes from ${st} (subscription ${r.int(1, 40)}, ${ms(r, 1, 9)}ms)`,
        }),
        () => ({
          level: "info",
          msg: `station ${st} cycle complete body=${bodyId(r)} cycle_time=${r.int(48, 61)}.${r.int(0, 9)}s`,
        }),
        () => ({
          level: "debug",
          msg: `PublishResponse seq=${r.int(10000, 99999)} notifications=${r.int(1, 40)} keepalive=false`,
        }),
      ])();
    case "torque":
      return r.pick<() => Line>([
        () => ({
          level: "info",
          msg: `tightening ${r.int(100000, 999999)} tool=NR-${r.int(100, 480)} pset=${r.int(1, 30)} torque=${r.int(18, 120)}.${r.int(0, 99)}Nm angle=${r.int(20, 400)}deg OK body=${bodyId(r)}`,
        }),
        () => ({ level: "info", msg: `batch complete ${st} body=${bodyId(r)} ${r.int(4, 16)}/${r.int(4, 16)} OK` }),
      ])();
    case "agv":
      return r.pick<() => Line>([
        () => ({
          level: "info",
          msg: `mission M-${r.int(200000, 299999)} AGV-${r.int(1, 42)} ${r.pick(["SMK-", "WH-", "KIT-"])}${r.int(1, 30)} -> ${st} delivered in ${r.int(40, 300)}s`,
        }),
        () => ({
          level: "info",
          msg: `AGV-${r.int(1, 42)} battery ${r.int(35, 99)}% state=${r.pick(["IDLE", "DRIVING", "DOCKED"])}`,
        }),
        () => ({
          level: "info",
          msg: `assigned mission M-${r.int(200000, 299999)} to AGV-${r.int(1, 42)} (eta ${r.int(30, 240)}s)`,
        }),
      ])();
    case "vision":
      return r.pick<() => Line>([
        () => ({
          level: "info",
          msg: `inspect body=${bodyId(r)} cam=${r.pick(["roof", "door-lh", "door-rh", "hood", "gap-fl", "gap-rr"])} verdict=PASS score=0.${r.int(90, 99)} t=${r.int(80, 400)}ms`,
        }),
        () => ({
          level: "info",
          msg: `gap/flush ${bodyId(r)} ${r.pick(["FL-door", "hood-LH", "tailgate"])}: gap ${r.int(30, 45) / 10}mm flush ${r.int(-6, 6) / 10}mm within spec`,
        }),
      ])();
    case "andon":
      return r.pick<() => Line>([
        () => ({
          level: "info",
          msg: `board ${ln} refreshed: oee=${r.int(71, 92)}% produced=${r.int(100, 640)} plan=${r.int(100, 660)}`,
        }),
        () => ({ level: "info", msg: `ws clients connected: ${r.int(18, 64)}` }),
      ])();
    case "jis":
      return r.pick<() => Line>([
        () => ({
          level: "info",
          msg: `call-off ${r.pick(e.suppliers)} seq ${r.int(10000, 99999)} part ${r.pick(["seat-set", "cockpit", "front-end", "bumper-fr", "headliner"])} for body ${bodyId(r)} (need at ${ln} in ${r.int(90, 240)}min)`,
        }),
        () => ({
          level: "info",
          msg: `sequence window ${ln}: ${r.int(20, 60)} bodies released, ${r.int(0, 3)} resequenced`,
        }),
      ])();
    case "edi":
      return r.pick<() => Line>([
        () => ({
          level: "info",
          msg: `sent DELJIT ${r.int(100000, 999999)} to ${r.pick(e.suppliers)} (${r.int(2, 40)} lines) MDN ok in ${ms(r, 200, 1900)}ms`,
        }),
        () => ({
          level: "info",
          msg: `received DESADV ${r.int(100000, 999999)} from ${r.pick(e.suppliers)}: ${r.int(1, 30)} packages, ASN accepted`,
        }),
      ])();
    case "eol":
      return r.pick<() => Line>([
        () => ({
          level: "info",
          msg: `EOL ${vin(r)} ${r.pick(["wheel alignment", "roll test", "ADAS calibration", "water test", "headlamp aim"])} PASS (${r.int(40, 300)}s)`,
        }),
        () => ({
          level: "info",
          msg: `rework order RW-${r.int(10000, 99999)} closed for ${vin(r)} by ${r.pick(["inspector", "repair-bay-2", "repair-bay-4"])}`,
        }),
      ])();
    case "qdb":
      return r.pick<() => Line>([
        () => ({
          level: "info",
          msg: `stored ${r.int(1, 60)} results body=${bodyId(r)} source=${r.pick(["torque", "vision", "eol", "manual"])} ${ms(r, 2, 30)}ms`,
        }),
        () => ({ level: "info", msg: `GET /v1/bodies/${bodyId(r)}/quality 200 ${ms(r, 3, 45)}ms` }),
      ])();
  }
}

/** Mean gap between ordinary lines of a role, ms (before the per-file scale). */
export const BASE_GAP: Record<Role, number> = {
  mes: 900,
  plc: 700,
  torque: 800,
  agv: 2500,
  vision: 1400,
  andon: 4000,
  jis: 3000,
  edi: 6000,
  eol: 3500,
  qdb: 1200,
};
