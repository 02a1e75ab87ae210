// The four made-up companies: two plants (wafer fab, biologics fill/finish) and two container terminals.

import type { Level } from "./formats.js";
import { batch, container, ip, lot, mmsi, ms, sample, tool, truck, vessel } from "./ids.js";
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";
type Gen = (r: Rng) => string;

export interface Svc {
  name: string;
  rt: Runtime;
  port: number;
  path: string; // what callers call on it
  work: Gen[]; // what it logs while serving a request
  health: string;
}
export interface Noise {
  svc: string;
  level: Level;
  perMin: number;
  msg: Gen;
}
export interface Estate {
  key: string;
  company: string;
  ns: string;
  traced: boolean;
  services: Svc[];
  chains: { path: string[]; w: number }[];
  noisy: Noise; // constant harmless error/warn from the first minute
  domain: Noise[]; // normal noise of the domain
  jobs: { svc: string; everySec: number; msg: Gen }[];
  deprecations: { svc: string; msg: string }[];
}

const s = (name: string, rt: Runtime, port: number, path: string, work: Gen[], health = "/healthz"): Svc => ({
  name,
  rt,
  port,
  path,
  work,
  health,
});

const FAB: Estate = {
  key: "fab",
  company: "Kestrel Microfab",
  ns: "kfab-prod",
  traced: true,
  services: [
    s(
      "mes-core",
      "java",
      8080,
      "/api/v2/lots/trackin",
      [
        (r) =>
          `TrackIn lot=${lot(r)} step=${r.pick(["LITHO-220", "ETCH-310", "CMP-140", "DIFF-050"])} eqp=${tool(r)} user=OP${r.int(100, 480)} ok`,
        (r) =>
          `TrackOut lot=${lot(r)} qty=${r.pick([25, 25, 24, 13])} wafers, next step ${r.pick(["METRO-221", "CLEAN-311", "INSP-141"])}`,
        (r) => `POST /api/v2/lots/${lot(r)}/trackin 200 (${ms(r, 30, 380)} ms)`,
      ],
      "/actuator/health",
    ),
    s(
      "lot-tracker",
      "java",
      8080,
      "/lots",
      [
        (r) => `lot ${lot(r)} state RUN -> WAIT at ${r.pick(["LITHO-220", "ETCH-310", "CMP-140"])}`,
        (r) => `genealogy: split ${lot(r)} -> child .0${r.int(2, 4)} (${r.int(2, 12)} wafers)`,
        (r) => `hold released on ${lot(r)} by ENG${r.int(10, 99)} (reason QC-OK)`,
      ],
      "/actuator/health",
    ),
    s("eap-gateway", "dotnet", 5000, "/eap/events", [
      (r) =>
        `S6F11 CEID=${r.pick([301, 302, 410])} (${r.pick(["PROCESS_COMPLETE", "PROCESS_START", "MATERIAL_RECEIVED"])}) from ${tool(r)}, replied S6F12 ACKC6=0`,
      (r) => `S1F3 SVID poll ${tool(r)} answered S1F4 in ${ms(r, 8, 60)} ms`,
      (r) => `S2F41 PP-SELECT ${r.pick(["ETCH_POLY_V14", "LITHO_M1_193", "CMP_OX_STD"])} on ${tool(r)} HCACK=0`,
    ]),
    s("recipe-mgr", "python", 8000, "/recipes/download", [
      (r) =>
        `served recipe ${r.pick(["ETCH_POLY_V14", "LITHO_M1_193", "CMP_OX_STD", "IMPL_B11_LD"])} rev ${r.int(3, 19)} to ${tool(r)} (checksum ok)`,
      (r) => `recipe body compare ${tool(r)}: golden match`,
    ]),
    s(
      "dispatcher-rtd",
      "java",
      8080,
      "/dispatch/whatnext",
      [
        (r) =>
          `what-next ${r.pick(["DIFF", "LITHO", "ETCH", "CMP"])} bay: ${r.int(4, 30)} lots ranked in ${ms(r, 40, 420)} ms`,
        (r) => `rule set RTD-2026.21 applied, top lot ${lot(r)} prio ${r.int(1, 5)}`,
      ],
      "/actuator/health",
    ),
    s("spc-engine", "python", 8000, "/spc/points", [
      (r) => `chart CD_MEAN ${tool(r)}: point ${(r.next() * 2 + 44).toFixed(2)} nm within limits (n=5)`,
      (r) =>
        `chart THK_OX ${tool(r)}: point ${(r.next() * 4 + 98).toFixed(1)} A ok, Cpk=${(1.3 + r.next()).toFixed(2)}`,
    ]),
    s("fdc-collector", "go", 9090, "/fdc", [
      (r) => `flushed ${r.int(200, 900)} trace samples for ${tool(r)} run ${r.int(80000, 99999)}`,
    ]),
    s(
      "erp-link",
      "node",
      3000,
      "/erp/goods-movements",
      [
        (r) => `goods movement 261 posted for lot ${lot(r)}, SAP doc 49${r.int(10000000, 99999999)}`,
        (r) => `material master sync: ${r.int(1, 40)} changes applied`,
      ],
      "/health",
    ),
    s(
      "label-print",
      "ruby",
      9292,
      "/labels",
      [
        (r) =>
          `printed carrier label FOUP F${r.int(1000, 9999)} on zebra-fab2-0${r.int(1, 4)} (ZPL ${(r.next() * 2).toFixed(1)} KB)`,
      ],
      "/up",
    ),
  ],
  chains: [
    { path: ["mes-core", "lot-tracker"], w: 6 },
    { path: ["mes-core", "dispatcher-rtd"], w: 3 },
    { path: ["eap-gateway", "recipe-mgr"], w: 3 },
    { path: ["eap-gateway", "mes-core", "lot-tracker"], w: 4 },
    { path: ["mes-core", "spc-engine"], w: 3 },
    { path: ["mes-core", "erp-link"], w: 2 },
    { path: ["mes-core", "label-print"], w: 1 },
    { path: ["fdc-collector"], w: 3 },
  ],
  noisy: {
    svc: "fdc-collector",
    level: "warn",
    perMin: 14,
    msg: (r) =>
      `SVID 2031 (ChamberPressureRaw) not reported by ${r.pick(["CVD-02", "CVD-04"])}, trace column left empty`,
  },
  domain: [
    {
      svc: "spc-engine",
      level: "warn",
      perMin: 1.2,
      msg: (r) => `WE rule 2 (2 of 3 beyond 2 sigma) on THK_OX ${tool(r)}, lot ${lot(r)} flagged for engineer review`,
    },
    {
      svc: "eap-gateway",
      level: "info",
      perMin: 0.6,
      msg: (r) => `${tool(r)} went OFFLINE-EQUIPMENT (state PM), control state change S6F11 CEID=${r.int(100, 120)}`,
    },
    {
      svc: "mes-core",
      level: "warn",
      perMin: 0.5,
      msg: (r) => `equipment ${tool(r)} in PM, TrackIn of ${lot(r)} redirected to alternate`,
    },
    {
      svc: "eap-gateway",
      level: "warn",
      perMin: 0.8,
      msg: (r) => `T3 reply timeout on S1F3 to ${tool(r)}, retry 1/3 succeeded`,
    },
  ],
  jobs: [
    {
      svc: "erp-link",
      everySec: 120,
      msg: (r) => `inventory reconciliation: ${r.int(1200, 1900)} lots compared, 0 differences`,
    },
    {
      svc: "dispatcher-rtd",
      everySec: 60,
      msg: (r) => `WIP snapshot refreshed (${r.int(3000, 4200)} lots, ${ms(r, 300, 900)} ms)`,
    },
    { svc: "spc-engine", everySec: 300, msg: () => "control limits recalculation job finished: 0 charts changed" },
  ],
  deprecations: [
    {
      svc: "recipe-mgr",
      msg: "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
    },
    { svc: "erp-link", msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated." },
  ],
};

const PHARMA: Estate = {
  key: "pharma",
  company: "Alder Biologics",
  ns: "alder-gmp",
  traced: false,
  services: [
    s(
      "mes-batch",
      "java",
      8080,
      "/batches/steps",
      [
        (r) =>
          `batch ${batch(r)} phase ${r.pick(["GRANULATION", "BLENDING", "COMPRESSION", "COATING"])} step ${r.int(1, 9)}/9 completed`,
        (r) => `batch ${batch(r)} started from master recipe MR-TAB-00${r.int(40, 49)} v${r.int(9, 14)}`,
      ],
      "/actuator/health",
    ),
    s(
      "ebr-records",
      "node",
      3000,
      "/ebr/entries",
      [
        (r) =>
          `EBR entry signed batch=${batch(r)} step="${r.pick(["Weigh API", "Line clearance", "IPC hardness", "Blend time"])}" by ${r.pick(["jdoe", "mvdberg", "akhan", "lpetit"])} meaning=Performed`,
        (r) => `review-by-exception list for ${batch(r)}: ${r.int(0, 3)} items`,
      ],
      "/health",
    ),
    s("lims-core", "dotnet", 5000, "/api/samples", [
      (r) =>
        `Sample ${sample(r)} registered for batch ${batch(r)} (test ${r.pick(["ASSAY_HPLC", "DISSOLUTION", "KF_WATER", "MICRO_TAMC"])})`,
      (r) => `Result entered ${sample(r)} ASSAY ${(98 + r.next() * 3).toFixed(1)}% spec 95.0-105.0 PASS`,
    ]),
    s("opcua-bridge", "go", 4841, "/tags", [
      (r) =>
        `subscription ${r.int(3, 9)} published ${r.int(20, 80)} monitored items from ns=2;s=${r.pick(["GRAN01", "BLEND02", "TAB03"])}.${r.pick(["ImpellerSpeed", "InletTemp", "Torque"])}`,
      (r) => `write ns=2;s=TAB03.SetpointForce ok (${ms(r, 3, 40)} ms)`,
    ]),
    s("recipe-master", "python", 8000, "/recipes", [
      (r) => `master recipe MR-TAB-00${r.int(40, 49)} v${r.int(9, 14)} served to mes-batch (status Released)`,
    ]),
    s(
      "label-printing",
      "ruby",
      9292,
      "/labels/print",
      [(r) => `printed ${r.int(40, 400)} container labels for ${batch(r)} on zebra-pack-0${r.int(1, 3)}`],
      "/up",
    ),
    s("weigh-dispense", "dotnet", 5000, "/dispense", [
      (r) =>
        `Dispensed ${(r.next() * 20).toFixed(3)} kg of API-${r.int(7000, 7999)} into IBC-00${r.int(10, 99)} on scale SC-0${r.int(1, 6)} (tolerance ±0.5%)`,
    ]),
    s(
      "erp-sap-link",
      "java",
      8080,
      "/idocs",
      [(r) => `IDoc WMMBXY 00000${r.int(40000, 49999)} posted (goods issue ${batch(r)})`],
      "/actuator/health",
    ),
    s("serialization", "go", 8080, "/serials", [
      (r) => `commissioned ${r.int(200, 2400)} serials GTIN 0541234500${r.int(1000, 9999)} lot ${batch(r)}`,
    ]),
    s("historian-sync", "python", 8000, "/sync", [
      (r) => `pushed ${r.int(2000, 9000)} tag values to historian (lag ${(r.next() * 3).toFixed(1)}s)`,
    ]),
  ],
  chains: [
    { path: ["mes-batch", "ebr-records"], w: 5 },
    { path: ["mes-batch", "weigh-dispense"], w: 3 },
    { path: ["mes-batch", "lims-core"], w: 3 },
    { path: ["mes-batch", "recipe-master"], w: 1 },
    { path: ["mes-batch", "opcua-bridge"], w: 4 },
    { path: ["mes-batch", "label-printing", "serialization"], w: 2 },
    { path: ["mes-batch", "erp-sap-link"], w: 2 },
    { path: ["lims-core"], w: 2 },
    { path: ["historian-sync", "opcua-bridge"], w: 3 },
  ],
  noisy: {
    svc: "historian-sync",
    level: "error",
    perMin: 10,
    msg: (r) =>
      `historian write partially failed: tag ${r.pick(["GRAN02.InletTemp", "COAT01.PanSpeed"])} not found in PI server, ${r.int(20, 90)} values dropped`,
  },
  domain: [
    {
      svc: "lims-core",
      level: "warn",
      perMin: 0.6,
      msg: (r) => `Sample ${sample(r)} OOT result on DISSOLUTION, retest requested by QC reviewer`,
    },
    {
      svc: "opcua-bridge",
      level: "warn",
      perMin: 0.7,
      msg: () => "monitored item ns=2;s=GRAN02.InletTemp status BadWaitingForInitialData, keeping last good value",
    },
    {
      svc: "weigh-dispense",
      level: "warn",
      perMin: 0.5,
      msg: (r) => `Scale SC-0${r.int(1, 6)} reading unstable, tare repeated (attempt 2 ok)`,
    },
    {
      svc: "mes-batch",
      level: "info",
      perMin: 0.3,
      msg: () => "equipment TAB03 status CLEANING (line clearance), batch queue paused",
    },
  ],
  jobs: [
    { svc: "erp-sap-link", everySec: 90, msg: (r) => `IDoc outbox poll: ${r.int(0, 6)} pending` },
    { svc: "lims-core", everySec: 180, msg: () => "Stability pull scheduler: no pulls due" },
    { svc: "ebr-records", everySec: 300, msg: () => "audit trail checksum verification completed (0 mismatches)" },
  ],
  deprecations: [
    { svc: "lims-core", msg: "The 'UseStartup' API is obsolete and will be removed in a future release." },
    { svc: "recipe-master", msg: "FutureWarning: Series.__getitem__ treating keys as positions is deprecated." },
  ],
};

const NQT: Estate = {
  key: "nqt",
  company: "North Quay Terminal",
  ns: "nqt-ops",
  traced: true,
  services: [
    s(
      "gate-api",
      "node",
      3000,
      "/gate/transactions",
      [
        (r) =>
          `gate-in lane ${r.int(1, 12)} truck ${truck(r)} container ${container(r)} -> stack ${r.pick(["A", "B", "C", "D"])}${r.int(10, 40)} (${ms(r, 300, 2100)} ms)`,
        (r) => `POST /gate/transactions 201 ${ms(r, 40, 600)}ms`,
      ],
      "/health",
    ),
    s("gate-ocr", "python", 8000, "/ocr/read", [
      (r) =>
        `lane ${r.int(1, 12)} read ${container(r)} conf=${(0.9 + r.next() * 0.09).toFixed(2)} iso=${r.pick(["22G1", "45G1", "45R1", "22T1"])}`,
    ]),
    s(
      "tos-core",
      "java",
      8080,
      "/tos/api/v1/moves",
      [
        (r) =>
          `work instruction ${r.pick(["DSCH", "LOAD", "YARD", "DLVR"])} ${container(r)} assigned to ${r.pick(["SC", "RTG"])}${r.int(10, 40)}`,
        (r) =>
          `unit ${container(r)} moved to ${r.pick(["A", "B", "C"])}${r.int(10, 40)}.${r.int(1, 30)}.${r.int(1, 6)}`,
      ],
      "/actuator/health",
    ),
    s(
      "truck-appointments",
      "ruby",
      9292,
      "/appointments/verify",
      [
        (r) => `appointment TA-${r.int(100000, 999999)} verified for ${truck(r)} slot ${r.int(6, 20)}:00`,
        (r) => `Completed 200 OK in ${ms(r, 8, 90)}ms (Views: 0.4ms | ActiveRecord: ${ms(r, 1, 20)}.${r.int(0, 9)}ms)`,
      ],
      "/up",
    ),
    s(
      "edi-hub",
      "java",
      8080,
      "/edi",
      [
        (r) =>
          `${r.pick(["CODECO", "COPRAR", "COARRI"])} ${r.pick(["MAEU", "MSCU", "HLCU", "CMDU"])} interchange ${r.int(10000, 99999)} processed (${r.int(3, 120)} containers)`,
        (r) => `BAPLIE for ${vessel(r)} voy ${r.int(100, 999)}E parsed, ${r.int(800, 4000)} slots`,
      ],
      "/actuator/health",
    ),
    s("customs-link", "dotnet", 5000, "/customs/release", [
      (r) => `Customs release status for ${container(r)}: ${r.pick(["RELEASED", "RELEASED", "HOLD_DOCS"])}`,
    ]),
    s("crane-telemetry", "go", 9100, "/telemetry", [
      (r) =>
        `${r.pick(["STS-01", "STS-02", "STS-03", "STS-04"])} cycle ${r.int(70, 140)}s move ${container(r)} hoist ${(r.next() * 40).toFixed(1)}m`,
    ]),
    s("berth-planner", "python", 8000, "/berth/plan", [
      (r) =>
        `berth window ${vessel(r)} ETA updated ${r.int(0, 23)}:${String(r.int(0, 59)).padStart(2, "0")}Z quay ${r.int(1, 4)}`,
    ]),
    s("ais-feed", "go", 9000, "/ais", [
      (r) => `ais batch ${r.int(80, 400)} positions, ${r.int(0, 4)} vessels in approach zone`,
    ]),
  ],
  chains: [
    { path: ["gate-api", "gate-ocr"], w: 5 },
    { path: ["gate-api", "truck-appointments"], w: 4 },
    { path: ["gate-api", "tos-core", "customs-link"], w: 3 },
    { path: ["edi-hub", "tos-core"], w: 3 },
    { path: ["crane-telemetry", "tos-core"], w: 4 },
    { path: ["tos-core", "berth-planner", "ais-feed"], w: 2 },
    { path: ["ais-feed"], w: 2 },
  ],
  noisy: {
    svc: "crane-telemetry",
    level: "error",
    perMin: 12,
    msg: () => "STS-03 spreader twistlock sensor 2 value 0xFFFF out of range, sample discarded",
  },
  domain: [
    {
      svc: "gate-ocr",
      level: "warn",
      perMin: 1.0,
      msg: (r) =>
        `lane ${r.int(1, 12)} low confidence ${container(r).slice(0, 9)}? conf=0.6${r.int(0, 9)}, sent to remote clerk`,
    },
    {
      svc: "gate-api",
      level: "info",
      perMin: 0.8,
      msg: (r) => `clerk corrected OCR read lane ${r.int(1, 12)}: ${container(r)}`,
    },
    {
      svc: "edi-hub",
      level: "warn",
      perMin: 1.0,
      msg: (r) => `CODECO line for ${container(r)}: unknown container, ignored`,
    },
    {
      svc: "ais-feed",
      level: "warn",
      perMin: 0.4,
      msg: (r) => `no AIS position from MMSI ${mmsi(r)} for ${r.int(6, 25)} min`,
    },
    {
      svc: "truck-appointments",
      level: "warn",
      perMin: 0.6,
      msg: (r) => `truck ${truck(r)} arrived without appointment, routed to trouble lane`,
    },
  ],
  jobs: [
    { svc: "berth-planner", everySec: 120, msg: (r) => `berth plan recalculated: ${r.int(3, 8)} vessels, 0 conflicts` },
    { svc: "edi-hub", everySec: 60, msg: () => "SFTP poll partner MAEU: 0 new files" },
    { svc: "customs-link", everySec: 240, msg: () => "Customs token refresh ok (expires in 3600 s)" },
  ],
  deprecations: [
    {
      svc: "gate-api",
      msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
    { svc: "truck-appointments", msg: "DEPRECATION WARNING: `to_s(:db)` is deprecated. Use `to_fs(:db)` instead." },
  ],
};

const BWCT: Estate = {
  key: "bwct",
  company: "Baywater Container Terminal",
  ns: "bwct",
  traced: false,
  services: [
    s(
      "gate-kiosk",
      "node",
      3000,
      "/kiosk/visit",
      [(r) => `kiosk ${r.int(1, 8)} visit opened truck ${truck(r)} (${ms(r, 200, 1500)} ms)`],
      "/health",
    ),
    s(
      "vbs",
      "ruby",
      9292,
      "/api/bookings/check",
      [
        (r) =>
          `Completed 200 OK in ${ms(r, 6, 120)}ms (ActiveRecord: ${ms(r, 1, 30)}.${r.int(0, 9)}ms | Allocations: ${r.int(900, 9000)})`,
        (r) => `booking VB${r.int(1000000, 9999999)} slot ${r.int(6, 21)}:30 confirmed for ${truck(r)}`,
      ],
      "/up",
    ),
    s("ocr-lanes", "python", 8000, "/lanes/read", [
      (r) =>
        `portal ${r.int(1, 6)} read ${container(r)} (conf ${(0.9 + r.next() * 0.09).toFixed(2)}) seal ${r.pick(["present", "present", "absent"])}`,
    ]),
    s(
      "tos",
      "java",
      8080,
      "/tos/visits",
      [
        (r) =>
          `visit ${r.int(500000, 599999)} truck ${truck(r)} job ${r.pick(["PICKUP", "DROPOFF"])} ${container(r)} ready`,
        (r) => `stradcar job ${container(r)} -> block ${r.pick(["K", "L", "M"])}${r.int(1, 20)} dispatched`,
      ],
      "/actuator/health",
    ),
    s("stradcar-telemetry", "go", 9100, "/telemetry", [
      (r) =>
        `SC-${r.int(100, 130)} pos ${(r.next() * 900).toFixed(1)},${(r.next() * 600).toFixed(1)} speed ${(r.next() * 25).toFixed(1)}km/h load=${r.pick(["empty", "laden"])}`,
    ]),
    s(
      "edi-gateway",
      "node",
      3000,
      "/edi",
      [
        (r) =>
          `${r.pick(["COPRAR", "BAPLIE", "CODECO"])} from ${r.pick(["HLC", "MSC", "ONE", "CMA"])} ref ${r.int(100000, 999999)} accepted (${r.int(1, 300)} units)`,
      ],
      "/health",
    ),
    s("customs-gw", "dotnet", 5000, "/customs/status", [
      (r) => `Declaration status ${container(r)} -> ${r.pick(["CLEARED", "CLEARED", "INSPECTION"])}`,
    ]),
    s(
      "yard-opt",
      "cpp",
      7000,
      "/yard/slot",
      [
        (r) =>
          `slot search block ${r.pick(["K", "L", "M"])} -> ${r.int(1, 20)}.${r.int(1, 8)}.${r.int(1, 4)} score=${(r.next() * 100).toFixed(1)} (${ms(r, 2, 80)} ms)`,
      ],
      "/health",
    ),
    s("billing", "python", 8000, "/billing/events", [
      (r) => `storage event ${container(r)} days=${r.int(0, 12)} tariff ${r.pick(["STOR-DRY", "STOR-REEF"])}`,
    ]),
    s("vessel-ais", "python", 8000, "/ais", [
      (r) => `AIS ${mmsi(r)} ${vessel(r)} sog ${(r.next() * 14).toFixed(1)} kn eta update`,
    ]),
  ],
  chains: [
    { path: ["gate-kiosk", "vbs"], w: 4 },
    { path: ["gate-kiosk", "ocr-lanes"], w: 4 },
    { path: ["gate-kiosk", "tos", "customs-gw"], w: 3 },
    { path: ["stradcar-telemetry", "tos", "yard-opt"], w: 4 },
    { path: ["edi-gateway", "tos"], w: 2 },
    { path: ["tos", "billing"], w: 2 },
    { path: ["vessel-ais"], w: 2 },
  ],
  noisy: {
    svc: "edi-gateway",
    level: "error",
    perMin: 9,
    msg: (r) =>
      `COPRAR from HLC ref ${r.int(100000, 999999)}: EQD+CN+${container(r)} not on any booking, line rejected`,
  },
  domain: [
    {
      svc: "ocr-lanes",
      level: "warn",
      perMin: 1.0,
      msg: (r) => `portal ${r.int(1, 6)} misread ${container(r)} corrected by checker (check digit)`,
    },
    { svc: "vbs", level: "warn", perMin: 0.7, msg: (r) => `truck ${truck(r)} at gate without booking, walk-in queue` },
    {
      svc: "vessel-ais",
      level: "warn",
      perMin: 0.5,
      msg: (r) => `AIS gap MMSI ${mmsi(r)}: last message ${r.int(5, 30)} min ago`,
    },
    { svc: "tos", level: "info", perMin: 0.4, msg: (r) => `SC-${r.int(100, 130)} set to MAINTENANCE by workshop` },
  ],
  jobs: [
    { svc: "billing", everySec: 300, msg: (r) => `nightly tariff cache refreshed (${r.int(300, 500)} codes)` },
    { svc: "tos", everySec: 60, msg: (r) => `yard inventory snapshot: ${r.int(18000, 21000)} units` },
    { svc: "edi-gateway", everySec: 120, msg: () => "AS2 partner ping HLC ok" },
  ],
  deprecations: [
    { svc: "customs-gw", msg: "warning CS0618: 'WebRequest.Create(string)' is obsolete: 'Use HttpClient instead.'" },
    { svc: "billing", msg: "SADeprecationWarning: The Query.get() method is considered legacy as of the 1.x series." },
  ],
};

export const ESTATES: Record<string, Estate> = { fab: FAB, pharma: PHARMA, nqt: NQT, bwct: BWCT };
export const svcOf = (e: Estate, name: string): Svc => {
  const f = e.services.find((x) => x.name === name);
  if (!f) throw new Error(`unknown service ${name} in ${e.key}`);
  return f;
};
export { ip };
