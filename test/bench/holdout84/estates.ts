// Four made-up estates of payroll, HR and workforce software, with the normal traffic and noise of each.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp" | "postgres" | "elasticsearch";

export interface Step {
  svc: string;
  msg: (r: Rng, ms: number) => string;
  level?: Level;
}
export interface Flow {
  w: number;
  steps: Step[]; // downstream calls in order; the last step is the edge/gateway access line
}
export interface Periodic {
  svc: string;
  periodS: number;
  msg: (r: Rng, i: number) => string;
  level?: Level;
}
export interface Sporadic {
  svc: string;
  meanS: number;
  msg: (r: Rng) => string;
  level: Level;
}
export interface Estate {
  key: string;
  company: string;
  ns: string;
  traces: boolean;
  services: Record<string, Runtime>;
  flows: Flow[];
  jobs: Periodic[];
  health: string[];
  noisy: Sporadic;
  sporadic: Sporadic[];
  deprecations: { svc: string; msg: string }[];
}

const emp = (r: Rng) => `E${r.int(10010, 48990)}`;
const ee = (r: Rng) => `${r.int(100000, 999999)}`;
const money = (r: Rng, lo: number, hi: number) =>
  (lo + r.next() * (hi - lo)).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const period = (r: Rng) => r.pick(["2026-11B", "2026-11S", "2026-W48", "2026-W49", "2026-12A"]);
const state = (r: Rng) => r.pick(["CA", "NY", "TX", "IL", "WA", "GA", "PA", "OH", "NJ", "CO"]);
const site = (r: Rng) => r.pick(["DC-ATL-02", "STORE-0412", "STORE-1187", "PLANT-KC-1", "HOSP-W3", "STORE-0931"]);

const paycrest: Estate = {
  key: "paycrest",
  company: "Paycrest (US payroll provider)",
  ns: "payroll-prod",
  traces: true,
  services: {
    "payroll-api": "node",
    "payrun-engine": "java",
    "tax-engine": "python",
    "filing-gateway": "go",
    "ach-transmit": "java",
    "payslip-renderer": "node",
    "garnishment-svc": "ruby",
    "employer-registry": "go",
    "payroll-db": "postgres",
    "yearend-forms": "python",
  },
  flows: [
    {
      w: 4,
      steps: [
        {
          svc: "employer-registry",
          msg: (r) =>
            `employer ${emp(r)} resolved (plan=${r.pick(["core", "plus", "enterprise"])}, pay_freq=${r.pick(["biweekly", "semimonthly", "weekly"])})`,
        },
        {
          svc: "tax-engine",
          msg: (r, ms) =>
            `withholding computed employees=${r.int(8, 420)} jurisdictions=federal,${state(r)},${state(r)}-SDI period=${period(r)} elapsed_ms=${ms}`,
        },
        {
          svc: "garnishment-svc",
          msg: (r) =>
            `Completed 200 OK in ${r.int(9, 60)}ms (Views: 0.4ms | ActiveRecord: ${r.int(2, 30)}.${r.int(0, 9)}ms | Allocations: ${r.int(900, 6000)})`,
        },
        {
          svc: "payrun-engine",
          msg: (r, ms) =>
            `Payrun PR-${period(r)}-${r.int(10000, 99999)} calculated: ${r.int(8, 420)} employees, gross ${money(r, 9000, 900000)} USD in ${ms}ms`,
        },
        { svc: "payroll-api", msg: (r, ms) => `POST /v2/employers/${emp(r)}/payruns/preview 200 ${ms}ms` },
      ],
    },
    {
      w: 3,
      steps: [
        {
          svc: "payslip-renderer",
          msg: (r, ms) => `rendered payslip employee=${ee(r)} pages=${r.int(1, 2)} template=us-standard-v7 in ${ms}ms`,
        },
        { svc: "payroll-api", msg: (r, ms) => `GET /v2/me/payslips/${r.hex(8)}.pdf 200 ${ms}ms` },
      ],
    },
    {
      w: 2,
      steps: [
        { svc: "employer-registry", msg: (r) => `employer ${emp(r)} resolved (plan=core, pay_freq=biweekly)` },
        { svc: "payroll-api", msg: (r, ms) => `GET /v2/employers/${emp(r)}/employees?page=${r.int(1, 9)} 200 ${ms}ms` },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "ach-transmit",
          msg: (r) =>
            `queued ${r.int(4, 400)} PPD credit entries for employer ${emp(r)} effective 2026-12-0${r.int(1, 4)} (batch ${r.int(1000, 9999)})`,
        },
        {
          svc: "payrun-engine",
          msg: (r) =>
            `Payrun PR-${period(r)}-${r.int(10000, 99999)} approved by ${r.pick(["payroll_admin", "owner", "accountant"])}, handing off to funding`,
        },
        { svc: "payroll-api", msg: (r, ms) => `POST /v2/employers/${emp(r)}/payruns/approve 202 ${ms}ms` },
      ],
    },
    {
      w: 1,
      steps: [{ svc: "payroll-api", msg: (r, ms) => `GET /v2/employers/${emp(r)}/payruns 401 ${ms}ms`, level: "info" }],
    },
  ],
  jobs: [
    {
      svc: "payroll-db",
      periodS: 300,
      msg: (r) =>
        `LOG:  checkpoint complete: wrote ${r.int(400, 9000)} buffers (${r.int(1, 9)}.${r.int(0, 9)}%); 0 WAL file(s) added, 0 removed, ${r.int(1, 6)} recycled; write=${r.int(20, 269)}.${r.int(100, 999)} s, sync=0.${r.int(10, 99)}1 s, total=${r.int(20, 270)}.${r.int(100, 999)} s`,
    },
    {
      svc: "payroll-db",
      periodS: 90,
      msg: (r) =>
        `LOG:  automatic vacuum of table "payroll.public.${r.pick(["pay_items", "timesheet_lines", "tax_ledger", "audit_events"])}": index scans: 1 pages: 0 removed, ${r.int(2000, 90000)} remain`,
    },
    {
      svc: "filing-gateway",
      periodS: 60,
      msg: (r) =>
        `poller: checked ${r.int(3, 40)} pending acknowledgements (IRS MeF ${r.int(0, 4)} accepted, state ${r.int(0, 6)} accepted)`,
    },
    {
      svc: "ach-transmit",
      periodS: 120,
      msg: (r) =>
        `returns poller: fetched RETURNS_${r.int(100, 999)}.ach from bank SFTP, ${r.int(0, 5)} R-entries posted`,
    },
    {
      svc: "yearend-forms",
      periodS: 45,
      msg: (r) =>
        `w2 batch worker: generated ${r.int(20, 300)} W-2 PDFs for employer ${emp(r)} (tax year 2026 preview)`,
    },
    {
      svc: "employer-registry",
      periodS: 30,
      msg: (r) => `cache refresh: employer index warm (hit ratio 0.9${r.int(0, 9)})`,
    },
  ],
  health: ["payrun-engine", "tax-engine", "payslip-renderer", "employer-registry"],
  noisy: {
    svc: "ach-transmit",
    meanS: 6,
    level: "error",
    msg: (r) =>
      `prenote rejected for employee ${ee(r)}: R0${r.pick(["3", "4", "4", "2"])} ${r.pick(["No Account/Unable to Locate Account", "Invalid Account Number Structure", "Account Closed"])} (employee notified)`,
  },
  sporadic: [
    {
      svc: "tax-engine",
      meanS: 40,
      level: "warn",
      msg: (r) => `employee ${ee(r)} W-4 missing step 2 checkbox, defaulting to single rate schedule`,
    },
    {
      svc: "garnishment-svc",
      meanS: 55,
      level: "warn",
      msg: (r) =>
        `order GO-${r.int(10000, 99999)} for employee ${ee(r)} exceeds CCPA 25% limit, capped at disposable earnings`,
    },
    {
      svc: "filing-gateway",
      meanS: 70,
      level: "warn",
      msg: (r) =>
        `state ${state(r)} portal slow: submission ack took ${r.int(8, 28)}s (quarter-end load), retry 1/3 succeeded`,
    },
    {
      svc: "payroll-api",
      meanS: 25,
      level: "warn",
      msg: (r) =>
        `timesheet import for employer ${emp(r)} received after cut-off (14:00 ET), deferred to next pay period`,
    },
  ],
  deprecations: [
    {
      svc: "payroll-api",
      msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "payrun-engine",
      msg: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
    },
  ],
};

const rotaline: Estate = {
  key: "rotaline",
  company: "Rotaline (workforce scheduling and time clocks)",
  ns: "wfm",
  traces: false,
  services: {
    "wfm-web": "node",
    "clock-ingest": "go",
    "terminal-bridge": "cpp",
    "shift-scheduler": "java",
    "leave-service": "ruby",
    "accrual-calc": "python",
    "notify-dispatch": "node",
    "timesheet-export": "dotnet",
    "roster-cache": "go",
  },
  flows: [
    {
      w: 5,
      steps: [
        {
          svc: "terminal-bridge",
          msg: (r) =>
            `term ${site(r)}/T${r.int(1, 24)} frame ok: punch badge=${r.int(10000, 99999)} type=${r.pick(["IN", "OUT", "BREAK_START", "BREAK_END"])} rssi=-${r.int(40, 80)}`,
        },
        {
          svc: "clock-ingest",
          msg: (r, ms) =>
            `punch accepted site=${site(r)} badge=${r.int(10000, 99999)} offset=${r.pick(["-05:00", "-06:00", "-08:00"])} latency=${ms}ms`,
        },
      ],
    },
    {
      w: 3,
      steps: [
        { svc: "roster-cache", msg: (r) => `roster hit key=roster:${site(r)}:2026-W49 size=${r.int(4, 60)}KB` },
        {
          svc: "shift-scheduler",
          msg: (r, ms) =>
            `Published roster for ${site(r)} week 2026-W49: ${r.int(40, 380)} shifts, ${r.int(0, 9)} open (${ms} ms)`,
        },
        { svc: "wfm-web", msg: (r, ms) => `GET /api/schedules/${site(r)}?week=2026-W49 200 ${ms}ms` },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "accrual-calc",
          msg: (r, ms) =>
            `accrual balance employee=${ee(r)} plan=${r.pick(["PTO-US-STD", "SICK-CA", "PTO-HOURLY"])} balance=${r.int(0, 160)}.${r.int(0, 99)}h (${ms}ms)`,
        },
        {
          svc: "leave-service",
          msg: (r, ms) =>
            `Completed 201 Created in ${ms}ms (Views: 1.2ms | ActiveRecord: ${r.int(3, 40)}.${r.int(0, 9)}ms | Allocations: ${r.int(2000, 9000)})`,
        },
        { svc: "wfm-web", msg: (_r, ms) => `POST /api/leave-requests 201 ${ms}ms` },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "notify-dispatch",
          msg: (r) =>
            `sms queued to=+1***${r.int(1000, 9999)} template=shift_reminder provider=twilio sid=SM${r.hex(32)}`,
        },
        { svc: "shift-scheduler", msg: (r) => `Shift swap ${r.int(100000, 999999)} approved at ${site(r)}` },
        { svc: "wfm-web", msg: (_r, ms) => `POST /api/shift-swaps 200 ${ms}ms` },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "timesheet-export",
          msg: (r, ms) =>
            `Exported timesheet batch TS-${r.int(100000, 999999)} (${r.int(10, 400)} employees, ${r.int(400, 9000)}.${r.int(0, 9)}h) to payroll partner in ${ms} ms`,
        },
        { svc: "wfm-web", msg: (_r, ms) => `POST /api/timesheets/approve 202 ${ms}ms` },
      ],
    },
  ],
  jobs: [
    {
      svc: "roster-cache",
      periodS: 60,
      msg: (r) =>
        `evicted ${r.int(0, 40)} expired rosters, ${r.int(600, 1400)} keys resident, mem=${r.int(180, 260)}MB`,
    },
    {
      svc: "accrual-calc",
      periodS: 120,
      msg: (r) => `nightly-catchup: processed ${r.int(50, 800)} accrual events from queue accruals.v2`,
    },
    {
      svc: "timesheet-export",
      periodS: 90,
      msg: (r) => `Pay-period watcher: ${r.int(0, 12)} employers reach cut-off within 24h`,
    },
    {
      svc: "terminal-bridge",
      periodS: 30,
      msg: (r) => `heartbeat: ${r.int(380, 412)}/412 terminals online, backlog=${r.int(0, 4)} frames`,
    },
  ],
  health: ["wfm-web", "shift-scheduler", "leave-service", "accrual-calc"],
  noisy: {
    svc: "clock-ingest",
    meanS: 5,
    level: "warn",
    msg: (r) => `duplicate punch ignored badge=${r.int(10000, 99999)} site=${site(r)} type=IN delta=${r.int(2, 55)}s`,
  },
  sporadic: [
    {
      svc: "timesheet-export",
      meanS: 45,
      level: "warn",
      msg: (r) =>
        `Timesheet ${r.int(100000, 999999)} submitted after cut-off for period 2026-11-16..2026-11-29; routed to manager approval`,
    },
    {
      svc: "shift-scheduler",
      meanS: 60,
      level: "warn",
      msg: (r) =>
        `Constraint soft-violation at ${site(r)}: employee ${ee(r)} below 10h rest between shifts (overridden by manager)`,
    },
    {
      svc: "notify-dispatch",
      meanS: 50,
      level: "warn",
      msg: (r) => `twilio: 21610 Attempt to send to unsubscribed recipient +1***${r.int(1000, 9999)}, dropped`,
    },
    {
      svc: "terminal-bridge",
      meanS: 80,
      level: "warn",
      msg: (r) => `term ${site(r)}/T${r.int(1, 24)} clock drift ${r.int(3, 40)}s, NTP resync requested`,
    },
  ],
  deprecations: [
    {
      svc: "leave-service",
      msg: "DEPRECATION WARNING: `ActiveRecord::Base.default_timezone` is deprecated and will be removed in Rails 7.3. Use `ActiveRecord.default_timezone` instead.",
    },
    {
      svc: "accrual-calc",
      msg: "/app/accrual/db.py:41: SADeprecationWarning: The Query.get() method is considered legacy as of the 1.x series of SQLAlchemy and becomes a legacy construct in 2.0.",
    },
  ],
};

const peoplenest: Estate = {
  key: "peoplenest",
  company: "Peoplenest (HR suite: onboarding, directory, benefits)",
  ns: "hr-prod",
  traces: true,
  services: {
    "hr-portal": "node",
    "onboarding-svc": "python",
    "idv-connector": "go",
    "directory-svc": "java",
    "scim-bridge": "go",
    "benefits-enrol": "dotnet",
    "carrier-edi": "java",
    "doc-vault": "python",
    "hr-search": "elasticsearch",
  },
  flows: [
    {
      w: 3,
      steps: [
        {
          svc: "idv-connector",
          msg: (r, ms) =>
            `verification ${r.hex(12)} result=${r.pick(["clear", "clear", "clear", "consider"])} checks=document,selfie,ssn_trace vendor_ms=${ms}`,
        },
        {
          svc: "onboarding-svc",
          msg: (r) =>
            `onboarding case OB-${r.int(100000, 999999)} step identity_check -> ${r.pick(["i9_section1", "tax_forms", "direct_deposit"])}`,
        },
        {
          svc: "hr-portal",
          msg: (r, ms) => `POST /api/onboarding/cases/OB-${r.int(100000, 999999)}/identity 200 ${ms}ms`,
        },
      ],
    },
    {
      w: 4,
      steps: [
        {
          svc: "hr-search",
          msg: (r, ms) =>
            `[people-v3][${r.int(0, 4)}] took[${ms}ms], took_millis[${ms}], total_hits[${r.int(0, 90)} hits], search_type[QUERY_THEN_FETCH]`,
        },
        {
          svc: "directory-svc",
          msg: (r) => `Resolved org chart subtree for manager ${ee(r)}: ${r.int(2, 60)} reports, depth ${r.int(1, 4)}`,
        },
        {
          svc: "hr-portal",
          msg: (r, ms) =>
            `GET /api/people/search?q=${r.pick(["garcia", "chen", "okafor", "smith", "nguyen", "patel"])} 200 ${ms}ms`,
        },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "benefits-enrol",
          msg: (r, ms) =>
            `Election saved for employee ${ee(r)}: plan ${r.pick(["MED-PPO-500", "MED-HDHP-3000", "DEN-BASIC", "VIS-PLUS"])} tier ${r.pick(["EE", "EE+SP", "FAM"])} in ${ms}ms`,
        },
        { svc: "hr-portal", msg: (_r, ms) => `PUT /api/benefits/elections 200 ${ms}ms` },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "doc-vault",
          msg: (r, ms) =>
            `served document ${r.pick(["offer_letter", "i9", "w4", "handbook_ack"])} doc_id=${r.hex(10)} size=${r.int(40, 900)}KB in ${ms}ms`,
        },
        { svc: "hr-portal", msg: (r, ms) => `GET /api/documents/${r.hex(10)} 200 ${ms}ms` },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "scim-bridge",
          msg: (r, ms) => `scim PATCH /Users/${r.hex(8)}-${r.hex(4)} -> 200 (${ms}ms) attrs=title,manager,department`,
        },
        { svc: "directory-svc", msg: (r) => `Employee ${ee(r)} updated: department change pushed to SSO` },
      ],
    },
  ],
  jobs: [
    {
      svc: "carrier-edi",
      periodS: 120,
      msg: (r) =>
        `834 outbound: wrote ${r.int(3, 90)} member-level changes for carrier ${r.pick(["AETNA", "BCBS-IL", "DELTADENTAL", "VSP"])} (ISA13 ${r.int(100000000, 999999999)})`,
    },
    {
      svc: "scim-bridge",
      periodS: 60,
      msg: (r) =>
        `sync cycle done: ${r.int(0, 30)} updates, ${r.int(0, 4)} creates, ${r.int(0, 3)} deactivations (${r.int(300, 2500)}ms)`,
    },
    {
      svc: "hr-search",
      periodS: 300,
      msg: (r) =>
        `[gc][young][${r.int(3000, 9000)}][${r.int(100, 400)}] duration [${r.int(10, 60)}ms], collections [1]/[1.1s], total [${r.int(10, 60)}ms]/[${r.int(10, 90)}s], memory [${r.int(600, 900)}mb]->[${r.int(200, 400)}mb]/[2gb]`,
    },
    {
      svc: "doc-vault",
      periodS: 90,
      msg: (r) => `retention sweep: ${r.int(0, 30)} documents past retention moved to glacier tier`,
    },
  ],
  health: ["hr-portal", "onboarding-svc", "directory-svc", "benefits-enrol"],
  noisy: {
    svc: "scim-bridge",
    meanS: 5,
    level: "error",
    msg: (r) =>
      `scim PATCH /Users/${r.hex(8)}-${r.hex(4)} -> 404 {"schemas":["urn:ietf:params:scim:api:messages:2.0:Error"],"detail":"Resource ${r.hex(8)} not found","status":"404"}`,
  },
  sporadic: [
    {
      svc: "carrier-edi",
      meanS: 90,
      level: "warn",
      msg: (r) =>
        `inbound 999 from ${r.pick(["AETNA", "BCBS-IL"])} not received for file ISA13 ${r.int(100000000, 999999999)} (expected by 06:00), will check again in 15m`,
    },
    {
      svc: "idv-connector",
      meanS: 40,
      level: "warn",
      msg: (r) => `verification ${r.hex(12)} needs manual review: document glare score ${r.int(60, 90)}`,
    },
    {
      svc: "onboarding-svc",
      meanS: 60,
      level: "warn",
      msg: (r) =>
        `case OB-${r.int(100000, 999999)}: I-9 section 2 overdue (start date passed 3 business days ago), reminder sent`,
    },
    {
      svc: "benefits-enrol",
      meanS: 70,
      level: "warn",
      msg: (r) => `Dependent ${r.hex(6)} missing SSN; enrolment accepted pending documentation`,
    },
  ],
  deprecations: [
    {
      svc: "directory-svc",
      msg: "spring.ldap.urls uses deprecated ldap:// scheme on port 389; configure ldaps:// (property will be enforced in 4.0)",
    },
    {
      svc: "doc-vault",
      msg: "/usr/local/lib/python3.11/site-packages/botocore/auth.py:419: DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version.",
    },
  ],
};

const brightwage: Estate = {
  key: "brightwage",
  company: "Brightwage (UK and EU payroll bureau)",
  ns: "bw-payroll",
  traces: false,
  services: {
    "employer-portal": "ruby",
    "payroll-calc": "dotnet",
    "rti-submitter": "java",
    "bacs-bureau": "go",
    "sepa-export": "java",
    "pension-feed": "python",
    "payslip-mailer": "node",
    "audit-trail": "go",
    "p60-builder": "python",
  },
  flows: [
    {
      w: 4,
      steps: [
        { svc: "audit-trail", msg: (r) => `appended event payrun.calculated seq=${r.int(8000000, 9000000)} chain=ok` },
        {
          svc: "payroll-calc",
          msg: (r, ms) =>
            `Calculated pay run ${r.pick(["M08", "M09", "W35", "W36"])} for employer PAYE ${r.int(100, 999)}/${r.pick(["AB", "ZX", "KL"])}${r.int(10000, 99999)}: ${r.int(5, 600)} employees, tax code basis ${r.pick(["cumulative", "week1/month1"])}, ${ms} ms`,
        },
        {
          svc: "employer-portal",
          msg: (r, ms) =>
            `Completed 200 OK in ${ms}ms (Views: ${r.int(4, 40)}.1ms | ActiveRecord: ${r.int(5, 60)}.4ms | Allocations: ${r.int(9000, 60000)})`,
        },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "payslip-mailer",
          msg: (r) => `payslip email accepted by SES MessageId=0102019${r.hex(12)}-${r.hex(8)} employee=${ee(r)}`,
        },
        {
          svc: "employer-portal",
          msg: (r, ms) =>
            `Completed 202 Accepted in ${ms}ms (Views: 0.3ms | ActiveRecord: ${r.int(2, 20)}.0ms | Allocations: ${r.int(900, 4000)})`,
        },
      ],
    },
    {
      w: 2,
      steps: [
        {
          svc: "rti-submitter",
          msg: (r) =>
            `FPS submitted for PAYE ref ${r.int(100, 999)}/BW${r.int(10000, 99999)}: ${r.int(5, 600)} employments, correlation id ${r.hex(32).toUpperCase()}`,
        },
        { svc: "audit-trail", msg: (r) => `appended event rti.fps.submitted seq=${r.int(8000000, 9000000)} chain=ok` },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "bacs-bureau",
          msg: (r) =>
            `submission ${r.int(100000, 999999)} accepted by bureau: ${r.int(5, 600)} credits, value GBP ${money(r, 4000, 800000)}, processing day 2026-12-0${r.int(1, 4)}`,
        },
        {
          svc: "employer-portal",
          msg: (_r, ms) => `Completed 200 OK in ${ms}ms (Views: 2.0ms | ActiveRecord: 11.2ms | Allocations: 7712)`,
        },
      ],
    },
    {
      w: 1,
      steps: [
        {
          svc: "sepa-export",
          msg: (r) =>
            `pain.001.001.09 file built: ${r.int(5, 300)} credit transfers, ctrl sum EUR ${money(r, 3000, 500000)}, msgId BW-${r.hex(10).toUpperCase()}`,
        },
        {
          svc: "employer-portal",
          msg: (_r, ms) => `Completed 200 OK in ${ms}ms (Views: 1.1ms | ActiveRecord: 8.9ms | Allocations: 5120)`,
        },
      ],
    },
  ],
  jobs: [
    {
      svc: "pension-feed",
      periodS: 60,
      msg: (r) =>
        `contribution schedule uploaded provider=${r.pick(["NEST", "Smart Pension", "The People's Pension"])} employer=${r.int(1000, 9999)} members=${r.int(5, 400)} status=202`,
    },
    {
      svc: "rti-submitter",
      periodS: 45,
      msg: (r) => `Polled HMRC for ${r.int(1, 20)} outstanding responses: ${r.int(0, 5)} acknowledged`,
    },
    { svc: "p60-builder", periodS: 75, msg: (r) => `prepared ${r.int(10, 200)} P60 drafts (tax year 2026-27 dry run)` },
    {
      svc: "audit-trail",
      periodS: 120,
      msg: (r) => `segment rotated: /data/audit/seg-${r.int(10000, 99999)}.log sealed, sha256 ok`,
    },
  ],
  health: ["employer-portal", "payroll-calc", "rti-submitter", "payslip-mailer"],
  noisy: {
    svc: "bacs-bureau",
    meanS: 7,
    level: "warn",
    msg: (r) =>
      `modulus check failed for sort code ${r.int(10, 99)}-${r.int(10, 99)}-${r.int(10, 99)} account ****${r.int(1000, 9999)} (weight table 2026-10); payment held for employee ${ee(r)}`,
  },
  sporadic: [
    {
      svc: "rti-submitter",
      meanS: 50,
      level: "warn",
      msg: (r) => `HMRC response slow (${r.int(8, 19)}s); poll interval backed off to 30s`,
    },
    {
      svc: "payroll-calc",
      meanS: 60,
      level: "warn",
      msg: (r) => `Employee ${ee(r)} has emergency tax code 1257L W1/M1; awaiting P45`,
    },
    {
      svc: "payslip-mailer",
      meanS: 40,
      level: "warn",
      msg: (r) => `SES bounce (Permanent/General) for employee ${ee(r)}; payslip left on portal only`,
    },
    {
      svc: "employer-portal",
      meanS: 45,
      level: "warn",
      msg: (r) =>
        `Employer ${r.int(1000, 9999)} uploaded hours after the payroll cut-off; changes held for next period`,
    },
  ],
  deprecations: [
    {
      svc: "payslip-mailer",
      msg: "(node:1) NOTE: The AWS SDK for JavaScript (v2) is in maintenance mode. Please migrate your code to use AWS SDK for JavaScript (v3).",
    },
    {
      svc: "sepa-export",
      msg: "WARN  o.s.b.a.orm.jpa.JpaBaseConfiguration: spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering.",
    },
  ],
};

export const ESTATES: Record<string, Estate> = { paycrest, rotaline, peoplenest, brightwage };
