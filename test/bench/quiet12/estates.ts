// Five made-up companies, 8-12 services each, named by the role they play at the edge, in identity and security.
export interface App {
  name: string;
  /** Request paths it serves behind the edge. */
  paths: string[];
  /** Ordinary work lines; `#` becomes a number, `@` a short id. */
  work: string[];
}

export interface Estate {
  company: string;
  ns: string;
  domain: string;
  realm: string;
  edge: string;
  edgeKind: "nginx" | "envoy";
  waf: string;
  wafKind: "modsec" | "coraza" | "cloudflare";
  idp: string;
  idpKind: "keycloak" | "okta";
  web: string;
  apps: App[];
  bastion: string;
  certmgr: string;
  vault: string;
  /** The service that logs one harmless error or warning at a constant rate from the first minute. */
  noisy: { svc: string; level: "warn" | "error"; every: number; msgs: string[] };
  deprecations: Array<{ svc: string; msg: string }>;
}

export const ESTATES: Estate[] = [
  {
    company: "Orchard Freight",
    ns: "orchard-prod",
    domain: "orchardfreight.example",
    realm: "orchard",
    edge: "edge-nginx",
    edgeKind: "nginx",
    waf: "modsec-waf",
    wafKind: "modsec",
    idp: "keycloak",
    idpKind: "keycloak",
    web: "shipper-portal",
    apps: [
      {
        name: "rate-quoter",
        paths: ["/api/v2/quotes", "/api/v2/lanes"],
        work: ["quote Q-# priced lane NL-DE 14 pallets eur=#", "fuel surcharge table cached (# rows)"],
      },
      {
        name: "manifest-svc",
        paths: ["/api/v2/manifests", "/api/v2/manifests/@/lines"],
        work: ["manifest M-# sealed with # consignments", "customs pre-alert queued for M-#"],
      },
      {
        name: "tracking-api",
        paths: ["/api/v2/track/@", "/api/v2/events"],
        work: ["scan event ingested consignment C-# depot=RTM", "ETA recomputed for C-# (+# min)"],
      },
    ],
    bastion: "bastion-01",
    certmgr: "cert-manager",
    vault: "vault-agent",
    noisy: {
      svc: "tracking-api",
      level: "error",
      every: 9,
      msgs: [
        "carrier webhook from dhl-sandbox rejected: X-Signature header missing (sandbox pings are unsigned, ignored)",
      ],
    },
    deprecations: [
      {
        svc: "shipper-portal",
        msg: "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
      },
      {
        svc: "edge-nginx",
        msg: 'the "listen ... http2" directive is deprecated, use the "http2" directive instead in /etc/nginx/conf.d/default.conf:14',
      },
    ],
  },
  {
    company: "Lumen Dental",
    ns: "lumen-prod",
    domain: "lumendental.example",
    realm: "patients",
    edge: "envoy-front",
    edgeKind: "envoy",
    waf: "coraza-waf",
    wafKind: "coraza",
    idp: "sso-idp",
    idpKind: "keycloak",
    web: "patient-portal",
    apps: [
      {
        name: "appointments",
        paths: ["/v1/appointments", "/v1/slots"],
        work: ["booked slot S-# for patient P-# (hygiene, 30 min)", "reminder schedule built for # appointments"],
      },
      {
        name: "billing-svc",
        paths: ["/v1/invoices/@", "/v1/payments"],
        work: ["invoice INV-# issued total=# EUR", "payment intent pi_@ captured"],
      },
      {
        name: "imaging-gw",
        paths: ["/v1/xrays/@"],
        work: ["DICOM study 1.2.840.# stored (# instances)", "thumbnail rendered for study 1.2.840.#"],
      },
      {
        name: "reminders",
        paths: ["/v1/reminders"],
        work: ["SMS reminder sent to patient P-# (provider accepted)", "email reminder queued for P-#"],
      },
    ],
    bastion: "jump-host",
    certmgr: "cert-manager",
    vault: "vault",
    noisy: {
      svc: "imaging-gw",
      level: "warn",
      every: 7,
      msgs: [
        "DICOM tag (0010,1010) PatientAge has invalid VR value '0##Y', stored as-is",
        "pydicom: Invalid value for VR DA: '20260231', stored as-is",
      ],
    },
    deprecations: [
      {
        svc: "billing-svc",
        msg: "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
      },
      {
        svc: "reminders",
        msg: "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
      },
    ],
  },
  {
    company: "Kestrel Games",
    ns: "kestrel-live",
    domain: "kestrelgames.example",
    realm: "players",
    edge: "cdn-edge",
    edgeKind: "nginx",
    waf: "cf-firewall",
    wafKind: "cloudflare",
    idp: "auth-hub",
    idpKind: "keycloak",
    web: "player-web",
    apps: [
      {
        name: "matchmaker",
        paths: ["/v3/match/queue", "/v3/match/@"],
        work: ["lobby L-# filled (# players, region eu-west)", "ticket T-# matched after # ms"],
      },
      {
        name: "store-api",
        paths: ["/v3/store/offers", "/v3/store/purchase"],
        work: ["purchase R-# granted bundle starter_pack_#", "offer catalogue served (# items)"],
      },
      { name: "leaderboard", paths: ["/v3/leaderboard/@"], work: ["season board recomputed top=# in # ms"] },
    ],
    bastion: "ops-bastion",
    certmgr: "cert-manager",
    vault: "vault-agent",
    noisy: {
      svc: "leaderboard",
      level: "error",
      every: 11,
      msgs: ["score submission rejected for player @: replay hash mismatch (client 1.9.x known bug, dropped)"],
    },
    deprecations: [
      {
        svc: "matchmaker",
        msg: "[WARN] grpc: Server.Serve failed to create ServerTransport: deprecated option grpc.WithInsecure() used, use WithTransportCredentials and insecure.NewCredentials() instead",
      },
      {
        svc: "player-web",
        msg: "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
      },
    ],
  },
  {
    company: "Brightwater Utilities",
    ns: "brightwater",
    domain: "brightwater.example",
    realm: "customers",
    edge: "ingress-nginx",
    edgeKind: "nginx",
    waf: "waf-coraza",
    wafKind: "coraza",
    idp: "keycloak",
    idpKind: "keycloak",
    web: "account-web",
    apps: [
      {
        name: "meter-reads",
        paths: ["/api/reads", "/api/meters/@"],
        work: ["meter read accepted MTR-# value=# kWh", "batch of # smart-meter reads stored"],
      },
      {
        name: "outage-map",
        paths: ["/api/outages", "/api/outages/@/subscribe"],
        work: ["outage feed refreshed (# active, # planned)", "tile cache warmed for zoom #"],
      },
      {
        name: "payments-api",
        paths: ["/api/payments", "/api/direct-debits/@"],
        work: ["direct debit mandate DD-# confirmed", "card payment # EUR authorised for account A-#"],
      },
    ],
    bastion: "sftp-gw",
    certmgr: "cert-manager",
    vault: "vault",
    noisy: {
      svc: "outage-map",
      level: "warn",
      every: 6,
      msgs: ["GeoJSON feature OUT-# has self-intersecting polygon, simplified before render"],
    },
    deprecations: [
      {
        svc: "payments-api",
        msg: "WARN o.s.b.a.orm.jpa.JpaBaseConfiguration$JpaWebConfiguration - spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
      },
      {
        svc: "ingress-nginx",
        msg: 'The "ssl-session-tickets" option is deprecated and will be removed in a future release; annotation nginx.ingress.kubernetes.io/configuration-snippet is deprecated',
      },
    ],
  },
  {
    company: "Tamarind Credit Union",
    ns: "tamarind-prod",
    domain: "tamarindcu.example",
    realm: "members",
    edge: "api-gateway",
    edgeKind: "envoy",
    waf: "modsecurity",
    wafKind: "modsec",
    idp: "idp-proxy",
    idpKind: "okta",
    web: "member-web",
    apps: [
      {
        name: "ledger-api",
        paths: ["/v1/accounts/@/balance", "/v1/accounts/@/transactions"],
        work: ["posted transfer TX-# amount=# EUR", "balance snapshot for account A-# served from cache"],
      },
      {
        name: "cards-svc",
        paths: ["/v1/cards", "/v1/cards/@/freeze"],
        work: ["card C-#### activated", "3DS challenge passed for card C-####"],
      },
      {
        name: "statements",
        paths: ["/v1/statements/@"],
        work: ["statement PDF rendered for A-# (# pages)", "monthly statement batch # of 40 done"],
      },
      {
        name: "kyc-check",
        paths: ["/v1/kyc/@"],
        work: ["document check D-# passed (liveness 0.9#)", "sanctions screening for member M-# clear"],
      },
      {
        name: "notify",
        paths: ["/v1/notifications"],
        work: ["push sent to device @ (apns 200)", "email sent to member M-# (ses message id @)"],
      },
    ],
    bastion: "bastion",
    certmgr: "cert-manager",
    vault: "vault",
    noisy: {
      svc: "statements",
      level: "error",
      every: 8,
      msgs: [
        "PDFBox: Could not load font file: /usr/share/fonts/truetype/msttcorefonts/Arial.ttf, falling back to LiberationSans",
      ],
    },
    deprecations: [
      {
        svc: "kyc-check",
        msg: "/usr/local/lib/python3.12/site-packages/urllib3/connectionpool.py:1103: InsecureRequestWarning: Unverified HTTPS request is being made to host 'sandbox.idverify.example'. Adding certificate verification is strongly advised.",
      },
      {
        svc: "ledger-api",
        msg: "WARN org.hibernate.orm.deprecation - HHH90000026: MySQL8Dialect has been deprecated; use org.hibernate.dialect.MySQLDialect instead",
      },
    ],
  },
];

/** Every service of an estate, the way the logs name them. */
export function services(e: Estate): string[] {
  return [e.edge, e.waf, e.idp, e.web, ...e.apps.map((a) => a.name), e.bastion, e.certmgr, e.vault];
}
