// Normal request flows of a water utility and the one-line messages each role logs when all is well.
import type { Estate, Role, Runtime } from "./estates.js";
import type { Rng } from "./rng.js";

export const fill = (r: Rng, pat: string) => pat.replace(/#/g, () => String(r.int(0, 9)));
export const eui = (r: Rng) => `70b3d5e75e${r.hex(6)}`;
export const meter = (r: Rng) => `WM-${r.int(1000000, 9999999)}`;
const amt = (r: Rng) => r.float(18, 240, 2);
const crews = ["C04", "C07", "C12", "C15", "NIGHT-2", "MAINS-1"];
const ops = ["jmorris", "a.okafor", "pwalsh", "lchen", "ops-desk", "rkaur"];

export interface Flow {
  id: string;
  chain: Role[];
  w: number;
  /** the path a caller uses on the next hop */
  path: string;
  steps: ((r: Rng, e: Estate) => string)[];
}

export function access(rt: Runtime, method: string, path: string, status: number, ms: number, r: Rng): string {
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${ms}ms`;
    case "python":
      return `10.${r.int(10, 40)}.${r.int(0, 9)}.${r.int(2, 250)}:${r.int(30000, 60000)} - "${method} ${path} HTTP/1.1" ${status}`;
    case "ruby":
      return `Completed ${status} ${status >= 500 ? "Internal Server Error" : status === 200 ? "OK" : ""} in ${ms}ms (Views: ${Math.round(ms / 4)}.1ms | ActiveRecord: ${Math.round(ms / 3)}.4ms)`.replace(
        "  ",
        " ",
      );
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://0.0.0.0:8080${path} - ${status} - application/json ${ms}.${r.int(1000, 9999)}ms`;
    case "java":
      return `"${method} ${path} HTTP/1.1" ${status} ${r.int(120, 9000)} ${ms}ms`;
    default:
      return `http: ${method} ${path} status=${status} dur=${ms}ms`;
  }
}

function portalLine(path: string, method = "GET") {
  return (r: Rng, e: Estate) =>
    access(e.svc.portal.rt, method, path.replace("{a}", fill(r, e.acct)), 200, r.int(40, 420), r);
}

export const FLOWS: Flow[] = [
  {
    id: "bill",
    chain: ["portal", "billing"],
    w: 6,
    path: "/api/v2/accounts/{a}/bills/latest",
    steps: [
      portalLine("/api/accounts/{a}/bill"),
      (r, e) =>
        `bill view account=${fill(r, e.acct)} period=2026-${r.pick(["Q2", "Q3"])} total=${amt(r)} basis=${r.chance(0.85) ? "actual" : "estimated"}`,
    ],
  },
  {
    id: "usage",
    chain: ["portal", "mdm"],
    w: 5,
    path: "/v1/usage/daily",
    steps: [
      portalLine("/api/accounts/{a}/usage?range=30d"),
      (r) => `usage query meter=${meter(r)} days=30 rows=${r.int(700, 720)} took ${r.int(4, 60)}ms`,
    ],
  },
  {
    id: "pay",
    chain: ["portal", "payments", "billing"],
    w: 3,
    path: "/v1/charges",
    steps: [
      portalLine("/api/payments", "POST"),
      (r) =>
        `authorization approved amount=${amt(r)} brand=${r.pick(["visa", "mastercard", "amex"])} last4=${r.int(1000, 9999)} auth_code=${r.hex(6).toUpperCase()}`,
      (r, e) => `payment posted account=${fill(r, e.acct)} amount=${amt(r)} receipt=RC${r.int(100000, 999999)}`,
    ],
  },
  {
    id: "uplink",
    chain: ["headend", "mdm"],
    w: 10,
    path: "/v1/reads/batch",
    steps: [
      (r) =>
        `uplink dev_eui=${eui(r)} f_cnt=${r.int(100, 9000)} f_port=${r.pick([2, 2, 3, 10])} rssi=-${r.int(88, 121)} snr=${r.float(-12, 9)} gw=${r.hex(16)}`,
      (r) => `stored ${r.int(1, 24)} interval reads meter=${meter(r)} (VEE passed)`,
    ],
  },
  {
    id: "poll",
    chain: ["scada", "historian"],
    w: 9,
    path: "/ingest",
    steps: [
      (r, e) =>
        e.key === "ashbourne" || (e.key === "threerivers" && r.chance(0.5))
          ? `modbus tcp 10.${r.int(40, 49)}.${r.int(0, 9)}.${r.int(10, 90)}:502 unit=${r.int(1, 8)} fc=03 read ${r.int(8, 64)} regs @40001 ok ${r.int(30, 400)}ms (${r.pick(e.stations)})`
          : `DNP3 integrity poll ${r.pick(e.stations)} outstation=${r.int(3, 40)}: ${r.int(24, 180)} points, ${r.int(80, 900)}ms`,
      (r) => `archived ${r.int(40, 900)} values for ${r.int(12, 160)} tags (snapshot lag ${r.int(60, 1500)}ms)`,
    ],
  },
  {
    id: "trend",
    chain: ["alarms", "historian"],
    w: 2,
    path: "/api/trend",
    steps: [
      (r, e) =>
        `level check ${r.pick(e.reservoirs)} ${r.float(2.1, 6.8, 2)} m within band [${r.float(1.5, 2, 1)}, ${r.float(7, 7.6, 1)}]`,
      (r, e) =>
        `trend query tag=${e.key.toUpperCase()}.${r.pick(["LVL", "FLOW", "PRESS", "CL2"])}.${r.int(1, 40)} window=24h values=${r.int(1400, 2880)} ${r.int(5, 90)}ms`,
    ],
  },
  {
    id: "pressure",
    chain: ["leak", "historian"],
    w: 2,
    path: "/api/trend",
    steps: [
      (r) =>
        `logger AL-${r.int(1000, 4999)} upload processed: ${r.int(2, 12)} recordings, peak ${r.int(9, 31)} dB, no leak signature`,
      (r) => `trend query tag=DMA-${r.int(1, 60)}.PRESS window=6h values=${r.int(300, 720)} ${r.int(5, 60)}ms`,
    ],
  },
  {
    id: "billreads",
    chain: ["billing", "mdm"],
    w: 3,
    path: "/v1/reads/billing-determinants",
    steps: [
      (r, e) =>
        `bill run chunk ${r.int(1, 400)}/400: ${r.int(180, 250)} accounts rated, cycle ${r.pick(["11", "12", "13"])}, account ${fill(r, e.acct)} last`,
      (r) => `billing determinants served for ${r.int(180, 250)} meters in ${r.int(40, 600)}ms`,
    ],
  },
  {
    id: "wo",
    chain: ["workorder", "gis"],
    w: 2,
    path: "/features/query",
    steps: [
      (r) =>
        `work order WO-${r.int(210000, 239999)} ${r.pick(["Dispatched", "OnSite", "Completed", "Scheduled"])} crew=${r.pick(crews)}`,
      (r) =>
        `feature query layer=${r.pick(["water_mains", "hydrants", "valves", "service_lines"])} returned ${r.int(1, 140)} features in ${r.int(8, 120)}ms`,
    ],
  },
  {
    id: "eta",
    chain: ["workorder", "notify"],
    w: 1,
    path: "/v1/messages",
    steps: [
      (r) => `crew ${r.pick(crews)} en route to WO-${r.int(210000, 239999)}, customer notified`,
      (r, e) => `SMS submitted to ${fill(r, e.phone)} template=crew_eta message_id=SM${r.hex(24)}`,
    ],
  },
  {
    id: "alert",
    chain: ["alarms", "notify"],
    w: 1,
    path: "/v1/messages/bulk",
    steps: [
      (r, e) =>
        `alarm ${r.pick(e.stations)} ${r.pick(["PUMP_TRIP", "LOW_SUCTION", "DOOR_OPEN", "COMMS_FAIL"])} acknowledged by ${r.pick(ops)}`,
      (r) => `bulk send planned_outage batch=${r.int(10, 99)} recipients=${r.int(12, 380)} accepted`,
    ],
  },
  {
    id: "leakwo",
    chain: ["leak", "workorder"],
    w: 1,
    path: "/api/work_orders",
    steps: [
      (r) =>
        `correlation AL-${r.int(1000, 4999)}/AL-${r.int(1000, 4999)}: suspected leak ${r.int(3, 140)} m from AL-${r.int(1000, 4999)}, confidence ${r.float(0.6, 0.95, 2)}`,
      (r) => `work order WO-${r.int(210000, 239999)} created type=LEAK_INVESTIGATION priority=${r.pick(["P2", "P3"])}`,
    ],
  },
  {
    id: "report",
    chain: ["portal", "workorder"],
    w: 1,
    path: "/api/work_orders",
    steps: [
      portalLine("/api/reports/leak", "POST"),
      (r) => `work order WO-${r.int(210000, 239999)} created type=CUSTOMER_REPORT priority=P3`,
    ],
  },
  {
    id: "map",
    chain: ["portal", "gis"],
    w: 2,
    path: "/features/outages",
    steps: [
      portalLine("/api/outages/map"),
      (r) => `feature query layer=planned_outages returned ${r.int(0, 12)} features in ${r.int(8, 60)}ms`,
    ],
  },
];
