// The four made-up companies of quiet52: services, runtimes, call routes, healthy traffic wording, periodic jobs and
// the one service in each that complains all day about something nobody needs to fix.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";
export type Role =
  | "edge"
  | "payrun"
  | "tax"
  | "bank"
  | "payslip"
  | "clock"
  | "sched"
  | "leave"
  | "benefits"
  | "carrier"
  | "scim"
  | "notify"
  | "auth"
  | "onboarding"
  | "export"
  | "ledger";

type Say = (r: Rng) => string;

export interface Service {
  name: string;
  runtime: Runtime;
  ok: Say[];
  port: number;
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traced: boolean;
  services: Service[];
  /** Call chains, caller first. */
  routes: string[][];
  roles: Partial<Record<Role, string>>;
  jobs: { svc: string; everyMin: number; say: Say }[];
  noisy: { svc: string; level: Level; everySec: number; say: Say };
  day: string;
}

const emp = (r: Rng) => `E${r.int(100000, 999999)}`;
const co = (r: Rng) => `C${r.int(1000, 9999)}`;
const ms = (r: Rng, lo = 8, hi = 240) => r.int(lo, hi);
const usd = (r: Rng) => `${r.int(300, 6800)}.${String(r.int(0, 99)).padStart(2, "0")}`;

const PAYLARK: Estate = {
  key: "paylark",
  company: "Paylark Payroll",
  namespace: "paylark-prod",
  traced: true,
  day: "2026-10-15",
  services: [
    {
      name: "paylark-edge",
      runtime: "go",
      port: 8443,
      ok: [
        (r) => `"GET /v2/companies/${co(r)}/payrolls HTTP/1.1" 200 ${r.int(400, 9000)} ${ms(r, 20, 400)}ms`,
        (r) => `"POST /v2/companies/${co(r)}/payrolls/preview HTTP/1.1" 200 ${r.int(900, 20000)} ${ms(r, 80, 900)}ms`,
        (r) => `"GET /v2/employees/${emp(r)}/paystubs HTTP/1.1" 200 ${r.int(300, 4000)} ${ms(r, 15, 300)}ms`,
      ],
    },
    {
      name: "employer-portal",
      runtime: "node",
      port: 3000,
      ok: [
        (r) => `POST /api/payroll/preview 200 ${ms(r, 60, 800)} ms - ${r.int(900, 20000)}`,
        (r) => `GET /api/employees?page=${r.int(1, 40)} 200 ${ms(r)} ms - ${r.int(2000, 40000)}`,
        (r) => `GET /api/paystubs/${emp(r)} 200 ${ms(r)} ms - ${r.int(300, 4000)}`,
      ],
    },
    {
      name: "payrun-engine",
      runtime: "java",
      port: 8080,
      ok: [
        (r) =>
          `Gross-to-net computed for company ${co(r)} run PR-${r.int(40000, 49999)}: ${r.int(3, 900)} employees in ${ms(r, 40, 2400)}ms`,
        (r) => `Pay schedule BIWEEKLY resolved for ${co(r)}: check date 2026-10-${r.pick(["16", "23", "30"])}`,
        (r) => `Applied ${r.int(1, 12)} deductions for employee ${emp(r)} (401k, medical, dental)`,
      ],
    },
    {
      name: "tax-filing-svc",
      runtime: "python",
      port: 8000,
      ok: [
        (r) =>
          `withholding calculated state=${r.pick(["CA", "NY", "TX", "WA", "IL", "PA", "OH"])} employee=${emp(r)} fit=${r.int(20, 900)}.${r.int(10, 99)}`,
        (r) => `liability ledger updated form=941 quarter=2026Q4 company=${co(r)}`,
        (r) => `local tax jurisdictions resolved for ${emp(r)}: ${r.int(1, 4)} matches (psd ${r.int(100000, 999999)})`,
      ],
    },
    {
      name: "ach-outbound",
      runtime: "go",
      port: 9090,
      ok: [
        (r) =>
          `entry added batch=${r.int(1000, 9999)} sec=PPD tx=22 amount=${usd(r)} trace=${r.int(10000000, 99999999)}${r.int(1000000, 9999999)}`,
        (r) => `funding debit scheduled company=${co(r)} effective=2026-10-16 amount=${r.int(10000, 900000)}.00`,
        (r) => `reverse-wire check ok company=${co(r)} risk_score=${r.int(1, 30)}`,
      ],
    },
    {
      name: "payslip-renderer",
      runtime: "node",
      port: 3100,
      ok: [
        (r) =>
          `rendered payslip PS-${r.int(1000000, 9999999)} pages=${r.int(1, 2)} size=${r.int(40, 180)}KB in ${ms(r, 30, 600)}ms`,
        (r) => `uploaded s3://paylark-stubs-prod/${co(r)}/2026-10-16/${emp(r)}.pdf`,
      ],
    },
    {
      name: "ledger-sync",
      runtime: "dotnet",
      port: 5000,
      ok: [
        (r) =>
          `Posted journal entry JE-${r.int(100000, 999999)} to QuickBooks Online (realm ${r.int(1000000000, 9999999999)}), ${r.int(3, 40)} lines`,
        (r) => `Xero payroll journal exported for tenant ${r.hex(8)}-${r.hex(4)} in ${ms(r, 100, 900)}ms`,
      ],
    },
    {
      name: "notify-dispatch",
      runtime: "ruby",
      port: 3200,
      ok: [
        (r) => `Sent paystub_available to ${emp(r)} via ses message_id=0100018${r.hex(13)}-${r.hex(8)}`,
        (r) => `Enqueued PayrollProcessedMailer#deliver (Job ID: ${r.hex(8)}-${r.hex(4)}) to Sidekiq(mailers)`,
      ],
    },
    {
      name: "identity-gw",
      runtime: "java",
      port: 8081,
      ok: [
        (r) =>
          `type=CODE_TO_TOKEN, realmId=paylark, clientId=employer-portal, userId=${r.hex(8)}-${r.hex(4)}, ipAddress=10.${r.int(1, 40)}.${r.int(0, 255)}.${r.int(1, 254)}`,
        (r) => `type=REFRESH_TOKEN, realmId=paylark, clientId=employee-app, userId=${r.hex(8)}-${r.hex(4)}`,
      ],
    },
  ],
  routes: [
    ["paylark-edge", "employer-portal", "payrun-engine", "tax-filing-svc"],
    ["paylark-edge", "employer-portal", "payrun-engine", "ach-outbound"],
    ["paylark-edge", "employer-portal", "payslip-renderer"],
    ["paylark-edge", "employer-portal", "payrun-engine"],
    ["payrun-engine", "ledger-sync"],
    ["paylark-edge", "identity-gw"],
    ["payslip-renderer", "notify-dispatch"],
  ],
  roles: {
    edge: "paylark-edge",
    payrun: "payrun-engine",
    tax: "tax-filing-svc",
    bank: "ach-outbound",
    payslip: "payslip-renderer",
    ledger: "ledger-sync",
    notify: "notify-dispatch",
    auth: "identity-gw",
  },
  jobs: [
    {
      svc: "ach-outbound",
      everyMin: 5,
      say: (r) => `cutoff watcher: next Fed window 2026-10-15T18:45Z, ${r.int(2, 40)} files pending`,
    },
    {
      svc: "tax-filing-svc",
      everyMin: 3,
      say: (r) => `agency poller: ${r.int(0, 12)} filings awaiting acknowledgement`,
    },
    {
      svc: "payrun-engine",
      everyMin: 2,
      say: (r) => `scheduler: ${r.int(0, 30)} auto-approve runs due before 2026-10-15T21:00Z`,
    },
  ],
  noisy: {
    svc: "ledger-sync",
    level: "error",
    everySec: 9,
    say: (r) =>
      `Journal sync skipped for company ${co(r)}: QuickBooks returned invalid_grant (app disconnected by customer); will retry at 02:00`,
  },
};

const CREWDECK: Estate = {
  key: "crewdeck",
  company: "Crewdeck HR",
  namespace: "crewdeck",
  traced: false,
  day: "2026-11-03",
  services: [
    {
      name: "crewdeck-gateway",
      runtime: "go",
      port: 8080,
      ok: [
        (r) =>
          `${r.pick(["GET", "POST"])} ${r.pick(["/api/v1/punches", "/api/v1/shifts", "/api/v1/leave/requests", "/api/v1/onboarding/tasks"])} status=200 dur=${ms(r, 10, 500)}ms`,
      ],
    },
    {
      name: "people-core",
      runtime: "ruby",
      port: 3000,
      ok: [
        (r) =>
          `Completed 200 OK in ${ms(r, 8, 180)}ms (Views: ${r.int(1, 20)}.${r.int(0, 9)}ms | ActiveRecord: ${r.int(1, 60)}.${r.int(0, 9)}ms | Allocations: ${r.int(800, 9000)})`,
        (r) => `Processing by Api::V2::WorkersController#show as JSON  Parameters: {"id"=>"${r.int(10000, 99999)}"}`,
      ],
    },
    {
      name: "timeclock-api",
      runtime: "java",
      port: 8080,
      ok: [
        (r) =>
          `Punch accepted worker=W${r.int(10000, 99999)} type=${r.pick(["IN", "OUT", "BREAK_START", "BREAK_END"])} device=kiosk-${r.int(100, 999)} site=S${r.int(10, 99)}`,
        (r) =>
          `Timecard recomputed worker=W${r.int(10000, 99999)} period=2026-W45 hours=${r.int(8, 44)}.${r.int(0, 9)}`,
      ],
    },
    {
      name: "shift-planner",
      runtime: "java",
      port: 8080,
      ok: [
        (r) =>
          `Published schedule for location L${r.int(100, 999)} week 2026-W46: ${r.int(12, 240)} shifts, ${r.int(0, 6)} open`,
        (r) => `Swap request SW-${r.int(10000, 99999)} approved by manager M${r.int(1000, 9999)}`,
        (r) => `Coverage check location=L${r.int(100, 999)} day=2026-11-0${r.int(3, 9)} gaps=${r.int(0, 3)}`,
      ],
    },
    {
      name: "leave-tracker",
      runtime: "python",
      port: 8000,
      ok: [
        (r) =>
          `leave request LR-${r.int(100000, 999999)} created type=${r.pick(["PTO", "SICK", "BEREAVEMENT", "JURY"])} days=${r.int(1, 5)}`,
        (r) => `"GET /api/balances/W${r.int(10000, 99999)} HTTP/1.1" 200 ${r.int(200, 900)}`,
      ],
    },
    {
      name: "scim-bridge",
      runtime: "go",
      port: 8090,
      ok: [
        (r) =>
          `scim request method=${r.pick(["GET", "PATCH", "POST"])} path=/scim/v2/Users/${r.hex(8)}-${r.hex(4)} tenant=t-${r.int(100, 999)} status=${r.pick([200, 200, 201])} dur=${ms(r)}ms`,
      ],
    },
    {
      name: "onboarding-flow",
      runtime: "node",
      port: 3000,
      ok: [
        (r) => `task I-9 section 1 completed for hire H-${r.int(10000, 99999)}`,
        (r) => `welcome packet generated for hire H-${r.int(10000, 99999)} (start 2026-11-${r.int(10, 24)})`,
      ],
    },
    {
      name: "doc-signer",
      runtime: "dotnet",
      port: 5000,
      ok: [
        (r) =>
          `Envelope ${r.hex(8)}-${r.hex(4)} signed by recipient 1 of ${r.int(1, 3)} (template offer-letter-v${r.int(3, 9)})`,
      ],
    },
    {
      name: "mailer",
      runtime: "python",
      port: 8025,
      ok: [
        (r) =>
          `Task mailer.tasks.send_templated[${r.hex(8)}-${r.hex(4)}-${r.hex(4)}] succeeded in ${r.int(0, 2)}.${r.int(10, 99)}s: None`,
      ],
    },
  ],
  routes: [
    ["crewdeck-gateway", "timeclock-api", "people-core"],
    ["crewdeck-gateway", "timeclock-api"],
    ["crewdeck-gateway", "shift-planner", "timeclock-api"],
    ["crewdeck-gateway", "shift-planner"],
    ["crewdeck-gateway", "leave-tracker", "people-core"],
    ["crewdeck-gateway", "onboarding-flow", "doc-signer"],
    ["scim-bridge", "people-core"],
    ["leave-tracker", "mailer"],
    ["onboarding-flow", "mailer"],
  ],
  roles: {
    edge: "crewdeck-gateway",
    clock: "timeclock-api",
    sched: "shift-planner",
    leave: "leave-tracker",
    scim: "scim-bridge",
    onboarding: "onboarding-flow",
    notify: "mailer",
  },
  jobs: [
    {
      svc: "leave-tracker",
      everyMin: 4,
      say: (r) => `accrual beat: processed ${r.int(200, 4000)} balances in ${r.int(1, 9)}.${r.int(0, 9)}s`,
    },
    {
      svc: "scim-bridge",
      everyMin: 2,
      say: (r) => `directory poll tenant=t-${r.int(100, 999)} changes=${r.int(0, 14)}`,
    },
    {
      svc: "timeclock-api",
      everyMin: 5,
      say: (r) => `Auto clock-out sweep: ${r.int(0, 9)} open punches older than 16h closed`,
    },
  ],
  noisy: {
    svc: "leave-tracker",
    level: "error",
    everySec: 7,
    say: (r) =>
      `accrual skipped for worker W${r.int(10000, 99999)}: policy POL-${r.int(10, 99)} references archived location L${r.int(100, 999)}`,
  },
};

const BENEFLY: Estate = {
  key: "benefly",
  company: "Benefly Benefits & Pay",
  namespace: "benefly-prd",
  traced: true,
  day: "2026-11-18",
  services: [
    {
      name: "hub-api",
      runtime: "dotnet",
      port: 5000,
      ok: [
        (r) =>
          `Request finished HTTP/1.1 ${r.pick(["GET", "POST"])} https://api.benefly.example/${r.pick(["enrollments", "elections", "payroll/runs", "dependents"])}/${r.int(10000, 99999)} - ${r.pick([200, 200, 201])} ${r.int(100, 9000)} application/json ${r.int(10, 500)}.${r.int(1000, 9999)}ms`,
      ],
    },
    {
      name: "benefits-enroll",
      runtime: "java",
      port: 8080,
      ok: [
        (r) =>
          `Election saved member=${emp(r)} plan=${r.pick(["MED-PPO-500", "MED-HDHP-3000", "DEN-BASIC", "VIS-PLUS", "FSA-HC"])} tier=${r.pick(["EE", "EE+SP", "EE+CH", "FAM"])}`,
        (r) => `Open enrollment session resumed for ${emp(r)} (step ${r.int(2, 7)} of 8)`,
      ],
    },
    {
      name: "carrier-edi",
      runtime: "python",
      port: 8000,
      ok: [
        (r) =>
          `834 change transaction queued for carrier=${r.pick(["aetna", "bcbs-il", "guardian", "vsp"])} member=${emp(r)} maint=${r.pick(["021", "001", "024"])}`,
      ],
    },
    {
      name: "deductions-calc",
      runtime: "ruby",
      port: 3000,
      ok: [
        (r) =>
          `Deductions computed for ${emp(r)}: pre_tax=${r.int(20, 400)}.${r.int(10, 99)} post_tax=${r.int(0, 90)}.${r.int(10, 99)} (${r.int(2, 7)} codes)`,
      ],
    },
    {
      name: "payroll-core",
      runtime: "java",
      port: 8080,
      ok: [
        (r) =>
          `Run PR-${r.int(20000, 29999)} step=${r.pick(["GROSS", "TAXES", "DEDUCTIONS", "NET"])} done for ${r.int(10, 800)} employees in ${ms(r, 100, 3000)}ms`,
      ],
    },
    {
      name: "bank-gateway",
      runtime: "go",
      port: 9000,
      ok: [
        (r) =>
          `account verification ok routing=${r.int(10, 99)}***${r.int(100, 999)} method=instant latency=${ms(r, 120, 900)}ms`,
        (r) => `direct deposit instruction stored employee=${emp(r)} split=${r.pick(["100", "80/20", "remainder"])}`,
      ],
    },
    {
      name: "audit-trail",
      runtime: "go",
      port: 9100,
      ok: [
        (r) =>
          `appended ${r.int(1, 40)} events to stream audit.${r.pick(["payroll", "benefits", "banking"])} offset=${r.int(1000000, 9999999)}`,
      ],
    },
    {
      name: "cron-runner",
      runtime: "python",
      port: 8001,
      ok: [(r) => `heartbeat ok, ${r.int(8, 14)} schedules loaded`],
    },
    {
      name: "notify",
      runtime: "node",
      port: 3000,
      ok: [
        (r) =>
          `push sent template=${r.pick(["election_confirmed", "paystub_ready", "dependent_docs_needed"])} user=${emp(r)} provider=fcm`,
      ],
    },
  ],
  routes: [
    ["hub-api", "benefits-enroll", "deductions-calc", "payroll-core"],
    ["hub-api", "benefits-enroll", "deductions-calc"],
    ["hub-api", "benefits-enroll"],
    ["hub-api", "payroll-core", "bank-gateway"],
    ["hub-api", "bank-gateway", "audit-trail"],
    ["benefits-enroll", "carrier-edi"],
    ["payroll-core", "audit-trail"],
    ["benefits-enroll", "notify"],
  ],
  roles: {
    edge: "hub-api",
    benefits: "benefits-enroll",
    carrier: "carrier-edi",
    payrun: "payroll-core",
    bank: "bank-gateway",
    notify: "notify",
  },
  jobs: [
    {
      svc: "cron-runner",
      everyMin: 3,
      say: (r) => `schedule evidence-reminders fired, ${r.int(0, 80)} members queued`,
    },
    {
      svc: "carrier-edi",
      everyMin: 5,
      say: (r) => `outbound sweep: ${r.int(0, 6)} 834 files staged, next transmit 23:00 ET`,
    },
    {
      svc: "audit-trail",
      everyMin: 2,
      say: (r) => `compaction: segment ${r.int(100, 999)} sealed (${r.int(2, 60)} MB)`,
    },
  ],
  noisy: {
    svc: "carrier-edi",
    level: "error",
    everySec: 11,
    say: () =>
      "sftp login to uat-sftp.guardian-carrier.example failed: Authentication failed (publickey) [sandbox credential expired 2026-09-30, production feed unaffected]",
  },
};

const TALLYHOUR: Estate = {
  key: "tallyhour",
  company: "Tallyhour Time & Attendance",
  namespace: "tallyhour-live",
  traced: false,
  day: "2026-12-07",
  services: [
    {
      name: "api-front",
      runtime: "node",
      port: 8080,
      ok: [
        (r) =>
          `${r.pick(["GET", "POST"])} ${r.pick(["/v3/timesheets", "/v3/punches", "/v3/schedules", "/v3/overtime/preview"])} ${r.pick([200, 200, 200, 204])} ${ms(r, 9, 420)}ms`,
      ],
    },
    {
      name: "kiosk-ingest",
      runtime: "cpp",
      port: 7000,
      ok: [
        (r) =>
          `batch from terminal TH-${r.int(1000, 9999)}: ${r.int(1, 30)} punches, fw 4.${r.int(1, 3)}.${r.int(0, 9)}, rssi -${r.int(40, 80)}dBm`,
        (r) => `biometric template match terminal=TH-${r.int(1000, 9999)} score=0.${r.int(91, 99)}`,
      ],
    },
    {
      name: "punch-processor",
      runtime: "go",
      port: 9000,
      ok: [
        (r) =>
          `punch stored employee=${emp(r)} kind=${r.pick(["in", "out", "meal_in", "meal_out"])} rounding=7min src=${r.pick(["kiosk", "mobile", "web"])}`,
        (r) => `timesheet ${r.int(100000, 999999)} totals updated regular=${r.int(1, 40)}.${r.int(0, 9)}h`,
      ],
    },
    {
      name: "overtime-rules",
      runtime: "dotnet",
      port: 5000,
      ok: [
        (r) =>
          `Evaluated ruleset ${r.pick(["FLSA-weekly", "FLSA-weekly", "CA-daily", "CO-daily"])} for ${emp(r)}: ot=${r.int(0, 9)}.${r.int(0, 9)}h dt=${r.int(0, 2)}.0h`,
      ],
    },
    {
      name: "schedule-svc",
      runtime: "python",
      port: 8000,
      ok: [
        (r) => `shift ${r.int(100000, 999999)} assigned to ${emp(r)} store=${r.int(100, 999)} 2026-12-${r.int(8, 14)}`,
        (r) => `"GET /schedules?store=${r.int(100, 999)}&week=2026-50 HTTP/1.1" 200 ${r.int(900, 9000)}`,
      ],
    },
    {
      name: "hris-sync",
      runtime: "ruby",
      port: 3000,
      ok: [
        (r) =>
          `Synced worker ${emp(r)} from Workday (changed: ${r.pick(["job_title", "cost_center", "manager", "location"])})`,
      ],
    },
    {
      name: "payroll-export",
      runtime: "java",
      port: 8080,
      ok: [
        (r) =>
          `Export line written client=${co(r)} earn_code=${r.pick(["REG", "OT", "DT", "HOL"])} hours=${r.int(1, 80)}.${r.int(0, 99)}`,
      ],
    },
    {
      name: "sso-broker",
      runtime: "go",
      port: 8443,
      ok: [
        (r) =>
          `saml assertion accepted idp=${r.pick(["okta", "entra", "pingone"])} tenant=${co(r)} subject=${r.hex(6)}@*** dur=${ms(r, 4, 60)}ms`,
      ],
    },
    {
      name: "report-export",
      runtime: "python",
      port: 8002,
      ok: [
        (r) =>
          `report RPT-${r.int(100000, 999999)} generated (${r.pick(["labor-cost", "attendance", "ot-summary"])}, ${r.int(20, 9000)} rows)`,
      ],
    },
  ],
  routes: [
    ["kiosk-ingest", "punch-processor", "overtime-rules"],
    ["kiosk-ingest", "punch-processor"],
    ["api-front", "punch-processor", "overtime-rules"],
    ["api-front", "overtime-rules"],
    ["api-front", "schedule-svc"],
    ["api-front", "sso-broker"],
    ["api-front", "report-export"],
    ["hris-sync", "schedule-svc"],
    ["punch-processor", "payroll-export"],
  ],
  roles: {
    edge: "api-front",
    clock: "punch-processor",
    sched: "schedule-svc",
    auth: "sso-broker",
    export: "payroll-export",
    scim: "hris-sync",
  },
  jobs: [
    {
      svc: "payroll-export",
      everyMin: 4,
      say: (r) => `ExportScheduler tick: ${r.int(0, 25)} clients due for ADP/Paychex export before cut-off`,
    },
    {
      svc: "hris-sync",
      everyMin: 3,
      say: (r) => `Workday delta pull finished: ${r.int(0, 300)} workers, ${r.int(1, 12)}s`,
    },
    { svc: "kiosk-ingest", everyMin: 1, say: (r) => `terminals online ${r.int(1800, 1840)}/1852` },
  ],
  noisy: {
    svc: "report-export",
    level: "error",
    everySec: 8,
    say: (r) =>
      `report RPT-${r.int(100000, 999999)}: xlsx row limit (1048576) exceeded, falling back to CSV attachment`,
  },
};

export const ESTATES: Estate[] = [PAYLARK, CREWDECK, BENEFLY, TALLYHOUR];

export const estate = (key: string): Estate => {
  const e = ESTATES.find((x) => x.key === key);
  if (!e) throw new Error(`no estate ${key}`);
  return e;
};

export const runtimeOf = (e: Estate, svc: string): Runtime => e.services.find((s) => s.name === svc)?.runtime ?? "go";
