// LensWorks: the lens surfacing lab two eyewear chains (Northlight Eyewear, Kestrel Optical) share. Store orders
// arrive with a prescription and a frame trace, are routed to a surfacing line, generated, polished, AR-coated,
// edged to the frame shape, checked on a lensmeter and dispatched. Bare-metal hosts, no request ids anywhere.
import { type Rng, uuid } from "../rng.js";
import type { Estate, Flow } from "../types.js";

export const LW = {
  intake: "rx_intake",
  tracer: "frame_tracer_api",
  router: "lab_router",
  surfacing: "surfacing_ctrl",
  edger: "edger_bridge",
  coating: "coating_queue",
  qc: "lensmeter_qc",
  dispatch: "dispatch",
  blanks: "lens_blank_stock",
  status: "order_status_api",
} as const;

export const lwJob = (r: Rng): string => `J26-${r.pick(["0511", "0512", "0513", "0514"])}-${r.digits(5)}`;
export const lwOrder = (r: Rng): string => `${r.pick(["NL", "NL", "KO"])}-${r.int(100000, 999999)}`;
export const lwStore = (r: Rng): string => `${r.pick(["NL", "KO"])}-${r.int(100, 389)}`;
const q = (n: number): string => (n >= 0 ? `+${n.toFixed(2)}` : n.toFixed(2));
export const lwSph = (r: Rng): string => q(r.int(-32, 16) * 0.25);
export const lwCyl = (r: Rng): string => q(-r.int(0, 12) * 0.25);
export const lwDesign = (r: Rng): string =>
  r.pick(["SV-AS-1.6", "SV-AS-1.67", "SV-1.5", "PAL-FREEFORM-7", "PAL-FREEFORM-7", "OFFICE-2", "SV-1.74"]);
export const lwLine = (r: Rng): string => r.pick(["SURF-1", "SURF-2", "SURF-3"]);

const order: Flow = {
  weight: 10,
  make(r) {
    const o = lwOrder(r);
    const job = lwJob(r);
    const design = lwDesign(r);
    const base = r.pick(["2.00", "4.00", "5.00", "6.00", "8.00"]);
    if (r.chance(0.05))
      return [
        {
          svc: LW.intake,
          at: 0,
          level: "warn",
          msg: `Order ${o} rejected (422): cylinder ${q(-r.int(25, 32) * 0.25)} outside lab range for design ${design}; store notified`,
        },
      ];
    return [
      {
        svc: LW.intake,
        at: 0,
        msg: `Order ${o} accepted: R ${lwSph(r)}/${lwCyl(r)}x${r.int(1, 180)} L ${lwSph(r)}/${lwCyl(r)}x${r.int(1, 180)} ADD ${design.startsWith("PAL") ? q(r.int(3, 12) * 0.25) : "0.00"} design=${design} frame=${r.pick(["full-rim", "full-rim", "supra", "rimless"])}`,
      },
      {
        svc: LW.router,
        at: r.int(20, 90),
        msg: `job ${job} (${o}) routed to ${lwLine(r)} design=${design} blank=${design.slice(-4)} B${base}`,
      },
      {
        svc: LW.blanks,
        at: r.int(100, 180),
        msg: `reserved blank idx=${design.slice(-4)} base=${base} qty=2 job=${job} remaining=${r.int(6, 240)}`,
      },
    ];
  },
};

const trace: Flow = {
  weight: 6,
  make(r) {
    const job = lwJob(r);
    return [
      {
        svc: LW.tracer,
        at: 0,
        msg: `trace accepted job=${job} TRCFMT=1;${r.pick([400, 400, 1000])};E;R circ=${r.float(140, 175).toFixed(2)}mm HBOX=${r.float(46, 58).toFixed(2)} VBOX=${r.float(30, 45).toFixed(2)} DBL=${r.int(14, 22)}`,
      },
    ];
  },
};

const surfacing: Flow = {
  weight: 10,
  make(r) {
    const job = lwJob(r);
    const line = lwLine(r);
    return [
      {
        svc: LW.surfacing,
        at: 0,
        msg: `[${line}/GEN-0${r.int(1, 2)}] job ${job} generated in ${r.int(140, 260)} s, centre ${r.float(1.5, 2.8).toFixed(2)} mm, sag ${r.float(1, 6).toFixed(2)} mm`,
      },
      {
        svc: LW.surfacing,
        at: r.int(300, 900),
        msg: `[${line}/POL-0${r.int(1, 4)}] job ${job} polish cycle ${r.int(90, 160)} s done`,
      },
    ];
  },
};

const edging: Flow = {
  weight: 8,
  make(r) {
    const job = lwJob(r);
    const m = `EDG-0${r.pick([1, 3, 4, 5])}`;
    if (r.chance(0.05))
      return [
        { svc: LW.edger, at: 0, level: "warn", msg: `${m} NAK on job ${job} (BUSY), retry 1/3` },
        {
          svc: LW.edger,
          at: r.int(1500, 3000),
          msg: `${m} job ${job} edged OK (bevel ${r.pick(["auto", "front 1/3", "custom"])}, ${r.float(35, 70).toFixed(1)} s)`,
        },
      ];
    return [
      {
        svc: LW.edger,
        at: 0,
        msg: `${m} job ${job} edged OK (bevel ${r.pick(["auto", "auto", "front 1/3", "groove 0.6"])}, ${r.float(35, 70).toFixed(1)} s)`,
      },
    ];
  },
};

const coatingLoad: Flow = {
  weight: 2,
  make(r) {
    return [
      {
        svc: LW.coating,
        at: 0,
        msg: `Batch CB-${r.int(2600, 2700)} loaded into chamber ${r.pick(["AR-1", "AR-2"])}: ${r.int(18, 48)} lenses (${r.pick(["HMC+", "HMC+ blue", "hard coat", "mirror silver"])})`,
      },
    ];
  },
};

const qc: Flow = {
  weight: 8,
  make(r) {
    const job = lwJob(r);
    if (r.chance(0.06))
      return [
        {
          svc: LW.qc,
          at: 0,
          level: "warn",
          msg: `QC reject ${job}: ${r.pick(["R", "L"])} prism ${r.float(0.51, 0.9).toFixed(2)}Δ exceeds 0.50Δ tolerance; remake queued`,
        },
      ];
    return [
      {
        svc: LW.qc,
        at: 0,
        msg: `QC pass ${job} R sph ${lwSph(r)} cyl ${lwCyl(r)} ax ${r.int(1, 180)} | L sph ${lwSph(r)} cyl ${lwCyl(r)} ax ${r.int(1, 180)} (LM-${r.int(1, 2)})`,
      },
    ];
  },
};

const dispatch: Flow = {
  weight: 5,
  make(r) {
    const job = lwJob(r);
    const run = `RUN-0514-${r.pick(["AM", "PM"])}`;
    return [
      { svc: LW.dispatch, at: 0, msg: `Manifest line added job=${job} store=${lwStore(r)} run=${run}` },
      {
        svc: LW.dispatch,
        at: r.int(20, 80),
        msg: `Performed DispatchLabelJob (Job ID: ${uuid(r)}) from Sidekiq(default) in ${r.float(40, 400).toFixed(2)}ms`,
      },
    ];
  },
};

const status: Flow = {
  weight: 18,
  make(r) {
    const job = lwJob(r);
    const ms = r.float(1, 14).toFixed(1);
    return [{ svc: LW.status, at: 0, msg: `GET /v1/jobs/${job}/status 200 ${ms}ms store=${lwStore(r)}` }];
  },
};

export const lensworks: Estate = {
  key: "lensworks",
  title: "LensWorks shared surfacing lab (Northlight Eyewear + Kestrel Optical)",
  namespace: "lab",
  traces: "none",
  services: [
    { name: LW.intake, runtime: "dotnet" },
    { name: LW.tracer, runtime: "go" },
    { name: LW.router, runtime: "go" },
    { name: LW.surfacing, runtime: "dotnet" },
    { name: LW.edger, runtime: "python" },
    { name: LW.coating, runtime: "java" },
    { name: LW.qc, runtime: "python" },
    { name: LW.dispatch, runtime: "ruby" },
    { name: LW.blanks, runtime: "go" },
    { name: LW.status, runtime: "node" },
  ],
  flows: [order, trace, surfacing, edging, coatingLoad, qc, dispatch, status],
  ticks: [
    {
      svc: LW.router,
      every: 30,
      make: (r) => [
        "info",
        `queue depth SURF-1=${r.int(3, 25)} SURF-2=${r.int(3, 25)} SURF-3=${r.int(0, 12)} COAT=${r.int(0, 9)} EDG=${r.int(4, 30)} QC=${r.int(0, 12)}`,
      ],
    },
    {
      svc: LW.blanks,
      every: 60,
      make: (r) => ["info", `supplier feed sync: ${r.int(0, 3)} changes, ${r.int(0, 2)} low-stock SKUs`],
    },
    {
      svc: LW.coating,
      every: 45,
      make: (r) => [
        "info",
        `chamber ${r.pick(["AR-1", "AR-2"])} vacuum ${r.float(1.2, 3.8).toFixed(1)}e-5 mbar temp ${r.int(64, 71)}C`,
      ],
    },
    {
      svc: LW.dispatch,
      every: 120,
      make: (r) => [
        "info",
        `Sidekiq stats processed=${r.int(20000, 21000)} failed=${r.int(301, 305)} busy=${r.int(0, 3)} enqueued=${r.int(0, 4)}`,
      ],
    },
  ],
  probes: [{ svc: LW.status, every: 20, make: () => ["debug", "GET /health 200 0.4ms"] }],
  chronic: [
    {
      svc: LW.edger,
      every: 30,
      make: () => [
        "error",
        "EDG-02 not answering OMA REQ=INI on 10.40.2.52:50000 (machine powered down for maintenance)",
      ],
    },
    {
      svc: LW.qc,
      every: 50,
      make: () => [
        "error",
        "LM-3 calibration certificate expired 2026-05-10; readings from LM-3 flagged for manual review",
      ],
    },
    {
      svc: LW.dispatch,
      every: 40,
      make: (r) => [
        "error",
        `Zebra LBL-2 reported PAPER OUT; label for run RUN-0513-PM (${r.int(1, 40)} pending) held in spool`,
      ],
    },
    {
      svc: LW.intake,
      every: 25,
      make: (r) => ["error", `Duplicate order ${lwOrder(r)} ignored: idempotency key ${r.hex(16)} already processed`],
    },
  ],
  sporadic: [
    {
      svc: LW.coating,
      perMin: 0.1,
      make: () => [
        "warn",
        "HHH90000025: MySQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
      ],
    },
    {
      svc: LW.surfacing,
      perMin: 0.4,
      make: (r) => [
        "warn",
        `[SURF-${r.int(1, 3)}/GEN-01] spindle temperature ${r.int(41, 44)}C above 40C warning threshold`,
      ],
    },
    {
      svc: LW.router,
      perMin: 0.5,
      make: (r) => ["warn", `job ${lwJob(r)} re-routed SURF-1 -> SURF-2 (SURF-1 queue depth ${r.int(26, 34)})`],
    },
    {
      svc: LW.status,
      perMin: 0.6,
      make: (r) => ["warn", `GET /v1/jobs/${lwJob(r)}/status 404 unknown job (store=${lwStore(r)})`],
    },
    {
      svc: LW.qc,
      perMin: 0.2,
      make: () => ["warn", "pyserial: read timeout on /dev/ttyUSB1 (LM-2), re-polling"],
    },
  ],
  rollouts: [
    {
      svc: LW.status,
      lines: (r) => [
        [0, "info", "SIGTERM received, closing server"],
        [
          r.int(2000, 4000),
          "info",
          `order_status_api 3.${r.int(4, 9)}.${r.int(0, 9)} listening on 0.0.0.0:8088 (node v20.12.2)`,
        ],
      ],
    },
    {
      svc: LW.router,
      lines: (r) => [
        [0, "info", "SIGHUP: reloading /etc/lab_router/routing.yaml"],
        [
          r.int(20, 60),
          "info",
          `routing table reloaded: ${r.int(38, 44)} rules, 3 lines, 5 edgers (unchanged: ${r.int(36, 38)})`,
        ],
      ],
    },
    {
      svc: LW.dispatch,
      lines: (r) => [
        [0, "info", "Shutting down"],
        [
          r.int(3000, 6000),
          "info",
          `Booting Sidekiq 7.2.4 with Sidekiq::RedisConnection::RedisClientAdapter options {:url=>"redis://10.40.1.20:6379/3"}`,
        ],
        [r.int(6100, 6500), "info", "Starting processing, hit Ctrl-C to stop"],
      ],
    },
    {
      svc: LW.qc,
      lines: (r) => [
        [0, "info", `lensmeter_qc 1.${r.int(8, 9)}.${r.int(0, 9)} starting`],
        [r.int(300, 800), "info", "LM-1 on /dev/ttyUSB0: NIDEK LM-1800P handshake ok"],
        [r.int(900, 1400), "info", "LM-2 on /dev/ttyUSB1: NIDEK LM-1800P handshake ok"],
      ],
    },
  ],
};
