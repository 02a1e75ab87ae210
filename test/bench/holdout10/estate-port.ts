// Estate 3: a container terminal (PHP gate kiosks, Java/Spring/Hibernate TOS on Oracle, Go telemetry, .NET EDI,
// Elixir reefer monitoring, Python AIS and Django billing, a Node API gateway). No request ids.
import type { Rng } from "./rng.js";
import type { Estate } from "./types.js";

const box = (r: Rng) => `${r.pick(["MSCU", "MAEU", "CMAU", "HLXU", "OOLU", "TGHU"])}${r.int(1000000, 9999999)}`;
const truck = (r: Rng) => `TRK-${r.int(1000, 9999)}`;
const ms = (r: Rng, lo = 5, hi = 200) => r.int(lo, hi);

export const port: Estate = {
  key: "port",
  namespace: "terminal-prod",
  traced: false,
  flows: [
    {
      w: 4,
      steps: [
        [
          "gate-kiosk",
          (r) =>
            `[${r.pick(["in", "out"])}-lane ${r.int(1, 12)}] ${truck(r)} OCR ${box(r)} matched appointment APT${r.int(100000, 999999)} (${ms(r, 80, 600)}ms)`,
        ],
        ["terminal-api", (r) => `POST /gate/transactions 201 ${ms(r, 30, 260)}ms`],
        [
          "yard-tos",
          (r) =>
            `c.t.yard.MoveService : move planned ${box(r)} -> block ${r.pick(["A", "B", "C", "D", "R"])}${r.int(1, 40)} row ${r.int(1, 9)} tier ${r.int(1, 5)}`,
        ],
      ],
    },
    {
      w: 3,
      steps: [
        [
          "crane-telemetry",
          (r) =>
            `STS-${r.int(1, 9)} cycle complete ${box(r)} ${r.pick(["load", "discharge"])} cycle=${r.int(70, 160)}s spreader=${r.pick(["20", "40", "twin-20"])}`,
        ],
        [
          "yard-tos",
          (r) =>
            `c.t.yard.VesselOpsListener : work instruction WI-${r.int(100000, 999999)} completed by STS-${r.int(1, 9)}`,
        ],
      ],
    },
    {
      w: 2,
      steps: [
        ["terminal-api", (r) => `GET /containers/${box(r)}/status 200 ${ms(r, 5, 90)}ms`],
        [
          "yard-tos",
          (r) =>
            `Hibernate: select c1_0.id,c1_0.position,c1_0.hold_flags from containers c1_0 where c1_0.iso_id=? (${ms(r, 1, 15)}ms)`,
        ],
      ],
    },
    {
      w: 2,
      steps: [
        [
          "customs-edi",
          (r) =>
            `Processed ${r.pick(["CUSCAR", "CUSRES", "COPRAR", "BAPLIE", "CODECO"])} interchange ${r.int(1e6, 9e6)} (${r.int(1, 400)} messages) in ${ms(r, 20, 900)}ms`,
        ],
        [
          "berth-planner",
          (r) =>
            `c.t.berth.PlanService : berth window recomputed for ${r.pick(["MSC ARINA", "MAERSK ESSEN", "CMA CGM JULES", "EVER GIVEN", "HMM ALGECIRAS", "ONE APUS"])} (${r.int(1, 4)} cranes)`,
        ],
      ],
    },
    {
      w: 2,
      steps: [
        ["reefer-monitor", (r) => `[info] reefer ${box(r)} temp=${r.float(-25, 6).toFixed(1)}C setpoint ok power=on`],
      ],
    },
    {
      w: 1,
      steps: [
        [
          "vessel-ais",
          (r) =>
            `INFO ais: position MMSI ${r.int(200000000, 699999999)} ${r.float(51.8, 52).toFixed(5)},${r.float(4, 4.3).toFixed(5)} sog=${r.float(0, 14).toFixed(1)}kn`,
        ],
        [
          "berth-planner",
          (r) => `c.t.berth.EtaService : ETA update for IMO ${r.int(9100000, 9999999)} -> +${r.int(0, 90)}min`,
        ],
      ],
    },
    {
      w: 1,
      steps: [
        [
          "billing-tariffs",
          (r) =>
            `INFO tariffs.views: invoice INV-${r.int(100000, 999999)} computed for ${r.pick(["storage", "reefer-power", "gate", "handling"])} ${r.int(40, 4000)}.00 EUR`,
        ],
        ["terminal-api", (r) => `GET /billing/invoices 200 ${ms(r, 20, 300)}ms`],
      ],
    },
  ],
  ticks: [
    {
      svc: "berth-planner",
      every: 60,
      msg: (r) =>
        `o.s.s.c.ThreadPoolTaskScheduler : quay optimisation run ${r.int(1000, 9999)} finished in ${r.int(400, 4000)}ms`,
    },
    {
      svc: "reefer-monitor",
      every: 30,
      msg: (r) => `[info] poller: ${r.int(1800, 2400)} reefers polled, ${r.int(0, 3)} alarms`,
    },
    { svc: "gate-kiosk", every: 40, msg: (r) => `queue-worker: processed ${r.int(5, 60)} jobs (default)` },
  ],
  decoys: [
    {
      svc: "crane-telemetry",
      level: "error",
      every: 7,
      msg: (r) =>
        `STS-${r.int(1, 9)} spreader twistlock sensor ${r.int(1, 4)} stale reading (age ${r.int(2, 9)}s), using last value`,
    },
    {
      svc: "vessel-ais",
      level: "warn",
      every: 5,
      msg: (r) => `WARNING ais: NMEA checksum mismatch in !AIVDM fragment ${r.int(1, 2)}/2, dropped`,
    },
    {
      svc: "customs-edi",
      level: "error",
      every: 12,
      msg: (r) =>
        `Interchange ${r.int(1e6, 9e6)} from partner ${r.pick(["NLRTM-AGENT-07", "HAPAG-EDI", "CUSTOMS-TEST"])}: optional segment FTX qualifier AAI unknown, ignored`,
    },
  ],
};
