// The four made-up estates of holdout94 (three vet/dental practice groups and a pet insurer): their services,
// request flows, periodic jobs, one constantly noisy service each, and the harmless domain noise they all carry.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Step {
  svc: string;
  dt: number;
  level: Level;
  msg: string;
  stack?: string;
  errType?: string;
}

export interface Periodic {
  svc: string;
  every: number;
  gen: (r: Rng) => Step[];
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traced: boolean;
  services: string[];
  flows: { w: number; gen: (r: Rng) => Step[] }[];
  jobs: Periodic[];
  /** unrelated deploys or config reloads, one is placed near the interesting moment of every file */
  deploys: ((r: Rng) => Step[])[];
}

export const s = (svc: string, dt: number, level: Level, msg: string, stack?: string, errType?: string): Step => ({
  svc,
  dt,
  level,
  msg,
  stack,
  errType,
});

const pet = (r: Rng) => r.pick(["canine", "feline", "canine", "feline", "rabbit", "equine", "avian", "ferret"]);
const vet = (r: Rng) => r.pick(["dr.okafor", "dr.lindqvist", "dr.patel", "dr.moreau", "dr.nakamura", "dr.byrne"]);
const money = (r: Rng, lo: number, hi: number) => (r.int(lo * 100, hi * 100) / 100).toFixed(2);
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const ip = (r: Rng) => `10.${r.int(0, 3)}.${r.int(0, 40)}.${r.int(2, 250)}`;
const phone = (r: Rng) => `+447${r.digits(9)}`;
const drugs = [
  "Carprofen 50mg tab",
  "Meloxicam 1.5mg/ml susp",
  "Amoxicillin/Clav 250mg tab",
  "Gabapentin 100mg cap",
  "Maropitant 16mg tab",
  "Fluralaner 500mg chew",
  "Buprenorphine 0.3mg/ml inj",
];
const uid = (r: Rng) => `1.2.826.0.1.3680043.10.${r.int(100, 999)}.${r.digits(8)}.${r.int(1, 9)}`;

// ---------------------------------------------------------------- Pawprint Vet Group (traced)
const pawprint: Estate = {
  key: "pawprint",
  company: "Pawprint Vet Group",
  namespace: "pawprint-prod",
  traced: true,
  services: [
    "booking-web",
    "exam-scheduler",
    "reminder-dispatch",
    "patient-chart",
    "imaging-bridge",
    "lab-hl7-gateway",
    "pharmacy-stock",
    "pay-terminal-svc",
    "checkin-kiosk",
  ],
  flows: [
    {
      w: 5,
      gen: (r) => {
        const a = `A-${r.digits(6)}`;
        const t = ms(r, 40, 260);
        return [
          s(
            "exam-scheduler",
            ms(r, 5, 30),
            "info",
            `Reserved slot room=EX${r.int(1, 6)} vet=${vet(r)} start=${r.int(8, 18)}:${r.pick(["00", "15", "30", "45"])} appt=${a} species=${pet(r)}`,
          ),
          s("reminder-dispatch", t - 20, "info", `queued confirmation sms appt=${a} template=booking_confirm_v3`),
          s("booking-web", t, "info", `POST /api/v2/appointments 201 ${t}ms`),
        ];
      },
    },
    {
      w: 3,
      gen: (r) => {
        const p = `P-${r.digits(6)}`;
        return [
          s("checkin-kiosk", 0, "info", `kiosk LOBBY-${r.int(1, 3)} scanned QR for appt A-${r.digits(6)}`),
          s("patient-chart", ms(r, 20, 60), "info", `GET /api/charts/${p}/summary 200 ${ms(r, 8, 90)}ms`),
          s("exam-scheduler", ms(r, 70, 120), "info", `appointment status ARRIVED patient=${p}`),
          s("checkin-kiosk", ms(r, 130, 220), "info", "check-in complete, waiting room notified"),
        ];
      },
    },
    {
      w: 3,
      gen: (r) => [
        s(
          "booking-web",
          ms(r, 100, 400),
          "info",
          `GET /api/v2/slots?clinic=${r.pick(["HOVE", "LEWES", "WORTHING"])} 200 ${ms(r, 20, 180)}ms`,
        ),
        s("exam-scheduler", 0, "debug", `slot search clinic availability computed (${r.int(4, 40)} free)`),
      ],
    },
    {
      w: 3,
      gen: (r) => [
        s(
          "patient-chart",
          0,
          "info",
          `SOAP note saved patient=P-${r.digits(6)} visit=V-${r.digits(7)} (${(r.int(4, 40) / 10).toFixed(1)}KB)`,
        ),
      ],
    },
    {
      w: 2,
      gen: (r) => {
        const n = r.int(1, 6);
        return [
          s(
            "imaging-bridge",
            0,
            "info",
            `C-STORE-RSP from PACS_MAIN status=0000H (Success) sop=${uid(r)} instances=${n} ${ms(r, 300, 1400)}ms`,
          ),
          s("patient-chart", ms(r, 1500, 1900), "info", `imaging study linked to visit V-${r.digits(7)} (${n} images)`),
        ];
      },
    },
    {
      w: 2,
      gen: (r) => {
        const c = `PAW${r.digits(8)}`;
        return [
          s(
            "patient-chart",
            0,
            "info",
            `lab order created panel=${r.pick(["CBC", "CHEM17", "T4", "UA", "SDMA"])} patient=P-${r.digits(6)}`,
          ),
          s(
            "lab-hl7-gateway",
            ms(r, 30, 90),
            "info",
            `ORM^O01 sent MSH-10=${c} to REFLAB_EU, ACK AA in ${ms(r, 60, 400)}ms`,
          ),
        ];
      },
    },
    {
      w: 2,
      gen: (r) => {
        const p = `P-${r.digits(6)}`;
        return [
          s(
            "lab-hl7-gateway",
            0,
            "info",
            `ORU^R01 received MSH-10=RL${r.digits(9)} obx=${r.int(3, 24)} matched patient ${p}`,
          ),
          s("patient-chart", ms(r, 40, 120), "info", `lab result attached to chart ${p}, vet notified`),
        ];
      },
    },
    {
      w: 3,
      gen: (r) => {
        const decl = r.chance(0.08);
        const amt = money(r, 18, 640);
        return [
          s(
            "pay-terminal-svc",
            ms(r, 2000, 9000),
            decl ? "warn" : "info",
            decl
              ? `terminal T-FRONT-${r.int(1, 3)} sale declined amount=${amt} GBP resp=05 (Do not honour)`
              : `terminal T-FRONT-${r.int(1, 3)} sale approved amount=${amt} GBP auth=${r.digits(6)} scheme=${r.pick(["VISA", "MC", "AMEX"])}`,
          ),
          s("checkin-kiosk", 0, "info", "payment started at desk terminal"),
        ];
      },
    },
    {
      w: 2,
      gen: (r) => [
        s("patient-chart", 0, "info", `prescription issued rx=RX-${r.digits(6)} patient=P-${r.digits(6)}`),
        s(
          "pharmacy-stock",
          ms(r, 40, 150),
          "info",
          `dispensed ${r.int(1, 60)} x ${r.pick(drugs)} lot=${r.hex(6).toUpperCase()} stock_left=${r.int(12, 400)}`,
        ),
      ],
    },
    {
      w: 0.6,
      gen: (r) => [
        s(
          "exam-scheduler",
          0,
          "warn",
          `Refused booking: slot room=EX${r.int(1, 6)} ${r.int(8, 18)}:${r.pick(["00", "30"])} already held by appt A-${r.digits(6)} (double booking)`,
        ),
        s("booking-web", ms(r, 20, 80), "info", `POST /api/v2/appointments 409 ${ms(r, 20, 80)}ms`),
      ],
    },
    {
      w: 0.4,
      gen: (r) => [
        s("pay-terminal-svc", 0, "warn", `terminal T-EX${r.int(1, 4)} did not answer status poll, retry 1/3`),
        s("pay-terminal-svc", ms(r, 1200, 2500), "info", `terminal T-EX${r.int(1, 4)} reachable again after retry`),
      ],
    },
  ],
  jobs: [
    {
      svc: "reminder-dispatch",
      every: 11_000,
      gen: (r) => [
        s(
          "reminder-dispatch",
          0,
          "error",
          `twilio send failed: HTTP 400 code=21211 The 'To' number ${phone(r)} is not a valid phone number. (reminder VACC-${r.digits(6)})`,
        ),
      ],
    },
    {
      svc: "reminder-dispatch",
      every: 60_000,
      gen: (r) => [
        s(
          "reminder-dispatch",
          0,
          "info",
          `reminder batch run: ${r.int(20, 60)} due, ${r.int(15, 55)} queued sms, ${r.int(3, 12)} queued email, ${r.int(0, 3)} skipped (opted out)`,
        ),
      ],
    },
    {
      svc: "booking-web",
      every: 15_000,
      gen: (r) => [s("booking-web", 0, "debug", `GET /healthz 200 ${r.int(1, 4)}ms`)],
    },
    {
      svc: "imaging-bridge",
      every: 95_000,
      gen: (r) => [
        s("imaging-bridge", 0, "warn", `sensor XS-${r.int(1, 4)} (USB) disconnected, reconnecting`),
        s("imaging-bridge", r.int(900, 2600), "info", `sensor XS-${r.int(1, 4)} reconnected, calibration file loaded`),
      ],
    },
    {
      svc: "lab-hl7-gateway",
      every: 70_000,
      gen: (r) => [
        s(
          "lab-hl7-gateway",
          0,
          "warn",
          `ORU^R01 MSH-10=RL${r.digits(9)}: PID-3 '${r.digits(7)}' not found in chart index, held for manual matching (queue=${r.int(3, 19)})`,
        ),
      ],
    },
    {
      svc: "pharmacy-stock",
      every: 120_000,
      gen: (r) => [
        s("pharmacy-stock", 0, "info", `reorder check: ${r.int(0, 6)} SKUs below par, PO draft ${r.digits(5)} updated`),
      ],
    },
    {
      svc: "exam-scheduler",
      every: 240_000,
      gen: () => [
        s(
          "exam-scheduler",
          0,
          "warn",
          "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
        ),
      ],
    },
    {
      svc: "pay-terminal-svc",
      every: 30_000,
      gen: (r) => [s("pay-terminal-svc", 0, "debug", `terminal heartbeat: ${r.int(5, 7)}/7 online`)],
    },
  ],
  deploys: [
    (r) => [
      s("pharmacy-stock", 0, "info", "=> Booting Puma"),
      s("pharmacy-stock", 300, "info", `* Puma version: 6.4.2 ("The Eagle of Durango")`),
      s("pharmacy-stock", 320, "info", `* Min threads: 5, max threads: 5`),
      s("pharmacy-stock", 900, "info", `* Listening on http://0.0.0.0:3000 (release ${r.hex(7)})`),
    ],
    (r) => [
      s("booking-web", 0, "info", `config reloaded from /etc/booking-web/flags.yaml (${r.int(1, 3)} flags changed)`),
      s(
        "booking-web",
        40,
        "warn",
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      ),
    ],
  ],
};

// ---------------------------------------------------------------- BrightSmile Dental (no trace ids)
const brightsmile: Estate = {
  key: "brightsmile",
  company: "BrightSmile Dental",
  namespace: "brightsmile",
  traced: false,
  services: [
    "smile-portal",
    "chair-scheduler",
    "recall-notifier",
    "dental-chart",
    "xray-sensor-agent",
    "dicom-router",
    "claims-submit",
    "card-payments",
    "kiosk-checkin",
  ],
  flows: [
    {
      w: 5,
      gen: (r) => {
        const t = ms(r, 30, 220);
        return [
          s(
            "chair-scheduler",
            0,
            "info",
            `booked chair=${r.pick(["OP1", "OP2", "OP3", "HYG1", "HYG2"])} provider=${r.pick(["hyg.amara", "dds.kowalski", "dds.santos", "dds.oyelaran"])} dur=${r.pick([30, 45, 60])}m appt_id=${r.digits(7)}`,
          ),
          s("smile-portal", t, "info", `POST /book 200 ${t}ms`),
        ];
      },
    },
    {
      w: 3,
      gen: (r) => [
        s(
          "smile-portal",
          0,
          "info",
          `GET /availability?site=${r.pick(["leeds", "york", "harrogate"])} 200 ${ms(r, 15, 140)}ms`,
        ),
      ],
    },
    {
      w: 3,
      gen: (r) => {
        const p = r.digits(6);
        return [
          s(
            "kiosk-checkin",
            0,
            "info",
            `kiosk=RECEPTION-${r.int(1, 2)} patient=${p} identity confirmed (dob+postcode)`,
          ),
          s(
            "dental-chart",
            ms(r, 20, 70),
            "info",
            `chart opened patient=${p} teeth_charted=${r.int(20, 32)} perio=${r.pick(["yes", "no"])}`,
          ),
          s("chair-scheduler", ms(r, 80, 140), "info", `appt ${r.digits(7)} -> ARRIVED`),
        ];
      },
    },
    {
      w: 3,
      gen: (r) => [
        s(
          "dental-chart",
          0,
          "info",
          `treatment recorded patient=${r.digits(6)} code=${r.pick(["D0120", "D1110", "D2391", "D0274", "D2740", "D0150"])} tooth=${r.int(1, 32)}`,
        ),
      ],
    },
    {
      w: 2,
      gen: (r) => [
        s(
          "xray-sensor-agent",
          0,
          "info",
          `acquired image sensor=${r.pick(["Schick33", "XIOS-XG"])} size=2 exposure=${r.int(60, 180)}ms`,
        ),
        s("dicom-router", ms(r, 200, 600), "info", `C-STORE ${uid(r)} -> PACS_DENT OK (${ms(r, 80, 900)} ms)`),
      ],
    },
    {
      w: 2,
      gen: (r) => {
        const ok = !r.chance(0.07);
        return [
          s(
            "card-payments",
            0,
            ok ? "info" : "warn",
            ok
              ? `charge approved amount=${money(r, 25, 900)} GBP last4=${r.digits(4)} terminal=reception-${r.int(1, 2)}`
              : `charge declined amount=${money(r, 25, 900)} GBP reason=insufficient_funds terminal=reception-${r.int(1, 2)}`,
          ),
        ];
      },
    },
    {
      w: 2,
      gen: (r) => [
        s("claims-submit", 0, "info", `claim ${r.digits(8)} accepted by clearinghouse (837D, ${r.int(1, 6)} lines)`),
      ],
    },
    {
      w: 0.5,
      gen: (r) => [
        s(
          "chair-scheduler",
          0,
          "warn",
          `rejected booking: chair ${r.pick(["OP1", "OP2", "HYG1"])} already booked ${r.int(8, 17)}:${r.pick(["00", "30"])} (overlap with ${r.digits(7)})`,
        ),
        s("smile-portal", ms(r, 10, 50), "info", `POST /book 409 ${ms(r, 10, 50)}ms`),
      ],
    },
  ],
  jobs: [
    {
      svc: "claims-submit",
      every: 9_000,
      gen: (r) => [
        s(
          "claims-submit",
          0,
          "error",
          `Claim ${r.digits(8)} rejected by clearinghouse: 277CA STC*A7:21 line ${r.int(1, 4)} missing procedure code (CDT)`,
        ),
      ],
    },
    {
      svc: "recall-notifier",
      every: 45_000,
      gen: (r) => [
        s("recall-notifier", 0, "info", `recall batch: ${r.int(10, 40)} hygiene recalls sent (${r.int(0, 3)} bounced)`),
      ],
    },
    {
      svc: "recall-notifier",
      every: 80_000,
      gen: () => [
        s(
          "recall-notifier",
          0,
          "warn",
          "DEPRECATION WARNING: ActiveRecord::Base.connection is deprecated, use with_connection instead (called from RecallBatch#perform)",
        ),
      ],
    },
    {
      svc: "xray-sensor-agent",
      every: 75_000,
      gen: (r) => [
        s(
          "xray-sensor-agent",
          0,
          "warn",
          `sensor ${r.pick(["Schick33", "XIOS-XG"])} USB reset detected, re-enumerating`,
        ),
        s("xray-sensor-agent", r.int(1200, 3500), "info", "sensor ready (firmware 5.2.1)"),
      ],
    },
    {
      svc: "smile-portal",
      every: 20_000,
      gen: (r) => [s("smile-portal", 0, "debug", `GET /health 200 ${r.int(1, 3)}ms`)],
    },
    {
      svc: "dicom-router",
      every: 50_000,
      gen: (r) => [s("dicom-router", 0, "info", `Forward queue PACS_DENT: ${r.int(0, 4)} pending, 0 failed`)],
    },
    {
      svc: "card-payments",
      every: 140_000,
      gen: (r) => [
        s("card-payments", 0, "warn", `processor call timeout after 8s, retrying (attempt 2/3) idem=${r.hex(12)}`),
        s("card-payments", 2100, "info", "processor call succeeded on attempt 2"),
      ],
    },
  ],
  deploys: [
    (r) => [
      s("kiosk-checkin", 0, "info", "Started server process [1]"),
      s("kiosk-checkin", 30, "info", "Waiting for application startup."),
      s("kiosk-checkin", 220, "info", `Application startup complete. build=${r.hex(8)}`),
      s("kiosk-checkin", 240, "info", "Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)"),
    ],
    (r) => [
      s("recall-notifier", 0, "info", `Reloaded settings from config/recall.yml (sms_window=${r.int(8, 9)}:00-20:00)`),
    ],
  ],
};

// ---------------------------------------------------------------- Tailwise Pet Insurance (traced)
const tailwise: Estate = {
  key: "tailwise",
  company: "Tailwise Pet Insurance",
  namespace: "tailwise-claims",
  traced: true,
  services: [
    "claims-intake-api",
    "policy-lookup",
    "adjudication-engine",
    "payout-service",
    "document-ocr",
    "practice-connector",
    "fraud-score",
    "notification-hub",
    "ledger-sync",
  ],
  flows: [
    {
      w: 5,
      gen: (r) => {
        const c = `CLM-${r.digits(8)}`;
        const t = ms(r, 120, 700);
        return [
          s(
            "practice-connector",
            0,
            "info",
            `received claim from practice PR-${r.digits(4)} (${r.pick(["ezyVet", "Provet", "RxWorks", "VetEnvoy"])})`,
          ),
          s(
            "policy-lookup",
            ms(r, 10, 40),
            "info",
            `policy TW-${r.digits(7)} active, cover=${r.pick(["lifetime", "accident", "time-limited"])} excess=${r.pick([99, 150, 250])}`,
          ),
          s(
            "fraud-score",
            ms(r, 50, 100),
            "info",
            `scored ${c} score=${(r.int(1, 40) / 100).toFixed(2)} model=gbm-v17 in ${ms(r, 20, 90)}ms`,
          ),
          s("claims-intake-api", t, "info", `Claim ${c} registered (${r.int(1, 8)} lines) in ${t}ms`),
        ];
      },
    },
    {
      w: 3,
      gen: (r) => [s("policy-lookup", 0, "info", `GET /v1/policies/TW-${r.digits(7)} 200 ${ms(r, 3, 40)}ms`)],
    },
    {
      w: 3,
      gen: (r) => {
        const c = `CLM-${r.digits(8)}`;
        return [
          s(
            "adjudication-engine",
            0,
            "info",
            `adjudicated ${c}: ${r.pick(["approved", "approved", "part-approved", "referred"])} payable=${money(r, 40, 3000)}`,
          ),
          s("notification-hub", ms(r, 30, 90), "info", `email queued template=claim_decision claim=${c}`),
        ];
      },
    },
    {
      w: 2,
      gen: (r) => [
        s(
          "document-ocr",
          0,
          "info",
          `invoice ocr done pages=${r.int(1, 4)} confidence=${(r.int(86, 99) / 100).toFixed(2)} in ${ms(r, 400, 2400)}ms`,
        ),
      ],
    },
    {
      w: 2,
      gen: (r) => {
        const p = `PO-${r.digits(7)}`;
        return [
          s(
            "payout-service",
            0,
            "info",
            `Payout ${p} submitted to bank amount=${money(r, 40, 3000)} GBP method=${r.pick(["FPS", "BACS"])}`,
          ),
          s("ledger-sync", ms(r, 200, 800), "info", `journal posted for payout ${p} (2 lines)`),
        ];
      },
    },
    {
      w: 0.8,
      gen: (r) => [
        s(
          "claims-intake-api",
          0,
          "warn",
          `Claim CLM-${r.digits(8)} returned to practice: line ${r.int(1, 5)} has no treatment code (VeNom) [status=INCOMPLETE]`,
        ),
      ],
    },
  ],
  jobs: [
    {
      svc: "practice-connector",
      every: 8_000,
      gen: (r) => [
        s(
          "practice-connector",
          0,
          "error",
          `webhook delivery failed practice=PR-${r.pick(["0931", "2210", "4471"])} status=410 Gone (endpoint retired), dropping event claim.updated`,
        ),
      ],
    },
    {
      svc: "ledger-sync",
      every: 60_000,
      gen: (r) => [s("ledger-sync", 0, "info", `reconciliation run: ${r.int(20, 90)} journals matched, 0 unmatched`)],
    },
    {
      svc: "notification-hub",
      every: 40_000,
      gen: (r) => [
        s(
          "notification-hub",
          0,
          "warn",
          `sms to ${phone(r)} undeliverable (carrier: number not in service), marked invalid`,
        ),
      ],
    },
    {
      svc: "fraud-score",
      every: 180_000,
      gen: () => [
        s(
          "fraud-score",
          0,
          "warn",
          "/usr/local/lib/python3.11/site-packages/sklearn/base.py:376: InconsistentVersionWarning: Trying to unpickle estimator GradientBoostingClassifier from version 1.3.2 when using version 1.4.1.post1.",
        ),
      ],
    },
    {
      svc: "policy-lookup",
      every: 25_000,
      gen: (r) => [
        s("policy-lookup", 0, "debug", `cache stats hits=${r.int(900, 2000)} misses=${r.int(10, 90)} evictions=0`),
      ],
    },
    {
      svc: "payout-service",
      every: 130_000,
      gen: (r) => [
        s("payout-service", 0, "warn", `Bank API returned 503 for payout PO-${r.digits(7)}, retry 1 of 3 in 2s`),
        s("payout-service", 2300, "info", "Bank API accepted payout on retry 1"),
      ],
    },
  ],
  deploys: [
    (r) => [
      s(
        "notification-hub",
        0,
        "info",
        `notification-hub ${r.int(3, 4)}.${r.int(0, 20)}.${r.int(0, 9)} starting (node v20.11.1)`,
      ),
      s("notification-hub", 400, "info", "listening on :8080"),
    ],
    (r) => [
      s("ledger-sync", 0, "info", `Sidekiq 7.2.1 starting, concurrency: ${r.int(5, 10)}`),
      s("ledger-sync", 200, "info", "Booted Rails 7.1.3 application in production environment"),
    ],
  ],
};

// ---------------------------------------------------------------- Harbourside Animal Hospital (no trace ids)
const harbourside: Estate = {
  key: "harbourside",
  company: "Harbourside Animal Hospital",
  namespace: "hah-prod",
  traced: false,
  services: [
    "vetdesk-web",
    "room-scheduler",
    "patient-records",
    "lab-results-ingest",
    "pacs-gateway",
    "rx-dispense",
    "stock-ledger",
    "sms-reminders",
    "terminal-gw",
    "lobby-kiosk",
  ],
  flows: [
    {
      w: 5,
      gen: (r) => {
        const path = r.pick(["/appointments", "/patients/search", "/wards/icu", "/invoices", "/appointments/new"]);
        const t = ms(r, 25, 300);
        return [
          s("vetdesk-web", 0, "info", `Started GET "${path}" for ${ip(r)}`),
          s("patient-records", ms(r, 5, 20), "info", `GET /records/H${r.digits(6)} -> 200 (${ms(r, 4, 60)} ms)`),
          s(
            "vetdesk-web",
            t,
            "info",
            `Completed 200 OK in ${t}ms (Views: ${ms(r, 5, 60)}.${r.int(0, 9)}ms | ActiveRecord: ${ms(r, 2, 40)}.${r.int(0, 9)}ms)`,
          ),
        ];
      },
    },
    {
      w: 3,
      gen: (r) => [
        s(
          "room-scheduler",
          0,
          "info",
          `${ip(r)}:${r.int(30000, 60000)} - "GET /rooms/availability?ward=${r.pick(["consult", "theatre", "dental", "isolation"])} HTTP/1.1" 200`,
        ),
      ],
    },
    {
      w: 2,
      gen: (r) => [
        s("lobby-kiosk", 0, "info", `check-in appt=${r.digits(6)} method=${r.pick(["qr", "surname+pet"])}`),
        s("room-scheduler", ms(r, 30, 90), "info", `appointment ${r.digits(6)} assigned consult room ${r.int(1, 8)}`),
      ],
    },
    {
      w: 2,
      gen: (r) => [
        s(
          "lab-results-ingest",
          0,
          "info",
          `ORU^R01 accepted ctrl=${r.digits(10)} patient=H${r.digits(6)} results=${r.int(2, 30)} ack=AA`,
        ),
        s(
          "patient-records",
          ms(r, 30, 100),
          "info",
          `lab result filed for H${r.digits(6)} (${r.pick(["IDEXX", "in-house Catalyst", "Axiom"])})`,
        ),
      ],
    },
    {
      w: 2,
      gen: (r) => [
        s(
          "pacs-gateway",
          0,
          "info",
          `Incoming C-STORE from ${r.pick(["CR_THEATRE", "DR_WARD2", "US_CARDIO"])}: ${uid(r)} stored`,
        ),
      ],
    },
    {
      w: 2,
      gen: (r) => [
        s("rx-dispense", 0, "info", `Dispensed order RX${r.digits(7)}: ${r.int(1, 30)} x ${r.pick(drugs)}`),
        s("stock-ledger", ms(r, 50, 200), "info", `stock movement -${r.int(1, 30)} sku=${r.digits(6)} store=PHARM`),
      ],
    },
    {
      w: 2,
      gen: (r) => {
        const ok = !r.chance(0.08);
        return [
          s(
            "terminal-gw",
            0,
            ok ? "info" : "warn",
            ok
              ? `Authorisation approved terminal=HAH-${r.int(1, 5)} amount=${money(r, 20, 2400)} GBP`
              : `Authorisation declined terminal=HAH-${r.int(1, 5)} amount=${money(r, 20, 2400)} GBP code=51 (insufficient funds)`,
          ),
        ];
      },
    },
    {
      w: 0.5,
      gen: (r) => [
        s(
          "room-scheduler",
          0,
          "warn",
          `double booking refused: theatre ${r.int(1, 2)} already reserved ${r.int(8, 20)}:00-${r.int(8, 20)}:30`,
        ),
      ],
    },
  ],
  jobs: [
    {
      svc: "lab-results-ingest",
      every: 10_000,
      gen: (r) => [
        s(
          "lab-results-ingest",
          0,
          "error",
          `ORU^R01 ctrl=${r.digits(10)} held: PID-3 "${r.digits(8)}" not matched to any patient, queued for manual match`,
        ),
      ],
    },
    {
      svc: "sms-reminders",
      every: 35_000,
      gen: (r) => [
        s(
          "sms-reminders",
          0,
          "warn",
          `delivery receipt: ${phone(r)} status=undelivered err=30005 (unknown destination handset)`,
        ),
      ],
    },
    {
      svc: "sms-reminders",
      every: 60_000,
      gen: (r) => [
        s("sms-reminders", 0, "info", `reminder sweep: ${r.int(5, 40)} sent, ${r.int(0, 2)} suppressed (quiet hours)`),
      ],
    },
    {
      svc: "pacs-gateway",
      every: 90_000,
      gen: () => [
        s("pacs-gateway", 0, "warn", "Association from DR_WARD2 aborted by peer (A-ABORT), modality will reconnect"),
      ],
    },
    {
      svc: "vetdesk-web",
      every: 150_000,
      gen: () => [
        s(
          "vetdesk-web",
          0,
          "warn",
          "DEPRECATION WARNING: Using legacy connection handling is deprecated and will be removed in Rails 7.2",
        ),
      ],
    },
    {
      svc: "stock-ledger",
      every: 90_000,
      gen: (r) => [
        s(
          "stock-ledger",
          0,
          "info",
          `nightly-style delta export: ${r.int(10, 80)} movements pushed to supplier portal`,
        ),
      ],
    },
    {
      svc: "terminal-gw",
      every: 30_000,
      gen: (r) => [s("terminal-gw", 0, "debug", `terminal keepalive ok (${r.int(4, 5)}/5)`)],
    },
  ],
  deploys: [
    (r) => [
      s("rx-dispense", 0, "info", "Application started. Press Ctrl+C to shut down."),
      s("rx-dispense", 10, "info", "Hosting environment: Production"),
      s("rx-dispense", 20, "info", `Content root path: /app (build ${r.hex(7)})`),
    ],
    (r) => [s("sms-reminders", 0, "info", `config reload: templates v${r.int(30, 60)} loaded (4 changed)`)],
  ],
};

export const ESTATES: readonly Estate[] = [pawprint, brightsmile, tailwise, harbourside];
export const estate = (key: string): Estate => {
  const e = ESTATES.find((x) => x.key === key);
  if (!e) throw new Error(`no estate ${key}`);
  return e;
};
