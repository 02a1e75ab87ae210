// Five made-up companies whose identity plumbing is everywhere: an IdP, a JWT-checking gateway, a mesh CA, Vault,
// LDAP behind the SSO, a Redis session store, an OTP notifier, a WAF, a policy engine and three business services.
import type { Rng } from "./rng.js";

export type Role =
  | "idp"
  | "gw"
  | "vault"
  | "ldap"
  | "mesh"
  | "redis"
  | "notifier"
  | "waf"
  | "policy"
  | "app1"
  | "app2"
  | "app3";

export type IdpKind = "keycloak" | "dex" | "auth0" | "okta";

export interface Estate {
  company: string;
  domain: string;
  namespace: string;
  realm: string;
  idpKind: IdpKind;
  meshKind: "istio" | "linkerd" | "spire";
  svc: Record<Role, string>;
  /** what each business service does, one request line */
  biz: Record<"app1" | "app2" | "app3", (r: Rng) => string>;
  /** the noisy service and its constant harmless complaint */
  noisy: { role: Role; level: "warn" | "error"; msg: (r: Rng) => string };
  /** a db user prefix for Vault-issued credentials */
  db: string;
}

const amt = (r: Rng) => `${r.int(3, 480)}.${String(r.int(0, 99)).padStart(2, "0")}`;

export const ESTATES: Estate[] = [
  {
    company: "Brightwell Insurance",
    domain: "brightwell.example",
    namespace: "bw-prod",
    realm: "brightwell",
    idpKind: "keycloak",
    meshKind: "istio",
    svc: {
      idp: "keycloak",
      gw: "edge-gateway",
      vault: "vault",
      ldap: "openldap",
      mesh: "istiod",
      redis: "session-redis",
      notifier: "otp-sender",
      waf: "edge-waf",
      policy: "opa-authz",
      app1: "policy-quotes",
      app2: "claims-intake",
      app3: "broker-portal",
    },
    biz: {
      app1: (r) => `quote Q-${r.int(100000, 999999)} priced product=home-plus premium=${amt(r)} EUR`,
      app2: (r) =>
        `claim CLM-${r.int(10000, 99999)} registered channel=${r.pick(["web", "phone", "broker"])} docs=${r.int(0, 6)}`,
      app3: (r) => `broker B${r.int(1000, 9999)} opened dashboard (${r.int(4, 90)} open cases)`,
    },
    noisy: {
      role: "app2",
      level: "error",
      msg: (r) =>
        `document OCR: page ${r.int(1, 9)} of upload U${r.int(100000, 999999)} unreadable, sent to manual review`,
    },
    db: "claims",
  },
  {
    company: "Northwind Freight",
    domain: "northwind-freight.example",
    namespace: "nwf-prod",
    realm: "northwind",
    idpKind: "dex",
    meshKind: "linkerd",
    svc: {
      idp: "dex",
      gw: "api-gateway",
      vault: "vault-server",
      ldap: "corp-ad",
      mesh: "linkerd-identity",
      redis: "redis-sessions",
      notifier: "notify-svc",
      waf: "waf-edge",
      policy: "authz-engine",
      app1: "shipment-api",
      app2: "rate-card",
      app3: "driver-app-bff",
    },
    biz: {
      app1: (r) =>
        `shipment SHP${r.int(1000000, 9999999)} status=${r.pick(["picked_up", "in_transit", "delivered", "at_hub"])}`,
      app2: (r) =>
        `rate computed lane=${r.pick(["RTM-HAM", "ANR-LEJ", "GDN-WAW", "LYS-MIL"])} weight=${r.int(10, 24000)}kg total=${amt(r)}`,
      app3: (r) => `driver D${r.int(100, 999)} synced manifest (${r.int(3, 40)} stops)`,
    },
    noisy: {
      role: "app3",
      level: "warn",
      msg: (r) => `push token for device ${r.hex(8)} rejected by FCM: NotRegistered (dropping)`,
    },
    db: "shipments",
  },
  {
    company: "Lumen Health",
    domain: "lumenhealth.example",
    namespace: "lumen-prod",
    realm: "patients",
    idpKind: "auth0",
    meshKind: "spire",
    svc: {
      idp: "auth-tenant",
      gw: "kong",
      vault: "secrets-broker",
      ldap: "staff-ldap",
      mesh: "spire-server",
      redis: "session-cache",
      notifier: "mfa-dispatch",
      waf: "cloud-waf",
      policy: "consent-policy",
      app1: "appointments",
      app2: "patient-records",
      app3: "telehealth-bff",
    },
    biz: {
      app1: (r) =>
        `appointment A-${r.int(100000, 999999)} booked clinic=${r.pick(["north", "harbour", "central"])} slot=${r.int(8, 17)}:${r.pick(["00", "15", "30", "45"])}`,
      app2: (r) => `record fetch patient=P${r.int(100000, 999999)} sections=${r.int(1, 8)} (${r.int(8, 140)}ms)`,
      app3: (r) => `video room VR-${r.hex(6)} ${r.pick(["created", "joined", "closed"])} participants=${r.int(1, 3)}`,
    },
    noisy: {
      role: "app2",
      level: "error",
      msg: (r) =>
        `HL7 feed: ORU^R01 from lab-gateway has unknown OBX-3 code ${r.int(10000, 99999)}-${r.int(0, 9)} (stored as text)`,
    },
    db: "records",
  },
  {
    company: "Quarry Bank",
    domain: "quarrybank.example",
    namespace: "qb-prod",
    realm: "retail",
    idpKind: "okta",
    meshKind: "istio",
    svc: {
      idp: "sso-broker",
      gw: "gateway",
      vault: "vault",
      ldap: "ad-ds",
      mesh: "istiod",
      redis: "redis-session",
      notifier: "otp-gateway",
      waf: "waf",
      policy: "entitlements",
      app1: "payments-api",
      app2: "accounts-ledger",
      app3: "statements",
    },
    biz: {
      app1: (r) => `payment PMT-${r.hex(10)} accepted scheme=${r.pick(["SEPA", "FPS", "SCT-INST"])} amount=${amt(r)}`,
      app2: (r) => `posted ${r.int(1, 12)} entries to account ${r.int(10000000, 99999999)} (balance ok)`,
      app3: (r) =>
        `statement generated account=${r.int(10000000, 99999999)} period=2026-${r.pick(["09", "10"])} pages=${r.int(1, 9)}`,
    },
    noisy: {
      role: "app3",
      level: "warn",
      msg: (r) => `PDF font 'Helvetica-Oblique' not embedded, falling back to Liberation Sans (stmt ${r.hex(8)})`,
    },
    db: "ledger",
  },
  {
    company: "Fernhill University",
    domain: "fernhill.example",
    namespace: "fh-prod",
    realm: "campus",
    idpKind: "keycloak",
    meshKind: "linkerd",
    svc: {
      idp: "campus-sso",
      gw: "apisix",
      vault: "vault",
      ldap: "campus-ldap",
      mesh: "linkerd-identity",
      redis: "sessions-redis",
      notifier: "mailer",
      waf: "edge-waf",
      policy: "grouper-authz",
      app1: "enrolment",
      app2: "grades-api",
      app3: "library-proxy",
    },
    biz: {
      app1: (r) =>
        `student S${r.int(2000000, 2999999)} enrolled in ${r.pick(["MATH", "PHYS", "HIST", "CHEM", "LAW"])}${r.int(100, 499)}`,
      app2: (r) =>
        `grades read course=${r.pick(["BIO", "ECON", "CS"])}${r.int(100, 399)} rows=${r.int(10, 300)} (${r.int(4, 90)}ms)`,
      app3: (r) =>
        `EZproxy session granted for ${r.pick(["jstor", "springer", "ieee", "elsevier"])} user=s${r.int(2000000, 2999999)}`,
    },
    noisy: {
      role: "app3",
      level: "error",
      msg: (r) =>
        `vendor ${r.pick(["ieee", "springer"])} returned malformed COUNTER report row ${r.int(1, 400)}, skipped`,
    },
    db: "enrolment",
  },
];
