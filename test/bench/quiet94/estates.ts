// Three made-up parking operators: services, runtimes, the request flows they log, their jobs and their one noisy service.
import type { Level } from "./formats.js";
import { chance, hex, int, pick, plate, type Rng } from "./rng.js";

export type Role =
  | "edge"
  | "gate"
  | "pay"
  | "payment"
  | "occ"
  | "signs"
  | "valid"
  | "permit"
  | "enforce"
  | "sync"
  | "ev"
  | "web"
  | "notify"
  | "ops";

/** One step of a request: service, level, message, delay after the request start (ms). */
export type Step = [string, Level, string, number];

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traces: boolean;
  services: Record<string, string>; // name -> runtime
  roles: Partial<Record<Role, string>>;
  flows: ((r: Rng) => Step[])[];
  health: string[];
  jobs: { svc: string; every: number; msg: (r: Rng) => string }[];
  noisy: { svc: string; every: number; level: Level; msg: (r: Rng) => string };
  deprecated: { svc: string; every: number; msg: string }[];
}

const lane = (r: Rng) => `${pick(r, ["E", "X"])}${int(r, 1, 6)}`;
const eur = (r: Rng) => (int(r, 150, 4200) / 100).toFixed(2);
const ms = (r: Rng, lo: number, hi: number) => int(r, lo, hi);

export const PARKWISE: Estate = {
  key: "parkwise",
  company: "Parkwise Garages",
  namespace: "parkwise-prod",
  traces: true,
  services: {
    "gate-controller": "cpp",
    "anpr-reader": "python",
    "ticket-issuer": "dotnet",
    "pay-station-api": "java",
    "payment-gw": "go",
    "occupancy-svc": "node",
    "guidance-signs": "go",
    "validation-hub": "node",
    "ops-portal": "ruby",
  },
  roles: {
    edge: "anpr-reader",
    gate: "gate-controller",
    pay: "pay-station-api",
    payment: "payment-gw",
    occ: "occupancy-svc",
    signs: "guidance-signs",
    valid: "validation-hub",
    web: "ops-portal",
    ops: "ops-portal",
  },
  flows: [
    (r) => {
      const p = plate(r);
      const l = lane(r).replace("X", "E");
      return [
        ["anpr-reader", "INFO", `lane ${l} cam ${l.toLowerCase()}a read plate=${p} conf=0.${int(r, 86, 99)}`, 0],
        ["gate-controller", "INFO", `lane ${l}: entry granted plate=${p} ticketless session opened`, ms(r, 40, 160)],
        ["occupancy-svc", "INFO", `level P${int(r, 1, 4)} count ${int(r, 120, 380)}/${400} (+1)`, ms(r, 200, 900)],
      ];
    },
    (r) => {
      const t = `${int(r, 100000, 999999)}`;
      const l = `X${int(r, 1, 4)}`;
      return [
        ["pay-station-api", "INFO", `POST /v2/exits/${l}/payments -> 200 in ${ms(r, 140, 900)}ms`, 0],
        [
          "payment-gw",
          "INFO",
          `auth approved scheme=${pick(r, ["visa", "mastercard", "maestro", "amex"])} amount=${eur(r)} EUR rrn=${int(r, 100000000, 999999999)}`,
          ms(r, 20, 90),
        ],
        ["gate-controller", "INFO", `lane ${l}: barrier open, ticket ${t} paid`, ms(r, 300, 700)],
      ];
    },
    (r) => [
      [
        "ticket-issuer",
        "INFO",
        `Issued ticket ${int(r, 100000, 999999)} at kiosk TK-0${int(r, 1, 8)} (lane E${int(r, 1, 4)})`,
        0,
      ],
      ["gate-controller", "INFO", `lane E${int(r, 1, 4)}: barrier open, ticket dispensed`, ms(r, 50, 300)],
    ],
    (r) => [
      [
        "validation-hub",
        "INFO",
        `validation applied merchant=${pick(r, ["CINEMA-02", "HOTEL-ARC", "SUPERMKT-11", "CLINIC-4"])} ticket=${int(r, 100000, 999999)} discount=${pick(r, ["100%", "2h", "50%", "3h"])}`,
        0,
      ],
      [
        "pay-station-api",
        "INFO",
        `GET /v2/tickets/${int(r, 100000, 999999)}/amount -> 200 in ${ms(r, 30, 200)}ms`,
        ms(r, 20, 80),
      ],
    ],
    (r) => [
      [
        "guidance-signs",
        "INFO",
        `sign ${pick(r, ["L1-N", "L1-S", "L2-N", "L3-E", "RAMP-IN"])} updated: ${int(r, 0, 140)} free`,
        0,
      ],
    ],
  ],
  health: ["pay-station-api", "payment-gw", "validation-hub", "occupancy-svc", "ops-portal"],
  jobs: [
    {
      svc: "ops-portal",
      every: 60,
      msg: (r) => `Sidekiq ReportsRollupJob JID-${hex(r, 24)} done: ${int(r, 1, 4)}.${int(r, 1, 9)} sec`,
    },
    {
      svc: "occupancy-svc",
      every: 30,
      msg: (r) => `snapshot published: ${int(r, 4, 6)} levels, ${int(r, 900, 1300)} bays in ${int(r, 4, 30)}ms`,
    },
    { svc: "payment-gw", every: 120, msg: (r) => `settlement batch ${hex(r, 8)} queued: ${int(r, 20, 160)} txns` },
  ],
  noisy: {
    svc: "ticket-issuer",
    every: 9,
    level: "ERROR",
    msg: (r) =>
      `Receipt printer on kiosk TK-0${int(r, 1, 8)} reported status 0x${pick(r, ["12", "1A", "0C"])} (paper near end); receipt skipped`,
  },
  deprecated: [
    {
      svc: "pay-station-api",
      every: 95,
      msg: "Deprecated API call: GET /v1/tariffs is deprecated, use /v2/tariffs (client pay-kiosk-fw 3.8)",
    },
    {
      svc: "validation-hub",
      every: 140,
      msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
  ],
};

export const CURBCITY: Estate = {
  key: "curbcity",
  company: "CurbCity Mobility",
  namespace: "curb-prod",
  traces: false,
  services: {
    "phone-pay-api": "node",
    "session-svc": "kotlin",
    "zone-pricing": "python",
    "plate-lookup": "go",
    "citation-svc": "java",
    "handheld-sync": "dotnet",
    "permit-registry": "ruby",
    "notify-sender": "node",
    "card-vault": "go",
  },
  roles: {
    pay: "phone-pay-api",
    payment: "card-vault",
    edge: "plate-lookup",
    permit: "permit-registry",
    enforce: "citation-svc",
    sync: "handheld-sync",
    web: "phone-pay-api",
    notify: "notify-sender",
    ops: "session-svc",
  },
  flows: [
    (r) => {
      const z = int(r, 4100, 4399);
      return [
        [
          "phone-pay-api",
          "INFO",
          `POST /api/v3/sessions 201 ${ms(r, 90, 600)}ms app=${pick(r, ["ios/6.12.0", "android/6.11.3", "web"])}`,
          0,
        ],
        [
          "zone-pricing",
          "INFO",
          `quote zone=${z} duration=${pick(r, [30, 60, 90, 120])}m price=${eur(r)} tariff=${pick(r, ["DAY", "PEAK", "EVE"])}`,
          ms(r, 5, 40),
        ],
        ["session-svc", "INFO", `Session ${hex(r, 10)} started zone=${z} plate=${plate(r)}`, ms(r, 50, 200)],
        ["card-vault", "INFO", `token charge ok pm_${hex(r, 14)} amount=${eur(r)}`, ms(r, 60, 250)],
      ];
    },
    (r) => {
      const p = plate(r);
      const d = `HH-0${int(r, 100, 480)}`;
      return [
        ["handheld-sync", "INFO", `Device ${d} check plate ${p} zone ${int(r, 4100, 4399)}`, 0],
        [
          "plate-lookup",
          "INFO",
          `lookup plate=${p} sessions=${int(r, 0, 1)} permits=${int(r, 0, 1)} took=${ms(r, 3, 40)}ms`,
          ms(r, 10, 50),
        ],
        [
          "permit-registry",
          "INFO",
          `Completed 200 OK in ${ms(r, 6, 60)}ms (Views: 0.2ms | ActiveRecord: ${ms(r, 1, 12)}.${int(r, 0, 9)}ms)`,
          ms(r, 15, 60),
        ],
      ];
    },
    (r) => [
      [
        "citation-svc",
        "INFO",
        `Citation CT-${int(r, 2000000, 2999999)} issued by officer ${int(r, 300, 480)} code ${pick(r, ["EXP-METER", "NO-PERMIT", "LOADING", "DOUBLE-PARK"])}`,
        0,
      ],
      ["notify-sender", "INFO", `email queued template=citation-issued id=${hex(r, 12)}`, ms(r, 200, 800)],
    ],
    (r) => [
      ["phone-pay-api", "INFO", `PATCH /api/v3/sessions/${hex(r, 10)}/extend 200 ${ms(r, 80, 400)}ms`, 0],
      ["session-svc", "INFO", `Session extended by ${pick(r, [15, 30, 60])} min`, ms(r, 20, 90)],
    ],
    (r) => [["notify-sender", "INFO", `push sent kind=session-expiring in=${pick(r, [10, 15])}m provider=fcm`, 0]],
  ],
  health: ["phone-pay-api", "session-svc", "citation-svc", "permit-registry", "plate-lookup"],
  jobs: [
    { svc: "session-svc", every: 60, msg: (r) => `ExpirySweeper closed ${int(r, 20, 140)} sessions` },
    { svc: "permit-registry", every: 90, msg: (r) => `PermitRenewalReminderJob enqueued ${int(r, 0, 40)} reminders` },
    {
      svc: "citation-svc",
      every: 120,
      msg: (r) => `DMV hold export: ${int(r, 0, 30)} records written to batch ${hex(r, 6)}`,
    },
  ],
  noisy: {
    svc: "zone-pricing",
    every: 7,
    level: "WARN",
    msg: (r) =>
      `zone ${int(r, 4100, 4399)} has no holiday calendar for region '${pick(r, ["NB", "EAST", "PORT"])}', using default weekday tariff`,
  },
  deprecated: [
    {
      svc: "zone-pricing",
      every: 110,
      msg: "/app/pricing/clock.py:41: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
    },
    {
      svc: "phone-pay-api",
      every: 150,
      msg: "client android/5.9.2 called deprecated endpoint POST /api/v2/sessions (sunset 2027-01-31)",
    },
  ],
};

export const HARBORLINE: Estate = {
  key: "harborline",
  company: "Harborline Parking",
  namespace: "hl-parking",
  traces: true,
  services: {
    "lane-gateway": "go",
    "lpr-edge": "cpp",
    "season-pass": "ruby",
    "pass-billing": "java",
    "pms-bridge": "dotnet",
    "merchant-validate": "python",
    "ev-charge-hub": "java",
    "bay-sensors": "python",
    "sign-driver": "c",
    "checkout-web": "node",
  },
  roles: {
    edge: "lpr-edge",
    gate: "lane-gateway",
    pay: "checkout-web",
    payment: "pass-billing",
    occ: "bay-sensors",
    signs: "sign-driver",
    valid: "merchant-validate",
    permit: "season-pass",
    ev: "ev-charge-hub",
    web: "checkout-web",
    ops: "season-pass",
  },
  flows: [
    (r) => {
      const p = plate(r);
      return [
        [
          "lpr-edge",
          "INFO",
          `[lane${int(r, 1, 5)}] plate ${p} conf ${int(r, 88, 99)}% region GB frame ${int(r, 10000, 99999)}`,
          0,
        ],
        [
          "lane-gateway",
          "INFO",
          `entry plate=${p} decision=open reason=${pick(r, ["season_pass", "visitor", "visitor", "hotel_guest"])}`,
          ms(r, 30, 150),
        ],
        ...(chance(r, 0.4)
          ? ([
              ["season-pass", "INFO", `Pass lookup plate=${p} -> active (SP-${int(r, 10000, 99999)})`, ms(r, 5, 30)],
            ] as Step[])
          : []),
      ];
    },
    (r) => [
      ["checkout-web", "INFO", `POST /checkout/pay 200 ${ms(r, 200, 1200)}ms`, 0],
      [
        "pass-billing",
        "INFO",
        `Payment captured order=HL-${int(r, 100000, 999999)} amount=${eur(r)} GBP psp=${hex(r, 8)}`,
        ms(r, 50, 300),
      ],
      ["lane-gateway", "INFO", `exit plate=${plate(r)} decision=open reason=paid`, ms(r, 400, 2000)],
    ],
    (r) => [
      [
        "merchant-validate",
        "INFO",
        `validation ok code=${pick(r, ["HTL", "SHP", "RST"])}-${hex(r, 6).toUpperCase()} free_minutes=${pick(r, [60, 120, 180, 1440])}`,
        0,
      ],
      [
        "pms-bridge",
        "INFO",
        `Guest folio lookup room ${int(r, 101, 940)} -> checked-in, posting parking to folio`,
        ms(r, 20, 120),
      ],
    ],
    (r) => [
      [
        "ev-charge-hub",
        "INFO",
        `MeterValues CP-${int(r, 1001, 1048)} connector 1 ${int(r, 3, 44)}.${int(r, 0, 9)} kWh session ${hex(r, 8)}`,
        0,
      ],
    ],
    (r) => [
      [
        "bay-sensors",
        "INFO",
        `zone ${pick(r, ["A", "B", "C", "EV"])} free=${int(r, 2, 90)} (gw ${int(r, 1, 6)} rssi -${int(r, 60, 95)})`,
        0,
      ],
    ],
    (r) => [["sign-driver", "INFO", `sign ${pick(r, ["ENT-1", "LVL-A", "LVL-B", "EV-1"])} <- ${int(r, 0, 90)}`, 0]],
  ],
  health: ["checkout-web", "season-pass", "pass-billing", "merchant-validate", "ev-charge-hub", "pms-bridge"],
  jobs: [
    { svc: "season-pass", every: 60, msg: (r) => `[ActiveJob] [PassExpiryJob] Performed in ${int(r, 40, 900)}ms` },
    { svc: "pass-billing", every: 90, msg: (r) => `Direct debit run: ${int(r, 0, 25)} mandates pending` },
    { svc: "ev-charge-hub", every: 45, msg: (r) => `OCPP ws connections: ${int(r, 44, 48)}/48 charge points online` },
  ],
  noisy: {
    svc: "bay-sensors",
    every: 8,
    level: "ERROR",
    msg: (r) =>
      `sensor ${pick(r, ["A", "B", "C"])}-${int(r, 10, 99)} payload CRC mismatch from gw ${int(r, 1, 6)}, frame dropped`,
  },
  deprecated: [
    {
      svc: "checkout-web",
      every: 120,
      msg: "(node:17) [DEP0169] DeprecationWarning: `url.parse()` behavior is not standardized; use the WHATWG URL API instead.",
    },
    {
      svc: "pass-billing",
      every: 200,
      msg: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect'",
    },
  ],
};

export const ESTATES: Estate[] = [PARKWISE, CURBCITY, HARBORLINE];
