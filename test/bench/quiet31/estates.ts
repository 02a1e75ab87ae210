// Four made-up companies whose security and identity platforms log into one stream, and their normal day.
import type { Rng } from "./rng.js";
import { access, deprecation, healthLine, type Runtime } from "./runtime.js";
import type { Stream } from "./stream.js";

export interface Service {
  name: string;
  rt: Runtime;
}

export interface Roles {
  front: string; // user-facing entry point
  apps: string[]; // business services behind it
  idp: string;
  secrets: string;
  scanner: string;
  siem: string;
  edr: string;
  certs: string;
  pam: string;
  waf: string;
}

export interface Estate {
  key: string;
  company: string;
  namespace: string;
  domain: string;
  traced: boolean;
  services: Service[];
  roles: Roles;
  /** request traffic, health checks, periodic jobs, the constant noisy service, deprecations, successful retries */
  baseline(s: Stream, rate: number): void;
}

export const rtOf = (e: Estate, svc: string): Runtime => e.services.find((x) => x.name === svc)?.rt ?? "go";

const ip = (r: Rng) => `10.${r.int(20, 40)}.${r.int(0, 9)}.${r.int(2, 250)}`;
export const publicIp = (r: Rng) =>
  `${r.pick([81, 94, 185, 203, 45, 62])}.${r.int(1, 254)}.${r.int(1, 254)}.${r.int(1, 254)}`;
const traceOf = (e: Estate, r: Rng) => (e.traced ? r.hex(16) : undefined);

/** Health checks, deprecations at start-up-ish times, and periodic agent heartbeats for every service. */
function common(e: Estate, s: Stream): void {
  const r = s.rng;
  for (const svc of e.services) {
    if (svc.rt !== "nginx" && r.chance(0.8))
      s.every(10_000, (t) => s.emit(t, svc.name, "debug", healthLine(svc.rt, r)));
    if (r.chance(0.55)) s.every(r.int(150_000, 300_000), (t) => s.emit(t, svc.name, "warn", deprecation(svc.rt, r)));
  }
}

const kestrel: Estate = {
  key: "kestrel",
  company: "Kestrel Bank",
  namespace: "kb-prod",
  domain: "kestrelbank.eu",
  traced: true,
  services: [
    { name: "mobile-bff", rt: "node" },
    { name: "accounts-core", rt: "java" },
    { name: "payments-api", rt: "go" },
    { name: "idp-keycloak", rt: "java" },
    { name: "vault", rt: "go" },
    { name: "siem-forwarder", rt: "go" },
    { name: "vuln-sweeper", rt: "python" },
    { name: "cert-manager", rt: "go" },
    { name: "audit-search", rt: "java" },
  ],
  roles: {
    front: "mobile-bff",
    apps: ["accounts-core", "payments-api"],
    idp: "idp-keycloak",
    secrets: "vault",
    scanner: "vuln-sweeper",
    siem: "siem-forwarder",
    edr: "siem-forwarder",
    certs: "cert-manager",
    pam: "vault",
    waf: "mobile-bff",
  },
  baseline(s, rate) {
    const r = s.rng;
    common(this, s);
    s.every(1000 / rate, (t) => {
      const tr = traceOf(this, r);
      const kind = r.pick(["summary", "summary", "tx", "pay", "login"]);
      if (kind === "login") {
        const user = `c${r.int(1000000, 9999999)}`;
        s.emit(
          t + 4,
          "idp-keycloak",
          "info",
          `type=LOGIN, realmId=retail, clientId=kb-mobile, userId=${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}, ipAddress=${publicIp(r)}, auth_method=openid-connect, auth_type=code, redirect_uri=kb://callback, code_id=${r.hex(8)}, username=${user}`,
          { trace: tr },
        );
        s.emit(
          t + 70,
          "idp-keycloak",
          "info",
          `type=CODE_TO_TOKEN, realmId=retail, clientId=kb-mobile, userId=${r.hex(8)}-${r.hex(4)}-${r.hex(4)}-${r.hex(4)}-${r.hex(12)}, ipAddress=${ip(r)}, token_id=${r.hex(8)}, grant_type=authorization_code, refresh_token_type=Refresh`,
          { trace: tr },
        );
        return;
      }
      const ms = r.int(18, 240);
      if (kind === "pay") {
        const amt = (r.int(100, 90000) / 100).toFixed(2);
        s.emit(
          t + 10,
          "payments-api",
          "info",
          `payment accepted id=pm_${r.hex(12)} amount=${amt} currency=EUR rail=${r.pick(["SEPA_INST", "SEPA_CT", "CARD"])} latency=${ms - 5}ms`,
          { trace: tr },
        );
        s.emit(
          t + 20,
          "accounts-core",
          "info",
          `c.k.accounts.ledger.PostingService : posted debit ${amt} EUR to ${r.pick(["NL", "BE", "DE"])}${r.int(10, 99)}KSTR${r.int(1000000000, 9999999999)} (hold released)`,
          { trace: tr },
        );
        s.emit(t + ms, "mobile-bff", "info", access("node", r, "POST", "/v2/payments", 201, ms), { trace: tr });
        return;
      }
      s.emit(
        t + 5,
        "accounts-core",
        "info",
        `c.k.accounts.api.AccountController : fetched ${r.int(1, 5)} accounts for customer C${r.int(1000000, 9999999)} in ${r.int(4, 40)}ms`,
        { trace: tr },
      );
      s.emit(
        t + ms,
        "mobile-bff",
        "info",
        access(
          "node",
          r,
          "GET",
          kind === "tx" ? `/v2/accounts/${r.hex(8)}/transactions?limit=50` : "/v2/accounts/summary",
          200,
          ms,
        ),
        { trace: tr },
      );
    });
    s.every(30_000, (t) =>
      s.emit(
        t,
        "siem-forwarder",
        "info",
        `[output:es:audit] flushed chunk ${r.int(1, 9)}-${r.int(1700000000, 1799999999)}.${r.int(100, 999)} records=${r.int(300, 2400)} bytes=${r.int(200, 900)}KiB took=${r.int(40, 300)}ms`,
      ),
    );
    s.every(15_000, (t) =>
      s.emit(
        t,
        "audit-search",
        "info",
        `[audit-search-0] [audit-${new Date(t).toISOString().slice(0, 10)}] bulk indexed ${r.int(200, 3000)} docs, took[${r.int(20, 180)}ms]`,
      ),
    );
    s.every(60_000, (t) =>
      s.emit(
        t,
        "vault",
        "info",
        `core: successful lease renewal: lease_id=database/creds/accounts-core/${r.hex(22)} ttl=1h`,
      ),
    );
    s.every(45_000, (t) =>
      s.emit(
        t,
        "cert-manager",
        "info",
        `"msg"="certificate is up to date" "logger"="cert-manager.controller" "key"="${this.namespace}/${r.pick(["mobile-bff-tls", "payments-api-mtls", "idp-tls"])}" "not_after"="2026-${r.int(8, 12)}-${r.int(10, 28)}T00:00:00Z"`,
      ),
    );
    s.every(120_000, (t) =>
      s.emit(
        t,
        "vuln-sweeper",
        "info",
        `scheduler: next sweep window opens at 02:00 UTC, ${r.int(180, 260)} targets in inventory`,
      ),
    );
    // the noisy one: from the first minute, same harmless error
    s.every(r.int(4000, 9000), (t) =>
      s.emit(
        t,
        "mobile-bff",
        "error",
        `push: FCM rejected token for device ${r.hex(10)} (messaging/registration-token-not-registered), removing from store`,
      ),
    );
    // retries that succeed
    s.every(r.int(70_000, 140_000), (t) => {
      s.emit(
        t,
        "payments-api",
        "warn",
        `sanctions screening call attempt 1 failed: context deadline exceeded (Client.Timeout exceeded while awaiting headers), retrying in 200ms`,
      );
      s.emit(t + 420, "payments-api", "info", `sanctions screening call attempt 2 ok (hit=false, 188ms)`);
    });
  },
};

const orchard: Estate = {
  key: "orchard",
  company: "Orchard Health",
  namespace: "oh-clinics",
  domain: "orchardhealth.org",
  traced: false,
  services: [
    { name: "patient-portal", rt: "ruby" },
    { name: "records-api", rt: "dotnet" },
    { name: "scheduling", rt: "python" },
    { name: "auth-sso", rt: "dotnet" },
    { name: "pam-broker", rt: "java" },
    { name: "edr-relay", rt: "cpp" },
    { name: "siem-ingest", rt: "java" },
    { name: "acme-renewer", rt: "python" },
    { name: "fhir-gateway", rt: "go" },
  ],
  roles: {
    front: "patient-portal",
    apps: ["records-api", "scheduling", "fhir-gateway"],
    idp: "auth-sso",
    secrets: "pam-broker",
    scanner: "edr-relay",
    siem: "siem-ingest",
    edr: "edr-relay",
    certs: "acme-renewer",
    pam: "pam-broker",
    waf: "patient-portal",
  },
  baseline(s, rate) {
    const r = s.rng;
    common(this, s);
    s.every(1000 / rate, (t) => {
      const kind = r.pick(["appt", "appt", "record", "login", "fhir"]);
      const ms = r.int(30, 400);
      if (kind === "appt") {
        s.emit(
          t + 8,
          "scheduling",
          "info",
          access(
            "python",
            r,
            "GET",
            `/api/v1/slots?clinic=${r.pick(["ELM", "OAK", "ASH", "BIRCH"])}&date=2026-06-${r.int(10, 28)}`,
            200,
            ms - 10,
          ),
        );
        s.emit(t + 2, "patient-portal", "info", `Started GET "/appointments/new" for ${publicIp(r)}`);
        s.emit(t + ms, "patient-portal", "info", access("ruby", r, "GET", "/appointments/new", 200, ms));
      } else if (kind === "record") {
        s.emit(
          t + 10,
          "records-api",
          "info",
          `Executed action RecordsApi.Controllers.EncounterController.GetSummary (RecordsApi) in ${ms - 20}.${r.int(1000, 9999)}ms`,
        );
        s.emit(
          t + ms,
          "records-api",
          "info",
          access("dotnet", r, "GET", `/api/encounters/${r.int(100000, 999999)}/summary`, 200, ms - 15),
        );
        s.emit(t + ms + 5, "patient-portal", "info", access("ruby", r, "GET", "/records/summary", 200, ms + 10));
      } else if (kind === "login") {
        s.emit(
          t + 6,
          "auth-sso",
          "info",
          `User ${r.pick(["p", "s"])}${r.int(100000, 999999)} signed in via LDAP bind (ou=patients), MFA=${r.pick(["totp", "sms", "remembered-device"])}, session ${r.hex(12)}`,
        );
        s.emit(
          t + ms,
          "patient-portal",
          "info",
          `Redirected to https://sso.${this.domain}/connect/authorize?client_id=patient-portal&response_type=code`,
        );
      } else {
        s.emit(
          t + 4,
          "fhir-gateway",
          "info",
          `fhir read resource=${r.pick(["Patient", "Observation", "MedicationRequest"])} id=${r.hex(8)} status=200 upstream=records-api dur=${ms}ms`,
        );
      }
    });
    s.every(20_000, (t) =>
      s.emit(
        t,
        "siem-ingest",
        "info",
        `[INFO ][logstash.outputs.elasticsearch][main] Bulk request processed docs=${r.int(400, 2600)} took=${r.int(30, 200)}ms`,
      ),
    );
    s.every(30_000, (t) =>
      s.emit(
        t,
        "edr-relay",
        "info",
        `relay: forwarded ${r.int(200, 2000)} telemetry events from ${r.int(140, 160)} sensors to cloud (queue=${r.int(0, 40)})`,
      ),
    );
    s.every(60_000, (t) =>
      s.emit(
        t,
        "pam-broker",
        "info",
        `c.o.pam.session.SessionService : checked out credential svc-${r.pick(["backup", "etl", "dba-ro"])} for ticket CHG${r.int(10000, 99999)} (approved, ttl 60m)`,
      ),
    );
    s.every(90_000, (t) =>
      s.emit(
        t,
        "acme-renewer",
        "info",
        `Certificate not yet due for renewal: /etc/letsencrypt/live/${r.pick(["portal", "sso", "fhir"])}.${this.domain}/fullchain.pem (expires 2026-0${r.int(7, 9)}-${r.int(10, 28)})`,
      ),
    );
    s.every(r.int(3000, 7000), (t) =>
      s.emit(
        t,
        "records-api",
        "error",
        `HL7 ADT^A08 for MRN ${r.int(1000000, 9999999)} has no PV1 segment; stored without visit context`,
      ),
    );
    s.every(r.int(80_000, 150_000), (t) => {
      s.emit(
        t,
        "fhir-gateway",
        "warn",
        `upstream records-api: read tcp 10.32.4.11:51822->10.32.7.20:8080: read: connection reset by peer; retry 1/3`,
      );
      s.emit(t + 260, "fhir-gateway", "info", `upstream records-api: retry 1/3 succeeded (status=200)`);
    });
  },
};

const tidewater: Estate = {
  key: "tidewater",
  company: "Tidewater Freight",
  namespace: "tw-core",
  domain: "tidewater.io",
  traced: true,
  services: [
    { name: "shipper-web", rt: "node" },
    { name: "tracking-api", rt: "go" },
    { name: "routing-engine", rt: "cpp" },
    { name: "billing-svc", rt: "java" },
    { name: "iam-core", rt: "go" },
    { name: "secrets-lease", rt: "go" },
    { name: "scan-orchestrator", rt: "python" },
    { name: "log-shipper", rt: "go" },
    { name: "edge-waf", rt: "nginx" },
    { name: "cert-watch", rt: "go" },
  ],
  roles: {
    front: "shipper-web",
    apps: ["tracking-api", "routing-engine", "billing-svc"],
    idp: "iam-core",
    secrets: "secrets-lease",
    scanner: "scan-orchestrator",
    siem: "log-shipper",
    edr: "log-shipper",
    certs: "cert-watch",
    pam: "secrets-lease",
    waf: "edge-waf",
  },
  baseline(s, rate) {
    const r = s.rng;
    common(this, s);
    s.every(1000 / rate, (t) => {
      const tr = traceOf(this, r);
      const ms = r.int(20, 300);
      const kind = r.pick(["track", "track", "route", "invoice"]);
      if (kind === "track") {
        s.emit(
          t + 3,
          "tracking-api",
          "info",
          access("go", r, "GET", `/v3/shipments/TW${r.int(10000000, 99999999)}/events`, 200, ms - 8),
          { trace: tr },
        );
        s.emit(
          t + 1,
          "iam-core",
          "debug",
          `token introspected sub=acct_${r.hex(6)} scope="shipments:read" active=true`,
          { trace: tr },
        );
        s.emit(t + ms, "edge-waf", "info", access("nginx", r, "GET", "/api/shipments/events", 200, ms, publicIp(r)), {
          trace: tr,
        });
      } else if (kind === "route") {
        s.emit(
          t + 6,
          "routing-engine",
          "info",
          `solve req=${r.hex(8)} stops=${r.int(3, 60)} vehicles=${r.int(1, 12)} cost=${r.int(1000, 90000)} iters=${r.int(200, 4000)} took=${ms - 20}ms`,
          { trace: tr },
        );
        s.emit(t + ms, "shipper-web", "info", access("node", r, "POST", "/api/routes/plan", 200, ms), { trace: tr });
      } else {
        s.emit(
          t + 9,
          "billing-svc",
          "info",
          `c.t.billing.InvoiceService : invoice INV-${r.int(100000, 999999)} issued for account acct_${r.hex(6)} total=${(r.int(1000, 900000) / 100).toFixed(2)} USD`,
          { trace: tr },
        );
        s.emit(t + ms, "shipper-web", "info", access("node", r, "GET", "/api/invoices", 200, ms), { trace: tr });
      }
    });
    s.every(10_000, (t) =>
      s.emit(
        t,
        "log-shipper",
        "info",
        `sink=siem_http events_sent=${r.int(800, 5000)} bytes_sent=${r.int(200000, 1900000)} component_kind=sink`,
      ),
    );
    s.every(60_000, (t) =>
      s.emit(
        t,
        "secrets-lease",
        "info",
        `expiration: renewed lease lease_id=database/creds/billing-rw/${r.hex(24)} ttl=3600`,
      ),
    );
    s.every(60_000, (t) =>
      s.emit(
        t,
        "cert-watch",
        "info",
        `checked ${r.int(40, 60)} endpoints, soonest expiry ${r.pick(["api", "app", "partners"])}.tidewater.io in ${r.int(30, 80)} days`,
      ),
    );
    s.every(r.int(3500, 8000), (t) =>
      s.emit(
        t,
        "billing-svc",
        "error",
        `c.t.billing.pdf.InvoiceRenderer : font 'Noto Sans Thai' not found for invoice INV-${r.int(100000, 999999)}, substituted 'DejaVu Sans'`,
      ),
    );
    s.every(r.int(90_000, 160_000), (t) => {
      const tr = traceOf(this, r);
      s.emit(
        t,
        "shipper-web",
        "warn",
        `carrier-rates request to tracking-api failed (ECONNRESET), retrying attempt 2/3`,
        { trace: tr },
      );
      s.emit(t + 310, "shipper-web", "info", `carrier-rates request to tracking-api ok on attempt 2 (301ms)`, {
        trace: tr,
      });
    });
  },
};

const brightline: Estate = {
  key: "brightline",
  company: "Brightline University",
  namespace: "bu-apps",
  domain: "brightline.edu",
  traced: false,
  services: [
    { name: "lms-web", rt: "python" },
    { name: "grades-api", rt: "java" },
    { name: "sso-idp", rt: "java" },
    { name: "mfa-push", rt: "node" },
    { name: "vault-kv", rt: "go" },
    { name: "edr-console", rt: "dotnet" },
    { name: "siem-correlator", rt: "java" },
    { name: "roster-sync", rt: "ruby" },
  ],
  roles: {
    front: "lms-web",
    apps: ["grades-api", "roster-sync"],
    idp: "sso-idp",
    secrets: "vault-kv",
    scanner: "edr-console",
    siem: "siem-correlator",
    edr: "edr-console",
    certs: "vault-kv",
    pam: "vault-kv",
    waf: "lms-web",
  },
  baseline(s, rate) {
    const r = s.rng;
    common(this, s);
    s.every(1000 / rate, (t) => {
      const ms = r.int(25, 500);
      const kind = r.pick(["course", "course", "grades", "login"]);
      if (kind === "login") {
        const u = `${r.pick(["jdoe", "mkim", "apatel", "lnguyen", "tsmith", "rgarcia", "ewong"])}${r.int(10, 99)}`;
        s.emit(
          t + 2,
          "sso-idp",
          "info",
          `Profile Action AddAuthenticationStatementToAssertion: Added Authentication Statement to Assertion for principal ${u}, SP https://lms.brightline.edu/shibboleth`,
        );
        s.emit(
          t + 30,
          "mfa-push",
          "info",
          `push challenge ${r.hex(10)} for ${u} approved on device ${r.pick(["iPhone15,2", "Pixel 8", "SM-S918B"])} in ${r.int(2, 14)}s`,
        );
      } else if (kind === "grades") {
        s.emit(
          t + 5,
          "grades-api",
          "info",
          `e.b.grades.web.GradebookController : gradebook course=${r.pick(["CS", "MATH", "BIO", "HIST"])}${r.int(100, 499)}-${r.int(1, 9)} rows=${r.int(20, 300)} in ${ms - 20}ms`,
        );
        s.emit(t + ms, "lms-web", "info", access("python", r, "GET", "/courses/gradebook/", 200, ms));
      } else {
        s.emit(
          t + ms,
          "lms-web",
          "info",
          access("python", r, "GET", `/courses/${r.int(1000, 9999)}/modules/`, 200, ms),
        );
      }
    });
    s.every(15_000, (t) =>
      s.emit(
        t,
        "siem-correlator",
        "info",
        `c.b.siem.pipeline.RuleEngine : window closed, ${r.int(4000, 30000)} events evaluated against 412 rules, 0 matches, lag ${r.int(1, 9)}s`,
      ),
    );
    s.every(30_000, (t) =>
      s.emit(
        t,
        "edr-console",
        "info",
        `Sensor heartbeat batch processed: ${r.int(2200, 2600)} online, ${r.int(30, 90)} offline (stale > 24h)`,
      ),
    );
    s.every(60_000, (t) =>
      s.emit(t, "vault-kv", "info", `core: successful lease renewal: lease_id=auth/approle/login/${r.hex(20)} ttl=30m`),
    );
    s.every(r.int(3000, 7000), (t) =>
      s.emit(
        t,
        "roster-sync",
        "error",
        `SIS row for student S${r.int(1000000, 9999999)} rejected: email "n/a" is not a valid address (skipped)`,
      ),
    );
    s.every(r.int(80_000, 150_000), (t) => {
      s.emit(
        t,
        "lms-web",
        "warn",
        `Retrying (Retry(total=2, connect=None, read=None, redirect=None, status=None)) after connection broken by 'ReadTimeoutError("HTTPConnectionPool(host='grades-api', port=8080): Read timed out. (read timeout=5)")': /api/v1/gradebook`,
      );
      s.emit(t + 900, "lms-web", "info", access("python", r, "GET", "/courses/gradebook/", 200, 5400));
    });
  },
};

export const ESTATES: readonly Estate[] = [kestrel, orchard, tidewater, brightline];
