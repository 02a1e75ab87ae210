// The three made-up estates of quiet50: services, runtimes, roles and the request flows of a normal day.
import type { Level } from "./formats.js";
import { chance, digits, hex, int, pick, type Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";
export type Step = [dt: number, svc: string, level: Level, msg: string];

export interface Flow {
  via: string[];
  weight: number;
  make: (r: Rng) => Step[];
}

export interface Estate {
  key: string;
  company: string;
  ns: string;
  traced: boolean;
  svcs: { name: string; rt: Runtime }[];
  roles: Record<string, string>;
  flows: Flow[];
  jobs: { svc: string; everyMs: number; msg: (r: Rng) => string }[];
  noisy: { svc: string; level: Level; everyMs: number; msg: (r: Rng) => string }[];
  retries: { svc: string; callee: string; msg: (r: Rng) => [string, string] }[];
}

export const DRUGS = [
  ["atorvastatin 20 mg tab", "00093-5057-98"],
  ["lisinopril 10 mg tab", "68180-0980-01"],
  ["metformin ER 500 mg", "00378-7185-01"],
  ["amlodipine 5 mg tab", "00093-7167-56"],
  ["sertraline 50 mg tab", "16729-0213-01"],
  ["levothyroxine 75 mcg", "00378-1807-01"],
  ["amoxicillin 500 mg cap", "65862-0017-01"],
  ["omeprazole 20 mg cap", "62175-0136-37"],
  ["albuterol HFA 90 mcg", "66993-0019-68"],
  ["escitalopram 10 mg tab", "00093-5851-01"],
  ["losartan 50 mg tab", "00781-5701-92"],
  ["oxycodone 5 mg tab", "00406-0552-01"],
] as const;
export const drug = (r: Rng) => pick(r, DRUGS);
export const rxno = (r: Rng) => `${digits(r, 7)}`;
export const pid = (r: Rng) => `P${digits(r, 7)}`;
export const npi = (r: Rng) => `1${digits(r, 9)}`;
export const store = (r: Rng) => `#${String(int(r, 1, 980)).padStart(4, "0")}`;
export const BINS = ["610014", "004336", "003858", "610502", "015581", "610097"];
export const STATES = ["OH", "PA", "MI", "IN", "KY", "NY", "TX", "FL"];
const ms = (r: Rng, a: number, b: number) => int(r, a, b);

const linden: Estate = {
  key: "lindenrx",
  company: "Linden Pharmacy",
  ns: "linden-prod",
  traced: true,
  svcs: [
    { name: "store-api", rt: "node" },
    { name: "erx-inbox", rt: "java" },
    { name: "claims-adjudicator", rt: "java" },
    { name: "dur-screen", rt: "python" },
    { name: "inventory-svc", rt: "go" },
    { name: "notify-hub", rt: "node" },
    { name: "pdmp-check", rt: "python" },
    { name: "patient-profile", rt: "dotnet" },
    { name: "mailorder-fulfil", rt: "ruby" },
  ],
  roles: {
    gw: "store-api",
    rx: "erx-inbox",
    claims: "claims-adjudicator",
    dur: "dur-screen",
    inv: "inventory-svc",
    notify: "notify-hub",
    pdmp: "pdmp-check",
    profile: "patient-profile",
    mail: "mailorder-fulfil",
  },
  flows: [
    {
      via: ["store-api", "patient-profile", "dur-screen", "inventory-svc", "claims-adjudicator"],
      weight: 5,
      make: (r) => {
        const [name, ndc] = drug(r);
        const rx = rxno(r);
        const p = pid(r);
        const st = store(r);
        const bin = pick(r, BINS);
        const qty = pick(r, [30, 30, 90, 60, 28]);
        const resp = ms(r, 90, 640);
        return [
          [
            0,
            "patient-profile",
            "INFO",
            `Patient ${p} profile loaded (allergies=${int(r, 0, 4)}, activeMeds=${int(r, 1, 11)}) in ${ms(r, 4, 40)}ms`,
          ],
          [
            ms(r, 20, 60),
            "dur-screen",
            "INFO",
            `screen rx=${rx} ndc=${ndc} against ${int(r, 1, 9)} active meds: 0 alerts (${ms(r, 6, 30)}ms)`,
          ],
          [
            ms(r, 60, 110),
            "inventory-svc",
            "INFO",
            `reserved ndc=${ndc} qty=${qty} store=${st} on_hand=${int(r, qty, 900)}`,
          ],
          [
            ms(r, 120, 200),
            "claims-adjudicator",
            "INFO",
            `B1 claim rx=${rx} BIN=${bin} -> PAID copay=$${pick(r, ["0.00", "4.00", "10.00", "12.50", "25.00"])} (switch ${resp}ms)`,
          ],
          [
            resp + ms(r, 220, 320),
            "store-api",
            "INFO",
            `POST /v1/rx/${rx}/fill 201 ${resp + ms(r, 230, 340)}ms - ${name}`,
          ],
        ];
      },
    },
    {
      via: ["erx-inbox", "patient-profile", "dur-screen"],
      weight: 3,
      make: (r) => {
        const [name] = drug(r);
        const id = hex(r, 8).toUpperCase();
        return [
          [
            0,
            "erx-inbox",
            "INFO",
            `NewRx ${id} received from prescriber NPI ${npi(r)} (SCRIPT 2017071): ${name}, qty ${pick(r, [30, 90, 14, 10])}, refills ${int(r, 0, 5)}`,
          ],
          [ms(r, 15, 40), "patient-profile", "INFO", `match demographics -> ${pid(r)} (score 0.${int(r, 93, 99)})`],
          [
            ms(r, 50, 90),
            "dur-screen",
            "INFO",
            `screen msg=${id} ${int(r, 1, 8)} active meds: 0 alerts (${ms(r, 5, 25)}ms)`,
          ],
          [
            ms(r, 100, 160),
            "erx-inbox",
            "INFO",
            `NewRx ${id} queued for store ${store(r)} data entry, Status 000 returned`,
          ],
        ];
      },
    },
    {
      via: ["store-api", "patient-profile"],
      weight: 3,
      make: (r) => {
        const p = pid(r);
        const t = ms(r, 8, 60);
        return [
          [0, "patient-profile", "INFO", `GET profile ${p} served from cache=${pick(r, ["true", "false"])} in ${t}ms`],
          [t + ms(r, 3, 12), "store-api", "INFO", `GET /v1/patients/${p}/profile 200 ${t + ms(r, 5, 20)}ms`],
        ];
      },
    },
    {
      via: ["notify-hub"],
      weight: 2,
      make: (r) => [
        [0, "notify-hub", "INFO", `sms ready-for-pickup sent patient=${pid(r)} store=${store(r)} sid=SM${hex(r, 32)}`],
      ],
    },
    {
      via: ["mailorder-fulfil", "inventory-svc"],
      weight: 2,
      make: (r) => {
        const [, ndc] = drug(r);
        const o = `MO-${digits(r, 7)}`;
        return [
          [
            0,
            "mailorder-fulfil",
            "INFO",
            `Fulfilment ${o} packed tote=T-${int(r, 100, 999)} items=${int(r, 1, 4)} (jid=${hex(r, 24)})`,
          ],
          [
            ms(r, 20, 80),
            "inventory-svc",
            "INFO",
            `decrement ndc=${ndc} qty=${pick(r, [30, 90])} site=DC-02 on_hand=${int(r, 200, 4000)}`,
          ],
        ];
      },
    },
    {
      via: ["erx-inbox", "pdmp-check"],
      weight: 1,
      make: (r) => {
        const id = hex(r, 8).toUpperCase();
        const st = pick(r, STATES);
        const t = ms(r, 180, 900);
        return [
          [0, "erx-inbox", "INFO", `NewRx ${id} is schedule II (oxycodone 5 mg tab), requesting PDMP report`],
          [
            t,
            "pdmp-check",
            "INFO",
            `PMP report state=${st} patient=${pid(r)} rx_count_90d=${int(r, 0, 3)} prescribers=${int(r, 0, 2)} -> no flags (${t}ms)`,
          ],
          [t + ms(r, 10, 40), "erx-inbox", "INFO", `NewRx ${id} PDMP reviewed, queued for pharmacist verification`],
        ];
      },
    },
  ],
  jobs: [
    {
      svc: "claims-adjudicator",
      everyMs: 60000,
      msg: (r) => `reversal sweeper: ${int(r, 0, 6)} unclaimed fills reversed (return-to-stock day 14)`,
    },
    {
      svc: "inventory-svc",
      everyMs: 30000,
      msg: (r) => `wholesaler feed poll: ${int(r, 0, 40)} price updates applied, 0 pending`,
    },
    {
      svc: "notify-hub",
      everyMs: 45000,
      msg: (r) => `outbox relay published ${int(r, 0, 30)} events in ${int(r, 2, 30)}ms`,
    },
    {
      svc: "mailorder-fulfil",
      everyMs: 60000,
      msg: (r) => `Sidekiq::Cron enqueued ShipmentManifestJob (queue=default, latency=${(r() * 0.4).toFixed(3)}s)`,
    },
  ],
  noisy: [
    {
      svc: "notify-hub",
      level: "ERROR",
      everyMs: 9000,
      msg: (r) =>
        `twilio send failed code=21614 "To number +1${digits(r, 10)} is not a valid mobile number" - falling back to voice queue`,
    },
    {
      svc: "inventory-svc",
      level: "ERROR",
      everyMs: 11000,
      msg: (r) =>
        `price update skipped: ndc=${digits(r, 5)}-${digits(r, 4)}-${digits(r, 2)} not in item master (wholesaler file 820)`,
    },
    {
      svc: "dur-screen",
      level: "WARN",
      everyMs: 7000,
      msg: (r) => `FDB monograph ${int(r, 1000, 9999)} has no patient-education leaflet in es-US, using en-US`,
    },
  ],
  retries: [
    {
      svc: "store-api",
      callee: "patient-profile",
      msg: (r) => [
        `upstream patient-profile ECONNRESET on keep-alive socket, retry 1/3 in 100ms`,
        `GET /v1/patients/${pid(r)}/profile 200 ${int(r, 120, 260)}ms (after 1 retry)`,
      ],
    },
    {
      svc: "claims-adjudicator",
      callee: "claims-adjudicator",
      msg: (r) => {
        const rx = rxno(r);
        return [
          `switch response delayed for rx=${rx}, resubmitting B1 (attempt 2 of 3)`,
          `B1 claim rx=${rx} -> PAID on attempt 2`,
        ];
      },
    },
  ],
};

const bright: Estate = {
  key: "brightvisit",
  company: "BrightVisit Telehealth",
  ns: "bv-prod",
  traced: true,
  svcs: [
    { name: "visit-gateway", rt: "node" },
    { name: "appointments", rt: "java" },
    { name: "clinician-availability", rt: "go" },
    { name: "video-rooms", rt: "cpp" },
    { name: "visit-notes", rt: "python" },
    { name: "erx-send", rt: "dotnet" },
    { name: "eligibility", rt: "ruby" },
    { name: "payments", rt: "java" },
    { name: "reminders", rt: "node" },
    { name: "intake-forms", rt: "python" },
  ],
  roles: {
    gw: "visit-gateway",
    appt: "appointments",
    roster: "clinician-availability",
    video: "video-rooms",
    notes: "visit-notes",
    erx: "erx-send",
    elig: "eligibility",
    pay: "payments",
    notify: "reminders",
    intake: "intake-forms",
  },
  flows: [
    {
      via: ["visit-gateway", "clinician-availability"],
      weight: 5,
      make: (r) => {
        const t = ms(r, 12, 90);
        const st = pick(r, STATES);
        return [
          [
            0,
            "clinician-availability",
            "INFO",
            `slot search state=${st} specialty=${pick(r, ["urgent-care", "behavioral", "dermatology", "primary-care"])} -> ${int(r, 0, 40)} slots (${t}ms)`,
          ],
          [t + ms(r, 4, 15), "visit-gateway", "INFO", `GET /api/v2/slots?state=${st} 200 ${t + ms(r, 8, 30)}ms`],
        ];
      },
    },
    {
      via: ["visit-gateway", "appointments", "eligibility", "payments", "clinician-availability"],
      weight: 3,
      make: (r) => {
        const a = `A-${digits(r, 8)}`;
        const m = `M${digits(r, 9)}`;
        const copay = pick(r, ["0.00", "25.00", "40.00", "15.00"]);
        return [
          [
            0,
            "appointments",
            "INFO",
            `booking ${a} for member ${m} slot=${pick(r, ["09:00", "09:30", "10:15", "13:40", "16:20"])}Z clinician=C-${digits(r, 5)}`,
          ],
          [
            ms(r, 20, 60),
            "eligibility",
            "INFO",
            `271 for ${m}: coverage active plan=${pick(r, ["PPO-GOLD", "HMO-SILVER", "EPO-BRONZE"])} telehealth copay=$${copay} (payer ${int(r, 180, 900)}ms)`,
          ],
          [
            ms(r, 600, 1000),
            "payments",
            "INFO",
            `authorized copay hold $${copay} pi_${hex(r, 24)} (card ending ${digits(r, 4)})`,
          ],
          [ms(r, 1010, 1100), "clinician-availability", "INFO", `slot held for ${a} ttl=900s`],
          [ms(r, 1120, 1200), "appointments", "INFO", `appointment ${a} confirmed`],
          [ms(r, 1210, 1260), "visit-gateway", "INFO", `POST /api/v2/appointments 201 ${ms(r, 1200, 1300)}ms`],
        ];
      },
    },
    {
      via: ["visit-gateway", "video-rooms"],
      weight: 3,
      make: (r) => {
        const room = `vr-${hex(r, 10)}`;
        return [
          [0, "visit-gateway", "INFO", `POST /api/v2/visits/${room}/join 200 ${ms(r, 20, 90)}ms`],
          [
            ms(r, 300, 900),
            "video-rooms",
            "INFO",
            `[room ${room}] participant joined role=${pick(r, ["patient", "clinician"])} ice=${pick(r, ["host", "srflx", "srflx", "relay"])} codec=${pick(r, ["VP8", "H264"])} rtt=${int(r, 18, 140)}ms`,
          ],
        ];
      },
    },
    {
      via: ["visit-notes", "erx-send"],
      weight: 2,
      make: (r) => {
        const e = `E-${digits(r, 8)}`;
        const steps: Step[] = [
          [
            0,
            "visit-notes",
            "INFO",
            `note saved encounter=${e} type=SOAP size=${(r() * 6 + 1).toFixed(1)}KB signed=${pick(r, ["true", "false"])}`,
          ],
        ];
        if (chance(r, 0.5))
          steps.push([
            ms(r, 200, 700),
            "erx-send",
            "INFO",
            `NewRx for ${e} sent to Surescripts MessageID=${hex(r, 32)} pharmacy NCPDP=${digits(r, 7)} -> Status 010`,
          ]);
        return steps;
      },
    },
    {
      via: ["intake-forms"],
      weight: 1,
      make: (r) => [
        [
          0,
          "intake-forms",
          "INFO",
          `intake submitted appt=A-${digits(r, 8)} answers=${int(r, 8, 30)} phq9=${int(r, 0, 9)}`,
        ],
      ],
    },
    {
      via: ["reminders"],
      weight: 1,
      make: (r) => [
        [
          0,
          "reminders",
          "INFO",
          `reminder ${pick(r, ["T-24h", "T-1h", "T-15m"])} delivered appt=A-${digits(r, 8)} channel=${pick(r, ["sms", "push", "email"])}`,
        ],
      ],
    },
  ],
  jobs: [
    {
      svc: "clinician-availability",
      everyMs: 30000,
      msg: (r) => `roster sync: ${int(r, 180, 420)} clinicians online, ${int(r, 0, 12)} went off-shift`,
    },
    {
      svc: "video-rooms",
      everyMs: 20000,
      msg: (r) =>
        `stats rooms=${int(r, 20, 140)} peers=${int(r, 40, 280)} cpu=${int(r, 15, 55)}% egress=${int(r, 40, 300)}Mbps`,
    },
    {
      svc: "payments",
      everyMs: 60000,
      msg: (r) => `capture batch: ${int(r, 3, 40)} completed visits captured, 0 failed`,
    },
    { svc: "reminders", everyMs: 60000, msg: (r) => `scheduler tick: ${int(r, 10, 90)} reminders due in next 15m` },
  ],
  noisy: [
    {
      svc: "reminders",
      level: "ERROR",
      everyMs: 8000,
      msg: (r) => `APNs rejected token ${hex(r, 8)}…: 410 Unregistered - removing device`,
    },
    {
      svc: "intake-forms",
      level: "ERROR",
      everyMs: 12000,
      msg: (r) =>
        `pdf render: font 'HelveticaNeue-Condensed' not found, substituted DejaVuSans (form ${int(r, 100, 999)})`,
    },
    {
      svc: "video-rooms",
      level: "WARN",
      everyMs: 6000,
      msg: (r) => `[room vr-${hex(r, 10)}] TWCC feedback missing for ssrc ${digits(r, 9)}, bandwidth estimate held`,
    },
  ],
  retries: [
    {
      svc: "appointments",
      callee: "eligibility",
      msg: (r) => [
        `I/O error on POST request for "http://eligibility:3000/v1/checks": Connection reset; retrying (1/2)`,
        `eligibility check M${digits(r, 9)} ok after retry (${int(r, 300, 900)}ms)`,
      ],
    },
    {
      svc: "erx-send",
      callee: "erx-send",
      msg: (r) => [
        `Surescripts returned Status 600 (transient) for MessageID=${hex(r, 32)}, retry 1 in 2s`,
        `NewRx resent -> Status 010`,
      ],
    },
  ],
};

const parcel: Estate = {
  key: "parcelrx",
  company: "ParcelRx Mail Pharmacy",
  ns: "parcelrx",
  traced: false,
  svcs: [
    { name: "order-web", rt: "ruby" },
    { name: "rx-verify", rt: "java" },
    { name: "pbm-claims", rt: "go" },
    { name: "interaction-check", rt: "dotnet" },
    { name: "pick-pack", rt: "java" },
    { name: "carrier-labels", rt: "python" },
    { name: "refill-reminders", rt: "node" },
    { name: "stock-ledger", rt: "go" },
    { name: "controlled-vault", rt: "python" },
  ],
  roles: {
    gw: "order-web",
    rx: "rx-verify",
    claims: "pbm-claims",
    dur: "interaction-check",
    mail: "pick-pack",
    labels: "carrier-labels",
    notify: "refill-reminders",
    inv: "stock-ledger",
    pdmp: "controlled-vault",
  },
  flows: [
    {
      via: ["order-web", "rx-verify", "interaction-check", "pbm-claims", "stock-ledger"],
      weight: 4,
      make: (r) => {
        const [, ndc] = drug(r);
        const o = `PO-${digits(r, 8)}`;
        const rt = ms(r, 150, 700);
        return [
          [0, "order-web", "INFO", `Started POST "/orders" for 10.${int(r, 0, 9)}.${int(r, 0, 255)}.${int(r, 1, 254)}`],
          [
            ms(r, 10, 40),
            "rx-verify",
            "INFO",
            `order ${o}: rx RX${digits(r, 8)} matched to script image, sig parsed ("${pick(r, ["1 tab po qd", "1 tab po bid", "2 puffs q4-6h prn", "1 cap po qd"])}")`,
          ],
          [
            ms(r, 50, 90),
            "interaction-check",
            "INFO",
            `Screened ${o}: ${int(r, 1, 12)} active meds, severe=0 moderate=${int(r, 0, 2)} (${ms(r, 5, 40)}ms)`,
          ],
          [
            ms(r, 100, 140),
            "pbm-claims",
            "INFO",
            `B1 ${o} bin=${pick(r, BINS)} pcn=${pick(r, ["A4", "MEDDPRIME", "ADV", "9999"])} status=P copay=${pick(r, ["0.00", "10.00", "30.00", "45.00"])} rt=${rt}ms`,
          ],
          [
            rt + ms(r, 150, 200),
            "stock-ledger",
            "INFO",
            `allocated ndc=${ndc} qty=${pick(r, [90, 90, 30, 180])} dc=DC-COLUMBUS bin=${pick(r, ["A", "B", "C"])}-${int(r, 10, 40)}-${int(r, 1, 9)}`,
          ],
          [
            rt + ms(r, 210, 260),
            "order-web",
            "INFO",
            `Completed 201 Created in ${rt + ms(r, 220, 300)}ms (Views: ${(r() * 3).toFixed(1)}ms | ActiveRecord: ${(r() * 40).toFixed(1)}ms | Allocations: ${int(r, 4000, 30000)})`,
          ],
        ];
      },
    },
    {
      via: ["pick-pack", "carrier-labels"],
      weight: 3,
      make: (r) => {
        const o = `PO-${digits(r, 8)}`;
        return [
          [
            0,
            "pick-pack",
            "INFO",
            `order ${o} packed station=PK-${int(r, 1, 24)} items=${int(r, 1, 5)} weight=${(r() * 2 + 0.1).toFixed(2)}lb`,
          ],
          [
            ms(r, 100, 400),
            "carrier-labels",
            "INFO",
            chance(r, 0.3)
              ? `label created ${o} UPS Ground tracking=1Z${hex(r, 6).toUpperCase()}03${digits(r, 8)}`
              : `label created ${o} ${pick(r, ["USPS GroundAdvantage", "USPS Priority"])} tracking=9400${digits(r, 18)}`,
          ],
          [ms(r, 410, 500), "pick-pack", "INFO", `order ${o} manifested, tote released`],
        ];
      },
    },
    {
      via: ["order-web"],
      weight: 3,
      make: (r) => [
        [
          0,
          "order-web",
          "INFO",
          `Started GET "/account/prescriptions" for 10.${int(r, 0, 9)}.${int(r, 0, 255)}.${int(r, 1, 254)}`,
        ],
        [
          ms(r, 20, 120),
          "order-web",
          "INFO",
          `Completed 200 OK in ${ms(r, 20, 120)}ms (Views: ${(r() * 30).toFixed(1)}ms | ActiveRecord: ${(r() * 20).toFixed(1)}ms | Allocations: ${int(r, 8000, 40000)})`,
        ],
      ],
    },
    {
      via: ["refill-reminders"],
      weight: 1,
      make: (r) => [
        [
          0,
          "refill-reminders",
          "INFO",
          `refill reminder email accepted member=${pid(r)} rx=RX${digits(r, 8)} msgId=<${hex(r, 16)}@mail.parcelrx.example>`,
        ],
      ],
    },
    {
      via: ["controlled-vault", "rx-verify"],
      weight: 1,
      make: (r) => {
        const o = `PO-${digits(r, 8)}`;
        return [
          [0, "rx-verify", "INFO", `order ${o} contains C-II item, routed to vault queue`],
          [
            ms(r, 200, 900),
            "controlled-vault",
            "INFO",
            `vault dispense ${o} ndc=00406-0552-01 qty=${pick(r, [10, 20, 30])} witness=RPh-${int(r, 10, 99)} perpetual count ok`,
          ],
        ];
      },
    },
  ],
  jobs: [
    {
      svc: "stock-ledger",
      everyMs: 30000,
      msg: (r) => `cycle count reconcile zone ${pick(r, ["A", "B", "C"])}: ${int(r, 100, 400)} bins ok, 0 variance`,
    },
    {
      svc: "pbm-claims",
      everyMs: 60000,
      msg: (r) => `835 remittance poller: ${int(r, 0, 3)} files fetched from sftp, ${int(r, 0, 900)} claims reconciled`,
    },
    {
      svc: "refill-reminders",
      everyMs: 60000,
      msg: (r) => `cron refill-due: ${int(r, 20, 300)} members selected for reminders`,
    },
    {
      svc: "controlled-vault",
      everyMs: 120000,
      msg: (r) => `ARCOS export staging: ${int(r, 0, 50)} transactions buffered`,
    },
  ],
  noisy: [
    {
      svc: "carrier-labels",
      level: "ERROR",
      everyMs: 10000,
      msg: (r) =>
        `USPS address API: ZIP+4 not found for "${int(r, 10, 9999)} ${pick(r, ["Maple", "Oak", "County Road", "Ridge"])} ${pick(r, ["St", "Rd", "Ln"])}", label uses 5-digit ZIP`,
    },
    {
      svc: "rx-verify",
      level: "ERROR",
      everyMs: 9000,
      msg: (r) =>
        `OCR confidence 0.${int(r, 41, 69)} below threshold for script image IMG-${digits(r, 8)}, routed to manual typing`,
    },
    {
      svc: "refill-reminders",
      level: "WARN",
      everyMs: 7000,
      msg: (r) => `SendGrid event: bounce (550 5.1.1 user unknown) for member ${pid(r)}, suppressing email`,
    },
  ],
  retries: [
    {
      svc: "pick-pack",
      callee: "carrier-labels",
      msg: () => [
        "label request to carrier-labels timed out after 3000 ms, retrying (attempt 2/3)",
        "label request succeeded on attempt 2",
      ],
    },
    {
      svc: "pbm-claims",
      callee: "pbm-claims",
      msg: (r) => [
        `switch socket idle reset, redialing claims.switch:5551 (attempt 2)`,
        `B1 PO-${digits(r, 8)} status=P after redial`,
      ],
    },
  ],
};

export const ESTATES: Estate[] = [linden, bright, parcel];

export const SOURCE: Record<Runtime, string> = {
  java: "java",
  python: "python",
  go: "go",
  node: "nodejs",
  dotnet: "csharp",
  ruby: "ruby",
  cpp: "cpp",
};
