// The four made-up charity fundraising estates: one name and runtime per role, and how each runtime logs.
import type { Rng } from "./rng.js";

export type Role = "web" | "api" | "cards" | "dd" | "giftaid" | "crm" | "mail" | "fraud" | "p2p" | "sms";
export const ROLES: Role[] = ["web", "api", "cards", "dd", "giftaid", "crm", "mail", "fraud", "p2p", "sms"];
export type Runtime = "node" | "java" | "go" | "python" | "ruby" | "dotnet" | "cpp";

export interface Estate {
  key: string;
  org: string;
  ns: string;
  traces: boolean;
  names: Record<Role, string>;
  rt: Record<Role, Runtime>;
  crmVendor: "salesforce" | "dynamics";
  mailVendor: "SendGrid" | "Mailgun" | "Postmark";
  shortcode: string;
  keyword: string;
  apiPath: string;
}

export const ESTATES: Estate[] = [
  {
    key: "hopeline",
    org: "Hopeline Giving",
    ns: "giving-prod",
    traces: true,
    names: {
      web: "donate-web",
      api: "gift-api",
      cards: "card-gateway",
      dd: "dd-mandates",
      giftaid: "giftaid-claims",
      crm: "crm-bridge",
      mail: "thankyou-mailer",
      fraud: "fraud-sentinel",
      p2p: "fundraise-pages",
      sms: "text-give",
    },
    rt: {
      web: "node",
      api: "java",
      cards: "go",
      dd: "python",
      giftaid: "python",
      crm: "ruby",
      mail: "node",
      fraud: "java",
      p2p: "ruby",
      sms: "java",
    },
    crmVendor: "salesforce",
    mailVendor: "SendGrid",
    shortcode: "70085",
    keyword: "HOPE",
    apiPath: "/api/v1/gifts",
  },
  {
    key: "brightwell",
    org: "Brightwell Foundation",
    ns: "bw-live",
    traces: false,
    names: {
      web: "give-frontend",
      api: "donations-svc",
      cards: "payments-stripe",
      dd: "bacs-collector",
      giftaid: "gad-service",
      crm: "sf-sync",
      mail: "mailer-worker",
      fraud: "risk-engine",
      p2p: "p2p-pages",
      sms: "sms-donate",
    },
    rt: {
      web: "node",
      api: "dotnet",
      cards: "node",
      dd: "java",
      giftaid: "dotnet",
      crm: "python",
      mail: "python",
      fraud: "go",
      p2p: "node",
      sms: "go",
    },
    crmVendor: "salesforce",
    mailVendor: "Mailgun",
    shortcode: "70970",
    keyword: "BRIGHT",
    apiPath: "/api/donations",
  },
  {
    key: "oakridge",
    org: "Oakridge Hospice Trust",
    ns: "oakridge",
    traces: true,
    names: {
      web: "appeal-site",
      api: "checkout",
      cards: "card-auth",
      dd: "directdebit",
      giftaid: "taxrelief",
      crm: "supporter-sync",
      mail: "receipts",
      fraud: "fraudscore",
      p2p: "event-pages",
      sms: "shortcode-gw",
    },
    rt: {
      web: "python",
      api: "go",
      cards: "java",
      dd: "ruby",
      giftaid: "java",
      crm: "node",
      mail: "ruby",
      fraud: "python",
      p2p: "python",
      sms: "cpp",
    },
    crmVendor: "salesforce",
    mailVendor: "Postmark",
    shortcode: "70450",
    keyword: "OAK",
    apiPath: "/v2/checkout/donations",
  },
  {
    key: "northstar",
    org: "Northstar Children's Aid",
    ns: "nca-prod",
    traces: false,
    names: {
      web: "nca-web",
      api: "pledge-api",
      cards: "psp-adapter",
      dd: "mandate-runner",
      giftaid: "giftaid-engine",
      crm: "dynamics-sync",
      mail: "comms-dispatch",
      fraud: "velocity-guard",
      p2p: "pages-api",
      sms: "sms-pledge",
    },
    rt: {
      web: "node",
      api: "java",
      cards: "dotnet",
      dd: "go",
      giftaid: "ruby",
      crm: "dotnet",
      mail: "go",
      fraud: "node",
      p2p: "java",
      sms: "python",
    },
    crmVendor: "dynamics",
    mailVendor: "SendGrid",
    shortcode: "70707",
    keyword: "STAR",
    apiPath: "/pledges",
  },
];

const REASON: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No Content",
  302: "Found",
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  413: "Payload Too Large",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/** One access-log line the way the runtime's usual server or framework prints it. */
export function access(rng: Rng, rt: Runtime, method: string, path: string, status: number, ms: number): string {
  const ip = `10.${rng.int(0, 3)}.${rng.int(0, 255)}.${rng.int(2, 254)}`;
  const bytes = status === 204 ? 0 : rng.int(60, 4800);
  switch (rt) {
    case "node":
      return `${method} ${path} ${status} ${ms.toFixed(3)} ms - ${bytes}`;
    case "java":
      return `${ip} - - "${method} ${path} HTTP/1.1" ${status} ${bytes} ${Math.round(ms)}ms`;
    case "python":
      return `${ip} - - "${method} ${path} HTTP/1.1" ${status} ${bytes} "-" "${rng.pick(["python-requests/2.31.0", "Mozilla/5.0", "okhttp/4.12.0"])}"`;
    case "go":
      return `${method} ${path} -> ${status} ${REASON[status] ?? ""} (${ms.toFixed(2)}ms)`;
    case "ruby":
      return `Completed ${status} ${REASON[status] ?? ""} in ${Math.round(ms)}ms (Views: ${(ms * 0.2).toFixed(1)}ms | ActiveRecord: ${(ms * 0.4).toFixed(1)}ms | Allocations: ${rng.int(900, 19000)})`;
    case "dotnet":
      return `Request finished HTTP/1.1 ${method} http://${rng.pick(["0.0.0.0", "localhost"])}:8080${path} - ${status} ${bytes} application/json;+charset=utf-8 ${ms.toFixed(4)}ms`;
    case "cpp":
      return `http ${method} ${path} status=${status} ${Math.round(ms)}ms`;
  }
}

export function probe(rng: Rng, rt: Runtime): string {
  return access(rng, rt, "GET", rng.pick(["/healthz", "/healthz", "/readyz"]), 200, 0.4 + rng.next() * 2);
}

/** Deprecation warnings each runtime prints in normal operation. */
export const DEPRECATIONS: Record<Runtime, string[]> = {
  node: [
    "(node:1) [DEP0005] DeprecationWarning: Buffer() is deprecated due to security and usability issues. Please use the Buffer.alloc(), Buffer.allocUnsafe(), or Buffer.from() methods instead.",
    "(node:1) [DEP0040] DeprecationWarning: The `punycode` module is deprecated. Please use a userland alternative instead.",
  ],
  java: [
    "spring.jpa.open-in-view is enabled by default. Therefore, database queries may be performed during view rendering. Explicitly configure spring.jpa.open-in-view to disable this warning",
    "HHH90000025: PostgreSQLDialect does not need to be specified explicitly using 'hibernate.dialect' (remove the property setting and it will be selected by default)",
  ],
  python: [
    "DeprecationWarning: datetime.datetime.utcnow() is deprecated and scheduled for removal in a future version. Use timezone-aware objects to represent datetimes in UTC: datetime.datetime.now(datetime.UTC).",
    "RemovedInDjango51Warning: The USE_L10N setting is deprecated. Starting with Django 5.0, localized formatting of data will always be enabled.",
  ],
  ruby: [
    "DEPRECATION WARNING: `Rails.application.secrets` is deprecated in favor of `Rails.application.credentials` and will be removed in Rails 7.2.",
    "warning: URI.escape is obsolete",
  ],
  go: [
    "grpc: WithInsecure is deprecated: use WithTransportCredentials and insecure.NewCredentials() instead",
    "aws-sdk-go (v1) is in maintenance mode; migrate to aws-sdk-go-v2",
  ],
  dotnet: [
    "No XML encryptor configured. Key {5b2c1a47-9e0d-4f3b-8a61-2c7d0e4b9f13} may be persisted to storage in unencrypted form.",
    "Overriding address(es) 'http://+:80'. Binding to endpoints defined via IConfiguration and/or UseKestrel() instead.",
  ],
  cpp: ["libsmpp: option 'enquire_link_interval' is deprecated, use 'keepalive.interval'"],
};

export const money = (rng: Rng): string =>
  rng.pick(["5.00", "10.00", "10.00", "15.00", "20.00", "25.00", "25.00", "50.00", "100.00", "3.00", "12.50", "30.00"]);
export const donorId = (rng: Rng): string => `D${rng.digits(7)}`;
export const email = (rng: Rng): string =>
  `${rng.pick(["j", "s", "m", "a", "r", "k", "t", "e"])}***@${rng.pick(["gmail.com", "hotmail.co.uk", "btinternet.com", "yahoo.co.uk", "outlook.com", "icloud.com", "sky.com"])}`;
export const msisdn = (rng: Rng): string => `447${rng.digits(3)}*****${rng.digits(2)}`;
export const campaign = (rng: Rng): string =>
  rng.pick(["WINTER26", "XMAS-APPEAL", "TV-DEC26", "LONDON-MARATHON", "RIDE100", "REGULAR-GIVING", "MEMORIAL"]);
