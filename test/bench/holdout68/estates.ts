// The four made-up estates of holdout68: two revenue-agency estates and two hospitals, with their everyday traffic.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Emit {
  svc: string;
  lvl: Level;
  msg: string;
  stack?: string[];
  dt?: number; // ms after the event's start
}
type Gen = (r: Rng) => Emit[];

export interface Estate {
  key: "ira" | "ira-batch" | "aldric" | "northfield";
  namespace: string;
  traced: boolean;
  services: string[];
  flows: { w: number; gen: Gen }[];
  periodic: { every: number; gen: Gen }[];
  noisy: { every: number; gen: Gen };
  deprecations: { every: number; gen: Gen }[];
  retryOk: Gen;
  changes: Gen[]; // unrelated deploys or config reloads
}

const e = (svc: string, lvl: Level, msg: string, dt = 0): Emit => ({ svc, lvl, msg, dt });
const money = (r: Rng, lo: number, hi: number) => `${r.int(lo, hi).toLocaleString("en-US")}.${r.int(10, 99)}`;
const tin = (r: Rng) => `***-**-${r.digits(4)}`;
const sub = (r: Rng) => `${r.digits(6)}2026${r.int(100, 115)}${r.digits(7)}`;
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);

const IRA: Estate = {
  key: "ira",
  namespace: "efile-prod",
  traced: true,
  services: [
    "efile-portal",
    "mef-gateway",
    "id-proofing",
    "return-validator",
    "calc-engine",
    "payments-hub",
    "refund-issuer",
    "doc-upload",
    "notify-mailer",
  ],
  flows: [
    {
      w: 5,
      gen: (r) => {
        const s = sub(r);
        const form = r.pick(["1040", "1040", "1040-SR", "1040-X", "4868"]);
        const out: Emit[] = [
          e("mef-gateway", "info", `Received transmission from ETIN ${r.digits(5)}: submissionId=${s} form=${form}`),
          e(
            "return-validator",
            "info",
            `business rules pass for ${s} (schema ${form}x2025v3.1, ${r.int(180, 420)} rules)`,
            ms(r, 30, 90),
          ),
          e(
            "calc-engine",
            "info",
            `recomputed liability submission=${s} tax=${money(r, 0, 18000)} diff=0.00 took=${r.int(4, 40)}ms`,
            ms(r, 100, 160),
          ),
        ];
        if (r.chance(0.3))
          out.push(
            e(
              "return-validator",
              "info",
              `rejected ${s}: ${r.pick(["F1040-071 line 11 AGI does not equal sum of lines 9 and 10", "IND-031-04 prior-year AGI does not match records", "R0000-504-02 dependent SSN used on another return", "F1040-525 line 34 overpayment miscalculated"])}`,
              ms(r, 170, 220),
            ),
          );
        else out.push(e("mef-gateway", "info", `ack ${s} status=Accepted`, ms(r, 170, 240)));
        return out;
      },
    },
    {
      w: 4,
      gen: (r) => {
        const t = ms(r, 60, 420);
        const path = r.pick([
          "/api/returns/draft",
          "/api/account/summary",
          "/api/returns/status",
          "/api/returns/submit",
        ]);
        const out = [
          e("efile-portal", "info", `${path === "/api/returns/submit" ? "POST" : "GET"} ${path} 200 ${t}ms`, t),
        ];
        if (path === "/api/returns/submit")
          out.unshift(
            e(
              "calc-engine",
              "info",
              `computed return draft=${r.hex(8)} tax=${money(r, 0, 9000)} credits=${money(r, 0, 4000)} took=${r.int(5, 60)}ms`,
              t - 30,
            ),
          );
        return out;
      },
    },
    {
      w: 2,
      gen: (r) => {
        const sid = `s-${r.hex(10)}`;
        const ok = r.chance(0.85);
        return [
          e("efile-portal", "info", `POST /api/identity/verify ${ok ? 200 : 422} ${ms(r, 300, 1200)}ms`, 900),
          ok
            ? e("id-proofing", "info", `identity proofed session=${sid} level=IAL2 kba_score=0.${r.int(80, 99)}`)
            : e(
                "id-proofing",
                "warn",
                `identity check failed session=${sid}: ${r.pick(["KBA answers did not match (2/5 correct)", "document selfie match below threshold (0.41)", "address not found for applicant"])}`,
              ),
        ];
      },
    },
    {
      w: 2,
      gen: (r) => {
        const s = sub(r);
        const amt = money(r, 50, 4200);
        return [
          e("efile-portal", "info", `POST /api/payments 201 ${ms(r, 120, 600)}ms`, 500),
          e(
            "payments-hub",
            "info",
            `Debit authorized submission=${s} amount=${amt} USD method=ACH settlement=2026-04-${r.int(16, 22)}`,
          ),
        ];
      },
    },
    {
      w: 2,
      gen: (r) => [
        e("efile-portal", "info", `POST /api/documents 201 ${ms(r, 200, 1400)}ms`, 1300),
        e(
          "doc-upload",
          "info",
          `stored ${r.pick(["W-2", "1099-INT", "1098-E", "1095-A", "SSA-1099"])} image doc=${r.hex(12)} size=${r.int(80, 2400)}KB sha256=${r.hex(16)}`,
        ),
      ],
    },
    {
      w: 2,
      gen: (r) => [
        e(
          "refund-issuer",
          "info",
          `refund scheduled submission=${sub(r)} amount=${money(r, 40, 9000)} method=${r.pick(["DirectDeposit", "DirectDeposit", "Check"])}`,
        ),
        e(
          "notify-mailer",
          "info",
          `queued acknowledgement email to ${r.pick(["gmail.com", "yahoo.com", "outlook.com", "icloud.com"])} recipient (template=refund-scheduled)`,
          ms(r, 50, 400),
        ),
      ],
    },
  ],
  periodic: [
    {
      every: 60,
      gen: (r) => [e("calc-engine", "info", `tax table cache refreshed (TY2025 rev 7, ${r.int(2100, 2300)} brackets)`)],
    },
    { every: 30, gen: (r) => [e("efile-portal", "info", `GET /healthz 200 ${r.int(1, 4)}ms`)] },
    {
      every: 30,
      gen: (r) => [e("mef-gateway", "debug", `status poll: ${r.int(0, 40)} acknowledgements pending pickup`)],
    },
    {
      every: 120,
      gen: (r) => [
        e(
          "refund-issuer",
          "info",
          `refund batch RB-${r.digits(5)} closed: ${r.int(180, 900)} items, sent to disbursing`,
        ),
      ],
    },
    {
      every: 45,
      gen: (r) => [e("notify-mailer", "info", `sent ${r.int(20, 180)} messages via SES (bounces=${r.int(0, 3)})`)],
    },
    { every: 90, gen: (r) => [e("payments-hub", "info", `Health check 'payments-db' Healthy (${r.int(2, 9)}ms)`)] },
  ],
  noisy: {
    every: 7,
    gen: (r) => [
      e(
        "doc-upload",
        "error",
        `thumbnail generation failed doc=${r.hex(12)}: unsupported TIFF compression (JPEG-in-TIFF), original kept`,
      ),
    ],
  },
  deprecations: [
    {
      every: 150,
      gen: (r) => [
        e(
          "mef-gateway",
          "warn",
          `DEPRECATED: ETIN ${r.digits(5)} still transmits schema 2024v4.1; support ends 2026-06-30`,
        ),
      ],
    },
    {
      every: 400,
      gen: () => [
        e(
          "efile-portal",
          "warn",
          "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
        ),
      ],
    },
  ],
  retryOk: (r) => {
    const n = r.int(1, 2);
    return [
      e("efile-portal", "warn", `upstream calc-engine reset on keep-alive socket, retrying (attempt ${n})`),
      e("efile-portal", "info", `retry ok after ${n} attempt(s) for POST /api/returns/draft`, ms(r, 80, 300)),
    ];
  },
  changes: [
    (r) => [
      e(
        "notify-mailer",
        "info",
        `deployed notify-mailer 4.${r.int(10, 30)}.${r.int(0, 9)} (image ${r.hex(7)}), gunicorn booting 4 workers`,
      ),
    ],
    (r) => [
      e(
        "payments-hub",
        "info",
        `Configuration reloaded: appsettings.Production.json (keys changed: 2, checksum ${r.hex(8)})`,
      ),
    ],
  ],
};

const IRA_BATCH: Estate = {
  key: "ira-batch",
  namespace: "revenue-batch",
  traced: false,
  services: [
    "match-runner",
    "w2-intake",
    "bank-1099-loader",
    "taxpayer-ledger",
    "letters-renderer",
    "print-spooler",
    "case-api",
    "refund-offset",
    "sftp-drop",
  ],
  flows: [
    {
      w: 4,
      gen: (r) => [
        e(
          "match-runner",
          "info",
          `Step: [matchEmployerReports] chunk ${r.int(1000, 9000)} read=500 filtered=${r.int(0, 12)} written=${r.int(480, 500)} in ${r.int(400, 2100)}ms`,
        ),
      ],
    },
    {
      w: 3,
      gen: (r) => [
        e(
          "w2-intake",
          "info",
          `loaded employer file EIN ${r.digits(2)}-${r.digits(7)}: ${r.int(12, 4000)} W-2 records, ${r.int(0, 3)} corrected`,
        ),
      ],
    },
    {
      w: 3,
      gen: (r) => [
        e(
          "bank-1099-loader",
          "info",
          `parsed 1099-INT batch payer=${r.pick(["FIRSTCOAST CU", "MERIDIAN BANK", "LAKESHORE SAVINGS", "UNITED FARMERS BK"])} records=${r.int(200, 9000)} dur=${r.int(300, 4000)}ms`,
        ),
      ],
    },
    {
      w: 4,
      gen: (r) => {
        const t = ms(r, 20, 300);
        const c = `CA-${r.digits(7)}`;
        return [
          e(
            "taxpayer-ledger",
            "info",
            `Posted assessment for ${tin(r)} period=2025 amount=${money(r, 20, 6000)} case=${c}`,
          ),
          e("case-api", "info", `GET /cases/${c} 200 ${t}ms`, t),
        ];
      },
    },
    {
      w: 3,
      gen: (r) => {
        const n = r.int(2, 6);
        return [
          e(
            "letters-renderer",
            "info",
            `Rendered ${r.pick(["CP2000", "CP14", "CP501", "LTR4883C", "CP12"])} for TIN ${tin(r)} (${n} pages) in ${r.int(120, 900)}ms`,
          ),
          e(
            "print-spooler",
            "info",
            `job ${r.digits(6)} spooled to ${r.pick(["PRN-1", "PRN-2", "PRN-3"])} pages=${n} duplex=yes`,
            ms(r, 200, 900),
          ),
        ];
      },
    },
    {
      w: 2,
      gen: (r) => [
        e(
          "refund-offset",
          "info",
          `offset check ${tin(r)}: ${r.pick(["no debts", "no debts", "no debts", "state debt matched, offset 312.00"])} (${r.int(30, 220)}ms)`,
        ),
      ],
    },
  ],
  periodic: [
    {
      every: 40,
      gen: (r) => [
        e(
          "sftp-drop",
          "info",
          `received EMP_W2_20260${r.int(3, 4)}${r.int(10, 28)}_${r.digits(4)}.txt (${r.int(100, 9000)}KB) from partner ${r.pick(["ADP", "PAYCHEX", "GUSTO", "WORKDAY"])}`,
        ),
      ],
    },
    { every: 30, gen: (r) => [e("case-api", "info", `GET /health 200 ${r.int(1, 5)}ms`)] },
    {
      every: 60,
      gen: (r) => [
        e(
          "match-runner",
          "info",
          `Job: [w2MatchJob] progress ${r.int(10, 90)}% (${r.int(100000, 900000)} of 1,204,118 items)`,
        ),
      ],
    },
    {
      every: 120,
      gen: (r) => [
        e("print-spooler", "info", `queue depth PRN-1=${r.int(0, 30)} PRN-2=${r.int(0, 30)} PRN-3=${r.int(0, 30)}`),
      ],
    },
    {
      every: 75,
      gen: (r) => [
        e("taxpayer-ledger", "info", `Hangfire: recurring job 'interest-accrual' completed in ${r.int(2, 9)}s`),
      ],
    },
  ],
  noisy: {
    every: 6,
    gen: (r) => [
      e(
        "w2-intake",
        "error",
        `record ${r.int(1, 4000)} in employer file EIN ${r.digits(2)}-${r.digits(7)} rejected: SSN/name mismatch with SSA records (kept for notice)`,
      ),
    ],
  },
  deprecations: [
    {
      every: 300,
      gen: () => [
        e(
          "letters-renderer",
          "warn",
          "DEPRECATION WARNING: Using legacy connection handling is deprecated and will be removed in Rails 7.2",
        ),
      ],
    },
    {
      every: 220,
      gen: () => [
        e(
          "match-runner",
          "warn",
          "HHH90000025: MySQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
        ),
      ],
    },
  ],
  retryOk: (r) => [
    e("bank-1099-loader", "warn", `fetch batch manifest: unexpected EOF, retrying in ${r.int(1, 4)}s (attempt 1/5)`),
    e("bank-1099-loader", "info", "fetch batch manifest ok after retry", ms(r, 1000, 4000)),
  ],
  changes: [
    (r) => [
      e("case-api", "info", `case-api v3.${r.int(1, 20)}.${r.int(0, 9)} listening on :8080 (NODE_ENV=production)`),
    ],
    (r) => [
      e("refund-offset", "info", `Refreshing application context: offset-rules.yml reloaded (rev ${r.int(40, 90)})`),
    ],
  ],
};

const ALDRIC: Estate = {
  key: "aldric",
  namespace: "stald-clinical",
  traced: true,
  services: [
    "pump-gateway",
    "monitor-gateway",
    "hl7-engine",
    "alarm-hub",
    "nurse-call",
    "rtls-locator",
    "bcma-service",
    "ehr-integration",
    "device-registry",
  ],
  flows: [
    {
      w: 5,
      gen: (r) => {
        const bed = `${r.pick(["3E", "4W", "5N", "ICU"])}-${String(r.int(1, 24)).padStart(2, "0")}`;
        return [
          e(
            "monitor-gateway",
            "info",
            `vitals bed=${bed} HR=${r.int(55, 110)} SpO2=${r.int(92, 100)} NIBP=${r.int(100, 150)}/${r.int(55, 90)} RR=${r.int(10, 24)}`,
          ),
          e(
            "hl7-engine",
            "info",
            `Channel ORU_VITALS_OUT: message ${r.digits(8)} (ORU^R01) sent to EHR, ACK AA in ${r.int(20, 150)}ms`,
            ms(r, 40, 200),
          ),
        ];
      },
    },
    {
      w: 4,
      gen: (r) => {
        const p = `PMP-${r.digits(4)}`;
        return [
          e(
            "pump-gateway",
            "info",
            `pump ${p} status=RUNNING ch=${r.pick(["A", "B"])} rate=${r.int(5, 250)}.0 mL/h drug=${r.pick(["heparin", "vancomycin", "NS 0.9%", "insulin", "propofol", "norepinephrine"])} vtbi=${r.int(10, 900)}`,
          ),
        ];
      },
    },
    {
      w: 3,
      gen: (r) => {
        const mrn = r.digits(7);
        const ok = r.chance(0.92);
        return [
          ok
            ? e(
                "bcma-service",
                "info",
                `scan ok mrn=${mrn} ndc=${r.digits(5)}-${r.digits(4)}-${r.digits(2)} five-rights=verified user=RN${r.digits(4)}`,
              )
            : e(
                "bcma-service",
                "warn",
                `wristband mismatch: scanned mrn=${r.digits(7)} but order is for mrn=${mrn}; administration blocked, nurse alerted`,
              ),
          e(
            "ehr-integration",
            "info",
            `POST MedicationAdministration mrn=${mrn} -> 201 in ${r.int(60, 400)}ms`,
            ms(r, 100, 400),
          ),
        ];
      },
    },
    {
      w: 3,
      gen: (r) => {
        const bed = `${r.pick(["3E", "4W", "5N"])}-${String(r.int(1, 24)).padStart(2, "0")}`;
        const a = `ALM-${r.digits(6)}`;
        return [
          e(
            "alarm-hub",
            "info",
            `alarm ${a} ${r.pick(["SpO2 LOW", "HR HIGH", "LEADS OFF", "OCCLUSION DOWNSTREAM", "INFUSION COMPLETE"])} bed=${bed} priority=${r.pick(["low", "medium", "high"])} routed`,
          ),
          e("nurse-call", "info", `Alert ${a} delivered to handset ext ${r.int(5100, 5999)}`, ms(r, 100, 700)),
          e(
            "alarm-hub",
            "info",
            `alarm ${a} acknowledged by RN${r.digits(4)} after ${r.int(4, 90)}s`,
            ms(r, 4000, 40000),
          ),
        ];
      },
    },
    {
      w: 2,
      gen: (r) => [
        e(
          "rtls-locator",
          "info",
          `tag T-${r.digits(4)} (${r.pick(["PMP", "MON", "WC"])}-${r.digits(4)}) zone ${r.pick(["4W-corridor", "3E-07", "ICU-04", "5N-nurses-station", "BioMed"])} -> ${r.pick(["4W-12", "3E-10", "ICU-02", "5N-05"])}`,
        ),
      ],
    },
    {
      w: 2,
      gen: (r) => [
        e(
          "hl7-engine",
          "info",
          `Channel ADT_IN: message ${r.digits(8)} (ADT^${r.pick(["A01", "A02", "A03", "A08"])}) processed, 3 destinations sent`,
        ),
        e(
          "ehr-integration",
          "info",
          `Encounter E${r.digits(8)} updated from ADT (${r.int(20, 120)}ms)`,
          ms(r, 100, 500),
        ),
      ],
    },
  ],
  periodic: [
    {
      every: 30,
      gen: (r) => [
        e("device-registry", "info", `heartbeat sweep: ${r.int(410, 430)} devices online, ${r.int(3, 9)} docked`),
      ],
    },
    { every: 20, gen: () => [e("pump-gateway", "debug", "GET /actuator/health 200")] },
    { every: 60, gen: (r) => [e("ehr-integration", "info", `FHIR token refreshed, expires in ${r.int(3500, 3600)}s`)] },
    {
      every: 45,
      gen: (r) => [
        e("nurse-call", "info", `Line supervision OK: ${r.int(180, 190)} stations, ${r.int(0, 2)} in service mode`),
      ],
    },
  ],
  noisy: {
    every: 5,
    gen: (r) => [
      e(
        "monitor-gateway",
        "error",
        `decode: unknown vendor parameter 0x${r.pick(["4F21", "4F22", "5A10"])} in IEEE 11073 frame from MON-${r.digits(4)} (skipped)`,
      ),
    ],
  },
  deprecations: [
    {
      every: 250,
      gen: () => [
        e(
          "ehr-integration",
          "warn",
          "warning SYSLIB0014: 'WebRequest.Create(string)' is obsolete: 'WebRequest, HttpWebRequest, ServicePoint, and WebClient are obsolete. Use HttpClient instead.'",
        ),
      ],
    },
    {
      every: 180,
      gen: (r) => [
        e(
          "pump-gateway",
          "warn",
          `pump PMP-${r.digits(4)} reports drug library v${r.int(40, 44)} (current 46); update pending at next dock`,
        ),
      ],
    },
  ],
  retryOk: (r) => [
    e(
      "hl7-engine",
      "warn",
      `Channel ADT_IN: destination 'Pharmacy' queued message ${r.digits(8)} (Connection reset), retry 1 of 3`,
    ),
    e("hl7-engine", "info", `Channel ADT_IN: destination 'Pharmacy' sent queued message on retry`, ms(r, 2000, 6000)),
  ],
  changes: [
    (r) => [
      e(
        "alarm-hub",
        "info",
        `alarm-hub 2.${r.int(4, 9)}.${r.int(0, 9)} starting (commit ${r.hex(7)}), escalation policy v${r.int(10, 30)} loaded`,
      ),
    ],
    (r) => [e("bcma-service", "info", `formulary reloaded: ${r.int(3000, 3400)} items (delta +${r.int(1, 12)})`)],
  ],
};

const NORTHFIELD: Estate = {
  key: "northfield",
  namespace: "nfh",
  traced: false,
  services: [
    "adt-interface",
    "oru-router",
    "mar-api",
    "scan-gw",
    "pharmacy-verify",
    "alarm-escalation",
    "pager-bridge",
    "mpi-service",
    "infusion-sync",
    "audit-writer",
  ],
  flows: [
    {
      w: 4,
      gen: (r) => {
        const ev = r.pick(["A01", "A02", "A03", "A08", "A08", "A04"]);
        const mrn = r.digits(8);
        const out: Emit[] = [
          e("adt-interface", "info", `MSH|ADT^${ev}| control=${r.digits(10)} from PAS: MRN ${mrn} accepted, ACK AA`),
          e(
            "mpi-service",
            "info",
            `patient ${mrn} matched (score ${r.int(92, 100)}) to EMPI ${r.digits(9)}`,
            ms(r, 20, 120),
          ),
        ];
        return out;
      },
    },
    {
      w: 4,
      gen: (r) => {
        const mrn = r.digits(8);
        return r.chance(0.9)
          ? [
              e(
                "oru-router",
                "info",
                `ORU^R01 ${r.pick(["CBC", "BMP", "TROP-I", "LACTATE", "INR"])} for MRN ${mrn} routed to EHR_RESULTS (${r.int(5, 60)}ms)`,
              ),
            ]
          : [e("oru-router", "warn", `ORU^R01 held: MRN ${mrn} unknown to MPI, parked in queue UNMATCHED`)];
      },
    },
    {
      w: 3,
      gen: (r) => {
        const t = r.int(40, 300);
        const ok = r.chance(0.93);
        return [
          ok
            ? e("scan-gw", "info", `scan device=HH-${r.digits(3)} type=wristband+med result=match (${r.int(10, 60)}ms)`)
            : e(
                "scan-gw",
                "warn",
                `scan device=HH-${r.digits(3)} result=WRONG_PATIENT wristband MRN does not match active order`,
              ),
          e(
            "mar-api",
            "info",
            `Completed 201 Created in ${t}ms (Views: 0.2ms | ActiveRecord: ${r.int(3, 40)}.${r.int(0, 9)}ms | Allocations: ${r.int(2000, 9000)})`,
            t,
          ),
        ];
      },
    },
    {
      w: 2,
      gen: (r) => [
        e(
          "pharmacy-verify",
          "info",
          `Order ORD${r.digits(8)} verified by PharmD ${r.digits(4)} (interactions checked: ${r.int(0, 4)})`,
        ),
        e(
          "infusion-sync",
          "info",
          `auto-program sent pump=IP-${r.digits(5)} order=ORD${r.digits(8)} status=CONFIRMED`,
          ms(r, 200, 900),
        ),
      ],
    },
    {
      w: 2,
      gen: (r) => [
        e(
          "alarm-escalation",
          "info",
          `alarm ${r.pick(["VTACH", "SPO2_LOW", "APNEA", "PUMP_OCCLUSION", "BED_EXIT"])} room ${r.int(200, 680)} escalated tier=1 to RN group ${r.pick(["MED-SURG-A", "TELE", "ONC"])}`,
        ),
        e("alarm-escalation", "info", `alarm silenced by RN at bedside after ${r.int(5, 70)}s`, ms(r, 5000, 40000)),
      ],
    },
    {
      w: 2,
      gen: (r) => [
        e("audit-writer", "info", `bulk indexed ${r.int(50, 800)} audit events to audit-2026.03 in ${r.int(8, 90)}ms`),
      ],
    },
  ],
  periodic: [
    {
      every: 30,
      gen: (r) => [
        e(
          "infusion-sync",
          "info",
          `pump fleet poll: ${r.int(300, 320)} online, ${r.int(4, 16)} offline (moved/docked)`,
        ),
      ],
    },
    { every: 40, gen: (r) => [e("mar-api", "info", `Started GET "/up" for 10.42.${r.int(0, 9)}.${r.int(2, 250)}`)] },
    {
      every: 60,
      gen: (r) => [e("mpi-service", "info", `EMPI link cache stats hits=${r.int(800, 2000)} misses=${r.int(5, 90)}`)],
    },
    {
      every: 90,
      gen: (r) => [e("pharmacy-verify", "info", `Health check 'fdb-interactions' Healthy (${r.int(20, 90)}ms)`)],
    },
  ],
  noisy: {
    every: 6,
    gen: (r) => [
      e(
        "pager-bridge",
        "error",
        `SNPP delivery to pager ${r.digits(4)} failed: 550 pager out of range (queued for retry)`,
      ),
    ],
  },
  deprecations: [
    {
      every: 260,
      gen: () => [
        e(
          "mar-api",
          "warn",
          "DEPRECATION WARNING: `to_time` will always preserve the full timezone rather than offset of the receiver in Rails 8.1.",
        ),
      ],
    },
    {
      every: 200,
      gen: () => [
        e(
          "audit-writer",
          "warn",
          "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
        ),
      ],
    },
  ],
  retryOk: (r) => [
    e("infusion-sync", "warn", `auto-program pump=IP-${r.digits(5)}: pump busy (alarm active), retry 1/3`),
    e("infusion-sync", "info", "auto-program confirmed on retry", ms(r, 2000, 8000)),
  ],
  changes: [
    (r) => [
      e(
        "scan-gw",
        "info",
        `scan-gw v1.${r.int(10, 30)}.${r.int(0, 9)} started (go1.22.${r.int(1, 9)}), 3 handheld fleets registered`,
      ),
    ],
    (r) => [
      e("adt-interface", "info", `Channel 'ADT from PAS' redeployed by admin (config revision ${r.int(100, 300)})`),
    ],
  ],
};

export const ESTATES: Record<Estate["key"], Estate> = {
  ira: IRA,
  "ira-batch": IRA_BATCH,
  aldric: ALDRIC,
  northfield: NORTHFIELD,
};
