// The four made-up clinical-trials estates: services, runtimes, request routes, periodic jobs and domain noise.
import type { Level } from "./formats.js";
import type { Rng } from "./rng.js";

export type Runtime = "java" | "python" | "go" | "node" | "dotnet" | "ruby" | "cpp";

export interface Service {
  name: string;
  rt: Runtime;
  port: number;
  /** What one handled request looks like in this service's log. */
  ok: (r: Rng) => string;
  /** Path callers use on it. */
  path: string;
}

export interface Job {
  svc: string;
  every: number; // seconds
  f: (r: Rng) => { level: Level; msg: string };
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  traces: boolean;
  services: Service[];
  routes: string[][]; // entry first
  jobs: Job[];
  /** Domain noise: harmless, frequent. */
  noise: Job[];
  /** The always-failing-harmlessly service line. */
  noisy: Job;
  deprecations: Job[];
}

const site = (r: Rng) => `${r.pick(["US", "DE", "PL", "ES", "JP", "BR", "GB", "FR"])}-${r.int(101, 188)}`;
const subj = (r: Rng) => `${r.int(101, 188)}-${String(r.int(1, 240)).padStart(4, "0")}`;
const ms = (r: Rng, lo = 8, hi = 240) => r.int(lo, hi);
const form = (r: Rng) => r.pick(["VS", "AE", "CM", "LB", "DM", "EX", "MH", "ECG", "PE"]);
const visit = (r: Rng) => r.pick(["SCR", "BL", "W2", "W4", "W8", "W12", "EOT", "FU1"]);

// ---------------------------------------------------------------- Meridian Therapeutics (sponsor, JVM heavy, trace ids)
const MERIDIAN: Estate = {
  key: "meridian",
  company: "Meridian Therapeutics",
  namespace: "mrd-clin-prod",
  traces: true,
  services: [
    {
      name: "site-portal-gw",
      rt: "node",
      port: 3000,
      path: "/",
      ok: (r) =>
        `${r.pick(["GET", "POST", "GET", "PUT"])} ${r.pick(["/api/v1/subjects", "/api/v1/forms", "/api/v1/queries", "/api/v1/kits", "/api/v1/visits"])} ${r.chance(0.93) ? 200 : 201} ${ms(r, 20, 480)}ms`,
    },
    {
      name: "edc-forms",
      rt: "java",
      port: 8080,
      path: "/api/forms/save",
      ok: (r) => `Saved eCRF ${form(r)} visit=${visit(r)} subject=${subj(r)} version=${r.int(1, 6)} in ${ms(r)} ms`,
    },
    {
      name: "edit-checks",
      rt: "java",
      port: 8080,
      path: "/api/checks/run",
      ok: (r) => `Ran ${r.int(4, 61)} edit checks on ${form(r)} (${r.int(0, 2)} fired) in ${ms(r, 2, 60)} ms`,
    },
    {
      name: "query-desk",
      rt: "python",
      port: 8000,
      path: "/queries",
      ok: (r) =>
        `query Q-${r.int(40000, 99999)} ${r.pick(["opened", "answered", "closed", "answered"])} by site ${site(r)}`,
    },
    {
      name: "irt-randomizer",
      rt: "java",
      port: 8080,
      path: "/v2/randomize",
      ok: (r) =>
        `Subject ${subj(r)} randomised stratum=${r.pick(["AGE<65/ECOG0", "AGE>=65/ECOG1", "AGE<65/ECOG1"])} block=${r.int(10, 99)} arm=BLINDED kit=${r.int(100000, 999999)}`,
    },
    {
      name: "kit-supply",
      rt: "go",
      port: 9090,
      path: "/v1/dispense",
      ok: (r) =>
        `dispensed kit=${r.int(100000, 999999)} site=${site(r)} lot=L${r.int(2300, 2499)} expiry=2027-${String(r.int(1, 12)).padStart(2, "0")}-28 dur=${ms(r, 3, 90)}ms`,
    },
    {
      name: "sso-broker",
      rt: "java",
      port: 8443,
      path: "/realms/sites/protocol/openid-connect/token",
      ok: (r) =>
        `type=CODE_TO_TOKEN, realmId=sites, clientId=site-portal, userId=${r.hex(8)}, ipAddress=10.42.${r.int(0, 9)}.${r.int(2, 250)}`,
    },
    {
      name: "cdw-loader",
      rt: "python",
      port: 8000,
      path: "/load",
      ok: (r) =>
        `staged ${r.int(200, 4000)} rows into stg.${r.pick(["ecrf_items", "queries", "kits", "visits"])} (${r.int(1, 9)} batches)`,
    },
    {
      name: "notify-relay",
      rt: "node",
      port: 3000,
      path: "/send",
      ok: (r) =>
        `email queued to site ${site(r)} template=${r.pick(["query-opened", "kit-shipped", "visit-window"])} msgId=<${r.hex(12)}@mrd>`,
    },
    {
      name: "audit-trail",
      rt: "go",
      port: 9090,
      path: "/v1/events",
      ok: (r) => `appended ${r.int(1, 14)} audit events partition=${r.int(0, 11)} offset=${r.int(100000, 999999)}`,
    },
  ],
  routes: [
    ["site-portal-gw", "edc-forms", "edit-checks", "audit-trail"],
    ["site-portal-gw", "edc-forms", "query-desk", "notify-relay"],
    ["site-portal-gw", "query-desk", "audit-trail"],
    ["site-portal-gw", "irt-randomizer", "kit-supply", "audit-trail"],
    ["site-portal-gw", "sso-broker"],
    ["site-portal-gw", "kit-supply"],
  ],
  jobs: [
    {
      svc: "cdw-loader",
      every: 45,
      f: (r) => ({
        level: "info",
        msg: `incremental extract edc.item_data since watermark: ${r.int(100, 3000)} rows, merged in ${r.int(2, 40)}s`,
      }),
    },
    {
      svc: "kit-supply",
      every: 60,
      f: (r) => ({
        level: "info",
        msg: `resupply run: ${r.int(20, 80)} sites evaluated, ${r.int(0, 4)} shipments requested`,
      }),
    },
    {
      svc: "notify-relay",
      every: 30,
      f: (r) => ({ level: "info", msg: `smtp pool: ${r.int(1, 5)}/5 connections busy` }),
    },
    {
      svc: "audit-trail",
      every: 20,
      f: (r) => ({ level: "debug", msg: `flushed segment ${r.int(1000, 9999)} (${r.int(40, 900)} KiB)` }),
    },
  ],
  noise: [
    {
      svc: "edit-checks",
      every: 9,
      f: (r) =>
        r.pick([
          {
            level: "warn" as const,
            msg: `Edit check VS_SYSBP_RANGE fired on subject ${subj(r)}: value ${r.int(181, 232)} mmHg outside expected range 90-180`,
          },
          {
            level: "warn" as const,
            msg: `Edit check LB_ALT_3XULN fired on subject ${subj(r)}: ALT ${r.int(121, 400)} U/L > 3xULN`,
          },
          {
            level: "info" as const,
            msg: `Edit check DM_AGE_INCL fired on subject ${subj(r)}: age ${r.int(76, 84)} outside inclusion range 18-75, query raised`,
          },
        ]),
    },
    {
      svc: "query-desk",
      every: 25,
      f: (r) => ({ level: "info", msg: `query Q-${r.int(40000, 99999)} reopened by monitor (response insufficient)` }),
    },
    {
      svc: "kit-supply",
      every: 40,
      f: (r) => ({
        level: "warn",
        msg: `dispense refused: kit ${r.int(100000, 999999)} at site ${site(r)} expired (DNU date passed)`,
      }),
    },
    {
      svc: "sso-broker",
      every: 35,
      f: (r) => ({
        level: "warn",
        msg: `type=LOGIN_ERROR, realmId=sites, clientId=site-portal, userId=${r.hex(8)}, error=invalid_user_credentials`,
      }),
    },
    {
      svc: "irt-randomizer",
      every: 80,
      f: (r) => ({
        level: "warn",
        msg: `Screening refused: duplicate subject detected (initials+DOB match ${subj(r)})`,
      }),
    },
  ],
  noisy: {
    svc: "notify-relay",
    every: 6,
    f: (r) => ({
      level: "error",
      msg: `bounce received for coordinator@site-${r.int(101, 188)}.example.org: 550 5.1.1 mailbox unavailable`,
    }),
  },
  deprecations: [
    {
      svc: "edc-forms",
      every: 240,
      f: () => ({
        level: "warn",
        msg: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
      }),
    },
    {
      svc: "site-portal-gw",
      every: 300,
      f: () => ({
        level: "warn",
        msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      }),
    },
  ],
};

// ---------------------------------------------------------------- Northbank CRO (.NET + Ruby + Python, no trace ids)
const NORTHBANK: Estate = {
  key: "northbank",
  company: "Northbank Clinical Research",
  namespace: "nbk-prod",
  traces: false,
  services: [
    {
      name: "nb-api",
      rt: "dotnet",
      port: 5000,
      path: "/",
      ok: (r) =>
        `Request finished HTTP/1.1 ${r.pick(["GET", "POST", "GET"])} https://api.northbank-cro.example/${r.pick(["consent", "diaries", "payments", "cases", "sites"])}/${r.int(1000, 9999)} - ${r.chance(0.95) ? 200 : 204} - application/json ${r.int(9, 400)}.${r.int(1000, 9999)}ms`,
    },
    {
      name: "econsent",
      rt: "node",
      port: 3000,
      path: "/v1/envelopes",
      ok: (r) =>
        `consent envelope ${r.hex(10)} ${r.pick(["viewed", "signed", "signed", "countersigned"])} version=ICF-v${r.int(3, 7)}.${r.int(0, 3)} lang=${r.pick(["en", "de", "pl", "es"])}`,
    },
    {
      name: "id-verify",
      rt: "python",
      port: 8000,
      path: "/checks",
      ok: (r) =>
        `identity check ${r.hex(12)} result=${r.chance(0.9) ? "clear" : "consider"} doc=${r.pick(["passport", "driving_licence", "national_id"])} took=${r.int(300, 2400)}ms`,
    },
    {
      name: "epro-sync",
      rt: "go",
      port: 8080,
      path: "/v1/diaries",
      ok: (r) =>
        `diary entry accepted subject=${subj(r)} instrument=${r.pick(["EQ-5D-5L", "NRS-PAIN", "PGIC", "SLEEP-7"])} device=${r.pick(["ios", "android"])} lag=${r.int(1, 300)}s`,
    },
    {
      name: "diary-reminders",
      rt: "ruby",
      port: 3000,
      path: "/reminders",
      ok: (r) => `ReminderJob JID-${r.hex(24)} done: ${r.int(2, 60)} pushes scheduled`,
    },
    {
      name: "safety-intake",
      rt: "dotnet",
      port: 5000,
      path: "/cases",
      ok: (r) =>
        `SAE case NB-${r.int(2025000, 2025999)} received from site ${site(r)} seriousness=${r.pick(["hospitalisation", "other-medically-important", "life-threatening"])}`,
    },
    {
      name: "e2b-gateway",
      rt: "java",
      port: 8080,
      path: "/icsr/submit",
      ok: (r) =>
        `ICSR ${r.hex(8).toUpperCase()} packaged as E2B(R3), AS2 message-id <${r.hex(16)}@northbank> sent to ${r.pick(["FDA-ESG", "EMA-EV", "MHRA"])}; MDN ok`,
    },
    {
      name: "site-payments",
      rt: "ruby",
      port: 3000,
      path: "/payments",
      ok: (r) =>
        `Payment PAY-${r.int(10000, 99999)} for visit ${visit(r)} at site ${site(r)} approved (${r.int(80, 900)}.00 EUR)`,
    },
    {
      name: "ledger-export",
      rt: "dotnet",
      port: 5000,
      path: "/export",
      ok: (r) => `Exported batch ${r.int(100, 999)} with ${r.int(5, 90)} payment lines to ERP`,
    },
  ],
  routes: [
    ["nb-api", "econsent", "id-verify"],
    ["nb-api", "epro-sync"],
    ["nb-api", "epro-sync"],
    ["nb-api", "safety-intake", "e2b-gateway"],
    ["nb-api", "site-payments", "ledger-export"],
    ["nb-api", "econsent"],
  ],
  jobs: [
    {
      svc: "diary-reminders",
      every: 30,
      f: (r) => ({
        level: "info",
        msg: `Performed ReminderJob (Job ID: ${r.hex(24)}) from Sidekiq(default) in ${r.int(40, 900)}.${r.int(10, 99)}ms`,
      }),
    },
    {
      svc: "ledger-export",
      every: 60,
      f: (r) => ({ level: "info", msg: `Reconciliation sweep: ${r.int(0, 30)} payments pending, 0 mismatches` }),
    },
    {
      svc: "e2b-gateway",
      every: 50,
      f: (r) => ({ level: "info", msg: `Polled ACK inbox: ${r.int(0, 5)} ACKs (acknowledgment code AA)` }),
    },
  ],
  noise: [
    {
      svc: "epro-sync",
      every: 14,
      f: (r) => ({
        level: "warn",
        msg: `late diary entry subject=${subj(r)} instrument=NRS-PAIN window closed ${r.int(1, 30)}h ago, stored as late`,
      }),
    },
    {
      svc: "site-payments",
      every: 45,
      f: (r) => ({
        level: "warn",
        msg: `Payment held for review: visit ${visit(r)} at site ${site(r)} has open queries`,
      }),
    },
    {
      svc: "id-verify",
      every: 50,
      f: (r) => ({
        level: "info",
        msg: `identity check ${r.hex(12)} result=consider reason=image_quality, routed to manual review`,
      }),
    },
    {
      svc: "nb-api",
      every: 40,
      f: (r) => ({
        level: "warn",
        msg: `Account locked for user site${r.int(101, 188)}.crc after 5 failed sign-in attempts`,
      }),
    },
  ],
  noisy: {
    svc: "diary-reminders",
    every: 7,
    f: (r) => ({ level: "error", msg: `APNs push failed for device ${r.hex(8)}...: 410 Unregistered (token removed)` }),
  },
  deprecations: [
    {
      svc: "site-payments",
      every: 260,
      f: () => ({
        level: "warn",
        msg: "DEPRECATION WARNING: `ActiveSupport::ProxyObject` is deprecated and will be removed in Rails 8.0.",
      }),
    },
    {
      svc: "nb-api",
      every: 300,
      f: () => ({
        level: "warn",
        msg: "Overriding HTTP_PORTS '8080' and HTTPS_PORTS ''. Binding to values defined by URLS instead 'http://+:5000'.",
      }),
    },
  ],
};

// ---------------------------------------------------------------- Halcyon Bio (sponsor supply chain, Go/Python/Java, trace ids)
const HALCYON: Estate = {
  key: "halcyon",
  company: "Halcyon Bio",
  namespace: "hal-trials",
  traces: true,
  services: [
    {
      name: "trial-hub",
      rt: "go",
      port: 8080,
      path: "/",
      ok: (r) =>
        `http: ${r.pick(["GET", "POST"])} ${r.pick(["/v1/subjects", "/v1/randomise", "/v1/shipments", "/v1/forms", "/v1/depots"])} status=200 bytes=${r.int(200, 9000)} dur=${ms(r, 10, 400)}ms`,
    },
    {
      name: "randomisation",
      rt: "python",
      port: 8000,
      path: "/randomise",
      ok: (r) =>
        `subject ${subj(r)} assigned treatment slot ${r.int(1, 600)} (list RL-03, stratum ${r.pick(["A", "B", "C", "D"])})`,
    },
    {
      name: "kit-inventory",
      rt: "java",
      port: 8080,
      path: "/inventory/reserve",
      ok: (r) =>
        `Reserved kit ${r.int(100000, 999999)} (pack type ${r.pick(["A", "B", "PBO"])}) at site ${site(r)} remaining=${r.int(3, 40)}`,
    },
    {
      name: "depot-shipments",
      rt: "ruby",
      port: 3000,
      path: "/shipments",
      ok: (r) =>
        `Shipment SH-${r.int(30000, 39999)} ${r.pick(["created", "dispatched", "received"])} depot=${r.pick(["DEP-NL1", "DEP-US2", "DEP-SG1"])} kits=${r.int(6, 60)}`,
    },
    {
      name: "temp-monitor",
      rt: "cpp",
      port: 7000,
      path: "/readings",
      ok: (r) =>
        `logger ${r.hex(6)} upload: ${r.int(20, 300)} readings, min=${r.int(2, 4)}.${r.int(0, 9)}C max=${r.int(5, 7)}.${r.int(0, 9)}C`,
    },
    {
      name: "edc-core",
      rt: "dotnet",
      port: 5000,
      path: "/api/crf",
      ok: (r) => `CRF ${form(r)} for subject ${subj(r)} committed (rev ${r.int(1, 9)}) in ${ms(r)}ms`,
    },
    {
      name: "subject-registry",
      rt: "java",
      port: 8080,
      path: "/subjects",
      ok: (r) => `Subject ${subj(r)} status ${r.pick(["SCREENED", "ENROLLED", "ON_TREATMENT", "COMPLETED"])}`,
    },
    {
      name: "warehouse-etl",
      rt: "python",
      port: 8000,
      path: "/runs",
      ok: (r) => `task load_${r.pick(["crf", "kits", "shipments"])} finished: ${r.int(100, 9000)} rows`,
    },
    {
      name: "staff-sso",
      rt: "go",
      port: 8080,
      path: "/oauth2/token",
      ok: (r) =>
        `level=info msg="token issued" client_id=${r.pick(["trial-hub", "edc-core", "kit-inventory"])} grant=client_credentials ttl=3600`,
    },
  ],
  routes: [
    ["trial-hub", "randomisation", "kit-inventory", "subject-registry"],
    ["trial-hub", "kit-inventory", "depot-shipments"],
    ["trial-hub", "edc-core", "subject-registry"],
    ["trial-hub", "edc-core"],
    ["trial-hub", "depot-shipments", "temp-monitor"],
    ["trial-hub", "staff-sso"],
  ],
  jobs: [
    {
      svc: "warehouse-etl",
      every: 40,
      f: (r) => ({
        level: "info",
        msg: `Marking task as SUCCESS. dag_id=cdw_nightly, task_id=load_${r.pick(["crf", "kits", "queries"])}, run_id=scheduled__2026`,
      }),
    },
    {
      svc: "temp-monitor",
      every: 15,
      f: (r) => ({ level: "info", msg: `poll cycle: ${r.int(30, 60)} loggers online, ${r.int(0, 2)} stale` }),
    },
    {
      svc: "depot-shipments",
      every: 60,
      f: (r) => ({ level: "info", msg: `Courier status sync: ${r.int(3, 30)} shipments updated` }),
    },
  ],
  noise: [
    {
      svc: "temp-monitor",
      every: 30,
      f: (r) => ({
        level: "warn",
        msg: `excursion flagged for review: shipment SH-${r.int(30000, 39999)} logger ${r.hex(6)} ${r.int(8, 11)}.${r.int(0, 9)}C for ${r.int(12, 95)} min (limit 2-8C)`,
      }),
    },
    {
      svc: "kit-inventory",
      every: 45,
      f: (r) => ({ level: "warn", msg: `Kit ${r.int(100000, 999999)} refused at site ${site(r)}: expired` }),
    },
    {
      svc: "subject-registry",
      every: 70,
      f: (r) => ({
        level: "warn",
        msg: `Duplicate screening rejected for ${subj(r)}: matching subject in study HAL-204`,
      }),
    },
    {
      svc: "staff-sso",
      every: 50,
      f: (r) => ({
        level: "warn",
        msg: `level=warn msg="login locked" user=crc${r.int(10, 99)}@site${r.int(101, 188)} failures=5`,
      }),
    },
  ],
  noisy: {
    svc: "depot-shipments",
    every: 8,
    f: (r) => ({
      level: "error",
      msg: `Courier webhook signature mismatch for event evt_${r.hex(10)} (ignored, legacy endpoint)`,
    }),
  },
  deprecations: [
    {
      svc: "warehouse-etl",
      every: 240,
      f: () => ({
        level: "warn",
        msg: "/usr/local/lib/python3.11/site-packages/pandas/core/frame.py:1024: FutureWarning: DataFrame.applymap has been deprecated. Use DataFrame.map instead.",
      }),
    },
    {
      svc: "kit-inventory",
      every: 300,
      f: () => ({
        level: "warn",
        msg: "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering.",
      }),
    },
  ],
};

// ---------------------------------------------------------------- Corvid Research (CRO, ePRO + safety, mixed, no trace ids)
const CORVID: Estate = {
  key: "corvid",
  company: "Corvid Research",
  namespace: "corvid-live",
  traces: false,
  services: [
    {
      name: "patient-app-api",
      rt: "node",
      port: 3000,
      path: "/",
      ok: (r) =>
        `request completed ${r.pick(["POST /diary", "GET /schedule", "POST /consent", "GET /profile"])} statusCode=200 responseTime=${ms(r, 12, 500)}`,
    },
    {
      name: "diary-ingest",
      rt: "go",
      port: 8080,
      path: "/ingest",
      ok: (r) =>
        `ingested questionnaire=${r.pick(["EORTC-QLQ-C30", "NRS-PAIN", "ESAS"])} subject=${subj(r)} items=${r.int(7, 30)}`,
    },
    {
      name: "push-scheduler",
      rt: "node",
      port: 3000,
      path: "/schedule",
      ok: (r) =>
        `scheduled ${r.int(1, 4)} reminders for subject ${subj(r)} tz=${r.pick(["Europe/Warsaw", "America/Chicago", "Asia/Tokyo"])}`,
    },
    {
      name: "consent-store",
      rt: "java",
      port: 8080,
      path: "/consents",
      ok: (r) => `Stored signed ICF ${r.hex(8)} sha256=${r.hex(16)}... pages=${r.int(8, 24)}`,
    },
    {
      name: "safety-case",
      rt: "python",
      port: 8000,
      path: "/cases",
      ok: (r) =>
        `case CV-${r.int(10000, 99999)} triaged: ${r.pick(["non-serious", "serious", "SUSAR candidate"])} (MedDRA ${r.int(10000000, 10099999)})`,
    },
    {
      name: "icsr-sender",
      rt: "java",
      port: 8080,
      path: "/send",
      ok: (r) =>
        `ICSR CV-${r.int(10000, 99999)} transmitted to ${r.pick(["EV-Gateway", "FDA-ESG"])} (${r.int(8, 60)} KB)`,
    },
    {
      name: "coding-svc",
      rt: "python",
      port: 8000,
      path: "/code",
      ok: (r) =>
        `autocoded "${r.pick(["headache", "nausea", "rash", "fatigue"])}" -> PT ${r.int(10000000, 10099999)} (score ${r.int(90, 99)}%)`,
    },
    {
      name: "payments-api",
      rt: "ruby",
      port: 3000,
      path: "/stipends",
      ok: (r) =>
        `Completed 200 OK in ${r.int(12, 300)}ms (Views: 0.4ms | ActiveRecord: ${r.int(1, 40)}.${r.int(1, 9)}ms)`,
    },
    {
      name: "site-directory",
      rt: "go",
      port: 8080,
      path: "/sites",
      ok: (r) => `lookup site=${site(r)} cache=${r.chance(0.8) ? "hit" : "miss"} dur=${ms(r, 1, 20)}ms`,
    },
    {
      name: "report-builder",
      rt: "dotnet",
      port: 5000,
      path: "/reports",
      ok: (r) =>
        `Rendered ${r.pick(["CIOMS-I", "DSUR listing", "site visit report"])} ${r.hex(6)} (${r.int(2, 40)} pages) in ${r.int(200, 3000)}ms`,
    },
  ],
  routes: [
    ["patient-app-api", "diary-ingest", "coding-svc"],
    ["patient-app-api", "diary-ingest"],
    ["patient-app-api", "push-scheduler"],
    ["patient-app-api", "consent-store", "site-directory"],
    ["patient-app-api", "payments-api", "site-directory"],
    ["safety-case", "coding-svc"],
    ["safety-case", "icsr-sender"],
    ["safety-case", "report-builder"],
  ],
  jobs: [
    {
      svc: "push-scheduler",
      every: 30,
      f: (r) => ({ level: "info", msg: `reminder sweep: ${r.int(40, 400)} due, ${r.int(40, 400)} sent via FCM/APNs` }),
    },
    {
      svc: "icsr-sender",
      every: 60,
      f: (r) => ({ level: "info", msg: `ACK poll: ${r.int(0, 4)} acknowledgements received` }),
    },
    {
      svc: "site-directory",
      every: 45,
      f: (r) => ({ level: "info", msg: `cache refresh: ${r.int(300, 340)} sites loaded` }),
    },
  ],
  noise: [
    {
      svc: "diary-ingest",
      every: 12,
      f: (r) => ({
        level: "warn",
        msg: `late submission subject=${subj(r)} diary_date=2026-0${r.int(1, 9)}-1${r.int(0, 9)} received ${r.int(25, 90)}h after window`,
      }),
    },
    {
      svc: "coding-svc",
      every: 40,
      f: (r) => ({
        level: "info",
        msg: `verbatim "${r.pick(["hedache", "tummy ache", "felt off"])}" below autocode threshold, queued for coder`,
      }),
    },
    {
      svc: "payments-api",
      every: 55,
      f: (r) => ({
        level: "warn",
        msg: `Stipend for visit ${visit(r)} subject ${subj(r)} not released: visit not yet source-verified`,
      }),
    },
    {
      svc: "patient-app-api",
      every: 35,
      f: (r) => ({ level: "warn", msg: `login throttled for subject ${subj(r)}: 5 wrong PINs, locked 15 min` }),
    },
  ],
  noisy: {
    svc: "coding-svc",
    every: 7,
    f: (r) => ({
      level: "error",
      msg: `MedDRA lookup: LLT ${r.int(10000000, 10099999)} is non-current in v27.1, falling back to PT`,
    }),
  },
  deprecations: [
    {
      svc: "safety-case",
      every: 250,
      f: () => ({
        level: "warn",
        msg: "/app/.venv/lib/python3.12/site-packages/pydantic/_internal/_config.py:291: PydanticDeprecatedSince20: Support for class-based `config` is deprecated, use ConfigDict instead.",
      }),
    },
    {
      svc: "payments-api",
      every: 300,
      f: () => ({
        level: "warn",
        msg: "DEPRECATION WARNING: to_time will always preserve the full timezone rather than offset of the receiver in Rails 8.1.",
      }),
    },
  ],
};

export const ESTATES: Record<string, Estate> = {
  meridian: MERIDIAN,
  northbank: NORTHBANK,
  halcyon: HALCYON,
  corvid: CORVID,
};
