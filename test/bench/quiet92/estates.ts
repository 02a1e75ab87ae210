// The four made-up companies: services and runtimes, request flows, periodic jobs, the one noisy service.
import type { Rng } from "./rng.js";
import type { Ev, Level } from "./stream.js";

export type Runtime = "go" | "java" | "python" | "node" | "dotnet" | "ruby" | "cpp";
export type Role = "edge" | "jvm" | "batch" | "notify" | "ledger" | "device" | "stream" | "web" | "py";

export interface FlowCtx {
  t: number;
  r: Rng;
  trace?: string;
}
export interface Flow {
  name: string;
  weight: number;
  run: (c: FlowCtx) => Ev[];
}
export interface Periodic {
  svc: string;
  everyS: number;
  run: (t: number, r: Rng) => Ev[];
}
export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traced: boolean;
  services: Array<{ name: string; rt: Runtime }>;
  roles: Record<Role, string>;
  flows: Flow[];
  periodic: Periodic[];
  noisy: { svc: string; everyS: number; run: (t: number, r: Rng) => Ev };
  /** window start candidates (UTC) */
  starts: string[];
}

export const ev = (svc: string, t: number, level: Level, msg: string, more: Partial<Ev> = {}): Ev => ({
  t: Math.round(t),
  svc,
  level,
  msg,
  ...more,
});

const ip = (r: Rng) => `10.${r.int(20, 60)}.${r.int(0, 15)}.${r.int(2, 250)}`;
const field = (r: Rng) => `F-${r.int(1100, 4899)}`;
const dev = (r: Rng) => `TX-${r.int(40100, 40480)}`;
const eui = (r: Rng) => `70B3D57ED00${r.hex(5).toUpperCase()}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const num = (n: number) => n.toLocaleString("en-US");

export function runtimeOf(e: Estate, svc: string): Runtime {
  return e.services.find((s) => s.name === svc)?.rt ?? "go";
}

// ---------------------------------------------------------------- Furrowline: machine telematics and Rx maps
const furrowline: Estate = {
  key: "furrowline",
  company: "Furrowline Ag Telematics",
  namespace: "furrow-prod",
  traced: true,
  services: [
    { name: "telematics-ingest", rt: "go" },
    { name: "fleet-api", rt: "java" },
    { name: "rtk-caster", rt: "cpp" },
    { name: "prescription-maps", rt: "python" },
    { name: "field-ops-web", rt: "node" },
    { name: "machine-sync", rt: "java" },
    { name: "agronomy-app-bff", rt: "node" },
    { name: "input-orders", rt: "ruby" },
    { name: "notif-dispatch", rt: "node" },
  ],
  roles: {
    edge: "agronomy-app-bff",
    jvm: "fleet-api",
    batch: "prescription-maps",
    notify: "notif-dispatch",
    ledger: "input-orders",
    device: "rtk-caster",
    stream: "telematics-ingest",
    web: "field-ops-web",
    py: "prescription-maps",
  },
  flows: [
    {
      name: "position",
      weight: 6,
      run: ({ t, r, trace }) => [
        ev(
          "telematics-ingest",
          t,
          "info",
          `ingested batch device=${dev(r)} frames=${r.int(20, 240)} lag=${(r.next() * 2.4 + 0.2).toFixed(1)}s cell=${r.pick(["310410", "311480", "310260"])}`,
        ),
        ...(r.chance(0.4)
          ? [
              ev(
                "fleet-api",
                t + ms(r, 200, 900),
                "info",
                `GET /v3/machines/M-${r.int(2000, 2600)}/position 200 ${ms(r, 4, 40)}ms`,
                { trace },
              ),
            ]
          : []),
      ],
    },
    {
      name: "machine-map",
      weight: 3,
      run: ({ t, r, trace }) => {
        const d = ms(r, 40, 260);
        return [
          ev("fleet-api", t + 8, "info", `GET /v3/farms/FM-${r.int(100, 480)}/machines 200 ${d - 10}ms`, { trace }),
          ev("agronomy-app-bff", t + d, "info", `POST /graphql op=MachineMap 200 ${d}ms`, { trace }),
        ];
      },
    },
    {
      name: "rx-fetch",
      weight: 3,
      run: ({ t, r, trace }) => {
        const f = field(r);
        const d = ms(r, 60, 420);
        return [
          ev(
            "prescription-maps",
            t + 12,
            "info",
            `${ip(r)}:${r.int(30000, 60000)} - "GET /v1/rx/${f}?season=2026 HTTP/1.1" 200`,
            { trace },
          ),
          ev("field-ops-web", t + d, "info", `GET /api/fields/${f}/prescriptions 200 ${d}ms`, { trace }),
        ];
      },
    },
    {
      name: "rx-generate",
      weight: 1,
      run: ({ t, r, trace }) => {
        const f = field(r);
        const d = ms(r, 1200, 4200);
        const prod = r.pick(["UAN-32 L/ha", "MAP 11-52-0 kg/ha", "seed k/ac", "potash kg/ha"]);
        return [
          ev(
            "prescription-maps",
            t + d - 40,
            "info",
            `rx generated field=${f} zones=${r.int(3, 9)} product="${prod}" ndvi_scene=${r.int(20260401, 20260430)} in ${(d / 1000).toFixed(2)}s`,
            { trace },
          ),
          ev("agronomy-app-bff", t + d, "info", `POST /graphql op=GenerateRx 200 ${d}ms`, { trace }),
          ev(
            "notif-dispatch",
            t + d + ms(r, 50, 300),
            "info",
            `push sent grower=G-${r.int(1000, 1999)} kind=rx_ready provider=fcm`,
            {
              trace,
            },
          ),
        ];
      },
    },
    {
      name: "rx-push",
      weight: 1,
      run: ({ t, r, trace }) => [
        ev(
          "machine-sync",
          t,
          "info",
          `Rx ${field(r)} delivered to terminal GS4-${r.hex(6).toUpperCase()} (ack after ${(r.next() * 4 + 0.6).toFixed(1)}s, 2 files)`,
          { trace },
        ),
      ],
    },
    {
      name: "order",
      weight: 1,
      run: ({ t, r, trace }) => {
        const d = ms(r, 60, 260);
        const id = r.int(40000, 49999);
        return [
          ev("input-orders", t, "info", `Started POST "/api/orders" for ${ip(r)}`, { trace }),
          ev("input-orders", t + 2, "info", "Processing by Api::OrdersController#create as JSON", { trace }),
          ev(
            "input-orders",
            t + d - 5,
            "info",
            `Completed 201 Created in ${d - 5}ms (Views: ${(r.next() * 3).toFixed(1)}ms | ActiveRecord: ${(r.next() * 40 + 4).toFixed(1)}ms | Allocations: ${r.int(4000, 12000)})`,
            { trace },
          ),
          ev("agronomy-app-bff", t + d, "info", `POST /graphql op=PlaceInputOrder 200 ${d}ms (order ${id})`, { trace }),
        ];
      },
    },
  ],
  periodic: [
    {
      svc: "rtk-caster",
      everyS: 30,
      run: (t, r) => [
        ev(
          "rtk-caster",
          t,
          "info",
          `mount FURR_RTK${r.int(1, 9)}: ${r.int(8, 60)} clients, RTCM 1005/1077/1087/1230 @1Hz, base uptime ${r.int(10, 90)}d`,
        ),
      ],
    },
    {
      svc: "fleet-api",
      everyS: 60,
      run: (t, r) => [
        ev(
          "fleet-api",
          t,
          "info",
          `Refreshed geofence cache: ${num(r.int(1700, 1900))} fields in ${r.int(180, 420)} ms`,
        ),
      ],
    },
    {
      svc: "field-ops-web",
      everyS: 10,
      run: (t, r) => [ev("field-ops-web", t, "info", `GET /healthz 200 ${r.int(0, 2)}ms`)],
    },
    {
      svc: "notif-dispatch",
      everyS: 45,
      run: (t, r) => [
        ev("notif-dispatch", t, "info", `digest queue drained: ${r.int(0, 40)} messages, oldest ${r.int(1, 30)}s`),
      ],
    },
  ],
  noisy: {
    svc: "machine-sync",
    everyS: 9,
    run: (t, r) =>
      ev(
        "machine-sync",
        t,
        "error",
        `Rx delivery failed: terminal GS4-${r.pick(["7A10C2", "7A44F0", "81B2E9", "6F0D13"])} unreachable (last seen ${r.int(2, 9)}h${r.int(10, 59)}m ago), queued for retry`,
      ),
  },
  starts: ["2026-04-21T13:10:00Z", "2026-04-27T02:40:00Z", "2026-05-03T18:05:00Z", "2026-10-08T21:30:00Z"],
};

// ---------------------------------------------------------------- Aquafield: pivots, probes, weather, water
const aquafield: Estate = {
  key: "aquafield",
  company: "Aquafield Irrigation Cloud",
  namespace: "aquafield",
  traced: false,
  services: [
    { name: "pivot-gw", rt: "go" },
    { name: "soil-probe-ingest", rt: "python" },
    { name: "lorawan-bridge", rt: "go" },
    { name: "weather-hub", rt: "python" },
    { name: "et-model", rt: "python" },
    { name: "irrigation-scheduler", rt: "java" },
    { name: "grower-portal", rt: "ruby" },
    { name: "water-ledger", rt: "dotnet" },
    { name: "alerts-sms", rt: "node" },
  ],
  roles: {
    edge: "grower-portal",
    jvm: "irrigation-scheduler",
    batch: "et-model",
    notify: "alerts-sms",
    ledger: "water-ledger",
    device: "pivot-gw",
    stream: "lorawan-bridge",
    web: "grower-portal",
    py: "weather-hub",
  },
  flows: [
    {
      name: "uplink",
      weight: 6,
      run: ({ t, r }) => {
        const e = eui(r);
        return [
          ev(
            "lorawan-bridge",
            t,
            "info",
            `uplink dev_eui=${e} fcnt=${r.int(100, 9000)} rssi=${-r.int(85, 122)} snr=${(r.next() * 14 - 7).toFixed(1)} gw=gw-${r.pick(["north", "creek", "shop", "east"])}-${r.int(1, 3)}`,
          ),
          ev(
            "soil-probe-ingest",
            t + ms(r, 30, 200),
            "info",
            `probe SP-${r.int(100, 260)} vwc10=${(r.next() * 15 + 15).toFixed(1)}% vwc30=${(r.next() * 15 + 18).toFixed(1)}% vwc60=${(r.next() * 12 + 22).toFixed(1)}% soil_t=${(r.next() * 8 + 16).toFixed(1)}C batt=${(r.next() * 0.5 + 3.3).toFixed(2)}V`,
          ),
        ];
      },
    },
    {
      name: "pivot-status",
      weight: 4,
      run: ({ t, r }) => [
        ev(
          "pivot-gw",
          t,
          "info",
          `pivot P-${r.int(1, 38)} status angle=${(r.next() * 360).toFixed(1)} speed=${r.int(20, 100)}% pressure=${r.int(28, 46)}psi water=${r.pick(["ON", "ON", "OFF"])} end_gun=${r.pick(["off", "on"])}`,
        ),
      ],
    },
    {
      name: "portal",
      weight: 3,
      run: ({ t, r }) => {
        const d = ms(r, 30, 240);
        const path = r.pick(["/fields", "/pivots", "/schedules", "/water/usage", "/fields/moisture"]);
        const out = [
          ev(
            "grower-portal",
            t,
            "info",
            `Started GET "${path}" for ${ip(r)} at ${new Date(t).toISOString().replace("T", " ").slice(0, 19)} +0000`,
          ),
        ];
        if (path === "/schedules")
          out.push(
            ev(
              "irrigation-scheduler",
              t + 10,
              "info",
              `GET /api/v2/schedules?farm=FA-${r.int(10, 99)} -> 200 (${d - 20} ms)`,
            ),
          );
        if (path === "/water/usage")
          out.push(
            ev(
              "water-ledger",
              t + 10,
              "info",
              `Request finished HTTP/1.1 GET http://water-ledger/api/usage - 200 - application/json ${(d - 20).toFixed(4)}ms`,
            ),
          );
        out.push(
          ev(
            "grower-portal",
            t + d,
            "info",
            `Completed 200 OK in ${d}ms (Views: ${(r.next() * 30).toFixed(1)}ms | ActiveRecord: ${(r.next() * 40).toFixed(1)}ms)`,
          ),
        );
        return out;
      },
    },
    {
      name: "schedule",
      weight: 2,
      run: ({ t, r }) => {
        const p = r.int(1, 38);
        const acct = `A-${r.int(1000, 1300)}`;
        return [
          ev(
            "water-ledger",
            t + 15,
            "info",
            `Allocation check district=WD-${r.int(2, 9)} account=${acct}: used ${(r.next() * 500 + 50).toFixed(1)} of 610.0 ac-ft`,
          ),
          ev(
            "irrigation-scheduler",
            t + ms(r, 40, 120),
            "info",
            `Recomputed schedule for pivot P-${p}: start ${r.pick(["21:00", "22:00", "23:30", "04:00"])} depth ${r.int(8, 25)}mm (deficit ${r.int(20, 60)}% MAD)`,
          ),
          ev(
            "pivot-gw",
            t + ms(r, 200, 600),
            "info",
            `schedule accepted by pivot P-${p} (controller FieldNET-${r.hex(4)})`,
          ),
        ];
      },
    },
  ],
  periodic: [
    {
      svc: "weather-hub",
      everyS: 60,
      run: (t, r) =>
        ["WS-01", "WS-02", "WS-03"].map((s, i) =>
          ev(
            "weather-hub",
            t + i * 40,
            "info",
            `station ${s} obs temp=${(r.next() * 10 + 24).toFixed(1)}C rh=${r.int(14, 40)}% wind=${(r.next() * 6).toFixed(1)}m/s rain=0.0mm et0_hr=${(r.next() * 0.5 + 0.4).toFixed(2)}`,
          ),
        ),
    },
    {
      svc: "et-model",
      everyS: 120,
      run: (t, r) => [
        ev(
          "et-model",
          t,
          "info",
          `ET0/ETc recompute for ${r.int(38, 44)} fields done in ${(r.next() * 2 + 0.8).toFixed(2)}s`,
        ),
      ],
    },
    {
      svc: "irrigation-scheduler",
      everyS: 15,
      run: (t) => [ev("irrigation-scheduler", t, "debug", "GET /actuator/health -> 200 (UP)")],
    },
    {
      svc: "alerts-sms",
      everyS: 50,
      run: (t, r) => [
        ev(
          "alerts-sms",
          t,
          "info",
          `SMS queued to +1******${r.int(1000, 9999)} template=${r.pick(["pivot_stopped", "rain_skip", "schedule_start"])} sid=SM${r.hex(32)}`,
        ),
      ],
    },
  ],
  noisy: {
    svc: "lorawan-bridge",
    everyS: 6,
    run: (t, r) =>
      ev(
        "lorawan-bridge",
        t,
        "error",
        `uplink dropped dev_eui=${r.pick(["70B3D57ED0040E11", "70B3D57ED003FA90", "A84041000181C3D2"])}: MIC mismatch (device unknown to join server, frame from neighbour network?)`,
      ),
  },
  starts: ["2026-07-09T03:05:00Z", "2026-07-16T22:20:00Z", "2026-07-24T15:45:00Z", "2026-08-02T09:10:00Z"],
};

// ---------------------------------------------------------------- Prairie Gold: grain elevator co-op
const prairie: Estate = {
  key: "prairie",
  company: "Prairie Gold Grain Co-op",
  namespace: "elevator-prod",
  traced: true,
  services: [
    { name: "scale-house", rt: "dotnet" },
    { name: "moisture-gw", rt: "cpp" },
    { name: "grain-ledger", rt: "java" },
    { name: "ticketing-api", rt: "node" },
    { name: "dock-scheduler", rt: "ruby" },
    { name: "contracts-pricing", rt: "python" },
    { name: "truck-queue", rt: "go" },
    { name: "member-portal", rt: "node" },
    { name: "cme-quotes", rt: "python" },
    { name: "settlement-batch", rt: "java" },
  ],
  roles: {
    edge: "ticketing-api",
    jvm: "grain-ledger",
    batch: "settlement-batch",
    notify: "member-portal",
    ledger: "grain-ledger",
    device: "moisture-gw",
    stream: "truck-queue",
    web: "member-portal",
    py: "contracts-pricing",
  },
  flows: [
    {
      name: "weigh-in",
      weight: 1,
      run: ({ t, r, trace }) => {
        const tk = `T-${r.int(260100, 269999)}`;
        const gross = r.int(68000, 80000);
        const tare = r.int(27000, 31500);
        const m = (r.next() * 4 + 13.5).toFixed(1);
        const d = ms(r, 150, 650);
        return [
          ev(
            "scale-house",
            t + 20,
            "info",
            `Ticket ${tk} inbound lane ${r.int(1, 3)} gross=${num(gross)} lb tare=${num(tare)} lb truck=TRK-${r.int(100, 400)}`,
            { trace },
          ),
          ev(
            "moisture-gw",
            t + 60,
            "info",
            `sample ${tk} GAC2500 moisture=${m}% tw=${(r.next() * 3 + 54).toFixed(1)} lb/bu temp=${(r.next() * 8 + 6).toFixed(1)}C`,
            { trace },
          ),
          ev(
            "grain-ledger",
            t + d - 30,
            "info",
            `posted receipt ${tk} commodity=${r.pick(["CORN", "SOYBEANS", "CORN"])} net_bu=${((gross - tare) / 56).toFixed(1)} shrink=${(r.next() * 2).toFixed(1)}%`,
            { trace },
          ),
          ev("ticketing-api", t + d, "info", `POST /api/tickets 201 ${d}ms`, { trace }),
        ];
      },
    },
    {
      name: "price",
      weight: 3,
      run: ({ t, r, trace }) => {
        const d = ms(r, 30, 180);
        return [
          ev(
            "contracts-pricing",
            t + 5,
            "info",
            `priced bid location=ELV-${r.int(1, 4)} ZCZ6 basis=-0.${r.int(30, 55)} cash=${(r.next() * 0.3 + 3.8).toFixed(4)}`,
            { trace },
          ),
          ev(
            "contracts-pricing",
            t + 8,
            "info",
            `${ip(r)} - - "GET /v1/bids?commodity=corn HTTP/1.1" 200 ${r.int(800, 2400)}`,
            { trace },
          ),
          ev("member-portal", t + d, "info", `GET /cash-bids 200 ${d}ms`, { trace }),
        ];
      },
    },
    {
      name: "queue",
      weight: 3,
      run: ({ t, r, trace }) => [
        ev(
          "truck-queue",
          t,
          "info",
          `lane=${r.int(1, 3)} pit=${r.int(1, 4)} depth=${r.int(1, 9)} est_wait=${r.int(4, 30)}m`,
          { trace },
        ),
      ],
    },
    {
      name: "appointment",
      weight: 1,
      run: ({ t, r, trace }) => {
        const d = ms(r, 40, 200);
        return [
          ev("dock-scheduler", t, "info", `Started POST "/appointments" for ${ip(r)}`, { trace }),
          ev(
            "dock-scheduler",
            t + d,
            "info",
            `Completed 201 Created in ${d}ms (ActiveRecord: ${(r.next() * 20 + 2).toFixed(1)}ms | Allocations: ${r.int(3000, 9000)})`,
            { trace },
          ),
        ];
      },
    },
    {
      name: "statement",
      weight: 3,
      run: ({ t, r, trace }) => {
        const d = ms(r, 60, 300);
        return [
          ev("grain-ledger", t + 15, "info", `GET /ledger/members/MB-${r.int(1000, 3999)}/statement 200 ${d - 25}ms`, {
            trace,
          }),
          ev("member-portal", t + d, "info", `GET /statements 200 ${d}ms`, { trace }),
        ];
      },
    },
  ],
  periodic: [
    {
      svc: "cme-quotes",
      everyS: 20,
      run: (t, r) => [
        ev(
          "cme-quotes",
          t,
          "info",
          `quote ZCZ6 ${(r.next() * 0.1 + 4.28).toFixed(4)} ZSX6 ${(r.next() * 0.2 + 10.4).toFixed(4)} (delayed 10m)`,
        ),
      ],
    },
    {
      svc: "settlement-batch",
      everyS: 90,
      run: (t, r) => [
        ev(
          "settlement-batch",
          t,
          "info",
          `Step [settle-deferred] executed in ${r.int(300, 2200)}ms: ${r.int(0, 14)} contracts`,
        ),
      ],
    },
    { svc: "ticketing-api", everyS: 10, run: (t) => [ev("ticketing-api", t, "debug", "GET /healthz 200 1ms")] },
  ],
  noisy: {
    svc: "moisture-gw",
    everyS: 11,
    run: (t, r) =>
      ev(
        "moisture-gw",
        t,
        "error",
        `lane 3 analyzer: read timeout on /dev/ttyUSB1 after 2000 ms (retry ${r.int(1, 2)}/3 ok)`,
      ),
  },
  starts: ["2026-10-06T16:20:00Z", "2026-10-12T23:50:00Z", "2026-10-19T12:35:00Z", "2026-10-28T19:05:00Z"],
};

// ---------------------------------------------------------------- Cloverdale: milking robots and feeding
const cloverdale: Estate = {
  key: "cloverdale",
  company: "Cloverdale Dairy Systems",
  namespace: "dairy",
  traced: false,
  services: [
    { name: "robot-gw", rt: "cpp" },
    { name: "herd-records", rt: "java" },
    { name: "feed-pusher-ctl", rt: "go" },
    { name: "tmr-mixer-api", rt: "dotnet" },
    { name: "activity-ingest", rt: "python" },
    { name: "dairy-app-api", rt: "node" },
    { name: "tank-monitor", rt: "go" },
    { name: "vet-schedule", rt: "python" },
    { name: "milk-pickup", rt: "ruby" },
  ],
  roles: {
    edge: "dairy-app-api",
    jvm: "herd-records",
    batch: "vet-schedule",
    notify: "dairy-app-api",
    ledger: "herd-records",
    device: "robot-gw",
    stream: "activity-ingest",
    web: "milk-pickup",
    py: "vet-schedule",
  },
  flows: [
    {
      name: "milking",
      weight: 4,
      run: ({ t, r }) => {
        const cow = r.int(1001, 1420);
        const kg = (r.next() * 8 + 9).toFixed(1);
        return [
          ev(
            "robot-gw",
            t,
            "info",
            `VMS-${r.int(1, 4)} milking done cow=${cow} yield=${kg}kg duration=${r.int(5, 9)}m${r.int(10, 59)}s quarters=4/4 cond_max=${(r.next() * 1.5 + 4.2).toFixed(2)}mS`,
          ),
          ev(
            "herd-records",
            t + ms(r, 300, 1500),
            "info",
            `Stored milking session cow=${cow} yield=${kg} kg (MS-${r.int(900000, 999999)})`,
          ),
        ];
      },
    },
    {
      name: "app",
      weight: 3,
      run: ({ t, r }) => {
        const d = ms(r, 20, 160);
        const cow = r.int(1001, 1420);
        return [
          ev("herd-records", t + 10, "info", `GET /api/cows/${cow} -> 200 (${d - 12} ms)`),
          ev("dairy-app-api", t + d, "info", `GET /v1/cows/${cow} 200 ${d}ms`),
        ];
      },
    },
    {
      name: "feed",
      weight: 2,
      run: ({ t, r }) => [
        ev(
          "feed-pusher-ctl",
          t,
          "info",
          `FP-${r.int(1, 2)} route R-${r.int(1, 6)} completed lap=${r.int(1, 30)} dist=${r.int(300, 460)}m battery=${r.int(40, 99)}%`,
        ),
        ev(
          "tmr-mixer-api",
          t + ms(r, 40, 300),
          "info",
          `Feed table barn-${r.int(1, 2)} lane ${r.int(1, 4)} level ${r.int(20, 90)}% after push`,
        ),
      ],
    },
    {
      name: "activity",
      weight: 3,
      run: ({ t, r }) => [
        ev(
          "activity-ingest",
          t,
          "info",
          `collar batch ${r.int(80, 260)} tags barn-${r.int(1, 2)} heat_alerts=${r.int(0, 3)} rumination_avg=${r.int(440, 560)}min`,
        ),
      ],
    },
    {
      name: "mixer",
      weight: 1,
      run: ({ t, r }) => [
        ev(
          "tmr-mixer-api",
          t,
          "info",
          `Load L-${r.int(40000, 49999)} ration ${r.pick(["LACT-HIGH", "LACT-LOW", "DRY", "HEIFER"])} loaded ${num(r.int(3000, 5200))} kg (deviation ${(r.next() * 2.5).toFixed(1)}%)`,
        ),
      ],
    },
  ],
  periodic: [
    {
      svc: "tank-monitor",
      everyS: 30,
      run: (t, r) => [
        ev(
          "tank-monitor",
          t,
          "info",
          `tank T1 temp=${(r.next() * 0.6 + 3.3).toFixed(1)}C level=${num(r.int(6000, 14000))} L agitator=on`,
        ),
      ],
    },
    {
      svc: "vet-schedule",
      everyS: 120,
      run: (t, r) => [
        ev("vet-schedule", t, "info", `protocol check: ${r.int(0, 6)} cows due (dry-off, preg check, vaccination)`),
      ],
    },
    {
      svc: "milk-pickup",
      everyS: 75,
      run: (t, r) => [
        ev(
          "milk-pickup",
          t,
          "info",
          `[ActiveJob] [PickupEtaJob] Performed PickupEtaJob from Sidekiq(pickups) in ${r.int(40, 300)}.${r.int(10, 99)}ms`,
        ),
      ],
    },
    { svc: "dairy-app-api", everyS: 10, run: (t) => [ev("dairy-app-api", t, "debug", "GET /health 200 0ms")] },
  ],
  noisy: {
    svc: "activity-ingest",
    everyS: 8,
    run: (t, r) =>
      ev(
        "activity-ingest",
        t,
        "error",
        `tag ${r.pick(["22813", "23107", "20990", "24410", "21876"])} decode failed: payload CRC mismatch (frame discarded)`,
      ),
  },
  starts: ["2026-01-14T03:10:00Z", "2026-02-03T04:25:00Z", "2026-02-19T11:40:00Z", "2026-03-06T01:55:00Z"],
};

export const ESTATES: Estate[] = [furrowline, aquafield, prairie, cloverdale];
