// Which service of each estate plays which part (database owner, payments, mail, queue consumer ...).
export interface Roles {
  db: string;
  dbRt: "java" | "python" | "dotnet" | "ruby";
  pay: string;
  mail: string;
  consumer: string;
  cache: string;
  auth: string;
  batch: string;
  flags: string;
  front: string;
  optional: string;
  goSvc: string;
}

export const ROLES: Record<string, Roles> = {
  brightcart: {
    db: "checkout-api",
    dbRt: "java",
    pay: "payments-svc",
    mail: "notify-worker",
    consumer: "notify-worker",
    cache: "cart-svc",
    auth: "storefront-web",
    batch: "catalog-svc",
    flags: "flag-relay",
    front: "storefront-web",
    optional: "search-api",
    goSvc: "pricing-rules",
  },
  tallyhive: {
    db: "ledger-core",
    dbRt: "dotnet",
    pay: "ledger-core",
    mail: "mailer",
    consumer: "report-export",
    cache: "web-portal",
    auth: "identity-svc",
    batch: "report-export",
    flags: "web-portal",
    front: "web-portal",
    optional: "tax-engine",
    goSvc: "mailer",
  },
  parcelpoint: {
    db: "label-service",
    dbRt: "ruby",
    pay: "label-service",
    mail: "shipping-notifier",
    consumer: "order-events",
    cache: "geo-cache",
    auth: "tracking-api",
    batch: "route-planner",
    flags: "tracking-api",
    front: "tracking-api",
    optional: "geo-cache",
    goSvc: "tracking-api",
  },
  medora: {
    db: "patients-api",
    dbRt: "python",
    pay: "billing-svc",
    mail: "sms-relay",
    consumer: "audit-log",
    cache: "appointments",
    auth: "auth-proxy",
    batch: "calendar-sync",
    flags: "portal-bff",
    front: "portal-bff",
    optional: "docs-store",
    goSvc: "auth-proxy",
  },
};
