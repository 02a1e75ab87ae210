// The four made-up companies of holdout74: two consumer lenders and two recruiting platforms, each with its own
// services, runtimes, request flows, periodic jobs, domain noise and one service with a constant harmless complaint.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export interface Ctx {
  n: number;
  m: number;
  amt: string;
  k: string;
  ip: string;
}
export type T = (r: Rng, c: Ctx) => string;
export interface Step {
  svc: string;
  level: Level;
  msg: T;
  lag: number; // ms after the previous step
}
export interface Flow {
  every: number; // mean seconds between flows before scaling
  steps: Step[];
}
export interface Periodic {
  svc: string;
  every: number; // seconds
  level: Level;
  msg: T;
  stack?: T;
  jitter?: boolean; // Poisson instead of a fixed period
}
export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";
export interface Estate {
  key: string;
  namespace: string;
  traces: boolean;
  services: Record<string, Runtime>;
  flows: Flow[];
  periodic: Periodic[];
  noisy: Periodic;
  changes: { svc: string; lines: [Level, T][] }[];
  starting: Record<string, T>; // what a service prints when it (re)starts
}

export function newCtx(r: Rng): Ctx {
  return {
    n: r.int(100000, 999999),
    m: r.int(1000, 99999),
    amt: String(r.pick([500, 1000, 1500, 2000, 2500, 3000, 4000, 5000, 7500, 10000, 12000, 15000, 20000])),
    k: r.hex(10),
    ip: `10.${r.int(0, 9)}.${r.int(0, 255)}.${r.int(2, 254)}`,
  };
}

const s = (svc: string, level: Level, lag: number, msg: T): Step => ({ svc, level, msg, lag });
const ms = (r: Rng, lo: number, hi: number) => r.int(lo, hi);
const clock = (r: Rng) => `${String(r.int(8, 19)).padStart(2, "0")}:${r.pick(["00", "15", "30", "45"])}`;

/** A kube-probe line as each runtime's usual access logger prints it. */
export function health(rt: Runtime, svc: string): T {
  switch (rt) {
    case "java":
      return (r) => `GET /actuator/health/liveness 200 ${ms(r, 1, 6)}ms (kube-probe/1.29)`;
    case "python":
      return (r, c) => `${c.ip} - - "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29" ${ms(r, 1, 4)}ms`;
    case "go":
      return (r) => `http: GET /healthz status=200 dur=${ms(r, 90, 700)}µs ua=kube-probe/1.29`;
    case "node":
      return (r, c) =>
        `::ffff:${c.ip} - - "GET /healthz HTTP/1.1" 200 15 "-" "kube-probe/1.29" - ${ms(r, 0, 3)}.${ms(r, 100, 999)} ms`;
    case "dotnet":
      return (r) =>
        `Request finished HTTP/1.1 GET http://${svc}:8080/health - 200 - text/plain ${ms(r, 0, 4)}.${ms(r, 1000, 9999)}ms`;
    case "ruby":
      return (r) =>
        `method=GET path=/up format=*/* status=200 duration=${ms(r, 1, 5)}.${ms(r, 10, 99)} view=0.00 db=0.00`;
    case "cpp":
      return (r) => `probe ok: queue_depth=${ms(r, 0, 14)} workers=8/8 rss=${ms(r, 310, 380)}MiB`;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Brightwell Lending: Java/Spring core, Go pricing, Python KYC and collections, Node BFF and e-sign. Trace ids.
const brightwell: Estate = {
  key: "brightwell",
  namespace: "lending-prod",
  traces: true,
  services: {
    "borrower-app-bff": "node",
    "loan-applications": "java",
    "bureau-gateway": "java",
    "kyc-checks": "python",
    decisioning: "java",
    pricing: "go",
    "esign-connector": "node",
    disbursement: "java",
    repayments: "go",
    collections: "python",
  },
  flows: [
    {
      every: 4,
      steps: [
        s("loan-applications", "info", 5, (r, c) =>
          r.pick([
            `Application APP-${c.n} received product=PL amount=${c.amt} term=${r.pick([24, 36, 48, 60])}m channel=${r.pick(["ios", "android", "web", "broker"])}`,
            `Application APP-${c.n} resumed from step=income_details channel=${r.pick(["ios", "web"])}`,
          ]),
        ),
        s("bureau-gateway", "info", 220, (r, c) =>
          r.chance(0.08)
            ? `Experian CreditProfile for APP-${c.n}: NO_HIT (thin file), falling back to TransUnion`
            : `Experian CreditProfile pulled for APP-${c.n} (soft search, ${ms(r, 380, 1400)}ms, delphi band ${r.pick(["A", "B", "C", "D"])})`,
        ),
        s("kyc-checks", "info", 400, (r, c) =>
          r.chance(0.06)
            ? `kyc application=APP-${c.n} result=consider reason=document_expired action=manual_review`
            : `kyc application=APP-${c.n} result=clear checks=document,facial_similarity,watchlist took=${(r.next() * 2 + 0.6).toFixed(2)}s`,
        ),
        s("decisioning", "info", 90, (r, c) =>
          r.chance(0.3)
            ? `Decision APP-${c.n} outcome=DECLINE policy=${r.pick(["AFF-03 affordability", "DTI-45 debt to income", "BUR-11 recent default"])} ruleset=PL-2026.09`
            : `Decision APP-${c.n} outcome=APPROVE ruleset=PL-2026.09 pd=${(r.next() * 0.08).toFixed(4)}`,
        ),
        s(
          "pricing",
          "info",
          12,
          (r, c) =>
            `quote ok app=APP-${c.n} apr=${r.pick(["9.9", "12.9", "14.9", "19.9", "24.9", "29.9"])} tier=T${r.int(1, 5)} elapsed=${ms(r, 1, 9)}.${ms(r, 1, 9)}ms`,
        ),
        s("borrower-app-bff", "info", 30, (r) => `POST /v2/applications 201 ${ms(r, 900, 2900)}ms`),
      ],
    },
    {
      every: 2.5,
      steps: [
        s("repayments", "info", 3, (r, c) =>
          r.pick([
            `loan=LN-${c.m} schedule fetched installments=${r.int(12, 60)} next_due=2026-10-${String(r.int(1, 28)).padStart(2, "0")}`,
            `balance loan=LN-${c.m} outstanding=${r.money(200, 18000)} arrears=0.00`,
          ]),
        ),
        s("borrower-app-bff", "info", 20, (r) =>
          r.pick([
            `GET /v2/loans/current 200 ${ms(r, 40, 260)}ms`,
            `GET /v2/loans/current/schedule 200 ${ms(r, 40, 200)}ms`,
            `GET /v2/me 200 ${ms(r, 20, 90)}ms`,
          ]),
        ),
      ],
    },
    {
      every: 14,
      steps: [
        s("esign-connector", "info", 40, (_r, c) => `envelope created for APP-${c.n} template=pl_agreement_v12`),
        s(
          "esign-connector",
          "info",
          1600,
          (r, c) => `docusign webhook envelope-completed APP-${c.n} signed_by=borrower after ${r.int(2, 40)}m`,
        ),
        s(
          "disbursement",
          "info",
          120,
          (r, c) =>
            `Payout submitted APP-${c.n} amount=${c.amt}.00 GBP rail=${r.pick(["FPS", "FPS", "BACS"])} ref=BWL${c.k.toUpperCase().slice(0, 8)}`,
        ),
        s("disbursement", "info", 900, (_r, c) => `Payout APP-${c.n} status=ACCEPTED by scheme`),
      ],
    },
  ],
  periodic: [
    {
      svc: "collections",
      every: 6,
      level: "info",
      jitter: true,
      msg: (r, c) =>
        r.chance(0.55)
          ? `dialer: call to account LN-${c.m} result=NO_ANSWER attempt=${r.int(1, 4)}/5`
          : `dialer: call to account LN-${c.m} result=${r.pick(["PTP_CAPTURED", "RPC", "VOICEMAIL"])} agent=ag${r.int(10, 60)}`,
    },
    {
      svc: "repayments",
      every: 9,
      level: "warn",
      jitter: true,
      msg: (r, c) =>
        `direct debit returned loan=LN-${c.m} amount=${r.money(60, 420)} reason=${r.pick(["ARUDD 0 REFER TO PAYER", "ARUDD 0 REFER TO PAYER", "ARUDD 1 INSTRUCTION CANCELLED"])}`,
    },
    {
      svc: "repayments",
      every: 60,
      level: "info",
      msg: (r) => `collection batch ${r.int(4000, 9000)} settled: ${r.int(200, 900)} ok, ${r.int(3, 40)} returned`,
    },
    {
      svc: "loan-applications",
      every: 30,
      level: "info",
      msg: (r) => `Outbox relay published ${r.int(0, 30)} events in ${ms(r, 3, 40)}ms`,
    },
    {
      svc: "disbursement",
      every: 45,
      level: "info",
      msg: (r) => `FPS gateway heartbeat ok (rtt ${ms(r, 8, 40)}ms, window 3/3)`,
    },
    {
      svc: "pricing",
      every: 60,
      level: "info",
      msg: (r) => `rate card reloaded version=2026-09-${String(r.int(1, 28)).padStart(2, "0")} products=14 checksum ok`,
    },
    {
      svc: "kyc-checks",
      every: 40,
      level: "warn",
      msg: () =>
        "DeprecationWarning: onfido.Api.check_create(applicant_id=...) is deprecated, use workflow runs instead",
    },
    {
      svc: "bureau-gateway",
      every: 37,
      level: "warn",
      jitter: true,
      msg: (r, c) =>
        `Retrying TransUnion CallValidate for APP-${c.n} after HTTP 503 (attempt 2/3, backoff ${r.int(200, 800)}ms)`,
    },
    {
      svc: "bureau-gateway",
      every: 37,
      level: "info",
      jitter: true,
      msg: (r, c) => `TransUnion CallValidate for APP-${c.n} succeeded on attempt 2 (${ms(r, 300, 900)}ms)`,
    },
    {
      svc: "esign-connector",
      every: 50,
      level: "warn",
      msg: () => "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
    {
      svc: "borrower-app-bff",
      every: 20,
      level: "info",
      jitter: true,
      msg: (r) => `POST /v2/auth/refresh 200 ${ms(r, 20, 80)}ms`,
    },
  ],
  noisy: {
    svc: "decisioning",
    every: 7,
    level: "error",
    jitter: true,
    msg: (_r, c) =>
      `Rule AFF-07 references attribute 'income_verified_flag' which is not present in the feature set; evaluating as false (APP-${c.n})`,
  },
  changes: [
    {
      svc: "repayments",
      lines: [
        ["info", (r) => `starting repayments version=v4.${r.int(10, 30)}.${r.int(0, 9)} commit=${r.hex(7)}`],
        ["info", () => "listening on :8080"],
      ],
    },
    {
      svc: "kyc-checks",
      lines: [
        ["info", () => "Booting worker with pid: 41"],
        ["info", (r) => `Config reloaded: feature flags rev ${r.int(100, 400)} (watchlist_fuzzy_match=on)`],
      ],
    },
    {
      svc: "loan-applications",
      lines: [
        [
          "info",
          (r) =>
            `Started LoanApplicationsApplication in ${r.int(11, 24)}.${r.int(100, 999)} seconds (process running for ${r.int(13, 30)}.4)`,
        ],
      ],
    },
    {
      svc: "collections",
      lines: [["info", (r) => `config reload: dialer campaign set 'early_arrears_${r.int(2, 9)}' activated`]],
    },
  ],
  starting: {
    pricing: (r) => `starting pricing version=v2.${r.int(10, 20)}.${r.int(0, 9)} GOMAXPROCS=2`,
    decisioning: () =>
      ":: Spring Boot ::                (v3.3.4) Starting DecisioningApplication using Java 21.0.4 with PID 1",
    "loan-applications": () => "Starting LoanApplicationsApplication using Java 21.0.4 with PID 1",
    "esign-connector": () => "esign-connector listening on :3000 (node v20.17.0)",
    "borrower-app-bff": () => "bff listening on :8080 (node v20.17.0)",
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Lendora: .NET underwriting and servicing, Rails web and agreements, Go payouts and direct debits, Python fraud,
// Node dialer. No request ids.
const lendora: Estate = {
  key: "lendora",
  namespace: "lendora",
  traces: false,
  services: {
    "apply-web": "ruby",
    "underwriting-api": "dotnet",
    "credit-pull": "dotnet",
    "fraud-score": "python",
    agreements: "ruby",
    payouts: "go",
    "servicing-core": "dotnet",
    "collections-dialer": "node",
    "repayments-dd": "go",
  },
  flows: [
    {
      every: 4.5,
      steps: [
        s(
          "apply-web",
          "info",
          3,
          (r, c) =>
            `Processing by ApplicationsController#submit as JSON (application_id=${c.n}, amount=${c.amt}, term=${r.pick([12, 24, 36])})`,
        ),
        s("credit-pull", "info", 300, (r, c) =>
          r.chance(0.07)
            ? `Equifax consumer search for application ${c.n} returned no match (NO_TRACE), routing to manual`
            : `Equifax consumer search for application ${c.n} completed in ${ms(r, 400, 1600)}ms (score ${r.int(380, 990)})`,
        ),
        s(
          "fraud-score",
          "info",
          80,
          (r, c) =>
            `scored application=${c.n} model=gbm-2026-08 score=${r.next().toFixed(3)} band=${r.pick(["low", "low", "low", "medium"])} latency_ms=${ms(r, 12, 70)}`,
        ),
        s("underwriting-api", "info", 60, (r, c) =>
          r.chance(0.35)
            ? `Application ${c.n} declined by policy ${r.pick(["MIN_INCOME", "MAX_DTI", "RECENT_CCJ", "AGE_UNDER_21"])}`
            : `Application ${c.n} approved at ${r.pick(["14.9", "19.9", "24.9"])}% for ${r.pick([12, 24, 36])} months`,
        ),
        s(
          "apply-web",
          "info",
          40,
          (r) =>
            `Completed 200 OK in ${ms(r, 700, 2600)}ms (Views: 0.4ms | ActiveRecord: ${ms(r, 8, 60)}.2ms | Allocations: ${r.int(9000, 30000)})`,
        ),
      ],
    },
    {
      every: 3,
      steps: [
        s("servicing-core", "info", 5, (r, c) =>
          r.pick([`Loan LD-${c.m} statement requested`, `Loan LD-${c.m} balance ${r.money(100, 9000)} GBP`]),
        ),
        s(
          "apply-web",
          "info",
          15,
          (r, c) =>
            `Completed 200 OK in ${ms(r, 30, 240)}ms (Views: ${ms(r, 1, 9)}.1ms | ActiveRecord: ${ms(r, 2, 20)}.6ms | Allocations: ${c.m})`,
        ),
      ],
    },
    {
      every: 16,
      steps: [
        s(
          "agreements",
          "info",
          30,
          (_r, c) => `Generated credit agreement PDF for application ${c.n} (CCA s61 template 2026-04)`,
        ),
        s("agreements", "info", 900, (r, c) => `DocuSign envelope ${c.k}-${r.hex(4)} sent for application ${c.n}`),
        s(
          "payouts",
          "info",
          2000,
          (_r, c) => `payout queued application=${c.n} amount=${c.amt}.00 rail=faster_payments`,
        ),
        s(
          "payouts",
          "info",
          700,
          (r, c) => `payout settled application=${c.n} scheme_ref=FP${r.hex(12).toUpperCase()} ms=${ms(r, 300, 1900)}`,
        ),
      ],
    },
  ],
  periodic: [
    {
      svc: "collections-dialer",
      every: 5,
      level: "info",
      jitter: true,
      msg: (r, c) =>
        `call ${c.k} to LD-${c.m} ended status=${r.pick(["no-answer", "no-answer", "busy", "completed", "voicemail"])} duration=${r.int(0, 180)}s`,
    },
    {
      svc: "repayments-dd",
      every: 8,
      level: "warn",
      jitter: true,
      msg: (r, c) =>
        `ddr return mandate=DDI${c.m} loan=LD-${c.m} code=${r.pick(["0", "0", "0", "B", "1"])} (${r.pick(["refer to payer", "refer to payer", "instruction cancelled"])})`,
    },
    {
      svc: "repayments-dd",
      every: 55,
      level: "info",
      msg: (r) => `bacs submission window check: next cut-off 22:30, ${r.int(100, 1400)} collections staged`,
    },
    {
      svc: "servicing-core",
      every: 30,
      level: "info",
      msg: (r) => `Hangfire job InterestAccrualJob processed ${r.int(100, 900)} loans in ${r.int(80, 900)} ms`,
    },
    {
      svc: "underwriting-api",
      every: 45,
      level: "warn",
      msg: () =>
        "warn: Microsoft.AspNetCore.Mvc.Infrastructure: Action 'LegacyQuoteController.Get' is marked obsolete and will be removed in v9.",
    },
    {
      svc: "credit-pull",
      every: 41,
      level: "warn",
      jitter: true,
      msg: (r, c) =>
        `Polly retry 1 of 3 for Equifax request application ${c.n} after 502 BadGateway (delay ${r.int(200, 600)}ms) - succeeded on retry`,
    },
    {
      svc: "fraud-score",
      every: 60,
      level: "info",
      msg: (r) => `feature cache refresh: ${r.int(30000, 90000)} device hashes loaded`,
    },
    { svc: "payouts", every: 30, level: "info", msg: (r) => `fps gateway keepalive ok rtt=${ms(r, 9, 30)}ms` },
    {
      svc: "agreements",
      every: 50,
      level: "warn",
      msg: () => "DEPRECATION WARNING: `ActiveRecord::Base.connection` is deprecated; use `with_connection` instead.",
    },
  ],
  noisy: {
    svc: "fraud-score",
    every: 6,
    level: "error",
    jitter: true,
    msg: (_r, c) => `device fingerprint missing for application=${c.n}; scoring without device signals`,
  },
  changes: [
    {
      svc: "collections-dialer",
      lines: [["info", (r) => `dialer v${r.int(3, 4)}.${r.int(1, 20)}.0 started, campaign=arrears_d${r.int(5, 30)}`]],
    },
    {
      svc: "servicing-core",
      lines: [
        ["info", () => "Now listening on: http://[::]:8080"],
        ["info", () => "Application started. Hosting environment: Production"],
      ],
    },
    {
      svc: "agreements",
      lines: [["info", () => "Puma starting in cluster mode... * Puma version: 6.4.2 (ruby 3.3.4-p94)"]],
    },
    { svc: "fraud-score", lines: [["info", (r) => `model registry: promoted gbm-2026-0${r.int(7, 9)} to shadow`]] },
  ],
  starting: {
    agreements: () => "Puma starting in cluster mode... * Puma version: 6.4.2 (ruby 3.3.4-p94) * Workers: 4",
    payouts: (r) => `payouts starting build=${r.hex(7)} go1.22.6`,
    "underwriting-api": () => "Now listening on: http://[::]:8080",
    "credit-pull": () => "Application started. Hosting environment: Production",
  },
};

// ---------------------------------------------------------------------------------------------------------------
// HireLoop: Node careers site and scheduler, Go syndication and mail, Python parsing and HRIS, Java search and
// offers, Ruby background checks. Trace ids.
const hireloop: Estate = {
  key: "hireloop",
  namespace: "hireloop",
  traces: true,
  services: {
    "careers-web": "node",
    "job-syndicator": "go",
    "resume-parser": "python",
    "candidate-search": "java",
    "interview-scheduler": "node",
    "bg-checks": "ruby",
    offers: "java",
    "hris-sync": "python",
    notifier: "go",
  },
  flows: [
    {
      every: 3.5,
      steps: [
        s(
          "careers-web",
          "info",
          3,
          (_r, c) => `application received job=J-${c.m} candidate=C-${c.n} source=careers_page`,
        ),
        s("resume-parser", "info", 600, (r, c) =>
          r.chance(0.1)
            ? `resume for C-${c.n} could not be parsed: no text layer (scanned PDF), queued for OCR`
            : `parsed resume C-${c.n} pages=${r.int(1, 4)} skills=${r.int(4, 30)} positions=${r.int(1, 8)} in ${ms(r, 200, 1400)}ms`,
        ),
        s(
          "candidate-search",
          "info",
          80,
          (r, c) => `Indexed candidate C-${c.n} into candidates_v7 (${ms(r, 8, 60)}ms)`,
        ),
        s("careers-web", "info", 20, (r) => `POST /api/applications 201 ${ms(r, 700, 2100)}ms`),
      ],
    },
    {
      every: 2.2,
      steps: [
        s(
          "candidate-search",
          "info",
          3,
          (r) =>
            `search recruiter=R-${r.int(100, 999)} query="${r.pick(["java engineer london", "nurse band 5", "warehouse operative", "react remote", "payroll specialist"])}" hits=${r.int(0, 900)} took=${ms(r, 20, 180)}ms`,
        ),
        s("careers-web", "info", 10, (r) => `GET /api/recruiter/search 200 ${ms(r, 40, 260)}ms`),
      ],
    },
    {
      every: 9,
      steps: [
        s(
          "interview-scheduler",
          "info",
          5,
          (r, c) =>
            `slot proposed interview=I-${c.n} panel=${r.int(1, 4)} at 2026-10-${String(r.int(1, 28)).padStart(2, "0")}T${clock(r)}`,
        ),
        s(
          "interview-scheduler",
          "info",
          500,
          (r, c) => `calendar event created interview=I-${c.n} provider=${r.pick(["google", "google", "microsoft"])}`,
        ),
        s(
          "notifier",
          "info",
          200,
          (r, c) =>
            `mail queued template=interview_invite to=cand-${c.n}@${r.pick(["gmail.com", "outlook.com", "yahoo.co.uk"])}`,
        ),
      ],
    },
    {
      every: 25,
      steps: [
        s("offers", "info", 10, (_r, c) => `Offer OF-${c.m} approved by hiring manager, generating letter`),
        s(
          "bg-checks",
          "info",
          300,
          (r, c) =>
            `Checkr report requested candidate=C-${c.n} package=${r.pick(["tasker_standard", "driver_pro", "basic_plus"])}`,
        ),
        s("offers", "info", 700, (_r, c) => `Offer OF-${c.m} sent for e-signature (envelope ${c.k})`),
      ],
    },
  ],
  periodic: [
    {
      svc: "job-syndicator",
      every: 12,
      level: "info",
      jitter: true,
      msg: (r) =>
        `feed push board=${r.pick(["indeed", "linkedin", "totaljobs", "reed"])} jobs=${r.int(20, 400)} accepted=${r.int(20, 400)} ms=${ms(r, 400, 3000)}`,
    },
    {
      svc: "job-syndicator",
      every: 40,
      level: "warn",
      jitter: true,
      msg: (r) =>
        `board ${r.pick(["indeed", "zip_recruiter"])} throttled feed (HTTP 429, Retry-After: ${r.int(30, 120)}), will retry next cycle`,
    },
    {
      svc: "notifier",
      every: 15,
      level: "warn",
      jitter: true,
      msg: (r, c) =>
        `bounce for cand-${c.n}@${r.pick(["gmail.com", "hotmail.com", "icloud.com"])}: 550 5.1.1 The email account that you tried to reach does not exist`,
    },
    {
      svc: "hris-sync",
      every: 60,
      level: "info",
      msg: (r) => `workday sync: ${r.int(0, 12)} new hires pushed, ${r.int(0, 5)} updated, 0 failed`,
    },
    {
      svc: "bg-checks",
      every: 20,
      level: "info",
      jitter: true,
      msg: (r) => `Checkr webhook report.${r.pick(["completed", "updated", "engaged"])} report_id=${r.hex(24)}`,
    },
    {
      svc: "candidate-search",
      every: 30,
      level: "info",
      msg: (r) => `Refreshed synonym set recruiting_v3 (${r.int(1200, 1300)} rules)`,
    },
    {
      svc: "resume-parser",
      every: 45,
      level: "warn",
      msg: () =>
        "FutureWarning: The default value of `strict` in pdfminer.high_level.extract_text will change in 2027.",
    },
    {
      svc: "interview-scheduler",
      every: 33,
      level: "warn",
      jitter: true,
      msg: (r) => `google calendar freebusy retry 1/3 after 500 backendError (${ms(r, 100, 500)}ms) - ok`,
    },
    {
      svc: "offers",
      every: 60,
      level: "warn",
      msg: () => "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect'",
    },
  ],
  noisy: {
    svc: "job-syndicator",
    every: 6,
    level: "error",
    jitter: true,
    msg: (r) =>
      `totaljobs: job J-${r.int(1000, 99999)} rejected field=salary_max reason="must be >= salary_min" - posted without salary`,
  },
  changes: [
    { svc: "bg-checks", lines: [["info", (r) => `=> Booting Puma ... release v${r.int(200, 300)} (sha ${r.hex(7)})`]] },
    { svc: "careers-web", lines: [["info", (r) => `ready - started server on 0.0.0.0:3000 (build ${r.hex(8)})`]] },
    {
      svc: "candidate-search",
      lines: [
        ["info", (r) => `Config change applied: search.boost.recency=${r.pick(["0.2", "0.3", "0.4"])} (refresh scope)`],
      ],
    },
    { svc: "hris-sync", lines: [["info", () => "celery@hris-sync-7c9 ready."]] },
  ],
  starting: {
    "resume-parser": () => "[INFO] Starting gunicorn 22.0.0",
    notifier: (r) => `notifier starting rev=${r.hex(7)}`,
    offers: () => "Starting OffersApplication v2.41.0 using Java 17.0.12 with PID 1",
  },
};

// ---------------------------------------------------------------------------------------------------------------
// TalentForge: .NET ATS portal and calendar bridge, Python posting feed, C++ parse engine, Java index and HRIS
// connector, Go screening and mail relay, Ruby offer documents. No request ids.
const talentforge: Estate = {
  key: "talentforge",
  namespace: "tf-prod",
  traces: false,
  services: {
    "ats-portal": "dotnet",
    "posting-feed": "python",
    "parse-engine": "cpp",
    "talent-index": "java",
    "calendar-bridge": "dotnet",
    "screening-gw": "go",
    "offer-docs": "ruby",
    "hris-connector": "java",
    "mail-relay": "go",
  },
  flows: [
    {
      every: 3.5,
      steps: [
        s(
          "ats-portal",
          "info",
          3,
          (r, c) => `Candidate ${c.n} uploaded CV cv_${c.k.slice(0, 5)}.${r.pick(["pdf", "pdf", "docx"])}`,
        ),
        s("parse-engine", "info", 500, (r, c) =>
          r.chance(0.09)
            ? `job ${c.m}: unsupported input (encrypted PDF), returned partial=false`
            : `job ${c.m}: parsed ${r.int(1, 5)} pages, ${r.int(3, 40)} skills, ${r.int(1, 9)} roles in ${ms(r, 80, 900)}ms`,
        ),
        s("talent-index", "info", 40, (r, c) => `indexed doc cand_${c.n} segment=_${r.hex(2)} took=${ms(r, 3, 40)}ms`),
        s(
          "ats-portal",
          "info",
          10,
          (r) =>
            `Request finished HTTP/1.1 POST /api/candidates/cv - 201 - application/json ${ms(r, 500, 1800)}.${r.int(1000, 9999)}ms`,
        ),
      ],
    },
    {
      every: 2.4,
      steps: [
        s(
          "talent-index",
          "info",
          3,
          (r) =>
            `query "${r.pick(["forklift", "sous chef", "devops azure", "hgv class 1", "care assistant nights"])}" total=${r.int(0, 4000)} took=${ms(r, 5, 120)}ms`,
        ),
        s(
          "ats-portal",
          "info",
          8,
          (r) =>
            `Request finished HTTP/1.1 GET /api/search - 200 - application/json ${ms(r, 20, 200)}.${r.int(1000, 9999)}ms`,
        ),
      ],
    },
    {
      every: 10,
      steps: [
        s(
          "calendar-bridge",
          "info",
          5,
          (r, c) => `Booked interview ${c.n} on ${r.pick(["Exchange", "Graph", "Graph"])} calendar`,
        ),
        s(
          "mail-relay",
          "info",
          300,
          (r, c) =>
            `queued msg id=${c.k} rcpt=<c${c.n}@${r.pick(["gmail.com", "outlook.com", "btinternet.com"])}> size=${r.int(4, 40)}k`,
        ),
        s(
          "mail-relay",
          "info",
          600,
          (r, c) =>
            `delivered msg id=${c.k} relay=email-smtp.eu-west-1.amazonaws.com:587 dsn=2.0.0 delay=${(r.next() * 1.5).toFixed(2)}s`,
        ),
      ],
    },
    {
      every: 22,
      steps: [
        s(
          "screening-gw",
          "info",
          5,
          (r, c) =>
            `screening order created candidate=${c.n} vendor=sterling package=${r.pick(["basic-dbs", "standard-dbs", "rtw-check"])}`,
        ),
        s("offer-docs", "info", 800, (_r, c) => `Rendered offer letter for candidate ${c.n} (template uk_perm_v5)`),
        s("offer-docs", "info", 600, (r, c) => `Adobe Sign agreement ${r.hex(16)} created for candidate ${c.n}`),
      ],
    },
  ],
  periodic: [
    {
      svc: "posting-feed",
      every: 14,
      level: "info",
      jitter: true,
      msg: (r) =>
        `published ${r.int(10, 300)} postings to ${r.pick(["indeed", "adzuna", "cv-library", "linkedin"])} in ${(r.next() * 3 + 0.3).toFixed(2)}s`,
    },
    {
      svc: "posting-feed",
      every: 50,
      level: "warn",
      jitter: true,
      msg: (r) =>
        `${r.pick(["adzuna", "cv-library"])} responded 429 Too Many Requests; backing off ${r.int(30, 90)}s (feed will catch up)`,
    },
    {
      svc: "mail-relay",
      every: 16,
      level: "warn",
      jitter: true,
      msg: (r, c) =>
        `bounced msg id=${c.k} rcpt=<c${c.n}@${r.pick(["hotmail.co.uk", "gmail.com"])}> dsn=5.1.1 status=bounced (user unknown)`,
    },
    {
      svc: "hris-connector",
      every: 60,
      level: "info",
      msg: (r) => `BambooHR delta sync complete: ${r.int(0, 9)} employees created, ${r.int(0, 20)} updated`,
    },
    {
      svc: "screening-gw",
      every: 25,
      level: "info",
      jitter: true,
      msg: (r) =>
        `sterling callback status=${r.pick(["in_progress", "complete", "awaiting_candidate"])} order=${r.hex(12)}`,
    },
    {
      svc: "talent-index",
      every: 30,
      level: "info",
      msg: (r) => `merged ${r.int(2, 10)} segments into _${r.hex(2)} (${r.int(1, 40)} MB)`,
    },
    {
      svc: "ats-portal",
      every: 45,
      level: "warn",
      msg: () =>
        "warn: Microsoft.EntityFrameworkCore.Query[20504] Compiling a query which loads related collections for more than one collection navigation... QuerySplittingBehavior not configured",
    },
    {
      svc: "offer-docs",
      every: 55,
      level: "warn",
      msg: () =>
        "DEPRECATION WARNING: Rails.application.secrets is deprecated in favor of Rails.application.credentials",
    },
    {
      svc: "hris-connector",
      every: 38,
      level: "warn",
      jitter: true,
      msg: (r) => `BambooHR request GET /v1/employees/changed returned 503, retry 1/3 in ${r.int(1, 4)}s - succeeded`,
    },
  ],
  noisy: {
    svc: "calendar-bridge",
    every: 6,
    level: "warn",
    jitter: true,
    msg: (r) =>
      `EWS GetItem failed with ErrorItemNotFound for appointment AAMk${r.hex(14)} (deleted by organiser); skipping`,
  },
  changes: [
    { svc: "screening-gw", lines: [["info", (r) => `screening-gw starting version=1.${r.int(8, 12)}.${r.int(0, 9)}`]] },
    {
      svc: "posting-feed",
      lines: [["info", (r) => `reloaded board mappings from s3://tf-config/boards.yaml (etag ${r.hex(8)})`]],
    },
    {
      svc: "ats-portal",
      lines: [["info", () => "Application started. Hosting environment: Production; Content root path: /app"]],
    },
    {
      svc: "hris-connector",
      lines: [["info", (r) => `Started HrisConnectorApplication in ${r.int(8, 19)}.2 seconds`]],
    },
  ],
  starting: {
    "screening-gw": (r) => `screening-gw starting version=1.${r.int(8, 12)}.${r.int(0, 9)} listen=:8080`,
    "parse-engine": () => "parse-engine 5.3.1 starting, 8 workers, model=cv-layout-2026.07",
    "mail-relay": () => "mail-relay starting, config=/etc/mail-relay/relay.yaml",
  },
};

export const ESTATES: Record<string, Estate> = { brightwell, lendora, hireloop, talentforge };
