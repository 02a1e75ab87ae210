// The four made-up estates of holdout58: their services, request flows and the normal noise of each domain.
import type { Level } from "./formats.js";
import { amount, type Rng } from "./rng.js";

export type EstateKey = "N" | "K" | "H" | "B";

export interface Line {
  svc: string;
  level: Level;
  msg: string;
  /** ms after the flow or tick began */
  dt?: number;
  stack?: string;
}

export interface Periodic {
  svc: string;
  /** mean seconds between ticks */
  every: number;
  gen: (r: Rng) => Line[];
}

export interface Estate {
  key: EstateKey;
  company: string;
  namespace: string;
  traced: boolean;
  services: Record<string, string>;
  flows: { weight: number; gen: (r: Rng) => Line[] }[];
  periodic: Periodic[];
  /** unrelated releases and reloads, one is dropped near the interesting minute */
  changes: ((r: Rng) => Line[])[];
}

const L = (svc: string, level: Level, msg: string, dt = 0, stack?: string): Line => ({ svc, level, msg, dt, stack });
const gbp = (r: Rng) => amount(r, 4, 2400);
const names = [
  "J SMITH",
  "AHMED K",
  "M NOWAK",
  "O'BRIEN P",
  "LI WEI",
  "GARCIA R",
  "IVANOV S",
  "KHAN A",
  "MUELLER T",
  "OKAFOR C",
];
const sortcode = (r: Rng) => `${r.digits(2)}-${r.digits(2)}-${r.digits(2)}`;

// ---------------------------------------------------------------- Northmere Bank: retail core banking on z/OS + MQ
const N: Estate = {
  key: "N",
  company: "Northmere Bank",
  namespace: "nmb-core-prod",
  traced: true,
  services: {
    "mobile-api": "mobile-api-7c9f5d-2xk4p",
    "payments-orch": "payments-orch-5b8d9-qm2rt",
    "cics-gateway": "ctg-lpar2-01",
    "cics-region": "SYSB.CICSPRD1",
    "mq-qmgr": "mqprd01.nmb.local",
    "fraud-scoring": "fraud-scoring-6d4c8-lw9zn",
    "aml-screening": "aml-screening-0",
    "customer-profile": "NMBWEB14",
    "notify-dispatch": "notify-dispatch-84f6b-jj7vd",
    "eod-batch": "SYSB.JES2",
  },
  flows: [
    {
      weight: 5,
      gen: (r) => {
        const id = `PMT-${r.upper(10)}`;
        const ms = r.int(180, 720);
        const a = gbp(r);
        const out: Line[] = [
          L(
            "fraud-scoring",
            "INFO",
            `scored txn ${id} score=${r.float(0, 0.3).toFixed(3)} band=LOW model=gbm-v41 (${r.int(6, 31)}ms)`,
            20,
          ),
          L(
            "aml-screening",
            "INFO",
            `screened creditor for ${id}: NO_MATCH lists=[OFSI, OFAC-SDN, EU-CFSP] (${r.int(4, 19)}ms)`,
            45,
          ),
          L("cics-gateway", "INFO", `ECI XFR1 -> CICSPRD1 commarea=1024 rc=0 (${r.int(30, 160)}ms)`, 90),
          L(
            "cics-region",
            "INFO",
            `XFR1 task ${r.digits(5)} ended normally term=CG${r.digits(2)} resp=NORMAL cpu=0.00${r.int(2, 9)}s`,
            95,
          ),
        ];
        if (r.chance(0.06)) {
          out.push(
            L(
              "payments-orch",
              "INFO",
              `payment ${id} rejected by core: insufficient funds (reason AM04) amount=${a} GBP`,
              200,
            ),
          );
          out.push(L("mobile-api", "INFO", `POST /v1/payments 422 ${ms}ms`, ms));
        } else {
          out.push(
            L(
              "payments-orch",
              "INFO",
              `payment ${id} accepted amount=${a} GBP scheme=FPS sortcode=${sortcode(r)}`,
              200,
            ),
          );
          out.push(L("mobile-api", "INFO", `POST /v1/payments 201 ${ms}ms`, ms));
        }
        return out;
      },
    },
    {
      weight: 9,
      gen: (r) => {
        const ms = r.int(40, 260);
        return [
          L(
            "customer-profile",
            "INFO",
            `Request finished HTTP/1.1 GET http://customer-profile/api/v3/customers/${r.digits(8)}/summary - 200 - application/json ${r.int(8, 90)}.${r.digits(4)}ms`,
            10,
          ),
          L("cics-gateway", "INFO", `ECI ACIN -> CICSPRD1 commarea=512 rc=0 (${r.int(12, 70)}ms)`, 30),
          L(
            "cics-region",
            "INFO",
            `ACIN task ${r.digits(5)} ended normally term=CG${r.digits(2)} resp=NORMAL cpu=0.001s`,
            32,
          ),
          L("mobile-api", "INFO", `GET /v1/accounts/${r.digits(8)}/balance 200 ${ms}ms`, ms),
        ];
      },
    },
    {
      weight: 3,
      gen: (r) => [
        L(
          "customer-profile",
          "INFO",
          `Request finished HTTP/1.1 POST http://customer-profile/api/v3/sessions - 200 - application/json ${r.int(20, 140)}.${r.digits(4)}ms`,
          10,
        ),
        L(
          "mobile-api",
          "INFO",
          `POST /v1/session 200 ${r.int(90, 400)}ms device=${r.pick(["ios", "android"])} app=${r.pick(["8.14.0", "8.14.1", "8.13.2"])}`,
          150,
        ),
      ],
    },
  ],
  periodic: [
    { svc: "mobile-api", every: 10, gen: () => [L("mobile-api", "INFO", "GET /healthz 200 1ms")] },
    {
      svc: "notify-dispatch",
      every: 5,
      gen: (r) => [
        L(
          "notify-dispatch",
          "ERROR",
          `SMS to +4477${r.digits(8)} failed: provider error 21614 'To' number is not a valid mobile number (template=PAYMENT_SENT)`,
        ),
      ],
    },
    {
      svc: "notify-dispatch",
      every: 4,
      gen: (r) => [
        L(
          "notify-dispatch",
          "INFO",
          `push delivered to ${r.int(1, 3)} device(s) template=${r.pick(["PAYMENT_SENT", "LOGIN_NEW_DEVICE", "BALANCE_ALERT"])} (fcm ${r.int(40, 200)}ms)`,
        ),
      ],
    },
    {
      svc: "mq-qmgr",
      every: 50,
      gen: () => [
        L(
          "mq-qmgr",
          "WARN",
          "AMQ9202E: Remote host 'mqdr01.nmb.local (10.60.1.9)(1414)' not available, retry later. Channel 'QMPRD01.TO.QMDR01' will retry (short retries remaining 0, long retry interval 60s)",
        ),
      ],
    },
    {
      svc: "mq-qmgr",
      every: 70,
      gen: (r) => [
        L(
          "mq-qmgr",
          "INFO",
          `AMQ9002I: Channel 'CLNT.PAYORCH' is starting. (conname 10.42.${r.int(1, 9)}.${r.int(2, 250)})`,
        ),
        L("mq-qmgr", "INFO", "AMQ9545I: Disconnect interval expired. Channel 'CLNT.NOTIFY' closed.", 400),
      ],
    },
    {
      svc: "cics-region",
      every: 120,
      gen: () => [L("cics-region", "INFO", "DFHRM0205 CICSPRD1 An activity keypoint has been successfully taken.")],
    },
    {
      svc: "aml-screening",
      every: 35,
      gen: (r) => [
        L(
          "aml-screening",
          "WARN",
          `potential match party='${r.pick(names)}' list=${r.pick(["OFAC-SDN", "OFSI", "EU-CFSP", "UN-1267"])} score=${r.float(0.81, 0.93).toFixed(2)} -> case AML-${r.digits(7)} queued for L1 review`,
        ),
      ],
    },
    {
      svc: "fraud-scoring",
      every: 45,
      gen: (r) => [
        L("fraud-scoring", "WARN", "feature store read timed out after 150ms, retrying (attempt 2/3)"),
        L("fraud-scoring", "INFO", `feature store read ok on attempt 2 (${r.int(20, 90)}ms)`, r.int(160, 300)),
      ],
    },
    {
      svc: "payments-orch",
      every: 25,
      gen: (r) => [
        L(
          "payments-orch",
          "INFO",
          `duplicate submission for Idempotency-Key ${r.hex(8)}-${r.hex(4)} within 24h window, returning stored response 201`,
        ),
      ],
    },
    {
      svc: "payments-orch",
      every: 180,
      gen: () => [
        L(
          "payments-orch",
          "WARN",
          "o.s.b.c.p.m.PropertiesMigrationListener : Property 'management.metrics.export.prometheus.enabled' is deprecated: Use 'management.prometheus.metrics.export.enabled' instead.",
        ),
      ],
    },
    {
      svc: "eod-batch",
      every: 60,
      gen: (r) => [
        L(
          "eod-batch",
          "INFO",
          `$HASP165 NMBP${r.pick(["STMT", "INTR", "FPSC", "DDIR"])}${r.int(10, 99)} ENDED AT N1 MAXCC=0000 CN(INTERNAL)`,
        ),
      ],
    },
    {
      svc: "eod-batch",
      every: 150,
      gen: (r) => [
        L(
          "eod-batch",
          "INFO",
          `FPS cycle cutoff reached: ${r.int(100, 900)} items carried to next settlement cycle (SC${r.int(1, 3)})`,
        ),
      ],
    },
    {
      svc: "customer-profile",
      every: 90,
      gen: () => [
        L(
          "customer-profile",
          "WARN",
          "Microsoft.AspNetCore.DataProtection.KeyManagement.XmlKeyManager[35] No XML encryptor configured. Key {7e1c3d0a-55b1-4c1f-9a0d-2f6bd1a7c911} may be persisted to storage in unencrypted form.",
        ),
      ],
    },
  ],
  changes: [
    (r) => [
      L(
        "notify-dispatch",
        "INFO",
        `config reloaded from consul: 3 keys changed (sms.provider.weights, push.batch_size, quiet_hours) rev=${r.int(400, 900)}`,
      ),
    ],
    (r) => [
      L(
        "fraud-scoring",
        "INFO",
        `model registry: promoted gbm-v41 -> gbm-v42 shadow mode (traffic 0%), artifact sha256:${r.hex(12)}`,
      ),
    ],
    (r) => [
      L(
        "mobile-api",
        "INFO",
        `Server listening on :8080 (version 8.14.${r.int(2, 5)}, node v20.11.1, pid ${r.int(20, 90)})`,
      ),
      L("mobile-api", "INFO", "redis session store connected (nmb-sess-redis:6379)", 300),
    ],
  ],
};

// ---------------------------------------------------------------- Kestrel Card Services: ISO 8583 card authorisation switch
const mcc = ["5411", "5812", "5999", "4111", "5541", "5912", "7011"];
const K: Estate = {
  key: "K",
  company: "Kestrel Card Services",
  namespace: "kcs-switch",
  traced: false,
  services: {
    "pos-edge": "pos-edge-03",
    "auth-switch": "auth-switch-b",
    "hsm-proxy": "hsm-proxy-1",
    "card-vault": "card-vault-6b5-x2m9",
    "issuer-host": "issuer-host-a",
    "fraud-rt": "fraud-rt-7f9-p4s2",
    "scheme-gw": "scheme-gw-02",
    "stand-in": "stand-in-01",
    "clearing-batch": "clearing-batch-0",
    "ops-portal": "ops-portal-web-1",
  },
  flows: [
    {
      weight: 10,
      gen: (r) => {
        const stan = r.digits(6);
        const rrn = r.digits(12);
        const a = amount(r, 1, 480);
        const declined = r.chance(0.09);
        const rc = declined ? r.pick(["51", "05", "55", "61", "54"]) : "00";
        const tid = `T${r.digits(7)}`;
        return [
          L(
            "pos-edge",
            "INFO",
            `RX 0100 tid=${tid} mid=${r.digits(9)} stan=${stan} amt=${a} cur=826 mcc=${r.pick(mcc)} entry=${r.pick(["071", "051", "010"])}`,
          ),
          L(
            "card-vault",
            "INFO",
            `detokenize ok token=tk_${r.hex(10)} bin=${r.pick(["453978", "541275", "492181", "535522"])} (${r.int(1, 6)}ms)`,
            6,
          ),
          L("hsm-proxy", "INFO", `CA ok (translate PIN ZPK->LMK) host=hsm-a latency=${r.int(2, 9)}ms`, 12),
          L(
            "fraud-rt",
            "INFO",
            `score stan=${stan} rrn=${rrn} p=${r.float(0, 0.2).toFixed(3)} rules_fired=0 (${r.int(3, 14)}ms)`,
            18,
          ),
          L(
            "issuer-host",
            "INFO",
            `AUTH rrn=${rrn} acct=****${r.digits(4)} amt=${a} rc=${rc}${declined ? " (decline)" : ""} avail=${amount(r, 0, 5000)}`,
            40,
          ),
          L("auth-switch", "INFO", `0110 stan=${stan} rrn=${rrn} rc=${rc} route=ON-US elapsed=${r.int(40, 180)}ms`, 60),
          L("pos-edge", "INFO", `TX 0110 tid=${tid} stan=${stan} rc=${rc}`, 70),
        ];
      },
    },
    {
      weight: 5,
      gen: (r) => {
        const stan = r.digits(6);
        const a = amount(r, 1, 300);
        const net = r.pick(["VISA-BASE1", "MC-BANKNET"]);
        return [
          L(
            "auth-switch",
            "INFO",
            `0100 stan=${stan} route=${net} (not on-us bin ${r.pick(["411111", "522211", "400022"])})`,
          ),
          L("scheme-gw", "INFO", `${net} 0100 -> 0110 stan=${stan} rc=00 amt=${a} rtt=${r.int(90, 420)}ms`, 200),
          L("auth-switch", "INFO", `0110 stan=${stan} rc=00 route=${net} elapsed=${r.int(120, 480)}ms`, 260),
        ];
      },
    },
  ],
  periodic: [
    {
      svc: "ops-portal",
      every: 6,
      gen: (r) => [
        L(
          "ops-portal",
          "ERROR",
          `ActionController::RoutingError (No route matches [GET] "/${r.pick(["wp-login.php", ".env", "admin/config.php", "phpmyadmin/index.php", "vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php"])}")`,
        ),
      ],
    },
    {
      svc: "ops-portal",
      every: 20,
      gen: (r) => [
        L(
          "ops-portal",
          "INFO",
          `Completed 200 OK in ${r.int(30, 300)}ms (Views: ${r.int(10, 90)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(2, 40)}.${r.int(0, 9)}ms | Allocations: ${r.int(3000, 40000)})`,
        ),
      ],
    },
    {
      svc: "scheme-gw",
      every: 30,
      gen: (r) => [
        L(
          "scheme-gw",
          "INFO",
          `${r.pick(["VISA-BASE1", "MC-BANKNET"])} 0800 echo test stan=${r.digits(6)} -> 0810 rc=00 rtt=${r.int(30, 120)}ms`,
        ),
      ],
    },
    {
      svc: "hsm-proxy",
      every: 60,
      gen: (r) => [
        L(
          "hsm-proxy",
          "INFO",
          `NO (diagnostics) hsm-a ok fw=3.6 lmk=00 hsm-b ok fw=3.6 lmk=00 pool=${r.int(14, 16)}/16`,
        ),
      ],
    },
    {
      svc: "issuer-host",
      every: 55,
      gen: (r) => [
        L(
          "issuer-host",
          "WARN",
          `duplicate 0100 detected rrn=${r.digits(12)} stan=${r.digits(6)} (retransmission within 60s) - replaying stored response`,
        ),
      ],
    },
    {
      svc: "auth-switch",
      every: 40,
      gen: (r) => [
        L("auth-switch", "WARN", `fraud-rt response late (${r.int(60, 90)}ms > 50ms budget), retried once, ok`),
      ],
    },
    {
      svc: "fraud-rt",
      every: 120,
      gen: (r) => [
        L(
          "fraud-rt",
          "WARN",
          `/usr/local/lib/python3.11/site-packages/sklearn/base.py:376: InconsistentVersionWarning: Trying to unpickle estimator GradientBoostingClassifier from version 1.3.2 when using version 1.4.${r.int(0, 2)}.`,
        ),
      ],
    },
    {
      svc: "stand-in",
      every: 45,
      gen: (r) => [
        L(
          "stand-in",
          "INFO",
          `STIP parameters in sync (issuer ranges=${r.int(210, 214)}, limits version 2026.${r.int(1, 3)}), no advices pending`,
        ),
      ],
    },
    {
      svc: "clearing-batch",
      every: 90,
      gen: (r) => [
        L(
          "clearing-batch",
          "INFO",
          `IPM build: appended ${r.int(400, 3000)} first presentments to T112 file cycle ${r.int(1, 6)} (${r.int(2, 9)}s)`,
        ),
      ],
    },
    {
      svc: "pos-edge",
      every: 15,
      gen: (r) => [L("pos-edge", "INFO", `terminal T${r.digits(7)} keepalive (session ${r.int(2, 600)}s, tls1.2)`)],
    },
  ],
  changes: [
    (r) => [
      L(
        "stand-in",
        "INFO",
        `reloaded STIP limit table limits-2026.${r.int(1, 3)}.${r.int(10, 40)}.csv (212 rows, 0 rejected)`,
      ),
    ],
    (r) => [
      L(
        "ops-portal",
        "INFO",
        `Puma starting in cluster mode... * Version 6.4.2, codename: The Eagle of Durango, pid ${r.int(1, 40)}`,
      ),
      L("ops-portal", "INFO", "* Listening on http://0.0.0.0:3000", 200),
    ],
    (r) => [L("fraud-rt", "INFO", `rules hot-reloaded: ruleset v${r.int(300, 340)} (2 added, 1 disabled)`)],
  ],
};

// ---------------------------------------------------------------- Halvard Trade Bank: SWIFT / treasury payments
const bics = ["DEUTDEFF", "CHASUS33", "BNPAFRPP", "HSBCHKHH", "CITIUS33", "INGBNL2A", "UBSWCHZH80A", "SCBLSGSG"];
const ccy = ["USD", "EUR", "GBP", "CHF", "JPY", "SGD"];
const H: Estate = {
  key: "H",
  company: "Halvard Trade Bank",
  namespace: "halvard-pay",
  traced: true,
  services: {
    "treasury-portal": "treasury-portal-2",
    "payment-factory": "HTBAPP07",
    "fx-rates": "fx-rates-59c-tq8",
    "sanctions-filter": "sanctions-filter-1",
    "mx-translator": "mx-translator-0",
    "swift-gw": "swift-gw-a",
    "mq-hub": "mqhub01",
    "nostro-recon": "nostro-recon-0",
    "cutoff-scheduler": "cutoff-scheduler-0",
  },
  flows: [
    {
      weight: 6,
      gen: (r) => {
        const ref = `HTB${r.digits(10)}`;
        const c = r.pick(ccy);
        const mx = r.chance(0.6);
        const out: Line[] = [
          L(
            "treasury-portal",
            "INFO",
            `POST /api/payments/submit 202 ${r.int(120, 500)}ms user=${r.pick(["ops.fk", "ops.mb", "trs.jl", "trs.ak"])}`,
          ),
          L(
            "payment-factory",
            "INFO",
            `Payment ${ref} validated, ${c} ${amount(r, 1000, 2500000)} to ${r.pick(bics)}, value date today`,
            40,
          ),
          L(
            "fx-rates",
            "INFO",
            `quote ${c}/GBP mid=${r.float(0.5, 1.5).toFixed(5)} src=bpipe age=${r.int(20, 900)}ms`,
            50,
          ),
        ];
        if (r.chance(0.05)) {
          out.push(
            L(
              "sanctions-filter",
              "WARN",
              `hit on field ${mx ? "Cdtr/Nm" : ":59:"} for ${ref}: '${r.pick(names)}' vs ${r.pick(["OFAC-SDN", "HMT", "EU"])} score ${r.int(82, 94)} -> held for review (case SF-${r.digits(6)})`,
              80,
            ),
          );
          return out;
        }
        out.push(
          L(
            "sanctions-filter",
            "INFO",
            `screened ${ref} ${mx ? "pacs.008" : "MT103"} result=PASS (${r.int(10, 80)}ms)`,
            80,
          ),
        );
        out.push(
          L(
            "mx-translator",
            "INFO",
            mx
              ? `${ref} pacs.008.001.08 built UETR=${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.hex(4)}-${r.hex(12)}`
              : `${ref} MT103 built, block4 ${r.int(300, 900)} bytes`,
            160,
          ),
        );
        out.push(
          L(
            "mq-hub",
            "INFO",
            `put ${mx ? "SWIFT.OUT.MX" : "SWIFT.OUT.FIN"} msgid=${r.hex(24)} depth=${r.int(0, 4)}`,
            180,
          ),
        );
        out.push(
          L(
            "swift-gw",
            "INFO",
            `${ref} sent to SAA ${mx ? "MX" : "FIN"} session ${r.int(1000, 9999)} ACK received`,
            r.int(400, 1400),
          ),
        );
        return out;
      },
    },
    {
      weight: 4,
      gen: (r) => [
        L("treasury-portal", "INFO", `GET /api/positions?ccy=${r.pick(ccy)} 200 ${r.int(30, 200)}ms`),
        L(
          "nostro-recon",
          "INFO",
          `position served for ${r.pick(ccy)} nostro ${r.pick(bics)} (${r.int(3, 40)} open items)`,
          20,
        ),
      ],
    },
  ],
  periodic: [
    {
      svc: "swift-gw",
      every: 7,
      gen: (r) => [
        L(
          "swift-gw",
          "WARN",
          `MT199 from ${r.pick(bics)} ignored: no inbound route for message type 199 (logical terminal HALVGB2LAXXX)`,
        ),
      ],
    },
    {
      svc: "mq-hub",
      every: 45,
      gen: () => [
        L(
          "mq-hub",
          "WARN",
          "AMQ9558E: The remote channel 'HUB.TO.CLS' on host 'clsgw01 (10.88.4.20)(1414)' is not currently available. Channel will retry.",
        ),
      ],
    },
    {
      svc: "mq-hub",
      every: 90,
      gen: () => [
        L("mq-hub", "INFO", "AMQ9002I: Channel 'HUB.TO.SAA' is starting."),
        L("mq-hub", "INFO", "AMQ9001I: Channel 'HUB.TO.SAA' ended normally.", 700),
      ],
    },
    {
      svc: "swift-gw",
      every: 40,
      gen: (r) => [
        L(
          "swift-gw",
          "INFO",
          `duplicate emission check: ${r.pick(["MT103", "pacs.008"])} ref HTB${r.digits(10)} already ACKed, PDE trailer added, not resent`,
        ),
      ],
    },
    {
      svc: "cutoff-scheduler",
      every: 60,
      gen: (r) => [
        L(
          "cutoff-scheduler",
          "INFO",
          `cutoff watch: ${r.pick(ccy)} open, next cutoff ${r.int(14, 17)}:${r.pick(["00", "30"])} local (${r.int(20, 200)} min)`,
        ),
      ],
    },
    {
      svc: "nostro-recon",
      every: 8,
      gen: (r) => [
        L(
          "nostro-recon",
          "ERROR",
          `break: MT940 entry ${r.pick(bics)} ${r.pick(ccy)} ${amount(r, 10, 90000)} ref ${r.upper(12)} unmatched after ${r.int(3, 9)} days, escalated to recon queue`,
        ),
      ],
    },
    {
      svc: "nostro-recon",
      every: 75,
      gen: (r) => [
        L(
          "nostro-recon",
          "INFO",
          `MT940 from ${r.pick(bics)} loaded: ${r.int(20, 400)} entries, ${r.int(0, 9)} unmatched (auto-match rate ${r.int(94, 99)}%)`,
        ),
      ],
    },
    {
      svc: "payment-factory",
      every: 20,
      gen: (r) => [
        L(
          "payment-factory",
          "INFO",
          `Batch B${r.digits(6)} released by ${r.pick(["trs.jl", "trs.ak"])} (second approver), ${r.int(2, 40)} payments`,
        ),
      ],
    },
    {
      svc: "fx-rates",
      every: 30,
      gen: (r) => [
        L("fx-rates", "WARN", "subscription //blp/mktdata GBPJPY Curncy: stale tick, resubscribing"),
        L("fx-rates", "INFO", `resubscribed GBPJPY Curncy, first tick after ${r.int(100, 800)}ms`, r.int(200, 900)),
      ],
    },
    {
      svc: "treasury-portal",
      every: 150,
      gen: () => [
        L(
          "treasury-portal",
          "WARN",
          "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
        ),
      ],
    },
    { svc: "treasury-portal", every: 10, gen: () => [L("treasury-portal", "INFO", "GET /health 200 1ms")] },
  ],
  changes: [
    (r) => [
      L(
        "nostro-recon",
        "INFO",
        `deployed nostro-recon 4.2.${r.int(1, 9)} (alembic head 7f3a2c, no migrations pending)`,
      ),
    ],
    (r) => [
      L(
        "sanctions-filter",
        "INFO",
        `list update applied: OFAC-SDN delta ${r.int(3, 30)} entries, HMT delta ${r.int(0, 8)} entries (index rebuilt in ${r.int(2, 9)}s)`,
      ),
    ],
    () => [L("treasury-portal", "INFO", "feature flag 'bulk-upload-v2' enabled for 10% of users")],
  ],
};

// ---------------------------------------------------------------- Brightwell Group: SAP / Oracle EBS / .NET back office
const vendors = ["V100234", "V100877", "V203311", "V300045", "V411902"];
const B: Estate = {
  key: "B",
  company: "Brightwell Group",
  namespace: "bw-backoffice",
  traced: false,
  services: {
    "vendor-portal": "vendor-portal-web-2",
    "ap-invoice-svc": "BWAPP03",
    "sap-po": "sappo-prd-app1",
    "sap-erp": "bwp-ci-00",
    "ebs-weblogic": "ebsprd-oacore1",
    "doc-capture": "doc-capture-worker-1",
    "edi-gateway": "edi-gw-01",
    "payroll-batch": "payroll-batch-1",
    "ad-sync": "BWDC-SYNC01",
  },
  flows: [
    {
      weight: 6,
      gen: (r) => {
        const inv = `INV-${r.digits(7)}`;
        const idoc = r.digits(16);
        return [
          L(
            "vendor-portal",
            "INFO",
            `Completed 201 Created in ${r.int(90, 600)}ms (Views: 0.${r.int(1, 9)}ms | ActiveRecord: ${r.int(5, 60)}.${r.int(0, 9)}ms) POST /invoices`,
          ),
          L(
            "doc-capture",
            "INFO",
            `ocr done ${inv}.pdf pages=${r.int(1, 6)} confidence=${r.float(0.9, 0.99).toFixed(2)} (${r.int(800, 4000)}ms)`,
            50,
          ),
          L(
            "ap-invoice-svc",
            "INFO",
            `Invoice ${inv} for vendor ${r.pick(vendors)} matched to PO 45${r.digits(8)}, sending to SAP`,
            120,
          ),
          L(
            "sap-po",
            "INFO",
            `Message ${r.hex(8)}-${r.hex(4)}-11ef-${r.hex(4)}-${r.hex(12)} (SOAP->IDoc INVOIC02) delivered to BWPCLNT100, status DLNG -> DLVD`,
            200,
          ),
          L(
            "sap-erp",
            "INFO",
            `IDoc ${idoc} INVOIC02 status 53 Application document posted (MIRO doc 51${r.digits(8)})`,
            500,
          ),
        ];
      },
    },
    {
      weight: 4,
      gen: (r) => [
        L(
          "edi-gateway",
          "INFO",
          `AS2 in from ${r.pick(["ACME-SUPPLY", "NORDFAST", "KRONOS-LOG", "PACIFICPARTS"])}: ORDRSP ${r.int(1, 40)} lines, MDN signed sent`,
        ),
        L(
          "sap-po",
          "INFO",
          `Message ${r.hex(8)}-${r.hex(4)}-11ef-${r.hex(4)}-${r.hex(12)} (AS2->IDoc ORDRSP) delivered to BWPCLNT100, status DLVD`,
          150,
        ),
        L("sap-erp", "INFO", `IDoc ${r.digits(16)} ORDERS05 status 53 Application document posted`, 400),
      ],
    },
    {
      weight: 3,
      gen: (r) => [
        L(
          "ebs-weblogic",
          "INFO",
          `<Info> <oacore> <BEA-000000> <Concurrent request ${r.digits(8)} (XXBW_AP_PAYMENT_EXPORT) completed Normal in ${r.int(3, 90)}s>`,
        ),
        L("ap-invoice-svc", "INFO", `Payment run file from EBS acknowledged, ${r.int(10, 300)} lines`, 300),
      ],
    },
  ],
  periodic: [
    {
      svc: "doc-capture",
      every: 6,
      gen: (r) => [
        L(
          "doc-capture",
          "WARN",
          `PdfReadWarning: Xref table not zero-indexed. ID numbers for objects will be corrected. [INV-${r.digits(7)}.pdf]`,
        ),
      ],
    },
    {
      svc: "sap-erp",
      every: 9,
      gen: (r) => [
        L(
          "sap-erp",
          "ERROR",
          `IDoc ${r.digits(16)} INVOIC02 status 51: Vendor ${r.pick(vendors)} blocked for posting (company code 1000) -> workflow WS00${r.digits(6)}`,
        ),
      ],
    },
    {
      svc: "sap-erp",
      every: 60,
      gen: (r) => [L("sap-erp", "INFO", `Job RBDAPP01_INVOIC (step 1) finished, ${r.int(10, 200)} IDocs processed`)],
    },
    {
      svc: "sap-po",
      every: 50,
      gen: (r) => [
        L(
          "sap-po",
          "WARN",
          `Message ${r.hex(8)}-${r.hex(4)} retry 1/3 for channel CC_EDI_AS2_Receiver: HTTP 502 from ${r.pick(["edi-gw-01"])}, next attempt in 5 min`,
        ),
        L("sap-po", "INFO", "Retry successful for channel CC_EDI_AS2_Receiver", 1200),
      ],
    },
    {
      svc: "ebs-weblogic",
      every: 120,
      gen: () => [
        L(
          "ebs-weblogic",
          "WARN",
          "<Warning> <Deployer> <BEA-149617> <Non-critical internal application oafm was not deployed. Error: [Deployer:149158]No application files exist at '/u01/app/fs1/EBSapps/comn/java/classes/oafm'.>",
        ),
      ],
    },
    {
      svc: "ap-invoice-svc",
      every: 30,
      gen: (r) => [
        L(
          "ap-invoice-svc",
          "INFO",
          `Duplicate check: invoice ${r.pick(["INV-", "NR "])}${r.digits(6)} vendor ${r.pick(vendors)} already posted (doc 51${r.digits(8)}), rejected to AP clerk queue`,
        ),
      ],
    },
    {
      svc: "payroll-batch",
      every: 60,
      gen: (r) => [
        L(
          "payroll-batch",
          "INFO",
          `Step: [gl-export-step] executed in ${r.int(2, 30)}s${r.int(0, 999)}ms (job glExportJob, run ${r.int(800, 900)})`,
        ),
      ],
    },
    {
      svc: "ad-sync",
      every: 45,
      gen: (r) => [
        L(
          "ad-sync",
          "INFO",
          `Delta sync complete: ${r.int(0, 12)} users updated, 0 errors (Graph delta token refreshed)`,
        ),
      ],
    },
    {
      svc: "edi-gateway",
      every: 55,
      gen: () => [
        L("edi-gateway", "WARN", "partner PACIFICPARTS: MDN requested unsigned, using signed MDN (profile override)"),
      ],
    },
    {
      svc: "vendor-portal",
      every: 150,
      gen: () => [
        L(
          "vendor-portal",
          "WARN",
          "DEPRECATION WARNING: `to_s(:db)` is deprecated. Use `to_fs(:db)` instead. (called from block in <class:InvoiceExport> at app/models/invoice_export.rb:18)",
        ),
      ],
    },
  ],
  changes: [
    (r) => [L("ad-sync", "INFO", `Service restarted after Windows Update KB50${r.digits(5)} (uptime 0d 0h 1m)`)],
    (r) => [
      L("edi-gateway", "INFO", `partner profile ACME-SUPPLY reloaded (cert serial ${r.hex(10)}, expires 2027-02-11)`),
    ],
    (r) => [L("vendor-portal", "INFO", `Deployed release v2026.${r.int(10, 40)} (sha ${r.hex(7)}) - 2 migrations run`)],
  ],
};

export const ESTATES: Record<EstateKey, Estate> = { N, K, H, B };
