// The four made-up sponsors/CROs of quiet77: their services, runtimes, request routes and everyday lines.
import { chance, digits, hex, int, pick, type Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp" | "nginx";
export type Role =
  | "gw"
  | "edc"
  | "checks"
  | "queries"
  | "irt"
  | "supply"
  | "consent"
  | "epro"
  | "safety"
  | "payments"
  | "dwh";

export interface Service {
  name: string;
  rt: Runtime;
  /** everyday lines this service writes while serving a request */
  ops: ((r: Rng, study: string) => string)[];
}

export interface Route {
  weight: number;
  method: string;
  path: (r: Rng) => string;
  chain: string[];
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traced: boolean;
  studies: string[];
  services: Service[];
  roles: Record<Role, string>;
  routes: Route[];
  /** the access line the front door writes */
  access: (r: Rng, method: string, path: string, status: number, ms: number, upstream: string) => string;
  /** candidate constant-noise lines (service, level, message) for the noisy service of a file */
  noisy: { svc: string; level: "warn" | "error"; msg: (r: Rng) => string }[];
  deprecations: { svc: string; msg: string }[];
  jobs: { svc: string; everySec: number; msg: (r: Rng) => string }[];
  health: string[];
}

const subj = (r: Rng) => `${int(r, 101, 148)}-${String(int(r, 1, 60)).padStart(3, "0")}`;
const site = (r: Rng) => String(int(r, 101, 148));
const visit = (r: Rng) => pick(r, ["SCR", "BL", "W2", "W4", "W8", "W12", "W24", "EOT", "FU1"]);
const form = (r: Rng) => pick(r, ["VS", "AE", "CM", "LB_CHEM", "LB_HEM", "EX", "DM", "MH", "ECG", "PE", "QS_EQ5D"]);
const ms = (r: Rng, lo = 8, hi = 240) => int(r, lo, hi);

const MERIDIAN: Estate = {
  key: "meridian",
  company: "Meridian Trials",
  namespace: "mdt-prod",
  traced: true,
  studies: ["MRD-301", "MRD-214", "MRD-402"],
  services: [
    {
      name: "api-gw",
      rt: "go",
      ops: [],
    },
    {
      name: "edc-web",
      rt: "java",
      ops: [
        (r, s) =>
          `c.m.edc.forms.FormController : saved form ${form(r)} subject=${subj(r)} visit=${visit(r)} study=${s} (${ms(r)} ms)`,
        (r, s) => `c.m.edc.forms.FormController : loaded casebook subject=${subj(r)} study=${s} forms=${int(r, 8, 60)}`,
        (r) => `c.m.edc.sdv.SdvService : SDV flag set on ${form(r)} by CRA user cra${int(r, 10, 99)}`,
      ],
    },
    {
      name: "edit-check-engine",
      rt: "java",
      ops: [
        (r) =>
          `c.m.checks.RuleExecutor : evaluated ${int(r, 4, 38)} rules for ${form(r)} in ${ms(r, 2, 40)} ms, 0 hits`,
        (r) =>
          `c.m.checks.RuleExecutor : evaluated ${int(r, 4, 38)} rules for ${form(r)} in ${ms(r, 2, 40)} ms, ${int(r, 1, 2)} hit(s)`,
      ],
    },
    {
      name: "query-mgr",
      rt: "python",
      ops: [
        (r) =>
          `query Q-${digits(r, 6)} opened on ${form(r)}.${pick(r, ["VSDAT", "SYSBP", "AESTDAT", "CMDOSE", "LBORRES"])} (auto)`,
        (r) => `query Q-${digits(r, 6)} answered by site ${site(r)}, status=answered`,
        (r) => `listed ${int(r, 0, 40)} open queries for site ${site(r)} in ${ms(r, 5, 90)}ms`,
      ],
    },
    {
      name: "irt-randomizer",
      rt: "go",
      ops: [
        (r, s) =>
          `randomized subject ${subj(r)} study=${s} stratum=${pick(r, ["EU/<65", "EU/>=65", "NA/<65", "NA/>=65"])} block=${int(r, 1, 90)} arm=<blinded>`,
        (r) => `visit dispense requested subject=${subj(r)} visit=${visit(r)}`,
      ],
    },
    {
      name: "drug-supply",
      rt: "java",
      ops: [
        (r) =>
          `c.m.supply.KitAllocator : allocated kit K-${digits(r, 6)} to site ${site(r)} (lot L${digits(r, 5)}, expiry 2027-0${int(r, 1, 9)}-28)`,
        (r) =>
          `c.m.supply.DepotInventory : depot ${pick(r, ["DE-01", "US-02", "SG-01"])} on hand=${int(r, 300, 4000)} kits`,
      ],
    },
    {
      name: "econsent-portal",
      rt: "node",
      ops: [
        (r) =>
          `consent session ${hex(r, 10)} signed ICF v${int(r, 3, 6)}.${int(r, 0, 2)} site=${site(r)} duration=${int(r, 120, 1400)}s`,
        (r) => `rendered ICF page ${int(r, 1, 14)}/14 for session ${hex(r, 10)}`,
      ],
    },
    {
      name: "epro-sync",
      rt: "node",
      ops: [
        (r) => `diary upload accepted device=${hex(r, 12)} entries=${int(r, 1, 9)} subject=${subj(r)}`,
        (r) => `questionnaire ${pick(r, ["EQ-5D-5L", "PGIC", "NRS-PAIN", "SF-36"])} synced for subject ${subj(r)}`,
      ],
    },
    {
      name: "safety-gateway",
      rt: "dotnet",
      ops: [
        (r) =>
          `Safety.Gateway.Cases.CaseIntake[0] SAE case SC-${digits(r, 6)} received from EDC (seriousness=${pick(r, ["hospitalisation", "other medically important", "disability"])})`,
        (r) => `Safety.Gateway.Cases.CaseIntake[0] follow-up FU${int(r, 1, 4)} merged into SC-${digits(r, 6)}`,
      ],
    },
    {
      name: "site-payments",
      rt: "ruby",
      ops: [
        (r) => `Completed visit fee accrual site=${site(r)} visit=${visit(r)} amount=${int(r, 80, 900)}.00 EUR`,
        (r) => `Started GET "/payments/sites/${site(r)}/ledger" for 10.42.${int(r, 0, 9)}.${int(r, 2, 250)}`,
      ],
    },
    {
      name: "dwh-loader",
      rt: "python",
      ops: [(r) => `staged ${int(r, 100, 9000)} rows into stg_${pick(r, ["forms", "queries", "visits", "kits"])}`],
    },
  ],
  roles: {
    gw: "api-gw",
    edc: "edc-web",
    checks: "edit-check-engine",
    queries: "query-mgr",
    irt: "irt-randomizer",
    supply: "drug-supply",
    consent: "econsent-portal",
    epro: "epro-sync",
    safety: "safety-gateway",
    payments: "site-payments",
    dwh: "dwh-loader",
  },
  routes: [
    {
      weight: 10,
      method: "POST",
      path: (r) => `/edc/v2/forms/${form(r)}`,
      chain: ["api-gw", "edc-web", "edit-check-engine", "query-mgr"],
    },
    { weight: 8, method: "GET", path: (r) => `/edc/v2/subjects/${subj(r)}/casebook`, chain: ["api-gw", "edc-web"] },
    { weight: 4, method: "GET", path: (r) => `/queries/v1/sites/${site(r)}/open`, chain: ["api-gw", "query-mgr"] },
    { weight: 3, method: "POST", path: () => "/irt/v1/randomize", chain: ["api-gw", "irt-randomizer", "drug-supply"] },
    { weight: 3, method: "POST", path: () => "/irt/v1/dispense", chain: ["api-gw", "irt-randomizer", "drug-supply"] },
    { weight: 4, method: "POST", path: () => "/consent/v1/sessions", chain: ["api-gw", "econsent-portal"] },
    { weight: 7, method: "POST", path: () => "/epro/v3/diary/upload", chain: ["api-gw", "epro-sync", "edc-web"] },
    { weight: 1, method: "POST", path: () => "/edc/v2/forms/AE", chain: ["api-gw", "edc-web", "safety-gateway"] },
    { weight: 2, method: "POST", path: () => "/edc/v2/visits/complete", chain: ["api-gw", "edc-web", "site-payments"] },
  ],
  access: (r, m, p, st, t, up) =>
    `"${m} ${p} HTTP/1.1" ${st} - ${int(r, 200, 4000)} ${int(r, 300, 60000)} ${t} upstream=${up}:8080 ua="${pick(r, ["Mozilla/5.0", "okhttp/4.12.0", "MeridianDiary/5.8.2 (iOS 17.5)", "MeridianDiary/5.8.1 (Android 14)"])}"`,
  noisy: [
    {
      svc: "site-payments",
      level: "error",
      msg: (r) =>
        `PaymentsMailer#remittance_advice failed for site ${site(r)}: Net::SMTPFatalError 550 5.1.1 <coordinator${int(r, 1, 9)}@site${site(r)}.example.org>: Recipient address rejected`,
    },
    {
      svc: "edc-web",
      level: "warn",
      msg: (r) =>
        `o.h.e.j.s.SqlExceptionHelper : SQL Warning Code: 0, SQLState: 01000 -- column "visit_window_days" truncated for subject ${subj(r)}`,
    },
    {
      svc: "econsent-portal",
      level: "error",
      msg: (r) =>
        `Video consent preview failed: MediaError: MEDIA_ERR_SRC_NOT_SUPPORTED for icf-video-v${int(r, 2, 4)}.webm (site ${site(r)})`,
    },
  ],
  deprecations: [
    {
      svc: "edc-web",
      msg: "o.s.w.s.m.a.RequestMappingHandlerMapping : /edc/v1/forms is deprecated and will be removed in 2027.1; use /edc/v2/forms",
    },
    {
      svc: "epro-sync",
      msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues.",
    },
    {
      svc: "query-mgr",
      msg: "SADeprecationWarning: The Query.get() method is considered legacy as of the 1.x series of SQLAlchemy",
    },
  ],
  jobs: [
    {
      svc: "drug-supply",
      everySec: 120,
      msg: (r) => `c.m.supply.ResupplyJob : resupply run finished: ${int(r, 0, 6)} shipments proposed, 0 errors`,
    },
    {
      svc: "query-mgr",
      everySec: 90,
      msg: (r) => `aging sweep: ${int(r, 0, 30)} queries past 14 days, reminders queued`,
    },
    {
      svc: "dwh-loader",
      everySec: 60,
      msg: (r) => `cdc poll: ${int(r, 0, 400)} changes since lsn 0/${hex(r, 8).toUpperCase()}`,
    },
  ],
  health: ["edc-web", "query-mgr", "irt-randomizer", "epro-sync", "safety-gateway"],
};

const HALCYON: Estate = {
  key: "halcyon",
  company: "Halcyon Clinical",
  namespace: "halcyon-live",
  traced: false,
  studies: ["HAL-0917", "HAL-1102"],
  services: [
    { name: "study-portal", rt: "node", ops: [] },
    {
      name: "crf-service",
      rt: "dotnet",
      ops: [
        (r, s) =>
          `Halcyon.Crf.Api.FormsController[0] Saved ${form(r)} for subject ${subj(r)} (${s}) rev ${int(r, 1, 9)} in ${ms(r)}ms`,
        (r) => `Halcyon.Crf.Api.QueriesController[0] Query ${digits(r, 7)} status Open -> Answered`,
        (r) =>
          `Microsoft.EntityFrameworkCore.Database.Command[20101] Executed DbCommand (${ms(r, 1, 60)}ms) [Parameters=[@__subjectId_0='?'], CommandType='Text', CommandTimeout='30']`,
      ],
    },
    {
      name: "rules-runner",
      rt: "dotnet",
      ops: [
        (r) =>
          `Halcyon.Rules.Engine[0] Ruleset ${pick(r, ["VS_RANGE", "AE_DATES", "CM_OVERLAP", "LB_UNITS"])} v${int(r, 3, 9)} executed: ${int(r, 0, 2)} discrepancies`,
      ],
    },
    {
      name: "rand-svc",
      rt: "java",
      ops: [
        (r) =>
          `h.r.RandomisationService - Subject ${subj(r)} randomised (list HAL-RL-02, block ${int(r, 1, 200)}, position ${int(r, 1, 6)})`,
        (r) => `h.r.DispensingService - Dispensing visit ${visit(r)} for ${subj(r)}: ${int(r, 1, 3)} kit(s) requested`,
      ],
    },
    {
      name: "kit-depot",
      rt: "go",
      ops: [
        (r) => `kit reserved kit=HK${digits(r, 7)} site=${site(r)} depot=${pick(r, ["NL1", "US3", "JP1"])}`,
        (r) =>
          `stock snapshot depot=${pick(r, ["NL1", "US3", "JP1"])} available=${int(r, 200, 3000)} quarantined=${int(r, 0, 40)}`,
      ],
    },
    {
      name: "consent-api",
      rt: "ruby",
      ops: [
        (r) =>
          `Completed 200 OK in ${ms(r)}ms (Views: ${int(r, 1, 20)}.${int(r, 0, 9)}ms | ActiveRecord: ${int(r, 1, 30)}.${int(r, 0, 9)}ms | Allocations: ${int(r, 2000, 30000)})`,
        (r) => `Consent ${hex(r, 8)} countersigned by investigator (site ${site(r)})`,
      ],
    },
    {
      name: "diary-push",
      rt: "go",
      ops: [
        (r) =>
          `diary entry stored subject=${subj(r)} instrument=${pick(r, ["EQ5D", "NRS", "PGIC", "BPI-SF"])} lag=${int(r, 1, 3600)}s`,
        (r) => `reminder delivered provider=${pick(r, ["apns", "fcm"])} subject=${subj(r)}`,
      ],
    },
    {
      name: "e2b-gateway",
      rt: "java",
      ops: [(r) => `c.h.e2b.CaseExporter - Built E2B(R3) ICSR for case HC-${digits(r, 6)} (${int(r, 20, 120)} KB)`],
    },
    {
      name: "payments-ledger",
      rt: "python",
      ops: [
        (r) =>
          `accrued ${pick(r, ["visit", "screen-fail", "procedure"])} fee site=${site(r)} amount=${int(r, 50, 700)}.00`,
      ],
    },
    {
      name: "nightly-etl",
      rt: "python",
      ops: [(r) => `extracted ${int(r, 100, 20000)} rows from crf.form_item_values`],
    },
  ],
  roles: {
    gw: "study-portal",
    edc: "crf-service",
    checks: "rules-runner",
    queries: "crf-service",
    irt: "rand-svc",
    supply: "kit-depot",
    consent: "consent-api",
    epro: "diary-push",
    safety: "e2b-gateway",
    payments: "payments-ledger",
    dwh: "nightly-etl",
  },
  routes: [
    {
      weight: 10,
      method: "POST",
      path: (r) => `/api/crf/${form(r).toLowerCase()}`,
      chain: ["study-portal", "crf-service", "rules-runner"],
    },
    { weight: 8, method: "GET", path: (r) => `/api/subjects/${subj(r)}`, chain: ["study-portal", "crf-service"] },
    { weight: 4, method: "POST", path: () => "/api/randomise", chain: ["study-portal", "rand-svc", "kit-depot"] },
    { weight: 3, method: "POST", path: () => "/api/dispense", chain: ["study-portal", "rand-svc", "kit-depot"] },
    { weight: 4, method: "POST", path: () => "/api/consents", chain: ["study-portal", "consent-api"] },
    { weight: 6, method: "POST", path: () => "/api/diary/entries", chain: ["study-portal", "diary-push"] },
    { weight: 1, method: "POST", path: () => "/api/crf/ae", chain: ["study-portal", "crf-service", "e2b-gateway"] },
    {
      weight: 2,
      method: "POST",
      path: () => "/api/visits/close",
      chain: ["study-portal", "crf-service", "payments-ledger"],
    },
  ],
  access: (_r, m, p, st, t) => `${m} ${p} ${st} ${t}ms`,
  noisy: [
    {
      svc: "kit-depot",
      level: "warn",
      msg: (r) => `courier webhook ignored: unknown shipment reference shipment=DHL${digits(r, 10)} reason="not found"`,
    },
    {
      svc: "consent-api",
      level: "error",
      msg: (r) =>
        `ActionController::RoutingError (No route matches [GET] "/wp-login.php") from 185.220.${int(r, 1, 254)}.${int(r, 1, 254)}`,
    },
    {
      svc: "crf-service",
      level: "warn",
      msg: (r) =>
        `Microsoft.EntityFrameworkCore.Query[20504] Compiling a query which loads related collections for more than one collection navigation ('Subject.Visits', 'Subject.Forms') without configuring the QuerySplittingBehavior. (subject ${subj(r)})`,
    },
  ],
  deprecations: [
    {
      svc: "crf-service",
      msg: "Microsoft.AspNetCore.Mvc.Infrastructure[0] Endpoint /api/v1/crf uses obsolete API version 1.0; clients should move to 2.0",
    },
    {
      svc: "consent-api",
      msg: "DEPRECATION WARNING: `to_s(:db)` is deprecated and will be removed from Rails 7.2 (use `to_fs(:db)` instead)",
    },
    {
      svc: "rand-svc",
      msg: "o.h.o.deprecation - HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect'",
    },
  ],
  jobs: [
    {
      svc: "kit-depot",
      everySec: 180,
      msg: (r) => `expiry sweep done: ${int(r, 0, 20)} kits flagged within 30 days of expiry`,
    },
    { svc: "payments-ledger", everySec: 150, msg: (r) => `reconciliation tick: ${int(r, 0, 12)} unmatched accruals` },
    {
      svc: "diary-push",
      everySec: 60,
      msg: (r) => `reminder scheduler: ${int(r, 20, 400)} reminders due in next window`,
    },
  ],
  health: ["crf-service", "rand-svc", "kit-depot", "diary-push", "consent-api"],
};

const TESSERA: Estate = {
  key: "tessera",
  company: "Tessera Research",
  namespace: "tessera",
  traced: true,
  studies: ["TSR-22-005", "TSR-23-011"],
  services: [
    { name: "tessera-gw", rt: "nginx", ops: [] },
    {
      name: "capture-api",
      rt: "python",
      ops: [
        (r) => `"POST /capture/v1/forms/${form(r)}" 201 ${ms(r)}ms subject=${subj(r)}`,
        (r) => `casebook fetched subject=${subj(r)} pages=${int(r, 4, 40)}`,
        (r) => `query ${digits(r, 6)} raised on ${form(r)} by data manager dm${int(r, 1, 20)}`,
      ],
    },
    {
      name: "checks-worker",
      rt: "python",
      ops: [
        (r) =>
          `Task checks.run_edit_checks[${hex(r, 8)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 12)}] succeeded in ${(r() * 1.5).toFixed(3)}s: {'hits': ${int(r, 0, 2)}}`,
      ],
    },
    {
      name: "randomise",
      rt: "cpp",
      ops: [
        (r) => `I rand.cc:214] allocated subject ${subj(r)} seq=${int(r, 1, 800)} stratum=${int(r, 1, 8)}`,
        (r) => `I dispense.cc:88] dispense request subject=${subj(r)} visit=${visit(r)}`,
      ],
    },
    {
      name: "supply-planner",
      rt: "java",
      ops: [
        (r) =>
          `i.t.s.AvailabilityService : site ${site(r)} availability computed: ${int(r, 2, 60)} kits across ${int(r, 1, 4)} lots (${ms(r, 4, 120)} ms)`,
      ],
    },
    {
      name: "consent-svc",
      rt: "node",
      ops: [(r) => `signature captured site=${site(r)} icf=v${int(r, 2, 5)} method=${pick(r, ["draw", "typed"])}`],
    },
    {
      name: "diary-api",
      rt: "java",
      ops: [
        (r) =>
          `i.t.diary.SubmissionResource : accepted ${int(r, 1, 6)} entries from device ${hex(r, 16)} (subject ${subj(r)})`,
      ],
    },
    {
      name: "sae-relay",
      rt: "go",
      ops: [(r) => `relayed SAE case=TS-${digits(r, 5)} to pv system, status=queued`],
    },
    {
      name: "site-pay",
      rt: "ruby",
      ops: [(r) => `Accrual created site=${site(r)} visit=${visit(r)} amount_cents=${int(r, 5000, 90000)}`],
    },
    { name: "warehouse-load", rt: "python", ops: [(r) => `COPY stg.capture_forms: ${int(r, 100, 9000)} rows`] },
  ],
  roles: {
    gw: "tessera-gw",
    edc: "capture-api",
    checks: "checks-worker",
    queries: "capture-api",
    irt: "randomise",
    supply: "supply-planner",
    consent: "consent-svc",
    epro: "diary-api",
    safety: "sae-relay",
    payments: "site-pay",
    dwh: "warehouse-load",
  },
  routes: [
    {
      weight: 10,
      method: "POST",
      path: (r) => `/capture/v1/forms/${form(r)}`,
      chain: ["tessera-gw", "capture-api", "checks-worker"],
    },
    { weight: 8, method: "GET", path: (r) => `/capture/v1/subjects/${subj(r)}`, chain: ["tessera-gw", "capture-api"] },
    {
      weight: 4,
      method: "POST",
      path: () => "/rand/v1/allocate",
      chain: ["tessera-gw", "randomise", "supply-planner"],
    },
    {
      weight: 3,
      method: "POST",
      path: () => "/rand/v1/dispense",
      chain: ["tessera-gw", "randomise", "supply-planner"],
    },
    { weight: 3, method: "POST", path: () => "/consent/sign", chain: ["tessera-gw", "consent-svc"] },
    {
      weight: 6,
      method: "POST",
      path: () => "/diary/v2/submissions",
      chain: ["tessera-gw", "diary-api", "capture-api"],
    },
    {
      weight: 1,
      method: "POST",
      path: () => "/capture/v1/forms/SAE",
      chain: ["tessera-gw", "capture-api", "sae-relay"],
    },
    {
      weight: 2,
      method: "POST",
      path: () => "/capture/v1/visits/close",
      chain: ["tessera-gw", "capture-api", "site-pay"],
    },
  ],
  access: (r, m, p, st, t, up) =>
    `10.60.${int(r, 0, 7)}.${int(r, 2, 250)} - - "${m} ${p} HTTP/1.1" ${st} ${int(r, 80, 9000)} "-" "${pick(r, ["Mozilla/5.0 (Windows NT 10.0; Win64; x64)", "TesseraDiary/3.1 CFNetwork/1490", "okhttp/4.11.0"])}" rt=${(t / 1000).toFixed(3)} upstream=${up}`,
  noisy: [
    {
      svc: "capture-api",
      level: "warn",
      msg: (r) =>
        `django.security.DisallowedHost: Invalid HTTP_HOST header: '10.60.${int(r, 0, 7)}.${int(r, 2, 250)}:8000'. You may need to add '10.60.${int(r, 0, 7)}.${int(r, 2, 250)}' to ALLOWED_HOSTS.`,
    },
    {
      svc: "diary-api",
      level: "error",
      msg: (r) =>
        `i.t.diary.SubmissionResource : rejected entry from device ${hex(r, 16)}: entry date 20${int(r, 10, 24)}-01-01 before subject consent date (device clock reset)`,
    },
    {
      svc: "sae-relay",
      level: "warn",
      msg: (r) => `smtp notify skipped: medical monitor mm${int(r, 1, 6)} has no email on file`,
    },
  ],
  deprecations: [
    {
      svc: "capture-api",
      msg: "RemovedInDjango51Warning: The USE_L10N setting is deprecated. Starting with Django 5.0, localized formatting of data will always be enabled.",
    },
    {
      svc: "checks-worker",
      msg: "CPendingDeprecationWarning: The broker_connection_retry configuration setting will no longer determine whether broker connection retries are made during startup in Celery 6.0 and above.",
    },
    {
      svc: "diary-api",
      msg: "o.s.b.a.f.FreeMarkerAutoConfiguration : Cannot find template location(s): [classpath:/templates/] (please add some templates, check your FreeMarker configuration, or set spring.freemarker.check-template-location=false)",
    },
  ],
  jobs: [
    {
      svc: "supply-planner",
      everySec: 150,
      msg: (r) => `i.t.s.ForecastJob : forecast refreshed for ${int(r, 20, 48)} sites in ${int(r, 200, 2400)} ms`,
    },
    {
      svc: "checks-worker",
      everySec: 60,
      msg: (r) => `beat: Sending due task nightly-consistency (checks.consistency_sweep) backlog=${int(r, 0, 9)}`,
    },
    { svc: "warehouse-load", everySec: 90, msg: (r) => `watermark advanced to ${int(r, 1000000, 9000000)}` },
  ],
  health: ["capture-api", "supply-planner", "diary-api", "consent-svc"],
};

const BRIGHTWATER: Estate = {
  key: "brightwater",
  company: "Brightwater Pharma",
  namespace: "bw-clinops",
  traced: false,
  studies: ["BWP-7710", "BWP-7725", "BWP-8001"],
  services: [
    { name: "bw-edge", rt: "go", ops: [] },
    {
      name: "edc-core",
      rt: "java",
      ops: [
        (r, s) =>
          `[http-nio-8080-exec-${int(r, 1, 40)}] INFO  b.edc.FormService - form ${form(r)} committed subject=${subj(r)} study=${s}`,
        (r) =>
          `[http-nio-8080-exec-${int(r, 1, 40)}] INFO  b.edc.QueryService - query ${digits(r, 6)} closed by dm${int(r, 1, 12)}`,
        (r) =>
          `[check-pool-${int(r, 1, 8)}] INFO  b.edc.checks.CheckRunner - ${int(r, 3, 30)} checks run on ${form(r)}, ${int(r, 0, 1)} fired`,
      ],
    },
    {
      name: "irt-core",
      rt: "dotnet",
      ops: [
        (r) => `Brightwater.Irt.Randomisation[0] Subject ${subj(r)} randomised cohort ${int(r, 1, 3)} (blinded)`,
        (r) => `Brightwater.Irt.Dispensing[0] Kit request for ${subj(r)} visit ${visit(r)} fulfilled from site stock`,
      ],
    },
    {
      name: "depot-sync",
      rt: "go",
      ops: [
        (r) =>
          `shipment status updated shipment=SH${digits(r, 7)} status=${pick(r, ["in_transit", "delivered", "received_at_site"])}`,
        (r) => `site stock pulled site=${site(r)} kits=${int(r, 0, 80)}`,
      ],
    },
    {
      name: "econsent",
      rt: "node",
      ops: [(r) => `ICF ${pick(r, ["main", "pk-substudy", "genetic"])} v${int(r, 2, 7)} signed site=${site(r)}`],
    },
    {
      name: "epro-gateway",
      rt: "go",
      ops: [(r) => `sync ok device=${hex(r, 12)} records=${int(r, 1, 12)} app=${pick(r, ["7.2.0", "7.2.1", "7.1.4"])}`],
    },
    {
      name: "pv-submitter",
      rt: "java",
      ops: [(r) => `[main] INFO  b.pv.IcsrBuilder - ICSR BW-${digits(r, 7)} built, E2B R3, ${int(r, 1, 6)} reactions`],
    },
    {
      name: "sitepay",
      rt: "ruby",
      ops: [
        (r) =>
          `Completed 200 OK in ${ms(r)}ms (ActiveRecord: ${int(r, 1, 30)}.${int(r, 0, 9)}ms | Allocations: ${int(r, 2000, 20000)})`,
      ],
    },
    {
      name: "lake-ingest",
      rt: "python",
      ops: [(r) => `landed partition dt=2026-10-${int(r, 10, 28)} rows=${int(r, 1000, 90000)}`],
    },
  ],
  roles: {
    gw: "bw-edge",
    edc: "edc-core",
    checks: "edc-core",
    queries: "edc-core",
    irt: "irt-core",
    supply: "depot-sync",
    consent: "econsent",
    epro: "epro-gateway",
    safety: "pv-submitter",
    payments: "sitepay",
    dwh: "lake-ingest",
  },
  routes: [
    { weight: 12, method: "POST", path: (r) => `/edc/forms/${form(r)}`, chain: ["bw-edge", "edc-core"] },
    { weight: 8, method: "GET", path: (r) => `/edc/subjects/${subj(r)}`, chain: ["bw-edge", "edc-core"] },
    { weight: 4, method: "POST", path: () => "/irt/randomisations", chain: ["bw-edge", "irt-core", "depot-sync"] },
    { weight: 3, method: "POST", path: () => "/irt/dispensations", chain: ["bw-edge", "irt-core", "depot-sync"] },
    { weight: 3, method: "POST", path: () => "/consent/sign", chain: ["bw-edge", "econsent"] },
    { weight: 6, method: "POST", path: () => "/epro/sync", chain: ["bw-edge", "epro-gateway", "edc-core"] },
    { weight: 1, method: "POST", path: () => "/edc/forms/SAE", chain: ["bw-edge", "edc-core", "pv-submitter"] },
    { weight: 2, method: "POST", path: () => "/sitepay/accruals", chain: ["bw-edge", "sitepay"] },
  ],
  access: (_r, m, p, st, t, up) => `${m} ${p} -> ${up} ${st} (${t}ms)`,
  noisy: [
    {
      svc: "epro-gateway",
      level: "error",
      msg: (r) =>
        `sync rejected device=${hex(r, 12)} err="x509: certificate has expired or is not yet valid" (device clock ${int(r, 2015, 2019)}-01-01)`,
    },
    {
      svc: "sitepay",
      level: "error",
      msg: (r) =>
        `IbanValidator: payee ${int(r, 1000, 9999)} (site ${site(r)}) IBAN checksum invalid, payment held for manual review`,
    },
    {
      svc: "edc-core",
      level: "warn",
      msg: (r) =>
        `[scheduling-1] WARN  b.edc.sync.CtmsPush - CTMS push skipped for site ${site(r)}: site not activated in CTMS`,
    },
  ],
  deprecations: [
    {
      svc: "edc-core",
      msg: "[main] WARN  o.s.b.c.p.m.PropertiesMigrationListener - Property 'spring.redis.host' has been renamed to 'spring.data.redis.host'",
    },
    {
      svc: "econsent",
      msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
    },
    {
      svc: "irt-core",
      msg: "Microsoft.AspNetCore.Server.Kestrel[0] Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.",
    },
  ],
  jobs: [
    {
      svc: "depot-sync",
      everySec: 45,
      msg: (r) =>
        `courier poll finished carrier=${pick(r, ["dhl", "marken", "worldcourier"])} updates=${int(r, 0, 30)}`,
    },
    { svc: "lake-ingest", everySec: 120, msg: (r) => `checkpoint committed offset=${int(r, 100000, 999999)}` },
    {
      svc: "pv-submitter",
      everySec: 90,
      msg: (r) => `[ack-poller] INFO  b.pv.AckPoller - polled gateway inbox: ${int(r, 0, 4)} acknowledgements`,
    },
  ],
  health: ["edc-core", "irt-core", "depot-sync", "epro-gateway", "econsent"],
};

export const ESTATES: readonly Estate[] = [MERIDIAN, HALCYON, TESSERA, BRIGHTWATER];

export const runtimeOf = (e: Estate, svc: string): Runtime => e.services.find((s) => s.name === svc)?.rt ?? "go";

export { chance };
