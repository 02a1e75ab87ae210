// Four made-up estates: two halves of a national blood service (donor side, testing lab), its supply chain to
// hospitals, and a regional organ procurement organisation. Services, runtimes, traffic and everyday noise.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";
import type { Runtime } from "./stacks.js";

export type Msg = (r: Rng) => string;
export type Hop = [svc: string, msg: Msg, level?: Level];
export interface Flow {
  w: number;
  hops: Hop[];
}
export interface Periodic {
  svc: string;
  meanMs: number;
  level: Level;
  msg: Msg;
}
export interface Estate {
  key: string;
  namespace: string;
  services: Record<string, Runtime>;
  traced: string[];
  flows: Flow[];
  /** mean gap between two requests entering the estate */
  flowGapMs: number;
  jobs: Periodic[];
  noise: Periodic[];
  noisy: Periodic;
  deprecations: Periodic[];
  deployable: string[];
}

const pad = (n: number, w: number) => String(n).padStart(w, "0");
export const donor = (r: Rng) => `D${pad(r.int(1000000, 9899999), 7)}`;
export const din = (r: Rng) => `G0817${r.pick(["26", "26", "25"])}${pad(r.int(100000, 999999), 6)}`;
const abo = (r: Rng) => r.pick(["O NEG", "O POS", "O POS", "A POS", "A POS", "A NEG", "B POS", "AB POS", "B NEG"]);
const product = (r: Rng) =>
  r.pick([
    "E0238V00 (red cells, SAGM)",
    "E3085V00 (platelets, pooled)",
    "E2578V00 (FFP)",
    "E4661V00 (red cells, irradiated)",
  ]);
const site = (r: Rng) =>
  r.pick([
    "Harlow Leisure Centre",
    "St Mary's Church Hall, Ely",
    "Basildon Civic Suite",
    "Chelmsford Donor Centre",
    "Colchester Town Hall",
  ]);
const mu = (r: Rng) => `MU-${pad(r.int(1, 14), 2)}`;
export const hospital = (r: Rng) =>
  r.pick([
    "Northgate General",
    "Riverside Royal",
    "Kingsmead University Hospital",
    "St Aldhelm's",
    "Fenland Community",
  ]);
const ms = (r: Rng, lo: number, hi: number) => `${r.int(lo, hi)}ms`;
const logger = (r: Rng) => `TL-${r.int(40100, 40999)}`;
const hla = (r: Rng) =>
  `A*${r.pick(["01:01", "02:01", "03:01", "24:02"])} B*${r.pick(["07:02", "08:01", "44:02", "35:01"])} DRB1*${r.pick(["04:01", "15:01", "03:01", "07:01"])}`;
const caseId = (r: Rng) => `OPO-26-${pad(r.int(100, 980), 4)}`;

export function healthLine(rt: Runtime, svc: string, r: Rng): string {
  switch (rt) {
    case "node":
      return `GET /healthz 200 ${(r.next() * 3 + 0.6).toFixed(3)} ms - 15`;
    case "python":
      return `10.42.${r.int(0, 3)}.1 - - "GET /health HTTP/1.1" 200 17 "-" "kube-probe/1.29"`;
    case "go":
      return `http: GET /healthz status=200 dur=${(r.next() + 0.2).toFixed(2)}ms`;
    case "dotnet":
      return `Request finished HTTP/1.1 GET http://${svc}:8080/health - 200 - text/plain ${(r.next() * 3 + 0.8).toFixed(4)}ms`;
    case "ruby":
      return `method=GET path=/up format=html controller=Rails::HealthController action=show status=200 duration=${(r.next() * 3 + 1).toFixed(2)} view=0.00 db=0.00`;
    case "java":
      return `10.42.${r.int(0, 3)}.1 - - "GET /actuator/health/liveness HTTP/1.1" 200 15 ${r.int(1, 4)}ms`;
    case "cpp":
      return `healthz ok workers=${r.int(6, 8)}/8 queue_depth=${r.int(0, 4)}`;
  }
}

const donorSide: Estate = {
  key: "donor",
  namespace: "nbs-donor-prod",
  services: {
    "donor-web": "node",
    "booking-api": "java",
    "donor-registry": "java",
    "dhq-service": "python",
    "session-sync": "go",
    "notify-gw": "node",
    "clinic-slots": "dotnet",
    "dedupe-worker": "python",
    "reminder-cron": "ruby",
  },
  traced: ["donor-web", "booking-api", "donor-registry", "dhq-service", "clinic-slots", "notify-gw"],
  flowGapMs: 420,
  flows: [
    {
      w: 5,
      hops: [
        [
          "donor-web",
          (r) =>
            `GET /api/appointments/search?postcode=${r.pick(["CM1", "CB6", "SS14", "CO1", "CM20"])}&radius=15 200 ${ms(r, 40, 260)}`,
        ],
        [
          "clinic-slots",
          (r) =>
            `Executed query SlotsNear(${r.pick(["CM1", "CB6", "SS14", "CO1"])}) returned ${r.int(3, 40)} sessions in ${ms(r, 8, 70)}`,
        ],
      ],
    },
    {
      w: 3,
      hops: [
        ["donor-web", (r) => `POST /api/appointments 201 ${ms(r, 90, 420)}`],
        [
          "booking-api",
          (r) =>
            `Appointment booked donor=${donor(r)} session=${mu(r)}/${site(r)} slot=${r.pick(["09:15", "10:30", "13:45", "16:00", "17:15"])}`,
        ],
        ["donor-registry", (r) => `donor ${donor(r)} lastDonation=${r.int(84, 400)}d eligibleFrom=ok`],
        ["clinic-slots", (r) => `Slot reserved session ${mu(r)} remaining=${r.int(0, 22)}`],
        ["notify-gw", (r) => `sms queued template=APPT_CONFIRM provider=textlocal id=${r.hex(10)}`],
      ],
    },
    {
      w: 3,
      hops: [
        ["donor-web", (r) => `POST /api/dhq/submit 200 ${ms(r, 120, 500)}`],
        [
          "dhq-service",
          (r) =>
            `questionnaire ${r.hex(8)} scored: ${r.pick(["accept", "accept", "accept", "accept", "refer to nurse"])} (${r.int(38, 44)} answers)`,
        ],
        ["donor-registry", (r) => `donor ${donor(r)} dhq status updated`],
      ],
    },
    {
      w: 2,
      hops: [
        ["donor-web", (r) => `GET /api/donors/me 200 ${ms(r, 20, 140)}`],
        [
          "donor-registry",
          (r) => `Fetched donor profile ${donor(r)} (donations=${r.int(1, 120)}, bloodGroup=${abo(r)})`,
        ],
      ],
    },
    {
      w: 1,
      hops: [
        ["donor-web", (r) => `POST /api/register 201 ${ms(r, 200, 600)}`],
        [
          "donor-registry",
          (r) => `New donor registered ${donor(r)} source=${r.pick(["web", "app", "web", "session-walkin"])}`,
        ],
        ["dedupe-worker", (r) => `candidate check ${donor(r)}: ${r.int(0, 2)} fuzzy matches below threshold 0.92`],
      ],
    },
  ],
  jobs: [
    {
      svc: "session-sync",
      meanMs: 9000,
      level: "info",
      msg: (r) =>
        `sync ${mu(r)} ok: ${r.int(2, 40)} donations, ${r.int(0, 6)} deferrals uploaded (rtt ${ms(r, 180, 1400)}, carrier=${r.pick(["EE", "Vodafone", "O2"])})`,
    },
    {
      svc: "reminder-cron",
      meanMs: 30000,
      level: "info",
      msg: (r) =>
        `[ReminderJob] batch ${r.int(1, 60)} sent ${r.int(100, 500)} recall emails in ${r.int(2, 9)}.${r.int(0, 9)}s`,
    },
    {
      svc: "dedupe-worker",
      meanMs: 40000,
      level: "info",
      msg: (r) =>
        `merged duplicate donor records ${donor(r)} <- ${donor(r)} (dob+surname+postcode match 0.9${r.int(3, 9)})`,
    },
  ],
  noise: [
    {
      svc: "dhq-service",
      meanMs: 12000,
      level: "info",
      msg: (r) =>
        `donor ${donor(r)} deferred: ${r.pick(["travel to malaria risk area within 6 months", "recent tattoo (4 months)", "course of antibiotics not completed", "Hb below threshold at previous attendance"])}`,
    },
    {
      svc: "booking-api",
      meanMs: 15000,
      level: "info",
      msg: (r) =>
        `Donor ${donor(r)} deferred at session ${mu(r)}: haemoglobin ${r.int(118, 124)} g/L below 125 g/L, rebook in 6 months`,
    },
    {
      svc: "session-sync",
      meanMs: 26000,
      level: "warn",
      msg: (r) => `${mu(r)} last seen ${r.int(20, 95)}m ago, upload pending (no signal at ${site(r)}); will retry`,
    },
    {
      svc: "notify-gw",
      meanMs: 20000,
      level: "warn",
      msg: (_r) => `provider textlocal responded 503, retry 1/3 in 500ms`,
    },
    {
      svc: "notify-gw",
      meanMs: 20000,
      level: "info",
      msg: (r) => `sms ${r.hex(10)} delivered after retry (attempt 2)`,
    },
  ],
  noisy: {
    svc: "reminder-cron",
    meanMs: 3500,
    level: "error",
    msg: (r) =>
      `[ReminderJob] Net::SMTPFatalError 550 5.1.1 <donor.${r.int(1000, 99999)}@${r.pick(["hotmail.co.uk", "btinternet.com", "gmail.com"])}>: mailbox unavailable`,
  },
  deprecations: [
    {
      svc: "donor-web",
      meanMs: 70000,
      level: "warn",
      msg: () =>
        "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "dhq-service",
      meanMs: 90000,
      level: "warn",
      msg: () =>
        "/usr/local/lib/python3.11/site-packages/pydantic/_internal/_config.py:321: PydanticDeprecatedSince20: Support for class-based `config` is deprecated",
    },
  ],
  deployable: ["clinic-slots", "notify-gw", "dedupe-worker", "donor-web"],
};

const lab: Estate = {
  key: "lab",
  namespace: "nbs-lab-prod",
  services: {
    "lims-core": "java",
    "analyser-bridge": "cpp",
    "nat-results": "python",
    "isbt-labeller": "dotnet",
    "component-proc": "java",
    "release-gate": "go",
    "label-print-agent": "go",
    "qc-reports": "ruby",
    "audit-log": "node",
  },
  traced: [],
  flowGapMs: 520,
  flows: [
    {
      w: 4,
      hops: [
        [
          "analyser-bridge",
          (r) =>
            `ASTM session ${r.pick(["PK7300-2", "PK7300-3", "Alinity-s-1", "Alinity-s-2"])}: R record ${din(r)} ${r.pick(["ABO/D", "antibody screen", "HBsAg", "anti-HCV", "HIV Ag/Ab", "syphilis"])} = ${r.pick(["NEG", "NEG", "NEG", "A POS", "O POS", "NEG"])}`,
        ],
        [
          "lims-core",
          (r) =>
            `Result accepted for ${din(r)} test=${r.pick(["MICRO", "GROUP", "AB-SCREEN"])} instrument=${r.pick(["PK7300-2", "Alinity-s-1"])}`,
        ],
        ["audit-log", (r) => `audit write lims.result.accepted ${r.hex(12)} (${ms(r, 1, 9)})`],
      ],
    },
    {
      w: 2,
      hops: [
        [
          "nat-results",
          (r) =>
            `NAT run ${r.pick(["cobas-6800-1", "cobas-6800-2"])} pool ${r.int(100, 999)} (6 samples): HIV/HCV/HBV non-reactive`,
        ],
        ["lims-core", (r) => `NAT pool result filed, ${r.int(6, 6)} donations updated`],
      ],
    },
    {
      w: 3,
      hops: [
        ["component-proc", (r) => `Component split complete ${din(r)} -> ${product(r)} vol=${r.int(240, 310)}mL`],
        [
          "isbt-labeller",
          (r) =>
            `Label composed DIN ${din(r)} product ${product(r).slice(0, 8)} ABO/Rh ${abo(r)} expiry ${r.pick(["2026-12-28", "2027-01-04", "2026-12-05"])}`,
        ],
        [
          "label-print-agent",
          (r) =>
            `printed label zpl=${r.int(1100, 1900)}B printer=${r.pick(["ZT411-lab2", "ZT411-lab3", "ZT610-mfg1"])} job=${r.hex(6)}`,
        ],
      ],
    },
    {
      w: 3,
      hops: [
        ["release-gate", (r) => `release check ${din(r)}: group ok, micro ok, NAT ok, label verified -> RELEASED`],
        ["lims-core", (r) => `Unit ${din(r)} status QUARANTINE -> AVAILABLE`],
        ["audit-log", (r) => `audit write lims.unit.released ${r.hex(12)} (${ms(r, 1, 9)})`],
      ],
    },
  ],
  jobs: [
    {
      svc: "qc-reports",
      meanMs: 45000,
      level: "info",
      msg: (r) =>
        `QcDailyJob: ${r.pick(["IQC", "EQA"])} summary for ${r.pick(["PK7300-2", "Alinity-s-1", "cobas-6800-1"])} rendered (${r.int(3, 20)} pages)`,
    },
    {
      svc: "release-gate",
      meanMs: 20000,
      level: "info",
      msg: (r) => `quarantine sweep: ${r.int(20, 180)} units awaiting results, ${r.int(0, 3)} over 24h`,
    },
    {
      svc: "component-proc",
      meanMs: 25000,
      level: "info",
      msg: (r) => `Centrifuge batch ${r.pick(["C3", "C4", "C7"])} closed (${r.int(12, 24)} packs)`,
    },
  ],
  noise: [
    {
      svc: "lims-core",
      meanMs: 18000,
      level: "warn",
      msg: (r) =>
        `Donation ${din(r)} discarded: ${r.pick(["underweight collection (310 mL)", "clotted sample", "lipaemic sample", "collection time > 15 min"])}`,
    },
    {
      svc: "nat-results",
      meanMs: 30000,
      level: "info",
      msg: (r) => `pool ${r.int(100, 999)} reactive on initial test, resolving to individual samples (routine)`,
    },
    {
      svc: "label-print-agent",
      meanMs: 25000,
      level: "warn",
      msg: (r) => `printer ${r.pick(["ZT411-lab2", "ZT610-mfg1"])} reported ribbon low, job ${r.hex(6)} retried ok`,
    },
  ],
  noisy: {
    svc: "analyser-bridge",
    meanMs: 3000,
    level: "error",
    msg: (r) =>
      `ASTM frame ${r.int(1, 7)} checksum mismatch from ${r.pick(["PK7300-2", "PK7300-3"])} (got ${r.hex(2).toUpperCase()} expected ${r.hex(2).toUpperCase()}), NAK sent`,
  },
  deprecations: [
    {
      svc: "lims-core",
      meanMs: 80000,
      level: "warn",
      msg: () =>
        "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    },
    {
      svc: "qc-reports",
      meanMs: 90000,
      level: "warn",
      msg: () =>
        "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead)",
    },
  ],
  deployable: ["qc-reports", "audit-log", "release-gate", "component-proc"],
};

const supply: Estate = {
  key: "supply",
  namespace: "nbs-supply-prod",
  services: {
    "hospital-portal": "node",
    "order-svc": "java",
    "crossmatch-svc": "dotnet",
    "stock-ledger": "go",
    "expiry-sweeper": "python",
    "dispatch-planner": "python",
    "courier-track": "go",
    "coldchain-ingest": "cpp",
    "alert-hub": "node",
  },
  traced: ["hospital-portal", "order-svc", "crossmatch-svc", "stock-ledger", "dispatch-planner", "courier-track"],
  flowGapMs: 380,
  flows: [
    {
      w: 4,
      hops: [
        ["hospital-portal", (r) => `POST /v1/orders 201 ${ms(r, 110, 480)} hospital="${hospital(r)}"`],
        [
          "order-svc",
          (r) =>
            `Order ORD-${r.int(400000, 499999)} accepted: ${r.int(1, 6)}x ${r.pick(["O NEG red cells", "A POS red cells", "platelets", "FFP", "cryo"])} priority=${r.pick(["routine", "routine", "urgent"])}`,
        ],
        [
          "stock-ledger",
          (r) =>
            `reserve ok sku=${product(r).slice(0, 8)} group=${abo(r)} qty=${r.int(1, 6)} remaining=${r.int(30, 900)}`,
        ],
        [
          "dispatch-planner",
          (r) => `order assigned to run ${r.pick(["R-N1", "R-E2", "R-S3", "BLUE-LIGHT"])} eta ${r.int(25, 140)} min`,
        ],
      ],
    },
    {
      w: 2,
      hops: [
        ["hospital-portal", (r) => `POST /v1/crossmatch 202 ${ms(r, 90, 300)}`],
        [
          "crossmatch-svc",
          (r) =>
            `Crossmatch request XM-${r.int(10000, 99999)} patient antibodies=${r.pick(["none", "anti-K", "anti-E", "none", "anti-Fya"])} -> ${r.int(2, 4)} compatible units selected`,
        ],
        ["stock-ledger", (r) => `hold placed on ${din(r)} for XM (${r.int(24, 72)}h)`],
      ],
    },
    {
      w: 3,
      hops: [
        ["hospital-portal", (r) => `GET /v1/stock/availability 200 ${ms(r, 20, 140)}`],
        [
          "stock-ledger",
          (r) =>
            `availability query site=${r.pick(["Cambridge", "Colchester", "Brentwood"])} ${r.int(9, 14)} groups in ${ms(r, 2, 18)}`,
        ],
      ],
    },
    {
      w: 3,
      hops: [
        [
          "coldchain-ingest",
          (r) =>
            `batch from gateway gw-${r.int(1, 6)}: ${r.int(20, 80)} readings, ${logger(r)} ${(r.next() * 3 + 2.5).toFixed(1)}C`,
        ],
        [
          "courier-track",
          (r) =>
            `shipment SH-${r.int(70000, 79999)} position update (${r.pick(["A14", "M11", "A12", "A120"])}), box temp ok`,
        ],
      ],
    },
  ],
  jobs: [
    {
      svc: "expiry-sweeper",
      meanMs: 30000,
      level: "info",
      msg: (r) =>
        `expired units moved to discard: ${r.int(1, 12)} (${r.pick(["platelets day 7", "red cells day 35", "platelets day 7"])})`,
    },
    {
      svc: "dispatch-planner",
      meanMs: 35000,
      level: "info",
      msg: (r) =>
        `route optimisation run ${r.hex(6)}: ${r.int(4, 18)} stops, ${r.int(2, 6)} vans, solved in ${r.int(300, 1900)}ms`,
    },
  ],
  noise: [
    {
      svc: "coldchain-ingest",
      meanMs: 14000,
      level: "warn",
      msg: (r) =>
        `${logger(r)} excursion ${(r.next() * 1 + 6.1).toFixed(1)}C for ${r.int(2, 9)} min (limit 10.0C/30 min) - within tolerance, no action`,
    },
    {
      svc: "order-svc",
      meanMs: 22000,
      level: "info",
      msg: (r) =>
        `Order line for ${r.pick(["Ro (R0r) red cells", "K- Fya- red cells", "HbS negative O NEG", "HLA-matched platelets"])} back-ordered, reference lab notified`,
    },
    {
      svc: "courier-track",
      meanMs: 25000,
      level: "warn",
      msg: (r) => `shipment SH-${r.int(70000, 79999)} GPS fix stale ${r.int(60, 300)}s (tunnel/poor signal)`,
    },
  ],
  noisy: {
    svc: "courier-track",
    meanMs: 3200,
    level: "error",
    msg: (r) =>
      `geocode lookup failed for drop point "${r.pick(["Loading bay 3", "Pathology rear door", "Blood bank goods-in", "Ward 7 transfusion fridge"])}": ZERO_RESULTS`,
  },
  deprecations: [
    {
      svc: "hospital-portal",
      meanMs: 75000,
      level: "warn",
      msg: () => "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
    {
      svc: "crossmatch-svc",
      meanMs: 90000,
      level: "warn",
      msg: () =>
        "warn: Microsoft.EntityFrameworkCore.Model.Validation[30000] No store type was specified for the decimal property 'VolumeMl' on entity type 'Unit'.",
    },
  ],
  deployable: ["alert-hub", "dispatch-planner", "expiry-sweeper", "hospital-portal"],
};

const opo: Estate = {
  key: "opo",
  namespace: "opo-north-prod",
  services: {
    "opo-web": "ruby",
    "referral-intake": "node",
    "case-api": "dotnet",
    "hla-store": "java",
    "match-run": "cpp",
    "offer-notify": "python",
    "transport-coord": "go",
    "doc-vault": "python",
    "registry-link": "java",
  },
  traced: ["opo-web", "case-api", "hla-store", "offer-notify"],
  flowGapMs: 700,
  flows: [
    {
      w: 4,
      hops: [
        [
          "opo-web",
          (r) =>
            `method=GET path=/cases/${caseId(r)} format=html controller=CasesController action=show status=200 duration=${r.int(40, 300)}.${r.int(10, 99)} view=${r.int(10, 90)}.1 db=${r.int(2, 30)}.4`,
        ],
        [
          "case-api",
          (r) =>
            `Case ${caseId(r)} loaded (stage=${r.pick(["evaluation", "authorization", "allocation", "recovery planning"])}) in ${ms(r, 10, 90)}`,
        ],
      ],
    },
    {
      w: 2,
      hops: [
        [
          "referral-intake",
          (r) => `referral received from ${hospital(r)} ICU (vent patient, GCS ${r.int(3, 5)}) ref=${r.hex(8)}`,
        ],
        [
          "case-api",
          (r) =>
            `Referral ${r.hex(8)} triaged: ${r.pick(["ruled out (age)", "ruled out (medical)", "onsite evaluation", "phone screen"])}`,
        ],
      ],
    },
    {
      w: 2,
      hops: [
        [
          "opo-web",
          (r) =>
            `method=POST path=/cases/${caseId(r)}/hla format=json controller=HlaController action=create status=201 duration=${r.int(80, 400)}.2`,
        ],
        ["hla-store", (r) => `HLA typing stored ${caseId(r)}: ${hla(r)}`],
        ["doc-vault", (r) => `stored document serology-report.pdf (${r.int(80, 900)} KB) sha256=${r.hex(12)}`],
      ],
    },
    {
      w: 1,
      hops: [
        [
          "case-api",
          (r) =>
            `Match run requested for ${caseId(r)} organ=${r.pick(["kidney", "liver", "heart", "lung", "pancreas"])}`,
        ],
        [
          "match-run",
          (r) =>
            `match ${r.hex(6)} ranked ${r.int(40, 400)} candidates (${r.int(0, 12)} zero-mismatch) in ${r.int(200, 2400)}ms`,
        ],
        ["offer-notify", (r) => `offer batch ${r.hex(6)}: ${r.int(3, 10)} transplant centres paged`],
      ],
    },
    {
      w: 2,
      hops: [
        [
          "transport-coord",
          (r) =>
            `leg ${caseId(r)}/${r.pick(["kidney-L", "kidney-R", "liver"])} ${r.pick(["courier", "charter", "police escort"])} departed, CIT so far ${r.int(2, 14)}h${pad(r.int(0, 59), 2)}`,
        ],
        ["case-api", (r) => `Case ${caseId(r)} transport event recorded`],
      ],
    },
  ],
  jobs: [
    {
      svc: "registry-link",
      meanMs: 20000,
      level: "info",
      msg: (r) => `Registry waitlist delta sync: ${r.int(0, 30)} candidate updates applied (${ms(r, 300, 1800)})`,
    },
    {
      svc: "offer-notify",
      meanMs: 30000,
      level: "info",
      msg: (r) => `pager heartbeat ok, ${r.int(10, 40)} on-call coordinators registered`,
    },
    {
      svc: "doc-vault",
      meanMs: 60000,
      level: "info",
      msg: (r) => `retention sweep: ${r.int(0, 14)} documents past hold, archived`,
    },
  ],
  noise: [
    {
      svc: "offer-notify",
      meanMs: 16000,
      level: "info",
      msg: (r) =>
        `centre ${r.pick(["NTH-TX1", "MID-TX4", "EST-TX2"])} declined offer (reason: ${r.pick(["donor size", "recipient unavailable", "organ quality", "logistics"])})`,
    },
    {
      svc: "transport-coord",
      meanMs: 26000,
      level: "warn",
      msg: (r) => `flight tracker: charter ${r.pick(["G-OPOA", "G-OPOB"])} ETD slipped ${r.int(5, 30)} min`,
    },
    {
      svc: "case-api",
      meanMs: 30000,
      level: "info",
      msg: () => "Duplicate referral merged into existing case (same NHS number)",
    },
  ],
  noisy: {
    svc: "referral-intake",
    meanMs: 3300,
    level: "error",
    msg: (r) => `HL7 ADT^A08 from ${hospital(r)} rejected: missing PV1 segment (message ${r.hex(10)}), skipping`,
  },
  deprecations: [
    {
      svc: "opo-web",
      meanMs: 80000,
      level: "warn",
      msg: () =>
        "DEPRECATION WARNING: Rails.application.secrets is deprecated in favor of Rails.application.credentials and will be removed in Rails 7.2.",
    },
    {
      svc: "registry-link",
      meanMs: 90000,
      level: "warn",
      msg: () =>
        "HHH000022: c3p0 properties were encountered, but the c3p0 provider class was not found on the classpath; these properties are going to be ignored.",
    },
  ],
  deployable: ["doc-vault", "offer-notify", "transport-coord", "opo-web"],
};

export const ESTATES: Estate[] = [donorSide, lab, supply, opo];
export const ESTATE: Record<string, Estate> = Object.fromEntries(ESTATES.map((e) => [e.key, e]));
